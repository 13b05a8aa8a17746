/* vir_internal.h: helpers shared by the Viruses sources only. */
#ifndef NOMICD_GAMES_GO_VIR_INTERNAL_H
#define NOMICD_GAMES_GO_VIR_INTERNAL_H

#include "games/viruses/vir.h"

/* Re-allocates the stored area to the given rectangle, keeping the cells
 * inside it. */
int vir_reframe(vir_game *g, int x0, int y0, int w, int h);
/* Rule 2: the bounding box of all cells widened by 2, or the 2x2 block. */
int vir_reset_area(vir_game *g, bool *reseeded);

#endif
