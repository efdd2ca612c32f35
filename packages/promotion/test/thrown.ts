/** What `f` throws, or `undefined` when it returns. */
export const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
};
