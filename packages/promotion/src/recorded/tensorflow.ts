import arrayOps from '../data/array-ops/tensorflow.json';
import extensions from '../data/extensions/tensorflow.json';
import dtypeFunctions from '../data/dtype-functions/tensorflow.json';
import families from '../data/families/tensorflow.json';
import creation from '../data/creation/tensorflow.json';
import { recording } from '../recording';

// The tables recorded from TensorFlow 2.21.0 with numpy behaviour (`all`, `safe`).
export const TENSORFLOW_ALL = /* @__PURE__ */ recording('tensorflow/all', families, arrayOps, extensions, dtypeFunctions, creation);
export const TENSORFLOW_SAFE = /* @__PURE__ */ recording('tensorflow/safe', families, arrayOps, extensions, dtypeFunctions, creation);
