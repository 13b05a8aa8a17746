# A Nomic's Cards and Pooker (seed 001, R384-R399) as one long-running
# instance of the `pooker` class. The seed is fixed, so the deals are known.
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2
admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

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

# R386: the Dealer office is created if absent; the opener, erin, is the
# original Dealer and referees the instance.
erin> game new pooker
game 1 (A Nomic's Cards and Pooker, A Nomic R384-R399) is open; referee erin

# One set of Cards per nomic.
bob> game new pooker
error: game 1 already holds the nomic's Cards

# R385, R389: four packs of 52, all in the Deck at first.
erin> game start 1
game 1 (A Nomic's Cards and Pooker, A Nomic R384-R399) starts; players; referee erin
the Deck holds 208 cards of the Red, Blue, Fish and Corporate packs (R385, R389); erin is the Dealer (R386)

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

# R387: only the Dealer deals, by one die of 208 sides re-rolled until it
# names a card in the Deck; each deal is a hidden event.
alice> play 1 deal bob
error: only the Dealer deals (R386, R387)

erin> play 1 deal alice
the Dealer deals Red QD to alice (R387)

erin> play 1 deal alice
the Dealer deals Red 5C to alice (R387)

erin> play 1 deal alice
the Dealer deals Fish JC to alice (R387)

erin> play 1 deal alice
the Dealer deals Blue 8C to alice (R387)

erin> play 1 deal alice
the Dealer deals Red 10C to alice (R387)

erin> play 1 deal alice
the Dealer deals Corporate 7S to alice (R387)

erin> play 1 deal alice
the Dealer deals Fish QS to alice (R387)

erin> play 1 deal alice
the Dealer deals Blue 9C to alice (R387)

erin> play 1 deal alice
the Dealer deals Red 4H to alice (R387)

erin> play 1 deal alice
the Dealer deals Red KD to alice (R387)

erin> play 1 deal alice
the Dealer deals Red 10H to alice (R387)

erin> play 1 deal alice
the Dealer deals Red 2C to alice (R387)

erin> play 1 deal alice
the Dealer deals Red 6D to alice (R387)

erin> play 1 deal alice
the Dealer deals Fish 3H to alice (R387)

erin> play 1 deal bob
the Dealer deals Red 4D to bob (R387)

erin> play 1 deal bob
the Dealer deals Fish 7D to bob (R387)

erin> play 1 deal bob
the Dealer deals Fish 9H to bob (R387)

erin> play 1 deal bob
the Dealer deals Fish 4D to bob (R387)

erin> play 1 deal bob
the Dealer deals Blue 8H to bob (R387)

erin> play 1 deal bob
the Dealer deals Fish 4S to bob (R387)

# R388: the Dealer has no Hand.
erin> play 1 deal erin
error: the Dealer has no Hand (R388)

# Leak test: the public sees how many cards each holds, never which.
> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob
dealer: erin
deck: 188
hands:
  player=alice cards=14
  player=bob cards=6
last report: none

# Each player sees eir own Hand, with backs; the Dealer sees all.
alice> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob
dealer: erin
deck: 188
hands:
  player=alice cards=14 hand=Red 6D, Red QD, Red KD, Red 4H, Red 10H, Red 2C, Red 5C, Red 10C, Blue 8C, Blue 9C, Fish QS, Fish 3H, Fish JC, Corporate 7S
  player=bob cards=6
last report: none

bob> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob
dealer: erin
deck: 188
hands:
  player=alice cards=14
  player=bob cards=6 hand=Red 4D, Blue 8H, Fish 4D, Fish 7D, Fish 4S, Fish 9H
last report: none

erin> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob
dealer: erin
deck: 188
hands:
  player=alice cards=14 hand=Red 6D, Red QD, Red KD, Red 4H, Red 10H, Red 2C, Red 5C, Red 10C, Blue 8C, Blue 9C, Fish QS, Fish 3H, Fish JC, Corporate 7S
  player=bob cards=6 hand=Red 4D, Blue 8H, Fish 4D, Fish 7D, Fish 4S, Fish 9H
last report: none

# The best arrangement of eir PCards (R397), shown only to em (hidden).
alice> play 1 best
your best arrangement of 10 PCards scores 40 (R397): Red 2C Red 5C Blue 8C Blue 9C Red 10C (Flush 40)

# R396: declaring a Showdown takes ten or more PCards (R399: Red, Blue).
bob> play 1 showdown
error: you hold 2 PCards; declaring a Showdown takes ten or more (R396)

# R394: equal numbers of PCards each way; R399: only Red and Blue cards
# are PCards.
alice> play 1 trade bob give Red 10H Red QD get Red 4D
error: both players must trade an equal number of PCards (R394)

alice> play 1 trade bob give Fish QS get Red 4D
error: Fish QS: only Red and Blue cards are PCards (R394, R399)

# R395: each notifies the Dealer privately (hidden events); the trade
# happens when both notices match, and each pays the Dealer 1 point.
alice> play 1 trade bob give Red 10H get Red 4D
alice notifies the Dealer of a trade with bob; bob must notify the same trade (R395)

# A notice that differs from alice's is recorded like any other: bob may
# not learn what alice notified (issue 12). His next one replaces it.
bob> play 1 trade alice give Blue 8H get Red 10H
bob notifies the Dealer of a trade with alice; alice must notify the same trade (R395)

bob> play 1 trade alice give Red 4D get Red 10H
trade done: bob and alice exchange 1 PCard each and pay the Dealer 1 point each (R394, R395)

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob
dealer: erin
deck: 188
hands:
  player=alice cards=14
  player=bob cards=6
last report: none

# R390: the Dealer reports who received Cards and their backs, nothing else.
erin> play 1 report
so far this nweek: the Dealer's report for game 1 (R390): alice received 8 Red, 2 Blue, 3 Fish, 1 Corporate; bob received 1 Red, 1 Blue, 4 Fish

# R391: bob and carol vote in this nweek (a calendar week from Sunday,
# docs/RULINGS.md); at the next nweek each gets a card, in a hidden event,
# and the Dealer's report for the nweek that ended follows in public.
alice> propose "Cards" "Some text."
Proposal 1 "Cards" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 1 no
carol votes NO on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 6d
clock: game 1: a new nweek begins; Cards for Votes (R391): a card to bob, a card to carol
clock: the Dealer's report for game 1 (R390): alice received 8 Red, 2 Blue, 3 Fish, 1 Corporate; bob received 1 Red, 1 Blue, 4 Fish
the time is now 2001-01-07T00:00:00Z

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol
dealer: erin
deck: 186
hands:
  player=alice cards=14
  player=bob cards=7
  player=carol cards=1
last report:
  player=alice Red=8 Blue=2 Fish=3 Corporate=1
  player=bob Red=1 Blue=1 Fish=4

carol> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol
dealer: erin
deck: 186
hands:
  player=alice cards=14
  player=bob cards=7
  player=carol cards=1 hand=Red 9C
last report:
  player=alice Red=8 Blue=2 Fish=3 Corporate=1
  player=bob Red=1 Blue=1 Fish=4

# R396: alice holds 13 PCards and declares a Showdown.
alice> play 1 showdown
alice declares a Showdown and must show at least two PCards (R396); a Showdown in game 1: each player may show eir PCards with `play 1 show ...` until the clock closes it in 3 days (R396)

carol> play 1 showdown
error: a Showdown is already on (R396)

# R396: the declarer must show at least two PCards.
alice> play 1 show Red 2C
error: the player who declared the Showdown must show at least two PCards (R396, R397)

# R397: a Poker Hand has one to five PCards.
alice> play 1 show Red 2C Red 5C Blue 8C Blue 9C Red 10C Red 6D
error: hand 1 has 6 cards; a Poker Hand has one to five (R397)

# R396, R397: shown in public, arranged into hands: a Flush and a Pair.
alice> play 1 show Red 2C Red 5C Blue 8C Blue 9C Red 10C / Red 4D Red 4H
alice shows Red 2C Red 5C Blue 8C Blue 9C Red 10C (Flush 40) / Red 4D Red 4H (Pair 5): total 45 (R397)

alice> play 1 show best
error: you have already shown your cards

# R399: Fish cards are not PCards.
bob> play 1 show Fish 4D
error: only Red and Blue cards are PCards (shown hand 1; R396, R397)

bob> play 1 show Blue 8H
bob shows Blue 8H (Nothing 0): total 0 (R397)

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol
dealer: erin
deck: 186
hands:
  player=alice cards=14
  player=bob cards=7
  player=carol cards=1
last report:
  player=alice Red=8 Blue=2 Fish=3 Corporate=1
  player=bob Red=1 Blue=1 Fish=4
showdown:
  player=alice hands=Red 2C, Red 5C, Blue 8C, Blue 9C, Red 10C, Red 4D, Red 4H score=45
  player=bob hands=Blue 8H score=0

# R396: the prize is the highest total, in points from the Bank; every
# shown PCard returns to the Deck (186 + 8 = 194).
clock advance 3d
clock: Proposal 1 "Cards" by alice is REJECTED: 1 YES, 1 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, carol NO
  scores: alice -7; alice +3; bob +1; carol +1
clock: game 1: Showdown 1: alice 45 (wins) bob 0; the prize of 45 points from the Bank goes to the highest total (R396)
the time is now 2001-01-10T00:00:00Z

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol
dealer: erin
deck: 194
hands:
  player=alice cards=7
  player=bob cards=6
  player=carol cards=1
last report:
  player=alice Red=8 Blue=2 Fish=3 Corporate=1
  player=bob Red=1 Blue=1 Fish=4
last showdown: Showdown 1: alice 45 (wins) bob 0

# R396: the Motion to Show Cards, voted by "majority-of-players" (src/gov);
# a player joins the instance to act in it.
dave> play 1 motion
error: you are not playing game 1

dave> game join 1
dave joins game 1

dave> play 1 motion
dave makes a Motion to Show Cards in game 1: it passes when a majority of Players vote FOR (R396)

dave> play 1 motion
error: a Motion to Show Cards is already pending (R396)

# 5 Players: 3 FOR are a majority, and the Motion passes at once.
alice> play 1 vote FOR
alice votes FOR on the Motion to Show Cards; 1 FOR, 0 AGAINST of 5 Players; 3 FOR needed: pending (A Nomic R396)

alice> play 1 vote MAYBE
error: a vote on the Motion is FOR or AGAINST (R396)

bob> play 1 vote AGAINST
bob votes AGAINST on the Motion to Show Cards; 1 FOR, 1 AGAINST of 5 Players; 3 FOR needed: pending (A Nomic R396)

carol> play 1 vote FOR
carol votes FOR on the Motion to Show Cards; 2 FOR, 1 AGAINST of 5 Players; 3 FOR needed: pending (A Nomic R396)

dave> play 1 vote FOR
dave votes FOR on the Motion to Show Cards; 3 FOR, 1 AGAINST of 5 Players; 3 FOR needed: passes (A Nomic R396); a Showdown in game 1: each player may show eir PCards with `play 1 show ...` until the clock closes it in 3 days (R396)

clock advance 3d
clock: game 1: Showdown 2: nobody showed, so nobody wins (R396)
the time is now 2001-01-13T00:00:00Z

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee erin
players: alice, bob, carol, dave
dealer: erin
deck: 194
hands:
  player=alice cards=7
  player=bob cards=6
  player=carol cards=1
last report:
  player=alice Red=8 Blue=2 Fish=3 Corporate=1
  player=bob Red=1 Blue=1 Fish=4
last showdown: Showdown 2: nobody showed

# alice: -7 +3 for eir proposal (R207), +45 prize, -1 fee; erin has the fees.
alice> balance
Treasury: 0 points, 95500 A$
alice: 40 points, 900 A$
bob: 0 points, 900 A$
carol: 1 points, 900 A$
dave: 0 points, 900 A$
erin: 2 points, 900 A$

# R386: the Dealer is an Elected Officer. When the office changes hands the
# instance follows at its next move, and the new Dealer's cards join the
# Deck (R388, R389).
admin> appoint carol as Dealer
carol is now Dealer

# (Announced in the reply of whichever move comes next; here alice's own.)
alice> play 1 hand
carol holds the Dealer office and now deals game 1 (R386); eir 1 card joins the Deck (R389)
your Hand (7): Red 6D Red QD Red KD Fish QS Fish 3H Fish JC Corporate 7S

erin> play 1 deal bob
error: you are not playing game 1

carol> play 1 deal bob
the Dealer deals Fish 2D to bob (R387)

carol> play 1 best
error: the Dealer has no Hand and does not play Pooker (R388)

> game show 1
game 1: A Nomic's Cards and Pooker (A Nomic R384-R399), running; referee carol
players: alice, bob, carol, dave
dealer: carol
deck: 194
hands:
  player=alice cards=7
  player=bob cards=7
last report:
  player=alice Red=8 Blue=2 Fish=3 Corporate=1
  player=bob Red=1 Blue=1 Fish=4
last showdown: Showdown 2: nobody showed
