# Party Chess (Ackanomic R1230.x): a King captured (R1230.2 8). carol's
# Bishop on h4 blocks two lines at once; when it moves, alice's Rook on h1
# attacks bob's King on h8 and bob's Rook on l4 attacks alice's King on e4:
# both are in Check at once (R1230.2 3 D: they go up keeping their order;
# 6: each may make one Atomic Play only). bob, above alice, captures her
# King: she pays A$100 (8 (i)), has a new King off-board (8 (ii)) and has
# surrendered (all her pieces off-board), which leaves bob out of Check.

@include three_players.inc

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#7), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#8), paying A$250 to the Treasury (R1040 V)

carol> swingership buy Gamma
carol creates the Free Swingership "Gamma" (#9), paying A$250 to the Treasury (R1040 V)

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> game new pchess
game 1 (Party Chess, R1230) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob, carol; referee dave
dave holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: alice, carol, bob (R1230.2 3 A)
game 1 turn 1: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

carol> play 1 choose R B C p p
carol chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

# R1230.2 6 C: Placements that attack nothing.
alice> play 1 place K e4
alice places a King on e4 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 0 (R1230.3)
game 1 turn 2: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 place K t20
carol places a King on t20 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place K h8
bob places a King on h8 (R1230.2 6 C)
Weights: alice 1, bob 1, carol 1 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place R a1
alice places a Rook on a1 (R1230.2 6 C)
Weights: alice 20, bob 1, carol 1 (R1230.3)
game 1 turn 5: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 place B h4
carol places a Bishop on h4 (R1230.2 6 C)
Weights: alice 20, bob 1, carol 17 (R1230.3)
game 1 turn 6: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place R l1
bob places a Rook on l1 (R1230.2 6 C)
Weights: alice 20, bob 20, carol 17 (R1230.3)
game 1 turn 7: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 6 A: a Move may attack (only a Placement may not): the Rook on
# h1 attacks bob's Rook on l1 and carol's Bishop on h4.
alice> play 1 move a1 h1
alice moves a Rook from a1 to h1 (R1230.2 6 A)
Weights: alice 22, bob 25, carol 17 (R1230.3)
game 1 turn 8: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 pass
carol Passes (R1230.2 6 E)
Weights: alice 22, bob 25, carol 17 (R1230.3)
game 1 turn 9: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 move l1 l4
bob moves a Rook from l1 to l4 (R1230.2 6 A)
Weights: alice 25, bob 25, carol 17 (R1230.3)
game 1 turn 10: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 25, bob 25, carol 17 (R1230.3)
game 1 turn 11: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# The Bishop moves off both lines: two Swingers in Check; bob was above
# alice on the list, and stays so (R1230.2 3 D).
carol> play 1 move h4 g3
carol moves a Bishop from h4 to g3 (R1230.2 6 A)
bob is in Check (R1230.2 7)
alice is in Check (R1230.2 7)
Weights: alice 25, bob 25, carol 17 (R1230.3)
game 1 turn 12: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 7: h9 is still on the h file.
bob> play 1 move h8 h9
error: you would be in Check at the end of your turn (R1230.2 7)

# R1230.2 6: "When more there is more than one Swinger in a state of
# check ... only Atomic Plays".
bob> play 1 move h8 g8 place C c5
error: while more than one Swinger is in Check, a Play is a single Atomic Play (R1230.2 6)

# R1230.2 8: the SneakThief takes the Sucker's King; the King captured
# is over bob's limit of one (R1230.4 A) and off-board: destroyed
# (R1230.1 3 G). bob 20 = Rook 9 + 10 + King 1.
bob> play 1 capture l4 e4
bob's Rook on l4 captures alice's King on e4 (R1230.1 4)
alice's King is captured: e pays A$100 to bob; e has a new King off-board and has surrendered: eir pieces are off-board (R1230.2 8)
Weights: alice 0, bob 20, carol 17 (R1230.3)
game 1 turn 13: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# alice: A$900 - A$250 (Alpha) - A$100; bob: A$900 - A$250 + A$100.
> balance alice
alice: 0 points, 550 A$

> balance bob
bob: 0 points, 750 A$

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: alice, bob, carol
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  K2
19 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
18 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
17 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
16 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
15 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
14 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
13 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
12 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
11 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
10 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 9 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 8 .  .  .  .  .  .  .  K1 .  .  .  .  .  .  .  .  .  .  .  .
 7 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  R1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  B2 .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 13
play list: alice, carol, bob
swingers:
  swinger=alice side=0 weight=0 swingership=7 chosen=yes check=no
  swinger=bob side=1 weight=20 swingership=8 chosen=yes check=no
  swinger=carol side=2 weight=17 swingership=9 chosen=yes check=no
pieces:
  piece=King char=K swinger=bob square=h8 mv=0
  piece=King char=K swinger=carol square=t20 mv=0
  piece=Rook char=R swinger=alice square=off mv=9
  piece=Bishop char=B swinger=alice square=off mv=6
  piece=Camel char=C swinger=alice square=off mv=5
  piece=Pawn char=p swinger=alice square=off mv=1
  piece=Pawn char=p swinger=alice square=off mv=1
  piece=Rook char=R swinger=bob square=e4 mv=9
  piece=Bishop char=B swinger=bob square=off mv=6
  piece=Camel char=C swinger=bob square=off mv=5
  piece=Pawn char=p swinger=bob square=off mv=1
  piece=Pawn char=p swinger=bob square=off mv=1
  piece=Rook char=R swinger=carol square=off mv=9
  piece=Bishop char=B swinger=carol square=g3 mv=6
  piece=Camel char=C swinger=carol square=off mv=5
  piece=Pawn char=p swinger=carol square=off mv=1
  piece=Pawn char=p swinger=carol square=off mv=1
  piece=King char=K swinger=alice square=off mv=0

