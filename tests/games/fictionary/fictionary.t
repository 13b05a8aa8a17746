# Fictionary (Ackanomic R1250.10/6): a whole game from the rule text, with
# no referee (II). Six players in the nomic; five play (II: minimum 5).
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

# The end test of IV 5b asks for 25 Gamepoints; this game plays to 6 so
# that five rounds (each player Brainiac once) end it.
admin> param set fictionary.goal 6 R1250.10
fictionary.goal = 6 Gamepoints (R1250.10 IV 5b)

# II: no referee; the opener plays (R1250.1 VI a).
alice> game new fictionary
game 1 (Fictionary, R1250.10) is open; player alice

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

# II: "minimum: 5".
alice> game start 1
error: game 1 has 4 players; Fictionary needs at least 5 (R1250.10)

erin> game join 1
erin joins game 1

# III: the numbers 1..N are drawn at random; player 1 is the first Brainiac.
alice> game start 1
game 1 (Fictionary, R1250.10) starts; players alice, bob, carol, dave, erin
game 1: the players' numbers are 1 erin, 2 alice, 3 dave, 4 carol, 5 bob (R1250.10 III); round 1: erin (player 1) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)

alice> game show 1
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 1
step: 1 word
brainiac: erin
seats:
  player=alice number=2 gamepoints=0 brainiac times=0
  player=bob number=5 gamepoints=0 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=0

# IV 1: only the Brainiac (erin) posts the word, after noting the Actual
# Definition privately.
alice> play 1 word zax
error: only the Brainiac of this round does that (R1250.10 IV)

erin> play 1 word zax
error: note the Actual Definition privately first (`define TEXT`), then post the word (R1250.10 IV 1)

erin> play 1 word fo0
error: the Ing Word is one word of letters (R1250.10 IV 1)

erin> play 1 vote 1
error: the Brainiac is not a Bluffer this round (R1250.10 IV)

alice> play 1 submit a kind of axe
error: that is not a move of this step of the round (R1250.10 IV)

# The Actual Definition is a hidden move: only erin (and the admin) see it.
erin> play 1 define
error: usage: play 1 define TEXT | word WORD | submit TEXT | judge [online K...] [same K K...]... | vote K

erin> play 1 define A hatchet-like tool for cutting and punching nail holes in roofing slates.
your Actual Definition for round 1 of game 1 is noted privately: "A hatchet-like tool for cutting and punching nail holes in roofing slates." (R1250.10 IV 1)

erin> play 1 word zax
erin posts the Ing Word of round 1 of game 1: "zax"; the Bluffers send a definition privately within 3 days with `play 1 submit TEXT` (R1250.10 IV 1, 2)

# IV 2: each Bluffer sends a definition to the Brainiac privately (hidden).
erin> play 1 submit my own
error: the Brainiac is not a Bluffer this round (R1250.10 IV)

alice> play 1 submit A small Persian coin of the Safavid era.
your definition of "zax" is sent to the Brainiac privately: "A small Persian coin of the Safavid era." (R1250.10 IV 2)

alice> play 1 submit A small Persian coin.
your definition of "zax" is sent to the Brainiac privately (replacing your earlier one): "A small Persian coin." (R1250.10 IV 2)

dave> play 1 submit A fermented barley drink of Anatolia.
your definition of "zax" is sent to the Brainiac privately: "A fermented barley drink of Anatolia." (R1250.10 IV 2)

carol> play 1 submit The sound a two-man saw makes.
your definition of "zax" is sent to the Brainiac privately: "The sound a two-man saw makes." (R1250.10 IV 2)

# What the others see: who has submitted, never what.
dave> game show 1
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 1
step: 2 submissions
brainiac: erin
word: zax
seats:
  player=alice number=2 gamepoints=0 brainiac times=0 submitted=yes
  player=bob number=5 gamepoints=0 brainiac times=0 submitted=no
  player=carol number=4 gamepoints=0 brainiac times=0 submitted=yes
  player=dave number=3 gamepoints=0 brainiac times=0 submitted=yes definition=A fermented barley drink of Anatolia.
  player=erin number=1 gamepoints=0 brainiac times=0

erin> game show 1
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 1
step: 2 submissions
brainiac: erin
word: zax
actual definition: A hatchet-like tool for cutting and punching nail holes in roofing slates.
seats:
  player=alice number=2 gamepoints=0 brainiac times=0 submitted=yes definition=A small Persian coin.
  player=bob number=5 gamepoints=0 brainiac times=0 submitted=no
  player=carol number=4 gamepoints=0 brainiac times=0 submitted=yes definition=The sound a two-man saw makes.
  player=dave number=3 gamepoints=0 brainiac times=0 submitted=yes definition=A fermented barley drink of Anatolia.
  player=erin number=1 gamepoints=0 brainiac times=0

# The last definition ends step 2: the clock tells the Brainiac privately
# what e was sent (IV 2, 3), and says nothing of it in public.
bob> play 1 submit A Tibetan prayer drum.
your definition of "zax" is sent to the Brainiac privately: "A Tibetan prayer drum." (R1250.10 IV 2)

> game show 1
clock: game 1; round 1: the definitions of "zax" are in; erin compares them (R1250.10 IV 3)
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 1
step: 3 comparison
brainiac: erin
word: zax
seats:
  player=alice number=2 gamepoints=0 brainiac times=0
  player=bob number=5 gamepoints=0 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=0

erin> inbox
2001-01-01T00:00:00Z Fictionary (R1250.10): game 1 (Fictionary), round 1: the Ing Word is "zax"; your Actual Definition is "A hatchet-like tool for cutting and punching nail holes in roofing slates.". The Bluffers' definitions:
1. "A Tibetan prayer drum." (from bob)
2. "The sound a two-man saw makes." (from carol)
3. "A fermented barley drink of Anatolia." (from dave)
4. "A small Persian coin." (from alice)
Compare them with the Actual Definition and the other On-line Definitions within 3 days and answer `play 1 judge` with `online K...` for those substantially similar to an On-line Definition and `same K K...` for each set substantially similar to each other, or nothing if neither. If you do not, you lose 4 Gamepoints and nobody else scores this round (R1250.10 IV 3, 3e).

# IV 3: only the Brainiac judges, once, naming submissions e was sent.
alice> play 1 judge
error: only the Brainiac of this round does that (R1250.10 IV)

erin> play 1 judge online 9
error: there is no submission with that number (R1250.10 IV 3)

erin> play 1 judge same 2
error: a set of substantially similar definitions has two or more members (R1250.10 IV 3d)

erin> play 1 judge online 1 same 1 2
error: a submission is named twice in the judgement (R1250.10 IV 3)

erin> play 1 judge 1 2
error: usage: play 1 judge [online K...] [same K K...]... (R1250.10 IV 3)

alice> play 1 vote 1
error: that is not a move of this step of the round (R1250.10 IV)

# 3c: none is like an On-line Definition and all are unique: the list of
# the submissions and the Actual Definition, shuffled (by the Brainiac's
# hidden move), without names, is posted by the clock.
erin> play 1 judge
your judgement of round 1 of game 1 is in: case 3c; the clock posts the list now (R1250.10 IV 3)

> game show 1
clock: game 1; the definitions of "zax" (R1250.10 IV 3c): 1. "A fermented barley drink of Anatolia." 2. "The sound a two-man saw makes." 3. "A Tibetan prayer drum." 4. "A small Persian coin." 5. "A hatchet-like tool for cutting and punching nail holes in roofing slates."; the Bluffers vote within 3 days with `play 1 vote K` (R1250.10 IV 4)
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 1
step: 4 voting
brainiac: erin
word: zax
seats:
  player=alice number=2 gamepoints=0 brainiac times=0
  player=bob number=5 gamepoints=0 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=0
list: A fermented barley drink of Anatolia., The sound a two-man saw makes., A Tibetan prayer drum., A small Persian coin., A hatchet-like tool for cutting and punching nail holes in roofing slates.

# IV 4: the Bluffers vote in public, once each, for an entry of the list.
alice> play 1 vote 6
error: there is no such definition on the list (R1250.10 IV 4)

alice> play 1 vote 5
alice votes for definition 5 of "zax": "A hatchet-like tool for cutting and punching nail holes in roofing slates." (R1250.10 IV 4)

alice> play 1 vote 4
error: you have already voted this round (R1250.10 IV 4)

erin> play 1 vote 5
error: the Brainiac is not a Bluffer this round (R1250.10 IV)

dave> play 1 vote 4
dave votes for definition 4 of "zax": "A small Persian coin." (R1250.10 IV 4)

# Voting for one's own definition is "sheeping".
carol> play 1 vote 2
carol votes for definition 2 of "zax": "The sound a two-man saw makes." (sheeping) (R1250.10 IV 4)

# bob does not vote: at the step's limit e is deemed to have sheeped and
# loses 1 Gamepoint (IV ¶3, 4). 5a: alice +2 for the Actual Definition and
# +1 for dave's vote; carol's own vote and bob's sheep score nothing.
clock advance 3d
clock: game 1; round 1: the votes are in; bob did not act in time: e is deemed to have sheeped, and e loses 1 Gamepoint (R1250.10 IV ¶3); alice 5, bob 3, carol 2, dave 4; scoring (R1250.10 IV 5a): alice +3, bob -1; the Actual Definition of "zax" was "A hatchet-like tool for cutting and punching nail holes in roofing slates." (R1250.10 IV 5a); Gamepoints alice 3, bob -1, carol 0, dave 0, erin 0; round 2: alice (player 2) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)
the time is now 2001-01-04T00:00:00Z

> game show 1
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 2
step: 1 word
brainiac: alice
seats:
  player=alice number=2 gamepoints=3 brainiac times=0
  player=bob number=5 gamepoints=-1 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=1
last round: round=1 word=zax actual definition=A hatchet-like tool for cutting and punching nail holes in roofing slates. case=c gamepoints=alice=3 bob=-1

# Round 2: alice is the Brainiac (IV ¶2: increasing number).
alice> play 1 define A small ornamental vase of the Ming dynasty.
your Actual Definition for round 2 of game 1 is noted privately: "A small ornamental vase of the Ming dynasty." (R1250.10 IV 1)

alice> play 1 word meiping
alice posts the Ing Word of round 2 of game 1: "meiping"; the Bluffers send a definition privately within 3 days with `play 1 submit TEXT` (R1250.10 IV 1, 2)

bob> play 1 submit A bird of prey.
your definition of "meiping" is sent to the Brainiac privately: "A bird of prey." (R1250.10 IV 2)

dave> play 1 submit A kind of bird of prey.
your definition of "meiping" is sent to the Brainiac privately: "A kind of bird of prey." (R1250.10 IV 2)

carol> play 1 submit A pickled radish.
your definition of "meiping" is sent to the Brainiac privately: "A pickled radish." (R1250.10 IV 2)

erin> play 1 submit A sleeveless jacket.
your definition of "meiping" is sent to the Brainiac privately: "A sleeveless jacket." (R1250.10 IV 2)

alice> inbox
clock: game 1; round 2: the definitions of "meiping" are in; alice compares them (R1250.10 IV 3)
2001-01-04T00:00:00Z Fictionary (R1250.10): game 1 (Fictionary), round 2: the Ing Word is "meiping"; your Actual Definition is "A small ornamental vase of the Ming dynasty.". The Bluffers' definitions:
1. "A bird of prey." (from bob)
2. "A kind of bird of prey." (from dave)
3. "A pickled radish." (from carol)
4. "A sleeveless jacket." (from erin)
Compare them with the Actual Definition and the other On-line Definitions within 3 days and answer `play 1 judge` with `online K...` for those substantially similar to an On-line Definition and `same K K...` for each set substantially similar to each other, or nothing if neither. If you do not, you lose 4 Gamepoints and nobody else scores this round (R1250.10 IV 3, 3e).

# 3d: bob's and dave's are substantially similar; one of them, drawn at
# random, stands for both on the list, and the duplicates are announced.
alice> play 1 judge same 1 2
your judgement of round 2 of game 1 is in: case 3d; the clock posts the list now (R1250.10 IV 3)

> game show 1
clock: game 1; there were duplicate submissions (R1250.10 IV 3d); the definitions of "meiping" (R1250.10 IV 3d): 1. "A pickled radish." 2. "A bird of prey." 3. "A small ornamental vase of the Ming dynasty." 4. "A sleeveless jacket."; the Bluffers vote within 3 days with `play 1 vote K` (R1250.10 IV 4)
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 2
step: 4 voting
brainiac: alice
word: meiping
seats:
  player=alice number=2 gamepoints=3 brainiac times=0
  player=bob number=5 gamepoints=-1 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=1
list: A pickled radish., A bird of prey., A small ornamental vase of the Ming dynasty., A sleeveless jacket.
last round: round=1 word=zax actual definition=A hatchet-like tool for cutting and punching nail holes in roofing slates. case=c gamepoints=alice=3 bob=-1

# 5a i): carol's and erin's votes for the duplicates' entry score 1 each for
# bob and dave, who submitted that definition; bob's vote for it is
# sheeping and scores neither of them. iii): nobody voted for the Actual
# Definition, so alice receives 2. The step ends when all have voted (4).
carol> play 1 vote 2
carol votes for definition 2 of "meiping": "A bird of prey." (R1250.10 IV 4)

erin> play 1 vote 2
erin votes for definition 2 of "meiping": "A bird of prey." (R1250.10 IV 4)

bob> play 1 vote 2
bob votes for definition 2 of "meiping": "A bird of prey." (sheeping) (R1250.10 IV 4)

dave> play 1 vote 1
dave votes for definition 1 of "meiping": "A pickled radish." (R1250.10 IV 4)

> game show 1
clock: game 1; round 2: the votes are in; bob 2, carol 2, dave 1, erin 2; scoring (R1250.10 IV 5a): alice +2, bob +2, carol +1, dave +2; the Actual Definition of "meiping" was "A small ornamental vase of the Ming dynasty." (R1250.10 IV 5a); Gamepoints alice 5, bob 1, carol 1, dave 2, erin 0; round 3: dave (player 3) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 3
step: 1 word
brainiac: dave
seats:
  player=alice number=2 gamepoints=5 brainiac times=1
  player=bob number=5 gamepoints=1 brainiac times=0
  player=carol number=4 gamepoints=1 brainiac times=0
  player=dave number=3 gamepoints=2 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=1
last round: round=2 word=meiping actual definition=A small ornamental vase of the Ming dynasty. case=d gamepoints=alice=2 bob=2 carol=1 dave=2

# Round 3: dave. carol sends nothing: at the limit "" is submitted for em
# and e loses 1 Gamepoint (IV ¶3, 2).
dave> play 1 define Any of various grasses of the genus Bromus.
your Actual Definition for round 3 of game 1 is noted privately: "Any of various grasses of the genus Bromus." (R1250.10 IV 1)

dave> play 1 word brome
dave posts the Ing Word of round 3 of game 1: "brome"; the Bluffers send a definition privately within 3 days with `play 1 submit TEXT` (R1250.10 IV 1, 2)

alice> play 1 submit A grass of the genus Bromus.
your definition of "brome" is sent to the Brainiac privately: "A grass of the genus Bromus." (R1250.10 IV 2)

bob> play 1 submit A chemical element.
your definition of "brome" is sent to the Brainiac privately: "A chemical element." (R1250.10 IV 2)

erin> play 1 submit A fine silk scarf.
your definition of "brome" is sent to the Brainiac privately: "A fine silk scarf." (R1250.10 IV 2)

clock advance 3d
clock: game 1; round 3: the definitions of "brome" are in; dave compares them (R1250.10 IV 3); carol did not act in time: "" is deemed submitted, and e loses 1 Gamepoint (R1250.10 IV ¶3)
the time is now 2001-01-07T00:00:00Z

dave> inbox
2001-01-07T00:00:00Z Fictionary (R1250.10): game 1 (Fictionary), round 3: the Ing Word is "brome"; your Actual Definition is "Any of various grasses of the genus Bromus.". The Bluffers' definitions:
1. "" (from carol)
2. "A grass of the genus Bromus." (from alice)
3. "A chemical element." (from bob)
4. "A fine silk scarf." (from erin)
Compare them with the Actual Definition and the other On-line Definitions within 3 days and answer `play 1 judge` with `online K...` for those substantially similar to an On-line Definition and `same K K...` for each set substantially similar to each other, or nothing if neither. If you do not, you lose 4 Gamepoints and nobody else scores this round (R1250.10 IV 3, 3e).

# 3b: exactly one (alice's) is like an On-line Definition: alice receives 4
# Gamepoints, eir definition leaves the list, and e does not vote.
dave> play 1 judge online 2
your judgement of round 3 of game 1 is in: case 3b; the clock posts the list now (R1250.10 IV 3)

> game show 1
clock: game 1; alice submitted a definition substantially similar to an On-line Definition: e receives 4 Gamepoints, eir definition is removed from play and e does not vote (R1250.10 IV 3b); the definitions of "brome" (R1250.10 IV 3c): 1. "" 2. "Any of various grasses of the genus Bromus." 3. "A fine silk scarf." 4. "A chemical element."; the Bluffers vote within 3 days with `play 1 vote K` (R1250.10 IV 4)
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 3
step: 4 voting
brainiac: dave
word: brome
seats:
  player=alice number=2 gamepoints=9 brainiac times=1
  player=bob number=5 gamepoints=1 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=2 brainiac times=0
  player=erin number=1 gamepoints=0 brainiac times=1
list: , Any of various grasses of the genus Bromus., A fine silk scarf., A chemical element.
last round: round=2 word=meiping actual definition=A small ornamental vase of the Ming dynasty. case=d gamepoints=alice=2 bob=2 carol=1 dave=2

alice> play 1 vote 1
error: your definition was removed from play: you do not participate in the voting (R1250.10 IV 3b)

# 5a: bob +2 for the Actual Definition, +1 for carol's vote; carol +1 for
# erin's vote for "" (eir default). Someone found the Actual Definition,
# so dave scores nothing (iii).
bob> play 1 vote 2
bob votes for definition 2 of "brome": "Any of various grasses of the genus Bromus." (R1250.10 IV 4)

carol> play 1 vote 4
carol votes for definition 4 of "brome": "A chemical element." (R1250.10 IV 4)

erin> play 1 vote 1
erin votes for definition 1 of "brome": "" (R1250.10 IV 4)

# Round 4: carol. 3a: two Bluffers (bob, erin) are like an On-line
# Definition: 3 Gamepoints each, carol is sneered at, the round ends with
# no list and no votes.
carol> play 1 define A tool with a long handle and a curved blade.
clock: game 1; round 3: the votes are in; bob 2, carol 4, erin 1; scoring (R1250.10 IV 5a): bob +3, carol +1; the Actual Definition of "brome" was "Any of various grasses of the genus Bromus." (R1250.10 IV 5a); Gamepoints alice 9, bob 4, carol 1, dave 2, erin 0; round 4: carol (player 4) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)
your Actual Definition for round 4 of game 1 is noted privately: "A tool with a long handle and a curved blade." (R1250.10 IV 1)

carol> play 1 word scythe
carol posts the Ing Word of round 4 of game 1: "scythe"; the Bluffers send a definition privately within 3 days with `play 1 submit TEXT` (R1250.10 IV 1, 2)

alice> play 1 submit A rowing boat.
your definition of "scythe" is sent to the Brainiac privately: "A rowing boat." (R1250.10 IV 2)

bob> play 1 submit A long-handled tool with a curved blade for mowing.
your definition of "scythe" is sent to the Brainiac privately: "A long-handled tool with a curved blade for mowing." (R1250.10 IV 2)

dave> play 1 submit A Scythian coin.
your definition of "scythe" is sent to the Brainiac privately: "A Scythian coin." (R1250.10 IV 2)

erin> play 1 submit An implement with a curved blade on a long handle.
your definition of "scythe" is sent to the Brainiac privately: "An implement with a curved blade on a long handle." (R1250.10 IV 2)

carol> inbox
clock: game 1; round 4: the definitions of "scythe" are in; carol compares them (R1250.10 IV 3)
2001-01-06T00:00:00Z reminder: your move in game 1 (Fictionary) is due by 2001-01-07T00:00:00Z: play 1 define TEXT | word WORD | submit TEXT | judge [online K...] [same K K...]... | vote K (R1250.10). 'remind off' stops these reminders.
2001-01-07T00:00:00Z Fictionary (R1250.10): game 1 (Fictionary), round 4: the Ing Word is "scythe"; your Actual Definition is "A tool with a long handle and a curved blade.". The Bluffers' definitions:
1. "A Scythian coin." (from dave)
2. "A rowing boat." (from alice)
3. "An implement with a curved blade on a long handle." (from erin)
4. "A long-handled tool with a curved blade for mowing." (from bob)
Compare them with the Actual Definition and the other On-line Definitions within 3 days and answer `play 1 judge` with `online K...` for those substantially similar to an On-line Definition and `same K K...` for each set substantially similar to each other, or nothing if neither. If you do not, you lose 4 Gamepoints and nobody else scores this round (R1250.10 IV 3, 3e).

carol> play 1 judge online 3 4
your judgement of round 4 of game 1 is in: case 3a; the clock announces it now (R1250.10 IV 3)

# Round 5: bob, who posts no word in 3 days: the default "ing" and its
# definition, and bob loses 1 Gamepoint (IV 1, ¶3).
> game show 1
clock: game 1; 2 or more Bluffers submitted a definition substantially similar to an On-line Definition: bob, erin receive 3 Gamepoints each; carol is sneered at for picking an easy word, and the round ends (R1250.10 IV 3a); the Actual Definition of "scythe" was "A tool with a long handle and a curved blade." (R1250.10 IV 5a); Gamepoints alice 9, bob 7, carol 1, dave 2, erin 3; round 5: bob (player 5) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)
game 1: Fictionary (R1250.10), running
players: alice, bob, carol, dave, erin
round: 5
step: 1 word
brainiac: bob
seats:
  player=alice number=2 gamepoints=9 brainiac times=1
  player=bob number=5 gamepoints=7 brainiac times=0
  player=carol number=4 gamepoints=1 brainiac times=1
  player=dave number=3 gamepoints=2 brainiac times=1
  player=erin number=1 gamepoints=3 brainiac times=1
last round: round=4 word=scythe actual definition=A tool with a long handle and a curved blade. case=a gamepoints=bob=3 erin=3

clock advance 3d
clock: game 1; round 5: the Ing Word is "ing" (the default, R1250.10 IV 1); bob did not act in time: the default word is deemed posted, and e loses 1 Gamepoint (R1250.10 IV ¶3)
the time is now 2001-01-10T00:00:00Z

bob> play 1 define something
error: that is not a move of this step of the round (R1250.10 IV)

alice> play 1 submit A meadow.
your definition of "ing" is sent to the Brainiac privately: "A meadow." (R1250.10 IV 2)

carol> play 1 submit A suffix.
your definition of "ing" is sent to the Brainiac privately: "A suffix." (R1250.10 IV 2)

dave> play 1 submit A small bell.
your definition of "ing" is sent to the Brainiac privately: "A small bell." (R1250.10 IV 2)

erin> play 1 submit A kind of fish.
your definition of "ing" is sent to the Brainiac privately: "A kind of fish." (R1250.10 IV 2)

# bob gives no judgement in 3 days: 3e, e loses 4 Gamepoints (and 1 for
# not acting, IV ¶3: ruling), nobody else scores. Every player has now been
# Brainiac once and alice has 9 >= 6 Gamepoints: the game ends; the single
# player with the most wins A$1 per Gamepoint and a Trophy (5b).
clock advance 3d
clock: game 1; round 5: the definitions of "ing" are in; bob compares them (R1250.10 IV 3)
clock: game 1; round 5: bob gave no judgement: e loses 4 Gamepoints and nobody else scores this round (R1250.10 IV 3e); bob did not act in time: the default is deemed performed, and e loses 1 Gamepoint (R1250.10 IV ¶3); the Actual Definition of "ing" was "A pasture or meadow; generally one lying low, near a river." (R1250.10 IV 5a); Gamepoints alice 9, bob 1, carol 1, dave 2, erin 3
game 1 is over: alice has the most Gamepoints, 9 (R1250.10 IV 5b); alice receives A$9 from the Treasury; alice receives a Jade Grapefruit (R1250.2)
the time is now 2001-01-13T00:00:00Z

> game show 1
game 1: Fictionary (R1250.10), ended
players: alice, bob, carol, dave, erin
round: 5
step: over
seats:
  player=alice number=2 gamepoints=9 brainiac times=1
  player=bob number=5 gamepoints=1 brainiac times=1
  player=carol number=4 gamepoints=1 brainiac times=1
  player=dave number=3 gamepoints=2 brainiac times=1
  player=erin number=1 gamepoints=3 brainiac times=1
last round: round=5 word=ing actual definition=A pasture or meadow; generally one lying low, near a river. case=e gamepoints=bob=-6
result: alice has the most Gamepoints, 9 (R1250.10 IV 5b)

alice> balance
Treasury: 0 points, 94591 A$
alice: 0 points, 909 A$
bob: 0 points, 900 A$
carol: 0 points, 900 A$
dave: 0 points, 900 A$
erin: 0 points, 900 A$
frank: 0 points, 900 A$

# A second game: departures (V 2). A player who leaves is a bot until the
# round ends, then eir spot is removed; in step 1 it goes at once.
frank> game new fictionary
game 2 (Fictionary, R1250.10) is open; player frank

bob> game join 2
bob joins game 2

carol> game join 2
carol joins game 2

dave> game join 2
dave joins game 2

erin> game join 2
erin joins game 2

frank> game start 2
game 2 (Fictionary, R1250.10) starts; players frank, bob, carol, dave, erin
game 2: the players' numbers are 1 bob, 2 frank, 3 dave, 4 carol, 5 erin (R1250.10 III); round 1: bob (player 1) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)

bob> play 2 define A kind of small lizard.
your Actual Definition for round 1 of game 2 is noted privately: "A kind of small lizard." (R1250.10 IV 1)

bob> play 2 word gecko
bob posts the Ing Word of round 1 of game 2: "gecko"; the Bluffers send a definition privately within 3 days with `play 2 submit TEXT` (R1250.10 IV 1, 2)

carol> play 2 submit A Japanese sandal.
your definition of "gecko" is sent to the Brainiac privately: "A Japanese sandal." (R1250.10 IV 2)

# erin leaves in step 2: a bot sends "" for em (no Gamepoint lost: ruling).
erin> game leave 2
erin leaves game 2 (R1250.1 IX); a bot plays in eir place until the round ends (R1250.10 V 2)

frank> play 2 submit A trading post.
your definition of "gecko" is sent to the Brainiac privately: "A trading post." (R1250.10 IV 2)

dave> play 2 submit A kind of glue.
your definition of "gecko" is sent to the Brainiac privately: "A kind of glue." (R1250.10 IV 2)

bob> play 2 judge
clock: game 2; round 1: the definitions of "gecko" are in; bob compares them (R1250.10 IV 3); erin is played by a bot: "" is deemed submitted (R1250.10 V 1, 2)
your judgement of round 1 of game 2 is in: case 3c; the clock posts the list now (R1250.10 IV 3)

> game show 2
clock: game 2; the definitions of "gecko" (R1250.10 IV 3c): 1. "A trading post." 2. "" 3. "A Japanese sandal." 4. "A kind of glue." 5. "A kind of small lizard."; the Bluffers vote within 3 days with `play 2 vote K` (R1250.10 IV 4)
game 2: Fictionary (R1250.10), running
players: frank, bob, carol, dave, erin (left)
round: 1
step: 4 voting
brainiac: bob
word: gecko
seats:
  player=frank number=2 gamepoints=0 brainiac times=0
  player=bob number=1 gamepoints=0 brainiac times=0
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=5 gamepoints=0 brainiac times=0
list: A trading post., , A Japanese sandal., A kind of glue., A kind of small lizard.

frank> play 2 vote 1
frank votes for definition 1 of "gecko": "A trading post." (sheeping) (R1250.10 IV 4)

dave> play 2 vote 2
dave votes for definition 2 of "gecko": "" (R1250.10 IV 4)

# The last vote: erin's bot sheeps; the round ends and erin's spot goes.
carol> play 2 vote 3
carol votes for definition 3 of "gecko": "A Japanese sandal." (sheeping) (R1250.10 IV 4)

> game show 2
clock: game 2; round 1: the votes are in; erin is played by a bot: e is deemed to have sheeped (R1250.10 V 1, 2); frank 1, carol 3, dave 2, erin 2; scoring (R1250.10 IV 5a): bob +2, erin +1; the Actual Definition of "gecko" was "A kind of small lizard." (R1250.10 IV 5a); Gamepoints frank 0, bob 2, carol 0, dave 0, erin 1; round 2: frank (player 2) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)
game 2: Fictionary (R1250.10), running
players: frank, bob, carol, dave, erin (left)
round: 2
step: 1 word
brainiac: frank
seats:
  player=frank number=2 gamepoints=0 brainiac times=0
  player=bob number=1 gamepoints=2 brainiac times=1
  player=carol number=4 gamepoints=0 brainiac times=0
  player=dave number=3 gamepoints=0 brainiac times=0
  player=erin number=5 gamepoints=1 brainiac times=0 removed=yes
last round: round=1 word=gecko actual definition=A kind of small lizard. case=c gamepoints=bob=2 erin=1

# frank, the Brainiac, leaves in step 1: eir spot goes at once and the
# round begins again with the next Brainiac, dave.
frank> game leave 2
frank leaves game 2 (R1250.1 IX); round 2: dave (player 3) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)

dave> game leave 2
dave leaves game 2 (R1250.1 IX); round 2: carol (player 4) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)

# Fewer than two players left: the game ends with no winner (ruling).
carol> game leave 2
carol leaves game 2 (R1250.1 IX); game 2 is over: fewer than two players remain: the game ends with no winner (ruling R1250.10 V 2)

> game show 2
game 2: Fictionary (R1250.10), ended
players: frank (left), bob, carol (left), dave (left), erin (left)
round: 2
step: over
seats:
  player=frank number=2 gamepoints=0 brainiac times=0 removed=yes
  player=bob number=1 gamepoints=2 brainiac times=1
  player=carol number=4 gamepoints=0 brainiac times=0 removed=yes
  player=dave number=3 gamepoints=0 brainiac times=0 removed=yes
  player=erin number=5 gamepoints=1 brainiac times=0 removed=yes
last round: round=1 word=gecko actual definition=A kind of small lizard. case=c gamepoints=bob=2 erin=1
result: fewer than two players remain: the game ends with no winner (ruling R1250.10 V 2)

# V 1: a player on vacation is replaced by a bot that performs the default
# actions (and keeps eir Gamepoints: no loss for the bot's play, ruling).
frank> game new fictionary
game 3 (Fictionary, R1250.10) is open; player frank

alice> game join 3
alice joins game 3

bob> game join 3
bob joins game 3

carol> game join 3
carol joins game 3

dave> game join 3
dave joins game 3

frank> game start 3
game 3 (Fictionary, R1250.10) starts; players frank, alice, bob, carol, dave
game 3: the players' numbers are 1 alice, 2 frank, 3 carol, 4 bob, 5 dave (R1250.10 III); round 1: alice (player 1) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)

# alice, the Brainiac, goes on vacation: eir bot performs step 1's
# default at the limit, without the 1-Gamepoint loss (ruling).
alice> state vacation 10d
alice is Vacationing, expected for 24d (R250 V a)

clock advance 3d
clock: game 3; round 1: the Ing Word is "ing" (the default, R1250.10 IV 1); alice is played by a bot: the default word is deemed posted (R1250.10 V 1, 2)
the time is now 2001-01-16T00:00:00Z

frank> play 3 submit A suffix of verbs.
your definition of "ing" is sent to the Brainiac privately: "A suffix of verbs." (R1250.10 IV 2)

carol> play 3 submit A small river.
your definition of "ing" is sent to the Brainiac privately: "A small river." (R1250.10 IV 2)

bob> play 3 submit A bird.
your definition of "ing" is sent to the Brainiac privately: "A bird." (R1250.10 IV 2)

# The last submission closes step 2; alice's bot is the Brainiac, so
# step 3 closes at once too (3e): e loses 4 Gamepoints but not the 1 for
# not acting; nobody else scores. The round ends.
dave> play 3 submit A low meadow by a river.
your definition of "ing" is sent to the Brainiac privately: "A low meadow by a river." (R1250.10 IV 2)

> game show 3
clock: game 3; round 1: the definitions of "ing" are in; alice compares them (R1250.10 IV 3); round 1: alice gave no judgement: e loses 4 Gamepoints and nobody else scores this round (R1250.10 IV 3e); alice is played by a bot: the default is deemed performed (R1250.10 V 1, 2); the Actual Definition of "ing" was "A pasture or meadow; generally one lying low, near a river." (R1250.10 IV 5a); Gamepoints frank 0, alice -4, bob 0, carol 0, dave 0; round 2: frank (player 2) is the Brainiac and notes an Actual Definition privately, then posts the Ing Word, within 3 days (R1250.10 IV 1)
game 3: Fictionary (R1250.10), running
players: frank, alice, bob, carol, dave
round: 2
step: 1 word
brainiac: frank
seats:
  player=frank number=2 gamepoints=0 brainiac times=0
  player=alice number=1 gamepoints=-4 brainiac times=1
  player=bob number=4 gamepoints=0 brainiac times=0
  player=carol number=3 gamepoints=0 brainiac times=0
  player=dave number=5 gamepoints=0 brainiac times=0
last round: round=1 word=ing actual definition=A pasture or meadow; generally one lying low, near a river. case=e gamepoints=alice=-4

