# Arcadia (Agora, seed 003; src/agora/arcadia; docs/AGORA.md "Arcadia";
# readings in docs/RULINGS.md "Arcadia (seed 003)"): the contract (its
# Lord-Ruler, parties, Tournament Template, Arcadian Proposals applied
# "with 2 support and without 2 objections", the Iteration Date) and a
# whole tournament to a Monument win, with changes of the Template (a cost,
# applied while the first tournament runs; a new Facility and a Lua claim
# hook, applied after it) and the next tournament showing all three while
# the first never sees them. Every refusal is one line and changes nothing.
@init Arcadia 2001-06-01T12:00Z

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join trigon
welcome, trigon (Voting); A$900 from the Treasury

# "The Lord-Ruler of Arcadia is the player designated as such by this
# contract. Currently, Trigon is the Lord-Ruler."
alice> arcadia lord alice
error: only the Lord-Ruler (or the admin) designates the Lord-Ruler

admin> arcadia lord trigon
trigon is the Lord-Ruler of Arcadia

# "Any party to this contract" (RULINGS: a party joins and leaves by
# announcement).
alice> arcadia party
alice becomes a party to Arcadia

bob> arcadia party
bob becomes a party to Arcadia

carol> arcadia party
carol becomes a party to Arcadia

trigon> arcadia party
trigon becomes a party to Arcadia

bob> arcadia party
error: you are a party to Arcadia already

> arcadia
Arcadia: Lord-Ruler trigon; parties: alice bob carol trigon
Iteration Date: Never; Template version 1

# "The Tournament Template is a textual entity": every number of the
# tournament, each bound to its clause (arcadia_template.c).
> arcadia template
Tournament Template, version 1:
join.food 0
join.stone 2
join.lumber 2
energy 6
claim.base 1
raze.energy 1
food.energy 1
facility Farm: destroys 0 Food, 1 Stone, 1 Lumber; Energy 2; yields at midnight 1 Food
facility Mine: destroys 0 Food, 0 Stone, 2 Lumber; Energy 2; yields at midnight 1 Stone
facility Orchard: destroys 0 Food, 2 Stone, 0 Lumber; Energy 2; yields at midnight 1 Lumber
facility Monument: destroys 20 Food, 20 Stone, 20 Lumber; Energy 0; the first to build one wins; built on any Land Unit one owns

# No tournament yet: nothing to join, nothing to draw.
alice> arcadia join
error: no Arcadian Tournament is running (the Lord-Ruler begins one on the Iteration Date)

> arcadia map
error: no Arcadian Tournament has begun

# "If no Arcadian Tournament exists, the Lord-Ruler CAN and SHOULD announce a
# new date and set the Iteration Date to it." Only em, and only a date ahead.
bob> arcadia iterate 2001-06-02T12:00Z
error: only the Lord-Ruler of Arcadia sets the Iteration Date

trigon> arcadia iterate 2001-05-01
error: the Iteration Date must be after now

trigon> arcadia iterate someday
error: 'someday' is not a date (2001-01-10 or 2001-01-10T00:00Z) or Never

trigon> arcadia iterate 2001-06-03
the Lord-Ruler sets the Iteration Date to 2001-06-03T00:00:00Z

trigon> arcadia iterate never
the Iteration Date is Never

trigon> arcadia iterate 2001-06-02T12:00Z
the Lord-Ruler sets the Iteration Date to 2001-06-02T12:00:00Z

> deadlines
deadline 2: 2001-06-02T12:00:00Z arcadia-iteration, the Iteration Date of Arcadia (Arcadia (seed 003): On the Iteration Date)

# "On the Iteration Date, the Lord-Ruler SHALL set the Iteration Date to
# Never and then attempt to begin a new Free Tournament, as described in
# Rule 2566, with the set of regulations supplied by the Tournament
# Template." The Map begins with its 81 Land Units, all Public and Aether.
clock advance 1d
clock: the Iteration Date is Never; trigon begins Arcadian Tournament 1, a Free Tournament with the Tournament Template version 1
the time is now 2001-06-02T12:00:00Z

> arcadia
Arcadia: Lord-Ruler trigon; parties: alice bob carol trigon
Iteration Date: Never; Template version 1
Tournament 1 (Template version 1): running, 0 participants

# "Players, upon joining this tournament, are given 2 Stone and 2 [Lumber]"
# (RULINGS: the cut word; a player joins with a midnight's Energy).
alice> arcadia join
alice joins Arcadian Tournament 1 and is given 0 Food, 2 Stone and 2 Lumber; Energy 6

bob> arcadia join
bob joins Arcadian Tournament 1 and is given 0 Food, 2 Stone and 2 Lumber; Energy 6

# "Food, Stone, and Lumber are each currencies": the grant is created in
# the ledger, so it is eir holdings (RULINGS: core currencies).
> holdings bob
bob holds 900 A$, 2 Stone, 2 Lumber; no entities
total wealth: A$900 (R506)

> balance bob
bob: 0 points, 900 A$, 2 Stone, 2 Lumber

# The seed gives no way to transfer them (RULINGS: not transferable).
bob> transfer 1 Stone to alice
error: Stone cannot be transferred by players

> currencies
points: may be negative; not transferable; score;
A$: never negative; transferable; fixed supply;
Gamepoints: may be negative; not transferable;
Food: never negative; not transferable;
Stone: never negative; not transferable;
Lumber: never negative; not transferable;

> report treasuror
The Treasuror's report, 2001-06-02T12:00:00Z (R412; Financier: vacant)
points: none held
A$: Treasury 96400, alice 900, bob 900, carol 900, trigon 900; total 100000
Gamepoints: none held
Food: none held
Stone: alice 2, bob 2; total 4
Lumber: alice 2, bob 2; total 4
Changes since the nomic began:
  2001-06-01T12:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-06-01T12:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 2 (R252 II 2: the join grant)
  2001-06-01T12:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 3 (R252 II 2: the join grant)
  2001-06-01T12:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 4 (R252 II 2: the join grant)
  2001-06-01T12:00:00Z Treasury pays 900 A$ to trigon -- join by the admin, event 5 (R252 II 2: the join grant)
  2001-06-02T12:00:00Z alice gains 2 Stone -- arcadia join by alice, event 16
  2001-06-02T12:00:00Z alice gains 2 Lumber -- arcadia join by alice, event 16
  2001-06-02T12:00:00Z bob gains 2 Stone -- arcadia join by bob, event 17
  2001-06-02T12:00:00Z bob gains 2 Lumber -- arcadia join by bob, event 17

alice> arcadia join
error: you have joined Arcadian Tournament 1 already

# Day 0. "Participants CAN set the Land Type of a Land Unit whose type is
# Aether to the value of the Alternating Land Type and transfer it to emself
# by announcement ... This action also flips the Alternating Land Type".
alice> arcadia claim 5 5
alice claims the Land Unit at (5, 5), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

# "Land Units are assets ... Each Land Unit has switches for Latitude and
# Longitude" and "Land Type is a Land Unit switch": each of the Map's 81
# units is an entity of src/econ (#1 to #81, made when the tournament
# began), and the claim ("transfer it to emself") moved this one to alice
# and set its Land Type switch (RULINGS "Arcadia (seed 003)": Land Units as
# entities).
> entity show #41
a Land Unit (#41): nontradeable, nameless, never in the Treasury, not in the Financier's records (Arcadia (seed 003): Land Units are assets)
owner: alice
created 2001-06-02T12:00:00Z, event 14: Arcadia (seed 003), Tournament 1: a new Land Unit is created with that Latitude and Longitude
latitude: 5 (Arcadia (seed 003): Each Land Unit has switches)
longitude: 5 (Arcadia (seed 003): Each Land Unit has switches)
landtype: Black (Arcadia (seed 003): Land Type is a Land Unit switch)

> holdings alice
alice holds 900 A$, 2 Stone, 2 Lumber
Land Unit (#41); latitude 5, longitude 5, landtype Black
total wealth: A$900 (R506)

# "Any land for which ownership has not been explicitly defined is owned by
# Agora": Public Land's entity has no owner here (Somewhere Else).
> entity show #1
a Land Unit (#1): nontradeable, nameless, never in the Treasury, not in the Financier's records (Arcadia (seed 003): Land Units are assets)
owner: Somewhere Else
created 2001-06-02T12:00:00Z, event 14: Arcadia (seed 003), Tournament 1: a new Land Unit is created with that Latitude and Longitude
latitude: 1 (Arcadia (seed 003): Each Land Unit has switches)
longitude: 1 (Arcadia (seed 003): Each Land Unit has switches)
landtype: Aether (Arcadia (seed 003): Land Type is a Land Unit switch)

# The seed gives no way to trade or give a Land Unit (RULINGS: ownable,
# nontradeable): a gift and a trade offer are each refused with one line.
alice> give #41 to bob
error: a Land Unit (#41) is nontradeable: it cannot be given (Arcadia (seed 003): Land Units are assets, R500.2)

alice> trade offer to bob #41 for 1 A$
error: a Land Unit (#41) is nontradeable (Arcadia (seed 003): Land Units are assets, R500.2): only tradeable entities are traded (R515 ¶2)

# "Exactly one Land Unit can exist for each combination of Latitude and
# Longitude": none is made or destroyed, or moved to another Location,
# outside that rule, not even by the admin's entity commands.
admin> entity destroy #41
error: Land Units are created and destroyed only to keep exactly one for each Latitude and Longitude (Arcadia (seed 003): Exactly one Land Unit)

admin> entity create landunit nobody
error: a Land Unit exists only on a running Arcadian Tournament's Map, one for each Latitude and Longitude (Arcadia (seed 003): Exactly one Land Unit)

admin> entity set #41 latitude 3
error: the Land Unit at (5, 5) keeps its Location: a second unit there would be destroyed at once (Arcadia (seed 003): Exactly one Land Unit)

# "The owner of a Land Unit with a Facility value None CAN set that Land
# Unit's Facility value to ... Mine by destroying 2 Lumber, or to Orchard by
# destroying 2 Stone. Each of these actions decreases eir Energy by 2."
alice> arcadia build 5 5 Mine
alice builds a Mine at (5, 5) (Energy 3 left; 0 Food, 2 Stone, 0 Lumber)

bob> arcadia claim 1 1
bob claims the Land Unit at (1, 1), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

# Another player has claimed since: alice's claim costs 1 again.
alice> arcadia claim 5 6
alice claims the Land Unit at (5, 6), now Black, for 1 Energy (2 left); the Alternating Land Type is now White

alice> arcadia build 5 6 Orchard
alice builds an Orchard at (5, 6) (Energy 0 left; 0 Food, 0 Stone, 0 Lumber)

# "Any actions that would set a player's Energy to be less than 0 [are
# impossible]" (RULINGS: the cut clause); her next claim would cost 2.
alice> arcadia claim 4 4
error: claiming land (your claim 2 in a row) costs 2 Energy and you have 0 (Energy cannot go below 0)

# "decreases eir Energy by one more than the amount of times this action
# has been performed by the player in question since another player has
# performed this action": bob claims again for 1, then for 2.
bob> arcadia claim 1 2
bob claims the Land Unit at (1, 2), now White, for 1 Energy (4 left); the Alternating Land Type is now Black

bob> arcadia claim 1 3
bob claims the Land Unit at (1, 3), now Black, for 2 Energy (2 left); the Alternating Land Type is now White

bob> arcadia build 1 1 Mine
bob builds a Mine at (1, 1) (Energy 0 left; 0 Food, 2 Stone, 0 Lumber)

# Bad input, one line each and nothing changes: no Energy (a third claim
# running costs 3), land not Aether, land not one's own (Private, Public),
# an unknown Facility, a Location off the Map, a player not in the
# tournament.
bob> arcadia build 1 2 Orchard
error: building an Orchard costs 2 Energy and you have 0 (Energy cannot go below 0)

bob> arcadia claim 1 4
error: claiming land (your claim 3 in a row) costs 3 Energy and you have 0 (Energy cannot go below 0)

bob> arcadia claim 5 5
error: the Land Unit at (5, 5) is Black, not Aether: only Aether land is claimed

bob> arcadia build 5 5 Mine
error: the Land Unit at (5, 5) is not yours (Private Land of another)

bob> arcadia build 2 2 Farm
error: the Land Unit at (2, 2) is not yours (Public Land, Agora's)

bob> arcadia build 1 2 Castle
error: this tournament has no Facility 'Castle' (its Facilities: Farm, Mine, Orchard, Monument)

bob> arcadia claim 0 10
error: a Location is a Latitude and a Longitude, each 1 to 9

carol> arcadia claim 2 2
error: you have not joined Arcadian Tournament 1 (`arcadia join`)

# "Land Units belonging to any other entity are called Private Land": the
# Map lists each with its owner and its entity ("Land Units are assets").
> arcadia map
Map of Arcadian Tournament 1 (Latitude down, Longitude across; b/w Black/White, capital: a Facility, . Aether):
  123456789
1 Wwb......
2 .........
3 .........
4 .........
5 ....BB...
6 .........
7 .........
8 .........
9 .........
(1, 1) White Mine, bob, Land Unit #1
(1, 2) White None, bob, Land Unit #2
(1, 3) Black None, bob, Land Unit #3
(5, 5) Black Mine, alice, Land Unit #41
(5, 6) Black Orchard, alice, Land Unit #42
alice: Energy 0, 0 Food, 0 Stone, 0 Lumber
bob: Energy 0, 0 Food, 2 Stone, 0 Lumber
Alternating Land Type: White

# "Every day at midnight, for each Farm each player owns, 1 Food is created
# in eir possession; for each Mine ..., 1 Stone ...; and for each Orchard
# ..., 1 Lumber" and "Every day at midnight, each player's Energy is set to 6."
clock advance 12h
clock: midnight in Arcadian Tournament 1: alice +0 Food +1 Stone +1 Lumber (0, 1, 1), Energy 6; bob +0 Food +1 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-03T00:00:00Z

# Day 1. "Players CAN, by announcement, destroy N Food in order to increase
# eir Energy by N": alice has no Food yet.
alice> arcadia eat 1
error: you have 0 Food, not 1

# A Farm only "with a Facility value None"; "The owner of a Land Unit with a
# Facility value not equal to None can set its Facility value to None by
# announcement. This action decreases eir Energy by 1."
bob> arcadia build 1 1 Farm
error: the Land Unit at (1, 1) has a Mine: a Farm is built only where the Facility is None

bob> arcadia raze 1 1
bob destroys the Mine at (1, 1) (Energy 5 left)

bob> arcadia raze 1 1
error: the Land Unit at (1, 1) has no Facility to destroy

alice> arcadia raze 1 1
error: the Land Unit at (1, 1) is not yours (Private Land of another)

# bob's run of claims goes on across midnight: his third costs 3.
bob> arcadia claim 1 4
bob claims the Land Unit at (1, 4), now White, for 3 Energy (2 left); the Alternating Land Type is now Black

# "Any party to this contract can create an Arcadian Proposal by
# announcement by specifying its text." Proposal 1 changes a cost: a Farm
# to take 3 Energy. The text is checked against the Template at once.
alice> arcadia propose set Farm.energy 3
alice creates Arcadian Proposal 1: set Farm.energy 3

bob> arcadia propose facility Castle stone 5 energy 1
bob creates Arcadian Proposal 2: facility Castle stone 5 energy 1

bob> arcadia propose build me a castle
error: a change is 'set KEY N', 'facility NAME ...' or 'hook claim LUA' (see `help arcadia propose`)

bob> arcadia propose set Palace.energy 1
error: the Template has no number 'Palace.energy'

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

dave> arcadia propose set energy 9
error: only a party to Arcadia creates an Arcadian Proposal (`arcadia party` first)

# "With 2 support and without 2 objections from active parties to this
# contract, the player who submitted an Arcadian Proposal CAN apply any
# changes listed therein" (the support method, src/gov/methods/support.c).
alice> arcadia apply 1
error: Arcadian Proposal 1 cannot be applied: 0 support (2 needed), 0 objections (fewer than 2 allowed), waiting period not over: not yet (Arcadia, with N support without N objections)

alice> arcadia support 1
error: you submitted Arcadian Proposal 1: you cannot support it

bob> arcadia support 1
bob supports Arcadian Proposal 1

carol> arcadia support 1
carol supports Arcadian Proposal 1

dave> arcadia support 1
error: only parties to Arcadia support or object (the contract: "from active parties to this contract")

bob> arcadia apply 1
error: only alice, who submitted Arcadian Proposal 1, applies it

# Agora's dependent actions (RULINGS): not before 4 days have passed.
alice> arcadia apply 1
error: Arcadian Proposal 1 cannot be applied: 2 support (2 needed), 0 objections (fewer than 2 allowed), waiting period not over: not yet (Arcadia, with N support without N objections)

# Proposal 2 meets 2 objections; support and objection may be changed.
carol> arcadia object 2
carol objects to Arcadian Proposal 2

trigon> arcadia object 2
trigon objects to Arcadian Proposal 2

alice> arcadia support 2
alice supports Arcadian Proposal 2

carol> arcadia support 2
carol now supports Arcadian Proposal 2

carol> arcadia object 2
carol now objects to Arcadian Proposal 2

carol> arcadia object 2
error: you object to Arcadian Proposal 2 already

alice> arcadia support 9
error: there is no Arcadian Proposal 9

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +0 Food +1 Stone +1 Lumber (0, 2, 2), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-04T00:00:00Z

# Day 2: a Mine and an Orchard more, bob claiming between alice's claims
# so that each of hers costs 1 (bob's own run goes on from yesterday: 4).
bob> arcadia claim 9 1
bob claims the Land Unit at (9, 1), now Black, for 4 Energy (2 left); the Alternating Land Type is now White

alice> arcadia claim 4 5
alice claims the Land Unit at (4, 5), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

alice> arcadia build 4 5 Mine
alice builds a Mine at (4, 5) (Energy 3 left; 0 Food, 2 Stone, 0 Lumber)

bob> arcadia claim 9 2
bob claims the Land Unit at (9, 2), now Black, for 1 Energy (1 left); the Alternating Land Type is now White

alice> arcadia claim 4 6
alice claims the Land Unit at (4, 6), now White, for 1 Energy (2 left); the Alternating Land Type is now Black

alice> arcadia build 4 6 Orchard
alice builds an Orchard at (4, 6) (Energy 0 left; 0 Food, 0 Stone, 0 Lumber)

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +0 Food +2 Stone +2 Lumber (0, 2, 2), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-05T00:00:00Z

# Day 3.
bob> arcadia claim 9 3
bob claims the Land Unit at (9, 3), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

alice> arcadia claim 6 5
alice claims the Land Unit at (6, 5), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

alice> arcadia build 6 5 Mine
alice builds a Mine at (6, 5) (Energy 3 left; 0 Food, 2 Stone, 0 Lumber)

bob> arcadia claim 9 4
bob claims the Land Unit at (9, 4), now Black, for 1 Energy (4 left); the Alternating Land Type is now White

alice> arcadia claim 6 6
alice claims the Land Unit at (6, 6), now White, for 1 Energy (2 left); the Alternating Land Type is now Black

alice> arcadia build 6 6 Orchard
alice builds an Orchard at (6, 6) (Energy 0 left; 0 Food, 0 Stone, 0 Lumber)

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +0 Food +3 Stone +3 Lumber (0, 3, 3), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-06T00:00:00Z

# Day 4.
bob> arcadia claim 9 5
bob claims the Land Unit at (9, 5), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

alice> arcadia claim 3 5
alice claims the Land Unit at (3, 5), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

alice> arcadia build 3 5 Mine
alice builds a Mine at (3, 5) (Energy 3 left; 0 Food, 3 Stone, 1 Lumber)

bob> arcadia claim 9 6
bob claims the Land Unit at (9, 6), now Black, for 1 Energy (4 left); the Alternating Land Type is now White

alice> arcadia claim 3 6
alice claims the Land Unit at (3, 6), now White, for 1 Energy (2 left); the Alternating Land Type is now Black

alice> arcadia build 3 6 Orchard
alice builds an Orchard at (3, 6) (Energy 0 left; 0 Food, 1 Stone, 1 Lumber)

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +0 Food +4 Stone +4 Lumber (0, 5, 5), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-07T00:00:00Z

# Day 5, four days after Proposals 1 and 2. Proposal 2 has 2 objections.
bob> arcadia apply 2
error: Arcadian Proposal 2 cannot be applied: 1 support (2 needed), 2 objections (fewer than 2 allowed): not yet (Arcadia, with N support without N objections)

# alice applies Proposal 1 and posts "the full modified Tournament
# Template" (version 2: a Farm takes 3 Energy).
alice> arcadia apply 1
alice applies Arcadian Proposal 1 (2 support (2 needed), 0 objections (fewer than 2 allowed): may be done (Arcadia, with N support without N objections)); the full modified Tournament Template, version 2:
join.food 0
join.stone 2
join.lumber 2
energy 6
claim.base 1
raze.energy 1
food.energy 1
facility Farm: destroys 0 Food, 1 Stone, 1 Lumber; Energy 3; yields at midnight 1 Food
facility Mine: destroys 0 Food, 0 Stone, 2 Lumber; Energy 2; yields at midnight 1 Stone
facility Orchard: destroys 0 Food, 2 Stone, 0 Lumber; Energy 2; yields at midnight 1 Lumber
facility Monument: destroys 20 Food, 20 Stone, 20 Lumber; Energy 0; the first to build one wins; built on any Land Unit one owns

alice> arcadia apply 1
error: Arcadian Proposal 1 was applied already (Template version 2)

# The running tournament keeps its own copy of version 1: a Farm still
# takes 2 Energy (6 - 1 - 2 - 1 - 2 = 0).
bob> arcadia claim 9 7
bob claims the Land Unit at (9, 7), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

alice> arcadia claim 7 5
alice claims the Land Unit at (7, 5), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

alice> arcadia build 7 5 Farm
alice builds a Farm at (7, 5) (Energy 3 left; 0 Food, 4 Stone, 4 Lumber)

bob> arcadia claim 9 8
bob claims the Land Unit at (9, 8), now Black, for 1 Energy (4 left); the Alternating Land Type is now White

alice> arcadia claim 7 6
alice claims the Land Unit at (7, 6), now White, for 1 Energy (2 left); the Alternating Land Type is now Black

alice> arcadia build 7 6 Farm
alice builds a Farm at (7, 6) (Energy 0 left; 0 Food, 3 Stone, 3 Lumber)

# Proposal 3 adds a Facility, for the next tournament.
carol> arcadia propose facility Quarry lumber 1 energy 2 yield stone 2
carol creates Arcadian Proposal 3: facility Quarry lumber 1 energy 2 yield stone 2

alice> arcadia support 3
alice supports Arcadian Proposal 3

bob> arcadia support 3
bob supports Arcadian Proposal 3

# Proposal 4 makes the Template executable: a claim hook in Lua (run in
# the rules' sandbox, arcadia_hook.c) that makes each claim in a row cost
# 2 more instead of 1.
bob> arcadia propose hook claim return base + 2 * streak
bob creates Arcadian Proposal 4: hook claim return base + 2 * streak

bob> arcadia propose hook claim return (
error: the claim hook does not compile: claim hook:1: unexpected symbol near <eof>

alice> arcadia support 4
alice supports Arcadian Proposal 4

carol> arcadia support 4
carol supports Arcadian Proposal 4

bob> arcadia build 1 2 Quarry
error: this tournament has no Facility 'Quarry' (its Facilities: Farm, Mine, Orchard, Monument)

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +2 Food +4 Stone +4 Lumber (2, 7, 7), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-08T00:00:00Z

# Day 6.
bob> arcadia claim 8 1
bob claims the Land Unit at (8, 1), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

alice> arcadia claim 2 5
alice claims the Land Unit at (2, 5), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

alice> arcadia build 2 5 Farm
alice builds a Farm at (2, 5) (Energy 3 left; 2 Food, 6 Stone, 6 Lumber)

bob> arcadia claim 8 2
bob claims the Land Unit at (8, 2), now Black, for 1 Energy (4 left); the Alternating Land Type is now White

alice> arcadia claim 2 6
alice claims the Land Unit at (2, 6), now White, for 1 Energy (2 left); the Alternating Land Type is now Black

alice> arcadia build 2 6 Farm
alice builds a Farm at (2, 6) (Energy 0 left; 2 Food, 5 Stone, 5 Lumber)

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +4 Food +4 Stone +4 Lumber (6, 9, 9), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-09T00:00:00Z

# Day 7: a fifth Farm, and a Food destroyed for Energy.
bob> arcadia claim 8 3
bob claims the Land Unit at (8, 3), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

alice> arcadia claim 8 5
alice claims the Land Unit at (8, 5), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

alice> arcadia build 8 5 Farm
alice builds a Farm at (8, 5) (Energy 3 left; 6 Food, 8 Stone, 8 Lumber)

alice> arcadia eat 1
alice destroys 1 Food for 1 Energy (Energy 4)

alice> arcadia eat 50
error: you have 5 Food, not 50

alice> arcadia eat 0
error: '0' is not a number of Food (1 or more)

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +5 Food +4 Stone +4 Lumber (10, 12, 12), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-10T00:00:00Z

# Day 8: not yet 20 of each.
alice> arcadia build 5 5 Monument
error: a Monument destroys 20 Food, 20 Stone and 20 Lumber; you have 10, 12 and 12

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +5 Food +4 Stone +4 Lumber (15, 16, 16), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-11T00:00:00Z

clock advance 1d
clock: midnight in Arcadian Tournament 1: alice +5 Food +4 Stone +4 Lumber (20, 20, 20), Energy 6; bob +0 Food +0 Stone +0 Lumber (0, 3, 0), Energy 6
the time is now 2001-06-12T00:00:00Z

# Day 10: "Players CAN, by announcement, set the Facility of a Land Unit e
# owns to Monument by destroying 20 Food, 20 Stones, and 20 Lumber. The
# first player to do so wins the tournament."
bob> arcadia build 1 1 Monument
error: a Monument destroys 20 Food, 20 Stone and 20 Lumber; you have 0, 3 and 0

alice> arcadia build 5 5 Monument
alice builds a Monument at (5, 5) (Energy 6 left; 0 Food, 0 Stone, 0 Lumber)
alice is the first to build a Monument and wins Arcadian Tournament 1
its 81 Land Units are destroyed with it: its regulations, which define them, end

# "by destroying 20 Food, 20 Stones, and 20 Lumber": destroyed in the ledger.
> balance alice
alice: 0 points, 900 A$

# The tournament is won and its regulations, which define its Land Units,
# end: their entities are destroyed (RULINGS "Arcadia (seed 003)"). The
# Map stays as the tournament's record, without entities.
> holdings alice
alice holds 900 A$; no entities
total wealth: A$900 (R506)

> entity show #41
error: no entity '#41' (`entities` lists them)

> arcadia map
Map of Arcadian Tournament 1 (Latitude down, Longitude across; b/w Black/White, capital: a Facility, . Aether):
  123456789
1 wwbw.....
2 ....WW...
3 ....WW...
4 ....WW...
5 ....BB...
6 ....WW...
7 ....WW...
8 bbb.W....
9 bbbbbbbb.
(1, 1) White None, bob
(1, 2) White None, bob
(1, 3) Black None, bob
(1, 4) White None, bob
(2, 5) White Farm, alice
(2, 6) White Farm, alice
(3, 5) White Mine, alice
(3, 6) White Orchard, alice
(4, 5) White Mine, alice
(4, 6) White Orchard, alice
(5, 5) Black Monument, alice
(5, 6) Black Orchard, alice
(6, 5) White Mine, alice
(6, 6) White Orchard, alice
(7, 5) White Farm, alice
(7, 6) White Farm, alice
(8, 1) Black None, bob
(8, 2) Black None, bob
(8, 3) Black None, bob
(8, 5) White Farm, alice
(9, 1) Black None, bob
(9, 2) Black None, bob
(9, 3) Black None, bob
(9, 4) Black None, bob
(9, 5) Black None, bob
(9, 6) Black None, bob
(9, 7) Black None, bob
(9, 8) Black None, bob
alice: Energy 6, 0 Food, 0 Stone, 0 Lumber
bob: Energy 6, 0 Food, 3 Stone, 0 Lumber
Alternating Land Type: Black
won by alice

# The tournament is over: no more actions, no more midnights.
bob> arcadia claim 9 9
error: no Arcadian Tournament is running (the Lord-Ruler begins one on the Iteration Date)

clock advance 1d
the time is now 2001-06-13T00:00:00Z

# Between the tournaments, the second change of the Template: the new
# Facility (Proposal 3, version 3) and the claim hook
# (Proposal 4, version 4).
carol> arcadia apply 3
carol applies Arcadian Proposal 3 (2 support (2 needed), 0 objections (fewer than 2 allowed): may be done (Arcadia, with N support without N objections)); the full modified Tournament Template, version 3:
join.food 0
join.stone 2
join.lumber 2
energy 6
claim.base 1
raze.energy 1
food.energy 1
facility Farm: destroys 0 Food, 1 Stone, 1 Lumber; Energy 3; yields at midnight 1 Food
facility Mine: destroys 0 Food, 0 Stone, 2 Lumber; Energy 2; yields at midnight 1 Stone
facility Orchard: destroys 0 Food, 2 Stone, 0 Lumber; Energy 2; yields at midnight 1 Lumber
facility Monument: destroys 20 Food, 20 Stone, 20 Lumber; Energy 0; the first to build one wins; built on any Land Unit one owns
facility Quarry: destroys 0 Food, 0 Stone, 1 Lumber; Energy 2; yields at midnight 2 Stone

bob> arcadia apply 4
bob applies Arcadian Proposal 4 (2 support (2 needed), 0 objections (fewer than 2 allowed): may be done (Arcadia, with N support without N objections)); the full modified Tournament Template, version 4:
join.food 0
join.stone 2
join.lumber 2
energy 6
claim.base 1
raze.energy 1
food.energy 1
facility Farm: destroys 0 Food, 1 Stone, 1 Lumber; Energy 3; yields at midnight 1 Food
facility Mine: destroys 0 Food, 0 Stone, 2 Lumber; Energy 2; yields at midnight 1 Stone
facility Orchard: destroys 0 Food, 2 Stone, 0 Lumber; Energy 2; yields at midnight 1 Lumber
facility Monument: destroys 20 Food, 20 Stone, 20 Lumber; Energy 0; the first to build one wins; built on any Land Unit one owns
facility Quarry: destroys 0 Food, 0 Stone, 1 Lumber; Energy 2; yields at midnight 2 Stone
hook claim return base + 2 * streak

> arcadia proposals
Arcadian Proposal 1 by alice: set Farm.energy 3 (2 support, 0 objections, applied)
Arcadian Proposal 2 by bob: facility Castle stone 5 energy 1 (1 support, 2 objections)
Arcadian Proposal 3 by carol: facility Quarry lumber 1 energy 2 yield stone 2 (2 support, 0 objections, applied)
Arcadian Proposal 4 by bob: hook claim return base + 2 * streak (2 support, 0 objections, applied)

> arcadia template
Tournament Template, version 4:
join.food 0
join.stone 2
join.lumber 2
energy 6
claim.base 1
raze.energy 1
food.energy 1
facility Farm: destroys 0 Food, 1 Stone, 1 Lumber; Energy 3; yields at midnight 1 Food
facility Mine: destroys 0 Food, 0 Stone, 2 Lumber; Energy 2; yields at midnight 1 Stone
facility Orchard: destroys 0 Food, 2 Stone, 0 Lumber; Energy 2; yields at midnight 1 Lumber
facility Monument: destroys 20 Food, 20 Stone, 20 Lumber; Energy 0; the first to build one wins; built on any Land Unit one owns
facility Quarry: destroys 0 Food, 0 Stone, 1 Lumber; Energy 2; yields at midnight 2 Stone
hook claim return base + 2 * streak

trigon> arcadia iterate 2001-06-14T12:00Z
the Lord-Ruler sets the Iteration Date to 2001-06-14T12:00:00Z

clock advance 1d12h
clock: the Iteration Date is Never; trigon begins Arcadian Tournament 2, a Free Tournament with the Tournament Template version 4
the time is now 2001-06-14T12:00:00Z

# Tournament 2 runs version 4: a fresh Map, a Farm takes 3 Energy, there
# are Quarries, and a second claim in a row costs 1 + 2 = 3.
alice> arcadia join
alice joins Arcadian Tournament 2 and is given 0 Food, 2 Stone and 2 Lumber; Energy 6

bob> arcadia join
bob joins Arcadian Tournament 2 and is given 0 Food, 2 Stone and 2 Lumber; Energy 6

# Holdings persist from one tournament to the next (RULINGS): bob's 3
# Stone of Tournament 1 and Tournament 2's grant of 2.
> balance bob
bob: 0 points, 900 A$, 5 Stone, 2 Lumber

trigon> arcadia iterate 2001-07-01
error: an Arcadian Tournament exists: the Iteration Date is set only when none does

alice> arcadia claim 5 5
alice claims the Land Unit at (5, 5), now Black, for 1 Energy (5 left); the Alternating Land Type is now White

alice> arcadia build 5 5 Quarry
alice builds a Quarry at (5, 5) (Energy 3 left; 0 Food, 2 Stone, 1 Lumber)

bob> arcadia claim 1 1
bob claims the Land Unit at (1, 1), now White, for 1 Energy (5 left); the Alternating Land Type is now Black

# bob kept the 3 Stone of Tournament 1 ("Food, Stone, and Lumber are each
# currencies": ledger holdings, which persist; RULINGS) and was given 2
# more on joining: 5, less the Farm's 1.
bob> arcadia build 1 1 Farm
bob builds a Farm at (1, 1) (Energy 2 left; 0 Food, 4 Stone, 1 Lumber)

alice> arcadia claim 5 6
alice claims the Land Unit at (5, 6), now Black, for 1 Energy (2 left); the Alternating Land Type is now White

alice> arcadia build 5 6 Farm
error: building a Farm costs 3 Energy and you have 2 (Energy cannot go below 0)

alice> arcadia claim 5 7
error: claiming land (your claim 2 in a row) costs 3 Energy and you have 2 (Energy cannot go below 0)

clock advance 12h
clock: midnight in Arcadian Tournament 2: alice +0 Food +2 Stone +0 Lumber (0, 4, 1), Energy 6; bob +1 Food +0 Stone +0 Lumber (1, 4, 1), Energy 6
the time is now 2001-06-15T00:00:00Z

> arcadia map
Map of Arcadian Tournament 2 (Latitude down, Longitude across; b/w Black/White, capital: a Facility, . Aether):
  123456789
1 W........
2 .........
3 .........
4 .........
5 ....Bb...
6 .........
7 .........
8 .........
9 .........
(1, 1) White Farm, bob, Land Unit #82
(5, 5) Black Quarry, alice, Land Unit #122
(5, 6) Black None, alice, Land Unit #123
alice: Energy 6, 0 Food, 4 Stone, 1 Lumber
bob: Energy 6, 1 Food, 4 Stone, 1 Lumber
Alternating Land Type: White

# A fresh Map: "if there ever is a possible Latitude and Longitude pair
# where no Land Units exist, a new Land Unit is created", 81 new entities,
# #82 to #162 (an entity's id is never reused).
> holdings alice
alice holds 900 A$, 4 Stone, 1 Lumber
Land Unit (#122); latitude 5, longitude 5, landtype Black
Land Unit (#123); latitude 5, longitude 6, landtype Black
total wealth: A$900 (R506)

> entities bob
1 entity owned by bob
Land Unit (#82); latitude 1, longitude 1, landtype White

# Leaving the contract.
carol> arcadia leave
carol ceases to be a party to Arcadia

carol> arcadia leave
error: you are not a party to Arcadia

carol> arcadia propose set energy 7
error: only a party to Arcadia creates an Arcadian Proposal (`arcadia party` first)

> arcadia
Arcadia: Lord-Ruler trigon; parties: alice bob trigon
Iteration Date: Never; Template version 4
Tournament 2 (Template version 4): running, 2 participants

