#!/usr/bin/env bash
# Installs Debian's PostgreSQL, starts a server on localhost, creates an empty test database and
# prints its URL (the only line on stdout), e.g.:
#   export ARBITRE_TEST_POSTGRES_URL="$(bash .ci/postgres.sh)"
# Safe to run as root (the server runs as the `postgres` user) and to run twice.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
DB="${ARBITRE_PG_DB:-arbitre_test}"
USER_NAME="${ARBITRE_PG_USER:-arbitre}"
PASSWORD="${ARBITRE_PG_PASSWORD:-arbitre}"
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root runuser -u postgres -- "$@"; }

{
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends postgresql postgresql-client
} >&2

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION main"; then
  as_root pg_createcluster "$VERSION" main >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $3}')"
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  as_root pg_ctlcluster "$VERSION" main start >&2
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$PORT" >&2

as_postgres psql -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres >&2 <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${USER_NAME}') THEN
    CREATE ROLE ${USER_NAME} LOGIN PASSWORD '${PASSWORD}';
  ELSE
    ALTER ROLE ${USER_NAME} LOGIN PASSWORD '${PASSWORD}';
  END IF;
END
\$\$;
DROP DATABASE IF EXISTS ${DB} WITH (FORCE);
CREATE DATABASE ${DB} OWNER ${USER_NAME};
SQL

echo "postgresql+psycopg://${USER_NAME}:${PASSWORD}@127.0.0.1:${PORT}/${DB}"
