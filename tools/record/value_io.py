"""How the recorders write array elements: losslessly, as conformance/fixtures/values/README.md
describes (bool as true/false, 8- to 32-bit ints as numbers, 64-bit ints as decimal strings,
floats as their bits in hex, complex as [re, im] of lane bits). Not a recorder itself (record.sh
runs only record_*.py), imported by them.
"""

import numpy as np

FLOAT_BITS = {2: np.uint16, 4: np.uint32, 8: np.uint64}


def dtype_name(dt):
    """The dtype's name, with ml_dtypes' bfloat16 named as the fixtures name it."""
    return "bfloat16" if dt.name == "bfloat16" else dt.name


def encode(arr):
    """A flat list encoding every element of `arr` losslessly."""
    flat = np.ascontiguousarray(arr).reshape(-1)
    dt = flat.dtype
    if dt == np.bool_:
        return [bool(v) for v in flat]
    if dt.kind == "f" or dtype_name(dt) == "bfloat16":
        return [f"0x{int(v):0{dt.itemsize * 2}x}" for v in flat.view(FLOAT_BITS[dt.itemsize])]
    if dt.kind in "iu":
        return [str(int(v)) for v in flat] if dt.itemsize == 8 else [int(v) for v in flat]
    if dt.kind == "c":
        lanes = flat.view(np.uint32 if dt.itemsize == 8 else np.uint64).reshape(-1, 2)
        width = 8 if dt.itemsize == 8 else 16
        return [[f"0x{int(r):0{width}x}", f"0x{int(i):0{width}x}"] for r, i in lanes]
    raise TypeError(f"cannot encode dtype {dt}")
