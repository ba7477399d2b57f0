/**
 * Stands for a value a beforeAll hook makes later: reading a field before then is an error. Lets a
 * describe block write `const t = useX()` instead of a `let` assigned in a hook.
 */
export function lateValue<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`${what} is made in beforeAll: use it inside a hook or a test`);
      return Reflect.get(value, key);
    },
  });
}
