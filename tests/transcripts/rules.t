# The ruleset kept as state, changed by command with full history:
# Ackanomic R303 (numbering), R311 (Rule Suites), R301 (titles), R102
# (precedence).

> ruleset
error: this nomic has no ruleset yet (ruleset load NAME)

alice> ruleset load ackanomic
error: only the admin may do that

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> ruleset load anomic
error: this nomic already has a ruleset

# R303 II 1: a valid number that is free is used.
admin> rule enact 2000 "Test Rule" "The first text."
Rule 2000/0 enacted

# R303 II 2: a taken number, with a Rule Suite named: the end of the suite.
admin> rule enact 2000 "Another Game" "A game." "Games & Contests"
Rule 1250.26/0 enacted

# R303 II 3: otherwise the end of the Miscellaneous Rule Suite (R1390).
admin> rule enact 2000 "Odd One" "Something."
Rule 1390.16/0 enacted

admin> rule enact 2000.0 "Bad" "Text."
error: '2000.0' is not a rule number (like 207 or 1250.7; R303 I)

# R301: a title is at most 140 characters.
admin> rule enact next "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" "Text."
error: title has 141 characters; R301 allows at most 140

# Amendments add revisions; every past text is kept for diffs.
admin> rule amend 2000 "The first text.\nA second paragraph."
Rule 2000/1 amended

admin> rule amend 2000 "The changed text.\nA second paragraph."
Rule 2000/2 amended

> rule 2000 --diff 1 2
--- revision 1
+++ revision 2
- The first text.
+ The changed text.
  A second paragraph.

> rule 2000 --diff 0 1
--- revision 0
+++ revision 1
  The first text.
+ A second paragraph.

admin> rule retitle 2000 "Tested Rule"
Rule 2000/3 retitled

admin> rule transmute 2000 immutable
Rule 2000/4 transmuted

clock advance 1d
the time is now 2001-01-02T00:00:00Z

admin> rule renumber 2000 to 2001
Rule 2001/5 renumbered

admin> rule renumber 2001 to 101
error: rule 101 already exists

> rule 2001
Rule 2001/5: "Tested Rule" [immutable]
|
| The changed text.
| A second paragraph.
|
History:
  revision 0: created by the admin, 1 Jan 2001 00:00:00 UTC
  revision 1: amended by the admin, 1 Jan 2001 00:00:00 UTC
  revision 2: amended by the admin, 1 Jan 2001 00:00:00 UTC
  revision 3: retitled (was "Test Rule") by the admin, 1 Jan 2001 00:00:00 UTC
  revision 4: transmuted from unspecified to immutable by the admin, 1 Jan 2001 00:00:00 UTC
  revision 5: renumbered from 2000 to 2001 by the admin, 2 Jan 2001 00:00:00 UTC

admin> rule repeal 2001
Rule 2001 repealed

> rule 2001
error: there is no Rule 2001 in force

admin> rule amend 2001 "Too late."
error: no rule 2001 in force

# R102: R101 has precedence over all other rules; otherwise the lowest
# number governs, and a rule may claim precedence (R1250.1 over its suite).
> rule precedence 250 101
R101 governs (R102: the rules give the method): R101 says "This rule has precedence over all other rules."

> rule precedence 207 205
R205 governs (R102: the rule with the lowest number): base number 205 < 207

> rule precedence 1250.7 1250.1
R1250.1 governs (R102: the rules give the method): R1250.1 says "This rule has precedence over all others in this rule suite."

> rule precedence 207 9999
error: no rule 9999 in force

# Search covers current and past texts.
> rules search "second paragraph"
Rule 2001/1 (repealed) Tested Rule: The first text.
A [second] [paragraph].
Rule 2001/2 (repealed) Tested Rule: The changed text.
A [second] [paragraph].
Rule 251/22 Player Names: ...If a player changes eir Ackanomic name twice and the [second] change...

> rules search "zzyzx"
no rule matches

@verify
