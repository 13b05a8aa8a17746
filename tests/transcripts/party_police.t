# A Political Party's unity votes (R1021 ¶1) and the Police State, which
# stops them (R320.7 iii: "Political parties will not generate unity
# votes").

@include three_players.inc

alice> org found party
alice intends to form a Political Party and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Political Party alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Political Party alice intends to form (R1000)

alice> org form Reds party bob carol
alice forms the Political Party Reds, paying A$325 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Reds (R1001 2 a: an initial member)
bob becomes a member of Reds (R1001 2 a: an initial member)
carol becomes a member of Reds (R1001 2 a: an initial member)
Reds's Swingership (#7) is created, Somewhere Else (R1040 III)

# R1021 ¶1: every voting member voted YES: one extra YES per three.
alice> propose "Unity" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Unity" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

carol> vote 1 yes
carol votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Unity" by alice is ADOPTED: 4 YES, 0 NO, 0 BAA!; 3 YES needed (R106)
  votes: alice YES, bob YES, carol YES, Reds 1 YES (R1021)
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +3; alice +1; bob +1; carol +1
the time is now 2001-01-08T00:00:00Z

# R320.7: under the Police State the party casts nothing.
admin> paradigm set Police State
Police State is The Current Paradigm of Ackanomia (R320)

bob> propose "Silence" "Effect: mint 1 Gamepoints to bob"
Proposal 2 "Silence" (ordinary) submitted by bob and distributed; voting ends 2001-01-15T00:00:00Z (R106)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

carol> vote 2 yes
carol votes YES on Proposal 2; it may be changed until 2001-01-15T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 14: e receives A$14 from the Treasury (R508)
bob's score rose by 1: e receives A$1 from the Treasury (R508)
carol's score rose by 1: e receives A$1 from the Treasury (R508)
clock: Proposal 2 "Silence" by bob is ADOPTED: 3 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES, carol YES
  effect 1: bob gains 1 Gamepoints; now 1
  scores: alice +1; bob +10; bob +3; bob +1; carol +1
the time is now 2001-01-15T00:00:00Z
