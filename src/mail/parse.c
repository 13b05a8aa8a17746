/* parse.c: reads an inbound mail with GMime 3.0, never by hand: the
 * headers the gateway needs (From, Message-ID, Subject, References, and
 * what marks a bounce, an auto-reply or a loop: Auto-Submitted, Precedence,
 * List-Id, X-Loop, multipart/report), and the one text its commands are
 * read from: a text/plain part (the plain text of a multipart/alternative,
 * the first inline text/plain of a multipart/mixed), its transfer encoding
 * (quoted-printable, base64) undone and its charset turned into UTF-8. */
#include "core/util.h"
#include "mail/mail_impl.h"

#include <gmime/gmime.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t gmime_once = PTHREAD_ONCE_INIT;

static void gmime_start(void)
{
	g_mime_init();
}

void mail_gmime_init(void)
{
	pthread_once(&gmime_once, gmime_start);
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* The decoded text of a leaf part, in UTF-8 with LF line ends, or NULL
 * with why. */
static char *part_text(GMimePart *part, const char **why)
{
	GMimeDataWrapper *content = g_mime_part_get_content(part);
	if (!content) {
		*why = "its text part is empty";
		return NULL;
	}
	const char *charset = g_mime_object_get_content_type_parameter((GMimeObject *)part,
								       "charset");
	GMimeStream *mem = g_mime_stream_mem_new();
	GMimeStream *filtered = g_mime_stream_filter_new(mem);
	if (charset && g_ascii_strcasecmp(charset, "utf-8") != 0 &&
	    g_ascii_strcasecmp(charset, "us-ascii") != 0) {
		GMimeFilter *conv = g_mime_filter_charset_new(charset, "UTF-8");
		if (!conv) {
			g_object_unref(filtered);
			g_object_unref(mem);
			*why = "its text is in a character set this server does not know";
			return NULL;
		}
		g_mime_stream_filter_add((GMimeStreamFilter *)filtered, conv);
		g_object_unref(conv);
	}
	GMimeFilter *dos = g_mime_filter_dos2unix_new(FALSE);
	g_mime_stream_filter_add((GMimeStreamFilter *)filtered, dos);
	g_object_unref(dos);
	/* Writing the wrapper undoes its transfer encoding. */
	ssize_t w = g_mime_data_wrapper_write_to_stream(content, filtered);
	g_mime_stream_flush(filtered);
	GByteArray *bytes = g_mime_stream_mem_get_byte_array((GMimeStreamMem *)mem);
	char *text = NULL;
	if (w < 0) {
		*why = "its text part could not be decoded";
	} else if (bytes->len && (memchr(bytes->data, '\0', bytes->len) ||
				  !g_utf8_validate((const char *)bytes->data, (gssize)bytes->len,
						   NULL))) {
		*why = "its text is not valid in its character set";
	} else {
		/* An empty part has no buffer at all. */
		text = xmalloc(bytes->len + 1);
		if (bytes->len)
			memcpy(text, bytes->data, bytes->len);
		text[bytes->len] = '\0';
	}
	g_object_unref(filtered);
	g_object_unref(mem);
	return text;
}

static int is_text_plain(GMimeObject *o)
{
	GMimeContentType *ct = g_mime_object_get_content_type(o);
	return GMIME_IS_PART(o) && ct && g_mime_content_type_is_type(ct, "text", "plain");
}

static int is_attachment(GMimeObject *o)
{
	GMimeContentDisposition *d = g_mime_object_get_content_disposition(o);
	return d && g_mime_content_disposition_is_attachment(d);
}

/* The part to read: the object itself if it is text/plain; else, in a
 * multipart (depth-first, at most `depth` levels), the first text/plain
 * that is not an attachment. A forwarded message inside (message/rfc822)
 * is someone else's words: never read. */
static GMimeObject *find_text(GMimeObject *o, int depth)
{
	if (is_text_plain(o))
		return is_attachment(o) ? NULL : o;
	if (!GMIME_IS_MULTIPART(o) || depth <= 0)
		return NULL;
	GMimeMultipart *mp = (GMimeMultipart *)o;
	int n = g_mime_multipart_get_count(mp);
	for (int i = 0; i < n && i < 100; i++) {
		GMimeObject *found = find_text(g_mime_multipart_get_part(mp, i), depth - 1);
		if (found)
			return found;
	}
	return NULL;
}

static void add_xloop(inmail *m, const char *v)
{
	if (m->nxloop >= 32)
		return;
	m->xloop = xrealloc(m->xloop, (size_t)(m->nxloop + 1) * sizeof *m->xloop);
	m->xloop[m->nxloop++] = xstrdup(v ? v : "");
}

int inmail_parse(const char *msg, size_t len, inmail *m)
{
	memset(m, 0, sizeof *m);
	mail_gmime_init();
	GMimeStream *stream = g_mime_stream_mem_new_with_buffer(msg, len);
	GMimeParser *parser = g_mime_parser_new_with_stream(stream);
	GMimeMessage *message = g_mime_parser_construct_message(parser, NULL);
	g_object_unref(parser);
	g_object_unref(stream);
	if (!message)
		return -1;
	GMimeObject *top = (GMimeObject *)message;

	InternetAddressList *from = g_mime_message_get_from(message);
	for (int i = 0; from && i < internet_address_list_length(from) && !m->from; i++) {
		InternetAddress *a = internet_address_list_get_address(from, i);
		if (INTERNET_ADDRESS_IS_MAILBOX(a)) {
			const char *addr = internet_address_mailbox_get_addr((InternetAddressMailbox *)a);
			if (addr && *addr && g_utf8_validate(addr, -1, NULL))
				m->from = xstrdup(addr);
		}
	}
	const char *id = g_mime_message_get_message_id(message);
	if (id && *id && strlen(id) < 1000 && g_utf8_validate(id, -1, NULL))
		m->message_id = xstrdup(id);
	const char *subject = g_mime_message_get_subject(message);
	if (subject && g_utf8_validate(subject, -1, NULL))
		m->subject = xstrdup(subject);
	GMimeHeaderList *hl = g_mime_object_get_header_list(top);
	int nh = g_mime_header_list_get_count(hl);
	for (int i = 0; i < nh; i++) {
		GMimeHeader *h = g_mime_header_list_get_header_at(hl, i);
		const char *name = g_mime_header_get_name(h), *v = g_mime_header_get_value(h);
		if (!name || (v && !g_utf8_validate(v, -1, NULL)))
			continue;
		if (!g_ascii_strcasecmp(name, "X-Loop"))
			add_xloop(m, v);
		else if (!g_ascii_strcasecmp(name, "Auto-Submitted") && !m->auto_submitted)
			m->auto_submitted = dup_or_null(v);
		else if (!g_ascii_strcasecmp(name, "Precedence") && !m->precedence)
			m->precedence = dup_or_null(v);
		else if (!g_ascii_strcasecmp(name, "References") && !m->references)
			m->references = dup_or_null(v);
		else if (!g_ascii_strcasecmp(name, "List-Id") || !g_ascii_strcasecmp(name, "List-Post"))
			m->list = 1;
	}
	GMimeObject *body = g_mime_message_get_mime_part(message);
	if (body) {
		GMimeContentType *ct = g_mime_object_get_content_type(body);
		if (ct) {
			char *t = g_mime_content_type_get_mime_type(ct);
			m->content_type = t && g_utf8_validate(t, -1, NULL) ? xstrdup(t) : NULL;
			g_free(t);
		}
	}
	GMimeObject *text = body ? find_text(body, 8) : NULL;
	if (!body)
		m->problem = "it has no body";
	else if (!text)
		m->problem = "it has no plain text part (send your commands as plain text)";
	else
		m->body = part_text((GMimePart *)text, &m->problem);
	g_object_unref(message);
	return 0;
}

void inmail_free(inmail *m)
{
	free(m->from);
	free(m->message_id);
	free(m->subject);
	free(m->references);
	free(m->auto_submitted);
	free(m->precedence);
	free(m->content_type);
	for (int i = 0; i < m->nxloop; i++)
		free(m->xloop[i]);
	free(m->xloop);
	free(m->body);
	memset(m, 0, sizeof *m);
}
