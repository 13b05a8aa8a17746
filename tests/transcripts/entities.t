# Entities (Ackanomic R500-R500.3, R505 I, III, R506, R515 ¶4, R250 VI d,
# VII b; src/econ, docs/ECONOMY.md): the kinds and what their rules say of
# them, creation only as the rules say (the admin's and a proposal's
# effect), names (R500.1), uniqueness (R500.3), ownership and gifts
# (R500.2, R515), switches (R931), destruction, holdings, the Financier's
# records (R412 b), and a Non-Player's entities (R250 VII b). Every refusal
# is one line and changes nothing (the counts and the Treasury's A$ after
# each).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

# R500: the kinds the rules specify, each with its rule; R668: an Egg is
# "a nameless, tradeable entity" (R500.2: ackable unless said otherwise),
# the Grapefruit "a unique, nontradeable entity"; R669: Cloaks and Badges
# nontradeable, Cloaks Garments (R931: worn or not); R667 ¶4 creates
# Bonus Votes (no rule says more: nontradeable, R500.2); R670 9: Silver
# Moons "non-tradeable"; R506: Trinkets giftable and named; R675: Beep,
# Blip and Bonk "three unownable entities", the More Than Human (no rule
# says more: nontradeable, R500.2). R600 ¶2:
# Winning Conditions "nontradeable", with a state; R620 ¶1: the Goose
# "unique, nontradeable"; R901 ¶2: the Tuba "a unique entity" (both last
# while their rules stand; kept as entities from level 6: wc_entities.t).
> entity kinds
Chartreuse Goose Egg (egg): tradeable, ackable, nameless, R668
Right-Handed Grapefruit (grapefruit): nontradeable, unique, nameless, R668
Champion's Cloak (cloak): nontradeable, nameless, R669; switch worn: no (default), yes (R931)
Badge of Glory (badge): nontradeable, nameless, R669
Bonus Vote (bonusvote): nontradeable, nameless, R667
Silver Moon (moon): nontradeable, nameless, R670
Trinket (trinket): tradeable, giftable, named, R506
Stilton (stilton): nontradeable, nameless, R611
Cheddar (cheddar): nontradeable, nameless, R611
Edam (edam): nontradeable, nameless, R611
Brie (brie): nontradeable, nameless, R611
Gouda (gouda): nontradeable, nameless, R611
Agenda Hat (hat): tradeable, ackable, nameless, R671; switch worn: no (default), yes (R931, R671); switch visible: no (default), yes (R671)
Nemesis Eggplant (eggplant): nontradeable, nameless, R671
Kaa of Land (kaa): tradeable, ackable, nameless, never in the Treasury, R820
Building (building): tradeable, ackable, named, never in the Treasury, R825
Share (share): tradeable, ackable, nameless, R1023
Institutional Power (power): nontradeable, nameless, R1005; switch type: excavation-permit (default) (R1005)
Swingership (swingership): tradeable, ackable, nameless, R1040; switch provisional: no (default), yes (R1040 III)
Hatter (hatter): unownable, named, R675
More Than Human (mth): nontradeable, nameless, R675
Winning Condition (wincondition): nontradeable, nameless, R600; switch state: unclaimed (default), claimed, finalized (R600)
Chartreuse Goose (goose): nontradeable, unique, nameless, lasting, R620
Great Tuba of Ackanomic (tuba): nontradeable, unique, nameless, lasting, R901
Contract (contract): nontradeable, named, R560
Otzma Card (otzma): tradeable, giftable, nameless, R1240.1; switch type: go-fish (default), map-shard, share-my-expenses, share-your-income, swinging-sale, tactical-retreat, paratroop, foul-fowl, truthseeker, skeleton-key, arctic-explorer, founders-boon, roulette-wheel, training-regime, shield (R1240.1 IV)
Party Chess Piece (piece): nontradeable, nameless, R1230.1
Stabber's Knife (knife): nontradeable, nameless, R1230.30
ChessChamp's Cardigan (cardigan): nontradeable, nameless, R1230.40; switch worn: no (default), yes (R931)
Tarnished Badge of Gluery (gluery): nontradeable, nameless, R1230.40
Benefyt (benefyt): tradeable, ackable, nameless, R1045
Import (import): tradeable, ackable, named, R501
Machine That Goes *ping* (machine): unownable, unique, nameless, R1209
Land Unit (landunit): nontradeable, nameless, never in the Treasury, not in the Financier's records, Arcadia (seed 003): Land Units are assets; switch latitude: 1 (default), 2, 3, 4, 5, 6, 7, 8, 9 (Arcadia (seed 003): Each Land Unit has switches); switch longitude: 1 (default), 2, 3, 4, 5, 6, 7, 8, 9 (Arcadia (seed 003): Each Land Unit has switches); switch landtype: Aether (default), Black, White (Arcadia (seed 003): Land Type is a Land Unit switch)

> entities
6 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): carol
Building "carol's House" (#6): carol

# R500 ¶2: created only as the rules say: the admin's (an effect's)
# command, never a player's.
alice> entity create egg alice
error: only the admin may do that

admin> entity create cloak alice
a Champion's Cloak (#7) is created, owned by alice

admin> entity create egg bob
a Chartreuse Goose Egg (#8) is created, owned by bob

admin> entity create grapefruit alice
the Right-Handed Grapefruit (#9) is created, owned by alice

# R500.3: "Unique entities may not be cloned, copied, duplicated, or
# Xeroxed".
admin> entity create grapefruit bob
error: the Right-Handed Grapefruit is unique and exists already (R500.3)

# R500.1: "An entity is nameless unless the Rules specify otherwise".
admin> entity create egg bob "Humpty"
error: a Chartreuse Goose Egg is nameless (R500.1)

admin> entity create dragon alice
error: no kind of entity 'dragon' (`entity kinds` lists them)

admin> entity create egg zed
error: 'zed' is not a player, the Treasury or nobody

# R506 ¶6: an Artificial Trinket: the Treasury Operates on A$ equal to its
# value (destroyed, R506 ¶3: A$ plus Trinkets stay 100,000), with the name
# and description given.
admin> entity create trinket alice
error: usage: entity create trinket OWNER "NAME" VALUE ["DESCRIPTION"] (R506)

admin> entity create trinket alice "Lucky Stone" 10 "found in the Wilds"
the Trinket "Lucky Stone" (#10) is created, owned by alice

> balance Treasury
Treasury: 0 points, 97290 A$

# R500.1: a name "already the name of an Entity" (any case), or with a
# character that is not a name character, is illegal.
admin> entity create trinket bob "lucky stone" 5
error: that name is already the name of an entity (R500.1)

admin> entity create trinket bob "bob" 5
error: that name is already the name of an entity (R500.1)

admin> entity create trinket bob "bad:name" 5
error: a name uses only name characters (R500.1)

# R506 ¶4: "a positive, integral value"; the Treasury cannot Operate on
# A$ it does not hold (R505 II's bankruptcy is not built).
admin> entity create trinket bob "Pebble" 0
error: a Trinket's value is a positive number of A$ (R506 ¶4)

admin> entity create trinket bob "Pebble" 200000
error: the Treasury holds only A$97290, less than the Trinket's value A$200000 (R506 ¶6)

# R505 III: the Treasury would Dissolve a Trinket it owned at once.
admin> entity create trinket Treasury "Pebble" 5
error: the Treasury would Dissolve it at once (R505 III)

# Nothing refused above changed anything: four entities, the same A$.
> entities
10 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): carol
Building "carol's House" (#6): carol
Champion's Cloak (#7): alice, worn no
Chartreuse Goose Egg (#8): bob
Right-Handed Grapefruit (#9): alice
Trinket "Lucky Stone" (#10) (A$10): alice

> balance Treasury
Treasury: 0 points, 97290 A$

# R515 ¶4: a gift is a one-sided trade of giftable entities, accepted at
# once; R500.2: a nontradeable entity never changes hands by trade, and an
# ackable one (the Egg) only by a trade its receiver accepts (R515 ¶3).
alice> give #7 to bob
error: a Champion's Cloak (#7) is nontradeable: it cannot be given (R669, R500.2)

alice> give #9 to bob
error: the Right-Handed Grapefruit (#9) is nontradeable: it cannot be given (R668, R500.2)

bob> give #8 to alice
error: a Chartreuse Goose Egg (#8) is ackable, not giftable: it changes hands only by a trade its receiver accepts (R500.2, R515)

# R515 ¶2: "the offering entity must own the offered entities".
bob> give #10 to alice
error: you do not own the Trinket "Lucky Stone" (#10) (R515 ¶2)

alice> give #10 to alice
error: you own it already

alice> give "Lucky Stone" to bob
the Trinket "Lucky Stone" (#10) goes from alice to bob

# Holdings: currencies and entities.
> holdings bob
bob holds 900 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Chartreuse Goose Egg (#8)
Trinket "Lucky Stone" (#10) (A$10)
total wealth: A$910 (R506)

> holdings alice
alice holds 900 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Champion's Cloak (#7); worn no
Right-Handed Grapefruit (#9)
total wealth: A$900 (R506)

> holdings carol
carol holds 900 A$
Kaa of Land (#5)
Building "carol's House" (#6)
total wealth: A$900 (R506)

> entities alice
4 entities owned by alice
Kaa of Land (#1)
Building "alice's House" (#2)
Champion's Cloak (#7); worn no
Right-Handed Grapefruit (#9)

> entities eggs
1 entity of the kind Chartreuse Goose Eggs
Chartreuse Goose Egg (#8): bob

> entities zed
error: 'zed' is neither a kind of entity (`entity kinds`) nor a player

> entity show 10
the Trinket "Lucky Stone" (#10): tradeable, giftable, named (R506)
owner: bob
created 2001-01-01T00:00:00Z, event 9: by the admin
value: A$10
description: found in the Wilds

> entity show 99
error: no entity '99' (`entities` lists them)

# R931: a Garment is worn or not; only its values are accepted.
admin> entity set 7 worn yes
a Champion's Cloak (#7): worn is yes

admin> entity set 7 worn maybe
error: worn is one of: no, yes (R931)

admin> entity set 8 worn yes
error: a Chartreuse Goose Egg has no switch "worn"

# R500.2: the rules' own transfer; R931: "no player is said to be wearing
# any garment he does not own", so the Cloak is no longer worn.
admin> entity transfer 7 to carol
a Champion's Cloak (#7) goes from alice to carol

> entity show 7
a Champion's Cloak (#7): nontradeable, nameless (R669)
owner: carol
created 2001-01-01T00:00:00Z, event 6: by the admin
worn: no (R931)

# R931: "The owner, and only the owner, of a particular garment may don
# that garment if he is currently not wearing that garment, or remove it
# if he is currently wearing it".
alice> garment don 7
error: only its owner may don a Champion's Cloak (#7) (R931)

carol> garment remove 7
error: you are not wearing a Champion's Cloak (#7) (R931)

carol> garment don 7
you don a Champion's Cloak (#7)

carol> garment don 7
error: you are already wearing a Champion's Cloak (#7) (R931)

alice> garment don 9
error: the Right-Handed Grapefruit (#9) is not a Garment (R931)

> entities cloak
1 entity of the kind Champion's Cloaks
Champion's Cloak (#7): carol, worn yes

# R500 ¶2: destroyed only as the rules say.
bob> entity destroy 8
error: only the admin may do that

admin> entity destroy 8
a Chartreuse Goose Egg (#8) of bob is destroyed

# An adopted proposal's effect creates one, with the proposal as its
# cause (R104, R500 ¶2).
alice> propose "A badge" "Effect: entity create badge bob"
Proposal 1 "A badge" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "A badge" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: a Badge of Glory (#11) is created, owned by bob
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-08T00:00:00Z

> entity show 11
a Badge of Glory (#11): nontradeable, nameless (R669)
owner: bob
created 2001-01-08T00:00:00Z, event 19: Proposal 1

# Bound to its rule (R500 ¶1: an entity "if and only if the rules specify
# that it is"; bind.h): with R669 repealed, no Cloak is created.
admin> rule repeal 669
Rule 669 repealed

admin> entity create cloak alice
error: Rule 669 (Marks of the Champion) was repealed by the admin

# R250 VI d: a player On Ice "never gain[s] ... entities" (bob voted, so
# leaving puts him On Ice, R254, R250 VI f).
bob> leave
bob is now On Ice

admin> entity create egg bob
error: bob is On Ice and never gains entities (R250 VI d)

# R250 VII b: a Non-Player's tradeable entities go to the Treasury, which
# Dissolves a Trinket at once (R505 III, R506: its A$5 come back), and eir
# nontradeable ones (carol's Cloak) are destroyed. carol never voted:
# leaving makes her a Non-Player (R250 VI f).
admin> entity create trinket carol "Pebble" 5
the Trinket "Pebble" (#12) is created, owned by carol

> balance Treasury
Treasury: 0 points, 97285 A$

# An Egg whose rule is repealed cannot move (R500 ¶1): carol's is
# destroyed with the rest, since a Non-Player owns nothing.
admin> entity create egg carol
a Chartreuse Goose Egg (#13) is created, owned by carol

admin> rule repeal 668
Rule 668 repealed

carol> leave
carol is now a Non-Player

> entities
8 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): Somewhere Else
Right-Handed Grapefruit (#9): alice
Trinket "Lucky Stone" (#10) (A$10): bob
Badge of Glory (#11): bob

# The Trinket's A$5 and carol's A$900 (R250 VII b) are the Treasury's.
> balance Treasury
Treasury: 0 points, 98190 A$

# R412 a, b: the Financier's records: who owns each entity, and every
# creation, destruction and transfer with its reason (the command and its
# actor, the proposal, the rule).
> report treasuror
The Treasuror's report, 2001-01-08T00:00:00Z (R412; Financier: vacant)
points: alice 14; total 14
A$: Treasury 98190, alice 900, bob 900; total 99990
Gamepoints: none held
entities:
 alice: a Kaa of Land (#1), the Building "alice's House" (#2), the Right-Handed Grapefruit (#9)
 bob: a Kaa of Land (#3), the Building "bob's House" (#4), the Trinket "Lucky Stone" (#10), a Badge of Glory (#11)
 Somewhere Else: a Kaa of Land (#5)
Changes since the nomic began:
  2001-01-01T00:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-01-01T00:00:00Z a Kaa of Land (#1) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 3
  2001-01-01T00:00:00Z the Building "alice's House" (#2) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 3
  2001-01-01T00:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 3 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#3) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z the Building "bob's House" (#4) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 4 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#5) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z the Building "carol's House" (#6) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 5 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Champion's Cloak (#7) is created, owned by alice (by the admin) -- entity create by the admin, event 6
  2001-01-01T00:00:00Z a Chartreuse Goose Egg (#8) is created, owned by bob (by the admin) -- entity create by the admin, event 7
  2001-01-01T00:00:00Z the Right-Handed Grapefruit (#9) is created, owned by alice (by the admin) -- entity create by the admin, event 8
  2001-01-01T00:00:00Z the Trinket "Lucky Stone" (#10) is created, owned by alice (by the admin) -- entity create by the admin, event 9
  2001-01-01T00:00:00Z Treasury loses 10 A$ -- entity create by the admin, event 9
  2001-01-01T00:00:00Z the Trinket "Lucky Stone" (#10) goes from alice to bob (a gift of alice (R515 ¶4)) -- give by alice, event 10
  2001-01-01T00:00:00Z a Champion's Cloak (#7): worn is yes (by the admin) -- entity set by the admin, event 11
  2001-01-01T00:00:00Z a Champion's Cloak (#7) goes from alice to carol (by the admin) -- entity transfer by the admin, event 12
  2001-01-01T00:00:00Z a Champion's Cloak (#7): worn is yes (R931: donned by its owner) -- garment don by carol, event 13
  2001-01-01T00:00:00Z a Chartreuse Goose Egg (#8) of bob is destroyed (by the admin) -- entity destroy by the admin, event 14
  2001-01-08T00:00:00Z a Badge of Glory (#11) is created, owned by bob (Proposal 1) -- Proposal 1 (entity create), event 19
  2001-01-08T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 19
  2001-01-08T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 19
  2001-01-08T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 19
  2001-01-08T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 19
  2001-01-08T00:00:00Z bob loses 1 points -- leave by bob, event 22
  2001-01-08T00:00:00Z the Trinket "Pebble" (#12) is created, owned by carol (by the admin) -- entity create by the admin, event 23
  2001-01-08T00:00:00Z Treasury loses 5 A$ -- entity create by the admin, event 23
  2001-01-08T00:00:00Z a Chartreuse Goose Egg (#13) is created, owned by carol (by the admin) -- entity create by the admin, event 24
  2001-01-08T00:00:00Z Treasury gains 900 A$ -- leave by carol, event 26
  2001-01-08T00:00:00Z carol loses 900 A$ -- leave by carol, event 26
  2001-01-08T00:00:00Z a Kaa of Land (#5) goes from carol to Somewhere Else (R250 VII b: its owner is no longer a player) -- leave by carol, event 26
  2001-01-08T00:00:00Z the Building "carol's House" (#6) goes from carol to Somewhere Else (R250 VII b: its owner is no longer a player) -- leave by carol, event 26
  2001-01-08T00:00:00Z a Champion's Cloak (#7) of carol is destroyed (R250 VII b: its owner is no longer a player) -- leave by carol, event 26
  2001-01-08T00:00:00Z the Trinket "Pebble" (#12) goes from carol to Treasury (R250 VII b: its owner is no longer a player) -- leave by carol, event 26
  2001-01-08T00:00:00Z the Trinket "Pebble" (#12) of Treasury is destroyed (R505 III: the Treasury Dissolves a Trinket it owns) -- leave by carol, event 26
  2001-01-08T00:00:00Z Treasury gains 5 A$ -- leave by carol, event 26
  2001-01-08T00:00:00Z a Chartreuse Goose Egg (#13) of carol is destroyed (R250 VII b: its owner is no longer a player) -- leave by carol, event 26
  2001-01-08T00:00:00Z the Building "carol's House" (#6) of Somewhere Else is destroyed (R825 III ii: unowned) -- leave by carol, event 26

# R506 ¶5: Composing: a player's A$ are destroyed and a Trinket of their
# value, with the name and description given, is eirs; R504: e must own
# them; R500.1: a legal name no entity has.
alice> trinket compose "Alice's Ring" 1000 "plain gold"
error: you own only A$900 (R504)

alice> trinket compose "Lucky Stone" 50 "plain gold"
error: that name is already the name of an entity (R500.1)

alice> trinket compose "Alice's Ring" 0 "plain gold"
error: the A$ to Compose are a positive whole number (R506 ¶4, R500)

alice> trinket compose "Alice's Ring" 50 "plain gold"
you Compose A$50 into the Trinket "Alice's Ring" (#14)

> holdings alice
alice holds 14 points, 850 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Right-Handed Grapefruit (#9)
Trinket "Alice's Ring" (#14) (A$50)
total wealth: A$900 (R506)

# R506 ¶6: Dissolving: the Trinket is destroyed and its value created in
# A$ in its owner's possession; only eir own, only a Trinket; bob, On Ice,
# may not Operate at all (R250 II b).
bob> trinket dissolve 14
error: absent players may only leave, change state or post (R250 II b)

alice> trinket dissolve 9
error: the Right-Handed Grapefruit (#9) is not a Trinket: only Trinkets are Dissolved (R506 ¶6)

alice> trinket dissolve 10
error: you do not own the Trinket "Lucky Stone" (#10) (R504)

alice> trinket dissolve "Alice's Ring"
you Dissolve the Trinket "Alice's Ring" (#14): A$50

# R506 ¶3: A$ and the Trinkets' values together are 100,000: A$99,990 (the
# Treasury, alice, bob) and bob's Lucky Stone's A$10.
> balance
Treasury: 0 points, 98190 A$
alice: 14 points, 900 A$
bob: 0 points, 900 A$
