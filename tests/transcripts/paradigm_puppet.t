# Paradigm Type: Puppet Dictatorship (Ackanomic R320.6): the Supreme
# Overlord, eir Approval, and each of the three outcomes of eir renouncing
# eir powerlessness, the chances stated (50%, 45%, 5%) being parameters
# that the test sets to force each outcome. Draws: R230 I, the runner's seed.

@include three_players.inc

# R320.6 ¶4: the three chances, each bound to its clause.
> params 320.6
paradigm.renounce.democracy = 50 % (R320.6 1; 0 to 100 %): the chance a renouncing Overlord's Government reverts to Democracy
paradigm.renounce.replace = 45 % (R320.6 2; 0 to 100 %): the chance a renouncing Overlord is replaced by another
paradigm.renounce.expose = 5 % (R320.6 3; 0 to 100 %): the chance the conspiracy is exposed and Anarchy follows

# No Puppet Dictatorship, no Overlord.
alice> overlord renounce
error: there is no Supreme Overlord: the Current Paradigm is not Puppet Dictatorship (R320.6)

alice> overlord approve 1
error: there is no Supreme Overlord: the Current Paradigm is not Puppet Dictatorship (R320.6)

# R320.6 ¶1: one voting player is drawn as the Supreme Overlord.
admin> paradigm set Puppet Dictatorship
Puppet Dictatorship is The Current Paradigm of Ackanomia (R320)

> paradigm
The Current Paradigm of Ackanomia: Puppet Dictatorship (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Active
  Police State (R320.7): Dormant
The Supreme Overlord: alice (R320.6)
Rebellious: 0 of 3 voting players (R320 ¶4)

# R320.6 ¶2: e Approves or Disapproves each Proposal under voting
# consideration; only e may, and it has no bearing on the outcome.
alice> propose "Whim" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Whim" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> overlord approve 1
you Approve Proposal 1: it is accepted (R320.6; this has no bearing on its outcome)

alice> overlord disapprove 1
you Disapprove Proposal 1: it is rejected (R320.6; this has no bearing on its outcome)

bob> overlord approve 1
error: only the Supreme Overlord, alice, may (R320.6)

alice> overlord approve 7
error: Proposal 7 is not under voting consideration

alice> overlord approve one
error: 'one' is not a proposal number

alice> overlord shrug 1
error: the Supreme Overlord may approve or disapprove, not 'shrug'

bob> overlord renounce
error: only the Supreme Overlord, alice, may (R320.6)

# R320.6 ¶4 2 (45%): the puppet is replaced by another voting player.
admin> param set paradigm.renounce.democracy 0 R320.6
paradigm.renounce.democracy = 0 % (R320.6 1)

admin> param set paradigm.renounce.expose 0 R320.6
paradigm.renounce.expose = 0 % (R320.6 3)

alice> overlord renounce
you renounce your powerlessness: you are replaced (R320.6 2)

> paradigm
The Current Paradigm of Ackanomia: Puppet Dictatorship (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Active
  Police State (R320.7): Dormant
The Supreme Overlord: carol (R320.6)
Rebellious: 0 of 3 voting players (R320 ¶4)

# R320.6 ¶4 1 (50%): the Government reverts to Democracy.
admin> param set paradigm.renounce.democracy 50 R320.6
paradigm.renounce.democracy = 50 % (R320.6 1)

admin> param set paradigm.renounce.replace 0 R320.6
paradigm.renounce.replace = 0 % (R320.6 2)

carol> overlord renounce
you renounce your powerlessness: the ruling cabal gives up (R320.6 1)

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

# R320.6 ¶4 3 (5%): every voting player but the Overlord is guilty of the
# Crime of Making X a Laughingstock (R320.6, a Crime as R710 3 reads it),
# and Anarchy follows.
admin> paradigm set Puppet Dictatorship
Puppet Dictatorship is The Current Paradigm of Ackanomia (R320)

admin> param set paradigm.renounce.democracy 0 R320.6
paradigm.renounce.democracy = 0 % (R320.6 1)

admin> param set paradigm.renounce.expose 5 R320.6
paradigm.renounce.expose = 5 % (R320.6 3)

carol> overlord renounce
you renounce your powerlessness: the conspiracy is exposed (R320.6 3)

> paradigm
The Current Paradigm of Ackanomia: Anarchy (R320)
  Anarchy (R320.1): Active
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Dormant
  Police State (R320.7): Dormant
Guilty of the Crime of Making carol a Laughingstock (R320.6 3): alice, bob
Rebellious: 0 of 3 voting players (R320 ¶4)

# With every chance 0 there is no outcome to draw: refused, nothing changes.
admin> paradigm set Puppet Dictatorship
Puppet Dictatorship is The Current Paradigm of Ackanomia (R320)

admin> param set paradigm.renounce.expose 0 R320.6
paradigm.renounce.expose = 0 % (R320.6 3)

bob> overlord renounce
error: the outcomes' chances are all 0 (paradigm.renounce.*)

> paradigm
The Current Paradigm of Ackanomia: Puppet Dictatorship (R320)
  Anarchy (R320.1): Dormant
  Democracy (R320.2): Dormant
  AntiVoting (R320.3): Dormant
  Inflationary (R320.4): Dormant
  Flow Voting (R320.5): Dormant
  Puppet Dictatorship (R320.6): Active
  Police State (R320.7): Dormant
The Supreme Overlord: bob (R320.6)
Guilty of the Crime of Making carol a Laughingstock (R320.6 3): alice, bob
Rebellious: 0 of 3 voting players (R320 ¶4)

