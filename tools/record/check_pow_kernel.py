"""Measures the float32 pow kernel's error (packages/kernels-cpu/src/wasm-pow.ts) against mpmath.

The kernel decides an element's float32 rounding from v = 2^(y·log2 x) computed in float64, where
v·(1 - EPS) and v·(1 + EPS) round to the same float32; that is right as long as
|v / x^y - 1| + 2^-52 (Math.pow's own error) stays below EPS. This script mirrors the kernel's
float64 operations one for one in NumPy (same tables, constants and order: each NumPy float64
operation rounds as the WebAssembly one does), over samples of the regions where the error is
largest (x near 1 with |y| large, |t| = |y·log2 x| near 160, every table interval), and compares
v with x^y in 160-bit arithmetic. It also checks the tables: log2 c within 1 ulp of -log2(1/c),
and 2^(i/512) within 1 ulp.

    .venv/bin/python tools/record/check_pow_kernel.py [samples]     (the recording venv: pnpm record)
"""
import json
import math
import subprocess
import sys

import mpmath
import numpy as np

mpmath.mp.prec = 160
ROOT = __file__.rsplit('/tools/', 1)[0]
data = json.loads(subprocess.run(
    ['node', '--import', 'tsx', '--conditions=@typelattice/source', 'packages/kernels-cpu/scripts/pow-kernel-data.ts'],
    cwd=ROOT, check=True, capture_output=True, text=True).stdout)
f64 = lambda h: np.array([int(h, 16)], dtype=np.uint64).view(np.float64)[0]
A = [f64(h) for h in data['A']]
C = [f64(h) for h in data['C']]
LOG = np.array([int(h, 16) for h in data['log']], dtype=np.uint64).view(np.float64)
EXP = np.array([int(h, 16) for h in data['exp']], dtype=np.uint64)
N_LOG, N_EXP = data['LOG_ENTRIES'], data['EXP_ENTRIES']
POW_OFF, EPS, CLAMP, SHIFT, EXP_SHIFT = data['POW_OFF'], data['EPS'], data['CLAMP'], data['SHIFT'], data['EXP_SHIFT']


def ulp(x):
    return math.ulp(abs(x))


# the tables
worst_log = max(abs(mpmath.mpf(LOG[2 * i + 1]) + mpmath.log(mpmath.mpf(LOG[2 * i]), 2)) / ulp(LOG[2 * i + 1])
                for i in range(N_LOG) if LOG[2 * i + 1] != 0)
exp_vals = (EXP + (np.arange(N_EXP, dtype=np.uint64) << np.uint64(EXP_SHIFT))).view(np.float64)
worst_exp = max(abs(mpmath.mpf(exp_vals[i]) - mpmath.power(2, mpmath.mpf(i) / N_EXP)) / ulp(exp_vals[i]) for i in range(N_EXP))
print(f'tables: log2 c within {float(worst_log):.3f} ulp, 2^(i/{N_EXP}) within {float(worst_exp):.3f} ulp')
assert worst_log <= 1 and worst_exp <= 1


def kernel(x, y):
    """v and whether the float32 rounding is decided, as the kernel computes them (x positive normal float32, y float32)."""
    xb = x.view(np.int32)
    tmp = xb - np.int32(POW_OFF)
    k = (tmp >> 23).astype(np.float64)
    z = (xb - (tmp & np.int32(-0x800000))).view(np.float32).astype(np.float64)
    idx = (tmp.view(np.uint32) >> 15) & (N_LOG - 1)
    invc, logc = LOG[2 * idx], LOG[2 * idx + 1]
    r = z * invc - 1
    ak = k + logc
    r2 = r * r
    r4 = r2 * r2
    y512 = y.astype(np.float64) * N_EXP
    u = y512 * ak + (y512 * r) * (((r * A[1] + A[0]) + r2 * (r * A[3] + A[2])) + r4 * (r * A[5] + A[4]))
    u = np.where(CLAMP * N_EXP < u, CLAMP * N_EXP, u)
    u = np.where(u < -CLAMP * N_EXP, -CLAMP * N_EXP, u)
    ss = u + SHIFT
    g = u - (ss - SHIFT)
    sb = ss.view(np.uint64)
    scale = (EXP[sb & np.uint64(N_EXP - 1)] + (sb << np.uint64(EXP_SHIFT))).view(np.float64)
    v = scale * ((g * C[0] + 1) + (g * g) * (g * C[2] + C[1]))
    up = (v * (1 + EPS)).astype(np.float32)
    down = (v * (1 - EPS)).astype(np.float32)
    return v, up, up == down


np.seterr(over='ignore')  # results past float32's range round to inf, as the kernel's do
rng = np.random.default_rng(2026)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
f32 = np.float32
regions = {}
# x, y uniform in [0.5, 2] (the bench)
regions['uniform [0.5, 2]'] = (rng.uniform(0.5, 2, n).astype(f32), rng.uniform(0.5, 2, n).astype(f32))
# x within 2^-8 of 1 at every scale, |y log2 x| up to 160
x = (1 + (rng.uniform(-1, 1, n) * 2.0 ** -rng.integers(8, 24, n))).astype(f32)
x[x == 1] = f32(1 + 2 ** -23)
regions['x near 1, |t| <= 160'] = (x, (rng.uniform(-160, 160, n) / np.log2(x.astype(np.float64))).astype(f32))
# every interval of the log table, |t| near 160
x = (2.0 ** rng.integers(-126, 128, n) * rng.uniform(1, 2, n)).astype(f32)
t = rng.choice([-1, 1], n) * rng.uniform(120, 160, n)
regions['any x, |t| in [120, 160]'] = (x, (t / np.log2(x.astype(np.float64))).astype(f32))
x = (2.0 ** rng.integers(-126, 128, n) * rng.uniform(1, 2, n)).astype(f32)
regions['any x, |t| <= 8'] = (x, (rng.uniform(-8, 8, n) / np.log2(x.astype(np.float64))).astype(f32))

worst = 0.0
for name, (x, y) in regions.items():
    ok = np.isfinite(y) & (x > 0) & np.isfinite(x) & (np.abs(np.log2(x.astype(np.float64)) * y) < 159)
    x, y = x[ok], y[ok]
    v, w, decided = kernel(x, y)
    err = 0.0
    wrong = 0
    for i in range(len(x)):
        e = mpmath.power(mpmath.mpf(float(x[i])), mpmath.mpf(float(y[i])))
        err = max(err, float(abs(mpmath.mpf(float(v[i])) / e - 1)))
        # a decided element's float32 is x^y's (float(e) is e's double, which rounds to float32 alike there)
        if decided[i] and w[i] != f32(float(e)):
            wrong += 1
    worst = max(worst, err)
    print(f'{name}: {len(x)} samples, max |v/x^y - 1| = 2^{math.log2(err) if err else -math.inf:.2f}, '
          f'undecided {np.count_nonzero(~decided)}, decided but wrong {wrong}')
    assert wrong == 0
print(f'largest error 2^{math.log2(worst):.2f} (EPS 2^{math.log2(EPS):.0f}, Math.pow 2^-52)')
assert worst + 2 ** -52 < EPS
