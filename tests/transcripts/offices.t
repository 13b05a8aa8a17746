# Offices and their holders: Ackanomic R401; R250 VI a (On Ice players lose
# their offices); R405 (the Speaker draws random things, R230).

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

alice> appoint alice Speaker
error: only the admin may do that

admin> appoint alice Speaker
alice is now Speaker

admin> appoint alice as Speaker
error: alice already holds Speaker

admin> appoint bob as Registrar
bob is now Registrar

admin> appoint bob as "Clerk of the Court"
bob is now Clerk of the Court

admin> appoint dave as Speaker
error: no player is named 'dave'

admin> appoint bob as Pope
error: no office is named 'Pope'

admin> office create Pope
office Pope created

admin> office create pope
error: there is already an office named 'pope'

# R230, R405: the Speaker selects at random, only among active players
# (R250 II a); the draw is in the log for anyone to audit.
bob> random player
error: only the holder of that office may do that

carol> state vacation
carol is Vacationing, expected for 28d (R250 V a)

alice> random player
randomly selected: alice

alice> resign Registrar
error: you do not hold Registrar

alice> resign Speaker
alice no longer holds Speaker

admin> vacate Speaker
error: Speaker is already vacant

# R250 VI a: a player who goes On Ice is removed from all offices.
bob> leave
bob is now a Non-Player

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Pope: vacant

@verify
