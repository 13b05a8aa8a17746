# Patent Infringement (Ackanomic R716): who is Guilty of it is held in
# Contempt (R716 ¶2, R715) and may make an Appeal for Pardon (R711 2);
# a GRANT clears the guilt (R711 ¶3) but not the Contempt, which e
# leaves by choosing (R715 ¶2). The server cannot see a new entity's
# name clash itself, so the rules' effect (a proposal, the admin) says
# so with `guilty PLAYER patent` (docs/RULINGS.md, Justice: crime).
@include three_players.inc

admin> appoint carol President
carol is now President

# R716 ¶2: Guilty, and so held in Contempt; R715: three days to choose.
admin> guilty bob patent
bob is Guilty of Patent Infringement (R716)
bob is held in Contempt until e chooses, at the latest 2001-01-04T00:00:00Z (R715)

> gaol
the Gaol is empty (R709)

# R711 2: Guilty of Patent Infringement, bob may appeal for pardon.
bob> pardon ask
your Appeal for Pardon is made; the President may GRANT or DENY it until 2001-01-04T00:00:00Z (R711)

# R711 ¶3: GRANTed, bob is no longer Guilty of Patent Infringement.
carol> pardon grant bob
bob's Appeal for Pardon is GRANTed (R711); e is no longer Guilty of Patent Infringement

# R715: still in Contempt, he chooses the A$100 fine to the Treasury.
bob> contempt choose fine
you choose the fine (R715)

> balance bob
bob: 0 points, 800 A$

# R715 ¶2: no longer in Contempt: nothing lapses him into the Gaol.
clock advance 4d
the time is now 2001-01-05T00:00:00Z

> gaol
the Gaol is empty (R709)
