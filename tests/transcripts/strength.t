# Voting strength under the general method (after Agora): each ballot
# counts with its voter's strength on the proposals' body, read at the
# count when the voting period ends (docs/RULINGS.md); the admin and an
# adopted proposal's effect set it; ballots show in the method's own words.
# A proposal's numbers are fixed when it is distributed (docs/VOTING.md).
# Ackanomic R207 I with R603: an effect's score change comes before R207's
# awards, so reaching the Magic Number by an effect is reaching it first.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

# Past R250 II d, so no Newbie bonus clutters the scores.
clock advance 21d
the time is now 2001-01-22T00:00:00Z

admin> voting method general
proposals are now decided by the general method (general: quorum, adoption index, voting strength (after Agora)); open ones keep theirs until they close

# Every voter's strength is 1 until set.
> strengths
every voter's strength on every body is 1, the default

alice> strength alice 3
error: only the admin may do that

admin> strength alice 1000001
error: '1000001' is not a voting strength: it is a whole number from 0 to 1000000

admin> strength alice -1
error: '-1' is not a voting strength: it is a whole number from 0 to 1000000

admin> strength dave 2
error: no player is named 'dave'

admin> strength alice 2 Proposals
error: 'Proposals' is not a body: a body is named by one lower-case word, such as 'proposals'

admin> strength alice 5 courts
alice's voting strength on courts is now 5 (was 1)

admin> strength alice 3
alice's voting strength on proposals is now 3 (was 1)

> strengths
courts: alice 5
proposals: alice 3
every other strength is 1, the default

> strengths proposals
proposals: alice 3
every other strength is 1, the default

> strengths juries
every voter's strength on juries is 1, the default

# By strength, 3 FOR to 2 AGAINST: adopted, where counting heads (1 to 2)
# would reject it. Its effect sets bob's strength (R104: an effect may do
# what the admin may).
alice> propose "Weighty bob" "Effect: strength bob 3"
Proposal 1 "Weighty bob" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

alice> vote 1 for
alice votes FOR on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

bob> vote 1 against
bob votes AGAINST on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

carol> vote 1 against
carol votes AGAINST on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

# The results line shows the strengths, because one is not 1.
clock advance 7d
clock: Proposal 1 "Weighty bob" by alice is ADOPTED: 3 FOR, 2 AGAINST, 0 PRESENT by strength; AI 1.000, quorum 0 met: ADOPTED (general)
  votes: alice FOR (strength 3), bob AGAINST (strength 1), carol AGAINST (strength 1)
  effect 1: bob's voting strength on proposals is now 3 (was 1)
  scores: alice +10; alice +1; bob +1; carol +1
the time is now 2001-01-29T00:00:00Z

# The ballots in the general method's words (FOR, AGAINST), and the
# strengths they were counted with: bob's was 1 then.
> proposal 1
Proposal 1 "Weighty bob" by alice (ordinary): adopted (3 FOR, 2 AGAINST, 0 PRESENT by strength; AI 1.000, quorum 0 met: ADOPTED (general))
voted by the general method: voting period 7 days, quorum 0, AI 1.000
|
Effect: strength bob 3
votes: alice FOR (strength 3), bob AGAINST (strength 1), carol AGAINST (strength 1)

> strengths proposals
proposals: alice 3, bob 3
every other strength is 1, the default

# An adoption index of 2.0: FOR must be at least twice AGAINST by
# strength. Two heads FOR to one AGAINST would meet it; by strength, 4 FOR
# to 3 AGAINST does not.
admin> param set vote.ai 2000
vote.ai = 2000 /1000 (the body's voting method)

bob> propose "Two to one" "Effect: mint 1 Gamepoints to bob"
Proposal 2 "Two to one" (ordinary) submitted by bob and distributed; voting ends 2001-02-05T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

bob> vote 2 for
bob votes FOR on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

carol> vote 2 for
carol votes FOR on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

alice> vote 2 against
alice votes AGAINST on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

clock advance 7d
clock: Proposal 2 "Two to one" by bob is REJECTED: 4 FOR, 3 AGAINST, 0 PRESENT by strength; AI 2.000, quorum 0 met: REJECTED (general)
  votes: alice AGAINST (strength 3), bob FOR (strength 3), carol FOR (strength 1)
  scores: alice +1; bob -7; bob +1; carol +1
the time is now 2001-02-05T00:00:00Z

# Strength is read at the count, when the voting period ends, not when
# the ballot is cast: carol's 7, set after e voted, counts.
carol> propose "At the count" "Effect: mint 1 Gamepoints to carol"
Proposal 3 "At the count" (ordinary) submitted by carol and distributed; voting ends 2001-02-12T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

carol> vote 3 for
carol votes FOR on Proposal 3; it may be changed until 2001-02-12T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

alice> vote 3 against
alice votes AGAINST on Proposal 3; it may be changed until 2001-02-12T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

admin> strength carol 7
carol's voting strength on proposals is now 7 (was 1)

clock advance 7d
clock: bob's score fell by 5: e loses A$2 to the Treasury (R508)
alice's score rose by 12: e receives A$12 from the Treasury (R508)
carol's score rose by 2: e receives A$2 from the Treasury (R508)
clock: Proposal 3 "At the count" by carol is ADOPTED: 7 FOR, 3 AGAINST, 0 PRESENT by strength; AI 2.000, quorum 0 met: ADOPTED (general)
  votes: alice AGAINST (strength 3), carol FOR (strength 7)
  effect 1: carol gains 1 Gamepoints; now 1
  scores: alice +1; carol +10; carol +1
the time is now 2001-02-12T00:00:00Z

admin> param set vote.ai 1000
vote.ai = 1000 /1000 (the body's voting method)

# docs/VOTING.md: a proposal's numbers are fixed when it is distributed.
# Proposal 4 is distributed with quorum 0; the quorum then becomes 3, and
# only Proposal 5, distributed after, is voted with it.
alice> propose "Before" "Effect: mint 1 Gamepoints to alice"
Proposal 4 "Before" (ordinary) submitted by alice and distributed; voting ends 2001-02-19T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

admin> param set vote.quorum 3
vote.quorum = 3 voters (the body's voting method)

bob> propose "After" "Effect: mint 1 Gamepoints to bob"
Proposal 5 "After" (ordinary) submitted by bob and distributed; voting ends 2001-02-19T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

> proposal 4
Proposal 4 "Before" by alice (ordinary): voting until 2001-02-19T00:00:00Z
voted by the general method: voting period 7 days, quorum 0, AI 1.000
|
Effect: mint 1 Gamepoints to alice

> proposal 5
Proposal 5 "After" by bob (ordinary): voting until 2001-02-19T00:00:00Z
voted by the general method: voting period 7 days, quorum 3, AI 1.000
|
Effect: mint 1 Gamepoints to bob

alice> vote 4 for
alice votes FOR on Proposal 4; it may be changed until 2001-02-19T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

alice> vote 5 for
alice votes FOR on Proposal 5; it may be changed until 2001-02-19T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

# One voter each: Proposal 4 meets its quorum of 0, Proposal 5 fails its 3.
clock advance 7d
clock: Proposal 4 "Before" by alice is ADOPTED: 3 FOR, 0 AGAINST, 0 PRESENT by strength; AI 1.000, quorum 0 met: ADOPTED (general)
  votes: alice FOR (strength 3)
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +1
Proposal 5 "After" by bob is REJECTED: 1 voters, quorum 3: FAILED QUORUM (general)
  votes: alice FOR (strength 3)
  scores: alice +1; bob -7
the time is now 2001-02-19T00:00:00Z

admin> param set vote.quorum 0
vote.quorum = 0 voters (the body's voting method)

# R207 I: "the score changes detailed in this rule are applied an
# infinitesimal amount of time after those effects are applied". alice
# reaches the Magic Number by the effect (R104: one effect at a time), bob
# by R207 III's voter's point just after: alice reaches it first and
# achieves a Winning Condition (R603); it is not "exactly the same time".
admin> param set magic.number 40 R603
magic.number = 40 points (R603)

> report scorekeeper
The Scorekeeper's report, 2001-02-19T00:00:00Z (R410; Scorekeeper: vacant)
Magic Number: 40 (R603)
alice: 25
bob: -12
carol: 13
Changes since the nomic began:
  2001-01-29T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 14
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 14
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 14
  2001-01-29T00:00:00Z carol gains 1 points -- Proposal 1's results (voting-end, R106), event 14
  2001-02-05T00:00:00Z alice gains 1 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-05T00:00:00Z bob loses 7 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-05T00:00:00Z bob gains 1 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-05T00:00:00Z carol gains 1 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-12T00:00:00Z alice gains 1 points -- Proposal 3's results (voting-end, R106), event 30
  2001-02-12T00:00:00Z carol gains 10 points -- Proposal 3's results (voting-end, R106), event 30
  2001-02-12T00:00:00Z carol gains 1 points -- Proposal 3's results (voting-end, R106), event 30
  2001-02-19T00:00:00Z alice gains 10 points -- Proposal 4's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z alice gains 1 points -- Proposal 4's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z alice gains 1 points -- Proposal 5's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z bob loses 7 points -- Proposal 5's results (voting-end, R106), event 40

admin> mint 51 points to bob
bob gains 51 points; now 39

carol> propose "Alice first" "Effect: mint 15 points to alice"
Proposal 6 "Alice first" (ordinary) submitted by carol and distributed; voting ends 2001-02-26T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

alice> vote 6 for
alice votes FOR on Proposal 6; it may be changed until 2001-02-26T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

bob> vote 6 for
bob votes FOR on Proposal 6; it may be changed until 2001-02-26T00:00:00Z (general: quorum, adoption index, voting strength (after Agora))

clock advance 7d
clock: alice's score rose by 13: e receives A$13 from the Treasury (R508)
bob's score rose by 44: e receives A$44 from the Treasury (R508)
carol's score rose by 11: e receives A$11 from the Treasury (R508)
clock: Proposal 6 "Alice first" by carol is ADOPTED: 6 FOR, 0 AGAINST, 0 PRESENT by strength; AI 1.000, quorum 0 met: ADOPTED (general)
  votes: alice FOR (strength 3), bob FOR (strength 3)
  effect 1: alice gains 15 points; now 40
  alice reaches the Magic Number (40) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
  scores: alice +1; bob +1; carol +10
the time is now 2001-02-26T00:00:00Z

# bob reached 40 an infinitesimal time later: no Winning Condition for
# em, and the Magic Number does not rise (R603).
> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-02-26T00:00:00Z

> report scorekeeper
The Scorekeeper's report, 2001-02-26T00:00:00Z (R410; Scorekeeper: vacant)
Magic Number: 40 (R603)
alice: 41
bob: 40
carol: 23
Winning Condition by points (R603): alice, Unclaimed since 2001-02-26T00:00:00Z
Changes since the nomic began:
  2001-01-29T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 14
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 14
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 14
  2001-01-29T00:00:00Z carol gains 1 points -- Proposal 1's results (voting-end, R106), event 14
  2001-02-05T00:00:00Z alice gains 1 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-05T00:00:00Z bob loses 7 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-05T00:00:00Z bob gains 1 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-05T00:00:00Z carol gains 1 points -- Proposal 2's results (voting-end, R106), event 22
  2001-02-12T00:00:00Z alice gains 1 points -- Proposal 3's results (voting-end, R106), event 30
  2001-02-12T00:00:00Z carol gains 10 points -- Proposal 3's results (voting-end, R106), event 30
  2001-02-12T00:00:00Z carol gains 1 points -- Proposal 3's results (voting-end, R106), event 30
  2001-02-19T00:00:00Z alice gains 10 points -- Proposal 4's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z alice gains 1 points -- Proposal 4's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z alice gains 1 points -- Proposal 5's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z bob loses 7 points -- Proposal 5's results (voting-end, R106), event 40
  2001-02-19T00:00:00Z bob gains 51 points -- mint by the admin, event 44
  2001-02-26T00:00:00Z alice gains 15 points -- Proposal 6 (mint), event 50
  2001-02-26T00:00:00Z alice gains 1 points -- Proposal 6's results (voting-end, R106), event 50
  2001-02-26T00:00:00Z bob gains 1 points -- Proposal 6's results (voting-end, R106), event 50
  2001-02-26T00:00:00Z carol gains 10 points -- Proposal 6's results (voting-end, R106), event 50

@verify
