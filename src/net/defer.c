/* defer.c: commands answered without holding a server thread. The HTTP
 * server runs a small pool of event-driven threads (http.c), each serving
 * many connections; a thread that waited in engine_submit for its group
 * to commit would stall every other connection it serves for a whole
 * fsync. So a handler that submits a command suspends its connection
 * (libmicrohttpd's MHD_suspend_connection), queues the command with
 * engine_submit_async and returns at once; the engine's writer thread,
 * once the group is durable, resumes the connection, and libmicrohttpd
 * calls the handler again, which finds r->submitted set and r->rep filled
 * and sends the answer. "A 200 means durable" holds as before: nothing is
 * answered before the engine acknowledges.
 *
 * The counts of requests in flight let the server, when told to stop,
 * wait for the engine to answer every queued command (until then the
 * writer may still resume a connection, which must exist), then for the
 * answers to go out. */
#include "net/web.h"

#include <stdatomic.h>
#include <stdlib.h>

static atomic_int in_flight;  /* from web_submit until the request completes */
static atomic_int queued;     /* from web_submit until the writer resumes it */

/* The writer thread's callback: the reply is in r->rep. */
static void resume(void *arg)
{
	web_request *r = arg;
	MHD_resume_connection(r->conn);
	atomic_fetch_sub(&queued, 1);
}

enum MHD_Result web_submit(web_request *r, const char *actor, const char *line,
			   const char *key)
{
	r->submitted = 1;
	atomic_fetch_add(&in_flight, 1);
	atomic_fetch_add(&queued, 1);
	/* Suspended before it is queued: the writer may resume it at once. */
	MHD_suspend_connection(r->conn);
	engine_submit_async(r->e, actor, line, key, &r->rep, resume, r);
	return MHD_YES;
}

void web_request_done(web_request *r)
{
	if (r->submitted) {
		reply_free(&r->rep);
		atomic_fetch_sub(&in_flight, 1);
		r->submitted = 0;
	}
	free(r->held);
	r->held = NULL;
}

int web_in_flight(void)
{
	return atomic_load(&in_flight);
}

int web_queued(void)
{
	return atomic_load(&queued);
}
