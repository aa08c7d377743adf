#!/usr/bin/env bash
# `scripts/at-time.sh "2027-03-27 23:30" npm test`: runs a command as if the machine's clock read
# that Berlin wall-clock time (issue 57: nothing in the suite may depend on the day it runs).
# libfaketime moves the clock of every process the command starts (Node, the test servers) by
# the same offset, so they agree with each other and the time runs on. The monotonic clocks move
# by the same offset (durations and timeouts stay as they are): Chromium spins at full load when
# only the wall clock moves (its waits mix the two clocks), and runs when both do, so the browser
# lane runs under it too. The system's PostgreSQL keeps the real time: the
# site writes its own timestamps, so nothing reads the database's clock.
# Needs Debian's `faketime` package (apt-get install faketime).
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: scripts/at-time.sh \"YYYY-MM-DD HH:MM\" command [arguments …]  (Berlin time)" >&2
  exit 2
fi
library=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1 || true)
if [ -z "$library" ]; then
  echo "✘ libfaketime is missing: apt-get install faketime" >&2
  exit 1
fi
target=$(TZ=Europe/Berlin date -d "$1" +%s)
shift
# "@<time>" would start each process at that instant anew, so the browser started a minute later
# would be a minute behind the test server; an offset is the same for all.
offset=$((target - $(date +%s)))
if [ "$offset" -lt 0 ]; then shift_by="$offset"; else shift_by="+$offset"; fi
# redis-server does not start under libfaketime; scripts/lib/redis-server.mjs starts it on the
# machine's clock. The browser lanes run on a clock of their own (scripts/lib/suiteClock.mjs),
# counted from the machine's real time, so under this script only what runs outside them moves.
# FAKETIME is read once per process: by default libfaketime reads it again every 10 s, and the
# browser lanes' runner sets its children's offset in its own environment (scripts/lib/suiteClock.mjs).
export LD_PRELOAD="$library" FAKETIME="$shift_by" FAKETIME_DONT_FAKE_MONOTONIC=0 FAKETIME_CACHE_DURATION=1000000000
echo "Running at $(date '+%Y-%m-%d %H:%M:%S %Z') (offset ${FAKETIME} s): $*" >&2
"$@"
