"""Record the Array API's `linalg` and `fft` extensions from the real libraries: the result dtypes of
every function over the operand kinds (multi-output functions: each named output), refusals,
the shapes, options, edges and errors of a list of cases, and (NumPy) value cases on which the
kernels are checked within stated bounds.

Usage:
  record_extensions.py                 record every library mode, each in a fresh process
  record_extensions.py LIBRARY MODE    record one (tensorflow legacy|safe|all, numpy default,
                                       jax x64|x32|strict, torch default)

Writes conformance/fixtures/extensions/<library>-<mode>.json, sections `linalg` and `fft`, and
(NumPy) `values`; the format is described in conformance/fixtures/extensions/README.md. Table
cells as in ops/: a dtype code, a weak kind i*/f*/c* (with `weakDtypes`), {"refused": ErrorClass}
(with "cause": "no-kernel" where the message says the library has no kernel), or null where the
call is not one of the library's; a multi-output function's cell is the list of its outputs'
cells, in the order of the table's `outputs`.
"""

import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from value_io import encode  # noqa: E402
from fixture_io import CODES, DTYPES, KINDS, WEAK, WeakCell, command_line, refused, record_each_in_fresh_process, write_fixture  # noqa: E402
from library_io import MODES  # noqa: E402
from extensions_cases import (  # noqa: E402
    FFT_TABLE, FREQ, LINALG_TABLE, blocked_inputs, fft_cases, fft_inputs, fftn_inputs, linalg_cases, materialise, rectangular_inputs,
    spd_inputs, symmetric_inputs, value_inputs,
)
from extensions_libraries import (  # noqa: E402
    BINARY, FFT, FREQ_NO_DTYPE, LIBRARIES, LINALG, NOT_TF, OUTPUTS, dtype_name,
)

NOT_AN_OP = (NOT_TF, FREQ_NO_DTYPE)


def json_option(v):
    """An option as JSON holds it: infinities as the strings "inf" and "-inf", tuples as lists."""
    if isinstance(v, float) and v in (float("inf"), float("-inf")):
        return "inf" if v > 0 else "-inf"
    if isinstance(v, (tuple, list)):
        return [json_option(x) for x in v]
    return v


def json_options(options):
    return {k: json_option(v) for k, v in options.items()}


def array_json(arr):
    arr = np.asarray(arr)
    return {"dtype": dtype_name(arr.dtype), "shape": list(arr.shape), "data": encode(arr)}


class Recorder:
    def __init__(self, lib, library):
        self.lib = lib
        self.library = library

    # ------------------------------------------------------------ dtype tables

    def evaluate(self, fn):
        if self.library == "jax":
            jax = self.lib.jax
            out = jax.eval_shape(fn)
            jax.jit(fn).lower()  # refusals raised while lowering
            return out
        return fn()

    def read(self, name, value):
        if value is None or any(value is s for s in NOT_AN_OP):
            return None
        outs = self.lib.outputs(name, value)
        cells = [self.lib.result(v) for v in outs.values()]
        return cells if name in OUTPUTS else cells[0]

    def cell(self, name, fn):
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            try:
                value = self.evaluate(fn)
            except Exception as exc:  # every library raises its own classes; the name is what we record
                return refused(exc)
        return self.read(name, value)

    def tables(self, functions, table_of):
        tables = []
        for name in functions:
            fn = self.lib_fn(functions, name)
            if isinstance(fn, str):
                tables.append({"op": name, "absent": fn})
                continue
            operands, options = table_of[name]
            for form in ["python"] + (["weak-array"] if self.lib.weak_arrays else []):
                def operand(kind, values, form=form):
                    return self.lib.array(values, kind, form)
                if len(operands) == 2:
                    rows = KINDS if form == "python" else KINDS
                    cells = [[self.cell(name, lambda r=r, c=c: fn(operand(r, operands[0]), operand(c, operands[1]), **options)) for c in KINDS]
                             for r in rows]
                    t = {"op": name, "call": self.call(name), "weakOperand": form, "operands": operands, "options": options,
                         "rows": KINDS, "cols": KINDS}
                else:
                    kinds = KINDS if form == "python" else WEAK
                    cells = [self.cell(name, lambda k=k: fn(operand(k, operands[0]), **options)) for k in kinds]
                    t = {"op": name, "call": self.call(name), "weakOperand": form, "operands": operands, "options": options,
                         "kinds": kinds}
                if name in OUTPUTS:
                    t["outputs"] = OUTPUTS[name]
                t["cells"] = cells
                tables.append(with_weak_storage(t))
        return tables

    def freq_tables(self):
        tables = []
        for name in FREQ:
            fn = self.lib.fft[name]
            if isinstance(fn, str):
                tables.append({"op": name, "absent": fn})
                continue
            default = self.cell(name, lambda: fn(4))
            cells = [None if k in WEAK else self.cell(name, lambda k=k: fn(4, dtype=DTYPES[CODES.index(k)])) for k in KINDS]
            tables.append(with_weak_storage({"op": name, "call": f"{self.lib.fft_calls[name]}(4, dtype=...)", "default": default,
                                             "kinds": KINDS, "cells": cells}))
        return tables

    def lib_fn(self, functions, name):
        return (self.lib.linalg if functions is LINALG else self.lib.fft)[name]

    def call(self, name):
        return (self.lib.calls if name in LINALG else self.lib.fft_calls)[name]

    # ------------------------------------------------------------ cases

    def outcome(self, name, fn, inputs, options, message=True):
        out = {}
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            try:
                xs = [self.lib.from_numpy(a) if isinstance(a, np.ndarray) else a for a in inputs]
                actual = [dtype_name(self.lib.to_numpy(x).dtype) for x, a in zip(xs, inputs) if isinstance(a, np.ndarray)]
                wanted = [dtype_name(a.dtype) for a in inputs if isinstance(a, np.ndarray)]
                if actual != wanted:
                    out["inputDtypesActual"] = actual
                value = fn(*xs, **options)
                if any(value is s for s in NOT_AN_OP):
                    return {"notAnOp": True}
                outs = {k: array_json(self.lib.to_numpy(v)) for k, v in self.lib.outputs(name, value).items()}
            except Exception as exc:
                cell = refused(exc)
                out["raises"] = cell["refused"]
                if "cause" in cell:
                    out["cause"] = cell["cause"]
                if message:
                    out["message"] = " ".join(str(exc).split())[:300]
                return out
        out["outputs"] = outs
        return out

    def cases(self, functions, cases):
        recorded = []
        for case_id, name, inputs, options in cases:
            fn = self.lib_fn(functions, name)
            if isinstance(fn, str):
                continue
            arrays = [materialise(x) for x in inputs]
            case = {"id": case_id, "op": name, "inputs": [array_json(a) if isinstance(a, np.ndarray) else a for a in arrays],
                    "options": json_options(options)}
            recorded.append({**case, **self.outcome(name, fn, arrays, options)})
        return recorded


def with_weak_storage(table):
    """`weakDtypes` beside `cells` where a cell (or an output of one) is weakly typed: the code of the dtype it is stored in."""
    def storage(cell):
        if isinstance(cell, list) and cell and not isinstance(cell[0], list):
            return [c.dtype if isinstance(c, WeakCell) else None for c in cell] if any(isinstance(c, WeakCell) for c in cell) else None
        return cell.dtype if isinstance(cell, WeakCell) else None

    cells = table["cells"]
    grid = [[storage(c) for c in row] for row in cells] if "rows" in table else [storage(c) for c in cells]
    flat = [x for row in grid for x in (row if isinstance(row, list) else [row])]
    if any(x is not None for x in flat):
        table["weakDtypes"] = grid
    return table


# ---------------------------------------------------------------- NumPy's values

def values_section():
    """NumPy 2.4's outputs (LAPACK through numpy.linalg, pocketfft through numpy.fft) on seeded inputs."""
    la, f = np.linalg, np.fft
    cases = []

    def add(case_id, op, inputs, options, value, extra=None):
        outs = {"result": value} if not isinstance(value, tuple) else dict(zip(OUTPUTS[op], value))
        cases.append({"id": case_id, "op": op, "inputs": [array_json(a) for a in inputs], "options": json_options(options),
                      **(extra or {}), "outputs": {k: array_json(v) for k, v in outs.items()}})

    def cond(a):
        if a.size == 0:
            return 1.0
        with np.errstate(all="ignore"):
            c = np.linalg.cond(a.astype(np.complex128 if a.dtype.kind == "c" else np.float64))
        return json_option(float(np.max(c)))

    rng = np.random.default_rng(23)
    for case_id, _, a in value_inputs():
        k = {"cond2": cond(a)}
        add(f"inv-{case_id}", "inv", [a], {}, la.inv(a), k)
        add(f"det-{case_id}", "det", [a], {}, la.det(a), k)
        add(f"slogdet-{case_id}", "slogdet", [a], {}, tuple(la.slogdet(a)), k)
        n = a.shape[-1]
        b = rng.standard_normal(a.shape[:-1] + (2,)).astype(a.dtype)
        add(f"solve-{case_id}", "solve", [a, b], {}, la.solve(a, b), k)
        if a.ndim == 2:
            v = rng.standard_normal(n).astype(a.dtype)
            add(f"solve-vector-{case_id}", "solve", [a, v], {}, la.solve(a, v), k)
        if case_id.startswith("random") and a.ndim == 2 and n <= 8:
            for p in (3, -2):
                add(f"matrix_power-{p}-{case_id}", "matrix_power", [a], {"n": p}, la.matrix_power(a, p), k)
        for o in ("fro", "nuc", 1, -1, 2, -2, float("inf"), float("-inf")):
            if (a.size and a.shape[-1] <= 8) or o in ("fro", 1, float("inf")):
                add(f"matrix_norm-{o}-{case_id}", "matrix_norm", [a], {"ord": o}, la.matrix_norm(a, ord=o))
    for case_id, a in symmetric_inputs():
        add(f"eigh-{case_id}", "eigh", [a], {}, tuple(la.eigh(a)))
        add(f"eigvalsh-{case_id}", "eigvalsh", [a], {}, la.eigvalsh(a))
    for case_id, a in spd_inputs():
        k = {"cond2": cond(a)}
        add(f"cholesky-{case_id}", "cholesky", [a], {}, la.cholesky(a), k)
        add(f"cholesky-upper-{case_id}", "cholesky", [a], {"upper": True}, la.cholesky(a, upper=True), k)
    for case_id, a in rectangular_inputs():
        k = {"cond2": cond(a) if min(a.shape[-2:]) > 0 else 1.0}
        for mode in ("reduced", "complete"):
            add(f"qr-{mode}-{case_id}", "qr", [a], {"mode": mode}, tuple(la.qr(a, mode=mode)), k)
        for full in (True, False):
            add(f"svd-full={full}-{case_id}", "svd", [a], {"full_matrices": full}, tuple(la.svd(a, full_matrices=full)), k)
        add(f"svdvals-{case_id}", "svdvals", [a], {}, la.svdvals(a), k)
        add(f"pinv-{case_id}", "pinv", [a], {}, la.pinv(a), k)
        add(f"matrix_rank-{case_id}", "matrix_rank", [a], {}, la.matrix_rank(a), k)
    rhs = np.random.default_rng(37)
    for case_id, a in blocked_inputs():
        k = {"cond2": cond(a)}
        if a.shape[0] == a.shape[1]:
            add(f"inv-{case_id}", "inv", [a], {}, la.inv(a), k)
            b = rhs.standard_normal((a.shape[0], 3))
            add(f"solve-{case_id}", "solve", [a, b], {}, la.solve(a, b), k)
        else:
            mode = "reduced" if a.shape[0] > a.shape[1] else "complete"
            add(f"qr-{mode}-{case_id}", "qr", [a], {"mode": mode}, tuple(la.qr(a, mode=mode)), k)
    for case_id, x in fft_inputs():
        n = x.shape[-1]
        long = case_id.startswith("long")
        if x.dtype.kind == "c" or not long:
            add(f"fft-{case_id}", "fft", [x], {}, f.fft(x))
        if long:
            if x.dtype.kind == "f":
                add(f"rfft-{case_id}", "rfft", [x], {}, f.rfft(x))
            continue
        add(f"ifft-{case_id}", "ifft", [x], {}, f.ifft(x))
        if 2 < n <= 100:
            add(f"fft-ortho-n-{case_id}", "fft", [x], {"n": n + 3, "norm": "ortho"}, f.fft(x, n=n + 3, norm="ortho"))
        if x.dtype.kind == "f":
            add(f"rfft-{case_id}", "rfft", [x], {}, f.rfft(x))
            add(f"ihfft-{case_id}", "ihfft", [x], {}, f.ihfft(x))
            if n > 1:
                add(f"rfft-forward-n-{case_id}", "rfft", [x], {"n": n - 1, "norm": "forward"}, f.rfft(x, n=n - 1, norm="forward"))
        else:
            half = x[: n // 2 + 1]
            add(f"irfft-{case_id}", "irfft", [half], {"n": n}, f.irfft(half, n=n))
            add(f"hfft-{case_id}", "hfft", [half], {"n": n}, f.hfft(half, n=n))
            if n > 2:
                add(f"irfft-default-{case_id}", "irfft", [half], {}, f.irfft(half))
    for case_id, x in fftn_inputs():
        add(f"fftn-{case_id}", "fftn", [x], {}, f.fftn(x))
        add(f"ifftn-{case_id}", "ifftn", [x], {"axes": [0]}, f.ifftn(x, axes=[0]))
        if x.dtype.kind == "f":
            add(f"rfftn-{case_id}", "rfftn", [x], {}, f.rfftn(x))
        else:
            add(f"irfftn-{case_id}", "irfftn", [x], {}, f.irfftn(x))
    rng = np.random.default_rng(29)
    for n in (1, 2, 5, 100):
        x = rng.standard_normal(n) * 10.0 ** rng.integers(-3, 4, n)
        for o in (2, 1, float("inf"), float("-inf"), 0, 3, -1, 0.5):
            add(f"vector_norm-{o}-{n}", "vector_norm", [x], {"ord": o}, la.vector_norm(x, ord=o))
    z = rng.standard_normal(7) + 1j * rng.standard_normal(7)
    add("vector_norm-complex-7", "vector_norm", [z], {}, la.vector_norm(z))
    add("vector_norm-huge", "vector_norm", [np.array([1e300, 1e300])], {}, la.vector_norm(np.array([1e300, 1e300])))
    add("vector_norm-tiny", "vector_norm", [np.array([3e-310, 4e-310])], {}, la.vector_norm(np.array([3e-310, 4e-310])))
    return {"numpy": np.__version__, "cases": cases}


# ---------------------------------------------------------------- the document

def pin_to_one_cpu():
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def record(library, mode):
    warnings.simplefilter("ignore")
    pin_to_one_cpu()
    lib = LIBRARIES[library](mode)
    r = Recorder(lib, library)
    document = {
        "header": {
            "library": library,
            "version": lib.version,
            "mode": mode,
            "recordedWith": command_line(),
            "format": "conformance/fixtures/extensions/README.md",
            "linalg": LINALG,
            "fft": FFT,
            "binary": BINARY,
            "outputs": OUTPUTS,
            **lib.extra,
            "weakArrays": lib.weak_arrays,
        },
        "linalg": {"tables": r.tables(LINALG, LINALG_TABLE), "cases": r.cases(LINALG, linalg_cases())},
        "fft": {"tables": r.tables([n for n in FFT if n not in FREQ], FFT_TABLE) + r.freq_tables(), "cases": r.cases(FFT, fft_cases())},
    }
    if library == "numpy":
        document["values"] = values_section()
    write_fixture(os.path.join("extensions", f"{library}-{mode}.json"), document)


def main(argv):
    record_each_in_fresh_process(__file__, argv, MODES, record)


if __name__ == "__main__":
    main(sys.argv[1:])
