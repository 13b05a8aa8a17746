# The Promoter (R406) distributes proposals; R209: the Promoter may
# declare invalid a proposal whose designation cannot be told.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> appoint bob as Promoter
bob is now Promoter

alice> propose "Waiting" "Some text."
Proposal 1 "Waiting" (ordinary) submitted by alice; the Promoter distributes it (R406)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

alice> vote 1 yes
error: Proposal 1 is submitted, not open for votes

alice> distribute 1
error: only the holder of that office may do that

bob> distribute 1
Proposal 1 is distributed; voting ends 2001-01-08T00:00:00Z (R106)

bob> distribute 1
error: Proposal 1 is voting, not waiting to be distributed

alice> propose "Unclear" "This is a modest proposal, or perhaps not."
Proposal 2 "Unclear" (Modest) submitted by alice; the Promoter distributes it (R406)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

bob> declare invalid 2
Proposal 2 is declared invalid and removed from voting (R209)

> proposal 2
Proposal 2 "Unclear" by alice (Modest): invalid
|
This is a modest proposal, or perhaps not.

# R406 c: numbers keep rising past invalid and retracted proposals.
alice> propose "Third" "Text."
Proposal 3 "Third" (ordinary) submitted by alice; the Promoter distributes it (R406)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

# The Tabulator sees the votes while voting is open; others do not.
admin> appoint alice as Tabulator
alice is now Tabulator

bob> vote 1 no
bob votes NO on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

alice> votes 1
Proposal 1 (voting)
votes: bob NO

bob> votes 1
error: only the holder of that office may do that

@verify
