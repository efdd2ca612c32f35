# Sourced by the scripts that need Python (tools/record/record.sh, tools/array-api/run.sh):
# `make_venv DIR REQUIREMENTS` makes the virtual environment DIR (once) and installs the pinned
# REQUIREMENTS from the machine's pip mirror when they changed since the last install. The mirror
# lies on disk; naming it first spares pip the unreachable default index.
make_venv() {
  local venv="$1" requirements="$2"
  if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
  fi
  local mirror=() d
  for d in /opt/pypi/simple /opt/pypi-more/simple; do
    [[ -d "$d" ]] && mirror+=(--extra-index-url "file://$d")
  done
  [[ ${#mirror[@]} -gt 0 ]] && mirror=(--index-url "file:///opt/pypi/simple" "${mirror[@]:2}")
  if ! cmp -s "$requirements" "$venv/requirements.installed"; then
    "$venv/bin/pip" install -q "${mirror[@]}" -r "$requirements"
    cp "$requirements" "$venv/requirements.installed"
  fi
}
