# Triple Double Crash (R1250.20): a whole game. Two players, one referee
# (the server verifies for em).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

carol> game new tripledc
game 1 (Triple Double Crash, R1250.20) is open; referee carol

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game start 1
game 1 (Triple Double Crash, R1250.20) starts; players alice, bob; referee carol
game 1: each player sends the referee three distinct Target Words (R1250.20 IV)

# R1250.20 IV: three distinct five-letter OD words each, sent privately.
alice> play 1 targets grace grace knife
error: the three Target Words must be distinct (R1250.20 IV)

alice> play 1 targets grace stone knifes
error: 'knifes' is not a five-letter word of the Official Dictionary (R1250.20 IV)

alice> play 1 targets grace stone kkkkk
error: 'kkkkk' is not a five-letter word of the Official Dictionary (R1250.20 IV)

# No Salvo before the referee has acknowledged both sets.
alice> play 1 salvo spade crane slate heart house mouse
error: the referee has not acknowledged both sets of Target Words yet

alice> play 1 targets grace stone knife
alice's Target Words in game 1 are grace, stone and knife

alice> play 1 targets grace stone knife
error: you have already sent your Target Words

# The referee moves nothing; the server verifies for em.
carol> play 1 salvo spade crane slate heart house mouse
error: the server verifies for the referee; only players move

bob> play 1 targets spade lemon tiger
bob's Target Words in game 1 are spade, lemon and tiger

# Leak test: targets are seen by their owner and the referee only.
> game show 1
clock: game 1: the referee has both sets of Target Words; game 1 round 1 begins (R1250.20 IV)
game 1: Triple Double Crash (R1250.20), running; referee carol
players: alice, bob
round: 1
seats:
  player=alice gamepoints=0 targets sent=yes
  player=bob gamepoints=0 targets sent=yes
salvos: none

alice> game show 1
game 1: Triple Double Crash (R1250.20), running; referee carol
players: alice, bob
round: 1
seats:
  player=alice gamepoints=0 targets=grace, stone, knife
  player=bob gamepoints=0 targets sent=yes
salvos: none

carol> game show 1
game 1: Triple Double Crash (R1250.20), running; referee carol
players: alice, bob
round: 1
seats:
  player=alice gamepoints=0 targets=grace, stone, knife
  player=bob gamepoints=0 targets=spade, lemon, tiger
salvos: none

# Round 1: 6-word Salvos (IV 1).
alice> play 1 salvo spade crane slate heart
error: your Salvo for round 1 has 6 words (R1250.20 IV 1)

alice> play 1 salvo spade crane slate heart house mouse
alice's Salvo for round 1 of game 1: spade crane slate heart house mouse

bob> play 1 salvo zebra queen sword elite baker chaff
bob's Salvo for round 1 of game 1: zebra queen sword elite baker chaff

# IV 2, 3: bob's Reply to alice's Salvo, numbers in any order. SPADE is
# bob's own target: 5 crashes, so alice wins a Gamepoint. bob gets one
# count wrong (CRANE: 2,0,0 with spade, lemon, tiger; he says 2,1,0):
# 1 error; the referee posts the correct Reply, and alice may add a word
# to her next Salvo.
bob> play 1 reply 0,0,5 2,1,0 3,0,0
error: the Salvo has 6 words: give 6 triples like 2,1,0, or none to let the server count

bob> play 1 reply 0,0,5 2,1,0 3,0,0 1,1,0 1,0,0 1,0,9
error: '1,0,9' is not three crash counts like 2,1,0 (0 to 5)

bob> play 1 reply 0,0,5 2,1,0 3,0,0 1,1,0 1,0,0 1,0,0
bob Replies in game 1: spade 0,0,5 crane 2,1,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0; the referee corrects it with 1 error (R1250.20 IV 3): spade 5,0,0 crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0; alice hits with spade: a Gamepoint (now 1)

bob> play 1 reply
error: you have already Replied this round

# Overlap: alice's Salvo has its verified Reply, so she may post her next
# Salvo before she Replies; bob may not yet.
bob> play 1 salvo grace stone bread cloud dream
error: you may post your next Salvo once your opponent's Reply to this one is verified (R1250.20 IV)

alice> play 1 salvo spade lemon water wordy stare trace queen
error: your Salvo for round 2 has 5 to 6 words (R1250.20 IV 1)

alice> play 1 salvo spade lemon water wordy stare trace
alice's Salvo for round 2 of game 1: spade lemon water wordy stare trace

alice> play 1 reply
alice Replies in game 1: zebra 0,0,0 queen 0,0,0 sword 0,2,0 elite 1,1,2 baker 0,0,0 chaff 1,0,1; verified (R1250.20 IV 3)

> game show 1
clock: game 1 round 1 ends
game 1 round 2 begins (R1250.20 IV)
game 1: Triple Double Crash (R1250.20), running; referee carol
players: alice, bob
round: 2
seats:
  player=alice gamepoints=1 targets sent=yes
  player=bob gamepoints=0 targets sent=yes
salvos:
  round=1 by=alice salvo=spade 5,0,0 crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 errors=1
  round=1 by=bob salvo=zebra 0,0,0 queen 0,0,0 sword 0,2,0 elite 1,1,2 baker 0,0,0 chaff 1,0,1 errors=0
  round=2 by=alice salvo=spade lemon water wordy stare trace

# Round 2: bob's Salvo hits GRACE and STONE: two Gamepoints. alice's
# SPADE was in an earlier Salvo: no Gamepoint again; LEMON is new.
bob> play 1 salvo grace stone bread cloud dream
bob's Salvo for round 2 of game 1: grace stone bread cloud dream

bob> play 1 reply
bob Replies in game 1: spade 5,0,0 lemon 0,5,0 water 0,0,2 wordy 1,0,0 stare 3,0,0 trace 2,0,1; verified (R1250.20 IV 3); alice hits with lemon: a Gamepoint (now 2)

alice> play 1 reply
alice Replies in game 1: grace 5,1,1 stone 1,5,1 bread 1,0,0 cloud 0,1,0 dream 1,0,0; verified (R1250.20 IV 3); bob hits with grace: a Gamepoint (now 1); bob hits with stone: a Gamepoint (now 2)

# Round 3: both reach three Gamepoints with a word at #1; their second
# and first are level too; bob posted his last Salvo first, so he wins
# (IV), with A$25 from the Treasury. The targets are revealed.
bob> play 1 salvo knife river ocean piano
clock: game 1 round 2 ends
game 1 round 3 begins (R1250.20 IV)
bob's Salvo for round 3 of game 1: knife river ocean piano

alice> play 1 salvo tiger night union whale
alice's Salvo for round 3 of game 1: tiger night union whale

bob> play 1 reply
bob Replies in game 1: tiger 0,0,5 night 0,0,2 union 0,2,0 whale 2,0,0; verified (R1250.20 IV 3); alice hits with tiger: a Gamepoint (now 3)

alice> play 1 reply
alice Replies in game 1: knife 1,1,5 river 0,0,0 ocean 0,0,0 piano 1,1,0; verified (R1250.20 IV 3); bob hits with knife: a Gamepoint (now 3)

> game show 1
clock: game 1 round 3 ends
the Target Words were alice: grace stone knife; bob: spade lemon tiger (R1250.20 IV)
game 1 is over: bob wins: three Gamepoints (R1250.20 IV); bob receives A$25 from the Treasury
game 1: Triple Double Crash (R1250.20), ended; referee carol
players: alice, bob
round: 3
seats:
  player=alice gamepoints=3 targets=grace, stone, knife
  player=bob gamepoints=3 targets=spade, lemon, tiger
salvos:
  round=1 by=alice salvo=spade 5,0,0 crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 errors=1
  round=1 by=bob salvo=zebra 0,0,0 queen 0,0,0 sword 0,2,0 elite 1,1,2 baker 0,0,0 chaff 1,0,1 errors=0
  round=2 by=alice salvo=spade 5,0,0 lemon 0,5,0 water 0,0,2 wordy 1,0,0 stare 3,0,0 trace 2,0,1 errors=0
  round=2 by=bob salvo=grace 5,1,1 stone 1,5,1 bread 1,0,0 cloud 0,1,0 dream 1,0,0 errors=0
  round=3 by=alice salvo=tiger 0,0,5 night 0,0,2 union 0,2,0 whale 2,0,0 errors=0
  round=3 by=bob salvo=knife 1,1,5 river 0,0,0 ocean 0,0,0 piano 1,1,0 errors=0
result: bob wins: three Gamepoints (R1250.20 IV)

> balance bob
bob: 0 points, 925 A$

# Game 2: when the time runs out, a missing Salvo is forfeited and a
# missing Reply is the referee's, with every word an error (IV).
carol> game new tripledc
game 2 (Triple Double Crash, R1250.20) is open; referee carol

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

carol> game start 2
game 2 (Triple Double Crash, R1250.20) starts; players alice, bob; referee carol
game 2: each player sends the referee three distinct Target Words (R1250.20 IV)

alice> play 2 targets grace stone knife
alice's Target Words in game 2 are grace, stone and knife

bob> play 2 targets spade lemon tiger
bob's Target Words in game 2 are spade, lemon and tiger

alice> play 2 salvo crane slate heart house mouse water
clock: game 2: the referee has both sets of Target Words; game 2 round 1 begins (R1250.20 IV)
alice's Salvo for round 1 of game 2: crane slate heart house mouse water

clock advance 3d
clock: game 2 round 1 ends; bob did not Reply: the referee Replies; the referee corrects it with 6 errors (R1250.20 IV 3): crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 water 0,0,2; bob forfeits eir Salvo
game 2 round 2 begins (R1250.20 IV)
the time is now 2001-01-04T00:00:00Z

# So alice may add 6 words to her 5-word Salvo of round 2.
alice> play 2 salvo crane slate heart house mouse water zebra queen sword elite baker chaff
error: your Salvo for round 2 has 5 to 11 words (R1250.20 IV 1)

alice> play 2 salvo crane slate heart house mouse water zebra queen sword elite baker
alice's Salvo for round 2 of game 2: crane slate heart house mouse water zebra queen sword elite baker

> game show 2
game 2: Triple Double Crash (R1250.20), running; referee carol
players: alice, bob
round: 2
seats:
  player=alice gamepoints=0 targets sent=yes
  player=bob gamepoints=0 targets sent=yes
salvos:
  round=1 by=alice salvo=crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 water 0,0,2 errors=6
  round=2 by=alice salvo=crane slate heart house mouse water zebra queen sword elite baker

bob> game leave 2
bob leaves game 2 (R1250.1 IX); the Target Words were alice: grace stone knife; bob: spade lemon tiger (R1250.20 IV)
game 2 is over: alice wins: the opponent left the game (R1250.20 IV); alice receives A$25 from the Treasury

> game show 2
game 2: Triple Double Crash (R1250.20), ended; referee carol
players: alice, bob (left)
round: 2
seats:
  player=alice gamepoints=0 targets=grace, stone, knife
  player=bob gamepoints=0 targets=spade, lemon, tiger
salvos:
  round=1 by=alice salvo=crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 water 0,0,2 errors=6
  round=2 by=alice salvo=crane slate heart house mouse water zebra queen sword elite baker
result: alice wins: the opponent left the game (R1250.20 IV)

@verify


# R1250.20 IV sets no limit on rounds; the server calls a game off with no
# winner after games.tripledc.rounds rounds (a ruling, docs/RULINGS.md;
# default 40, at most 40). Here the limit is 2.
admin> param set games.tripledc.rounds 2
games.tripledc.rounds = 2 (R1250.20 IV)

# The state holds 40 rounds, so the limit cannot be raised past them.
admin> param set games.tripledc.rounds 41
error: games.tripledc.rounds is from 1 to 40 (R1250.20 IV)

carol> game new tripledc
game 3 (Triple Double Crash, R1250.20) is open; referee carol

alice> game join 3
alice joins game 3

bob> game join 3
bob joins game 3

carol> game start 3
game 3 (Triple Double Crash, R1250.20) starts; players alice, bob; referee carol
game 3: each player sends the referee three distinct Target Words (R1250.20 IV)

alice> play 3 targets grace stone knife
alice's Target Words in game 3 are grace, stone and knife

bob> play 3 targets spade lemon tiger
bob's Target Words in game 3 are spade, lemon and tiger

alice> play 3 salvo crane slate heart house mouse water
clock: game 3: the referee has both sets of Target Words; game 3 round 1 begins (R1250.20 IV)
alice's Salvo for round 1 of game 3: crane slate heart house mouse water

clock advance 3d
clock: game 3 round 1 ends; bob did not Reply: the referee Replies; the referee corrects it with 6 errors (R1250.20 IV 3): crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 water 0,0,2; bob forfeits eir Salvo
game 3 round 2 begins (R1250.20 IV)
the time is now 2001-01-07T00:00:00Z

# Round 2 is the last: its end calls the game off (ruling on R1250.20 IV).
clock advance 3d
clock: game 3 round 2 ends; alice forfeits eir Salvo; bob forfeits eir Salvo
game 3 is over: the server's limit of rounds was reached; no winner
the time is now 2001-01-10T00:00:00Z

> game show 3
game 3: Triple Double Crash (R1250.20), ended; referee carol
players: alice, bob
round: 3
seats:
  player=alice gamepoints=0 targets=grace, stone, knife
  player=bob gamepoints=0 targets=spade, lemon, tiger
salvos:
  round=1 by=alice salvo=crane 2,0,0 slate 3,0,0 heart 1,1,0 house 1,0,0 mouse 1,0,0 water 0,0,2 errors=6
result: the server's limit of rounds was reached; no winner
