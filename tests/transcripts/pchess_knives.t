# Stabber's Knives (Ackanomic R1230.30) and Winning a Hand of Party Chess
# (R1230.40), by themselves from level 8 (`pchess.hands`): a King captured
# gives its Capturer a Knife; a Surrender as a Play (and the default one of
# R1230.2 4) gives one to each Swinger who was checking the King; a
# Swinger holding more Knives than half the number of Swingers wins the
# hand: the title, the ChessChamp's Cardigan and a point per Swinger (a),
# every Knife destroyed (b), every piece off-board (c), the excess over
# the limit destroyed at random with compensation (d), and free pieces for
# a Swingership with fewer than 6 (e); a second win turns the Cardigan into
# a Tarnished Badge of Gluery. The game's opening is pchess_king.t's, where
# alice's Rook on h1 and bob's Rook on l4 give two Checks at once.

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
bob receives a Stabber's Knife (#30) (R1230.40 ¶1: the Capturer of a King)
Weights: alice 0, bob 20, carol 17 (R1230.3)
game 1 turn 13: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.40 ¶1: the Capturer receives a newly created Stabber's Knife.
# Three Swingers: bob's one is no more than half of 3, and 1 Knife in all
# does not exceed 3 (¶2): no winner yet.
> holdings bob
bob holds 750 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Swingership (#8); provisional no
Party Chess Piece (#13)
Party Chess Piece (#20)
Party Chess Piece (#21)
Party Chess Piece (#22)
Party Chess Piece (#23)
Party Chess Piece (#24)
Stabber's Knife (#30)
total wealth: A$750 (R506)

# R1230.1 2 F: carol destroys a Pawn, for A$1: five pieces left.
carol> play 1 destroy p
carol destroys eir Pawn (#28) and receives A$1 from the Treasury (R1230.1 2 F)

alice> play 1 place K a20
alice places a King on a20 (R1230.2 6 C)
Weights: alice 1, bob 20, carol 17 (R1230.3)
game 1 turn 14: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 pass
carol Passes (R1230.2 6 E)
Weights: alice 1, bob 20, carol 17 (R1230.3)
game 1 turn 15: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# For d) below without 16 pieces: the limit of R1230.40 d (R1230.1 2 E)
# set to 5 by the admin.
admin> param set pchess.max_owned 5
pchess.max_owned = 5 (R1230.1 2 E, R1045 c, R1230.40 d)

# bob Places a Bishop on p14, attacking nothing (R1230.2 6 C), then moves
# it to o15, on the diagonal of carol's King on t20: Check (R1230.2 7).
bob> play 1 place B p14
bob places a Bishop on p14 (R1230.2 6 C)
Weights: alice 1, bob 36, carol 17 (R1230.3)
game 1 turn 16: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 1, bob 36, carol 17 (R1230.3)
game 1 turn 17: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 pass
carol Passes (R1230.2 6 E)
Weights: alice 1, bob 36, carol 17 (R1230.3)
game 1 turn 18: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 move p14 o15
bob moves a Bishop from p14 to o15 (R1230.2 6 A)
carol is in Check (R1230.2 7)
Weights: alice 1, bob 41, carol 17 (R1230.3)
game 1 turn 19: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.40 ¶1: carol Surrenders as a Play; bob was checking her King and
# receives a Knife: 2, more than half of 3 (¶2). bob wins the hand: a) the
# Cardigan and 3 points; b) both Knives destroyed; c) every piece
# off-board; d) alice and bob own 6, over 5: one piece each (not the
# King) destroyed at random, A$3 x its material value paid; e) each now
# has 5, fewer than 6: 1 more of material value at most 30 - 25 = 5.
carol> play 1 surrender
carol Surrenders: all eir pieces are off-board (R1230.2 6 F)
bob receives a Stabber's Knife (#32) (R1230.40 ¶1: checking the King of one who surrendered)
bob is declared the Winner of this Game of Party Chess and receives the title "Winner of a game of Party Chess" (R1230.40 ¶2)
bob receives a ChessChamp's Cardigan (#33) (R1230.40 a)
bob receives 3 points, 1 for every Swinger in the game (R1230.40 a)
2 Stabber's Knives are destroyed (R1230.40 b)
all on-board pieces are placed off-board (R1230.40 c)
alice's Rook is destroyed at random, A$27 paid (R1230.40 d)
alice has 5 pieces: e may choose 1 more of material value 5 or less in all before eir first non-Pass move (`play 1 choose ...`, R1230.40 e)
bob's Camel is destroyed at random, A$15 paid (R1230.40 d)
bob has 5 pieces: e may choose 1 more of material value 5 or less in all before eir first non-Pass move (`play 1 choose ...`, R1230.40 e)
carol has 5 pieces: e may choose 1 more of material value 5 or less in all before eir first non-Pass move (`play 1 choose ...`, R1230.40 e)
Weights: alice 0, bob 0, carol 0 (R1230.3)
game 1 turn 20: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> holdings bob
bob holds 3 points, 765 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Swingership (#8); provisional no
Party Chess Piece (#13)
Party Chess Piece (#20)
Party Chess Piece (#21)
Party Chess Piece (#23)
Party Chess Piece (#24)
ChessChamp's Cardigan (#33); worn no
total wealth: A$765 (R506)

> entities knife
0 entities of the kind Stabber's Knives

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: alice, bob, carol
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
 4 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 20
play list: alice, bob, carol
swingers:
  swinger=alice side=0 weight=0 swingership=7 chosen=yes check=no free pieces owed=1
  swinger=bob side=1 weight=0 swingership=8 chosen=yes check=no hands won=1 free pieces owed=1
  swinger=carol side=2 weight=0 swingership=9 chosen=yes check=no free pieces owed=1
pieces:
  piece=King char=K swinger=bob square=off mv=0 entity=13
  piece=King char=K swinger=carol square=off mv=0 entity=14
  piece=Bishop char=B swinger=alice square=off mv=6 entity=16
  piece=Camel char=C swinger=alice square=off mv=5 entity=17
  piece=Pawn char=p swinger=alice square=off mv=1 entity=18
  piece=Pawn char=p swinger=alice square=off mv=1 entity=19
  piece=Rook char=R swinger=bob square=off mv=9 entity=20
  piece=Bishop char=B swinger=bob square=off mv=6 entity=21
  piece=Pawn char=p swinger=bob square=off mv=1 entity=23
  piece=Pawn char=p swinger=bob square=off mv=1 entity=24
  piece=Rook char=R swinger=carol square=off mv=9 entity=25
  piece=Bishop char=B swinger=carol square=off mv=6 entity=26
  piece=Camel char=C swinger=carol square=off mv=5 entity=27
  piece=Pawn char=p swinger=carol square=off mv=1 entity=29
  piece=King char=K swinger=alice square=off mv=0 entity=31

# R1230.40 e: one piece, of material value 5 or less, chosen for free
# before eir first non-Pass move.
alice> play 1 choose R
error: those pieces' material value is 9, over 5 (R1230.40 e)

alice> play 1 choose C p
error: choose exactly 1 pieces (R1230.40 e)

alice> play 1 choose C
alice chooses Camel (material value 5), free, off-board (R1230.40 e)

alice> play 1 place K a20
alice places a King on a20 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 0 (R1230.3)
game 1 turn 21: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# A Placement is a non-Pass move: bob's right lapses (R1230.40 e).
bob> play 1 place K h8
bob places a King on h8 (R1230.2 6 C)
bob's right to eir free pieces lapses: e made a non-Pass move (R1230.40 e)
Weights: alice 1, bob 1, carol 0 (R1230.3)
game 1 turn 22: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 choose p
error: you have chosen your pieces already (R1230.2 2 B)

# A Pass keeps it: carol chooses after one.
carol> play 1 pass
carol Passes (R1230.2 6 E)
Weights: alice 1, bob 1, carol 0 (R1230.3)
game 1 turn 23: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 choose p
carol chooses Pawn (material value 1), free, off-board (R1230.40 e)

admin> param set pchess.max_owned 15
pchess.max_owned = 15 (R1230.1 2 E, R1045 c, R1230.40 d)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 1, bob 1, carol 0 (R1230.3)
game 1 turn 24: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place B p14
bob places a Bishop on p14 (R1230.2 6 C)
Weights: alice 1, bob 17, carol 0 (R1230.3)
game 1 turn 25: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 place K t20
carol places a King on t20 (R1230.2 6 C)
Weights: alice 1, bob 17, carol 1 (R1230.3)
game 1 turn 26: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 1, bob 17, carol 1 (R1230.3)
game 1 turn 27: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 move p14 o15
bob moves a Bishop from p14 to o15 (R1230.2 6 A)
carol is in Check (R1230.2 7)
Weights: alice 1, bob 22, carol 1 (R1230.3)
game 1 turn 28: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 4: carol's time runs out in Check: she Surrenders by default, a
# Play made for her (docs/RULINGS.md): bob, checking her King, receives a
# Knife (R1230.40 ¶1). 1 of 3: no winner.
clock advance 3d
clock: dave is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: carol's time is up in Check: e Surrenders by default (R1230.2 4)
bob receives a Stabber's Knife (#36) (R1230.40 ¶1: checking the King of one who surrendered)
Weights: alice 1, bob 17, carol 0 (R1230.3)
game 1 turn 29: alice to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-04T00:00:00Z

# carol's King again, off bob's Bishop's diagonals; bob checks it from p14.
alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 1, bob 17, carol 0 (R1230.3)
game 1 turn 30: bob to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 1, bob 17, carol 0 (R1230.3)
game 1 turn 31: carol to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 place K t18
carol places a King on t18 (R1230.2 6 C)
Weights: alice 1, bob 17, carol 1 (R1230.3)
game 1 turn 32: alice to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 1, bob 17, carol 1 (R1230.3)
game 1 turn 33: bob to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 move o15 p14
bob moves a Bishop from o15 to p14 (R1230.2 6 A)
carol is in Check (R1230.2 7)
Weights: alice 1, bob 22, carol 1 (R1230.3)
game 1 turn 34: carol to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

# bob's second Knife wins him a second hand: his ChessChamp's Cardigan
# transforms into a Tarnished Badge of Gluery (R1230.40 a), 3 more points.
carol> play 1 surrender
carol Surrenders: all eir pieces are off-board (R1230.2 6 F)
bob receives a Stabber's Knife (#37) (R1230.40 ¶1: checking the King of one who surrendered)
bob is declared the Winner of this Game of Party Chess and receives the title "Winner of a game of Party Chess" (R1230.40 ¶2)
bob's ChessChamp's Cardigan (#33) transforms into a Tarnished Badge of Gluery (#38) (R1230.40 a)
bob receives 3 points, 1 for every Swinger in the game (R1230.40 a)
2 Stabber's Knives are destroyed (R1230.40 b)
all on-board pieces are placed off-board (R1230.40 c)
bob has 5 pieces: e may choose 1 more of material value 5 or less in all before eir first non-Pass move (`play 1 choose ...`, R1230.40 e)
Weights: alice 0, bob 0, carol 0 (R1230.3)
game 1 turn 35: alice to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

> holdings bob
bob holds 6 points, 765 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Swingership (#8); provisional no
Party Chess Piece (#13)
Party Chess Piece (#20)
Party Chess Piece (#21)
Party Chess Piece (#23)
Party Chess Piece (#24)
Tarnished Badge of Gluery (#38)
total wealth: A$765 (R506)

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: alice, bob, carol
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
 4 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 35
play list: alice, bob, carol
swingers:
  swinger=alice side=0 weight=0 swingership=7 chosen=yes check=no
  swinger=bob side=1 weight=0 swingership=8 chosen=yes check=no hands won=2 free pieces owed=1
  swinger=carol side=2 weight=0 swingership=9 chosen=yes check=no
pieces:
  piece=King char=K swinger=bob square=off mv=0 entity=13
  piece=King char=K swinger=carol square=off mv=0 entity=14
  piece=Bishop char=B swinger=alice square=off mv=6 entity=16
  piece=Camel char=C swinger=alice square=off mv=5 entity=17
  piece=Pawn char=p swinger=alice square=off mv=1 entity=18
  piece=Pawn char=p swinger=alice square=off mv=1 entity=19
  piece=Rook char=R swinger=bob square=off mv=9 entity=20
  piece=Bishop char=B swinger=bob square=off mv=6 entity=21
  piece=Pawn char=p swinger=bob square=off mv=1 entity=23
  piece=Pawn char=p swinger=bob square=off mv=1 entity=24
  piece=Rook char=R swinger=carol square=off mv=9 entity=25
  piece=Bishop char=B swinger=carol square=off mv=6 entity=26
  piece=Camel char=C swinger=carol square=off mv=5 entity=27
  piece=Pawn char=p swinger=carol square=off mv=1 entity=29
  piece=King char=K swinger=alice square=off mv=0 entity=31
  piece=Camel char=C swinger=alice square=off mv=5 entity=34
  piece=Pawn char=p swinger=carol square=off mv=1 entity=35

> entities cardigan
0 entities of the kind ChessChamp's Cardigans

> entities gluery
1 entity of the kind Tarnished Badges of Gluery
Tarnished Badge of Gluery (#38): bob

@verify

# Accounted for: A$ (R506 ¶3), the points (3 per hand to bob), and one
# entity per piece of the game.
> treasury
the Treasury holds A$97082 (R505 I)
A$ held in all: 100000; Trinkets' values: 0; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

> balance bob
bob: 6 points, 765 A$

> entities piece
17 entities of the kind Party Chess Pieces
Party Chess Piece (#13): bob
Party Chess Piece (#14): carol
Party Chess Piece (#16): alice
Party Chess Piece (#17): alice
Party Chess Piece (#18): alice
Party Chess Piece (#19): alice
Party Chess Piece (#20): bob
Party Chess Piece (#21): bob
Party Chess Piece (#23): bob
Party Chess Piece (#24): bob
Party Chess Piece (#25): carol
Party Chess Piece (#26): carol
Party Chess Piece (#27): carol
Party Chess Piece (#29): carol
Party Chess Piece (#31): alice
Party Chess Piece (#34): alice
Party Chess Piece (#35): carol

# R1230.40 ¶2's two tests, with Knives the admin creates (standing for the
# rules' effect): alice and carol hold 2 each, both more than half of 3,
# so no single Swinger does; 4 exceed 3, but nobody holds more than every
# other: no winner.
admin> entity create knife alice
a Stabber's Knife (#39) is created, owned by alice

admin> entity create knife alice
a Stabber's Knife (#40) is created, owned by alice

admin> entity create knife carol
a Stabber's Knife (#41) is created, owned by carol

admin> entity create knife carol
a Stabber's Knife (#42) is created, owned by carol

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 0, bob 0, carol 0 (R1230.3)
game 1 turn 36: bob to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

# A third for alice: 5 exceed 3 and alice holds more than any other: she
# wins the hand (her first Cardigan), though carol's 2 are over half too.
admin> entity create knife alice
a Stabber's Knife (#43) is created, owned by alice

bob> play 1 pass
bob Passes (R1230.2 6 E)
alice is declared the Winner of this Game of Party Chess and receives the title "Winner of a game of Party Chess" (R1230.40 ¶2)
alice receives a ChessChamp's Cardigan (#44) (R1230.40 a)
alice receives 3 points, 1 for every Swinger in the game (R1230.40 a)
5 Stabber's Knives are destroyed (R1230.40 b)
all on-board pieces are placed off-board (R1230.40 c)
bob has 5 pieces: e may choose 1 more of material value 5 or less in all before eir first non-Pass move (`play 1 choose ...`, R1230.40 e)
Weights: alice 0, bob 0, carol 0 (R1230.3)
game 1 turn 37: carol to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)

> entities knife
0 entities of the kind Stabber's Knives

@verify
