import { DTYPES } from '@typelattice/dtypes';
import { MODES, OP_CATALOGUE, OPERANDS, POLICIES, PromotionError, explain, resultType } from '@typelattice/promotion';
import * as tf from '@typelattice/tf';
import { describe, expect, it } from 'vitest';
import { fixSnippet } from './snippet';

// The JavaScript the explanation panel shows is pasted into programs: run it against the built
// facade. For every policy and mode: every pair under add, and a sample of the pairs under every
// other op of the catalogue. A refused call must throw a PromotionError as its comment says; the
// call after it (the fix applied) must run and give the dtype its comment names.

const IMPORT = /^import \{ ([^}]+) \} from '@typelattice\/tf';$/m;

/** Runs a snippet with the facade's exports; returns what it logged. */
function run(snippet: string): unknown[] {
  const logged: unknown[] = [];
  const body = snippet.replace(IMPORT, 'const { $1 } = tf;').replaceAll('console.log(', 'log(');
  new Function('tf', 'log', body)(tf, (x: unknown) => logged.push(x));
  return logged;
}

/** The refused call of a snippet (`// ops.add(a, b) throws …`), run after the operands are made. */
function refusedCall(snippet: string): () => unknown {
  const lines = snippet.split('\n');
  const at = lines.findIndex((l) => / throws PromotionError: /.test(l));
  const call = lines[at]!.replace(/^\/\/ /, '').replace(/ throws PromotionError: .*$/, '');
  const body = `${lines.slice(0, at).join('\n').replace(IMPORT, 'const { $1 } = tf;')}\nreturn () => ${call};`;
  return new Function('tf', body)(tf) as () => unknown;
}

const OPS = OP_CATALOGUE.map((e) => e.promotion);
const expected = (comment: string): string | undefined => /\/\/ '([^']+)'$/.exec(comment)?.[1];

describe('the JavaScript of a cell', () => {
  it('gives a runnable cast that changes values where no cast keeps them (int8 to logicalAnd under tf-rfc safe)', () => {
    const e = explain('tf-rfc', 'int8', 'int8', { mode: 'safe', op: 'logicalAnd' });
    expect(e.fix).toBeUndefined();
    expect(e.lossyFix).toEqual({ operand: 'both', castTo: 'bool' });
    const snippet = fixSnippet(e);
    expect(snippet).toContain("// this cast changes values (any nonzero becomes true): compare with zero first");
    expect(snippet).toContain("const r = ops.logicalAnd(ops.cast(a, 'bool'), ops.cast(b, 'bool'));");
    expect(run(snippet)).toEqual(['bool']);
    const f = explain('numpy', 'float32', 'float32', { mode: 'default', op: 'bitwiseAnd' });
    expect(f.lossyFix?.castTo).toBe('int32');
    expect(run(fixSnippet(f))).toEqual(['int32']);
    // a python float to a bitwise op: the python scalar is cast too (to int64, the integer the
    // rule names for a python scalar's result)
    const w = explain('tf-rfc', 'int32', 'f*', { mode: 'safe', op: 'bitwiseAnd' });
    expect(w.lossyFix).toEqual({ operand: 'both', castTo: 'int64' });
    expect(run(fixSnippet(w))).toEqual(['int64']);
    // complex floor division: the real parts, said so
    const c = explain('numpy', 'complex64', 'complex64', { mode: 'default', op: 'floordiv' });
    expect(c.fix).toBeUndefined();
    expect(c.lossyFix).toEqual({ operand: 'both', castTo: 'float32' });
    const cs = fixSnippet(c);
    expect(cs).toContain('// this cast changes values (the imaginary part is dropped): no cast keeps a complex value');
    expect(run(cs)).toEqual(['float32']);
    // PyTorch has no complex less: the real parts
    const t = explain('torch', 'complex128', 'c*', { mode: 'default', op: 'less' });
    expect(t.lossyFix?.castTo).toBe('float64');
    expect(run(fixSnippet(t))).toEqual(['bool']);
  });

  it('shows the fix of uint8 + int8 under tf-rfc safe', () => {
    const e = explain('tf-rfc', 'uint8', 'int8', { mode: 'safe' });
    expect(fixSnippet(e)).toBe(
      [
        "import { constant, createOps } from '@typelattice/tf';",
        '',
        "const ops = createOps({ policy: 'tf-rfc', mode: 'safe' });",
        "const a = constant([1], 'uint8');",
        "const b = constant([1], 'int8');",
        '// ops.add(a, b) throws PromotionError: mode safe does not allow the implicit promotion to int16',
        "const r = ops.add(ops.cast(a, 'int16'), ops.cast(b, 'int16'));",
        "console.log(r.dtype); // 'int16'",
        '',
      ].join('\n'),
    );
    expect(run(fixSnippet(e))).toEqual(['int16']);
  });

  for (const policy of POLICIES) {
    for (const mode of MODES[policy]) {
      it(`runs as its comments say: ${policy} ${mode}`, () => {
        const counts = { allowed: 0, fixed: 0, noFix: 0 };
        OPS.forEach((op, k) => {
          OPERANDS.forEach((a, i) => {
            OPERANDS.forEach((b, j) => {
              // add: every pair; the other ops: one pair in seven, a different seventh for each op
              if (op !== 'add' && (i * OPERANDS.length + j + k) % 7 !== 0) return;
              const e = explain(policy, a, b, { mode, op } as never);
              const snippet = fixSnippet(e);
              const where = `${policy} ${mode} ${op}(${a}, ${b}):\n${snippet}`;
              const last = snippet.trimEnd().split('\n').at(-1)!;
              if (e.result !== null) {
                counts.allowed++;
                const [dtype] = run(snippet);
                if ((DTYPES as readonly string[]).includes(e.result)) expect(dtype, where).toBe(e.result);
                else expect(last, where).toContain(`a weak ${e.result}`);
                return;
              }
              const variable = op.startsWith('assign');
              if (variable && !(DTYPES as readonly string[]).includes(a)) {
                // a weak kind is no Variable's dtype
                expect(e.fix, where).toBeUndefined();
                expect(snippet, where).toContain(`// a Variable of ${a} (`);
                expect(last, where).toBe(`// to make the call work, ${e.cast}`);
                return;
              }
              expect(refusedCall(snippet), where).toThrow(PromotionError);
              const fix = e.fix ?? e.lossyFix;
              if (!fix) {
                counts.noFix++;
                expect(last, where).toBe(`// to make the call work, ${e.cast}`);
                return;
              }
              counts.fixed++;
              // a cast that changes values says so before it runs
              if (!e.fix) expect(snippet, where).toContain('// this cast changes values (');
              const [dtype] = run(snippet);
              const castA = !variable && fix.operand !== 'b';
              const castB = variable || fix.operand !== 'a';
              const fixed = resultType(policy, castA ? fix.castTo : a, castB ? fix.castTo : b, { mode, op } as never);
              if ((DTYPES as readonly string[]).includes(fixed)) {
                expect(dtype, where).toBe(fixed);
                expect(expected(last), where).toBe(fixed);
              } else {
                expect(DTYPES, where).toContain(dtype);
                expect(last, where).toContain(`a weak ${fixed}`);
              }
            });
          });
        });
        // the sample reaches every kind of answer somewhere; here, at least allowed calls
        expect(counts.allowed).toBeGreaterThan(0);
      });
    }
  }
});
