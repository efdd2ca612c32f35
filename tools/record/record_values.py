"""Records NumPy's elementwise values for every op and dtype into conformance/fixtures/values/numpy/.

For each binary op: every same-dtype pair and a set of mixed pairs, each an outer product of edge
values (0, -0, +-1, min, max, NaN, +-inf, subnormals, small integers) and seeded random values,
with NumPy's exact result (or the exception it raises). Also `cast.json`: astype between every
pair of dtypes; comparisons, logical, bitwise and shift ops; unary ops over every dtype's edge
values; and `where`. Encoding (lossless, deterministic) is described in
conformance/fixtures/values/README.md.

Also `clip.json` (np.clip with array, constant and missing bounds), `isclose.json` (np.isclose with
its options) and `round_decimals.json` (np.round with decimals).

Run: .venv/bin/python tools/record/record_values.py [OP ...]   (all fixtures: pnpm record)
"""

import json
import os
import sys
import warnings
import zlib

import ml_dtypes
import numpy as np

from value_io import encode

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
    "copysign": np.copysign,
    "hypot": np.hypot,
    "logaddexp": np.logaddexp,
    "nextafter": np.nextafter,
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


# ---- Comparisons, logical, bitwise and shift ops: binary, same layout as the arithmetic ops. ----

COMPARISONS = {
    "equal": np.equal, "not_equal": np.not_equal, "less": np.less, "less_equal": np.less_equal,
    "greater": np.greater, "greater_equal": np.greater_equal,
}
LOGICAL = {"logical_and": np.logical_and, "logical_or": np.logical_or, "logical_xor": np.logical_xor}
BITWISE = {"bitwise_and": np.bitwise_and, "bitwise_or": np.bitwise_or, "bitwise_xor": np.bitwise_xor}
SHIFTS = {"left_shift": np.left_shift, "right_shift": np.right_shift}
UNARY = {
    "logical_not": np.logical_not, "invert": np.invert, "negative": np.negative, "absolute": np.absolute,
    "sign": np.sign, "square": np.square, "sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin,
    "cos": np.cos, "tanh": np.tanh, "floor": np.floor, "ceil": np.ceil, "rint": np.rint,
    "real": np.real, "imag": np.imag,
    "arccos": np.arccos, "arccosh": np.arccosh, "arcsin": np.arcsin, "arcsinh": np.arcsinh, "arctan": np.arctan,
    "arctanh": np.arctanh, "cosh": np.cosh, "sinh": np.sinh, "tan": np.tan, "expm1": np.expm1, "log1p": np.log1p,
    "log2": np.log2, "log10": np.log10, "trunc": np.trunc, "signbit": np.signbit, "isnan": np.isnan,
    "isinf": np.isinf, "isfinite": np.isfinite, "positive": np.positive, "reciprocal": np.reciprocal,
    "conjugate": np.conjugate,
}

# Comparisons and logical ops also see mixed-sign 64-bit integers (NumPy 2 compares them exactly,
# although their common dtype is float64) and half floats against integers (ml_dtypes' bfloat16
# has no common dtype with most of them, yet compares).
COMPARE_MIXED = [
    ("uint64", "int64"), ("uint64", "int8"), ("int8", "uint64"), ("int64", "float32"),
    ("uint64", "float64"), ("float16", "int8"), ("float16", "int64"), ("float16", "uint64"),
    ("bfloat16", "int8"), ("int8", "bfloat16"), ("bfloat16", "int32"), ("bfloat16", "int64"),
    ("bfloat16", "uint64"), ("bfloat16", "complex64"), ("float16", "complex128"),
]


def call(fn, *arrays):
    """NumPy's result of fn(*arrays) as an encoded array, or the exception it raised, as case fields."""
    out = outcome(fn, *arrays)
    return {"result": array_json(out)} if isinstance(out, np.ndarray) else out


def common_dtype(*dtypes):
    """np.result_type of the dtypes, or None where NumPy has no common dtype."""
    try:
        return dtype_name(np.result_type(*dtypes))
    except Exception:
        return None


def logic_operands(op):
    """Comparisons, logical and bitwise ops: outer products of the edge values of every pair."""
    pairs = [(d, d) for d in DTYPES] + MIXED
    if op in COMPARISONS or op in LOGICAL:
        pairs += COMPARE_MIXED
    return [(edge_values(da).reshape(-1, 1), edge_values(db).reshape(1, -1)) for da, db in pairs]


def unique(values):
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def shift_counts(name):
    """Shift counts of one dtype: 0, 1, width-1, width, width+1 and beyond, negative counts for
    signed dtypes; for non-integer dtypes their edge values (NumPy refuses them)."""
    dt = NP[name]
    if name == "bool":
        return np.array([False, True])
    if dt.kind not in "iu":
        return edge_values(name)
    info = np.iinfo(dt)
    w = dt.itemsize * 8
    counts = [0, 1, 2, 3, w // 2, w - 2, w - 1, w, w + 1, 2 * w - 1, 2 * w, 31, 32, 33, 63, 64, 65, 127, 128, 255, 256]
    counts += [-1, -2, -(w - 1), -w, -(w + 1), info.min, info.max]
    return np.array([v for v in unique(counts) if info.min <= v <= info.max], dtype=dt)


def shift_operands(op):
    """Every edge value of `a` (1, -1, min, max, 0, ...) shifted by every count of `b`'s dtype."""
    pairs = [(d, d) for d in DTYPES] + MIXED + [("uint64", "int64"), ("int8", "int64"), ("uint8", "uint64")]
    return [(edge_values(da).reshape(-1, 1), shift_counts(db).reshape(1, -1)) for da, db in pairs]


# ---- Unary ops: the edge values of every dtype, more values where the op's accuracy matters. ----

TRANSCENDENTAL = ("sqrt", "exp", "log", "sin", "cos", "tanh", "arccos", "arccosh", "arcsin", "arcsinh", "arctan",
                  "arctanh", "cosh", "sinh", "tan", "expm1", "log1p", "log2", "log10")

# Arguments, as float64, where an op turns (overflow, rounding ties, range reduction); cast into
# the recorded dtype (where they round or overflow, what they become is recorded).
EXTRA_ARGS = {
    "exp": [11.08, 11.1, -9.7, -17.33, -17.4, 88.72, 88.73, -87.33, -103.97, -104.0, 709.78, 709.79,
            -708.39, -745.13, -745.14, 1e-8, -1e-8, 20.0, -20.0, 100.0],
    "log": [1 + 2.0 ** -23, 1 - 2.0 ** -24, 1 + 2.0 ** -52, 1 - 2.0 ** -53, 1.0001, 0.9999, 2.0, 10.0,
            np.e, 1e-300, 2.2250738585072014e-308, 1e300, 1e-40, 1e38, 65504.0],
    "sin": [np.pi, np.pi / 2, 2 * np.pi, 100 * np.pi, 1e4, 65504.0, 1e5, 1e6, 1e10, 1e22, 1e30, 3.4e38,
            1e300, 1.7e308, 2.0 ** 60, 2.0 ** 100, 2.0 ** 1000, -1e5, -1e10, -1e300],
    "tanh": [0.55, 1e-4, 1e-9, 4.0, 8.66, 9.01, 10.0, 19.06, 20.0, 22.0, -19.06, -9.01, 40.0],
    "sqrt": [2.0, 4.0, 1e-300, 1e300, 5e-324, 1e-40, 1e38, 0.25],
    "rint": [2.5, 3.5, 4.5, 5.5, -1.5, -3.5, -4.5, -5.5, 0.49999997, -0.49999997, 0.49999999999999994,
             0.5000001, 255.5, 256.5, 1023.5, 2048.5, 4095.5, 8388607.5, 8388608.5, 16777215.0,
             4503599627370495.5, 4503599627370496.5, 9007199254740993.0, -4503599627370495.5],
}
EXTRA_ARGS["cos"] = EXTRA_ARGS["sin"]
EXTRA_ARGS["floor"] = EXTRA_ARGS["ceil"] = EXTRA_ARGS["rint"]
# the newer functions: their domain edges, overflow thresholds and arguments near them
UNIT = [1.0, -1.0, 1 - 2.0 ** -24, -(1 - 2.0 ** -24), 1 - 2.0 ** -53, 1 + 2.0 ** -23, 1 + 2.0 ** -52, 0.5, 0.9999, 1e-8,
        -1e-8, 1e-20, 0.7, -0.7, 1.0001, 2.0, -2.0]
EXTRA_ARGS.update({
    "arccos": UNIT, "arcsin": UNIT, "arctanh": UNIT,
    "arccosh": [1.0, 1 + 2.0 ** -23, 1 + 2.0 ** -52, 1.5, 2.0, 1e5, 1e10, 1e300, 3.4e38, 0.9999, 0.5],
    "arcsinh": [1e-8, -1e-8, 1e-20, 0.5, 1.0, 2.0, 1e5, 1e10, 1e20, 1e300, -1e300, 3.4e38],
    "arctan": [1e-8, 1e-20, 0.5, 1.0, -1.0, 2.0, 1e5, 1e10, 1e20, 1e300, -1e300, 3.4e38, 2.0 ** 60],
    "cosh": [11.08, 11.1, 88.72, 88.73, 89.41, 89.42, 709.78, 710.47, 710.48, 1e-8, 20.0, -20.0, -89.42, -710.48, 100.0],
    "tan": EXTRA_ARGS["sin"] + [np.pi / 4, 1.5707963, 1.5707964, 1.5707963267948966, -1.5707963267948966],
    "expm1": [1e-8, -1e-8, 1e-20, 1e-5, -1e-5, 0.5, -0.5, 11.08, 88.72, 88.73, 709.78, 709.79, -17.33, -40.0, -1000.0],
    "log1p": [-1.0, -1 + 2.0 ** -24, -1 + 2.0 ** -53, -0.5, 1e-8, -1e-8, 1e-20, 1e-5, 0.5, 1.0, 65504.0, 1e300, -2.0],
    "log2": [2.0, 4.0, 0.5, 2.0 ** -149, 2.0 ** -1074, 2.0 ** 127, 2.0 ** 1023, 3.0, 10.0, 1 + 2.0 ** -23, 1 - 2.0 ** -24,
             65504.0, 1e300, 1e-300],
    "log10": [10.0, 100.0, 1000.0, 0.1, 0.01, 1e-5, 1e5, 1e10, 1e22, 1e300, 1e-300, 3.0, 2.0, 1 + 2.0 ** -23, 65504.0],
    "trunc": EXTRA_ARGS["rint"],
    "signbit": [-np.nan],
    "reciprocal": [2.0, 4.0, 3.0, 1e-40, 1e-310, 1e38, 1e308, 65504.0, 2.0 ** -126, 2.0 ** -127],
})
EXTRA_ARGS["sinh"] = EXTRA_ARGS["cosh"]
N_TRANSCENDENTAL = 200


# The branch cuts and their ends of the complex inverse functions (both signs of a zero part), and
# the regions glibc's casinh kernel tells apart (tiny, near one, huge parts).
COMPLEX_CUTS_OPS = ("arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctanh", "log1p", "log2", "log10", "expm1", "tan",
                    "cosh", "sinh", "reciprocal")
COMPLEX_CUTS = [(2, 0), (2, -0.0), (-2, 0), (-2, -0.0), (0, 2), (0, -2), (-0.0, 2), (-0.0, -2), (1, 0), (-1, 0.0),
                (1, -0.0), (0, 1), (0, -1), (0.5, 1e-20), (1e-20, 0.5), (1e-20, 1), (1e-20, 1.2), (1e-20, 2), (0.3, 1),
                (0.3, 0.9), (0.3, 1.2), (0.6, 1e-9), (1e-9, 1e-9), (1e20, 1), (1, 1e20), (1e300, 1e300), (-1e300, 1e-300),
                (0.99, 0.01), (1.01, 1e-20), (-1, 1e-20), (0.8, 0.6), (0.6, 0.8), (1e-300, 1e-300), (np.inf, 1), (1, np.inf),
                (-np.inf, -1), (np.nan, 1), (1, np.nan), (0, np.nan), (np.nan, 0), (np.inf, np.nan), (np.nan, np.inf),
                (-np.inf, np.inf), (np.inf, -np.inf), (-0.0, np.nan)]


def spread_floats(name, rng, n):
    """n values of a float dtype over its magnitudes: half of them where exp/tanh/sin/cos turn
    (|x| from 1e-8 to 1e3), half over the whole exponent range, random signs."""
    info = ml_dtypes.finfo(NP[name])
    lo, hi = np.log10(float(info.smallest_normal)), np.log10(float(info.max))
    mags = np.concatenate([10.0 ** rng.uniform(-8, 3, n // 2), 10.0 ** rng.uniform(lo, hi, n - n // 2)])
    return (mags * rng.choice([-1.0, 1.0], n)).astype(NP[name])


def unary_values(op, name):
    """A 1-D operand of dtype `name` for a unary op: the edge values, then op-specific ones."""
    dt = NP[name]
    values = edge_values(name)
    rng = rng_for("unary", op, name)
    parts = [values]
    if name in FLOATS:
        with np.errstate(all="ignore"):
            extra = np.array(EXTRA_ARGS.get(op, []), dtype=np.float64)
            parts.append(np.concatenate([extra, -extra]).astype(dt) if op in ("rint", "floor", "ceil", "trunc") else extra.astype(dt))
        if op in TRANSCENDENTAL + ("rint", "floor", "ceil", "trunc", "reciprocal"):
            if dt.itemsize == 2:
                # Every 17th bit pattern of the 16-bit floats: all exponents, varied mantissas.
                parts.append(np.arange(0, 1 << 16, 17, dtype=np.uint32).astype(np.uint16).view(dt))
            elif op in TRANSCENDENTAL + ("reciprocal",):
                parts.append(spread_floats(name, rng, N_TRANSCENDENTAL))
                bits = np.uint32 if dt.itemsize == 4 else np.uint64
                parts.append(rng.integers(0, np.iinfo(bits).max, 40, dtype=bits, endpoint=True).view(dt))
    elif dt.kind == "c" and op in TRANSCENDENTAL + ("reciprocal",):
        lane = np.float32 if name == "complex64" else np.float64
        lane_name = "float32" if name == "complex64" else "float64"
        out = np.empty(80, dtype=dt)
        out.real = np.concatenate([spread_floats(lane_name, rng, 40), rng.standard_normal(40) * 3]).astype(lane)
        out.imag = np.concatenate([spread_floats(lane_name, rng, 40), rng.standard_normal(40) * 3]).astype(lane)
        big = [complex(x, y) for x, y in [(1e5, 0), (0, 1e5), (1e10, 1), (100, 100), (-100, 1), (710, 0), (89, 0), (0, 710), (1, 1e-10), (-1, 0), (-1, -0.0)]]
        if op in COMPLEX_CUTS_OPS:
            big += [complex(x, y) for x, y in COMPLEX_CUTS]
        with np.errstate(all="ignore"):
            parts += [out, np.array(big).astype(dt)]
    return np.concatenate(parts)


def unary_operands(op):
    return [(unary_values(op, name),) for name in DTYPES]


# ---- where: conditions of several dtypes, branches of the same and of mixed dtypes. ----

WHERE_MIXED = [("bool", "complex128"), ("uint64", "int64"), ("int8", "bfloat16"),
               ("bfloat16", "int32"), ("float16", "uint64")]


def where_values(name):
    """A short operand of dtype `name` for where: zero, signed zero, one, extremes, NaN, infinities."""
    dt = NP[name]
    if name == "bool":
        return np.array([False, True])
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return np.array([v for v in [0, 1, 7, -1, info.min, info.max] if info.min <= v <= info.max], dtype=dt)
    v = edge_values(name)
    if name in FLOATS:
        return v[[0, 1, 2, 3, 4, 12, 15, 19, 20, 21, 22]]  # 0 -0 1 -1 0.5 max sub nan inf -inf random
    return v[[0, 1, 3, 5, 8, 12, 14, 17, 20, 21]]


def where_operands():
    """(cond, a, b) triples."""
    out = []
    cond = np.array([False, True]).reshape(2, 1, 1)
    for da, db in [(d, d) for d in DTYPES] + MIXED + WHERE_MIXED:
        out.append((cond, where_values(da).reshape(1, -1, 1), where_values(db).reshape(1, 1, -1)))
    conds = [
        np.array([0, 1, -3], dtype=np.int8),
        np.array([0, 2 ** 63], dtype=np.uint64),
        np.array([0.0, -0.0, np.nan, 0.5, np.inf, 1e-45], dtype=np.float32),
        np.array([0.0, -0.0, np.nan, 6e-8], dtype=np.float16),
        np.array([0.0, -0.0, np.nan, 1.0], dtype=NP["bfloat16"]),
        np.array([0, 1j, -0.0 - 0.0j, complex(np.nan, 0), complex(0, -0.0), 1e-45], dtype=np.complex64),
    ]
    for c in conds:
        for da, db in [("float32", "float32"), ("int8", "float64")]:
            out.append((c.reshape(-1, 1, 1), where_values(da).reshape(1, -1, 1), where_values(db).reshape(1, 1, -1)))
    # Two-dimensional conditions [m, 1] against a row, a column and a 0-d operand.
    cond2 = np.array([True, False, True]).reshape(3, 1)
    out.append((cond2, where_values("float64").reshape(1, -1), np.array(5, dtype=np.int32)))
    out.append((cond2, np.array([1, 2, 3], dtype=np.uint8).reshape(3, 1), where_values("int16").reshape(1, -1)))
    out.append((np.array([[1], [0]], dtype=np.int32), np.array(1.5, dtype=np.float32), np.array([[-1, 2]], dtype=np.int64)))
    return out


# ---- clip(x, min, max), isclose(a, b, ...), round(x, decimals): functions with options. ----

# x's dtype with its bounds' dtypes: the same, and mixed (NumPy promotes the three together).
CLIP_MIXED = [("int8", "float32", "float32"), ("uint8", "int16", "int16"), ("float16", "int8", "int8"), ("int64", "uint64", "int64"),
              ("bfloat16", "float16", "float16"), ("float32", "float64", "float32"), ("int32", "float32", "int8"),
              ("complex64", "float32", "complex64"), ("bool", "int8", "int8")]
# constant bounds (each a 0-d array): ordinary, signed zeros, NaN, infinite, min > max
CONSTANT_BOUNDS = [(0, 1), (-0.0, -0.0), (0, -0.0), (-0.0, 0), (np.nan, 1), (0, np.nan), (-np.inf, np.inf), (7, 6), (-3, 2)]


def bound(value, name):
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return np.array(value).astype(NP[name])


def clip_operands():
    """(x, min, max) triples, a None bound for np.clip's one-bound forms: x by every pair of bound
    values (array bounds), x by constant bounds (0-d), and x by one bound."""
    out = []
    for dx, dlo, dhi in [(d, d, d) for d in DTYPES] + CLIP_MIXED:
        x = edge_values(dx)
        lo, hi = where_values(dlo), where_values(dhi)
        out.append((x.reshape(-1, 1, 1), lo.reshape(1, -1, 1), hi.reshape(1, 1, -1)))
        for a, b in CONSTANT_BOUNDS:
            out.append((x, bound(a, dlo), bound(b, dhi)))
        out.append((x.reshape(-1, 1), lo.reshape(1, -1), None))
        out.append((x.reshape(-1, 1), None, hi.reshape(1, -1)))
    return out


def clip_case(x, lo, hi):
    case = {"a": array_json(x), "b": None if lo is None else array_json(lo), "c": None if hi is None else array_json(hi)}
    case.update(call(lambda *_: np.clip(x, lo, hi)))
    return case


ISCLOSE_OPTIONS = [{}, {"rtol": 0.1, "atol": 1.0, "equal_nan": True}, {"rtol": 0.0, "atol": 0.0}]


def isclose_cases():
    """isclose over the outer products of edge values (same and mixed dtypes), per option set."""
    cases = []
    for options in ISCLOSE_OPTIONS:
        for a, b in logic_operands("isclose"):
            case = {"a": array_json(a), "b": array_json(b), "options": options}
            case.update(call(lambda x, y: np.isclose(x, y, **options), a, b))
            cases.append(case)
    return cases


ROUND_ARGS = [1.25, 1.35, 2.675, 0.125, 0.375, 1234.5678, -1234.5678, 15.0, 25.0, 35.0, 45.0, 125.0, 1e20, 1e-20, 0.5, 1.5, 2.5,
              9.995, 99.95, 0.045, 1e300, 65504.0, 3.4e38]


def round_cases():
    """np.round(x, decimals) for each dtype's edge values and chosen ties, decimals from -2 to 3."""
    cases = []
    for name in DTYPES:
        x = edge_values(name)
        if name in FLOATS or NP[name].kind == "c":
            with np.errstate(all="ignore"):
                extra = np.array(ROUND_ARGS + [-v for v in ROUND_ARGS]).astype(NP[name])
            x = np.concatenate([x, extra])
        for decimals in (-2, -1, 1, 2, 3):
            case = {"a": array_json(x), "decimals": decimals}
            case.update(call(lambda v, d=decimals: np.round(v, d), x))
            cases.append(case)
    return cases


NEW_OPS = list(COMPARISONS) + list(LOGICAL) + list(BITWISE) + list(SHIFTS) + list(UNARY) + ["where"]
WITH_COMPUTE = tuple(COMPARISONS) + tuple(LOGICAL) + ("where",)


def new_op_operands(op):
    """The operand tuples of one new op's cases: (a,), (a, b) or (cond, a, b)."""
    if op in SHIFTS:
        return shift_operands(op)
    if op in UNARY:
        return unary_operands(op)
    if op == "where":
        return where_operands()
    return logic_operands(op)


def new_op_case(op, operands, outcome):
    """A case of a new op: its operands, `outcome` (`{"result": ...}` or `{"raises": ...}`) and,
    for comparisons, logical ops and where, the dtype NumPy computes in."""
    names = ("a",) if len(operands) == 1 else ("a", "b") if len(operands) == 2 else ("cond", "a", "b")
    case = {n: array_json(x) for n, x in zip(names, operands)}
    case.update(outcome)
    if op in WITH_COMPUTE:
        case["compute"] = common_dtype(operands[-2].dtype, operands[-1].dtype)
    return case


NEW_FUNCS = {**COMPARISONS, **LOGICAL, **BITWISE, **SHIFTS, **UNARY, "where": np.where}


def new_op_cases(op):
    return [new_op_case(op, operands, call(NEW_FUNCS[op], *operands)) for operands in new_op_operands(op)]


def header(op):
    return {
        "library": "numpy",
        "version": np.__version__,
        "mlDtypesVersion": ml_dtypes.__version__,
        "op": op,
        "recordedWith": ".venv/bin/python tools/record/record_values.py  (all fixtures: pnpm record)",
        "format": "conformance/fixtures/values/README.md",
    }


# ---- Comparing another library's values with NumPy's (used by record_{jax,tf,torch}_values.py). ----

FLOAT_BITS = {2: np.uint16, 4: np.uint32, 8: np.uint64}


def lanes(arr):
    """A flat float array of the real lanes of a complex array (the array itself otherwise)."""
    flat = np.ascontiguousarray(arr).reshape(-1)
    if flat.dtype.kind == "c":
        return flat.view(np.float32 if flat.dtype.itemsize == 8 else np.float64)
    return flat


def ulps(x, y):
    """Distance in units in the last place of two finite floats of one dtype."""
    bits = FLOAT_BITS[x.dtype.itemsize]
    width = x.dtype.itemsize * 8

    def ordered(v):
        b = int(np.array(v).view(bits))
        return -(b & ((1 << (width - 1)) - 1)) if b >> (width - 1) else b

    return abs(ordered(x) - ordered(y))


def lane_difference(x, y):
    """How two lanes of one dtype differ: None (equal; any NaN equals any NaN), "value" (integers,
    bools), "nan" (one NaN), "inf" (one infinite), "signed-zero" (+0 and -0), "zero" (one zero,
    the other not), "far" (opposite signs, or more than 2^20 ulps apart), or ("ulp", distance)
    between two finite nonzero floats of one sign."""
    if x.dtype.kind in "biu" or x.dtype == np.bool_:
        return None if x == y else "value"
    with np.errstate(all="ignore"):
        fx, fy = float(x), float(y)
    if np.isnan(fx) or np.isnan(fy):
        return None if np.isnan(fx) and np.isnan(fy) else "nan"
    bits = FLOAT_BITS[x.dtype.itemsize]
    if np.array(x).view(bits) == np.array(y).view(bits):
        return None
    if np.isinf(fx) or np.isinf(fy):
        return "inf"
    if fx == 0 and fy == 0:
        return "signed-zero"
    if fx == 0 or fy == 0:
        return "zero"
    distance = ulps(x, y)
    if (fx < 0) != (fy < 0) or distance > 1 << 20:
        return "far"
    return ("ulp", distance)


def element_differences(want, got):
    """(flat index, difference) for every element of two same-dtype, same-shape arrays that differ
    (a complex element by its worse lane: anything but an ulp distance, else the larger one)."""
    w, g = lanes(want), lanes(got)
    per = 2 if want.dtype.kind == "c" else 1
    if w.dtype.kind in "biu" or w.dtype == np.bool_:
        return [(int(i), "value") for i in np.nonzero(w != g)[0]]
    bits = FLOAT_BITS[w.dtype.itemsize]
    candidates = np.nonzero(w.view(bits) != g.view(bits))[0]
    out = {}
    for i in candidates:
        d = lane_difference(w[i], g[i])
        if d is None:
            continue
        k = int(i) // per
        old = out.get(k)
        if old is None or (isinstance(old, tuple) and (not isinstance(d, tuple) or d[1] > old[1])):
            out[k] = d
    return sorted(out.items())


def element_repr(arr, index):
    """One element of an array as text: integers in decimal, floats as repr, complex as (re, im)."""
    v = np.ascontiguousarray(arr).reshape(-1)[index]
    if arr.dtype == np.bool_:
        return str(bool(v))
    if arr.dtype.kind in "iu":
        return str(int(v))
    if arr.dtype.kind == "c":
        return f"({float(v.real)!r}, {float(v.imag)!r})"
    return repr(float(v))


def operand_index(shape, result_shape, index):
    """The flat index into a broadcast operand of shape `shape` of the result's element `index`."""
    pos = np.unravel_index(index, result_shape) if result_shape else ()
    pos = pos[len(pos) - len(shape):] if shape else ()
    pos = tuple(0 if n == 1 else p for p, n in zip(pos, shape))
    return int(np.ravel_multi_index(pos, shape)) if shape else 0


def compare_with_numpy(op, library_call):
    """Runs `library_call(op, *operands)` (another library's result, as a NumPy array, or an
    exception) on every case of a new op; returns the library's cases in this module's format and
    the differences from NumPy's values: {"op", "operands" (dtypes), "kind", "count", "elements",
    "examples": [[inputs..., numpy, library], ...]} per case and kind of difference. Cases where
    either library raises, or where the result dtypes differ, are promotion matters: listed with
    kind "raises" / "dtype", not compared value by value."""
    cases, diffs = [], []
    for operands in new_op_operands(op):
        mine = outcome(lambda *xs: library_call(op, *xs), *operands)
        theirs = outcome(NEW_FUNCS[op], *operands)
        cases.append(new_op_case(op, operands, mine if not isinstance(mine, np.ndarray) else {"result": array_json(mine)}))
        label = [dtype_name(x.dtype) for x in operands]
        if not isinstance(mine, np.ndarray) or not isinstance(theirs, np.ndarray):
            if isinstance(mine, np.ndarray) != isinstance(theirs, np.ndarray):
                got = lambda o: dtype_name(o.dtype) if isinstance(o, np.ndarray) else o["raises"]
                diffs.append({"op": op, "operands": label, "kind": "raises", "numpy": got(theirs), "library": got(mine)})
            continue
        if mine.dtype != theirs.dtype or mine.shape != theirs.shape:
            diffs.append({"op": op, "operands": label, "kind": "dtype", "numpy": dtype_name(theirs.dtype), "library": dtype_name(mine.dtype)})
            continue
        groups = {}
        for index, d in element_differences(theirs, mine):
            kind = d if isinstance(d, str) else "ulp"
            g = groups.setdefault(kind, {"op": op, "operands": label, "kind": kind, "count": 0, "elements": theirs.size, "examples": []})
            g["count"] += 1
            if kind == "ulp":
                g["maxUlps"] = max(g.get("maxUlps", 0), d[1])
            if len(g["examples"]) < 4:
                inputs = [element_repr(x, operand_index(x.shape, theirs.shape, index)) for x in operands]
                g["examples"].append(inputs + [element_repr(theirs, index), element_repr(mine, index)])
        diffs.extend(groups.values())
    return cases, diffs


def outcome(fn, *arrays):
    """fn(*arrays) as a NumPy array, or {"raises": class name} where it raised."""
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return np.asarray(fn(*arrays))
    except Exception as exc:  # the refusal is what we record
        return {"raises": type(exc).__name__}


def write_library_op(out_dir, head, op, cases):
    """One library's `<op>.json` in the format (and line layout) of NumPy's."""
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, f"{op}.json")
    lines = [json.dumps(c, separators=(",", ":")) for c in cases]
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps({**head, "op": op}, separators=(",", ":"))[:-1] + ',"cases":[\n' + ",\n".join(lines) + "\n]}\n")
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(cases)} cases, {os.path.getsize(path)} bytes")


def worth_replaying(diffs, max_ulps=4):
    """Value differences beyond rounding: anything but an ulp distance of at most `max_ulps`."""
    return [d for d in diffs if d["kind"] not in ("raises", "dtype") and not (d["kind"] == "ulp" and d["maxUlps"] <= max_ulps)]


def report_differences(library, diffs):
    """Prints, per op, the kinds of difference from NumPy found (all of them: DIFFERENCES.md); writes
    them all as JSON to $VALUES_DIFFERENCES (the path with the library's name inserted) when set."""
    kinds = {}
    for d in diffs:
        kinds.setdefault(d["op"], {}).setdefault(d["kind"], 0)
        kinds[d["op"]][d["kind"]] += d.get("count", 1)
    for op, counts in kinds.items():
        print(f"  {library} {op}: " + ", ".join(f"{k} {n}" for k, n in counts.items()))
    target = os.environ.get("VALUES_DIFFERENCES")
    if target:
        root, ext = os.path.splitext(target)
        with open(f"{root}.{library}{ext or '.json'}", "w", encoding="utf-8") as f:
            json.dump(diffs, f, indent=1)


# Ops whose NumPy values depend on the SIMD loops the CPU dispatches to (float32/float64 exp, log,
# sin, cos, tanh; complex square's fused multiply-add): their files name the recording CPU's level.
SIMD_SENSITIVE = ("square", "exp", "log", "sin", "cos", "tanh")


def simd_level():
    """NumPy's SIMD baseline and the dispatch targets this CPU supports (as np.show_runtime)."""
    from numpy._core._multiarray_umath import __cpu_baseline__, __cpu_dispatch__, __cpu_features__
    return {"baseline": list(__cpu_baseline__), "found": [f for f in __cpu_dispatch__ if __cpu_features__.get(f)]}


def write(op, cases):
    path = os.path.join(OUT_DIR, f"{op}.json")
    head_doc = header(op)
    if op in SIMD_SENSITIVE:
        head_doc["simd"] = simd_level()
    head = json.dumps(head_doc, separators=(",", ":"))[:-1]
    lines = [json.dumps(c, separators=(",", ":")) for c in cases]
    with open(path, "w") as f:
        f.write(head + ',"cases":[\n' + ",\n".join(lines) + "\n]}\n")
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(cases)} cases, {os.path.getsize(path)} bytes")


def main(only):
    """Every file, or only the named ops' (`record_values.py hypot clip`)."""
    os.makedirs(OUT_DIR, exist_ok=True)
    wanted = (lambda op: op in only) if only else (lambda op: True)
    for op in UFUNCS:
        if wanted(op):
            write(op, cases_for(op))
    if wanted("cast"):
        write("cast", cast_cases())
    for op in NEW_OPS:
        if wanted(op):
            write(op, new_op_cases(op))
    for op, cases in (("clip", lambda: [clip_case(*t) for t in clip_operands()]), ("isclose", isclose_cases), ("round_decimals", round_cases)):
        if wanted(op):
            write(op, cases())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
