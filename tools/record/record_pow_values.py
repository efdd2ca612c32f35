"""Records NumPy's pow where its values depend on more than the C library's pow, into two new
fixtures beside pow.json (which this leaves alone):

- conformance/fixtures/values/numpy/pow-scalar.json: one exponent (-1, 0, 1, 2 as Python ints;
  0.5, -1.0, 2.0 as Python floats) over the edge values of float16, bfloat16, float32, float64,
  complex64 and complex128 (+-0, +-inf, NaN, subnormals, negatives, max, random values), each
  through `x ** e` (case field "form": "operator") and `np.power(x, e)` ("function"). NumPy 2.4.6
  takes fast paths there: `ndarray.__pow__` (number.c, fast_scalar_power) turns an exact Python
  int -1 or 2 and an exact Python float 0.5 into np.reciprocal / np.square / np.sqrt (-1 and 0.5
  only for float16, float32, float64 and complex arrays; 2 for any), and the float32/float64
  power loop (loops_umath_fp.dispatch.c.src) computes 1/x, 1, sqrt(x), x, x*x for an exponent of
  -1, 0, 0.5, 1, 2 whose inner-loop stride is 0. Then a few exponent shapes ([1], [n, 1], and
  the like) that decide that stride.
- conformance/fixtures/values/numpy/pow-complex.json: np.power of complex arrays (npy_cpow:
  integer exponents below 100 by repeated multiplication, else the C library's cpow, here
  glibc's cexp(b * clog(a))): integer exponents, overflowing and underflowing results, random
  bases and exponents of every magnitude, and special values.

The Python scalar exponent is encoded as a 0-d array NumPy promotes the same way: an int as int8,
a float in the result's real lane dtype (the recorder checks that np.power gives the same dtype,
and for the function form the same bits). The headers name the recording CPU's SIMD level and
the C library: float32/float64 pow goes to SVML on AVX-512 machines and to the C library's pow
elsewhere, and complex pow is the C library's cpow.

Run: .venv/bin/python tools/record/record_pow_values.py   (all fixtures: pnpm record)
"""

import json
import os
import platform
import sys
import warnings

import ml_dtypes
import numpy as np

from record_values import NP, array_json, dtype_name, edge_values, rng_for, simd_level, spread_floats

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT_DIR = os.path.join(ROOT, "conformance", "fixtures", "values", "numpy")

FLOATS = ("float16", "bfloat16", "float32", "float64")
COMPLEX = ("complex64", "complex128")
# The exponents NumPy's fast paths look at, as Python ints and floats (type matters to `**`).
EXPONENTS = [-1, 0, 1, 2, 0.5, -1.0, 2.0]
FORMS = {"operator": lambda x, e: x ** e, "function": np.power}


def lane(name):
    """The real dtype of a complex dtype's lanes (the dtype itself for a real one)."""
    return {"complex64": "float32", "complex128": "float64"}.get(name, name)


def quiet_nans_only(x):
    """`x` without signaling NaNs: C's pow(sNaN, 0) is NaN where pow(qNaN, 0) is 1, and JavaScript
    numbers have no signaling NaN (the kernels list that with NaN payloads, as not reproduced)."""
    info = ml_dtypes.finfo(x.dtype)
    bits = x.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize]).astype(np.uint64)
    quiet = (bits >> np.uint64(info.nmant - 1)) & np.uint64(1)
    return x[~(np.isnan(x.astype(np.float64)) & (quiet == 0))]


def float_values(name):
    """A real float dtype's edge values, then negatives, magnitudes and bit patterns where
    sqrt, 1/x and x*x may round differently from pow (signaling NaNs left out)."""
    dt = NP[name]
    info = ml_dtypes.finfo(dt)
    tiny, sub, big = float(info.smallest_normal), float(info.smallest_subnormal), float(info.max)
    rng = rng_for("pow-scalar", name)
    extra = [-tiny, 3 * sub, -3 * sub, tiny / 2, 4.0, 9.0, 0.25, -4.0, -0.25, 1e-3, 2 * big / 3, -1.0 - float(info.eps)]
    parts = [edge_values(name), np.array(extra).astype(dt), spread_floats(name, rng, 40)]
    if dt.itemsize == 2:
        parts.append(np.arange(0, 1 << 16, 331, dtype=np.uint32).astype(np.uint16).view(dt))
    else:
        bits = np.uint32 if dt.itemsize == 4 else np.uint64
        parts.append(rng.integers(0, np.iinfo(bits).max, 60, dtype=bits, endpoint=True).view(dt))
    return quiet(quiet_nans_only, np.concatenate(parts))


def complex_values(name):
    """A complex dtype's edge values, every pair of special lanes (+-0, -3, +-inf, NaN, max, a
    value whose square overflows), and random values of every magnitude."""
    dt = NP[name]
    ln = NP[lane(name)]
    info = np.finfo(ln)
    big = 1e200 if name == "complex128" else 1e20
    specials = [0.0, -0.0, -3.0, np.inf, -np.inf, np.nan, float(info.max), big]
    re, im = np.meshgrid(specials, specials, indexing="ij")
    rng = rng_for("pow-scalar", name)
    rand_re = np.concatenate([spread_floats(lane(name), rng, 16), rng.standard_normal(16) * 3])
    rand_im = np.concatenate([spread_floats(lane(name), rng, 16), rng.standard_normal(16) * 3])
    return np.concatenate([edge_values(name), make_complex(dt, re.ravel(), im.ravel()), make_complex(dt, rand_re, rand_im)])


def make_complex(dt, re, im):
    out = np.empty(len(re), dtype=dt)
    with np.errstate(all="ignore"):
        out.real = np.asarray(re, dtype=np.float64)
        out.imag = np.asarray(im, dtype=np.float64)
    return out


def encoded_exponent(e, result_dtype, shape=()):
    """The Python scalar `e` as an array NumPy promotes the same way: int8 for an int, the
    result's real lane dtype for a float."""
    if isinstance(e, int):
        return np.full(shape, e, dtype=np.int8)
    return np.full(shape, e, dtype=NP[lane(dtype_name(result_dtype))])


def quiet(fn, *args):
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*args)


def same_bits(x, y):
    """Same dtype, shape and bits (any NaN equal to any NaN)."""
    if x.dtype != y.dtype or x.shape != y.shape:
        return False
    fx = x.reshape(-1).view(np.uint8).reshape(x.size, -1)
    fy = y.reshape(-1).view(np.uint8).reshape(y.size, -1)
    nan = quiet(lambda: np.isnan(x.reshape(-1).astype(np.complex128)) & np.isnan(y.reshape(-1).astype(np.complex128)))
    return bool(((fx == fy).all(axis=1) | nan).all())


def scalar_case(form, x, e):
    """`x ** e` or `np.power(x, e)` with a Python scalar `e`, its exponent encoded as a 0-d array."""
    result = quiet(FORMS[form], x, e)
    b = encoded_exponent(e, result.dtype)
    encoded = quiet(np.power, x, b)
    if encoded.dtype != result.dtype or (form == "function" and not same_bits(encoded, result)):
        raise AssertionError(f"np.power({dtype_name(x.dtype)}, {e!r}) is not np.power with the exponent as {dtype_name(b.dtype)}")
    return {"a": array_json(x), "b": array_json(b), "result": array_json(result), "form": form}


# Exponent shapes that decide the float32/float64 loop's stride: [1] broadcast (stride 0: fast),
# [1] against one element and [1, 1] against [1, 1] (no broadcast: the array's own stride), a
# column [m, 1] against [m, n] (NumPy's buffered iterator copies it: not fast).
SHAPES = [((4,), (1,)), ((1,), (1,)), ((), (1,)), ((1, 1), (1, 1)), ((2, 4), (1, 1)), ((2, 4), (2, 1)), ((4,), (4,))]


def shape_cases(name):
    dt = NP[name]
    base = np.array([-0.0, -np.inf, 2.0, 0.0], dtype=dt)
    cases = []
    for a_shape, b_shape in SHAPES:
        x = np.resize(base, a_shape) if a_shape else np.array(base[0], dtype=dt)
        for e in (0.5, -1, 2):
            b = encoded_exponent(e, dt, b_shape)
            for form, fn in FORMS.items():
                cases.append({"a": array_json(x), "b": array_json(b), "result": array_json(np.asarray(quiet(fn, x, b))), "form": form})
    return cases


def scalar_cases():
    cases = []
    for name in FLOATS + COMPLEX:
        x = complex_values(name) if name in COMPLEX else float_values(name)
        cases += [scalar_case(form, x, e) for e in EXPONENTS for form in FORMS]
    for name in ("float32", "float64"):
        cases += shape_cases(name)
    return cases


# ---- pow-complex.json: np.power of complex arrays, element by element. ----


def polar(dt, rng, n, lo, hi):
    """n complex values of magnitude 10**U(lo, hi) and uniform phase."""
    mag = 10.0 ** rng.uniform(lo, hi, n)
    phase = rng.uniform(-np.pi, np.pi, n)
    return make_complex(dt, mag * np.cos(phase), mag * np.sin(phase))


def integer_exponent_pairs(name, rng):
    """Integer exponents: |n| < 100 (repeated multiplication), 100 and beyond (cpow)."""
    dt = NP[name]
    a = polar(dt, rng, 400, -2, 2)
    n = np.concatenate([rng.integers(-99, 100, 360), [100, -100, 101, 150, 1000, -1000, 99, -99, 3, -3, 4, -4, 5, -5] * 2, rng.integers(100, 400, 12)])
    return a, make_complex(dt, n.astype(np.float64), np.zeros(len(n)))


def overflow_pairs(name):
    """Results beyond the largest finite value, and tiny ones: NumPy gives +-inf (or NaN where
    its formula meets inf - inf), as recorded."""
    dt = NP[name]
    big, huge = (1e200, 1e300) if name == "complex128" else (1e20, 1e37)
    pairs = [
        (complex(big, big), 2), (complex(big, big), 3), (complex(big, -big), 2), (complex(-big, 1), 3),
        (complex(1e20, 1), 20), (complex(1e20, 1), -20), (complex(1, 1e20), 20), (complex(big, big), -2),
        (complex(1 / big, 1 / big), -2), (complex(1 / big, 1 / big), 2), (complex(big, big), 2.5),
        (complex(big, big), 0.5), (complex(huge, 1), 1.5), (complex(huge, huge), 1.5), (complex(-huge, 0), 2.5),
        (complex(2, 3), 100), (complex(2, 3), 99), (complex(2, 3), 300), (complex(2, 3), 1000.5),
        (complex(1.5, 0.5), 300.0), (complex(10, 10), 400), (complex(10, 10), -400), (complex(-10, 10), 400.5),
        (complex(10, 0), complex(400, 3)), (complex(0.5, 0.5), complex(1500, -7)), (complex(3, 4), complex(-600, 0.25)),
        (complex(1e10, 1e10), 40), (complex(1e-10, 1e-10), 40), (complex(1e-10, 1e-10), -40), (complex(7, -2), 97),
    ]
    return make_complex(dt, [p[0].real for p in pairs], [p[0].imag for p in pairs]), make_complex(dt, [complex(p[1]).real for p in pairs], [complex(p[1]).imag for p in pairs])


def random_pairs(name, rng):
    """Random bases of every magnitude with random real and complex exponents (the C library's
    cpow, whose accuracy the kernels are measured against)."""
    dt = NP[name]
    lo, hi = (-30, 30) if name == "complex128" else (-6, 6)
    a = np.concatenate([polar(dt, rng, 300, -3, 3), polar(dt, rng, 200, lo, hi), make_complex(dt, rng.standard_normal(100) * 4, rng.standard_normal(100) * 4)])
    re = np.concatenate([rng.uniform(-6, 6, 300), rng.uniform(-2, 2, 200), rng.uniform(-40, 40, 100)])
    im = np.concatenate([rng.uniform(-6, 6, 300), np.where(rng.uniform(size=200) < 0.5, 0.0, rng.uniform(-2, 2, 200)), rng.standard_normal(100)])
    # non-integer real exponents, and an integer-valued one now and then
    re[300:400] += 0.5 * (rng.uniform(size=100) < 0.3)
    return a, make_complex(dt, re, im)


SPECIAL_BASES = [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (1, 0), (-1, 0), (0, 1), (0, -1), (np.inf, 0), (-np.inf, 0),
                 (0, np.inf), (np.inf, np.inf), (np.nan, 0), (0, np.nan), (np.nan, np.nan), (np.inf, np.nan), (2, -3), (-0.5, 0.25)]
SPECIAL_EXPONENTS = [(0, 0), (-0.0, 0), (1, 0), (2, 0), (-1, 0), (0.5, 0), (-0.5, 0), (3, 0), (0, 1), (0, -1), (2, 3), (-2.5, 1),
                     (np.inf, 0), (-np.inf, 0), (np.nan, 0), (0, np.nan), (100, 0), (1e300, 0)]


def special_pairs(name):
    dt = NP[name]
    a = make_complex(dt, [p[0] for p in SPECIAL_BASES], [p[1] for p in SPECIAL_BASES])
    b = make_complex(dt, [p[0] for p in SPECIAL_EXPONENTS], [p[1] for p in SPECIAL_EXPONENTS])
    return a.reshape(-1, 1), b.reshape(1, -1)


def complex_cases():
    cases = []
    for name in COMPLEX:
        rng = rng_for("pow-complex", name)
        for a, b in (integer_exponent_pairs(name, rng), overflow_pairs(name), random_pairs(name, rng), special_pairs(name)):
            cases.append({"a": array_json(a), "b": array_json(b), "result": array_json(quiet(np.power, a, b))})
    return cases


def header():
    return {
        "library": "numpy",
        "version": np.__version__,
        "mlDtypesVersion": ml_dtypes.__version__,
        "op": "pow",
        "recordedWith": ".venv/bin/python tools/record/record_pow_values.py  (all fixtures: pnpm record)",
        "format": "conformance/fixtures/values/README.md",
        "simd": simd_level(),
        "libc": " ".join(platform.libc_ver()),
    }


def write(stem, cases):
    path = os.path.join(OUT_DIR, f"{stem}.json")
    head = json.dumps(header(), separators=(",", ":"))[:-1]
    with open(path, "w") as f:
        f.write(head + ',"cases":[\n' + ",\n".join(json.dumps(c, separators=(",", ":")) for c in cases) + "\n]}\n")
    elements = sum(int(np.prod(c["result"]["shape"])) for c in cases)
    print(f"wrote {os.path.relpath(path, ROOT)}: {len(cases)} cases, {elements} elements, {os.path.getsize(path)} bytes")


def main():
    write("pow-scalar", scalar_cases())
    write("pow-complex", complex_cases())


if __name__ == "__main__":
    sys.exit(main())
