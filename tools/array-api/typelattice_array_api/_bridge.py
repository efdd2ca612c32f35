"""The Python end of the bridge: one Node process (../server.mjs) for the whole run, spoken to
with length-prefixed frames over its stdin and stdout (the format: ../protocol.mjs).

Every call is a round trip: the arguments go out by name (arrays as handles, Python numbers as
bytes in the payload), the reply names the result arrays (handle, dtype, shape) or the error the
facade threw, which comes back as the Python exception the Array API expects."""

import atexit
import json
import os
import shutil
import struct
import subprocess

from ._dtypes import DType

SERVER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "server.mjs")


class PromotionError(TypeError):
    """The policy refuses to promote the operands' dtypes (the facade's PromotionError)."""


class DTypeError(TypeError):
    """An unknown dtype, or a value out of a dtype's range (the facade's DTypeError)."""


class KernelError(TypeError):
    """No kernel computes the op for these dtypes (the facade's KernelError)."""


class ShapeError(ValueError, IndexError):
    """Shapes that do not fit, or an axis out of range (the facade's ShapeError, a RangeError in
    JavaScript): both a ValueError and an IndexError, as NumPy's AxisError is."""


class SizeError(ShapeError):
    """A tensor too large to create (the facade's SizeError)."""


class LinAlgError(ValueError):
    """A matrix the function cannot take: singular, not positive definite (the facade's
    LinAlgError; a ValueError, as numpy.linalg.LinAlgError is)."""


class NotInFacadeError(NotImplementedError):
    """The facade has the function but not this use of it (an index form, an argument)."""


for _error in (PromotionError, DTypeError, KernelError, ShapeError, SizeError, LinAlgError, NotInFacadeError):
    _error.__module__ = "typelattice_array_api"

# The facade's errors by name, as the exceptions the Array API expects.
ERRORS = {
    "PromotionError": PromotionError,
    "DTypeError": DTypeError,
    "KernelError": KernelError,
    "ShapeError": ShapeError,
    "SizeError": SizeError,
    "LinAlgError": LinAlgError,
    "NotInFacadeError": NotInFacadeError,
    "TypeError": TypeError,
    "ValueError": ValueError,
    "RangeError": ValueError,
    "PolicyError": ValueError,
    "IndexError": IndexError,
}

_LEAD = struct.Struct("<II")
_F64 = struct.Struct("<d")
_C128 = struct.Struct("<dd")


class Bridge:
    """The Node process and the handles it holds for this process's arrays."""

    def __init__(self, policy, mode=None):
        node = os.environ.get("NODE") or shutil.which("node")
        if node is None:
            raise RuntimeError("typelattice_array_api needs Node.js (node on PATH, or NODE=/path/to/node)")
        argv = [node, SERVER, "--policy", policy] + (["--mode", mode] if mode else [])
        self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self._to = self._proc.stdin
        self._from = self._proc.stdout
        self._freed = []
        self.make_array = None  # set by the namespace: (handle, dtype, shape) -> Array
        atexit.register(self.close)

    def close(self):
        if self._proc.poll() is None:
            self._to.close()
            self._proc.wait(timeout=10)

    def release(self, handle):
        """Forgets an array; the next request tells the server."""
        self._freed.append(handle)

    def _round_trip(self, header, payload=b""):
        if self._freed:
            header["free"], self._freed = self._freed, []
        head = json.dumps(header, separators=(",", ":")).encode()
        frame = _LEAD.pack(4 + len(head) + len(payload), len(head)) + head + bytes(payload)
        view = memoryview(frame)
        while view:
            view = view[self._to.write(view):]
        rest, head_length = _LEAD.unpack(self._read(8))
        body = self._read(rest - 4)
        reply = json.loads(body[:head_length])
        if "err" in reply:
            err = reply["err"]
            error = ERRORS.get(err["name"])
            raise error(err["message"]) if error is not None else RuntimeError(f"{err['name']}: {err['message']}")
        return reply["r"], body[head_length:]

    def _read(self, n):
        chunks = []
        while n > 0:
            chunk = self._from.read(n)
            if not chunk:
                raise RuntimeError(f"the typelattice server (node {SERVER}) exited with code {self._proc.poll()}")
            chunks.append(chunk)
            n -= len(chunk)
        return chunks[0] if len(chunks) == 1 else b"".join(chunks)

    def hello(self):
        reply, payload = self._round_trip({"op": "hello"})
        return self._decode(reply, payload)

    def call(self, fn, args):
        """Calls an Array API function (or operator) of the server with arguments by name."""
        payload = bytearray()
        encoded = {k: self._encode(v, payload) for k, v in args.items()}
        reply, data = self._round_trip({"op": "call", "fn": fn, "args": encoded}, payload)
        return self._decode(reply, data)

    def read(self, handle):
        """An array's values: (dtype name, shape, storage bytes)."""
        reply, data = self._round_trip({"op": "read", "h": handle})
        start, length = reply["a"]
        return reply["dtype"], reply["shape"], data[start:start + length]

    def _encode(self, v, payload):
        if v is None or isinstance(v, (bool, str)):
            return v
        handle = getattr(v, "_handle", None)
        if handle is not None:
            return {"h": handle}
        if isinstance(v, int):
            return {"i": str(v)}
        if isinstance(v, float):
            payload += _F64.pack(v)
            return {"f": len(payload) - 8}
        if isinstance(v, complex):
            payload += _C128.pack(v.real, v.imag)
            return {"c": len(payload) - 16}
        if isinstance(v, DType):
            return {"d": v.name}
        if isinstance(v, (list, tuple)):
            return [self._encode(x, payload) for x in v]
        if isinstance(v, slice):
            return {"s": [self._encode(x, payload) for x in (v.start, v.stop, v.step)]}
        if v is Ellipsis:
            return {"e": 0}
        if isinstance(v, Values):
            payload += v.data
            return {"a": [len(payload) - len(v.data), len(v.data)], "dtype": v.dtype, "shape": v.shape}
        device = getattr(v, "_device_name", None)
        if device is not None:
            return device
        raise TypeError(f"typelattice_array_api cannot pass a {type(v).__name__} ({v!r}) to the facade")

    def _decode(self, v, payload):
        if v is None or isinstance(v, (bool, str)):
            return v
        if isinstance(v, list):
            return [self._decode(x, payload) for x in v]
        if "h" in v:
            return self.make_array(v["h"], v["dtype"], tuple(v["shape"]))
        if "f" in v:
            return _F64.unpack_from(payload, v["f"])[0]
        if "i" in v:
            return int(v["i"])
        if "o" in v:
            return {k: self._decode(x, payload) for k, x in v["o"].items()}
        raise RuntimeError(f"typelattice_array_api: unknown reply value {v!r}")


class Values:
    """Python scalars as storage bytes of their own dtype, for asarray (the facade converts them)."""

    __slots__ = ("data", "dtype", "shape")

    def __init__(self, data, dtype, shape):
        self.data = data
        self.dtype = dtype
        self.shape = shape
