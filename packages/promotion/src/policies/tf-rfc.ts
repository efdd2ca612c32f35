import { DTYPES } from '@typelattice/dtypes';
import data from '../data/tf-rfc.json';
import { N, assignGrid, makeGrid, parseRows, type Grid, type TableOp } from '../grid';
import type { PolicyDef, ScalarCase, ScalarOutcome } from '../policy';
import { fitsDType, smallestFitting } from '../scalar';
import { truedivGrid } from '../truediv';

const { grid: ADD, marks } = parseRows(data.rows);

/** Modes from the narrowest: an unmarked cell is allowed from NONE, green from SAFE, yellow only in ALL. */
const WIDENING = ['NONE', 'SAFE', 'ALL'] as const;
const LEVEL: Readonly<Record<string, number>> = { '': 0, g: 1, y: 2 };
const COLOUR = ['none', 'green', 'yellow'] as const;

const allowed = (mode: string): Grid => {
  const level = WIDENING.indexOf(mode as (typeof WIDENING)[number]);
  return makeGrid((a, b) => (LEVEL[marks[a * N + b]!]! <= level ? ADD[a * N + b]! : -1));
};

const cache = new Map<string, Grid>();

/**
 * Value rule of the RFC: a python scalar must fit the dtype of its add cell (for truediv, the
 * dtype promoted to before dividing: int8 / 1000 is refused). In SAFE and NONE the
 * allowed scalar cells give the tensor's own dtype (bool + int aside, which gives int64), so this
 * is the RFC's "fits the tensor's dtype"; in ALL it is "fits the result dtype".
 */
export function rfcScalar(c: ScalarCase, widen: (tensor: number, wide: number) => number): ScalarOutcome {
  if (fitsDType(c.value, c.promoted)) return { result: c.result };
  const wide = smallestFitting(c.value, c.weak, c.tensor);
  return {
    refuse:
      `the python scalar ${String(c.value)} does not fit ${DTYPES[c.promoted]} ` +
      (c.mode === 'ALL' ? '(in mode ALL a python scalar must fit the result dtype)' : "(in modes SAFE and NONE a python scalar must fit the tensor's dtype)"),
    suggest: wide < 0 ? -1 : widen(c.tensor, wide),
  };
}

export const tfRfc: PolicyDef = {
  name: 'tf-rfc',
  modes: ['SAFE', 'ALL', 'NONE'],
  widening: WIDENING,
  source: 'TensorFlow RFC "Making dtype promotion semantics in Tensorflow more consistent": tf.add table and colours',
  kind: 'table',
  grid(mode: string, op: TableOp): Grid {
    const key = `${mode}|${op}`;
    let g = cache.get(key);
    if (!g) {
      const add = allowed(mode);
      g = op === 'truediv' ? truedivGrid(add) : op === 'assign_add' ? assignGrid(add) : add;
      cache.set(key, g);
    }
    return g;
  },
  scalar: (c) => rfcScalar(c, (t, w) => ADD[t * N + w]!),
  colour: (a, b) => COLOUR[LEVEL[marks[a * N + b]!]!],
};
