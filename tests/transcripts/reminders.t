# Reminders (issue 13 item 3; docs/RULINGS.md, Reminders): a player who
# may vote and has not voted remind.lead (1d) before a voting period ends
# (R106), or whose move in a game is due (R1250.7 4c), gets one private
# message in eir inbox, unless e has turned reminders off. remind.lead is
# the server's parameter: no rule states reminders.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave non-voting
welcome, dave (Non-Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# The server's parameter, bound to no rule (docs/RULINGS.md, Reminders).
> params remind
remind.lead = 1d (the server; 0s to 365d): how long before a voting period ends, a move is due or a judgement is due a player who has not acted is reminded (0: no reminders)

alice> reminders
alice's reminders are on: 1 day before a voting period ends for a vote not cast, a move due in a game, or a judgement due on a CFJ (remind.lead)

# Turning them off is the player's own act, logged like any other.
carol> remind off
carol's reminders are off

carol> remind off
error: carol's reminders are already off

carol> remind later
error: usage: remind on|off ('later' is neither)

> remind off
error: only players may do that

> reminders carol
carol's reminders are off: 1 day before a voting period ends for a vote not cast, a move due in a game, or a judgement due on a CFJ (remind.lead)

# R250 V: erin goes on vacation; an absent player may not vote (R106),
# so e gets no reminder.
erin> state vacation 10d
erin is Vacationing, expected for 24d (R250 V a)

# R106: voting ends seven days after distribution; the reminder is set a
# day before, for whoever has not voted by then.
alice> propose "Later reminders" "Effect: param set remind.lead 12h"
Proposal 1 "Later reminders" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

> deadlines
deadline 8: 2001-01-07T00:00:00Z vote-reminder (the server)
deadline 7: 2001-01-08T00:00:00Z voting-end for alice (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

# The admin changes the lead time: the reminder not yet sent moves.
admin> param set remind.lead 2d
remind.lead = 2d (the server)

> deadlines
deadline 8: 2001-01-06T00:00:00Z vote-reminder (the server)
deadline 7: 2001-01-08T00:00:00Z voting-end for alice (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

clock advance 3d
the time is now 2001-01-04T00:00:00Z

bob> propose "Other" "Effect: mint 1 points to bob"
Proposal 2 "Other" (ordinary) submitted by bob and distributed; voting ends 2001-01-11T00:00:00Z (R106)

> deadlines
deadline 8: 2001-01-06T00:00:00Z vote-reminder (the server)
deadline 7: 2001-01-08T00:00:00Z voting-end for alice (R106)
deadline 10: 2001-01-09T00:00:00Z vote-reminder (the server)
deadline 9: 2001-01-11T00:00:00Z voting-end for bob (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

# Two days before the end of Proposal 1's voting period: bob (Voting, no
# vote) is reminded; alice voted, carol turned reminders off, dave is
# Non-Voting and erin is on vacation (R106, R320): none of them is. The
# clock's event says nothing in public.
clock advance 2d
the time is now 2001-01-06T00:00:00Z

bob> inbox
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.

alice> inbox
no messages for alice

carol> inbox
no messages for carol

dave> inbox
no messages for dave

erin> inbox
no messages for erin

# Nobody reads another player's reminders (core/inbox.c).
alice> inbox bob
error: only the admin may read another player's messages

admin> inbox bob
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.

# Exactly one reminder per player per proposal: later, none more.
carol> vote 1 yes
carol votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-11T00:00:00Z (R106)

clock advance 1d
the time is now 2001-01-07T00:00:00Z

bob> inbox
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.

# Proposal 1 is adopted when its period ends; its effect sets the lead
# time to 12h (an adopted proposal's effect, R104), which moves Proposal
# 2's reminder, not yet sent, from 2 days to 12 hours before its end.
clock advance 1d
clock: Proposal 1 "Later reminders" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, carol YES
  effect 1: remind.lead = 12h (the server)
  scores: alice +10; alice +3; alice +1; carol +1
the time is now 2001-01-08T00:00:00Z

> deadlines
deadline 11: 2001-01-08T12:00:00Z dividends (R508)
deadline 10: 2001-01-10T12:00:00Z vote-reminder (the server)
deadline 9: 2001-01-11T00:00:00Z voting-end for bob (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

clock advance 2d12h
clock: alice's score rose by 14: e receives A$14 from the Treasury (R508)
carol's score rose by 1: e receives A$1 from the Treasury (R508)
the time is now 2001-01-10T12:00:00Z

alice> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 2 "Other"; its voting period ends 2001-01-11T00:00:00Z (R106). 'remind off' stops these reminders.

bob> inbox
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.

carol> inbox
no messages for carol

# remind.lead 0: no reminders at all (nothing is scheduled).
admin> param set remind.lead 0
remind.lead = 0s (the server)

> deadlines
deadline 9: 2001-01-11T00:00:00Z voting-end for bob (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

alice> propose "Quiet" "Effect: mint 1 points to alice"
Proposal 3 "Quiet" (ordinary) submitted by alice and distributed; voting ends 2001-01-17T12:00:00Z (R106)

> deadlines
deadline 9: 2001-01-11T00:00:00Z voting-end for bob (R106)
deadline 12: 2001-01-17T12:00:00Z voting-end for carol (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

alice> reminders
the server sends no reminders (remind.lead is 0)

# A lead time longer than the whole voting period reminds at its start:
# at once, before the next command (docs/RULINGS.md, Reminders). Setting
# it sets the reminders of the open proposals not yet reminded of.
carol> remind on
carol's reminders are on

admin> param set remind.lead 10d
remind.lead = 10d (the server)

> deadlines
deadline 9: 2001-01-11T00:00:00Z voting-end for bob (R106)
deadline 12: 2001-01-17T12:00:00Z voting-end for carol (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

carol> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.

bob> inbox
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.

# A move due in a game (R1250.7 4c: a round of Pure Skill lasts 3 days):
# each player whose bid is not in a day before is reminded, once a round.
dave> game new pureskill
game 1 (Game of Pure Skill, R1250.7) is open; referee dave

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

admin> param set remind.lead 1d
remind.lead = 1d (the server)

dave> game start 1
game 1 (Game of Pure Skill, R1250.7) starts; players alice, bob, carol; referee dave
alice has the Hearts; bob has the Diamonds; carol has the Clubs; game 1 round 1: the prize is 7S (R1250.7 4d)

> deadlines
deadline 9: 2001-01-11T00:00:00Z voting-end for bob (R106)
deadline 15: 2001-01-12T12:00:00Z move-reminder (the server)
deadline 14: 2001-01-13T12:00:00Z game-round for dave (R1250.1)
deadline 12: 2001-01-17T12:00:00Z voting-end for carol (R106)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)
deadline 5: 2001-01-22T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 6: 2001-01-25T00:00:00Z vacation-end for erin (R250 V c)

alice> play 1 bid K
alice bids KH in round 1 of game 1

clock advance 2d
clock: Proposal 2 "Other" by bob is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: bob gains 1 points; now 1
  scores: bob +10; bob +3; bob +1
the time is now 2001-01-12T12:00:00Z

bob> inbox
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.
2001-01-12T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-13T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.

alice> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 2 "Other"; its voting period ends 2001-01-11T00:00:00Z (R106). 'remind off' stops these reminders.
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.

carol> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.
2001-01-12T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-13T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.

# The referee draws nothing to remind of: e does not bid (R1250.7 4e).
dave> inbox
no messages for dave

# carol turns reminders off: in round 2 alice and bob, whose bids are not
# in, are reminded again, and carol is not.
carol> remind off
carol's reminders are off

clock advance 1d
clock: game 1 round 1: prize 7S; bids alice KH, bob 2D (at random), carol 8C (at random); alice takes the prize (R1250.7 4f)
game 1 round 2: the prize is 10S (R1250.7 4d)
the time is now 2001-01-13T12:00:00Z

clock advance 2d
the time is now 2001-01-15T12:00:00Z

bob> inbox
2001-01-06T00:00:00Z reminder: you have not voted on Proposal 1 "Later reminders"; its voting period ends 2001-01-08T00:00:00Z (R106). 'remind off' stops these reminders.
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.
2001-01-12T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-13T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.
2001-01-15T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-16T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.

carol> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.
2001-01-12T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-13T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.

alice> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 2 "Other"; its voting period ends 2001-01-11T00:00:00Z (R106). 'remind off' stops these reminders.
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.
2001-01-15T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-16T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.

# Once per move, across a change of the lead time: the round's reminders
# were sent, so moving remind.lead sets none again for this deadline.
admin> param set remind.lead 12h
remind.lead = 12h (the server)

clock advance 12h
the time is now 2001-01-16T00:00:00Z

alice> inbox
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 2 "Other"; its voting period ends 2001-01-11T00:00:00Z (R106). 'remind off' stops these reminders.
2001-01-10T12:00:00Z reminder: you have not voted on Proposal 3 "Quiet"; its voting period ends 2001-01-17T12:00:00Z (R106). 'remind off' stops these reminders.
2001-01-15T12:00:00Z reminder: your move in game 1 (Game of Pure Skill) is due by 2001-01-16T12:00:00Z: play 1 bid CARD (R1250.7). 'remind off' stops these reminders.

@verify
