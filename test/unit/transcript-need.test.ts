import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import { decide } from "../../src/decision/decide.js";
import type { Facts, PromptFact } from "../../src/decision/facts.js";
import { gather } from "../../src/hook/gather.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import type { SettingsFact } from "../../src/settings/settings.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";

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
    ...extra,
  };
}

function need(flags: readonly string[], facts: Facts) {
  const input = parseStopPayload(JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl" })));
  const step = decide(input, facts, parseHookOptions(flags));
  return step.kind === "need" ? step.need : undefined;
}

describe("the transcript need and the human-prompt read", () => {
  it.each([
    [[], "hook-prompt"],
    [["--chain", "--stop-on-compaction"], "chain"],
  ])(
    "given flags %j and no prompt read yet, when deciding, then the transcript need names the prompt read of scope %s, to do in the same pass",
    (flags, scope) => {
      const settings: SettingsFact = { kind: "none", path: "/repo/.omo/ulw-execute/settings.json" };
      expect(need(flags, untilTheTranscript({ settings }))).toEqual({
        fact: "transcript",
        path: "/t.jsonl",
        prompt: scope,
      });
    },
  );

  it("given settings that change the mode and the prompt already read for them (chain scope), when deciding, then the transcript need leaves that read as it is", () => {
    const settings: SettingsFact = {
      kind: "read",
      path: "/repo/.omo/ulw-execute/settings.json",
      settings: { chain: true, stopOnCompaction: true },
    };
    const prompt: PromptFact = {
      kind: "read",
      path: "/t.jsonl",
      scope: "chain",
      boundary: "typed-prompt",
      settings: { kind: "read", settings: { chain: true, stopOnCompaction: true } },
      hookPrompts: 0,
      stamps: [],
      bytesScanned: 100,
    };
    expect(need([], untilTheTranscript({ settings, prompt }))).toEqual({
      fact: "transcript",
      path: "/t.jsonl",
    });
  });

  it("given a transcript need without a prompt read, when gathered, then only the transcript comes back", async () => {
    const ws = new Workspace();
    try {
      const path = ws.write(
        "t.jsonl",
        '{"type":"response_item","payload":{"type":"message","role":"user"}}\n',
      );
      const facts = await gather(
        { fact: "transcript", path },
        { bundledDirective: "/none", scanDeadline: Infinity },
      );
      expect(Object.keys(facts)).toEqual(["transcript"]);
    } finally {
      ws.dispose();
    }
  });
});
