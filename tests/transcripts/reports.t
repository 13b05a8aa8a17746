# The officers' reports, as Agora's officers publish them: dated, with the
# office's records now and the changes since the last report, each with its
# reason; published as an event (by the officer, the admin or the office's
# weekly duty), kept, and read again by date. Ackanomic R401 (offices'
# duties), R406 Promoter, R408 Tabulator, R409 Registrar, R410 Scorekeeper,
# R412 Financier (Agora's Treasuror); docs/RULINGS.md, Reports.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

# The offices here are filled by the admin's hand and nothing about them
# runs alone (R401's Nominations, terms, salaries and duties are
# offices_*.t's, duties.t's and cycle_rules.t's to test): offices.mode
# admin, as in a nomic begun before level 1 (docs/OFFICES.md).
admin> param set offices.mode admin
offices.mode = admin (R401)

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol non-voting
welcome, carol (Non-Voting); A$900 from the Treasury

admin> appoint alice Registrar
alice is now Registrar

alice> contact alice@example.org
mail for alice goes to alice@example.org

bob> contact bob@example.org
mail for bob goes to bob@example.org

# R409 a: the Registrar keeps the players' e-mail addresses. The report
# shows them to the officers (alice holds an office) and the admin.
alice> report registrar
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z; contact alice@example.org
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z; contact bob@example.org
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

admin> report registrar
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z; contact alice@example.org
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z; contact bob@example.org
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

# A plain player sees eir own address only; the public none.
carol> report registrar
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

bob> report registrar
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z; contact bob@example.org
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

> report registrar
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

# Publishing is the officer's (or the admin's) act: an event whose public
# text is the report, and never holds an address. Its changes run since
# the last published report (here, since the nomic began).
bob> report publish registrar
error: only the Registrar (or the admin) publishes the Registrar's report (R409)

alice> report publish registrar
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

# R412 b: every movement is logged with its reason; a memo says why.
clock advance 1d
the time is now 2001-01-02T00:00:00Z

alice> transfer 25 A$ to bob memo rent for March
alice gives 25 A$ to bob

admin> mint 10 Gamepoints to carol memo prize
carol gains 10 Gamepoints; now 10

admin> move 5 A$ from Treasury to carol memo "welcome gift"
5 A$ moved from Treasury to carol

bob> transfer 3 A$ to alice
bob gives 3 A$ to alice

# "memo" last is a holder's name, not a memo (a player may be named so).
alice> transfer 1 A$ to bob memo
error: usage: transfer AMOUNT CURRENCY to HOLDER [memo TEXT]

alice> transfer 1 A$ to memo
error: no player or entity is named 'memo'

alice> transfer 1000 A$ to bob memo too much
error: alice has only 878 A$

# --since: the changes from a date on, each with its reason (the joins of
# the first day are before it).
> report treasuror --since 2001-01-02
The Treasuror's changes since 2001-01-02T00:00:00Z (R412):
  2001-01-02T00:00:00Z alice pays 25 A$ to bob -- transfer by alice, event 12: "rent for March"
  2001-01-02T00:00:00Z carol gains 10 Gamepoints -- mint by the admin, event 13: "prize"
  2001-01-02T00:00:00Z Treasury pays 5 A$ to carol -- move by the admin, event 14: "welcome gift"
  2001-01-02T00:00:00Z bob pays 3 A$ to alice -- transfer by bob, event 15

clock advance 2d
the time is now 2001-01-04T00:00:00Z

bob> state vacation 10d
bob is Vacationing, expected for 24d (R250 V a)

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> vacate Registrar
alice no longer holds Registrar

> report registrar --since 2001-01-02
The Registrar's changes since 2001-01-02T00:00:00Z (R409):
  2001-01-04T00:00:00Z bob: from Voting to Vacationing -- state by bob, event 17
  2001-01-04T00:00:00Z dave joins (Voting) -- join by the admin, event 18
  2001-01-04T00:00:00Z Registrar: vacant (was alice) -- vacate by the admin, event 19

# The next report's changes are those since the last one only. The office
# is vacant now: the admin publishes in its stead (R401.1).
alice> report publish registrar
error: only the Registrar (or the admin) publishes the Registrar's report (R409)

admin> report publish registrar
The Registrar's report, 2001-01-04T00:00:00Z (R409; Registrar: vacant)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Vacationing since 2001-01-04T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
dave: Voting since 2001-01-04T00:00:00Z; joined 2001-01-04T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the last report (2001-01-01T00:00:00Z):
  2001-01-04T00:00:00Z bob: from Voting to Vacationing -- state by bob, event 17
  2001-01-04T00:00:00Z dave joins (Voting) -- join by the admin, event 18
  2001-01-04T00:00:00Z Registrar: vacant (was alice) -- vacate by the admin, event 19

# The archive: the report published on a date, as published.
> report registrar --on 2001-01-01
The Registrar's report, 2001-01-01T00:00:00Z (R409; Registrar: alice)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: alice since 2001-01-01T00:00:00Z
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 7

> report registrar --on 2001-01-04T18:00Z
The Registrar's report, 2001-01-04T00:00:00Z (R409; Registrar: vacant)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Vacationing since 2001-01-04T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Non-Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
dave: Voting since 2001-01-04T00:00:00Z; joined 2001-01-04T00:00:00Z
Offices (R409 d):
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Changes since the last report (2001-01-01T00:00:00Z):
  2001-01-04T00:00:00Z bob: from Voting to Vacationing -- state by bob, event 17
  2001-01-04T00:00:00Z dave joins (Voting) -- join by the admin, event 18
  2001-01-04T00:00:00Z Registrar: vacant (was alice) -- vacate by the admin, event 19

> report registrar --on 2001-01-02
no Registrar's report was published on 2001-01-02

> report nobody
error: 'nobody' is not a report: promoter, tabulator, registrar, scorekeeper, treasuror or clerk

> report registrar --since yesterday
error: 'yesterday' is not a date (like 2001-01-08 or 2001-01-08T12:00Z)

> report registrar --until 2001-01-02
error: usage: report OFFICE [--since DATE | --on DATE]

# The Promoter's (R406 b) and the Tabulator's (R408 c) changes: a
# proposal's submission and its result, the scores it brought (R410 b,
# R207), each with its cause.
alice> propose "Thanks" "Effect: mint 2 points to carol memo for the minutes"
Proposal 1 "Thanks" (ordinary) submitted by alice and distributed; voting ends 2001-01-11T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-11T00:00:00Z (R106)

dave> vote 1 yes
dave votes YES on Proposal 1; it may be changed until 2001-01-11T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Thanks" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, dave YES
  effect 1: carol gains 2 points; now 2
  scores: alice +10; alice +3; alice +1; dave +1
the time is now 2001-01-11T00:00:00Z

> report promoter --since 2001-01-04
The Promoter's changes since 2001-01-04T00:00:00Z (R406):
  2001-01-04T00:00:00Z Proposal 1 submitted and distributed -- propose by alice, event 21

> report tabulator --since 2001-01-04
The Tabulator's changes since 2001-01-04T00:00:00Z (R408):
  2001-01-11T00:00:00Z Proposal 1 "Thanks" by alice is adopted -- Proposal 1's results (voting-end, R106), event 25

> report scorekeeper --since 2001-01-05
The Scorekeeper's changes since 2001-01-05T00:00:00Z (R410):
  2001-01-11T00:00:00Z carol gains 2 points -- Proposal 1 (mint), event 25: "for the minutes"
  2001-01-11T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z dave gains 1 points -- Proposal 1's results (voting-end, R106), event 25

# The weekly duty: a deadline bound to the office's rule (R412), which
# publishes on time, in a vacant office's stead too, and sets itself
# again a week on (report.interval, R401).
alice> report duty treasuror on
error: only the admin may do that

admin> report duty treasuror on
the Treasuror's report is published every 7 days, first 2001-01-18T00:00:00Z (R412)

admin> report duty treasuror off
the Treasuror's report is no longer published on a schedule

admin> report duty treasuror on
the Treasuror's report is published every 7 days, first 2001-01-18T00:00:00Z (R412)

admin> report duty treasuror on
error: the Treasuror's weekly duty is already on

> deadlines
deadline 10: 2001-01-18T00:00:00Z report-due (R412)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 8: 2001-01-22T12:00:00Z dividends (R508)
deadline 5: 2001-01-25T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-28T00:00:00Z vacation-end for bob (R250 V c)

clock advance 7d
clock: The Treasuror's report, 2001-01-18T00:00:00Z (R412; Financier: vacant)
points: alice 14, carol 2, dave 1; total 17
A$: Treasury 96395, alice 878, bob 922, carol 905, dave 900; total 100000
Gamepoints: carol 10; total 10
entities:
 alice: a Kaa of Land (#1), the Building "alice's House" (#2)
 bob: a Kaa of Land (#3), the Building "bob's House" (#4)
 carol: a Kaa of Land (#5), the Building "carol's House" (#6)
 dave: a Kaa of Land (#7), the Building "dave's House" (#8)
Changes since the nomic began:
  2001-01-01T00:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-01-01T00:00:00Z a Kaa of Land (#1) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z the Building "alice's House" (#2) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 4 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#3) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z the Building "bob's House" (#4) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 5 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#5) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 6
  2001-01-01T00:00:00Z the Building "carol's House" (#6) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 6
  2001-01-01T00:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 6 (R252 II 2: the join grant)
  2001-01-02T00:00:00Z alice pays 25 A$ to bob -- transfer by alice, event 12: "rent for March"
  2001-01-02T00:00:00Z carol gains 10 Gamepoints -- mint by the admin, event 13: "prize"
  2001-01-02T00:00:00Z Treasury pays 5 A$ to carol -- move by the admin, event 14: "welcome gift"
  2001-01-02T00:00:00Z bob pays 3 A$ to alice -- transfer by bob, event 15
  2001-01-04T00:00:00Z a Kaa of Land (#7) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 18
  2001-01-04T00:00:00Z the Building "dave's House" (#8) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 18
  2001-01-04T00:00:00Z Treasury pays 900 A$ to dave -- join by the admin, event 18 (R252 II 2: the join grant)
  2001-01-11T00:00:00Z carol gains 2 points -- Proposal 1 (mint), event 25: "for the minutes"
  2001-01-11T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z dave gains 1 points -- Proposal 1's results (voting-end, R106), event 25
the time is now 2001-01-18T00:00:00Z

> report treasuror --on 2001-01-18
The Treasuror's report, 2001-01-18T00:00:00Z (R412; Financier: vacant)
points: alice 14, carol 2, dave 1; total 17
A$: Treasury 96395, alice 878, bob 922, carol 905, dave 900; total 100000
Gamepoints: carol 10; total 10
entities:
 alice: a Kaa of Land (#1), the Building "alice's House" (#2)
 bob: a Kaa of Land (#3), the Building "bob's House" (#4)
 carol: a Kaa of Land (#5), the Building "carol's House" (#6)
 dave: a Kaa of Land (#7), the Building "dave's House" (#8)
Changes since the nomic began:
  2001-01-01T00:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-01-01T00:00:00Z a Kaa of Land (#1) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z the Building "alice's House" (#2) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 4 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#3) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z the Building "bob's House" (#4) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 5 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#5) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 6
  2001-01-01T00:00:00Z the Building "carol's House" (#6) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 6
  2001-01-01T00:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 6 (R252 II 2: the join grant)
  2001-01-02T00:00:00Z alice pays 25 A$ to bob -- transfer by alice, event 12: "rent for March"
  2001-01-02T00:00:00Z carol gains 10 Gamepoints -- mint by the admin, event 13: "prize"
  2001-01-02T00:00:00Z Treasury pays 5 A$ to carol -- move by the admin, event 14: "welcome gift"
  2001-01-02T00:00:00Z bob pays 3 A$ to alice -- transfer by bob, event 15
  2001-01-04T00:00:00Z a Kaa of Land (#7) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 18
  2001-01-04T00:00:00Z the Building "dave's House" (#8) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 18
  2001-01-04T00:00:00Z Treasury pays 900 A$ to dave -- join by the admin, event 18 (R252 II 2: the join grant)
  2001-01-11T00:00:00Z carol gains 2 points -- Proposal 1 (mint), event 25: "for the minutes"
  2001-01-11T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 25
  2001-01-11T00:00:00Z dave gains 1 points -- Proposal 1's results (voting-end, R106), event 25

> reports
promoter: the Promoter's report (R406), Promoter: vacant; none published
tabulator: the Tabulator's report (R408), Tabulator: vacant; none published
registrar: the Registrar's report (R409), Registrar: vacant; 2 published, the last 2001-01-04T00:00:00Z
scorekeeper: the Scorekeeper's report (R410), Scorekeeper: vacant; none published
treasuror: the Treasuror's report (R412), Financier: vacant; next due 2001-01-25T00:00:00Z; 1 published, the last 2001-01-18T00:00:00Z
clerk: the Clerk of the Court's report (R413), Clerk of the Court: vacant; none published
herald: the Herald's report (R435), Herald: vacant; none published

clock advance 7d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice's score rose by 14: e receives A$14 from the Treasury (R508)
carol's score rose by 2: e receives A$2 from the Treasury (R508)
dave's score rose by 1: e receives A$1 from the Treasury (R508)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: The Treasuror's report, 2001-01-25T00:00:00Z (R412; Financier: vacant)
points: alice 14, carol 2, dave 1; total 17
A$: Treasury 96378, alice 892, bob 922, carol 907, dave 901; total 100000
Gamepoints: carol 10; total 10
entities:
 alice: a Kaa of Land (#1), the Building "alice's House" (#2)
 bob: a Kaa of Land (#3), the Building "bob's House" (#4)
 carol: a Kaa of Land (#5), the Building "carol's House" (#6)
 dave: a Kaa of Land (#7), the Building "dave's House" (#8)
Changes since the last report (2001-01-18T00:00:00Z):
  2001-01-22T12:00:00Z Treasury pays 14 A$ to alice -- the dividends deadline (R508), event 35 (R508: Fortnightly Dividends)
  2001-01-22T12:00:00Z Treasury pays 2 A$ to carol -- the dividends deadline (R508), event 35 (R508: Fortnightly Dividends)
  2001-01-22T12:00:00Z Treasury pays 1 A$ to dave -- the dividends deadline (R508), event 35 (R508: Fortnightly Dividends)
the time is now 2001-01-25T00:00:00Z

> mechanics 412
the Treasuror's weekly report: R412

@verify
