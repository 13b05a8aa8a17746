# The trial of a Call for Judgement: Ackanomic R211-R214, R217 I (the
# window to appeal), R330, R413, R418, R250 IV a and VII a. The judge is
# drawn with the engine's replayable randomness (R230 I), so the names
# below are the draws this log makes; the log must verify at the end.

@include cfj_setup.inc

# R211: any active player calls a CFJ; R212, R413 b: the Clerk selects a
# judge among the eligible and distributes the CFJ with eir name.
alice> cfj "Rule 101 is in force" "It says so"
CFJ 1 "Rule 101 is in force" by alice; judge: erin (R211, R212)

# R213: only the appointed judge posts the judgement.
bob> cfj judge 1 TRUE
error: only CFJ 1's judge, erin, may do that (R213)

erin> cfj accept 1
erin accepts CFJ 1; judgement is due by 2001-01-29T00:00:00Z (R213)

# R214 (one of the four judgements), R413 c (official when the Clerk
# distributes it, at once here), R217 I (four days to appeal).
erin> cfj judge 1 TRUE "R101 is in the ruleset"
CFJ 1: erin judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

> cfj show 1
CFJ 1 "Rule 101 is in force" by alice, called 2001-01-22T00:00:00Z: appealable
  comments: It says so
  judge: erin, appointed 2001-01-22T00:00:00Z
  2001-01-22T00:00:00Z TRUE by the judge erin: R101 is in the ruleset
  appealable until 2001-01-26T00:00:00Z (R217 I)

# R217 I: nobody appealed within four days: the verdict is final.
clock advance 4d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
the time is now 2001-01-26T00:00:00Z

# R212 ¶4: the selected judge declines within 3 days; a new judge is
# selected, never the decliner (R212 vi).
bob> cfj "Rule 102 is in force"
CFJ 2 "Rule 102 is in force" by bob; judge: carol (R211, R212)

> cfj pool 2
eligible to judge CFJ 2 now (R212): alice dave erin

clock advance 2d
the time is now 2001-01-28T00:00:00Z

carol> cfj decline 2
CFJ 2: carol declines; new judge: erin (R212)

> cfj show 2
CFJ 2 "Rule 102 is in force" by bob, called 2001-01-26T00:00:00Z: with its judge
  judge: erin, appointed 2001-01-28T00:00:00Z
  declined: carol

# R213: the new judge's week runs from eir own appointment.
# The server reminds a judge privately a day (remind.lead) before eir week
# ends (core/remind.h).
> deadlines
deadline 12: 2001-02-03T00:00:00Z judge-reminder for erin (the server)
deadline 11: 2001-02-04T00:00:00Z cfj-judge for erin (R213)

# R212 last paragraph: an active player adds eir name to the CFJ
# Ineligibility List (R212 ii excludes em); R413 d: the Clerk makes it
# public.
alice> cfj ineligible on
alice adds eir name to the CFJ Ineligibility List (R212)

bob> cfj ineligible on
bob adds eir name to the CFJ Ineligibility List (R212)

carol> cfj ineligible on
carol adds eir name to the CFJ Ineligibility List (R212)

# R212: ii leaves erin and dave, iii (the author) erin; vii would exclude
# erin (busy with CFJ 2) but would leave nobody, so it is not performed.
dave> cfj "Rule 103 is in force"
CFJ 3 "Rule 103 is in force" by dave; judge: erin (R211, R212)

> cfjs
CFJ 1 "Rule 101 is in force" by alice: final; TRUE
CFJ 2 "Rule 102 is in force" by bob: with its judge; judge erin
CFJ 3 "Rule 103 is in force" by dave: with its judge; judge erin
CFJ Ineligibility List (R212): alice bob carol

alice> cfj ineligible off
alice removes eir name from the CFJ Ineligibility List (R212)

bob> cfj ineligible off
bob removes eir name from the CFJ Ineligibility List (R212)

# R213: erin did not post a judgement on CFJ 2 within a week of eir
# appointment: a deadbeat, 10 points, onto the List, and all eir CFJs
# (2 and 3) reassigned as if e had declined (R212 vi).
clock advance 7d
clock: CFJ 2: erin did not post a judgement within 7d of eir appointment and is a deadbeat: -10 points, and onto the CFJ Ineligibility List (R213)
CFJ 2: erin is a deadbeat, as if e had declined (R213); new judge: dave (R212)
CFJ 3: erin is a deadbeat, as if e had declined (R213); new judge: bob (R212)
the time is now 2001-02-04T00:00:00Z

> balance erin
erin: -10 points, 900 A$

> cfjs open
CFJ 2 "Rule 102 is in force" by bob: with its judge; judge dave
CFJ 3 "Rule 103 is in force" by dave: with its judge; judge bob

# R250 IV a: a judge who becomes Non-Voting is treated as having declined
# all eir CFJs, even one e has accepted, with no deadbeat penalty.
dave> cfj accept 2
dave accepts CFJ 2; judgement is due by 2001-02-11T00:00:00Z (R213)

dave> state non-voting
dave is Non-Voting
CFJ 2: dave is now Non-Voting and is treated as having declined (R250 IV a); new judge: alice (R212)

> balance dave
dave: 0 points, 900 A$

# R250 VI f, VII a: erin, who never voted, goes On Ice and so becomes a
# Non-Player, and leaves the CFJ Ineligibility List.
erin> leave
erin is now a Non-Player

> cfjs
CFJ 1 "Rule 101 is in force" by alice: final; TRUE
CFJ 2 "Rule 102 is in force" by bob: with its judge; judge alice
CFJ 3 "Rule 103 is in force" by dave: with its judge; judge bob
CFJ Ineligibility List (R212): carol

# R330: the author retracts eir CFJ before any verdict: an ordinary CFJ
# costs nothing.
bob> cfj retract 2
CFJ 2 is retracted by its author (R330)

# R601, R330: a Paradox Win CFJ retracted costs its author 3 points.
carol> cfj paradox "This statement is FALSE" "A paradox"
CFJ 4 (Paradox Win CFJ) "This statement is FALSE" by carol; judge: alice (R211, R212)

carol> cfj retract 4
CFJ 4 is retracted by its author (R330); carol loses 3 points

> balance carol
carol: -3 points, 900 A$

# R600: a Cycle Win CFJ's statement names its author and the rule.
admin> join frank
welcome, frank (Voting); A$900 from the Treasury

frank> cfj win 603 "I have the points"
CFJ 5 (Cycle-Win CFJ) "frank has an Unclaimed Winning Condition by Rule 603" by frank; judge: bob (R211, R212)

# R330: Newbies lose no points by retracting (R250 II d: frank joined
# today).
frank> cfj retract 5
CFJ 5 is retracted by its author (R330)

> balance frank
frank: 0 points, 900 A$

# R212 ¶3: when nobody is eligible (here no player is Voting, R212 i),
# the CFJ is deemed Invalid and no judge is selected. Its open CFJ 3 loses
# its judges one by one (R250 IV a) and, nobody being left, is dismissed
# the same way.
bob> state non-voting
bob is Non-Voting
CFJ 3: bob is now Non-Voting and is treated as having declined (R250 IV a); new judge: frank (R212)

carol> state non-voting
carol is Non-Voting

alice> state non-voting
alice is Non-Voting

frank> state non-voting
frank is Non-Voting
CFJ 3: frank is now Non-Voting and is treated as having declined (R250 IV a); no active player is eligible to judge it, so it is dismissed as Invalid (R212)

alice> cfj "Rule 104 is in force"
CFJ 6 "Rule 104 is in force" by alice is dismissed as Invalid: no active player is eligible to judge it (R212)

> cfjs
CFJ 1 "Rule 101 is in force" by alice: final; TRUE
CFJ 2 "Rule 102 is in force" by bob: retracted
CFJ 3 "Rule 103 is in force" by dave: dismissed
CFJ 4 "This statement is FALSE" by carol: retracted
CFJ 5 "frank has an Unclaimed Winning Condition by Rule 603" by frank: retracted
CFJ 6 "Rule 104 is in force" by alice: dismissed
CFJ Ineligibility List (R212): carol
