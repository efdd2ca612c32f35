"""Record what each library does with a Python int at and beyond an integer tensor's range.

Usage:
  record_scalar_range.py                 every library mode, each in a fresh process
  record_scalar_range.py LIBRARY MODE    one (as record_tables.py)

For each integer dtype (a 1-element array holding 1) and the Python ints min - 1, min, max,
max + 1 of that dtype: `add(array, int)` as the library's function. A cell is the result dtype
code (weak kinds as i*/f*/c*) or {"refused": ErrorClassName}. Writes
conformance/fixtures/scalars/<library>-<mode>.json.
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODE_OF, CODES, DTYPES, command_line, refused, weak_kind_of, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import MODES  # noqa: E402  the same library modes as the promotion tables

INT_CODES = ["u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64"]
COLS = ["min-1", "min", "max", "max+1"]


def bounds(code):
    bits = int(code[1:])
    if code.startswith("u"):
        return 0, 2**bits - 1
    return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1


def values_of(code):
    lo, hi = bounds(code)
    return [lo - 1, lo, hi, hi + 1]


def adder(library, mode):
    """(make array of dtype code, add function, result -> cell) for one library mode."""
    if library == "numpy":
        import ml_dtypes  # noqa: F401  (registers bfloat16; unused for ints)
        import numpy as np

        return (lambda c: np.ones([1], dtype=DTYPES[CODES.index(c)])), np.add, (lambda r: CODE_OF[np.asarray(r).dtype.name]), np.__version__
    if library == "jax":
        import jax

        jax.config.update("jax_platforms", "cpu")
        jax.config.update("jax_enable_x64", mode != "x32")
        if mode == "strict":
            jax.config.update("jax_numpy_dtype_promotion", "strict")
        import jax.numpy as jnp

        def result(r):
            code = CODE_OF[r.dtype.name]
            return weak_kind_of(code) if getattr(r, "weak_type", False) else code

        # Abstract evaluation, as in record_tables.py; value checks on Python ints happen while tracing.
        add = lambda a, b: jax.eval_shape(lambda: jnp.add(a(), b))  # noqa: E731
        make = lambda c: (lambda: jnp.ones([1], dtype=DTYPES[CODES.index(c)]))  # noqa: E731
        return make, add, result, jax.__version__
    if library == "tensorflow":
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
        import tensorflow as tf
        from tensorflow.python.framework.weak_tensor import WeakTensor

        if mode != "legacy":
            tf.experimental.numpy.experimental_enable_numpy_behavior(dtype_conversion_mode=mode)

        def result(r):
            code = CODE_OF[r.dtype.name]
            return weak_kind_of(code) if isinstance(r, WeakTensor) else code

        return (lambda c: tf.ones([1], dtype=DTYPES[CODES.index(c)])), tf.add, result, tf.__version__
    if library == "torch":
        import torch

        make = lambda c: torch.ones([1], dtype=getattr(torch, DTYPES[CODES.index(c)]))  # noqa: E731
        return make, torch.add, (lambda r: CODE_OF.get(str(r.dtype).removeprefix("torch."), str(r.dtype))), torch.__version__.split("+")[0]
    raise ValueError(f"unknown library {library!r}: use numpy, jax, tensorflow or torch")


def record(library, mode):
    warnings.simplefilter("ignore")
    make, add, result, version = adder(library, mode)

    def cell(code, value):
        try:
            return result(add(make(code), value))
        except Exception as exc:  # the class name is what we record
            return refused(exc)

    document = {
        "header": {
            "library": library,
            "version": version,
            "mode": mode,
            "ops": ["add"],
            "recordedWith": command_line(),
            "cells": "add(1-element array of the row dtype holding 1, Python int of the column): result dtype code, "
                     "i*/f*/c* for a weak result, {refused: ErrorClass} where it raises",
            # JAX without x64 makes 32-bit arrays when asked for 64-bit ones (as in the tables fixtures).
            **({"operandDtypeActual": {"u64": "u32", "i64": "i32"}} if (library, mode) == ("jax", "x32") else {}),
        },
        "tables": [{
            "op": "add",
            "call": "function",
            "rowOperand": "tensor",
            "colOperand": "python-int",
            "rows": INT_CODES,
            "cols": COLS,
            "values": [[str(v) for v in values_of(c)] for c in INT_CODES],
            "cells": [[cell(c, v) for v in values_of(c)] for c in INT_CODES],
        }],
    }
    write_fixture(os.path.join("scalars", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
