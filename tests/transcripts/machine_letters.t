# The Magic Letters (Ackanomic R1209 VII; src/econ/machine/machine_letter.c):
# a round opens at the *ping* that makes six (here two:
# `machine.letter_pings`) this term and since the last considered letter;
# any active player but the Scholar and the last whose letter was
# considered names a letter not yet considered with at least its Premium
# (A$25 a common vowel, A$15 a common consonant, A$5 another) and no more
# than e has; after 12 hours the Scholar considers the one with the most
# A$, or, if none was named within them, the first named after; the truth
# is reposted with the considered letters shown, and the sum forfeited.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> machine create
the Machine That Goes *ping* is now in alice's Home: alice is the Scholar of *ping* (R1209 I: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

alice> machine truth "is Wednesday or Thursday"
the Machine manifests in your dreams and utters its truth (hidden: yours alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "IF AND ONLY IF today ** ********* ** ********, THEN the Machine That Goes *ping* shall go *ping*."; it goes *ping* from tomorrow (R1209 IV)

admin> param set machine.letter_pings 2
machine.letter_pings = 2 (R1209 VII)

bob> machine letter e 25
error: no round of letter naming is open: the Machine must have gone *ping* at least 2 times this term and since the last considered Magic Letter (R1209 VII)

admin> clock advance 1d
the time is now 2001-01-02T00:00:00Z

alice> machine ping
alice: "Today is Tuesday, the 2nd day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 1 times." (R1209 IV)

admin> clock advance 1d
the time is now 2001-01-03T00:00:00Z

# The second *ping* opens a round.
alice> machine ping
alice: "Today is Wednesday, the 3rd day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 2 times." (R1209 IV)
a round of Magic Letter naming opens: any active player but the Scholar may name a letter not yet considered with `machine letter L AMOUNT` (R1209 VII)

alice> machine letter e 25
error: the Scholar and the most recent player whose Magic Letter was considered may not name one (R1209 VII)

bob> machine letter z 4
error: the sum must be at least the Magic Letter Premium for 'z', A$5 (R1209 VII)

bob> machine letter e 24
error: the sum must be at least the Magic Letter Premium for 'e', A$25 (R1209 VII)

bob> machine letter x 5000
error: the sum may be no more than you have (R1209 VII)

bob> machine letter ee 25
error: name one letter of the alphabet (R1209 VII)

bob> machine letter s 20
bob names 's' the Magic Letter with A$20 (R1209 VII); at 2001-01-03T12:00:00Z the Scholar considers the one named by then with the most A$

carol> machine letter e 30
carol names 'e' the Magic Letter with A$30 (R1209 VII); at 2001-01-03T12:00:00Z the Scholar considers the one named by then with the most A$

bob> machine consider
error: only the Scholar of *ping* considers a Magic Letter (R1209 VII)

alice> machine consider
error: the Scholar considers once 12 hours have passed since the *ping* that began the round (R1209 VII)

admin> clock advance 12h
the time is now 2001-01-03T12:00:00Z

dave> machine letter r 15
error: this round's letters are named: the Scholar considers among them (R1209 VII)

# The most A$ within the 12 hours: carol's 'e'; she forfeits A$30.
alice> machine consider
alice, Scholar of *ping*, considers 'e', named by carol, who forfeits A$30 (R1209 VII); the Machine's truth, reposted: "IF AND ONLY IF today ** *e**e**** ** ********, THEN the Machine That Goes *ping* shall go *ping*."

bob> balance
Treasury: 0 points, 96430 A$
alice: 0 points, 900 A$
bob: 0 points, 900 A$
carol: 0 points, 870 A$
dave: 0 points, 900 A$

# carol's letter was the last considered; 'e' is considered already.
carol> machine letter s 15
error: the Scholar and the most recent player whose Magic Letter was considered may not name one (R1209 VII)

dave> machine letter e 25
error: no round of letter naming is open: the Machine must have gone *ping* at least 2 times this term and since the last considered Magic Letter (R1209 VII)

dave> machine letter s 15
error: no round of letter naming is open: the Machine must have gone *ping* at least 2 times this term and since the last considered Magic Letter (R1209 VII)

admin> clock advance 12h
the time is now 2001-01-04T00:00:00Z

alice> machine ping
alice: "Today is Thursday, the 4th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 3 times." (R1209 IV)

admin> clock advance 1d
the time is now 2001-01-05T00:00:00Z

alice> machine ping
alice: "Today is Friday, the 5th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 4 times." (R1209 IV)
a round of Magic Letter naming opens: any active player but the Scholar and the last whose letter was considered may name a letter not yet considered with `machine letter L AMOUNT` (R1209 VII)

# No letter within 12 hours: the first named after is considered.
admin> clock advance 13h
the time is now 2001-01-05T13:00:00Z

dave> machine letter s 15
dave names 's' the Magic Letter with A$15, the first named in this round (R1209 VII): the Scholar considers it

bob> machine letter d 15
error: this round's letters are named: the Scholar considers among them (R1209 VII)

alice> machine consider
alice, Scholar of *ping*, considers 's', named by dave, who forfeits A$15 (R1209 VII); the Machine's truth, reposted: "IF AND ONLY IF today *s *e**es*** ** ****s***, THEN the Machine That Goes *ping* shall go *ping*."

# A tie for the most A$: the Scholar decides which to consider.
admin> clock advance 11h
the time is now 2001-01-06T00:00:00Z

alice> machine ping
alice: "Today is Saturday, the 6th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 5 times." (R1209 IV)

admin> clock advance 1d
the time is now 2001-01-07T00:00:00Z

alice> machine ping
alice: "Today is Sunday, the 7th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 6 times." (R1209 IV)
a round of Magic Letter naming opens: any active player but the Scholar and the last whose letter was considered may name a letter not yet considered with `machine letter L AMOUNT` (R1209 VII)

bob> machine letter d 15
bob names 'd' the Magic Letter with A$15 (R1209 VII); at 2001-01-07T12:00:00Z the Scholar considers the one named by then with the most A$

carol> machine letter t 15
carol names 't' the Magic Letter with A$15 (R1209 VII); at 2001-01-07T12:00:00Z the Scholar considers the one named by then with the most A$

admin> clock advance 12h
the time is now 2001-01-07T12:00:00Z

alice> machine consider
error: 2 letters hold the most A$ (A$15): name the player whose letter you consider: `machine consider PLAYER` (R1209 VII)

alice> machine consider dave
error: 2 letters hold the most A$ (A$15): name the player whose letter you consider: `machine consider PLAYER` (R1209 VII)

alice> machine consider carol
alice, Scholar of *ping*, considers 't', named by carol, who forfeits A$15 (R1209 VII); the Machine's truth, reposted: "IF AND ONLY IF today *s *e**es*** ** T***s***, THEN the Machine That Goes *ping* shall go *ping*."

bob> machine
the Machine That Goes *ping* (#9) is in alice's Home: alice is the Scholar of *ping* since 2001-01-01T00:00:00Z (term 1; R1209 II)
the Machine's truth, disguised (R1209 III, VII): "IF AND ONLY IF today *s *e**es*** ** T***s***, THEN the Machine That Goes *ping* shall go *ping*."
*pings* this term: 6 (R1209 IV); Magic Letters: est (R1209 VII)

@verify
