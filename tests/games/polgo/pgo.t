# Political Go (A Nomic R365-R377): a whole game from the rule text and the
# stones economy, with every illegal move the rules name. The instance is
# the Contest; its referee is the Go Consul (R365). The transcript starts on
# Monday 2001-01-01: an nweek is a calendar week from Monday 00:00 UTC
# (RULINGS.md).
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

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> mint 500 points to alice
alice gains 500 points; now 500

admin> mint 500 points to bob
bob gains 500 points; now 500

admin> mint 500 points to carol
carol gains 500 points; now 500

dave> game new pgo
game 1 (Political Go, A Nomic R365-R377) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# R365: the Go Board is empty at the start; Go players are unallied.
dave> game start 1
game 1 (Political Go, A Nomic R365-R377) starts; players alice, bob; referee dave
game 1 of Political Go begins on the empty board (R365)

# Players join the Contest while it runs (R1250.1 VI b) and become Go
# players by making a Go move (R365).
carol> game join 1
carol joins game 1

erin> game join 1
erin joins game 1

# R373/R376: a Stone is placed from the Reserve; alice has none.
alice> play 1 place d4
error: no Reserve Stone to place (R373)

# R374: the price is 5^n - 1, n Stones bought before in this nweek: the
# first is free, then 4, 24, 124.
alice> play 1 buy
game 1: alice buys 1 Reserve Stone for 0 points (R374: 5^n - 1, n = 0 bought before this nweek); e has 1 in reserve

alice> play 1 buy 3
game 1: alice buys 3 Reserve Stones for 152 points (R374: 5^n - 1, n = 1 bought before this nweek); e has 4 in reserve

bob> play 1 buy 4
game 1: bob buys 4 Reserve Stones for 152 points (R374: 5^n - 1, n = 0 bought before this nweek); e has 4 in reserve

carol> play 1 buy 4
game 1: carol buys 4 Reserve Stones for 152 points (R374: 5^n - 1, n = 0 bought before this nweek); e has 4 in reserve

erin> play 1 buy
game 1: erin buys 1 Reserve Stone for 0 points (R374: 5^n - 1, n = 0 bought before this nweek); e has 1 in reserve

# R374: the cost is paid in points; erin has none.
erin> play 1 buy
error: 1 Stone costs 4 points this nweek and you have 0 (R374)

# The referee (the Go Consul) is not a player of the Contest.
dave> play 1 buy
error: the Go Consul referees; to play, join the game as a player (R365)

# R366: files a-s, ranks 1-19.
alice> play 1 place t1
error: 't1' is not a vertex: files a-s, ranks 1-19, like d4 (R366)

alice> play 1 place a20
error: 'a20' is not a vertex: files a-s, ranks 1-19, like d4 (R366)

alice> play 1 place d4
game 1: alice places a Stone on d4 (R368 1)

# R368: no more than one Go move within 19 hours (placing counts, and so
# does offering an alliance).
alice> play 1 offer bob
error: one Go move within 19 hours: your next may be made from 2001-01-01T19:00:00Z (accepting and withdrawing excepted) (R368)

# R366: each vertex holds at most one Stone.
bob> play 1 place d4
error: that vertex is occupied (R366)

bob> play 1 place a1
game 1: bob places a Stone on a1 (R368 1)

carol> play 1 place q16
game 1: carol places a Stone on q16 (R368 1)

clock advance 19h
the time is now 2001-01-01T19:00:00Z

alice> play 1 place b1
game 1: alice places a Stone on b1 (R368 1)

bob> play 1 place k10
game 1: bob places a Stone on k10 (R368 1)

carol> play 1 place j10
game 1: carol places a Stone on j10 (R368 1)

# R368: an offer of an alliance is a Go move too, limited like placing.
carol> play 1 offer alice
error: one Go move within 19 hours: your next may be made from 2001-01-02T14:00:00Z (accepting and withdrawing excepted) (R368)

clock advance 19h
the time is now 2001-01-02T14:00:00Z

# R368 2: carol offers an alliance to an enemy; R368 4: accepting is not
# limited (alice keeps her move for these 19 hours).
carol> play 1 offer alice
game 1: carol offers an alliance to alice (R368 2)

alice> play 1 accept carol
game 1: alice accepts the alliance offered by carol (R368 4)

# R368 2: an offer goes to an enemy, and alice is now carol's ally.
carol> play 1 offer alice
error: alliances are offered to enemies, and that player is an ally (R368 2)

# R369: bob's a1 has no liberty; it is adjacent only to alice's Stones, so
# alice captures it.
alice> play 1 place a2
game 1: alice places a Stone on a2 (R368 1); captured (R369): bob's a1 to alice

# R368 1b: bob may not place where his Stone would form a friendly Dragon
# with no liberties (and capture nothing).
bob> play 1 place a1
error: that would form a friendly Dragon with no liberties (R368 1b)

bob> play 1 place r3
game 1: bob places a Stone on r3 (R368 1)

clock advance 19h
the time is now 2001-01-03T09:00:00Z

# R368 1c: bob placed the last Stone.
bob> play 1 place r4
error: a Go player may never place two stones consecutively (R368 1c)

bob> play 1 offer alice
game 1: bob offers an alliance to alice (R368 2)

# R368 2: the offer becomes void when alice makes any other move.
alice> play 1 place k11
game 1: alice places a Stone on k11 (R368 1)

alice> play 1 accept bob
error: no such offer of an alliance is pending (R368 4, 5)

carol> play 1 place l10
game 1: carol places a Stone on l10 (R368 1)

clock advance 19h
the time is now 2001-01-04T04:00:00Z

# R368 5: withdrawing an offer is not limited; a withdrawn offer can no
# longer be accepted.
bob> play 1 offer carol
game 1: bob offers an alliance to carol (R368 2)

bob> play 1 withdraw carol
game 1: bob withdraws eir offer to carol (R368 5)

carol> play 1 accept bob
error: no such offer of an alliance is pending (R368 4, 5)

bob> play 1 withdraw carol
error: no such offer of an alliance is pending (R368 4, 5)

# R375: Reserve Stones change hands at will.
erin> play 1 give alice 1
game 1: erin gives 1 Reserve Stone to alice (R375)

erin> play 1 give alice 1
error: you have 0 Reserve Stones (R375)

# R369: bob's k10 is captured by alice's k9. Adjacent to it are alice's
# k11 and k9 and carol's j10 and l10, two each: the one Stone goes to one of
# them, the tie broken at random (the engine's rng, logged and replayed).
alice> play 1 place k9
game 1: alice places a Stone on k9 (R368 1); captured (R369): bob's k10 to alice

# R368 3: declaring war on an ally: they cease to be allies.
carol> play 1 war alice
game 1: carol declares war on alice (R368 3)

carol> play 1 war alice
error: war can only be declared on an ally (R368 3)

clock advance 19h
the time is now 2001-01-04T23:00:00Z

# R368 1c again: alice placed the last Stone.
alice> play 1 place c3
error: a Go player may never place two stones consecutively (R368 1c)

bob> play 1 place s1
game 1: bob places a Stone on s1 (R368 1)

# carol's r1 leaves bob's s1 one liberty: a dead Dragon (R367).
carol> play 1 place r1
game 1: carol places a Stone on r1 (R368 1)

# R375: only Stones one owns can be given.
bob> play 1 give erin 1
error: you have 0 Reserve Stones (R375)


# R377: Captured Stones are sold to the Bank for 1 point each.
> balance alice
alice: 348 points, 900 A$

alice> play 1 sell 1
game 1: alice sells 1 Captured Stone to the Bank for 1 point (R377)

> balance alice
alice: 349 points, 900 A$

alice> play 1 sell 5
error: you have 1 Captured Stones (R377)

> game show 1
game 1: Political Go (A Nomic R365-R377), running; referee dave
players: alice, bob, carol, erin
game of Political Go: 1
board: 
    a b c d e f g h i j k l m n o p q r s
19  . . . . . . . . . . . . . . . . . . . 19
18  . . . . . . . . . . . . . . . . . . . 18
17  . . . . . . . . . . . . . . . . . . . 17
16  . . . + . . . . . + . . . . . + C . . 16
15  . . . . . . . . . . . . . . . . . . . 15
14  . . . . . . . . . . . . . . . . . . . 14
13  . . . . . . . . . . . . . . . . . . . 13
12  . . . . . . . . . . . . . . . . . . . 12
11  . . . . . . . . . . A . . . . . . . . 11
10  . . . + . . . . . C . C . . . + . . . 10
 9  . . . . . . . . . . A . . . . . . . .  9
 8  . . . . . . . . . . . . . . . . . . .  8
 7  . . . . . . . . . . . . . . . . . . .  7
 6  . . . . . . . . . . . . . . . . . . .  6
 5  . . . . . . . . . . . . . . . . . . .  5
 4  . . . A . . . . . + . . . . . + . . .  4
 3  . . . . . . . . . . . . . . . . . B .  3
 2  A . . . . . . . . . . . . . . . . . .  2
 1  . A . . . . . . . . . . . . . . . C B  1
    a b c d e f g h i j k l m n o p q r s
moves 19, last Stone r1
A alice: 5 in play, 1 captured, 0 reserve; allies -; offers to -
B bob: 2 in play, 0 captured, 0 reserve; allies -; offers to -
C carol: 4 in play, 0 captured, 0 reserve; allies -; offers to -
players:
  player=alice symbol=A Go player=yes reserve=0 captured=1 last limited move=2001-01-04T04:00:00Z
  player=bob symbol=B Go player=yes reserve=0 captured=0 last limited move=2001-01-04T23:00:00Z
  player=carol symbol=C Go player=yes reserve=0 captured=0 last limited move=2001-01-04T23:00:00Z
  player=erin symbol=D Go player=no reserve=0 captured=0 last limited move=never
finished games: none

# R374: a new nweek (Monday 2001-01-08): the price starts again at 0.
clock advance 4d
the time is now 2001-01-08T23:00:00Z

bob> play 1 buy
game 1: bob buys 1 Reserve Stone for 0 points (R374: 5^n - 1, n = 0 bought before this nweek); e has 1 in reserve

# R365: the game ends when a nweek passes in which no Player places a Stone
# (the nweek of 2001-01-08 ends on 2001-01-15 00:00). R370: dead Dragons
# are captured by the owners of the unfriendly Stones next to them (carol
# takes s1), then territory is counted; the highest Go score wins. R371:
# territory and the Stones in play become Captured Stones, and the board is
# empty for the next game, whose Go players are unallied again.
clock advance 7d
clock: game 1: game 1 of Political Go ends: a nweek passed in which no Player placed a Stone (R365); dead Dragons (one liberty) are captured (R370): bob's s1 to carol; Go scores (territory + captured, R370): alice 2 (1 + 1), bob 0 (0 + 0), carol 1 (0 + 1); alice wins (R365); the board is cleared: territory and Stones in play become Captured Stones (R371); game 2 of Political Go begins on the empty board (R365)
the time is now 2001-01-15T23:00:00Z

> game show 1
game 1: Political Go (A Nomic R365-R377), running; referee dave
players: alice, bob, carol, erin
game of Political Go: 2
board: 
    a b c d e f g h i j k l m n o p q r s
19  . . . . . . . . . . . . . . . . . . . 19
18  . . . . . . . . . . . . . . . . . . . 18
17  . . . . . . . . . . . . . . . . . . . 17
16  . . . + . . . . . + . . . . . + . . . 16
15  . . . . . . . . . . . . . . . . . . . 15
14  . . . . . . . . . . . . . . . . . . . 14
13  . . . . . . . . . . . . . . . . . . . 13
12  . . . . . . . . . . . . . . . . . . . 12
11  . . . . . . . . . . . . . . . . . . . 11
10  . . . + . . . . . + . . . . . + . . . 10
 9  . . . . . . . . . . . . . . . . . . .  9
 8  . . . . . . . . . . . . . . . . . . .  8
 7  . . . . . . . . . . . . . . . . . . .  7
 6  . . . . . . . . . . . . . . . . . . .  6
 5  . . . . . . . . . . . . . . . . . . .  5
 4  . . . + . . . . . + . . . . . + . . .  4
 3  . . . . . . . . . . . . . . . . . . .  3
 2  . . . . . . . . . . . . . . . . . . .  2
 1  . . . . . . . . . . . . . . . . . . .  1
    a b c d e f g h i j k l m n o p q r s
moves 0, last Stone -
A alice: 0 in play, 7 captured, 0 reserve; allies -; offers to -
B bob: 0 in play, 1 captured, 1 reserve; allies -; offers to -
C carol: 0 in play, 5 captured, 0 reserve; allies -; offers to -
players:
  player=alice symbol=A Go player=no reserve=0 captured=7 last limited move=2001-01-04T04:00:00Z
  player=bob symbol=B Go player=no reserve=1 captured=1 last limited move=2001-01-04T23:00:00Z
  player=carol symbol=C Go player=no reserve=0 captured=5 last limited move=2001-01-04T23:00:00Z
  player=erin symbol=D Go player=no reserve=0 captured=0 last limited move=never
finished games:
  game=1 winner=alice score=2

# The Captured Stones of the game before can still be sold (R377).
alice> play 1 sell 1
game 1: alice sells 1 Captured Stone to the Bank for 1 point (R377)

@verify
