// The wire format between the Python namespace (typelattice_array_api/_bridge.py) and the Node
// server (server.mjs): length-prefixed frames over the child's stdin and stdout.
//
//   frame   = u32 LE length of the rest | u32 LE length of the header | header (JSON, UTF-8) | payload
//
// The header holds the call and its arguments; every number travels in the payload as bytes
// (a float as its 8 IEEE bytes, an array as its storage bytes), never as a JSON number, so NaN,
// -0, subnormals and 64-bit integers cross exactly. In the header, a value is one of:
//
//   null, true, false, "text"            themselves
//   [v, ...]                              a list (a Python list or tuple)
//   {"i": "-12"}                          a Python int, in decimal (any size)
//   {"f": offset}                         a Python float: 8 bytes (float64) at offset in the payload
//   {"c": offset}                         a Python complex: 16 bytes (two float64)
//   {"h": id}                             an array held by the server (in a reply: with dtype, shape)
//   {"a": [offset, bytes], dtype, shape}  array values: storage bytes in the payload
//   {"d": "float32"}                      a dtype
//   {"s": [start, stop, step]}            a slice (Python's slice object)
//   {"e": 0}                              the Ellipsis
import { readSync, writeSync } from 'node:fs';

/** Reads exactly `n` bytes from a file descriptor (blocking), or returns undefined at end of input. */
function readExactly(fd, n) {
  const out = Buffer.allocUnsafe(n);
  let got = 0;
  while (got < n) {
    let r;
    try {
      r = readSync(fd, out, got, n - got, null);
    } catch (e) {
      // a non-blocking descriptor with nothing to read yet: try again
      if (e.code === 'EAGAIN') continue;
      throw e;
    }
    if (r === 0) {
      if (got === 0) return undefined;
      throw new Error(`array-api bridge: input ended inside a frame (${got} of ${n} bytes)`);
    }
    got += r;
  }
  return out;
}

/** The next frame from `fd` as `{ header, payload }`, or undefined when the client has gone. */
export function readFrame(fd) {
  const lead = readExactly(fd, 8);
  if (lead === undefined) return undefined;
  const rest = lead.readUInt32LE(0);
  const headerLength = lead.readUInt32LE(4);
  const body = readExactly(fd, rest - 4);
  if (body === undefined) throw new Error('array-api bridge: input ended after a frame length');
  const header = JSON.parse(body.toString('utf8', 0, headerLength));
  return { header, payload: body.subarray(headerLength) };
}

/** Writes one frame: `header` as JSON and the payload chunks after it. */
export function writeFrame(fd, header, chunks) {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  let payloadLength = 0;
  for (const c of chunks) payloadLength += c.byteLength;
  const lead = Buffer.allocUnsafe(8);
  lead.writeUInt32LE(4 + json.length + payloadLength, 0);
  lead.writeUInt32LE(json.length, 4);
  const frame = Buffer.concat([lead, json, ...chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))]);
  for (let off = 0; off < frame.length; ) {
    try {
      off += writeSync(fd, frame, off, frame.length - off);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}

/** A reply payload under construction: chunks of bytes and the offset the next one lands at. */
export class Payload {
  chunks = [];
  length = 0;

  /** Appends bytes (a TypedArray or Buffer); returns their offset. */
  add(bytes) {
    const at = this.length;
    this.chunks.push(bytes);
    this.length += bytes.byteLength;
    return at;
  }
}

/** The 8-byte float64 of a number, appended to `payload`, as a header value. */
export function encodeFloat(value, payload) {
  return { f: payload.add(new Float64Array([value])) };
}

/** A Python int (exact, any size). */
export class PyInt {
  constructor(value) {
    this.value = value;
  }
}

/** A Python float. */
export class PyFloat {
  constructor(value) {
    this.value = value;
  }
}

/** A Python complex. */
export class PyComplex {
  constructor(re, im) {
    this.re = re;
    this.im = im;
  }
}

/** A Python slice object (`start:stop:step`, each bound a PyInt or null). */
export class PySlice {
  constructor(start, stop, step) {
    this.start = start;
    this.stop = stop;
    this.step = step;
  }
}

/** The Python Ellipsis (`...`). */
export const ELLIPSIS = Object.freeze({ ellipsis: true });

/**
 * Decodes a header value of a request into the Py* values above, dtype names and what `arrays`
 * gives: `arrays.held(handle)` for an array the server holds, `arrays.fromBytes(bytes, dtype,
 * shape)` for array values.
 */
export function decodeValue(v, payload, arrays) {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => decodeValue(x, payload, arrays));
  if ('h' in v) return arrays.held(v.h);
  if ('i' in v) return new PyInt(BigInt(v.i));
  if ('f' in v) return new PyFloat(payload.readDoubleLE(v.f));
  if ('c' in v) return new PyComplex(payload.readDoubleLE(v.c), payload.readDoubleLE(v.c + 8));
  if ('d' in v) return v.d;
  if ('a' in v) return arrays.fromBytes(payload.subarray(v.a[0], v.a[0] + v.a[1]), v.dtype, v.shape);
  if ('s' in v) return new PySlice(...v.s.map((x) => decodeValue(x, payload, arrays)));
  if ('e' in v) return ELLIPSIS;
  throw new Error(`array-api bridge: unknown value ${JSON.stringify(v)}`);
}
