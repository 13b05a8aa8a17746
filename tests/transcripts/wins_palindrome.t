# Winning by Palindrome (Ackanomic R605): a rule created by an adopted
# proposal, whose text is palindromic (3) and whose every word is in the
# ruleset before it (2; no Official Dictionary exists), makes the
# proposal's author "Sage o' Doe Gas" (R605 (2)) and, if the proposal was
# not Modest, gives em a Winning Condition by Rule 605 right after the
# proposal's scores (R605 (1)). Whether the rule has "a game effect" (1)
# is for the judge of the claim: the Winning Condition says so.

@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

# A Modest proposal that becomes a rule (R104): its text, less the Modest
# sentence (R209), is "Never odd or even.", a palindrome of words the
# ruleset has.
bob> propose "Evens" "This is a Modest proposal.\nNever odd or even."
Proposal 2 "Evens" (Modest) submitted by bob and distributed; voting ends 2001-02-05T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

# A palindrome, but "canal" and "Panama" are in no rule: R605 (2) fails.
dave> propose "Panama" "A man, a plan, a canal: Panama."
Proposal 3 "Panama" (ordinary) submitted by dave and distributed; voting ends 2001-02-05T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

# An ordinary proposal creating a palindromic rule by an effect (case and
# punctuation aside, R605 (3)).
alice> propose "Mirror" "Effect: rule enact 699 \"Mirror\" \"Never odd, or even!\"\nEffect: mint 1 Gamepoints to alice"
Proposal 4 "Mirror" (ordinary) submitted by alice and distributed; voting ends 2001-02-05T00:00:00Z (R106)
  note: effect 1 enacts a rule with no script: the server keeps it but does not carry it out (docs/SCRIPTING.md)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (R106)

alice> vote 3 yes
alice votes YES on Proposal 3; it may be changed until 2001-02-05T00:00:00Z (R106)

alice> vote 4 yes
alice votes YES on Proposal 4; it may be changed until 2001-02-05T00:00:00Z (R106)

# R605 (2): bob's Modest proposal gives the title and no Winning
# Condition; the title passes to alice with hers, which comes right after
# her proposal's scores (R605 (1)).
clock advance 7d
clock: Proposal 2 "Evens" by bob is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  it becomes Rule 1390.16 (R104, R303)
  scores: alice +1; bob +5
  Rule 1390.16 is a palindrome of words in the ruleset: bob is Sage o' Doe Gas (R605)
Proposal 3 "Panama" by dave is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  it becomes Rule 1390.17 (R104, R303)
  scores: alice +1; dave +10
  Rule 1390.17 is a palindrome, but 'canal' is in no rule before it: no win (R605 (2))
Proposal 4 "Mirror" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: Rule 699/0 enacted
  effect 2: alice gains 1 Gamepoints; now 2
  scores: alice +10; alice +1
  Rule 699 is a palindrome of words in the ruleset: alice is Sage o' Doe Gas (R605)
  alice achieves a Winning Condition by Rule 605, Unclaimed (R605, R600); R605 (1): whether Rule 699 has a game effect beyond its own addition is for the judge of the claim
the time is now 2001-02-05T00:00:00Z

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z
alice: a Winning Condition by Rule 605, Unclaimed, since 2001-02-05T00:00:00Z
  R605 (1): whether Rule 699 has a game effect beyond its own addition is for the judge of the claim
Sage o' Doe Gas (R605): alice

# R605 (3): Rule 698 is no palindrome; Rule 697 is, but alice owns a
# Winning Condition by Rule 605 already: R600 ¶3, never two with the same
# owner and creator. A rejected proposal creates no rule at all.
alice> propose "Again" "Effect: rule enact 698 \"Again\" \"Even odd? No, odd. Never, never!\"\nEffect: rule enact 697 \"Eve\" \"Never odd or even\""
Proposal 5 "Again" (ordinary) submitted by alice and distributed; voting ends 2001-02-12T00:00:00Z (R106)
  note: effect 1 enacts a rule with no script: the server keeps it but does not carry it out (docs/SCRIPTING.md)
  note: effect 2 enacts a rule with no script: the server keeps it but does not carry it out (docs/SCRIPTING.md)

bob> propose "Nope" "Never odd or even"
Proposal 6 "Nope" (ordinary) submitted by bob and distributed; voting ends 2001-02-12T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

dave> vote 5 yes
dave votes YES on Proposal 5; it may be changed until 2001-02-12T00:00:00Z (R106)

dave> vote 6 no
dave votes NO on Proposal 6; it may be changed until 2001-02-12T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 23: e receives A$23 from the Treasury (R508)
bob's score rose by 6: e receives A$6 from the Treasury (R508)
dave's score rose by 10: e receives A$10 from the Treasury (R508)
clock: Proposal 5 "Again" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: dave YES
  effect 1: Rule 698/0 enacted
  effect 2: Rule 697/0 enacted
  scores: alice +10; dave +1
  Rule 697 is a palindrome of words in the ruleset: alice is Sage o' Doe Gas (R605)
  alice owns a Winning Condition by Rule 605 already: no second (R600)
Proposal 6 "Nope" by bob is REJECTED: 0 YES, 1 NO, 0 BAA!; 1 YES needed (R106)
  votes: dave NO
  scores: bob -7; dave +1
the time is now 2001-02-12T00:00:00Z

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z
alice: a Winning Condition by Rule 605, Unclaimed, since 2001-02-05T00:00:00Z
  R605 (1): whether Rule 699 has a game effect beyond its own addition is for the judge of the claim
Sage o' Doe Gas (R605): alice

# R600 ¶5: "Whenever a Cycle-Win CFJ has any other final verdict, any
# Winning Condition attached to it is destroyed": R605 (1) is the judge's.
alice> cfj win 605 "Rule 699 is a palindrome of the ruleset's words"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 605" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 605 is Claimed by CFJ 1 (R600)

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z
alice: a Winning Condition by Rule 605, Claimed by CFJ 1, since 2001-02-05T00:00:00Z
  R605 (1): whether Rule 699 has a game effect beyond its own addition is for the judge of the claim
Sage o' Doe Gas (R605): alice

dave> cfj judge 1 FALSE "Rule 699 does nothing: R605 (1) fails"
CFJ 1: dave judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-16T00:00:00Z (R217 I)

clock advance 4d
clock: CFJ 1's verdict FALSE is final: nobody appealed within the time (R217 I)
CFJ 1 is final FALSE: alice's Winning Condition by Rule 605 is destroyed (R600)
the time is now 2001-02-16T00:00:00Z

# R600 ¶6: "if its owner is a voting player at that time, e wins": alice
# is Non-Voting when her claim's TRUE verdict is final (R250 III).
alice> state non-voting
alice is Non-Voting

alice> cfj win 603 "I reached the Magic Number first"
CFJ 2 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 2 (R600)

dave> cfj judge 2 TRUE "Proposal 1's scores took her to 25 (R603)"
CFJ 2: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-20T00:00:00Z (R217 I)

clock advance 4d
clock: bob's score fell by 7: e loses A$3 to the Treasury (R508)
alice's score rose by 10: e receives A$10 from the Treasury (R508)
dave's score rose by 2: e receives A$2 from the Treasury (R508)
clock: CFJ 2's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 2 is final TRUE: alice's Winning Condition by Rule 603 is Finalized (R600)
alice's Winning Condition by Rule 603 is Finalized, but alice is not a Voting player: no win (R600)
the time is now 2001-02-20T00:00:00Z

> wins
alice: a Winning Condition by Rule 603, Finalized by CFJ 2, since 2001-01-29T00:00:00Z
Sage o' Doe Gas (R605): alice

# R600 ¶5: "any Winning Condition e owns with the creator attribute
# specified" is claimed: a Finalized one too, once she votes again (R250
# III) and a week has passed (R211: no like statement within a week).
clock advance 3d
the time is now 2001-02-23T00:00:00Z

alice> state voting
alice is Voting

alice> cfj win 603 "I reached the Magic Number first, and vote now"
CFJ 3 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: bob (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 3 (R600)

> wins
alice: a Winning Condition by Rule 603, Claimed by CFJ 3, since 2001-01-29T00:00:00Z
Sage o' Doe Gas (R605): alice

bob> cfj judge 3 TRUE "The spirit of R600: it was never spent"
CFJ 3: bob judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-27T00:00:00Z (R217 I)

clock advance 4d
clock: CFJ 3's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 3 is final TRUE: alice's Winning Condition by Rule 603 is Finalized (R600)
alice wins the cycle by Rule 603 (R600)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: bob, carol (R666 d)
A$3663 in circulation does not exceed the Treasury's A$96337: no tax (R666 e)
alice is awarded A$48 for eir 48 points (R666 f)
dave is awarded A$12 for eir 12 points (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
the time is now 2001-02-27T00:00:00Z

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 3) at 2001-02-27T00:00:00Z
Sage o' Doe Gas (R605): alice

@verify
