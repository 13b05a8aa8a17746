# Player names and changes of name: Ackanomic R251, R500.1 (name characters).

# R251: two to twenty name characters, no leading or trailing space, at
# least one character that is not a digit.
admin> join a
error: cannot join as 'a': a name is 2 to 20 characters (R251)

admin> join abcdefghijklmnopqrstu
error: cannot join as 'abcdefghijklmnopqrstu': a name is 2 to 20 characters (R251)

admin> join 12345
error: cannot join as '12345': a name needs a character that is not a digit (R251)

admin> join " alice"
error: cannot join as ' alice': a name may not begin or end with a space (R251)

# R500.1: parentheses, colons and quotes are not name characters.
admin> join (alice)
error: cannot join as '(alice)': a name uses only name characters (R500.1)

admin> join "al:ce"
error: cannot join as 'al:ce': a name uses only name characters (R500.1)

# The server's own actors are reserved (docs/RULINGS.md).
admin> join admin
error: cannot join as 'admin': that name is reserved by the server

# R500.1: spaces and these symbols are name characters.
admin> join "JT Traub"
welcome, JT Traub (Voting); A$900 from the Treasury

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# R251: a change of name to an illegal name fails at once.
alice> rename "JT Traub"
error: cannot change name to 'JT Traub': that name is already the name of an entity (R500.1)

alice> rename alice
error: that is already your name

# R251: with no ack and no objection, the change is accepted after three
# days, and the player pays the Standard Harfer Fee (A$25, R505 IV).
alice> rename Alys
alice asks to be named Alys; accepted when the Registrar acks or in 3 days (R251)

> deadlines
deadline 1: 2001-01-04T00:00:00Z rename for alice (R251)

clock advance 2d
the time is now 2001-01-03T00:00:00Z

> players
JT Traub: Voting, Newbie
alice: Voting, Newbie
bob: Voting, Newbie

clock advance 1d
clock: alice is now named Alys and pays the Harfer Fee of A$25
the time is now 2001-01-04T00:00:00Z

> balance Alys
Alys: 0 points, 875 A$

# R251: only the Registrar may ack or object (here bob is not Registrar).
bob> rename Robert
bob asks to be named Robert; accepted when the Registrar acks or in 3 days (R251)

Alys> ack rename bob
error: only the holder of that office may do that

admin> appoint Alys as Registrar
Alys is now Registrar

# R251: the Registrar may object; the change does not occur.
Alys> object rename bob
the Registrar objects: Robert stays bob (R251)

clock advance 3d
the time is now 2001-01-07T00:00:00Z

> deadlines
no deadlines

# R251: the Registrar acks: the change occurs at once.
bob> rename Bobby
bob asks to be named Bobby; accepted when the Registrar acks or in 3 days (R251)

Alys> ack rename bob
bob is now named Bobby and pays the Harfer Fee of A$25

# R251: if a second change is made before the first is accepted, only the
# second can occur.
Bobby> rename Rob
Bobby asks to be named Rob; accepted when the Registrar acks or in 3 days (R251)

Bobby> rename Bert
Bobby asks to be named Bert; accepted when the Registrar acks or in 3 days (R251)

clock advance 3d
clock: Bobby is now named Bert and pays the Harfer Fee of A$25
the time is now 2001-01-10T00:00:00Z

# R251: the Registrar may not ack eir own change of name.
Alys> rename Alice
Alys asks to be named Alice; accepted when the Registrar acks or in 3 days (R251)

Alys> ack rename Alys
error: the Registrar may not ack eir own name change (R251)

# A change that was legal when asked but is illegal when due fails (R251).
admin> join Alice2
welcome, Alice2 (Voting); A$900 from the Treasury

Bert> rename Alice
Bert asks to be named Alice; accepted when the Registrar acks or in 3 days (R251)

Alys> ack rename Bert
Bert is now named Alice and pays the Harfer Fee of A$25

clock advance 3d
clock: Alys's change of name to Alice fails: that name is already the name of an entity (R500.1)
the time is now 2001-01-13T00:00:00Z

@verify
