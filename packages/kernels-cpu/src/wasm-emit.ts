/**
 * A minimal WebAssembly module writer: just enough to emit the SIMD kernels of `wasm-loops.ts`
 * as bytes at load time (no toolchain at build time, nothing fetched).
 */

/** Unsigned LEB128. */
export function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}

/** Signed LEB128 of a 32-bit integer. */
export function sleb(n: number): number[] {
  const out: number[] = [];
  n |= 0;
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

/** `parts` joined into one array by loops: spreading arrays of many thousands of bytes is slow in V8. */
function join(parts: readonly (readonly number[])[]): number[] {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Array<number>(n);
  let k = 0;
  for (const p of parts) for (let i = 0; i < p.length; i++) out[k++] = p[i]!;
  return out;
}
const vec = (items: number[][]): number[] => join([uleb(items.length), ...items]);
const section = (id: number, body: number[]): number[] => join([[id], uleb(body.length), body]);
const name = (s: string): number[] => [...uleb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];

/** The opcodes the kernels use (core and SIMD, the latter after the 0xfd prefix). */
export const OP = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  else: 0x05,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  void: 0x40,
  i32: 0x7f,
  return: 0x0f,
  call: 0x10,
  drop: 0x1a,
  select: 0x1b,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  f32Load: 0x2a,
  f32Store: 0x38,
  f64Const: 0x44,
  f32Eq: 0x5b,
  f64Eq: 0x61,
  f64Ne: 0x62,
  f64Gt: 0x64,
  i32Eq: 0x46,
  f32Abs: 0x8b,
  f32Neg: 0x8c,
  f32Mul: 0x94,
  f64Add: 0xa0,
  f64Sub: 0xa1,
  f64Mul: 0xa2,
  f32DemoteF64: 0xb6,
  f64PromoteF32: 0xbb,
  i32Load16U: 0x2f,
  i32Store16: 0x3b,
  i32Const: 0x41,
  f32Const: 0x43,
  i32LtU: 0x49,
  i32GtU: 0x4b,
  i32LeU: 0x4d,
  i32GeU: 0x4f,
  i32Add: 0x6a,
  i32Sub: 0x6b,
  i32DivU: 0x6e,
  i32And: 0x71,
  i32Or: 0x72,
  i32Shl: 0x74,
  i32ShrU: 0x76,
  f32Add: 0x92,
  i32ReinterpretF32: 0xbc,
  f32ReinterpretI32: 0xbe,
  i32Load: 0x28,
  f64Load: 0x2b,
  i32Store: 0x36,
  i64Const: 0x42,
  i32Eqz: 0x45,
  f64Lt: 0x63,
  f64Abs: 0x99,
  f64Copysign: 0xa6,
  f64Nearest: 0x9e,
  i32ShrS: 0x75,
  i64Shl: 0x86,
  i32TruncF64S: 0xaa,
  i64ExtendI32S: 0xac,
  f64ConvertI32S: 0xb7,
  f64ReinterpretI64: 0xbf,
} as const;

/** An f64.const instruction. */
export function f64Const(x: number): number[] {
  return [OP.f64Const, ...new Uint8Array(new Float64Array([x]).buffer)];
}

/** A SIMD instruction: the 0xfd prefix and the LEB128 opcode. */
export const simd = (op: number): number[] => [0xfd, ...uleb(op)];

/** memarg: alignment exponent and offset. */
export const mem = (align: number, offset = 0): number[] => [...uleb(align), ...uleb(offset)];

/** Value types. */
export const T = { i32: 0x7f, f32: 0x7d, f64: 0x7c, v128: 0x7b } as const;

export interface FunctionDef {
  readonly name: string;
  /** Param value types. */
  readonly params: readonly number[];
  /** Result value types. */
  readonly results?: readonly number[];
  /** Extra locals, by value type, in order. */
  readonly locals: readonly number[];
  readonly body: number[];
}

/**
 * Where a module's memory comes from: its own (`pages` 64 KiB pages, exported as `memory`), or
 * imported as `env.memory` with at least `pages` and at most `maximum` pages, `shared` when it is
 * backed by a SharedArrayBuffer (which growing never detaches).
 */
export type ModuleMemory = number | { readonly shared: boolean; readonly pages: number; readonly maximum: number };

/**
 * A JavaScript function a module imports as `env.<name>`. Imported functions come first in the
 * module's function index space: the module's own function i is called as `imports.length + i`.
 */
export interface ImportedFunction {
  readonly name: string;
  readonly params: readonly number[];
  readonly results: readonly number[];
}

/**
 * A module's function list written on first use and kept: a module's kernels are written when a
 * call first needs the module rather than when the package is imported (writing every module's
 * bodies at import took most of a cold import), and the same list serves the private and the
 * pool's instance (its code section is joined once: {@link emitModule} keeps it per list).
 */
export function lazyFunctions(write: () => readonly FunctionDef[]): () => readonly FunctionDef[] {
  let functions: readonly FunctionDef[] | undefined;
  return () => (functions ??= write());
}

/** A module with one memory ({@link ModuleMemory}), the imported functions and its own, exported by name. */
export function emitModule(memory: ModuleMemory, functions: readonly FunctionDef[], imports: readonly ImportedFunction[] = []): Uint8Array<ArrayBuffer> {
  const signature = (f: Pick<FunctionDef, 'params' | 'results'>) => [0x60, ...vec(f.params.map((t) => [t])), ...vec((f.results ?? []).map((t) => [t]))];
  const keys = [...new Set([...imports, ...functions].map((f) => signature(f).join()))];
  const types = keys.map((k) => k.split(',').map(Number));
  const typeOf = (f: Pick<FunctionDef, 'params' | 'results'>) => uleb(keys.indexOf(signature(f).join()));
  const imported = typeof memory !== 'number';
  const exports = functions.map((f, i) => [...name(f.name), 0x00, ...uleb(imports.length + i)]);
  const importEntries = [
    ...imports.map((f) => [...name('env'), ...name(f.name), 0x00, ...typeOf(f)]),
    // limits: 0x01 with a maximum, 0x03 shared with a maximum
    ...(imported ? [[...name('env'), ...name('memory'), 0x02, memory.shared ? 0x03 : 0x01, ...uleb(memory.pages), ...uleb(memory.maximum)]] : []),
  ];
  const bytes = join([
    [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    section(1, vec(types)),
    importEntries.length > 0 ? section(2, vec(importEntries)) : [],
    section(3, vec(functions.map(typeOf))),
    imported ? [] : section(5, vec([[0x00, ...uleb(memory)]])),
    section(7, vec(imported ? exports : [[...name('memory'), 0x02, 0], ...exports])),
    codeSection(functions),
  ]);
  return new Uint8Array(bytes);
}

// The code section of each function list emitted, kept: a group's module is emitted twice, for
// its private memory and for the pool's, and joining the bodies is most of a cold emission.
const CODE = new WeakMap<readonly FunctionDef[], number[]>();

/** The code section of `functions` (every body with its locals). */
function codeSection(functions: readonly FunctionDef[]): number[] {
  let code = CODE.get(functions);
  if (code === undefined) {
    code = section(
      10,
      vec(
        functions.map((f) => {
          const locals = vec(f.locals.map((t) => [1, t]));
          const size = locals.length + f.body.length + 1;
          return join([uleb(size), locals, f.body, [OP.end]]);
        }),
      ),
    );
    CODE.set(functions, code);
  }
  return code;
}
