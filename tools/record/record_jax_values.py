"""Record jax.numpy's elementwise values (x64 on, CPU) into conformance/fixtures/values/jax/.

The same cases as the NumPy value fixtures (the operands come from record_values.py, so both
libraries see identical inputs), in the format of conformance/fixtures/values/README.md. Integer
`pow` is also recorded with negative exponents here: NumPy raises for them, JAX computes a value.

Of the newer ops (comparisons, logical, bitwise, shifts, unary ops, where) only those whose values
differ from NumPy's somewhere beyond a few ulps are written (every case of such an op); the
differences found are printed (and written as JSON to $VALUES_DIFFERENCES when that is set).

Usage: record_jax_values.py   (all fixtures: pnpm record)
"""

import json
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_values as numpy_values  # noqa: E402  the NumPy recorder's operands and encoding
from fixture_io import ROOT, command_line  # noqa: E402

import jax  # noqa: E402

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

OUT_DIR = os.path.join(ROOT, "conformance", "fixtures", "values", "jax")
FUNCS = {
    "add": jnp.add, "subtract": jnp.subtract, "multiply": jnp.multiply, "truediv": jnp.true_divide,
    "floordiv": jnp.floor_divide, "mod": jnp.remainder, "pow": jnp.power, "maximum": jnp.maximum,
    "minimum": jnp.minimum, "atan2": jnp.arctan2,
}


def run_case(op, a, b):
    """One case: JAX's result (brought back as a NumPy array), or the exception it raises."""
    case = {"a": numpy_values.array_json(a), "b": numpy_values.array_json(b)}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = np.asarray(FUNCS[op](jnp.asarray(a), jnp.asarray(b)))
        case["result"] = numpy_values.array_json(result)
    except Exception as exc:  # the refusal is what we record
        case["raises"] = type(exc).__name__
    return case


def cases_for(op):
    cases = []
    for da, db in [(d, d) for d in numpy_values.DTYPES] + numpy_values.MIXED:
        a = numpy_values.edge_values(da)
        b = numpy_values.edge_values(db)
        if op == "pow":
            # Non-negative integer exponents as in the NumPy fixtures; negative ones apart below.
            b = numpy_values.exponent_values(db, b)
        cases.append(run_case(op, a.reshape(-1, 1), b.reshape(1, -1)))
        if op == "pow" and numpy_values.NP[db].kind == "i" and numpy_values.NP[da].kind in "biu":
            cases.append(run_case(op, a[:3].reshape(-1, 1), np.array([[2, -1, 3]], dtype=numpy_values.NP[db])))
    return cases


NEW_FUNCS = {
    "equal": jnp.equal, "not_equal": jnp.not_equal, "less": jnp.less, "less_equal": jnp.less_equal,
    "greater": jnp.greater, "greater_equal": jnp.greater_equal, "logical_and": jnp.logical_and,
    "logical_or": jnp.logical_or, "logical_xor": jnp.logical_xor, "bitwise_and": jnp.bitwise_and,
    "bitwise_or": jnp.bitwise_or, "bitwise_xor": jnp.bitwise_xor, "left_shift": jnp.left_shift,
    "right_shift": jnp.right_shift, "logical_not": jnp.logical_not, "invert": jnp.invert,
    "negative": jnp.negative, "absolute": jnp.absolute, "sign": jnp.sign, "square": jnp.square,
    "sqrt": jnp.sqrt, "exp": jnp.exp, "log": jnp.log, "sin": jnp.sin, "cos": jnp.cos, "tanh": jnp.tanh,
    "floor": jnp.floor, "ceil": jnp.ceil, "rint": jnp.rint, "real": jnp.real, "imag": jnp.imag,
    "where": jnp.where,
}


def jax_call(op, *arrays):
    return np.asarray(NEW_FUNCS[op](*[jnp.asarray(x) for x in arrays]))


def header():
    return {
        "library": "jax",
        "version": jax.__version__,
        "jaxlib": __import__("jaxlib").__version__,
        "mode": "x64",
        "device": "cpu",
        "recordedWith": command_line(),
        "format": "conformance/fixtures/values/README.md",
    }


def record_new_ops():
    """The newer ops: compared with NumPy, written where they differ beyond a few ulps."""
    found = []
    for op in numpy_values.NEW_OPS:
        cases, diffs = numpy_values.compare_with_numpy(op, jax_call)
        found += diffs
        if numpy_values.worth_replaying(diffs):
            numpy_values.write_library_op(OUT_DIR, header(), op, cases)
    numpy_values.report_differences("jax", found)


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    record_new_ops()
    for op in FUNCS:
        head = {
            "library": "jax",
            "version": jax.__version__,
            "jaxlib": __import__("jaxlib").__version__,
            "mode": "x64",
            "device": "cpu",
            "op": op,
            "recordedWith": command_line(),
            "format": "conformance/fixtures/values/README.md",
        }
        cases = cases_for(op)
        path = os.path.join(OUT_DIR, f"{op}.json")
        lines = [json.dumps(c, separators=(",", ":")) for c in cases]
        with open(path, "w", encoding="utf-8") as f:
            f.write(json.dumps(head, separators=(",", ":"))[:-1] + ',"cases":[\n' + ",\n".join(lines) + "\n]}\n")
        print(f"wrote {os.path.relpath(path, ROOT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
