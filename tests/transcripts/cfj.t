# The trial of a Call for Judgement: Ackanomic R211-R214, R217 I (the
# window to appeal), R330, R413, R418, R250 IV a and VII a. The judge is
# drawn with the engine's replayable randomness (R230 I), so the names
# below are the draws this log makes; the log must verify at the end.
@include cfj_setup.inc

# R211: any active player calls a CFJ; R212, R413 b: the Clerk selects a
# judge among the eligible (never the author while another is) and
# distributes the CFJ with eir name.
alice> cfj "Rule 101 is in force" "It says so"
CFJ 1 "Rule 101 is in force" by alice; judge: bob (R211, R212)

# R213: only the appointed judge posts the judgement.
carol> cfj judge 1 TRUE
error: only CFJ 1's judge, bob, may do that (R213)

bob> cfj accept 1
bob accepts CFJ 1; judgement is due by 2001-01-29T00:00:00Z (R213)

# R214 (one of the four judgements), R413 c (official when the Clerk
# distributes it, at once here), R217 I (four days to appeal).
bob> cfj judge 1 TRUE "R101 is in the ruleset"
CFJ 1: bob judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

> cfj show 1
CFJ 1 "Rule 101 is in force" by alice, called 2001-01-22T00:00:00Z: appealable
  comments: It says so
  judge: bob, appointed 2001-01-22T00:00:00Z, accepted
  2001-01-22T00:00:00Z TRUE by bob: R101 is in the ruleset
  appealable until 2001-01-26T00:00:00Z (R217 I)

# R217 I: nobody appealed within four days: the verdict is final.
clock advance 4d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
the time is now 2001-01-26T00:00:00Z

> cfjs
CFJ 1 "Rule 101 is in force" by alice: final; TRUE
