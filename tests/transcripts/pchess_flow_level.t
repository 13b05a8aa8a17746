# A nomic begun at behaviour level 7, before Party Chess ran by itself
# (core/level.h): `pchess.umpire` and `pchess.auto` are 0, so it replays as
# it was played: the game's referee performs the Chess-Umpire's duties with
# no office made or filled (R1230.2 1), and no automatic play is made. The
# acts (an extension, a Free For All) are the same at every level.
@level 7

@include three_players.inc

> params pchess.umpire
pchess.umpire = 0 (R1230.2 1 A; 0 to 1): 1: the game's referee is the holder of the office of Chess-Umpire, and the game is suspended while nobody holds it or its holder is absent; its notices of a turn, a check and a Warm Party's check go to the players' inboxes

> params pchess.auto
pchess.auto = 0 (R1230.2 4 B (i); 0 to 1): 1: a Warm Swingership plays its turn automatically, and a Party Swinger's Swingership goes Somewhere Else after three default plays

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#9), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#10), paying A$250 to the Treasury (R1040 V)

dave> game new pchess
game 1 (Party Chess, R1230) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

dave> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob; referee dave
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: bob, alice (R1230.2 3 A)
game 1 turn 1: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> office info Chess-Umpire
Chess-Umpire (R1230.2): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
not created in this nomic (`office create Chess-Umpire`)

dave> game referee 1 carol
carol referees game 1 (R1250.1 VI d, e)

carol> play 1 extend 2d
the Chess-Umpire extends bob's time limit in game 1 to 2001-01-06T00:00:00Z (R1230.2 4 A)
