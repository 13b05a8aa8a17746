# A Cycle-Win CFJ dismissed for want of an eligible judge (Ackanomic
# R212 ¶3: "deemed Invalid, and removed from consideration") is no
# judgement on the claim: its Winning Condition is Unclaimed again and
# detached, as on a retraction (R600 ¶5; docs/RULINGS.md), at a later
# redraw or at the call itself; R211 lets its author call again.

@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

# R250 III: the others stop voting; dave is the only one left to judge.
bob> state non-voting
bob is Non-Voting

carol> state non-voting
carol is Non-Voting

alice> cfj win 603 "I reached the Magic Number first"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 1 (R600)

# R250 IV a: dave, no longer Voting, is treated as having declined; with
# nobody Voting left, the redraw finds no judge (R212).
alice> state non-voting
alice is Non-Voting

dave> state non-voting
dave is Non-Voting
CFJ 1: dave is now Non-Voting and is treated as having declined (R250 IV a); no active player is eligible to judge it, so it is dismissed as Invalid (R212)
alice's Winning Condition by Rule 603 is Unclaimed again: CFJ 1 was removed from consideration (R212, R600)

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z

> cfj show 1
Cycle-Win CFJ 1 "alice has an Unclaimed Winning Condition by Rule 603" by alice, called 2001-01-29T00:00:00Z: dismissed
  comments: I reached the Magic Number first
  declined: dave

# Dismissed at the call: never claimed.
alice> cfj win 603 "Again"
CFJ 2 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice is dismissed as Invalid: no active player is eligible to judge it (R212)

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z

@verify
