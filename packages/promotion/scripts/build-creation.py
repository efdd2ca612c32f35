"""Derives packages/promotion/src/data/creation/<group>.json from the recorded creation fixtures.

Input: conformance/fixtures/creation/<library>-<mode>.json (tools/record/record_creation.py:
the creation functions, random numbers and data type functions recorded from NumPy 2.4.6 +
ml_dtypes 0.6.0, JAX 0.10.2, TensorFlow 2.21.0 and PyTorch 2.13.0). Output, per library mode:

- `defaults`: the result of each call without a dtype, keyed `fn` or `fn|kind` (the kind of the
  Python values: `int`, `float`, `bool`, `complex`): a code, a weak kind, '-' refused, '.' no call;
- `dtypes`: per function, the 15 cells of the call with each dtype (space-separated, dtypes in
  DTYPE order): the result's code ('-' refused, '!' refused for want of a kernel);
- `kinds`: per function (and fill value kind), the 18 cells over the operand kinds, keyed
  `fn|python` or `fn|weak` (the library's weakly typed arrays);
- `canCast`: 15 strings of 15 '0'/'1' (absent where the library has no can_cast);
- `isdtype`: 15 strings of 7 '0'/'1' over the kinds of `isdtypeKinds` (absent likewise);
- `meshgrid`: the output kind of each of the 18 input kinds, and whether two dtypes are refused;
  for TensorFlow also `pairs`: the two outputs of every pair of input kinds (18 rows of 18).

Run: python3 packages/promotion/scripts/build-creation.py
"""
import json, os

from compact import CODES, GROUPS, cell

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
IN = os.path.join(ROOT, "conformance", "fixtures", "creation")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "data", "creation")
DTYPE_CODES = CODES[:15]

# The defaults cases by key: fn, or fn|kind of the Python values (see record_creation.py's default_cases).
DEFAULT_KEYS = {
    "zeros (3,)": "zeros", "ones (3,)": "ones", "empty (3,)": "empty", "eye 3": "eye",
    "full (3,) int": "full|int", "full (3,) float": "full|float", "full (3,) bool": "full|bool", "full (3,) complex": "full|complex",
    "arange 3": "arange|int", "arange 3.0": "arange|float",
    "linspace 0 1 5": "linspace|int", "linspace 0.0 1.0 5": "linspace|float", "linspace 0j 1 3": "linspace|complex",
    "random_uniform (3,)": "random_uniform", "random_normal (3,)": "random_normal", "random_integers 0 10 (3,)": "random_integers",
}
VALUE_KINDS = {"i": "int", "f": "float", "c": "complex"}


def outcome_cell(o):
    if o is None:
        return "."
    if "refused" in o:
        return "!" if o.get("cause") == "no-kernel" else "-"
    if o.get("weak"):
        return {"c": "c*", "f": "f*", "b": "f*"}.get(o["dtype"][0], "i*")
    return o["dtype"]


def value_kind(args):
    v = args.get("value")
    if isinstance(v, bool):
        return "bool"
    return VALUE_KINDS[next(iter(v))] if isinstance(v, dict) else None


modes = {}
for name in sorted(os.listdir(IN)):
    if not name.endswith(".json"):
        continue
    doc = json.load(open(os.path.join(IN, name)))
    library, mode = doc["header"]["library"], doc["header"]["mode"]
    entry = {"defaults": {}, "dtypes": {}, "kinds": {}}
    for c in doc["defaults"]:
        if c["id"] in DEFAULT_KEYS:
            entry["defaults"][DEFAULT_KEYS[c["id"]]] = outcome_cell(c["outcome"])
    for t in doc["dtypeTables"]:
        kind = value_kind(t["args"])
        key = t["fn"] if kind is None else f'{t["fn"]}|{kind}'
        entry["dtypes"][key] = " ".join(cell(c) for c in t["cells"])
    for t in doc["kindTables"]:
        kind = value_kind(t["args"])
        key = (t["fn"] if kind is None else f'{t["fn"]}:{kind}') + ("|weak" if t["weakOperand"] == "weak-array" else "|python")
        cells = ["."] * 18
        for k, c in zip(t["kinds"], t["cells"]):
            cells[CODES.index(k)] = cell(c)
        entry["kinds"][key] = " ".join(cells)
    mesh = doc["meshgrid"]
    diag = [mesh["cells"][i][i] for i in range(18)]
    entry["meshgrid"] = {
        # each input's output kind (meshgrid(x, x)), and whether inputs of two dtypes are refused
        "kinds": " ".join(cell(c.split(" ")[0] if isinstance(c, str) else c) for c in diag),
        "sameDType": any(not isinstance(mesh["cells"][i][j], str) for i in range(15) for j in range(15) if i != j),
    }
    if library == "tensorflow":
        # TensorFlow multiplies each grid by ones of the first input's dtype, so each output is
        # decided by its input and the first: every pair's two outputs ("a,b"), or '-' / '!'
        entry["meshgrid"]["pairs"] = [
            " ".join(",".join(cell(x) for x in c.split(" ")) if isinstance(c, str) else cell(c) for c in row) for row in mesh["cells"]
        ]
    functions = doc["dtypeFunctions"]
    if "cells" in functions["canCast"]:
        entry["canCast"] = ["".join("1" if x is True else "0" for x in row) for row in functions["canCast"]["cells"]]
    if "cells" in functions["isdtype"]:
        entry["isdtype"] = ["".join("1" if x is True else "0" for x in row) for row in functions["isdtype"]["cells"]]
        entry["isdtypeKinds"] = functions["isdtype"]["kinds"]
    modes[f"{library}/{mode}"] = entry

# one file per library group (data/creation/<group>.json), as the other recordings: a bundle of
# one policy carries its own library's creation tables and no other's
os.makedirs(OUT, exist_ok=True)
groups = {}
for source, entry in modes.items():
    groups.setdefault(GROUPS[source], {})[source] = entry
for group, group_modes in sorted(groups.items()):
    document = {
        "about": "Generated by scripts/build-creation.py from conformance/fixtures/creation: do not edit by hand.",
        "modes": group_modes,
    }
    path = os.path.join(OUT, f"{group}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(document, f, separators=(",", ":"), sort_keys=False)
        f.write("\n")
    print(f"wrote {os.path.relpath(path, ROOT)} ({os.path.getsize(path)} bytes, {len(group_modes)} library modes)")
