# Spades (Ackanomic 1250.15/6): the referee's claim (3). The first round of
# spades.t, up to the last trick, which the referee claims instead of it
# being played: "Whenever there is no doubt who will win each of the
# remaining tricks, the referee may interrupt play, announcing this fact as
# well as the remaining plays". (The rest of spades.t would differ: the
# next deal's draws depend on the events before it.)
# Exactly 4 players and 1 referee (1250.15 "Number of Players").
> join alice
welcome, alice (Voting); A$900 from the Treasury

> join bob
welcome, bob (Voting); A$900 from the Treasury

> join carol
welcome, carol (Voting); A$900 from the Treasury

> join dave
welcome, dave (Voting); A$900 from the Treasury

> join erin
welcome, erin (Voting); A$900 from the Treasury

# A shorter match by option; the rule's target is 500 (1250.15 5).
erin> game new spades target 100
game 1 (Spades, R1250.15) is open; referee erin; the game ends at 100 instead of 500 (option)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

# "Beginning the game": a random playing order; players 1 and 3 are team 1.
# The deal (1) is the clock's hidden event, shown before the next reply.
erin> game start 1
game 1 (Spades, R1250.15) starts; players alice, bob, carol, dave; referee erin
playing order: 1 alice, 2 carol, 3 bob, 4 dave; team 1 is players 1 and 3, team 2 players 2 and 4 (1250.15)

# Leak test: the public sees counts, not cards (1250.15 1, 6).
> game show 1
clock: game 1 round 1: 13 cards dealt to each player (1250.15 1); alice bids first
game 1: Spades (R1250.15), running; referee erin
players: alice, bob, carol, dave
round: 1
phase: bidding
target: 100
turn: alice
scores: 0, 0
sandbags: 0, 0
seats:
  player=alice team=1 tricks=0 cards=13
  player=carol team=2 tricks=0 cards=13
  player=bob team=1 tricks=0 cards=13
  player=dave team=2 tricks=0 cards=13
rounds: none

# Each player sees eir own hand only.
alice> game show 1
game 1: Spades (R1250.15), running; referee erin
players: alice, bob, carol, dave
round: 1
phase: bidding
target: 100
turn: alice
scores: 0, 0
sandbags: 0, 0
seats:
  player=alice team=1 tricks=0 cards=13 hand=8D, 9D, 2S, 8S, 10S, JS, 3H, 4H, 5H, 8H, 9H, JH, 4C
  player=carol team=2 tricks=0 cards=13
  player=bob team=1 tricks=0 cards=13
  player=dave team=2 tricks=0 cards=13
rounds: none

# 2: player 1 bids first in round 1; bids are public (6).
alice> play 1 bid 3
alice bids 3 in game 1

carol> play 1 bid 3
carol bids 3 in game 1

bob> play 1 bid 3
bob bids 3 in game 1

dave> play 1 bid 3
dave bids 3 in game 1; bidding is over, alice leads (1250.15 3)

alice> play 1 card 8D
alice plays 8D in game 1

carol> play 1 card AD
carol plays AD in game 1

bob> play 1 card 4D
bob plays 4D in game 1

dave> play 1 card 7D
dave plays 7D in game 1; carol wins trick 1

carol> play 1 card 2D
carol plays 2D in game 1

bob> play 1 card 5D
bob plays 5D in game 1

dave> play 1 card KD
dave plays KD in game 1

alice> play 1 card 9D
alice plays 9D in game 1; dave wins trick 2

dave> play 1 card 10H
dave plays 10H in game 1

alice> play 1 card 3H
alice plays 3H in game 1

carol> play 1 card AH
carol plays AH in game 1

bob> play 1 card 2H
bob plays 2H in game 1; carol wins trick 3

carol> play 1 card 3D
carol plays 3D in game 1

bob> play 1 card 6D
bob plays 6D in game 1

dave> play 1 card AS
dave plays AS in game 1

alice> play 1 card 2S
alice plays 2S in game 1; dave wins trick 4

dave> play 1 card 4S
dave plays 4S in game 1

alice> play 1 card 8S
alice plays 8S in game 1

carol> play 1 card QS
carol plays QS in game 1

bob> play 1 card 3S
bob plays 3S in game 1; carol wins trick 5

carol> play 1 card JD
carol plays JD in game 1

bob> play 1 card 10D
bob plays 10D in game 1

dave> play 1 card 6S
dave plays 6S in game 1

alice> play 1 card 10S
alice plays 10S in game 1; alice wins trick 6

alice> play 1 card JS
alice plays JS in game 1

carol> play 1 card QD
carol plays QD in game 1

bob> play 1 card 5S
bob plays 5S in game 1

dave> play 1 card 7S
dave plays 7S in game 1; alice wins trick 7

alice> play 1 card 4H
alice plays 4H in game 1

carol> play 1 card 6H
carol plays 6H in game 1

bob> play 1 card 7H
bob plays 7H in game 1

dave> play 1 card KH
dave plays KH in game 1; dave wins trick 8

dave> play 1 card AC
dave plays AC in game 1

alice> play 1 card 4C
alice plays 4C in game 1

carol> play 1 card 2C
carol plays 2C in game 1

bob> play 1 card 3C
bob plays 3C in game 1; dave wins trick 9

dave> play 1 card 5C
dave plays 5C in game 1

alice> play 1 card 5H
alice plays 5H in game 1

carol> play 1 card 8C
carol plays 8C in game 1

bob> play 1 card JC
bob plays JC in game 1; bob wins trick 10

bob> play 1 card 9S
bob plays 9S in game 1

dave> play 1 card 6C
dave plays 6C in game 1

alice> play 1 card 8H
alice plays 8H in game 1

carol> play 1 card QH
carol plays QH in game 1; bob wins trick 11

bob> play 1 card KS
bob plays KS in game 1

dave> play 1 card 7C
dave plays 7C in game 1

alice> play 1 card 9H
alice plays 9H in game 1

carol> play 1 card 10C
carol plays 10C in game 1; bob wins trick 12

# 3: "Certainly, he can at least do so for the last trick in each hand";
# the plays announced are the ones that must happen; 4: the round scores.
erin> play 1 claim
the referee claims the remaining tricks of game 1 (1250.15 3): trick 13: bob KC dave 9C alice JH carol QC
round 1 scored: team 1 +60 (60), team 2 +61 (61) (1250.15 4)

> game show 1
clock: game 1 round 2: 13 cards dealt to each player (1250.15 1); carol bids first
game 1: Spades (R1250.15), running; referee erin
players: alice, bob, carol, dave
round: 2
phase: bidding
target: 100
turn: carol
scores: 60, 61
sandbags: 0, 1
seats:
  player=alice team=1 tricks=0 cards=13
  player=carol team=2 tricks=0 cards=13
  player=bob team=1 tricks=0 cards=13
  player=dave team=2 tricks=0 cards=13
rounds: 60, 61
