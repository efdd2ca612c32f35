"""Record the @typelattice/dtypes fixtures from real NumPy and ml_dtypes.

Writes, under packages/dtypes/test/fixtures/:
  can_cast.json  numpy.can_cast(from, to, casting) for 15 x 15 dtypes x 5 castings
  astype.json    astype results for all 225 dtype pairs on edge and random inputs
  rounding.json  float64 -> float16 / bfloat16 on values at and beside rounding ties
  limits.json    np.iinfo / np.finfo (ml_dtypes.finfo for bfloat16)
  from_values.json  np.array(v, dtype) for python scalars v (int, float, bool, complex)

Everything is lossless: floats as hex bit patterns, 64-bit integers as decimal strings,
complex values as their two parts. Seeds are fixed: re-running gives identical files.

Float -> integer casts of NaN, inf and out-of-range values are platform-defined in NumPy, and
on x86-64 even depend on an element's position in the array (vectorised loop vs scalar tail).
Those casts are recorded one element at a time, which is what NumPy gives for a lone element.
"""

import json
import os
import sys
import warnings

import ml_dtypes
import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "packages", "dtypes", "test", "fixtures")

DTYPES = [
    "bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
]
NP = {d: (ml_dtypes.bfloat16 if d == "bfloat16" else np.dtype(d).type) for d in DTYPES}
CASTINGS = ["no", "equiv", "safe", "same_kind", "unsafe"]
# Raw bit views of the float dtypes (complex parts use the float of half their size).
BITS = {"bfloat16": np.uint16, "float16": np.uint16, "float32": np.uint32, "float64": np.uint64}
PART = {"complex64": "float32", "complex128": "float64"}


def header(what):
    rel = os.path.relpath(os.path.abspath(sys.argv[0]), ROOT)
    return {
        "library": "numpy",
        "version": np.__version__,
        "ml_dtypes": ml_dtypes.__version__,
        "recordedWith": f".venv/bin/python {rel}",
        "contents": what,
    }


def write(name, doc):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, separators=(",", ":"), sort_keys=False)
        f.write("\n")
    print(f"wrote {os.path.relpath(path, ROOT)} ({os.path.getsize(path)} bytes)")


def encode(arr, dtype):
    """Storage elements of `arr` (dtype `dtype`) as JSON: ints, decimal strings or hex bits."""
    if dtype == "bool":
        return [int(x) for x in arr.astype(np.uint8)]
    if dtype in ("uint64", "int64"):
        return [str(int(x)) for x in arr]
    if dtype in PART:
        part = PART[dtype]
        inter = arr.view(NP[part])  # interleaved re, im
        return encode(inter, part)
    if dtype in BITS:
        width = np.dtype(BITS[dtype]).itemsize * 2
        return [format(int(x), f"0{width}x") for x in arr.view(BITS[dtype])]
    return [int(x) for x in arr]


# ---------------------------------------------------------------- inputs

def int_edges(d):
    info = np.iinfo(NP[d])
    lo, hi = int(info.min), int(info.max)
    base = [0, 1, -1, 2, -2, 3, 7, 100, -100, 127, 128, 255, 256, -128, -129, 1000, 2049, 2051,
            32767, 32768, 65504, 65519, 65520, 65535, 65536, 2**24 + 1, 2**24 + 3, 2**31 - 1, 2**31,
            2**32 - 1, 2**32, 2**53 - 1, 2**53, 2**53 + 1, 2**53 + 3, 2**62 + 2**38 + 1,
            2**63 - 1, 2**63, 2**64 - 1, -(2**31), -(2**53) - 1, -(2**63),
            2**24 + 2**16 + 1, lo, hi, lo + 1, hi - 1]
    rng = np.random.default_rng(DTYPES.index(d))
    randoms = [int(x) for x in rng.integers(lo, hi, size=24, dtype=np.int64 if lo < 0 else np.uint64, endpoint=True)]
    seen, out = set(), []
    for v in base + randoms:
        if lo <= v <= hi and v not in seen:
            seen.add(v)
            out.append(v)
    return np.array(out, dtype=NP[d])


def float_edges():
    """float64 values that exercise rounding, truncation, wrap-around and specials."""
    f16 = np.finfo(np.float16)
    f32 = np.finfo(np.float32)
    f64 = np.finfo(np.float64)
    bf = ml_dtypes.finfo(ml_dtypes.bfloat16)
    vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.9999, -0.9999, 0.1, 1 / 3,
            np.nan, -np.nan, np.inf, -np.inf, 127.5, 128.0, 255.9, 256.0, -128.7, -129.0, 300.0,
            -300.0, 65535.5, 65536.0, 2.0**31, -(2.0**31), -(2.0**31) - 1, 2.0**32 + 5, 2.0**53 + 2,
            2.0**63, -(2.0**63), 2.0**63 - 1024, 2.0**64, 2.0**64 - 2048, -(2.0**64), 1e20, -1e20,
            1e300, -1e300, 65504.0, 65519.99, 65520.0, 1 + 2.0**-11, 1 + 3 * 2.0**-11,
            1 + 2.0**-8, 1 + 3 * 2.0**-8, 1 + 2.0**-8 + 2.0**-30, 1 + 2.0**-24, 1 + 2.0**-24 + 2.0**-50,
            2.0**-25, 3 * 2.0**-25, 2.0**-14 - 2.0**-25, 2.0**-133, 2.0**-149, 2.0**-150,
            float(f16.max), float(f16.smallest_normal), float(f16.smallest_subnormal),
            float(f32.max), float(f32.smallest_normal), float(f32.smallest_subnormal),
            float(f64.max), float(f64.smallest_normal), float(f64.smallest_subnormal),
            float(bf.max), float(bf.smallest_normal), float(bf.smallest_subnormal),
            3.4028235677973366e38, 3.3961775292304e38]
    rng = np.random.default_rng(12345)
    vals += list(rng.standard_normal(12) * 1000)
    vals += list(rng.uniform(-(2.0**40), 2.0**40, 6))
    vals += list(np.exp2(rng.uniform(-30, 30, 10)) * rng.choice([-1, 1], 10))
    return np.array(vals, dtype=np.float64)


def dedupe(arr, d):
    keys = encode(arr, d)
    seen, keep = set(), []
    for i, k in enumerate(keys if d not in PART else list(zip(keys[0::2], keys[1::2]))):
        k = tuple(k) if isinstance(k, tuple) else k
        if k not in seen:
            seen.add(k)
            keep.append(i)
    return arr[keep]


def inputs_for(d):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if d == "bool":
            return np.array([False, True])
        if np.dtype(NP[d]).kind in "iu":
            return int_edges(d)
        f = float_edges()
        if d in PART:
            ims = np.resize(np.array([0.0, -0.0, 1.0, -2.5, np.nan, np.inf, 1e-3, 3.0]), f.size)
            z = (f.astype(NP[d]) + 0j).astype(NP[d])
            z.imag = ims
            return dedupe(z, d)
        return dedupe(f.astype(NP[d]), d)


def platform_defined(src_dtype, values, dst):
    """True per element where NumPy's float -> int result is platform-defined."""
    if np.dtype(NP[dst]).kind not in "iu" or src_dtype == "bool":
        return np.zeros(values.size, dtype=bool)
    if np.dtype(NP[src_dtype]).kind in "iu":
        return np.zeros(values.size, dtype=bool)
    re = np.real(values).astype(np.float64)
    info = np.iinfo(NP[dst])
    with np.errstate(invalid="ignore"):
        t = np.trunc(re)
        return ~np.isfinite(re) | (t < float(info.min)) | (t > float(info.max))


def record_astype():
    inputs, outputs, defined = {}, {}, {}
    for src in DTYPES:
        x = inputs_for(src)
        inputs[src] = encode(x, src)
        outputs[src] = {}
        defined[src] = {}
        for dst in DTYPES:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                y = x.astype(NP[dst])
                loose = platform_defined(src, x, dst)
                for i in np.nonzero(loose)[0]:
                    y[i] = x[i : i + 1].astype(NP[dst])[0]  # a lone element: NumPy's scalar rule
            outputs[src][dst] = encode(y, dst)
            if loose.any():
                defined[src][dst] = [int(i) for i in np.nonzero(loose)[0]]
    write("astype.json", {
        "header": header("x.astype(to) for every pair of the 15 dtypes; inputs[from] are storage elements "
                         "(hex bits for floats, decimal strings for 64-bit ints, interleaved re/im for complex); "
                         "platformDefined[from][to] lists the input indices whose result NumPy leaves to the "
                         "platform (float -> int of NaN, inf or out of range), recorded one element at a time"),
        "dtypes": DTYPES,
        "inputs": inputs,
        "outputs": outputs,
        "platformDefined": defined,
    })


# ---------------------------------------------------------------- can_cast

def record_can_cast():
    table = {c: [[int(np.can_cast(NP[a], NP[b], casting=c)) for b in DTYPES] for a in DTYPES] for c in CASTINGS}
    write("can_cast.json", {
        "header": header("numpy.can_cast(from, to, casting): table[casting][fromIndex][toIndex], 1 = allowed; "
                         "bfloat16 is ml_dtypes.bfloat16"),
        "dtypes": DTYPES,
        "castings": CASTINGS,
        "table": table,
    })


# ---------------------------------------------------------------- rounding

def tie_neighbourhood(values16, decode):
    """float64 midpoints between consecutive 16-bit float values, and their float64 neighbours."""
    out = []
    for a, b in values16:
        fa, fb = decode(a), decode(b)
        mid = (fa + fb) / 2
        out += [mid, np.nextafter(mid, -np.inf), np.nextafter(mid, np.inf)]
        # Beside the tie by less than float32 resolves: double rounding through float32 shows here.
        ulp32 = float(np.spacing(np.float32(mid)))
        out += [mid + ulp32 / 4, mid - ulp32 / 4, mid + ulp32 / 2, mid - ulp32 / 2]
    return out


def nan_payloads(nan64, nan32):
    """NaN bit patterns through float16 and bfloat16 casts: which payload bits survive."""
    return {
        "float64": encode(nan64.view(np.float64), "float64"),
        "float64ToFloat16": encode(nan64.view(np.float64).astype(np.float16), "float16"),
        "float64ToBfloat16": encode(nan64.view(np.float64).astype(ml_dtypes.bfloat16), "bfloat16"),
        "float32": encode(nan32.view(np.float32), "float32"),
        "float32ToFloat16": encode(nan32.view(np.float32).astype(np.float16), "float16"),
        "float32ToBfloat16": encode(nan32.view(np.float32).astype(ml_dtypes.bfloat16), "bfloat16"),
    }


def record_rounding():
    rng = np.random.default_rng(2024)
    f16 = lambda b: float(np.array([b], np.uint16).view(np.float16)[0])
    bf = lambda b: float(np.array([b], np.uint16).view(ml_dtypes.bfloat16)[0])
    # Consecutive positive finite patterns: low, high, around subnormal/normal and max, randoms.
    def pairs(max_finite):
        picks = list(range(0, 8)) + [0x3ff, 0x400, 0x401, 0x3c00, 0x3c01, max_finite - 1]
        picks += [int(x) for x in rng.integers(0, max_finite, 200)]
        return sorted(set((p, p + 1) for p in picks if p + 1 <= max_finite))
    x16 = tie_neighbourhood(pairs(0x7bff), f16)
    xbf = tie_neighbourhood(pairs(0x7f7f), bf)
    xs = np.array(x16 + xbf + [np.inf, -np.inf, np.nan, 65520.0, 65519.999, 1e300], dtype=np.float64)
    xs = np.concatenate([xs, -xs[: len(x16) // 2]])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        to16 = xs.astype(np.float16)
        tobf = xs.astype(ml_dtypes.bfloat16)
    nan64 = np.array([0x7FF0000000000001, 0x7FF4000000000000, 0xFFF0000000000001, 0x7FF8000000000000,
                      0x7FFFFFFFFFFFFFFF, 0x7FF0040000000000], dtype=np.uint64)
    nan32 = np.array([0x7F800001, 0x7FA00000, 0xFFC00000, 0x7FC00000, 0x7FFFFFFF, 0x7F802000], dtype=np.uint32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        nans = nan_payloads(nan64, nan32)
    write("rounding.json", {
        "header": header("float64 -> float16 (x.astype(np.float16)) and float64 -> bfloat16 "
                         "(x.astype(ml_dtypes.bfloat16)) at and beside rounding ties; hex bit patterns; "
                         "nanPayloads: NaN bit patterns through the same casts"),
        "float64": encode(xs, "float64"),
        "float16": encode(to16, "float16"),
        "bfloat16": encode(tobf, "bfloat16"),
        "nanPayloads": nans,
    })


# ---------------------------------------------------------------- limits

def hex64(x):
    return format(int(np.array([x], np.float64).view(np.uint64)[0]), "016x")


def record_limits():
    ints = {}
    for d in DTYPES:
        if np.dtype(NP[d]).kind in "iu":
            i = np.iinfo(NP[d])
            ints[d] = {"bits": int(i.bits), "min": str(int(i.min)), "max": str(int(i.max))}
    floats = {}
    for d in DTYPES:
        kind = np.dtype(NP[d]).kind
        if kind in "fcV" and d != "bool" and kind not in "iu":
            f = ml_dtypes.finfo(NP[d]) if d == "bfloat16" else np.finfo(NP[d])
            floats[d] = {
                "dtype": "bfloat16" if d == "bfloat16" else str(f.dtype),
                "bits": int(f.bits),
                "eps": hex64(float(f.eps)),
                "max": hex64(float(f.max)),
                "min": hex64(float(f.min)),
                "smallestNormal": hex64(float(f.smallest_normal)),
                "smallestSubnormal": hex64(float(f.smallest_subnormal)),
                "tiny": hex64(float(f.tiny)),
                "precision": int(f.precision),
                "resolution": hex64(float(f.resolution)),
                "mantissaBits": int(f.nmant),
                "exponentBits": int(f.nexp),
            }
    write("limits.json", {
        "header": header("np.iinfo (min/max as decimal strings) and np.finfo / ml_dtypes.finfo "
                         "(float64 hex bit patterns)"),
        "iinfo": ints,
        "finfo": floats,
    })


# ---------------------------------------------------------------- np.array(v, dtype)

def scalar_json(v):
    """A python scalar as JSON the test can map back to a JS value of the same kind."""
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        return {"float": hex64(v)}
    return {"complex": [hex64(v.real), hex64(v.imag)]}


def record_from_values():
    scalars = [0, 1, -1, 2, 127, 128, 255, 256, -128, -129, 300, 65535, 65536, 2**31 - 1, 2**31, -(2**31) - 1,
               2**32 - 1, 2**32, 2**53 + 1, 2**62 + 2**38 + 1, 2**63 - 1, 2**63, 2**64 - 1, -(2**63),
               0.0, -0.0, 2.7, -2.7, 0.5, -0.5, -1.5, 0.1, 127.9, 300.5, 65520.0, 1e300, -1e300, 2.0**-30,
               float("nan"), float("inf"), float("-inf"), 1 + 2j, -0.5j, 0j, True, False]
    results = {}
    for d in DTYPES:
        row = []
        for v in scalars:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    row.append(encode(np.array([v], dtype=NP[d]), d))
            except (OverflowError, ValueError, TypeError) as e:
                row.append({"refused": type(e).__name__})
        results[d] = row
    write("from_values.json", {
        "header": header("np.array([v], dtype) for python scalars v: results[dtype][i] are storage elements "
                         "(encoded as in astype.json) or {refused: exception class}"),
        "scalars": [scalar_json(v) for v in scalars],
        "results": results,
    })


if __name__ == "__main__":
    record_can_cast()
    record_limits()
    record_rounding()
    record_astype()
    record_from_values()
