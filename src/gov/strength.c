/* strength.c: voting strength, per body and per voter (after Agora: each
 * ballot counts with its voter's strength; docs/VOTING.md). The admin and
 * adopted proposals' effects set it with `strength` (a command for the
 * admin, so an effect may use it, R104), scripts with gov_set_strength();
 * anyone may read it with `strengths`. The proposals' body is
 * BODY_PROPOSALS, read at the count (results.c; docs/RULINGS.md). Every
 * voter's strength on every body is 1 until set. */
#include "core/command.h"
#include "gov/gov.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gov_body_name_ok(const char *body)
{
	size_t len = strlen(body);
	if (len == 0 || len >= sizeof ((voting_strength *)0)->body)
		return 0;
	for (const char *s = body; *s; s++)
		if (*s < 'a' || *s > 'z')
			return 0;
	return 1;
}

static voting_strength *strength_find(const gov *g, const char *body, int player_id)
{
	for (int i = 0; g && i < g->nstrengths; i++)
		if (g->strengths[i]->player == player_id && strcmp(g->strengths[i]->body, body) == 0)
			return g->strengths[i];
	return NULL;
}

int64_t gov_strength(const nomic *n, const char *body, int player_id)
{
	const voting_strength *s = strength_find(n->gov, body, player_id);
	return s ? s->value : STRENGTH_DEFAULT;
}

static void strength_destroy(void *s)
{
	free(s);
}

int gov_set_strength(ctx *c, const char *body, int player_id, int64_t strength)
{
	if (!body || !gov_body_name_ok(body))
		return ctx_fail(c, "'%s' is not a body: a body is named by one lower-case word, "
				"such as '" BODY_PROPOSALS "'", body ? body : "");
	if (!player_by_id(c->n, player_id))
		return ctx_fail(c, "there is no player %d", player_id);
	if (strength < 0 || strength > STRENGTH_MAX)
		return ctx_fail(c, "%lld is not a voting strength: it is a whole number from 0 to %d",
				(long long)strength, STRENGTH_MAX);
	gov *g = gov_of(c);
	voting_strength *s = strength_find(g, body, player_id);
	if (!s) {
		s = xcalloc(1, sizeof *s);
		snprintf(s->body, sizeof s->body, "%s", body);
		s->player = player_id;
		s->value = STRENGTH_DEFAULT;
		mut_append(c, (void ***)&g->strengths, &g->nstrengths, &g->strengths_cap, s,
			   strength_destroy);
	}
	UNDO_SET(c->j, s->value, strength);
	return 0;
}

static int parse_strength(ctx *c, const char *word, int64_t *out)
{
	if (parse_int64(word, out) || *out < 0 || *out > STRENGTH_MAX)
		return ctx_fail(c, "'%s' is not a voting strength: it is a whole number from 0 to %d",
				word, STRENGTH_MAX);
	return 0;
}

/* strength PLAYER N [BODY] */
int gov_cmd_strength(ctx *c, int argc, char **argv)
{
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	int64_t value;
	if (parse_strength(c, argv[1], &value))
		return -1;
	const char *body = argc > 2 ? argv[2] : BODY_PROPOSALS;
	int64_t was = gov_strength(c->n, body, p->id);
	if (gov_set_strength(c, body, p->id, value))
		return -1;
	ctx_arg_str(c, "player", p->name);
	ctx_arg_int(c, "strength", value);
	ctx_arg_str(c, "body", body);
	ctx_reply(c, "%s's voting strength on %s is now %lld (was %lld)", p->name, body,
		  (long long)value, (long long)was);
	return 0;
}

/* strengths [BODY]: the strengths that are not the default, by body. */
int gov_cmd_strengths(ctx *c, int argc, char **argv)
{
	const char *only = argc > 0 ? argv[0] : NULL;
	if (only && !gov_body_name_ok(only))
		return ctx_fail(c, "'%s' is not a body: a body is named by one lower-case word, "
				"such as '" BODY_PROPOSALS "'", only);
	const gov *g = c->n->gov;
	/* One line per body, the bodies in the order first set. */
	for (int i = 0; g && i < g->nstrengths; i++) {
		const char *body = g->strengths[i]->body;
		if (only && strcmp(body, only) != 0)
			continue;
		int seen = 0, any = 0;
		for (int k = 0; k < i && !seen; k++)
			seen = strcmp(g->strengths[k]->body, body) == 0;
		if (seen)
			continue;
		for (int k = i; k < g->nstrengths; k++) {
			const voting_strength *s = g->strengths[k];
			if (s->value == STRENGTH_DEFAULT || strcmp(s->body, body) != 0)
				continue;
			if (!any)
				ctx_reply(c, "%s%s:", c->out.len ? "\n" : "", body);
			ctx_reply(c, "%s %s %lld", any ? "," : "", holder_name(c->n, s->player),
				  (long long)s->value);
			any = 1;
		}
	}
	if (c->out.len)
		ctx_reply(c, "\nevery other strength is %d, the default", STRENGTH_DEFAULT);
	else if (only)
		ctx_reply(c, "every voter's strength on %s is %d, the default", only,
			  STRENGTH_DEFAULT);
	else
		ctx_reply(c, "every voter's strength on every body is %d, the default",
			  STRENGTH_DEFAULT);
	return 0;
}

int64_t proposal_strength(const nomic *n, const proposal *p, int player_id)
{
	if (p->strengths && player_id >= 1 && player_id <= p->nballots)
		return p->strengths[player_id - 1];
	return gov_strength(n, BODY_PROPOSALS, player_id);
}

int proposal_shows_strengths(const nomic *n, const proposal *p)
{
	for (int i = 0; i < p->nballots; i++)
		if (p->ballots[i] && proposal_strength(n, p, i + 1) != STRENGTH_DEFAULT)
			return 1;
	return 0;
}
