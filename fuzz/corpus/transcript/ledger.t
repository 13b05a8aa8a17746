# Currencies and transfers: Ackanomic R505 (Treasury), R506 (A$),
# R510 (no voluntary debt), R1250.3 II (Gamepoints).

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# R603: "It is possible for a Player to have a negative number of points."
> currencies
points: may be negative; not transferable; score;
A$: never negative; transferable; fixed supply;
Gamepoints: may be negative; not transferable;

alice> transfer 100 A$ to bob
alice gives 100 A$ to bob

# "to" may be left out; amounts are positive whole numbers.
alice> transfer 1 A$ bob
alice gives 1 A$ to bob

alice> transfer 0 A$ to bob
error: '0' is not a positive whole amount

alice> transfer -5 A$ to bob
error: '-5' is not a positive whole amount

alice> transfer 2.5 A$ to bob
error: '2.5' is not a positive whole amount

alice> transfer 5 doubloons to bob
error: no currency is named 'doubloons'

alice> transfer 5 A$ to carol
error: no player or entity is named 'carol'

alice> transfer 5 A$ to alice
error: alice cannot pay itself

# R510: no trade may put a Trading Entity's A$ below zero.
alice> transfer 800 A$ to bob
error: alice has only 799 A$

# Donations to the Treasury are accepted (R505 III).
alice> transfer 99 A$ to Treasury
alice gives 99 A$ to Treasury

> balance
Treasury: 0 points, 98299 A$
alice: 0 points, 700 A$
bob: 0 points, 1001 A$

# R506: A$ are never created or destroyed.
admin> mint 5 A$ to alice
error: A$ are never created or destroyed; move them instead (R506)

admin> move 50 A$ from Treasury to alice
50 A$ moved from Treasury to alice

# Points are a score, not a thing players trade.
admin> mint 10 points to alice
alice gains 10 points; now 10

alice> transfer 5 points to bob
error: points cannot be transferred by players

# R603: points may go below zero; A$ may not (R510).
admin> burn 11 points from alice
alice loses 11 points; now -1

admin> move 751 A$ from alice to Treasury
error: alice has only 750 A$

# R1250.3 II: Gamepoints may be negative.
admin> burn 3 Gamepoints from bob
bob loses 3 Gamepoints; now -3

> balance bob
bob: 0 points, 1001 A$, -3 Gamepoints

# Only the admin mints; a new currency needs the admin too.
alice> mint 5 points to alice
error: only the admin may do that

admin> currency create stones transferable
currency stones created

admin> currency create Stones
error: there is already a currency named 'Stones'

admin> currency create lumber heavy
error: 'heavy' is not a currency property (negative, transferable, fixed, score)

admin> mint 3 stones to bob
bob gains 3 stones; now 3

bob> transfer 1 stone to alice
bob gives 1 stones to alice

# R250 VI d: On Ice players never gain entities nor gain or lose points.
# (Here bob leaves; e never voted, so e is a Non-Player at once: R250 VI f.)
bob> leave
bob is now a Non-Player

admin> mint 1 points to bob
error: bob is not a player and holds nothing (R250 VII)

> balance Treasury
Treasury: 0 points, 99250 A$, 2 stones

@verify
