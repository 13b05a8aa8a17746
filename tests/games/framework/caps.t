# The caps on what games give (R1250.1 IV c, d; VII a; R1250.2), tested
# with games that would exceed them.
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# R1250.1 IV c: at most A$100 a calendar month from the Treasury to one
# player from one class of game; the excess is disregarded. Double Crash
# pays its winner A$25 (R1250.12 IV); bob forfeits five games in January
# by leaving them (R1250.1 IX).
alice> game new doublecrash
game 1 (Double Crash, R1250.12) is open; player alice

bob> game join 1
bob joins game 1

alice> game start 1
game 1 (Double Crash, R1250.12) starts; players alice, bob
game 1 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 1
bob leaves game 1 (R1250.1 IX); game 1 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$25 from the Treasury

alice> game new doublecrash
game 2 (Double Crash, R1250.12) is open; player alice

bob> game join 2
bob joins game 2

alice> game start 2
game 2 (Double Crash, R1250.12) starts; players alice, bob
game 2 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 2
bob leaves game 2 (R1250.1 IX); game 2 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$25 from the Treasury

alice> game new doublecrash
game 3 (Double Crash, R1250.12) is open; player alice

bob> game join 3
bob joins game 3

alice> game start 3
game 3 (Double Crash, R1250.12) starts; players alice, bob
game 3 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 3
bob leaves game 3 (R1250.1 IX); game 3 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$25 from the Treasury

alice> game new doublecrash
game 4 (Double Crash, R1250.12) is open; player alice

bob> game join 4
bob joins game 4

alice> game start 4
game 4 (Double Crash, R1250.12) starts; players alice, bob
game 4 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 4
bob leaves game 4 (R1250.1 IX); game 4 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$25 from the Treasury

alice> game new doublecrash
game 5 (Double Crash, R1250.12) is open; player alice

bob> game join 5
bob joins game 5

alice> game start 5
game 5 (Double Crash, R1250.12) starts; players alice, bob
game 5 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 5
bob leaves game 5 (R1250.1 IX); game 5 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$0 from the Treasury (A$25 disregarded: A$100 per player per month from this game class, R1250.1 IV c)

> balance alice
alice: 0 points, 1000 A$

# A new calendar month: the cap starts again.
clock set 2001-02-01
the time is now 2001-02-01T00:00:00Z

alice> game new doublecrash
game 6 (Double Crash, R1250.12) is open; player alice

bob> game join 6
bob joins game 6

alice> game start 6
game 6 (Double Crash, R1250.12) starts; players alice, bob
game 6 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

bob> game leave 6
bob leaves game 6 (R1250.1 IX); game 6 is over: alice wins: the opponent left the game (R1250.12 IV); alice receives A$25 from the Treasury

> balance alice
alice: 0 points, 1025 A$

# R1250.1 IV d: at most 20 points a calendar month to a player from one
# class; Pure Skill gives its winner 8 (R1250.7 5), so the third win in
# February brings only 4. alice bids high, bob and carol low: she takes
# the first six prizes and the rest are tied and discarded (R1250.7 4f).
# Game 7.
dave> game new pureskill
game 7 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 7
alice joins game 7

bob> game join 7
bob joins game 7

carol> game join 7
carol joins game 7

dave> game start 7
game 7 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 7 round 1: the prize is QS (R1250.7 4d)

alice> play 7 bid K
alice bids KH in round 1 of game 7

bob> play 7 bid A
bob bids AD in round 1 of game 7

carol> play 7 bid A
carol bids AC in round 1 of game 7

alice> play 7 bid Q
clock: game 7 round 1: prize QS; bids alice KH, bob AD, carol AC; alice takes the prize (R1250.7 4f)
game 7 round 2: the prize is 7S (R1250.7 4d)
alice bids QH in round 2 of game 7

bob> play 7 bid 2
bob bids 2D in round 2 of game 7

carol> play 7 bid 2
carol bids 2C in round 2 of game 7

alice> play 7 bid J
clock: game 7 round 2: prize 7S; bids alice QH, bob 2D, carol 2C; alice takes the prize (R1250.7 4f)
game 7 round 3: the prize is 10S (R1250.7 4d)
alice bids JH in round 3 of game 7

bob> play 7 bid 3
bob bids 3D in round 3 of game 7

carol> play 7 bid 3
carol bids 3C in round 3 of game 7

alice> play 7 bid 10
clock: game 7 round 3: prize 10S; bids alice JH, bob 3D, carol 3C; alice takes the prize (R1250.7 4f)
game 7 round 4: the prize is 5S (R1250.7 4d)
alice bids 10H in round 4 of game 7

bob> play 7 bid 4
bob bids 4D in round 4 of game 7

carol> play 7 bid 4
carol bids 4C in round 4 of game 7

alice> play 7 bid 9
clock: game 7 round 4: prize 5S; bids alice 10H, bob 4D, carol 4C; alice takes the prize (R1250.7 4f)
game 7 round 5: the prize is 2S (R1250.7 4d)
alice bids 9H in round 5 of game 7

bob> play 7 bid 5
bob bids 5D in round 5 of game 7

carol> play 7 bid 5
carol bids 5C in round 5 of game 7

alice> play 7 bid 8
clock: game 7 round 5: prize 2S; bids alice 9H, bob 5D, carol 5C; alice takes the prize (R1250.7 4f)
game 7 round 6: the prize is AS (R1250.7 4d)
alice bids 8H in round 6 of game 7

bob> play 7 bid 6
bob bids 6D in round 6 of game 7

carol> play 7 bid 6
carol bids 6C in round 6 of game 7

alice> play 7 bid 7
clock: game 7 round 6: prize AS; bids alice 8H, bob 6D, carol 6C; alice takes the prize (R1250.7 4f)
game 7 round 7: the prize is 3S (R1250.7 4d)
alice bids 7H in round 7 of game 7

bob> play 7 bid 7
bob bids 7D in round 7 of game 7

carol> play 7 bid 7
carol bids 7C in round 7 of game 7

alice> play 7 bid 6
clock: game 7 round 7: prize 3S; bids alice 7H, bob 7D, carol 7C; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 round 8: the prize is 8S (R1250.7 4d)
alice bids 6H in round 8 of game 7

bob> play 7 bid 8
bob bids 8D in round 8 of game 7

carol> play 7 bid 8
carol bids 8C in round 8 of game 7

alice> play 7 bid 5
clock: game 7 round 8: prize 8S; bids alice 6H, bob 8D, carol 8C; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 round 9: the prize is 9S (R1250.7 4d)
alice bids 5H in round 9 of game 7

bob> play 7 bid 9
bob bids 9D in round 9 of game 7

carol> play 7 bid 9
carol bids 9C in round 9 of game 7

alice> play 7 bid 4
clock: game 7 round 9: prize 9S; bids alice 5H, bob 9D, carol 9C; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 round 10: the prize is KS (R1250.7 4d)
alice bids 4H in round 10 of game 7

bob> play 7 bid 10
bob bids 10D in round 10 of game 7

carol> play 7 bid 10
carol bids 10C in round 10 of game 7

alice> play 7 bid 3
clock: game 7 round 10: prize KS; bids alice 4H, bob 10D, carol 10C; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 round 11: the prize is 6S (R1250.7 4d)
alice bids 3H in round 11 of game 7

bob> play 7 bid J
bob bids JD in round 11 of game 7

carol> play 7 bid J
carol bids JC in round 11 of game 7

alice> play 7 bid 2
clock: game 7 round 11: prize 6S; bids alice 3H, bob JD, carol JC; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 round 12: the prize is 4S (R1250.7 4d)
alice bids 2H in round 12 of game 7

bob> play 7 bid Q
bob bids QD in round 12 of game 7

carol> play 7 bid Q
carol bids QC in round 12 of game 7

alice> play 7 bid A
clock: game 7 round 12: prize 4S; bids alice 2H, bob QD, carol QC; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 round 13: the prize is JS (R1250.7 4d)
alice bids AH in round 13 of game 7

bob> play 7 bid K
bob bids KD in round 13 of game 7

carol> play 7 bid K
carol bids KC in round 13 of game 7

> game show 7
clock: game 7 round 13: prize JS; bids alice AH, bob KD, carol KC; no single highest bid: the prize is discarded (R1250.7 4f)
game 7 totals: alice 37, bob 0, carol 0
game 7 is over: alice wins with 37 (R1250.7 4h); alice gains 8 points; dave receives A$8 from the Treasury; alice receives a Jade Grapefruit (R1250.2)
game 7: Game of Pure Skill (R1250.7), ended; referee dave
players: alice, bob, carol
round: 13
seats:
  player=alice suit=Hearts take=37 pack=none
  player=bob suit=Diamonds take=0 pack=none
  player=carol suit=Clubs take=0 pack=none
spades left: none
history:
  round=1 prize=QS bids=KH, AD, AC taker=alice
  round=2 prize=7S bids=QH, 2D, 2C taker=alice
  round=3 prize=10S bids=JH, 3D, 3C taker=alice
  round=4 prize=5S bids=10H, 4D, 4C taker=alice
  round=5 prize=2S bids=9H, 5D, 5C taker=alice
  round=6 prize=AS bids=8H, 6D, 6C taker=alice
  round=7 prize=3S bids=7H, 7D, 7C taker=discarded
  round=8 prize=8S bids=6H, 8D, 8C taker=discarded
  round=9 prize=9S bids=5H, 9D, 9C taker=discarded
  round=10 prize=KS bids=4H, 10D, 10C taker=discarded
  round=11 prize=6S bids=3H, JD, JC taker=discarded
  round=12 prize=4S bids=2H, QD, QC taker=discarded
  round=13 prize=JS bids=AH, KD, KC taker=discarded
result: alice wins with 37 (R1250.7 4h)

# Game 8.
dave> game new pureskill
game 8 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 8
alice joins game 8

bob> game join 8
bob joins game 8

carol> game join 8
carol joins game 8

dave> game start 8
game 8 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 8 round 1: the prize is 7S (R1250.7 4d)

alice> play 8 bid K
alice bids KH in round 1 of game 8

bob> play 8 bid A
bob bids AD in round 1 of game 8

carol> play 8 bid A
carol bids AC in round 1 of game 8

alice> play 8 bid Q
clock: game 8 round 1: prize 7S; bids alice KH, bob AD, carol AC; alice takes the prize (R1250.7 4f)
game 8 round 2: the prize is 5S (R1250.7 4d)
alice bids QH in round 2 of game 8

bob> play 8 bid 2
bob bids 2D in round 2 of game 8

carol> play 8 bid 2
carol bids 2C in round 2 of game 8

alice> play 8 bid J
clock: game 8 round 2: prize 5S; bids alice QH, bob 2D, carol 2C; alice takes the prize (R1250.7 4f)
game 8 round 3: the prize is AS (R1250.7 4d)
alice bids JH in round 3 of game 8

bob> play 8 bid 3
bob bids 3D in round 3 of game 8

carol> play 8 bid 3
carol bids 3C in round 3 of game 8

alice> play 8 bid 10
clock: game 8 round 3: prize AS; bids alice JH, bob 3D, carol 3C; alice takes the prize (R1250.7 4f)
game 8 round 4: the prize is 2S (R1250.7 4d)
alice bids 10H in round 4 of game 8

bob> play 8 bid 4
bob bids 4D in round 4 of game 8

carol> play 8 bid 4
carol bids 4C in round 4 of game 8

alice> play 8 bid 9
clock: game 8 round 4: prize 2S; bids alice 10H, bob 4D, carol 4C; alice takes the prize (R1250.7 4f)
game 8 round 5: the prize is 3S (R1250.7 4d)
alice bids 9H in round 5 of game 8

bob> play 8 bid 5
bob bids 5D in round 5 of game 8

carol> play 8 bid 5
carol bids 5C in round 5 of game 8

alice> play 8 bid 8
clock: game 8 round 5: prize 3S; bids alice 9H, bob 5D, carol 5C; alice takes the prize (R1250.7 4f)
game 8 round 6: the prize is 8S (R1250.7 4d)
alice bids 8H in round 6 of game 8

bob> play 8 bid 6
bob bids 6D in round 6 of game 8

carol> play 8 bid 6
carol bids 6C in round 6 of game 8

alice> play 8 bid 7
clock: game 8 round 6: prize 8S; bids alice 8H, bob 6D, carol 6C; alice takes the prize (R1250.7 4f)
game 8 round 7: the prize is 4S (R1250.7 4d)
alice bids 7H in round 7 of game 8

bob> play 8 bid 7
bob bids 7D in round 7 of game 8

carol> play 8 bid 7
carol bids 7C in round 7 of game 8

alice> play 8 bid 6
clock: game 8 round 7: prize 4S; bids alice 7H, bob 7D, carol 7C; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 round 8: the prize is JS (R1250.7 4d)
alice bids 6H in round 8 of game 8

bob> play 8 bid 8
bob bids 8D in round 8 of game 8

carol> play 8 bid 8
carol bids 8C in round 8 of game 8

alice> play 8 bid 5
clock: game 8 round 8: prize JS; bids alice 6H, bob 8D, carol 8C; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 round 9: the prize is 6S (R1250.7 4d)
alice bids 5H in round 9 of game 8

bob> play 8 bid 9
bob bids 9D in round 9 of game 8

carol> play 8 bid 9
carol bids 9C in round 9 of game 8

alice> play 8 bid 4
clock: game 8 round 9: prize 6S; bids alice 5H, bob 9D, carol 9C; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 round 10: the prize is QS (R1250.7 4d)
alice bids 4H in round 10 of game 8

bob> play 8 bid 10
bob bids 10D in round 10 of game 8

carol> play 8 bid 10
carol bids 10C in round 10 of game 8

alice> play 8 bid 3
clock: game 8 round 10: prize QS; bids alice 4H, bob 10D, carol 10C; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 round 11: the prize is 9S (R1250.7 4d)
alice bids 3H in round 11 of game 8

bob> play 8 bid J
bob bids JD in round 11 of game 8

carol> play 8 bid J
carol bids JC in round 11 of game 8

alice> play 8 bid 2
clock: game 8 round 11: prize 9S; bids alice 3H, bob JD, carol JC; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 round 12: the prize is KS (R1250.7 4d)
alice bids 2H in round 12 of game 8

bob> play 8 bid Q
bob bids QD in round 12 of game 8

carol> play 8 bid Q
carol bids QC in round 12 of game 8

alice> play 8 bid A
clock: game 8 round 12: prize KS; bids alice 2H, bob QD, carol QC; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 round 13: the prize is 10S (R1250.7 4d)
alice bids AH in round 13 of game 8

bob> play 8 bid K
bob bids KD in round 13 of game 8

carol> play 8 bid K
carol bids KC in round 13 of game 8

> game show 8
clock: game 8 round 13: prize 10S; bids alice AH, bob KD, carol KC; no single highest bid: the prize is discarded (R1250.7 4f)
game 8 totals: alice 26, bob 0, carol 0
game 8 is over: alice wins with 26 (R1250.7 4h); alice gains 8 points; dave receives A$8 from the Treasury; alice receives a Jade Grapefruit (R1250.2)
game 8: Game of Pure Skill (R1250.7), ended; referee dave
players: alice, bob, carol
round: 13
seats:
  player=alice suit=Hearts take=26 pack=none
  player=bob suit=Diamonds take=0 pack=none
  player=carol suit=Clubs take=0 pack=none
spades left: none
history:
  round=1 prize=7S bids=KH, AD, AC taker=alice
  round=2 prize=5S bids=QH, 2D, 2C taker=alice
  round=3 prize=AS bids=JH, 3D, 3C taker=alice
  round=4 prize=2S bids=10H, 4D, 4C taker=alice
  round=5 prize=3S bids=9H, 5D, 5C taker=alice
  round=6 prize=8S bids=8H, 6D, 6C taker=alice
  round=7 prize=4S bids=7H, 7D, 7C taker=discarded
  round=8 prize=JS bids=6H, 8D, 8C taker=discarded
  round=9 prize=6S bids=5H, 9D, 9C taker=discarded
  round=10 prize=QS bids=4H, 10D, 10C taker=discarded
  round=11 prize=9S bids=3H, JD, JC taker=discarded
  round=12 prize=KS bids=2H, QD, QC taker=discarded
  round=13 prize=10S bids=AH, KD, KC taker=discarded
result: alice wins with 26 (R1250.7 4h)

# Game 9.
dave> game new pureskill
game 9 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 9
alice joins game 9

bob> game join 9
bob joins game 9

carol> game join 9
carol joins game 9

dave> game start 9
game 9 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 9 round 1: the prize is 9S (R1250.7 4d)

alice> play 9 bid K
alice bids KH in round 1 of game 9

bob> play 9 bid A
bob bids AD in round 1 of game 9

carol> play 9 bid A
carol bids AC in round 1 of game 9

alice> play 9 bid Q
clock: game 9 round 1: prize 9S; bids alice KH, bob AD, carol AC; alice takes the prize (R1250.7 4f)
game 9 round 2: the prize is AS (R1250.7 4d)
alice bids QH in round 2 of game 9

bob> play 9 bid 2
bob bids 2D in round 2 of game 9

carol> play 9 bid 2
carol bids 2C in round 2 of game 9

alice> play 9 bid J
clock: game 9 round 2: prize AS; bids alice QH, bob 2D, carol 2C; alice takes the prize (R1250.7 4f)
game 9 round 3: the prize is 2S (R1250.7 4d)
alice bids JH in round 3 of game 9

bob> play 9 bid 3
bob bids 3D in round 3 of game 9

carol> play 9 bid 3
carol bids 3C in round 3 of game 9

alice> play 9 bid 10
clock: game 9 round 3: prize 2S; bids alice JH, bob 3D, carol 3C; alice takes the prize (R1250.7 4f)
game 9 round 4: the prize is 3S (R1250.7 4d)
alice bids 10H in round 4 of game 9

bob> play 9 bid 4
bob bids 4D in round 4 of game 9

carol> play 9 bid 4
carol bids 4C in round 4 of game 9

alice> play 9 bid 9
clock: game 9 round 4: prize 3S; bids alice 10H, bob 4D, carol 4C; alice takes the prize (R1250.7 4f)
game 9 round 5: the prize is 7S (R1250.7 4d)
alice bids 9H in round 5 of game 9

bob> play 9 bid 5
bob bids 5D in round 5 of game 9

carol> play 9 bid 5
carol bids 5C in round 5 of game 9

alice> play 9 bid 8
clock: game 9 round 5: prize 7S; bids alice 9H, bob 5D, carol 5C; alice takes the prize (R1250.7 4f)
game 9 round 6: the prize is KS (R1250.7 4d)
alice bids 8H in round 6 of game 9

bob> play 9 bid 6
bob bids 6D in round 6 of game 9

carol> play 9 bid 6
carol bids 6C in round 6 of game 9

alice> play 9 bid 7
clock: game 9 round 6: prize KS; bids alice 8H, bob 6D, carol 6C; alice takes the prize (R1250.7 4f)
game 9 round 7: the prize is 5S (R1250.7 4d)
alice bids 7H in round 7 of game 9

bob> play 9 bid 7
bob bids 7D in round 7 of game 9

carol> play 9 bid 7
carol bids 7C in round 7 of game 9

alice> play 9 bid 6
clock: game 9 round 7: prize 5S; bids alice 7H, bob 7D, carol 7C; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 round 8: the prize is 4S (R1250.7 4d)
alice bids 6H in round 8 of game 9

bob> play 9 bid 8
bob bids 8D in round 8 of game 9

carol> play 9 bid 8
carol bids 8C in round 8 of game 9

alice> play 9 bid 5
clock: game 9 round 8: prize 4S; bids alice 6H, bob 8D, carol 8C; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 round 9: the prize is 6S (R1250.7 4d)
alice bids 5H in round 9 of game 9

bob> play 9 bid 9
bob bids 9D in round 9 of game 9

carol> play 9 bid 9
carol bids 9C in round 9 of game 9

alice> play 9 bid 4
clock: game 9 round 9: prize 6S; bids alice 5H, bob 9D, carol 9C; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 round 10: the prize is QS (R1250.7 4d)
alice bids 4H in round 10 of game 9

bob> play 9 bid 10
bob bids 10D in round 10 of game 9

carol> play 9 bid 10
carol bids 10C in round 10 of game 9

alice> play 9 bid 3
clock: game 9 round 10: prize QS; bids alice 4H, bob 10D, carol 10C; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 round 11: the prize is 10S (R1250.7 4d)
alice bids 3H in round 11 of game 9

bob> play 9 bid J
bob bids JD in round 11 of game 9

carol> play 9 bid J
carol bids JC in round 11 of game 9

alice> play 9 bid 2
clock: game 9 round 11: prize 10S; bids alice 3H, bob JD, carol JC; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 round 12: the prize is JS (R1250.7 4d)
alice bids 2H in round 12 of game 9

bob> play 9 bid Q
bob bids QD in round 12 of game 9

carol> play 9 bid Q
carol bids QC in round 12 of game 9

alice> play 9 bid A
clock: game 9 round 12: prize JS; bids alice 2H, bob QD, carol QC; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 round 13: the prize is 8S (R1250.7 4d)
alice bids AH in round 13 of game 9

bob> play 9 bid K
bob bids KD in round 13 of game 9

carol> play 9 bid K
carol bids KC in round 13 of game 9

> game show 9
clock: game 9 round 13: prize 8S; bids alice AH, bob KD, carol KC; no single highest bid: the prize is discarded (R1250.7 4f)
game 9 totals: alice 35, bob 0, carol 0
game 9 is over: alice wins with 35 (R1250.7 4h); alice gains 4 points (4 disregarded: 20 per player per month from this game class, R1250.1 IV d); dave receives A$8 from the Treasury; alice receives a Jade Grapefruit (R1250.2)
game 9: Game of Pure Skill (R1250.7), ended; referee dave
players: alice, bob, carol
round: 13
seats:
  player=alice suit=Hearts take=35 pack=none
  player=bob suit=Diamonds take=0 pack=none
  player=carol suit=Clubs take=0 pack=none
spades left: none
history:
  round=1 prize=9S bids=KH, AD, AC taker=alice
  round=2 prize=AS bids=QH, 2D, 2C taker=alice
  round=3 prize=2S bids=JH, 3D, 3C taker=alice
  round=4 prize=3S bids=10H, 4D, 4C taker=alice
  round=5 prize=7S bids=9H, 5D, 5C taker=alice
  round=6 prize=KS bids=8H, 6D, 6C taker=alice
  round=7 prize=5S bids=7H, 7D, 7C taker=discarded
  round=8 prize=4S bids=6H, 8D, 8C taker=discarded
  round=9 prize=6S bids=5H, 9D, 9C taker=discarded
  round=10 prize=QS bids=4H, 10D, 10C taker=discarded
  round=11 prize=10S bids=3H, JD, JC taker=discarded
  round=12 prize=JS bids=2H, QD, QC taker=discarded
  round=13 prize=8S bids=AH, KD, KC taker=discarded
result: alice wins with 35 (R1250.7 4h)

> balance alice
alice: 20 points, 1025 A$

# R1250.1 VII a: in an exhibition no points or A$ move, but the trophy is
# still awarded (R1250.2).
# Game 10.
dave> game new pureskill
game 10 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 10
alice joins game 10

bob> game join 10
bob joins game 10

carol> game join 10
carol joins game 10

dave> game start 10
game 10 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 10 round 1: the prize is QS (R1250.7 4d)

admin> game exhibition 10
game 10 is an exhibition: no points or currency will be awarded, trophies still are (R1250.1 VII a)

alice> play 10 bid K
alice bids KH in round 1 of game 10

bob> play 10 bid A
bob bids AD in round 1 of game 10

carol> play 10 bid A
carol bids AC in round 1 of game 10

alice> play 10 bid Q
clock: game 10 round 1: prize QS; bids alice KH, bob AD, carol AC; alice takes the prize (R1250.7 4f)
game 10 round 2: the prize is 5S (R1250.7 4d)
alice bids QH in round 2 of game 10

bob> play 10 bid 2
bob bids 2D in round 2 of game 10

carol> play 10 bid 2
carol bids 2C in round 2 of game 10

alice> play 10 bid J
clock: game 10 round 2: prize 5S; bids alice QH, bob 2D, carol 2C; alice takes the prize (R1250.7 4f)
game 10 round 3: the prize is 10S (R1250.7 4d)
alice bids JH in round 3 of game 10

bob> play 10 bid 3
bob bids 3D in round 3 of game 10

carol> play 10 bid 3
carol bids 3C in round 3 of game 10

alice> play 10 bid 10
clock: game 10 round 3: prize 10S; bids alice JH, bob 3D, carol 3C; alice takes the prize (R1250.7 4f)
game 10 round 4: the prize is 3S (R1250.7 4d)
alice bids 10H in round 4 of game 10

bob> play 10 bid 4
bob bids 4D in round 4 of game 10

carol> play 10 bid 4
carol bids 4C in round 4 of game 10

alice> play 10 bid 9
clock: game 10 round 4: prize 3S; bids alice 10H, bob 4D, carol 4C; alice takes the prize (R1250.7 4f)
game 10 round 5: the prize is AS (R1250.7 4d)
alice bids 9H in round 5 of game 10

bob> play 10 bid 5
bob bids 5D in round 5 of game 10

carol> play 10 bid 5
carol bids 5C in round 5 of game 10

alice> play 10 bid 8
clock: game 10 round 5: prize AS; bids alice 9H, bob 5D, carol 5C; alice takes the prize (R1250.7 4f)
game 10 round 6: the prize is 6S (R1250.7 4d)
alice bids 8H in round 6 of game 10

bob> play 10 bid 6
bob bids 6D in round 6 of game 10

carol> play 10 bid 6
carol bids 6C in round 6 of game 10

alice> play 10 bid 7
clock: game 10 round 6: prize 6S; bids alice 8H, bob 6D, carol 6C; alice takes the prize (R1250.7 4f)
game 10 round 7: the prize is KS (R1250.7 4d)
alice bids 7H in round 7 of game 10

bob> play 10 bid 7
bob bids 7D in round 7 of game 10

carol> play 10 bid 7
carol bids 7C in round 7 of game 10

alice> play 10 bid 6
clock: game 10 round 7: prize KS; bids alice 7H, bob 7D, carol 7C; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 round 8: the prize is 4S (R1250.7 4d)
alice bids 6H in round 8 of game 10

bob> play 10 bid 8
bob bids 8D in round 8 of game 10

carol> play 10 bid 8
carol bids 8C in round 8 of game 10

alice> play 10 bid 5
clock: game 10 round 8: prize 4S; bids alice 6H, bob 8D, carol 8C; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 round 9: the prize is 2S (R1250.7 4d)
alice bids 5H in round 9 of game 10

bob> play 10 bid 9
bob bids 9D in round 9 of game 10

carol> play 10 bid 9
carol bids 9C in round 9 of game 10

alice> play 10 bid 4
clock: game 10 round 9: prize 2S; bids alice 5H, bob 9D, carol 9C; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 round 10: the prize is 8S (R1250.7 4d)
alice bids 4H in round 10 of game 10

bob> play 10 bid 10
bob bids 10D in round 10 of game 10

carol> play 10 bid 10
carol bids 10C in round 10 of game 10

alice> play 10 bid 3
clock: game 10 round 10: prize 8S; bids alice 4H, bob 10D, carol 10C; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 round 11: the prize is 9S (R1250.7 4d)
alice bids 3H in round 11 of game 10

bob> play 10 bid J
bob bids JD in round 11 of game 10

carol> play 10 bid J
carol bids JC in round 11 of game 10

alice> play 10 bid 2
clock: game 10 round 11: prize 9S; bids alice 3H, bob JD, carol JC; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 round 12: the prize is 7S (R1250.7 4d)
alice bids 2H in round 12 of game 10

bob> play 10 bid Q
bob bids QD in round 12 of game 10

carol> play 10 bid Q
carol bids QC in round 12 of game 10

alice> play 10 bid A
clock: game 10 round 12: prize 7S; bids alice 2H, bob QD, carol QC; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 round 13: the prize is JS (R1250.7 4d)
alice bids AH in round 13 of game 10

bob> play 10 bid K
bob bids KD in round 13 of game 10

carol> play 10 bid K
carol bids KC in round 13 of game 10

> game show 10
clock: game 10 round 13: prize JS; bids alice AH, bob KD, carol KC; no single highest bid: the prize is discarded (R1250.7 4f)
game 10 totals: alice 37, bob 0, carol 0
game 10 is over: alice wins with 37 (R1250.7 4h); alice would gain 8 points but game 10 is an exhibition (R1250.1 VII a); dave would receive A$8 but game 10 is an exhibition (R1250.1 VII a); alice receives a Jade Grapefruit (R1250.2)
game 10: Game of Pure Skill (R1250.7), ended; referee dave; exhibition
players: alice, bob, carol
round: 13
seats:
  player=alice suit=Hearts take=37 pack=none
  player=bob suit=Diamonds take=0 pack=none
  player=carol suit=Clubs take=0 pack=none
spades left: none
history:
  round=1 prize=QS bids=KH, AD, AC taker=alice
  round=2 prize=5S bids=QH, 2D, 2C taker=alice
  round=3 prize=10S bids=JH, 3D, 3C taker=alice
  round=4 prize=3S bids=10H, 4D, 4C taker=alice
  round=5 prize=AS bids=9H, 5D, 5C taker=alice
  round=6 prize=6S bids=8H, 6D, 6C taker=alice
  round=7 prize=KS bids=7H, 7D, 7C taker=discarded
  round=8 prize=4S bids=6H, 8D, 8C taker=discarded
  round=9 prize=2S bids=5H, 9D, 9C taker=discarded
  round=10 prize=8S bids=4H, 10D, 10C taker=discarded
  round=11 prize=9S bids=3H, JD, JC taker=discarded
  round=12 prize=7S bids=2H, QD, QC taker=discarded
  round=13 prize=JS bids=AH, KD, KC taker=discarded
result: alice wins with 37 (R1250.7 4h)

> balance
Treasury: 0 points, 96251 A$
alice: 20 points, 1025 A$
bob: 0 points, 900 A$
carol: 0 points, 900 A$
dave: 0 points, 924 A$

> trophies
Jade Grapefruit: held by alice (won in game 7, 2001-02-01T00:00:00Z)
Jade Grapefruit: held by alice (won in game 8, 2001-02-01T00:00:00Z)
Jade Grapefruit: held by alice (won in game 9, 2001-02-01T00:00:00Z)
Jade Grapefruit: held by alice (won in game 10, 2001-02-01T00:00:00Z)

# R1250.2: no trophy for a game that started with fewer than 3 players.
# Abstract Crescent allows 2 (R1250.21 c); alice plays alone three rounds
# (2n = 4 each, R1250.21 d 4); bob, missing three rounds, has left (d 5),
# so n = 1 and her 12 exceeds 5n = 5 (d 3): a single winner, no trophy.
dave> game new crescent
game 11 (Abstract Crescent, R1250.21) is open; referee dave

alice> game join 11
alice joins game 11

bob> game join 11
bob joins game 11

dave> game start 11
game 11 (Abstract Crescent, R1250.21) starts; players alice, bob; referee dave
game 11 round 1 (n = 2): numbers alice 0, bob 1 (R1250.21 d)

alice> play 11 play 2
alice plays 2 in round 1 of game 11

clock advance 3d
clock: game 11 round 1: plays alice 2, bob none; alice wins the round and scores 4
game 11 round 2 (n = 2): numbers alice 1, bob 0 (R1250.21 d)
the time is now 2001-02-04T00:00:00Z

alice> play 11 play 1
alice plays 1 in round 2 of game 11

clock advance 3d
clock: game 11 round 2: plays alice 1, bob none; alice wins the round and scores 4
game 11 round 3 (n = 2): numbers alice 0, bob 1 (R1250.21 d)
the time is now 2001-02-07T00:00:00Z

alice> play 11 play 2
alice plays 2 in round 3 of game 11

clock advance 3d
clock: game 11 round 3: plays alice 2, bob none (a third round missed: e has left, R1250.21 d 5); alice wins the round and scores 4; bob comes off the list
game 11 is over: alice exceeds 5n = 5 with 12 (R1250.21 d 3); no trophy: the game started with fewer than 3 players (R1250.2)
the time is now 2001-02-10T00:00:00Z

> game show 11
game 11: Abstract Crescent (R1250.21), ended; referee dave
players: alice, bob (left)
round: 3
n: 1
seats:
  player=alice score=12 number=0 last round=2
  player=bob score=0
result: alice exceeds 5n = 5 with 12 (R1250.21 d 3)

> trophies
Jade Grapefruit: held by alice (won in game 7, 2001-02-01T00:00:00Z)
Jade Grapefruit: held by alice (won in game 8, 2001-02-01T00:00:00Z)
Jade Grapefruit: held by alice (won in game 9, 2001-02-01T00:00:00Z)
Jade Grapefruit: held by alice (won in game 10, 2001-02-01T00:00:00Z)

@verify

