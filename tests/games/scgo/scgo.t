# Single Capture Go (Ackanomic R1250.13/2): three whole games from the rule
# text, with every illegal move the rule names. Three players and one
# referee (II).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# R1250.1 VI a: the referee opens the game.
dave> game new scgo
game 1 (Single Capture Go, R1250.13) is open; referee dave

alice> play 1 move a1
error: game 1 has not started

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# II: at least 3 players.
dave> game start 1
error: game 1 has 2 players; Single Capture Go needs at least 3 (R1250.13)

carol> game join 1
carol joins game 1

# III: each player gets a Letter; IV: N is the smallest integer with
# N^2 >= 12 x 3, so the grid is 6 by 6. A round lasts three days.
dave> game start 1
game 1 (Single Capture Go, R1250.13) starts; players alice, bob, carol; referee dave
alice has the Letter A; bob has the Letter B; carol has the Letter C; the grid is 6 by 6 (R1250.13 IV)
game 1 round 1 begins; moves are due within 3 days (R1250.13 IV)

# II: the referee has no Letter and does not play.
dave> play 1 move a1
error: the referee does not play (R1250.13 II)

# IV: a play names exactly one square of the grid.
alice> play 1 move a7
error: 'a7' is not a square of the 6 by 6 grid (like a1 or f6) (R1250.13 IV)

alice> play 1 move g1
error: 'g1' is not a square of the 6 by 6 grid (like a1 or f6) (R1250.13 IV)

alice> play 1 move a1 b1
error: usage: play 1 move SQUARE

alice> play 1 bid a1
error: usage: play 1 move SQUARE

# IV: moves are mailed privately: hidden events (only the mover sees it).
alice> play 1 move c3
alice plays c3 in round 1 of game 1

# IV: "If a player sends the referee two valid moves, only the latter one
# shall count."
alice> play 1 move a1
alice plays a1 in round 1 of game 1 (only this latter move counts, R1250.13 IV)

# Whether a move is in is public; the square is not.
bob> game show 1
game 1: Single Capture Go (R1250.13), running; referee dave
players: alice, bob, carol
round: 1
grid: 
    1  2  3  4  5  6
 a  .  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  .  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
players:
  player=alice letter=A in game=yes moved=yes
  player=bob letter=B in game=yes moved=no
  player=carol letter=C in game=yes moved=no

alice> game show 1
game 1: Single Capture Go (R1250.13), running; referee dave
players: alice, bob, carol
round: 1
grid: 
    1  2  3  4  5  6
 a  .  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  .  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
players:
  player=alice letter=A in game=yes moved=yes move=a1
  player=bob letter=B in game=yes moved=no
  player=carol letter=C in game=yes moved=no

dave> game show 1
game 1: Single Capture Go (R1250.13), running; referee dave
players: alice, bob, carol
round: 1
grid: 
    1  2  3  4  5  6
 a  .  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  .  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
players:
  player=alice letter=A in game=yes moved=yes move=a1
  player=bob letter=B in game=yes moved=no
  player=carol letter=C in game=yes moved=no

> game show 1
game 1: Single Capture Go (R1250.13), running; referee dave
players: alice, bob, carol
round: 1
grid: 
    1  2  3  4  5  6
 a  .  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  .  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
players:
  player=alice letter=A in game=yes moved=yes
  player=bob letter=B in game=yes moved=no
  player=carol letter=C in game=yes moved=no

bob> play 1 move a1
bob plays a1 in round 1 of game 1

# IV: "A round lasts three days ... or until all players have submitted a
# move": carol's move completes the round; the clock resolves it in public.
# Steps 1 and 2: alice and bob both played a1, so a1 gets '@' (both still
# moved); carol's c3 gets her Letter.
carol> play 1 move c3
carol plays c3 in round 1 of game 1

> game show 1
clock: game 1 round 1: moves alice a1 (collision: @, step 2), bob a1 (collision: @, step 2), carol c3 (R1250.13 IV 1-2)
    1  2  3  4  5  6
 a  @  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  C  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
game 1 round 2 begins; moves are due within 3 days (R1250.13 IV)
game 1: Single Capture Go (R1250.13), running; referee dave
players: alice, bob, carol
round: 2
grid: 
    1  2  3  4  5  6
 a  @  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  C  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
players:
  player=alice letter=A in game=yes moved=no
  player=bob letter=B in game=yes moved=no
  player=carol letter=C in game=yes moved=no
last round:
  player=alice move=a1 collided=yes doomed=no
  player=bob move=a1 collided=yes doomed=no
  player=carol move=c3 collided=no doomed=no

# IV: a play must name a square "not occupied by a Letter at the beginning
# of the round": c3 holds C.
alice> play 1 move c3
error: c3 is occupied by a Letter since the round began (R1250.13 IV)

# Step 1 on an '@' square: played by exactly one player, it takes eir Letter
# (RULINGS.md). carol does not play this round.
bob> play 1 move a1
bob plays a1 in round 2 of game 1

alice> play 1 move b1
alice plays b1 in round 2 of game 1

# The round lasts three days. Step 3: carol did not play, so she is doomed;
# step 4: her Letter becomes '@'; step 6: she is removed.
clock advance 3d
clock: game 1 round 2: moves alice b1, bob a1, carol none (R1250.13 IV 1-2); carol is doomed: did not play (R1250.13 IV 3)
    1  2  3  4  5  6
 a  B  .  .  .  .  .
 b  A  .  .  .  .  .
 c  .  .  @  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
game 1 round 3 begins; moves are due within 3 days (R1250.13 IV)
the time is now 2001-01-04T00:00:00Z

# Step 6: a removed player has no more moves.
carol> play 1 move d4
error: you have been removed from game 1 (R1250.13 IV 6)

# Step 3: B on a1 is a Group of one; alice's a2 fills its last liberty (b1
# is alice's since round 2), so bob is doomed; alice keeps Liberty on a3,
# b2 and c1. Step 5: exactly one non-doomed player remains: alice wins and
# receives a standard Trophy (R1250.2: a Jade Grapefruit).
alice> play 1 move a2
alice plays a2 in round 3 of game 1

bob> play 1 move d4
bob plays d4 in round 3 of game 1

> game show 1
clock: game 1 round 3: moves alice a2, bob d4 (R1250.13 IV 1-2); bob is doomed: a Group without Liberty (R1250.13 IV 3)
    1  2  3  4  5  6
 a  @  A  .  .  .  .
 b  A  .  .  .  .  .
 c  .  .  @  .  .  .
 d  .  .  .  @  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
game 1 is over: alice wins as the only player left (R1250.13 IV 5); alice receives a Jade Grapefruit (R1250.2)
game 1: Single Capture Go (R1250.13), ended; referee dave
players: alice, bob, carol
round: 3
grid: 
    1  2  3  4  5  6
 a  @  A  .  .  .  .
 b  A  .  .  .  .  .
 c  .  .  @  .  .  .
 d  .  .  .  @  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  .
players:
  player=alice letter=A in game=yes
  player=bob letter=B in game=no
  player=carol letter=C in game=no
last round:
  player=alice move=a2 collided=no doomed=no
  player=bob move=d4 collided=no doomed=yes
result: alice wins as the only player left (R1250.13 IV 5)

alice> play 1 move a3
error: game 1 is over

> trophies
Jade Grapefruit: held by alice (won in game 1, 2001-01-04T00:00:00Z)

# Game 2. Step 5: "If no non-doomed players remain, the player who had the
# most corresponding Letters on the grid prior to the most recent
# transformation into @ characters wins."
erin> game new scgo
game 2 (Single Capture Go, R1250.13) is open; referee erin

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

carol> game join 2
carol joins game 2

erin> game start 2
game 2 (Single Capture Go, R1250.13) starts; players alice, bob, carol; referee erin
alice has the Letter A; bob has the Letter B; carol has the Letter C; the grid is 6 by 6 (R1250.13 IV)
game 2 round 1 begins; moves are due within 3 days (R1250.13 IV)

alice> play 2 move a1
alice plays a1 in round 1 of game 2

bob> play 2 move a1
bob plays a1 in round 1 of game 2

carol> play 2 move f6
carol plays f6 in round 1 of game 2

# Nobody plays in round 2: all three are doomed (step 3); before step 4,
# carol had one Letter, alice and bob none, so carol wins.
clock advance 3d
clock: game 2 round 1: moves alice a1 (collision: @, step 2), bob a1 (collision: @, step 2), carol f6 (R1250.13 IV 1-2)
    1  2  3  4  5  6
 a  @  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  .  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  C
game 2 round 2 begins; moves are due within 3 days (R1250.13 IV)
clock: game 2 round 2: moves alice none, bob none, carol none (R1250.13 IV 1-2); alice is doomed: did not play (R1250.13 IV 3); bob is doomed: did not play (R1250.13 IV 3); carol is doomed: did not play (R1250.13 IV 3)
    1  2  3  4  5  6
 a  @  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  .  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  @
game 2 is over: carol wins with the most Letters before step 4 (R1250.13 IV 5); carol receives a Jade Grapefruit (R1250.2)
the time is now 2001-01-07T00:00:00Z

# Game 3: the same with a tie for the most Letters: no winner (RULINGS.md).
erin> game new scgo
game 3 (Single Capture Go, R1250.13) is open; referee erin

alice> game join 3
alice joins game 3

bob> game join 3
bob joins game 3

carol> game join 3
carol joins game 3

erin> game start 3
game 3 (Single Capture Go, R1250.13) starts; players alice, bob, carol; referee erin
alice has the Letter A; bob has the Letter B; carol has the Letter C; the grid is 6 by 6 (R1250.13 IV)
game 3 round 1 begins; moves are due within 3 days (R1250.13 IV)

alice> play 3 move a1
alice plays a1 in round 1 of game 3

bob> play 3 move c3
bob plays c3 in round 1 of game 3

carol> play 3 move f6
carol plays f6 in round 1 of game 3

clock advance 3d
clock: game 3 round 1: moves alice a1, bob c3, carol f6 (R1250.13 IV 1-2)
    1  2  3  4  5  6
 a  A  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  B  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  C
game 3 round 2 begins; moves are due within 3 days (R1250.13 IV)
clock: game 3 round 2: moves alice none, bob none, carol none (R1250.13 IV 1-2); alice is doomed: did not play (R1250.13 IV 3); bob is doomed: did not play (R1250.13 IV 3); carol is doomed: did not play (R1250.13 IV 3)
    1  2  3  4  5  6
 a  @  .  .  .  .  .
 b  .  .  .  .  .  .
 c  .  .  @  .  .  .
 d  .  .  .  .  .  .
 e  .  .  .  .  .  .
 f  .  .  .  .  .  @
game 3 is over: no player survived and the most Letters were tied: no winner (R1250.13 IV 5)
the time is now 2001-01-10T00:00:00Z

@verify
