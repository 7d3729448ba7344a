import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import type { Facts, Sources } from "../../src/decision/readers.js";
import { diskReaders } from "../../src/hook/disk.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import type { PromptFact, PromptScope, TranscriptFact } from "../../src/rollout/facts.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import type { SettingsFact } from "../../src/settings/settings.js";
import type { SettingsStamp } from "../../src/settings/stamp.js";
import { decideOn } from "../helpers/fake-readers.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";
const SETTINGS_PATH = "/repo/.omo/ulw-execute/settings.json";
const NO_SETTINGS: SettingsFact = { kind: "none", path: SETTINGS_PATH };

/** A continuable work whose plan has boxes left: only the transcript is still to be read. */
function untilTheTranscript(extra: Facts): Facts {
  const parsed = parseBoulder(JSON.stringify(singleWorkBoulder(KEY, "plan.md")));
  if (!parsed.ok) throw new Error(parsed.problem);
  return {
    boulder: { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document },
    plan: {
      kind: "read",
      path: "/repo/plan.md",
      source: "project",
      checklist: countChecklist("## TODOs\n- [x] 1. a\n- [ ] 2. b\n"),
      skipped: [],
    },
    directive: { kind: "read", path: "/d.md", source: "bundled", template: "Go on." },
    ...extra,
  };
}

interface Read {
  readonly source: "transcript" | "prompt";
  readonly path: string;
  readonly scope: PromptScope | undefined;
}

/**
 * Decides a stop whose transcript and human prompt come from sources that record each call: a scan
 * free of pressure, and a prompt typed by a person, nothing since (stamped with `began`, if given).
 * The transcript source answers the prompt too when asked for it, as the one-pass disk read does.
 */
async function stop(flags: readonly string[], facts: Facts, began?: SettingsStamp) {
  const reads: Read[] = [];
  const promptOf = (path: string, scope: PromptScope): PromptFact => ({
    kind: "read",
    path,
    scope,
    boundary: "typed-prompt",
    ...(began !== undefined ? { settings: began } : {}),
    hookPrompts: 0,
    stamps: [],
    bytesScanned: 100,
  });
  const sources: Partial<Sources> = {
    transcript: (path, scope) => {
      reads.push({ source: "transcript", path, scope });
      const transcript: TranscriptFact = { kind: "scanned", path, bytesScanned: 100, size: 100 };
      return scope === undefined ? { transcript } : { transcript, prompt: promptOf(path, scope) };
    },
    prompt: (path, scope) => {
      reads.push({ source: "prompt", path, scope });
      return promptOf(path, scope);
    },
  };
  const input = parseStopPayload(JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl" })));
  const { outcome, read } = await decideOn(input, facts, parseHookOptions(flags), sources);
  return { outcome, read, reads };
}

describe("the whole-file scan and the human-prompt read", () => {
  it.each([
    [[], "hook-prompt"],
    [["--chain", "--stop-on-compaction"], "chain"],
  ] as const)(
    "given flags %j and no prompt read yet, when deciding, then the transcript is scanned asking for the prompt read of scope %s in the same pass, and the prompt is not read again",
    async (flags, scope) => {
      const { outcome, read, reads } = await stop(flags, untilTheTranscript({ settings: NO_SETTINGS }));
      expect(reads).toEqual([{ source: "transcript", path: "/t.jsonl", scope }]);
      expect(read.prompt).toMatchObject({ kind: "read", scope });
      expect(outcome).toMatchObject({ kind: "continue", reason: "work-remaining", step: 1 });
    },
  );

  it("given --chain and settings {stopOnCompaction: true} stamped as the prompt began, when deciding, then the prompt is read first for the settings and the whole-file scan leaves that read as it is", async () => {
    const settings: SettingsFact = {
      kind: "read",
      path: SETTINGS_PATH,
      settings: { stopOnCompaction: true },
    };
    const began: SettingsStamp = { kind: "read", settings: { stopOnCompaction: true } };
    const { outcome, reads } = await stop(["--chain"], untilTheTranscript({ settings }), began);
    expect(reads).toEqual([
      { source: "prompt", path: "/t.jsonl", scope: "chain" },
      { source: "transcript", path: "/t.jsonl", scope: undefined },
    ]);
    expect(outcome).toMatchObject({
      kind: "continue",
      step: 1,
      evidence: { mode: { mode: { chain: true, stopOnCompaction: true } } },
    });
  });

  it("given no flags and settings {chain: true, stopOnCompaction: true} stamped as the prompt began, when deciding, then one whole-file scan reads the chain-scope prompt for the settings, and neither is read again in chain mode", async () => {
    const values = { chain: true, stopOnCompaction: true };
    const settings: SettingsFact = { kind: "read", path: SETTINGS_PATH, settings: values };
    const { outcome, reads } = await stop([], untilTheTranscript({ settings }), {
      kind: "read",
      settings: values,
    });
    expect(reads).toEqual([{ source: "transcript", path: "/t.jsonl", scope: "chain" }]);
    expect(outcome).toMatchObject({ kind: "continue", step: 1, chain: true });
  });
});

describe("the disk readers' transcript scan", () => {
  const USER_LINE = '{"type":"response_item","payload":{"type":"message","role":"user"}}\n';

  it("given the prompt already read, when the transcript is read, then only the scan runs: the prompt read stays as it was", () => {
    const ws = new Workspace();
    try {
      const path = ws.write("t.jsonl", USER_LINE);
      const read = diskReaders("/none", Number.POSITIVE_INFINITY);
      const prompt = read.prompt(path, "chain");
      expect(read.transcript(path, "chain")).toMatchObject({ kind: "scanned", path });
      expect(read.facts.prompt).toBe(prompt);
    } finally {
      ws.dispose();
    }
  });

  it("given no prompt read yet, when a transcript free of pressure is read, then the same pass reads the prompt, and reading it after gives that read", () => {
    const ws = new Workspace();
    try {
      const path = ws.write("t.jsonl", USER_LINE);
      const read = diskReaders("/none", Number.POSITIVE_INFINITY);
      expect(read.transcript(path, "hook-prompt")).toMatchObject({ kind: "scanned", path });
      const inPass = read.facts.prompt;
      expect(inPass).toMatchObject({ kind: "read", scope: "hook-prompt" });
      expect(read.prompt(path, "hook-prompt")).toBe(inPass);
    } finally {
      ws.dispose();
    }
  });
});
