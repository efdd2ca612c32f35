"""The array object: a handle to a tensor held by the server, with its dtype and shape (kept here
so that attributes cost no round trip). Operators, indexing and methods forward to the server;
converting to a Python scalar reads the stored bytes back."""

import math

from ._dtypes import DTYPES


class Device:
    """The one device typelattice arrays live on from here (the Node process's CPU)."""

    __slots__ = ("_device_name",)

    def __init__(self, name):
        self._device_name = name

    def __eq__(self, other):
        return isinstance(other, Device) and other._device_name == self._device_name

    def __hash__(self):
        return hash(self._device_name)

    def __repr__(self):
        return f"Device({self._device_name!r})"


CPU = Device("cpu")

_SCALARS = (bool, int, float, complex)


class Array:
    """An Array API array backed by a typelattice Tensor in the server."""

    __slots__ = ("_handle", "_dtype", "_shape", "__weakref__")
    __hash__ = None
    _bridge = None  # set by the namespace
    _namespace = None

    def __init__(self, handle, dtype, shape):
        self._handle = handle
        self._dtype = DTYPES[dtype]
        self._shape = shape

    def __del__(self):
        bridge = Array._bridge
        if bridge is not None:
            bridge.release(self._handle)

    # attributes (bookkeeping)
    @property
    def dtype(self):
        return self._dtype

    @property
    def shape(self):
        return self._shape

    @property
    def ndim(self):
        return len(self._shape)

    @property
    def size(self):
        return math.prod(self._shape)

    @property
    def device(self):
        return CPU

    @property
    def T(self):
        if self.ndim != 2:
            raise ValueError(f"x.T needs a 2-dimensional array; got {self.ndim} dimensions (use permute_dims or mT)")
        return Array._namespace.permute_dims(self, (1, 0))

    @property
    def mT(self):
        return Array._namespace.matrix_transpose(self)

    def __array_namespace__(self, /, *, api_version=None):
        if api_version not in (None, "2024.12"):
            raise ValueError(f"typelattice_array_api implements the Array API 2024.12; asked for {api_version}")
        return Array._namespace

    def to_device(self, device, /, *, stream=None):
        if device != CPU:
            raise ValueError(f"typelattice arrays live on {CPU!r}; got {device!r}")
        return self

    def __getitem__(self, key, /):
        key = list(key) if isinstance(key, tuple) else key
        return Array._bridge.call("__getitem__", {"self": self, "key": key})

    def __iter__(self):
        # Python would otherwise iterate by x[0], x[1], ... until an IndexError, which never comes
        # where the policy clamps an index out of bounds (JAX): iterate the first axis instead
        if not self._shape:
            raise TypeError("iteration over a 0-d array")
        return (self[i] for i in range(self._shape[0]))

    def __setitem__(self, key, value, /):
        # The facade's tensors are immutable: the server computes x.at(key).set(value), and this
        # array takes the new tensor's handle (the old one is released with the temporary).
        key = list(key) if isinstance(key, tuple) else key
        new = Array._bridge.call("__setitem__", {"self": self, "key": key, "value": value})
        self._handle, new._handle = new._handle, self._handle

    def __repr__(self):
        try:
            return Array._bridge.call("__repr__", {"self": self})
        except Exception as e:  # a repr must not raise: it shows in other errors' messages
            return f"<typelattice array {self._dtype.name}{list(self._shape)}: {e}>"

    # Python scalars, from the stored bytes
    def _scalar(self):
        if self.size != 1:
            raise TypeError(f"only one-element arrays convert to Python scalars; this one has shape {self._shape}")
        dtype, _, data = Array._bridge.read(self._handle)
        return DTYPES[dtype].values(data)[0]

    def __bool__(self, /):
        return bool(self._scalar())

    def __int__(self, /):
        if self._dtype.kind == "complex floating":
            raise TypeError("int() of a complex array: take real() or abs() first")
        return int(self._scalar())

    def __float__(self, /):
        if self._dtype.kind == "complex floating":
            raise TypeError("float() of a complex array: take real() or abs() first")
        return float(self._scalar())

    def __complex__(self, /):
        return complex(self._scalar())

    def __index__(self, /):
        if self._dtype.kind not in ("signed integer", "unsigned integer"):
            raise TypeError(f"only integer arrays can be used as an index; this one is {self._dtype.name}")
        return int(self._scalar())

    def __dlpack_device__(self, /):
        return (1, 0)  # kDLCPU, device 0

    def __dlpack__(self, /, *, stream=None, max_version=None, dl_device=None, copy=None):
        raise BufferError(
            "typelattice arrays live in the Node process behind the bridge: there is no memory here to "
            "export as a DLPack capsule"
        )


def _binary(name):
    def op(self, other, /):
        if not isinstance(other, (Array, *_SCALARS)):
            return NotImplemented
        return Array._bridge.call(name, {"self": self, "other": other})

    op.__name__ = name
    return op


def _unary(name):
    def op(self, /):
        return Array._bridge.call(name, {"self": self})

    op.__name__ = name
    return op


def install_operators(available):
    """Gives the array class each operator the server can answer (the others stay undefined)."""
    for name in available:
        if name.startswith("__") and name not in ("__getitem__", "__setitem__", "__repr__"):
            unary = name in ("__neg__", "__pos__", "__abs__", "__invert__")
            setattr(Array, name, _unary(name) if unary else _binary(name))
