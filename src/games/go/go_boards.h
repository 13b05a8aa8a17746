/* go_boards.h: the boards of the Go-family game modules (scgo_game.c,
 * polgo_game.c) as SVG, for GET /games/N/board.svg (src/net/api_boards.c).
 * Everything drawn is public: a board shows only resolved positions. */
#ifndef NOMIC_GAMES_GO_BOARDS_H
#define NOMIC_GAMES_GO_BOARDS_H

#include "games/framework/games.h"

/* Each returns a malloc'd SVG document, or NULL (not started). */
char *scgo_board_svg(const nomic *n, const game *g);
char *polgo_board_svg(const nomic *n, const game *g);
char *tromino_board_svg(const nomic *n, const game *g);
char *viruses_board_svg(const nomic *n, const game *g);
/* Any game: NULL if its class has no board or it has not started. */
char *go_board_svg(const nomic *n, const game *g);

extern const game_class scgo_class, polgo_class, tromino_class, viruses_class;

#endif
