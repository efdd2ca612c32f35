#!/usr/bin/env bash
# `pnpm record`: make the recording venv from the machine's pip mirror (pinned versions in
# requirements.txt) and run every recorder in tools/record/*.py, each in a fresh process so that
# one library's global mode cannot leak into another's recording.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/.venv"
if [[ ! -x "$venv/bin/python" ]]; then
  python3 -m venv "$venv"
fi
# The machine's pip mirror lies on disk; naming it first spares pip the unreachable default index.
mirror=()
for d in /opt/pypi/simple /opt/pypi-more/simple; do
  [[ -d "$d" ]] && mirror+=(--extra-index-url "file://$d")
done
[[ ${#mirror[@]} -gt 0 ]] && mirror=(--index-url "file:///opt/pypi/simple" "${mirror[@]:2}")
"$venv/bin/pip" install -q "${mirror[@]}" -r "$root/tools/record/requirements.txt"
cd "$root"
# TensorFlow logs at import otherwise; recorders that need per-mode processes spawn them themselves.
export TF_CPP_MIN_LOG_LEVEL=3
for script in tools/record/record_*.py; do
  echo "== $script"
  PYTHONHASHSEED=0 "$venv/bin/python" "$script" "$@"
done
