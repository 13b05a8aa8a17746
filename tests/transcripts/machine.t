# The Machine That Goes *ping* (Ackanomic R1209; src/econ/machine): the
# Machine exists (¶I) in an active player's Home, whose player is the
# Scholar (¶II); the hidden truth and its public disguise (¶III); the
# Scholar's pings, on the day or up to two days late with an apology, once
# a day (¶IV, ¶V); guesses, one a term: ridicule and a fine, or
# congratulations and the Machine (¶VI); the weightier matters, the call
# for removal, Vacation (¶IX); the quack (¶III's seven days).

@include three_players.inc

# ¶I: "There exists": the admin makes it; ¶II: a random active player's Home.
admin> machine create
the Machine That Goes *ping* is now in alice's Home: alice is the Scholar of *ping* (R1209 I: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

bob> machine
the Machine That Goes *ping* (#7) is in alice's Home: alice is the Scholar of *ping* since 2001-01-01T00:00:00Z (term 1; R1209 II)
the truth is not yet announced: by 2001-01-08T00:00:00Z (R1209 III)
*pings* this term: 0 (R1209 IV)

# ¶III: only the Scholar utters the truth; nothing pings before it (¶IV,
# ¶IX), and guesses before it are wholly ignored (¶IX).
bob> machine truth "is Monday"
error: only the Scholar of *ping* (alice) may announce the Machine's truth (R1209 II, III)

alice> machine ping
error: the Machine does not go *ping* until its truth is announced (R1209 IV, IX)

bob> machine guess "is Monday"
error: guesses before the Scholar announces the disguised truth are wholly ignored (R1209 IX)

# ¶III: no more than twelve words; nothing but words and punctuation;
# each word in the official dictionary or the Rules.
alice> machine truth "today is a day of the week that has a name and a y"
error: the {if clause} has 14 words: no more than 12 (R1209 III, machine.words)

alice> machine truth "is Wednesday or Thursday 42"
error: the {if clause} shall not contain anything that is not a word, except punctuation: '4' (R1209 III)

alice> machine truth "is Wednesday or zzqxvw"
error: 'zzqxvw' is in neither the official dictionary nor the Rules (R1209 III)

alice> machine truth "is Wednesday or Thursday"
the Machine manifests in your dreams and utters its truth (hidden: yours alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "IF AND ONLY IF today ** ********* ** ********, THEN the Machine That Goes *ping* shall go *ping*."; it goes *ping* from tomorrow (R1209 IV)

# ¶III: the disguise is public; the truth is the Scholar's alone.
bob> machine
the Machine That Goes *ping* (#7) is in alice's Home: alice is the Scholar of *ping* since 2001-01-01T00:00:00Z (term 1; R1209 II)
the Machine's truth, disguised (R1209 III): "IF AND ONLY IF today ** ********* ** ********, THEN the Machine That Goes *ping* shall go *ping*."
*pings* this term: 0 (R1209 IV)

alice> machine
the Machine That Goes *ping* (#7) is in alice's Home: alice is the Scholar of *ping* since 2001-01-01T00:00:00Z (term 1; R1209 II)
the Machine's truth, disguised (R1209 III): "IF AND ONLY IF today ** ********* ** ********, THEN the Machine That Goes *ping* shall go *ping*."
*pings* this term: 0 (R1209 IV)
the truth (hidden: yours to see, R1209 III): is Wednesday or Thursday

alice> machine truth "is Friday"
error: the Machine uttered its truth this term already (R1209 III: "one truth")

# ¶IV: "Beginning on the calendar day after the Scholar announces".
alice> machine ping
error: the Machine goes *ping* beginning on the calendar day after the truth is announced (R1209 IV)

admin> clock advance 1d
the time is now 2001-01-02T00:00:00Z

carol> machine ping
error: only the Scholar of *ping* (alice) may announce a *ping* (R1209 II, IV)

alice> machine ping
alice: "Today is Tuesday, the 2nd day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 1 times." (R1209 IV)

# ¶IV: "exactly once on any calendar day".
alice> machine ping
error: the Machine goes *ping* exactly once on any calendar day, and that day's *ping* is announced (R1209 IV, V)

# ¶V: no future date.
alice> machine ping 2001-01-05
error: the Scholar may not indicate that the Machine shall go *ping* on a future date (R1209 V)

admin> clock advance 2d
the time is now 2001-01-04T00:00:00Z

# ¶V: a day late, with the apology; at most two days late.
alice> machine ping 2001-01-03
alice apologises for eir tardiness (R1209 V):
alice: "Today is Wednesday, the 3rd day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 2 times." (R1209 IV)

alice> machine ping 2001-01-01
error: a *ping* is announced on its day or during the next 2 days (R1209 V)

# ¶VI: an incorrect guess: ridicule and A$10 to the Treasury.
bob> machine guess "is Monday"
alice, Scholar of *ping*, ridicules bob: wrong, O heretic! (R1209 VI); bob pays a fine of A$10 to the Treasury for mocking the sacred truth (R1209 VI)

bob> balance
Treasury: 0 points, 97310 A$
alice: 0 points, 900 A$
bob: 0 points, 890 A$
carol: 0 points, 900 A$

# ¶VI: one guess a term; never the Scholar's.
bob> machine guess "is Tuesday"
error: players are forbidden from posting more than one guess during any given term of any particular Scholar (R1209 VI)

alice> machine guess "is Wednesday or Thursday"
error: each player other than the Scholar may guess (R1209 VI)

# ¶VI: the correct guess (case and spacing aside): congratulations, and the
# Machine transports itself to the guesser's home; ¶IX: the last Scholar's
# truth is public.
carol> machine guess "  IS wednesday  or Thursday "
alice, Scholar of *ping*, congratulates carol: the guess is the Machine's truth (R1209 VI)
no Boon of the Ancients is given: no rule defines one (R1209 VI)
the Machine That Goes *ping* is now in carol's Home: carol is the Scholar of *ping* (R1209 VI: the Machine transports itself to the correct guesser's home; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

carol> machine
the Machine That Goes *ping* (#7) is in carol's Home: carol is the Scholar of *ping* since 2001-01-04T00:00:00Z (term 2; R1209 II)
the truth is not yet announced: by 2001-01-11T00:00:00Z (R1209 III)
*pings* this term: 0 (R1209 IV)

# ¶III: "a truth the Machine has never uttered before".
carol> machine truth "is wednesday or thursday"
error: the Machine has uttered that truth before: it must be a truth the Machine has never uttered (R1209 III)

# ¶IX: weightier matters, before the truth: the Machine teleports.
carol> machine abdicate
carol: "I have weighter matters to research, such as the shape of the Earth" (R1209 IX)
the Machine That Goes *ping* is now in bob's Home: bob is the Scholar of *ping* (R1209 IX: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

bob> machine
the Machine That Goes *ping* (#7) is in bob's Home: bob is the Scholar of *ping* since 2001-01-04T00:00:00Z (term 3; R1209 II)
the truth is not yet announced: by 2001-01-11T00:00:00Z (R1209 III)
*pings* this term: 0 (R1209 IV)

# ¶IX: a tardy ping lets another player call for the Scholar's removal.
bob> machine removal
error: a player other than the Scholar calls for the Scholar's removal (R1209 IX)

# ¶V: bob announces a *ping* a day late, with the apology.
bob> machine truth "is Saturday"
the Machine manifests in your dreams and utters its truth (hidden: yours alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "IF AND ONLY IF today ** ********, THEN the Machine That Goes *ping* shall go *ping*."; it goes *ping* from tomorrow (R1209 IV)

admin> clock advance 2d
the time is now 2001-01-06T00:00:00Z

bob> machine ping 2001-01-05
bob apologises for eir tardiness (R1209 V):
bob: "Today is Friday, the 5th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 1 times." (R1209 IV)

# ¶IX: the tardiness is publicly knowable: any player may call for the
# Scholar's removal, and the Machine comes to eir home; the last Scholar's
# truth is posted undisguised (the server does it at once).
carol> machine removal
carol calls for the removal of bob, Scholar of *ping* (R1209 IX)
the Machine's truth, revealed to bob, its last Scholar (R1209 IX): "IF AND ONLY IF today is Saturday, THEN the Machine That Goes *ping* shall go *ping*."
the Machine That Goes *ping* is now in carol's Home: carol is the Scholar of *ping* (R1209 IX: to the home of the Player calling for the Scholar's removal; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

# ¶VIII: thirty *pings* (here two: `machine.reveal_pings`, bound to ¶VIII)
# publish the truth, and the Machine teleports.
admin> param set machine.reveal_pings 2
machine.reveal_pings = 2 (R1209 VIII)

carol> machine truth "is Sunday!"
the Machine manifests in your dreams and utters its truth (hidden: yours alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "IF AND ONLY IF today ** ******!, THEN the Machine That Goes *ping* shall go *ping*."; it goes *ping* from tomorrow (R1209 IV)

admin> clock advance 1d
the time is now 2001-01-07T00:00:00Z

carol> machine ping
carol: "Today is Sunday, the 7th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 1 times." (R1209 IV)

admin> clock advance 1d
the time is now 2001-01-08T00:00:00Z

carol> machine ping
carol: "Today is Monday, the 8th day of January, and the Machine That Goes *ping* Has Gone *ping* today. Since I have been scholar, the Machine has gone *ping* 2 times." (R1209 IV)
the Machine has gone *ping* 2 times this term: its truth, undisguised (R1209 VIII): "IF AND ONLY IF today is Sunday!, THEN the Machine That Goes *ping* shall go *ping*."
the Machine That Goes *ping* is now in bob's Home: bob is the Scholar of *ping* (R1209 VIII: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

# ¶IX: the Scholar goes on Vacation: the Machine teleports.
bob> state vacation
bob is Vacationing, expected for 28d (R250 V a)
the Machine That Goes *ping* is now in carol's Home: carol is the Scholar of *ping* (R1209 IX: the Scholar goes on Vacation: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

# ¶III: seven days without the truth: a quack; the Machine teleports
# (`machine.quack`, 1 from level 8).
admin> clock advance 7d
clock: carol did not announce the Machine's truth within seven days and is deemed to be a quack (R1209 III)
the Machine That Goes *ping* is now in alice's Home: alice is the Scholar of *ping* (R1209 III: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)
the time is now 2001-01-15T00:00:00Z

bob> machine
the Machine That Goes *ping* (#7) is in alice's Home: alice is the Scholar of *ping* since 2001-01-15T00:00:00Z (term 7; R1209 II)
the truth is not yet announced: by 2001-01-22T00:00:00Z (R1209 III)
*pings* this term: 0 (R1209 IV)

# ¶IX: the Scholar is placed in Gaol (R715's Contempt, eir choice): the
# Machine teleports.
admin> contempt alice
alice is held in Contempt until e chooses, at the latest 2001-01-18T00:00:00Z (R715)

alice> contempt choose gaol
you choose the Gaol (R715)
the Machine That Goes *ping* is now in carol's Home: carol is the Scholar of *ping* (R1209 IX: the Scholar is placed in Gaol: the Machine randomly teleports itself; R1209 II); e must announce the Machine's truth within 7 days (R1209 III)

@verify
