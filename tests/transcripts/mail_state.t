# The mail gateway's state (src/mail/module.c) across batches: the Postal
# Code's domain and forum (R370.1), each player's address rotations (R370)
# and the forum's subscribers (R370.1's list and digest), so that every part
# of it is written and read back when the suite runs with
# NOMIC_TEST_CHECKPOINT=1 (issue 17 item 3): a field lost would change the
# addresses and the list read back at the end.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> mail setup nomic.example.org forum@nomic.example.org
the nomic's mail domain is nomic.example.org; its forum is forum@nomic.example.org

alice> forum subscribe alice@example.org digest
alice@example.org gets the forum as one digest a day

bob> forum subscribe bob@example.org
bob@example.org gets the forum one mail for each event

admin> forum subscribe carol@example.org each
carol@example.org gets the forum one mail for each event

alice> mail rotate
your new personal address: p1-b7clgivurokzqndl@nomic.example.org
mail your commands there, one a line; keep it secret: only a mail to it is taken as yours (R370)

alice> mail rotate
your new personal address: p1-wzugxjplgaod5hoa@nomic.example.org
mail your commands there, one a line; keep it secret: only a mail to it is taken as yours (R370)

bob> mail rotate
your new personal address: p2-eky7qyjuli6evxdg@nomic.example.org
mail your commands there, one a line; keep it secret: only a mail to it is taken as yours (R370)

bob> forum unsubscribe
bob@example.org no longer gets the forum

# Read back after the batches above: the rotations and the list kept.
admin> forum subscribers
forum: forum@nomic.example.org
alice@example.org: digest, by alice
carol@example.org: each, by the admin

alice> mail address
your personal address: p1-wzugxjplgaod5hoa@nomic.example.org
mail your commands there, one a line; keep it secret: only a mail to it is taken as yours (R370)

bob> mail address
your personal address: p2-eky7qyjuli6evxdg@nomic.example.org
mail your commands there, one a line; keep it secret: only a mail to it is taken as yours (R370)
