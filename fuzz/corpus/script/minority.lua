-- Minority: each round every player secretly picks 0 or 1 within a day;
-- those in the minority score a round; three rounds win the game.
local DAY = 86400

local function new_round(g)
  g.data.round = (g.data.round or 0) + 1
  g.data.picks = {}
  nomic.game_schedule(g, nomic.now() + DAY)
end

nomic.game{
  name = "minority", title = "Minority", min_players = 3, max_players = 0,
  verbs = "pick 0|1",
  start = function(g)
    g.data.rounds = {}
    for _, p in ipairs(g.players) do g.data.rounds[p] = 0 end
    new_round(g)
    return "round 1: pick 0 or 1 within a day"
  end,
  act = function(g, player, words)
    if words[1] ~= "pick" or (words[2] ~= "0" and words[2] ~= "1") or words[3] then
      return nil, "a move is 'pick 0' or 'pick 1'"
    end
    nomic.hide()  -- the pick is secret until the round ends
    g.data.picks[player] = tonumber(words[2])
    return player .. " picks " .. words[2] .. " in round " .. g.data.round
  end,
  tick = function(g)
    local count = {0, 0}
    for _, v in pairs(g.data.picks) do count[v + 1] = count[v + 1] + 1 end
    local minority = count[1] < count[2] and 0 or count[2] < count[1] and 1 or nil
    local shown = {}
    for p, v in pairs(g.data.picks) do
      shown[#shown + 1] = p .. " " .. v
      if v == minority then g.data.rounds[p] = g.data.rounds[p] + 1 end
    end
    nomic.say("round " .. g.data.round .. ": " .. (#shown > 0 and table.concat(shown, ", ") or "no picks")
      .. (minority and ("; the minority picked " .. minority) or "; no minority"))
    g.data.last = g.data.picks
    for p, n in pairs(g.data.rounds) do
      if n >= 3 then
        nomic.game_points(g, p, 3)
        nomic.game_end(g, {p}, p .. " won three rounds")
        return
      end
    end
    new_round(g)
  end,
  view = function(g, viewer)
    local v = {round = g.data.round, rounds = g.data.rounds, last = g.data.last, picked = 0}
    for p in pairs(g.data.picks or {}) do v.picked = v.picked + 1 end
    if viewer.all then v.picks = g.data.picks
    elseif viewer.name and g.data.picks and g.data.picks[viewer.name] then
      v.mine = g.data.picks[viewer.name]
    end
    return v
  end,
}
