import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderPrecompiledLoops } from '../scripts/generate-precompiled-loops';

describe('the precompiled loops (precompiled-loops.generated.ts)', () => {
  it('are up to date with the loop sources (run `pnpm --filter @typelattice/kernels-cpu generate` after changing them)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(renderPrecompiledLoops());
  });
});
