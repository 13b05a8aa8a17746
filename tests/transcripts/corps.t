# Corporations (Ackanomic R1023), Institutional Powers (R1005), the
# Excavation Permit (R1011): formation with shares, a trade of shares,
# motions voted with shares, minting, buying a Power, the Chairman, and
# disbanding when no shares are left or by a motion. Begun at level 3:
# from level 4 each join grants a Home (R252 II 1), whose entities would
# renumber the ones here.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# R1023 1 "Corporations are foundable Institutions"; R1000: founding
# costs the Standard Harfer Fee (R505 IV). R1023 3: 40 new shares to
# each initial member.
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

# R1023 1: no one owns two thirds: no Chairman.
> corp show Acme
Corporation Acme: 120 shares (R1023 1)
  alice: 40
  bob: 40
  carol: 40
no Chairman (R1023 1)

# R1023 1: shares are tradeable: bob sells 10 to dave, who becomes a
# stockholder; bob holds shares of Acme alone, so the offer names Acme
# (each share is associated with a Corporation, R1023 1; share_trades.t).
bob> trade offer to dave 10 share for A$20
offer 1: bob offers to dave: 10 Shares of Acme for A$20; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

dave> trade accept 1
trade 1 settled: bob gives 10 Shares of Acme to dave; dave gives A$20 to bob (R515 ¶4)

> corp show Acme
Corporation Acme: 120 shares (R1023 1)
  alice: 40
  dave: 10
  bob: 30
  carol: 40
no Chairman (R1023 1)

alice> transfer 50 A$ to Acme
alice gives 50 A$ to Acme

# Bad input: there is no motion yet.
dave> corp vote 1 for
error: there is no motion 1

# R1023 6 c, a non-privileged motion (to Operate on an owned entity); R1023
# 5: the mover votes for it with all eir shares.
alice> corp motion Acme pay 10 A$ to dave
alice moves for Acme: "pay 10 A$ to dave" (non-privileged, R1023 6 c): motion 1; alice votes for it with 40 shares (R1023 5)

# Bad input: more shares than one owns (R1023 5); nothing changes.
dave> corp vote 1 for 11
error: you own 10 shares of Acme, not 11 (R1023 5)

# R1023 5: a vote with some of one's shares. 70 of 120 relevant shares is
# more than half: a non-privileged motion passes, and the result is
# determined at once, since no vote with the 50 shares not yet voted could
# change it (the early end).
carol> corp vote 1 for 30
carol votes for motion 1 of Acme with 30 shares (R1023 5)
Acme pays 10 A$ to dave (R1023 6 c)
motion 1 of Acme, "pay 10 A$ to dave", passes (70 of 120 relevant shares for, 0 against) and is done (R1023 5)

> holdings Acme
Acme holds 40 A$; no entities
total wealth: A$40 (R506)

# R1023 6 b (privileged): to mint and distribute new shares. 70 of 120 is
# more than half but not two thirds: at the week's end it is rejected.
alice> corp motion Acme mint 20 dave
alice moves for Acme: "mint 20 dave" (privileged, R1023 6 b (privileged)): motion 2; alice votes for it with 40 shares (R1023 5)

bob> corp vote 2 against
bob votes against motion 2 of Acme with 30 shares (R1023 5)

carol> corp vote 2 for 30
carol votes for motion 2 of Acme with 30 shares (R1023 5)

clock advance 7d
clock: motion 2 of Acme, "mint 20 dave", is rejected: 70 of 120 relevant shares for, 30 against, the week over; it needed two thirds (R1023 5)
the time is now 2001-01-08T00:00:00Z

# Again, with two thirds (110 of 120): dave receives 20 new shares.
alice> corp motion Acme mint 20 dave
alice moves for Acme: "mint 20 dave" (privileged, R1023 6 b (privileged)): motion 3; alice votes for it with 40 shares (R1023 5)

bob> corp vote 3 for
bob votes for motion 3 of Acme with 30 shares (R1023 5)

carol> corp vote 3 for
carol votes for motion 3 of Acme with 40 shares (R1023 5)
Acme mints 20 shares for dave (R1023 6 b)
motion 3 of Acme, "mint 20 dave", passes (110 of 120 relevant shares for, 0 against) and is done (R1023 5)

> corp show Acme
Corporation Acme: 140 shares (R1023 1)
  alice: 40
  dave: 30
  bob: 30
  carol: 40
no Chairman (R1023 1)
motion 1 by alice: pay 10 A$ to dave (non-privileged): passed: 70 of 120 relevant shares for, 0 against
motion 2 by alice: mint 20 dave (privileged): rejected: 70 of 120 relevant shares for, 30 against, the week over
motion 3 by alice: mint 20 dave (privileged): passed: 110 of 120 relevant shares for, 0 against

# Bad input: not a motion the rules make valid (R1023 6 "Motions are only
# valid if the Rules say they are").
alice> corp motion Acme sing a song
error: 'sing' is not a valid motion: accept, rename, pay, give, mint, buy, disband (R1023 6)

# Bad input: a vote by one who owns no shares (R1023 5); the motion stands.
admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> corp motion Acme buy excavation-permit
alice moves for Acme: "buy excavation-permit" (privileged, R1023 6 c (privileged), R1011): motion 4; alice votes for it with 40 shares (R1023 5)

erin> corp vote 4 for
error: you own no shares of Acme: only its stockholders vote (R1023 5)

# R1005, R1011: a Corporation buys an Excavation Permit for the Standard
# Harfer Fee, paid to the Treasury.
carol> corp vote 4 for
carol votes for motion 4 of Acme with 40 shares (R1023 5)

bob> corp vote 4 for
bob votes for motion 4 of Acme with 30 shares (R1023 5)
Acme buys an Excavation Permit (#151) from the Treasury for A$25 (R1005, R1011)
motion 4 of Acme, "buy excavation-permit", passes (110 of 140 relevant shares for, 0 against) and is done (R1023 5)

> holdings Acme
Acme holds 15 A$
Institutional Power (#151); type excavation-permit
total wealth: A$15 (R506)

# A second Corporation, whose shares are given back (R1023 1: without
# acceptance, and destroyed).
alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Tiny corp bob carol
alice forms the Corporation Tiny, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Tiny (R1001 2 a: an initial member)
bob becomes a member of Tiny (R1001 2 a: an initial member)
carol becomes a member of Tiny (R1001 2 a: an initial member)
alice receives 40 shares of Tiny (R1023 3)
bob receives 40 shares of Tiny (R1023 3)
carol receives 40 shares of Tiny (R1023 3)

bob> corp return Tiny 40
bob gives 40 shares to Tiny; they are destroyed (R1023 1)

> corp show Tiny
Corporation Tiny: 80 shares (R1023 1)
  alice: 40
  carol: 40
no Chairman (R1023 1)

# R1023 6: fewer than three stockholders: only motions to mint or to
# disband are valid.
alice> corp motion Tiny pay 1 A$ to bob
error: Tiny has fewer than 3 stockholders: only motions to mint shares or to disband are valid (R1023 6)

carol> corp return Tiny 40
carol gives 40 shares to Tiny; they are destroyed (R1023 1)

# R1023 1: alice owns all (two thirds or more): the Chairman.
> corp show Tiny
Corporation Tiny: 40 shares (R1023 1)
  alice: 40
Chairman: alice (two thirds or more of the shares, R1023 1)

# R1023 4: "A Corporation disbands if there are ever zero shares
# associated with it".
alice> corp return Tiny 40
alice gives 40 shares to Tiny; they are destroyed (R1023 1)
Tiny disbands (R1023 4: no shares are associated with it)
Tiny ceases to exist (R1000 c)

> orgs
Acme: Corporation, 3 members, Standard

# R1023 6 b: to rename, which costs the Corporation the Standard Harfer
# Fee: it passes (non-privileged, more than half) but fails without the
# A$25 (Acme holds A$15), and nothing changes.
alice> corp motion Acme rename Apex
alice moves for Acme: "rename Apex" (non-privileged, R1023 6 b): motion 5; alice votes for it with 40 shares (R1023 5)

bob> corp vote 5 for
bob votes for motion 5 of Acme with 30 shares (R1023 5)

carol> corp vote 5 for
carol votes for motion 5 of Acme with 40 shares (R1023 5)
motion 5 passed (110 of 140 relevant shares for, 0 against), but Acme fails to do it: Acme has only 15 A$ (R1023 5)

alice> transfer 20 A$ to Acme
alice gives 20 A$ to Acme

# R1023 6 a: to accept a one-sided trade (Acme gives nothing).
admin> entity create egg dave
a Chartreuse Goose Egg (#272) is created, owned by dave

dave> trade offer to Acme 1 egg for nothing
offer 2: dave offers to Acme: a Chartreuse Goose Egg for nothing; it stands until 2001-01-11T00:00:00Z (R515 ¶2, ¶3)

alice> corp motion Acme accept 2
alice moves for Acme: "accept 2" (non-privileged, R1023 6 a): motion 6; alice votes for it with 40 shares (R1023 5)

carol> corp vote 6 for
carol votes for motion 6 of Acme with 40 shares (R1023 5)
trade 2 settled: dave gives a Chartreuse Goose Egg to Acme (R515 ¶4)
motion 6 of Acme, "accept 2", passes (80 of 140 relevant shares for, 0 against) and is done (R1023 5)

alice> corp motion Acme rename Apex
alice moves for Acme: "rename Apex" (non-privileged, R1023 6 b): motion 7; alice votes for it with 40 shares (R1023 5)

carol> corp vote 7 for
carol votes for motion 7 of Acme with 40 shares (R1023 5)
Acme pays the Standard Harfer Fee A$25 and is renamed Apex (R1023 6 b)
motion 7 of Apex, "rename Apex", passes (80 of 140 relevant shares for, 0 against) and is done (R1023 5)

> holdings Apex
Apex holds 10 A$
Institutional Power (#151); type excavation-permit
Chartreuse Goose Egg (#272)
total wealth: A$10 (R506)

# R1023 6 e (privileged): a motion to disband. R1000 b: its A$ and its
# Excavation Permit go to the Treasury; R1023 4: its shares are destroyed.
alice> corp motion Apex disband
alice moves for Apex: "disband" (privileged, R1023 6 e (privileged)): motion 8; alice votes for it with 40 shares (R1023 5)

bob> corp vote 8 for
bob votes for motion 8 of Apex with 30 shares (R1023 5)

carol> corp vote 8 for
carol votes for motion 8 of Apex with 40 shares (R1023 5)
Apex disbands (R1023 4: a motion to disband succeeded)
  140 shares of Apex are destroyed (R1023 4)
  10 A$ of Apex go to the Treasury (R1000 b)
  an Institutional Power (#151) goes to the Treasury (R1000 b)
  a Chartreuse Goose Egg (#272) goes to the Treasury (R1000 b)
Apex ceases to exist (R1000 c)
motion 8 of Apex, "disband", passes (110 of 140 relevant shares for, 0 against) and is done (R1023 5)

> orgs
no organisations

> holdings dave
dave holds 890 A$
Kaa of Land (#7)
Building "dave's House" (#8)
total wealth: A$890 (R506)

# R1023 4: "If there exists a group of Corporations such that no entity
# which is not one of those Corporations owns any shares associated with
# any of those Corporations then all those Corporations are destroyed."
# Ham and Eggs each mint shares for the other; then the players give
# their own back.
alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Ham corp bob carol
alice forms the Corporation Ham, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Ham (R1001 2 a: an initial member)
bob becomes a member of Ham (R1001 2 a: an initial member)
carol becomes a member of Ham (R1001 2 a: an initial member)
alice receives 40 shares of Ham (R1023 3)
bob receives 40 shares of Ham (R1023 3)
carol receives 40 shares of Ham (R1023 3)

alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Eggs corp bob carol
alice forms the Corporation Eggs, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Eggs (R1001 2 a: an initial member)
bob becomes a member of Eggs (R1001 2 a: an initial member)
carol becomes a member of Eggs (R1001 2 a: an initial member)
alice receives 40 shares of Eggs (R1023 3)
bob receives 40 shares of Eggs (R1023 3)
carol receives 40 shares of Eggs (R1023 3)

alice> corp motion Ham mint 10 Eggs
alice moves for Ham: "mint 10 Eggs" (privileged, R1023 6 b (privileged)): motion 9; alice votes for it with 40 shares (R1023 5)

bob> corp vote 9 for
bob votes for motion 9 of Ham with 40 shares (R1023 5)
Ham mints 10 shares for Eggs (R1023 6 b)
motion 9 of Ham, "mint 10 Eggs", passes (80 of 120 relevant shares for, 0 against) and is done (R1023 5)

alice> corp motion Eggs mint 10 Ham
alice moves for Eggs: "mint 10 Ham" (privileged, R1023 6 b (privileged)): motion 10; alice votes for it with 40 shares (R1023 5)

bob> corp vote 10 for
bob votes for motion 10 of Eggs with 40 shares (R1023 5)
Eggs mints 10 shares for Ham (R1023 6 b)
motion 10 of Eggs, "mint 10 Ham", passes (80 of 120 relevant shares for, 0 against) and is done (R1023 5)

alice> corp return Ham 40
alice gives 40 shares to Ham; they are destroyed (R1023 1)

bob> corp return Ham 40
bob gives 40 shares to Ham; they are destroyed (R1023 1)

carol> corp return Ham 40
carol gives 40 shares to Ham; they are destroyed (R1023 1)

> corp show Ham
Corporation Ham: 10 shares (R1023 1)
  Eggs: 10
Chairman: Eggs (two thirds or more of the shares, R1023 1)
motion 9 by alice: mint 10 Eggs (privileged): passed: 80 of 120 relevant shares for, 0 against

alice> corp return Eggs 40
alice gives 40 shares to Eggs; they are destroyed (R1023 1)

bob> corp return Eggs 40
bob gives 40 shares to Eggs; they are destroyed (R1023 1)

carol> corp return Eggs 40
carol gives 40 shares to Eggs; they are destroyed (R1023 1)
Ham disbands (R1023 4: its shares are all owned within a group of Corporations)
  10 shares of Ham are destroyed (R1023 4)
  a Share (#523) goes to the Treasury (R1000 b)
  a Share (#524) goes to the Treasury (R1000 b)
  a Share (#525) goes to the Treasury (R1000 b)
  a Share (#526) goes to the Treasury (R1000 b)
  a Share (#527) goes to the Treasury (R1000 b)
  a Share (#528) goes to the Treasury (R1000 b)
  a Share (#529) goes to the Treasury (R1000 b)
  a Share (#530) goes to the Treasury (R1000 b)
  a Share (#531) goes to the Treasury (R1000 b)
  a Share (#532) goes to the Treasury (R1000 b)
Ham ceases to exist (R1000 c)
Eggs disbands (R1023 4: its shares are all owned within a group of Corporations)
  10 shares of Eggs are destroyed (R1023 4)
Eggs ceases to exist (R1000 c)

> orgs
no organisations

# R1027 ¶1: a Trust Fund is founded with a charter; the pseudo-Founder
# is affiliated with it (here, a member). Bad input: none given.
alice> org found trust
alice intends to form a Trust Fund and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Trust Fund alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Trust Fund alice intends to form (R1000)

alice> org form Nest trust bob carol
error: a Trust Fund is founded with a charter: charter "TEXT" after the members (R1027 ¶1)

alice> org form Nest trust bob carol charter "Pays carol A$10 each Monday until it is empty"
alice forms the Trust Fund Nest, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Nest (R1001 2 a: an initial member)
bob becomes a member of Nest (R1001 2 a: an initial member)
carol becomes a member of Nest (R1001 2 a: an initial member)
Nest's charter: "Pays carol A$10 each Monday until it is empty" (R1027 ¶1)

> trust show Nest
Trust Fund Nest; charter: "Pays carol A$10 each Monday until it is empty" (R1027)

alice> transfer 30 A$ to Nest
alice gives 30 A$ to Nest

# R1027 ¶2: it disbands as its charter says, read by people: an admin
# (or an effect) carries it out; R1000 b: its A$ go to the Treasury.
alice> trust disband Nest "the charter's end"
error: only the admin may do that

admin> trust disband Nest "it is empty, as its charter says"
Nest disbands (R1027 ¶2: it is empty, as its charter says)
  30 A$ of Nest go to the Treasury (R1000 b)
Nest ceases to exist (R1000 c)

> orgs
no organisations

# R1001 1 "Organizations are Institutions"; a Corporation (R1023 1) and a
# Trust Fund (R1027 ¶1) are Institutions but not Organizations: R1001's
# joining and leaving and R1003's suggestions are not theirs.
alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Spam corp bob carol
alice forms the Corporation Spam, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Spam (R1001 2 a: an initial member)
bob becomes a member of Spam (R1001 2 a: an initial member)
carol becomes a member of Spam (R1001 2 a: an initial member)
alice receives 40 shares of Spam (R1023 3)
bob receives 40 shares of Spam (R1023 3)
carol receives 40 shares of Spam (R1023 3)

dave> org request Spam
error: Spam is a Corporation, an Institution but not an Organization: members do not join, leave or act for it (R1001 1, R1023)

bob> org leave Spam
error: Spam is a Corporation, an Institution but not an Organization: members do not join, leave or act for it (R1001 1, R1023)

alice> org suggest Spam pay 1 A$ to bob
error: Spam is a Corporation, an Institution but not an Organization: members do not join, leave or act for it (R1001 1, R1023)
