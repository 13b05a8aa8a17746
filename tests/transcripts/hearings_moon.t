# The Silver Moon Hearing (R670 5) as one of the Hearings (R360): listed
# by `hearings`, answered by `respond` as well as `moon respond`, ended
# with the Commission's own words, and retracted by Count Tabula, its
# Hearing Harfer (R360 ¶2, ¶8).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

# No Fortnightly Dividends (R508) between these steps: treasury.t tests them.
admin> param set dividends.auto 0
dividends.auto = 0 (R508)

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> commission call
the Commission d'Arts begins session with 3 members (R670 1)

alice> commission suggest "Ode" alice "Hat" bob "Lament" carol "Song" dave
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-01-08T00:00:00Z (R1003)

bob> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-01-04T00:00:00Z (R670 5, R360)

# R670 5: the valid responses are the Nominees as listed in the report.
> hearings
Hearing 1: Silver Moon (R670 5), Harfer Count Tabula, on "the Commission d'Arts' report": in session until 2001-01-04T00:00:00Z, 0 responses so far
  1. "Ode"
  2. "Hat"
  3. "Lament"
  4. "Song"

# R360 ¶3: by the Nominee's title or number, through either command.
bob> respond 1 "hat"
your response to Hearing 1 is "Hat" (R360 ¶3)

alice> moon respond 2
your response is Nominee 2, Hat (R360)

carol> respond 1 3
your response to Hearing 1 is "Lament" (R360 ¶3)

> commission
the Commission d'Arts is not in session (R670 1)
the Silver Moon Hearing is in session until 2001-01-04T00:00:00Z, 3 responses so far (R670 5, R360):
  1. Ode, by alice
  2. Hat, by bob
  3. Lament, by carol
  4. Song, by dave
last called 2001-01-01T00:00:00Z (R670 1)

# R360 ¶5: "Hat" (2 to 1) wins; R670 6: bob's Silver Moon and A$75.
clock advance 3d
clock: the Silver Moon Hearing ends: 1. 0, 2. 2, 3. 1, 4. 0 (R360)
the winning Nominee: Hat, by bob (R670 5)
bob is awarded a Silver Moon and A$75 (R670 6)
the time is now 2001-01-04T00:00:00Z

> hearings 1
Hearing 1: Silver Moon (R670 5), Harfer Count Tabula, on "the Commission d'Arts' report": ended
  1. "Ode": 0
  2. "Hat": 2
  3. "Lament": 1
  4. "Song": 0
  verdict: "Hat"

# R360 ¶8: the next report's Hearing is retracted by Count Tabula, its
# Hearing Harfer (R360 ¶2): while the office is not held, by nobody.
clock advance 60d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-03-05T00:00:00Z

admin> commission call
the Commission d'Arts begins session with 3 members (R670 1)

alice> commission suggest "Ode" alice "Lament" carol "Song" dave "Tuba" bob
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-03-12T00:00:00Z (R1003)

bob> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-03-08T00:00:00Z (R670 5, R360)

alice> hearing retract 2
error: only Hearing 2's Hearing Harfer (Count Tabula) may retract it (R360 ¶8)

admin> office create "Count Tabula"
office Count Tabula created

admin> appoint alice "Count Tabula"
alice is now Count Tabula

bob> moon respond 1
your response is Nominee 1, Ode (R360)

alice> hearing retract 2
Hearing 2 is retracted: it has no verdict (R360 ¶8)

# Retracted: no verdict, no Silver Moon (R360 ¶8).
bob> moon respond 2
error: no Silver Moon Hearing is in session (R670 5, R360)

> commission
the Commission d'Arts is not in session (R670 1)
Silver Moon: Hat, by bob (R670 6, 8)
bob owes an acceptance speech (R670 7)
last called 2001-03-05T00:00:00Z (R670 1)

clock advance 3d
clock: alice is paid A$25 as Count Tabula for 2001-03 (R403 (ii), R401 (iv))
the time is now 2001-03-08T00:00:00Z

> hearings 2
Hearing 2: Silver Moon (R670 5), Harfer Count Tabula, on "the Commission d'Arts' report": retracted
  1. "Ode"
  2. "Lament"
  3. "Song"
  4. "Tuba"


# R670 5: the next report's Hearing supersedes one still sitting, which is
# withdrawn without a verdict (and stays so, in a checkpoint too).
admin> param set commission.gap 0
commission.gap = 0s (R670 1)

admin> commission call
the Commission d'Arts begins session with 3 members (R670 1)

alice> commission suggest "Ode" alice "Lament" carol "Song" dave "Tuba" bob
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-03-15T00:00:00Z (R1003)

bob> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-03-11T00:00:00Z (R670 5, R360)

admin> commission call
the Commission d'Arts begins session with 3 members (R670 1)

alice> commission suggest "Ode" alice "Lament" carol "Song" dave "Tuba" bob
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-03-15T00:00:00Z (R1003)

bob> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-03-11T00:00:00Z (R670 5, R360)

> hearings 3
Hearing 3: Silver Moon (R670 5), Harfer Count Tabula, on "the Commission d'Arts' report": withdrawn
  1. "Ode"
  2. "Lament"
  3. "Song"
  4. "Tuba"
