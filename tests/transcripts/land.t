# Land, buildings and locations (Ackanomic R801, R810, R820, R821, R825,
# R252 II 1, R250 VII b; src/econ/land, docs/ECONOMY.md "Land (R801-R825)").
# Begun at the current level (4): each new player is granted a Home. Every
# refusal is one line and changes nothing (the balances and `buildings`
# after them).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

# R252 II 1: "granted 1 kaa of urban land and a Small building thereupon
# as their residence ... their Home ... "player name's House"": the free
# Kaa nearest The Lonely Mountain (docs/RULINGS.md), northmost then
# westmost of those as near; R810 9: e goes to eir Home.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

> buildings
3 buildings (R825)
"alice's House" (#2): Small, Attached, alice's, on (N1 W0); alice's Home
"bob's House" (#4): Small, Attached, bob's, on (N0 W1); bob's Home
"carol's House" (#6): Small, Attached, carol's, on (N0 E1); carol's Home

> where alice
alice is in alice's House (#2) (R810)

# R820: a 13x13 grid (the smallest odd side over 12), The Lonely Mountain
# at (N0 W0); R846: the Map of the City.
> map
The City, 13x13 Kaas (R820, R846): ^ The Lonely Mountain (N0 W0), . common land, a letter its owner's land (upper case: a building on it); rows N6 to S6, columns W6 to E6
  N6 . . . . . . . . . . . . .
  N5 . . . . . . . . . . . . .
  N4 . . . . . . . . . . . . .
  N3 . . . . . . . . . . . . .
  N2 . . . . . . . . . . . . .
  N1 . . . . . . A . . . . . .
  N0 . . . . . B ^ C . . . . .
  S1 . . . . . . . . . . . . .
  S2 . . . . . . . . . . . . .
  S3 . . . . . . . . . . . . .
  S4 . . . . . . . . . . . . .
  S5 . . . . . . . . . . . . .
  S6 . . . . . . . . . . . . .
a alice, b bob, c carol

> land show N1 W0
(N1 W0): Kaa of Land (#1), alice's; "alice's House" (#2): Small, Attached, alice's, on (N1 W0); alice's Home

> land show N0 W0
(N0 W0): The Lonely Mountain, which owns itself and its Kaa (R801)

> params land
land.side = 13 Kaas (R820; 13 to 101 Kaas): the City's side: it holds side x side Kaas, The Lonely Mountain in the middle (R820: "the square of an odd integer greater than 12"; an even value counts as the odd one below it)
land.price = 50 A$ (R821 ¶1; 0 to 1000000 A$): what a player pays the Treasury for an empty, unowned Kaa
land.sell_price = 25 A$ (R821 ¶3; 0 to 1000000 A$): what the Treasury pays a player for each Kaa e sells it
land.cost.small = 50 A$ (R825 I ii; 0 to 1000000 A$): the construction cost of a Small building
land.cost.cosy = 200 A$ (R825 I ii; 0 to 1000000 A$): the construction cost of a Cosy building
land.cost.classy = 450 A$ (R825 I ii; 0 to 1000000 A$): the construction cost of a Classy building
land.cost.lavish = 800 A$ (R825 I ii; 0 to 1000000 A$): the construction cost of a Lavish building
land.cost.sumptuous = 1250 A$ (R825 I ii; 0 to 1000000 A$): the construction cost of a Sumptuous building
land.cost.extravagant = 7200 A$ (R825 I ii; 0 to 1000000 A$): the construction cost of an Extravagant building
land.kaas.small = 1 Kaa (R825 I ii; 1 to 32 Kaas): the Kaas a Small building occupies
land.kaas.cosy = 2 Kaas (R825 I ii; 1 to 32 Kaas): the Kaas a Cosy building occupies
land.kaas.classy = 4 Kaas (R825 I ii; 1 to 32 Kaas): the Kaas a Classy building occupies
land.kaas.lavish = 6 Kaas (R825 I ii; 1 to 32 Kaas): the Kaas a Lavish building occupies
land.kaas.sumptuous = 8 Kaas (R825 I ii; 1 to 32 Kaas): the Kaas a Sumptuous building occupies
land.kaas.extravagant = 12 Kaas (R825 I ii; 1 to 32 Kaas): the Kaas an Extravagant building occupies
land.refund = 10 % (R825 V iii; 0 to 100 %): the share of its construction cost (of the difference, when shrunk: R825 V iv) the owner of a destroyed building receives
land.homes = 1 (R252 II 1; 0 to 1): 1 (nomics begun at level 4): each new player is granted the free Kaa nearest The Lonely Mountain and a Small building "NAME's House" upon it, eir Home; 0 (nomics begun before, so that they replay unchanged): nothing

# R821 ¶1: "A player may purchase an empty, unowned Kaa of Land for A$50.
# He must specify the position of this Kaa, in terms of its coordinates."
admin> move 10000 A$ from Treasury to alice
10000 A$ moved from Treasury to alice

alice> land buy N4 W3
alice buys the Kaa (N4 W3) for A$50 (R821 ¶1)

> balance alice
alice: 0 points, 10850 A$

> land show N4 W3
(N4 W3): Kaa of Land (#7), alice's

# Refusals: land another owns (R821 ¶1 "unowned"), The Lonely Mountain's
# Kaa (R801), off the grid (R820), not coordinates, too few A$.
bob> land buy N4 W3
error: the Kaa (N4 W3) is alice's, not unowned (R821 ¶1)

bob> land buy N0 W0
error: (N0 W0) is The Lonely Mountain's Kaa: no player may visit, own or alter it (R801)

bob> land buy N7 W0
error: (N7 W0) is not in the City: its Kaas run from -6 to 6 each way around The Lonely Mountain (R820, land.side)

bob> land buy Q4 W3
error: 'Q4 W3' is not a Kaa's coordinates: write them like N4 W3 (R820)

carol> transfer 880 A$ to bob
carol gives 880 A$ to bob

carol> land buy S3 E3
error: the Kaa (S3 E3) costs A$50 and you hold A$20 (R821 ¶1)

> balance bob
bob: 0 points, 1780 A$

> balance carol
carol: 0 points, 20 A$

> land show S3 E3
(S3 E3): common land, unowned (R820); for sale at A$50 (R821 ¶1)

# R825 II i: a building on enough unoccupied land one owns, paying its
# cost (R825 I ii: Small A$50, 1 Kaa).
alice> build small "Shed" on N4 W3
alice builds the Small building "Shed" (#8) on 1 Kaa from (N4 W3) for A$50 (R825 II i)

> balance alice
alice: 0 points, 10800 A$

# R825 I ii, v: a Cosy building occupies 2 Kaas.
alice> build cosy "Villa" on N4 W3
error: a Cosy building occupies 2 Kaas: name them all (R825 I ii, v)

alice> land buy N4 W1
alice buys the Kaa (N4 W1) for A$50 (R821 ¶1)

alice> land buy N2 W1
alice buys the Kaa (N2 W1) for A$50 (R821 ¶1)

bob> land buy N4 W0
bob buys the Kaa (N4 W0) for A$50 (R821 ¶1)

# R825 II iii: "The land occupied by an Attached building always forms a
# contiguous block".
alice> build cosy "Villa" on N4 W1 N2 W1
error: the Kaas do not form one contiguous block (R825 II iii)

# R825 II i: land not wholly eir own (bob's (N4 W0)), and occupied land
# (R825 III iv: one building on a Kaa).
alice> build cosy "Villa" on N4 W1 N4 W0
error: you do not own the Kaa (N4 W0) (R825 II i: one builds on land one owns)

alice> build small "Hut" on N4 W3
error: the Kaa (N4 W3) is occupied by "Shed" (R825 II i, III iv)

alice> build small "bob" on N2 W1
error: that name is already the name of an entity (R500.1)

> balance alice
alice: 0 points, 10700 A$

alice> land buy N3 W1
alice buys the Kaa (N3 W1) for A$50 (R821 ¶1)

alice> build cosy "Villa" on N4 W1 N3 W1
alice builds the Cosy building "Villa" (#13) on 2 Kaas from (N4 W1) for A$200 (R825 II i)

# R825 I ii: Classy, A$450, 4 Kaas.
alice> land buy S2 W4
alice buys the Kaa (S2 W4) for A$50 (R821 ¶1)

alice> land buy S2 W3
alice buys the Kaa (S2 W3) for A$50 (R821 ¶1)

alice> land buy S3 W4
alice buys the Kaa (S3 W4) for A$50 (R821 ¶1)

alice> land buy S3 W3
alice buys the Kaa (S3 W3) for A$50 (R821 ¶1)

alice> build classy "Manor" on S2 W4 S2 W3 S3 W4 S3 W3
alice builds the Classy building "Manor" (#18) on 4 Kaas from (S2 W4) for A$450 (R825 II i)

> balance alice
alice: 0 points, 9800 A$

# R825 II ii: growing pays the difference in construction costs: Lavish
# A$800 (6 Kaas), Sumptuous A$1250 (8), Extravagant A$7200 (12).
alice> land buy S4 W4
alice buys the Kaa (S4 W4) for A$50 (R821 ¶1)

alice> land buy S4 W3
alice buys the Kaa (S4 W3) for A$50 (R821 ¶1)

alice> building grow Manor lavish on S4 W4 S4 W3
alice grows "Manor" from Classy to Lavish for A$350 (R825 II ii)

alice> land buy S5 W4
alice buys the Kaa (S5 W4) for A$50 (R821 ¶1)

alice> land buy S5 W3
alice buys the Kaa (S5 W3) for A$50 (R821 ¶1)

alice> building grow Manor sumptuous on S5 W4 S5 W3
alice grows "Manor" from Lavish to Sumptuous for A$450 (R825 II ii)

alice> land buy S6 W4
alice buys the Kaa (S6 W4) for A$50 (R821 ¶1)

alice> land buy S6 W3
alice buys the Kaa (S6 W3) for A$50 (R821 ¶1)

alice> land buy S2 W2
alice buys the Kaa (S2 W2) for A$50 (R821 ¶1)

alice> land buy S3 W2
alice buys the Kaa (S3 W2) for A$50 (R821 ¶1)

alice> building grow Manor extravagant on S6 W4 S6 W3 S2 W2
error: an Extravagant building occupies 12 Kaas: name the 4 more it takes up (R825 II ii)

alice> building grow Manor extravagant on S6 W4 S6 W3 S2 W2 S3 W2
alice grows "Manor" from Sumptuous to Extravagant for A$5950 (R825 II ii)

> balance alice
alice: 0 points, 2650 A$

# "Extravagant buildings cannot be upgraded" (R825 II ii).
alice> building grow Manor extravagant
error: Extravagant buildings cannot be upgraded (R825 II ii)

# R825 V iv: shrinking gives back 10% of the difference; what it keeps
# stays contiguous (R825 II iii).
alice> building shrink Manor sumptuous off S4 W4 S4 W3 S2 W2 S3 W2
error: the Kaas it keeps would not form one contiguous block (R825 II iii)

alice> building shrink Manor sumptuous off S6 W4 S6 W3 S2 W2 S3 W2
alice shrinks "Manor" from Extravagant to Sumptuous and receives A$595 from the Treasury (R825 V iv)

> balance alice
alice: 0 points, 3245 A$

# R825 V i, iii: destroyed by its owner, 10% of its construction cost back.
bob> building destroy Villa
error: "Villa" is alice's, not yours (R825 V i)

alice> building destroy Villa
alice destroys "Villa" (R825 V i)
alice receives A$20 of its construction cost back (R825 V iii)

> balance alice
alice: 0 points, 3265 A$

# R825 IV i: the owner renames and describes; nobody else.
bob> building rename Shed "Mine"
error: "Shed" is alice's, not yours (R825 IV i)

alice> building rename Shed "Cottage"
alice renames "Shed" (#8) "Cottage" (R825 IV i)

alice> building describe Cottage "thatched, with roses"
alice describes "Cottage": thatched, with roses (R825 IV i)

> buildings
5 buildings (R825)
"alice's House" (#2): Small, Attached, alice's, on (N1 W0); alice's Home
"bob's House" (#4): Small, Attached, bob's, on (N0 W1); bob's Home
"carol's House" (#6): Small, Attached, carol's, on (N0 E1); carol's Home
"Cottage" (#8): Small, Attached, alice's, on (N4 W3); thatched, with roses
"Manor" (#18): Sumptuous, Attached, alice's, on (S2 W4) (S2 W3) (S3 W4) (S3 W3) (S4 W4) (S4 W3) (S5 W4) (S5 W3)

> map
The City, 13x13 Kaas (R820, R846): ^ The Lonely Mountain (N0 W0), . common land, a letter its owner's land (upper case: a building on it); rows N6 to S6, columns W6 to E6
  N6 . . . . . . . . . . . . .
  N5 . . . . . . . . . . . . .
  N4 . . . A . a b . . . . . .
  N3 . . . . . a . . . . . . .
  N2 . . . . . a . . . . . . .
  N1 . . . . . . A . . . . . .
  N0 . . . . . B ^ C . . . . .
  S1 . . . . . . . . . . . . .
  S2 . . A A a . . . . . . . .
  S3 . . A A a . . . . . . . .
  S4 . . A A . . . . . . . . .
  S5 . . A A . . . . . . . . .
  S6 . . a a . . . . . . . . .
a alice, b bob, c carol

# R810 4: Common Locations are entered freely; R825 IV ii: a Home "may
# only be entered with the permission of its owner" (docs/RULINGS.md: a
# standing permission, `home invite`).
alice> go library
alice goes from alice's House (#2) to the Library (R810 4)

> where alice
alice is in the Library (R810)

bob> go "alice's House"
error: "alice's House" may be entered only with alice's permission (R825 IV ii)

alice> home invite bob
alice permits bob to enter eir Home (R825 IV ii)

bob> go "alice's House"
bob goes from bob's House (#4) to alice's House (#2) (R810 4)

> where bob
bob is in alice's House (#2) (R810)

bob> go N0 W0
error: no player may visit The Lonely Mountain (R801)

bob> go S3 E3
bob goes from alice's House (#2) to the Kaa (S3 E3) (R810 4)

bob> go Manor
error: "Manor" is nobody's Home: only a Home is a Location among buildings (R825 IV ii, R810 1)

bob> go home
bob goes from the Kaa (S3 E3) to bob's House (#4) (R810 4)

> where bob
bob is in bob's House (#4) (R810)

# R825 IV ii: "a single building e owns as eir home": the new one
# replaces the old; where e is does not change.
alice> building home Cottage
alice designates "Cottage" eir Home (R825 IV ii)

> where alice
alice is in the Library (R810)

alice> go home
alice goes from the Library to Cottage (#8) (R810 4)

# R821 ¶3: sold to the Treasury for A$25; R820: the Kaa is then common
# land, never the Treasury's. A building's Kaas are sold all or none; a
# building sold with its land is destroyed (R825 III i, ii), 10% back.
alice> land sell N2 W1
alice sells (N2 W1) to the Treasury for A$25; it is common land (R821 ¶3, R820)

alice> land sell S2 W4
error: "Manor" stands on (S2 W3) too: sell all its Kaas or none (R821 ¶3)

alice> land sell N4 W3
"Cottage" goes with its land and, unowned, is destroyed (R825 III i, ii)
alice receives A$5 of its construction cost back (R825 V iii)
alice sells (N4 W3) to the Treasury for A$25; it is common land (R821 ¶3, R820)

> balance alice
alice: 0 points, 3320 A$

> land show N4 W3
(N4 W3): common land, unowned (R820); for sale at A$50 (R821 ¶1)

> where alice
alice is in the wilds (R810)

# R825 III i: a Kaa and the building attached to it cannot belong to
# different entities (the rules' own transfer: the admin's).
admin> entity transfer 1 bob
error: "alice's House" and the land it stands on would belong to different entities: that is impossible (R825 III i); move them together

> land show N1 W0
(N1 W0): Kaa of Land (#1), alice's; "alice's House" (#2): Small, Attached, alice's, on (N1 W0)

# The rules' transfer of a building with its land, in one act (R825 III i;
# the admin's, or an adopted proposal's effect); not to the Treasury (R825
# III v) nor to nobody.
admin> building transfer Manor to Treasury
error: 'Treasury' is not a player: a building goes to a player with its land (R825 III ii, v)

admin> building transfer Manor bob
"Manor" (#18) and the 8 Kaas it stands on go to bob (R825 III i)

> land show S2 W4
(S2 W4): Kaa of Land (#14), bob's; "Manor" (#18): Sumptuous, Attached, bob's, on (S2 W4) (S2 W3) (S3 W4) (S3 W3) (S4 W4) (S4 W3) (S5 W4) (S5 W3)

admin> building transfer Manor to alice
"Manor" (#18) and the 8 Kaas it stands on go to alice (R825 III i)

# R250 VII b: a Non-Player's "land and buildings ... become unowned";
# R825 III ii: "Buildings which are unowned are destroyed".
carol> leave
carol is now a Non-Player

> land show N0 E1
(N0 E1): common land, unowned (R820); for sale at A$50 (R821 ¶1)

> buildings
3 buildings (R825)
"alice's House" (#2): Small, Attached, alice's, on (N1 W0)
"bob's House" (#4): Small, Attached, bob's, on (N0 W1); bob's Home
"Manor" (#18): Sumptuous, Attached, alice's, on (S2 W4) (S2 W3) (S3 W4) (S3 W3) (S4 W4) (S4 W3) (S5 W4) (S5 W3)

> where carol
error: carol is not a player: a Non-Player is in no Location (R810 2)

> balance Treasury
Treasury: 0 points, 94950 A$

# Bad input: one clear error, nothing changed.
bob> go nowhere
error: no Location 'nowhere': a Common Location (library, wilds, townhall, hall, fm, courthouse, harfonian, guild), a Kaa (N4 W3), a Home or `home` (R810)

> where zed
error: no player 'zed'

bob> building destroy Nothing
error: no building 'Nothing' (`buildings` lists them)

bob> land sell N6 E6
error: you do not own the Kaa (N6 E6) (R821 ¶3)

bob> land sell N0 W1 N0 W1
error: (N0 W1) is named twice

bob> build huge "Tower" on N4 W0
error: 'huge' is not a size: Small, Cosy, Classy, Lavish, Sumptuous or Extravagant (R825 I ii)

bob> build small "Tower" N4 W0
error: usage: build SIZE "NAME" on N4 W3 [N4 W2 ...]

bob> building home Manor
error: "Manor" is alice's, not yours (R825 IV ii)

> land show N9 E9
error: (N9 E9) is not in the City: its Kaas run from -6 to 6 each way around The Lonely Mountain (R820, land.side)

> balance bob
bob: 0 points, 1730 A$

> buildings
3 buildings (R825)
"alice's House" (#2): Small, Attached, alice's, on (N1 W0)
"bob's House" (#4): Small, Attached, bob's, on (N0 W1); bob's Home
"Manor" (#18): Sumptuous, Attached, alice's, on (S2 W4) (S2 W3) (S3 W4) (S3 W3) (S4 W4) (S4 W3) (S5 W4) (S5 W3)

# R825 III iii: "A building which occupies a group of kaa which is not
# wholly owned by the owner of the building starts Floating": what the
# rules do outside a command (an auction's close, R516 5) cannot be
# refused, and the building floats, occupying no land (R825 I v).
alice> auction call 1
Auction 1 is called (called by alice, R516): a Kaa of Land (#1); public; minimum bid A$0; Auctioneer alice; bids `bid 1 A$X` until 2001-01-04T00:00:00Z at the earliest (R516 5)

bob> bid 1 A$60
bob bids A$60 in auction 1 (R516 6e)

clock advance 4d
clock: Auction 1 is over (R516 5): a Kaa of Land (#1)
bob wins a Kaa of Land (#1) for A$60, paid to alice (R516 6c)
the time is now 2001-01-05T00:00:00Z

> land show N1 W0
(N1 W0): Kaa of Land (#1), bob's

> buildings
3 buildings (R825)
"alice's House" (#2): Small, Floating, alice's
"bob's House" (#4): Small, Attached, bob's, on (N0 W1); bob's Home
"Manor" (#18): Sumptuous, Attached, alice's, on (S2 W4) (S2 W3) (S3 W4) (S3 W3) (S4 W4) (S4 W3) (S5 W4) (S5 W3)

bob> build small "Shack" on N1 W0
bob builds the Small building "Shack" (#27) on 1 Kaa from (N1 W0) for A$50 (R825 II i)

# R825 III i through a trade (R515): the land alone cannot change hands
# from under its building; the building with its land can, in one trade.
bob> trade offer to alice #1 for A$10
offer 1: bob offers to alice: a Kaa of Land (#1) for A$10; it stands until 2001-01-08T00:00:00Z (R515 ¶2, ¶3)

alice> trade accept 1
error: "Shack" and the land it stands on would belong to different entities: that is impossible (R825 III i); move them together

bob> trade offer to alice #27, #1 for A$10
offer 2: bob offers to alice: the Building "Shack" (#27) and a Kaa of Land (#1) for A$10; it stands until 2001-01-08T00:00:00Z (R515 ¶2, ¶3)

alice> trade accept 2
trade 2 settled: bob gives the Building "Shack" (#27) and a Kaa of Land (#1) to alice; alice gives A$10 to bob (R515 ¶4)
offer 1 by bob lapses: e no longer owns what it offers (R515 ¶3)

> land show N1 W0
(N1 W0): Kaa of Land (#1), alice's; "Shack" (#27): Small, Attached, alice's, on (N1 W0)
