# Joining the game (Ackanomic R252 I): "A Non-Player wishing to join the
# game shall notify the Registrar ... Upon ... the Registrar being satisfied
# that it is legal, the Registrar shall post a public message announcing the
# new player". join.mode is approval by default: someone not signed in asks,
# and the Registrar (the admin while the office is vacant) admits.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# R252's numbers: I's, and II 4's Sponsor's Trinkets (src/econ, level 2).
> params 252
join.mode = approval (R252 I; one of open, invitation, approval): how someone not signed in joins: at once, with a code, or by the Registrar's approval
join.grant = 900 A$ (R252 I; 0 to 100000 A$): A$ a new player receives from the Treasury
trinkets.sponsor = 1 (R252 II 4; 0 to 1): 1 (nomics begun at level 2): naming a Sponsor gives the new player and the Sponsor their Trinkets; 0 (nomics begun before, so that they replay unchanged): none
trinkets.sponsor_value = 10 A$ (R252 II 4; 1 to 100000 A$): the value of each of the Sponsor's Trinkets
land.homes = 1 (R252 II 1; 0 to 1): 1 (nomics begun at level 4): each new player is granted the free Kaa nearest The Lonely Mountain and a Small building "NAME's House" upon it, eir Home; 0 (nomics begun before, so that they replay unchanged): nothing

# Someone not signed in asks; nothing is paid yet (R252 II waits for it).
> join carol non-voting
carol asks to join (Non-Voting); the Registrar admits or refuses (R252 I). Keep the token below: it works once you are admitted

> applications
carol (Non-Voting), since 2001-01-01T00:00:00Z

> balance Treasury
Treasury: 0 points, 98200 A$

# The name is held while e waits; a legal name is still checked (R251).
> join carol
error: cannot join as 'carol': someone has asked to join under that name (R252 I)

> join 12
error: cannot join as '12': a name needs a character that is not a digit (R251)

# An applicant is not a player until admitted.
carol> transfer 1 A$ to alice
error: only active players may do that (R250 II a)

# The Registrar decides (R252 I); while the office is vacant, the admin.
alice> admit carol
error: only the holder of that office may do that

admin> appoint bob Registrar
bob is now Registrar

bob> admit carol
the Registrar admits carol (R252 I): welcome, carol (Non-Voting); A$900 from the Treasury

> players
alice: Voting, Newbie
bob: Voting, Newbie
carol: Non-Voting, Newbie

> join dave
dave asks to join (Voting); the Registrar admits or refuses (R252 I). Keep the token below: it works once you are admitted

bob> refuse dave
the Registrar is not satisfied: dave does not join (R252 I)

> applications
nobody is waiting to join

# A former player rejoins as before (R250 I: the same player).
carol> leave
carol is now a Non-Player

carol> join carol
welcome back, carol (Voting)

# Open: anyone with a legal name joins at once (join.mode, R252 I).
admin> param set join.mode open
join.mode = open (R252 I)

> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> param set join.mode closed
error: join.mode is one of open, invitation, approval (R252 I)

@verify
