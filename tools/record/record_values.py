"""Records NumPy's elementwise values for every op and dtype into conformance/fixtures/values/numpy/.

For each op: every same-dtype pair and a set of mixed pairs, each an outer product of edge values
(0, -0, +-1, min, max, NaN, +-inf, subnormals, small integers) and seeded random values, with
NumPy's exact result (or the exception it raises). Also `cast.json`: astype between every pair of
dtypes. Encoding (lossless, deterministic) is described in conformance/fixtures/values/README.md.

Run: .venv/bin/python tools/record/record_values.py   (all fixtures: pnpm record)
"""

import json
import os
import sys
import warnings
import zlib

import ml_dtypes
import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT_DIR = os.path.join(ROOT, "conformance", "fixtures", "values", "numpy")

DTYPES = [
    "bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
]
FLOATS = ("bfloat16", "float16", "float32", "float64")
NP = {name: np.dtype(ml_dtypes.bfloat16 if name == "bfloat16" else name) for name in DTYPES}

UFUNCS = {
    "add": np.add,
    "subtract": np.subtract,
    "multiply": np.multiply,
    "truediv": np.true_divide,
    "floordiv": np.floor_divide,
    "mod": np.remainder,
    "pow": np.power,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "atan2": np.arctan2,
}

# Mixed pairs: operands of different dtypes, computed by NumPy in the promoted dtype.
MIXED = [
    ("bool", "int8"), ("bool", "float16"), ("uint8", "int8"), ("int8", "uint8"),
    ("int16", "uint16"), ("uint32", "int32"), ("int64", "uint64"), ("uint64", "float32"),
    ("int8", "float32"), ("float32", "int8"), ("int8", "float16"), ("int16", "float16"),
    ("uint8", "bfloat16"), ("bfloat16", "float16"), ("bfloat16", "float32"), ("int32", "float32"),
    ("int64", "float64"), ("float32", "complex64"), ("float64", "complex64"), ("int8", "complex64"),
    ("complex64", "complex128"),
]

N_RANDOM = 8


def rng_for(*names):
    return np.random.default_rng(zlib.crc32("|".join(names).encode()))


def edge_values(name):
    """Edge values and seeded random values of one dtype, as a 1-D array of that dtype."""
    dt = NP[name]
    rng = rng_for("values", name)
    if name == "bool":
        return np.array([False, True])
    if dt.kind in "iu":
        info = np.iinfo(dt)
        small = [0, 1, 2, 3, 7, -1, -2, -3, -7]
        vals = [v for v in small if info.min <= v <= info.max]
        vals += [info.min, info.min + 1, info.max, info.max - 1, info.max // 2, info.max // 2 + 1]
        rand = rng.integers(info.min, info.max, size=N_RANDOM, dtype=dt, endpoint=True)
        return np.concatenate([np.array(vals, dtype=dt), rand])
    if name in FLOATS:
        info = ml_dtypes.finfo(dt)
        tiny = float(info.smallest_normal)
        sub = float(info.smallest_subnormal)
        vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.0, 3.0, -7.0, 7.0,
                float(info.max), -float(info.max), tiny, sub, -sub, float(info.eps), 1.0 + float(info.eps),
                np.nan, np.inf, -np.inf]
        rand = np.concatenate([rng.standard_normal(N_RANDOM // 2) * 10, rng.uniform(-1000, 1000, N_RANDOM // 2)])
        return np.concatenate([np.array(vals), rand]).astype(dt)
    # complex
    lane = np.float32 if name == "complex64" else np.float64
    info = np.finfo(lane)
    big, sub = float(info.max), float(info.smallest_subnormal)
    pairs = [(0, 0), (-0.0, 0), (0, -0.0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (0.5, -2),
             (-3, 4), (2, 0), (3, 0), (big, big), (sub, -sub), (np.inf, 0), (0, np.inf), (-np.inf, 1),
             (np.nan, 0), (0, np.nan), (np.inf, np.nan), (1e-30, 1e30)]
    rand = rng.standard_normal((N_RANDOM, 2)) * 10
    re = np.array([p[0] for p in pairs] + list(rand[:, 0]), dtype=lane)
    im = np.array([p[1] for p in pairs] + list(rand[:, 1]), dtype=lane)
    out = np.empty(len(re), dtype=dt)
    out.real = re
    out.imag = im
    return out


def encode(arr):
    """A flat list encoding every element losslessly (see the fixtures README)."""
    flat = np.ascontiguousarray(arr).reshape(-1)
    dt = flat.dtype
    if dt == np.bool_:
        return [bool(v) for v in flat]
    if dtype_name(dt) in FLOATS:
        bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.itemsize]
        return [f"0x{int(v):0{dt.itemsize * 2}x}" for v in flat.view(bits)]
    if dt.kind in "iu":
        return [str(int(v)) for v in flat] if dt.itemsize == 8 else [int(v) for v in flat]
    if dt.kind == "c":
        lanes = flat.view(np.uint32 if dt.itemsize == 8 else np.uint64).reshape(-1, 2)
        width = 8 if dt.itemsize == 8 else 16
        return [[f"0x{int(r):0{width}x}", f"0x{int(i):0{width}x}"] for r, i in lanes]
    raise TypeError(f"cannot encode dtype {dt}")


def array_json(arr):
    return {"dtype": dtype_name(arr.dtype), "shape": list(arr.shape), "data": encode(arr)}


def dtype_name(dt):
    return "bfloat16" if dt == NP["bfloat16"] else dt.name


def run_case(op, a, b):
    """One case: NumPy's result, or the exception it raises."""
    case = {"a": array_json(a), "b": array_json(b)}
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = UFUNCS[op](a, b)
        case["result"] = array_json(result)
    except Exception as exc:  # the refusal is what we record
        case["raises"] = type(exc).__name__
    return case


def exponent_values(name, values):
    """Integer pow: NumPy raises for any negative exponent, so the value cases use the others."""
    if NP[name].kind == "i":
        return values[values >= 0]
    return values


def cases_for(op):
    cases = []
    pairs = [(d, d) for d in DTYPES] + MIXED
    for da, db in pairs:
        a = edge_values(da)
        b = edge_values(db)
        if op == "pow":
            b = exponent_values(db, b)
        cases.append(run_case(op, a.reshape(-1, 1), b.reshape(1, -1)))
        if op == "pow" and NP[db].kind == "i" and NP[da].kind in "biu":
            cases.append(run_case(op, a[:3].reshape(-1, 1), np.array([[2, -1, 3]], dtype=NP[db])))
    return cases


def cast_cases():
    cases = []
    for src in DTYPES:
        values = edge_values(src)
        for dst in DTYPES:
            v = values
            if NP[dst].kind in "iu" and (src in FLOATS or NP[src].kind == "c"):
                # Float to integer is platform-defined for NaN, inf and out-of-range values: skip those.
                real = v.real.astype(np.float64) if NP[src].kind == "c" else v.astype(np.float64)
                info = np.iinfo(NP[dst])
                with np.errstate(all="ignore"):
                    t = np.trunc(real)
                v = v[np.isfinite(real) & (t >= info.min) & (t <= info.max)]
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                result = v.astype(NP[dst])
            cases.append({"a": array_json(v), "dtype": dst, "result": array_json(result)})
    return cases


def header(op):
    return {
        "library": "numpy",
        "version": np.__version__,
        "mlDtypesVersion": ml_dtypes.__version__,
        "op": op,
        "recordedWith": ".venv/bin/python tools/record/record_values.py  (all fixtures: pnpm record)",
        "format": "conformance/fixtures/values/README.md",
    }


def write(op, cases):
    path = os.path.join(OUT_DIR, f"{op}.json")
    head = json.dumps(header(op), separators=(",", ":"))[:-1]
    lines = [json.dumps(c, separators=(",", ":")) for c in cases]
    with open(path, "w") as f:
        f.write(head + ',"cases":[\n' + ",\n".join(lines) + "\n]}\n")
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(cases)} cases, {os.path.getsize(path)} bytes")


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    for op in UFUNCS:
        write(op, cases_for(op))
    write("cast", cast_cases())


if __name__ == "__main__":
    sys.exit(main())
