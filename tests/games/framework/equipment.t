# General Equipment (R1250.3 - R1250.6).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

# R1250.3 I: the Ackanomic Magic Dice, in its own request format. The
# roll is public and its draws are in the log, so replay reproduces it.
alice> dice #S 20 #D 1 #R 1 #L 1 #T "Acka: Hit determination" #C "I am using the dice server roll a d20 to see if I hit"
AMD: Acka: Hit determination
I am using the dice server roll a d20 to see if I hit
1 roll of 1d20:
19

alice> dice #S 6 #D 3 #R 4 #L 2
AMD: roll
4 rolls of 3d6:
4+2+4=10 2+1+6=9
2+5+1=8 5+5+3=13

alice> dice #S 6 #R 25 #L 10 #P bob #P carol
AMD: roll
for bob carol (and everyone: rolls are public)
25 rolls of 1d6:
4 6 6 1 5 3 6 4 4 3
2 6 6 4 3 3 3 1 2 5
3 6 3 1 1

# The limits: 2 to 1000 sides, 1 to 1000 dice and rolls, 20 a line,
# and (ruling) at most 1000 dice in one request.
alice> dice #S 1
error: #S takes a whole number from 2 to 1000 (R1250.3 I)

alice> dice #S 1001
error: #S takes a whole number from 2 to 1000 (R1250.3 I)

alice> dice #S 6 #D 0
error: #D takes a whole number from 1 to 1000 (R1250.3 I)

alice> dice #S 6 #R 1001
error: #R takes a whole number from 1 to 1000 (R1250.3 I)

alice> dice #S 6 #L 21
error: #L takes a whole number from 1 to 20 (R1250.3 I)

alice> dice #S 6 #D 100 #R 11
error: #D times #R is 1100; at most 1000 dice per request (R1250.3 I)

alice> dice #D 2
error: say how many sides with #S (2 to 1000)

alice> dice #X 2
error: '#X' is not an AMD field (#S #D #R #L #T #C #P)

alice> dice #S
error: usage: dice #S SIDES [#D DICE] [#R ROLLS] [#L PER-LINE] [#T TITLE] [#C COMMENT]...

# Only players roll.
> dice #S 6
error: only active players may do that (R250 II a)

# R1250.3 III c: the Official Dictionary, a word list (here the test
# list words.txt; in service Debian's wamerican). Only lower-case words
# count: proper nouns and possessives are not words (ruling).
> dict crane
'crane' is in the Official Dictionary

> dict CRANE
'CRANE' is in the Official Dictionary

> dict crain
'crain' is not in the Official Dictionary

> dict aaron
'aaron' is not in the Official Dictionary

> dict containing ra
6 words contain 'ra', the first being 'crane'

> dict containing qqq
0 words contain 'qqq'

# R1250.5: the Standard Deck, Jokers optional; R1250.6: the Eleusis Deck
# with its four indistinguishable Wild cards.
> deck standard
Standard Deck, 54 cards (2 optional):
AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H
AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D
AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C
?1 ?2

> deck eleusis
Eleusis Deck, 124 cards (4 optional):
S! N! M! K! P! 10! 9! 8! 7! 6! 5! 4! 3! 2! A!
S@ N@ M@ K@ P@ 10@ 9@ 8@ 7@ 6@ 5@ 4@ 3@ 2@ A@
S# N# M# K# P# 10# 9# 8# 7# 6# 5# 4# 3# 2# A#
S$ N$ M$ K$ P$ 10$ 9$ 8$ 7$ 6$ 5$ 4$ 3$ 2$ A$
S% N% M% K% P% 10% 9% 8% 7% 6% 5% 4% 3% 2% A%
S^ N^ M^ K^ P^ 10^ 9^ 8^ 7^ 6^ 5^ 4^ 3^ 2^ A^
S& N& M& K& P& 10& 9& 8& 7& 6& 5& 4& 3& 2& A&
S* N* M* K* P* 10* 9* 8* 7* 6* 5* 4* 3* 2* A*
W W W W

> deck tarot
error: the decks are 'standard' (R1250.5) and 'eleusis' (R1250.6)

@verify

