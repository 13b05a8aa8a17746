/* pgo_game.c: the Political Go position as a value: set-up, copying, the
 * coordinates of R366, Zobrist hashing and the history of Board
 * configurations that R368 1a forbids repeating. */
#include "games/polgo/pgo_internal.h"

#include <stdlib.h>
#include <string.h>

const char *pgo_strerror(int err)
{
	switch (err) {
	case PGO_OK: return "ok";
	case PGO_EPLAYER: return "no such Go player";
	case PGO_EVERTEX: return "no such vertex (R366: a-s and 1-19)";
	case PGO_EOCCUPIED: return "that vertex is occupied (R366)";
	case PGO_ECONSECUTIVE: return "a Go player may never place two stones consecutively (R368 1c)";
	case PGO_ESUICIDE: return "that would form a friendly Dragon with no liberties (R368 1b)";
	case PGO_ESUPERKO: return "that would repeat a previous Board configuration (R368 1a)";
	case PGO_ENOSTONE: return "no Reserve Stone to place (R373)";
	case PGO_EALLIED: return "alliances are offered to enemies, and that player is an ally (R368 2)";
	case PGO_ENOTALLIED: return "war can only be declared on an ally (R368 3)";
	case PGO_ENOOFFER: return "no such offer of an alliance is pending (R368 4, 5)";
	case PGO_EOFFERED: return "that offer is already pending (R368 2)";
	case PGO_ECOUNT: return "not that many Stones (R375, R377)";
	case PGO_ENOMEM: return "out of memory";
	default: return "unknown error";
	}
}

int pgo_parse_vertex(const char *s)
{
	if (!s || s[0] < 'a' || s[0] > 'a' + PGO_SIZE - 1)
		return -1;
	int file = s[0] - 'a', rank = 0, i = 1;
	if (s[1] < '1' || s[1] > '9')
		return -1;
	for (; s[i] >= '0' && s[i] <= '9' && i < 3; i++)
		rank = rank * 10 + (s[i] - '0');
	if (s[i] != '\0' || rank < 1 || rank > PGO_SIZE)
		return -1;
	return pgo_vertex(file, rank);
}

char *pgo_format_vertex(int v, char *buf)
{
	if (v < 0 || v >= PGO_CELLS) {
		strcpy(buf, "-");
		return buf;
	}
	int r = pgo_rank(v), n = 0;
	buf[n++] = (char)('a' + pgo_file(v));
	if (r >= 10)
		buf[n++] = (char)('0' + r / 10);
	buf[n++] = (char)('0' + r % 10);
	buf[n] = '\0';
	return buf;
}

uint64_t pgo_zobrist(int v, int owner)
{
	/* splitmix64 finaliser over a unique (vertex, owner) number. */
	uint64_t z = (uint64_t)v * (PGO_MAX_PLAYERS + 1) + (uint64_t)owner + 0x9e3779b97f4a7c15u;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

uint64_t pgo_board_hash(const pgo_board *b)
{
	uint64_t h = 0;
	for (int v = 0; v < PGO_CELLS; v++)
		if (b->cell[v])
			h ^= pgo_zobrist(v, b->cell[v]);
	return h;
}

int pgo_history_init(pgo_history *h)
{
	memset(h, 0, sizeof *h);
	h->nslots = 256;
	h->slots = calloc(h->nslots, sizeof *h->slots);
	return h->slots ? PGO_OK : PGO_ENOMEM;
}

void pgo_history_free(pgo_history *h)
{
	free(h->boards);
	free(h->hashes);
	free(h->slots);
	memset(h, 0, sizeof *h);
}

int pgo_history_copy(pgo_history *dst, const pgo_history *src)
{
	memset(dst, 0, sizeof *dst);
	dst->n = dst->cap = src->n;
	dst->nslots = src->nslots;
	dst->slots = malloc(src->nslots * sizeof *dst->slots);
	dst->boards = malloc((src->n ? src->n : 1) * sizeof *dst->boards);
	dst->hashes = malloc((src->n ? src->n : 1) * sizeof *dst->hashes);
	if (!dst->slots || !dst->boards || !dst->hashes) {
		pgo_history_free(dst);
		return PGO_ENOMEM;
	}
	memcpy(dst->slots, src->slots, src->nslots * sizeof *dst->slots);
	if (src->n) {
		memcpy(dst->boards, src->boards, src->n * sizeof *dst->boards);
		memcpy(dst->hashes, src->hashes, src->n * sizeof *dst->hashes);
	}
	return PGO_OK;
}

bool pgo_history_contains(const pgo_history *h, const pgo_board *b, uint64_t hash)
{
	size_t mask = h->nslots - 1;
	for (size_t i = hash & mask; h->slots[i]; i = (i + 1) & mask) {
		size_t k = h->slots[i] - 1;
		/* Compare the boards: a Zobrist collision must not refuse a move. */
		if (h->hashes[k] == hash && memcmp(&h->boards[k], b, sizeof *b) == 0)
			return true;
	}
	return false;
}

static void slot_insert(uint32_t *slots, size_t nslots, uint64_t hash, uint32_t idx1)
{
	size_t mask = nslots - 1, i = hash & mask;
	while (slots[i])
		i = (i + 1) & mask;
	slots[i] = idx1;
}

int pgo_history_reserve(pgo_history *h)
{
	if (h->n == h->cap) {
		size_t nc = h->cap ? h->cap * 2 : 64;
		pgo_board *nb = realloc(h->boards, nc * sizeof *nb);
		if (!nb)
			return PGO_ENOMEM;
		h->boards = nb;
		uint64_t *nh = realloc(h->hashes, nc * sizeof *nh);
		if (!nh)
			return PGO_ENOMEM;
		h->hashes = nh;
		h->cap = nc;
	}
	/* Keep the set at most half full. */
	if ((h->n + 1) * 2 > h->nslots) {
		size_t ns = h->nslots * 2;
		uint32_t *s = calloc(ns, sizeof *s);
		if (!s)
			return PGO_ENOMEM;
		for (size_t k = 0; k < h->n; k++)
			slot_insert(s, ns, h->hashes[k], (uint32_t)k + 1);
		free(h->slots);
		h->slots = s;
		h->nslots = ns;
	}
	return PGO_OK;
}

int pgo_history_add(pgo_history *h, const pgo_board *b, uint64_t hash)
{
	int rc = pgo_history_reserve(h);
	if (rc)
		return rc;
	h->boards[h->n] = *b;
	h->hashes[h->n] = hash;
	slot_insert(h->slots, h->nslots, hash, (uint32_t)h->n + 1);
	h->n++;
	return PGO_OK;
}

int pgo_init(pgo_game *g, unsigned flags)
{
	memset(g, 0, sizeof *g);
	g->last_vertex = -1;
	g->free_stones = (flags & PGO_FREE_STONES) != 0;
	g->settled = true;
	int rc = pgo_history_init(&g->hist);
	if (rc)
		return rc;
	return pgo_history_add(&g->hist, &g->board, 0);
}

void pgo_free(pgo_game *g)
{
	pgo_history_free(&g->hist);
}

int pgo_copy(pgo_game *dst, const pgo_game *src)
{
	*dst = *src;
	return pgo_history_copy(&dst->hist, &src->hist);
}

void pgo_stones_on_board(const pgo_game *g, uint32_t count[PGO_MAX_PLAYERS + 1])
{
	memset(count, 0, sizeof(uint32_t) * (PGO_MAX_PLAYERS + 1));
	for (int v = 0; v < PGO_CELLS; v++)
		count[g->board.cell[v]] += g->board.cell[v] != 0;
}

int pgo_set_board(pgo_game *g, const pgo_board *b)
{
	pgo_history h;
	int rc = pgo_history_init(&h);
	if (!rc)
		rc = pgo_history_add(&h, b, pgo_board_hash(b));
	if (rc) {
		pgo_history_free(&h);
		return rc;
	}
	pgo_history_free(&g->hist);
	g->hist = h;
	g->board = *b;
	g->hash = pgo_board_hash(b);
	for (int v = 0; v < PGO_CELLS; v++)
		if (b->cell[v])
			g->go_players |= pgo_bit(b->cell[v]);
	g->settled = pgo_board_settled(g);
	return PGO_OK;
}
