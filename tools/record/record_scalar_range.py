"""Record what each library does with a Python int at and beyond an integer tensor's range.

Usage:
  record_scalar_range.py                 every library mode, each in a fresh process
  record_scalar_range.py LIBRARY MODE    one (as record_tables.py)

For each integer dtype (a 1-element array holding 1) and the Python ints min - 1, min, max,
max + 1 of that dtype: `add(array, int)` as the library's function. A cell is the result dtype
code (weak kinds as i*/f*/c*) or {"refused": ErrorClassName}.

Python ints beyond 64 bits (`huge` tables): `add(array, int)` for every dtype and the ints
2**63 - 1, 2**63, 2**64 - 1, 2**64, -2**63 - 1, 2**100 and +-2 * int(float64 max) (beyond
float64's range), and `add(int, int)` of two Python ints around int64's and uint64's bounds, each
with the result's value (`results`, encoded as the value fixtures encode elements). Writes
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

F64_MAX = int(1.7976931348623157e308)
HUGE = [("2**63-1", 2**63 - 1), ("2**63", 2**63), ("2**64-1", 2**64 - 1), ("2**64", 2**64),
        ("-2**63-1", -2**63 - 1), ("2**100", 2**100), ("2*fmax", 2 * F64_MAX), ("-2*fmax", -2 * F64_MAX)]
# add(int, int): rows the first Python int, columns the second
PAIR_ROWS = [("2**62", 2**62), ("2**63-1", 2**63 - 1), ("-2**63", -2**63), ("2**63", 2**63), ("2**64-1", 2**64 - 1), ("2**100", 2**100)]
PAIR_COLS = [("1", 1), ("-1", -1), ("2**62", 2**62)]


def encode_element(arr):
    """The one element of a result as the value fixtures encode it (value_io.encode)."""
    from value_io import encode

    return encode(arr)[0]


def concrete_adder(library, mode):
    """(make array of any dtype code, add, result -> numpy array) computing values, for the huge tables."""
    import numpy as np

    if library == "numpy":
        import ml_dtypes

        make = lambda c: np.ones([1], dtype=ml_dtypes.bfloat16 if c == "bf16" else DTYPES[CODES.index(c)])  # noqa: E731
        return make, np.add, np.asarray
    if library == "jax":
        import jax
        import jax.numpy as jnp

        return (lambda c: jnp.ones([1], dtype=DTYPES[CODES.index(c)])), jnp.add, np.asarray
    if library == "tensorflow":
        import tensorflow as tf

        return (lambda c: tf.ones([1], dtype=DTYPES[CODES.index(c)])), tf.add, (lambda r: r.numpy())
    import torch

    def to_numpy(r):
        if r.dtype == torch.bfloat16:
            import ml_dtypes

            return r.view(torch.int16).numpy().view(ml_dtypes.bfloat16)
        return r.numpy()

    return (lambda c: torch.ones([1], dtype=getattr(torch, DTYPES[CODES.index(c)]))), torch.add, to_numpy


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

    concrete_make, concrete_add, as_array = concrete_adder(library, mode)

    def huge_cell(a, b):
        """(cell, encoded value) of add(a(), b) computed for real; None for a refusal's value.

        Each cell is computed twice: TensorFlow 2.21 answers uint64 + 2**64 with SystemError on one
        call and 0 on the next (an error state left behind by the first); a cell that raises on
        either call is recorded as that refusal."""
        outcomes = []
        for _ in range(2):
            try:
                r = concrete_add(a(), b)
                outcomes.append((result(r), encode_element(as_array(r))))
            except Exception as exc:  # the class name is what we record
                outcomes.append((refused(exc), None))
        return next((o for o in outcomes if o[1] is None), outcomes[0])

    def huge_table(row_operand, rows, cols, operands):
        pairs = [[huge_cell(*operands(r, c)) for c in cols] for r in rows]
        return {
            "op": "add",
            "call": "function",
            "rowOperand": row_operand,
            "colOperand": "python-int",
            "rows": [r if isinstance(r, str) else r[0] for r in rows],
            "cols": [c[0] for c in cols],
            "values": [[str(c[1]) for c in cols] for r in rows] if row_operand == "tensor" else [[f"{r[1]} {c[1]}" for c in cols] for r in rows],
            "cells": [[cell for cell, _ in row] for row in pairs],
            "results": [[value for _, value in row] for row in pairs],
        }

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
        },
            huge_table("tensor", CODES, HUGE, lambda code, col: ((lambda: concrete_make(code)), col[1])),
            huge_table("python-int", PAIR_ROWS, PAIR_COLS, lambda row, col: ((lambda: row[1]), col[1])),
        ],
    }
    write_fixture(os.path.join("scalars", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
