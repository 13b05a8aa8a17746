# A CFCJ's penalty imposed, then its TRUE upheld on appeal (Ackanomic R710
# 8, 9c; R217): the same penalty is not imposed again, since the CFCJ
# keeps the penalty it carried out (which a checkpoint must keep: issue 17
# item 3).

@include cfj_setup.inc

admin> appoint erin President
erin is now President

carol> justice volunteer
you are willing to be appointed a Justice (R416 III)

dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint carol
carol is appointed a Justice (seat 1, R416 III)

erin> justice appoint dave
dave is appointed a Justice (seat 2, R416 III)

carol> cortex create Ursa
you own the new Supreme Cortex Ursa (Undermanned, R416.1)

dave> cortex join Ursa
you own the Supreme Cortex Ursa (Active, R416.1)

alice> cfcj bob "Blatant Disregard" "bob voted twice on Proposal 1, which R106 forbids." fine 5 apology 2
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice; judge: erin (R211, R212)
CFCJ 1: the Crime of Blatant Disregard (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: fine 5; apology 2 (R710 5)

erin> cfj judge 1 TRUE
CFJ 1: erin judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

# R710 8, 8a, 8d: three days' grace, then the fine is imposed and the
# apology falls due three days later.
clock advance 3d
clock: CFCJ 1's grace period is over (R710 8a)
the time is now 2001-01-25T00:00:00Z

> balance
Treasury: 0 points, 95530 A$
alice: 0 points, 875 A$
bob: 0 points, 895 A$
carol: 0 points, 900 A$
dave: 0 points, 900 A$
erin: 0 points, 900 A$

# R217 I: alice appeals within the four days; the Cortex upholds TRUE
# half a day later.
alice> appeal 1
you appeal CFJ 1 (R217 I)
CFJ 1 is assigned to the Supreme Cortex Ursa (Active, R217.1)

carol> court judge 1 TRUE
your verdict on CFJ 1 is TRUE; the Court has not decided yet (R217 II)

clock advance 12h
the time is now 2001-01-25T12:00:00Z

dave> court judge 1 TRUE
CFJ 1: the Supreme Cortex upholds the TRUE judgement with TRUE (R217 II, III)
  alice is fined 25 points for a frivolous appeal (R217 III)

# R710 9c: the penalty is the one carried out: nothing is imposed again,
# so bob's fine is not taken twice and his apology is still due when it
# was (R710 8d), not three days from now.
> cfcj show 1
CFCJ 1: bob accused by alice of the Crime of Blatant Disregard (R701)
suggested penalty: fine 5; apology 2 (R710 5)
penalty imposed: fine 5; apology 2 (R710 8)

> balance
Treasury: 0 points, 95530 A$
alice: -25 points, 875 A$
bob: 0 points, 895 A$
carol: 0 points, 900 A$
dave: 0 points, 900 A$
erin: 0 points, 900 A$

> deadlines
deadline 11: 2001-01-28T00:00:00Z apology-due for bob (R710 8d)
deadline 12: 2001-01-29T12:00:00Z cfj-appeal (R217 I)
deadline 13: 2001-02-05T12:00:00Z dividends (R508)
deadline 6: 2001-03-19T00:00:00Z office-term for erin (R401 (v) c)

# R711 2: within three days of the TRUE upheld, bob may appeal for pardon
# (his latest TRUE CFCJ is the Cortex's, half a day old).
bob> pardon ask
your Appeal for Pardon is made; the President may GRANT or DENY it until 2001-01-28T12:00:00Z (R711)

erin> pardon grant bob
bob's Appeal for Pardon is GRANTed (R711)

# R710 9c: a second CFCJ whose SENTENCE was carried out, upheld on appeal
# with a longer one the Justices set: only the difference is tacked on.
alice> cfcj bob "Blatant Disregard" "bob voted twice on Proposal 2 as well." sentence 2d
CFCJ 2 "bob committed the Crime of Blatant Disregard" by alice; judge: erin (R211, R212)
CFCJ 2: the Crime of Blatant Disregard (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: sentence 2d (R710 5)

erin> cfj judge 2 TRUE
CFJ 2: erin judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-29T12:00:00Z (R217 I)

clock advance 3d
clock: bob did not make the Public Apology CFCJ 1 required (R710 8d)
clock: CFCJ 2's grace period is over (R710 8a)
the time is now 2001-01-28T12:00:00Z

> gaol
bob: in the Gaol since 2001-01-28T00:00:00Z, until 2001-02-02T00:00:00Z

alice> appeal 2
you appeal CFJ 2 (R217 I)
CFJ 2 is assigned to the Supreme Cortex Ursa (Active, R217.1)

# R710 9c: a Justice deciding it on appeal sets the penalty.
carol> cfcj penalty 2 sentence 3d
CFCJ 2: on TRUE the penalty will be: sentence 3d (R710 9c)

carol> court judge 2 TRUE
your verdict on CFJ 2 is TRUE; the Court has not decided yet (R217 II)

dave> court judge 2 TRUE
CFJ 2: the Supreme Cortex upholds the TRUE judgement with TRUE (R217 II, III)
  alice is fined 25 points for a frivolous appeal (R217 III)

# One day more (3d less the 2d carried out), not three (R710 9c).
> gaol
bob: in the Gaol since 2001-01-28T00:00:00Z, until 2001-02-03T00:00:00Z
