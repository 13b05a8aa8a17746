/* crime.h: crimes and their punishment (Ackanomic R701-R721): Calls for
 * Criminal Judgement (R710), penalties after the grace period, the Gaol and
 * what a player in it may do (R709), Appeals for Pardon (R711), Contempt
 * (R715), Patent Infringement (R716), being Annoying (R721). State lives in
 * struct crime (n->crime), owned by this subsystem. */
#ifndef NOMIC_CRIME_H
#define NOMIC_CRIME_H

#include "core/command.h"

/* R709: whether the player is in the Gaol now. */
int crime_in_gaol(const nomic *n, int who);

#endif
