# Eleusis (Ackanomic R1250.23/10): a whole game of four rounds, one per
# player as Deus (4 b), f), g)), with the illegal moves the rule names.
# No referee (2 b) is optional): the player calling the game is number 1
# (4 a)) and each round's Deus has the referee's duties (9); the server
# keeps the cards (10). The Deus's rule is sealed: its BLAKE2b commitment
# is public at once, its text and salt when the round ends (4 e)).
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

alice> game new eleusis
game 1 (Eleusis, R1250.23) is open; player alice

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

alice> game start 1
error: game 1 has 3 players; Eleusis needs at least 4 (R1250.23)

dave> game join 1
dave joins game 1

alice> game start 1
game 1 (Eleusis, R1250.23) starts; players alice, bob, carol, dave
game 1: the players are numbered 1 alice, 2 bob, 3 carol, 4 dave (R1250.23 4 a)); round 1: alice is the Deus and is to seal a rule and announce the deck (R1250.23 4 b), 5 a), b))

bob> play 1 rule odd follows even
error: only the Deus of this round may do that (R1250.23 5 a), b), j))

alice> play 1 cards 5!
error: that is not what the game awaits now (R1250.23 5)

alice> play 1 rule each card's colour differs from the one before it
your rule for round 1 of game 1 is sealed: "each card's colour differs from the one before it"; its BLAKE2b-256 commitment 5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b is shown to everyone now, the text and salt when the round ends (R1250.23 4 e), 5 a))

alice> play 1 rule something else
error: your rule for this round is already sealed: it may not change (R1250.23 5 a))

> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: setup
players:
  number=1 player=alice cards=0 gamepoints=0
  number=2 player=bob cards=0 gamepoints=0
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=0 gamepoints=0
round: 1
deus: alice
awaiting: alice
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 0
layout: none
rounds:
  round=1 deus=alice commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b hints=0

alice> play 1 deck eleusis wild Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything
alice announces the deck of round 1 of game 1: one Eleusis Deck, with the Wild cards; Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything (R1250.23 5 b))

# 5 c), d): the clock deals 14 cards to each Scientist, privately (its
# event is hidden), then shows the starter card in public.
bob> inbox
clock: game 1 round 1: 14 cards dealt to each Scientist (R1250.23 5 c))
clock: game 1 round 1: the starter card is 10$ (R1250.23 5 d)); bob (player 2) to play within 3 days (R1250.23 5 e), f), n))
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: your starting cards were dealt (R1250.23 5 c)); your hand is now A* 10! S% 4! M% 10^ 6! M$ S! 7% K% P^ 8% S#

bob> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=0 gamepoints=0
  number=2 player=bob cards=14 gamepoints=0 hand=A*, 10!, S%, 4!, M%, 10^, 6!, M$, S!, 7%, K%, P^, 8%, S#
  number=3 player=carol cards=14 gamepoints=0
  number=4 player=dave cards=14 gamepoints=0
round: 1
deus: alice
awaiting: bob
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 329
layout: 10$
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b hints=0

# 9: "The Deus may award a FairPlay point to a player if there is no
# Referee", as if e were the Referee: once a calendar week (R1250.1 XIII).
bob> play 1 fairplay carol
error: only the Deus of this round may do that (R1250.23 5 a), b), j))

alice> play 1 fairplay alice
error: the Deus gives a FairPlay Award to another player of game 1 (R1250.23 9, R1250.1 XIII)

alice> play 1 fairplay carol
alice gives carol a FairPlay Award in game 1 (R1250.1 XIII); carol gains 1 point

alice> play 1 fairplay dave
error: alice has already given a FairPlay Award this calendar week (R1250.1 XIII)

# Illegal plays (5 e), f)).
carol> play 1 cards 7@
error: it is not your turn (R1250.23 5 e), n), o))

alice> play 1 cards 5!
error: the Deus does not play cards in eir round (R1250.23 4 c), 5 e))

bob> play 1 cards 5!
error: you do not hold those cards (R1250.23 5 f))

bob> play 1 cards A* 10! S% 4! M%
error: a play is a series of between 1 and 4 cards, or 'noplay' (R1250.23 5 f))

bob> play 1 cards ZZ
error: 'ZZ' is not a card of the Eleusis deck in use (R1250.6)

bob> play 1 cards
error: a play is a series of between 1 and 4 cards, or 'noplay' (R1250.23 5 f))

# 5 f): a series of up to 4 cards, judged by the Deus with no prophet (5 j)).
bob> play 1 cards A* 10! S% 4!
bob plays A* 10! S% 4! in game 1 (R1250.23 5 f)); the Deus alice is to judge it (R1250.23 5 j))

bob> play 1 judge correct
error: only the Deus of this round may do that (R1250.23 5 a), b), j))

alice> play 1 approve
error: there is no prophet's call to approve: judge the play with `play 1 judge correct|incorrect` (R1250.23 5 j))

alice> inbox
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): you are the Deus of round 1. Seal your secret rule with `play 1 rule TEXT` (R1250.23 5 a)) and announce the deck with `play 1 deck eleusis|standard [wild|nowild] [RANKINGS AND VALUES]` (5 b))
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): judge bob's play (A* 10! S% 4!) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))

alice> play 1 judge correct
the Deus alice judges bob's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

# 5 h): carol declares emself prophet with an incorrect play: 2 penalty
# cards a card (5 i) 4)); e is prophet once it is judged.
carol> play 1 cards 7@ prophet
carol plays 7@ in game 1 (R1250.23 5 f)) and declares emself prophet (R1250.23 5 h)); the Deus alice is to judge it (R1250.23 5 j))

alice> play 1 judge incorrect
the Deus alice judges carol's play incorrect (R1250.23 5 j)); the play is incorrect; carol is dealt 2 penalty cards (R1250.23 5 i) 4)); carol is now the prophet (R1250.23 5 h)); dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

# 5 i) 1): the prophet calls, the Deus approves (5 i) 2)).
dave> play 1 cards 9%
dave plays 9% in game 1 (R1250.23 5 f)); the prophet carol is to call it (R1250.23 5 i) 1))

alice> play 1 judge correct
error: that is not what the game awaits now (R1250.23 5)

dave> play 1 call correct
error: only the prophet calls plays (R1250.23 5 i) 1))

carol> inbox
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: your starting cards were dealt (R1250.23 5 c)); your hand is now 7@ M^ S^ 6# N^ 4$ A^ 9& P& 3& 9# 5! 10* A!
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: penalty cards were dealt to you; your hand is now M^ S^ 6# N^ 4$ A^ 9& P& 3& 9# 5! 10* A! N% W
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): as prophet, call dave's play (9%) with `play 1 call correct` or `play 1 call incorrect` within 3 days; otherwise it is deemed called correct (R1250.23 5 i) 1))

carol> play 1 call correct
the prophet carol calls dave's play correct (R1250.23 5 i) 1)); the Deus alice is to approve or disapprove the call on it (R1250.23 5 i) 2))

alice> play 1 approve
the Deus alice approves the prophet's call (R1250.23 5 i) 2)); the play is correct; bob (player 2) to play within 3 days (R1250.23 5 e), f), n))

# 5 i) 3): a call the Deus does not approve: the Scientist is not
# penalised, the prophet takes 5 cards and is a Scientist again.
bob> play 1 cards 10^
bob plays 10^ in game 1 (R1250.23 5 f)); the prophet carol is to call it (R1250.23 5 i) 1))

carol> play 1 call correct
the prophet carol calls bob's play correct (R1250.23 5 i) 1)); the Deus alice is to approve or disapprove the call on it (R1250.23 5 i) 2))

alice> play 1 disapprove
the Deus alice does not approve the prophet's call (R1250.23 5 i) 2)); the play is incorrect; the Deus does not approve: bob is not penalised, the prophet carol is dealt 5 penalty cards and is a Scientist again (R1250.23 5 i) 3)); carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

# 5 g), j): No Play reveals the hand; the Deus finds it wrong and plays a
# correct card from it before the 5 penalty cards.
carol> play 1 noplay
carol calls No Play in game 1 and reveals eir hand: M^ S^ 6# N^ 4$ A^ 9& P& 3& 9# 5! 10* A! N% W W N$ W M@ K* (R1250.23 5 f), g)); the Deus alice is to judge it (R1250.23 5 j))

alice> play 1 judge incorrect
error: an incorrect No Play needs a correct card from the player's hand, played for em (R1250.23 5 i) 4), j))

alice> play 1 judge incorrect 9&
the Deus alice judges carol's play incorrect (R1250.23 5 j)); the No Play was incorrect; 9& is played from carol's hand as a correct card (R1250.23 5 i) 4), j)); carol is dealt 5 penalty cards (R1250.23 5 i) 4)); dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

# 5 h): carol has been prophet this round; dave may be.
dave> play 1 cards K@ prophet
dave plays K@ in game 1 (R1250.23 5 f)) and declares emself prophet (R1250.23 5 h)); the Deus alice is to judge it (R1250.23 5 j))

alice> play 1 judge correct
the Deus alice judges dave's play correct (R1250.23 5 j)); the play is correct; dave is now the prophet (R1250.23 5 h)); bob (player 2) to play within 3 days (R1250.23 5 e), f), n))

# 5 i) 4): a wrong No Play called by the prophet, who plays a correct
# card from the player's hand; the Deus approves.
bob> play 1 noplay
bob calls No Play in game 1 and reveals eir hand: M% 6! M$ S! 7% K% P^ 8% S# (R1250.23 5 f), g)); the prophet dave is to call it (R1250.23 5 i) 1))

dave> play 1 call incorrect
error: an incorrect No Play needs a correct card from the player's hand, played for em (R1250.23 5 i) 4), j))

dave> play 1 call incorrect M%
the prophet dave calls bob's play incorrect and plays M% from eir hand as a correct card (R1250.23 5 i) 1), 4)); the Deus alice is to approve or disapprove the call on it (R1250.23 5 i) 2))

alice> play 1 approve
the Deus alice approves the prophet's call (R1250.23 5 i) 2)); the No Play was incorrect; M% is played from bob's hand as a correct card (R1250.23 5 i) 4), j)); bob is dealt 5 penalty cards (R1250.23 5 i) 4)); carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

carol> play 1 cards 5! prophet
error: there is already a prophet (R1250.23 5 h))

carol> play 1 cards 5!
carol plays 5! in game 1 (R1250.23 5 f)); the prophet dave is to call it (R1250.23 5 i) 1))

# 5 i) 1): a prophet who does not call within 3 days is deemed to have
# called the play correct.
clock advance 3d
clock: game 1: the prophet dave did not call in time: the play is deemed called correct (R1250.23 5 i) 1)); the Deus alice is to approve or disapprove the call on it (R1250.23 5 i) 2))
the time is now 2001-01-04T00:00:00Z

alice> play 1 approve
the Deus alice approves the prophet's call (R1250.23 5 i) 2)); the play is correct; bob (player 2) to play within 3 days (R1250.23 5 e), f), n))

# 5 i) 4): the prophet's card is not correct: it goes back, no penalty,
# the prophet is overturned.
bob> play 1 noplay
bob calls No Play in game 1 and reveals eir hand: 6! M$ S! 7% K% P^ 8% S# 6% N! K& S@ S& (R1250.23 5 f), g)); the prophet dave is to call it (R1250.23 5 i) 1))

dave> play 1 call incorrect 6!
the prophet dave calls bob's play incorrect and plays 6! from eir hand as a correct card (R1250.23 5 i) 1), 4)); the Deus alice is to approve or disapprove the call on it (R1250.23 5 i) 2))

alice> play 1 wrongcard
the Deus alice finds the prophet's card incorrect on the prophet's call (R1250.23 5 i) 2)); the prophet's card is not correct: it goes back to bob's hand, who takes no penalty (R1250.23 5 i) 4)); the Deus does not approve: bob is not penalised, the prophet dave is dealt 5 penalty cards and is a Scientist again (R1250.23 5 i) 3)); carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

# 5 i) 5): a correct No Play: a new hand four cards smaller.
carol> play 1 noplay
carol calls No Play in game 1 and reveals eir hand: M^ S^ 6# N^ 4$ A^ P& 3& 9# 10* A! N% W W N$ W M@ K* M! 2@ 3# 3@ 8$ (R1250.23 5 f), g)); the Deus alice is to judge it (R1250.23 5 j))

alice> play 1 judge correct
the Deus alice judges carol's play correct (R1250.23 5 j)); the No Play was correct: carol is dealt a new hand of 19 cards, 4 fewer (R1250.23 5 i) 5)); dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

carol> inbox
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: your starting cards were dealt (R1250.23 5 c)); your hand is now 7@ M^ S^ 6# N^ 4$ A^ 9& P& 3& 9# 5! 10* A!
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: penalty cards were dealt to you; your hand is now M^ S^ 6# N^ 4$ A^ 9& P& 3& 9# 5! 10* A! N% W
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): as prophet, call dave's play (9%) with `play 1 call correct` or `play 1 call incorrect` within 3 days; otherwise it is deemed called correct (R1250.23 5 i) 1))
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): as prophet, call bob's play (10^) with `play 1 call correct` or `play 1 call incorrect` within 3 days; otherwise it is deemed called correct (R1250.23 5 i) 1))
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: you were dealt penalty cards as an overturned prophet; your hand is now M^ S^ 6# N^ 4$ A^ 9& P& 3& 9# 5! 10* A! N% W W N$ W M@ K*
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: penalty cards were dealt to you; your hand is now M^ S^ 6# N^ 4$ A^ P& 3& 9# 5! 10* A! N% W W N$ W M@ K* M! 2@ 3# 3@ 8$
2001-01-04T00:00:00Z game 1: game 1 (Eleusis) round 1: your new hand was dealt; your hand is now 5% W 7^ 3! 7# 9^ 5@ K# A$ 8# A% 6@ 10& 4@ 7$ 7* N& S$ 2^

# 5 f): dave does not play within 3 days: a random card of eir hand.
clock advance 3d
clock: game 1: dave did not play in time; a random card from eir hand is played for em: K$ (R1250.23 5 f)); the Deus alice is to judge it (R1250.23 5 j))
the time is now 2001-01-07T00:00:00Z

alice> play 1 judge correct
the Deus alice judges dave's play correct (R1250.23 5 j)); the play is correct; bob (player 2) to play within 3 days (R1250.23 5 e), f), n))

# 9: up to three hints; each beyond costs the Deus 2 Gamepoints.
alice> play 1 hint colours
the Deus alice gives hint 1 of round 1: colours (R1250.23 9)

alice> play 1 hint think of the colour wheel
the Deus alice gives hint 2 of round 1: think of the colour wheel (R1250.23 9)

alice> play 1 hint not the suit
the Deus alice gives hint 3 of round 1: not the suit (R1250.23 9)

alice> play 1 hint the colour, once more
the Deus alice gives hint 4 of round 1: the colour, once more (more than 3 hints: alice loses 2 Gamepoints, R1250.23 9)

bob> play 1 hint me too
error: only the Deus of this round may do that (R1250.23 5 a), b), j))

> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=0 gamepoints=-2
  number=2 player=bob cards=13 gamepoints=0
  number=3 player=carol cards=19 gamepoints=0
  number=4 player=dave cards=16 gamepoints=0
round: 1
deus: alice
awaiting: bob
sudden death: no
cards without prophet: 8
cards since prophet: 2
draw pile: 288
layout: 10$, A*, 10!, S%, 4!, 7@ (wrong) !, 9%, 10^ (wrong), 9&, K@ !, M%, 5!, K$
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b hints=4

# 9 sets the Deus no time limit; eleusis.deus.wait (0 by default) lets the
# nomic set one, after which the Deus is treated as absent with no
# substitute: the round ends and is scored as usual (8; docs/RULINGS.md).
admin> param set eleusis.deus.wait 2d
eleusis.deus.wait = 2d (R1250.23 9, 8)

bob> play 1 cards S#
bob plays S# in game 1 (R1250.23 5 f)); the Deus alice is to judge it (R1250.23 5 j))

clock advance 2d
clock: carol's score rose by 1: e receives A$1 from the Treasury (R508)
clock: game 1: the Deus alice has not acted within eleusis.deus.wait and is treated as absent with no substitute: the round ends (R1250.23 8)
game 1 round 1 is over; the Deus alice's rule was: "each card's colour differs from the one before it" (salt c11e84f0886c0475b02e39c39a25bc06; BLAKE2b-256 of the salt's bytes then the text: 5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b, as sealed) (R1250.23 4 e)); scores (R1250.23 6): alice 6 (Deus), bob 6, carol 0, dave 3; an error in it may be announced within 3 days with `play 1 error 1` (R1250.23 4 e), 11)
game 1 round 2: bob is the Deus and is to seal a rule and announce the deck (R1250.23 4 f), 5 a), b))
the time is now 2001-01-09T00:00:00Z

# 4 e): the rule, its salt and the commitment are public now; anyone can
# check BLAKE2b-256(salt bytes || text) against the commitment.
> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: setup
players:
  number=1 player=alice cards=0 gamepoints=4
  number=2 player=bob cards=0 gamepoints=6
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=0 gamepoints=3
round: 2
deus: bob
awaiting: bob
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 0
layout: none
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob hints=0

admin> param set eleusis.deus.wait 0
eleusis.deus.wait = 0s (R1250.23 9, 8)

# Round 2: bob is the Deus (4 f)); two Standard Decks without the Jokers.
bob> play 1 deck standard nowild Aces high; suits do not matter
bob announces the deck of round 2 of game 1: two Standard Decks combined, without the Wild cards; Aces high; suits do not matter (R1250.23 5 b)); the rule is not sealed yet

bob> play 1 rule salt 000102030405060708090a0b0c0d0e0f each card is higher than the one before, or the sequence starts again with a 2
your rule for round 2 of game 1 is sealed: "each card is higher than the one before, or the sequence starts again with a 2"; its BLAKE2b-256 commitment f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 is shown to everyone now, the text and salt when the round ends (R1250.23 4 e), 5 a))

alice> game show 1
clock: game 1 round 2: 14 cards dealt to each Scientist (R1250.23 5 c))
clock: game 1 round 2: the Deus bob has sealed eir rule; its commitment (BLAKE2b-256 of a salt and the text, both shown when the round ends) is f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 (R1250.23 5 a))
game 1 round 2: the starter card is AD (R1250.23 5 d)); carol (player 3) to play within 3 days (R1250.23 5 e), f), n))
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=14 gamepoints=4 hand=KD, 3D, 8C, KH, 2D, 9H, KS, 5C, 9D, AC, QS, 2S, JS, 3H
  number=2 player=bob cards=0 gamepoints=6
  number=3 player=carol cards=14 gamepoints=0
  number=4 player=dave cards=14 gamepoints=3
round: 2
deus: bob
awaiting: carol
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 269
layout: AD
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 hints=0

carol> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=14 gamepoints=4
  number=2 player=bob cards=0 gamepoints=6
  number=3 player=carol cards=14 gamepoints=0 hand=9D, 3C, 2D, 6H, KH, 6S, AD, 2C, 4D, 8H, 5C, AS, 3H, 5S
  number=4 player=dave cards=14 gamepoints=3
round: 2
deus: bob
awaiting: carol
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 269
layout: AD
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 hints=0

dave> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=14 gamepoints=4
  number=2 player=bob cards=0 gamepoints=6
  number=3 player=carol cards=14 gamepoints=0
  number=4 player=dave cards=14 gamepoints=3 hand=6C, 8H, 5H, 8C, 8D, 10C, 6S, KD, 10S, 8S, 5D, 9C, 4H, JD
round: 2
deus: bob
awaiting: carol
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 269
layout: AD
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 hints=0

# 4 e), 11: while round 2 goes on, carol announces an error in round 1:
# the players vote; silence is No; a majority of Yes is needed.
carol> play 1 error 1
carol announces an error in round 1 of game 1: the players vote for 3 days with `play 1 vote 1 yes|no`; the claim is eir Yes; silence is No (R1250.23 4 e), 11 a))

carol> play 1 vote 1 yes
error: you have already voted on that round's error (R1250.23 11 a))

dave> play 1 vote 1 yes
dave votes Yes on an error in round 1 of game 1 (R1250.23 11 a))

alice> play 1 vote 1 no
alice votes No on an error in round 1 of game 1 (R1250.23 11 a))

erin> play 1 vote 1 yes
error: you are not playing game 1; an active player who is not may take the place of one played by a bot: `play 1 replace PLAYER` (R1250.23 8)

carol> play 1 cards 2D
carol plays 2D in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges carol's play correct (R1250.23 5 j)); the play is correct; dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

dave> play 1 cards 4H
dave plays 4H in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges dave's play correct (R1250.23 5 j)); the play is correct; alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

alice> play 1 cards 5C 9H JS QS
alice plays 5C 9H JS QS in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges alice's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

carol> play 1 cards KH
carol plays KH in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges carol's play correct (R1250.23 5 j)); the play is correct; dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

dave> play 1 noplay
dave calls No Play in game 1 and reveals eir hand: 6C 8H 5H 8C 8D 10C 6S KD 10S 8S 5D 9C JD (R1250.23 5 f), g)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges dave's play correct (R1250.23 5 j)); the No Play was correct: dave is dealt a new hand of 9 cards, 4 fewer (R1250.23 5 i) 5)); alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

alice> play 1 cards AC 2D 3D 8C
alice plays AC 2D 3D 8C in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges alice's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

carol> play 1 cards 9D
carol plays 9D in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges carol's play correct (R1250.23 5 j)); the play is correct; dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

# 11 a): bob never votes; the 3 days pass: 2 Yes of 4 players is no majority.
clock advance 3d
clock: game 1: dave did not play in time; a random card from eir hand is played for em: JH (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))
game 1: the vote on an error in round 1 is over: there was no error (R1250.23 11)
the time is now 2001-01-12T00:00:00Z

bob> play 1 judge correct
the Deus bob judges dave's play correct (R1250.23 5 j)); the play is correct; alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

alice> play 1 cards 2S 3H 9D KH
alice plays 2S 3H 9D KH in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges alice's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

carol> play 1 cards AS
carol plays AS in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges carol's play correct (R1250.23 5 j)); the play is correct; dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

clock advance 3d
clock: game 1: dave did not play in time; a random card from eir hand is played for em: 5D (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))
the time is now 2001-01-15T00:00:00Z

bob> play 1 judge correct
the Deus bob judges dave's play correct (R1250.23 5 j)); the play is correct; alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

# 5 m): alice plays her last card: the round is over and scored (6).
alice> play 1 cards KS
alice plays KS in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges alice's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

carol> play 1 cards 3C
carol plays 3C in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge incorrect
the Deus bob judges carol's play incorrect (R1250.23 5 j)); the play is incorrect; carol is dealt 2 penalty cards (R1250.23 5 i) 4)); dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

dave> play 1 noplay
dave calls No Play in game 1 and reveals eir hand: 3C QH 4S AH AH JH 7S (R1250.23 5 f), g)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges dave's play correct (R1250.23 5 j)); the No Play was correct: dave is dealt a new hand of 3 cards, 4 fewer (R1250.23 5 i) 5)); alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

alice> play 1 cards KD
alice plays KD in game 1 (R1250.23 5 f)); the Deus bob is to judge it (R1250.23 5 j))

bob> play 1 judge correct
the Deus bob judges alice's play correct (R1250.23 5 j)); the play is correct; the player has no cards left (R1250.23 5 m))
game 1 round 2 is over; the Deus bob's rule was: "each card is higher than the one before, or the sequence starts again with a 2" (salt 000102030405060708090a0b0c0d0e0f; BLAKE2b-256 of the salt's bytes then the text: f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358, as sealed) (R1250.23 4 e)); scores (R1250.23 6): alice 15, bob 15 (Deus), carol 0, dave 8; an error in it may be announced within 3 days with `play 1 error 2` (R1250.23 4 e), 11)
game 1 round 3: carol is the Deus and is to seal a rule and announce the deck (R1250.23 4 f), 5 a), b))

> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: setup
players:
  number=1 player=alice cards=0 gamepoints=19
  number=2 player=bob cards=0 gamepoints=21
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=0 gamepoints=11
round: 3
deus: carol
awaiting: carol
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 0
layout: none
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8
  round=3 deus=carol hints=0

# 11: an error in round 2, announced in time; three of four vote Yes, and
# the vote ends as soon as all have voted: bob, its Deus, loses 20
# Gamepoints (11 c)), once only (11 d)).
dave> play 1 error 2
dave announces an error in round 2 of game 1: the players vote for 3 days with `play 1 vote 2 yes|no`; the claim is eir Yes; silence is No (R1250.23 4 e), 11 a))

alice> play 1 vote 2 yes
alice votes Yes on an error in round 2 of game 1 (R1250.23 11 a))

carol> play 1 vote 2 yes
carol votes Yes on an error in round 2 of game 1 (R1250.23 11 a))

bob> play 1 vote 2 no
bob votes No on an error in round 2 of game 1 (R1250.23 11 a))

bob> inbox
clock: game 1: the vote on an error in round 2 is over: there was an error, and its Deus loses Gamepoints (R1250.23 11) (bob: -20)
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: your starting cards were dealt (R1250.23 5 c)); your hand is now A* 10! S% 4! M% 10^ 6! M$ S! 7% K% P^ 8% S#
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: penalty cards were dealt to you; your hand is now 6! M$ S! 7% K% P^ 8% S# 6% N! K& S@ S&
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): you are the Deus of round 2. Seal your secret rule with `play 1 rule TEXT` (R1250.23 5 a)) and announce the deck with `play 1 deck eleusis|standard [wild|nowild] [RANKINGS AND VALUES]` (5 b)); within 2 days, or the round ends (eleusis.deus.wait, R1250.23 8)
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge carol's play (2D) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge dave's play (4H) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge alice's play (5C 9H JS QS) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge carol's play (KH) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge dave's play (No Play, with the hand 6C 8H 5H 8C 8D 10C 6S KD 10S 8S 5D 9C JD) by your rule: `play 1 judge correct` or `play 1 judge incorrect CARD` (R1250.23 5 j))
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge alice's play (AC 2D 3D 8C) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-09T00:00:00Z game 1: game 1 (Eleusis): judge carol's play (9D) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-12T00:00:00Z game 1: game 1 (Eleusis): judge dave's play (JH) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-12T00:00:00Z game 1: game 1 (Eleusis): judge alice's play (2S 3H 9D KH) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-12T00:00:00Z game 1: game 1 (Eleusis): judge carol's play (AS) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-15T00:00:00Z game 1: game 1 (Eleusis): judge dave's play (5D) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-15T00:00:00Z game 1: game 1 (Eleusis): judge alice's play (KS) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-15T00:00:00Z game 1: game 1 (Eleusis): judge carol's play (3C) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))
2001-01-15T00:00:00Z game 1: game 1 (Eleusis): judge dave's play (No Play, with the hand 3C QH 4S AH AH JH 7S) by your rule: `play 1 judge correct` or `play 1 judge incorrect CARD` (R1250.23 5 j))
2001-01-15T00:00:00Z game 1: game 1 (Eleusis): judge alice's play (KD) by your rule: `play 1 judge correct` or `play 1 judge incorrect` (R1250.23 5 j))

carol> play 1 error 2
error: that round's Deus has already been penalised for an error (R1250.23 11 d))

# 4 e): round 1's 3 days are over.
alice> play 1 error 1
error: the 3 days to announce an error in that round are over (R1250.23 4 e))

# Round 3: carol is the Deus.
carol> play 1 rule salt zz a rule
error: a salt is 32 hexadecimal digits

carol> play 1 rule only Wands, Strudels and Spears
your rule for round 3 of game 1 is sealed: "only Wands, Strudels and Spears"; its BLAKE2b-256 commitment d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 is shown to everyone now, the text and salt when the round ends (R1250.23 4 e), 5 a))

carol> play 1 deck eleusis nowild Suits in the order of R1250.6
clock: game 1 round 3: the Deus carol has sealed eir rule; its commitment (BLAKE2b-256 of a salt and the text, both shown when the round ends) is d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 (R1250.23 5 a))
carol announces the deck of round 3 of game 1: one Eleusis Deck, without the Wild cards; Suits in the order of R1250.6 (R1250.23 5 b))

dave> inbox
clock: game 1 round 3: 14 cards dealt to each Scientist (R1250.23 5 c))
clock: game 1 round 3: the starter card is 5^ (R1250.23 5 d)); dave (player 4) to play within 3 days (R1250.23 5 e), f), n))
2001-01-01T00:00:00Z game 1: game 1 (Eleusis) round 1: your starting cards were dealt (R1250.23 5 c)); your hand is now 9$ K@ N* 4& M* 9% 8@ K$ 4* 9! K^ 2# P* 5*
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): as prophet, call bob's play (No Play, with the hand M% 6! M$ S! 7% K% P^ 8% S#) with `play 1 call correct` or `play 1 call incorrect CARD` within 3 days; otherwise it is deemed called correct (R1250.23 5 i) 1))
2001-01-01T00:00:00Z game 1: game 1 (Eleusis): as prophet, call carol's play (5!) with `play 1 call correct` or `play 1 call incorrect` within 3 days; otherwise it is deemed called correct (R1250.23 5 i) 1))
2001-01-03T00:00:00Z reminder: your move in game 1 (Eleusis) is due by 2001-01-04T00:00:00Z: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror (R1250.23). 'remind off' stops these reminders.
2001-01-04T00:00:00Z game 1: game 1 (Eleusis): as prophet, call bob's play (No Play, with the hand 6! M$ S! 7% K% P^ 8% S# 6% N! K& S@ S&) with `play 1 call correct` or `play 1 call incorrect CARD` within 3 days; otherwise it is deemed called correct (R1250.23 5 i) 1))
2001-01-04T00:00:00Z game 1: game 1 (Eleusis) round 1: you were dealt penalty cards as an overturned prophet; your hand is now 9$ N* 4& M* 8@ K$ 4* 9! K^ 2# P* 5* 6$ P@ 4% N# 5#
2001-01-06T00:00:00Z reminder: your move in game 1 (Eleusis) is due by 2001-01-07T00:00:00Z: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror (R1250.23). 'remind off' stops these reminders.
2001-01-09T00:00:00Z game 1: game 1 (Eleusis) round 2: your starting cards were dealt (R1250.23 5 c)); your hand is now 6C 8H 5H 8C 8D 10C 6S KD 10S 8S 5D 9C 4H JD
2001-01-09T00:00:00Z game 1: game 1 (Eleusis) round 2: your new hand was dealt; your hand is now 3C JH QH 4S 5D AH AH JH 7S
2001-01-11T00:00:00Z reminder: your move in game 1 (Eleusis) is due by 2001-01-12T00:00:00Z: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror (R1250.23). 'remind off' stops these reminders.
2001-01-14T00:00:00Z reminder: your move in game 1 (Eleusis) is due by 2001-01-15T00:00:00Z: play 1 rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror (R1250.23). 'remind off' stops these reminders.
2001-01-15T00:00:00Z game 1: game 1 (Eleusis) round 2: your new hand was dealt; your hand is now KC 4S 9S
2001-01-15T00:00:00Z game 1: game 1 (Eleusis) round 3: your starting cards were dealt (R1250.23 5 c)); your hand is now 10# 6# 3@ 10@ N^ 8! 9! 8& 6! 5% P$ 3$ 5! K*

dave> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=14 gamepoints=19
  number=2 player=bob cards=14 gamepoints=1
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=14 gamepoints=11 hand=10#, 6#, 3@, 10@, N^, 8!, 9!, 8&, 6!, 5%, P$, 3$, 5!, K*
round: 3
deus: carol
awaiting: dave
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 317
layout: 5^
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 hints=0

alice> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=14 gamepoints=19 hand=2@, M!, 4*, S*, A@, P^, M&, K#, 10%, 2$, P%, 6$, A*, 5#
  number=2 player=bob cards=14 gamepoints=1
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=14 gamepoints=11
round: 3
deus: carol
awaiting: dave
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 317
layout: 5^
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 hints=0

dave> play 1 cards 9! 3@
dave plays 9! 3@ in game 1 (R1250.23 5 f)); the Deus carol is to judge it (R1250.23 5 j))

carol> play 1 judge correct
the Deus carol judges dave's play correct (R1250.23 5 j)); the play is correct; alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

alice> play 1 cards W
error: you do not hold those cards (R1250.23 5 f))

alice> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob, carol, dave
phase: play
players:
  number=1 player=alice cards=14 gamepoints=19 hand=2@, M!, 4*, S*, A@, P^, M&, K#, 10%, 2$, P%, 6$, A*, 5#
  number=2 player=bob cards=14 gamepoints=1
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=12 gamepoints=11
round: 3
deus: carol
awaiting: alice
sudden death: no
cards without prophet: 2
cards since prophet: 0
draw pile: 317
layout: 5^, 9!, 3@
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 hints=0

alice> play 1 cards P^
alice plays P^ in game 1 (R1250.23 5 f)); the Deus carol is to judge it (R1250.23 5 j))

# 8: bob leaves; a bot plays a random card for em at once, and calls
# plays correct if e is prophet.
bob> game leave 1
bob leaves game 1 (R1250.1 IX); a bot makes eir moves from now on (R1250.23 8)

carol> play 1 judge correct
the Deus carol judges alice's play correct (R1250.23 5 j)); the play is correct; bob (player 2) to play within 3 days (R1250.23 5 e), f), n))

dave> game show 1
clock: game 1: bob is played by a bot; a random card from eir hand is played for em: A$ (R1250.23 8); the Deus carol is to judge it (R1250.23 5 j))
game 1: Eleusis (R1250.23), running
players: alice, bob (left), carol, dave
phase: Deus's judgement
players:
  number=1 player=alice cards=13 gamepoints=19
  number=2 player=bob cards=14 gamepoints=1 bot=yes
  number=3 player=carol cards=0 gamepoints=0
  number=4 player=dave cards=12 gamepoints=11 hand=10#, 6#, 10@, N^, 8!, 8&, 6!, 5%, P$, 3$, 5!, K*
round: 3
deus: carol
awaiting: carol
sudden death: no
cards without prophet: 3
cards since prophet: 0
draw pile: 317
layout: 5^, 9!, 3@, P^
play: by=bob cards=A$
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 hints=0

carol> play 1 judge incorrect
the Deus carol judges bob's play incorrect (R1250.23 5 j)); the play is incorrect; bob is dealt 2 penalty cards (R1250.23 5 i) 4)); dave (player 4) to play within 3 days (R1250.23 5 e), f), n))

# 8: the Deus leaves with no substitute: the round ends and is scored.
carol> game leave 1
carol leaves game 1 (R1250.1 IX); the Deus has left with no substitute, so the round ends (R1250.23 8)
game 1 round 3 is over; the Deus carol's rule was: "only Wands, Strudels and Spears" (salt ab1f3c0cb63084cdb9941121f26d6955; BLAKE2b-256 of the salt's bytes then the text: d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737, as sealed) (R1250.23 4 e)); scores (R1250.23 6): alice 2, bob 0, carol 3 (Deus), dave 3; an error in it may be announced within 3 days with `play 1 error 3` (R1250.23 4 e), 11)
game 1 round 4: dave is the Deus and is to seal a rule and announce the deck (R1250.23 4 f), 5 a), b))

> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob (left), carol (left), dave
phase: setup
players:
  number=1 player=alice cards=0 gamepoints=21
  number=2 player=bob cards=0 gamepoints=1 bot=yes
  number=3 player=carol cards=0 gamepoints=3 bot=yes
  number=4 player=dave cards=0 gamepoints=14
round: 4
deus: dave
awaiting: dave
sudden death: no
cards without prophet: 0
cards since prophet: 0
draw pile: 0
layout: none
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 rule=only Wands, Strudels and Spears salt=ab1f3c0cb63084cdb9941121f26d6955 hints=0 scores=alice=2 bob=0 carol=3 dave=3
  round=4 deus=dave hints=0

# Round 4: dave is the Deus; bob and carol are played by bots (8).
dave> play 1 deck eleusis wild
dave announces the deck of round 4 of game 1: one Eleusis Deck, with the Wild cards (R1250.23 5 b)); the rule is not sealed yet

dave> play 1 rule any card of a rank lower than the last, else a Wild card
your rule for round 4 of game 1 is sealed: "any card of a rank lower than the last, else a Wild card"; its BLAKE2b-256 commitment 4a84655b59f48bf13fffbda7fd7fc8f47c3077aa1050d3cbf1420ef00ee147cd is shown to everyone now, the text and salt when the round ends (R1250.23 4 e), 5 a))

alice> play 1 cards 6@ 5@ 3@ 2!
clock: game 1 round 4: 14 cards dealt to each Scientist (R1250.23 5 c))
clock: game 1 round 4: the Deus dave has sealed eir rule; its commitment (BLAKE2b-256 of a salt and the text, both shown when the round ends) is 4a84655b59f48bf13fffbda7fd7fc8f47c3077aa1050d3cbf1420ef00ee147cd (R1250.23 5 a))
game 1 round 4: the starter card is 8% (R1250.23 5 d)); alice (player 1) to play within 3 days (R1250.23 5 e), f), n))
alice plays 6@ 5@ 3@ 2! in game 1 (R1250.23 5 f)); the Deus dave is to judge it (R1250.23 5 j))

dave> play 1 judge correct
the Deus dave judges alice's play correct (R1250.23 5 j)); the play is correct; bob (player 2) to play within 3 days (R1250.23 5 e), f), n))

dave> play 1 judge correct
clock: game 1: bob is played by a bot; a random card from eir hand is played for em: 8! (R1250.23 8); the Deus dave is to judge it (R1250.23 5 j))
the Deus dave judges bob's play correct (R1250.23 5 j)); the play is correct; carol (player 3) to play within 3 days (R1250.23 5 e), f), n))

dave> play 1 judge incorrect
clock: game 1: carol is played by a bot; a random card from eir hand is played for em: 10! (R1250.23 8); the Deus dave is to judge it (R1250.23 5 j))
the Deus dave judges carol's play incorrect (R1250.23 5 j)); the play is incorrect; carol is dealt 2 penalty cards (R1250.23 5 i) 4)); alice (player 1) to play within 3 days (R1250.23 5 e), f), n))

# The last round ends as the others may (here by eleusis.deus.wait, 8).
admin> param set eleusis.deus.wait 1d
eleusis.deus.wait = 1d (R1250.23 9, 8)

clock advance 1d
the time is now 2001-01-16T00:00:00Z

alice> play 1 cards 3$
alice plays 3$ in game 1 (R1250.23 5 f)); the Deus dave is to judge it (R1250.23 5 j))

# 4 e), g): the game ends when the last round's 3 days for errors are
# over; 7: the ladder 2(N-1), 2(N-2), ... 0, cut by R1250.1 IV d's 8
# points an instance; the Scientist's Handbook to the single winner.
clock advance 3d
clock: game 1: the Deus dave has not acted within eleusis.deus.wait and is treated as absent with no substitute: the round ends (R1250.23 8)
game 1 round 4 is over; the Deus dave's rule was: "any card of a rank lower than the last, else a Wild card" (salt d4165b3f6256dac8d107b3b0abe89c7e; BLAKE2b-256 of the salt's bytes then the text: 4a84655b59f48bf13fffbda7fd7fc8f47c3077aa1050d3cbf1420ef00ee147cd, as sealed) (R1250.23 4 e)); scores (R1250.23 6): alice 5, bob 2, carol 0, dave 5 (Deus); an error in it may be announced within 3 days with `play 1 error 4` (R1250.23 4 e), 11)
game 1: every player has been Deus once; the game ends when the last round's error period is over (R1250.23 4 g))
the time is now 2001-01-19T00:00:00Z

> game show 1
game 1: Eleusis (R1250.23), running
players: alice, bob (left), carol (left), dave
phase: closing
players:
  number=1 player=alice cards=10 gamepoints=26
  number=2 player=bob cards=13 gamepoints=3 bot=yes
  number=3 player=carol cards=15 gamepoints=3 bot=yes
  number=4 player=dave cards=0 gamepoints=19
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 rule=only Wands, Strudels and Spears salt=ab1f3c0cb63084cdb9941121f26d6955 hints=0 scores=alice=2 bob=0 carol=3 dave=3
  round=4 deus=dave deck=eleusis wild=yes commitment=4a84655b59f48bf13fffbda7fd7fc8f47c3077aa1050d3cbf1420ef00ee147cd rule=any card of a rank lower than the last, else a Wild card salt=d4165b3f6256dac8d107b3b0abe89c7e hints=0 scores=alice=5 bob=2 carol=0 dave=5

alice> play 1 error 4
alice announces an error in round 4 of game 1: the players vote for 3 days with `play 1 vote 4 yes|no`; the claim is eir Yes; silence is No (R1250.23 4 e), 11 a))

# 11 a), b): the current players are alice and dave (bob and carol left):
# 2 Yes of 2 is a majority; dave loses 20 Gamepoints (11 c)).
dave> play 1 vote 4 yes
dave votes Yes on an error in round 4 of game 1 (R1250.23 11 a))

clock advance 3d
clock: game 1: the vote on an error in round 4 is over: there was an error, and its Deus loses Gamepoints (R1250.23 11) (dave: -20)
clock: game 1 is over: alice wins with the most Gamepoints (R1250.23 7); alice gains 6 points; bob gains 2 points (2 disregarded: 8 per instance, R1250.1 IV d); carol gains 0 points (4 disregarded: 8 per instance, R1250.1 IV d); alice receives a Scientist's Handbook (R1250.2)
the time is now 2001-01-22T00:00:00Z

> game show 1
game 1: Eleusis (R1250.23), ended
players: alice, bob (left), carol (left), dave
phase: over
players:
  number=1 player=alice cards=10 gamepoints=26
  number=2 player=bob cards=13 gamepoints=3 bot=yes
  number=3 player=carol cards=15 gamepoints=3 bot=yes
  number=4 player=dave cards=0 gamepoints=-1
rounds:
  round=1 deus=alice deck=eleusis wild=yes announced=Ranks: S=15 N=14 M=13 K=12 P=11 then face value, A=1; Wild cards match anything commitment=5e5e7e4a399ae4de2fbc473c7fc15ee39829c67de46159266ec954ab572e400b rule=each card's colour differs from the one before it salt=c11e84f0886c0475b02e39c39a25bc06 hints=4 scores=alice=6 bob=6 carol=0 dave=3
  round=2 deus=bob deck=standard x2 wild=no announced=Aces high; suits do not matter commitment=f0b0394bb511c2dde9e97ba69b13b1abc71178297bac90a167cd092c9a3cc358 rule=each card is higher than the one before, or the sequence starts again with a 2 salt=000102030405060708090a0b0c0d0e0f hints=0 scores=alice=15 bob=15 carol=0 dave=8 error=yes
  round=3 deus=carol deck=eleusis wild=no announced=Suits in the order of R1250.6 commitment=d035db56a3478955c4e5dd2b9ffd800f5749dfa0374b33a7d7271e180d220737 rule=only Wands, Strudels and Spears salt=ab1f3c0cb63084cdb9941121f26d6955 hints=0 scores=alice=2 bob=0 carol=3 dave=3
  round=4 deus=dave deck=eleusis wild=yes commitment=4a84655b59f48bf13fffbda7fd7fc8f47c3077aa1050d3cbf1420ef00ee147cd rule=any card of a rank lower than the last, else a Wild card salt=d4165b3f6256dac8d107b3b0abe89c7e hints=0 scores=alice=5 bob=2 carol=0 dave=5 error=yes
result: alice wins with the most Gamepoints (R1250.23 7)

alice> play 1 cards 3$
error: game 1 is over

> trophies
Scientist's Handbook: held by alice (won in game 1, 2001-01-20T00:00:00Z)

@verify
