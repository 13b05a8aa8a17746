# The Honour System (Ackanomic R550, R550.1, R550.2, R550.3, R550.10),
# kept by the server for the acts it sees (`characteristics.auto`, from
# behaviour level 3) and by the admin, as the rule's effect, for the rest.
# honour_level.t has a nomic begun before level 3.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

# R550.1, Uniquely Honourable: "1 honour : Joining the game".
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

> honour
alice: 1
bob: 1
carol: 1
dave: 1

# R550.1, Repeatably Honourable: "2 honour : Being appointed to a
# Functional Office"; "1 Honour : Being elected to a Political Office"
# (docs/RULINGS.md: the office's kind says which).
admin> appoint alice Promoter
alice is now Promoter

admin> appoint alice Speaker
alice is now Speaker

> characteristics alice
Harf: 0
Strength: 10
Intelligence: 10
Wisdom: 10
Dexterity: 10
Constitution: 10
Charisma: 10
Fire Skill: 0
Water Skill: 0
Earth Skill: 0
Air Skill: 0
Alignment: 0
Honour: 4
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-01T00:00:00Z: Honour 1 -> 3 (R550.1: being appointed to a Functional Office)
| 2001-01-01T00:00:00Z: Honour 3 -> 4 (R550.1: being elected to a Political Office)

# The acts the server does not see are the admin's to apply as the rule's
# effect (R550.1: a Blue Cross Bonus, 2, Unique; R550.2: bribing, -1,
# Repeatable).
admin> honour act carol bluecross
carol gains 2 Honour: now 3 (R550.1: receiving a Blue Cross Bonus)

admin> honour act carol bluecross
error: carol has had the Honour of receiving a Blue Cross Bonus already: it is Unique (R550.1)

admin> honour act carol bribing
carol loses 1 Honour: now 2 (R550.2: bribing players (not Tammany) on a proposal)

admin> honour act carol bribing
carol loses 1 Honour: now 1 (R550.2: bribing players (not Tammany) on a proposal)

admin> honour act carol gossip
error: no act 'gossip' in R550.1 or R550.2 (torch, bluecross, join, elder, duel-won, cycle-won, elected, appointed, gaol, goose, duel-lost, impeached, convicted, bribing)

alice> honour act carol bribing
error: only the admin may do that

# R550.3: "If there is one player who has a higher honour score than all
# other players, and that honour score is greater than 20, then that
# player gets the title Champion of Honour"; Evil likewise below -20.
admin> characteristic set alice honour 20
alice's Honour is 20 (R550, by the admin as a rule's effect)

> honour
alice: 20
bob: 1
carol: 1
dave: 1

admin> honour act alice elder
alice gains 2 Honour: now 22 (R550.1: becoming an Elder)
alice is now the Champion of Honour (R550.3)

admin> characteristic set carol honour -21
carol's Honour is -21 (R550, by the admin as a rule's effect)
carol is now Evil (R550.3)

admin> characteristic set dave honour -21
dave's Honour is -21 (R550, by the admin as a rule's effect)

# A tie below -20: nobody is alone at the bottom, and the title stays
# where it was (docs/RULINGS.md).
> honour
alice: 22 (Champion of Honour)
bob: 1
carol: -21 (Evil)
dave: -21

# R550.10: "If a player gains Honour such that his Honour Characteristic
# would exceed 100, his Honour is set to -100", and the reverse.
admin> characteristic set alice honour 100
alice's Honour is 100 (R550, by the admin as a rule's effect)

admin> characteristic gain alice honour
alice gains 1 Honour: past 100 it is set to -100 (R550, by the admin as a rule's effect; R550.10)
alice is now Evil (R550.3)

admin> characteristic lose alice honour
alice loses 1 Honour: past -100 it is set to 100 (R550, by the admin as a rule's effect; R550.10)

# R550.3 takes a title away only when another player is alone beyond the
# bar: carol and dave tie at -21, so alice, back at 100, is still Evil
# (docs/RULINGS.md).
admin> characteristic set alice honour 101
error: Honour's range is -100 to 100 (R550)

> honour
alice: 100 (Champion of Honour) (Evil)
bob: 1
carol: -21
dave: -21


# R435 1: the Herald tracks each player's Honour and makes it public: eir
# report, with every change since the last one and why.
> report herald
The Herald's report, 2001-01-01T00:00:00Z (R435; Herald: vacant)
alice: Honour 100
bob: Honour 1
carol: Honour -21
dave: Honour -21
Champion of Honour (R550.3): alice
Evil (R550.3): alice
Changes since the nomic began:
|   2001-01-01T00:00:00Z alice: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 3
|   2001-01-01T00:00:00Z bob: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 4
|   2001-01-01T00:00:00Z carol: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 5
|   2001-01-01T00:00:00Z dave: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 6
|   2001-01-01T00:00:00Z alice: Honour 1 -> 3 (R550.1: being appointed to a Functional Office) -- appoint by the admin, event 7
|   2001-01-01T00:00:00Z alice: Honour 3 -> 4 (R550.1: being elected to a Political Office) -- appoint by the admin, event 8
|   2001-01-01T00:00:00Z carol: Honour 1 -> 3 (R550.1: receiving a Blue Cross Bonus) -- honour act by the admin, event 9
|   2001-01-01T00:00:00Z carol: Honour 3 -> 2 (R550.2: bribing players (not Tammany) on a proposal) -- honour act by the admin, event 10
|   2001-01-01T00:00:00Z carol: Honour 2 -> 1 (R550.2: bribing players (not Tammany) on a proposal) -- honour act by the admin, event 11
|   2001-01-01T00:00:00Z alice: Honour 4 -> 20 (R550, by the admin as a rule's effect) -- characteristic set by the admin, event 12
|   2001-01-01T00:00:00Z alice: Honour 20 -> 22 (R550.1: becoming an Elder) -- honour act by the admin, event 13
|   2001-01-01T00:00:00Z carol: Honour 1 -> -21 (R550, by the admin as a rule's effect) -- characteristic set by the admin, event 14
|   2001-01-01T00:00:00Z dave: Honour 1 -> -21 (R550, by the admin as a rule's effect) -- characteristic set by the admin, event 15
|   2001-01-01T00:00:00Z alice: Honour 22 -> 100 (R550, by the admin as a rule's effect) -- characteristic set by the admin, event 16
|   2001-01-01T00:00:00Z alice: Honour 100 -> -100 (R550, by the admin as a rule's effect) -- characteristic gain by the admin, event 17
|   2001-01-01T00:00:00Z alice: Honour -100 -> 100 (R550, by the admin as a rule's effect) -- characteristic lose by the admin, event 18
