/** Where the members of a JSON document's top-level object, and of one of its object members, sit. */

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface ObjectIndex {
  /** Top-level members by key; a repeated key keeps its last value, as JSON.parse does. */
  readonly top: ReadonlyMap<string, Span>;
  /**
   * Members of the top-level member named `nestedOf` that carry a hint, when its (last) value is an
   * object. Keys keep their first position and last value, as with JSON.parse.
   */
  readonly nested?: ReadonlyMap<string, Span>;
  /** How many members that object has in all. */
  readonly nestedCount?: number;
}

export type IndexResult =
  | { readonly kind: "indexed"; readonly index: ObjectIndex }
  | { readonly kind: "not-object" }
  | { readonly kind: "invalid" };

/** Tells whether bytes [start, end) may hold what the caller looks for. */
export type HintTest = (start: number, end: number) => boolean;
