/* signin.c: sign-in links sent by mail (issue 18 item 1: "a player signs in
 * with eir token (or a login link sent by mail ...)"). No rule governs
 * them: their numbers are the server's, bound to "issue 18 item 1".
 *
 * `signin mail NAME [BASE]`, which anyone may send (the web's /signin has
 * a form for it), issues a link when NAME is a player with a contact
 * address: a one-time code good for `signin.link_lifetime`, mailed to that
 * address by the publisher (publish.c). The reply is the same whatever
 * NAME is, and the event is hidden, so asking reveals nothing; a player
 * gets at most one link every `signin.link_every` (no mail bombing), and
 * keeps at most SIGNIN_LINKS_PER_PLAYER (the oldest dropped).
 *
 * The code is never stored, logged or replied: it is a keyed BLAKE2b of
 * the issuing event's number and the player's id under a key derived from
 * the nomic's secret seed (like personal addresses, secret.c), so the
 * publisher, which holds the seed, can write it into the mail, and
 * nothing else can. The state (and the issuing event's arguments, for
 * replay without the seed) keep BLAKE2b(BLAKE2b(code)). The web page the
 * link opens sends `session link K` with K = BLAKE2b(code) (signin_code_key):
 * that line is logged once the link is used, when it opens nothing more,
 * and the code itself never. `session link` runs as nobody and issues a
 * session for the link's player exactly as `session` does (sessions.c
 * session_issue); a used, expired or unknown link is one refusal. A used
 * link stays (marked) until it expires, so that the rate limit counts it. */
#include "core/module.h"
#include "core/params.h"
#include "core/sessions.h"
#include "core/util.h"
#include "mail/mail_state.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BASE 200

void signin_code(const unsigned char key[32], uint64_t seq, int pid,
		 char out[SIGNIN_CODE_LEN + 1])
{
	unsigned char msg[32], h[32];
	static const char tag[] = "sign-in link\n";
	size_t k = sizeof tag - 1;
	memcpy(msg, tag, k);
	for (int i = 0; i < 8; i++)
		msg[k++] = (unsigned char)(seq >> (8 * i));
	for (int i = 0; i < 4; i++)
		msg[k++] = (unsigned char)((unsigned)pid >> (8 * i));
	crypto_generichash(h, sizeof h, msg, k, key, 32);
	memcpy(out, SIGNIN_CODE_PREFIX, 4);
	hex_encode(h, sizeof h, out + 4);
	out[SIGNIN_CODE_LEN] = '\0';
	sodium_memzero(h, sizeof h);
}

void signin_code_key(const char *code, char out[65])
{
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)code, strlen(code), NULL, 0);
	hex_encode(h, sizeof h, out);
}

/* The stored hash for a web key given as hex: -1 if it is not 64 hex. */
static int key_hash(const char *keyhex, unsigned char out[32])
{
	unsigned char k[32];
	if (strlen(keyhex) != 64 || hex_decode(keyhex, k, sizeof k))
		return -1;
	crypto_generichash(out, 32, k, sizeof k, NULL, 0);
	return 0;
}

static int find_link(const struct mail *m, const unsigned char h[32])
{
	for (int i = 0; m && i < m->nlinks; i++)
		if (sodium_memcmp(m->links[i]->hash, h, 32) == 0)
			return i;
	return -1;
}

const player *signin_link_player(const nomic *n, const char *keyhex, gtime now)
{
	unsigned char h[32];
	if (!keyhex || key_hash(keyhex, h))
		return NULL;
	int i = find_link(n->mail, h);
	if (i < 0 || now >= n->mail->links[i]->expires || n->mail->links[i]->used)
		return NULL;
	const player *p = player_by_id(n, n->mail->links[i]->pid);
	return p && p->state != PS_NONPLAYER ? p : NULL;
}

const char *mail_web(const nomic *n)
{
	return n->mail ? n->mail->web : NULL;
}

signin_link_out *signin_links_after(const nomic *n, uint64_t after, uint64_t upto, int *count)
{
	*count = 0;
	const struct mail *m = n->mail;
	signin_link_out *v = xcalloc((size_t)(m ? m->nlinks : 0) + 1, sizeof *v);
	for (int i = 0; m && i < m->nlinks; i++) {
		const signin_link *l = m->links[i];
		const player *p = player_by_id(n, l->pid);
		if (l->seq <= after || l->seq > upto || !p || !p->contact || n->now >= l->expires ||
		    l->used)
			continue;
		const char *base = m->web ? m->web : l->base;
		v[(*count)++] = (signin_link_out){l->seq, l->pid, xstrdup(p->name),
						  xstrdup(p->contact),
						  base ? xstrdup(base) : NULL, l->expires};
	}
	return v;
}

void signin_links_out_free(signin_link_out *v, int count)
{
	for (int i = 0; i < count; i++) {
		free(v[i].name);
		free(v[i].to);
		free(v[i].base);
	}
	free(v);
}

/* ---- the state ---- */

static void destroy_link(void *p)
{
	signin_link *l = p;
	free(l->base);
	free(l);
}

void mail_signin_free(struct mail *m)
{
	for (int i = 0; i < m->nlinks; i++)
		destroy_link(m->links[i]);
	free(m->links);
	free(m->web);
}

/* Drops the expired links (anyone's), and player pid's oldest while e has
 * `keep` or more (pid 0: none). */
static void prune(ctx *c, struct mail *m, int pid, int keep)
{
	for (int i = m->nlinks - 1; i >= 0; i--)
		if (c->n->now >= m->links[i]->expires)
			mut_remove_at(c, (void ***)&m->links, &m->nlinks, i, destroy_link);
	for (;;) {
		int count = 0, first = -1;
		for (int i = 0; i < m->nlinks; i++)
			if (m->links[i]->pid == pid && pid) {
				if (first < 0)
					first = i;
				count++;
			}
		if (count < keep || first < 0)
			return;
		mut_remove_at(c, (void ***)&m->links, &m->nlinks, first, destroy_link);
	}
}

/* An address for the web pages: http(s)://, printable, no blanks, quotes
 * or angle brackets (it goes into a mail as text), not too long. */
static int base_ok(const char *b)
{
	size_t len = strlen(b);
	if (len > MAX_BASE || (strncmp(b, "http://", 7) != 0 && strncmp(b, "https://", 8) != 0))
		return 0;
	for (const char *s = b; *s; s++)
		if ((unsigned char)*s <= ' ' || (unsigned char)*s >= 127 || strchr("\"'<>\\`", *s))
			return 0;
	return 1;
}

/* The reply, the same for every NAME (it reveals nothing). */
static void same_reply(ctx *c, const char *name)
{
	char life[40];
	format_duration(param_int(c->n, "signin.link_lifetime"), life, sizeof life);
	ctx_reply(c, "if %s is a player with a contact address, a sign-in link is on its way "
		  "to it (it works once, for %s)", name, life);
}

/* signin mail NAME [BASE]: a link for NAME, mailed (publish.c). */
int cmd_signin_mail(ctx *c, int argc, char **argv)
{
	c->hidden = 1;
	const char *name = argv[0], *base = argc > 1 ? argv[1] : NULL;
	if (strlen(name) > 100)
		return ctx_fail(c, "that is not a name");
	if (base && !base_ok(base))
		return ctx_fail(c, "the address of the web pages must be http:// or https:// and "
				"at most %d characters, without blanks or quotes", MAX_BASE);
	if (!mail_forum(c->n))
		return ctx_fail(c, "this nomic sends no mail yet (the admin sets it up: mail "
				"setup), so it cannot send sign-in links");
	/* The key first, whatever NAME is: a failure must not depend on it. */
	unsigned char key[32];
	const char *logged = ctx_recorded_str(c, "_link");
	int live = !c->replaying;
	if (live && rng_subkey(c->rng, SIGNIN_KEY_PURPOSE, key))
		return ctx_fail(c, "the nomic's secret seed is not available here");
	player *p = player_by_name(c->n, name);
	struct mail *m = c->n->mail;
	int issue = p && p->state != PS_NONPLAYER && p->contact;
	if (issue) {
		/* At most one every signin.link_every for a player. */
		int64_t every = param_int(c->n, "signin.link_every");
		for (int i = 0; i < m->nlinks; i++)
			if (m->links[i]->pid == p->id && c->n->now < m->links[i]->expires &&
			    c->n->now - m->links[i]->issued < every)
				issue = 0;
	}
	if (live ? !issue : !logged) {
		sodium_memzero(key, sizeof key);
		same_reply(c, name);
		return 0;
	}
	signin_link *l = xcalloc(1, sizeof *l);
	if (live) {
		char code[SIGNIN_CODE_LEN + 1], k[65];
		unsigned char kb[32];
		signin_code(key, c->seq, p->id, code);
		signin_code_key(code, k);
		hex_decode(k, kb, sizeof kb);
		crypto_generichash(l->hash, 32, kb, sizeof kb, NULL, 0);
		sodium_memzero(code, sizeof code);
		sodium_memzero(k, sizeof k);
		sodium_memzero(kb, sizeof kb);
	} else if (!p || hex_decode(logged, l->hash, 32)) {
		free(l);
		return ctx_fail(c, "the logged sign-in link is malformed");
	}
	sodium_memzero(key, sizeof key);
	char hex[65];
	hex_encode(l->hash, 32, hex);
	ctx_arg_str(c, "_link", hex);
	prune(c, m, p->id, SIGNIN_LINKS_PER_PLAYER);
	l->seq = c->seq;
	l->pid = p->id;
	l->issued = c->n->now;
	l->expires = c->n->now + param_int(c->n, "signin.link_lifetime");
	l->base = base ? xstrdup(base) : NULL;
	mut_append(c, (void ***)&m->links, &m->nlinks, &m->links_cap, l, destroy_link);
	same_reply(c, name);
	return 0;
}

/* session link K: the web's half of a link (K = signin_code_key of its
 * code): a session for its player, and the link used up. */
int cmd_session_link(ctx *c, int argc, char **argv)
{
	(void)argc;
	c->hidden = 1;
	unsigned char h[32];
	struct mail *m = c->n->mail;
	int i = key_hash(argv[0], h) ? -1 : find_link(m, h);
	player *p = i >= 0 && c->n->now < m->links[i]->expires && !m->links[i]->used
			    ? player_by_id(c->n, m->links[i]->pid) : NULL;
	if (!p || p->state == PS_NONPLAYER)
		return ctx_fail(c, "that sign-in link has been used, has expired or is unknown: "
				"nothing was done (ask for a new one on /signin)");
	/* Kept, used, until it expires: the rate limit counts it. */
	UNDO_SET(c->j, m->links[i]->used, 1);
	prune(c, m, 0, 0);
	return session_issue(c, p) ? 0 : -1;
}

/* mail web URL: where the web pages are, for the links in mail. Set, it
 * is used instead of the address a request came to (which its sender
 * chooses: a forged Host would otherwise send a player a link elsewhere). */
int cmd_mail_web(ctx *c, int argc, char **argv)
{
	(void)argc;
	const char *url = argv[0];
	size_t len = strlen(url);
	while (len && url[len - 1] == '/')
		len--;
	char *u = xmalloc(len + 1);
	memcpy(u, url, len);
	u[len] = '\0';
	if (!base_ok(u)) {
		free(u);
		return ctx_fail(c, "the address of the web pages must be http:// or https:// and "
				"at most %d characters, without blanks or quotes", MAX_BASE);
	}
	struct mail *m = mail_state_get(c);
	undo_string(c->j, &m->web);
	m->web = u;
	ctx_reply(c, "sign-in links in mail now point to %s/signin/link", u);
	return 0;
}

/* ---- checkpoints (mail_ckpt.c) ---- */

void mail_signin_save(const struct mail *m, ckw *w)
{
	ck_str(w, m->web);
	ck_int(w, m->nlinks);
	for (int i = 0; i < m->nlinks; i++) {
		const signin_link *l = m->links[i];
		ck_u64(w, l->seq);
		ck_int(w, l->pid);
		ck_bytes(w, l->hash, sizeof l->hash);
		ck_i64(w, l->issued);
		ck_i64(w, l->expires);
		ck_int(w, l->used);
		ck_str(w, l->base);
	}
}

int mail_signin_load(nomic *n, struct mail *m, ckr *r)
{
	m->web = ckr_str(r);
	int count = ckr_count(r, 7);
	if (ckr_ok(r) && count > SIGNIN_LINKS_PER_PLAYER * (n->nplayers > 0 ? n->nplayers : 1))
		ckr_fail(r, "mail: more sign-in links than the players may keep");
	if (!ckr_ok(r))
		return -1;
	m->links = count ? xcalloc((size_t)count, sizeof *m->links) : NULL;
	m->links_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		signin_link *l = xcalloc(1, sizeof *l);
		m->links[m->nlinks++] = l;
		l->seq = ckr_u64(r);
		l->pid = ckr_int(r);
		ckr_bytes(r, l->hash, sizeof l->hash);
		l->issued = ckr_i64(r);
		l->expires = ckr_i64(r);
		l->used = ckr_int(r);
		l->base = ckr_str(r);
		if (ckr_ok(r) && (l->pid < 1 || l->pid > n->nplayers || l->expires < l->issued ||
				  (i > 0 && l->seq <= m->links[i - 1]->seq) ||
				  (l->used != 0 && l->used != 1) ||
				  (l->base && !base_ok(l->base))))
			ckr_fail(r, "mail: a sign-in link of nobody known, out of order, ending "
				 "before it began, or to a bad address");
	}
	if (ckr_ok(r) && m->web && !base_ok(m->web))
		ckr_fail(r, "mail: a bad address for the web pages");
	return ckr_ok(r) ? 0 : -1;
}
