import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { type DirectiveValues, renderDirective } from "../../src/directive/render.js";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import type { Workspace } from "../helpers/workspace.js";
import {
  CODEX,
  codexUnderTest,
  lastUserText,
  loggedEntries,
  netns,
  runInLoopback,
  START_PLAN,
  type Step,
  scenarioWorkspace,
  THREE_TASKS,
  tick,
  writeBoulder,
} from "./harness.js";

/**
 * The one line a person sees for each decision (the Stop hook's `systemMessage`), as a client of
 * `codex app-server` gets it: in the Stop hook's `hook/completed` notification, an output entry of
 * its own beside the reason. `codex exec` shows neither, so this drives the app-server; it runs on
 * every supported release (npm run e2e:versions). One turn in chain mode with a cap of one gives a
 * continuation and a chain's end.
 */
const RUNNER = fileURLToPath(new URL("./run-app-server.mjs", import.meta.url));
const TEMPLATE = readFileSync(fileURLToPath(new URL("../../directive.md", import.meta.url)), "utf8");
/** Writes the boulder, ticks one box after the continuation, then has a reply nothing should ask for. */
const STEPS: Step[] = [writeBoulder, "Boulder written.", tick, "Ticked 1.", "unexpected extra request"];

interface HookRun {
  readonly status: string;
  readonly entries: readonly { readonly kind: string; readonly text: string }[];
}

interface Turn {
  readonly threadId: string;
  readonly requests: readonly string[];
  readonly completed: boolean;
  /** The Stop hook's runs as the app-server reported them when each completed. */
  readonly stops: readonly HookRun[];
}

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

function stopRun(notification: unknown): HookRun[] {
  if (!isRecord(notification) || notification.method !== "hook/completed") return [];
  const run = isRecord(notification.params) ? notification.params.run : undefined;
  if (!isRecord(run) || run.eventName !== "stop" || !Array.isArray(run.entries)) return [];
  const entries = run.entries.filter(isRecord).map((entry) => ({
    kind: String(entry.kind),
    text: String(entry.text),
  }));
  return [{ status: String(run.status), entries }];
}

async function oneTurn(workspace: Workspace): Promise<Turn> {
  const home = workspace.path("codex-home");
  const work = workspace.path("project");
  mkdirSync(home);
  mkdirSync(`${work}/.omo/plans`, { recursive: true });
  writeFileSync(`${work}/.omo/plans/e2e.md`, THREE_TASKS);
  const installed = await runCli(["install", "--user", "--codex-home", home, "--chain", "--max-chain", "1"]);
  expect(installed.status).toBe(0);
  const spec = JSON.stringify({
    home,
    work,
    replies: STEPS,
    prompt: START_PLAN,
    waitMs: 60_000,
    trust: CODEX.can.hookTrust,
    ...codexUnderTest(),
  });
  const result = runInLoopback(RUNNER, spec, workspace.path("run-log.jsonl"), 90_000);
  if (result.status !== 0) throw new Error(`app-server runner failed (${result.status}): ${result.stderr}`);
  const run: unknown = JSON.parse(result.stdout);
  if (!isRecord(run) || !Array.isArray(run.notifications))
    throw new Error(`runner printed: ${result.stdout.slice(0, 500)}`);
  const requests = readFileSync(`${home}/requests.jsonl`, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const request: unknown = JSON.parse(line);
      return isRecord(request) ? String(request.body) : "";
    });
  return {
    threadId: String(run.threadId),
    requests,
    completed: run.notifications.some((note) => isRecord(note) && note.method === "turn/completed"),
    stops: run.notifications.flatMap(stopRun),
  };
}

/** What Codex escapes in a hook prompt it hands the model, undone. */
const unescaped = (text: string) =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

describe.skipIf(!netns.ok || !CODEX.can.supported)(
  "the person's line through codex app-server (real Codex, offline)",
  { timeout: 120_000 },
  () => {
    it("given chain mode with --max-chain 1, when a turn ends twice, then the app-server reports each systemMessage as a hook output entry, Codex still continues once, no request carries it, and the reason is the rendered directive", async () => {
      ws = scenarioWorkspace("ulw-e2e-line-");
      const turn = await oneTurn(ws);
      const logged = loggedEntries(ws);
      expect(logged.map((entry) => entry.reason)).toEqual(["work-remaining", "chain-limit"]);
      const [said, ended] = logged.map((entry) => String(entry.message));
      expect(said).toMatch(/^ULW e2e-plan: 0\/3 checked · continuation 1\/1 · \d+ tokens$/);
      expect(ended).toMatch(/^ULW e2e-plan: 1\/3 checked · \d+ tokens · stopped at the cap of continuations/);

      // The block is taken, not reported as failed: the model got a fourth request and the turn ended.
      expect(turn.completed).toBe(true);
      expect(turn.requests).toHaveLength(4);
      const [blocked, stopped] = turn.stops;
      expect(turn.stops).toHaveLength(2);
      expect(blocked?.status).toBe("blocked");
      expect(blocked?.entries.map((entry) => entry.kind)).toEqual(["warning", "feedback"]);
      expect(blocked?.entries[0]?.text).toBe(said);
      expect(stopped).toEqual({ status: "completed", entries: [{ kind: "warning", text: ended }] });

      // The person's lines reach no request the model received.
      const carrying = (text: string) => turn.requests.filter((body) => body.includes(text)).length;
      expect([carrying("ULW e2e-plan:"), carrying("stopped at the cap")]).toEqual([0, 0]);

      // The reason: the rendered directive and chain mode's stamp, nothing else; the model got it so.
      const reason = blocked?.entries[1]?.text ?? "";
      const project = ws.path("project");
      const values: DirectiveValues = {
        PLAN_NAME: "e2e-plan",
        PLAN_PATH: `${project}/.omo/plans/e2e.md`,
        BOULDER_PATH: `${project}/.omo/boulder.json`,
        REMAINING_COUNT: "3",
        TOTAL_COUNT: "3",
        NEXT_TASK_LABEL: "1. Alpha",
        WORKTREE_BLOCK: "",
        LEDGER_PATH: `${project}/.omo/ulw-execute/ledger.jsonl`,
        SESSION_ID: `codex:${turn.threadId}`,
        // A hooks.json install of this checkout: its own command, and no skill beside it.
        COMPLETE_COMMAND: `node "${CLI}" work complete --session "codex:${turn.threadId}"`,
        SKILL_STEP: "Apply every step, rule and gate of this directive in full.",
      };
      const rendered = renderDirective(TEMPLATE, values);
      expect(reason.startsWith(`${rendered.trimEnd()}\n\n[ulw-execute-continuation chain step=1 `)).toBe(
        true,
      );
      expect(reason.slice(rendered.trimEnd().length + 2)).toMatch(/^\[[^\n]*\]$/);
      expect(logged[0]?.bytes).toBe(Buffer.byteLength(reason));
      const prompt = lastUserText(turn.requests[2] ?? "");
      expect(unescaped(prompt)).toMatch(/^<hook_prompt [^>]*>/);
      expect(
        unescaped(prompt)
          .replace(/^<hook_prompt [^>]*>/, "")
          .replace(/<\/hook_prompt>\s*$/, ""),
      ).toBe(reason);
    });
  },
);
