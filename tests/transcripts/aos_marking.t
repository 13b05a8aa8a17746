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

# Reg 114: the Contestmaster removes a Contestant; reg 110: a majority of
# the current Contestants (now 2 of 2) is needed.
carol> aos remove bob
error: only the Contestmaster removes a Contestant (reg 114)

goethe> aos remove carol
carol is removed from the Contest (reg 114)

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

goethe> aos reckon
The Moment of Reckoning (reg 120): 4 Marking Regulations applied (reg 119)
alice: 33 Marks
bob: 29 Marks
Finalists (reg 120): alice
Notice of SemiGeniosity: alice is awarded the Patent Title Semigenius (reg 121)

goethe> aos reckon
error: the Moment of Reckoning has passed (reg 120)

@verify
