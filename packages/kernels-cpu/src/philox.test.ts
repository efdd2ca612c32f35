import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { philox4x32, philoxStream, skipCounter } from './philox';

const hex = (a: Uint32Array) => [...a].map((x) => x.toString(16).padStart(8, '0'));
const run = (counter: number[], key: number[]) => {
  const out = new Uint32Array(4);
  philox4x32(new Uint32Array(counter), new Uint32Array(key), out);
  return hex(out);
};

describe('philox4x32', () => {
  it("gives Random123's known answers for Philox4x32-10", () => {
    // kat_vectors of the Random123 distribution (philox4x32 10 rounds)
    expect(run([0, 0, 0, 0], [0, 0])).toEqual(['6627e8d5', 'e169c58d', 'bc57ac4c', '9b00dbd8']);
    expect(run([0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff], [0xffffffff, 0xffffffff])).toEqual(['408f276d', '41c83b0e', 'a20bc7c6', '6d5451fd']);
    expect(run([0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344], [0xa4093822, 0x299f31d0])).toEqual(['d16cfe09', '94fdcceb', '5001e420', '24126ea1']);
  });

  it('derives the key and counter of a seed as TensorFlow does (StatelessRandomGetKeyCounter)', () => {
    const file = fileURLToPath(new URL('../../../conformance/fixtures/creation/tensorflow-legacy.json', import.meta.url));
    const { philox } = JSON.parse(readFileSync(file, 'utf8')) as { philox: { seeds: { seed: string[]; key: string[]; counter: string[] }[] } };
    expect(philox.seeds.length).toBeGreaterThan(3);
    for (const { seed, key, counter } of philox.seeds) {
      const s = philoxStream([BigInt(seed[0]!), BigInt(seed[1]!)]);
      const word64 = (a: Uint32Array, i: number) => BigInt(a[i]!) | (BigInt(a[i + 1]!) << 32n);
      expect(String(word64(s.key, 0)), `key of seed ${seed}`).toBe(key[0]);
      expect([String(word64(s.counter, 0)), String(word64(s.counter, 2))], `counter of seed ${seed}`).toEqual(counter);
    }
  });
});

describe('skipCounter', () => {
  it('adds with a carry through all four words', () => {
    const c = new Uint32Array([0xffffffff, 0xffffffff, 7, 0]);
    skipCounter(c, 1);
    expect([...c]).toEqual([0, 0, 8, 0]);
    skipCounter(c, 2 ** 40 + 3);
    expect([...c]).toEqual([3, 256, 8, 0]);
  });
});
