# The Paradigms Rule Suite's refusals (Ackanomic R320): each is one clear
# error and changes nothing.

# With no ruleset there are no Paradigm Types, and so no Current Paradigm.
> paradigm
the ruleset defines no Paradigm Types (R320)

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> paradigm set Democracy
error: no Paradigm Type named 'Democracy' exists (R320: see `paradigm`)

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

# Only the rules' effect (the admin, an adopted proposal) sets the Type.
alice> paradigm set Anarchy
error: only the admin may do that

admin> paradigm set Monarchy
error: no Paradigm Type named 'Monarchy' exists (R320: see `paradigm`)

admin> paradigm set Democracy
error: Democracy is already The Current Paradigm of Ackanomia

# R320 ¶4: only a player has a rebelliousness.
> rebel on
error: only players may do that

alice> rebel
error: usage: rebel on|off

# R320 ¶5 (c): a Revolution needs a Type other than the current one and
# Anarchy.
admin> rule repeal 320.3
Rule 320.3 repealed

admin> rule repeal 320.4
Rule 320.4 repealed

admin> rule repeal 320.5
Rule 320.5 repealed

admin> rule repeal 320.6
Rule 320.6 repealed

admin> rule repeal 320.7
Rule 320.7 repealed

alice> rebel on
your rebelliousness is on (R320)

bob> rebel on
your rebelliousness is on (R320)

carol> revolution
error: no Revolution: no Paradigm Type exists other than the current one and Anarchy (R320 (c))

# R320 ¶2: a rule of the suite titled "Paradigm Type: X" makes a Type at
# once; now (c) holds, and it is the only Proto-Paradigm possible (¶5 3).
admin> rule enact 320.8 "Paradigm Type: Monarchy" "The Monarch rules."
Rule 320.8/0 enacted

> paradigm
The Current Paradigm of Ackanomia: Democracy (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Active
  Monarchy (R320.8): Dormant
Rebellious: 2 of 3 voting players (R320 ¶4)

carol> revolution
a Revolution begins (R320)

> paradigm
The Current Paradigm of Ackanomia: Anarchy (R320)
  Anarchy (R320.1): Active
  Democracy (R320.2): Dormant
  Monarchy (R320.8): Dormant
A Revolution is in progress until 2001-01-04T00:00:00Z; the Proto-Paradigm is Monarchy
Rebellious: 0 of 3 voting players (R320 ¶4)

