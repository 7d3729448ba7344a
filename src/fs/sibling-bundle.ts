/**
 * Loads a sibling bundle of dist/ (see scripts/build.mjs) from the bundle that runs, checked to export
 * the function `exports` names. Bundles `require` their siblings: Node's ESM loader refuses a file URL
 * holding an escaped backslash, so `import()` would fail under a path that contains "\". Each loader
 * keeps its own ternary on the bundler's constant, with the sources' `import()` in the same expression:
 * only there does esbuild fold it away, which keeps the sibling out of the bundle.
 */
export function requireSibling<T>(file: string, exports: string): T {
  const loaded: unknown = require(file);
  if (!hasFunction<T>(loaded, exports)) throw new Error(`dist/${file.slice(2)} does not export ${exports}`);
  return loaded;
}

function hasFunction<T>(value: unknown, name: string): value is T {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, name) === "function";
}
