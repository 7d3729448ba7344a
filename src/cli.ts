import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { Script } from "node:vm";
import { MIB, readRegularBytes } from "./fs/regular-file.js";
import { BLOCKED_FLAG, CODE_CACHE_SUFFIX, PACKAGE_NAME } from "./names.js";

// `hook stop` runs dist/main.js from V8's code cache: compiling the functions a stop runs is most of its
// start-up, at every turn. The cache sits beside main.js, so whoever can write it can already write the
// code it serves (docs/speed-and-limits.md#the-code-cache). Other commands compile, and never read it.
const main = join(__dirname, "main.js");
const source = readFileSync(main);
const [command, hook] = process.argv.slice(2);
const stop = command === "hook" && hook === "stop";
const cacheFile = join(__dirname, `main-${process.version}-${process.arch}${CODE_CACHE_SUFFIX}`);
// A cache is this line, the bytes it was compiled from, then V8's data, which V8 checks only against
// the source's length. A file without the line is not ours, and is left as it is.
const header = Buffer.from(`${PACKAGE_NAME} code cache\n`);
const stored = stop ? readRegularBytes(cacheFile, 16 * MIB) : undefined;
const bytes = stored?.ok ? stored.bytes : Buffer.alloc(0);
const ours = bytes.subarray(0, header.length).equals(header);
const end = header.length + source.length;
const cached =
  ours && bytes.subarray(header.length, end).equals(source) ? { cachedData: bytes.subarray(end) } : {};
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: main,
  ...cached,
});
// Written after a stop that blocked, which compiled what every continuation runs, and only when there
// was no cache to use.
const unused = !("cachedData" in cached) || script.cachedDataRejected;
if (unused && (ours || (stored?.ok === false && stored.missing))) {
  process.once("exit", () => {
    if (Reflect.get(globalThis, BLOCKED_FLAG) === true) writeCache(ours);
  });
}
const wrapped: unknown = script.runInThisContext();
if (typeof wrapped === "function") wrapped(module.exports, require, module, __filename, __dirname);

/** Through a new file of its own, moved over a cache of ours or linked where nothing is (not even a link). */
function writeCache(replace: boolean): void {
  const temp = `${cacheFile}.${process.pid}`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, "wx");
    // After the answer: serializing costs about what the cache saves a stop. On disk before it is
    // published: V8 runs a damaged cache without a check of its own.
    writeFileSync(fd, Buffer.concat([header, source, script.createCachedData()]));
    fsyncSync(fd);
    closeSync(fd);
    if (replace) renameSync(temp, cacheFile);
    else linkSync(temp, cacheFile);
  } catch {
    // No cache this time: the next stop that blocks tries again.
  } finally {
    if (fd !== undefined) rmSync(temp, { force: true });
  }
}
