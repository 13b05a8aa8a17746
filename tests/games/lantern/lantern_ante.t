# Ye Olde Rusty Lantern (Ackanomic R1250.18/12): the ante and the brass pot.
# "If, in starting the game, the Barkeep announced that the game would be
# played for ante, and announced the entities required as ante, then a Bard
# joining the game must pay an entry fee including a set of entities that
# meets the Barkeep's requirements. All these entities are placed in the
# brass pot for the duration of the tale." erin is the Barkeep. One card a
# hand (lantern.hand 1) keeps the tale short.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> param set lantern.hand 1
lantern.hand = 1 card (R1250.18)

admin> param set lantern.under_table 1
lantern.under_table = 1 turn (R1250.18)

admin> entity create cheddar alice
a Cheddar (#1) is created, owned by alice

admin> entity create cheddar bob
a Cheddar (#2) is created, owned by bob

admin> entity create cheddar bob
a Cheddar (#3) is created, owned by bob

# The ante names currencies and kinds of entities, with their amounts.
erin> game new lantern ante 2 dragons
error: 'dragons' is neither a currency nor a kind of entity (R1250.18: the ante is entities)

erin> game new lantern ante 0 cheddar
error: an ante item is 1 to 20 Cheddars

erin> game new lantern benches 3 ante A$5 A$6
error: the ante names A$ twice

erin> game new lantern benches 3 ante
error: usage: game new lantern [benches N] [ante ITEM...], an ITEM being A$N, N CURRENCY or N KIND (an entity kind: `entity kinds`) (R1250.18: "announced the entities required as ante")

erin> game new lantern benches 3 ante A$5 1 cheddar
game 1 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 3 benches (R1250.18); played for ante: each Bard joining pays A$5, 1 Cheddar into the brass pot, and the winner gets all of it instead of a Trophy (R1250.18)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# "a Bard joining the game must pay an entry fee": carol holds no Cheddar,
# so the tale cannot start with her on a bench.
erin> game start 1
error: carol holds 0 of the 1 Cheddars the ante of game 1 requires (R1250.18: a Bard joining must pay it)

carol> game leave 1
carol leaves game 1

# Those who joined before the start pay as it starts; the Bard's oldest
# Cheddar goes in (docs/RULINGS.md R1250.18).
erin> game start 1
game 1 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, bob; referee erin
game 1: Ye Olde Rusty Lantern with 3 benches; the Bards around the table are alice, bob (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first; alice pays the ante into the brass pot: A$5, a Cheddar (#1) (R1250.18); bob pays the ante into the brass pot: A$5, a Cheddar (#2) (R1250.18)

> holdings alice
alice holds 895 A$; no entities
total wealth: A$895 (R506)

> holdings bob
bob holds 895 A$
Cheddar (#3)
total wealth: A$895 (R506)

> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob
phase: setup
benches: 3
suspended: no
table order:
  bard=alice cards=0 owed=1 ale=0 asleep=0
  bard=bob cards=0 owed=1 ale=0 asleep=0
deck: 0
cards listed: 0
loose ends: none
burned: none
plays: none
interruptions: none
ante: A$5, 1 Cheddar
brass pot:
  from=alice stake=5 A$
  from=alice stake=a Cheddar (#1)
  from=bob stake=5 A$
  from=bob stake=a Cheddar (#2)
pot settled: no

erin> play 1 card a dragon
game 1: card #1 "a dragon" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a rusty key
game 1: card #2 "a rusty key" is added to the deck (R1250.18); the deck holds 2

erin> play 1 card a prophecy
game 1: card #3 "a prophecy" is added to the deck (R1250.18); the deck holds 3

erin> play 1 card a storm at sea
game 1: card #4 "a storm at sea" is added to the deck (R1250.18); the deck holds 4

erin> play 1 first alice
the Barkeep names alice to go first in game 1; each Bard is dealt 1 cards privately (R1250.18); it is alice's turn (R1250.18)

# carol joins the running tale: she must pay too.
carol> game join 1
error: carol holds 0 of the 1 Cheddars the ante of game 1 requires (R1250.18: a Bard joining must pay it)

admin> entity create cheddar carol
a Cheddar (#4) is created, owned by carol

carol> game join 1
carol joins game 1; carol pays the ante into the brass pot: A$5, a Cheddar (#4) (R1250.18); the Barkeep may choose another place for em before eir first turn (R1250.18); e is dealt 1 cards privately; it is alice's turn (R1250.18)

alice> play 1 pass
clock: game 1: cards dealt privately (R1250.18)
alice passes in game 1; e receives a card (R1250.18); it is bob's turn (R1250.18)

# "when the Barkeep notices that a Bard is asleep ... that Bard is
# considered to have passed"; asleep for lantern.under_table turns in a
# row, "the Barkeep may announce ... that that Bard has gone Under The
# Table ... The next time that Bard rejoins that game, e need not pay ante."
clock advance 3d
clock: game 1: cards dealt privately (R1250.18)
clock: game 1: bob is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); the tale is suspended (Bards 3, benches 3, the deck is empty) (R1250.18)
the time is now 2001-01-04T00:00:00Z

erin> play 1 table bob
the Barkeep announces that bob has gone Under The Table: e is removed from game 1, eir bench is empty and eir cards return to the deck (R1250.18); it is carol's turn (R1250.18)

bob> game join 1
bob joins game 1; bob rejoins after going Under The Table and need not pay the ante (R1250.18); the Barkeep may choose another place for em before eir first turn (R1250.18); e is dealt 1 cards privately; it is carol's turn (R1250.18)

> game show 1
clock: game 1: cards dealt privately (R1250.18)
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=2 owed=0 ale=0 asleep=0
  bard=carol cards=1 owed=0 ale=0 asleep=0
  bard=bob cards=1 owed=0 ale=0 asleep=0
turn: carol
deck: 0
cards listed: 4
loose ends: none
burned: none
plays: none
interruptions: none
ante: A$5, 1 Cheddar
brass pot:
  from=alice stake=5 A$
  from=alice stake=a Cheddar (#1)
  from=bob stake=5 A$
  from=bob stake=a Cheddar (#2)
  from=carol stake=5 A$
  from=carol stake=a Cheddar (#4)
pot settled: no

carol> inbox
2001-01-01T00:00:00Z the Barkeep (R1250.18): game 1: you receive 1 card: #1 "a dragon"; you hold 1 (R1250.18)

# carol plays her last card and the Barkeep verifies it: she has no cards,
# made the last successful play, and no Loose Ends remain.
carol> play 1 lantern #1 A dragon rose from the sea and carried the lantern home.
carol attempts play 1 in game 1 with card #1 "a dragon" (11 words): A dragon rose from the sea and carried the lantern home. (R1250.18); the Barkeep verifies or denies it

erin> play 1 verify
the Barkeep verifies play 1 by carol in game 1; "a dragon" is burned (R1250.18); game 1 is over: carol has no cards, made the last successful play, and no Loose Ends or interruptions remain: e wins (R1250.18); carol gets all the entities in the brass pot, and no trophy is made (R1250.18); 5 A$ to carol; a Cheddar (#1) to carol; 5 A$ to carol; a Cheddar (#2) to carol; 5 A$ to carol; a Cheddar (#4) to carol

# "If the game was played for ante, the winner gets all the entities in the
# pot, and no trophy is made."
> holdings carol
carol holds 910 A$
Cheddar (#1)
Cheddar (#2)
Cheddar (#4)
total wealth: A$910 (R506)

> holdings alice
alice holds 895 A$; no entities
total wealth: A$895 (R506)

> trophies
no trophies yet

> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), ended; referee erin
players: alice, bob, carol
phase: over
benches: 3
suspended: no
table order:
  bard=alice cards=2 owed=0 ale=0 asleep=0
  bard=carol cards=0 owed=0 ale=0 asleep=0
  bard=bob cards=1 owed=0 ale=0 asleep=0
deck: 0
cards listed: 4
loose ends: none
burned:
  card=1 text=a dragon
plays:
  play=1 bard=carol words=11 status=verified card=#1 a dragon
interruptions: none
ante: A$5, 1 Cheddar
brass pot:
  from=alice stake=5 A$
  from=alice stake=a Cheddar (#1)
  from=bob stake=5 A$
  from=bob stake=a Cheddar (#2)
  from=carol stake=5 A$
  from=carol stake=a Cheddar (#4)
pot settled: yes
result: carol has no cards, made the last successful play, and no Loose Ends or interruptions remain: e wins (R1250.18)

# A tale that ends lamely has no winner: each Bard's ante goes back
# (docs/RULINGS.md R1250.18), so nothing staked is lost.
erin> game new lantern ante A$10
game 2 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 6 benches (R1250.18); played for ante: each Bard joining pays A$10 into the brass pot, and the winner gets all of it instead of a Trophy (R1250.18)

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

erin> game start 2
game 2 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, bob; referee erin
game 2: Ye Olde Rusty Lantern with 6 benches; the Bards around the table are alice, bob (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first; alice pays the ante into the brass pot: A$10 (R1250.18); bob pays the ante into the brass pot: A$10 (R1250.18)

> holdings bob
bob holds 885 A$
Cheddar (#3)
total wealth: A$885 (R506)

erin> play 2 card a ghost
game 2: card #1 "a ghost" is added to the deck (R1250.18); the deck holds 1

erin> play 2 card a crown
game 2: card #2 "a crown" is added to the deck (R1250.18); the deck holds 2

erin> play 2 first alice
the Barkeep names alice to go first in game 2; each Bard is dealt 1 cards privately (R1250.18); it is alice's turn (R1250.18)

alice> play 2 pass
clock: game 2: cards dealt privately (R1250.18)
alice passes in game 2; e receives a card (R1250.18); the tale is suspended (Bards 2, benches 6, the deck is empty) (R1250.18)

erin> play 2 end
the Barkeep ends game 2: the deck ran short (R1250.18); game 2 is over: the tale ends (lamely): the deck ran short and the Barkeep added no story elements (R1250.18); the tale has no winner, so each Bard's ante goes back from the brass pot (docs/RULINGS.md R1250.18); 10 A$ to alice; 10 A$ to bob

> holdings bob
bob holds 895 A$
Cheddar (#3)
total wealth: A$895 (R506)

> holdings alice
alice holds 895 A$; no entities
total wealth: A$895 (R506)

> game show 2
game 2: Ye Olde Rusty Lantern (R1250.18), ended; referee erin
players: alice, bob
phase: over
benches: 6
suspended: no
table order:
  bard=alice cards=1 owed=1 ale=0 asleep=0
  bard=bob cards=1 owed=0 ale=0 asleep=0
deck: 0
cards listed: 2
loose ends: none
burned: none
plays: none
interruptions: none
ante: A$10
brass pot:
  from=alice stake=10 A$
  from=bob stake=10 A$
pot settled: yes
result: the tale ends (lamely): the deck ran short and the Barkeep added no story elements (R1250.18)

# An exhibition moves no currency (R1250.1 VII a): the ante's A$ are not
# taken.
erin> game new lantern ante A$10
game 3 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 6 benches (R1250.18); played for ante: each Bard joining pays A$10 into the brass pot, and the winner gets all of it instead of a Trophy (R1250.18)

alice> game join 3
alice joins game 3

admin> game exhibition 3
game 3 is an exhibition: no points or currency will be awarded, trophies still are (R1250.1 VII a)

bob> game join 3
bob joins game 3

erin> game start 3
game 3 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, bob; referee erin
game 3: Ye Olde Rusty Lantern with 6 benches; the Bards around the table are alice, bob (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first; alice pays no currency as ante: the game is an exhibition (R1250.1 VII); bob pays no currency as ante: the game is an exhibition (R1250.1 VII)

> holdings bob
bob holds 895 A$
Cheddar (#3)
total wealth: A$895 (R506)
