# Ye Olde Rusty Lantern (Ackanomic R1250.18/12): the rest of the rule's
# illegal moves and corner cases: benches, places at the table, a play that
# names no card, the grounds for denial the server checks, sleep three turns
# in a row and Under The Table, a Bard who leaves on eir turn, an absent
# Bard declared Asleep, a deck that runs short and a tale the Barkeep ends
# lamely, one that ends lamely by the deadline, and a Duel won by the last
# Bard left. Hands of 2 cards (`lantern.hand`) keep it short.
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

admin> office create Herald
office Herald created

admin> appoint frank Herald
frank is now Herald

admin> param set lantern.hand 2
lantern.hand = 2 cards (R1250.18)

erin> game new lantern benches 2
game 1 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 2 benches (R1250.18)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# "no more Bards than benches"
erin> game start 1
error: game 1 has 3 Bards and 2 benches (R1250.18: no more Bards than benches)

carol> game leave 1
carol leaves game 1

erin> game start 1
game 1 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, bob; referee erin
game 1: Ye Olde Rusty Lantern with 2 benches; the Bards around the table are alice, bob (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first

erin> play 1 card a lamp
game 1: card #1 "a lamp" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a ladder
game 1: card #2 "a ladder" is added to the deck (R1250.18); the deck holds 2

erin> play 1 card a cellar
game 1: card #3 "a cellar" is added to the deck (R1250.18); the deck holds 3

erin> play 1 card a rat
game 1: card #4 "a rat" is added to the deck (R1250.18); the deck holds 4

erin> play 1 card a key
game 1: card #5 "a key" is added to the deck (R1250.18); the deck holds 5

erin> play 1 card a candle
game 1: card #6 "a candle" is added to the deck (R1250.18); the deck holds 6

erin> play 1 card a chest
game 1: card #7 "a chest" is added to the deck (R1250.18); the deck holds 7

erin> play 1 card a mouse
game 1: card #8 "a mouse" is added to the deck (R1250.18); the deck holds 8

erin> play 1 card a spider
game 1: card #9 "a spider" is added to the deck (R1250.18); the deck holds 9

erin> play 1 card a window
game 1: card #10 "a window" is added to the deck (R1250.18); the deck holds 10

erin> play 1 card a clock
game 1: card #11 "a clock" is added to the deck (R1250.18); the deck holds 11

erin> play 1 card a cloak
game 1: card #12 "a cloak" is added to the deck (R1250.18); the deck holds 12

# "Anyone else may join ... unless there are already as many players as
# benches."
carol> game join 1
error: there are already as many Bards as benches (R1250.18)

erin> play 1 first bob
the Barkeep names bob to go first in game 1; each Bard is dealt 2 cards privately (R1250.18); it is bob's turn (R1250.18)

erin> play 1 first alice
error: that is not possible at this point of the tale: the Barkeep adds story elements (`card TEXT`) and then names the Bard who goes first (`first BARD`) (R1250.18)

bob> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob
phase: play
benches: 2
suspended: no
table order:
  bard=alice cards=2 owed=0 ale=0 asleep=0
  bard=bob cards=2 owed=0 ale=0 asleep=0
turn: bob
deck: 8
cards listed: 12
loose ends: none
burned: none
plays: none
interruptions: none
your hand:
  card=3 text=a cellar
  card=8 text=a mouse

# A play names a card while the Bard holds any, and only one e holds.
bob> play 1 lantern none The lamp went out.
error: you hold cards, so the play must specify one of them (R1250.18: "If the Bard has any cards, the last line of the message should specify one of them")

bob> play 1 lantern 4 A rat ran along the rafters.
error: you do not hold that card (R1250.18)

bob> play 1 lantern 1 The lamp flickered and went out.
error: you do not hold that card (R1250.18)

# The grounds the server can check are checked.
erin> play 1 deny nocard
error: no play awaits the Barkeep's reply (R1250.18)

erin> play 1 deny late
error: no play awaits the Barkeep's reply (R1250.18)

erin> play 1 deny length
error: no play awaits the Barkeep's reply (R1250.18)

# Sleep: three of alice's turns in a row, then Under The Table.
clock advance 3d
clock: frank is paid A$25 as Herald for 2001-01 (R435, R401 (iv))
clock: game 1: bob is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is alice's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-04T00:00:00Z

erin> play 1 table alice
error: only a Bard asleep for three of eir turns in a row may go Under The Table (R1250.18)

clock advance 3d
clock: game 1: alice is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is bob's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-07T00:00:00Z

clock advance 3d
clock: game 1: bob is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is alice's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-10T00:00:00Z

clock advance 3d
clock: game 1: alice is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is bob's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-13T00:00:00Z

clock advance 3d
clock: game 1: bob is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is alice's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-16T00:00:00Z

clock advance 3d
clock: game 1: alice is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is bob's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-19T00:00:00Z

erin> inbox
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: you are the Barkeep. List the story elements privately, one card each (`play 1 card TEXT`); each Bard is dealt 2 when you name the Bard who goes first (`play 1 first BARD`) (R1250.18)
2001-01-16T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: bob has been asleep for 3 of eir turns in a row; you may announce that e has gone Under The Table (`play 1 table bob`) (R1250.18)
2001-01-19T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: alice has been asleep for 3 of eir turns in a row; you may announce that e has gone Under The Table (`play 1 table alice`) (R1250.18)

> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob
phase: play
benches: 2
suspended: no
table order:
  bard=alice cards=5 owed=0 ale=0 asleep=3
  bard=bob cards=5 owed=0 ale=0 asleep=3
turn: bob
deck: 2
cards listed: 12
loose ends: none
burned: none
plays: none
interruptions: none

erin> play 1 table carol
error: carol is not a Bard at the table of game 1 (R1250.18)

erin> play 1 table alice
the Barkeep announces that alice has gone Under The Table: e is removed from game 1, eir bench is empty and eir cards return to the deck (R1250.18); the tale is suspended (Bards 1, benches 2) (R1250.18)

# One Bard left: the tale is suspended ("no cards may be played"), and a
# bench is free.
bob> play 1 pass
error: the tale is suspended: it needs at least two Bards and no more Bards than benches, and cards for every Bard owed some; no cards may be played (R1250.18)

erin> play 1 asleep
error: the tale is suspended: it needs at least two Bards and no more Bards than benches, and cards for every Bard owed some; no cards may be played (R1250.18)

carol> game join 1
carol joins game 1; the Barkeep may choose another place for em before eir first turn (R1250.18); e is dealt 2 cards privately; it is bob's turn (R1250.18)

# The Barkeep chooses a newcomer's place, before eir first turn.
erin> play 1 place carol after dave
error: dave is not a Bard at the table of game 1 (R1250.18)

erin> play 1 place bob after carol
error: the Barkeep chooses a Bard's place when e joins, before eir first turn (R1250.18)

erin> play 1 place carol after bob
the Barkeep seats carol after bob in game 1 (R1250.18); it is bob's turn (R1250.18)

# A vacationing Bard may be declared Asleep at once ("If it is ever a
# Bard's turn while that Bard is vacationing ...").
erin> play 1 asleep
error: bob is not on Vacation or On Ice: a Bard is asleep after three days of eir turn without a play (R1250.18)

bob> state vacation
bob is Vacationing, expected for 28d (R250 V a)

erin> play 1 asleep
the Barkeep declares bob Asleep (absent) in game 1: e is considered to have passed and receives a card (R1250.18); it is carol's turn (R1250.18)

# A Bard who leaves on eir turn has passed; eir cards return to the deck.
carol> game leave 1
clock: game 1: cards dealt privately (R1250.18)
carol leaves game 1 (R1250.1 IX); eir cards return to the deck (R1250.18); it was eir turn, so e is considered to have passed; the tale is suspended (Bards 1, benches 2) (R1250.18)

> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice (left), bob, carol (left)
phase: play
benches: 2
suspended: yes
table order:
  bard=bob cards=6 owed=0 ale=0 asleep=4
turn: bob
deck: 6
cards listed: 12
loose ends: none
burned: none
plays: none
interruptions: none

# "The next time that Bard rejoins that game, e need not pay ante": alice
# may sit again.
alice> game join 1
alice joins game 1; the Barkeep may choose another place for em before eir first turn (R1250.18); e is dealt 2 cards privately; it is bob's turn (R1250.18)

# The Barkeep may end the tale only when the deck runs short.
erin> play 1 end
error: the Barkeep may end the tale only when the deck cannot cover the cards owed (R1250.18)

# Game 2: the deck runs short and the Barkeep ends the tale (lamely).
dave> game new lantern
game 2 (Ye Olde Rusty Lantern, R1250.18) is open; referee dave; 6 benches (R1250.18)

alice> game join 2
alice joins game 2

carol> game join 2
carol joins game 2

dave> game start 2
game 2 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, carol; referee dave
game 2: Ye Olde Rusty Lantern with 6 benches; the Bards around the table are alice, carol (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first

dave> play 2 card a bell
game 2: card #1 "a bell" is added to the deck (R1250.18); the deck holds 1

dave> play 2 card a boat
game 2: card #2 "a boat" is added to the deck (R1250.18); the deck holds 2

dave> play 2 card a dog
game 2: card #3 "a dog" is added to the deck (R1250.18); the deck holds 3

dave> play 2 card a hat
game 2: card #4 "a hat" is added to the deck (R1250.18); the deck holds 4

dave> play 2 first alice
the Barkeep names alice to go first in game 2; each Bard is dealt 2 cards privately (R1250.18); it is alice's turn (R1250.18)

alice> play 2 pass
clock: game 2: cards dealt privately (R1250.18)
alice passes in game 2; e receives a card (R1250.18); the tale is suspended (Bards 2, benches 6, the deck is empty) (R1250.18)

carol> play 2 pass
error: the tale is suspended: it needs at least two Bards and no more Bards than benches, and cards for every Bard owed some; no cards may be played (R1250.18)

dave> play 2 end
the Barkeep ends game 2: the deck ran short (R1250.18); game 2 is over: the tale ends (lamely): the deck ran short and the Barkeep added no story elements (R1250.18)

# Game 3: the deck runs short and the Barkeep does nothing: the tale ends
# lamely when lantern.deck_wait (3 days) has passed.
dave> game new lantern
game 3 (Ye Olde Rusty Lantern, R1250.18) is open; referee dave; 6 benches (R1250.18)

alice> game join 3
alice joins game 3

carol> game join 3
carol joins game 3

dave> game start 3
game 3 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, carol; referee dave
game 3: Ye Olde Rusty Lantern with 6 benches; the Bards around the table are alice, carol (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first

dave> play 3 card a bell
game 3: card #1 "a bell" is added to the deck (R1250.18); the deck holds 1

dave> play 3 card a boat
game 3: card #2 "a boat" is added to the deck (R1250.18); the deck holds 2

dave> play 3 card a dog
game 3: card #3 "a dog" is added to the deck (R1250.18); the deck holds 3

dave> play 3 card a hat
game 3: card #4 "a hat" is added to the deck (R1250.18); the deck holds 4

dave> play 3 first carol
the Barkeep names carol to go first in game 3; each Bard is dealt 2 cards privately (R1250.18); it is carol's turn (R1250.18)

carol> play 3 pass
clock: game 3: cards dealt privately (R1250.18)
carol passes in game 3; e receives a card (R1250.18); the tale is suspended (Bards 2, benches 6, the deck is empty) (R1250.18)

dave> inbox
2001-01-19T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 2: you are the Barkeep. List the story elements privately, one card each (`play 2 card TEXT`); each Bard is dealt 2 when you name the Bard who goes first (`play 2 first BARD`) (R1250.18)
2001-01-19T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 2: the deck is empty and 1 card is still owed: within 3 days add story elements (`play 2 card TEXT`) or end the tale (`play 2 end`); otherwise it ends lamely (R1250.18; docs/RULINGS.md)
2001-01-19T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 3: you are the Barkeep. List the story elements privately, one card each (`play 3 card TEXT`); each Bard is dealt 2 when you name the Bard who goes first (`play 3 first BARD`) (R1250.18)
2001-01-19T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 3: the deck is empty and 1 card is still owed: within 3 days add story elements (`play 3 card TEXT`) or end the tale (`play 3 end`); otherwise it ends lamely (R1250.18; docs/RULINGS.md)

clock advance 3d
clock: game 1: bob is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is alice's turn (R1250.18)
clock: game 3: the deck ran short and the Barkeep neither added story elements nor ended the tale in time; game 3 is over: the tale ends (lamely): the deck ran short and the Barkeep added no story elements (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-22T00:00:00Z

# Game 4, a Duel (R1215; YORL is in the Games Grid): "there may be only two
# benches", and "if at any time there is only one Bard, that player is the
# winner".
erin> game new lantern benches 5
game 4 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 5 benches (R1250.18)

alice> game join 4
alice joins game 4

carol> game join 4
carol joins game 4

frank> game duel 4 carol
game 4 is a Duel between alice (challenger) and carol (challenged) (R1215)

dave> game join 4
error: game 4 is a Duel between two players (R1215)

erin> game start 4
game 4 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, carol; referee erin
game 4: Ye Olde Rusty Lantern with 2 benches; the Bards around the table are alice, carol (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first

> game show 4
game 4: Ye Olde Rusty Lantern (R1250.18), running; referee erin; a Duel, carol challenged
players: alice, carol
phase: setup
benches: 2
suspended: no
table order:
  bard=alice cards=0 owed=2 ale=0 asleep=0
  bard=carol cards=0 owed=2 ale=0 asleep=0
deck: 0
cards listed: 0
loose ends: none
burned: none
plays: none
interruptions: none

erin> play 4 card a bell
game 4: card #1 "a bell" is added to the deck (R1250.18); the deck holds 1

erin> play 4 card a boat
game 4: card #2 "a boat" is added to the deck (R1250.18); the deck holds 2

erin> play 4 card a dog
game 4: card #3 "a dog" is added to the deck (R1250.18); the deck holds 3

erin> play 4 card a hat
game 4: card #4 "a hat" is added to the deck (R1250.18); the deck holds 4

erin> play 4 first alice
the Barkeep names alice to go first in game 4; each Bard is dealt 2 cards privately (R1250.18); it is alice's turn (R1250.18)

alice> game leave 4
clock: game 4: cards dealt privately (R1250.18)
alice leaves game 4 (R1250.1 IX); eir cards return to the deck (R1250.18); it was eir turn, so e is considered to have passed; game 4 is over: carol is the only Bard left in the Duel: e wins (R1250.18); carol wins the Duel and gains 6 points (R1215); alice loses 6 points (R1215); no trophy: the game started with fewer than 3 players (R1250.2)

@verify
