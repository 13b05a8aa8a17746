# Diplomacy (R1250.14): fewer than seven players, the co-win claim of IV,
# the referee's countermand of it, bots for players who leave (III B 8, V),
# and the announced early end without a winner (III B 7).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join ref
welcome, ref (Voting); A$900 from the Treasury

# III B 1: the referee sets the minimum; II: at least 2 players.
ref> game new diplomacy min=3
game 1 (Diplomacy, R1250.14) is open; referee ref
variations (R1250.14 III B): 3 to 7 players; orders within 2d for movement, 1d for retreats, 1d for adjustments; 18 supply centres win; co-win claims allowed; missing orders hold, missing retreats disband, missing builds are not made, missing disbands are civil disorder; bots hold and never build; adjudicated automatically by the server as soon as every order is in

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

ref> game start 1
error: game 1 has 2 players; Diplomacy needs at least 3 (R1250.14)

carol> game join 1
carol joins game 1

# III B 3: with three players, the 1976 rules' groups of powers.
ref> game start 1
game 1 (Diplomacy, R1250.14) starts; players alice, bob, carol; referee ref
bob plays England Germany Austria; alice plays Russia Italy; carol plays France Turkey (R1250.14 III B 3, F)
game 1: Spring 1901 Movement; orders by 2001-01-03T00:00:00Z (R1250.14 III B 4)

# IV: a claim needs two or more players who together control enough
# centres to win; one claimant is not enough, and a claim may be withdrawn.
alice> play 1 claim
alice claims a co-win in game 1 (R1250.14 IV)

alice> play 1 unclaim
alice withdraws eir claim to a co-win in game 1 (R1250.14 IV)

alice> play 1 claim
alice claims a co-win in game 1 (R1250.14 IV)

bob> play 1 claim
bob claims a co-win in game 1 (R1250.14 IV)

# alice and bob control 7 + 9 = 16 centres: not enough. With carol the
# claimants control 22 >= 18: the game ends. Three winners split 6 points,
# the greatest multiple of 3 below 8, 2 each; no Golden Knife for a shared
# win (R1250.2: a single winner); the referee receives A$10.
> game show 1
game 1: Diplomacy (R1250.14), running; referee ref
players: alice, bob, carol
phase: Spring 1901 Movement
deadline: 2001-01-03T00:00:00Z
variations: orders within 2d (movement), 1d (retreats), 1d (adjustments); 18 centres win; co-wins allowed; bots hold
powers:
  power=Austria player=bob centres=3 units=A bud, F tri, A vie supply centres=bud, vie, tri orders given=0
  power=England player=bob centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp orders given=0
  power=France player=carol centres=3 units=F bre, A mar, A par supply centres=par, bre, mar orders given=0
  power=Germany player=bob centres=3 units=A ber, F kie, A mun supply centres=mun, ber, kie orders given=0
  power=Italy player=alice centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven orders given=0
  power=Russia player=alice centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp orders given=0
  power=Turkey player=carol centres=3 units=F ank, A con, A smy supply centres=ank, con, smy orders given=0
neutral centres: ser, bel, bul, den, gre, hol, nwy, por, rum, spa, swe, tun
co-win claims: alice, bob
map: /games/1/map.svg

carol> play 1 claim
carol claims a co-win in game 1 (R1250.14 IV)
game 1 is over: co-win of alice, bob, carol, who claimed it with 22 supply centres between them (R1250.14 IV); alice gains 2 points; bob gains 2 points; carol gains 2 points; ref receives A$10 from the Treasury

> game show 1
game 1: Diplomacy (R1250.14), ended; referee ref
players: alice, bob, carol
phase: over
variations: orders within 2d (movement), 1d (retreats), 1d (adjustments); 18 centres win; co-wins allowed; bots hold
powers:
  power=Austria player=bob centres=3 units=A bud, F tri, A vie supply centres=bud, vie, tri
  power=England player=bob centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp
  power=France player=carol centres=3 units=F bre, A mar, A par supply centres=par, bre, mar
  power=Germany player=bob centres=3 units=A ber, F kie, A mun supply centres=mun, ber, kie
  power=Italy player=alice centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven
  power=Russia player=alice centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp
  power=Turkey player=carol centres=3 units=F ank, A con, A smy supply centres=ank, con, smy
neutral centres: ser, bel, bul, den, gre, hol, nwy, por, rum, spa, swe, tun
co-win claims: alice, bob, carol
map: /games/1/map.svg
result: co-win of alice, bob, carol, who claimed it with 22 supply centres between them (R1250.14 IV)

# Game 2: co-wins countermanded (IV "unless countermanded"), an early end
# after Fall 1901 without a winner (III B 7), and random bots (B 8).
ref> game new diplomacy cowin=no end=1901 winner=none bots=random movement=2d
game 2 (Diplomacy, R1250.14) is open; referee ref
variations (R1250.14 III B): 2 to 7 players; orders within 2d for movement, 1d for retreats, 1d for adjustments; 18 supply centres win; co-win claims not allowed; the game ends after Fall 1901, without a winner; missing orders hold, missing retreats disband, missing builds are not made, missing disbands are civil disorder; bots order at random; adjudicated automatically by the server as soon as every order is in

alice> game join 2
alice joins game 2

bob> game join 2
bob joins game 2

ref> game start 2
game 2 (Diplomacy, R1250.14) starts; players alice, bob; referee ref
alice plays England France Russia; bob plays Austria Germany Turkey; Italy is neutral: its units hold (R1250.14 III B 3, F)
game 2: Spring 1901 Movement; orders by 2001-01-03T00:00:00Z (R1250.14 III B 4)

alice> play 2 claim
error: the referee has countermanded co-win claims in game 2 (R1250.14 IV)

# R1250.14 V: a player who leaves is played by the bot.
bob> game leave 2
bob leaves game 2 (R1250.1 IX); a bot plays Austria (R1250.14 III B 8, V); a bot plays Germany (R1250.14 III B 8, V); a bot plays Turkey (R1250.14 III B 8, V)

clock advance 2d
clock: game 2: Spring 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud - ser: moves to ser
Austria: F tri - alb: moves to alb
Austria: A vie - bud: moves to bud
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: F bre: holds (no order)
France: A mar: holds (no order)
France: A par: holds (no order)
Germany: A ber - sil: moves to sil
Germany: F kie - den: moves to den
Germany: A mun H: holds
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos: holds (no order)
Russia: F sev: holds (no order)
Russia: F stp/sc: holds (no order)
Russia: A war: holds (no order)
Turkey: F ank - arm: moves to arm
Turkey: A con - ank: moves to ank
Turkey: A smy H: holds
game 2: Fall 1901 Movement; orders by 2001-01-05T00:00:00Z (R1250.14 III B 4)
the time is now 2001-01-03T00:00:00Z

clock advance 2d
clock: game 2: Fall 1901 Movement adjudicated (R1250.14 IV):
Austria: A ser - alb: moves to alb
Austria: F alb - ion: moves to ion
Austria: A bud - gal: moves to gal
England: F edi: holds (no order)
England: F lon: holds (no order)
England: A lvp: holds (no order)
France: F bre: holds (no order)
France: A mar: holds (no order)
France: A par: holds (no order)
Germany: A sil - war: fails to move to war
Germany: F den - ska: moves to ska
Germany: A mun - kie: moves to kie
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos: holds (no order)
Russia: F sev: holds (no order)
Russia: F stp/sc: holds (no order)
Russia: A war: holds (no order)
Turkey: F arm H: holds
Turkey: A ank - con: moves to con
Turkey: A smy H: holds
game 2 is over: the game ends after Fall 1901 as announced, without a winner (R1250.14 III B 7); ref receives A$10 from the Treasury
the time is now 2001-01-05T00:00:00Z

> game show 2
game 2: Diplomacy (R1250.14), ended; referee ref
players: alice, bob (bot)
phase: over
variations: orders within 2d (movement), 1d (retreats), 1d (adjustments); 18 centres win; co-wins not allowed; bots random; ends after Fall 1901, no winner
powers:
  power=Austria player=bob centres=3 units=A alb, F ion, A gal supply centres=bud, vie, tri
  power=England player=alice centres=3 units=F edi, F lon, A lvp supply centres=edi, lon, lvp
  power=France player=alice centres=3 units=F bre, A mar, A par supply centres=par, bre, mar
  power=Germany player=bob centres=3 units=A sil, F ska, A kie supply centres=mun, ber, kie
  power=Italy player=neutral centres=3 units=F nap, A rom, A ven supply centres=nap, rom, ven
  power=Russia player=alice centres=4 units=A mos, F sev, F stp/sc, A war supply centres=mos, war, sev, stp
  power=Turkey player=bob centres=3 units=F arm, A con, A smy supply centres=ank, con, smy
neutral centres: ser, bel, bul, den, gre, hol, nwy, por, rum, spa, swe, tun
co-win claims: none
last adjudicated: Fall 1901 Movement
results:
  power=Austria result=A ser - alb: moves to alb
  power=Austria result=F alb - ion: moves to ion
  power=Austria result=A bud - gal: moves to gal
  power=England result=F edi: holds (no order)
  power=England result=F lon: holds (no order)
  power=England result=A lvp: holds (no order)
  power=France result=F bre: holds (no order)
  power=France result=A mar: holds (no order)
  power=France result=A par: holds (no order)
  power=Germany result=A sil - war: fails to move to war
  power=Germany result=F den - ska: moves to ska
  power=Germany result=A mun - kie: moves to kie
  power=Italy result=F nap: holds (no order)
  power=Italy result=A rom: holds (no order)
  power=Italy result=A ven: holds (no order)
  power=Russia result=A mos: holds (no order)
  power=Russia result=F sev: holds (no order)
  power=Russia result=F stp/sc: holds (no order)
  power=Russia result=A war: holds (no order)
  power=Turkey result=F arm H: holds
  power=Turkey result=A ank - con: moves to con
  power=Turkey result=A smy H: holds
map: /games/2/map.svg
result: the game ends after Fall 1901 as announced, without a winner (R1250.14 III B 7)

# Bad announcements are refused, each with one error.
ref> game new diplomacy movement=0
error: the movement time limit '0' is not a duration from 1m to 60d (R1250.14 III B 4)

ref> game new diplomacy target=40
error: target '40' is not a number of centres from 1 to 34

ref> game new diplomacy speed=fast
error: unknown option 'speed' (movement=, retreat=, adjustment=, target=, end=, winner=, cowin=, early=, bots=, min=)

ref> game new diplomacy min=9
error: min '9' is not a number of players from 2 to 7 (R1250.14 II, III B 1)

ref> game new diplomacy winner=maybe
error: winner is 'most' or 'none' (R1250.14 III B 7)
@verify
