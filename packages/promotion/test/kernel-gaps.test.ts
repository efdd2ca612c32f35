import { describe, expect, it } from 'vitest';
import { OPERAND_CODES } from '../src/operand';
import { PromotionError, explain, isAllowed, policyTable, resultType, type CallForm, type OperandRole, type PolicyName, type PromotionOp, type PromotionOptions } from '../src/index';
import recorded from './recorded-kernel-gaps.json';

// Every table recorded from the real libraries, replayed: a cell refused for want of a kernel
// ('k') is refused with refusedBy 'no-kernel' (or by the promotion itself, where the policy's
// promotion already refuses it: PyTorch's maximum of uint16 and complex64), a computed cell ('.') is allowed
// unless the op rules refuse it for every policy (refusedBy 'op': JAX's complex atan2, which no kernel computes).
describe('the policies named after a library refuse exactly what it has no kernel for', () => {
  for (const t of recorded.tables as (Omit<(typeof recorded.tables)[number], 'policy'> & { policy: PolicyName })[]) {
    const options: PromotionOptions = {
      mode: t.mode as PromotionOptions['mode'],
      op: t.op as PromotionOp,
      form: t.form as CallForm,
      aRole: t.aRole as OperandRole,
      bRole: t.bRole as OperandRole,
    };
    it(`${t.policy} ${t.mode} ${t.op} ${t.form} ${t.aRole}*${t.bRole}`, () => {
      const promotion = policyTable(t.policy, { ...options, kernelGaps: false }).cells;
      const wrong: string[] = [];
      let gaps = 0;
      t.cells.forEach((row, i) => {
        [...row].forEach((flag, j) => {
          if (flag === ' ') return;
          const [a, b] = [OPERAND_CODES[i]!, OPERAND_CODES[j]!];
          const allowed = isAllowed(t.policy, a, b, options);
          if (flag === '.' && !allowed && explain(t.policy, a, b, options).refusedBy !== 'op') wrong.push(`${a} ${b}: refused, recorded computed`);
          if (flag === 'k') {
            gaps++;
            let error: unknown;
            try {
              resultType(t.policy, a, b, options);
            } catch (e) {
              error = e;
            }
            const byPromotion = promotion[i * 18 + j]! < 0;
            if (allowed || !(error instanceof PromotionError) || (error.refusedBy !== 'no-kernel' && !byPromotion)) {
              wrong.push(`${a} ${b}: not refused for want of a kernel`);
            } else if (explain(t.policy, a, b, options).reason !== error.reason) {
              wrong.push(`${a} ${b}: explain gives another reason`);
            }
          }
        });
      });
      expect(wrong).toEqual([]);
      expect(gaps + t.cells.join('').split('.').length).toBeGreaterThan(1);
    });
  }

  it('covers the gaps the libraries have: TensorFlow, PyTorch, JAX and NumPy each refuse some', () => {
    const withGaps = new Set(recorded.tables.filter((t) => t.cells.some((r) => r.includes('k'))).map((t) => t.policy));
    expect([...withGaps].sort()).toEqual(['jax', 'numpy', 'tf', 'torch']);
  });
});
