# Trades of shares by Corporation (Ackanomic R1023 1 "Each share is
# associated with a Corporation", R515 trades): an offer names the
# Corporation whose shares move ("N share of CORPORATION"); an unqualified
# count is the giver's one Corporation's, and is refused when the giver
# owns shares of more than one; a trade settles whole or not at all.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# Two Corporations (R1023 3: 40 new shares to each initial member):
# Acme (alice, bob, carol) and Bolt (carol, alice, bob).
alice> org found corp
alice intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Corporation alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Corporation alice intends to form (R1000)

alice> org form Acme corp bob carol
alice forms the Corporation Acme, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Acme (R1001 2 a: an initial member)
bob becomes a member of Acme (R1001 2 a: an initial member)
carol becomes a member of Acme (R1001 2 a: an initial member)
alice receives 40 shares of Acme (R1023 3)
bob receives 40 shares of Acme (R1023 3)
carol receives 40 shares of Acme (R1023 3)

carol> org found corp
carol intends to form a Corporation and is a pseudo-Founder for 7 days (R1000)

alice> org join-intent carol
alice wishes to join the Corporation carol intends to form (R1000)

bob> org join-intent carol
bob wishes to join the Corporation carol intends to form (R1000)

carol> org form Bolt corp alice bob
carol forms the Corporation Bolt, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
carol becomes a member of Bolt (R1001 2 a: an initial member)
alice becomes a member of Bolt (R1001 2 a: an initial member)
bob becomes a member of Bolt (R1001 2 a: an initial member)
carol receives 40 shares of Bolt (R1023 3)
alice receives 40 shares of Bolt (R1023 3)
bob receives 40 shares of Bolt (R1023 3)

# R1023 1: alice owns shares of both: an unqualified count is refused,
# one error, nothing offered.
alice> trade offer to dave 5 share for A$10
error: alice owns shares of more than one Corporation: the trade must say whose (N share of CORPORATION, R1023 1)

> trades
0 offers standing

# R1023 1, R515 ¶2: naming the Corporation. dave accepts (R515 ¶4, ¶5):
# 5 of alice's Acme shares move, none of her Bolt shares.
alice> trade offer to dave 5 share of Acme for A$10
offer 1: alice offers to dave: 5 Shares of Acme for A$10; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

dave> trade accept 1
trade 1 settled: alice gives 5 Shares of Acme to dave; dave gives A$10 to alice (R515 ¶4)

> corp show Acme
Corporation Acme: 120 shares (R1023 1)
  dave: 5
  alice: 35
  bob: 40
  carol: 40
no Chairman (R1023 1)

> corp show Bolt
Corporation Bolt: 120 shares (R1023 1)
  carol: 40
  alice: 40
  bob: 40
no Chairman (R1023 1)

# An unqualified request: the giver is the accepter, so it is checked at
# acceptance (R515 ¶4): bob owns shares of both and is refused; dave owns
# Acme's alone and gives two of them.
carol> trade offer A$6 for 2 share
offer 2: carol offers at large: A$6 for 2 Shares; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade accept 2
error: bob owns shares of more than one Corporation: the trade must say whose (N share of CORPORATION, R1023 1) (R515 ¶4)

dave> trade accept 2
trade 2 settled: carol gives A$6 to dave; dave gives 2 Shares of Acme to carol (R515 ¶4)

> corp show Acme
Corporation Acme: 120 shares (R1023 1)
  carol: 42
  dave: 3
  alice: 35
  bob: 40
no Chairman (R1023 1)

# Bad input, one error each, nothing changes: a Corporation that is not
# one; a kind no Corporation is associated with; more than the giver owns
# of that Corporation (R515 ¶2).
alice> trade offer to dave 1 share of Nobody for nothing
error: no shares are associated with 'Nobody': it is not a Corporation (R1023 1)

alice> trade offer to dave 1 share of dave for nothing
error: no shares are associated with 'dave': it is not a Corporation (R1023 1)

alice> trade offer to dave 2 Trinket of Acme for nothing
error: Trinkets are not associated with a Corporation: only shares are (R1023 1)

alice> trade offer to dave 36 share of Acme for nothing
error: alice owns 35 Shares of Acme, not 36 (R515 ¶2)

# R515 ¶3: an offer lapses when its offerer no longer owns what it
# offers, counted by Corporation: alice still owns 40 Bolt shares, but
# no longer the 35 Acme shares she offered.
alice> trade offer 35 share of Acme for A$1
offer 3: alice offers at large: 35 Shares of Acme for A$1; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

alice> trade offer to bob a share of Acme for nothing
offer 4: alice offers to bob: a Share of Acme for nothing; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade accept 4
trade 4 settled: alice gives a Share of Acme to bob (R515 ¶4)
offer 3 by alice lapses: e no longer owns what it offers (R515 ¶3)

> trade show 3
offer 3: alice offers at large: 35 Shares of Acme for A$1
made 2001-01-01T00:00:00Z, event 19; two-sided
lapsed at 2001-01-01T00:00:00Z (R515 ¶3: its offerer no longer owns what it offers)

# R515 ¶4, ¶5: a trade settles whole or not at all. dave owns 3 Acme and
# 3 Bolt shares; carol requests 5 of Bolt's, so his acceptance is refused
# (five shares of any Corporation are not five of Bolt's) and nothing
# moves, A$ nor shares.
dave> trade offer to bob A$3 for 3 share of Bolt
offer 5: dave offers to bob: A$3 for 3 Shares of Bolt; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

bob> trade accept 5
trade 5 settled: dave gives A$3 to bob; bob gives 3 Shares of Bolt to dave (R515 ¶4)

carol> trade offer to dave A$50 for 5 share of Bolt
offer 6: carol offers to dave: A$50 for 5 Shares of Bolt; it stands until 2001-01-04T00:00:00Z (R515 ¶2, ¶3)

dave> trade accept 6
error: dave owns 3 Shares of Bolt, not 5 (R515 ¶4)

> corp show Bolt
Corporation Bolt: 120 shares (R1023 1)
  carol: 40
  alice: 40
  dave: 3
  bob: 37
no Chairman (R1023 1)

> balance dave
dave: 0 points, 893 A$

# The log replays to the same state (nomic verify).
@verify
