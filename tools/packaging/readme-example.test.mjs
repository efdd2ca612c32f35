import { describe, expect, it } from 'vitest';
import { readmeExample } from './readme-example.mjs';

const README = [
  '# x',
  '',
  '```sh',
  'npm i @typelattice/tf',
  '```',
  '',
  '```ts',
  "import { constant } from '@typelattice/tf';",
  '',
  "const u8 = constant([1, 2], 'uint8');",
  "u8.add(255).dtype;        // 'uint8': a remark after the value",
  'u8.size;                  // -> 2',
  "u8.dtype.length;          // five letters, a remark only",
  "// u8.add(300)            // throws: a commented-out line is left alone",
  '```',
  '',
].join('\n');

describe('readmeExample', () => {
  it('records each commented expression line of the first tf example, with the value the README states', () => {
    const { code, checks, where } = readmeExample(README);
    expect(where).toBe('README.md:7');
    expect(checks).toBe(2);
    expect(code).toContain("__record(11, \"u8.add(255).dtype\", () => (u8.add(255).dtype), true, 'uint8');");
    expect(code).toContain('__record(12, "u8.size", () => (u8.size), true, 2);');
    expect(code).toContain('__record(13, "u8.dtype.length", () => (u8.dtype.length), false, undefined);');
    expect(code).toContain("const u8 = constant([1, 2], 'uint8');");
    expect(code).toContain('// u8.add(300)');
    expect(code).toContain("document.title = 'done';");
  });

  it('fails when the README has no example that imports @typelattice/tf', () => {
    expect(() => readmeExample('# nothing\n')).toThrow(/no runnable ts\/js example/);
  });

  it("finds the example of one policy's entry point by its import, not the main entry's", () => {
    const entry = README.replace('```sh', "```ts\nimport { add } from '@typelattice/tf/numpy';\nadd(1, 2).dtype; // 'int64'\n```\n\n```sh");
    expect(readmeExample(entry, '@typelattice/tf/numpy').where).toBe('README.md:3');
    expect(readmeExample(entry).where).toBe('README.md:12');
    expect(() => readmeExample(README, '@typelattice/tf/jax')).toThrow('no runnable ts/js example that imports @typelattice/tf/jax');
  });
});
