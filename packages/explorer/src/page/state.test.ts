import { describe, expect, it } from 'vitest';
import { explorerData } from '../data';
import { defaultState, formatHash, parseHash, type PageState } from './state';

const data = explorerData();

describe('the URL hash', () => {
  it('names a cell: policy, mode, op and the pair', () => {
    const s = parseHash('#policy=jax&mode=x32&op=add&a=int8&b=uint8', data);
    expect(s).toMatchObject({ view: 'table', policy: 'jax', mode: 'x32', op: 'add', a: 'int8', b: 'uint8' });
    expect(formatHash(s)).toBe('#policy=jax&mode=x32&op=add&a=int8&b=uint8');
  });

  it('names a diff: two policies and modes', () => {
    const hash = '#view=diff&policy=tf-rfc&mode=safe&policy2=numpy&mode2=default&op=truediv&a=i*&b=f*';
    const s = parseHash(hash, data);
    expect(s).toMatchObject({ view: 'diff', policy: 'tf-rfc', mode: 'safe', policy2: 'numpy', mode2: 'default', op: 'truediv', a: 'i*', b: 'f*' });
    expect(formatHash(s)).toBe(hash);
  });

  it('round-trips every policy, mode and op', () => {
    for (const p of data.policies) {
      for (const m of p.modes) {
        for (const op of data.ops) {
          const s: PageState = { ...defaultState(data), policy: p.name, mode: m.name, op: op.key, a: 'bfloat16', b: 'c*' };
          expect(parseHash(formatHash(s), data)).toEqual(s);
        }
      }
    }
  });

  it('takes short codes for operands and aliases or facade names for ops', () => {
    expect(parseHash('#policy=numpy&op=div&a=i8&b=bf16', data)).toMatchObject({ op: 'truediv', a: 'int8', b: 'bfloat16' });
    expect(parseHash('#op=assignAdd', data).op).toBe('assign_add');
  });

  it('falls back to the defaults for what is missing or unknown', () => {
    const d = defaultState(data);
    expect(d).toMatchObject({ view: 'table', policy: 'tf-rfc', mode: 'safe', op: 'add' });
    expect(parseHash('', data)).toEqual(d);
    expect(parseHash('#policy=tensorflow&op=plus&a=int8', data)).toEqual(d);
    // a known policy with an unknown mode takes the policy's default mode
    expect(parseHash('#policy=jax&mode=x16', data)).toMatchObject({ policy: 'jax', mode: 'x64' });
    // one operand alone picks nothing
    expect(parseHash('#a=int8&b=float8', data).a).toBeUndefined();
  });
});
