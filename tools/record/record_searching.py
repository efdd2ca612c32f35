"""Record searching and set functions from the real libraries: searchsorted and nonzero (fixtures
searching/) and unique_all, unique_counts, unique_inverse, unique_values (fixtures sets/): their
dtype tables (index and count dtypes, the promotion of searchsorted's two operands and its
refusals) and their values on edge cases (NaN, -0 beside 0, sides, sorter, empty and 0-d operands,
Python scalars, N-D operands, 64-bit integers beyond 2^53, half floats, complex).

Usage:
  record_searching.py                record every library mode, each in a fresh process
  record_searching.py LIBRARY MODE   record one (tensorflow legacy|safe|all, numpy default,
                                     jax x64|x32|strict, torch default)

Writes conformance/fixtures/searching/<library>-<mode>.json and
conformance/fixtures/sets/<library>-<mode>.json; the formats are described in the READMEs there.
Cells and arrays as in ops/ (record_ops.py).
"""

import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import KINDS, WEAK, command_line, refused, with_weak_dtypes, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import MODES  # noqa: E402
from record_ops import LIBRARIES, NOT_AN_OP, arr, array_json, forms, pin_to_one_cpu, run  # noqa: E402
from record_indexing import lib_name, to_lib  # noqa: E402


# ---------------------------------------------------------------- each library's calls

def searchsorted(lib, x1, x2, side="left", sorter=None):
    """The insertion points of x2 in x1 (sorted along its last axis). TensorFlow has no `sorter`:
    its users gather first (`tf.gather(x1, sorter)`), which gives the same positions."""
    name = lib_name(lib)
    if name == "numpy":
        return np.searchsorted(x1, x2, side=side, sorter=sorter)
    if name == "jax":
        return lib.jnp.searchsorted(x1, x2, side=side, sorter=sorter)
    if name == "tensorflow":
        tf = lib.tf
        seq = x1 if sorter is None else tf.gather(x1, sorter)
        return tf.searchsorted(seq, x2, side=side)
    return lib.torch.searchsorted(x1, x2, side=side, sorter=sorter)


def nonzero(lib, x):
    """The indices of the nonzero elements, one index array per axis (TensorFlow: tf.where(x), an
    (n, ndim) matrix, given here as its columns; PyTorch: torch.nonzero(x, as_tuple=True))."""
    name = lib_name(lib)
    if name == "numpy":
        return tuple(np.nonzero(x))
    if name == "jax":
        return tuple(lib.jnp.nonzero(x))
    if name == "tensorflow":
        w = lib.tf.where(x)
        return tuple(w[:, k] for k in range(w.shape[1]))
    return tuple(lib.torch.nonzero(x, as_tuple=True))


def argwhere(lib, x):
    """The (n, ndim) matrix of the nonzero elements' coordinates (TensorFlow: tf.where(x))."""
    name = lib_name(lib)
    if name == "numpy":
        return np.argwhere(x)
    if name == "jax":
        return lib.jnp.argwhere(x)
    if name == "tensorflow":
        return lib.tf.where(x)
    return lib.torch.argwhere(x)


def _tf_first_indices(tf, n, idx, k):
    """The first occurrence of each of k unique values (TensorFlow has no such output)."""
    return tf.math.unsorted_segment_min(tf.range(n, dtype=idx.dtype), idx, k)


def _torch_first_indices(torch, n, inverse, k):
    first = torch.full((k,), n, dtype=torch.int64)
    return first.scatter_reduce(0, inverse.reshape(-1), torch.arange(n), reduce="amin")


def unique(lib, x, fn):
    """unique_all (values, indices, inverse_indices, counts), unique_counts (values, counts),
    unique_inverse (values, inverse_indices), unique_values (values) as each library's users write
    them: NumPy's and JAX's own functions; TensorFlow's tf.unique / tf.unique_with_counts (1-D, in
    order of first occurrence; the first indices by tf.math.unsorted_segment_min); PyTorch's
    torch.unique(sorted=True, return_inverse, return_counts) (the first indices by scatter_reduce
    'amin')."""
    name = lib_name(lib)
    if name in ("numpy", "jax"):
        m = np if name == "numpy" else lib.jnp
        return tuple(getattr(m, fn)(x)) if fn != "unique_values" else (getattr(m, fn)(x),)
    if name == "tensorflow":
        tf = lib.tf
        if fn == "unique_values":
            return (tf.unique(x).y,)
        if fn == "unique_inverse":
            r = tf.unique(x)
            return (r.y, r.idx)
        r = tf.unique_with_counts(x)
        if fn == "unique_counts":
            return (r.y, r.count)
        return (r.y, _tf_first_indices(tf, tf.size(x, out_type=r.idx.dtype), r.idx, tf.size(r.y)), r.idx, r.count)
    torch = lib.torch
    if fn == "unique_values":
        return (torch.unique(x, sorted=True),)
    if fn == "unique_inverse":
        v, inv = torch.unique(x, sorted=True, return_inverse=True)
        return (v, inv)
    if fn == "unique_counts":
        v, c = torch.unique(x, sorted=True, return_counts=True)
        return (v, c)
    v, inv, c = torch.unique(x, sorted=True, return_inverse=True, return_counts=True)
    return (v, _torch_first_indices(torch, x.numel(), inv, v.numel()), inv, c)


SETS = ("unique_all", "unique_counts", "unique_inverse", "unique_values")
FUNCTIONS = {"searchsorted": searchsorted, "nonzero": nonzero, "argwhere": argwhere,
             **{fn: (lambda fn: lambda lib, x: unique(lib, x, fn))(fn) for fn in SETS}}

CALLS = {
    "numpy": {"searchsorted": "np.searchsorted(x1, x2, side, sorter)", "nonzero": "np.nonzero(x)", "argwhere": "np.argwhere(x)",
              **{fn: f"np.{fn}(x)" for fn in SETS}},
    "jax": {"searchsorted": "jnp.searchsorted(x1, x2, side, sorter)", "nonzero": "jnp.nonzero(x)", "argwhere": "jnp.argwhere(x)",
            **{fn: f"jnp.{fn}(x)" for fn in SETS}},
    "tensorflow": {"searchsorted": "tf.searchsorted(x1, x2, side) (sorter: tf.searchsorted(tf.gather(x1, sorter), x2, side))",
                   "nonzero": "tf.where(x) (an (n, ndim) matrix; its columns)", "argwhere": "tf.where(x)",
                   "unique_all": "tf.unique_with_counts(x) (y, idx, count) and tf.math.unsorted_segment_min(tf.range(n), idx, k) for the first indices",
                   "unique_counts": "tf.unique_with_counts(x) (y, count)", "unique_inverse": "tf.unique(x) (y, idx)",
                   "unique_values": "tf.unique(x).y"},
    "torch": {"searchsorted": "torch.searchsorted(x1, x2, side=side, sorter=sorter)", "nonzero": "torch.nonzero(x, as_tuple=True)",
              "argwhere": "torch.argwhere(x)",
              "unique_all": "torch.unique(x, sorted=True, return_inverse=True, return_counts=True) and scatter_reduce('amin') for the first indices",
              "unique_counts": "torch.unique(x, sorted=True, return_counts=True)", "unique_inverse": "torch.unique(x, sorted=True, return_inverse=True)",
              "unique_values": "torch.unique(x, sorted=True)"},
}


# ---------------------------------------------------------------- dtype tables

def part(fn, k):
    return lambda L, x: FUNCTIONS[fn](L, x)[k]


# the unary tables: each call on ones of shape [1, 3] of the kind (nonzero and argwhere: of [3] and [1, 3])
UNARY_TABLES = {
    "nonzero": ([1, 3], part("nonzero", 0)),
    "argwhere": ([1, 3], lambda L, x: argwhere(L, x)),
    "unique_values": ([3], part("unique_values", 0)),
    "unique_indices": ([3], part("unique_all", 1)),
    "unique_inverse_indices": ([3], part("unique_inverse", 1)),
    "unique_counts": ([3], part("unique_counts", 1)),
}
UNARY_FORMS = {"nonzero": "nonzero(x)[0]: the index dtype", "argwhere": "argwhere(x): the index dtype",
               "unique_values": "unique_values(x): the values", "unique_indices": "unique_all(x).indices: their dtype",
               "unique_inverse_indices": "unique_inverse(x).inverse_indices: their dtype",
               "unique_counts": "unique_counts(x).counts: their dtype"}
TABLE_OF = {"nonzero": "nonzero", "argwhere": "argwhere", "unique_values": "unique_values", "unique_indices": "unique_all",
            "unique_inverse_indices": "unique_inverse", "unique_counts": "unique_counts"}


def unary_tables(lib, ops):
    name = lib_name(lib)
    tables = []
    for op in ops:
        shape, call = UNARY_TABLES[op]
        for form in forms(lib, "python"):
            def cell(k, call=call, form=form, shape=shape):
                if k in WEAK and form == "python":
                    return None
                return run(lambda: call(lib, lib.operand(k, shape, form)), lib.result)
            kinds = KINDS if form == "python" else WEAK
            tables.append(with_weak_dtypes({"op": op, "call": CALLS[name][TABLE_OF[op]], "weakOperand": form, "operandShape": shape,
                                            "kinds": kinds, "cells": [cell(k) for k in kinds]}))
    return tables


def searchsorted_tables(lib):
    """searchsorted(x1, x2) on x1 ones of shape [3] of the row's kind and x2 ones of shape [2] of the
    column's kind (a Python scalar for a weak column; weak-array: the weakly typed array): the index
    dtype, or the refusal. A Python scalar is no x1 (its rows are null)."""
    name = lib_name(lib)
    tables = []
    for form in forms(lib, "python"):
        def cell(a, b, form=form):
            if a in WEAK and form == "python":
                return None
            x1 = lib.operand(a, [3], form)
            x2 = lib.operand(b, [2], form) if (b in WEAK and form == "weak-array") or b not in WEAK else lib.operand(b, [], "python")
            return run(lambda: searchsorted(lib, x1, x2), lib.result)
        tables.append(with_weak_dtypes({"op": "searchsorted", "call": CALLS[name]["searchsorted"], "weakOperand": form, "operandShape": [3],
                                        "rows": KINDS, "cols": KINDS, "cells": [[cell(a, b) for b in KINDS] for a in KINDS]}))
    return tables


# ---------------------------------------------------------------- values and errors

NAN, INF = float("nan"), float("inf")


def A(values, dtype, shape=None):
    return arr(values, dtype, shape)


def search_cases():
    """(id, function, args, kwargs): args are arrays or Python scalars."""
    c = []
    seq = [-INF, -2.0, -0.0, 0.0, 1.0, 1.0, 3.5, INF, NAN, NAN]
    probes = [NAN, -0.0, 0.0, 1.0, INF, -INF, 2.0, -3.0, 4.0]
    for d in ("float64", "float32", "float16", "bfloat16"):
        for side in ("left", "right"):
            c.append((f"searchsorted {d} edges {side}", "searchsorted", [A(seq, d), A(probes, d)], {"side": side}))
    for side in ("left", "right"):
        c += [(f"searchsorted int32 duplicates {side}", "searchsorted", [A([1, 2, 2, 2, 5], "int32"), A([0, 2, 3, 5, 6], "int32")], {"side": side}),
              (f"searchsorted uint64 large {side}", "searchsorted", [A([1, 2**53, 2**53 + 1, 2**63, 2**64 - 1], "uint64"), A([2**53 + 1, 2**64 - 1, 0, 2**63 + 1], "uint64")], {"side": side}),
              (f"searchsorted int64 large {side}", "searchsorted", [A([-2**63, -(2**53) - 1, 2**53, 2**53 + 1, 2**63 - 1], "int64"), A([2**53 + 1, -2**63, 2**63 - 1, 0], "int64")], {"side": side}),
              (f"searchsorted complex128 {side}", "searchsorted", [A([1 + 1j, 1 + 2j, 2 + 0j, complex(NAN, 0)], "complex128"), A([1 + 1.5j, 2 + 0j, complex(NAN, 0), 0j], "complex128")], {"side": side}),
              (f"searchsorted bool {side}", "searchsorted", [A([False, False, True], "bool"), A([True, False], "bool")], {"side": side})]
    c += [("searchsorted sorter", "searchsorted", [A([3, 1, 2, 5], "int32"), A([2, 4, 0], "int32")], {"sorter": A([1, 2, 0, 3], "int64")}),
          ("searchsorted sorter right", "searchsorted", [A([3.0, 1.0, 2.0, 1.0], "float32"), A([1.0, 2.0], "float32")], {"side": "right", "sorter": A([1, 3, 2, 0], "int64")}),
          ("searchsorted empty x1", "searchsorted", [A([], "float32"), A([1.0, 2.0], "float32")], {}),
          ("searchsorted empty x2", "searchsorted", [A([1.0, 2.0], "float32"), A([], "float32")], {}),
          ("searchsorted 2-D x2", "searchsorted", [A([1, 3, 5], "int16"), A([[0, 3], [4, 6]], "int16")], {}),
          ("searchsorted 2-D x1 rows", "searchsorted", [A([[1, 3, 5], [2, 4, 6]], "int16"), A([[3, 3], [3, 7]], "int16")], {}),
          ("searchsorted 2-D x1 1-D x2", "searchsorted", [A([[1, 3, 5], [2, 4, 6]], "int16"), A([3, 3], "int16")], {}),
          ("searchsorted 0-d x2", "searchsorted", [A([1, 3, 5], "int32"), A(4, "int32")], {}),
          ("searchsorted 0-d x1", "searchsorted", [A(1, "int32"), A([4], "int32")], {}),
          ("searchsorted python int", "searchsorted", [A([1, 3, 5], "int8"), 4], {}),
          ("searchsorted python float into int", "searchsorted", [A([1, 3, 5], "int8"), 2.5], {}),
          ("searchsorted python int out of range", "searchsorted", [A([0, 100, 200], "uint8"), 300], {}),
          ("searchsorted python negative into uint", "searchsorted", [A([0, 100, 200], "uint8"), -1], {}),
          ("searchsorted int8 into float32", "searchsorted", [A([1.5, 2.5, 3.5], "float32"), A([2, 3], "int8")], {}),
          ("searchsorted float into int8", "searchsorted", [A([1, 2, 3], "int8"), A([1.5, 2.5], "float32")], {}),
          ("searchsorted uint8 and int8", "searchsorted", [A([0, 100, 200], "uint8"), A([-1, 100], "int8")], {}),
          ("searchsorted int64 and uint64", "searchsorted", [A([-5, 0, 5], "int64"), A([3, 2**63], "uint64")], {}),
          ("searchsorted float16 and float32", "searchsorted", [A([1.0, 1.0009765625, 2.0], "float16"), A([1.0005, 1.001], "float32")], {}),
          ("searchsorted side bad", "searchsorted", [A([1, 2], "int32"), A([1], "int32")], {"side": "middle"}),
          ("searchsorted unsorted x1", "searchsorted", [A([3, 1, 2, 0], "int32"), A([2], "int32")], {})]
    return c


def nonzero_cases():
    c = []
    for fn in ("nonzero", "argwhere"):
        c += [(f"{fn} float64 edges", fn, [A([0.0, -0.0, NAN, 1.0, -INF, 5e-324], "float64")], {}),
              (f"{fn} float16 edges", fn, [A([0.0, -0.0, NAN, 6e-8, INF], "float16")], {}),
              (f"{fn} bfloat16 edges", fn, [A([-0.0, 1e-40, 0.0, NAN], "bfloat16")], {}),
              (f"{fn} complex64", fn, [A([0j, complex(0, -0.0), 1j, complex(NAN, 0), complex(-0.0, 0)], "complex64")], {}),
              (f"{fn} bool", fn, [A([True, False, True], "bool")], {}),
              (f"{fn} uint64", fn, [A([0, 2**64 - 1, 2**63, 0], "uint64")], {}),
              (f"{fn} int8", fn, [A([0, -1, 0, 127], "int8")], {}),
              (f"{fn} 2-D", fn, [A([[0, 1, 2], [3, 0, 0]], "int32")], {}),
              (f"{fn} 3-D", fn, [A([0, 1, 0, 0, 1, 1, 0, 0], "float32", [2, 2, 2])], {}),
              (f"{fn} 0-d nonzero", fn, [A(5, "int32")], {}),
              (f"{fn} 0-d zero", fn, [A(0, "int32")], {}),
              (f"{fn} empty", fn, [A([], "float32")], {}),
              (f"{fn} empty 2-D", fn, [A([], "int32", [0, 3])], {}),
              (f"{fn} all zero", fn, [A([0, 0, 0], "int16")], {})]
    return c


SET_INPUTS = [
    ("float64 edges", A([2.0, NAN, -0.0, 1.0, 0.0, NAN, 1.0, -INF, 2.0, INF], "float64")),
    ("float32 edges", A([0.0, -0.0, NAN, 3.0, -1.0, NAN, 3.0], "float32")),
    ("float16 duplicates", A([1.0, 1.0009765625, 1.0, 65504.0, -65504.0, NAN], "float16")),
    ("bfloat16", A([1.0, 1.0078125, 1.0, NAN, -0.0, 0.0], "bfloat16")),
    ("int32 order", A([3, 1, 2, 3, 1, 0], "int32")),
    ("uint64 large", A([2**64 - 1, 2**53, 2**53 + 1, 2**64 - 1, 2**53], "uint64")),
    ("int64 large", A([2**53 + 1, -2**63, 2**53, 2**53 + 1, -2**63], "int64")),
    ("int8", A([-128, 127, 0, -128, 5], "int8")),
    ("bool", A([True, False, True, True], "bool")),
    ("complex64", A([1 + 1j, 1 + 0j, 1 + 1j, complex(NAN, 0), 0j, complex(0, NAN)], "complex64")),
    ("2-D", A([[3, 1], [1, 2]], "int16")),
    ("3-D float", A([1.0, 2.0, 1.0, 0.5, 2.0, 2.0, 0.5, 1.0], "float32", [2, 2, 2])),
    ("empty", A([], "float32")),
    ("0-d", A(7, "int32")),
]


def set_cases():
    return [(f"{fn} {label}", fn, [x], {}) for fn in SETS for label, x in SET_INPUTS]


def read_result(lib, value):
    if isinstance(value, tuple):
        return {"results": [array_json(lib.to_numpy(v)) for v in value]}
    return {"result": array_json(lib.to_numpy(value))}


def arg_json(lib, a):
    return array_json(a) if isinstance(a, np.ndarray) else {"python": a}


def arg_of(lib, a):
    return to_lib(lib, a) if isinstance(a, np.ndarray) else a


def values_section(lib, cases):
    out = []
    for case_id, fn, args, kwargs in cases:
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                kw = {k: (arg_of(lib, v) if isinstance(v, np.ndarray) else v) for k, v in kwargs.items()}
                value = FUNCTIONS[fn](lib, *[arg_of(lib, a) for a in args], **kw)
                got = {"absent": True} if value is NOT_AN_OP else read_result(lib, value)
        except Exception as exc:  # every library raises its own classes; the name is what we record
            got = {"raises": refused(exc)["refused"], "message": str(exc).split("\n")[0][:200]}
        out.append({"id": case_id, "fn": fn, "args": [arg_json(lib, a) for a in args],
                    "kwargs": {k: (array_json(v) if isinstance(v, np.ndarray) else v) for k, v in kwargs.items()}, **got})
    return out


# ---------------------------------------------------------------- the documents

def record(library, mode):
    warnings.simplefilter("ignore")
    cpu = pin_to_one_cpu()
    lib = LIBRARIES[library](mode)
    name = lib_name(lib)
    extra = lib.header() if hasattr(lib, "header") else lib.extra
    header = {"library": library, "version": lib.version, "mode": mode, "recordedWith": command_line(), **extra, "cpu": cpu}
    searching = {
        "header": {**header, "format": "conformance/fixtures/searching/README.md",
                   "calls": {k: CALLS[name][k] for k in ("searchsorted", "nonzero", "argwhere")}},
        "tables": {"operand": "searchsorted: x1 ones [3] of the row's kind, x2 ones [2] of the column's (a Python scalar, or the weakly typed array); "
                              "nonzero, argwhere: ones [1, 3] of the kind",
                   "forms": {"searchsorted": "searchsorted(x1, x2): the index dtype", **{k: UNARY_FORMS[k] for k in ("nonzero", "argwhere")}},
                   "tables": searchsorted_tables(lib) + unary_tables(lib, ("nonzero", "argwhere"))},
        "values": values_section(lib, search_cases() + nonzero_cases()),
    }
    write_fixture(os.path.join("searching", f"{library}-{mode}.json"), searching)
    sets = {
        "header": {**header, "format": "conformance/fixtures/sets/README.md", "calls": {k: CALLS[name][k] for k in SETS}},
        "tables": {"operand": "ones [3] of the kind", "forms": {k: UNARY_FORMS[k] for k in ("unique_values", "unique_indices", "unique_inverse_indices", "unique_counts")},
                   "tables": unary_tables(lib, ("unique_values", "unique_indices", "unique_inverse_indices", "unique_counts"))},
        "values": values_section(lib, set_cases()),
    }
    write_fixture(os.path.join("sets", f"{library}-{mode}.json"), sets)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
