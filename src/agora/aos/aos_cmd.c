/* aos_cmd.c: the contest's membership and cards commands (Ace of Spades
 * regs 102, 115-117, 124, 205, 210, 215, 220, 240, 245): starting the
 * contest, joining, dealing, transfers, Alliances and Need-To-Know. Each
 * changing command takes the writable copy first (aos_w). Events whose
 * arguments or draws name Private cards are hidden (ctx.hidden: their
 * actor's and the admin's; visibility.h), since the Deck's make-up is
 * Public and the draws would tell the cards. */
#include "agora/aos/aos.h"
#include "core/command.h"
#include "core/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const seed_suits[] = {"Mauve", "Red", "Black", "Green", "Hearts"};

int aos_cmd_start(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (c->n->aos)
		return ctx_fail(c, "the Ace of Spades contest has begun already");
	const player *cm = player_by_name(c->n, argv[0]);
	if (!cm)
		return ctx_fail(c, "there is no player %s", argv[0]);
	aos *s = xcalloc(1, sizeof *s);
	c->n->aos = s;
	mut_part_made(c, aos_free);
	s->cm = cm->id;
	s->started = c->now;
	/* Reg 205: the Suits; reg 210: twenty of each in the Deck when it takes
	 * effect; reg 123: Mauve is always defined. */
	s->nsuits = (int)(sizeof seed_suits / sizeof *seed_suits);
	s->suits = xcalloc((size_t)s->nsuits, sizeof *s->suits);
	for (int i = 0; i < s->nsuits; i++) {
		s->suits[i] = xstrdup(seed_suits[i]);
		aos_add(&s->deck, seed_suits[i], (int)param_int(c->n, "aos.suit_cards"));
	}
	s->report_dl = deadline_add(c, c->now + param_int(c->n, "aos.report_every"),
				    &dl_aos_report, 0, 0);
	aos_reckon_schedule(c, s); /* regs 122, 200 */
	ctx_say(c, "The Ace of Spades contest begins; %s is the Contestmaster (reg 102); "
		"%d cards in the Deck (reg 205, 210)", cm->name, aos_total(&s->deck));
	return 0;
}

static void reply_hand(ctx *c, const aos_member *m)
{
	sbuf b = {0};
	aos_cards_describe(&m->hand, &b);
	ctx_reply(c, "\nyour hand: %s", b.s);
	sbuf_free(&b);
}

int aos_cmd_join(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (s->reckoned)
		return ctx_fail(c, "the Moment of Reckoning has passed (reg 120)");
	aos_member *m = aos_member_of(s, c->actor->id);
	if (m && m->active)
		return ctx_fail(c, "you are a Contestant already (reg 102)");
	/* The deal's draws tell the cards (reg 230: Private). */
	c->hidden = 1;
	if (m) {
		m->active = 1; /* reg 124, 215: cards only the first time */
		ctx_reply(c, "%s is a Contestant again (reg 102)", c->actor->name);
		return 0;
	}
	s->m = xrealloc(s->m, (size_t)(s->nm + 1) * sizeof *s->m);
	m = &s->m[s->nm];
	*m = (aos_member){.pid = c->actor->id, .order = s->nm + 1, .joined = c->now, .active = 1};
	s->nm++;
	/* Reg 124: two Mauve Cards created in eir Hand first; reg 215: then
	 * seven dealt at random (reg 117). */
	aos_add(&m->hand, "Mauve", (int)param_int(c->n, "aos.join_mauve"));
	if (aos_deal(c, s, m, (int)param_int(c->n, "aos.join_deal")))
		return -1;
	ctx_reply(c, "%s is a Contestant (reg 102), number %d in joining order; %d Mauve "
		  "created (reg 124), %d dealt (reg 215)", c->actor->name, m->order,
		  (int)param_int(c->n, "aos.join_mauve"), m->dealt);
	reply_hand(c, m);
	return 0;
}

/* Reg 117: "one to the first member of the subset, one to the second
 * member, etc.", in ascending order of first joining. */
int aos_cmd_deal(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t k;
	if (parse_int64(argv[0], &k) || k < 1 || k > 100)
		return ctx_fail(c, "deal 1 to 100 cards to each Contestant");
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "only the Contestmaster deals (reg 115, 117)");
	c->hidden = 1;
	for (int round = 0; round < k; round++)
		for (int i = 0; i < s->nm; i++)
			if (s->m[i].active && aos_deal(c, s, &s->m[i], 1))
				return -1;
	ctx_reply(c, "%lld cards dealt to each Contestant in joining order (reg 117)",
		  (long long)k);
	return 0;
}

static aos_member *actor_member(ctx *c, aos *s)
{
	aos_member *m = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	if (!m || !m->active) {
		ctx_fail(c, "you are not a Contestant (`aos join`, reg 102)");
		return NULL;
	}
	return m;
}

/* Reg 116: from eir Hand to another entity (a Contestant or the Deck). */
int aos_cmd_transfer(ctx *c, int argc, char **argv)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *from = actor_member(c, s);
	if (!from)
		return -1;
	aos_cards *to;
	if (strcaseeq(argv[0], "deck")) {
		to = &s->deck;
	} else {
		aos_member *m = aos_arg_member(c, s, argv[0]);
		if (!m)
			return -1;
		if (m == from)
			return ctx_fail(c, "a transfer is to another entity (reg 116)");
		to = &m->hand;
	}
	aos_cards give = {0};
	if (aos_parse_cards(c, s, argc - 1, argv + 1, &give))
		return -1;
	for (int i = 0; i < give.n; i++)
		if (aos_count(&from->hand, give.v[i].desc) < give.v[i].count) {
			ctx_fail(c, "you do not hold %d %s (reg 116)", give.v[i].count,
				 give.v[i].desc);
			aos_cards_free(&give);
			return -1;
		}
	for (int i = 0; i < give.n; i++) {
		aos_take(&from->hand, give.v[i].desc, give.v[i].count);
		aos_add(to, give.v[i].desc, give.v[i].count);
	}
	/* Reg 230: the descriptors are the parties'; reg 225: the number and
	 * the time are Public (the hidden event keeps its time). */
	c->hidden = 1;
	s->transfers++;
	ctx_reply(c, "%d cards transferred to %s (reg 116)", aos_total(&give), argv[0]);
	aos_cards_free(&give);
	aos_upkeep(c, s);
	return 0;
}

/* Reg 240: who has Full NTK for the current value of a Private regulation
 * may grant Full or Limited NTK for it to another Contestant. */
int aos_cmd_grant(ctx *c, int argc, char **argv)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	int full = argc > 2 && strcaseeq(argv[2], "full");
	if (argc > 2 && !full && !strcaseeq(argv[2], "limited"))
		return ctx_fail(c, "usage: aos grant PLAYER REG [full|limited]");
	aos_member *to = aos_arg_member(c, s, argv[0]);
	if (!to)
		return -1;
	const rules_rule *r = c->n->rules ? rules_find_str(c->n->rules, argv[1]) : NULL;
	char key[64];
	int have_full = 0;
	if (r)
		aos_rule_key(r, r->revision, key, sizeof key);
	/* One refusal for every case: it tells nothing of the regulation. */
	if (!r || (!aos_is_cm(c, s) &&
		   (!c->actor || !aos_has_grant(s, c->actor->id, key, &have_full) || !have_full)))
		return ctx_fail(c, "you have no Full Need To Know for the content of reg %s "
				"(reg 240)", argv[1]);
	aos_grant_add(s, to->pid, key, full);
	ctx_reply(c, "%s has %s Need To Know for the current value of reg %s (reg 240)",
		  aos_name(c->n, to->pid), full ? "Full" : "Limited", argv[1]);
	/* Reg 225: who has NTK for a Private Regulation is Public. */
	ctx_announce(c, "%s has Need To Know for reg %s (reg 225, 240)",
		     aos_name(c->n, to->pid), argv[1]);
	return 0;
}

/* Reg 245: a Secret regulation's current value made Private, the payer
 * alone having Full NTK, for a Fee of one Card of each Suit paid into the
 * Deck (reg 103: the Contest Fund). */
int aos_cmd_privatise(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *m = actor_member(c, s);
	if (!m)
		return -1;
	const rules_rule *r = c->n->rules ? rules_find_str(c->n->rules, argv[0]) : NULL;
	if (!r)
		return ctx_fail(c, "there is no reg %s in force", argv[0]);
	char key[64];
	aos_rule_key(r, r->revision, key, sizeof key);
	if (vis_contest->designation(c->n, r, r->revision) != RULES_VIS_SECRET)
		return ctx_fail(c, "reg %s is not Secret (reg 245: the Fee would be returned)",
				argv[0]);
	for (int i = 0; i < s->nsuits; i++)
		if (aos_take(&m->hand, s->suits[i], 1))
			return ctx_fail(c, "the Fee is one Card of each Suit, and you hold no %s "
					"(reg 245)", s->suits[i]);
	for (int i = 0; i < s->nsuits; i++)
		aos_add(&s->deck, s->suits[i], 1);
	s->d = xrealloc(s->d, (size_t)(s->nd + 1) * sizeof *s->d);
	s->d[s->nd++] = (aos_desig){xstrdup(key), RULES_VIS_PRIVATE};
	aos_grant_add(s, m->pid, key, 1);
	ctx_say(c, "%s paid the Fee: reg %s's current value is Private, %s alone having Full "
		"Need To Know (reg 245)", c->actor->name, argv[0], c->actor->name);
	return 0;
}

static int cmp_int(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

static void add_sorted(int **v, int *n, int id)
{
	*v = xrealloc(*v, (size_t)(*n + 1) * sizeof **v);
	int i = *n;
	while (i > 0 && (*v)[i - 1] > id) {
		(*v)[i] = (*v)[i - 1];
		i--;
	}
	(*v)[i] = id;
	(*n)++;
}

/* Reg 220: an Alliance by mutual agreement: each member names the others
 * (`aos ally` with the same members); it is formed when the last has
 * agreed. Alliances of the same membership are the same one. Who is in
 * it is its members' (reg 230), so the event is hidden. */
int aos_cmd_ally(ctx *c, int argc, char **argv)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = actor_member(c, s);
	if (!me)
		return -1;
	int ids[CMD_MAX_WORDS + 1], n = 0;
	ids[n++] = me->pid;
	for (int i = 0; i < argc; i++) {
		aos_member *m = aos_arg_member(c, s, argv[i]);
		if (!m)
			return -1;
		for (int j = 0; j < n; j++)
			if (ids[j] == m->pid)
				return ctx_fail(c, "%s is named twice", argv[i]);
		ids[n++] = m->pid;
	}
	qsort(ids, (size_t)n, sizeof *ids, cmp_int);
	c->hidden = 1;
	for (int a = 0; a < s->na; a++) {
		aos_alliance *al = &s->a[a];
		if (al->n != n || memcmp(al->members, ids, (size_t)n * sizeof *ids))
			continue;
		for (int j = 0; j < al->nagreed; j++)
			if (al->agreed[j] == me->pid)
				return ctx_fail(c, "you have agreed to Alliance %d already (reg 220)",
						a + 1);
		add_sorted(&al->agreed, &al->nagreed, me->pid);
		if (aos_alliance_formed(al))
			ctx_reply(c, "Alliance %d of %d Contestants is formed by mutual agreement "
				  "(reg 220)", al->id, n);
		else
			ctx_reply(c, "you agree to Alliance %d; %d of %d have agreed (reg 220)",
				  al->id, al->nagreed, n);
		return 0;
	}
	s->a = xrealloc(s->a, (size_t)(s->na + 1) * sizeof *s->a);
	aos_alliance *al = &s->a[s->na++];
	*al = (aos_alliance){.id = s->na, .n = n};
	al->members = xcalloc((size_t)n, sizeof *ids);
	memcpy(al->members, ids, (size_t)n * sizeof *ids);
	add_sorted(&al->agreed, &al->nagreed, me->pid);
	ctx_reply(c, "Alliance %d proposed to its %d members; it is formed when all have agreed "
		  "(reg 220)", al->id, n);
	return 0;
}

int aos_cmd_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = actor_member(c, s);
	if (!me)
		return -1;
	int64_t k;
	int found = -1;
	if (!parse_int64(argv[0], &k) && k >= 1 && k <= s->na)
		for (int i = 0; i < s->a[k - 1].n; i++)
			if (s->a[k - 1].members[i] == me->pid)
				found = i;
	if (found < 0) /* the same refusal whether it exists or not (reg 230) */
		return ctx_fail(c, "you are in no Alliance %s (reg 220)", argv[0]);
	aos_alliance *al = &s->a[k - 1];
	memmove(&al->members[found], &al->members[found + 1],
		(size_t)(al->n - found - 1) * sizeof *al->members);
	al->n--;
	for (int i = 0; i < al->nagreed; i++)
		if (al->agreed[i] == me->pid) {
			memmove(&al->agreed[i], &al->agreed[i + 1],
				(size_t)(al->nagreed - i - 1) * sizeof *al->agreed);
			al->nagreed--;
			break;
		}
	c->hidden = 1;
	ctx_reply(c, "you have left Alliance %lld (reg 220)", (long long)k);
	return 0;
}
