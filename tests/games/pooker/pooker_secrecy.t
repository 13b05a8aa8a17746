# A Nomic's Pooker (seed 001, R394, R395): trade notices go to the Dealer
# privately, so a notice is never refused or answered by what only the
# partner or the Dealer may know: whether the partner notified anything,
# what, or whether e still holds the cards e offered (issue 12, 2c). And
# the Cards' referee is the Dealer office's holder (R386).
# Pinned at level 5 (seq-keyed draws, core/rng.h): the moves below are
# scripted around the deal those draws gave. To do: re-derive at the
# current level (purpose-keyed draws) and remove these lines.
@level 5
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

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

erin> game new pooker
game 1 (A Nomic's Cards and Pooker, A Nomic R384-R399) is open; referee erin

erin> game start 1
game 1 (A Nomic's Cards and Pooker, A Nomic R384-R399) starts; players; referee erin
the Deck holds 208 cards of the Red, Blue, Fish and Corporate packs (R385, R389); erin is the Dealer (R386)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

frank> game join 1
frank joins game 1

gina> game join 1
gina joins game 1

erin> play 1 deal alice
the Dealer deals Corporate 7S to alice (R387)

erin> play 1 deal alice
the Dealer deals Fish QS to alice (R387)

erin> play 1 deal alice
the Dealer deals Blue 9C to alice (R387)

erin> play 1 deal bob
the Dealer deals Red 4H to bob (R387)

erin> play 1 deal bob
the Dealer deals Red KD to bob (R387)

erin> play 1 deal carol
the Dealer deals Red 10H to carol (R387)

erin> play 1 deal carol
the Dealer deals Red 2C to carol (R387)

erin> play 1 deal dave
the Dealer deals Red 6D to dave (R387)

erin> play 1 deal dave
the Dealer deals Fish 3H to dave (R387)

erin> play 1 deal frank
the Dealer deals Red 4D to frank (R387)

erin> play 1 deal alice
the Dealer deals Fish 7D to alice (R387)

erin> play 1 deal alice
the Dealer deals Fish 9H to alice (R387)

erin> play 1 deal alice
the Dealer deals Fish 4D to alice (R387)

erin> play 1 deal alice
the Dealer deals Blue 8H to alice (R387)

# The Dealer sees every Hand (R387); alice's PCards are Blue 8H and Blue 9C.
erin> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7 hand=Blue 8H, Blue 9C, Fish 4D, Fish 7D, Fish QS, Fish 9H, Corporate 7S
  player=bob cards=2 hand=Red KD, Red 4H
  player=carol cards=2 hand=Red 10H, Red 2C
  player=dave cards=2 hand=Red 6D, Fish 3H
  player=frank cards=1 hand=Red 4D
last report: none

# R395: alice offers Blue 8H to bob and to carol; carol takes it.
alice> play 1 trade bob give Blue 8H get Red KD
alice notifies the Dealer of a trade with bob; bob must notify the same trade (R395)

alice> play 1 trade carol give Blue 8H get Red 10H
alice notifies the Dealer of a trade with carol; carol must notify the same trade (R395)

carol> play 1 trade alice give Red 10H get Blue 8H
trade done: carol and alice exchange 1 PCard each and pay the Dealer 1 point each (R394, R395)

# Three notices to alice: bob's matches hers but she no longer holds Blue
# 8H; dave's differs from hers; frank's has none of hers to meet. Each is
# recorded with the same answer: none tells its sender what alice notified
# or holds (the trade simply does not happen).
bob> play 1 trade alice give Red KD get Blue 8H
bob notifies the Dealer of a trade with alice; alice must notify the same trade (R395)

alice> play 1 trade dave give Blue 9C get Red 6D
alice notifies the Dealer of a trade with dave; dave must notify the same trade (R395)

dave> play 1 trade alice give Red 6D get Red 10H
dave notifies the Dealer of a trade with alice; alice must notify the same trade (R395)

frank> play 1 trade alice give Red 4D get Blue 9C
frank notifies the Dealer of a trade with alice; alice must notify the same trade (R395)

# Each notifier sees eir own notices, the Dealer all, the public none.
alice> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7 hand=Red 10H, Blue 9C, Fish 4D, Fish 7D, Fish QS, Fish 9H, Corporate 7S
  player=bob cards=2
  player=carol cards=2
  player=dave cards=2
  player=frank cards=1
last report: none
trade notices:
  from=alice to=bob give=Blue 8H get=Red KD
  from=alice to=dave give=Blue 9C get=Red 6D

bob> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7
  player=bob cards=2 hand=Red KD, Red 4H
  player=carol cards=2
  player=dave cards=2
  player=frank cards=1
last report: none
trade notices:
  from=bob to=alice give=Red KD get=Blue 8H

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7
  player=bob cards=2
  player=carol cards=2
  player=dave cards=2
  player=frank cards=1
last report: none

erin> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7 hand=Red 10H, Blue 9C, Fish 4D, Fish 7D, Fish QS, Fish 9H, Corporate 7S
  player=bob cards=2 hand=Red KD, Red 4H
  player=carol cards=2 hand=Red 2C, Blue 8H
  player=dave cards=2 hand=Red 6D, Fish 3H
  player=frank cards=1 hand=Red 4D
last report: none
trade notices:
  from=alice to=bob give=Blue 8H get=Red KD
  from=bob to=alice give=Red KD get=Blue 8H
  from=alice to=dave give=Blue 9C get=Red 6D
  from=dave to=alice give=Red 6D get=Red 10H
  from=frank to=alice give=Red 4D get=Blue 9C

# alice replaces her notice to bob, and his matching notice completes the
# trade; each pays the Dealer a point (R395).
alice> play 1 trade bob give Red 10H get Red KD
alice replaces eir trade notice to the Dealer (R395)

bob> play 1 trade alice give Red KD get Red 10H
trade done: bob and alice exchange 1 PCard each and pay the Dealer 1 point each (R394, R395)

# Refusals follow from what the notifier sees: eir own Hand (R394, R395),
# the two players (R394), the Dealer's having no Hand (R388).
alice> play 1 trade bob give Red 4H get Red 2C
error: you do not hold that PCard (R394, R395)

alice> play 1 trade bob give Blue 9C get Red KD
error: you already hold Red KD (R394)

alice> play 1 trade alice give Blue 9C get Red 2C
error: a Trade is between two Players (R394)

alice> play 1 trade erin give Blue 9C get Red 2C
error: the Dealer has no Hand and does not trade (R388)

# The Dealer keeps four pending notices for each player: a limit on eir
# own notices, so reaching it tells nothing of anyone else's.
alice> play 1 trade carol give Blue 9C get Red 2C
alice notifies the Dealer of a trade with carol; carol must notify the same trade (R395)

alice> play 1 trade frank give Blue 9C get Red 2C
alice notifies the Dealer of a trade with frank; frank must notify the same trade (R395)

alice> play 1 trade gina give Blue 9C get Red 2C
alice notifies the Dealer of a trade with gina; gina must notify the same trade (R395)

alice> play 1 trade bob give Blue 9C get Red 4H
error: you have 4 trade notices pending, the most the Dealer keeps for one player; replace one (R395)

alice> play 1 trade gina give Red KD get Red 2C
alice replaces eir trade notice to the Dealer (R395)

# R386: the Dealer office decides who deals, and the Dealer sees every
# Hand, so `game referee` names no one else (R1250.1 VI d, e): not hank,
# who does not play the Cards, nor frank, who does.
admin> join hank
welcome, hank (Voting); A$900 from the Treasury

admin> game referee 1 hank
error: the holder of the Dealer office deals game 1; the office is filled by election, not by `game referee` (R386)

hank> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7
  player=bob cards=2
  player=carol cards=2
  player=dave cards=2
  player=frank cards=1
last report: none

admin> game referee 1 frank
error: the holder of the Dealer office deals game 1; the office is filled by election, not by `game referee` (R386)

frank> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave, frank, gina
dealer: erin
deck: 194
hands:
  player=alice cards=7
  player=bob cards=2
  player=carol cards=2
  player=dave cards=2
  player=frank cards=1 hand=Red 4D
last report: none
trade notices:
  from=frank to=alice give=Red 4D get=Blue 9C

admin> appoint frank as Dealer
frank is now Dealer

admin> game referee 1 frank
frank referees game 1 (R1250.1 VI d, e)

# frank's own card joins the Deck at the next move (R388, R389).
frank> play 1 deal gina
frank deals game 1 (R386); eir 1 card joins the Deck (R389)
the Dealer deals Fish KD to gina (R387)

erin> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee frank
players: alice, bob, carol, dave, frank, gina
dealer: frank
deck: 194
hands:
  player=alice cards=7
  player=bob cards=2
  player=carol cards=2
  player=dave cards=2
  player=gina cards=1
last report: none
