/* gov_web.c: proposals over HTTP. /api/v1/proposals lists them and
 * /api/v1/proposals/N gives one with its text; /proposals and
 * /proposals/N are the same as pages, with the Scorekeeper's scores and
 * Magic Number. Votes show only once the results are posted (Ackanomic
 * R104), except to the Tabulator and the admin, in the words of the
 * proposal's own voting method, with the voters' strengths when any is
 * not 1. /api/v1/wins and the /proposals page's last table give the
 * Winning Conditions and the cycle's winners (R600, R603). */
#include "core/visibility.h"
#include "gov/gov.h"
#include "gov/method.h"
#include "net/text.h"
#include "net/web.h"

#include <stdlib.h>
#include <string.h>

static int sees_votes(const nomic *n, const char *viewer, const proposal *p)
{
	if (p->status == PROP_ADOPTED || p->status == PROP_REJECTED)
		return 1;
	if (!viewer)
		return 0;
	if (strcmp(viewer, "admin") == 0)
		return 1;
	const office *t = office_by_name(n, "Tabulator");
	const player *pl = player_by_name(n, viewer);
	return t && pl && t->holder == pl->id;
}

static json_t *proposal_json(const nomic *n, const proposal *p, const char *viewer, int full)
{
	char when[32];
	json_t *o = json_pack("{s:i, s:o, s:s, s:s, s:s}", "number", p->number,
			      "title", json_text(p->title), "author", holder_name(n, p->author),
			      "kind", proposal_kind_name(p->kind),
			      "status", proposal_status_name(p->status));
	if (p->distributed) {
		format_time(p->closes, when, sizeof when);
		json_object_set_new(o, "voting_ends", json_string(when));
	}
	if (p->outcome)
		json_object_set_new(o, "result", json_text(p->outcome));
	vis_viewer v = vis_viewer_named(n, viewer);
	if (p->hidden)
		json_object_set_new(o, "hidden", json_true());
	if (full && proposal_text_visible(p, &v))
		json_object_set_new(o, "text", json_text(p->text));
	if (p->method[0])
		json_object_set_new(o, "method", json_string(proposal_method(p)->name));
	if (sees_votes(n, viewer, p)) {
		json_t *votes = json_object();
		json_t *strengths = proposal_shows_strengths(n, p) ? json_object() : NULL;
		for (int i = 0; i < p->nballots; i++) {
			const char *word = proposal_ballot_word(p, i + 1);
			if (!word)
				continue;
			json_object_set_new(votes, holder_name(n, i + 1), json_string(word));
			if (strengths)
				json_object_set_new(strengths, holder_name(n, i + 1),
						    json_integer(proposal_strength(n, p, i + 1)));
		}
		json_object_set_new(o, "votes", votes);
		if (strengths)
			json_object_set_new(o, "strengths", strengths);
	}
	return o;
}

static const char *number_in(const char *path)
{
	const char *slash = strstr(path, "/proposals/");
	return slash ? slash + 11 : NULL;
}

static const proposal *find(const nomic *n, const char *word)
{
	int64_t num;
	if (parse_int64(word, &num) || num < 1 || num > INT32_MAX)
		return NULL;
	return proposal_by_number(n, (int)num);
}

enum MHD_Result api_proposals(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const gov *g = gov_peek(n);
	const char *number = number_in(r->path);
	json_t *j = NULL;
	if (!number) {
		j = json_array();
		for (int i = 0; g && i < g->nproposals; i++)
			json_array_append_new(j, proposal_json(n, g->proposals[i], r->actor, 0));
	} else {
		const proposal *p = find(n, number);
		if (p)
			j = proposal_json(n, p, r->actor, 1);
	}
	engine_read_end(r->e);
	if (!j)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such proposal");
	return web_json(r, MHD_HTTP_OK, j);
}

static void votes_html(sbuf *b, const nomic *n, const proposal *p)
{
	int any = 0, strengths = proposal_shows_strengths(n, p);
	for (int i = 0; i < p->nballots; i++) {
		const char *word = proposal_ballot_word(p, i + 1);
		if (!word)
			continue;
		sbuf_add(b, any ? ", " : "Votes: ");
		html_escape(b, holder_name(n, i + 1));
		sbuf_printf(b, " %s", word);
		if (strengths)
			sbuf_printf(b, " (strength %lld)", (long long)proposal_strength(n, p, i + 1));
		any = 1;
	}
	if (!any)
		sbuf_add(b, "No votes.");
}

json_t *view_wins(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer; /* claims, announcements and wins are public acts */
	(void)now;
	return gov_wins_json(n);
}

/* R600: each Winning Condition, its state and CFJ; and who won the cycle. */
static void wins_html(sbuf *b, const nomic *n)
{
	const gov *g = gov_peek(n);
	if (!g || (!g->nwins && !g->ncycle_wins))
		return;
	sbuf_add(b, "<h2>Winning Conditions</h2>\n<table>\n<tr><th>Owner</th><th>By rule</th>"
		    "<th>State</th><th>CFJ</th></tr>\n");
	for (int i = 0; i < g->nwins; i++) {
		const win_condition *w = g->wins[i];
		sbuf_add(b, "<tr><td>");
		html_escape(b, holder_name(n, wc_owner(n, w)));
		sbuf_add(b, "</td><td>");
		html_escape(b, w->creator);
		sbuf_printf(b, "</td><td>%s</td><td class=\"n\">", wc_state_name(wc_state(n, w)));
		if (w->cfj)
			sbuf_printf(b, "%d", w->cfj);
		sbuf_add(b, "</td></tr>\n");
	}
	sbuf_add(b, "</table>\n");
	for (int i = 0; i < g->ncycle_wins; i++) {
		const cycle_win *w = g->cycle_wins[i];
		sbuf_add(b, "<p class=\"meta\">");
		html_escape(b, holder_name(n, w->player));
		sbuf_add(b, " won the cycle by Rule ");
		html_escape(b, w->rule);
		sbuf_add(b, " (");
		html_escape(b, w->how);
		sbuf_add(b, ").</p>\n");
	}
}

static void list_html(sbuf *b, const nomic *n)
{
	const gov *g = gov_peek(n);
	const currency *pts = currency_by_name(n, "points");
	sbuf_add(b, "<h1>Proposals</h1>\n");
	if (!g || !g->nproposals)
		sbuf_add(b, "<p class=\"muted\">No proposals yet.</p>\n");
	else
		sbuf_add(b, "<table>\n<tr><th>#</th><th>Title</th><th>Author</th><th>Kind</th>"
			    "<th>State</th><th>Result</th></tr>\n");
	for (int i = 0; g && i < g->nproposals; i++) {
		const proposal *p = g->proposals[i];
		sbuf_printf(b, "<tr><td class=\"n\"><a href=\"/proposals/%d\">%d</a></td><td>",
			    p->number, p->number);
		html_escape(b, p->title);
		sbuf_add(b, "</td><td>");
		html_escape(b, holder_name(n, p->author));
		sbuf_printf(b, "</td><td>%s</td><td>%s</td><td>", proposal_kind_name(p->kind),
			    proposal_status_name(p->status));
		html_escape(b, p->outcome ? p->outcome : "");
		sbuf_add(b, "</td></tr>\n");
	}
	if (g && g->nproposals)
		sbuf_add(b, "</table>\n");
	/* R410: the Scorekeeper's report. */
	sbuf_printf(b, "<h2>Scores</h2>\n<p class=\"meta\">Magic Number: %lld (R603)</p>\n<table>\n"
		    "<tr><th>Player</th><th>Points</th></tr>\n",
		    (long long)param_value(n, "magic.number", 379));
	for (int i = 0; pts && i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (p->state == PS_NONPLAYER)
			continue;
		sbuf_add(b, "<tr><td>");
		html_escape(b, p->name);
		sbuf_printf(b, "</td><td class=\"n\">%lld</td></tr>\n",
			    (long long)balance(n, p->id, pts->id));
	}
	sbuf_add(b, "</table>\n");
	wins_html(b, n);
}

static void one_html(sbuf *b, const nomic *n, const proposal *p)
{
	sbuf_printf(b, "<h1>Proposal %d: ", p->number);
	html_escape(b, p->title);
	sbuf_add(b, "</h1>\n<p class=\"meta\">By ");
	html_escape(b, holder_name(n, p->author));
	sbuf_printf(b, "; %s; %s", proposal_kind_name(p->kind), proposal_status_name(p->status));
	if (p->outcome) {
		sbuf_add(b, ": ");
		html_escape(b, p->outcome);
	}
	if (p->method[0]) {
		/* The method and numbers fixed at distribution (docs/VOTING.md). */
		const vote_method *m = proposal_method(p);
		char nums[200];
		method_config_describe(m, &p->cfg, nums, sizeof nums);
		sbuf_add(b, "<br>Voted by the ");
		html_escape(b, m->name);
		sbuf_add(b, " method: ");
		html_escape(b, nums);
	}
	/* A browser sends no token: the page is the public's. */
	vis_viewer pub = vis_viewer_named(n, NULL);
	if (proposal_text_visible(p, &pub)) {
		sbuf_add(b, "</p>\n<pre class=\"rule\">");
		html_escape(b, p->text);
		sbuf_add(b, "</pre>\n<p>");
	} else {
		sbuf_add(b, "</p>\n<p>The text is withheld: it changes a Private or Secret "
			    "regulation (reg 106).</p>\n<p>");
	}
	if (sees_votes(n, NULL, p))
		votes_html(b, n, p);
	else
		sbuf_add(b, "The votes are secret until the results (R104).");
	sbuf_add(b, "</p>\n");
}

enum MHD_Result page_proposals(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const char *number = number_in(r->path);
	const proposal *p = number ? find(n, number) : NULL;
	if (number && !p) {
		engine_read_end(r->e);
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such proposal");
	}
	sbuf b = {0};
	page_head(&b, n->title);
	page_nav(&b);
	if (p)
		one_html(&b, n, p);
	else
		list_html(&b, n);
	engine_read_end(r->e);
	sbuf_add(&b, "</body>\n</html>\n");
	return page_send(r, MHD_HTTP_OK, &b);
}
