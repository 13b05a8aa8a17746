# A nomic begun at behaviour level 4, before the server drew Castes by
# itself (core/level.h): a player who ceases to be a Newbie joins none
# until the nomic turns `castes.auto` on (R1030 ¶2).
@level 4

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

> params castes.auto
castes.auto = 0 (R1030 ¶2; 0 to 1): 1 (nomics begun at level 5): a player who ceases to be a Newbie or On Ice joins a Caste by random determination; 0 (nomics begun before, so that they replay unchanged): no Caste is drawn

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

clock advance 21d
the time is now 2001-01-22T00:00:00Z

> castes
Worker Caste: 0 members
Warrior Caste: 0 members
Religious Caste: 0 members
