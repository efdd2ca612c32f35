"""Records the C library's real functions that NumPy's complex pow calls (glibc on x86-64 Linux:
clog's log, log1p, atan2, hypot and cexp's exp, sincos, in float for complex64 and double for
complex128) into packages/kernels-cpu/test/fixtures/glibc-libm.json, with the correctly rounded
value of each double result (mpmath, 200 bits, rounded once; subnormals by hand).

The kernels reproduce glibc's float functions and double log1p exactly (their FMA builds, which
x86-64 machines with FMA run, as NumPy's recording machine did) and compute the other double
functions correctly rounded: the test replays both claims, and counts the arguments where glibc
itself is not correctly rounded. Arguments: values spread over each function's range, its
special values, arguments near multiples of pi/2, and a few where glibc's double exp, sin and cos
miss the correctly rounded result (found by search).

Run: .venv/bin/python tools/record/record_libm_values.py   (all fixtures: pnpm record)
"""

import ctypes
import ctypes.util
import json
import os
import platform
import sys

import mpmath
import numpy as np

from record_values import simd_level

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "packages", "kernels-cpu", "test", "fixtures", "glibc-libm.json")
N = 400
mpmath.mp.prec = 200

LIBM = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")


def c_function(name, lane, arity):
    t = ctypes.c_float if lane == "float32" else ctypes.c_double
    fn = getattr(LIBM, name)
    fn.restype = t
    fn.argtypes = [t] * arity
    return fn


def c_sincos(lane):
    t = ctypes.c_float if lane == "float32" else ctypes.c_double
    fn = getattr(LIBM, "sincosf" if lane == "float32" else "sincos")
    fn.argtypes = [t, ctypes.POINTER(t), ctypes.POINTER(t)]

    def call(x):
        s, c = t(), t()
        fn(x, ctypes.byref(s), ctypes.byref(c))
        return s.value, c.value

    return call


def correctly_rounded(v):
    """An mpmath value rounded once to the nearest double (ties to even), subnormals included
    (mpmath's own float() rounds those twice)."""
    if not mpmath.isfinite(v):
        return float(v)
    if v == 0:
        return 0.0
    _, e = mpmath.frexp(v)
    scale = max(int(e) - 53, -1074)
    n = int(mpmath.nint(v / mpmath.mpf(2) ** scale))
    return float(mpmath.mpf(n) * mpmath.mpf(2) ** scale)


EXACT = {"exp": mpmath.exp, "log": mpmath.log, "sin": mpmath.sin, "cos": mpmath.cos, "atan2": mpmath.atan2}


def spread(rng, n, lo, hi):
    """n values of magnitude 10**U(lo, hi), random signs."""
    return rng.uniform(-1, 1, n) * 10.0 ** rng.uniform(lo, hi, n)


def arguments(name, lane, rng):
    """The arguments of one function: an array per argument."""
    dt = np.float32 if lane == "float32" else np.float64
    big = 38 if lane == "float32" else 308
    if name in ("exp", "expf"):
        top = 89.0 if lane == "float32" else 710.0
        bottom = -104.5 if lane == "float32" else -745.5
        xs = [rng.uniform(bottom, top, N), spread(rng, N // 4, -20, 0), [0.0, -0.0, np.inf, -np.inf, np.nan, bottom + 0.4, top - 1.0, 88.0, 709.0]]
    elif name in ("log", "logf"):
        xs = [np.abs(spread(rng, N, -320 if lane == "float64" else -45, big)), 1 + rng.uniform(-1e-3, 1e-3, N // 4), [0.0, -0.0, -1.0, 1.0, 2.0, np.inf, np.nan, 5e-324, 1e-45]]
    elif name in ("log1p", "log1pf"):
        xs = [rng.uniform(-1, 3, N) * 10.0 ** rng.uniform(-12, 0, N), np.abs(spread(rng, N // 4, -3, big)), [-1.0, -0.0, 0.0, 1e-30, -0.29, 0.41, np.inf, np.nan, -2.0]]
    elif name in ("sincos", "sincosf"):
        near = np.round(rng.uniform(-2e4, 2e4, N // 4)) * (np.pi / 2)
        xs = [spread(rng, N, -8, 6), near, spread(rng, N // 8, 6, big), [0.0, -0.0, 1e-30, np.pi / 4, 120.0, 1e22, np.inf, np.nan]]
    else:  # atan2: y, x
        y = np.concatenate([spread(rng, N, -20, 20), [0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 1e-30, 1.0]])
        x = np.concatenate([spread(rng, N, -20, 20), [-1.0, -1.0, 0.0, np.inf, -np.inf, 1.0, -1e10, 1e-30]])
        return [y.astype(dt), x.astype(dt)]
    with np.errstate(all="ignore"):
        return [np.concatenate([np.asarray(p, dtype=np.float64) for p in xs]).astype(dt)]


def glibc_misses(name, rng, count=6):
    """Double arguments where glibc's exp / sin / cos is not correctly rounded (a search)."""
    fn = {"exp": c_function("exp", "float64", 1), "sincos": c_function("sin", "float64", 1)}[name]
    exact = mpmath.exp if name == "exp" else mpmath.sin
    found = []
    while len(found) < count:
        x = float(rng.uniform(-700, 700) if name == "exp" else rng.uniform(-10, 10))
        if fn(x) != correctly_rounded(exact(mpmath.mpf(x))):
            found.append(x)
    return np.array(found)


def hex_bits(values, lane):
    a = np.asarray(values, dtype=np.float32 if lane == "float32" else np.float64)
    bits = a.view(np.uint32 if lane == "float32" else np.uint64)
    return [f"0x{int(b):0{a.itemsize * 2}x}" for b in bits]


FUNCTIONS = [
    ("expf", "float32", 1), ("logf", "float32", 1), ("log1pf", "float32", 1), ("sincosf", "float32", 1), ("atan2f", "float32", 2),
    ("exp", "float64", 1), ("log", "float64", 1), ("log1p", "float64", 1), ("sincos", "float64", 1), ("atan2", "float64", 2),
]


def record(name, lane, arity, rng):
    args = arguments(name, lane, rng)
    if name in ("exp", "sincos"):
        args = [np.concatenate([args[0], glibc_misses(name, rng)])]
    columns = [[float(v) for v in a] for a in args]
    if name in ("sincos", "sincosf"):
        call = c_sincos(lane)
        pairs = [call(x) for x in columns[0]]
        results = {"sin": [p[0] for p in pairs], "cos": [p[1] for p in pairs]}
    else:
        fn = c_function(name, lane, arity)
        results = {name: [fn(*vs) for vs in zip(*columns)]}
    entry = {"lane": lane, "args": [hex_bits(a, lane) for a in args], "glibc": {k: hex_bits(v, lane) for k, v in results.items()}}
    if lane == "float64" and name != "log1p":
        # C's special values are glibc's (NaN, infinities, log of zero or a negative, and signed
        # zeros, which mpmath has not: atan2(-0, -1) is -pi, sin(-0) is -0)
        def special(vs, r):
            return not np.isfinite(r) or r == 0 or not all(np.isfinite(vs)) or any(v == 0 for v in vs)

        exact = {
            k: [r if special(vs, r) else correctly_rounded(EXACT[k](*[mpmath.mpf(v) for v in vs])) for vs, r in zip(zip(*columns), results[k])]
            for k in results
        }
        entry["correctlyRounded"] = {k: hex_bits(v, lane) for k, v in exact.items()}
    return entry


def main():
    rng = np.random.default_rng(20261124)
    doc = {
        "libc": " ".join(platform.libc_ver()),
        "machine": platform.machine(),
        "simd": simd_level(),
        "recordedWith": ".venv/bin/python tools/record/record_libm_values.py  (all fixtures: pnpm record)",
        "about": "The C library's real functions under NumPy's complex pow: glibc's results and, for the double ones but log1p, the correctly rounded ones.",
        "functions": {name: record(name, lane, arity, rng) for name, lane, arity in FUNCTIONS},
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        head = json.dumps({k: v for k, v in doc.items() if k != "functions"}, separators=(",", ":"))[:-1]
        items = [f"{json.dumps(k)}:{json.dumps(v, separators=(',', ':'))}" for k, v in doc["functions"].items()]
        f.write(head + ',"functions":{\n' + ",\n".join(items) + "\n}}\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {sum(len(v['args'][0]) for v in doc['functions'].values())} arguments, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    sys.exit(main())
