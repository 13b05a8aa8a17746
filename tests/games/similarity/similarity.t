# The Similarity Game (A Nomic R337, "Three of these things belong
# together"), a Challenge/Response Game (R336) and a Contest (R338), played
# whole: three challenges, the judgement and its tie rule, fewer than two
# answers, a judgement not made, and the Secondary Unilateral Motion.
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

# R336: each answer costs (entry fee) x 2 = 4 points (R337 "entry fee: 2").
admin> mint 20 points to bob
bob gains 20 points; now 20

admin> mint 20 points to carol
carol gains 20 points; now 20

admin> mint 20 points to dave
dave gains 20 points; now 20

# R337 names Benjamin the first Contestmaster; here the instance names its
# own (docs/RULINGS.md): a player, or the opener.
alice> game new similarity nobody
error: no player is named 'nobody'

alice> game new similarity bob carol
error: usage: game new similarity [FIRST-CONTESTMASTER] (R336: the instance names its first Contestmaster; default the opener)

alice> game new similarity
game 1 (The Similarity Game, A Nomic R337) is open; player alice; first Similarity Officer: alice (A Nomic R337, R336)

alice> game start 1
game 1 (The Similarity Game, A Nomic R337) starts; players alice
|
The Similarity Game: alice is the Similarity Officer and posts the challenges; answers are sent privately within 7 days of a challenge, each costing 4 points (A Nomic R337, R336)

# R337 "Once every nweek, the S.O. should post a Challenge"; R336: only the
# Contestmaster posts it.
bob> play 1 challenge apple, cherry, fire truck
error: only the Similarity Officer, alice, posts the challenge (R336, A Nomic R337)

# R337 Limits and guidelines: "a list containing at least three distinct
# items".
alice> play 1 challenge apple, Apple, cherry
error: the list has 2 distinct items; a challenge lists at least 3 distinct items, separated by commas (R337 Limits and guidelines)

alice> play 1 challenge apple, , cherry
error: item 2 of the list is empty: the challenge is a list of at least 3 distinct items separated by commas (R337 Limits and guidelines)

alice> play 1 challenge apples and cherries
error: the list has 1 distinct item; a challenge lists at least 3 distinct items, separated by commas (R337 Limits and guidelines)

# R336: an answer responds to a posted challenge.
bob> play 1 answer red
error: no challenge is open (R336: answers respond to a posted challenge)

alice> play 1 challenge apple, cherry, fire truck
alice, the Similarity Officer, posts challenge 1 of game 1 (The Similarity Game): apple, cherry, fire truck
answers to alice privately (`play 1 answer ATTRIBUTE`) until 2001-01-08T00:00:00Z, each costing 4 points (R336)

alice> play 1 challenge grass, emerald, frog
error: challenge 1 of game 1 is not finished yet (R336)

# R336: "The other Players may ... submit to the Contestmaster an answer".
alice> play 1 answer red
error: the Similarity Officer does not answer eir own challenge (R336: the other Players)

# R336: answers are private (a hidden move; its reply is bob's alone).
bob> play 1 answer red
your answer to challenge 1 of game 1 is with the Similarity Officer, alice, stamped 2001-01-01T00:00:00Z: red
you pay alice 4 points ((entry fee) x 2, R336)

# R336: "Each player may submit up to one complete answer".
bob> play 1 answer round
error: you have already submitted an answer to this challenge (R336: up to one complete answer)

# Each answer is time-stamped (R336: "a time-stampable medium").
clock advance 1h
the time is now 2001-01-01T01:00:00Z

# R336: no public consent is needed; carol becomes a Contestant by
# answering (she never joined).
carol> play 1 answer red and edible
your answer to challenge 1 of game 1 is with the Similarity Officer, alice, stamped 2001-01-01T01:00:00Z: red and edible
you pay alice 4 points ((entry fee) x 2, R336)

# The fee is (entry fee) x 2 = 4 points. Points may go below zero (R603),
# so erin, who has none, may answer all the same (docs/RULINGS.md).
erin> play 1 answer red
your answer to challenge 1 of game 1 is with the Similarity Officer, alice, stamped 2001-01-01T01:00:00Z: red
you pay alice 4 points ((entry fee) x 2, R336)

dave> play 1 answer things
your answer to challenge 1 of game 1 is with the Similarity Officer, alice, stamped 2001-01-01T01:00:00Z: things
you pay alice 4 points ((entry fee) x 2, R336)

# Leak check: the answers are seen by their answerer and the Similarity
# Officer only; the public sees who answered and when.
> game show 1
game 1: The Similarity Game (A Nomic R337), running
players: alice, bob, carol, erin, dave
contest: The Similarity Game
contestmaster: alice
title: Similarity Officer
contestmaster since: 2001-01-01T00:00:00Z
challenges: 1
challenge: number=1 text=apple, cherry, fire truck posted=2001-01-01T00:00:00Z answers until=2001-01-08T00:00:00Z answers=player=bob at=2001-01-01T00:00:00Z; player=carol at=2001-01-01T01:00:00Z; player=erin at=2001-01-01T01:00:00Z; player=dave at=2001-01-01T01:00:00Z
results: none

carol> game show 1
game 1: The Similarity Game (A Nomic R337), running
players: alice, bob, carol, erin, dave
contest: The Similarity Game
contestmaster: alice
title: Similarity Officer
contestmaster since: 2001-01-01T00:00:00Z
challenges: 1
challenge: number=1 text=apple, cherry, fire truck posted=2001-01-01T00:00:00Z answers until=2001-01-08T00:00:00Z answers=player=bob at=2001-01-01T00:00:00Z; player=carol at=2001-01-01T01:00:00Z answer=red and edible; player=erin at=2001-01-01T01:00:00Z; player=dave at=2001-01-01T01:00:00Z
results: none

alice> game show 1
game 1: The Similarity Game (A Nomic R337), running
players: alice, bob, carol, erin, dave
contest: The Similarity Game
contestmaster: alice
title: Similarity Officer
contestmaster since: 2001-01-01T00:00:00Z
challenges: 1
challenge: number=1 text=apple, cherry, fire truck posted=2001-01-01T00:00:00Z answers until=2001-01-08T00:00:00Z answers=player=bob at=2001-01-01T00:00:00Z answer=red; player=carol at=2001-01-01T01:00:00Z answer=red and edible; player=erin at=2001-01-01T01:00:00Z answer=red; player=dave at=2001-01-01T01:00:00Z answer=things
results: none

alice> inbox
2001-01-01T00:00:00Z game: bob answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 1, R336): red
2001-01-01T01:00:00Z game: carol answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 2, R336): red and edible
2001-01-01T01:00:00Z game: erin answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 3, R336): red
2001-01-01T01:00:00Z game: dave answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 4, R336): things

# R336: judged after the period of duration (R337: an nweek, 7 days).
alice> play 1 judge bob
error: the answers are judged after the period of duration, which ends 2001-01-08T00:00:00Z (R336)

# R336: "Partial or incomplete answers (as determined by the
# Contestmaster) are not considered submissions": erin's and dave's are
# returned with their fees, and they may answer again.
bob> play 1 incomplete dave
error: only the Similarity Officer judges an answer partial or incomplete (R336)

alice> play 1 incomplete erin
alice, the Similarity Officer, judges erin's answer to challenge 1 of game 1 partial or incomplete: it is not a submission (R336); erin's 4 points are returned; e may answer again within the period

alice> play 1 incomplete dave
alice, the Similarity Officer, judges dave's answer to challenge 1 of game 1 partial or incomplete: it is not a submission (R336); dave's 4 points are returned; e may answer again within the period

dave> inbox
2001-01-01T01:00:00Z game: the Similarity Officer judged your answer to challenge 1 of game 1 partial or incomplete: it is not a submission (R336)

clock advance 1h
the time is now 2001-01-01T02:00:00Z

dave> play 1 answer red fruit
your answer to challenge 1 of game 1 is with the Similarity Officer, alice, stamped 2001-01-01T02:00:00Z: red fruit
you pay alice 4 points ((entry fee) x 2, R336)

> balance
Treasury: 0 points, 95500 A$
alice: 12 points, 900 A$
bob: 16 points, 900 A$
carol: 16 points, 900 A$
dave: 16 points, 900 A$
erin: 0 points, 900 A$

# The period ends: the server asks the Similarity Officer privately, with
# the answers e received, and waits crg.judge (2 days).
clock advance 7d
clock: challenge 1 of game 1: the period of duration is over with 3 answers; alice, the Similarity Officer, judges them by 2001-01-10T00:00:00Z (R336)
the time is now 2001-01-08T02:00:00Z

alice> inbox
2001-01-01T00:00:00Z game: bob answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 1, R336): red
2001-01-01T01:00:00Z game: carol answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 2, R336): red and edible
2001-01-01T01:00:00Z game: erin answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 3, R336): red
2001-01-01T01:00:00Z game: dave answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 4, R336): things
2001-01-01T02:00:00Z game: dave answers challenge 1 of game 1 at 2001-01-01T02:00:00Z (answer 3, R336): red fruit
2001-01-08T00:00:00Z game: challenge 1 of game 1 (The Similarity Game) is yours to judge by 2001-01-10T00:00:00Z: apple, cherry, fire truck
1. bob (2001-01-01T00:00:00Z): red
2. carol (2001-01-01T01:00:00Z): red and edible
3. dave (2001-01-01T02:00:00Z): red fruit
`play 1 judge PLAYER [PLAYER...]` names the answers you judge most correct (the earliest of them wins); `play 1 incomplete PLAYER` one that is partial or incomplete. Without a judgement by 2001-01-10T00:00:00Z the challenge is finished with no winner and the fees are returned (R336).

# R336: answers after the period are not submissions.
erin> play 1 answer red
error: the period of duration for answers is over (R336)

bob> play 1 judge bob
error: only the Similarity Officer judges the answers (R336)

alice> play 1 judge erin
error: that player has no answer to this challenge

alice> play 1 judge bob bob
error: an answer is named twice

# R337 Judging: "multiple attributes are 'more correct'": alice finds
# carol's and dave's (two attributes each) most correct. R336: "If more
# than one answer is judged (most) correct, the answer submitted earliest
# will be selected the winner": carol's. Half the total of the 12 points of
# fees go to her; she is the Similarity Officer for the next challenge.
alice> play 1 judge dave carol
alice, the Similarity Officer, judges challenge 1 of game 1: of the 2 answers judged most correct, carol's was submitted earliest (R336); carol wins (R336, A Nomic R337); carol receives 6 points, half the entry fees (R336); carol is the Similarity Officer for the next challenge (R336)

> balance
Treasury: 0 points, 95500 A$
alice: 6 points, 900 A$
bob: 16 points, 900 A$
carol: 22 points, 900 A$
dave: 16 points, 900 A$
erin: 0 points, 900 A$

> game show 1
game 1: The Similarity Game (A Nomic R337), running
players: alice, bob, carol, erin, dave
contest: The Similarity Game
contestmaster: carol
title: Similarity Officer
contestmaster since: 2001-01-08T02:00:00Z
challenges: 1
results:
  challenge=1 contestmaster=alice winner=carol answers=3 prize=6

# Challenge 2, carol's: one answer is fewer than 2: no winner, the fee is
# returned, and carol stays the Contestmaster (R336).
carol> play 1 challenge sun, lemon, banana
carol, the Similarity Officer, posts challenge 2 of game 1 (The Similarity Game): sun, lemon, banana
answers to carol privately (`play 1 answer ATTRIBUTE`) until 2001-01-15T02:00:00Z, each costing 4 points (R336)

bob> play 1 answer yellow
your answer to challenge 2 of game 1 is with the Similarity Officer, carol, stamped 2001-01-08T02:00:00Z: yellow
you pay carol 4 points ((entry fee) x 2, R336)

clock advance 7d
clock: alice's score rose by 6: e receives A$6 from the Treasury (R508)
bob's score rose by 12: e receives A$12 from the Treasury (R508)
carol's score rose by 26: e receives A$26 from the Treasury (R508)
dave's score rose by 16: e receives A$16 from the Treasury (R508)
clock: challenge 2 of game 1 is finished with no winner: 1 answer submitted, fewer than 2 (R336); the entry fees are returned (4 points, R336); carol stays the Similarity Officer and may post the next challenge (R336)
the time is now 2001-01-15T02:00:00Z

> balance bob
bob: 16 points, 912 A$

# R336: "If the Contestmaster fails to change after two consecutive
# periods of duration, a Secondary Unilateral Motion may [be] made naming a
# new (different) Contestmaster". carol became it 7 days ago.
bob> play 1 motion alice
error: carol has been the Similarity Officer only since the last change; a Secondary Unilateral Motion may be made from 2001-01-22T02:00:00Z, after two consecutive periods of duration without a change (R336)

clock advance 7d
the time is now 2001-01-22T02:00:00Z

bob> play 1 motion carol
error: the motion must name a new (different) Contestmaster (R336)

bob> play 1 motion alice
bob makes a Secondary Unilateral Motion naming alice the Similarity Officer of game 1: it passes at 2001-01-24T02:00:00Z if no objection is voiced (`play 1 object`, R336)

erin> play 1 motion dave
error: a Secondary Unilateral Motion is already pending (R336)

# "... which will pass after 2 days if no objections are voiced": one
# objection ends it.
dave> play 1 object
dave objects to the Secondary Unilateral Motion naming alice the Similarity Officer of game 1: 1 objection voiced: does not pass (A Nomic R336); carol stays the Similarity Officer

dave> play 1 object
error: no Secondary Unilateral Motion is pending (R336)

bob> play 1 motion alice
bob makes a Secondary Unilateral Motion naming alice the Similarity Officer of game 1: it passes at 2001-01-24T02:00:00Z if no objection is voiced (`play 1 object`, R336)

clock advance 2d
clock: carol's score fell by 4: e loses A$2 to the Treasury (R508)
bob's score rose by 4: e receives A$4 from the Treasury (R508)
clock: the Secondary Unilateral Motion naming alice the Similarity Officer of game 1: no objection in 2 days: passes (A Nomic R336)
alice is the Similarity Officer of game 1 (R336)
the time is now 2001-01-24T02:00:00Z

# Challenge 3, alice's: two answers, and no judgement within crg.judge. R336
# names no default; the ruling: no winner, the fees are returned, and the
# Contestmaster does not change.
alice> play 1 challenge coal, night, crow
alice, the Similarity Officer, posts challenge 3 of game 1 (The Similarity Game): coal, night, crow
answers to alice privately (`play 1 answer ATTRIBUTE`) until 2001-01-31T02:00:00Z, each costing 4 points (R336)

bob> play 1 answer black
your answer to challenge 3 of game 1 is with the Similarity Officer, alice, stamped 2001-01-24T02:00:00Z: black
you pay alice 4 points ((entry fee) x 2, R336)

carol> play 1 answer black birds
your answer to challenge 3 of game 1 is with the Similarity Officer, alice, stamped 2001-01-24T02:00:00Z: black birds
you pay alice 4 points ((entry fee) x 2, R336)

clock advance 7d
clock: challenge 3 of game 1: the period of duration is over with 2 answers; alice, the Similarity Officer, judges them by 2001-02-02T02:00:00Z (R336)
the time is now 2001-01-31T02:00:00Z

# A day before the judgement is due, the server reminds the Similarity
# Officer privately (remind.lead; the class's awaits).
clock advance 1d
the time is now 2001-02-01T02:00:00Z

alice> inbox
2001-01-01T00:00:00Z game: bob answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 1, R336): red
2001-01-01T01:00:00Z game: carol answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 2, R336): red and edible
2001-01-01T01:00:00Z game: erin answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 3, R336): red
2001-01-01T01:00:00Z game: dave answers challenge 1 of game 1 at 2001-01-01T01:00:00Z (answer 4, R336): things
2001-01-01T02:00:00Z game: dave answers challenge 1 of game 1 at 2001-01-01T02:00:00Z (answer 3, R336): red fruit
2001-01-08T00:00:00Z game: challenge 1 of game 1 (The Similarity Game) is yours to judge by 2001-01-10T00:00:00Z: apple, cherry, fire truck
1. bob (2001-01-01T00:00:00Z): red
2. carol (2001-01-01T01:00:00Z): red and edible
3. dave (2001-01-01T02:00:00Z): red fruit
`play 1 judge PLAYER [PLAYER...]` names the answers you judge most correct (the earliest of them wins); `play 1 incomplete PLAYER` one that is partial or incomplete. Without a judgement by 2001-01-10T00:00:00Z the challenge is finished with no winner and the fees are returned (R336).
2001-01-24T02:00:00Z game: bob answers challenge 3 of game 1 at 2001-01-24T02:00:00Z (answer 1, R336): black
2001-01-24T02:00:00Z game: carol answers challenge 3 of game 1 at 2001-01-24T02:00:00Z (answer 2, R336): black birds
2001-01-31T02:00:00Z game: challenge 3 of game 1 (The Similarity Game) is yours to judge by 2001-02-02T02:00:00Z: coal, night, crow
1. bob (2001-01-24T02:00:00Z): black
2. carol (2001-01-24T02:00:00Z): black birds
`play 1 judge PLAYER [PLAYER...]` names the answers you judge most correct (the earliest of them wins); `play 1 incomplete PLAYER` one that is partial or incomplete. Without a judgement by 2001-02-02T02:00:00Z the challenge is finished with no winner and the fees are returned (R336).
2001-02-01T02:00:00Z reminder: your move in game 1 (The Similarity Game) is due by 2001-02-02T02:00:00Z: play 1 challenge ITEM, ITEM, ITEM[, ...] | answer ATTRIBUTE | incomplete PLAYER | judge PLAYER [PLAYER...] | motion PLAYER | object (A Nomic R337). 'remind off' stops these reminders.

clock advance 1d
clock: challenge 3 of game 1 is finished with no winner: the Similarity Officer did not judge it in time (R336: "like 2 days at most"); the entry fees are returned (8 points, R336); alice stays the Similarity Officer and may post the next challenge (R336)
the time is now 2001-02-02T02:00:00Z

> balance
Treasury: 0 points, 95438 A$
alice: 6 points, 906 A$
bob: 16 points, 916 A$
carol: 22 points, 924 A$
dave: 16 points, 916 A$
erin: 0 points, 900 A$

> game show 1
game 1: The Similarity Game (A Nomic R337), running
players: alice, bob, carol, erin, dave
contest: The Similarity Game
contestmaster: alice
title: Similarity Officer
contestmaster since: 2001-01-24T02:00:00Z
challenges: 3
results:
  challenge=1 contestmaster=alice winner=carol answers=3 prize=6
  challenge=2 contestmaster=carol winner=nobody answers=1 prize=0
  challenge=3 contestmaster=alice winner=nobody answers=2 prize=0

@verify
