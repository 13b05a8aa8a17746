# Changing state and going on Vacation: Ackanomic R250 III and V.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob non-voting
welcome, bob (Non-Voting); A$900 from the Treasury

# R250 III: On Ice and Non-Player are not states a player may choose.
alice> state on-ice
error: 'on-ice' is not a state you may choose (voting, non-voting, vacation, return; R250 III)

alice> state voting
error: you are already Voting

alice> state vacation soon
error: 'soon' is not a duration (like 10d or 2w)

alice> state voting 3d
error: only a vacation takes a duration

# R250 V a: with no duration given, a vacation is expected to last 28 days.
alice> state vacation
alice is Vacationing, expected for 28d (R250 V a)

# R250 III: at most one voluntary change of state in 3 days.
alice> state return
error: you changed state less than 3 days ago; wait until 2001-01-04T00:00:00Z (R250 III)

clock advance 3d
the time is now 2001-01-04T00:00:00Z

# R250 III: leaving Vacation without naming a state restores the one before.
alice> state return
alice is Voting

bob> state return
error: you are not Vacationing

# R250 V a: a given duration counts 14 days plus the duration.
bob> state vacation 10d
bob is Vacationing, expected for 24d (R250 V a)

# R250 V a: and never more than 75 days.
clock advance 3d
the time is now 2001-01-07T00:00:00Z

alice> state vacation 70d
alice is Vacationing, expected for 75d (R250 V a)

> deadlines
deadline 2: 2001-01-28T00:00:00Z vacation-end for bob (R250 V c)
deadline 3: 2001-03-23T00:00:00Z vacation-end for alice (R250 V c)

# bob was Non-Voting before eir vacation, so e returns Non-Voting; eir
# vacation deadline is cancelled.
bob> state return
bob is Non-Voting

> deadlines
deadline 3: 2001-03-23T00:00:00Z vacation-end for alice (R250 V c)

# R250 V c: a vacation that runs past its expected duration ends On Ice;
# R250 VI f: alice never voted, so e becomes a Non-Player, and R250 VII b
# sends eir A$ to the Treasury.
clock set 2001-03-22T23:59Z
the time is now 2001-03-22T23:59:00Z

> players
alice: Vacationing
bob: Non-Voting

clock advance 1m
clock: alice's vacation has run past its expected duration (R250 V c); alice is now a Non-Player
the time is now 2001-03-23T00:00:00Z

> balance
Treasury: 0 points, 99100 A$
bob: 0 points, 900 A$

@verify
