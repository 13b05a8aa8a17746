# The Fat Lady (Ackanomic R667) and the Great Tuba of Ackanomia (R901 ¶2):
# she sings only after a win, once the Speaker announces it (R667 ¶2); her
# song ends after exactly one day or at an original limerick politely
# asking her to stop (R667 ¶3); the Great Tuba's holder may accompany her
# with an original composition of 8 or more lines, not twice running, for
# a Bonus Vote (R667 ¶4). Readings: docs/RULINGS.md, "Cycle: the Fat Lady".
@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

admin> appoint bob Speaker
bob is now Speaker

admin> params 667
fatlady.song = 1d (R667 ¶3; 1m to 3650d): how long the Fat Lady's singing endures, unless a limerick stops her
fatlady.limerick_lines = 5 lines (R667 ¶3; 1 to 1000 lines): the lines of a limerick that asks the Fat Lady to stop (docs/RULINGS.md)
fatlady.song_lines = 8 lines (R667 ¶4; 1 to 1000 lines): the fewest lines of a composition with which the Great Tuba's holder accompanies her

# R667 ¶2: "shall sing only if a player wins a Cycle": nobody has yet.
bob> fatlady sing
error: the Fat Lady sings only after a player wins a cycle, and no win awaits her song (R667)

> fatlady
the Fat Lady is silent (R667)
the Great Tuba of Ackanomia: nobody (R901)

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3615 in circulation does not exceed the Treasury's A$96385: no tax (R666 e)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T00:00:00Z

# R667 ¶2: "will not sing until the Speaker announces that she is doing so".
> fatlady
the Fat Lady awaits the Speaker's announcement to sing for alice, winner of cycle 1 (R667)
the Great Tuba of Ackanomia: nobody (R901)

dave> fatlady stop "There once was a lady so grand\nWho sang to the whole of the land\nWe begged her to stop\nPlease, before the roof pops\nFor the song was more long than we planned"
error: the Fat Lady is not singing (R667)

# The announcement is the Speaker's duty (R667 ¶2), no one else's.
alice> fatlady sing
error: only the holder of that office may do that

bob> fatlady sing
the Fat Lady is singing for alice, winner of cycle 1, until 2001-02-02T00:00:00Z (R667)

bob> fatlady sing
error: the Fat Lady is singing already, until 2001-02-02T00:00:00Z (R667)

# R901 ¶2: the Tuba goes to whoever just lost the Magic Potato; the
# server keeps no Potato, so the rules' effect gives it.
admin> tuba give dave
the Great Tuba of Ackanomia is given to dave (R901)

admin> tuba give dave
error: dave holds the Great Tuba already (R901)

# R667 ¶4: only the Tuba's holder; 8 or more lines.
alice> fatlady accompany "1\n2\n3\n4\n5\n6\n7\n8"
error: only the holder of the Great Tuba of Ackanomia may accompany her (R667, R901)

dave> fatlady accompany "Oh Lady, your voice is a treat\nThough your aria's long, it is sweet\nI toot on my Tuba\nFrom here to Aruba\n\nThe brass and the bass and the beat\nIt's a note-worthy tune, I repeat"
error: the composition must have 8 or more lines, this has 6 (R667)

dave> fatlady accompany "Oh Lady, your voice is a treat\nThough your aria's long, it is sweet\nI toot on my Tuba\nFrom here to Aruba\nThe brass and the bass and the beat\nIt's a note-worthy tune, I repeat\nA sharp little pun, if you please\nOn the scale of our Ackan degrees"
you accompany the Fat Lady on the Great Tuba; a Bonus Vote is created for you, now 1 (R667)

# "provided they were not the player who most recently accompanied her"
dave> fatlady accompany "a\nb\nc\nd\ne\nf\ng\nh"
error: you were the last to accompany her (R667)

# R667 ¶3: a limerick (5 lines), polite ("please"), asking her to stop.
carol> fatlady stop "There once was a lady so grand\nWho sang to the whole of the land\nWe begged her to stop"
error: a limerick has 5 lines, this has 3 (R667)

carol> fatlady stop "There once was a lady so grand\nWho sang to the whole of the land\nWe begged her to stop\nBefore the roof pops\nFor the song was more long than we planned"
error: the limerick must be polite (it says "please") (R667)

carol> fatlady stop "There once was a lady so grand\nWho sang to the whole of the land\nPlease, we all cried\nYou are Acka's pride\nFor the song was more long than we planned"
error: the limerick must be asking her to stop (it says "stop") (R667)

> fatlady
the Fat Lady is singing for alice, winner of cycle 1, until 2001-02-02T00:00:00Z (R667); last accompanied by dave
the Great Tuba of Ackanomia: dave (R901)

carol> fatlady stop "There once was a lady so grand\nWho sang to the whole of the land\nWe begged her to stop\nPlease, before the roof pops\nFor the song was more long than we planned"
the Fat Lady stops singing at your polite limerick (R667)

> fatlady
the Fat Lady is silent (R667); last accompanied by dave
the Great Tuba of Ackanomia: dave (R901)

dave> fatlady accompany "a\nb\nc\nd\ne\nf\ng\nh"
error: the Fat Lady is not singing (R667)

carol> fatlady stop "x"
error: the Fat Lady is not singing (R667)

# The Bonus Vote is dave's (a count: the server has no other use of them).
> cycle
cycle 2, begun 2001-02-01T00:00:00Z (R666 j); Magic Number 29, base value 29 (R603)
cycle 1: won by alice by Rule 603 (the Scorekeeper's announcement 1), ended 2001-02-01T00:00:00Z
the Fat Lady is silent (R667); last accompanied by dave
the Great Tuba of Ackanomia: dave (R901)
winner of the cycle: alice (R666 c)
alice: the Right-Handed Grapefruit, a Champion's Cloak
carol: a Chartreuse Goose Egg
dave: a Chartreuse Goose Egg, a Bonus Vote

# A second win: she sings for alice again; the day ends her song.
admin> param set magic.number 20 R603
magic.number = 20 points (R603)

admin> mint 15 points to alice
alice gains 15 points; now 15

alice> propose "Again" "Effect: mint 1 Gamepoints to alice"
Proposal 2 "Again" (ordinary) submitted by alice and distributed; voting ends 2001-02-08T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-02-08T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 2 "Again" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 2
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-02-08T00:00:00Z

carol> win announce alice
announcement 2: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-11T00:00:00Z (R603)

clock advance 3d
clock: announcement 2 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 2: Ackanomic play is suspended (R666 a)
2 Chartreuse Goose Eggs are destroyed (R666 b)
alice's Right-Handed Grapefruit is destroyed (R666 b)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
alice has two Champion's Cloaks: one is transformed into a Badge of Glory (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3656 in circulation does not exceed the Treasury's A$96344: no tax (R666 e)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 3 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
the time is now 2001-02-11T00:00:00Z

bob> fatlady sing
the Fat Lady is singing for alice, winner of cycle 2, until 2001-02-12T00:00:00Z (R667)

# "original": a limerick posted to her before is not.
carol> fatlady stop "There once was a lady so grand\nWho sang to the whole of the land\nWe begged her to stop\nPlease, before the roof pops\nFor the song was more long than we planned"
error: the limerick must be original: it was posted to her before (R667)

# dave accompanied her last, in her earlier song: still not again.
dave> fatlady accompany "a\nb\nc\nd\ne\nf\ng\nh"
error: you were the last to accompany her (R667)

admin> tuba give alice
the Great Tuba of Ackanomia is given to alice (R901)

# Not original: dave's song, in other spacing and case.
alice> fatlady accompany "OH LADY, your voice is a treat\nThough your aria's long,   it is sweet\nI toot on my Tuba\nFrom here to Aruba\nThe brass and the bass and the beat\nIt's a note-worthy tune, I repeat\nA sharp little pun, if you please\nOn the scale of our Ackan degrees"
error: the composition must be original: it was posted to her before (R667)

alice> fatlady accompany "a\nb\nc\nd\ne\nf\ng\nh"
you accompany the Fat Lady on the Great Tuba; a Bonus Vote is created for you, now 1 (R667)

# R667 ¶3: "exactly one day".
clock advance 1d
clock: the Fat Lady's song ends: she has sung for a day (R667)
the time is now 2001-02-12T00:00:00Z

> fatlady
the Fat Lady is silent (R667); last accompanied by alice
the Great Tuba of Ackanomia: alice (R901)

# R250 VII b: a player who becomes a Non-Player holds nothing: alice, who
# never voted, leaves; nobody holds the Great Tuba, and her Bonus Vote is
# destroyed.
alice> leave
alice is now a Non-Player

> fatlady
the Fat Lady is silent (R667); last accompanied by alice
the Great Tuba of Ackanomia: nobody (R901)

> cycle
cycle 3, begun 2001-02-11T00:00:00Z (R666 j); Magic Number 29, base value 29 (R603)
cycle 1: won by alice by Rule 603 (the Scorekeeper's announcement 1), ended 2001-02-01T00:00:00Z
cycle 2: won by alice by Rule 603 (the Scorekeeper's announcement 2), ended 2001-02-11T00:00:00Z
the Fat Lady is silent (R667); last accompanied by alice
winner of the cycle: alice (R666 c)
carol: a Chartreuse Goose Egg
dave: a Chartreuse Goose Egg, a Bonus Vote
