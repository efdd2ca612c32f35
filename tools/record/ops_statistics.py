"""The statistics and utility reductions of the op-family recorder (record_ops.py): std, var,
logsumexp, all, any, count_nonzero, cumprod, cumulative_sum, cumulative_prod and diff. Each
library's call for each op, the value cases (edge values, each library's defaults) and the calls
with the options a case names. Not a recorder itself (record.sh runs only record_*.py).

Where a library lacks an op, the call its users write instead is recorded and its `calls` entry
says so: NumPy has no logsumexp (scipy.special.logsumexp, the NumPy ecosystem's); TensorFlow has
no diff in tf.math (tf.experimental.numpy.diff) and no cumulative_sum / cumulative_prod
(tf.math.cumsum / cumprod answer the Array API's names there, as torch.cumsum / cumprod do in
PyTorch, with dim 0).
"""

import numpy as np

STATISTICS = ["std", "var", "logsumexp", "all", "any", "count_nonzero", "cumprod", "cumulative_sum", "cumulative_prod", "diff"]

# The ops of an axis table (result shapes per axis and keepdims): diff is no reduction.
AXIS_STATISTICS = [op for op in STATISTICS if op != "diff"]
SCANS = ("cumprod", "cumulative_sum", "cumulative_prod")


def numpy_calls():
    """(table calls, default calls, call texts): the op of x as the dtype tables call it; the library's
    function taking x and keyword arguments, called with none for its defaults; the calls as text."""
    import scipy
    import scipy.special
    fns = {"std": np.std, "var": np.var, "logsumexp": scipy.special.logsumexp, "all": np.all, "any": np.any,
           "count_nonzero": np.count_nonzero, "cumprod": np.cumprod, "cumulative_sum": np.cumulative_sum,
           "cumulative_prod": np.cumulative_prod, "diff": np.diff}
    calls = {op: f"np.{op}(x)" for op in STATISTICS}
    calls.update({"std": "np.std(x) (ddof 0)", "var": "np.var(x) (ddof 0)", "cumprod": "np.cumprod(x) (axis None: flattened)",
                  "logsumexp": f"scipy.special.logsumexp(x) (NumPy has none; SciPy {scipy.__version__})",
                  "diff": "np.diff(x) (n 1, axis -1)"})
    return fns, {**fns, "argmax": np.argmax, "argmin": np.argmin, "cumsum": np.cumsum}, calls


def jax_calls(jnp):
    import jax
    fns = {"std": jnp.std, "var": jnp.var, "logsumexp": jax.nn.logsumexp, "all": jnp.all, "any": jnp.any,
           "count_nonzero": jnp.count_nonzero, "cumprod": jnp.cumprod, "cumulative_sum": jnp.cumulative_sum,
           "cumulative_prod": jnp.cumulative_prod, "diff": jnp.diff}
    calls = {op: f"jnp.{op}(x)" for op in STATISTICS}
    calls.update({"std": "jnp.std(x) (ddof 0)", "var": "jnp.var(x) (ddof 0)", "logsumexp": "jax.nn.logsumexp(x)",
                  "cumprod": "jnp.cumprod(x) (axis None: flattened)"})
    return fns, {**fns, "argmax": jnp.argmax, "argmin": jnp.argmin, "cumsum": jnp.cumsum}, calls


def tensorflow_calls(tf):
    fns = {"std": tf.math.reduce_std, "var": tf.math.reduce_variance, "logsumexp": tf.math.reduce_logsumexp,
           "all": tf.math.reduce_all, "any": tf.math.reduce_any, "count_nonzero": tf.math.count_nonzero,
           "cumprod": tf.math.cumprod, "cumulative_sum": tf.math.cumsum, "cumulative_prod": tf.math.cumprod,
           "diff": tf.experimental.numpy.diff}
    calls = {"std": "tf.math.reduce_std(x) (no correction parameter: the population std)", "var": "tf.math.reduce_variance(x)",
             "logsumexp": "tf.math.reduce_logsumexp(x)", "all": "tf.math.reduce_all(x)", "any": "tf.math.reduce_any(x)",
             "count_nonzero": "tf.math.count_nonzero(x) (dtype int64)", "cumprod": "tf.math.cumprod(x) (axis 0)",
             "cumulative_sum": "tf.math.cumsum(x) (TensorFlow has no cumulative_sum)",
             "cumulative_prod": "tf.math.cumprod(x) (TensorFlow has no cumulative_prod)",
             "diff": "tf.experimental.numpy.diff(x) (tf.math has no diff)"}
    return fns, {**fns, "argmax": tf.math.argmax, "argmin": tf.math.argmin, "cumsum": tf.math.cumsum}, calls


def torch_calls(torch):
    fns = {"std": torch.std, "var": torch.var, "logsumexp": lambda x: torch.logsumexp(x, 0), "all": torch.all,
           "any": torch.any, "count_nonzero": torch.count_nonzero, "cumprod": lambda x: torch.cumprod(x, dim=0),
           "cumulative_sum": lambda x: torch.cumsum(x, dim=0), "cumulative_prod": lambda x: torch.cumprod(x, dim=0),
           "diff": torch.diff}
    calls = {"std": "torch.std(x) (correction 1 by default)", "var": "torch.var(x) (correction 1 by default)",
             "logsumexp": "torch.logsumexp(x, dim=0) (dim is required)", "all": "torch.all(x)", "any": "torch.any(x)",
             "count_nonzero": "torch.count_nonzero(x)", "cumprod": "torch.cumprod(x, dim=0) (dim is required)",
             "cumulative_sum": "torch.cumsum(x, dim=0) (PyTorch has no cumulative_sum)",
             "cumulative_prod": "torch.cumprod(x, dim=0) (PyTorch has no cumulative_prod)", "diff": "torch.diff(x) (n 1, dim -1)"}
    defaults = {**fns, "logsumexp": torch.logsumexp, "cumprod": torch.cumprod, "cumulative_sum": torch.cumsum,
                "cumulative_prod": torch.cumprod, "argmax": torch.argmax, "argmin": torch.argmin, "cumsum": torch.cumsum}
    return fns, defaults, calls


# Ops whose table call passes an axis (the library requires one): the table says so, the replay passes it.
TABLE_AXIS = {"torch": ("logsumexp", "cumprod", "cumulative_sum", "cumulative_prod", "cumsum")}


def keepdims_ops(library):
    """The statistics with a keepdims parameter in a library (the others: null cells)."""
    if library == "torch":
        return ("std", "var", "logsumexp", "all", "any")
    return ("std", "var", "logsumexp", "all", "any", "count_nonzero")


def axis_call(lib, library, op, x, axis, keepdims):
    """One statistic with the axis table's axis (None: omitted) and keepdims (False: omitted)."""
    fn = lib.stats_default[op]
    kw = {}
    if axis is not None:
        kw["axis"] = tuple(axis) if isinstance(axis, list) else axis
    if keepdims:
        kw["keepdims"] = True
    if library == "torch":
        if "axis" in kw:
            kw["dim"] = kw.pop("axis")
        if "keepdims" in kw:
            kw["keepdim"] = kw.pop("keepdims")
    return fn(x, **kw)


# ---------------------------------------------------------------- value cases

NAN = float("nan")
INF = float("inf")


def generated(n, dtype, seed, spread=3.0):
    """n values of many magnitudes around 0 (a fixed NumPy generator), in the dtype."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(n) * np.exp(rng.standard_normal(n) * spread)
    return x


# A case's options: the library's call with no argument beyond x (its defaults: axis, correction).
DEFAULT = "default"


def statistic_cases(arr):
    """(id, op, input, options): the statistics' value cases. `options` names the call's arguments
    (axis, correction, keepdims, include_initial, dtype, n, prepend, append); None is the dtype
    tables' call on a 1-D input (PyTorch's with dim 0); DEFAULT the library's call without
    arguments (its default axis, its default correction)."""
    c = []
    mixed = [-1.0595703125, 5.12109375, 0.83984375, -4.2890625, 2.890625, 10.4296875, 7.578125]
    # std and var: the default correction (NumPy, JAX, TensorFlow 0; PyTorch 1), the dtypes
    for op in ("std", "var"):
        c += [(f"{op}-float64-1,2,3,4", op, arr([1, 2, 3, 4], "float64"), DEFAULT),
              (f"{op}-float32-7", op, arr(mixed, "float32"), DEFAULT),
              (f"{op}-float16-7", op, arr(mixed, "float16"), DEFAULT),
              (f"{op}-bfloat16-7", op, arr(mixed, "bfloat16"), DEFAULT),
              (f"{op}-int8-5", op, arr([1, -128, 127, 0, 3], "int8"), DEFAULT),
              (f"{op}-complex64-3", op, arr([1 + 2j, 3 - 1j, -0.5 + 0.25j], "complex64"), DEFAULT),
              (f"{op}-float32-1000", op, arr(generated(1000, "float32", 1), "float32"), DEFAULT),
              (f"{op}-float64-correction-1", op, arr([1, 2, 3, 4], "float64"), {"axis": 0, "correction": 1}),
              (f"{op}-float64-correction-0", op, arr([1, 2, 3, 4], "float64"), {"axis": 0, "correction": 0})]
    c += [("var-int64-2^53+1,2^53+3", "var", arr([2**53 + 1, 2**53 + 3], "int64"), DEFAULT),
          ("var-uint64-max,0", "var", arr([2**64 - 1, 0], "uint64"), DEFAULT),
          ("var-bool-T,F,T", "var", arr([True, False, True], "bool"), DEFAULT),
          ("var-complex128-3", "var", arr([1 + 2j, 3 - 1j, -0.5 + 0.25j], "complex128"), DEFAULT),
          ("var-float32-1e8+1,2,3", "var", arr([1e8 + 8, 1e8 + 16, 1e8 + 24], "float32"), DEFAULT),
          ("var-float32-nan", "var", arr([1, NAN, 3], "float32"), DEFAULT),
          ("var-float32-inf,1", "var", arr([INF, 1], "float32"), DEFAULT),
          ("std-float32-one", "std", arr([2.5], "float32"), DEFAULT),
          ("var-float32-empty", "var", np.zeros(0, np.float32), DEFAULT),
          ("var-float16-1000", "var", arr(generated(1000, "float16", 2, 1.0), "float16"), DEFAULT),
          ("var-float64-correction-2.5", "var", arr([1, 2, 3, 4], "float64"), {"axis": 0, "correction": 2.5}),
          ("var-float64-correction-4", "var", arr([1, 2, 3, 4], "float64"), {"axis": 0, "correction": 4}),
          ("var-float64-correction-5", "var", arr([1, 2, 3, 4], "float64"), {"axis": 0, "correction": 5}),
          ("std-float32-3x5-axis1", "std", arr(generated(15, "float32", 3), "float32", [3, 5]), {"axis": 1, "correction": 0}),
          ("var-float32-3x5-axis0-keepdims", "var", arr(generated(15, "float32", 4), "float32", [3, 5]), {"axis": 0, "correction": 0, "keepdims": True}),
          ("var-complex64-2x3-axis1", "var", arr([1 + 2j, 3 - 1j, -0.5 + 0.25j, 2j, 0, 1], "complex64", [2, 3]), {"axis": 1, "correction": 0})]
    # logsumexp: along axis 0 (PyTorch requires it), and the default call
    c += [("logsumexp-float32-1,2,3", "logsumexp", arr([1, 2, 3], "float32"), {"axis": 0}),
          ("logsumexp-float64-1,2,3", "logsumexp", arr([1, 2, 3], "float64"), {"axis": 0}),
          ("logsumexp-float64-1000,1000", "logsumexp", arr([1000, 1000], "float64"), {"axis": 0}),
          ("logsumexp-float32--inf,-inf", "logsumexp", arr([-INF, -INF], "float32"), {"axis": 0}),
          ("logsumexp-float32-inf,1", "logsumexp", arr([INF, 1], "float32"), {"axis": 0}),
          ("logsumexp-float32-nan,1", "logsumexp", arr([NAN, 1], "float32"), {"axis": 0}),
          ("logsumexp-float32--inf,0", "logsumexp", arr([-INF, 0], "float32"), {"axis": 0}),
          ("logsumexp-float16-10,10,10", "logsumexp", arr([10, 10, 10], "float16"), {"axis": 0}),
          ("logsumexp-float16-7", "logsumexp", arr(mixed, "float16"), {"axis": 0}),
          ("logsumexp-bfloat16-7", "logsumexp", arr(mixed, "bfloat16"), {"axis": 0}),
          ("logsumexp-float64-1000", "logsumexp", arr(generated(1000, "float64", 5, 1.0), "float64"), {"axis": 0}),
          ("logsumexp-float32-2x3-axis1", "logsumexp", arr(mixed[:6], "float32", [2, 3]), {"axis": 1}),
          ("logsumexp-int32-1,2,3", "logsumexp", arr([1, 2, 3], "int32"), {"axis": 0}),
          ("logsumexp-bool-T,F", "logsumexp", arr([True, False], "bool"), {"axis": 0}),
          ("logsumexp-complex64-2", "logsumexp", arr([1 + 1j, 2 - 0.5j], "complex64"), {"axis": 0}),
          ("logsumexp-float32-empty", "logsumexp", np.zeros(0, np.float32), {"axis": 0}),
          ("logsumexp-float32-default", "logsumexp", arr([1, 2, 3], "float32"), DEFAULT)]
    # all, any, count_nonzero: what is true (NaN, -0, a complex with one non-zero part), empty inputs
    for op in ("all", "any", "count_nonzero"):
        c += [(f"{op}-float32-1,nan,-0", op, arr([1, NAN, -0.0], "float32"), None),
              (f"{op}-float32-1,2", op, arr([1, 2], "float32"), None),
              (f"{op}-float32-0,-0", op, arr([0.0, -0.0], "float32"), None),
              (f"{op}-complex64-0,1j", op, arr([0j, 1j], "complex64"), None),
              (f"{op}-uint8-0,2", op, arr([0, 2], "uint8"), None),
              (f"{op}-int64-0,2^63", op, arr([0, -(2**63)], "int64"), None),
              (f"{op}-bool-T,F", op, arr([True, False], "bool"), None),
              (f"{op}-bfloat16--0,1", op, arr([-0.0, 1], "bfloat16"), None),
              (f"{op}-float32-empty", op, np.zeros(0, np.float32), None),
              (f"{op}-bool-2x3-axis1", op, arr([True, False, True, True, True, True], "bool", [2, 3]), {"axis": 1})]
    c.append(("count_nonzero-uint64-0,max", "count_nonzero", arr([0, 2**64 - 1], "uint64"), None))
    # cumprod and the Array API's cumulative_sum / cumulative_prod
    c += [("cumprod-int8-16,16,2", "cumprod", arr([16, 16, 2], "int8"), None),
          ("cumprod-uint8-16,16", "cumprod", arr([16, 16], "uint8"), None),
          ("cumprod-float16-7", "cumprod", arr(mixed, "float16"), None),
          ("cumprod-bfloat16-7", "cumprod", arr(mixed, "bfloat16"), None),
          ("cumprod-float32-7", "cumprod", arr(mixed, "float32"), None),
          ("cumprod-bool-T,T,F", "cumprod", arr([True, True, False], "bool"), None),
          ("cumprod-complex64-3", "cumprod", arr([1 + 2j, 3 - 1j, -0.5 + 0.25j], "complex64"), None),
          ("cumprod-float32--0,1", "cumprod", arr([-0.0, 1], "float32"), None),
          ("cumprod-int8-2x3-axis1", "cumprod", arr([1, 2, 3, 4, 5, 6], "int8", [2, 3]), {"axis": 1})]
    for op in ("cumulative_sum", "cumulative_prod"):
        c += [(f"{op}-int8-100,100,2", op, arr([100, 100, 2], "int8"), None),
              (f"{op}-uint8-200,100", op, arr([200, 100], "uint8"), None),
              (f"{op}-float32--0,1", op, arr([-0.0, 1], "float32"), None),
              (f"{op}-float16-7", op, arr(mixed, "float16"), None),
              (f"{op}-bool-T,T,F", op, arr([True, True, False], "bool"), None),
              (f"{op}-int8-initial", op, arr([100, 100, 2], "int8"), {"axis": 0, "include_initial": True}),
              (f"{op}-float32-initial", op, arr([-0.0, 2, 3], "float32"), {"axis": 0, "include_initial": True}),
              (f"{op}-int8-2x3-axis1-initial", op, arr([1, 2, 3, 4, 5, 6], "int8", [2, 3]), {"axis": 1, "include_initial": True}),
              (f"{op}-int8-2x3-axis0", op, arr([1, 2, 3, 4, 5, 6], "int8", [2, 3]), {"axis": 0}),
              (f"{op}-int8-dtype-int16", op, arr([100, 100, 2], "int8"), {"axis": 0, "dtype": "int16"}),
              (f"{op}-float32-dtype-float64", op, arr(mixed, "float32"), {"axis": 0, "dtype": "float64"}),
              (f"{op}-float32-empty-initial", op, np.zeros(0, np.float32), {"axis": 0, "include_initial": True}),
              (f"{op}-int8-2x3-default", op, arr([1, 2, 3, 4, 5, 6], "int8", [2, 3]), DEFAULT)]
    # diff: the dtype rules (bool by not_equal, integers wrapping), n, axis, prepend and append
    c += [("diff-int8-1,100,-100", "diff", arr([1, 100, -100], "int8"), None),
          ("diff-uint8-1,0", "diff", arr([1, 0], "uint8"), None),
          ("diff-bool-T,F,F,T", "diff", arr([True, False, False, True], "bool"), None),
          ("diff-float32-7", "diff", arr(mixed, "float32"), None),
          ("diff-float16-7", "diff", arr(mixed, "float16"), None),
          ("diff-complex64-3", "diff", arr([1 + 2j, 3 - 1j, -0.5 + 0.25j], "complex64"), None),
          ("diff-float32-inf,inf", "diff", arr([INF, INF, -0.0, 0.0], "float32"), None),
          ("diff-int32-n2", "diff", arr([1, 4, 9, 16], "int32"), {"n": 2, "axis": -1}),
          ("diff-int32-n0", "diff", arr([1, 4, 9, 16], "int32"), {"n": 0, "axis": -1}),
          ("diff-int32-n5", "diff", arr([1, 4, 9, 16], "int32"), {"n": 5, "axis": -1}),
          ("diff-int8-2x3-axis0", "diff", arr([1, 2, 3, 4, 6, 9], "int8", [2, 3]), {"n": 1, "axis": 0}),
          ("diff-int8-2x3-default", "diff", arr([1, 2, 3, 4, 6, 9], "int8", [2, 3]), DEFAULT),
          ("diff-int8-prepend-array", "diff", arr([1, 2, 4], "int8"), {"n": 1, "axis": -1, "prepend": {"array": [0], "dtype": "int8"}}),
          ("diff-int8-append-int16", "diff", arr([1, 2, 4], "int8"), {"n": 1, "axis": -1, "append": {"array": [300], "dtype": "int16"}}),
          ("diff-int8-prepend-scalar", "diff", arr([1, 2, 4], "int8"), {"n": 1, "axis": -1, "prepend": {"scalar": 0}}),
          ("diff-float32-2x2-prepend-scalar-axis0", "diff", arr([1, 2, 4, 8], "float32", [2, 2]), {"n": 1, "axis": 0, "prepend": {"scalar": 0.5}})]
    # Each library's defaults (issue 36): argmax and cumsum without an axis on a 2-D array
    grid = arr([[1, 5], [7, 3]], "int32")
    c += [("argmax-int32-2x2-default", "argmax", grid, DEFAULT),
          ("argmin-int32-2x2-default", "argmin", grid, DEFAULT),
          ("cumsum-int32-2x2-default", "cumsum", grid, DEFAULT),
          ("cumprod-int32-2x2-default", "cumprod", grid, DEFAULT)]
    return c


def order_sensitive(a, op):
    """A float accumulation over more than 16 terms whose last bits follow the library's order."""
    return op in ("std", "var", "logsumexp", "cumprod", "cumulative_sum", "cumulative_prod") and a.size > 16 and a.dtype.kind in "fcV"


def operand_of(lib, spec, make):
    """A prepend / append argument: a Python scalar, or an array of the named dtype (`make` builds it)."""
    if "scalar" in spec:
        return spec["scalar"]
    return lib.from_numpy(make(spec["array"], spec["dtype"]))


class Absent(Exception):
    """The library has no such argument: the case records `absent` with the reason."""


def with_statistic_options(lib, library, op, x, options, make):
    """`op` of `x` with a case's options, as each library's users write them (Absent where it has no
    such argument); `make(values, dtype)` builds a NumPy array."""
    fn = lib.stats_default[op]
    torch = library == "torch"
    tf = library == "tensorflow"
    axis = options.get("axis")
    kw = {}
    if op in ("std", "var"):
        corr = options.get("correction")
        if tf and corr not in (None, 0):
            raise Absent("tf.math.reduce_std / reduce_variance have no correction (ddof) parameter")
        if corr is not None and not tf:
            kw["correction" if torch else "ddof"] = corr
        if options.get("keepdims"):
            kw["keepdim" if torch else "keepdims"] = True
        kw["dim" if torch else "axis"] = axis
        return fn(x, **kw)
    if op in ("logsumexp", "all", "any", "count_nonzero", "argmax", "argmin"):
        return (fn(x, dim=axis) if torch else fn(x, axis=axis))
    if op in SCANS or op == "cumsum":
        if options.get("include_initial") or options.get("dtype"):
            if library in ("tensorflow", "torch") and op != "cumprod":
                if options.get("include_initial"):
                    raise Absent(f"{library} has no cumulative_sum / cumulative_prod (include_initial)")
            if library == "tensorflow" and options.get("dtype"):
                raise Absent("tf.math.cumsum / cumprod have no dtype parameter")
        base = {"cumulative_sum": "cumsum", "cumulative_prod": "cumprod"}.get(op, op)
        if torch:
            f = getattr(lib.torch, base)
            kw = {"dtype": getattr(lib.torch, options["dtype"])} if options.get("dtype") else {}
            return f(x, dim=axis, **kw)
        if tf:
            return getattr(lib.tf.math, base)(x, axis=axis)
        if options.get("dtype"):
            kw["dtype"] = options["dtype"]
        if options.get("include_initial"):
            kw["include_initial"] = True
        return fn(x, axis=axis, **kw)
    if op == "diff":
        kw = {"n": options.get("n", 1), ("dim" if torch else "axis"): axis}
        for k in ("prepend", "append"):
            if k in options:
                kw[k] = operand_of(lib, options[k], make)
        return fn(x, **kw)
    raise KeyError(op)


# ---------------------------------------------------------------- the dtype argument

# The reductions with the Array API's `dtype` argument: the tables give op(x, dtype=D) for every
# operand kind x (rows) and dtype D (columns).
DTYPE_ARG_OPS = ["sum", "prod", "cumulative_sum", "cumulative_prod"]


def dtype_arg_call(lib, library, op, dtype):
    """A function of x computing op(x, dtype=dtype) as the library takes it, or None where the
    library's op has no dtype parameter (TensorFlow)."""
    if library == "tensorflow":
        return None
    if library == "torch":
        torch = lib.torch
        base = {"cumulative_sum": "cumsum", "cumulative_prod": "cumprod"}.get(op, op)
        f = getattr(torch, base)
        d = getattr(torch, dtype)
        return (lambda x: f(x, dim=0, dtype=d)) if base != op else (lambda x: f(x, dtype=d))
    if library == "numpy":
        from record_ops import np_dtype
        d = np_dtype(dtype)
        return lambda x: getattr(np, op)(x, dtype=d)
    return lambda x: getattr(lib.jnp, op)(x, dtype=dtype)


def dtype_arg_text(library, op):
    return {"numpy": f"np.{op}(x, dtype=D)", "jax": f"jnp.{op}(x, dtype=D)",
            "torch": {"sum": "torch.sum(x, dtype=D)", "prod": "torch.prod(x, dtype=D)",
                      "cumulative_sum": "torch.cumsum(x, dim=0, dtype=D) (PyTorch has no cumulative_sum)",
                      "cumulative_prod": "torch.cumprod(x, dim=0, dtype=D) (PyTorch has no cumulative_prod)"}[op]}.get(library)
