/* csr_web.c: the Common Sense Reports over HTTP (Ackanomic R421.2,
 * src/gov/csr): GET /api/v1/csrs. All of it is public: a CSR is
 * distributed publicly and objections are made publicly (R421.2 ¶2). */
#include "gov/csr/csr.h"
#include "net/web.h"

json_t *view_csrs(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return json_pack("{s:o}", "csrs", csr_json(n));
}
