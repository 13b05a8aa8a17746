# Offices as the rules run them (issue 15): the catalogue (R401, R403,
# R405-R441), a Political office filled by Election from Nomination to
# holder (R402), a tie resolved by New Election (R405 (ii) c), a term that
# ends (R401 (v), R414), a Functional office filled by the President's
# choice (R403 (vi), R414 (ii) a), Acting Officers (R401.1).

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave non-voting
welcome, dave (Non-Voting); A$900 from the Treasury

# R405: the Speaker's kind, seats, salary (R405 (iii): the Fee plus A$10)
# and how it is filled; R414: the President's term of 8 weeks.
> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant

> office info President
President (R414): Political, 1 seat, term 8 weeks (R414), no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant

> office info Promoter
Promoter (R406): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: vacant

# offices.mode: the rules run the offices (docs/OFFICES.md).
admin> param set offices.mode rules
offices.mode = rules (R401)

# R402 (i) a: a vacant seat's Nomination.
alice> nomination open Speaker
a Nomination for Speaker begins (asked for by a player), until 2001-01-04T00:00:00Z: volunteer with `volunteer Speaker` (R402 (i) a)

alice> nomination open Speaker
error: a Nomination for Speaker is already open

bob> volunteer Speaker
bob volunteers for Speaker (R402 (i) c)

carol> volunteer Speaker
carol volunteers for Speaker (R402 (i) c)

# R401 (i): a non-voting player may not hold an office.
dave> volunteer Speaker
error: you may not stand for Speaker: only a Voting player may hold an office (R401 (i))

bob> volunteer Speaker
error: you have already volunteered for Speaker

# R402 (ii) e: no votes during the Nomination.
alice> elect bob as Speaker
error: no Election for Speaker is taking votes (R402 (ii) e)

# R402 (i) d, (ii) c: the Nomination ends; two Nominees for one seat: an Election.
clock advance 3d
clock: the Nomination for Speaker ends; Nominees: bob, carol (R402 (i) d)
the Election for Speaker begins, until 2001-01-07T00:00:00Z: vote with `elect PLAYER as Speaker` (R402 (ii) c, d)
the time is now 2001-01-04T00:00:00Z

> nominations
Speaker: Election until 2001-01-07T00:00:00Z; Nominees: bob, carol; ballots are secret until the tally

alice> elect bob as Speaker
you vote for bob as Speaker (R402 (ii) e)

# R402 (ii) e: one vote each; the same vote twice is refused.
alice> elect bob as Speaker
error: you already vote for bob as Speaker: one vote each (R402 (ii) e)

# R402 (ii) e: a voter may change eir vote; only the last counts.
alice> elect carol as Speaker
you now vote for carol as Speaker; only your last vote counts (R402 (ii) e)

alice> elect dave as Speaker
error: dave is not a Nominee for Speaker (R402 (ii) e)

dave> elect bob as Speaker
error: only a voting player may vote in an Election (R402 (ii) e)

bob> elect bob as Speaker
you vote for bob as Speaker (R402 (ii) e)

# R402 (ii) e, f: each voter sees eir own vote; nobody sees another's
# before the tally.
alice> nominations
Speaker: Election until 2001-01-07T00:00:00Z; Nominees: bob, carol; your vote: carol; ballots are secret until the tally

bob> nominations
Speaker: Election until 2001-01-07T00:00:00Z; Nominees: bob, carol; your vote: bob; ballots are secret until the tally

dave> nominations
Speaker: Election until 2001-01-07T00:00:00Z; Nominees: bob, carol; ballots are secret until the tally

# R402 (ii) f, h 4, R405 (ii) c: 1-1, a tie: the Speaker's Election starts over.
clock advance 3d
clock: the Election for Speaker ends: bob 1, carol 1 (R402 (ii) f)
a tie for Speaker: the Election starts over (R402 (ii) h 4, R405)
a Nomination for Speaker begins (a New Election after a tie, R402 (ii) h 4), until 2001-01-10T00:00:00Z: volunteer with `volunteer Speaker` (R402 (i) a)
the time is now 2001-01-07T00:00:00Z

bob> volunteer Speaker
bob volunteers for Speaker (R402 (i) c)

carol> volunteer Speaker
carol volunteers for Speaker (R402 (i) c)

clock advance 3d
clock: the Nomination for Speaker ends; Nominees: bob, carol (R402 (i) d)
the Election for Speaker begins, until 2001-01-13T00:00:00Z: vote with `elect PLAYER as Speaker` (R402 (ii) c, d)
the time is now 2001-01-10T00:00:00Z

alice> elect bob as Speaker
you vote for bob as Speaker (R402 (ii) e)

carol> elect bob as Speaker
you vote for bob as Speaker (R402 (ii) e)

# R402 (ii) f, g: the top Nominee holds the office.
clock advance 3d
clock: the Election for Speaker ends: bob 2, carol 0 (R402 (ii) f)
bob now holds Speaker (elected, R402 (ii) g)
the time is now 2001-01-13T00:00:00Z

# R402 (ii) f: the results stay public: each tally, who was seated and
# how, newest first; the tie's too (R405 (ii) c). Never a ballot.
> elections
Election 2 for Speaker, ended 2001-01-13T00:00:00Z: bob 2, carol 0; elected: bob (R402 (ii) f)
Election 1 for Speaker, ended 2001-01-07T00:00:00Z: bob 1, carol 1; a tie: a New Election (R402 (ii) f)

> elections Promoter
no Election for Promoter has ended (R402)

> offices
Speaker: bob
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant

# R401 (v) b: a Minimum Term of Office (the Herald's, R435, shortened here
# to 10 days); once it is past, an eligible player may demand "an end to
# this banna republic", paying the Standard Harfer Fee (A$25).
admin> office create Herald
office Herald created

admin> appoint carol Herald
carol is now Herald

admin> param set offices.herald_minterm 10d
offices.herald_minterm = 10d (R435)

alice> banana Herald
error: carol has not yet held Herald longer than its Minimum Term, until 2001-01-23T00:00:00Z (R401 (v) b)

alice> banana Speaker
error: Speaker has no Minimum Term of Office: R401 (v) b does not apply

clock advance 11d
the time is now 2001-01-24T00:00:00Z

carol> banana Herald
error: you may not hold Herald: the holder of a seat may not be nominated for its office (R401 (i))

alice> banana Herald
alice demands an end to this banna republic: the term of carol as Herald expires; e acts until the seat is filled (R401 (v) b, c)
alice is nominated for Herald (R401 (v) b)

> balance alice
alice: 0 points, 875 A$

> office info Herald
Herald (R435): Political, 1 seat, no term, minimum term 10 days (R435), salary A$25 monthly (R435); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: carol (R401.1)
a Nomination is open (R402; see `nominations`)
