# Forgeries (Ackanomic R506 ¶7, ¶8): a Natural Trinket (Composed by a
# player, R506 ¶5, ¶6) that contains the name of a player who held it
# before the Trinket was made, not its Operator's, and who has never
# owned it, is a forgery once a player points this out publicly
# (`forgery TRINKET`); it goes to the one current player it names, or to
# the Treasury, which Dissolves it (R505 III). "Contains" is R506 ¶8's:
# a phrase of as many words as the name that, stripped of conventional
# English endings, matches it as R348 says.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# R506 ¶5: alice Composes four Natural Trinkets.
alice> trinket compose "bob's Loophole" 10 "A loophole of bob's, or so alice says."
you Compose A$10 into the Trinket "bob's Loophole" (#11)

alice> trinket compose "Carol-esque Statue" 10 "A statue in carol's manner."
you Compose A$10 into the Trinket "Carol-esque Statue" (#12)

alice> trinket compose "alice's Own" 10 "Alice's, and she says so."
you Compose A$10 into the Trinket "alice's Own" (#13)

alice> trinket compose "The Dave and erin Band" 20 "A band."
you Compose A$20 into the Trinket "The Dave and erin Band" (#14)

# R506 ¶7, ¶8 (the rule's own example, "Malenkai's Loophole"): bob's
# name, held before it was made, not alice's, and bob never owned it:
# carol points it out. It names exactly one current player and no
# former one, so it goes to bob.
carol> forgery "bob's Loophole"
carol points out that the Trinket "bob's Loophole" (#11) is a forgery: it contains the name "bob", which bob held before it was made, and bob never owned it (R506 ¶7)
the Trinket "bob's Loophole" (#11) is transferred to bob (R506 ¶8: it contains the name of exactly one current player and no former player's)

> entities bob
3 entities owned by bob
Kaa of Land (#3)
Building "bob's House" (#4)
Trinket "bob's Loophole" (#11) (A$10)

# Bad input and what is no forgery, one error each, nothing changes.
# R506 ¶7 "the Trinket has not been owned at some time by each player
# whose name it contains": carol has owned her statue (a gift, R515 ¶4).
alice> trade offer to carol "Carol-esque Statue" for nothing
offer 1: alice offers to carol: the Trinket "Carol-esque Statue" (#12) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
trade 1 settled: alice gives the Trinket "Carol-esque Statue" (#12) to carol (R515 ¶4 a gift)

carol> trade offer to alice "Carol-esque Statue" for nothing
offer 2: carol offers to alice: the Trinket "Carol-esque Statue" (#12) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
trade 2 settled: carol gives the Trinket "Carol-esque Statue" (#12) to alice (R515 ¶4 a gift)

bob> forgery "Carol-esque Statue"
error: the Trinket "Carol-esque Statue" (#12) is no forgery: carol, whose name "carol" it contains, has owned it (R506 ¶7)

# "that name is not the name of a player who Operated to create the
# Trinket".
bob> forgery "alice's Own"
error: the Trinket "alice's Own" (#13) is no forgery: the name "alice" it contains is its Operator's (R506 ¶7)

# Artificial Trinkets (R506 ¶6: made by the rules; here the admin's
# `entity create` stands for such a rule) are never forgeries.
admin> entity create trinket alice "carol's Gift" 5
the Trinket "carol's Gift" (#15) is created, owned by alice

bob> forgery "carol's Gift"
error: the Trinket "carol's Gift" (#15) is Artificial, made by the rules: only a Natural Trinket is a forgery (R506 ¶6, ¶7)

bob> forgery "Nothing here"
error: no entity 'Nothing here' (`entities trinket` lists the Trinkets)

# "and the player had that name before the Trinket was created": frank
# joins after "Frankish Hat" is made.
alice> trinket compose "Frankish Hat" 5 "A hat."
you Compose A$5 into the Trinket "Frankish Hat" (#16)

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

bob> forgery "Frankish Hat"
error: the Trinket "Frankish Hat" (#16) is no forgery: frank came to hold the name "frank" only after it was made (R506 ¶7)

# R506 ¶8: "transferred to the Treasury, unless it contains the name of
# exactly one current player and no former players": "The Dave and erin
# Band" names two; and once erin has left the game (R254, R250 VI f: a
# Non-Player, a former player) it names a former player too. The
# Treasury Dissolves it (R505 III): its A$20 are created there, and the
# A$ and the Trinkets' values stay 100,000 together (R506 ¶3).
erin> leave
erin is now a Non-Player

> treasury
the Treasury holds A$95495 (R505 I)
A$ held in all: 99940; Trinkets' values: 60; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

bob> forgery "The Dave and erin Band"
bob points out that the Trinket "The Dave and erin Band" (#14) is a forgery: it contains the name "dave", which dave held before it was made, and dave never owned it (R506 ¶7)
the Trinket "The Dave and erin Band" (#14) is transferred to the Treasury (R506 ¶8: it contains the names of more than one player, or a former player's), which Dissolves it: A$20 (R505 III)

> treasury
the Treasury holds A$95515 (R505 I)
A$ held in all: 99960; Trinkets' values: 40; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

> entities trinket
5 entities of the kind Trinkets
Trinket "bob's Loophole" (#11) (A$10): bob
Trinket "Carol-esque Statue" (#12) (A$10): alice
Trinket "alice's Own" (#13) (A$10): alice
Trinket "carol's Gift" (#15) (A$5): alice
Trinket "Frankish Hat" (#16) (A$5): alice

# The log replays to the same state (nomic verify).
@verify
