# Sign-in sessions (issue 18 item 1; core/sessions.h): `session` issues
# one (its secret is the reply's, never logged: only its hash), `sessions`
# lists the live ones, `session end` ends one or all; each lasts
# session.lifetime and is pruned once expired. The web's sign-in
# (net/session_web.c) runs these commands.
@init Sessions 2001-06-01T12:00Z

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

> session
error: only players may do that

alice> sessions
alice has no sessions

admin> param set session.lifetime 2d
session.lifetime = 2d (the server)

alice> session
session 1 for alice, until 2001-06-03T12:00:00Z

alice> sessions
session 1: from 2001-06-01T12:00:00Z until 2001-06-03T12:00:00Z

clock advance 1d
the time is now 2001-06-02T12:00:00Z

alice> session
session 2 for alice, until 2001-06-04T12:00:00Z

bob> session
session 3 for bob, until 2001-06-04T12:00:00Z

alice> sessions
session 1: from 2001-06-01T12:00:00Z until 2001-06-03T12:00:00Z
session 2: from 2001-06-02T12:00:00Z until 2001-06-04T12:00:00Z

bob> sessions
session 3: from 2001-06-02T12:00:00Z until 2001-06-04T12:00:00Z

# Bob cannot end alice's, nor a session that is not there.
bob> session end 1
error: bob has no session 1

bob> session end 9
error: bob has no session 9

bob> session end first
error: name a session by the number `sessions` shows, or say all

# alice's first has expired one day later; it is neither listed nor ended.
clock advance 1d12h
the time is now 2001-06-04T00:00:00Z

alice> sessions
session 2: from 2001-06-02T12:00:00Z until 2001-06-04T12:00:00Z

alice> session end 1
error: alice has no session 1

bob> session
session 4 for bob, until 2001-06-06T00:00:00Z

bob> session end 3
session 3 of bob ended

bob> sessions
session 4: from 2001-06-04T00:00:00Z until 2001-06-06T00:00:00Z

bob> session end all
1 session of bob ended

bob> sessions
bob has no sessions

alice> session end all
1 session of alice ended

alice> sessions
alice has no sessions

admin> param set session.lifetime 30m
error: session.lifetime is from 1h to 3650d (the server)


# A token is renewed by its player (`token`) or, once it has expired and
# no session is left, by the admin (`token for`; net/http.c says so).
admin> token for alice
a new token for alice; eir old one no longer works

admin> token for nobody
error: no player is named 'nobody'

alice> token for bob
error: only the admin may do that

@verify
