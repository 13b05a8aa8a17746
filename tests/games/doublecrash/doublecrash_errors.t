# Double Crash (R1250.12 IV): the ways to lose without a five-crash.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# A nomic begun at level 9 or later refuses such a word (core/level.h).
> params games.doublecrash.refuse_target
games.doublecrash.refuse_target = 1 (R1250.12 IV; 0 to 1): 1: a Target Word that is not a five-letter word of the Official Dictionary is refused at once and the player selects again; 0: it is taken and the opponent wins

# Games 1-5 play as a nomic begun before level 9 does (the level that
# made games.doublecrash.refuse_target 1; games 6 on check it on).
admin> param set games.doublecrash.refuse_target 0
games.doublecrash.refuse_target = 0 (R1250.12 IV)

# Game 1: a Target Word that is not a five-letter word of the Official
# Dictionary hands the win to the opponent as soon as it is discovered;
# the server discovers it at once, and the clock announces it publicly.
alice> game new doublecrash
game 1 (Double Crash, R1250.12) is open; player alice

bob> game join 1
bob joins game 1

alice> game start 1
game 1 (Double Crash, R1250.12) starts; players alice, bob
game 1 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> play 1 target spade
bob's Target Word in game 1 is spade

alice> play 1 target zzzzz
alice's Target Word in game 1 is zzzzz

> game show 1
clock: game 1 is over: bob wins: alice chose a Target Word that is not a five-letter word of the Official Dictionary (R1250.12 IV); bob receives A$25 from the Treasury
game 1: Double Crash (R1250.12), ended
players: alice, bob
round: 1
seats:
  player=alice target=zzzzz
  player=bob target=spade
salvos: none
result: bob wins: alice chose a Target Word that is not a five-letter word of the Official Dictionary (R1250.12 IV)

# Game 2: a misreported crash count loses (R1250.12 IV).
alice> game new doublecrash
game 2 (Double Crash, R1250.12) is open; player alice

bob> game join 2
bob joins game 2

alice> game start 2
game 2 (Double Crash, R1250.12) starts; players alice, bob
game 2 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

alice> play 2 target grace
alice's Target Word in game 2 is grace

alice> play 2 salvo crane slate heart house mouse water
alice's 6-word Salvo in game 2: 1) crane 2) slate 3) heart 4) house 5) mouse 6) water

bob> play 2 target spade
bob's Target Word in game 2 is spade

bob> play 2 salvo zebra queen sword elite baker chaff
bob's 6-word Salvo in game 2: 1) zebra 2) queen 3) sword 4) elite 5) baker 6) chaff

# CRANE crashes twice with SPADE (A, E); bob says once.
bob> play 2 reply 1 3 1 1 1 0
clock: game 2 round 2: each player Replies to the other's Salvo (R1250.12 IV)
bob Replies in game 2: 1) crane 1 2) slate 3 3) heart 1 4) house 1 5) mouse 1 6) water 0

> game show 2
clock: game 2 is over: alice wins: bob misreported the crashes of 'crane' (R1250.12 IV); alice receives A$25 from the Treasury
game 2: Double Crash (R1250.12), ended
players: alice, bob
round: 2
seats:
  player=alice target=grace
  player=bob target=spade
salvos:
  by=alice salvo=1) crane 1 2) slate 3 3) heart 1 4) house 1 5) mouse 1 6) water 0
  by=bob salvo=1) zebra 2) queen 3) sword 4) elite 5) baker 6) chaff
result: alice wins: bob misreported the crashes of 'crane' (R1250.12 IV)

# Game 3: a player who does not finish the round's actions in 3 days
# loses (R1250.12 IV).
alice> game new doublecrash
game 3 (Double Crash, R1250.12) is open; player alice

bob> game join 3
bob joins game 3

alice> game start 3
game 3 (Double Crash, R1250.12) starts; players alice, bob
game 3 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

alice> play 3 target grace
alice's Target Word in game 3 is grace

alice> play 3 salvo crane slate heart house mouse water
alice's 6-word Salvo in game 3: 1) crane 2) slate 3) heart 4) house 5) mouse 6) water

bob> play 3 target spade
bob's Target Word in game 3 is spade

clock advance 3d
clock: game 3 is over: alice wins: bob failed to act in round 1 (R1250.12 IV); alice receives A$25 from the Treasury
the time is now 2001-01-04T00:00:00Z

> game show 3
game 3: Double Crash (R1250.12), ended
players: alice, bob
round: 1
seats:
  player=alice target=grace
  player=bob target=spade
salvos:
  by=alice salvo=1) crane 2) slate 3) heart 4) house 5) mouse 6) water
result: alice wins: bob failed to act in round 1 (R1250.12 IV)

# Game 4: both fail, not a Duel: no winner, the game is over.
alice> game new doublecrash
game 4 (Double Crash, R1250.12) is open; player alice

bob> game join 4
bob joins game 4

alice> game start 4
game 4 (Double Crash, R1250.12) starts; players alice, bob
game 4 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

clock advance 3d
clock: game 4 round 1 ran out with neither player's actions done; game 4 is over: both players failed to act in time, no winner (R1250.12 IV)
the time is now 2001-01-07T00:00:00Z

> game show 4
game 4: Double Crash (R1250.12), ended
players: alice, bob
round: 1
seats:
  player=alice
  player=bob
salvos: none
result: both players failed to act in time, no winner (R1250.12 IV)

# Game 5: leaving a game forfeits it (R1250.1 IX); the opponent wins.
alice> game new doublecrash
game 5 (Double Crash, R1250.12) is open; player alice

bob> game join 5
bob joins game 5

alice> game start 5
game 5 (Double Crash, R1250.12) starts; players alice, bob
game 5 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 5
bob leaves game 5 (R1250.1 IX); game 5 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$25 from the Treasury

> game show 5
game 5: Double Crash (R1250.12), ended
players: alice, bob (left)
round: 1
seats:
  player=alice
  player=bob
salvos: none
result: alice wins: the opponent left the game (R1250.12 IV)

# No trophy for Double Crash (R1250.12); A$25 a win from the Treasury.
> trophies
no trophies yet

> balance
Treasury: 0 points, 98100 A$
alice: 0 points, 975 A$
bob: 0 points, 925 A$

# Issue 20 item 7: R1250.12 IV round 1 has each player select eir Target
# Word "from the Official Dictionary"; with games.doublecrash.refuse_target
# (the default of nomics begun at level 9, a ruling: docs/RULINGS.md), a
# word that is not one is refused at once, privately, and the player
# selects again; nothing is recorded and the game goes on.
admin> param set games.doublecrash.refuse_target 1
games.doublecrash.refuse_target = 1 (R1250.12 IV)

alice> game new doublecrash
game 6 (Double Crash, R1250.12) is open; player alice

bob> game join 6
bob joins game 6

alice> game start 6
game 6 (Double Crash, R1250.12) starts; players alice, bob
game 6 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

alice> play 6 target zzzzz
error: zzzzz is not a five-letter word of the Official Dictionary; your Target Word must be one (R1250.12 IV round 1): choose another

alice> play 6 target grapes
error: grapes is not a five-letter word of the Official Dictionary; your Target Word must be one (R1250.12 IV round 1): choose another

alice> play 6 target grace
alice's Target Word in game 6 is grace

> game show 6
game 6: Double Crash (R1250.12), running
players: alice, bob
round: 1
seats:
  player=alice done this round=no
  player=bob done this round=no
salvos: none

@verify

