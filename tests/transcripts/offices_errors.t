# Bad input for offices (issue 15): each refusal is one clear error and
# changes nothing (checked after each by the state it would have changed).

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol non-voting
welcome, carol (Non-Voting); A$900 from the Treasury

admin> param set offices.mode rules
offices.mode = rules (R401)

admin> appoint alice Speaker
alice is now Speaker

> office info Nobody
error: there is no office named 'Nobody'

# R401 (i): a Nomination is for a vacant seat.
bob> nomination open Speaker
error: Speaker is held by alice: no seat is vacant (R402 (i))

# R416: the Justices' seats are filled as R416 says, not by Nomination.
admin> office create Justice
office Justice created

bob> nomination open Justice
error: Justice is not filled by Nomination: R416 says how

# Offices no rule of the seed defines have no Nomination here.
admin> office create Dogcatcher
office Dogcatcher created

bob> nomination open Dogcatcher
error: no rule of the seed defines Dogcatcher: it has no Nomination (R402)

admin> vacate Speaker
alice no longer holds Speaker

# R401 (i): a non-voting player may not stand for (or hold) an office.
carol> volunteer Speaker
error: you may not stand for Speaker: only a Voting player may hold an office (R401 (i))

> nominations
Speaker: Nomination until 2001-01-04T00:00:00Z; Nominees: none

alice> volunteer Speaker
alice volunteers for Speaker (R402 (i) c)

bob> volunteer Speaker
bob volunteers for Speaker (R402 (i) c)

# R402 (ii) e: nobody votes before the Election begins.
alice> elect bob as Speaker
error: no Election for Speaker is taking votes (R402 (ii) e)

clock advance 3d
clock: payday: no salary is due (R401 (iv))
clock: the Nomination for Speaker ends; Nominees: alice, bob (R402 (i) d)
the Election for Speaker begins, until 2001-01-07T00:00:00Z: vote with `elect PLAYER as Speaker` (R402 (ii) c, d)
the time is now 2001-01-04T00:00:00Z

alice> elect bob Speaker
you vote for bob as Speaker (R402 (ii) e)

# R402 (ii) e: one vote each: the same vote again is refused.
alice> elect bob Speaker
error: you already vote for bob as Speaker: one vote each (R402 (ii) e)

# Only Nominees; only voting players vote.
bob> elect carol Speaker
error: carol is not a Nominee for Speaker (R402 (ii) e)

carol> elect bob Speaker
error: only a voting player may vote in an Election (R402 (ii) e)

admin> elect bob Speaker
error: only players may do that

alice> elect bob for Speaker
error: usage: elect PLAYER [as] OFFICE

# Only the President (or Acting President) chooses, and only after a
# Nomination of a Functional Office.
bob> choose alice as Promoter
error: only the President or Acting President chooses a Functional Officer (R414 (ii) a, (iii))

admin> choose alice as Promoter
error: no Nomination for Promoter awaits the President's choice (R403 (vi))

clock advance 3d
clock: the Election for Speaker ends: alice 0, bob 1 (R402 (ii) f)
bob now holds Speaker (elected, R402 (ii) g)
the time is now 2001-01-07T00:00:00Z

admin> nomination open Promoter
a Nomination for Promoter begins (asked for by the admin), until 2001-01-10T00:00:00Z: volunteer with `volunteer Promoter` (R402 (i) a)

# R402 (i) c: volunteers only while a Nomination takes them.
bob> volunteer Speaker
error: no Nomination for Speaker is taking volunteers (R402 (i) c)

# R401.1 II: a non-voting player may not act; R401.1 III: nor with an active holder.
admin> acting carol as Promoter
error: only a Voting player may be an Acting Officer (R401.1 II)

admin> acting alice as Speaker
error: bob holds Speaker and is active: no Acting Officer may be appointed (R401.1 III)

# R401 (iv): a salary is paid once a month; not for a vacant seat; not for
# an office with none.
clock advance 30d
clock: the Nomination for Promoter has no volunteers: it continues until there is one (R402 (i) e)
clock: bob is paid A$35 as Speaker for 2001-02 (R405 (iii), R401 (iv))
the time is now 2001-02-06T00:00:00Z

> balance bob
bob: 0 points, 935 A$

admin> salary pay Speaker
error: the salary of Speaker for 2001-02 is already paid (R401 (iv))

admin> salary pay Promoter
error: Promoter is vacant: no salary is due (R401 (iv))

admin> salary pay President
error: President has no salary in A$ (R401 (iv))

bob> salary pay Speaker
error: only the admin may do that

> balance bob
bob: 0 points, 935 A$

> salaries
Speaker: A$35 monthly (R405 (iii)); bob; last paid for 2001-02
Promoter: A$25 monthly (R403 (ii)); vacant; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); vacant; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); vacant; last paid for never
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
next payday: 2001-03-05T12:00:00Z (R401 (iv))

# R250 IV b: a player who stops being Voting leaves the Nominees.
admin> nomination open Tabulator
a Nomination for Tabulator begins (asked for by the admin), until 2001-02-09T00:00:00Z: volunteer with `volunteer Tabulator` (R402 (i) a)

alice> volunteer Tabulator
alice volunteers for Tabulator (R402 (i) c)

alice> state non-voting
alice is Non-Voting

> nominations
Promoter: Nomination (waiting for a volunteer); Nominees: none
Tabulator: Nomination until 2001-02-09T00:00:00Z; Nominees: none
