# Common Sense Reports (Ackanomic R421.2): who may author one (R421.1 the
# CSRR, R311 5 a Custodian for its suite, R407.1 d the Rule-Harfer for
# rule numbers, R421.2 ¶1 both kinds in one), its distribution with a
# number, objections, its enaction three days later, and its failure when
# two players object.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> office create "Common Sense, Redundancy, and Redundancy"
office Common Sense, Redundancy, and Redundancy created

admin> appoint alice as "Common Sense, Redundancy, and Redundancy"
alice is now Common Sense, Redundancy, and Redundancy

admin> office create Herald
office Herald created

admin> appoint carol as Herald
carol is now Herald

admin> office create Rule-Harfer
office Rule-Harfer created

admin> appoint dave as Rule-Harfer
dave is now Rule-Harfer

> csrs
no CSR has been distributed

# R421.2 ¶1: "A CSR may only be authored by someone given explicit
# permission to do so by the Rules": bob holds no such office.
bob> csr issue "Effect: rule retitle 101 \"Obey the Rules\""
error: change 1 (rule retitle 101 "Obey the Rules") is not one the rules permit you to make by CSR: the CSRR any change of the rules (R421.1), a Custodian its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) (R421.2 ¶1)

# A CSR is a list of changes: a text without one is none.
alice> csr issue "Tidy up the rules."
error: a CSR is a list of changes: give each as an "Effect:" line (R421.2 ¶1)

# R421.2 ¶1: "a list of suggested changes to the Rules": a CSR changes
# the rules, not scores.
alice> csr issue "Effect: mint 5 points to alice"
error: change 1 (mint 5 points to alice) is not one the rules permit you to make by CSR: the CSRR any change of the rules (R421.1), a Custodian its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) (R421.2 ¶1)

# R421.1: the CSRR may make any change of the rules "to correct" them;
# R421.2 ¶2: it gets a number and is distributed publicly.
alice> csr issue "Retitle R101.\nEffect: rule retitle 101 \"Obey the Rules\""
CSR 1 is distributed; its 1 change takes effect 2001-01-04T00:00:00Z unless 2 or more players object (R421.2)

# R421.2 ¶2: "any player may publicly object", once.
bob> csr object 1
bob objects to CSR 1 (1 objection; R421.2)

bob> csr object 1
error: you have objected to CSR 1 already

bob> csr object 9
error: there is no CSR 9

> csrs 1
CSR 1 by alice, distributed 2001-01-01T00:00:00Z: distributed, 1 objection
Retitle R101.
Effect: rule retitle 101 "Obey the Rules"

# R421.2 ¶2: three days after distribution, one objection is not two:
# enacted, and announced in its author's name.
clock advance 3d
clock: alice is paid A$25 as Common Sense, Redundancy, and Redundancy for 2001-01 (R403 (ii), R401 (iv))
carol is paid A$25 as Herald for 2001-01 (R435, R401 (iv))
dave is paid A$25 as Rule-Harfer for 2001-01 (R403 (ii), R401 (iv))
clock: alice announces that CSR 1 is enacted (R421.2): 1 of 1 change took effect
  change 1: Rule 101/11 retitled
the time is now 2001-01-04T00:00:00Z

> rule 101
Rule 101/11: "Obey the Rules"
|
Ackanomic is a self-modifying game of rules. All players must always abide by all the rules then in effect, in the form in which they are then in effect, and interpreted in accordance with current game custom. The term "rules", as used in the rules, means the rules of Ackanomic.
|
The rules and the game state may only be changed as described in the rules. Actions described in the rules may only be performed, and shall only have those effects, as specified by the rules. Whatever is not explicitly prohibited or regulated by the rules, however, is permitted and unregulated. Game custom, spirit of the game, and linguistic interpretation are external concepts and are not regulated or part of the game state.
|
The game consists of a sequence of "Cycles". Cycles end when specified by the Rules. At most one Cycle is in progress at any one time. Cycles of Ackanomic may only be won as described in the rules, and may only be won by voting players. A player may not win the Game of Ackanomic. A player always has the option to leave the Game of Ackanomic.
|
No rule may generate any effect that applies retroactively to a time before the generation of the effect, except when the illegality or impossibility of a publically knowable change to the game state goes unreported for at least 14 days, in which case the change is deemed to have occurred retroactively to the time of the attempt. The preceding does not apply to the case of events which occur automatically, but whose occurrence is not (or erroneously) reported.
|
This rule has precedence over all other rules.
|
History:
  revision 11: retitled (was "The Game of Ackanomic") by CSR 1, 4 Jan 2001 00:00:00 UTC

bob> csr object 1
error: CSR 1 was enacted already (R421.2)

# R311 5: the Herald, Custodian of the Honour System Rule Suite (R550),
# may change its rules (550.Y) and no other.
carol> csr issue "Effect: rule retitle 101 \"Rules\""
error: change 1 (rule retitle 101 "Rules") is not one the rules permit you to make by CSR: the CSRR any change of the rules (R421.1), a Custodian its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) (R421.2 ¶1)

carol> csr issue "Effect: rule retitle 550.1 \"Honour Itself\""
CSR 2 is distributed; its 1 change takes effect 2001-01-07T00:00:00Z unless 2 or more players object (R421.2)

# R407.1 d: the Rule-Harfer's CSRs "only affect rule numbers": a
# renumbering, not a retitling.
dave> csr issue "Effect: rule retitle 550.1 \"Honour\""
error: change 1 (rule retitle 550.1 "Honour") is not one the rules permit you to make by CSR: the CSRR any change of the rules (R421.1), a Custodian its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) (R421.2 ¶1)

dave> csr issue "Effect: rule renumber 550.1 to 550.99"
CSR 3 is distributed; its 1 change takes effect 2001-01-07T00:00:00Z unless 2 or more players object (R421.2)

# R421.2 ¶2: "unless 2 or more players objected": CSR 3 fails.
alice> csr object 3
alice objects to CSR 3 (1 objection; R421.2)

bob> csr object 3
bob objects to CSR 3 (2 objections; R421.2)

# R421.2 ¶1: one who may issue two kinds may issue one CSR of both: the
# Herald who is also Rule-Harfer.
dave> resign Rule-Harfer
dave no longer holds Rule-Harfer

admin> appoint carol as Rule-Harfer
carol is now Rule-Harfer

carol> csr issue "Effect: rule retitle 550.2 \"The Acts\"\nEffect: rule renumber 441 to 442"
CSR 4 is distributed; its 2 changes take effect 2001-01-07T00:00:00Z unless 2 or more players object (R421.2)

clock advance 3d
clock: carol announces that CSR 2 is enacted (R421.2): 1 of 1 change took effect
  change 1: Rule 550.1/5 retitled
clock: dave announces that CSR 3 fails: 2 players objected (R421.2)
clock: carol announces that CSR 4 is enacted (R421.2): 2 of 2 changes took effect
  change 1: Rule 550.2/5 retitled
  change 2: Rule 442/3 renumbered
the time is now 2001-01-07T00:00:00Z

> csrs
CSR 1 by alice, distributed 2001-01-01T00:00:00Z: enacted, 1 objection, 1 of 1 change took effect
CSR 2 by carol, distributed 2001-01-04T00:00:00Z: enacted, 0 objections, 1 of 1 change took effect
CSR 3 by dave, distributed 2001-01-04T00:00:00Z: failed, 2 objections
CSR 4 by carol, distributed 2001-01-04T00:00:00Z: enacted, 0 objections, 2 of 2 changes took effect

> rule 550.1
Rule 550.1/5: "Honour Itself"
Author: JT (JT Traub)
|
There are two types of Honourable Acts, Uniquely Honourable Acts and Repeatably Honourable Acts.
|
Uniquely Honorable Acts give the Honour gain only once for each player that achieves the condition for earning that honour. Repeatably Honourable Acts gain the listed Honour each time the act occurs.
|
The following lists are the currently defined Unique and Repeatably Honourable Acts. Other rules in this suite may define other acts or conditions which are either Unique or Repeatable Honourable acts.
|
Uniquely Honourable Acts:
|
3 honour : Receiving a Bronze Torch.
2 honour : Receiving a Blue Cross Bonus.
1 honour : Joining the game.
2 honour : Becoming an Elder.
|
Repeatably Honourable Acts:
|
1 Honour : Winning a Duel
2 honour : Winning a Cycle
1 Honour : Being elected to a Political Office.
2 Honour : Being appointed to a Functional Office.
|
History:
  revision 5: retitled (was "Honourable Acts") by CSR 2, 7 Jan 2001 00:00:00 UTC

# R311 5 with R1240: "The RuneMaker is the Custodian of the Otzma Card
# Rule Suite (the 1240.Y rules)": bob may change those rules by CSR, and
# no other, nor may he renumber one out of the suite.
admin> office create RuneMaker
office RuneMaker created

admin> appoint bob as RuneMaker
bob is now RuneMaker

bob> csr issue "Effect: rule retitle 1240.1 \"The Cards\""
CSR 5 is distributed; its 1 change takes effect 2001-01-10T00:00:00Z unless 2 or more players object (R421.2)

bob> csr issue "Effect: rule retitle 550.3 \"Titles\""
error: change 1 (rule retitle 550.3 "Titles") is not one the rules permit you to make by CSR: the CSRR any change of the rules (R421.1), a Custodian its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) (R421.2 ¶1)

bob> csr issue "Effect: rule renumber 1240.2 to 1241"
error: change 1 (rule renumber 1240.2 to 1241) is not one the rules permit you to make by CSR: the CSRR any change of the rules (R421.1), a Custodian its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) (R421.2 ¶1)

@verify
