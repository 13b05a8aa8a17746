# The catalogue follows the ruleset as amended (R401 (i): "When an office
# ceases to be defined as an office by any rule, the player who held the
# office is removed from the office and that office is destroyed"): an
# office whose rule is repealed loses its holder and any open Nomination,
# and the rules run it no more (no Nomination, no salary, not in `office
# catalogue`); announced in the event that repealed its rule.
@include three_players.inc

admin> param set offices.mode rules
offices.mode = rules (R401)

admin> office create Herald
office Herald created

admin> appoint bob Herald
bob is now Herald

admin> office create "Poet Laureate"
office Poet Laureate created

alice> nomination open "Poet Laureate"
a Nomination for Poet Laureate begins (asked for by a player), until 2001-01-04T00:00:00Z: volunteer with `volunteer Poet Laureate` (R402 (i) a)

> salaries
Speaker: A$35 monthly (R405 (iii)); vacant; last paid for never
Promoter: A$25 monthly (R403 (ii)); vacant; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); vacant; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); vacant; last paid for never
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
Herald: A$25 monthly (R435); bob; last paid for never
next payday: 2001-01-01T12:00:00Z (R401 (iv))

# R435 (the Herald) and R424 (the Poet Laureate) repealed: bob is removed
# and the Nomination is void; no Nomination follows the vacancy.
admin> rule repeal 435
Rule 435 repealed

admin> rule repeal 424
Rule 424 repealed

> office info Herald
Herald: vacant; no rule in force defines it: Rule 435 was repealed by the admin (R401 (i))

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Herald: vacant
Poet Laureate: vacant

> nominations
no Nomination or Election is open (R402)

# No Nomination, no salary, no catalogue entry (R401 (i)).
alice> nomination open Herald
error: no rule in force defines Herald: it has no Nomination (R401 (i), R402)

carol> volunteer "Poet Laureate"
error: no Nomination for Poet Laureate is taking volunteers (R402 (i) c)

> salaries
Speaker: A$35 monthly (R405 (iii)); vacant; last paid for never
Promoter: A$25 monthly (R403 (ii)); vacant; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); vacant; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); vacant; last paid for never
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
next payday: 2001-01-01T12:00:00Z (R401 (iv))

> office catalogue
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Promoter (R406): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Web-Harfer (R407): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Rule-Harfer (R407.1): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Tabulator (R408): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Count Tabula (R408.1): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Registrar (R409): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Scorekeeper (R410): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Financier (R412): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Clerk of the Court (R413): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
President (R414): Political, 1 seat, term 8 weeks (R414), no salary; filled by Election (R402 (ii))
Justice (R416): Political, a variable number of seats, no term, no salary; filled as its rule says
Ambassador (R419.1): Political, 1 seat, no term, no salary; filled by Election (R402 (ii))
Historian (R420): optional Political, 1 seat, no term, minimum term 360 days (R420), no salary; filled by Election (R402 (ii))
Common Sense, Redundancy, and Redundancy (R421.1): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Postmaster (R422): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Map-Harfer (R423): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Org-Harfer (R427): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Trinket-Harfer (R428): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Treasure-Harfer (R429): optional Functional, 1 seat, no term, an Automatic Sculpture monthly (R429); filled by the President's choice (R403 (vi), R414 (ii) a)
Spelling Exchequer (R430): optional Political, 1 seat, no term, no salary; filled by Election (R402 (ii))
Illuminatus (R431): optional Political, 1 seat, no term, no salary; filled by Election (R402 (ii))
Scaremonger (R432): optional Political, 1 seat, no term, no salary; filled by Election (R402 (ii))
General Contractor (R433): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Dungeon Master (R441): optional Political, 1 seat, no term, salary A$25 monthly (R441); filled by Election (R402 (ii))
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Chess-Umpire (R1230.2): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Customs Officer (R501): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)

# The office stays destroyed through later changes of the ruleset: one
# appointed to it by the admin is not removed again when another rule is
# repealed (R401 (i) happens once).
admin> appoint carol Herald
carol is now Herald

admin> rule repeal 420
Rule 420 repealed

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Herald: carol
Poet Laureate: vacant
