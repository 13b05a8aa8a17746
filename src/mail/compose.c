/* compose.c: writes the gateway's outgoing mail with GMime 3.0: a text/plain
 * UTF-8 body (quoted-printable when it needs it), Date, a Message-ID in the
 * nomic's domain, and what keeps mail from looping (RFC 3834): every mail
 * the nomic sends is Auto-Submitted (auto-replied for a reply or a bounce,
 * auto-generated for the forum and private messages) and carries an X-Loop
 * with the forum's address, which the gateway drops when it comes back.
 * Also the key of personal addresses as a front end loads it. */
#include "core/rng.h"
#include "core/util.h"
#include "mail/mail_impl.h"

#include <gmime/gmime.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *outmail_render(const outmail *m, size_t *len)
{
	mail_gmime_init();
	GMimeMessage *msg = g_mime_message_new(TRUE);
	GMimeObject *top = (GMimeObject *)msg;
	g_mime_message_add_mailbox(msg, GMIME_ADDRESS_TYPE_FROM, m->from_name, m->from);
	g_mime_message_add_mailbox(msg, GMIME_ADDRESS_TYPE_TO, NULL, m->to);
	g_mime_message_set_subject(msg, m->subject, "utf-8");
	GDateTime *date = g_date_time_new_from_unix_utc(m->date);
	g_mime_message_set_date(msg, date);
	g_date_time_unref(date);
	const char *at = strrchr(m->from, '@');
	char *id = g_mime_utils_generate_message_id(at ? at + 1 : "localhost");
	g_mime_message_set_message_id(msg, id);
	g_free(id);
	g_mime_object_set_header(top, "Auto-Submitted", m->auto_submitted, NULL);
	g_mime_object_set_header(top, "X-Loop", m->from, NULL);
	if (m->in_reply_to) {
		/* References: the parent's, then the parent (RFC 5322 3.6.4),
		 * kept short enough for any reader. */
		sbuf b = {0}, refs = {0};
		sbuf_printf(&b, "<%s>", m->in_reply_to);
		g_mime_object_set_header(top, "In-Reply-To", b.s, NULL);
		if (m->references && strlen(m->references) < 4000)
			sbuf_printf(&refs, "%s ", m->references);
		sbuf_add(&refs, b.s);
		g_mime_object_set_header(top, "References", refs.s, NULL);
		sbuf_free(&b);
		sbuf_free(&refs);
	}
	GMimeTextPart *body = g_mime_text_part_new_with_subtype("plain");
	g_mime_text_part_set_text(body, m->body);
	g_mime_message_set_mime_part(msg, (GMimeObject *)body);
	g_object_unref(body);
	char *text = g_mime_object_to_string(top, NULL);
	g_object_unref(msg);
	if (!text)
		return NULL;
	char *out = xstrdup(text);
	g_free(text);
	*len = strlen(out);
	return out;
}

int mail_queue(outbox *o, const char *kind, const char *sender, const outmail *m,
	       const char *dedup, int64_t now)
{
	size_t len;
	char *text = outmail_render(m, &len);
	if (!text)
		return -1;
	int rc = outbox_put(o, kind, sender, m->to, text, len, dedup, now);
	free(text);
	return rc == STORE_OK ? 0 : -1;
}

int mail_key_load(outbox *o, unsigned char key[32], char *why, size_t n)
{
	return mail_subkey_load(o, MAIL_KEY_PURPOSE, key, why, n);
}

int mail_subkey_load(outbox *o, const char *purpose, unsigned char key[32], char *why,
		     size_t n)
{
	char *hex = NULL;
	unsigned char seed[RNG_SEED_BYTES];
	if (outbox_meta_get(o, "seed", &hex) != STORE_OK || !hex ||
	    hex_decode(hex, seed, sizeof seed)) {
		snprintf(why, n, "the nomic's secret seed is not in its file");
		free(hex);
		return -1;
	}
	sodium_memzero(hex, strlen(hex));
	free(hex);
	rng_derive(seed, purpose, key);
	sodium_memzero(seed, sizeof seed);
	return 0;
}
