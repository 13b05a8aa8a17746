# The clock and the deadline queue: default actions run as ordinary events,
# in the order they fall due, each at its own time.
@init Clocks 2001-06-01T12:00Z

> clock
2001-06-01T12:00:00Z (virtual clock)

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# Two deadlines; advancing past both runs them in due order (bob's first).
alice> state vacation 20d
alice is Vacationing, expected for 34d (R250 V a)

bob> state vacation 1d
bob is Vacationing, expected for 15d (R250 V a)

> clock
2001-06-01T12:00:00Z (virtual clock); next deadline vacation-end at 2001-06-16T12:00:00Z (R250 V c)

clock advance 5w
clock: bob's vacation has run past its expected duration (R250 V c); bob is now a Non-Player
clock: alice's vacation has run past its expected duration (R250 V c); alice is now a Non-Player
the time is now 2001-07-06T12:00:00Z

# The clock never goes back, and durations and times are checked.
clock set 2001-01-01T00:00Z
error: the clock never goes back

clock set 2001-02-30T00:00Z
error: '2001-02-30T00:00Z' is not a time (like 2001-01-10T00:00Z)

clock advance soon
error: 'soon' is not a duration (like 3d, 12h, 1w2d)

clock advance 0d
error: '0d' is not a duration (like 3d, 12h, 1w2d)

clock set 2001-07-06T12:00Z
the time is now 2001-07-06T12:00:00Z

clock advance 1d12h30m
the time is now 2001-07-08T00:30:00Z

# Only the admin moves the clock, and only the clock runs deadlines.
admin> join carol
welcome, carol (Voting); A$900 from the Treasury

carol> clock advance 1d
error: only the admin may do that

carol> deadline 1
error: only the clock may do that

# Parameters bound to rules change what the engine does (R250 V a).
admin> param set vacation.default 604800
vacation.default = 7d (R250 V a)

carol> state vacation
carol is Vacationing, expected for 7d (R250 V a)

@verify
