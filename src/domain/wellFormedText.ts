/**
 * Text PostgreSQL can store: `text` and `jsonb` refuse U+0000, and a lone UTF-16 surrogate (half
 * of an emoji, cut) cannot be encoded as UTF-8 at all, so the driver would silently store U+FFFD
 * in its place. Request input with either is refused up front (issue 12: a NUL gave a 500).
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (s: string): boolean => !UNSAFE.test(s);

/**
 * The path ("cartItem.name", "products[2].sku", a key itself) of the first string in a parsed
 * value (query, path parameters or JSON body) that is not storable text; null when all are.
 * Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function firstUnstorableText(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path || '(value)';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${k}` : k;
        if (!isStorableText(k)) return path ? `${path} (a key)` : '(a key)';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
