"""Derives packages/promotion/src/data/families/<group>.json from the recorded family tables.

Input: conformance/fixtures/families/<library>-<mode>.json (tools/record/record_families.py:
comparisons, logical, bitwise and shift ops, isclose, unary math, `where` and `clip`, recorded from NumPy 2.4.6 +
ml_dtypes 0.6.0, JAX 0.10.2, TensorFlow 2.21.0 and PyTorch 2.13.0). Output: each distinct table
once (`grids`: 18 rows of 18 cells joined by '/'; `rows`: one unary row of 18 cells), and per
library mode the index of each op's table, keyed `op|form|aRole|bRole` (binary, `where`; clip's
table of a kind of x as `clip@<x>`: `clip@i8`) or `op|form|role` (unary, `where_cond`). Cells: a code, or '-' (refused), '!' (refused: the library
has no kernel for it), '.' (not an operation of the library).
Run: python3 packages/promotion/scripts/build-families.py
"""
import json, os

from compact import CODES, cell, intern, pool_of, write_groups

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
IN = os.path.join(ROOT, "conformance", "fixtures", "families")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "data", "families")
ROLE = {"array": "tensor", "tensor": "tensor", "ndarray": "ndarray"}
# Libraries whose arrays are the tensors (NumPy's ndarray is its tensor).
ARRAYS_ARE_TENSORS = {"numpy", "jax", "torch"}


pools = {}


for name in sorted(os.listdir(IN)):
    doc = json.load(open(os.path.join(IN, name)))
    library, mode = doc["header"]["library"], doc["header"]["mode"]
    pool = pool_of(pools, library, mode)
    grids, rows = pool["grids"], pool["rows"]
    role = (lambda r: "tensor") if library in ARRAYS_ARE_TENSORS else (lambda r: ROLE[r])
    entry = {}
    for t in doc["tables"]:
        if "kinds" in t:
            cells = ["."] * 18
            for k, c in zip(t["kinds"], t["cells"]):
                cells[CODES.index(k)] = cell(c)
            entry[f'{t["op"]}|{t["call"]}|{role(t["operand"])}'] = intern(rows, " ".join(cells))
        else:
            cells = [["."] * 18 for _ in range(18)]
            for i, a in enumerate(t["rows"]):
                for j, b in enumerate(t["cols"]):
                    cells[CODES.index(a)][CODES.index(b)] = cell(t["cells"][i][j])
            # clip's tables, one per kind of x: `clip@i8`
            op = f'{t["op"]}@{t["x"]}' if "x" in t else t["op"]
            key = f'{op}|{t["call"]}|{role(t["rowOperand"])}|{role(t["colOperand"])}'
            entry[key] = intern(grids, "/".join(" ".join(r) for r in cells))
    pool["modes"][f"{library}/{mode}"] = entry

write_groups(
    OUT,
    "conformance/fixtures/families/*.json (tools/record/record_families.py): NumPy 2.4.6 + ml_dtypes 0.6.0, "
              "JAX 0.10.2, TensorFlow 2.21.0, PyTorch 2.13.0",
    pools,
    ROOT,
)
