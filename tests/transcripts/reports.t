# The officers' reports, as Agora's officers publish them: dated, with the
# office's records now and the changes since the last report, each with its
# reason; published as an event (by the officer, the admin or the office's
# weekly duty), kept, and read again by date. Ackanomic R401 (offices'
# duties), R406 Promoter, R408 Tabulator, R409 Registrar, R410 Scorekeeper,
# R412 Financier (Agora's Treasuror); docs/RULINGS.md, Reports.

# Written before level 1 (core/level.h): the offices here are filled by
# hand, as at level 0; at level 1 the salaries and terms R401 runs by
# themselves would come between these steps and move the draws below
# (offices_*.t and cycle_rules.t test those).
@level 0

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-02T00:00:00Z alice pays 25 A$ to bob -- transfer by alice, event 11: "rent for March"
  2001-01-02T00:00:00Z carol gains 10 Gamepoints -- mint by the admin, event 12: "prize"
  2001-01-02T00:00:00Z Treasury pays 5 A$ to carol -- move by the admin, event 13: "welcome gift"
  2001-01-02T00:00:00Z bob pays 3 A$ to alice -- transfer by bob, event 14

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
  2001-01-04T00:00:00Z bob: from Voting to Vacationing -- state by bob, event 16
  2001-01-04T00:00:00Z dave joins (Voting) -- join by the admin, event 17
  2001-01-04T00:00:00Z Registrar: vacant (was alice) -- vacate by the admin, event 18

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
  2001-01-04T00:00:00Z bob: from Voting to Vacationing -- state by bob, event 16
  2001-01-04T00:00:00Z dave joins (Voting) -- join by the admin, event 17
  2001-01-04T00:00:00Z Registrar: vacant (was alice) -- vacate by the admin, event 18

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
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Non-Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z Registrar: alice -- appoint by the admin, event 6

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
  2001-01-04T00:00:00Z bob: from Voting to Vacationing -- state by bob, event 16
  2001-01-04T00:00:00Z dave joins (Voting) -- join by the admin, event 17
  2001-01-04T00:00:00Z Registrar: vacant (was alice) -- vacate by the admin, event 18

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
  2001-01-04T00:00:00Z Proposal 1 submitted and distributed -- propose by alice, event 20

> report tabulator --since 2001-01-04
The Tabulator's changes since 2001-01-04T00:00:00Z (R408):
  2001-01-11T00:00:00Z Proposal 1 "Thanks" by alice is adopted -- Proposal 1's results (voting-end, R106), event 24

> report scorekeeper --since 2001-01-05
The Scorekeeper's changes since 2001-01-05T00:00:00Z (R410):
  2001-01-11T00:00:00Z carol gains 2 points -- Proposal 1 (mint), event 24: "for the minutes"
  2001-01-11T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z dave gains 1 points -- Proposal 1's results (voting-end, R106), event 24

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
deadline 5: 2001-01-18T00:00:00Z report-due (R412)
deadline 1: 2001-01-28T00:00:00Z vacation-end for bob (R250 V c)

clock advance 7d
clock: The Treasuror's report, 2001-01-18T00:00:00Z (R412; Financier: vacant)
points: alice 14, carol 2, dave 1; total 17
A$: Treasury 96395, alice 878, bob 922, carol 905, dave 900; total 100000
Gamepoints: carol 10; total 10
Changes since the nomic began:
  2001-01-01T00:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-01-01T00:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 3
  2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 4
  2001-01-01T00:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 5
  2001-01-02T00:00:00Z alice pays 25 A$ to bob -- transfer by alice, event 11: "rent for March"
  2001-01-02T00:00:00Z carol gains 10 Gamepoints -- mint by the admin, event 12: "prize"
  2001-01-02T00:00:00Z Treasury pays 5 A$ to carol -- move by the admin, event 13: "welcome gift"
  2001-01-02T00:00:00Z bob pays 3 A$ to alice -- transfer by bob, event 14
  2001-01-04T00:00:00Z Treasury pays 900 A$ to dave -- join by the admin, event 17
  2001-01-11T00:00:00Z carol gains 2 points -- Proposal 1 (mint), event 24: "for the minutes"
  2001-01-11T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z dave gains 1 points -- Proposal 1's results (voting-end, R106), event 24
the time is now 2001-01-18T00:00:00Z

> report treasuror --on 2001-01-18
The Treasuror's report, 2001-01-18T00:00:00Z (R412; Financier: vacant)
points: alice 14, carol 2, dave 1; total 17
A$: Treasury 96395, alice 878, bob 922, carol 905, dave 900; total 100000
Gamepoints: carol 10; total 10
Changes since the nomic began:
  2001-01-01T00:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-01-01T00:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 3
  2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 4
  2001-01-01T00:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 5
  2001-01-02T00:00:00Z alice pays 25 A$ to bob -- transfer by alice, event 11: "rent for March"
  2001-01-02T00:00:00Z carol gains 10 Gamepoints -- mint by the admin, event 12: "prize"
  2001-01-02T00:00:00Z Treasury pays 5 A$ to carol -- move by the admin, event 13: "welcome gift"
  2001-01-02T00:00:00Z bob pays 3 A$ to alice -- transfer by bob, event 14
  2001-01-04T00:00:00Z Treasury pays 900 A$ to dave -- join by the admin, event 17
  2001-01-11T00:00:00Z carol gains 2 points -- Proposal 1 (mint), event 24: "for the minutes"
  2001-01-11T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z alice gains 3 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 24
  2001-01-11T00:00:00Z dave gains 1 points -- Proposal 1's results (voting-end, R106), event 24

> reports
promoter: the Promoter's report (R406), Promoter: vacant; none published
tabulator: the Tabulator's report (R408), Tabulator: vacant; none published
registrar: the Registrar's report (R409), Registrar: vacant; 2 published, the last 2001-01-04T00:00:00Z
scorekeeper: the Scorekeeper's report (R410), Scorekeeper: vacant; none published
treasuror: the Treasuror's report (R412), Financier: vacant; next due 2001-01-25T00:00:00Z; 1 published, the last 2001-01-18T00:00:00Z
clerk: the Clerk of the Court's report (R413), Clerk of the Court: vacant; none published
herald: the Herald's report (R435), Herald: vacant; none published

clock advance 7d
clock: The Treasuror's report, 2001-01-25T00:00:00Z (R412; Financier: vacant)
points: alice 14, carol 2, dave 1; total 17
A$: Treasury 96395, alice 878, bob 922, carol 905, dave 900; total 100000
Gamepoints: carol 10; total 10
Changes since the last report (2001-01-18T00:00:00Z):
  none
the time is now 2001-01-25T00:00:00Z

> mechanics 412
the Treasuror's weekly report: R412

@verify
