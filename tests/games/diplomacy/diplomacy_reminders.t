# Diplomacy (R1250.14 III B 4): a player who still has orders to give a day
# (remind.lead) before the phase's deadline gets one private reminder;
# one whose orders are all in gets none (docs/RULINGS.md, Reminders).
admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join ref
welcome, ref (Voting); A$900 from the Treasury

ref> game new diplomacy movement=3d retreat=1d adjustment=1d
game 1 (Diplomacy, R1250.14) is open; referee ref
variations (R1250.14 III B): 2 to 7 players; orders within 3d for movement, 1d for retreats, 1d for adjustments; 18 supply centres win; co-win claims allowed; missing orders hold, missing retreats disband, missing builds are not made, missing disbands are civil disorder; bots hold and never build; adjudicated automatically by the server as soon as every order is in

alice> game join 1
alice joins game 1

bob> game join 1
bob joins game 1

ref> game start 1
game 1 (Diplomacy, R1250.14) starts; players alice, bob; referee ref
alice plays England France Russia; bob plays Austria Germany Turkey; Italy is neutral: its units hold (R1250.14 III B 3, F)
game 1: Spring 1901 Movement; orders by 2001-01-04T00:00:00Z (R1250.14 III B 4)

# alice orders France only: England and Russia still owe orders.
alice> play 1 A par-pic; F bre-eng; A mar-gas
alice's orders for Spring 1901 Movement in game 1:
England (0 of 3):
France (3 of 3): A par - pic, F bre - eng, A mar - gas
Russia (0 of 4):

# bob orders every unit of his three powers.
bob> play 1 A bud H; F tri H; A vie H; A mun H; A ber H; F kie H; F ank H; A con H; A smy H
bob's orders for Spring 1901 Movement in game 1:
Austria (3 of 3): A bud H, F tri H, A vie H
Germany (3 of 3): A mun H, A ber H, F kie H
Turkey (3 of 3): F ank H, A con H, A smy H

clock advance 2d
the time is now 2001-01-03T00:00:00Z

alice> inbox
2001-01-03T00:00:00Z reminder: your move in game 1 (Diplomacy) is due by 2001-01-04T00:00:00Z: play 1 ORDER[; ORDER...] (A par-bur; F bre-mao) | orders | clear | claim | unclaim (R1250.14). 'remind off' stops these reminders.

bob> inbox
no messages for bob

ref> inbox
no messages for ref

# alice's last orders complete the phase: it is adjudicated at once, and
# the next phase's reminder is set a day before its own deadline.
alice> play 1 F edi H; F lon H; A lvp H; A mos H; F sev H; F stp/sc H; A war H
alice's orders for Spring 1901 Movement in game 1:
England (3 of 3): F edi H, F lon H, A lvp H
France (3 of 3): A par - pic, F bre - eng, A mar - gas
Russia (4 of 4): A mos H, F sev H, F stp/sc H, A war H

> deadlines
clock: game 1: Spring 1901 Movement adjudicated (R1250.14 IV):
Austria: A bud H: holds
Austria: F tri H: holds
Austria: A vie H: holds
England: F edi H: holds
England: F lon H: holds
England: A lvp H: holds
France: A par - pic: moves to pic
France: F bre - eng: moves to eng
France: A mar - gas: moves to gas
Germany: A mun H: holds
Germany: A ber H: holds
Germany: F kie H: holds
Italy: F nap: holds (no order)
Italy: A rom: holds (no order)
Italy: A ven: holds (no order)
Russia: A mos H: holds
Russia: F sev H: holds
Russia: F stp/sc H: holds
Russia: A war H: holds
Turkey: F ank H: holds
Turkey: A con H: holds
Turkey: A smy H: holds
game 1: Fall 1901 Movement; orders by 2001-01-06T00:00:00Z (R1250.14 III B 4)
deadline 5: 2001-01-05T00:00:00Z move-reminder (the server)
deadline 4: 2001-01-06T00:00:00Z game-round for ref (R1250.1)

@verify
