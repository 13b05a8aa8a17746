# The Paradigms Rule Suite (Ackanomic R320, R320.1-R320.5): The Current
# Paradigm, rebelliousness, a Revolution from start to end, and what
# Anarchy, Inflationary, AntiVoting and Flow Voting change. The draws are
# the engine's (R230 I), fixed by the runner's seed.

@include three_players.inc

# R320 ¶2: the Types are the rules of suite 320 titled "Paradigm Type: X".
# A game starts under Democracy (docs/RULINGS.md).
> paradigm
The Current Paradigm of Ackanomia: Democracy (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Active
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Dormant
Rebellious: 0 of 3 voting players (R320 ¶4)

# R320 ¶4: rebelliousness is "on" or "off", off by default.
alice> rebel maybe
error: rebelliousness is 'on' or 'off', not 'maybe' (R320)

alice> rebel off
error: your rebelliousness is already off

# R320 ¶5 (a): more than 50% of the voting players must be rebellious;
# 1 of 3 is not, 2 of 3 is.
alice> revolution
error: no Revolution: 0 of 3 voting players are rebellious, not more than 50% (R320 (a))

alice> rebel on
your rebelliousness is on (R320)

alice> revolution
error: no Revolution: 1 of 3 voting players are rebellious, not more than 50% (R320 (a))

bob> rebel on
your rebelliousness is on (R320)

> paradigm
The Current Paradigm of Ackanomia: Democracy (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Active
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Dormant
Rebellious: 2 of 3 voting players (R320 ¶4)

# R320 ¶5: any player may point it out. 1: Anarchy becomes Active; 2: all
# rebelliousness goes off; 3: the Proto-Paradigm is drawn (not Anarchy, not
# Democracy, the Type before).
carol> revolution
a Revolution begins (R320)

> paradigm
The Current Paradigm of Ackanomia: Anarchy (R320)
  Anarchy (R320.1): Active
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Dormant
A Revolution is in progress until 2001-01-04T00:00:00Z; the Proto-Paradigm is Inflationary
Rebellious: 0 of 3 voting players (R320 ¶4)

# R320.1: under Anarchy no-one may submit a proposal.
alice> propose "Nothing" "Nothing happens."
error: The Current Paradigm of Ackanomia is Anarchy: no-one may submit a proposal (R320.1)

alice> rebel on
your rebelliousness is on (R320)

bob> rebel on
your rebelliousness is on (R320)

# R320 ¶5 (b): not while a Revolution is in progress.
carol> revolution
error: a Revolution is already in progress (R320 (b))

# R320 ¶5 4, 5: exactly three days on, the Proto-Paradigm becomes Active
# and the Revolution ends.
clock advance 3d
clock: the Revolution ends (R320)
the time is now 2001-01-04T00:00:00Z

> paradigm
The Current Paradigm of Ackanomia: Inflationary (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Active
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Dormant
Rebellious: 2 of 3 voting players (R320 ¶4)

# R320.4 i: when Inflationary becomes Active and every week after, the
# Standard Harfer Fee is drawn from 5 to 50.
> params fee.harfer
fee.harfer = 46 A$ (R505 IV; 0 to 100000 A$), default 25 A$: the standard Harfer Fee, paid to the Treasury

clock advance 7d
clock: a week of Inflation has passed (R320.4)
the time is now 2001-01-11T00:00:00Z

> params fee.harfer
fee.harfer = 8 A$ (R505 IV; 0 to 100000 A$), default 25 A$: the standard Harfer Fee, paid to the Treasury

# R320 ¶1: the old Type goes Dormant first: the Fee is R505's again
# (docs/RULINGS.md). R320.3 I: no points for simply voting.
admin> paradigm set AntiVoting
AntiVoting is The Current Paradigm of Ackanomia (R320)

> params fee.harfer
fee.harfer = 25 A$ (R505 IV; 0 to 100000 A$): the standard Harfer Fee, paid to the Treasury

> params score.voter
score.voter = 0 points (R207 III; -1000 to 1000 points), default 1 point: each voter's award on any proposal's results

# R320.3 II i: anti-voting (YES on a rejected Modest proposal) earns 1.
alice> propose "Small" "This is a Modest proposal.\nEffect: mint 1 Gamepoints to bob"
Proposal 1 "Small" (Modest) submitted by alice and distributed; voting ends 2001-01-18T00:00:00Z (R106)

bob> vote 1 no
bob votes NO on Proposal 1; it may be changed until 2001-01-18T00:00:00Z (R106)

carol> vote 1 yes
carol votes YES on Proposal 1; it may be changed until 2001-01-18T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Small" by alice is REJECTED: 1 YES, 1 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob NO, carol YES
  scores: alice -4; alice +1
  anti-voting: carol +1 (R320.3 II)
the time is now 2001-01-18T00:00:00Z

# R320.5 II ii: flow-voting (NO on a rejected ordinary proposal) earns 3.
admin> paradigm set Flow Voting
Flow Voting is The Current Paradigm of Ackanomia (R320)

bob> propose "Another" "Effect: mint 1 Gamepoints to bob"
Proposal 2 "Another" (ordinary) submitted by bob and distributed; voting ends 2001-01-25T00:00:00Z (R106)

alice> vote 2 no
alice votes NO on Proposal 2; it may be changed until 2001-01-25T00:00:00Z (R106)

carol> vote 2 yes
carol votes YES on Proposal 2; it may be changed until 2001-01-25T00:00:00Z (R106)

clock advance 7d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice's score fell by 3: e loses A$1 to the Treasury (R508)
carol's score rose by 1: e receives A$1 from the Treasury (R508)
clock: Proposal 2 "Another" by bob is REJECTED: 1 YES, 1 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice NO, carol YES
  scores: bob -7
  flow-voting: alice +3 (R320.5 II)
the time is now 2001-01-25T00:00:00Z

# Voting scores again once no such Type is Current.
admin> paradigm set Democracy
Democracy is The Current Paradigm of Ackanomia (R320)

> params score.voter
score.voter = 1 point (R207 III; -1000 to 1000 points): each voter's award on any proposal's results

# R320 ¶1, ¶2: the Current Type's rule repealed, it no longer exists, so
# no Type is Active, and Anarchy becomes Active.
admin> rule repeal 320.2
Rule 320.2 repealed

> paradigm
The Current Paradigm of Ackanomia: Anarchy (R320)
  Anarchy (R320.1): Active
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Dormant
Rebellious: 2 of 3 voting players (R320 ¶4)


# R603: points for anti-voting count toward the Magic Number like R207's:
# carol, at 1 point, reaches 4 by flow-voting on Proposal 3.
admin> param set magic.number 4 R603
magic.number = 4 points (R603)

admin> paradigm set Flow Voting
Flow Voting is The Current Paradigm of Ackanomia (R320)

alice> propose "Third" "Effect: mint 1 Gamepoints to alice"
Proposal 3 "Third" (ordinary) submitted by alice and distributed; voting ends 2001-02-01T00:00:00Z (R106)

carol> vote 3 no
carol votes NO on Proposal 3; it may be changed until 2001-02-01T00:00:00Z (R106)

clock advance 7d
clock: Proposal 3 "Third" by alice is REJECTED: 0 YES, 1 NO, 0 BAA!; 1 YES needed (R106)
  votes: carol NO
  scores: alice -7
  flow-voting: carol +3 (R320.5 II)
  carol reaches the Magic Number (4) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-02-01T00:00:00Z

> wins
carol: a Winning Condition by Rule 603, Unclaimed, since 2001-02-01T00:00:00Z
