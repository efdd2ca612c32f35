"""Records NumPy's complex multiply at extreme magnitudes (conformance/fixtures/values/numpy/
multiply-extremes.json): products whose factors reach 1e308 or 1e-320 (subnormal), where an
emulated fused multiply-add must not lose its single rounding. NumPy's SIMD loop computes
re = fma(ar, br, -(ai * bi)), im = fma(ar, bi, ai * br).

Run by `pnpm record` (record.sh runs every tools/record/record_*.py).
"""

import json
import os
import sys

import ml_dtypes
import numpy as np

from record_values import array_json

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "conformance", "fixtures", "values", "numpy", "multiply-extremes.json")


def magnitudes(dtype):
    """Factors from the smallest subnormal to the largest finite value, both signs."""
    info = np.finfo(dtype)
    lo, hi = int(np.log10(float(info.smallest_subnormal))), int(np.log10(float(info.max)))
    return [10.0 ** e for e in range(lo, hi + 1, max(1, (hi - lo) // 24))] + [float(info.max), float(info.smallest_subnormal)]


def operands(dtype, rng, n):
    """n finite complex values whose parts range over every magnitude of the dtype."""
    lane = np.float64 if dtype == np.complex128 else np.float32
    mags = np.array(magnitudes(dtype))
    top = float(np.finfo(lane).max)

    def pick():
        with np.errstate(over="ignore"):
            x = np.minimum(rng.choice(mags, n) * rng.uniform(1, 10, n), top)
        return (x * rng.choice([-1.0, 1.0], n)).astype(lane)

    out = np.empty(n, dtype=dtype)
    out.real = pick()
    out.imag = pick()
    return out


def main():
    rng = np.random.default_rng(20261123)
    cases = []
    for dtype in (np.complex128, np.complex64):
        a = operands(dtype, rng, 1500)
        b = operands(dtype, rng, 1500)
        # the example of the reliability issue, and products whose real part cancels exactly
        big, small = (1e300, 1e-300) if dtype == np.complex128 else (1e30, 1e-30)
        head = np.array([big + big * 1j, small + small * 1j, 3 * big + 3 * big * 1j], dtype=dtype)
        tail = np.array([small + small * 1j, big + big * 1j, 3 * small - 3 * small * 1j], dtype=dtype)
        a = np.concatenate([head, a])
        b = np.concatenate([tail, b])
        with np.errstate(all="ignore"):
            r = np.multiply(a, b)
        cases.append({"a": array_json(a), "b": array_json(b), "result": array_json(r)})
    header = {
        "library": "numpy",
        "version": np.__version__,
        "mlDtypesVersion": ml_dtypes.__version__,
        "op": "multiply",
        "recordedWith": ".venv/bin/python tools/record/record_complex_extremes.py  (all fixtures: pnpm record)",
        "format": "conformance/fixtures/values/README.md",
    }
    head = json.dumps(header, separators=(",", ":"))[:-1]
    with open(OUT, "w") as f:
        f.write(head + ',"cases":[\n' + ",\n".join(json.dumps(c, separators=(",", ":")) for c in cases) + "\n]}\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {sum(len(c['a']['data']) for c in cases)} products")


if __name__ == "__main__":
    sys.exit(main())
