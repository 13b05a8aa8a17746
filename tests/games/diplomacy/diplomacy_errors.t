# Diplomacy (R1250.14): impossible orders are refused at once, each with one
# error, and a refused move changes nothing (III B 6: the referee's
# discussion of invalid orders; the judge's reasons are the DATC's).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join ref
welcome, ref (Voting); A$900 from the Treasury

ref> game new diplomacy early=no
game 1 (Diplomacy, R1250.14) is open; referee ref
variations (R1250.14 III B): 2 to 7 players; orders within 2d for movement, 1d for retreats, 1d for adjustments; 18 supply centres win; co-win claims allowed; missing orders hold, missing retreats disband, missing builds are not made, missing disbands are civil disorder; bots hold and never build; adjudicated automatically by the server

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

ref> game start 1
game 1 (Diplomacy, R1250.14) starts; players alice, bob; referee ref
alice plays England France Russia; bob plays Austria Germany Turkey; Italy is neutral: its units hold (R1250.14 III B 3, F)
game 1: Spring 1901 Movement; orders by 2001-01-03T00:00:00Z (R1250.14 III B 4)

# Nobody outside the game gives orders; the referee does not either.
dave> play 1 A par H
error: you are not playing game 1

ref> play 1 A par H
error: the referee gives no orders; the judge adjudicates them (R1250.14 III B 5)

alice> play 1 A par-xyz
error: 'A par-xyz': unknown province 'xyz'

alice> play 1 A par-mun
error: 'A par-mun': A par cannot reach mun: not adjacent

alice> play 1 F par-bur
error: 'F par-bur': the unit in par is an army, not a fleet

alice> play 1 A bre-par
error: 'A bre-par': the unit in bre is a fleet, not an army

alice> play 1 A vie-gal
error: 'A vie-gal': that is Austria's, and you do not play Austria

alice> play 1 France: A vie-gal
error: 'A vie-gal': that is not France's

alice> play 1 Spain: A par H
error: 'Spain' is not a power

alice> play 1 build A par
error: 'build A par': builds wait for the adjustment phase

alice> play 1 A mun S A par-bur
error: 'A mun S A par-bur': that is Germany's, and you do not play Germany

alice> play 1 F lon C A par-bur
error: 'F lon C A par-bur': F lon cannot convoy: only fleets at sea convoy

alice> play 1 ;
error: usage: play 1 ORDER[; ORDER...] (A par-bur; F bre-mao) | orders | clear | claim | unclaim

# One bad order refuses the whole move: the good one before it is not kept.
alice> play 1 F bre-mao; A par-xyz
error: 'A par-xyz': unknown province 'xyz'

alice> play 1 orders
your orders in game 1:
England (0 of 3):
France (0 of 3):
Russia (0 of 4):

alice> play 1 F bre-mao; A mar-spa
alice's orders for Spring 1901 Movement in game 1:
England (0 of 3):
France (2 of 3): F bre - mid, A mar - spa
Russia (0 of 4):

alice> play 1 clear
alice's orders in game 1 are cleared

alice> play 1 orders
your orders in game 1:
England (0 of 3):
France (0 of 3):
Russia (0 of 4):

alice> play 1 F bre-mao; A mar-spa
alice's orders for Spring 1901 Movement in game 1:
England (0 of 3):
France (2 of 3): F bre - mid, A mar - spa
Russia (0 of 4):

# early=no: every order is in for France only; the deadline still rules.
clock advance 2d
clock: game 1: Spring 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud: holds (no order)
Austria: F tri: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: F bre - mid: moves to mid
France: A mar - spa: moves to spa
France: A par: holds (no order)
Germany: A ber: holds (no order)
Germany: F kie: holds (no order)
Germany: A mun: holds (no order)
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
game 1: Fall 1901 Movement; orders by 2001-01-05T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-03T00:00:00Z

alice> play 1 F mao-por; A spa H
alice's orders for Fall 1901 Movement in game 1:
England (0 of 3):
France (2 of 3): F mid - por, A spa H
Russia (0 of 4):

clock advance 2d
clock: game 1: Fall 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud: holds (no order)
Austria: F tri: holds (no order)
Austria: A vie: holds (no order)
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: F mid - por: moves to por
France: A spa H: holds
France: A par: holds (no order)
Germany: A ber: holds (no order)
Germany: F kie: holds (no order)
Germany: A mun: holds (no order)
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
supply centres: Austria 3, England 3, France 5, Germany 3, Italy 3, Russia 4, Turkey 3
game 1: Fall 1901 Adjustment; orders by 2001-01-06T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-05T00:00:00Z

# A player of several powers says whose a waive is.
alice> play 1 waive
error: 'waive': say whose, as in 'France: waive'

alice> play 1 Russia: waive
error: 'waive': Russia has no builds to waive

alice> play 1 France: waive; build A par
error: 'build A par': par is occupied

alice> play 1 France: waive; build A mar
alice's orders for Fall 1901 Adjustment in game 1:
England (0 of 0):
France (2 of 2): Waive, Build A mar
Russia (0 of 0):

alice> play 1 orders
your orders in game 1:
England (0 of 0):
France (2 of 2): Waive, Build A mar
Russia (0 of 0):

bob> play 1 orders
your orders in game 1:
Austria (0 of 0):
Germany (0 of 0):
Turkey (0 of 0):

> game show 1
game 1: Diplomacy (R1250.14), running; referee ref
players: alice, bob
phase: Fall 1901 Adjustment
deadline: 2001-01-06T00:00:00Z
variations: orders within 2d (movement), 1d (retreats), 1d (adjustments); 18 centres win; co-wins allowed; bots hold
powers:
  power=Austria player=bob centres=3 units=A bud, F tri, A vie supply centres=bud, vie, tri orders given=0
  power=England player=alice centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp orders given=0
  power=France player=alice centres=5 units=F por, A spa, A par supply centres=par, bre, mar, por, spa orders given=2
  power=Germany player=bob centres=3 units=A ber, F kie, A mun supply centres=mun, ber, kie orders given=0
  power=Italy player=neutral centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven
  power=Russia player=alice centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp orders given=0
  power=Turkey player=bob centres=3 units=F ank, A con, A smy supply centres=ank, con, smy orders given=0
neutral centres: ser, bel, bul, den, gre, hol, nwy, rum, swe, tun
co-win claims: none
last adjudicated: Fall 1901 Movement
results:
  power=Austria result=A bud: holds (no order)
  power=Austria result=F tri: holds (no order)
  power=Austria result=A vie: holds (no order)
  power=England result=F edi: holds (no order)
  power=England result=F lon: holds (no order)
  power=England result=A lvp: holds (no order)
  power=France result=F mid - por: moves to por
  power=France result=A spa H: holds
  power=France result=A par: holds (no order)
  power=Germany result=A ber: holds (no order)
  power=Germany result=F kie: holds (no order)
  power=Germany result=A mun: holds (no order)
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
  power=all result=supply centres: Austria 3, England 3, France 5, Germany 3, Italy 3, Russia 4, Turkey 3
map: /games/1/map.svg
@verify
