# Acka Role Playing (Ackanomic R1250.24/1): two whole games from the rule
# text. dave is the GM of game 1 (3: the referee, "also called the Game
# Master or GM"); the rules and the story are his and the players' (6, 7),
# and the server keeps the records: characters and their attributes, public
# or kept from the players, the additional referees, admissions, the dice,
# the public updates, the end, and the 30-day silence (10).
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

dave> game new ackarpg
game 1 (Acka Role Playing, R1250.24) is open; referee dave

alice> game join 1
alice joins game 1

# 2: "At least 2 players are required."
dave> game start 1
error: game 1 has 1 players; Acka Role Playing needs at least 2 (R1250.24)

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# 4: "The game begins when the GM posts publicly that it is beginning, and
# who the initial players are."
dave> game start 1
game 1 (Acka Role Playing, R1250.24) starts; players alice, bob, carol; referee dave
game 1: the GM keeps the characters and posts the updates; without a public update for 30 days the game ends with no winner (R1250.24 10)

# 6: the GM keeps the records; a player's part is the story.
alice> play 1 character Aria
error: the referees (the GM, dave, and any additional referees) keep the game's records; a player's part is the story itself (R1250.24 6, 7)

dave> play 1 character Aria for alice
game 1: alice plays the character Aria (R1250.24 6)

dave> play 1 character Borin for bob
game 1: bob plays the character Borin (R1250.24 6)

dave> play 1 character Cara for carol
game 1: carol plays the character Cara (R1250.24 6)

dave> play 1 character aria
error: there is already a character of that name (R1250.24)

dave> play 1 character Gorm
game 1: the GM's character Gorm (R1250.24 6)

dave> play 1 character Bad/Name
error: a name is 1 to 31 letters, digits, '-', '_', '.' or '\'' (R1250.24)

dave> play 1 character Zed for erin
error: erin is not a player of game 1

# Attributes: public, private (its player and the referees) or secret (the
# referees alone): "he is free to tell players as much or little of the
# rules as he wishes" (6).
dave> play 1 set Aria strength 14
game 1: Aria's strength is now 14 (public) (R1250.24 6)

dave> play 1 set Aria class ranger of the north
game 1: Aria's class is now ranger of the north (public) (R1250.24 6)

dave> play 1 set Aria curse secret lycanthropy
game 1: Aria's curse is now lycanthropy (secret) (R1250.24 6)

dave> play 1 set Borin hp private 12
game 1: Borin's hp is now 12 (private) (R1250.24 6)

dave> play 1 set Nobody hp 3
error: there is no such character (R1250.24)

dave> play 1 set Borin hp private
error: usage: play 1 set CHARACTER ATTRIBUTE [public|private|secret] VALUE (R1250.24 6)

bob> inbox
2001-01-01T00:00:00Z Acka Role Playing (R1250.24): game 1: your character Borin's hp is now 12 (R1250.24 6)

> game show 1
game 1: Acka Role Playing (R1250.24), running; referee dave
players: alice, bob, carol
additional referees: none
characters:
  character=Aria state=active player=alice attributes=name=strength value=14; name=class value=ranger of the north
  character=Borin state=active player=bob attributes=none
  character=Cara state=active player=carol attributes=none
  character=Gorm state=active player=the GM attributes=none
latest updates: none
updates: 0

alice> game show 1
game 1: Acka Role Playing (R1250.24), running; referee dave
players: alice, bob, carol
additional referees: none
characters:
  character=Aria state=active player=alice attributes=name=strength value=14; name=class value=ranger of the north
  character=Borin state=active player=bob attributes=none
  character=Cara state=active player=carol attributes=none
  character=Gorm state=active player=the GM attributes=none
latest updates: none
updates: 0

bob> game show 1
game 1: Acka Role Playing (R1250.24), running; referee dave
players: alice, bob, carol
additional referees: none
characters:
  character=Aria state=active player=alice attributes=name=strength value=14; name=class value=ranger of the north
  character=Borin state=active player=bob attributes=name=hp value=12 shown to=private
  character=Cara state=active player=carol attributes=none
  character=Gorm state=active player=the GM attributes=none
latest updates: none
updates: 0

dave> game show 1
game 1: Acka Role Playing (R1250.24), running; referee dave
players: alice, bob, carol
additional referees: none
characters:
  character=Aria state=active player=alice attributes=name=strength value=14; name=class value=ranger of the north; name=curse value=lycanthropy shown to=secret
  character=Borin state=active player=bob attributes=name=hp value=12 shown to=private
  character=Cara state=active player=carol attributes=none
  character=Gorm state=active player=the GM attributes=none
latest updates: none
updates: 0

# 1: "The Ackanomic Magic Dice may be used": in public, or for the GM alone.
dave> play 1 roll #S 20 #D 1 #T initiative
game 1: the GM rolls the Ackanomic Magic Dice (R1250.24 1): AMD: initiative
1 roll of 1d20:
2

dave> play 1 roll secret #S 6 #D 3 #T ambush
game 1: the GM rolls the Ackanomic Magic Dice for emself (R1250.24 1): AMD: ambush
1 roll of 3d6:
5+3+3=11

dave> play 1 roll #S 0 #D 1
error: #S takes a whole number from 2 to 1000 (R1250.3 I); usage: play 1 roll [secret] #S SIDES #D DICE ...

# 5: "Players may join games in progress at the GM's discretion."
erin> game join 1
error: game 1 is in progress: players join it at the GM's discretion; ask the GM to admit you (R1250.24 5)

dave> play 1 admit erin
game 1: the GM admits erin, who may now join (R1250.24 5)

erin> game join 1
erin joins game 1; the GM admitted em (R1250.24 5)

dave> play 1 character Zed for erin
game 1: erin plays the character Zed (R1250.24 6)

# 3: additional referees "with the GM's consent"; they see what the GM sees.
dave> play 1 referee add frank
game 1: frank becomes an additional referee, with the GM's consent (R1250.24 3)

frank> game show 1
game 1: Acka Role Playing (R1250.24), running; referee dave
players: alice, bob, carol, erin
additional referees: frank
characters:
  character=Aria state=active player=alice attributes=name=strength value=14; name=class value=ranger of the north; name=curse value=lycanthropy shown to=secret
  character=Borin state=active player=bob attributes=name=hp value=12 shown to=private
  character=Cara state=active player=carol attributes=none
  character=Gorm state=active player=the GM attributes=none
  character=Zed state=active player=erin attributes=none
latest updates: none
updates: 0

dave> play 1 referee add frank
error: that player is not an additional referee of this game, or already is one (R1250.24 3)

# 3: an additional referee is a referee: frank enters records himself
# (characters, attributes, fates, dice); what the rule gives the GM alone
# stays dave's (updates, admissions, referees, the handover, the end).
frank> play 1 character Hob
game 1: the GM's character Hob (R1250.24 6)

frank> play 1 set Zed luck private 7
game 1: Zed's luck is now 7 (private) (R1250.24 6)

erin> inbox
2001-01-01T00:00:00Z Acka Role Playing (R1250.24): game 1: your character Zed's luck is now 7 (R1250.24 6)

frank> play 1 roll #S 6 #D 2 #T trap
game 1: the referee frank rolls the Ackanomic Magic Dice (R1250.24 1, 3): AMD: trap
1 roll of 2d6:
3+1=4

frank> play 1 update Session 0
error: only the GM (dave) may update; an additional referee keeps the records: character, set, unset, fate, roll (R1250.24 3, 5, 10)

frank> play 1 admit carol
error: only the GM (dave) may admit; an additional referee keeps the records: character, set, unset, fate, roll (R1250.24 3, 5, 10)

frank> play 1 referee add erin
error: only the GM (dave) may referee; an additional referee keeps the records: character, set, unset, fate, roll (R1250.24 3, 5, 10)

frank> play 1 end
error: only the GM (dave) may end; an additional referee keeps the records: character, set, unset, fate, roll (R1250.24 3, 5, 10)

erin> play 1 set Zed luck 9
error: the referees (the GM, dave, and any additional referees) keep the game's records; a player's part is the story itself (R1250.24 6, 7)

# 5: "When a player leaves the game, the GM should make an effort to work
# his departure into the story line": the GM is told privately.
carol> game leave 1
carol leaves game 1 (R1250.1 IX)

dave> inbox
2001-01-01T00:00:00Z Acka Role Playing (R1250.24): game 1: erin joins; it is for you to say whether e returns as e left, as a new character, or otherwise (R1250.24 5)
2001-01-01T00:00:00Z Acka Role Playing (R1250.24): game 1: carol has left; make an effort to work eir departure into the story line (`play 1 fate CHARACTER gone|dead`) (R1250.24 5); eir characters: Cara

dave> play 1 fate Cara dead
game 1: Cara is dead (R1250.24 5)

dave> play 1 fate Cara asleep
error: usage: play 1 fate CHARACTER active|gone|dead (R1250.24 5)

# 10: a public update keeps the game alive; "Updates may simply consist of
# a URL of a game log from an IRC server".
dave> play 1 update Session 1: the party met in the tavern; log at irc://acka/rpg/1
game 1: the GM's update: Session 1: the party met in the tavern; log at irc://acka/rpg/1 (R1250.24 10)

clock advance 29d
the time is now 2001-01-30T00:00:00Z

dave> play 1 update Session 2: Aria's curse showed under the full moon
game 1: the GM's update: Session 2: Aria's curse showed under the full moon (R1250.24 10)

clock advance 29d
the time is now 2001-02-28T00:00:00Z

# 3: "with mutual consent, this role may change during a game, but such
# change should be posted publicly".
dave> play 1 handover alice
error: the GM hands the role to an additional referee of game 1 (R1250.24 3)

dave> play 1 handover frank
game 1: dave hands the role of GM to frank, by mutual consent; dave stays an additional referee (R1250.24 3)

# The public updates are the GM's alone (10): dave is an additional referee now.
dave> play 1 update Session 3
error: only the GM (frank) may update; an additional referee keeps the records: character, set, unset, fate, roll (R1250.24 3, 5, 10)

frank> play 1 unset Aria curse
game 1: Aria no longer has curse (R1250.24 6)

frank> play 1 unset Aria curse
error: that character has no such attribute (R1250.24)

# 8, 9: "the GM can post that a player has won when he posts that the game
# has ended": three players began, so a standard trophy.
frank> play 1 end carol
error: carol is not a player of game 1

frank> play 1 end alice
game 1 is over: the GM posts that the game has ended and that alice has won (R1250.24 8, 10); alice receives a Jade Grapefruit (R1250.2)

> game show 1
game 1: Acka Role Playing (R1250.24), ended; referee frank
players: alice, bob, carol (left), erin
additional referees: dave
characters:
  character=Aria state=active player=alice attributes=name=strength value=14; name=class value=ranger of the north
  character=Borin state=active player=bob attributes=none
  character=Cara state=dead player=carol attributes=none
  character=Gorm state=active player=the GM attributes=none
  character=Zed state=active player=erin attributes=none
  character=Hob state=active player=the GM attributes=none
latest updates: Session 2: Aria's curse showed under the full moon, Session 1: the party met in the tavern; log at irc://acka/rpg/1
updates: 2
result: the GM posts that the game has ended and that alice has won (R1250.24 8, 10)

# Game 2: "If at any time the game has been in progress for 30 days or
# more, and the GM has not publicly posted an update on the status of the
# game in the last 30 days, the game is considered to have ended without a
# winner, and all the characters are assumed to have disappeared" (10).
erin> game new ackarpg
game 2 (Acka Role Playing, R1250.24) is open; referee erin

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

erin> game start 2
game 2 (Acka Role Playing, R1250.24) starts; players alice, bob; referee erin
game 2: the GM keeps the characters and posts the updates; without a public update for 30 days the game ends with no winner (R1250.24 10)

erin> play 2 character Quill for alice
game 2: alice plays the character Quill (R1250.24 6)

clock advance 29d
the time is now 2001-03-29T00:00:00Z

> game show 2
game 2: Acka Role Playing (R1250.24), running; referee erin
players: alice, bob
additional referees: none
characters:
  character=Quill state=active player=alice attributes=none
latest updates: none
updates: 0

clock advance 1d
clock: game 2 is over: no public update from the GM for 30 days: no winner, and the characters have disappeared (R1250.24 10)
the time is now 2001-03-30T00:00:00Z

> game show 2
game 2: Acka Role Playing (R1250.24), ended; referee erin
players: alice, bob
additional referees: none
characters:
  character=Quill state=gone player=alice attributes=none
latest updates: none
updates: 0
result: no public update from the GM for 30 days: no winner, and the characters have disappeared (R1250.24 10)

@verify
