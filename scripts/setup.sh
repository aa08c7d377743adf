#!/usr/bin/env bash
# `npm run setup`: what `npm test` and `npm run bench` need from a Debian machine, installed where
# it is missing: Debian's Chromium (never a downloaded browser), PostgreSQL (trusting connections
# from 127.0.0.1, as the test URLs expect, and started), Redis, nginx with its brotli module and libfaketime (the browser tests' clock). `.ci/run` uses it too.
# Safe to run again: what is there is left as it is.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
command -v pg_ctlcluster >/dev/null || packages+=(postgresql)
command -v redis-server >/dev/null || packages+=(redis-server)
[ -x /usr/sbin/nginx ] || packages+=(nginx-light)
# nginx sends the page files' brotli form with it (docs/nginx.example.conf).
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  packages+=(libnginx-mod-http-brotli-static)
# The browser tests run on a clock of their own (scripts/lib/suiteClock.mjs).
compgen -G '/usr/lib/*/faketime/libfaketime.so.1' >/dev/null || packages+=(faketime)

postgres_up() { command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; }

if [ "${#packages[@]}" = 0 ] && postgres_up; then
  echo "✔ setup: Chromium, PostgreSQL (running on 127.0.0.1:5432), Redis, nginx and libfaketime are there."
  exit 0
fi

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "✘ setup needs root on Debian (apt-get). Ask an administrator to run, as root:" >&2
  [ "${#packages[@]}" = 0 ] || echo "    apt-get update && apt-get install -y ${packages[*]}" >&2
  echo "    and to let the local user postgres connect from 127.0.0.1 without a password" >&2
  echo "    (pg_hba.conf: host all all 127.0.0.1/32 trust), then start PostgreSQL;" >&2
  echo "    or set DATABASE_URL_TEST to a PostgreSQL server the tests may create databases on." >&2
  exit 1
fi

if [ "${#packages[@]}" != 0 ]; then
  echo "Installing ${packages[*]} from Debian …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

if ! postgres_up; then
  version=$(ls /etc/postgresql | head -n 1)
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  # Local test server only: trust connections from this machine, as the test URLs expect.
  if ! grep -qE '^host\s+all\s+all\s+127\.0\.0\.1/32\s+trust' "$hba"; then
    sed -i -E 's/^(host\s+all\s+all\s+127\.0\.0\.1\/32\s+)\S+/\1trust/; s/^(local\s+all\s+all\s+)\S+/\1trust/' "$hba"
  fi
  echo "Starting PostgreSQL …"
  # Restart, not start: Debian may have started the cluster at install, before the change above.
  pg_ctlcluster --skip-systemctl-redirect "$version" main restart ||
    pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do postgres_up && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432
psql -h 127.0.0.1 -U postgres -d postgres -qtc 'select 1' >/dev/null
echo "✔ setup: Chromium, PostgreSQL, Redis and nginx are ready."
