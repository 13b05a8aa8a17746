# Bacon (Ackanomic R1250.22/4): a whole game from the rule text. The
# server keeps the rounds and their 3-day periods, collects the actrons and
# the Bacon chains in secret and posts them together, checks each chain's
# form, counts the Gamepoints and finds the winner; the referee (carol)
# rules on obscurity and checks challenged chains in the Movie Database,
# asked privately in eir inbox.
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# "Number of Participants: 2; Referees: 1" (R1250.1 VI a: the referee
# opens and starts it).
carol> game new bacon
game 1 (Bacon, R1250.22) is open; referee carol

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

dave> game join 1
error: game 1 is full

carol> game start 1
game 1 (Bacon, R1250.22) starts; players alice, bob; referee carol
game 1: Bacon between alice and bob (R1250.22); round 1: each player names an actron to the referee within 3 days (`play 1 actron NAME`, R1250.22)

# Round 1. "each player must email the referee the name of an actor or
# actress": a hidden event; a second name replaces the first (ruling).
alice> play 1 object
error: the round is not at that step: now the players name actrons (R1250.22)

alice> play 1 chain Apollo 13: Kevin Bacon, Tom Hanks
error: the round is not at that step: now the players name actrons (R1250.22)

carol> play 1 obscure alice
error: the round is not at that step: now the players name actrons (R1250.22)

alice> play 1 actron Kevin Bacon, Jr.
error: an actron's name is 1 to 48 characters without , : or / (ruling, R1250.22)

alice> play 1 actron Kevin   Bacon
game 1: your actron "Kevin Bacon" is with the referee (R1250.22)

alice> game show 1
game 1: Bacon (R1250.22), running; referee carol
players: alice, bob
round: 1
step: the players name actrons
target: 7
players:
  player=alice in=yes gamepoints=0 actron=Kevin Bacon
  player=bob in=yes gamepoints=0
rounds: none

> game show 1
game 1: Bacon (R1250.22), running; referee carol
players: alice, bob
round: 1
step: the players name actrons
target: 7
players:
  player=alice in=yes gamepoints=0
  player=bob in=yes gamepoints=0
rounds: none

bob> play 1 actron Tom Hanks
game 1: your actron "Tom Hanks" is with the referee (R1250.22)

bob> game show 1
clock: game 1: the naming period is over (R1250.22); the actrons are Kevin Bacon (alice) and Tom Hanks (bob); each player may object to the other's or state that e is satisfied within 3 days (R1250.22)
game 1: Bacon (R1250.22), running; referee carol
players: alice, bob
round: 1
step: objections to the actrons
target: 7
players:
  player=alice in=yes gamepoints=0 actron=Kevin Bacon
  player=bob in=yes gamepoints=0 actron=Tom Hanks
rounds: none

bob> play 1 actron Tom  Hanks
error: the round is not at that step: now objections to the actrons (R1250.22)

clock advance 1s
the time is now 2001-01-01T00:00:01Z

# "The players have three days to either object to each others' selection,
# or to state that they are satisfied with it." Each states once.
alice> play 1 satisfied
alice is satisfied with bob's actron "Tom Hanks" (R1250.22)

alice> play 1 object
error: you have already stated your stance this round (R1250.22)

bob> play 1 object
bob objects to alice's actron "Kevin Bacon" (R1250.22); the referee rules on each actron objected to within 3 days (R1250.22)

carol> inbox
2001-01-01T00:00:01Z game 1 (R1250.22): game 1 round 1 (Bacon): rule whether each actron objected to is too obscure: "Kevin Bacon", named by alice, objected to by bob: `play 1 obscure alice` (bob gains 1) or `play 1 fine alice` (alice gains 1); within 3 days. An actron you have not ruled on by then stands and nobody gains (R1250.22; docs/RULINGS.md)

# "If the referee rules that the actron is not too obscure, then the player
# who selected the actron gains one Gamepoint."
carol> play 1 obscure bob
error: nobody objected to that actron (R1250.22)

carol> play 1 fine dave
error: dave is not a player of game 1

carol> play 1 fine alice
the referee rules that alice's actron "Kevin Bacon" is not too obscure: alice gains 1 Gamepoint (R1250.22); the actrons are accepted: each player sends the referee a Bacon chain between Kevin Bacon and Tom Hanks within 3 days (`play 1 chain MOVIE: ACTRON, ACTRON / ...`, R1250.22)

carol> play 1 fine alice
error: the round is not at that step: now the players send Bacon chains (R1250.22)

# "each link must consist of the name of a movie and the names of two
# actrons who were in the movie ... adjacent links must have at least one
# actron in common": the server refuses a chain of the wrong form at once,
# privately, and the player may send another within the three days.
bob> play 1 chain Footloose Kevin Bacon, Lori Singer
error: a Bacon chain is links "MOVIE: ACTRON, ACTRON" separated by " / " (R1250.22)

bob> play 1 chain Footloose: Kevin Bacon, Kevin Bacon
error: each link names two different actrons (R1250.22)

bob> play 1 chain Footloose: Kevin Bacon, Lori Singer / Big: Tom Hanks, Elizabeth Perkins
error: adjacent links must have at least one actron in common (R1250.22)

bob> play 1 chain Footloose: Kevin Bacon, Lori Singer / Wayne's World: Dana Carvey, Tia Carrere
error: adjacent links must have at least one actron in common (R1250.22)

bob> play 1 chain Footloose: Kevin Bacon, Lori Singer
error: the chain must run between the two actrons: the first link names one, the last the other (R1250.22; ruling)

bob> play 1 chain Footloose: Kevin Bacon, Lori Singer / Turner & Hooch: Lori Singer, Tom Hanks
game 1: your Bacon chain of 2 links is with the referee (R1250.22)

bob> game show 1
game 1: Bacon (R1250.22), running; referee carol
players: alice, bob
round: 1
step: the players send Bacon chains
target: 7
players:
  player=alice in=yes gamepoints=1 actron=Kevin Bacon on the other's actron=satisfied too obscure=no
  player=bob in=yes gamepoints=0 actron=Tom Hanks on the other's actron=objected chain=Footloose: Kevin Bacon, Lori Singer / Turner & Hooch: Lori Singer, Tom Hanks links=2
rounds: none

> game show 1
game 1: Bacon (R1250.22), running; referee carol
players: alice, bob
round: 1
step: the players send Bacon chains
target: 7
players:
  player=alice in=yes gamepoints=1 actron=Kevin Bacon on the other's actron=satisfied too obscure=no
  player=bob in=yes gamepoints=0 actron=Tom Hanks on the other's actron=objected
rounds: none

alice> play 1 chain Apollo 13: Tom Hanks, Kevin Bacon
game 1: your Bacon chain of 1 link is with the referee (R1250.22)

clock advance 1s
clock: game 1: the chains are in or the time is over (R1250.22); the chains: alice's (Apollo 13: Tom Hanks, Kevin Bacon), 1 link; bob's (Footloose: Kevin Bacon, Lori Singer / Turner & Hooch: Lori Singer, Tom Hanks), 2 links; each player may challenge the other's chain or accept it within 3 days (R1250.22)
the time is now 2001-01-01T00:00:02Z

# "If one player thinks that the other player's chain is invalid, then e
# may challenge it up to three days after the chains are posted."
bob> play 1 challenge
bob challenges alice's chain (R1250.22)

alice> play 1 challenge
alice challenges bob's chain (R1250.22); the referee checks each challenged chain in the Movie Database within 3 days (R1250.22)

carol> inbox
2001-01-01T00:00:01Z game 1 (R1250.22): game 1 round 1 (Bacon): rule whether each actron objected to is too obscure: "Kevin Bacon", named by alice, objected to by bob: `play 1 obscure alice` (bob gains 1) or `play 1 fine alice` (alice gains 1); within 3 days. An actron you have not ruled on by then stands and nobody gains (R1250.22; docs/RULINGS.md)
2001-01-01T00:00:02Z game 1 (R1250.22): game 1 round 1 (Bacon): check each link of the challenged chains in the Movie Database (each link's two actrons were in its movie; the server has checked the chain's form): alice's chain, challenged by bob: (1) Apollo 13: Tom Hanks, Kevin Bacon; `play 1 valid alice` or `play 1 invalid alice`; bob's chain, challenged by alice: (1) Footloose: Kevin Bacon, Lori Singer; (2) Turner & Hooch: Lori Singer, Tom Hanks; `play 1 valid bob` or `play 1 invalid bob`; within 3 days. A chain you have not checked by then stands as valid, and its challenger keeps eir own (R1250.22; docs/RULINGS.md)

# "The referee will check each link in the Movie Database": Lori Singer
# was not in Turner & Hooch. "If a player challenges and the challenged
# chain is valid, the challenger's chain is deemed invalid."
carol> play 1 valid alice
the referee finds alice's chain valid in the Movie Database: its challenger's own chain is deemed invalid (R1250.22)

carol> play 1 invalid alice
error: you have already ruled on that (R1250.22)

carol> play 1 invalid bob
the referee finds bob's chain invalid in the Movie Database (R1250.22)
game 1 round 1: alice's chain is valid, bob's invalid: alice wins the round (R1250.22); Gamepoints: alice 3, bob 0; round 2: each player names an actron to the referee within 3 days (`play 1 actron NAME`, R1250.22)

# Round 2: only alice names an actron within three days: she wins the
# round (R1250.22: "the first player wins the round").
alice> play 1 actron Meryl Streep
game 1: your actron "Meryl Streep" is with the referee (R1250.22)

clock advance 3d
clock: game 1: the naming period is over (R1250.22)
game 1 round 2: only alice named an actron, so e wins the round (R1250.22); Gamepoints: alice 5, bob 0; round 3: each player names an actron to the referee within 3 days (`play 1 actron NAME`, R1250.22)
the time is now 2001-01-04T00:00:02Z

# Round 3: neither names one: a draw.
clock advance 3d
clock: game 1: the naming period is over (R1250.22)
game 1 round 3: neither player named an actron: the round is a draw (R1250.22); Gamepoints: alice 5, bob 0; round 4: each player names an actron to the referee within 3 days (`play 1 actron NAME`, R1250.22)
the time is now 2001-01-07T00:00:02Z

# Round 4: alice objects and the referee does not rule within bacon.ruling
# (3 days): the actron stands and nobody gains (ruling). Alice sends no
# chain ("eir chain is considered invalid"); bob's, challenged and found
# valid by the referee, wins the round. "(If there is ambiguity between two movies or
# actrons with identical names, it is up to the referee to determine which
# is meant ... available to both players.)"
alice> play 1 actron Kevin Bacon
game 1: your actron "Kevin Bacon" is with the referee (R1250.22)

bob> play 1 actron Michael Caine
game 1: your actron "Michael Caine" is with the referee (R1250.22)

clock advance 1s
clock: game 1: the naming period is over (R1250.22); the actrons are Kevin Bacon (alice) and Michael Caine (bob); each player may object to the other's or state that e is satisfied within 3 days (R1250.22)
the time is now 2001-01-07T00:00:03Z

alice> play 1 object
alice objects to bob's actron "Michael Caine" (R1250.22)

bob> play 1 satisfied
bob is satisfied with alice's actron "Kevin Bacon" (R1250.22); the referee rules on each actron objected to within 3 days (R1250.22)

clock advance 3d
clock: game 1: the referee did not rule in time: the actrons not ruled on stand and nobody gains (ruling, R1250.22); the actrons are accepted: each player sends the referee a Bacon chain between Kevin Bacon and Michael Caine within 3 days (`play 1 chain MOVIE: ACTRON, ACTRON / ...`, R1250.22)
the time is now 2001-01-10T00:00:03Z

carol> play 1 note The Muppet Christmas Carol is the 1992 film, not the 1954 one.
the referee of game 1 notes: The Muppet Christmas Carol is the 1992 film, not the 1954 one. (R1250.22)

bob> play 1 chain The Muppet Christmas Carol: Michael Caine, Steven Mackintosh / Footloose: Steven Mackintosh, Kevin Bacon
game 1: your Bacon chain of 2 links is with the referee (R1250.22)

clock advance 3d
clock: game 1: the chains are in or the time is over (R1250.22); the chains: alice's none (invalid); bob's (The Muppet Christmas Carol: Michael Caine, Steven Mackintosh / Footloose: Steven Mackintosh, Kevin Bacon), 2 links; each player may challenge the other's chain or accept it within 3 days (R1250.22)
the time is now 2001-01-13T00:00:03Z

bob> play 1 challenge
error: your opponent sent no Bacon chain this round: it is invalid already (R1250.22)

bob> play 1 accept
error: your opponent sent no Bacon chain this round: it is invalid already (R1250.22)

# Alice has no chain but may still challenge bob's; the referee checks
# only a challenged chain.
alice> play 1 challenge
alice challenges bob's chain (R1250.22); the referee checks each challenged chain in the Movie Database within 3 days (R1250.22)

carol> play 1 valid alice
error: nobody challenged that chain (R1250.22)

carol> play 1 valid bob
the referee finds bob's chain valid in the Movie Database: its challenger's own chain is deemed invalid (R1250.22)
game 1 round 4: alice's chain is invalid, bob's valid: bob wins the round (R1250.22); Gamepoints: alice 5, bob 2; round 5: each player names an actron to the referee within 3 days (`play 1 actron NAME`, R1250.22)

# Round 5: both chains unchallenged for three days are valid; the shorter
# wins the round, and alice, the first to 7 Gamepoints, wins the game. The
# referee receives A$8 from the Treasury; the standard Trophy needs three
# players who began (R1250.2).
alice> play 1 actron Kevin Bacon
game 1: your actron "Kevin Bacon" is with the referee (R1250.22)

bob> play 1 actron Tom Hanks
game 1: your actron "Tom Hanks" is with the referee (R1250.22)

clock advance 1s
clock: game 1: the naming period is over (R1250.22); the actrons are Kevin Bacon (alice) and Tom Hanks (bob); each player may object to the other's or state that e is satisfied within 3 days (R1250.22)
the time is now 2001-01-13T00:00:04Z

alice> play 1 satisfied
alice is satisfied with bob's actron "Tom Hanks" (R1250.22)

bob> play 1 satisfied
bob is satisfied with alice's actron "Kevin Bacon" (R1250.22); the actrons are accepted: each player sends the referee a Bacon chain between Kevin Bacon and Tom Hanks within 3 days (`play 1 chain MOVIE: ACTRON, ACTRON / ...`, R1250.22)

alice> play 1 chain Apollo 13: Kevin Bacon, Tom Hanks
game 1: your Bacon chain of 1 link is with the referee (R1250.22)

bob> play 1 chain Footloose: Kevin Bacon, Lori Singer / Big: Lori Singer, Tom Hanks
game 1: your Bacon chain of 2 links is with the referee (R1250.22)

clock advance 1s
clock: game 1: the chains are in or the time is over (R1250.22); the chains: alice's (Apollo 13: Kevin Bacon, Tom Hanks), 1 link; bob's (Footloose: Kevin Bacon, Lori Singer / Big: Lori Singer, Tom Hanks), 2 links; each player may challenge the other's chain or accept it within 3 days (R1250.22)
the time is now 2001-01-13T00:00:05Z

clock advance 3d
clock: game 1: three days have passed: an unchallenged chain is valid (R1250.22)
game 1 round 5: alice's chain is valid, bob's valid (1 and 2 links): alice wins the round (R1250.22); Gamepoints: alice 7, bob 2; game 1 is over: alice wins, the first to 7 Gamepoints (R1250.22); no trophy: the game started with fewer than 3 players (R1250.2); carol receives A$8 from the Treasury
the time is now 2001-01-16T00:00:05Z

> game show 1
game 1: Bacon (R1250.22), ended; referee carol
players: alice, bob
round: 5
step: over
target: 7
players:
  player=alice in=yes gamepoints=7 actron=Kevin Bacon on the other's actron=satisfied chain=Apollo 13: Kevin Bacon, Tom Hanks links=1
  player=bob in=yes gamepoints=2 actron=Tom Hanks on the other's actron=satisfied chain=Footloose: Kevin Bacon, Lori Singer / Big: Lori Singer, Tom Hanks links=2
referee's note: The Muppet Christmas Carol is the 1992 film, not the 1954 one.
rounds:
  round=5 outcome=chains winner=alice actrons=Kevin Bacon, Tom Hanks
  round=4 outcome=chains winner=bob actrons=Kevin Bacon, Michael Caine
  round=3 outcome=draw
  round=2 outcome=one actron named winner=alice
  round=1 outcome=chains winner=alice actrons=Kevin Bacon, Tom Hanks
result: alice wins, the first to 7 Gamepoints (R1250.22)

carol> inbox
2001-01-01T00:00:01Z game 1 (R1250.22): game 1 round 1 (Bacon): rule whether each actron objected to is too obscure: "Kevin Bacon", named by alice, objected to by bob: `play 1 obscure alice` (bob gains 1) or `play 1 fine alice` (alice gains 1); within 3 days. An actron you have not ruled on by then stands and nobody gains (R1250.22; docs/RULINGS.md)
2001-01-01T00:00:02Z game 1 (R1250.22): game 1 round 1 (Bacon): check each link of the challenged chains in the Movie Database (each link's two actrons were in its movie; the server has checked the chain's form): alice's chain, challenged by bob: (1) Apollo 13: Tom Hanks, Kevin Bacon; `play 1 valid alice` or `play 1 invalid alice`; bob's chain, challenged by alice: (1) Footloose: Kevin Bacon, Lori Singer; (2) Turner & Hooch: Lori Singer, Tom Hanks; `play 1 valid bob` or `play 1 invalid bob`; within 3 days. A chain you have not checked by then stands as valid, and its challenger keeps eir own (R1250.22; docs/RULINGS.md)
2001-01-07T00:00:03Z game 1 (R1250.22): game 1 round 4 (Bacon): rule whether each actron objected to is too obscure: "Michael Caine", named by bob, objected to by alice: `play 1 obscure bob` (alice gains 1) or `play 1 fine bob` (bob gains 1); within 3 days. An actron you have not ruled on by then stands and nobody gains (R1250.22; docs/RULINGS.md)
2001-01-13T00:00:03Z game 1 (R1250.22): game 1 round 4 (Bacon): check each link of the challenged chains in the Movie Database (each link's two actrons were in its movie; the server has checked the chain's form): bob's chain, challenged by alice: (1) The Muppet Christmas Carol: Michael Caine, Steven Mackintosh; (2) Footloose: Steven Mackintosh, Kevin Bacon; `play 1 valid bob` or `play 1 invalid bob`; within 3 days. A chain you have not checked by then stands as valid, and its challenger keeps eir own (R1250.22; docs/RULINGS.md)

# A second game: an actron ruled too obscure ends the round, and the
# objector gains one; a player who leaves loses by forfeit ("the remaining
# player will win the game immediately"), and the referee is paid.
alice> game new bacon
game 2 (Bacon, R1250.22) is open; referee alice

bob> game join 2
bob joins game 2

dave> game join 2
dave joins game 2

alice> game start 2
game 2 (Bacon, R1250.22) starts; players bob, dave; referee alice
game 2: Bacon between bob and dave (R1250.22); round 1: each player names an actron to the referee within 3 days (`play 2 actron NAME`, R1250.22)

bob> play 2 actron Kevin Bacon
game 2: your actron "Kevin Bacon" is with the referee (R1250.22)

dave> play 2 actron Lori Singer
game 2: your actron "Lori Singer" is with the referee (R1250.22)

clock advance 1s
clock: game 2: the naming period is over (R1250.22); the actrons are Kevin Bacon (bob) and Lori Singer (dave); each player may object to the other's or state that e is satisfied within 3 days (R1250.22)
the time is now 2001-01-16T00:00:06Z

bob> play 2 object
bob objects to dave's actron "Lori Singer" (R1250.22)

dave> play 2 object
dave objects to bob's actron "Kevin Bacon" (R1250.22); the referee rules on each actron objected to within 3 days (R1250.22)

alice> play 2 obscure dave
the referee rules that dave's actron "Lori Singer" is too obscure: bob gains 1 Gamepoint (R1250.22)

alice> play 2 fine bob
the referee rules that bob's actron "Kevin Bacon" is not too obscure: bob gains 1 Gamepoint (R1250.22)
game 2 round 1: the round ends: an actron was ruled too obscure (R1250.22); Gamepoints: bob 2, dave 0; round 2: each player names an actron to the referee within 3 days (`play 2 actron NAME`, R1250.22)

bob> play 2 actron Tom Hanks
game 2: your actron "Tom Hanks" is with the referee (R1250.22)

bob> game leave 2
bob leaves game 2 (R1250.1 IX); game 2 is over: dave wins by forfeit: the other player left (R1250.22); no trophy: the game started with fewer than 3 players (R1250.2); alice receives A$8 from the Treasury

> game show 2
game 2: Bacon (R1250.22), ended; referee alice
players: bob (left), dave
round: 2
step: over
target: 7
players:
  player=bob in=no gamepoints=2
  player=dave in=yes gamepoints=0
rounds:
  round=1 outcome=too obscure actrons=Kevin Bacon, Lori Singer
result: dave wins by forfeit: the other player left (R1250.22)

