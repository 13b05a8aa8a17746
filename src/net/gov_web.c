/* gov_web.c: proposals over HTTP. /api/v1/proposals lists them and
 * /api/v1/proposals/N gives one with its text; /proposals and
 * /proposals/N are the same as pages (templates proposals.html and
 * proposal.html, tmpl.h), with the Scorekeeper's scores and Magic Number.
 * Votes show only once the results are posted (Ackanomic R104), except to
 * the Tabulator and the admin, in the words of the proposal's own voting
 * method, with the voters' strengths when any is not 1; the tally (counts
 * by ballot) shows while voting only when the method's ballots are public
 * (method.h `secret`). Each proposal shows its deadline (the voting
 * period's end), its result and what it changed: the rules whose history
 * names it, and its "Effect:" lines (gov/effects.c), linked. A signed-in
 * Voting player gets a button a ballot while e may vote, and eir own
 * ballot; a signed-in player gets the propose form with the effects
 * syntax explained beside it (issue 18 items 2 and 5). /api/v1/wins and
 * the /proposals page's last table give the Winning Conditions and the
 * cycle's winners (R600, R603). */
#include "core/visibility.h"
#include "gov/gov.h"
#include "gov/method.h"
#include "net/gov_pages.h"
#include "net/text.h"
#include "net/web.h"
#include "rules/rules.h"

#include <stdio.h>
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

/* Whether anyone may see the counts by ballot now: once the results are
 * in, or while voting when the method's ballots are public (a secret
 * method's go to the Tabulator alone until then: R104, R106). */
static int tally_public(const proposal *p)
{
	if (p->status == PROP_ADOPTED || p->status == PROP_REJECTED)
		return 1;
	return p->status == PROP_VOTING && p->method[0] && !proposal_method(p)->secret;
}

/* [{ballot, voters, strength}] in the method's order, every ballot word. */
static json_t *tally_json(const nomic *n, const proposal *p)
{
	const vote_method *m = proposal_method(p);
	int64_t voters[BALLOT_KINDS + 1] = {0}, weight[BALLOT_KINDS + 1] = {0};
	for (int i = 0; i < p->nballots; i++) {
		int v = p->ballots[i];
		if (v < 1 || v > BALLOT_KINDS)
			continue;
		voters[v]++;
		weight[v] += proposal_strength(n, p, i + 1);
	}
	json_t *a = json_array();
	for (int v = 1; v <= BALLOT_KINDS; v++)
		if (m->ballots[v])
			json_array_append_new(a, json_pack("{s:s, s:I, s:I}", "ballot", m->ballots[v],
							   "voters", (json_int_t)voters[v],
							   "strength", (json_int_t)weight[v]));
	return a;
}

/* The proposal of this nomic a rule history's cause names, or 0 (the same
 * reading as rules_web.c: "Proposal 12", "Proposal 12's results"). */
static int cause_is(const char *cause, int number)
{
	int num = 0, len = 0;
	if (!cause || sscanf(cause, "Proposal %9d%n", &num, &len) != 1 || num != number)
		return 0;
	return !cause[len] || strcmp(cause + len, "'s results") == 0;
}

/* What the adopted proposal changed in the ruleset: every history entry
 * naming it, of rules v may read at that revision:
 * [{rule, revision, change, repealed}]. */
static json_t *changes_json(const nomic *n, const vis_viewer *v, const proposal *p)
{
	json_t *a = json_array();
	for (size_t i = 0; n->rules && i < rules_count(n->rules); i++) {
		const rules_rule *r = rules_at(n->rules, i);
		for (size_t h = 0; h < r->n_history; h++) {
			const rules_history_entry *e = &r->history[h];
			if (!cause_is(e->cause, p->number) ||
			    !vis_may_read_revision(v, n, r, e->revision))
				continue;
			char num[RULES_NUMBER_BUFSZ];
			/* A renumbering names the number given. */
			rules_number shown = e->kind == RULES_CHANGE_RENUMBERED ? e->new_number
									   : e->number;
			json_array_append_new(a, json_pack("{s:s, s:I, s:s, s:b}", "rule",
							   rules_number_format(shown, num, sizeof num),
							   "revision", (json_int_t)e->revision,
							   "change", rules_change_name(e->kind),
							   "kept", rules_rule_text_at(r, e->revision) != NULL));
		}
	}
	return a;
}

/* The viewer's own ballot, and whether e may cast or change one now. */
static void ballot_of(const nomic *n, const proposal *p, const char *viewer, const char **word,
		      int *may_vote)
{
	const player *pl = viewer ? player_by_name(n, viewer) : NULL;
	*word = pl ? proposal_ballot_word(p, pl->id) : NULL;
	*may_vote = pl && pl->state == PS_VOTING && p->status == PROP_VOTING && p->method[0] &&
		    (!*word || proposal_method(p)->changeable);
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
	if (full) {
		if (p->method[0] && (tally_public(p) || sees_votes(n, viewer, p)))
			json_object_set_new(o, "tally", tally_json(n, p));
		const char *mine;
		int may_vote;
		ballot_of(n, p, viewer, &mine, &may_vote);
		if (mine)
			json_object_set_new(o, "your_vote", json_string(mine));
		if (p->status == PROP_ADOPTED)
			json_object_set_new(o, "changes", changes_json(n, &v, p));
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

json_t *view_wins(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer; /* claims, announcements and wins are public acts */
	(void)now;
	return gov_wins_json(n);
}

/* ---- pages ---- */

/* "alice YES, bob NO (strength 2)": the votes as one line. */
static json_t *votes_line(const nomic *n, const proposal *p)
{
	sbuf b = {0};
	int strengths = proposal_shows_strengths(n, p);
	for (int i = 0; i < p->nballots; i++) {
		const char *word = proposal_ballot_word(p, i + 1);
		if (!word)
			continue;
		sbuf_printf(&b, "%s%s %s", b.len ? ", " : "", holder_name(n, i + 1), word);
		if (strengths)
			sbuf_printf(&b, " (strength %lld)", (long long)proposal_strength(n, p, i + 1));
	}
	json_t *j = json_text(b.s ? b.s : "");
	sbuf_free(&b);
	return j;
}

/* The page's data for one proposal: the API's view, and what only a
 * page needs (the method's numbers, the votes as a line, the time left,
 * the effects linked, the viewer's ballot and buttons). */
static json_t *proposal_page(const nomic *n, const proposal *p, const char *viewer, gtime now)
{
	json_t *o = proposal_json(n, p, viewer, 1);
	char buf[200];
	/* "title" is the frame's (the document's title): the proposal's own
	 * is "ptitle" on the page. */
	json_object_set(o, "ptitle", json_object_get(o, "title"));
	sbuf t = {0};
	sbuf_printf(&t, "Proposal %d: %s", p->number, p->title);
	json_object_set_new(o, "title", json_text(t.s));
	sbuf_free(&t);
	if (p->method[0]) {
		/* The method and numbers fixed at distribution (docs/VOTING.md). */
		const vote_method *m = proposal_method(p);
		method_config_describe(m, &p->cfg, buf, sizeof buf);
		json_object_set_new(o, "method_numbers", json_text(buf));
		json_object_set_new(o, "method_rule", json_string(m->rule));
	}
	if (p->status == PROP_VOTING && p->distributed) {
		json_object_set_new(o, "open", json_true());
		json_object_set_new(o, "time_left", json_string(gov_time_left(p->closes, now, buf,
									       sizeof buf)));
	}
	if (sees_votes(n, viewer, p))
		json_object_set_new(o, "votes_line", votes_line(n, p));
	else if (p->status == PROP_VOTING && p->method[0] && proposal_method(p)->secret)
		json_object_set_new(o, "votes_secret", json_true());
	if (json_object_get(o, "tally"))
		json_object_set_new(o, "has_tally", json_true());
	vis_viewer v = vis_viewer_named(n, viewer);
	if (proposal_text_visible(p, &v))
		json_object_set_new(o, "effects", gov_effects_json(p->text));
	else
		json_object_set_new(o, "withheld", json_true());
	json_t *changes = json_object_get(o, "changes");
	if (changes && json_array_size(changes))
		json_object_set_new(o, "has_changes", json_true());
	const char *mine;
	int may_vote;
	ballot_of(n, p, viewer, &mine, &may_vote);
	if (may_vote) {
		const vote_method *m = proposal_method(p);
		json_t *choices = json_array();
		for (int b = 1; b <= BALLOT_KINDS; b++) {
			if (!m->ballots[b])
				continue;
			snprintf(buf, sizeof buf, "vote %d %s", p->number, m->ballots[b]);
			json_array_append_new(choices, json_pack("{s:s, s:s, s:b}", "ballot",
								 m->ballots[b], "command", buf,
								 "current",
								 mine && strcmp(mine, m->ballots[b]) == 0));
		}
		json_object_set_new(o, "voting", json_pack("{s:o, s:b}", "choices", choices,
							   "changeable", m->changeable));
	}
	snprintf(buf, sizeof buf, "/proposals/%d", p->number);
	json_object_set_new(o, "back", json_string(buf));
	return o;
}

static json_t *list_page(const nomic *n, const char *viewer, gtime now)
{
	const gov *g = gov_peek(n);
	json_t *props = json_array();
	char buf[100];
	for (int i = 0; g && i < g->nproposals; i++) {
		const proposal *p = g->proposals[i];
		json_t *o = proposal_json(n, p, viewer, 0);
		if (p->status == PROP_VOTING && p->distributed) {
			json_object_set_new(o, "open", json_true());
			json_object_set_new(o, "time_left", json_string(gov_time_left(p->closes, now,
										       buf, sizeof buf)));
			const char *mine;
			int may_vote;
			ballot_of(n, p, viewer, &mine, &may_vote);
			if (mine)
				json_object_set_new(o, "your_vote", json_string(mine));
			if (may_vote && !mine)
				json_object_set_new(o, "to_vote", json_true());
		}
		json_array_append_new(props, o);
	}
	/* R410: the Scorekeeper's report. */
	const currency *pts = currency_by_name(n, "points");
	json_t *scores = json_array();
	for (int i = 0; pts && i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (p->state != PS_NONPLAYER)
			json_array_append_new(scores, json_pack("{s:o, s:I}", "name", json_text(p->name),
								"points",
								(json_int_t)balance(n, p->id, pts->id)));
	}
	json_t *o = json_pack("{s:s, s:o, s:b, s:I, s:o, s:b}", "title", "Proposals", "proposals",
			      props, "has_proposals", json_array_size(props) > 0, "magic_number",
			      (json_int_t)param_value(n, "magic.number", 379), "scores", scores,
			      "has_scores", pts != NULL);
	json_object_set_new(o, "wins", gov_wins_page_json(n));
	const player *pl = viewer ? player_by_name(n, viewer) : NULL;
	if (pl)
		json_object_set_new(o, "may_propose", json_true());
	json_object_set_new(o, "back", json_string("/proposals"));
	return o;
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
	gtime now = web_now(n);
	char api[64];
	if (p)
		snprintf(api, sizeof api, "/api/v1/proposals/%d", p->number);
	else
		snprintf(api, sizeof api, "/api/v1/proposals");
	json_t *data = p ? proposal_page(n, p, r->actor, now) : list_page(n, r->actor, now);
	engine_read_end(r->e);
	json_object_set_new(data, "api", json_string(api));
	return tmpl_page(r, MHD_HTTP_OK, p ? "proposal" : "proposals", data);
}
