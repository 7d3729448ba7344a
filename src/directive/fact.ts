import { dirname, join } from "node:path";
import { BRIEF_TEMPLATE_FILE, DIRECTIVE_TEMPLATE_FILE, templateOverridePath } from "../fs/omo-paths.js";
import { pathKind } from "../fs/paths.js";
import { MIB, readRegularText } from "../fs/regular-file.js";

/** A directive template as the hook reads it: the project's override or the bundled one, or why neither. */
export type DirectiveFact =
  | {
      readonly kind: "read";
      readonly path: string;
      readonly source: "bundled" | "override";
      readonly template: string;
      /** Why a project override next to the boulder was not used, when one exists. */
      readonly overrideProblem?: string;
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string };

/** The largest directive one hook run reads; past it the file counts as unreadable. */
export const DIRECTIVE_CAP_BYTES = 1 * MIB;

/** A project's own directive.md next to its boulder replaces the bundled one when it can be read. */
export function readDirectiveFact(root: string, bundled: string): DirectiveFact {
  return readTemplateFact(root, DIRECTIVE_TEMPLATE_FILE, bundled);
}

/** The same for chain mode's brief template, bundled beside directive.md. */
export function readBriefFact(root: string, bundledDirective: string): DirectiveFact {
  return readTemplateFact(root, BRIEF_TEMPLATE_FILE, join(dirname(bundledDirective), BRIEF_TEMPLATE_FILE));
}

/** An override that can be read and is not blank wins; otherwise the bundled template, and why not. */
function readTemplateFact(root: string, file: string, bundled: string): DirectiveFact {
  const overridePath = templateOverridePath(root, file);
  const override = readRegularText(overridePath, DIRECTIVE_CAP_BYTES);
  if (override.ok && override.text.trim() !== "")
    return { kind: "read", path: overridePath, source: "override", template: override.text };
  const read = readRegularText(bundled, DIRECTIVE_CAP_BYTES);
  if (!read.ok) return { kind: "unreadable", path: bundled, why: read.why };
  const base = { kind: "read" as const, path: bundled, source: "bundled" as const, template: read.text };
  if (override.ok) return { ...base, overrideProblem: `${overridePath} is empty or only white space` };
  return override.missing ? base : { ...base, overrideProblem: `${overridePath} ${override.why}` };
}

/**
 * The install the model's texts name, the one of the bundled directive.md (one folder above dist/cli.js, see
 * src/cli.ts): its dist/cli.js, and whether the `ulw-execute` skill ships with it.
 */
export function readInstallFact(bundledDirective: string) {
  const home = dirname(bundledDirective);
  const skill = pathKind(join(home, "skills", "ulw-execute", "SKILL.md")) === "file";
  return { cli: join(home, "dist", "cli.js"), skill };
}
export type InstallFact = Readonly<ReturnType<typeof readInstallFact>>;
