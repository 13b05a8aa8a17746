# The judges' reminders (core/remind.h; src/gov/justice/reminders.c): a
# judge has exactly one week from eir appointment (R213), and one who
# misses it is a deadbeat; so remind.lead (1d) before that week ends, a
# judge who has not judged is told privately, unless e has turned
# reminders off. A redrawn judge gets eir own; one who judged gets none.
@include cfj_setup.inc

alice> cfj "Rule 101 is in force"
CFJ 1 "Rule 101 is in force" by alice; judge: erin (R211, R212)

bob> cfj "Rule 102 is in force"
CFJ 2 "Rule 102 is in force" by bob; judge: dave (R211, R212)

> deadlines
deadline 7: 2001-01-28T00:00:00Z judge-reminder for erin (the server)
deadline 9: 2001-01-28T00:00:00Z judge-reminder for dave (the server)
deadline 6: 2001-01-29T00:00:00Z cfj-judge for erin (R213)
deadline 8: 2001-01-29T00:00:00Z cfj-judge for dave (R213)

# dave judges in time: eir reminder goes with her week (R213).
dave> cfj judge 2 FALSE
CFJ 2: dave judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

# The reminder is private: the clock's reply (and its event's public
# text) says nothing of it.
clock advance 6d
clock: CFJ 2's verdict FALSE is final: nobody appealed within the time (R217 I)
the time is now 2001-01-28T00:00:00Z

erin> inbox
2001-01-28T00:00:00Z reminder: you are the judge of CFJ 1 "Rule 101 is in force"; your judgement is due by 2001-01-29T00:00:00Z, or you are a deadbeat (R213): 'cfj judge 1 TRUE|FALSE|UNDECIDED|INVALID [REASONS]'. 'remind off' stops these reminders.

dave> inbox
no messages for dave

# erin has had eir reminder: a new remind.lead sets again only the
# reminders not yet sent, so e gets no second one (reminders.c).
admin> param set remind.lead 12h
remind.lead = 12h (the server)

> deadlines
deadline 6: 2001-01-29T00:00:00Z cfj-judge for erin (R213)

admin> param set remind.lead 1d
remind.lead = 1d (the server)

# R213: erin is a deadbeat; the judge drawn in eir place has a week of
# eir own, and a reminder of eir own a day before it ends.
clock advance 1d
clock: CFJ 1: erin did not post a judgement within 7d of eir appointment and is a deadbeat: -10 points, and onto the CFJ Ineligibility List (R213)
CFJ 1: erin is a deadbeat, as if e had declined (R213); new judge: carol (R212)
the time is now 2001-01-29T00:00:00Z

> deadlines
deadline 13: 2001-02-04T00:00:00Z judge-reminder for carol (the server)
deadline 12: 2001-02-05T00:00:00Z cfj-judge for carol (R213)
deadline 11: 2001-02-05T12:00:00Z dividends (R508)

# 'remind off': carol is not told.
carol> remind off
carol's reminders are off

clock advance 6d
the time is now 2001-02-04T00:00:00Z

carol> inbox
no messages for carol
