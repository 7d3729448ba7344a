declare const __ULW_VERSION__: string | undefined;

/** Injected from package.json by the bundler; "dev" when the sources run unbundled. */
export const VERSION: string = typeof __ULW_VERSION__ === "string" ? __ULW_VERSION__ : "dev";
