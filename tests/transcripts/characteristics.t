# Characteristics (Ackanomic R540, R540.2, R540.3, R541) and being On
# Fire (R543), in a nomic begun at the current level, where the server
# keeps them by itself (`characteristics.auto`, level 3).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# R540 ¶3: each characteristic with its range and default; R540.2's six
# are "between 3 and 18, and their Default Value is 10", Testable.
> characteristics
Harf (R540.1): any integer, default 0
Strength (R540.2): 3 to 18, default 10, Testable (3d6)
Intelligence (R540.2): 3 to 18, default 10, Testable (3d6)
Wisdom (R540.2): 3 to 18, default 10, Testable (3d6)
Dexterity (R540.2): 3 to 18, default 10, Testable (3d6)
Constitution (R540.2): 3 to 18, default 10, Testable (3d6)
Charisma (R540.2): 3 to 18, default 10, Testable (3d6)
Fire Skill (R540.3): 0 or more, default 0
Water Skill (R540.3): 0 or more, default 0
Earth Skill (R540.3): 0 or more, default 0
Air Skill (R540.3): 0 or more, default 0
Alignment (R540.3): any integer, default 0
Honour (R550): -100 to 100, default 0

> params characteristics
characteristics.auto = 1 (R540; 0 to 1): 1 (nomics begun at level 3): the server changes Honour (R550.1, R550.2) and the Elements (R540.3) by itself for the acts it sees; 0 (nomics begun before, so that they replay unchanged): only the admin does

# R540.2 ¶1: "Initially, all players have the Default Values".
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
Honour: 1
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)

# R540.2 ¶2: "if a player has not done so, then at any time e may ask the
# Dungeonmaster to generate eir scores ... three six-sided dice".
alice> bpc roll
alice's Basic Player Characteristics, 3d6 each (R540.2): Strength 7, Intelligence 8, Wisdom 8, Dexterity 8, Constitution 17, Charisma 17

alice> bpc roll
error: your scores were generated already (R540.2 ¶2: once)

# R540 ¶4: the values change only as the rules say: the admin applies a
# rule's effect, within the range (R540.2: 3 to 18).
admin> characteristic set bob strength 19
error: Strength's range is 3 to 18 (R540.2)

admin> characteristic set bob strength 4
bob's Strength is 4 (R540.2, by the admin as a rule's effect)

admin> characteristic lose bob wisdom 6
bob loses 6 Wisdom: now 4 (R540.2, by the admin as a rule's effect)

bob> bpc reroll
bob pays the Standard Harfer Fee (A$25) and rerolls eir scores of 5 or lower (R540.2 ¶3): Strength 10, Wisdom 9

admin> characteristic lose bob dexterity 7
bob loses 7 Dexterity: now 3 (R540.2, by the admin as a rule's effect)

# R540.2 ¶3: "If at any time a Player has two BPC scores of 5 or lower,
# then e may have these scores rerolled ... the Player shall pay the
# Standard Harfer Fee".
bob> bpc reroll
error: you have 1 Basic Player Characteristic of 5 or lower; a reroll needs two (R540.2 ¶3)

> balance bob
bob: 0 points, 875 A$

# R540 ¶4: "lost or gained ... (one, by default)".
admin> characteristic gain bob harf
bob gains 1 Harf: now 1 (R540.1, by the admin as a rule's effect)

admin> characteristic gain bob nosuch
error: no characteristic named 'nosuch' (see `characteristics`)

bob> characteristic gain bob harf
error: only the admin may do that

# R541: the Dungeon Master tests a Testable characteristic: "the object
# with the maximum Test Value is declared to have won the test".
admin> characteristic test strength alice bob erin
Strength test (R541): alice 7 - 8 = -1; bob 10 - 8 = 2; erin 10 - 13 = -3
bob wins the Strength test (R541)

admin> characteristic test harf alice bob
error: Harf is not Testable (R541)

admin> characteristic test strength alice alice
error: alice is named twice

# R540.3: Alignment "-1, 0, or 1 are considered Neutral ... less than -1
# ... Chaotic ... greater than 1 ... Lawful".
admin> characteristic lose bob alignment 2
bob loses 2 Alignment: now -2 (R540.3, by the admin as a rule's effect)

> characteristics bob
Harf: 1
Strength: 10
Intelligence: 10
Wisdom: 9
Dexterity: 3
Constitution: 10
Charisma: 10
Fire Skill: 0
Water Skill: 0
Earth Skill: 0
Air Skill: 0
Alignment: -2
Honour: 1
Order: Chaotic (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-01T00:00:00Z: Strength 10 -> 4 (R540.2, by the admin as a rule's effect)
| 2001-01-01T00:00:00Z: Wisdom 10 -> 4 (R540.2, by the admin as a rule's effect)
| 2001-01-01T00:00:00Z: Dexterity 10 -> 3 (R540.2, by the admin as a rule's effect)
| 2001-01-01T00:00:00Z: Harf 0 -> 1 (R540.1, by the admin as a rule's effect)
| 2001-01-01T00:00:00Z: Alignment 0 -> -2 (R540.3, by the admin as a rule's effect)

# R543: "An Active, nonvacationing player who is on fire must post a
# public message within a week after the fire is lit with the text "I'm
# on fire" in it, or he is determined to have jumped into the frozen pond
# and is placed On Ice." How a fire is lit: another rule's (the admin).
admin> fire light alice
alice is on fire: e must say "I'm on fire" publicly by 2001-01-08T00:00:00Z, or be placed On Ice (R543)

admin> fire light alice
error: alice is on fire already (R543)

admin> fire light erin
erin is on fire: e must say "I'm on fire" publicly by 2001-01-08T00:00:00Z, or be placed On Ice (R543)

> fires
alice: on fire since 2001-01-01T00:00:00Z
erin: on fire since 2001-01-01T00:00:00Z

> deadlines
deadline 4: 2001-01-08T00:00:00Z fire-week, alice must have said "I'm on fire" (R543)
deadline 5: 2001-01-08T00:00:00Z fire-week, erin must have said "I'm on fire" (R543)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)

alice> say "Help! I’M ON FIRE, truly."
alice says: Help! I’M ON FIRE, truly.
alice has said that e is on fire (R543)

admin> characteristic set erin water 2
erin's Water Skill is 2 (R540.3, by the admin as a rule's effect)

clock advance 7d
clock: the week since alice's fire was lit is over (R543)
clock: erin did not say "I'm on fire" within a week: e is determined to have jumped into the frozen pond and is placed On Ice; eir fire is extinguished (R543); erin is now a Non-Player
the time is now 2001-01-08T00:00:00Z

> fires
alice: on fire since 2001-01-01T00:00:00Z, has said so

# R540.3: "Whenever a player goes On Ice involuntarily, eir Water Skill
# decreases by one point if it is not already zero" (Earth Skill too).
# erin never voted, so On Ice she becomes a Non-Player (R250 VI f); her
# Skills were lowered as she went.
> characteristics erin
Harf: 0
Strength: 10
Intelligence: 10
Wisdom: 10
Dexterity: 10
Constitution: 10
Charisma: 10
Fire Skill: 0
Water Skill: 1
Earth Skill: 0
Air Skill: 0
Alignment: 0
Honour: 1
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-01T00:00:00Z: Water Skill 0 -> 2 (R540.3, by the admin as a rule's effect)
| 2001-01-08T00:00:00Z: Water Skill 2 -> 1 (R540.3: going On Ice involuntarily)

# R543 ¶4: "A player who is on fire may pay the standard harfer fee to
# extinguish the fire"; R540.3: then "eir Fire Skill increases one point".
alice> fire extinguish
alice pays the Standard Harfer Fee (A$25) and extinguishes eir fire (R543)
alice gains 1 Fire Skill: now 1 (R540.3: a player On Fire extinguished emself)

alice> fire extinguish
error: you are not on fire (R543)

> fires
nobody is on fire

# The admin puts one out as another rule's effect ("Fire may be put out as
# defined elsewhere in the rules").
admin> fire light bob
bob is on fire: e must say "I'm on fire" publicly by 2001-01-15T00:00:00Z, or be placed On Ice (R543)

admin> fire out bob
bob's fire is put out (R543)

> fires
nobody is on fire

