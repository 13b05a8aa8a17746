/* vir_life.c: one generation of Viruses (1250.16 rule 7), Conway's Life
 * with infection: survival on 2 or 3 adjacent cells (8 neighbours, rule 3),
 * birth on exactly 3, the newborn infected only if its parents carry one
 * virus and not all are clean. Then the active area is reset (rule 2). */
#include "games/viruses/vir_internal.h"

#include <stdlib.h>
#include <string.h>

int vir_generation(vir_game *g, unsigned *born, unsigned *died, bool *reseeded)
{
	/* A birth can happen one square outside the cells' bounding box, and
	 * moves may put cells on the area's edge: widen by one first. */
	vir_game t;
	if (vir_copy(&t, g))
		return VIR_ENOMEM;
	if (vir_reframe(&t, g->x0 - 1, g->y0 - 1, g->w + 2, g->h + 2)) {
		vir_free(&t);
		return VIR_ENOMEM;
	}
	uint8_t *next = calloc((size_t)t.w * (size_t)t.h, 1);
	if (!next) {
		vir_free(&t);
		return VIR_ENOMEM;
	}
	*born = *died = 0;
	for (int y = t.y0; y < t.y0 + t.h; y++)
		for (int x = t.x0; x < t.x0 + t.w; x++) {
			int n = 0;
			bool mixed = false;
			uint8_t virus = 0;
			for (int dy = -1; dy <= 1; dy++)
				for (int dx = -1; dx <= 1; dx++) {
					if (!dx && !dy)
						continue;
					uint8_t c = vir_at(&t, x + dx, y + dy);
					if (c == VIR_EMPTY)
						continue;
					n++;
					if (c >= VIR_VIRUS(0)) {
						if (!virus)
							virus = c;
						else if (c != virus)
							mixed = true;
					}
				}
			uint8_t self = vir_at(&t, x, y), *out = &next[(y - t.y0) * t.w + (x - t.x0)];
			if (self != VIR_EMPTY) {
				if (n == 2 || n == 3)
					*out = self;
				else
					++*died;
			} else if (n == 3) {
				*out = virus && !mixed ? virus : VIR_CLEAN;
				++*born;
			}
		}
	free(t.cell);
	t.cell = next;
	int rc = vir_reset_area(&t, reseeded);
	if (rc) {
		vir_free(&t);
		return rc;
	}
	vir_free(g);
	*g = t;
	return VIR_OK;
}
