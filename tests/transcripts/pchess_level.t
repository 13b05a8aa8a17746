# R1044 2's points run by themselves, so they are behind `swingers.points`
# (1 in a nomic begun at level 7, core/level.h; src/games/pchess): set to 0,
# a game of Party Chess runs past the Monday and nobody receives points;
# set to 1 again, the next Monday but one gives them.

@include three_players.inc

> params swingers.points
swingers.points = 1 (R1044 2 a; 0 to 1): 1: every other Monday the Swingers receive points by their Weights
swingers.points.divisor = 2 (R1044 2 a; 1 to 100): the Swingers with equal or lower Weight are divided by this, rounded down
swingers.points.support = 1 point (R1044 2 b; 0 to 100 points): each other member of the top Party Swinger's Party receives this

admin> param set swingers.points 0
swingers.points = 0 (R1044 2 a)

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
game 1 (Party Chess, R1230) starts; players alice, bob; referee carol
carol holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: bob, alice (R1230.2 3 A)
game 1 turn 1: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place K o10
bob places a King on o10 (R1230.2 6 C)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Monday 2001-01-08 at noon passes without the Swingers' points.
clock advance 8d
clock: carol is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 4: alice to play by 2001-01-10T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-09T00:00:00Z

> balance bob
bob: 0 points, 650 A$

# Turned on again: the end of the next turn sets the deadline for Monday
# 2001-01-22 (2001-01-15 is an odd week). bob (Weight 1: both Swingers at
# or below) receives 1 point, alice (Weight 0: one) none (R1044 2 a).
admin> param set swingers.points 1
swingers.points = 1 (R1044 2 a)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 5: bob to play by 2001-01-12T00:00:00Z (R1230.2 3 B, 4)

clock advance 14d
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 6: alice to play by 2001-01-15T00:00:00Z (R1230.2 3 B, 4)
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 7: bob to play by 2001-01-18T00:00:00Z (R1230.2 3 B, 4)
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 8: alice to play by 2001-01-21T00:00:00Z (R1230.2 3 B, 4)
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 9: bob to play by 2001-01-24T00:00:00Z (R1230.2 3 B, 4)
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 0) 0, bob (Weight 1) 1
the time is now 2001-01-23T00:00:00Z

> balance bob
bob: 1 points, 650 A$

> balance alice
alice: 0 points, 650 A$

