import { decide } from "../../src/decision/decide.js";
import type { Outcome } from "../../src/decision/outcome.js";
import { type Facts, type Readers, remembering, type Sources } from "../../src/decision/readers.js";
import { decideSessionStart, type SessionStartOutcome } from "../../src/decision/session-start.js";
import type { SessionStartInput } from "../../src/payload/session-start-payload.js";
import type { PayloadResult } from "../../src/payload/stop-payload.js";
import { type HookOptionsResult, PLAIN } from "../../src/settings/flags.js";

function given<T>(name: string, fact: T | undefined): T {
  if (fact === undefined) throw new Error(`the decision read the ${name}, which this test does not give`);
  return fact;
}

/**
 * Readers that answer with the facts a test gives (or `sources` it passes for the rest), and remember
 * what the decision read, as the disk readers do. A fact the test does not give fails the test.
 */
export function fakeReaders(facts: Facts, sources: Partial<Sources> = {}): Readers {
  return remembering({
    boulder: () => given("boulder", facts.boulder),
    settings: () => given("settings", facts.settings),
    // Most tests are not about a registration changed mid-session: unchanged unless given.
    hooks: () => facts.hooks ?? { kind: "unchanged", sessionStart: 0, files: 0 },
    plan: async () => given("plan", facts.plan),
    transcript: () => ({ transcript: given("transcript", facts.transcript) }),
    prompt: () => given("prompt", facts.prompt),
    directive: () => given("directive", facts.directive),
    brief: () => given("brief", facts.brief),
    // A plugin-like install unless given: the skill beside it, and a command with no blank to quote.
    install: () => facts.install ?? { cli: "/opt/ulw/dist/cli.js", skill: true },
    now: () => given("now", facts.now),
    ...sources,
  });
}

/** The Stop decision on the given facts: its outcome, and the facts it read. */
export async function decideOn(
  input: PayloadResult,
  facts: Facts,
  hook: HookOptionsResult = { ok: true, options: PLAIN },
  sources: Partial<Sources> = {},
): Promise<{ readonly outcome: Outcome; readonly read: Facts }> {
  const readers = fakeReaders(facts, sources);
  const outcome = await decide(input, hook, readers);
  return { outcome, read: readers.facts };
}

/** `hook session-start`'s decision on the given facts: its outcome, and the facts it read. */
export async function sessionStartOn(
  input: SessionStartInput,
  facts: Facts,
  sources: Partial<Sources> = {},
): Promise<{ readonly outcome: SessionStartOutcome; readonly read: Facts }> {
  const readers = fakeReaders(facts, sources);
  const outcome = await decideSessionStart(input, readers);
  return { outcome, read: readers.facts };
}
