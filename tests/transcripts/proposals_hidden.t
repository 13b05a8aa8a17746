# A proposal whose effect changes a Secret regulation (Ace of Spades reg
# 106, 107) carries its content: its text is its author's and the admin's,
# while its title and its result are everyone's. The mark is kept with
# the proposal (issue 17 item 3: it survives a checkpoint, which
# NOMIC_TEST_CHECKPOINT=1 takes after every command here).
admin> ruleset load ace-of-spades
ruleset ace-of-spades loaded: 47 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

alice> propose "Marks" "Effect: rule amend 350 \"SECRETPROPOSAL\""
Proposal 1 "Marks" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

bob> proposal 1
Proposal 1 "Marks" by alice (ordinary): voting until 2001-01-08T00:00:00Z
voted by the ackanomic method: voting period 7 days
|
(withheld: it changes a Private or Secret regulation, reg 106)

alice> proposal 1
Proposal 1 "Marks" by alice (ordinary): voting until 2001-01-08T00:00:00Z
voted by the ackanomic method: voting period 7 days
|
Effect: rule amend 350 "SECRETPROPOSAL"

admin> proposal 1
Proposal 1 "Marks" by alice (ordinary): voting until 2001-01-08T00:00:00Z
voted by the ackanomic method: voting period 7 days
|
Effect: rule amend 350 "SECRETPROPOSAL"

> proposals
Proposal 1 "Marks" by alice (ordinary): voting until 2001-01-08T00:00:00Z

@verify
