#!/usr/bin/env bash
# Starts PgBouncer on loopback from deploy/pgbouncer.ini for tests and CI, changing only the addresses
# and the authentication (trust, as the test PostgreSQL uses): any database name goes to the server.
# Usage: deploy/pgbouncer-local.sh <postgres-port> <listen-port> <dir>; stop: kill "$(cat <dir>/pgbouncer.pid)".
set -euo pipefail
pg_port="$1" listen_port="$2" dir="$3"
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$dir"
echo '"postgres" ""' >"$dir/userlist.txt"
sed -e "s|^stashd = .*|* = host=127.0.0.1 port=$pg_port|" \
  -e "s|^listen_port = .*|listen_port = $listen_port|" \
  -e "s|^unix_socket_dir = .*|unix_socket_dir =|" \
  -e "s|^auth_type = .*|auth_type = trust|" \
  -e "s|^auth_file = .*|auth_file = $dir/userlist.txt|" \
  -e "s|^logfile = .*|logfile = $dir/pgbouncer.log|" \
  -e "s|^pidfile = .*|pidfile = $dir/pgbouncer.pid|" \
  "$here/pgbouncer.ini" >"$dir/pgbouncer.ini"
# PgBouncer refuses to run as root: as root, it runs as postgres (the owner of the test server too).
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$dir"
  pgbouncer -d -u postgres "$dir/pgbouncer.ini"
else
  pgbouncer -d "$dir/pgbouncer.ini"
fi
for _ in $(seq 50); do
  [ -s "$dir/pgbouncer.pid" ] && (echo >"/dev/tcp/127.0.0.1/$listen_port") 2>/dev/null && exit 0
  sleep 0.1
done
echo "PgBouncer did not start: $(tail -n 5 "$dir/pgbouncer.log" 2>/dev/null)" >&2
exit 1
