import { DTYPES } from '@typelattice/dtypes';
import data from '../data/tf-rfc.json';
import { N, assignGrid, makeGrid, parseRows, type Grid, type TableOp } from '../grid';
import { MODES } from '../names';
import { FLOAT_FUNCTION_TABLES } from '../ops';
import type { PolicyDef, ScalarCase, ScalarOutcome } from '../policy';
import { fitsDType, smallestFitting } from '../scalar';
import { truedivGrid } from '../truediv';
import { composeModes } from './compose';
import { legacyTensorFlow } from './legacy';

const { grid: ADD, marks } = parseRows(data.rows);

/** The proposal's modes from the narrowest: an unmarked cell is allowed from none, green from safe, yellow only in all. */
const WIDENING = ['none', 'safe', 'all'] as const;
const LEVEL: Readonly<Record<string, number>> = { '': 0, g: 1, y: 2 };
const COLOUR = ['none', 'green', 'yellow'] as const;

const allowed = (mode: string): Grid => {
  const level = WIDENING.indexOf(mode as (typeof WIDENING)[number]);
  return makeGrid((a, b) => (LEVEL[marks[a * N + b]!]! <= level ? ADD[a * N + b]! : -1));
};

const cache = new Map<string, Grid>();

/**
 * Value rule of the RFC: a python scalar must fit the dtype of its add cell (for truediv, the
 * dtype promoted to before dividing: int8 / 1000 is refused). In safe and none the allowed
 * scalar cells give the tensor's own dtype (bool + int aside, which gives int64), so this is the
 * RFC's "fits the tensor's dtype"; in all it is "fits the result dtype".
 */
export function rfcScalar(c: ScalarCase, widen: (tensor: number, wide: number) => number): ScalarOutcome {
  if (fitsDType(c.value, c.promoted)) return c.result;
  const wide = smallestFitting(c.value, c.weak, c.tensor);
  return {
    refuse:
      `the python scalar ${String(c.value)} does not fit ${DTYPES[c.promoted]} ` +
      (c.mode === 'all' ? '(in mode all a python scalar must fit the result dtype)' : "(in modes safe and none a python scalar must fit the tensor's dtype)"),
    suggest: wide < 0 ? -1 : widen(c.tensor, wide),
  };
}

/** The RFC's proposal: modes safe, all, none (the tf.add table and its colours; truediv and assign_add by the RFC's text; atan2 by its truediv rule). */
const proposal: PolicyDef = {
  name: 'tf-rfc',
  modes: WIDENING,
  widening: WIDENING,
  source: 'TensorFlow RFC "Making dtype promotion semantics in Tensorflow more consistent": tf.add table and colours',
  kind: 'table',
  grid(mode: string, op: TableOp): Grid {
    const key = `${mode}|${op}`;
    let g = cache.get(key);
    if (!g) {
      const add = allowed(mode);
      // a float function (atan2) follows the truediv rule: the RFC defines only arithmetic (README, Decisions)
      g = op === 'truediv' || FLOAT_FUNCTION_TABLES.has(op) ? truedivGrid(add) : op === 'assign_add' ? assignGrid(add) : add;
      cache.set(key, g);
    }
    return g;
  },
  scalar: (c) => rfcScalar(c, (t, w) => ADD[t * N + w]!),
  colour: (a, b) => COLOUR[LEVEL[marks[a * N + b]!]!],
};

/**
 * The TensorFlow RFC: its proposal (`safe`, the default; `all`; `none`; widening none ⊂ safe ⊂
 * all) and `legacy`, its description of today's TensorFlow (outside the widening order).
 *
 * `legacy` is the same definition as `tf`'s `legacy` mode (see ./legacy.ts): the RFC's legacy
 * tables match what TensorFlow 2.21 does. Where they differ (a bfloat16 NumPy array, which the
 * RFC's tables refuse and TensorFlow 2.21 casts) this policy follows the RFC and `tf` the recording.
 */
export const tfRfc: PolicyDef = composeModes(
  {
    name: 'tf-rfc',
    modes: MODES['tf-rfc'],
    widening: WIDENING,
    source:
      'TensorFlow RFC "Making dtype promotion semantics in Tensorflow more consistent": the tf.add table and colours (safe, all, none), ' +
      "truediv and assign_add by its text; legacy: its tables of today's TensorFlow",
    kind: 'table',
  },
  { safe: proposal, all: proposal, none: proposal, legacy: legacyTensorFlow(false) },
);
