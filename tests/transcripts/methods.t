# The proposals' voting method is chosen per nomic (issue 4): here Ace of
# Spades reg 109-110 (FOR/AGAINST, no changes, decided by a majority of
# the eligible from 72 hours on) and a general quorum method.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

alice> voting method aos
error: only the admin may do that

admin> voting method nosuch
error: there is no voting method 'nosuch'

admin> voting method aos
proposals are now decided by the aos method (Ace of Spades reg 109-110); open ones keep theirs until they close

# Reg 110 sets no end to the vote.
admin> param set vote.period 0
vote.period = 0s (R106)

alice> propose "For AoS" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "For AoS" (ordinary) submitted by alice and distributed; voting stays open until decided (Ace of Spades reg 109-110)

alice> vote 1 yes
error: a vote is FOR, AGAINST (Ace of Spades reg 109-110)

alice> vote 1 for
alice votes FOR on Proposal 1

# Reg 109: "Votes may not be retracted once placed."
alice> vote 1 against
error: a vote may not be changed once cast (Ace of Spades reg 109-110)

bob> vote 1 for
bob votes FOR on Proposal 1

# Reg 110: a majority (2 of 3) is FOR, but only from 72 hours on.
> proposal 1
Proposal 1 "For AoS" by alice (ordinary): voting until decided
voted by the aos method: no voting period, waits 3 days
|
Effect: mint 1 Gamepoints to alice

# Scoring is still Ackanomic's R207 (alice, a Newbie, +10 +3 +1).
clock advance 72h
clock: Proposal 1 "For AoS" by alice is ADOPTED: 2 FOR of 3 Contestants, 2 needed: Adopted (Ace of Spades reg 110)
  votes: alice FOR, bob FOR
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-04T00:00:00Z

# After 72 hours a vote that makes a majority decides at once (reg 110).
alice> propose "Against" "Effect: mint 1 Gamepoints to bob"
Proposal 2 "Against" (ordinary) submitted by alice and distributed; voting stays open until decided (Ace of Spades reg 109-110)

bob> vote 2 against
bob votes AGAINST on Proposal 2

clock advance 72h
clock: Proposal 2 stays open
the time is now 2001-01-07T00:00:00Z

carol> vote 2 against
carol votes AGAINST on Proposal 2
Proposal 2 "Against" by alice is REJECTED: 2 AGAINST of 3 Contestants, 2 needed: fails (Ace of Spades reg 110)
  votes: bob AGAINST, carol AGAINST
  scores: alice -7; alice +3; bob +1; carol +1

# A general method: a quorum of ballots, then FOR over AGAINST.
admin> voting method general
proposals are now decided by the general method (general: quorum, adoption index, voting strength (after Agora)); open ones keep theirs until they close

admin> param set vote.period 604800
vote.period = 7d (R106)

admin> param set vote.quorum 3
vote.quorum = 3 voters (the body's voting method)

> voting
method general (general: quorum, adoption index, voting strength (after Agora)); ballots: FOR AGAINST PRESENT; window 604800s, quorum 3, AI 1000/1000, support 0, objections 0, waits 0s

alice> propose "Quorum" "Effect: mint 1 Gamepoints to carol"
Proposal 3 "Quorum" (ordinary) submitted by alice and distributed; voting ends 2001-01-14T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

alice> vote 3 for
alice votes FOR on Proposal 3; it may be changed until 2001-01-14T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

bob> vote 3 present
bob votes PRESENT on Proposal 3; it may be changed until 2001-01-14T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

# Two ballots of a quorum of three: rejected whatever they say.
clock advance 7d
clock: alice's score rose by 10: e receives A$10 from the Treasury (R508)
bob's score rose by 2: e receives A$2 from the Treasury (R508)
carol's score rose by 1: e receives A$1 from the Treasury (R508)
clock: Proposal 3 "Quorum" by alice is REJECTED: 2 voters, quorum 3: FAILED QUORUM (general)
  votes: alice FOR, bob PRESENT
  scores: alice -7; alice +3; alice +1; bob +1
the time is now 2001-01-14T00:00:00Z

# A proposal keeps the numbers of the method it was distributed under
# (here support's and then endorse's), across a checkpoint too.
admin> voting method support
proposals are now decided by the support method (Arcadia (Agora: with 2 support and without 2 objections)); open ones keep theirs until they close

alice> propose "Supported" "Effect: mint 1 Gamepoints to carol"
Proposal 4 "Supported" (ordinary) submitted by alice and distributed; voting ends 2001-01-21T00:00:00Z (Arcadia (Agora: with 2 support and without 2 objections))

admin> voting method endorse
proposals are now decided by the endorse method (Ackanomic R1250.1 V (Game Submissions)); open ones keep theirs until they close

alice> propose "Endorsed" "Effect: mint 1 Gamepoints to bob"
Proposal 5 "Endorsed" (ordinary) submitted by alice and distributed; voting ends 2001-01-21T00:00:00Z (Ackanomic R1250.1 V (Game Submissions))

admin> voting method general
proposals are now decided by the general method (general: quorum, adoption index, voting strength (after Agora)); open ones keep theirs until they close

> proposal 4
Proposal 4 "Supported" by alice (ordinary): voting until 2001-01-21T00:00:00Z
voted by the support method: voting period 7 days, support 2, objections 2, waits 4 days
|
Effect: mint 1 Gamepoints to carol

> proposal 5
Proposal 5 "Endorsed" by alice (ordinary): voting until 2001-01-21T00:00:00Z
voted by the endorse method: voting period 7 days, endorsements 4 or 10%, waits 3 days
|
Effect: mint 1 Gamepoints to bob

@verify
