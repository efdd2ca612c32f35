// Generates the facade's per-op code from the op catalogue (packages/promotion/src/catalogue.ts):
// the free functions (src/functions.ts) and the Tensor methods (the marked region of
// src/tensor.ts). Run: pnpm --filter @typelattice/tf generate (or with --check to fail when the
// committed files are out of date; src/generated.test.ts checks the same in `pnpm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALLCLOSE_SPEC, CLIP_SPEC, OP_CATALOGUE, UNARY_CATALOGUE, type OpSpec, type UnaryOpSpec } from '../../promotion/src/catalogue';
import { ARRAY_CATALOGUE, type ArrayOpSpec, type ArraySignature } from '../../promotion/src/array-catalogue';
import { CREATION_CATALOGUE } from '../../promotion/src/creation/catalogue';
import { DTYPES, type DType } from '../../dtypes/src/index';
import { POLICIES, policyModes, promoter, type PromotionOp } from '../../promotion/src/index';
import { mainExample, mainExtensions, methodExample, renderNamespace } from './generate-extensions';
import { arrayRunnerOf, REDUCTION_KERNEL_EXPORTS } from '../src/array-kernels';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const HEADER =
  '// Generated from the op catalogue (packages/promotion/src/catalogue.ts) by\n' +
  '// packages/tf/scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.\n';

const functionOps = (): readonly OpSpec[] => OP_CATALOGUE.filter((e: OpSpec) => !e.variable);

/** The names an example uses from the package, for its import line. */
function importsOf(code: readonly string[], own: readonly string[]): string {
  const text = code.join('\n');
  const used = new Set<string>(own.filter((n) => new RegExp(`\\b${n}\\(`).test(text)));
  // an array op used as a function (not as a method: `x.reduceSum()`)
  for (const n of ARRAY_CATALOGUE.flatMap((e) => [e.name, ...arrayAliases(e)])) if (new RegExp(`(?<![.\\w])${n}\\(`).test(text)) used.add(n);
  for (const n of ['constant', 'Variable', 'weakFloat', 'weakInt', 'ndarray']) if (new RegExp(`\\b${n}\\b`).test(text)) used.add(n);
  return `import { ${[...used].sort().join(', ')} } from '@typelattice/tf';`;
}

function tsdoc(indent: string, lines: readonly string[], example: readonly string[], own: readonly string[]): string {
  const body = [...lines, '', '@example', '```ts', importsOf(example, own), ...example, '```'];
  return `${indent}/**\n${body.map((l) => (l === '' ? `${indent} *` : `${indent} * ${l}`)).join('\n')}\n${indent} */\n`;
}

/** src/functions.ts: one exported free function per op and alias. */
export function renderFunctions(): string {
  const fnTypes = [...new Set(ARRAY_CATALOGUE.map((e) => FN_TYPE[e.signature]))].sort().join(', type ');
  let out = `${HEADER}import { arrayFunction, type ${fnTypes} } from './array-fns';\nimport { clipFunction, type ClipFn } from './clip';\nimport { extensionFunction } from './extension-fns';\nimport { withBinaryMethod, withClipMethod, withUnaryMethod } from './install';\nimport { allcloseFunction, iscloseFunction, type AllcloseFn, type IscloseFn } from './isclose';\nimport { opFunction, type BinaryFn, type BoolBinaryFn } from './op-runner';\nimport { unaryFunction, type BoolUnaryFn, type RoundFn, type UnaryFn } from './unary-runner';\nimport type { Linalg } from './linalg';\n`;
  for (const e of functionOps()) {
    const lines = [`${e.summary} ${e.python}, promoted by the policy and mode in force.`];
    // a comparison or logical op gives bool whatever the operands: its type says so; isclose
    // (composite) has its own function and options
    const fn = e.composite
      ? `IscloseFn = /* @__PURE__ */ iscloseFunction()`
      : e.boolResult
        ? `BoolBinaryFn = /* @__PURE__ */ withBinaryMethod('${e.name}', /* @__PURE__ */ opFunction('${e.name}') as BoolBinaryFn)`
        : `BinaryFn = /* @__PURE__ */ withBinaryMethod('${e.name}', /* @__PURE__ */ opFunction('${e.name}'))`;
    out += `\n${tsdoc('', lines, e.example, [e.name])}export const ${e.name}: ${fn};\n`;
    for (const alias of e.aliases) {
      out += `\n/** The same op as {@link ${e.name}}. */\nexport const ${alias}: BinaryFn = ${e.name};\n`;
    }
  }
  for (const e of UNARY_CATALOGUE as readonly UnaryOpSpec[]) {
    const lines = [`${e.summary} ${e.python}, promoted by the policy and mode in force.`];
    const type = e.boolResult ? 'BoolUnaryFn' : e.decimals ? 'RoundFn' : 'UnaryFn';
    const fn = `${type} = /* @__PURE__ */ withUnaryMethod('${e.name}', /* @__PURE__ */ unaryFunction('${e.name}')${type === 'UnaryFn' ? '' : ` as ${type}`})`;
    out += `\n${tsdoc('', lines, e.example, [e.name])}export const ${e.name}: ${fn};\n`;
    for (const alias of e.aliases) out += `\n/** The same op as {@link ${e.name}} (the Array API's name). */\nexport const ${alias}: ${type} = ${e.name};\n`;
  }
  {
    const e = CLIP_SPEC;
    const lines = [`${e.summary} ${e.python}, promoted by the policy and mode in force.`];
    out += `\n${tsdoc('', lines, e.example, [e.name, ...e.aliases])}export const ${e.name}: ClipFn = /* @__PURE__ */ withClipMethod(/* @__PURE__ */ clipFunction());\n`;
    for (const alias of e.aliases) out += `\n/** The same op as {@link ${e.name}} (NumPy's and the Array API's name). */\nexport const ${alias}: ClipFn = ${e.name};\n`;
    const a = ALLCLOSE_SPEC;
    out += `\n${tsdoc('', [`${a.summary} ${a.python}.`], a.example, [a.name])}export const ${a.name}: AllcloseFn = /* @__PURE__ */ allcloseFunction();\n`;
  }
  for (const e of ARRAY_CATALOGUE as readonly ArrayOpSpec[]) {
    const lines = [`${e.summary} As \`${e.python}\`, promoted by the policy and mode in force.`];
    out += `\n${tsdoc('', lines, e.example, [e.name])}export const ${e.name}: ${FN_TYPE[e.signature]} = /* @__PURE__ */ arrayFunction('${e.name}');\n`;
    for (const alias of arrayAliases(e)) {
      // `var` is a reserved word: an export name only
      out += RESERVED.has(alias)
        ? `\n/** The same op as {@link ${e.name}} (exported as \`${alias}\`). */\nexport { ${e.name} as ${alias} };\n`
        : `\n/** The same op as {@link ${e.name}}. */\nexport const ${alias}: ${FN_TYPE[e.signature]} = ${e.name};\n`;
    }
  }
  for (const e of mainExtensions()) {
    const lines = [`${e.summary} As \`${e.mainPython}\`, promoted by the policy and mode in force; the same function as \`linalg.${e.name}\`.`];
    out += `\n${tsdoc('', lines, mainExample(e), [e.name])}export const ${e.name}: Linalg['${e.name}'] = /* @__PURE__ */ extensionFunction('${e.name}') as Linalg['${e.name}'];\n`;
  }
  return out;
}

/** The aliases of an array op (`sum` for reduceSum). */
const arrayAliases = (e: ArrayOpSpec): readonly string[] => e.aliases ?? [];

/** Names a free function cannot have as a `const` (its export name may be one). */
const RESERVED = new Set(['var', 'delete', 'in', 'new', 'void', 'with']);

/** The function type of each array-op signature (src/array-fns.ts). */
const FN_TYPE: Readonly<Record<ArraySignature, string>> = {
  reduce: 'ReduceFn', reduceDtype: 'ReduceDtypeFn', moment: 'MomentFn', arg: 'ArgFn', cumulative: 'CumulativeFn', scan: 'ScanFn', diff: 'DiffFn',
  join: 'JoinFn', addN: 'AddNFn', matmul: 'MatmulFn', shape: 'ShapeFn', perm: 'PermFn', axis: 'AxisFn', axes: 'AxesFn', slice: 'SliceFn',
  index: 'IndexFn', take: 'TakeFn', gather: 'GatherFn', gatherNd: 'GatherNdFn', stridedSlice: 'StridedSliceFn', moveaxis: 'MoveaxisFn',
  repeat: 'RepeatFn', roll: 'RollFn', pad: 'PadFn', split: 'SplitFn', unstack: 'UnstackFn', broadcastArrays: 'BroadcastArraysFn', scatterNd: 'never',
  sort: 'SortFn', topk: 'TopkFn', searchsorted: 'SearchsortedFn', nonzero: 'NonzeroFn', operand: 'OperandFn', uniqueAll: 'UniqueAllFn',
  uniqueCounts: 'UniqueCountsFn', uniqueInverse: 'UniqueInverseFn',
};

/** The Tensor method of each array-op signature: its parameters, the arguments passed on, its result type. */
const METHOD_FORM: Readonly<Record<ArraySignature, readonly [params: string, args: string, result: string, typeParams?: string]>> = {
  reduce: ['axis?: number | readonly number[] | null, keepdims?: boolean', 'axis, keepdims', 'Tensor'],
  reduceDtype: ['axis?: number | readonly number[] | null, keepdims?: boolean, dtype?: DType | DTypeCode', 'axis, keepdims, dtype', 'Tensor'],
  moment: ['axis?: number | readonly number[] | null, keepdims?: boolean, correction?: number', 'axis, keepdims, correction', 'Tensor'],
  arg: ['axis?: number | null, outputType?: T, keepdims?: boolean', 'axis, outputType, keepdims', 'Tensor<IndexResult<T>>', "<T extends IndexDType = 'int64'>"],
  cumulative: ['axis?: number | null, exclusive?: boolean, reverse?: boolean', 'axis, exclusive, reverse', 'Tensor'],
  scan: ['axis?: number | null, dtype?: DType | DTypeCode, includeInitial?: boolean', 'axis, dtype, includeInitial', 'Tensor'],
  diff: ['n?: number, axis?: number, prepend?: OperandLike, append?: OperandLike', 'n, axis, prepend, append', 'Tensor'],
  join: ['others: OperandLike | readonly OperandLike[], axis?: number', 'others, axis', 'Tensor'],
  addN: ['others: OperandLike | readonly OperandLike[]', 'others', 'Tensor'],
  matmul: ['other: OperandLike', 'other', 'Tensor'],
  shape: ['shape: readonly number[]', 'shape', 'Tensor'],
  perm: ['perm?: readonly number[]', 'perm', 'Tensor'],
  axis: ['axis: number | readonly number[]', 'axis', 'Tensor'],
  axes: ['axis?: number | readonly number[] | null', 'axis', 'Tensor'],
  slice: ['begin: readonly number[], size: readonly number[]', 'begin, size', 'Tensor'],
  index: ['...index: IndexItem[]', '...index', 'Tensor'],
  take: ['indices: IndexArg, axis?: number | null', 'indices, axis', 'Tensor'],
  gather: ['indices: IndexArg, axis?: number, batchDims?: number', 'indices, axis, batchDims', 'Tensor'],
  gatherNd: ['indices: IndexArg, batchDims?: number', 'indices, batchDims', 'Tensor'],
  stridedSlice: ['begin: readonly number[], end: readonly number[], strides?: readonly number[], masks?: StridedSliceMasks', 'begin, end, strides, masks', 'Tensor'],
  moveaxis: ['source: number | readonly number[], destination: number | readonly number[]', 'source, destination', 'Tensor'],
  repeat: ['repeats: number | IndexArg, axis?: number | null', 'repeats, axis', 'Tensor'],
  roll: ['shift: number | readonly number[], axis?: number | readonly number[] | null', 'shift, axis', 'Tensor'],
  pad: ['paddings: readonly (readonly [number, number])[], mode?: PadModeName, constantValue?: OperandLike', 'paddings, mode, constantValue', 'Tensor'],
  split: ['numOrSizeSplits: SplitSpec, axis?: number', 'numOrSizeSplits, axis', 'Tensor[]'],
  unstack: ['axis?: number', 'axis', 'Tensor[]'],
  broadcastArrays: ['others: readonly OperandLike[]', 'others', 'Tensor[]'],
  scatterNd: ['indices: IndexArg, updates: OperandLike', 'indices, updates', 'Tensor'],
  sort: ['axis?: number, descending?: boolean, stable?: boolean', 'axis, descending, stable', 'Tensor'],
  topk: ['k?: number, sorted?: boolean', 'k, sorted', 'TopkResult'],
  searchsorted: ["x2: OperandLike, side?: 'left' | 'right', sorter?: IndexArg", 'x2, side, sorter', 'Tensor'],
  nonzero: ['', '', 'Tensor[]'],
  operand: ['', '', 'Tensor'],
  uniqueAll: ['', '', 'UniqueAllResult'],
  uniqueCounts: ['', '', 'UniqueCountsResult'],
  uniqueInverse: ['', '', 'UniqueInverseResult'],
};

/** The Tensor methods of the array ops (`x.reduceSum()`, `a.matmul(b)`, `a.concat([b], 0)`). */
function renderArrayMethods(): string {
  let out = '';
  for (const e of ARRAY_CATALOGUE as readonly ArrayOpSpec[]) {
    if (!e.method) continue;
    const [params, args, result, typeParams = ''] = METHOD_FORM[e.signature];
    const first = e.family === 'join' ? ': `this` is the first of the tensors' : e.family === 'matmul' ? ': `this @ other`' : ': `this` is the operand';
    const lines = [`${e.summary} The method form of \`${e.python}\`${first}. @see {@link ${e.name}}`];
    const example = e.methodExample ?? [e.example[0]!.replace(new RegExp(`^${e.name}\\((constant\\(.*?\\))(?:, )?(.*?)\\)\\.`), (_m, x: string, rest: string) => `${x}.${e.name}(${rest}).`)];
    out += `\n${tsdoc('  ', lines, example, [])}`;
    out += `  ${e.name}${typeParams}(${params}): ${result} {\n    return tensorRuntime().array('${e.name}', this, [${args}]) as ${result};\n  }\n`;
    for (const alias of arrayAliases(e)) {
      out += `\n  /** The same method as {@link Tensor.${e.name}}. */\n  ${alias}${typeParams}(${params}): ${result} {\n    return tensorRuntime().array('${e.name}', this, [${args}]) as ${result};\n  }\n`;
    }
  }
  return out;
}

/** The Tensor methods of the main-namespace linalg functions marked `method` (`x.matrixTranspose()`, and NumPy's and PyTorch's getter `x.mT`). */
function renderExtensionMethods(): string {
  let out = '';
  for (const e of mainExtensions()) {
    if (e.main !== 'method' || e.signature !== 'one') continue;
    const example = methodExample(e);
    out += `\n${tsdoc('  ', [`${e.summary} The method form of \`${e.mainPython}\`: \`this\` is the operand. @see {@link ${e.name}}`], example, [])}`;
    out += `  ${e.name}(): Tensor {\n    return tensorRuntime().extension('${e.name}', this, []) as Tensor;\n  }\n`;
    if (e.table === 'matrix_transpose') {
      out += `\n${tsdoc('  ', [`The matrix transpose as NumPy's and PyTorch's attribute \`x.mT\` (the Array API's \`mT\`): {@link Tensor.${e.name}}.`], example.map((l) => l.replace(`.${e.name}()`, '.mT')), [])}`;
      out += `  get mT(): Tensor {\n    return tensorRuntime().extension('${e.name}', this, []) as Tensor;\n  }\n`;
    }
  }
  return out;
}

const BEGIN = '  // <generated:methods>';
const END = '  // </generated:methods>';

/**
 * The dtypes that an op keeps for two strong tensors of that dtype under every policy and mode
 * (in the operator form, as held: JAX without x64 holds int64 in int32), the ones a Tensor method's
 * same-dtype overload may promise: the method follows the mode in force at run time, which its
 * type does not know. (`floordiv` of two bools is int8 under NumPy; float64 is float32 under
 * tf-deprecated-2; JAX x32 narrows every 64-bit dtype.)
 */
function keptByEveryMode(op: string): DType[] {
  return DTYPES.filter((d) =>
    POLICIES.every((policy) =>
      policyModes(policy).every((mode) => {
        const p = promoter(policy, mode as never);
        try {
          const r = p.result(op as PromotionOp, d, d, { form: 'operator' });
          return r === d && p.storage(op, d, d, r) === d;
        } catch {
          return false;
        }
      }),
    ),
  );
}

/** The Tensor methods: the operator form of each op (`a.add(b)` is Python's `a + b`). */
export function renderMethods(): string {
  let out = `${BEGIN}\n  // From the op catalogue by scripts/generate-ops.ts. Do not edit: run \`pnpm --filter @typelattice/tf generate\`.\n`;
  for (const e of functionOps()) {
    if (!e.method) continue;
    for (const name of [e.name, ...e.aliases]) {
      // An op with a Python operator (`x + y`) has the operator's call form as its method.
      const form = e.operator !== undefined ? `The operator form of ${e.python}` : `The method form of ${e.python}`;
      const lines = [`${e.summary} ${form}: \`this\` is the first operand. @see {@link ${e.name}}`];
      out += `\n${tsdoc('  ', lines, e.methodExample ?? e.example, [])}`;
      // Arithmetic on two tensors of one dtype keeps the dtypes every mode keeps (true division may not)
      if (e.family === 'arithmetic') {
        const kept = keptByEveryMode(e.promotion).map((d) => `'${d}'`).join(' | ');
        out += `  ${name}<T extends ${kept}>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;\n  ${name}(other: OperandLike, options?: OpOptions): Tensor;\n`;
      }
      // a comparison or logical op gives bool whatever the operands
      const result = e.boolResult ? `Tensor<'bool'>` : 'Tensor';
      out += `  ${name}(other: OperandLike, options?: OpOptions): ${result} {\n    return tensorRuntime().binary('${e.name}', this, other, options) as ${result};\n  }\n`;
    }
  }
  for (const e of UNARY_CATALOGUE as readonly UnaryOpSpec[]) {
    if (!e.method) continue;
    const form = e.operator !== undefined ? `The operator form of ${e.python}` : `The method form of ${e.python}`;
    const example = e.methodExample ?? [e.example[0]!.replace(new RegExp(`^${e.name}\\((.*?)\\)\\.`), `$1.${e.name}().`)];
    // a bool result (logicalNot), or the operand's own dtype (neg, abs of a real, invert, …) is
    // not known here: only the bool one is typed
    const result = e.boolResult ? `Tensor<'bool'>` : 'Tensor';
    const options = e.decimals ? 'RoundOptions' : 'OpOptions';
    for (const name of [e.name, ...e.aliases]) {
      const lines = [name === e.name ? `${e.summary} ${form}. @see {@link ${e.name}}` : `The same op as {@link Tensor.${e.name}} (the Array API's name).`];
      out += `\n${tsdoc('  ', lines, name === e.name ? example : example.map((l) => l.replace(`.${e.name}(`, `.${name}(`)), [])}`;
      out += `  ${name}(options?: ${options}): ${result} {\n    return tensorRuntime().unary('${e.name}', this, options) as ${result};\n  }\n`;
    }
  }
  {
    const e = CLIP_SPEC;
    for (const name of [e.name, ...e.aliases]) {
      const lines = [name === e.name ? `${e.summary} The method form of ${e.python}: \`this\` is x. @see {@link ${e.name}}` : `The same op as {@link Tensor.${e.name}} (NumPy's and the Array API's name).`];
      out += `\n${tsdoc('  ', lines, e.methodExample.map((l) => l.replace(`.${e.name}(`, `.${name}(`)), [])}`;
      out += `  ${name}(min?: OperandLike | null, max?: OperandLike | null, options?: OpOptions): Tensor {\n    return tensorRuntime().clip(this, min, max, options) as Tensor;\n  }\n`;
    }
  }
  return `${out}${renderArrayMethods()}${renderExtensionMethods()}${END}`;
}

/** src/tensor.ts with its generated region replaced. */
export function renderTensor(current: string): string {
  const i = current.indexOf(BEGIN);
  const j = current.indexOf(END);
  if (i < 0 || j < i) throw new Error(`src/tensor.ts has no ${BEGIN.trim()} … ${END.trim()} region.`);
  return current.slice(0, i) + renderMethods() + current.slice(j + END.length);
}

/** The policies with an entry point of their own whose free functions are an ops object's (tf-rfc's follow the mode in force: src/entries/tf-rfc.ts). */
export const BOUND_ENTRIES = ['numpy', 'jax', 'tf', 'torch'] as const;

/** How each entry's module doc names its policy, and an example of what only that policy gives. */
const ENTRY_ABOUT: Readonly<Record<(typeof BOUND_ENTRIES)[number], { readonly what: string; readonly binding: string; readonly example: readonly string[] }>> = {
  numpy: {
    what: "NumPy's promotion (NumPy 2.4 with ml_dtypes)",
    binding: 'numpy',
    example: ["import { constant, createOps, reduceSum, sqrt } from '@typelattice/tf/numpy';", "sqrt(constant([4], 'int8')).dtype; // -> 'float16'", "reduceSum(constant([100, 100], 'int8')).toArray(); // -> 200n", "createOps().add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'"],
  },
  jax: {
    what: "JAX's promotion (JAX 0.10, modes x64, x32, strict)",
    binding: 'jax',
    example: ["import { add, constant, createOps } from '@typelattice/tf/jax';", "add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'", "createOps({ mode: 'x32' }).add(constant([1], 'int64'), 1).dtype; // -> 'int32'"],
  },
  tf: {
    what: 'TensorFlow 2.21 as shipped (modes legacy, all, safe)',
    binding: 'tf',
    example: ["import { add, constant, createOps } from '@typelattice/tf/tf';", "add(constant([1], 'int8'), 1).dtype; // -> 'int8'", "createOps({ mode: 'all' }).add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'"],
  },
  torch: {
    what: "PyTorch's promotion (PyTorch 2.13)",
    binding: 'torch',
    example: ["import { add, constant } from '@typelattice/tf/torch';", "add(constant([1], 'uint8'), constant([1], 'int8')).dtype; // -> 'int16'", "add(constant([1], 'int8'), 1.5).dtype; // -> 'float32'"],
  },
};

/** The builder of a creation function (src/creation-fns.ts): `zeros` → `boundZeros`. */
const creationBuilder = (name: string): string => `bound${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * src/entries/<policy>.ts: the entry point of one policy. Each free function is built on its own
 * (marked pure), bound to the policy's default mode, so that a bundle keeps the ones its program
 * calls; its `createOps` is the everything object.
 */
export function renderEntry(policy: (typeof BOUND_ENTRIES)[number]): string {
  const about = ENTRY_ABOUT[policy];
  const mode = policyModes(policy)[0]!;
  const doc = (summary: string) => `/** ${summary} Under the ${policy} policy, mode ${mode}. */\n`;
  const creation = CREATION_CATALOGUE.filter((e) => e.kind === 'creation');
  const imports = [
    `import { ${about.binding} } from '@typelattice/promotion/${policy}';`,
    "import { boundIndexOp, boundJoin, boundMatmul, boundReduction, boundSearchOp, boundShapeOp, boundSortOp } from '../array-bound';",
    "import { boundClip } from '../clip';",
    `import { ${creation.map((e) => creationBuilder(e.name)).join(', ')} } from '../creation-fns';`,
    "import { rulesOf } from '../creation-rules';",
    "import { boundAstype, boundCanCast, boundResultType } from '../dtype-functions';",
    "import { boundCast, entryContext, entryCreateOps, loadPolicyEntry } from '../entry';",
    "import { boundExtension, extensionNamespace } from '../extension-fns';",
    "import { withBinaryMethod, withCastMethod, withClipMethod, withUnaryMethod } from '../install';",
    "import { boundAllclose, boundIsclose } from '../isclose';",
    "import { boundOp } from '../op-runner';",
    "import type { TypedOps } from '../ops';",
    `import { ${[...new Set(Object.values(REDUCTION_KERNEL_EXPORTS))].sort().join(', ')} } from '../reduction-kernels';`,
    "import { boundUnary } from '../unary-runner';",
    "import { boundWhere } from '../where';",
  ];
  let out = `${HEADER}${imports.join('\n')}\n\n`;
  out += `/**\n * \`@typelattice/tf/${policy}\`: the facade with ${about.what} and no other policy's tables, so that\n`;
  out += ` * a bundle keeps only what it uses. Its functions are the ops of \`createOps()\`, the ${policy} policy in\n`;
  out += ` * mode \`${mode}\` (typed: their result dtypes are types), each built on its own so that a bundle keeps\n`;
  out += ` * the ones its program calls; \`createOps()\` has every op. Each elementwise function installs its tensor\n`;
  out += ` * method (\`add\`: \`x.add(y)\`; \`sqrt\`: \`x.sqrt()\`; \`cast\`, \`clip\`), so that a bundle keeps the methods of the\n`;
  out += ` * functions its program uses; every method comes with \`import '@typelattice/tf/methods'\`\n`;
  out += ` * (MethodNotLoadedError says so). Tensor methods and Variable updates follow the default policy,\n`;
  out += ` * this one unless \`@typelattice/tf\` (tf-rfc) is loaded too.\n *\n * @example\n * \`\`\`ts\n`;
  out += about.example.map((l) => ` * ${l}\n`).join('') + ' * ```\n */\n';
  out += `export const createOps = /* @__PURE__ */ entryCreateOps(${about.binding});\n\n`;
  out += `loadPolicyEntry(${about.binding});\n\n`;
  out += `/** The ops of the free functions: the ${policy} policy in mode ${mode}. */\ntype EntryOps = TypedOps<'${policy}', '${mode}'>;\n`;
  out += `/** Their context: the ${policy} policy in mode ${mode}, on the backend in force at each call. */\nconst ctx = /* @__PURE__ */ entryContext('${policy}', '${mode}');\n`;
  out += `/** The creation rules of that context. */\nconst rules = () => rulesOf(ctx());\n\n`;
  out += `export * from '../shared-exports';\n`;
  const one = (name: string, summary: string, build: string) => {
    const value = `/* @__PURE__ */ ${build} as unknown as EntryOps['${name}']`;
    return RESERVED.has(name)
      ? `\n${doc(summary)}const ${name}_: EntryOps['${name}'] = ${value};\nexport { ${name}_ as ${name} };\n`
      : `\n${doc(summary)}export const ${name}: EntryOps['${name}'] = ${value};\n`;
  };
  for (const e of functionOps()) {
    // each elementwise function installs its method (the op the method passes: the alias's op)
    const build = (name: string) => ('composite' in e ? 'boundIsclose(ctx)' : `withBinaryMethod('${e.name}', /* @__PURE__ */ boundOp('${name}', ctx))`);
    out += one(e.name, e.summary, build(e.name));
    for (const alias of e.aliases) out += one(alias, `The same op as {@link ${e.name}}.`, build(alias));
  }
  for (const e of UNARY_CATALOGUE as readonly UnaryOpSpec[]) {
    const build = `withUnaryMethod('${e.name}', /* @__PURE__ */ boundUnary('${e.name}', ctx))`;
    out += one(e.name, e.summary, build);
    for (const alias of e.aliases) out += one(alias, `The same op as {@link ${e.name}}.`, build);
  }
  // each array op bound to its own runner (src/array-kernels.ts) and family, so that a bundle keeps the runners its program calls
  const arrayBuild = (e: ArrayOpSpec, name: string): string => {
    switch (arrayRunnerOf(e.kernel)) {
      case 'index':
        return `boundIndexOp('${e.name}', ctx)`;
      case 'sort':
        return `boundSortOp('${e.name}', '${e.kernel}', ctx)`;
      case 'search':
        return `boundSearchOp('${e.name}', '${e.kernel}', ctx)`;
      default:
        return e.family === 'reduction' ? `boundReduction('${name}', ctx, ${REDUCTION_KERNEL_EXPORTS[e.kernel]!})` : e.family === 'join' ? `boundJoin('${name}', ctx)` : e.family === 'matmul' ? 'boundMatmul(ctx)' : `boundShapeOp('${name}', ctx)`;
    }
  };
  for (const e of ARRAY_CATALOGUE as readonly ArrayOpSpec[]) {
    out += one(e.name, e.summary, arrayBuild(e, e.name));
    for (const alias of arrayAliases(e)) out += one(alias, `The same op as {@link ${e.name}}.`, arrayBuild(e, alias));
  }
  for (const e of mainExtensions()) out += one(e.name, `${e.summary} The same function as \`linalg.${e.name}\`.`, `boundExtension('${e.name}', ctx)`);
  out += one('where', '`where(cond, x, y)`: `x` where `cond` is true, else `y`, promoted together.', 'boundWhere(ctx)');
  const clip = 'withClipMethod(/* @__PURE__ */ boundClip(ctx))';
  out += one(CLIP_SPEC.name, CLIP_SPEC.summary, clip);
  for (const alias of CLIP_SPEC.aliases) out += one(alias, `The same op as {@link ${CLIP_SPEC.name}}.`, clip);
  out += one(ALLCLOSE_SPEC.name, ALLCLOSE_SPEC.summary, 'boundAllclose(ctx)');
  for (const e of creation) {
    out += one(e.name, `${e.summary.replace(/\.$/, '')} (\`${e.python}\`; where no dtype is given, the policy's default).`, `${creationBuilder(e.name)}(rules)`);
    for (const alias of e.aliases) out += one(alias, `The same function as {@link ${e.name}}.`, `${creationBuilder(e.name)}(rules)`);
  }
  out += one('cast', 'Converts to a dtype (`tf.cast`), as NumPy\'s `astype`.', 'withCastMethod(/* @__PURE__ */ boundCast(ctx))');
  out += one('astype', "Converts to a dtype: the Array API's name for {@link cast}, with its `copy` option.", 'withCastMethod(/* @__PURE__ */ boundAstype(ctx))');
  out += one('canCast', "Whether the policy's library casts `from` to `to` (its `can_cast`).", 'boundCanCast(ctx)');
  out += one('resultType', "The policy's `result_type` of tensors, dtypes and scalars, as a dtype.", 'boundResultType(ctx)');
  out += one('linalg', "The Array API's `linalg` extension.", "extensionNamespace('linalg', ctx)");
  out += one('fft', "The Array API's `fft` extension.", "extensionNamespace('fft', ctx)");
  return out;
}

/** Every generated file: path → wanted content. */
export function generatedFiles(): Record<string, string> {
  const tensor = `${SRC}tensor.ts`;
  return {
    [`${SRC}functions.ts`]: renderFunctions(),
    [tensor]: renderTensor(readFileSync(tensor, 'utf8')),
    [`${SRC}linalg.ts`]: renderNamespace('linalg'),
    [`${SRC}fft.ts`]: renderNamespace('fft'),
    ...Object.fromEntries(BOUND_ENTRIES.map((p) => [`${SRC}entries/${p}.ts`, renderEntry(p)])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [path, text] of Object.entries(generatedFiles())) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // a missing file is stale
    }
    if (current === text) continue;
    stale++;
    if (check) console.error(`out of date: ${path}`);
    else writeFileSync(path, text);
  }
  if (check && stale > 0) process.exit(1);
  console.log(check ? 'generated files are up to date' : `wrote ${stale} file(s)`);
}
