# Ghost (Ackanomic R1250.9/1): two whole games from the rule text, refereed
# by the server with the Official Dictionary (here tests/games/ghost/
# words.txt). Six players in the nomic, so at most five in a game ("the
# number of active players when an instance of Ghost is initiated less 1",
# R1250.9 2).
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

# R1250.9 2: one referee (R1250.1 VI a: e opens and starts it).
erin> game new ghost
game 1 (Ghost, R1250.9) is open; referee erin

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# R1250.9 4 ¶1: the referee numbers the players 1..N at random.
erin> game start 1
game 1 (Ghost, R1250.9) starts; players alice, bob, carol; referee erin
game 1: the order of play is 1 bob, 2 alice, 3 carol (R1250.9 4); there is no ghost word; bob (player 1) to play within 3 days (R1250.9 4)

# R1250.9 4 (1), (2): there is no ghost word yet.
bob> play 1 continue ab
error: there is no ghost word: begin one by naming a letter (R1250.9 4 (1), (2))

bob> play 1 begin ab
error: a new ghost word is begun by naming one letter of the alphabet (R1250.9 4 (1))

bob> play 1 begin 7
error: a new ghost word is begun by naming one letter of the alphabet (R1250.9 4 (1))

bob> play 1 protest word
error: there is no ghost word: begin one by naming a letter (R1250.9 4 (1), (2))

alice> play 1 begin s
error: it is not your turn (R1250.9 4)

erin> play 1 begin s
error: the referee makes no plays in Ghost: the server looks the words up in the Official Dictionary (R1250.9 4 (3))

bob> play 1 begin S
bob begins a new ghost word: "s" (R1250.9 4 (1)); the ghost word is "s"; alice (player 2) to play within 3 days (R1250.9 4)

alice> play 1 begin t
error: there is already a ghost word: continue it or protest it (R1250.9 4 (1))

# R1250.9 4 ¶2: players may be added before the first turn of the player
# with the highest number; the newcomer is numbered one higher.
dave> game join 1
dave joins game 1 as player 4; a player already in the game may protest the addition before eir first turn or within 3 days (R1250.9 4)

alice> play 1 continue su
alice continues the ghost word: "su" (R1250.9 4 (2)); the ghost word is "su"; carol (player 3) to play within 3 days (R1250.9 4)

frank> game join 1
frank joins game 1 as player 5; a player already in the game may protest the addition before eir first turn or within 3 days (R1250.9 4)

# R1250.9 4 (2): one letter, at the beginning or the end.
carol> play 1 continue sau
error: the new ghost word must be the old one with one letter added at the beginning or the end (R1250.9 4 (2))

carol> play 1 continue sxu
error: the new ghost word must be the old one with one letter added at the beginning or the end (R1250.9 4 (2))

carol> play 1 continue supp
error: the new ghost word must be the old one with one letter added at the beginning or the end (R1250.9 4 (2))

carol> play 1 continue s-u
error: the new ghost word must be the old one with one letter added at the beginning or the end (R1250.9 4 (2))

carol> play 1 continue sup
carol continues the ghost word: "sup" (R1250.9 4 (2)); the ghost word is "sup"; dave (player 4) to play within 3 days (R1250.9 4)

# Before frank's first turn (and within three days) a player already in the
# game protests the addition: frank is removed.
frank> play 1 protest addition carol
error: only the addition of a player added during play may be protested (R1250.9 4)

dave> play 1 protest addition frank
dave protests frank's addition to game 1: frank is removed from the game (R1250.9 4)

alice> play 1 protest addition frank
error: frank has already been removed from game 1 (R1250.9 2)

frank> play 1 resign
error: you are not playing game 1

dave> play 1 protest addition alice
error: only the addition of a player added during play may be protested (R1250.9 4)

dave> play 1 continue supe
dave continues the ghost word: "supe" (R1250.9 4 (2)); the ghost word is "supe"; bob (player 1) to play within 3 days (R1250.9 4)

# Dave (number 4, the highest left) has had his first turn: the window is
# closed; and frank, removed, is no longer a player of the instance.
frank> game join 1
error: you have been removed from game 1 and are no longer a player of it (R1250.9 2)

bob> play 1 continue super
bob continues the ghost word: "super" (R1250.9 4 (2)); the ghost word is "super"; alice (player 2) to play within 3 days (R1250.9 4)

# R1250.9 4 (3): "super" is a word of four or more letters in the OD: the
# protest is valid; bob, whose turn made it, is removed; the word destroyed.
alice> play 1 protest word
alice protests that "super" (made by bob) is a word of 4 or more letters in the Official Dictionary; it is: the protest is valid, bob is removed and the ghost word is destroyed (R1250.9 4 (3)); there is no ghost word; carol (player 3) to play within 3 days (R1250.9 4)

# R1250.9 2: a removed player is no longer a player of the instance.
bob> play 1 begin a
error: you are not playing game 1

bob> game join 1
error: you have been removed from game 1 and are no longer a player of it (R1250.9 2)

carol> play 1 begin p
carol begins a new ghost word: "p" (R1250.9 4 (1)); the ghost word is "p"; dave (player 4) to play within 3 days (R1250.9 4)

dave> play 1 continue pe
dave continues the ghost word: "pe" (R1250.9 4 (2)); the ghost word is "pe"; alice (player 2) to play within 3 days (R1250.9 4)

alice> play 1 continue per
alice continues the ghost word: "per" (R1250.9 4 (2)); the ghost word is "per"; carol (player 3) to play within 3 days (R1250.9 4)

# R1250.9 4 (3): "cannot be found within any word": play is suspended
# until alice posts a word containing "per".
carol> play 1 protest nonword
carol protests that "per" (made by alice) cannot be found within any word in the Official Dictionary (R1250.9 4 (3)); play is suspended: alice has 3 days to post a word containing "per" (R1250.9 4 (3))

dave> play 1 begin x
error: play is suspended until the protest is resolved (R1250.9 4 (3))

carol> play 1 post person
error: only the player the protest was made against posts a word (R1250.9 4 (3))

alice> play 1 post sonic
error: the word posted must contain the ghost word (R1250.9 4 (3))

# "person" is in the OD: the protest was invalid and carol is removed.
alice> play 1 post person
alice posts "person", which contains "per"; it is in the Official Dictionary: the protest is invalid and carol is removed; the ghost word is destroyed (R1250.9 4 (3)); there is no ghost word; dave (player 4) to play within 3 days (R1250.9 4)

dave> play 1 begin q
dave begins a new ghost word: "q" (R1250.9 4 (1)); the ghost word is "q"; alice (player 2) to play within 3 days (R1250.9 4)

alice> play 1 continue qu
alice continues the ghost word: "qu" (R1250.9 4 (2)); the ghost word is "qu"; dave (player 4) to play within 3 days (R1250.9 4)

dave> play 1 continue qui
dave continues the ghost word: "qui" (R1250.9 4 (2)); the ghost word is "qui"; alice (player 2) to play within 3 days (R1250.9 4)

# R1250.9 4 (3): "qui" has fewer than four letters, so it is not a word of
# four or more letters in the OD: alice's protest is invalid, she is removed,
# and dave is the only player left (R1250.9 5): he wins; the referee gets
# A$8, dave four points (three players began the game: fewer than four) and
# a standard Trophy (R1250.2: three or more began).
alice> play 1 protest word
alice protests that "qui" (made by dave) is a word of 4 or more letters in the Official Dictionary; it is too short: the protest is invalid and alice is removed; the ghost word stands (R1250.9 4 (3)); game 1 is over: dave wins as the only player left in the game (R1250.9 5); erin receives A$8 from the Treasury; dave gains 4 points; dave receives a Jade Grapefruit (R1250.2)

dave> play 1 begin a
error: game 1 is over

erin> game show 1
game 1: Ghost (R1250.9), ended; referee erin
players: alice (left), bob (left), carol (left), dave, frank (left)
order:
  number=1 player=bob in=no
  number=2 player=alice in=no
  number=3 player=carol in=no
  number=4 player=dave in=yes
  number=5 player=frank in=no
ghost word: qui
additions open: no
history:
  by=bob play=begin word=s
  by=dave play=added word=s
  by=alice play=continue word=su
  by=frank play=added word=su
  by=carol play=continue word=sup
  by=dave play=removed word=sup removed=frank
  by=dave play=continue word=supe
  by=bob play=continue word=super
  by=alice play=protest word=super ground=word
  by=alice play=resolved word= valid=yes removed=bob
  by=carol play=begin word=p
  by=dave play=continue word=pe
  by=alice play=continue word=per
  by=carol play=protest word=per ground=nonword
  by=alice play=post word=person
  by=carol play=resolved word= valid=no removed=carol
  by=dave play=begin word=q
  by=alice play=continue word=qu
  by=dave play=continue word=qui
  by=alice play=protest word=qui ground=word
  by=alice play=resolved word=qui valid=no removed=alice
plays: 21
result: dave wins as the only player left in the game (R1250.9 5)

# A second game, of five (the most: six players less one, R1250.9 2),
# for the other ways out: a word no OD word contains, a resignation, a
# protest left unanswered and a turn left unplayed.
carol> game new ghost
game 2 (Ghost, R1250.9) is open; referee carol

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

dave> game join 2
dave joins game 2

erin> game join 2
erin joins game 2

frank> game join 2
frank joins game 2

carol> game start 2
game 2 (Ghost, R1250.9) starts; players alice, bob, dave, erin, frank; referee carol
game 2: the order of play is 1 bob, 2 alice, 3 erin, 4 dave, 5 frank (R1250.9 4); there is no ghost word; bob (player 1) to play within 3 days (R1250.9 4)

bob> play 2 begin x
bob begins a new ghost word: "x" (R1250.9 4 (1)); the ghost word is "x"; alice (player 2) to play within 3 days (R1250.9 4)

alice> play 2 continue xz
alice continues the ghost word: "xz" (R1250.9 4 (2)); the ghost word is "xz"; erin (player 3) to play within 3 days (R1250.9 4)

# R1250.9 4 (3): erin says no OD word contains "xz"; alice must post one.
erin> play 2 protest nonword
erin protests that "xz" (made by alice) cannot be found within any word in the Official Dictionary (R1250.9 4 (3)); play is suspended: alice has 3 days to post a word containing "xz" (R1250.9 4 (3))

alice> play 2 post zebra
error: the word posted must contain the ghost word (R1250.9 4 (3))

# "xzq" contains "xz" but is not in the OD: the protest is valid, alice is
# removed and the word destroyed.
alice> play 2 post xzq
alice posts "xzq", which contains "xz"; it is not in the Official Dictionary: the protest is valid and alice is removed; the ghost word is destroyed (R1250.9 4 (3)); there is no ghost word; dave (player 4) to play within 3 days (R1250.9 4)

alice> play 2 post xzq
error: you are not playing game 2

dave> play 2 begin g
dave begins a new ghost word: "g" (R1250.9 4 (1)); the ghost word is "g"; frank (player 5) to play within 3 days (R1250.9 4)

frank> play 2 continue gh
frank continues the ghost word: "gh" (R1250.9 4 (2)); the ghost word is "gh"; bob (player 1) to play within 3 days (R1250.9 4)

# R1250.9 4 (4): a resignation removes bob and destroys the ghost word.
bob> play 2 resign
bob resigns and is removed from game 2; the ghost word is destroyed (R1250.9 4 (4)); there is no ghost word; erin (player 3) to play within 3 days (R1250.9 4)

erin> play 2 begin h
erin begins a new ghost word: "h" (R1250.9 4 (1)); the ghost word is "h"; dave (player 4) to play within 3 days (R1250.9 4)

dave> play 2 continue ho
dave continues the ghost word: "ho" (R1250.9 4 (2)); the ghost word is "ho"; frank (player 5) to play within 3 days (R1250.9 4)

frank> play 2 protest nonword
frank protests that "ho" (made by dave) cannot be found within any word in the Official Dictionary (R1250.9 4 (3)); play is suspended: dave has 3 days to post a word containing "ho" (R1250.9 4 (3))

# R1250.9 4 (3): "If he does not [post a word within three days], the
# protest is resolved as valid": dave is removed.
clock advance 3d
clock: game 2: dave posted no word containing "ho" in time: the protest is valid, dave is removed and the ghost word is destroyed (R1250.9 4 (3)); there is no ghost word; erin (player 3) to play within 3 days (R1250.9 4)
the time is now 2001-01-04T00:00:00Z

# R1250.9 4 (4): "A player who does not make a move within his turn is
# assumed to have resigned": erin is removed and frank, the only one left,
# wins (R1250.9 5): five players began, so five points; A$8 to the referee.
clock advance 3d
clock: game 2: erin did not play within eir turn and is assumed to have resigned; the ghost word is destroyed (R1250.9 4 (4)); game 2 is over: frank wins as the only player left in the game (R1250.9 5); carol receives A$8 from the Treasury; frank gains 5 points; frank receives a Jade Grapefruit (R1250.2)
the time is now 2001-01-07T00:00:00Z

carol> game show 2
game 2: Ghost (R1250.9), ended; referee carol
players: alice (left), bob (left), dave (left), erin (left), frank
order:
  number=1 player=bob in=no
  number=2 player=alice in=no
  number=3 player=erin in=no
  number=4 player=dave in=no
  number=5 player=frank in=yes
ghost word: 
additions open: no
history:
  by=bob play=begin word=x
  by=alice play=continue word=xz
  by=erin play=protest word=xz ground=nonword
  by=alice play=post word=xzq
  by=erin play=resolved word= valid=yes removed=alice
  by=dave play=begin word=g
  by=frank play=continue word=gh
  by=bob play=resign word=
  by=erin play=begin word=h
  by=dave play=continue word=ho
  by=frank play=protest word=ho ground=nonword
  by=frank play=resolved word= valid=yes removed=dave
  by=erin play=timed out word=
plays: 13
result: frank wins as the only player left in the game (R1250.9 5)

# R1250.9 4: "A player may remove themselves from an instance of the game at
# any time": off eir turn, the ghost word stands. Two players began: four
# points, and no Trophy (R1250.2: fewer than three began).
carol> game new ghost
game 3 (Ghost, R1250.9) is open; referee carol

alice> game join 3
alice joins game 3

bob> game join 3
bob joins game 3

carol> game start 3
game 3 (Ghost, R1250.9) starts; players alice, bob; referee carol
game 3: the order of play is 1 alice, 2 bob (R1250.9 4); there is no ghost word; alice (player 1) to play within 3 days (R1250.9 4)

alice> play 3 begin g
alice begins a new ghost word: "g" (R1250.9 4 (1)); the ghost word is "g"; bob (player 2) to play within 3 days (R1250.9 4)

alice> game leave 3
alice leaves game 3 (R1250.1 IX); game 3 is over: bob wins as the only player left in the game (R1250.9 5); carol receives A$8 from the Treasury; bob gains 4 points; no trophy: the game started with fewer than 3 players (R1250.2)

# R1250.9 4 ¶2: "Players may not be added to instances of Ghost being played
# as a Duel"; 5: "If this game took place as a Duel, the winner shall
# receive no additional compensation" (the Duel's own six points, R1215,
# are the framework's; the referee is still paid).
admin> office create Herald
office Herald created

admin> appoint dave Herald
dave is now Herald

erin> game new ghost
game 4 (Ghost, R1250.9) is open; referee erin

alice> game join 4
alice joins game 4

bob> game join 4
bob joins game 4

dave> game duel 4 bob
game 4 is a Duel between alice (challenger) and bob (challenged) (R1215)

frank> game join 4
error: game 4 is a Duel between two players (R1215)

erin> game start 4
game 4 (Ghost, R1250.9) starts; players alice, bob; referee erin
game 4: the order of play is 1 alice, 2 bob (R1250.9 4); there is no ghost word; alice (player 1) to play within 3 days (R1250.9 4)

frank> game join 4
error: game 4 is a Duel between two players (R1215)

alice> play 4 begin q
alice begins a new ghost word: "q" (R1250.9 4 (1)); the ghost word is "q"; bob (player 2) to play within 3 days (R1250.9 4)

bob> play 4 resign
bob resigns and is removed from game 4; the ghost word is destroyed (R1250.9 4 (4)); game 4 is over: alice wins as the only player left in the game (R1250.9 5); alice wins the Duel and gains 6 points (R1215); bob loses 6 points (R1215); erin receives A$8 from the Treasury; no trophy: the game started with fewer than 3 players (R1250.2)

@verify
