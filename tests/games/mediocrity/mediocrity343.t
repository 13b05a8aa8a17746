# A Nomic's Mediocrity sub-game (A Nomic R343; R336 Challenge/Response
# Games; R338 Contests). The opener is the first Supremely Mediocre and
# sets the limits: level x, players y to start, sub-games z.
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

# R336: each answer costs (entry fee) x 2 = 4 points; give everyone some.
admin> mint 20 points to alice
alice gains 20 points; now 20

admin> mint 20 points to bob
bob gains 20 points; now 20

admin> mint 20 points to carol
carol gains 20 points; now 20

dave> game new mediocrity343
error: usage: game new mediocrity343 LEVEL PLAYERS SUBGAMES (x, y, z of A Nomic R343)

dave> game new mediocrity343 1 2 3
error: '2' is not a number of players from 3 to 64 (A Nomic R343)

dave> game new mediocrity343 1 3 9
game 1 (Mediocrity sub-game, A Nomic R343) is open; referee dave; level 1, 3 players to start, 9 sub-games a game: 9 challenges (A Nomic R343)

dave> game new mediocrity343 1 3 3
game 2 (Mediocrity sub-game, A Nomic R343) is open; referee dave; level 1, 3 players to start, 3 sub-games a game: 3 challenges (A Nomic R343)

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

# R343 (y): 3 players are needed to start.
dave> game start 2
error: game 2 has 2 players; Mediocrity sub-game needs at least 3 (A Nomic R343)

carol> game join 2
carol joins game 2

dave> game start 2
game 2 (Mediocrity sub-game, A Nomic R343) starts; players alice, bob, carol; referee dave
game 2 challenge 1 of 3, posted by dave: send your quantity (3 days, A Nomic R343)

# Challenge 1, posted by dave, the game's ContestMaster. Answers are
# private (R336); one each; a quantity is a whole number.
alice> play 2 answer -1
error: '-1' is not a quantity (a whole number from 0 to 1000000000)

alice> play 2 answer lots
error: 'lots' is not a quantity (a whole number from 0 to 1000000000)

alice> play 2 answer 5
alice answers 5 to challenge 1 of game 2

alice> play 2 answer 6
error: you have already answered this challenge (R336: one answer)

dave> play 2 answer 5
error: the ContestMaster of this challenge does not answer it (R336)

bob> play 2 answer 7
bob answers 7 to challenge 1 of game 2

# Leak test: answers are seen by their owner and the ContestMaster.
> game show 2
game 2: Mediocrity sub-game (A Nomic R343), running; referee dave
players: alice, bob, carol
limits: level=1 players=3 sub-games=3
challenge: 1
of: 3
contestmaster: dave
pot: 8
seats:
  player=alice challenges won=0 answered=yes
  player=bob challenges won=0 answered=yes
  player=carol challenges won=0 answered=no

carol> game show 2
game 2: Mediocrity sub-game (A Nomic R343), running; referee dave
players: alice, bob, carol
limits: level=1 players=3 sub-games=3
challenge: 1
of: 3
contestmaster: dave
pot: 8
seats:
  player=alice challenges won=0 answered=yes
  player=bob challenges won=0 answered=yes
  player=carol challenges won=0 answered=no

dave> game show 2
game 2: Mediocrity sub-game (A Nomic R343), running; referee dave
players: alice, bob, carol
limits: level=1 players=3 sub-games=3
challenge: 1
of: 3
contestmaster: dave
pot: 8
seats:
  player=alice challenges won=0 answered=yes answer=5
  player=bob challenges won=0 answered=yes answer=7
  player=carol challenges won=0 answered=no

# R338: a Contestant joins by consenting, and may leave (R1250.1 IX).
erin> game join 2
erin joins game 2

erin> game leave 2
erin leaves game 2 (R1250.1 IX)

carol> play 2 answer 9
carol answers 9 to challenge 1 of game 2

# 5, 7, 9: 7 is the most Mediocre (R1250.17's method): bob wins the
# challenge and, as its winner, is ContestMaster of the next (R343, R336).
bob> play 2 answer 3
error: the ContestMaster of this challenge does not answer it (R336)

alice> play 2 answer 4
alice answers 4 to challenge 2 of game 2

carol> play 2 answer 8
carol answers 8 to challenge 2 of game 2

# 4, 8: the near-Mediocre of an even set is the N/2th: alice wins.
alice> play 2 answer 1
error: the ContestMaster of this challenge does not answer it (R336)

bob> play 2 answer 2
bob answers 2 to challenge 3 of game 2

carol> play 2 answer 6
carol answers 6 to challenge 3 of game 2

# The level 1 game: wins bob 2, alice 1, carol 0. alice's 1 is exceeded
# by as many participants as it exceeds: she wins the game and all the
# entry fees, 7 answers x 4 points (R343).
> game show 2
clock: game 2 challenge 3: answers bob 2, carol 6; bob's 2 is the most Mediocre
game 2 is over: alice won the most Mediocre number of sub-games (A Nomic R343); alice receives the 28 points of entry fees (R343)
game 2: Mediocrity sub-game (A Nomic R343), ended; referee dave
players: alice, bob, carol, erin (left)
limits: level=1 players=3 sub-games=3
challenge: 3
of: 3
pot: 0
seats:
  player=alice challenges won=1
  player=bob challenges won=2 last answer=2
  player=carol challenges won=0 last answer=6
  player=erin challenges won=0
result: alice won the most Mediocre number of sub-games (A Nomic R343)

> balance
Treasury: 0 points, 95500 A$
alice: 40 points, 900 A$
bob: 12 points, 900 A$
carol: 8 points, 900 A$
dave: 0 points, 900 A$
erin: 0 points, 900 A$

# Game 3, level 2, z = 2: a challenge with fewer than 2 answers has no
# winner and its fees go back (R336).
dave> game new mediocrity343 2 3 2
game 3 (Mediocrity sub-game, A Nomic R343) is open; referee dave; level 2, 3 players to start, 2 sub-games a game: 4 challenges (A Nomic R343)

alice> game join 3
alice joins game 3

bob> game join 3
bob joins game 3

carol> game join 3
carol joins game 3

dave> game start 3
game 3 (Mediocrity sub-game, A Nomic R343) starts; players alice, bob, carol; referee dave
game 3 challenge 1 of 4, posted by dave: send your quantity (3 days, A Nomic R343)

alice> play 3 answer 5
alice answers 5 to challenge 1 of game 3

clock advance 3d
clock: game 3 challenge 1: answers alice 5; fewer than 2 answers: no winner (R336)
game 3 challenge 2 of 4, posted by dave: send your quantity (3 days, A Nomic R343)
the time is now 2001-01-04T00:00:00Z

> balance alice
alice: 40 points, 900 A$

alice> play 3 answer 1
alice answers 1 to challenge 2 of game 3

bob> play 3 answer 2
bob answers 2 to challenge 2 of game 3

carol> play 3 answer 3
carol answers 3 to challenge 2 of game 3

# Challenge 2 ends the first level 1 sub-game: wins bob 1, alice 0,
# carol 0; nobody's count is exceeded by as many as it exceeds: no winner.
> game show 3
clock: game 3 challenge 2: answers alice 1, bob 2, carol 3; bob's 2 is the most Mediocre; level 1 sub-game 1: no winner
game 3 challenge 3 of 4, posted by dave: send your quantity (3 days, A Nomic R343)
game 3: Mediocrity sub-game (A Nomic R343), running; referee dave
players: alice, bob, carol
limits: level=2 players=3 sub-games=2
challenge: 3
of: 4
contestmaster: dave
pot: 12
seats:
  player=alice challenges won=0 answered=no last answer=1
  player=bob challenges won=1 answered=no last answer=2
  player=carol challenges won=0 answered=no last answer=3

@verify

