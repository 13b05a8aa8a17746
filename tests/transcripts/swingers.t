# Swingerships (Ackanomic R1040 Party Hall, R1044 1; src/society/swingers,
# docs/ORGANISATIONS.md "Swingerships"): a Political Party's Swingership
# created Somewhere Else (III), taken by a member of its Party (VI), Somewhere
# Else when held by another (VI) or when its Swinger goes on Vacation (VII),
# Free Swingerships bought (V), renamed (X), released and so destroyed
# (VII), Warm (IX), Provisional when the Party disbands (III), converted
# or destroyed when pointed out (IV). Each refusal is one line and changes
# nothing.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# R1040 I: none exist until the rules create one.
> swingers
no Swingerships

alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Political Party alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Political Party alice intends to form (R1000)

# R1040 III: "When a Political Party is created, a Swingership with Party
# attribute the name of that Political Party is created, and is Somewhere
# Else."
alice> org form Reds party bob carol
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
bob becomes a member of Reds (R1001 2 a: an initial member)
carol becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#11) is created, Somewhere Else (R1040 III)

> swingers
Reds's Swingership (#11): Somewhere Else
1 Swingership; 0 Swingers not on Vacation (R1044 1)

> entities
11 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): carol
Building "carol's House" (#6): carol
Kaa of Land (#7): dave
Building "dave's House" (#8): dave
Kaa of Land (#9): erin
Building "erin's House" (#10): erin
Swingership (#11): Somewhere Else, provisional no

# R1040 VI: "any member of the Appropriate Party may, as a public action,
# take possession of that Swingership".
dave> swingership take Reds
error: only a member of Reds may take Reds's Swingership (#11) (R1040 VI)

bob> swingership take nowhere
error: no Swingership 'nowhere' (`swingers` lists them)

bob> swingership take Reds
bob takes possession of Reds's Swingership (#11) (R1040 VI)

bob> swingership take Reds
error: Reds's Swingership (#11) is not Somewhere Else (R1040 VI)

> swingers
Reds's Swingership (#11): owned by bob
1 Swingership; 1 Swinger not on Vacation (R1044 1)

# R1040 I: tradeable; VI: "If ever a Party Swingership is held by a player
# not of the Appropriate Party, then it goes Somewhere Else."
bob> trade offer to dave #11 for nothing
offer 1: bob offers to dave: a Swingership (#11) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

dave> trade accept 1
Reds's Swingership (#11) goes Somewhere Else (R1040 VI: held by a player not of its Party)
trade 1 settled: bob gives a Swingership (#11) to dave (R515 ¶4)

> swingers
Reds's Swingership (#11): Somewhere Else
1 Swingership; 0 Swingers not on Vacation (R1044 1)

carol> swingership take Reds
carol takes possession of Reds's Swingership (#11) (R1040 VI)

# R1040 VII: "When the owner of a Party Swingership goes on Vacation, that
# Swingership goes Somewhere Else." R1044 1: NoS excludes vacationing
# Swingers.
carol> state vacation
carol is Vacationing, expected for 28d (R250 V a)
Reds's Swingership (#11) goes Somewhere Else (R1040 VII: its Swinger went on Vacation)

> swingers
Reds's Swingership (#11): Somewhere Else
1 Swingership; 0 Swingers not on Vacation (R1044 1)

alice> swingership take Reds
alice takes possession of Reds's Swingership (#11) (R1040 VI)

# R1040 V: a Free Swingership for 10 times the Standard Harfer Fee (A$250),
# "specifying a legal Ackanomic name" (R500.1).
dave> swingership buy "Bad<Name"
error: a name uses only name characters (R500.1)

dave> swingership buy alice
error: that name is already the name of an entity (R500.1)

dave> swingership buy Lucky
dave creates the Free Swingership "Lucky" (#12), paying A$250 to the Treasury (R1040 V)

> swingers
Reds's Swingership (#11): owned by alice
the Swingership "Lucky" (#12): owned by dave
2 Swingerships; 2 Swingers not on Vacation (R1044 1)

> balance dave
dave: 0 points, 650 A$

# R1040 X: the owner of a free swingership renames it for the Standard
# Harfer Fee; the name must be legal and not a Swingership's already.
dave> swingership rename Lucky Reds
error: that name is already the name of an entity (R500.1)

dave> swingership rename Lucky Lucky2
dave renames the Swingership "Lucky" (#12) "Lucky2", paying A$25 to the Treasury (R1040 X)

dave> swingership rename Reds Blah
error: Reds's Swingership (#11) is not a Free Swingership (R1040 X)

erin> swingership rename Lucky2 Mine
error: you do not own the Swingership "Lucky2" (#12) (R1040 X)

> swingers
Reds's Swingership (#11): owned by alice
the Swingership "Lucky2" (#12): owned by dave
2 Swingerships; 2 Swingers not on Vacation (R1044 1)

# R1040 V: "If less than seven Swingerships exist" (swing.max, lowered here).
admin> param set swing.max 2
swing.max = 2 (R1040 V)

erin> swingership buy Second
error: 2 Swingerships exist: a new one may be made only while fewer than 2 do (R1040 V)

# R1040 VII: "Any player may cause a Swingership they own to go Somewhere
# Else ... Free Swingerships which go Somewhere Else are destroyed."
dave> swingership release Lucky2
the Swingership "Lucky2" (#12) goes Somewhere Else and, being Free, is destroyed (R1040 VII)

> swingers
Reds's Swingership (#11): owned by alice
1 Swingership; 1 Swinger not on Vacation (R1044 1)

erin> swingership buy Second
erin creates the Free Swingership "Second" (#13), paying A$250 to the Treasury (R1040 V)

alice> swingership release Reds
Reds's Swingership (#11) goes Somewhere Else (R1040 VII: its owner's choice)

# R1040 IX: "A Swingership that has been Somewhere Else for the last 7
# days is called a Warm Swingership."
clock advance 6d
the time is now 2001-01-07T00:00:00Z

> swingers
Reds's Swingership (#11): Somewhere Else
the Swingership "Second" (#13): owned by erin
2 Swingerships; 1 Swinger not on Vacation (R1044 1)

clock advance 1d
the time is now 2001-01-08T00:00:00Z

> swingers
Reds's Swingership (#11): Somewhere Else, Warm
the Swingership "Second" (#13): owned by erin
2 Swingerships; 1 Swinger not on Vacation (R1044 1)

alice> swingership take Reds
alice takes possession of Reds's Swingership (#11) (R1040 VI)

# R1040 III: "When a Political Party is destroyed, any Swingership with
# Party attribute the name of that Political Party becomes a Provisional
# Swingership": no longer counted among the Swingerships (R1040 V).
alice> org suggest Reds disband
alice suggests an action for Reds, "disband": suggestion 1 (R1003); approved by 1 of 3 members

bob> org approve 1
bob approves suggestion 1 of Reds (R1003): 2 of 3 members
Reds disbands (by Organisational Action)
Reds ceases to exist (R1000 c)
Reds's Swingership (#11) becomes a Provisional Swingership (R1040 III)
Reds does suggestion 1, "disband" (R1003, every active, non-gaoled member approved)

> swingers
Reds's Provisional Swingership (#11): owned by alice
the Swingership "Second" (#13): owned by erin
1 Swingership; 1 Swinger not on Vacation (R1044 1)

alice> swingership release Reds
error: Reds's Provisional Swingership (#11) is Provisional, not a Swingership (R1040 VII; R1040 I)

# R1040 IV: "The owner of a Provisional Swingership may convert it into a
# Free Swingership by paying 15 times the Standard Harfer Fee"; one 7 days
# Provisional is destroyed when pointed out.
dave> swingership convert Reds
error: only its owner may convert Reds's Provisional Swingership (#11) (R1040 IV)

alice> swingership expire Reds
error: Reds's Provisional Swingership (#11) has been Provisional for less than 7 days (R1040 IV)

alice> swingership convert Second
error: the Swingership "Second" (#13) is not a Provisional Swingership (R1040 IV)

erin> swingership buy Third
erin creates the Free Swingership "Third" (#14), paying A$250 to the Treasury (R1040 V)

admin> move 575 A$ from alice to Treasury
575 A$ moved from alice to Treasury

alice> swingership convert Reds
error: converting a Provisional Swingership costs 15 times the Standard Harfer Fee, A$375 (R1040 IV); you have A$0

admin> move 575 A$ from Treasury to alice
575 A$ moved from Treasury to alice

alice> swingership convert Reds
alice converts Reds's Provisional Swingership (#11) into a Free Swingership, paying A$375 to the Treasury (R1040 IV)

alice> swingership convert Reds
error: no Swingership 'Reds' (`swingers` lists them)

> swingers
the Free Swingership #11: owned by alice
the Swingership "Second" (#13): owned by erin
the Swingership "Third" (#14): owned by erin
3 Swingerships; 2 Swingers not on Vacation (R1044 1)

# R1040 II: converted, it is Free: its Party attribute is "".
alice> swingership take Reds
error: no Swingership 'Reds' (`swingers` lists them)

# R1040 IV: "If a Provisional Swingership has existed as such for 7 days or
# longer, then it is destroyed when any player points out this fact."
dave> org found party
dave intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent dave
erin wishes to join the Political Party dave intends to form (R1000)

bob> org join-intent dave
bob wishes to join the Political Party dave intends to form (R1000)

dave> org form Blues party erin bob
dave forms the Political Party Blues, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
dave becomes a member of Blues (R1001 2 a: an initial member)
erin becomes a member of Blues (R1001 2 a: an initial member)
bob becomes a member of Blues (R1001 2 a: an initial member)
Blues's Swingership (#15) is created, Somewhere Else (R1040 III)

dave> org suggest Blues disband
dave suggests an action for Blues, "disband": suggestion 2 (R1003); approved by 1 of 3 members

erin> org approve 2
erin approves suggestion 2 of Blues (R1003): 2 of 3 members

bob> org approve 2
bob approves suggestion 2 of Blues (R1003): 3 of 3 members
Blues disbands (by Organisational Action)
Blues ceases to exist (R1000 c)
Blues's Swingership (#15) becomes a Provisional Swingership (R1040 III)
Blues does suggestion 2, "disband" (R1003, every active, non-gaoled member approved)

alice> swingership expire Blues
error: Blues's Provisional Swingership (#15) has been Provisional for less than 7 days (R1040 IV)

clock advance 7d
the time is now 2001-01-15T00:00:00Z

alice> swingership expire Second
error: the Swingership "Second" (#13) is not a Provisional Swingership (R1040 IV)

alice> swingership expire Blues
alice points out that Blues's Provisional Swingership (#15) has been Provisional for 7 days: it is destroyed (R1040 IV)

> swingers
the Free Swingership #11: owned by alice
the Swingership "Second" (#13): owned by erin
the Swingership "Third" (#14): owned by erin
3 Swingerships; 2 Swingers not on Vacation (R1044 1)
