# The Ace of Spades contest's Marking Regulations (Agora, seed 004, regs
# 112, 118-121; src/agora/aos/aos_mark.c): the same Hands worth one thing
# under the seed's reg 320 and another once a Proposal replaces it (reg
# 112: the older Mutable Regulation of the number is repealed), a
# Contestant removed (reg 114) while it is voted on, and the Moment of
# Reckoning under the new one, with its Finalist and Semigenius.

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

carol> aos join
carol is a Contestant (reg 102), number 2 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 1 Green, 1 Hearts, 5 Mauve, 2 Red

bob> aos join
bob is a Contestant (reg 102), number 3 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 2 Black, 1 Hearts, 4 Mauve, 2 Red

# Reg 235: each Hand's worth is Secret; the Contestmaster calculates it.
alice> aos worths
error: each Hand's worth is Secret (reg 235)

# Regs 310, 320, 330, 410 as the seed has them (1 Mark a non-Mauve Card,
# minus 4 a Mauve one: aos.mark_nonmauve, aos.mark_mauve).
goethe> aos worths
4 Marking Regulations applied (reg 119)
alice: -6 Marks
carol: -16 Marks
bob: -11 Marks

> params aos
aos.reg_min = 200 (Ace of Spades reg 107; 126 to 999): the least number a proposed Regulation may have
aos.reg_max = 999 (Ace of Spades reg 107; 126 to 999): the greatest number a proposed Regulation may have ("less than 1000")
aos.vote_wait = 3d (Ace of Spades reg 110; 0s to 365d): how long a Proposal is Up for Vote before it may be Adopted or fail
aos.report_every = 7d (Ace of Spades reg 113; 1d to 365d): how often the Contestmaster publishes eir Report
aos.marking_from = 300 (Ace of Spades reg 119; 126 to 999): the least number of a Marking Regulation
aos.deck_mauve = 1 card (Ace of Spades reg 123; 1 to 1000 cards): the Mauve Cards always in the Deck at the least
aos.join_mauve = 2 cards (Ace of Spades reg 124; 0 to 1000 cards): Mauve Cards created in a new Contestant's Hand
aos.suit_cards = 20 cards (Ace of Spades reg 210; 0 to 10000 cards): Cards of each Suit created in the Deck when the contest begins
aos.deck_low = 10 cards (Ace of Spades reg 210; 0 to 10000 cards): below this many Cards in the Deck, more are created
aos.deck_refill = 4 cards (Ace of Spades reg 210; 0 to 10000 cards): Cards of each Suit then created in the Deck
aos.join_deal = 7 cards (Ace of Spades reg 215; 0 to 1000 cards): Cards dealt at random to a new Contestant
aos.mark_nonmauve = 1 Mark (Ace of Spades reg 320; -1000 to 1000 Marks): Marks added for every non-Mauve Card in a Hand
aos.mark_mauve = 4 Marks (Ace of Spades reg 330; -1000 to 1000 Marks): Marks subtracted for every Mauve Card in a Hand
aos.marking_budget = 1000000 instructions (Ace of Spades reg 118; 1000 to 100000000 instructions): a Marking Regulation's script's instruction budget: past it, the worth is uncalculatable
aos.marking_memory = 4194304 bytes (Ace of Spades reg 118; 65536 to 268435456 bytes): a Marking Regulation's script's memory cap
aos.tie_deal = 3 cards (Ace of Spades reg 999; 0 to 100 cards): cards each tied Hand is rescored as if dealt
aos.reckon_not_before = 1018828800 s since 1970 UTC (Ace of Spades reg 122; 0 to 1099511627776 s since 1970 UTC): no Moment of Reckoning before this (April 15, 2002)
aos.reckon_by = 1023667200 s since 1970 UTC (Ace of Spades reg 122; 0 to 1099511627776 s since 1970 UTC): a Moment of Reckoning occurs at this if none has before (the beginning of June 10, 2002)
aos.reckon_at = 1021420800 s since 1970 UTC (Ace of Spades reg 200; 0 to 1099511627776 s since 1970 UTC): a Moment of Reckoning occurs at this (the beginning of May 15, 2002)
aos.objection_wait = 4d (Ace of Spades reg 103; 0s to 365d): how long after its intent an action without Objection may be done
aos.support_wait = 0s (Ace of Spades reg 103; 0s to 365d): how long after its intent an action with Support may be done
aos.intent_window = 14d (Ace of Spades reg 103; 1d to 365d): how long an intent may be acted on
aos.reveal_objections = 1 objection (Ace of Spades reg 250; 1 to 1000 objections): objections that stop making a Secret Regulation Public ("without Objection")
aos.redress_objections = 3 objections (Ace of Spades reg 114; 1 to 1000 objections): objections that stop a redress, unless it has Majority Support

# A Marking Regulation whose script errs, or whose worth is no number,
# cannot calculate a worth (reg 118): refused.
bob> aos propose 320 "lua: hands[1].worth = 'lots'"
error: the proposed Marking Regulation cannot calculate a Hand's worth: alice's worth is not a number (reg 118)

bob> aos propose 320 "lua: error('no')"
error: the proposed Marking Regulation cannot calculate a Hand's worth: proposal:1: no (reg 118)

bob> aos propose 320 "Every card is worth a Mark."
error: a Marking Regulation (reg 119) is a script: its text begins "lua:" (docs/AGORA.md)

# Reg 320 replaced: every card, Mauve or not, is worth 5 Marks.
bob> aos propose 320 "lua: for _, h in ipairs(hands) do h.worth = h.worth + 5 * h.count end"
Proposal 1 submitted to the Contestmaster: Regulation 320 (public) (reg 107)

goethe> aos up 1
Proposal 1, Regulation 320, is Up for Vote (reg 108): lua: for _, h in ipairs(hands) do h.worth = h.worth + 5 * h.count end

alice> aos vote 1 for
your vote FOR on Proposal 1 is recorded (reg 109)

clock advance 3d
the time is now 2001-01-04T00:00:00Z

# Reg 114: the Contestmaster removes a Contestant "without 3 Objections or
# with Majority Support"; reg 103: only Contestants may give Support.
# Majority Support (2 of the 3 Contestants) needs no waiting. Reg 110: a
# majority of the current Contestants (now 2 of 2) is needed.
carol> aos intent remove bob
error: only the Contestmaster performs Contest actions with Support or without Objection (reg 114, 250)

goethe> aos intent remove carol
Intent 1: the Contestmaster intends to remove carol from Contest membership, without 3 Objections or with Majority Support (reg 114, 103)

alice> aos support 1
alice supports Intent 1 (reg 103)

goethe> aos act 1
error: Intent 1 may not be acted on: 1 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed), the waiting period not over: not yet (reg 114, 103)

bob> aos support 1
bob supports Intent 1 (reg 103)

goethe> aos act 1
carol is removed from the Contest (reg 114)
(Intent 1: 2 support (Majority Support is 2 of 3 Contestants), 0 objections (fewer than 3 allowed): may be done)

carol> aos vote 1 for
error: only a Contestant may vote (reg 109)

goethe> aos decide 1
error: Proposal 1 is still Up for Vote: 1 FOR, 0 AGAINST of 2 Contestants, 2 needed for either: still Up for Vote (Ace of Spades reg 110)

bob> aos vote 1 for
your vote FOR on Proposal 1 is recorded (reg 109)

goethe> aos decide 1
Proposal 1 is Adopted: Regulation 320 takes effect (reg 112): 2 FOR of 2 Contestants, 2 needed: Adopted (Ace of Spades reg 110)

> rule 320
Rule 320/0 [mutable]
|
lua: for _, h in ipairs(hands) do h.worth = h.worth + 5 * h.count end
|
History:
  revision 0: created by Proposal 1, 4 Jan 2001 00:00:00 UTC

goethe> aos worths
4 Marking Regulations applied (reg 119)
alice: 33 Marks
bob: 29 Marks

# Reg 122: "A Moment of Reckoning shall not occur before April 15, 2002"
# (aos.reckon_not_before). This contest runs in 2001; the admin moves the
# date (a parameter bound to reg 122).
goethe> aos reckon
error: a Moment of Reckoning shall not occur before 2002-04-15T00:00:00Z (reg 122)

admin> param set aos.reckon_not_before 978566400
aos.reckon_not_before = 978566400 s since 1970 UTC (Ace of Spades reg 122)

goethe> aos reckon
The Moment of Reckoning (reg 120): 4 Marking Regulations applied (reg 119)
alice: 33 Marks
bob: 29 Marks
Finalists (reg 120): alice
Notice of SemiGeniosity: alice is awarded the Patent Title Semigenius (reg 121)

goethe> aos reckon
error: the Moment of Reckoning has passed (reg 120)

@verify
