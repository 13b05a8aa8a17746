# The rules that call a Hearing (R360) and what their verdicts do: the
# Politeness Moon (R374) and the Test of the Emergency Broadcast System
# (R432).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

# No Fortnightly Dividends (R508) between these steps: treasury.t tests them.
admin> param set dividends.auto 0
dividends.auto = 0 (R508)

admin> mint 20 points to alice
alice gains 20 points; now 20

admin> mint 20 points to bob
bob gains 20 points; now 20

# R374 ¶1: "a certain public message from another Player".
alice> hearing call politeness alice "my own message"
error: a Politeness Moon Hearing is on a message from another Player (R374 ¶1)

alice> hearing call politeness zed "a message"
error: no player zed (R374 ¶1: a message from another Player)

alice> hearing call politeness bob
error: usage: hearing call politeness PLAYER MESSAGE (R374)

# R374 ¶1: any player calls it; R360 ¶2: no other Harfer is named, so
# Count Tabula harfs it.
alice> hearing call politeness bob "the post calling alice a turnip"
Hearing 1 is called: a Politeness Moon Hearing (R374), in session until 2001-01-04T00:00:00Z; the valid responses: 1. "Yes, it was polite.", 2. "No, it was not polite." (R360 ¶1)

bob> respond 1 "No, it was not polite."
your response to Hearing 1 is "No, it was not polite." (R360 ¶3)

carol> respond 1 2
your response to Hearing 1 is "No, it was not polite." (R360 ¶3)

alice> respond 1 1
your response to Hearing 1 is "Yes, it was polite." (R360 ¶3)

# R374 ¶2: not polite (2 to 1): bob, who sent it, loses 3 points.
clock advance 3d
clock: Hearing 1 ends: "Yes, it was polite." 1, "No, it was not polite." 2; the verdict: "No, it was not polite." (R360 ¶5)
the message was not polite: bob loses 3 points (R374 ¶2)
the time is now 2001-01-04T00:00:00Z

> balance
Treasury: 0 points, 97300 A$
alice: 20 points, 900 A$
bob: 17 points, 900 A$
carol: 0 points, 900 A$

# R374 ¶2: polite: its author gets the nickname Jazz JackRabbit for the
# next 3 days and the caller (alice) loses 2 points.
alice> hearing call politeness bob "the post calling alice a parsnip"
Hearing 2 is called: a Politeness Moon Hearing (R374), in session until 2001-01-07T00:00:00Z; the valid responses: 1. "Yes, it was polite.", 2. "No, it was not polite." (R360 ¶1)

bob> respond 2 1
your response to Hearing 2 is "Yes, it was polite." (R360 ¶3)

clock advance 3d
clock: Hearing 2 ends: "Yes, it was polite." 1, "No, it was not polite." 0; the verdict: "Yes, it was polite." (R360 ¶5)
the message was polite: bob is Jazz JackRabbit for 3 days; alice loses 2 points (R374 ¶2)
the time is now 2001-01-07T00:00:00Z

> balance
Treasury: 0 points, 97300 A$
alice: 18 points, 900 A$
bob: 17 points, 900 A$
carol: 0 points, 900 A$

# R432 ¶1: a Test needs a Scaremonger who fails, and another player
# calls it.
bob> hearing call ebs "no panic at all this week"
error: there is no Scaremonger to test (R432 ¶1)

admin> office create Scaremonger
office Scaremonger created

admin> appoint carol Scaremonger
carol is now Scaremonger

carol> hearing call ebs "I am calm"
error: another player than the Scaremonger calls the Test (R432 ¶1)

# R432 ¶2: the caller is the Hearing Harfer.
bob> hearing call ebs "no panic at all this week"
Hearing 3 is called: a Test of the Emergency Broadcast System Hearing (R432), in session until 2001-01-10T00:00:00Z; the valid responses: 1. "The sky is falling!", 2. "It is only a little hailstorm." (R360 ¶1)

# R360 ¶8: a Hearing harfed by a player is retracted only by em.
alice> hearing retract 3
error: only Hearing 3's Hearing Harfer (bob) may retract it (R360 ¶8)

alice> respond 3 "The sky is falling!"
your response to Hearing 3 is "The sky is falling!" (R360 ¶3)

carol> respond 3 2
your response to Hearing 3 is "It is only a little hailstorm." (R360 ¶3)

bob> respond 3 1
your response to Hearing 3 is "The sky is falling!" (R360 ¶3)

# R432 ¶2: "The sky is falling!" (2 to 1): carol is removed from office
# and bob, the Hearing Harfer, is installed as Scaremonger.
clock advance 3d
clock: Hearing 3 ends: "The sky is falling!" 2, "It is only a little hailstorm." 1; the verdict: "The sky is falling!" (R360 ¶5)
the sky is falling: carol is removed; bob is Scaremonger (R432 ¶2)
the time is now 2001-01-10T00:00:00Z

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Scaremonger: bob

# R432 ¶2: "It is only a little hailstorm.": nothing changes.
alice> hearing call ebs "bob is too cheerful"
Hearing 4 is called: a Test of the Emergency Broadcast System Hearing (R432), in session until 2001-01-13T00:00:00Z; the valid responses: 1. "The sky is falling!", 2. "It is only a little hailstorm." (R360 ¶1)

bob> respond 4 2
your response to Hearing 4 is "It is only a little hailstorm." (R360 ¶3)

clock advance 3d
clock: Hearing 4 ends: "The sky is falling!" 0, "It is only a little hailstorm." 1; the verdict: "It is only a little hailstorm." (R360 ¶5)
the time is now 2001-01-13T00:00:00Z

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Scaremonger: bob

# R360 ¶2, ¶8: a Politeness Moon Hearing is harfed by Count Tabula, who
# alone retracts it; its caller may not.
alice> hearing call politeness carol "the post about alice's hat"
Hearing 5 is called: a Politeness Moon Hearing (R374), in session until 2001-01-16T00:00:00Z; the valid responses: 1. "Yes, it was polite.", 2. "No, it was not polite." (R360 ¶1)

alice> hearing retract 5
error: only Hearing 5's Hearing Harfer (Count Tabula) may retract it (R360 ¶8)

admin> office create "Count Tabula"
office Count Tabula created

admin> appoint carol "Count Tabula"
carol is now Count Tabula

carol> hearing retract 5
Hearing 5 is retracted: it has no verdict (R360 ¶8)

clock advance 3d
the time is now 2001-01-16T00:00:00Z

alice> hearings 5
Hearing 5: Politeness Moon (R374), Harfer Count Tabula, on "whether carol's public message the post about alice's hat was polite": retracted
  1. "Yes, it was polite."
  2. "No, it was not polite."

# A Hearing's consequence is its calling rule's: R374 repealed while
# Hearing 6 sits, its verdict changes no score; and no new one is called.
alice> hearing call politeness bob "the post about turnips again"
Hearing 6 is called: a Politeness Moon Hearing (R374), in session until 2001-01-19T00:00:00Z; the valid responses: 1. "Yes, it was polite.", 2. "No, it was not polite." (R360 ¶1)

bob> respond 6 2
your response to Hearing 6 is "No, it was not polite." (R360 ¶3)

admin> rule repeal 374
Rule 374 repealed

clock advance 3d
clock: Hearing 6 ends: "Yes, it was polite." 0, "No, it was not polite." 1; the verdict: "No, it was not polite." (R360 ¶5)
no consequence: Rule 374 (Politeness Moon) was repealed by the admin
the time is now 2001-01-19T00:00:00Z

> balance
Treasury: 0 points, 97300 A$
alice: 18 points, 900 A$
bob: 17 points, 900 A$
carol: 0 points, 900 A$

alice> hearing call politeness bob "one more"
error: Rule 374 (Politeness Moon) was repealed by the admin

