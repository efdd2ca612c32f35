"""Record the creation functions, random numbers and data type functions from the real libraries:
the dtype each gives with no dtype (the library's defaults) and with each dtype, the weak flag, the
refusals, and bit-exact values of arange, linspace, eye, tril/triu, full and meshgrid.

Usage:
  record_creation.py                 record every library mode, each in a fresh process
  record_creation.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                     jax x64|x32|strict, torch default)

Writes conformance/fixtures/creation/<library>-<mode>.json; the format is described in
conformance/fixtures/creation/README.md. Cells as in tables/ and ops/: a dtype code, a weak kind
i*/f*/c* (with `weakDtypes`), {"refused": ErrorClass} or null where the library has no such call.
Values are encoded losslessly as values/README.md describes.

TensorFlow: the `tf.*` function where TensorFlow has one (tf.zeros, tf.fill, tf.range, tf.linspace,
tf.eye, tf.zeros_like, tf.meshgrid, tf.random.stateless_*), `tf.experimental.numpy` where it has
none (empty, empty_like, full_like, tril, triu, eye with k, linspace without its endpoint); each
call's text says which.
"""

import math
import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from value_io import encode  # noqa: E402
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, PY_SCALAR, WEAK, command_line, refused, with_weak_dtypes, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import MODES, jax_result, jax_setup, tensorflow_result, tensorflow_setup, torch_result  # noqa: E402

NOT_AN_OP = object()  # a call the library has no form for: a null cell
NAN = float("nan")
INF = float("inf")


def bf16():
    import ml_dtypes
    return np.dtype(ml_dtypes.bfloat16)


def np_dtype(name):
    return bf16() if name == "bfloat16" else np.dtype(name)


def dtype_name(dt):
    return "bfloat16" if dt == bf16() else dt.name


def run(fn, read):
    """A cell: read(fn()), the refusal, or null where fn says the call is no operation."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            value = fn()
    except Exception as exc:  # every library raises its own classes; the name is what we record
        return refused(exc)
    return None if value is NOT_AN_OP else read(value)


def py(v):
    """A Python argument as the fixture writes it: ints as {"i": decimal}, floats as {"f": float.hex()},
    complex as {"c": [re hex, im hex]}; bool, None and strings as themselves; lists element by element."""
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, int):
        return {"i": str(v)}
    if isinstance(v, float):
        return {"f": v.hex()}
    if isinstance(v, complex):
        return {"c": [v.real.hex(), v.imag.hex()]}
    if isinstance(v, (list, tuple)):
        return [py(x) for x in v]
    if isinstance(v, np.ndarray):
        return array_json(v)
    raise TypeError(f"cannot write argument {v!r}")


def array_json(a):
    a = np.asarray(a)
    return {"dtype": dtype_name(a.dtype), "shape": list(a.shape), "data": encode(a)}


def arr(values, dtype):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if dtype in ("float16", "bfloat16"):
            return np.array(values, dtype=np.float64).astype(np_dtype(dtype))
        return np.array(values, dtype=np_dtype(dtype))


# ---------------------------------------------------------------- the calls

# The functions, by NumPy's names (the catalogue's `table`), with the facade's arguments by name.
FUNCTIONS = ["zeros", "ones", "empty", "full", "arange", "linspace", "eye", "zeros_like", "ones_like", "empty_like",
             "full_like", "tril", "triu", "meshgrid", "random_uniform", "random_normal", "random_integers"]


def default_cases():
    """(id, fn, args): calls without a dtype, whose result dtype is the library's default."""
    c = [("zeros (3,)", "zeros", {"shape": [3]}), ("ones (3,)", "ones", {"shape": [3]}), ("empty (3,)", "empty", {"shape": [3]}),
         ("eye 3", "eye", {"n": 3}), ("eye 2x3 k=1", "eye", {"n": 2, "m": 3, "k": 1})]
    for name, v in (("int", 2), ("float", 2.0), ("bool", True), ("complex", 1j), ("int 2**40", 2**40), ("int -1", -1),
                    ("float -1.5e19", -1.5169049333774418e19), ("float nan", NAN), ("int 2**63", 2**63), ("int 2**64", 2**64)):
        c.append((f"full (3,) {name}", "full", {"shape": [3], "value": v}))
        c.append((f"full () {name}", "full", {"shape": [], "value": v}))
    for name, args in (("3", {"start": 3}), ("3.0", {"start": 3.0}), ("0 3 1", {"start": 0, "stop": 3, "step": 1}),
                       ("0 3 0.5", {"start": 0, "stop": 3, "step": 0.5}), ("0.5 3", {"start": 0.5, "stop": 3}),
                       ("-3 3 1.5", {"start": -3, "stop": 3, "step": 1.5}), ("0 2**40 2**38", {"start": 0, "stop": 2**40, "step": 2**38}),
                       ("True", {"start": True})):
        c.append((f"arange {name}", "arange", args))
    for name, args in (("0 1 5", {"start": 0, "stop": 1, "num": 5}), ("0.0 1.0 5", {"start": 0.0, "stop": 1.0, "num": 5}),
                       ("0 1 5 endpoint=False", {"start": 0, "stop": 1, "num": 5, "endpoint": False}),
                       ("0j 1 3", {"start": 0j, "stop": 1, "num": 3})):
        c.append((f"linspace {name}", "linspace", args))
    for fn in ("random_uniform", "random_normal"):
        c.append((f"{fn} (3,)", fn, {"shape": [3]}))
    c.append(("random_integers 0 10 (3,)", "random_integers", {"shape": [3], "low": 0, "high": 10}))
    return c


def dtype_table_calls():
    """(fn, args): the calls of the dtype tables, made with each of the 15 dtypes."""
    return [("zeros", {"shape": [3]}), ("ones", {"shape": [3]}), ("empty", {"shape": [3]}), ("full", {"shape": [3], "value": 1}),
            ("full", {"shape": [3], "value": 1.0}), ("arange", {"start": 0, "stop": 3, "step": 1}),
            ("linspace", {"start": 0, "stop": 1, "num": 3}), ("eye", {"n": 2}),
            ("random_uniform", {"shape": [3]}), ("random_normal", {"shape": [3]}),
            ("random_integers", {"shape": [3], "low": 0, "high": 10})]


# Operand-kind tables: one cell per kind (dtype operands: arrays of ones of `shape`; weak kinds:
# Python scalars or the library's weakly typed arrays).
KIND_TABLES = [("zeros_like", {}, [2, 2]), ("ones_like", {}, [2, 2]), ("empty_like", {}, [2, 2]),
               ("full_like", {"value": 1}, [2, 2]), ("full_like", {"value": 1.0}, [2, 2]), ("full_like", {"value": True}, [2, 2]),
               ("full_like", {"value": 1j}, [2, 2]), ("tril", {}, [2, 2]), ("triu", {}, [2, 2])]


def value_cases():
    """(id, fn, args): bit-exact values, edge arguments and refusals."""
    c = []
    # arange: lengths, float steps, negative steps, empty ranges, dtypes, refusals.
    for args in ({"start": 0, "stop": 1, "step": 0.1}, {"start": 1, "stop": 0, "step": -0.3}, {"start": -3, "stop": 3, "step": 1.5},
                 {"start": 5, "stop": 1}, {"start": 5, "stop": 1, "step": -1}, {"start": 0, "stop": 10, "step": 3},
                 {"start": 0.1, "stop": 1.05, "step": 0.05}, {"start": 1e16, "stop": 1e16 + 10, "step": 1.0},
                 {"start": 0, "stop": 1, "step": 1 / 3}, {"start": -0.0, "stop": 2}, {"start": 0, "stop": 0},
                 {"start": 2**53, "stop": 2**53 + 4}, {"start": -5},
                 {"start": 0, "stop": 1, "step": 0}, {"start": 0, "stop": NAN}, {"start": 0, "stop": INF}, {"start": NAN},
                 {"start": 0, "stop": 1, "step": NAN}, {"start": 0, "stop": 1, "step": INF}):
        c.append(("arange " + " ".join(f"{k}={v!r}" for k, v in args.items()), "arange", args))
    for dt in ("float32", "float16", "bfloat16", "int8", "uint8", "int64", "uint64", "complex64", "bool"):
        c.append((f"arange 0 1 0.1 {dt}", "arange", {"start": 0, "stop": 1, "step": 0.1, "dtype": dt}))
        c.append((f"arange 0 300 100 {dt}", "arange", {"start": 0, "stop": 300, "step": 100, "dtype": dt}))
        c.append((f"arange -2.5 2.5 {dt}", "arange", {"start": -2.5, "stop": 2.5, "dtype": dt}))
    c += [("arange 0 2000 0.7 float16", "arange", {"start": 0, "stop": 2000, "step": 0.7, "dtype": "float16"}),
          ("arange 0.3 2.7 0.3 float32", "arange", {"start": 0.3, "stop": 2.7, "step": 0.3, "dtype": "float32"}),
          ("arange 1 0 -0.1 bfloat16", "arange", {"start": 1, "stop": 0, "step": -0.1, "dtype": "bfloat16"})]
    # linspace: NumPy's float64 computation, each library's algorithm, num and endpoint edges.
    for args in ({"start": 0, "stop": 1, "num": 7}, {"start": 0, "stop": 1, "num": 7, "endpoint": False},
                 {"start": -1.5, "stop": 2.25, "num": 10}, {"start": 1, "stop": -1, "num": 9}, {"start": 0.1, "stop": 0.7, "num": 13},
                 {"start": 0, "stop": 1, "num": 1}, {"start": 0, "stop": 1, "num": 1, "endpoint": False}, {"start": 0, "stop": 1, "num": 0},
                 {"start": 0, "stop": 1, "num": 2}, {"start": 3, "stop": 3, "num": 4}, {"start": -1e308, "stop": 1e308, "num": 5},
                 {"start": 1e-310, "stop": 3e-310, "num": 5}, {"start": 0, "stop": 1e-320, "num": 6}, {"start": 2, "stop": 1e300, "num": 4},
                 {"start": NAN, "stop": 1, "num": 3}, {"start": 0, "stop": INF, "num": 3}, {"start": -INF, "stop": INF, "num": 3},
                 {"start": 0, "stop": 1, "num": -1}, {"start": 0, "stop": 1, "num": 2.5}, {"start": 0, "stop": 1, "num": 3.0},
                 {"start": -0.0, "stop": 0.0, "num": 3}, {"start": 0, "stop": 100, "num": 1001},
                 {"start": 1 + 2j, "stop": -1 + 0.5j, "num": 5}, {"start": 0j, "stop": 1j, "num": 4, "endpoint": False}):
        c.append(("linspace " + " ".join(f"{k}={v!r}" for k, v in args.items()), "linspace", args))
    for dt in ("float32", "float16", "bfloat16", "int8", "int32", "uint8", "int64", "complex64", "bool"):
        c.append((f"linspace 0 1 7 {dt}", "linspace", {"start": 0, "stop": 1, "num": 7, "dtype": dt}))
        c.append((f"linspace -3.7 9.2 11 {dt}", "linspace", {"start": -3.7, "stop": 9.2, "num": 11, "dtype": dt}))
        c.append((f"linspace -2 2 5 endpoint=False {dt}", "linspace", {"start": -2, "stop": 2, "num": 5, "endpoint": False, "dtype": dt}))
    # float16 in the dtype's own arithmetic: a divisor past 2048 that rounds (2999 -> 3000), values
    # near the float16 range and subnormal ones.
    c += [(f"linspace {a} {b} {n}{' endpoint=False' if not e else ''} float16", "linspace",
           {"start": a, "stop": b, "num": n, **({} if e else {"endpoint": False}), "dtype": "float16"})
          for a, b, n, e in ((-8.57, -17.84, 3000, True), (14.8, -10.9, 3000, True),
                             (-30000.0, 40000.0, 700, False), (1e-06, 3e-05, 50, True))]
    c += [("linspace 0 1000 4097 float16", "linspace", {"start": 0, "stop": 1000, "num": 4097, "dtype": "float16"}),
          ("linspace 0.1 0.9 257 float32", "linspace", {"start": 0.1, "stop": 0.9, "num": 257, "dtype": "float32"}),
          ("linspace 0 300 4 uint8", "linspace", {"start": 0, "stop": 300, "num": 4, "dtype": "uint8"})]
    # eye, tril, triu.
    c += [("eye 3 4 k=1 int32", "eye", {"n": 3, "m": 4, "k": 1, "dtype": "int32"}), ("eye 4 3 k=-2", "eye", {"n": 4, "m": 3, "k": -2}),
          ("eye 2 k=5", "eye", {"n": 2, "k": 5}), ("eye 0", "eye", {"n": 0}), ("eye 2 0", "eye", {"n": 2, "m": 0}),
          ("eye -1", "eye", {"n": -1}), ("eye 2.5", "eye", {"n": 2.5}), ("eye 2 bool", "eye", {"n": 2, "dtype": "bool"}),
          ("eye 2 complex64", "eye", {"n": 2, "dtype": "complex64"}), ("eye 2 bfloat16", "eye", {"n": 2, "dtype": "bfloat16"})]
    grid = np.arange(1, 25, dtype=np.int16).reshape(2, 3, 4)
    for fn in ("tril", "triu"):
        for k in (0, 1, -1, 5, -5):
            c.append((f"{fn} int16 (2,3,4) k={k}", fn, {"x": grid, "k": k}))
        c.append((f"{fn} float32 (3,) k=0", fn, {"x": arr([1, 2, 3], "float32"), "k": 0}))
        c.append((f"{fn} float32 () k=0", fn, {"x": arr(1, "float32"), "k": 0}))
        c.append((f"{fn} float32 nan,-0 (2,2)", fn, {"x": arr([[NAN, -0.0], [INF, -0.0]], "float32"), "k": 0}))
    # full: values into a dtype that cannot hold them, and edge values.
    for dt, v in (("uint8", 300), ("uint8", -1), ("int8", 2.5), ("int8", -2.5), ("int8", True), ("float32", 1e40), ("float16", 65520.0),
                  ("float32", 1j), ("bool", 2), ("bool", 0.5), ("int64", 2**63), ("uint64", 2**64 - 1), ("float16", 2**40),
                  ("bfloat16", 1.00390625), ("int32", NAN), ("complex64", 1.5 - 2j), ("float32", -0.0), ("bfloat16", INF)):
        c.append((f"full (2,) {v!r} {dt}", "full", {"shape": [2], "value": v, "dtype": dt}))
    for dt, v in (("uint8", 300), ("int8", 2.5), ("float16", 1e6), ("bool", 2), ("int32", 1j)):
        c.append((f"full_like {dt}(2,) {v!r}", "full_like", {"x": arr([1, 1], dt), "value": v}))
    # shapes and counts the libraries refuse.
    c += [("zeros (-1,)", "zeros", {"shape": [-1]}), ("zeros (2.5,)", "zeros", {"shape": [2.5]}), ("zeros ()", "zeros", {"shape": []}),
          ("zeros (2,0,3)", "zeros", {"shape": [2, 0, 3]}), ("full (-1,) 1", "full", {"shape": [-1], "value": 1})]
    # meshgrid.
    a = arr([1, 2, 3], "int8")
    b = arr([0.5, -1], "float32")
    d = arr([7, 8, 9, 10], "uint16")
    for indexing in ("xy", "ij"):
        c.append((f"meshgrid int8(3) float32(2) {indexing}", "meshgrid", {"arrays": [a, b], "indexing": indexing}))
        c.append((f"meshgrid int8(3) float32(2) uint16(4) {indexing}", "meshgrid", {"arrays": [a, b, d], "indexing": indexing}))
        c.append((f"meshgrid int8(3) {indexing}", "meshgrid", {"arrays": [a], "indexing": indexing}))
    c += [("meshgrid none", "meshgrid", {"arrays": [], "indexing": "xy"}),
          ("meshgrid int8(3) float32(2) indexing=ab", "meshgrid", {"arrays": [a, b], "indexing": "ab"}),
          ("meshgrid 2-d", "meshgrid", {"arrays": [arr([[1, 2], [3, 4]], "int8"), a], "indexing": "xy"})]
    # random: refusals of the bounds.
    c += [("random_integers 5 5", "random_integers", {"shape": [3], "low": 5, "high": 5}),
          ("random_integers 5 2", "random_integers", {"shape": [3], "low": 5, "high": 2}),
          ("random_integers 0 300 uint8", "random_integers", {"shape": [3], "low": 0, "high": 300, "dtype": "uint8"}),
          ("random_uniform (-1,)", "random_uniform", {"shape": [-1]})]
    return c


# ---------------------------------------------------------------- the libraries

class NumPyLibrary:
    weak_arrays = False

    def __init__(self, mode):
        import ml_dtypes
        self.version = np.__version__
        self.extra = {"ml_dtypes": ml_dtypes.__version__}
        self.calls = {"zeros": "np.zeros(shape, dtype)", "ones": "np.ones", "empty": "np.empty", "full": "np.full(shape, value, dtype)",
                      "arange": "np.arange(start, stop, step, dtype)", "linspace": "np.linspace(start, stop, num, endpoint=, dtype=)",
                      "eye": "np.eye(n, m, k, dtype)", "zeros_like": "np.zeros_like(x, dtype)", "ones_like": "np.ones_like",
                      "empty_like": "np.empty_like", "full_like": "np.full_like(x, value, dtype)", "tril": "np.tril(x, k)",
                      "triu": "np.triu(x, k)", "meshgrid": "np.meshgrid(*arrays, indexing=)",
                      "random_uniform": "np.random.default_rng(0).random(shape, dtype)",
                      "random_normal": "np.random.default_rng(0).standard_normal(shape, dtype)",
                      "random_integers": "np.random.default_rng(0).integers(low, high, shape, dtype)",
                      "can_cast": "np.can_cast(from, to)", "isdtype": "np.isdtype(dtype, kind)",
                      "finfo": "np.finfo (ml_dtypes.finfo for bfloat16)", "iinfo": "np.iinfo", "result_type": "np.result_type(x)"}

    def d(self, name):
        return None if name is None else np_dtype(name)

    def operand(self, kind, shape, form="python"):
        if kind in WEAK:
            return PY_SCALAR[kind]
        return np.ones(shape, dtype=np_dtype(DTYPES[CODES.index(kind)]))

    def array(self, a):
        return a

    def result(self, value):
        name = dtype_name(np.asarray(value).dtype)
        return CODE_OF.get(name, name)  # e.g. object (np.full of a Python int beyond 64 bits)

    def to_numpy(self, value):
        return np.asarray(value)

    def call(self, fn, a):
        d = self.d(a.get("dtype"))
        rng = np.random.default_rng(0)
        if fn in ("zeros", "ones", "empty"):
            return getattr(np, fn)(tuple(a["shape"]), dtype=d)
        if fn == "full":
            return np.full(tuple(a["shape"]), a["value"], dtype=d)
        if fn == "arange":
            args = [a["start"]] + ([a["stop"]] if "stop" in a else []) + ([a["step"]] if "step" in a else [])
            return np.arange(*args, dtype=d)
        if fn == "linspace":
            return np.linspace(a["start"], a["stop"], a["num"], endpoint=a.get("endpoint", True), dtype=d)
        if fn == "eye":
            return np.eye(a["n"], a.get("m"), k=a.get("k", 0), dtype=d or float)
        if fn in ("zeros_like", "ones_like", "empty_like"):
            return getattr(np, fn)(a["x"], dtype=d)
        if fn == "full_like":
            return np.full_like(a["x"], a["value"], dtype=d)
        if fn in ("tril", "triu"):
            return getattr(np, fn)(a["x"], k=a.get("k", 0))
        if fn == "meshgrid":
            return np.meshgrid(*a["arrays"], indexing=a["indexing"])
        if fn == "random_uniform":
            return rng.random(tuple(a["shape"]), dtype=d or np.float64)
        if fn == "random_normal":
            return rng.standard_normal(tuple(a["shape"]), dtype=d or np.float64)
        if fn == "random_integers":
            return rng.integers(a["low"], a["high"], tuple(a["shape"]), dtype=d or np.int64)
        raise KeyError(fn)

    def can_cast(self, a, b):
        return np.can_cast(np_dtype(a), np_dtype(b))

    def isdtype(self, d, kind):
        return np.isdtype(np_dtype(d), kind)

    def finfo(self, d):
        import ml_dtypes
        return ml_dtypes.finfo(np_dtype(d)) if d == "bfloat16" else np.finfo(np_dtype(d))

    def iinfo(self, d):
        return np.iinfo(np_dtype(d))

    def result_type(self, x):
        return CODE_OF[dtype_name(np.result_type(x))]


class JaxLibrary:
    weak_arrays = True

    def __init__(self, mode):
        jax, jnp = jax_setup(mode)
        self.jax, self.jnp = jax, jnp
        self.mode = mode
        self.version = jax.__version__
        self.extra = {"jaxlib": __import__("jaxlib").__version__, "jax_enable_x64": mode != "x32",
                      "jax_numpy_dtype_promotion": "strict" if mode == "strict" else "standard"}
        self.calls = {"zeros": "jnp.zeros(shape, dtype)", "ones": "jnp.ones", "empty": "jnp.empty", "full": "jnp.full(shape, value, dtype)",
                      "arange": "jnp.arange(start, stop, step, dtype)", "linspace": "jnp.linspace(start, stop, num, endpoint=, dtype=)",
                      "eye": "jnp.eye(n, m, k, dtype)", "zeros_like": "jnp.zeros_like(x, dtype)", "ones_like": "jnp.ones_like",
                      "empty_like": "jnp.empty_like", "full_like": "jnp.full_like(x, value, dtype)", "tril": "jnp.tril(x, k)",
                      "triu": "jnp.triu(x, k)", "meshgrid": "jnp.meshgrid(*arrays, indexing=)",
                      "random_uniform": "jax.random.uniform(jax.random.key(0), shape, dtype)",
                      "random_normal": "jax.random.normal(jax.random.key(0), shape, dtype)",
                      "random_integers": "jax.random.randint(jax.random.key(0), shape, low, high, dtype)",
                      "can_cast": "jnp.can_cast(from, to)", "isdtype": "jnp.isdtype(dtype, kind)", "finfo": "jnp.finfo",
                      "iinfo": "jnp.iinfo", "result_type": "jnp.result_type(x) (a dtype: it does not report weak types)"}
        self.canonical = {}

    def d(self, name):
        return None if name is None else np_dtype(name)

    def operand(self, kind, shape, form="python"):
        if kind in WEAK:
            return self.jnp.full(tuple(shape), PY_SCALAR[kind]) if form == "weak-array" else PY_SCALAR[kind]
        return self.jnp.ones(shape, dtype=np_dtype(DTYPES[CODES.index(kind)]))

    def array(self, a):
        return self.jnp.asarray(a)

    def result(self, value):
        return jax_result(value)

    def to_numpy(self, value):
        return np.asarray(value)

    def call(self, fn, a):
        jnp, jax = self.jnp, self.jax
        d = self.d(a.get("dtype"))
        if fn in ("zeros", "ones", "empty"):
            return getattr(jnp, fn)(tuple(a["shape"]), dtype=d)
        if fn == "full":
            return jnp.full(tuple(a["shape"]), a["value"], dtype=d)
        if fn == "arange":
            args = [a["start"]] + ([a["stop"]] if "stop" in a else []) + ([a["step"]] if "step" in a else [])
            return jnp.arange(*args, dtype=d)
        if fn == "linspace":
            return jnp.linspace(a["start"], a["stop"], a["num"], endpoint=a.get("endpoint", True), dtype=d)
        if fn == "eye":
            return jnp.eye(a["n"], a.get("m"), k=a.get("k", 0), dtype=d)
        if fn in ("zeros_like", "ones_like", "empty_like"):
            return getattr(jnp, fn)(a["x"], dtype=d)
        if fn == "full_like":
            return jnp.full_like(a["x"], a["value"], dtype=d)
        if fn in ("tril", "triu"):
            return getattr(jnp, fn)(a["x"], k=a.get("k", 0))
        if fn == "meshgrid":
            return jnp.meshgrid(*a["arrays"], indexing=a["indexing"])
        key = jax.random.key(0)
        if fn == "random_uniform":
            return jax.random.uniform(key, tuple(a["shape"]), **({"dtype": d} if d is not None else {}))
        if fn == "random_normal":
            return jax.random.normal(key, tuple(a["shape"]), **({"dtype": d} if d is not None else {}))
        if fn == "random_integers":
            return jax.random.randint(key, tuple(a["shape"]), a["low"], a["high"], **({"dtype": d} if d is not None else {}))
        raise KeyError(fn)

    def can_cast(self, a, b):
        return self.jnp.can_cast(np_dtype(a), np_dtype(b))

    def isdtype(self, d, kind):
        return self.jnp.isdtype(np_dtype(d), kind)

    def finfo(self, d):
        return self.jnp.finfo(np_dtype(d))

    def iinfo(self, d):
        return self.jnp.iinfo(np_dtype(d))

    def result_type(self, x):
        return CODE_OF[dtype_name(np.dtype(self.jnp.result_type(x)))]


class TensorFlowLibrary:
    def __init__(self, mode):
        tf = tensorflow_setup(mode)
        self.tf = tf
        self.tnp = tf.experimental.numpy
        self.mode = mode
        self.version = tf.__version__
        self.weak_arrays = mode != "legacy"
        self.extra = {"numpyBehavior": mode != "legacy", "dtypeConversionMode": mode}
        self.calls = {"zeros": "tf.zeros(shape, dtype)", "ones": "tf.ones(shape, dtype)",
                      "empty": "tf.experimental.numpy.empty(shape, dtype) (tf has no empty)",
                      "full": "tf.fill(shape, value); with a dtype tf.fill(shape, tf.constant(value, dtype)) (tf.fill takes no dtype)",
                      "arange": "tf.range(start, limit, delta, dtype)",
                      "linspace": "tf.linspace(start, stop, num); with a dtype, start and stop as tf.constant(x, dtype); "
                                  "endpoint=False: tf.experimental.numpy.linspace(start, stop, num, endpoint=False, dtype) (tf.linspace has no endpoint)",
                      "eye": "tf.eye(n, m, dtype); k != 0: tf.experimental.numpy.eye(n, m, k, dtype) (tf.eye has no k)",
                      "zeros_like": "tf.zeros_like(x, dtype)", "ones_like": "tf.ones_like(x, dtype)",
                      "empty_like": "tf.experimental.numpy.empty_like(x, dtype)", "full_like": "tf.experimental.numpy.full_like(x, value, dtype)",
                      "tril": "tf.experimental.numpy.tril(x, k)", "triu": "tf.experimental.numpy.triu(x, k)",
                      "meshgrid": "tf.meshgrid(*arrays, indexing=)",
                      "random_uniform": "tf.random.stateless_uniform(shape, seed=[1, 2], dtype)",
                      "random_normal": "tf.random.stateless_normal(shape, seed=[1, 2], dtype)",
                      "random_integers": "tf.random.stateless_uniform(shape, seed=[1, 2], minval=low, maxval=high, dtype) (no default: "
                                         "an integer dtype must be given; without one the call is a float uniform)",
                      "can_cast": None, "isdtype": None, "finfo": "tf.experimental.numpy.finfo", "iinfo": "tf.experimental.numpy.iinfo",
                      "result_type": "tf.experimental.numpy.result_type(x)"}

    def d(self, name):
        return None if name is None else self.tf.as_dtype(name)

    def operand(self, kind, shape, form="python"):
        tf = self.tf
        if kind in WEAK:
            return tf.constant(np.full(shape, PY_SCALAR[kind]).tolist()) if form == "weak-array" else PY_SCALAR[kind]
        return tf.ones(shape, dtype=tf.as_dtype(DTYPES[CODES.index(kind)]))

    def array(self, a):
        return self.tf.constant(a)

    def result(self, value):
        return tensorflow_result(self.tf, value)

    def to_numpy(self, value):
        return np.asarray(value.numpy())

    def call(self, fn, a):
        tf, tnp = self.tf, self.tnp
        d = self.d(a.get("dtype"))
        dt = {} if d is None else {"dtype": d}
        if fn in ("zeros", "ones"):
            return getattr(tf, fn)(a["shape"], **dt)
        if fn == "empty":
            return tnp.empty(a["shape"], **dt)
        if fn == "full":
            return tf.fill(a["shape"], a["value"] if d is None else tf.constant(a["value"], d))
        if fn == "arange":
            args = [a["start"]] + ([a["stop"]] if "stop" in a else []) + ([a["step"]] if "step" in a else [])
            return tf.range(*args, **dt)
        if fn == "linspace":
            if not a.get("endpoint", True):
                return tnp.linspace(a["start"], a["stop"], a["num"], endpoint=False, **dt)
            start, stop = (a["start"], a["stop"]) if d is None else (tf.constant(a["start"], d), tf.constant(a["stop"], d))
            return tf.linspace(start, stop, a["num"])
        if fn == "eye":
            if a.get("k", 0) != 0:
                return tnp.eye(a["n"], a.get("m"), k=a["k"], **dt)
            return tf.eye(a["n"], a.get("m"), **dt)
        if fn in ("zeros_like", "ones_like"):
            return getattr(tf, fn)(a["x"], **dt)
        if fn == "empty_like":
            return tnp.empty_like(a["x"], **dt)
        if fn == "full_like":
            return tnp.full_like(a["x"], a["value"], **dt)
        if fn in ("tril", "triu"):
            return getattr(tnp, fn)(a["x"], k=a.get("k", 0))
        if fn == "meshgrid":
            return tf.meshgrid(*a["arrays"], indexing=a["indexing"])
        if fn == "random_uniform":
            return tf.random.stateless_uniform(a["shape"], seed=[1, 2], **dt)
        if fn == "random_normal":
            return tf.random.stateless_normal(a["shape"], seed=[1, 2], **dt)
        if fn == "random_integers":
            if d is None:
                return NOT_AN_OP
            return tf.random.stateless_uniform(a["shape"], seed=[1, 2], minval=a["low"], maxval=a["high"], dtype=d)
        raise KeyError(fn)

    can_cast = None
    isdtype = None

    def finfo(self, d):
        return self.tnp.finfo(self.tf.as_dtype(d))

    def iinfo(self, d):
        return self.tnp.iinfo(self.tf.as_dtype(d))

    def result_type(self, x):
        r = self.tnp.result_type(x)
        name = r.name if hasattr(r, "name") and not isinstance(r, np.dtype) else dtype_name(np.dtype(r))
        return CODE_OF.get(name, name)


class TorchLibrary:
    weak_arrays = False

    def __init__(self, mode):
        import torch
        self.torch = torch
        torch.set_num_threads(1)
        self.version = torch.__version__.split("+")[0]
        self.extra = {}
        self.calls = {"zeros": "torch.zeros(shape, dtype)", "ones": "torch.ones", "empty": "torch.empty",
                      "full": "torch.full(shape, value, dtype)", "arange": "torch.arange(start, end, step, dtype)",
                      "linspace": "torch.linspace(start, end, steps, dtype) (no endpoint parameter: endpoint=False is null)",
                      "eye": "torch.eye(n, m, dtype) (no k: k != 0 is null)", "zeros_like": "torch.zeros_like(x, dtype)",
                      "ones_like": "torch.ones_like", "empty_like": "torch.empty_like", "full_like": "torch.full_like(x, value, dtype)",
                      "tril": "torch.tril(x, diagonal=k)", "triu": "torch.triu(x, diagonal=k)",
                      "meshgrid": "torch.meshgrid(*arrays, indexing=)",
                      "random_uniform": "torch.rand(shape, generator=torch.Generator().manual_seed(0), dtype)",
                      "random_normal": "torch.randn(shape, generator=..., dtype)",
                      "random_integers": "torch.randint(low, high, shape, generator=..., dtype)",
                      "can_cast": "torch.can_cast(from, to)", "isdtype": None, "finfo": "torch.finfo", "iinfo": "torch.iinfo",
                      "result_type": "torch.result_type(x, x) (torch.result_type takes two operands)"}

    def d(self, name):
        return None if name is None else getattr(self.torch, name)

    def operand(self, kind, shape, form="python"):
        if kind in WEAK:
            return PY_SCALAR[kind]
        return self.torch.ones(shape, dtype=getattr(self.torch, DTYPES[CODES.index(kind)]))

    def array(self, a):
        torch = self.torch
        a = np.array(a, order="C", copy=True)
        if a.dtype == bf16():
            return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
        return torch.from_numpy(a)

    def result(self, value):
        return torch_result(self.torch, value)

    def to_numpy(self, value):
        torch = self.torch
        if value.dtype == torch.bfloat16:
            return value.view(torch.int16).numpy().view(bf16())
        return value.numpy()

    def call(self, fn, a):
        torch = self.torch
        d = self.d(a.get("dtype"))
        dt = {} if d is None else {"dtype": d}
        gen = torch.Generator().manual_seed(0)
        if fn in ("zeros", "ones", "empty"):
            return getattr(torch, fn)(tuple(a["shape"]), **dt)
        if fn == "full":
            return torch.full(tuple(a["shape"]), a["value"], **dt)
        if fn == "arange":
            args = [a["start"]] + ([a["stop"]] if "stop" in a else []) + ([a["step"]] if "step" in a else [])
            return torch.arange(*args, **dt)
        if fn == "linspace":
            if not a.get("endpoint", True):
                return NOT_AN_OP
            return torch.linspace(a["start"], a["stop"], a["num"], **dt)
        if fn == "eye":
            if a.get("k", 0) != 0:
                return NOT_AN_OP
            return torch.eye(a["n"], *([a["m"]] if a.get("m") is not None else []), **dt)
        if fn in ("zeros_like", "ones_like", "empty_like"):
            return getattr(torch, fn)(a["x"], **dt)
        if fn == "full_like":
            return torch.full_like(a["x"], a["value"], **dt)
        if fn in ("tril", "triu"):
            return getattr(torch, fn)(a["x"], diagonal=a.get("k", 0))
        if fn == "meshgrid":
            return torch.meshgrid(*a["arrays"], indexing=a["indexing"])
        if fn == "random_uniform":
            return torch.rand(tuple(a["shape"]), generator=gen, **dt)
        if fn == "random_normal":
            return torch.randn(tuple(a["shape"]), generator=gen, **dt)
        if fn == "random_integers":
            return torch.randint(a["low"], a["high"], tuple(a["shape"]), generator=gen, **dt)
        raise KeyError(fn)

    def can_cast(self, a, b):
        return self.torch.can_cast(getattr(self.torch, a), getattr(self.torch, b))

    isdtype = None

    def finfo(self, d):
        return self.torch.finfo(getattr(self.torch, d))

    def iinfo(self, d):
        return self.torch.iinfo(getattr(self.torch, d))

    def result_type(self, x):
        torch = self.torch
        name = str(torch.result_type(x, x)).removeprefix("torch.")
        return CODE_OF.get(name, name)


LIBRARIES = {"tensorflow": TensorFlowLibrary, "numpy": NumPyLibrary, "jax": JaxLibrary, "torch": TorchLibrary}


# ---------------------------------------------------------------- sections

def args_for(lib, args):
    """The arguments of a call with its arrays made by the library."""
    out = {}
    for k, v in args.items():
        if isinstance(v, np.ndarray):
            out[k] = lib.array(v)
        elif isinstance(v, list) and v and isinstance(v[0], np.ndarray):
            out[k] = [lib.array(x) for x in v]
        else:
            out[k] = v
    return out


def outcome(lib, fn, args, values):
    """{dtype, shape[, weak][, data]} of one call (a list of them for meshgrid), or its refusal."""
    def read(v):
        if isinstance(v, (list, tuple)):
            return {"arrays": [read(x) for x in v]}
        cell = lib.result(v)
        out = {"dtype": str(cell) if cell not in WEAK else cell.dtype, "shape": [int(s) for s in v.shape]}
        if cell in WEAK:
            out["weak"] = True
        if values and not fn.startswith("random"):
            out["data"] = encode(lib.to_numpy(v))
        return out
    return run(lambda: lib.call(fn, args_for(lib, args)), read)


def call_text(fn, args):
    return f"{fn}(" + ", ".join(f"{k}={v!r}" if not isinstance(v, np.ndarray) else f"{k}=<{dtype_name(v.dtype)} {list(v.shape)}>"
                                for k, v in args.items()) + ")"


def cases_section(lib, cases, values):
    return [{"id": cid, "fn": fn, "args": {k: py(v) for k, v in args.items()}, "outcome": outcome(lib, fn, args, values)}
            for cid, fn, args in cases]


def dtype_tables(lib):
    tables = []
    for fn, args in dtype_table_calls():
        def cell(dt, fn=fn, args=args):
            return run(lambda: lib.call(fn, args_for(lib, {**args, "dtype": dt})), lib.result)
        tables.append(with_weak_dtypes({"fn": fn, "args": {k: py(v) for k, v in args.items()}, "dtypes": CODES,
                                        "cells": [cell(d) for d in DTYPES]}))
    return tables


def kind_tables(lib):
    tables = []
    forms = ["python", "weak-array"] if lib.weak_arrays else ["python"]
    for fn, args, shape in KIND_TABLES:
        for form in forms:
            kinds = KINDS if form == "python" else WEAK

            def cell(k, fn=fn, args=args, form=form, shape=shape):
                return run(lambda: lib.call(fn, {**args, "x": lib.operand(k, shape, form)}), lib.result)
            tables.append(with_weak_dtypes({"fn": fn, "args": {k: py(v) for k, v in args.items()}, "weakOperand": form,
                                            "operandShape": shape, "kinds": kinds, "cells": [cell(k) for k in kinds]}))
    return tables


def meshgrid_table(lib):
    def cell(r, c):
        def read(v):
            parts = [lib.result(x) for x in v]
            return " ".join(str(p) for p in parts)
        return run(lambda: lib.call("meshgrid", {"arrays": [lib.operand(r, [2], "weak-array" if r in WEAK and lib.weak_arrays else "python"),
                                                            lib.operand(c, [3], "weak-array" if c in WEAK and lib.weak_arrays else "python")],
                                                 "indexing": "xy"}), read)
    return {"call": lib.calls["meshgrid"], "rows": KINDS, "cols": KINDS,
            "operands": "1-D arrays of ones of length 2 (row) and 3 (col); weak kinds: the library's weakly typed arrays where it has them, "
                        "else Python scalars",
            "cells": [[cell(r, c) for c in KINDS] for r in KINDS]}


KINDS_OF_ISDTYPE = ["bool", "signed integer", "unsigned integer", "integral", "real floating", "complex floating", "numeric"]


def float_hex(x):
    return float(x).hex()


def dtype_functions(lib):
    out = {}
    if lib.can_cast is None:
        out["canCast"] = {"absent": "TensorFlow has no can_cast (tf and tf.experimental.numpy)"}
    else:
        out["canCast"] = {"call": lib.calls["can_cast"], "rows": CODES, "cols": CODES,
                          "cells": [[run(lambda a=a, b=b: lib.can_cast(a, b), bool) for b in DTYPES] for a in DTYPES]}
    if lib.isdtype is None:
        out["isdtype"] = {"absent": f"{type(lib).__name__.removesuffix('Library')} has no isdtype"}
    else:
        out["isdtype"] = {"call": lib.calls["isdtype"], "rows": CODES, "kinds": KINDS_OF_ISDTYPE,
                          "cells": [[run(lambda d=d, k=k: lib.isdtype(d, k), bool) for k in KINDS_OF_ISDTYPE] for d in DTYPES]}

    def finfo(d):
        def read(f):
            return {"bits": int(f.bits), "eps": float_hex(f.eps), "max": float_hex(f.max), "min": float_hex(f.min),
                    "smallest_normal": float_hex(f.smallest_normal if hasattr(f, "smallest_normal") else f.tiny),
                    "dtype": CODE_OF.get(dtype_name(np.dtype(f.dtype)) if not hasattr(f.dtype, "is_floating_point") else str(f.dtype).removeprefix("torch."), str(f.dtype))}
        return run(lambda: lib.finfo(d), read)

    def iinfo(d):
        return run(lambda: lib.iinfo(d), lambda f: {"bits": int(f.bits), "min": str(int(f.min)), "max": str(int(f.max))})
    out["finfo"] = {"call": lib.calls["finfo"], "cells": {CODE_OF[d]: finfo(d) for d in DTYPES}}
    out["iinfo"] = {"call": lib.calls["iinfo"], "cells": {CODE_OF[d]: iinfo(d) for d in DTYPES}}
    out["resultType1"] = {"call": lib.calls["result_type"], "kinds": KINDS,
                          "cells": [run(lambda k=k: lib.result_type(lib.operand(k, [1])), lambda c: c) for k in KINDS]}
    return out


def philox_section(lib):
    """TensorFlow's stateless Philox streams: the key and counter of a seed and the values of each
    distribution, the reference for the facade's generator."""
    tf = lib.tf
    seeds = [[0, 0], [1, 2], [2**63 - 1, -1], [123456789, 987654321]]
    out = {"call": "tf.raw_ops.StatelessRandomGetKeyCounter(seed); tf.random.stateless_uniform / stateless_normal(shape, seed, minval, maxval, dtype)",
           "seeds": [], "cases": []}
    for s in seeds:
        kc = tf.raw_ops.StatelessRandomGetKeyCounter(seed=tf.constant(s, tf.int64))
        out["seeds"].append({"seed": [str(x) for x in s], "key": [str(int(x)) for x in kc.key.numpy()],
                             "counter": [str(int(x)) for x in kc.counter.numpy()]})
    for s in seeds[1:3]:
        for name, kw in (("uint32 full", {"dtype": tf.uint32, "minval": None, "maxval": None}),
                         ("uint64 full", {"dtype": tf.uint64, "minval": None, "maxval": None}),
                         ("float32", {"dtype": tf.float32}), ("float64", {"dtype": tf.float64}), ("float16", {"dtype": tf.float16}),
                         ("bfloat16", {"dtype": tf.bfloat16}), ("float32 -2 3", {"dtype": tf.float32, "minval": -2, "maxval": 3}),
                         ("int32 -5 7", {"dtype": tf.int32, "minval": -5, "maxval": 7}),
                         ("int64 0 1e12", {"dtype": tf.int64, "minval": 0, "maxval": 10**12}),
                         ("int32 min max", {"dtype": tf.int32, "minval": -2**31, "maxval": 2**31 - 1})):
            for shape in ([7], [2, 5]):
                v = tf.random.stateless_uniform(shape, seed=s, **kw)
                out["cases"].append({"id": f"uniform {name} {shape} seed {s}", "fn": "uniform", "seed": [str(x) for x in s],
                                     "shape": shape, "dtype": kw["dtype"].name,
                                     "minval": None if kw.get("minval") is None else py(kw["minval"]),
                                     "maxval": None if kw.get("maxval") is None else py(kw["maxval"]),
                                     "result": array_json(v.numpy())})
        for dt in (tf.float32, tf.float64, tf.float16, tf.bfloat16):
            for shape in ([7], [3, 3]):
                v = tf.random.stateless_normal(shape, seed=s, dtype=dt)
                out["cases"].append({"id": f"normal {dt.name} {shape} seed {s}", "fn": "normal", "seed": [str(x) for x in s], "shape": shape,
                                     "dtype": dt.name, "result": array_json(v.numpy())})
    return out


def record(library, mode):
    warnings.simplefilter("ignore")
    lib = LIBRARIES[library](mode)
    document = {
        "header": {
            "library": library,
            "version": lib.version,
            "mode": mode,
            "recordedWith": command_line(),
            "format": "conformance/fixtures/creation/README.md",
            **lib.extra,
            "calls": lib.calls,
            "weakArrays": lib.weak_arrays,
        },
        "defaults": cases_section(lib, default_cases(), values=False),
        "dtypeTables": dtype_tables(lib),
        "kindTables": kind_tables(lib),
        "meshgrid": meshgrid_table(lib),
        "values": cases_section(lib, value_cases(), values=True),
        "dtypeFunctions": dtype_functions(lib),
    }
    if library == "tensorflow" and mode == "legacy":
        document["philox"] = philox_section(lib)
    write_fixture(os.path.join("creation", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
