#!/usr/bin/env bash
# `npm run backup` and `npm run restore` (and their test) run pg_dump and pg_restore, which must be of the
# PostgreSQL server's major version or newer: pg_dump refuses a newer server. Usage:
#   bash scripts/ensure-pg-client.sh [MAJOR]
# MAJOR is the server's major version (compose.yaml's PostgreSQL: 17); without it, the major of DATABASE_URL's
# server when that is set and answers, else any client will do. Installs Debian's postgresql-client-MAJOR (or the
# distribution's default postgresql-client) when the tools are missing or too old, and says plainly when the apt
# sources offer no such package: Debian 12 (bookworm) ships client 15 only, Debian 13 (trixie) client 17; newer
# majors on bookworm come from the PostgreSQL project's own apt repository (PGDG), added to the apt sources first.
set -euo pipefail
want="${1:-}"
if [ -z "$want" ] && [ -n "${DATABASE_URL:-}" ] && command -v psql >/dev/null; then
  num="$(psql "$DATABASE_URL" -XAtc 'show server_version_num' 2>/dev/null || true)"
  if [ -n "$num" ]; then want=$((num / 10000)); fi
fi
# With a host named, Debian's wrapper runs the newest installed client (as the backup, which always names one, does).
version() { PGHOST="${PGHOST:-localhost}" pg_dump --version; }
major() { version | sed -E 's/^[^)]*\) ([0-9]+).*/\1/'; }
good() {
  command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && { [ -z "$want" ] || [ "$(major)" -ge "$want" ]; }
}
if good; then
  version
  exit 0
fi
package="postgresql-client${want:+-$want}"
echo "Installing Debian's $package for backups and restores..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
if ! apt-cache policy "$package" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  . /etc/os-release 2>/dev/null || true
  echo "$package is not offered by this machine's apt sources (${PRETTY_NAME:-this system})." >&2
  echo "pg_dump and pg_restore must be of the server's major version ($want) or newer: Debian 12 ships 15," >&2
  echo "Debian 13 ships 17; otherwise add the PostgreSQL project's apt repository (PGDG) and run this again." >&2
  exit 1
fi
$SUDO apt-get install -y -qq "$package" >/dev/null
if ! good; then
  echo "pg_dump is still $(major) after installing $package: check which pg_dump comes first on PATH." >&2
  exit 1
fi
version
