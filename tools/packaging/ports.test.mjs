import { describe, expect, it } from 'vitest';
import { comparePort, portOf } from './ports.mjs';

describe('ports: a port prints what its original printed', () => {
  it('reads the port name from the info string', () => {
    expect(portOf({ flags: ['port=numpy-preprocess'] })).toBe('numpy-preprocess');
    expect(portOf({ flags: ['no-run'] })).toBeUndefined();
  });
  it('takes float values within 1e-6 relative, integers and bools exactly, names and dtypes exactly', () => {
    const original = '["a", "float32", [1.0, 0.1]]\n["n", "int64", [150000000]]\n';
    expect(comparePort('["a","float32",[1,0.10000001]]\n["n","int64",[150000000]]\n', original)).toBe('');
    expect(comparePort('["a","float32",[1,0.1001]]\n["n","int64",[150000000]]\n', original)).toContain('line 1');
    expect(comparePort('["a","float32",[1,0.1]]\n["n","int64",[150000001]]\n', original)).toContain('line 2');
    expect(comparePort('["a","float64",[1,0.1]]\n["n","int64",[150000000]]\n', original)).toContain('line 1');
    expect(comparePort('["a","float32",[1,0.1]]\n', original)).toContain('printed 1 lines, the original 2');
    expect(comparePort('["a","float32",[[1],0.1]]\n["n","int64",[150000000]]\n', original)).toContain('line 1');
  });
});
