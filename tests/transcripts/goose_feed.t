# The Goose is fed on payday (R620 ¶3: "when salaries are paid", the
# holder pays the Standard Harfer Fee, R505 IV): the offices' payday
# (R401 (iv), src/gov/offices/salary.c) tells the cycle's Goose
# (src/gov/cycle/goose.c) through the "salaries" event. Payday runs only
# when the offices run by the rules (offices.mode, docs/OFFICES.md).

@include cfj_setup.inc

admin> param set offices.mode rules
offices.mode = rules (R401)

# R620 1: a Winning Condition CFJ judged neither TRUE nor UNDECIDED hands
# the Goose to its author.
alice> cfj win 603 "I think so"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: erin (R211, R212)

erin> cfj judge 1 FALSE
CFJ 1: erin judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

> goose
the Chartreuse Goose: held by alice since 2001-01-22T00:00:00Z (R620)

# R401 (iv): salaries are paid at noon on the first Monday of the month,
# once someone holds a salaried seat (a payday with no salary to pay is
# no payday: docs/RULINGS.md, Offices).
admin> appoint carol Registrar
carol is now Registrar

> salaries
Speaker: A$35 monthly (R405 (iii)); vacant; last paid for never
Promoter: A$25 monthly (R403 (ii)); vacant; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); carol; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); vacant; last paid for never
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
next payday: 2001-02-05T12:00:00Z (R401 (iv))

# R620 ¶3: on payday alice feeds the Goose the Standard Harfer Fee.
admin> clock set 2001-02-05T12:00Z
clock: CFJ 1's verdict FALSE is final: nobody appealed within the time (R217 I)
clock: carol is paid A$25 as Registrar for 2001-02 (R403 (ii), R401 (iv))
alice feeds the Chartreuse Goose: A$25, the Standard Harfer Fee (R620)
the time is now 2001-02-05T12:00:00Z

> balance alice
alice: 0 points, 875 A$
