# A whole cycle of a nomic where
# the offices run by the rules by themselves (offices.mode rules, R401):
# salaries paid each month (R401 (iv)), a win by points (R603 ¶4), the
# end of the cycle (R666), the Fat Lady (R667) and the Commission d'Arts
# (R670), the first days of the next cycle with its payday, and the
# President's term ending into a Nomination and an Election (R414, R401
# (v) c, R402). Offices and their salaries carry over the end of a cycle:
# R666 names no office.
# At the current behaviour level (core/level.h): the Fortnightly Dividends
# (R508) and the Castes' random determination (R1030 ¶2) come between
# these steps by themselves, as they would in play; treasury.t and
# castes.t test them.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# The Speaker (R405 (iii): A$10 more than the Fee), the Scorekeeper (R403
# (ii): the Fee) and the President (R414: no salary, a term of 8 weeks).
admin> appoint bob Speaker
bob is now Speaker

admin> appoint carol Scorekeeper
carol is now Scorekeeper

admin> appoint dave President
dave is now President

# R401 (iv): noon on the first Monday, 2001-01-01; R414: dave's 8 weeks.
> deadlines
deadline 6: 2001-01-01T12:00:00Z office-salaries (R401 (iv))
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 7: 2001-02-26T00:00:00Z office-term for dave (R401 (v) c)

# R401 (iv): payday pays the Speaker A$35 and the Scorekeeper A$25.
clock advance 21d
clock: bob is paid A$35 as Speaker for 2001-01 (R405 (iii), R401 (iv))
carol is paid A$25 as Scorekeeper for 2001-01 (R403 (ii), R401 (iv))
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

# R603 ¶3: the admin's param set stands for a change the rules make.
admin> param set magic.number 20 R603
magic.number = 20 points (R603)

admin> mint 15 points to alice
alice gains 15 points; now 15

# R207 III: alice's adopted proposal takes her from 15 to 25 points.
# R508: the dividend of Monday 2001-01-22 pays her A$1 for each of the 15
# points she gained since the last.
alice> propose "Up" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Up" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

# R603 ¶4: the Scorekeeper announces; three days without objection.
carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

# Before the end: every balance as the cycle leaves it (salaries included).
> balance alice
alice: 25 points, 915 A$, 1 Gamepoints

> balance bob
bob: 1 points, 935 A$

> balance carol
carol: 0 points, 925 A$

> balance dave
dave: 0 points, 900 A$

> balance erin
erin: 0 points, 900 A$

> balance Treasury
Treasury: 0 points, 95425 A$

# R666, in one event: a) suspended; c) alice's title, Grapefruit and
# Cloak; d) Eggs for those at zero or less; e) A$4575 in circulation (5 x
# 900, the salaries' 35 + 25 and alice's dividend of 15, R508) does not
# exceed the Treasury's: no tax;
# f) A$ for points; g) scores to zero; i) won by points: the base becomes
# 29; j) cycle 2; m) the cycle lasted 31 days, more than 30: the
# Commission d'Arts is called by itself at level 1 (R670 1); n) resumes.
clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave, erin (R666 d)
A$4575 in circulation does not exceed the Treasury's A$95425: no tax (R666 e)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
the Commission d'Arts is called and begins session with 5 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T00:00:00Z

> cycle
cycle 2, begun 2001-02-01T00:00:00Z (R666 j); Magic Number 29, base value 29 (R603)
cycle 1: won by alice by Rule 603 (the Scorekeeper's announcement 1), ended 2001-02-01T00:00:00Z
the Fat Lady awaits the Speaker's announcement to sing for alice, winner of cycle 1 (R667)
winner of the cycle: alice (R666 c)
alice: the Right-Handed Grapefruit, a Champion's Cloak
carol: a Chartreuse Goose Egg
dave: a Chartreuse Goose Egg
erin: a Chartreuse Goose Egg

# R670 1: the President (dave; no Historian, no Poet Laureate), then
# players drawn at random (R230 I) to make 5.
> commission
the Commission d'Arts is in session until 2001-02-08T00:00:00Z at the latest (R670 1)
members: dave, bob, carol, erin, alice
last called 2001-02-01T00:00:00Z (R670 1)

# R667 ¶2: announcing her is the Speaker's duty, due in R401 (x)'s 3 days
# ("a reasonable time" names no finite time).
> duties Speaker
Speaker (bob):
- R405 (vi): make the random determinations the rules require; by the server: the engine's replayable draws (R230 I)
- R405 (vii): carry out any task the rules give nobody else; by the holder: by hand
- R405 (viii): track the game state no rule gives another officer; by the server: the server keeps the whole state
- R667 ¶2: announce that the Fat Lady is singing, once a cycle is won; by the holder: `fatlady sing`
  #1 announce that the Fat Lady is singing for alice, winner of cycle 1 (R667 ¶2): due 2001-02-04T00:00:00Z

# R667 ¶2: the Speaker announces that the Fat Lady sings, for a day.
bob> fatlady sing
the Fat Lady is singing for alice, winner of cycle 1, until 2001-02-02T00:00:00Z (R667)

# R667 ¶3: her day is a deadline, beside February's payday, the
# Fortnightly Dividends (R508), the Commission's 7 days (R670 1) and
# dave's term.
> deadlines
deadline 16: 2001-02-02T00:00:00Z fatlady-song (R667)
deadline 8: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 12: 2001-02-05T12:00:00Z dividends (R508)
deadline 14: 2001-02-08T00:00:00Z commission-session (R670 1)
deadline 7: 2001-02-26T00:00:00Z office-term for dave (R401 (v) c)

# R670 2, R1003: a report of four Nominees, approved by every member.
dave> commission suggest "The Gaoler's Lament" carol "Phoebe on Tuesdays" alice "Hat of Many Hats" dave "Ode to the Goose" erin
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-02-08T00:00:00Z (R1003)

alice> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

erin> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

bob> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-02-04T00:00:00Z (R670 5, R360)

# R670 5, R360: the Hearing's responses are private until its end.
alice> moon respond 3
your response is Nominee 3, Hat of Many Hats (R360)

bob> moon respond 3
your response is Nominee 3, Hat of Many Hats (R360)

carol> moon respond 1
your response is Nominee 1, The Gaoler's Lament (R360)

# R667 ¶3: her day is over; R670 5, 6: the Hearing's winner's author,
# dave, gets a Silver Moon and A$75; R401 (iv): cycle 2's first payday pays
# the same officers again.
clock set 2001-02-05T12:00Z
clock: the Fat Lady's song ends: she has sung for a day (R667)
clock: the Silver Moon Hearing ends: 1. 1, 2. 0, 3. 2, 4. 0 (R360)
the winning Nominee: Hat of Many Hats, by dave (R670 5)
dave is awarded a Silver Moon and A$75 (R670 6)
clock: bob is paid A$35 as Speaker for 2001-02 (R405 (iii), R401 (iv))
carol is paid A$25 as Scorekeeper for 2001-02 (R403 (ii), R401 (iv))
clock: Fortnightly Dividends: no score changed since the cycle began (R508)
the time is now 2001-02-05T12:00:00Z

> commission
the Commission d'Arts is not in session (R670 1)
Silver Moon: Hat of Many Hats, by dave (R670 6, 8)
dave owes an acceptance speech (R670 7)
last called 2001-02-01T00:00:00Z (R670 1)

# R670 7: the acceptance speech.
dave> moon speech "Thank you all."
you make your acceptance speech (3 words; R670 7)

# The first days of cycle 2: scores at zero (R666 g), A$ as R666 f and
# the salaries left them.
> balance alice
alice: 0 points, 940 A$, 1 Gamepoints

> balance bob
bob: 0 points, 971 A$

> balance carol
carol: 0 points, 950 A$

> balance dave
dave: 0 points, 975 A$

> salaries
Speaker: A$35 monthly (R405 (iii)); bob; last paid for 2001-02
Promoter: A$25 monthly (R403 (ii)); vacant; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); vacant; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); carol; last paid for 2001-02
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
next payday: 2001-03-05T12:00:00Z (R401 (iv))

# R414, R401 (v) c: dave's 8 weeks end; he acts as President until the
# seat is filled, and the vacancy calls its Nomination (R401 (ix)).
clock set 2001-02-26T00:00Z
clock: the term of dave as President ends: e acts as President until the seat is filled (R401 (v) c)
the time is now 2001-02-26T00:00:00Z

> offices
Speaker: bob
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: carol
Clerk of the Court: vacant
President: vacant

> nominations
President: Nomination until 2001-03-01T00:00:00Z; Nominees: none

# R402 (i) c: Voting players volunteer.
erin> volunteer President
erin volunteers for President (R402 (i) c)

alice> volunteer President
alice volunteers for President (R402 (i) c)

# R402 (i) d, (ii) c: two Nominees for one seat: an Election.
clock advance 3d
clock: the Nomination for President ends; Nominees: erin, alice (R402 (i) d)
the Election for President begins, until 2001-03-04T00:00:00Z: vote with `elect PLAYER as President` (R402 (ii) c, d)
the time is now 2001-03-01T00:00:00Z

# R402 (ii) e: each voter's ballot goes to the officer.
bob> elect erin as President
you vote for erin as President (R402 (ii) e)

carol> elect erin as President
you vote for erin as President (R402 (ii) e)

alice> elect alice as President
you vote for alice as President (R402 (ii) e)

# R402 (ii) f, g: the tally is published and erin holds the office;
# R401.1 II: dave stops acting.
clock advance 3d
clock: the Election for President ends: erin 2, alice 1 (R402 (ii) f)
dave no longer acts as President (the seat is filled, R401.1 II)
erin now holds President (elected, R402 (ii) g)
the time is now 2001-03-04T00:00:00Z

> offices
Speaker: bob
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: carol
Clerk of the Court: vacant
President: erin

# R401 (iv): March's payday; R414: erin's 8 weeks from her election.
> deadlines
deadline 19: 2001-03-05T12:00:00Z office-salaries (R401 (iv))
deadline 22: 2001-04-29T00:00:00Z office-term for erin (R401 (v) c)

