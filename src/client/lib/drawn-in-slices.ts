import { useDeferredValue } from 'react';

/**
 * A query's answer, for drawing a large part of a screen. TanStack Query hands React each answer
 * as an urgent update, which React draws in one task however long it takes: on a phone, hundreds
 * of milliseconds in which a tap waits. Deferred, the answer is drawn in slices of a few
 * milliseconds with input let through between them (docs/PERFORMANCE.md). Until the slices are
 * done the previous answer shows; on a part's first draw that is `undefined`, shown as loading.
 */
export function useDrawnInSlices<Data>(data: Data | undefined): Data | undefined {
  return useDeferredValue(data, undefined);
}
