import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A tmpfs of a few KiB, mounted in a private mount namespace (`unshare -m`) so that nothing outside
 * sees it: a real full disk for the real write path. Commands run inside through `nsenter` (see
 * `via`); this process reaches the same files through the namespace holder's /proc/<pid>/root.
 */

function probe(): string | undefined {
  if (process.getuid?.() !== 0) return "mounting a tmpfs needs root";
  const dir = mkdtempSync(join(tmpdir(), "ulw-tiny-probe-"));
  try {
    const mount = spawnSync("unshare", [
      "-m",
      "--propagation",
      "private",
      "mount",
      "-t",
      "tmpfs",
      "tmpfs",
      dir,
    ]);
    if (mount.error !== undefined) return `unshare cannot run (${mount.error.message})`;
    if (mount.status !== 0) return `unshare -m cannot mount a tmpfs here: ${mount.stderr.toString().trim()}`;
    const nsenter = spawnSync("nsenter", ["--version"]);
    if (nsenter.error !== undefined) return `nsenter cannot run (${nsenter.error.message})`;
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Why no tiny disk can be had here; undefined when it can. */
export const tinyDiskUnavailable = probe();

export class TinyDisk {
  /** The folder the disk is mounted on, as commands inside the namespace see it. */
  readonly dir: string;
  private readonly holder: ChildProcess;
  private readonly pid: number;

  private constructor(dir: string, holder: ChildProcess, pid: number) {
    this.dir = dir;
    this.holder = holder;
    this.pid = pid;
  }

  static async mount(sizeKiB: number): Promise<TinyDisk> {
    const dir = mkdtempSync(join(tmpdir(), "ulw-tiny-"));
    const script = `mount -t tmpfs -o size=${sizeKiB}k tmpfs "$0" && echo mounted && exec sleep 600`;
    const holder = spawn("unshare", ["-m", "--propagation", "private", "sh", "-c", script, dir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("mounted")) resolve();
      });
      holder.on("exit", (status) => reject(new Error(`unshare exited (${status}) before mounting`)));
    });
    if (holder.pid === undefined) throw new Error("unshare has no pid");
    return new TinyDisk(dir, holder, holder.pid);
  }

  /** A path on the disk, as this process reaches it. */
  path(...parts: string[]): string {
    return join(`/proc/${this.pid}/root${this.dir}`, ...parts);
  }

  /** A path on the disk, as commands inside see it (and print it). */
  inside(...parts: string[]): string {
    return join(this.dir, ...parts);
  }

  write(relativePath: string, content: string): string {
    const target = this.path(relativePath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    return target;
  }

  /** What runs node inside the namespace, in the mounted folder (for runCli's `via`). */
  get via(): readonly string[] {
    return ["nsenter", "-t", String(this.pid), "-m", `--wd=${this.dir}`, "--"];
  }

  /** Fills the disk with a file of its own, leaving about `leaveBytes` free (in whole pages). */
  fill(leaveBytes = 0): void {
    const filler = this.path("filler");
    const fd = openSync(filler, "w");
    const chunk = Buffer.alloc(4096);
    try {
      for (;;) writeSync(fd, chunk);
    } catch {
      // ENOSPC: full.
    } finally {
      closeSync(fd);
    }
    if (leaveBytes > 0) truncateSync(filler, Math.max(0, statSync(filler).size - leaveBytes));
  }

  /** Frees what fill() took. */
  free(): void {
    rmSync(this.path("filler"), { force: true });
  }

  dispose(): void {
    this.holder.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
