// Set to true in every bundle by the build (esbuild's `define`, scripts/build.mjs); where the sources
// run as they are (tests), undefined.
declare const __ULW_BUNDLE__: boolean | undefined;
