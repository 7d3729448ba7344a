/** A part the decision did not need: it was made before this fact was read. */
export interface NotChecked {
  readonly status: "not checked";
  readonly why: string;
}

export const NOT_CHECKED: NotChecked = {
  status: "not checked",
  why: "the decision was made before this was needed",
};
