# Party Chess (Ackanomic R1230.x): a whole game with the later pieces.
# bob chooses an Archer, a Kamikaze, a Qball, an Echo and a Pawn; alice a
# CopyCat, an il-Nabi, a Cantor, a Locust and a Pawn (R1230.2 2 B: 30 at
# most). The Archer in a Defensive Position shoots and stays (R1230.15 3
# a); the CopyCat captures only as its victim captures (R1230.9 3); the
# Kamikaze is destroyed by its capture (R1230.16 4); the Echo moves as the
# piece that last Moved (R1230.10 2); the Qball scratches on a corner
# (R1230.13 3 c); with R1230.15 repealed, the Archer is no piece any more
# (R1230.1 3 E).

@include pchess_two.inc

bob> play 1 choose Archer Kamikaze Qball Echo p
bob chooses Archer, Kamikaze, Qball, Echo, Pawn (material value 28), off-board (R1230.2 2 B)

# R1230.2 2 B: CopyCat 7, il-Nabi 6, Cantor 5, Locust 6, Guard 7: 31.
alice> play 1 choose O M % & +
error: those pieces' material value is 31, over 30 (R1230.2 2 B)

alice> play 1 choose CopyCat il-Nabi Cantor Locust p
alice chooses CopyCat, il-Nabi, Cantor, Locust, Pawn (material value 25), off-board (R1230.2 2 B)

bob> play 1 place K e1
bob places a King on e1 (R1230.2 6 C)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place K t20
alice places a King on t20 (R1230.2 6 C)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place A e4
bob places an Archer on e4 (R1230.2 6 C)
Weights: alice 1, bob 19.5 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place M e8
alice places an il-Nabi on e8 (R1230.2 6 C)
Weights: alice 15, bob 24 (R1230.3)
game 1 turn 5: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.15 3 a: within 4 of its King (R1230.1 8), the Archer shoots 4 up
# and stays on e4.
bob> play 1 capture e4 e8
bob's Archer on e4 captures alice's il-Nabi on e8 (R1230.1 4); the Archer stays on e4 (R1230.15 3 a)
Weights: alice 1, bob 19.5 (R1230.3)
game 1 turn 6: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place O o6
alice places a CopyCat on o6 (R1230.2 6 C)
Weights: alice 16, bob 19.5 (R1230.3)
game 1 turn 7: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place p s2
bob places a Pawn on s2 (R1230.2 6 C)
Weights: alice 15.5, bob 21.5 (R1230.3)
game 1 turn 8: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.9 3: a CopyCat captures a Pawn only as a Pawn does (diagonally by one).
alice> play 1 capture o6 s2
error: a CopyCat cannot capture from o6 on s2 (R1230.9, R1230.1 4)

alice> play 1 move o6 r3
alice moves a CopyCat from o6 to r3 (R1230.2 6 A)
Weights: alice 16, bob 26.5 (R1230.3)
game 1 turn 9: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place Z j2
bob places a Kamikaze on j2 (R1230.2 6 C)
Weights: alice 16, bob 42.5 (R1230.3)
game 1 turn 10: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 capture r3 s2
alice's CopyCat on r3 captures bob's Pawn on s2 (R1230.1 4)
Weights: alice 11, bob 35.5 (R1230.3)
game 1 turn 11: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 11, bob 35.5 (R1230.3)
game 1 turn 12: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place & m7
alice places a Locust on m7 (R1230.2 6 C)
Weights: alice 17, bob 40.5 (R1230.3)
game 1 turn 13: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.16 4: the Kamikaze captures (3 right, 5 up) and is destroyed.
bob> play 1 capture j2 m7
bob's Kamikaze on j2 captures alice's Locust on m7 (R1230.1 4); the Kamikaze is destroyed (R1230.16 4)
Weights: alice 11, bob 19.5 (R1230.3)
game 1 turn 14: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 11, bob 19.5 (R1230.3)
game 1 turn 15: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place E c10
bob places an Echo on c10 (R1230.2 6 C)
Weights: alice 11, bob 26.5 (R1230.3)
game 1 turn 16: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 11, bob 26.5 (R1230.3)
game 1 turn 17: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.10 2 a: after a Placement an Echo has no move.
bob> play 1 move c10 c14
error: an Echo has no move after a Pass, a Placement or a Special, nor before a Move or Capture (R1230.10 2 a)

bob> play 1 move e4 e8
bob moves an Archer from e4 to e8 (R1230.2 6 A)
Weights: alice 11, bob 36.5 (R1230.3)
game 1 turn 18: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 11, bob 36.5 (R1230.3)
game 1 turn 19: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.10 2 b: now the Archer's (R1230.15 2: 3 up, 1 right).
bob> play 1 move c10 c11
error: an Echo moves as the Archer that last Moved or Captured: it cannot move from c10 to c11 (R1230.10 2 b)

bob> play 1 move c10 d13
bob moves an Echo from c10 to d13 (R1230.2 6 A)
Weights: alice 11, bob 30.5 (R1230.3)
game 1 turn 20: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 11, bob 30.5 (R1230.3)
game 1 turn 21: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place Q c3
bob places a Qball on c3 (R1230.2 6 C)
Weights: alice 11, bob 42 (R1230.3)
game 1 turn 22: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 11, bob 42 (R1230.3)
game 1 turn 23: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.13 3 c: down-left to the corner a1: it scratches.
bob> play 1 move c3 a1
bob moves a Qball from c3 to a1, a corner: it scratches and is off-board (R1230.13 3 c)
Weights: alice 11, bob 39 (R1230.3)
game 1 turn 24: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# R1230.1 3 E: with R1230.15 repealed the Archer is no piece: it cannot
# be placed, and it is moved off-board at the next play, which runs by
# itself and so is behind pchess.undefined_off (1 from level 8).
admin> rule repeal 1230.15
Rule 1230.15 repealed

admin> param set pchess.undefined_off 0
pchess.undefined_off = 0 (R1230.1 3 E)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 11, bob 39 (R1230.3)
game 1 turn 25: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place A e4
error: the Archer is defined by no rule in force: Rule 1230.15 (Creation of a PartyChessPiece Archer) was repealed by the admin (R1230.1 3 E)

admin> param set pchess.undefined_off 1
pchess.undefined_off = 1 (R1230.1 3 E)

bob> play 1 pass
1 Archer moved off-board, owners unchanged: Rule 1230.15 (Creation of a PartyChessPiece Archer) was repealed by the admin (R1230.1 3 E)
bob Passes (R1230.2 6 E)
Weights: alice 11, bob 8 (R1230.3)
game 1 turn 26: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> game show 1
game 1: Party Chess (R1230), running; referee carol
players: alice, bob
board: 
20 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  K0
19 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
18 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
17 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
16 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
15 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
14 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
13 .  .  .  E1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
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
 2 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  O0 .
 1 .  .  .  .  K1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t
turn: 26
play list: alice, bob
swingers:
  swinger=alice side=0 weight=11 swingership=7 chosen=yes check=no
  swinger=bob side=1 weight=8 swingership=8 chosen=yes check=no
pieces:
  piece=King char=K swinger=alice square=t20 mv=0 entity=9
  piece=King char=K swinger=bob square=e1 mv=0 entity=10
  piece=Archer char=A swinger=bob square=off mv=7 entity=11
  piece=Qball char=Q swinger=bob square=off mv=7 entity=13
  piece=Echo char=E swinger=bob square=d13 mv=7 entity=14
  piece=Pawn char=p swinger=alice square=off mv=1 entity=15
  piece=CopyCat char=O swinger=alice square=s2 mv=7 entity=16
  piece=il-Nabi char=M swinger=bob square=off mv=6 entity=17
  piece=Cantor char=% swinger=alice square=off mv=5 entity=18
  piece=Locust char=& swinger=bob square=off mv=6 entity=19
  piece=Pawn char=p swinger=alice square=off mv=1 entity=20

