# The command language: one clear error line for a bad command, and a
# refused command appends nothing to the log.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

alice> dance
error: unknown command 'dance' (try 'help')

alice> transfer
error: usage: transfer AMOUNT CURRENCY to HOLDER [memo TEXT]

alice> transfer 5 A$ to bob and more
error: usage: transfer AMOUNT CURRENCY to HOLDER [memo TEXT]

alice> transfer 5 A$ from bob
error: usage: transfer AMOUNT CURRENCY to HOLDER [memo TEXT]

alice> transfer "5 A$ to bob
error: unterminated quote

alice> rename "Al"ice
error: a closing quote must end its word

# Not signed in: only joining and reading.
> transfer 5 A$ to alice
error: only active players may do that (R250 II a)

> leave
error: only players may do that

> init again
error: a nomic is initialised only once

> help rename
rename NEWNAME
  ask to change your name
  who: active players; rule: R251

> help ack rename
ack rename PLAYER
  accept a player's change of name now (the Registrar's own: the President or a Grey Councillor)
  who: Registrar (or the admin); rule: R251

> help frobnicate
error: no command is named 'frobnicate'

# Quoted words keep their spaces; \" and \\ escape inside quotes.
admin> join "Quote \"Q\" Man"
error: cannot join as 'Quote "Q" Man': a name uses only name characters (R500.1)

admin> join "Back\\Slash"
welcome, Back\Slash (Voting); A$900 from the Treasury

# Draws are in the log, and replay reproduces them.
alice> roll 3d6
alice rolls 3d6: 1 6 2 (total 9)

alice> roll 0d6
error: '0d6' is not a roll like 2d6 (1-100 dice, 2-1000000 sides)

alice> roll 1d1
error: '1d1' is not a roll like 2d6 (1-100 dice, 2-1000000 sides)

@verify
