/* gametest.h: what the games' engine tests share (issue 20's leak tests):
 * a game's view and the log as one viewer sees them, as JSON text, and the
 * checks that a secret reaches exactly those the rules let see it. A
 * viewer is a player's name, "admin", or NULL (also written "public" in
 * the lists below) for nobody signed in. Include after <cmocka.h>. */
#ifndef NOMIC_TESTS_GAMETEST_H
#define NOMIC_TESTS_GAMETEST_H

#include "core/engine.h"
#include "games/framework/games.h"

#include <stdlib.h>
#include <string.h>

/* "public" is nobody signed in. */
static inline const char *gt_viewer(const char *name)
{
	return name && strcmp(name, "public") == 0 ? NULL : name;
}

/* Game gid's view as viewer sees it (view_game: what GET
 * /api/v1/games/N serves). Never NULL; json_decref it. */
static inline json_t *gt_view_of(engine *e, const char *viewer, int gid)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, gt_viewer(viewer), gid);
	engine_read_end(e);
	assert_non_null(j);
	return j;
}

/* j as compact text with sorted keys, j released; free the text. */
static inline char *gt_dump(json_t *j)
{
	char *s = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	json_decref(j);
	return s;
}

static inline char *gt_view_text(engine *e, const char *viewer, int gid)
{
	return gt_dump(gt_view_of(e, viewer, gid));
}

/* The whole log as viewer sees it (GET /api/v1/log), as text. */
static inline char *gt_log_of(engine *e, const char *viewer)
{
	return gt_dump(engine_log_json(e, 1, 100000, gt_viewer(viewer)));
}

/* The reply to actor's line (ok, if given, says whether it was taken);
 * free it. */
static inline char *gt_reply(engine *e, const char *actor, const char *line, int *ok)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (ok)
		*ok = r.ok;
	char *s = strdup(r.text ? r.text : "");
	reply_free(&r);
	return s;
}

/* secret is in game gid's view of each viewer of the NULL-ended yes. */
static inline void gt_seen_by(engine *e, int gid, const char *secret, const char *const *yes)
{
	for (; *yes; yes++) {
		char *s = gt_view_text(e, *yes, gid);
		if (!strstr(s, secret))
			fail_msg("%s should see %s in game %d: %s", *yes, secret, gid, s);
		free(s);
	}
}

/* secret is in neither game gid's view nor the log of any viewer of the
 * NULL-ended no. */
static inline void gt_hidden_from(engine *e, int gid, const char *secret, const char *const *no)
{
	for (; *no; no++) {
		char *s = gt_view_text(e, *no, gid);
		if (strstr(s, secret))
			fail_msg("%s sees %s in game %d: %s", *no, secret, gid, s);
		free(s);
		s = gt_log_of(e, *no);
		if (strstr(s, secret))
			fail_msg("%s sees %s in the log", *no, secret);
		free(s);
	}
}

/* secret is in game gid's view of each of yes, and of none of no. */
static inline void gt_views(engine *e, int gid, const char *secret, const char *const *yes,
			    const char *const *no)
{
	gt_seen_by(e, gid, secret, yes);
	for (; *no; no++) {
		char *s = gt_view_text(e, *no, gid);
		if (strstr(s, secret))
			fail_msg("%s sees %s in game %d: %s", *no, secret, gid, s);
		free(s);
	}
}

/* secret is in the log of each of yes, and of none of no. */
static inline void gt_logs(engine *e, const char *secret, const char *const *yes,
			   const char *const *no)
{
	for (; *yes; yes++) {
		char *s = gt_log_of(e, *yes);
		if (!strstr(s, secret))
			fail_msg("%s should see '%s' in the log", *yes, secret);
		free(s);
	}
	for (; *no; no++) {
		char *s = gt_log_of(e, *no);
		if (strstr(s, secret))
			fail_msg("%s sees '%s' in the log", *no, secret);
		free(s);
	}
}

#endif
