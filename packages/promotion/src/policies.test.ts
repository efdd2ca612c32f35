import { describe, expect, it } from 'vitest';
import recordedAdd from '../test/recorded-add.json';
import tfData from './data/tf.json';
import torchData from './data/torch.json';
import { N, parseRows } from './grid';
import { OPERANDS } from './operand';
import { isAllowed, promoteTypes, resultType } from './result-type';
import { PromotionError } from './errors';
import { policyTable } from './table';
import { MODES, POLICIES, type ModeOf, type PolicyName } from './names';
import { describePolicy, policyModes } from './registry';

/** Compares a policy table with a recorded add table, skipping cells the library did not compute. */
function recordedDiffs<P extends PolicyName>(policy: P, mode: ModeOf<P>, rows: readonly string[]): number[] {
  const { grid: recorded } = parseRows(rows);
  const table = policyTable(policy, { mode }).cells;
  const raw = rows.flatMap((r) => r.split(' '));
  const out: number[] = [];
  for (let i = 0; i < N * N; i++) if (raw[i] !== '.' && raw[i] !== '-' && recorded[i] !== table[i]) out.push(i);
  return out;
}

describe('measured facts of the real libraries', () => {
  it("shipped TensorFlow's add equals the JAX x64 lattice on every cell TensorFlow computed", () => {
    expect(recordedDiffs('tf', 'all', recordedAdd.tf)).toEqual([]);
    expect(policyTable('tf', { mode: 'all', kernelGaps: false }).cells).toEqual(policyTable('jax', { mode: 'x64' }).cells);
  });

  for (const mode of ['x64', 'x32', 'strict'] as const) {
    it(`the jax ${mode} lattice reproduces jax.numpy.add as recorded`, () => {
      expect(recordedDiffs('jax', mode, recordedAdd.jax[mode])).toEqual([]);
    });
  }

  it('shipped TensorFlow safe mode refuses what TensorFlow refused, and allows the rest', () => {
    expect(tfData.safeRefused.length).toBeGreaterThan(0);
    expect(isAllowed('tf', 'uint8', 'int8', { mode: 'safe' })).toBe(false);
    expect(isAllowed('tf', 'uint8', 'int8', { mode: 'all' })).toBe(true);
    expect(resultType('tf', 'int32', 'float16', { mode: 'all' })).toBe('float16');
    expect(resultType('tf', 'i*', 'f*', { mode: 'all' })).toBe('f*');
  });

  it('integer truediv differs per system', () => {
    const div = <P extends PolicyName>(p: P, a: string, b: string, mode?: ModeOf<P>) => resultType(p, a, b, { op: 'truediv', ...(mode ? { mode } : {}) });
    expect(div('tf', 'int32', 'int32', 'all')).toBe('float64');
    expect(div('tf', 'int8', 'int8', 'all')).toBe('float32');
    expect(div('tf', 'int32', 'int32', 'legacy')).toBe('float64');
    expect(div('jax', 'int32', 'int32')).toBe('float32');
    expect(div('jax', 'uint32', 'uint32')).toBe('float32');
    expect(div('jax', 'bool', 'bool')).toBe('float32');
    expect(div('jax', 'int64', 'int64')).toBe('float64');
    expect(div('numpy', 'int8', 'int8')).toBe('float64');
    expect(div('torch', 'int64', 'int64')).toBe('float32');
    expect(div('tf-rfc', 'int8', 'int16', 'safe')).toBe('float32');
    expect(div('tf-rfc', 'uint8', 'uint32', 'safe')).toBe('float64');
    expect(div('tf-rfc', 'int8', 'i*', 'none')).toBe('float32');
    expect(div('tf-rfc', 'int8', 'uint16', 'all')).toBe('float64');
    expect(resultType('tf-rfc', 'int8', 'uint16', { op: 'div', mode: 'all' })).toBe('float64');
  });

  it('NumPy with ml_dtypes follows np.add for bfloat16 pairs that promote_types refuses', () => {
    expect(resultType('numpy', 'bfloat16', 'float16')).toBe('float32');
    expect(resultType('numpy', 'bfloat16', 'int16')).toBe('float32');
    expect(resultType('numpy', 'bfloat16', 'int8')).toBe('bfloat16');
  });

  it('PyTorch refuses uint16/32/64 with other integers, bool and complex, not with floats', () => {
    for (const u of ['uint16', 'uint32', 'uint64']) {
      for (const other of ['bool', 'int8', 'uint8', 'int64', 'complex64']) expect(isAllowed('torch', u, other)).toBe(false);
      expect(resultType('torch', u, 'float32')).toBe('float32');
    }
    // PyTorch gives complex32 here, which is not one of the fifteen dtypes
    expect(torchData.complex32).toEqual(['f16 c*', 'c* f16']);
    expect(resultType('torch', 'float16', 'c*')).toBe('complex64');
  });

  it('bool subtraction is refused where the library refuses it', () => {
    expect(isAllowed('numpy', 'bool', 'bool', { op: 'sub' })).toBe(false);
    expect(isAllowed('numpy', 'bool', 'bool', { op: 'add' })).toBe(true);
    expect(isAllowed('torch', 'bool', 'int8', { op: 'sub' })).toBe(false);
    expect(isAllowed('jax', 'bool', 'bool', { op: 'sub' })).toBe(false);
  });
});

describe('python scalar values', () => {
  it('tf-rfc: in safe and none the scalar must fit the tensor dtype', () => {
    expect(resultType('tf-rfc', 'uint8', 'i*', { value: 255 })).toBe('uint8');
    for (const mode of ['safe', 'none'] as const) {
      expect(isAllowed('tf-rfc', 'uint8', 'i*', { mode, value: 256 })).toBe(false);
      expect(isAllowed('tf-rfc', 'i*', 'uint8', { mode, value: -1 })).toBe(false);
    }
    expect(isAllowed('tf-rfc', 'float16', 'f*', { value: 1e6 })).toBe(false);
    expect(isAllowed('tf-rfc', 'float16', 'f*', { value: Infinity })).toBe(true);
  });

  it('tf-rfc: in all the scalar must fit the result dtype', () => {
    expect(resultType('tf-rfc', 'int8', 'i*', { mode: 'all', value: 1 })).toBe('int8');
    expect(isAllowed('tf-rfc', 'int8', 'i*', { mode: 'all', value: 1000 })).toBe(false);
    expect(resultType('tf-rfc', 'int8', 'f*', { mode: 'all', value: 1e300 })).toBe('float64');
    expect(resultType('tf-rfc', 'bool', 'i*', { mode: 'none', value: 2n ** 62n })).toBe('int64');
  });

  it('tf-deprecated modes widen an out-of-range scalar by value', () => {
    expect(resultType('tf-deprecated-1', 'int8', 'i*', { value: 1 })).toBe('int8');
    expect(resultType('tf-deprecated-1', 'int8', 'i*', { value: 1000 })).toBe('int16');
    expect(resultType('tf-deprecated-1', 'uint8', 'i*', { value: 1000 })).toBe('uint16');
    expect(resultType('tf-deprecated-1', 'uint8', 'i*', { value: -1 })).toBe('int16');
    expect(resultType('tf-deprecated-3', 'float16', 'f*', { value: 1e10 })).toBe('float32');
    expect(isAllowed('tf-deprecated-2', 'float16', 'f*', { value: 1e300 })).toBe(false);
  });

  it('NumPy raises for an out-of-bounds python int; JAX, TensorFlow and PyTorch wrap small ones', () => {
    expect(isAllowed('numpy', 'uint8', 'i*', { value: 256 })).toBe(false);
    expect(isAllowed('numpy', 'uint8', 'i*', { value: -1 })).toBe(false);
    expect(resultType('jax', 'uint8', 'i*', { value: 256 })).toBe('uint8');
    expect(isAllowed('jax', 'int8', 'i*', { value: 2n ** 63n })).toBe(false);
    expect(isAllowed('jax', 'int8', 'i*', { mode: 'x32', value: 2 ** 40 })).toBe(false);
    expect(resultType('torch', 'int8', 'i*', { value: 1000 })).toBe('int8');
    expect(isAllowed('torch', 'float32', 'i*', { value: 2n ** 64n })).toBe(false);
    expect(isAllowed('tf', 'int32', 'i*', { mode: 'all', value: 2 ** 40 })).toBe(false);
  });
});

describe('legacy TensorFlow: the legacy mode of tf-rfc and of tf (one definition)', () => {
  for (const policy of ['tf-rfc', 'tf'] as const) {
    describe(policy, () => {
      it('casts a NumPy array to the tensor dtype when the tensor comes first, refuses otherwise', () => {
        expect(resultType(policy, 'uint8', 'float64', { mode: 'legacy', bRole: 'ndarray' })).toBe('uint8');
        expect(isAllowed(policy, 'float64', 'uint8', { mode: 'legacy', aRole: 'ndarray' })).toBe(false);
        expect(resultType(policy, 'float64', 'float64', { mode: 'legacy', aRole: 'ndarray' })).toBe('float64');
        expect(isAllowed(policy, 'bool', 'uint8', { mode: 'legacy', bRole: 'ndarray' })).toBe(false);
      });

      it('tf.add converts its first operand; + reflects a python scalar on the left', () => {
        expect(resultType(policy, 'float32', 'i*', { mode: 'legacy' })).toBe('float32');
        expect(isAllowed(policy, 'i*', 'float32', { mode: 'legacy' })).toBe(false);
        expect(resultType(policy, 'i*', 'float32', { mode: 'legacy', form: 'operator' })).toBe('float32');
        expect(resultType(policy, 'i*', 'i*', { mode: 'legacy' })).toBe('int32');
        expect(isAllowed(policy, 'i*', 'i*', { mode: 'legacy', form: 'operator' })).toBe(false);
      });

      it('a python int next to a 64-bit tensor must fit that dtype (recorded from TensorFlow 2.21)', () => {
        expect(resultType(policy, 'uint64', 'i*', { mode: 'legacy', value: 2n ** 64n - 1n })).toBe('uint64');
        expect(isAllowed(policy, 'uint64', 'i*', { mode: 'legacy', value: 2n ** 64n })).toBe(false);
        expect(isAllowed(policy, 'uint64', 'i*', { mode: 'legacy', value: -1 })).toBe(false);
        expect(resultType(policy, 'int64', 'i*', { mode: 'legacy', value: -(2n ** 63n) })).toBe('int64');
        expect(isAllowed(policy, 'int64', 'i*', { mode: 'legacy', value: 2n ** 63n })).toBe(false);
        expect(resultType(policy, 'uint32', 'i*', { mode: 'legacy', value: 2n ** 32n })).toBe('uint32');
      });
    });
  }

  it('differ where TensorFlow 2.21 casts a bfloat16 NumPy array and the RFC tables refuse it (ops; a Variable update follows TensorFlow in both)', () => {
    expect(resultType('tf', 'uint8', 'bfloat16', { mode: 'legacy', bRole: 'ndarray' })).toBe('uint8');
    expect(isAllowed('tf-rfc', 'uint8', 'bfloat16', { mode: 'legacy', bRole: 'ndarray' })).toBe(false);
    expect(resultType('tf', 'bfloat16', 'bfloat16', { mode: 'legacy', aRole: 'ndarray' })).toBe('bfloat16');
    expect(isAllowed('tf-rfc', 'bfloat16', 'bfloat16', { mode: 'legacy', aRole: 'ndarray' })).toBe(false);
    for (const policy of ['tf', 'tf-rfc'] as const) {
      expect(resultType(policy, 'int8', 'bfloat16', { mode: 'legacy', op: 'assign_add', bRole: 'ndarray' })).toBe('int8');
      expect(isAllowed(policy, 'bool', 'bfloat16', { mode: 'legacy', op: 'assign_add', bRole: 'ndarray' })).toBe(false);
    }
    // everywhere else the two agree
    for (const op of ['add', 'sub', 'truediv', 'assign_add'] as const) {
      for (const v of [{}, { bRole: 'ndarray' as const }, { aRole: 'ndarray' as const }, { form: 'operator' as const }]) {
        const rfc = policyTable('tf-rfc', { mode: 'legacy', op, ...v }).cells;
        const tf = policyTable('tf', { mode: 'legacy', op, ...v }).cells;
        const differ = [...rfc.keys()].filter((i) => rfc[i] !== tf[i]).map((i) => `${OPERANDS[Math.floor(i / 18)]} ${OPERANDS[i % 18]}`);
        expect(differ.every((pair) => pair.includes('bfloat16')), `${op} ${JSON.stringify(v)}: ${differ.join(', ')}`).toBe(true);
      }
    }
  });
});

describe('listings and promoteTypes', () => {
  it('lists every policy with its modes', () => {
    expect(POLICIES).toEqual(['tf-rfc', 'tf', 'tf-deprecated-1', 'tf-deprecated-2', 'tf-deprecated-3', 'tf-deprecated-4', 'jax', 'numpy', 'torch']);
    for (const p of POLICIES) {
      expect(policyModes(p)).toEqual(MODES[p]);
      expect(policyModes(p)[0]).toBe(describePolicy(p).defaultMode);
      for (const m of policyModes(p)) expect(m).toBe(m.toLowerCase());
    }
    expect(policyModes('tf-rfc')).toEqual(['safe', 'all', 'none', 'legacy']);
    expect(describePolicy('tf-rfc').widening).toEqual(['none', 'safe', 'all']);
    expect(policyModes('tf')).toEqual(['legacy', 'all', 'safe']);
    expect(describePolicy('tf').widening).toEqual(['safe', 'all']);
    expect(describePolicy('tf').kinds).toEqual({ legacy: 'rule', all: 'lattice', safe: 'lattice' });
    expect(describePolicy('tf').kind).toBe('rule');
  });

  it('promoteTypes gives concrete dtypes', () => {
    expect(promoteTypes('jax', 'uint64', 'int8')).toBe('float64');
    expect(promoteTypes('jax', 'uint64', 'int8', { mode: 'x32' })).toBe('int32'); // uint64 is uint32 with x64 off
    expect(promoteTypes('jax', 'float64', 'int8', { mode: 'x32' })).toBe('float32');
    expect(promoteTypes('numpy', 'int8', 'uint8')).toBe('int16');
    expect(() => promoteTypes('jax', 'i*', 'int8')).toThrow(/promoteTypes takes concrete dtypes/);
  });

  it('accepts short codes and returns canonical names', () => {
    expect(resultType('jax', 'u8', 'i8')).toBe('int16');
    expect(resultType('jax', 'uint8', 'i8')).toBe('int16');
  });
});

describe('shipped TensorFlow truediv', () => {
  it('refuses bool / bool as TensorFlow does, and divides ints per width', () => {
    expect(isAllowed('tf', 'bool', 'bool', { mode: 'all', op: 'truediv' })).toBe(false);
    expect(resultType('tf', 'bool', 'int32', { mode: 'all', op: 'truediv' })).toBe('float64');
    expect(resultType('tf', 'i*', 'i*', { mode: 'all', op: 'truediv' })).toBe('f*');
  });
});

describe('per-op and per-form behaviour recorded from TensorFlow 2.21', () => {
  it('shipped: bool * x with the operator is a logical and', () => {
    expect(resultType('tf', 'bool', 'float32', { mode: 'all', op: 'mul', form: 'operator' })).toBe('bool');
    expect(resultType('tf', 'bool', 'float32', { mode: 'all', op: 'mul' })).toBe('float32');
  });

  it('shipped: maximum keeps no weak result', () => {
    expect(resultType('tf', 'uint64', 'int8', { mode: 'all', op: 'maximum' })).toBe('float64');
    expect(resultType('tf', 'uint64', 'int8', { mode: 'all', op: 'minimum' })).toBe('float64');
    expect(resultType('tf', 'uint64', 'int8', { mode: 'all' })).toBe('f*');
  });

  it('legacy: ops other than add convert a python scalar or an array whichever side it is on', () => {
    expect(isAllowed('tf', 'i*', 'uint8', { mode: 'legacy' })).toBe(false);
    expect(resultType('tf', 'i*', 'uint8', { mode: 'legacy', op: 'sub' })).toBe('uint8');
    expect(resultType('tf', 'bool', 'uint8', { mode: 'legacy', op: 'mul', aRole: 'ndarray' })).toBe('uint8');
    expect(isAllowed('tf', 'bool', 'uint8', { mode: 'legacy', aRole: 'ndarray' })).toBe(false);
  });

  it('python ints: shipped parses as int32 and refuses a negative one next to uint64; legacy checks 64-bit dtypes', () => {
    expect(isAllowed('tf', 'uint64', 'i*', { mode: 'all', value: -1 })).toBe(false);
    expect(isAllowed('tf', 'uint64', 'i*', { mode: 'all', value: 0 })).toBe(true);
    expect(isAllowed('tf', 'uint32', 'i*', { mode: 'all', value: 2 ** 32 - 1 })).toBe(false);
    expect(resultType('tf', 'uint32', 'i*', { mode: 'legacy', value: 2 ** 32 })).toBe('uint32');
    expect(isAllowed('tf', 'int64', 'i*', { mode: 'legacy', value: 2n ** 63n })).toBe(false);
    expect(isAllowed('tf', 'uint64', 'i*', { mode: 'legacy', value: -1 })).toBe(false);
    expect(resultType('torch', 'int64', 'i*', { value: 2n ** 63n })).toBe('int64');
    expect(isAllowed('torch', 'uint64', 'i*', { value: 2n ** 64n })).toBe(false);
  });
});

describe('python scalar values with other ops', () => {
  it('truediv checks the value against the dtype promoted to before dividing', () => {
    expect(resultType('tf-rfc', 'int8', 'i*', { op: 'truediv', value: 100 })).toBe('float32');
    expect(isAllowed('tf-rfc', 'int8', 'i*', { op: 'truediv', value: 1000 })).toBe(false);
    expect(resultType('tf-deprecated-1', 'int8', 'i*', { op: 'truediv', value: 1000 })).toBe('float32');
    expect(resultType('tf-deprecated-1', 'int8', 'i*', { op: 'truediv', value: 100000 })).toBe('float64');
    expect(resultType('numpy', 'uint8', 'i*', { op: 'truediv', value: 256 })).toBe('float64'); // measured
    expect(isAllowed('numpy', 'int8', 'i*', { op: 'pow', value: 1000 })).toBe(false);
  });

  it('assign_add refuses a value that does not fit the variable', () => {
    expect(resultType('tf-rfc', 'uint8', 'i*', { op: 'assign_add', value: 255 })).toBe('uint8');
    expect(isAllowed('tf-rfc', 'uint8', 'i*', { op: 'assign_add', value: 256 })).toBe(false);
    expect(isAllowed('tf-deprecated-1', 'int8', 'i*', { op: 'assign_add', value: 1000 })).toBe(false);
  });
});

describe('copysign, hypot, logaddexp, nextafter: float functions as atan2 (#34)', () => {
  const FUNCTIONS = ['copysign', 'hypot', 'logaddexp', 'nextafter'] as const;
  it('the libraries, as recorded: NumPy by width from float16, JAX and PyTorch float32', () => {
    for (const op of FUNCTIONS) {
      expect(resultType('numpy', 'int8', 'int8', { op }), op).toBe('float16');
      expect(resultType('numpy', 'int32', 'int32', { op }), op).toBe('float64');
      expect(resultType('jax', 'int8', 'int8', { op }), op).toBe('float32');
      expect(() => resultType('numpy', 'complex64', 'complex64', { op }), op).toThrow(PromotionError);
    }
    expect(resultType('torch', 'int64', 'int64', { op: 'copysign' })).toBe('float32');
    // PyTorch has no integer hypot kernel: refused as recorded
    expect(isAllowed('torch', 'int64', 'int64', { op: 'hypot' })).toBe(false);
  });
  it('tf-rfc: the truediv rule, as for atan2', () => {
    for (const op of FUNCTIONS) {
      for (const mode of ['none', 'safe', 'all'] as const) {
        expect(resultType('tf-rfc', 'int8', 'int8', { mode, op }), op).toBe(resultType('tf-rfc', 'int8', 'int8', { mode, op: 'atan2' }));
        expect(resultType('tf-rfc', 'int32', 'int32', { mode, op }), op).toBe('float64');
        expect(resultType('tf-rfc', 'bfloat16', 'bfloat16', { mode, op }), op).toBe('bfloat16');
      }
      expect(isAllowed('tf-rfc', 'uint8', 'int8', { mode: 'safe', op })).toBe(false);
    }
  });
  it('TensorFlow has no copysign: its policies promote it as tf.add, an integer result refused with the cast to a float', () => {
    expect(resultType('tf', 'float32', 'float32', { op: 'copysign' })).toBe('float32');
    expect(isAllowed('tf', 'float32', 'float64', { op: 'copysign' })).toBe(false);
    let error: PromotionError | undefined;
    try {
      resultType('tf', 'int8', 'int8', { op: 'copysign' });
    } catch (e) {
      error = e as PromotionError;
    }
    expect(error?.fix?.castTo).toMatch(/^float/);
    expect(resultType('tf', error!.fix!.castTo, error!.fix!.castTo, { op: 'copysign' })).toBe(error!.fix!.castTo);
  });
});

describe('atan2, a float function: integers and bool give a float, per policy', () => {
  it('the libraries, as recorded: NumPy by width from float16, JAX and PyTorch float32, TensorFlow refuses', () => {
    expect(resultType('numpy', 'int8', 'int8', { op: 'atan2' })).toBe('float16');
    expect(resultType('numpy', 'int16', 'uint8', { op: 'atan2' })).toBe('float32');
    expect(resultType('numpy', 'int32', 'int32', { op: 'atan2' })).toBe('float64');
    expect(resultType('numpy', 'bool', 'bool', { op: 'atan2' })).toBe('float16');
    expect(resultType('jax', 'int8', 'int8', { op: 'atan2' })).toBe('float32');
    expect(resultType('jax', 'int64', 'int64', { op: 'atan2' })).toBe('float64');
    expect(resultType('jax', 'i*', 'i*', { op: 'atan2' })).toBe('f*');
    expect(resultType('torch', 'int64', 'int64', { op: 'atan2' })).toBe('float32');
    for (const mode of ['legacy', 'all', 'safe'] as const) {
      expect(isAllowed('tf', 'int32', 'int32', { mode, op: 'atan2' })).toBe(false);
      expect(resultType('tf', 'float16', 'float16', { mode, op: 'atan2' })).toBe('float16');
    }
    // shipped TensorFlow's atan2 does not promote: two floats must agree, a NumPy array takes the tensor's dtype
    expect(isAllowed('tf', 'float32', 'float64', { mode: 'all', op: 'atan2' })).toBe(false);
    expect(resultType('tf', 'bfloat16', 'uint16', { mode: 'safe', op: 'atan2', bRole: 'ndarray' })).toBe('bfloat16');
  });

  it('tf-rfc: promote as add (modes and colours kept), then an integer or bool result takes the truediv float', () => {
    for (const mode of ['none', 'safe', 'all'] as const) {
      expect(resultType('tf-rfc', 'int8', 'int8', { mode, op: 'atan2' })).toBe('float32');
      expect(resultType('tf-rfc', 'uint16', 'uint16', { mode, op: 'atan2' })).toBe('float32');
      expect(resultType('tf-rfc', 'int32', 'int32', { mode, op: 'atan2' })).toBe('float64');
      expect(resultType('tf-rfc', 'uint64', 'uint64', { mode, op: 'atan2' })).toBe('float64');
      expect(resultType('tf-rfc', 'bool', 'bool', { mode, op: 'atan2' })).toBe('float32');
      expect(resultType('tf-rfc', 'float16', 'float16', { mode, op: 'atan2' })).toBe('float16');
      expect(resultType('tf-rfc', 'i*', 'i*', { mode, op: 'atan2' })).toBe('float64');
    }
    expect(resultType('tf-rfc', 'int8', 'i*', { op: 'atan2' })).toBe('float32');
    expect(resultType('tf-rfc', 'float16', 'f*', { op: 'atan2' })).toBe('float16');
    expect(resultType('tf-rfc', 'int8', 'int16', { mode: 'safe', op: 'atan2' })).toBe('float32');
    // uint8 with int8 promotes to int16 in mode all only (yellow), then to float32
    expect(isAllowed('tf-rfc', 'uint8', 'int8', { mode: 'safe', op: 'atan2' })).toBe(false);
    expect(resultType('tf-rfc', 'uint8', 'int8', { mode: 'all', op: 'atan2' })).toBe('float32');
    expect(resultType('tf-rfc', 'int32', 'float16', { mode: 'all', op: 'atan2' })).toBe('float64');
    // the value rule checks the python scalar against the dtype promoted to, as for truediv
    expect(isAllowed('tf-rfc', 'int8', 'i*', { op: 'atan2', value: 1000 })).toBe(false);
    // legacy is TensorFlow's: no integer atan2
    expect(isAllowed('tf-rfc', 'int32', 'int32', { mode: 'legacy', op: 'atan2' })).toBe(false);
  });

  it('tf-rfc and the deprecated modes refuse complex atan2 (the op rules); float64 off caps the float', () => {
    for (const mode of ['none', 'safe', 'all'] as const) expect(isAllowed('tf-rfc', 'complex64', 'complex64', { mode, op: 'atan2' })).toBe(false);
    expect(isAllowed('tf-rfc', 'float32', 'c*', { mode: 'all', op: 'atan2' })).toBe(false);
    expect(resultType('tf-deprecated-1', 'int32', 'int32', { op: 'atan2' })).toBe('float64');
    expect(resultType('tf-deprecated-2', 'int32', 'int32', { op: 'atan2' })).toBe('float32');
    // an out-of-range python int widens by value, then takes the truediv float
    expect(resultType('tf-deprecated-1', 'int8', 'i*', { op: 'atan2', value: 1000 })).toBe('float32');
    expect(resultType('tf-deprecated-1', 'int8', 'i*', { op: 'atan2', value: 2 ** 40 })).toBe('float64');
    expect(isAllowed('tf-deprecated-1', 'complex64', 'float32', { op: 'atan2' })).toBe(false);
  });
});
