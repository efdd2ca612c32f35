"""Records NumPy's reductions, cumulative sums and products and matrix products for the kernel tests.

Run with the recording venv (NumPy, ml_dtypes for bfloat16):
    .venv/bin/python packages/kernels-cpu/test/record_reductions.py
Writes packages/kernels-cpu/test/fixtures/numpy-reductions.json, replayed bit for bit by
src/reduce.numpy.test.ts, src/cumulative.test.ts, src/matmul.numpy.test.ts, src/moments.test.ts
(var, std) and src/truth.test.ts (all, any, count_nonzero).

Arrays use the value fixtures' encoding (conformance/fixtures/values/README.md). Inputs of more
than 256 elements are generated instead, on both sides, from "gen": {"kind", "seed", "param"}
(see `generate`: xorshift32 draws made into float64 values exactly, then cast to the dtype as
`astype` casts); other inputs of more than 64 elements hold their little-endian bytes in "base64".
The float32 and float64 max/min cases of mixed signed zeros depend on NumPy's SIMD width (the
header's "simd").
"""

import base64
import json
import os
import sys
import warnings

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures", "numpy-reductions.json")
BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(20260822)


def name(dt):
    return "bfloat16" if dt == BF16 else np.dtype(dt).name


GENERATED = {}  # id(array) -> (array, gen spec); the array kept so that its id stays its own
SEEDS = iter(range(1, 1 << 30))


def generate(kind, param, dtype, shape):
    """An array from xorshift32 draws: "float" +-(1 + m) * 2**e with m of 31 bits and e in
    [-param, param]; "near" 1 +- m * param; "int" 64-bit patterns wrapped to the dtype; complex
    dtypes draw the real part, then the imaginary part, of each element."""
    seed = next(SEEDS)
    state = seed
    n = int(np.prod(shape)) * (2 if np.dtype(dtype).kind == "c" else 1)

    def draw():
        nonlocal state
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        return state

    if kind == "int":
        bits = np.array([(draw() << 32) | draw() for _ in range(n)], dtype=np.uint64)
        width = np.dtype(dtype).itemsize * 8
        unsigned = bits & np.uint64((1 << width) - 1) if width < 64 else bits
        values = unsigned.astype(np.dtype(f"u{width // 8}")).view(dtype)
    else:
        values = np.empty(n)
        for i in range(n):
            r1, r2 = draw(), draw()
            sign = -1.0 if r1 & 1 else 1.0
            m = (r1 >> 1) / 2.0**31
            if kind == "near":
                values[i] = 1.0 + sign * m * param
            else:
                values[i] = sign * (1.0 + m) * 2.0 ** ((r2 % (2 * param + 1)) - param)
        if np.dtype(dtype).kind == "c":
            values = values[0::2] + 1j * values[1::2]
        values = values.astype(dtype)
    arr = values.reshape(shape)
    GENERATED[id(arr)] = (arr, {"kind": kind, "seed": seed, "param": param})
    return arr


def encode(arr, raw=False):
    out = {"dtype": name(arr.dtype), "shape": list(arr.shape)}
    if raw and id(arr) in GENERATED:
        out["gen"] = GENERATED[id(arr)][1]
        return out
    arr = np.ascontiguousarray(arr)
    flat = arr.reshape(-1)
    if raw and flat.size > 64:
        out["base64"] = base64.b64encode(flat.astype(flat.dtype.newbyteorder("<")).tobytes()).decode()
        return out
    dt = flat.dtype
    if dt == np.bool_:
        out["data"] = [bool(v) for v in flat]
    elif dt.kind == "c":
        lanes = flat.view(np.uint32 if dt.itemsize == 8 else np.uint64).reshape(-1, 2)
        w = 8 if dt.itemsize == 8 else 16
        out["data"] = [[f"0x{int(r):0{w}x}", f"0x{int(i):0{w}x}"] for r, i in lanes]
    elif dt.kind in "iu":
        out["data"] = [str(int(v)) for v in flat] if dt.itemsize == 8 else [int(v) for v in flat]
    else:
        bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.itemsize]
        out["data"] = [f"0x{int(v):0{dt.itemsize * 2}x}" for v in flat.view(bits)]
    return out


def floats(shape, dt, spread=5.0):
    """Values of many magnitudes (spread: the log-scale), so that the summation order shows."""
    if dt in (np.float16, BF16):
        spread = min(spread, 1.5)
    if np.prod(shape) > 256:
        return generate("float", int(round(spread * 2)), dt, shape)
    x = rng.standard_normal(shape) * np.exp(rng.standard_normal(shape) * spread)
    return x.astype(dt)


def complexes(shape, dt, spread=4.0):
    if np.prod(shape) > 256:
        return generate("float", int(round(spread * 2)), dt, shape)
    return (floats(shape, np.float64, spread) + 1j * floats(shape, np.float64, spread)).astype(dt)


def near_one(shape, dt, width=0.3):
    if np.prod(shape) > 256:
        return generate("near", width, dt, shape)
    return (1 + rng.standard_normal(shape) * width).astype(dt)


def zeros_among(n, dt, sign=-1.0, k=3):
    """Negative (or positive) values with a few zeros of both signs: max (min) is a signed zero."""
    x = (sign * (1 + rng.random(n))).astype(dt)
    idx = rng.choice(n, size=min(k, n), replace=False)
    for j, i in enumerate(idx):
        x[i] = 0.0 if j % 2 == 0 else -0.0
    return x


def ints(shape, dt):
    if np.prod(shape) > 256:
        return generate("int", 0, dt, shape)
    info = np.iinfo(dt)
    return rng.integers(info.min, info.max, size=shape, dtype=dt, endpoint=True)


reduce_cases = []


def red(op, a, axes=None, acc=None, keepdims=False):
    """One reduction: NumPy's ufunc reduce (or mean, argmax, argmin), with dtype=acc where given."""
    ax = tuple(axes) if isinstance(axes, list) else axes
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        if op in ("argmax", "argmin"):
            result = getattr(np, op)(a, axis=None if ax is None else ax[0], keepdims=keepdims)
            acc = name(a.dtype)
        elif op == "mean":
            result = np.mean(a, axis=ax, dtype=acc, keepdims=keepdims)
            if acc is None:
                acc = "float64" if a.dtype.kind in "biu" else "float32" if a.dtype == np.float16 else name(a.dtype)
        else:
            ufunc = {"sum": np.add, "prod": np.multiply, "max": np.maximum, "min": np.minimum}[op]
            result = ufunc.reduce(a, axis=ax, dtype=acc, keepdims=keepdims)
            acc = name(np.asarray(result).dtype) if acc is None else name(np.dtype(acc) if acc != BF16 else BF16)
    case = {"op": op, "a": encode(a, raw=True), "axes": axes, "acc": acc, "result": encode(np.asarray(result))}
    if keepdims:
        case["keepdims"] = True
    reduce_cases.append(case)


# sum: pairwise runs of every length class, the orders of non-innermost axes, casts in blocks
for dt in (np.float32, np.float64):
    for n in (0, 1, 7, 8, 9, 16, 127, 128, 129, 136, 1000, 20000):
        red("sum", floats((n,), dt))
    for shape, axes in [
        ((3, 5000), [1]), ((50, 300), [0]), ((50, 300), None), ((3, 40, 200), [0, 2]), ((3, 40, 200), [1]),
        ((40, 3, 200), [0, 2]), ((300, 1), [0]), ((2, 1, 300), [0, 2]), ((4, 5, 6), []), ((9000, 3), [0]),
        ((3, 40, 200), [-2]), ((2, 3, 4, 50), [1, 3]),
    ]:
        red("sum", floats(shape, dt), axes)
    red("sum", floats((3, 40, 200), dt), [1], keepdims=True)
red("sum", floats((20000,), np.float32), None, acc="float64")
red("sum", floats((3, 9000), np.float32), [1], acc="float64")
red("sum", floats((9000, 3), np.float32), [0], acc="float64")
red("sum", ints((20000,), np.int64), None, acc="float64")
red("sum", ints((2, 16385), np.int64), [1], acc="float64")
for shape, axes in [((20000,), None), ((3, 5000), [1]), ((300, 7), [0]), ((2, 9000), None), ((5, 200), [1])]:
    red("sum", floats(shape, np.float16), axes)
red("sum", floats((20000,), np.float16), None, acc="float32")
red("sum", floats((2, 9000), np.float16), [1], acc="float32")
red("sum", floats((20000,), np.float32), None, acc="float16")
red("sum", ints((1000,), np.int8), None, acc="int64")
red("sum", ints((1000,), np.int8), None, acc="int8")
red("sum", ints((30, 40), np.int8), [0], acc="int8")
red("sum", ints((1000,), np.uint8), None, acc="uint64")
red("sum", ints((1000,), np.int32), None, acc="int32")
red("sum", ints((1000,), np.uint32), None, acc="uint32")
red("sum", ints((300,), np.int64), None)
red("sum", ints((20, 30), np.uint64), [1])
red("sum", rng.integers(0, 2, size=(1000,)).astype(bool), None, acc="int64")
red("sum", rng.integers(0, 2, size=(30, 4)).astype(bool), [0], acc="bool")
for shape, axes in [((1,), None), ((3,), None), ((4,), None), ((5,), None), ((65,), None), ((1000,), None), ((20000,), None),
                    ((3, 5000), [1]), ((50, 30), [0]), ((3, 40, 70), [0, 2])]:
    red("sum", complexes(shape, np.complex64), axes)
red("sum", complexes((20000,), np.complex64), None, acc="complex128")
red("sum", complexes((1000,), np.complex128), None)
for shape, axes in [((1000,), None), ((20, 30), [0]), ((20, 30), [1])]:
    red("sum", floats(shape, BF16), axes)
red("sum", np.array([-0.0]), None)
red("sum", np.array([-0.0, -0.0]), None)
red("sum", np.array([[-0.0], [-0.0]]), [0])
red("sum", np.array([[-0.0, 1.0]]), [1])
red("sum", np.array([-0.0]), [])
red("sum", np.zeros((0, 3), np.float32), [0])

# prod: one product after another (float16: in float32, rounded once per inner loop)
red("prod", near_one((100,), np.float32), None)
red("prod", near_one((100,), np.float64), None)
red("prod", near_one((30, 4), np.float32), [0])
red("prod", near_one((40,), np.float16), None)
red("prod", near_one((30, 4), np.float16), [0])
red("prod", near_one((3, 60), np.float16), [1])
red("prod", near_one((20000,), np.float16, 0.01), None, acc="float32")
red("prod", near_one((40,), BF16), None)
red("prod", near_one((30, 4), BF16), [0])
red("prod", (near_one((30,), np.float64) + 1j * near_one((30,), np.float64) - 1j).astype(np.complex64), None)
red("prod", (near_one((30, 3), np.float64) + 1j * near_one((30, 3), np.float64) - 1j).astype(np.complex64), [0])
red("prod", (near_one((30,), np.float64) + 0.3j * near_one((30,), np.float64)).astype(np.complex128), None)
red("prod", ints((50,), np.int8), None, acc="int8")
red("prod", rng.integers(1, 4, size=(50,)).astype(np.int8), None, acc="int64")
red("prod", ints((30,), np.int64), None)
red("prod", ints((30,), np.uint64), None)
red("prod", ints((20, 3), np.int32), [0])
red("prod", rng.integers(0, 2, size=(40,)).astype(bool), None, acc="bool")
red("prod", np.zeros((0,), np.float32), None)

# max / min: NaN, and which signed zero wins (the SIMD lanes for float32 / float64)
for dt in (np.float32, np.float64):
    for n in (1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 33, 63, 64, 65, 66, 100, 127, 129, 200, 513, 1000):
        for op, sign in (("max", -1.0), ("min", 1.0)):
            red(op, zeros_among(n, dt, sign, k=2 + n % 3), None)
    red("max", floats((20000,), dt), None)
    red("min", floats((3, 5000), dt), [1])
    x = floats((100,), dt)
    x[[17, 60]] = np.nan
    red("max", x, None)
    red("min", x, None)
    z = rng.choice([0.0, -0.0], size=(30, 50)).astype(dt)
    red("max", z, [0])
    red("min", z, [0])
    red("max", rng.choice([0.0, -0.0, -1.0], size=(3, 5, 70)).astype(dt), [0, 2])
    red("min", rng.choice([0.0, -0.0, 1.0], size=(3, 5, 70)).astype(dt), [0, 2])
red("max", zeros_among(9000, np.float32, -1.0, k=40), None, acc="float64")
red("max", zeros_among(9000, np.float16, -1.0, k=40), None, acc="float32")
for dt in (np.float16, BF16):
    red("max", zeros_among(50, dt, -1.0, k=4), None)
    red("min", zeros_among(50, dt, 1.0, k=4), None)
    red("max", rng.choice([0.0, -0.0, -1.0], size=(20, 6)).astype(dt), [0])
    x = floats((40,), dt)
    x[7] = np.nan
    red("max", x, None)
c = (rng.integers(-2, 3, size=(60,)) + 1j * rng.integers(-2, 3, size=(60,))).astype(np.complex64)
red("max", c, None)
red("min", c, None)
c2 = c.copy()
c2[[5, 40]] = [complex(np.nan, 1), complex(1, np.nan)]
red("max", c2, None)
red("min", c2, None)
red("max", c.reshape(6, 10), [0])
red("max", ints((100,), np.int8), None)
red("min", ints((10, 10), np.uint64), [1])
red("max", rng.integers(0, 2, size=(40,)).astype(bool), None)

# mean: the sum divided by the count (an intp: true_divide computes in float64)
red("mean", floats((1000,), np.float32), None)
red("mean", floats((3, 5000), np.float32), [1])
red("mean", floats((3, 5000), np.float32), [1], keepdims=True)
red("mean", floats((7, 9), np.float64), [0])
red("mean", floats((1000,), np.float16), None)
red("mean", floats((3, 5000), np.float16), [1])
red("mean", complexes((1000,), np.complex64), None)
red("mean", complexes((3, 700), np.complex64), [1])
red("mean", ints((1000,), np.int8), None)
red("mean", rng.integers(0, 2, size=(100,)).astype(bool), None)
red("mean", ints((5, 7), np.int64), [0])
red("mean", floats((1000,), np.float32), None, acc="float64")
red("mean", np.zeros((0,), np.float32), None)

# argmax / argmin: the first extreme; the first NaN
for dt in (np.float32, np.float64, np.float16, BF16):
    x = rng.integers(-3, 4, size=(50,)).astype(dt)
    red("argmax", x, None)
    red("argmin", x, None)
    x[[11, 30]] = np.nan
    red("argmax", x, None)
    red("argmin", x, None)
x = rng.integers(-3, 4, size=(30, 40)).astype(np.float32)
for axis in (0, 1, -1):
    red("argmax", x, [axis])
    red("argmin", x, [axis])
red("argmax", x, [1], keepdims=True)
red("argmax", np.array([-0.0, 0.0, -1.0], np.float32), None)
red("argmin", np.array([0.0, -0.0, 1.0], np.float32), None)
red("argmax", c2, None)
red("argmin", c, None)
red("argmax", (rng.integers(-2, 3, size=(5, 8)) + 1j * rng.integers(-2, 3, size=(5, 8))).astype(np.complex128), [0])
red("argmax", rng.integers(0, 2, size=(40,)).astype(bool), None)
red("argmin", rng.integers(0, 2, size=(6, 7)).astype(bool), [1])
red("argmax", ints((100,), np.int64), None)
red("argmin", ints((9, 11), np.uint8), [0])

cumulative_cases = []


def cum(op, a, axis=None, acc=None):
    with np.errstate(all="ignore"):
        result = getattr(np, op)(a, axis=axis, dtype=acc)
    cumulative_cases.append({"op": op, "a": encode(a, raw=True), "axis": axis, "acc": name(np.asarray(result).dtype), "result": encode(result)})


cum("cumsum", floats((1000,), np.float32))
cum("cumsum", floats((30, 40), np.float32), 0)
cum("cumsum", floats((30, 40), np.float32), 1)
cum("cumsum", floats((2, 3, 4), np.float64), -2)
cum("cumsum", floats((200,), np.float16))
cum("cumsum", floats((100,), BF16))
cum("cumsum", complexes((300,), np.complex64))
cum("cumsum", ints((100,), np.int8), acc="int8")
cum("cumsum", ints((100,), np.int8))
cum("cumsum", rng.integers(0, 2, size=(50,)).astype(bool))
cum("cumsum", np.array([-0.0, -0.0, 0.0]))
cum("cumsum", floats((500,), np.float32), acc="float64")
cum("cumprod", near_one((100,), np.float32))
cum("cumprod", near_one((60,), np.float16))
cum("cumprod", (near_one((30, 3), np.float64) + 1j * near_one((30, 3), np.float64) - 1j).astype(np.complex64), 0)
cum("cumprod", (near_one((30,), np.float64) + 1j * near_one((30,), np.float64) - 1j).astype(np.complex64))
cum("cumprod", ints((40,), np.int64))
cum("cumprod", ints((40,), np.int16), acc="int16")

matmul_cases = []


def mm(a, b, exact=True):
    with np.errstate(all="ignore"):
        result = np.matmul(a, b)
    matmul_cases.append({"a": encode(a, raw=True), "b": encode(b, raw=True), "result": encode(result), "exact": exact})


mm(ints((5, 7), np.int8), ints((7, 3), np.int8))
mm(ints((20, 30), np.int32), ints((30, 10), np.int32))
mm(ints((6, 9), np.uint8), ints((9, 4), np.uint8))
mm(ints((6, 9), np.uint32), ints((9, 4), np.uint32))
mm(ints((6, 9), np.int64), ints((9, 4), np.int64))
mm(ints((6, 9), np.uint64), ints((9, 4), np.uint64))
mm(rng.integers(0, 2, size=(10, 12)).astype(bool), rng.integers(0, 2, size=(12, 9)).astype(bool))
mm(floats((5, 70), np.float16), floats((70, 4), np.float16))
mm(floats((2, 1, 3, 40), np.float16), floats((5, 40, 2), np.float16))
mm(rng.integers(-8, 9, size=(24, 40)).astype(np.float32), rng.integers(-8, 9, size=(40, 24)).astype(np.float32))
mm(rng.integers(-8, 9, size=(13, 35)).astype(np.float64), rng.integers(-8, 9, size=(35, 9)).astype(np.float64))
mm(ints((7,), np.int32), ints((7, 3), np.int32))
mm(ints((3, 7), np.int32), ints((7,), np.int32))
mm(ints((7,), np.int32), ints((7,), np.int32))
mm(ints((2, 1, 3, 4), np.int16), ints((5, 4, 2), np.int16))
mm(floats((33, 65), np.float32, 1.0), floats((65, 17), np.float32, 1.0), exact=False)
mm(floats((20, 30), np.float64, 1.0), floats((30, 10), np.float64, 1.0), exact=False)
mm(complexes((10, 20), np.complex64, 1.0), complexes((20, 5), np.complex64, 1.0), exact=False)
mm(np.zeros((3, 0), np.float32), np.zeros((0, 4), np.float32))

moment_cases = []


def mom(op, a, axes=None, ddof=0, keepdims=False):
    """np.var / np.std over axes with ddof (NumPy's two passes, in its default dtypes)."""
    ax = tuple(axes) if isinstance(axes, list) else axes
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        result = getattr(np, op)(a, axis=ax, ddof=ddof, keepdims=keepdims)
    moment_cases.append({"op": op, "a": encode(a, raw=True), "axes": axes, "ddof": ddof, "keepdims": keepdims, "result": encode(np.asarray(result))})


# var / std: pairwise runs of every length class (and longer than the kernels' 16384-element copies),
# trailing and leading axes, float16 / bfloat16 / complex / integer inputs, values near 1 (two passes)
for dt in (np.float32, np.float64):
    for n in (1, 7, 16, 17, 129, 1000, 20000, 40000):
        mom("var", floats((n,), dt))
    for shape, axes in [((3, 5000), [1]), ((50, 300), [0]), ((3, 40, 200), [0, 2]), ((3, 40, 200), [1, 2]), ((40, 3, 200), [0])]:
        mom("var", floats(shape, dt), axes)
    mom("std", floats((20000,), dt), None, ddof=1)
    mom("std", floats((30, 700), dt), [1], ddof=1, keepdims=True)
    mom("var", near_one((20000,), dt, 0.001), None)
mom("var", floats((20000,), np.float16))
mom("var", floats((3, 5000), np.float16), [1])
mom("std", floats((1000,), BF16))
mom("var", complexes((20000,), np.complex64))
mom("std", complexes((30, 40), np.complex128), [0])
mom("var", ints((20000,), np.int64))
mom("var", ints((300, 7), np.int8), [0])
mom("std", rng.integers(0, 2, size=(1000,)).astype(bool))

truth_cases = []


def tru(a, calls):
    """np.all / np.any / np.count_nonzero of one input: calls [(op, axes)] (axes a list, or None), with keepdims where the
    op's name ends in `-keepdims`."""
    results = []
    for op, axes in calls:
        keep = op.endswith("-keepdims")
        name = op.removesuffix("-keepdims")
        ax = tuple(axes) if isinstance(axes, list) else axes
        results.append({"op": name, "axes": axes, "keepdims": keep, "result": encode(np.asarray(getattr(np, name)(a, axis=ax, keepdims=keep)))})
    truth_cases.append({"a": encode(a, raw=True), "results": results})


# all / any / count_nonzero: zeros of both signs, NaN, every storage family, runs longer than a
# SIMD vector with the deciding element at the end, leading and trailing axes
EVERY = [(op, axes) for op in ("all", "any", "count_nonzero") for axes in (None, [1], [0])]
for dt in (np.bool_, np.int8, np.uint16, np.int32, np.int64, np.uint64, np.float16, BF16, np.float32, np.float64, np.complex64, np.complex128):
    x = rng.integers(0, 3, size=(6, 50)).astype(dt)
    if np.dtype(dt).kind in "fc" or dt == BF16:
        x[x == 0] = np.array([-0.0]).astype(dt)[0]
        x[1, 7] = np.array([np.nan]).astype(dt)[0]
    tru(x, EVERY)
    ones = np.ones(600, dtype=dt)
    tru(ones, [("all", None)])
    ones[-1] = 0
    tru(ones, [("all", None), ("any", None), ("count_nonzero", None)])
    z = np.zeros(600, dtype=dt)
    tru(z, [("any", None)])
    z[-1] = 1
    tru(z, [("any", None), ("all", None), ("count_nonzero", None)])
c = np.zeros(600, np.complex64)
c[-1] = 1j
tru(c, [("any", None), ("all", None)])
tru(c + 1, [("all", None)])
tru(rng.integers(1, 3, size=(4, 5, 6)).astype(np.float32), [("all-keepdims", [0, 2]), ("count_nonzero-keepdims", [0, 2])])

with open(OUT, "w") as f:
    json.dump(
        {
            "library": "numpy",
            "version": np.__version__,
            "mlDtypesVersion": ml_dtypes.__version__,
            "recordedWith": " ".join(["python", *sys.argv]),
            "simd": {
                "baseline": list(np._core._multiarray_umath.__cpu_baseline__),
                "found": [k for k, v in np._core._multiarray_umath.__cpu_features__.items() if v and k.startswith(("AVX", "X86"))],
            },
            "reduce": reduce_cases,
            "cumulative": cumulative_cases,
            "matmul": matmul_cases,
            "moments": moment_cases,
            "truth": truth_cases,
        },
        f,
        separators=(",", ":"),
    )
    f.write("\n")
print(f"wrote {OUT}: {len(reduce_cases)} reductions, {len(cumulative_cases)} cumulative, {len(matmul_cases)} matmul, "
      f"{len(moment_cases)} var/std, {sum(len(c['results']) for c in truth_cases)} all/any/count_nonzero")
