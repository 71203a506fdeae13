#!/usr/bin/env bash
# Run a command with DATABASE_URL pointing at a throwaway PostgreSQL server from Debian's
# packages, so the API's real-server path is tested too. The server is removed afterwards.
set -euo pipefail

find_bindir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

bindir=$(find_bindir || true)
if [ -z "$bindir" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "[with-postgres] installing Debian's postgresql package …"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bindir=$(find_bindir)
  else
    echo "PostgreSQL is missing. Install it with: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi

port=${PGTEST_PORT:-55432}
workdir=$(mktemp -d /tmp/jatra-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root
  chown postgres "$workdir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

# `pg-ctl start|stop`, given to the command as PGTEST_CTL: a fault test stops the server as a crash does, then starts it
ctl="$workdir/pg-ctl"
cat >"$ctl" <<SCRIPT
#!/usr/bin/env bash
case "\$1" in
  start) exec ${as_pg[*]} "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \\
    -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null ;;
  stop) exec ${as_pg[*]} "$bindir/pg_ctl" -D "$workdir/data" -m immediate -w stop >/dev/null ;;
  *) echo "usage: \$0 start|stop" >&2; exit 2 ;;
esac
SCRIPT
chmod +x "$ctl"

"${as_pg[@]}" "$bindir/initdb" -D "$workdir/data" -U jatra --auth=trust -E UTF8 >/dev/null
"$ctl" start
echo "[with-postgres] PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

PGTEST_CTL="$ctl" DATABASE_URL="postgres://jatra@127.0.0.1:$port/postgres" "$@"
