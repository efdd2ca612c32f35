"""Record TensorFlow's elementwise values (eager, CPU) where they differ from NumPy's, into
conformance/fixtures/values/tensorflow/.

The cases of the newer ops of conformance/fixtures/values/README.md (comparisons, logical, bitwise,
shifts, unary ops, where; operands from record_values.py, so both libraries see identical inputs)
run through tf.math / tf.bitwise / tf.where. TensorFlow does not promote: operands of two dtypes
are refused, and so are dtypes an op has no kernel for; those refusals are recorded as `raises`.
Only ops whose values differ from NumPy's somewhere beyond a few ulps are written (every case of
such an op); the differences found are printed (and written as JSON to $VALUES_DIFFERENCES when
that is set).

Usage: TF_CPP_MIN_LOG_LEVEL=3 .venv/bin/python tools/record/record_tf_values.py   (all fixtures: pnpm record)
"""

import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_values as numpy_values  # noqa: E402  the NumPy recorder's operands and encoding
from fixture_io import ROOT, command_line  # noqa: E402

import tensorflow as tf  # noqa: E402

OUT_DIR = os.path.join(ROOT, "conformance", "fixtures", "values", "tensorflow")

FUNCS = {
    "equal": tf.math.equal, "not_equal": tf.math.not_equal, "less": tf.math.less,
    "less_equal": tf.math.less_equal, "greater": tf.math.greater, "greater_equal": tf.math.greater_equal,
    "logical_and": tf.math.logical_and, "logical_or": tf.math.logical_or, "logical_xor": tf.math.logical_xor,
    "bitwise_and": tf.bitwise.bitwise_and, "bitwise_or": tf.bitwise.bitwise_or,
    "bitwise_xor": tf.bitwise.bitwise_xor, "left_shift": tf.bitwise.left_shift,
    "right_shift": tf.bitwise.right_shift, "logical_not": tf.math.logical_not, "invert": tf.bitwise.invert,
    "negative": tf.math.negative, "absolute": tf.math.abs, "sign": tf.math.sign, "square": tf.math.square,
    "sqrt": tf.math.sqrt, "exp": tf.math.exp, "log": tf.math.log, "sin": tf.math.sin, "cos": tf.math.cos,
    "tanh": tf.math.tanh, "floor": tf.math.floor, "ceil": tf.math.ceil, "rint": tf.math.round,
    "real": tf.math.real, "imag": tf.math.imag, "where": tf.where,
}


def tf_call(op, *arrays):
    with tf.device("/CPU:0"):
        return FUNCS[op](*[tf.constant(x) for x in arrays]).numpy()


def header():
    return {
        "library": "tensorflow",
        "version": tf.__version__,
        "mode": "legacy",
        "device": "cpu",
        "functions": "tf.math.*, tf.bitwise.*, tf.where; rint is tf.math.round (half to even)",
        "recordedWith": command_line(),
        "format": "conformance/fixtures/values/README.md",
    }


def main():
    found = []
    for op in numpy_values.NEW_OPS:
        cases, diffs = numpy_values.compare_with_numpy(op, tf_call)
        found += diffs
        if numpy_values.worth_replaying(diffs):
            numpy_values.write_library_op(OUT_DIR, header(), op, cases)
    numpy_values.report_differences("tensorflow", found)


if __name__ == "__main__":
    main()
