# Buried Treasure by an Organisation (Ackanomic R1217 ¶1, ¶3; R1003):
# "Burying Treasure is a public action performable by Trading Entities",
# and an Organization is one; "If the Burier is not a player, than the
# announcement which buried the Treasure must specify a player who will
# write the map". The Political Party Reds buries a Trinket it owns by its
# Organisational Action, naming bob its map writer, who alone writes and
# reads the Map (hidden). Each refusal is one line and changes nothing.

@include three_players.inc

alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Political Party alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Political Party alice intends to form (R1000)

alice> org form Reds party bob carol
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
bob becomes a member of Reds (R1001 2 a: an initial member)
carol becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#7) is created, Somewhere Else (R1040 III)

alice> trinket compose "Gold Ring" 20 "a ring of gold"
you Compose A$20 into the Trinket "Gold Ring" (#8)

alice> trade offer to Reds #8 for nothing
offer 1: alice offers to Reds: the Trinket "Gold Ring" (#8) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
trade 1 settled: alice gives the Trinket "Gold Ring" (#8) to Reds (R515 ¶4 a gift)

# ¶3: the announcement must name the map writer, a player.
alice> org suggest Reds treasure bury #8
error: usage: org suggest ORG treasure bury ENTITY... writer PLAYER (R1217 ¶1, ¶3)

alice> org suggest Reds treasure bury #8 writer nobody
alice suggests an action for Reds, "treasure bury #8 writer nobody": suggestion 1 (R1003); approved by 1 of 3 members

bob> org approve 1
bob approves suggestion 1 of Reds (R1003): 2 of 3 members

carol> org approve 1
carol approves suggestion 1 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 1, "treasure bury #8 writer nobody", and fails: no player 'nobody' to write the Map (R1217 ¶3) (R1003, every active, non-gaoled member approved)

# R1003: only a member suggests.
admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> org suggest Reds treasure bury #8 writer bob
error: only a member of Reds may do that (R1003)

alice> org suggest Reds treasure bury #8 writer bob
alice suggests an action for Reds, "treasure bury #8 writer bob": suggestion 2 (R1003); approved by 1 of 3 members

bob> org approve 2
bob approves suggestion 2 of Reds (R1003): 2 of 3 members

carol> org approve 2
carol approves suggestion 2 of Reds (R1003): 3 of 3 members
Reds buries the Trinket "Gold Ring" (#8): Buried Treasure 1, owned by the Treasure (R1217 ¶1, ¶2)
bob writes its Map (`treasure map 1 "TEXT"`, hidden) and informs the players affiliated with Reds of it (R1217 ¶3)
Reds does suggestion 2, "treasure bury #8 writer bob" (R1003, every active, non-gaoled member approved)

> holdings Reds
Reds holds no currency; no entities
total wealth: A$0 (R506)

# ¶3: bob is the map writer: e writes the Map, hidden from the others.
alice> treasure map 1 "Sing at the Hall"
error: only the map writer of Buried Treasure 1 may write its Map (R1217 ¶3, ¶4)

bob> treasure map 1 "Sing at the Hall"
you write the Map of Buried Treasure 1; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

carol> treasure 1
Buried Treasure 1: buried by Reds at 2001-01-01T00:00:00Z; map writer bob; 1 entity buried; its Map is written
  the Trinket "Gold Ring" (#8)

bob> treasure 1
Buried Treasure 1: buried by Reds at 2001-01-01T00:00:00Z; map writer bob; 1 entity buried; its Map is written
  the Trinket "Gold Ring" (#8)
  the Map (hidden: yours to see, R1217 ¶3, ¶9): Sing at the Hall

# ¶1: "his tradeable entities": one Reds does not own is refused when
# attempted, and nothing changes.
alice> trinket compose "Tin Ring" 5 "a ring of tin"
you Compose A$5 into the Trinket "Tin Ring" (#11)

alice> org suggest Reds treasure bury #11 writer bob
alice suggests an action for Reds, "treasure bury #11 writer bob": suggestion 3 (R1003); approved by 1 of 3 members

bob> org approve 3
bob approves suggestion 3 of Reds (R1003): 2 of 3 members

carol> org approve 3
carol approves suggestion 3 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 3, "treasure bury #11 writer bob", and fails: Reds does not own the Trinket "Tin Ring" (#11): a Burier buries eir own entities (R1217 ¶1) (R1003, every active, non-gaoled member approved)

> treasure
Buried Treasure 1: buried by Reds at 2001-01-01T00:00:00Z; map writer bob; 1 entity buried; its Map is written

@verify
