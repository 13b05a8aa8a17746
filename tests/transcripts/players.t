# Joining, Newbies, leaving and rejoining.
# Ackanomic R250 (Players and Player States), R252 (Joining), R254 (Leaving).

# R252 I: a new player is Voting unless e asks to be Non-Voting.
# R252 II 2: the new player is paid A$900 from the Treasury.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob non-voting
welcome, bob (Non-Voting); A$900 from the Treasury

# R252 I: Voting or Non-Voting are the only choices.
admin> join carol vacation
error: a new player is voting or non-voting (R252 I)

# R500.1: a name already taken is illegal; names compare without case.
admin> join ALICE
error: cannot join as 'ALICE': that name is already the name of an entity (R500.1)

# R506: the A$ paid out came from the Treasury's 100,000.
> balance Treasury
Treasury: 0 points, 98200 A$

# R250 II d: a Newbie is a player whose AckaAge is less than 21 days.
> players
alice: Voting, Newbie
bob: Non-Voting, Newbie

clock advance 20d
the time is now 2001-01-21T00:00:00Z

> players
alice: Voting, Newbie
bob: Non-Voting, Newbie

clock advance 1d
the time is now 2001-01-22T00:00:00Z

> players
alice: Voting
bob: Non-Voting

# R254: a player who leaves goes On Ice; R250 VI f: one who never voted
# then becomes a Non-Player; R250 VII b: eir tradeable entities (A$) go to
# the Treasury.
bob> leave
bob is now a Non-Player

> balance Treasury
Treasury: 0 points, 99100 A$

> players
alice: Voting

# R250 I: Non-Players are not entities and own nothing.
alice> transfer 5 A$ to bob
error: bob is not a player and holds nothing (R250 VII)

# R250 I: whoever rejoins is the same player as before; the A$900 of
# R252 II is for new players only (docs/RULINGS.md).
bob> join bob
welcome back, bob (Voting)

> balance bob
bob: 0 points

# Someone else cannot claim bob's name or rejoin for em.
admin> join bob
error: cannot join as 'bob': that name is already the name of an entity (R500.1)

alice> join bob
error: you are alice; rejoin under your own name

alice> join alice
error: alice is already a player

# R250 II b: an absent player may not act, but may change state.
alice> state vacation
alice is Vacationing, expected for 28d (R250 V a)

alice> transfer 5 A$ to bob
error: absent players may only leave, change state or post (R250 II b)

alice> roll 1d6
error: absent players may only leave, change state or post (R250 II b)

@verify
