# Functional Offices filled by the President's choice among volunteers
# (R403 (vi), R414 (i) b, (ii) a, (iii)), resignation and the vacancy's
# Nomination (R401 (vi), (ix)), a Nomination with no volunteer (R402 (i) e),
# an optional office (R401 (viii) b), Acting Officers (R401.1), and the
# President's term of 8 weeks (R414, R401 (v) c).

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> param set offices.mode rules
offices.mode = rules (R401)

# R414: the President's Term of Office, 8 weeks, begins when e takes it.
admin> appoint erin President
erin is now President

> office info President
President (R414): Political, 1 seat, term 8 weeks (R414), no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: erin since 2001-01-01T00:00:00Z
term ends: 2001-02-26T00:00:00Z (R401 (v) a)

# R403 (vi): a vacant Functional Office's Nomination.
alice> nomination open Promoter
a Nomination for Promoter begins (asked for by a player), until 2001-01-04T00:00:00Z: volunteer with `volunteer Promoter` (R402 (i) a)

alice> volunteer Promoter
alice volunteers for Promoter (R402 (i) c)

bob> volunteer Promoter
bob volunteers for Promoter (R402 (i) c)

# R403 (vi): the President chooses only after the Nomination.
erin> choose bob as Promoter
error: no Nomination for Promoter awaits the President's choice (R403 (vi))

clock advance 3d
clock: the Nomination for Promoter ends; Nominees: alice, bob (R402 (i) d)
the President chooses who among them holds Promoter: `choose PLAYER as Promoter` (R403 (vi), R414 (ii) a)
the time is now 2001-01-04T00:00:00Z

# R414 (ii) a: only the President (or Acting President, R414 (iii)) chooses.
carol> choose alice as Promoter
error: only the President or Acting President chooses a Functional Officer (R414 (ii) a, (iii))

# R403 (vi): only an eligible Nominee.
erin> choose dave as Promoter
error: dave is not a Nominee for Promoter (R403 (vi))

erin> choose bob as Promoter
bob now holds Promoter (the President's choice, R403 (vi), R414 (i) c)

> office info Promoter
Promoter (R406): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: bob since 2001-01-04T00:00:00Z

# R401 (vi): an Officer may step down; R403 (vi): the vacancy calls a Nomination.
bob> resign Promoter
bob no longer holds Promoter

# R402 (i) e: no volunteer: the Nomination goes on until there is one.
clock advance 3d
clock: the Nomination for Promoter has no volunteers: it continues until there is one (R402 (i) e)
the time is now 2001-01-07T00:00:00Z

> nominations
Promoter: Nomination (waiting for a volunteer); Nominees: none

# R401.1 III, IV, R403 (iv): with no holder, the President appoints an Acting Officer.
alice> acting carol as Promoter
error: only the President, the Supervisor of Promoter, appoints its Acting Officer (R401.1 IV, R403 (iv))

erin> acting carol as Promoter
carol now acts as Promoter (R401.1 III)

erin> acting dave as Promoter
error: carol already acts as Promoter (R401.1 III)

> office info Promoter
Promoter (R406): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: vacant
acting: carol (R401.1)
a Nomination is open (R402; see `nominations`)

# R402 (i) e: the first volunteer ends a Nomination that had none.
carol> volunteer Promoter
carol volunteers for Promoter (R402 (i) c)
the Nomination for Promoter ends; Nominees: carol (R402 (i) d)
the President chooses who among them holds Promoter: `choose PLAYER as Promoter` (R403 (vi), R414 (ii) a)

# R401.1 II: a holder in the normal capacity ends the acting.
erin> choose carol Promoter
carol no longer acts as Promoter (the seat is filled, R401.1 II)
carol now holds Promoter (the President's choice, R403 (vi), R414 (i) c)

> office info Promoter
Promoter (R406): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: carol since 2001-01-07T00:00:00Z

# R401.1 III: no Acting Officer while an active holder holds the seat.
erin> acting dave as Promoter
error: carol holds Promoter and is active: no Acting Officer may be appointed (R401.1 III)

# R401 (viii) b: an optional office's Nomination with no volunteer: it stays vacant.
admin> office create Historian
office Historian created

dave> nomination open Historian
a Nomination for Historian begins (asked for by a player), until 2001-01-10T00:00:00Z: volunteer with `volunteer Historian` (R402 (i) a)

clock advance 3d
clock: the Nomination for Historian ends with no volunteers; Historian is optional, so it stays vacant (R401 (viii) b)
the time is now 2001-01-10T00:00:00Z

> nominations
no Nomination or Election is open (R402)

# R401 (v) c, R414: the President's term ends after 8 weeks; e acts until the
# seat is filled, and the vacancy calls the next Election.
clock advance 49d
clock: carol is paid A$25 as Promoter for 2001-02 (R403 (ii), R401 (iv))
clock: the term of erin as President ends: e acts as President until the seat is filled (R401 (v) c)
the time is now 2001-02-28T00:00:00Z

> office info President
President (R414): Political, 1 seat, term 8 weeks (R414), no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: erin (R401.1)
a Nomination is open (R402; see `nominations`)

# R414 (iii): the Acting President may still choose a Functional Officer.
admin> vacate Promoter
carol no longer holds Promoter

dave> volunteer Promoter
dave volunteers for Promoter (R402 (i) c)

clock advance 3d
clock: the Nomination for President has no volunteers: it continues until there is one (R402 (i) e)
clock: the Nomination for Promoter ends; Nominees: dave (R402 (i) d)
the President chooses who among them holds Promoter: `choose PLAYER as Promoter` (R403 (vi), R414 (ii) a)
the time is now 2001-03-03T00:00:00Z

erin> choose dave as Promoter
dave now holds Promoter (the President's choice, R403 (vi), R414 (i) c)

# R401 (i): a holder is not nominated for eir own seat; an officer's term
# expired, e may stand again.
erin> volunteer President
erin volunteers for President (R402 (i) c)
the Nomination for President ends; Nominees: erin (R402 (i) d)
erin is the only Nominee for President: no Election is held (R402 (ii) b)
erin no longer acts as President (the seat is filled, R401.1 II)
erin now holds President (R402 (ii) b)

> offices
Speaker: vacant
Promoter: dave
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: erin
Historian: vacant
