// The loaders of dist/'s lazily loaded bundles (see scripts/build.mjs) sit beside the code that loads them,
// one named for each bundle: in the sources (tests) each imports the module, in a bundle it requires the sibling.
// Each loader keeps its own ternary on the bundler's constant: esbuild folds it only where the `import()`
// sits in the same expression, and a folded-away `import()` is what keeps the sibling out of the bundle.

/**
 * Loads a sibling bundle of dist/ (dist/program.js, dist/plan-discovery.js,
 * dist/prompt-submit.js) from the bundle that runs.
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
