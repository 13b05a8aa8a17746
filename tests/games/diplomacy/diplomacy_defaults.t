# Diplomacy (R1250.14 III B 6): what happens to orders nobody gives. A
# dislodged unit without a retreat order is disbanded; a power that owes
# disbands and gives none is in civil disorder, and loses the units farthest
# from its home centres (the judge's rule, docs/DIPLOMACY.md).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join ref
welcome, ref (Voting); A$900 from the Treasury

ref> game new diplomacy movement=1d retreat=1d adjustment=1d
game 1 (Diplomacy, R1250.14) is open; referee ref
variations (R1250.14 III B): 2 to 7 players; orders within 1d for movement, 1d for retreats, 1d for adjustments; 18 supply centres win; co-win claims allowed; missing orders hold, missing retreats disband, missing builds are not made, missing disbands are civil disorder; bots hold and never build; adjudicated automatically by the server as soon as every order is in

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

ref> game start 1
game 1 (Diplomacy, R1250.14) starts; players alice, bob; referee ref
alice plays England France Russia; bob plays Austria Germany Turkey; Italy is neutral: its units hold (R1250.14 III B 3, F)
game 1: Spring 1901 Movement; orders by 2001-01-02T00:00:00Z (R1250.14 III B 4)

alice> play 1 A par-pic; F bre-eng; A mar-gas
alice's orders for Spring 1901 Movement in game 1:
England (0 of 3):
France (3 of 3): A par - pic, F bre - eng, A mar - gas
Russia (0 of 4):

bob> play 1 A mun-bur; A ber-kie; F kie-hol
bob's orders for Spring 1901 Movement in game 1:
Austria (0 of 3):
Germany (3 of 3): A mun - bur, A ber - kie, F kie - hol
Turkey (0 of 3):

clock advance 1d
clock: game 1: Spring 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud: holds (no order)
Austria: F tri: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: A par - pic: moves to pic
France: F bre - eng: moves to eng
France: A mar - gas: moves to gas
Germany: A mun - bur: moves to bur
Germany: A ber - kie: moves to kie
Germany: F kie - hol: moves to hol
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

# Germany walks into Paris, which France left empty, and takes Belgium.
bob> play 1 A bur-par; F hol-bel; A kie H
bob's orders for Fall 1901 Movement in game 1:
Austria (0 of 3):
Germany (3 of 3): A bur - par, F hol - bel, A kie H
Turkey (0 of 3):

clock advance 1d
clock: game 1: Fall 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud: holds (no order)
Austria: F tri: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: F eng: holds (no order)
France: A gas: holds (no order)
France: A pic: holds (no order)
Germany: A bur - par: moves to par
Germany: F hol - bel: moves to bel
Germany: A kie H: holds
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
supply centres: Austria 3, England 3, France 2, Germany 5, Italy 3, Russia 4, Turkey 3
game 1: Fall 1901 Adjustment; orders by 2001-01-04T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-03T00:00:00Z

# France owns bre and mar and has 3 units: one must go. alice gives no
# order, so the judge disbands in civil disorder.
clock advance 1d
clock: game 1: Fall 1901 Adjustment adjudicated (R1250.14 IV):
France: F eng: disbanded in civil disorder
game 1: Spring 1902 Movement; orders by 2001-01-05T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-04T00:00:00Z

# Germany's builds were not ordered: none is made. In Spring 1902 Germany
# dislodges the French army in Picardy; alice orders no retreat, so it is
# disbanded.
bob> play 1 A par-pic; F bel S A par-pic
bob's orders for Spring 1902 Movement in game 1:
Austria (0 of 3):
Germany (2 of 3): A par - pic, F bel S A par - pic
Turkey (0 of 3):

clock advance 1d
clock: game 1: Spring 1902 Movement adjudicated (R1250.14 IV):
Austria: A bud: holds (no order)
Austria: F tri: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: A gas: holds (no order)
France: A pic: holds (no order); dislodged
Germany: A par - pic: moves to pic
Germany: F bel S A par - pic: support given
Germany: A kie: holds (no order)
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
game 1: Spring 1902 Retreat; orders by 2001-01-06T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-05T00:00:00Z

clock advance 1d
clock: game 1: Spring 1902 Retreat adjudicated (R1250.14 IV):
France: A pic: disbanded (no retreat ordered)
game 1: Fall 1902 Movement; orders by 2001-01-07T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-06T00:00:00Z

> game show 1
game 1: Diplomacy (R1250.14), running; referee ref
players: alice, bob
phase: Fall 1902 Movement
deadline: 2001-01-07T00:00:00Z
variations: orders within 1d (movement), 1d (retreats), 1d (adjustments); 18 centres win; co-wins allowed; bots hold
powers:
  power=Austria player=bob centres=3 units=A bud, F tri, A vie supply centres=bud, vie, tri orders given=0
  power=England player=alice centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp orders given=0
  power=France player=alice centres=2 units=A gas supply centres=bre, mar orders given=0
  power=Germany player=bob centres=5 units=A kie, F bel, A pic supply centres=mun, par, bel, ber, kie orders given=0
  power=Italy player=neutral centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven
  power=Russia player=alice centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp orders given=0
  power=Turkey player=bob centres=3 units=F ank, A con, A smy supply centres=ank, con, smy orders given=0
neutral centres: ser, bul, den, gre, hol, nwy, por, rum, spa, swe, tun
co-win claims: none
last adjudicated: Spring 1902 Retreat
results:
  power=France result=A pic: disbanded (no retreat ordered)
map: /games/1/map.svg
@verify
