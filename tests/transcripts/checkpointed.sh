#!/bin/sh
# checkpointed.sh RUNNER DIR: every transcript in DIR run again with
# NOMIC_TEST_CHECKPOINT=1 (issue 17 item 3): after every batch the engine
# saves every part of the state, reloads it and goes on with the reloaded
# one (core/checkpoint.c checkpoint_selftest), so a field a checkpoint
# forgets shows as a reply that differs. The meson test "transcripts
# checkpointed" (suite checkpoint); the files are found when it runs, so a
# new transcript is in it without a reconfigure.
set -eu
runner=$1
dir=$2
NOMIC_TEST_CHECKPOINT=1
export NOMIC_TEST_CHECKPOINT
# shellcheck disable=SC2086 # the glob is the list of files
exec "$runner" "$dir"/*.t
