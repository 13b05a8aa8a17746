/* tro_internal.h: Tromino Go geometry shared by its sources only. */
#ifndef NOMICD_GAMES_GO_TRO_INTERNAL_H
#define NOMICD_GAMES_GO_TRO_INTERNAL_H

#include "games/tromino/tro.h"

/* All trominoes of a round touch one another in a chain (every play must
 * touch one, and a move may not split the grid), so 30 of them span at
 * most 61 squares: a window of this side around them holds everything. */
#define TRO_MAP 96
#define TRO_MARGIN 3
#define TRO_COORD_MAX 1000000

typedef struct {
	int ox, oy, w, h;
	int8_t cell[TRO_MAP * TRO_MAP]; /* piece index, -1 empty */
} tro_map;

void tro_cells(int x, int y, int missing, int cx[3], int cy[3]);
/* Map of the pieces other than `skip` (-1: none). False if they do not
 * fit, which connected pieces always do. */
bool tro_map_build(const tro_game *g, int skip, tro_map *m);
int tro_map_at(const tro_map *m, int x, int y);
/* touch[j]: units of edge the candidate shares with piece j. Returns
 * false if a candidate square is occupied. */
bool tro_touch(const tro_map *m, int x, int y, int missing, int touch[TRO_PIECES]);
/* adj[i * TRO_PIECES + j]: pieces i and j touch (skip excluded). */
void tro_adjacency(const tro_game *g, const tro_map *m, int skip, bool *adj);
/* Per piece: has it an outside edge (rule 6 definitions)? */
void tro_outside(const tro_game *g, const tro_map *m, bool outside[TRO_PIECES]);

#endif
