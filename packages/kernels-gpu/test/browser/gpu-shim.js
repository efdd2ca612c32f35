// gpu.js's UMD build sets globalThis.GPU to its exports object.
const exports = globalThis.GPU;
export const GPU = exports.GPU ?? exports;
export default exports;
