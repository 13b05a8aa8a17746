# A nomic begun at behaviour level 2, before the server kept Honour by
# itself (core/level.h): joining earns nothing until the nomic turns
# `characteristics.auto` on; the admin's acts work at any level.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

> params characteristics.auto
characteristics.auto = 0 (R540; 0 to 1): 1 (nomics begun at level 3): the server changes Honour (R550.1, R550.2) and the Elements (R540.3) by itself for the acts it sees; 0 (nomics begun before, so that they replay unchanged): only the admin does

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

> honour
alice: 0

admin> param set characteristics.auto 1
characteristics.auto = 1 (R540)

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

> honour
alice: 0
bob: 1

admin> honour act alice torch
alice gains 3 Honour: now 3 (R550.1: receiving a Bronze Torch)

