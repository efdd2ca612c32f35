"""Record the Array API's data type functions from the real libraries: can_cast over the 15 x 15
dtypes, and result_type over every pair of the 18 operand kinds (15 dtypes, the python scalars
int, float, complex for the weak kinds) and a few triples.

Usage:
  record_dtype_functions.py                record every library mode, each in a fresh process
  record_dtype_functions.py LIBRARY MODE   record one (tensorflow legacy|safe|all, numpy default,
                                           jax x64|x32|strict, torch default)

Writes conformance/fixtures/dtype-functions/<library>-<mode>.json (header: library, mode, versions):
  canCast[from][to]        true / false, or {"refused": ErrorClass}
  resultType[a][b]         the dtype code the library's result_type gives, or a refused cell
  triples                  [[a, b, c], cell] for the TRIPLES below
Calls: numpy.can_cast(from, to) (casting 'safe') and numpy.result_type; jax.numpy.can_cast and
jax.numpy.result_type; tf.experimental.numpy.result_type (tf.math has none; TensorFlow has no
can_cast at all, so its canCast is result_type(from, to) == to, the Array API's definition);
torch.can_cast and torch.result_type (two operands only: PyTorch has no n-ary result_type, so no
triples). Dtypes are passed as dtype objects (tensors of shape [1] to torch.result_type, which
takes no dtypes), the weak kinds as the python scalars 1, 1.0, 1+0j.
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import CODE_OF, CODES, DTYPES, KINDS, PY_SCALAR, WEAK, command_line, refused, record_each_in_fresh_process, write_fixture  # noqa: E402
from library_io import MODES, jax_setup, tensorflow_setup  # noqa: E402

TRIPLES = [
    ["i8", "u8", "f16"], ["u8", "i8", "bf16"], ["i*", "u8", "f*"], ["b", "i*", "f*"], ["i*", "f*", "c*"],
    ["f16", "bf16", "i*"], ["c*", "f32", "i64"], ["u64", "i64", "i*"], ["i32", "f*", "f16"], ["b", "b", "b"],
    ["u32", "i*", "i8"], ["f32", "c64", "f64"], ["bf16", "f*", "i8"], ["u16", "u16", "i*"],
]


def cell(fn):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return fn()
    except Exception as exc:  # each library raises its own classes; the name is what we record
        return refused(exc)


def code_of(dtype):
    name = getattr(dtype, "name", None) or str(dtype).removeprefix("torch.")
    return CODE_OF.get(name, name)


def library(name, mode):
    """(dtype of a code, operand of a kind for result_type, can_cast, result_type or None for n-ary)."""
    if name == "numpy":
        import ml_dtypes
        import numpy as np

        def dt(c):
            return np.dtype(ml_dtypes.bfloat16) if c == "bf16" else np.dtype(DTYPES[CODES.index(c)])
        return dt, lambda k: PY_SCALAR[k] if k in WEAK else dt(k), np.can_cast, np.result_type, np.result_type, {"numpy": np.__version__, "ml_dtypes": ml_dtypes.__version__}
    if name == "jax":
        jax, jnp = jax_setup(mode)

        def dt(c):
            return jnp.dtype(DTYPES[CODES.index(c)])
        extra = {"jax": jax.__version__, "jax_enable_x64": mode != "x32", "jax_numpy_dtype_promotion": "strict" if mode == "strict" else "standard"}
        return dt, lambda k: PY_SCALAR[k] if k in WEAK else dt(k), jnp.can_cast, jnp.result_type, jnp.result_type, extra
    if name == "tensorflow":
        tf = tensorflow_setup(mode)
        tnp = tf.experimental.numpy

        def dt(c):
            return tf.as_dtype(DTYPES[CODES.index(c)])
        def can_cast(a, b):  # tf.experimental.numpy has no can_cast: the Array API's definition
            return tnp.result_type(a, b) == b
        return dt, lambda k: PY_SCALAR[k] if k in WEAK else dt(k), can_cast, tnp.result_type, tnp.result_type, {
            "tensorflow": tf.__version__,
            "module": "tf.experimental.numpy.result_type (tf.math has no result_type); TensorFlow has no can_cast: canCast is result_type(from, to) == to, the Array API's definition"}
    import torch

    def dt(c):
        return getattr(torch, DTYPES[CODES.index(c)])
    return dt, lambda k: PY_SCALAR[k] if k in WEAK else torch.ones([1], dtype=dt(k)), torch.can_cast, torch.result_type, None, {"torch": torch.__version__}


def record(name, mode):
    dt, operand, can_cast, result_type, nary, versions = library(name, mode)
    doc = {
        "header": {"library": name, "mode": mode, **versions, "recordedWith": command_line()},
        "kinds": KINDS,
        "dtypes": CODES,
        "canCast": {a: [cell(lambda: bool(can_cast(dt(a), dt(b)))) for b in CODES] for a in CODES},
        "resultType": {a: [cell(lambda: code_of(result_type(operand(a), operand(b)))) for b in KINDS] for a in KINDS},
    }
    if nary is not None:
        doc["triples"] = [[t, cell(lambda: code_of(nary(*(operand(k) for k in t))))] for t in TRIPLES]
    write_fixture(f"dtype-functions/{name}-{mode}.json", doc)


if __name__ == "__main__":
    record_each_in_fresh_process(__file__, sys.argv[1:], MODES, record)
