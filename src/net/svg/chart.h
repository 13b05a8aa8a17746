/* chart.h: line charts of values over time as SVG (issue 18 item 4): the
 * score chart (each player's points, with the Magic Number, Ackanomic
 * R603, as it was over time) and the balance charts (a currency's balances, R412 b). Drawing
 * knows nothing of the nomic: chart_data.c gathers the series from the
 * officers' records, this draws them. Each series is one step line (a
 * value holds until it changes), told apart by colour and by dash pattern
 * both, so the chart reads without colour; a legend names each series.
 * Axes have ticks, values and dates; the <title> and <desc> say what a
 * screen reader should. */
#ifndef NOMIC_NET_CHART_H
#define NOMIC_NET_CHART_H

#include "core/util.h"

#include <stdint.h>

typedef struct chart_point {
	gtime t;
	int64_t v;
} chart_point;

typedef struct chart_series {
	const char *name;   /* drawn escaped */
	int64_t start;      /* the value before the first point */
	chart_point *pts;   /* in time order: the value from t on */
	int n;
} chart_series;

typedef struct chart {
	const char *title;  /* the picture's <title> and heading */
	const char *unit;   /* "points", "A$": the values' unit, in the desc */
	const char *empty;  /* said instead of the lines when no series changed */
	chart_series *series;
	int nseries;
	gtime from, to;     /* the time axis; from < to */
	int has_level;      /* a level line (the Magic Number), labelled with its
			       value now, level: */
	int64_t level;
	const char *level_label;
	/* Its past: level_start until the first of level_pts, each the value
	 * from its time on, the last equal to level (a step line like the
	 * series'); none (level_n 0): level all along, a horizontal line. */
	int64_t level_start;
	chart_point *level_pts;
	int level_n;
} chart;

/* The chart's size; the legend below grows with the series. */
#define CHART_W 720
#define CHART_PLOT_H 300

/* Draws c as an SVG document into out; 0, or -1 (out must not be sent). */
int chart_svg(const chart *c, sbuf *out);

/* The colour and dash pattern of series i ("none" is a solid line): what the
 * legend shows beside its name. */
const char *chart_colour(int i);
const char *chart_dash(int i);

#endif
