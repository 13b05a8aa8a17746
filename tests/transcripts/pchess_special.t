# Party Chess (Ackanomic R1230.x): a whole game with the later pieces.
# bob chooses an Archer, a Kamikaze, a Qball, an Echo and a Pawn; alice a
# CopyCat, an il-Nabi, a Cantor, a Locust and a Pawn (R1230.2 2 B: 30 at
# most). The Archer in a Defensive Position shoots and stays (R1230.15 3
# a); the CopyCat captures only as its victim captures (R1230.9 3); the
# Kamikaze is destroyed by its capture (R1230.16 4); the Echo moves as the
# piece that last Moved (R1230.10 2); the Qball scratches on a corner
# (R1230.13 3 c); with R1230.15 repealed, the Archer is no piece any more
# (R1230.1 3 E).

@include three_players.inc

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#7), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#8), paying A$250 to the Treasury (R1040 V)

carol> game new pchess
game 1 (Party Chess, R1230) is open; referee carol

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game start 1

bob> play 1 choose Archer Kamikaze Qball Echo p

# R1230.2 2 B: CopyCat 7, il-Nabi 6, Cantor 5, Locust 6, Guard 7: 31.
alice> play 1 choose O M % & +

alice> play 1 choose CopyCat il-Nabi Cantor Locust p

bob> play 1 place K e1

alice> play 1 place K t20

bob> play 1 place A e4

alice> play 1 place M e8

# R1230.15 3 a: within 4 of its King (R1230.1 8), the Archer shoots 4 up
# and stays on e4.
bob> play 1 capture e4 e8

alice> play 1 place O o6

bob> play 1 place p s2

# R1230.9 3: a CopyCat captures a Pawn only as a Pawn does (diagonally by one).
alice> play 1 capture o6 s2

alice> play 1 move o6 r3

bob> play 1 place Z j2

alice> play 1 capture r3 s2

bob> play 1 pass

alice> play 1 place & m7

# R1230.16 4: the Kamikaze captures (3 right, 5 up) and is destroyed.
bob> play 1 capture j2 m7

alice> play 1 pass

bob> play 1 place E c10

alice> play 1 pass

# R1230.10 2 a: after a Placement an Echo has no move.
bob> play 1 move c10 c14

bob> play 1 move e4 e8

alice> play 1 pass

# R1230.10 2 b: now the Archer's (R1230.15 2: 3 up, 1 right).
bob> play 1 move c10 c11

bob> play 1 move c10 d13

alice> play 1 pass

bob> play 1 place Q c3

alice> play 1 pass

# R1230.13 3 c: down-left to the corner a1: it scratches.
bob> play 1 move c3 a1

# R1230.1 3 E: with R1230.15 repealed the Archer is no piece: it is
# moved off-board at the next play (bob's still), and cannot be placed.
admin> rule repeal 1230.15

alice> play 1 pass

bob> play 1 place A e4

> game show 1
