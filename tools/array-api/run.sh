#!/usr/bin/env bash
# `pnpm test:array-api`: runs the Python Array API standard's test suite (data-apis/array-api-tests,
# read from ../shared/vendor/array-api-tests or $ARRAY_API_TESTS_DIR, never copied here) against the
# built @typelattice/tf through typelattice_array_api, twice at once: the numpy policy and jax x64.
# Then report.mjs writes conformance/report/array-api-tests.{json,md}, prints one line and checks the
# runs against the committed report and expected-failures.txt; readme-table.mjs updates the README.
#
# Python: .venv-array-api, made from the machine's pip mirror with the pinned requirements.txt.
# pytest-json-report, which the suite's reporting.py imports, is not on the mirror: the stand-in
# package tools/array-api/pytest_jsonreport provides its module name, json_metadata fixture and hook.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/tools/array-api"
suite="${ARRAY_API_TESTS_DIR:-$root/../shared/vendor/array-api-tests}"
max_examples="${ARRAY_API_MAX_EXAMPLES:-100}"
seed=0
if [[ ! -f "$suite/conftest.py" || ! -d "$suite/array-api/src/array_api_stubs" ]]; then
  echo "test:array-api: no suite at $suite (data-apis/array-api-tests with its array-api submodule); set ARRAY_API_TESTS_DIR" >&2
  exit 1
fi

venv="$root/.venv-array-api"
# shellcheck source=../venv.sh
source "$root/tools/venv.sh"
make_venv "$venv" "$here/requirements.txt"

# The snapshot leaves out the standard's prose (array-api/spec), whose folder the suite's stubs.py
# asserts exists; the suite is read-only. So pytest runs in a folder of links to the snapshot plus
# that empty folder.
stage="$venv/suite"
rm -rf "$stage"
mkdir -p "$stage/array-api/spec/2024.12/API_specification"
for f in conftest.py reporting.py pytest.ini array_api_tests; do ln -s "$suite/$f" "$stage/$f"; done
ln -s "$suite/array-api/src" "$stage/array-api/src"

results="$(mktemp -d)"
logs="$root/conformance/report"
mkdir -p "$logs"
run() { # run <name> <policy> [mode]
  (
    cd "$stage"
    PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$here" ARRAY_API_TESTS_MODULE=typelattice_array_api ARRAY_API_TESTS_VERSION=2024.12 \
      TYPELATTICE_POLICY="$2" TYPELATTICE_MODE="${3:-}" TYPELATTICE_RESULTS="$results/$1.json" \
      "$venv/bin/python" -m pytest array_api_tests -q --tb=no --disable-warnings -p no:cacheprovider \
      -p pytest_jsonreport.plugin -p results_plugin --hypothesis-seed="$seed" --max-examples="$max_examples" \
      >"$logs/array-api-tests-$1.log" 2>&1 || true # failing tests are expected: report.mjs judges the run
  )
  if [[ ! -f "$results/$1.json" ]]; then
    echo "test:array-api: the $1 run ended without results; the end of $logs/array-api-tests-$1.log:" >&2
    tail -n 30 "$logs/array-api-tests-$1.log" >&2
    return 1
  fi
}
echo "test:array-api: running the suite (numpy and jax x64 at once, at most $max_examples examples per test, seed $seed); logs in conformance/report/array-api-tests-*.log"
run numpy numpy & numpy_pid=$!
run jax-x64 jax x64 & jax_pid=$!
status=0
wait "$numpy_pid" || status=1
wait "$jax_pid" || status=1
[[ $status -eq 0 ]] || exit 1

status=0
node "$here/report.mjs" --results "$results" "$@" || status=$?
node "$here/readme-table.mjs" >/dev/null
rm -rf "$results"
exit "$status"
