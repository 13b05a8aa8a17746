# Rules that bind (issue 11): a proposal defines a game entirely in Lua,
# played through the Games & Contests suite (Ackanomic R1250.1): each round
# every player secretly picks 0 or 1 within a day, and the clock resolves
# the round. A pick stays hidden from everyone but its player (and the
# admin) until then: the event is hidden and the view shows it only to em.
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

alice> propose "Minority" "Effect: rule enact 1400 \"Minority\" \"Minority is a game of the Games & Contests suite: each round, each of its players secretly picks 0 or 1 within a day; those in the minority win the round, and three rounds win the game.\" \"Games & Contests\" script <<LUA\n-- Minority: each round every player secretly picks 0 or 1 within a day;\n-- those in the minority score a round; three rounds win the game.\nlocal DAY = 86400\n\nlocal function new_round(g)\n  g.data.round = (g.data.round or 0) + 1\n  g.data.picks = {}\n  nomic.game_schedule(g, nomic.now() + DAY)\nend\n\nnomic.game{\n  name = \"minority\", title = \"Minority\", min_players = 3, max_players = 0,\n  verbs = \"pick 0|1\",\n  start = function(g)\n    g.data.rounds = {}\n    for _, p in ipairs(g.players) do g.data.rounds[p] = 0 end\n    new_round(g)\n    return \"round 1: pick 0 or 1 within a day\"\n  end,\n  act = function(g, player, words)\n    if words[1] ~= \"pick\" or (words[2] ~= \"0\" and words[2] ~= \"1\") or words[3] then\n      return nil, \"a move is 'pick 0' or 'pick 1'\"\n    end\n    nomic.hide()  -- the pick is secret until the round ends\n    g.data.picks[player] = tonumber(words[2])\n    return player .. \" picks \" .. words[2] .. \" in round \" .. g.data.round\n  end,\n  tick = function(g)\n    local count = {0, 0}\n    for _, v in pairs(g.data.picks) do count[v + 1] = count[v + 1] + 1 end\n    local minority = count[1] < count[2] and 0 or count[2] < count[1] and 1 or nil\n    local shown = {}\n    for p, v in pairs(g.data.picks) do\n      shown[#shown + 1] = p .. \" \" .. v\n      if v == minority then g.data.rounds[p] = g.data.rounds[p] + 1 end\n    end\n    nomic.say(\"round \" .. g.data.round .. \": \" .. (#shown > 0 and table.concat(shown, \", \") or \"no picks\")\n      .. (minority and (\"; the minority picked \" .. minority) or \"; no minority\"))\n    g.data.last = g.data.picks\n    for p, n in pairs(g.data.rounds) do\n      if n >= 3 then\n        nomic.game_points(g, p, 3)\n        nomic.game_end(g, {p}, p .. \" won three rounds\")\n        return\n      end\n    end\n    new_round(g)\n  end,\n  view = function(g, viewer)\n    local v = {round = g.data.round, rounds = g.data.rounds, last = g.data.last, picked = 0}\n    for p in pairs(g.data.picks or {}) do v.picked = v.picked + 1 end\n    if viewer.all then v.picks = g.data.picks\n    elseif viewer.name and g.data.picks and g.data.picks[viewer.name] then\n      v.mine = g.data.picks[viewer.name]\n    end\n    return v\n  end,\n}\nLUA"
Proposal 1 "Minority" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Minority" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: Rule 1400/0 enacted with its script
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-08T00:00:00Z

> game classes
pureskill: Game of Pure Skill (R1250.7); 3..3 players, 1 referee; trophy Jade Grapefruit; moves: play N bid CARD
doublecrash: Double Crash (R1250.12); 2..2 players, 0 referees; trophy none; moves: play N target WORD | salvo WORD... | reply [COUNT...] | agree
tripledc: Triple Double Crash (R1250.20); 2..2 players, 1 referee; trophy none; moves: play N targets W W W | salvo WORD... | reply [A,B,C ...]
mediocrity: Mediocrity (R1250.17); 3..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N pick NUMBER
mediocrity343: Mediocrity sub-game (A Nomic R343); 3..100 players, 1 referee; trophy none; moves: play N answer QUANTITY
crescent: Abstract Crescent (R1250.21); 2..100 players, 1 referee; trophy Jade Grapefruit; moves: play N play NUMBER
spades: Spades (R1250.15); 4..4 players, 1 referee; trophy none; moves: play N bid N|nil|blind | look | pass CARD | card CARD | concede | claim
pooker: A Nomic's Cards and Pooker (A Nomic R384-R399); 0..100 players, 1 referee; trophy none; moves: play N deal PLAYER | report | hand | best | trade PLAYER give CARDS get CARDS | motion | vote FOR|AGAINST | showdown | show CARDS [/ CARDS]... | show best
diplomacy: Diplomacy (R1250.14); 2..7 players, 1 referee; trophy Golden Knife; moves: play N ORDER[; ORDER...] (A par-bur; F bre-mao) | orders | clear | claim | unclaim
scgo: Single Capture Go (R1250.13); 3..12 players, 1 referee; trophy Jade Grapefruit; moves: play N move SQUARE (hidden)
pgo: Political Go (A Nomic R365-R377); 2..64 players, 1 referee; trophy none; moves: play N place VERTEX | offer PLAYER | accept PLAYER | withdraw PLAYER | war PLAYER | buy [COUNT] | give PLAYER COUNT | sell COUNT
tromino: Tromino Go (R1250.11); 2..2 players, 1 referee; trophy none; moves: play N place X,Y,CORNER | move N X,Y,CORNER | pass | concede GAMEPOINTS | accept N
viruses: Viruses (R1250.16); 2..20 players, 1 referee; trophy Jade Grapefruit; moves: play N place X,Y | infect X,Y | step X,Y TX,TY | destroy X,Y | uninfect X,Y (hidden)
pchess: Party Chess (R1230); 2..16 players, 1 referee; trophy none; moves: play N choose T T T T T | move SQ SQ[=T] [promote SQ T] | move SQ off | capture SQ SQ[=T] [promote] | place T SQ | special SQ SQ | pass | surrender (Atomic Plays in one Play, R1230.2 6); free T | destroy SQ|T (R1230.1 2 D, F); the Chess-Umpire's extend D | ffa D, a Swinger's object (R1230.2 4 A, 9)
ghost: Ghost (R1250.9); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N begin LETTER | continue LETTERS | protest word | protest nonword | protest addition PLAYER | post WORD | resign
similarity: The Similarity Game (A Nomic R337); 1..100 players, 0 referees; trophy none; moves: play N challenge ITEM, ITEM, ITEM[, ...] | answer ATTRIBUTE | incomplete PLAYER | judge PLAYER [PLAYER...] | motion PLAYER | object
poetry: The Poetry Contest (A Nomic R339); 1..100 players, 0 referees; trophy none; moves: play N challenge TOPIC[; length: L][; style: S][; title: T] | answer POEM | incomplete PLAYER | judge PLAYER [PLAYER...] | motion PLAYER | object
wordunassoc: Word Un-association (R1250.19); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N uh WORD | link WORD (players); word WORD | accept [WORD...] | reject WORD... | disallow (the referee)
bacon: Bacon (R1250.22); 2..2 players, 1 referee; trophy Jade Grapefruit; moves: play N actron NAME | object | satisfied | chain MOVIE: ACTRON, ACTRON / ... | challenge | accept (players); obscure PLAYER | fine PLAYER | valid PLAYER | invalid PLAYER | note TEXT (the referee)
fictionary: Fictionary (R1250.10); 5..32 players, 0 referees; trophy Jade Grapefruit; moves: play N define TEXT | word WORD | submit TEXT | judge [online K...] [same K K...]... | vote K
limerick: Limerick Contest (R1250.8); 2..2 players, 1 referee; trophy none; moves: play N limerick TEXT | vote 1|2|POET
eleusis: Eleusis (R1250.23); 4..8 players, 0 or 1 referee; trophy Scientist's Handbook; moves: play N rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the Referee: number PLAYER... | ruling ROUND error|noerror
fffm: Frog, Frog, Frog, Mouse (R1250.25); 3..16 players, 0 referees; trophy Jade Grapefruit; moves: play N machine A|B PATTERN>REPLACEMENT[; ...] | target ZOO | pass | restart | feed A|B ANIMALS | delinquent; not a player: fill PLAYER (a vacant seat)
lantern: Ye Olde Rusty Lantern (R1250.18); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N lantern CARD|none PROSE... | pass [CARD] | interrupt PLAY CARD; the Barkeep: card TEXT | first BARD | place BARD after BARD | verify [loose] [tie CARD...] | deny REASON | allow INTERRUPTION | reject INTERRUPTION | asleep | table BARD | end
ackarpg: Acka Role Playing (R1250.24); 2..players-1 players, 1 referee; trophy Jade Grapefruit; moves: play N (any referee) character NAME [for PLAYER] | set CHARACTER ATTRIBUTE [public|private|secret] VALUE | unset CHARACTER ATTRIBUTE | fate CHARACTER active|gone|dead | roll [secret] #S SIDES #D DICE ...; (the GM) update TEXT | admit PLAYER | referee add|remove PLAYER | handover REFEREE | end [WINNER]
minority: Minority (R1400); 3..players-1 players, 0 referees; trophy none; moves: play N pick 0|1

alice> game new minority
game 1 (Minority, R1400) is open; player alice

bob> game join 1
bob joins game 1

carol> game join 1
carol joins game 1

# R1250.1 VI a: its players start it.
alice> game start 1
game 1 (Minority, R1400) starts; players alice, bob, carol

# Round 1. A bad move is refused with the rule's reason.
alice> play 1 pick 2
error: a move is 'pick 0' or 'pick 1' (Rule 1400)

alice> play 1 pick 0
alice picks 0 in round 1

bob> play 1 pick 1
bob picks 1 in round 1

carol> play 1 pick 1
carol picks 1 in round 1

# Before the clock: the public sees how many picked, each player eir own.
> game show 1
game 1: Minority (R1400), running
players: alice, bob, carol
picked: 3
round: 1
rounds: alice=0 bob=0 carol=0

bob> game show 1
game 1: Minority (R1400), running
players: alice, bob, carol
mine: 1
picked: 3
round: 1
rounds: alice=0 bob=0 carol=0

# dave plays no part: he sees what the public sees.
dave> game show 1
game 1: Minority (R1400), running
players: alice, bob, carol
picked: 3
round: 1
rounds: alice=0 bob=0 carol=0

# R1250.1: the day ends; the round is resolved in public.
clock advance 1d
clock: round 1: alice 0, bob 1, carol 1; the minority picked 0
the time is now 2001-01-09T00:00:00Z

> game show 1
game 1: Minority (R1400), running
players: alice, bob, carol
last: alice=0 bob=1 carol=1
picked: 0
round: 2
rounds: alice=1 bob=0 carol=0

alice> play 1 pick 0
alice picks 0 in round 2

bob> play 1 pick 1
bob picks 1 in round 2

carol> play 1 pick 1
carol picks 1 in round 2

clock advance 1d
clock: round 2: alice 0, bob 1, carol 1; the minority picked 0
the time is now 2001-01-10T00:00:00Z

alice> play 1 pick 0
alice picks 0 in round 3

bob> play 1 pick 0
bob picks 0 in round 3

carol> play 1 pick 1
carol picks 1 in round 3

clock advance 1d
clock: round 3: alice 0, bob 0, carol 1; the minority picked 1
the time is now 2001-01-11T00:00:00Z

alice> play 1 pick 0
alice picks 0 in round 4

bob> play 1 pick 1
bob picks 1 in round 4

carol> play 1 pick 1
carol picks 1 in round 4

# alice's third round: she wins, with 3 points (within R1250.1 IV d's 8).
clock advance 1d
clock: round 4: alice 0, bob 1, carol 1; the minority picked 0; alice gains 3 points
game 1 is over: alice won three rounds
the time is now 2001-01-12T00:00:00Z

> game show 1
game 1: Minority (R1400), ended
players: alice, bob, carol
last: alice=0 bob=1 carol=1
picked: 3
round: 4
rounds: alice=3 bob=0 carol=1
result: alice won three rounds

@verify
