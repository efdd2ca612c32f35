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
  ARRAY_CATALOGUE,
  argIndexDType,
  arrayResult,
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
  type ArrayOpName,
  type ArrayOpSpec,
  type ArrayOpCall,
} from '@typelattice/promotion';
import { WEAK_OF_KIND } from '../src/operand';
import { TYPED_ARRAY_DTYPES } from '../src/typed-array';
import { createOps, NumpyArray, ValueError, weakComplex, weakFloat, weakInt, zeros, INDEX_DTYPES, type Tensor } from '../src/index';

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

/** The unary ops the typed ops cover, and their aliases (`isnan`). */
export const UNARY_OPS: readonly string[] = UNARY_CATALOGUE.flatMap((e) => [e.name, ...e.aliases]);

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

// ---- array ops -----------------------------------------------------------------------------

/**
 * The operands of the array ops' tables: the dtypes, the python scalars (`i*`: a JS number, as
 * promotion sees it) and the weakly typed tensors (`i* tensor`: `weakInt(...)`, a weak result),
 * which the array ops tell apart (`ArrayOpCall.weakArrays`), unlike the elementwise ops.
 */
export const ARRAY_OPERANDS: readonly string[] = [...DTYPES, 'i*', 'f*', 'c*', 'i* tensor', 'f* tensor', 'c* tensor'];

/** The array ops of the catalogue by how they are typed. */
// (the ops that give a list of tensors are left untyped: split, unstack, broadcastArrays, and
// topk's values and indices; an alias, `flip`, is typed as its op)
const ONE_ENTRIES = ARRAY_CATALOGUE.filter((e) => (e.family === 'reduction' || e.family === 'shape' || (e.family === 'sort' && e.signature === 'sort') || (e.family === 'search' && e.signature === 'operand')) && !('list' in e && e.list));
export const ARRAY_ONE = ONE_ENTRIES.flatMap((e) => [e.name, ...('aliases' in e ? e.aliases : [])]) as ArrayOpName[];
/** The op an alias stands for (`flip`: `reverse`). */
const ARRAY_OP_OF = new Map<string, ArrayOpName>(ONE_ENTRIES.flatMap((e) => ['aliases' in e ? e.aliases : []].flat().map((a) => [a, e.name as ArrayOpName] as const)));
export const ARRAY_PAIR = ARRAY_CATALOGUE.filter((e) => e.family === 'join' || e.family === 'matmul').map((e) => e.name as ArrayOpName);

/** What promotion sees of an array operand, whether it is a weak tensor, and its python scalar value (sample `k`). */
function arrayOperand(o: string, k: number): { promotes: Operand; weakTensor: boolean; value: unknown } {
  if (o.endsWith(' tensor')) return { promotes: o.slice(0, 2) as Operand, weakTensor: true, value: undefined };
  if (isWeakKind(o)) return { promotes: o as Operand, weakTensor: false, value: SAMPLE_VALUES[o]![k] };
  return { promotes: o as Operand, weakTensor: false, value: undefined };
}

/** The samples of python scalar values to try for these operands: the first one the policy takes gives the cell, as in the tests. */
const samplesOf = (os: readonly string[]): number[] => (os.some((o) => isWeakKind(o)) ? [0, 1] : [0]);

/**
 * An array op's cell for operands `os` (one, or a pair): `arrayResult` of the promotion, stored as
 * the facade stores it (array-operand.ts `storageOf`: the storage of `add` of the first and
 * second operand), or `!` where it refuses; argmax/argmin give the mode's index dtype.
 */
function arrayCell(policy: PolicyName, mode: string, named: ArrayOpName, os: readonly string[]): string {
  const op = ARRAY_OP_OF.get(named) ?? named;
  const p = promoter(policy, mode as ModeOf<PolicyName>);
  for (const k of samplesOf(os)) {
    const xs = os.map((o) => arrayOperand(o, k));
    const call: ArrayOpCall = { weakArrays: xs.some((x) => x.weakTensor), ...(xs.some((x) => x.value !== undefined) ? { values: xs.map((x) => x.value as never) } : {}) };
    let r: string | undefined;
    if (refused(() => (r = arrayResult(p, op, xs.map((x) => x.promotes), call)))) continue;
    if (op === 'argmax' || op === 'argmin') return code(argIndexDType(p));
    const [a, b] = [xs[0]!.promotes, (xs[1] ?? xs[0]!).promotes];
    const stored = p.storage('add', a, b, r as Operand);
    return isWeakKind(r!) ? `${r}${code(stored)}` : code(stored);
  }
  return '!';
}

/** Whether a join folds as its pair table over strong dtypes: every triple's result is the pair table's fold (else a longer tuple is typed `Tensor`). */
function foldsOverStrong(policy: PolicyName, mode: string, op: ArrayOpName): boolean {
  const p = promoter(policy, mode as ModeOf<PolicyName>);
  const result = (ds: readonly DType[]): string => {
    let r = '!';
    if (!refused(() => (r = arrayResult(p, op, ds)))) return r;
    return '!';
  };
  const pair = new Map<string, string>();
  for (const a of DTYPES) for (const b of DTYPES) pair.set(`${a} ${b}`, result([a, b]));
  for (const a of DTYPES)
    for (const b of DTYPES) {
      const ab = pair.get(`${a} ${b}`)!;
      for (const c of DTYPES) {
        const folded = ab === '!' || isWeakKind(ab) ? '!' : pair.get(`${ab} ${c}`)!;
        if (folded !== result([a, b, c])) return false;
      }
    }
  return true;
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

/** The operand (and cell) of a type that does not say what promotion sees (operand-type.ts, `NotKnown`). */
const NOT_KNOWN = '?';
const prop = (k: string): string => (/^([A-Za-z_$][\w$]*|\d+)$/.test(k) ? k : quote(k));

/** The characters of the tables' ids: a cell is one, a row id two. */
const ID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The number an id of ID_CHARS stands for (what the declarations write: `Rows[75]`, a cell `3`). */
const num = (id: string): number => [...id].reduce((n, c) => n * ID_CHARS.length + ID_CHARS.indexOf(c), 0);

/** A cell as the declarations write it: its number, or `'?'` (an operand whose type does not say). */
const cellOf = (c: string): string => (c === NOT_KNOWN ? quote(NOT_KNOWN) : String(num(c)));

/** Id `i` in `width` characters of ID_CHARS. */
function idOf(i: number, width: 1 | 2): string {
  if (i >= ID_CHARS.length ** width) throw new Error(`generate-types: more than ${ID_CHARS.length ** width} ids of width ${width}; widen the ids.`);
  return width === 1 ? ID_CHARS[i]! : ID_CHARS[Math.floor(i / ID_CHARS.length)]! + ID_CHARS[i % ID_CHARS.length]!;
}

/**
 * src/typed/tables.generated.ts: every table, compacted. Equal rows and tables are stored once, as
 * tuples: a row is the cells (numbers) of the 18 operands and `?`, a table the rows (by reference,
 * `Rows[10]`) of the 18 operands and `?`, so that a call's cell is indexed accesses only
 * (`table[a][b]`): no type-level parsing, and nothing the compiler must prove about a computed key
 * when it checks the declarations. Ids are numbers and an op whose four role pairs (or two roles)
 * share one table (row) says so once (`AllRoles<Tables[3]>`): the declarations are what a
 * CPU-only install carries.
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
  // every row ends in the cell of an operand whose type does not say, every table in a row of them
  const row = (r: readonly string[]): string => idOf(rows.id(r.map((c) => idOf(cells.id(c), 1)).join('') + NOT_KNOWN), 2);
  const notKnownRow = idOf(rows.id(NOT_KNOWN.repeat(OPERANDS.length + 1)), 2);
  const table = (t: readonly string[][]): number => tables.id(t.map(row).join('') + notKnownRow);
  const binary: string[] = [];
  const unary: string[] = [];
  const whereCond: string[] = [];
  const where: string[] = [];
  // the array ops' rows and tables, over ARRAY_OPERANDS and `?`
  const arrayRows = new Pool<string>();
  const arrayTables = new Pool<string>();
  const arrayRow = (r: readonly string[]): string => idOf(arrayRows.id(r.map((c) => idOf(cells.id(c), 1)).join('') + NOT_KNOWN), 2);
  const arrayNotKnownRow = idOf(arrayRows.id(NOT_KNOWN.repeat(ARRAY_OPERANDS.length + 1)), 2);
  const arrayTable = (t: readonly string[][]): number => arrayTables.id(t.map(arrayRow).join('') + arrayNotKnownRow);
  const arrayOne: string[] = [];
  const arrayPair: string[] = [];
  const folds: string[] = [];
  const argOutput: string[] = [];
  const entries = (list: readonly (readonly [string, string])[]): string => `{ ${list.map(([k, v]) => `${prop(k)}: ${v};`).join(' ')} }`;
  // a binary op's tables by the operands' roles, [[tt, tn], [nt, nn]] (t: a tensor, n: a NumPy array), as RoleOf indexes them
  const byRoles = (of: (roles: RolePair) => number): string => {
    const t = (roles: RolePair): string => `Tables[${of(roles)}]`;
    const [tt, tn, nt, nn] = [t('tt'), t('tn'), t('nt'), t('nn')];
    return tt === tn && tt === nt && tt === nn ? `AllRoles<${tt}>` : `[[${tt}, ${tn}], [${nt}, ${nn}]]`;
  };
  for (const [policy, mode] of POLICY_MODES) {
    const key = prop(`${policy}/${mode}`);
    const ops: [string, string][] = [];
    const promotions = new Map<string, string>();
    for (const { name, promotion } of BINARY_OPS) {
      // aliases and ops that share a table key share the tables (computed once)
      let tables = promotions.get(promotion);
      if (tables === undefined) promotions.set(promotion, (tables = byRoles((roles) => table(binaryTable(policy, mode, promotion, roles)))));
      ops.push([name, tables]);
    }
    binary.push(`  ${key}: ${entries(ops)}\n`);
    const unaryOps: [string, string][] = UNARY_OPS.map((op) => {
      const [t, n] = [num(row(unaryRow(policy, mode, op, 't'))), num(row(unaryRow(policy, mode, op, 'n')))];
      return [op, t === n ? `BothRoles<Rows[${t}]>` : `[Rows[${t}], Rows[${n}]]`];
    });
    unary.push(`  ${key}: ${entries(unaryOps)}\n`);
    whereCond.push(`  ${key}: Rows[${num(row(whereCondRow(policy, mode)))}];\n`);
    where.push(`  ${key}: ${byRoles((roles) => table(whereTable(policy, mode, roles)))};\n`);
    arrayOne.push(`  ${key}: ${entries([...ARRAY_ONE, ...ARRAY_PAIR.filter((op) => op !== 'matmul')].map((op) => [op, `ArrayRows[${num(arrayRow(ARRAY_OPERANDS.map((a) => arrayCell(policy, mode, op, [a]))))}]`]))}\n`);
    arrayPair.push(`  ${key}: ${entries(ARRAY_PAIR.map((op) => [op, `ArrayTables[${arrayTable(ARRAY_OPERANDS.map((a) => ARRAY_OPERANDS.map((b) => arrayCell(policy, mode, op, [a, b]))))}]`]))}\n`);
    folds.push(`  ${key}: ${entries(ARRAY_PAIR.filter((op) => op !== 'matmul').map((op) => [op, String(foldsOverStrong(policy, mode, op))]))}\n`);
    const facade = opsOf(policy, mode);
    const outputTypes = (op: string): string =>
      INDEX_DTYPES.filter((t) => {
        try {
          facade[op]!(zeros([2], 'int32'), 0, t);
          return true;
        } catch (e) {
          if (e instanceof ValueError) return false;
          throw e;
        }
      })
        .map(quote)
        .join(' | ');
    argOutput.push(`  ${key}: { argmax: ${outputTypes('argmax')}; argmin: ${outputTypes('argmin')}; }\n`);
  }
  const weak = (c: string): boolean => isWeakKind(c.slice(0, 2));
  const dtypeOfCode = (c: string): DType => DTYPES[DTYPE_CODES.indexOf((weak(c) ? c.slice(2) : c) as never)]!;
  const iface = (name: string, doc: string, body: readonly string[]): string => `\n/** ${doc} */\nexport interface ${name} {\n${body.join('')}}\n`;
  let out = HEADER('every policy, mode and op, as types, for TypedOps (src/typed/)');
  out += `import type { Tensor } from '../tensor';\nimport type { WeakTensor } from './weak-tensor';\n`;
  out += `\n/** A binary op's tables where the operands' four role pairs share one table \`T\` (BinaryTableOf, WhereTableOf). */\nexport type AllRoles<T> = [[T, T], [T, T]];\n`;
  out += `\n/** A unary op's rows where both roles share one row \`R\` (UnaryRowOf). */\nexport type BothRoles<R> = [R, R];\n`;
  out += iface(
    'OperandIndex',
    "The position of each operand in OPERANDS: its place in a row and in a table; last, `'?'`: an operand whose type does not say (its cell `?`).",
    [...OPERANDS, NOT_KNOWN].map((o, i) => `  ${prop(o)}: ${i};\n`),
  );
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
    "The result type of each cell id: the tensor the facade returns (`0`: the policy refuses the operands; `?`: an operand's type does not say, the op's untyped result).",
    [
      ...cells.items.map((c, i) => `  ${i}: ${i === 0 ? 'never' : `${weak(c) ? 'WeakTensor' : 'Tensor'}<${quote(dtypeOfCode(c))}>`};\n`),
      `  ${quote(NOT_KNOWN)}: never;\n`,
    ],
  );
  out += iface(
    'Rows',
    'The distinct rows, by row id: the cell id for each second (or only) operand, in OperandIndex order.',
    rows.items.map((r, i) => `  ${i}: [${[...r].map(cellOf).join(', ')}];\n`),
  );
  out += iface(
    'Tables',
    'The distinct tables: the row for each first operand, in OperandIndex order (rows by reference: a lookup is indexed accesses only).',
    tables.items.map((t, i) => `  ${i}: [${t.match(/../g)!.map((r) => `Rows[${num(r)}]`).join(', ')}];\n`),
  );
  out += iface(
    'BinaryTableOf',
    "Each binary op's tables by policy/mode and op, by the operands' roles: `[[tt, tn], [nt, nn]]` (`n`: a NumPy array, a TypedArray or `ndarray(...)`; `t`: anything else).",
    binary,
  );
  out += iface('UnaryRowOf', "Each unary op's rows by policy/mode and op, by the operand's role: `[t, n]`.", unary);
  const boolOps = [
    ...FUNCTION_OPS.filter((e) => (e as { boolResult?: true }).boolResult === true).map((e) => e.name),
    ...UNARY_CATALOGUE.filter((e) => (e as { boolResult?: true }).boolResult === true).flatMap((e) => [e.name, ...e.aliases]),
  ];
  out += `\n/** The ops whose untyped form returns \`Tensor<'bool'>\` (the catalogue's \`boolResult\`): a typed call whose operands' types do not say gives that. */\n`;
  out += `export type BoolResultOp = ${boolOps.map(quote).join(' | ')};\n`;
  out += iface('WhereCondRowOf', "`where`'s cond row (cell `0`: the cond is refused) by policy/mode.", whereCond);
  out += iface('WhereTableOf', "`where`'s tables of x (rows) by y by policy/mode, by the roles of x and y as for BinaryTableOf.", where);
  out += iface(
    'ArrayOperandIndex',
    "The position of each operand of the array ops' tables (`i*`: a JS number, `i* tensor`: a weakly typed tensor; `?`: an operand whose type does not say).",
    [...ARRAY_OPERANDS, NOT_KNOWN].map((o, i) => `  ${prop(o)}: ${i};\n`),
  );
  out += iface(
    'CellDType',
    'The dtype of each cell id of a strong result (what a join of more operands folds on).',
    cells.items.flatMap((c, i) => (i === 0 || weak(c) ? [] : [`  ${i}: ${quote(dtypeOfCode(c))};\n`])),
  );
  out += iface(
    'ArrayRows',
    'The distinct rows of the array ops, by row id: the cell id for each operand, in ArrayOperandIndex order.',
    arrayRows.items.map((r, i) => `  ${i}: [${[...r].map(cellOf).join(', ')}];\n`),
  );
  out += iface(
    'ArrayTables',
    'The distinct tables of the array ops: the row for each first operand, in ArrayOperandIndex order.',
    arrayTables.items.map((t, i) => `  ${i}: [${t.match(/../g)!.map((r) => `ArrayRows[${num(r)}]`).join(', ')}];\n`),
  );
  out += iface(
    'ArrayRowOf',
    "Each one-operand array op's row by policy/mode and op: reductions, argmax/argmin (the index dtype), cumsum, shape ops, and a join of one tensor (`arrayResult`).",
    arrayOne,
  );
  out += iface('ArrayTableOf', 'The pair table of each join (concat, stack, addN of two tensors) and of matmul, by policy/mode and op (`arrayResult`).', arrayPair);
  out += iface(
    'ArrayFoldsOf',
    "Whether a join of more tensors of strong dtypes gives the fold of its pair table in the policy/mode (checked on every triple of dtypes): where not, or with a weak operand, a longer tuple's result is `Tensor`.",
    folds,
  );
  out += iface('ArgOutputTypesOf', "The `outputType`s argmax and argmin take by policy/mode (TensorFlow's argmin: int32 and int64 only).", argOutput);
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

/** A cell the facade cannot run with these operands for a reason other than promotion (a 0-d operand to concat or matmul): not checked. */
const NOT_RUN = 'not run';

/** An array op's outcome: as {@link outcome}, or NOT_RUN where the facade throws another error (a shape error). */
function arrayOutcome(operands: readonly string[], call: (samples: readonly number[]) => Tensor): Outcome {
  try {
    return outcome(
      operands.map((o) => (o.endsWith(' tensor') ? 'bool' : o) as Operand),
      call,
    );
  } catch (e) {
    if (e instanceof ValueError || (e as Error).name === 'ShapeError' || (e as Error).name === 'IndexError') return NOT_RUN;
    throw e;
  }
}

/** The run-time array operand for a name of ARRAY_OPERANDS and a sample; `rank2` for matmul. */
function arrayRuntimeOperand(o: string, sample: number, rank2: boolean): unknown {
  if (o === 'i* tensor') return weakInt(1);
  if (o === 'f* tensor') return weakFloat(1.5);
  if (o === 'c* tensor') return weakComplex(1, 0);
  if (isWeakKind(o)) return SAMPLE_VALUES[o]![sample];
  return zeros(rank2 ? [1, 1] : [1], o as DType);
}

/** The arguments after the operand each one-operand array op is run with (`rank`: the operand's). */
function arrayArgs(op: string, rank: number): unknown[] {
  switch (op) {
    case 'reshape':
    case 'broadcastTo':
      return [[1]];
    case 'expandDims':
      return [0];
    case 'slice':
      return rank === 0 ? [[], []] : [[0], [1]];
    case 'get':
    case 'reverse':
    case 'flip':
      return rank === 0 ? (op === 'get' ? [] : [[]]) : [0];
    case 'take':
    case 'gather':
      return [[0]];
    case 'takeAlongAxis':
      return [[0], 0];
    case 'booleanMask':
      return [[true]];
    case 'gatherNd':
      return [[[0]]];
    case 'stridedSlice':
      return [[0], [1]];
    case 'moveaxis':
      return [0, 0];
    case 'repeat':
      return [2];
    case 'roll':
      return rank === 0 ? [1, []] : [1, 0];
    case 'tile':
      return [rank === 0 ? [] : [2]];
    case 'pad':
      return [rank === 0 ? [] : [[1, 1]]];
    default:
      return [];
  }
}

const rankOf = (x: unknown): number => ((x as { shape?: readonly number[] }).shape?.length ?? 0);

function arrayOneOutcomes(ops: AnyOps, op: string): Outcome[] {
  const join = (ARRAY_PAIR as readonly string[]).includes(op);
  return ARRAY_OPERANDS.map((a) =>
    arrayOutcome([a], ([s]) => {
      const x = arrayRuntimeOperand(a, s!, false);
      return join ? ops[op]!([x]) : ops[op]!(x, ...arrayArgs(op, rankOf(x)));
    }),
  );
}

function arrayPairOutcomes(ops: AnyOps, op: string): Outcome[][] {
  const rank2 = op === 'matmul';
  return ARRAY_OPERANDS.map((a) =>
    ARRAY_OPERANDS.map((b) =>
      arrayOutcome([a, b], ([sa, sb]) => {
        const [x, y] = [arrayRuntimeOperand(a, sa!, rank2), arrayRuntimeOperand(b, sb!, rank2)];
        return rank2 ? ops[op]!(x, y) : ops[op]!([x, y]);
      }),
    ),
  );
}

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
  // the array ops' expected rows and tables, keyed by ARRAY_OPERANDS, with the keys of the cells the facade could run
  const arrayRowsPool = new Pool<string[]>();
  const arrayKeysPool = new Pool<string[]>();
  const keysOf = (r: readonly string[]): string[] => ARRAY_OPERANDS.filter((_, i) => r[i] !== NOT_RUN);
  const arrayRowExpected = (r: string[]): { row: string; keys: string } => ({ row: `AR${arrayRowsPool.id(r)}`, keys: `AK${arrayKeysPool.id(keysOf(r))}` });
  const arrayTableExpected = (t: string[][]): { table: string; keys: string } => {
    const rowsOf = t.map((r) => arrayRowExpected(r));
    return {
      table: `{ ${ARRAY_OPERANDS.map((a, i) => `${quote(a)}: Checked<${rowsOf[i]!.row}, ${rowsOf[i]!.keys}>`).join('; ')} }`,
      keys: `{ ${ARRAY_OPERANDS.map((a, i) => `${quote(a)}: ${rowsOf[i]!.keys}`).join('; ')} }`,
    };
  };
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
    body += `\ntest('${policy} ${mode}: every array op, every operand (tensors, weak tensors, JS scalars), pairs for joins and matmul', () => {\n`;
    for (const op of [...ARRAY_ONE, ...ARRAY_PAIR.filter((o) => o !== 'matmul')]) {
      const outcomes = arrayOneOutcomes(ops, op);
      const expected = arrayRowExpected(outcomes);
      if (op === ARRAY_ONE[0]) {
        body += `  expectTypeOf<Checked<{ [X in keyof ArrayOperandTypes]: ArrayOneCall<${key}, '${op}', ArrayOperandTypes[X]> }, ${expected.keys}>>().toEqualTypeOf<Checked<${expected.row}, ${expected.keys}>>();\n`;
      }
      // every row cell by cell: equal facade results need not be equal rows where a cell was not run
      body += `  expectTypeOf<Checked<StaticArrayRow<ArrayRowId<${key}, '${op}'>>, ${expected.keys}>>().toEqualTypeOf<Checked<${expected.row}, ${expected.keys}>>();\n`;
    }
    for (const op of ARRAY_PAIR) {
      const outcomes = arrayPairOutcomes(ops, op);
      const expected = arrayTableExpected(outcomes);
      if (op === 'concat' || op === 'matmul') {
        const call = op === 'matmul' ? `MatmulCall<${key}, '${op}', ArrayOperandTypes[X], ArrayOperandTypes[Y]>` : `JoinCall<${key}, '${op}', [ArrayOperandTypes[X], ArrayOperandTypes[Y]]>`;
        body += `  expectTypeOf<{ [X in keyof ArrayOperandTypes]: Checked<{ [Y in keyof ArrayOperandTypes]: ${call} }, ${expected.keys}[X]> }>().toEqualTypeOf<${expected.table}>();\n`;
      }
      body += `  expectTypeOf<{ [X in keyof ArrayOperandTypes]: Checked<StaticArrayTable<ArrayTableId<${key}, '${op}'>>[X], ${expected.keys}[X]> }>().toEqualTypeOf<${expected.table}>();\n`;
    }
    body += `});\n`;
  }
  let out = `${HEADER(`the type tests of policy ${policy}, expected results from running the facade`)}`;
  out += `import { expectTypeOf, test } from 'vitest';\n`;
  out += `import { createOps, type TypedOps } from '../index';\n`;
  out += `import type { ArrayOperands, BinaryCall, BinaryTableId, CondCall, Named, Same, StaticRow, StaticTable, TensorOperands, UnaryCall, UnaryRowId, WhereCall, WhereTableId } from './static-results';\n`;
  out += `import type { ArrayNamed, ArrayOneCall, ArrayOperandTypes, ArrayRowId, ArrayTableId, Checked, JoinCall, MatmulCall, StaticArrayRow, StaticArrayTable } from './static-results';\n`;
  out += `\n// The facade's results, by operand name: rows by the second (or only) operand, tables by the first.\n`;
  out += rows.items.map((r, i) => `type R${i} = Named<[${r.map(quote).join(', ')}]>;\n`).join('');
  out += tables.items.map((t, i) => `type T${i} = Named<[${t.map((r) => `R${r}`).join(', ')}]>;\n`).join('');
  out += `\n// The array ops' results by ARRAY_OPERANDS ('not run': a 0-d operand the op cannot take, left out by the AK keys).\n`;
  out += arrayRowsPool.items.map((r, i) => `type AR${i} = ArrayNamed<[${r.map(quote).join(', ')}]>;\n`).join('');
  out += arrayKeysPool.items.map((k, i) => `type AK${i} = ${k.length === 0 ? 'never' : k.map(quote).join(' | ')};\n`).join('');
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
