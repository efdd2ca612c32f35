"""Record the promotion of the elementwise op families beyond arithmetic from the real libraries.

Usage:
  record_families.py                 record every library mode, each in a fresh process
  record_families.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                     jax x64|x32|strict, torch default)

Writes conformance/fixtures/families/<library>-<mode>.json with, per op:

- binary ops (comparisons, logical, bitwise, shifts): an 18 x 18 table over the operand kinds, as
  tables/<library>-<mode>.json holds for arithmetic (TensorFlow: also the operator form and the
  NumPy-array operand roles);
- unary ops (logical_not, invert, unary math): one row of 18 cells, `operand` the kind;
- `where`: the x/y table (cond a bool tensor) and `where_cond`, a row over the cond kind (x and
  y float32 tensors);
- `isclose`: an 18 x 18 table as for the binary ops (default rtol, atol, equal_nan);
- `round_decimals`, `round_negative_decimals`: unary rows of round with decimals 1 and -1;
- `clip`: every (x, min, max) triple of operand kinds, one 18 x 18 table (min by max) per kind of
  x (its `x`); `clip_min` and `clip_max`: x by min with max None, x by max with min None; `clip_none`, a row over x with both None.

TensorFlow's ops that tf.math lacks are recorded from tf.experimental.numpy (the header's
`experimentalNumpy` names them): log2, log10, signbit, positive, trunc (`tnp.fix`, which rounds
toward zero: TensorFlow has no trunc), isclose and round with decimals (`tnp.round`); clip is
`tf.clip_by_value`.

Cells as in tables/: a dtype code, a weak kind i*/f*/c* for a weakly typed result,
{"refused": ErrorClass} (with "cause": "no-kernel" where the message says the library has no
kernel), or null where the call is not an operation of the library. Every operand holds 1 (True
for bool; 1, 1.0, 1+0j for the Python scalars), so no cell depends on values.
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, PY_SCALAR, WEAK, command_line, with_weak_dtypes, write_fixture, record_each_in_fresh_process  # noqa: E402
from library_io import (  # noqa: E402
    MODES, JaxOperands, jax_header, jax_result, jax_setup, safely, tensorflow_operand, tensorflow_result, tensorflow_setup,
    torch_operand, torch_result,
)

# Ops by NumPy's ufunc names (the kernel primitives), in catalogue order.
COMPARISONS = ["equal", "not_equal", "less", "less_equal", "greater", "greater_equal"]
LOGICAL = ["logical_and", "logical_or", "logical_xor"]
BITWISE = ["bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift"]
CLOSENESS = ["isclose"]
BINARY = COMPARISONS + LOGICAL + BITWISE + CLOSENESS
UNARY = ["logical_not", "invert", "negative", "absolute", "sign", "square", "sqrt", "exp", "log",
         "sin", "cos", "tanh", "floor", "ceil", "round", "real", "imag",
         "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctanh", "cosh", "sinh", "tan", "expm1", "log1p",
         "log2", "log10", "trunc", "signbit", "isnan", "isinf", "isfinite", "positive", "reciprocal", "conjugate",
         "round_decimals", "round_negative_decimals"]
# Unary ops as NumPy's ufuncs (or functions) of the names above, where the name is not one.
NUMPY_UNARY = {"round_decimals": lambda x: __import__("numpy").round(x, 1),
               "round_negative_decimals": lambda x: __import__("numpy").round(x, -1)}

# Python's operators for the ops that have one (TensorFlow tells the operator form apart).
PY_BINARY = {
    "equal": lambda a, b: a == b, "not_equal": lambda a, b: a != b,
    "less": lambda a, b: a < b, "less_equal": lambda a, b: a <= b,
    "greater": lambda a, b: a > b, "greater_equal": lambda a, b: a >= b,
    "bitwise_and": lambda a, b: a & b, "bitwise_or": lambda a, b: a | b, "bitwise_xor": lambda a, b: a ^ b,
    "left_shift": lambda a, b: a << b, "right_shift": lambda a, b: a >> b,
}
PY_UNARY = {"negative": lambda a: -a, "absolute": abs, "invert": lambda a: ~a}


def binary_table(op, call, rows, cols, row_operand, col_operand, cell):
    return with_weak_dtypes({"op": op, "call": call, "rowOperand": row_operand, "colOperand": col_operand,
                             "rows": rows, "cols": cols, "cells": [[cell(r, c) for c in cols] for r in rows]})


def unary_table(op, call, operand, kinds, cell):
    return with_weak_dtypes({"op": op, "call": call, "operand": operand, "kinds": kinds, "cells": [cell(k) for k in kinds]})


def tables_for(funcs, operand, result, roles=("tensor",), operators=False, evaluate=lambda f: f()):
    """Every table of one library mode. operand(kind, role) makes an operand; result(value) reads a cell."""
    def run(fn):
        return safely(lambda: result(evaluate(fn)))

    role0 = roles[0]
    cond = operand("b", role0)
    f32 = operand("f32", role0)
    tables = []
    for op in BINARY:
        fn = funcs[op]
        tables.append(binary_table(op, "function", KINDS, KINDS, role0, role0,
                                   lambda r, c, fn=fn: run(lambda: fn(operand(r, role0), operand(c, role0)))))
        if operators and op in PY_BINARY:
            py = PY_BINARY[op]
            tables.append(binary_table(op, "operator", KINDS, KINDS, role0, role0,
                                       lambda r, c, py=py: run(lambda: py(operand(r, role0), operand(c, role0)))))
        for ra, rb in ((role0, "ndarray"), ("ndarray", role0)) if "ndarray" in roles[1:] else ():
            tables.append(binary_table(op, "function", CODES, CODES, ra, rb,
                                       lambda r, c, fn=fn, ra=ra, rb=rb: run(lambda: fn(operand(r, ra), operand(c, rb)))))
    for op in UNARY:
        fn = funcs[op]
        tables.append(unary_table(op, "function", role0, KINDS, lambda k, fn=fn: run(lambda: fn(operand(k, role0)))))
        if operators and op in PY_UNARY:
            py = PY_UNARY[op]
            tables.append(unary_table(op, "operator", role0, KINDS, lambda k, py=py: run(lambda: py(operand(k, role0)))))
        if "ndarray" in roles[1:]:
            tables.append(unary_table(op, "function", "ndarray", CODES, lambda k, fn=fn: run(lambda: fn(operand(k, "ndarray")))))
    where = funcs["where"]
    tables.append(binary_table("where", "function", KINDS, KINDS, role0, role0,
                               lambda r, c: run(lambda: where(cond, operand(r, role0), operand(c, role0)))))
    tables.append(unary_table("where_cond", "function", role0, KINDS, lambda k: run(lambda: where(operand(k, role0), f32, f32))))
    clip = funcs["clip"]
    for x in KINDS:
        t = binary_table("clip", "function", KINDS, KINDS, role0, role0,
                         lambda lo, hi, x=x: run(lambda: clip(operand(x, role0), operand(lo, role0), operand(hi, role0))))
        tables.append({"op": "clip", "x": x, "xOperand": role0, **{k: v for k, v in t.items() if k != "op"}})
    tables.append(binary_table("clip_min", "function", KINDS, KINDS, role0, role0,
                               lambda x, lo: run(lambda: clip(operand(x, role0), operand(lo, role0), None))))
    tables.append(binary_table("clip_max", "function", KINDS, KINDS, role0, role0,
                               lambda x, hi: run(lambda: clip(operand(x, role0), None, operand(hi, role0)))))
    tables.append(unary_table("clip_none", "function", role0, KINDS, lambda k: run(lambda: clip(operand(k, role0), None, None))))
    return tables


# ---------------------------------------------------------------- TensorFlow

def record_tensorflow(mode):
    tf = tensorflow_setup(mode)
    m, b = tf.math, tf.bitwise
    funcs = {
        "equal": m.equal, "not_equal": m.not_equal, "less": m.less, "less_equal": m.less_equal,
        "greater": m.greater, "greater_equal": m.greater_equal,
        "logical_and": m.logical_and, "logical_or": m.logical_or, "logical_xor": m.logical_xor,
        "bitwise_and": b.bitwise_and, "bitwise_or": b.bitwise_or, "bitwise_xor": b.bitwise_xor,
        "left_shift": b.left_shift, "right_shift": b.right_shift,
        "logical_not": m.logical_not, "invert": b.invert, "negative": m.negative, "absolute": m.abs,
        "sign": m.sign, "square": m.square, "sqrt": m.sqrt, "exp": m.exp, "log": m.log, "sin": m.sin,
        "cos": m.cos, "tanh": m.tanh, "floor": m.floor, "ceil": m.ceil, "round": m.round,
        "real": m.real, "imag": m.imag, "where": tf.where,
        "arccos": m.acos, "arccosh": m.acosh, "arcsin": m.asin, "arcsinh": m.asinh, "arctan": m.atan, "arctanh": m.atanh,
        "cosh": m.cosh, "sinh": m.sinh, "tan": m.tan, "expm1": m.expm1, "log1p": m.log1p, "isnan": m.is_nan,
        "isinf": m.is_inf, "isfinite": m.is_finite, "reciprocal": m.reciprocal, "conjugate": m.conj,
        "clip": tf.clip_by_value,
        **{op: f for op, f in tensorflow_numpy_functions(tf.experimental.numpy).items()},
    }

    def operand(kind, role):
        return tensorflow_operand(tf, kind, role)

    def result(value):
        return tensorflow_result(tf, value)

    tables = tables_for(funcs, operand, result, roles=("tensor", "ndarray"), operators=True)
    return tf.__version__, tables, {"numpyBehavior": mode != "legacy", "dtypeConversionMode": mode,
                                    "experimentalNumpy": TF_EXPERIMENTAL_NUMPY}


# tf.math has no log2, log10, signbit, positive, trunc, isclose or round with decimals: these come
# from tf.experimental.numpy (trunc as `fix`, which rounds toward zero).
TF_EXPERIMENTAL_NUMPY = {"log2": "log2", "log10": "log10", "signbit": "signbit", "positive": "positive",
                         "trunc": "fix", "isclose": "isclose", "round_decimals": "round(x, 1)",
                         "round_negative_decimals": "round(x, -1)"}


def tensorflow_numpy_functions(tnp):
    return {"log2": tnp.log2, "log10": tnp.log10, "signbit": tnp.signbit, "positive": tnp.positive, "trunc": tnp.fix,
            "isclose": tnp.isclose, "round_decimals": lambda x: tnp.round(x, 1),
            "round_negative_decimals": lambda x: tnp.round(x, -1)}


# ---------------------------------------------------------------- NumPy

# The weak kind of a Python scalar result (exact types: NumPy's float64 subclasses float).
PYTHON_WEAK = {int: "i*", float: "f*", complex: "c*"}


def record_numpy(mode):
    import ml_dtypes
    import numpy as np

    funcs = {op: NUMPY_UNARY.get(op) or getattr(np, op) for op in BINARY + UNARY + ["where", "clip"]}
    np_dtype = {name: (ml_dtypes.bfloat16 if name == "bfloat16" else np.dtype(name)) for name in DTYPES}

    def operand(kind, _role):
        if kind in WEAK:
            return PY_SCALAR[kind]
        return np.ones([1], dtype=np_dtype[DTYPES[CODES.index(kind)]])

    def result(value):
        # np.real / np.imag of a Python scalar return its attribute: a Python scalar, weak
        # (np.real(1.5) is the float 1.5, np.imag(1) the int 0, np.real(1j) the float 0.0)
        if type(value) in PYTHON_WEAK:
            return PYTHON_WEAK[type(value)]
        return CODE_OF[np.asarray(value).dtype.name]

    tables = tables_for(funcs, operand, result, roles=("ndarray",))
    return np.__version__, tables, {"ml_dtypes": ml_dtypes.__version__, "operands": "1-element arrays and Python scalars"}


# ---------------------------------------------------------------- JAX

JAX_UNARY = {"round_decimals": lambda jnp: lambda x: jnp.round(x, 1),
             "round_negative_decimals": lambda jnp: lambda x: jnp.round(x, -1)}

def record_jax(mode):
    jax, jnp = jax_setup(mode)
    funcs = {op: getattr(jnp, op) for op in BINARY + UNARY + ["where", "clip"] if op not in JAX_UNARY}
    funcs.update({op: f(jnp) for op, f in JAX_UNARY.items()})
    operand = JaxOperands(jnp)
    # Abstract evaluation: the promotion of an eager call (it happens while tracing), uncompiled.
    tables = tables_for(funcs, operand, jax_result, roles=("array",), evaluate=lambda f: jax.eval_shape(f))
    extra = jax_header(jax, mode, operand)
    return jax.__version__, tables, extra


# ---------------------------------------------------------------- PyTorch

def record_torch(mode):
    import torch

    funcs = {
        "equal": torch.eq, "not_equal": torch.ne, "less": torch.lt, "less_equal": torch.le,
        "greater": torch.gt, "greater_equal": torch.ge,
        "logical_and": torch.logical_and, "logical_or": torch.logical_or, "logical_xor": torch.logical_xor,
        "bitwise_and": torch.bitwise_and, "bitwise_or": torch.bitwise_or, "bitwise_xor": torch.bitwise_xor,
        "left_shift": torch.bitwise_left_shift, "right_shift": torch.bitwise_right_shift,
        "logical_not": torch.logical_not, "invert": torch.bitwise_not, "negative": torch.neg,
        "absolute": torch.abs, "sign": torch.sign, "square": torch.square, "sqrt": torch.sqrt,
        "exp": torch.exp, "log": torch.log, "sin": torch.sin, "cos": torch.cos, "tanh": torch.tanh,
        "floor": torch.floor, "ceil": torch.ceil, "round": torch.round, "real": torch.real,
        "imag": torch.imag, "where": torch.where,
        "arccos": torch.acos, "arccosh": torch.acosh, "arcsin": torch.asin, "arcsinh": torch.asinh, "arctan": torch.atan,
        "arctanh": torch.atanh, "cosh": torch.cosh, "sinh": torch.sinh, "tan": torch.tan, "expm1": torch.expm1,
        "log1p": torch.log1p, "log2": torch.log2, "log10": torch.log10, "trunc": torch.trunc, "signbit": torch.signbit,
        "isnan": torch.isnan, "isinf": torch.isinf, "isfinite": torch.isfinite, "positive": torch.positive,
        "reciprocal": torch.reciprocal, "conjugate": torch.conj, "isclose": torch.isclose, "clip": torch.clamp,
        "round_decimals": lambda x: torch.round(x, decimals=1), "round_negative_decimals": lambda x: torch.round(x, decimals=-1),
    }

    def operand(kind, role):
        return torch_operand(torch, kind, role)

    def result(value):
        return torch_result(torch, value)

    tables = tables_for(funcs, operand, result)
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
            "binaryOps": BINARY,
            "unaryOps": UNARY,
            "where": "where: x/y table with cond a bool tensor; where_cond: the cond kind, x and y float32 tensors",
            "round": "round_decimals: round(x, decimals=1); round_negative_decimals: round(x, decimals=-1)",
            "clip": "clip: one table per kind of x (its `x`), min by max; clip_min: x by min, max None; clip_max: x by max, min None; clip_none: x, both None",
            "recordedWith": command_line(),
            **extra,
            "cells": "dtype code (the library's dtype name where it is none of the fifteen); i*/f*/c* = weakly typed result; {refused: ErrorClass} = raises; "
                     "null = not an operation of the library (Python computes it); weakDtypes: the concrete dtype each weak cell is stored in",
            "operandValue": "1 (True for bool; 1, 1.0, 1+0j for the Python scalars i*, f*, c*)",
            "weakBool": "a weakly typed bool (JAX, from Python scalars alone) is recorded b: there is no weak bool kind",
        },
        "tables": tables,
    }
    write_fixture(os.path.join("families", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
