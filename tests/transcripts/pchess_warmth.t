# Party Chess's turns by default and by Warmth (Ackanomic R1230.2 4, R1040
# IX; src/games/pchess/pchess_turns.c). A Party Swinger whose last three
# moves were all default plays: eir Swingership goes Somewhere Else (4, last
# sentence); a Free Swinger's defaults do nothing of the kind. A Swingership
# Somewhere Else for the last 7 days is Warm (R1040 IX): when its turn
# begins it Passes automatically if it has no on-board pieces or its
# previous move was not a Pass (4 B (i) (a)), else it Surrenders
# automatically ((b)); checked, its turn is not played automatically and
# the Chess-Umpire notifies its Party's members (ii); it may Surrender at
# any time (iv). These run by themselves behind `pchess.auto` (1 from level
# 8).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

admin> join hank
welcome, hank (Voting); A$900 from the Treasury

> params pchess.auto
pchess.auto = 1 (R1230.2 4 B (i); 0 to 1): 1: a Warm Swingership plays its turn automatically, and a Party Swinger's Swingership goes Somewhere Else after three default plays

# Two Political Parties: Reds (alice, erin, frank) and Blues (dave, gina,
# hank), each with its Swingership Somewhere Else (R1040 III), taken by
# alice and dave.
alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent alice
erin wishes to join the Political Party alice intends to form (R1000)

frank> org join-intent alice
frank wishes to join the Political Party alice intends to form (R1000)

alice> org form Reds party erin frank
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
erin becomes a member of Reds (R1001 2 a: an initial member)
frank becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#17) is created, Somewhere Else (R1040 III)

alice> swingership take Reds
alice takes possession of Reds's Swingership (#17) (R1040 VI)

dave> org found party
dave intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

gina> org join-intent dave
gina wishes to join the Political Party dave intends to form (R1000)

hank> org join-intent dave
hank wishes to join the Political Party dave intends to form (R1000)

dave> org form Blues party gina hank
dave forms the Political Party Blues, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
dave becomes a member of Blues (R1001 2 a: an initial member)
gina becomes a member of Blues (R1001 2 a: an initial member)
hank becomes a member of Blues (R1001 2 a: an initial member)
Blues's Swingership (#18) is created, Somewhere Else (R1040 III)

dave> swingership take Blues
dave takes possession of Blues's Swingership (#18) (R1040 VI)

bob> swingership buy Beta
bob creates the Free Swingership "Beta" (#19), paying A$250 to the Treasury (R1040 V)

carol> game new pchess
game 1 (Party Chess, R1230) is open; referee carol

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

dave> game join 1
dave joins game 1

carol> game start 1
game 1 (Party Chess, R1230) starts; players alice, bob, dave; referee carol
carol holds the office of Chess-Umpire (R1230.2 1 B)
the Party Board is empty; each Swinger has a King off-board and chooses five pieces of material value 30 or less in all (R1230.2 2 A, B)
the Swinger Play List: alice, dave, bob (R1230.2 3 A)
game 1 turn 1: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

alice> play 1 choose R B C p p
alice chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

bob> play 1 choose R B C p p
bob chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

dave> play 1 choose R B C p p
dave chooses Rook, Bishop, Camel, Pawn, Pawn (material value 22), off-board (R1230.2 2 B)

alice> play 1 place K a20
alice places a King on a20 (R1230.2 6 C)
Weights: alice 1, bob 0, dave 0 (R1230.3)
game 1 turn 2: dave to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

dave> play 1 place K e4
dave places a King on e4 (R1230.2 6 C)
Weights: alice 1, bob 0, dave 1 (R1230.3)
game 1 turn 3: bob to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

bob> play 1 place K t1
bob places a King on t1 (R1230.2 6 C)
Weights: alice 1, bob 1, dave 1 (R1230.3)
game 1 turn 4: alice to play by 2001-01-04T00:00:00Z (R1230.2 3 B, 4)

# 2001-01-04: alice's time is up: her first default play.
admin> clock advance 3d
clock: carol is paid A$25 as Chess-Umpire for 2001-01 (R403 (ii), R401 (iv))
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 1, dave 1 (R1230.3)
game 1 turn 5: dave to play by 2001-01-07T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-04T00:00:00Z

# R1040 VII: dave sends Blues's Swingership Somewhere Else; its seat is
# played by nobody, by default.
dave> swingership release Blues
Blues's Swingership (#18) goes Somewhere Else (R1040 VII: its owner's choice)

# (iv) is for a Warm Swingership only: Blues has been Somewhere Else for
# less than 7 days.
carol> play 1 surrender dave
error: dave's Swingership is not Warm: only a Warm Swingership Surrenders out of its turn (R1230.2 4 B (iv), R1040 IX)

admin> clock advance 3d
clock: game 1: dave's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 1, dave 1 (R1230.3)
game 1 turn 6: bob to play by 2001-01-10T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-07T00:00:00Z

bob> play 1 place R b1
bob places a Rook on b1 (R1230.2 6 C)
Weights: alice 1, bob 20, dave 1 (R1230.3)
game 1 turn 7: alice to play by 2001-01-10T00:00:00Z (R1230.2 3 B, 4)

# alice's second default play.
admin> clock advance 3d
clock: game 1: the Swingers' points (R1044 2 a): alice (Weight 1) 0, bob (Weight 20) 1
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 20, dave 1 (R1230.3)
game 1 turn 8: dave to play by 2001-01-13T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-10T00:00:00Z

# Blues has been Somewhere Else for 6 days: not yet Warm; a default play.
admin> clock advance 3d
clock: game 1: dave's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 20, dave 1 (R1230.3)
game 1 turn 9: bob to play by 2001-01-16T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-13T00:00:00Z

# hank, of Blues, goes on Vacation.
hank> state vacation 30d
hank is Vacationing, expected for 44d (R250 V a)

# bob checks dave's King: Blues, Warm now (R1040 IX), is checked, so its
# turn is not played automatically and the Chess-Umpire notifies the
# members of Blues (4 B (ii)).
bob> play 1 move b1 b4
bob moves a Rook from b1 to b4 (R1230.2 6 A)
dave is in Check (R1230.2 7)
Weights: alice 1, bob 25, dave 1 (R1230.3)
game 1: dave's Swingership is Warm and checked: its turn is not played automatically; the Chess-Umpire notifies the members of Blues: dave, gina, hank (R1230.2 4 B (ii))
game 1 turn 10: dave to play by 2001-01-16T00:00:00Z (R1230.2 3 B, 4)

# The notice reaches each member of Blues in private (from level 8,
# pchess_notify.c), hank on Vacation too ("including members who are
# vacationing"); nobody owns Blues's Swingership, so no Swinger is told of
# the check (1 C (iv)) or the turn (1 C (iii)); erin, of Reds, has nothing.
hank> inbox
2001-01-13T00:00:00Z the Chess-Umpire (R1230.2 4 B (ii)): game 1 (Party Chess), turn 10: dave's Warm Swingership of Blues is checked: its turn is not played automatically; a Party or Swinger may notify the Chess-Umpire of its Surrender at any time (R1230.2 4 B (ii), (iv))

gina> inbox
2001-01-13T00:00:00Z the Chess-Umpire (R1230.2 4 B (ii)): game 1 (Party Chess), turn 10: dave's Warm Swingership of Blues is checked: its turn is not played automatically; a Party or Swinger may notify the Chess-Umpire of its Surrender at any time (R1230.2 4 B (ii), (iv))

erin> inbox
no messages for erin

# dave, a member, has it too, after the notices of his own turns while he
# owned Blues's Swingership (and the server's reminders, a courtesy).
dave> inbox
2001-01-01T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 2: play by 2001-01-04T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-04T00:00:00Z the Chess-Umpire (R1230.2 1 C (iii)): it is your turn to move in game 1 (Party Chess), turn 5: play by 2001-01-07T00:00:00Z (`play 1 ...`); then you Pass by default, or Surrender if you are in Check (R1230.2 3 B, 4)
2001-01-06T00:00:00Z reminder: your move in game 1 (Party Chess) is due by 2001-01-07T00:00:00Z: play 1 choose T T T T T | move SQ SQ[=T] [promote SQ T] | move SQ off | capture SQ SQ[=T] [promote] | place T SQ | special SQ SQ | pass | surrender (Atomic Plays in one Play, R1230.2 6); free T | destroy SQ|T (R1230.1 2 D, F); the Chess-Umpire's extend D | ffa D, a Swinger's object (R1230.2 4 A, 9) (R1230). 'remind off' stops these reminders.
2001-01-12T00:00:00Z reminder: your move in game 1 (Party Chess) is due by 2001-01-13T00:00:00Z: play 1 choose T T T T T | move SQ SQ[=T] [promote SQ T] | move SQ off | capture SQ SQ[=T] [promote] | place T SQ | special SQ SQ | pass | surrender (Atomic Plays in one Play, R1230.2 6); free T | destroy SQ|T (R1230.1 2 D, F); the Chess-Umpire's extend D | ffa D, a Swinger's object (R1230.2 4 A, 9) (R1230). 'remind off' stops these reminders.
2001-01-13T00:00:00Z the Chess-Umpire (R1230.2 4 B (ii)): game 1 (Party Chess), turn 10: dave's Warm Swingership of Blues is checked: its turn is not played automatically; a Party or Swinger may notify the Chess-Umpire of its Surrender at any time (R1230.2 4 B (ii), (iv))

# Its time is up in Check: it Surrenders by default (4).
admin> clock advance 3d
clock: game 1: dave's time is up in Check: e Surrenders by default (R1230.2 4)
bob receives a Stabber's Knife (#38) (R1230.40 ¶1: checking the King of one who surrendered)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 11: alice to play by 2001-01-19T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-16T00:00:00Z

# alice's third default play in a row: she is a Party Swinger, so Reds's
# Swingership goes Somewhere Else (4, last sentence).
admin> clock advance 3d
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
alice's last 3 moves were all default plays (R1230.2 4)
Reds's Swingership (#17) goes Somewhere Else (R1230.2 4: a Party Swinger's last three moves were default plays)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 12: bob to play by 2001-01-22T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-19T00:00:00Z

# Blues, Warm with no on-board pieces, Passes automatically (4 B (i) (a)).
bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 13: dave's Swingership is Warm: it Passes automatically (R1230.2 4 B (i) (a), R1040 IX)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 14: alice to play by 2001-01-22T00:00:00Z (R1230.2 3 B, 4)

admin> clock advance 3d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: frank joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: gina joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: hank joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 15: bob to play by 2001-01-25T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-22T00:00:00Z

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 16: dave's Swingership is Warm: it Passes automatically (R1230.2 4 B (i) (a), R1040 IX)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 17: alice to play by 2001-01-25T00:00:00Z (R1230.2 3 B, 4)

admin> clock advance 3d
clock: bob's score rose by 1: e receives A$1 from the Treasury (R508)
clock: game 1: the Swingers' points (R1044 2 a): bob (Weight 20) 0
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 18: bob to play by 2001-01-28T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-25T00:00:00Z

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 19: dave's Swingership is Warm: it Passes automatically (R1230.2 4 B (i) (a), R1040 IX)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 20: alice to play by 2001-01-28T00:00:00Z (R1230.2 3 B, 4)

# Reds has been Somewhere Else for 7 days (since 2001-01-19): Warm. Its King is
# on the board and its previous move was a (default) Pass: it Surrenders
# automatically as its turn begins (4 B (i) (b)).
admin> clock advance 3d
clock: game 1: alice's time is up: e Passes by default (R1230.2 4)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 21: bob to play by 2001-01-31T00:00:00Z (R1230.2 3 B, 4)
the time is now 2001-01-28T00:00:00Z

bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 22: dave's Swingership is Warm: it Passes automatically (R1230.2 4 B (i) (a), R1040 IX)
Weights: alice 1, bob 20, dave 0 (R1230.3)
game 1 turn 23: alice's Swingership is Warm and Passed last: it Surrenders automatically (R1230.2 4 B (i) (b), R1040 IX)
Weights: alice 0, bob 20, dave 0 (R1230.3)
game 1 turn 24: bob to play by 2001-01-31T00:00:00Z (R1230.2 3 B, 4)

# Next time, with nothing on the board, it Passes automatically ((a)).
bob> play 1 pass
bob Passes (R1230.2 6 E)
Weights: alice 0, bob 20, dave 0 (R1230.3)
game 1 turn 25: dave's Swingership is Warm: it Passes automatically (R1230.2 4 B (i) (a), R1040 IX)
Weights: alice 0, bob 20, dave 0 (R1230.3)
game 1 turn 26: alice's Swingership is Warm: it Passes automatically (R1230.2 4 B (i) (a), R1040 IX)
Weights: alice 0, bob 20, dave 0 (R1230.3)
game 1 turn 27: bob to play by 2001-01-31T00:00:00Z (R1230.2 3 B, 4)

# (iv): a Warm Swingership Surrenders at any time, notified to the
# Chess-Umpire by its Party (or by its last Swinger).
carol> play 1 surrender dave
dave's Warm Swingership Surrenders: all its pieces are off-board; it takes effect at once (R1230.2 4 B (iv), 6 F)

alice> play 1 surrender
alice's Warm Swingership Surrenders: all its pieces are off-board; it takes effect at once (R1230.2 4 B (iv), 6 F)
