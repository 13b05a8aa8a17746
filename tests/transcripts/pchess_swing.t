# The Swingerships behind the seats of Party Chess (R1230.1 2 A: a
# Swinger's pieces are owned by eir Swingership; src/games/pchess): one
# traded to a player who does not play takes its pieces and its turns to
# eir new owner; one destroyed (a Free one released, R1040 VII) has its
# pieces destroyed (R1040 VIII) and leaves the Swinger Play List (R1230.2
# 3 E).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#9), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#10), paying A$250 to the Treasury (R1040 V)

carol> swingership buy Gamma
carol creates the Free Swingership "Gamma" (#11), paying A$250 to the Treasury (R1040 V)

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

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

alice> play 1 place K e4
alice places a King on e4 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 0 (R1230.3)
game 1 turn 2: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# alice trades Alpha to erin, who does not play: erin now plays its pieces.
admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> trade offer to erin #9 for nothing
offer 1: alice offers to erin: a Swingership (#9) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

erin> trade accept 1
game 1: erin now plays the pieces of alice's Swingership (R1230.1 2 A)
trade 1 settled: alice gives a Swingership (#9) to erin (R515 ¶4)

alice> play 1 pass
error: you are not playing game 1

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: erin, bob, carol
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
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
 8 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 7 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  K0 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 2
play list: carol, bob, erin
swingers:
  swinger=erin side=0 weight=1 swingership=9 chosen=no check=no
  swinger=bob side=1 weight=0 swingership=10 chosen=yes check=no
  swinger=carol side=2 weight=0 swingership=11 chosen=no check=no
pieces:
  piece=King char=K swinger=erin square=e4 mv=0
  piece=King char=K swinger=bob square=off mv=0
  piece=King char=K swinger=carol square=off mv=0
  piece=Rook char=R swinger=bob square=off mv=9
  piece=Bishop char=B swinger=bob square=off mv=6
  piece=Camel char=C swinger=bob square=off mv=5
  piece=Pawn char=p swinger=bob square=off mv=1
  piece=Pawn char=p swinger=bob square=off mv=1

carol> play 1 place K t20
carol places a King on t20 (R1230.2 6 C)
Weights: erin 1, bob 0, carol 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1040 VII: a Free Swingership released is destroyed; VIII: its pieces are
# destroyed; R1230.2 3 E: it leaves the list, and the next Swinger plays.
bob> swingership release Beta
the Swingership "Beta" (#10) goes Somewhere Else and, being Free, is destroyed (R1040 VII)
game 1: bob's Swingership is destroyed: its Party Chess Pieces are destroyed and it leaves the Swinger Play List (R1040 VIII, R1230.2 3 E)
Weights: erin 1, bob 0, carol 1 (R1230.3)
game 1 turn 4: erin to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: erin, bob, carol
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
 8 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 7 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  K0 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 4
play list: erin, carol
swingers:
  swinger=erin side=0 weight=1 swingership=9 chosen=no check=no
  swinger=bob side=1 weight=0 swingership=0 chosen=yes check=no
  swinger=carol side=2 weight=1 swingership=11 chosen=no check=no
pieces:
  piece=King char=K swinger=erin square=e4 mv=0
  piece=King char=K swinger=carol square=t20 mv=0

# Gamma to erin, who plays already: the seat has no Swinger now (one
# player, one seat: RULINGS); carol no longer plays its pieces, and its
# turns are played by default (R1230.2 4).
carol> trade offer to erin #11 for nothing
offer 2: carol offers to erin: a Swingership (#11) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

erin> trade accept 2
trade 2 settled: carol gives a Swingership (#11) to erin (R515 ¶4)

carol> play 1 pass
error: you no longer own the Swingership whose pieces you played: only its Swinger plays them (R1230.1 2 A)

clock advance 3d
clock: dave is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: erin's time is up: e Passes by default (R1230.2 4)
Weights: erin 1, bob 0, carol 1 (R1230.3)
game 1 turn 5: carol to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-04T00:00:00Z

