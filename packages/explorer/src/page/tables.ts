import { CLASS_OF_LETTER, type CellClass } from '../classes';
import type { ExplorerData, ModeData, PolicyData, TableData } from '../model';

/** The operand index of a letter of a `results` string; -1 for `-` (refused). */
export const resultOfLetter = (letter: string): number => (letter === '-' ? -1 : letter.charCodeAt(0) - 97);

/** A policy's data by name; throws for a name the page does not have. */
export function policyData(data: ExplorerData, policy: string): PolicyData {
  const p = data.policies.find((x) => x.name === policy);
  if (!p) throw new TypeError(`No policy ${JSON.stringify(policy)} in the explorer's data.`);
  return p;
}

/** A mode's data by policy and mode name; throws for a name the page does not have. */
export function modeData(data: ExplorerData, policy: string, mode: string): ModeData {
  const m = policyData(data, policy).modes.find((x) => x.name === mode);
  if (!m) throw new TypeError(`No mode ${JSON.stringify(mode)} of ${policy} in the explorer's data.`);
  return m;
}

/** The table of a policy mode and op. */
export function tableOf(data: ExplorerData, policy: string, mode: string, op: string): TableData {
  const i = modeData(data, policy, mode).tables[op];
  if (i === undefined) throw new TypeError(`No op ${JSON.stringify(op)} in the explorer's data.`);
  return data.tables[i]!;
}

/** One cell of a table (`row`: the first operand's index): the result's operand index (-1: refused) and its class. */
export function cellOf(t: TableData, row: number, col: number, side: number): { readonly result: number; readonly cls: CellClass } {
  const k = row * side + col;
  return { result: resultOfLetter(t.results[k]!), cls: CLASS_OF_LETTER.get(t.classes[k]!)! };
}

/** The cells (`row * side + col`) where two tables give different results (both refusing is no difference). */
export function differingCells(left: TableData, right: TableData): number[] {
  const out: number[] = [];
  for (let k = 0; k < left.results.length; k++) if (left.results[k] !== right.results[k]) out.push(k);
  return out;
}

/** A policy's creation defaults: the calls (rows) by its modes (columns), each cell the dtype the mode gives. */
export function creationTable(data: ExplorerData, policy: string): { readonly modes: readonly string[]; readonly rows: readonly (readonly [string, ...string[]])[] } {
  const p = policyData(data, policy);
  return { modes: p.modes.map((m) => m.name), rows: data.creationCalls.map((call, i) => [call, ...p.modes.map((m) => m.creation[i]!)] as const) };
}
