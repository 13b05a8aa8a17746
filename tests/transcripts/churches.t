# Churches and Cults (Ackanomic R1301; src/society/orgs/orgs_church*.c,
# docs/ORGANISATIONS.md "Churches and Cults"): founding with three
# Followers and a Church Dogma, one a calendar month (¶2); the hidden
# Church Policy (¶3); Priests ordained, defrocked, excommunication (¶4);
# petition and the Founder's acceptance, at most three Churches (¶6, ¶7);
# a Cult, which may not trade, and back by Organisational Action (¶8 a, b,
# g); the Founder's announcement (¶11); an orphan Church (¶8 i);
# Iconoclasm (¶3 c); R1009. Each refusal is one line and changes nothing.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

# R1301 1: "Churches are foundable" (R1000's pseudo-Founder).
alice> org found church
alice intends to form a Church and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Church alice intends to form (R1000)

carol> org join-intent alice
carol wishes to join the Church alice intends to form (R1000)

dave> org join-intent alice
dave wishes to join the Church alice intends to form (R1000)

# ¶2: "three Followers in addition to eirself".
alice> org form Faith church bob carol
error: a Church is founded with 3 Followers besides its Founder; you named 2 (R1301 2)

# ¶2 d: the Church Dogma is announced with it.
alice> org form Faith church bob carol dave
error: a Church is founded with its Church Dogma, one line of 1 to 4000 characters: dogma "TEXT" after the members (R1301 2 d)

alice> org form Faith church bob carol dave dogma "Nomic is good"
alice forms the Church Faith, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Faith (R1001 2 a: an initial member)
bob becomes a member of Faith (R1001 2 a: an initial member)
carol becomes a member of Faith (R1001 2 a: an initial member)
dave becomes a member of Faith (R1001 2 a: an initial member)
alice is the Founder of the Church Faith; its Church Dogma: "Nomic is good" (R1301 2)

# ¶2 a-d: its name, Founder, members and Dogma are public.
erin> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) bob carol dave
  Church Policy: none set (its members' alone, R1301 3 e)

# ¶3 d: the initial Church Policy is set by the Founder; b, e: it is
# internal: its members see it, nobody else.
bob> church policy Faith "Members never vote against alice"
error: only the Founder of Faith sets its Church Policy (R1301 3 d)

alice> church policy Faith "Members never vote against alice"
you set the Church Policy of Faith; it is hidden: its members alone see it (`church show Faith`, R1301 3 b, d, e)

bob> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) bob carol dave
  Church Policy (its members' alone, R1301 3 b, e): Members never vote against alice

erin> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) bob carol dave
  Church Policy: kept (its members' alone, R1301 3 e)

# ¶3 c: Iconoclasm is a Crime.
alice> cfcj bob Iconoclasm "bob voted against alice, against the Church Policy of Faith (R1301 3 c)."
CFCJ 1 "bob committed the Crime of Iconoclasm" by alice; judge: frank (R211, R212)
CFCJ 1: the Crime of Iconoclasm (R1301); Harfer Fee A$25 paid (R710 1); suggested penalty: none (R710 5)

# ¶4 a, b: the Founder ordains a member; nobody else ordains.
bob> church ordain Faith carol
error: only the Founder of Faith may ordain Priests (R1301 4 a, d: in eir absence no one ordains)

alice> church ordain Faith erin
error: erin is not a member of Faith (R1301 4 b)

alice> church ordain Faith carol
alice ordains carol a Priest of Faith (R1301 4 a)

alice> church ordain Faith carol
error: carol is a Priest of Faith already

alice> church ordain Faith bob
alice ordains bob a Priest of Faith (R1301 4 a)

# ¶4 a: defrocking.
carol> church defrock Faith bob
error: only the Founder of Faith may defrock Priests (R1301 4 a, d)

alice> church defrock Faith bob
alice defrocks bob, no longer a Priest of Faith (R1301 4 a)

alice> church defrock Faith bob
error: bob is not a Priest of Faith (R1301 4 b)

# ¶2: "A player may found at most one Church per calendar month."
alice> org found church
alice intends to form a Church and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent alice
erin wishes to join the Church alice intends to form (R1000)

frank> org join-intent alice
frank wishes to join the Church alice intends to form (R1000)

gina> org join-intent alice
gina wishes to join the Church alice intends to form (R1000)

alice> org form Hope church erin frank gina dogma "Hope springs"
error: you founded 1 Church this calendar month; a player founds at most 1 a month (R1301 2)

# ¶7 a, b: a petition, and the Founder's public acceptance.
erin> church accept Faith erin
error: only the Founder of Faith may accept members (R1301 4 a, d)

alice> church accept Faith erin
error: erin has not petitioned for membership of Faith within 14 days (R1301 7 a, R1001 4)

erin> church petition Faith
erin petitions alice for membership of Faith (R1301 7 a)

bob> church accept Faith erin
error: only the Founder of Faith may accept members (R1301 4 a, d)

alice> church accept Faith erin
erin becomes a member of Faith (R1301 7 b: accepted by the Founder)

# ¶6: at most three Churches. erin joins two more.
bob> org found church
bob intends to form a Church and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent bob
erin wishes to join the Church bob intends to form (R1000)

frank> org join-intent bob
frank wishes to join the Church bob intends to form (R1000)

gina> org join-intent bob
gina wishes to join the Church bob intends to form (R1000)

bob> org form Hope church erin frank gina dogma "Hope springs"
bob forms the Church Hope, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
bob becomes a member of Hope (R1001 2 a: an initial member)
erin becomes a member of Hope (R1001 2 a: an initial member)
frank becomes a member of Hope (R1001 2 a: an initial member)
gina becomes a member of Hope (R1001 2 a: an initial member)
bob is the Founder of the Church Hope; its Church Dogma: "Hope springs" (R1301 2)

carol> org found church
carol intends to form a Church and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent carol
erin wishes to join the Church carol intends to form (R1000)

frank> org join-intent carol
frank wishes to join the Church carol intends to form (R1000)

gina> org join-intent carol
gina wishes to join the Church carol intends to form (R1000)

carol> org form Love church erin frank gina dogma "Love wins"
carol forms the Church Love, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
carol becomes a member of Love (R1001 2 a: an initial member)
erin becomes a member of Love (R1001 2 a: an initial member)
frank becomes a member of Love (R1001 2 a: an initial member)
gina becomes a member of Love (R1001 2 a: an initial member)
carol is the Founder of the Church Love; its Church Dogma: "Love wins" (R1301 2)

dave> org found church
dave intends to form a Church and is a pseudo-Founder for 7 days (R1000)

erin> org join-intent dave
erin wishes to join the Church dave intends to form (R1000)

frank> org join-intent dave
frank wishes to join the Church dave intends to form (R1000)

gina> org join-intent dave
gina wishes to join the Church dave intends to form (R1000)

dave> org form Joy church erin frank gina dogma "Joy to all"
error: erin is a member of 3 Churches (or Cults); a player is a member of at most 3 at the same time (R1301 6)

erin> org leave Love
erin ceases to be a member of Love (R1001 5: left)
the Church Love has 3 members and 1 Priest: it is transformed into a Cult, keeping all it owns (R1301 8 a, b)

erin> church petition Love
erin petitions carol for membership of Love (R1301 7 a)

erin> org leave Hope
erin ceases to be a member of Hope (R1001 5: left)
the Church Hope has 3 members and 1 Priest: it is transformed into a Cult, keeping all it owns (R1301 8 a, b)

erin> church petition Love
erin petitions carol for membership of Love (R1301 7 a)

# ¶11: the Founder's announcement is the suggestion and the approval:
# attempted at once.
admin> entity create trinket Faith "Ruby" 5
the Trinket "Ruby" (#15) is created, owned by Faith

admin> entity create trinket Faith "Pearl" 5
the Trinket "Pearl" (#16) is created, owned by Faith

alice> org suggest Faith give #15 to alice
alice suggests an action for Faith, "give #15 to alice": suggestion 1 (R1003); approved by 1 of 5 members
Faith does suggestion 1, "give #15 to alice" (R1003, R1301 ¶11: the Founder's announcement)

# ¶7 c: leaving at any time; ¶8 a: under four members it is a Cult,
# keeping what it owns (¶8 b).
dave> org leave Faith
dave ceases to be a member of Faith (R1001 5: left)

> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) bob carol (Priest) erin
  Church Policy: kept (its members' alone, R1301 3 e)

bob> org leave Faith
bob ceases to be a member of Faith (R1001 5: left)
the Church Faith has 3 members and 2 Priests: it is transformed into a Cult, keeping all it owns (R1301 8 a, b)

> church show Faith
Cult Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) carol (Priest) erin
  Church Policy: kept (its members' alone, R1301 3 e)

# ¶8 b: a Cult may not trade (nor use Institutional Powers).
alice> org suggest Faith offer to carol #16 for A$2
error: Faith is a Cult: it may not trade nor use Institutional Powers (R1301 8 b)

> holdings Faith
Faith holds no currency
Trinket "Pearl" (#16) (A$5)
total wealth: A$5 (R506)

# ¶8 g: a Cult of four members, one a Priest, becomes a Church by
# Organisational Action; not with three.
alice> org suggest Faith church
alice suggests an action for Faith, "church": suggestion 2 (R1003); approved by 1 of 3 members
Faith attempts suggestion 2, "church", and fails: a Cult transforms into a Church with at least 4 members, one a Priest; Faith has 3 members and 2 Priests (R1301 8 g) (R1003, R1301 ¶11: the Founder's announcement)

# ¶8 f: one who was a Priest of the Church rejoins its Cult a Priest.
carol> org leave Faith
carol ceases to be a member of Faith (R1001 5: left)

carol> church petition Faith
carol petitions alice for membership of Faith (R1301 7 a)

alice> church accept Faith carol
carol becomes a member of Faith (R1301 7 b: accepted by the Founder)
carol, once a Priest or the Founder of the Church Faith was, is a Priest of the Cult (R1301 8 f)

dave> church petition Faith
dave petitions alice for membership of Faith (R1301 7 a)

alice> church accept Faith dave
dave becomes a member of Faith (R1301 7 b: accepted by the Founder)

alice> org suggest Faith church
alice suggests an action for Faith, "church": suggestion 3 (R1003); approved by 1 of 4 members
the Cult Faith transforms itself into a Church (R1301 8 g)
Faith does suggestion 3, "church" (R1003, R1301 ¶11: the Founder's announcement)

> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) erin carol (Priest) dave
  Church Policy: kept (its members' alone, R1301 3 e)

# ¶8 e, ¶11: a Priest who leaves is no longer one; rejoining does not
# restore it.
bob> church petition Faith
bob petitions alice for membership of Faith (R1301 7 a)

alice> church accept Faith bob
bob becomes a member of Faith (R1301 7 b: accepted by the Founder)

carol> org leave Faith
carol ceases to be a member of Faith (R1001 5: left)

carol> church petition Faith
carol petitions alice for membership of Faith (R1301 7 a)

alice> church accept Faith carol
carol becomes a member of Faith (R1301 7 b: accepted by the Founder)

> church show Faith
Church Faith; Founder alice
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: alice (Founder) erin dave bob carol
  Church Policy: kept (its members' alone, R1301 3 e)

alice> church ordain Faith carol
alice ordains carol a Priest of Faith (R1301 4 a)

alice> church ordain Faith dave
alice ordains dave a Priest of Faith (R1301 4 a)

alice> church ordain Faith bob
alice ordains bob a Priest of Faith (R1301 4 a)

# ¶4 a: Excommunication.
bob> church excommunicate Faith erin
error: only the Founder of Faith may excommunicate (R1301 4 a, d)

alice> church excommunicate Faith erin
alice excommunicates erin from Faith (R1301 4 a)
erin ceases to be a member of Faith (R1301 4 a: excommunicated)

alice> church excommunicate Faith alice
error: one leaves eir own Church with `org leave Faith` (R1301 7 c)

# ¶8 i: the Founder leaves: orphan; ¶4 d: the most senior Priest (carol,
# ordained before dave) has eir authority but ordaining.
alice> org leave Faith
alice ceases to be a member of Faith (R1001 5: left)
alice is no longer a member of Faith: it has no Founder and is orphan (R1301 8 i)
the Church Faith has 3 members and 3 Priests: it is transformed into a Cult, keeping all it owns (R1301 8 a, b)

> church show Faith
Cult Faith; Founder none (orphan, R1301 8 i)
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: dave (Priest) bob (Priest) carol (Priest)
  Church Policy: kept (its members' alone, R1301 3 e)

dave> church defrock Faith bob
error: only the Founder of Faith (in eir absence its most senior Priest) may defrock Priests (R1301 4 a, d)

carol> church ordain Faith erin
error: only the Founder of Faith may ordain Priests (R1301 4 a, d: in eir absence no one ordains)

erin> church petition Faith
erin petitions the Founder for membership of Faith (R1301 7 a)

carol> church accept Faith erin
erin becomes a member of Faith (R1301 7 b, 4 d: accepted by the most senior Priest, the Founder absent)

# ¶11 a, b: with no Founder any member suggests; only a Priest debunks;
# every Active Priest approving, it is attempted at once.
erin> org suggest Faith give #16 to erin
erin suggests an action for Faith, "give #16 to erin": suggestion 4 (R1003); approved by 1 of 4 members

erin> org denounce 4
error: Faith has no Founder: only a Priest debunks its suggestions (R1301 ¶11 b)

bob> org approve 4
bob approves suggestion 4 of Faith (R1003): 2 of 4 members

dave> org approve 4
dave approves suggestion 4 of Faith (R1003): 3 of 4 members

carol> org approve 4
carol approves suggestion 4 of Faith (R1003): 4 of 4 members
Faith does suggestion 4, "give #16 to erin" (R1003, R1301 ¶11 b: every Active Priest approved)

# A Priest's debunking voids a suggestion (¶11 b).
erin> org suggest Faith church
erin suggests an action for Faith, "church": suggestion 5 (R1003); approved by 1 of 4 members

carol> org denounce 5
carol denounces suggestion 5 of Faith, "church": it is voided (R1003)

# Else it is attempted after three days with two thirds of the Active
# members (`church.action_days`).
erin> org suggest Faith church
erin suggests an action for Faith, "church": suggestion 6 (R1003); approved by 1 of 4 members

bob> org approve 6
bob approves suggestion 6 of Faith (R1003): 2 of 4 members

dave> org approve 6
dave approves suggestion 6 of Faith (R1003): 3 of 4 members

admin> clock advance 3d
clock: the Cult Faith transforms itself into a Church (R1301 8 g)
Faith does suggestion 6, "church" (R1003, R1301 ¶11 b: three days, 3 of 4 members approving)
the time is now 2001-01-04T00:00:00Z

# ¶8 i (1), (2): five Active members and three Priests; (3) the server
# cannot see: the admin records it (docs/RULINGS.md).
admin> church restore Faith
error: an orphan Church needs 5 Active members and 3 Priests; Faith has 4 and 3 (R1301 8 i (1), (2))

gina> church petition Faith
gina petitions the Founder for membership of Faith (R1301 7 a)

carol> church accept Faith gina
gina becomes a member of Faith (R1301 7 b, 4 d: accepted by the most senior Priest, the Founder absent)

admin> church restore Faith
carol is the Founder of Faith (R1301 8 i: the most senior Priest of an orphan Church that met its conditions)

# The Founder's authority passes whole: carol ordains (¶8 i, ¶4 a).
carol> church ordain Faith gina
carol ordains gina a Priest of Faith (R1301 4 a)

> church show Faith
Church Faith; Founder carol
  founded by alice (R1301 2)
  Church Dogma: "Nomic is good" (R1301 2 d)
  members: dave (Priest) bob (Priest) carol (Founder) erin gina (Priest)
  Church Policy: kept (its members' alone, R1301 3 e)

# R1009: a Tax Evasion Hearing may be called against a Church.
frank> hearing call tax Hope "a front"
Hearing 1 is called: a Tax Evasion Hearing (R1009), in session until 2001-01-07T00:00:00Z; the valid responses: 1. "You're just persecuting them because they donated to your opponent", 2. "Worse than United Way" (R360 ¶1)

# R1009: "if any Church owns an Otzma Card, that Otzma Card is destroyed".
admin> entity create otzma Love
an Otzma Card (#17) is created, owned by Love

> holdings Love
Love holds no currency; no entities
total wealth: A$0 (R506)

admin> clock advance 31d
clock: Hearing 1 ends: "You're just persecuting them because they donated to your opponent" 0, "Worse than United Way" 0; no responses: no verdict (R360 ¶5, ¶7)
clock: CFJ 1: frank did not post a judgement within 7d of eir appointment and is a deadbeat: -10 points, and onto the CFJ Ineligibility List (R213)
CFJ 1: frank is a deadbeat, as if e had declined (R213); new judge: dave (R212)
clock: alice is no longer a pseudo-Founder: seven days passed (R1000)
clock: dave is no longer a pseudo-Founder: seven days passed (R1000)
clock: frank's score fell by 10: e loses A$5 to the Treasury (R508)
clock: CFJ 1: dave did not post a judgement within 7d of eir appointment and is a deadbeat: -10 points, and onto the CFJ Ineligibility List (R213)
CFJ 1: dave is a deadbeat, as if e had declined (R213); new judge: erin (R212)
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: frank joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: gina joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: CFJ 1: erin did not post a judgement within 7d of eir appointment and is a deadbeat: -10 points, and onto the CFJ Ineligibility List (R213)
CFJ 1: erin is a deadbeat, as if e had declined (R213); new judge: carol (R212)
clock: dave's score fell by 10: e loses A$5 to the Treasury (R508)
erin's score fell by 10: e loses A$5 to the Treasury (R508)
clock: CFJ 1: carol did not post a judgement within 7d of eir appointment and is a deadbeat: -10 points, and onto the CFJ Ineligibility List (R213)
CFJ 1: carol is a deadbeat, as if e had declined (R213); new judge: gina (R212)
the time is now 2001-02-04T00:00:00Z

# ¶2: a new calendar month: alice may found another.
alice> org found church
alice intends to form a Church and is a pseudo-Founder for 7 days (R1000)

bob> org join-intent alice
bob wishes to join the Church alice intends to form (R1000)

dave> org join-intent alice
dave wishes to join the Church alice intends to form (R1000)

frank> org join-intent alice
frank wishes to join the Church alice intends to form (R1000)

alice> org form Grace church bob dave frank dogma "By grace"
alice forms the Church Grace, paying A$25 to the Treasury (R1000, R505 IV); admissions policy Standard (R1001 2 b)
alice becomes a member of Grace (R1001 2 a: an initial member)
bob becomes a member of Grace (R1001 2 a: an initial member)
dave becomes a member of Grace (R1001 2 a: an initial member)
frank becomes a member of Grace (R1001 2 a: an initial member)
alice is the Founder of the Church Grace; its Church Dogma: "By grace" (R1301 2)
