// Generates the compile-time promotion tables (src/typed/tables.generated.ts) from the promotion
// package's policies, the same data the run-time promoter answers from, and the exhaustive type
// tests (src/typed/*.generated.test-d.ts), whose expected results come from running every op of
// the facade on every operand pair. Run: pnpm --filter @typelattice/tf generate:types (with
// --check to fail when the committed files are out of date; src/typed/generated.test.ts checks
// the same in `pnpm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DTYPE_CODES, DTYPES, dtypeInfo, isWeakKind, type DType } from '@typelattice/dtypes';
import {
  FUNCTION_OPS,
  MODES,
  OPERANDS,
  POLICIES,
  policyTable,
  promoter,
  PromotionError,
  UNARY_CATALOGUE,
  type ModeOf,
  type Operand,
  type OperandRole,
  type PolicyName,
  type Promoter,
  type PromotionCall,
} from '@typelattice/promotion';
import { WEAK_OF_KIND } from '../src/operand';
import { TYPED_ARRAY_DTYPES } from '../src/typed-array';
import { createOps, NumpyArray, zeros, type Tensor } from '../src/index';

const TYPED = fileURLToPath(new URL('../src/typed/', import.meta.url));
const COMMAND = 'pnpm --filter @typelattice/tf generate:types';
const HEADER = (what: string): string =>
  `// Generated from the promotion policies (@typelattice/promotion) by packages/tf/scripts/generate-types.ts:\n` +
  `// ${what}. Do not edit: run \`${COMMAND}\`.\n`;

/** Every policy and mode, in the order of MODES. */
export const POLICY_MODES: readonly (readonly [PolicyName, string])[] = POLICIES.flatMap((p) => MODES[p].map((m) => [p, m] as const));

/** The binary ops the typed ops cover: every function op of the catalogue and its aliases, with the table key it promotes by. */
export const BINARY_OPS: readonly { readonly name: string; readonly promotion: string }[] = FUNCTION_OPS.flatMap((e) =>
  [e.name, ...e.aliases].map((name) => ({ name, promotion: e.promotion })),
);

/** The unary ops the typed ops cover. */
export const UNARY_OPS: readonly string[] = UNARY_CATALOGUE.map((e) => e.name);

/**
 * The NumPy-array roles of two operands (`t` a tensor, `n` a NumPy array: a TypedArray or
 * `ndarray(...)`), the default first. A python scalar has no role.
 */
export const ROLE_PAIRS = ['tt', 'nt', 'tn', 'nn'] as const;
export type RolePair = (typeof ROLE_PAIRS)[number];
const roleOf = (r: string): OperandRole => (r === 'n' ? 'ndarray' : 'tensor');
const callOf = (roles: RolePair): PromotionCall => ({ aRole: roleOf(roles[0]), bRole: roleOf(roles[1]), form: 'function' });

// ---- cells ---------------------------------------------------------------------------------

/** A dtype's short code (`u8`), or a weak kind as it is. */
const code = (o: Operand): string => (isWeakKind(o) ? o : DTYPE_CODES[DTYPES.indexOf(o)]!);

/**
 * One cell of a compile-time table: `!` where the policy refuses the pair; else the short code
 * of the result dtype (`i16`), prefixed by the weak kind for a weak result (`f*f32`: a weak float
 * stored in float32), exactly as the facade builds the result tensor (op-runner.ts).
 */
function cell(p: Promoter, op: string, a: Operand, b: Operand, result: Operand | undefined): string {
  if (result === undefined) return '!';
  const stored = p.storage(op, a, b, result);
  return isWeakKind(result) ? `${result}${code(stored)}` : code(stored);
}

/** A binary op's table under a policy, mode and roles: 18 rows (first operand) of 18 cells (second operand). */
function binaryTable(policy: PolicyName, mode: string, promotion: string, roles: RolePair): string[][] {
  const p = promoter(policy, mode as ModeOf<PolicyName>);
  const t = policyTable(policy, { mode: mode as ModeOf<PolicyName>, op: promotion as never, ...callOf(roles) });
  return OPERANDS.map((a, i) => OPERANDS.map((b, j) => cell(p, promotion, a, b, OPERANDS[t.cells[i * OPERANDS.length + j]!])));
}

/** Runs `f` without stack traces: most of the time of a refused call goes to its error's stack, which nothing here reads. */
function withoutStacks<T>(f: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return f();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Whether the promoter or the facade refuses (a PromotionError); other errors are bugs and propagate. */
export function refused(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch (e) {
    if (e instanceof PromotionError) return true;
    throw e;
  }
}

/** A unary op's row: the result of each operand as the only operand (`n`: a NumPy array). */
function unaryRow(policy: PolicyName, mode: string, op: string, role: 't' | 'n'): string[] {
  const p = promoter(policy, mode as ModeOf<PolicyName>);
  const call = { role: roleOf(role), form: 'function' as const };
  return OPERANDS.map((a) => {
    let r: Operand | undefined;
    if (!refused(() => (r = p.unary(op as never, a, call)))) return cell(p, op, a, a, r);
    return '!';
  });
}

/** The dtype `where` accepts x and y of whatever the cond (the cond's check comes first). */
const sameDTypeOperands = (p: Promoter): DType => DTYPES.find((d) => !refused(() => p.where('bool', d, d)))!;

/** `where`'s cond row: `b` where the policy takes the operand as a cond, `!` where it refuses it. */
function whereCondRow(policy: PolicyName, mode: string): string[] {
  const p = promoter(policy, mode as ModeOf<PolicyName>);
  const d = sameDTypeOperands(p);
  return OPERANDS.map((c) => (refused(() => p.where(c, d, d)) ? '!' : 'b'));
}

/** `where`'s table of x (rows) and y (cells), with a bool cond. */
function whereTable(policy: PolicyName, mode: string, roles: RolePair): string[][] {
  const p = promoter(policy, mode as ModeOf<PolicyName>);
  const call = callOf(roles);
  return OPERANDS.map((x) =>
    OPERANDS.map((y) => {
      let r: Operand | undefined;
      return refused(() => (r = p.where('bool', x, y, call))) ? '!' : cell(p, 'where', x, y, r);
    }),
  );
}

// ---- the tables file -----------------------------------------------------------------------

/** Interns rows and tables: equal ones share one id. */
class Pool<T> {
  readonly items: T[] = [];
  readonly #ids = new Map<string, number>();
  id(item: T): number {
    const key = JSON.stringify(item);
    let id = this.#ids.get(key);
    if (id === undefined) this.#ids.set(key, (id = this.items.push(item) - 1));
    return id;
  }
}

const quote = (s: string): string => `'${s}'`;
const prop = (k: string): string => (/^([A-Za-z_$][\w$]*|\d+)$/.test(k) ? k : quote(k));

/** The characters of the tables' ids: a cell is one, a row id two. */
const ID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Id `i` in `width` characters of ID_CHARS. */
function idOf(i: number, width: 1 | 2): string {
  if (i >= ID_CHARS.length ** width) throw new Error(`generate-types: more than ${ID_CHARS.length ** width} ids of width ${width}; widen the ids.`);
  return width === 1 ? ID_CHARS[i]! : ID_CHARS[Math.floor(i / ID_CHARS.length)]! + ID_CHARS[i % ID_CHARS.length]!;
}

/**
 * src/typed/tables.generated.ts: every table, compacted. Equal rows and tables are stored once,
 * as strings (a declaration bundler prints a string on one line, a tuple one element a line):
 * a row is 18 cell ids of one character, a table 18 row ids of two.
 */
export function renderTables(): string {
  return withoutStacks(tablesFile);
}

function tablesFile(): string {
  const rows = new Pool<string>();
  const tables = new Pool<string>();
  // cell 0 is a refusal; the others are numbered as they first appear
  const cells = new Pool<string>();
  cells.id('!');
  const row = (r: readonly string[]): string => idOf(rows.id(r.map((c) => idOf(cells.id(c), 1)).join('')), 2);
  const table = (t: readonly string[][]): number => tables.id(t.map(row).join(''));
  const binary: string[] = [];
  const unary: string[] = [];
  const whereCond: string[] = [];
  const where: string[] = [];
  const entries = (list: readonly (readonly [string, number | string])[]): string =>
    `{ ${list.map(([k, v]) => `${prop(k)}: ${typeof v === 'string' ? quote(v) : v};`).join(' ')} }`;
  for (const [policy, mode] of POLICY_MODES) {
    const key = prop(`${policy}/${mode}`);
    const ops: [string, number][] = [];
    const promotions = new Map<string, number>();
    for (const { name, promotion } of BINARY_OPS) {
      // aliases and ops that share a table key share the table (computed once)
      let base = promotions.get(promotion);
      if (base === undefined) promotions.set(promotion, (base = table(binaryTable(policy, mode, promotion, 'tt'))));
      ops.push([name, base]);
      for (const roles of ROLE_PAIRS.slice(1)) {
        const t = table(binaryTable(policy, mode, promotion, roles));
        // a NumPy-array role is listed only where it changes the table (legacy and shipped TensorFlow)
        if (t !== base) ops.push([`${name}/${roles}`, t]);
      }
    }
    binary.push(`  ${key}: ${entries(ops)}\n`);
    const unaryOps: [string, string][] = [];
    for (const op of UNARY_OPS) {
      const base = row(unaryRow(policy, mode, op, 't'));
      unaryOps.push([op, base]);
      const nd = row(unaryRow(policy, mode, op, 'n'));
      if (nd !== base) unaryOps.push([`${op}/n`, nd]);
    }
    unary.push(`  ${key}: ${entries(unaryOps)}\n`);
    whereCond.push(`  ${key}: ${quote(row(whereCondRow(policy, mode)))};\n`);
    const base = table(whereTable(policy, mode, 'tt'));
    const whereRoles: [string, number][] = [['where', base]];
    for (const roles of ROLE_PAIRS.slice(1)) {
      const t = table(whereTable(policy, mode, roles));
      if (t !== base) whereRoles.push([`where/${roles}`, t]);
    }
    where.push(`  ${key}: ${entries(whereRoles)}\n`);
  }
  const weak = (c: string): boolean => isWeakKind(c.slice(0, 2));
  const dtypeOfCode = (c: string): DType => DTYPES[DTYPE_CODES.indexOf((weak(c) ? c.slice(2) : c) as never)]!;
  const iface = (name: string, doc: string, body: readonly string[]): string => `\n/** ${doc} */\nexport interface ${name} {\n${body.join('')}}\n`;
  let out = HEADER('every policy, mode and op, as types, for TypedOps (src/typed/)');
  out += `import type { Tensor } from '../tensor';\nimport type { WeakTensor } from './weak-tensor';\n`;
  out += iface('OperandIndex', 'The position of each operand in OPERANDS: its place in a row and in a table.', OPERANDS.map((o, i) => `  ${prop(o)}: ${i};\n`));
  out += iface(
    'WeakKindOf',
    'The weak kind a weakly typed tensor of each dtype stands for (operand.ts, `WEAK_OF_KIND`).',
    DTYPES.map((d) => `  ${d}: ${quote(WEAK_OF_KIND[dtypeInfo(d).kind])};\n`),
  );
  out += iface(
    'TypedArrayDType',
    'The dtype of the NumPy array a TypedArray stands for, by its `Symbol.toStringTag` (typed-array.ts).',
    TYPED_ARRAY_DTYPES.map(([ctor, d]) => `  ${ctor.name}: ${quote(d)};\n`),
  );
  out += iface(
    'CellResult',
    'The result type of each cell id: the tensor the facade returns (`0`: the policy refuses the operands).',
    cells.items.map((c, i) => `  ${quote(idOf(i, 1))}: ${i === 0 ? 'never' : `${weak(c) ? 'WeakTensor' : 'Tensor'}<${quote(dtypeOfCode(c))}>`};\n`),
  );
  // a row or table string as a tuple in one step (one inference per place), not one character a step
  const n = OPERANDS.length;
  const places = (prefix: string, k: number): string[] => Array.from({ length: k }, (_, i) => `${prefix}${i}`);
  out += `\n/** A row (one character a cell) as a tuple of cell ids, by OperandIndex; no cells for a union of rows. */\n`;
  out += `export type RowCells<S> = [S] extends [\`${places('C', n).map((c) => `\${infer ${c}}`).join('')}\`] ? [${places('C', n).join(', ')}] : never[];\n`;
  // not distributed: a union of rows or tables (the compiler relating typed ops to Ops) gives none, not every one's
  out += `\n/** A table (two characters a row) as a tuple of row ids, by OperandIndex; no rows for a union of tables. */\n`;
  out += `export type TableRows<S> = [S] extends [\`${places('R', n).map((r) => `\${infer ${r}a}\${infer ${r}b}`).join('')}\`]\n  ? [${places('R', n).map((r) => `\`\${${r}a}\${${r}b}\``).join(', ')}]\n  : never[];\n`;
  out += iface(
    'Rows',
    'The distinct rows, by row id: the cell id for each second (or only) operand, in OperandIndex order.',
    rows.items.map((r, i) => `  ${quote(idOf(i, 2))}: ${quote(r)};\n`),
  );
  out += iface('Tables', 'The distinct tables: the row id (two characters) for each first operand, in OperandIndex order.', tables.items.map((t, i) => `  ${i}: ${quote(t)};\n`));
  out += iface(
    'BinaryTableOf',
    "Each binary op's table (a Tables key) by policy/mode and op; `op/nt`, `op/tn`, `op/nn`: a NumPy array as the first, second or both operands, listed where that changes the table.",
    binary,
  );
  out += iface('UnaryRowOf', "Each unary op's row (a Rows key) by policy/mode and op; `op/n`: a NumPy-array operand, listed where that changes the row.", unary);
  out += iface('WhereCondRowOf', "`where`'s cond row (a Rows key; cell `0`: the cond is refused) by policy/mode.", whereCond);
  out += iface('WhereTableOf', "`where`'s table of x (rows) by y (a Tables key) by policy/mode, NumPy-array roles listed as for BinaryTableOf.", where);
  return out;
}

// ---- the type tests ------------------------------------------------------------------------

// The tests' expectations come from the facade itself: every op of a createOps object run on
// every pair of operands (1-element tensors, NumPy arrays, JS scalars), its result described as
// the static type must describe it. They share nothing with the tables above but the facade.

/** A run-time result in words: `int16`, `float32 weak`, or `refused` (a PromotionError). */
type Outcome = string;

/**
 * Python scalars' values to try, in order: a static type does not carry the value, so a weak
 * operand's result is that of the first value the policy takes (PyTorch's pow without a kernel
 * takes only 0 and 1, a safe mode only values that fit); `refused` where it takes none.
 */
const SAMPLE_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  'i*': [1, 0],
  'f*': [1.5, 0.5],
  'c*': [
    { re: 1, im: 0 },
    { re: 0.5, im: 0 },
  ],
};

const OPERAND_CACHE = new Map<string, unknown>();

/** The run-time operand for an operand name, role and sample (`n`: a NumPy array); tensors are immutable, so made once. */
function runtimeOperand(o: Operand, role: 't' | 'n', sample: number): unknown {
  if (isWeakKind(o)) return SAMPLE_VALUES[o]![sample];
  const key = `${o} ${role}`;
  let x = OPERAND_CACHE.get(key);
  if (x === undefined) OPERAND_CACHE.set(key, (x = role === 'n' ? new NumpyArray(zeros([1], o)) : zeros([1], o)));
  return x;
}

/** Runs `call` with each sample of the weak operands until one is allowed. */
function outcome(operands: readonly Operand[], call: (samples: readonly number[]) => Tensor): Outcome {
  const weak = operands.some((o) => isWeakKind(o));
  for (const sample of weak ? [0, 1] : [0]) {
    let t: Tensor | undefined;
    if (refused(() => (t = call(operands.map(() => sample))))) continue;
    return `${t!.dtype}${t!.weak ? ' weak' : ''}`;
  }
  return 'refused';
}

type AnyOps = Record<string, (...args: unknown[]) => Tensor>;
const opsOf = (policy: PolicyName, mode: string): AnyOps => createOps({ policy, mode } as never) as unknown as AnyOps;

function binaryOutcomes(ops: AnyOps, name: string, roles: RolePair): Outcome[][] {
  return OPERANDS.map((a) =>
    OPERANDS.map((b) => outcome([a, b], ([sa, sb]) => ops[name]!(runtimeOperand(a, roles[0] as 't', sa!), runtimeOperand(b, roles[1] as 't', sb!)))),
  );
}

function unaryOutcomes(ops: AnyOps, name: string, role: 't' | 'n'): Outcome[] {
  return OPERANDS.map((a) => outcome([a], ([s]) => ops[name]!(runtimeOperand(a, role, s!))));
}

/** `where`'s cond row: each operand as the cond, with x and y of the first dtype the policy selects between. */
function whereCondOutcomes(ops: AnyOps): { x: DType; row: Outcome[] } {
  const x = DTYPES.find((d) => outcome([d], () => ops.where!(runtimeOperand('bool', 't', 0), runtimeOperand(d, 't', 0), runtimeOperand(d, 't', 0))) !== 'refused')!;
  const xs = runtimeOperand(x, 't', 0);
  return { x, row: OPERANDS.map((c) => (outcome([c], ([s]) => ops.where!(runtimeOperand(c, 't', s!), xs, xs)) === 'refused' ? 'refused' : 'taken')) };
}

function whereOutcomes(ops: AnyOps, roles: RolePair): Outcome[][] {
  return OPERANDS.map((x) =>
    OPERANDS.map((y) => outcome([x, y], ([sx, sy]) => ops.where!(runtimeOperand('bool', 't', 0), runtimeOperand(x, roles[0] as 't', sx!), runtimeOperand(y, roles[1] as 't', sy!)))),
  );
}

/** Operand types of the tests, by role. */
const operandsOf = (role: string): string => (role === 'n' ? 'ArrayOperands' : 'TensorOperands');

/**
 * One test file per policy. Every op of every mode and every NumPy-array role is run through the
 * facade, and the results grouped by table. Each mode's `add`, first unary op and `where` are
 * checked cell by cell the whole way (operand types → parameter and result types of the typed
 * signature: the result, or `refused` where the operand does not compile). Every distinct table
 * is checked cell by cell as the compile-time tables hold it, and every (mode, op, roles) to read
 * the compile-time table whose cells equal its facade results: a call's types depend on its op
 * only through that table.
 */
export function renderTypeTests(policy: PolicyName): string {
  return withoutStacks(() => typeTestsFile(policy));
}

function typeTestsFile(policy: PolicyName): string {
  const rows = new Pool<string[]>();
  const tables = new Pool<number[]>();
  const table = (t: string[][]): string => `T${tables.id(t.map((r) => rows.id(r)))}`;
  const row = (r: string[]): string => `R${rows.id(r)}`;
  // the first (mode, op, roles) of each expected table or row: the one whose compile-time table is checked
  const firstOf = new Map<string, { mode: string; op: string; roles: string }>();
  let body = '';
  for (const mode of MODES[policy]) {
    const ops = opsOf(policy, mode);
    const key = `'${policy}', '${mode}'`;
    body += `\ntest('${policy} ${mode}: createOps gives TypedOps', () => {\n`;
    body += `  const ops = createOps({ policy: '${policy}', mode: '${mode}' });\n  expectTypeOf<Same<typeof ops, TypedOps<${key}>>>().toEqualTypeOf<true>();\n`;
    body += `});\n`;
    body += `\ntest('${policy} ${mode}: every binary op, every operand pair, tensors and NumPy arrays', () => {\n`;
    for (const { name } of BINARY_OPS) {
      for (const roles of ROLE_PAIRS) {
        const expected = table(binaryOutcomes(ops, name, roles));
        const [A, B] = [operandsOf(roles[0]!), operandsOf(roles[1]!)];
        if (name === BINARY_OPS[0]!.name && roles === 'tt') {
          body += `  expectTypeOf<{ [X in keyof ${A}]: { [Y in keyof ${B}]: BinaryCall<${key}, '${name}', ${A}[X], ${B}[Y]> } }>().toEqualTypeOf<${expected}>();\n`;
        }
        const first = firstOf.get(`binary ${expected}`);
        if (first === undefined) {
          firstOf.set(`binary ${expected}`, { mode, op: name, roles });
          body += `  expectTypeOf<StaticTable<BinaryTableId<${key}, '${name}', '${roles}'>>>().toEqualTypeOf<${expected}>();\n`;
        } else {
          body += `  expectTypeOf<BinaryTableId<${key}, '${name}', '${roles}'>>().toEqualTypeOf<BinaryTableId<'${policy}', '${first.mode}', '${first.op}', '${first.roles}'>>();\n`;
        }
      }
    }
    body += `});\n`;
    body += `\ntest('${policy} ${mode}: every unary op, every operand, tensors and NumPy arrays', () => {\n`;
    for (const name of UNARY_OPS) {
      for (const role of ['t', 'n'] as const) {
        const expected = row(unaryOutcomes(ops, name, role));
        if (name === UNARY_OPS[0] && role === 't') {
          body += `  expectTypeOf<{ [X in keyof TensorOperands]: UnaryCall<${key}, '${name}', TensorOperands[X]> }>().toEqualTypeOf<${expected}>();\n`;
        }
        const first = firstOf.get(`unary ${expected}`);
        if (first === undefined) {
          firstOf.set(`unary ${expected}`, { mode, op: name, roles: role });
          body += `  expectTypeOf<StaticRow<UnaryRowId<${key}, '${name}', '${role}'>>>().toEqualTypeOf<${expected}>();\n`;
        } else {
          body += `  expectTypeOf<UnaryRowId<${key}, '${name}', '${role}'>>().toEqualTypeOf<UnaryRowId<'${policy}', '${first.mode}', '${first.op}', '${first.roles}'>>();\n`;
        }
      }
    }
    body += `});\n`;
    const cond = whereCondOutcomes(ops);
    body += `\ntest('${policy} ${mode}: where, every cond and every x, y pair, tensors and NumPy arrays', () => {\n`;
    body += `  expectTypeOf<{ [C in keyof TensorOperands]: CondCall<${key}, TensorOperands[C]> }>().toEqualTypeOf<${row(cond.row)}>();\n`;
    for (const roles of ROLE_PAIRS) {
      const expected = table(whereOutcomes(ops, roles));
      const [A, B] = [operandsOf(roles[0]!), operandsOf(roles[1]!)];
      if (roles === 'tt') {
        body += `  expectTypeOf<{ [X in keyof ${A}]: { [Y in keyof ${B}]: WhereCall<${key}, ${A}[X], ${B}[Y]> } }>().toEqualTypeOf<${expected}>();\n`;
      }
      const first = firstOf.get(`where ${expected}`);
      if (first === undefined) {
        firstOf.set(`where ${expected}`, { mode, op: 'where', roles });
        body += `  expectTypeOf<StaticTable<WhereTableId<${key}, '${roles}'>>>().toEqualTypeOf<${expected}>();\n`;
      } else {
        body += `  expectTypeOf<WhereTableId<${key}, '${roles}'>>().toEqualTypeOf<WhereTableId<'${policy}', '${first.mode}', '${first.roles}'>>();\n`;
      }
    }
    body += `});\n`;
  }
  let out = `${HEADER(`the type tests of policy ${policy}, expected results from running the facade`)}`;
  out += `import { expectTypeOf, test } from 'vitest';\n`;
  out += `import { createOps, type TypedOps } from '../index';\n`;
  out += `import type { ArrayOperands, BinaryCall, BinaryTableId, CondCall, Named, Same, StaticRow, StaticTable, TensorOperands, UnaryCall, UnaryRowId, WhereCall, WhereTableId } from './static-results';\n`;
  out += `\n// The facade's results, by operand name: rows by the second (or only) operand, tables by the first.\n`;
  out += rows.items.map((r, i) => `type R${i} = Named<[${r.map(quote).join(', ')}]>;\n`).join('');
  out += tables.items.map((t, i) => `type T${i} = Named<[${t.map((r) => `R${r}`).join(', ')}]>;\n`).join('');
  return out + body;
}

// ---- files ---------------------------------------------------------------------------------

/** Every generated file: path → a function giving its wanted content. */
export function generatedTypeFiles(): Record<string, () => string> {
  const files: Record<string, () => string> = { [`${TYPED}tables.generated.ts`]: renderTables };
  for (const policy of POLICIES) files[`${TYPED}${policy}.generated.test-d.ts`] = () => renderTypeTests(policy);
  return files;
}

function main(): void {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [path, render] of Object.entries(generatedTypeFiles())) {
    const text = render();
    let current: string | undefined;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    stale.push(path);
    if (!check) writeFileSync(path, text);
  }
  const what = stale.map((p) => p.slice(TYPED.length)).join(', ');
  if (check && stale.length > 0) {
    console.error(`Out of date: ${what}. Run \`${COMMAND}\`.`);
    process.exit(1);
  }
  console.log(stale.length === 0 ? 'generate:types: every file up to date.' : `generate:types: wrote ${what}.`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
