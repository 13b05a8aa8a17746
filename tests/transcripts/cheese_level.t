# R611's gaining by the server (src/gov/cheese) is new at behaviour level
# 2 (core/level.h): a nomic begun at level 1 keeps `cheese.auto` 0 and
# replays as it was played; the admin may still give cheeses, and one of
# each still achieves R611 ¶2's Winning Condition.
@level 1
admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

> params 611
cheese.auto = 0 (R611 ¶3; 0 to 1): 1 (nomics begun at level 2): the server gives the cheeses R611 ¶4-¶8 earn as they are earned; 0 (nomics begun before, so that they replay unchanged): only the admin does
cheese.stilton = 10 proposals (R611 ¶4; 1 to 1000 proposals): a Stilton: this many of a player's most recent proposals with results, all accepted
cheese.edam = 5 offices (R611 ¶6; 1 to 1000 offices): an Edam: this many offices held since the count began
cheese.gouda = 3 games (R611 ¶7; 1 to 1000 games): a Gouda: this many wins of games with enough players
cheese.gouda_players = 5 players (R611 ¶7; 1 to 1000 players): the players a game must have for its win to count toward a Gouda

admin> entity create stilton alice
a Stilton (#1) is created, owned by alice

admin> entity create cheddar alice
a Cheddar (#2) is created, owned by alice

admin> entity create edam alice
an Edam (#3) is created, owned by alice

admin> entity create brie alice
a Brie (#4) is created, owned by alice

admin> entity create gouda alice
alice owns one of each cheese and achieves a Winning Condition by Rule 611, Unclaimed (R611 ¶2, R600)
a Gouda (#5) is created, owned by alice
