# Rules that bind (issue 11): a proposal creates an office whose holder a
# rule's script pays each week (a recurring timer run by the clock), and a
# later proposal changes the salary, a parameter the script declared and
# bound to its rule. Ackanomic R104 (effects), R401 (offices), R505 and
# R506 (A$ come from the Treasury).
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

alice> propose "Paymaster" "Effect: office create Paymaster\nEffect: rule enact 1392 \"Paymaster's salary\" \"The Paymaster receives a weekly salary from the Treasury.\" script <<LUA\nnomic.param{name = 'salary.paymaster', default = 10, min = 0, max = 1000, unit = 'A$',\n  help = 'the weekly salary of the Paymaster'}\nnomic.timer('payday', function(t)\n  local who = nomic.office('Paymaster')\n  if not who then return end\n  local pay = nomic.param('salary.paymaster')\n  local ok, why = nomic.move(pay, 'A$', 'Treasury', who)\n  nomic.say(ok and (who .. ' is paid ' .. pay .. ' A$ (Rule 1392)') or why)\nend)\nnomic.on('install', function() nomic.every('7d', 'payday') end)\nLUA\nEffect: appoint alice Paymaster"
Proposal 1 "Paymaster" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Paymaster" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: office Paymaster created
  effect 2: Rule 1392/0 enacted with its script
  effect 3: alice is now Paymaster
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-08T00:00:00Z

# The script declared a parameter, bound to its rule, and a weekly timer.
> params 1392
salary.paymaster = 10 A$ (R1392; 0 to 1000 A$), declared by Rule 1392's script: the weekly salary of the Paymaster

> scripts
Rule 1392 (Paymaster's salary): timers payday; 1 timer scheduled

> deadlines
deadline 3: 2001-01-15T00:00:00Z script-timer (R1392, its timer 'payday')

# Four weeks of the clock pay four salaries.
clock advance 28d
clock: alice is paid 10 A$ (Rule 1392)
clock: alice is paid 10 A$ (Rule 1392)
clock: alice is paid 10 A$ (Rule 1392)
clock: alice is paid 10 A$ (Rule 1392)
the time is now 2001-02-05T00:00:00Z

> balance alice
alice: 14 points, 940 A$

# Out of the range the script declared: refused.
admin> param set salary.paymaster 5000
error: salary.paymaster is from 0 to 1000 A$ (R1392)

bob> propose "Raise" "Effect: param set salary.paymaster 20"
Proposal 2 "Raise" (ordinary) submitted by bob and distributed; voting ends 2001-02-12T00:00:00Z (R106)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-02-12T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-02-12T00:00:00Z (R106)

clock advance 7d
clock: alice is paid 10 A$ (Rule 1392)
clock: Proposal 2 "Raise" by bob is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: salary.paymaster = 20 A$ (R1392)
  scores: alice +1; bob +10; bob +1
the time is now 2001-02-12T00:00:00Z

> balance alice
alice: 15 points, 950 A$

# The payday that fell due with the vote came first; the next pays 20.
clock advance 7d
clock: alice is paid 20 A$ (Rule 1392)
the time is now 2001-02-19T00:00:00Z

> balance alice
alice: 15 points, 970 A$

@verify
