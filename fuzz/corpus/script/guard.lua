nomic.guard("transfer", function(cmd)
  if nomic.date().weekday == "Monday" then return "not on Mondays" end
end)
nomic.command{name = "fz", who = "player", max = 4, run = function(cmd)
  nomic.set("n", (nomic.get("n") or 0) + #cmd.words)
  nomic.tell(cmd.actor, "counted")
  return tostring(nomic.get("n"))
end}
nomic.timer("t", function() nomic.say("tick") end)
nomic.on("install", function() nomic.every("1d", "t") end)
nomic.on("transfer", function(ev) nomic.set("last", ev.args) end)
