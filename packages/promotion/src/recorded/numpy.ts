import arrayOps from '../data/array-ops/numpy.json';
import extensions from '../data/extensions/numpy.json';
import dtypeFunctions from '../data/dtype-functions/numpy.json';
import families from '../data/families/numpy.json';
import creation from '../data/creation/numpy.json';
import { recording } from '../recording';

// The tables recorded from NumPy 2.4.6 + ml_dtypes 0.6.0.
export const NUMPY_DEFAULT = /* @__PURE__ */ recording('numpy/default', families, arrayOps, extensions, dtypeFunctions, creation);
