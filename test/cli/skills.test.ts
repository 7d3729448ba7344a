import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkExternalBlocker } from "../../src/decision/external-blocker.js";
import { parseTrigger } from "../../src/payload/trigger.js";
import { countChecklist } from "../../src/plan/checklist.js";

/**
 * The skills the plugin ships tell the model how the hook works; they must agree with what the hook
 * does. These tests hold each checkable statement of theirs against the real code.
 */
const PLUGIN = fileURLToPath(new URL("../../plugin/", import.meta.url));
const skill = (name: string) => join(PLUGIN, "skills", name, "SKILL.md");
const text = (name: string) => readFileSync(skill(name), "utf8");

function frontMatter(markdown: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1] ?? "";
  return Object.fromEntries(
    block.split("\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
}

/** The fenced markdown example of a skill. */
function example(markdown: string): string {
  const found = /```markdown\n([\s\S]*?)\n```/.exec(markdown);
  if (found?.[1] === undefined) throw new Error("no ```markdown example");
  return `${found[1]}\n`;
}

describe("the skills in the plugin", () => {
  it.each(["ulw-execute", "ulw-plan"])(
    "given skills/%s/SKILL.md, when its front matter is read, then it names itself and describes itself",
    (name) => {
      const meta = frontMatter(text(name));
      expect(meta.name).toBe(name);
      expect(meta.description?.length).toBeGreaterThan(40);
    },
  );

  it("given the command path ulw-execute gives relative to its own folder, when resolved in the plugin, then it is the bundle and runs `work --help`", () => {
    const relativePath = /`(\.\.\/\.\.\/dist\/cli\.js)`/.exec(text("ulw-execute"))?.[1];
    expect(relativePath).toBe("../../dist/cli.js");
    const cli = resolve(dirname(skill("ulw-execute")), relativePath ?? "");
    expect(cli).toBe(join(PLUGIN, "dist", "cli.js"));
    expect(existsSync(cli)).toBe(true);
    const help = execFileSync(process.execPath, [cli, "work", "--help"], { encoding: "utf8" });
    expect(help).toContain("complete | pause | resume | abandon");
  });

  it("given the plan example in ulw-plan and the count it states, when counted by the hook's checklist counter, then they agree", () => {
    const markdown = text("ulw-plan");
    const stated = /This plan has (\w+) counted tasks: (\w+) under TODOs and (\w+) in the Final/.exec(
      markdown,
    );
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
    const [total, todos, wave] = [stated?.[1], stated?.[2], stated?.[3]].map((w) => words[w ?? ""]);
    const counted = countChecklist(example(markdown));
    expect(counted.mode).toBe("structured");
    expect(counted.total).toBe(total);
    expect(todos !== undefined && wave !== undefined && todos + wave).toBe(total);
    expect(counted.nextTask).toBe("1. Count requests per API key in a sliding window");
    // Only the numbered rows are tasks: ticking every criterion box changes nothing.
    const criteriaTicked = example(markdown).replace(/^- \[ \] (?![0-9F])/gm, "- [x] ");
    expect(countChecklist(criteriaTicked)).toMatchObject({ completed: 0, total });
  });

  it("given the trigger ulw-plan and ulw-execute tell the person to type, when the hook parses it, then it starts that plan", () => {
    expect(text("ulw-plan")).toContain("`$ulw-execute rate-limiter`");
    expect(parseTrigger("$ulw-execute rate-limiter")).toEqual({ kind: "start", plan: "rate-limiter" });
    expect(text("ulw-execute")).toContain("`$ulw-execute <plan path or name>`");
  });

  it("given the blocker example in ulw-execute, when the hook's blocker rule reads it as a last message, then it counts", () => {
    const block = /\n {4}(<ulw-execute-blocked-external>\n {4}.+)\n/.exec(text("ulw-execute"))?.[1] ?? "";
    const message = block.replace(/\n {4}/g, "\n");
    expect(message.split("\n")).toHaveLength(2);
    expect(checkExternalBlocker(message).declared).toBe(true);
    expect(checkExternalBlocker(message.split("\n")[0] ?? "").declared).toBe(false);
  });
});
