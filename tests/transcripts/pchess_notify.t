# Party Chess's Chess-Umpire's notices to one player (Ackanomic R1230.2 1 C
# (iii), (iv); src/games/pchess/pchess_notify.c) and the Umpire on Vacation
# (1 A, R250 II b; pchess_umpire.c). The server performs the Umpire's Duties
# in eir name: "To notify each Swinger by private e-mail whenever it becomes
# his turn to move" (iii) goes to that Swinger's inbox alone (mailed to eir
# address when the nomic has mail); "To alert a Swinger by public e-mail
# whenever he is placed in check" (iv) is the public line and a copy to the
# Swinger. Neither is a reminder: `remind off` does not stop them. The
# public announcement of the state of the game stays public (1 C (vii), 4),
# as does every Play (6). A holder on Vacation performs no duties: the game
# is suspended, no time limit runs and R1044 2's points are not given.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

alice> swingership buy Alpha
alice creates the Free Swingership "Alpha" (#9), paying A$250 to the Treasury (R1040 V)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#10), paying A$250 to the Treasury (R1040 V)

carol> game new pchess
game 1 (Party Chess, R1230) is open; referee carol

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# The start announces the state of the game in public, and bob, whose turn
# it is, is told in private (1 C (iii)).
carol> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob; referee carol
carol holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: bob, alice (R1230.2 3 A)
game 1 turn 1: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

# bob turns the server's reminders off: the Umpire's notices still come.
bob> remind off
bob's reminders are off

bob> play 1 place K e4
bob places a King on e4 (R1230.2 6 C)
Weights: alice 0, bob 1 (R1230.3)
game 1 turn 2: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 place K a20
alice places a King on a20 (R1230.2 6 C)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place R b16
bob places a Rook on b16 (R1230.2 6 C)
Weights: alice 1, bob 20 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 pass
alice Passes (R1230.2 6 E)
Weights: alice 1, bob 20 (R1230.3)
game 1 turn 5: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# bob places alice in Check: the public alert (1 C (iv), 7), and a copy
# to alice; then the notice of her turn (3 C: she is at the top).
bob> play 1 move b16 b20
bob moves a Rook from b16 to b20 (R1230.2 6 A)
alice is in Check (R1230.2 7)
Weights: alice 6, bob 25 (R1230.3)
game 1 turn 6: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# Each Swinger's inbox holds the notices of eir own turns only, and
# alice's the check alert; the Umpire and dave, who does not play, none.
bob> inbox
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 1: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 3: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 5: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)

alice> inbox
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 2: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 4: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iv)): you are in Check in game 1 (Party Chess): your name goes to the top of the Swinger Play List, and your Play must leave you out of Check (R1230.2 3 C, 7)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 6: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)

carol> inbox
no messages for carol

dave> inbox
no messages for dave

alice> play 1 capture a20 b20
alice's King on a20 captures bob's Rook on b20 (R1230.1 4)
Weights: alice 1, bob 1 (R1230.3)
game 1 turn 7: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# 1 A, R250 II b: carol, the Chess-Umpire, goes on Vacation. An absent
# player performs no duties: nobody performs the Chess-Umpire's, and the
# game is suspended as by a vacancy; the turn's time limit is cancelled.
carol> state vacation 10d
carol is Vacationing, expected for 24d (R250 V a)
game 1 is suspended: the Chess-Umpire carol is absent and performs no duties (R250 II b); no time limit runs (R1230.2 1 A)

alice> play 1 pass
error: game 1 is suspended until its referee returns or another is appointed (R1250.1 VI d, e)

bob> play 1 pass
error: game 1 is suspended until its referee returns or another is appointed (R1250.1 VI d, e)

carol> play 1 extend 1d
error: absent players may only leave, change state or post (R250 II b)

# "(or not started)": no other game of Party Chess starts either.
dave> game new pchess
game 2 (Party Chess, R1230) is open; referee dave

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

dave> game start 2
error: the Chess-Umpire carol is absent and performs no duties: the game of Party Chess is not started (R1230.2 1 A, R250 II b)

# No default play is made, and no Swingers' points are given on Monday
# 2001-01-08 (R1230.2 1 A, R1044 2 a: they are the game's).
admin> clock advance 10d
clock: payday: no salary is due (R401 (iv))
clock: game 1: no Swingers' points: the game is suspended and nobody announces them (R1230.2 1 A, R1044 2 a)
the time is now 2001-01-11T00:00:00Z

# carol returns: the game resumes, its state announced afresh; the time
# limit runs from now (4) and bob is told in private again.
carol> state return
carol is Voting
carol, the Chess-Umpire, referees game 1 (R1230.2 1); the game resumes and its state is announced (R1230.2 1 A, 4)
game 1 turn 8: bob to play by 2001-01-14T00:00:00Z (R1230.2 3 B, 4)

admin> clock advance 2d
the time is now 2001-01-13T00:00:00Z

# bob, with reminders off, has no reminder, but the Umpire's notice of
# turn 8; alice none for it.
bob> inbox
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 1: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 3: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 5: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 7: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-11T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 8: play by 2001-01-14T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)

alice> inbox
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 2: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 4: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iv)): you are in Check in game 1 (Party Chess): your name goes to the top of the Swinger Play List, and your Play must leave you out of Check (R1230.2 3 C, 7)
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 6: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
