# Mentors (Ackanomic R253; R252 II 3, R250 II g, R250 IV c): the pool, the
# Registrar's selection, the Standard Harfer Fee, acceptance within a day,
# the end of a mentorship. Draws: R230 I, fixed by the runner's seed.

@include three_players.inc

admin> appoint alice as Registrar
alice is now Registrar

# R401 (iv): the Registrar's salary, at noon on the first Monday.
clock advance 21d
clock: alice is paid A$25 as Registrar for 2001-01 (R403 (ii), R401 (iv))
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

# R253 ¶2: any active player may place emself in the pool or leave it.
bob> mentor join
you are in the Mentor pool (R253)

bob> mentor join
error: you are already in the Mentor pool

carol> mentor leave
error: you are not in the Mentor pool

> mentors
the Mentor pool (R253): bob

# R252 II 3: a new player awaits the Registrar's selection of a Mentor.
admin> join dave
welcome, dave (Voting); A$900 from the Treasury

> mentors
the Mentor pool (R253): bob
dave awaits the Registrar's selection of a Mentor (R252 II 3)

bob> mentor assign dave
error: only the holder of that office may do that

# Drawn from the pool, bob volunteers: e serves at once and receives the
# Standard Harfer Fee from the Treasury immediately (R252 II 3).
alice> mentor assign dave
bob is selected as dave's Mentor; bob receives A$25 (R252 II 3)

> balance bob
bob: 0 points, 925 A$

> mentors
the Mentor pool (R253): bob (serving)
dave's Mentor: bob

# R253 ¶2: while serving, bob is not in the pool: the next draw is from the
# general population, a non-volunteer who must accept within a day (¶3).
admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> mentor assign erin
carol is selected as erin's Mentor; e must accept by 2001-01-23T00:00:00Z (R253)

> mentors
the Mentor pool (R253): bob (serving)
dave's Mentor: bob
erin's Mentor: carol (selected, not yet accepted: R253 ¶3)

clock advance 1d
clock: carol did not accept in time (R253)
the time is now 2001-01-23T00:00:00Z

> mentors
the Mentor pool (R253): bob (serving)
dave's Mentor: bob
erin awaits the Registrar's selection of a Mentor (R252 II 3)

# The Registrar names dave: e accepts, and receives the Fee then.
alice> mentor assign erin dave
dave is selected as erin's Mentor; e must accept by 2001-01-24T00:00:00Z (R253)

dave> mentor accept
you accept the mentorship of erin (R253); dave receives A$25 (R252 II 3)

> balance dave
dave: 0 points, 925 A$

# R253 ¶6: the new player may decline further services.
erin> mentor dismiss
you decline further services of a Mentor (R253)

> mentors
the Mentor pool (R253): bob (serving)
dave's Mentor: bob

# R250 IV c: becoming Non-Voting removes a player from the pool.
carol> mentor join
you are in the Mentor pool (R253)

carol> state non-voting
carol is Non-Voting

> mentors
the Mentor pool (R253): bob (serving)
dave's Mentor: bob

# R253 ¶6: the mentorship ends when the player is no longer a Newbie
# (R250 II d: 21 days); bob is back in the pool.
clock advance 21d
clock: alice is paid A$25 as Registrar for 2001-02 (R403 (ii), R401 (iv))
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-02-13T00:00:00Z

> mentors
the Mentor pool (R253): bob

# Refusals: one clear error each, nothing changed.
admin> join frank
welcome, frank (Voting); A$900 from the Treasury

alice> mentor assign frank frank
error: frank may not be selected: a player cannot be eir own Mentor

alice> mentor assign zed
error: no player named 'zed'

alice> mentor assign bob
error: bob awaits no selection of a Mentor (R252 II 3, R250 II g)

alice> mentor request
error: only a Newbie may ask for a Mentor (R250 II g)

frank> mentor request
error: you already have a Mentor, or one is being selected (R253)

bob> mentor decline
error: you have not been selected as anyone's Mentor (R253)

bob> mentor accept
error: you have not been selected as anyone's Mentor (R253)

alice> mentor dismiss
error: you have no Mentor (R253)

bob> mentor leave
you are no longer in the Mentor pool (R253)

bob> mentor leave
error: you are not in the Mentor pool

# With bob gone from the pool, a draw is from the active players (R253 ¶2).
alice> mentor assign frank
carol is selected as frank's Mentor; e must accept by 2001-02-14T00:00:00Z (R253)

> mentors
the Mentor pool is empty (R253)
frank's Mentor: carol (selected, not yet accepted: R253 ¶3)


# R252 I, II 3: a new player's Sponsor is the first choice of Mentor.
admin> join gina
welcome, gina (Voting); A$900 from the Treasury

gina> sponsor zed
error: no player named 'zed'

gina> sponsor gina
error: a Sponsor is a current active player other than you (R252 I)

# From behaviour level 2 (trinkets.sponsor, src/econ): R252 II 4, the
# Sponsor's Trinkets, each A$10 of the Treasury's (R506 ¶6).
gina> sponsor alice
your Sponsor is alice (R252 I)
gina receives the Trinket "Sponsored by alice #2" (#15, A$10): "I joined the madness on 2001-02-13 at the urging of alice" (R252 II 4)
alice receives the Trinket "gina is all my fault" (#16, A$10): "On 2001-02-13, I encouraged gina to join." (R252 II 4)

gina> sponsor carol
error: you have already named alice as your Sponsor

bob> sponsor alice
error: only a new player whose Mentor is not yet selected may name a Sponsor (R252 I, II 3)

frank> sponsor alice
error: only a new player whose Mentor is not yet selected may name a Sponsor (R252 I, II 3)

> mentors
the Mentor pool is empty (R253)
frank's Mentor: carol (selected, not yet accepted: R253 ¶3)
gina awaits the Registrar's selection of a Mentor (R252 II 3); Sponsor: alice

alice> mentor assign gina
alice is selected as gina's Mentor; e must accept by 2001-02-14T00:00:00Z (R253)

alice> mentor accept
you accept the mentorship of gina (R253); alice receives A$25 (R252 II 3)

# R250 II g: a Newbie who declined eir Mentor's services asks for another;
# a Mentor so selected receives no Standard Harfer Fee (R252 II 3 pays
# only a new player's), and that origin survives a checkpoint.
gina> mentor dismiss
you decline further services of a Mentor (R253)

gina> mentor request
you ask the Registrar to select a Mentor for you (R250 II g)

> mentors
the Mentor pool is empty (R253)
frank's Mentor: carol (selected, not yet accepted: R253 ¶3)
gina awaits the Registrar's selection of a Mentor (R250 II g)

alice> mentor assign gina dave
dave is selected as gina's Mentor; e must accept by 2001-02-14T00:00:00Z (R253)

dave> mentor accept
you accept the mentorship of gina (R253)

> mentors
the Mentor pool is empty (R253)
frank's Mentor: carol (selected, not yet accepted: R253 ¶3)
gina's Mentor: dave
