import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DTYPES, dtypeInfo, type DType } from '@typelattice/dtypes';
import { OPERAND_CODES, OPERANDS } from '../src/operand';
import { PromotionError, promoter, resultType, type Operand, type PolicyName, type ResultTypeOptions } from '../src/index';
import { thrown } from './thrown';

// Every recorded result_type(A, B, C) of the 18 operand kinds (conformance/fixtures/ops/README.md,
// RESULT_TYPE3: np.result_type, jnp.result_type, tf.experimental.numpy.result_type), replayed
// through the n-ary resultType. PyTorch has no n-ary result_type (the fixture says so); the RFC's
// policies have no library. `tf-rfc`'s legacy mode is the one definition of legacy TensorFlow
// (policies/legacy.ts), so it replays TensorFlow's recording too.

interface ResultType3 {
  readonly kinds?: readonly string[];
  readonly rows?: Readonly<Record<string, string>>;
  readonly absent?: string;
}

const FIXTURES = fileURLToPath(new URL('../../../conformance/fixtures/ops/', import.meta.url));
const recording = (file: string): ResultType3 =>
  (JSON.parse(readFileSync(`${FIXTURES}${file}.json`, 'utf8')) as { nary: { resultType3: ResultType3 } }).nary.resultType3;

const REPLAYS: readonly (readonly [PolicyName, string, string])[] = [
  ['numpy', 'default', 'numpy-default'],
  ['jax', 'x64', 'jax-x64'],
  ['jax', 'x32', 'jax-x32'],
  ['jax', 'strict', 'jax-strict'],
  ['tf', 'all', 'tensorflow-all'],
  ['tf', 'safe', 'tensorflow-safe'],
  ['tf', 'legacy', 'tensorflow-legacy'],
  ['tf-rfc', 'legacy', 'tensorflow-legacy'],
];

const code = (o: Operand): string => OPERAND_CODES[OPERANDS.indexOf(o)]!;
const bySize = (d: DType): number => dtypeInfo(d).itemSize;

/**
 * The dtype a result is held in: `jnp.result_type` and TensorFlow's report a dtype, never a weak
 * type. A weak result is stored where the mode stores it for these operands (shipped TensorFlow:
 * a weak float from python scalars and bools alone is float32, else float64): the widest storage
 * the promoter names for the first operand with each other.
 */
function heldIn(policy: PolicyName, mode: string, operands: readonly Operand[], r: Operand): string {
  if (DTYPES.includes(r as DType)) return code(r);
  const p = promoter(policy, mode);
  const stored = operands.slice(1).map((x) => p.storage('add', operands[0]!, x, r));
  return code(stored.reduce((x, y) => (bySize(y) > bySize(x) ? y : x)));
}

describe('resultType of three operands replays every recorded result_type(A, B, C)', () => {
  for (const [policy, mode, file] of REPLAYS) {
    it(`${policy} ${mode} (${file})`, () => {
      const rec = recording(file);
      const wrong: string[] = [];
      let triples = 0;
      for (const [pair, row] of Object.entries(rec.rows!)) {
        const [a, b] = pair.split(' ') as [string, string];
        row.split(' ').forEach((token, k) => {
          const c = rec.kinds![k]!;
          const operands = [a, b, c].map((x) => OPERANDS[OPERAND_CODES.indexOf(x)]!);
          triples++;
          let got: string;
          const e = thrown(() => (got = heldIn(policy, mode, operands, resultType(policy, a, b, c, { mode } as ResultTypeOptions))));
          if (e !== undefined && !(e instanceof PromotionError)) throw e;
          const ok = token.startsWith('!') ? e instanceof PromotionError : e === undefined && got! === token;
          if (!ok) wrong.push(`${a} ${b} ${c}: recorded ${token}, resultType ${e === undefined ? got! : 'refused'}`);
        });
      }
      expect(wrong).toEqual([]);
      expect(triples).toBe(18 ** 3);
    });
  }

  it('PyTorch recorded none: it has no n-ary result_type', () => {
    expect(recording('torch-default').absent).toMatch(/no n-ary result_type/);
  });
});
