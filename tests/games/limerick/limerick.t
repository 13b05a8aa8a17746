# The Limerick Contest (Ackanomic R1250.8/0): whole contests from the rule
# text. Count Tabula referees (2); every player of the nomic may vote (4);
# the Poet Laureate's vote counts twice (4).
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

admin> office create "Count Tabula"
office Count Tabula created

admin> appoint erin "Count Tabula"
erin is now Count Tabula

admin> office create "Poet Laureate"
office Poet Laureate created

admin> appoint frank "Poet Laureate"
frank is now Poet Laureate

# 2: "Exactly 2, with Count Tabula as a referee": alice opens it and plays;
# erin, Count Tabula, referees.
alice> game new limerick play
error: only Count Tabula plays and referees at once (R1250.8 2)

alice> game new limerick
game 1 (Limerick Contest, R1250.8) is open; referee alice; but Count Tabula (erin) referees it instead, and alice plays (R1250.8 2)

bob> game join 1
bob joins game 1

carol> game join 1
error: game 1 is full

alice> game start 1
error: only the referee of game 1 may start it (R1250.1 VI a)

alice> game referee 1 carol
error: only the Speaker or the referee may appoint a referee (R1250.1 VI d, e)

erin> game referee 1 carol
error: Count Tabula referees the Limerick Contest (R1250.8 2)

erin> game start 1
game 1 (Limerick Contest, R1250.8) starts; players alice, bob; referee erin
game 1: alice and bob each send a limerick about the other with `play 1 limerick TEXT` within 3 days; both are shown when both are in (R1250.8 4)

# 4: each writes a limerick about the other, sent privately (sealed until
# both are in: ruling).
erin> play 1 limerick There once was a referee
error: the referee writes no limerick; only the two players do (R1250.8 4)

alice> play 1 vote 1
error: that is not a move of this part of the contest (R1250.8 4)

dave> play 1 vote 1
error: that is not a move of this part of the contest (R1250.8 4)

alice> play 1 limerick
error: usage: play 1 limerick TEXT | vote 1|2|POET

alice> play 1 limerick "A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away."
your limerick about bob is posted to game 1 and shown when both are in (R1250.8 4)

carol> play 1 limerick "I am not in it"
error: you are not in game 1: you may only vote, with `play 1 vote K` (R1250.8 4)

alice> play 1 limerick "A second try"
error: your limerick is already posted (R1250.8 4)

bob> game show 1
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: writing
limericks:
  poet=alice posted=yes
  poet=bob posted=no

alice> game show 1
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: writing
limericks:
  poet=alice posted=yes text=A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away.
  poet=bob posted=no

erin> game show 1
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: writing
limericks:
  poet=alice posted=yes
  poet=bob posted=no

# Both are in: the clock shows them together, in an order it draws, and
# the 3-day voting period begins.
bob> play 1 limerick "There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice."
your limerick about alice is posted to game 1 and shown when both are in (R1250.8 4)

> game show 1
clock: game 1: the limericks (R1250.8 4):
1. by bob: There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice.
2. by alice: A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away.
the voting period lasts 3 days: every player sends the referee a vote with `play 1 vote K` (R1250.8 4)
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: voting
limericks:
  poet=bob posted=yes text=There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice.
  poet=alice posted=yes text=A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away.
votes cast: 0

# 4: "all Ackanomic players may send their vote to the referee": hidden,
# by number as shown or by the poet's name; a later vote replaces an
# earlier one (ruling).
carol> play 1 vote alice
your vote in game 1 is sent to the referee: limerick 2, by alice (R1250.8 4)

carol> play 1 vote 3
error: vote for limerick 1 or 2, or name its poet (R1250.8 4)

carol> play 1 vote bob
your vote in game 1 is sent to the referee: limerick 1, by bob (replacing your earlier vote) (R1250.8 4)

dave> play 1 vote 1
your vote in game 1 is sent to the referee: limerick 1, by bob (R1250.8 4)

alice> play 1 vote alice
your vote in game 1 is sent to the referee: limerick 2, by alice (R1250.8 4)

bob> play 1 vote 1
your vote in game 1 is sent to the referee: limerick 1, by bob (R1250.8 4)

erin> play 1 vote 2
your vote in game 1 is sent to the referee: limerick 2, by alice (R1250.8 4)

# The Poet Laureate (frank) votes for alice's: counted twice at the end.
frank> play 1 vote 2
your vote in game 1 is sent to the referee: limerick 2, by alice (R1250.8 4)

> game show 1
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: voting
limericks:
  poet=bob posted=yes text=There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice.
  poet=alice posted=yes text=A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away.
votes cast: 6

carol> game show 1
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: voting
limericks:
  poet=bob posted=yes text=There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice.
  poet=alice posted=yes text=A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away.
votes cast: 6
your vote: 1

erin> game show 1
game 1: Limerick Contest (R1250.8), running; referee erin
players: alice, bob
phase: voting
limericks:
  poet=bob posted=yes text=There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice.
  poet=alice posted=yes text=A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away.
votes cast: 6
your vote: 2
votes:
  voter=carol limerick=1
  voter=dave limerick=1
  voter=alice limerick=2
  voter=bob limerick=1
  voter=erin limerick=2
  voter=frank limerick=2

# bob 3 (carol, dave, bob), alice 4 (alice, erin, frank twice): alice wins.
# No Trophy (4), no points or A$ (the rule gives none).
clock advance 3d
clock: erin is paid A$25 as Count Tabula for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: the voting period is over: limerick 1 by bob 3, limerick 2 by alice 4; the Poet Laureate's vote counts twice (R1250.8 4)
game 1 is over: alice wins the Limerick Contest by the votes (R1250.8 4)
the time is now 2001-01-04T00:00:00Z

> game show 1
game 1: Limerick Contest (R1250.8), ended; referee erin
players: alice, bob
phase: over
limericks:
  poet=bob posted=yes text=There was a young lady named Alice / Who rhymed with a great deal of malice; / She mocked all my lines / With her clever designs, / Then toasted her wit from a chalice. votes=3
  poet=alice posted=yes text=A poet named Bob, so they say, / Wrote verses by night and by day; / His rhymes were so bent / That the meter was spent, / And his feet simply wandered away. votes=4
winner: alice
result: alice wins the Limerick Contest by the votes (R1250.8 4)

dave> play 1 vote 1
error: game 1 is over

# 2: Count Tabula may be both a player and the referee: erin opens it with
# `play`; dave joins. Only dave posts: "If one of the participants fails
# to post a limerick, then the other wins by default" (4).
erin> game new limerick play
game 2 (Limerick Contest, R1250.8) is open; referee erin, who as Count Tabula also plays (R1250.8 2)

dave> game join 2
dave joins game 2

erin> game start 2
game 2 (Limerick Contest, R1250.8) starts; players erin, dave; referee erin
game 2: erin and dave each send a limerick about the other with `play 2 limerick TEXT` within 3 days; both are shown when both are in (R1250.8 4)

dave> play 2 limerick "There once was a Tabula, erin, / Who counted each vote with a grin"
your limerick about erin is posted to game 2 and shown when both are in (R1250.8 4)

# As a player, erin sees no other limerick before both are in.
erin> game show 2
game 2: Limerick Contest (R1250.8), running; referee erin
players: erin, dave
phase: writing
limericks:
  poet=erin posted=no
  poet=dave posted=yes

clock advance 3d
clock: game 2: the time for the limericks is over
game 2 is over: dave wins the Limerick Contest by default: the other posted no limerick (R1250.8 4)
the time is now 2001-01-07T00:00:00Z

# 4: "In case of a tie, the participant whose limerick was posted first
# wins the contest." bob posts first; one vote each.
alice> game new limerick
game 3 (Limerick Contest, R1250.8) is open; referee alice; but Count Tabula (erin) referees it instead, and alice plays (R1250.8 2)

bob> game join 3
bob joins game 3

erin> game start 3
game 3 (Limerick Contest, R1250.8) starts; players alice, bob; referee erin
game 3: alice and bob each send a limerick about the other with `play 3 limerick TEXT` within 3 days; both are shown when both are in (R1250.8 4)

bob> play 3 limerick "An early bird rhyme about alice"
your limerick about alice is posted to game 3 and shown when both are in (R1250.8 4)

alice> play 3 limerick "A later rhyme about bob"
your limerick about bob is posted to game 3 and shown when both are in (R1250.8 4)

carol> play 3 vote alice
clock: game 3: the limericks (R1250.8 4):
1. by bob: An early bird rhyme about alice
2. by alice: A later rhyme about bob
the voting period lasts 3 days: every player sends the referee a vote with `play 3 vote K` (R1250.8 4)
your vote in game 3 is sent to the referee: limerick 2, by alice (R1250.8 4)

dave> play 3 vote bob
your vote in game 3 is sent to the referee: limerick 1, by bob (R1250.8 4)

clock advance 3d
clock: game 3: the voting period is over: limerick 1 by bob 1, limerick 2 by alice 1 (R1250.8 4)
game 3 is over: bob wins the Limerick Contest on a tie, eir limerick was posted first (R1250.8 4)
the time is now 2001-01-10T00:00:00Z

# 4: "If neither post, the referee chooses a winner at random using the
# AMD" (the server draws from the game's rng).
alice> game new limerick
game 4 (Limerick Contest, R1250.8) is open; referee alice; but Count Tabula (erin) referees it instead, and alice plays (R1250.8 2)

carol> game join 4
carol joins game 4

erin> game start 4
game 4 (Limerick Contest, R1250.8) starts; players alice, carol; referee erin
game 4: alice and carol each send a limerick about the other with `play 4 limerick TEXT` within 3 days; both are shown when both are in (R1250.8 4)

clock advance 3d
clock: game 4: the time for the limericks is over
game 4 is over: carol wins the Limerick Contest by the AMD: neither posted a limerick (R1250.8 4)
the time is now 2001-01-13T00:00:00Z

# R1250.1 IX: a contestant who leaves forfeits; the other wins (ruling).
alice> game new limerick
game 5 (Limerick Contest, R1250.8) is open; referee alice; but Count Tabula (erin) referees it instead, and alice plays (R1250.8 2)

dave> game join 5
dave joins game 5

erin> game start 5
game 5 (Limerick Contest, R1250.8) starts; players alice, dave; referee erin
game 5: alice and dave each send a limerick about the other with `play 5 limerick TEXT` within 3 days; both are shown when both are in (R1250.8 4)

dave> game leave 5
dave leaves game 5 (R1250.1 IX); game 5 is over: dave left the contest, so alice wins (ruling R1250.8, R1250.1 VI f)

# 2 with the office of Count Tabula vacant: the opener referees, as
# R1250.1 VI a has it, and may not play too (ruling).
admin> vacate "Count Tabula"
erin no longer holds Count Tabula

carol> game new limerick play
error: there is no Count Tabula: the opener referees and may not play (ruling R1250.8 2, R1250.1 III e)

carol> game new limerick
game 6 (Limerick Contest, R1250.8) is open; referee carol (there is no Count Tabula: ruling R1250.8 2)

alice> game join 6
alice joins game 6

bob> game join 6
bob joins game 6

carol> game start 6
game 6 (Limerick Contest, R1250.8) starts; players alice, bob; referee carol
game 6: alice and bob each send a limerick about the other with `play 6 limerick TEXT` within 3 days; both are shown when both are in (R1250.8 4)

# 4: the Poet Laureate's vote counts twice even when it alone decides.
alice> play 6 limerick "Of bob"
your limerick about bob is posted to game 6 and shown when both are in (R1250.8 4)

bob> play 6 limerick "Of alice"
your limerick about alice is posted to game 6 and shown when both are in (R1250.8 4)

frank> play 6 vote bob
clock: game 6: the limericks (R1250.8 4):
1. by alice: Of bob
2. by bob: Of alice
the voting period lasts 3 days: every player sends the referee a vote with `play 6 vote K` (R1250.8 4)
your vote in game 6 is sent to the referee: limerick 2, by bob (R1250.8 4)

alice> play 6 vote alice
your vote in game 6 is sent to the referee: limerick 1, by alice (R1250.8 4)

clock advance 3d
clock: the Nomination for Count Tabula has no volunteers: it continues until there is one (R402 (i) e)
clock: game 6: the voting period is over: limerick 1 by alice 1, limerick 2 by bob 2; the Poet Laureate's vote counts twice (R1250.8 4)
game 6 is over: bob wins the Limerick Contest by the votes (R1250.8 4)
the time is now 2001-01-16T00:00:00Z

