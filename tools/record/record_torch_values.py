"""Record PyTorch's elementwise values (CPU) where they differ from NumPy's, into
conformance/fixtures/values/torch/.

The cases of the newer ops of conformance/fixtures/values/README.md (comparisons, logical, bitwise,
shifts, unary ops, where; operands from record_values.py, so both libraries see identical inputs)
run through torch.eq ... torch.where. A refusal (no kernel for a dtype, e.g. uint16 to uint64 for
most ops) is recorded as `raises`. Only ops whose values differ from NumPy's somewhere beyond a
few ulps are written (every case of such an op); the differences found are printed (and written
as JSON to $VALUES_DIFFERENCES when that is set).

Usage: .venv/bin/python tools/record/record_torch_values.py   (all fixtures: pnpm record)
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_values as numpy_values  # noqa: E402  the NumPy recorder's operands and encoding
from fixture_io import ROOT, command_line  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402

torch.use_deterministic_algorithms(True)
torch.set_num_threads(1)

OUT_DIR = os.path.join(ROOT, "conformance", "fixtures", "values", "torch")
BF16 = numpy_values.NP["bfloat16"]

FUNCS = {
    "equal": torch.eq, "not_equal": torch.ne, "less": torch.lt, "less_equal": torch.le,
    "greater": torch.gt, "greater_equal": torch.ge, "logical_and": torch.logical_and,
    "logical_or": torch.logical_or, "logical_xor": torch.logical_xor, "bitwise_and": torch.bitwise_and,
    "bitwise_or": torch.bitwise_or, "bitwise_xor": torch.bitwise_xor,
    "left_shift": torch.bitwise_left_shift, "right_shift": torch.bitwise_right_shift,
    "logical_not": torch.logical_not, "invert": torch.bitwise_not, "negative": torch.neg,
    "absolute": torch.abs, "sign": torch.sign, "square": torch.square, "sqrt": torch.sqrt,
    "exp": torch.exp, "log": torch.log, "sin": torch.sin, "cos": torch.cos, "tanh": torch.tanh,
    "floor": torch.floor, "ceil": torch.ceil, "rint": torch.round, "real": torch.real,
    "imag": torch.imag, "where": torch.where,
}


def to_torch(x):
    """A NumPy array as a tensor of the same dtype (bfloat16 through its bits)."""
    if x.dtype == BF16:
        return torch.from_numpy(np.ascontiguousarray(x).view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(x).copy())


def to_numpy(t):
    t = t.resolve_conj().resolve_neg().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(BF16)
    return t.numpy()


def torch_call(op, *arrays):
    return to_numpy(FUNCS[op](*[to_torch(x) for x in arrays]))


def header():
    return {
        "library": "torch",
        "version": torch.__version__,
        "mode": "default",
        "device": "cpu",
        "functions": "torch.eq ... torch.where; invert is torch.bitwise_not, rint is torch.round (half to even)",
        "recordedWith": command_line(),
        "format": "conformance/fixtures/values/README.md",
    }


def main():
    found = []
    for op in numpy_values.NEW_OPS:
        cases, diffs = numpy_values.compare_with_numpy(op, torch_call)
        found += diffs
        if numpy_values.worth_replaying(diffs):
            numpy_values.write_library_op(OUT_DIR, header(), op, cases)
    numpy_values.report_differences("torch", found)


if __name__ == "__main__":
    main()
