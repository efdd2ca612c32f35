"""Record the n-ary, reduction, matmul and shape op families from the real libraries: result dtypes
(and weak flags) over the operand kinds, refusals, and bit-exact values on edge inputs.

Usage:
  record_ops.py                 record every library mode, each in a fresh process
  record_ops.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                jax x64|x32|strict, torch default)

Writes conformance/fixtures/ops/<library>-<mode>.json, sections `nary`, `reductions`, `matmul`,
`shapeOps`; the format is described in conformance/fixtures/ops/README.md. Table cells as in
tables/ and families/: a dtype code, a weak kind i*/f*/c* (with `weakDtypes`), {"refused":
ErrorClass} (with "cause": "no-kernel" where the message says the library has no kernel) or null
where the call is not one of the library's operations. Value cases encode arrays losslessly as
values/README.md describes (floats as their bits in hex, 64-bit integers as decimal strings).
"""

import os
import platform
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from value_io import encode  # noqa: E402
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, PY_SCALAR, WEAK, command_line, refused, with_weak_dtypes, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import (  # noqa: E402
    MODES, JaxOperands, jax_header, jax_result, jax_setup, tensorflow_result, tensorflow_setup, torch_result,
)
from ops_statistics import (  # noqa: E402
    AXIS_STATISTICS, DEFAULT, DTYPE_ARG_OPS, STATISTICS, TABLE_AXIS, dtype_arg_call, dtype_arg_text, Absent, axis_call, jax_calls, keepdims_ops, numpy_calls, order_sensitive as statistic_order_sensitive,
    statistic_cases, tensorflow_calls, torch_calls, with_statistic_options,
)

REDUCTIONS = ["sum", "mean", "prod", "max", "min", "argmax", "argmin", "cumsum"]
SHAPE_OPS = ["reshape", "transpose", "expand_dims", "squeeze", "broadcast_to", "slice", "getitem"]

# The shape of the dtype operands (every element 1, True for bool) of each op's dtype tables.
OPERAND_SHAPE = {"concat": [1], "stack": [], "add_n": [], "matmul": [2, 2], "result_type": [1],
                 **{op: [3] for op in REDUCTIONS + STATISTICS}, **{op: [1, 3] for op in SHAPE_OPS}}

# Axis table of the reductions: a float32 (2, 3, 4) array of ones.
AXIS_INPUT_SHAPE = [2, 3, 4]
AXES = [None, 0, -1, [0, 2], 3, -4]
AXIS_KEYS = ["None", "0", "-1", "(0,2)", "3", "-4"]
AXIS_INPUT_OF = {"all": "b", "any": "b"}  # the axis tables' input where it is not float32

NOT_AN_OP = object()   # a call the library has no form for: a null cell


def run(fn, read):
    """A cell: read(fn()), the refusal, or null where fn says the call is no operation."""
    try:
        value = fn()
    except Exception as exc:  # every library raises its own classes; the name is what we record
        return refused(exc)
    return None if value is NOT_AN_OP else read(value)


# ---------------------------------------------------------------- bit-exact values

def bf16():
    import ml_dtypes
    return np.dtype(ml_dtypes.bfloat16)


def np_dtype(name):
    return bf16() if name == "bfloat16" else np.dtype(name)


def dtype_name(dt):
    return "bfloat16" if dt == bf16() else dt.name




def array_json(arr, compact=False):
    """{dtype, shape, data}; with `compact`, an array of more than 8 elements all of one bit pattern as
    {dtype, shape, fill: element}."""
    arr = np.asarray(arr)
    out = {"dtype": dtype_name(arr.dtype), "shape": list(arr.shape)}
    flat = np.ascontiguousarray(arr).reshape(-1)
    if compact and flat.size > 8 and arr.dtype.itemsize in (1, 2, 4, 8, 16):
        lanes = flat.view(np.uint8).reshape(flat.size, -1)
        if (lanes == lanes[0]).all():
            out["fill"] = encode(flat[:1])[0]
            return out
    out["data"] = encode(arr)
    return out


def arr(values, dtype, shape=None):
    """An array of `dtype` from Python values (64-bit integers exactly, half floats rounded from float64)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if dtype in ("uint64", "int64"):
            a = np.array(values, dtype=np_dtype(dtype))
        elif dtype in ("float16", "bfloat16"):
            a = np.array(values, dtype=np.float64).astype(np_dtype(dtype))
        else:
            a = np.array(values, dtype=np_dtype(dtype))
    return a.reshape(shape) if shape is not None else a


def filled(n, value, dtype, shape=None):
    a = np.full(n, value, dtype=np.float64 if dtype in ("float16", "bfloat16", "float32") else np_dtype(dtype)).astype(np_dtype(dtype))
    return a.reshape(shape) if shape is not None else a


NAN = float("nan")
INF = float("inf")


def reduction_cases():
    """(id, op, input): full reductions (axis omitted; cumsum along the only axis)."""
    c = []
    # Integer sums beyond the input dtype.
    c += [("sum-int8-200x127", "sum", filled(200, 127, "int8")),
          ("sum-uint8-200x255", "sum", filled(200, 255, "uint8")),
          ("sum-int16-4xmax", "sum", filled(4, 32767, "int16")),
          ("sum-uint16-4xmax", "sum", filled(4, 65535, "uint16")),
          ("sum-int32-4xmax", "sum", filled(4, 2**31 - 1, "int32")),
          ("sum-uint32-2xmax", "sum", filled(2, 2**32 - 1, "uint32")),
          ("sum-int64-2x2^62", "sum", arr([2**62, 2**62], "int64")),
          ("sum-uint64-max+1", "sum", arr([2**64 - 1, 1], "uint64"))]
    # Integer products beyond the input dtype.
    c += [("prod-int8-16x16", "prod", arr([16, 16], "int8")),
          ("prod-uint8-16x16", "prod", arr([16, 16], "uint8")),
          ("prod-int16-256x256", "prod", arr([256, 256], "int16")),
          ("prod-int32-2^16x2^16", "prod", arr([65536, 65536], "int32")),
          ("prod-int64-2^32x2^32", "prod", arr([2**32, 2**32], "int64")),
          ("prod-int8-neg", "prod", arr([-128, -1], "int8"))]
    # Accumulation precision of the half floats and of float32.
    for dt in ("float16", "bfloat16"):
        for n in (10_000, 100_000):
            c.append((f"sum-{dt}-{n}x0.1", "sum", filled(n, 0.1, dt)))
            c.append((f"sum-{dt}-{n}x1", "sum", filled(n, 1.0, dt)))
        c.append((f"sum-{dt}-{2049 if dt == 'float16' else 257}x1", "sum", filled(2049 if dt == "float16" else 257, 1.0, dt)))
        c.append((f"mean-{dt}-10000x0.1", "mean", filled(10_000, 0.1, dt)))
        c.append((f"mean-{dt}-100000x1", "mean", filled(100_000, 1.0, dt)))
    c += [("sum-float32-1e6x0.1", "sum", filled(1_000_000, 0.1, "float32")),
          ("mean-float32-1e6x0.1", "mean", filled(1_000_000, 0.1, "float32")),
          ("sum-float64-1e6x0.1", "sum", filled(1_000_000, 0.1, "float64")),
          ("cumsum-float16-3x0.1", "cumsum", filled(3, 0.1, "float16"))]
    # Means of integers: the dtype, and whether the sum wraps first.
    c += [("mean-int32-1,2", "mean", arr([1, 2], "int32")),
          ("mean-int32-neg", "mean", arr([-1, -2], "int32")),
          ("mean-int8-3x100", "mean", arr([100, 100, 100], "int8")),
          ("mean-uint8-2x255", "mean", arr([255, 255], "uint8")),
          ("mean-int64-2x2^62", "mean", arr([2**62, 2**62], "int64")),
          ("mean-uint64-max,max", "mean", arr([2**64 - 1, 2**64 - 1], "uint64")),
          ("mean-bool", "mean", arr([True, False, True], "bool"))]
    # NaN in max/min/argmax/argmin.
    for dt in ("float32", "float16", "float64"):
        for name, vals in (("1,nan,3,nan", [1, NAN, 3, NAN]), ("nan,1", [NAN, 1]), ("1,3,nan", [1, 3, NAN]), ("inf,nan,-inf", [INF, NAN, -INF])):
            if dt != "float32" and name != "1,nan,3,nan":
                continue
            for op in ("max", "min", "argmax", "argmin"):
                c.append((f"{op}-{dt}-{name}", op, arr(vals, dt)))
    c += [(f"{op}-bfloat16-1,nan,3", op, arr([1, NAN, 3], "bfloat16")) for op in ("max", "argmax")]
    c += [(f"sum-float32-1,nan,inf", "sum", arr([1, NAN, INF], "float32")),
          (f"sum-float32-inf,-inf", "sum", arr([INF, -INF], "float32"))]
    # Signed zeros.
    for name, vals in (("-0,0", [-0.0, 0.0]), ("0,-0", [0.0, -0.0])):
        for op in ("max", "min", "argmax", "argmin", "sum"):
            c.append((f"{op}-float32-{name}", op, arr(vals, "float32")))
    c.append(("sum-float32--0,-0", "sum", arr([-0.0, -0.0], "float32")))
    # Ties: the first index.
    c += [("argmax-int32-ties", "argmax", arr([1, 3, 3, 0], "int32")),
          ("argmin-int32-ties", "argmin", arr([2, 0, 5, 0], "int32"))]
    # Integer extremes in max/min.
    c += [("max-int8-min,max", "max", arr([-128, 127], "int8")),
          ("min-uint64-max,0", "min", arr([2**64 - 1, 0], "uint64")),
          ("max-uint64-max,0", "max", arr([2**64 - 1, 0], "uint64")),
          ("argmax-uint64-max,0", "argmax", arr([0, 2**64 - 1], "uint64"))]
    # Empty arrays.
    for dt in ("float32", "int32", "bool"):
        for op in REDUCTIONS:
            c.append((f"{op}-{dt}-empty", op, np.zeros(0, dtype=np_dtype(dt))))
    # Bools.
    for op in REDUCTIONS:
        c.append((f"{op}-bool-T,T,F", op, arr([True, True, False], "bool")))
    # cumsum overflow.
    c += [("cumsum-int8-3x100", "cumsum", arr([100, 100, 100], "int8")),
          ("cumsum-uint8-200,100", "cumsum", arr([200, 100], "uint8")),
          ("cumsum-int32-max,1", "cumsum", arr([2**31 - 1, 1], "int32"))]
    # Complex.
    for dt in ("complex64", "complex128"):
        z = arr([1 + 2j, 3 - 1j, -0.5 + 0.25j], dt)
        for op in ("sum", "prod", "mean", "cumsum", "max", "argmax", "min", "argmin"):
            c.append((f"{op}-{dt}-3", op, z))
    c.append(("max-complex64-ties-real", "max", arr([1 + 5j, 2 - 1j, 2 + 1j], "complex64")))
    c.append(("argmax-complex64-ties-real", "argmax", arr([1 + 5j, 2 - 1j, 2 + 1j], "complex64")))
    c.append(("sum-complex64-nan", "sum", arr([complex(1, NAN), 2 + 0j], "complex64")))
    # Where the libraries' reductions part ways at the edges (packages/tf/src/semantics.ts).
    f32max = float(np.finfo(np.float32).max)
    c += [("argmax-float32-nan,-inf", "argmax", arr([NAN, -INF], "float32")),
          ("argmax-float32-nan,-max", "argmax", arr([NAN, -f32max], "float32")),
          ("argmax-float32-2,nan,-inf", "argmax", arr([2, NAN, -INF], "float32")),
          ("argmin-float32-nan,max", "argmin", arr([NAN, f32max], "float32")),
          ("argmin-float32-nan,nan", "argmin", arr([NAN, NAN], "float32")),
          ("argmax-float16-nan,-65504", "argmax", arr([NAN, -65504], "float16")),
          ("max-float16-empty", "max", np.zeros(0, dtype=np.float16)),
          ("min-int8-empty", "min", np.zeros(0, dtype=np.int8)),
          ("max-uint64-empty", "max", np.zeros(0, dtype=np.uint64)),
          ("mean-float16-empty", "mean", np.zeros(0, dtype=np.float16)),
          ("mean-int8-empty", "mean", np.zeros(0, dtype=np.int8)),
          ("mean-float16-7-mixed", "mean", arr([-1.0595703125, 5.12109375, 0.83984375, -4.2890625, 2.890625, 10.4296875, 7.578125], "float16")),
          ("cumsum-float32--0,-0,1", "cumsum", arr([-0.0, -0.0, 1.0], "float32")),
          ("cumsum-complex64--0", "cumsum", arr([complex(-0.0, -0.0), 1 + 1j], "complex64")),
          ("cumsum-float16-2048,1,1", "cumsum", arr([2048, 1, 1], "float16")),
          ("cumsum-bfloat16-256,1,1", "cumsum", arr([256, 1, 1], "bfloat16")),
          ("sum-complex64--0", "sum", arr([complex(-0.0, -0.0)], "complex64"))]
    return c


def option_cases():
    """(id, op, input, options): TensorFlow's options of cumsum (axis, exclusive, reverse) and argmax
    (output_type). The other libraries have no such parameter: each records what its users write for
    it (reverse: flip, cumsum, flip; exclusive: a zero, then the running sums but the last; the index
    array converted with astype / .to)."""
    grid = arr([[1, 2, 3], [4, 5, 6]], "int8")
    return [("cumsum-exclusive-int8-2x3-axis1", "cumsum", grid, {"axis": 1, "exclusive": True}),
            ("cumsum-reverse-int8-2x3-axis1", "cumsum", grid, {"axis": 1, "reverse": True}),
            ("cumsum-exclusive-reverse-int8-2x3-axis0", "cumsum", grid, {"axis": 0, "exclusive": True, "reverse": True}),
            ("cumsum-exclusive-reverse-int8-3x100", "cumsum", arr([100, 100, 100], "int8"), {"axis": 0, "exclusive": True, "reverse": True}),
            ("cumsum-exclusive-float32--0,-0,1", "cumsum", arr([-0.0, -0.0, 1.0], "float32"), {"axis": 0, "exclusive": True}),
            ("cumsum-reverse-float32-1e30,1,-1e30,1", "cumsum", arr([1e30, 1.0, -1e30, 1.0], "float32"), {"axis": 0, "reverse": True}),
            ("cumsum-exclusive-float16-2048,1,1", "cumsum", arr([2048, 1, 1], "float16"), {"axis": 0, "exclusive": True}),
            ("cumsum-exclusive-complex64", "cumsum", arr([1 + 2j, -0.5 + 0.25j], "complex64"), {"axis": 0, "exclusive": True}),
            ("argmax-int32-output-int32", "argmax", arr([3, 7, 1], "int32"), {"axis": 0, "output_type": "int32"}),
            ("argmin-float32-output-int16", "argmin", arr([3, 7, 1], "float32"), {"axis": 0, "output_type": "int16"}),
            ("argmax-uint8-output-uint16", "argmax", arr([3, 7, 1], "uint8"), {"axis": 0, "output_type": "uint16"}),
            ("argmax-int32-40000-output-int16", "argmax", np.arange(40000, dtype=np.int32), {"axis": 0, "output_type": "int16"})]


def with_options(lib, op, x, options):
    """`op` of `x` with TensorFlow's options, natively (TensorFlow) or as the library's users write it."""
    if hasattr(lib, "tf"):
        tf = lib.tf
        if op == "cumsum":
            return tf.math.cumsum(x, axis=options["axis"], exclusive=options.get("exclusive", False), reverse=options.get("reverse", False))
        return lib.reduce[op](x, axis=options["axis"], output_type=tf.as_dtype(options["output_type"]))
    xp, axis = lib.module, options["axis"]
    torch = getattr(lib, "torch", None)
    if op != "cumsum":
        index = lib.reduce[op](x, **({"dim": axis} if torch else {"axis": axis}))
        return index.to(getattr(torch, options["output_type"])) if torch else index.astype(options["output_type"])
    flip = (lambda a: torch.flip(a, dims=(axis,))) if torch else (lambda a: xp.flip(a, axis=axis))
    scan = (lambda a: torch.cumsum(a, dim=axis)) if torch else (lambda a: xp.cumsum(a, axis=axis))
    y = flip(scan(flip(x))) if options.get("reverse") else scan(x)
    if not options.get("exclusive"):
        return y
    n = x.shape[axis]
    if options.get("reverse"):
        body = torch.narrow(y, axis, 1, n - 1) if torch else xp.take(y, xp.arange(1, n), axis=axis)
        zero = xp.zeros_like(torch.narrow(y, axis, 0, 1) if torch else xp.take(y, xp.arange(0, 1), axis=axis))
        return torch.cat([body, zero], dim=axis) if torch else xp.concatenate([body, zero], axis=axis)
    body = torch.narrow(y, axis, 0, n - 1) if torch else xp.take(y, xp.arange(0, n - 1), axis=axis)
    zero = xp.zeros_like(torch.narrow(y, axis, 0, 1) if torch else xp.take(y, xp.arange(0, 1), axis=axis))
    return torch.cat([zero, body], dim=axis) if torch else xp.concatenate([zero, body], axis=axis)


def matmul_cases():
    """(id, a, b): values and shapes of matmul."""
    c = [("int8-overflow", arr([[100, 100]], "int8"), arr([[100], [100]], "int8")),
         ("uint8-wrap", arr([[200, 200]], "uint8"), arr([[2], [2]], "uint8")),
         ("int16-overflow", arr([[200, 200]], "int16"), arr([[100], [100]], "int16")),
         ("int32-overflow", arr([[65536, 65536]], "int32"), arr([[65536], [65536]], "int32")),
         ("int64-overflow", arr([[2**62, 2**62]], "int64"), arr([[2], [1]], "int64")),
         ("uint64-wrap", arr([[2**63, 2**63]], "uint64"), arr([[1], [1]], "uint64")),
         ("bool", arr([[True, False], [True, True]], "bool"), arr([[True, False], [False, False]], "bool"))]
    for dt in ("float16", "bfloat16", "float32"):
        c.append((f"{dt}-1x1000-0.1", filled(1000, 0.1, dt, [1, 1000]), filled(1000, 1.0, dt, [1000, 1])))
        c.append((f"{dt}-1x1000-0.1*0.1", filled(1000, 0.1, dt, [1, 1000]), filled(1000, 0.1, dt, [1000, 1])))
        k = {"float16": 4096, "bfloat16": 1000, "float32": (1 << 24) + 8}[dt]
        c.append((f"{dt}-1x{k}-ones", filled(k, 1.0, dt, [1, k]), filled(k, 1.0, dt, [k, 1])))
    c.append(("float16-overflow-intermediate", arr([[300.0, 300.0, -300.0]], "float16"), arr([[300.0], [300.0], [300.0]], "float16")))
    c.append(("float32-1x100000-0.1", filled(100_000, 0.1, "float32", [1, 100_000]), filled(100_000, 1.0, "float32", [100_000, 1])))
    c.append(("complex64", arr([[1 + 2j, 3 - 1j]], "complex64"), arr([[2 - 1j], [1 + 1j]], "complex64")))
    c.append(("complex128", arr([[1 + 2j, 3 - 1j], [0.5j, -1]], "complex128"), arr([[2 - 1j, 0], [1 + 1j, 1j]], "complex128")))
    c.append(("float32-nan-inf", arr([[NAN, 1.0], [INF, 0.0]], "float32"), arr([[0.0, 1.0], [1.0, 0.0]], "float32")))
    ones = lambda *s: np.ones(s, dtype=np.float32)  # noqa: E731
    c += [("batched-broadcast (2,1,3,4)@(5,4,2)", ones(2, 1, 3, 4), ones(5, 4, 2)),
          ("vector@matrix (2,)@(2,3)", ones(2), ones(2, 3)),
          ("matrix@vector (2,3)@(3,)", ones(2, 3), ones(3)),
          ("vector@vector (3,)@(3,)", ones(3), ones(3)),
          ("inner mismatch (2,3)@(4,2)", ones(2, 3), ones(4, 2)),
          ("inner mismatch vectors (3,)@(4,)", ones(3), ones(4)),
          ("batch mismatch (2,3,4)@(3,4,5)", ones(2, 3, 4), ones(3, 4, 5)),
          ("0-d operand ()@(2,2)", np.ones((), np.float32), ones(2, 2)),
          ("empty inner (2,0)@(0,3)", ones(2, 0), ones(0, 3))]
    return c


SHAPE_CASES = [
    "reshape (1,3)->(4,)", "reshape (1,3)->(-1,)", "transpose perm (0,0)", "expand_dims axis -1",
    "expand_dims axis 3", "squeeze all", "squeeze axis 1 (size 3)", "squeeze axis 2 (out of range)",
    "broadcast_to (2,4)", "broadcast_to (3,)", "broadcast_to (2,1,3)",
    "slice start (0,1) size (1,4)", "slice start (0,5) size (1,1)", "slice start (0,3) size (1,0)",
    "getitem [0:1, 1:5]", "getitem [0:1, 5:7]", "getitem [0:1, -2:]", "getitem [0, 5]", "getitem [0, -4]",
]


# ---------------------------------------------------------------- the libraries

def axis_kwargs(axis, keepdims):
    """The axis table's keyword arguments: axis None omits the axis (the library's default: all axes,
    except TensorFlow's argmax/argmin/cumsum: axis 0); keepdims False omits keepdims."""
    kw = {}
    if axis is not None:
        kw["axis"] = tuple(axis) if isinstance(axis, list) else axis
    if keepdims:
        kw["keepdims"] = True
    return kw


class Library:
    """One library mode's operations. Subclasses fill in the callables."""
    no_keepdims = ("cumsum",)  # reductions without a keepdims parameter: null cells
    weak_arrays = False       # whether the library has weakly typed arrays (JAX, TF numpy behaviour)
    add_n = None              # callable(list) or an absence note (str)
    result_type = None        # callable(*operands) or an absence note (str)

    def evaluate(self, fn):
        return fn()

    def shape_of(self, value):
        return [int(d) for d in value.shape]


def absent(note):
    return {"absent": note}


class NumPyLibrary(Library):
    def __init__(self, mode):
        import ml_dtypes
        self.module = np
        self.version = np.__version__
        self.extra = {"ml_dtypes": ml_dtypes.__version__}
        self.concat = lambda xs: np.concatenate(xs, axis=0)
        self.stack = lambda xs: np.stack(xs)
        self.add_n = "NumPy has no add_n (np.add is binary; np.add.reduce / np.sum reduce one array along an axis; Python's sum() is not a NumPy operation)"
        self.result_type = np.result_type
        self.result_type_call = "np.result_type(a, b, c)"
        self.matmul = np.matmul
        self.library = "numpy"
        self.stats, self.stats_default, stat_calls = numpy_calls()
        self.reduce = {op: getattr(np, op) for op in REDUCTIONS}
        self.calls = {"sum": "np.sum(x)", "mean": "np.mean(x)", "prod": "np.prod(x)", "max": "np.max(x)", "min": "np.min(x)",
                      "argmax": "np.argmax(x)", "argmin": "np.argmin(x)", "cumsum": "np.cumsum(x) (axis None: flattened)",
                      "concat": "np.concatenate([a, b], axis=0)", "stack": "np.stack([a, b])", "matmul": "np.matmul(a, b)", **stat_calls}
        self.shape_calls = {"reshape": "np.reshape", "transpose": "np.transpose", "expand_dims": "np.expand_dims",
                            "squeeze": "np.squeeze", "broadcast_to": "np.broadcast_to", "slice": None, "getitem": "x[0:1, 1:3]"}
        self.slice_fn = None

    def operand(self, kind, shape, form="python"):
        if kind in WEAK:
            return np.full(shape, PY_SCALAR[kind]).tolist() if form == "list" else PY_SCALAR[kind]
        return np.ones(shape, dtype=np_dtype(DTYPES[CODES.index(kind)]))

    def result(self, value):
        return CODE_OF[np.asarray(value).dtype.name]

    def shape_of(self, value):
        return list(np.shape(value))

    def from_numpy(self, a):
        return a

    def to_numpy(self, value):
        return np.asarray(value)

    def reduce_axis(self, op, x, axis, keepdims):
        return getattr(np, op)(x, **axis_kwargs(axis, keepdims))

    def getitem(self, x, key):
        return x[key]


class JaxLibrary(Library):
    weak_arrays = True

    def __init__(self, mode):
        jax, jnp = jax_setup(mode)
        from jax import lax
        self.jax, self.jnp, self.lax = jax, jnp, lax
        self.module = jnp
        self.version = jax.__version__
        self.operands = JaxOperands(jnp)
        self.mode = mode
        self.concat = lambda xs: jnp.concatenate(xs, axis=0)
        self.stack = lambda xs: jnp.stack(xs)
        self.add_n = "jax.numpy and jax.lax have no add_n (jnp.add / lax.add are binary; jnp.sum reduces one array)"
        self.result_type = jnp.result_type
        self.result_type_call = "jnp.result_type(a, b, c) (a dtype only: it does not report weak types)"
        self.matmul = jnp.matmul
        self.library = "jax"
        self.stats, self.stats_default, stat_calls = jax_calls(jnp)
        self.reduce = {op: getattr(jnp, op) for op in REDUCTIONS}
        self.calls = {**{op: f"jnp.{op}(x)" for op in REDUCTIONS}, **stat_calls}
        self.calls.update({"cumsum": "jnp.cumsum(x) (axis None: flattened)", "concat": "jnp.concatenate([a, b], axis=0)",
                           "stack": "jnp.stack([a, b])", "matmul": "jnp.matmul(a, b)"})
        self.shape_calls = {"reshape": "jnp.reshape", "transpose": "jnp.transpose", "expand_dims": "jnp.expand_dims",
                            "squeeze": "jnp.squeeze", "broadcast_to": "jnp.broadcast_to",
                            "slice": "lax.slice(x, start, limit)", "getitem": "x[0:1, 1:3]"}
        self.slice_fn = lambda x, start, size: lax.slice(x, tuple(start), tuple(s + n for s, n in zip(start, size)))

    def operand(self, kind, shape, form="python"):
        if kind in WEAK:
            if form == "weak-array":
                return self.jnp.full(tuple(shape), PY_SCALAR[kind])  # weakly typed
            return np.full(shape, PY_SCALAR[kind]).tolist() if form == "list" else PY_SCALAR[kind]
        one = self.operands(kind)  # records 64-bit truncation under x32
        return self.jnp.ones(shape, dtype=one.dtype)

    def evaluate(self, fn):
        out = self.jax.eval_shape(fn)
        # Lowering finds refusals abstract evaluation misses (argmax of complex: `gt` refuses complex).
        self.jax.jit(fn).lower()
        return out

    def result(self, value):
        return jax_result(value)

    def from_numpy(self, a):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return self.jnp.asarray(a)

    def to_numpy(self, value):
        return np.asarray(value)

    def reduce_axis(self, op, x, axis, keepdims):
        return getattr(self.jnp, op)(x, **axis_kwargs(axis, keepdims))

    def getitem(self, x, key):
        return x[key]

    def header(self):
        extra = jax_header(self.jax, self.mode, self.operands)
        extra["evaluation"] = ("dtype tables: jax.eval_shape (abstract evaluation: dtype and weak_type as an eager "
                               "call gives them) and jax.jit(f).lower() (refusals raised while lowering, e.g. argmax of "
                               "complex); value and shape cases: eager on the CPU")
        return extra


class TensorFlowLibrary(Library):
    def __init__(self, mode):
        tf = tensorflow_setup(mode)
        self.tf = tf
        self.module = tf
        self.mode = mode
        self.version = tf.__version__
        self.weak_arrays = mode != "legacy"
        self.extra = {"numpyBehavior": mode != "legacy", "dtypeConversionMode": mode}
        self.concat = lambda xs: tf.concat(xs, axis=0)
        self.stack = lambda xs: tf.stack(xs)
        self.add_n = lambda xs: tf.math.add_n(xs)
        self.result_type = tf.experimental.numpy.result_type
        self.result_type_call = ("tf.experimental.numpy.result_type(a, b, c)"
                                 + (" (callable without numpy behaviour; no TensorFlow op promotes this way in legacy mode)" if mode == "legacy" else ""))
        self.matmul = tf.linalg.matmul
        self.library = "tensorflow"
        self.stats, self.stats_default, stat_calls = tensorflow_calls(tf)
        self.reduce = {"sum": tf.math.reduce_sum, "mean": tf.math.reduce_mean, "prod": tf.math.reduce_prod,
                       "max": tf.math.reduce_max, "min": tf.math.reduce_min, "argmax": tf.math.argmax,
                       "argmin": tf.math.argmin, "cumsum": tf.math.cumsum}
        self.calls = {"sum": "tf.math.reduce_sum(x)", "mean": "tf.math.reduce_mean(x)", "prod": "tf.math.reduce_prod(x)",
                      "max": "tf.math.reduce_max(x)", "min": "tf.math.reduce_min(x)",
                      "argmax": "tf.math.argmax(x) (axis None means 0; output_type int64)",
                      "argmin": "tf.math.argmin(x) (axis None means 0; output_type int64)",
                      "cumsum": "tf.math.cumsum(x) (axis 0)", "concat": "tf.concat([a, b], axis=0)", "stack": "tf.stack([a, b])",
                      "add_n": "tf.math.add_n([a, b])", "matmul": "tf.linalg.matmul(a, b)", **stat_calls}
        self.shape_calls = {"reshape": "tf.reshape", "transpose": "tf.transpose", "expand_dims": "tf.expand_dims",
                            "squeeze": "tf.squeeze", "broadcast_to": "tf.broadcast_to",
                            "slice": "tf.slice(x, begin, size)", "getitem": "x[0:1, 1:3] (strided_slice)"}
        self.slice_fn = lambda x, start, size: tf.slice(x, tf.constant(start, tf.int32), tf.constant(size, tf.int32))
        self.no_keepdims = ("argmax", "argmin", "cumsum")

    def operand(self, kind, shape, form="python"):
        tf = self.tf
        if kind in WEAK:
            if form == "weak-array":
                return tf.constant(np.full(shape, PY_SCALAR[kind]).tolist())  # a WeakTensor under numpy behaviour
            return np.full(shape, PY_SCALAR[kind]).tolist() if form == "list" else PY_SCALAR[kind]
        return tf.ones(shape, dtype=tf.as_dtype(DTYPES[CODES.index(kind)]))

    def result(self, value):
        tf = self.tf
        if isinstance(value, tf.dtypes.DType):
            return CODE_OF[value.name]
        return tensorflow_result(tf, value)

    def shape_of(self, value):
        return [int(d) for d in value.shape.as_list()]

    def from_numpy(self, a):
        return self.tf.constant(a)

    def to_numpy(self, value):
        return np.asarray(value.numpy())

    def reduce_axis(self, op, x, axis, keepdims):
        return self.reduce[op](x, **axis_kwargs(axis, keepdims))

    def getitem(self, x, key):
        return x[key]


class TorchLibrary(Library):
    def __init__(self, mode):
        import torch
        self.torch = torch
        self.module = torch
        torch.set_num_threads(1)
        self.version = torch.__version__.split("+")[0]
        self.extra = {}
        self.concat = lambda xs: torch.cat(xs, dim=0)
        self.stack = lambda xs: torch.stack(xs)
        self.add_n = ("PyTorch has no add_n (torch.add is binary; torch.sum(torch.stack(xs), 0) is a stack then a reduction; "
                      "torch._foreach_add adds lists elementwise pairwise)")
        self.result_type = ("PyTorch has no n-ary result_type (torch.result_type and torch.promote_types take two operands); "
                            "not recorded as a fold")
        self.matmul = torch.matmul
        self.library = "torch"
        self.stats, self.stats_default, stat_calls = torch_calls(torch)
        self.reduce = {"sum": torch.sum, "mean": torch.mean, "prod": torch.prod, "max": torch.max, "min": torch.min,
                       "argmax": torch.argmax, "argmin": torch.argmin, "cumsum": lambda x: torch.cumsum(x, dim=0)}
        self.calls = {"sum": "torch.sum(x)", "mean": "torch.mean(x)", "prod": "torch.prod(x)",
                      "max": "torch.max(x) (full reduction; the axis table uses torch.amax)",
                      "min": "torch.min(x) (full reduction; the axis table uses torch.amin)",
                      "argmax": "torch.argmax(x)", "argmin": "torch.argmin(x)", "cumsum": "torch.cumsum(x, dim=0)",
                      "concat": "torch.cat([a, b], dim=0)", "stack": "torch.stack([a, b])", "matmul": "torch.matmul(a, b)", **stat_calls}
        self.shape_calls = {"reshape": "torch.reshape", "transpose": "torch.permute (axes reversed, as NumPy's transpose)",
                            "expand_dims": "torch.unsqueeze", "squeeze": "torch.squeeze", "broadcast_to": "torch.broadcast_to",
                            "slice": "torch.narrow(x, dim, start, length) along each sliced dim", "getitem": "x[0:1, 1:3]"}
        self.slice_fn = self._narrow

    def _narrow(self, x, start, size):
        for dim, (s, n) in enumerate(zip(start, size)):
            x = self.torch.narrow(x, dim, s, n)
        return x

    def operand(self, kind, shape, form="python"):
        if kind in WEAK:
            return np.full(shape, PY_SCALAR[kind]).tolist() if form == "list" else PY_SCALAR[kind]
        return self.torch.ones(shape, dtype=getattr(self.torch, DTYPES[CODES.index(kind)]))

    def result(self, value):
        return torch_result(self.torch, value)

    def from_numpy(self, a):
        torch = self.torch
        a = np.array(a, order="C", copy=True)  # keeps 0-d arrays 0-d
        if a.dtype == bf16():
            return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
        return torch.from_numpy(a)

    def to_numpy(self, value):
        torch = self.torch
        if value.dtype == torch.bfloat16:
            return value.view(torch.int16).numpy().view(bf16())
        return value.numpy()

    def reduce_axis(self, op, x, axis, keepdims):
        torch = self.torch
        fn = {"max": torch.amax, "min": torch.amin}.get(op) or getattr(torch, op)
        kw = axis_kwargs(axis, keepdims)
        if "axis" in kw:
            kw["dim"] = kw.pop("axis")
        if "keepdims" in kw:
            kw["keepdim"] = kw.pop("keepdims")
        return fn(x, **kw)

    def getitem(self, x, key):
        return x[key]


# Shape-op calls: f(lib, x, scalar) where `scalar` says x is a Python scalar (0-d forms of the call).
def shape_op(lib, op, x, scalar):
    """One shape op on x, a [1, 3] array or (`scalar`) a Python scalar, in its array or 0-d form."""
    m = lib.module
    torch_ = isinstance(lib, TorchLibrary)
    if op == "reshape":
        return m.reshape(x, (1,) if scalar else (3, 1))
    if op == "transpose":
        return m.permute(x, () if scalar else (1, 0)) if torch_ else m.transpose(x)
    if op == "expand_dims":
        return m.unsqueeze(x, 0) if torch_ else m.expand_dims(x, 0)
    if op == "squeeze":
        return m.squeeze(x) if scalar else (m.squeeze(x, 0) if torch_ else m.squeeze(x, axis=0))
    if op == "broadcast_to":
        return m.broadcast_to(x, (2, 3))
    if op == "slice":
        if lib.slice_fn is None:
            return NOT_AN_OP
        if scalar and isinstance(lib, TorchLibrary):
            return NOT_AN_OP  # torch.narrow needs a dimension
        return lib.slice_fn(x, [], []) if scalar else lib.slice_fn(x, [0, 1], [1, 2])
    if op == "getitem":
        return NOT_AN_OP if scalar else lib.getitem(x, (slice(0, 1), slice(1, 3)))
    raise KeyError(op)


def shape_case(lib, case, x):
    """One of SHAPE_CASES on x, a float32 [1, 3] array."""
    m = lib.module
    torch_ = isinstance(lib, TorchLibrary)
    if case.startswith("reshape"):
        return m.reshape(x, (4,) if "(4,)" in case else (-1,))
    if case == "transpose perm (0,0)":
        return m.permute(x, (0, 0)) if torch_ else m.transpose(x, (0, 0))
    if case.startswith("expand_dims"):
        axis = int(case.split()[-1])
        return m.unsqueeze(x, axis) if torch_ else m.expand_dims(x, axis)
    if case == "squeeze all":
        return m.squeeze(x)
    if case.startswith("squeeze axis"):
        axis = int(case.split()[2])
        return m.squeeze(x, axis) if torch_ else m.squeeze(x, axis=axis)
    if case.startswith("broadcast_to"):
        shape = tuple(int(s) for s in case.split("(")[1].rstrip(",)").split(",") if s)
        return m.broadcast_to(x, shape)
    if case.startswith("slice"):
        if lib.slice_fn is None:
            return NOT_AN_OP
        start = [int(s) for s in case.split("start (")[1].split(")")[0].split(",")]
        size = [int(s) for s in case.split("size (")[1].split(")")[0].split(",")]
        return lib.slice_fn(x, start, size)
    if case.startswith("getitem"):
        key = {"getitem [0:1, 1:5]": (slice(0, 1), slice(1, 5)), "getitem [0:1, 5:7]": (slice(0, 1), slice(5, 7)),
               "getitem [0:1, -2:]": (slice(0, 1), slice(-2, None)), "getitem [0, 5]": (0, 5), "getitem [0, -4]": (0, -4)}[case]
        return lib.getitem(x, key)
    raise KeyError(case)


# ---------------------------------------------------------------- tables

def binary_table(op, call, form, cell):
    return with_weak_dtypes({"op": op, "call": call, "weakOperand": form, "operandShape": OPERAND_SHAPE[op],
                             "rows": KINDS, "cols": KINDS, "cells": [[cell(r, c) for c in KINDS] for r in KINDS]})


def unary_table(op, call, form, cell, kinds=KINDS):
    return with_weak_dtypes({"op": op, "call": call, "weakOperand": form, "operandShape": OPERAND_SHAPE[op],
                             "kinds": kinds, "cells": [cell(k) for k in kinds]})


def forms(lib, python_form):
    """The weak-operand forms of a table: Python values, and weakly typed arrays where the library has them."""
    return [python_form] + (["weak-array"] if lib.weak_arrays else [])


def nary_section(lib):
    tables = []
    for op in ("concat", "stack", "add_n"):
        fn = getattr(lib, op) if op != "add_n" else lib.add_n
        if isinstance(fn, str):
            tables.append({"op": op, **absent(fn)})
            continue
        shape = OPERAND_SHAPE[op]
        for form in forms(lib, "list" if op == "concat" else "python"):
            def cell(r, c, fn=fn, form=form, shape=shape):
                return run(lambda: lib.evaluate(lambda: fn([lib.operand(r, shape, form), lib.operand(c, shape, form)])), lib.result)
            tables.append(binary_table(op, lib.calls[op], form, cell))
    section = {"tables": tables}
    if isinstance(lib.result_type, str):
        section["resultType3"] = absent(lib.result_type)
    else:
        ops = {k: lib.operand(k, [1]) for k in KINDS}

        def rt(a, b, c):
            try:
                name = lib.result_type(ops[a], ops[b], ops[c]).name  # a NumPy dtype or a tf.DType
                return CODE_OF.get(name, name)
            except Exception as exc:
                return "!" + refused(exc)["refused"]
        section["resultType3"] = {
            "call": lib.result_type_call,
            "operands": "the dtype kinds as 1-element arrays/tensors, the weak kinds as Python scalars 1, 1.0, 1+0j",
            "kinds": KINDS,
            "cells": "rows[\"A B\"] (A, B kinds) is a string of 18 space-separated tokens, the result_type(A, B, C) for each C in kinds: "
                     "a dtype code, or !ErrorClass where it raises",
            "rows": {f"{a} {b}": " ".join(rt(a, b, c) for c in KINDS) for a in KINDS for b in KINDS},
        }
    return section


def reduction_section(lib):
    tables = []
    for op in REDUCTIONS + STATISTICS:
        fn = lib.reduce[op] if op in REDUCTIONS else lib.stats[op]
        for form in forms(lib, "python"):
            def cell(k, fn=fn, form=form):
                return run(lambda: lib.evaluate(lambda: fn(lib.operand(k, [3], form))), lib.result)
            kinds = KINDS if form == "python" else WEAK
            table = unary_table(op, lib.calls[op], form, cell, kinds)
            if op in TABLE_AXIS.get(lib.library, ()):
                table["axis"] = 0  # the call passes axis 0: the library requires one
            tables.append(table)
    # Index dtype of argmax/argmin on a float32 array.
    index = {op: run(lambda: lib.evaluate(lambda: lib.reduce[op](lib.operand("f32", [3]))), lib.result) for op in ("argmax", "argmin")}
    # Axis and keepdims: result shapes on a float32 (2, 3, 4) array.
    axis_tables = []
    for op in REDUCTIONS:
        rows = []
        for keepdims in (False, True):
            row = []
            for axis in AXES:
                def call(op=op, axis=axis, keepdims=keepdims):
                    if keepdims and op in lib.no_keepdims:
                        return NOT_AN_OP
                    x = lib.operand("f32", AXIS_INPUT_SHAPE)
                    return lib.evaluate(lambda: lib.reduce_axis(op, x, axis, keepdims))
                row.append(run(call, lambda v: {"shape": lib.shape_of(v)}))
            rows.append(row)
        axis_tables.append({"op": op, "keepdims": [False, True], "axes": AXIS_KEYS, "cells": rows})
    for op in AXIS_STATISTICS:
        if op in ("cumulative_sum", "cumulative_prod") and lib.library in ("tensorflow", "torch"):
            continue  # the Array API's signature (axis required above 1-D) is not the library's cumsum's
        rows = []
        for keepdims in (False, True):
            row = []
            for axis in AXES:
                def call(op=op, axis=axis, keepdims=keepdims):
                    if keepdims and op not in keepdims_ops(lib.library):
                        return NOT_AN_OP
                    x = lib.operand(AXIS_INPUT_OF.get(op, "f32"), AXIS_INPUT_SHAPE)
                    return lib.evaluate(lambda: axis_call(lib, lib.library, op, x, axis, keepdims))
                row.append(run(call, lambda v: {"shape": lib.shape_of(v)}))
            rows.append(row)
        table = {"op": op, "keepdims": [False, True], "axes": AXIS_KEYS, "cells": rows}
        if op in AXIS_INPUT_OF:
            table["inputDtype"] = DTYPES[CODES.index(AXIS_INPUT_OF[op])]  # TensorFlow's all / any take bool only
        axis_tables.append(table)
    values = []
    for case_id, op, a in reduction_cases():
        case = {"id": case_id, "op": op, "a": array_json(a, compact=True)}
        if op in ("sum", "mean", "prod", "cumsum") and order_sensitive(a, a.size):
            case["orderSensitive"] = True
        values.append({**case, **value_outcome(lib, lambda x, op=op: lib.reduce[op](x), a)})
    for case_id, op, a, options in option_cases():
        case = {"id": case_id, "op": op, "a": array_json(a, compact=True), "options": options}
        values.append({**case, **value_outcome(lib, lambda x, op=op, options=options: with_options(lib, op, x, options), a)})
    for case_id, op, a, options in statistic_cases(arr):
        case = {"id": case_id, "op": op, "a": array_json(a, compact=True)}
        if options == DEFAULT:
            case["defaultCall"] = True  # the library's call without arguments beyond x
        elif options is not None:
            case["options"] = options
        if statistic_order_sensitive(a, op):
            case["orderSensitive"] = True
        if op == "logsumexp":
            case["transcendental"] = True  # exp and log: the library's own last bits

        def call(x, op=op, options=options):
            if options == DEFAULT:
                return lib.stats_default[op](x)
            if options is None:
                return (lib.reduce[op] if op in REDUCTIONS else lib.stats[op])(x)
            return with_statistic_options(lib, lib.library, op, x, options, arr)
        values.append({**case, **value_outcome(lib, call, a)})
    return {"tables": tables, "indexDtype": index, "axes": {"input": {"dtype": "float32", "shape": AXIS_INPUT_SHAPE},
                                                          "tables": axis_tables}, "values": values,
            "dtypeArgument": dtype_argument_tables(lib)}


def dtype_argument_tables(lib):
    """op(x, dtype=D) for the reductions with the Array API's dtype argument: rows the operand kinds,
    columns the fifteen dtypes (ABSENT where the library's op has no dtype parameter)."""
    tables = []
    for op in DTYPE_ARG_OPS:
        if dtype_arg_text(lib.library, op) is None:
            tables.append({"op": op, **absent(f"{lib.library}'s {op} has no dtype parameter")})
            continue
        for form in forms(lib, "python"):
            rows = KINDS if form == "python" else WEAK
            cells = [[run(lambda: lib.evaluate(lambda: dtype_arg_call(lib, lib.library, op, DTYPES[CODES.index(d)])(lib.operand(k, [3], form))), lib.result)
                      for d in CODES] for k in rows]
            tables.append(with_weak_dtypes({"op": op, "call": dtype_arg_text(lib.library, op), "weakOperand": form,
                                            "operandShape": [3], "rows": rows, "cols": CODES, "cells": cells}))
    return tables


def order_sensitive(a, n):
    """Whether a float accumulation over n > 16 terms: its last bits depend on the library's summation
    order (pairwise, blocked, SIMD lanes, threads), which no dtype rule fixes."""
    return n > 16 and (a.dtype.kind in "fc" or a.dtype == bf16())


def value_outcome(lib, fn, *arrays, message=False):
    """{"result": ARRAY} (with "inputDtypesActual" where the library stored an input in another
    dtype, JAX x32) or {"raises": ErrorClass, ...}."""
    out = {}
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            xs = [lib.from_numpy(a) for a in arrays]
            actual = [dtype_name(lib.to_numpy(x).dtype) for x in xs]
            if actual != [dtype_name(a.dtype) for a in arrays]:
                out["inputDtypesActual"] = actual
            value = fn(*xs)
            result = lib.to_numpy(value)
    except Absent as why:
        return {"absent": str(why)}
    except Exception as exc:
        cell = refused(exc)
        out["raises"] = cell["refused"]
        if "cause" in cell:
            out["cause"] = cell["cause"]
        if message:
            out["message"] = str(exc)
        return out
    out["result"] = array_json(result, compact=True)
    return out


def matmul_section(lib):
    tables = []
    for form in forms(lib, "python"):
        def cell(r, c, form=form):
            return run(lambda: lib.evaluate(lambda: lib.matmul(lib.operand(r, [2, 2], form), lib.operand(c, [2, 2], form))), lib.result)
        tables.append(binary_table("matmul", lib.calls["matmul"], form, cell))
    values = []
    for case_id, a, b in matmul_cases():
        mismatch = "mismatch" in case_id or "0-d" in case_id
        case = {"id": case_id, "a": array_json(a, compact=True), "b": array_json(b, compact=True)}
        if a.ndim and order_sensitive(a, a.shape[-1]):
            case["orderSensitive"] = True
        values.append({**case, **value_outcome(lib, lib.matmul, a, b, message=mismatch)})
    return {"tables": tables, "values": values}


def shape_section(lib):
    tables = []
    for op in SHAPE_OPS:
        for form in forms(lib, "python"):
            def cell(k, op=op, form=form):
                scalar = k in WEAK and form == "python"
                x_shape = [1, 3]

                def call():
                    if (op == "getitem" and scalar) or (op == "slice" and (lib.slice_fn is None or scalar and isinstance(lib, TorchLibrary))):
                        return NOT_AN_OP
                    return lib.evaluate(lambda: shape_op(lib, op, lib.operand(k, x_shape, form), scalar))
                return run(call, lambda v: lib.result(v))
            kinds = KINDS if form == "python" else WEAK
            table = unary_table(op, lib.shape_calls[op], form, cell, kinds)
            if table["call"] is None:
                table = {"op": op, "weakOperand": form, **absent("NumPy has no slice function (basic indexing is `getitem`)")}
            tables.append(table)
    # Result shapes and refusals on a float32 (1, 3) array of ones.
    cases = []
    for case in SHAPE_CASES:
        cases.append({"case": case, "outcome": run(lambda: shape_case(lib, case, lib.operand("f32", [1, 3])),
                                                   lambda v: {"shape": lib.shape_of(v)})})
    return {"scalarForms": {"reshape": "(1,)", "transpose": "default axes", "expand_dims": "axis 0", "squeeze": "no axis",
                            "broadcast_to": "(2, 3)", "slice": "start [], size []", "getitem": "null (a Python scalar has no indexing)"},
            "arrayForms": {"reshape": "(3, 1)", "transpose": "default axes (reversed)", "expand_dims": "axis 0",
                           "squeeze": "axis 0", "broadcast_to": "(2, 3)", "slice": "start (0, 1), size (1, 2)", "getitem": "[0:1, 1:3]"},
            "tables": tables, "cases": cases}


LIBRARIES = {"tensorflow": TensorFlowLibrary, "numpy": NumPyLibrary, "jax": JaxLibrary, "torch": TorchLibrary}


def pin_to_one_cpu():
    """Run on one CPU with one compute thread: XLA, TensorFlow (Eigen) and PyTorch split large float
    reductions and matmuls by the number of CPUs they see, so their last bits would change with the
    machine's core count. Returns the header's note on it."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    flags = set()
    try:
        with open("/proc/cpuinfo") as f:
            flags = set(next(line for line in f if line.startswith("flags")).split(":")[1].split())
    except (OSError, StopIteration):
        pass
    return {"affinity": "one CPU, one compute thread (torch.set_num_threads(1)); values of large float reductions and matmuls depend on it",
            "machine": platform.machine(), "simd": [f for f in ("avx512f", "avx2", "fma", "neon", "asimd") if f in flags]}


def record(library, mode):
    warnings.simplefilter("ignore")
    cpu = pin_to_one_cpu()
    lib = LIBRARIES[library](mode)
    sections = {"nary": nary_section(lib), "reductions": reduction_section(lib), "matmul": matmul_section(lib),
                "shapeOps": shape_section(lib)}
    extra = lib.header() if hasattr(lib, "header") else lib.extra
    document = {
        "header": {
            "library": library,
            "version": lib.version,
            "mode": mode,
            "recordedWith": command_line(),
            "format": "conformance/fixtures/ops/README.md",
            "naryOps": ["concat", "stack", "add_n"],
            "reductionOps": REDUCTIONS + STATISTICS,
            "shapeOps": SHAPE_OPS,
            **extra,
            "cells": "dtype code (the library's dtype name where it is none of the fifteen); i*/f*/c* = weakly typed result; "
                     "{refused: ErrorClass} = raises; null = no such call in the library; weakDtypes: the concrete dtype each weak cell is stored in",
            "operandValue": "dtype operands: arrays of ones (True for bool) of the table's operandShape; weak operands: "
                            "weakOperand python = Python scalars 1, 1.0, 1+0j; list = nested Python lists of them of operandShape; "
                            "weak-array = the library's weakly typed array of operandShape",
            "weakArrays": lib.weak_arrays,
            "cpu": cpu,
        },
        **sections,
    }
    write_fixture(os.path.join("ops", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
