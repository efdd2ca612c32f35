// The Node end of the Array API bridge: one long-lived process that holds the arrays (tensors of
// the built @typelattice/tf) behind integer handles and answers the calls of the Python namespace
// (typelattice_array_api) with one `createOps({ policy, mode })` object.
//
//   node tools/array-api/server.mjs --policy numpy [--mode x64]
//
// Frames (protocol.mjs) come on stdin and go back on stdout; anything the facade prints goes to
// stderr, so stdout carries frames only. A request is {op, ...}:
//
//   {op: "hello"}                          the policy, mode, and which names the facade can answer
//   {op: "call", fn, args, free?}          an Array API function, operator or method; args by name
//   {op: "read", h, free?}                 an array's values: dtype, shape, storage bytes
//
// `free` lists handles the Python side no longer holds. A reply is {r: value} or
// {err: {name, message}}, the error named as the facade named it (PromotionError, ShapeError, ...).
import { parseArgs } from 'node:util';
import * as tf from '@typelattice/tf';
import { dtypeInfo } from '@typelattice/dtypes';
import { decodeValue, encodeFloat, Payload, readFrame, writeFrame } from './protocol.mjs';
import { BridgeError, CONSTANTS, dtypeFacts, dtypeFactsSource, ENTRIES, getitem, OPERATORS, operand, REFLECTED, setitem, UNARY_OPERATORS, weakTensor } from './op-map.mjs';

const { values: options } = parseArgs({ options: { policy: { type: 'string', default: 'numpy' }, mode: { type: 'string' } } });
const ops = tf.createOps({ policy: options.policy, ...(options.mode ? { mode: options.mode } : {}), backend: 'cpu' });
// The suite's arrays are tiny: keep every op on this thread rather than waking worker threads.
tf.configureThreads({ threads: 1 });
console.log = console.error;

const STDIN = 0;
const STDOUT = 1;

/** The arrays the Python side holds, by handle. */
const held = new Map();
let nextHandle = 1;

const facadeFunction = (name) => {
  // `linalg.qr`: a function of the ops object's namespace
  const [ns, fn] = name.includes('.') ? name.split('.') : [undefined, name];
  const f = ns === undefined ? (ops[fn] ?? tf[fn]) : ops[ns]?.[fn];
  return typeof f === 'function' ? f : undefined;
};
const hasMethod = (name) => typeof tf.Tensor.prototype[name] === 'function';

/** Array API name -> (params) => result, for every name the facade can answer. */
const calls = new Map();
for (const [api, [facade, call]] of Object.entries(ENTRIES)) {
  const f = facadeFunction(facade);
  if (f !== undefined) calls.set(api, (p) => call(f, p, ops));
}
for (const name of ['finfo', 'iinfo']) calls.set(name, dtypeFacts(name));
for (const [op, method] of Object.entries(OPERATORS)) {
  if (!hasMethod(method)) continue;
  calls.set(op, (p) => ops.scope(() => p.self[method](operand(p.other))));
  if (REFLECTED.includes(op)) calls.set(op.replace('__', '__r'), (p) => ops.scope(() => weakTensor(p.other)[method](p.self)));
}
for (const [op, method] of Object.entries(UNARY_OPERATORS)) {
  if (hasMethod(method)) calls.set(op, (p) => ops.scope(() => p.self[method]()));
}
calls.set('__getitem__', (p) => getitem(ops, p.self, p.key));
calls.set('__setitem__', (p) => setitem(ops, p.self, p.key, p.value));
calls.set('__repr__', (p) => p.self.toString());

/** How decodeValue finds the arrays of a request. */
const arrays = {
  held(h) {
    const t = held.get(h);
    if (t === undefined) throw new BridgeError('ValueError', `array-api bridge: no array with handle ${h}`);
    return t;
  },
  fromBytes(bytes, dtype, shape) {
    const info = dtypeInfo(dtype);
    // the payload is not aligned for the storage type: copy the bytes out
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return new tf.Tensor(new info.storage(copy), dtype, shape);
  },
};

/** A result as a reply value: tensors get a handle; numbers go into the payload. */
function encode(v, payload) {
  if (v === undefined || v === null || typeof v === 'boolean' || typeof v === 'string') return v ?? null;
  if (v instanceof tf.Tensor) {
    const h = nextHandle++;
    held.set(h, v);
    return { h, dtype: v.dtype, shape: v.shape, weak: v.weak };
  }
  if (typeof v === 'bigint') return { i: v.toString() };
  if (typeof v === 'number') return encodeFloat(v, payload);
  if (Array.isArray(v)) return v.map((x) => encode(x, payload));
  return { o: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x, payload)])) };
}

function hello() {
  const constants = Object.fromEntries(CONSTANTS.filter((c) => c in tf).map((c) => [c, tf[c]]));
  return {
    policy: ops.policy,
    mode: ops.mode ?? null,
    functions: [...calls.keys()],
    constants,
    maxRank: BigInt(tf.MAX_RANK),
    dtypeFacts: dtypeFactsSource('finfo'),
  };
}

function answer(header, payloadIn, payload) {
  for (const h of header.free ?? []) held.delete(h);
  switch (header.op) {
    case 'hello':
      return hello();
    case 'read': {
      const t = arrays.held(header.h);
      const storage = t.dataSync();
      const at = payload.add(storage);
      return { a: [at, storage.byteLength], dtype: t.dtype, shape: t.shape };
    }
    case 'call': {
      const call = calls.get(header.fn);
      if (call === undefined) throw new BridgeError('NotInFacadeError', `typelattice's facade has no ${header.fn}`);
      const args = Object.fromEntries(Object.entries(header.args).map(([k, v]) => [k, decodeValue(v, payloadIn, arrays)]));
      return call(args);
    }
    default:
      throw new BridgeError('RuntimeError', `array-api bridge: unknown request ${JSON.stringify(header.op)}`);
  }
}

for (;;) {
  const frame = readFrame(STDIN);
  if (frame === undefined) break;
  const payload = new Payload();
  let reply;
  try {
    const r = answer(frame.header, frame.payload, payload);
    reply = frame.header.op === 'read' ? { r } : { r: encode(r, payload) };
  } catch (e) {
    reply = { err: { name: e?.name ?? 'Error', message: String(e?.message ?? e) } };
  }
  writeFrame(STDOUT, reply, 'err' in reply ? [] : payload.chunks);
}
