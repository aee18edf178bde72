#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1:${PGPORT:-55432} and prints its DATABASE_URL.
set -euo pipefail
PGPORT=${PGPORT:-55432}
PGDATA=${PGDATA_DIR:-/tmp/mckenzie-ci-pg}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$BIN" ]; then echo "PostgreSQL server binaries not found" >&2; exit 1; fi
if ! su postgres -s /bin/sh -c "$BIN/pg_ctl -D $PGDATA status" >/dev/null 2>&1; then
  rm -rf "$PGDATA"
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  su postgres -s /bin/sh -c "$BIN/initdb -D $PGDATA -A trust -U postgres" >/dev/null
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D $PGDATA -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off' -l $PGDATA/log -w start" >/dev/null
fi
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "select 1 from pg_database where datname='mckenzie'" | grep -q 1 \
  || psql -h 127.0.0.1 -p "$PGPORT" -U postgres -c "create database mckenzie" >/dev/null
echo "postgres://postgres@127.0.0.1:$PGPORT/mckenzie"
