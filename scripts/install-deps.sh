#!/bin/sh
# Installs the Debian packages nomicd builds and tests with, when any is missing.
# Called by `make run` and `make test`; safe to run again (it does nothing when all are present).
set -eu

PKGS="build-essential meson ninja-build pkg-config
libsqlite3-dev libmicrohttpd-dev libjansson-dev libsodium-dev libcmocka-dev liblua5.4-dev
libicu-dev libcurl4-openssl-dev libgmime-3.0-dev libpq-dev
sqlite3 curl python3 gnugo wamerican chromium chromium-driver python3-selenium
opensmtpd postgresql
systemd man-db groff-base"

missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0

echo "install-deps: installing$missing"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
