# Swinging Sale (Ackanomic R1240.8; src/society/otzma/otzma_explore.c,
# src/society/swingers `swingership buy`, docs/OTZMA.md): no Counter-Action, so
# it takes effect three days after its use (R1240.1 E 9 b); then its player
# buys a Free Swingership (R1040 V, read as the Capital-Swinger Office) for
# half its price, once, within R1040 V's restrictions; Countered first, it has
# no effect at all.

@include three_players.inc

admin> entity create otzma alice
an Otzma Card (#7) is created, owned by alice

admin> entity set 7 type swinging-sale
an Otzma Card (#7): type is swinging-sale

admin> entity create otzma bob
an Otzma Card (#8) is created, owned by bob

admin> entity set 8 type go-fish
an Otzma Card (#8): type is go-fish

# R1240.8: the card names nothing.
alice> otzma use 7 Swingy
error: too many words: a Swinging Sale (R1240.8) takes `otzma use CARD` alone

alice> otzma use 7
alice uses the Otzma Card #7, a Swinging Sale (R1240.8); it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-04T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

# Not yet in effect: the full price.
> balance alice
alice: 0 points, 900 A$

clock advance 3d
clock: the Swinging Sale #7 takes effect: alice may buy a Swingership for half its price, `swingership buy NAME` (R1240.8, R1040 V)
the time is now 2001-01-04T00:00:00Z

alice> swingership buy Swingy
alice creates the Free Swingership "Swingy" (#9), paying A$125 to the Treasury (R1040 V; half its price, the Swinging Sale R1240.8)

> balance alice
alice: 0 points, 775 A$

# Once: the next purchase is at the full price.
alice> swingership buy Swangy
alice creates the Free Swingership "Swangy" (#10), paying A$250 to the Treasury (R1040 V)

> balance alice
alice: 0 points, 525 A$

# Countered before it takes effect (R1240.1 E 9 b): no effect at all.
admin> entity create otzma carol
an Otzma Card (#11) is created, owned by carol

admin> entity set 11 type swinging-sale
an Otzma Card (#11): type is swinging-sale

carol> otzma use 11
carol uses the Otzma Card #11, a Swinging Sale (R1240.8); it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-07T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

bob> otzma use 8 #11
bob uses the Otzma Card #8, a Go Fish (R1240.2) on #11; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)
the Swinging Sale #11 is Countered and has no effect at all (R1240.1 E 9 b)

clock advance 3d
the time is now 2001-01-07T00:00:00Z

carol> swingership buy Swongy
carol creates the Free Swingership "Swongy" (#12), paying A$250 to the Treasury (R1040 V)

> balance carol
carol: 0 points, 650 A$
