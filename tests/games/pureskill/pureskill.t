# Game of Pure Skill (R1250.7): a whole game of 13 rounds, with every
# illegal move the rule names. Three players and one referee (R1250.7 2).
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

# R1250.1 VI a: the referee opens the game and announces its start.
dave> game new pureskill
game 1 (Game of Pure Skill, R1250.7) is open; referee dave

# Nothing can be bid before the game starts.
alice> play 1 bid K
error: game 1 has not started

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# R1250.7 2: exactly 3 players; R1250.1 VI a: no start without them.
dave> game start 1
error: game 1 has 2 players; Game of Pure Skill needs at least 3 (R1250.7)

# R1250.1 III e: a referee may not play.
dave> game join 1
error: the referee may not play game 1 (R1250.1 III e)

carol> game join 1
carol joins game 1

# A fourth player is too many (R1250.7 2).
erin> game join 1
error: game 1 is full

# Only the referee announces the start (R1250.1 VI a).
alice> game start 1
error: only the referee of game 1 may start it (R1250.1 VI a)

# R1250.7 4a: spades to the referee, one suit to each player; 4d: the
# first prize is drawn at random from the spades.
dave> game start 1
game 1 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 1 round 1: the prize is 7S (R1250.7 4d)

# R1250.7 4e: a bid is one card from the bidder's own pack.
alice> play 1 bid KD
error: KD is not in your pack: you bid from the Hearts (R1250.7 4e)

alice> play 1 bid Z
error: 'Z' is not a card (like 7, QH or 10D)

alice> play 1 bid
error: usage: play 1 bid CARD

# The referee does not bid; neither does anyone outside the game.
dave> play 1 bid 5
error: the referee does not bid (R1250.7 4e)

erin> play 1 bid K
error: you are not playing game 1

# Bids are sent privately (4e): hidden events. The last bid before the
# round closes counts (ruling, docs/RULINGS.md).
alice> play 1 bid K
alice bids KH in round 1 of game 1

alice> play 1 bid Q
alice bids QH in round 1 of game 1 (replacing eir earlier bid)

bob> play 1 bid KD
bob bids KD in round 1 of game 1

# Leak test: the public, and the other players, see that a bid is in but
# not which card; its bidder and the referee see the card.
> game show 1
game 1: Game of Pure Skill (R1250.7), running; referee dave
players: alice, bob, carol
round: 1
prize: 7S
seats:
  player=alice suit=Hearts take=0 bid in=yes pack=KH, QH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=yes pack=KD, QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, 2C, AC
spades left: KS, QS, JS, 10S, 9S, 8S, 6S, 5S, 4S, 3S, 2S, AS
history: none

carol> game show 1
game 1: Game of Pure Skill (R1250.7), running; referee dave
players: alice, bob, carol
round: 1
prize: 7S
seats:
  player=alice suit=Hearts take=0 bid in=yes pack=KH, QH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=yes pack=KD, QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, 2C, AC
spades left: KS, QS, JS, 10S, 9S, 8S, 6S, 5S, 4S, 3S, 2S, AS
history: none

alice> game show 1
game 1: Game of Pure Skill (R1250.7), running; referee dave
players: alice, bob, carol
round: 1
prize: 7S
seats:
  player=alice suit=Hearts take=0 bid in=yes bid=QH pack=KH, QH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=yes pack=KD, QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, 2C, AC
spades left: KS, QS, JS, 10S, 9S, 8S, 6S, 5S, 4S, 3S, 2S, AS
history: none

dave> game show 1
game 1: Game of Pure Skill (R1250.7), running; referee dave
players: alice, bob, carol
round: 1
prize: 7S
seats:
  player=alice suit=Hearts take=0 bid in=yes bid=QH pack=KH, QH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=yes bid=KD pack=KD, QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, 2C, AC
spades left: KS, QS, JS, 10S, 9S, 8S, 6S, 5S, 4S, 3S, 2S, AS
history: none

carol> play 1 bid 2
carol bids 2C in round 1 of game 1

# R1250.7 4c: the round ends as soon as every player has bid; 4f, 4g:
# the clock resolves it publicly and the next round starts (4d).
> game show 1
clock: game 1 round 1: prize 7S; bids alice QH, bob KD, carol 2C; bob takes the prize (R1250.7 4f)
game 1 round 2: the prize is QS (R1250.7 4d)
game 1: Game of Pure Skill (R1250.7), running; referee dave
players: alice, bob, carol
round: 2
prize: QS
seats:
  player=alice suit=Hearts take=0 bid in=no pack=KH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=7 bid in=no pack=QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, AC
spades left: KS, JS, 10S, 9S, 8S, 6S, 5S, 4S, 3S, 2S, AS
history:
  round=1 prize=7S bids=QH, KD, 2C taker=bob

# A card bid once is discarded (4f) and cannot be bid again.
alice> play 1 bid Q
error: you have already used Q (R1250.7 4f)

# Round 2 (R1250.7 4c-4g).
alice> play 1 bid K
alice bids KH in round 2 of game 1

bob> play 1 bid Q
bob bids QD in round 2 of game 1

carol> play 1 bid A
carol bids AC in round 2 of game 1

# Round 3 (R1250.7 4c-4g).
alice> play 1 bid J
clock: game 1 round 2: prize QS; bids alice KH, bob QD, carol AC; alice takes the prize (R1250.7 4f)
game 1 round 3: the prize is JS (R1250.7 4d)
alice bids JH in round 3 of game 1

bob> play 1 bid J
bob bids JD in round 3 of game 1

carol> play 1 bid 3
carol bids 3C in round 3 of game 1

# Round 4 (R1250.7 4c-4g).
alice> play 1 bid 10
clock: game 1 round 3: prize JS; bids alice JH, bob JD, carol 3C; no single highest bid: the prize is discarded (R1250.7 4f)
game 1 round 4: the prize is 3S (R1250.7 4d)
alice bids 10H in round 4 of game 1

bob> play 1 bid 10
bob bids 10D in round 4 of game 1

carol> play 1 bid 4
carol bids 4C in round 4 of game 1

# Round 5 (R1250.7 4c-4g).
alice> play 1 bid 9
clock: game 1 round 4: prize 3S; bids alice 10H, bob 10D, carol 4C; no single highest bid: the prize is discarded (R1250.7 4f)
game 1 round 5: the prize is 4S (R1250.7 4d)
alice bids 9H in round 5 of game 1

bob> play 1 bid 9
bob bids 9D in round 5 of game 1

carol> play 1 bid 5
carol bids 5C in round 5 of game 1

# Round 6 (R1250.7 4c-4g).
alice> play 1 bid 8
clock: game 1 round 5: prize 4S; bids alice 9H, bob 9D, carol 5C; no single highest bid: the prize is discarded (R1250.7 4f)
game 1 round 6: the prize is 8S (R1250.7 4d)
alice bids 8H in round 6 of game 1

bob> play 1 bid 8
bob bids 8D in round 6 of game 1

carol> play 1 bid 6
carol bids 6C in round 6 of game 1

# Round 7 (R1250.7 4c-4g).
alice> play 1 bid 7
clock: game 1 round 6: prize 8S; bids alice 8H, bob 8D, carol 6C; no single highest bid: the prize is discarded (R1250.7 4f)
game 1 round 7: the prize is KS (R1250.7 4d)
alice bids 7H in round 7 of game 1

bob> play 1 bid 7
bob bids 7D in round 7 of game 1

carol> play 1 bid 7
carol bids 7C in round 7 of game 1

# Round 8 (R1250.7 4c-4g).
alice> play 1 bid 6
clock: game 1 round 7: prize KS; bids alice 7H, bob 7D, carol 7C; no single highest bid: the prize is discarded (R1250.7 4f)
game 1 round 8: the prize is 10S (R1250.7 4d)
alice bids 6H in round 8 of game 1

bob> play 1 bid 6
bob bids 6D in round 8 of game 1

carol> play 1 bid 8
carol bids 8C in round 8 of game 1

# Round 9 (R1250.7 4c-4g).
alice> play 1 bid 5
clock: game 1 round 8: prize 10S; bids alice 6H, bob 6D, carol 8C; carol takes the prize (R1250.7 4f)
game 1 round 9: the prize is 9S (R1250.7 4d)
alice bids 5H in round 9 of game 1

bob> play 1 bid 5
bob bids 5D in round 9 of game 1

carol> play 1 bid 9
carol bids 9C in round 9 of game 1

# Round 10 (R1250.7 4c-4g).
alice> play 1 bid 4
clock: game 1 round 9: prize 9S; bids alice 5H, bob 5D, carol 9C; carol takes the prize (R1250.7 4f)
game 1 round 10: the prize is 5S (R1250.7 4d)
alice bids 4H in round 10 of game 1

bob> play 1 bid 4
bob bids 4D in round 10 of game 1

carol> play 1 bid 10
carol bids 10C in round 10 of game 1

# Round 11 (R1250.7 4c-4g).
alice> play 1 bid 3
clock: game 1 round 10: prize 5S; bids alice 4H, bob 4D, carol 10C; carol takes the prize (R1250.7 4f)
game 1 round 11: the prize is 2S (R1250.7 4d)
alice bids 3H in round 11 of game 1

bob> play 1 bid 3
bob bids 3D in round 11 of game 1

carol> play 1 bid J
carol bids JC in round 11 of game 1

# Round 12 (R1250.7 4c-4g).
alice> play 1 bid 2
clock: game 1 round 11: prize 2S; bids alice 3H, bob 3D, carol JC; carol takes the prize (R1250.7 4f)
game 1 round 12: the prize is 6S (R1250.7 4d)
alice bids 2H in round 12 of game 1

bob> play 1 bid 2
bob bids 2D in round 12 of game 1

carol> play 1 bid Q
carol bids QC in round 12 of game 1

# Round 13: carol does not bid. R1250.7 4e: at the end of the round (3
# days, 4c) the referee chooses a card at random from eir pack.
alice> play 1 bid A
clock: game 1 round 12: prize 6S; bids alice 2H, bob 2D, carol QC; carol takes the prize (R1250.7 4f)
game 1 round 13: the prize is AS (R1250.7 4d)
alice bids AH in round 13 of game 1

bob> play 1 bid A
bob bids AD in round 13 of game 1

clock advance 3d
clock: game 1 round 13: prize AS; bids alice AH, bob AD, carol KC (at random); carol takes the prize (R1250.7 4f)
game 1 totals: alice 12, bob 7, carol 33
game 1 is over: carol wins with 33 (R1250.7 4h); carol gains 8 points; dave receives A$8 from the Treasury; carol receives a Jade Grapefruit (R1250.2)
the time is now 2001-01-04T00:00:00Z

# R1250.7 4h: the single highest total wins; 5: 8 points and a standard
# Trophy (a Jade Grapefruit, R1250.1 III h) to the winner, A$8 to the
# referee; R1250.2: the game started with 3 players.
> game show 1
game 1: Game of Pure Skill (R1250.7), ended; referee dave
players: alice, bob, carol
round: 13
seats:
  player=alice suit=Hearts take=12 pack=none
  player=bob suit=Diamonds take=7 pack=none
  player=carol suit=Clubs take=33 pack=none
spades left: none
history:
  round=1 prize=7S bids=QH, KD, 2C taker=bob
  round=2 prize=QS bids=KH, QD, AC taker=alice
  round=3 prize=JS bids=JH, JD, 3C taker=discarded
  round=4 prize=3S bids=10H, 10D, 4C taker=discarded
  round=5 prize=4S bids=9H, 9D, 5C taker=discarded
  round=6 prize=8S bids=8H, 8D, 6C taker=discarded
  round=7 prize=KS bids=7H, 7D, 7C taker=discarded
  round=8 prize=10S bids=6H, 6D, 8C taker=carol
  round=9 prize=9S bids=5H, 5D, 9C taker=carol
  round=10 prize=5S bids=4H, 4D, 10C taker=carol
  round=11 prize=2S bids=3H, 3D, JC taker=carol
  round=12 prize=6S bids=2H, 2D, QC taker=carol
  round=13 prize=AS bids=AH, AD, KC taker=carol
result: carol wins with 33 (R1250.7 4h)

> balance
Treasury: 0 points, 95492 A$
alice: 0 points, 900 A$
bob: 0 points, 900 A$
carol: 8 points, 900 A$
dave: 0 points, 908 A$
erin: 0 points, 900 A$

> trophies
Jade Grapefruit: held by carol (won in game 1, 2001-01-04T00:00:00Z)

# The game is over: no more moves.
alice> play 1 bid A
error: game 1 is over

@verify

