import { describe, expect, it } from 'vitest';
import { describePromotion } from './describe';
import { explain } from './explain';
import { MODES, POLICIES } from './names';
import { OPERANDS } from './operand';
import { resultType } from './index';

describe('explain', () => {
  it('gives the table cell, colour and smallest allowing mode of a refusal', () => {
    const e = explain('tf-rfc', 'uint8', 'int8', { mode: 'safe' });
    expect(e).toMatchObject({ allowed: false, result: null, colour: 'yellow', allowedIn: 'all', widerResult: 'int16', kind: 'table', fix: { operand: 'both', castTo: 'int16' } });
    expect(e.cell).toEqual({ row: 'u8', col: 'i8', value: 'i16' });
    expect(e.summary).toContain('mode all allows it (int16)');
  });

  it('gives the lattice paths of a join', () => {
    const e = explain('jax', 'int8', 'uint8');
    expect(e.result).toBe('int16');
    expect(e.path).toEqual({ fromA: ['i8', 'i16'], fromB: ['u8', 'i16'] });
    expect(e.summary).toBe('jax (mode x64) add(int8, uint8) = int16: lattice join i16 (i8 -> i16; u8 -> i16).');
  });

  it('colours allowed cells too', () => {
    expect(explain('tf-rfc', 'int8', 'int16').colour).toBe('green');
    expect(explain('tf-rfc', 'int8', 'int8').colour).toBe('none');
  });
});

describe('describePromotion', () => {
  it.each([
    ['int8', 'int8', 'int8', 'identity'],
    ['int8', 'i*', 'int8', 'identity'],
    ['int8', 'float16', 'float16', 'safe'],
    ['uint8', 'int8', 'int16', 'widening'],
    ['int32', 'float32', 'float64', 'to-64-bit'],
    ['float32', 'complex64', 'complex64', 'safe'],
    ['uint32', 'complex64', 'complex128', 'to-64-bit'],
    ['int64', 'float16', 'float64', 'widening'],
    ['i*', 'f*', 'f*', 'safe'],
    ['i*', 'i*', 'i*', 'identity'],
    ['uint64', 'int8', 'f*', 'widening'],
  ] as const)('%s + %s -> %s is %s', (a, b, r, kind) => {
    expect(describePromotion(a, b, r)).toBe(kind);
  });
});

describe('lossyFix: the cast that works while changing values, where no cast keeps them', () => {
  it('is offered for numbers to logical ops and floats to bitwise ops, never beside a fix, and the mode allows the cast call', () => {
    let offered = 0;
    for (const policy of POLICIES)
      for (const mode of MODES[policy])
        for (const op of ['logicalAnd', 'logicalXor', 'bitwiseOr', 'leftShift', 'add'] as const)
          for (const a of OPERANDS)
            for (const b of OPERANDS) {
              const e = explain(policy, a, b, { mode, op } as never);
              if (e.lossyFix === undefined) continue;
              offered++;
              expect(e.fix).toBeUndefined();
              expect(op).not.toBe('add');
              const castA = e.lossyFix.operand !== 'b';
              const castB = e.lossyFix.operand !== 'a';
              expect(() => resultType(policy, castA ? e.lossyFix!.castTo : a, castB ? e.lossyFix!.castTo : b, { mode, op } as never)).not.toThrow();
            }
    expect(offered).toBeGreaterThan(1000);
  });
});

describe("the fix of an integer tensor with a python float names true division's float", () => {
  it('tf-rfc safe: uint8 * (1 / 255) casts to float32, as uint8 / 255 gives, and names mode all\'s float64 too', () => {
    const e = explain('tf-rfc', 'uint8', 'f*', { mode: 'safe', op: 'mul' });
    expect(e.fix).toEqual({ operand: 'a', castTo: resultType('tf-rfc', 'uint8', 'uint8', { mode: 'safe', op: 'truediv' }) });
    expect(e.cast).toBe("cast the uint8 operand to float32 explicitly (x.cast('float32')), or to float64 as mode all would give (x.cast('float64'))");
    expect(resultType('tf-rfc', 'float32', 'f*', { mode: 'safe', op: 'mul' })).toBe('float32');
  });
  it('where true division gives the wider mode\'s float anyway (int32: float64), one cast', () => {
    expect(explain('tf-rfc', 'int32', 'f*', { mode: 'safe', op: 'mul' }).cast).toBe("cast the int32 operand to float64 explicitly (x.cast('float64'))");
  });
});
