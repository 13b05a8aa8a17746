# The Otzma Card Founder's Boon (Ackanomic R1240.19) on Churches and Cults
# (R1301; src/society/orgs/orgs_church_boon.c, docs/OTZMA.md): a) its
# player becomes the Founder of a Church or Cult e belongs to whose
# original founder is no longer a member; b) one action in it as if e were
# the Founder. No Counter-Action: it takes effect three days after it is
# played (R1240.1 E 9 b), if what it names still holds.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

alice> org found church
alice intends to form a Church and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Church alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Church alice intends to form (R1000)

dave> org join-intent alice
dave wishes to join the Church alice intends to form (R1000)

alice> org form Faith church bob carol dave dogma "Nomic is good"
alice forms the Church Faith, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Faith (R1001 2 a: an initial member)
bob becomes a member of Faith (R1001 2 a: an initial member)
carol becomes a member of Faith (R1001 2 a: an initial member)
dave becomes a member of Faith (R1001 2 a: an initial member)
alice is the Founder of the Church Faith; its Church Dogma: "Nomic is good" (R1301 2)

admin> entity create otzma bob
an Otzma Card (#11) is created, owned by bob

admin> entity set 11 type founders-boon
an Otzma Card (#11): type is founders-boon

admin> entity create otzma bob
an Otzma Card (#12) is created, owned by bob

admin> entity set 12 type founders-boon
an Otzma Card (#12): type is founders-boon

admin> entity create otzma erin
an Otzma Card (#13) is created, owned by erin

admin> entity set 13 type founders-boon
an Otzma Card (#13): type is founders-boon

# The words: founder CHURCH, or act CHURCH VERB PLAYER.
bob> otzma use 11
error: `otzma use CARD founder CHURCH` or `otzma use CARD act CHURCH ordain|defrock|excommunicate|accept PLAYER` (R1240.19)

bob> otzma use 11 act Faith bless carol
error: `otzma use CARD founder CHURCH` or `otzma use CARD act CHURCH ordain|defrock|excommunicate|accept PLAYER` (R1240.19)

# R1240.19 a: "if and only if the original founder ... is no longer a
# member".
bob> otzma use 11 founder Faith
error: alice, the original founder of Faith, is still a member (R1240.19 a)

# "a Church or Cult to which that player belongs".
erin> otzma use 13 act Faith ordain carol
error: a Founder's Boon acts in a Church or Cult to which you belong; you are not a member of Faith (R1240.19)

# R1240.19 b: as if bob were the Founder: ordain (R1301 4 a), checked
# as the Founder's act would be (R1301 4 b).
bob> otzma use 11 act Faith ordain erin
error: erin is not a member of Faith (R1301 4 b)

bob> otzma use 11 act Faith ordain carol
bob uses the Otzma Card #11, a Founder's Boon (R1240.19) on act; it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-04T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) bob carol dave
  Church Policy: none set (its members' alone, R1301 3 e)

# R1240.1 E 8: one use in the public forum in three days.
bob> otzma use 12 act Faith ordain dave
error: you used an Otzma Card in the public forum less than three days ago; wait until 2001-01-04T00:00:00Z (R1240.1 E 8)

# R1240.1 E 9 b: three days later it takes effect.
admin> clock advance 3d
clock: the Founder's Boon #11 takes effect (R1240.19 b)
bob, by the Founder's Boon #11 as if the Founder (R1240.19 b), ordains carol a Priest of Faith (R1301 4 a)
the time is now 2001-01-04T00:00:00Z

> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) bob carol (Priest) dave
  Church Policy: none set (its members' alone, R1301 3 e)

# The Founder leaves (R1301 8 i): the Church is orphan and a Cult.
alice> org leave Faith
alice ceases to be a member of Faith (R1001 5: left)
alice is no longer a member of Faith: it has no Founder and is orphan (R1301 8 i)
the Church Faith has 3 members and 1 Priest: it is transformed into a Cult, keeping all it owns (R1301 8 a, b)

bob> otzma use 12 founder Faith
bob uses the Otzma Card #12, a Founder's Boon (R1240.19) on founder; it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-07T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

admin> clock advance 3d
clock: the Founder's Boon #12 takes effect (R1240.19 a)
bob is the Founder of Faith (R1240.19 a: a Founder's Boon)
the time is now 2001-01-07T00:00:00Z

> church show Faith
Cult Faith; Founder bob
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: bob (Founder) carol (Priest) dave
  Church Policy: none set (its members' alone, R1301 3 e)

# Now bob accepts members as the Founder (R1301 7 b) and the Cult becomes a
# Church by his announcement (R1301 8 g, ¶11).
erin> church petition Faith
erin petitions bob for membership of Faith (R1301 7 a)

bob> church accept Faith erin
erin becomes a member of Faith (R1301 7 b: accepted by the Founder)

bob> org suggest Faith church
bob suggests an action for Faith, "church": suggestion 1 (R1003); approved by 1 of 4 members
the Cult Faith transforms itself into a Church (R1301 8 g)
Faith does suggestion 1, "church" (R1003, R1301 ¶11: the Founder's announcement)

> church show Faith
Church Faith; Founder bob
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: bob (Founder) carol (Priest) dave erin
  Church Policy: none set (its members' alone, R1301 3 e)

# What a Boon names is checked again when it takes effect: dave left
# before, so erin's excommunication has no effect.
erin> otzma use 13 act Faith excommunicate dave
erin uses the Otzma Card #13, a Founder's Boon (R1240.19) on act; it is destroyed (R1240.1 E 2, 5)
it takes effect at 2001-01-10T00:00:00Z unless a Go Fish Counters it first (R1240.1 E 9 b)

dave> org leave Faith
dave ceases to be a member of Faith (R1001 5: left)
the Church Faith has 3 members and 2 Priests: it is transformed into a Cult, keeping all it owns (R1301 8 a, b)

admin> clock advance 3d
clock: the Founder's Boon #13 has no effect: dave is not a member of Faith (R1301 4 b) (R1240.19)
the time is now 2001-01-10T00:00:00Z

> church show Faith
Cult Faith; Founder bob
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: bob (Founder) carol (Priest) erin
  Church Policy: none set (its members' alone, R1301 3 e)
