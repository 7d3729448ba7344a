import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Projects whose files spend much of their time waiting on a child (wine, Codex) rather than on a core,
 * in the order their files start: the Windows project is one long file, so it goes first.
 */
const WAITING = ["windows", "e2e"];

/**
 * Runs the waiting projects' files alternately with the CLI project's, each project's files in vitest's
 * own order (slowest, or largest, first), then the rest. Vitest's own order runs one project after
 * another, so the e2e files, which leave a core idle while Codex waits, would run only beside each other.
 */
export class InterleavingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const of = (project: string) => sorted.filter((spec) => spec.project.name === project);
    const waiting = WAITING.flatMap(of);
    const busy = of("cli");
    const rest = sorted.filter((spec) => !waiting.includes(spec) && !busy.includes(spec));
    const mixed = Array.from({ length: Math.max(waiting.length, busy.length) }, (_, index) =>
      [waiting[index], busy[index]].filter((spec) => spec !== undefined),
    ).flat();
    return [...mixed, ...rest];
  }
}
