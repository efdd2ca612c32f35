"""Derives packages/promotion/src/data/array-ops/<group>.json from the recorded op-family fixtures.

Input: conformance/fixtures/ops/<library>-<mode>.json (tools/record/record_ops.py: concat, stack,
add_n, the reductions (the statistics among them, and `op(dtype)`: sum, prod, cumulative_sum and
cumulative_prod with the dtype argument, rows the operand, columns the dtype), matmul and the shape
ops) and conformance/fixtures/indexing/<library>-<mode>.json (tools/record/record_indexing.py: the
indexing and manipulation functions, and the functional updates x.at[i].set/add/multiply/min/max as
`at_<op>`) and conformance/fixtures/sorting/<library>-<mode>.json (tools/record/record_sorting.py:
sort, argsort, top_k and top_k_indices, the index dtype a row's cell) and
conformance/fixtures/{searching,sets}/<library>-<mode>.json (tools/record/record_searching.py:
searchsorted's grid of the index dtype by x1 and x2, and the rows of nonzero, argwhere,
unique_values, unique_indices, unique_inverse_indices and unique_counts), recorded from NumPy 2.4.6 + ml_dtypes 0.6.0,
JAX 0.10.2, TensorFlow 2.21.0 and PyTorch 2.13.0. Output: each distinct table once (`grids`: 18
rows of 18 cells joined by '/'; `rows`: 18 cells) and per library mode the index of each op's
table, keyed `op|python` (a python scalar, or a list for concat) or `op|weak` (the library's weakly
typed array, where it has them), and the index dtype of argmax/argmin. Cells: a code, a weak kind,
'-' (refused), '!' (refused: the library has no kernel for it), '.' (no such call).
Run: python3 packages/promotion/scripts/build-array-ops.py
"""
import json, os

from compact import CODES, cell, intern, pool_of, write_groups

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
IN = os.path.join(ROOT, "conformance", "fixtures", "ops")
INDEXING = os.path.join(ROOT, "conformance", "fixtures", "indexing")
SORTING = os.path.join(ROOT, "conformance", "fixtures", "sorting")
SEARCHING = os.path.join(ROOT, "conformance", "fixtures", "searching")
SETS = os.path.join(ROOT, "conformance", "fixtures", "sets")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "data", "array-ops")
WEAK_OPERAND = {"python": "python", "list": "python", "weak-array": "weak"}


pools = {}


def grid_of(t, base=None):
    """A TABLE2 as 18 rows of 18 cells ('.' where it has no row or column; `base`'s cells where given)."""
    cells = [list(r) for r in base] if base else [["."] * 18 for _ in range(18)]
    for i, a in enumerate(t["rows"]):
        for j, b in enumerate(t["cols"]):
            cells[CODES.index(a)][CODES.index(b)] = cell(t["cells"][i][j])
    return cells


def text_of(cells):
    return "/".join(" ".join(r) for r in cells)


def row_of(t, base=None):
    cells = list(base) if base else ["."] * 18
    for k, c in zip(t["kinds"], t["cells"]):
        cells[CODES.index(k)] = cell(c)
    return cells


for name in sorted(os.listdir(IN)):
    if not name.endswith(".json"):
        continue
    doc = json.load(open(os.path.join(IN, name)))
    library, mode = doc["header"]["library"], doc["header"]["mode"]
    pool = pool_of(pools, library, mode)
    grids, rows = pool["grids"], pool["rows"]
    entry = {}
    for t in doc["nary"]["tables"] + doc["matmul"]["tables"]:
        if "absent" in t:
            continue
        entry[f'{t.get("op", "matmul")}|{WEAK_OPERAND[t["weakOperand"]]}'] = intern(grids, text_of(grid_of(t)))
    # op(x, dtype=D): rows the operand kinds, columns the dtypes; a weak-array table has the weak rows only
    python = {}
    for t in doc["reductions"].get("dtypeArgument", []):
        if "absent" in t:
            continue
        key = f'{t["op"]}(dtype)'
        if t["weakOperand"] == "weak-array":
            entry[f"{key}|weak"] = intern(grids, text_of(grid_of(t, python[key])))
        else:
            python[key] = grid_of(t)
            entry[f"{key}|python"] = intern(grids, text_of(python[key]))
    for section in (doc["reductions"]["tables"], doc["shapeOps"]["tables"]):
        python = {}
        for t in section:
            if "absent" in t:
                continue
            if t["weakOperand"] == "weak-array":
                # the weak kinds only: the dtype cells are the python table's
                cells = row_of(t, python[t["op"]])
                entry[f'{t["op"]}|weak'] = intern(rows, " ".join(cells))
            else:
                python[t["op"]] = row_of(t)
                entry[f'{t["op"]}|python'] = intern(rows, " ".join(python[t["op"]]))
    entry["index"] = doc["reductions"]["indexDtype"]["argmax"]
    indexing = json.load(open(os.path.join(INDEXING, name)))
    python = {}
    sorting = json.load(open(os.path.join(SORTING, name)))
    searching = json.load(open(os.path.join(SEARCHING, name)))
    sets = json.load(open(os.path.join(SETS, name)))
    for t in indexing["tables"]["tables"] + sorting["tables"]["tables"] + searching["tables"]["tables"] + sets["tables"]["tables"]:
        if "absent" in t:
            continue
        if "rows" in t:  # searchsorted: x1 by x2, the index dtype
            entry[f'{t["op"]}|{WEAK_OPERAND[t["weakOperand"]]}'] = intern(grids, text_of(grid_of(t)))
            continue
        if t["weakOperand"] == "weak-array":
            entry[f'{t["op"]}|weak'] = intern(rows, " ".join(row_of(t, python[t["op"]])))
        else:
            python[t["op"]] = row_of(t)
            entry[f'{t["op"]}|python'] = intern(rows, " ".join(python[t["op"]]))
    for t in indexing["updates"]["tables"]:
        if "absent" in t:
            continue
        entry[f'at_{t["op"]}|{WEAK_OPERAND[t["weakOperand"]]}'] = intern(grids, text_of(grid_of(t)))
    pool["modes"][f"{library}/{mode}"] = entry

write_groups(
    OUT,
    "conformance/fixtures/ops/*.json (tools/record/record_ops.py): NumPy 2.4.6 + ml_dtypes 0.6.0, "
              "JAX 0.10.2, TensorFlow 2.21.0, PyTorch 2.13.0",
    pools,
    ROOT,
)
