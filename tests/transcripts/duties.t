# Officers' duties as deadlines and their consequences (Ackanomic R401 (ii),
# (x); R701; R710): a duty the server performs, done in the office's name
# (R409 (b)), and one the officer did first; a holder's duty done in time
# (R409 (e)); the President's choice among Nominees (R403 (vi), R414 (i) b)
# left undone: the clock stands while e vacations (R401 (x)), then the
# Crime of Non-Performance (R701) and a CFCJ for it (R710), whose sentence
# stands the clock of eir next duty while e is in the Gaol; a vacant seat's
# duties done by its Substitute, then an Acting Officer (R401.1);
# `deadlines` showing each duty; the Registrar's report with holders and
# terms (R409 (d)); bad input.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> param set offices.mode rules
offices.mode = rules (R401)

# R409 (b), (e): a player joining makes the Registrar's duties toward em
# due (off by default: docs/RULINGS.md, Offices: duties).
admin> param set duties.newcomers on
duties.newcomers = on (R409 (e))

admin> appoint erin President
erin is now President

admin> appoint carol Registrar
carol is now Registrar

# R401 (x): officers have 3 days for a duty (duties.days).
> params duties.days
duties.days = 3d (R401 (x); 1h to 365d): how long an officer has to do a duty, not counting time e is Vacationing or in the Gaol

# R401 (ii): each office's duties; R409's are the Registrar's.
> duties Registrar
Registrar (carol):
- R409 (a): keep the list of players, their names and states; by the server: the Registrar's report
- R409 (b): furnish each new player with the game information; by the server: a message to the new player in the Registrar's name
- R409 (c): be available for new players' questions; by the holder: by hand
- R409 (d): keep track of the offices the players hold; by the server: the Registrar's report
- R409 (e): ask each new player how e found the game and make the answer public; by the holder: `duty done N "ANSWER"`

# Bad input: one clear error each.
> duties Dogcatcher
error: 'Dogcatcher' is neither an office nor a player

carol> duty done first
error: 'first' is not a duty's number (see `duties`)

carol> duty done 1
error: there is no duty #1 (see `duties`)

# R409 (b), (e): a new player makes two of the Registrar's duties due.
admin> join frank
welcome, frank (Voting); A$900 from the Treasury

> deadlines
deadline 7: 2001-01-01T12:00:00Z office-salaries (R401 (iv))
deadline 8: 2001-01-04T00:00:00Z office-duty, Registrar (carol): furnish frank with the game information (R409 (b)) (R401 (x))
deadline 9: 2001-01-04T00:00:00Z office-duty, Registrar (carol): ask frank how e found the game and make eir answer public (R409 (e)) (R401 (x))
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 10: 2001-01-22T00:00:00Z caste-newbie, frank ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-02-26T00:00:00Z office-term for erin (R401 (v) c)

# R409 (e): only the Registrar does it, and must make the answer public.
alice> duty done 2 "a friend"
error: only the Registrar or eir Acting Officer does the Registrar's duties (R401.1)

carol> duty done 2
error: give the answer to make public: `duty done 2 "ANSWER"` (R409 (e))

carol> duty done 2 "from a friend at the chess club"
The Registrar (carol) has done eir duty: ask frank how e found the game and make eir answer public (R409 (e)): "from a friend at the chess club"

carol> duty done 2 "again"
error: duty #2 is no longer due: done by carol

# R409 (b): the server furnishes frank on time, in the Registrar's name.
clock advance 3d
clock: carol is paid A$25 as Registrar for 2001-01 (R403 (ii), R401 (iv))
clock: The Registrar's duty, done by the server in the Registrar's name: furnish frank with the game information (R409 (b))
the time is now 2001-01-04T00:00:00Z

frank> inbox
2001-01-04T00:00:00Z the Registrar (R409 (b)): Welcome to the game. How to vote: `vote N for|against`; how to submit a proposal: `propose TITLE TEXT` (`help` lists every command). CFJ: Call for Judgement; AOJ: Appeal of Judgement; RFC: Request for Comment; CSRR: Common Sense, Redundancy, and Redundancy. The rules: `rules`. The players: alice, bob, carol, dave, erin, frank. The Registrar is available for your questions. Your Mentor: see `mentors`.

# R403 (vi), R414 (i) b: a Functional Office's Nomination ends with
# Nominees; the President must choose among them within 3 days.
alice> nomination open Promoter
a Nomination for Promoter begins (asked for by a player), until 2001-01-07T00:00:00Z: volunteer with `volunteer Promoter` (R402 (i) a)

alice> volunteer Promoter
alice volunteers for Promoter (R402 (i) c)

bob> volunteer Promoter
bob volunteers for Promoter (R402 (i) c)

clock advance 3d
clock: the Nomination for Promoter ends; Nominees: alice, bob (R402 (i) d)
the President chooses who among them holds Promoter: `choose PLAYER as Promoter` (R403 (vi), R414 (ii) a)
the time is now 2001-01-07T00:00:00Z

> deadlines
deadline 13: 2001-01-10T00:00:00Z office-duty, President (erin): choose among the Nominees for Promoter (R403 (vi), R414 (i) b) (R401 (x))
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 10: 2001-01-22T00:00:00Z caste-newbie, frank ceases to be a Newbie and joins a Caste (R1030)
deadline 11: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 6: 2001-02-26T00:00:00Z office-term for erin (R401 (v) c)

# The President's duty is eirs: `duty done` does not do it.
erin> duty done 3
error: the President does this duty by choosing: `choose PLAYER as Promoter` (R403 (vi))

# R401 (x): not counting any time the officer is vacationing.
clock advance 1d
the time is now 2001-01-08T00:00:00Z

erin> state vacation
erin is Vacationing, expected for 28d (R250 V a)

> duties President
President (erin):
- R414 (i) a: announce an open Seat of a Functional Office; by the server: announced when the Nomination opens
- R414 (i) b: conduct the Nominations for open Functional Office seats; by the server: the office-nomination deadline
- R403 (vi), R414 (i) b: choose among the Nominees for a Functional Office; by the holder: `choose PLAYER as OFFICE`
- R414 (i) c: announce a Functional Officer's appointment; by the server: announced with the choice
  #3 choose among the Nominees for Promoter (R403 (vi), R414 (i) b): its clock stands since 2001-01-08T00:00:00Z, as erin is Vacationing (R401 (x)); 2d left

> deadlines
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 10: 2001-01-22T00:00:00Z caste-newbie, frank ceases to be a Newbie and joins a Caste (R1030)
deadline 14: 2001-02-05T00:00:00Z vacation-end for erin (R250 V c)
deadline 11: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 6: 2001-02-26T00:00:00Z office-term for erin (R401 (v) c)

clock advance 3d
the time is now 2001-01-11T00:00:00Z

erin> state return
erin is Voting

# Two days of the three are left: due two days from now.
> deadlines
deadline 15: 2001-01-13T00:00:00Z office-duty, President (erin): choose among the Nominees for Promoter (R403 (vi), R414 (i) b) (R401 (x))
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 10: 2001-01-22T00:00:00Z caste-newbie, frank ceases to be a Newbie and joins a Caste (R1030)
deadline 11: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 6: 2001-02-26T00:00:00Z office-term for erin (R401 (v) c)

> duties
Speaker (carol, acting): 4 duties, 2 only the holder can do
Promoter (erin, as Substitute): 4 duties, 0 only the holder can do
Tabulator (erin, as Substitute): 3 duties, 0 only the holder can do
Registrar (carol): 5 duties, 2 only the holder can do
Scorekeeper (erin, as Substitute): 2 duties, 0 only the holder can do
Clerk of the Court (erin, as Substitute): 2 duties, 0 only the holder can do
President (erin): 4 duties, 1 only the holder can do
  #3 choose among the Nominees for Promoter (R403 (vi), R414 (i) b): due 2001-01-13T00:00:00Z

# R701: the duty not done in time is the Crime of Non-Performance.
clock advance 2d
clock: President (erin) has not done eir duty in time (3d, R401 (x)): choose among the Nominees for Promoter (R403 (vi), R414 (i) b). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj erin Non-Performance REASONING` (R710). The duty is still due.
the time is now 2001-01-13T00:00:00Z

> duties erin
erin performs: Promoter (as Substitute), Tabulator (as Substitute), Scorekeeper (as Substitute), Clerk of the Court (as Substitute), President
missed #3: President: choose among the Nominees for Promoter (R403 (vi), R414 (i) b) at 2001-01-13T00:00:00Z, the Crime of Non-Performance (R701); still due

# R710: any player may charge it.
alice> cfcj erin Non-Performance "erin did not choose a Promoter within 3 days of the Nomination's end (R403 (vi), R401 (x))." fine 5 sentence 2d
CFCJ 1 "erin committed the Crime of Non-Performance" by alice; judge: frank (R211, R212)
CFCJ 1: the Crime of Non-Performance (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: fine 5; sentence 2d (R710 5)

# The duty is still due; choosing discharges it.
erin> choose bob as Promoter
bob now holds Promoter (the President's choice, R403 (vi), R414 (i) c)

> duties President
President (erin):
- R414 (i) a: announce an open Seat of a Functional Office; by the server: announced when the Nomination opens
- R414 (i) b: conduct the Nominations for open Functional Office seats; by the server: the office-nomination deadline
- R403 (vi), R414 (i) b: choose among the Nominees for a Functional Office; by the holder: `choose PLAYER as OFFICE`
- R414 (i) c: announce a Functional Officer's appointment; by the server: announced with the choice
  #3 choose among the Nominees for Promoter (R403 (vi), R414 (i) b): done by erin (`choose`) at 2001-01-13T00:00:00Z

# A vacant seat with no Acting Officer: its Substitute, the Supervisor (the
# President, R401.1 IV, R403 (iv)), performs its duties, until the
# President appoints an Acting Officer, who performs them (R401.1 I).
carol> resign Registrar
carol no longer holds Registrar

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

> duties Registrar
Registrar (erin, as Substitute):
- R409 (a): keep the list of players, their names and states; by the server: the Registrar's report
- R409 (b): furnish each new player with the game information; by the server: a message to the new player in the Registrar's name
- R409 (c): be available for new players' questions; by the holder: by hand
- R409 (d): keep track of the offices the players hold; by the server: the Registrar's report
- R409 (e): ask each new player how e found the game and make the answer public; by the holder: `duty done N "ANSWER"`
  #1 furnish frank with the game information (R409 (b)): done by the server in the office's name at 2001-01-04T00:00:00Z
  #2 ask frank how e found the game and make eir answer public (R409 (e)): done by carol at 2001-01-01T00:00:00Z
  #4 furnish gina with the game information (R409 (b)): due 2001-01-16T00:00:00Z
  #5 ask gina how e found the game and make eir answer public (R409 (e)): due 2001-01-16T00:00:00Z

erin> acting dave as Registrar
dave now acts as Registrar (R401.1 III)

> deadlines
deadline 18: 2001-01-16T00:00:00Z office-nomination (R402 (i) d)
deadline 19: 2001-01-16T00:00:00Z office-duty, Registrar (dave, acting): furnish gina with the game information (R409 (b)) (R401 (x))
deadline 20: 2001-01-16T00:00:00Z office-duty, Registrar (dave, acting): ask gina how e found the game and make eir answer public (R409 (e)) (R401 (x))
deadline 17: 2001-01-19T00:00:00Z judge-reminder for frank (the server)
deadline 16: 2001-01-20T00:00:00Z cfj-judge for frank (R213)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 10: 2001-01-22T00:00:00Z caste-newbie, frank ceases to be a Newbie and joins a Caste (R1030)
deadline 21: 2001-02-03T00:00:00Z caste-newbie, gina ceases to be a Newbie and joins a Caste (R1030)
deadline 11: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 6: 2001-02-26T00:00:00Z office-term for erin (R401 (v) c)

dave> duty done 5 "searching the web for nomic"
The Registrar (dave, acting) has done eir duty: ask gina how e found the game and make eir answer public (R409 (e)): "searching the web for nomic"

# R409 (b): the officer may do the server's duty first; then the server
# does not.
dave> duty done 4
The Registrar (dave, acting) has done eir duty: furnish gina with the game information (R409 (b))

# R401 (x): nor time in the Gaol. The CFCJ's judge finds erin guilty;
# after the grace period (R710 8a) e serves 2 days (R710 8b), during which
# another Nomination awaits eir choice.
frank> cfj judge 1 TRUE
CFJ 1: frank judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-17T00:00:00Z (R217 I)

alice> nomination open Tabulator
a Nomination for Tabulator begins (asked for by a player), until 2001-01-16T00:00:00Z: volunteer with `volunteer Tabulator` (R402 (i) a)

alice> volunteer Tabulator
alice volunteers for Tabulator (R402 (i) c)

bob> volunteer Tabulator
bob volunteers for Tabulator (R402 (i) c)

clock advance 3d
clock: the Nomination for Registrar has no volunteers: it continues until there is one (R402 (i) e)
clock: CFCJ 1's grace period is over (R710 8a)
clock: the Nomination for Tabulator ends; Nominees: alice, bob (R402 (i) d)
the President chooses who among them holds Tabulator: `choose PLAYER as Tabulator` (R403 (vi), R414 (ii) a)
the time is now 2001-01-16T00:00:00Z

> duties President
President (erin):
- R414 (i) a: announce an open Seat of a Functional Office; by the server: announced when the Nomination opens
- R414 (i) b: conduct the Nominations for open Functional Office seats; by the server: the office-nomination deadline
- R403 (vi), R414 (i) b: choose among the Nominees for a Functional Office; by the holder: `choose PLAYER as OFFICE`
- R414 (i) c: announce a Functional Officer's appointment; by the server: announced with the choice
  #3 choose among the Nominees for Promoter (R403 (vi), R414 (i) b): done by erin (`choose`) at 2001-01-13T00:00:00Z
  #6 choose among the Nominees for Tabulator (R403 (vi), R414 (i) b): its clock stands since 2001-01-16T00:00:00Z, as erin is in the Gaol (R401 (x)); 3d left

clock advance 2d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
clock: erin's sentence has expired (R709)
the time is now 2001-01-18T00:00:00Z

# Released: the 3 days run from now.
> deadlines
deadline 26: 2001-01-21T00:00:00Z office-duty, President (erin): choose among the Nominees for Tabulator (R403 (vi), R414 (i) b) (R401 (x))
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 10: 2001-01-22T00:00:00Z caste-newbie, frank ceases to be a Newbie and joins a Caste (R1030)
deadline 21: 2001-02-03T00:00:00Z caste-newbie, gina ceases to be a Newbie and joins a Caste (R1030)
deadline 11: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 6: 2001-02-26T00:00:00Z office-term for erin (R401 (v) c)

# R409 (d): the Registrar's report shows each office: holder, since when,
# the term's end, any Acting Officer and any Nomination.
> report registrar
The Registrar's report, 2001-01-18T00:00:00Z (R409; Registrar: vacant)
alice: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
bob: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
carol: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
dave: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
erin: Voting since 2001-01-11T00:00:00Z; joined 2001-01-01T00:00:00Z
frank: Voting since 2001-01-01T00:00:00Z; joined 2001-01-01T00:00:00Z
gina: Voting since 2001-01-13T00:00:00Z; joined 2001-01-13T00:00:00Z
Offices (R409 d):
Speaker: vacant; acting: carol
Promoter: bob since 2001-01-13T00:00:00Z
Tabulator: vacant; a Nomination awaiting the President's choice
Registrar: vacant; acting: dave; a Nomination awaiting a volunteer
Scorekeeper: vacant
Clerk of the Court: vacant
President: erin since 2001-01-01T00:00:00Z, term ends 2001-02-26T00:00:00Z
Changes since the nomic began:
  2001-01-01T00:00:00Z alice joins (Voting) -- join by the admin, event 3
  2001-01-01T00:00:00Z bob joins (Voting) -- join by the admin, event 4
  2001-01-01T00:00:00Z carol joins (Voting) -- join by the admin, event 5
  2001-01-01T00:00:00Z dave joins (Voting) -- join by the admin, event 6
  2001-01-01T00:00:00Z erin joins (Voting) -- join by the admin, event 7
  2001-01-01T00:00:00Z President: erin -- appoint by the admin, event 10
  2001-01-01T00:00:00Z Registrar: carol -- appoint by the admin, event 11
  2001-01-01T00:00:00Z frank joins (Voting) -- join by the admin, event 12
  2001-01-08T00:00:00Z erin: from Voting to Vacationing -- state by erin, event 23
  2001-01-11T00:00:00Z erin: from Vacationing to Voting -- state by erin, event 25
  2001-01-13T00:00:00Z Promoter: bob -- choose by erin, event 29
  2001-01-13T00:00:00Z Registrar: vacant (was carol) -- resign by carol, event 30
  2001-01-13T00:00:00Z gina joins (Voting) -- join by the admin, event 31
