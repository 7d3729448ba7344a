// A sibling bundle of dist/ by `require` (Node's ESM loader refuses a file URL with an escaped backslash).
// Each loader keeps its own ternary on the bundler's constant: only there does esbuild fold it away.
export function requireSibling<T>(file: string, exports: string): T {
  const loaded: unknown = require(file);
  if (!hasFunction<T>(loaded, exports)) throw new Error(`dist/${file.slice(2)} does not export ${exports}`);
  return loaded;
}

function hasFunction<T>(value: unknown, name: string): value is T {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, name) === "function";
}
