# Imports and ITA trades (Ackanomic R501; src/econ/customs, docs/ECONOMY.md
# "Imports"): the Customs Officer enters what comes from outside Acka and
# the server applies R501 ¶4's five cases, ¶5's settlement, ¶6's trades of
# a player, ¶1's Import sent to the Customs Office instead of destroyed.

@include three_players.inc

# R501 ¶3: "The Customs Officer is an optional functional office".
admin> office create "Customs Officer"
office Customs Officer created

> office info "Customs Officer"
Customs Officer (R501): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: vacant

admin> appoint carol "Customs Officer"
carol is now Customs Officer

admin> entity create trinket alice "Ruby" 50
the Trinket "Ruby" (#7) is created, owned by alice

> treasury
the Treasury holds A$97250 (R505 I)
A$ held in all: 99950; Trinkets' values: 50; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

# ¶3: only the Customs Officer, Acka's agent to the ITA, enters an offer.
bob> customs offer Agora gives "Golden Fleece"
error: only the Customs Officer enters an offer another nomic makes to Acka: e is Ackanomic's agent to the ITA (R501 ¶3)

# ¶4 3): no recipient, unconditional: accepted, the Treasury the
# Ackan-anchor; ¶5: an Import for the object, its noo Agora.
carol> customs offer Agora gives "Golden Fleece"
ITA trade 1: Agora offers Acka (at large) "Golden Fleece" (R501 ¶4)
ITA trade 1 is unconditional and at large: Acka accepts it and the Treasury becomes the Ackan-anchor (R501 ¶4 3)
ITA trade 1 with Agora is accepted; the Ackan-anchor is Treasury (R501 ¶5)

> entity show "Golden Fleece {Agora}"
the Import "Golden Fleece {Agora}" (#8): tradeable, ackable, named (R501)
owner: Treasury
created 2001-01-01T00:00:00Z, event 9: R501 ¶5: ITA trade 1 with Agora

# ¶4 1): a recipient that is no named entity which can legally own Imports.
carol> customs offer Agora to zed gives "Silver Apple"
ITA trade 2: Agora offers zed "Silver Apple" (R501 ¶4)
Acka refuses ITA trade 2: the recipient zed is not a named entity which can legally own Imports (it names no entity of Acka's; R501 ¶4 1)

# ¶4 2): the Treasury has its own rule (R505 III): two-sided rejected,
# one-sided accepted.
carol> customs offer Agora to Treasury gives "Bronze Key" for Ruby
ITA trade 3: Agora offers Treasury "Bronze Key" for the Trinket "Ruby" (#7) (R501 ¶4)
Acka refuses ITA trade 3: the Treasury rejects all two-sided trades offered to it (R505 III, R501 ¶4 2)

carol> customs offer Agora to Treasury gives "Bronze Key"
ITA trade 4: Agora offers Treasury "Bronze Key" (R501 ¶4)
the Treasury accepts ITA trade 4: it accepts all one-sided trades offered to it (R505 III, R501 ¶4 2)
ITA trade 4 with Agora is accepted; the Ackan-anchor is Treasury (R501 ¶5)

# ¶4 4): conditional, at large: announced; who accepts must own the
# condition.
carol> customs offer Agora gives "Silver Apple" for Ruby
ITA trade 5: Agora offers Acka (at large) "Silver Apple" for the Trinket "Ruby" (#7) (R501 ¶4)
ITA trade 5 is conditional and at large: the first player or organisation who accepts it (`customs accept 5`) and owns what it is conditional upon becomes the Ackan-anchor (R501 ¶4 4)

bob> customs accept 5
error: bob does not own the Trinket "Ruby" (#7), which ITA trade 5 is conditional upon (R501 ¶4 4)

alice> customs accept 5
alice accepts ITA trade 5 (R501 ¶4 4)
ITA trade 5 with Agora is accepted; the Ackan-anchor is alice (R501 ¶5)

# ¶4 4): the first who accepts is the anchor; the offer is settled.
bob> customs accept 5
error: ITA trade 5 awaits no Ackan's answer (it is accepted; R501 ¶4)

> entity show Ruby
the Trinket "Ruby" (#7): tradeable, giftable, named (R506)
owner: exported
created 2001-01-01T00:00:00Z, event 8: by the admin
value: A$50

# R506 ¶3: the exported Trinket still counts.
> treasury
the Treasury holds A$97250 (R505 I)
A$ held in all: 99950; Trinkets' values: 50; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

# ¶4 5): to a recipient: only e answers; e refuses, so does Acka.
carol> customs offer "Nomic World" to bob gives "Iron Crown"
ITA trade 6: Nomic World offers bob "Iron Crown" (R501 ¶4)
ITA trade 6 is offered to bob, who accepts or refuses it (`customs accept 6`, `customs refuse 6`; R501 ¶4 5)

alice> customs accept 6
error: ITA trade 6 is offered to bob, who alone accepts it (R501 ¶4 5)

bob> customs refuse 6
bob refuses ITA trade 6, and so does Acka (R501 ¶4 5)

bob> customs accept 6
error: ITA trade 6 awaits no Ackan's answer (it is refused; R501 ¶4)

# ¶5: an entity of Acka's comes back to the Ackan-anchor.
carol> customs offer Agora to alice gives Ruby
ITA trade 7: Agora offers alice the Trinket "Ruby" (#7) (R501 ¶4)
ITA trade 7 is offered to alice, who accepts or refuses it (`customs accept 7`, `customs refuse 7`; R501 ¶4 5)

alice> customs accept 7
alice accepts ITA trade 7 (R501 ¶4 5)
ITA trade 7 with Agora is accepted; the Ackan-anchor is alice (R501 ¶5)

> entity show Ruby
the Trinket "Ruby" (#7): tradeable, giftable, named (R506)
owner: alice
created 2001-01-01T00:00:00Z, event 8: by the admin
value: A$50

# ¶1: a rule that would destroy an Import sends it to the Customs Office,
# offered to its noo.
admin> entity destroy "Golden Fleece {Agora}"
the Import "Golden Fleece {Agora}" (#8) would be destroyed (by the admin): it goes to the Customs Office instead, and is offered to its noo, Agora, as ITA trade 8 (R501 ¶1)

# ¶2: the Customs Office holds it, a branch of the Treasury.
> entity show "Golden Fleece {Agora}"
the Import "Golden Fleece {Agora}" (#8): tradeable, ackable, named (R501)
owner: Customs Office
created 2001-01-01T00:00:00Z, event 9: R501 ¶5: ITA trade 1 with Agora

carol> customs send 8
the Customs Officer offers ITA trade 8 to Agora on Acka's behalf (R501 ¶6)

carol> customs accepted 8
Agora accepts ITA trade 8 (R501 ¶6)
ITA trade 8 with Agora is accepted; the Ackan-anchor is Customs Office (R501 ¶5)

# ¶1: "Imports may only be created ... as specified in the rules".
admin> entity create import alice "Fake {Agora}"
error: an Import is created only by an accepted ITA trade (R501 ¶1, ¶5)

# ¶6: a player's trade: e owns everything offered: the officer's duty.
alice> customs trade Agora gives Ruby for "Gold Coin"
ITA trade 9 is posted: alice offers Agora the Trinket "Ruby" (#7) for "Gold Coin" (R501 ¶6)
alice owns everything it offers: the Customs Officer must make the offer on Acka's behalf (`customs send 9`, R501 ¶6)

> duties "Customs Officer"
Customs Officer (carol):
- R501 ¶3: keep an ITA-compliant log of all ITA trades involving Acka; by the server: `customs log`
- R501 ¶3: apply for ITA membership if Acka is not a member; by the holder: outside the server
- R501 ¶4: determine which case applies to another nomic's offer and inform the ITA of Acka's decision; by the holder: `customs offer`: the server applies the cases; the officer tells the ITA
- R501 ¶6: make the trade offer a player posted, owning everything offered, on Acka's behalf; by the holder: `customs send N`
- R501 ¶6: announce when Acka's trade is accepted or refused; by the holder: `customs accepted N`, `customs refused N`
  #1 make ITA trade 8, Acka's offer to Agora (`customs send 8`) (R501 ¶6): the offer made (`customs send`) at 2001-01-01T00:00:00Z
  #2 make ITA trade 9, Acka's offer to Agora (`customs send 9`) (R501 ¶6): due 2001-01-04T00:00:00Z

carol> customs send 9
the Customs Officer offers ITA trade 9 to Agora on Acka's behalf (R501 ¶6)

carol> customs accepted 9
Agora accepts ITA trade 9 (R501 ¶6)
ITA trade 9 with Agora is accepted; the Ackan-anchor is alice (R501 ¶5)

> entity show Ruby
the Trinket "Ruby" (#7): tradeable, giftable, named (R506)
owner: exported
created 2001-01-01T00:00:00Z, event 8: by the admin
value: A$50

> treasury
the Treasury holds A$97250 (R505 I)
A$ held in all: 99950; Trinkets' values: 50; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

# ¶6: refused: nothing leaves.
alice> customs trade Agora gives "Silver Apple {Agora}"
ITA trade 10 is posted: alice offers Agora the Import "Silver Apple {Agora}" (#10) (R501 ¶6)
alice owns everything it offers: the Customs Officer must make the offer on Acka's behalf (`customs send 10`, R501 ¶6)

carol> customs send 10
the Customs Officer offers ITA trade 10 to Agora on Acka's behalf (R501 ¶6)

carol> customs refused 10
Agora refuses ITA trade 10: nothing leaves Acka (R501 ¶6)

# Bad input: an unknown entity; a protected (not exportable) one; one not
# owned: posted, no duty.
alice> customs trade Agora gives #99
error: no entity '#99' in Acka (R501 ¶4, ¶6)

bob> customs trade Agora gives "bob's House"
error: the Building "bob's House" (#4) is protected, not exportable: it cannot leave Acka (R500.2, R825)

bob> customs trade Agora gives "Gold Coin {Agora}"
ITA trade 11 is posted: bob offers Agora the Import "Gold Coin {Agora}" (#11) (R501 ¶6)
bob does not own everything ITA trade 11 offers: the Customs Officer has no duty to make it (R501 ¶6)

> customs log
1. 2001-01-01T00:00:00Z to Acka: Agora offers Acka (at large) "Golden Fleece"; case 3; accepted, Ackan-anchor Treasury
2. 2001-01-01T00:00:00Z to Acka: Agora offers zed "Silver Apple"; case 1; refused
3. 2001-01-01T00:00:00Z to Acka: Agora offers Treasury "Bronze Key" for the Trinket "Ruby" (#7); case 2; refused
4. 2001-01-01T00:00:00Z to Acka: Agora offers Treasury "Bronze Key"; case 2; accepted, Ackan-anchor Treasury
5. 2001-01-01T00:00:00Z to Acka: Agora offers Acka (at large) "Silver Apple" for the Trinket "Ruby" (#7); case 4; accepted, Ackan-anchor alice
6. 2001-01-01T00:00:00Z to Acka: Nomic World offers bob "Iron Crown"; case 5; refused
7. 2001-01-01T00:00:00Z to Acka: Agora offers alice the Trinket "Ruby" (#7); case 5; accepted, Ackan-anchor alice
8. 2001-01-01T00:00:00Z from Acka: the Customs Office offers Agora the Import "Golden Fleece {Agora}" (#8); accepted, Ackan-anchor Customs Office
9. 2001-01-01T00:00:00Z from Acka: alice offers Agora the Trinket "Ruby" (#7) for "Gold Coin"; accepted, Ackan-anchor alice
10. 2001-01-01T00:00:00Z from Acka: alice offers Agora the Import "Silver Apple {Agora}" (#10); refused
11. 2001-01-01T00:00:00Z from Acka: bob offers Agora the Import "Gold Coin {Agora}" (#11); posted

# An Import in the Customs Office, sent home by the officer's offer and
# destroyed when its noo accepts (R501 ¶1, ¶5): gone.
> entity show "Golden Fleece {Agora}"
error: no entity 'Golden Fleece {Agora}' (`entities` lists them)

# ¶4 5): a player who cannot own Imports (a Non-Player, R250 VII b) is
# refused as a recipient (case 1); an unknown entity as a condition is bad
# input; the officer alone answers for Acka's offers.
admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> leave
dave is now a Non-Player

carol> customs offer Agora to dave gives "Tin Cup"
ITA trade 12: Agora offers dave "Tin Cup" (R501 ¶4)
Acka refuses ITA trade 12: the recipient dave is not a named entity which can legally own Imports (dave is not a player and trades nothing (R250 VII b); R501 ¶4 1)

carol> customs offer Agora gives "Tin Cup" for #99
error: no entity '#99' in Acka (R501 ¶4, ¶6)

alice> customs accepted 11
error: only the Customs Officer records the ITA's answer: e is Ackanomic's agent to the ITA (R501 ¶3)

# R503: the noo places its Import into a type; not one a rule defines (the
# A$ of R506, Trinkets, any entity kind); once a calendar week per noo.
carol> customs type "Gold Coin {Agora}" A$
error: Agora may not place its Import into A$: A$ are defined by R506, and the type may not be one currently defined by a rule (R503 ¶2)

carol> customs type "Gold Coin {Agora}" Trinkets
error: Agora may not place its Import into Trinkets: Trinkets are defined by R506, and the type may not be one currently defined by a rule (R503 ¶2)

carol> customs type "Gold Coin {Agora}" eggs
error: Agora may not place its Import into eggs: Chartreuse Goose Eggs are defined by R668, and the type may not be one currently defined by a rule (R503 ¶2)

bob> customs type "Gold Coin {Agora}" Doubloons
error: only the Customs Officer enters a noo's announcement placing its Import into a type: e is Ackanomic's agent to the ITA (R501 ¶3)

carol> customs type "Gold Coin {Agora}" doubloons
Agora places the Import "Gold Coin {Agora}" (#11) into the type doubloons: Rule 503.1 "Import Type: doubloons" is created in the Imports Rule Suite: "Doubloons are tradeable, exportable entities." (R503)

> rule 503.1
Rule 503.1/0: "Import Type: doubloons"
|
| Doubloons are tradeable, exportable entities.
|
History:
  revision 0: created by R503: Agora's announcement, entered by the Customs Officer, 1 Jan 2001 00:00:00 UTC

carol> customs type "Silver Apple {Agora}" Apples
error: Agora placed an Import into a type this calendar week already: this announcement is ignored (R503 ¶2)

# Another calendar week: Agora may announce again; Doubloons are defined now
# (by 503.1), so not again; the next rule is the lowest free number, 503.2.
admin> clock advance 8d
clock: carol is paid A$25 as Customs Officer for 2001-01 (R403 (ii), R401 (iv))
the time is now 2001-01-09T00:00:00Z

carol> customs type "Silver Apple {Agora}" Doubloons
error: Agora may not place its Import into Doubloons: Rule 503.1 defines Doubloons already, and the type may not be one currently defined by a rule (R503 ¶2)

carol> customs type "Silver Apple {Agora}" Apples
Agora places the Import "Silver Apple {Agora}" (#10) into the type Apples: Rule 503.2 "Import Type: Apples" is created in the Imports Rule Suite: "Apples are tradeable, exportable entities." (R503)

> customs log
1. 2001-01-01T00:00:00Z to Acka: Agora offers Acka (at large) "Golden Fleece"; case 3; accepted, Ackan-anchor Treasury
2. 2001-01-01T00:00:00Z to Acka: Agora offers zed "Silver Apple"; case 1; refused
3. 2001-01-01T00:00:00Z to Acka: Agora offers Treasury "Bronze Key" for the Trinket "Ruby" (#7); case 2; refused
4. 2001-01-01T00:00:00Z to Acka: Agora offers Treasury "Bronze Key"; case 2; accepted, Ackan-anchor Treasury
5. 2001-01-01T00:00:00Z to Acka: Agora offers Acka (at large) "Silver Apple" for the Trinket "Ruby" (#7); case 4; accepted, Ackan-anchor alice
6. 2001-01-01T00:00:00Z to Acka: Nomic World offers bob "Iron Crown"; case 5; refused
7. 2001-01-01T00:00:00Z to Acka: Agora offers alice the Trinket "Ruby" (#7); case 5; accepted, Ackan-anchor alice
8. 2001-01-01T00:00:00Z from Acka: the Customs Office offers Agora the Import "Golden Fleece {Agora}" (#8); accepted, Ackan-anchor Customs Office
9. 2001-01-01T00:00:00Z from Acka: alice offers Agora the Trinket "Ruby" (#7) for "Gold Coin"; accepted, Ackan-anchor alice
10. 2001-01-01T00:00:00Z from Acka: alice offers Agora the Import "Silver Apple {Agora}" (#10); refused
11. 2001-01-01T00:00:00Z from Acka: bob offers Agora the Import "Gold Coin {Agora}" (#11); posted
12. 2001-01-01T00:00:00Z to Acka: Agora offers dave "Tin Cup"; case 1; refused
type: Import "Gold Coin {Agora}" placed by Agora into doubloons (Rule 503.1, R503)
type: Import "Silver Apple {Agora}" placed by Agora into Apples (Rule 503.2, R503)

# ¶6: the duty has a deadline (R401 (x), duties.days): not done in time, it
# is the Crime of Non-Performance (R701).
alice> customs trade Agora gives "Gold Coin {Agora}"
ITA trade 13 is posted: alice offers Agora the Import "Gold Coin {Agora}" (#11) (R501 ¶6)
alice owns everything it offers: the Customs Officer must make the offer on Acka's behalf (`customs send 13`, R501 ¶6)

admin> clock advance 4d
clock: Customs Officer (carol) has not done eir duty in time (3d, R401 (x)): make ITA trade 13, Acka's offer to Agora (`customs send 13`) (R501 ¶6). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj carol Non-Performance REASONING` (R710). The duty is still due.
the time is now 2001-01-13T00:00:00Z

> duties "Customs Officer"
Customs Officer (carol):
- R501 ¶3: keep an ITA-compliant log of all ITA trades involving Acka; by the server: `customs log`
- R501 ¶3: apply for ITA membership if Acka is not a member; by the holder: outside the server
- R501 ¶4: determine which case applies to another nomic's offer and inform the ITA of Acka's decision; by the holder: `customs offer`: the server applies the cases; the officer tells the ITA
- R501 ¶6: make the trade offer a player posted, owning everything offered, on Acka's behalf; by the holder: `customs send N`
- R501 ¶6: announce when Acka's trade is accepted or refused; by the holder: `customs accepted N`, `customs refused N`
  #1 make ITA trade 8, Acka's offer to Agora (`customs send 8`) (R501 ¶6): the offer made (`customs send`) at 2001-01-01T00:00:00Z
  #2 make ITA trade 9, Acka's offer to Agora (`customs send 9`) (R501 ¶6): the offer made (`customs send`) at 2001-01-01T00:00:00Z
  #3 make ITA trade 10, Acka's offer to Agora (`customs send 10`) (R501 ¶6): the offer made (`customs send`) at 2001-01-01T00:00:00Z
  #4 make ITA trade 13, Acka's offer to Agora (`customs send 13`) (R501 ¶6): MISSED by carol at 2001-01-12T00:00:00Z, the Crime of Non-Performance (R701); still due
