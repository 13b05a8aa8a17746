# The Ace of Spades contest (Agora, seed 004; issue 19 items 2 and 3;
# src/agora/aos, docs/AGORA.md): joining, dealing, proposals voted by the
# aos method, Need-To-Know grants, Offers, Alliances, the weekly Report and
# the Moment of Reckoning. Every refusal is one line and changes nothing.

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

# Reg 102: "The Contestmaster is Goethe."
admin> aos start goethe
The Ace of Spades contest begins; goethe is the Contestmaster (reg 102); 100 cards in the Deck (reg 205, 210)

# Reg 102: a Player becomes a Contestant by informing the Contestmaster,
# with no Entry Fee; reg 124: two Mauve Cards first; reg 215: then seven
# dealt at random (reg 117).
alice> aos join
alice is a Contestant (reg 102), number 1 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 3 Green, 3 Hearts, 3 Mauve

bob> aos join
bob is a Contestant (reg 102), number 2 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 1 Green, 1 Hearts, 5 Mauve, 2 Red

carol> aos join
carol is a Contestant (reg 102), number 3 in joining order; 2 Mauve created (reg 124), 7 dealt (reg 215)
your hand: 2 Black, 1 Hearts, 4 Mauve, 2 Red

alice> aos join
error: you are a Contestant already (reg 102)

# Reg 225: the number of Cards in the Deck and in each Hand is Public.
> aos contest
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 79 cards (reg 225)
1. alice: 9 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)

# Reg 230: the descriptors of a Hand's Cards are its Contestant's alone.
alice> aos hand
alice's hand: 3 Green, 3 Hearts, 3 Mauve

alice> aos hand bob
error: you have no Need To Know for bob's Hand (reg 104, 230)

> aos hand alice
error: you have no Need To Know for alice's Hand (reg 104, 230)

goethe> aos hand bob
bob's hand: 1 Green, 1 Hearts, 5 Mauve, 2 Red

# Reg 107: a proposed number is 200 or greater and less than 1000.
alice> aos propose 150 "Every Contestant wins."
error: a proposed Regulation's number must be 200 or greater, and less than 1000 (reg 107): not 150

alice> aos propose 1000 "Every Contestant wins."
error: a proposed Regulation's number must be 200 or greater, and less than 1000 (reg 107): not 1000

# Reg 118, 119: a Marking Regulation is a script over the Hands; one that
# never ends cannot calculate a worth, and is refused by its budget.
alice> aos propose 350 "lua: while true do end"
error: the proposed Marking Regulation cannot calculate a Hand's worth: line 1: stopped: it used its whole instruction budget (aos.marking_budget, reg 118) (reg 118)

alice> aos propose 500 "lua: for _, h in ipairs(hands) do h.worth = h.worth + 3 * (h.cards.Hearts or 0) end" private
Proposal 1 submitted to the Contestmaster: Regulation 500 (private) (reg 107)

# Reg 107: only the Contestmaster may propose a Secret Regulation.
bob> aos propose 260 "Nothing." secret
error: only the Contestmaster may propose a Secret Regulation (reg 107)

# Reg 108: not yet Up for Vote, a proposal is its proposer's and the
# Contestmaster's: the same refusal as for one that does not exist.
bob> aos proposal 1
error: there is no Proposal 1 that you may see (reg 107, 108)

bob> aos proposal 9
error: there is no Proposal 9 that you may see (reg 107, 108)

bob> aos up 1
error: only the Contestmaster places Proposals Up for Vote (reg 108)

goethe> aos up 1
Proposal 1, Regulation 500 (private), is Up for Vote (reg 108)

bob> aos proposal 1
Proposal 1: Regulation 500, by (withheld)
(its contents are Private: reg 104, 107)

alice> aos proposal 1
Proposal 1: Regulation 500, by alice
lua: for _, h in ipairs(hands) do h.worth = h.worth + 3 * (h.cards.Hearts or 0) end

# Reg 109: one vote each, never retracted; reg 235: a vote is Secret.
alice> aos vote 1 for
your vote FOR on Proposal 1 is recorded (reg 109)

bob> aos vote 1 for
your vote FOR on Proposal 1 is recorded (reg 109)

bob> aos vote 1 against
error: you have voted on Proposal 1 already; votes may not be retracted (reg 109)

carol> aos vote 1 maybe
error: a vote is FOR or AGAINST (reg 109)

alice> aos proposal 1
Proposal 1: Regulation 500, by alice
lua: for _, h in ipairs(hands) do h.worth = h.worth + 3 * (h.cards.Hearts or 0) end
alice voted FOR

# Reg 110: not before 72 hours Up for Vote.
goethe> aos decide 1
error: Proposal 1 is still Up for Vote: 2 FOR, 0 AGAINST of 3 Contestants; not before 72 hours Up for Vote (Ace of Spades reg 110)

clock advance 3d
the time is now 2001-01-04T00:00:00Z

goethe> aos decide 1
Proposal 1 is Adopted: Regulation 500 takes effect (reg 112): 2 FOR of 3 Contestants, 2 needed: Adopted (Ace of Spades reg 110)

# Reg 112: it takes effect with its number; reg 106: its existence and
# number are Public, its content Private; reg 107: its proposer has NTK.
bob> rule 500
error: Rule 500 is private

alice> rule 500
Rule 500/0 [mutable] [private]
|
lua: for _, h in ipairs(hands) do h.worth = h.worth + 3 * (h.cards.Hearts or 0) end
|
History:
  revision 0: created by Proposal 1, 4 Jan 2001 00:00:00 UTC

bob> rules search Hearts
Rule 205/0: ...of the following descriptors,
also called Suits;
- Mauve;
- Red;
- Black;
- Green;
- [Hearts].

alice> rules search Hearts
Rule 205/0: ...of the following descriptors,
also called Suits;
- Mauve;
- Red;
- Black;
- Green;
- [Hearts].
Rule 500/0: ...do h.worth = h.worth + 3 * (h.cards.[Hearts] or 0) end

# Reg 240: Limited NTK may not be granted on.
alice> aos grant bob 500
error: you have no Full Need To Know for the content of reg 500 (reg 240)

# Reg 225: vote counts once no longer Up for Vote.
> aos contest
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 79 cards (reg 225)
1. alice: 9 cards, 7 dealt
2. bob: 9 cards, 7 dealt
3. carol: 9 cards, 7 dealt
transfers: 0 (reg 225)
NTK: alice for reg 500 (reg 225)
Proposal 1, Regulation 500: Adopted, 2 FOR, 0 AGAINST (reg 225)

goethe> aos hand carol
carol's hand: 2 Black, 1 Hearts, 4 Mauve, 2 Red

# Reg 117: more than one card to each, one to each in joining order.
goethe> aos deal 2
2 cards dealt to each Contestant in joining order (reg 117)

goethe> aos hand alice
alice's hand: 4 Green, 3 Hearts, 4 Mauve

goethe> aos hand bob
bob's hand: 2 Green, 1 Hearts, 5 Mauve, 3 Red

goethe> aos hand carol
carol's hand: 3 Black, 1 Hearts, 4 Mauve, 3 Red

# Reg 116: a transfer from eir Hand by informing the Contestmaster; reg 225:
# the number transferred is Public, reg 230: the descriptors the parties'.
carol> aos transfer bob 1 Black
1 cards transferred to bob (reg 116)

carol> aos transfer bob 9 Green
error: you do not hold 9 Green (reg 116)

# Reg 245: a Secret regulation's current value made Private to the payer,
# for one Card of each Suit paid into the Deck (reg 103: the Contest Fund).
bob> rule 340
error: Rule 340 is secret

bob> aos privatise 205
error: reg 205 is not Secret (reg 245: the Fee would be returned)

bob> aos privatise 340
bob paid the Fee: reg 340's current value is Private, bob alone having Full Need To Know (reg 245)

bob> aos hand
bob's hand: 1 Green, 4 Mauve, 2 Red

bob> rule 340
Rule 340/0 [mutable] [secret]
|
[This Regulation is Secret].
|
History:
  (none recorded)

carol> rule 340
error: Rule 340 is secret

# Reg 240: Full NTK may grant Full or Limited NTK for the current value.
bob> aos grant carol 340
carol has Limited Need To Know for the current value of reg 340 (reg 240)

carol> rule 340
Rule 340/0 [mutable] [secret]
|
[This Regulation is Secret].
|
History:
  (none recorded)

alice> rule 340
error: Rule 340 is secret

carol> aos grant alice 340
error: you have no Full Need To Know for the content of reg 340 (reg 240)

# Reg 250: the Contestmaster may make a Secret Regulation Public, or give
# a public hint about one, "without Objection"; reg 103: "as in the Rules
# except that only Contestants may give Objection or Support". As in the
# Rules: an intent, then no Objection for aos.objection_wait (4 days).
bob> aos intent reveal 350
error: only the Contestmaster performs Contest actions with Support or without Objection (reg 114, 250)

goethe> aos intent reveal 340
error: reg 340 is not Secret (reg 250)

goethe> aos intent reveal 350
Intent 1: the Contestmaster intends to make reg 350 Public, without Objection (reg 250, 103)

goethe> aos support 1
error: only Contestants may give Objection or Support for Contest actions (reg 103)

alice> aos support 1
alice supports Intent 1 (reg 103)

goethe> aos act 1
error: Intent 1 may not be acted on: 1 support, 0 objections (fewer than 1 allowed), the waiting period not over: not yet (reg 250, 103)

goethe> aos intent hint 360 "It counts Hearts."
Intent 2: the Contestmaster intends to give a public hint about reg 360: It counts Hearts., without Objection (reg 250, 103)

carol> aos object 2
carol objects to Intent 2 (reg 103)

admin> aos object 2
error: only active players may do that (R250 II a)

> aos intents
Intent 1 (open, reg 250): make reg 350 Public; supported by alice
  1 support, 0 objections (fewer than 1 allowed), the waiting period not over: not yet
Intent 2 (open, reg 250): give a public hint about reg 360: It counts Hearts.; objected to by carol
  0 support, 1 objections (fewer than 1 allowed), the waiting period not over: not yet

# Reg 125: Offers. Issue 19 item 3: an Offer of cards one does not hold.
alice> aos offer bob 5 Red for 1 Green
error: you do not hold the cards you offer (reg 125)

alice> aos offer bob 2 Green for 1 Red anonymous
Offer 1 made to bob, anonymously (reg 125)

bob> aos offers
Offer 1 by (anonymous) to bob: 2 Green for 1 Red, open

alice> aos offers
Offer 1 by alice to bob: 2 Green for 1 Red, open

carol> aos offers
no Offers you may see

carol> aos accept 1
error: there is no Offer 1 made to you (reg 125)

bob> aos accept 1
Offer 1 accepted: the cards are exchanged (reg 125)

alice> aos withdraw 1
error: Offer 1 was accepted already (reg 125)

alice> aos hand
alice's hand: 2 Green, 3 Hearts, 4 Mauve, 1 Red

bob> aos hand
bob's hand: 3 Green, 4 Mauve, 1 Red

# Reg 220: Alliances by mutual agreement; reg 230: their membership is
# their members'.
bob> aos ally carol
Alliance 1 proposed to its 2 members; it is formed when all have agreed (reg 220)

carol> aos alliance 1
Alliance 1: bob carol (1 of 2 have agreed: not formed, reg 220)

carol> aos ally bob
Alliance 1 of 2 Contestants is formed by mutual agreement (reg 220)

carol> aos ally bob
error: you have agreed to Alliance 1 already (reg 220)

alice> aos alliance 1
error: you have no Need To Know for the members of Alliance 1 (reg 230)

alice> aos alliance 7
error: you have no Need To Know for the members of Alliance 7 (reg 230)

carol> aos alliance 1
Alliance 1: bob carol

# Reg 113: the weekly Report, published by the clock for the Contestmaster.
clock advance 4d
clock: Contestmaster's Report 1 (reg 113)
Ace of Spades: Contestmaster goethe (reg 102)
Deck: 78 cards (reg 225)
1. alice: 10 cards, 9 dealt
2. bob: 8 cards, 9 dealt
3. carol: 10 cards, 9 dealt
transfers: 3 (reg 225)
NTK: alice for reg 500 (reg 225)
NTK: bob for reg 340 (reg 225)
NTK: carol for reg 340 (reg 225)
reg 340 is now Private (reg 245)
Alliance 1: 2 Contestants, worth -43 in all (reg 225)
Proposal 1, Regulation 500: Adopted, 2 FOR, 0 AGAINST (reg 225)
the time is now 2001-01-08T00:00:00Z

# Four days on, with no Objection, the Contestmaster may do it; not the
# hint, objected to.
goethe> aos act 1
The Contestmaster makes reg 350 Public (reg 250): [This Regulation is Secret].
(Intent 1: 1 support, 0 objections (fewer than 1 allowed): may be done)

> rule 350
Rule 350/0 [mutable] [secret]
|
[This Regulation is Secret].
|
History:
  (none recorded)

goethe> aos act 2
error: Intent 2 may not be acted on: 0 support, 1 objections (fewer than 1 allowed): not yet (reg 250, 103)

# Reg 122: "A Moment of Reckoning shall not occur before April 15, 2002".
# This contest runs in 2001: the admin moves reg 122's first date (a
# parameter, aos.reckon_not_before).
admin> param set aos.reckon_not_before 978566400
aos.reckon_not_before = 978566400 s since 1970 UTC (Ace of Spades reg 122)

# Reg 120: the Moment of Reckoning; reg 124: no Hand is empty; reg 119:
# the Marking Regulations 310, 320, 330, 410 (the Alliance's lowest worth
# added to each member) and 500 (3 Marks a Heart), in that order; reg 121:
# one Finalist is the Semigenius.
bob> aos reckon
error: the Contestmaster declares the Moment of Reckoning (reg 120)

goethe> aos reckon
The Moment of Reckoning (reg 120): 5 Marking Regulations applied (reg 119)
alice: -1 Marks
bob: -24 Marks
carol: -19 Marks
no Hand has a positive worth: no Finalist (reg 120)

# Reg 120: all Regulations and Contest Properties become Public; a vote
# stays its voter's (reg 235), a past value stays as it was (reg 105).
> rule 500
Rule 500/0 [mutable] [private]
|
lua: for _, h in ipairs(hands) do h.worth = h.worth + 3 * (h.cards.Hearts or 0) end
|
History:
  revision 0: created by Proposal 1, 4 Jan 2001 00:00:00 UTC

> aos hand carol
carol's hand: 2 Black, 1 Hearts, 4 Mauve, 3 Red

bob> aos proposal 1
Proposal 1: Regulation 500, by alice
lua: for _, h in ipairs(hands) do h.worth = h.worth + 3 * (h.cards.Hearts or 0) end
bob voted FOR

> aos contest
Ace of Spades: Contestmaster goethe (reg 102); the Moment of Reckoning has passed (reg 120)
Deck: 78 cards (reg 225)
1. alice: 10 cards, 9 dealt
2. bob: 8 cards, 9 dealt
3. carol: 10 cards, 9 dealt
transfers: 3 (reg 225)
NTK: alice for reg 500 (reg 225)
NTK: bob for reg 340 (reg 225)
NTK: carol for reg 340 (reg 225)
reg 340 is now Private (reg 245)
reg 350 is now Public (reg 250)
Alliance 1: 2 Contestants, worth -43 in all (reg 225)
Proposal 1, Regulation 500: Adopted, 2 FOR, 0 AGAINST (reg 225)
The Moment of Reckoning (reg 120): 5 Marking Regulations applied (reg 119)
alice: -1 Marks
bob: -24 Marks
carol: -19 Marks
no Hand has a positive worth: no Finalist (reg 120)

alice> aos offer bob 1 Green for 1 Red
error: the Moment of Reckoning has passed (reg 120)

@verify
