# Auctions (Ackanomic R516 1-8; R520 Auction Them Entities; R715 Contempt;
# R506 A$; src/econ/auctions, docs/ECONOMY.md "Auctions (R516, R520)"):
# calling an auction by a player and by the rules, bids and their
# disqualifications, the close by the clock with its ties, commission,
# unsold items, lots, Shubik auctions, Contempt and voided auctions, and
# the Financier's weekly Auction Them Entities. Every refusal is one line
# and changes nothing.

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

admin> appoint dave Speaker
dave is now Speaker

admin> office create Financier
office Financier created

admin> appoint erin Financier
erin is now Financier

admin> entity create trinket alice "Red Stone" 10 "a red stone"
the Trinket "Red Stone" (#11) is created, owned by alice

admin> entity create egg alice
a Chartreuse Goose Egg (#12) is created, owned by alice

admin> entity create egg alice
a Chartreuse Goose Egg (#13) is created, owned by alice

admin> entity create cloak alice
a Champion's Cloak (#14) is created, owned by alice

# R516 1a: a player auctions tradeable entities e owns.
bob> auction call 11
error: you do not own the Trinket "Red Stone" (#11) (R516 1a)

alice> auction call 14
error: a Champion's Cloak (#14) is nontradeable: only tradeable entities are auctioned (R516 1a)

alice> auction call 99
error: no entity '99' (see `entities`)

alice> auction call 11 lot
error: a lot is of more than one item (R516 1b)

alice> auction call 12 13 private shubik
error: only a public auction of exactly one item may be a Shubik Auction (R516 7)

alice> auction call 11 min A$x
error: 'A$x' is not a minimum bid in A$ (R516 1c)

# R516 1, 1c, 1d: public, minimum A$0 by default; the caller is the
# Auctioneer (R516 2).
alice> auction call 11
Auction 1 is called (called by alice, R516): the Trinket "Red Stone" (#11); public; minimum bid A$0; Auctioneer alice; bids `bid 1 A$X` until 2001-01-04T00:00:00Z at the earliest (R516 5)

alice> auction call 11
error: the Trinket "Red Stone" (#11) is being auctioned already (auction 1)

> auctions
auction 1: the Trinket "Red Stone" (#11); public; minimum A$0; Auctioneer alice (Chief Cheese, R516 3); open until 2001-01-04T00:00:00Z; no bids yet

# R516 6a: a positive amount of A$.
bob> bid 1 A$0
error: a bid is a positive amount of A$ (R516 6a)

bob> bid 1 A$50
bob bids A$50 in auction 1 (R516 6e)

# R516 6b: each bid after the first exceeds the previous by 10%. So no
# two qualified bids of a public auction are equal, and R516 6d's ties
# arise only in private auctions (below; docs/RULINGS.md).
carol> bid 1 A$54
carol's bid of A$54 in auction 1 does not exceed the previous bid, A$50, by 10%: the bid is disqualified (R516 6b)

carol> bid 1 A$55
carol bids A$55 in auction 1 (R516 6e)

# R516 6a: more than one holds: disqualified, with all eir bids.
bob> bid 1 A$901
bob bids A$901 in auction 1, more than the A$900 e holds: e and eir bids are disqualified (R516 6a)

bob> bid 1 A$70
error: you are disqualified from auction 1 (R516 6a)

> auction show 1
auction 1: the Trinket "Red Stone" (#11); public; minimum A$0; Auctioneer alice (Chief Cheese, R516 3); open until 2001-01-04T00:00:00Z; highest bid A$55 by carol
called 2001-01-01T00:00:00Z, called by alice; initiator alice
  bob bids A$50 at 2001-01-01T00:00:00Z: qualified, but the bidder is disqualified
  carol bids A$54 at 2001-01-01T00:00:00Z: under the increment (R516 6b)
  carol bids A$55 at 2001-01-01T00:00:00Z: qualified
  bob bids A$901 at 2001-01-01T00:00:00Z: above the bidder's A$ (R516 6a)

# R516 5: 12 hours past the most recent bid, if that is later.
clock advance 2d20h
clock: dave is paid A$35 as Speaker for 2001-01 (R405 (iii), R401 (iv))
erin is paid A$25 as Financier for 2001-01 (R403 (ii), R401 (iv))
the time is now 2001-01-03T20:00:00Z

dave> bid 1 A$61
dave bids A$61 in auction 1 (R516 6e)
auction 1 now closes at 2001-01-04T08:00:00Z, 12 hours after this bid (R516 5)

clock advance 4h
the time is now 2001-01-04T00:00:00Z

> auctions
auction 1: the Trinket "Red Stone" (#11); public; minimum A$0; Auctioneer alice (Chief Cheese, R516 3); open until 2001-01-04T08:00:00Z; highest bid A$61 by dave

clock advance 8h
clock: Auction 1 is over (R516 5): the Trinket "Red Stone" (#11)
dave wins the Trinket "Red Stone" (#11) for A$61, paid to alice (R516 6c)
the time is now 2001-01-04T08:00:00Z

> auction show 1
auction 1: the Trinket "Red Stone" (#11); public; minimum A$0; Auctioneer alice; closed
called 2001-01-01T00:00:00Z, called by alice; initiator alice
  bob bids A$50 at 2001-01-01T00:00:00Z: qualified, but the bidder is disqualified
  carol bids A$54 at 2001-01-01T00:00:00Z: under the increment (R516 6b)
  carol bids A$55 at 2001-01-01T00:00:00Z: qualified
  bob bids A$901 at 2001-01-01T00:00:00Z: above the bidder's A$ (R516 6a)
  dave bids A$61 at 2001-01-03T20:00:00Z: qualified
Auction 1 is over (R516 5): the Trinket "Red Stone" (#11)
dave wins the Trinket "Red Stone" (#11) for A$61, paid to alice (R516 6c)

> holdings alice
alice holds 961 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Chartreuse Goose Egg (#12)
Chartreuse Goose Egg (#13)
Champion's Cloak (#14); worn no
total wealth: A$961 (R506)

> holdings dave
dave holds 874 A$
Kaa of Land (#7)
Building "dave's House" (#8)
Trinket "Red Stone" (#11) (A$10)
total wealth: A$884 (R506)

# R516 6a: a bid below the minimum disqualifies its bidder; R516 6c:
# fewer bidders than items, the minimum above A$0, a player's auction: the
# rest revert to (stay with) the player who called it.
alice> auction call 12 13 min A$20
Auction 2 is called (called by alice, R516): a Chartreuse Goose Egg (#12) and a Chartreuse Goose Egg (#13); public; minimum bid A$20; Auctioneer alice; bids `bid 2 A$X` until 2001-01-07T08:00:00Z at the earliest (R516 5)

carol> bid 2 A$10
carol bids A$10 in auction 2, below its minimum bid A$20: e and eir bids are disqualified (R516 6a)

carol> bid 2 A$30
error: you are disqualified from auction 2 (R516 6a)

bob> bid 2 A$30
bob bids A$30 in auction 2 (R516 6e)

clock advance 3d
clock: Auction 2 is over (R516 5): a Chartreuse Goose Egg (#12) and a Chartreuse Goose Egg (#13)
bob wins a Chartreuse Goose Egg (#12) for A$30, paid to alice (R516 6c)
a Chartreuse Goose Egg (#13) is not sold and stays alice's, who called the auction (R516 6c)
the time is now 2001-01-07T08:00:00Z

> entities egg
2 entities of the kind Chartreuse Goose Eggs
Chartreuse Goose Egg (#12): bob
Chartreuse Goose Egg (#13): alice

# R516 1b: a lot is one item; R516 6c: its one winner takes all of it.
admin> entity create egg alice
a Chartreuse Goose Egg (#15) is created, owned by alice

alice> auction call 13 15 lot
Auction 3 is called (called by alice, R516): a Chartreuse Goose Egg (#13) and a Chartreuse Goose Egg (#15), as one lot; public; minimum bid A$0; Auctioneer alice; bids `bid 3 A$X` until 2001-01-10T08:00:00Z at the earliest (R516 5)

bob> bid 3 A$20
bob bids A$20 in auction 3 (R516 6e)

carol> bid 3 A$25
carol bids A$25 in auction 3 (R516 6e)

clock advance 3d
clock: Auction 3 is over (R516 5): a Chartreuse Goose Egg (#13) and a Chartreuse Goose Egg (#15), as one lot
carol wins a Chartreuse Goose Egg (#13), a Chartreuse Goose Egg (#15) for A$25, paid to alice (R516 6c)
the time is now 2001-01-10T08:00:00Z

> entities egg
3 entities of the kind Chartreuse Goose Eggs
Chartreuse Goose Egg (#12): bob
Chartreuse Goose Egg (#13): carol
Chartreuse Goose Egg (#15): carol

# R516 7: a Shubik auction; each bid 1% over the previous (R516 6b);
# the second highest bidder forfeits eir bid to the Treasury.
dave> auction call 11 shubik
Auction 4 is called (called by dave, R516): the Trinket "Red Stone" (#11); public, a Shubik Auction: the second highest bidder forfeits eir bid (R516 7); minimum bid A$0; Auctioneer dave; bids `bid 4 A$X` until 2001-01-13T08:00:00Z at the earliest (R516 5)

carol> bid 4 A$100
carol bids A$100 in auction 4 (R516 6e)

alice> bid 4 A$100
alice's bid of A$100 in auction 4 does not exceed the previous bid, A$100, by 1%: the bid is disqualified (R516 6b)

alice> bid 4 A$101
alice bids A$101 in auction 4 (R516 6e)

carol> bid 4 A$103
carol bids A$103 in auction 4 (R516 6e)

clock advance 3d
clock: Auction 4 is over (R516 5): the Trinket "Red Stone" (#11)
carol wins the Trinket "Red Stone" (#11) for A$103, paid to dave (R516 6c)
alice, the second highest bidder, forfeits eir bid of A$101 to the Treasury (R516 7)
the time is now 2001-01-13T08:00:00Z

> holdings carol
carol holds 772 A$
Kaa of Land (#5)
Building "carol's House" (#6)
Trinket "Red Stone" (#11) (A$10)
Chartreuse Goose Egg (#13)
Chartreuse Goose Egg (#15)
total wealth: A$782 (R506)

> holdings alice
alice holds 915 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Champion's Cloak (#14); worn no
total wealth: A$915 (R506)

# R516 1, 1e, 8: the rules call auctions of unowned items, the Speaker
# their Auctioneer; such an item is Somewhere Else meanwhile, not in the
# Treasury. R516 6c: nobody bids and the minimum was A$0: the Auctioneer
# receives it.
admin> entity create egg Treasury
a Chartreuse Goose Egg (#16) is created, owned by Treasury

admin> entity create egg Treasury
a Chartreuse Goose Egg (#17) is created, owned by Treasury

admin> auction rules 16
Auction 5 is called (called by the rules, R516): a Chartreuse Goose Egg (#16); public; minimum bid A$0; Auctioneer dave; bids `bid 5 A$X` until 2001-01-16T08:00:00Z at the earliest (R516 5)

admin> auction rules 12
error: a Chartreuse Goose Egg (#12) is owned: the rules auction only unowned items (R516 1a)

> entity show 16
a Chartreuse Goose Egg (#16): tradeable, ackable, nameless (R668)
owner: Somewhere Else
created 2001-01-13T08:00:00Z, event 44: by the admin

clock advance 3d
clock: Auction 5 is over (R516 5): a Chartreuse Goose Egg (#16)
a Chartreuse Goose Egg (#16) is not sold and goes to the Auctioneer, dave: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
the time is now 2001-01-16T08:00:00Z

> entity show 16
a Chartreuse Goose Egg (#16): tradeable, ackable, nameless (R668)
owner: dave
created 2001-01-13T08:00:00Z, event 44: by the admin

# R516 6c: the minimum was not A$0 and it was unowned: destroyed.
admin> auction rules 17 min A$5
Auction 6 is called (called by the rules, R516): a Chartreuse Goose Egg (#17); public; minimum bid A$5; Auctioneer dave; bids `bid 6 A$X` until 2001-01-19T08:00:00Z at the earliest (R516 5)

clock advance 3d
clock: Auction 6 is over (R516 5): a Chartreuse Goose Egg (#17)
a Chartreuse Goose Egg (#17) is not sold and is destroyed: it was unowned (R516 6c)
Nobody made a qualified bid
the time is now 2001-01-19T08:00:00Z

> entity show 17
error: no entity '17' (`entities` lists them)

# R516 6e: a private auction's bids are sealed; R516 3: its Auctioneer
# may not bid; R516 6d: a tie drawn at random, and said so; R516 5: the
# Auctioneer's 10% commission of the money paid into the Treasury.
admin> entity create egg Treasury
a Chartreuse Goose Egg (#18) is created, owned by Treasury

admin> auction rules 18 private
Auction 7 is called (called by the rules, R516): a Chartreuse Goose Egg (#18); private: bids are sealed (R516 6e); minimum bid A$0; Auctioneer dave; bids `bid 7 A$X` until 2001-01-22T08:00:00Z at the earliest (R516 5)

dave> bid 7 A$10
error: the Auctioneer is disqualified to bid in a private auction (R516 3)

bob> bid 7 A$40
your sealed bid of A$40 in auction 7 is accepted by the Auctioneer, dave (R516 4, 6e)

carol> bid 7 A$40
your sealed bid of A$40 in auction 7 is accepted by the Auctioneer, dave (R516 4, 6e)

carol> bid 7 A$30
your sealed bid of A$30 in auction 7 is accepted by the Auctioneer, dave (R516 4, 6e); only your highest bid counts (R516 6a)

erin> bid 7 A$5000
erin bids A$5000 in auction 7, more than the A$925 e holds: e and eir bids are disqualified (R516 6a)

erin> bid 7 A$1
error: you are disqualified from auction 7 (R516 6a)

alice> auction show 7
auction 7: a Chartreuse Goose Egg (#18); private; minimum A$0; Auctioneer dave (Chief Cheese, R516 3); open until 2001-01-22T08:00:00Z; bids sealed (R516 6e)
called 2001-01-19T08:00:00Z, called by the rules; initiator dave

bob> auction show 7
auction 7: a Chartreuse Goose Egg (#18); private; minimum A$0; Auctioneer dave (Chief Cheese, R516 3); open until 2001-01-22T08:00:00Z; bids sealed (R516 6e); your highest bid A$40
called 2001-01-19T08:00:00Z, called by the rules; initiator dave
  bob bids A$40 at 2001-01-19T08:00:00Z: qualified

dave> auction show 7
auction 7: a Chartreuse Goose Egg (#18); private; minimum A$0; Auctioneer dave (Chief Cheese, R516 3); open until 2001-01-22T08:00:00Z; highest bid A$40 by bob
called 2001-01-19T08:00:00Z, called by the rules; initiator dave
  bob bids A$40 at 2001-01-19T08:00:00Z: qualified
  carol bids A$40 at 2001-01-19T08:00:00Z: qualified
  carol bids A$30 at 2001-01-19T08:00:00Z: qualified
  erin bids A$5000 at 2001-01-19T08:00:00Z: above the bidder's A$ (R516 6a)

> auctions
auction 1: the Trinket "Red Stone" (#11); public; minimum A$0; Auctioneer alice; closed
auction 2: a Chartreuse Goose Egg (#12) and a Chartreuse Goose Egg (#13); public; minimum A$20; Auctioneer alice; closed
auction 3: a Chartreuse Goose Egg (#13) and a Chartreuse Goose Egg (#15), as one lot; public; minimum A$0; Auctioneer alice; closed
auction 4: the Trinket "Red Stone" (#11); public, Shubik; minimum A$0; Auctioneer dave; closed
auction 5: a Chartreuse Goose Egg (#16); public; minimum A$0; Auctioneer dave; closed
auction 6: #17 (gone); public; minimum A$5; Auctioneer dave; closed
auction 7: a Chartreuse Goose Egg (#18); private; minimum A$0; Auctioneer dave (Chief Cheese, R516 3); open until 2001-01-22T08:00:00Z; bids sealed (R516 6e)

clock advance 3d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: Auction 7 is over (R516 5): a Chartreuse Goose Egg (#18)
The bids of A$40 by bob and carol are tied: the Auctioneer drew at random, and the order is bob, carol (R516 6d)
bob wins a Chartreuse Goose Egg (#18) for A$40, paid to the Treasury (R516 6c)
The Auctioneer, dave, keeps A$4 of it as commission (R516 5)
the time is now 2001-01-22T08:00:00Z

> auction show 7
auction 7: a Chartreuse Goose Egg (#18); private; minimum A$0; Auctioneer dave; closed
called 2001-01-19T08:00:00Z, called by the rules; initiator dave
  bob bids A$40 at 2001-01-19T08:00:00Z: qualified
  carol bids A$40 at 2001-01-19T08:00:00Z: qualified
  carol bids A$30 at 2001-01-19T08:00:00Z: qualified
  erin bids A$5000 at 2001-01-19T08:00:00Z: above the bidder's A$ (R516 6a)
Auction 7 is over (R516 5): a Chartreuse Goose Egg (#18)
The bids of A$40 by bob and carol are tied: the Auctioneer drew at random, and the order is bob, carol (R516 6d)
bob wins a Chartreuse Goose Egg (#18) for A$40, paid to the Treasury (R516 6c)
The Auctioneer, dave, keeps A$4 of it as commission (R516 5)

> holdings dave
dave holds 981 A$
Kaa of Land (#7)
Building "dave's House" (#8)
Chartreuse Goose Egg (#16)
total wealth: A$981 (R506)

# R516 6c: a bidder who cannot pay at the close is held in Contempt
# (R715) and the auction is voided; one the rules called is called again.
admin> entity create egg Treasury
a Chartreuse Goose Egg (#19) is created, owned by Treasury

admin> auction rules 19
Auction 8 is called (called by the rules, R516): a Chartreuse Goose Egg (#19); public; minimum bid A$0; Auctioneer dave; bids `bid 8 A$X` until 2001-01-25T08:00:00Z at the earliest (R516 5)

bob> bid 8 A$800
bob bids A$800 in auction 8 (R516 6e)

bob> transfer 700 A$ to alice
bob gives 700 A$ to alice

# R516 6c: a player who no longer has what e auctions: Contempt, void.
admin> entity create trinket carol "Blue Stone" 10 "a blue stone"
the Trinket "Blue Stone" (#20) is created, owned by carol

carol> auction call 20
Auction 9 is called (called by carol, R516): the Trinket "Blue Stone" (#20); public; minimum bid A$0; Auctioneer carol; bids `bid 9 A$X` until 2001-01-25T08:00:00Z at the earliest (R516 5)

carol> give 20 to alice
the Trinket "Blue Stone" (#20) goes from carol to alice

alice> bid 9 A$5
alice bids A$5 in auction 9 (R516 6e)

clock advance 3d
clock: Auction 8 is over (R516 5): a Chartreuse Goose Egg (#19)
bob is held in Contempt: e bid A$800 in auction 8 and holds only A$130 (R516 6c, R715)
Auction 8 is voided (R516 6c)
Auction 10 is called (auction 8 reinitiated, R516 6c, R516): a Chartreuse Goose Egg (#19); public; minimum bid A$0; Auctioneer dave; bids `bid 10 A$X` until 2001-01-28T08:00:00Z at the earliest (R516 5)
clock: Auction 9 is over (R516 5): the Trinket "Blue Stone" (#20)
carol is held in Contempt: e called auction 9 and no longer has its items (R516 6c, R715)
Auction 9 is voided (R516 6c)
the time is now 2001-01-25T08:00:00Z

> auction show 8
auction 8: a Chartreuse Goose Egg (#19); public; minimum A$0; Auctioneer dave; voided
called 2001-01-22T08:00:00Z, called by the rules; initiator dave
  bob bids A$800 at 2001-01-22T08:00:00Z: qualified
Auction 8 is over (R516 5): a Chartreuse Goose Egg (#19)
bob is held in Contempt: e bid A$800 in auction 8 and holds only A$130 (R516 6c, R715)
Auction 8 is voided (R516 6c)
It is reinitiated as auction 10 (R516 6c)

> auction show 10
auction 10: a Chartreuse Goose Egg (#19); public; minimum A$0; Auctioneer dave (Chief Cheese, R516 3); open until 2001-01-28T08:00:00Z; no bids yet
called 2001-01-25T08:00:00Z, auction 8 reinitiated, R516 6c; initiator dave
  no bids

> entity show 20
the Trinket "Blue Stone" (#20): tradeable, giftable, named (R506)
owner: alice
created 2001-01-22T08:00:00Z, event 69: by the admin
value: A$10
description: a blue stone

# R520: once per calendar week the Financier calls an Auction Them
# Entities auction of a tradeable entity in the Treasury.
admin> entity create egg Treasury
a Chartreuse Goose Egg (#21) is created, owned by Treasury

admin> entity create egg Treasury
a Chartreuse Goose Egg (#22) is created, owned by Treasury

bob> auction them 21
error: only the holder of that office may do that

erin> auction them 13
error: a Chartreuse Goose Egg (#13) is not in the Treasury (R520)

erin> auction them 21
Auction 11 (Auction Them Entities, R520) is called (the Financier's privilege, R520, R516): a Chartreuse Goose Egg (#21); public; minimum bid A$0; Auctioneer erin; bids `bid 11 A$X` until 2001-01-28T08:00:00Z at the earliest (R516 5)

erin> auction them 22
error: the Financier has called an Auction Them Entities auction this calendar week already (R520: once per week)

bob> auction request 22
error: the Financier has called an Auction Them Entities auction this calendar week already: no request until next week (R520)

clock advance 7d
clock: bob made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: Auction 10 is over (R516 5): a Chartreuse Goose Egg (#19)
a Chartreuse Goose Egg (#19) is not sold and goes to the Auctioneer, dave: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: Auction 11 is over (R516 5): a Chartreuse Goose Egg (#21)
a Chartreuse Goose Egg (#21) is not sold and goes to the Auctioneer, erin: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
clock: bob's sentence has expired (R709)
clock: carol's sentence has expired (R709)
the time is now 2001-02-01T08:00:00Z

# R520: any player may request one, paying A$10, when the Financier has
# not called one that week; only the first request binds.
bob> auction request 22
bob requests an Auction Them Entities auction of a Chartreuse Goose Egg (#22) and pays A$10 into the Treasury; the Financier, erin, must call it by 2001-02-04T08:00:00Z (`auction them 22`, R520)

carol> auction request 22
error: bob requested an auction this calendar week already; the Financier is bound only by the first (R520)

> duties Financier
Financier (erin):
- R412 (a): keep the record of who owns what; by the server: the ledger, the Financier's report
- R412 (b): log every transfer, creation and destruction; by the server: the ledger's log
- R520: call the Auction Them Entities auction a player requested and paid for; by the holder: `auction them ENTITY`
  #1 call the Auction Them Entities auction of a Chartreuse Goose Egg (#22) that bob requested (R520): due 2001-02-04T08:00:00Z

erin> duty done 1
error: the Financier does this duty by calling the auction: `auction them ENTITY` (R520)

erin> auction them 22
Auction 12 (Auction Them Entities, R520) is called (the Financier's privilege, R520, R516): a Chartreuse Goose Egg (#22); public; minimum bid A$0; Auctioneer erin; bids `bid 12 A$X` until 2001-02-04T08:00:00Z at the earliest (R516 5)
The Financier's duty to call the auction bob requested is done (R520)

> duties Financier
Financier (erin):
- R412 (a): keep the record of who owns what; by the server: the ledger, the Financier's report
- R412 (b): log every transfer, creation and destruction; by the server: the ledger's log
- R520: call the Auction Them Entities auction a player requested and paid for; by the holder: `auction them ENTITY`
  #1 call the Auction Them Entities auction of a Chartreuse Goose Egg (#22) that bob requested (R520): done by erin (`auction them`, auction 12) at 2001-02-01T08:00:00Z

# R520 "must call such an Auction within three days": a duty (R401 (x))
# not done in time is the Crime of Non-Performance (R701).
clock advance 7d
clock: Auction 12 is over (R516 5): a Chartreuse Goose Egg (#22)
a Chartreuse Goose Egg (#22) is not sold and goes to the Auctioneer, erin: the minimum bid was A$0 (R516 6c)
Nobody made a qualified bid
clock: dave is paid A$35 as Speaker for 2001-02 (R405 (iii), R401 (iv))
erin is paid A$25 as Financier for 2001-02 (R403 (ii), R401 (iv))
the time is now 2001-02-08T08:00:00Z

admin> entity create egg Treasury
a Chartreuse Goose Egg (#23) is created, owned by Treasury

dave> auction request 23
dave requests an Auction Them Entities auction of a Chartreuse Goose Egg (#23) and pays A$10 into the Treasury; the Financier, erin, must call it by 2001-02-11T08:00:00Z (`auction them 23`, R520)

clock advance 3d
clock: Financier (erin) has not done eir duty in time (3d, R401 (x)): call the Auction Them Entities auction of a Chartreuse Goose Egg (#23) that dave requested (R520). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj erin Non-Performance REASONING` (R710). The duty is still due.
the time is now 2001-02-11T08:00:00Z
