# Otzma Cards (Ackanomic R1240 to R1240.50; src/society/otzma, docs/OTZMA.md):
# the types and their limits, an Otzma-Day declared and run (R1240.1 C) with
# its LSAP, the RuneMaker creating cards within the limits and refused beyond them, R1045's
# conversions of points with their refusals, a card traded and used once
# (R1240.1 E), and a Corporation's card destroyed (R1023 8). Each refusal is
# one line and changes nothing.

@include three_players.inc

# R1240.1 C 4: the LSAP, the Longest String of Accepted Proposals (by number,
# as for a Chrome Streak, R919): fifteen adopted, then one rejected.
alice> propose "P1" "Text 1."
Proposal 1 "P1" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 1 yes
carol votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P2" "Text 2."
Proposal 2 "P2" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 2 yes
carol votes YES on Proposal 2; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P3" "Text 3."
Proposal 3 "P3" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 3 yes
bob votes YES on Proposal 3; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 3 yes
carol votes YES on Proposal 3; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P4" "Text 4."
Proposal 4 "P4" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 4 yes
bob votes YES on Proposal 4; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 4 yes
carol votes YES on Proposal 4; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P5" "Text 5."
Proposal 5 "P5" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 5 yes
bob votes YES on Proposal 5; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 5 yes
carol votes YES on Proposal 5; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P6" "Text 6."
Proposal 6 "P6" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 6 yes
bob votes YES on Proposal 6; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 6 yes
carol votes YES on Proposal 6; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P7" "Text 7."
Proposal 7 "P7" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 7 yes
bob votes YES on Proposal 7; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 7 yes
carol votes YES on Proposal 7; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P8" "Text 8."
Proposal 8 "P8" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 8 yes
bob votes YES on Proposal 8; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 8 yes
carol votes YES on Proposal 8; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P9" "Text 9."
Proposal 9 "P9" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 9 yes
bob votes YES on Proposal 9; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 9 yes
carol votes YES on Proposal 9; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P10" "Text 10."
Proposal 10 "P10" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 10 yes
bob votes YES on Proposal 10; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 10 yes
carol votes YES on Proposal 10; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P11" "Text 11."
Proposal 11 "P11" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 11 yes
bob votes YES on Proposal 11; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 11 yes
carol votes YES on Proposal 11; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P12" "Text 12."
Proposal 12 "P12" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 12 yes
bob votes YES on Proposal 12; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 12 yes
carol votes YES on Proposal 12; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P13" "Text 13."
Proposal 13 "P13" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 13 yes
bob votes YES on Proposal 13; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 13 yes
carol votes YES on Proposal 13; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P14" "Text 14."
Proposal 14 "P14" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 14 yes
bob votes YES on Proposal 14; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 14 yes
carol votes YES on Proposal 14; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P15" "Text 15."
Proposal 15 "P15" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 15 yes
bob votes YES on Proposal 15; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 15 yes
carol votes YES on Proposal 15; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> propose "P16" "Text 16."
Proposal 16 "P16" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 16 no
bob votes NO on Proposal 16; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 16 no
carol votes NO on Proposal 16; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "P1" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.16 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 2 "P2" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.17 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 3 "P3" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.18 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 4 "P4" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.19 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 5 "P5" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.20 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 6 "P6" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.21 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 7 "P7" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.22 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 8 "P8" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.23 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 9 "P9" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.24 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 10 "P10" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.25 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
  alice receives a Stilton (#7) (R611 ¶4: eir 10 most recent proposals were accepted)
Proposal 11 "P11" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.26 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 12 "P12" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.27 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 13 "P13" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.28 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 14 "P14" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.29 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 15 "P15" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol YES
  it becomes Rule 1390.30 (R104, R303)
  scores: alice +10; alice +3; bob +1; carol +1
Proposal 16 "P16" by alice is REJECTED: 0 YES, 2 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob NO, carol NO
  scores: alice -7; alice +3; bob +1; carol +1
the time is now 2001-01-08T00:00:00Z

# R1240.1 IV: the types the suite's rules define, each with its F-Designation
# and instance limit; none exists yet.
> otzma
Otzma Cards: 0 of at most 100; 0 created in the last 7 days of at most 14 (R1240.1)
  Go Fish (R1240.2): Normal, 0, at most 14
  Map Shard (R1240.3): Normal, 0, no limit
  Share my Expenses (R1240.6): Normal, 0, at most 10
  Share your income (R1240.7): Normal, 0, at most 10
  Swinging Sale (R1240.8): Normal, 0, at most 1
  Tactical Retreat (R1240.9): Normal, 0, at most 10
  Paratroop (R1240.10): Normal, 0, at most 0
  Foul Fowl (R1240.11): Normal, 0, at most 5
  TruthSeeker (R1240.12): Normal, 0, no limit
  Skeleton Key (R1240.16): Normal, 0, at most 5
  Arctic Explorer (R1240.17): Normal, 0, at most 5
  Founder's Boon (R1240.19): Rare, 0, at most 3
  Roulette Wheel (R1240.20): Normal, 0, at most 5
  Training Regime (R1240.21): Normal, 0, no limit
  Shield (R1240.50): Normal, 0, at most 5

# Cards of the types used first: the admin creates them, as an adopted
# proposal's effect would (R1240.1 ¶1 "only according to the rules"), and
# sets their type.
admin> entity create otzma carol
an Otzma Card (#8) is created, owned by carol

admin> entity set 8 type skeleton-key
an Otzma Card (#8): type is skeleton-key

admin> entity create otzma carol
an Otzma Card (#9) is created, owned by carol

admin> entity set 9 type foul-fowl
an Otzma Card (#9): type is foul-fowl

admin> entity create otzma carol
an Otzma Card (#10) is created, owned by carol

admin> entity set 10 type map-shard
an Otzma Card (#10): type is map-shard

# R1240.1 E 6: "A Player can only use an Otzma Card that e owns".
alice> otzma use 8 gaol
error: a player can only use an Otzma Card e owns (R1240.1 E 6)

# R1240.16 2: "Free emself from a Gaol cell": not while out of it.
carol> otzma use 8 gaol
error: you are not in the Gaol (R1240.16 2)

admin> contempt carol
carol is held in Contempt until e chooses, at the latest 2001-01-11T00:00:00Z (R715)

clock advance 3d
clock: alice's score rose by 191: e receives A$191 from the Treasury (R508)
bob's score rose by 16: e receives A$16 from the Treasury (R508)
carol's score rose by 16: e receives A$16 from the Treasury (R508)
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
the time is now 2001-01-11T00:00:00Z

> gaol
carol: in the Gaol since 2001-01-11T00:00:00Z, until 2001-01-14T00:00:00Z

carol> otzma use 8 gaol
carol uses the Otzma Card #8, a Skeleton Key (R1240.16) on gaol; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-14T00:00:00Z (R1240.1 E 9 a)

> gaol
the Gaol is empty (R709)

# R1240.1 E 2: "Each Otzma Card can only be used once": it is gone.
carol> otzma use 8 gaol
error: '8' is not an Otzma Card (`otzma` lists them)

# R1240.1 E 8: three days between uses in the public forum.
carol> otzma use 9 bob
error: you used an Otzma Card in the public forum less than three days ago; wait until 2001-01-14T00:00:00Z (R1240.1 E 8)

clock advance 3d
the time is now 2001-01-14T00:00:00Z

# R1240.11: the Goose, Somewhere Else, goes to the active player named.
carol> otzma use 9 nobody
error: 'nobody' is not an active player (R1240.11)

carol> otzma use 9 bob
carol uses the Otzma Card #9, a Foul Fowl (R1240.11) on bob; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-17T00:00:00Z (R1240.1 E 9 a)

> goose
the Chartreuse Goose: held by bob since 2001-01-14T00:00:00Z (R620)

# carol used a card in the public forum today: her Map Shard (R1240.3,
# otzma_shard.t) waits three days (R1240.1 E 8); the card is kept.
carol> otzma use 10
error: you used an Otzma Card in the public forum less than three days ago; wait until 2001-01-17T00:00:00Z (R1240.1 E 8)

> holdings carol
carol holds 16 points, 916 A$
Kaa of Land (#5)
Building "carol's House" (#6)
Otzma Card (#10); type map-shard
total wealth: A$916 (R506)

# R1240.1 C 2: only the President, the RuneMaker or a Rule declares one.
alice> otzma declare 3d
error: only the President, the RuneMaker or a Rule may declare an Otzma-Day (R1240.1 C 2)

# The RuneMaker's cards stay in the Treasury here, for the admin to move;
# otzma_day.t tests the auctions at the Otzma-Day's end (R1240.1 C g).
admin> param set otzma.day_auctions 0
otzma.day_auctions = 0 (R1240.1 C g)

admin> office create RuneMaker
office RuneMaker created

admin> appoint bob RuneMaker
bob is now RuneMaker

# R1240.1 C 3: "at least three-days in advance, unless ... declared by a rule".
bob> otzma declare 2d
error: an Otzma-Day must be declared at least 3 days in advance (R1240.1 C 3)

bob> otzma declare soon
error: 'soon' is not a duration (like 3d or 4d12h)

# R1240.1 C 1: "The RuneMaker can only create Otzma Cards on Otzma-Days".
bob> otzma declare 3d
bob declares an Otzma-Day from 2001-01-17T00:00:00Z to 2001-01-20T00:00:00Z (R1240.1 C 2, 3)

bob> otzma create go-fish
error: the RuneMaker can only create Otzma Cards on Otzma-Days (R1240.1 C 1)

bob> otzma declare 4d
error: an Otzma-Day is already declared, from 2001-01-17T00:00:00Z (R1240.1 C 3)

# R1240.1 C e: the day starts with an LSAP of 15 (at least 10) and cards may
# be created: the RuneMaker must create at least one (a Duty, R401 (x)).
clock advance 3d
clock: the LSAP is 15: the RuneMaker must create at least one Otzma Card today (R1240.1 C e)
the time is now 2001-01-17T00:00:00Z

> duties RuneMaker
RuneMaker (bob):
- R1240.1 C e: create at least one Otzma Card on an Otzma-Day whose LSAP is 10 or more, when creating one is permissible; by the holder: `otzma create TYPE`
  #1 create at least one Otzma Card: the LSAP is 15 (R1240.1 C e): due 2001-01-20T00:00:00Z

# Now it runs: the RuneMaker creates cards, each by a method drawn with equal
# probabilities (R1240.1 III a): Deterministic gives the type named,
# Probabilistic one drawn by F-Designation among those within their limits
# (III c, f). They are the Treasury's until auctioned (g).
alice> otzma create go-fish
error: only the RuneMaker creates Otzma Cards (R1240.1 C 1)

# The first card discharges the Duty (R1240.1 C e).
bob> otzma create skeleton-key
bob creates the Otzma Card #12, a Foul Fowl (R1240.11), by the Probabilistic method (R1240.1 III a)
the RuneMaker's Duty to create an Otzma Card today is done (R1240.1 C e)

bob> otzma create foul-fowl
bob creates the Otzma Card #13, a Foul Fowl (R1240.11), by the Deterministic method (R1240.1 III a)

bob> otzma create skeleton-key
bob creates the Otzma Card #14, a Skeleton Key (R1240.16), by the Deterministic method (R1240.1 III a)

bob> otzma create foul-fowl
bob creates the Otzma Card #15, a Foul Fowl (R1240.11), by the Deterministic method (R1240.1 III a)

# R1240.10 4: no Swingership stands, so no Paratroop may exist (1.5 times
# none).
bob> otzma create paratroop
error: there may be at most 0 Otzma Cards of type Paratroop (R1240.10)

bob> otzma create jester
error: no Otzma Card type 'jester' (`otzma` lists them)

# R1240.1 C 1: at most 14 cards in any 7 consecutive days.
bob> otzma create go-fish
bob creates the Otzma Card #16, a Share your income (R1240.7), by the Probabilistic method (R1240.1 III a)

bob> otzma create go-fish
bob creates the Otzma Card #17, a Go Fish (R1240.2), by the Deterministic method (R1240.1 III a)

bob> otzma create go-fish
bob creates the Otzma Card #18, a Go Fish (R1240.2), by the Deterministic method (R1240.1 III a)

bob> otzma create go-fish
bob creates the Otzma Card #19, a Go Fish (R1240.2), by the Probabilistic method (R1240.1 III a)

bob> otzma create shield
bob creates the Otzma Card #20, a Map Shard (R1240.3), by the Probabilistic method (R1240.1 III a)

bob> otzma create shield
bob creates the Otzma Card #21, a Shield (R1240.50), by the Deterministic method (R1240.1 III a)

bob> otzma create roulette-wheel
bob creates the Otzma Card #22, a Roulette Wheel (R1240.20), by the Probabilistic method (R1240.1 III a)

bob> otzma create truthseeker
bob creates the Otzma Card #23, a TruthSeeker (R1240.12), by the Deterministic method (R1240.1 III a)

bob> otzma create map-shard
bob creates the Otzma Card #24, a Shield (R1240.50), by the Probabilistic method (R1240.1 III a)

bob> otzma create training-regime
bob creates the Otzma Card #25, a Tactical Retreat (R1240.9), by the Probabilistic method (R1240.1 III a)

bob> otzma create founders-boon
error: 14 Otzma Cards were created in the last 7 days, the most there may be (R1240.1 C 1)

bob> otzma create training-regime
error: 14 Otzma Cards were created in the last 7 days, the most there may be (R1240.1 C 1)

> otzma
Otzma Cards: 15 of at most 100; 14 created in the last 7 days of at most 14 (R1240.1)
  Go Fish (R1240.2): Normal, 3, at most 14
  Map Shard (R1240.3): Normal, 2, no limit
  Share my Expenses (R1240.6): Normal, 0, at most 10
  Share your income (R1240.7): Normal, 1, at most 10
  Swinging Sale (R1240.8): Normal, 0, at most 1
  Tactical Retreat (R1240.9): Normal, 1, at most 10
  Paratroop (R1240.10): Normal, 0, at most 0
  Foul Fowl (R1240.11): Normal, 3, at most 5
  TruthSeeker (R1240.12): Normal, 1, no limit
  Skeleton Key (R1240.16): Normal, 1, at most 5
  Arctic Explorer (R1240.17): Normal, 0, at most 5
  Founder's Boon (R1240.19): Rare, 0, at most 3
  Roulette Wheel (R1240.20): Normal, 1, at most 5
  Training Regime (R1240.21): Normal, 0, no limit
  Shield (R1240.50): Normal, 2, at most 5
  #10 Map Shard: carol
  #12 Foul Fowl: Treasury
  #13 Foul Fowl: Treasury
  #14 Skeleton Key: Treasury
  #15 Foul Fowl: Treasury
  #16 Share your income: Treasury
  #17 Go Fish: Treasury
  #18 Go Fish: Treasury
  #19 Go Fish: Treasury
  #20 Map Shard: Treasury
  #21 Shield: Treasury
  #22 Roulette Wheel: Treasury
  #23 TruthSeeker: Treasury
  #24 Shield: Treasury
  #25 Tactical Retreat: Treasury
Otzma-Day (declared by bob): 2001-01-17T00:00:00Z to 2001-01-20T00:00:00Z, LSAP 15, 14 created, running

# R1240.1 C 3: the RuneMaker may end it; then no card is created, and the next
# starts at least 10 days later.
bob> otzma end
bob declares the end of the Otzma-Day: 14 Otzma Cards created (R1240.1 C 3)

bob> otzma create go-fish
error: the RuneMaker can only create Otzma Cards on Otzma-Days (R1240.1 C 1)

admin> otzma declare 9d
error: the next Otzma-Day may start at 2001-01-27T00:00:00Z at the earliest: 10 days after the last one ended (R1240.1 C 3)

admin> otzma declare 10d
a Rule declares an Otzma-Day from 2001-01-27T00:00:00Z to 2001-01-30T00:00:00Z (R1240.1 C 2, 3)

# R1240.1 IV: a type over the limit its rule sets loses cards drawn at
# random; Paratroop's is 1.5 times the Swingerships, none here (R1240.10 4).
admin> entity create otzma bob
an Otzma Card (#26) is created, owned by bob

admin> entity set 26 type paratroop
an Otzma Card (#26): type is paratroop
the Otzma Card #26 is destroyed at random: there may be at most 0 of type Paratroop (R1240.1 IV, R1240.10)

> entity show 26
error: no entity '26' (`entities` lists them)

# R1045: points into a card or a Bonus Vote. Not below zero (¶2).
carol> convert card 20
error: you have 16 points: converting 20 would leave you negative (R1045 ¶2)

# R1240.1 C 1: the 14 cards of the last 7 days bar R1045's too.
alice> convert card 15
error: no Otzma Card type of F-Designation Normal or Common may be created (R1045 a): 14 Otzma Cards were created in the last 7 days, the most there may be (R1240.1 C 1)

clock advance 7d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-24T00:00:00Z

# R1045 a (i): no type the suite defines is Common.
alice> convert card 10
error: no Otzma Card type with an F-Designation of Common may be created (R1045 a): the rules define none

alice> convert card 12
error: a card conversion is of 10, 15 or 20 points, not '12' (R1045 a)

alice> convert card 15
alice converts 15 points into the Otzma Card #27, a Map Shard (R1240.3) (R1045 a)

# R1045 a (iv): once in 14 days.
alice> convert card 20
error: you made an Otzma Card conversion in the prior 14 days; wait until 2001-02-07T00:00:00Z (R1045 a (iv))

alice> convert vote
alice converts 30 points into a Bonus Vote (#28) (R1045 b)

alice> convert vote
error: you made a Bonus Vote conversion in the prior 14 days; wait until 2001-02-07T00:00:00Z (R1045 b (ii))

alice> convert bonus
error: convert what? `convert card 10|15|20`, `convert vote`, `convert piece N TYPE for SWINGER` or `convert benefyt` (R1045)

> balance alice
alice: 146 points, 1091 A$

> holdings alice
alice holds 146 points, 1091 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Stilton (#7)
Otzma Card (#27); type map-shard
Bonus Vote (#28)
total wealth: A$1091 (R506)

# R1240.1 C 4, III e: the Rule's Otzma-Day runs, but no proposal was accepted
# since the previous one began: its LSAP is 0, so the RuneMaker creates none.
clock advance 3d
the time is now 2001-01-27T00:00:00Z

> otzma
Otzma Cards: 16 of at most 100; 1 created in the last 7 days of at most 14 (R1240.1)
  Go Fish (R1240.2): Normal, 3, at most 14
  Map Shard (R1240.3): Normal, 3, no limit
  Share my Expenses (R1240.6): Normal, 0, at most 10
  Share your income (R1240.7): Normal, 1, at most 10
  Swinging Sale (R1240.8): Normal, 0, at most 1
  Tactical Retreat (R1240.9): Normal, 1, at most 10
  Paratroop (R1240.10): Normal, 0, at most 0
  Foul Fowl (R1240.11): Normal, 3, at most 5
  TruthSeeker (R1240.12): Normal, 1, no limit
  Skeleton Key (R1240.16): Normal, 1, at most 5
  Arctic Explorer (R1240.17): Normal, 0, at most 5
  Founder's Boon (R1240.19): Rare, 0, at most 3
  Roulette Wheel (R1240.20): Normal, 1, at most 5
  Training Regime (R1240.21): Normal, 0, no limit
  Shield (R1240.50): Normal, 2, at most 5
  #10 Map Shard: carol
  #12 Foul Fowl: Treasury
  #13 Foul Fowl: Treasury
  #14 Skeleton Key: Treasury
  #15 Foul Fowl: Treasury
  #16 Share your income: Treasury
  #17 Go Fish: Treasury
  #18 Go Fish: Treasury
  #19 Go Fish: Treasury
  #20 Map Shard: Treasury
  #21 Shield: Treasury
  #22 Roulette Wheel: Treasury
  #23 TruthSeeker: Treasury
  #24 Shield: Treasury
  #25 Tactical Retreat: Treasury
  #27 Map Shard: alice
Otzma-Day (declared by a Rule): 2001-01-27T00:00:00Z to 2001-01-30T00:00:00Z, LSAP 0, 0 created, running

bob> otzma create go-fish
error: the RuneMaker may create at most 0 Otzma Cards on this Otzma-Day, its LSAP (R1240.1 C 4, III e)

clock advance 11d
clock: alice's score fell by 45: e loses A$22 to the Treasury (R508)
the time is now 2001-02-07T00:00:00Z

alice> convert card 20
alice converts 20 points into the Otzma Card #29, an Arctic Explorer (R1240.17) (R1045 a)

# A card traded (R1240.1 ¶1: "Nameless Gift Entities", so tradeable, R515):
# alice's first to carol. R515 ¶4: a trade for nothing is a gift, settled at
# once.
alice> trade offer to carol #27 for nothing
offer 1: alice offers to carol: an Otzma Card (#27) for nothing; it stands until 2001-02-10T00:00:00Z (R515 ¶2, ¶3)
trade 1 settled: alice gives an Otzma Card (#27) to carol (R515 ¶4 a gift)

# R1240.1 ¶7: "No player may give an Otzma Card to another player such that
# the recipient would have more Otzma Cards than allowable" (six, ¶2). The
# Treasury's cards go to players by the auction at the end of the Otzma-Day
# (R1240.1 C g, not built): the admin moves them here.
admin> entity transfer 12 carol
an Otzma Card (#12) goes from Treasury to carol

admin> entity transfer 13 carol
an Otzma Card (#13) goes from Treasury to carol

admin> entity transfer 14 carol
an Otzma Card (#14) goes from Treasury to carol

admin> entity transfer 15 carol
an Otzma Card (#15) goes from Treasury to carol

alice> trade offer to carol #29 for nothing
error: no player may give an Otzma Card to carol, who would own more than 6 (R1240.1 ¶7)

> holdings alice
alice holds 126 points, 1069 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Stilton (#7)
Bonus Vote (#28)
Otzma Card (#29); type arctic-explorer
total wealth: A$1069 (R506)

# R1240.1 ¶4, ¶6: the rules may bring em a seventh; until e destroys one e
# cannot use any.
admin> entity transfer 16 carol
an Otzma Card (#16) goes from Treasury to carol

carol> otzma use 10
error: you own more than 6 Otzma Cards: destroy some before using one (R1240.1 ¶4, ¶6)

# R1023 8: "if any Corporation owns an Otzma Card, that Otzma Card is
# destroyed".
alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Acme corp bob carol
alice forms the Corporation Acme, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Acme (R1001 2 a: an initial member)
bob becomes a member of Acme (R1001 2 a: an initial member)
carol becomes a member of Acme (R1001 2 a: an initial member)
alice receives 40 shares of Acme (R1023 3)
bob receives 40 shares of Acme (R1023 3)
carol receives 40 shares of Acme (R1023 3)

admin> entity transfer 17 Acme
an Otzma Card (#17) goes from Treasury to Acme

# Gone at once (R1023 8: "that Otzma Card is destroyed").
> entity show 17
error: no entity '17' (`entities` lists them)

> otzma
Otzma Cards: 16 of at most 100; 1 created in the last 7 days of at most 14 (R1240.1)
  Go Fish (R1240.2): Normal, 2, at most 14
  Map Shard (R1240.3): Normal, 3, no limit
  Share my Expenses (R1240.6): Normal, 0, at most 10
  Share your income (R1240.7): Normal, 1, at most 10
  Swinging Sale (R1240.8): Normal, 0, at most 1
  Tactical Retreat (R1240.9): Normal, 1, at most 10
  Paratroop (R1240.10): Normal, 0, at most 0
  Foul Fowl (R1240.11): Normal, 3, at most 5
  TruthSeeker (R1240.12): Normal, 1, no limit
  Skeleton Key (R1240.16): Normal, 1, at most 5
  Arctic Explorer (R1240.17): Normal, 1, at most 5
  Founder's Boon (R1240.19): Rare, 0, at most 3
  Roulette Wheel (R1240.20): Normal, 1, at most 5
  Training Regime (R1240.21): Normal, 0, no limit
  Shield (R1240.50): Normal, 2, at most 5
  #10 Map Shard: carol
  #12 Foul Fowl: carol
  #13 Foul Fowl: carol
  #14 Skeleton Key: carol
  #15 Foul Fowl: carol
  #16 Share your income: carol
  #18 Go Fish: Treasury
  #19 Go Fish: Treasury
  #20 Map Shard: Treasury
  #21 Shield: Treasury
  #22 Roulette Wheel: Treasury
  #23 TruthSeeker: Treasury
  #24 Shield: Treasury
  #25 Tactical Retreat: Treasury
  #27 Map Shard: carol
  #29 Arctic Explorer: alice
Otzma-Day (declared by a Rule): 2001-01-27T00:00:00Z to 2001-01-30T00:00:00Z, LSAP 0, 0 created, over

