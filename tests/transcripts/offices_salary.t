# A month of salaries (R401 (iv): from the Treasury at noon on the first
# Monday of each month; R403 (ii) the Standard Harfer Fee per Functional
# Office; R405 (iii) the Speaker's Fee plus A$10; R435 the Herald's Fee;
# R401.1 I an Acting Officer is not paid; R403 (iii) a Vacationing
# Functional Officer has vacated eir seat). 2001-01-01 is a Monday.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> param set offices.mode rules
offices.mode = rules (R401)

admin> appoint alice Speaker
alice is now Speaker

admin> appoint bob Promoter
bob is now Promoter

admin> appoint bob Registrar
bob is now Registrar

admin> office create Herald
office Herald created

admin> appoint carol Herald
carol is now Herald

admin> appoint dave President
dave is now President

# R401.1 I: an Acting Officer receives none of the Privileges (a salary).
dave> acting carol as Tabulator
carol now acts as Tabulator (R401.1 III)

> salaries
Speaker: A$35 monthly (R405 (iii)); alice; last paid for never
Promoter: A$25 monthly (R403 (ii)); bob; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); bob; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); vacant; last paid for never
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
Herald: A$25 monthly (R435); carol; last paid for never
next payday: 2001-01-01T12:00:00Z (R401 (iv))

# The first payday is noon on Monday 2001-01-01.
clock advance 12h
clock: alice is paid A$35 as Speaker for 2001-01 (R405 (iii), R401 (iv))
bob is paid A$25 as Promoter for 2001-01 (R403 (ii), R401 (iv))
bob is paid A$25 as Registrar for 2001-01 (R403 (ii), R401 (iv))
carol is paid A$25 as Herald for 2001-01 (R435, R401 (iv))
the time is now 2001-01-01T12:00:00Z

> balance alice
alice: 0 points, 935 A$

> balance bob
bob: 0 points, 950 A$

> balance carol
carol: 0 points, 925 A$

> balance dave
dave: 0 points, 900 A$

# R401 (iv): once a month: a second payment for January is refused.
admin> salary pay Promoter
error: the salary of Promoter for 2001-01 is already paid (R401 (iv))

> balance bob
bob: 0 points, 950 A$

# R403 (iii): bob goes on Vacation (until 2001-02-17, R250 V a); on the next
# payday (Monday 2001-02-05) his Functional Offices pay him nothing.
clock advance 19d12h
the time is now 2001-01-21T00:00:00Z

bob> state vacation
bob is Vacationing, expected for 28d (R250 V a)

clock advance 16d12h
clock: alice is paid A$35 as Speaker for 2001-02 (R405 (iii), R401 (iv))
carol is paid A$25 as Herald for 2001-02 (R435, R401 (iv))
the time is now 2001-02-06T12:00:00Z

> balance alice
alice: 0 points, 970 A$

> balance bob
bob: 0 points, 950 A$

> salaries
Speaker: A$35 monthly (R405 (iii)); alice; last paid for 2001-02
Promoter: A$25 monthly (R403 (ii)); bob; last paid for 2001-01
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); bob; last paid for 2001-01
Scorekeeper: A$25 monthly (R403 (ii)); vacant; last paid for never
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
Herald: A$25 monthly (R435); carol; last paid for 2001-02
next payday: 2001-03-05T12:00:00Z (R401 (iv))

# A rise of the Standard Harfer Fee moves every salary bound to it.
admin> param set fee.harfer 30
fee.harfer = 30 A$ (R505 IV)

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$40 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: alice since 2001-01-01T00:00:00Z

# R405 (iii): A$30 + A$10; bob, back from Vacation, is paid again.
bob> state return
bob is Voting

clock advance 28d
clock: the term of dave as President ends: e acts as President until the seat is filled (R401 (v) c)
clock: the Nomination for President has no volunteers: it continues until there is one (R402 (i) e)
clock: alice is paid A$40 as Speaker for 2001-03 (R405 (iii), R401 (iv))
bob is paid A$30 as Promoter for 2001-03 (R403 (ii), R401 (iv))
bob is paid A$30 as Registrar for 2001-03 (R403 (ii), R401 (iv))
carol is paid A$30 as Herald for 2001-03 (R435, R401 (iv))
the time is now 2001-03-06T12:00:00Z
