/* secret.c: personal submission addresses (mail.h; Ackanomic R370: a
 * message is "from" a player when the recipient is satisfied that e sent
 * it). The secret is BLAKE2b keyed with a key derived from the nomic's
 * seed (rng_derive, MAIL_KEY_PURPOSE) over the player's id and rotation
 * counter: nothing secret is in the log, a rotation makes a new one, and
 * the gateway can check an address without a table of them. */
#include "mail/mail.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

static const char b32[] = "abcdefghijklmnopqrstuvwxyz234567";

void mail_secret(const unsigned char key[32], int pid, int64_t rotation,
		 char out[MAIL_SECRET_LEN + 1])
{
	char msg[64];
	int len = snprintf(msg, sizeof msg, "p%d r%lld", pid, (long long)rotation);
	unsigned char h[16];
	crypto_generichash(h, sizeof h, (const unsigned char *)msg, (size_t)len, key, 32);
	/* 16 characters of 5 bits: the first 80 bits of the hash. */
	for (int i = 0; i < MAIL_SECRET_LEN; i++) {
		int bit = i * 5, v = 0;
		for (int k = 0; k < 5; k++, bit++)
			v = v << 1 | (h[bit / 8] >> (7 - bit % 8) & 1);
		out[i] = b32[v];
	}
	out[MAIL_SECRET_LEN] = '\0';
	sodium_memzero(h, sizeof h);
}

int mail_personal_address(const unsigned char key[32], int pid, int64_t rotation,
			  const char *domain, char *out, size_t n)
{
	char s[MAIL_SECRET_LEN + 1];
	mail_secret(key, pid, rotation, s);
	int k = snprintf(out, n, "p%d-%s@%s", pid, s, domain);
	sodium_memzero(s, sizeof s);
	return k < 0 || (size_t)k >= n ? -1 : 0;
}

int mail_parse_local(const char *local, size_t len, int *pid,
		     char secret[MAIL_SECRET_LEN + 1])
{
	size_t i = 1;
	long id = 0;
	if (len < 4 || (local[0] != 'p' && local[0] != 'P'))
		return -1;
	for (; i < len && local[i] >= '0' && local[i] <= '9'; i++) {
		id = id * 10 + (local[i] - '0');
		if (id > 1000000000L)
			return -1;
	}
	if (i == 1 || local[1] == '0' || i >= len || local[i] != '-' ||
	    len - i - 1 != MAIL_SECRET_LEN)
		return -1;
	for (size_t k = 0; k < MAIL_SECRET_LEN; k++) {
		char ch = local[i + 1 + k];
		if (ch >= 'A' && ch <= 'Z')
			ch = (char)(ch - 'A' + 'a');
		if (!strchr(b32, ch) || !ch)
			return -1;
		secret[k] = ch;
	}
	secret[MAIL_SECRET_LEN] = '\0';
	*pid = (int)id;
	return 0;
}

int mail_secret_ok(const unsigned char key[32], int pid, int64_t rotation,
		   const char *secret)
{
	char want[MAIL_SECRET_LEN + 1];
	mail_secret(key, pid, rotation, want);
	int ok = strlen(secret) == MAIL_SECRET_LEN &&
		 sodium_memcmp(want, secret, MAIL_SECRET_LEN) == 0;
	sodium_memzero(want, sizeof want);
	return ok;
}
