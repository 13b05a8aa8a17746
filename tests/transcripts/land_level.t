# A nomic begun at behaviour level 3, before the server granted Homes by
# itself (core/level.h): joining grants nothing until the nomic turns
# `land.homes` on (R252 II 1); then the free Kaa nearest The Lonely
# Mountain, with a Small building "NAME's House" upon it, eir Home.
@level 3

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

> params land.homes
land.homes = 0 (R252 II 1; 0 to 1): 1 (nomics begun at level 4): each new player is granted the free Kaa nearest The Lonely Mountain and a Small building "NAME's House" upon it, eir Home; 0 (nomics begun before, so that they replay unchanged): nothing

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

> buildings
0 buildings (R825)

> entities alice
0 entities owned by alice

# R810 6: with no Home, a player is in the wilds.
> where alice
alice is in the wilds (R810)

alice> go home
error: you have no Home: designate one with `building home B` (R825 IV ii)

admin> param set land.homes 1
land.homes = 1 (R252 II 1)

# (N1 W0) is taken: the next nearest free Kaa, (N0 W1), northmost then
# westmost of those as near (docs/RULINGS.md).
alice> land buy N1 W0
alice buys the Kaa (N1 W0) for A$50 (R821 ¶1)

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

> buildings
1 building (R825)
"bob's House" (#3): Small, Attached, bob's, on (N0 W1); bob's Home

> entities bob
2 entities owned by bob
Kaa of Land (#2)
Building "bob's House" (#3)

> where bob
bob is in bob's House (#3) (R810)

# R825 IV ii: the permission to enter a Home is its owner's to give and
# withdraw.
alice> go "bob's House"
error: "bob's House" may be entered only with bob's permission (R825 IV ii)

bob> home invite alice
bob permits alice to enter eir Home (R825 IV ii)

alice> go "bob's House"
alice goes from the wilds to bob's House (#3) (R810 4)

bob> home uninvite alice
bob withdraws eir permission for alice to enter eir Home (R825 IV ii)

bob> home uninvite alice
error: alice has no permission to withdraw

alice> go library
alice goes from bob's House (#3) to the Library (R810 4)

alice> go "bob's House"
error: "bob's House" may be entered only with bob's permission (R825 IV ii)

> where alice
alice is in the Library (R810)
