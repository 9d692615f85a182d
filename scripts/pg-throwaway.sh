#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests: `source scripts/pg-throwaway.sh` (bash) then `pg_throwaway_start`.
# It installs Debian's postgresql package when the server binaries are missing, creates a cluster in a
# temporary folder (initdb as the postgres user when run as root), starts it with pg_ctl on a free port on
# 127.0.0.1 (no systemd needed), creates a role and a database, and exports TEST_DATABASE_URL.
# `pg_throwaway_stop` stops it and removes the folder. Nothing outside the temporary folder is changed
# besides the package install, so it can run any number of times.

pg_as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

pg_bindir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

pg_install_if_missing() {
  if pg_bindir >/dev/null; then return 0; fi
  echo "pg-throwaway: installing PostgreSQL from Debian's packages"
  pg_as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive pg_as_root apt-get install -y -qq postgresql >/dev/null
  pg_bindir >/dev/null || { echo "pg-throwaway: no initdb after installing postgresql" >&2; return 1; }
}

# Runs a command as the cluster's owner: the postgres user when we are root (initdb refuses root).
pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    local quoted
    quoted=$(printf '%q ' "$@")
    su postgres -s /bin/sh -c "$quoted"
  else
    "$@"
  fi
}

pg_free_port() {
  node "$(dirname "${BASH_SOURCE[0]}")/lib/harness.cjs" free-port
}

pg_throwaway_start() {
  pg_install_if_missing || return 1
  local bin
  bin=$(pg_bindir)
  PG_THROWAWAY_DIR=$(mktemp -d /tmp/wellness-pg.XXXXXX)
  chmod 755 "$PG_THROWAWAY_DIR"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_THROWAWAY_DIR"; fi
  PG_THROWAWAY_PORT=$(pg_free_port)
  export PG_THROWAWAY_DIR PG_THROWAWAY_PORT
  pg_as_owner "$bin/initdb" -D "$PG_THROWAWAY_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null \
    || pg_as_owner "$bin/initdb" -D "$PG_THROWAWAY_DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null \
    || return 1
  # Only TCP on 127.0.0.1, the socket in the temporary folder; a small cluster, fsync off (test data).
  pg_as_owner "$bin/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -l "$PG_THROWAWAY_DIR/server.log" -w -t 60 \
    -o "-p $PG_THROWAWAY_PORT -c listen_addresses=127.0.0.1 -k $PG_THROWAWAY_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$PG_THROWAWAY_DIR/server.log" >&2; return 1; }
  local psql=("$bin/psql" -h 127.0.0.1 -p "$PG_THROWAWAY_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
  "${psql[@]}" -c "create role wellness login createdb password 'wellness'" \
    && "${psql[@]}" -c "create database wellness owner wellness" || return 1
  export TEST_DATABASE_URL="postgres://wellness:wellness@127.0.0.1:$PG_THROWAWAY_PORT/wellness"
  echo "pg-throwaway: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_THROWAWAY_PORT ($PG_THROWAWAY_DIR)"
}

pg_throwaway_stop() {
  [ -n "${PG_THROWAWAY_DIR:-}" ] && [ -d "$PG_THROWAWAY_DIR" ] || return 0
  local bin
  bin=$(pg_bindir) && pg_as_owner "$bin/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_THROWAWAY_DIR"
  unset PG_THROWAWAY_DIR
}
