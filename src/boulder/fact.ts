import { findBoulder } from "../fs/project-root.js";
import type { BoulderDocument } from "./document.js";
import { readBoulder } from "./read.js";

/** The boulder as the hook finds it from a folder: the nearest boulder.json, read and parsed, or why not. */
export type BoulderFact =
  | { readonly kind: "missing"; readonly searched: readonly string[] }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | {
      readonly kind: "found";
      readonly path: string;
      readonly root: string;
      readonly document: BoulderDocument;
    };

export function readBoulderFact(cwd: string): BoulderFact {
  const { found, searched } = findBoulder(cwd);
  if (found === undefined) return { kind: "missing", searched };
  const read = readBoulder(found.path);
  if (read.ok) return { kind: "found", path: found.path, root: found.root, document: read.document };
  return { kind: "unreadable", path: found.path, why: read.why };
}
