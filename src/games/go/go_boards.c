/* go_boards.c: which game classes have a board to draw, and its SVG
 * (see go_boards.h). */
#include "games/go/go_boards.h"

#include <stddef.h>

char *go_board_svg(const nomic *n, const game *g)
{
	if (g->cls == &scgo_class)
		return scgo_board_svg(n, g);
	if (g->cls == &polgo_class)
		return polgo_board_svg(n, g);
	if (g->cls == &tromino_class)
		return tromino_board_svg(n, g);
	if (g->cls == &viruses_class)
		return viruses_board_svg(n, g);
	return NULL;
}
