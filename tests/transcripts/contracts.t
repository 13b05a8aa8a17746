# Contracts (Ackanomic R560; the General Contractor, R433; src/econ/
# contracts, docs/ECONOMY.md "Contracts"): public and private Contracts,
# the Harfer Fee (R505 IV), the General Contractor's acknowledgement and
# its three days, signing, forwarding, breaches with each penalty form
# and at most once a calendar week, expiry, and destruction by all the
# signers. Every refusal is one line and changes nothing.

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

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# R433: the General Contractor, a Functional Office (not created by the
# ruleset: the admin creates it).
admin> office create "General Contractor"
office General Contractor created

admin> appoint dave as "General Contractor"
dave is now General Contractor

# R560 ¶2: a public Contract: the Standard Harfer Fee (R505 IV, A$25, to
# the Treasury), a unique name and its text, posted; ¶5 the creator has
# signed. R560 ¶9: a penalty clause of points and tradeable entities.
alice> contract create "Pact" public penalty 3 2 egg "We vote alike on every proposal."
alice creates the public Contract "Pact" (penalty: 3 points and 2 Chartreuse Goose Eggs), paying A$25 (R560): We vote alike on every proposal.

> contract show Pact
"Pact": public, in force; by alice; signed by alice; penalty 3 points and 2 Chartreuse Goose Eggs; expires none
text: We vote alike on every proposal.

# R560 "No Contract will have any game effect until it has been signed by
# at least two players".
carol> contract breach Pact alice "voted apart"
error: "Pact" has no game effect until two players have signed it (R560)

# R560 "Any player may sign a public Contract as a public action".
bob> contract sign Pact
bob signs the Contract "Pact" (R560)

bob> contract sign Pact
error: you have signed "Pact" already

# R560 ¶11: any player points out a breach of a public Contract: the
# penalty takes effect. ¶10: bob lacks the 2 Eggs: 5 points more (3 + 5).
# Whether bob's act broke it is the players' judgement (a CFJ may say
# otherwise: docs/RULINGS.md).
carol> contract breach Pact bob "voted NO on Proposal 9"
carol points out that bob broke the Contract "Pact" (voted NO on Proposal 9): bob lacks 2 Chartreuse Goose Eggs: 5 points more; bob loses 8 points (R560)

# R560 ¶11: "In no case may the penalty clause of any Contract be applied
# to any player more than one time in a calendar week for the same action".
carol> contract breach Pact bob "voted NO on Proposal 9"
error: the penalty of "Pact" was applied to bob for that this week already (R560)

# R560 "A Contract is only ever binding upon the players who have signed
# it."
carol> contract breach Pact erin "voted NO on Proposal 9"
error: erin has not signed "Pact": it binds only its signers (R560)

# A new calendar week (from Monday): the same act may be pointed out again.
clock advance 7d
clock: dave is paid A$25 as General Contractor for 2001-01 (R403 (ii), R401 (iv))
the time is now 2001-01-08T00:00:00Z

carol> contract breach Pact bob "voted NO on Proposal 9"
carol points out that bob broke the Contract "Pact" (voted NO on Proposal 9): bob lacks 2 Chartreuse Goose Eggs: 5 points more; bob loses 8 points (R560)

# With the Eggs, they go to the Treasury (R500.2, R505 I) with the 3 points.
admin> entity create egg bob
a Chartreuse Goose Egg (#12) is created, owned by bob

admin> entity create egg bob
a Chartreuse Goose Egg (#13) is created, owned by bob

carol> contract breach Pact bob "voted NO on Proposal 10"
carol points out that bob broke the Contract "Pact" (voted NO on Proposal 10): bob gives 2 Chartreuse Goose Eggs to the Treasury; bob loses 3 points (R560)

> holdings bob
bob holds -19 points, 900 A$
Kaa of Land (#3)
Building "bob's House" (#4)
total wealth: A$900 (R506)

# R560 ¶3: a private Contract: its text goes to the General Contractor
# alone (a hidden event; R433 c: "keep the contents of any private
# contract private"); it does not exist until e acknowledges it. The
# penalty it does not specify is the loss of 5 points (R560 ¶9).
alice> contract create "Secret" private "alice pays bob A$10 each Friday."
you create the private Contract "Secret" (penalty: 5 points), paying A$25; its text goes to the General Contractor, who must acknowledge it within three days (R560)

# The public, and bob (no signer), see that it is private, not its text;
# dave the General Contractor and alice its creator read it.
> contract show Secret
"Secret": private, awaiting the General Contractor; by alice; signed by alice; penalty 5 points; expires none
text: private (R433 c)

bob> contract show Secret
"Secret": private, awaiting the General Contractor; by alice; signed by alice; penalty 5 points; expires none
text: private (R433 c)

dave> contract show Secret
"Secret": private, awaiting the General Contractor; by alice; signed by alice; penalty 5 points; expires none
text: alice pays bob A$10 each Friday.

alice> contract show Secret
"Secret": private, awaiting the General Contractor; by alice; signed by alice; penalty 5 points; expires none
text: alice pays bob A$10 each Friday.

bob> contract sign Secret
error: the Contract "Secret" does not exist until the General Contractor acknowledges it (R560)

# R560 ¶3: "which e must do within three days of recieving it".
clock advance 3d
clock: bob's score fell by 19: e loses A$9 to the Treasury (R508)
clock: the General Contractor has not acknowledged the private Contract "Secret" within three days (R560)
the time is now 2001-01-11T00:00:00Z

dave> contract acknowledge Secret
the General Contractor acknowledges the private Contract "Secret" by alice: it exists (R560)

# R560: "Any player may sign a private Contract as a public action. If the
# creator of the Contract agrees, then the Contract is signed by the
# player": bob asks (`contract sign`), alice agrees (`contract agree`).
bob> contract sign Secret
bob asks to sign the private Contract "Secret"; alice may agree (R560)

bob> contract show Secret
"Secret": private, in force; by alice; signed by alice; penalty 5 points; expires none
text: private (R433 c)

alice> contract agree Secret bob
alice agrees: bob signs the private Contract "Secret" (R560)

bob> contract show Secret
"Secret": private, in force; by alice; signed by alice, bob; penalty 5 points; expires none
text: alice pays bob A$10 each Friday.

# R560 ¶6: a signer asks the General Contractor to forward it, and e must:
# the server does so at once; carol may then read it.
carol> contract forward Secret erin
error: only a signer of "Secret" asks for it to be forwarded (R560)

bob> contract forward Secret carol
the General Contractor forwards the private Contract "Secret" to carol at bob's request (R560)

carol> contract show Secret
"Secret": private, in force; by alice; signed by alice, bob; penalty 5 points; expires none
text: alice pays bob A$10 each Friday.

# R560 ¶11: a breach of a private Contract is pointed out by "any other
# signer": not carol, who only read it.
carol> contract breach Secret bob "no payment"
error: only another signer points out a breach of a private Contract (R560)

alice> contract breach Secret bob "no payment"
alice points out that bob broke the Contract "Secret" (no payment): bob loses 5 points (R560)

# R560 ¶8: an expiry date "may not be less than 1 month from the time of
# the creation".
alice> contract create "Short" public expires 2001-01-20 "Soon over."
error: an expiry date is at least 1 month after the creation (R560)

alice> contract create "Pact" public "Again."
error: a Contract named "Pact" exists already (R560: a unique name)

# R506: A$ are gift entities: a penalty of A$10 and no points (R560 ¶10: a
# positive number of points, entities "or some combination").
alice> contract create "Long" public expires 2001-03-01 penalty 0 10 A$ "bob keeps quiet."
alice creates the public Contract "Long" (penalty: A$10), paying A$25 (R560): bob keeps quiet.

bob> contract sign Long
bob signs the Contract "Long" (R560)

alice> contract breach Long bob "spoke"
alice points out that bob broke the Contract "Long" (spoke): bob gives A$10 to the Treasury (R560)

# R560 ¶1: "A class of named entities known as Contracts exists" (level 7,
# `contracts.entities`): each is an entity while it exists; R560 names no
# owner, so R500.2 puts it in the Treasury, nontradeable.
> entities contract
3 entities of the kind Contracts
Contract "Pact" (#11): Treasury
Contract "Secret" (#14): Treasury
Contract "Long" (#15): Treasury

> entity show Pact
the Contract "Pact" (#11): nontradeable, named (R560)
owner: Treasury
created 2001-01-01T00:00:00Z, event 10: R560

> contracts
"Pact": public, in force; by alice; signed by alice, bob; penalty 3 points and 2 Chartreuse Goose Eggs; expires none
"Secret": private, in force; by alice; signed by alice, bob; penalty 5 points; expires none
"Long": public, in force; by alice; signed by alice, bob; penalty A$10; expires 2001-03-01T00:00:00Z

# R560 ¶7: "an action of the entire set of signers", as if an
# Organizational Action (R1003): each signer approves; the last destroys.
alice> contract destroy Pact
alice approves destroying the Contract "Pact": 1 of its 2 signers (R560)

alice> contract destroy Pact
error: you have approved destroying "Pact" already

carol> contract destroy Pact
error: only the signers of "Pact" destroy it (R560)

bob> contract destroy Pact
every signer approves: the Contract "Pact" is destroyed (R560)

# R560 ¶8: "on that date, the Contract is automatically destroyed".
clock set 2001-03-01T00:00Z
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob's score fell by 5: e loses A$2 to the Treasury (R508)
clock: dave is paid A$25 as General Contractor for 2001-02 (R403 (ii), R401 (iv))
clock: the Contract "Long" expires and is destroyed (R560)
the time is now 2001-03-01T00:00:00Z

> contracts
"Secret": private, in force; by alice; signed by alice, bob; penalty 5 points; expires none

# The destroyed Contracts' entities are gone with them (R560 ¶1, R500).
> entities contract
1 entity of the kind Contracts
Contract "Secret" (#14): Treasury

# R433 b: the General Contractor "May designate a Contract to be Stale";
# only e may.
alice> contract stale Secret
error: only the holder of that office may do that

dave> contract stale Secret
the General Contractor designates the Contract "Secret" Stale: it is destroyed 2001-03-08T00:00:00Z unless a signer objects (`contract object Secret`; R560, R433 b)

dave> contract stale Secret
error: the Contract "Secret" is Stale already (R560)

> contract show Secret
"Secret": private, in force, Stale (R560); by alice; signed by alice, bob; penalty 5 points; expires none
text: private (R433 c)

# R560 ¶18: "Any signer of the Contract may object to it being made Stale,
# at which time it ceases to be Stale": carol only read it.
carol> contract object Secret
error: only a signer of "Secret" may object to its being Stale (R560)

bob> contract object Secret
bob objects to the Contract "Secret" being Stale: it ceases to be Stale (R560)

bob> contract object Secret
error: the Contract "Secret" is not Stale (R560)

# Designated again, and no signer objects: "Any Contract which is Stale for
# 1 week is destroyed".
dave> contract stale Secret
the General Contractor designates the Contract "Secret" Stale: it is destroyed 2001-03-08T00:00:00Z unless a signer objects (`contract object Secret`; R560, R433 b)

clock advance 7d
clock: dave is paid A$25 as General Contractor for 2001-03 (R403 (ii), R401 (iv))
clock: the Contract "Secret" has been Stale for a week and is destroyed (R560)
the time is now 2001-03-08T00:00:00Z

> contracts
no Contracts (R560)

# R433 a, R560: "If a Contract is deemed Invalid by the General Contractor
# then it is destroyed"; e says which rule it fails. A private one not yet
# acknowledged may be declared Invalid too: it never exists.
erin> contract create "Odd" private "erin may vote twice."
you create the private Contract "Odd" (penalty: 5 points), paying A$25; its text goes to the General Contractor, who must acknowledge it within three days (R560)

dave> contract invalid Odd ""
error: say which rule for Contracts "Odd" does not meet (R433 a)

bob> contract invalid Odd "R560 ¶15: it allows what the rules prohibit"
error: only the holder of that office may do that

dave> contract invalid Odd "R560 ¶15: it allows what the rules prohibit"
the General Contractor declares the Contract "Odd" Invalid: R560 ¶15: it allows what the rules prohibit; it is destroyed (R560, R433 a)

dave> contract acknowledge Odd
error: no Contract named "Odd" (R560)

> contracts
no Contracts (R560)

@verify
