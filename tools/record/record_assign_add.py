"""Record TensorFlow Variable.assign_add tables: Variable dtype (row) x argument (column).

Usage:
  record_assign_add.py          record every mode (legacy, safe, all), each in a fresh process
  record_assign_add.py MODE     record one mode

Three tables per mode: the argument as a Tensor (15 dtypes) or a Python scalar (i*, f*, c*), and
as a NumPy array (15 dtypes). The Variable holds 1 (True for bool), the argument is 1. A cell is
the Variable's dtype code after a successful call, or {"refused": ErrorClassName, "unchanged":
bool} where the call raises: unchanged tells whether the Variable kept its value (and dtype).
Writes conformance/fixtures/assign_add/tensorflow-<mode>.json.
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, PY_SCALAR, WEAK, command_line, refused, write_fixture, record_each_in_fresh_process  # noqa: E402

MODES = ["legacy", "safe", "all"]


def record(mode):
    warnings.simplefilter("ignore")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import numpy as np
    import tensorflow as tf

    if mode != "legacy":
        tf.experimental.numpy.experimental_enable_numpy_behavior(dtype_conversion_mode=mode)

    def tf_dtype(code):
        return tf.as_dtype(DTYPES[CODES.index(code)])

    def argument(kind, form):
        if kind in WEAK:
            return PY_SCALAR[kind]
        if form == "ndarray":
            return np.ones([], dtype=tf_dtype(kind).as_numpy_dtype)
        return tf.ones([], dtype=tf_dtype(kind))

    def cell(row, col, form):
        # Scalars (shape []) throughout: assign_add needs equal shapes, and a Python scalar is 0-d.
        var = tf.Variable(tf.ones([], dtype=tf_dtype(row)))
        before = var.numpy().copy()
        try:
            var.assign_add(argument(col, form))
        except Exception as exc:  # the class name is what we record
            after = var.numpy()
            unchanged = var.dtype == tf_dtype(row) and bool(np.array_equal(before, after))
            return {**refused(exc), "unchanged": unchanged}
        return CODE_OF[var.dtype.name]

    tables = [
        {"op": "assign_add", "call": "method", "rowOperand": "variable", "colOperand": "tensor",
         "rows": CODES, "cols": KINDS,
         "cells": [[cell(r, c, "tensor") for c in KINDS] for r in CODES]},
        {"op": "assign_add", "call": "method", "rowOperand": "variable", "colOperand": "ndarray",
         "rows": CODES, "cols": CODES,
         "cells": [[cell(r, c, "ndarray") for c in CODES] for r in CODES]},
    ]
    document = {
        "header": {
            "library": "tensorflow",
            "version": tf.__version__,
            "mode": mode,
            "ops": ["assign_add"],
            "recordedWith": command_line(),
            "numpyBehavior": mode != "legacy",
            "dtypeConversionMode": mode,
            "cells": "dtype of the Variable after the call; {refused: ErrorClass, cause: no-kernel where the library "
                     "has no kernel, unchanged: value and dtype kept after the refusal}",
            "operandValue": "0-d: Variable holds 1 (True for bool); argument 1 (1, 1.0, 1+0j for i*, f*, c*)",
        },
        "tables": tables,
    }
    write_fixture(os.path.join("assign_add", f"tensorflow-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
