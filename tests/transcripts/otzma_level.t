# A nomic begun at behaviour level 5, before the server destroyed an
# organisation's Otzma Cards by itself (core/level.h): a Trust Fund keeps the
# card it is given until the nomic turns `otzma.org_destroy` on (R1027 ¶3:
# "If a Trust Fund ever owns an Otzma card then that card is immediately
# destroyed").
@level 5

@include three_players.inc

> params otzma.org_destroy
otzma.org_destroy = 0 (R1023 8, R1027 ¶3; 0 to 1): 1 (nomics begun at level 6): an Otzma Card a Corporation or a Trust Fund comes to own is destroyed; 0 (nomics begun before, so that they replay unchanged): it stays

# Nor did it auction the cards at an Otzma-Day's end (R1240.1 C g: level 7).
> params otzma.day_auctions
otzma.day_auctions = 0 (R1240.1 C g; 0 to 1): 1 (nomics begun at level 7): at an Otzma-Day's end the cards in the Treasury are listed and auctioned, a set per type; 0 (nomics begun before, so that they replay unchanged): they stay

# Nor was the RuneMaker's LSAP Duty checked (R1240.1 C e: level 7).
> params otzma.lsap_duty
otzma.lsap_duty = 0 (R1240.1 C e; 0 to 1): 1 (nomics begun at level 7): an Otzma-Day starting with an LSAP of otzma.lsap_min or more makes it the RuneMaker's Duty to create a card (src/gov/duties); 0: not checked



alice> org found trust
alice intends to form a Trust Fund and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Trust Fund alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Trust Fund alice intends to form (R1000)

alice> org form Nest trust bob carol charter "Holds what it is given"
alice forms the Trust Fund Nest, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Nest (R1001 2 a: an initial member)
bob becomes a member of Nest (R1001 2 a: an initial member)
carol becomes a member of Nest (R1001 2 a: an initial member)
Nest's charter: "Holds what it is given" (R1027 ¶1)

admin> mint 20 points to alice
alice gains 20 points; now 20

alice> convert card 20
alice converts 20 points into the Otzma Card #7, a Skeleton Key (R1240.16) (R1045 a)

admin> entity transfer 7 Nest
an Otzma Card (#7) goes from alice to Nest

> entity show 7
an Otzma Card (#7): tradeable, giftable, nameless (R1240.1)
owner: Nest
created 2001-01-01T00:00:00Z, event 11: R1045 a: converted from points
type: skeleton-key (R1240.1 IV)

# Turned on, the rule acts on the next card that comes to it.
admin> param set otzma.org_destroy 1
otzma.org_destroy = 1 (R1023 8, R1027 ¶3)

admin> entity transfer 7 alice
an Otzma Card (#7) goes from Nest to alice

admin> entity transfer 7 Nest
an Otzma Card (#7) goes from alice to Nest

> entity show 7
error: no entity '7' (`entities` lists them)
