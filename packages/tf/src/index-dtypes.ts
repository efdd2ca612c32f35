/** The index dtypes argmax / argmin can give: `tf.math.argmax`'s `output_type`. */
export const INDEX_DTYPES = ['int16', 'uint16', 'int32', 'int64'] as const;

/** An index dtype of argmax / argmin (`outputType`). */
export type IndexDType = (typeof INDEX_DTYPES)[number];

/** The dtype of indices asked for as `T`: JAX without x64 holds int64 in int32, so an int64 request may give either. */
export type IndexResult<T extends IndexDType> = T extends 'int64' ? 'int64' | 'int32' : T;
