# Eleusis (Ackanomic R1250.23/10) with its optional Referee (2 a), b)), and
# a bot's place taken (8). erin calls the game as its Referee: she does not
# play (R1250.1 III e); she numbers the players (4 a)), substitutes for a
# Deus who leaves (8), decides errors (11 a)) and is paid A$10 when the game
# is concluded (10).
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

erin> game new eleusis judge
error: usage: game new eleusis [referee] (R1250.23 2 a), b): an optional Referee)

erin> game new eleusis referee
game 1 (Eleusis, R1250.23) is open; player erin; no: erin calls it as its Referee, and does not play (R1250.23 2 b), 10; R1250.1 III e)

erin> game join 1
error: the referee may not play game 1 (R1250.1 III e)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

erin> game start 1
game 1 (Eleusis, R1250.23) starts; players alice, bob, carol, dave; referee erin
game 1: the players are numbered 1 alice, 2 bob, 3 carol, 4 dave (R1250.23 4 a)); round 1: alice is the Deus and is to seal a rule and announce the deck (R1250.23 4 b), 5 a), b)); the Referee erin may number the players otherwise first (`play 1 number PLAYER...`, R1250.23 4 a))

# 4 a): "If there is a Referee, the Referee assigns a cardinal number from
# 1 to N": before the first Deus acts.
alice> play 1 number bob alice carol dave
error: usage: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror

erin> play 1 number bob alice carol
error: usage: play 1 number PLAYER... (all 4 players, number 1 first; R1250.23 4 a))

erin> play 1 number bob alice carol carol
error: carol is named twice

erin> play 1 number bob alice carol dave
the Referee numbers the players of game 1: 1 bob, 2 alice, 3 carol, 4 dave (R1250.23 4 a)); round 1: bob is the Deus (4 b))

bob> inbox
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): you are the Deus of round 1. Seal your secret rule with `play 1 rule TEXT` (R1250.23 5 a)) and announce the deck with `play 1 deck eleusis|standard [wild|nowild] [RANKINGS AND VALUES]` (5 b))

alice> play 1 rule red follows black
error: only the Deus of this round may do that (R1250.23 5 a), b), j))

bob> play 1 rule each card's colour differs from the one before it
your rule for round 1 of game 1 is sealed: "each card's colour differs from the one before it"; its BLAKE2b-256 commitment 5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b is shown to everyone now, the text and salt when the round ends (R1250.23 4 e), 5 a))

bob> play 1 deck eleusis wild Ranks as printed
clock: game 1 round 1: the Deus bob has sealed eir rule; its commitment (BLAKE2b-256 of a salt and the text, both shown when the round ends) is 5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b (R1250.23 5 a))
bob announces the deck of round 1 of game 1: one Eleusis Deck, with the Wild cards; Ranks as printed (R1250.23 5 b))

erin> play 1 number alice bob carol dave
error: the players are numbered before the first Deus seals a rule or announces a deck (R1250.23 4 a), b))

# The Referee acts as the Deus only for one who has left (8).
erin> play 1 hint colours
error: the Referee acts as the Deus only for one who has left or is absent with no Substitute (R1250.23 8)

# 9: with a Referee, the Deus gives no FairPlay Award; the Referee does.
bob> play 1 fairplay alice
error: game 1 has a Referee, who gives its FairPlay Awards (`game fairplay`, R1250.23 9, R1250.1 XIII)

erin> game fairplay 1 alice
erin gives alice a FairPlay Award in game 1 (R1250.1 XIII); alice gains 1 point

# 8: a player who leaves is played by a bot; "any other active player of
# Ackanomic may take their place within the Eleusis game provided that the
# new player is not already a player in that Eleusis game".
dave> game leave 1
dave leaves game 1 (R1250.1 IX); a bot makes eir moves from now on (R1250.23 8)

alice> play 1 replace dave
error: usage: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror

erin> play 1 replace dave
error: usage (the Referee): play 1 number PLAYER... | ruling ROUND error|noerror | the Deus's verbs for a Deus who has left (R1250.23 4 a), 8, 11 a))

frank> play 1 replace carol
error: carol is not played by a bot (R1250.23 8)

frank> play 1 replace dave
frank takes the place of dave (played by a bot) in game 1, with eir cards and Gamepoints, as player number 4 (R1250.23 8)

frank> inbox
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: you took a bot's place (R1250.23 8); your hand is now 9$ K@ N* 4& M* 9% 8@ K$ 4* 9! K^ 2# P* 5*

# 8: "If the player is the Deus and they didn't appoint a substitute and
# there is a Referee then the Referee shall be the substitute": the round
# goes on, and erin is told the rule.
bob> game leave 1
bob leaves game 1 (R1250.1 IX); the Referee erin substitutes for the Deus (R1250.23 8)

erin> inbox
2001-01-01T00:00:00Z game (Eleusis): game 1 (Eleusis): the Deus bob has left; you substitute for em in round 1 (R1250.23 8). Eir sealed rule: "each card's colour differs from the one before it"

erin> game show 1
game 1: Eleusis (R1250.23), running; referee erin
players: bob (left), alice, carol, frank
phase: play
players:
  number=1 player=bob cards=0 gamepoints=0 hand=none bot=yes
  number=2 player=alice cards=14 gamepoints=0 hand=A*, 10!, S%, 4!, M%, 10^, 6!, M$, S!, 7%, K%, P^, 8%, S#
  number=3 player=carol cards=14 gamepoints=0 hand=7@, M^, S^, 6#, N^, 4$, A^, 9&, P&, 3&, 9#, 5!, 10*, A!
  number=4 player=frank cards=14 gamepoints=0 hand=9$, K@, N*, 4&, M*, 9%, 8@, K$, 4*, 9!, K^, 2#, P*, 5*
round: 1
deus: bob
awaiting: alice
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 329
layout: 10$
rounds:
  round=1 deus=bob deck=eleusis wild=yes announced=Ranks as printed commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=0

alice> game show 1
game 1: Eleusis (R1250.23), running; referee erin
players: bob (left), alice, carol, frank
phase: play
players:
  number=1 player=bob cards=0 gamepoints=0 bot=yes
  number=2 player=alice cards=14 gamepoints=0 hand=A*, 10!, S%, 4!, M%, 10^, 6!, M$, S!, 7%, K%, P^, 8%, S#
  number=3 player=carol cards=14 gamepoints=0
  number=4 player=frank cards=14 gamepoints=0
round: 1
deus: bob
awaiting: alice
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 329
layout: 10$
rounds:
  round=1 deus=bob deck=eleusis wild=yes announced=Ranks as printed commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b hints=0

clock advance 3d
clock: game 1: alice did not play in time; a random card from eir hand is played for em: S# (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))
the time is now 2001-01-04T00:00:00Z

erin> play 1 judge correct
the Deus erin judges alice's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

erin> play 1 hint colours alternate
the Deus erin gives hint 1 of round 1: colours alternate (R1250.23 9)

# The Deus's time (eleusis.deus.wait) still applies to the substitute.
admin> param set eleusis.deus.wait 1d
eleusis.deus.wait = 1d (R1250.23 9, 8)

clock advance 3d
clock: game 1: carol did not play in time; a random card from eir hand is played for em: 9# (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))
the time is now 2001-01-07T00:00:00Z

clock advance 1d
clock: game 1: the Referee, substituting for the Deus bob, has not acted within eleusis.deus.wait: the round ends (R1250.23 8)
game 1 round 1 is over; the Deus bob's rule was: "each card's colour differs from the one before it" (salt c11e84f0886c0475b02e39c39a25bc06; BLAKE2b-256 of the salt's bytes then the text: 5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b, as sealed) (R1250.23 4 e)); scores (R1250.23 6): bob 1 (Deus), alice 1, carol 0, frank 0; an error in it may be announced within 3 days with `play 1 error 1` (R1250.23 4 e), 11)
game 1 round 2: alice is the Deus and is to seal a rule and announce the deck (R1250.23 4 f), 5 a), b))
the time is now 2001-01-08T00:00:00Z

# 11 a): "if there is a Referee, the Referee decides if the error in fact
# occurred"; the players do not vote.
carol> play 1 error 1
carol announces an error in round 1 of game 1; the Referee erin decides whether it occurred within 3 days, or there was none (R1250.23 4 e), 11 a); docs/RULINGS.md)

alice> play 1 vote 1 yes
error: game 1 has a Referee, who decides errors: there is no vote (R1250.23 11 a))

alice> play 1 error 1
error: an error in round 1 is claimed already and awaits the Referee (R1250.23 11 a))

erin> inbox
2001-01-01T00:00:00Z game (Eleusis): game 1 (Eleusis): the Deus bob has left; you substitute for em in round 1 (R1250.23 8). Eir sealed rule: "each card's colour differs from the one before it"
2001-01-04T00:00:00Z game 1: game 1 (Eleusis): judge alice's play (S#) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-07T00:00:00Z game 1: game 1 (Eleusis): judge carol's play (9#) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j)); within 1 day, or the round ends (eleusis.deus.wait)
2001-01-08T00:00:00Z game (Eleusis): game 1 (Eleusis): carol announces an error in round 1; decide with `play 1 ruling 1 error|noerror` within 3 days, or there was none (R1250.23 11 a))

carol> play 1 ruling 1 error
error: usage: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror

erin> play 1 ruling 1 error
the Referee erin decides that there was an error in round 1 of game 1 (R1250.23 11 a)); its Deus bob loses 20 Gamepoints (11 c))

erin> play 1 ruling 1 noerror
error: no error vote is open on that round (R1250.23 11 a))

# The Referee's silence: no error (docs/RULINGS.md R1250.23).
clock advance 1d
clock: alice's score rose by 1: e receives A$1 from the Treasury (R508)
clock: game 1: the Deus alice has not acted within eleusis.deus.wait and is treated as absent with no substitute: the round ends (R1250.23 8)
game 1 round 3: carol is the Deus and is to seal a rule and announce the deck (R1250.23 4 f), 5 a), b))
the time is now 2001-01-09T00:00:00Z

carol> play 1 error 2
carol announces an error in round 2 of game 1; the Referee erin decides whether it occurred within 3 days, or there was none (R1250.23 4 e), 11 a); docs/RULINGS.md)

clock advance 3d
clock: game 1: the Deus carol has not acted within eleusis.deus.wait and is treated as absent with no substitute: the round ends (R1250.23 8)
game 1 round 4: frank is the Deus and is to seal a rule and announce the deck (R1250.23 4 f), 5 a), b))
clock: game 1: the Deus frank has not acted within eleusis.deus.wait and is treated as absent with no substitute: the round ends (R1250.23 8)
game 1: every player has been Deus once; the game ends when the last round's error period is over (R1250.23 4 g))
clock: game 1: the Referee did not decide the error claimed in round 2 within eleusis.referee.wait: there was no error (R1250.23 11 a); docs/RULINGS.md)
the time is now 2001-01-12T00:00:00Z

clock advance 3d
clock: game 1 is over: alice wins with the most Gamepoints (R1250.23 7); the Referee erin is paid for eir services (R1250.23 10); erin receives A$10 from the Treasury; alice gains 6 points; carol gains 2 points (2 disregarded: 8 per instance, R1250.1 IV d); frank gains 0 points (4 disregarded: 8 per instance, R1250.1 IV d); alice receives a Scientist's Handbook (R1250.2)
the time is now 2001-01-15T00:00:00Z

clock advance 3d
the time is now 2001-01-18T00:00:00Z

> game show 1
game 1: Eleusis (R1250.23), ended; referee erin
players: bob (left), alice, carol, frank
phase: over
players:
  number=1 player=bob cards=0 gamepoints=-19 bot=yes
  number=2 player=alice cards=0 gamepoints=1
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=frank cards=0 gamepoints=0
rounds:
  round=1 deus=bob deck=eleusis wild=yes announced=Ranks as printed commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=1 scores=bob=1 alice=1 carol=0 frank=0 error=yes
result: alice wins with the most Gamepoints (R1250.23 7)

> holdings erin
erin holds 910 A$; no entities
total wealth: A$910 (R506)
