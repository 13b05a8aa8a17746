# The Commission d'Arts (Ackanomic R670) from the end of a long cycle to
# its Silver Moon: the call (R666 m, R670 1), its members (the Historian,
# the Poet Laureate, the President, random players to make 5: R230 I, the
# runner's seed fixes the draws), a member who leaves and is replaced, the
# report as an organizational action (R1003: suggested, denounced,
# approved by all), the Hearing (R360), the Silver Moon and A$75 (R670 6),
# the acceptance speech (R670 7), R670 3's bar on a past winner, a call
# within 60 days (R670 1), and a session that fails (R670 4). Readings:
# docs/RULINGS.md, "Cycle: the Commission d'Arts (R670)".
@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

# The optional offices R670 1 names (R420, R424) exist once created.
admin> office create Historian
office Historian created

admin> office create "Poet Laureate"
office Poet Laureate created

admin> appoint bob Historian
bob is now Historian

admin> appoint erin "Poet Laureate"
erin is now Poet Laureate

admin> appoint dave President
dave is now President

# The end of a cycle calls the Commission by itself once commission.auto
# is set (off by default, so that older logs replay unchanged).
admin> param set commission.auto 1
commission.auto = 1 (R670 1)

> commission
the Commission d'Arts is not in session (R670 1)

alice> commission suggest "A" alice "B" bob "C" carol "D" dave
error: the Commission d'Arts is not in session (R670 1)

alice> moon respond 1
error: no Silver Moon Hearing is in session (R670 5, R360)

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

# R666 m, R670 1: the cycle lasted 31 days, more than 30: the Commission
# is called and begins session.
clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave, erin, frank (R666 d)
A$5415 in circulation does not exceed the Treasury's A$94585: no tax (R666 e)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
the Commission d'Arts is called and begins session with 5 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T00:00:00Z

> commission
the Commission d'Arts is in session until 2001-02-08T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, carol, alice
last called 2001-02-01T00:00:00Z (R670 1)

# R1003 ¶2: only a member suggests; R670 2: 4 Nominees; R670 3: unique.
frank> commission suggest "A" alice "B" bob "C" carol "D" dave
error: only a member of the Commission d'Arts may suggest its report (R1003)

bob> commission suggest "A" alice "B" bob "C" carol
error: usage: commission suggest "TITLE" AUTHOR (x4)

bob> commission suggest "A" alice "B" bob "a" carol "D" dave
error: each Nominee in a report must be unique: 'a' is listed twice (R670 3)

bob> commission suggest "The Gaoler's Lament" carol "Phoebe on Tuesdays" alice "Hat of Many Hats" dave "Ode to the Goose" erin
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-02-08T00:00:00Z (R1003)

frank> commission leave
error: you are not a member of the Commission d'Arts (R670 1)

# R670 1: a member who leaves is replaced by a random player who has not
# been a member this session (frank is the only one), and the session runs
# 7 days from eir joining.
clock advance 1d
the time is now 2001-02-02T00:00:00Z

carol> commission leave
you leave the Commission d'Arts; joining in your place: frank (R670 1)

# Nobody is left to replace alice: carol was a member this session.
alice> commission leave
you leave the Commission d'Arts; nobody may replace you (R670 1)

> commission
the Commission d'Arts is in session until 2001-02-09T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, frank
report 1 by bob: 1. The Gaoler's Lament, by carol; 2. Phoebe on Tuesdays, by alice; 3. Hat of Many Hats, by dave; 4. Ode to the Goose, by erin -- approved by bob
last called 2001-02-01T00:00:00Z (R670 1)

# R1003 2): frank joined after report 1 was suggested: e may not
# denounce it; dave may, and it is void.
frank> commission denounce 1
error: report 1 was suggested before you joined the Commission: you may not denounce it (R1003)

dave> commission denounce 1
you denounce report 1: it is void (R1003)

erin> commission approve 1
error: report 1 was denounced by dave and is void (R1003)

erin> commission approve 7
error: the Commission d'Arts has no suggested report '7' (R1003)

# Report 2: every active, non-gaoled member approves: the Commission
# issues it at once (R1003 ¶2), which ends its session (R670 1) and calls
# the Hearing (R670 5).
erin> commission suggest "The Gaoler's Lament" carol "Phoebe on Tuesdays" alice "Hat of Many Hats" dave "Ode to the Goose" erin
you suggest report 2 for the Commission d'Arts; the members may approve or denounce it until 2001-02-09T00:00:00Z (R1003)

bob> commission approve 2
you approve report 2 of the Commission d'Arts (R1003)

bob> commission approve 2
error: you approve report 2 already (R1003)

dave> commission approve 2
you approve report 2 of the Commission d'Arts (R1003)

frank> commission approve 2
you approve report 2 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 2 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-02-05T00:00:00Z (R670 5, R360)

> commission
the Commission d'Arts is not in session (R670 1)
the Silver Moon Hearing is in session until 2001-02-05T00:00:00Z, 0 responses so far (R670 5, R360):
  1. The Gaoler's Lament, by carol
  2. Phoebe on Tuesdays, by alice
  3. Hat of Many Hats, by dave
  4. Ode to the Goose, by erin
last called 2001-02-01T00:00:00Z (R670 1)

# R360 ¶3: responses go privately to the Hearing Harfer; a new one
# replaces the old.
alice> moon respond 2
your response is Nominee 2, Phoebe on Tuesdays (R360)

bob> moon respond 5
error: the valid responses are the Nominees 1 to 4 (R670 5)

bob> moon respond 2
your response is Nominee 2, Phoebe on Tuesdays (R360)

frank> moon respond 1
your response is Nominee 1, The Gaoler's Lament (R360)

frank> moon respond 1
error: your response is Nominee 1 already (R360)

dave> moon respond 1
your response is Nominee 1, The Gaoler's Lament (R360)

dave> moon respond 2
your response is now Nominee 2, Phoebe on Tuesdays; the previous one is discarded (R360)

carol> moon respond 3
your response is Nominee 3, Hat of Many Hats (R360)

# R360 ¶4: three days; ¶5: the most responses (2: alice, bob, dave).
# R670 6: alice, the author, gets a Silver Moon and A$75.
clock advance 3d
clock: the Silver Moon Hearing ends: 1. 1, 2. 3, 3. 1, 4. 0 (R360)
the winning Nominee: Phoebe on Tuesdays, by alice (R670 5)
alice is awarded a Silver Moon and A$75 (R670 6)
the time is now 2001-02-05T00:00:00Z

# R670 7: the acceptance speech, at most 10,000 words.
bob> moon speech "Thanks"
error: no acceptance speech is required of you (R670 7)

alice> moon speech ""
error: an acceptance speech has 1 to 10000 words, this has 0 (R670 7)

alice> moon speech "I thank the Commission, the Frobozz Magic Medal Company, and Phoebe."
you make your acceptance speech (11 words; R670 7)

alice> moon speech "Again"
error: no acceptance speech is required of you (R670 7)

> cycle
cycle 2, begun 2001-02-01T00:00:00Z (R666 j); Magic Number 29, base value 29 (R603)
cycle 1: won by alice by Rule 603 (the Scorekeeper's announcement 1), ended 2001-02-01T00:00:00Z
the Fat Lady awaits the Speaker's announcement to sing for alice, winner of cycle 1 (R667)
winner of the cycle: alice (R666 c)
alice: the Right-Handed Grapefruit, a Champion's Cloak, a Silver Moon
carol: a Chartreuse Goose Egg
dave: a Chartreuse Goose Egg
erin: a Chartreuse Goose Egg
frank: a Chartreuse Goose Egg

> commission
the Commission d'Arts is not in session (R670 1)
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
last called 2001-02-01T00:00:00Z (R670 1)

# R670 1: a call less than 60 days after the last has no effect.
admin> commission call
the call has no effect: a call was made less than 60 days before (R670 1)

clock advance 60d
clock: Fortnightly Dividends: no score changed since the cycle began (R508)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: frank joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-04-06T00:00:00Z

admin> commission call
the Commission d'Arts begins session with 5 members (R670 1)

> commission
the Commission d'Arts is in session until 2001-04-13T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, carol, alice
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
last called 2001-04-06T00:00:00Z (R670 1)

# R670 3: "no Nominee which previously won a vote under this rule may be
# a Nominee again".
bob> commission suggest "PHOEBE ON TUESDAYS" alice "B" bob "C" carol "D" dave
error: 'PHOEBE ON TUESDAYS' won a Silver Moon before and may not be a Nominee again (R670 3)

bob> commission suggest "Ode to the Goose" erin "The Tuba Variations" dave "Hat of Many Hats" dave "The Gaoler's Lament" carol
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-04-13T00:00:00Z (R1003)

erin> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

# Seven days after its newest member joined, the session ends without a
# report (R670 1; two of five approved, not every member, R1003 ¶2). R670 4: bob and erin,
# who approved it, are fined 2 points; dave, carol and alice, who approved
# no report, are held in Contempt (R715).
clock advance 7d
clock: the Commission d'Arts' 7 days are over without a report (R670 1, 4)
bob is fined 2 points (R670 4)
erin is fined 2 points (R670 4)
dave is held in Contempt until e chooses, at the latest 2001-04-16T00:00:00Z (R715)
carol is held in Contempt until e chooses, at the latest 2001-04-16T00:00:00Z (R715)
alice is held in Contempt until e chooses, at the latest 2001-04-16T00:00:00Z (R715)
the time is now 2001-04-13T00:00:00Z

> commission
the Commission d'Arts is not in session (R670 1)
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
last called 2001-04-06T00:00:00Z (R670 1)

> balance bob
bob: -2 points, 901 A$

> balance dave
dave: 0 points, 900 A$

dave> contempt choose fine
you choose the fine (R715)

bob> contempt choose fine
error: you are not held in Contempt (R715)

# R1003 ¶3: seven days after a suggestion, two thirds of the members'
# approval issues it. A member leaves a day in, so the session runs to
# day 8 (R670 1) and the suggestion's seven days end first.
clock advance 60d
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: alice made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: bob's score fell by 2: e loses A$1 to the Treasury (R508)
erin's score fell by 2: e loses A$1 to the Treasury (R508)
clock: carol's sentence has expired (R709)
clock: alice's sentence has expired (R709)
the time is now 2001-06-12T00:00:00Z

admin> commission call
the Commission d'Arts begins session with 5 members (R670 1)

> commission
the Commission d'Arts is in session until 2001-06-19T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, frank, alice
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
last called 2001-06-12T00:00:00Z (R670 1)

alice> commission suggest "Ode to the Goose" erin "The Tuba Variations" dave "Carol's Cutout" carol "The Gaoler's Lament" carol
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-06-19T00:00:00Z (R1003)

bob> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

erin> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

clock advance 1d
the time is now 2001-06-13T00:00:00Z

frank> commission leave
you leave the Commission d'Arts; joining in your place: carol (R670 1)

dave> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

# Day 7: four of the five members approved (carol, who joined later, did
# not): two thirds, and nobody denounced: the report is issued.
clock advance 6d
clock: the Commission d'Arts issues its report, suggestion 1 (two thirds approved it within seven days; R670 2)
a Hearing is called on the report, until 2001-06-22T00:00:00Z (R670 5, R360)
the time is now 2001-06-19T00:00:00Z

alice> moon respond 3
your response is Nominee 3, Carol's Cutout (R360)

bob> moon respond 3
your response is Nominee 3, Carol's Cutout (R360)

carol> moon respond 3
your response is Nominee 3, Carol's Cutout (R360)

# R670 7: carol, the winner's author, goes to the Gaol before the verdict
# (her Contempt, R715, and her choice).
clock advance 1d
the time is now 2001-06-20T00:00:00Z

admin> contempt carol
carol is held in Contempt until e chooses, at the latest 2001-06-23T00:00:00Z (R715)

carol> contempt choose gaol
you choose the Gaol (R715)

# R670 6: the Silver Moon and A$75 anyway; R670 7: from the Gaol, a
# cardboard cutout on wheels and 5 points lost; no speech is required.
clock advance 2d
clock: the Silver Moon Hearing ends: 1. 0, 2. 0, 3. 3, 4. 0 (R360)
the winning Nominee: Carol's Cutout, by carol (R670 5)
carol is awarded a Silver Moon and A$75 (R670 6)
carol is in the Gaol: a cardboard cutout on wheels; e loses 5 points (R670 7)
the time is now 2001-06-22T00:00:00Z

carol> moon speech "From behind bars, thank you."
error: no acceptance speech is required of you (R670 7)

> balance carol
carol: -5 points, 975 A$

> commission
the Commission d'Arts is not in session (R670 1)
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
Silver Moon: Carol's Cutout, by carol (R670 6, 8)
last called 2001-06-12T00:00:00Z (R670 1)

# R360 ¶7: a tie (one response each for Nominees 2 and 4) goes to the tied
# response listed first in what defines them: the report (R670 5).
clock advance 60d
clock: carol's sentence has expired (R709)
clock: carol's score fell by 5: e loses A$2 to the Treasury (R508)
the time is now 2001-08-21T00:00:00Z

admin> commission call
the Commission d'Arts begins session with 5 members (R670 1)

> commission
the Commission d'Arts is in session until 2001-08-28T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, alice, carol
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
Silver Moon: Carol's Cutout, by carol (R670 6, 8)
last called 2001-08-21T00:00:00Z (R670 1)

bob> commission suggest "Ode to the Goose" erin "Wisdom of the Ages" Phoebe "Hat of Many Hats" dave "The Gaoler's Lament" carol
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-08-28T00:00:00Z (R1003)

erin> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

dave> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

alice> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-08-24T00:00:00Z (R670 5, R360)

alice> moon respond 4
your response is Nominee 4, The Gaoler's Lament (R360)

bob> moon respond 2
your response is Nominee 2, Wisdom of the Ages (R360)

# R670 6: "if they are a player": Phoebe is not: no Moon, no prize; the
# work has still won (R670 3).
clock advance 3d
clock: the Silver Moon Hearing ends: 1. 0, 2. 1, 3. 0, 4. 1 (R360)
the winning Nominee: Wisdom of the Ages, by Phoebe (R670 5; a tie, won by the tied Nominee listed first, R360)
Phoebe is not a player: no Silver Moon and no prize are awarded (R670 6)
the time is now 2001-08-24T00:00:00Z

> commission
the Commission d'Arts is not in session (R670 1)
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
Silver Moon: Carol's Cutout, by carol (R670 6, 8)
Silver Moon: Wisdom of the Ages, by Phoebe (R670 6, 8)
last called 2001-08-21T00:00:00Z (R670 1)

# R670 1: a member who stops being a player leaves the Commission and is
# replaced (R250 VII b); carol never voted, so leaving makes her a
# Non-Player (R254, R250 VI f).
clock advance 60d
the time is now 2001-10-23T00:00:00Z

admin> commission call
the Commission d'Arts begins session with 5 members (R670 1)

> commission
the Commission d'Arts is in session until 2001-10-30T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, carol, alice
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
Silver Moon: Carol's Cutout, by carol (R670 6, 8)
Silver Moon: Wisdom of the Ages, by Phoebe (R670 6, 8)
last called 2001-10-23T00:00:00Z (R670 1)

carol> leave
carol is now a Non-Player

> commission
the Commission d'Arts is in session until 2001-10-30T00:00:00Z at the latest (R670 1)
members: bob, erin, dave, alice, frank
Silver Moon: Phoebe on Tuesdays, by alice (R670 6, 8)
Silver Moon: Carol's Cutout, by carol (R670 6, 8)
Silver Moon: Wisdom of the Ages, by Phoebe (R670 6, 8)
last called 2001-10-23T00:00:00Z (R670 1)
