# Paradigm Type: Police State (Ackanomic R320.7): it becomes Active by the
# rules' effect (R320 ¶1), `paradigm` says what it changes while Current
# (i guarded proposals, ii invalid proposal bribes, iii no unity votes of
# R1021's Political Parties), and it stops saying so when another Type is
# Current. The server keeps none of the three mechanics yet: see
# docs/RULINGS.md, "Paradigms and mentors", R320.7.

@include three_players.inc

# R320 ¶2: the Type exists: its rule 320.7 is titled "Paradigm Type: Police State".
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

# Only the rules' effect (the admin, or an adopted proposal) sets a Type.
alice> paradigm set Police State
error: only the admin may do that

admin> paradigm set Police Stat
error: no Paradigm Type named 'Police Stat' exists (R320: see `paradigm`)

admin> paradigm set Police State
Police State is The Current Paradigm of Ackanomia (R320)

admin> paradigm set Police State
error: Police State is already The Current Paradigm of Ackanomia

# R320.7 i-iii: while it is Active.
> paradigm
The Current Paradigm of Ackanomia: Police State (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Active
While the Police State is active: every proposal is guarded (R320.7 i); proposal bribes are invalid (R320.7 ii); Political Parties generate no unity votes (R320.7 iii, R1021)
Rebellious: 0 of 3 voting players (R320 ¶4)

# R320 ¶1: when another Type becomes Active, the Police State's
# deviations end.
admin> paradigm set Democracy
Democracy is The Current Paradigm of Ackanomia (R320)

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

# An adopted proposal's effect sets it too (R320 ¶1, R104).
alice> propose "Order" "Effect: paradigm set Police State"
Proposal 1 "Order" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Order" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: Police State is The Current Paradigm of Ackanomia (R320)
  scores: alice +10; alice +3; bob +1
the time is now 2001-01-08T00:00:00Z

> paradigm
The Current Paradigm of Ackanomia: Police State (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Active
While the Police State is active: every proposal is guarded (R320.7 i); proposal bribes are invalid (R320.7 ii); Political Parties generate no unity votes (R320.7 iii, R1021)
Rebellious: 0 of 3 voting players (R320 ¶4)
