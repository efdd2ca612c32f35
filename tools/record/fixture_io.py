"""Shared helpers for the recorders: operand kinds, dtype codes and deterministic JSON output.

Not a recorder itself (record.sh runs only record_*.py), imported by them.
"""

import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURES = os.path.join(ROOT, "conformance", "fixtures")

DTYPES = [
    "bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
]
CODES = [
    "b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64",
    "bf16", "f16", "f32", "f64", "c64", "c128",
]
CODE_OF = dict(zip(DTYPES, CODES))
WEAK = ["i*", "f*", "c*"]
KINDS = CODES + WEAK
# Python scalars standing for the weak kinds; value 1 so that no cell depends on range or value.
PY_SCALAR = {"i*": 1, "f*": 1.0, "c*": 1 + 0j}

OPS = ["add", "subtract", "multiply", "truediv", "floordiv", "mod", "pow", "maximum", "minimum", "atan2",
       "copysign", "hypot", "logaddexp", "nextafter"]


class WeakCell(str):
    """A weakly typed result's cell: its kind (i*, f*, c*) as a string, and `dtype`, the code of the
    concrete dtype the library stores it in (TensorFlow's WeakTensor of a Python int is int32)."""

    def __new__(cls, kind, dtype):
        cell = super().__new__(cls, kind)
        cell.dtype = dtype
        return cell


def weak_kind_of(code):
    """The weak kind (i*, f*, c*) of a weakly typed result of dtype `code`, carrying `code` as its
    storage dtype (see `with_weak_dtypes`)."""
    if code.startswith("c"):
        return WeakCell("c*", code)
    if code.startswith("f") or code.startswith("bf"):
        return WeakCell("f*", code)
    return WeakCell("i*", code)


def with_weak_dtypes(table):
    """Adds `weakDtypes` to a recorded table where any cell is weakly typed: the same shape as
    `cells`, the storage dtype code of each weak cell, null elsewhere."""
    def storage(cell):
        return cell.dtype if isinstance(cell, WeakCell) else None

    cells = table["cells"]
    grid = [[storage(c) for c in row] if isinstance(row, list) else storage(row) for row in cells]
    flat = [x for row in grid for x in (row if isinstance(row, list) else [row])]
    if any(x is not None for x in flat):
        table["weakDtypes"] = grid
    return table


# Messages that say the library has no kernel (loop) for the op and dtype, as opposed to refusing
# the promotion itself: TensorFlow, PyTorch, NumPy, JAX.
NO_KERNEL = (
    "Could not find device for node",
    "No OpKernel was registered",
    "is not in the list of allowed values",
    "not implemented for",
    "did not contain a loop with signature matching types",
    "not supported for the input types",
    "does not support complex",
    "Invalid dtype tf.",
)


def refused(exc):
    """A raising cell: the exception's class name (and `cause: no-kernel` where the message says the
    library has no kernel for the op and dtype), nothing that could vary between runs."""
    cell = {"refused": type(exc).__name__}
    if any(marker in str(exc) for marker in NO_KERNEL):
        cell["cause"] = "no-kernel"
    return cell


def command_line():
    """The command that records this fixture, as a user would type it."""
    rel = os.path.relpath(os.path.abspath(sys.argv[0]), ROOT)
    return " ".join([".venv/bin/python", rel] + sys.argv[1:]) + "  (all fixtures: pnpm record)"


def _dump(value, indent):
    """JSON with objects expanded and innermost arrays (table rows) kept on one line."""
    pad = "  " * indent
    inner = "  " * (indent + 1)
    if isinstance(value, dict):
        if not value:
            return "{}"
        if all(not isinstance(v, (dict, list)) for v in value.values()) and len(value) <= 2:
            return json.dumps(value, ensure_ascii=False)
        parts = [f"{inner}{json.dumps(k)}: {_dump(v, indent + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(parts) + "\n" + pad + "}"
    if isinstance(value, list):
        # A table row: scalars and flat cells such as {"refused": ..., "cause": ...} on one line.
        if all(not isinstance(v, list) and (not isinstance(v, dict) or all(not isinstance(x, (list, dict)) for x in v.values())) for v in value):
            return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        parts = [inner + _dump(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(parts) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)


def write_fixture(relpath, document):
    """Write `document` under conformance/fixtures/ deterministically (same input, same bytes)."""
    path = os.path.join(FIXTURES, relpath)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(_dump(document, 0) + "\n")
    print(f"wrote {os.path.relpath(path, ROOT)}")


def record_each_in_fresh_process(script, argv, modes, record):
    """`script args...` records one mode; without arguments, every mode, each in a fresh process:
    TensorFlow's numpy behaviour and JAX's flags are process-global."""
    if argv:
        record(*argv)
        return
    for mode in modes:
        args = list(mode) if isinstance(mode, tuple) else [mode]
        subprocess.run([sys.executable, os.path.abspath(script), *args], check=True)
