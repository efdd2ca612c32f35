"""Record sorting from the real libraries: sort, argsort and top_k: their dtype tables (the sorted
values' dtype and weak flag, the index dtype, the refusals) and their values on edge cases (NaN and
its placement ascending and descending, -0 beside 0, infinities, duplicates and stability, empty
and 0-d operands, each axis, 64-bit integers beyond 2^53, half floats, complex order).

Usage:
  record_sorting.py                record every library mode, each in a fresh process
  record_sorting.py LIBRARY MODE   record one (tensorflow legacy|safe|all, numpy default,
                                   jax x64|x32|strict, torch default)

Writes conformance/fixtures/sorting/<library>-<mode>.json; the format is described in
conformance/fixtures/sorting/README.md. Cells and arrays as in ops/ (record_ops.py).
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

def sort(lib, x, axis=-1, descending=False):
    """A stable sort along `axis`, ascending or descending, as each library's users write it. NumPy
    has no descending sort: the Array API's form over it (array_api_compat: flip, stable sort, flip)."""
    name = lib_name(lib)
    if name == "numpy":
        if not descending:
            return np.sort(x, axis=axis, stable=True)
        return np.flip(np.sort(np.flip(x, axis=axis), axis=axis, stable=True), axis=axis)
    if name == "jax":
        return lib.jnp.sort(x, axis=axis, stable=True, descending=descending)
    if name == "tensorflow":
        return lib.tf.sort(x, axis=axis, direction="DESCENDING" if descending else "ASCENDING")
    return lib.torch.sort(x, dim=axis, descending=descending, stable=True).values


def argsort(lib, x, axis=-1, descending=False):
    """The indices of a stable sort along `axis` (descending: equal elements keep their order)."""
    name = lib_name(lib)
    if name == "numpy":
        if not descending:
            return np.argsort(x, axis=axis, stable=True)
        n = x.shape[axis] if x.ndim else 1
        return n - 1 - np.flip(np.argsort(np.flip(x, axis=axis), axis=axis, stable=True), axis=axis)
    if name == "jax":
        return lib.jnp.argsort(x, axis=axis, stable=True, descending=descending)
    if name == "tensorflow":
        return lib.tf.argsort(x, axis=axis, direction="DESCENDING" if descending else "ASCENDING", stable=True)
    return lib.torch.argsort(x, dim=axis, descending=descending, stable=True)


def top_k(lib, x, k=1, sorted_=True):
    """The k largest along the last axis and their indices (TensorFlow's tf.math.top_k, PyTorch's
    torch.topk, JAX's lax.top_k); NumPy has none."""
    name = lib_name(lib)
    if name == "numpy":
        return NOT_AN_OP
    if name == "jax":
        return tuple(lib.lax.top_k(x, k))
    if name == "tensorflow":
        r = lib.tf.math.top_k(x, k=k, sorted=sorted_)
        return (r.values, r.indices)
    r = lib.torch.topk(x, k, dim=-1, largest=True, sorted=sorted_)
    return (r.values, r.indices)


FUNCTIONS = {"sort": sort, "argsort": argsort, "top_k": top_k}

CALLS = {
    "numpy": {"sort": "np.sort(x, axis, stable=True); descending: np.flip(np.sort(np.flip(x, axis), axis, stable=True), axis)",
              "argsort": "np.argsort(x, axis, stable=True); descending: n - 1 - np.flip(np.argsort(np.flip(x, axis), axis, stable=True), axis)",
              "top_k": None},
    "jax": {"sort": "jnp.sort(x, axis, stable=True, descending=d)", "argsort": "jnp.argsort(x, axis, stable=True, descending=d)",
            "top_k": "jax.lax.top_k(x, k)"},
    "tensorflow": {"sort": "tf.sort(x, axis, direction)", "argsort": "tf.argsort(x, axis, direction, stable=True)",
                   "top_k": "tf.math.top_k(x, k, sorted)"},
    "torch": {"sort": "torch.sort(x, dim, descending, stable=True).values", "argsort": "torch.argsort(x, dim, descending, stable=True)",
              "top_k": "torch.topk(x, k, dim=-1, largest=True, sorted)"},
}


# ---------------------------------------------------------------- dtype tables

TABLE_CALLS = {
    "sort": lambda L, x: sort(L, x),
    "argsort": lambda L, x: argsort(L, x),
    "top_k": lambda L, x: NOT_AN_OP if top_k(L, x) is NOT_AN_OP else top_k(L, x)[0],
    "top_k_indices": lambda L, x: NOT_AN_OP if top_k(L, x) is NOT_AN_OP else top_k(L, x)[1],
}
TABLE_FORMS = {"sort": "sort(x) along the last axis", "argsort": "argsort(x) along the last axis: the index dtype",
               "top_k": "top_k(x, 1): the values", "top_k_indices": "top_k(x, 1): the indices' dtype"}


def tables_section(lib):
    """Each call on ones of shape [1, 3] of each kind (weak kinds: the weakly typed array where the
    library has one; a Python scalar is no operand of a sort: its cells are null)."""
    name = lib_name(lib)
    tables = []
    for op, call in TABLE_CALLS.items():
        base = "top_k" if op == "top_k_indices" else op
        for form in forms(lib, "python"):
            if CALLS[name][base] is None:
                tables.append({"op": op, "weakOperand": form, "absent": f"{name} has no {base}"})
                continue

            def cell(k, call=call, form=form):
                if k in WEAK and form == "python":
                    return None
                return run(lambda: call(lib, lib.operand(k, [1, 3], form)), lib.result)
            kinds = KINDS if form == "python" else WEAK
            tables.append(with_weak_dtypes({"op": op, "call": CALLS[name][base], "weakOperand": form, "operandShape": [1, 3],
                                            "kinds": kinds, "cells": [cell(k) for k in kinds]}))
    return {"operand": "ones of shape [1, 3] of the kind (weak-array: the weakly typed array)", "forms": TABLE_FORMS, "tables": tables}


# ---------------------------------------------------------------- values and errors

NAN, INF = float("nan"), float("inf")
EDGE = [3.5, NAN, -0.0, 1.0, -INF, 0.0, 1.0, INF, -2.0, NAN, -0.0]


def A(values, dtype, shape=None):
    return arr(values, dtype, shape)


def value_cases():
    """(id, function, x, kwargs)."""
    c = []
    for d in ("float64", "float32", "float16", "bfloat16"):
        for fn in ("sort", "argsort"):
            c.append((f"{fn} {d} edges", fn, A(EDGE, d), {}))
            c.append((f"{fn} {d} edges descending", fn, A(EDGE, d), {"descending": True}))
    for fn in ("sort", "argsort"):
        c += [(f"{fn} duplicates stable", fn, A([2, 1, 2, 0, 1, 2, 0], "int32"), {}),
              (f"{fn} duplicates stable descending", fn, A([2, 1, 2, 0, 1, 2, 0], "int32"), {"descending": True}),
              (f"{fn} 2-D last axis", fn, A([[3, 1, 2], [0, 5, 4]], "int16"), {}),
              (f"{fn} 2-D axis 0", fn, A([[3, 1, 2], [0, 5, 4]], "int16"), {"axis": 0}),
              (f"{fn} 2-D axis 0 descending", fn, A([[3, 1, 2], [0, 5, 4]], "int16"), {"axis": 0, "descending": True}),
              (f"{fn} 3-D axis 1", fn, A(list(range(23, -1, -1)), "float32", [2, 3, 4]), {"axis": 1}),
              (f"{fn} axis out of range", fn, A([1, 2], "int32"), {"axis": 1}),
              (f"{fn} axis -2 of 1-D", fn, A([1, 2], "int32"), {"axis": -2}),
              (f"{fn} empty", fn, A([], "float32"), {}),
              (f"{fn} empty 2-D", fn, A([], "int32", [2, 0]), {}),
              (f"{fn} 0-d", fn, A(5, "int32"), {}),
              (f"{fn} bool", fn, A([True, False, True, False], "bool"), {}),
              (f"{fn} bool descending", fn, A([True, False, True, False], "bool"), {"descending": True}),
              (f"{fn} uint8", fn, A([200, 3, 255, 0, 3], "uint8"), {}),
              (f"{fn} int8 descending", fn, A([-128, 127, 0, -1, 127], "int8"), {"descending": True}),
              (f"{fn} uint64 large", fn, A([2**64 - 1, 2**63, 1, 2**53 + 1, 2**53], "uint64"), {}),
              (f"{fn} int64 large", fn, A([2**63 - 1, -2**63, 2**53 + 1, 2**53, -(2**53) - 1], "int64"), {}),
              (f"{fn} complex64", fn, A([1 + 2j, 1 + 1j, -1 + 5j, complex(NAN, 0), complex(0, NAN), 1 + 1j], "complex64"), {}),
              (f"{fn} complex128 descending", fn, A([1 + 2j, 1 + 1j, -1 + 5j, 1 + 1j], "complex128"), {"descending": True}),
              (f"{fn} uint32 and int16 order", fn, A([4000000000, 5, 2147483648, 0], "uint32"), {})]
    c += [("top_k k 2", "top_k", A([1, 5, 3, 5, 2], "float32"), {"k": 2}),
          ("top_k 2-D", "top_k", A([[1, 9, 3], [7, 0, 7]], "int32"), {"k": 2}),
          ("top_k nan", "top_k", A([1, NAN, 3, INF, -0.0, 0.0], "float64"), {"k": 3}),
          ("top_k signed zeros", "top_k", A([-0.0, 0.0, -0.0, 0.0], "float32"), {"k": 2}),
          ("top_k k 0", "top_k", A([1, 2, 3], "int32"), {"k": 0}),
          ("top_k k too large", "top_k", A([1, 2, 3], "int32"), {"k": 4}),
          ("top_k k negative", "top_k", A([1, 2, 3], "int32"), {"k": -1}),
          ("top_k 0-d", "top_k", A(5, "int32"), {"k": 1}),
          ("top_k unsorted", "top_k", A([1, 5, 3, 4, 2], "int32"), {"k": 3, "sorted_": False}),
          ("top_k bool", "top_k", A([True, False, True], "bool"), {"k": 2}),
          ("top_k uint64", "top_k", A([2**64 - 1, 1, 2**63], "uint64"), {"k": 2}),
          ("top_k complex", "top_k", A([1 + 1j, 2 + 0j], "complex64"), {"k": 1}),
          ("top_k float16 duplicates", "top_k", A([1, 2, 2, 1, 2], "float16"), {"k": 3})]
    return c


def read_result(lib, value):
    if isinstance(value, tuple):
        return {"results": [array_json(lib.to_numpy(v)) for v in value]}
    return {"result": array_json(lib.to_numpy(value))}


def values_section(lib):
    out = []
    for case_id, fn, x, kwargs in value_cases():
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                value = FUNCTIONS[fn](lib, to_lib(lib, x), **kwargs)
                got = {"absent": True} if value is NOT_AN_OP else read_result(lib, value)
        except Exception as exc:  # every library raises its own classes; the name is what we record
            got = {"raises": refused(exc)["refused"], "message": str(exc).split("\n")[0][:200]}
        kw = {("sorted" if k == "sorted_" else k): v for k, v in kwargs.items()}
        out.append({"id": case_id, "fn": fn, "x": array_json(x), "kwargs": kw, **got})
    return out


# ---------------------------------------------------------------- the document

def record(library, mode):
    warnings.simplefilter("ignore")
    cpu = pin_to_one_cpu()
    lib = LIBRARIES[library](mode)
    name = lib_name(lib)
    extra = lib.header() if hasattr(lib, "header") else lib.extra
    document = {
        "header": {"library": library, "version": lib.version, "mode": mode, "recordedWith": command_line(),
                   "format": "conformance/fixtures/sorting/README.md", **extra, "calls": CALLS[name], "cpu": cpu},
        "tables": tables_section(lib),
        "values": values_section(lib),
    }
    write_fixture(os.path.join("sorting", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
