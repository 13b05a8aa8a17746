# Share my Expenses (Ackanomic R1240.6) and Share your income (R1240.7), on
# Valid Sums read from the Financier's ledger (R412 b; src/society/otzma/
# otzma_valid.c, otzma_share.c, docs/OTZMA.md): the use and its refusals
# (a sum more than half, R1240.6 ¶1, R1240.7 ¶1; R1240.1 E 8's three days),
# The Transfer on a Valid Sum and not on the sums ¶2 excludes, a Go Fish's
# Counter and each Counter-Action with its 10 percent rounded down.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# The cards, as an adopted proposal's effect would create them (R1240.1 ¶1).
admin> entity create otzma alice
an Otzma Card (#11) is created, owned by alice

admin> entity set 11 type share-my-expenses
an Otzma Card (#11): type is share-my-expenses

admin> entity create otzma carol
an Otzma Card (#12) is created, owned by carol

admin> entity set 12 type share-my-expenses
an Otzma Card (#12): type is share-my-expenses

admin> entity create otzma dave
an Otzma Card (#13) is created, owned by dave

admin> entity set 13 type go-fish
an Otzma Card (#13): type is go-fish

admin> entity create otzma dave
an Otzma Card (#14) is created, owned by dave

admin> entity set 14 type go-fish
an Otzma Card (#14): type is go-fish

admin> entity create otzma bob
an Otzma Card (#15) is created, owned by bob

admin> entity set 15 type go-fish
an Otzma Card (#15): type is go-fish

admin> entity create otzma alice
an Otzma Card (#16) is created, owned by alice

admin> entity set 16 type share-your-income
an Otzma Card (#16): type is share-your-income

admin> entity create otzma dave
an Otzma Card (#17) is created, owned by dave

admin> entity set 17 type share-your-income
an Otzma Card (#17): type is share-your-income

admin> entity create otzma erin
an Otzma Card (#18) is created, owned by erin

admin> entity set 18 type go-fish
an Otzma Card (#18): type is go-fish

admin> entity create otzma erin
an Otzma Card (#19) is created, owned by erin

admin> entity set 19 type share-your-income
an Otzma Card (#19): type is share-your-income

# R1240.6 ¶1: the amount named is positive, at most half what the player is
# about to pay, and another player is named.
alice> otzma use 11 bob 41 80
error: A$41 is more than half of the A$80 you are about to pay (R1240.6 ¶1)

alice> otzma use 11 bob 0 80
error: the amount named must be a positive integral amount of A$ (R1240.6 ¶1)

alice> otzma use 11 alice 10 80
error: name another player, not yourself (R1240.6 ¶1)

alice> otzma use 11 bob
error: `otzma use CARD PLAYER AMOUNT SUM`: the player to share, the A$ e pays, the Valid Sum you are about to pay (R1240.6 ¶1)

alice> otzma use 11 bob 40 80
alice uses the Otzma Card #11, a Share my Expenses (R1240.6) on bob; it is destroyed (R1240.1 E 2, 5)
The Transfer: when alice first pays a Valid Sum of at least A$80 by 2001-01-04T00:00:00Z, bob pays em A$40 (R1240.6 ¶1)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

# R1240.6 ¶2: not a Valid Sum: A$ alice gives (a voluntary act of the payer).
alice> transfer 100 A$ to carol
alice gives 100 A$ to carol

# Nor A$ alice pays in a trade (voluntary, though carol's acceptance settles it).
alice> trade offer to carol A$80 for A$1
offer 1: alice offers to carol: A$80 for A$1; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

carol> trade accept 1
trade 1 settled: alice gives A$80 to carol; carol gives A$1 to alice (R515 ¶4)

> balance bob
bob: 0 points, 900 A$

# A Valid Sum (the admin's move stands for a rule's effect: a fine, a fee the
# rules charge) but less than twice the amount named: no Transfer.
admin> move 79 A$ from alice to Treasury
79 A$ moved from alice to Treasury

> balance bob
bob: 0 points, 900 A$

# R1240.6 ¶1: the first Valid Sum of at least twice the amount within three
# days: The Transfer, bob pays alice A$40.
admin> move 80 A$ from alice to Treasury
80 A$ moved from alice to Treasury
The Transfer of the Share my Expenses #11: alice paid a Valid Sum, so bob pays alice A$40 of the A$40 named (R1240.6 ¶1)

> balance bob
bob: 0 points, 860 A$

# Only once.
admin> move 80 A$ from alice to Treasury
80 A$ moved from alice to Treasury

> balance bob
bob: 0 points, 860 A$

# R1240.1 E 9 a, R1240.2: a Go Fish Counters it; R1240.6 ¶3: The Transfer
# occurred, so alice pays bob the A$40 named plus 10 percent, A$44.
dave> otzma use 13 #11
dave uses the Otzma Card #13, a Go Fish (R1240.2) on #11; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Share my Expenses #11 is Countered (R1240.1 E 9 a)
the Counter-Action of the Share my Expenses #11: alice pays bob A$44 of the A$44 owed (R1240.6 ¶3, The Transfer occurred: the sum named plus 10 percent)

> balance bob
bob: 0 points, 904 A$

# R1240.1 E 8: dave used a card in the public forum less than three days ago.
carol> otzma use 12 bob 15 30
carol uses the Otzma Card #12, a Share my Expenses (R1240.6) on bob; it is destroyed (R1240.1 E 2, 5)
The Transfer: when carol first pays a Valid Sum of at least A$30 by 2001-01-04T00:00:00Z, bob pays em A$15 (R1240.6 ¶1)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)

dave> otzma use 14 #12
error: you used an Otzma Card in the public forum less than three days ago; wait until 2001-01-04T00:00:00Z (R1240.1 E 8)

# R1240.6 ¶3: Countered before The Transfer: carol pays bob 10 percent of A$15
# rounded down, A$1, and The Transfer never occurs.
bob> otzma use 15 #12
bob uses the Otzma Card #15, a Go Fish (R1240.2) on #12; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-04T00:00:00Z (R1240.1 E 9 a)
the Share my Expenses #12 is Countered (R1240.1 E 9 a)
the Counter-Action of the Share my Expenses #12: carol pays bob A$1 of the A$1 owed (R1240.6 ¶3, 10 percent of the sum named, rounded down; The Transfer shall never occur)

admin> move 30 A$ from carol to Treasury
30 A$ moved from carol to Treasury

> balance bob
bob: 0 points, 905 A$

# R1240.7: the Valid Sums bob received in the preceding three days: A$100 by
# the admin's move, A$60 given by carol (a receipt is Valid however given);
# not the A$500 of a Trinket's destruction (R1240.7 ¶2).
clock advance 3d
the time is now 2001-01-04T00:00:00Z

admin> move 100 A$ from Treasury to bob
100 A$ moved from Treasury to bob

carol> transfer 60 A$ to bob
carol gives 60 A$ to bob

bob> trinket compose "Teapot" 500 "a teapot"
you Compose A$500 into the Trinket "Teapot" (#20)

bob> trinket dissolve "Teapot"
you Dissolve the Trinket "Teapot" (#20): A$500

# R1240.7 ¶1: at most half of a Valid Sum received: A$51 is more than half of
# A$100, and the A$500 is not Valid.
alice> otzma use 16 bob 51
error: A$51 is not at most half of a Valid Sum bob received in the preceding three days (R1240.7 ¶1, ¶2; `ledger bob`)

alice> otzma use 16 bob 0
error: the amount named must be a positive integral amount of A$ (R1240.7 ¶1)

# The card is played on the earliest Valid Sum at least twice the amount (the
# A$100), and bob pays alice A$50 at once (it has a Counter-Action, E 9 a).
alice> otzma use 16 bob 50
alice uses the Otzma Card #16, a Share your income (R1240.7) on bob; it is destroyed (R1240.1 E 2, 5)
the card is played on the Valid Sum of A$100 bob received, which ceases to be one; bob pays alice A$50 of the A$50 named (R1240.7 ¶1)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)

> balance alice
alice: 0 points, 528 A$

# The A$100 was played upon and is no longer a Valid Sum (R1240.7 ¶2): A$50
# needs another of A$100 or more.
dave> otzma use 17 bob 50
error: A$50 is not at most half of a Valid Sum bob received in the preceding three days (R1240.7 ¶1, ¶2; `ledger bob`)

dave> otzma use 17 bob 30
dave uses the Otzma Card #17, a Share your income (R1240.7) on bob; it is destroyed (R1240.1 E 2, 5)
the card is played on the Valid Sum of A$60 bob received, which ceases to be one; bob pays dave A$30 of the A$30 named (R1240.7 ¶1)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)

# R1240.7 ¶2: alice's A$50 came from an Otzma Card: not a Valid Sum.
erin> otzma use 19 alice 10
error: A$10 is not at most half of a Valid Sum alice received in the preceding three days (R1240.7 ¶1, ¶2; `ledger alice`)

# R1240.7 ¶3: Countered, alice pays bob the A$50 named plus 10 percent, A$55.
erin> otzma use 18 #16
erin uses the Otzma Card #18, a Go Fish (R1240.2) on #16; it is destroyed (R1240.1 E 2, 5)
a Go Fish may Counter it until 2001-01-07T00:00:00Z (R1240.1 E 9 a)
the Share your income #16 is Countered (R1240.1 E 9 a)
the Counter-Action of the Share your income #16: alice pays bob A$55 of the A$55 owed (R1240.7 ¶3, the sum named plus 10 percent, rounded down)

> balance bob
bob: 0 points, 1040 A$

# Three days after receipt a sum is no longer Valid (R1240.7 ¶2).
clock advance 3d
the time is now 2001-01-07T00:00:00Z

erin> otzma use 19 bob 10
error: A$10 is not at most half of a Valid Sum bob received in the preceding three days (R1240.7 ¶1, ¶2; `ledger bob`)

# R1240.6 ¶1: The Transfer only on a Valid Sum paid "within the next three days".
admin> entity create otzma erin
an Otzma Card (#21) is created, owned by erin

admin> entity set 21 type share-my-expenses
an Otzma Card (#21): type is share-my-expenses

erin> otzma use 21 carol 10 20
erin uses the Otzma Card #21, a Share my Expenses (R1240.6) on carol; it is destroyed (R1240.1 E 2, 5)
The Transfer: when erin first pays a Valid Sum of at least A$20 by 2001-01-10T00:00:00Z, carol pays em A$10 (R1240.6 ¶1)
a Go Fish may Counter it until 2001-01-10T00:00:00Z (R1240.1 E 9 a)

clock advance 4d
the time is now 2001-01-11T00:00:00Z

admin> move 20 A$ from erin to Treasury
20 A$ moved from erin to Treasury

> balance carol
carol: 0 points, 988 A$
