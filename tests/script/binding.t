# Every built-in mechanic rests on the rule that authorises it (issue 11):
# repealed, the mechanic stops and says why; re-enacted, it runs again. An
# amendment that changes only a built-in rule's text is told so, when it
# is proposed and when it is adopted. Ackanomic R104, R207, R330, R515.
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# What rests on R515 (Trading and Gifts), and on R207. (`give`, a gift of
# an entity, R515 ¶4: src/econ; the trades and their mechanics: src/econ/trades.)
> mechanics 515
'transfer': R515, R510
'give': R515 ¶4
'trade offer': R515 ¶2
'trade accept': R515 ¶4
'trade decline': R515 ¶4
'trade withdraw': R515 ¶3
trade offers: one-sided or two-sided, exclusive or at large, of tradeable entities: R515 ¶2
an offer stands until accepted, retracted, lapsed or three days old: R515 ¶3
acceptance by a party it was made to, or by anyone at large: R515 ¶4
settlement: both sides move at once, or neither: R515 ¶5
a positive, integral amount of entities: R515 ¶6
gifts and payments are accepted at once: R515 ¶4

> mechanics 207
scoring on results: R207

> params 330
retract.penalty = 2 points (R330; 0 to 1000 points): what an author loses for retracting a proposal
cfj.retract_penalty = 3 points (R330; 0 to 1000 points): what an author loses for retracting a Paradox or Cycle Win CFJ

alice> transfer 5 A$ to bob
alice gives 5 A$ to bob

# R104: a proposal repeals R515; transfers stop, citing why.
alice> propose "No gifts" "Effect: rule repeal 515"
Proposal 1 "No gifts" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "No gifts" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: Rule 515 repealed
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-08T00:00:00Z

alice> transfer 5 A$ to bob
error: 'transfer' has stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1

> mechanics 515
'transfer': R515, R510 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
'give': R515 ¶4 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
'trade offer': R515 ¶2 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
'trade accept': R515 ¶4 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
'trade decline': R515 ¶4 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
'trade withdraw': R515 ¶3 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
trade offers: one-sided or two-sided, exclusive or at large, of tradeable entities: R515 ¶2 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
an offer stands until accepted, retracted, lapsed or three days old: R515 ¶3 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
acceptance by a party it was made to, or by anyone at large: R515 ¶4 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
settlement: both sides move at once, or neither: R515 ¶5 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
a positive, integral amount of entities: R515 ¶6 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]
gifts and payments are accepted at once: R515 ¶4 [stopped: Rule 515 (Trading and Gifts) was repealed by Proposal 1]

# The admin's own tools are the server's, not mechanics: they still work.
admin> move 5 A$ from alice to bob
5 A$ moved from alice to bob

# R330 is the rule of retraction and its penalty: repealed, retracting
# stops, and its parameter means nothing now.
admin> rule repeal 330
Rule 330 repealed

bob> propose "Later" "Text."
Proposal 2 "Later" (ordinary) submitted by bob and distributed; voting ends 2001-01-15T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> retract 2
error: 'retract' has stopped: Rule 330 was repealed by the admin

admin> param set retract.penalty 5
error: Rule 330 was repealed by the admin: retract.penalty means nothing now

# Re-enacted (as a new Rule 515), transfers run again.
admin> rule enact 515 "Trading and Gifts" "A Trading Entity may give what it owns."
Rule 515/0 enacted

alice> transfer 5 A$ to bob
alice gives 5 A$ to bob

# Renumbered, a rule keeps its mechanics: they follow it.
admin> rule renumber 515 to 590
Rule 590/1 renumbered

alice> transfer 5 A$ to bob
alice gives 5 A$ to bob

# R207's awards are built in: amending its text alone does not change
# them, and the author hears so when proposing and when it is adopted.
alice> propose "Bigger awards" "Effect: rule amend 207 \"All players who voted on any proposal receive two points.\""
Proposal 3 "Bigger awards" (ordinary) submitted by alice and distributed; voting ends 2001-01-15T00:00:00Z (R106)
  note: Rule 207's mechanics are built into the server (scoring on results); amending its text changes the text only: its parameters ('params 207') or a script change what it does

alice> vote 3 yes
alice votes YES on Proposal 3; it may be changed until 2001-01-15T00:00:00Z (R106)

bob> vote 3 yes
bob votes YES on Proposal 3; it may be changed until 2001-01-15T00:00:00Z (R106)

clock advance 7d
clock: Proposal 2 "Later" by bob is REJECTED: 0 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: none
  scores: bob -7; bob +3
Proposal 3 "Bigger awards" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: Rule 207/31 amended
  note: Rule 207's mechanics are built into the server (scoring on results); amending its text changes the text only: its parameters ('params 207') or a script change what it does
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-15T00:00:00Z

# Changing its parameter with it is what changes the mechanic: no note.
alice> propose "Really bigger" "Effect: rule amend 207 \"All players who voted on any proposal receive two points.\"\nEffect: param set score.voter 2"
Proposal 4 "Really bigger" (ordinary) submitted by alice and distributed; voting ends 2001-01-22T00:00:00Z (R106)

alice> vote 4 yes
alice votes YES on Proposal 4; it may be changed until 2001-01-22T00:00:00Z (R106)

bob> vote 4 yes
bob votes YES on Proposal 4; it may be changed until 2001-01-22T00:00:00Z (R106)

clock advance 7d
clock: Proposal 4 "Really bigger" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: Rule 207/32 amended
  effect 2: score.voter = 2 points (R207 III)
  scores: alice +10; alice +1; bob +1
the time is now 2001-01-22T00:00:00Z

# R207 repealed: results are still reported, but nobody scores.
admin> rule repeal 207
Rule 207 repealed

alice> propose "Quiet" "Effect: mint 1 Gamepoints to alice"
Proposal 5 "Quiet" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

alice> vote 5 yes
alice votes YES on Proposal 5; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: Proposal 5 "Quiet" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: alice gains 1 Gamepoints; now 1
  no scores: Rule 207 (Scoring When A Proposal's Voting Results are Reported) was repealed by the admin
the time is now 2001-01-29T00:00:00Z

@verify
