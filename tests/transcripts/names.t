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

# The rename waits no more; the Registrar's salary does (R401 (iv)).
> deadlines
deadline 3: 2001-02-05T12:00:00Z office-salaries (R401 (iv))

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

# R251: "When the player changing eir name is the Registrar, the President
# or any Grey Councillor can object to or ack the name change as if e were
# the Registrar": nobody else.
Bert> ack rename Alys
error: the Registrar's own change of name is the President's or a Grey Councillor's to ack (R251)

admin> appoint Bert as President
Bert is now President

Bert> object rename Alys
Bert objects: Alice stays Alys (R251)

Alys> rename Alice
Alys asks to be named Alice; accepted when the Registrar acks or in 3 days (R251)

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

# Look-alikes (docs/RULINGS.md, Names): a name that differs from another
# player's, an office's or the server's own only by case, punctuation,
# spacing or confusable characters (Unicode's confusable skeletons, UTS #39)
# is refused, naming the one it resembles.
> join aIice
error: cannot join as 'aIice': it looks like 'Alice'

> join a1ice
error: cannot join as 'a1ice': it looks like 'Alice'

> join alice.
error: cannot join as 'alice.': it looks like 'Alice'

> join alice_
error: cannot join as 'alice_': it looks like 'Alice'

> join Treasury_
error: cannot join as 'Treasury_': it looks like 'Treasury', a name the server keeps

> join "J.T. Traub"
error: cannot join as 'J.T. Traub': it looks like 'JT Traub'

> join "Al ys"
error: cannot join as 'Al ys': it looks like 'Alys'

# Digits taken for letters are the skeletons' own: 1 and | for l (and so
# for a capital I), 0 for a capital O; "rn" for m. A name is also seen in
# capitals, since names compare without case.
> join AL1CE2
error: cannot join as 'AL1CE2': it looks like 'Alice2'

> join adm1n
error: cannot join as 'adm1n': it looks like 'admin', a name the server keeps

admin> join Alyz
welcome, Alyz (Voting); A$900 from the Treasury

Alyz> rename A|ys
error: cannot change name to 'A|ys': it looks like 'Alys'

# A change of name that was fine when asked fails if, when it is due, it
# looks like a name taken meanwhile (R251).
Alyz> rename Ra1ph
Alyz asks to be named Ra1ph; accepted when the Registrar acks or in 3 days (R251)

admin> join Ralph
welcome, Ralph (Voting); A$900 from the Treasury

clock advance 3d
clock: Alyz's change of name to Ra1ph fails: it looks like 'Ralph'
the time is now 2001-01-16T00:00:00Z

# Offices and players are told apart too, as are currencies, whatever the
# script: "Sреaker" has a Cyrillic р and е.
admin> office create Registrar.
error: cannot create the office 'Registrar.': it looks like the office 'Registrar'

admin> office create Alyz
error: cannot create the office 'Alyz': it looks like 'Alyz'

admin> join President
error: cannot join as 'President': it looks like the office 'President'

admin> office create "Sреaker"
error: cannot create the office 'Sреaker': it looks like the office 'Speaker'

admin> currency create p0ints
error: cannot create the currency 'p0ints': it looks like the currency 'points'

admin> currency create Stones
currency Stones created

@verify
