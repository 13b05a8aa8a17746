# Crime's refusals: each one clear error that changes nothing (Ackanomic
# R709, R710, R711, R715, R212 iv).

@include three_players.inc

# R710 3: a Crime the current ruleset defines, against a registered player.
alice> cfcj bob "Jaywalking" "bob crossed the street."
error: 'Jaywalking' is not a Crime the current ruleset defines (R710 3; see `crimes`)

alice> cfcj zed "Malpractice" "zed is nobody."
error: 'zed' is not a registered player (R710 3)

# R710 4: the reasoning shows how the crime was committed.
alice> cfcj bob "Malpractice" " "
error: the reasoning must show how bob committed the Crime of Malpractice (R710 4)

# R710 5: penalties are parsed strictly, one class each.
alice> cfcj bob "Malpractice" "Bad report." whip 3
error: 'whip' is not a class of penalty: say deduct POINTS, fine A$, sentence DAYS, transfer N CURRENCY, expel, apology LINES, remove ORGANIZATION, impeach OFFICE or confiscate N CURRENCY (R710 5)

alice> cfcj bob "Malpractice" "Bad report." fine 0
error: bad penalty 'fine 0': a FINE is 1 or more A$ (R710 5b)

alice> cfcj bob "Malpractice" "Bad report." sentence soon
error: bad penalty 'sentence soon': a SENTENCE is 1 or more whole days, like 3d (R710 5c)

alice> cfcj bob "Malpractice" "Bad report." fine 5 fine 6
error: the penalty 'fine' is given twice (R710 5: one of each class)

alice> cfcj bob "Malpractice" "Bad report." transfer 5
error: the penalty 'transfer' needs an amount and a currency (R710 5)

alice> cfcj bob "Malpractice" "Bad report." transfer 5 Gold
error: bad penalty 'transfer 5 Gold': no such currency

alice> cfcj bob "Malpractice" "Bad report." impeach Pope
error: bad penalty 'impeach Pope': no such office (R710 5h)

# R710 1: the Harfer Fee must be paid.
alice> transfer 890 A$ to carol
alice gives 890 A$ to carol

alice> cfcj bob "Malpractice" "Bad report."
error: a CFCJ costs the Harfer Fee of A$25; you have A$10 (R710 1, R505 IV)

carol> cfcj bob "Malpractice" "Bad report." deduct 3
CFCJ 1 "bob committed the Crime of Malpractice" by carol; judge: alice (R211, R212)
CFCJ 1: the Crime of Malpractice (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: deduct 3 (R710 5)

# R710 10: not twice for the same instance (same accused, crime, reasoning).
carol> cfcj bob "Malpractice" "Bad report." fine 9
error: CFCJ 1 already accuses bob of the same instance of the Crime of Malpractice (R710 10)

# R212 iv: the accused never judges eir own CFCJ (alice, not bob, was
# selected), nor sets its penalty (R710 8a).
bob> cfj judge 1 FALSE
error: only CFJ 1's judge, alice, may do that (R213)

bob> cfcj penalty 1 fine 1
error: only CFCJ 1's judge before eir verdict, or a Justice deciding it on appeal, may set its penalty (R710 8a, 9c)

> cfcj show 1
CFCJ 1: bob accused by carol of the Crime of Malpractice (R701)
suggested penalty: deduct 3 (R710 5)
no penalty stands

# R711: only the President GRANTs or DENYs; only the eligible appeal.
alice> pardon grant bob
error: only the holder of that office may do that

bob> pardon ask
error: you may appeal for pardon only within 3 days of a TRUE CFCJ against you, in the Gaol, or Guilty of Patent Infringement (R711 2)

admin> appoint carol President
carol is now President

carol> pardon ask
error: the President may not make an Appeal for Pardon (R711 1)

# R715: only the rules (the admin, an effect) hold someone in Contempt;
# only one held in Contempt chooses, and only fine or gaol.
alice> contempt bob
error: only the admin may do that

bob> contempt choose gaol
error: you are not held in Contempt (R715)

admin> contempt bob
bob is held in Contempt until e chooses, at the latest 2001-01-04T00:00:00Z (R715)

bob> contempt choose prison
error: choose 'fine' (A$100 to the Treasury) or 'gaol' (R715)

bob> contempt choose gaol
you choose the Gaol (R715)

# R709: in the Gaol bob may not vote, transfer or judge; R709 1 lets only a
# voting player there make a CFJ.
bob> transfer 1 A$ to alice
error: you are in the Gaol and may not transfer (R709: only a CFJ, a CFCJ, an appeal, an Appeal for Pardon, a change of state or a Public Apology)

bob> contempt choose fine
error: you are not held in Contempt (R715)

bob> state non-voting
bob is Non-Voting

bob> cfcj alice "Malpractice" "alice mis-kept the books."
error: you are in the Gaol, where only a voting player may make a CFJ or CFCJ (R709 1, 2)

# R710 8d: an apology has text.
bob> apology ""
error: an apology needs some text (R710 8d)

> balance
Treasury: 0 points, 97325 A$
alice: 0 points, 10 A$
bob: 0 points, 900 A$
carol: 0 points, 1765 A$

# R710 3: the crimes are the current ruleset's: once R1301 is repealed,
# Iconoclasm is no crime.
admin> rule repeal 1301
Rule 1301 repealed

alice> cfcj carol "Iconoclasm" "carol disobeyed her Church."
error: 'Iconoclasm' is not a Crime the current ruleset defines (R710 3; see `crimes`)
