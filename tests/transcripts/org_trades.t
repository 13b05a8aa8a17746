# An organisation on the Free Market (R1000: Institutions are "Trading,
# Intelligent entities"; R515; R1003; R1021 ¶3): it is given A$ and a
# Trinket, offers a trade and accepts one by Organisational Action, with
# its A$ in its own ledger account; a Political Party refuses what R1021
# ¶3 does not let it own.

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

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> entity create egg dave
a Chartreuse Goose Egg (#10) is created, owned by dave

admin> entity create trinket dave "Lucky Penny" 10
the Trinket "Lucky Penny" (#11) is created, owned by dave

admin> entity create trinket dave "Brass Button" 4
the Trinket "Brass Button" (#12) is created, owned by dave

# R515 ¶4: a gift of A$ to the organisation is accepted at once.
alice> trade offer to Reds A$50 for nothing
offer 1: alice offers to Reds: A$50 for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
trade 1 settled: alice gives A$50 to Reds (R515 ¶4 a gift)

> holdings Reds
Reds holds 50 A$; no entities
total wealth: A$50 (R506)

# An Egg is ackable (R500.2): offered, it stands until the party accepts
# it, which R1021 ¶3 forbids (below).
dave> trade offer to Reds 1 egg for nothing
offer 2: dave offers to Reds: a Chartreuse Goose Egg for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

# The party offers a trade (R515 ¶2), by its members' unanimous approval
# (R1003 ¶3): A$20 for dave's Trinket.
alice> org suggest Reds offer to dave A$20 for "Lucky Penny"
alice suggests an action for Reds, "offer to dave A$20 for "Lucky Penny"": suggestion 1 (R1003); approved by 1 of 3 members

bob> org approve 1
bob approves suggestion 1 of Reds (R1003): 2 of 3 members

carol> org approve 1
carol approves suggestion 1 of Reds (R1003): 3 of 3 members
offer 3: Reds offers to dave: A$20 for the Trinket "Lucky Penny" (#11); it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
Reds does suggestion 1, "offer to dave A$20 for "Lucky Penny"" (R1003, every active, non-gaoled member approved)

> trades
2 offers standing (each lapses if its offerer no longer owns what it offers, R515 ¶3)
offer 2 (standing until 2001-01-04T00:00:00Z): dave offers to Reds: a Chartreuse Goose Egg for nothing
offer 3 (standing until 2001-01-04T00:00:00Z): Reds offers to dave: A$20 for the Trinket "Lucky Penny" (#11)

dave> trade accept 3
trade 3 settled: Reds gives A$20 to dave; dave gives the Trinket "Lucky Penny" (#11) to Reds (R515 ¶4)

> holdings Reds
Reds holds 30 A$
Trinket "Lucky Penny" (#11) (A$10)
total wealth: A$40 (R506)

> holdings dave
dave holds 920 A$
Kaa of Land (#8)
Building "dave's House" (#9)
Chartreuse Goose Egg (#10)
Trinket "Brass Button" (#12) (A$4)
total wealth: A$924 (R506)

# It accepts one made to it (R515 ¶4), paying from its account.
dave> trade offer to Reds "Brass Button" for A$5
offer 4: dave offers to Reds: the Trinket "Brass Button" (#12) for A$5; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

alice> org suggest Reds accept 4
alice suggests an action for Reds, "accept 4": suggestion 2 (R1003); approved by 1 of 3 members

bob> org approve 2
bob approves suggestion 2 of Reds (R1003): 2 of 3 members

carol> org approve 2
carol approves suggestion 2 of Reds (R1003): 3 of 3 members
trade 4 settled: dave gives the Trinket "Brass Button" (#12) to Reds; Reds gives A$5 to dave (R515 ¶4)
Reds does suggestion 2, "accept 4" (R1003, every active, non-gaoled member approved)

> holdings Reds
Reds holds 25 A$
Trinket "Lucky Penny" (#11) (A$10)
Trinket "Brass Button" (#12) (A$4)
total wealth: A$39 (R506)

# R1021 ¶3: "A political party may not offer or accept trades in which it
# would receive any other kind of entity": the attempt fails, and nothing
# changes.
alice> org suggest Reds accept 2
alice suggests an action for Reds, "accept 2": suggestion 3 (R1003); approved by 1 of 3 members

bob> org approve 3
bob approves suggestion 3 of Reds (R1003): 2 of 3 members

carol> org approve 3
carol approves suggestion 3 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 3, "accept 2", and fails: a Political Party may own A$, Trinkets, Land, Buildings and Institutional Powers, not Chartreuse Goose Eggs (R1021) (R1003, every active, non-gaoled member approved)

# R510: it may not accept a trade that leaves it below A$0.
bob> trade offer to Reds nothing for A$500
offer 5: bob offers to Reds: nothing for A$500; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

alice> org suggest Reds accept 5
alice suggests an action for Reds, "accept 5": suggestion 4 (R1003); approved by 1 of 3 members

bob> org approve 4
bob approves suggestion 4 of Reds (R1003): 2 of 3 members

carol> org approve 4
carol approves suggestion 4 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 4, "accept 5", and fails: Reds owns only A$25: A$500 would leave em below A$0 (R510) (R1003, every active, non-gaoled member approved)

# A member alone is not the organisation (R1003).
alice> trade accept 5
error: offer 5 was made to Reds, not to you (R515 ¶4)

# An offer it did not make it cannot withdraw; its own it can.
alice> org suggest Reds withdraw 5
alice suggests an action for Reds, "withdraw 5": suggestion 5 (R1003); approved by 1 of 3 members

bob> org approve 5
bob approves suggestion 5 of Reds (R1003): 2 of 3 members

carol> org approve 5
carol approves suggestion 5 of Reds (R1003): 3 of 3 members
Reds attempts suggestion 5, "withdraw 5", and fails: only its offerer may withdraw offer 5 (R515 ¶3) (R1003, every active, non-gaoled member approved)

# It refuses one made to it (docs/RULINGS.md, Economy: trades).
alice> org suggest Reds decline 5
alice suggests an action for Reds, "decline 5": suggestion 6 (R1003); approved by 1 of 3 members

bob> org approve 6
bob approves suggestion 6 of Reds (R1003): 2 of 3 members

carol> org approve 6
carol approves suggestion 6 of Reds (R1003): 3 of 3 members
Reds declines offer 5
offer 5 ends: every party it was made to declined it
Reds does suggestion 6, "decline 5" (R1003, every active, non-gaoled member approved)

> trades all
5 offers
offer 1 (accepted at 2001-01-01T00:00:00Z by Reds): alice offers to Reds: A$50 for nothing
offer 2 (standing until 2001-01-04T00:00:00Z): dave offers to Reds: a Chartreuse Goose Egg for nothing
offer 3 (accepted at 2001-01-01T00:00:00Z by dave): Reds offers to dave: A$20 for the Trinket "Lucky Penny" (#11)
offer 4 (accepted at 2001-01-01T00:00:00Z by Reds): dave offers to Reds: the Trinket "Brass Button" (#12) for A$5
offer 5 (declined at 2001-01-01T00:00:00Z): bob offers to Reds: nothing for A$500


> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Standard
  members: alice, bob, carol
  holdings: 25 A$, the Trinket "Lucky Penny" (#11), the Trinket "Brass Button" (#12)
