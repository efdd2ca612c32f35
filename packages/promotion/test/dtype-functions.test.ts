import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DTYPES } from '@typelattice/dtypes';
import { describe, expect, it } from 'vitest';
import { canCastIn, libraryResultType } from '../src/dtype-functions/index';
import { PromotionError } from '../src/errors';
import { OPERANDS, toOperand, type Operand } from '../src/operand';
import { promoter } from '../src/registry';
import type { PolicyName } from '../src/names';
import { thrown } from './thrown';

// The data type functions replayed against their recordings (conformance/fixtures/dtype-functions,
// tools/record/record_dtype_functions.py): can_cast over 15 x 15 dtypes and result_type over every
// pair of the 18 operand kinds and the recorded triples, per policy mode that follows a library.

const DIR = join(__dirname, '..', '..', '..', 'conformance', 'fixtures', 'dtype-functions');
type Cell = string | boolean | { refused: string };
interface Fixture {
  header: { library: string; mode: string };
  kinds: string[];
  dtypes: string[];
  canCast: Record<string, Cell[]>;
  resultType: Record<string, Cell[]>;
  triples?: [string[], Cell][];
}
const FIXTURES = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Fixture);
const POLICY_OF: Record<string, PolicyName> = { numpy: 'numpy', jax: 'jax', tensorflow: 'tf', torch: 'torch' };
/** Each recording and the policy modes that follow it (tf-rfc's legacy is today's TensorFlow). */
const CASES = FIXTURES.flatMap((f) => {
  const own: [PolicyName, string][] = [[POLICY_OF[f.header.library]!, f.header.mode]];
  if (f.header.library === 'tensorflow' && f.header.mode === 'legacy') own.push(['tf-rfc', 'legacy']);
  return own.map(([policy, mode]) => ({ policy, mode, f }));
});

/** Our answer as a recorded cell: the dtype code, or `refused`. */
function ours(policy: PolicyName, mode: string, ops: readonly string[]): string {
  const p = promoter(policy, mode as never);
  const e = thrown(() => libraryResultType(p, ops));
  if (e === undefined) return toCode(libraryResultType(p, ops));
  if (!(e instanceof PromotionError)) throw e;
  return 'refused';
}
const CODES = ['b', 'u8', 'u16', 'u32', 'u64', 'i8', 'i16', 'i32', 'i64', 'bf16', 'f16', 'f32', 'f64', 'c64', 'c128', 'i*', 'f*', 'c*'];
const toCode = (o: Operand): string => CODES[OPERANDS.indexOf(o)]!;
/** PyTorch's result_type of float16 and a Python complex is complex32, none of the fifteen dtypes: we give complex64 (the deviation `torch-complex32` of conformance/README.md). */
const TORCH_COMPLEX32 = (policy: PolicyName, recordedCell: string): boolean => policy === 'torch' && recordedCell === 'complex32';
const recorded = (c: Cell): string => (typeof c === 'string' ? c : 'refused');

describe('canCastIn', () => {
  it.each(CASES.map((c) => [`${c.policy}/${c.mode}`, c] as const))('%s answers every pair as its library', (_, { policy, mode, f }) => {
    const p = promoter(policy, mode as never);
    const got = f.dtypes.map((a) => f.dtypes.map((b) => canCastIn(p, toOperand(a) as never, toOperand(b) as never)));
    // a refused call (TensorFlow's result_type of bfloat16 and an integer) is no cast
    expect(got).toEqual(f.dtypes.map((a) => f.canCast[a]!.map((c) => c === true)));
  });

  it.each([['safe'], ['all'], ['none']])('tf-rfc %s answers from the RFC lattice: reflexive, transitive, never down a kind', (mode) => {
    const p = promoter('tf-rfc', mode as never);
    const can = (a: number, b: number): boolean => canCastIn(p, DTYPES[a]!, DTYPES[b]!);
    const n = DTYPES.length;
    for (let a = 0; a < n; a++) {
      expect(can(a, a)).toBe(true);
      for (let b = 0; b < n; b++) for (let c = 0; c < n; c++) if (can(a, b) && can(b, c)) expect(can(a, c)).toBe(true);
    }
    expect(can(DTYPES.indexOf('float32'), DTYPES.indexOf('int64'))).toBe(false);
    expect(can(DTYPES.indexOf('int8'), DTYPES.indexOf('float16'))).toBe(true);
  });
});

describe('libraryResultType', () => {
  it.each(CASES.map((c) => [`${c.policy}/${c.mode}`, c] as const))('%s gives every pair and triple as its library', (_, { policy, mode, f }) => {
    const wrong: string[] = [];
    for (const a of f.kinds) {
      f.kinds.forEach((b, j) => {
        const want = recorded(f.resultType[a]![j]!);
        const got = ours(policy, mode, [a, b]);
        if (TORCH_COMPLEX32(policy, want)) expect(got).toBe('c64');
        else if (got !== want) wrong.push(`${a},${b}: ${got} (recorded ${want})`);
      });
    }
    for (const [ops, cell] of f.triples ?? []) {
      const got = ours(policy, mode, ops);
      if (got !== recorded(cell)) wrong.push(`${ops.join(',')}: ${got} (recorded ${recorded(cell)})`);
    }
    expect(wrong).toEqual([]);
  });
});
