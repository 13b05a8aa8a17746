# Frog, Frog, Frog, Mouse (Ackanomic R1250.25/0): a whole game of three
# rounds, one per player on the random list (4), with the illegal moves
# the rule names. No referees (3). The Mad Scientist's machines are sealed
# (a BLAKE2b commitment posted with the round, the text and salt when it
# ends) and the server applies them as written, in the rewrite language of
# docs/GAMES.md; the moves are private until the turn ends (6 II, III).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> game new fffm
game 1 (Frog, Frog, Frog, Mouse, R1250.25) is open; player alice

bob> game join 1
bob joins game 1

# 2: at least 3 players.
alice> game start 1
error: game 1 has 2 players; Frog, Frog, Frog, Mouse needs at least 3 (R1250.25)

carol> game join 1
carol joins game 1

# 4: the random list; its first is the Mad Scientist.
alice> game start 1
game 1 (Frog, Frog, Frog, Mouse, R1250.25) starts; players alice, bob, carol
game 1: the list of Mad Scientists is 1 bob, 2 alice, 3 carol (R1250.25 4); round 1: bob is the Mad Scientist

# 6 I: only the MS sets the machines and the target, in secret.
alice> play 1 machine A d>c
error: only the Mad Scientist does that (R1250.25 6 I)

bob> play 1 machine C d>c
error: the machines are A and B (R1250.25 7 IV C)

bob> play 1 machine A d>x
error: 'x': a replacement is made of c, d, f, m and the digits of the pattern's elements (1 to 1) (R1250.25 7 I; the machine language is in docs/GAMES.md)

bob> play 1 machine A dog
error: 'dog': a transformation is PATTERN>REPLACEMENT (R1250.25 7 I; the machine language is in docs/GAMES.md)

bob> play 1 target cccccdddff
error: the target zoo has at least one and no more than 9 animals (R1250.25 6 I; fffm.target.max)

bob> play 1 target
error: usage: play 1 target ZOO (1 to 9 of c d f m) (R1250.25 6 I)

bob> play 1 target cats
error: the animals are c, d, f and m: cat, dog, frog, mouse (R1250.25 7)

# 7 I, II: "every dog is replaced by a cat followed by two frogs and then
# a mouse", then "a cat followed by a mouse becomes a frog".
bob> play 1 machine A d>cffm; cm>f
machine A of round 1 of game 1 is set: "d>cffm; cm>f" (2 transformations); its commitment is shown with the round (R1250.25 6 I, 7 I)

bob> play 1 machine A c>d
error: already chosen for this round: the machines are fixed for the round (R1250.25 7 I)

# "The last two animals are transformed into duplicates of the first",
# then "a list that begins with a frog becomes one frog".
bob> play 1 machine B ^?*??$>1211; ^f*$>f
machine B of round 1 of game 1 is set: "^?*??$>1211; ^f*$>f" (2 transformations); its commitment is shown with the round (R1250.25 6 I, 7 I)

alice> play 1 pass
error: that is not what the game awaits now (R1250.25 6)

# Leak check: nobody but bob sees the machines before the round is posted.
> game show 1
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, bob, carol
list: bob, alice, carol
round: 1
mad scientist: bob
seats:
  player=alice gamepoints=0
  player=bob gamepoints=0
  player=carol gamepoints=0

bob> play 1 target f
the target zoo of round 1 of game 1 is f (R1250.25 6 I); the round is posted now

carol> inbox
clock: game 1 round 1 (Mad Scientist bob): the target zoo is f; the zoos: alice cdffm, carol cdfmm; machine A's commitment 49ef2b7b05645b9561e10e5c7788f8b15bef99dfeb7239e0d138334a7c99dcbf; machine B's commitment a387873f8d53ca8d7ae0575c7736733c0dc9fd3f34291402475846034781cd98 (R1250.25 6 I); turn 1: send your moves privately within 3 days (R1250.25 6 II)
no messages for carol

> game show 1
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, bob, carol
list: bob, alice, carol
round: 1
mad scientist: bob
turn: 1
target: f
machine A commitment: 49ef2b7b05645b9561e10e5c7788f8b15bef99dfeb7239e0d138334a7c99dcbf
machine B commitment: a387873f8d53ca8d7ae0575c7736733c0dc9fd3f34291402475846034781cd98
seats:
  player=alice gamepoints=0 zoo=cdffm moved=no
  player=bob gamepoints=0
  player=carol gamepoints=0 zoo=cdfmm moved=no

# 7 IV C: only animals of one's own zoo, no more of a species than held.
alice> play 1 feed A ddd
error: you may feed only animals from your zoo, no more of a species than you have (R1250.25 7 IV C)

alice> play 1 feed C d
error: the machines are A and B (R1250.25 7 IV C)

alice> play 1 feed A dxq
error: the animals are c, d, f and m: cat, dog, frog, mouse (R1250.25 7)

bob> play 1 pass
error: the Mad Scientist has no zoo and makes no moves (R1250.25 6 IV)

erin> play 1 pass
error: you are not playing game 1; a player may fill a vacant seat: `play 1 fill PLAYER` (R1250.25 5)

alice> play 1 feed A dm
your move in turn 1 of round 1 of game 1: feed dm into machine A; it may not be changed (R1250.25 6 II, 7 IV)

# 6 II: a valid move may not be changed.
alice> play 1 restart
error: you have made a valid move this turn and may not change it (R1250.25 6 II)

# Leak check: the move is alice's (and the MS's) until the turn ends.
carol> game show 1
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, bob, carol
list: bob, alice, carol
round: 1
mad scientist: bob
turn: 1
target: f
machine A commitment: 49ef2b7b05645b9561e10e5c7788f8b15bef99dfeb7239e0d138334a7c99dcbf
machine B commitment: a387873f8d53ca8d7ae0575c7736733c0dc9fd3f34291402475846034781cd98
seats:
  player=alice gamepoints=0 zoo=cdffm moved=yes
  player=bob gamepoints=0
  player=carol gamepoints=0 zoo=cdfmm moved=no

bob> game show 1
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, bob, carol
list: bob, alice, carol
round: 1
mad scientist: bob
turn: 1
target: f
machine A commitment: 49ef2b7b05645b9561e10e5c7788f8b15bef99dfeb7239e0d138334a7c99dcbf
machine B commitment: a387873f8d53ca8d7ae0575c7736733c0dc9fd3f34291402475846034781cd98
machine A: d>cffm; cm>f
machine B: ^?*??$>1211; ^f*$>f
seats:
  player=alice gamepoints=0 zoo=cdffm moved=yes move=feed A dm
  player=bob gamepoints=0
  player=carol gamepoints=0 zoo=cdfmm moved=no

# 7 IV B: a new random zoo. Everyone has moved: the turn ends at once.
carol> play 1 restart
your move in turn 1 of round 1 of game 1: restart; it may not be changed (R1250.25 6 II, 7 IV)

> game show 1
clock: game 1 round 1 turn 1 (R1250.25 6 III): alice fed dm into A and got cffmm, zoo ccffffmm; carol restarted, zoo ccdfm; turn 2 begins
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, bob, carol
list: bob, alice, carol
round: 1
mad scientist: bob
turn: 2
target: f
machine A commitment: 49ef2b7b05645b9561e10e5c7788f8b15bef99dfeb7239e0d138334a7c99dcbf
machine B commitment: a387873f8d53ca8d7ae0575c7736733c0dc9fd3f34291402475846034781cd98
seats:
  player=alice gamepoints=0 zoo=ccffffmm moved=no
  player=bob gamepoints=0
  player=carol gamepoints=0 zoo=ccdfm moved=no

# 7 III: B turns fccfffmm into f...ff (the last two become the first),
# which begins with a frog, so into f: alice's zoo matches the target.
alice> play 1 feed B fccfffmm
your move in turn 2 of round 1 of game 1: feed fccfffmm into machine B; it may not be changed (R1250.25 6 II, 7 IV)

# 6 II: carol does not move within 3 days: she passes; 6 III: a zoo
# matched, so the round ends; 6 IV: alice 10*1/1 - 0 + 5; bob the MS the
# difference of the highest and lowest scores.
clock advance 3d
clock: game 1 round 1 turn 2 (R1250.25 6 III): alice fed fccfffmm into B and got f, zoo f; carol passed (no move in time, 6 II), zoo ccdfm; a zoo matches the target: the round ends
game 1 round 1 is over; machine A was "d>cffm; cm>f" (salt 84f0886c0475b02e39c39a25bc06c3f6; BLAKE2b-256 of the salt's bytes then the text: 49ef2b7b05645b9561e10e5c7788f8b15bef99dfeb7239e0d138334a7c99dcbf, as sealed); machine B was "^?*??$>1211; ^f*$>f" (salt 5b9d8c5e7cecc1d8decf9f229f2f7481; BLAKE2b-256 of the salt's bytes then the text: a387873f8d53ca8d7ae0575c7736733c0dc9fd3f34291402475846034781cd98, as sealed); scores (R1250.25 6 IV): alice 15, bob 13 (Mad Scientist), carol 2; totals: alice 15, bob 13, carol 2
game 1 round 2: alice is the Mad Scientist (R1250.25 4)
the time is now 2001-01-04T00:00:00Z

# Round 2: 6 V: alice, the MS, posts nothing within 3 days.
carol> play 1 delinquent
error: the Mad Scientist still has time to post the round (R1250.25 6 V)

clock advance 3d
the time is now 2001-01-07T00:00:00Z

carol> play 1 delinquent
carol points out that the Mad Scientist has not posted round 2
game 1: the Mad Scientist alice is Delinquent (nothing posted in time): the round ends (R1250.25 6 V)
game 1 round 2 is over; nothing was posted, so nobody scores (R1250.25 6 V); totals: alice 15, bob 13, carol 2; alice loses 5 points
game 1 round 3: carol is the Mad Scientist (R1250.25 4)

# Round 3: carol's machines: "every mouse becomes a dog"; "a dog then a
# cat become a mouse" and "the first animal is lost".
carol> play 1 target ddm
the target zoo of round 3 of game 1 is ddm (R1250.25 6 I)

carol> play 1 machine A m>d
machine A of round 3 of game 1 is set: "m>d" (1 transformation); its commitment is shown with the round (R1250.25 6 I, 7 I)

carol> play 1 machine B dc>m; ^?>
machine B of round 3 of game 1 is set: "dc>m; ^?>" (2 transformations); its commitment is shown with the round (R1250.25 6 I, 7 I); the round is posted now

bob> game show 1
clock: game 1 round 3 (Mad Scientist carol): the target zoo is ddm; the zoos: alice cdfmm, bob cddff; machine A's commitment 97daf22f05a2f7d59a47f4a5bcb9fc5cc466466b53ca69c4462db304a0a659ad; machine B's commitment b2f87dcc7a950204f91078903b348bccb87a5af0ac0f3beb8dc92b67f38306e8 (R1250.25 6 I); turn 1: send your moves privately within 3 days (R1250.25 6 II)
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, bob, carol
list: bob, alice, carol
round: 3
mad scientist: carol
turn: 1
target: ddm
machine A commitment: 97daf22f05a2f7d59a47f4a5bcb9fc5cc466466b53ca69c4462db304a0a659ad
machine B commitment: b2f87dcc7a950204f91078903b348bccb87a5af0ac0f3beb8dc92b67f38306e8
seats:
  player=alice gamepoints=15 zoo=cdfmm moved=no
  player=bob gamepoints=13 zoo=cddff moved=no
  player=carol gamepoints=2

alice> play 1 feed A m
your move in turn 1 of round 3 of game 1: feed m into machine A; it may not be changed (R1250.25 6 II, 7 IV)

bob> play 1 feed B dc
your move in turn 1 of round 3 of game 1: feed dc into machine B; it may not be changed (R1250.25 6 II, 7 IV)

bob> play 1 restart
clock: game 1 round 3 turn 1 (R1250.25 6 III): alice fed m into A and got d, zoo cddfm; bob fed dc into B and got nothing, zoo dff; turn 2 begins
your move in turn 2 of round 3 of game 1: restart; it may not be changed (R1250.25 6 II, 7 IV)

# 5: the MS leaves: e is Delinquent and the round ends at once; the others
# score on the last posted zoos (6 V); the game ends after the last name
# on the list (10); 8: the highest total wins.
carol> game leave 1
carol leaves game 1 (R1250.1 IX)
game 1: the Mad Scientist carol is Delinquent (e left the game, R1250.25 5): the round ends (R1250.25 6 V)
game 1 round 3 is over; machine A was "m>d" (salt 69df84bf4218f1f1366765c6299315cb; BLAKE2b-256 of the salt's bytes then the text: 97daf22f05a2f7d59a47f4a5bcb9fc5cc466466b53ca69c4462db304a0a659ad, as sealed); machine B was "dc>m; ^?>" (salt b57a3495e69ccced3a8b410b0eced7fd; BLAKE2b-256 of the salt's bytes then the text: b2f87dcc7a950204f91078903b348bccb87a5af0ac0f3beb8dc92b67f38306e8, as sealed); scores (R1250.25 6 IV): alice 6, bob 0, carol 0 (Mad Scientist); totals: alice 21, bob 13, carol 2; carol loses 3 points (2 disregarded: 8 per instance, R1250.1 IV d)
game 1 is over: alice wins with 21 Gamepoints (R1250.25 8); alice receives a Jade Grapefruit (R1250.2)

> game show 1
game 1: Frog, Frog, Frog, Mouse (R1250.25), ended
players: alice, bob, carol (left)
list: bob, alice, carol
result: alice wins with 21 Gamepoints (R1250.25 8)

> trophies
Jade Grapefruit: held by alice (won in game 1, 2001-01-07T00:00:00Z)

@verify
