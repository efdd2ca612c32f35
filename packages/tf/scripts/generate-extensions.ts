// Generates the facade's linalg and fft namespaces (src/linalg.ts, src/fft.ts) from the extension
// catalogue (packages/promotion/src/extension-catalogue.ts): an interface with each function's
// signature and TSDoc (checked examples), and the namespace object that follows the context in
// force. Run by scripts/generate-ops.ts (`pnpm --filter @typelattice/tf generate`).
import { EXTENSION_CATALOGUE, type ExtensionNamespace, type ExtensionSpec } from '../../promotion/src/extension-catalogue';

const HEADER =
  '// Generated from the extension catalogue (packages/promotion/src/extension-catalogue.ts) by\n' +
  '// packages/tf/scripts/generate-extensions.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.\n';

/** The interface and constant names of each namespace, and its description. */
export const NAMESPACES: Readonly<Record<ExtensionNamespace, { readonly type: string; readonly about: readonly string[] }>> = {
  linalg: {
    type: 'Linalg',
    about: [
      "The Array API's `linalg` extension (TensorFlow's `tf.linalg` names, the Array API's as aliases): each function promoted",
      "by the policy and mode in force (NumPy turns integers into float64, JAX into float32 or float64, TensorFlow and PyTorch",
      'refuse them), computed by LU, Cholesky, Householder QR, tridiagonal QL and Golub–Kahan SVD in float64 (complex128) and',
      'rounded once to the result dtype. `createOps(...).linalg` has the same functions under that object\'s policy.',
    ],
  },
  fft: {
    type: 'Fft',
    about: [
      "The Array API's `fft` extension: each transform promoted by the policy and mode in force (NumPy 2 and JAX give float32",
      "complex64, TensorFlow takes complex input only), of any length (mixed radix 2, 3, 4, 5 and small primes; Bluestein's",
      "algorithm for large primes), in float64 and rounded once. `createOps(...).fft` has the same functions under that object's policy.",
    ],
  },
};

/** The TypeScript signature of a function: parameters and result. */
export function signatureOf(e: ExtensionSpec): string {
  const opts = e.options.length ? `options?: Pick<ExtensionOptionTypes, ${e.options.map((o) => `'${o}'`).join(' | ')}>` : '';
  const result = e.outputs ? `{ ${e.outputs.map((o) => `readonly ${o}: Tensor`).join('; ')} }` : 'Tensor';
  switch (e.signature) {
    case 'two':
      return `(x1: OperandLike, x2: OperandLike${opts ? `, ${opts}` : ''}): ${result}`;
    case 'power':
      return `(x: OperandLike, n: number): ${result}`;
    case 'count':
      return `(n: number${opts ? `, ${opts}` : ''}): ${result}`;
    default:
      return `(x: OperandLike${opts ? `, ${opts}` : ''}): ${result}`;
  }
}

function importsOf(code: readonly string[], ns: ExtensionNamespace): string {
  const text = code.join('\n');
  const used = new Set<string>([ns]);
  for (const n of ['constant', 'createOps', 'linalg', 'fft', 'weakFloat', 'weakInt']) if (new RegExp(`\\b${n}[.(]`).test(text)) used.add(n);
  return `import { ${[...used].sort().join(', ')} } from '@typelattice/tf';`;
}

function doc(indent: string, lines: readonly string[], example?: readonly string[], ns?: ExtensionNamespace): string {
  const body = example ? [...lines, '', '@example', '```ts', importsOf(example, ns!), ...example, '```'] : lines;
  return `${indent}/**\n${body.map((l) => (l === '' ? `${indent} *` : `${indent} * ${l}`)).join('\n')}\n${indent} */\n`;
}

/** src/linalg.ts or src/fft.ts. */
export function renderNamespace(ns: ExtensionNamespace): string {
  const { type, about } = NAMESPACES[ns];
  const entries = (EXTENSION_CATALOGUE as readonly ExtensionSpec[]).filter((e) => e.namespace === ns);
  let out = `${HEADER}import { globalContext } from './context';\nimport { extensionNamespace } from './extension-fns';\nimport type { ExtensionOptionTypes } from './extension-options';\nimport type { OperandLike, Tensor } from './tensor';\n\n`;
  out += doc('', [...about, '', `Each function's options are the Array API's keyword arguments, camelCased.`]);
  out += `export interface ${type} {\n`;
  entries.forEach((e, i) => {
    out += `${i === 0 ? '' : '\n'}${doc('  ', [`${e.summary} As \`${e.python}\`.`], e.example, ns)}  ${e.name}${signatureOf(e)};\n`;
    for (const alias of e.aliases) out += `\n  /** The same function as {@link ${type}.${e.name}} (the Array API's name). */\n  ${alias}${signatureOf(e)};\n`;
  });
  out += `}\n\n`;
  const first = entries[0]!;
  out += doc('', [`The \`${ns}\` namespace: its functions follow the policy and mode in force at each call.`], first.example, ns);
  out += `export const ${ns}: ${type} = /* @__PURE__ */ extensionNamespace('${ns}', globalContext) as unknown as ${type};\n`;
  return out;
}

/** The catalogue's linalg functions that the main namespace has too (`main`). */
export const mainExtensions = (): readonly ExtensionSpec[] => (EXTENSION_CATALOGUE as readonly ExtensionSpec[]).filter((e) => e.main !== undefined);

/** An example of a linalg function in its main-namespace form (`tensordot(...)` for `linalg.tensordot(...)`). */
export const mainExample = (e: ExtensionSpec): readonly string[] => e.example.map((l) => l.replaceAll(`linalg.${e.name}(`, `${e.name}(`));

/** The same example in the Tensor method form (`x.matrixTranspose()` for `linalg.matrixTranspose(x)`). */
export const methodExample = (e: ExtensionSpec): readonly string[] =>
  e.example.map((l) => l.replace(new RegExp(`linalg\\.${e.name}\\((constant\\(.*?\\))(?:, )?(.*?)\\)\\.`), (_m, x: string, rest: string) => `${x}.${e.name}(${rest}).`));
