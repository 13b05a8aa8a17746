# Institutions, Organisations and Political Parties (Ackanomic R1000,
# R1001, R1003, R1021, R505 IV, R500.1; src/society/orgs,
# docs/ORGANISATIONS.md): founding (a pseudo-Founder, those who wish to
# join, the fees), the admissions policies, Organisational Action (done at
# once by every member, after seven days with two thirds, voided by a
# denunciation, R1003's two limits, proxies), a party's extra YES votes,
# Branch-Stacking, leaving and disbanding with the holdings to the
# Treasury. Each refusal is one line and changes nothing.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

# R1000: only a pseudo-Founder may form an Institution.
alice> org form Reds party bob carol
error: only a pseudo-Founder may form an Institution (R1000: `org found TYPE` first)

# R1000: "the type of Institution must be foundable"; R1001 1:
# Organizations themselves are not.
alice> org found organization
error: 'organization' is no foundable type of Institution (R1000; types: party)

alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

alice> org found party
error: you are a pseudo-Founder already (R1000)

> orgs
alice is a pseudo-Founder of a Political Party; 0 wish to join (R1000)

# R1000: "at least two other players publically announce that they wish
# to join".
bob> org join-intent alice
bob wishes to join the Political Party alice intends to form (R1000)

bob> org join-intent alice
error: you announced that already

alice> org join-intent alice
error: a pseudo-Founder is a member of what e forms already (R1000)

erin> org join-intent carol
error: carol is not a pseudo-Founder (R1000)

alice> org form Reds party bob
error: an Institution is formed with at least 2 of those who announced a wish to join; you named 1 (R1000)

alice> org form Reds party bob dave
error: dave has not announced a wish to join (R1000)

carol> org join-intent alice
carol wishes to join the Political Party alice intends to form (R1000)

# R1000: "The name must be a legal name" (R500.1).
alice> org form "Red<Flag" party bob carol
error: a name uses only name characters (R500.1)

alice> org form bob party bob carol
error: that name is already the name of an entity (R500.1)

# R1000: the type announced.
alice> org form Reds guild bob carol
error: you announced a Political Party; 'guild' is not that type (R1000)

# R1001 4 c: the single member must be a member.
alice> org form Reds party bob carol policy privileged dave
error: the single member of a Privileged Single Player policy must be a member (R1001 4 c)

> balance alice
alice: 0 points, 900 A$

admin> move 800 A$ from alice to Treasury
800 A$ moved from alice to Treasury

alice> org form Reds party bob carol
error: forming a Political Party costs the Standard Harfer Fee A$25 plus A$300 (R1000, R505 IV, R1021); you have A$100

admin> move 800 A$ from Treasury to alice
800 A$ moved from Treasury to alice

# R1000, R505 IV, R1021 ¶4: the Standard Harfer Fee (A$25) and A$300,
# paid to the Treasury; R1001 2 b: Standard unless another is specified.
alice> org form Reds party bob carol
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
bob becomes a member of Reds (R1001 2 a: an initial member)
carol becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#13) is created, Somewhere Else (R1040 III)

> balance alice
alice: 0 points, 575 A$

> balance Treasury
Treasury: 0 points, 94925 A$

> orgs
Reds: Political Party, 3 members, Standard

# R1000: a pseudo-Founder for seven contiguous days ceases to be one.
dave> org found party
dave intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent dave
erin wishes to join the Political Party dave intends to form (R1000)

# R1001 4 a: Standard: the Organisation admits a requester by
# Organisational Action. R1003: a suggestion counts as its author's
# approval; every active, non-gaoled member approving does it at once.
frank> org request Reds
frank requests membership of Reds (R1001 4, Standard)

frank> org suggest Reds admit frank
error: only a member of Reds may do that (R1003)

alice> org suggest Reds admit frank
alice suggests an action for Reds, "admit frank": suggestion 1 (R1003); approved by 1 of 3 members

alice> org suggest Reds fly away
error: 'fly' is not something an organisation does (`org verbs` lists them)

alice> org suggest Reds admit
error: usage: org suggest ORG admit PLAYER (R1001 4 a)

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Standard
  members: alice, bob, carol
  holdings: nothing
  request: frank, 2001-01-01T00:00:00Z
  suggestion 1 by alice: "admit frank"; approved by alice

alice> org approve 1
error: you approved suggestion 1 already

bob> org approve 1
bob approves suggestion 1 of Reds (R1003): 2 of 3 members

frank> org approve 1
error: only a member of Reds may do that (R1003)

carol> org approve 1
carol approves suggestion 1 of Reds (R1003): 3 of 3 members
frank becomes a member of Reds (R1001 4 a: admitted by Organisational Action)
Reds does suggestion 1, "admit frank" (R1003, every active, non-gaoled member approved)

carol> org approve 1
error: suggestion 1 is done already

carol> org approve 9
error: there is no suggestion 9

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Standard
  members: alice, bob, carol, frank
  holdings: nothing

# R1003 ¶4: after seven days, two thirds of the members and no
# denunciation: 3 of 4 approve.
bob> org suggest Reds policy open
bob suggests an action for Reds, "policy open": suggestion 2 (R1003); approved by 1 of 4 members

carol> org approve 2
carol approves suggestion 2 of Reds (R1003): 2 of 4 members

alice> org approve 2
alice approves suggestion 2 of Reds (R1003): 3 of 4 members

# A suggestion with fewer than two thirds lapses.
alice> org suggest Reds policy communist
alice suggests an action for Reds, "policy communist": suggestion 3 (R1003); approved by 1 of 4 members

clock advance 7d
clock: dave is no longer a pseudo-Founder: seven days passed (R1000)
clock: Reds does suggestion 2, "policy open" (R1003, seven days, 3 of 4 members approving)
clock: suggestion 3 of Reds, "policy communist", lapses: 1 of 4 members approved, fewer than two thirds (R1003)
the time is now 2001-01-08T00:00:00Z

erin> org join-intent dave
error: dave is not a pseudo-Founder (R1000)

> org verbs
policy POLICY [MEMBER] (R1001 4)
admit PLAYER (R1001 4 a)
pay AMOUNT CURRENCY [to] HOLDER (R1001 6)
give ENTITY [to] OWNER (R1001 6)
expel MEMBER (R1003)
disband (R1000)
offer [to PARTY[,PARTY...]] GIVE for REQUEST (R515 ¶2)
accept OFFER (R515 ¶4)
decline OFFER (R515 ¶4)
withdraw OFFER (R515 ¶3)
pchess buy GAME TYPE for SWINGER (R1230.1 2 E)
customs accept|refuse N (R501 ¶4 4, 5)
church (R1301 8 g)
treasure bury ENTITY... writer PLAYER (R1217 ¶1, ¶3)

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Open
  members: alice, bob, carol, frank
  holdings: nothing

# R1003 ¶6 2): erin may not denounce what was suggested before she became
# a member; bob may.
alice> org suggest Reds policy quasi-open
alice suggests an action for Reds, "policy quasi-open": suggestion 4 (R1003); approved by 1 of 4 members

# R1001 4 b: Open.
erin> org join Reds
erin becomes a member of Reds (R1001 4 b: Open)

erin> org join Reds
error: erin is already a member of Reds

erin> org denounce 4
error: suggestion 4 was made before you became a member of Reds: you may not denounce it (R1003 2)

bob> org denounce 4
bob denounces suggestion 4 of Reds, "policy quasi-open": it is voided (R1003)

bob> org denounce 4
error: suggestion 4 is voided already

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Open
  members: alice, bob, carol, frank, erin
  holdings: nothing

# R1001 6: the organisation's treasury: A$ paid to it, and paid out by
# Organisational Action; R1003 ¶5: proxied members approve at once.
dave> transfer 100 A$ to Reds
dave gives 100 A$ to Reds

> balance Reds
Reds: 0 points, 100 A$

bob> org proxy Reds
bob proxies eir approval to Reds (R1003)

carol> org proxy Reds
carol proxies eir approval to Reds (R1003)

erin> org proxy Reds
erin proxies eir approval to Reds (R1003)

frank> org proxy Reds
frank proxies eir approval to Reds (R1003)

frank> org proxy Reds
error: your approval is proxied to Reds already

alice> org suggest Reds pay 40 A$ to dave
alice suggests an action for Reds, "pay 40 A$ to dave": suggestion 5 (R1003); approved by 5 of 5 members
Reds does suggestion 5, "pay 40 A$ to dave" (R1003, every active, non-gaoled member approved)

> balance Reds
Reds: 0 points, 60 A$

# A failed attempt changes nothing and is recorded.
alice> org suggest Reds pay 500 A$ to dave
alice suggests an action for Reds, "pay 500 A$ to dave": suggestion 6 (R1003); approved by 5 of 5 members
Reds attempts suggestion 6, "pay 500 A$ to dave", and fails: Reds has only 60 A$ (R1003, every active, non-gaoled member approved)

> balance Reds
Reds: 0 points, 60 A$

> holdings Reds
Reds holds 60 A$; no entities
total wealth: A$60 (R506)

frank> org renounce Reds
frank renounces eir proxy to Reds (R1003)

erin> org renounce Reds
erin renounces eir proxy to Reds (R1003)

# R1003 ¶6 1): bob may not denounce his own removal while there are more
# than two members; carol may.
alice> org suggest Reds expel bob
alice suggests an action for Reds, "expel bob": suggestion 7 (R1003); approved by 3 of 5 members

bob> org denounce 7
error: suggestion 7 is only your removal from Reds: you may not denounce it unless it has only two members (R1003 1)

carol> org denounce 7
carol denounces suggestion 7 of Reds, "expel bob": it is voided (R1003)

# R1021 ¶1: every voting member of Reds voted YES: 5 voting members cast
# one extra YES (one per three).
alice> propose "Unity" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Unity" (ordinary) submitted by alice and distributed; voting ends 2001-01-15T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-15T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-15T00:00:00Z (R106)

carol> vote 1 yes
carol votes YES on Proposal 1; it may be changed until 2001-01-15T00:00:00Z (R106)

erin> vote 1 yes
erin votes YES on Proposal 1; it may be changed until 2001-01-15T00:00:00Z (R106)

frank> vote 1 yes
frank votes YES on Proposal 1; it may be changed until 2001-01-15T00:00:00Z (R106)

dave> vote 1 no
dave votes NO on Proposal 1; it may be changed until 2001-01-15T00:00:00Z (R106)

# One member votes NO: no extra vote.
dave> propose "Discord" "Effect: mint 1 Gamepoints to dave"
Proposal 2 "Discord" (ordinary) submitted by dave and distributed; voting ends 2001-01-15T00:00:00Z (R106)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

carol> vote 2 yes
carol votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

erin> vote 2 yes
erin votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

frank> vote 2 no
frank votes NO on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Unity" by alice is ADOPTED: 6 YES, 1 NO, 0 BAA!; 4 YES needed (R106)
  votes: alice YES, bob YES, carol YES, dave NO, erin YES, frank YES, Reds 1 YES (R1021)
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +3; alice +1; bob +1; carol +1; dave +1; erin +1; frank +1
Proposal 2 "Discord" by dave is ADOPTED: 4 YES, 1 NO, 0 BAA!; 3 YES needed (R106)
  votes: alice YES, bob YES, carol YES, erin YES, frank NO
  effect 1: dave gains 1 Gamepoints; now 1
  scores: alice +1; bob +1; carol +1; dave +10; dave +3; erin +1; frank +1
the time is now 2001-01-15T00:00:00Z

# R1021 ¶1: Branch-Stacking. dave forms the Blues with erin and frank, who
# are in the Reds too; R1001 4 d: Quasi-open.
dave> org found party
dave intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent dave
erin wishes to join the Political Party dave intends to form (R1000)

frank> org join-intent dave
frank wishes to join the Political Party dave intends to form (R1000)

dave> org form Blues party erin frank policy quasi-open
dave forms the Political Party Blues, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Quasi-open (R1001 2 b)
dave becomes a member of Blues (R1001 2 a: an initial member)
erin becomes a member of Blues (R1001 2 a: an initial member)
frank becomes a member of Blues (R1001 2 a: an initial member)
Blues's Swingership (#14) is created, Somewhere Else (R1040 III)

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Open
  members: alice, bob (proxy), carol (proxy), frank (in another party: Branch-Stacking, R1021), erin (in another party: Branch-Stacking, R1021)
  holdings: 60 A$

# No party with a member in another casts an extra vote.
alice> propose "Stacked" "Effect: mint 1 Gamepoints to alice"
Proposal 3 "Stacked" (ordinary) submitted by alice and distributed; voting ends 2001-01-22T00:00:00Z (R106)

alice> vote 3 yes
alice votes YES on Proposal 3; it may be changed until 2001-01-22T00:00:00Z (R106)

bob> vote 3 yes
bob votes YES on Proposal 3; it may be changed until 2001-01-22T00:00:00Z (R106)

carol> vote 3 yes
carol votes YES on Proposal 3; it may be changed until 2001-01-22T00:00:00Z (R106)

erin> vote 3 yes
erin votes YES on Proposal 3; it may be changed until 2001-01-22T00:00:00Z (R106)

frank> vote 3 yes
frank votes YES on Proposal 3; it may be changed until 2001-01-22T00:00:00Z (R106)

dave> vote 3 yes
dave votes YES on Proposal 3; it may be changed until 2001-01-22T00:00:00Z (R106)

# R1001 4 d: three days unrefused; a refusal within them.
bob> org request Blues
bob requests membership of Blues (R1001 4, Quasi-open)

carol> org request Blues
carol requests membership of Blues (R1001 4, Quasi-open)

erin> org refuse Blues carol
erin refuses carol admission to Blues (R1001 4 d)

alice> org refuse Blues bob
error: only a member of Blues refuses admission (R1001 4 d)

clock advance 7d
clock: bob becomes a member of Blues (R1001 4 d: Quasi-open, three days unrefused)bob becomes a member of Blues (R1001 4 d)
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: frank joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: Proposal 3 "Stacked" by alice is ADOPTED: 6 YES, 0 NO, 0 BAA!; 4 YES needed (R106)
  votes: alice YES, bob YES, carol YES, dave YES, erin YES, frank YES
  effect 1: alice gains 1 Gamepoints; now 2
  scores: alice +10; alice +1; bob +1; carol +1; dave +1; erin +1; frank +1
the time is now 2001-01-22T00:00:00Z

> org show Blues
Blues: a Political Party (R1021), formed 2001-01-15T00:00:00Z
  admissions policy: Quasi-open
  members: dave, erin (in another party: Branch-Stacking, R1021), frank (in another party: Branch-Stacking, R1021), bob (in another party: Branch-Stacking, R1021)
  holdings: nothing

# R1001 4 c: Privileged Single Player, by Organisational Action (every
# member approves).
dave> org suggest Blues policy privileged dave
dave suggests an action for Blues, "policy privileged dave": suggestion 8 (R1003); approved by 1 of 4 members

erin> org approve 8
erin approves suggestion 8 of Blues (R1003): 2 of 4 members

frank> org approve 8
frank approves suggestion 8 of Blues (R1003): 3 of 4 members

bob> org approve 8
bob approves suggestion 8 of Blues (R1003): 4 of 4 members
Blues does suggestion 8, "policy privileged dave" (R1003, every active, non-gaoled member approved)

carol> org request Blues
carol requests membership of Blues (R1001 4, Privileged Single Player)

erin> org grant Blues carol
error: only dave, Blues's single member, grants its requests (R1001 4 c)

dave> org grant Blues carol
carol becomes a member of Blues (R1001 4 c: granted)

# R1001 4 e: Communist Single Player: any member grants.
dave> org suggest Blues policy communist
dave suggests an action for Blues, "policy communist": suggestion 9 (R1003); approved by 1 of 5 members

erin> org approve 9
erin approves suggestion 9 of Blues (R1003): 2 of 5 members

frank> org approve 9
frank approves suggestion 9 of Blues (R1003): 3 of 5 members

bob> org approve 9
bob approves suggestion 9 of Blues (R1003): 4 of 5 members

carol> org approve 9
carol approves suggestion 9 of Blues (R1003): 5 of 5 members
Blues does suggestion 9, "policy communist" (R1003, every active, non-gaoled member approved)

alice> org request Blues
alice requests membership of Blues (R1001 4, Communist Single Player)

frank> org grant Blues alice
alice becomes a member of Blues (R1001 4 e: granted)

alice> org grant Blues alice
error: alice has not requested membership of Blues within two weeks (R1001 4)

# R1001 5: leaving; R1001 3: no members, it disbands; R1000 b: what it
# owned goes to the Treasury (a Trinket there is Dissolved, R505 III).
carol> transfer 30 A$ to Blues
carol gives 30 A$ to Blues

admin> entity create trinket Blues "Blue Stone" 10 "a stone"
the Trinket "Blue Stone" (#15) is created, owned by Blues

admin> entity create egg Blues
error: a Political Party may own A$, Trinkets, Land, Buildings and Institutional Powers, not Chartreuse Goose Eggs (R1021)

> org show Blues
Blues: a Political Party (R1021), formed 2001-01-15T00:00:00Z
  admissions policy: Communist Single Player
  members: dave, erin (in another party: Branch-Stacking, R1021), frank (in another party: Branch-Stacking, R1021), bob (in another party: Branch-Stacking, R1021), carol (in another party: Branch-Stacking, R1021), alice (in another party: Branch-Stacking, R1021)
  holdings: 30 A$, the Trinket "Blue Stone" (#15)

> holdings Blues
Blues holds 30 A$
Trinket "Blue Stone" (#15) (A$10)
total wealth: A$40 (R506)

> balance Treasury
Treasury: 0 points, 95240 A$

alice> org leave Blues
alice ceases to be a member of Blues (R1001 5: left)

alice> org leave Blues
error: you are not a member of Blues

bob> org leave Blues
bob ceases to be a member of Blues (R1001 5: left)

carol> org leave Blues
carol ceases to be a member of Blues (R1001 5: left)

dave> org leave Blues
dave ceases to be a member of Blues (R1001 5: left)

erin> org leave Blues
erin ceases to be a member of Blues (R1001 5: left)

frank> org leave Blues
frank ceases to be a member of Blues (R1001 5: left)
Blues disbands (R1001 3: no members)
  30 A$ of Blues go to the Treasury (R1000 b)
  the Trinket "Blue Stone" (#15) goes to the Treasury (R1000 b)
Blues ceases to exist (R1000 c)
Blues's Swingership (#14) becomes a Provisional Swingership (R1040 III)

> orgs
Reds: Political Party, 5 members, Open

> balance Treasury
Treasury: 0 points, 95280 A$

> org show Blues
error: no organisation is named 'Blues' (`orgs` lists them)

# R1040 III: the Parties' Swingerships stay, Somewhere Else; Blues's is now
# Provisional.
> entities
14 entities
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
Kaa of Land (#11): frank
Building "frank's House" (#12): frank
Swingership (#13): Somewhere Else, provisional no
Swingership (#14): Somewhere Else, provisional yes

# R1000: a disbanded organisation's name may be taken again.
admin> join Blues
welcome, Blues (Voting); A$900 from the Treasury


# With the Blues gone the Reds are united again: 5 Voting members, one
# extra YES (R1021 ¶1).
bob> propose "Again" "Effect: mint 1 Gamepoints to bob"
Proposal 4 "Again" (ordinary) submitted by bob and distributed; voting ends 2001-01-29T00:00:00Z (R106)

alice> vote 4 yes
alice votes YES on Proposal 4; it may be changed until 2001-01-29T00:00:00Z (R106)

bob> vote 4 yes
bob votes YES on Proposal 4; it may be changed until 2001-01-29T00:00:00Z (R106)

carol> vote 4 yes
carol votes YES on Proposal 4; it may be changed until 2001-01-29T00:00:00Z (R106)

erin> vote 4 yes
erin votes YES on Proposal 4; it may be changed until 2001-01-29T00:00:00Z (R106)

frank> vote 4 yes
frank votes YES on Proposal 4; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 26: e receives A$26 from the Treasury (R508)
bob's score rose by 3: e receives A$3 from the Treasury (R508)
carol's score rose by 3: e receives A$3 from the Treasury (R508)
dave's score rose by 15: e receives A$15 from the Treasury (R508)
erin's score rose by 3: e receives A$3 from the Treasury (R508)
frank's score rose by 3: e receives A$3 from the Treasury (R508)
clock: Proposal 4 "Again" by bob is ADOPTED: 6 YES, 0 NO, 0 BAA!; 4 YES needed (R106)
  votes: alice YES, bob YES, carol YES, erin YES, frank YES, Reds 1 YES (R1021)
  effect 1: bob gains 1 Gamepoints; now 1
  scores: alice +1; bob +10; bob +1; carol +1; erin +1; frank +1
the time is now 2001-01-29T00:00:00Z

# A repealed R1021 casts nothing (the mechanic is bound to it).
admin> rule repeal 1021
Rule 1021 repealed

bob> propose "Unbound" "Effect: mint 1 Gamepoints to bob"
Proposal 5 "Unbound" (ordinary) submitted by bob and distributed; voting ends 2001-02-05T00:00:00Z (R106)

alice> vote 5 yes
alice votes YES on Proposal 5; it may be changed until 2001-02-05T00:00:00Z (R106)

bob> vote 5 yes
bob votes YES on Proposal 5; it may be changed until 2001-02-05T00:00:00Z (R106)

carol> vote 5 yes
carol votes YES on Proposal 5; it may be changed until 2001-02-05T00:00:00Z (R106)

erin> vote 5 yes
erin votes YES on Proposal 5; it may be changed until 2001-02-05T00:00:00Z (R106)

frank> vote 5 yes
frank votes YES on Proposal 5; it may be changed until 2001-02-05T00:00:00Z (R106)

clock advance 7d
clock: Proposal 5 "Unbound" by bob is ADOPTED: 5 YES, 0 NO, 0 BAA!; 3 YES needed (R106)
  votes: alice YES, bob YES, carol YES, erin YES, frank YES
  effect 1: bob gains 1 Gamepoints; now 2
  scores: alice +1; bob +10; bob +1; carol +1; erin +1; frank +1
the time is now 2001-02-05T00:00:00Z

alice> org found party
error: Rule 1021 (Political Parties and Rewarding Party Unity) was repealed by the admin

admin> rule enact 1021 "Political Parties and Rewarding Party Unity" "A Political Party is a type of organization. Political Parties are foundable. Being a member of more than one Political Party simultaneously is the Crime of Branch-Stacking."
Rule 1021/0 enacted

# R1021 ¶1, R710: Branch-Stacking is a Crime one may be charged with (the
# rule enacted again, with its first paragraph).
alice> cfcj erin "Branch-Stacking" "erin was a member of Reds and Blues, two Political Parties (R1021)."
CFCJ 1 "erin committed the Crime of Branch-Stacking" by alice; judge: frank (R211, R212)
CFCJ 1: the Crime of Branch-Stacking (R1021); Harfer Fee A$25 paid (R710 1); suggested penalty: none (R710 5)

# R1001 6: disbanding by Organisational Action (every member approves;
# bob and carol by their proxies):
# the A$ go to the Treasury (R1000 b).
alice> org suggest Reds disband
alice suggests an action for Reds, "disband": suggestion 10 (R1003); approved by 3 of 5 members

> org show Reds
Reds: a Political Party (R1021), formed 2001-01-01T00:00:00Z
  admissions policy: Open
  members: alice, bob (proxy), carol (proxy), frank, erin
  holdings: 60 A$
  suggestion 10 by alice: "disband"; approved by alice, bob, carol

erin> org approve 10
erin approves suggestion 10 of Reds (R1003): 4 of 5 members

frank> org approve 10
frank approves suggestion 10 of Reds (R1003): 5 of 5 members
Reds disbands (by Organisational Action)
  60 A$ of Reds go to the Treasury (R1000 b)
Reds ceases to exist (R1000 c)
Reds's Swingership (#13) becomes a Provisional Swingership (R1040 III)
Reds does suggestion 10, "disband" (R1003, every active, non-gaoled member approved)

> orgs
no organisations

> balance Treasury
Treasury: 0 points, 94412 A$
