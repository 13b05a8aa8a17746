# Party Chess (Ackanomic R1230.x; src/games/pchess, docs/GAMES.md "Party
# Chess") and the Benefits of Swinging (R1044 2): Swingers (R1040) play on
# the 20 by 20 Party Board; the pieces chosen at the start, Placements,
# Moves and a capture, Check and the default plays, the Weights posted
# after each play (R1230.3), and the Swingers' points by Weight every other
# Monday with a tie of Weights and the Party's support point. Each refusal
# is one line and changes nothing.

# Begun at level 7: the pieces are no entities and no Stabber's Knife is
# given (`pchess.entities`, `pchess.hands`: pchess_buy.t, pchess_knives.t).
@level 7
@include three_players.inc

# dave will be the Chess-Umpire (the game's referee, R1230.2 1); erin a
# Swinger outside the game. Reds is a Political Party: its Swingership
# (R1040 III) makes alice a Party Swinger (R1040 II), for R1044 2 b.
admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

dave> org join-intent alice
dave wishes to join the Political Party alice intends to form (R1000)

erin> org join-intent alice
erin wishes to join the Political Party alice intends to form (R1000)

alice> org form Reds party dave erin
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
dave becomes a member of Reds (R1001 2 a: an initial member)
erin becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#11) is created, Somewhere Else (R1040 III)

alice> swingership take Reds
alice takes possession of Reds's Swingership (#11) (R1040 VI)

# R1040 V: Free Swingerships for bob and carol.
bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#12), paying A$250 to the Treasury (R1040 V)

carol> swingership buy Gamma
carol creates the Free Swingership "Gamma" (#13), paying A$250 to the Treasury (R1040 V)

# The game: its referee performs the Chess-Umpire's duties (R1230.2 1).
dave> game new pchess
game 1 (Party Chess, R1230) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

erin> game join 1
erin joins game 1

# R1230.1 2 A: "Each Swinger controls a set of Party Chess Pieces": only
# Swingers play; erin owns no Swingership yet.
dave> game start 1
error: erin owns no Swingership: only Swingers play Party Chess (R1230.1 2 A, R1040 I)

erin> game leave 1
erin leaves game 1

# R1230.2 2 A: the board begins empty; 2 B: a King each, off-board; 3 A:
# the Swinger Play List in a random order; 4: three days to play.
dave> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob, carol; referee dave
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: alice, carol, bob (R1230.2 3 A)
game 1 turn 1: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# erin becomes a Swinger outside the game: eir Weight is 0 (RULINGS).
erin> swingership buy Epsilon
erin creates the Free Swingership "Epsilon" (#14), paying A$250 to the Treasury (R1040 V)

# R1230.2 2 B: five pieces, material value 30 or less in all (Rook 9,
# Bishop 6, Camel 5, Pawn 1: R1230.5-R1230.8).
alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

# 9 + 9 + 7 + 5 + 6 = 36 is over 30.
bob> play 1 choose R R H C B
error: those pieces' material value is 36, over 30 (R1230.2 2 B)

# R1230.4 A: one King per Swinger, eir own.
bob> play 1 choose K R C p p
error: a King may not be chosen: each Swinger has one (R1230.4 A)

# R1230.2 2 B: the pieces chosen are worth 30 at most (the Archer, R1230.15 4: 7).
bob> play 1 choose Archer R R B p
error: those pieces' material value is 32, over 30 (R1230.2 2 B)

bob> play 1 choose R C p p
error: choose exactly 5 pieces (R1230.2 2 B)

bob> play 1 choose R C B p p
bob chooses Rook, Camel, Bishop, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

carol> play 1 choose R C B p p
carol chooses Rook, Camel, Bishop, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

# Once (R1230.2 2 B).
alice> play 1 choose R C B p p
error: you have chosen your pieces already (R1230.2 2 B)

# R1230.2 6: several Atomic Plays are Moves followed by Placements.
alice> play 1 place K e5 place R a5
error: a Play of several Atomic Plays is Moves followed by Placements (R1230.2 6)

# R1230.2 3 B: the top of the list plays.
bob> play 1 pass
error: it is not your turn: alice is to play (R1230.2 3 B)

# R1230.1 1: columns a-t, rows 1-20.
alice> play 1 place K z5
error: 'z5' is not a square of the Party Board (a1 to t20, R1230.1 1)

# R1230.2 6 C: a Placement; then the Weights (R1230.3): a lone King moves
# at most one square, its Mobility 1, material value 0 (R1230.4 D).
alice> play 1 place K e5
alice places a King on e5 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 0 (R1230.3)
game 1 turn 2: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 place K e9
carol places a King on e9 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place K o10
bob places a King on o10 (R1230.2 6 C)
Weights: alice 1, bob 1, carol 1 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 6: Moves alone are no Play of the table: "k Moves followed by a
# single Placement".
alice> play 1 move e5 e4 move e4 e3
error: with Weight 1 and 0 on-board pieces of material value 2 or more a Play may not be 2 Moves and 0 Placements (R1230.2 6)

# R1230.2 6: Weight 1 (non-zero, under 50) and no on-board piece of value
# 2 or more: a Move then a Placement. alice 20 = Rook 9 + its Mobility 10
# (R1230.5 2: up to 10) + the King's 1.
alice> play 1 move e5 e4 place R a5
alice moves a King from e5 to e4 (R1230.2 6 A); alice places a Rook on a5 (R1230.2 6 C)
Weights: alice 20, bob 1, carol 1 (R1230.3)
game 1 turn 5: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 6 C: "no piece may be placed in such a way as to cause any
# swinger to be in check": a Rook on e8 would attack alice's King on e4.
carol> play 1 place R e8
error: a piece Placed on e8 would put a Swinger in Check (R1230.2 6 C)

carol> play 1 place R t4
carol places a Rook on t4 (R1230.2 6 C)
Weights: alice 20, bob 1, carol 20 (R1230.3)
game 1 turn 6: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.8 5: a Pawn is Placed only on columns a, b, s, t or rows 1, 2,
# 19, 20.
bob> play 1 place p e5
error: a Pawn is Placed only on columns a, b, s, t or rows 1, 2, 19, 20 (R1230.8 5)

# R1230.2 6: Weight non-zero and under 50 with four or fewer pieces: one
# Move then k = 2 Placements. The Camel on c5 attacks nothing (R1230.6 2);
# alice's Rook now attacks it: 5 more to her Weight (R1230.3). bob 25 =
# Camel 5 + 3 (half its 6 moves: its distance is always 3) + Bishop 6 + 10
# + King 1.
bob> play 1 move o10 o11 place C c5 place B t20
bob moves a King from o10 to o11 (R1230.2 6 A); bob places a Camel on c5 (R1230.2 6 C); bob places a Bishop on t20 (R1230.2 6 C)
Weights: alice 25, bob 25, carol 20 (R1230.3)
game 1 turn 7: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place C c5
error: it is not your turn: alice is to play (R1230.2 3 B)

# R1230.2 6 A: a Move goes to an unoccupied square.
alice> play 1 move a5 c5
error: c5 is occupied: a Move goes to an unoccupied square; `capture a5 c5` takes an opposing piece (R1230.2 6 A, B)

alice> play 1 capture a5 b5
error: there is no piece on b5 to capture (R1230.2 6 B)

# R1230.4 B: a King goes one square.
alice> play 1 capture e4 e9
error: a King cannot capture from e4 on e9 (R1230.4, R1230.1 4)

# R1230.1 4: the Rook takes c5; the Camel joins alice's off-board pieces.
alice> play 1 capture a5 c5
alice's Rook on a5 captures bob's Camel on c5 (R1230.1 4)
Weights: alice 20, bob 17, carol 20 (R1230.3)
game 1 turn 8: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.2 7: carol's Rook attacks alice's King: alice is in Check and
# goes to the top of the list (3 C).
carol> play 1 move t4 j4
carol moves a Rook from t4 to j4 (R1230.2 6 A)
alice is in Check (R1230.2 7)
Weights: alice 20, bob 17, carol 25 (R1230.3)
game 1 turn 9: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> game show 1
game 1: Party Chess (R1230), running; referee dave
players: alice, bob, carol
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  B1
19 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
18 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
17 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
16 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
15 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
14 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
13 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
12 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
11 .  .  .  .  .  .  .  .  .  .  .  .  .  .  K1 .  .  .  .  .
10 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 9 .  .  .  .  K2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 8 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 7 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5 .  .  R0 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  K0 .  .  .  .  R2 .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 9
play list: alice, bob, carol
swingers:
  swinger=alice side=0 weight=20 swingership=11 chosen=yes check=yes
  swinger=bob side=1 weight=17 swingership=12 chosen=yes check=no
  swinger=carol side=2 weight=25 swingership=13 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=e4 mv=0
  piece=King char=K swinger=bob square=o11 mv=0
  piece=King char=K swinger=carol square=e9 mv=0
  piece=Rook char=R swinger=alice square=c5 mv=9
  piece=Bishop char=B swinger=alice square=off mv=6
  piece=Camel char=C swinger=alice square=off mv=5
  piece=Pawn char=p swinger=alice square=off mv=1
  piece=Pawn char=p swinger=alice square=off mv=1
  piece=Rook char=R swinger=bob square=off mv=9
  piece=Camel char=C swinger=alice square=off mv=5
  piece=Bishop char=B swinger=bob square=t20 mv=6
  piece=Pawn char=p swinger=bob square=off mv=1
  piece=Pawn char=p swinger=bob square=off mv=1
  piece=Rook char=R swinger=carol square=j4 mv=9
  piece=Camel char=C swinger=carol square=off mv=5
  piece=Bishop char=B swinger=carol square=off mv=6
  piece=Pawn char=p swinger=carol square=off mv=1
  piece=Pawn char=p swinger=carol square=off mv=1

# R1230.2 7: no Play may leave its maker in Check; f4 is on the Rook's row.
alice> play 1 pass
error: you would be in Check at the end of your turn (R1230.2 7); you may Surrender

alice> play 1 move e4 f4
error: you would be in Check at the end of your turn (R1230.2 7)

alice> play 1 move e4 e3
alice moves a King from e4 to e3 (R1230.2 6 A)
Weights: alice 20, bob 17, carol 20 (R1230.3)
game 1 turn 10: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Still one square for a King.
bob> play 1 capture o11 e9
error: a King cannot capture from o11 on e9 (R1230.4, R1230.1 4)

# R1230.2 4: at the time limit a Swinger Passes when a Pass is legal.
clock advance 3d
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 20, bob 17, carol 20 (R1230.3)
game 1 turn 11: carol to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-04T00:00:00Z

# R1230.2 4: in Check a Pass is not legal: the default is a Surrender, and
# all carol's pieces go off-board (6 F); with her King off-board her Weight
# is 0 (RULINGS).
clock advance 3d
clock: game 1: carol's time is up: e Passes by default (R1230.2 4)
Weights: alice 20, bob 17, carol 20 (R1230.3)
game 1 turn 12: alice to play by 2001-01-10T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-07T00:00:00Z

# R1044 2 a: Monday 2001-01-08 at noon (the Mondays an even number of
# weeks after 1970-01-05). Swingers with an equal or lower Weight, halved
# and rounded down: alice and carol tie at 20, four each (2 points); bob
# two (1); erin one (0). 2 b: alice, the only Party Swinger who received
# points, has the most: Reds's other members, dave and erin, get 1 each.
clock advance 1d12h
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 20) 2, bob (Weight 17) 1, carol (Weight 20) 2, erin (Weight 0) 0; for their support of alice, Reds's other members receive 1 point each: dave, erin (R1044 2 b)
the time is now 2001-01-08T12:00:00Z

> balance erin
erin: 1 points, 650 A$

> balance dave
dave: 1 points, 900 A$

# The Rook on e5 attacks carol's King on e9 (Check) and defends alice's
# King: 29 = 9 + 10 + 5 + 4 + 1 (R1230.3).
alice> play 1 move c5 e5
alice moves a Rook from c5 to e5 (R1230.2 6 A)
carol is in Check (R1230.2 7)
Weights: alice 29, bob 17, carol 20 (R1230.3)
game 1 turn 13: carol to play by 2001-01-11T12:00:00Z (R1230.2 3 B, 4)

clock advance 3d
clock: game 1: carol's time is up in Check: e Surrenders by default (R1230.2 4)
Weights: alice 24, bob 17, carol 0 (R1230.3)
game 1 turn 14: bob to play by 2001-01-14T12:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-11T12:00:00Z

# R1044 2 a: Swingers on Vacation are not counted.
erin> state vacation 20d
erin is Vacationing, expected for 34d (R250 V a)

# The next Monday but one, 2001-01-22 at noon: alice 24 (three at or
# below: 1), bob 17 (two: 1), carol 0 (one: 0); erin is on Vacation.
clock advance 11d12h
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 24, bob 17, carol 0 (R1230.3)
game 1 turn 15: alice to play by 2001-01-17T12:00:00Z (R1230.2 3 B, 4)
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 24, bob 17, carol 0 (R1230.3)
game 1 turn 16: carol to play by 2001-01-20T12:00:00Z (R1230.2 3 B, 4)
clock: game 1: carol's time is up: e Passes by default (R1230.2 4)
Weights: alice 24, bob 17, carol 0 (R1230.3)
game 1 turn 17: bob to play by 2001-01-23T12:00:00Z (R1230.2 3 B, 4)
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice's score rose by 2: e receives A$2 from the Treasury (R508)
bob's score rose by 1: e receives A$1 from the Treasury (R508)
carol's score rose by 2: e receives A$2 from the Treasury (R508)
dave's score rose by 1: e receives A$1 from the Treasury (R508)
erin's score rose by 1: e receives A$1 from the Treasury (R508)
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 24) 1, bob (Weight 17) 1, carol (Weight 0) 0; for their support of alice, Reds's other members receive 1 point each: dave, erin (R1044 2 b)
the time is now 2001-01-23T00:00:00Z

> balance erin
erin: 2 points, 651 A$

> balance dave
dave: 2 points, 901 A$

