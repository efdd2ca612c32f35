"""The inputs record_extensions.py gives the `linalg` and `fft` functions: the operands of the dtype
tables, the cases of shapes, options, edges and errors every library mode is asked, and NumPy's
value cases (seeded random, Hilbert, nearly singular, Hermitian, empty inputs, every FFT length
kind), on which the kernels are checked within stated bounds. Not a recorder itself.
"""

import numpy as np

# ---------------------------------------------------------------- dtype tables

MATRIX = [[2, 1], [1, 2]]   # symmetric positive definite, invertible: every function takes it
VEC2 = [1, 2]
VEC3A, VEC3B = [1, 2, 3], [4, 5, 6]
SIGNAL = [1, 2, 3, 4]
HALF = [1, 2, 3]            # irfft/hfft input: 3 bins of a length-4 signal
GRID = [[1, 2], [3, 4]]

# The operands of each function's dtype table (each operand of one kind; binary functions over
# every pair of kinds), and the call's further arguments.
LINALG_TABLE = {
    "cholesky": ([MATRIX], {}), "cross": ([VEC3A, VEC3B], {}), "det": ([MATRIX], {}), "diagonal": ([MATRIX], {}),
    "eigh": ([MATRIX], {}), "eigvalsh": ([MATRIX], {}), "inv": ([MATRIX], {}), "matrix_norm": ([MATRIX], {}),
    "matrix_power": ([MATRIX], {"n": 2}), "matrix_rank": ([MATRIX], {}), "matrix_transpose": ([MATRIX], {}),
    "outer": ([VEC2, VEC2], {}), "pinv": ([MATRIX], {}), "qr": ([MATRIX], {}), "slogdet": ([MATRIX], {}),
    "solve": ([MATRIX, MATRIX], {}), "svd": ([MATRIX], {}), "svdvals": ([MATRIX], {}), "tensordot": ([MATRIX, MATRIX], {}),
    "trace": ([MATRIX], {}), "vecdot": ([VEC2, VEC2], {}), "vector_norm": ([VEC2], {}),
}
FFT_TABLE = {
    "fft": ([SIGNAL], {}), "ifft": ([SIGNAL], {}), "fftn": ([GRID], {}), "ifftn": ([GRID], {}), "rfft": ([SIGNAL], {}),
    "irfft": ([HALF], {}), "rfftn": ([GRID], {}), "irfftn": ([GRID], {}), "hfft": ([HALF], {}), "ihfft": ([SIGNAL], {}),
    "fftshift": ([SIGNAL], {}), "ifftshift": ([SIGNAL], {}),
}
# fftfreq and rfftfreq take no array: their table is over the `dtype` argument.
FREQ = ["fftfreq", "rfftfreq"]

# ---------------------------------------------------------------- cases every library mode is asked

F64, F32, C128, I32, I8 = "float64", "float32", "complex128", "int32", "int8"


def A(values, dtype=F64):
    return {"values": values, "dtype": dtype}


def zeros(shape, dtype=F64):
    return {"zeros": list(shape), "dtype": dtype}


def ones(shape, dtype=F64):
    return {"ones": list(shape), "dtype": dtype}


def eye(n, batch=(), dtype=F64):
    return {"eye": n, "batch": list(batch), "dtype": dtype}


def arange(shape, dtype=F64):
    return {"arange": list(shape), "dtype": dtype}


SQ = [[4, 1, 2], [1, 5, 3], [2, 3, 6]]   # symmetric positive definite 3 x 3
SING = [[1, 2], [2, 4]]
NOT_PD = [[1, 2], [2, 1]]
NORM_M = [[1, -2, 3], [-4, 5, -6], [7, -8, 10]]
RANK2 = [[1, 2, 3, 4], [2, 4, 6, 8], [0, 1, 0, 1], [1, 3, 3, 5]]


def linalg_cases():
    """(id, function, positional inputs, options). Inputs: A(...) literal values, zeros/ones/eye/arange shapes."""
    c = []
    # non-square and rank errors
    for f in ("inv", "det", "cholesky", "eigh", "eigvalsh", "slogdet", "matrix_power"):
        opts = {"n": 2} if f == "matrix_power" else {}
        c.append((f"{f}-non-square-2x3", f, [ones((2, 3))], opts))
        c.append((f"{f}-1-d", f, [ones((3,))], opts))
    c.append(("solve-non-square-2x3", "solve", [ones((2, 3)), ones((2,))], {}))
    c.append(("solve-b-mismatch", "solve", [eye(3), ones((2,))], {}))
    # singular and not positive definite
    c += [("inv-singular", "inv", [A(SING)], {}), ("solve-singular", "solve", [A(SING), A([1, 1])], {}),
          ("det-singular", "det", [A(SING)], {}), ("slogdet-singular", "slogdet", [A(SING)], {}),
          ("matrix_power-singular-neg", "matrix_power", [A(SING)], {"n": -1}),
          ("inv-zeros", "inv", [zeros((2, 2))], {}),
          ("cholesky-not-pd", "cholesky", [A(NOT_PD)], {}), ("cholesky-zero", "cholesky", [zeros((1, 1))], {}),
          ("inv-singular-f32", "inv", [A(SING, F32)], {}), ("inv-int-singular", "inv", [A(SING, I32)], {})]
    # empty
    c += [("inv-0x0", "inv", [zeros((0, 0))], {}), ("det-0x0", "det", [zeros((0, 0))], {}),
          ("slogdet-0x0", "slogdet", [zeros((0, 0))], {}), ("eigh-0x0", "eigh", [zeros((0, 0))], {}),
          ("eigvalsh-0x0", "eigvalsh", [zeros((0, 0))], {}), ("cholesky-0x0", "cholesky", [zeros((0, 0))], {}),
          ("svd-0x0", "svd", [zeros((0, 0))], {}), ("svd-0x3", "svd", [zeros((0, 3))], {}),
          ("svd-0x3-reduced", "svd", [zeros((0, 3))], {"full_matrices": False}), ("svdvals-2x0", "svdvals", [zeros((2, 0))], {}),
          ("qr-3x0", "qr", [zeros((3, 0))], {}), ("qr-0x3", "qr", [zeros((0, 3))], {}),
          ("qr-3x0-complete", "qr", [zeros((3, 0))], {"mode": "complete"}),
          ("solve-0x0", "solve", [zeros((0, 0)), zeros((0,))], {}), ("pinv-0x3", "pinv", [zeros((0, 3))], {}),
          ("matrix_rank-0x3", "matrix_rank", [zeros((0, 3))], {}), ("matrix_norm-0x0", "matrix_norm", [zeros((0, 0))], {}),
          ("matrix_norm-0x0-2", "matrix_norm", [zeros((0, 0))], {"ord": 2}),
          ("vector_norm-empty", "vector_norm", [zeros((0,))], {}), ("vector_norm-empty-inf", "vector_norm", [zeros((0,))], {"ord": float("inf")}),
          ("trace-0x0", "trace", [zeros((0, 0))], {}), ("det-batch-2x0x0", "det", [zeros((2, 0, 0))], {}),
          ("inv-batch-0x2x2", "inv", [zeros((0, 2, 2))], {})]
    # shapes of the multi-output functions
    for shape in ((3, 2), (2, 3), (2, 3, 2)):
        name = "x".join(map(str, shape))
        for mode in ("reduced", "complete"):
            c.append((f"qr-{name}-{mode}", "qr", [arange(shape)], {"mode": mode}))
        for full in (True, False):
            c.append((f"svd-{name}-full_matrices={full}", "svd", [arange(shape)], {"full_matrices": full}))
        c.append((f"svdvals-{name}", "svdvals", [arange(shape)], {}))
    c += [("eigh-batch-2x3x3", "eigh", [eye(3, (2,))], {}), ("slogdet-batch-2x2x2", "slogdet", [eye(2, (2,))], {}),
          ("det-batch-2x2x2", "det", [eye(2, (2,))], {}), ("cholesky-batch", "cholesky", [eye(2, (3,))], {}),
          ("inv-batch-2x1x3x3", "inv", [eye(3, (2, 1))], {})]
    # solve's broadcasting and vector right-hand sides
    c += [("solve-2x3x3-by-3", "solve", [eye(3, (2,)), A([1, 2, 3])], {}),
          ("solve-2x3x3-by-3x1", "solve", [eye(3, (2,)), ones((3, 1))], {}),
          ("solve-3x3-by-2x3x1", "solve", [eye(3), ones((2, 3, 1))], {}),
          ("solve-2x3x3-by-2x3", "solve", [eye(3, (2,)), ones((2, 3))], {}),
          ("solve-1x3x3-by-4x3x2", "solve", [eye(3, (1,)), ones((4, 3, 2))], {}),
          ("solve-3x3-by-3x2", "solve", [A(SQ), arange((3, 2))], {})]
    # options
    for n in (0, 1, 2, 3, -1, -2):
        c.append((f"matrix_power-n={n}", "matrix_power", [A(SQ)], {"n": n}))
    c += [("matrix_power-int-n=3", "matrix_power", [A(SQ, I32)], {"n": 3}), ("matrix_power-int-n=0", "matrix_power", [A(SQ, I8)], {"n": 0}),
          ("matrix_power-int-n=-1", "matrix_power", [A(SQ, I32)], {"n": -1}),
          ("matrix_power-int8-overflow", "matrix_power", [A(SQ, I8)], {"n": 4})]
    vec = A([3, -4, 0, 1])
    for o in (2, 1, float("inf"), float("-inf"), 0, 3, -1, 0.5):
        c.append((f"vector_norm-ord={o}", "vector_norm", [vec], {"ord": o}))
    c += [("vector_norm-axis-(0,1)", "vector_norm", [arange((2, 3))], {"axis": (0, 1)}),
          ("vector_norm-axis-1-keepdims", "vector_norm", [arange((2, 3))], {"axis": 1, "keepdims": True}),
          ("vector_norm-axis-None-keepdims", "vector_norm", [arange((2, 3))], {"keepdims": True}),
          ("vector_norm-int8", "vector_norm", [A([3, 4], I8)], {}),
          ("vector_norm-complex", "vector_norm", [A([3 + 4j, 1j], C128)], {}),
          ("vector_norm-ord=-1-zero", "vector_norm", [A([1, 0, 2])], {"ord": -1})]
    for o in ("fro", "nuc", 1, -1, 2, -2, float("inf"), float("-inf")):
        c.append((f"matrix_norm-ord={o}", "matrix_norm", [A(NORM_M)], {"ord": o}))
    c += [("matrix_norm-keepdims", "matrix_norm", [A(NORM_M)], {"keepdims": True}),
          ("matrix_norm-batch", "matrix_norm", [arange((2, 2, 3))], {}),
          ("matrix_norm-ord=3", "matrix_norm", [A(NORM_M)], {"ord": 3})]
    c += [("matrix_rank-rank2", "matrix_rank", [A(RANK2)], {}),
          ("matrix_rank-tiny", "matrix_rank", [A([[1, 0], [0, 1e-17]])], {}),
          ("matrix_rank-rtol", "matrix_rank", [A([[1, 0], [0, 1e-3]])], {"rtol": 1e-2}),
          ("matrix_rank-f32-tiny", "matrix_rank", [A([[1, 0], [0, 1e-7]], F32)], {}),
          ("pinv-rank2", "pinv", [A(RANK2)], {}),
          ("pinv-tiny", "pinv", [A([[1, 0, 0], [0, 1e-15, 0], [0, 0, 1e-17]])], {}),
          ("pinv-rtol", "pinv", [A([[1, 0], [0, 1e-3]])], {"rtol": 1e-2})]
    c += [("trace-offset-1", "trace", [arange((3, 4))], {"offset": 1}), ("trace-offset--1", "trace", [arange((3, 4))], {"offset": -1}),
          ("trace-int8", "trace", [A(SQ, I8)], {}), ("trace-int8-dtype-int8", "trace", [A([[100, 0], [0, 100]], I8)], {"dtype": "int8"}),
          ("trace-int8-dtype-float64", "trace", [A(SQ, I8)], {"dtype": "float64"}),
          ("trace-batch", "trace", [arange((2, 3, 3))], {}),
          ("diagonal-offset-1", "diagonal", [arange((3, 4))], {"offset": 1}),
          ("diagonal-offset--2", "diagonal", [arange((3, 4))], {"offset": -2}),
          ("diagonal-offset-5", "diagonal", [arange((3, 4))], {"offset": 5}),
          ("diagonal-batch", "diagonal", [arange((2, 3, 3))], {}),
          ("cross-axis-0", "cross", [arange((3, 2)), ones((3, 2))], {"axis": 0}),
          ("cross-broadcast", "cross", [arange((2, 3)), A([1, 0, 0])], {}),
          ("cross-size-2", "cross", [A([1, 2]), A([3, 4])], {}),
          ("tensordot-axes-0", "tensordot", [A([1, 2]), A([3, 4, 5])], {"axes": 0}),
          ("tensordot-axes-1", "tensordot", [arange((2, 3)), arange((3, 2))], {"axes": 1}),
          ("tensordot-axes-pairs", "tensordot", [arange((2, 3, 4)), arange((4, 3))], {"axes": ((1, 2), (1, 0))}),
          ("tensordot-mismatch", "tensordot", [arange((2, 3)), arange((2, 3))], {"axes": 1}),
          ("vecdot-complex", "vecdot", [A([1 + 2j, 3j], C128), A([2 - 1j, 1], C128)], {}),
          ("vecdot-axis-0", "vecdot", [arange((3, 2)), ones((3, 2))], {"axis": 0}),
          ("vecdot-broadcast", "vecdot", [arange((2, 3)), A([1, 1, 1])], {}),
          ("outer-2-d", "outer", [arange((2, 2)), A([1, 2])], {}),
          ("matrix_transpose-1-d", "matrix_transpose", [A([1, 2])], {}),
          ("matrix_transpose-batch", "matrix_transpose", [arange((2, 3, 4))], {}),
          ("eigvalsh-order", "eigvalsh", [A([[3, 0, 0], [0, -1, 0], [0, 0, 2]])], {}),
          ("slogdet-complex", "slogdet", [A([[1j, 0], [0, 2]], C128)], {}),
          ("slogdet-negative", "slogdet", [A([[0, 1], [1, 0]])], {}),
          ("det-int", "det", [A(SQ, I32)], {}),
          ("cholesky-upper", "cholesky", [A(SQ)], {"upper": True}),
          ("cholesky-complex", "cholesky", [A([[2, 1j], [-1j, 2]], C128)], {}),
          ("eigh-complex", "eigh", [A([[2, 1j], [-1j, 2]], C128)], {}),
          ("svd-complex", "svd", [A([[1, 1j], [0, 2]], C128)], {}),
          ("inv-nan", "inv", [A([[float("nan"), 0], [0, 1]])], {}),
          ("inv-inf", "inv", [A([[float("inf"), 0], [0, 1]])], {})]
    return c


def fft_cases():
    sig = A([1, 2, 3, 4])
    c = [("fft-n-pad", "fft", [sig], {"n": 6}), ("fft-n-truncate", "fft", [sig], {"n": 2}),
         ("fft-axis-0", "fft", [arange((2, 3))], {"axis": 0}), ("fft-n-0", "fft", [sig], {"n": 0}),
         ("fft-n--1", "fft", [sig], {"n": -1}), ("fft-empty", "fft", [zeros((0,))], {}),
         ("fft-0-d", "fft", [A(1.0)], {}), ("fft-int", "fft", [A([1, 2, 3], I32)], {}),
         ("fft-complex", "fft", [A([1j, 2, 3 - 1j], C128)], {})]
    for norm in ("backward", "ortho", "forward"):
        for f in ("fft", "ifft", "rfft", "ihfft"):
            c.append((f"{f}-norm-{norm}", f, [sig], {"norm": norm}))
        for f in ("irfft", "hfft"):
            c.append((f"{f}-norm-{norm}", f, [A([1, 2, 3])], {"norm": norm}))
        c.append((f"fftn-norm-{norm}", "fftn", [arange((2, 3))], {"norm": norm}))
    c += [("rfft-n-5", "rfft", [sig], {"n": 5}), ("rfft-complex", "rfft", [A([1j, 2], C128)], {}),
          ("irfft-default-n", "irfft", [A([1, 2, 3, 4])], {}), ("irfft-n-5", "irfft", [A([1, 2, 3])], {"n": 5}),
          ("irfft-n-1", "irfft", [A([1, 2, 3])], {"n": 1}), ("irfft-complex", "irfft", [A([1, 2j, 3])], {}),
          ("irfft-single", "irfft", [A([2])], {}),
          ("hfft-n-5", "hfft", [A([1, 2j, 3])], {"n": 5}), ("ihfft-n-5", "ihfft", [sig], {"n": 5}),
          ("fftn-s", "fftn", [arange((2, 3))], {"s": (4, 2)}), ("fftn-axes-0", "fftn", [arange((2, 3))], {"axes": (0,)}),
          ("fftn-3-d", "fftn", [arange((2, 3, 4))], {}),
          ("rfftn-2x4", "rfftn", [arange((2, 4))], {}), ("irfftn-2x3", "irfftn", [arange((2, 3))], {}),
          ("irfftn-s", "irfftn", [arange((2, 3))], {"s": (2, 5)}), ("rfftn-axes-0", "rfftn", [arange((4, 2))], {"axes": (0,)}),
          ("fftfreq-5-0.1", "fftfreq", [5], {"d": 0.1}), ("fftfreq-4", "fftfreq", [4], {}),
          ("fftfreq-1", "fftfreq", [1], {}), ("fftfreq-0", "fftfreq", [0], {}),
          ("rfftfreq-5", "rfftfreq", [5], {}), ("rfftfreq-4-2.0", "rfftfreq", [4], {"d": 2.0}),
          ("fftfreq-5-float32", "fftfreq", [5], {"dtype": "float32"}),
          ("fftshift-5", "fftshift", [A([0, 1, 2, 3, 4])], {}), ("ifftshift-5", "ifftshift", [A([0, 1, 2, 3, 4])], {}),
          ("fftshift-axes-0", "fftshift", [arange((3, 2))], {"axes": 0}), ("fftshift-2-d", "fftshift", [arange((3, 4))], {}),
          ("fftshift-int8", "fftshift", [A([1, 2, 3], I8)], {})]
    return c


def materialise(spec):
    """A case input as a NumPy array."""
    if not isinstance(spec, dict):
        return spec
    dtype = spec["dtype"]
    if "values" in spec:
        return np.array(spec["values"], dtype=np.complex128 if dtype.startswith("complex") else None).astype(dtype)
    if "zeros" in spec:
        return np.zeros(spec["zeros"], dtype=dtype)
    if "ones" in spec:
        return np.ones(spec["ones"], dtype=dtype)
    if "arange" in spec:
        n = int(np.prod(spec["arange"]))
        return (np.arange(n, dtype=np.float64) + 1).reshape(spec["arange"]).astype(dtype)
    if "eye" in spec:
        e = np.eye(spec["eye"]) * 2
        return np.broadcast_to(e, tuple(spec["batch"]) + e.shape).astype(dtype).copy()
    raise KeyError(spec)


# ---------------------------------------------------------------- NumPy's value cases

def hilbert(n):
    i = np.arange(n)
    return 1.0 / (i[:, None] + i[None, :] + 1)


def orthogonal(rng, n, complex_=False):
    z = rng.standard_normal((n, n)) + (1j * rng.standard_normal((n, n)) if complex_ else 0)
    q, r = np.linalg.qr(z)
    return q * (np.diag(r) / np.abs(np.diag(r)))


def value_inputs():
    """(id, kind, array): the matrices and signals of the value cases, from one seed."""
    rng = np.random.default_rng(20240612)
    m = []
    for n in (1, 2, 3, 4, 5, 8, 13, 16):
        m.append((f"random-{n}", "square", rng.standard_normal((n, n))))
    for n in (3, 8, 16):
        m.append((f"random-f32-{n}", "square", rng.standard_normal((n, n)).astype(np.float32)))
    for n in (3, 8):
        m.append((f"random-c128-{n}", "square", rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n))))
    m.append(("random-c64-4", "square", (rng.standard_normal((4, 4)) + 1j * rng.standard_normal((4, 4))).astype(np.complex64)))
    m.append(("hilbert-6", "square", hilbert(6)))
    m.append(("hilbert-8", "square", hilbert(8)))
    q = orthogonal(rng, 6)
    m.append(("nearly-singular-6", "square", q @ np.diag([1, 1, 1, 1, 1, 1e-13]) @ q.T))
    m.append(("batch-2x3x3", "square", rng.standard_normal((2, 3, 3))))
    m.append(("empty-0x0", "square", np.zeros((0, 0))))
    return m


def symmetric_inputs():
    rng = np.random.default_rng(7)
    m = []
    for n in (1, 2, 3, 5, 8, 16):
        b = rng.standard_normal((n, n))
        m.append((f"symmetric-{n}", (b + b.T) / 2))
    for n in (3, 8):
        b = rng.standard_normal((n, n)).astype(np.float32)
        m.append((f"symmetric-f32-{n}", (b + b.T) / 2))
    for n in (3, 6):
        b = rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n))
        m.append((f"hermitian-c128-{n}", (b + b.conj().T) / 2))
    b = (rng.standard_normal((4, 4)) + 1j * rng.standard_normal((4, 4))).astype(np.complex64)
    m.append(("hermitian-c64-4", (b + b.conj().T) / 2))
    m.append(("hilbert-8", hilbert(8)))
    q = orthogonal(rng, 6)
    m.append(("repeated-eigenvalues-6", q @ np.diag([1, 1, 1, 2, 2, 3]) @ q.T))
    m.append(("diagonal-4", np.diag([3.0, -1.0, 2.0, 0.0])))
    m.append(("batch-2x3x3", (lambda b: (b + np.swapaxes(b, -1, -2)) / 2)(rng.standard_normal((2, 3, 3)))))
    m.append(("empty-0x0", np.zeros((0, 0))))
    return m


def spd_inputs():
    rng = np.random.default_rng(11)
    m = []
    for n in (1, 2, 3, 5, 8, 16):
        b = rng.standard_normal((n, n))
        m.append((f"spd-{n}", b @ b.T + n * np.eye(n)))
    b = rng.standard_normal((8, 8)).astype(np.float32)
    m.append(("spd-f32-8", (b @ b.T + 8 * np.eye(8, dtype=np.float32)).astype(np.float32)))
    b = rng.standard_normal((4, 4)) + 1j * rng.standard_normal((4, 4))
    m.append(("hpd-c128-4", b @ b.conj().T + 4 * np.eye(4)))
    b = (rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3)))
    m.append(("hpd-c64-3", (b @ b.conj().T + 3 * np.eye(3)).astype(np.complex64)))
    m.append(("hilbert-8", hilbert(8)))
    m.append(("empty-0x0", np.zeros((0, 0))))
    return m


def rectangular_inputs():
    rng = np.random.default_rng(13)
    m = [("random-5x3", rng.standard_normal((5, 3))), ("random-3x5", rng.standard_normal((3, 5))),
         ("random-8x8", rng.standard_normal((8, 8))), ("random-16x12", rng.standard_normal((16, 12))),
         ("random-f32-6x4", rng.standard_normal((6, 4)).astype(np.float32)),
         ("random-c128-4x3", rng.standard_normal((4, 3)) + 1j * rng.standard_normal((4, 3))),
         ("random-c64-3x4", (rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))).astype(np.complex64)),
         ("hilbert-8", hilbert(8)),
         ("rank-2-6x5", rng.standard_normal((6, 2)) @ rng.standard_normal((2, 5))),
         ("batch-2x4x3", rng.standard_normal((2, 4, 3))),
         ("zeros-3x3", np.zeros((3, 3))), ("empty-0x3", np.zeros((0, 3)))]
    return m


def blocked_inputs():
    """(id, array): matrices past the kernels' blocked thresholds (LU, inverse and QR by panels of 32 from 96
    rows): not multiples of the panel; inv and solve of the square ones, qr of the rectangular ones."""
    rng = np.random.default_rng(31)
    q = orthogonal(rng, 97)
    return [("random-97", rng.standard_normal((97, 97))),
            ("nearly-singular-97", q @ np.diag(np.r_[np.ones(96), 1e-10]) @ q.T),
            ("random-100x97", rng.standard_normal((100, 97))),
            ("random-97x101", rng.standard_normal((97, 101)))]


FFT_LENGTHS = [1, 2, 3, 4, 5, 7, 8, 12, 16, 17, 31, 60, 64, 97, 100, 128, 210, 256]
# Long lengths (a power of 7, a prime past the direct transforms, a power of two): fft and rfft only.
FFT_LONG = [343, 1009, 1024]


def fft_inputs():
    rng = np.random.default_rng(17)
    s = []
    for n in FFT_LENGTHS:
        s.append((f"real-{n}", rng.standard_normal(n)))
        s.append((f"complex-{n}", rng.standard_normal(n) + 1j * rng.standard_normal(n)))
    for n in FFT_LONG:
        s.append((f"long-real-{n}", rng.standard_normal(n)))
        s.append((f"long-complex-{n}", rng.standard_normal(n) + 1j * rng.standard_normal(n)))
    for n in (8, 100, 257):
        s.append((f"real-f32-{n}", rng.standard_normal(n).astype(np.float32)))
        s.append((f"complex-c64-{n}", (rng.standard_normal(n) + 1j * rng.standard_normal(n)).astype(np.complex64)))
    s.append(("impulse-16", np.eye(1, 16, 3)[0]))
    s.append(("constant-12", np.full(12, 2.5)))
    return s


def fftn_inputs():
    rng = np.random.default_rng(19)
    return [("real-6x10", rng.standard_normal((6, 10))), ("complex-6x10", rng.standard_normal((6, 10)) + 1j * rng.standard_normal((6, 10))),
            ("real-3x4x5", rng.standard_normal((3, 4, 5))), ("complex-c64-8x7", (rng.standard_normal((8, 7)) + 1j * rng.standard_normal((8, 7))).astype(np.complex64)),
            ("real-f32-4x9", rng.standard_normal((4, 9)).astype(np.float32))]
