# A whole proposal cycle: Ackanomic R104 (proposals and effects), R106
# (votes), R207 (scoring), R209 (Modest and Grandiose), R330 (retraction),
# R406 (numbers and distribution).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave non-voting
welcome, dave (Non-Voting); A$900 from the Treasury

# R104: only a Voting player may submit a proposal.
dave> propose "Mine" "Some text."
error: only Voting players may submit proposals (R104)

# Past 21 days nobody is a Newbie any more (R250 II d, R207 IV).
clock advance 21d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

# R406: numbers from 1; with no Promoter in office the server distributes
# at once (docs/RULINGS.md). R106: voting ends seven days later.
alice> propose "Ordinary" "Effect: mint 3 Gamepoints to alice"
Proposal 1 "Ordinary" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> propose "Modest one" "This is a Modest proposal.\nEffect: move 10 A$ from Treasury to bob"
Proposal 2 "Modest one" (Modest) submitted by bob and distributed; voting ends 2001-01-29T00:00:00Z (R106)

carol> propose "Grand" "This is a Grandiose proposal.\nEffect: rule enact next \"Grand Rule\" \"Grand text.\""
Proposal 3 "Grand" (Grandiose) submitted by carol and distributed; voting ends 2001-01-29T00:00:00Z (R106)
  note: effect 1 enacts a rule with no script: the server keeps it but does not carry it out (docs/SCRIPTING.md)

# R209: a proposal designated both Modest and Grandiose is invalid.
carol> propose "Both" "This is a Modest proposal. This is a Grandiose proposal."
Proposal 4 is invalid: it is both Modest and Grandiose (R209)

carol> vote 4 yes
error: Proposal 4 is invalid, not open for votes

# R106: Voting players vote YES, NO or BAA!.
dave> vote 1 yes
error: only Voting players may vote on proposals (R106)

alice> vote 1 maybe
error: a vote is YES, NO, BAA! (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

bob> vote 1 no
bob votes NO on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

carol> vote 1 no
carol votes NO on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

# R106: a vote may be changed until the period ends; one vote each.
carol> vote 1 yes
carol changes eir vote to YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> vote 2 no
alice votes NO on Proposal 2; it may be changed until 2001-01-29T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-29T00:00:00Z (R106)

carol> vote 2 no
carol votes NO on Proposal 2; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> vote 3 baa
alice votes BAA! on Proposal 3; it may be changed until 2001-01-29T00:00:00Z (R106)

bob> vote 3 BAA!
bob votes BAA! on Proposal 3; it may be changed until 2001-01-29T00:00:00Z (R106)

carol> vote 3 yes
carol votes YES on Proposal 3; it may be changed until 2001-01-29T00:00:00Z (R106)

# R104: votes are sent to the Tabulator; nobody else sees them before the
# results.
> proposal 1
Proposal 1 "Ordinary" by alice (ordinary): voting until 2001-01-29T00:00:00Z
voted by the ackanomic method: voting period 7 days
|
Effect: mint 3 Gamepoints to alice

# R207 II: results reported together are scored in proposal order.
# P1: 2 YES, 1 NO: adopted; alice +10, each voter +1 (R207 III).
# P2: 1 YES, 2 NO: rejected; bob -4 (Modest), each voter +1.
# P3: adopted but Boring, 2 of 3 votes BAA!: no points at all (R207 VI);
#     its effect still applies (R104).
clock advance 7d
clock: Proposal 1 "Ordinary" by alice is ADOPTED: 2 YES, 1 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob NO, carol YES
  effect 1: alice gains 3 Gamepoints; now 3
  scores: alice +10; alice +1; bob +1; carol +1
Proposal 2 "Modest one" by bob is REJECTED: 1 YES, 2 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice NO, bob YES, carol NO
  scores: alice +1; bob -4; bob +1; carol +1
Proposal 3 "Grand" by carol is ADOPTED: 1 YES, 0 NO, 2 BAA!; 1 YES needed (R106)
  votes: alice BAA!, bob BAA!, carol YES
  effect 1: Rule 1390.16/0 enacted
  a Boring proposal: no points (R207 VI)
the time is now 2001-01-29T00:00:00Z

> report scorekeeper
The Scorekeeper's report, 2001-01-29T00:00:00Z (R410; Scorekeeper: vacant)
Magic Number: 379 (R603)
alice: 12
bob: -2
carol: 2
dave: 0
Changes since the nomic began:
  2001-01-29T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z carol gains 1 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z bob loses 4 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z carol gains 1 points -- Proposal 2's results (voting-end, R106), event 29

> report tabulator
The Tabulator's report, 2001-01-29T00:00:00Z (R408; Tabulator: vacant)
Proposal 1 "Ordinary" by alice (ordinary): adopted (2 YES, 1 NO, 0 BAA!; 2 YES needed (R106))
votes: alice YES, bob NO, carol YES
Proposal 2 "Modest one" by bob (Modest): rejected (1 YES, 2 NO, 0 BAA!; 2 YES needed (R106))
votes: alice NO, bob YES, carol NO
Proposal 3 "Grand" by carol (Grandiose): adopted (1 YES, 0 NO, 2 BAA!; 1 YES needed (R106))
votes: alice BAA!, bob BAA!, carol YES
Changes since the nomic began:
  2001-01-29T00:00:00Z Proposal 1 "Ordinary" by alice is adopted -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z Proposal 2 "Modest one" by bob is rejected -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z Proposal 3 "Grand" by carol is adopted -- Proposal 3's results (voting-end, R106), event 29

alice> vote 1 no
error: Proposal 1 is adopted, not open for votes

# R330: an author may retract eir proposal and loses 2 points.
alice> propose "Retract me" "Text."
Proposal 5 "Retract me" (ordinary) submitted by alice and distributed; voting ends 2001-02-05T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> retract 5
error: only its author may retract Proposal 5 (R330)

alice> retract 5
Proposal 5 is retracted; its votes are ignored (R330); alice loses 2 points

alice> retract 5
error: Proposal 5 is retracted; it can no longer be retracted (R330)

# R207 V: an adopted proposal with no valid effect is Null: no points.
bob> propose "Null" "Effect: dance a jig\nEffect: transfer 5 A$ to alice"
Proposal 6 "Null" (ordinary) submitted by bob and distributed; voting ends 2001-02-05T00:00:00Z (R106)

alice> vote 6 yes
alice votes YES on Proposal 6; it may be changed until 2001-02-05T00:00:00Z (R106)

# R207 IV: a Newbie's accepted non-Modest proposal earns the anti-voting
# points too (3 for an ordinary one).
admin> join eve
welcome, eve (Voting); A$900 from the Treasury

eve> propose "Newbie idea" "Effect: mint 1 Gamepoints to eve"
Proposal 7 "Newbie idea" (ordinary) submitted by eve and distributed; voting ends 2001-02-05T00:00:00Z (R106)

eve> vote 7 yes
eve votes YES on Proposal 7; it may be changed until 2001-02-05T00:00:00Z (R106)

clock advance 7d
clock: Proposal 6 "Null" by bob is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1 ignored (R104): 'dance' is not a command
  effect 2 ignored (R104): 'transfer' is not something the rules can do for a player
  a Null Proposal: no points (R207 V)
Proposal 7 "Newbie idea" by eve is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: eve YES
  effect 1: eve gains 1 Gamepoints; now 1
  scores: eve +10; eve +3; eve +1
the time is now 2001-02-05T00:00:00Z

> proposals
Proposal 1 "Ordinary" by alice (ordinary): adopted (2 YES, 1 NO, 0 BAA!; 2 YES needed (R106))
Proposal 2 "Modest one" by bob (Modest): rejected (1 YES, 2 NO, 0 BAA!; 2 YES needed (R106))
Proposal 3 "Grand" by carol (Grandiose): adopted (1 YES, 0 NO, 2 BAA!; 1 YES needed (R106))
Proposal 4 "Both" by carol (ordinary): invalid
Proposal 5 "Retract me" by alice (ordinary): retracted
Proposal 6 "Null" by bob (ordinary): adopted (1 YES, 0 NO, 0 BAA!; 1 YES needed (R106))
Proposal 7 "Newbie idea" by eve (ordinary): adopted (1 YES, 0 NO, 0 BAA!; 1 YES needed (R106))

> report scorekeeper
The Scorekeeper's report, 2001-02-05T00:00:00Z (R410; Scorekeeper: vacant)
Magic Number: 379 (R603)
alice: 10
bob: -2
carol: 2
dave: 0
eve: 14
Changes since the nomic began:
  2001-01-29T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z carol gains 1 points -- Proposal 1's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z bob loses 4 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z carol gains 1 points -- Proposal 2's results (voting-end, R106), event 29
  2001-01-29T00:00:00Z alice loses 2 points -- retract by alice, event 32
  2001-02-05T00:00:00Z eve gains 10 points -- Proposal 7's results (voting-end, R106), event 40
  2001-02-05T00:00:00Z eve gains 3 points -- Proposal 7's results (voting-end, R106), event 40
  2001-02-05T00:00:00Z eve gains 1 points -- Proposal 7's results (voting-end, R106), event 40

# R104: an "Effect:" line with nothing after it is no effect; the proposal
# stands (its empty effect line once leaked its words: fuzz_command).
alice> propose "Empty effect" "Effect: "
Proposal 8 "Empty effect" (ordinary) submitted by alice and distributed; voting ends 2001-02-12T00:00:00Z (R106)

@verify
