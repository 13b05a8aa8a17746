# The Grey Council by Caste (Ackanomic R1031; src/gov/offices/grey.c,
# docs/OFFICES.md "The Grey Council by Caste"): "Each Caste (Worker,
# Warrior, Religious) has the right to fill 3 seats"; only a member of a
# Caste a) nominates emself for its seats, b) votes in the election for
# them, c) votes on the impeachment of a member of that Caste, an IP
# ACCEPTED if at least 1/2 of the Caste voted and 2/3 of those voting
# voted YES. A change of Caste vacates the seat and withdraws a
# nomination (R1031 ¶5). Offices run seat by seat from behaviour level 6
# (offices.per_seat). Each refusal is one line and changes nothing.

# The Castes are drawn at random (R1030 ¶2, purpose-keyed draws): this
# seed gives the layout below, with a Caste of four for an Election.
@seed 2804
@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> join fred
welcome, fred (Voting); A$900 from the Treasury

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

admin> join hal
welcome, hal (Voting); A$900 from the Treasury

admin> join ivy
welcome, ivy (Voting); A$900 from the Treasury

# core/level.h: a nomic begun at level 6 runs offices seat by seat.
> params offices.per_seat
offices.per_seat = 1 (R401 (i); 0 to 1): 1 (nomics begun at level 6): offices are run seat by seat: the holder of any seat may be impeached, Honour counts each seat taken, and the Grey Council's seats are its Castes' (R1031 a-c)

# R1030 ¶2: each player who ceases to be a Newbie (R250 II d, 21 days)
# joins a Caste by random determination.
clock advance 22d
clock: alice joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: fred joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: gina joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: hal joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: ivy joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-23T00:00:00Z

> castes
Worker Caste: 3 members: alice, erin, gina
Warrior Caste: 2 members: carol, dave
Religious Caste: 4 members: bob, fred, hal, ivy

# jack joins now: a Newbie for 21 days, in no Caste (R1030 ¶2).
admin> join jack
welcome, jack (Voting); A$900 from the Treasury

admin> office create "Grey Council"
office Grey Council created

# R1031 ¶2: seats 1-3 the Worker Caste's, 4-6 the Warrior Caste's, 7-9 the
# Religious Caste's (in R1031's order).
> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): vacant
seat 2 (Worker Caste): vacant
seat 3 (Worker Caste): vacant
seat 4 (Warrior Caste): vacant
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): vacant
seat 8 (Religious Caste): vacant
seat 9 (Religious Caste): vacant

# R1031 ¶2: core's `appoint` fills seat 1, a Worker Caste seat: not bob's
# (Religious). Nothing changes.
admin> appoint bob "Grey Council"
error: seat 1 of Grey Council is the Worker Caste's: only a member of it may hold it (R1031)

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Grey Council: seat 1 (Worker Caste): vacant; seat 2 (Worker Caste): vacant; seat 3 (Worker Caste): vacant; seat 4 (Warrior Caste): vacant; seat 5 (Warrior Caste): vacant; seat 6 (Warrior Caste): vacant; seat 7 (Religious Caste): vacant; seat 8 (Religious Caste): vacant; seat 9 (Religious Caste): vacant

alice> nomination open "Grey Council"
a Nomination for Grey Council begins (asked for by a player), until 2001-01-26T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)

# R1031 a: "only a member of a Caste may nominate emself for a seat that
# this Caste has the right to fill": jack is in no Caste.
jack> volunteer "Grey Council"
error: you may not stand for Grey Council: only a member of a Caste may stand for the seats it has the right to fill, and you are in no Caste (R1031 a)

alice> volunteer "Grey Council"
alice volunteers for Grey Council (R402 (i) c)

erin> volunteer "Grey Council"
erin volunteers for Grey Council (R402 (i) c)

carol> volunteer "Grey Council"
carol volunteers for Grey Council (R402 (i) c)

bob> volunteer "Grey Council"
bob volunteers for Grey Council (R402 (i) c)

fred> volunteer "Grey Council"
fred volunteers for Grey Council (R402 (i) c)

hal> volunteer "Grey Council"
hal volunteers for Grey Council (R402 (i) c)

ivy> volunteer "Grey Council"
ivy volunteers for Grey Council (R402 (i) c)

# Bad input: one clear error.
ivy> volunteer "Grey Council"
error: you have already volunteered for Grey Council

> nominations
Grey Council: Nomination until 2001-01-26T00:00:00Z; Nominees: alice, erin, carol, bob, fred, hal, ivy

# R402 (ii) b per Caste (R1031 b: "the election for seats that this Caste
# has the right to fill"): two Workers for three Worker seats and one
# Warrior for three Warrior seats are seated with no vote; four Religious
# Nominees for three seats go to an Election.
clock advance 3d
clock: the Nomination for Grey Council ends; Nominees: alice, erin, carol, bob, fred, hal, ivy (R402 (i) d)
2 Nominees for 3 vacant seats of the Worker Caste in Grey Council: no Election is held for them (R402 (ii) b, R1031)
1 Nominee for 3 vacant seats of the Warrior Caste in Grey Council: no Election is held for them (R402 (ii) b, R1031)
the Grey Council is also a Unique Organization: its members are the holders of its seats (R1031, R1001 1)
alice becomes a member of Grey Council (R1031: a seat of the Grey Council)
alice now holds seat 1 of Grey Council, a seat of the Worker Caste (R402 (ii) b, R1031)
erin becomes a member of Grey Council (R1031: a seat of the Grey Council)
erin now holds seat 2 of Grey Council, a seat of the Worker Caste (R402 (ii) b, R1031)
carol becomes a member of Grey Council (R1031: a seat of the Grey Council)
carol now holds seat 4 of Grey Council, a seat of the Warrior Caste (R402 (ii) b, R1031)
the Election for Grey Council begins, until 2001-01-29T00:00:00Z: vote with `elect PLAYER as Grey Council` (R402 (ii) c, d)
the time is now 2001-01-26T00:00:00Z

> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): alice since 2001-01-26T00:00:00Z
seat 2 (Worker Caste): erin since 2001-01-26T00:00:00Z
seat 3 (Worker Caste): vacant
seat 4 (Warrior Caste): carol since 2001-01-26T00:00:00Z
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): vacant
seat 8 (Religious Caste): vacant
seat 9 (Religious Caste): vacant
an Election is open (R402; see `nominations`)

# R1031 b: only a member of the Religious Caste votes for its seats.
alice> elect bob as "Grey Council"
error: only members of the Religious Caste vote for its seats; you are of the Worker Caste (R1031 b)

jack> elect bob as "Grey Council"
error: you are in no Caste: only the members of a Caste vote for its seats (R1031 b)

bob> elect bob as "Grey Council"
you vote for bob as Grey Council (R402 (ii) e)

hal> elect bob as "Grey Council"
you vote for bob as Grey Council (R402 (ii) e)

fred> elect fred as "Grey Council"
you vote for fred as Grey Council (R402 (ii) e)

ivy> elect ivy as "Grey Council"
you vote for ivy as Grey Council (R402 (ii) e)

# Bad input: a vote for one who is no Nominee.
ivy> elect gina as "Grey Council"
error: gina is not a Nominee for Grey Council (R402 (ii) e)

# R402 (ii) f, g: the tally, and the top three of the Religious Caste take
# its three seats; the seats still vacant call a Nomination (R401 (ix)).
clock advance 3d
clock: the Election for Grey Council ends: bob 2, fred 1, hal 0, ivy 1 (R402 (ii) f)
bob becomes a member of Grey Council (R1031: a seat of the Grey Council)
bob now holds seat 7 of Grey Council, a seat of the Religious Caste (elected, R402 (ii) g, R1031)
fred becomes a member of Grey Council (R1031: a seat of the Grey Council)
fred now holds seat 8 of Grey Council, a seat of the Religious Caste (elected, R402 (ii) g, R1031)
ivy becomes a member of Grey Council (R1031: a seat of the Grey Council)
ivy now holds seat 9 of Grey Council, a seat of the Religious Caste (elected, R402 (ii) g, R1031)
a Nomination for Grey Council begins (seats of a Caste are still vacant, R401 (ix), R1031), until 2001-02-01T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)
the time is now 2001-01-29T00:00:00Z

# core's `offices` lists every seat, with its Caste (R401 (i), R1031).
> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Grey Council: seat 1 (Worker Caste): alice; seat 2 (Worker Caste): erin; seat 3 (Worker Caste): vacant; seat 4 (Warrior Caste): carol; seat 5 (Warrior Caste): vacant; seat 6 (Warrior Caste): vacant; seat 7 (Religious Caste): bob; seat 8 (Religious Caste): fred; seat 9 (Religious Caste): ivy

# R550.1: "1 Honour: Being elected to a Political Office", once for each
# seat taken, seat 1 (core's holder) or another (from 1 on joining).
> honour
alice: 2
bob: 2
carol: 2
dave: 1
erin: 2
fred: 2
gina: 1
hal: 1
ivy: 2
jack: 1

# R404 (i) against the holder of one seat (fred, seat 8): R1031 c, only
# the members of eir Caste vote on it.
gina> impeach fred from "Grey Council"
Impeachment Paper 1 by gina: remove fred from Grey Council; vote with `ip vote 1 yes|no` until 2001-02-01T00:00:00Z; fred holds Grey Council in an Acting capacity meanwhile (R404 (i)-(iii))

alice> ip vote 1 yes
error: only members of the Religious Caste vote on the impeachment of its members; you are of the Worker Caste (R1031 c)

jack> ip vote 1 yes
error: you are in no Caste: only the members of a Caste vote on the impeachment of its members (R1031 c)

fred> ip vote 1 no
error: the officer named in Impeachment Paper 1 may not vote on it (R404 (ii))

bob> ip vote 1 yes
bob votes YES on Impeachment Paper 1 (R404 (ii))

hal> ip vote 1 yes
hal votes YES on Impeachment Paper 1 (R404 (ii))

ivy> ip vote 1 no
ivy votes NO on Impeachment Paper 1 (R404 (ii))

# R1031 c: 3 of the 3 other members of the Religious Caste voted (at
# least 1/2), and 2 of 3 YES (at least 2/3): ACCEPTED; fred's seat opens
# (R404 (v)) and the open Nomination serves it.
clock advance 3d
clock: the Nomination for Grey Council has no volunteers: it continues until there is one (R402 (i) e)
clock: Impeachment Paper 1 is ACCEPTED: 2 YES, 1 NO; 3 other members of the Religious Caste (half eir Caste voted and 2/3 of them YES, R1031 c)
fred is removed from Grey Council: the seat is open (R404 (v))
fred ceases to be a member of the Grey Council (R1031: no seat)
the time is now 2001-02-01T00:00:00Z

> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): alice since 2001-01-26T00:00:00Z
seat 2 (Worker Caste): erin since 2001-01-26T00:00:00Z
seat 3 (Worker Caste): vacant
seat 4 (Warrior Caste): carol since 2001-01-26T00:00:00Z
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): bob since 2001-01-29T00:00:00Z
seat 8 (Religious Caste): vacant
seat 9 (Religious Caste): ivy since 2001-01-29T00:00:00Z
a Nomination is open (R402; see `nominations`)

# R402 (i) e: the Nomination waiting for a volunteer ends with gina's
# (Worker, one Worker seat vacant), who is seated at once (R402 (ii) b);
# the seats still vacant call the next Nomination (R401 (ix)).
gina> volunteer "Grey Council"
gina volunteers for Grey Council (R402 (i) c)
the Nomination for Grey Council ends; Nominees: gina (R402 (i) d)
1 Nominee for 1 vacant seat of the Worker Caste in Grey Council: no Election is held for them (R402 (ii) b, R1031)
gina becomes a member of Grey Council (R1031: a seat of the Grey Council)
gina now holds seat 3 of Grey Council, a seat of the Worker Caste (R402 (ii) b, R1031)
a Nomination for Grey Council begins (seats of a Caste are still vacant, R401 (ix), R1031), until 2001-02-04T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)

dave> volunteer "Grey Council"
dave volunteers for Grey Council (R402 (i) c)

# R1031 ¶5: erin (Worker, seat 2) and dave (Warrior, a volunteer) swap
# Castes: erin's seat is vacant at once, dave's nomination withdrawn.
erin> caste swap dave
erin proposes Caste swap 1 with dave; each named must `caste agree 1` (R1030 ¶3)

dave> caste agree 1
dave agrees to Caste swap 1: all agree, and it is done (R1030 ¶3)
  erin leaves the Worker Caste and joins the Warrior Caste (R1030 ¶3)
  erin's seat in the Grey Council becomes vacant (R1031: e changed Caste)
erin ceases to be a member of the Grey Council (R1031: no seat)
  dave leaves the Warrior Caste and joins the Worker Caste (R1030 ¶3)
  dave's nomination for the Grey Council is withdrawn (R1031: e changed Caste)

> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): alice since 2001-01-26T00:00:00Z
seat 2 (Worker Caste): vacant
seat 3 (Worker Caste): gina since 2001-02-01T00:00:00Z
seat 4 (Warrior Caste): carol since 2001-01-26T00:00:00Z
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): bob since 2001-01-29T00:00:00Z
seat 8 (Religious Caste): vacant
seat 9 (Religious Caste): ivy since 2001-01-29T00:00:00Z
a Nomination is open (R402; see `nominations`)

> nominations
Grey Council: Nomination until 2001-02-04T00:00:00Z; Nominees: none

> ips
IP 1 by gina: remove fred from Grey Council; ACCEPTED; 2 YES, 1 NO; voting until 2001-02-01T00:00:00Z

# R401.1 III for one seat: an Acting Officer may be appointed for a seat
# with no active holder (seat 8, vacant since the Paper), not for one
# whose holder is active (bob's seat 7); R401.1 II, R401 (i): not a holder
# of another seat; one Acting Officer a seat; R401.1 IV: the Speaker (or
# the admin) appoints.
carol> acting hal as "Grey Council" seat 8
error: only the Speaker, the Supervisor of Grey Council, appoints its Acting Officer (R401.1 IV)

admin> acting hal as "Grey Council" seat 7
error: bob holds seat 7 of Grey Council and is active: no Acting Officer may be appointed for it (R401.1 III)

admin> acting bob as "Grey Council" seat 8
error: bob holds or acts in a seat of Grey Council: no player holds two (R401 (i), R401.1 II)

admin> acting hal as "Grey Council" seat 12
error: Grey Council has no seat '12' (R401 (i))

admin> acting hal as "Grey Council" seat 8
hal now acts in seat 8 of Grey Council (R401.1 III)

admin> acting jack as "Grey Council" seat 8
error: hal already acts in seat 8 of Grey Council (R401.1 III)

> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): alice since 2001-01-26T00:00:00Z
seat 2 (Worker Caste): vacant
seat 3 (Worker Caste): gina since 2001-02-01T00:00:00Z
seat 4 (Warrior Caste): carol since 2001-01-26T00:00:00Z
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): bob since 2001-01-29T00:00:00Z
seat 8 (Religious Caste): vacant; acting: hal
seat 9 (Religious Caste): ivy since 2001-01-29T00:00:00Z
a Nomination is open (R402; see `nominations`)

# R401.1 II: once seat 8 is filled, hal no longer acts in it.
fred> volunteer "Grey Council"
fred volunteers for Grey Council (R402 (i) c)

clock advance 3d
clock: the Nomination for Grey Council ends; Nominees: fred (R402 (i) d)
1 Nominee for 1 vacant seat of the Religious Caste in Grey Council: no Election is held for them (R402 (ii) b, R1031)
hal no longer acts in seat 8 of Grey Council (the seat is filled, R401.1 II)
fred becomes a member of Grey Council (R1031: a seat of the Grey Council)
fred now holds seat 8 of Grey Council, a seat of the Religious Caste (R402 (ii) b, R1031)
a Nomination for Grey Council begins (seats of a Caste are still vacant, R401 (ix), R1031), until 2001-02-07T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)
the time is now 2001-02-04T00:00:00Z

> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): alice since 2001-01-26T00:00:00Z
seat 2 (Worker Caste): vacant
seat 3 (Worker Caste): gina since 2001-02-01T00:00:00Z
seat 4 (Warrior Caste): carol since 2001-01-26T00:00:00Z
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): bob since 2001-01-29T00:00:00Z
seat 8 (Religious Caste): fred since 2001-02-04T00:00:00Z
seat 9 (Religious Caste): ivy since 2001-01-29T00:00:00Z
a Nomination is open (R402; see `nominations`)

# Bad input: one clear error each, and nothing changes.
erin> impeach bob from "Grey Councl"
error: no office is named 'Grey Councl'

erin> impeach dave from "Grey Council"
error: dave does not hold Grey Council (R404 (i))

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Grey Council: seat 1 (Worker Caste): alice; seat 2 (Worker Caste): vacant; seat 3 (Worker Caste): gina; seat 4 (Warrior Caste): carol; seat 5 (Warrior Caste): vacant; seat 6 (Warrior Caste): vacant; seat 7 (Religious Caste): bob; seat 8 (Religious Caste): fred; seat 9 (Religious Caste): ivy

# R409 (d): the Registrar's report keeps track of the offices: every seat.
> report registrar
The Registrar's report, 2001-02-04T00:00:00Z (R409; Registrar: vacant)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
dave: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
erin: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
fred: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
gina: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
hal: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
ivy: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
jack: Voting since 2001-01-23T00:00:00Z; joined 2001-01-23T00:00:00Z
Offices (R409 d):
Speaker: vacant; acting: alice
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Grey Council: seat 1 (Worker Caste): alice; seat 2 (Worker Caste): vacant; seat 3 (Worker Caste): gina; seat 4 (Warrior Caste): carol; seat 5 (Warrior Caste): vacant; seat 6 (Warrior Caste): vacant; seat 7 (Religious Caste): bob; seat 8 (Religious Caste): fred; seat 9 (Religious Caste): ivy; a Nomination until 2001-02-07T00:00:00Z
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z dave joins (Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z erin joins (Voting) -- join by the admin, event 7
  2001-01-01T00:00:00Z fred joins (Voting) -- join by the admin, event 8
  2001-01-01T00:00:00Z gina joins (Voting) -- join by the admin, event 9
  2001-01-01T00:00:00Z hal joins (Voting) -- join by the admin, event 10
  2001-01-01T00:00:00Z ivy joins (Voting) -- join by the admin, event 11
  2001-01-23T00:00:00Z jack joins (Voting) -- join by the admin, event 22
  2001-01-26T00:00:00Z Grey Council: alice -- the office-nomination deadline (R402 (i) d), event 32

# R1031 ¶1: "It is also a Unique Organization": its members are the
# holders of its seats, who came and went with them above; nobody joins,
# requests or leaves it by eir own act (R1031, RULINGS).
> org show "Grey Council"
Grey Council: a Unique Organization (R1031), formed 2001-01-26T00:00:00Z
  admissions policy: none (R1031: the holders of its seats)
  members: alice, carol, bob, ivy, gina, fred
  holdings: nothing

jack> org join "Grey Council"
error: the Grey Council's members are the holders of its seats: one stands for a seat or steps down from it (R1031)

jack> org request "Grey Council"
error: the Grey Council's members are the holders of its seats: one stands for a seat or steps down from it (R1031)

alice> org leave "Grey Council"
error: the Grey Council's members are the holders of its seats: one stands for a seat or steps down from it (R1031)

@verify
