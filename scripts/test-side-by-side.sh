#!/usr/bin/env bash
# The unit/API tests and the browser tests each run one file at a time, so on a two-core machine they take about
# the time of the longer one side by side, instead of the sum one after the other (docs/decisions/0063).
# Each line is prefixed with its suite; the exit status is the first failure's.
set -uo pipefail
cd "$(dirname "$0")/.."

npm run test:unit > >(sed -u 's/^/[unit] /') 2>&1 &
unit=$!
npm run test:e2e > >(sed -u 's/^/[e2e] /') 2>&1 &
e2e=$!

wait "$unit"
unit_rc=$?
wait "$e2e"
e2e_rc=$?
echo "unit and API tests: exit $unit_rc; browser tests: exit $e2e_rc"
[ "$unit_rc" -eq 0 ] || exit "$unit_rc"
exit "$e2e_rc"
