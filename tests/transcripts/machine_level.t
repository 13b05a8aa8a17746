# A nomic begun at behaviour level 7, before the server acted on R1209 III's
# seven days by itself (core/level.h): `machine.quack` is 0, so a Scholar who
# has not announced the truth in seven days keeps the Machine, and a late
# truth is accepted.
@level 7

@include three_players.inc

> params machine.quack
machine.quack = 0 (R1209 III; 0 to 1): 1 (nomics begun at level 8): a Scholar who has not announced the truth within machine.truth_days is a quack and the Machine teleports by itself (a deadline); 0 (nomics begun before, so that they replay unchanged): it stays, a late truth accepted

admin> machine create
the Machine That Goes *ping* is now in alice's Home: alice is the Scholar of *ping* (R1209 I: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

admin> clock advance 8d
the time is now 2001-01-09T00:00:00Z

alice> machine truth "is Monday"
the Machine manifests in your dreams and utters its truth (hidden: yours alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "IF AND ONLY IF today ** ******, THEN the Machine That Goes *ping* shall go *ping*."; it goes *ping* from tomorrow (R1209 IV)

> machine
the Machine That Goes *ping* (#7) is in alice's Home: alice is the Scholar of *ping* since 2001-01-01T00:00:00Z (term 1; R1209 II)
the Machine's truth, disguised (R1209 III): "IF AND ONLY IF today ** ******, THEN the Machine That Goes *ping* shall go *ping*."
*pings* this term: 0 (R1209 IV)

@verify
