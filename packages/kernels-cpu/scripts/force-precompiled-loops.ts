// Setup of `pnpm --filter @typelattice/kernels-cpu test:precompiled`: every loop of the test
// files takes the precompiled path (src/loop-compile.ts), as on a page without 'unsafe-eval'.
import { setLoopCompilation } from '../src/loop-compile';

setLoopCompilation('precompiled');
