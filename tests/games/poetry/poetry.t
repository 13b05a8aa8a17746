# The Poetry Contest (A Nomic R339), a Challenge/Response Game (R336) and a
# Contest (R338), played whole: a challenge with its optional parts, poems
# judged by the Poet Laureate's taste alone, the Contestmaster passing to
# the winner, a Secondary Unilateral Motion passing while a challenge is
# open, and the game's end.
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

# R336: each poem costs (entry fee) x 2 = 4 points (R339 "entry fee: 2").
admin> mint 20 points to alice
alice gains 20 points; now 20

admin> mint 20 points to bob
bob gains 20 points; now 20

admin> mint 20 points to dave
dave gains 20 points; now 20

# R339 "first Admin: ... M'cachessilnath": the instance names its first
# Poet Laureate (docs/RULINGS.md); bob opens it with carol as Contestmaster.
bob> game new poetry carol
game 1 (The Poetry Contest, A Nomic R339) is open; player bob; first Poet Laureate: carol (A Nomic R339, R336)

> game show 1
game 1: The Poetry Contest (A Nomic R339), open
players: bob

bob> game start 1
game 1 (The Poetry Contest, A Nomic R339) starts; players bob
|
The Poetry Contest: carol is the Poet Laureate and posts the challenges; answers are sent privately within 7 days of a challenge, each costing 4 points (A Nomic R339, R336)

# R339 Limits and guidelines: "The Poet Laurate will set a topic, and
# optionally a length, a style and/or a title".
carol> play 1 challenge length: 14 lines
error: part 1 of the challenge: the challenge sets a topic first (R339 Limits and guidelines); write TOPIC[; length: L][; style: S][; title: T]

carol> play 1 challenge ; length: 14 lines
error: part 1 of the challenge: the challenge sets a topic first (R339 Limits and guidelines); write TOPIC[; length: L][; style: S][; title: T]

carol> play 1 challenge the sea; rhyme: yes
error: part 2 of the challenge: besides the topic a challenge sets only a length, a style and a title (R339 Limits and guidelines); write TOPIC[; length: L][; style: S][; title: T]

carol> play 1 challenge the sea; style: sonnet; style: haiku
error: part 3 of the challenge: a part is given twice; write TOPIC[; length: L][; style: S][; title: T]

carol> play 1 challenge the sea; style:
error: part 2 of the challenge: a part has no value; write TOPIC[; length: L][; style: S][; title: T]

# R339 "When they feel like it, the Poet Laureate should post a Challenge";
# only the Poet Laureate does (R336).
alice> play 1 challenge the sea
error: only the Poet Laureate, carol, posts the challenge (R336, A Nomic R339)

carol> play 1 challenge the sea; length: 14 lines; style: sonnet; title: Tides
carol, the Poet Laureate, posts challenge 1 of game 1 (The Poetry Contest): the sea; length: 14 lines; style: sonnet; title: Tides
answers to carol privately (`play 1 answer POEM`) until 2001-01-08T00:00:00Z, each costing 4 points (R336)

# R336: the poems are sent privately; one each; the fee moves at once.
alice> play 1 answer Grey water folds / upon the shingle; / salt in the mouth
your answer to challenge 1 of game 1 is with the Poet Laureate, carol, stamped 2001-01-01T00:00:00Z: Grey water folds / upon the shingle; / salt in the mouth
you pay carol 4 points ((entry fee) x 2, R336)

bob> play 1 answer "The sea, the sea / is not for me"
your answer to challenge 1 of game 1 is with the Poet Laureate, carol, stamped 2001-01-01T00:00:00Z: The sea, the sea / is not for me
you pay carol 4 points ((entry fee) x 2, R336)

# Points may go below zero (R603): erin, who has none, may still answer.
erin> play 1 answer Waves
your answer to challenge 1 of game 1 is with the Poet Laureate, carol, stamped 2001-01-01T00:00:00Z: Waves
you pay carol 4 points ((entry fee) x 2, R336)

carol> play 1 answer Tides, tides
error: the Poet Laureate does not answer eir own challenge (R336: the other Players)

dave> play 1 answer Tides: fourteen lines of foam / and every one a road back home
your answer to challenge 1 of game 1 is with the Poet Laureate, carol, stamped 2001-01-01T00:00:00Z: Tides: fourteen lines of foam / and every one a road back home
you pay carol 4 points ((entry fee) x 2, R336)

alice> play 1 answer Another
error: you have already submitted an answer to this challenge (R336: up to one complete answer)

# Leak check: each poem is seen by its poet and the Poet Laureate only.
> game show 1
game 1: The Poetry Contest (A Nomic R339), running
players: bob, carol, alice, erin, dave
contest: The Poetry Contest
contestmaster: carol
title: Poet Laureate
contestmaster since: 2001-01-01T00:00:00Z
challenges: 1
challenge: number=1 text=the sea; length: 14 lines; style: sonnet; title: Tides posted=2001-01-01T00:00:00Z answers until=2001-01-08T00:00:00Z answers=player=alice at=2001-01-01T00:00:00Z; player=bob at=2001-01-01T00:00:00Z; player=erin at=2001-01-01T00:00:00Z; player=dave at=2001-01-01T00:00:00Z topic=the sea length=14 lines style=sonnet title=Tides
results: none

dave> game show 1
game 1: The Poetry Contest (A Nomic R339), running
players: bob, carol, alice, erin, dave
contest: The Poetry Contest
contestmaster: carol
title: Poet Laureate
contestmaster since: 2001-01-01T00:00:00Z
challenges: 1
challenge: number=1 text=the sea; length: 14 lines; style: sonnet; title: Tides posted=2001-01-01T00:00:00Z answers until=2001-01-08T00:00:00Z answers=player=alice at=2001-01-01T00:00:00Z; player=bob at=2001-01-01T00:00:00Z; player=erin at=2001-01-01T00:00:00Z; player=dave at=2001-01-01T00:00:00Z answer=Tides: fourteen lines of foam / and every one a road back home topic=the sea length=14 lines style=sonnet title=Tides
results: none

carol> game show 1
game 1: The Poetry Contest (A Nomic R339), running
players: bob, carol, alice, erin, dave
contest: The Poetry Contest
contestmaster: carol
title: Poet Laureate
contestmaster since: 2001-01-01T00:00:00Z
challenges: 1
challenge: number=1 text=the sea; length: 14 lines; style: sonnet; title: Tides posted=2001-01-01T00:00:00Z answers until=2001-01-08T00:00:00Z answers=player=alice at=2001-01-01T00:00:00Z answer=Grey water folds / upon the shingle; / salt in the mouth; player=bob at=2001-01-01T00:00:00Z answer=The sea, the sea / is not for me; player=erin at=2001-01-01T00:00:00Z answer=Waves; player=dave at=2001-01-01T00:00:00Z answer=Tides: fourteen lines of foam / and every one a road back home topic=the sea length=14 lines style=sonnet title=Tides
results: none

> balance
Treasury: 0 points, 95500 A$
alice: 16 points, 900 A$
bob: 16 points, 900 A$
carol: 16 points, 900 A$
dave: 16 points, 900 A$
erin: -4 points, 900 A$

# R339 Judging: "entirely up to the personal tastes of the current Poet
# Laureate". After the period (poetry.period, 7 days: R339 gives none) the
# server asks carol privately and waits.
carol> play 1 judge dave
error: the answers are judged after the period of duration, which ends 2001-01-08T00:00:00Z (R336)

clock advance 7d
clock: challenge 1 of game 1: the period of duration is over with 4 answers; carol, the Poet Laureate, judges them by 2001-01-10T00:00:00Z (R336)
the time is now 2001-01-08T00:00:00Z

carol> inbox
2001-01-01T00:00:00Z game: alice answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 1, R336): Grey water folds / upon the shingle; / salt in the mouth
2001-01-01T00:00:00Z game: bob answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 2, R336): The sea, the sea / is not for me
2001-01-01T00:00:00Z game: erin answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 3, R336): Waves
2001-01-01T00:00:00Z game: dave answers challenge 1 of game 1 at 2001-01-01T00:00:00Z (answer 4, R336): Tides: fourteen lines of foam / and every one a road back home
2001-01-08T00:00:00Z game: challenge 1 of game 1 (The Poetry Contest) is yours to judge by 2001-01-10T00:00:00Z: the sea; length: 14 lines; style: sonnet; title: Tides
1. alice (2001-01-01T00:00:00Z): Grey water folds / upon the shingle; / salt in the mouth
2. bob (2001-01-01T00:00:00Z): The sea, the sea / is not for me
3. erin (2001-01-01T00:00:00Z): Waves
4. dave (2001-01-01T00:00:00Z): Tides: fourteen lines of foam / and every one a road back home
`play 1 judge PLAYER [PLAYER...]` names the answers you judge most correct (the earliest of them wins); `play 1 incomplete PLAYER` one that is partial or incomplete. Without a judgement by 2001-01-10T00:00:00Z the challenge is finished with no winner and the fees are returned (R336).

alice> inbox
no messages for alice

carol> play 1 judge dave
carol, the Poet Laureate, judges challenge 1 of game 1: dave wins (R336, A Nomic R339); dave receives 8 points, half the entry fees (R336); dave is the Poet Laureate for the next challenge (R336)

> balance
Treasury: 0 points, 95500 A$
alice: 16 points, 900 A$
bob: 16 points, 900 A$
carol: 8 points, 900 A$
dave: 24 points, 900 A$
erin: -4 points, 900 A$

# R336: "If the C/RG is repetitive, the winner of the challenge shall be the
# Contestmaster for the following challenge" (R339: "repetitive: yes, at
# discretion of current contestmaster"). dave posts when he feels like it.
carol> play 1 challenge autumn
error: only the Poet Laureate, dave, posts the challenge (R336, A Nomic R339)

clock advance 14d
clock: erin's score fell by 4: e loses A$2 to the Treasury (R508)
alice's score rose by 16: e receives A$16 from the Treasury (R508)
bob's score rose by 16: e receives A$16 from the Treasury (R508)
carol's score rose by 8: e receives A$8 from the Treasury (R508)
dave's score rose by 24: e receives A$24 from the Treasury (R508)
the time is now 2001-01-22T00:00:00Z

dave> play 1 challenge autumn; style: haiku
dave, the Poet Laureate, posts challenge 2 of game 1 (The Poetry Contest): autumn; style: haiku
answers to dave privately (`play 1 answer POEM`) until 2001-01-29T00:00:00Z, each costing 4 points (R336)

alice> play 1 answer leaves / falling / on the lawn
your answer to challenge 2 of game 1 is with the Poet Laureate, dave, stamped 2001-01-22T00:00:00Z: leaves / falling / on the lawn
you pay dave 4 points ((entry fee) x 2, R336)

carol> play 1 answer crisp
your answer to challenge 2 of game 1 is with the Poet Laureate, dave, stamped 2001-01-22T00:00:00Z: crisp
you pay dave 4 points ((entry fee) x 2, R336)

bob> play 1 answer Red and gold / the year grows old / and so do I
your answer to challenge 2 of game 1 is with the Poet Laureate, dave, stamped 2001-01-22T00:00:00Z: Red and gold / the year grows old / and so do I
you pay dave 4 points ((entry fee) x 2, R336)

# R336: dave has not changed for two periods of duration (since the 8th):
# a Secondary Unilateral Motion may be made; it passes after 2 days with no
# objection. The answers went to dave, so the challenge in progress is
# finished with no winner and its fees are returned (docs/RULINGS.md).
erin> play 1 motion alice
erin makes a Secondary Unilateral Motion naming alice the Poet Laureate of game 1: it passes at 2001-01-24T00:00:00Z if no objection is voiced (`play 1 object`, R336)

clock advance 2d
clock: alice's score fell by 4: e loses A$2 to the Treasury (R508)
bob's score fell by 4: e loses A$2 to the Treasury (R508)
carol's score fell by 4: e loses A$2 to the Treasury (R508)
dave's score rose by 12: e receives A$12 from the Treasury (R508)
clock: the Secondary Unilateral Motion naming alice the Poet Laureate of game 1: no objection in 2 days: passes (A Nomic R336)
challenge 2 of game 1 is finished with no winner: its Contestmaster was replaced (R336); the entry fees are returned (12 points, R336)
alice is the Poet Laureate of game 1 (R336)
the time is now 2001-01-24T00:00:00Z

> balance
Treasury: 0 points, 95432 A$
alice: 16 points, 914 A$
bob: 16 points, 914 A$
carol: 8 points, 906 A$
dave: 24 points, 936 A$
erin: -4 points, 898 A$

> game show 1
game 1: The Poetry Contest (A Nomic R339), running
players: bob, carol, alice, erin, dave
contest: The Poetry Contest
contestmaster: alice
title: Poet Laureate
contestmaster since: 2001-01-24T00:00:00Z
challenges: 2
results:
  challenge=1 contestmaster=carol winner=dave answers=4 prize=8
  challenge=2 contestmaster=dave winner=nobody answers=3 prize=0

# The Poetry Contest lasts "until repealed" (R339 "duration"); an instance
# ends as every game of the framework may: declared moribund with no
# objection (R1250.1 XII, docs/RULINGS.md). A challenge cut short by the
# end has no winner, and its fees go back (docs/RULINGS.md).
alice> play 1 challenge winter
alice, the Poet Laureate, posts challenge 3 of game 1 (The Poetry Contest): winter
answers to alice privately (`play 1 answer POEM`) until 2001-01-31T00:00:00Z, each costing 4 points (R336)

bob> play 1 answer Snow / on snow
your answer to challenge 3 of game 1 is with the Poet Laureate, alice, stamped 2001-01-24T00:00:00Z: Snow / on snow
you pay alice 4 points ((entry fee) x 2, R336)

alice> game moribund 1
alice declares game 1 moribund: it ends without a winner in 3 days unless 33% of its players object (R1250.1 XII)

clock advance 7d
clock: game 1 was declared moribund 3 days ago and too few players objected; game 1 is over: terminated as moribund (R1250.1 XII); challenge 3 has no winner; the entry fees are returned (4 points, R336)
the time is now 2001-01-31T00:00:00Z

> balance bob
bob: 16 points, 914 A$

> game show 1
game 1: The Poetry Contest (A Nomic R339), ended
players: bob, carol, alice, erin, dave
contest: The Poetry Contest
contestmaster: alice
title: Poet Laureate
contestmaster since: 2001-01-24T00:00:00Z
challenges: 3
results:
  challenge=1 contestmaster=carol winner=dave answers=4 prize=8
  challenge=2 contestmaster=dave winner=nobody answers=3 prize=0
  challenge=3 contestmaster=alice winner=nobody answers=1 prize=0
result: terminated as moribund (R1250.1 XII)

@verify
