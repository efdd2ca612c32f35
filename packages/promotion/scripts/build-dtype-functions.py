"""Derives packages/promotion/src/data/dtype-functions/<group>.json from the recorded data type
functions.

Input: conformance/fixtures/dtype-functions/<library>-<mode>.json
(tools/record/record_dtype_functions.py: can_cast over the 15 x 15 dtypes from NumPy 2.4.6 +
ml_dtypes 0.6.0, JAX 0.10.2, TensorFlow 2.21.0 (result_type(from, to) == to: TensorFlow has no
can_cast) and PyTorch 2.13.0). Output: per library mode, `canCast`: 15 rows (from) of 15
characters (to), '1' where the library casts, '0' where it does not (a refused call: '0').
result_type is not compacted: the policies' n-ary rule answers it, and the conformance replay
checks it against the same recordings.
Run: python3 packages/promotion/scripts/build-dtype-functions.py
"""
import json, os

from compact import GROUPS

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
IN = os.path.join(ROOT, "conformance", "fixtures", "dtype-functions")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "data", "dtype-functions")

groups = {}
for name in sorted(os.listdir(IN)):
    if not name.endswith(".json"):
        continue
    doc = json.load(open(os.path.join(IN, name)))
    library, mode = doc["header"]["library"], doc["header"]["mode"]
    rows = ["".join("1" if c is True else "0" for c in doc["canCast"][a]) for a in doc["dtypes"]]
    source = f"{library}/{mode}"
    groups.setdefault(GROUPS[source], {"modes": {}})["modes"][source] = {"canCast": rows}

os.makedirs(OUT, exist_ok=True)
for group, data in sorted(groups.items()):
    path = os.path.join(OUT, f"{group}.json")
    with open(path, "w") as f:
        json.dump({"source": "conformance/fixtures/dtype-functions", **data}, f, indent=0, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(data['modes'])} library modes")
