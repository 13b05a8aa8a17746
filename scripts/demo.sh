#!/bin/sh
# Creates the demo nomic that `make run` serves: the Ackanomic ruleset, two
# players, a few acts.
# usage: demo.sh NOMIC-BINARY FILE
set -eu
nomic=$1
file=$2
n() { "$nomic" --file "$file" "$@"; }
# A virtual clock from now, so the admin can `clock advance 7d` to end a vote.
n init --title "Demo Nomic" --ruleset ackanomic --clock virtual \
	--start "$(date -u +%Y-%m-%dT%H:%MZ)" | sed -n "/^admin token: /p"
n --admin join alice | sed -n 's/^token: /alice token: /p'
n --admin join bob | sed -n 's/^token: /bob token: /p'
n --admin appoint alice as Registrar >/dev/null
n --as alice transfer 25 A\$ to bob memo a welcome gift >/dev/null
n --admin mint 10 points to bob >/dev/null
# The officers' weekly reports (docs/RULINGS.md, Officers' reports): /reports.
for office in registrar scorekeeper treasuror; do
	n --admin report duty $office on >/dev/null
done
echo "demo nomic created in $file (admin: nomic --file $file --admin COMMAND)"
