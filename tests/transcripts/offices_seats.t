# Offices of several seats (R401 (i), R402 (ii) b, g, h): the seed's Grey
# Council (R1031, "up to nine seats"; its seats a parameter bound to R1031,
# two here) filled by one Election for its vacant seats, the top N seated
# and a tie at the last seat resolved by the office's tie rule (Random,
# R402 (ii) h 2, i); a seat given up and filled again without a vote.

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

# R1031: the Grey Council's seats are a parameter; two for this game.
admin> param set offices.grey_council_seats 2
offices.grey_council_seats = 2 seats (R1031)

# Seats as R401 (i) runs them for any office: not yet by R1031's Castes
# (these players have none yet: newbies), which grey_council.t checks.
admin> param set offices.per_seat 0
offices.per_seat = 0 (R401 (i))

admin> office create "Grey Council"
office Grey Council created

# R401 (i): `office info` shows every seat.
> office info "Grey Council"
Grey Council (R1031): Political, 2 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1: vacant
seat 2: vacant

# R402 (i) a: one Nomination for the two vacant seats.
alice> nomination open "Grey Council"
a Nomination for Grey Council begins (asked for by a player), until 2001-01-04T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)

alice> volunteer "Grey Council"
alice volunteers for Grey Council (R402 (i) c)

bob> volunteer "Grey Council"
bob volunteers for Grey Council (R402 (i) c)

carol> volunteer "Grey Council"
carol volunteers for Grey Council (R402 (i) c)

# R402 (ii) b: three Nominees for two seats: an Election is held.
clock advance 3d
clock: the Nomination for Grey Council ends; Nominees: alice, bob, carol (R402 (i) d)
the Election for Grey Council begins, until 2001-01-07T00:00:00Z: vote with `elect PLAYER as Grey Council` (R402 (ii) c, d)
the time is now 2001-01-04T00:00:00Z

alice> elect alice as "Grey Council"
you vote for alice as Grey Council (R402 (ii) e)

dave> elect alice as "Grey Council"
you vote for alice as Grey Council (R402 (ii) e)

erin> elect alice as "Grey Council"
you vote for alice as Grey Council (R402 (ii) e)

bob> elect bob as "Grey Council"
you vote for bob as Grey Council (R402 (ii) e)

carol> elect carol as "Grey Council"
you vote for carol as Grey Council (R402 (ii) e)

# R402 (ii) g: N = 2 vacant seats; alice is first with 3; bob and carol tie
# at the last seat with 1 each: R402 (ii) h 2, i (no tie rule named for the
# Grey Council) ranks them by a replayable draw (R230).
clock advance 3d
clock: the Election for Grey Council ends: alice 3, bob 1, carol 1 (R402 (ii) f)
a tie at the last seat of Grey Council is broken at random: carol ranks 2 (R402 (ii) h 2, i)
the Grey Council is also a Unique Organization: its members are the holders of its seats (R1031, R1001 1)
alice becomes a member of Grey Council (R1031: a seat of the Grey Council)
alice now holds seat 1 of Grey Council (elected, R402 (ii) g)
carol becomes a member of Grey Council (R1031: a seat of the Grey Council)
carol now holds seat 2 of Grey Council (elected, R402 (ii) g)
the time is now 2001-01-07T00:00:00Z

> office info "Grey Council"
Grey Council (R1031): Political, 2 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1: alice since 2001-01-07T00:00:00Z
seat 2: carol since 2001-01-07T00:00:00Z

# R401 (i): a holder of a seat is not nominated for the office; no seat is
# vacant, so no Nomination opens.
bob> nomination open "Grey Council"
error: every seat of Grey Council is held: no seat is vacant (R402 (i))

# R401 (vi): the holder of seat 2 steps down; seat 1's holder resigns
# through core's `resign`, and nobody else steps down.
alice> step down "Grey Council"
error: you hold seat 1 of Grey Council: `resign Grey Council` (R401 (vi))

bob> step down "Grey Council"
error: you hold no seat of Grey Council

carol> step down "Grey Council"
you no longer hold a seat of Grey Council (R401 (vi))
carol ceases to be a member of the Grey Council (R1031: no seat)
a Nomination for Grey Council begins (a seat is vacant, R401 (ix)), until 2001-01-10T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)

# R401 (ix): the vacant seat calls its Nomination (rules mode); a holder
# of the other seat may not stand (R401 (i)).
> nominations
Grey Council: Nomination until 2001-01-10T00:00:00Z; Nominees: none

alice> volunteer "Grey Council"
error: you may not stand for Grey Council: the holder of a seat may not be nominated for its office (R401 (i))

dave> volunteer "Grey Council"
dave volunteers for Grey Council (R402 (i) c)

# R402 (ii) b: one Nominee for one vacant seat: no Election is held.
clock advance 3d
clock: the Nomination for Grey Council ends; Nominees: dave (R402 (i) d)
dave is the only Nominee for Grey Council: no Election is held (R402 (ii) b)
dave becomes a member of Grey Council (R1031: a seat of the Grey Council)
dave now holds seat 2 of Grey Council (R402 (ii) b)
the time is now 2001-01-10T00:00:00Z

> office info "Grey Council"
Grey Council (R1031): Political, 2 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1: alice since 2001-01-07T00:00:00Z
seat 2: dave since 2001-01-10T00:00:00Z

# R250 VII: a player who leaves loses every seat; eir seat calls a Nomination.
dave> leave
dave is now a Non-Player

> office info "Grey Council"
Grey Council (R1031): Political, 2 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1: alice since 2001-01-07T00:00:00Z
seat 2: vacant
a Nomination is open (R402; see `nominations`)

> nominations
Grey Council: Nomination until 2001-01-13T00:00:00Z; Nominees: none
