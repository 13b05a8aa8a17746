/* limit.c: the HTTP side of the command limits (core/ratelimit.h; issue
 * 12 item 4): the client's address as the limits know it, and the 429
 * that tells a client to wait. The API's POST /api/v1/commands and the
 * page's POST /commands ask here before they submit. */
#include "net/admit.h"
#include "net/web.h"

#include "core/ratelimit.h"

#include <netinet/in.h>
#include <stdio.h>
#include <string.h>

void web_client_address(web_request *r, char *buf, size_t len)
{
	const union MHD_ConnectionInfo *ci =
		MHD_get_connection_info(r->conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	if (!ci || !ci->client_addr) {
		buf[0] = '\0';
		return;
	}
	const struct sockaddr *sa = ci->client_addr;
	admit_address(sa, sa->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6)
						     : sizeof(struct sockaddr_in),
		      buf, len);
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
	return web_refuse(r, MHD_HTTP_TOO_MANY_REQUESTS, why, retry);
}
