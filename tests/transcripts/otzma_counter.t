# Otzma Cards played and Countered (Ackanomic R1240.1 E 9; src/society/otzma/otzma_play.c,
# docs/OTZMA.md): Go Fish Countering a card with a Counter-Action (Foul Fowl,
# R1240.11) and a Go Fish (R1240.2 3 b), at most once (E 9 d) and not a Go Fish
# used on a Go Fish (R1240.2 2 b); a Shield keeping Go Fish off a card and its
# Counter-Action extending the deadline (R1240.50); a card with no Counter-Action
# (Roulette Wheel, Training Regime) Countered before it takes effect (E 9 b), and
# taking effect three days after its use when not (R1240.20, R1240.21).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# The cards: the admin creates them, as an adopted proposal's effect would
# (R1240.1 ¶1), and sets their type.
admin> entity create otzma alice
an Otzma Card (#9) is created, owned by alice

admin> entity set 9 type go-fish
an Otzma Card (#9): type is go-fish

admin> entity create otzma alice
an Otzma Card (#10) is created, owned by alice

admin> entity set 10 type go-fish
an Otzma Card (#10): type is go-fish

admin> entity create otzma bob
an Otzma Card (#11) is created, owned by bob

admin> entity set 11 type foul-fowl
an Otzma Card (#11): type is foul-fowl

admin> entity create otzma bob
an Otzma Card (#12) is created, owned by bob

admin> entity set 12 type shield
an Otzma Card (#12): type is shield

admin> entity create otzma carol
an Otzma Card (#13) is created, owned by carol

admin> entity set 13 type go-fish
an Otzma Card (#13): type is go-fish

admin> entity create otzma carol
an Otzma Card (#14) is created, owned by carol

admin> entity set 14 type roulette-wheel
an Otzma Card (#14): type is roulette-wheel

admin> entity create otzma carol
an Otzma Card (#15) is created, owned by carol

admin> entity set 15 type training-regime
an Otzma Card (#15): type is training-regime

admin> entity create otzma dave
an Otzma Card (#16) is created, owned by dave

admin> entity set 16 type go-fish
an Otzma Card (#16): type is go-fish

admin> entity create otzma dave
an Otzma Card (#17) is created, owned by dave

admin> entity set 17 type go-fish
an Otzma Card (#17): type is go-fish

admin> entity create otzma carol
an Otzma Card (#18) is created, owned by carol

admin> entity set 18 type roulette-wheel
an Otzma Card (#18): type is roulette-wheel

# R1240.11: a Foul Fowl has a Counter-Action, so it takes effect at once (E 9 a).
bob> otzma use 11 carol
bob uses the Otzma Card #11, a Foul Fowl (R1240.11) on carol; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

> goose
the Chartreuse Goose: held by carol since 2001-01-01T00:00:00Z (R620)

# R1240.2 2 a: a Go Fish names the card it is used on; not a card never played.
alice> otzma use 9
error: name the Otzma Card played that the Go Fish is used on: `otzma use CARD #ID` (R1240.2 2 a)

alice> otzma use 9 #12
error: name the Otzma Card played that the Go Fish is used on: `otzma use CARD #ID` (R1240.2 2 a)

# R1240.1 E 9 a: Countered within three days, the Counter-Action is performed:
# the Goose goes to the player who played the Foul Fowl (R1240.11).
alice> otzma use 9 #11
alice uses the Otzma Card #9, a Go Fish (R1240.2) on #11; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Foul Fowl #11 is Countered (R1240.1 E 9 a)
the Counter-Action of the Foul Fowl #11 (R1240.11):
bob now holds the Chartreuse Goose (R1240.11: a Foul Fowl Countered)

> goose
the Chartreuse Goose: held by bob since 2001-01-01T00:00:00Z (R620)

# R1240.1 E 9 d: "An Otzma Card can be Countered at most once."
dave> otzma use 16 #11
error: the Foul Fowl #11 may not be Countered: it has been Countered already (R1240.1 E 9 d)

# R1240.2 3 b: a Go Fish used on the Go Fish #9, which was used on a card with a
# Counter-Action: a new card of that type (Foul Fowl) goes to bob, who played it.
carol> otzma use 13 #9
carol uses the Otzma Card #13, a Go Fish (R1240.2) on #9; it is destroyed (R1240.1 E 2, 5)
the Go Fish #9 is Countered (R1240.1 E 9 a)
the Go Fish #9 is Countered: bob gets a new Foul Fowl, the Otzma Card #20 (R1240.2 3 b)

# R1240.2 2 b: not on a Go Fish that was used on a Go Fish.
dave> otzma use 16 #13
error: the Go Fish #13 may not be Countered: that Go Fish was used on a Go Fish (R1240.2 2 b)

> holdings bob
bob holds 900 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Otzma Card (#12); type shield
Chartreuse Goose (#19)
Otzma Card (#20); type foul-fowl
total wealth: A$900 (R506)

# R1240.1 E 8: three days between uses in the public forum.
carol> otzma use 14 #15
error: you used an Otzma Card in the public forum less than three days ago; wait until 2001-01-04T00:00:00Z (R1240.1 E 8)

clock advance 3d
the time is now 2001-01-04T00:00:00Z

# R1240.20 ¶1: a Roulette Wheel names an Otzma Card in eir possession.
carol> otzma use 14 #10
error: name another Otzma Card you own: `otzma use CARD #ID` (R1240.20 ¶1)

# R1240.1 E 9 b: no Counter-Action: it takes effect in three days unless Countered.
carol> otzma use 14 #15
carol uses the Otzma Card #14, a Roulette Wheel (R1240.20) on #15; it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-07T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

# R1240.50: a Shield keeps Go Fish off the card it is played on.
bob> otzma use 12 #14
bob uses the Otzma Card #12, a Shield (R1240.50) on #14; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)
no Go Fish may be played on the Roulette Wheel #14 (R1240.50)

dave> otzma use 16 #14
error: the Roulette Wheel #14 may not be Countered: a Shield was played on it (R1240.50)

# The plays that may still be Countered, with their deadlines (R1240.1 E 9).
> otzma
Otzma Cards: 6 of at most 100; 1 created in the last 7 days of at most 14 (R1240.1)
  Go Fish (R1240.2): Normal, 3, at most 14
  Map Shard (R1240.3): Normal, 0, no limit
  Share my Expenses (R1240.6): Normal, 0, at most 10
  Share your income (R1240.7): Normal, 0, at most 10
  Swinging Sale (R1240.8): Normal, 0, at most 1
  Tactical Retreat (R1240.9): Normal, 0, at most 10
  Paratroop (R1240.10): Normal, 0, at most 0
  Foul Fowl (R1240.11): Normal, 1, at most 5
  TruthSeeker (R1240.12): Normal, 0, no limit
  Skeleton Key (R1240.16): Normal, 0, at most 5
  Arctic Explorer (R1240.17): Normal, 0, at most 5
  Founder's Boon (R1240.19): Rare, 0, at most 3
  Roulette Wheel (R1240.20): Normal, 1, at most 5
  Training Regime (R1240.21): Normal, 1, no limit
  Shield (R1240.50): Normal, 0, at most 5
  #10 Go Fish: alice
  #15 Training Regime: carol
  #16 Go Fish: dave
  #17 Go Fish: dave
  #18 Roulette Wheel: carol
  #20 Foul Fowl: bob
  played: #14 Roulette Wheel by carol on #15, takes effect unless Countered until 2001-01-07T00:00:00Z (a Shield is on it)
  played: #12 Shield by bob on #14, may be Countered until 2001-01-07T00:00:00Z

clock advance 1d
the time is now 2001-01-05T00:00:00Z

# R1240.50 Counter-Action: a Go Fish may again be played on the Roulette Wheel,
# its deadline extended by the day the Shield was in effect.
alice> otzma use 10 #12
alice uses the Otzma Card #10, a Go Fish (R1240.2) on #12; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-08T00:00:00Z (R1240.1 E 9 a)
the Shield #12 is Countered (R1240.1 E 9 a)
the Shield #12 is Countered: a Go Fish may again be played on the Roulette Wheel #14, until 2001-01-08T00:00:00Z (R1240.50)

# R1240.1 E 9 b: "the Countered Card has no effect at all".
dave> otzma use 16 #14
dave uses the Otzma Card #16, a Go Fish (R1240.2) on #14; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-08T00:00:00Z (R1240.1 E 9 a)
the Roulette Wheel #14 is Countered and has no effect at all (R1240.1 E 9 b)

clock advance 5d
the time is now 2001-01-10T00:00:00Z

> entity show 15
an Otzma Card (#15): tradeable, giftable, nameless (R1240.1)
owner: carol
created 2001-01-01T00:00:00Z, event 19: by the admin
type: training-regime (R1240.1 IV)

# R1240.21: a Characteristic of the six, or `random`.
carol> otzma use 15 luck
error: name Strength, Dexterity, Constitution, Intelligence, Wisdom or Charisma, or `random` (R1240.21)

carol> otzma use 15 strength
carol uses the Otzma Card #15, a Training Regime (R1240.21) on strength; it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-13T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

> characteristics carol
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

# Three days later, not Countered, it takes effect (R1240.1 E 9 b, R1240.21 1).
clock advance 3d
clock: the Training Regime #15 takes effect: carol's Strength rises to 12, the Dungeonmaster draws Dexterity, which falls to 9 (R1240.21 1)
the time is now 2001-01-13T00:00:00Z

> characteristics carol
Harf: 0
Strength: 12
Intelligence: 10
Wisdom: 10
Dexterity: 9
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
| 2001-01-13T00:00:00Z: Strength 10 -> 12 (R1240.21: a Training Regime (#15))
| 2001-01-13T00:00:00Z: Dexterity 10 -> 9 (R1240.21: a Training Regime (#15))

# R1240.20 ¶3: the card named becomes a type drawn by the Probabilistic Method.
carol> otzma use 18 #13
error: name another Otzma Card you own: `otzma use CARD #ID` (R1240.20 ¶1)

carol> otzma use 18 #17
error: name another Otzma Card you own: `otzma use CARD #ID` (R1240.20 ¶1)

admin> entity create otzma carol
an Otzma Card (#21) is created, owned by carol

admin> entity set 21 type map-shard
an Otzma Card (#21): type is map-shard

carol> otzma use 18 #21
carol uses the Otzma Card #18, a Roulette Wheel (R1240.20) on #21; it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-16T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

clock advance 3d
clock: the Roulette Wheel #18 takes effect: the Otzma Card #21, a Map Shard, becomes a Foul Fowl (R1240.11; R1240.20 ¶3)
the time is now 2001-01-16T00:00:00Z

> entity show 21
an Otzma Card (#21): tradeable, giftable, nameless (R1240.1)
owner: carol
created 2001-01-13T00:00:00Z, event 40: by the admin
type: foul-fowl (R1240.1 IV)


# R1240.16: a Skeleton Key Countered returns its player to the Gaol (the last
# location e was in) for what was left of eir sentence.
admin> entity create otzma carol
an Otzma Card (#22) is created, owned by carol

admin> entity set 22 type skeleton-key
an Otzma Card (#22): type is skeleton-key

admin> entity create otzma alice
an Otzma Card (#23) is created, owned by alice

admin> entity set 23 type go-fish
an Otzma Card (#23): type is go-fish

admin> contempt carol
carol is held in Contempt until e chooses, at the latest 2001-01-19T00:00:00Z (R715)

clock advance 3d
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
the time is now 2001-01-19T00:00:00Z

clock advance 1d
the time is now 2001-01-20T00:00:00Z

> gaol
carol: in the Gaol since 2001-01-19T00:00:00Z, until 2001-01-22T00:00:00Z

carol> otzma use 22 gaol
carol uses the Otzma Card #22, a Skeleton Key (R1240.16) on gaol; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-23T00:00:00Z (R1240.1 E 9 a)

> gaol
the Gaol is empty (R709)

alice> otzma use 23 #22
alice uses the Otzma Card #23, a Go Fish (R1240.2) on #22; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-23T00:00:00Z (R1240.1 E 9 a)
the Skeleton Key #22 is Countered (R1240.1 E 9 a)
the Counter-Action of the Skeleton Key #22: carol is returned to the Gaol (R1240.16)

> gaol
carol: in the Gaol since 2001-01-20T00:00:00Z, until 2001-01-22T00:00:00Z
