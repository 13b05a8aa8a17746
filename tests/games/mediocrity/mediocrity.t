# Mediocrity (R1250.17): a whole game. One referee; 3 to (players of the
# nomic at its inception - 1) players, evaluated at the start (R1250.1 III c).
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

dave> game new mediocrity
game 1 (Mediocrity, R1250.17) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# Two players are too few (R1250.17: minimum 3).
dave> game start 1
error: game 1 has 2 players; Mediocrity needs at least 3 (R1250.17)

carol> game join 1
carol joins game 1

dave> game start 1
game 1 (Mediocrity, R1250.17) starts; players alice, bob, carol; referee dave
game 1 round 1 begins: send a number from 1 to 6 (R1250.17)

# Each player sends the referee a number from 1 to 2n (n = 3): hidden.
alice> play 1 pick 0
error: '0' is not a whole number from 1 to 6 (R1250.17)

alice> play 1 pick 7
error: '7' is not a whole number from 1 to 6 (R1250.17)

alice> play 1 pick many
error: 'many' is not a whole number from 1 to 6 (R1250.17)

dave> play 1 pick 3
error: the referee does not pick (R1250.17)

alice> play 1 pick 2
alice picks 2 in round 1 of game 1

bob> play 1 pick 3
bob picks 3 in round 1 of game 1

# Leak test: picks are seen only by their owner and the referee.
> game show 1
game 1: Mediocrity (R1250.17), running; referee dave
players: alice, bob, carol
round: 1
range: 1, 6
seats:
  player=alice score=0 picked=yes
  player=bob score=0 picked=yes
  player=carol score=0 picked=no
last winner: -

carol> game show 1
game 1: Mediocrity (R1250.17), running; referee dave
players: alice, bob, carol
round: 1
range: 1, 6
seats:
  player=alice score=0 picked=yes
  player=bob score=0 picked=yes
  player=carol score=0 picked=no
last winner: -

bob> game show 1
game 1: Mediocrity (R1250.17), running; referee dave
players: alice, bob, carol
round: 1
range: 1, 6
seats:
  player=alice score=0 picked=yes
  player=bob score=0 picked=yes pick=3
  player=carol score=0 picked=no
last winner: -

dave> game show 1
game 1: Mediocrity (R1250.17), running; referee dave
players: alice, bob, carol
round: 1
range: 1, 6
seats:
  player=alice score=0 picked=yes pick=2
  player=bob score=0 picked=yes pick=3
  player=carol score=0 picked=no
last winner: -

carol> play 1 pick 5
carol picks 5 in round 1 of game 1

# 2, 3, 5: the near-Mediocre member is the 2nd, 3, unique: bob scores.
> game show 1
clock: game 1 round 1: numbers alice 2, bob 3, carol 5; bob chose the most Mediocre number, 3; scores alice 0, bob 1, carol 0
game 1 round 2 begins: send a number from 1 to 6 (R1250.17)
game 1: Mediocrity (R1250.17), running; referee dave
players: alice, bob, carol
round: 2
range: 1, 6
seats:
  player=alice score=0 picked=no last round=2
  player=bob score=1 picked=no last round=3
  player=carol score=0 picked=no last round=5
last winner: bob

# 1, 1, 4: the near-Mediocre 1 is not unique; all 1s go; 4 is left and
# is the most Mediocre (R1250.17 4).
alice> play 1 pick 1
alice picks 1 in round 2 of game 1

bob> play 1 pick 1
bob picks 1 in round 2 of game 1

carol> play 1 pick 4
carol picks 4 in round 2 of game 1

# 3, 3, 3: nothing is left after removing the 3s: no most Mediocre (5).
alice> play 1 pick 3
clock: game 1 round 2: numbers alice 1, bob 1, carol 4; carol chose the most Mediocre number, 4; scores alice 0, bob 1, carol 1
game 1 round 3 begins: send a number from 1 to 6 (R1250.17)
alice picks 3 in round 3 of game 1

bob> play 1 pick 3
bob picks 3 in round 3 of game 1

carol> play 1 pick 3
carol picks 3 in round 3 of game 1

# A round lasts at most six days; missing numbers are chosen at random by
# the referee (R1250.17 Play).
alice> play 1 pick 6
clock: game 1 round 3: numbers alice 3, bob 3, carol 3; no number is most Mediocre; scores alice 0, bob 1, carol 1
game 1 round 4 begins: send a number from 1 to 6 (R1250.17)
alice picks 6 in round 4 of game 1

clock advance 6d
clock: game 1 round 4: numbers alice 6, bob 6 (at random), carol 5 (at random); carol chose the most Mediocre number, 5; scores alice 0, bob 1, carol 2
game 1 round 5 begins: send a number from 1 to 6 (R1250.17)
the time is now 2001-01-07T00:00:00Z

alice> play 1 pick 2
alice picks 2 in round 5 of game 1

bob> play 1 pick 4
bob picks 4 in round 5 of game 1

carol> play 1 pick 6
carol picks 6 in round 5 of game 1

alice> play 1 pick 5
clock: game 1 round 5: numbers alice 2, bob 4, carol 6; bob chose the most Mediocre number, 4; scores alice 0, bob 2, carol 2
game 1 round 6 begins: send a number from 1 to 6 (R1250.17)
alice picks 5 in round 6 of game 1

bob> play 1 pick 4
bob picks 4 in round 6 of game 1

carol> play 1 pick 1
carol picks 1 in round 6 of game 1

alice> play 1 pick 2
clock: game 1 round 6: numbers alice 5, bob 4, carol 1; bob chose the most Mediocre number, 4; scores alice 0, bob 3, carol 2
game 1 round 7 begins: send a number from 1 to 6 (R1250.17)
alice picks 2 in round 7 of game 1

bob> play 1 pick 4
bob picks 4 in round 7 of game 1

carol> play 1 pick 6
carol picks 6 in round 7 of game 1

# Scores 0, 4, 2 add up to 6 = 2n, and their most Mediocre member is 2:
# carol wins and receives a standard Trophy (R1250.17 Winning; R1250.2).
> game show 1
clock: game 1 round 7: numbers alice 2, bob 4, carol 6; bob chose the most Mediocre number, 4; scores alice 0, bob 4, carol 2
game 1 is over: carol has the most Mediocre score, 2 (R1250.17); carol receives a Jade Grapefruit (R1250.2)
game 1: Mediocrity (R1250.17), ended; referee dave
players: alice, bob, carol
round: 7
range: 1, 6
seats:
  player=alice score=0 last round=2
  player=bob score=4 last round=4
  player=carol score=2 last round=6
last winner: bob
result: carol has the most Mediocre score, 2 (R1250.17)

> trophies
Jade Grapefruit: held by carol (won in game 1, 2001-01-07T00:00:00Z)

alice> play 1 pick 2
error: game 1 is over

# Game 2: a player who resigns is removed (R1250.17); n and the range
# follow the players left (ruling).
dave> game new mediocrity
game 2 (Mediocrity, R1250.17) is open; referee dave

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

carol> game join 2
carol joins game 2

dave> game start 2
game 2 (Mediocrity, R1250.17) starts; players alice, bob, carol; referee dave
game 2 round 1 begins: send a number from 1 to 6 (R1250.17)

alice> play 2 pick 6
alice picks 6 in round 1 of game 2

carol> game leave 2
carol leaves game 2 (R1250.1 IX)

> game show 2
game 2: Mediocrity (R1250.17), running; referee dave
players: alice, bob, carol (left)
round: 1
range: 1, 4
seats:
  player=alice score=0 picked=yes
  player=bob score=0 picked=no
  player=carol score=0
last winner: -

alice> play 2 pick 6
error: '6' is not a whole number from 1 to 4 (R1250.17)

alice> play 2 pick 4
alice picks 4 in round 1 of game 2 (replacing eir earlier pick)

bob> play 2 pick 1
bob picks 1 in round 1 of game 2

# With one player left nobody can be Mediocre: no winner (ruling).
bob> game leave 2
clock: game 2 round 1: numbers alice 4, bob 1; bob chose the most Mediocre number, 1; scores alice 0, bob 1
game 2 round 2 begins: send a number from 1 to 4 (R1250.17)
bob leaves game 2 (R1250.1 IX); game 2 is over: fewer than two players remain, so no winner (R1250.17)

> game show 2
game 2: Mediocrity (R1250.17), ended; referee dave
players: alice, bob (left), carol (left)
round: 2
range: 1, 2
seats:
  player=alice score=0 last round=4
  player=bob score=1 last round=1
  player=carol score=0
last winner: bob
result: fewer than two players remain, so no winner (R1250.17)

@verify

