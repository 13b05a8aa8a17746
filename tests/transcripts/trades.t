# Trades (Ackanomic R515 "Trading and Gifts", R510 "Voluntary Debt
# Prohibited", R505 III the Treasury's donations, R506 A$ and Trinkets,
# R500.2 tradeable, giftable and ackable; src/econ/trades, docs/ECONOMY.md
# "Trades (R515)"): offers exclusive and at large, one-sided and
# two-sided, their acceptance, refusal, withdrawal, expiry and lapse, the
# settlement of both sides at once, gifts, the Treasury as a party, and
# bad input: one line each, nothing changed (`holdings` after).

@include three_players.inc

# Eggs are "tradeable" (R668) and so ackable (R500.2); a Trinket is
# giftable (R506); a Cloak nontradeable (R669).
admin> entity create egg alice
a Chartreuse Goose Egg (#7) is created, owned by alice

admin> entity create egg alice
a Chartreuse Goose Egg (#8) is created, owned by alice

admin> entity create egg bob
a Chartreuse Goose Egg (#9) is created, owned by bob

admin> entity create trinket carol "Lucky Stone" 10 "found in the Wilds"
the Trinket "Lucky Stone" (#10) is created, owned by carol

admin> entity create cloak alice
a Champion's Cloak (#11) is created, owned by alice

# ---- a two-sided trade (R515 ¶2, ¶4, ¶5) ----
# R515 ¶2: "specifying the entities offered ... and the entities
# requested", and "one or more Trading Entities to which the offer is
# made"; the whole offer is public.
alice> trade offer to bob 2 eggs for A$30
offer 1: alice offers to bob: 2 Chartreuse Goose Eggs for A$30; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

> trades
1 offer standing (each lapses if its offerer no longer owns what it offers, R515 ¶3)
offer 1 (standing until 2001-01-04T00:00:00Z): alice offers to bob: 2 Chartreuse Goose Eggs for A$30

# R515 ¶4: only the one it was made to accepts an exclusive offer, "[but
# not one that was offered specifically to someone else]".
carol> trade accept 1
error: offer 1 was made to bob, not to you (R515 ¶4)

# R515 ¶4: nor its offerer.
alice> trade accept 1
error: you cannot accept your own offer (R515 ¶4)

# R515 ¶5: "the entities offered are transferred ... and the entities
# requested in exchange are transferred": both at once.
bob> trade accept 1
trade 1 settled: alice gives 2 Chartreuse Goose Eggs to bob; bob gives A$30 to alice (R515 ¶4)

> holdings alice
alice holds 930 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Champion's Cloak (#11); worn no
total wealth: A$930 (R506)

> holdings bob
bob holds 870 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Chartreuse Goose Egg (#7)
Chartreuse Goose Egg (#8)
Chartreuse Goose Egg (#9)
total wealth: A$870 (R506)

# A second acceptance: one clear error.
bob> trade accept 1
error: offer 1 was accepted by bob already

# ---- a gift (R515 ¶4) ----
# "A one sided trade in which all involved entities are giftable and a
# single recipient is specified is known as a gift or a payment, and is
# automatically accepted": the Trinket, and A$ (R506: "gift entities").
carol> trade offer to alice "Lucky Stone" for nothing
offer 2: carol offers to alice: the Trinket "Lucky Stone" (#10) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
trade 2 settled: carol gives the Trinket "Lucky Stone" (#10) to alice (R515 ¶4 a gift)

bob> trade offer to carol A$20 for nothing
offer 3: bob offers to carol: A$20 for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)
trade 3 settled: bob gives A$20 to carol (R515 ¶4 a gift)

> holdings carol
carol holds 920 A$
Kaa of Land (#5)
Building "carol's House" (#6)
total wealth: A$920 (R506)

# An Egg is ackable: a one-sided offer of it waits for its receiver.
bob> trade offer to carol #9 for nothing
offer 4: bob offers to carol: a Chartreuse Goose Egg (#9) for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

carol> trade accept 4
trade 4 settled: bob gives a Chartreuse Goose Egg (#9) to carol (R515 ¶4)

# ---- at large (R515 ¶2, ¶4) ----
# No party named: "offered at large", and any Trading Entity but its
# offerer may accept it.
carol> trade offer #9 for A$5
offer 5: carol offers at large: a Chartreuse Goose Egg (#9) for A$5; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade accept 5
trade 5 settled: carol gives a Chartreuse Goose Egg (#9) to bob; bob gives A$5 to carol (R515 ¶4)

> holdings carol
carol holds 925 A$
Kaa of Land (#5)
Building "carol's House" (#6)
total wealth: A$925 (R506)

# ---- declined (R515 ¶4; docs/RULINGS.md) ----
alice> trade offer to bob,carol A$10 for #8
offer 6: alice offers to bob and carol: A$10 for a Chartreuse Goose Egg (#8); it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade decline 6
bob declines offer 6

bob> trade accept 6
error: you declined offer 6

carol> trade decline 6
carol declines offer 6
offer 6 ends: every party it was made to declined it

alice> trade accept 6
error: offer 6 was declined

# ---- withdrawn (R515 ¶3: "A Player may retract a trade he or she
# offered") ----
alice> trade offer A$40 for #9
offer 7: alice offers at large: A$40 for a Chartreuse Goose Egg (#9); it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade withdraw 7
error: only its offerer may withdraw offer 7 (R515 ¶3)

alice> trade withdraw 7
alice withdraws offer 7 (R515 ¶3)

bob> trade accept 7
error: offer 7 was withdrawn

# ---- expired (R515 ¶3: "or the offer has been standing for at least
# three days", `trades.standing`) ----
> params trades.standing
trades.standing = 3d (R515 ¶3; 1m to 365d): how long an offer stands unaccepted before it expires

alice> trade offer to carol A$1 for #9
offer 8: alice offers to carol: A$1 for a Chartreuse Goose Egg (#9); it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

> deadlines
deadline 11: 2001-01-04T00:00:00Z trade-expiry, offer 8 by alice expires unless accepted (R515 ¶3)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)

clock advance 2d
the time is now 2001-01-03T00:00:00Z

> trades
1 offer standing (each lapses if its offerer no longer owns what it offers, R515 ¶3)
offer 8 (standing until 2001-01-04T00:00:00Z): alice offers to carol: A$1 for a Chartreuse Goose Egg (#9)

clock advance 1d
clock: offer 8 by alice expires unaccepted (R515 ¶3)
the time is now 2001-01-04T00:00:00Z

carol> trade accept 8
error: offer 8 expired at 2001-01-04T00:00:00Z (R515 ¶3)

# ---- lapsed (R515 ¶3: "or the entity who offered it no longer owns the
# entities offered") ----
bob> trade offer "Lucky Stone" for #8
error: bob does not own the Trinket "Lucky Stone" (#10) (R515 ¶2)

alice> trade offer to carol "Lucky Stone" for A$2
offer 9: alice offers to carol: the Trinket "Lucky Stone" (#10) for A$2; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)

alice> trade offer "Lucky Stone" for #8
offer 10: alice offers at large: the Trinket "Lucky Stone" (#10) for a Chartreuse Goose Egg (#8); it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)

> trade show 9
offer 9: alice offers to carol: the Trinket "Lucky Stone" (#10) for A$2
made 2001-01-04T00:00:00Z, event 28; two-sided
made to carol
standing until 2001-01-07T00:00:00Z; it lapses if alice no longer owns what it offers (R515 ¶3)

# Bob's acceptance of offer 10 takes the Trinket from alice: offer 9
# lapses in the same event.
bob> trade accept 10
trade 10 settled: alice gives the Trinket "Lucky Stone" (#10) to bob; bob gives a Chartreuse Goose Egg (#8) to alice (R515 ¶4)
offer 9 by alice lapses: e no longer owns what it offers (R515 ¶3)

carol> trade accept 9
error: offer 9 lapsed: its offerer no longer owns what it offers (R515 ¶3)

> trade show 9
offer 9: alice offers to carol: the Trinket "Lucky Stone" (#10) for A$2
made 2001-01-04T00:00:00Z, event 28; two-sided
made to carol
lapsed at 2001-01-04T00:00:00Z (R515 ¶3: its offerer no longer owns what it offers)

# An A$ offer lapses when its A$ go elsewhere (a transfer: the ledger).
carol> trade offer A$900 for #7
offer 11: carol offers at large: A$900 for a Chartreuse Goose Egg (#7); it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)

carol> transfer 30 A$ to bob
carol gives 30 A$ to bob

> trades lapsed
2 offers lapsed
offer 9 (lapsed at 2001-01-04T00:00:00Z): alice offers to carol: the Trinket "Lucky Stone" (#10) for A$2
offer 11 (lapsed at 2001-01-04T00:00:00Z): carol offers at large: A$900 for a Chartreuse Goose Egg (#7)

# ---- the Treasury (R505 III) ----
# "The Treasury automatically accepts all one-sided trades offered to it
# (but not at large trades)": an Egg (ackable), and A$ (a donation).
bob> trade offer to Treasury #7 for nothing
offer 12: bob offers to Treasury: a Chartreuse Goose Egg (#7) for nothing; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)
trade 12 settled: bob gives a Chartreuse Goose Egg (#7) to Treasury (R505 III)

alice> trade offer to Treasury A$50 for nothing
offer 13: alice offers to Treasury: A$50 for nothing; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)
trade 13 settled: alice gives A$50 to Treasury (R505 III)

# "If the Treasury ever owns a Trinket, it immediately performs a
# Dissolving Operation on it": its A$10 come back to the Treasury.
bob> trade offer to Treasury "Lucky Stone" for nothing
offer 14: bob offers to Treasury: the Trinket "Lucky Stone" (#10) for nothing; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)
trade 14 settled: bob gives the Trinket "Lucky Stone" (#10) to Treasury (R505 III)

# "... and rejects all two-sided trades offered to it."
alice> trade offer to Treasury A$5 for #9
offer 15: alice offers to Treasury: A$5 for a Chartreuse Goose Egg (#9); it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)
the Treasury rejects offer 15: it rejects every two-sided trade (R505 III)

> trade show 15
offer 15: alice offers to Treasury: A$5 for a Chartreuse Goose Egg (#9)
made 2001-01-04T00:00:00Z, event 36; two-sided
made to Treasury (declined)
declined at 2001-01-04T00:00:00Z (R505 III: the Treasury rejects two-sided trades)

> balance Treasury
Treasury: 0 points, 97350 A$

# An offer at large is not "offered to it": it stands, and the Treasury
# does not act on it.
carol> trade offer A$1 for nothing
offer 16: carol offers at large: A$1 for nothing; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)

# ---- bad input (issue 16 item 7): one line each, nothing changes ----
# Trading what one does not hold (R515 ¶2: "the offering entity must own
# the offered entities").
alice> trade offer to bob #9 for nothing
error: alice does not own a Chartreuse Goose Egg (#9) (R515 ¶2)

alice> trade offer to bob 5 eggs for nothing
error: alice owns 1 Chartreuse Goose Egg, not 5 (R515 ¶2)

# R515 ¶6: "a positive, integral amount"; an amount too large to be held.
alice> trade offer to bob A$-5 for nothing
error: '-5' is not a positive whole amount (R515 ¶6)

alice> trade offer to bob 0 eggs for nothing
error: '0' is not a positive whole amount (R515 ¶6)

alice> trade offer to bob A$99999999999999999999 for nothing
error: '99999999999999999999' is not a positive whole amount (R515 ¶6)

alice> trade offer to bob A$9007199254740993 for nothing
error: '9007199254740993' is not a positive whole amount (R515 ¶6)

alice> trade offer to bob nothing for nothing
error: a trade must specify a positive amount of entities (R515 ¶6)

# R515 ¶2: "All the entities must be Tradeable" (R669: a Cloak is not);
# points cannot be transferred (R603).
alice> trade offer to bob #11 for A$1
error: a Champion's Cloak (#11) is nontradeable (R669, R500.2): only tradeable entities are traded (R515 ¶2)

bob> trade offer to alice A$1 for 1 cloak
error: a Champion's Cloak is nontradeable (R669, R500.2): only tradeable entities are traded (R515 ¶2)

alice> trade offer to bob 5 points for nothing
error: points are not tradeable: players cannot transfer them (R515 ¶2)

# R510: "may not accept or offer a trade ... which would cause the number
# of A$ it owns to be below 0".
alice> trade offer to bob A$5000 for nothing
error: alice owns only A$880: A$5000 would leave em below A$0 (R510)

bob> trade offer to alice #9 for A$2000
offer 17: bob offers to alice: a Chartreuse Goose Egg (#9) for A$2000; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)

alice> trade accept 17
error: alice owns only A$880: A$2000 would leave em below A$0 (R510)

# Bad words.
alice> trade offer to zed A$1 for nothing
error: no player, organisation or Treasury named 'zed' (R515 ¶2)

alice> trade offer to alice A$1 for nothing
error: you cannot offer a trade to yourself (R515 ¶2)

alice> trade offer A$1
error: usage: trade offer [to PARTY[,PARTY...]] GIVE for REQUEST

alice> trade offer 3 for nothing
error: '3': write #3 for that entity, or 3 KIND for a count

alice> trade offer #8 and #8 for nothing
error: the offer names #8 twice

alice> trade accept 99
error: no offer '99' (`trades all` lists them)

# R515 ¶4: a gift is "automatically accepted unless the entity it is
# offered to may not own one or more of the offered entities, in which
# case the trade is illegal": a player On Ice never gains (R250 VI d;
# carol voted, so leaving puts her On Ice, R250 VI f).
carol> propose "Cold" "Nothing happens."
Proposal 1 "Cold" (ordinary) submitted by carol and distributed; voting ends 2001-01-11T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

carol> vote 1 yes
carol votes YES on Proposal 1; it may be changed until 2001-01-11T00:00:00Z (R106)

carol> leave
carol is now On Ice

alice> trade offer to carol A$5 for nothing
error: carol is On Ice and never gains entities (R250 VI d): the gift is illegal (R515 ¶4)

alice> trade offer to bob,carol A$5 for nothing
offer 18: alice offers to bob and carol: A$5 for nothing; it stands until 2001-01-07T00:00:00Z (R515 ¶2, ¶3)

carol> trade accept 18
error: absent players may only leave, change state or post (R250 II b)

alice> trade withdraw 18
alice withdraws offer 18 (R515 ¶3)

# Nothing above changed anything.
> holdings alice
alice holds 880 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Chartreuse Goose Egg (#8)
Champion's Cloak (#11); worn no
total wealth: A$880 (R506)

> holdings bob
bob holds 875 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Chartreuse Goose Egg (#9)
total wealth: A$875 (R506)

> holdings carol
carol holds 895 A$
Kaa of Land (#5)
Building "carol's House" (#6)
total wealth: A$895 (R506)

> trades all
18 offers
offer 1 (accepted at 2001-01-01T00:00:00Z by bob): alice offers to bob: 2 Chartreuse Goose Eggs for A$30
offer 2 (accepted at 2001-01-01T00:00:00Z by alice): carol offers to alice: the Trinket "Lucky Stone" (#10) for nothing
offer 3 (accepted at 2001-01-01T00:00:00Z by carol): bob offers to carol: A$20 for nothing
offer 4 (accepted at 2001-01-01T00:00:00Z by carol): bob offers to carol: a Chartreuse Goose Egg (#9) for nothing
offer 5 (accepted at 2001-01-01T00:00:00Z by bob): carol offers at large: a Chartreuse Goose Egg (#9) for A$5
offer 6 (declined at 2001-01-01T00:00:00Z): alice offers to bob and carol: A$10 for a Chartreuse Goose Egg (#8)
offer 7 (withdrawn at 2001-01-01T00:00:00Z): alice offers at large: A$40 for a Chartreuse Goose Egg (#9)
offer 8 (expired at 2001-01-04T00:00:00Z): alice offers to carol: A$1 for a Chartreuse Goose Egg (#9)
offer 9 (lapsed at 2001-01-04T00:00:00Z): alice offers to carol: the Trinket "Lucky Stone" (#10) for A$2
offer 10 (accepted at 2001-01-04T00:00:00Z by bob): alice offers at large: the Trinket "Lucky Stone" (#10) for a Chartreuse Goose Egg (#8)
offer 11 (lapsed at 2001-01-04T00:00:00Z): carol offers at large: A$900 for a Chartreuse Goose Egg (#7)
offer 12 (accepted at 2001-01-04T00:00:00Z by Treasury): bob offers to Treasury: a Chartreuse Goose Egg (#7) for nothing
offer 13 (accepted at 2001-01-04T00:00:00Z by Treasury): alice offers to Treasury: A$50 for nothing
offer 14 (accepted at 2001-01-04T00:00:00Z by Treasury): bob offers to Treasury: the Trinket "Lucky Stone" (#10) for nothing
offer 15 (declined at 2001-01-04T00:00:00Z): alice offers to Treasury: A$5 for a Chartreuse Goose Egg (#9)
offer 16 (standing until 2001-01-07T00:00:00Z): carol offers at large: A$1 for nothing
offer 17 (standing until 2001-01-07T00:00:00Z): bob offers to alice: a Chartreuse Goose Egg (#9) for A$2000
offer 18 (withdrawn at 2001-01-04T00:00:00Z): alice offers to bob and carol: A$5 for nothing
