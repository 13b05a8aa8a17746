# Agenda Hats and Nemesis Eggplants (Ackanomic R431 the Illuminatus, R671,
# R607 Winning by Agenda, R666 b and m; src/gov/agenda, docs/AGENDA.md): a
# whole round, from the Illuminatus's call to the end of a cycle won by
# agenda. The call (R431 ¶3), the private submissions and their release
# (¶5), the sealed Weight bids with their bounds and default (¶5), the
# award of the eggplants (R431 a-c), a Silly condition (d), the hats with
# their weights, dealt at random and told privately (e-g), a reveal,
# wearing at most three (R671), a Silly hat falling off (R671 ¶3), the
# conditions found true and the win by agenda with the eggplants' A$40
# (R607 a-d), and the cycle's end (R666 b, R607 ¶2-¶3). Every refusal is
# one line and changes nothing.
# Begun at level 4: each join is granted a Home (R252 II 1, src/econ/land),
# a Kaa and a House, entities #1 to #12; a Non-Player's Kaa is unowned.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

# The Mad Hatters here are the Treasury's proxy, as before level 6: the
# R675 A$1 trade is paid by the Treasury (docs/RULINGS.md). From level 6
# (hatters.auto) they are an organisation that pays from its own A$ and,
# holding none, cannot buy; mad_hatters.t tests that.
admin> param set hatters.auto 0
hatters.auto = 0 (R675)

admin> join illa
welcome, illa (Voting); A$900 from the Treasury

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

# R431 ¶1: "The Office of the Illuminatus is an optional office."
admin> office create Illuminatus
office Illuminatus created

clock advance 21d
clock: illa joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

# A small Magic Number (R603) makes R431's bounds small: -40 to 20.
admin> param set magic.number 60 R603
magic.number = 60 points (R603)

# R431 ¶3: no call this cycle and none under way: the Illuminatus's Duty,
# an officer's duty with a deadline (R401 (x); `agenda.duty`, level 4).
admin> appoint illa Illuminatus
illa is now Illuminatus

> agenda
Agenda (R431): no call under way; the Illuminatus: illa; no call yet this cycle: the Illuminatus has the Duty to call

> duties Illuminatus
Illuminatus (illa):
- R431 ¶3: announce a call for Agenda Conditions when there has been none this cycle and none is under way; by the holder: `agenda call`
- R431 ¶5: release the submitted Agenda Conditions; initiate the bidding; by the server: the agenda-release deadline
- R431 g: announce the Nemesis Eggplants and Agenda Hats; tell each owner eir hats' conditions; by the server: the agenda-award and agenda-hats deadlines
- R431 ¶7: check the condition revealed with an Agenda Hat; by the server: `hat reveal` posts the condition the server knows
  #1 call for Agenda Conditions (cycle 1) (R431 ¶3): due 2001-01-25T00:00:00Z

# R431 ¶3: the call is the Illuminatus's; nothing is submitted before it.
alice> agenda call
error: only the holder of that office may do that

alice> agenda submit "too early"
error: no call for Agenda Conditions is open (R431)

illa> agenda call
the Illuminatus's Duty to call for Agenda Conditions this cycle is done (R431 ¶3)
the Illuminatus, illa calls for Agenda Conditions (round 1): any voting player but the Illuminatus may send up to three, less the Agenda Hats e owns, with `agenda submit`, until 2001-01-29T00:00:00Z (R431)

# R431 ¶3: not while a call is under way; not by the Illuminatus.
illa> agenda call
error: a round of Agenda Conditions is under way (see `agenda`) (R431)

illa> agenda submit "mine"
error: the Illuminatus does not submit Agenda Conditions (R431)

# R431 ¶3: "a number of Agenda Conditions equal to three minus the number
# of Agenda Hats e owns": the fourth is refused ("only the first ... will
# be counted"). Each goes to the Illuminatus alone (a hidden event).
alice> agenda submit "The owner of this hat has proposed a rule about cheese"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

alice> agenda submit "The owner of this hat holds an office"
your Agenda Condition is sent to the Illuminatus, illa, privately (2 of 3 this round; released when the submissions close) (R431)

alice> agenda submit "Proposal 1 was adopted"
your Agenda Condition is sent to the Illuminatus, illa, privately (3 of 3 this round; released when the submissions close) (R431)

alice> agenda submit "one too many"
error: you may submit 3 Agenda Conditions (three less the 0 Agenda Hats you own) and have submitted 3: only the first count (R431)

bob> agenda submit "The owner of this hat owns a Chartreuse Goose Egg"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

carol> agenda submit "The owner of this hat has said hello"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

dave> agenda submit "The owner of this hat has been to the Gaol"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

# R250 VII: a Non-Player acts in nothing.
erin> leave
erin is now a Non-Player

erin> agenda submit "I am not here"
error: only active players may do that (R250 II a)

# Before the release each sees eir own submissions; the Illuminatus, to
# whom they are sent, sees all; the public none.
alice> agenda
Agenda (R431): round 1, submissions open until 2001-01-29T00:00:00Z; the Illuminatus: illa
submitted by alice, not yet released: "The owner of this hat has proposed a rule about cheese"
submitted by alice, not yet released: "The owner of this hat holds an office"
submitted by alice, not yet released: "Proposal 1 was adopted"

bob> agenda
Agenda (R431): round 1, submissions open until 2001-01-29T00:00:00Z; the Illuminatus: illa
submitted by bob, not yet released: "The owner of this hat owns a Chartreuse Goose Egg"

illa> agenda
Agenda (R431): round 1, submissions open until 2001-01-29T00:00:00Z; the Illuminatus: illa
submitted by alice, not yet released: "The owner of this hat has proposed a rule about cheese"
submitted by alice, not yet released: "The owner of this hat holds an office"
submitted by alice, not yet released: "Proposal 1 was adopted"
submitted by bob, not yet released: "The owner of this hat owns a Chartreuse Goose Egg"
submitted by carol, not yet released: "The owner of this hat has said hello"
submitted by dave, not yet released: "The owner of this hat has been to the Gaol"

> agenda
Agenda (R431): round 1, submissions open until 2001-01-29T00:00:00Z; the Illuminatus: illa

> hats
Agenda Hats (R671): none

bob> agenda bid 1 5
error: no Nemesis Eggplant bidding period is open (R431)

# R431 ¶5: "At the end of the seven days, the Illuminatus must release a
# list of all submitted Agenda Conditions, along with the names of the
# players who submitted each. If at least 4 players have submitted ...
# a seven day Nemesis Eggplant bidding period."
clock advance 7d
clock: the Agenda Condition submissions of round 1 close; the Illuminatus releases them (R431):
  condition 1, by alice: "The owner of this hat has proposed a rule about cheese"
  condition 2, by alice: "The owner of this hat holds an office"
  condition 3, by alice: "Proposal 1 was adopted"
  condition 4, by bob: "The owner of this hat owns a Chartreuse Goose Egg"
  condition 5, by carol: "The owner of this hat has said hello"
  condition 6, by dave: "The owner of this hat has been to the Gaol"
Nemesis Eggplant bidding is open until 2001-02-05T00:00:00Z: each player who submitted may send the Illuminatus a sealed Weight bid from -40 to 20 on each condition (`agenda bid N WEIGHT`); one not sent is 20 (R431)
the time is now 2001-01-29T00:00:00Z

> agenda
Agenda (R431): round 1, Weight bids open until 2001-02-05T00:00:00Z; the Illuminatus: illa
Weight bids: -40 to 20; one not sent is 20
condition 1 (round 1), by alice: "The owner of this hat has proposed a rule about cheese"
condition 2 (round 1), by alice: "The owner of this hat holds an office"
condition 3 (round 1), by alice: "Proposal 1 was adopted"
condition 4 (round 1), by bob: "The owner of this hat owns a Chartreuse Goose Egg"
condition 5 (round 1), by carol: "The owner of this hat has said hello"
condition 6 (round 1), by dave: "The owner of this hat has been to the Gaol"

# R431 ¶5: "each player who submitted Agenda conditions may send a Weight
# bid"; "integers between (-2 Magic Number / 3) and (Magic Number / 3)".
erin> agenda bid 1 5
error: only active players may do that (R250 II a)

alice> agenda bid 4 -41
error: a Weight bid is between -40 and 20 (-2/3 and 1/3 of the Magic Number, 60) (R431)

alice> agenda bid 4 21
error: a Weight bid is between -40 and 20 (-2/3 and 1/3 of the Magic Number, 60) (R431)

alice> agenda bid 4 x
error: a Weight bid is an integer, not 'x' (R431)

alice> agenda bid 9 0
error: condition 9 is not one of this round's (see `agenda`) (R431)

alice> agenda bid 4 20
your sealed Weight bid of 20 on condition 4 is sent to the Illuminatus (R431)

alice> agenda bid 5 20
your sealed Weight bid of 20 on condition 5 is sent to the Illuminatus (R431)

alice> agenda bid 6 20
your sealed Weight bid of 20 on condition 6 is sent to the Illuminatus (R431)

alice> agenda bid 1 -40
your sealed Weight bid of -40 on condition 1 is sent to the Illuminatus (R431)

alice> agenda bid 2 -40
your sealed Weight bid of -40 on condition 2 is sent to the Illuminatus (R431)

alice> agenda bid 3 -40
your sealed Weight bid of -40 on condition 3 is sent to the Illuminatus (R431)

bob> agenda bid 4 -5
your sealed Weight bid of -5 on condition 4 is sent to the Illuminatus (R431)

carol> agenda bid 5 -6
your sealed Weight bid of -6 on condition 5 is sent to the Illuminatus (R431)

dave> agenda bid 6 -7
your sealed Weight bid of -7 on condition 6 is sent to the Illuminatus (R431)

bob> agenda bid 5 -3
your sealed Weight bid of -3 on condition 5 is sent to the Illuminatus (R431)

# The bids are sealed: each sees eir own, the public none.
bob> agenda
Agenda (R431): round 1, Weight bids open until 2001-02-05T00:00:00Z; the Illuminatus: illa
Weight bids: -40 to 20; one not sent is 20
condition 1 (round 1), by alice: "The owner of this hat has proposed a rule about cheese"
condition 2 (round 1), by alice: "The owner of this hat holds an office"
condition 3 (round 1), by alice: "Proposal 1 was adopted"
condition 4 (round 1), by bob: "The owner of this hat owns a Chartreuse Goose Egg"
condition 5 (round 1), by carol: "The owner of this hat has said hello"
condition 6 (round 1), by dave: "The owner of this hat has been to the Gaol"
bid: bob, -5 on condition 4
bid: bob, -3 on condition 5

> agenda
Agenda (R431): round 1, Weight bids open until 2001-02-05T00:00:00Z; the Illuminatus: illa
Weight bids: -40 to 20; one not sent is 20
condition 1 (round 1), by alice: "The owner of this hat has proposed a rule about cheese"
condition 2 (round 1), by alice: "The owner of this hat holds an office"
condition 3 (round 1), by alice: "Proposal 1 was adopted"
condition 4 (round 1), by bob: "The owner of this hat owns a Chartreuse Goose Egg"
condition 5 (round 1), by carol: "The owner of this hat has said hello"
condition 6 (round 1), by dave: "The owner of this hat has been to the Gaol"

# R431 a-c: the condition with the lowest bid first; its eggplant to the
# lowest bidder with fewer than three. A bid not sent is (Magic Number /
# 3) rounded down, 20. R431 g: the eggplants' owners and conditions are
# public; the bids are opened.
clock advance 7d
clock: the Nemesis Eggplant bidding of round 1 closes; the bids are opened (see `agenda`) and the eggplants awarded (R431 a-c, g):
  condition 3: a Nemesis Eggplant (#13) to alice, the lowest bid, -40 (R431 b)
  condition 2: a Nemesis Eggplant (#14) to alice, the lowest bid, -40 (R431 b)
  condition 1: a Nemesis Eggplant (#15) to alice, the lowest bid, -40 (R431 b)
  condition 6: a Nemesis Eggplant (#16) to dave, the lowest bid, -7 (R431 b)
  condition 5: a Nemesis Eggplant (#17) to carol, the lowest bid, -6 (R431 b)
  condition 4: a Nemesis Eggplant (#18) to bob, the lowest bid, -5 (R431 b)
until 2001-02-06T00:00:00Z the Illuminatus may change an eggplant's condition to a Silly one (`agenda silly`); then the Agenda Hats are made and dealt (R431 d-f)
the time is now 2001-02-05T00:00:00Z

> agenda
Agenda (R431): round 1, Silly conditions may be chosen until 2001-02-06T00:00:00Z; the Illuminatus: illa
condition 1 (round 1), by alice: "The owner of this hat has proposed a rule about cheese"; hat weight 20
condition 2 (round 1), by alice: "The owner of this hat holds an office"; hat weight 20
condition 3 (round 1), by alice: "Proposal 1 was adopted"; hat weight 20
condition 4 (round 1), by bob: "The owner of this hat owns a Chartreuse Goose Egg"; hat weight 20
condition 5 (round 1), by carol: "The owner of this hat has said hello"; hat weight -3
condition 6 (round 1), by dave: "The owner of this hat has been to the Gaol"; hat weight 20
bid: alice, 20 on condition 4
bid: alice, 20 on condition 5
bid: alice, 20 on condition 6
bid: alice, -40 on condition 1
bid: alice, -40 on condition 2
bid: alice, -40 on condition 3
bid: bob, -5 on condition 4
bid: carol, -6 on condition 5
bid: dave, -7 on condition 6
bid: bob, -3 on condition 5
Nemesis Eggplant #13, alice: condition 3, "Proposal 1 was adopted"
Nemesis Eggplant #14, alice: condition 2, "The owner of this hat holds an office"
Nemesis Eggplant #15, alice: condition 1, "The owner of this hat has proposed a rule about cheese"
Nemesis Eggplant #16, dave: condition 6, "The owner of this hat has been to the Gaol"
Nemesis Eggplant #17, carol: condition 5, "The owner of this hat has said hello"
Nemesis Eggplant #18, bob: condition 4, "The owner of this hat owns a Chartreuse Goose Egg"

# R431 d: the Illuminatus may make a condition Silly, saying which belief.
bob> agenda silly 6 iii "The owner of this hat wears a Silly Agenda Hat"
error: only the holder of that office may do that

illa> agenda silly 6 iv "The owner of this hat wears a Silly Agenda Hat"
error: say which of R431 d's beliefs: i (impossible), ii (prevents winning by agenda) or iii (unharfy), not 'iv'

illa> agenda silly 6 iii "The owner of this hat wears a Silly Agenda Hat"
the Illuminatus believes condition 6 "The owner of this hat has been to the Gaol" is otherwise unharfy, and changes its Nemesis Eggplant's (#16) condition to a Silly one: "The owner of this hat wears a Silly Agenda Hat"; its hat will be a Silly Agenda Hat (R431 d iii, e ii)

# R431 e ii: a hat's weight is the lowest bid greater than the winning one
# (condition 5: bob's -3 above carol's -6), else the winning bid
# (conditions 1-4: 20 above -40, -5); a Silly hat's is (Magic Number / 4)
# rounded up, 15. R431 f: each submitter receives as many hats as e
# submitted, none of eir own conditions nor of an eggplant e owns: alice
# gets those of conditions 4, 5 and 6. R431 g: the list is public, who
# holds which is not; each owner is told privately.
illa> agenda distribute
the Agenda Hats of round 1 are made, hidden, and dealt at random (R431 e, f, g):
  an Agenda Hat of condition 1, "The owner of this hat has proposed a rule about cheese", weight 20
  an Agenda Hat of condition 2, "The owner of this hat holds an office", weight 20
  an Agenda Hat of condition 3, "Proposal 1 was adopted", weight 20
  an Agenda Hat of condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  an Agenda Hat of condition 5, "The owner of this hat has said hello", weight -3
  an Agenda Hat of condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly
  dealt: alice 3, bob 1, carol 1, dave 1; each owner is told eir hats' conditions privately

> hats
Agenda Hats (R671):
  Agenda Hat #19, alice: hidden
  Agenda Hat #20, bob: hidden
  Agenda Hat #21, carol: hidden
  Agenda Hat #22, alice: hidden
  Agenda Hat #23, alice: hidden
  Agenda Hat #24, dave: hidden

alice> hats alice
Agenda Hats of alice (R671):
  Agenda Hat #19, alice: hidden; condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  Agenda Hat #22, alice: hidden; condition 5, "The owner of this hat has said hello", weight -3
  Agenda Hat #23, alice: hidden; condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly

illa> hats
Agenda Hats (R671):
  Agenda Hat #19, alice: hidden; condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  Agenda Hat #20, bob: hidden; condition 3, "Proposal 1 was adopted", weight 20
  Agenda Hat #21, carol: hidden; condition 2, "The owner of this hat holds an office", weight 20
  Agenda Hat #22, alice: hidden; condition 5, "The owner of this hat has said hello", weight -3
  Agenda Hat #23, alice: hidden; condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly
  Agenda Hat #24, dave: hidden; condition 1, "The owner of this hat has proposed a rule about cheese", weight 20

alice> inbox
2001-02-05T00:00:00Z the Illuminatus (R431 g): you receive the hidden Agenda Hat #19: condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20 (R431 f, g). `hat reveal 19` makes it visible (R671).
2001-02-05T00:00:00Z the Illuminatus (R431 g): you receive the hidden Agenda Hat #22: condition 5, "The owner of this hat has said hello", weight -3 (R431 f, g). `hat reveal 22` makes it visible (R671).
2001-02-05T00:00:00Z the Illuminatus (R431 g): you receive the hidden Agenda Hat #23: condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly (R431 f, g). `hat reveal 23` makes it visible (R671).

# R671: "Visible Agenda Hats are tradable": not a hidden one.
alice> auction call 19
error: Agenda Hat #19 is hidden: only Visible Agenda Hats are tradable (R671)

# R671: "Only visible Agenda Hats may be worn", by any command.
alice> hat wear 19
error: Agenda Hat #19 is hidden: only visible Agenda Hats may be worn (`hat reveal 19` first) (R671)

alice> garment don 19
error: Agenda Hat #19 is hidden: only visible Agenda Hats may be worn (`hat reveal 19` first) (R671)

# R671: "The owner of a hidden Agenda Hat may make it visible by publicly
# posting the condition associated with it."
bob> hat reveal 19
error: you do not own Agenda Hat #19 (R671)

alice> hat reveal 19
alice reveals eir Agenda Hat #19: condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20; it is visible (R671; the Illuminatus's check, R431: it is the hat's condition)

alice> hat reveal 19
error: Agenda Hat #19 is visible already (R671)

alice> hat reveal 23
alice reveals eir Agenda Hat #23: condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly; it is visible (R671; the Illuminatus's check, R431: it is the hat's condition)

alice> hat reveal 22
alice reveals eir Agenda Hat #22: condition 5, "The owner of this hat has said hello", weight -3; it is visible (R671; the Illuminatus's check, R431: it is the hat's condition)

bob> hats alice
Agenda Hats of alice (R671):
  Agenda Hat #19, alice: visible; condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  Agenda Hat #22, alice: visible; condition 5, "The owner of this hat has said hello", weight -3
  Agenda Hat #23, alice: visible; condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly

# R671: "No player may wear more than three Agenda Hats at any given
# time" (the limit lowered to two to show the refusal with three hats).
alice> hat wear 19
alice wears Agenda Hat #19 (R671, R931)

alice> hat wear 23
alice wears Agenda Hat #23 (R671, R931)

admin> param set agenda.max_worn 2 R671
agenda.max_worn = 2 hats (R671 ¶1)

alice> hat wear 22
error: you wear 2 Agenda Hats: no player may wear more than 2 (R671)

admin> param set agenda.max_worn 3 R671
agenda.max_worn = 3 hats (R671 ¶1)

alice> hat wear 22
alice wears Agenda Hat #22 (R671, R931)

# R671 ¶3: a Silly hat falls off a message without the words.
alice> say "hello, I am wearing a Silly Agenda Hat"
alice says: hello, I am wearing a Silly Agenda Hat

alice> say "hello all"
alice says: hello all
alice's Silly Agenda Hat #23 falls off: eir message did not say "wearing a Silly Agenda Hat" (R671)

> hats alice
Agenda Hats of alice (R671):
  Agenda Hat #19, alice: visible, worn; condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  Agenda Hat #22, alice: visible, worn; condition 5, "The owner of this hat has said hello", weight -3
  Agenda Hat #23, alice: visible; condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly

alice> hat wear 23
alice wears Agenda Hat #23 (R671, R931)

# R675: "A player trades a Visible Agenda Hat to the Mad Hatters in
# exchange for A$1" (the Treasury pays for them until organisations land).
dave> hatters sell 24
error: Agenda Hat #24 is hidden: only a Visible Agenda Hat is traded to the Mad Hatters (R671, R675)

dave> hat reveal 24
dave reveals eir Agenda Hat #24: condition 1, "The owner of this hat has proposed a rule about cheese", weight 20; it is visible (R671; the Illuminatus's check, R431: it is the hat's condition)

bob> hatters sell 24
error: you do not own Agenda Hat #24 (R671)

dave> hatters sell 24
dave trades Agenda Hat #24 to the Mad Hatters for A$1 (R675)

> hats dave
Agenda Hats of dave (R671): none

# R675: "If the Mad Hatters have been in possession of a given Visible
# Agenda Hat for more than 7 days, and a player points this fact out".
bob> hatters point 24
error: the Mad Hatters have held Agenda Hat #24 for 7 days or less (R675)

# R671 ¶4-¶5: an owner On Ice (R250 V c: a vacation run past its
# expected duration): eir eggplant goes at random to a player with one or
# two (never alice, who has three and owns its condition's hat); eir hats
# to the Mad Hatters.
bob> state vacation 1d
bob is Vacationing, expected for 15d (R250 V a)

clock advance 16d
clock: bob's vacation has run past its expected duration (R250 V c); 
bob is On Ice: eir Nemesis Eggplant #18 goes to carol at random (R671)
bob is On Ice: eir Agenda Hat #20 goes to the Mad Hatters (R671)
bob is now a Non-Player
the time is now 2001-02-21T00:00:00Z

> hats
Agenda Hats (R671):
  Agenda Hat #19, alice: visible, worn; condition 4, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  Agenda Hat #20, the Mad Hatters: hidden
  Agenda Hat #21, carol: hidden
  Agenda Hat #22, alice: visible, worn; condition 5, "The owner of this hat has said hello", weight -3
  Agenda Hat #23, alice: visible, worn; condition 6, "The owner of this hat wears a Silly Agenda Hat", weight 15, Silly
  Agenda Hat #24, the Mad Hatters: visible; condition 1, "The owner of this hat has proposed a rule about cheese", weight 20

# R675: "The Mad Hatters are permitted to call a public auction on any of
# the Agenda Hats they own and will do so upon request ... the
# illuminatus shall initiate it and the minimum shall be A$10."
carol> hatters auction 19
error: the Mad Hatters do not own Agenda Hat #19 (R675)

carol> hatters auction 20
Auction 1 is called (R675: the Mad Hatters, R516): an Agenda Hat (#20); public; minimum bid A$10; Auctioneer illa; bids `bid 1 A$X` until 2001-02-24T00:00:00Z at the earliest (R516 5)
the Mad Hatters call auction 1 of Agenda Hat #20, initiated by the Illuminatus, illa, minimum A$10 (R675, R516)

carol> bid 1 A$10
carol bids A$10 in auction 1 (R516 6e)

clock advance 3d
clock: Auction 1 is over (R516 5): an Agenda Hat (#20)
carol wins an Agenda Hat (#20) for A$10, paid to the Treasury (R516 6c)
the time is now 2001-02-24T00:00:00Z

> hats carol
Agenda Hats of carol (R671):
  Agenda Hat #20, carol: hidden
  Agenda Hat #21, carol: hidden

carol> hatters point 24
carol points out that the Mad Hatters have held the Visible Agenda Hat #24 for more than 7 days: it is destroyed, with its Nemesis Eggplant (R675)

carol> hatters point 24
error: '24' is not an Agenda Hat (see `hats`)

> agenda
Agenda (R431): no call under way; the Illuminatus: illa
condition 1 (round 1), by alice: "The owner of this hat has proposed a rule about cheese"; hat weight 20
condition 2 (round 1), by alice: "The owner of this hat holds an office"; hat weight 20
condition 3 (round 1), by alice: "Proposal 1 was adopted"; hat weight 20
condition 4 (round 1), by bob: "The owner of this hat owns a Chartreuse Goose Egg"; hat weight 20
condition 5 (round 1), by carol: "The owner of this hat has said hello"; hat weight -3
condition 6 (round 1), by dave: "The owner of this hat has been to the Gaol"; Silly (R431 d iii): "The owner of this hat wears a Silly Agenda Hat"; hat weight 15
bid: alice, 20 on condition 4
bid: alice, 20 on condition 5
bid: alice, 20 on condition 6
bid: alice, -40 on condition 1
bid: alice, -40 on condition 2
bid: alice, -40 on condition 3
bid: bob, -5 on condition 4
bid: carol, -6 on condition 5
bid: dave, -7 on condition 6
bid: bob, -3 on condition 5
Nemesis Eggplant #13, alice: condition 3, "Proposal 1 was adopted"
Nemesis Eggplant #14, alice: condition 2, "The owner of this hat holds an office"
Nemesis Eggplant #16, dave: condition 6, "The owner of this hat wears a Silly Agenda Hat"
Nemesis Eggplant #17, carol: condition 5, "The owner of this hat has said hello"
Nemesis Eggplant #18, carol: condition 4, "The owner of this hat owns a Chartreuse Goose Egg"
5 Agenda Hats (see `hats`)

# R607: whether a condition is true is the players' judgement, recorded
# by the rules' effect (a CFJ's, a proposal's).
bob> agenda condition 4 true
error: only the admin may do that

admin> agenda condition 4 maybe
error: say true or false, not 'maybe' (R607)

admin> agenda condition 4 true
condition 4, "The owner of this hat owns a Chartreuse Goose Egg", is found true (R607: publicly knowable)

admin> agenda condition 5 true
condition 5, "The owner of this hat has said hello", is found true (R607: publicly knowable)

admin> agenda condition 6 true
condition 6, "The owner of this hat wears a Silly Agenda Hat", is found true (R607: publicly knowable)

admin> agenda condition 6 true
error: condition 6 is recorded true already (R607)

admin> agenda condition 2 false
condition 2, "The owner of this hat holds an office", is found false (R607: publicly knowable)

admin> agenda condition 2 false
error: condition 2 is recorded false already (R607)

# R607: three hats, each condition true, and a score of at least their
# weights' sum (20 + -3 + 15 = 32): a) the Agent of KAOS, b) each
# eggplant of the same conditions pays A$40 (carol owns two, one bob's
# till he went On Ice), c) all destroyed, d) a Winning Condition.
admin> mint 40 points to alice
alice owns 3 Agenda Hats whose conditions are all true, and eir score is at least their weights' sum, 32: e wins by agenda (R607)
alice is the Agent of KAOS (R607 a)
carol, owner of the Nemesis Eggplant #18 of condition 4, pays A$40 to alice (R607 b)
carol, owner of the Nemesis Eggplant #17 of condition 5, pays A$40 to alice (R607 b)
dave, owner of the Nemesis Eggplant #16 of condition 6, pays A$40 to alice (R607 b)
Agenda Hat #19 is destroyed (R607 c)
Nemesis Eggplant #18 is destroyed (R607 c)
Agenda Hat #22 is destroyed (R607 c)
Nemesis Eggplant #17 is destroyed (R607 c)
Agenda Hat #23 is destroyed (R607 c)
Nemesis Eggplant #16 is destroyed (R607 c)
alice achieves a Winning Condition by Rule 607, Unclaimed (R607 d, R600)
alice gains 40 points; now 40

> wins
alice: a Winning Condition by Rule 607, Unclaimed, since 2001-02-24T00:00:00Z

> balance
Treasury: 0 points, 96409 A$
illa: 0 points, 900 A$
alice: 40 points, 1020 A$
carol: 0 points, 810 A$
dave: 0 points, 861 A$

> entities
15 entities
Kaa of Land (#1): illa
Building "illa's House" (#2): illa
Kaa of Land (#3): alice
Building "alice's House" (#4): alice
Kaa of Land (#5): Somewhere Else
Kaa of Land (#7): carol
Building "carol's House" (#8): carol
Kaa of Land (#9): dave
Building "dave's House" (#10): dave
Kaa of Land (#11): Somewhere Else
Nemesis Eggplant (#13): alice
Nemesis Eggplant (#14): alice
Agenda Hat (#20): carol, worn no, visible no
Agenda Hat (#21): carol, worn no, visible no
Winning Condition (#25): alice, state unclaimed

carol> hat reveal 21
carol reveals eir Agenda Hat #21: condition 2, "The owner of this hat holds an office", weight 20; it is visible (R671; the Illuminatus's check, R431: it is the hat's condition)

carol> hat wear 21
carol wears Agenda Hat #21 (R671, R931)

# R600: claimed and judged like any Winning Condition.
alice> cfj win 607 "My three Agenda Hats' conditions are true and my score is 40"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 607" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 607 is Claimed by CFJ 1 (R600)

dave> cfj judge 1 TRUE "Her hats' conditions were found true (R607)"
CFJ 1: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-28T00:00:00Z (R217 I)

# R666 b: the Agenda Hats not worn are destroyed (carol's worn one
# stays), and the eggplant of its condition (3). R666 m, R607 ¶2-¶3:
# the owners of the eggplants destroyed by the win (dave, carol) have
# their scores set to -40, after R666 g's zero; every hat and eggplant
# is destroyed.
clock advance 4d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 1 is final TRUE: alice's Winning Condition by Rule 607 is Finalized (R600)
alice wins the cycle by Rule 607 (R600)
the end of cycle 1: Ackanomic play is suspended (R666 a)
1 Agenda Hat not worn is destroyed, and 1 Nemesis Eggplant of their conditions (R666 b)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: illa, carol, dave (R666 d)
A$3591 in circulation does not exceed the Treasury's A$96409: no tax (R666 e)
alice is awarded A$40 for eir 40 points (R666 f)
every score is set to zero (R666 g)
cycle 2 begins; the Magic Number is reset to its base value, 379 (R666 j)
carol owned a Nemesis Eggplant destroyed by the win by agenda: eir score is set to -40 (R607)
dave owned a Nemesis Eggplant destroyed by the win by agenda: eir score is set to -40 (R607)
the cycle was won by agenda: all Agenda Hats and Nemesis Eggplants are destroyed (2) (R607)
the Commission d'Arts is called and begins session with 4 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-28T00:00:00Z

> balance
Treasury: 0 points, 96369 A$
illa: 0 points, 900 A$
alice: 0 points, 1060 A$
carol: -40 points, 810 A$
dave: -40 points, 861 A$

> entities
15 entities
Kaa of Land (#1): illa
Building "illa's House" (#2): illa
Kaa of Land (#3): alice
Building "alice's House" (#4): alice
Kaa of Land (#5): Somewhere Else
Kaa of Land (#7): carol
Building "carol's House" (#8): carol
Kaa of Land (#9): dave
Building "dave's House" (#10): dave
Kaa of Land (#11): Somewhere Else
Right-Handed Grapefruit (#26): alice
Champion's Cloak (#27): alice, worn no
Chartreuse Goose Egg (#28): illa
Chartreuse Goose Egg (#29): carol
Chartreuse Goose Egg (#30): dave

# R431 ¶3: a new cycle, no call in it: the Duty again.
> agenda
Agenda (R431): no call under way; the Illuminatus: illa; no call yet this cycle: the Illuminatus has the Duty to call
condition 1 (round 1), by alice: "The owner of this hat has proposed a rule about cheese"; hat weight 20
condition 2 (round 1), by alice: "The owner of this hat holds an office"; hat weight 20; found false
condition 3 (round 1), by alice: "Proposal 1 was adopted"; hat weight 20
condition 4 (round 1), by bob: "The owner of this hat owns a Chartreuse Goose Egg"; hat weight 20; found true
condition 5 (round 1), by carol: "The owner of this hat has said hello"; hat weight -3; found true
condition 6 (round 1), by dave: "The owner of this hat has been to the Gaol"; Silly (R431 d iii): "The owner of this hat wears a Silly Agenda Hat"; hat weight 15; found true
bid: alice, 20 on condition 4
bid: alice, 20 on condition 5
bid: alice, 20 on condition 6
bid: alice, -40 on condition 1
bid: alice, -40 on condition 2
bid: alice, -40 on condition 3
bid: bob, -5 on condition 4
bid: carol, -6 on condition 5
bid: dave, -7 on condition 6
bid: bob, -3 on condition 5
the Agent of KAOS: alice (R607 a)

> duties Illuminatus
Illuminatus (illa):
- R431 ¶3: announce a call for Agenda Conditions when there has been none this cycle and none is under way; by the holder: `agenda call`
- R431 ¶5: release the submitted Agenda Conditions; initiate the bidding; by the server: the agenda-release deadline
- R431 g: announce the Nemesis Eggplants and Agenda Hats; tell each owner eir hats' conditions; by the server: the agenda-award and agenda-hats deadlines
- R431 ¶7: check the condition revealed with an Agenda Hat; by the server: `hat reveal` posts the condition the server knows
  #1 call for Agenda Conditions (cycle 1) (R431 ¶3): `agenda call` at 2001-01-22T00:00:00Z
  #2 call for Agenda Conditions (cycle 2) (R431 ¶3): due 2001-03-03T00:00:00Z

# R431 ¶8: "a Winning Condition if it is publicly knowable that e has a
# score that is greater than 5/6 times the Magic Number" (379: 315.8...).
illa> agenda privilege
error: your score, 0, is not greater than 5/6 of the Magic Number, 379 (R431 ¶8)

admin> mint 316 points to illa
illa gains 316 points; now 316

bob> agenda privilege
error: only the holder of that office may do that

illa> agenda privilege
illa, the Illuminatus, has a score of 316, greater than 5/6 of the Magic Number, 379: e achieves a Winning Condition by Rule 431, Unclaimed (R431 ¶8, R600)

illa> agenda privilege
error: you own a Winning Condition by Rule 431 already (R600 ¶3)
