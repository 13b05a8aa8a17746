# R403 (v): the impeachment of a Functional Officer by the President's
# public declaration (a) with at least 2/3 of the Supreme Court (sans the
# officer if e is a Justice) publicly concurring within 3 days (b; the
# parameters offices.fip_days, offices.fip_num/fip_den); at that time the
# office is vacant (c) and, in rules mode, its Nomination follows (R403
# (vi)). Refused: too few Justices within the days, and each bad request.

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

admin> appoint erin President
erin is now President

admin> appoint bob Registrar
bob is now Registrar

admin> appoint dave "Clerk of the Court"
dave is now Clerk of the Court

# The Supreme Court (R416): carol and dave, appointed by the President
# with no player eligible (R416 III).
carol> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint carol
carol is appointed a Justice (seat 1, R416 III)

dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint dave
dave is appointed a Justice (seat 2, R416 III)

# R403 (v) a: only the President declares.
alice> president impeach bob from Registrar
error: only the President declares an intention to impeach a Functional Officer (R403 (v) a)

# R403 (v): only a Functional Office; only its holder.
erin> president impeach alice from Registrar
error: alice does not hold Registrar (R403 (v) a)

erin> president impeach erin from President
error: President is not a Functional Office (R403 (v))

# R403 (v) a, b: 2/3 of a Court of two is both Justices.
erin> president impeach bob from Registrar
the President declares eir intention to impeach bob from Registrar (declaration 1): 2 of the 2 Justices must concur with `concur 1` by 2001-01-04T00:00:00Z (R403 (v) a, b)

erin> president impeach bob from Registrar
error: the President's declaration 1 against bob as Registrar is pending (R403 (v))

# R403 (v) b: only a Justice concurs, and once.
alice> concur 1
error: only an active Justice concurs with the President's declaration (R403 (v) b)

carol> concur 1
carol concurs with the President's declaration 1 to impeach bob from Registrar: 1 of the 2 Justices (R403 (v) b)

carol> concur 1
error: you already concur with declaration 1 (R403 (v) b)

alice> concur 7
error: there is no declaration of the President's '7' (R403 (v))

# R403 (v) b: three days pass with one of the two: the declaration lapses
# and bob keeps the office.
clock advance 3d
clock: bob is paid A$25 as Registrar for 2001-01 (R403 (ii), R401 (iv))
dave is paid A$25 as Clerk of the Court for 2001-01 (R403 (ii), R401 (iv))
clock: the President's declaration 1 lapses: 1 of the 2 Justices concurred within its days; bob keeps Registrar (R403 (v) b)
the time is now 2001-01-04T00:00:00Z

dave> concur 1
error: the President's declaration 1 is lapsed

> office info Registrar
Registrar (R409): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: bob since 2001-01-01T00:00:00Z

# Accepted: both Justices concur within the days; at that time the office
# is vacant (R403 (v) c) and its Nomination opens (R403 (vi)).
erin> president impeach bob from Registrar
the President declares eir intention to impeach bob from Registrar (declaration 2): 2 of the 2 Justices must concur with `concur 2` by 2001-01-07T00:00:00Z (R403 (v) a, b)

carol> concur 2
carol concurs with the President's declaration 2 to impeach bob from Registrar: 1 of the 2 Justices (R403 (v) b)

dave> concur 2
dave concurs with the President's declaration 2 to impeach bob from Registrar: 2 of the 2 Justices (R403 (v) b)
bob is impeached from Registrar: the office is vacant (R403 (v) c)

> office info Registrar
Registrar (R409): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: vacant
its duties: erin, through its Substitute, President (R401.1 IV)
a Nomination is open (R402; see `nominations`)

# R403 (v) b: sans the player impeached, a Justice: dave is the Court's
# other member, so carol alone is 2/3 of it; dave does not concur.
erin> president impeach dave from "Clerk of the Court"
the President declares eir intention to impeach dave from Clerk of the Court (declaration 3): 1 of the 1 Justices must concur with `concur 3` by 2001-01-07T00:00:00Z (R403 (v) a, b)

dave> concur 3
error: the player being impeached does not concur: the Court is counted without em (R403 (v) b)

carol> concur 3
carol concurs with the President's declaration 3 to impeach dave from Clerk of the Court: 1 of the 1 Justices (R403 (v) b)
dave is impeached from Clerk of the Court: the office is vacant (R403 (v) c)

> office info "Clerk of the Court"
Clerk of the Court (R413): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: vacant
its duties: erin, through its Substitute, President (R401.1 IV)
a Nomination is open (R402; see `nominations`)

> ips
the President's declaration 1: impeach bob from Registrar; lapsed; 1 of the 2 Justices concur; until 2001-01-04T00:00:00Z (R403 (v))
the President's declaration 2: impeach bob from Registrar; carried: the office vacated; 2 of the 2 Justices concur; until 2001-01-07T00:00:00Z (R403 (v))
the President's declaration 3: impeach dave from Clerk of the Court; carried: the office vacated; 1 of the 1 Justices concur; until 2001-01-07T00:00:00Z (R403 (v))
