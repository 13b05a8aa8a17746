# The Great Tuba of Ackanomia (R901 ¶2) on the old path: in a nomic begun
# before level 6 (wins.entities 0; src/gov/cycle/lasting.c) its holder is
# the cycle's own field, kept across batches (and so across a checkpoint,
# issue 17 item 3: NOMIC_TEST_CHECKPOINT=1 writes and reads it back after
# each one); fatlady.t has the entity path.
@level 5

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> tuba give alice
the Great Tuba of Ackanomia is given to alice (R901)

admin> tuba give alice
error: alice holds the Great Tuba already (R901)

admin> tuba give bob
the Great Tuba of Ackanomia is given to bob (R901)

admin> fatlady
the Fat Lady is silent (R667)
the Great Tuba of Ackanomia: bob (R901)
