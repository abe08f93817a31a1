#!/usr/bin/env bash
# `npm run backup` and `npm run restore` (and their test) run pg_dump and pg_restore, which must be at least the
# PostgreSQL server's major version. Installs Debian's postgresql-client when they are missing.
set -euo pipefail
if command -v pg_dump >/dev/null && command -v pg_restore >/dev/null; then
  pg_dump --version
  exit 0
fi
echo "Installing Debian's postgresql-client for backups and restores..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq postgresql-client >/dev/null
pg_dump --version
