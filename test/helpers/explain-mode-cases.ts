import { expect } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "./cli.js";
import { compactionLine, continued, type ExplainCase, payload, workspace } from "./explain-setups.js";
import {
  countedAtStart,
  goalSet,
  goalUpdated,
  hookPrompt,
  rollout,
  turnStart,
  typedPrompt,
} from "./goal-rollout.js";
import { promptHookLine } from "./prompt-hook.js";
import { SESSION } from "./scenarios.js";

/** Chain mode: its first and later continuations, and the ends of a chain. */
export const CHAIN_CASES: readonly ExplainCase[] = [
  {
    name: "chain mode's first continuation, max-chain clamped to the ceiling",
    setup: (ws) => {
      const transcript = workspace(ws, 1, rollout(typedPrompt("T1")));
      return { args: ["--payload", "-", "--chain", "--max-chain", "500"], input: payload(transcript, ws) };
    },
    shows: {
      reason: "work-remaining",
      sends: { step: 1 },
      mode: { mode: { chain: true, maxChain: 100 }, clamped: { maxChain: { asked: 500, from: "flag" } } },
    },
  },
  {
    name: "chain mode's later continuation, on the brief template",
    setup: (ws) => {
      const transcript = workspace(
        ws,
        2,
        rollout(typedPrompt("T1"), countedAtStart("T1", 3), continued(ws, 1, 1)),
      );
      const input = payload(transcript, ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain"], input };
    },
    shows: {
      reason: "work-remaining",
      sends: { template: "brief", step: 2 },
      evidence: { chain: { go: true, step: 2 } },
      facts: { brief: { kind: "read" } },
    },
  },
  {
    name: "chain mode after a compaction",
    setup: (ws) => {
      const records = rollout(
        typedPrompt("T1"),
        countedAtStart("T1", 3),
        continued(ws, 1, 1),
        compactionLine(),
      );
      const input = payload(workspace(ws, 2, records), ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain"], input };
    },
    shows: { reason: "work-remaining", sends: { compacted: true }, facts: { prompt: { compaction: {} } } },
  },
  {
    name: "chain mode with pressure in the human prompt",
    setup: (ws) => {
      const records = rollout(
        typedPrompt("T1"),
        countedAtStart("T1", 3),
        continued(ws, 1, 1),
        '{"m":"CONTEXT_TOO_LARGE"}',
      );
      const input = payload(workspace(ws, 2, records), ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain"], input };
    },
    shows: { reason: "context-pressure", facts: { prompt: { pressure: {} } } },
  },
  {
    name: "chain mode out of patience",
    setup: (ws) => {
      const transcript = workspace(
        ws,
        1,
        rollout(typedPrompt("T1"), countedAtStart("T1", 3), continued(ws, 1, 1)),
      );
      const input = payload(transcript, ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain", "--patience", "0"], input };
    },
    shows: { reason: "no-progress", evidence: { chain: { go: false, reason: "no-progress" } } },
  },
  {
    name: "chain mode at its limit",
    setup: (ws) => {
      const transcript = workspace(
        ws,
        2,
        rollout(typedPrompt("T1"), countedAtStart("T1", 3), continued(ws, 1, 1)),
      );
      const input = payload(transcript, ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain", "--max-chain", "1"], input };
    },
    shows: { reason: "chain-limit", evidence: { chain: { go: false, reason: "chain-limit" } } },
  },
  {
    name: "chain mode on a work the prompt hook did not count as the prompt began",
    setup: (ws) => {
      const transcript = workspace(ws, 2, rollout(typedPrompt("T1"), continued(ws, 1, 1)));
      const input = payload(transcript, ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain"], input };
    },
    shows: { reason: "no-start-count", mode: { mode: { chain: true } } },
  },
];

/** The goal-end rule: sending, sent, passing, not asked. */
export const GOAL_CASES: readonly ExplainCase[] = [
  {
    name: "a finished plan under a goal: the goal-end text goes now",
    setup: (ws) => {
      const records = rollout(goalSet(), goalUpdated("active"), turnStart("T1", "goal"));
      const transcript = workspace(ws, 3, records, { status: "completed" });
      return { args: ["--payload", "-"], input: payload(transcript, ws) };
    },
    shows: {
      reason: "goal-complete",
      sends: { template: "goal-end" },
      evidence: { goal: { verdict: "send", finding: { state: "active" }, text: expect.any(String) } },
    },
  },
  {
    name: "the goal-end text sent already",
    setup: async (ws) => {
      const records = rollout(goalSet(), goalUpdated("active"), turnStart("T1", "goal"));
      const transcript = workspace(ws, 3, records, { status: "completed" });
      const first = await runCli(["hook", "stop"], { input: payload(transcript, ws) });
      const answer: unknown = JSON.parse(first.stdout);
      const reason = isRecord(answer) && typeof answer.reason === "string" ? answer.reason : "";
      const later = rollout(
        goalSet(),
        turnStart("T1", "goal"),
        hookPrompt("T1", reason),
        turnStart("T2", "goal"),
      );
      ws.write("rollout.jsonl", later);
      return { args: ["--payload", "-"], input: payload(transcript, ws, { turn_id: "T2" }) };
    },
    shows: {
      reason: "goal-end-sent",
      evidence: { goal: { verdict: "sent", finding: { endSent: { kind: "complete" } } } },
    },
  },
  {
    name: "a chain out of patience under a goal: the goal-end text goes now",
    setup: (ws) => {
      const records = rollout(
        goalSet(),
        typedPrompt("T0"),
        countedAtStart("T0", 3),
        turnStart("T1", "goal"),
        continued(ws, 1, 1),
      );
      const input = payload(workspace(ws, 1, records), ws, { stop_hook_active: true });
      return { args: ["--payload", "-", "--chain", "--patience", "0"], input };
    },
    shows: { reason: "goal-stalled", evidence: { goal: { verdict: "send", finding: { state: "active" } } } },
  },
  {
    name: "a finished plan without a goal",
    setup: (ws) => {
      const records = rollout(typedPrompt("T1"), turnStart("T1", "user"));
      const transcript = workspace(ws, 3, records, { status: "completed" });
      return { args: ["--payload", "-"], input: payload(transcript, ws) };
    },
    shows: {
      reason: "work-not-continuable",
      evidence: { goal: { verdict: "pass", finding: { state: "none" } } },
    },
  },
  {
    name: "open tasks: the goal rule not asked",
    setup: (ws) => {
      const transcript = workspace(ws, 1, rollout(typedPrompt("T1")));
      return { args: ["--payload", "-"], input: payload(transcript, ws) };
    },
    shows: { reason: "work-remaining", evidence: expect.not.objectContaining({ goal: expect.anything() }) },
  },
];

interface SettingsCase {
  /** settings.json is written after the prompt began: the prompt hook did not stamp it. */
  readonly during?: boolean;
  readonly flags?: readonly string[];
}

/** settings.json holding `text`, written before a typed prompt (the prompt hook stamps it) or during it. */
function settingsCase(name: string, text: string, shows: object, options: SettingsCase = {}): ExplainCase {
  return {
    name,
    setup: (ws) => {
      if (options.during !== true) ws.write(".omo/ulw-execute/settings.json", text);
      const transcript = workspace(ws, 1, rollout(typedPrompt("T1"), promptHookLine(ws.root, "T1")));
      if (options.during === true) ws.write(".omo/ulw-execute/settings.json", text);
      return { args: ["--payload", "-", ...(options.flags ?? [])], input: payload(transcript, ws) };
    },
    shows: { mode: { settings: shows } },
  };
}

const UNSTAMPED = { kind: "unstamped", why: expect.stringContaining("plain mode") };

/** settings.json: read, clamped, invalid, and written after the prompt began. */
export const SETTINGS_CASES: readonly ExplainCase[] = [
  settingsCase("settings.json read", '{"chain": true, "maxChain": 9}', {
    kind: "read",
    settings: { chain: true, maxChain: 9 },
  }),
  settingsCase("settings.json above the max-chain ceiling", '{"chain": true, "maxChain": 500}', {
    kind: "read",
    clamped: { maxChain: 500 },
  }),
  settingsCase("settings.json that is not JSON", "{", { kind: "invalid", why: expect.any(String) }),
  settingsCase("settings.json written during the prompt", '{"chain": true}', UNSTAMPED, { during: true }),
  settingsCase("settings.json written broken during the prompt, under --chain", "{", UNSTAMPED, {
    during: true,
    flags: ["--chain"],
  }),
  {
    name: "settings.json without a transcript to find its stamp in",
    setup: (ws) => {
      workspace(ws, 1, "");
      ws.write(".omo/ulw-execute/settings.json", '{"chain": true}');
      return { args: ["--cwd", ws.root, "--session", SESSION, "--stop-hook-active"] };
    },
    shows: { reason: "stop-hook-active", mode: { settings: UNSTAMPED } },
  },
];
