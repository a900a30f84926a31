/** Reasons as one paragraph of sentences: each ends with a full stop, so two never run together. */
export function formatReasons(reasons: readonly string[]): string {
  return reasons
    .map((reason) => (/[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`))
    .join(' ');
}
