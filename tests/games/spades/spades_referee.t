# Spades (Ackanomic 1250.15/6) and the framework's referee and Substitute
# Players (R1250.1 III e, VI c, VI e): the referee sees all four hands, so
# nobody who plays a seat, or substitutes for one, may become the referee,
# and nobody who has refereed may become a Substitute (issue 12, 2d).
# Pinned at level 5 (seq-keyed draws, core/rng.h): the moves below are
# scripted around the deal those draws gave. To do: re-derive at the
# current level (purpose-keyed draws) and remove these lines.
@level 5
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

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

erin> game new spades
game 1 (Spades, R1250.15) is open; referee erin

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

# "Beginning the game"; the deal is the clock's hidden event.
erin> game start 1
game 1 (Spades, R1250.15) starts; players alice, bob, carol, dave; referee erin
playing order: 1 carol, 2 alice, 3 dave, 4 bob; team 1 is players 1 and 3, team 2 players 2 and 4 (1250.15)

# The referee sees all four hands (1250.15 1).
erin> game show 1
clock: game 1 round 1: 13 cards dealt to each player (1250.15 1); carol bids first
game 1: Spades (R1250.15), running; referee erin
players: alice, bob, carol, dave
round: 1
phase: bidding
turn: carol
scores: 0, 0
sandbags: 0, 0
seats:
  player=carol team=1 tricks=0 cards=13 hand=AD, 3D, JD, AH, 3H, 9H, QH, KH, 2C, 4C, 6C, 9C, JC
  player=alice team=2 tricks=0 cards=13 hand=2D, 5D, 10D, AS, 3S, 4S, 5S, QS, KS, 4H, 6H, 7H, AC
  player=dave team=1 tricks=0 cards=13 hand=4D, 6D, 8D, 9D, 6S, 10S, JS, 2H, 5H, 3C, 5C, 10C, KC
  player=bob team=2 tricks=0 cards=13 hand=7D, QD, KD, 2S, 7S, 8S, 9S, 8H, 10H, JH, 7C, 8C, QC
rounds: none

# R1250.1 VI c: bob goes absent and names gina, who must agree.
bob> state vacation
bob is Vacationing, expected for 28d (R250 V a)

bob> game substitute 1 gina
bob names gina as eir Substitute in game 1; gina must agree (R1250.1 VI c)

# VI e: one named a Substitute is involved in the game: e may not become
# its referee, and then agree to play a seat with every hand in view.
admin> game referee 1 gina
error: gina is named bob's Substitute in game 1 and may not referee it (R1250.1 VI e)

gina> game agree 1
gina substitutes for bob in game 1 while e is absent (R1250.1 VI c)

# gina plays bob's seat and sees bob's hand, and no other.
gina> game show 1
game 1: Spades (R1250.15), running; referee erin
players: alice, bob (substitute gina), carol, dave
round: 1
phase: bidding
turn: carol
scores: 0, 0
sandbags: 0, 0
seats:
  player=carol team=1 tricks=0 cards=13
  player=alice team=2 tricks=0 cards=13
  player=dave team=1 tricks=0 cards=13
  player=bob team=2 tricks=0 cards=13 hand=7D, QD, KD, 2S, 7S, 8S, 9S, 8H, 10H, JH, 7C, 8C, QC
rounds: none

# III e, VI e: nor may the Substitute be made the referee: e would see all
# four hands while playing one of them.
admin> game referee 1 gina
error: gina substitutes for bob in game 1 and may not referee it (R1250.1 III e, VI e)

admin> game referee 1 bob
error: bob plays game 1 and may not referee it (R1250.1 III e)

gina> game show 1
game 1: Spades (R1250.15), running; referee erin
players: alice, bob (substitute gina), carol, dave
round: 1
phase: bidding
turn: carol
scores: 0, 0
sandbags: 0, 0
seats:
  player=carol team=1 tricks=0 cards=13
  player=alice team=2 tricks=0 cards=13
  player=dave team=1 tricks=0 cards=13
  player=bob team=2 tricks=0 cards=13 hand=7D, QD, KD, 2S, 7S, 8S, 9S, 8H, 10H, JH, 7C, 8C, QC
rounds: none

# Somebody not involved in the game may referee it.
admin> game referee 1 frank
frank referees game 1 (R1250.1 VI d, e)

frank> game show 1
game 1: Spades (R1250.15), running; referee frank
players: alice, bob (substitute gina), carol, dave
round: 1
phase: bidding
turn: carol
scores: 0, 0
sandbags: 0, 0
seats:
  player=carol team=1 tricks=0 cards=13 hand=AD, 3D, JD, AH, 3H, 9H, QH, KH, 2C, 4C, 6C, 9C, JC
  player=alice team=2 tricks=0 cards=13 hand=2D, 5D, 10D, AS, 3S, 4S, 5S, QS, KS, 4H, 6H, 7H, AC
  player=dave team=1 tricks=0 cards=13 hand=4D, 6D, 8D, 9D, 6S, 10S, JS, 2H, 5H, 3C, 5C, 10C, KC
  player=bob team=2 tricks=0 cards=13 hand=7D, QD, KD, 2S, 7S, 8S, 9S, 8H, 10H, JH, 7C, 8C, QC
rounds: none

# VI c: erin has refereed game 1 and seen every hand: e may not become a
# Substitute in it.
carol> state vacation
carol is Vacationing, expected for 28d (R250 V a)

carol> game substitute 1 erin
error: erin has been part of game 1 and may not substitute in it (R1250.1 VI c)

carol> game substitute 1 frank
error: frank has been part of game 1 and may not substitute in it (R1250.1 VI c)

# The public still sees no hand.
> game show 1
game 1: Spades (R1250.15), running; referee frank
players: alice, bob (substitute gina), carol, dave
round: 1
phase: bidding
turn: carol
scores: 0, 0
sandbags: 0, 0
seats:
  player=carol team=1 tricks=0 cards=13
  player=alice team=2 tricks=0 cards=13
  player=dave team=1 tricks=0 cards=13
  player=bob team=2 tricks=0 cards=13
rounds: none
