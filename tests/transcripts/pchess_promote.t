# Party Chess (Ackanomic R1230.x): the Demon's promotion (R1230.18 3) and
# the Zombie's (R1230.21); R1230.1 3 C: "When a piece is promoted, it
# changes itself into a piece of a different type." bob chooses a Demon,
# two Pawns, a Zombie and a Jester; alice a Rook, two Pawns, a Bishop and
# a Camel. A Demon of bob's is promoted after any Move or Capture of eirs
# when two friendly pieces of one type stand at equal row and column
# distances from it, within 8 of each other (pchess.demon.pair); the
# Zombie that Captures promotes to its victim's type at the end of the
# turn, if bob says so (`promote`) with the Capture.

@include pchess_two.inc

bob> play 1 choose D p p * J
bob chooses Demon, Pawn, Pawn, Zombie, Jester (material value 11), off-board (R1230.2 2 B)

alice> play 1 choose R p p B C
alice chooses Rook, Pawn, Pawn, Bishop, Camel (material value 22), off-board (R1230.2 2 B)

bob> play 1 place K a1
bob places a King on a1 (R1230.2 6 C)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place K t20
alice places a King on t20 (R1230.2 6 C)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place D c7
bob places a Demon on c7 (R1230.2 6 C)
Weights: alice 1, bob 7 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place p s10
alice places a Pawn on s10 (R1230.2 6 C)
Weights: alice 3, bob 7 (R1230.3)
game 1 turn 5: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.18 3: "It cannot be Promoted following a Placement or a Pass."
bob> play 1 place p a5 promote c7 Rook
error: a promotion follows the Move or Capture that allows it: a Demon is not Promoted following a Placement or a Pass (R1230.18 3), a Zombie only with its Capture (R1230.21)

bob> play 1 pass promote c7 Rook
error: a promotion follows the Move or Capture that allows it: a Demon is not Promoted following a Placement or a Pass (R1230.18 3), a Zombie only with its Capture (R1230.21)

# R1230.18 3: no pair of friendly pieces of one type: a Move with the
# promotion is refused whole.
bob> play 1 move a1 b1 promote c7 Rook
error: the Demon on c7 may not be promoted: no two friendly pieces of one type stand at equal row and column distances from it, within 8 of each other (R1230.18 3)

bob> play 1 place p a5
bob places a Pawn on a5 (R1230.2 6 C)
Weights: alice 3, bob 12.5 (R1230.3)
game 1 turn 6: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 3, bob 12.5 (R1230.3)
game 1 turn 7: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place p a9
bob places a Pawn on a9 (R1230.2 6 C)
Weights: alice 3, bob 14 (R1230.3)
game 1 turn 8: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 3, bob 14 (R1230.3)
game 1 turn 9: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.18 3: the Pawns on a5 and a9 are 2 rows and 2 columns from the
# Demon on c7, and 4 apart; but the square named holds no Demon of bob's,
# and a Demon becomes neither a King (R1230.4 A) nor a Demon (R1230.1 3 C);
# the type is named.
bob> play 1 move a1 b1 promote a5 Rook
error: there is no Demon of yours on a5: only a Demon is promoted so (R1230.18 3)

bob> play 1 move a1 b1 promote c7 King
error: a Demon may not be promoted to a King: there is an instance limit of one King per Swinger (R1230.4 A)

bob> play 1 move a1 b1 promote c7 Demon
error: a promoted piece changes into a piece of a different type: the Demon on c7 may not become a Demon (R1230.1 3 C)

bob> play 1 move a1 b1 promote c7
error: usage: promote SQUARE TYPE: the Demon on SQUARE becomes a TYPE (R1230.18 3)

# Any Demon of the Swinger's may be promoted after eir Move, not only one
# that moved (docs/RULINGS.md): the King moves, the Demon becomes a Rook.
bob> play 1 move a1 b1 promote c7 Rook
bob moves a King from a1 to b1 (R1230.2 6 A); the Demon on c7 is promoted to a Rook, by the Pawns on a5 and a9 (R1230.18 3)
Weights: alice 3, bob 24 (R1230.3)
game 1 turn 10: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 3, bob 24 (R1230.3)
game 1 turn 11: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.21: the Zombie. Four columns from alice's Pawn it attacks nothing.
bob> play 1 place * o10
bob places a Zombie on o10 (R1230.2 6 C)
Weights: alice 3, bob 31 (R1230.3)
game 1 turn 12: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 3, bob 31 (R1230.3)
game 1 turn 13: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.21: "At the end of a turn in which a Zombie Captures": a Move is
# no Capture.
bob> play 1 move o10 p10 promote
error: a Zombie promotes only at the end of a turn in which it Captures (R1230.21)

bob> play 1 move o10 p10
bob moves a Zombie from o10 to p10 (R1230.2 6 A)
Weights: alice 3, bob 36 (R1230.3)
game 1 turn 14: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 3, bob 36 (R1230.3)
game 1 turn 15: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Only a Zombie promotes by its Capture (R1230.21).
bob> play 1 move b1 b2 promote
error: only a Zombie promotes by announcing it with its Capture (R1230.21); a Demon is promoted with `promote SQUARE TYPE` (R1230.18 3)

# The promotion not specified with the Capture: the Zombie stays one.
bob> play 1 capture p10 s10
bob's Zombie on p10 captures alice's Pawn on s10 (R1230.1 4)
Weights: alice 1, bob 31 (R1230.3)
game 1 turn 16: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place B s13
alice places a Bishop on s13 (R1230.2 6 C)
Weights: alice 17, bob 36 (R1230.3)
game 1 turn 17: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Specified: at the end of the turn the Zombie becomes a Bishop, the type
# of the piece it captured.
bob> play 1 capture s10 s13 promote
bob's Zombie on s10 captures alice's Bishop on s13 (R1230.1 4); at the end of the turn the Zombie on s13 promotes to a Bishop, the type of the piece it captured (R1230.21)
Weights: alice 1, bob 40 (R1230.3)
game 1 turn 18: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# The board: the Rook on c7 was the Demon, the Bishop on s13 the Zombie.
> game show 1
game 1: Party Chess (R1230), running; referee carol
players: alice, bob
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  K0
19 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
18 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
17 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
16 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
15 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
14 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
13 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  B1 .
12 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
11 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
10 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 9 p1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 8 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 7 .  .  R1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5 p1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  K1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 18
play list: alice, bob
swingers:
  swinger=alice side=0 weight=1 swingership=7 chosen=yes check=no
  swinger=bob side=1 weight=40 swingership=8 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=t20 mv=0 entity=9
  piece=King char=K swinger=bob square=b1 mv=0 entity=10
  piece=Rook char=R swinger=bob square=c7 mv=9 entity=11
  piece=Pawn char=p swinger=bob square=a5 mv=1 entity=12
  piece=Pawn char=p swinger=bob square=a9 mv=1 entity=13
  piece=Bishop char=B swinger=bob square=s13 mv=6 entity=14
  piece=Jester char=J swinger=bob square=off mv=3 entity=15
  piece=Rook char=R swinger=alice square=off mv=9 entity=16
  piece=Pawn char=p swinger=bob square=off mv=1 entity=17
  piece=Pawn char=p swinger=alice square=off mv=1 entity=18
  piece=Bishop char=B swinger=bob square=off mv=6 entity=19
  piece=Camel char=C swinger=alice square=off mv=5 entity=20

# R1230.1 7: each piece's entity is described by its new type.
> entity show #11
a Party Chess Piece (#11): nontradeable, nameless (R1230.1)
owner: bob
created 2001-01-01T00:00:00Z, event 12: R1230.1 7: a Demon in game 1
description: a Rook of the Swingership #8 in game 1

> entity show #14
a Party Chess Piece (#14): nontradeable, nameless (R1230.1)
owner: bob
created 2001-01-01T00:00:00Z, event 12: R1230.1 7: a Zombie in game 1
description: a Bishop of the Swingership #8 in game 1

# More Demons and Zombies, bought (R1230.1 2 E).
alice> pchess buy 1 Zombie
alice creates a Zombie (#21), off-board, for alice in game 1, paying A$29 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 Zombie
bob creates a Zombie (#22), off-board, for bob in game 1, paying A$29 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 Demon
bob creates a Demon (#23), off-board, for bob in game 1, paying A$15 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 Demon
bob creates a Demon (#24), off-board, for bob in game 1, paying A$15 to the Treasury (R1230.1 2 E)

alice> play 1 place * j15
alice places a Zombie on j15 (R1230.2 6 C)
Weights: alice 8, bob 40 (R1230.3)
game 1 turn 19: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place * j11
bob places a Zombie on j11 (R1230.2 6 C)
Weights: alice 8, bob 47 (R1230.3)
game 1 turn 20: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 8, bob 47 (R1230.3)
game 1 turn 21: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place D e9
bob places a Demon on e9 (R1230.2 6 C)
Weights: alice 8, bob 56.5 (R1230.3)
game 1 turn 22: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 8, bob 56.5 (R1230.3)
game 1 turn 23: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place D g7
bob places a Demon on g7 (R1230.2 6 C)
Weights: alice 8, bob 63 (R1230.3)
game 1 turn 24: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 8, bob 63 (R1230.3)
game 1 turn 25: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.18 3: the Demon itself moves, two squares outside rows 6-15 and
# columns f-o, onto row 7, between the Pawns' rows: promoted by its own Move.
bob> play 1 move e9 e7 promote e7 Camel
bob moves a Demon from e9 to e7 (R1230.2 6 A); the Demon on e7 is promoted to a Camel, by the Pawns on a5 and a9 (R1230.18 3)
Weights: alice 8, bob 63 (R1230.3)
game 1 turn 26: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 8, bob 63 (R1230.3)
game 1 turn 27: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 move j11 j12
bob moves a Zombie from j11 to j12 (R1230.2 6 A)
Weights: alice 13, bob 68 (R1230.3)
game 1 turn 28: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 13, bob 68 (R1230.3)
game 1 turn 29: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.1 3 C: a Zombie capturing a Zombie would not change its type.
bob> play 1 capture j12 j15 promote
error: a Zombie capturing a Zombie stays one: a promoted piece changes into a piece of a different type (R1230.1 3 C, R1230.21)

# R1230.18 3: "has just Moved or Captured": the Demon on g7, after the
# Zombie's Capture.
bob> play 1 capture j12 j15 promote g7 Gess
bob's Zombie on j12 captures alice's Zombie on j15 (R1230.1 4); the Demon on g7 is promoted to a Gess, by the Pawns on a5 and a9 (R1230.18 3)
Weights: alice 1, bob 69 (R1230.3)
game 1 turn 30: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)
