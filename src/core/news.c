/* news.c: the news: the latest events that carry a public text
 * (ctx_announce: a proposal's results, a rule changed, a round resolved),
 * as one viewer may see them. It is what the page's news list, `nomic
 * news`, GET /api/v1/news and the Atom feeds show (issue 13, item 1).
 * The visibility index says which events have a text; each is then read
 * from the log and rendered through vis_event_json like every other view
 * of events, so an event the viewer may not see whole (a hidden move, a
 * secret vote, a sealed rule change) gives em no text and is left out. */
#include "core/engine_impl.h"

#include <stdlib.h>

/* How many events a page of news may read from the log beyond its limit,
 * skipping those the viewer may not see: hidden events that announce are
 * rare (ctx_announce in a hidden event is its actor's alone), so a few
 * times the limit is plenty, and the bound keeps one request cheap. */
#define NEWS_SLACK 4
#define NEWS_SLACK_MIN 50

json_t *engine_news_json(engine *e, uint64_t before, int limit, const char *viewer,
			 news_keep keep, void *arg)
{
	json_t *out = json_array();
	if (limit <= 0)
		return out;
	/* Another process's events (the CLI's) get their texts here first. */
	engine_catch_up(e);
	uint64_t cursor = before ? before : UINT64_MAX;
	long reads = 0, max_reads = (long)limit * NEWS_SLACK + NEWS_SLACK_MIN;
	while ((int)json_array_size(out) < limit && reads < max_reads) {
		char *text;
		uint64_t seq = vis_text_before(e->vis, cursor, &text);
		if (!seq)
			break;
		cursor = seq;
		int wanted = !keep || keep(text, arg);
		free(text);
		if (!wanted)
			continue;
		reads++;
		/* Heads only: the text says what happened; the log keeps the
		 * arguments, which may be large (`ruleset load`). */
		json_t *one = engine_log_heads_json(e, seq, 1, viewer);
		json_t *ev = json_array_get(one, 0);
		if (ev && (uint64_t)json_integer_value(json_object_get(ev, "seq")) == seq &&
		    json_is_string(json_object_get(ev, "text")))
			json_array_append(out, ev);
		json_decref(one);
	}
	return out;
}
