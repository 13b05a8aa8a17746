/* chart.c: a line chart of step series over time as SVG (chart.h; issue
 * 18 item 4). Values are scaled into the plot's box, whatever they are:
 * the value axis runs from the least value shown (or 0) to the greatest
 * (or the level line, over its whole past), widened to round ticks, so no
 * point lies outside the picture. */
#include "net/svg/chart.h"
#include "net/svg/svg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PLOT_X 72      /* the plot's left edge: room for the values */
#define PLOT_Y 44      /* its top: room for the heading */
#define PLOT_W (CHART_W - PLOT_X - 24)
#define AXIS_H 44      /* under the plot: the dates */
#define LEGEND_ROW 22
#define LEGEND_COLS 3

/* Okabe and Ito's colours, told apart by most colour-blind eyes; with
 * six dash patterns beside seven colours, no two of the first 42 series
 * look alike, and neighbours differ in both. */
static const char *const colours[] = {"#0072b2", "#d55e00", "#009e73", "#cc79a7",
				      "#e69f00", "#56b4e9", "#000000"};
static const char *const dashes[] = {"none", "10 4", "3 3", "12 4 3 4", "6 6", "2 6"};
#define NCOLOURS (int)(sizeof colours / sizeof *colours)
#define NDASHES (int)(sizeof dashes / sizeof *dashes)

const char *chart_colour(int i)
{
	return colours[(i < 0 ? 0 : i) % NCOLOURS];
}

const char *chart_dash(int i)
{
	return dashes[(i < 0 ? 0 : i) % NDASHES];
}

/* A round step for about `want` ticks over span: 1, 2 or 5 times a power
 * of ten. */
static int64_t nice_step(int64_t span, int want)
{
	int64_t raw = span / want, step = 1;
	while (step * 10 <= raw && step < INT64_MAX / 10)
		step *= 10;
	if (step * 5 <= raw)
		return step * 5;
	if (step * 2 <= raw)
		return step * 2;
	return step;
}

static int64_t floor_to(int64_t v, int64_t step)
{
	int64_t q = v / step;
	if (v % step && v < 0)
		q--;
	return q * step;
}

typedef struct frame {
	gtime from, to;
	int64_t lo, hi;
	int plot_h;
} frame;

static double x_of(const frame *f, gtime t)
{
	if (t < f->from)
		t = f->from;
	if (t > f->to)
		t = f->to;
	return PLOT_X + (double)(t - f->from) * PLOT_W / (double)(f->to - f->from);
}

static double y_of(const frame *f, int64_t v)
{
	if (v < f->lo)
		v = f->lo;
	if (v > f->hi)
		v = f->hi;
	return PLOT_Y + f->plot_h - (double)(v - f->lo) * f->plot_h / (double)(f->hi - f->lo);
}

/* The time ticks: whole hours, days, weeks or months, at most seven. */
static void time_axis(svg *s, const frame *f)
{
	static const int64_t steps[] = {3600, 6 * 3600, 86400, 2 * 86400, 7 * 86400,
					14 * 86400, 30 * 86400, 91 * 86400, 365 * 86400,
					5 * 365 * 86400LL};
	int64_t span = f->to - f->from, step = steps[sizeof steps / sizeof *steps - 1];
	for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
		if (span / steps[i] <= 6) {
			step = steps[i];
			break;
		}
	int y = PLOT_Y + f->plot_h;
	if (span / step > 60) /* times no game keeps: no ticks rather than thousands */
		return;
	for (gtime t = floor_to(f->from, step) + (f->from % step ? step : 0); t <= f->to;
	     t += step) {
		double x = x_of(f, t);
		svg_leaf(s, "line", "x1=\"%f\" y1=\"%d\" x2=\"%f\" y2=\"%d\" stroke=\"#dddddd\"", x,
			 PLOT_Y, x, y);
		svg_leaf(s, "line", "x1=\"%f\" y1=\"%d\" x2=\"%f\" y2=\"%d\" stroke=\"#333333\"", x, y,
			 x, y + 6);
		char when[32];
		time_t tt = (time_t)t;
		struct tm tm;
		gmtime_r(&tt, &tm);
		strftime(when, sizeof when, step < 86400 ? "%m-%d %H:%M" : "%Y-%m-%d", &tm);
		svg_text(s, "text", when, "x=\"%f\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\" "
			 "fill=\"#333333\"", x, y + 22);
	}
}

static void value_axis(svg *s, const frame *f)
{
	int64_t step = nice_step(f->hi - f->lo, 5);
	for (int64_t v = f->lo; v <= f->hi; v += step) {
		double y = y_of(f, v);
		svg_leaf(s, "line", "x1=\"%d\" y1=\"%f\" x2=\"%d\" y2=\"%f\" stroke=\"%s\"", PLOT_X, y,
			 PLOT_X + PLOT_W, y, v == 0 ? "#999999" : "#eeeeee");
		svg_leaf(s, "line", "x1=\"%d\" y1=\"%f\" x2=\"%d\" y2=\"%f\" stroke=\"#333333\"",
			 PLOT_X - 6, y, PLOT_X, y);
		char num[24];
		snprintf(num, sizeof num, "%lld", (long long)v);
		svg_text(s, "text", num, "x=\"%d\" y=\"%f\" font-size=\"12\" text-anchor=\"end\" "
			 "fill=\"#333333\"", PLOT_X - 10, y + 4);
	}
}

/* The value range shown: every value and the level, on round ticks. */
static void value_range(const chart *c, frame *f)
{
	int64_t lo = 0, hi = 0;
	for (int i = 0; i < c->nseries; i++) {
		const chart_series *sr = &c->series[i];
		lo = sr->start < lo ? sr->start : lo;
		hi = sr->start > hi ? sr->start : hi;
		for (int k = 0; k < sr->n; k++) {
			lo = sr->pts[k].v < lo ? sr->pts[k].v : lo;
			hi = sr->pts[k].v > hi ? sr->pts[k].v : hi;
		}
	}
	if (c->has_level) {
		int64_t lv = c->level_n ? c->level_start : c->level;
		lo = lv < lo ? lv : lo;
		hi = lv > hi ? lv : hi;
		for (int k = 0; k < c->level_n; k++) {
			lo = c->level_pts[k].v < lo ? c->level_pts[k].v : lo;
			hi = c->level_pts[k].v > hi ? c->level_pts[k].v : hi;
		}
	}
	if (hi == lo)
		hi = lo + 10;
	/* Values this far out are no game's; keeping the span within int64
	 * keeps the arithmetic below exact. */
	const int64_t cap = (int64_t)1 << 60;
	lo = lo < -cap ? -cap : lo;
	hi = hi > cap ? cap : hi;
	int64_t step = nice_step(hi - lo, 5);
	f->lo = floor_to(lo, step);
	f->hi = floor_to(hi, step);
	if (f->hi < hi)
		f->hi += step;
}

static void add_point(sbuf *pts, double x, double y)
{
	char a[32], b[32];
	sbuf_printf(pts, "%s%s,%s", pts->len ? " " : "", svg_num(x, a, sizeof a),
		    svg_num(y, b, sizeof b));
}

/* x to the half unit: changes closer than that are drawn as one step. */
static double snap(double x)
{
	return (double)(int64_t)(x * 2.0 + 0.5) / 2.0;
}

/* The step line's points from start through pts[0..n): into out; the
 * last value. */
static int64_t step_points(const frame *f, int64_t start, const chart_point *pts_, int n,
			   sbuf *out)
{
	sbuf pts = {0};
	int64_t v = start;
	add_point(&pts, x_of(f, f->from), y_of(f, v));
	/* A step at each change: the old value up to it, then the new. The
	 * changes that fall on one half unit make one step, from the value
	 * before the first to the value after the last: a busy day of a long
	 * nomic is one rise, not hundreds of points on top of each other. */
	double at = -1;
	for (int k = 0; k < n; k++) {
		double x = snap(x_of(f, pts_[k].t));
		if (x != at) {
			if (at >= 0)
				add_point(&pts, at, y_of(f, v));
			add_point(&pts, x, y_of(f, v));
			at = x;
		}
		v = pts_[k].v;
	}
	if (at >= 0)
		add_point(&pts, at, y_of(f, v));
	add_point(&pts, x_of(f, f->to), y_of(f, v));
	*out = pts;
	return v;
}

static void series_line(svg *s, const frame *f, const chart_series *sr, int i)
{
	sbuf pts;
	step_points(f, sr->start, sr->pts, sr->n, &pts);
	svg_open(s, "polyline", "class=\"series\" points=\"%s\" fill=\"none\" stroke=\"%s\" "
		 "stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-dasharray=\"%s\"", pts.s,
		 chart_colour(i), chart_dash(i));
	svg_text(s, "title", sr->name, NULL);
	svg_close(s);
	sbuf_free(&pts);
}

static void legend(svg *s, const chart *c, int top)
{
	int colw = (CHART_W - 2 * 24) / LEGEND_COLS;
	for (int i = 0; i < c->nseries; i++) {
		int x = 24 + (i % LEGEND_COLS) * colw, y = top + (i / LEGEND_COLS) * LEGEND_ROW;
		svg_open(s, "g", "class=\"legend\"");
		svg_leaf(s, "line", "x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
			 "stroke-width=\"3\" stroke-dasharray=\"%s\"", x, y, x + 36, y,
			 chart_colour(i), chart_dash(i));
		const chart_series *sr = &c->series[i];
		char label[160];
		snprintf(label, sizeof label, "%.100s: %lld", sr->name,
			 (long long)(sr->n ? sr->pts[sr->n - 1].v : sr->start));
		svg_text(s, "text", label, "x=\"%d\" y=\"%d\" font-size=\"13\" fill=\"#111111\"",
			 x + 44, y + 4);
		svg_close(s);
	}
}

/* What a screen reader says: the chart, each series' last value, the line. */
static char *description(const chart *c, int empty)
{
	sbuf d = {0};
	char a[32], b[32];
	format_time(c->from, a, sizeof a);
	format_time(c->to, b, sizeof b);
	if (empty) {
		sbuf_printf(&d, "%s", c->empty ? c->empty : "Nothing to show yet.");
	} else {
		sbuf_printf(&d, "A line chart from %s to %s, one line for each of %d. Now: ", a, b,
			    c->nseries);
		for (int i = 0; i < c->nseries; i++) {
			const chart_series *sr = &c->series[i];
			sbuf_printf(&d, "%s%s %lld %s", i ? "; " : "", sr->name,
				    (long long)(sr->n ? sr->pts[sr->n - 1].v : sr->start),
				    c->unit ? c->unit : "");
		}
		sbuf_add(&d, ".");
	}
	if (c->has_level) {
		sbuf_printf(&d, " %s: %lld", c->level_label ? c->level_label : "Level",
			    (long long)c->level);
		/* Its last change, where it changed: what the step shows. */
		if (c->level_n) {
			int64_t was = c->level_n > 1 ? c->level_pts[c->level_n - 2].v
						     : c->level_start;
			char when[32];
			format_time(c->level_pts[c->level_n - 1].t, when, sizeof when);
			sbuf_printf(&d, ", %lld until %s", (long long)was, when);
		}
		sbuf_add(&d, ".");
	}
	return sbuf_take(&d);
}

int chart_svg(const chart *c, sbuf *out)
{
	int changed = 0;
	for (int i = 0; i < c->nseries; i++)
		changed |= c->series[i].n > 0;
	int empty = !changed;
	frame f = {.from = c->from, .to = c->to > c->from ? c->to : c->from + 86400,
		   .plot_h = CHART_PLOT_H};
	value_range(c, &f);
	int rows = empty ? 0 : (c->nseries + LEGEND_COLS - 1) / LEGEND_COLS;
	int h = PLOT_Y + CHART_PLOT_H + AXIS_H + rows * LEGEND_ROW + 12;
	char *desc = description(c, empty);
	svg s;
	svg_begin(&s, out, CHART_W, h, c->title ? c->title : "Chart", desc);
	free(desc);
	svg_leaf(&s, "rect", "x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"", CHART_W,
		 h);
	svg_text(&s, "text", c->title ? c->title : "Chart", "x=\"%d\" y=\"26\" font-size=\"18\" "
		 "font-weight=\"bold\" fill=\"#111111\"", PLOT_X);
	svg_open(&s, "g", "font-family=\"Helvetica, Arial, sans-serif\"");
	svg_leaf(&s, "rect", "x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
		 "stroke=\"#333333\"", PLOT_X, PLOT_Y, PLOT_W, CHART_PLOT_H);
	if (empty) {
		svg_text(&s, "text", c->empty ? c->empty : "Nothing to show yet.", "class=\"empty\" "
			 "x=\"%d\" y=\"%d\" font-size=\"18\" text-anchor=\"middle\" fill=\"#555555\"",
			 PLOT_X + PLOT_W / 2, PLOT_Y + CHART_PLOT_H / 2);
	} else {
		value_axis(&s, &f);
		time_axis(&s, &f);
	}
	if (c->has_level) {
		/* A step line like the series' (R666 j changes it at a cycle's
		 * end), labelled at its right end with its value now. */
		sbuf pts;
		int64_t now = step_points(&f, c->level_n ? c->level_start : c->level,
					  c->level_pts, c->level_n, &pts);
		double y = y_of(&f, now);
		char label[96];
		snprintf(label, sizeof label, "%.60s %lld", c->level_label ? c->level_label : "",
			 (long long)now);
		svg_leaf(&s, "polyline", "class=\"level\" points=\"%s\" fill=\"none\" "
			 "stroke=\"#b00020\" stroke-width=\"2\" stroke-dasharray=\"1 4\" "
			 "stroke-linecap=\"round\"", pts.s);
		sbuf_free(&pts);
		svg_text(&s, "text", label, "x=\"%d\" y=\"%f\" font-size=\"12\" text-anchor=\"end\" "
			 "fill=\"#b00020\"", PLOT_X + PLOT_W - 4, y - 6);
	}
	if (!empty) {
		for (int i = 0; i < c->nseries; i++)
			series_line(&s, &f, &c->series[i], i);
		legend(&s, c, PLOT_Y + CHART_PLOT_H + AXIS_H + 8);
	}
	return svg_end(&s);
}
