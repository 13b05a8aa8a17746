# The composition of a Play in Party Chess (Ackanomic R1230.2 6;
# src/games/pchess/pchess_play.c). "If a swinger attempts a play of one or
# more placements followed by one or more moves and the state of the board
# if such a play were legal would be exactly the same as if the swinger had
# attempted the same move(s) followed by the same placement(s) then the
# move attempted shall be considered to be the move(s) followed by the
# placement(s)": accepted so; one whose placement changes what the move
# does is not equivalent and is refused. "It is impermissible for a Swinger
# to Move the same piece more than once during a single turn." (The rule
# on plays while two Swingers are in Check is tested in pchess_king.t.)

@include pchess_two.inc

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

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place R c5
alice places a Rook on c5 (R1230.2 6 C)
Weights: alice 20, bob 1 (R1230.3)
game 1 turn 5: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 20, bob 1 (R1230.3)
game 1 turn 6: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# alice's Weight is 20, under 50, with one piece of material value 2 or
# more: one Move and up to two Placements, or up to two Moves and one
# Placement. Placements first: the board would be the same as with the
# Move first: the Play is taken as the Move followed by the Placement.
alice> play 1 place B e2 move c5 c8
the Placements before the Moves leave the board as the Moves followed by the Placements: the Play is taken so (R1230.2 6); alice moves a Rook from c5 to c8 (R1230.2 6 A); alice places a Bishop on e2 (R1230.2 6 C)
Weights: alice 36, bob 1 (R1230.3)
game 1 turn 7: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 36, bob 1 (R1230.3)
game 1 turn 8: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Here the Camel placed on c6 would stand in the Rook's way: the two orders
# do not leave the same board, and Placements may not come first.
alice> play 1 place C c6 move c8 c4
error: a Play of several Atomic Plays is Moves followed by Placements (R1230.2 6)

# The same piece may not Move twice in one turn.
alice> play 1 move c8 c9 move c9 c10 place C k3
error: the Rook on c9 has moved this turn already (R1230.2 6)

# Two Moves of two pieces and a Placement are allowed her.
alice> play 1 move c8 c9 move e2 f3 place C k3
alice moves a Rook from c8 to c9 (R1230.2 6 A); alice moves a Bishop from e2 to f3 (R1230.2 6 A); alice places a Camel on k3 (R1230.2 6 C)
Weights: alice 44, bob 1 (R1230.3)
game 1 turn 9: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)
