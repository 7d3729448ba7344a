/**
 * Loads a sibling bundle of dist/ (dist/program.js, dist/plan-discovery.js) from the bundle that runs.
 * Bundles `require` their siblings: Node's ESM loader refuses a file URL holding an escaped backslash,
 * so `import()` would fail for a package installed under a path that contains "\". `exports` names a
 * function the sibling must export, checked before the module is trusted to be what it says.
 */
export function requireSibling<T>(file: string, exports: string): T {
  const loaded: unknown = require(file);
  if (!hasFunction<T>(loaded, exports)) throw new Error(`dist/${file.slice(2)} does not export ${exports}`);
  return loaded;
}

function hasFunction<T>(value: unknown, name: string): value is T {
  return (
    typeof value === "object" &&
    value !== null &&
    name in value &&
    typeof Reflect.get(value, name) === "function"
  );
}
