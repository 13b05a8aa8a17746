# Every refusal of the trial: one clear error each, and nothing changes
# (the log verifies at the end, and the state after each refusal is what
# the next steps find). Ackanomic R211-R214, R330, R212 last paragraph.

@include cfj_setup.inc

# R211: a CFJ needs a statement; an empty or blank one is refused.
alice> cfj ""
error: a CFJ needs a statement that can be answered TRUE or FALSE (R211)

alice> cfj "   " "reasons without a statement"
error: a CFJ needs a statement that can be answered TRUE or FALSE (R211)

alice> cfj paradox ""
error: a CFJ needs a statement that can be answered TRUE or FALSE (R211)

# R600: a Cycle Win CFJ names the rule that creates the condition.
alice> cfj win six
error: 'six' is not a rule number (R600)

# R211: only active players call CFJs (R250 II a, b).
> cfj "Rule 101 is in force"
error: only active players may do that (R250 II a)

# Nothing was called by the refusals: the next CFJ is number 1.
alice> cfj "Rule 101 is in force"
CFJ 1 "Rule 101 is in force" by alice; judge: erin (R211, R212)

# R212 iii: the author is not selected while anyone else is eligible, and
# R213: only the appointed judge may judge, so the author cannot judge eir
# own CFJ.
> cfj pool 1
eligible to judge CFJ 1 now (R212): bob carol dave

alice> cfj judge 1 TRUE
error: only CFJ 1's judge, erin, may do that (R213)

bob> cfj judge 1 TRUE
error: only CFJ 1's judge, erin, may do that (R213)

# R214: there are only four judgements.
erin> cfj judge 1 PROBABLY
error: 'PROBABLY' is not a judgement: TRUE, FALSE, UNDECIDED or INVALID (R214)

erin> cfj judge 1
error: usage: cfj judge N TRUE|FALSE|UNDECIDED|INVALID [REASONS]

# There is no CFJ 9.
bob> cfj judge 9 TRUE
error: there is no CFJ 9

bob> cfj show 9
error: there is no CFJ 9

# R330: only the author retracts.
bob> cfj retract 1
error: only CFJ 1's author may retract it (R330)

# R212 ¶4: the judge may decline only within 3 days of being selected.
clock advance 3d
the time is now 2001-01-25T00:00:00Z

clock advance 1s
the time is now 2001-01-25T00:00:01Z

erin> cfj decline 1
error: CFJ 1 could be declined only until 2001-01-25T00:00:00Z (R212)

# R212 ¶4: only the selected judge declines or accepts.
bob> cfj decline 1
error: only CFJ 1's judge, erin, may do that (R212)

bob> cfj accept 1
error: only CFJ 1's judge, erin, may do that (R212)

erin> cfj accept 1
erin accepts CFJ 1; judgement is due by 2001-01-29T00:00:00Z (R213)

erin> cfj accept 1
error: you have already accepted CFJ 1

# Accepting is the judge's word that e will not decline (docs/RULINGS.md).
erin> cfj decline 1
error: you accepted CFJ 1 and may no longer decline it (R212, R213)

erin> cfj judge 1 FALSE
CFJ 1: erin judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-29T00:00:01Z (R217 I)

# R330: a CFJ with a verdict other than Undecided may not be retracted.
alice> cfj retract 1
error: CFJ 1 has a verdict of FALSE and may not be retracted (R330)

# Once judged, the judge has nothing more to do with it (R213).
erin> cfj judge 1 TRUE
error: CFJ 1 is appealable: it has no judge to act now (R213)

# R212 last paragraph: on the List only once, off it only if on it.
bob> cfj ineligible off
error: you are not on the CFJ Ineligibility List (R212)

bob> cfj ineligible on
bob adds eir name to the CFJ Ineligibility List (R212)

bob> cfj ineligible on
error: you are already on the CFJ Ineligibility List (R212)

bob> cfj ineligible maybe
error: say 'cfj ineligible on' or 'cfj ineligible off' (R212)

# R418, R710 6: reasoning before the result comes from Justices, Bronze
# Torch owners and the accused only; arguments must say something.
bob> cfj reason 1 "I agree"
error: only a Justice or a Bronze Torch owner (R418), or the accused of a CFCJ (R710 6), may add reasoning to a CFJ's result

bob> cfj argue 1 ""
error: the text is empty: say something (R211)

