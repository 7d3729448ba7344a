import type { OurHooks } from "./hook-command.js";
import { addOurHooks, removeOurHooks } from "./hooks-file.js";

/** What removing our hooks leaves of a hooks.json that install created from nothing. */
function freshResidue(ours: OurHooks): string | undefined {
  const created = addOurHooks("", ours);
  const removed = created.ok ? removeOurHooks(created.text, ours) : created;
  return removed.ok ? removed.text : undefined;
}

/** Whether `text` holds our hooks and nothing else: exactly a file install created, maybe re-installed. */
function onlyOurs(text: string, ours: OurHooks): boolean {
  const removed = removeOurHooks(text, ours);
  return removed.ok && removed.text !== text && removed.text === freshResidue(ours);
}

export type UninstallPlan =
  | { readonly kind: "nothing" }
  | { readonly kind: "edit"; readonly text: string }
  /** Install created the file: it goes, and the backup too when a re-install made it of our own file. */
  | {
      readonly kind: "remove";
      readonly backup: boolean;
      /** What editing it in place would leave, for a file that must stay (a symlink's target). */
      readonly text: string;
    };

/**
 * What uninstall does to a hooks.json, told by content alone. The file goes when removing our hooks
 * leaves exactly what install's own new file leaves, and nothing says it existed before install: no
 * backup, or a backup that holds only our hooks (install backs up a file it did not create, so a
 * backup holding anything else is the person's own file, which then stays, edited). Otherwise our
 * hooks are removed from it in place. `backup` is what `<file>.bak` holds; one that cannot be read
 * counts as the person's own.
 */
export function planUninstall(
  text: string,
  backup: { readonly text: string } | "missing" | "unreadable",
  ours: OurHooks,
): UninstallPlan | string {
  const backupOurs = typeof backup === "object" && onlyOurs(backup.text, ours);
  // The backup, less any hooks of ours (an older install's), holds the containers that were theirs.
  const stripped = typeof backup === "object" ? removeOurHooks(backup.text, ours) : undefined;
  const before = stripped?.ok === true ? stripped.text : undefined;
  const removed = removeOurHooks(text, ours, before);
  if (!removed.ok) return removed.problem;
  const hadOurs = removed.text !== text || backupOurs;
  if (hadOurs && removed.text === freshResidue(ours) && (backup === "missing" || backupOurs))
    return { kind: "remove", backup: backupOurs, text: removed.text };
  return removed.text === text ? { kind: "nothing" } : { kind: "edit", text: removed.text };
}
