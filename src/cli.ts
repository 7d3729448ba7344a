import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Script } from "node:vm";
import { codexHome } from "./codex/hooks-change.js";
import { MIB, readRegularBytes } from "./fs/regular-file.js";
import { BLOCKED_EVENT, PACKAGE_NAME } from "./names.js";

// The executable runs dist/main.js from V8's code cache: compiling the functions a stop runs is most of
// a hook's start-up, at every turn. The cache is kept in the Codex home, which Codex's sandbox keeps the
// agent from writing, as it does the rollouts the hook trusts (docs/speed-and-limits.md#the-code-cache).
const main = join(__dirname, "main.js");
const source = readFileSync(main);
const cacheFile = join(codexHome(), `${PACKAGE_NAME}-${process.version}-${process.arch}.code-cache`);
// A cache is this line, the bytes it was compiled from, then V8's data. It serves only those bytes: V8
// checks just their length. A file without the line is not ours, and is left as it is.
const header = Buffer.from(`${PACKAGE_NAME} code cache\n`);
const stored = readRegularBytes(cacheFile, 16 * MIB);
const ours = stored.ok && stored.bytes.subarray(0, header.length).equals(header);
const end = header.length + source.length;
const cached =
  ours && stored.bytes.subarray(header.length, end).equals(source)
    ? { cachedData: stored.bytes.subarray(end) }
    : {};
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: main,
  ...cached,
});
// Written after a stop that blocked, which compiled what every continuation runs, and only when there
// was no cache to use.
const unused = !("cachedData" in cached) || script.cachedDataRejected;
if (unused && (ours || (!stored.ok && stored.missing))) {
  process.once(BLOCKED_EVENT, () => process.once("exit", () => writeCache(ours)));
}
const wrapped: unknown = script.runInThisContext();
if (typeof wrapped === "function") wrapped(module.exports, require, module, __filename, __dirname);

/** Through a new file of its own, moved over a cache of ours or linked where nothing is (not even a link). */
function writeCache(replace: boolean): void {
  const temp = `${cacheFile}.${process.pid}`;
  let fd: number;
  try {
    fd = openSync(temp, "wx");
  } catch {
    return;
  }
  try {
    // After the answer: serializing costs about what the cache saves a stop.
    writeFileSync(fd, Buffer.concat([header, source, script.createCachedData()]));
    closeSync(fd);
    if (replace) renameSync(temp, cacheFile);
    else linkSync(temp, cacheFile);
  } catch {
    // No cache this time: the next stop tries again.
  } finally {
    rmSync(temp, { force: true });
  }
}
