# The Otzma-Day's end (Ackanomic R1240.1 C g; src/society/otzma/otzma_day.c,
# docs/OTZMA.md): the cards in the Treasury listed and auctioned, all the cards
# of a type as one set, not grouped (R516 1b), initiated by the RuneMaker; at
# the day's natural end by its deadline, or when the RuneMaker ends it, public
# or private at eir discretion. The auctions are the existing ones (R516).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> appoint dave Speaker
dave is now Speaker

admin> office create RuneMaker
office RuneMaker created

admin> appoint bob RuneMaker
bob is now RuneMaker

# Cards in the Treasury before the day (R1240.1 C g: "both the cards in the
# treasury and those that he created").
admin> entity create otzma Treasury
an Otzma Card (#9) is created, owned by Treasury

admin> entity set 9 type go-fish
an Otzma Card (#9): type is go-fish

admin> entity create otzma Treasury
an Otzma Card (#10) is created, owned by Treasury

admin> entity set 10 type go-fish
an Otzma Card (#10): type is go-fish

admin> entity create otzma Treasury
an Otzma Card (#11) is created, owned by Treasury

admin> entity set 11 type shield
an Otzma Card (#11): type is shield

admin> otzma declare 0
a Rule declares an Otzma-Day from 2001-01-01T00:00:00Z to 2001-01-04T00:00:00Z (R1240.1 C 2, 3)

> deadlines
deadline 5: 2001-01-01T12:00:00Z office-salaries (R401 (iv))
deadline 6: 2001-01-04T00:00:00Z otzma-day-end (R1240.1 C g)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)

# R1240.1 C 3: it lasts three days; at its end, C g: the list and one auction
# per type.
clock advance 3d
clock: dave is paid A$35 as Speaker for 2001-01 (R405 (iii), R401 (iv))
clock: the Otzma-Day ends: 0 Otzma Cards created; the Otzma Cards in the Treasury, each type auctioned as one set (R1240.1 C 3, g):
Auction 1 is called (R1240.1 C g: the Otzma-Day's end, R516): an Otzma Card (#9) and an Otzma Card (#10); public; minimum bid A$0; Auctioneer bob; bids `bid 1 A$X` until 2001-01-07T00:00:00Z at the earliest (R516 5)
  Go Fish: #9, #10; auction 1 (public)
Auction 2 is called (R1240.1 C g: the Otzma-Day's end, R516): an Otzma Card (#11); public; minimum bid A$0; Auctioneer bob; bids `bid 2 A$X` until 2001-01-07T00:00:00Z at the earliest (R516 5)
  Shield: #11; auction 2 (public)
the time is now 2001-01-04T00:00:00Z

> auctions
auction 1: an Otzma Card (#9) and an Otzma Card (#10); public; minimum A$0; Auctioneer bob (Chief Cheese, R516 3); open until 2001-01-07T00:00:00Z; no bids yet
auction 2: an Otzma Card (#11); public; minimum A$0; Auctioneer bob (Chief Cheese, R516 3); open until 2001-01-07T00:00:00Z; no bids yet

# R1240.1 C g, R516 8: the cards auctioned are not in the Treasury.
> entities Treasury
0 entities owned by Treasury

# Ten days later (C 3), another; the RuneMaker ends it early and chooses
# private auctions.
clock advance 10d
clock: Auction 1 is over (R516 5): an Otzma Card (#9) and an Otzma Card (#10)
an Otzma Card (#9) is not sold and goes to the Auctioneer, bob: the minimum bid was A$0 (R516 6c)
an Otzma Card (#10) is not sold and goes to the Auctioneer, bob: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
clock: Auction 2 is over (R516 5): an Otzma Card (#11)
an Otzma Card (#11) is not sold and goes to the Auctioneer, bob: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
the time is now 2001-01-14T00:00:00Z

admin> entity create otzma Treasury
an Otzma Card (#12) is created, owned by Treasury

admin> entity set 12 type roulette-wheel
an Otzma Card (#12): type is roulette-wheel

admin> otzma declare 0
a Rule declares an Otzma-Day from 2001-01-14T00:00:00Z to 2001-01-17T00:00:00Z (R1240.1 C 2, 3)

bob> otzma end sealed
error: `otzma end [public|private]`: the auctions at the end (R1240.1 C g)

bob> otzma end private
bob declares the end of the Otzma-Day: 0 Otzma Cards created (R1240.1 C 3)
Auction 3 is called (R1240.1 C g: the Otzma-Day's end, R516): an Otzma Card (#12); private: bids are sealed (R516 6e); minimum bid A$0; Auctioneer bob; bids `bid 3 A$X` until 2001-01-17T00:00:00Z at the earliest (R516 5)
  Roulette Wheel: #12; auction 3 (private)

> auctions
auction 1: an Otzma Card (#9) and an Otzma Card (#10); public; minimum A$0; Auctioneer bob; closed
auction 2: an Otzma Card (#11); public; minimum A$0; Auctioneer bob; closed
auction 3: an Otzma Card (#12); private; minimum A$0; Auctioneer bob (Chief Cheese, R516 3); open until 2001-01-17T00:00:00Z; bids sealed (R516 6e)

# Its deadline was cancelled: nothing more at the three days' end.
clock advance 3d
clock: Auction 3 is over (R516 5): an Otzma Card (#12)
an Otzma Card (#12) is not sold and goes to the Auctioneer, bob: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
the time is now 2001-01-17T00:00:00Z

