# Arctic Explorer (Ackanomic R1240.17; src/society/otzma/otzma_explore.c,
# docs/OTZMA.md): an On Ice player named (¶3), no effect without an Ice Pick
# (¶2), a tradeable entity of the target's drawn at random, else A$10 or all
# e has (¶3), a Go Fish's Counter and the Counter-Action (¶4), R1240.1 E 8.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> entity create otzma alice
an Otzma Card (#11) is created, owned by alice

admin> entity set 11 type arctic-explorer
an Otzma Card (#11): type is arctic-explorer

admin> entity create otzma carol
an Otzma Card (#12) is created, owned by carol

admin> entity set 12 type arctic-explorer
an Otzma Card (#12): type is arctic-explorer

admin> entity create otzma dave
an Otzma Card (#13) is created, owned by dave

admin> entity set 13 type arctic-explorer
an Otzma Card (#13): type is arctic-explorer

admin> entity create otzma carol
an Otzma Card (#14) is created, owned by carol

admin> entity set 14 type go-fish
an Otzma Card (#14): type is go-fish

admin> entity create otzma dave
an Otzma Card (#15) is created, owned by dave

admin> entity set 15 type go-fish
an Otzma Card (#15): type is go-fish

# bob and erin go On Ice (R254), for longer than the default (R250 VI h).
admin> param set onice.limit 60d
onice.limit = 60d (R250 VI h)

alice> propose "P1" "Effect: mint 1 A$ to alice"
Proposal 1 "P1" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

erin> vote 1 yes
erin votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

admin> entity create egg bob
a Chartreuse Goose Egg (#16) is created, owned by bob

admin> entity create egg dave
a Chartreuse Goose Egg (#17) is created, owned by dave

bob> leave
bob is now On Ice

erin> leave
erin is now On Ice

admin> entity destroy 9
a Kaa of Land (#9) of erin is destroyed

admin> entity destroy 10
the Building "erin's House" (#10) of erin is destroyed

# R1240.17 ¶3: the target is an On Ice player.
alice> otzma use 11
error: name an On Ice player: `otzma use CARD PLAYER` (R1240.17 ¶3)

alice> otzma use 11 carol
error: 'carol' is not an On Ice player (R1240.17 ¶3)

alice> otzma use 11 nobody
error: 'nobody' is not an On Ice player (R1240.17 ¶3)

# R1240.17 ¶2: with no Ice Pick the card has no effect (it is used all the same).
carol> otzma use 12 bob
carol uses the Otzma Card #12, an Arctic Explorer (R1240.17) on bob; it is destroyed (R1240.1 E 2, 5)
carol has no Ice Pick (an entity with "Ice Pick" in its name): the Arctic Explorer #12 has no effect (R1240.17 ¶2)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

# An Ice Pick: an entity with "Ice Pick" in its name (a Trinket, R506).
alice> trinket compose "Old Ice Pick" 5 "rusty"
you Compose A$5 into the Trinket "Old Ice Pick" (#18)

# R1240.17 ¶3: one of bob's tradeable entities, drawn at random, to alice.
alice> otzma use 11 bob
alice uses the Otzma Card #11, an Arctic Explorer (R1240.17) on bob; it is destroyed (R1240.1 E 2, 5)
the Arctic Explorer #11: bob's #16 (Chartreuse Goose Egg), drawn at random, goes to alice (R1240.17 ¶3)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

> holdings alice
alice holds 895 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Chartreuse Goose Egg (#16)
Trinket "Old Ice Pick" (#18) (A$5)
total wealth: A$900 (R506)

# R1240.17 ¶4, E 9 a: Countered by a Go Fish: the Counter-Action gives bob the
# Ice Pick, what was taken and one other entity drawn; but bob is On Ice and
# gains nothing (R250 VI d).
dave> otzma use 15 #11
dave uses the Otzma Card #15, a Go Fish (R1240.2) on #11; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Arctic Explorer #11 is Countered (R1240.1 E 9 a)
the Counter-Action of the Arctic Explorer #11 (R1240.17 ¶4):
bob is On Ice and gains nothing (R250 VI d): nothing moves

# R1240.1 E 8: dave used a card in the public forum less than three days ago.
dave> trinket compose "ice pick two" 5 "new"
you Compose A$5 into the Trinket "ice pick two" (#19)

dave> otzma use 13 erin
error: you used an Otzma Card in the public forum less than three days ago; wait until 2001-01-04T00:00:00Z (R1240.1 E 8)

# erin owns no tradeable entity (eir Kaa destroyed): A$10 instead (R1240.17 ¶3).
clock advance 3d
the time is now 2001-01-04T00:00:00Z

dave> otzma use 13 erin
dave uses the Otzma Card #13, an Arctic Explorer (R1240.17) on erin; it is destroyed (R1240.1 E 2, 5)
the Arctic Explorer #13: erin owns no tradeable entity; e pays dave A$10 (R1240.17 ¶3)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)

> balance dave
dave: 0 points, 905 A$

> balance erin
erin: 0 points, 890 A$

# erin returns from On Ice (R250 III); Countered now, the Counter-Action gives
# erin dave's Ice Pick, the A$10 taken, and one other entity of dave's drawn at
# random (R1240.17 ¶4).
erin> state voting
erin is Voting
erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be On Ice)

carol> otzma use 14 #13
carol uses the Otzma Card #14, a Go Fish (R1240.2) on #13; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)
the Arctic Explorer #13 is Countered (R1240.1 E 9 a)
the Counter-Action of the Arctic Explorer #13 (R1240.17 ¶4):
the Ice Pick, #19 "ice pick two" (Trinket) goes to erin
the A$ taken: dave pays erin A$10 of A$10
one other entity drawn at random, #17 (Chartreuse Goose Egg), goes to erin

> holdings erin
erin holds 900 A$
Chartreuse Goose Egg (#17)
Trinket "ice pick two" (#19) (A$5)
total wealth: A$905 (R506)

> holdings dave
dave holds 895 A$
Kaa of Land (#7)
Building "dave's House" (#8)
total wealth: A$895 (R506)
