"""Derives packages/promotion/src/data/extensions/<group>.json from the recorded linalg and fft fixtures.

Input: conformance/fixtures/extensions/<library>-<mode>.json (tools/record/record_extensions.py,
recorded from NumPy 2.4.6 + ml_dtypes 0.6.0, JAX 0.10.2, TensorFlow 2.21.0 and PyTorch 2.13.0).
Output: each distinct table once (`grids`: 18 rows of 18 cells joined by '/'; `rows`: 18 cells)
and per library mode the index of each function's table, keyed `op|python` (nested lists of
python scalars) or `op|weak` (the library's weakly typed arrays, the weak kinds only: the dtype
cells are the python table's); a multi-output function has one table per output, `op#k|...` for
output k. fftfreq and rfftfreq: `op|dtype` (the `dtype` argument's row) and `op|default` (the
code of the result without one). A function the library lacks has no key. Cells: a code, a weak
kind, '-' (refused), '!' (refused: no kernel), '.' (no such call).
Run: python3 packages/promotion/scripts/build-extensions.py
"""
import json, os

from compact import CODES, cell, intern, pool_of, write_groups

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
IN = os.path.join(ROOT, "conformance", "fixtures", "extensions")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "data", "extensions")
FORM = {"python": "python", "weak-array": "weak"}

pools = {}


def output(c, k):
    """Output k of a cell (a multi-output cell is a list; a refusal or null stands for every output)."""
    return c[k] if isinstance(c, list) else c


def grid_of(t, k):
    cells = [["."] * 18 for _ in range(18)]
    for i, a in enumerate(t["rows"]):
        for j, b in enumerate(t["cols"]):
            cells[CODES.index(a)][CODES.index(b)] = cell(output(t["cells"][i][j], k))
    return "/".join(" ".join(r) for r in cells)


def row_of(t, k, base=None):
    cells = list(base) if base else ["."] * 18
    for kind, c in zip(t["kinds"], t["cells"]):
        cells[CODES.index(kind)] = cell(output(c, k))
    return cells


for name in sorted(os.listdir(IN)):
    if not name.endswith(".json"):
        continue
    doc = json.load(open(os.path.join(IN, name)))
    library, mode = doc["header"]["library"], doc["header"]["mode"]
    pool = pool_of(pools, library, mode)
    grids, rows = pool["grids"], pool["rows"]
    entry = {}
    python = {}
    for t in doc["linalg"]["tables"] + doc["fft"]["tables"]:
        if "absent" in t:
            continue
        op = t["op"]
        if "default" in t:  # fftfreq, rfftfreq
            entry[f"{op}|default"] = cell(t["default"])
            entry[f"{op}|dtype"] = intern(rows, " ".join(row_of(t, 0)))
            continue
        outputs = len(t.get("outputs", [None]))
        for k in range(outputs):
            key = op if outputs == 1 else f"{op}#{k}"
            form = FORM[t["weakOperand"]]
            if "rows" in t:
                entry[f"{key}|{form}"] = intern(grids, grid_of(t, k))
            elif form == "python":
                python[key] = row_of(t, k)
                entry[f"{key}|python"] = intern(rows, " ".join(python[key]))
            else:
                entry[f"{key}|weak"] = intern(rows, " ".join(row_of(t, k, python[key])))
    pool["modes"][f"{library}/{mode}"] = entry

write_groups(
    OUT,
    "conformance/fixtures/extensions/*.json (tools/record/record_extensions.py): NumPy 2.4.6 + ml_dtypes 0.6.0, "
              "JAX 0.10.2, TensorFlow 2.21.0, PyTorch 2.13.0",
    pools,
    ROOT,
)
