# Reasoning sent before a CFJ's result (Ackanomic R418, R710 6): private to
# its author (and the admin) until the result is published with it, then
# public. Here the accused of a CFCJ (R710 6: "the player who is alleged to
# have committed a crime may add their own reasoning and claims of
# mitigating circumstance"), who R212 iv also keeps from judging it.

@include cfj_setup.inc

alice> cfcj bob "Blatant Disregard" "bob voted twice on Proposal 1, which R106 forbids."
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice; judge: erin (R211, R212)
CFCJ 1: the Crime of Blatant Disregard (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: none (R710 5)

# R212 iii, iv: neither the author nor the accused is eligible (nor, for a
# redraw, the judge erin, counted as declining).
> cfj pool 1
eligible to judge CFJ 1 now (R212): carol dave

# R710 6: the accused sends mitigation; the event is hidden, and only e
# and the admin read it on the record until the result (R418 ¶1).
bob> cfj reason 1 "I was provoked by the ballot's layout"
bob sends mitigation on CFJ 1 to the Clerk of the Court; it is published with the result (R710 6)

bob> cfj show 1
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice, called 2001-01-22T00:00:00Z: with its judge
  comments: bob voted twice on Proposal 1, which R106 forbids.
  accused: bob
  judge: erin, appointed 2001-01-22T00:00:00Z
  mitigation by bob (private): I was provoked by the ballot's layout

dave> cfj show 1
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice, called 2001-01-22T00:00:00Z: with its judge
  comments: bob voted twice on Proposal 1, which R106 forbids.
  accused: bob
  judge: erin, appointed 2001-01-22T00:00:00Z

> cfj show 1
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice, called 2001-01-22T00:00:00Z: with its judge
  comments: bob voted twice on Proposal 1, which R106 forbids.
  accused: bob
  judge: erin, appointed 2001-01-22T00:00:00Z

admin> cfj show 1
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice, called 2001-01-22T00:00:00Z: with its judge
  comments: bob voted twice on Proposal 1, which R106 forbids.
  accused: bob
  judge: erin, appointed 2001-01-22T00:00:00Z
  mitigation by bob (private): I was provoked by the ballot's layout

# R418 ¶2: the Clerk adds it to the publication of the result, and from
# then it is public.
erin> cfj judge 1 FALSE "Voting twice is not shown"
CFJ 1: erin judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

dave> cfj show 1
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice, called 2001-01-22T00:00:00Z: appealable
  comments: bob voted twice on Proposal 1, which R106 forbids.
  accused: bob
  judge: erin, appointed 2001-01-22T00:00:00Z
  2001-01-22T00:00:00Z FALSE by the judge erin: Voting twice is not shown
  mitigation by bob: I was provoked by the ballot's layout
  appealable until 2001-01-26T00:00:00Z (R217 I)

# R418 ¶1, R710 6: "before the result ... is made public" only.
bob> cfj reason 1 "and another thing"
error: CFJ 1 is appealable: reasoning goes in before its result is made public (R418)

# Nobody else may send reasoning: not the author, not another player
# (R418 gives it to Justices and Bronze Torch owners).
alice> cfj reason 1 "he did it"
error: only a Justice or a Bronze Torch owner (R418), or the accused of a CFCJ (R710 6), may add reasoning to a CFJ's result

# R418: a Justice's reasoning, the same way. R416 III: the President
# appoints a willing player to a vacant seat.
admin> appoint alice President
alice is now President

dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

alice> justice appoint dave
dave is appointed a Justice (seat 1, R416 III)

# R212 iii, v: neither the author nor a Justice is drawn to judge.
carol> cfj "Rule 105 is in force"
CFJ 2 "Rule 105 is in force" by carol; judge: erin (R211, R212)

> cfj pool 2
eligible to judge CFJ 2 now (R212): alice bob

dave> cfj reason 2 "Rule 105 has not been repealed"
dave sends reasoning on CFJ 2 to the Clerk of the Court; it is published with the result (R418)

carol> cfj show 2
CFJ 2 "Rule 105 is in force" by carol, called 2001-01-22T00:00:00Z: with its judge
  judge: erin, appointed 2001-01-22T00:00:00Z

dave> cfj show 2
CFJ 2 "Rule 105 is in force" by carol, called 2001-01-22T00:00:00Z: with its judge
  judge: erin, appointed 2001-01-22T00:00:00Z
  reasoning by dave (private): Rule 105 has not been repealed

# R418 ¶2: published with the judge's result, and public from then.
erin> cfj judge 2 TRUE
CFJ 2: erin judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

carol> cfj show 2
CFJ 2 "Rule 105 is in force" by carol, called 2001-01-22T00:00:00Z: appealable
  judge: erin, appointed 2001-01-22T00:00:00Z
  2001-01-22T00:00:00Z TRUE by the judge erin
  reasoning by dave: Rule 105 has not been repealed
  appealable until 2001-01-26T00:00:00Z (R217 I)
