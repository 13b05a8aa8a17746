# Ye Olde Rusty Lantern (Ackanomic R1250.18/12): "If it is ever a Bard's
# turn while that Bard is vacationing with an expected return 3 or more days
# away, or while he is On Ice, the Barkeep may declare that player Asleep
# and consider him to have Passed without waiting 3 days." The expected
# return is the vacation's expected end (R250 V); lantern.away is the 3
# days.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> param set lantern.hand 1
lantern.hand = 1 card (R1250.18)

admin> param set vacation.default 3d
vacation.default = 3d (R250 V a)

erin> game new lantern
game 1 (Ye Olde Rusty Lantern, R1250.18) is open; referee erin; 6 benches (R1250.18)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

erin> game start 1
game 1 (Ye Olde Rusty Lantern, R1250.18) starts; players alice, bob; referee erin
game 1: Ye Olde Rusty Lantern with 6 benches; the Bards around the table are alice, bob (R1250.18); the Barkeep lists the story elements privately and names the Bard who goes first

erin> play 1 card a dragon
game 1: card #1 "a dragon" is added to the deck (R1250.18); the deck holds 1

erin> play 1 card a crown
game 1: card #2 "a crown" is added to the deck (R1250.18); the deck holds 2

erin> play 1 card a ghost
game 1: card #3 "a ghost" is added to the deck (R1250.18); the deck holds 3

erin> play 1 card a bridge
game 1: card #4 "a bridge" is added to the deck (R1250.18); the deck holds 4

erin> play 1 first alice
the Barkeep names alice to go first in game 1; each Bard is dealt 1 cards privately (R1250.18); it is alice's turn (R1250.18)

alice> state vacation
clock: game 1: cards dealt privately (R1250.18)
alice is Vacationing, expected for 3d (R250 V a)

# Back in 2 days 23 hours, within 3 days: e is asleep only after three
# days of eir turn.
clock advance 1h
the time is now 2001-01-01T01:00:00Z

erin> play 1 asleep
error: alice is expected back from Vacation within 3 days: e is asleep only after three days of eir turn without a play (R1250.18)

# With lantern.away at 2 days, 2 days 23 hours away is far enough.
admin> param set lantern.away 2d
lantern.away = 2d (R1250.18)

erin> play 1 asleep
the Barkeep declares alice Asleep (absent) in game 1: e is considered to have passed and receives a card (R1250.18); it is bob's turn (R1250.18)
