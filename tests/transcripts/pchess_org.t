# Party Chess Pieces bought by an Organisation and the pieces' entities
# at the ends of their game (Ackanomic R1230.1 2 E, 7; R1003; R1023 6 c;
# R1250.1 XII; R500; docs/RULINGS.md "Party Chess"): a Political Party
# creates a piece for a Swinger by Organisational Action, paid from its
# own account, and fails when its account is short or the piece is a
# King; it does nothing before its members approve; a Corporation does it
# by a motion. The admin's `entity destroy` of a piece destroys the piece;
# a game ended (terminated as moribund) has its pieces' entities
# destroyed. Each refusal is one line and changes nothing.

@include three_players.inc

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
dave holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: bob, alice (R1230.2 3 A)
game 1 turn 1: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

# The Political Party Reds: carol, dave and alice; its account is empty.
carol> org found party
carol intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

dave> org join-intent carol
dave wishes to join the Political Party carol intends to form (R1000)

alice> org join-intent carol
alice wishes to join the Political Party carol intends to form (R1000)

carol> org form Reds party dave alice
carol forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
carol becomes a member of Reds (R1001 2 a: an initial member)
dave becomes a member of Reds (R1001 2 a: an initial member)
alice becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#23) is created, Somewhere Else (R1040 III)

# R1230.1 2 E "A player or Organization may create a new Party Chess
# Piece ... for a Swinger": one of the organisation's verbs (R1003).
> org verbs
policy POLICY [MEMBER] (R1001 4)
admit PLAYER (R1001 4 a)
pay AMOUNT CURRENCY [to] HOLDER (R1001 6)
give ENTITY [to] OWNER (R1001 6)
expel MEMBER (R1003)
disband (R1000)
offer [to PARTY[,PARTY...]] GIVE for REQUEST (R515 ¶2)
accept OFFER (R515 ¶4)
decline OFFER (R515 ¶4)
withdraw OFFER (R515 ¶3)
pchess buy GAME TYPE for SWINGER (R1230.1 2 E)
customs accept|refuse N (R501 ¶4 4, 5)
church (R1301 8 g)
treasure bury ENTITY... writer PLAYER (R1217 ¶1, ¶3)

# The Swinger must be named ("for a Swinger").
carol> org suggest Reds pchess buy 1 Rook bob
error: usage: org suggest ORG pchess buy GAME TYPE for SWINGER (R1230.1 2 E)

# R1003: only a member suggests.
bob> org suggest Reds pchess buy 1 Rook for bob
error: only a member of Reds may do that (R1003)

carol> org suggest Reds pchess buy 1 Rook for bob
carol suggests an action for Reds, "pchess buy 1 Rook for bob": suggestion 1 (R1003); approved by 1 of 3 members

dave> org approve 1
dave approves suggestion 1 of Reds (R1003): 2 of 3 members

# Not approved yet (R1003): nothing is created; bob has 6 pieces.
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

# Every member approves: Reds attempts it and fails: "the ...
# Organization pays the piece cost" (A$1 + A$7 x 9 = A$64) from its own
# account, which is empty.
alice> org approve 1
alice approves suggestion 1 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 1, "pchess buy 1 Rook for bob", and fails: a Rook costs A$64 (A$1 plus A$7 times its material value 9); Reds has A$0 (R1230.1 2 E) (R1003, every active, non-gaoled member approved)

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Standard
  members: carol, dave, alice
  holdings: nothing

carol> transfer 100 A$ to Reds
carol gives 100 A$ to Reds

# "A King may not be purchased in this way."
carol> org suggest Reds pchess buy 1 King for bob
carol suggests an action for Reds, "pchess buy 1 King for bob": suggestion 2 (R1003); approved by 1 of 3 members

dave> org approve 2
dave approves suggestion 2 of Reds (R1003): 2 of 3 members

alice> org approve 2
alice approves suggestion 2 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 2, "pchess buy 1 King for bob", and fails: a King may not be purchased (R1230.1 2 E) (R1003, every active, non-gaoled member approved)

# The legal case: A$64 from Reds's account to the Treasury; the Rook is
# created off-board, held by bob (R1230.1 2 A, 7).
carol> org suggest Reds pchess buy 1 Rook for bob
carol suggests an action for Reds, "pchess buy 1 Rook for bob": suggestion 3 (R1003); approved by 1 of 3 members

dave> org approve 3
dave approves suggestion 3 of Reds (R1003): 2 of 3 members

alice> org approve 3
alice approves suggestion 3 of Reds (R1003): 3 of 3 members
Reds creates a Rook (#24), off-board, for bob in game 1, paying A$64 to the Treasury (R1230.1 2 E)
Reds does suggestion 3, "pchess buy 1 Rook for bob" (R1003, every active, non-gaoled member approved)

> balance Reds
Reds: 0 points, 36 A$

# R1003: a denounced suggestion is voided: nothing is created.
carol> org suggest Reds pchess buy 1 Pawn for alice
carol suggests an action for Reds, "pchess buy 1 Pawn for alice": suggestion 4 (R1003); approved by 1 of 3 members

dave> org denounce 4
dave denounces suggestion 4 of Reds, "pchess buy 1 Pawn for alice": it is voided (R1003)

alice> org approve 4
error: suggestion 4 is voided already

> entity show 24
a Party Chess Piece (#24): nontradeable, nameless (R1230.1)
owner: bob
created 2001-01-01T00:00:00Z, event 28: R1230.1 7: a Rook in game 1
description: a Rook of the Swingership #10 in game 1

# A Corporation by a motion (R1023 6 c: Operating on the A$ it owns),
# with three stockholders.
alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Acme corp bob carol
alice forms the Corporation Acme, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Acme (R1001 2 a: an initial member)
bob becomes a member of Acme (R1001 2 a: an initial member)
carol becomes a member of Acme (R1001 2 a: an initial member)
alice receives 40 shares of Acme (R1023 3)
bob receives 40 shares of Acme (R1023 3)
carol receives 40 shares of Acme (R1023 3)

alice> transfer 50 A$ to Acme
alice gives 50 A$ to Acme

alice> corp motion Acme pchess buy 1 Pawn for alice
alice moves for Acme: "pchess buy 1 Pawn for alice" (non-privileged, R1023 6 c, R1230.1 2 E): motion 1; alice votes for it with 40 shares (R1023 5)

bob> corp vote 1 for
bob votes for motion 1 of Acme with 40 shares (R1023 5)
Acme creates a Pawn (#145), off-board, for alice in game 1, paying A$8 to the Treasury (R1230.1 2 E)
motion 1 of Acme, "pchess buy 1 Pawn for alice", passes (80 of 120 relevant shares for, 0 against) and is done (R1023 5)

# A$50 less A$1 + A$7 x 1.
> balance Acme
Acme: 0 points, 42 A$

# A Rook costs A$64: the motion passes, and Acme fails to do it (R1023 5);
# nothing changes.
alice> corp motion Acme pchess buy 1 Rook for alice
alice moves for Acme: "pchess buy 1 Rook for alice" (non-privileged, R1023 6 c, R1230.1 2 E): motion 2; alice votes for it with 40 shares (R1023 5)

bob> corp vote 2 for
bob votes for motion 2 of Acme with 40 shares (R1023 5)
motion 2 passed (80 of 120 relevant shares for, 0 against), but Acme fails to do it: a Rook costs A$64 (A$1 plus A$7 times its material value 9); Acme has A$42 (R1230.1 2 E) (R1023 5)

> balance Acme
Acme: 0 points, 42 A$

bob> play 1 place R e5
bob places a Rook on e5 (R1230.2 6 C)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# A piece is created only in a game (R1230.1 2 B-E, R1230.2 2, R1045 c):
# the admin's `entity create piece` would be a piece of no game.
admin> entity create piece alice
error: a Party Chess Piece is created only in a game of Party Chess, as R1230.1 2 B-E, R1230.2 2 and R1045 c say (`pchess buy`, `play N free`)

# R1230.1 7, R500: the admin's `entity destroy` of a piece's entity (a
# rule's effect) destroys the piece: alice's Rook (off-board) and bob's
# (on e5) leave the game, and no entity is made for them again.
admin> entity destroy 13
game 1: the Rook of alice is destroyed with its entity #13 (R1230.1 7, R500)
a Party Chess Piece (#13) of alice is destroyed

admin> entity destroy 18
game 1: the Rook of bob on e5 is destroyed with its entity #18 (R1230.1 7, R500)
a Party Chess Piece (#18) of bob is destroyed

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
 5 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 2
play list: alice, bob
swingers:
  swinger=alice side=0 weight=0 swingership=9 chosen=yes check=no
  swinger=bob side=1 weight=0 swingership=10 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=off mv=0 entity=11
  piece=King char=K swinger=bob square=off mv=0 entity=12
  piece=Bishop char=B swinger=alice square=off mv=6 entity=14
  piece=Camel char=C swinger=alice square=off mv=5 entity=15
  piece=Pawn char=p swinger=alice square=off mv=1 entity=16
  piece=Pawn char=p swinger=alice square=off mv=1 entity=17
  piece=Bishop char=B swinger=bob square=off mv=6 entity=19
  piece=Camel char=C swinger=bob square=off mv=5 entity=20
  piece=Pawn char=p swinger=bob square=off mv=1 entity=21
  piece=Pawn char=p swinger=bob square=off mv=1 entity=22
  piece=Rook char=R swinger=bob square=off mv=9 entity=24
  piece=Pawn char=p swinger=alice square=off mv=1 entity=145

alice> play 1 free p
alice chooses a free Pawn (#146), off-board (R1230.1 2 D)

bob> play 1 free p
bob chooses a free Pawn (#147), off-board (R1230.1 2 D)

> entities piece
14 entities of the kind Party Chess Pieces
Party Chess Piece (#11): alice
Party Chess Piece (#12): bob
Party Chess Piece (#14): alice
Party Chess Piece (#15): alice
Party Chess Piece (#16): alice
Party Chess Piece (#17): alice
Party Chess Piece (#19): bob
Party Chess Piece (#20): bob
Party Chess Piece (#21): bob
Party Chess Piece (#22): bob
Party Chess Piece (#24): bob
Party Chess Piece (#145): alice
Party Chess Piece (#146): alice
Party Chess Piece (#147): bob

# R1250.1 XII: the game is terminated as moribund; R1230.1 7: its pieces'
# entities are destroyed (docs/RULINGS.md); the final board stays.
dave> game moribund 1
dave declares game 1 moribund: it ends without a winner in 3 days unless 33% of its players object (R1250.1 XII)

clock advance 3d
clock: dave is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 3: bob to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)
clock: game 1 was declared moribund 3 days ago and too few players objected; game 1 is over: terminated as moribund (R1250.1 XII)
game 1: its 14 Party Chess Pieces, having no game to be played in, are destroyed; the final board stays as the record (R1230.1 7)
the time is now 2001-01-04T00:00:00Z

> entities piece
0 entities of the kind Party Chess Pieces

> entity show 24
error: no entity '24' (`entities` lists them)

# The Swingerships stay (R1040: they are not the game's); no piece is
# created for a game that has ended.
> entities swingership
3 entities of the kind Swingerships
Swingership (#9): alice, provisional no
Swingership (#10): bob, provisional no
Swingership (#23): Somewhere Else, provisional no

bob> pchess buy 1 p
error: game 1 is not running
