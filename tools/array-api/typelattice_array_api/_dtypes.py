"""The dtypes of the namespace: objects compared by identity, as the Array API asks, with what the
bridge needs to read an array's storage bytes back (the struct code of one lane)."""


class DType:
    """A typelattice dtype as an Array API data type object."""

    __slots__ = ("name", "kind", "lanes", "_code", "itemsize")

    def __init__(self, name, kind, code, itemsize, lanes=1):
        self.name = name
        self.kind = kind
        self.lanes = lanes
        self._code = code
        self.itemsize = itemsize

    def __repr__(self):
        return f"typelattice_array_api.{self.name}"

    def __reduce__(self):
        return (_by_name, (self.name,))

    def values(self, data):
        """The Python scalars of storage bytes, flat, in row-major order."""
        if self.name == "bfloat16":
            # bfloat16 is the top half of a float32: widen the bits, then read them as float32
            bits = memoryview(data).cast("H").tolist()
            wide = memoryview(bytearray(len(bits) * 4)).cast("I")
            for i, b in enumerate(bits):
                wide[i] = b << 16
            return wide.cast("B").cast("f").tolist()
        flat = memoryview(data).cast(self._code).tolist() if data else []
        if self.lanes == 2:
            return [complex(flat[i], flat[i + 1]) for i in range(0, len(flat), 2)]
        return flat


# name, kind (as isdtype and __array_namespace_info__().dtypes(kind=...) name them), struct code, bytes
_TABLE = [
    ("bool", "bool", "?", 1),
    ("int8", "signed integer", "b", 1),
    ("int16", "signed integer", "h", 2),
    ("int32", "signed integer", "i", 4),
    ("int64", "signed integer", "q", 8),
    ("uint8", "unsigned integer", "B", 1),
    ("uint16", "unsigned integer", "H", 2),
    ("uint32", "unsigned integer", "I", 4),
    ("uint64", "unsigned integer", "Q", 8),
    ("float16", "real floating", "e", 2),
    ("bfloat16", "real floating", "H", 2),
    ("float32", "real floating", "f", 4),
    ("float64", "real floating", "d", 8),
]

DTYPES = {name: DType(name, kind, code, size) for name, kind, code, size in _TABLE}
DTYPES["complex64"] = DType("complex64", "complex floating", "f", 8, lanes=2)
DTYPES["complex128"] = DType("complex128", "complex floating", "d", 16, lanes=2)

# The Array API's data types (float16 and bfloat16 are typelattice's own, outside the standard).
API_DTYPES = [n for n in DTYPES if n not in ("float16", "bfloat16")]

# The kinds of `isdtype`/`dtypes(kind=...)` that group others.
KIND_GROUPS = {
    "integral": ("signed integer", "unsigned integer"),
    "numeric": ("signed integer", "unsigned integer", "real floating", "complex floating"),
}


def _by_name(name):
    return DTYPES[name]


def of_kind(kind):
    """The API dtypes of a kind name (or a tuple of kinds), as `__array_namespace_info__().dtypes` lists them."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    wanted = set()
    for k in kinds:
        if isinstance(k, DType):
            wanted.add(k.name)
            continue
        if k not in KIND_GROUPS and k not in {d.kind for d in DTYPES.values()}:
            raise ValueError(f"unknown dtype kind {k!r}")
        group = KIND_GROUPS.get(k, (k,))
        wanted.update(n for n in API_DTYPES if DTYPES[n].kind in group)
    return {n: DTYPES[n] for n in API_DTYPES if n in wanted}
