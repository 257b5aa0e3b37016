# A throwaway PostgreSQL server for the database tests. Source this file, then call
# start_test_postgres: it starts a server on 127.0.0.1 at a free port in a temporary folder,
# creates the database `scichart` with a role `scichart` (password login, may create tables)
# and a role `scichart_reader` (password login, SELECT only), and exports SCICHART_POSTGRES
# (the writer's connection string), SCICHART_POSTGRES_READER (the reader's) and
# SCICHART_REQUIRE_POSTGRES=1. The server is stopped and its folder removed when the shell
# exits (stop_test_postgres does it earlier). Arguments are more server settings, each
# `name=value` with no spaces or quotes, as `start_test_postgres shared_buffers=2GB` (the
# database bench's figures use that one).

_pg_bin_dir() {
    if [ -x /usr/lib/postgresql/15/bin/postgres ]; then
        echo /usr/lib/postgresql/15/bin
        return
    fi
    local newest
    newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$newest" ] && [ -x "$newest/postgres" ] || {
        echo "postgres.sh: no PostgreSQL server under /usr/lib/postgresql (apt-get install postgresql)" >&2
        return 1
    }
    echo "$newest"
}

# Runs a command as the server's user.
_pg_as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

stop_test_postgres() {
    if [ -n "${_PG_DIR:-}" ] && [ -d "$_PG_DIR" ]; then
        _pg_as_owner "$_PG_BIN/pg_ctl" -D "$_PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
        rm -rf "$_PG_DIR"
    fi
    _PG_DIR=
}

start_test_postgres() {
    _PG_BIN=$(_pg_bin_dir) || return 1
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
        echo "postgres.sh: running as root and there is no postgres user to run the server" >&2
        return 1
    fi
    _PG_DIR=$(mktemp -d /tmp/scichart-postgres.XXXXXX)
    # Keep a trap the sourcing script set, running it after the server stops.
    local previous
    previous=$(trap -p EXIT | sed "s/^trap -- '\(.*\)' EXIT$/\1/")
    trap "stop_test_postgres${previous:+; $previous}" EXIT
    chmod 700 "$_PG_DIR"
    [ "$(id -u)" = 0 ] && chown postgres: "$_PG_DIR"
    local port password reader_password setting options
    options=""
    for setting in "$@"; do
        [[ "$setting" =~ ^[a-z_.]+=[A-Za-z0-9_.]+$ ]] || {
            echo "postgres.sh: a setting is name=value without spaces or quotes: $setting" >&2
            return 1
        }
        options="$options -c $setting"
    done
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
    password="w$(python3 -c 'import secrets; print(secrets.token_hex(12))')"
    reader_password="r$(python3 -c 'import secrets; print(secrets.token_hex(12))')"
    _pg_as_owner "$_PG_BIN/initdb" -D "$_PG_DIR/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
        -E UTF8 --no-locale >"$_PG_DIR/initdb.log" 2>&1 || {
        cat "$_PG_DIR/initdb.log" >&2
        return 1
    }
    # The superuser logs in over the socket only (trust); TCP logins need a password.
    _pg_as_owner tee "$_PG_DIR/data/pg_hba.conf" >/dev/null <<HBA
local all all trust
host all all 127.0.0.1/32 scram-sha-256
HBA
    _pg_as_owner "$_PG_BIN/pg_ctl" -D "$_PG_DIR/data" -l "$_PG_DIR/server.log" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$_PG_DIR -c fsync=off$options" \
        start >/dev/null || {
        cat "$_PG_DIR/server.log" >&2
        return 1
    }
    local ready=0
    for _ in $(seq 1 50); do
        if "$_PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port"; then
            ready=1
            break
        fi
        sleep 0.2
    done
    [ "$ready" = 1 ] || {
        echo "postgres.sh: the server did not answer" >&2
        cat "$_PG_DIR/server.log" >&2
        return 1
    }
    _pg_as_owner "$_PG_BIN/psql" -q -v ON_ERROR_STOP=1 -h "$_PG_DIR" -p "$port" -U postgres -d postgres <<SQL >/dev/null
CREATE ROLE scichart LOGIN PASSWORD '$password';
CREATE ROLE scichart_reader LOGIN PASSWORD '$reader_password';
CREATE DATABASE scichart OWNER scichart;
\c scichart
ALTER DEFAULT PRIVILEGES FOR ROLE scichart IN SCHEMA public GRANT SELECT ON TABLES TO scichart_reader;
GRANT USAGE ON SCHEMA public TO scichart_reader;
SQL
    export SCICHART_POSTGRES="host=127.0.0.1 port=$port dbname=scichart user=scichart password=$password"
    export SCICHART_POSTGRES_READER="host=127.0.0.1 port=$port dbname=scichart user=scichart_reader password=$reader_password"
    export SCICHART_REQUIRE_POSTGRES=1
    # `$SCICHART_POSTGRES_CTL stop` and `... start`: what the test of a server that goes away
    # mid-pan runs (only when SCICHART_POSTGRES_RESTART=1: other tests would see it go).
    cat >"$_PG_DIR/ctl" <<CTL
#!/usr/bin/env bash
set -euo pipefail
# The server started below must not keep the caller's descriptors open: a caller that waits
# for this script to end (a test's Process) would wait for the server to end too.
for fd in /proc/\$\$/fd/*; do
    fd=\${fd##*/}
    [ "\$fd" -gt 2 ] && eval "exec \$fd>&-" || true
done
owner=()
[ "\$(id -u)" = 0 ] && owner=(runuser -u postgres --)
case "\$1" in
stop) "\${owner[@]}" "$_PG_BIN/pg_ctl" -D "$_PG_DIR/data" -m fast -w stop >/dev/null ;;
start) "\${owner[@]}" "$_PG_BIN/pg_ctl" -D "$_PG_DIR/data" -l "$_PG_DIR/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$_PG_DIR -c fsync=off$options" start </dev/null >/dev/null 2>&1 ;;
*) echo "usage: ctl stop|start" >&2; exit 2 ;;
esac
CTL
    chmod 755 "$_PG_DIR/ctl"
    chmod 711 "$_PG_DIR"
    export SCICHART_POSTGRES_CTL="$_PG_DIR/ctl"
    echo "PostgreSQL $("$_PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($_PG_DIR)"
}
