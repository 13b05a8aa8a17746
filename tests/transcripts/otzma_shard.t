# Map Shard (Ackanomic R1240.3; src/society/otzma/otzma_shard.c) on Buried
# Treasure (R1217, src/econ/treasure): the use names a Map Writer or Map
# Custodian privy to the Map of a Treasure not yet discovered (¶2); the
# named player privately posts 10 consecutive words of it to the card's
# player within 3 days (¶3), checked against the Map and sent to eir inbox
# alone; a Map of fewer words; the Counter-Action makes the post public.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> entity create trinket alice "Ruby" 50
the Trinket "Ruby" (#9) is created, owned by alice

admin> entity create trinket bob "Opal" 20
the Trinket "Opal" (#10) is created, owned by bob

admin> entity create otzma carol
an Otzma Card (#11) is created, owned by carol

admin> entity set 11 type map-shard
an Otzma Card (#11): type is map-shard

admin> entity create otzma dave
an Otzma Card (#12) is created, owned by dave

admin> entity set 12 type map-shard
an Otzma Card (#12): type is map-shard

admin> entity create otzma bob
an Otzma Card (#13) is created, owned by bob

admin> entity set 13 type go-fish
an Otzma Card (#13): type is go-fish

alice> treasure bury #9
alice buries the Trinket "Ruby" (#9): Buried Treasure 1, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 1 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

alice> treasure map 1 "Under the old oak tree, count seven paces north and dig where the crow sits."
you write the Map of Buried Treasure 1; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

bob> treasure bury #10
bob buries the Trinket "Opal" (#10): Buried Treasure 2, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 2 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

bob> treasure map 2 "Say quack twice"
you write the Map of Buried Treasure 2; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

alice> treasure custodian 1 bob
alice names bob Potential Map Custodian of Buried Treasure 1; each may accept within 3 days (`treasure accept 1`; R1217 ¶9)

bob> treasure accept 1
bob accepts and becomes a Map Custodian of Buried Treasure 1; its Map is sent to em privately (R1217 ¶9)

# ¶2: a player privy to the Map of an undiscovered Treasure.
carol> otzma use 11 dave 1
error: dave is not a Map Writer or Map Custodian privy to the Map of Buried Treasure 1 (R1240.3 ¶2)

carol> otzma use 11 alice
error: a Map Shard names a Map Writer or Map Custodian and a Buried Treasure: `otzma use CARD PLAYER TREASURE` (R1240.3 ¶2)

carol> otzma use 11 alice 7
error: no Buried Treasure 7 (`treasure` lists them; R1217)

carol> otzma use 11 carol 1
error: carol is not a Map Writer or Map Custodian privy to the Map of Buried Treasure 1 (R1240.3 ¶2)

# bob, a Custodian of Map 1, is named.
carol> otzma use 11 bob 1
carol uses the Otzma Card #11, a Map Shard (R1240.3) on bob; it is destroyed (R1240.1 E 2, 5)
bob must privately post any 10 consecutive words of the Map of Buried Treasure 1 to carol by 2001-01-04T00:00:00Z (`treasure shard 11 WORDS...`; R1240.3 ¶3)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

# ¶3: only bob posts, 10 consecutive words of the Map, once.
alice> treasure shard 11 Under the old oak tree, count seven paces north and
error: the Map Shard #11 names another player (R1240.3 ¶3)

bob> treasure shard 11 the old oak tree count seven paces and dig where
error: post 10 consecutive words of the Map, as they stand in it (R1240.3 ¶3)

bob> treasure shard 11 "the old oak tree, count seven paces north and dig"
your post for the Map Shard #11 is sent privately to carol (R1240.3 ¶3)

bob> treasure shard 11 the old oak tree, count seven paces north and dig
error: you have posted for the Map Shard #11 already (R1240.3 ¶3)

carol> inbox
2001-01-01T00:00:00Z R1240.3: Map Shard #11: bob posts you 10 consecutive words of the Map of Buried Treasure 1: the old oak tree, count seven paces north and dig

dave> inbox
no messages for dave

# ¶3 "If the Map contains no qualifying passage": Map 2 has 3 words.
dave> otzma use 12 bob 2
dave uses the Otzma Card #12, a Map Shard (R1240.3) on bob; it is destroyed (R1240.1 E 2, 5)
bob must privately post any 10 consecutive words of the Map of Buried Treasure 2 to dave by 2001-01-04T00:00:00Z (`treasure shard 12 WORDS...`; R1240.3 ¶3)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

bob> treasure shard 12 none
your post for the Map Shard #12 is sent privately to dave (R1240.3 ¶3)

dave> inbox
2001-01-01T00:00:00Z R1240.3: Map Shard #12: bob posts you that the Map of Buried Treasure 2 has no passage of 10 consecutive words

# Counter-Action: bob's Go Fish Counters carol's Map Shard: the private
# post is made public.
bob> otzma use 13 #11
bob uses the Otzma Card #13, a Go Fish (R1240.2) on #11; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Map Shard #11 is Countered (R1240.1 E 9 a)
the Counter-Action of the Map Shard #11: bob's private post to carol is made public (R1240.3): the old oak tree, count seven paces north and dig

# ¶3: within three days.
admin> entity create otzma alice
an Otzma Card (#14) is created, owned by alice

admin> entity set 14 type map-shard
an Otzma Card (#14): type is map-shard

alice> otzma use 14 bob 1
alice uses the Otzma Card #14, a Map Shard (R1240.3) on bob; it is destroyed (R1240.1 E 2, 5)
bob must privately post any 10 consecutive words of the Map of Buried Treasure 1 to alice by 2001-01-04T00:00:00Z (`treasure shard 14 WORDS...`; R1240.3 ¶3)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

bob> treasure shard 14 none
error: the Map has 10 consecutive words: post them (R1240.3 ¶3)

clock advance 3d1s
the time is now 2001-01-04T00:00:01Z

bob> treasure shard 14 the old oak tree, count seven paces north and dig
error: the three days of the Map Shard #14 are over (R1240.3 ¶3, otzma.shard.window)
