"""Record the main-namespace matrix products from the real libraries: `tensordot`, `vecdot`, `outer`
and `matrix_transpose` as each library spells them outside its `linalg` namespace (np.tensordot,
np.vecdot, np.outer, np.matrix_transpose; jnp.*; tf.tensordot, tf.experimental.numpy.outer;
torch.tensordot, torch.outer, x.mT), and `matmul` of 1-D operands (vector . vector, matrix . vector,
batched broadcasting; 0-D operands and mismatched inner dimensions).

Usage:
  record_products.py                 record every library mode, each in a fresh process
  record_products.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                     jax x64|x32|strict, torch default)

Writes conformance/fixtures/products/<library>-<mode>.json: `tables` (the dtype tables, as in
extensions/: 18 x 18 for the two-operand functions and for matmul of two vectors, one row for
matrix_transpose; TensorFlow's `matmul_numpy` is tf.experimental.numpy.matmul) and `cases`
(shapes, values and errors). The format is described in conformance/fixtures/products/README.md.
A function the library lacks in its main namespace is an absence note (`absent`).
"""

import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_io import command_line, record_each_in_fresh_process, write_fixture  # noqa: E402
from library_io import MODES  # noqa: E402
from extensions_cases import F32, I8, I32, A, LINALG_TABLE, VEC2, arange, linalg_cases, ones  # noqa: E402
from extensions_libraries import LIBRARIES  # noqa: E402
from record_extensions import Recorder  # noqa: E402

PRODUCTS = ["tensordot", "vecdot", "outer", "matrix_transpose"]
MATMUL = ["matmul", "matmul_numpy"]
TABLE = {**{n: LINALG_TABLE[n] for n in PRODUCTS}, "matmul": ([VEC2, VEC2], {}), "matmul_numpy": ([VEC2, VEC2], {})}


def matmul_cases(op):
    """matmul's shapes: vectors as rows and columns, broadcasting, and the errors."""
    c = [("vector-vector", [A([1, 2, 3]), A([4, 5, 6])]),
         ("matrix-vector", [arange((2, 3)), A([1, 0, -1])]),
         ("vector-matrix", [A([1, 0, -1]), arange((3, 2))]),
         ("batch-vector", [arange((2, 2, 3)), A([1, 2, 3])]),
         ("vector-batch", [A([1, 2]), arange((3, 2, 4))]),
         ("broadcast-batch", [ones((2, 1, 3, 4)), ones((5, 4, 2))]),
         ("empty-vectors", [A([]), A([])]),
         ("int8-vector-wraps", [A([100, 100], I8), A([2, 1], I8)]),
         ("int32-float32-vectors", [A([1, 2], I32), A([0.5, 0.25], F32)]),
         ("mismatch-vector-vector", [A([1, 2, 3]), A([1, 2])]),
         ("mismatch-matrix-vector", [arange((2, 3)), A([1, 2])]),
         ("mismatch-vector-matrix", [A([1, 2]), arange((3, 2))]),
         ("mismatch-matrices", [arange((2, 3)), arange((2, 3))]),
         ("batch-mismatch", [ones((2, 3, 4)), ones((3, 4, 2))]),
         ("scalar-vector", [A(2.0), A([1, 2])]),
         ("vector-scalar", [A([1, 2]), A(2.0)]),
         ("scalar-scalar", [A(2.0), A(3.0)]),
         ("matrix-matrix", [arange((2, 3)), arange((3, 2))])]
    return [(f"{op}-{case_id}", op, inputs, {}) for case_id, inputs in c]


def main_namespace(library, lib):
    """The library's main-namespace functions by the Array API's name, and how each is called."""
    if library == "numpy":
        import numpy as np
        fns = {"tensordot": lambda a, b, axes=2: np.tensordot(a, b, axes=axes), "vecdot": lambda a, b, axis=-1: np.vecdot(a, b, axis=axis),
               "outer": np.outer, "matrix_transpose": np.matrix_transpose, "matmul": np.matmul,
               "matmul_numpy": "NumPy has one matmul: np.matmul"}
        calls = {n: f"np.{n}" for n in PRODUCTS + ["matmul"]}
    elif library == "jax":
        jnp = lib.jnp
        fns = {"tensordot": lambda a, b, axes=2: jnp.tensordot(a, b, axes=axes), "vecdot": lambda a, b, axis=-1: jnp.vecdot(a, b, axis=axis),
               "outer": jnp.outer, "matrix_transpose": jnp.matrix_transpose, "matmul": jnp.matmul,
               "matmul_numpy": "JAX has one matmul: jnp.matmul"}
        calls = {n: f"jnp.{n}" for n in PRODUCTS + ["matmul"]}
    elif library == "tensorflow":
        tf = lib.tf
        import tensorflow.experimental.numpy as tnp
        fns = {"tensordot": lambda a, b, axes=2: tf.tensordot(a, b, axes=axes),
               "vecdot": "TensorFlow has no vecdot (tf.linalg.einsum, as the linalg recording)",
               "outer": tnp.outer,
               "matrix_transpose": "TensorFlow's main namespace has no matrix_transpose (tf.linalg.matrix_transpose)",
               "matmul": tf.matmul, "matmul_numpy": tnp.matmul}
        calls = {"tensordot": "tf.tensordot", "outer": "tf.experimental.numpy.outer (tf.math has no outer)", "matmul": "tf.matmul",
                 "matmul_numpy": "tf.experimental.numpy.matmul"}
    else:
        torch = lib.torch
        fns = {"tensordot": lambda a, b, axes=2: torch.tensordot(a, b, dims=axes),
               "vecdot": "torch has no main-namespace vecdot (torch.linalg.vecdot)",
               "outer": torch.outer, "matrix_transpose": lambda x: x.mT, "matmul": torch.matmul,
               "matmul_numpy": "PyTorch has one matmul: torch.matmul"}
        calls = {"tensordot": "torch.tensordot(a, b, dims)", "outer": "torch.outer", "matrix_transpose": "x.mT", "matmul": "torch.matmul"}
    return fns, calls


class ProductsRecorder(Recorder):
    def __init__(self, lib, library):
        super().__init__(lib, library)
        self.fns, self.calls = main_namespace(library, lib)

    def lib_fn(self, functions, name):
        return self.fns[name]

    def call(self, name):
        return self.calls[name]


def record(library, mode):
    warnings.simplefilter("ignore")
    lib = LIBRARIES[library](mode)
    r = ProductsRecorder(lib, library)
    names = PRODUCTS + MATMUL
    cases = [c for c in linalg_cases() if c[1] in PRODUCTS] + matmul_cases("matmul") + matmul_cases("matmul_numpy")
    document = {
        "header": {
            "library": library,
            "version": lib.version,
            "mode": mode,
            "recordedWith": command_line(),
            "format": "conformance/fixtures/products/README.md",
            "functions": names,
            **lib.extra,
            "weakArrays": lib.weak_arrays,
        },
        "tables": r.tables(names, TABLE),
        "cases": r.cases(names, cases),
    }
    write_fixture(os.path.join("products", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
