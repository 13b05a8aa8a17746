# Party Chess's Chess-Umpire as an office (Ackanomic R1230.2 1; src/games/
# pchess/pchess_umpire.c): "The optional functional office of Chess-Umpire
# exists" (1 A), any active player is eligible (1 B), and the game's
# referee is its holder. While nobody holds it the game is suspended: no
# time limit runs and every play is refused (1 A). The Umpire's Privilege
# of extending a turn's time limit, up to seven days after the state of the
# game was announced (4 A).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#9), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#10), paying A$250 to the Treasury (R1040 V)

dave> game new pchess
game 1 (Party Chess, R1230) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# 1 A "(or not started)": the office is vacant, so the opener, who
# undertakes the duties by opening the game, takes it as it starts.
dave> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob; referee dave
dave holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: bob, alice (R1230.2 3 A)
game 1 turn 1: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

> office info Chess-Umpire
Chess-Umpire (R1230.2): optional Functional, 1 seat, no term, salary A$25 monthly (R403 (ii)); filled by the President's choice (R403 (vi), R414 (ii) a)
Supervisory: President (R401.1 IV, R403 (iv))
holder: dave since 2001-01-01T00:00:00Z

# The referee is the office's holder: nobody else is named referee.
dave> game referee 1 carol
error: the holder of the office of Chess-Umpire referees game 1; the office is filled as a Functional Office is (R1230.2 1, R403 (vi))

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

# 4 A: the Chess-Umpire extends the time limit, twice, up to seven days
# after the announcement (2001-01-01): 2001-01-08 at most.
dave> play 1 extend 2d
the Chess-Umpire extends bob's time limit in game 1 to 2001-01-06T00:00:00Z (R1230.2 4 A)

dave> play 1 extend 2d
the Chess-Umpire extends bob's time limit in game 1 to 2001-01-08T00:00:00Z (R1230.2 4 A)

dave> play 1 extend 1d
error: the time limit may be extended up to 2001-01-08T00:00:00Z, seven days after the state of the game was announced (R1230.2 4 A)

dave> play 1 extend -1d
error: usage: play 1 extend DURATION (a positive duration, as 2d; R1230.2 4 A)

bob> play 1 extend 1d
error: 'extend' is no Atomic Play: move, capture, place, special, pass or surrender (R1230.2 6)

# 1 A: dave resigns; nobody performs the duties: the game is suspended.
dave> resign Chess-Umpire
dave no longer holds Chess-Umpire
game 1 is suspended: nobody performs the duties of Chess-Umpire; no time limit runs (R1230.2 1 A)

alice> play 1 pass
error: game 1 is suspended: nobody performs the duties of Chess-Umpire (R1230.2 1 A)

bob> play 1 pass
error: game 1 is suspended: nobody performs the duties of Chess-Umpire (R1230.2 1 A)

# No time limit runs: nobody plays by default while it is suspended. R1044
# 2 a's points are the game's (the Chess-Umpire announces them): none this
# Monday (2001-01-08), and they are not made up later.
admin> clock advance 10d
clock: payday: no salary is due (R401 (iv))
clock: game 1: no Swingers' points: the game is suspended and nobody announces them (R1230.2 1 A, R1044 2 a)
the time is now 2001-01-11T00:00:00Z

# carol is appointed: she referees the game, which resumes; the state is
# announced afresh and the time limit runs from now (4).
admin> appoint carol Chess-Umpire
carol, the Chess-Umpire, referees game 1 (R1230.2 1); the game resumes and its state is announced (R1230.2 1 A, 4)
game 1 turn 2: bob to play by 2001-01-14T00:00:00Z (R1230.2 3 B, 4)
carol is now Chess-Umpire

carol> play 1 extend 1d
the Chess-Umpire extends bob's time limit in game 1 to 2001-01-15T00:00:00Z (R1230.2 4 A)

dave> play 1 extend 1d
error: you are not playing game 1

alice> play 1 pass
error: it is not your turn: bob is to play (R1230.2 3 B)

# The game runs again: bob Passes.
bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 3: alice to play by 2001-01-14T00:00:00Z (R1230.2 3 B, 4)

# 1 B: any active player is eligible, a Swinger too: alice, appointed,
# referees the game, extends her own time limit as Chess-Umpire, and plays
# as a Swinger.
admin> appoint alice Chess-Umpire
alice, the Chess-Umpire, referees game 1 (R1230.2 1)
alice is now Chess-Umpire

alice> play 1 extend 1d
the Chess-Umpire extends alice's time limit in game 1 to 2001-01-15T00:00:00Z (R1230.2 4 A)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 0, bob 0 (R1230.3)
game 1 turn 4: bob to play by 2001-01-14T00:00:00Z (R1230.2 3 B, 4)
