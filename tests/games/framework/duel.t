# Duels (R1215), as far as the games need them: the Herald marks an open
# game of the Games Grid a Duel between its two players.

# Written before level 1 (core/level.h): the offices here are filled by
# hand, as at level 0; at level 1 the salaries R401 runs by itself would
# come between these steps and move the draws below.
@level 0
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> office create Herald
office Herald created

admin> appoint carol Herald
carol is now Herald

admin> mint 10 points to alice
alice gains 10 points; now 10

admin> mint 10 points to bob
bob gains 10 points; now 10

alice> game new doublecrash
game 1 (Double Crash, R1250.12) is open; player alice

bob> game join 1
bob joins game 1

alice> game duel 1 bob
error: only the Herald announces a Duel (R1215 2)

carol> game duel 1 dave
error: dave does not play game 1

carol> game duel 1 bob
game 1 is a Duel between alice (challenger) and bob (challenged) (R1215)

carol> game duel 1 bob
error: game 1 is already a Duel

dave> game join 1
error: game 1 is a Duel between two players (R1215)

alice> game start 1
game 1 (Double Crash, R1250.12) starts; players alice, bob
game 1 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

# R1250.1 VI c: Duellists may not have Substitute Players.
alice> state vacation
alice is Vacationing, expected for 28d (R250 V a)

alice> game substitute 1 dave
error: Duellists may not have Substitute Players (R1250.1 VI c)

> game show 1
game 1: Double Crash (R1250.12), running; a Duel, bob challenged
players: alice, bob
round: 1
seats:
  player=alice done this round=no
  player=bob done this round=no
salvos: none

# R1250.12 IV: if both fail in a Duel, the challenged player wins; no
# A$25 in a Duel; R1215 2: the winner gains 6 points, the loser loses 6.
clock advance 3d
clock: game 1 round 1 ran out with neither player's actions done; game 1 is over: bob wins: in a Duel the challenged player wins when both fail (R1250.12 IV); bob wins the Duel and gains 6 points (R1215); alice loses 6 points (R1215)
the time is now 2001-01-04T00:00:00Z

> balance
Treasury: 0 points, 96400 A$
alice: 4 points, 900 A$
bob: 16 points, 900 A$
carol: 0 points, 900 A$
dave: 0 points, 900 A$

alice> state return
alice is Voting

# Abstract Crescent in a Duel: no play above 20 (R1250.21 d 1).
dave> game new crescent
game 2 (Abstract Crescent, R1250.21) is open; referee dave

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

carol> game duel 2 alice
game 2 is a Duel between bob (challenger) and alice (challenged) (R1215)

dave> game start 2
game 2 (Abstract Crescent, R1250.21) starts; players alice, bob; referee dave
game 2 round 1 (n = 2): numbers alice 0, bob 1 (R1250.21 d)

> game show 2
game 2: Abstract Crescent (R1250.21), running; referee dave; a Duel, alice challenged
players: alice, bob
round: 1
n: 2
seats:
  player=alice score=0 number=0 played=no
  player=bob score=0 number=1 played=no

alice> play 2 play 21
error: in a Duel no play may exceed 20 (R1250.21 d 1)

alice> play 2 play 20
alice plays 20 in round 1 of game 2

@verify

