/* lantern_view.c: what each viewer sees of a tale of Ye Olde Rusty Lantern
 * (Ackanomic R1250.18/12). Everyone: the benches, the Bards around the table
 * with "the number of cards held by each Bard (but not which cards are held
 * by whom)", their Ale and sleep, "the cards lying on the table", whose turn
 * it is, the plays and interruptions with the cards they named in public,
 * the burned cards that were shown, and the deck's size. A Bard: eir own
 * hand too. The Barkeep ("The Barkeep keeps track of the cards") and the
 * admin: every card and where it is. */
#include "games/lantern/lantern_game.h"

#include <stdio.h>

static const char *where_word(int w)
{
	switch (w) {
	case YL_DECK: return "deck";
	case YL_HAND_: return "hand";
	case YL_TABLE: return "table";
	case YL_BURNED: return "burned";
	case YL_PLAYED: return "played";
	}
	return "?";
}

static const char *status_word(int st)
{
	return st == YL_PENDING ? "awaiting the Barkeep" : st == YL_VERIFIED ? "verified" : "denied";
}

static json_t *card_str(const yl_state *s, int i)
{
	char b[YL_TEXT + 16];
	snprintf(b, sizeof b, "#%d %s", i + 1, s->card[i].text);
	return json_string(b);
}

static json_t *card_json(const yl_state *s, int i)
{
	return json_pack("{s:i, s:s}", "card", i + 1, "text", s->card[i].text);
}

json_t *yl_view(const nomic *n, const game *g, const gviewer *v)
{
	const yl_state *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "phase", json_string(s->phase == YL_SETUP ? "setup" :
		s->phase == YL_PLAY ? "play" : "over"));
	json_object_set_new(o, "benches", json_integer(s->benches));
	json_object_set_new(o, "suspended", json_boolean(s->phase == YL_PLAY && yl_suspended(s)));
	json_t *bards = json_array();
	for (int k = 0; k < s->nring; k++) {
		int who = s->ring[k];
		json_array_append_new(bards, json_pack("{s:s, s:i, s:i, s:i, s:i}", "bard",
			holder_name(n, g->seats[who].pid), "cards", yl_hand_size(s, who), "owed",
			s->owed[who], "ale", s->ale[who], "asleep", s->asleep[who]));
	}
	json_object_set_new(o, "table order", bards);
	if (s->phase == YL_PLAY && s->turn >= 0)
		json_object_set_new(o, "turn", json_string(holder_name(n, g->seats[s->turn].pid)));
	json_object_set_new(o, "deck", json_integer(yl_deck_size(s)));
	json_object_set_new(o, "cards listed", json_integer(s->ncards));
	json_t *table = json_array(), *burned = json_array();
	for (int i = 0; i < s->ncards; i++) {
		if (s->card[i].where == YL_TABLE)
			json_array_append_new(table, card_json(s, i));
		else if (s->card[i].where == YL_BURNED && s->card[i].shown)
			json_array_append_new(burned, card_json(s, i));
	}
	json_object_set_new(o, "loose ends", table);
	json_object_set_new(o, "burned", burned);
	json_t *plays = json_array();
	int from = s->nplays > YL_MAX_PLAYS ? s->nplays - YL_MAX_PLAYS + 1 : 1;
	for (int no = from; no <= s->nplays; no++) {
		const yl_play *p = yl_play_by_no(s, no);
		json_t *x = json_pack("{s:i, s:s, s:i, s:s}", "play", p->no, "bard",
			holder_name(n, g->seats[p->seat].pid), "words", p->words, "status",
			status_word(p->status));
		if (p->card >= 0) /* named in the public message */
			json_object_set_new(x, "card", card_str(s, p->card));
		if (p->interrupted_card >= 0)
			json_object_set_new(x, "interrupted with", card_str(s, p->interrupted_card));
		json_array_append_new(plays, x);
	}
	json_object_set_new(o, "plays", plays);
	json_t *ints = json_array();
	for (int i = 0; i < s->nint; i++) {
		json_t *x = json_pack("{s:i, s:i, s:s}", "interruption", s->ints[i].no, "play",
			s->ints[i].play, "bard", holder_name(n, g->seats[s->ints[i].seat].pid));
		json_object_set_new(x, "card", card_str(s, s->ints[i].card));
		json_array_append_new(ints, x);
	}
	json_object_set_new(o, "interruptions", ints);
	yl_pot_view(n, g, o); /* the ante and the brass pot: public */
	if (v->seat >= 0 && v->seat < YL_MAX_SEATS && !v->all) {
		json_t *hand = json_array();
		for (int i = 0; i < s->ncards; i++)
			if (yl_holds(s, v->seat, i))
				json_array_append_new(hand, card_json(s, i));
		json_object_set_new(o, "your hand", hand);
	}
	if (v->all) {
		json_t *all = json_array();
		for (int i = 0; i < s->ncards; i++) {
			json_t *x = card_json(s, i);
			json_object_set_new(x, "where", json_string(where_word(s->card[i].where)));
			if (s->card[i].holder >= 0)
				json_object_set_new(x, "holder",
					json_string(holder_name(n, g->seats[s->card[i].holder].pid)));
			json_array_append_new(all, x);
		}
		json_object_set_new(o, "cards", all);
	}
	return o;
}
