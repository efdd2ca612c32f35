"""Records TensorFlow's str(tensor) for format.test.ts.

Run: TF_CPP_MIN_LOG_LEVEL=3 .venv/bin/python packages/tf/scripts/record-format.py
Writes packages/tf/src/format.fixtures.json: for each case the dtype, shape, the element values
exactly as stored (floats as numbers or 'nan'/'inf'/'-inf', 64-bit ints as strings, complex as
[re, im], bools as booleans) and the text TensorFlow prints.
"""
import json
import math
import os

os.environ.setdefault('TF_CPP_MIN_LOG_LEVEL', '3')
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

CASES = [
    ([1, 2, 3], tf.int8), (5, tf.int32), (1.5, tf.float32), ([1.0, 2.5, -3.0], tf.float32),
    ([1.0, 2.0], tf.float32), ([0.1, 1e10], tf.float32), ([1e-5, 1.0], tf.float32), ([True, False], tf.bool),
    (True, tf.bool), ([1 + 2j, 3 - 4j], tf.complex128), (1 + 2j, tf.complex128), ([[1, 2], [3, 4]], tf.int32),
    ([[1.5, 2], [3, 4]], tf.float32), ([], tf.float32), ([float('nan'), float('inf'), -float('inf')], tf.float32),
    ([1.5, 2], tf.float16), ([1.5, 2], tf.bfloat16), ([1, 2**63], tf.uint64), (2**40, tf.int64),
    ([-0.0, 0.0], tf.float32), (1 / 3, tf.float64), (1 / 3, tf.float32), ([1.5, 2], tf.complex64),
    (1e20, tf.float32), (1e-20, tf.float32), ([0.5j, -1 - 1j], tf.complex128), ([0.1, 1e10, -3], tf.bfloat16),
    (1 / 3, tf.float16), ([1 / 3, 2], tf.float16), ([1e16, 1.0], tf.float64), (1e16, tf.float64),
    (1e15, tf.float64), (1e-4, tf.float64), (9e-5, tf.float64), (2j, tf.complex64), (-0.5 + 1.5j, tf.complex128),
    ([1e-5 + 1j, 2], tf.complex128), ([-2**63, 5], tf.int64), ([123456789.0, 1.0], tf.float64),
    ([1e7, 1.0], tf.float64), ([0.001, 1.0], tf.float64), ([1e-4, 1.0], tf.float64), ([0.0, 0.0], tf.float64),
    ([float('nan'), 1e10], tf.float64), ([1 / 3, 2 / 3], tf.float64), (3, tf.bfloat16), (-0.0, tf.float32),
    (0.0, tf.float32), (1e15, tf.float32), ([True], tf.bool), ([-1, 200], tf.int16), (65504, tf.float16),
    ([float('nan'), -float('inf')], tf.complex64), (complex(float('nan'), float('inf')), tf.complex128),
]
SHAPED = [
    ('range30', lambda: tf.range(30)),
    ('range1200', lambda: tf.range(1200)),
    ('zeros232', lambda: tf.zeros((2, 3, 2), tf.int32)),
    ('zeros20', lambda: tf.zeros((2, 0))),
    ('r2x1000', lambda: tf.reshape(tf.range(2000, dtype=tf.float64), (2, 1000))),
    ('r3x1000', lambda: tf.reshape(tf.range(3000), (3, 1000))),
    ('r1001x2', lambda: tf.reshape(tf.range(2002), (1001, 2))),
    ('f30', lambda: tf.range(30, dtype=tf.float32) / 7),
    ('bool40', lambda: tf.range(40) % 3 == 0),
    ('c20', lambda: tf.complex(tf.range(20, dtype=tf.float32), -tf.range(20, dtype=tf.float32) / 4)),
]


def enc(x, dtype):
    if dtype == tf.bool:
        return bool(x)
    if dtype.is_complex:
        return [enc(x.real, tf.float64), enc(x.imag, tf.float64)]
    if dtype in (tf.int64, tf.uint64):
        return str(int(x))
    if dtype.is_integer:
        return int(x)
    f = float(x)
    if math.isnan(f):
        return 'nan'
    if math.isinf(f):
        return 'inf' if f > 0 else '-inf'
    if f == 0 and math.copysign(1, f) < 0:
        return '-0'
    return f


def case(name, t):
    flat = t.numpy().reshape(-1)
    return {
        'name': name,
        'dtype': t.dtype.name,
        'shape': list(t.shape),
        'values': [enc(v, t.dtype) for v in flat],
        'text': str(t),
    }


out = [case(f'{v!r} {d.name}', tf.constant(v, d)) for v, d in CASES] + [case(n, f()) for n, f in SHAPED]
path = os.path.join(os.path.dirname(__file__), '..', 'src', 'format.fixtures.json')
with open(path, 'w') as f:
    json.dump({'source': f'tensorflow {tf.__version__}, numpy {np.__version__}', 'cases': out}, f, indent=1)
print(f'wrote {len(out)} cases to {os.path.normpath(path)}')
