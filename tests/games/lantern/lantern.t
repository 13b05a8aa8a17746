# Ye Olde Rusty Lantern (Ackanomic R1250.18/12): a whole tale from the rule
# text. erin is the Barkeep (she starts the game: "The Barkeep is the person
# who started the game ... considered the referee"); alice, bob and carol
# are the Bards. The Barkeep's story elements are hidden moves; each deal is
# the clock's hidden event and reaches each Bard privately (inbox).
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

# "the Barkeep shall announce the number of benches"
erin> game new lantern benches 1
error: usage: game new lantern [benches N] [ante ITEM...] (N from 2 to 100; R1250.18: the Barkeep announces the number of benches)

erin> game new lantern benches 3
game 1 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 3 benches (R1250.18)

# "The Barkeep may not be a Bard."
erin> game join 1
error: the referee may not play game 1 (R1250.1 III e)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# Nothing may be played before the tale begins (R1250.1 VI a).
alice> play 1 pass
error: game 1 has not started

erin> game start 1
game 1 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, bob, carol; referee erin
game 1: Ye Olde Rusty Lantern with 3 benches; the Bards around the table are alice, bob, carol (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first

# Before the Barkeep names the first Bard there is nothing to play.
alice> play 1 pass
error: that is not possible at this point of the tale: the Barkeep adds story elements (`card TEXT`) and then names the Bard who goes first (`first BARD`) (R1250.18)

# "The Barkeep keeps track of the cards": only e lists them.
alice> play 1 card a dragon
error: only the Barkeep (the referee, erin) may card (R1250.18)

# "Each Bard receives seven cards upon joining": 21 are needed.
erin> play 1 first alice
error: the deck does not hold seven cards for each Bard: add story elements first (R1250.18)

erin> play 1 card a dragon
game 1: card #1 "a dragon" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a rusty key
game 1: card #2 "a rusty key" is added to the deck (R1250.18); the deck holds 2

erin> play 1 card a prophecy
game 1: card #3 "a prophecy" is added to the deck (R1250.18); the deck holds 3

erin> play 1 card a storm at sea
game 1: card #4 "a storm at sea" is added to the deck (R1250.18); the deck holds 4

erin> play 1 card a disguise
game 1: card #5 "a disguise" is added to the deck (R1250.18); the deck holds 5

erin> play 1 card a treasure map
game 1: card #6 "a treasure map" is added to the deck (R1250.18); the deck holds 6

erin> play 1 card an old sailor
game 1: card #7 "an old sailor" is added to the deck (R1250.18); the deck holds 7

erin> play 1 card a locked door
game 1: card #8 "a locked door" is added to the deck (R1250.18); the deck holds 8

erin> play 1 card a talking cat
game 1: card #9 "a talking cat" is added to the deck (R1250.18); the deck holds 9

erin> play 1 card a betrayal
game 1: card #10 "a betrayal" is added to the deck (R1250.18); the deck holds 10

erin> play 1 card a wedding
game 1: card #11 "a wedding" is added to the deck (R1250.18); the deck holds 11

erin> play 1 card a ghost
game 1: card #12 "a ghost" is added to the deck (R1250.18); the deck holds 12

erin> play 1 card a shipwreck
game 1: card #13 "a shipwreck" is added to the deck (R1250.18); the deck holds 13

erin> play 1 card a secret passage
game 1: card #14 "a secret passage" is added to the deck (R1250.18); the deck holds 14

erin> play 1 card a poisoned cup
game 1: card #15 "a poisoned cup" is added to the deck (R1250.18); the deck holds 15

erin> play 1 card a duel
game 1: card #16 "a duel" is added to the deck (R1250.18); the deck holds 16

erin> play 1 card a lost child
game 1: card #17 "a lost child" is added to the deck (R1250.18); the deck holds 17

erin> play 1 card a full moon
game 1: card #18 "a full moon" is added to the deck (R1250.18); the deck holds 18

erin> play 1 card a crown
game 1: card #19 "a crown" is added to the deck (R1250.18); the deck holds 19

erin> play 1 card a tavern brawl
game 1: card #20 "a tavern brawl" is added to the deck (R1250.18); the deck holds 20

erin> play 1 card a hidden letter
game 1: card #21 "a hidden letter" is added to the deck (R1250.18); the deck holds 21

erin> play 1 card a wizard
game 1: card #22 "a wizard" is added to the deck (R1250.18); the deck holds 22

erin> play 1 card a broken sword
game 1: card #23 "a broken sword" is added to the deck (R1250.18); the deck holds 23

erin> play 1 card a bridge
game 1: card #24 "a bridge" is added to the deck (R1250.18); the deck holds 24

# The story elements are the Barkeep's secret: the public sees a count.
> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: setup
benches: 3
suspended: no
table order:
  bard=alice cards=0 owed=7 ale=0 asleep=0
  bard=bob cards=0 owed=7 ale=0 asleep=0
  bard=carol cards=0 owed=7 ale=0 asleep=0
deck: 24
cards listed: 24
loose ends: none
burned: none
plays: none
interruptions: none

erin> play 1 first dave
error: dave is not a Bard at the table of game 1 (R1250.18)

# "As soon as the Barkeep is ready to begin, e chooses a Bard to go first
# and names em publicly."
erin> play 1 first alice
the Barkeep names alice to go first in game 1; each Bard is dealt 7 cards privately (R1250.18); it is alice's turn (R1250.18)

alice> inbox
clock: game 1: cards dealt privately (R1250.18)
2001-01-01T00:00:00Z the Barkeep (R1250.18): game 1: you receive 7 cards: #3 "a prophecy", #4 "a storm at sea", #6 "a treasure map", #10 "a betrayal", #17 "a lost child", #18 "a full moon", #23 "a broken sword"; you hold 7 (R1250.18)

alice> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=7 owed=0 ale=0 asleep=0
  bard=bob cards=7 owed=0 ale=0 asleep=0
  bard=carol cards=7 owed=0 ale=0 asleep=0
turn: alice
deck: 3
cards listed: 24
loose ends: none
burned: none
plays: none
interruptions: none
your hand:
  card=3 text=a prophecy
  card=4 text=a storm at sea
  card=6 text=a treasure map
  card=10 text=a betrayal
  card=17 text=a lost child
  card=18 text=a full moon
  card=23 text=a broken sword

bob> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=7 owed=0 ale=0 asleep=0
  bard=bob cards=7 owed=0 ale=0 asleep=0
  bard=carol cards=7 owed=0 ale=0 asleep=0
turn: alice
deck: 3
cards listed: 24
loose ends: none
burned: none
plays: none
interruptions: none
your hand:
  card=1 text=a dragon
  card=5 text=a disguise
  card=9 text=a talking cat
  card=13 text=a shipwreck
  card=16 text=a duel
  card=20 text=a tavern brawl
  card=22 text=a wizard

carol> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=7 owed=0 ale=0 asleep=0
  bard=bob cards=7 owed=0 ale=0 asleep=0
  bard=carol cards=7 owed=0 ale=0 asleep=0
turn: alice
deck: 3
cards listed: 24
loose ends: none
burned: none
plays: none
interruptions: none
your hand:
  card=2 text=a rusty key
  card=7 text=an old sailor
  card=8 text=a locked door
  card=11 text=a wedding
  card=12 text=a ghost
  card=14 text=a secret passage
  card=24 text=a bridge

erin> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=7 owed=0 ale=0 asleep=0
  bard=bob cards=7 owed=0 ale=0 asleep=0
  bard=carol cards=7 owed=0 ale=0 asleep=0
turn: alice
deck: 3
cards listed: 24
loose ends: none
burned: none
plays: none
interruptions: none
cards:
  card=1 text=a dragon where=hand holder=bob
  card=2 text=a rusty key where=hand holder=carol
  card=3 text=a prophecy where=hand holder=alice
  card=4 text=a storm at sea where=hand holder=alice
  card=5 text=a disguise where=hand holder=bob
  card=6 text=a treasure map where=hand holder=alice
  card=7 text=an old sailor where=hand holder=carol
  card=8 text=a locked door where=hand holder=carol
  card=9 text=a talking cat where=hand holder=bob
  card=10 text=a betrayal where=hand holder=alice
  card=11 text=a wedding where=hand holder=carol
  card=12 text=a ghost where=hand holder=carol
  card=13 text=a shipwreck where=hand holder=bob
  card=14 text=a secret passage where=hand holder=carol
  card=15 text=a poisoned cup where=deck
  card=16 text=a duel where=hand holder=bob
  card=17 text=a lost child where=hand holder=alice
  card=18 text=a full moon where=hand holder=alice
  card=19 text=a crown where=deck
  card=20 text=a tavern brawl where=hand holder=bob
  card=21 text=a hidden letter where=deck
  card=22 text=a wizard where=hand holder=bob
  card=23 text=a broken sword where=hand holder=alice
  card=24 text=a bridge where=hand holder=carol

# "On eir turn, a Bard either tries to make a play, or passes."
bob> play 1 lantern 1 A dragon circled the tavern.
error: it is not your turn (R1250.18: "On eir turn, a Bard either tries to make a play, or passes")

alice> play 1 lantern 1 A dragon circled the tavern.
error: you do not hold that card (R1250.18)

# "If the Bard has any cards, the last line of the message should specify
# one of them."
alice> play 1 lantern none The night was dark.
error: you hold cards, so the play must specify one of them (R1250.18: "If the Bard has any cards, the last line of the message should specify one of them")

alice> play 1 lantern 3 An old seer by the fire spoke a prophecy: the lantern would be lit again when the crown came home.
alice attempts play 1 in game 1 with card #3 "a prophecy" (20 words): An old seer by the fire spoke a prophecy: the lantern would be lit again when the crown came home. (R1250.18); the Barkeep verifies or denies it

# One play at a time: "The Barkeep shall then reply".
alice> play 1 lantern 4 A storm rose.
error: a play awaits the Barkeep's reply (R1250.18: "The Barkeep shall then reply, either verifying that the play was successful, or denying it")

bob> play 1 verify
error: only the Barkeep (the referee, erin) may verify (R1250.18)

erin> play 1 deny boring
error: usage: play 1 deny REASON, one of incomprehensible, nonsequitur, spirit, length, nocard, noties, late, element (R1250.18: "The Barkeep may deny a play for any of the following reasons")

erin> play 1 deny noties
error: play 1 specified a card (R1250.18)

# The Barkeep is told privately what e must judge, with eir deadline.
erin> inbox
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: you are the Barkeep. List the story elements privately, one card each (`play 1 card TEXT`); each Bard is dealt 7 when you name the Bard who goes first (`play 1 first BARD`) (R1250.18)
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: alice attempts play 1 with card "a prophecy" (20 words; 150 to 300 words or the length of previous segments are good guidelines): An old seer by the fire spoke a prophecy: the lantern would be lit again when the crown came home.. Loose Ends on the table: none. Reply within 3 days: `play 1 verify [loose] [tie CARD...]` or `play 1 deny REASON`; otherwise the play stands verified (R1250.18; docs/RULINGS.md)

# "E may, in addition to verifying the play, announce that the card thus
# played is a new Loose End ... it goes on the table, face up."
erin> play 1 verify loose
the Barkeep verifies play 1 by alice in game 1; "a prophecy" is a new Loose End and goes on the table (R1250.18); it is alice's turn (R1250.18)

# "If e successfully makes a play, it is still eir turn."
alice> play 1 lantern 6 Under the seer's stool lay a treasure map, stained with ale.
alice attempts play 2 in game 1 with card #6 "a treasure map" (11 words): Under the seer's stool lay a treasure map, stained with ale. (R1250.18); the Barkeep verifies or denies it

# "The Barkeep shall deny an interruption if the card specified is not one
# the interrupting Bard has ... one card is dealt to the interrupting Bard,
# as a penalty." The reply is the same whoever holds it.
carol> play 1 interrupt 2 1
carol tries to interrupt play 2 in game 1 with a card e does not hold: the interruption is denied and e is dealt one card as a penalty (R1250.18)

carol> play 1 interrupt 2 99
clock: game 1: cards dealt privately (R1250.18)
carol tries to interrupt play 2 in game 1 with a card e does not hold: the interruption is denied and e is dealt one card as a penalty (R1250.18)

carol> play 1 interrupt 2 2
clock: game 1: cards dealt privately (R1250.18)
carol interrupts play 2 in game 1 with card #2 "a rusty key" (interruption 1, R1250.18); the Barkeep replies to it

# "When a play and an interruption are both being attempted, the Barkeep
# must reply to the play first".
erin> play 1 allow 1
error: the Barkeep must reply to the play first (R1250.18: "When a play and an interruption are both being attempted, the Barkeep must reply to the play first")

erin> play 1 verify
the Barkeep verifies play 2 by alice in game 1; "a treasure map" is burned (R1250.18); it is alice's turn (R1250.18)

# "If the interruption is successful, then it is immediately the
# interrupting Bard's turn, and the Bard who was interrupted receives a
# card."
erin> play 1 allow 1
the Barkeep rules that "a rusty key" was sufficiently mentioned in play 2; interruption 1 of play 2 succeeds: it is now carol's turn, and alice receives a card (R1250.18); it is carol's turn (R1250.18)

> game show 1
clock: game 1: cards dealt privately (R1250.18)
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=6 owed=0 ale=0 asleep=0
  bard=bob cards=7 owed=0 ale=0 asleep=0
  bard=carol cards=8 owed=0 ale=0 asleep=0
turn: carol
deck: 0
cards listed: 24
loose ends:
  card=3 text=a prophecy
burned:
  card=2 text=a rusty key
  card=6 text=a treasure map
plays:
  play=1 bard=alice words=20 status=verified card=#3 a prophecy
  play=2 bard=alice words=11 status=verified card=#6 a treasure map interrupted with=#2 a rusty key
interruptions: none

carol> play 1 lantern 7 An old sailor stumbled in.
carol attempts play 3 in game 1 with card #7 "an old sailor" (5 words): An old sailor stumbled in. (R1250.18); the Barkeep verifies or denies it

# "When a Bard attempts to play a card but is denied, the card is burned,
# and the Bard receives two cards to replace it." The deck runs short: "the
# Barkeep shall either end the tale (lamely) or add story elements".
erin> play 1 deny element
the Barkeep denies play 3 by carol in game 1: a card was specified, but the text didn't bring it into the tale; "an old sailor" is burned and carol receives 2 cards (R1250.18); the tale is suspended (Bards 3, benches 3, the deck is empty) (R1250.18)

erin> inbox
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: you are the Barkeep. List the story elements privately, one card each (`play 1 card TEXT`); each Bard is dealt 7 when you name the Bard who goes first (`play 1 first BARD`) (R1250.18)
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: alice attempts play 1 with card "a prophecy" (20 words; 150 to 300 words or the length of previous segments are good guidelines): An old seer by the fire spoke a prophecy: the lantern would be lit again when the crown came home.. Loose Ends on the table: none. Reply within 3 days: `play 1 verify [loose] [tie CARD...]` or `play 1 deny REASON`; otherwise the play stands verified (R1250.18; docs/RULINGS.md)
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: alice attempts play 2 with card "a treasure map" (11 words; 150 to 300 words or the length of previous segments are good guidelines): Under the seer's stool lay a treasure map, stained with ale.. Loose Ends on the table: #3 "a prophecy". Reply within 3 days: `play 1 verify [loose] [tie CARD...]` or `play 1 deny REASON`; otherwise the play stands verified (R1250.18; docs/RULINGS.md)
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: carol interrupts play 2 (by alice) with "a rusty key" (interruption 1). Was the element sufficiently mentioned in that play (be lenient)? Reply within 3 days: `play 1 allow 1` or `play 1 reject 1`; otherwise it is taken as mentioned (R1250.18; docs/RULINGS.md). Reply to play 2 first.
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: carol attempts play 3 with card "an old sailor" (5 words; 150 to 300 words or the length of previous segments are good guidelines): An old sailor stumbled in.. Loose Ends on the table: #3 "a prophecy". Reply within 3 days: `play 1 verify [loose] [tie CARD...]` or `play 1 deny REASON`; otherwise the play stands verified (R1250.18; docs/RULINGS.md)
2001-01-01T00:00:00Z Ye Olde Rusty Lantern (R1250.18): game 1: the deck is empty and 2 cards are still owed: within 3 days add story elements (`play 1 card TEXT`) or end the tale (`play 1 end`); otherwise it ends lamely (R1250.18; docs/RULINGS.md)

> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: yes
table order:
  bard=alice cards=6 owed=0 ale=0 asleep=0
  bard=bob cards=7 owed=0 ale=0 asleep=0
  bard=carol cards=7 owed=2 ale=0 asleep=0
turn: alice
deck: 0
cards listed: 24
loose ends:
  card=3 text=a prophecy
burned:
  card=2 text=a rusty key
  card=6 text=a treasure map
  card=7 text=an old sailor
plays:
  play=1 bard=alice words=20 status=verified card=#3 a prophecy
  play=2 bard=alice words=11 status=verified card=#6 a treasure map interrupted with=#2 a rusty key
  play=3 bard=carol words=5 status=denied card=#7 an old sailor
interruptions: none

# The tale waits for the cards owed.
alice> play 1 pass
error: the tale is suspended: it needs at least two Bards and no more Bards than benches, and cards for every Bard owed some; no cards may be played (R1250.18)

erin> play 1 card a lighthouse
game 1: card #25 "a lighthouse" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a black cat
clock: game 1: cards dealt privately (R1250.18)
game 1: card #26 "a black cat" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a silver coin
clock: game 1: cards dealt privately (R1250.18)
game 1: card #27 "a silver coin" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a mermaid
game 1: card #28 "a mermaid" is added to the deck (R1250.18); the deck holds 2

erin> play 1 card an eclipse
game 1: card #29 "an eclipse" is added to the deck (R1250.18); the deck holds 3

erin> play 1 card a goblin market
game 1: card #30 "a goblin market" is added to the deck (R1250.18); the deck holds 4

erin> play 1 card a flood
game 1: card #31 "a flood" is added to the deck (R1250.18); the deck holds 5

erin> play 1 card a stolen horse
game 1: card #32 "a stolen horse" is added to the deck (R1250.18); the deck holds 6

erin> play 1 card a riddle
game 1: card #33 "a riddle" is added to the deck (R1250.18); the deck holds 7

erin> play 1 card a candle
game 1: card #34 "a candle" is added to the deck (R1250.18); the deck holds 8

# "When a Bard passes explicitly, e may announce that e is discarding one of
# the cards from eir hand, naming the card. That card is burned."
alice> play 1 pass 7
error: you do not hold that card (R1250.18)

alice> play 1 pass 10
alice passes in game 1 and discards "a betrayal", which is burned; e receives a card (R1250.18); it is bob's turn (R1250.18)

# The interruption's element was not sufficiently mentioned: "the card is
# burned, and the interrupting Bard receives two cards to replace it".
bob> play 1 interrupt 3 5
clock: game 1: cards dealt privately (R1250.18)
bob interrupts play 3 in game 1 with card #5 "a disguise" (interruption 2, R1250.18); the Barkeep replies to it; it is bob's turn (R1250.18)

erin> play 1 reject 2
the Barkeep rules that "a disguise" was not sufficiently mentioned in play 3; interruption 2 is denied: its element was not sufficiently mentioned; the card is burned and bob receives two cards (R1250.18); it is bob's turn (R1250.18)

bob> play 1 pass
clock: game 1: cards dealt privately (R1250.18)
bob passes in game 1; e receives a card (R1250.18); it is carol's turn (R1250.18)

# "when the Barkeep notices that a Bard is asleep (i.e. it has been eir turn
# continuously for three days or more, and e has not tried a play in all
# that time) ... that Bard is considered to have passed."
clock advance 3d
clock: game 1: cards dealt privately (R1250.18)
clock: game 1: carol is asleep (eir turn for 3 days without trying a play) and is considered to have passed; e receives a card (R1250.18); it is alice's turn (R1250.18)
clock: game 1: cards dealt privately (R1250.18)
the time is now 2001-01-04T00:00:00Z

# Too late: "the interrupted play was attempted more than three days ago".
clock advance 1h
the time is now 2001-01-04T01:00:00Z

bob> play 1 interrupt 1 9
bob interrupts play 1 in game 1 with card #9 "a talking cat" (interruption 3, R1250.18); the Barkeep replies to it; it is alice's turn (R1250.18)

erin> play 1 allow 3
the Barkeep rules that "a talking cat" was sufficiently mentioned in play 1; interruption 3 is denied as too late; the card is burned and bob receives a card (R1250.18); it is alice's turn (R1250.18)

> game show 1
clock: game 1: cards dealt privately (R1250.18)
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=6 owed=0 ale=0 asleep=0
  bard=bob cards=9 owed=0 ale=0 asleep=0
  bard=carol cards=10 owed=0 ale=0 asleep=1
turn: alice
deck: 2
cards listed: 34
loose ends:
  card=3 text=a prophecy
burned:
  card=2 text=a rusty key
  card=5 text=a disguise
  card=6 text=a treasure map
  card=7 text=an old sailor
  card=9 text=a talking cat
  card=10 text=a betrayal
plays:
  play=1 bard=alice words=20 status=verified card=#3 a prophecy
  play=2 bard=alice words=11 status=verified card=#6 a treasure map interrupted with=#2 a rusty key
  play=3 bard=carol words=5 status=denied card=#7 an old sailor
interruptions: none

alice> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), running; referee erin
players: alice, bob, carol
phase: play
benches: 3
suspended: no
table order:
  bard=alice cards=6 owed=0 ale=0 asleep=0
  bard=bob cards=9 owed=0 ale=0 asleep=0
  bard=carol cards=10 owed=0 ale=0 asleep=1
turn: alice
deck: 2
cards listed: 34
loose ends:
  card=3 text=a prophecy
burned:
  card=2 text=a rusty key
  card=5 text=a disguise
  card=6 text=a treasure map
  card=7 text=an old sailor
  card=9 text=a talking cat
  card=10 text=a betrayal
plays:
  play=1 bard=alice words=20 status=verified card=#3 a prophecy
  play=2 bard=alice words=11 status=verified card=#6 a treasure map interrupted with=#2 a rusty key
  play=3 bard=carol words=5 status=denied card=#7 an old sailor
interruptions: none
your hand:
  card=4 text=a storm at sea
  card=17 text=a lost child
  card=18 text=a full moon
  card=19 text=a crown
  card=23 text=a broken sword
  card=33 text=a riddle

alice> play 1 lantern 4 That night a storm at sea drove a ship onto the rocks below the tavern.
alice attempts play 4 in game 1 with card #4 "a storm at sea" (15 words): That night a storm at sea drove a ship onto the rocks below the tavern. (R1250.18); the Barkeep verifies or denies it

erin> play 1 verify
the Barkeep verifies play 4 by alice in game 1; "a storm at sea" is burned (R1250.18); it is alice's turn (R1250.18)

alice> play 1 lantern 17 From the wreck crawled a lost child, clutching half of an iron crown.
alice attempts play 5 in game 1 with card #17 "a lost child" (13 words): From the wreck crawled a lost child, clutching half of an iron crown. (R1250.18); the Barkeep verifies or denies it

erin> play 1 verify loose
the Barkeep verifies play 5 by alice in game 1; "a lost child" is a new Loose End and goes on the table (R1250.18); it is alice's turn (R1250.18)

alice> play 1 lantern 18 The full moon rose, and by its light the child pointed at the seer.
alice attempts play 6 in game 1 with card #18 "a full moon" (14 words): The full moon rose, and by its light the child pointed at the seer. (R1250.18); the Barkeep verifies or denies it

# The Barkeep does not reply within lantern.reply (3 days): the play stands
# verified (docs/RULINGS.md R1250.18).
clock advance 3d
clock: game 1: the Barkeep did not reply to play 6 in time: it stands verified and "a full moon" is burned (docs/RULINGS.md R1250.18); it is alice's turn (R1250.18)
the time is now 2001-01-07T01:00:00Z

alice> play 1 lantern 19 The seer took the crown from the child's hands, and the lantern flared: the prophecy was fulfilled.
alice attempts play 7 in game 1 with card #19 "a crown" (17 words): The seer took the crown from the child's hands, and the lantern flared: the prophecy was fulfilled. (R1250.18); the Barkeep verifies or denies it

# Tying off: only Loose Ends on the table.
erin> play 1 verify tie 4
error: that card is not a Loose End on the table (R1250.18)

# "A Bard receives one Ale for each Loose End tied off by eir play. Upon
# being awarded an Ale, a player also receives a FairPlay Award."
erin> play 1 verify tie 3
the Barkeep verifies play 7 by alice in game 1; "a crown" is burned; tied off: "a prophecy"; alice receives 1 Ale and with each a FairPlay Award (R1250.18); alice gains 1 points (R1250.18); it is alice's turn (R1250.18)

alice> play 1 lantern 23 The child's father, a knight with a broken sword, came to the door and took her home.
alice attempts play 8 in game 1 with card #23 "a broken sword" (17 words): The child's father, a knight with a broken sword, came to the door and took her home. (R1250.18); the Barkeep verifies or denies it

erin> play 1 verify tie 17
the Barkeep verifies play 8 by alice in game 1; "a broken sword" is burned; tied off: "a lost child"; alice receives 1 Ale and with each a FairPlay Award (R1250.18); alice gains 1 points (R1250.18); it is alice's turn (R1250.18)

# "A Bard wins when all of the following are true: e has no cards, e was
# the last to make a successful play, there are no Loose Ends, and there are
# no unprocessed Interrupts." Three Bards began: a standard Trophy.
alice> play 1 lantern 33 And the seer asked the knight a riddle, which he answered, and the tavern was quiet again.
alice attempts play 9 in game 1 with card #33 "a riddle" (17 words): And the seer asked the knight a riddle, which he answered, and the tavern was quiet again. (R1250.18); the Barkeep verifies or denies it

erin> play 1 verify
the Barkeep verifies play 9 by alice in game 1; "a riddle" is burned (R1250.18); game 1 is over: alice has no cards, made the last successful play, and no Loose Ends or interruptions remain: e wins (R1250.18); alice receives a Jade Grapefruit (R1250.2)

> game show 1
game 1: Ye Olde Rusty Lantern (R1250.18), ended; referee erin
players: alice, bob, carol
phase: over
benches: 3
suspended: no
table order:
  bard=alice cards=0 owed=0 ale=2 asleep=0
  bard=bob cards=9 owed=0 ale=0 asleep=0
  bard=carol cards=10 owed=0 ale=0 asleep=1
deck: 2
cards listed: 34
loose ends: none
burned:
  card=2 text=a rusty key
  card=3 text=a prophecy
  card=4 text=a storm at sea
  card=5 text=a disguise
  card=6 text=a treasure map
  card=7 text=an old sailor
  card=9 text=a talking cat
  card=10 text=a betrayal
  card=17 text=a lost child
  card=18 text=a full moon
  card=19 text=a crown
  card=23 text=a broken sword
  card=33 text=a riddle
plays:
  play=1 bard=alice words=20 status=verified card=#3 a prophecy
  play=2 bard=alice words=11 status=verified card=#6 a treasure map interrupted with=#2 a rusty key
  play=3 bard=carol words=5 status=denied card=#7 an old sailor
  play=4 bard=alice words=15 status=verified card=#4 a storm at sea
  play=5 bard=alice words=13 status=verified card=#17 a lost child
  play=6 bard=alice words=14 status=verified card=#18 a full moon
  play=7 bard=alice words=17 status=verified card=#19 a crown
  play=8 bard=alice words=17 status=verified card=#23 a broken sword
  play=9 bard=alice words=17 status=verified card=#33 a riddle
interruptions: none
result: alice has no cards, made the last successful play, and no Loose Ends or interruptions remain: e wins (R1250.18)

alice> play 1 pass
error: game 1 is over

@verify
