# Frog, Frog, Frog, Mouse (Ackanomic R1250.25/0), clause 5: "Players may not
# join games in progress except to fill in as replacements for players who
# have left the game. If a player leaves, his seat remains vacant until
# somebody fills it. Vacant seats automatically pass any time they have a
# move left to make, but if a vacant seat is filled before the round ends,
# its new occupant may override that pass with any legal play."
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

alice> game new fffm
game 1 (Frog, Frog, Frog, Mouse, R1250.25) is open; player alice

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

alice> game start 1
game 1 (Frog, Frog, Frog, Mouse, R1250.25) starts; players alice, bob, carol, dave
game 1: the list of Mad Scientists is 1 carol, 2 alice, 3 dave, 4 bob (R1250.25 4); round 1: carol is the Mad Scientist

# "Players may not join games in progress except to fill in": not by
# `game join`, and only a vacant seat.
erin> game join 1
error: game 1 is in progress; Frog, Frog, Frog, Mouse lets nobody join (R1250.1 VI b)

erin> play 1 fill bob
error: bob's seat is not vacant (R1250.25 5)

carol> play 1 machine A d>c
machine A of round 1 of game 1 is set: "d>c" (1 transformation); its commitment is shown with the round (R1250.25 6 I, 7 I)

carol> play 1 machine B m>f
machine B of round 1 of game 1 is set: "m>f" (1 transformation); its commitment is shown with the round (R1250.25 6 I, 7 I)

carol> play 1 target ccccc
the target zoo of round 1 of game 1 is ccccc (R1250.25 6 I); the round is posted now

alice> play 1 feed A d
clock: game 1 round 1 (Mad Scientist carol): the target zoo is ccccc; the zoos: alice ccdfm, bob cdfmm, dave cddfm; machine A's commitment 4d852a8dc567f3e61a1c6f9f4c404aaf53e5883da50353392235ca606ab3e917; machine B's commitment ef71d0cd0da7a2e479526db80a203fd14dd2a104808c2cd60b5994f2c1084e8c (R1250.25 6 I); turn 1: send your moves privately within 3 days (R1250.25 6 II)
your move in turn 1 of round 1 of game 1: feed d into machine A; it may not be changed (R1250.25 6 II, 7 IV)

# bob leaves: his seat is vacant and passes.
bob> game leave 1
bob leaves game 1 (R1250.1 IX); eir seat is vacant and passes its moves (R1250.25 5)

bob> play 1 pass
error: you are not playing game 1; a player may fill a vacant seat: `play 1 fill PLAYER` (R1250.25 5)

alice> play 1 fill bob
error: usage: play 1 machine A|B PATTERN>REPLACEMENT[; ...] | target ZOO | pass | restart | feed A|B ANIMALS | delinquent; not a player: fill PLAYER (a vacant seat)

erin> play 1 fill alice
error: alice's seat is not vacant (R1250.25 5)

erin> play 1 fill nobody
error: nobody has no seat in game 1

# erin fills it during the turn: she may move in place of its pass.
erin> play 1 fill bob
erin fills the vacant seat of bob in game 1, with its place on the list, its zoo and its Gamepoints (R1250.25 5); e may move in turn 1 (`play 1 pass | restart | feed A|B ANIMALS`) in place of the vacant seat's pass (R1250.25 5, 6 II)

erin> play 1 restart
your move in turn 1 of round 1 of game 1: restart; it may not be changed (R1250.25 6 II, 7 IV)

frank> play 1 fill bob
error: only active players may do that (R250 II a)

dave> play 1 pass
your move in turn 1 of round 1 of game 1: pass; it may not be changed (R1250.25 6 II, 7 IV)

> game show 1
clock: game 1 round 1 turn 1 (R1250.25 6 III): alice fed d into A and got c, zoo cccfm; erin restarted, zoo ccfmm; dave passed, zoo cddfm; turn 2 begins
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, erin, carol, dave
list: carol, alice, dave, erin
round: 1
mad scientist: carol
turn: 2
target: ccccc
machine A commitment: 4d852a8dc567f3e61a1c6f9f4c404aaf53e5883da50353392235ca606ab3e917
machine B commitment: ef71d0cd0da7a2e479526db80a203fd14dd2a104808c2cd60b5994f2c1084e8c
seats:
  player=alice gamepoints=0 zoo=cccfm moved=no
  player=erin gamepoints=0 zoo=ccfmm moved=no
  player=carol gamepoints=0
  player=dave gamepoints=0 zoo=cddfm moved=no

# The seat is erin's from then on (her default pass is "no move in time");
# dave leaves and nobody fills his seat: it passes as vacant.
dave> game leave 1
dave leaves game 1 (R1250.1 IX); eir seat is vacant and passes its moves (R1250.25 5)

clock advance 3d
clock: game 1 round 1 turn 2 (R1250.25 6 III): alice passed (no move in time, 6 II), zoo cccfm; erin passed (no move in time, 6 II), zoo ccfmm; dave passed (vacant seat, 5), zoo cddfm; turn 3 begins
the time is now 2001-01-04T00:00:00Z

> game show 1
game 1: Frog, Frog, Frog, Mouse (R1250.25), running
players: alice, erin, carol, dave (left)
list: carol, alice, dave, erin
round: 1
mad scientist: carol
turn: 3
target: ccccc
machine A commitment: 4d852a8dc567f3e61a1c6f9f4c404aaf53e5883da50353392235ca606ab3e917
machine B commitment: ef71d0cd0da7a2e479526db80a203fd14dd2a104808c2cd60b5994f2c1084e8c
seats:
  player=alice gamepoints=0 zoo=cccfm moved=no
  player=erin gamepoints=0 zoo=ccfmm moved=no
  player=carol gamepoints=0
  player=dave gamepoints=0 zoo=cddfm moved=no vacant=yes
