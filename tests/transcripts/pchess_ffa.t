# A Free For All in Party Chess (Ackanomic R1230.2 9; src/games/pchess/
# pchess_ffa.c). The Chess-Umpire's Privilege of announcing one, with its
# duration (three days to two weeks, B), refused while a Swinger is checked
# (A (ii)) and within six weeks of the last one (A (i)); one objection sets
# the maximum to a week and the Umpire corrects the duration (B); it starts
# three days after the announcement; while it runs the Play List is
# ignored, each play is a single Atomic Play (C (iii)), three days apart,
# two for some (C (ii)), and capturing a King is illegal (C); at its end it
# is announced over and the Play List is drawn again (D). Two objections
# cancel another.

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

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

carol> play 1 choose R B C p p
carol chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

alice> play 1 place K a1
alice places a King on a1 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 0 (R1230.3)
game 1 turn 2: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 place K m15
carol places a King on m15 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place R h10
bob places a Rook on h10 (R1230.2 6 C)
Weights: alice 1, bob 0, carol 1 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place R c5
alice places a Rook on c5 (R1230.2 6 C)
Weights: alice 20, bob 0, carol 1 (R1230.3)
game 1 turn 5: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

carol> play 1 pass
carol Passes (R1230.2 6 E)
Weights: alice 20, bob 0, carol 1 (R1230.3)
game 1 turn 6: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 20, bob 0, carol 1 (R1230.3)
game 1 turn 7: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# alice's Rook checks carol's King (R1230.2 7).
alice> play 1 move c5 c15
alice moves a Rook from c5 to c15 (R1230.2 6 A)
carol is in Check (R1230.2 7)
Weights: alice 25, bob 0, carol 1 (R1230.3)
game 1 turn 8: carol to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# A (ii): no Free For All while a Swinger is checked.
dave> play 1 ffa 5d
error: carol is checked: no Free For All may be announced (R1230.2 9 A (ii))

carol> play 1 move m15 m16
carol moves a King from m15 to m16 (R1230.2 6 A)
Weights: alice 20, bob 0, carol 1 (R1230.3)
game 1 turn 9: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# B: the duration is three days to two weeks, and must be announced.
dave> play 1 ffa 1d
error: a Free For All lasts from 3d to 14d (R1230.2 9 B)

dave> play 1 ffa 15d
error: a Free For All lasts from 3d to 14d (R1230.2 9 B)

dave> play 1 ffa
error: usage: play 1 ffa DURATION (R1230.2 9 B)

# A, B: announced on 2001-01-01, it starts on 2001-01-04.
dave> play 1 ffa 10d
the Chess-Umpire announces a Free For All of 10d in game 1: it starts at 2001-01-04T00:00:00Z (R1230.2 9 A, B)

dave> play 1 ffa 4d
error: a Free For All is announced already in game 1 (R1230.2 9)

# B: one Swinger objects: the maximum is one week; the Umpire corrects
# the duration to between three and seven days.
alice> play 1 object
alice objects to the Free For All: its maximum duration is one week; the Chess-Umpire may announce a corrected duration of three to seven days, else it is seven days at most (R1230.2 9 B)

alice> play 1 object
error: you have objected already (R1230.2 9 B)

dave> play 1 ffa 8d
error: a Free For All lasts from 3d to 7d (R1230.2 9 B: objected to)

dave> play 1 ffa 6d
the Chess-Umpire corrects the duration of the Free For All in game 1 to 6d (R1230.2 9 B)

# Until it starts, normal play goes on.
admin> clock advance 2d
clock: dave is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
the time is now 2001-01-03T00:00:00Z

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 20, bob 0, carol 1 (R1230.3)
game 1 turn 10: alice to play by 2001-01-06T00:00:00Z (R1230.2 3 B, 4)

# 2001-01-04: it starts, and runs until 2001-01-10; no turn deadline runs.
admin> clock advance 1d
clock: game 1: the Free For All begins and ends at 2001-01-10T00:00:00Z: the Swinger Play List is ignored; each Swinger may make a single Atomic Play at any time, three days apart (two for some, C (ii)); capturing a King is illegal (R1230.2 9 C)
the time is now 2001-01-04T00:00:00Z

# The view shows it (and the Play List, which is ignored meanwhile).
> game show 1
game 1: Party Chess (R1230), running; referee dave
players: alice, bob, carol
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
19 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
18 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
17 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
16 .  .  .  .  .  .  .  .  .  .  .  .  K2 .  .  .  .  .  .  .
15 .  .  R0 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
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
turn: 10
play list: alice, carol, bob
swingers:
  swinger=alice side=0 weight=20 swingership=9 chosen=yes check=no
  swinger=bob side=1 weight=0 swingership=10 chosen=yes check=no
  swinger=carol side=2 weight=1 swingership=11 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=a1 mv=0 entity=12
  piece=King char=K swinger=bob square=off mv=0 entity=13
  piece=King char=K swinger=carol square=m16 mv=0 entity=14
  piece=Rook char=R swinger=alice square=c15 mv=9 entity=15
  piece=Bishop char=B swinger=alice square=off mv=6 entity=16
  piece=Camel char=C swinger=alice square=off mv=5 entity=17
  piece=Pawn char=p swinger=alice square=off mv=1 entity=18
  piece=Pawn char=p swinger=alice square=off mv=1 entity=19
  piece=Rook char=R swinger=bob square=h10 mv=9 entity=20
  piece=Bishop char=B swinger=bob square=off mv=6 entity=21
  piece=Camel char=C swinger=bob square=off mv=5 entity=22
  piece=Pawn char=p swinger=bob square=off mv=1 entity=23
  piece=Pawn char=p swinger=bob square=off mv=1 entity=24
  piece=Rook char=R swinger=carol square=off mv=9 entity=25
  piece=Bishop char=B swinger=carol square=off mv=6 entity=26
  piece=Camel char=C swinger=carol square=off mv=5 entity=27
  piece=Pawn char=p swinger=carol square=off mv=1 entity=28
  piece=Pawn char=p swinger=carol square=off mv=1 entity=29
free for all: starts=2001-01-04T00:00:00Z duration=6d ends=2001-01-10T00:00:00Z objections=1

# C (iii): a single Atomic Play.
alice> play 1 place B e2 place C f3
error: a play during a Free For All consists of a single Atomic Play (R1230.2 9 C (iii))

alice> play 1 place B e2
alice places a Bishop on e2 (R1230.2 6 C)
Weights: alice 36, bob 0, carol 1 (R1230.3)

# C (ii): bob's Weight is 0 (his King is off-board): three days between
# his plays; alice's is not, she has fewer than five on-board pieces and
# cannot capture a King: two days.
bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 36, bob 0, carol 1 (R1230.3)

admin> clock advance 1d
the time is now 2001-01-05T00:00:00Z

bob> play 1 pass
error: during a Free For All 3d must pass between your plays: you may play again from 2001-01-07T00:00:00Z (R1230.2 9 C (ii))

alice> play 1 pass
error: during a Free For All 2d must pass between your plays: you may play again from 2001-01-06T00:00:00Z (R1230.2 9 C (ii))

# 2001-01-06: alice's Rook checks carol's King again; the turns are
# ignored (C (i)).
admin> clock advance 1d
the time is now 2001-01-06T00:00:00Z

alice> play 1 move c15 c16
alice moves a Rook from c15 to c16 (R1230.2 6 A)
Weights: alice 41, bob 0, carol 1 (R1230.3)
carol is in Check (R1230.2 7)

# Now alice could capture a King: three days between her plays.
admin> clock advance 2d
the time is now 2001-01-08T00:00:00Z

alice> play 1 pass
error: during a Free For All 3d must pass between your plays: you may play again from 2001-01-09T00:00:00Z (R1230.2 9 C (ii))

# 2001-01-09: capturing a King is an illegal Play (C).
admin> clock advance 1d
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 41) 1, bob (Weight 0) 0, carol (Weight 1) 1
the time is now 2001-01-09T00:00:00Z

alice> play 1 capture c16 m16
error: capturing a King is an illegal Play during a Free For All (R1230.2 9 C)

# carol, checked, moves her King out of Check (her first play in it).
carol> play 1 move m16 n17
carol moves a King from m16 to n17 (R1230.2 6 A)
Weights: alice 36, bob 0, carol 1 (R1230.3)

bob> play 1 place K h12
bob places a King on h12 (R1230.2 6 C)
Weights: alice 36, bob 24, carol 1 (R1230.3)

# D: 2001-01-10, it is over: announced, and the Play List drawn again.
admin> clock advance 1d
clock: game 1: the Free For All is over (R1230.2 9 D (i)); the Swinger Play List is rearranged at random: bob, alice, carol (R1230.2 9 D (ii))
game 1 turn 11: bob to play by 2001-01-13T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-10T00:00:00Z

# A (i): not within six weeks of the last one.
dave> play 1 ffa 5d
error: there has been a Free For All within six weeks: the next may be announced from 2001-02-21T00:00:00Z (R1230.2 9 A (i))

# The six weeks are a parameter (bound to A (i)); shortened, another is
# announced; two Swingers object: it is cancelled and normal play
# continues (B).
admin> param set pchess.ffa.gap 1d
pchess.ffa.gap = 1d (R1230.2 9 A (i))

admin> clock advance 1d
the time is now 2001-01-11T00:00:00Z

dave> play 1 ffa 3d
the Chess-Umpire announces a Free For All of 3d in game 1: it starts at 2001-01-14T00:00:00Z (R1230.2 9 A, B)

bob> play 1 object
bob objects to the Free For All: its maximum duration is one week; the Chess-Umpire may announce a corrected duration of three to seven days, else it is seven days at most (R1230.2 9 B)

carol> play 1 object
carol objects to the Free For All too: two Swingers have objected, it is cancelled and normal play continues (R1230.2 9 B)

carol> play 1 object
error: no Free For All is announced and yet to start in game 1: one objects during the three days before it begins (R1230.2 9 B)

admin> clock advance 3d
clock: game 1: bob's time is up: e Passes by default (R1230.2 4)
Weights: alice 36, bob 24, carol 1 (R1230.3)
game 1 turn 12: alice to play by 2001-01-16T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-14T00:00:00Z
