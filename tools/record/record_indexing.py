"""Record indexing and array manipulation from the real libraries: NumPy's basic and advanced indexing
on index expressions generated from a seed (result shapes and values, or the error), the indexing
functions (take, take_along_axis, gather, gather_nd, boolean_mask, strided_slice, slice), functional
updates (JAX's x.at[i].set/add/multiply/min/max and each library's nearest form), the manipulation
functions (flip, moveaxis, repeat, roll, tile, unstack, split, pad, broadcast_arrays, concat with
axis None, expand_dims and squeeze over several axes), their dtype tables and the index dtypes each
library takes.

Usage:
  record_indexing.py                record every library mode, each in a fresh process
  record_indexing.py LIBRARY MODE   record one (tensorflow legacy|safe|all, numpy default,
                                    jax x64|x32|strict, torch default)

Writes conformance/fixtures/indexing/<library>-<mode>.json; the format is described in
conformance/fixtures/indexing/README.md. Cells and arrays as in ops/ (record_ops.py).
"""

import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODES, DTYPES, KINDS, WEAK, command_line, refused, with_weak_dtypes, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import MODES  # noqa: E402
from record_ops import (  # noqa: E402
    LIBRARIES, NOT_AN_OP, TorchLibrary, TensorFlowLibrary, JaxLibrary, NumPyLibrary, arr, array_json, bf16, np_dtype,
    pin_to_one_cpu, run,
)

SEED = 35
GETITEM_CASES = 3000
# The library modes whose getitem cases are recorded: indexing does not depend on the promotion mode
# (TensorFlow's does on numpy behaviour, which all and safe share).
GETITEM_MODES = {("numpy", "default"), ("jax", "x64"), ("tensorflow", "legacy"), ("tensorflow", "all"), ("torch", "default")}
INDEX_DTYPES = ["int64", "int32", "int16", "int8", "uint8", "uint16", "uint32", "uint64"]


# ---------------------------------------------------------------- generated index expressions

def generate_key(rng, shape):
    """One index expression for an array of `shape`: a tuple of ints, slices, None, Ellipsis, integer
    arrays (broadcast together, of several dtypes) and boolean masks, now and then a bad one (out of
    bounds, a mask of the wrong length, arrays that do not broadcast, a float array, a zero step,
    two ellipses, too many indices)."""
    rank = len(shape)
    consume = int(rng.integers(0, rank + 1))
    if rng.random() < 0.03:
        consume += 1  # too many indices
    use_ellipsis = rng.random() < 0.3
    # the advanced indices' common shape, and whether one array will not broadcast to it
    b_rank = int(rng.choice([0, 1, 2], p=[0.2, 0.55, 0.25]))
    common = [int(rng.integers(1, 4)) for _ in range(b_rank)]
    items = []
    axis = 0
    while axis < consume:
        d = shape[axis] if axis < rank else 1
        r = rng.random()
        if r < 0.2:
            items.append(index_int(rng, d))
            axis += 1
        elif r < 0.55:
            items.append(index_slice(rng, d))
            axis += 1
        elif r < 0.8:
            items.append(index_array(rng, d, common))
            axis += 1
        elif r < 0.92:
            k = 1 if consume - axis < 2 or rng.random() < 0.6 else 2
            dims = [shape[axis + j] if axis + j < rank else 1 for j in range(k)]
            if rng.random() < 0.05:
                dims[0] += 1  # the wrong length
            items.append(("mask", rng.random(dims) < 0.5))
            axis += k
        elif r < 0.94:
            items.append(("mask", np.bool_(rng.random() < 0.6)))  # a 0-d boolean: consumes no axis
        elif r < 0.95:
            items.append(("array", rng.random(common or [1]).astype(np.float64) * d))
            axis += 1
        else:
            items.append(None)
    for _ in range(int(rng.random() < 0.15) + int(rng.random() < 0.05)):
        items.insert(int(rng.integers(0, len(items) + 1)), None)
    if use_ellipsis:
        items.insert(int(rng.integers(0, len(items) + 1)), Ellipsis)
        if rng.random() < 0.03:
            items.insert(int(rng.integers(0, len(items) + 1)), Ellipsis)  # two: an error
    return items


def index_int(rng, d):
    if rng.random() < 0.04 or d == 0:
        return int(rng.choice([d, -d - 1]))  # out of bounds
    return int(rng.integers(-d, d))


def index_slice(rng, d):
    def bound():
        return None if rng.random() < 0.35 else int(rng.integers(-d - 2, d + 3))
    r = rng.random()
    step = None if r < 0.4 else (0 if r < 0.42 else int(rng.choice([1, 2, 3, -1, -2, -3])))
    return slice(bound(), bound(), step)


def index_array(rng, d, common):
    shape = [c if rng.random() < 0.7 else 1 for c in common]
    if common and rng.random() < 0.05:
        shape[0] = common[0] + 1  # does not broadcast with the others
    dtype = rng.choice(INDEX_DTYPES, p=[0.55, 0.15, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05])
    unsigned = dtype.startswith("u")
    lo = 0 if unsigned else -d
    values = rng.integers(lo, max(d, lo + 1), size=shape) if d > 0 else np.zeros(shape, dtype=np.int64)
    if d == 0 or rng.random() < 0.04:
        values = np.asarray(values).copy()
        flat = values.reshape(-1)
        if flat.size:
            flat[int(rng.integers(0, flat.size))] = d if (unsigned or rng.random() < 0.5) else -d - 1
    return ("array", np.asarray(values).astype(dtype))


def encode_item(item):
    """An index item as JSON: an int, null (None), "..." (Ellipsis), {"slice": [start, stop, step]},
    {"array": nested values, "dtype", "shape"} (integer or float), {"mask": nested booleans, "shape"}
    (the shape: nested lists cannot show the axes after an empty one)."""
    if item is None:
        return None
    if item is Ellipsis:
        return "..."
    if isinstance(item, slice):
        return {"slice": [item.start, item.stop, item.step]}
    if isinstance(item, int):
        return item
    kind, a = item
    if kind == "mask":
        return {"mask": a.tolist(), "shape": list(a.shape)}
    return {"array": a.tolist(), "dtype": a.dtype.name, "shape": list(a.shape)}


def generated_cases():
    """(id, shape, items) for GETITEM_CASES index expressions from the seed."""
    rng = np.random.default_rng(SEED)
    cases = []
    for k in range(GETITEM_CASES):
        rank = int(rng.choice([0, 1, 2, 3, 4], p=[0.05, 0.25, 0.3, 0.25, 0.15]))
        shape = [int(rng.choice([0, 1, 2, 3, 4], p=[0.04, 0.16, 0.3, 0.3, 0.2])) for _ in range(rank)]
        cases.append((f"g{k}", shape, generate_key(rng, shape)))
    return cases


# ---------------------------------------------------------------- the libraries' index forms

def lib_name(lib):
    return {NumPyLibrary: "numpy", JaxLibrary: "jax", TensorFlowLibrary: "tensorflow", TorchLibrary: "torch"}[type(lib)]


def to_lib(lib, a):
    """A NumPy array in the library's own array type (exact dtype: JAX x32 keeps what it can)."""
    name = lib_name(lib)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if name == "numpy":
            return np.asarray(a)
        if name == "jax":
            return lib.jnp.asarray(a)
        if name == "tensorflow":
            return lib.tf.constant(a)
        return lib.from_numpy(np.asarray(a))


def key_of(lib, items):
    out = []
    for item in items:
        if item is None or item is Ellipsis or isinstance(item, (int, slice)):
            out.append(item)
        else:
            kind, a = item
            if kind == "mask" and a.ndim == 0 and lib_name(lib) != "tensorflow":
                out.append(bool(a))  # a Python bool where the library takes one
            else:
                out.append(to_lib(lib, a))
    return tuple(out)


def source(shape):
    return np.arange(int(np.prod(shape, dtype=np.int64)), dtype=np.int32).reshape(shape)


def positions(lib, value):
    """A result of indexing `source`: its shape and elements (the positions picked)."""
    a = lib.to_numpy(value)
    return {"shape": [int(d) for d in a.shape], "data": [int(v) for v in np.asarray(a).reshape(-1)]}


def outcome(fn, read):
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            return read(fn())
    except Exception as exc:  # every library raises its own classes; the name is what we record
        return {"raises": refused(exc)["refused"]}


def getitem_section(lib):
    cases = []
    for case_id, shape, items in generated_cases():
        x = to_lib(lib, source(shape))
        result = outcome(lambda: x[key_of(lib, items)], lambda v: {"result": positions(lib, v)})
        cases.append({"id": case_id, "shape": shape, "key": [encode_item(i) for i in items], **result})
    return {"seed": SEED, "source": "np.arange(size, dtype=int32).reshape(shape) in the library's array type; a result "
                                    "is its shape and its elements (the positions it picked)", "cases": cases}


# ---------------------------------------------------------------- functions, by library

def tnp(lib):
    return lib.tf.experimental.numpy


def numpy_like(lib):
    """NumPy, or jax.numpy, whose functions share NumPy's names and arguments; None for the others."""
    name = lib_name(lib)
    return np if name == "numpy" else lib.jnp if name == "jax" else None


def take(lib, x, idx, axis=None):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.take(x, idx, axis=axis)
    if name == "tensorflow":
        return tnp(lib).take(x, idx, axis=axis)
    torch = lib.torch
    if axis is None:
        return torch.take(x, idx)
    return torch.index_select(x, axis, idx.reshape(-1)).reshape(tuple(x.shape[:axis % x.ndim]) + tuple(idx.shape) + tuple(x.shape[axis % x.ndim + 1:]))


def take_along_axis(lib, x, idx, axis=-1):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.take_along_axis(x, idx, axis=axis)
    if name == "tensorflow":
        return tnp(lib).take_along_axis(x, idx, axis=axis)
    return lib.torch.take_along_dim(x, idx, dim=axis)


def gather(lib, x, idx, axis=None, batch_dims=0):
    if lib_name(lib) == "tensorflow":
        return lib.tf.gather(x, idx, axis=axis, batch_dims=batch_dims)
    if batch_dims:
        return NOT_AN_OP
    return take(lib, x, idx, 0 if axis is None else axis)


def gather_nd(lib, x, idx, batch_dims=0):
    name = lib_name(lib)
    if name == "tensorflow":
        return lib.tf.gather_nd(x, idx, batch_dims=batch_dims)
    if batch_dims:
        return NOT_AN_OP
    n = idx.shape[-1]
    if name == "torch":
        return x[tuple(idx[..., k] for k in range(n))]
    return x[tuple(idx[..., k] for k in range(n))]


def boolean_mask(lib, x, mask, axis=0):
    if lib_name(lib) == "tensorflow":
        return lib.tf.boolean_mask(x, mask, axis=axis)
    return x[(slice(None),) * axis + (mask,)]


def strided_slice(lib, x, begin, end, strides, **masks):
    if lib_name(lib) != "tensorflow":
        return NOT_AN_OP
    return lib.tf.strided_slice(x, begin, end, strides, **masks)


def slice_fn(lib, x, begin, size):
    if lib.slice_fn is None:
        return NOT_AN_OP
    return lib.slice_fn(x, begin, size)


def flip(lib, x, axis=None):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.flip(x, axis=axis)
    if name == "tensorflow":
        return lib.tf.reverse(x, [] if axis is None else ([axis] if isinstance(axis, int) else list(axis))) if axis is not None else lib.tf.reverse(x)
    return lib.torch.flip(x, dims=(axis,) if isinstance(axis, int) else axis) if axis is not None else lib.torch.flip(x)


def moveaxis(lib, x, source_, destination):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.moveaxis(x, source_, destination)
    if name == "tensorflow":
        return tnp(lib).moveaxis(x, source_, destination)
    return lib.torch.movedim(x, source_, destination)


def repeat(lib, x, repeats, axis=None):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.repeat(x, repeats, axis=axis)
    if name == "tensorflow":
        return lib.tf.repeat(x, repeats, axis=axis)
    torch = lib.torch
    r = repeats if isinstance(repeats, int) else torch.as_tensor(repeats)
    return torch.repeat_interleave(x, r, dim=axis)


def roll(lib, x, shift, axis=None):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.roll(x, shift, axis=axis)
    if name == "tensorflow":
        return lib.tf.roll(x, shift, axis) if axis is not None else lib.tf.roll(x, shift)
    return lib.torch.roll(x, shift, dims=axis) if axis is not None else lib.torch.roll(x, shift)


def tile(lib, x, reps):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.tile(x, reps)
    if name == "tensorflow":
        return lib.tf.tile(x, reps)
    return lib.torch.tile(x, tuple(reps) if isinstance(reps, list) else (reps,))


def unstack(lib, x, axis=0):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.unstack(x, axis=axis)
    if name == "tensorflow":
        return lib.tf.unstack(x, axis=axis)
    return lib.torch.unbind(x, dim=axis)


def split(lib, x, num_or_sizes, axis=0):
    """TensorFlow's split (a count of equal parts, or the parts' sizes) as each library's users write it:
    NumPy and JAX split at the running sums of the sizes; PyTorch's count is torch.tensor_split."""
    name = lib_name(lib)
    if name == "tensorflow":
        return lib.tf.split(x, num_or_sizes, axis=axis)
    if name == "torch":
        torch = lib.torch
        return torch.tensor_split(x, num_or_sizes, dim=axis) if isinstance(num_or_sizes, int) else torch.split(x, num_or_sizes, dim=axis)
    m = np if name == "numpy" else lib.jnp
    if isinstance(num_or_sizes, int):
        return m.split(x, num_or_sizes, axis=axis)
    if sum(num_or_sizes) != x.shape[axis]:
        raise ValueError(f"sizes {num_or_sizes} do not add up to {x.shape[axis]}")  # NumPy would split anyway: users check
    return m.split(x, list(np.cumsum(num_or_sizes)[:-1]), axis=axis)


TORCH_PAD = {"constant": "constant", "reflect": "reflect", "edge": "replicate", "symmetric": None}


def pad(lib, x, paddings, mode="constant", constant_values=0):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.pad(x, paddings, mode=mode, **({"constant_values": constant_values} if mode == "constant" else {}))
    if name == "tensorflow":
        if mode == "edge":
            return NOT_AN_OP
        return lib.tf.pad(x, paddings, mode=mode.upper(), constant_values=constant_values)
    torch = lib.torch
    m = TORCH_PAD[mode]
    if m is None:
        return NOT_AN_OP
    flat = [p for pair in reversed(paddings) for p in pair]
    if m == "constant":
        return torch.nn.functional.pad(x, flat, mode=m, value=constant_values)
    return torch.nn.functional.pad(x, flat, mode=m)


def broadcast_arrays(lib, *xs):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.broadcast_arrays(*xs)
    if name == "tensorflow":
        return tnp(lib).broadcast_arrays(*xs)
    return lib.torch.broadcast_tensors(*xs)


def concat(lib, xs, axis=0):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.concatenate(xs, axis=axis)
    if name == "tensorflow":
        return lib.tf.concat(xs, axis=axis)
    return lib.torch.cat(xs, dim=axis)


def expand_dims(lib, x, axis):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.expand_dims(x, axis)
    if name == "tensorflow":
        return lib.tf.expand_dims(x, axis)
    return lib.torch.unsqueeze(x, axis)


def squeeze(lib, x, axis=None):
    name = lib_name(lib)
    m = numpy_like(lib)
    if m is not None:
        return m.squeeze(x, axis=axis)
    if name == "tensorflow":
        return lib.tf.squeeze(x, axis=axis)
    return lib.torch.squeeze(x, axis) if axis is not None else lib.torch.squeeze(x)


def getitem(lib, x, *items):
    return x[key_of(lib, list(items))]


FUNCTIONS = {"take": take, "take_along_axis": take_along_axis, "gather": gather, "gather_nd": gather_nd,
             "boolean_mask": boolean_mask, "strided_slice": strided_slice, "slice": slice_fn, "flip": flip,
             "moveaxis": moveaxis, "repeat": repeat, "roll": roll, "tile": tile, "unstack": unstack, "split": split,
             "pad": pad, "broadcast_arrays": broadcast_arrays, "concat": concat, "expand_dims": expand_dims,
             "squeeze": squeeze, "getitem": getitem}

# What each library calls for each function (the header's `calls`).
CALLS = {
    "numpy": {"take": "np.take", "take_along_axis": "np.take_along_axis", "gather": "np.take (no batch_dims)",
              "gather_nd": "x[tuple(idx[..., k] for k)]", "boolean_mask": "x[(slice(None),) * axis + (mask,)]",
              "strided_slice": None, "slice": None, "flip": "np.flip", "moveaxis": "np.moveaxis", "repeat": "np.repeat",
              "roll": "np.roll", "tile": "np.tile", "unstack": "np.unstack",
              "split": "np.split (a count, or the running sums of the sizes)", "pad": "np.pad",
              "broadcast_arrays": "np.broadcast_arrays", "concat": "np.concatenate", "expand_dims": "np.expand_dims",
              "squeeze": "np.squeeze", "getitem": "x[key]",
              "at": {"set": "x[idx] = v", "add": "np.add.at(x, idx, v)", "multiply": "np.multiply.at(x, idx, v)",
                     "min": "np.minimum.at(x, idx, v)", "max": "np.maximum.at(x, idx, v)"}},
    "jax": {"take": "jnp.take", "take_along_axis": "jnp.take_along_axis", "gather": "jnp.take (no batch_dims)",
            "gather_nd": "x[tuple(idx[..., k] for k)]", "boolean_mask": "x[(slice(None),) * axis + (mask,)]",
            "strided_slice": None, "slice": "lax.slice(x, start, start + size)", "flip": "jnp.flip", "moveaxis": "jnp.moveaxis",
            "repeat": "jnp.repeat", "roll": "jnp.roll", "tile": "jnp.tile", "unstack": "jnp.unstack",
            "split": "jnp.split (a count, or the running sums of the sizes)", "pad": "jnp.pad",
            "broadcast_arrays": "jnp.broadcast_arrays", "concat": "jnp.concatenate", "expand_dims": "jnp.expand_dims",
            "squeeze": "jnp.squeeze", "getitem": "x[key]",
            "at": {op: f"x.at[idx].{op}(v)" for op in ("set", "add", "multiply", "min", "max")}},
    "tensorflow": {"take": "tf.experimental.numpy.take (tf.math has no take)",
                   "take_along_axis": "tf.experimental.numpy.take_along_axis (tf.math has none)", "gather": "tf.gather",
                   "gather_nd": "tf.gather_nd", "boolean_mask": "tf.boolean_mask", "strided_slice": "tf.strided_slice",
                   "slice": "tf.slice", "flip": "tf.reverse", "moveaxis": "tf.experimental.numpy.moveaxis (tf has none)",
                   "repeat": "tf.repeat", "roll": "tf.roll", "tile": "tf.tile", "unstack": "tf.unstack", "split": "tf.split",
                   "pad": "tf.pad (modes CONSTANT, REFLECT, SYMMETRIC)",
                   "broadcast_arrays": "tf.experimental.numpy.broadcast_arrays (tf has none)", "concat": "tf.concat",
                   "expand_dims": "tf.expand_dims", "squeeze": "tf.squeeze", "getitem": "x[key] (strided_slice; numpy-style gather under numpy behaviour)",
                   "at": {"set": "tf.tensor_scatter_nd_update", "add": "tf.tensor_scatter_nd_add", "multiply": None,
                          "min": "tf.tensor_scatter_nd_min", "max": "tf.tensor_scatter_nd_max"}},
    "torch": {"take": "torch.take (axis None), torch.index_select (an axis)", "take_along_axis": "torch.take_along_dim",
              "gather": "torch.index_select (no batch_dims)", "gather_nd": "x[tuple(idx[..., k] for k)]",
              "boolean_mask": "x[(slice(None),) * axis + (mask,)]", "strided_slice": None, "slice": "torch.narrow per dim",
              "flip": "torch.flip", "moveaxis": "torch.movedim", "repeat": "torch.repeat_interleave", "roll": "torch.roll",
              "tile": "torch.tile", "unstack": "torch.unbind", "split": "torch.tensor_split (a count), torch.split (sizes)",
              "pad": "torch.nn.functional.pad (edge: replicate; no symmetric)", "broadcast_arrays": "torch.broadcast_tensors",
              "concat": "torch.cat", "expand_dims": "torch.unsqueeze", "squeeze": "torch.squeeze", "getitem": "x[key]",
              "at": {"set": "x[idx] = v", "add": "s = x[idx]; s.add_(v)", "multiply": "s = x[idx]; s.mul_(v)",
                     "min": "s = x[idx]; torch.minimum(s, v, out=s) (v a tensor: torch.as_tensor(v))",
                     "max": "s = x[idx]; torch.maximum(s, v, out=s) (v a tensor: torch.as_tensor(v))"}},
}


# ---------------------------------------------------------------- function cases: values and errors

def A(values, dtype="int32", shape=None):
    return ("input", arr(values, dtype, shape))


def I(values, dtype="int64"):
    return ("input", np.array(values, dtype=np_dtype(dtype)))


def grid(shape, dtype="int32"):
    return ("input", np.arange(int(np.prod(shape)), dtype=np.int64).astype(np_dtype(dtype)).reshape(shape))


def function_cases():
    """(id, function, args, kwargs): each argument ("input", array) is passed in the library's array type."""
    g23, g234 = grid([2, 3]), grid([2, 3, 4])
    c = []
    # take: axis None flattens; negative and out-of-range indices; index dtypes; an axis
    c += [("take flat", "take", [g23, I([5, 0, -1])], {}),
          ("take axis 1", "take", [g23, I([[2, 0], [1, 1]])], {"axis": 1}),
          ("take axis -1 int32", "take", [g234, I([3, 0], "int32")], {"axis": -1}),
          ("take out of range", "take", [g23, I([6])], {}),
          ("take out of range float", "take", [grid([2, 3], "float32"), I([0, 6, -7])], {}),
          ("take out of range axis", "take", [g23, I([3])], {"axis": 1}),
          ("take axis out of range", "take", [g23, I([0])], {"axis": 2}),
          ("take empty indices", "take", [g23, I([])], {"axis": 0}),
          ("take uint8 indices", "take", [g23, I([1, 2], "uint8")], {}),
          ("take float indices", "take", [g23, ("input", np.array([1.0]))], {}),
          ("take 0-d index", "take", [g23, I(1)], {"axis": 1})]
    # take_along_axis
    c += [("take_along_axis axis 1", "take_along_axis", [g23, I([[2, 0], [1, 1]])], {"axis": 1}),
          ("take_along_axis axis 0 broadcast", "take_along_axis", [g23, I([[1, 0, 1]])], {"axis": 0}),
          ("take_along_axis default axis", "take_along_axis", [g23, I([[0], [2]])], {}),
          ("take_along_axis negative", "take_along_axis", [g23, I([[-1], [-3]])], {"axis": 1}),
          ("take_along_axis out of range", "take_along_axis", [grid([2, 3], "float32"), I([[3], [0]])], {"axis": 1}),
          ("take_along_axis rank mismatch", "take_along_axis", [g23, I([0, 1])], {"axis": 1})]
    # gather (TensorFlow's), with batch_dims
    c += [("gather axis 0", "gather", [g23, I([1, 0, 1])], {}),
          ("gather axis 1", "gather", [g23, I([[2], [0]])], {"axis": 1}),
          ("gather negative", "gather", [g23, I([-1])], {}),
          ("gather out of range", "gather", [g23, I([2])], {}),
          ("gather batch_dims 1", "gather", [g234, I([[0, 2], [1, 1]])], {"axis": 1, "batch_dims": 1}),
          ("gather batch_dims 1 axis 2", "gather", [g234, I([[3], [0]])], {"axis": 2, "batch_dims": 1}),
          ("gather int16 indices", "gather", [g23, I([1], "int16")], {}),
          ("gather uint8 indices", "gather", [g23, I([1], "uint8")], {})]
    # gather_nd
    c += [("gather_nd full", "gather_nd", [g23, I([[1, 2], [0, 0]])], {}),
          ("gather_nd partial", "gather_nd", [g234, I([[1], [0]])], {}),
          ("gather_nd pairs", "gather_nd", [g234, I([[[1, 2]], [[0, 3]]])], {}),
          ("gather_nd out of range", "gather_nd", [g23, I([[2, 0]])], {}),
          ("gather_nd negative", "gather_nd", [g23, I([[-1, 0]])], {}),
          ("gather_nd too long", "gather_nd", [g23, I([[0, 0, 0]])], {}),
          ("gather_nd batch_dims 1", "gather_nd", [g234, I([[[1]], [[2]]])], {"batch_dims": 1})]
    # boolean_mask
    c += [("boolean_mask 1-D", "boolean_mask", [grid([4]), ("input", np.array([True, False, True, True]))], {}),
          ("boolean_mask 2-D mask", "boolean_mask", [g23, ("input", np.array([[True, False, True], [False, False, True]]))], {}),
          ("boolean_mask axis 1", "boolean_mask", [g23, ("input", np.array([False, True, True]))], {"axis": 1}),
          ("boolean_mask wrong length", "boolean_mask", [g23, ("input", np.array([True, False, True]))], {}),
          ("boolean_mask none", "boolean_mask", [g23, ("input", np.array([False, False]))], {})]
    # strided_slice (TensorFlow only): begin/end/strides and the masks
    c += [("strided_slice basic", "strided_slice", [g234, [0, 1, 0], [2, 3, 4], [1, 1, 2]], {}),
          ("strided_slice negative stride", "strided_slice", [g234, [1, 2, 3], [0, 0, 0], [-1, -1, -1]], {}),
          ("strided_slice begin_mask", "strided_slice", [g234, [1, 1, 1], [2, 3, 4], [1, 1, 1]], {"begin_mask": 0b101}),
          ("strided_slice end_mask", "strided_slice", [g234, [0, 1, 1], [1, 2, 2], [1, 1, 1]], {"end_mask": 0b110}),
          ("strided_slice shrink_axis_mask", "strided_slice", [g234, [1, 0, 2], [2, 3, 3], [1, 1, 1]], {"shrink_axis_mask": 0b101}),
          ("strided_slice new_axis_mask", "strided_slice", [g23, [0, 0, 0], [1, 2, 3], [1, 1, 1]], {"new_axis_mask": 0b010}),
          ("strided_slice ellipsis_mask", "strided_slice", [g234, [0, 1], [0, 3], [1, 2]], {"ellipsis_mask": 0b01}),
          ("strided_slice negative begin", "strided_slice", [g234, [-1, -2], [2, 3], [1, 1]], {}),
          ("strided_slice out of range clamps", "strided_slice", [g23, [-9, 1], [9, 99], [1, 1]], {}),
          ("strided_slice shrink out of range", "strided_slice", [g23, [3], [4], [1]], {"shrink_axis_mask": 1}),
          ("strided_slice zero stride", "strided_slice", [g23, [0], [1], [0]], {})]
    # slice with a negative begin, and -1 sizes
    c += [("slice negative begin", "slice", [g23, [-1, 0], [1, 2]], {}),
          ("slice size -1", "slice", [g23, [0, 1], [-1, -1]], {}),
          ("slice past the end", "slice", [g23, [1, 2], [1, 2]], {})]
    # getitem edges beyond the generated cases
    c += [("getitem int out of range", "getitem", [grid([3]), 3], {}),
          ("getitem int negative out of range", "getitem", [grid([3]), -4], {}),
          ("getitem array out of range", "getitem", [grid([3]), ("array", np.array([0, 3]))], {}),
          ("getitem array negative out of range", "getitem", [grid([3]), ("array", np.array([-4]))], {}),
          ("getitem float array", "getitem", [grid([3]), ("array", np.array([1.0]))], {}),
          ("getitem mask wrong length", "getitem", [grid([3]), ("mask", np.array([True, False]))], {}),
          ("getitem 0-d true", "getitem", [grid([2, 3]), slice(None), ("mask", np.bool_(True))], {}),
          ("getitem 0-d false", "getitem", [grid([2, 3]), ("mask", np.bool_(False))], {}),
          ("getitem two ellipses", "getitem", [grid([2, 3]), Ellipsis, Ellipsis], {}),
          ("getitem too many", "getitem", [grid([2, 3]), 0, 0, 0], {}),
          ("getitem step 0", "getitem", [grid([3]), slice(None, None, 0)], {}),
          ("getitem negative step", "getitem", [grid([5]), slice(None, None, -2)], {}),
          ("getitem mixed separated", "getitem", [grid([2, 3, 4]), ("array", np.array([0, 1])), slice(None), ("array", np.array([1, 2]))], {}),
          ("getitem mixed int and array", "getitem", [grid([2, 3, 4]), 0, slice(None), ("array", np.array([0, 1]))], {}),
          ("getitem mixed adjacent", "getitem", [grid([2, 3, 4]), slice(None), ("array", np.array([0, 1])), ("array", np.array([1, 2]))], {}),
          ("getitem empty array", "getitem", [grid([2, 3]), ("array", np.array([], dtype=np.int64))], {}),
          ("getitem empty axis int", "getitem", [grid([0, 3]), 0], {})]
    return c


def manipulation_cases():
    g23, g234 = grid([2, 3]), grid([2, 3, 4])
    f5 = A([1.5, -0.0, np.nan, np.inf, 2.5], "float32")
    c = []
    c += [("flip all", "flip", [g23], {}), ("flip axis 1", "flip", [g23], {"axis": 1}),
          ("flip axes (0,2)", "flip", [g234], {"axis": (0, 2)}), ("flip axis out of range", "flip", [g23], {"axis": 2}),
          ("flip float", "flip", [f5], {"axis": 0}), ("flip 0-d", "flip", [A(3)], {})]
    c += [("moveaxis 0 -> -1", "moveaxis", [g234, 0, -1], {}), ("moveaxis (0,1) -> (2,0)", "moveaxis", [g234, (0, 1), (2, 0)], {}),
          ("moveaxis repeated", "moveaxis", [g234, (0, 0), (1, 2)], {}), ("moveaxis out of range", "moveaxis", [g23, 2, 0], {})]
    c += [("repeat flat", "repeat", [g23, 2], {}), ("repeat axis 1", "repeat", [g23, 2], {"axis": 1}),
          ("repeat per element", "repeat", [g23, [1, 0, 2]], {"axis": 1}), ("repeat per element wrong length", "repeat", [g23, [1, 2]], {"axis": 1}),
          ("repeat negative", "repeat", [g23, -1], {}), ("repeat zero", "repeat", [g23, 0], {"axis": 0})]
    c += [("roll flat", "roll", [g23, 2], {}), ("roll axis 1", "roll", [g23, -1], {"axis": 1}),
          ("roll tuple", "roll", [g234, (1, -2)], {"axis": (0, 2)}), ("roll same axis twice", "roll", [g23, (1, 1)], {"axis": (1, 1)}),
          ("roll large shift", "roll", [g23, 7], {"axis": 1}), ("roll shift axis mismatch", "roll", [g23, (1, 2)], {"axis": (0,)})]
    c += [("tile same rank", "tile", [g23, [2, 1]], {}), ("tile fewer reps", "tile", [g23, [2]], {}),
          ("tile more reps", "tile", [g23, [2, 1, 2]], {}), ("tile zero", "tile", [g23, [0, 1]], {}),
          ("tile int", "tile", [grid([3]), 2], {})]
    c += [("unstack axis 0", "unstack", [g23], {}), ("unstack axis 1", "unstack", [g23], {"axis": 1}),
          ("unstack 0-d", "unstack", [A(3)], {})]
    c += [("split count", "split", [grid([6]), 3], {}), ("split sizes", "split", [grid([2, 6]), [1, 2, 3]], {"axis": 1}),
          ("split count uneven", "split", [grid([5]), 2], {}), ("split sizes wrong sum", "split", [grid([6]), [1, 2]], {}),
          ("split sizes zero", "split", [grid([3]), [0, 3]], {})]
    c += [("pad constant", "pad", [g23, [[1, 0], [2, 1]]], {}), ("pad constant value", "pad", [g23, [[0, 0], [1, 1]]], {"constant_values": 7}),
          ("pad reflect", "pad", [g23, [[1, 1], [2, 2]]], {"mode": "reflect"}), ("pad symmetric", "pad", [g23, [[1, 1], [3, 3]]], {"mode": "symmetric"}),
          ("pad edge", "pad", [g23, [[1, 2], [2, 0]]], {"mode": "edge"}), ("pad reflect too wide", "pad", [g23, [[0, 0], [3, 0]]], {"mode": "reflect"}),
          ("pad float constant", "pad", [f5, [[1, 1]]], {"constant_values": -0.0}),
          ("pad value 1.5 into int8", "pad", [A([1, 2], "int8"), [[1, 1]]], {"constant_values": 1.5}),
          ("pad value 300 into int8", "pad", [A([1, 2], "int8"), [[1, 1]]], {"constant_values": 300}),
          ("pad negative", "pad", [g23, [[0, 0], [-1, 0]]], {})]
    c += [("broadcast_arrays", "broadcast_arrays", [grid([2, 1]), grid([3])], {}),
          ("broadcast_arrays mixed dtypes", "broadcast_arrays", [grid([2, 1], "int8"), grid([3], "float32")], {}),
          ("broadcast_arrays mismatch", "broadcast_arrays", [grid([2]), grid([3])], {})]
    c += [("concat axis None", "concat", [[g23, grid([3])]], {"axis": None}),
          ("concat axis None mixed dtypes", "concat", [[grid([2], "int8"), grid([1], "float32")]], {"axis": None})]
    c += [("expand_dims (0, 2)", "expand_dims", [g23, (0, 2)], {}), ("expand_dims (-1, 0)", "expand_dims", [g23, (-1, 0)], {}),
          ("expand_dims repeated", "expand_dims", [g23, (1, 1)], {}),
          ("squeeze (0, 2)", "squeeze", [grid([1, 3, 1])], {"axis": (0, 2)}), ("squeeze not 1", "squeeze", [grid([1, 3, 1])], {"axis": (0, 1)})]
    return c


def lib_args(lib, args):
    out = []
    for a in args:
        if isinstance(a, tuple) and len(a) == 2 and a[0] == "input":
            out.append(to_lib(lib, a[1]))
        elif isinstance(a, list) and a and isinstance(a[0], tuple) and a[0][0] == "input":
            out.append([to_lib(lib, x[1]) for x in a])
        else:
            out.append(a)
    return out


def encode_arg(a):
    if isinstance(a, tuple) and len(a) == 2 and a[0] in ("input", "array", "mask"):
        return {a[0]: array_json(a[1])} if a[0] == "input" else encode_item(a)
    if isinstance(a, list) and a and isinstance(a[0], tuple):
        return [encode_arg(x) for x in a]
    if isinstance(a, slice) or a is Ellipsis:
        return encode_item(a)
    if isinstance(a, tuple):
        return list(a)
    return a


def read_result(lib, value):
    if isinstance(value, (list, tuple)):
        return {"results": [array_json(lib.to_numpy(v)) for v in value]}
    return {"result": array_json(lib.to_numpy(value))}


def value_cases(lib, cases):
    out = []
    for case_id, fn, args, kwargs in cases:
        def call():
            xs = lib_args(lib, args)
            return FUNCTIONS[fn](lib, *xs, **kwargs)
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                value = call()
                got = None if value is NOT_AN_OP else read_result(lib, value)
        except Exception as exc:  # every library raises its own classes; the name is what we record
            got = {"raises": refused(exc)["refused"], "message": str(exc).split("\n")[0][:200]}
        case = {"id": case_id, "fn": fn, "args": [encode_arg(a) for a in args], "kwargs": {k: encode_arg(v) for k, v in kwargs.items()}}
        out.append({**case, **(got if got is not None else {"absent": True})})
    return out


# ---------------------------------------------------------------- dtype tables

# Each function on a [1, 3] operand (or a Python scalar, where the call takes one): the result's dtype.
TABLE_CALLS = {
    "take": lambda L, x, s: take(L, x, to_lib(L, np.array([0]))),
    "take_along_axis": lambda L, x, s: NOT_AN_OP if s else take_along_axis(L, x, to_lib(L, np.array([[0]])), axis=1),
    "gather": lambda L, x, s: NOT_AN_OP if s else gather(L, x, to_lib(L, np.array([0])), axis=1),
    "gather_nd": lambda L, x, s: NOT_AN_OP if s else gather_nd(L, x, to_lib(L, np.array([[0, 1]]))),
    "boolean_mask": lambda L, x, s: NOT_AN_OP if s else boolean_mask(L, x, to_lib(L, np.array([True]))),
    "strided_slice": lambda L, x, s: NOT_AN_OP if s else strided_slice(L, x, [0, 2], [1, 0], [1, -1]),
    "flip": lambda L, x, s: flip(L, x, None if s else 1),
    "moveaxis": lambda L, x, s: NOT_AN_OP if s else moveaxis(L, x, 0, 1),
    "repeat": lambda L, x, s: repeat(L, x, 2, None if s else 1),
    "roll": lambda L, x, s: roll(L, x, 1, None if s else 1),
    "tile": lambda L, x, s: tile(L, x, [2] if s else [2, 1]),
    "unstack": lambda L, x, s: NOT_AN_OP if s else unstack(L, x, 1)[0],
    "split": lambda L, x, s: NOT_AN_OP if s else split(L, x, 3, 1)[0],
    "pad": lambda L, x, s: NOT_AN_OP if s else pad(L, x, [[0, 0], [1, 1]]),
    "broadcast_arrays": lambda L, x, s: broadcast_arrays(L, x, x)[0],
}
TABLE_FORMS = {"take": "take(x, [0]) (axis None)", "take_along_axis": "take_along_axis(x, [[0]], axis 1)",
               "gather": "gather(x, [0], axis 1)", "gather_nd": "gather_nd(x, [[0, 1]])", "boolean_mask": "boolean_mask(x, [True])",
               "strided_slice": "strided_slice(x, [0, 2], [1, 0], [1, -1])", "flip": "axis 1 (a Python scalar: no axis)",
               "moveaxis": "0 -> 1", "repeat": "2, axis 1 (a Python scalar: no axis)", "roll": "1, axis 1 (a Python scalar: no axis)",
               "tile": "[2, 1] (a Python scalar: [2])", "unstack": "axis 1, the first part", "split": "3 parts along axis 1, the first",
               "pad": "[[0, 0], [1, 1]] with zeros", "broadcast_arrays": "broadcast_arrays(x, x), the first"}


def tables_section(lib):
    from record_ops import forms, unary_table
    tables = []
    for op, call in TABLE_CALLS.items():
        for form in forms(lib, "python"):
            def cell(k, op=op, call=call, form=form):
                scalar = k in WEAK and form == "python"

                def fn():
                    x = lib.operand(k, [1, 3], form)
                    return call(lib, x, scalar)
                # eagerly: JAX cannot trace a boolean mask's result shape (jax.eval_shape refuses it)
                return run(fn, lib.result)
            kinds = KINDS if form == "python" else WEAK
            table = unary_table("getitem", CALLS[lib_name(lib)][op] or "none", form, cell, kinds)
            table["op"] = op
            if CALLS[lib_name(lib)][op] is None:
                table = {"op": op, "weakOperand": form, "absent": f"{lib_name(lib)} has no {op}"}
            tables.append(table)
    return {"operand": "ones of shape [1, 3] of the kind, or the Python scalar (python form) or weakly typed array (weak-array)",
            "forms": TABLE_FORMS, "tables": tables}


def index_dtype_section(lib):
    """Which index dtypes getitem (an array index), take and gather take: the result's dtype (the data's,
    int32) or the refusal. A bool array is a mask in getitem."""
    out = {}
    x = to_lib(lib, source([3]))
    for op in ("getitem", "take", "gather", "take_along_axis"):
        row = []
        for d in DTYPES:
            idx = np.zeros(1, dtype=np_dtype(d))
            def fn(op=op, idx=idx):
                i = to_lib(lib, idx)
                if op == "getitem":
                    return x[i]
                if op == "take_along_axis":
                    return take_along_axis(lib, x, i, axis=0)
                return take(lib, x, i) if op == "take" else gather(lib, x, i)
            row.append(outcome(fn, lambda v: {"shape": [int(s) for s in lib.to_numpy(v).shape]}))
        out[op] = row
    return {"kinds": CODES, "operand": "x = arange(3) int32; the index: [0] of the dtype (bool: [False])", "rows": out}


# ---------------------------------------------------------------- functional updates

UPDATE_OPS = ["set", "add", "multiply", "min", "max"]


def update(lib, op, x, idx, v):
    """x with x[idx] updated by v as the library does it (see CALLS[...]["at"]); x is not the caller's."""
    name = lib_name(lib)
    if name == "numpy":
        x = np.array(x, copy=True)
        if op == "set":
            x[idx] = v
        else:
            {"add": np.add, "multiply": np.multiply, "min": np.minimum, "max": np.maximum}[op].at(x, idx, v)
        return x
    if name == "jax":
        return getattr(x.at[idx], op)(v)
    if name == "tensorflow":
        tf = lib.tf
        fn = {"set": tf.tensor_scatter_nd_update, "add": tf.tensor_scatter_nd_add, "min": tf.tensor_scatter_nd_min,
              "max": tf.tensor_scatter_nd_max}.get(op)
        if fn is None:
            return NOT_AN_OP
        i = tf.reshape(idx, [-1, 1]) if hasattr(idx, "shape") else tf.constant([[idx]])
        n = int(i.shape[0])
        vs = v if hasattr(v, "shape") and len(v.shape) else ([v] * n if not hasattr(v, "shape") else tf.fill([n], v))
        return fn(x, i, vs)
    torch = lib.torch
    x = x.clone()
    if op == "set":
        x[idx] = v
        return x
    s = x[idx]
    if op == "add":
        s.add_(v)
    elif op == "multiply":
        s.mul_(v)
    else:
        t = v if isinstance(v, torch.Tensor) else torch.as_tensor(v)
        (torch.minimum if op == "min" else torch.maximum)(s, t, out=s)
    x[idx] = s
    return x


def updates_section(lib):
    """x (ones [3] of each dtype, or the weakly typed array) updated at [0] by v of each kind: the result's dtype
    (x's, or a refusal), and where JAX warned (its FutureWarning on an unsafe cast)."""
    from record_ops import forms
    name = lib_name(lib)
    tables = []
    for op in UPDATE_OPS:
        for form in forms(lib, "python"):
            warned = []

            def cell(r, c, op=op, form=form):
                def fn():
                    x = lib.operand(r, [3], form) if r not in WEAK else lib.operand(r, [3], "weak-array")
                    v = lib.operand(c, [1], form) if c not in WEAK or form == "weak-array" else lib.operand(c, [1], "python")
                    idx = lib.tf.constant([0]) if name == "tensorflow" else to_lib(lib, np.array([0]))
                    with warnings.catch_warnings(record=True) as w:
                        warnings.simplefilter("always")
                        out = update(lib, op, x, idx, v)
                    if any(issubclass(m.category, FutureWarning) and "scatter" in str(m.message) for m in w):
                        warned.append(f"{r} {c}")
                    return out
                return run(fn, lib.result)
            rows = CODES + (WEAK if form == "weak-array" else [])
            if CALLS[name]["at"][op] is None:
                tables.append({"op": op, "weakOperand": form, "absent": f"{name} has no {op} update"})
                continue
            t = with_weak_dtypes({"op": op, "call": CALLS[name]["at"][op], "weakOperand": form, "rows": rows, "cols": KINDS,
                                  "cells": [[cell(r, c) for c in KINDS] for r in rows]})
            if warned:
                t["warned"] = warned
            tables.append(t)
    return {"operand": "x: ones [3] of the row's dtype (weak rows: the weakly typed array); v: the column's kind as ones [1] "
                       "(weak columns: a Python scalar 1, 1.0, 1+0j, or the weakly typed array); the index [0]",
            "tables": tables, "values": value_cases_updates(lib)}


def update_cases():
    """(id, op, x, index, v): duplicates, out-of-range and negative indices, where the arithmetic happens."""
    z = A([0, 0, 0], "float32")
    c = []
    for op in UPDATE_OPS:
        c.append((f"{op} duplicates", op, A([5, 1, 1], "float32"), I([0, 0, 1]), A([1, 2, 3], "float32")))
    c += [("add out of range", "add", z, I([0, 5]), A([1, 1], "float32")),
          ("set out of range", "set", z, I([3]), A([1], "float32")),
          ("add negative index", "add", z, I([-1]), A([2], "float32")),
          ("add -1 + 0.6 into int8", "add", A([-1, 1, 0], "int8"), I([0, 1]), A([0.6, 0.6], "float64")),
          ("add 0.6 twice into int8", "add", A([0, 0, 0], "int8"), I([0, 0]), A([0.6, 0.6], "float64")),
          ("set 1.7 into int8", "set", A([0, 0, 0], "int8"), I([0]), A([1.7], "float64")),
          ("set 300 into uint8 array", "set", A([0, 0, 0], "uint8"), I([0]), A([300], "int32")),
          ("add wraps int8", "add", A([127, 0, 0], "int8"), I([0]), A([1], "int8")),
          ("add float16 duplicates", "add", A([0, 0, 0], "float16"), I([0] * 4), A([2049, 1, 1, 1], "float16")),
          ("multiply bool", "multiply", A([True, True, False], "bool"), I([0]), A([False], "bool")),
          ("add bool", "add", A([True, False, False], "bool"), I([0, 1]), A([True, True], "bool")),
          ("min nan", "min", A([1, 2, 3], "float32"), I([0, 1]), A([np.nan, 5], "float32")),
          ("max nan in x", "max", A([np.nan, 2, 3], "float32"), I([0]), A([5], "float32")),
          ("min -0", "min", A([0.0, 1, 1], "float32"), I([0]), A([-0.0], "float32")),
          ("set 2-D row", "set", grid([2, 3], "float32"), I([1]), A([7, 8, 9], "float32"))]
    return c


def value_cases_updates(lib):
    out = []
    name = lib_name(lib)
    for case_id, op, x, idx, v in update_cases():
        def call():
            xs, vs = to_lib(lib, x[1]), to_lib(lib, v[1])
            i = idx[1]
            if name == "tensorflow":
                i = lib.tf.constant(i)
                if vs.shape.rank == 1 and len(x[1].shape) == 2 and op == "set":
                    vs = lib.tf.reshape(vs, [1, -1])
            elif name != "numpy":
                i = to_lib(lib, i)
            return update(lib, op, xs, i, vs)
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                value = call()
                got = {"absent": True} if value is NOT_AN_OP else {"result": array_json(lib.to_numpy(value))}
        except Exception as exc:  # every library raises its own classes; the name is what we record
            got = {"raises": refused(exc)["refused"], "message": str(exc).split("\n")[0][:200]}
        out.append({"id": case_id, "op": op, "x": array_json(x[1]), "index": array_json(idx[1]), "v": array_json(v[1]), **got})
    return out


# ---------------------------------------------------------------- the document

def record(library, mode):
    warnings.simplefilter("ignore")
    cpu = pin_to_one_cpu()
    lib = LIBRARIES[library](mode)
    name = lib_name(lib)
    sections = {
        "tables": tables_section(lib),
        "indexDtypes": index_dtype_section(lib),
        "functions": value_cases(lib, function_cases()),
        "manipulation": value_cases(lib, manipulation_cases()),
        "updates": updates_section(lib),
    }
    if (library, mode) in GETITEM_MODES:
        sections["getitem"] = getitem_section(lib)
    extra = lib.header() if hasattr(lib, "header") else lib.extra
    document = {
        "header": {
            "library": library,
            "version": lib.version,
            "mode": mode,
            "recordedWith": command_line(),
            "format": "conformance/fixtures/indexing/README.md",
            **extra,
            "calls": CALLS[name],
            "getitemCases": (f"{GETITEM_CASES} index expressions from seed {SEED}" if (library, mode) in GETITEM_MODES
                             else "not recorded in this mode (indexing does not depend on the promotion mode): see "
                                  + next(f"{l}-{m}" for l, m in sorted(GETITEM_MODES) if l == library)),
            "cpu": cpu,
        },
        **sections,
    }
    write_fixture(os.path.join("indexing", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
