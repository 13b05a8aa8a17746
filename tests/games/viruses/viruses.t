# Viruses (Ackanomic R1250.16/4): a whole game from the rule text. Two
# players and one referee who may not play. Moves are secret (rule 4).
# Pinned at level 5 (seq-keyed draws, core/rng.h): the moves below are
# scripted around the deal those draws gave. To do: re-derive at the
# current level (purpose-keyed draws) and remove these lines.
@level 5
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> game new viruses
game 1 (Viruses, R1250.16) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# Rule 1: 20 random squares on a 10 by 10 grid, one cell of each player
# infected; rule 2: the active area keeps two empty rings around the cells.
dave> game start 1
game 1 (Viruses, R1250.16) starts; players alice, bob; referee dave
alice marks eir cells A; bob marks eir cells B (R1250.16 1, 2); turn 0:
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   @   .   .   .   @   B   @   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   @   .   .   .   .   .   .   @   .   .   .   .
   4    .   .   @   .   .   .   .   .   .   .   .   .   .   .
   5    .   .   .   .   @   .   @   @   .   .   .   .   .   .
   6    .   .   .   .   .   @   .   .   .   @   .   .   .   .
   7    .   .   .   .   .   .   .   @   @   .   .   .   .   .
   8    .   .   .   .   .   .   .   @   .   .   .   @   .   .
   9    .   .   .   @   .   .   .   .   .   .   .   @   .   .
  10    .   .   A   .   .   .   .   .   .   @   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 0; active area columns -1..12, rows -1..12
A alice: 1 cells, 0 Gamepoints
B bob: 1 cells, 0 Gamepoints
game 1 turn 1 begins: 3 Place or Infect moves each, within 3 days (R1250.16 4)

dave> play 1 place 1,9
error: the referee does not play (R1250.16)

alice> play 1 place 1,9,2
error: a square is COLUMN,ROW, like 3,7 (R1250.16 5)

alice> play 1 jump 1,9
error: usage: play 1 place X,Y | infect X,Y | step X,Y TX,TY | destroy X,Y | uninfect X,Y (hidden)

# Rule 5: a Step is not allowed in the first turn (rule 4): it is accepted
# as a private message and removed at the end of the turn as invalid.
alice> play 1 step 1,10 0,10
alice: step 1,10 to 0,10 in turn 1 of game 1 (not a valid move on this grid: it will be removed, R1250.16 5, 6)

# Rule 4: three Place or Infect moves in the first turn: alice makes a 2x2
# block with the clean cell at 2,9 (rule 5 b: Infect a clean cell).
alice> play 1 place 1,9
alice: place 1,9 in turn 1 of game 1

alice> play 1 place 2,10
alice: place 2,10 in turn 1 of game 1

alice> play 1 infect 2,9
alice: infect 2,9 in turn 1 of game 1

# Rule 4: "The referee shall not reveal any move to any player other than
# the one who made it until the end of that turn."
bob> game show 1
game 1: Viruses (R1250.16), running; referee dave
players: alice, bob
turn: 1
grid: 
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   @   .   .   .   @   B   @   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   @   .   .   .   .   .   .   @   .   .   .   .
   4    .   .   @   .   .   .   .   .   .   .   .   .   .   .
   5    .   .   .   .   @   .   @   @   .   .   .   .   .   .
   6    .   .   .   .   .   @   .   .   .   @   .   .   .   .
   7    .   .   .   .   .   .   .   @   @   .   .   .   .   .
   8    .   .   .   .   .   .   .   @   .   .   .   @   .   .
   9    .   .   .   @   .   .   .   .   .   .   .   @   .   .
  10    .   .   A   .   .   .   .   .   .   @   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 0; active area columns -1..12, rows -1..12
A alice: 1 cells, 0 Gamepoints
B bob: 1 cells, 0 Gamepoints
players:
  player=alice mark=A in game=yes gamepoints=0 moves in=4
  player=bob mark=B in game=yes gamepoints=0 moves in=0 moves=none

alice> game show 1
game 1: Viruses (R1250.16), running; referee dave
players: alice, bob
turn: 1
grid: 
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   @   .   .   .   @   B   @   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   @   .   .   .   .   .   .   @   .   .   .   .
   4    .   .   @   .   .   .   .   .   .   .   .   .   .   .
   5    .   .   .   .   @   .   @   @   .   .   .   .   .   .
   6    .   .   .   .   .   @   .   .   .   @   .   .   .   .
   7    .   .   .   .   .   .   .   @   @   .   .   .   .   .
   8    .   .   .   .   .   .   .   @   .   .   .   @   .   .
   9    .   .   .   @   .   .   .   .   .   .   .   @   .   .
  10    .   .   A   .   .   .   .   .   .   @   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 0; active area columns -1..12, rows -1..12
A alice: 1 cells, 0 Gamepoints
B bob: 1 cells, 0 Gamepoints
players:
  player=alice mark=A in game=yes gamepoints=0 moves in=4 moves=step 1,10 to 0,10, place 1,9, place 2,10, infect 2,9
  player=bob mark=B in game=yes gamepoints=0 moves in=0

# Rule 5: squares outside the active area are invalid; rule 6: a fourth
# valid move is too many and ignored. bob's third valid move completes the
# turn: the clock resolves it in public (rules 6, 7, 2, 8, 9).
bob> play 1 place 20,20
bob: place 20,20 in turn 1 of game 1 (not a valid move on this grid: it will be removed, R1250.16 5, 6)

bob> play 1 infect 5,5
bob: infect 5,5 in turn 1 of game 1

bob> play 1 place 11,11
bob: place 11,11 in turn 1 of game 1

bob> play 1 place 11,12
bob: place 11,12 in turn 1 of game 1

> game show 1
clock: game 1 turn 1: moves alice place 1,9, alice place 2,10, alice infect 2,9, bob infect 5,5, bob place 11,11, bob place 11,12; generation: 7 born, 14 died (R1250.16 7); active area columns -1..11, rows -2..12 (was -1..12, -1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 1
       -1   0   1   2   3   4   5   6   7   8   9  10  11
  -2    .   .   .   .   .   .   .   .   .   .   .   .   .
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   B   .   .
   1    .   .   .   .   .   .   .   .   .   .   B   .   .
   2    .   .   .   .   .   .   .   .   .   B   .   .   .
   3    .   .   .   .   .   .   .   .   .   .   .   .   .
   4    .   .   .   @   .   .   .   .   .   .   .   .   .
   5    .   .   .   .   .   B   B   .   .   .   .   .   .
   6    .   .   .   .   .   @   .   .   .   .   .   .   .
   7    .   .   .   .   .   .   @   @   @   .   .   .   .
   8    .   .   .   .   .   .   .   @   @   .   .   .   .
   9    .   .   A   A   .   .   .   .   .   .   @   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 1; active area columns -1..11, rows -2..12
A alice: 4 cells, 0 Gamepoints
B bob: 5 cells, 1 Gamepoints
game 1 turn 2 begins: one move each, within 3 days (R1250.16 4)
game 1: Viruses (R1250.16), running; referee dave
players: alice, bob
turn: 2
grid: 
       -1   0   1   2   3   4   5   6   7   8   9  10  11
  -2    .   .   .   .   .   .   .   .   .   .   .   .   .
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   B   .   .
   1    .   .   .   .   .   .   .   .   .   .   B   .   .
   2    .   .   .   .   .   .   .   .   .   B   .   .   .
   3    .   .   .   .   .   .   .   .   .   .   .   .   .
   4    .   .   .   @   .   .   .   .   .   .   .   .   .
   5    .   .   .   .   .   B   B   .   .   .   .   .   .
   6    .   .   .   .   .   @   .   .   .   .   .   .   .
   7    .   .   .   .   .   .   @   @   @   .   .   .   .
   8    .   .   .   .   .   .   .   @   @   .   .   .   .
   9    .   .   A   A   .   .   .   .   .   .   @   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 1; active area columns -1..11, rows -2..12
A alice: 4 cells, 0 Gamepoints
B bob: 5 cells, 1 Gamepoints
players:
  player=alice mark=A in game=yes gamepoints=0 moves in=0
  player=bob mark=B in game=yes gamepoints=1 moves in=0

# Rule 4: from the second turn one move of any type. Rule 5: two moves
# placing into the same square conflict and are both removed (rule 6).
alice> play 1 place 0,0
alice: place 0,0 in turn 2 of game 1

bob> play 1 place 0,0
bob: place 0,0 in turn 2 of game 1

# Rule 4: a turn lasts three days; rule 8: the player whose virus infects
# the most cells scores a Gamepoint after each generation (bob, every turn
# here), and 10 Gamepoints win. Two players: no Trophy (R1250.2); the
# referee receives A$10.
clock advance 3d
clock: game 1 turn 2: moves alice place 0,0 (conflicting, R1250.16 6), bob place 0,0 (conflicting, R1250.16 6); generation: 4 born, 6 died (R1250.16 7); active area columns -1..11, rows -1..12 (was -1..11, -2..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 2
       -1   0   1   2   3   4   5   6   7   8   9  10  11
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   .   .   .   .   B   B   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   .   .   .   .   .   .   .   .   .
   4    .   .   .   .   .   .   .   .   .   .   .   .   .
   5    .   .   .   .   B   B   B   .   .   .   .   .   .
   6    .   .   .   .   .   @   .   .   .   .   .   .   .
   7    .   .   .   .   .   .   @   .   @   .   .   .   .
   8    .   .   .   .   .   .   @   .   @   @   .   .   .
   9    .   .   A   A   .   .   .   .   .   .   .   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 2; active area columns -1..11, rows -1..12
A alice: 4 cells, 0 Gamepoints
B bob: 5 cells, 2 Gamepoints
game 1 turn 3 begins: one move each, within 3 days (R1250.16 4)
clock: game 1 turn 3: moves none; generation: 5 born, 4 died (R1250.16 7); active area columns -1..10, rows 2..12 (was -1..11, -1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 3
       -1   0   1   2   3   4   5   6   7   8   9  10
   2    .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   .   .   .   .   .   .   .   .
   4    .   .   .   .   .   B   .   .   .   .   .   .
   5    .   .   .   .   B   B   B   .   .   .   .   .
   6    .   .   .   .   B   .   .   B   .   .   .   .
   7    .   .   .   .   .   @   @   .   @   @   .   .
   8    .   .   .   .   .   .   .   .   @   @   .   .
   9    .   .   A   A   .   .   .   .   .   .   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .
turn 3; active area columns -1..10, rows 2..12
A alice: 4 cells, 0 Gamepoints
B bob: 6 cells, 3 Gamepoints
game 1 turn 4 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-04T00:00:00Z

clock advance 3d
clock: game 1 turn 4: moves none; generation: 4 born, 2 died (R1250.16 7); active area columns -1..10, rows 2..12 (was -1..10, 2..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 4
       -1   0   1   2   3   4   5   6   7   8   9  10
   2    .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   .   .   .   .   .   .   .   .
   4    .   .   .   .   B   B   B   .   .   .   .   .
   5    .   .   .   .   B   .   B   .   .   .   .   .
   6    .   .   .   .   B   .   .   B   B   .   .   .
   7    .   .   .   .   .   @   @   .   .   @   .   .
   8    .   .   .   .   .   .   .   @   @   @   .   .
   9    .   .   A   A   .   .   .   .   .   .   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .
turn 4; active area columns -1..10, rows 2..12
A alice: 4 cells, 0 Gamepoints
B bob: 8 cells, 4 Gamepoints
game 1 turn 5 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-07T00:00:00Z

clock advance 3d
clock: game 1 turn 5: moves none; generation: 4 born, 1 died (R1250.16 7); active area columns -1..10, rows 1..12 (was -1..10, 2..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 5
       -1   0   1   2   3   4   5   6   7   8   9  10
   1    .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   .   B   .   .   .   .   .   .
   4    .   .   .   .   B   .   B   .   .   .   .   .
   5    .   .   .   B   B   .   B   .   .   .   .   .
   6    .   .   .   .   B   .   .   B   B   .   .   .
   7    .   .   .   .   .   @   @   .   .   @   .   .
   8    .   .   .   .   .   .   @   @   @   @   .   .
   9    .   .   A   A   .   .   .   .   @   .   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .
turn 5; active area columns -1..10, rows 1..12
A alice: 4 cells, 0 Gamepoints
B bob: 9 cells, 5 Gamepoints
game 1 turn 6 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-10T00:00:00Z

clock advance 3d
clock: game 1 turn 6: moves none; generation: 4 born, 3 died (R1250.16 7); active area columns -1..10, rows 1..12 (was -1..10, 1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 6
       -1   0   1   2   3   4   5   6   7   8   9  10
   1    .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   .   B   .   .   .   .   .   .
   4    .   .   .   B   B   .   B   .   .   .   .   .
   5    .   .   .   B   B   .   B   .   .   .   .   .
   6    .   .   .   B   B   .   .   B   B   .   .   .
   7    .   .   .   .   .   @   .   .   .   @   .   .
   8    .   .   .   .   .   @   @   .   .   @   .   .
   9    .   .   A   A   .   .   .   .   @   @   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .
turn 6; active area columns -1..10, rows 1..12
A alice: 4 cells, 0 Gamepoints
B bob: 11 cells, 6 Gamepoints
game 1 turn 7 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-13T00:00:00Z

clock advance 3d
clock: game 1 turn 7: moves none; generation: 7 born, 4 died (R1250.16 7); active area columns -1..11, rows 1..12 (was -1..10, 1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 7
       -1   0   1   2   3   4   5   6   7   8   9  10  11
   1    .   .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   B   B   .   .   .   .   .   .   .
   4    .   .   .   B   .   .   B   .   .   .   .   .   .
   5    .   .   B   .   .   .   B   .   .   .   .   .   .
   6    .   .   .   B   .   .   B   B   B   .   .   .   .
   7    .   .   .   .   .   @   .   B   .   @   .   .   .
   8    .   .   .   .   A   @   @   .   .   @   @   .   .
   9    .   .   A   A   A   .   .   .   @   @   .   .   .
  10    .   .   A   A   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 7; active area columns -1..11, rows 1..12
A alice: 6 cells, 0 Gamepoints
B bob: 11 cells, 7 Gamepoints
game 1 turn 8 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-16T00:00:00Z

clock advance 3d
clock: game 1 turn 8: moves none; generation: 8 born, 11 died (R1250.16 7); active area columns -1..11, rows 1..12 (was -1..11, 1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 8
       -1   0   1   2   3   4   5   6   7   8   9  10  11
   1    .   .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   .   B   B   .   .   .   .   .   .   .
   4    .   .   .   B   B   .   B   .   .   .   .   .   .
   5    .   .   B   B   .   B   B   .   .   .   .   .   .
   6    .   .   .   .   .   B   .   .   B   .   .   .   .
   7    .   .   .   .   .   .   .   .   .   @   @   .   .
   8    .   .   .   .   .   .   @   B   .   .   @   .   .
   9    .   .   A   .   .   .   .   .   @   @   @   .   .
  10    .   .   A   .   A   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 8; active area columns -1..11, rows 1..12
A alice: 3 cells, 0 Gamepoints
B bob: 12 cells, 8 Gamepoints
game 1 turn 9 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-19T00:00:00Z

clock advance 3d
clock: game 1 turn 9: moves none; generation: 14 born, 9 died (R1250.16 7); active area columns -1..12, rows 1..12 (was -1..11, 1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 9
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
   1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   B   B   B   .   .   .   .   .   .   .   .
   4    .   .   B   .   .   .   B   .   .   .   .   .   .   .
   5    .   .   B   B   .   .   B   B   .   .   .   .   .   .
   6    .   .   .   .   B   B   B   .   .   B   .   .   .   .
   7    .   .   .   .   .   .   B   B   B   @   @   .   .   .
   8    .   .   .   .   .   .   .   B   .   .   .   @   .   .
   9    .   .   .   A   .   .   .   B   @   @   @   .   .   .
  10    .   .   .   A   .   .   .   .   .   @   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 9; active area columns -1..12, rows 1..12
A alice: 2 cells, 0 Gamepoints
B bob: 18 cells, 9 Gamepoints
game 1 turn 10 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-22T00:00:00Z

clock advance 3d
clock: game 1 turn 10: moves none; generation: 6 born, 10 died (R1250.16 7); active area columns -1..12, rows 0..12 (was -1..12, 1..12; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 10
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
   0    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   B   .   .   .   .   .   .   .   .   .
   3    .   .   .   B   B   B   .   .   .   .   .   .   .   .
   4    .   .   B   .   .   .   B   B   .   .   .   .   .   .
   5    .   .   B   B   B   .   .   B   .   .   .   .   .   .
   6    .   .   .   B   B   .   .   .   .   B   B   .   .   .
   7    .   .   .   .   .   .   .   .   .   @   @   .   .   .
   8    .   .   .   .   .   .   .   .   .   .   .   @   .   .
   9    .   .   .   .   .   .   .   B   .   @   @   .   .   .
  10    .   .   .   .   .   .   .   .   .   @   @   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 10; active area columns -1..12, rows 0..12
A alice: 0 cells, 0 Gamepoints
B bob: 16 cells, 10 Gamepoints, winner
game 1 is over: bob wins: 10 Gamepoints (R1250.16 8); no trophy: the game started with fewer than 3 players (R1250.2); dave receives A$10 from the Treasury
the time is now 2001-01-25T00:00:00Z

> game show 1
game 1: Viruses (R1250.16), ended; referee dave
players: alice, bob
turn: 10
grid: 
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
   0    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   B   .   .   .   .   .   .   .   .   .
   3    .   .   .   B   B   B   .   .   .   .   .   .   .   .
   4    .   .   B   .   .   .   B   B   .   .   .   .   .   .
   5    .   .   B   B   B   .   .   B   .   .   .   .   .   .
   6    .   .   .   B   B   .   .   .   .   B   B   .   .   .
   7    .   .   .   .   .   .   .   .   .   @   @   .   .   .
   8    .   .   .   .   .   .   .   .   .   .   .   @   .   .
   9    .   .   .   .   .   .   .   B   .   @   @   .   .   .
  10    .   .   .   .   .   .   .   .   .   @   @   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  12    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 10; active area columns -1..12, rows 0..12
A alice: 0 cells, 0 Gamepoints
B bob: 16 cells, 10 Gamepoints, winner
players:
  player=alice mark=A in game=yes gamepoints=0
  player=bob mark=B in game=yes gamepoints=10
result: bob wins: 10 Gamepoints (R1250.16 8)

alice> play 1 place 0,0
error: game 1 is over

# Rule 10: joining and leaving a game in progress.
dave> game new viruses
game 2 (Viruses, R1250.16) is open; referee dave

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

dave> game start 2
game 2 (Viruses, R1250.16) starts; players alice, bob; referee dave
alice marks eir cells A; bob marks eir cells B (R1250.16 1, 2); turn 0:
       -1   0   1   2   3   4   5   6   7   8   9  10  11  12
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   .   @   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   @   .   .   .   .   .
   3    .   .   .   @   .   .   @   .   @   .   .   @   .   .
   4    .   .   .   .   @   B   .   .   .   .   .   @   .   .
   5    .   .   .   .   .   .   .   .   .   @   .   .   .   .
   6    .   .   .   .   .   .   @   .   .   @   .   .   .   .
   7    .   .   .   .   .   @   .   .   @   @   @   .   .   .
   8    .   .   .   .   .   .   .   .   @   .   .   .   .   .
   9    .   .   A   .   .   @   .   .   @   .   .   .   .   .
  10    .   .   .   .   .   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .   .
turn 0; active area columns -1..12, rows -1..11
A alice: 1 cells, 0 Gamepoints
B bob: 1 cells, 0 Gamepoints
game 2 turn 1 begins: 3 Place or Infect moves each, within 3 days (R1250.16 4)

alice> play 2 place 1,1
alice: place 1,1 in turn 1 of game 2

alice> play 2 place 2,1
alice: place 2,1 in turn 1 of game 2

alice> play 2 place 3,1
alice: place 3,1 in turn 1 of game 2

bob> play 2 place 5,5
bob: place 5,5 in turn 1 of game 2

bob> play 2 place 6,5
bob: place 6,5 in turn 1 of game 2

bob> play 2 place 7,5
bob: place 7,5 in turn 1 of game 2

# Rule 10: a new player joins during the first ten turns, with three Place
# or Infect moves in eir first turn; the others have one.
carol> game join 2
clock: game 2 turn 1: moves alice place 1,1, alice place 2,1, alice place 3,1, bob place 5,5, bob place 6,5, bob place 7,5; generation: 13 born, 15 died (R1250.16 7); active area columns -1..11, rows -2..10 (was -1..12, -1..11; R1250.16 2); bob scores a Gamepoint (R1250.16 8); Gamepoints alice 0, bob 1
       -1   0   1   2   3   4   5   6   7   8   9  10  11
  -2    .   .   .   .   .   .   .   .   .   .   .   .   .
  -1    .   .   .   .   .   .   .   .   .   .   .   .   .
   0    .   .   .   A   .   .   .   .   .   .   .   .   .
   1    .   .   .   A   .   .   .   .   .   .   .   .   .
   2    .   .   A   .   A   A   .   .   .   .   .   .   .
   3    .   .   .   .   B   B   .   @   .   .   .   .   .
   4    .   .   .   .   @   B   .   .   .   B   @   .   .
   5    .   .   .   .   .   .   B   B   B   @   @   .   .
   6    .   .   .   .   .   B   @   .   .   .   .   .   .
   7    .   .   .   .   .   .   .   @   @   .   @   .   .
   8    .   .   .   .   .   .   .   @   @   .   .   .   .
   9    .   .   .   .   .   .   .   .   .   .   .   .   .
  10    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 1; active area columns -1..11, rows -2..10
A alice: 5 cells, 0 Gamepoints
B bob: 8 cells, 1 Gamepoints
game 2 turn 2 begins: one move each, within 3 days (R1250.16 4)
carol joins game 2; e marks eir cells C and has three Place or Infect moves in eir first turn (R1250.16 10)

carol> play 2 place 9,9
carol: place 9,9 in turn 2 of game 2

carol> play 2 place 9,10
carol: place 9,10 in turn 2 of game 2

carol> play 2 place 9,11
carol: place 9,11 in turn 2 of game 2 (not a valid move on this grid: it will be removed, R1250.16 5, 6)

alice> play 2 place 2,2
alice: place 2,2 in turn 2 of game 2

# Rule 10: bob retires during turn 2; his cells stay for now.
bob> game leave 2
bob leaves game 2 (R1250.1 IX)

clock advance 3d
clock: game 2 turn 2: moves carol place 9,9, carol place 9,10, alice place 2,2; generation: 5 born, 16 died (R1250.16 7); active area columns -1..11, rows 0..11 (was -1..11, -2..10; R1250.16 2); alice scores a Gamepoint (R1250.16 8); Gamepoints alice 1, bob 1, carol 0
       -1   0   1   2   3   4   5   6   7   8   9  10  11
   0    .   .   .   .   .   .   .   .   .   .   .   .   .
   1    .   .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   A   .   .   A   @   .   .   .   .   .   .
   3    .   .   .   .   .   .   .   .   .   .   .   .   .
   4    .   .   .   .   @   .   .   .   .   .   @   .   .
   5    .   .   .   .   B   .   .   B   B   .   @   .   .
   6    .   .   .   .   .   B   .   .   .   .   @   .   .
   7    .   .   .   .   .   .   .   .   @   @   .   .   .
   8    .   .   .   .   .   .   .   @   @   .   .   .   .
   9    .   .   .   .   .   .   .   .   .   C   .   .   .
  10    .   .   .   .   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .   .
turn 2; active area columns -1..11, rows 0..11
A alice: 2 cells, 1 Gamepoints
B bob: 4 cells, 1 Gamepoints, out
C carol: 1 cells, 0 Gamepoints
game 2 turn 3 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-28T00:00:00Z

# Rule 10: nobody took his virus over by the end of the next turn: his
# cells are uninfected just before the moves are evaluated.
clock advance 3d
clock: game 2: bob's cells are uninfected (R1250.16 10); game 2 turn 3: moves none; generation: 7 born, 10 died (R1250.16 7); active area columns 1..12, rows 1..11 (was -1..11, 0..11; R1250.16 2); a tie for the most cells: no Gamepoint (R1250.16 8); Gamepoints alice 1, bob 1, carol 0
        1   2   3   4   5   6   7   8   9  10  11  12
   1    .   .   .   .   .   .   .   .   .   .   .   .
   2    .   .   .   .   .   .   .   .   .   .   .   .
   3    .   .   .   A   .   .   .   .   .   .   .   .
   4    .   .   .   .   .   .   .   @   .   .   .   .
   5    .   .   @   @   .   .   .   .   @   @   .   .
   6    .   .   .   .   .   @   .   .   @   .   .   .
   7    .   .   .   .   .   @   @   @   .   .   .   .
   8    .   .   .   .   .   @   .   .   .   .   .   .
   9    .   .   .   .   .   .   C   .   .   .   .   .
  10    .   .   .   .   .   .   .   .   .   .   .   .
  11    .   .   .   .   .   .   .   .   .   .   .   .
turn 3; active area columns 1..12, rows 1..11
A alice: 1 cells, 1 Gamepoints
B bob: 0 cells, 1 Gamepoints, out
C carol: 1 cells, 0 Gamepoints
game 2 turn 4 begins: one move each, within 3 days (R1250.16 4)
the time is now 2001-01-31T00:00:00Z

# Rule 10: only those who have not played in this game may join.
bob> game join 2
error: you have played in this game of Viruses before (R1250.16 10)

# Rule 8: carol leaves; alice is the only player left and wins.
carol> game leave 2
carol leaves game 2 (R1250.1 IX); game 2 is over: alice wins: the only player left (R1250.16 8); no trophy: the game started with fewer than 3 players (R1250.2); dave receives A$10 from the Treasury

@verify
