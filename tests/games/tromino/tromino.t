# Tromino Go (Ackanomic R1250.11/1): a whole game from the rule text, with
# the illegal plays the rules name, and a game lost on time (rule 8).
# Exactly two players and one referee.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> game new tromino
game 1 (Tromino Go, R1250.11) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
error: game 1 is full

# Beginning the game: the referee randomly selects who goes first.
dave> game start 1
game 1 (Tromino Go, R1250.11) starts; players alice, bob; referee dave
bob plays first (capitals) in round 1, drawn at random (R1250.11); bob plays A next, within 3 days (R1250.11 1, 9)

# Rule 1: the players alternate; the first player (bob, drawn at random)
# writes capitals and plays first.
alice> play 1 place -1,1,nw
error: it is not that player's play (rule 1)

dave> play 1 place -1,1,nw
error: the referee does not play (R1250.11)

# A tromino is its 2x2 box's top-left square and the missing corner.
bob> play 1 place -1,1
error: a tromino is X,Y,CORNER: the top-left square of its 2x2 box and the missing corner (nw, ne, sw, se), like 0,0,se

bob> play 1 place -1,1,xx
error: a tromino is X,Y,CORNER: the top-left square of its 2x2 box and the missing corner (nw, ne, sw, se), like 0,0,se

# Rule 4: no moving before 30 trominoes.
bob> play 1 move 1 5,5,nw
error: after 30 trominoes players move, before they place (rule 4)

# Rule 5: a pass only when no other play is legal.
bob> play 1 pass
error: a pass is allowed only when no other play is legal (rule 5)

# Rule 2: the first player places an A tromino anywhere: (-1,1) (0,1)
# (-1,2) (0,2) less the top-left corner.
bob> play 1 place -1,1,nw
game 1: bob places tromino 1 at -1,1,nw (R1250.11 2); alice plays b next, within 3 days (R1250.11 1, 9)

# Rule 2: the b tromino must touch at least two units of edge of A (1,1
# minus sw touches one), and may not overlap it.
alice> play 1 place 1,1,sw
error: the first four plays must touch and avoid as rule 2 says

alice> play 1 place -1,1,se
error: those squares are taken

alice> play 1 place -2,1,se
game 1: alice places tromino 2 at -2,1,se (R1250.11 2); bob plays C next, within 3 days (R1250.11 1, 9)

# Rule 2: C touches b along two units and does not touch A.
bob> play 1 place -1,-1,nw
error: the first four plays must touch and avoid as rule 2 says

bob> play 1 place -3,0,se
game 1: bob places tromino 3 at -3,0,se (R1250.11 2); alice plays a next, within 3 days (R1250.11 1, 9)

# Rule 2: a touches C along two units and not b.
alice> play 1 place -3,-2,ne
game 1: alice places tromino 4 at -3,-2,ne (R1250.11 2); bob plays B next, within 3 days (R1250.11 1, 9)

# Rule 3: plays five to thirty. i: a B may not touch a b.
bob> play 1 place -3,2,ne
error: it touches a tromino of the same letter (rule 3 i)

bob> play 1 place -1,-1,sw
game 1: bob places tromino 5 at -1,-1,sw (R1250.11 3); alice plays c next, within 3 days (R1250.11 1, 9)

alice> play 1 place 0,-2,sw
game 1: alice places tromino 6 at 0,-2,sw (R1250.11 3); bob plays A next, within 3 days (R1250.11 1, 9)

# Rule 6: bob's A at -3,2 leaves alice's b (tromino 2) with no outside
# edge: surrounded, 0 against 1. bob wins the round and scores 1 - 0 = 1;
# rule 1: the loser, alice, starts round 2 with capitals.
bob> play 1 place -3,2,ne
game 1: bob places tromino 7 at -3,2,ne (R1250.11 3); surrounded trominoes: alice 1, bob 0 (R1250.11 6)
round 1: bob wins it and scores 1 Gamepoint (R1250.11 6); Gamepoints alice 0, bob 1
       -4  -3  -2  -1   0   1   2
  -3    .   .   .   .   .   .   .
  -2    .   a   .   .   c   c   .
  -1    .   a   a   B   B   c   .
   0    .   C   C   .   B   .   .
   1    .   C   b   b   A   .   .
   2    .   A   b   A   A   .   .
   3    .   A   A   .   .   .   .
   4    .   .   .   .   .   .   .
lower case alice: 0 Gamepoints
capitals bob: 1 Gamepoints
round over: surrounded 1 / 0, won
round 2 begins, alice plays first (R1250.11 1, 10); alice plays A next, within 3 days (R1250.11 1, 9)

> game show 1
game 1: Tromino Go (R1250.11), running; referee dave
players: alice, bob
grid: 
        0   1   2   3
   0    .   .   .   .
   1    .   .   .   .
   2    .   .   .   .
   3    .   .   .   .
capitals alice: 0 Gamepoints
lower case bob: 1 Gamepoints
round 2, play 1: A due
round: 2
first this round: alice
next: player=alice letter=A
gamepoints: 0, 1
concessions: none

# Rule 7: a concession is not a play and does not end the round.
alice> play 1 concede 6
game 1: alice concedes round 2 for 6 Gamepoints (concession 1, R1250.11 7)

bob> play 1 accept 2
error: no such concession by your opponent this round (rule 7)

alice> play 1 accept 1
error: no such concession by your opponent this round (rule 7)

# Rule 7: accepting ends the round and scores the conceded Gamepoints;
# rule 8: bob has 7 and wins; he gets A$ 2 x (7 - 0) from the Treasury,
# the referee A$1 per completed round (2); no Trophy.
bob> play 1 accept 1
game 1: bob accepts concession 1 (R1250.11 7)
round 2: bob wins it and scores 6 Gamepoints (R1250.11 7); Gamepoints alice 0, bob 7
        0   1   2   3
   0    .   .   .   .
   1    .   .   .   .
   2    .   .   .   .
   3    .   .   .   .
capitals alice: 0 Gamepoints
lower case bob: 7 Gamepoints, winner
round over: surrounded 1 / 0, won
game 1 is over: bob wins with 7 or more Gamepoints (R1250.11 8); final score alice 0, bob 7; bob receives A$14 from the Treasury; dave receives A$2 from the Treasury

> balance bob
bob: 0 points, 914 A$

> balance dave
dave: 0 points, 902 A$

alice> play 1 place 0,0,se
error: game 1 is over

# Rule 8: a player who fails to make a play within 3 days loses the game;
# the winner gets 14 minus twice the opponent's Gamepoints.
dave> game new tromino
game 2 (Tromino Go, R1250.11) is open; referee dave

alice> game join 2
alice joins game 2

carol> game join 2
carol joins game 2

dave> game start 2
game 2 (Tromino Go, R1250.11) starts; players alice, carol; referee dave
carol plays first (capitals) in round 1, drawn at random (R1250.11); carol plays A next, within 3 days (R1250.11 1, 9)

clock advance 3d
clock: game 2: carol made no play within 3 days (R1250.11 9); game 2 is over: alice wins as the opponent made no play within 3 days (R1250.11 8); final score alice 0, carol 0; alice receives A$14 from the Treasury
the time is now 2001-01-04T00:00:00Z

@verify
