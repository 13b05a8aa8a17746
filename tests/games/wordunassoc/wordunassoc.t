# Word Un-association (Ackanomic R1250.19/5): a whole game from the rule
# text. The server numbers the players, keeps the Linker's rotation, the
# deadlines and their defaults, collects the link words in secret and
# counts; the referee (erin) picks the first word from the Official
# Dictionary (here tests/games/wordunassoc/words.txt) and judges the links,
# asked privately in eir inbox. Six players in the nomic: at most five in a
# game (R1250.19 II: the active players less one).
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

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

# IV ¶5: the game can end once someone has min(5N, 30) Gamepoints; a
# shorter game for the transcript (the parameter is the rule's 30).
admin> param set wordunassoc.target_max 6 R1250.19
wordunassoc.target_max = 6 Gamepoints (R1250.19 IV)

# II: one referee; R1250.1 VI a: e opens and starts it.
erin> game new wordunassoc
game 1 (Word Un-association, R1250.19) is open; referee erin

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# III: the players are numbered 1..N at random; IV ¶2: player 1 is the
# first Linker; IV ¶3: the referee picks a word from the OD.
erin> game start 1
game 1 (Word Un-association, R1250.19) starts; players alice, bob, carol; referee erin
game 1: the players' numbers are 1 bob, 2 alice, 3 carol (R1250.19 III); bob is the Linker of round 1 (R1250.19 IV); the referee picks the original word from the Official Dictionary (R1250.19 IV)

erin> inbox
2001-01-01T00:00:00Z game 1 (R1250.19): game 1 (Word Un-association): pick the original word from the Official Dictionary, fairly common but not too simple: `play 1 word WORD` (R1250.19 IV)


# IV ¶3: before the word, the Linker has nothing to post; only the referee
# picks, and only a word of the Official Dictionary.
bob> play 1 uh eye
error: the round is not at that step: now the referee picks the original word (R1250.19 IV)

alice> play 1 word school
error: usage: play 1 uh WORD | link WORD (players); word WORD | accept [WORD...] | reject WORD... | disallow (the referee)

erin> play 1 word zzqx
error: zzqx is not in the Official Dictionary: the referee picks the original word from it (R1250.19 IV)

erin> play 1 word two words
error: usage: play 1 word WORD | accept [WORD...] | reject WORD... | disallow (the referee, R1250.19 IV)

erin> play 1 word school
the referee picks the original word of game 1: "school" (R1250.19 IV); round 1: bob (player 1) is the Linker; the original word is "school"; e posts an uh? word within 3 days (R1250.19 IV)

# IV ¶3: only the Linker posts the uh? word; not the original word itself.
alice> play 1 uh eye
error: only this round's Linker does that (R1250.19 IV)

bob> play 1 uh school
error: that is the original word or the uh? word itself, not a link (R1250.19 IV)

bob> play 1 uh e-ye
error: a word is one word of letters a-z (ruling, R1250.19 IV)

erin> play 1 link pupil
error: usage: play 1 word WORD | accept [WORD...] | reject WORD... | disallow (the referee, R1250.19 IV)

bob> play 1 uh eye
bob posts the uh? word "eye" for "school" (R1250.19 IV); the Confused send the referee a link word between "school" and "eye" within 3 days (R1250.19 IV)

bob> play 1 uh blue
error: the round is not at that step: now the Confused send link words (R1250.19 IV)

# IV ¶4: the Confused send their link words to the referee: hidden events,
# whose replies go to the sender alone. The Linker sends no link word as
# a Confused; e may seal eir own with the server.
alice> play 1 link pupil
game 1: your link word "pupil" is with the referee (R1250.19 IV)

dave> play 1 link pupil
error: you are not playing game 1

alice> game show 1
game 1: Word Un-association (R1250.19), running; referee erin
players: alice, bob, carol
players:
  number=1 player=bob in=yes gamepoints=0 times linker=0
  number=2 player=alice in=yes gamepoints=0 times linker=0 link word=pupil
  number=3 player=carol in=yes gamepoints=0 times linker=0
round: 1
step: the Confused send link words
linker: bob
original word: school
uh? word: eye
link words in: 1
target: 6
rounds: none

bob> game show 1
game 1: Word Un-association (R1250.19), running; referee erin
players: alice, bob, carol
players:
  number=1 player=bob in=yes gamepoints=0 times linker=0
  number=2 player=alice in=yes gamepoints=0 times linker=0
  number=3 player=carol in=yes gamepoints=0 times linker=0
round: 1
step: the Confused send link words
linker: bob
original word: school
uh? word: eye
link words in: 1
target: 6
rounds: none

> game show 1
game 1: Word Un-association (R1250.19), running; referee erin
players: alice, bob, carol
players:
  number=1 player=bob in=yes gamepoints=0 times linker=0
  number=2 player=alice in=yes gamepoints=0 times linker=0
  number=3 player=carol in=yes gamepoints=0 times linker=0
round: 1
step: the Confused send link words
linker: bob
original word: school
uh? word: eye
link words in: 1
target: 6
rounds: none

alice> play 1 link lash
game 1: your link word "lash" is with the referee (replacing your earlier one) (R1250.19 IV)

alice> play 1 link pupil
game 1: your link word "pupil" is with the referee (replacing your earlier one) (R1250.19 IV)

carol> play 1 link school
error: that is the original word or the uh? word itself, not a link (R1250.19 IV)

carol> play 1 link pupil
game 1: your link word "pupil" is with the referee (R1250.19 IV)

clock advance 1s
clock: game 1: the Confused's time is over (every link word is in) (R1250.19 IV); the link words are in: the referee judges them within 3 days (R1250.19 IV)
the time is now 2001-01-01T00:00:01Z

# IV ¶5: "If ever there is a disagreement about whether two words are
# linked then the referee's decision is final": the server asks erin in
# private, showing the distinct words without their senders.
erin> inbox
2001-01-01T00:00:00Z game 1 (R1250.19): game 1 (Word Un-association): pick the original word from the Official Dictionary, fairly common but not too simple: `play 1 word WORD` (R1250.19 IV)
2001-01-01T00:00:00Z game 1 (R1250.19): game 1 round 1 (Word Un-association): the original word is "school", the uh? word "eye". Does each of these link the two? "pupil". Answer `play 1 accept WORD...` and `play 1 reject WORD...` (`accept` alone: all the rest) within 3 days; a word you have not judged by then is accepted (R1250.19 IV; docs/RULINGS.md)

bob> play 1 link pupil
game 1: your link "pupil" is sealed with the server; it is announced only if no Confused finds a link (R1250.19 IV)

erin> play 1 reject eye
error: nobody sent the link word "eye" this round (R1250.19 IV)

erin> play 1 accept pupil
game 1: accepted; 0 link word(s) still to judge (R1250.19 IV)

clock advance 1s
clock: game 1: the referee has judged the link words (R1250.19 IV)
game 1 round 1 results: Confused found links (R1250.19 IV); alice: "pupil" accepted; carol: "pupil" accepted; Gamepoints: alice +1, carol +1; totals: bob 0, alice 1, carol 1; round 2: alice (player 2) is the Linker; the original word is "eye"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-01T00:00:02Z

erin> game show 1
game 1: Word Un-association (R1250.19), running; referee erin
players: alice, bob, carol
players:
  number=1 player=bob in=yes gamepoints=0 times linker=1
  number=2 player=alice in=yes gamepoints=1 times linker=0
  number=3 player=carol in=yes gamepoints=1 times linker=0
round: 2
step: the Linker posts an uh? word
linker: alice
original word: eye
uh? word: 
target: 6
last round's links:
  player=alice link word=pupil verdict=accepted gained=1
  player=carol link word=pupil verdict=accepted gained=1
rounds:
  round=1 linker=bob original=school uh? word=eye outcome=Confused found links found=2

# IV ¶2: Linker duty passes in order of increasing number: alice (2).
# IV ¶4: a link word nobody else sent earns one more point (three players).
alice> play 1 uh whip
alice posts the uh? word "whip" for "eye" (R1250.19 IV); the Confused send the referee a link word between "eye" and "whip" within 3 days (R1250.19 IV)

bob> play 1 link lash
game 1: your link word "lash" is with the referee (R1250.19 IV)

carol> play 1 link ball
game 1: your link word "ball" is with the referee (R1250.19 IV)

clock advance 1s
clock: game 1: the Confused's time is over (every link word is in) (R1250.19 IV); the link words are in: the referee judges them within 3 days (R1250.19 IV)
the time is now 2001-01-01T00:00:03Z

erin> play 1 reject ball
game 1: rejected; 1 link word(s) still to judge (R1250.19 IV)

erin> play 1 accept ball
error: that link word has already been judged (R1250.19 IV)

erin> play 1 accept lash
game 1: accepted; 0 link word(s) still to judge (R1250.19 IV)

clock advance 1s
clock: game 1: the referee has judged the link words (R1250.19 IV)
game 1 round 2 results: Confused found links (R1250.19 IV); bob: "lash" accepted; carol: "ball" rejected; Gamepoints: bob +2; totals: bob 2, alice 1, carol 1; round 3: carol (player 3) is the Linker; the original word is "whip"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-01T00:00:04Z

# IV ¶3: carol (3) posts no uh? word within three days of the round's
# start: she loses three Gamepoints and the round ends at once. The word
# stays "whip" (ruling: the chain goes on from the last uh? word posted).
clock advance 3d
clock: game 1: carol posted no uh? word within the time; the round ends (R1250.19 IV)
game 1 round 3 results: no uh? word was posted (R1250.19 IV); Gamepoints: carol -3; totals: bob 2, alice 1, carol -2; round 4: bob (player 1) is the Linker; the original word is "whip"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-04T00:00:04Z

# Round 4: bob seals his own link while the Confused work. Alice's is
# rejected, carol sends none: no Confused found a link, so bob's is
# announced and the referee, asked in private, judges it (IV ¶4).
bob> play 1 uh ice
bob posts the uh? word "ice" for "whip" (R1250.19 IV); the Confused send the referee a link word between "whip" and "ice" within 3 days (R1250.19 IV)

bob> play 1 link cream
game 1: your link "cream" is sealed with the server; it is announced only if no Confused finds a link (R1250.19 IV)

alice> play 1 link cold
game 1: your link word "cold" is with the referee (R1250.19 IV)

clock advance 3d
clock: game 1: the Confused's time is over; those who sent no link word failed to find one (R1250.19 IV); the link words are in: the referee judges them within 3 days (R1250.19 IV)
the time is now 2001-01-07T00:00:04Z

erin> play 1 reject cold
game 1: rejected; 0 link word(s) still to judge (R1250.19 IV)

clock advance 1s
clock: game 1: the referee has judged the link words (R1250.19 IV); no Confused found an acceptable link: bob's link is "cream"; the referee judges it within 3 days (R1250.19 IV)
the time is now 2001-01-07T00:00:05Z

erin> inbox
2001-01-01T00:00:00Z game 1 (R1250.19): game 1 (Word Un-association): pick the original word from the Official Dictionary, fairly common but not too simple: `play 1 word WORD` (R1250.19 IV)
2001-01-01T00:00:00Z game 1 (R1250.19): game 1 round 1 (Word Un-association): the original word is "school", the uh? word "eye". Does each of these link the two? "pupil". Answer `play 1 accept WORD...` and `play 1 reject WORD...` (`accept` alone: all the rest) within 3 days; a word you have not judged by then is accepted (R1250.19 IV; docs/RULINGS.md)
2001-01-01T00:00:02Z game 1 (R1250.19): game 1 round 2 (Word Un-association): the original word is "eye", the uh? word "whip". Does each of these link the two? "ball", "lash". Answer `play 1 accept WORD...` and `play 1 reject WORD...` (`accept` alone: all the rest) within 3 days; a word you have not judged by then is accepted (R1250.19 IV; docs/RULINGS.md)
2001-01-07T00:00:04Z game 1 (R1250.19): game 1 round 4 (Word Un-association): the original word is "whip", the uh? word "ice". Does each of these link the two? "cold". Answer `play 1 accept WORD...` and `play 1 reject WORD...` (`accept` alone: all the rest) within 3 days; a word you have not judged by then is accepted (R1250.19 IV; docs/RULINGS.md)
2001-01-07T00:00:04Z game 1 (R1250.19): game 1 round 4 (Word Un-association): does the Linker's "cream" link "whip" and "ice"? Answer `play 1 accept` or `play 1 reject` within 3 days; if you have not answered by then, it is accepted (R1250.19 IV; docs/RULINGS.md)

carol> play 1 link cream
error: the round is not at that step: now the referee judges the Linker's link (R1250.19 IV)

erin> play 1 accept
the referee accepts bob's link "cream" (R1250.19 IV)
game 1 round 4 results: the Linker's link was accepted (R1250.19 IV); alice: "cold" rejected; the Linker's "cream" was accepted; Gamepoints: bob +2; totals: bob 4, alice 1, carol -2; round 5: alice (player 2) is the Linker; the original word is "ice"; e posts an uh? word within 3 days (R1250.19 IV)

# Round 5: the referee rules that alice's uh? word is itself linked to
# "ice" (IV ¶3: "must not be itself linked to the original word"): no uh?
# word was posted (ruling).
alice> play 1 uh water
alice posts the uh? word "water" for "ice" (R1250.19 IV); the Confused send the referee a link word between "ice" and "water" within 3 days (R1250.19 IV)

alice> play 1 disallow
error: usage: play 1 uh WORD | link WORD (players); word WORD | accept [WORD...] | reject WORD... | disallow (the referee)

erin> play 1 disallow
the referee rules that "water" is itself linked to the original word: alice posted no uh? word and loses 3 Gamepoints; the link words sent are discarded (R1250.19 IV; ruling)
game 1 round 5 results: the uh? word was disallowed (R1250.19 IV); Gamepoints: alice -3; totals: bob 4, alice -2, carol -2; round 6: carol (player 3) is the Linker; the original word is "ice"; e posts an uh? word within 3 days (R1250.19 IV)

# Round 6: the referee says nothing within wordunassoc.judge (3 days): the
# link words are accepted (ruling). The same word from two Confused: one
# point each, no more (IV ¶4).
carol> play 1 uh sugar
carol posts the uh? word "sugar" for "ice" (R1250.19 IV); the Confused send the referee a link word between "ice" and "sugar" within 3 days (R1250.19 IV)

alice> play 1 link cube
game 1: your link word "cube" is with the referee (R1250.19 IV)

bob> play 1 link cube
game 1: your link word "cube" is with the referee (R1250.19 IV)

clock advance 1s
clock: game 1: the Confused's time is over (every link word is in) (R1250.19 IV); the link words are in: the referee judges them within 3 days (R1250.19 IV)
the time is now 2001-01-07T00:00:06Z

clock advance 3d
clock: game 1: the referee did not judge 1 link word(s) in time: they are accepted (ruling, R1250.19 IV)
game 1 round 6 results: Confused found links (R1250.19 IV); bob: "cube" accepted by default; alice: "cube" accepted by default; Gamepoints: alice +1, bob +1; totals: bob 5, alice -1, carol -2; round 7: bob (player 1) is the Linker; the original word is "sugar"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-10T00:00:06Z

# Round 7: nobody finds a link and bob sealed none: he is asked for his,
# within 6 days of the uh? word (IV ¶4). A rejected link may be replaced
# while the 6 days last (ruling).
bob> play 1 uh bottle
bob posts the uh? word "bottle" for "sugar" (R1250.19 IV); the Confused send the referee a link word between "sugar" and "bottle" within 3 days (R1250.19 IV)

clock advance 3d
clock: game 1: the Confused's time is over; those who sent no link word failed to find one (R1250.19 IV); no Confused found an acceptable link: bob may announce the link e was thinking of within 3 days, or loses 3 Gamepoints (R1250.19 IV)
the time is now 2001-01-13T00:00:06Z

bob> inbox
2001-01-13T00:00:06Z game 1 (R1250.19): game 1 round 7 (Word Un-association): no Confused found an acceptable link between "sugar" and "bottle". Announce yours with `play 1 link WORD` within 3 days, or lose 3 Gamepoints (R1250.19 IV)

alice> play 1 link wine
error: the round is not at that step: now the Linker announces eir link (R1250.19 IV)

bob> play 1 link teacher
bob announces eir link: "teacher" (R1250.19 IV); no Confused found an acceptable link: bob's link is "teacher"; the referee judges it within 3 days (R1250.19 IV)

bob> play 1 link wine
error: the round is not at that step: now the referee judges the Linker's link (R1250.19 IV)

erin> play 1 reject
the referee rejects bob's link "teacher" (R1250.19 IV); e may announce another until 6 days after the uh? word; no Confused found an acceptable link: bob may announce the link e was thinking of within 3 days, or loses 3 Gamepoints (R1250.19 IV)

erin> play 1 reject wine
error: the round is not at that step: now the Linker announces eir link (R1250.19 IV)

bob> play 1 link blue
bob announces eir link: "blue" (R1250.19 IV); no Confused found an acceptable link: bob's link is "blue"; the referee judges it within 3 days (R1250.19 IV)

erin> play 1 accept
the referee accepts bob's link "blue" (R1250.19 IV)
game 1 round 7 results: the Linker's link was accepted (R1250.19 IV); the Linker's "blue" was accepted; Gamepoints: bob +2; totals: bob 7, alice -1, carol -2; round 8: alice (player 2) is the Linker; the original word is "bottle"; e posts an uh? word within 3 days (R1250.19 IV)

# Round 8: alice is on Vacation and posts no uh? word: she loses nothing
# (IV ¶6).
alice> state vacation 5d
alice is Vacationing, expected for 19d (R250 V a)

clock advance 3d
clock: game 1: alice posted no uh? word within the time; the round ends, and e is on Vacation, so e loses nothing (R1250.19 IV)
game 1 round 8 results: no uh? word was posted (R1250.19 IV); totals: bob 7, alice -1, carol -2; round 9: carol (player 3) is the Linker; the original word is "bottle"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-16T00:00:06Z

# Round 9: after it every player has been the Linker three times and bob
# has at least min(5N, 30) (here the parameter's 6): the single top
# scorer wins (IV ¶5) and receives the standard Trophy (V, R1250.2).
carol> play 1 uh school
carol posts the uh? word "school" for "bottle" (R1250.19 IV); the Confused send the referee a link word between "bottle" and "school" within 3 days (R1250.19 IV)

bob> play 1 link pupil
game 1: your link word "pupil" is with the referee (R1250.19 IV)

clock advance 3d
clock: game 1: the Confused's time is over; those who sent no link word failed to find one (R1250.19 IV); the link words are in: the referee judges them within 3 days (R1250.19 IV)
the time is now 2001-01-19T00:00:06Z

erin> play 1 accept
game 1: accepted; 0 link word(s) still to judge (R1250.19 IV)

clock advance 1s
clock: game 1: the referee has judged the link words (R1250.19 IV)
game 1 round 9 results: Confused found links (R1250.19 IV); bob: "pupil" accepted; Gamepoints: bob +2; totals: bob 9, alice -1, carol -2; game 1 is over: bob wins with 9 Gamepoints, the most, every player having been the Linker 3 times (R1250.19 IV); bob receives a Jade Grapefruit (R1250.2)
the time is now 2001-01-19T00:00:07Z

> game show 1
game 1: Word Un-association (R1250.19), ended; referee erin
players: alice, bob, carol
players:
  number=1 player=bob in=yes gamepoints=9 times linker=3
  number=2 player=alice in=yes gamepoints=-1 times linker=3
  number=3 player=carol in=yes gamepoints=-2 times linker=3
round: 9
step: over
original word: school
uh? word: 
target: 6
last round's links:
  player=bob link word=pupil verdict=accepted gained=2
rounds:
  round=9 linker=carol original=bottle uh? word=school outcome=Confused found links found=1
  round=8 linker=alice original=bottle uh? word= outcome=no uh? word was posted found=0
  round=7 linker=bob original=sugar uh? word=bottle outcome=the Linker's link was accepted found=0 linker's link=blue
  round=6 linker=carol original=ice uh? word=sugar outcome=Confused found links found=2
  round=5 linker=alice original=ice uh? word=water outcome=the uh? word was disallowed found=0
  round=4 linker=bob original=whip uh? word=ice outcome=the Linker's link was accepted found=0 linker's link=cream
  round=3 linker=carol original=whip uh? word= outcome=no uh? word was posted found=0
  round=2 linker=alice original=eye uh? word=whip outcome=Confused found links found=1
  round=1 linker=bob original=school uh? word=eye outcome=Confused found links found=2
result: bob wins with 9 Gamepoints, the most, every player having been the Linker 3 times (R1250.19 IV)

carol> play 1 uh eye
error: game 1 is over


# A second game of two players: a link nobody else sent earns no more
# ("unless the game has only two players", IV ¶4); N-1 is 1.
carol> game new wordunassoc
game 2 (Word Un-association, R1250.19) is open; referee carol

dave> game join 2
dave joins game 2

frank> game join 2
frank joins game 2

carol> game start 2
game 2 (Word Un-association, R1250.19) starts; players dave, frank; referee carol
game 2: the players' numbers are 1 dave, 2 frank (R1250.19 III); dave is the Linker of round 1 (R1250.19 IV); the referee picks the original word from the Official Dictionary (R1250.19 IV)

carol> play 2 word blue
the referee picks the original word of game 2: "blue" (R1250.19 IV); round 1: dave (player 1) is the Linker; the original word is "blue"; e posts an uh? word within 3 days (R1250.19 IV)

dave> play 2 uh wine
dave posts the uh? word "wine" for "blue" (R1250.19 IV); the Confused send the referee a link word between "blue" and "wine" within 3 days (R1250.19 IV)

frank> play 2 link bottle
game 2: your link word "bottle" is with the referee (R1250.19 IV)

clock advance 1s
clock: game 2: the Confused's time is over (every link word is in) (R1250.19 IV); the link words are in: the referee judges them within 3 days (R1250.19 IV)
the time is now 2001-01-19T00:00:08Z

carol> play 2 accept bottle
game 2: accepted; 0 link word(s) still to judge (R1250.19 IV)

clock advance 1s
clock: game 2: the referee has judged the link words (R1250.19 IV)
game 2 round 1 results: Confused found links (R1250.19 IV); frank: "bottle" accepted; Gamepoints: frank +1; totals: dave 0, frank 1; round 2: frank (player 2) is the Linker; the original word is "wine"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-19T00:00:09Z

# Round 2: nobody finds a link and frank announces none within 6 days of
# his uh? word: he loses three (IV ¶4: "the Linker shall lose 3 points",
# read as Gamepoints: ruling).
frank> play 2 uh cork
frank posts the uh? word "cork" for "wine" (R1250.19 IV); the Confused send the referee a link word between "wine" and "cork" within 3 days (R1250.19 IV)

clock advance 3d
clock: game 2: the Confused's time is over; those who sent no link word failed to find one (R1250.19 IV); no Confused found an acceptable link: frank may announce the link e was thinking of within 3 days, or loses 3 Gamepoints (R1250.19 IV)
the time is now 2001-01-22T00:00:09Z

frank> play 2 uh bottle
error: the round is not at that step: now the Linker announces eir link (R1250.19 IV)

clock advance 3d
clock: game 2: frank announced no acceptable link within 6 days of eir uh? word (R1250.19 IV)
game 2 round 2 results: the Linker had no acceptable link (R1250.19 IV); Gamepoints: frank -3; totals: dave 0, frank -2; round 3: dave (player 1) is the Linker; the original word is "cork"; e posts an uh? word within 3 days (R1250.19 IV)
the time is now 2001-01-25T00:00:09Z

# R1250.1 IX: a player may leave at any time; with fewer than two players
# left nobody can be Confused and the game ends without a winner (ruling).
frank> game leave 2
frank leaves game 2 (R1250.1 IX); game 2 is over: fewer than two players remain, so nobody wins (ruling, R1250.19 IV)

> game show 2
game 2: Word Un-association (R1250.19), ended; referee carol
players: dave, frank (left)
players:
  number=1 player=dave in=yes gamepoints=0 times linker=1
  number=2 player=frank in=no gamepoints=-2 times linker=1
round: 3
step: over
original word: cork
uh? word: 
target: 5
last round's links: none
rounds:
  round=2 linker=frank original=wine uh? word=cork outcome=the Linker had no acceptable link found=0
  round=1 linker=dave original=blue uh? word=wine outcome=Confused found links found=1
result: fewer than two players remain, so nobody wins (ruling, R1250.19 IV)


# A third game: the Linker leaves during eir round; the round ends without
# scores and the next Linker's begins (ruling, R1250.1 IX). A Confused's
# link word sent in it is never shown.
dave> game new wordunassoc
game 3 (Word Un-association, R1250.19) is open; referee dave

frank> game join 3
frank joins game 3

bob> game join 3
bob joins game 3

carol> game join 3
carol joins game 3

dave> game start 3
game 3 (Word Un-association, R1250.19) starts; players frank, bob, carol; referee dave
game 3: the players' numbers are 1 bob, 2 frank, 3 carol (R1250.19 III); bob is the Linker of round 1 (R1250.19 IV); the referee picks the original word from the Official Dictionary (R1250.19 IV)

dave> play 3 word blue
the referee picks the original word of game 3: "blue" (R1250.19 IV); round 1: bob (player 1) is the Linker; the original word is "blue"; e posts an uh? word within 3 days (R1250.19 IV)

bob> play 3 uh wine
bob posts the uh? word "wine" for "blue" (R1250.19 IV); the Confused send the referee a link word between "blue" and "wine" within 3 days (R1250.19 IV)

frank> play 3 link bottle
game 3: your link word "bottle" is with the referee (R1250.19 IV)

bob> game leave 3
bob leaves game 3 (R1250.1 IX); e was the Linker: the round ends without scores (ruling, R1250.19 IV)
game 3 round 1 results: the Linker left the game (R1250.19 IV); totals: frank 0, carol 0; round 2: frank (player 2) is the Linker; the original word is "wine"; e posts an uh? word within 3 days (R1250.19 IV)

> game show 3
game 3: Word Un-association (R1250.19), running; referee dave
players: frank, bob (left), carol
players:
  number=1 player=bob in=no gamepoints=0 times linker=1
  number=2 player=frank in=yes gamepoints=0 times linker=0
  number=3 player=carol in=yes gamepoints=0 times linker=0
round: 2
step: the Linker posts an uh? word
linker: frank
original word: wine
uh? word: 
target: 6
last round's links: none
rounds:
  round=1 linker=bob original=blue uh? word=wine outcome=the Linker left the game found=0

# R1250.1 IX: with fewer than two players left the game ends, no winner.
carol> game leave 3
carol leaves game 3 (R1250.1 IX); game 3 is over: fewer than two players remain, so nobody wins (ruling, R1250.19 IV)

