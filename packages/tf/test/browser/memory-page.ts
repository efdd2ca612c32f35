import { poolStats } from '../../src/index';
import { runMemoryModel, runReportedChain } from '../memory-model';

// The page script of memory.browser.test.ts: the model of tensor memory in the browser, with
// Chromium's gc (--js-flags=--expose-gc). Reports on globalThis.memoryReport.

interface MemoryReport {
  crossOriginIsolated: boolean;
  poolAvailable: boolean;
  runs: number;
  error?: string;
}

const params = new URLSearchParams(location.search);
const runs = Number(params.get('runs') ?? 20);
const seed = Number(params.get('seed') ?? 20261128);
const gc = (globalThis as { gc?: () => void }).gc;

async function main(): Promise<MemoryReport> {
  const report: MemoryReport = { crossOriginIsolated: globalThis.crossOriginIsolated === true, poolAvailable: poolStats().available, runs };
  try {
    if (gc === undefined) throw new Error('no gc(): start Chromium with --js-flags=--expose-gc');
    await runReportedChain(gc);
    await runMemoryModel(gc, runs, seed);
  } catch (e) {
    report.error = String((e as Error)?.stack ?? e).slice(0, 4000);
  }
  return report;
}

void main().then((r) => ((globalThis as { memoryReport?: MemoryReport }).memoryReport = r));
