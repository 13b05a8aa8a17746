# A Cortex that declined a CFJ does not take it again while another Cortex
# may (Ackanomic R217 V, R217.1): the CFJ keeps the list of the Cortices
# that declined it (which a checkpoint must keep: issue 17 item 3).

@include cfj_setup.inc

admin> appoint erin President
erin is now President

# Three seats (R416 I's minimum raised), two Cortices: Ursa of two owners
# takes a CFJ first (R217.1 1), Minor of one next (R217.1 2).
admin> param set justice.min_seats 3
justice.min_seats = 3 seats (R416 I)

bob> justice volunteer
you are willing to be appointed a Justice (R416 III)

carol> justice volunteer
you are willing to be appointed a Justice (R416 III)

dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint bob
bob is appointed a Justice (seat 1, R416 III)

erin> justice appoint carol
carol is appointed a Justice (seat 2, R416 III)

erin> justice appoint dave
dave is appointed a Justice (seat 3, R416 III)

bob> cortex create Ursa
you own the new Supreme Cortex Ursa (Undermanned, R416.1)

carol> cortex join Ursa
you own the Supreme Cortex Ursa (Active, R416.1)

dave> cortex create Minor
you own the new Supreme Cortex Minor (Undermanned, R416.1)

alice> cfj "Rule 101 is in force"
CFJ 1 "Rule 101 is in force" by alice; judge: erin (R211, R212)

erin> cfj judge 1 FALSE
CFJ 1: erin judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

alice> appeal 1
you appeal CFJ 1 (R217 I)
CFJ 1 is assigned to the Supreme Cortex Ursa (Active, R217.1)

# R217 V: Ursa declines CFJ 1 once all its owners say so, carol (its
# second) first; it goes to Minor.
carol> cortex decline 1
you wish Ursa to decline CFJ 1; it does when all its owners say so (R217 V)

bob> cortex decline 1
the Supreme Cortex Ursa declines CFJ 1: all its owners declined it (R217 V)
CFJ 1 is assigned to the Supreme Cortex Minor (Undermanned, R217.1)

# Minor declines it too: Ursa, which declined it, may not take it again
# while it is not the only Cortex, so the whole Court considers it (R217 V,
# VI last sentence).
dave> cortex decline 1
the Supreme Cortex Minor declines CFJ 1: all its owners declined it (R217 V)
CFJ 1 is before the whole Supreme Court: unanimity of the active Justices decides it until 2001-01-29T00:00:00Z, then a 2/3 supermajority (R217 II)

> court
The Supreme Court (R416):
seat 1: bob (appointed, R416 III)
seat 2: carol (appointed, R416 III)
seat 3: dave (appointed, R416 III)
Cortex Ursa: Active; owners bob, carol; considering 0 CFJs
Cortex Minor: Undermanned; owners dave; considering 0 CFJs
CFJ 1: before the whole Court since 2001-01-22T00:00:00Z
