# Hearings (Ackanomic R360) through the Will of the People (R361): the
# call and its announcement, responses sent privately and replaced, a
# Non-Voting player refused, the end after three days and the verdict, a
# tie resolved by the tied response listed first, no responses, and a
# retraction by the Hearing Harfer.

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

admin> join erin non-voting
welcome, erin (Non-Voting); A$900 from the Treasury

alice> hearings
no Hearings have been called (R360)

# A Hearing is called only where a rule says so (R360 ¶1): no rule lets a
# player call a "bogus" Hearing.
alice> hearing call bogus "anything"
error: no rule lets a player call a Hearing of type 'bogus' (the types: will, R361; politeness, R374; ebs, R432; tax, R1009; corruption, R1023 7)

# R361 ¶1: any player may call a Will of the People and is its Hearing
# Harfer (WillWho?); R360 ¶1: the announcement names the type, the
# circumstances and the valid responses (R361 ¶2), in this order.
alice> hearing call will "Fridays are for cheese"
Hearing 1 is called: a Will of the People Hearing (R361), in session until 2001-01-04T00:00:00Z; the valid responses: 1. "Hey Man, I'm an Induhvidual", 2. "I cannot wait to catch up to the Jones'" (R360 ¶1)

# R360 ¶3: a response names its Hearing and is one of the valid
# responses; by its text or its number.
bob> respond 1 "Hey Man, I'm an Induhvidual"
your response to Hearing 1 is "Hey Man, I'm an Induhvidual" (R360 ¶3)

# R360 ¶3: "If a Player who has already responded sends another valid
# response, the Hearing Harfer shall discard the previous response and
# record the new one."
bob> respond 1 2
your response to Hearing 1 is "I cannot wait to catch up to the Jones'"; the previous one is discarded (R360 ¶3)

bob> respond 1 "I cannot wait to catch up to the Jones'"
error: your response to Hearing 1 is "I cannot wait to catch up to the Jones'" already (R360 ¶3)

bob> respond 1 "Maybe"
error: not a valid response to Hearing 1; they are: 1. "Hey Man, I'm an Induhvidual", 2. "I cannot wait to catch up to the Jones'" (R360 ¶3)

bob> respond 9 1
error: no Hearing 9 (see `hearings`)

# R360 ¶3: "Non-voting players may not vote in hearings".
erin> respond 1 1
error: Non-voting players may not respond to Hearings (R360 ¶3)

carol> respond 1 "i cannot wait to catch up to the jones'"
your response to Hearing 1 is "I cannot wait to catch up to the Jones'" (R360 ¶3)

dave> respond 1 1
your response to Hearing 1 is "Hey Man, I'm an Induhvidual" (R360 ¶3)

# R360 ¶3: sent privately: anyone sees how many responded, bob eir own.
bob> hearings
Hearing 1: Will of the People (R361), Harfer alice (WillWho?), on "Fridays are for cheese": in session until 2001-01-04T00:00:00Z, 3 responses so far
  1. "Hey Man, I'm an Induhvidual"
  2. "I cannot wait to catch up to the Jones'"
  your response: "I cannot wait to catch up to the Jones'"

erin> hearings 1
Hearing 1: Will of the People (R361), Harfer alice (WillWho?), on "Fridays are for cheese": in session until 2001-01-04T00:00:00Z, 3 responses so far
  1. "Hey Man, I'm an Induhvidual"
  2. "I cannot wait to catch up to the Jones'"

# R360 ¶8: only the Hearing Harfer retracts.
bob> hearing retract 1
error: only Hearing 1's Hearing Harfer (alice) may retract it (R360 ¶8)

# R360 ¶4: in session for three days.
clock advance 2d
the time is now 2001-01-03T00:00:00Z

alice> respond 1 2
your response to Hearing 1 is "I cannot wait to catch up to the Jones'" (R360 ¶3)

# R360 ¶4, ¶5: three days in session, then ended; the verdict is the response given by the most
# players, "I cannot wait to catch up to the Jones'" (3 to 1); R361 ¶2:
# the will of the people has spoken.

clock advance 1d
clock: Hearing 1 ends: "Hey Man, I'm an Induhvidual" 1, "I cannot wait to catch up to the Jones'" 3; the verdict: "I cannot wait to catch up to the Jones'" (R360 ¶5)
the will of the people has spoken: "Fridays are for cheese" (R361 ¶2)
the time is now 2001-01-04T00:00:00Z

# R360 ¶3: no longer in session.
bob> respond 1 1
error: Hearing 1 is not in session (R360 ¶3)

erin> hearings 1
Hearing 1: Will of the People (R361), Harfer alice (WillWho?), on "Fridays are for cheese": ended
  1. "Hey Man, I'm an Induhvidual": 1
  2. "I cannot wait to catch up to the Jones'": 3
  verdict: "I cannot wait to catch up to the Jones'"

# R360 ¶5, ¶7: a tie (one each) is inconclusive; the recount leaves out
# non-player entities (none responded); then the tied response listed
# first in R361 ¶2, "Hey Man, I'm an Induhvidual", is the verdict.
carol> hearing call will "Dragons should pay rent"
Hearing 2 is called: a Will of the People Hearing (R361), in session until 2001-01-07T00:00:00Z; the valid responses: 1. "Hey Man, I'm an Induhvidual", 2. "I cannot wait to catch up to the Jones'" (R360 ¶1)

alice> respond 2 2
your response to Hearing 2 is "I cannot wait to catch up to the Jones'" (R360 ¶3)

bob> respond 2 1
your response to Hearing 2 is "Hey Man, I'm an Induhvidual" (R360 ¶3)

clock advance 3d
clock: Hearing 2 ends: "Hey Man, I'm an Induhvidual" 1, "I cannot wait to catch up to the Jones'" 1; the verdict: "Hey Man, I'm an Induhvidual" (R360 ¶5; a tie, resolved by ¶7: the tied response listed first in the rule)
"Dragons should pay rent" is not the will of the people (R361 ¶2)
the time is now 2001-01-07T00:00:00Z

# R360 ¶5, ¶7: no responses: no tied response to choose, no verdict.
dave> hearing call will "Nobody cares"
Hearing 3 is called: a Will of the People Hearing (R361), in session until 2001-01-10T00:00:00Z; the valid responses: 1. "Hey Man, I'm an Induhvidual", 2. "I cannot wait to catch up to the Jones'" (R360 ¶1)

clock advance 3d
clock: Hearing 3 ends: "Hey Man, I'm an Induhvidual" 0, "I cannot wait to catch up to the Jones'" 0; no responses: no verdict (R360 ¶5, ¶7)
the time is now 2001-01-10T00:00:00Z

# R360 ¶8: the Hearing Harfer retracts a Hearing in session; it has no
# verdict and its end has no effect.
carol> hearing call will "Mondays are optional"
Hearing 4 is called: a Will of the People Hearing (R361), in session until 2001-01-13T00:00:00Z; the valid responses: 1. "Hey Man, I'm an Induhvidual", 2. "I cannot wait to catch up to the Jones'" (R360 ¶1)

alice> respond 4 2
your response to Hearing 4 is "I cannot wait to catch up to the Jones'" (R360 ¶3)

carol> hearing retract 4
Hearing 4 is retracted: it has no verdict (R360 ¶8)

alice> respond 4 1
error: Hearing 4 is not in session (R360 ¶3)

carol> hearing retract 4
error: Hearing 4 is not in session (R360 ¶8)

clock advance 3d
the time is now 2001-01-13T00:00:00Z

alice> hearings 4
Hearing 4: Will of the People (R361), Harfer carol (WillWho?), on "Mondays are optional": retracted
  1. "Hey Man, I'm an Induhvidual"
  2. "I cannot wait to catch up to the Jones'"
  your response: "I cannot wait to catch up to the Jones'"

