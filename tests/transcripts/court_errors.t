# The Supreme Court's refusals, each one clear error that changes nothing:
# Ackanomic R217 (appeals out of time, by a Justice, of the whole Court's
# verdict; voting by a non-Justice), R416 and R416.1 (seats, eligibility,
# Cortices) and R907 (Torches). Judges are drawn with the engine's
# replayable randomness (R230 I).

@include cfj_setup.inc

admin> appoint erin President
erin is now President

# R416 III: only the President appoints, only a willing player.
alice> justice appoint bob
error: only the holder of that office may do that

erin> justice appoint bob
error: bob has not volunteered (justice volunteer): only a willing player may be appointed (R416 III)

bob> justice volunteer
you are willing to be appointed a Justice (R416 III)

bob> justice volunteer
error: you have already volunteered

erin> justice appoint bob
bob is appointed a Justice (seat 1, R416 III)

erin> justice appoint bob
error: bob is already a Justice

carol> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint carol
carol is appointed a Justice (seat 2, R416 III)

# R416 I: the third seat does not exist until a Torch owner creates it.
dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint dave
error: no seat of Justice is vacant (R416 III)

# R416.1: only a Justice owns a Cortex; an Ungrafted Justice creates one,
# not named like "The Supreme Court".
alice> cortex create Ursa
error: only a Justice may create a Supreme Cortex (R416.1)

bob> cortex create "the SUPREME court"
error: 'the SUPREME court' has the primitive form of "The Supreme Court": not a valid name for a Cortex (R416.1)

bob> cortex create Ursa
you own the new Supreme Cortex Ursa (Undermanned, R416.1)

bob> cortex create Minor
error: you already own the Supreme Cortex Ursa: only an Ungrafted Justice may create one (R416.1)

carol> cortex join Nowhere
error: there is no Supreme Cortex named 'Nowhere'

carol> cortex join Ursa
you own the Supreme Cortex Ursa (Active, R416.1)

carol> cortex join Ursa
error: you already own the Supreme Cortex Ursa: no Justice may own more than one (R416.1)

carol> cortex leave
you give up the Supreme Cortex Ursa (R416.1)

carol> cortex leave
error: you own no Supreme Cortex

carol> cortex join Ursa
you own the Supreme Cortex Ursa (Active, R416.1)

# R907: only an eligible player receives a Torch (15 standing verdicts).
erin> torch award alice
error: alice has delivered 0 verdicts that stand; a Bronze Torch needs 15 (R907)

# R217 I: there is no CFJ 1 yet, and then no judgement to appeal.
bob> appeal 1
error: there is no CFJ '1'

alice> cfj "Rule 101 is in force"
CFJ 1 "Rule 101 is in force" by alice; judge: erin (R211, R212)

bob> appeal 1
error: CFJ 1 has no judgement that may be appealed (it is with its judge, R217 I)

erin> cfj judge 1 TRUE
CFJ 1: erin judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

# R217 IV: a Justice appeals only after declining judgement (R217 VI).
bob> appeal 1
error: a Justice or Acting Justice may appeal CFJ 1 only after declining judgement on it (court decline 1; R217 IV, VI)

# R217 II: nobody votes on a CFJ the Court does not have.
bob> court judge 1 TRUE
error: CFJ 1 is not before the Supreme Court (it is appealable)

# R217 I: four days to appeal, no more.
clock advance 4d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
the time is now 2001-01-26T00:00:00Z

alice> appeal 1
error: the time to appeal CFJ 1 ended 2001-01-26T00:00:00Z (R217 I)

dave> cfj "Rule 102 is in force"
CFJ 2 "Rule 102 is in force" by dave; judge: erin (R211, R212)

erin> cfj judge 2 FALSE
CFJ 2: erin judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-30T00:00:00Z (R217 I)

alice> appeal 2
you appeal CFJ 2 (R217 I)
CFJ 2 is assigned to the Supreme Cortex Ursa (Active, R217.1)

alice> appeal 2
error: you have already appealed CFJ 2's judgement

# R217 II: only the owners of the Cortex decide; a verdict is one of four.
dave> court judge 2 TRUE
error: only the owners of the Supreme Cortex Ursa decide CFJ 2 (R217 II)

bob> court judge 2 MAYBE
error: 'MAYBE' is not a judgement: TRUE, FALSE, UNDECIDED or INVALID (R214)

# R217 III: a fine the Justices specify is between 0 and 25 points.
bob> court fine 2 26
error: '26' is not a fine from 0 to 25 points (R217 III)

# R217 V: a Cortex declines only when all its owners say so, and a CFJ is
# overdue only after thirty days.
bob> cortex decline 2
you wish Ursa to decline CFJ 2; it does when all its owners say so (R217 V)

bob> cortex decline 2
error: you have already said that Ursa declines CFJ 2

dave> court overdue 2
error: CFJ 2 has been before its Cortex for no more than 30 days; it is overdue after 2001-02-25T00:00:00Z (R217 V)

clock advance 31d
the time is now 2001-02-26T00:00:00Z

# R217 V: overdue, pointed out by an active player: Ursa declines it, but
# as the only Cortex there is it takes it again.
dave> court overdue 2
the Supreme Cortex Ursa declines CFJ 2: it was overdue, as an active player pointed out (R217 V)
CFJ 2 is assigned to the Supreme Cortex Ursa (Active, R217.1)

> court
The Supreme Court (R416):
seat 1: bob (appointed, R416 III)
seat 2: carol (appointed, R416 III)
Cortex Ursa: Active; owners bob, carol; considering 1 CFJ
CFJ 2: before the Cortex Ursa since 2001-02-26T00:00:00Z

# R217 VI: a Justice declines once; a non-Justice not at all. With no
# Cortex left that no decliner owns, the whole Court considers it.
bob> court decline 2
you decline judgement on CFJ 2 (R217 VI)
CFJ 2 is before the whole Supreme Court: unanimity of the active Justices decides it until 2001-03-05T00:00:00Z, then a 2/3 supermajority (R217 II)

bob> court decline 2
error: you have already declined judgement on CFJ 2

dave> court decline 2
error: only a Justice or Acting Justice may decline judgement (R217 VI)

> court
The Supreme Court (R416):
seat 1: bob (appointed, R416 III)
seat 2: carol (appointed, R416 III)
Cortex Ursa: Active; owners bob, carol; considering 0 CFJs
CFJ 2: before the whole Court since 2001-02-26T00:00:00Z

# R217 II: the active Justices who have not declined (carol) decide.
bob> court judge 2 TRUE
error: you declined judgement on CFJ 2 (R217 VI)

carol> court judge 2 TRUE
CFJ 2: the whole Supreme Court overturns the FALSE judgement with TRUE (R217 II, III)
  erin is fined 1 point for an overturned verdict (R217 III)

# R217 IV: the whole Court's verdict may not be appealed.
dave> appeal 2
error: CFJ 2's verdict was returned by the whole Supreme Court and may not be appealed (R217 IV)

# R418: only a Justice who voted otherwise posts a Dissent, and only on a
# verdict of the whole Court.
carol> court dissent 2 "no"
error: you did not dissent from the Court's TRUE on CFJ 2 (R418)

bob> court dissent 2 "no"
error: you did not dissent from the Court's TRUE on CFJ 2 (R418)

carol> court dissent 1 "no"
error: the whole Supreme Court has not returned a verdict on CFJ 1 (R418)

bob> court judge 9 TRUE
error: there is no CFJ '9'

# R416 I, II: a resigning Justice's seat is destroyed, but never below two;
# e may not come back for 30 days.
bob> justice resign
you are no longer a Justice (R416 I)

bob> justice resign
error: you are not a Justice (R416 I)

> court
The Supreme Court (R416):
seat 1: vacant since 2001-02-26T00:00:00Z
seat 2: carol (appointed, R416 III)
Cortex Ursa: Undermanned; owners carol; considering 0 CFJs

bob> justice join
error: bob resigned from the Office of Justice; ineligible until 2001-03-28T00:00:00Z (R416 II)

# R416 III: a seat vacant for less than three days is filled only if no
# player is eligible (nobody has a Torch here).
alice> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint alice
alice is appointed a Justice (seat 1, R416 III)

> court
The Supreme Court (R416):
seat 1: alice (appointed, R416 III)
seat 2: carol (appointed, R416 III)
Cortex Ursa: Undermanned; owners carol; considering 0 CFJs

# R416 II: the game's own power removes a Justice by impeachment; e is
# then ineligible for 90 days. A player has no such power.
carol> justice remove alice impeached
error: only the admin may do that

admin> justice remove carol sideways
error: usage: justice remove PLAYER [impeached]

admin> justice remove carol impeached
carol is no longer a Justice: impeached (R416)

carol> justice join
error: carol was impeached from the Office of Justice; ineligible until 2001-05-27T00:00:00Z (R416 II)
