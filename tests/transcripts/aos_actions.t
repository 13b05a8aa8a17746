# The Ace of Spades contest's actions with Support and without Objection
# (Agora, seed 004, regs 103, 114, 250; src/agora/aos/aos_intent.c), the
# change of an Immutable Regulation by unanimous consent (reg 101;
# aos_change.c), the Moment of Reckoning at the regulations' dates (regs
# 122, 200: the aos-reckoning deadline) and reg 999's rescoring of a tie
# (aos_mark.c). Every refusal is one line and changes nothing.

admin> ruleset load ace-of-spades
ruleset ace-of-spades loaded: 47 rules in force

admin> join goethe
welcome, goethe (Voting); A$900 from the Treasury

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> aos start goethe
The Ace of Spades contest begins; goethe is the Contestmaster (reg 102); 100 cards in the Deck (reg 205, 210)

alice> aos join
alice is a Contestant (reg 102), number 1 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 3 Green, 3 Hearts, 3 Mauve

bob> aos join
bob is a Contestant (reg 102), number 2 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 1 Green, 1 Hearts, 5 Mauve, 2 Red

carol> aos join
carol is a Contestant (reg 102), number 3 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 2 Black, 1 Hearts, 4 Mauve, 2 Red

# Reg 200: "A Moment of Reckoning shall occur at the beginning of May 15,
# 2002" (aos.reckon_at); reg 122: not before April 15, 2002. This contest
# began in 2001, so the dates are ahead: the deadline is set.
> deadlines
deadline 1: 2001-01-08T00:00:00Z aos-report, the Contestmaster's weekly Report (Ace of Spades reg 113) (Ace of Spades reg 113)
deadline 2: 2002-05-15T00:00:00Z aos-reckoning, the Moment of Reckoning (Ace of Spades reg 122, 200) (Ace of Spades reg 122, 200)

# The admin moves the dates (parameters bound to regs 122, 200): reg 122's
# first to the contest's start, reg 200's to January 8: the deadline follows.
admin> param set aos.reckon_not_before 978307200
aos.reckon_not_before = 978307200 s since 1970 UTC (Ace of Spades reg 122)

admin> param set aos.reckon_at 978912000
aos.reckon_at = 978912000 s since 1970 UTC (Ace of Spades reg 200)

> deadlines
deadline 1: 2001-01-08T00:00:00Z aos-report, the Contestmaster's weekly Report (Ace of Spades reg 113) (Ace of Spades reg 113)
deadline 4: 2001-01-08T00:00:00Z aos-reckoning, the Moment of Reckoning (Ace of Spades reg 122, 200) (Ace of Spades reg 122, 200)

# Reg 101: "Regulations 101-125 are Immutable and may only be changed by
# the unanimous consent of all Members."
alice> aos change 215 "Nothing is dealt."
error: reg 215 is Mutable: it is changed by a Proposal (reg 107)

alice> aos change 102 "The Contestmaster is Goethe. A Player may become a Contestant at any time before the Moment of Reckoning by informing the Contestmaster, with no Entry Fee."
Change 1: reg 102 to read "The Contestmaster is Goethe. A Player may become a Contestant at any time before the Moment of Reckoning by informing the Contestmaster, with no Entry Fee.", by the unanimous consent of all Members (reg 101)
Change 1 has the consent of 1 of 3 Members (reg 101)

goethe> aos consent 1
error: only a Member consents to changing an Immutable Regulation (reg 101)

bob> aos consent 1
bob consents to Change 1 (reg 101)
Change 1 has the consent of 2 of 3 Members (reg 101)

bob> aos consent 1
error: you have consented to Change 1 already

> rule 102
Rule 102/0 [immutable]
|
The Contestmaster is Goethe. A Player may become a Contestant at
any time by informing the Contestmaster, with no Entry Fee.
|
History:
  (none recorded)

carol> aos consent 1
carol consents to Change 1 (reg 101)
Change 1 has the unanimous consent of all 3 Members: reg 102 is changed (reg 101)

> rule 102
Rule 102/1 [immutable]
|
The Contestmaster is Goethe. A Player may become a Contestant at any time before the Moment of Reckoning by informing the Contestmaster, with no Entry Fee.
|
History:
  revision 1: amended by Change 1 (reg 101), 1 Jan 2001 00:00:00 UTC

carol> aos consent 1
error: Change 1 has been applied already

# Reg 114: the Contestmaster's redresses, "without 3 Objections or with
# Majority Support"; reg 103: only Contestants give them.
goethe> aos intent repeal 113
error: reg 113 is Immutable: reg 114 repeals a Mutable Regulation (reg 101: the unanimous consent of all Members, `aos change`)

goethe> aos intent repeal 200
Intent 1: the Contestmaster intends to repeal reg 200, without 3 Objections or with Majority Support (reg 114, 103)

goethe> aos intent create deck 4 Red
Intent 2: the Contestmaster intends to create 4 Red in the Deck, without 3 Objections or with Majority Support (reg 114, 103)

goethe> aos intent destroy alice 1 Mauve
Intent 3: the Contestmaster intends to destroy 1 Mauve from alice, without 3 Objections or with Majority Support (reg 114, 103)

alice> aos intents
Intent 1 (open, reg 114): repeal reg 200
  0 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet
Intent 2 (open, reg 114): create 4 Red in the Deck
  0 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet
Intent 3 (open, reg 114): destroy 1 Mauve from alice
  0 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet

bob> aos intents
Intent 1 (open, reg 114): repeal reg 200
  0 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet
Intent 2 (open, reg 114): create 4 Red in the Deck
  0 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet
Intent 3 (open, reg 114): destroy 1 card from alice's Hand
  0 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet

bob> aos object 1
bob objects to Intent 1 (reg 103)

carol> aos object 1
carol objects to Intent 1 (reg 103)

alice> aos object 1
alice objects to Intent 1 (reg 103)

goethe> aos act 1
error: Intent 1 may not be acted on: 0 support (Majority Support is 2 of 3 Contestants), 3 objections (fewer than 3 allowed), the waiting period not over: not yet (reg 114, 103)

# As in the Rules, an Objection may be changed until the act.
alice> aos support 1
alice supports Intent 1 (reg 103)

bob> aos support 9
error: there is no Intent 9

clock advance 4d
the time is now 2001-01-05T00:00:00Z

# Two Objections do not stop it; no Objection, the cards.
goethe> aos act 1
The Contestmaster repeals reg 200 (reg 114)
(Intent 1: 1 support, 2 objections (fewer than 3 allowed): may be done)

goethe> aos act 2
The Contestmaster does it: create 4 Red in the Deck (reg 114)
(Intent 2: 0 support, 0 objections (fewer than 3 allowed): may be done)

goethe> aos act 3
The Contestmaster does it: destroy 1 Mauve from alice (reg 114)
(Intent 3: 0 support, 0 objections (fewer than 3 allowed): may be done)

alice> aos hand
alice's hand: 3 Green, 3 Hearts, 2 Mauve

> aos contest
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 83 cards (reg 225)
1. alice: 8 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)

> rule 200
error: there is no Rule 200 in force

# An intent may be acted on for aos.intent_window (14 days), no longer.
# Reg 200 is repealed: when its date comes the Moment does not occur, and
# waits for reg 122's last date (June 10, 2002).
goethe> aos intent remove carol
Intent 4: the Contestmaster intends to remove carol from Contest membership, without 3 Objections or with Majority Support (reg 114, 103)

clock advance 15d
clock: Contestmaster's Report 1 (reg 113)
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 83 cards (reg 225)
1. alice: 8 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)
clock: Contestmaster's Report 2 (reg 113)
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 83 cards (reg 225)
1. alice: 8 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)
the time is now 2001-01-20T00:00:00Z

goethe> aos act 4
error: Intent 4 may not be acted on: announced more than 14 days ago (aos.intent_window): the intent expired (reg 114, 103)

> aos intents
Intent 1 (done, reg 114): repeal reg 200; supported by alice; objected to by bob, carol
Intent 2 (done, reg 114): create 4 Red in the Deck
Intent 3 (done, reg 114): destroy 1 card from alice's Hand
Intent 4 (lapsed, reg 114): remove carol from Contest membership
  announced more than 14 days ago (aos.intent_window): the intent expired

> deadlines
deadline 7: 2001-01-22T00:00:00Z aos-report, the Contestmaster's weekly Report (Ace of Spades reg 113) (Ace of Spades reg 113)
deadline 6: 2002-06-10T00:00:00Z aos-reckoning, the Moment of Reckoning (Ace of Spades reg 122, 200) (Ace of Spades reg 122, 200)

# Reg 999: a tie for the highest worth is rescored as if three more cards
# were dealt to each tied Hand. Reg 500 makes every Hand of under twelve
# cards worth 1, and a bigger one 1 more for every Red Card.
alice> aos propose 500 "lua: for _, h in ipairs(hands) do h.worth = 1 + (h.count >= 12 and (h.cards.Red or 0) or 0) end"
Proposal 1 submitted to the Contestmaster: Regulation 500 (public) (reg 107)

goethe> aos up 1
Proposal 1, Regulation 500, is Up for Vote (reg 108): lua: for _, h in ipairs(hands) do h.worth = 1 + (h.count >= 12 and (h.cards.Red or 0) or 0) end

alice> aos vote 1 for
your vote FOR on Proposal 1 is recorded (reg 109)

bob> aos vote 1 for
your vote FOR on Proposal 1 is recorded (reg 109)

clock advance 3d
clock: Contestmaster's Report 3 (reg 113)
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 83 cards (reg 225)
1. alice: 8 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)
Proposal 1, Regulation 500: Up for Vote
the time is now 2001-01-23T00:00:00Z

goethe> aos decide 1
Proposal 1 is Adopted: Regulation 500 takes effect (reg 112): 2 FOR of 3 Contestants, 2 needed: Adopted (Ace of Spades reg 110)

goethe> aos worths
5 Marking Regulations applied (reg 119); a tie for the highest worth: reg 999 rescores it at the Moment of Reckoning, with the cards it deals then
alice: 1 Marks
bob: 1 Marks
carol: 1 Marks

# Reg 122's last date, moved to a week from now: the Moment of Reckoning
# occurs by itself, reg 999 rescoring the tie with cards it only supposes
# dealt: the Hands and the Deck are as they were.
admin> param set aos.reckon_by 980812800
aos.reckon_by = 980812800 s since 1970 UTC (Ace of Spades reg 122)

> deadlines
deadline 8: 2001-01-29T00:00:00Z aos-report, the Contestmaster's weekly Report (Ace of Spades reg 113) (Ace of Spades reg 113)
deadline 9: 2001-01-30T00:00:00Z aos-reckoning, the Moment of Reckoning (Ace of Spades reg 122, 200) (Ace of Spades reg 122, 200)

clock advance 7d
clock: Contestmaster's Report 4 (reg 113)
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 83 cards (reg 225)
1. alice: 8 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)
Proposal 1, Regulation 500: Adopted, 2 FOR, 0 AGAINST (reg 225)
clock: The Moment of Reckoning (reg 120): reg 999: 3 Hands tied at 1 Marks rescored as if 3 more cards were dealt to each; 5 Marking Regulations applied (reg 119)
alice: 1 Marks
bob: 3 Marks
carol: 3 Marks
Finalists (reg 120): bob carol
Notice of SemiGeniosity: carol is awarded the Patent Title Semigenius (reg 121)
the time is now 2001-01-30T00:00:00Z

> aos contest
Ace of Spades: Contestmaster goethe (reg 102); the Moment of Reckoning has passed (reg 120)
Deck: 83 cards (reg 225)
1. alice: 8 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)
Proposal 1, Regulation 500: Adopted, 2 FOR, 0 AGAINST (reg 225)
The Moment of Reckoning (reg 120): reg 999: 3 Hands tied at 1 Marks rescored as if 3 more cards were dealt to each; 5 Marking Regulations applied (reg 119)
alice: 1 Marks
bob: 3 Marks
carol: 3 Marks
Finalists (reg 120): bob carol
Notice of SemiGeniosity: carol is awarded the Patent Title Semigenius (reg 121)

goethe> aos reckon
error: the Moment of Reckoning has passed (reg 120)

@verify
