# Party Chess's economy (Ackanomic R1230.1 2 A-F, 3 G, 7; R1045 c): the
# pieces as entities held through their Swingership (`pchess.entities`, 1
# from level 8), moving to a capturer (R1230.1 4); the monthly free piece
# (2 D), a bought piece and its price (2 E), the 15-piece limit, a piece
# destroyed for its material value (2 F), points converted into a piece
# (R1045 c) with each refusal the rules name; the A$ and the pieces
# accounted for at the end. Each refusal is one line and changes nothing.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#9), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#10), paying A$250 to the Treasury (R1040 V)

# Turns of 30 days, so that a month passes in few of them (R1230.2 4).
admin> param set pchess.turn 30d
pchess.turn = 30d (R1230.2 4)

dave> game new pchess
game 1 (Party Chess, R1230) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# R1230.2 2 B: a King each, off-board: R1230.1 7, each an entity held by
# the Swinger of its Swingership (R1230.1 2 A; docs/RULINGS.md).
dave> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob; referee dave
dave holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: bob, alice (R1230.2 3 A)
game 1 turn 1: bob to play by 2001-01-31T00:00:00Z (R1230.2 3 B, 4)

> holdings alice
alice holds 650 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Swingership (#9); provisional no
Party Chess Piece (#11)
total wealth: A$650 (R506)

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

> entities piece
12 entities of the kind Party Chess Pieces
Party Chess Piece (#11): alice
Party Chess Piece (#12): bob
Party Chess Piece (#13): alice
Party Chess Piece (#14): alice
Party Chess Piece (#15): alice
Party Chess Piece (#16): alice
Party Chess Piece (#17): alice
Party Chess Piece (#18): bob
Party Chess Piece (#19): bob
Party Chess Piece (#20): bob
Party Chess Piece (#21): bob
Party Chess Piece (#22): bob

> params pchess.entities
pchess.entities = 1 (R1230.1 7; 0 to 1): 1: each Party Chess Piece is an entity, held by its Swingership's Swinger

# R1230.1 2 D: alice's pieces' material value is 22: a free piece of at
# most (120-22)/10 = 9.8, so a Rook (9); off-board.
alice> play 1 free Rook
alice chooses a free Rook (#23), off-board (R1230.1 2 D)

# Once per calendar month.
alice> play 1 free p
error: you have chosen your free piece this calendar month already (R1230.1 2 D)

# R1230.1 2 D: (120-31)/10 = 8.9 next month: no Rook, but a Gess (8).
clock advance 31d
clock: dave is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 0) 1, bob (Weight 0) 1
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice's score rose by 1: e receives A$1 from the Treasury (R508)
bob's score rose by 1: e receives A$1 from the Treasury (R508)
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 0) 1, bob (Weight 0) 1
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 2: alice to play by 2001-03-02T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-02-01T00:00:00Z

alice> play 1 free R
error: your pieces' material value is 31: a free piece's is at most (120-31)/10, and a Rook's is 9 (R1230.1 2 D)

alice> play 1 free Gess
alice chooses a free Gess (#24), off-board (R1230.1 2 D)

# Only a Swinger playing the game chooses one (R1230.1 2 A).
carol> play 1 free p
error: you are not playing game 1

# R1230.1 2 E: carol, no Swinger, creates a Rook for bob: A$1 + A$7 x 9 =
# A$64 to the Treasury.
carol> pchess buy 1 Rook for bob
carol creates a Rook (#25), off-board, for bob in game 1, paying A$64 to the Treasury (R1230.1 2 E)

> balance carol
carol: 0 points, 836 A$

# A King may not be purchased.
carol> pchess buy 1 King for bob
error: a King may not be purchased (R1230.1 2 E)

# Only for a Swinger of the game, and only a piece some PartyChessPieceDef rule defines (R1230.1 3 A).
carol> pchess buy 1 Pawn for carol
error: carol is no Swinger playing game 1 (R1230.1 2 E)

carol> pchess buy 1 Wizard for bob
error: 'Wizard' is no Party Chess piece (R1230.1 3 A; see docs/GAMES.md)

# bob owns 7; eight Pawns (A$8 each) make 15.
bob> pchess buy 1 p
bob creates a Pawn (#26), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#27), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#28), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#29), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#30), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#31), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#32), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

bob> pchess buy 1 p
bob creates a Pawn (#33), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

# "not ... if the Swinger ... already owns 15 or more".
carol> pchess buy 1 p for bob
error: bob owns 15 Party Chess Pieces: no more may be created for em (R1230.1 2 E)

# R1230.1 2 F: bob destroys a Rook and receives its material value, A$9,
# from the Treasury; then e may buy again.
bob> play 1 destroy R
bob destroys eir Rook (#18) and receives A$9 from the Treasury (R1230.1 2 F)

> balance bob
bob: 2 points, 596 A$

bob> play 1 destroy Demon
error: you have no Demon off-board: name an on-board one by its square (R1230.1 2 F)

bob> play 1 destroy e5
error: there is no piece on e5

# R1045 c: N points into a piece of material value at most (5*N)/7.
admin> mint 10 points to carol
carol gains 10 points; now 10

# 7 points give 5: no Rook (9).
carol> convert piece 7 Rook for alice
error: a Rook's material value 9 is more than (5*7)/7 (R1045 c)

# Not below zero (R1045 ¶2).
carol> convert piece 14 Rook for alice
error: you have 10 points: converting 14 would leave you negative (R1045 ¶2)

# A second King is over the instance limit (R1230.4 A).
carol> convert piece 1 King for alice
error: a second King is over the instance limit of one King per Swinger (R1230.4 A, R1230.1 3 G, R1045 c)

# bob owns 15 again after one more Pawn: none may be converted for em.
bob> pchess buy 1 p
bob creates a Pawn (#34), off-board, for bob in game 1, paying A$8 to the Treasury (R1230.1 2 E)

carol> convert piece 7 p for bob
error: bob owns 15 Party Chess Pieces: no more may be created for em (R1045 c)

carol> convert piece 7 Camel for alice
carol converts 7 points into a Camel (#35), off-board, for alice in game 1 (R1045 c)

> balance carol
carol: 3 points, 836 A$

> holdings alice
alice holds 2 points, 651 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Swingership (#9); provisional no
Party Chess Piece (#11)
Party Chess Piece (#13)
Party Chess Piece (#14)
Party Chess Piece (#15)
Party Chess Piece (#16)
Party Chess Piece (#17)
Party Chess Piece (#23)
Party Chess Piece (#24)
Party Chess Piece (#35)
total wealth: A$651 (R506)

# R1230.1 4: a capture moves the piece, and its entity, to the capturer:
# alice's Rook on a5 takes bob's Camel on c5 (R1230.6: the Camel attacks
# nothing from there; a piece Placed may be attacked, R1230.2 6 C).
alice> play 1 place R a5
alice places a Rook on a5 (R1230.2 6 C)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 3: bob to play by 2001-03-03T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place C c5
bob places a Camel on c5 (R1230.2 6 C)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 4: alice to play by 2001-03-03T00:00:00Z (R1230.2 3 B, 4)

> entity show #20
a Party Chess Piece (#20): nontradeable, nameless (R1230.1)
owner: bob
created 2001-01-01T00:00:00Z, event 15: R1230.1 7: a Camel in game 1
description: a Camel of the Swingership #10 in game 1

alice> play 1 capture a5 c5
alice's Rook on a5 captures bob's Camel on c5 (R1230.1 4)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 5: bob to play by 2001-03-03T00:00:00Z (R1230.2 3 B, 4)

> entity show #20
a Party Chess Piece (#20): nontradeable, nameless (R1230.1)
owner: alice
created 2001-01-01T00:00:00Z, event 15: R1230.1 7: a Camel in game 1
description: a Camel of the Swingership #9 in game 1

# R1230.1 2 F: "a Party Chess Piece in eir possession" only.
bob> play 1 destroy c5
error: the Rook on c5 is not yours: a Swinger destroys a piece in eir possession (R1230.1 2 F)

# R1045 c: a positive number of points.
carol> convert piece -3 p for alice
error: '-3' is no positive number of points (R1045 c)

carol> convert piece 7 p for erin
error: no player 'erin'

carol> convert piece 7 p
error: usage: convert piece N TYPE for SWINGER (R1045 c)

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: alice, bob
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
 5 .  .  R0 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 5
play list: bob, alice
swingers:
  swinger=alice side=0 weight=0 swingership=9 chosen=yes check=no
  swinger=bob side=1 weight=0 swingership=10 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=off mv=0 entity=11
  piece=King char=K swinger=bob square=off mv=0 entity=12
  piece=Rook char=R swinger=alice square=c5 mv=9 entity=13
  piece=Bishop char=B swinger=alice square=off mv=6 entity=14
  piece=Camel char=C swinger=alice square=off mv=5 entity=15
  piece=Pawn char=p swinger=alice square=off mv=1 entity=16
  piece=Pawn char=p swinger=alice square=off mv=1 entity=17
  piece=Bishop char=B swinger=bob square=off mv=6 entity=19
  piece=Camel char=C swinger=alice square=off mv=5 entity=20
  piece=Pawn char=p swinger=bob square=off mv=1 entity=21
  piece=Pawn char=p swinger=bob square=off mv=1 entity=22
  piece=Rook char=R swinger=alice square=off mv=9 entity=23
  piece=Gess char=G swinger=alice square=off mv=8 entity=24
  piece=Rook char=R swinger=bob square=off mv=9 entity=25
  piece=Pawn char=p swinger=bob square=off mv=1 entity=26
  piece=Pawn char=p swinger=bob square=off mv=1 entity=27
  piece=Pawn char=p swinger=bob square=off mv=1 entity=28
  piece=Pawn char=p swinger=bob square=off mv=1 entity=29
  piece=Pawn char=p swinger=bob square=off mv=1 entity=30
  piece=Pawn char=p swinger=bob square=off mv=1 entity=31
  piece=Pawn char=p swinger=bob square=off mv=1 entity=32
  piece=Pawn char=p swinger=bob square=off mv=1 entity=33
  piece=Pawn char=p swinger=bob square=off mv=1 entity=34
  piece=Camel char=C swinger=alice square=off mv=5 entity=35

# R1230.1 2 A: the pieces are the Swingership's: bob trades Beta (#10) to
# carol, who does not play; she now plays its pieces, and holds them.
bob> trade offer to carol #10 for nothing
offer 1: bob offers to carol: a Swingership (#10) for nothing; it stands until 2001-02-04T00:00:00Z (R515 ¶2, ¶3)

carol> trade accept 1
game 1: carol now plays the pieces of bob's Swingership (R1230.1 2 A)
trade 1 settled: bob gives a Swingership (#10) to carol (R515 ¶4)

> holdings carol
carol holds 3 points, 836 A$
Kaa of Land (#5)
Building "carol's House" (#6)
Swingership (#10); provisional no
Party Chess Piece (#12)
Party Chess Piece (#19)
Party Chess Piece (#21)
Party Chess Piece (#22)
Party Chess Piece (#25)
Party Chess Piece (#26)
Party Chess Piece (#27)
Party Chess Piece (#28)
Party Chess Piece (#29)
Party Chess Piece (#30)
Party Chess Piece (#31)
Party Chess Piece (#32)
Party Chess Piece (#33)
Party Chess Piece (#34)
total wealth: A$836 (R506)

# R1230.2 2 C: a Swinger who joins the running game has a King, off-board,
# and chooses five pieces: each an entity of eirs.
admin> join erin
welcome, erin (Voting); A$900 from the Treasury

erin> swingership buy Epsilon
erin creates the Free Swingership "Epsilon" (#38), paying A$250 to the Treasury (R1040 V)

erin> game join 1
erin joins game 1; erin has a King off-board, chooses five pieces, and is at the bottom of the Swinger Play List (R1230.2 2 C, 3 F)

erin> play 1 choose R B C p p
erin chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

> holdings erin
erin holds 650 A$
Kaa of Land (#36)
Building "erin's House" (#37)
Swingership (#38); provisional no
Party Chess Piece (#39)
Party Chess Piece (#40)
Party Chess Piece (#41)
Party Chess Piece (#42)
Party Chess Piece (#43)
Party Chess Piece (#44)
total wealth: A$650 (R506)

# The pieces accounted for: one entity for each piece (the destroyed Rook
# #18 is gone).
> entities piece
30 entities of the kind Party Chess Pieces
Party Chess Piece (#11): alice
Party Chess Piece (#12): carol
Party Chess Piece (#13): alice
Party Chess Piece (#14): alice
Party Chess Piece (#15): alice
Party Chess Piece (#16): alice
Party Chess Piece (#17): alice
Party Chess Piece (#19): carol
Party Chess Piece (#20): alice
Party Chess Piece (#21): carol
Party Chess Piece (#22): carol
Party Chess Piece (#23): alice
Party Chess Piece (#24): alice
Party Chess Piece (#25): carol
Party Chess Piece (#26): carol
Party Chess Piece (#27): carol
Party Chess Piece (#28): carol
Party Chess Piece (#29): carol
Party Chess Piece (#30): carol
Party Chess Piece (#31): carol
Party Chess Piece (#32): carol
Party Chess Piece (#33): carol
Party Chess Piece (#34): carol
Party Chess Piece (#35): alice
Party Chess Piece (#39): erin
Party Chess Piece (#40): erin
Party Chess Piece (#41): erin
Party Chess Piece (#42): erin
Party Chess Piece (#43): erin
Party Chess Piece (#44): erin

@verify

# The A$ are all accounted for (R506 ¶3): the Treasury's and the players'.
> treasury
the Treasury holds A$96350 (R505 I)
A$ held in all: 100000; Trinkets' values: 0; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)
