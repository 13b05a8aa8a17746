# Organisations and ITA trades (Ackanomic R501 ¶4 1, 5; src/econ/customs,
# src/society/orgs): a Political Party cannot own Imports (R1021 ¶3), so an
# offer to it is refused (case 1); a Corporation may own tradeable entities
# (R1023 1): offered to it, the offer is answered by its motion (R1023 6 a),
# and it is the Ackan-anchor (docs/RULINGS.md "Imports (R501, R503)").

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

admin> office create "Customs Officer"
office Customs Officer created

admin> appoint carol "Customs Officer"
carol is now Customs Officer

# ¶4 1): Reds is no named entity which can legally own Imports.
carol> customs offer Agora to Reds gives "Red Flag"
ITA trade 1: Agora offers Reds "Red Flag" (R501 ¶4)
Acka refuses ITA trade 1: the recipient Reds is not a named entity which can legally own Imports (a Political Party may own A$, Trinkets, Land, Buildings and Institutional Powers, not Imports (R1021); R501 ¶4 1)

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> org found corp
dave intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

alice> org join-intent dave
alice wishes to join the Corporation dave intends to form (R1000)

bob> org join-intent dave
bob wishes to join the Corporation dave intends to form (R1000)

dave> org form Acme corp alice bob
dave forms the Corporation Acme, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
dave becomes a member of Acme (R1001 2 a: an initial member)
alice becomes a member of Acme (R1001 2 a: an initial member)
bob becomes a member of Acme (R1001 2 a: an initial member)
dave receives 40 shares of Acme (R1023 3)
alice receives 40 shares of Acme (R1023 3)
bob receives 40 shares of Acme (R1023 3)

# ¶4 5): offered to Acme; only Acme answers, by its motion.
carol> customs offer Agora to Acme gives "Gold Ring"
ITA trade 2: Agora offers Acme "Gold Ring" (R501 ¶4)
ITA trade 2 is offered to Acme, who accepts or refuses it (`customs accept 2`, `customs refuse 2`; R501 ¶4 5)

alice> customs accept 2
error: ITA trade 2 is offered to Acme, who alone accepts it (R501 ¶4 5)

dave> corp motion Acme customs accept 2
dave moves for Acme: "customs accept 2" (non-privileged, R1023 6 a, R501 ¶4): motion 1; dave votes for it with 40 shares (R1023 5)

alice> corp vote 1 for
alice votes for motion 1 of Acme with 40 shares (R1023 5)
Acme accepts ITA trade 2 (R501 ¶4 5)
ITA trade 2 with Agora is accepted; the Ackan-anchor is Acme (R501 ¶5)
motion 1 of Acme, "customs accept 2", passes (80 of 120 relevant shares for, 0 against) and is done (R1023 5)

> holdings Acme
Acme holds no currency
Import "Gold Ring {Agora}" (#130)
total wealth: A$0 (R506)

# ¶4 5): Acme refuses, and so does Acka.
carol> customs offer Agora to Acme gives "Tin Ring"
ITA trade 3: Agora offers Acme "Tin Ring" (R501 ¶4)
ITA trade 3 is offered to Acme, who accepts or refuses it (`customs accept 3`, `customs refuse 3`; R501 ¶4 5)

dave> corp motion Acme customs refuse 3
dave moves for Acme: "customs refuse 3" (non-privileged, R1023 6 a, R501 ¶4): motion 2; dave votes for it with 40 shares (R1023 5)

alice> corp vote 2 for
alice votes for motion 2 of Acme with 40 shares (R1023 5)
Acme refuses ITA trade 3, and so does Acka (R501 ¶4 5)
motion 2 of Acme, "customs refuse 3", passes (80 of 120 relevant shares for, 0 against) and is done (R1023 5)

> customs log
1. 2001-01-01T00:00:00Z to Acka: Agora offers Reds "Red Flag"; case 1; refused
2. 2001-01-01T00:00:00Z to Acka: Agora offers Acme "Gold Ring"; case 5; accepted, Ackan-anchor Acme
3. 2001-01-01T00:00:00Z to Acka: Agora offers Acme "Tin Ring"; case 5; refused
