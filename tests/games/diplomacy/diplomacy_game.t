# Diplomacy (R1250.14) with the server as the automated judge: a whole short
# game of seven players, from the referee's announcement to a win.
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

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

admin> join gina
welcome, gina (Voting); A$900 from the Treasury

admin> join ref
welcome, ref (Voting); A$900 from the Treasury

# III A, B: the referee announces the game and its variations. Here a
# lowered target (B 2: a variation of the winning condition), time limits
# per kind of turn (B 4) and an early end after Fall 1903 (B 7).
ref> game new diplomacy movement=1d retreat=12h adjustment=12h target=6 end=1903
game 1 (Diplomacy, R1250.14) is open; referee ref
variations (R1250.14 III B): 2 to 7 players; orders within 1d for movement, 12h for retreats, 12h for adjustments; 6 supply centres win; co-win claims allowed; the game ends after Fall 1903, without a winner; missing orders hold, missing retreats disband, missing builds are not made, missing disbands are civil disorder; bots hold and never build; adjudicated automatically by the server as soon as every order is in

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

dave> game join 1
dave joins game 1

erin> game join 1
erin joins game 1

frank> game join 1
frank joins game 1

gina> game join 1
gina joins game 1

# III F: the start names the players and the powers, dealt at random (B 3).
ref> game start 1
game 1 (Diplomacy, R1250.14) starts; players alice, bob, carol, dave, erin, frank, gina; referee ref
bob plays Austria; gina plays England; frank plays France; alice plays Germany; carol plays Italy; erin plays Russia; dave plays Turkey (R1250.14 III B 3, F)
game 1: Spring 1901 Movement; orders by 2001-01-02T00:00:00Z (R1250.14 III B 4)

# IV: orders go to the judge alone (hidden events); a player may give them
# in several moves, and a later order for a unit replaces the earlier one.
frank> play 1 A par-bur; F bre-mao; A mar-gas
frank's orders for Spring 1901 Movement in game 1:
France (3 of 3): A par - bur, F bre - mid, A mar - gas

frank> play 1 A mar-spa
frank's orders for Spring 1901 Movement in game 1:
France (3 of 3): A par - bur, F bre - mid, A mar - spa

alice> play 1 A mun-ruh; F kie-hol; A ber-mun
alice's orders for Spring 1901 Movement in game 1:
Germany (3 of 3): A mun - ruh, F kie - hol, A ber - mun

bob> play 1 "A bud-ser; A vie-gal; F tri-alb"
bob's orders for Spring 1901 Movement in game 1:
Austria (3 of 3): A bud - ser, A vie - gal, F tri - alb

# A player sees eir own orders; nobody else does, only that orders were given.
frank> play 1 orders
your orders in game 1:
France (3 of 3): A par - bur, F bre - mid, A mar - spa

dave> game show 1
game 1: Diplomacy (R1250.14), running; referee ref
players: alice, bob, carol, dave, erin, frank, gina
phase: Spring 1901 Movement
deadline: 2001-01-02T00:00:00Z
variations: orders within 1d (movement), 12h (retreats), 12h (adjustments); 6 centres win; co-wins allowed; bots hold; ends after Fall 1903, no winner
powers:
  power=Austria player=bob centres=3 units=A bud, F tri, A vie supply centres=bud, vie, tri orders given=3
  power=England player=gina centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp orders given=0
  power=France player=frank centres=3 units=F bre, A mar, A par supply centres=par, bre, mar orders given=3
  power=Germany player=alice centres=3 units=A ber, F kie, A mun supply centres=mun, ber, kie orders given=3
  power=Italy player=carol centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven orders given=0
  power=Russia player=erin centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp orders given=0
  power=Turkey player=dave centres=3 units=F ank, A con, A smy supply centres=ank, con, smy orders given=0 orders=none
neutral centres: ser, bel, bul, den, gre, hol, nwy, por, rum, spa, swe, tun
co-win claims: none
map: /games/1/map.svg

# III B 4, 6: at the deadline the clock adjudicates in public; a unit
# without an order holds.
clock advance 1d
clock: game 1: Spring 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud - ser: moves to ser
Austria: A vie - gal: moves to gal
Austria: F tri - alb: moves to alb
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: A par - bur: moves to bur
France: F bre - mid: moves to mid
France: A mar - spa: moves to spa
Germany: A mun - ruh: moves to ruh
Germany: F kie - hol: moves to hol
Germany: A ber - mun: moves to mun
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos: holds (no order)
Russia: F sev: holds (no order)
Russia: F stp/sc: holds (no order)
Russia: A war: holds (no order)
Turkey: F ank: holds (no order)
Turkey: A con: holds (no order)
Turkey: A smy: holds (no order)
game 1: Fall 1901 Movement; orders by 2001-01-03T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-02T00:00:00Z

alice> play 1 A mun-bur; A ruh S A mun-bur; F hol H
alice's orders for Fall 1901 Movement in game 1:
Germany (3 of 3): A mun - bur, A ruh S A mun - bur, F hol H

frank> play 1 A bur H; F mao-por; A spa H
frank's orders for Fall 1901 Movement in game 1:
France (3 of 3): A bur H, F mid - por, A spa H

bob> play 1 A ser H; A gal H; F alb-gre
bob's orders for Fall 1901 Movement in game 1:
Austria (3 of 3): A ser H, A gal H, F alb - gre

clock advance 1d
clock: game 1: Fall 1901 Movement adjudicated (R1250.14 IV):
Austria: A ser H: holds
Austria: A gal H: holds
Austria: F alb - gre: moves to gre
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: A bur H: holds; dislodged from bur
France: F mid - por: moves to por
France: A spa H: holds
Germany: A mun - bur: moves to bur
Germany: A ruh S A mun - bur: support given
Germany: F hol H: holds
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos: holds (no order)
Russia: F sev: holds (no order)
Russia: F stp/sc: holds (no order)
Russia: A war: holds (no order)
Turkey: F ank: holds (no order)
Turkey: A con: holds (no order)
Turkey: A smy: holds (no order)
game 1: Fall 1901 Retreat; orders by 2001-01-03T12:00:00Z (R1250.14 III B 4)
the time is now 2001-01-03T00:00:00Z

# The French army in Burgundy is dislodged; only France has a retreat to
# order, so the retreat phase ends as soon as it is in. A unit may not
# retreat to where its attacker came from.
frank> play 1 A bur R mun
error: 'A bur R mun': cannot retreat to mun, where the attack came from

frank> play 1 A bur R pic
frank's orders for Fall 1901 Retreat in game 1:
France (1 of 1): A bur R pic

# Winter 1901: builds only in an owned, empty home centre; nobody else
# may order for France.
> game show 1
clock: game 1: Fall 1901 Retreat adjudicated (R1250.14 IV):
France: A bur R pic: retreats to pic
supply centres: Austria 5, England 3, France 5, Germany 4, Italy 3, Russia 4, Turkey 3
game 1: Fall 1901 Adjustment; orders by 2001-01-03T12:00:00Z (R1250.14 III B 4)
game 1: Diplomacy (R1250.14), running; referee ref
players: alice, bob, carol, dave, erin, frank, gina
phase: Fall 1901 Adjustment
deadline: 2001-01-03T12:00:00Z
variations: orders within 1d (movement), 12h (retreats), 12h (adjustments); 6 centres win; co-wins allowed; bots hold; ends after Fall 1903, no winner
powers:
  power=Austria player=bob centres=5 units=A ser, F gre, A gal supply centres=bud, ser, vie, gre, tri orders given=0
  power=England player=gina centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp orders given=0
  power=France player=frank centres=5 units=F por, A spa, A pic supply centres=par, bre, mar, por, spa orders given=0
  power=Germany player=alice centres=4 units=A bur, F hol, A ruh supply centres=mun, ber, hol, kie orders given=0
  power=Italy player=carol centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven orders given=0
  power=Russia player=erin centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp orders given=0
  power=Turkey player=dave centres=3 units=F ank, A con, A smy supply centres=ank, con, smy orders given=0
neutral centres: bel, bul, den, nwy, rum, swe, tun
co-win claims: none
last adjudicated: Fall 1901 Retreat
results:
  power=France result=A bur R pic: retreats to pic
  power=all result=supply centres: Austria 5, England 3, France 5, Germany 4, Italy 3, Russia 4, Turkey 3
map: /games/1/map.svg

frank> play 1 build F par
error: 'build F par': fleets cannot be built inland (par)

frank> play 1 build A spa
error: 'build A spa': spa is not a home supply centre

alice> play 1 build A par
error: 'build A par': that is France's, and you do not play France

frank> play 1 build A par; build F bre
frank's orders for Fall 1901 Adjustment in game 1:
France (2 of 2): Build A par, Build F bre

alice> play 1 build A ber
alice's orders for Fall 1901 Adjustment in game 1:
Germany (1 of 1): Build A ber

bob> play 1 waive; build A vie
bob's orders for Fall 1901 Adjustment in game 1:
Austria (2 of 2): Waive, Build A vie

# Spring and Fall 1902: France takes Belgium, its sixth centre, and wins
# (IV: the announced target); all winners split 8 points, the Golden Knife
# is awarded, and the referee receives A$10.
frank> play 1 A pic-bel
clock: game 1: Fall 1901 Adjustment adjudicated (R1250.14 IV):
Austria: Waive: build waived
Austria: Build A vie: built
France: Build A par: built
France: Build F bre: built
Germany: Build A ber: built
game 1: Spring 1902 Movement; orders by 2001-01-04T00:00:00Z (R1250.14 III B 4)
frank's orders for Spring 1902 Movement in game 1:
France (1 of 5): A pic - bel

clock advance 1d
clock: game 1: Spring 1902 Movement adjudicated (R1250.14 IV):
Austria: A ser: holds (no order)
Austria: F gre: holds (no order)
Austria: A gal: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: A pic - bel: moves to bel
France: F por: holds (no order)
France: A spa: holds (no order)
France: A par: holds (no order)
France: F bre: holds (no order)
Germany: A bur: holds (no order)
Germany: F hol: holds (no order)
Germany: A ruh: holds (no order)
Germany: A ber: holds (no order)
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos: holds (no order)
Russia: F sev: holds (no order)
Russia: F stp/sc: holds (no order)
Russia: A war: holds (no order)
Turkey: F ank: holds (no order)
Turkey: A con: holds (no order)
Turkey: A smy: holds (no order)
game 1: Fall 1902 Movement; orders by 2001-01-05T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-04T00:00:00Z

frank> play 1 A bel H
frank's orders for Fall 1902 Movement in game 1:
France (1 of 5): A bel H

clock advance 1d
clock: game 1: Fall 1902 Movement adjudicated (R1250.14 IV):
Austria: A ser: holds (no order)
Austria: F gre: holds (no order)
Austria: A gal: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: A bel H: holds
France: F por: holds (no order)
France: A spa: holds (no order)
France: A par: holds (no order)
France: F bre: holds (no order)
Germany: A bur: holds (no order)
Germany: F hol: holds (no order)
Germany: A ruh: holds (no order)
Germany: A ber: holds (no order)
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos: holds (no order)
Russia: F sev: holds (no order)
Russia: F stp/sc: holds (no order)
Russia: A war: holds (no order)
Turkey: F ank: holds (no order)
Turkey: A con: holds (no order)
Turkey: A smy: holds (no order)
supply centres: Austria 5, England 3, France 6, Germany 4, Italy 3, Russia 4, Turkey 3
game 1 is over: frank wins with 6 supply centres (R1250.14 IV); frank gains 8 points; frank receives a Golden Knife (R1250.2); ref receives A$10 from the Treasury
the time is now 2001-01-05T00:00:00Z

> game show 1
game 1: Diplomacy (R1250.14), ended; referee ref
players: alice, bob, carol, dave, erin, frank, gina
phase: over
variations: orders within 1d (movement), 12h (retreats), 12h (adjustments); 6 centres win; co-wins allowed; bots hold; ends after Fall 1903, no winner
powers:
  power=Austria player=bob centres=5 units=A ser, F gre, A gal, A vie supply centres=bud, ser, vie, gre, tri
  power=England player=gina centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp
  power=France player=frank centres=6 units=F por, A spa, A bel, A par, F bre supply centres=par, bel, bre, mar, por, spa
  power=Germany player=alice centres=4 units=A bur, F hol, A ruh, A ber supply centres=mun, ber, hol, kie
  power=Italy player=carol centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven
  power=Russia player=erin centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp
  power=Turkey player=dave centres=3 units=F ank, A con, A smy supply centres=ank, con, smy
neutral centres: bul, den, nwy, rum, swe, tun
co-win claims: none
last adjudicated: Fall 1902 Movement
results:
  power=Austria result=A ser: holds (no order)
  power=Austria result=F gre: holds (no order)
  power=Austria result=A gal: holds (no order)
  power=Austria result=A vie: holds (no order)
  power=England result=F edi: holds (no order)
  power=England result=F lon: holds (no order)
  power=England result=A lvp: holds (no order)
  power=France result=A bel H: holds
  power=France result=F por: holds (no order)
  power=France result=A spa: holds (no order)
  power=France result=A par: holds (no order)
  power=France result=F bre: holds (no order)
  power=Germany result=A bur: holds (no order)
  power=Germany result=F hol: holds (no order)
  power=Germany result=A ruh: holds (no order)
  power=Germany result=A ber: holds (no order)
  power=Italy result=F nap: holds (no order)
  power=Italy result=A rom: holds (no order)
  power=Italy result=A ven: holds (no order)
  power=Russia result=A mos: holds (no order)
  power=Russia result=F sev: holds (no order)
  power=Russia result=F stp/sc: holds (no order)
  power=Russia result=A war: holds (no order)
  power=Turkey result=F ank: holds (no order)
  power=Turkey result=A con: holds (no order)
  power=Turkey result=A smy: holds (no order)
  power=all result=supply centres: Austria 5, England 3, France 6, Germany 4, Italy 3, Russia 4, Turkey 3
map: /games/1/map.svg
result: frank wins with 6 supply centres (R1250.14 IV)

> trophies
Golden Knife: held by frank (won in game 1, 2001-01-05T00:00:00Z)
@verify
