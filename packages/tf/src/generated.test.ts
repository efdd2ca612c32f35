import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTION_OPS, OP_CATALOGUE } from '@typelattice/promotion';
import { generatedFiles } from '../scripts/generate-ops';
import * as tf from './index';

describe('code generated from the op catalogue', () => {
  it('is up to date (run `pnpm --filter @typelattice/tf generate` after changing the catalogue)', () => {
    for (const [path, text] of Object.entries(generatedFiles())) {
      expect(readFileSync(path, 'utf8'), path).toBe(text);
    }
  });

  it('gives every function op and alias a free function, a createOps method and (where declared) a Tensor method', () => {
    const ops = tf.createOps({ policy: 'jax' });
    const t = tf.constant([6], 'int32');
    for (const e of FUNCTION_OPS) {
      for (const name of [e.name, ...e.aliases]) {
        const free = (tf as unknown as Record<string, tf.BinaryFn>)[name];
        expect(typeof free, name).toBe('function');
        expect(typeof (ops as unknown as Record<string, unknown>)[name], name).toBe('function');
        const method = (t as unknown as Record<string, unknown>)[name];
        expect(typeof method === 'function', name).toBe(e.method);
        // the forms compute the same op
        const viaOps = (ops as unknown as Record<string, tf.BinaryFn>)[name]!(t, 4).toArray();
        const viaFree = tf.createOps({ policy: 'jax' }).scope(() => free!(t, 4).toArray());
        expect(viaFree, name).toEqual(viaOps);
      }
    }
  });

  it('declares the Variable updates as Variable methods', () => {
    const v = new tf.Variable([1], 'int32');
    for (const e of OP_CATALOGUE.filter((o) => 'variable' in o)) {
      expect(typeof (v as unknown as Record<string, unknown>)[e.name], e.name).toBe('function');
    }
  });
});
