# Impeachment (R404): an Impeachment Paper, the officer Acting meanwhile,
# the votes in public, ACCEPTED (the seat opens) and REJECTED (the officer
# restored, the author penalized 10 points), and R404 (i)'s limits.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin non-voting
welcome, erin (Non-Voting); A$900 from the Treasury

admin> param set offices.mode rules
offices.mode = rules (R401)

admin> appoint bob Registrar
bob is now Registrar

admin> appoint carol Scorekeeper
carol is now Scorekeeper

# R404 (i): only a voting player authors an IP, against an office's holder.
erin> impeach bob from Registrar
error: only a voting player authors an Impeachment Paper (R404 (i))

alice> impeach carol from Registrar
error: carol does not hold Registrar (R404 (i))

alice> impeach bob from Registrar
Impeachment Paper 1 by alice: remove bob from Registrar; vote with `ip vote 1 yes|no` until 2001-01-04T00:00:00Z; bob holds Registrar in an Acting capacity meanwhile (R404 (i)-(iii))

# R404 (iii): meanwhile bob holds it in an Acting capacity.
> office info Registrar
Registrar (R409): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: bob since 2001-01-01T00:00:00Z
Impeachment Paper 1 is pending: bob holds it in an Acting capacity (R404 (iii))

# R404 (i): one pending IP per author.
alice> impeach carol from Scorekeeper
error: your Impeachment Paper 1 is still pending: one at a time (R404 (i))

# R404 (ii): all voting players but the officer vote once, YES or NO, in public.
bob> ip vote 1 no
error: the officer named in Impeachment Paper 1 may not vote on it (R404 (ii))

erin> ip vote 1 yes
error: only voting players vote on an Impeachment Paper (R404 (ii))

alice> ip vote 1 yes
alice votes YES on Impeachment Paper 1 (R404 (ii))

alice> ip vote 1 no
error: you have already voted YES on Impeachment Paper 1: one vote each (R404 (ii))

carol> ip vote 1 yes
carol votes YES on Impeachment Paper 1 (R404 (ii))

dave> ip vote 1 maybe
error: a vote on an Impeachment Paper is yes or no (R404 (ii))

# R404 (iv) a: 2 YES of the 4 active players but the officer (alice, carol,
# dave, erin): at least 1/2: ACCEPTED; R404 (iii): bob, only Acting, is not
# paid on the payday meanwhile (R401.1 I);
# R404 (v): the seat opens, and its Nomination follows (R403 (vi)).
clock advance 3d
clock: carol is paid A$25 as Scorekeeper for 2001-01 (R403 (ii), R401 (iv))
clock: Impeachment Paper 1 is ACCEPTED: 2 YES, 0 NO; 4 active players but the officer (enough of all active players voted YES, R404 (iv) a)
bob is removed from Registrar: the seat is open (R404 (v))
the time is now 2001-01-04T00:00:00Z

> ips
IP 1 by alice: remove bob from Registrar; ACCEPTED; 2 YES, 0 NO; voting until 2001-01-04T00:00:00Z

> nominations
Registrar: Nomination until 2001-01-07T00:00:00Z; Nominees: none

# R404 (i): one IP a calendar week (2001-01-04 is a Thursday; the week ends Saturday).
alice> impeach carol from Scorekeeper
error: you submitted Impeachment Paper 1 this calendar week: one a week (R404 (i))

clock advance 3d
clock: the Nomination for Registrar has no volunteers: it continues until there is one (R402 (i) e)
the time is now 2001-01-07T00:00:00Z

# R404 (vi): REJECTED (1 YES of 3 votes, under 2/3; 1 of 4 active players,
# under 1/2): carol is
# restored and alice, the author, loses 10 points.
alice> impeach carol from Scorekeeper
Impeachment Paper 2 by alice: remove carol from Scorekeeper; vote with `ip vote 2 yes|no` until 2001-01-10T00:00:00Z; carol holds Scorekeeper in an Acting capacity meanwhile (R404 (i)-(iii))

alice> ip vote 2 yes
alice votes YES on Impeachment Paper 2 (R404 (ii))

bob> ip vote 2 no
bob votes NO on Impeachment Paper 2 (R404 (ii))

dave> ip vote 2 no
dave votes NO on Impeachment Paper 2 (R404 (ii))

clock advance 3d
clock: Impeachment Paper 2 is REJECTED: 1 YES, 2 NO; 4 active players but the officer (neither majority, R404 (iv))
carol is restored to Scorekeeper (R404 (vi))
alice, its author, is penalized 10 points (R404 (vi))
the time is now 2001-01-10T00:00:00Z

> balance alice
alice: -10 points, 900 A$

# R404 (i): not twice against the same officer in a calendar month.
clock advance 7d
the time is now 2001-01-17T00:00:00Z

alice> impeach carol from Scorekeeper
error: you submitted Impeachment Paper 2 against carol this calendar month: one a month against the same officer (R404 (i))

# R404 (iv): fewer than 25% of the active players voting: REJECTED.
dave> impeach carol from Scorekeeper
Impeachment Paper 3 by dave: remove carol from Scorekeeper; vote with `ip vote 3 yes|no` until 2001-01-20T00:00:00Z; carol holds Scorekeeper in an Acting capacity meanwhile (R404 (i)-(iii))

clock advance 3d
clock: Impeachment Paper 3 is REJECTED: 0 YES, 0 NO; 4 active players but the officer (fewer than the quorum of active players voted, R404 (iv))
carol is restored to Scorekeeper (R404 (vi))
dave, its author, is penalized 10 points (R404 (vi))
the time is now 2001-01-20T00:00:00Z

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: carol
Clerk of the Court: vacant
President: vacant
