/* registry.h: the built-in game classes, one line each, in the order
 * `game classes` lists them (the order is part of the record: do not
 * reorder, append). Adding a game is one folder under src/games/ (its pure
 * core and its module), one GAME() line here, and its transcripts; see
 * docs/GAMES.md "Adding a game". Included by src/games/framework/games.c
 * only, with GAME defined. */
GAME(pureskill_class)     /* src/games/pureskill: Ackanomic R1250.7 */
GAME(doublecrash_class)   /* src/games/doublecrash: R1250.12 */
GAME(tripledc_class)      /* src/games/tripledc: R1250.20 */
GAME(mediocrity_class)    /* src/games/mediocrity: R1250.17 */
GAME(mediocrity343_class) /* src/games/mediocrity: A Nomic R343 */
GAME(crescent_class)      /* src/games/crescent: R1250.21 */
GAME(spades_class)        /* src/games/spades: R1250.15 */
GAME(pooker_class)        /* src/games/pooker: A Nomic R384-R399 */
GAME(diplomacy_class)     /* src/games/diplomacy: R1250.14 */
GAME(scgo_class)          /* src/games/scgo: R1250.13 */
GAME(polgo_class)         /* src/games/polgo: A Nomic R365-R377 */
GAME(tromino_class)       /* src/games/tromino: R1250.11 */
GAME(viruses_class)       /* src/games/viruses: R1250.16 */
GAME(pchess_class)        /* src/games/pchess: R1230 */
GAME(ghost_class)         /* src/games/ghost: R1250.9 */
GAME(similarity_class)    /* src/games/similarity: A Nomic R337 (C/RG, R336) */
GAME(poetry_class)        /* src/games/poetry: A Nomic R339 (C/RG, R336) */
GAME(wordunassoc_class)   /* src/games/wordunassoc: R1250.19 */
GAME(bacon_class)         /* src/games/bacon: R1250.22 */
GAME(fictionary_class)    /* src/games/fictionary: R1250.10 */
GAME(limerick_class)      /* src/games/limerick: R1250.8 */
GAME(eleusis_class)       /* src/games/eleusis: R1250.23 */
GAME(fffm_class)          /* src/games/fffm: R1250.25 */
GAME(lantern_class)       /* src/games/lantern: R1250.18 */
GAME(ackarpg_class)       /* src/games/ackarpg: R1250.24 */
