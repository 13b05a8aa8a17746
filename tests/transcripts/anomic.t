# A Nomic's rules page (seed 001): each rule's history lines, as
# "1. Rule 336/0 amended by Proposal 376/0, 20 Jan 2001 00:00:00", come in
# as history entries, and later changes are added after them.
@init Anomic 2001-04-01T00:00Z

admin> ruleset load anomic
ruleset anomic loaded: 30 rules in force

> rule 336 --diff 0 1
error: the text of revision 0 is not kept (an imported rule carries only its current text)

admin> rule amend 336 "A Challenge/Response Game is a Contest (R338)."
Rule 336/2 amended

> rule 336
Rule 336/2: "Challenge/response games"
|
| A Challenge/Response Game is a Contest (R338).
|
History:
  revision 0: created by P372/0, 10 Jan 2001 00:00:00 UTC
  revision 1: amended by Proposal 376/0, 20 Jan 2001 00:00:00 UTC
  revision 2: amended by the admin, 1 Apr 2001 00:00:00 UTC

# R303 III 3 (A Nomic has no Miscellaneous suite): the next base number.
admin> rule enact 336 "Clash" "Taken number."
Rule 400/0 enacted

# R102 as A Nomic has no precedence rule: the lower number governs.
> rule precedence 338 336
R336 governs (R102: the rule with the lowest number): base number 336 < 338

@verify
