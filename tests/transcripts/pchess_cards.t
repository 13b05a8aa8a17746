# Two Otzma Cards whose subject is Party Chess (src/games/pchess/
# pchess_retreat.c, src/society/otzma). Tactical Retreat (R1240.9): once
# played, a Swinger may in eir turn remove one friendly piece but a King
# from the Party Board to eir off-board pieces (a Move "to an off-board
# position", R1230.2 6 A (b): `move SQ off`), until that is exercised or
# the card Countered (its Counter-Action, 3). Paratroop (R1240.10): played
# only by a Swinger in eir turn, the piece e places before the turn ends may
# attack enemy pieces (R1230.2 6 C (b)); its Counter-Action lifts that piece
# off the board (3). Go Fish Counters both (R1240.2).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#11), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#12), paying A$250 to the Treasury (R1040 V)

# The cards, as an adopted proposal's effect would create them (the
# Paratroops' limit is 1.5 times the Swingerships, R1240.10 4).
admin> entity create otzma alice
an Otzma Card (#13) is created, owned by alice

admin> entity set 13 type tactical-retreat
an Otzma Card (#13): type is tactical-retreat

admin> entity create otzma bob
an Otzma Card (#14) is created, owned by bob

admin> entity set 14 type paratroop
an Otzma Card (#14): type is paratroop

admin> entity create otzma alice
an Otzma Card (#15) is created, owned by alice

admin> entity set 15 type paratroop
an Otzma Card (#15): type is paratroop

admin> entity create otzma erin
an Otzma Card (#16) is created, owned by erin

admin> entity set 16 type tactical-retreat
an Otzma Card (#16): type is tactical-retreat

admin> entity create otzma dave
an Otzma Card (#17) is created, owned by dave

admin> entity set 17 type go-fish
an Otzma Card (#17): type is go-fish

admin> entity create otzma carol
an Otzma Card (#18) is created, owned by carol

admin> entity set 18 type go-fish
an Otzma Card (#18): type is go-fish

# R1240.9 2: with no game of Party Chess running the card would open no
# move: its use is refused and the card kept.
alice> otzma use 13
error: no game of Party Chess is running: the Tactical Retreat would open no move (R1240.9 2)

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

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 place K t20
bob places a King on t20 (R1230.2 6 C)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place K a1
alice places a King on a1 (R1230.2 6 C)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place R h10
bob places a Rook on h10 (R1230.2 6 C)
Weights: alice 1, bob 20 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place R c5
alice places a Rook on c5 (R1230.2 6 C)
Weights: alice 20, bob 20 (R1230.3)
game 1 turn 5: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 6 C: a Placement may not attack an opposing piece...
bob> play 1 place B e7
error: a piece Placed on e7 would attack an opposing piece (R1230.2 6 C)

# R1240.10 2: a Paratroop is played only by a Swinger in eir turn.
alice> otzma use 15
error: a Paratroop may be played only by a Swinger, in eir turn of Party Chess (R1240.10 2)

# ... unless it is made under a Paratroop (6 C (b)): bob plays one in his
# turn, and his Bishop placed on e7 attacks alice's Rook on c5.
bob> otzma use 14
bob uses the Otzma Card #14, a Paratroop (R1240.10); it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
in game 1, the piece bob places before the end of this turn may attack enemy pieces (R1240.10 2, R1230.2 6 C (b))

bob> play 1 place B e7
bob places a Bishop on e7 (R1230.2 6 C); the piece is placed under the Paratroop #14 (R1240.10 2)
Weights: alice 20, bob 41 (R1230.3)
game 1 turn 6: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1240.9 2: alice plays a Tactical Retreat; a King may not be removed,
# her Rook may, to her off-board pieces (R1230.2 6 A (b)).
alice> otzma use 13
alice uses the Otzma Card #13, a Tactical Retreat (R1240.9); it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
in game 1 a Swinger may, in eir turn, remove one friendly piece but a King from the Party Board: `play 1 move SQUARE off` (R1240.9 2, R1230.2 6 A (b))

alice> play 1 move a1 off
error: a King may not be removed from the board this way (R1240.9 2)

alice> play 1 move c5 off
alice removes a Rook from c5 to eir off-board pieces (R1230.2 6 A (b), R1240.9 2); the move the Tactical Retreat #13 opened is exercised (R1240.9 2)
Weights: alice 1, bob 36 (R1230.3)
game 1 turn 7: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# The move was exercised: it is no longer available.
bob> play 1 move h10 off
error: a Move off the board is legal only while a Tactical Retreat's move is open (R1230.2 6 A (b), R1240.9 2)

# R1240.10 3: dave's Go Fish Counters the Paratroop: the Bishop placed
# under it is removed from the board to bob's off-board pieces.
dave> otzma use 17 #14
dave uses the Otzma Card #17, a Go Fish (R1240.2) on #14; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Paratroop #14 is Countered (R1240.1 E 9 a)
the Bishop placed on e7 under the Paratroop #14 is removed from the Party Board to bob's off-board pieces (R1240.10 3)
Weights: alice 1, bob 20 (R1230.3)

# R1240.9 3: erin (no Swinger need play it) plays a Tactical Retreat and
# carol's Go Fish Counters it: the move it opened is no longer available.
erin> otzma use 16
erin uses the Otzma Card #16, a Tactical Retreat (R1240.9); it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
in game 1 a Swinger may, in eir turn, remove one friendly piece but a King from the Party Board: `play 1 move SQUARE off` (R1240.9 2, R1230.2 6 A (b))

carol> otzma use 18 #16
carol uses the Otzma Card #18, a Go Fish (R1240.2) on #16; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Tactical Retreat #16 is Countered (R1240.1 E 9 a)
the move the Tactical Retreat #16 opened in game 1 is no longer available (R1240.9 3)

bob> play 1 move h10 off
error: a Move off the board is legal only while a Tactical Retreat's move is open (R1230.2 6 A (b), R1240.9 2)

> game show 1
game 1: Party Chess (R1230), running; referee carol
players: alice, bob
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  K1
19 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
18 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
17 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
16 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
15 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
14 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
13 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
12 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
11 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
10 .  .  .  .  .  .  .  R1 .  .  .  .  .  .  .  .  .  .  .  .
 9 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 8 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 7 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 K0 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 7
play list: bob, alice
swingers:
  swinger=alice side=0 weight=1 swingership=11 chosen=yes check=no
  swinger=bob side=1 weight=20 swingership=12 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=a1 mv=0 entity=19
  piece=King char=K swinger=bob square=t20 mv=0 entity=20
  piece=Rook char=R swinger=alice square=off mv=9 entity=21
  piece=Bishop char=B swinger=alice square=off mv=6 entity=22
  piece=Camel char=C swinger=alice square=off mv=5 entity=23
  piece=Pawn char=p swinger=alice square=off mv=1 entity=24
  piece=Pawn char=p swinger=alice square=off mv=1 entity=25
  piece=Rook char=R swinger=bob square=h10 mv=9 entity=26
  piece=Bishop char=B swinger=bob square=off mv=6 entity=27
  piece=Camel char=C swinger=bob square=off mv=5 entity=28
  piece=Pawn char=p swinger=bob square=off mv=1 entity=29
  piece=Pawn char=p swinger=bob square=off mv=1 entity=30
