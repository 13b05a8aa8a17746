# Benefyts (Ackanomic R1045 d) and the Special Atomic Play (R1230.2 6 D):
# a player converts 10 points into a Benefyt, never going below zero
# (R1045 ¶2); a Swinger spends one of eir own on each Special (docs/
# RULINGS.md), and without one cannot make it; no Special attacks a King.
# The Special Moves: the Rook's (R1230.5 4), the Pawn's (R1230.8 7), the
# Jester's (R1230.11 4); other pieces have none (R1230.1 3 K).

@include three_players.inc

admin> mint 25 points to bob
bob gains 25 points; now 25

bob> convert benefyt
bob converts 10 points into a Benefyt (#7); e owns 1 (R1045 d)

bob> convert benefyt
bob converts 10 points into a Benefyt (#8); e owns 2 (R1045 d)

# R1045 ¶2: 5 points left.
bob> convert benefyt
error: you have 5 points: converting 10 would leave you negative (R1045 ¶2)

alice> convert benefyt
error: you have 0 points: converting 10 would leave you negative (R1045 ¶2)

bob> convert benefyt now
error: `convert benefyt` takes nothing more (R1045 d)

# R1045 d: "tradeable": bob trades one to alice for A$5; she gives it back.
bob> trade offer to alice 1 benefyt for A$5
offer 1: bob offers to alice: a Benefyt for A$5; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

alice> trade accept 1
trade 1 settled: bob gives a Benefyt to alice; alice gives A$5 to bob (R515 ¶4)

alice> trade offer to bob 1 benefyt for nothing
offer 2: alice offers to bob: a Benefyt for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade accept 2
trade 2 settled: alice gives a Benefyt to bob (R515 ¶4)

> entities bob
4 entities owned by bob
Kaa of Land (#3)
Building "bob's House" (#4)
Benefyt (#7)
Benefyt (#8)

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#9), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#10), paying A$250 to the Treasury (R1040 V)

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

bob> play 1 choose R p J B C
bob chooses Rook, Pawn, Jester, Bishop, Camel (material value 24), off-board (R1230.2 2 B)

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 place K e1
bob places a King on e1 (R1230.2 6 C)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place K h3
alice places a King on h3 (R1230.2 6 C)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place R a1
bob places a Rook on a1 (R1230.2 6 C)
Weights: alice 1, bob 24 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place B t20
alice places a Bishop on t20 (R1230.2 6 C)
Weights: alice 17, bob 24 (R1230.3)
game 1 turn 5: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 6 D: not to attack a King (on b3 the Rook would attack h3).
bob> play 1 special a1 b3
error: a Special may not be used to attack a King (R1230.2 6 D)

# R1230.1 3 K: a King has no Special Move.
bob> play 1 special e1 e2
error: a King has no Special Move (R1230.4; R1230.1 3 K): the Rook, the Pawn and the Jester have one

# R1230.5 4: up-right to b2, then up to b4; a Benefyt spent.
bob> play 1 special a1 b4
bob spends a Benefyt: the Rook's Special Move from a1 to b4 (R1230.5, R1230.2 6 D)
Weights: alice 17, bob 20 (R1230.3)
game 1 turn 6: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 6 D: alice owns no Benefyt.
alice> play 1 special t20 s19
error: you own no Benefyt: a Special cannot be used without one (R1230.2 6 D; `convert benefyt`, R1045 d)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 17, bob 20 (R1230.3)
game 1 turn 7: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place p a10
bob places a Pawn on a10 (R1230.2 6 C)
Weights: alice 17, bob 22 (R1230.3)
game 1 turn 8: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 17, bob 22 (R1230.3)
game 1 turn 9: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.8 7: as a Rook, but not onto a promotion square.
bob> play 1 special a10 j10
error: a Pawn's Special Move may not end on j10, j11, k10 or k11 (R1230.8 7)

bob> play 1 special a10 h10
bob spends a Benefyt: the Pawn's Special Move from a10 to h10 (R1230.8, R1230.2 6 D)
Weights: alice 17, bob 22 (R1230.3)
game 1 turn 10: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 17, bob 22 (R1230.3)
game 1 turn 11: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Both of bob's Benefyts are spent.
bob> play 1 special h10 h12
error: you own no Benefyt: a Special cannot be used without one (R1230.2 6 D; `convert benefyt`, R1045 d)

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 17, bob 22 (R1230.3)
game 1 turn 12: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

admin> mint 10 points to bob
bob gains 10 points; now 15

bob> convert benefyt
bob converts 10 points into a Benefyt (#23); e owns 1 (R1045 d)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 17, bob 22 (R1230.3)
game 1 turn 13: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place J c15
bob places a Jester on c15 (R1230.2 6 C)
Weights: alice 17, bob 29 (R1230.3)
game 1 turn 14: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 17, bob 29 (R1230.3)
game 1 turn 15: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.11 4: anywhere, attacking nothing after it (on h5 it would attack h3).
bob> play 1 special c15 h5
error: a Jester's Special Move leaves it attacking no piece: on h5 it would attack one (R1230.11 4)

bob> play 1 special c15 t15
bob spends a Benefyt: the Jester's Special Move from c15 to t15 (R1230.11, R1230.2 6 D)
Weights: alice 17, bob 27.5 (R1230.3)
game 1 turn 16: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> balance bob
bob: 5 points, 655 A$

