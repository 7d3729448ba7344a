import fc from "fast-check";

/** Session ids as they appear in payloads and in boulder.json: prefixed, bare, odd. */
export const sessionId = fc.constantFrom(
  "s1",
  "s2",
  "codex:s1",
  "opencode:s1",
  "codex:s2",
  "S1",
  "s1 ",
  "",
  'ü/\\"',
);

/** Mostly a well-formed value, sometimes junk: enough valid works to exercise matching. */
const usually = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 5 }, { arbitrary: junk as fc.Arbitrary<unknown>, weight: 1 });
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);
const timestamp = usually(
  fc.constantFrom("2026-11-01T00:00:00Z", "2026-11-02T10:00:00+02:00", "2026-11-03", "soon", ""),
);

/** A work as a messy writer might leave it: every field may be missing, null or of the wrong type. */
export const rawWork = fc.record(
  {
    active_plan: usually(fc.constantFrom("plan.md", ".omo/plans/p.md", "plan.md", "", " ")),
    plan_name: usually(fc.constantFrom("plan", "{{SESSION_ID}}", "")),
    session_ids: usually(fc.array(usually(sessionId), { maxLength: 4 })),
    status: usually(fc.constantFrom("active", "paused", "completed", "abandoned", "Active")),
    worktree_path: usually(fc.constantFrom("wt", "/abs/wt", "", "  ")),
    started_at: timestamp,
    updated_at: timestamp,
  },
  { requiredKeys: ["active_plan", "plan_name", "session_ids"] },
);

/** boulder.json documents: with or without a works map, mirrors, ids, and stray keys. */
export const rawBoulder = fc.record(
  {
    schema_version: fc.constantFrom(2, 1, "2"),
    active_work_id: fc.oneof(fc.constantFrom("w0", "w1", "1", "0"), junk),
    works: usually(fc.dictionary(fc.constantFrom("w0", "w1", "w2", "1", "0", "__proto__", "é"), rawWork)),
    active_plan: fc.constantFrom("plan.md", ""),
    plan_name: fc.constantFrom("mirror"),
    session_ids: fc.array(sessionId, { maxLength: 3 }),
    status: fc.constantFrom("active", "completed"),
  },
  { requiredKeys: [] },
);

/** A works map written by hand: keys may repeat (JSON.parse keeps the last value, first position). */
const worksWithRepeats = fc
  .array(fc.tuple(fc.constantFrom("w0", "w1", "1", "0", "w\\u0030"), rawWork), { maxLength: 5 })
  .map((pairs) => {
    const members = pairs.map(([key, work]) => `"${key}": ${JSON.stringify(work)}`);
    return `{"schema_version": 2, "works": {${members.join(", ")}}}`;
  });

/** Text that is almost a boulder: valid JSON, its serialization with a BOM or CRLF, or damaged. */
export const boulderText = fc.oneof(
  worksWithRepeats,
  rawBoulder.map((value) => JSON.stringify(value)),
  rawBoulder.map((value) => `\ufeff${JSON.stringify(value, null, 2)}`),
  rawBoulder.map((value) => JSON.stringify(value, null, "\t").replaceAll("\n", "\r\n")),
  fc.tuple(rawBoulder, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value);
    return text.slice(0, cut % (text.length + 1));
  }),
  fc.constantFrom("", "null", "[]", "42", '"works"', "{", "\ufeff{}"),
);

const planLine = fc.constantFrom(
  "## TODOs",
  "## todos ##",
  "## Final Verification Wave",
  "##   FINAL verification WAVE  #",
  "### Acceptance Criteria",
  "#### Evidence",
  "# Title",
  "## Notes",
  "##NoSpace",
  "   ## TODOs",
  "    ## TODOs",
  "- [ ] 1. Task",
  "- [x] 2. Done",
  "* [X] F1. QA",
  "- [ ] F2. wave",
  "- [ ] plain task",
  "- [ ]",
  "- [x]\ttabbed",
  "- [ ] ü 3. unicode",
  "- [ ]  12. spaced",
  "- [ ] 7.",
  "- [x] 7.five",
  "- []",
  "- [-] other",
  "+ [ ] plus",
  "  - [ ] sub-step",
  "\t- [x] tabbed sub-step",
  "```",
  "```md",
  "~~~",
  "````",
  "~~~~~",
  "``` a`b",
  "   ```",
  "    ```",
  "``` not a close",
  "",
  "some text",
  "1. [ ] numbered list",
);

/** Plan documents: tracked sections, sub-headings, fences, indentation, CRLF, a BOM. */
export const planText = fc
  .tuple(fc.array(planLine, { maxLength: 40 }), fc.constantFrom("\n", "\r\n"), fc.boolean(), fc.boolean())
  .map(([lines, eol, bom, finalEol]) => `${bom ? "\ufeff" : ""}${lines.join(eol)}${finalEol ? eol : ""}`);

/** A boulder that holds a continuable work for `codex:s1` on plan.md, among generated others. */
export const activeBoulderText = fc
  .tuple(
    fc.dictionary(fc.constantFrom("w0", "w1", "w2"), rawWork, { maxKeys: 3 }),
    fc.constantFrom("active", "paused"),
    fc.constantFrom("plan.md", ".omo/plans/p.md"),
    fc.oneof(fc.constant(null), fc.constant("wt"), fc.constant(42)),
  )
  .map(([others, status, plan, worktree]) =>
    JSON.stringify({
      schema_version: 2,
      works: {
        ...others,
        mine: {
          active_plan: plan,
          plan_name: "mine {{SESSION_ID}}",
          session_ids: ["codex:s1"],
          status,
          worktree_path: worktree,
          updated_at: "2030-01-01T00:00:00Z",
        },
      },
    }),
  );
