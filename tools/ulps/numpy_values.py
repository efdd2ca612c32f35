"""NumPy's values of the float functions on many arguments, for tools/ulps/measure-ulps.mjs.

Writes, per function and float dtype, the arguments and NumPy's results as raw little-endian bits
into OUTDIR (`<op>.<dtype>.args` / `.want`; a binary function's second operands as `.args2`):
every float16 and bfloat16 value (a binary function: 500,000 random pairs of them), and N float32
and float64 arguments (default 500,000): a third random bit patterns, a third magnitudes spread
log-uniformly over the dtype's range with random signs, a third uniform over the function's own
interval (where its values change most). Seeded: the same arguments every run.

Run: .venv/bin/python tools/ulps/numpy_values.py OUTDIR [N]
"""

import json
import os
import sys
import warnings
import zlib

import ml_dtypes
import numpy as np

UNARY = {
    "exp": (np.exp, (-100, 100)), "log": (np.log, (0, 10)), "sin": (np.sin, (-10, 10)), "cos": (np.cos, (-10, 10)),
    "tanh": (np.tanh, (-10, 10)),
    "arccos": (np.arccos, (-1, 1)), "arcsin": (np.arcsin, (-1, 1)), "arctan": (np.arctan, (-10, 10)),
    "arccosh": (np.arccosh, (1, 100)), "arcsinh": (np.arcsinh, (-10, 10)), "arctanh": (np.arctanh, (-1, 1)),
    "cosh": (np.cosh, (-20, 20)), "sinh": (np.sinh, (-20, 20)), "tan": (np.tan, (-10, 10)),
    "expm1": (np.expm1, (-2, 2)), "log1p": (np.log1p, (-1, 2)), "log2": (np.log2, (0, 10)), "log10": (np.log10, (0, 10)),
}
BINARY = {"hypot": (np.hypot, (-10, 10)), "logaddexp": (np.logaddexp, (-50, 50))}
BITS = {"float16": np.uint16, "bfloat16": np.uint16, "float32": np.uint32, "float64": np.uint64}
DT = {"float16": np.float16, "bfloat16": ml_dtypes.bfloat16, "float32": np.float32, "float64": np.float64}


def arguments(name, interval, n, rng):
    dt = DT[name]
    if name in ("float16", "bfloat16"):
        return np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(dt)
    third = n // 3
    bits = rng.integers(0, np.iinfo(BITS[name]).max, third, dtype=BITS[name], endpoint=True).view(dt)
    info = np.finfo(dt)
    lo, hi = np.log10(float(info.smallest_subnormal)), np.log10(float(info.max))
    spread = (10.0 ** rng.uniform(lo, hi, third) * rng.choice([-1.0, 1.0], third)).astype(dt)
    own = rng.uniform(interval[0], interval[1], n - 2 * third).astype(dt)
    return np.concatenate([bits, spread, own])


def write(path, arr):
    arr.view(BITS[dtype_name(arr.dtype)]).astype("<u%d" % arr.dtype.itemsize).tofile(path)


def dtype_name(dt):
    return "bfloat16" if dt == np.dtype(ml_dtypes.bfloat16) else dt.name


def main(out, n):
    os.makedirs(out, exist_ok=True)
    index = []
    for op, (fn, interval) in list(UNARY.items()) + list(BINARY.items()):
        for name in DT:
            rng = np.random.default_rng(zlib.crc32(f"ulps|{op}|{name}".encode()))
            a = arguments(name, interval, n, rng)
            args = [a]
            if op in BINARY:
                if name in ("float16", "bfloat16"):
                    a = rng.integers(0, 1 << 16, 500_000, dtype=np.uint32).astype(np.uint16).view(DT[name])
                    args = [a]
                b = arguments(name, interval, n, np.random.default_rng(zlib.crc32(f"ulps|{op}|{name}|b".encode())))
                args.append(rng.permutation(b)[: len(a)] if len(b) >= len(a) else np.resize(b, len(a)))
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                want = fn(*args)
            stem = os.path.join(out, f"{op}.{name}")
            write(stem + ".args", args[0])
            if len(args) > 1:
                write(stem + ".args2", args[1])
            write(stem + ".want", want.astype(DT[name]))
            index.append({"op": op, "dtype": name, "count": len(a), "arity": len(args)})
    with open(os.path.join(out, "index.json"), "w") as f:
        json.dump({"numpy": np.__version__, "mlDtypes": ml_dtypes.__version__, "cases": index}, f)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 500_000)
