# The Castes (Ackanomic R1030; src/society/castes, docs/ORGANISATIONS.md
# "Castes"): the random determination when a player ceases to be a Newbie
# or ceases to be On Ice (R1030 ¶2, the server's own act from behaviour
# level 5: castes.auto), swaps of two or three players with R1030 ¶3's
# conditions, a Non-Player leaving eir Caste (R1001 4). Each refusal is one
# line and changes nothing.

# The Castes are drawn at random (R1030 ¶2, purpose-keyed draws): this
# seed gives the layout below, which the swaps after it need.
@seed 72
@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# core/level.h: a nomic begun at level 5 draws Castes by itself.
> params castes.auto
castes.auto = 1 (R1030 ¶2; 0 to 1): 1 (nomics begun at level 5): a player who ceases to be a Newbie or On Ice joins a Caste by random determination; 0 (nomics begun before, so that they replay unchanged): no Caste is drawn

# R1030 ¶1: three Castes, "There are no other Castes"; nobody in one yet.
> castes
Worker Caste: 0 members
Warrior Caste: 0 members
Religious Caste: 0 members

# R1030 ¶3: only members swap.
alice> caste swap bob
error: alice is in no Caste (R1030)

clock advance 10d
the time is now 2001-01-11T00:00:00Z

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

admin> join hal
welcome, hal (Voting); A$900 from the Treasury

# R250 VI f: one who voted stays a player On Ice.
gina> propose "Gina" "Effect: mint 1 Gamepoints to gina"
Proposal 1 "Gina" (ordinary) submitted by gina and distributed; voting ends 2001-01-18T00:00:00Z (R106)

gina> vote 1 yes
gina votes YES on Proposal 1; it may be changed until 2001-01-18T00:00:00Z (R106)

gina> leave
gina is now On Ice

# R1030 ¶2: "When a player ... ceases to be On-Ice, e becomes a member of
# one of these castes by random determination" (a Newbie still: the rule
# asks no more). With no members at all, each Caste is as likely.
gina> state voting
gina is Voting
gina joins the Worker Caste by random determination (R1030 ¶2: ceased to be On Ice)

> castes
Worker Caste: 1 member: gina
Warrior Caste: 0 members
Religious Caste: 0 members

# R250 VI f: hal never voted: a Non-Player, never drawn.
hal> leave
hal is now a Non-Player

# R1030 ¶2: "When a player either ceases to be a Newbie" (R250 II d: an
# AckaAge of 21 days) "e becomes a member of one of these castes by random
# determination"; the chances are the other two Castes' members over
# twice all members (alice: 1/2 each for Warrior and Religious).
clock advance 11d
clock: Proposal 1 "Gina" by gina is REJECTED: 0 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: none
  scores: gina -7; gina +3
clock: alice joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

> castes
Worker Caste: 2 members: gina, bob
Warrior Caste: 1 member: dave
Religious Caste: 2 members: alice, carol

# gina's Newbie days end: e is in a Caste already, and "No player may
# leave eir Caste" (R1030 ¶3): nothing is drawn.
clock advance 10d
clock: gina's score fell by 4: e loses A$2 to the Treasury (R508)
the time is now 2001-02-01T00:00:00Z

> castes
Worker Caste: 2 members: gina, bob
Warrior Caste: 1 member: dave
Religious Caste: 2 members: alice, carol

# R1030 ¶3: "two or three players agree to swap".
alice> caste swap alice
error: a swap names each player once (R1030 ¶3)

alice> caste swap zed
error: no player is named 'zed'

alice> caste swap bob dave carol
error: usage: caste swap PLAYER [PLAYER]

alice> caste swap carol
error: alice and carol are both of the Religious Caste: nothing to swap

# R1030 ¶3: "have all been in the Player State of Voting for at least 3
# weeks".
bob> state non-voting
bob is Non-Voting

clock advance 3d
the time is now 2001-02-04T00:00:00Z

bob> state voting
bob is Voting

alice> caste swap bob
error: bob has not been Voting for 21 days (R1030 ¶3)

alice> caste swap dave
alice proposes Caste swap 1 with dave; each named must `caste agree 1` (R1030 ¶3)

carol> caste agree 1
error: you are not named in Caste swap 1

alice> caste agree 1
error: you already agreed to Caste swap 1

dave> caste agree 2
error: no Caste swap 2

dave> caste agree 1
dave agrees to Caste swap 1: all agree, and it is done (R1030 ¶3)
  alice leaves the Religious Caste and joins the Warrior Caste (R1030 ¶3)
  dave leaves the Warrior Caste and joins the Religious Caste (R1030 ¶3)

dave> caste agree 1
error: Caste swap 1 is done

> castes
Worker Caste: 2 members: gina, bob
Warrior Caste: 1 member: alice
Religious Caste: 2 members: carol, dave

# R1030 ¶3: "none of them swapped Caste membership within the last 3
# weeks".
alice> caste swap gina
error: alice swapped Caste within the last 21 days (R1030 ¶3)

carol> caste swap gina
carol proposes Caste swap 2 with gina; each named must `caste agree 2` (R1030 ¶3)

gina> caste withdraw 2
gina withdraws from Caste swap 2: it will not be done

gina> caste agree 2
error: Caste swap 2 is withdrawn

clock advance 21d
the time is now 2001-02-25T00:00:00Z

# Three players: alice takes bob's Caste, bob carol's, carol alice's.
alice> caste swap bob carol
alice proposes Caste swap 3 with bob and carol; each named must `caste agree 3` (R1030 ¶3)

bob> caste agree 3
bob agrees to Caste swap 3 (R1030 ¶3)

> castes
Worker Caste: 2 members: gina, bob
Warrior Caste: 1 member: alice
Religious Caste: 2 members: carol, dave
swap 3: alice (agreed), bob (agreed), carol

carol> caste agree 3
carol agrees to Caste swap 3: all agree, and it is done (R1030 ¶3)
  alice leaves the Warrior Caste and joins the Worker Caste (R1030 ¶3)
  bob leaves the Worker Caste and joins the Religious Caste (R1030 ¶3)
  carol leaves the Religious Caste and joins the Warrior Caste (R1030 ¶3)

> castes
Worker Caste: 2 members: gina, alice
Warrior Caste: 1 member: carol
Religious Caste: 2 members: bob, dave

# R1001 4, R250 VII: a Non-Player is no member of any Organization.
dave> leave
dave is now a Non-Player

> castes
Worker Caste: 2 members: gina, alice
Warrior Caste: 1 member: carol
Religious Caste: 1 member: bob

# R1031 ¶5: "When a member of the Grey Council changes Caste membership,
# eir seat immediately becomes vacant. When a player who has nominated
# emself for a seat in the Grey Council changes Caste membership, eir
# nomination is considered to be withdrawn."
clock advance 21d
the time is now 2001-03-18T00:00:00Z

admin> office create "Grey Council"
office Grey Council created

# R1031 ¶2: seat 1 is one of the three the Worker Caste has the right to
# fill: bob (Religious) may not be appointed to it, alice (Worker) may.
admin> appoint bob "Grey Council"
error: seat 1 of Grey Council is the Worker Caste's: only a member of it may hold it (R1031)

admin> appoint alice "Grey Council"
the Grey Council is also a Unique Organization: its members are the holders of its seats (R1031, R1001 1)
alice becomes a member of Grey Council (R1031: a seat of the Grey Council)
alice is now Grey Council

carol> nomination open "Grey Council"
a Nomination for Grey Council begins (asked for by a player), until 2001-03-21T00:00:00Z: volunteer with `volunteer Grey Council` (R402 (i) a)

gina> volunteer "Grey Council"
gina volunteers for Grey Council (R402 (i) c)

bob> volunteer "Grey Council"
bob volunteers for Grey Council (R402 (i) c)

carol> volunteer "Grey Council"
carol volunteers for Grey Council (R402 (i) c)

# alice (a member) and bob (a volunteer) swap Castes: eir seat is vacant,
# bob's nomination withdrawn (R1031 ¶5).
alice> caste swap bob
alice proposes Caste swap 4 with bob; each named must `caste agree 4` (R1030 ¶3)

bob> caste agree 4
bob agrees to Caste swap 4: all agree, and it is done (R1030 ¶3)
  alice leaves the Worker Caste and joins the Religious Caste (R1030 ¶3)
  alice's seat in the Grey Council becomes vacant (R1031: e changed Caste)
alice ceases to be a member of the Grey Council (R1031: no seat)
  bob leaves the Religious Caste and joins the Worker Caste (R1030 ¶3)
  bob's nomination for the Grey Council is withdrawn (R1031: e changed Caste)

> office info "Grey Council"
Grey Council (R1031): Political, 9 seats, no term, no salary; filled by Election (R402 (ii))
Supervisory: Speaker (R401.1 IV)
seat 1 (Worker Caste): vacant
seat 2 (Worker Caste): vacant
seat 3 (Worker Caste): vacant
seat 4 (Warrior Caste): vacant
seat 5 (Warrior Caste): vacant
seat 6 (Warrior Caste): vacant
seat 7 (Religious Caste): vacant
seat 8 (Religious Caste): vacant
seat 9 (Religious Caste): vacant
its duties: alice, through its Substitute, Speaker (R401.1 IV)
a Nomination is open (R402; see `nominations`)

> nominations
Grey Council: Nomination until 2001-03-21T00:00:00Z; Nominees: gina, carol
