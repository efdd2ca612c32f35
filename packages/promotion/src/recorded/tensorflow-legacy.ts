import arrayOps from '../data/array-ops/tensorflow-legacy.json';
import extensions from '../data/extensions/tensorflow-legacy.json';
import dtypeFunctions from '../data/dtype-functions/tensorflow-legacy.json';
import families from '../data/families/tensorflow-legacy.json';
import creation from '../data/creation/tensorflow-legacy.json';
import { recording } from '../recording';

// The tables recorded from TensorFlow 2.21.0 without numpy behaviour (tf's and tf-rfc's `legacy` mode).
export const TENSORFLOW_LEGACY = /* @__PURE__ */ recording('tensorflow/legacy', families, arrayOps, extensions, dtypeFunctions, creation);
