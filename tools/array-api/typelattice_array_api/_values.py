"""asarray's Python scalars as bytes: (nested) bools, ints, floats and complex numbers packed in the
dtype that holds each kind exactly (bool, int64 or uint64, float64, complex128; the widest kind
present wins, as NumPy reads a list). The facade then converts them to the requested dtype."""

import struct

from ._bridge import Values

_KINDS = {bool: 0, int: 1, float: 2, complex: 3}
_INT64 = (-(2**63), 2**63 - 1)


def python_values(obj, want, scalar_of):
    """`obj` as Values; `want` the requested dtype name (or None), `scalar_of(array)` a 0-d array's value."""
    leaves = []
    shape = _flatten(obj, leaves, scalar_of, ())
    kind = max((_KINDS[type(v)] for v in leaves), default=2)
    n = len(leaves)
    if kind == 0:
        return Values(bytes(leaves), "bool", shape)
    if kind == 1:
        lo, hi = min(leaves), max(leaves)
        if _INT64[0] <= lo and hi <= _INT64[1]:
            return Values(struct.pack(f"<{n}q", *leaves), "int64", shape)
        if want == "uint64" and lo >= 0 and hi < 2**64:
            return Values(struct.pack(f"<{n}Q", *leaves), "uint64", shape)
        raise OverflowError(f"Python int {hi if hi > _INT64[1] else lo} does not fit int64 (nor {want or 'any requested dtype'})")
    if kind == 2:
        return Values(struct.pack(f"<{n}d", *map(float, leaves)), "float64", shape)
    flat = []
    for v in leaves:
        c = complex(v)
        flat += (c.real, c.imag)
    return Values(struct.pack(f"<{2 * n}d", *flat), "complex128", shape)


def _flatten(obj, leaves, scalar_of, where):
    if isinstance(obj, (list, tuple)):
        shapes = {_flatten(x, leaves, scalar_of, where + (i,)) for i, x in enumerate(obj)}
        if len(shapes) > 1:
            raise ValueError(f"asarray: the sequences at {list(where)} have different shapes {sorted(shapes)}")
        return (len(obj),) + (shapes.pop() if shapes else ())
    if type(obj) in _KINDS:
        leaves.append(obj)
        return ()
    if getattr(obj, "_handle", None) is not None:
        if obj.ndim != 0:
            raise ValueError("asarray: a nested sequence may hold 0-dimensional arrays only")
        leaves.append(scalar_of(obj))
        return ()
    raise TypeError(f"asarray takes arrays, Python scalars and (nested) lists of them; got {type(obj).__name__}")
