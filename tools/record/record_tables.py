"""Record dtype promotion tables (18 x 18 operand kinds, 10 ops) from the real libraries.

Usage:
  record_tables.py                 record every library mode, each in a fresh process
  record_tables.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                   jax x64|x32|strict, torch default)

Writes conformance/fixtures/tables/<library>-<mode>.json. Every operand holds the value 1 (True
for bool), so no cell depends on values. A cell is a result dtype code, a weak kind (i*, f*, c*)
for a weakly typed result, {"refused": ErrorClassName} where the call raises (with "cause":
"no-kernel" where the message says the library has no kernel for the op and dtype), or null where the
call is not one of the library's operations (both operands Python scalars under a Python operator).
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, OPS, PY_SCALAR, WEAK, command_line, refused, weak_kind_of, write_fixture, record_each_in_fresh_process  # noqa: E402

MODES = [
    ("tensorflow", "legacy"),
    ("tensorflow", "safe"),
    ("tensorflow", "all"),
    ("numpy", "default"),
    ("jax", "x64"),
    ("jax", "x32"),
    ("jax", "strict"),
    ("torch", "default"),
]

PY_OPERATORS = {
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "truediv": lambda a, b: a / b,
    "floordiv": lambda a, b: a // b,
    "mod": lambda a, b: a % b,
    "pow": lambda a, b: a ** b,
}


def table(op, call, rows, cols, row_operand, col_operand, cell):
    """One table: cell(op, row kind, col kind) for every pair."""
    return {
        "op": op,
        "call": call,
        "rowOperand": row_operand,
        "colOperand": col_operand,
        "rows": rows,
        "cols": cols,
        "cells": [[cell(r, c) for c in cols] for r in rows],
    }


def safely(fn):
    """Run fn(), turning an exception into a refused cell."""
    try:
        return fn()
    except Exception as exc:  # every library raises its own classes; the name is what we record
        return refused(exc)


# ---------------------------------------------------------------- TensorFlow

def record_tensorflow(mode):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import numpy as np
    import tensorflow as tf

    if mode != "legacy":
        tf.experimental.numpy.experimental_enable_numpy_behavior(dtype_conversion_mode=mode)
    funcs = {
        "add": tf.add, "subtract": tf.subtract, "multiply": tf.multiply,
        "truediv": tf.math.truediv, "floordiv": tf.math.floordiv, "mod": tf.math.floormod,
        "pow": tf.pow, "maximum": tf.maximum, "minimum": tf.minimum, "atan2": tf.math.atan2,
    }

    def operand(kind, form):
        if kind in WEAK:
            return PY_SCALAR[kind]
        d = tf.as_dtype(DTYPES[CODES.index(kind)])
        if form == "ndarray":
            return np.ones([1], dtype=d.as_numpy_dtype)
        return tf.ones([1], dtype=d)

    from tensorflow.python.framework.weak_tensor import WeakTensor

    def result(value):
        if isinstance(value, WeakTensor):
            return weak_kind_of(CODE_OF[value.dtype.name])
        return CODE_OF[value.dtype.name] if isinstance(value, tf.Tensor) else None

    def cell_fn(fn, row_form, col_form):
        return lambda r, c: safely(lambda: result(fn(operand(r, row_form), operand(c, col_form))))

    tables = []
    for op in OPS:
        tables.append(table(op, "function", KINDS, KINDS, "tensor", "tensor", cell_fn(funcs[op], "tensor", "tensor")))
        if op in PY_OPERATORS:
            tables.append(table(op, "operator", KINDS, KINDS, "tensor", "tensor",
                                cell_fn(PY_OPERATORS[op], "tensor", "tensor")))
        tables.append(table(op, "function", CODES, CODES, "tensor", "ndarray", cell_fn(funcs[op], "tensor", "ndarray")))
        tables.append(table(op, "function", CODES, CODES, "ndarray", "tensor", cell_fn(funcs[op], "ndarray", "tensor")))
    return tf.__version__, tables, {"numpyBehavior": mode != "legacy", "dtypeConversionMode": mode}


# ---------------------------------------------------------------- NumPy

def record_numpy(mode):
    import ml_dtypes
    import numpy as np

    funcs = {
        "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "truediv": np.true_divide,
        "floordiv": np.floor_divide, "mod": np.mod, "pow": np.power, "maximum": np.maximum, "minimum": np.minimum,
        "atan2": np.arctan2,
    }
    np_dtype = {name: (ml_dtypes.bfloat16 if name == "bfloat16" else np.dtype(name)) for name in DTYPES}

    def operand(kind):
        if kind in WEAK:
            return PY_SCALAR[kind]
        return np.ones([1], dtype=np_dtype[DTYPES[CODES.index(kind)]])

    def result(value):
        return CODE_OF[np.asarray(value).dtype.name]

    tables = [
        table(op, "function", KINDS, KINDS, "ndarray", "ndarray",
              lambda r, c, fn=funcs[op]: safely(lambda: result(fn(operand(r), operand(c)))))
        for op in OPS
    ]
    return np.__version__, tables, {"ml_dtypes": ml_dtypes.__version__, "operands": "1-element arrays and Python scalars"}


# ---------------------------------------------------------------- JAX

def record_jax(mode):
    import jax

    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_enable_x64", mode != "x32")
    if mode == "strict":
        jax.config.update("jax_numpy_dtype_promotion", "strict")
    import jax.numpy as jnp

    funcs = {
        "add": jnp.add, "subtract": jnp.subtract, "multiply": jnp.multiply, "truediv": jnp.true_divide,
        "floordiv": jnp.floor_divide, "mod": jnp.mod, "pow": jnp.power, "maximum": jnp.maximum, "minimum": jnp.minimum,
        "atan2": jnp.arctan2,
    }
    canonical = {}

    def operand(kind):
        if kind in WEAK:
            return PY_SCALAR[kind]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # x32: 64-bit requests are truncated, recorded below
            value = jnp.ones([1], dtype=DTYPES[CODES.index(kind)])
        actual = CODE_OF[value.dtype.name]
        if actual != kind:
            canonical[kind] = actual
        return value

    def result(value):
        code = CODE_OF[value.dtype.name]
        return weak_kind_of(code) if getattr(value, "weak_type", False) else code

    # Abstract evaluation: the same promotion as an eager call (it happens while tracing), without
    # compiling 2592 kernels.
    tables = [
        table(op, "function", KINDS, KINDS, "array", "array",
              lambda r, c, fn=funcs[op]: safely(lambda: result(jax.eval_shape(lambda: fn(operand(r), operand(c))))))
        for op in OPS
    ]
    extra = {
        "evaluation": "jax.eval_shape (abstract evaluation: dtype and weak_type as an eager call gives them)",
        "jax_enable_x64": mode != "x32",
        "jax_numpy_dtype_promotion": "strict" if mode == "strict" else "standard",
        "jaxlib": __import__("jaxlib").__version__,
    }
    if canonical:
        extra["operandDtypeActual"] = dict(sorted(canonical.items(), key=lambda kv: KINDS.index(kv[0])))
    return jax.__version__, tables, extra


# ---------------------------------------------------------------- PyTorch

def record_torch(mode):
    import torch

    funcs = {
        "add": torch.add, "subtract": torch.sub, "multiply": torch.mul, "truediv": torch.true_divide,
        "floordiv": torch.floor_divide, "mod": torch.remainder, "pow": torch.pow, "maximum": torch.maximum, "minimum": torch.minimum,
        "atan2": torch.atan2,
    }

    def operand(kind):
        if kind in WEAK:
            return PY_SCALAR[kind]
        return torch.ones([1], dtype=getattr(torch, DTYPES[CODES.index(kind)]))

    def result(value):
        if not isinstance(value, torch.Tensor):
            return None
        name = str(value.dtype).removeprefix("torch.")
        return CODE_OF.get(name, name)  # e.g. complex32 (float16 + complex), not one of the fifteen

    tables = [
        table(op, "function", KINDS, KINDS, "tensor", "tensor",
              lambda r, c, fn=funcs[op]: safely(lambda: result(fn(operand(r), operand(c)))))
        for op in OPS
    ]
    return torch.__version__.split("+")[0], tables, {"operands": "1-element tensors and Python scalars"}


RECORDERS = {"tensorflow": record_tensorflow, "numpy": record_numpy, "jax": record_jax, "torch": record_torch}


def record(library, mode):
    warnings.simplefilter("ignore")
    version, tables, extra = RECORDERS[library](mode)
    document = {
        "header": {
            "library": library,
            "version": version,
            "mode": mode,
            "ops": OPS,
            "recordedWith": command_line(),
            **extra,
            "cells": "dtype code (the library's dtype name where it is none of the fifteen); i*/f*/c* = weakly typed result; {refused: ErrorClass} = raises; "
                     "null = not an operation of the library (Python computes it)",
            "operandValue": "1 (True for bool; 1, 1.0, 1+0j for the Python scalars i*, f*, c*)",
        },
        "tables": tables,
    }
    write_fixture(os.path.join("tables", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
