# The Hearings called against an organisation (R360): a Tax Evasion
# Hearing against a Political Party (R1009) and a Corruption Hearing
# against a Corporation (R1023 7), each verdict's consequence.

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

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Political Party alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Political Party alice intends to form (R1000)

alice> org form Reds party bob carol
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
bob becomes a member of Reds (R1001 2 a: an initial member)
carol becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#11) is created, Somewhere Else (R1040 III)

# R1009: "a Church or Political Party"; R1023 7: "a Corporation".
dave> hearing call tax Nobody "they never pay"
error: no Political Party is named 'Nobody' (R1009)

dave> hearing call corruption Reds "they never pay"
error: no Corporation is named 'Reds' (R1023 7)

dave> hearing call tax Reds
error: usage: hearing call tax PARTY CLAIM (R1009)

# R1009: the caller is the IRS Investigator (Hearing Harfer).
dave> hearing call tax Reds "they never pay their taxes"
Hearing 1 is called: a Tax Evasion Hearing (R1009), in session until 2001-01-04T00:00:00Z; the valid responses: 1. "You're just persecuting them because they donated to your opponent", 2. "Worse than United Way" (R360 ¶1)

alice> respond 1 1
your response to Hearing 1 is "You're just persecuting them because they donated to your opponent" (R360 ¶3)

bob> respond 1 1
your response to Hearing 1 is "You're just persecuting them because they donated to your opponent" (R360 ¶3)

dave> respond 1 2
your response to Hearing 1 is "Worse than United Way" (R360 ¶3)

# R1009: "You're just persecuting them ..." (2 to 1): the IRS
# Investigator pays the Standard Harfer Fee (A$25, R505 IV) to each
# member: alice, bob and carol.
clock advance 3d
clock: Hearing 1 ends: "You're just persecuting them because they donated to your opponent" 2, "Worse than United Way" 1; the verdict: "You're just persecuting them because they donated to your opponent" (R360 ¶5)
dave pays A$25 each to alice, bob, carol (R1009)
the time is now 2001-01-04T00:00:00Z

> balance
Treasury: 0 points, 95825 A$
alice: 0 points, 600 A$
bob: 0 points, 925 A$
carol: 0 points, 925 A$
dave: 0 points, 825 A$
erin: 0 points, 900 A$

# R1009: "Worse than United Way": the Party is disbanded (what it owns
# goes to the Treasury, R1000 b) and the IRS Investigator receives twice
# the Fee from the Treasury.
erin> hearing call tax Reds "a front for the Blues"
Hearing 2 is called: a Tax Evasion Hearing (R1009), in session until 2001-01-07T00:00:00Z; the valid responses: 1. "You're just persecuting them because they donated to your opponent", 2. "Worse than United Way" (R360 ¶1)

carol> respond 2 "Worse than United Way"
your response to Hearing 2 is "Worse than United Way" (R360 ¶3)

erin> respond 2 2
your response to Hearing 2 is "Worse than United Way" (R360 ¶3)

clock advance 3d
clock: Hearing 2 ends: "You're just persecuting them because they donated to your opponent" 0, "Worse than United Way" 2; the verdict: "Worse than United Way" (R360 ¶5)
Reds disbands (R1009: Hearing 2)
Reds ceases to exist (R1000 c)
Reds's Swingership (#11) becomes a Provisional Swingership (R1040 III)
Reds is disbanded; erin receives A$50 from the Treasury (R1009)
the time is now 2001-01-07T00:00:00Z

> balance
Treasury: 0 points, 95775 A$
alice: 0 points, 600 A$
bob: 0 points, 925 A$
carol: 0 points, 925 A$
dave: 0 points, 825 A$
erin: 0 points, 950 A$

dave> hearing call tax Reds "still at it"
error: no Political Party is named 'Reds' (R1009)

# R1023 7: a Corruption Hearing; the caller is the SEC Inspector.
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

# R1023 7: "They're just honest business people ..." (no other
# response): the SEC Inspector pays the Fee to each stockholder.
erin> hearing call corruption Acme "cooking the books"
Hearing 3 is called: a Corruption Hearing (R1023 7), in session until 2001-01-10T00:00:00Z; the valid responses: 1. "They're just honest business people, and besides, everyone does it", 2. "Split 'em up like Ma Bell!" (R360 ¶1)

dave> respond 3 1
your response to Hearing 3 is "They're just honest business people, and besides, everyone does it" (R360 ¶3)

clock advance 3d
clock: Hearing 3 ends: "They're just honest business people, and besides, everyone does it" 1, "Split 'em up like Ma Bell!" 0; the verdict: "They're just honest business people, and besides, everyone does it" (R360 ¶5)
erin pays A$25 each to alice, bob, carol (R1023 7)
the time is now 2001-01-10T00:00:00Z

> balance
Treasury: 0 points, 95800 A$
alice: 0 points, 600 A$
bob: 0 points, 950 A$
carol: 0 points, 950 A$
dave: 0 points, 825 A$
erin: 0 points, 875 A$

# R1023 7: "Split 'em up like Ma Bell!": the Corporation is disbanded
# and the SEC Inspector receives twice the Fee from the Treasury.
dave> hearing call corruption Acme "still cooking the books"
Hearing 4 is called: a Corruption Hearing (R1023 7), in session until 2001-01-13T00:00:00Z; the valid responses: 1. "They're just honest business people, and besides, everyone does it", 2. "Split 'em up like Ma Bell!" (R360 ¶1)

dave> respond 4 2
your response to Hearing 4 is "Split 'em up like Ma Bell!" (R360 ¶3)

clock advance 3d
clock: Hearing 4 ends: "They're just honest business people, and besides, everyone does it" 0, "Split 'em up like Ma Bell!" 1; the verdict: "Split 'em up like Ma Bell!" (R360 ¶5)
Acme disbands (R1023 7: Hearing 4)
  120 shares of Acme are destroyed (R1023 4)
Acme ceases to exist (R1000 c)
Acme is disbanded; dave receives A$50 from the Treasury (R1023 7)
the time is now 2001-01-13T00:00:00Z

> balance
Treasury: 0 points, 95750 A$
alice: 0 points, 600 A$
bob: 0 points, 950 A$
carol: 0 points, 950 A$
dave: 0 points, 875 A$
erin: 0 points, 875 A$

erin> hearings 4
Hearing 4: Corruption (R1023 7), Harfer dave (SEC Inspector), on "Corporation Acme is abusing the rules: still cooking the books": ended
  1. "They're just honest business people, and besides, everyone does it": 0
  2. "Split 'em up like Ma Bell!": 1
  verdict: "Split 'em up like Ma Bell!"

