import { afterEach, describe, expect, it, vi } from 'vitest';
import { processIO } from './io';

describe('processIO colour', () => {
  const tty = process.stdout.isTTY;
  afterEach(() => {
    vi.unstubAllEnvs();
    process.stdout.isTTY = tty;
  });

  it('colours a terminal', () => {
    vi.stubEnv('NO_COLOR', '');
    process.stdout.isTTY = true;
    expect(processIO().color).toBe(true);
  });

  it('does not colour a terminal when NO_COLOR is set', () => {
    vi.stubEnv('NO_COLOR', '1');
    process.stdout.isTTY = true;
    expect(processIO().color).toBe(false);
  });

  it('does not colour a pipe or a file', () => {
    vi.stubEnv('NO_COLOR', '');
    process.stdout.isTTY = false;
    expect(processIO().color).toBe(false);
  });
});
