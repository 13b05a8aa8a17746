# TruthSeeker (Ackanomic R1240.12; src/econ/machine/machine_seek.c) on The
# Machine That Goes *ping* (R1209): no effect (refused, the card kept)
# without a Scholar, before the truth is revealed, or with T over its
# words; the use pays 4*T*T A$ to the Treasury and the Scholar's post of T
# words, with where each is, comes privately to the card's player at once;
# the Counter-Action makes the post public.

@include three_players.inc

admin> entity create otzma bob
an Otzma Card (#7) is created, owned by bob

admin> entity set 7 type truthseeker
an Otzma Card (#7): type is truthseeker

admin> entity create otzma carol
an Otzma Card (#8) is created, owned by carol

admin> entity set 8 type go-fish
an Otzma Card (#8): type is go-fish

# "no effect if there is no Scholar of *ping*".
bob> otzma use 7 2
error: a TruthSeeker has no effect: there is no Scholar of *ping* (R1240.12, R1209 II); the card is kept

admin> machine create
the Machine That Goes *ping* is now in alice's Home: alice is the Scholar of *ping* (R1209 I: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

# "if the current Scholar of *ping* has not revealed the Machine's Truth".
bob> otzma use 7 2
error: a TruthSeeker has no effect: the Scholar of *ping* has not revealed the Machine's Truth (R1240.12, R1209 III); the card is kept

alice> machine truth "is Wednesday or Thursday"
the Machine manifests in your dreams and utters its truth (hidden: yours alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "IF AND ONLY IF today ** ********* ** ********, THEN the Machine That Goes *ping* shall go *ping*."; it goes *ping* from tomorrow (R1209 IV)

# "if T exceeds the number of words in the Machine's Truth"; T a
# non-negative integer.
bob> otzma use 7 5
error: a TruthSeeker has no effect: T (5) exceeds the number of words in the Machine's Truth (R1240.12); the card is kept

bob> otzma use 7 -1
error: name T, a non-negative integer: `otzma use CARD T` pays 4*T*T A$ to the Treasury (R1240.12)

# 4 times the square of T: A$16 for T = 2.
bob> otzma use 7 2
bob pays A$16 to the Treasury: T is 2 (R1240.12)
bob uses the Otzma Card #7, a TruthSeeker (R1240.12) on 2; it is destroyed (R1240.1 E 2, 5)
the Scholar of *ping* posts 2 words of the Machine's truth privately to bob, with where each is (R1240.12): in eir inbox
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

bob> balance
Treasury: 0 points, 97316 A$
alice: 0 points, 900 A$
bob: 0 points, 884 A$
carol: 0 points, 900 A$

bob> inbox
2001-01-01T00:00:00Z R1240.12: alice, Scholar of *ping*, for the TruthSeeker #7 (R1240.12): word 1 of 4: "is"; word 4 of 4: "Thursday"

# The post is not public.
carol> inbox
no messages for carol

# The Counter-Action: the private post is posted publicly.
carol> otzma use 8 7
carol uses the Otzma Card #8, a Go Fish (R1240.2) on 7; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the TruthSeeker #7 is Countered (R1240.1 E 9 a)
the Counter-Action of the TruthSeeker #7: its private post is posted publicly (R1240.12): alice, Scholar of *ping*, for the TruthSeeker #7 (R1240.12): word 1 of 4: "is"; word 4 of 4: "Thursday"


@verify
