# Substitutes and the Speaker's succession (rules mode): R401.1 IV (each
# office's Substitute, by default its Supervisor), R405 (iv) (the Clerk of
# the Court, the Speaker's), R413 (the Clerk of the Court is Acting Speaker
# when there is otherwise no Speaker or Acting Speaker) and R405 (ix) (else
# the holder of the first office, by its rule's number, held by an active
# player). `office info` shows who performs an office's duties.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> param set offices.mode rules
offices.mode = rules (R401)

# No office is held by an active player: nobody acts as Speaker (R405 (ix) b).
> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant

# R413: the Clerk of the Court is Acting Speaker when there is otherwise
# none; announced publicly with its clause.
admin> appoint carol "Clerk of the Court"
carol is now Clerk of the Court

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: carol (R401.1)

# R405 (ix) c: another office held does not displace an active Acting
# Speaker (R405 (ix) applies only when no active player acts).
admin> appoint bob Promoter
bob is now Promoter

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: carol (R401.1)

# R401.1 IV: a vacant office's duties fall to its Substitute (for a
# Functional Office the President, R403 (iv); vacant, so the Speaker's
# Acting Officer, carol).
> office info Registrar
Registrar (R409): Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: vacant
its duties: carol, through its Substitute, President (R401.1 IV)

# The Clerk leaves too (R250 VII): e no longer acts (R401.1 II); nobody is
# Speaker or Acting Speaker and no Clerk: R405 (ix): the Promoter (R406) is
# the first office held by an active player; bob acts as Speaker.
carol> leave
carol is now a Non-Player

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: bob (R401.1)

# An Acting Speaker on Vacation is not active: with another office held by
# an active player, its holder acts (R405 (ix)): dave, the Tabulator (R408).
bob> state vacation
bob is Vacationing, expected for 28d (R250 V a)

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: bob (R401.1)

admin> appoint dave Tabulator
dave is now Tabulator

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: vacant
acting: dave (R401.1)

# R401.1 II: a holder in the normal capacity ends the acting.
admin> appoint alice Speaker
alice is now Speaker

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: alice since 2001-01-01T00:00:00Z


# R401.1 IV ¶3: the Speaker supervises the Speaker (no other Supervisory
# named): in the day before eir Vacation e names its Acting Officer; only
# a holder who supervises the office may, and only a Voting player acts.
dave> handover erin as Speaker
error: only a holder of Speaker who is also its Supervisor (the Speaker) names its Acting Officer before a Vacation (R401.1 IV)

alice> handover bob as Speaker
error: only a Voting player may be an Acting Officer (R401.1 II)

alice> handover erin as Speaker
alice names erin to act as Speaker if e goes on Vacation within a day (R401.1 IV)

alice> state vacation
alice is Vacationing, expected for 28d (R250 V a)

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: alice since 2001-01-01T00:00:00Z
acting: erin (R401.1)

# R401.1 II: the Vacationing Officer active again, the acting ends.
clock advance 3d
clock: alice is paid A$35 as Speaker for 2001-01 (R405 (iii), R401 (iv))
dave is paid A$25 as Tabulator for 2001-01 (R403 (ii), R401 (iv))
clock: the Nomination for Clerk of the Court has no volunteers: it continues until there is one (R402 (i) e)
the time is now 2001-01-04T00:00:00Z

alice> state return
alice is Voting

> office info Speaker
Speaker (R405): Political, 1 seat, no term, salary A$35 monthly (R405 (iii)); filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
holder: alice since 2001-01-01T00:00:00Z
