# The Games & Contests framework (R1250.1, R1250.2): classes, the start
# procedure, departures, moribund declarations, exhibitions, FairPlay
# Awards, Substitute Players and absent referees.

# Written before level 1 (core/level.h): the offices here are filled by
# hand, as at level 0; at level 1 the salaries R401 runs by itself would
# come between these steps and move the draws below.
@level 0
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

> game classes
pureskill: Game of Pure Skill (R1250.7); 3..3 players, 1 referee; trophy Jade Grapefruit; moves: play N bid CARD
doublecrash: Double Crash (R1250.12); 2..2 players, 0 referees; trophy none; moves: play N target WORD | salvo WORD... | reply [COUNT...] | agree
tripledc: Triple Double Crash (R1250.20); 2..2 players, 1 referee; trophy none; moves: play N targets W W W | salvo WORD... | reply [A,B,C ...]
mediocrity: Mediocrity (R1250.17); 3..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N pick NUMBER
mediocrity343: Mediocrity sub-game (A Nomic R343); 3..100 players, 1 referee; trophy none; moves: play N answer QUANTITY
crescent: Abstract Crescent (R1250.21); 2..100 players, 1 referee; trophy Jade Grapefruit; moves: play N play NUMBER
spades: Spades (R1250.15); 4..4 players, 1 referee; trophy none; moves: play N bid N|nil|blind | look | pass CARD | card CARD | concede | claim
pooker: A Nomic's Cards and Pooker (A Nomic R384-R399); 0..100 players, 1 referee; trophy none; moves: play N deal PLAYER | report | hand | best | trade PLAYER give CARDS get CARDS | motion | vote FOR|AGAINST | showdown | show CARDS [/ CARDS]... | show best
diplomacy: Diplomacy (R1250.14); 2..7 players, 1 referee; trophy Golden Knife; moves: play N ORDER[; ORDER...] (A par-bur; F bre-mao) | orders | clear | claim | unclaim
scgo: Single Capture Go (R1250.13); 3..12 players, 1 referee; trophy Jade Grapefruit; moves: play N move SQUARE (hidden)
pgo: Political Go (A Nomic R365-R377); 2..64 players, 1 referee; trophy none; moves: play N place VERTEX | offer PLAYER | accept PLAYER | withdraw PLAYER | war PLAYER | buy [COUNT] | give PLAYER COUNT | sell COUNT
tromino: Tromino Go (R1250.11); 2..2 players, 1 referee; trophy none; moves: play N place X,Y,CORNER | move N X,Y,CORNER | pass | concede GAMEPOINTS | accept N
viruses: Viruses (R1250.16); 2..20 players, 1 referee; trophy Jade Grapefruit; moves: play N place X,Y | infect X,Y | step X,Y TX,TY | destroy X,Y | uninfect X,Y (hidden)
pchess: Party Chess (R1230); 2..16 players, 1 referee; trophy none; moves: play N choose T T T T T | move SQ SQ[=T] [promote SQ T] | move SQ off | capture SQ SQ[=T] [promote] | place T SQ | special SQ SQ | pass | surrender (Atomic Plays in one Play, R1230.2 6); free T | destroy SQ|T (R1230.1 2 D, F); the Chess-Umpire's extend D | ffa D, a Swinger's object (R1230.2 4 A, 9)
ghost: Ghost (R1250.9); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N begin LETTER | continue LETTERS | protest word | protest nonword | protest addition PLAYER | post WORD | resign
similarity: The Similarity Game (A Nomic R337); 1..100 players, 0 referees; trophy none; moves: play N challenge ITEM, ITEM, ITEM[, ...] | answer ATTRIBUTE | incomplete PLAYER | judge PLAYER [PLAYER...] | motion PLAYER | object
poetry: The Poetry Contest (A Nomic R339); 1..100 players, 0 referees; trophy none; moves: play N challenge TOPIC[; length: L][; style: S][; title: T] | answer POEM | incomplete PLAYER | judge PLAYER [PLAYER...] | motion PLAYER | object
wordunassoc: Word Un-association (R1250.19); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N uh WORD | link WORD (players); word WORD | accept [WORD...] | reject WORD... | disallow (the referee)
bacon: Bacon (R1250.22); 2..2 players, 1 referee; trophy Jade Grapefruit; moves: play N actron NAME | object | satisfied | chain MOVIE: ACTRON, ACTRON / ... | challenge | accept (players); obscure PLAYER | fine PLAYER | valid PLAYER | invalid PLAYER | note TEXT (the referee)
fictionary: Fictionary (R1250.10); 5..32 players, 0 referees; trophy Jade Grapefruit; moves: play N define TEXT | word WORD | submit TEXT | judge [online K...] [same K K...]... | vote K
limerick: Limerick Contest (R1250.8); 2..2 players, 1 referee; trophy none; moves: play N limerick TEXT | vote 1|2|POET
eleusis: Eleusis (R1250.23); 4..8 players, 0 or 1 referee; trophy Scientist's Handbook; moves: play N rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror
fffm: Frog, Frog, Frog, Mouse (R1250.25); 3..16 players, 0 referees; trophy Jade Grapefruit; moves: play N machine A|B PATTERN>REPLACEMENT[; ...] | target ZOO | pass | restart | feed A|B ANIMALS | delinquent; not a player: fill PLAYER (a vacant seat)
lantern: Ye Olde Rusty Lantern (R1250.18); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N lantern CARD|none PROSE... | pass [CARD] | interrupt PLAY CARD; the Barkeep: card TEXT | first BARD | place BARD after BARD | verify [loose] [tie CARD...] | deny REASON | allow INTERRUPTION | reject INTERRUPTION | asleep | table BARD | end
ackarpg: Acka Role Playing (R1250.24); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N (any referee) character NAME [for PLAYER] | set CHARACTER ATTRIBUTE [public|private|secret] VALUE | unset CHARACTER ATTRIBUTE | fate CHARACTER active|gone|dead | roll [secret] #S SIDES #D DICE ...; (the GM) update TEXT | admit PLAYER | referee add|remove PLAYER | handover REFEREE | end [WINNER]

> games
no games yet

# Only players act in games.
> game new pureskill
error: only active players may do that (R250 II a)

alice> game new chess
error: there is no game class 'chess' (try 'game classes')

alice> game show 9
error: there is no game 9

# Game 1: Pure Skill with dave as referee.
dave> game new pureskill
game 1 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 1
alice joins game 1

alice> game join 1
error: you are already playing game 1

bob> game join 1
bob joins game 1

# R1250.1 IX: leaving is always allowed; before the start it just
# takes the player off the list.
bob> game leave 1
bob leaves game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game start 1
game 1 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 1 round 1: the prize is JS (R1250.7 4d)

dave> game start 1
error: game 1 has already started

# R1250.1 VI b: nobody joins a Pure Skill game in progress.
erin> game join 1
error: game 1 is in progress; Game of Pure Skill lets nobody join (R1250.1 VI b)

# R1250.1 XIII: the referee may give one FairPlay Award a calendar week,
# to a player of a game e referees; it brings 1 point.
alice> game fairplay 1 bob
error: only the referee of game 1 gives its FairPlay Awards (R1250.1 XIII)

dave> game fairplay 1 erin
error: erin is not a player of game 1

dave> game fairplay 1 bob
dave gives bob a FairPlay Award in game 1 (R1250.1 XIII); bob gains 1 point

dave> game fairplay 1 carol
error: dave has already given a FairPlay Award this calendar week (R1250.1 XIII)

> balance bob
bob: 1 points, 900 A$

# R1250.1 VII a: only the Speaker or President declares an exhibition.
alice> game exhibition 1
error: only the Speaker or the President may declare an exhibition (R1250.1 VII a)

admin> appoint erin Speaker
erin is now Speaker

erin> game exhibition 1
game 1 is an exhibition: no points or currency will be awarded, trophies still are (R1250.1 VII a)

erin> game exhibition 1
error: game 1 is already an exhibition

# R1250.1 VII a: no points or currency in an exhibition (not even the
# FairPlay point), but trophies still are.
clock advance 4d
clock: game 1 round 1: prize JS; bids alice 9H (at random), bob 6D (at random), carol 5C (at random); alice takes the prize (R1250.7 4f)
game 1 round 2: the prize is 9S (R1250.7 4d)
the time is now 2001-01-05T00:00:00Z

dave> game fairplay 1 carol
error: dave has already given a FairPlay Award this calendar week (R1250.1 XIII)

# R1250.1 XII: a declaration of moribundity ends the game without a
# winner 3 days later unless 33% of its players object.
erin> game moribund 1
error: only the referee or a player of game 1 may declare it moribund (R1250.1 XII)

dave> game moribund 1
dave declares game 1 moribund: it ends without a winner in 3 days unless 33% of its players object (R1250.1 XII)

dave> game moribund 1
error: game 1 has already been declared moribund

carol> game object 1
carol objects (1 of 3 players); at least 33% object, so game 1 goes on (R1250.1 XII)

carol> game object 1
error: game 1 has not been declared moribund

erin> game object 1
error: game 1 has not been declared moribund

# 1 of 3 is 33.3%: the game goes on.
> game show 1
game 1: Game of Pure Skill (R1250.7), running; referee dave; exhibition
players: alice, bob, carol
round: 2
prize: 9S
seats:
  player=alice suit=Hearts take=11 bid in=no pack=KH, QH, JH, 10H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=no pack=KD, QD, JD, 10D, 9D, 8D, 7D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 4C, 3C, 2C, AC
spades left: KS, QS, 10S, 8S, 7S, 6S, 5S, 4S, 3S, 2S, AS
history:
  round=1 prize=JS bids=9H, 6D, 5C taker=alice

alice> game moribund 1
alice declares game 1 moribund: it ends without a winner in 3 days unless 33% of its players object (R1250.1 XII)

clock advance 3d
clock: game 1 round 2: prize 9S; bids alice AH (at random), bob KD (at random), carol 6C (at random); bob takes the prize (R1250.7 4f)
game 1 round 3: the prize is 8S (R1250.7 4d)
clock: game 1 was declared moribund 3 days ago and too few players objected; game 1 is over: terminated as moribund (R1250.1 XII)
the time is now 2001-01-08T00:00:00Z

> game show 1
game 1: Game of Pure Skill (R1250.7), ended; referee dave; exhibition
players: alice, bob, carol
round: 3
seats:
  player=alice suit=Hearts take=11 pack=KH, QH, JH, 10H, 8H, 7H, 6H, 5H, 4H, 3H, 2H
  player=bob suit=Diamonds take=9 pack=QD, JD, 10D, 9D, 8D, 7D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 pack=KC, QC, JC, 10C, 9C, 8C, 7C, 4C, 3C, 2C, AC
spades left: KS, QS, 10S, 7S, 6S, 5S, 4S, 3S, 2S, AS
history:
  round=1 prize=JS bids=9H, 6D, 5C taker=alice
  round=2 prize=9S bids=AH, KD, 6C taker=bob
result: terminated as moribund (R1250.1 XII)

alice> play 1 bid K
error: game 1 is over

# R1250.1 VI c: a player going absent names a Substitute, who must agree
# and never have played in the game; e then moves for em.
dave> game new pureskill
game 2 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

carol> game join 2
carol joins game 2

dave> game start 2
game 2 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 2 round 1: the prize is 9S (R1250.7 4d)

alice> game substitute 2 erin
error: only a player going absent names a Substitute (R1250.1 VI c)

alice> state vacation
alice is Vacationing, expected for 28d (R250 V a)

alice> game substitute 2 bob
error: bob has been part of game 2 and may not substitute in it (R1250.1 VI c)

alice> game substitute 2 dave
error: dave has been part of game 2 and may not substitute in it (R1250.1 VI c)

alice> game substitute 2 erin
alice names erin as eir Substitute in game 2; erin must agree (R1250.1 VI c)

frank> game agree 2
error: nobody has asked you to substitute in game 2

erin> game agree 2
erin substitutes for alice in game 2 while e is absent (R1250.1 VI c)

alice> play 2 bid K
error: absent players may only leave, change state or post (R250 II b)

erin> play 2 bid K
erin bids KH in round 1 of game 2

erin> game show 2
game 2: Game of Pure Skill (R1250.7), running; referee dave
players: alice (substitute erin), bob, carol
round: 1
prize: 9S
seats:
  player=alice suit=Hearts take=0 bid in=yes bid=KH pack=KH, QH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=no pack=KD, QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, 2C, AC
spades left: KS, QS, JS, 10S, 8S, 7S, 6S, 5S, 4S, 3S, 2S, AS
history: none

# R1250.1 VI e: while the referee is absent the game is suspended: moves
# are refused and the round's deadline waits a day at a time.
dave> state vacation
dave is Vacationing, expected for 28d (R250 V a)

bob> play 2 bid K
error: game 2 is suspended until its referee returns or another is appointed (R1250.1 VI d, e)

clock advance 3d
clock: game 2 is suspended until its referee dave returns or another is appointed (R1250.1 VI d, e)
the time is now 2001-01-11T00:00:00Z

# VI d, e: the Speaker appoints another referee (never a player of the
# game, R1250.1 III e); play goes on.
erin> game referee 2 bob
error: bob plays game 2 and may not referee it (R1250.1 III e)

# Nor eir Substitute, who moves for alice and as referee would see every
# bid (III e; VI e: "not already involved in the game").
erin> game referee 2 erin
error: erin substitutes for alice in game 2 and may not referee it (R1250.1 III e, VI e)

erin> game referee 2 frank
frank referees game 2 (R1250.1 VI d, e)

frank> game show 2
game 2: Game of Pure Skill (R1250.7), running; referee frank
players: alice (substitute erin), bob, carol
round: 1
prize: 9S
seats:
  player=alice suit=Hearts take=0 bid in=yes bid=KH pack=KH, QH, JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=0 bid in=no pack=KD, QD, JD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, QC, JC, 10C, 9C, 8C, 7C, 6C, 5C, 4C, 3C, 2C, AC
spades left: KS, QS, JS, 10S, 8S, 7S, 6S, 5S, 4S, 3S, 2S, AS
history: none

# VI c: dave has refereed game 2 and seen every bid: e may never
# substitute in it, now that e no longer referees it either.
alice> game substitute 2 dave
error: dave has been part of game 2 and may not substitute in it (R1250.1 VI c)

# bob and carol missed the round: the referee's random bids (R1250.7 4e).
clock advance 1d
clock: game 2 round 1: prize 9S; bids alice KH, bob JD (at random), carol 7C (at random); alice takes the prize (R1250.7 4f)
game 2 round 2: the prize is JS (R1250.7 4d)
the time is now 2001-01-12T00:00:00Z

# R1250.1 VI f: a player who leaves the nomic forfeits; in Pure Skill a
# bot plays randomly in eir place (R1250.7 8).
bob> leave
bob is now a Non-Player

erin> play 2 bid Q
erin bids QH in round 2 of game 2

carol> play 2 bid Q
clock: bob left the nomic and so forfeits game 2 (R1250.1 VI f); a bot plays randomly in eir place (R1250.7 8)
carol bids QC in round 2 of game 2

> game show 2
clock: game 2 round 2: prize JS; bids alice QH, bob KD (at random), carol QC; bob takes the prize (R1250.7 4f)
game 2 round 3: the prize is KS (R1250.7 4d)
game 2: Game of Pure Skill (R1250.7), running; referee frank
players: alice (substitute erin), bob (bot), carol
round: 3
prize: KS
seats:
  player=alice suit=Hearts take=9 bid in=no pack=JH, 10H, 9H, 8H, 7H, 6H, 5H, 4H, 3H, 2H, AH
  player=bob suit=Diamonds take=11 bid in=no pack=QD, 10D, 9D, 8D, 7D, 6D, 5D, 4D, 3D, 2D, AD
  player=carol suit=Clubs take=0 bid in=no pack=KC, JC, 10C, 9C, 8C, 6C, 5C, 4C, 3C, 2C, AC
spades left: QS, 10S, 8S, 7S, 6S, 5S, 4S, 3S, 2S, AS
history:
  round=1 prize=9S bids=KH, JD, 7C taker=alice
  round=2 prize=JS bids=QH, KD, QC taker=bob

# R1250.1 X: a dispute suspends play until the referee (or else the
# Speaker) resolves it. Double Crash has no referee: the Speaker does.
alice> state return
alice is Voting

alice> game new doublecrash
game 3 (Double Crash, R1250.12) is open; player alice

carol> game join 3
carol joins game 3

alice> game start 3
game 3 (Double Crash, R1250.12) starts; players alice, carol
game 3 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

alice> game dispute 3 is CRANE a word?
alice raises a dispute in game 3: is CRANE a word?; play is suspended until it is resolved (R1250.1 X)

carol> game dispute 3
error: game 3 is already suspended for a dispute

alice> play 3 target crane
error: game 3 is suspended while a dispute is adjudicated (R1250.1 X)

carol> game resolve 3
error: the referee, or else the Speaker, adjudicates (R1250.1 X)

erin> game resolve 3 yes, it is
the dispute in game 3 is resolved: yes, it is; play resumes (R1250.1 X)

alice> play 3 target crane
alice's Target Word in game 3 is crane

> game show 3
game 3: Double Crash (R1250.12), running
players: alice, carol
round: 1
seats:
  player=alice done this round=no
  player=carol done this round=no
salvos: none

# R1250.1 VII b: the referee may declare an Internomic Exhibition before
# the first move; then no points, currency or trophies move at all.
frank> game new crescent
game 4 (Abstract Crescent, R1250.21) is open; referee frank

carol> game join 4
carol joins game 4

erin> game join 4
erin joins game 4

carol> game internomic 4
error: only the referee of game 4 may declare it an Internomic Exhibition (R1250.1 VII b)

frank> game internomic 4
game 4 is an Internomic Exhibition: no points, currency or trophies will move (R1250.1 VII b)

frank> game internomic 4
error: game 4 is already an Internomic Exhibition

frank> game start 4
game 4 (Abstract Crescent, R1250.21) starts; players carol, erin; referee frank
game 4 round 1 (n = 2): numbers carol 0, erin 1 (R1250.21 d)

# Too late once it has started.
frank> game internomic 4
error: game 4 has started; it is too late (R1250.1 VII b)

> game show 4
game 4: Abstract Crescent (R1250.21), running; referee frank; Internomic Exhibition
players: carol, erin
round: 1
n: 2
seats:
  player=carol score=0 number=0 played=no
  player=erin score=0 number=1 played=no

# R1250.1 VI f at the start: a player who has left the nomic since
# joining is not in the game; here that leaves too few to start.
frank> game new pureskill
game 5 (Game of Pure Skill, R1250.7) is open; referee frank

alice> game join 5
alice joins game 5

carol> game join 5
carol joins game 5

erin> game join 5
erin joins game 5

erin> leave
erin is now a Non-Player

frank> game start 5
error: game 5 has 2 players who have not left the nomic (R1250.1 VI f); Game of Pure Skill needs at least 3 (R1250.7)

> game show 5
game 5: Game of Pure Skill (R1250.7), open; referee frank
players: alice, carol, erin

@verify

