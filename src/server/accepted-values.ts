/**
 * A refusal of a union or an enum names what it accepts (docs/PRODUCT-RULES.md#errors): where
 * a schema gives no message of its own, zod's generic one ("Invalid input", "Invalid option") is
 * replaced by the values, or the kinds of value, the field takes.
 */

/** A zod issue as fastify-type-provider-zod hands it on: its code, and the rest under `params`. */
export interface ValidationIssue {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** zod's own messages for these issues; a schema's `error` replaces them. */
const GENERIC = /^Invalid (input|option)/;

/** A message naming what `path` accepts, or undefined when the issue's own message stands. */
export function acceptedValuesMessage(path: string, issue: ValidationIssue): string | undefined {
  if (issue.message !== undefined && !GENERIC.test(issue.message)) return undefined;
  const field = path || 'The body';
  if (issue.keyword === 'invalid_value' && Array.isArray(issue.params?.['values'])) {
    const values = (issue.params['values'] as unknown[]).map((value) => String(value));
    return values.length === 1
      ? `${field} must be ${values[0]}.`
      : `${field} must be one of ${values.join(', ')}.`;
  }
  if (issue.keyword === 'invalid_union' && Array.isArray(issue.params?.['errors'])) {
    const kinds = new Set<string>();
    for (const option of issue.params['errors'] as { code?: string; expected?: string }[][]) {
      const typeIssue = option.find((inner) => inner.code === 'invalid_type' && inner.expected);
      if (typeIssue?.expected) kinds.add(typeIssue.expected);
    }
    if (kinds.size > 0) return `${field} must be ${orList([...kinds].map(withArticle))}.`;
  }
  return undefined;
}

const withArticle = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

function orList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
