# The Mad Hatters (Ackanomic R675, R671 ¶2 and ¶5, R431 f, R1001 1) as an
# organisation, at the current level (hatters.auto is 1 from level 6):
# made by the rules the first time a hat goes to them, with Beep, Blip
# and Bonk and a More Than Human; an On Ice player's hats owned by the
# organisation; its page; its auction, which pays it; its A$1 trade,
# paid from its own A$; what it may not own; a hat held over 7 days
# pointed out. Draws: R230 I, fixed by the runner's seed. Readings:
# docs/RULINGS.md, "Society: the Mad Hatters (R675)".

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

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

admin> office create Illuminatus
office Illuminatus created

clock advance 21d
clock: illa joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 60 R603
magic.number = 60 points (R603)

admin> appoint illa Illuminatus
illa is now Illuminatus

# R1001 1: "If a particular Organization is defined by the rules then it
# is a Unique Organization": the Mad Hatters are made by the rules when
# they are first needed (docs/RULINGS.md), not yet.
> orgs
no organisations

> params hatters.auto
hatters.auto = 1 (R675; 0 to 1): 1 (nomics begun at level 6): the Mad Hatters are an organisation the rules make when they first need it, which owns its hats and A$; 0: its hats are Somewhere Else, as before

# R431: a round: four submitters, the default bids.
illa> agenda call
the Illuminatus's Duty to call for Agenda Conditions this cycle is done (R431 ¶3)
the Illuminatus, illa calls for Agenda Conditions (round 1): any voting player but the Illuminatus may send up to three, less the Agenda Hats e owns, with `agenda submit`, until 2001-01-29T00:00:00Z (R431)

alice> agenda submit "The owner of this hat has proposed a rule about cheese"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

bob> agenda submit "The owner of this hat owns a Chartreuse Goose Egg"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

carol> agenda submit "The owner of this hat has said hello"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

dave> agenda submit "The owner of this hat has been to the Gaol"
your Agenda Condition is sent to the Illuminatus, illa, privately (1 of 3 this round; released when the submissions close) (R431)

clock advance 7d
clock: the Agenda Condition submissions of round 1 close; the Illuminatus releases them (R431):
  condition 1, by alice: "The owner of this hat has proposed a rule about cheese"
  condition 2, by bob: "The owner of this hat owns a Chartreuse Goose Egg"
  condition 3, by carol: "The owner of this hat has said hello"
  condition 4, by dave: "The owner of this hat has been to the Gaol"
Nemesis Eggplant bidding is open until 2001-02-05T00:00:00Z: each player who submitted may send the Illuminatus a sealed Weight bid from -40 to 20 on each condition (`agenda bid N WEIGHT`); one not sent is 20 (R431)
the time is now 2001-01-29T00:00:00Z

# R431 a, b: the lowest bid takes each eggplant, the condition with the
# lowest bid first; bids below the default 20 fix who gets which.
dave> agenda bid 2 16
your sealed Weight bid of 16 on condition 2 is sent to the Illuminatus (R431)

bob> agenda bid 3 17
your sealed Weight bid of 17 on condition 3 is sent to the Illuminatus (R431)

bob> agenda bid 4 18
your sealed Weight bid of 18 on condition 4 is sent to the Illuminatus (R431)

carol> agenda bid 1 19
your sealed Weight bid of 19 on condition 1 is sent to the Illuminatus (R431)

clock advance 7d
clock: the Nemesis Eggplant bidding of round 1 closes; the bids are opened (see `agenda`) and the eggplants awarded (R431 a-c, g):
  condition 2: a Nemesis Eggplant (#11) to dave, the lowest bid, 16 (R431 b)
  condition 3: a Nemesis Eggplant (#12) to bob, the lowest bid, 17 (R431 b)
  condition 4: a Nemesis Eggplant (#13) to bob, the lowest bid, 18 (R431 b)
  condition 1: a Nemesis Eggplant (#14) to carol, the lowest bid, 19 (R431 b)
until 2001-02-06T00:00:00Z the Illuminatus may change an eggplant's condition to a Silly one (`agenda silly`); then the Agenda Hats are made and dealt (R431 d-f)
the time is now 2001-02-05T00:00:00Z

illa> agenda distribute
the Agenda Hats of round 1 are made, hidden, and dealt at random (R431 e, f, g):
  an Agenda Hat of condition 1, "The owner of this hat has proposed a rule about cheese", weight 20
  an Agenda Hat of condition 2, "The owner of this hat owns a Chartreuse Goose Egg", weight 20
  an Agenda Hat of condition 3, "The owner of this hat has said hello", weight 20
  an Agenda Hat of condition 4, "The owner of this hat has been to the Gaol", weight 20
  dealt: alice 1, bob 1, carol 1, dave 1; each owner is told eir hats' conditions privately

> hats
Agenda Hats (R671):
  Agenda Hat #15, alice: hidden
  Agenda Hat #16, carol: hidden
  Agenda Hat #17, dave: hidden
  Agenda Hat #18, bob: hidden

# R675 ¶2: "provided that the trade is possible": the Mad Hatters have no
# A$ to pay A$1. The refusal changes nothing: they are not made.
dave> hat reveal 17
dave reveals eir Agenda Hat #17: condition 3, "The owner of this hat has said hello", weight 20; it is visible (R671; the Illuminatus's check, R431: it is the hat's condition)

dave> hatters sell 17
error: the Mad Hatters have A$0 and cannot pay A$1: the trade is not possible (R675)

> orgs
no organisations

# R671 ¶5: "If the owner of an Agenda Hat is ever On Ice, then all of eir
# Agenda Hats shall be transferred to the Mad Hatters": bob's vacation
# runs past its expected duration and he is On Ice (R250 V c). The Mad
# Hatters are made (R675 ¶1: "The Mad Hatters is an Organization ... at
# all times owns a More Than Human. Beep, Blip and Bonk are three
# unownable entities [and] become members") and own his hat.
bob> state vacation 1d
bob is Vacationing, expected for 15d (R250 V a)

clock advance 16d
clock: bob's vacation has run past its expected duration (R250 V c); 
bob is On Ice: eir Nemesis Eggplant #12 goes to carol at random (R671)
bob is On Ice: eir Nemesis Eggplant #13 goes to dave at random (R671)
the Mad Hatters, a Unique Organization, exist: their members are Beep, Blip and Bonk, and they own a More Than Human (R675, R1001 1)
bob is On Ice: eir Agenda Hat #18 goes to the Mad Hatters (R671)
bob is now a Non-Player
the time is now 2001-02-21T00:00:00Z

> orgs
Mad Hatters: Unique Organization (R675), 3 members: Beep, Blip and Bonk

> org show "Mad Hatters"
Mad Hatters: a Unique Organization (R675), formed 2001-02-20T00:00:00Z
  admissions policy: none (R675: made by the rules)
  members: Beep, Blip and Bonk (R675: unownable entities, their support proxied to the Mad Hatters; the Illuminatus expresses their consent)
  holdings: an Agenda Hat (#18), a More Than Human (#22)

> entities hatter
3 entities of the kind Hatters
Hatter "Beep" (#19): Somewhere Else
Hatter "Blip" (#20): Somewhere Else
Hatter "Bonk" (#21): Somewhere Else

> entities "Mad Hatters"
2 entities owned by Mad Hatters
Agenda Hat (#18); worn no, visible no
More Than Human (#22)

> hats
Agenda Hats (R671):
  Agenda Hat #15, alice: hidden
  Agenda Hat #16, carol: hidden
  Agenda Hat #17, dave: visible; condition 3, "The owner of this hat has said hello", weight 20
  Agenda Hat #18, the Mad Hatters: hidden

# R1001 4: its members are those R675 names; no player joins.
alice> org join "Mad Hatters"
error: the Mad Hatters are a Unique Organization whose members are Beep, Blip and Bonk: no player joins them (R675, R1001 4)

alice> org request "Mad Hatters"
error: the Mad Hatters are a Unique Organization whose members are Beep, Blip and Bonk: no player joins them (R675, R1001 4)

# R675 ¶1: "It is permitted to own and trade A$ and Agenda Hats".
admin> entity create egg "Mad Hatters"
error: the Mad Hatters may own A$ and Agenda Hats only (R675)

# R675 ¶3: "The Mad Hatters are permitted to call a public auction on any
# of the Agenda Hats they own and will do so upon request. When the Mad
# Hatters call an auction, the illuminatus shall initiate it and the
# minimum shall be A$10."
carol> hatters auction 15
error: the Mad Hatters do not own Agenda Hat #15 (R675)

carol> hatters auction 18
Auction 1 is called (R675: the Mad Hatters, R516): an Agenda Hat (#18); public; minimum bid A$10; Auctioneer illa; bids `bid 1 A$X` until 2001-02-24T00:00:00Z at the earliest (R516 5)
the Mad Hatters call auction 1 of Agenda Hat #18, initiated by the Illuminatus, illa, minimum A$10 (R675, R516)

dave> bid 1 A$12
dave bids A$12 in auction 1 (R516 6e)

# R516 6c: the hat goes to dave, and his A$12 to the Mad Hatters, who
# called the auction (R675: they own and trade A$).
clock advance 3d
clock: Auction 1 is over (R516 5): an Agenda Hat (#18)
dave wins an Agenda Hat (#18) for A$12, paid to Mad Hatters (R516 6c)
the time is now 2001-02-24T00:00:00Z

> org show "Mad Hatters"
Mad Hatters: a Unique Organization (R675), formed 2001-02-20T00:00:00Z
  admissions policy: none (R675: made by the rules)
  members: Beep, Blip and Bonk (R675: unownable entities, their support proxied to the Mad Hatters; the Illuminatus expresses their consent)
  holdings: 12 A$, a More Than Human (#22)

> balance dave
dave: 0 points, 888 A$

# R675 ¶2: now they can pay: a Visible Agenda Hat for A$1, from their A$.
dave> hatters sell 17
dave trades Agenda Hat #17 to the Mad Hatters for A$1 (R675)

> org show "Mad Hatters"
Mad Hatters: a Unique Organization (R675), formed 2001-02-20T00:00:00Z
  admissions policy: none (R675: made by the rules)
  members: Beep, Blip and Bonk (R675: unownable entities, their support proxied to the Mad Hatters; the Illuminatus expresses their consent)
  holdings: 11 A$, an Agenda Hat (#17), a More Than Human (#22)

# R675 ¶4: held more than 7 days and pointed out: destroyed, with its
# complementary Nemesis Eggplant.
alice> hatters point 17
error: the Mad Hatters have held Agenda Hat #17 for 7 days or less (R675)

clock advance 8d
the time is now 2001-03-04T00:00:00Z

alice> hatters point 17
alice points out that the Mad Hatters have held the Visible Agenda Hat #17 for more than 7 days: it is destroyed, with its Nemesis Eggplant (R675)

> org show "Mad Hatters"
Mad Hatters: a Unique Organization (R675), formed 2001-02-20T00:00:00Z
  admissions policy: none (R675: made by the rules)
  members: Beep, Blip and Bonk (R675: unownable entities, their support proxied to the Mad Hatters; the Illuminatus expresses their consent)
  holdings: 11 A$, a More Than Human (#22)
