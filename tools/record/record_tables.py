"""Record dtype promotion tables (18 x 18 operand kinds, 14 ops) from the real libraries.

Usage:
  record_tables.py                 record every library mode, each in a fresh process
  record_tables.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                   jax x64|x32|strict, torch default)

Writes conformance/fixtures/tables/<library>-<mode>.json. Every operand holds the value 1 (True
for bool), so no cell depends on values. A cell is a result dtype code, a weak kind (i*, f*, c*)
for a weakly typed result, {"refused": ErrorClassName} where the call raises (with "cause":
"no-kernel" where the message says the library has no kernel for the op and dtype), or null where the
call is not one of the library's operations (both operands Python scalars under a Python operator).
An op the library does not have at all is left out of its fixture and named in the header's
`absent` (TensorFlow has no copysign); TensorFlow's hypot and logaddexp are
tf.experimental.numpy's (tf.math has neither), named in the header's `experimentalNumpy`.
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, OPS, PY_SCALAR, WEAK, command_line, with_weak_dtypes, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import (  # noqa: E402
    MODES, JaxOperands, jax_header, jax_result, jax_setup, safely, tensorflow_operand, tensorflow_result, tensorflow_setup,
    torch_operand, torch_result,
)

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
    """One table: cell(op, row kind, col kind) for every pair (with the weak cells' storage dtypes)."""
    return with_weak_dtypes({
        "op": op,
        "call": call,
        "rowOperand": row_operand,
        "colOperand": col_operand,
        "rows": rows,
        "cols": cols,
        "cells": [[cell(r, c) for c in cols] for r in rows],
    })


# ---------------------------------------------------------------- TensorFlow

# Ops tf.math lacks, recorded from tf.experimental.numpy, and ops TensorFlow does not have.
TF_EXPERIMENTAL_NUMPY = ["hypot", "logaddexp"]
TF_ABSENT = {"copysign": "TensorFlow has no copysign (neither tf.math nor tf.experimental.numpy)"}

def record_tensorflow(mode):
    tf = tensorflow_setup(mode)
    funcs = {
        "add": tf.add, "subtract": tf.subtract, "multiply": tf.multiply,
        "truediv": tf.math.truediv, "floordiv": tf.math.floordiv, "mod": tf.math.floormod,
        "pow": tf.pow, "maximum": tf.maximum, "minimum": tf.minimum, "atan2": tf.math.atan2,
        "hypot": tf.experimental.numpy.hypot, "logaddexp": tf.experimental.numpy.logaddexp, "nextafter": tf.math.nextafter,
    }

    def cell_fn(fn, row_form, col_form):
        return lambda r, c: safely(lambda: tensorflow_result(tf, fn(tensorflow_operand(tf, r, row_form), tensorflow_operand(tf, c, col_form))))

    tables = []
    for op in OPS:
        if op not in funcs:
            continue  # not a TensorFlow op (TF_ABSENT)
        tables.append(table(op, "function", KINDS, KINDS, "tensor", "tensor", cell_fn(funcs[op], "tensor", "tensor")))
        if op in PY_OPERATORS:
            tables.append(table(op, "operator", KINDS, KINDS, "tensor", "tensor",
                                cell_fn(PY_OPERATORS[op], "tensor", "tensor")))
        tables.append(table(op, "function", CODES, CODES, "tensor", "ndarray", cell_fn(funcs[op], "tensor", "ndarray")))
        tables.append(table(op, "function", CODES, CODES, "ndarray", "tensor", cell_fn(funcs[op], "ndarray", "tensor")))
        # two NumPy arrays handed to the TensorFlow function (the Python operator would be NumPy's own)
        tables.append(table(op, "function", CODES, CODES, "ndarray", "ndarray", cell_fn(funcs[op], "ndarray", "ndarray")))
    return tf.__version__, tables, {"numpyBehavior": mode != "legacy", "dtypeConversionMode": mode,
                                    "experimentalNumpy": TF_EXPERIMENTAL_NUMPY, "absent": TF_ABSENT}


# ---------------------------------------------------------------- NumPy

def record_numpy(mode):
    import ml_dtypes
    import numpy as np

    funcs = {
        "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "truediv": np.true_divide,
        "floordiv": np.floor_divide, "mod": np.mod, "pow": np.power, "maximum": np.maximum, "minimum": np.minimum,
        "atan2": np.arctan2, "copysign": np.copysign, "hypot": np.hypot, "logaddexp": np.logaddexp, "nextafter": np.nextafter,
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
    jax, jnp = jax_setup(mode)
    funcs = {
        "add": jnp.add, "subtract": jnp.subtract, "multiply": jnp.multiply, "truediv": jnp.true_divide,
        "floordiv": jnp.floor_divide, "mod": jnp.mod, "pow": jnp.power, "maximum": jnp.maximum, "minimum": jnp.minimum,
        "atan2": jnp.arctan2, "copysign": jnp.copysign, "hypot": jnp.hypot, "logaddexp": jnp.logaddexp, "nextafter": jnp.nextafter,
    }
    operand = JaxOperands(jnp)
    # Abstract evaluation: the same promotion as an eager call (it happens while tracing), without
    # compiling 2592 kernels.
    tables = [
        table(op, "function", KINDS, KINDS, "array", "array",
              lambda r, c, fn=funcs[op]: safely(lambda: jax_result(jax.eval_shape(lambda: fn(operand(r), operand(c))))))
        for op in OPS
    ]
    extra = jax_header(jax, mode, operand)
    return jax.__version__, tables, extra


# ---------------------------------------------------------------- PyTorch

def record_torch(mode):
    import torch

    funcs = {
        "add": torch.add, "subtract": torch.sub, "multiply": torch.mul, "truediv": torch.true_divide,
        "floordiv": torch.floor_divide, "mod": torch.remainder, "pow": torch.pow, "maximum": torch.maximum, "minimum": torch.minimum,
        "atan2": torch.atan2, "copysign": torch.copysign, "hypot": torch.hypot, "logaddexp": torch.logaddexp, "nextafter": torch.nextafter,
    }

    def cell_fn(fn, row_role, col_role):
        return lambda r, c: safely(lambda: torch_result(torch, fn(torch_operand(torch, r, row_role), torch_operand(torch, c, col_role))))

    # A 0-dim tensor is a tier of its own (dimensioned tensors, then 0-dim tensors, then Python
    # scalars): every op against one on either side, and two of them.
    roles = [("tensor", "tensor", KINDS, KINDS), ("tensor", "zero-dim", KINDS, CODES), ("zero-dim", "tensor", CODES, KINDS),
             ("zero-dim", "zero-dim", CODES, CODES)]
    tables = [
        table(op, "function", rows, cols, row_role, col_role, cell_fn(funcs[op], row_role, col_role))
        for op in OPS for row_role, col_role, rows, cols in roles
    ]
    return torch.__version__.split("+")[0], tables, {"operands": "1-element tensors (zero-dim: 0-dim tensors, shape []) and Python scalars"}


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
                     "null = not an operation of the library (Python computes it); weakDtypes: the concrete dtype each weak cell is stored in",
            "operandValue": "1 (True for bool; 1, 1.0, 1+0j for the Python scalars i*, f*, c*)",
        },
        "tables": tables,
    }
    write_fixture(os.path.join("tables", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
