#!/usr/bin/env bash
# `pnpm record`: make the recording venv from the machine's pip mirror (pinned versions in
# requirements.txt) and run every recorder in tools/record/*.py, each in a fresh process so that
# one library's global mode cannot leak into another's recording.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/.venv"
# shellcheck source=../venv.sh
source "$root/tools/venv.sh"
make_venv "$venv" "$root/tools/record/requirements.txt"
cd "$root"
# TensorFlow logs at import otherwise; recorders that need per-mode processes spawn them themselves.
export TF_CPP_MIN_LOG_LEVEL=3
for script in tools/record/record_*.py; do
  echo "== $script"
  PYTHONHASHSEED=0 "$venv/bin/python" "$script" "$@"
done
