# Le Grand Fromage (Ackanomic R611): five nontradeable cheeses (¶1), at
# most one of each (¶2), each gained as ¶3-¶8 say, a Winning Condition for
# a Voting player owning one of each (¶2), claimed and won like the others
# (R600), and every cheese destroyed at the end of a cycle won that way
# (R611 ¶2, R666 m). The server gains a cheese by itself from behaviour
# level 2 (`cheese.auto`, core/level.h): this nomic is begun at it.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> param set offices.mode rules
offices.mode = rules (R401)

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# R611 ¶3: the server's gaining is on from level 2.
> params 611
cheese.auto = 1 (R611 ¶3; 0 to 1): 1 (nomics begun at level 2): the server gives the cheeses R611 ¶4-¶8 earn as they are earned; 0 (nomics begun before, so that they replay unchanged): only the admin does
cheese.stilton = 10 proposals (R611 ¶4; 1 to 1000 proposals): a Stilton: this many of a player's most recent proposals with results, all accepted
cheese.edam = 5 offices (R611 ¶6; 1 to 1000 offices): an Edam: this many offices held since the count began
cheese.gouda = 3 games (R611 ¶7; 1 to 1000 games): a Gouda: this many wins of games with enough players
cheese.gouda_players = 5 players (R611 ¶7; 1 to 1000 players): the players a game must have for its win to count toward a Gouda

clock advance 21d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

# R611 ¶6: "A player receives an edam if e has held five offices": the
# fifth office alice takes gives her one.
admin> office create Gaoler
office Gaoler created

admin> office create Historian
office Historian created

admin> appoint alice Speaker
alice is now Speaker

admin> appoint alice Tabulator
alice is now Tabulator

admin> appoint alice Registrar
alice is now Registrar

admin> appoint alice Gaoler
alice is now Gaoler

admin> appoint alice Historian
alice receives an Edam (#9) (R611 ¶6: e has held 5 offices)
alice is now Historian

> entities alice
3 entities owned by alice
Kaa of Land (#1)
Building "alice's House" (#2)
Edam (#9)

# R611 ¶4: "A player receives a stilton if e the ten most recent
# proposals e authored for which valid voting results have been released
# were all accepted": at the results of alice's tenth accepted proposal.
alice> propose "P1" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "P1" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P2" "Effect: mint 1 Gamepoints to alice"
Proposal 2 "P2" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P3" "Effect: mint 1 Gamepoints to alice"
Proposal 3 "P3" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 3 yes
bob votes YES on Proposal 3; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P4" "Effect: mint 1 Gamepoints to alice"
Proposal 4 "P4" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 4 yes
bob votes YES on Proposal 4; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P5" "Effect: mint 1 Gamepoints to alice"
Proposal 5 "P5" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 5 yes
bob votes YES on Proposal 5; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P6" "Effect: mint 1 Gamepoints to alice"
Proposal 6 "P6" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 6 yes
bob votes YES on Proposal 6; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P7" "Effect: mint 1 Gamepoints to alice"
Proposal 7 "P7" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 7 yes
bob votes YES on Proposal 7; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P8" "Effect: mint 1 Gamepoints to alice"
Proposal 8 "P8" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 8 yes
bob votes YES on Proposal 8; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P9" "Effect: mint 1 Gamepoints to alice"
Proposal 9 "P9" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 9 yes
bob votes YES on Proposal 9; it may be changed until 2001-01-29T00:00:00Z (R106)

alice> propose "P10" "Effect: mint 1 Gamepoints to alice"
Proposal 10 "P10" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 10 yes
bob votes YES on Proposal 10; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "P1" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
Proposal 2 "P2" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 2
  scores: alice +10; bob +1
Proposal 3 "P3" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 3
  scores: alice +10; bob +1
Proposal 4 "P4" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 4
  scores: alice +10; bob +1
Proposal 5 "P5" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 5
  scores: alice +10; bob +1
Proposal 6 "P6" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 6
  scores: alice +10; bob +1
Proposal 7 "P7" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 7
  scores: alice +10; bob +1
Proposal 8 "P8" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 8
  scores: alice +10; bob +1
Proposal 9 "P9" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 9
  scores: alice +10; bob +1
Proposal 10 "P10" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 10
  scores: alice +10; bob +1
  alice receives a Stilton (#10) (R611 ¶4: eir 10 most recent proposals were accepted)
the time is now 2001-01-29T00:00:00Z

# R611 ¶5: "harfy" proposals are not designated by the server (R1112's
# Harfmeister is not kept): the admin gives the Cheddar as the rule's
# effect (docs/RULINGS.md).
admin> entity create cheddar alice
a Cheddar (#11) is created, owned by alice

# R611 ¶2: "If a player owns more than one of any given variety of cheese
# then all but one of them are destroyed".
admin> entity create cheddar alice
alice owns two Cheddars: the newer (#12) is destroyed (R611 ¶2)
a Cheddar (#12) is created, owned by alice

# R611 ¶1: "non-tradable": not given away; and only the admin creates
# a cheese outside the gaining (as a rule's effect).
alice> give "alice's Edam" bob
error: an Edam (#9) is nontradeable: it cannot be given (R611, R500.2)

# "OWNER's KIND" names the owner's only one of a kind (docs/ECONOMY.md):
# bob has no Edam, and "alice's Cheese" is no kind.
alice> give "bob's Edam" alice
error: no entity 'bob's Edam' (`entities` lists them)

alice> give "alice's Cheese" bob
error: no entity 'alice's Cheese' (`entities` lists them)

alice> entity create brie alice
error: only the admin may do that

# R611 ¶8: "A player receives a brie when they win a Duel": bob
# challenges alice to a Duel of Double Crash; neither plays and, in a
# Duel, the challenged player wins (R1250.12 IV).
admin> office create Herald
office Herald created

admin> appoint carol Herald
carol is now Herald

bob> game new doublecrash
game 1 (Double Crash, R1250.12) is open; player bob

alice> game join 1
alice joins game 1

carol> game duel 1 alice
game 1 is a Duel between bob (challenger) and alice (challenged) (R1215)

bob> game start 1
game 1 (Double Crash, R1250.12) starts; players bob, alice
game 1 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

clock advance 3d
clock: game 1 round 1 ran out with neither player's actions done; game 1 is over: alice wins: in a Duel the challenged player wins when both fail (R1250.12 IV); alice wins the Duel and gains 6 points (R1215); bob loses 6 points (R1215)
alice receives a Brie (#13) (R611 ¶8: e won a Duel)
the time is now 2001-02-01T00:00:00Z

# R611 ¶7: Grab a Donkey and Party Chess are not games the server runs:
# the admin gives the Gouda. alice now owns one of each cheese and is
# Voting: R611 ¶2, she achieves a Winning Condition by Rule 611.
admin> entity create gouda alice
alice owns one of each cheese and achieves a Winning Condition by Rule 611, Unclaimed (R611 ¶2, R600)
a Gouda (#14) is created, owned by alice

> wins
alice: a Winning Condition by Rule 611, Unclaimed, since 2001-02-01T00:00:00Z

# R611 ¶2: "has not achieved a Winning Condition this way since the last
# time all cheeses were destroyed by this rule at the end of a cycle": a
# Gouda lost and given again achieves none.
admin> entity destroy "alice's Gouda"
a Gouda (#14) of alice is destroyed

admin> entity create gouda alice
alice owns one of each cheese, but has achieved a Winning Condition by Rule 611 since the cheeses were last all destroyed at the end of a cycle: none again (R611 ¶2)
a Gouda (#16) is created, owned by alice

# R611 ¶3's switch is 0 or 1: one clear error, nothing changed.
admin> param set cheese.auto 2
error: cheese.auto is from 0 to 1 (R611 ¶3)

# R600 ¶4, ¶5, ¶6: claimed, judged TRUE, final: alice wins the cycle by
# Rule 611. R666 m: "All events specified by other rules to occur at the
# end of the cycle occur, in the numeric order of the rule": R611 ¶2,
# every cheese is destroyed, before R670's Commission.
alice> cfj win 611 "I own a Stilton, a Cheddar, an Edam, a Brie and a Gouda"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 611" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 611 is Claimed by CFJ 1 (R600)

dave> cfj judge 1 TRUE "She owns one of each (R611)"
CFJ 1: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-05T00:00:00Z (R217 I)

clock advance 4d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 1 is final TRUE: alice's Winning Condition by Rule 611 is Finalized (R600)
alice wins the cycle by Rule 611 (R600)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3600 in circulation does not exceed the Treasury's A$96400: no tax (R666 e)
alice is awarded A$106 for eir 106 points (R666 f)
bob is awarded A$4 for eir 4 points (R666 f)
every score is set to zero (R666 g)
cycle 2 begins; the Magic Number is reset to its base value, 379 (R666 j)
the cycle was won by Rule 611: all cheeses are destroyed (5) (R611 ¶2, R666 m)
the Commission d'Arts is called and begins session with 4 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-05T00:00:00Z

> entities
12 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): carol
Building "carol's House" (#6): carol
Kaa of Land (#7): dave
Building "dave's House" (#8): dave
Right-Handed Grapefruit (#17): alice
Champion's Cloak (#18): alice, worn no
Chartreuse Goose Egg (#19): carol
Chartreuse Goose Egg (#20): dave

# R611 ¶8: "If a player owns a brie when they lose a Duel, that brie is
# destroyed": alice challenges bob; in a Duel the challenged player wins
# when both fail (R1250.12 IV).
admin> entity create brie alice
a Brie (#21) is created, owned by alice

alice> game new doublecrash
game 2 (Double Crash, R1250.12) is open; player alice

bob> game join 2
bob joins game 2

carol> game duel 2 bob
game 2 is a Duel between alice (challenger) and bob (challenged) (R1215)

alice> game start 2
game 2 (Double Crash, R1250.12) starts; players alice, bob
game 2 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

# R667 ¶2, R401 (x), R701: alice, the Speaker, has not announced the Fat
# Lady within 3 days of the win: the Crime of Non-Performance.
clock advance 3d
clock: alice is paid A$35 as Speaker for 2001-02 (R405 (iii), R401 (iv))
alice is paid A$25 as Tabulator for 2001-02 (R403 (ii), R401 (iv))
alice is paid A$25 as Registrar for 2001-02 (R403 (ii), R401 (iv))
carol is paid A$25 as Herald for 2001-02 (R435, R401 (iv))
clock: Fortnightly Dividends: no score changed since the cycle began (R508)
clock: Speaker (alice) has not done eir duty in time (3d, R401 (x)): announce that the Fat Lady is singing for alice, winner of cycle 1 (R667 ¶2). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj alice Non-Performance REASONING` (R710). The duty is still due.
clock: game 2 round 1 ran out with neither player's actions done; game 2 is over: bob wins: in a Duel the challenged player wins when both fail (R1250.12 IV); bob wins the Duel and gains 6 points (R1215); alice loses 6 points (R1215)
alice loses the Duel: eir Brie (#21) is destroyed (R611 ¶8)
bob receives a Brie (#22) (R611 ¶8: e won a Duel)
the time is now 2001-02-08T00:00:00Z

# R611 ¶2: the cheeses were all destroyed at the end of a cycle by this
# rule: one of each achieves a Winning Condition again.
admin> entity create stilton alice
a Stilton (#23) is created, owned by alice

admin> entity create cheddar alice
a Cheddar (#24) is created, owned by alice

admin> entity create edam alice
an Edam (#25) is created, owned by alice

admin> entity create gouda alice
a Gouda (#26) is created, owned by alice

admin> entity create brie alice
alice owns one of each cheese and achieves a Winning Condition by Rule 611, Unclaimed (R611 ¶2, R600)
a Brie (#27) is created, owned by alice

> wins
alice: a Winning Condition by Rule 611, Unclaimed, since 2001-02-08T00:00:00Z
won the cycle: alice by Rule 611 (CFJ 1) at 2001-02-05T00:00:00Z

# R611 ¶3, core/level.h: with `cheese.auto` 0 (the default of nomics begun
# before level 2) the server gives none by itself: dave takes five
# offices and receives no Edam.
admin> param set cheese.auto 0 R611
cheese.auto = 0 (R611 ¶3)

admin> appoint dave Speaker
dave is now Speaker

admin> appoint dave Tabulator
dave is now Tabulator

admin> appoint dave Registrar
dave is now Registrar

admin> appoint dave Gaoler
dave is now Gaoler

admin> appoint dave Historian
dave is now Historian

> holdings dave
dave holds 900 A$
Kaa of Land (#7)
Building "dave's House" (#8)
Chartreuse Goose Egg (#20)
total wealth: A$900 (R506)

# R611 ¶7: "wins three games from the games and contest containing five
# or more players". The server's games of five are long; with the numbers
# lowered (the admin's param set stands for an amendment of R611), two
# wins of two-player games earn bob a Gouda at the second.
admin> param set cheese.auto 1 R611
cheese.auto = 1 (R611 ¶3)

admin> param set cheese.gouda 2 R611
cheese.gouda = 2 games (R611 ¶7)

admin> param set cheese.gouda_players 2 R611
cheese.gouda_players = 2 players (R611 ¶7)

alice> game new doublecrash
game 3 (Double Crash, R1250.12) is open; player alice

bob> game join 3
bob joins game 3

carol> game duel 3 bob
game 3 is a Duel between alice (challenger) and bob (challenged) (R1215)

alice> game start 3
game 3 (Double Crash, R1250.12) starts; players alice, bob
game 3 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

clock advance 3d
clock: game 3 round 1 ran out with neither player's actions done; game 3 is over: bob wins: in a Duel the challenged player wins when both fail (R1250.12 IV); bob wins the Duel and gains 6 points (R1215); alice loses 6 points (R1215)
alice loses the Duel: eir Brie (#27) is destroyed (R611 ¶8)
the time is now 2001-02-11T00:00:00Z

alice> game new doublecrash
game 4 (Double Crash, R1250.12) is open; player alice

bob> game join 4
bob joins game 4

carol> game duel 4 bob
game 4 is a Duel between alice (challenger) and bob (challenged) (R1215)

alice> game start 4
game 4 (Double Crash, R1250.12) starts; players alice, bob
game 4 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

clock advance 3d
clock: the Commission d'Arts' 7 days are over without a report (R670 1, 4)
alice is held in Contempt until e chooses, at the latest 2001-02-15T00:00:00Z (R715)
carol is held in Contempt until e chooses, at the latest 2001-02-15T00:00:00Z (R715)
dave is held in Contempt until e chooses, at the latest 2001-02-15T00:00:00Z (R715)
bob is held in Contempt until e chooses, at the latest 2001-02-15T00:00:00Z (R715)
clock: game 4 round 1 ran out with neither player's actions done; game 4 is over: bob wins: in a Duel the challenged player wins when both fail (R1250.12 IV); bob wins the Duel and gains 6 points (R1215); alice loses 6 points (R1215)
bob receives a Gouda (#29) (R611 ¶7: e has won 2 games of 2 or more players)
the time is now 2001-02-14T00:00:00Z

> entities gouda
2 entities of the kind Goudas
Gouda (#26): alice
Gouda (#29): bob

# R611 ¶6: the offices count from "the players most recent impeachment":
# bob takes four offices, is impeached from one (R404 (v)), and his fifth
# office after it gives him no Edam.
admin> appoint bob Speaker
bob is now Speaker

admin> appoint bob Tabulator
bob is now Tabulator

admin> appoint bob Registrar
bob is now Registrar

admin> appoint bob Gaoler
bob is now Gaoler

alice> impeach bob from Registrar
Impeachment Paper 1 by alice: remove bob from Registrar; vote with `ip vote 1 yes|no` until 2001-02-17T00:00:00Z; bob holds Registrar in an Acting capacity meanwhile (R404 (i)-(iii))

alice> ip vote 1 yes
alice votes YES on Impeachment Paper 1 (R404 (ii))

carol> ip vote 1 yes
carol votes YES on Impeachment Paper 1 (R404 (ii))

dave> ip vote 1 yes
dave votes YES on Impeachment Paper 1 (R404 (ii))

clock advance 3d
clock: alice made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: dave made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: bob made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: Impeachment Paper 1 is ACCEPTED: 3 YES, 0 NO; 3 active players but the officer (enough of all active players voted YES, R404 (iv) a)
bob is removed from Registrar: the seat is open (R404 (v))
the time is now 2001-02-17T00:00:00Z

admin> appoint bob Historian
bob is now Historian

> entities edam
1 entity of the kind Edams
Edam (#25): alice
