# A rule's script's game that pays (R1250.1 IV c, d): what one instance has
# given so far is kept across events, so its caps hold over many moves.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> rule enact 1700 "Payer" "Payer is a game of the Games & Contests suite: a player's move pays em from the Treasury or gives em points, within the suite's caps." "Games & Contests" script "nomic.game{\n  name = \"payer\", title = \"Payer\", min_players = 1, max_players = 3, verbs = \"pay N | points N | win\",\n  start = function(g) return \"open for business\" end,\n  act = function(g, player, words)\n    if words[1] == \"win\" then nomic.game_end(g, {player}, player .. \" wins\") return end\n    local n = tonumber(words[2])\n    if words[1] == \"pay\" then return player .. \" is paid A$\" .. nomic.game_pay(g, player, n) end\n    return player .. \" gains \" .. nomic.game_points(g, player, n) .. \" points\"\n  end,\n}"
Rule 1700/0 enacted with its script

alice> game new payer
game 1 (Payer, R1700) is open; player alice

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

alice> game start 1
game 1 (Payer, R1700) starts; players alice, bob, carol

alice> play 1 pay 30
; alice receives A$30 from the Treasury
alice is paid A$30

alice> play 1 pay 30
; alice receives A$20 from the Treasury (A$10 disregarded: A$50 per instance, R1250.1 IV c)
alice is paid A$20

alice> play 1 points 5
; alice gains 5 points
alice gains 5 points

alice> play 1 points 5
; alice gains 3 points (2 disregarded: 8 per instance, R1250.1 IV d)
alice gains 3 points

> balance alice
alice: 8 points, 950 A$

bob> play 1 win
game 1 is over: bob wins
