/* smtp_send_tool.c: smtp_send (src/mail/smtp.h) as a command, so that
 * tests/e2e/test_mta.py can send through the real MTA with the nomic's
 * own SMTP client.
 *
 * usage: smtp_send_tool URL FROM RCPT... < MESSAGE
 * Prints "sent", "temporary: WHY" or "permanent: WHY" and exits 0, 75
 * (EX_TEMPFAIL) or 69 (EX_UNAVAILABLE). */
#include "mail/smtp.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: %s URL FROM RCPT... < MESSAGE\n", argv[0]);
		return 64;
	}
	size_t cap = 1 << 16, len = 0;
	char *msg = malloc(cap);
	size_t n;
	while (msg && (n = fread(msg + len, 1, cap - len, stdin)) > 0) {
		len += n;
		if (len == cap) {
			char *bigger = realloc(msg, cap *= 2);
			if (!bigger)
				free(msg);
			msg = bigger;
		}
	}
	if (!msg) {
		fprintf(stderr, "out of memory\n");
		return 71;
	}
	char err[512];
	int rc = smtp_send(argv[1], argv[2], (const char *const *)argv + 3, (size_t)(argc - 3), msg,
	                   len, err, sizeof err);
	free(msg);
	if (rc == 0) {
		printf("sent\n");
		return 0;
	}
	printf("%s: %s\n", rc > 0 ? "temporary" : "permanent", err);
	return rc > 0 ? 75 : 69;
}
