/* limit.c: the HTTP side of the command limits (core/ratelimit.h; issue
 * 12 item 4): the client's address as the limits know it, and the 429
 * that tells a client to wait. The API's POST /api/v1/commands and the
 * page's POST /commands ask here before they submit. */
#include "net/web.h"

#include "core/ratelimit.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>

void web_client_address(web_request *r, char *buf, size_t len)
{
	buf[0] = '\0';
	const union MHD_ConnectionInfo *ci =
		MHD_get_connection_info(r->conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	if (!ci || !ci->client_addr)
		return;
	const struct sockaddr *sa = ci->client_addr;
	if (sa->sa_family == AF_INET) {
		inet_ntop(AF_INET, &((const struct sockaddr_in *)sa)->sin_addr, buf, (socklen_t)len);
	} else if (sa->sa_family == AF_INET6) {
		struct in6_addr a = ((const struct sockaddr_in6 *)sa)->sin6_addr;
		if (IN6_IS_ADDR_V4MAPPED(&a)) {
			inet_ntop(AF_INET, &a.s6_addr[12], buf, (socklen_t)len);
			return;
		}
		/* One host usually holds a whole /64: it is one address here. */
		memset(&a.s6_addr[8], 0, 8);
		char s[INET6_ADDRSTRLEN];
		inet_ntop(AF_INET6, &a, s, sizeof s);
		snprintf(buf, len, "%s/64", s);
	}
}

enum MHD_Result web_limit(web_request *r, const char *actor, const char *line, int *limited)
{
	char from[INET6_ADDRSTRLEN + 4], why[256];
	web_client_address(r, from, sizeof from);
	unsigned wait = engine_limit(r->e, actor, from, line, why, sizeof why);
	*limited = wait > 0;
	if (!wait)
		return MHD_YES;
	char secs[16];
	snprintf(secs, sizeof secs, "%u", wait);
	const char *const retry[] = {MHD_HTTP_HEADER_RETRY_AFTER, secs, NULL};
	r->headers = retry;
	enum MHD_Result ret = web_error(r, MHD_HTTP_TOO_MANY_REQUESTS, why);
	r->headers = NULL;
	return ret;
}
