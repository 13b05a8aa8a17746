/* smtp.h: hands one message to a mail server by SMTP (libcurl), for the
 * mail gateway's outbox (issue 13: "outbound mail is sent through the MTA,
 * retried on failure, and never lost").
 *
 * The caller keeps the message until smtp_send says it was accepted or
 * refused for good; this file keeps nothing. It reads no clock and no
 * random source, and holds no state but libcurl's one-time global setup, so
 * any thread may call it (libcurl's signals are off). */
#ifndef NOMIC_MAIL_SMTP_H
#define NOMIC_MAIL_SMTP_H

#include <stddef.h>

/* Sends msg (len bytes: an RFC 5322 message, headers and body; LF or CRLF
 * line ends, both go out as CRLF; lines that begin with a dot are
 * dot-stuffed) from the envelope sender `from` ("" for the null sender
 * <>, as bounces use) to the nrcpt envelope recipients rcpt[].
 *
 * url: "smtp://HOST[:PORT]" is plain SMTP (what a local MTA on loopback
 * needs); "smtp+starttls://HOST[:PORT]" requires STARTTLS; "smtps://HOST
 * [:PORT]" is SMTP over TLS (port 465 by default). Certificates are
 * verified against the system's CAs. "USER:PASSWORD@" before HOST logs in
 * (SMTP AUTH). The port defaults to 25. No other scheme is accepted.
 *
 * Returns 0 when the server accepted the message for every recipient;
 * 1 on a temporary failure, to be retried later: the server could not be
 * reached, timed out, answered 4xx, refused the login, or the URL is not
 * usable (a configuration error that the admin can fix; the message is not
 * at fault); -1 when the message can never be sent as it is: the server
 * answered 5xx to the sender, a recipient or the message, or an address
 * is malformed. With several recipients one refusal fails the whole send;
 * a caller that wants an outcome per recipient sends to one at a time.
 * On failure err (errlen bytes, may be NULL) holds one line saying why,
 * with the server's reply code when there was one. */
int smtp_send(const char *url, const char *from, const char *const *rcpt, size_t nrcpt,
              const char *msg, size_t len, char *err, size_t errlen);

#endif
