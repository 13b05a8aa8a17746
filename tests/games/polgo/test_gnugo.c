/* test_gnugo.c: the GNU Go oracle. Two-player Political Go with no
 * alliances is ordinary Go (R367 Dragons are chains, R369 captures, R368
 * 1b no suicide), so on random legal sequences the stones on the board
 * after every move must be the ones GNU Go (over GTP) has. Exits 77
 * (skipped) when gnugo is not installed (or NOMICD_GNUGO names a program
 * that does not exist).
 *
 * Known difference, counted and not a failure: GNU Go only forbids the
 * immediate ko retake, R368 1a forbids any earlier configuration, so a
 * move we refuse as PGO_ESUPERKO may be legal for GNU Go; it is skipped.
 * Any other disagreement on legality, stones or captures fails. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "games/polgo/pgo.h"

#define SKIP 77
static const char gtp_files[] = "ABCDEFGHJKLMNOPQRST"; /* GTP skips I */

typedef struct {
	FILE *to, *from;
	pid_t pid;
	char reply[8192];
} gtp;

/* Debian puts gnugo in /usr/games, which is often not on PATH. */
static bool find_gnugo(char *out, size_t outsz)
{
	/* NOMICD_GNUGO names the program (and lets the skip be tested). */
	const char *forced = getenv("NOMICD_GNUGO");
	if (forced) {
		snprintf(out, outsz, "%s", forced);
		return access(out, X_OK) == 0;
	}
	const char *path = getenv("PATH");
	char dirs[4096];
	snprintf(dirs, sizeof dirs, "%s:/usr/games", path ? path : "");
	for (char *d = strtok(dirs, ":"); d; d = strtok(NULL, ":")) {
		if (!*d)
			continue;
		snprintf(out, outsz, "%s/gnugo", d);
		if (access(out, X_OK) == 0)
			return true;
	}
	return false;
}

static bool gtp_start(gtp *g, const char *exe)
{
	int in[2], out[2];
	if (pipe(in) || pipe(out))
		return false;
	g->pid = fork();
	if (g->pid < 0)
		return false;
	if (g->pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[1]);
		close(out[0]);
		execl(exe, "gnugo", "--mode", "gtp", "--boardsize", "19", (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	g->to = fdopen(in[1], "w");
	g->from = fdopen(out[0], "r");
	return g->to && g->from;
}

/* Sends one command; returns true for "=" and leaves the text in reply. */
static bool gtp_cmd(gtp *g, const char *cmd)
{
	fprintf(g->to, "%s\n", cmd);
	fflush(g->to);
	g->reply[0] = '\0';
	size_t len = 0;
	char line[4096];
	bool ok = false, first = true;
	while (fgets(line, sizeof line, g->from)) {
		if (line[0] == '\n' && !first)
			break;
		if (first) {
			ok = line[0] == '=';
			first = false;
		}
		size_t n = strlen(line);
		if (len + n < sizeof g->reply) {
			memcpy(g->reply + len, line, n + 1);
			len += n;
		}
	}
	if (first) {
		fprintf(stderr, "gnugo closed the pipe on: %s\n", cmd);
		exit(1);
	}
	return ok;
}

static void gtp_vertex(int v, char *buf)
{
	snprintf(buf, 8, "%c%d", gtp_files[pgo_file(v)], pgo_rank(v));
}

/* Parses a list_stones reply into a 0/1 array. */
static void parse_stones(const char *reply, bool out[PGO_CELLS])
{
	memset(out, 0, sizeof(bool) * PGO_CELLS);
	const char *p = reply + 1;
	while (*p) {
		while (*p == ' ' || *p == '\n')
			p++;
		if (!*p)
			break;
		const char *f = strchr(gtp_files, *p);
		int rank = atoi(p + 1);
		if (f && rank >= 1 && rank <= PGO_SIZE)
			out[pgo_vertex((int)(f - gtp_files), rank)] = true;
		while (*p && *p != ' ' && *p != '\n')
			p++;
	}
}

static uint64_t rng_next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

int main(int argc, char **argv)
{
	int games = argc > 1 ? atoi(argv[1]) : 20, moves = argc > 2 ? atoi(argv[2]) : 150;
	char exe[4200];
	if (!find_gnugo(exe, sizeof exe)) {
		printf("gnugo not installed: skipped\n");
		return SKIP;
	}
	signal(SIGPIPE, SIG_IGN);
	gtp gt;
	if (!gtp_start(&gt, exe)) {
		perror("gnugo");
		return 1;
	}
	if (!gtp_cmd(&gt, "boardsize 19")) {
		fprintf(stderr, "gnugo: boardsize 19 refused\n");
		return 1;
	}
	long played = 0, compared = 0, captures = 0, superko_only = 0, illegal_both = 0;
	int failures = 0;
	for (int game = 0; game < games && !failures; game++) {
		uint64_t seed = 0x5eed0000u + (uint64_t)game;
		/* Even games over the whole board, half the moves next to the
		 * last one so that fights happen; odd games in a 9x9 corner,
		 * where captures, suicides and kos are frequent. */
		int span = game % 2 ? 9 : PGO_SIZE;
		pgo_game g;
		if (pgo_init(&g, PGO_FREE_STONES))
			return 1;
		gtp_cmd(&gt, "clear_board");
		int player = 1;
		for (int m = 0; m < moves && !failures; m++) {
			int v = -1;
			for (int tries = 0; tries < 200; tries++) {
				int f = (int)(rng_next(&seed) % (uint64_t)span);
				int r = (int)(rng_next(&seed) % (uint64_t)span) + 1;
				if (span == PGO_SIZE && g.last_vertex >= 0 && rng_next(&seed) % 2) {
					f = pgo_file(g.last_vertex) + (int)(rng_next(&seed) % 5) - 2;
					r = pgo_rank(g.last_vertex) + (int)(rng_next(&seed) % 5) - 2;
					if (f < 0 || f >= PGO_SIZE || r < 1 || r > PGO_SIZE)
						continue;
				}
				int c = pgo_vertex(f, r);
				if (g.board.cell[c])
					continue;
				char cmd[64], gv[8];
				gtp_vertex(c, gv);
				snprintf(cmd, sizeof cmd, "is_legal %s %s", player == 1 ? "black" : "white", gv);
				gtp_cmd(&gt, cmd);
				bool theirs = gt.reply[2] == '1';
				int rc = pgo_check_place(&g, player, c);
				if (rc == PGO_ESUPERKO && theirs) {
					superko_only++;
					continue;
				}
				if ((rc == PGO_OK) != theirs) {
					fprintf(stderr, "game %d move %d: %s legality differs: ours %s, gnugo %s\n",
						game, m, gv, pgo_strerror(rc), theirs ? "legal" : "illegal");
					failures++;
					break;
				}
				if (rc != PGO_OK) {
					illegal_both++;
					continue;
				}
				v = c;
				break;
			}
			if (failures || v < 0)
				break; /* region full: the game ends here */
			char cmd[64], gv[8];
			gtp_vertex(v, gv);
			snprintf(cmd, sizeof cmd, "play %s %s", player == 1 ? "black" : "white", gv);
			if (!gtp_cmd(&gt, cmd)) {
				fprintf(stderr, "game %d move %d: gnugo refused %s\n", game, m, cmd);
				failures++;
				break;
			}
			pgo_captures cap;
			if (pgo_place(&g, player, v, NULL, NULL, &cap) != PGO_OK) {
				fprintf(stderr, "game %d move %d: place refused\n", game, m);
				failures++;
				break;
			}
			played++;
			captures += cap.n;
			for (int colour = 1; colour <= 2; colour++) {
				bool st[PGO_CELLS];
				gtp_cmd(&gt, colour == 1 ? "list_stones black" : "list_stones white");
				parse_stones(gt.reply, st);
				for (int c = 0; c < PGO_CELLS; c++)
					if (st[c] != (g.board.cell[c] == colour)) {
						char b[8];
						fprintf(stderr, "game %d move %d: %s differs at %s\n", game, m,
							colour == 1 ? "black" : "white", pgo_format_vertex(c, b));
						failures++;
						break;
					}
				/* GTP "captures C": stones C has taken, R369's pool. */
				gtp_cmd(&gt, colour == 1 ? "captures black" : "captures white");
				if ((unsigned)atoi(gt.reply + 2) != g.captured[colour]) {
					fprintf(stderr, "game %d move %d: captures of %d: gnugo %s ours %u\n",
						game, m, colour, gt.reply + 2, g.captured[colour]);
					failures++;
				}
			}
			compared++;
			player = 3 - player;
		}
		pgo_free(&g);
	}
	gtp_cmd(&gt, "quit");
	fclose(gt.to);
	fclose(gt.from);
	waitpid(gt.pid, NULL, 0);
	printf("gnugo oracle: %d games, %ld moves played and compared (%ld positions), "
		"%ld stones captured, %ld refused by both, %ld refused only by superko (R368 1a)\n",
		games, played, compared, captures, illegal_both, superko_only);
	return failures ? 1 : 0;
}
