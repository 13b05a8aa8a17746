# Crime and punishment: a Call for Criminal Judgement from accusation to the
# Gaol and release (Ackanomic R709, R710), a missed Public Apology (R710 8d),
# an Appeal for Pardon granted (R711), Contempt lapsing to the Gaol (R715).

@include three_players.inc

# R710 3: the crimes are those the current ruleset defines, each read from
# its rule's text ("the Crime of X", "X is a Crime").
> crimes
the Crime of Making X a Laughingstock (R320.6)
the Crime of Disinterest (R370)
the Crime of the Vermillion Stripe (R370)
the Crime of Blatant Disregard (R701)
the Crime of Illegal Action (R701)
the Crime of Time Surfing (R701)
the Crime of Non-Performance (R701)
the Crime of Malpractice (R701)
the Crime of Being Annoying (R721)
the Crime of Acting Like a Realtor (R825)
the Crime of Rampant Exhibitionism (R842)
the Crime of Media Baroncy (R925)
the Crime of Lying In Print (R925)
the Crime of Branch-Stacking (R1021)
the Crime of Game Misconduct (R1205)
the Crime of Iconoclasm (R1301)

# R710 1, 3, 5: alice accuses bob; she pays the Harfer Fee (R505 IV, A$25);
# the statement is "X committed the Crime of Y"; she suggests penalties.
alice> cfcj bob "Blatant Disregard" "bob voted twice on Proposal 1, which R106 forbids." fine 5 sentence 3d apology 2 transfer 10 A$
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice; judge: carol (R211, R212)
CFCJ 1: the Crime of Blatant Disregard (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: fine 5; sentence 3d; apology 2; transfer 10 A$ (R710 5)

> balance
Treasury: 0 points, 97325 A$
alice: 0 points, 875 A$
bob: 0 points, 900 A$
carol: 0 points, 900 A$

# R710 8a: the judge (carol, the only eligible player: R212 iv keeps the
# accused off the bench) may alter the penalty before eir verdict.
carol> cfcj penalty 1 fine 5 sentence 2d apology 2 transfer 10 A$
CFCJ 1: on TRUE the penalty will be: fine 5; sentence 2d; apology 2; transfer 10 A$ (R710 8a)

carol> cfj judge 1 TRUE
CFJ 1: carol judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-05T00:00:00Z (R217 I)

# R710 8a: the penalty waits for a 3 day grace period.
> cfcj show 1
CFCJ 1: bob accused by alice of the Crime of Blatant Disregard (R701)
suggested penalty: fine 5; sentence 3d; apology 2; transfer 10 A$ (R710 5)
penalty on TRUE: fine 5; sentence 2d; apology 2; transfer 10 A$ (R710 8a)
in its grace period until 2001-01-04T00:00:00Z (R710 8a)

> deadlines
deadline 6: 2001-01-04T00:00:00Z cfcj-grace for bob (R710 8a)
deadline 7: 2001-01-05T00:00:00Z cfj-appeal (R217 I)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)

> gaol
the Gaol is empty (R709)

# carol calls a CFJ; bob is drawn to judge it and has not accepted.
carol> cfj "The Gaol is a cramped building."
CFJ 2 "The Gaol is a cramped building." by carol; judge: bob (R211, R212)

# R710 8, 8b: at the grace period's end the penalty is imposed: the fine to
# the Treasury, the transference to the initiator, bob moved to the Gaol;
# R710 8d: his apology is due within three days. R709 ¶3: bob had not
# accepted CFJ 2, so he has declined it and another judge is drawn.
clock advance 3d
clock: CFCJ 1's grace period is over (R710 8a)
CFJ 2: R709: the judge entered the Gaol before accepting; new judge: alice (R212)
the time is now 2001-01-04T00:00:00Z

> gaol
bob: in the Gaol since 2001-01-04T00:00:00Z, until 2001-01-06T00:00:00Z

> balance
Treasury: 0 points, 97330 A$
alice: 0 points, 885 A$
bob: 0 points, 885 A$
carol: 0 points, 900 A$

> cfcj show 1
CFCJ 1: bob accused by alice of the Crime of Blatant Disregard (R701)
suggested penalty: fine 5; sentence 3d; apology 2; transfer 10 A$ (R710 5)
penalty on TRUE: fine 5; sentence 2d; apology 2; transfer 10 A$ (R710 8a)
penalty imposed: fine 5; sentence 2d; apology 2; transfer 10 A$ (R710 8)

# R709: in the Gaol bob may perform no game action but those on its list.
bob> transfer 1 A$ to alice
error: you are in the Gaol and may not transfer (R709: only a CFJ, a CFCJ, an appeal, an Appeal for Pardon, a change of state or a Public Apology)

bob> propose "Freedom" "Effect: mint 1 A$ to bob"
error: you are in the Gaol and may not propose (R709: only a CFJ, a CFCJ, an appeal, an Appeal for Pardon, a change of state or a Public Apology)

# R709 2: a voting player in the Gaol may make a CFCJ.
bob> cfcj carol "Malpractice" "carol judged CFCJ 1 without reading the rules."
CFCJ 3 "carol committed the Crime of Malpractice" by bob; judge: alice (R211, R212)
CFCJ 3: the Crime of Malpractice (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: none (R710 5)

# R710 7: alice judges bob's CFCJ FALSE: no penalty on carol.
alice> cfj judge 3 FALSE
CFJ 3: alice judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-08T00:00:00Z (R217 I)

alice> cfj judge 2 TRUE
CFJ 2: alice judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-08T00:00:00Z (R217 I)

> cfcj show 3
CFCJ 3: carol accused by bob of the Crime of Malpractice (R701)
suggested penalty: none (R710 5)
no penalty stands

# R710 8d: the apology must be at least the court-required length.
bob> apology "Sorry."
error: your apology has 1 line; CFCJ 1 requires at least 2 (R710 8d)

# R709: released when the sentence expires.
clock advance 2d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
clock: bob's sentence has expired (R709)
the time is now 2001-01-06T00:00:00Z

> gaol
the Gaol is empty (R709)

bob> transfer 1 A$ to alice
bob gives 1 A$ to alice

# R710 8d: no apology in three days: three days in the Gaol (e is not
# there now).
clock advance 1d
clock: bob did not make the Public Apology CFCJ 1 required (R710 8d)
the time is now 2001-01-07T00:00:00Z

> gaol
bob: in the Gaol since 2001-01-07T00:00:00Z, until 2001-01-10T00:00:00Z

# R711: dave becomes President; bob, in the Gaol (R711 2), appeals for
# pardon (R709 3 lets him); the President GRANTs it and he is released.
admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> appoint dave President
dave is now President

bob> pardon ask
your Appeal for Pardon is made; the President may GRANT or DENY it until 2001-01-10T00:00:00Z (R711)

> deadlines
deadline 16: 2001-01-08T00:00:00Z cfj-appeal (R217 I)
deadline 17: 2001-01-08T00:00:00Z cfj-appeal (R217 I)
deadline 18: 2001-01-10T00:00:00Z gaol-release for bob (R709)
deadline 21: 2001-01-10T00:00:00Z pardon-lapse for bob (R711)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 19: 2001-01-28T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 20: 2001-03-04T00:00:00Z office-term for dave (R401 (v) c)

dave> pardon grant bob
bob's Appeal for Pardon is GRANTed (R711); e is released from the Gaol

> gaol
the Gaol is empty (R709)

# R715: held in Contempt, carol must pay A$100 or spend three days in the
# Gaol; with no choice in three days the Gaol is assumed. (An adopted
# proposal made it five days here: crime.contempt_days is R715's.)
admin> param set crime.contempt_days 5d
crime.contempt_days = 5d (R715)

admin> contempt carol
carol is held in Contempt until e chooses, at the latest 2001-01-10T00:00:00Z (R715)

clock advance 3d
clock: CFJ 3's verdict FALSE is final: nobody appealed within the time (R217 I)
clock: CFJ 2's verdict TRUE is final: nobody appealed within the time (R217 I)
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
the time is now 2001-01-10T00:00:00Z

> gaol
carol: in the Gaol since 2001-01-10T00:00:00Z, until 2001-01-15T00:00:00Z

# R711: the President does not act in 3 days: DENYed, and carol stays.
carol> pardon ask
your Appeal for Pardon is made; the President may GRANT or DENY it until 2001-01-13T00:00:00Z (R711)

clock advance 3d
clock: carol's Appeal for Pardon lapses: DENYed (R711)
the time is now 2001-01-13T00:00:00Z

> gaol
carol: in the Gaol since 2001-01-10T00:00:00Z, until 2001-01-15T00:00:00Z

clock advance 2d
clock: carol's sentence has expired (R709)
the time is now 2001-01-15T00:00:00Z

> gaol
the Gaol is empty (R709)
