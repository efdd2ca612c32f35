"""How record_extensions.py reaches each library's `linalg` and `fft` functions: one adapter per
library mode that calls a function by its Array API name with the Array API's arguments (`x`,
`x1, x2`, keyword options) in the library's own spelling, and returns an array, or a dict of
arrays named as the Array API's named tuples name them (`Q`, `R`; `U`, `S`, `Vh`; `eigenvalues`,
`eigenvectors`; `sign`, `logabsdet`). A function the library does not have is an absence note
(a string). Not a recorder itself (record.sh runs only record_*.py).
"""

import os
import warnings

import numpy as np

from fixture_io import CODE_OF, CODES, DTYPES, PY_SCALAR, WEAK
from library_io import jax_result, jax_setup, tensorflow_result, tensorflow_setup, torch_result

LINALG = ["cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm", "matrix_power", "matrix_rank",
          "matrix_transpose", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot",
          "vector_norm"]
FFT = ["fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft", "fftfreq", "rfftfreq",
       "fftshift", "ifftshift"]
# The Array API's named tuples: the fields of each multi-output function, in order.
OUTPUTS = {"eigh": ["eigenvalues", "eigenvectors"], "qr": ["Q", "R"], "slogdet": ["sign", "logabsdet"],
           "svd": ["U", "S", "Vh"]}
BINARY = ["cross", "outer", "solve", "tensordot", "vecdot"]


def bf16():
    import ml_dtypes
    return np.dtype(ml_dtypes.bfloat16)


def np_dtype(name):
    return bf16() if name == "bfloat16" else np.dtype(name)


def dtype_name(dt):
    return "bfloat16" if dt == bf16() else dt.name


def numpy_array(values, dtype):
    """`values` (nested Python numbers) as a NumPy array of `dtype` (bool: True where the largest value is; halves rounded from float64)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        a = np.array(values)
        if dtype == "bool":
            # the largest elements True: [[2, 1], [1, 2]] is the identity, an invertible bool matrix
            return a == a.max() if a.size else a.astype(bool)
        if dtype in ("float16", "bfloat16"):
            return a.astype(np.float64).astype(np_dtype(dtype))
        if np.dtype(np_dtype(dtype)).kind in "iu" and a.dtype.kind == "c":
            a = a.real
        return a.astype(np_dtype(dtype))


def python_values(values, kind):
    """`values` as nested Python scalars of the weak kind (int, float, complex)."""
    cast = {"i*": int, "f*": float, "c*": complex}[kind]
    if isinstance(values, (list, tuple)):
        return [python_values(v, kind) for v in values]
    return cast(values.real if kind != "c*" and isinstance(values, complex) else values)


class Library:
    """One library mode. `linalg[name]` / `fft[name]`: a callable with the Array API's arguments, or an absence note."""
    weak_arrays = False

    def evaluate(self, fn):
        return fn()

    def outputs(self, name, value):
        """A result as {field: array}: one field `result` for a single array."""
        fields = OUTPUTS.get(name)
        if fields is None:
            return {"result": value}
        if isinstance(value, dict):
            return {f: value[f] for f in fields}
        return dict(zip(fields, value))


# ---------------------------------------------------------------- NumPy

class NumPyLibrary(Library):
    def __init__(self, mode):
        import ml_dtypes
        self.version = np.__version__
        self.extra = {"ml_dtypes": ml_dtypes.__version__}
        la, f = np.linalg, np.fft
        self.linalg = {
            "cholesky": lambda x, upper=False: la.cholesky(x, upper=upper),
            "cross": lambda a, b, axis=-1: la.cross(a, b, axis=axis),
            "det": la.det,
            "diagonal": lambda x, offset=0: la.diagonal(x, offset=offset),
            "eigh": la.eigh,
            "eigvalsh": la.eigvalsh,
            "inv": la.inv,
            "matrix_norm": lambda x, keepdims=False, ord="fro": la.matrix_norm(x, keepdims=keepdims, ord=ord),
            "matrix_power": la.matrix_power,
            "matrix_rank": lambda x, rtol=None: la.matrix_rank(x, rtol=rtol),
            "matrix_transpose": la.matrix_transpose,
            "outer": la.outer,
            "pinv": lambda x, rtol=None: la.pinv(x) if rtol is None else la.pinv(x, rtol=rtol),
            "qr": lambda x, mode="reduced": la.qr(x, mode=mode),
            "slogdet": la.slogdet,
            "solve": la.solve,
            "svd": lambda x, full_matrices=True: la.svd(x, full_matrices=full_matrices),
            "svdvals": la.svdvals,
            "tensordot": lambda a, b, axes=2: la.tensordot(a, b, axes=axes),
            "trace": lambda x, offset=0, dtype=None: la.trace(x, offset=offset, dtype=dtype),
            "vecdot": lambda a, b, axis=-1: la.vecdot(a, b, axis=axis),
            "vector_norm": lambda x, axis=None, keepdims=False, ord=2: la.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord),
        }
        self.calls = {n: f"np.linalg.{n}" for n in LINALG}
        self.fft = {
            **{n: (lambda n_: lambda x, n=None, axis=-1, norm="backward": getattr(f, n_)(x, n=n, axis=axis, norm=norm))(n)
               for n in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")},
            **{n: (lambda n_: lambda x, s=None, axes=None, norm="backward": getattr(f, n_)(x, s=s, axes=axes, norm=norm))(n)
               for n in ("fftn", "ifftn", "rfftn", "irfftn")},
            "fftfreq": lambda n, d=1.0, dtype=None: f.fftfreq(n, d=d) if dtype is None else FREQ_NO_DTYPE,
            "rfftfreq": lambda n, d=1.0, dtype=None: f.rfftfreq(n, d=d) if dtype is None else FREQ_NO_DTYPE,
            "fftshift": lambda x, axes=None: f.fftshift(x, axes=axes),
            "ifftshift": lambda x, axes=None: f.ifftshift(x, axes=axes),
        }
        self.fft_calls = {n: f"np.fft.{n}" for n in FFT}

    def array(self, values, kind, form="python"):
        if kind in WEAK:
            return python_values(values, kind)
        return numpy_array(values, DTYPES[CODES.index(kind)])

    def from_numpy(self, a):
        return a

    def to_numpy(self, value):
        return np.asarray(value)

    def result(self, value):
        return CODE_OF.get(dtype_name(np.asarray(value).dtype), dtype_name(np.asarray(value).dtype))


# A dtype argument the library's frequency functions do not take: not one of its calls.
FREQ_NO_DTYPE = object()


# ---------------------------------------------------------------- JAX

class JaxLibrary(Library):
    weak_arrays = True

    def __init__(self, mode):
        jax, jnp = jax_setup(mode)
        from jax._src.lax import lax as lax_internal
        self.jax, self.jnp, self.mode = jax, jnp, mode
        self._weak = lambda x: lax_internal._convert_element_type(x, weak_type=True)
        self.version = jax.__version__
        self.extra = {"jaxlib": __import__("jaxlib").__version__, "jax_enable_x64": mode != "x32",
                      "jax_numpy_dtype_promotion": "strict" if mode == "strict" else "standard"}
        la, f = jnp.linalg, jnp.fft
        self.linalg = {
            "cholesky": lambda x, upper=False: la.cholesky(x, upper=upper),
            "cross": lambda a, b, axis=-1: la.cross(a, b, axis=axis),
            "det": la.det,
            "diagonal": lambda x, offset=0: la.diagonal(x, offset=offset),
            "eigh": la.eigh,
            "eigvalsh": la.eigvalsh,
            "inv": la.inv,
            "matrix_norm": lambda x, keepdims=False, ord="fro": la.matrix_norm(x, keepdims=keepdims, ord=ord),
            "matrix_power": la.matrix_power,
            "matrix_rank": lambda x, rtol=None: la.matrix_rank(x, rtol=rtol),
            "matrix_transpose": la.matrix_transpose,
            "outer": la.outer,
            "pinv": lambda x, rtol=None: la.pinv(x, rtol=rtol),
            "qr": lambda x, mode="reduced": la.qr(x, mode=mode),
            "slogdet": la.slogdet,
            "solve": la.solve,
            "svd": lambda x, full_matrices=True: la.svd(x, full_matrices=full_matrices),
            "svdvals": la.svdvals,
            "tensordot": lambda a, b, axes=2: la.tensordot(a, b, axes=axes),
            "trace": lambda x, offset=0, dtype=None: la.trace(x, offset=offset, dtype=dtype),
            "vecdot": lambda a, b, axis=-1: la.vecdot(a, b, axis=axis),
            "vector_norm": lambda x, axis=None, keepdims=False, ord=2: la.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord),
        }
        self.calls = {n: f"jnp.linalg.{n}" for n in LINALG}
        self.fft = {
            **{n: (lambda n_: lambda x, n=None, axis=-1, norm="backward": getattr(f, n_)(x, n=n, axis=axis, norm=norm))(n)
               for n in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")},
            **{n: (lambda n_: lambda x, s=None, axes=None, norm="backward": getattr(f, n_)(x, s=s, axes=axes, norm=norm))(n)
               for n in ("fftn", "ifftn", "rfftn", "irfftn")},
            "fftfreq": lambda n, d=1.0, dtype=None: f.fftfreq(n, d=d, dtype=dtype),
            "rfftfreq": lambda n, d=1.0, dtype=None: f.rfftfreq(n, d=d, dtype=dtype),
            "fftshift": lambda x, axes=None: f.fftshift(x, axes=axes),
            "ifftshift": lambda x, axes=None: f.ifftshift(x, axes=axes),
        }
        self.fft_calls = {n: f"jnp.fft.{n}" for n in FFT}

    def array(self, values, kind, form="python"):
        if kind in WEAK:
            if form == "weak-array":
                strong = {"i*": "int64", "f*": "float64", "c*": "complex128"}[kind]
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    return self._weak(self.jnp.asarray(numpy_array(values, strong)))
            return python_values(values, kind)
        return self.from_numpy(numpy_array(values, DTYPES[CODES.index(kind)]))

    def from_numpy(self, a):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # x32 truncates 64-bit arrays: recorded as inputDtypesActual
            return self.jnp.asarray(a)

    def to_numpy(self, value):
        return np.asarray(value)

    def result(self, value):
        return jax_result(value)


# ---------------------------------------------------------------- TensorFlow

class TensorFlowLibrary(Library):
    def __init__(self, mode):
        tf = tensorflow_setup(mode)
        import tensorflow.experimental.numpy as tnp
        self.tf, self.mode = tf, mode
        self.weak_arrays = mode != "legacy"
        self.version = tf.__version__
        self.extra = {"numpyBehavior": mode != "legacy", "dtypeConversionMode": mode}
        la, sig = tf.linalg, tf.signal
        adjoint = la.adjoint
        vh = lambda v: adjoint(v)  # noqa: E731  TensorFlow gives V; the Array API Vh = V^H

        def svd(x, full_matrices=True):
            s, u, v = la.svd(x, full_matrices=full_matrices)
            return {"U": u, "S": s, "Vh": vh(v)}

        def qr(x, mode="reduced"):
            q, r = la.qr(x, full_matrices=(mode == "complete"))
            return {"Q": q, "R": r}

        def eigh(x):
            e, v = la.eigh(x)
            return {"eigenvalues": e, "eigenvectors": v}

        def slogdet(x):
            s, l = la.slogdet(x)
            return {"sign": s, "logabsdet": l}

        def norm_ord(o):
            return {"fro": "fro", float("inf"): np.inf, float("-inf"): -np.inf}.get(o, o)

        self.linalg = {
            "cholesky": lambda x, upper=False: adjoint(la.cholesky(x)) if upper else la.cholesky(x),
            "cross": lambda a, b, axis=-1: la.cross(a, b) if axis == -1 else NOT_TF,
            "det": la.det,
            "diagonal": lambda x, offset=0: la.diag_part(x, k=offset),
            "eigh": eigh,
            "eigvalsh": la.eigvalsh,
            "inv": la.inv,
            "matrix_norm": lambda x, keepdims=False, ord="fro": la.norm(x, ord=norm_ord(ord), axis=[-2, -1], keepdims=keepdims),
            "matrix_power": "tf.linalg has no matrix_power (TensorFlow users multiply: tf.linalg.matmul repeatedly, tf.linalg.inv for negative powers)",
            "matrix_rank": lambda x, rtol=None: la.matrix_rank(x) if rtol is None else la.matrix_rank(x, tol=rtol),
            "matrix_transpose": la.matrix_transpose,
            "outer": tnp.outer,
            "pinv": lambda x, rtol=None: la.pinv(x) if rtol is None else la.pinv(x, rcond=rtol),
            "qr": qr,
            "slogdet": slogdet,
            "solve": la.solve,
            "svd": svd,
            "svdvals": lambda x: la.svd(x, compute_uv=False),
            "tensordot": lambda a, b, axes=2: la.tensordot(a, b, axes=axes),
            "trace": lambda x, offset=0, dtype=None: la.trace(x) if offset == 0 and dtype is None else NOT_TF,
            "vecdot": lambda a, b, axis=-1: la.einsum("...i,...i->...", tf.math.conj(a), b) if axis == -1 else NOT_TF,
            "vector_norm": lambda x, axis=None, keepdims=False, ord=2: la.norm(x, ord=norm_ord(ord), axis=axis, keepdims=keepdims),
        }
        self.calls = {
            "cholesky": "tf.linalg.cholesky (upper: tf.linalg.adjoint of it)", "cross": "tf.linalg.cross (last axis)",
            "det": "tf.linalg.det", "diagonal": "tf.linalg.diag_part(x, k=offset)", "eigh": "tf.linalg.eigh",
            "eigvalsh": "tf.linalg.eigvalsh", "inv": "tf.linalg.inv", "matrix_norm": "tf.linalg.norm(x, ord, axis=[-2, -1])",
            "matrix_rank": "tf.linalg.matrix_rank(x, tol)", "matrix_transpose": "tf.linalg.matrix_transpose",
            "outer": "tf.experimental.numpy.outer (tf.linalg and tf.math have no outer)",
            "pinv": "tf.linalg.pinv(x, rcond)", "qr": "tf.linalg.qr(x, full_matrices)", "slogdet": "tf.linalg.slogdet",
            "solve": "tf.linalg.solve", "svd": "tf.linalg.svd(x, full_matrices) (s, u, v; Vh = tf.linalg.adjoint(v))",
            "svdvals": "tf.linalg.svd(x, compute_uv=False)", "tensordot": "tf.linalg.tensordot(a, b, axes)",
            "trace": "tf.linalg.trace (no offset, no dtype)",
            "vecdot": "tf.linalg.einsum('...i,...i->...', tf.math.conj(a), b) (TensorFlow has no vecdot)",
            "vector_norm": "tf.linalg.norm(x, ord, axis)",
        }

        def last_axis(fn):
            def call(x, n=None, axis=-1, norm="backward"):
                if axis != -1 or norm != "backward":
                    return NOT_TF
                return fn(x) if n is None else fn(x, fft_length=[n])
            return call

        def complex_last_axis(fn):
            def call(x, n=None, axis=-1, norm="backward"):
                if axis != -1 or norm != "backward" or n is not None:
                    return NOT_TF
                return fn(x)
            return call

        def nd(fn, real=False):
            def call(x, s=None, axes=None, norm="backward"):
                if axes is not None or norm != "backward":
                    return NOT_TF
                return fn(x) if s is None else (fn(x, fft_length=list(s)) if real else NOT_TF)
            return call

        def by_rank(*fns):
            # tf.signal.fftnd has no CPU kernel: fft, fft2d, fft3d transform the last 1, 2, 3 axes
            def call(x, **k):
                rank = len(tf.convert_to_tensor(x).shape) if not hasattr(x, "shape") else len(x.shape)
                return fns[rank - 1](x, **k) if 1 <= rank <= 3 else NOT_TF
            return call

        self.fft = {
            "fft": complex_last_axis(sig.fft), "ifft": complex_last_axis(sig.ifft),
            "fftn": nd(by_rank(sig.fft, sig.fft2d, sig.fft3d)), "ifftn": nd(by_rank(sig.ifft, sig.ifft2d, sig.ifft3d)),
            "rfft": last_axis(sig.rfft), "irfft": last_axis(sig.irfft),
            "rfftn": nd(by_rank(sig.rfft, sig.rfft2d, sig.rfft3d), real=True), "irfftn": nd(by_rank(sig.irfft, sig.irfft2d, sig.irfft3d), real=True),
            "hfft": "tf.signal has no hfft", "ihfft": "tf.signal has no ihfft",
            "fftfreq": "tf.signal has no fftfreq", "rfftfreq": "tf.signal has no rfftfreq",
            "fftshift": lambda x, axes=None: sig.fftshift(x, axes=axes),
            "ifftshift": lambda x, axes=None: sig.ifftshift(x, axes=axes),
        }
        self.fft_calls = {"fft": "tf.signal.fft (last axis)", "ifft": "tf.signal.ifft (last axis)",
                          "fftn": "tf.signal.fft2d / fft3d by rank (every axis; tf.signal.fftnd has no CPU kernel)",
                          "ifftn": "tf.signal.ifft2d / ifft3d by rank",
                          "rfft": "tf.signal.rfft(x, fft_length)", "irfft": "tf.signal.irfft(x, fft_length)",
                          "rfftn": "tf.signal.rfft2d / rfft3d(x, fft_length) by rank", "irfftn": "tf.signal.irfft2d / irfft3d(x, fft_length) by rank",
                          "fftshift": "tf.signal.fftshift", "ifftshift": "tf.signal.ifftshift"}

    def array(self, values, kind, form="python"):
        tf = self.tf
        if kind in WEAK:
            if form == "weak-array":
                return tf.constant(python_values(values, kind))  # a WeakTensor under numpy behaviour
            return python_values(values, kind)
        return self.from_numpy(numpy_array(values, DTYPES[CODES.index(kind)]))

    def from_numpy(self, a):
        return self.tf.constant(a)

    def to_numpy(self, value):
        return np.asarray(value.numpy())

    def result(self, value):
        return tensorflow_result(self.tf, value)


# A call TensorFlow has no parameter for (an axis other than the last, an fft `norm`): not one of its calls.
NOT_TF = object()


# ---------------------------------------------------------------- PyTorch

class TorchLibrary(Library):
    def __init__(self, mode):
        import torch
        self.torch = torch
        torch.set_num_threads(1)
        self.version = torch.__version__.split("+")[0]
        self.extra = {}
        la, f = torch.linalg, torch.fft

        def named(fields):
            return lambda value: dict(zip(fields, value))

        def ord_of(o):
            return o

        self.linalg = {
            "cholesky": lambda x, upper=False: la.cholesky(x, upper=upper),
            "cross": lambda a, b, axis=-1: la.cross(a, b, dim=axis),
            "det": la.det,
            "diagonal": lambda x, offset=0: la.diagonal(x, offset=offset),
            "eigh": lambda x: named(["eigenvalues", "eigenvectors"])(la.eigh(x)),
            "eigvalsh": la.eigvalsh,
            "inv": la.inv,
            "matrix_norm": lambda x, keepdims=False, ord="fro": la.matrix_norm(x, ord=ord_of(ord), keepdim=keepdims),
            "matrix_power": la.matrix_power,
            "matrix_rank": lambda x, rtol=None: la.matrix_rank(x) if rtol is None else la.matrix_rank(x, rtol=rtol),
            "matrix_transpose": lambda x: x.mT,
            "outer": torch.outer,
            "pinv": lambda x, rtol=None: la.pinv(x) if rtol is None else la.pinv(x, rtol=rtol),
            "qr": lambda x, mode="reduced": named(["Q", "R"])(la.qr(x, mode=mode)),
            "slogdet": lambda x: named(["sign", "logabsdet"])(la.slogdet(x)),
            "solve": la.solve,
            "svd": lambda x, full_matrices=True: named(["U", "S", "Vh"])(la.svd(x, full_matrices=full_matrices)),
            "svdvals": la.svdvals,
            "tensordot": lambda a, b, axes=2: torch.tensordot(a, b, dims=axes),
            "trace": lambda x, offset=0, dtype=None: torch.trace(x) if offset == 0 and dtype is None else
            torch.sum(torch.diagonal(x, offset=offset, dim1=-2, dim2=-1), dim=-1, dtype=dtype and getattr(torch, dtype)),
            "vecdot": lambda a, b, axis=-1: la.vecdot(a, b, dim=axis),
            "vector_norm": lambda x, axis=None, keepdims=False, ord=2: la.vector_norm(x, ord=ord, dim=axis, keepdim=keepdims),
        }
        self.calls = {n: f"torch.linalg.{n}" for n in LINALG}
        self.calls.update({"matrix_transpose": "x.mT (torch.linalg has no matrix_transpose)", "outer": "torch.outer",
                           "tensordot": "torch.tensordot(a, b, dims)",
                           "trace": "torch.trace (2-D; offset or dtype: torch.sum(torch.diagonal(x, offset, -2, -1), -1, dtype))"})
        self.fft = {
            **{n: (lambda n_: lambda x, n=None, axis=-1, norm="backward": getattr(f, n_)(x, n=n, dim=axis, norm=norm))(n)
               for n in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")},
            **{n: (lambda n_: lambda x, s=None, axes=None, norm="backward": getattr(f, n_)(x, s=s, dim=axes, norm=norm))(n)
               for n in ("fftn", "ifftn", "rfftn", "irfftn")},
            "fftfreq": lambda n, d=1.0, dtype=None: f.fftfreq(n, d=d, dtype=dtype and getattr(torch, dtype)),
            "rfftfreq": lambda n, d=1.0, dtype=None: f.rfftfreq(n, d=d, dtype=dtype and getattr(torch, dtype)),
            "fftshift": lambda x, axes=None: f.fftshift(x, dim=axes),
            "ifftshift": lambda x, axes=None: f.ifftshift(x, dim=axes),
        }
        self.fft_calls = {n: f"torch.fft.{n}" for n in FFT}

    def array(self, values, kind, form="python"):
        if kind in WEAK:
            return python_values(values, kind)
        return self.from_numpy(numpy_array(values, DTYPES[CODES.index(kind)]))

    def from_numpy(self, a):
        torch = self.torch
        a = np.array(a, order="C", copy=True)
        if a.dtype == bf16():
            return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
        return torch.from_numpy(a)

    def to_numpy(self, value):
        torch = self.torch
        if value.dtype == torch.bfloat16:
            return value.view(torch.int16).numpy().view(bf16())
        return value.resolve_conj().numpy() if value.is_complex() else value.numpy()

    def result(self, value):
        return torch_result(self.torch, value)


LIBRARIES = {"tensorflow": TensorFlowLibrary, "numpy": NumPyLibrary, "jax": JaxLibrary, "torch": TorchLibrary}
