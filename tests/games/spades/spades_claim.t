# Spades (Ackanomic 1250.15/6): the referee's claim (3). The first round of
# spades.t, up to the last trick, which the referee claims instead of it
# being played: "Whenever there is no doubt who will win each of the
# remaining tricks, the referee may interrupt play, announcing this fact as
# well as the remaining plays". (The rest of spades.t would differ: the
# next deal's draws depend on the events before it.)
# Pinned at level 5 (seq-keyed draws, core/rng.h): the moves below are
# scripted around the deal those draws gave. To do: re-derive at the
# current level (purpose-keyed draws) and remove these lines.
@level 5
@include spades_round1.inc

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
