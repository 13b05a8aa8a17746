# Double Crash (R1250.12/2): a whole game. Two players, no referee (the
# rule names none: ruling), so a player opens and starts it (R1250.1 VI a).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

alice> game new doublecrash
game 1 (Double Crash, R1250.12) is open; player alice

bob> game join 1
bob joins game 1

# R1250.12 II: at most 2 players.
carol> game join 1
error: game 1 is full

bob> game start 1
game 1 (Double Crash, R1250.12) starts; players alice, bob
game 1 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

# R1250.12 IV Round 1: a secret Target Word and a 6-round Salvo each.
# A salvo of the wrong length, or with a word that is not a five-letter
# word of the Official Dictionary, is no salvo (ruling).
alice> play 1 salvo crane slate
error: round 1's Salvo has 6 words, not 2 (R1250.12 IV)

alice> play 1 salvo crane slate heart house mouse zzzzz
error: 'zzzzz' is not a five-letter word of the Official Dictionary (R1250.12 IV)

alice> play 1 salvo crane slate heart house mouse cat
error: 'cat' is not a five-letter word of the Official Dictionary (R1250.12 IV)

# Replies wait for round 2.
alice> play 1 reply
error: this is not a round of Replies

alice> play 1 target grace
alice's Target Word in game 1 is grace

alice> play 1 target crane
error: you have already chosen your Target Word

alice> play 1 salvo crane slate heart house mouse water
alice's 6-word Salvo in game 1: 1) crane 2) slate 3) heart 4) house 5) mouse 6) water

bob> play 1 target spade
bob's Target Word in game 1 is spade

bob> play 1 salvo zebra queen sword elite baker chaff
bob's 6-word Salvo in game 1: 1) zebra 2) queen 3) sword 4) elite 5) baker 6) chaff

# Leak test: the targets are hidden from the public and the opponent.
> game show 1
clock: game 1 round 2: each player Replies to the other's Salvo (R1250.12 IV)
game 1: Double Crash (R1250.12), running
players: alice, bob
round: 2
seats:
  player=alice done this round=no
  player=bob done this round=no
salvos:
  by=alice salvo=1) crane 2) slate 3) heart 4) house 5) mouse 6) water
  by=bob salvo=1) zebra 2) queen 3) sword 4) elite 5) baker 6) chaff

bob> game show 1
game 1: Double Crash (R1250.12), running
players: alice, bob
round: 2
seats:
  player=alice done this round=no
  player=bob target=spade done this round=no
salvos:
  by=alice salvo=1) crane 2) slate 3) heart 4) house 5) mouse 6) water
  by=bob salvo=1) zebra 2) queen 3) sword 4) elite 5) baker 6) chaff

alice> game show 1
game 1: Double Crash (R1250.12), running
players: alice, bob
round: 2
seats:
  player=alice target=grace done this round=no
  player=bob done this round=no
salvos:
  by=alice salvo=1) crane 2) slate 3) heart 4) house 5) mouse 6) water
  by=bob salvo=1) zebra 2) queen 3) sword 4) elite 5) baker 6) chaff

# Round 2: each Replies with the crashes of each word with eir target.
# HEART crashes once with SPADE (R1250.12 IV's own example); the server
# can count for a player who gives no numbers.
bob> play 1 reply 1 1 1 0 0 1 2
error: the Salvo has 6 words: give 6 numbers, or none to let the server count for you

bob> play 1 reply 2 3 1 1 1 0
bob Replies in game 1: 1) crane 2 2) slate 3 3) heart 1 4) house 1 5) mouse 1 6) water 0

bob> play 1 reply 2 3 1 1 1 0
error: you have already Replied this round

alice> play 1 reply
alice Replies in game 1: 1) zebra 0 2) queen 0 3) sword 0 4) elite 1 5) baker 0 6) chaff 1

> game show 1
clock: game 1 round 3: each player posts a 5-word Salvo (R1250.12 IV)
game 1: Double Crash (R1250.12), running
players: alice, bob
round: 3
seats:
  player=alice done this round=no
  player=bob done this round=no
salvos:
  by=alice salvo=1) crane 2 2) slate 3 3) heart 1 4) house 1 5) mouse 1 6) water 0
  by=bob salvo=1) zebra 0 2) queen 0 3) sword 0 4) elite 1 5) baker 0 6) chaff 1

# Round 3: 5-word Salvos; round 4: Replies.
alice> play 1 salvo space spade stare staff trace
alice's 5-word Salvo in game 1: 1) space 2) spade 3) stare 4) staff 5) trace

bob> play 1 salvo grace crash crate salvo apple
bob's 5-word Salvo in game 1: 1) grace 2) crash 3) crate 4) salvo 5) apple

bob> play 1 reply
clock: game 1 round 4: each player Replies to the other's Salvo (R1250.12 IV)
bob Replies in game 1: 1) space 4 2) spade 5 3) stare 3 4) staff 2 5) trace 2

alice> play 1 reply
alice Replies in game 1: 1) grace 5 2) crash 2 3) crate 3 4) salvo 0 5) apple 1

# Round 4 ends with five-crash reports both ways: alice's SPADE (#2) is
# bob's target and bob's GRACE (#1) is alice's. The one higher in its
# Salvo is the tentative winner; the targets are revealed (R1250.12 IV).
> game show 1
clock: game 1: bob is the tentative winner; the Target Words were grace (alice) and spade (bob); three days to examine the plays for errors (R1250.12 IV)
game 1: Double Crash (R1250.12), running
players: alice, bob
round: 4
seats:
  player=alice target=grace done this round=yes
  player=bob target=spade done this round=yes
salvos:
  by=alice salvo=1) crane 2 2) slate 3 3) heart 1 4) house 1 5) mouse 1 6) water 0
  by=bob salvo=1) zebra 0 2) queen 0 3) sword 0 4) elite 1 5) baker 0 6) chaff 1
  by=alice salvo=1) space 4 2) spade 5 3) stare 3 4) staff 2 5) trace 2
  by=bob salvo=1) grace 5 2) crash 2 3) crate 3 4) salvo 0 5) apple 1
tentative winner: bob

# Moves are over; only agreement is left. Both agree: the tentative
# winner wins at once, A$25 from the Treasury (not a Duel).
alice> play 1 salvo crane slate heart
error: this is not a round of Salvos

alice> play 1 agree
alice agrees that no errors occurred in game 1 (R1250.12 IV)

alice> play 1 agree
error: you have already agreed

bob> play 1 agree
bob agrees that no errors occurred in game 1 (R1250.12 IV)

> game show 1
clock: game 1 is over: bob wins: both players agree that no errors occurred (R1250.12 IV); bob receives A$25 from the Treasury
game 1: Double Crash (R1250.12), ended
players: alice, bob
round: 4
seats:
  player=alice target=grace
  player=bob target=spade
salvos:
  by=alice salvo=1) crane 2 2) slate 3 3) heart 1 4) house 1 5) mouse 1 6) water 0
  by=bob salvo=1) zebra 0 2) queen 0 3) sword 0 4) elite 1 5) baker 0 6) chaff 1
  by=alice salvo=1) space 4 2) spade 5 3) stare 3 4) staff 2 5) trace 2
  by=bob salvo=1) grace 5 2) crash 2 3) crate 3 4) salvo 0 5) apple 1
tentative winner: bob
result: bob wins: both players agree that no errors occurred (R1250.12 IV)

> balance bob
bob: 0 points, 925 A$

@verify

