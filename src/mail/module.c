/* module.c: the mail gateway's part of the state and its commands
 * (core/module.h). The Postal Code's facts (Ackanomic R370.1: the nomic's
 * mail domain and its forum, set by the admin), each player's personal
 * address (R370: a message is "from" a player when the recipient is
 * satisfied that e sent it; the address's secret is that satisfaction), and
 * the forum's subscribers (R370.1: "a regular list and a digest list";
 * R370: anyone subscribed to a public forum who is not a player is an
 * observer; R254: one who leaves is unsubscribed). The subscribers and
 * the rotations are hidden events: an
 * address is its owner's and the officers' to know, like `contact`. */
#include "core/module.h"
#include "core/util.h"
#include "mail/mail.h"
#include "mail/mail_state.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#define KIB 1024
#define DAY 86400


/* ---- reading ---- */

const char *mail_domain(const nomic *n)
{
	return n->mail ? n->mail->domain : NULL;
}

const char *mail_forum(const nomic *n)
{
	return n->mail ? n->mail->forum : NULL;
}

uint64_t mail_forum_since(const nomic *n)
{
	return n->mail ? n->mail->since : 0;
}

int64_t mail_rotation(const nomic *n, int pid)
{
	for (int i = 0; n->mail && i < n->mail->nrot; i++)
		if (n->mail->rot[i]->pid == pid)
			return n->mail->rot[i]->n;
	return 0;
}

int mail_nsubs(const nomic *n)
{
	return n->mail ? n->mail->nsubs : 0;
}

const mail_sub *mail_sub_at(const nomic *n, int i)
{
	return n->mail && i >= 0 && i < n->mail->nsubs ? n->mail->subs[i] : NULL;
}

/* ---- the state's life ---- */

static void destroy_sub(void *p)
{
	mail_sub *s = p;
	free(s->address);
	free(s);
}

static void mail_free_state(nomic *n)
{
	struct mail *m = n->mail;
	if (!m)
		return;
	free(m->domain);
	free(m->forum);
	for (int i = 0; i < m->nrot; i++)
		free(m->rot[i]);
	free(m->rot);
	for (int i = 0; i < m->nsubs; i++)
		destroy_sub(m->subs[i]);
	free(m->subs);
	mail_signin_free(m);
	free(m);
	n->mail = NULL;
}

static void undo_create(undo_entry *e)
{
	mail_free_state(e->obj); /* what it held was undone before this */
}

static struct mail *state(ctx *c)
{
	if (!c->n->mail) {
		c->n->mail = xcalloc(1, sizeof *c->n->mail);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = c->n;
	}
	return c->n->mail;
}

struct mail *mail_state_get(ctx *c)
{
	return state(c);
}

/* ---- commands ---- */

/* A domain: dot-separated labels of letters, digits and hyphens. */
static int domain_ok(const char *d)
{
	size_t len = strlen(d), label = 0;
	if (len < 1 || len > 253)
		return 0;
	for (const char *s = d; *s; s++) {
		if (*s == '.') {
			if (!label)
				return 0;
			label = 0;
		} else if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
			   (*s >= '0' && *s <= '9') || *s == '-') {
			if (++label > 63)
				return 0;
		} else {
			return 0;
		}
	}
	return label > 0;
}

static char *lower(const char *s)
{
	char *d = xstrdup(s);
	for (char *p = d; *p; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p - 'A' + 'a');
	return d;
}

/* mail setup DOMAIN FORUM-ADDRESS (R370.1: the Postal Code names the
 * official list). The forum's address is where its mails come from and
 * where a stranger writes "join NAME". */
static int cmd_mail_setup(ctx *c, int argc, char **argv)
{
	if (!domain_ok(argv[0]))
		return ctx_fail(c, "'%s' is not a mail domain", argv[0]);
	if (!email_address_ok(argv[1]))
		return ctx_fail(c, "'%s' is not an e-mail address", argv[1]);
	char *d = lower(argv[0]), *f = lower(argv[1]);
	if (strcmp(strrchr(f, '@') + 1, d) != 0) {
		free(d);
		free(f);
		return ctx_fail(c, "the forum's address must be in the domain '%s'", argv[0]);
	}
	struct mail *m = state(c);
	if (ctx_arg_str(c, "domain", d) || ctx_arg_str(c, "forum", f)) {
		free(d);
		free(f);
		return -1;
	}
	undo_string(c->j, &m->domain);
	m->domain = d;
	undo_string(c->j, &m->forum);
	m->forum = f;
	if (!m->since)
		UNDO_SET(c->j, m->since, c->seq);
	ctx_reply(c, "the nomic's mail domain is %s; its forum is %s", d, f);
	ctx_announce(c, "The forum's address is now %s.", f);
	return 0;
}

/* The key of personal addresses, or a failure saying why there is none. */
static int address_key(ctx *c, unsigned char key[32])
{
	if (!mail_domain(c->n))
		return ctx_fail(c, "the nomic has no mail domain yet (the admin sets it: mail "
				"setup)");
	if (rng_subkey(c->rng, MAIL_KEY_PURPOSE, key))
		return ctx_fail(c, "the nomic's secret seed is not available here");
	return 0;
}

static int reply_address(ctx *c, int64_t nrot, const char *what)
{
	unsigned char key[32];
	char addr[400];
	if (address_key(c, key))
		return -1;
	int rc = mail_personal_address(key, c->actor->id, nrot, mail_domain(c->n), addr,
				       sizeof addr);
	sodium_memzero(key, sizeof key);
	if (rc)
		return ctx_fail(c, "the mail domain is too long for an address");
	ctx_reply(c, "%s%s\nmail your commands there, one a line; keep it secret: only a mail "
		  "to it is taken as yours (R370)", what, addr);
	sodium_memzero(addr, sizeof addr);
	return 0;
}

/* mail address: the player's own, in a reply only e sees. */
static int cmd_mail_address(ctx *c, int argc, char **argv)
{
	return reply_address(c, mail_rotation(c->n, c->actor->id), "your personal address: ");
}

/* mail rotate: a new secret; the old address stops working at once. */
static int cmd_mail_rotate(ctx *c, int argc, char **argv)
{
	if (!mail_domain(c->n))
		return ctx_fail(c, "the nomic has no mail domain yet (the admin sets it: mail "
				"setup)");
	if (!c->replaying) { /* replay has no seed, and needs none */
		unsigned char key[32];
		if (address_key(c, key))
			return -1;
		sodium_memzero(key, sizeof key);
	}
	c->hidden = 1;
	struct mail *m = state(c);
	rotation *r = NULL;
	for (int i = 0; i < m->nrot; i++)
		if (m->rot[i]->pid == c->actor->id)
			r = m->rot[i];
	if (!r) {
		r = xcalloc(1, sizeof *r);
		r->pid = c->actor->id;
		mut_append(c, (void ***)&m->rot, &m->nrot, &m->rot_cap, r, free);
	}
	UNDO_SET(c->j, r->n, r->n + 1);
	if (c->replaying)
		return 0;
	return reply_address(c, r->n, "your new personal address: ");
}

static mail_sub *find_sub(const struct mail *m, const char *address, int *at)
{
	for (int i = 0; m && i < m->nsubs; i++)
		if (strcaseeq(m->subs[i]->address, address)) {
			if (at)
				*at = i;
			return m->subs[i];
		}
	return NULL;
}

/* forum subscribe ADDRESS [each|digest] (R370.1: a list and its digest).
 * A player holds one subscription (a new one replaces eir old), so no
 * player can sign up others by the dozen; the admin any number. */
static int cmd_forum_subscribe(ctx *c, int argc, char **argv)
{
	enum mail_mode mode = MAIL_EACH;
	if (c->kind != ACTOR_PLAYER && c->kind != ACTOR_ADMIN)
		return ctx_fail(c, "only players and the admin may subscribe addresses");
	if (!email_address_ok(argv[0]))
		return ctx_fail(c, "'%s' is not an e-mail address", argv[0]);
	if (argc > 1 && strcmp(argv[1], "digest") == 0)
		mode = MAIL_DIGEST;
	else if (argc > 1 && strcmp(argv[1], "each") != 0)
		return ctx_fail(c, "'%s' is not 'each' or 'digest'", argv[1]);
	if (mail_forum(c->n) && strcaseeq(argv[0], mail_forum(c->n)))
		return ctx_fail(c, "the forum cannot subscribe to itself");
	int by = c->kind == ACTOR_PLAYER ? c->actor->id : 0;
	c->hidden = 1;
	if (ctx_arg_str(c, "address", argv[0]) || ctx_arg_str(c, "mode", mode ? "digest" : "each"))
		return -1;
	struct mail *m = state(c);
	mail_sub *s = find_sub(m, argv[0], NULL);
	if (s && by && s->by != by)
		return ctx_fail(c, "that address is someone else's subscription");
	for (int i = 0; by && !s && i < m->nsubs; i++)
		if (m->subs[i]->by == by) {
			mut_remove_at(c, (void ***)&m->subs, &m->nsubs, i, destroy_sub);
			break;
		}
	if (s) {
		UNDO_SET(c->j, s->mode, mode);
	} else {
		s = xcalloc(1, sizeof *s);
		s->address = xstrdup(argv[0]);
		s->mode = mode;
		s->by = by;
		mut_append(c, (void ***)&m->subs, &m->nsubs, &m->subs_cap, s, destroy_sub);
	}
	ctx_reply(c, "%s gets the forum %s", argv[0],
		  mode == MAIL_DIGEST ? "as one digest a day" : "one mail for each event");
	return 0;
}

/* forum unsubscribe [ADDRESS]: a player's own subscription; the admin's
 * any address. */
static int cmd_forum_unsubscribe(ctx *c, int argc, char **argv)
{
	struct mail *m = c->n->mail;
	int at = -1;
	if (c->kind == ACTOR_ADMIN) {
		if (argc < 1)
			return ctx_fail(c, "usage: forum unsubscribe ADDRESS");
		if (!find_sub(m, argv[0], &at))
			return ctx_fail(c, "'%s' is not subscribed", argv[0]);
	} else if (c->kind == ACTOR_PLAYER) {
		for (int i = 0; m && i < m->nsubs; i++)
			if (m->subs[i]->by == c->actor->id &&
			    (argc < 1 || strcaseeq(m->subs[i]->address, argv[0])))
				at = i;
		if (at < 0)
			return ctx_fail(c, argc ? "'%s' is not your subscription"
					: "you have no subscription%s", argc ? argv[0] : "");
	} else {
		return ctx_fail(c, "only players and the admin may unsubscribe addresses");
	}
	c->hidden = 1;
	if (ctx_arg_str(c, "address", m->subs[at]->address))
		return -1;
	ctx_reply(c, "%s no longer gets the forum", m->subs[at]->address);
	mut_remove_at(c, (void ***)&m->subs, &m->nsubs, at, destroy_sub);
	return 0;
}

/* forum subscribers: the admin's list (the addresses are private). */
static int cmd_forum_subscribers(ctx *c, int argc, char **argv)
{
	const struct mail *m = c->n->mail;
	ctx_reply(c, "forum: %s", mail_forum(c->n) ? mail_forum(c->n) : "(no address yet)");
	for (int i = 0; m && i < m->nsubs; i++) {
		const player *p = m->subs[i]->by ? player_by_id(c->n, m->subs[i]->by) : NULL;
		ctx_reply(c, "\n%s: %s, by %s", m->subs[i]->address,
			  m->subs[i]->mode == MAIL_DIGEST ? "digest" : "each",
			  p ? p->name : "the admin");
	}
	return 0;
}

static const command mail_commands[] = {
	{"mail setup", 2, 2, P_ADMIN, NULL, 0, cmd_mail_setup, NULL,
	 "mail setup DOMAIN FORUM-ADDRESS", "the nomic's mail domain and its forum's address",
	 "R370.1"},
	{"mail address", 0, 0, P_PLAYER, NULL, CMD_READONLY, cmd_mail_address, NULL,
	 "mail address", "your personal address: mail your commands there (shown to you only)",
	 "R370"},
	{"mail rotate", 0, 0, P_PLAYER, NULL, 0, cmd_mail_rotate, NULL,
	 "mail rotate", "a new personal address; the old one stops working", "R370"},
	{"forum subscribe", 1, 2, P_ANYONE, NULL, 0, cmd_forum_subscribe, NULL,
	 "forum subscribe ADDRESS [each|digest]",
	 "the forum's public events to ADDRESS, one mail each or a daily digest", "R370.1"},
	{"forum unsubscribe", 0, 1, P_ANYONE, NULL, 0, cmd_forum_unsubscribe, NULL,
	 "forum unsubscribe [ADDRESS]", "stop the forum's mail (the admin: to any address)",
	 "R370.1"},
	{"forum subscribers", 0, 0, P_ADMIN, NULL, CMD_READONLY, cmd_forum_subscribers, NULL,
	 "forum subscribers", "the forum's address and its subscribers", "R370.1"},
	/* signin.c: sign-in links by mail (issue 18 item 1) */
	{"signin mail", 1, 2, P_ANYONE, NULL, 0, cmd_signin_mail, NULL,
	 "signin mail NAME [BASE]",
	 "mail NAME's contact address a one-time sign-in link (BASE: the web pages' address)",
	 "issue 18 item 1"},
	{"session link", 1, 1, P_ANYONE, NULL, 0, cmd_session_link, NULL,
	 "session link KEY", "a session for a mailed sign-in link (the web's /signin/link sends it)",
	 "issue 18 item 1"},
	{"mail web", 1, 1, P_ADMIN, NULL, 0, cmd_mail_web, NULL,
	 "mail web URL", "the web pages' public address, for the sign-in links in mail",
	 "issue 18 item 1"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

/* The gateway's numbers. They are the server's (how much mail it takes and
 * how it retries), not the rules': bound to "the server" like the
 * command limits. */
static const param_decl mail_params[] = {
	{"mail.max_bytes", PT_INT, 256 * KIB, 4 * KIB, 64 * KIB * KIB, "bytes", "the server",
	 "the largest inbound mail acted on; a larger one is refused", 0, NULL},
	{"mail.max_commands", PT_INT, 50, 1, 1000, "", "the server",
	 "commands one mail may hold; one with more is refused", 0, NULL},
	{"mail.retry", PT_DURATION, 60, 1, DAY, "", "the server",
	 "the wait before a mail the MTA put off is tried again (doubling each time)", 0,
	 NULL},
	{"mail.give_up", PT_DURATION, 5 * DAY, 60, 60 * DAY, "", "the server",
	 "how long an outgoing mail is retried before it is given up", 0, NULL},
	{"signin.link_lifetime", PT_DURATION, 15 * 60, 60, DAY, "", "issue 18 item 1",
	 "how long a sign-in link sent by mail works (once)", 0, NULL},
	{"signin.link_every", PT_DURATION, 5 * 60, 0, DAY, "", "issue 18 item 1",
	 "a player gets at most one sign-in link by mail this often", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static void mail_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	fn("personal mail addresses (a mail is its player's)", "R370", arg);
	fn("the forum and its digest", "R370.1", arg);
	fn("leaving unsubscribes from the forum", "R254", arg);
}

/* R254: "Upon leaving ... they are unsubscribed from all official mailing
 * lists unless they request not to be" (no way to ask not to be yet: see
 * docs/RULINGS.md). The player's own subscription goes, in the same event. */
static int mail_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	struct mail *m = c->n->mail;
	if (strcmp(cmd->name, "leave") != 0 || c->kind != ACTOR_PLAYER || !m)
		return 0;
	for (int i = m->nsubs - 1; i >= 0; i--)
		if (m->subs[i]->by == c->actor->id)
			mut_remove_at(c, (void ***)&m->subs, &m->nsubs, i, destroy_sub);
	return 0;
}

const nomic_module mail_module = {
	.name = "mail",
	.free_state = mail_free_state,
	.save_state = mail_save_state, .load_state = mail_load_state, .state_version = 2, /* 2: sign-in links, mail web */
	.params = mail_params,
	.commands = mail_commands,
	.each_mechanic = mail_mechanics,
	.after_command = mail_after_command,
};
