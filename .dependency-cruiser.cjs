// Dependency rules for src/, checked by `npm run deps` (part of `npm test`): no circular imports, and
// the folders of src/ stand on floors, where a module imports only from its own floor or lower ones.
// Type-only imports count: a type ties a module to the one that declares it as much as a value does.

/** A folder of src/ (all of it) or one file of src/bundles/ (which sits with the bundle it loads). */
const folder = (name) => `^src/${name}/`;
const file = (path) => `^src/${path}$`;

/**
 * Lowest first; same floor may import each other (the cycle rule still holds). A new folder must be
 * put on a floor: a module on none fails `not-on-a-floor`.
 */
const FLOORS = [
  // 0. Leaves: text, files, JSON, time and the package's name; they import nothing of ours.
  ["text", "fs", "json", "clock", "package"].map(folder).concat(file("bundles/sibling\\.ts")),
  // 1. Readers of one thing each: a project's paths, a payload, a plan, the boulder, codex, the settings
  //    (and the chain flags), our hook command line, the plugin's names, the blocker marker; and the
  //    loader of plan discovery's bundle.
  ["project", "payload", "plan", "boulder", "codex", "settings", "command-line", "plugin", "blocker"]
    .map(folder)
    .concat(file("bundles/plan-discovery\\.ts")),
  // 2. The domain built on them: the directive, the chain's stamp and rule, the goal-end rule and its
  //    text, the work operations; and the rollout: Codex's format and what is read from it (pressure,
  //    and the human prompt with the chain's stamps in it).
  ["directive", "chain", "goal", "work", "rollout"].map(folder),
  // 3. The decision: one pure function over facts (with the goal-end step it takes under a Codex goal).
  ["decision"].map(folder),
  // 4. What answers a prompt or reports: prompt answers, status, the session-start hook's own decision
  //    (built on the Stop decision's facts); and the loader of the prompt answer's bundle.
  ["prompt", "status", "session-start"].map(folder).concat(file("bundles/prompt-submit\\.ts")),
  // 5. Writing our hooks into a hooks file.
  ["install"].map(folder),
  // 6. The hook's shell (hands each fact the decision needs to its reader, runs the decision, answers
  //    Codex) and what tells our hooks apart.
  ["hook", "ownership"].map(folder),
  // 7. Reports over everything: explain and doctor.
  ["explain", "doctor"].map(folder),
  // 8. The command line: its entry, its commands, and the loader of its bundle.
  ["cli"].map(folder).concat(file("cli\\.ts"), file("bundles/program\\.ts")),
];

const floorRules = FLOORS.slice(0, -1).map((floor, index) => ({
  name: `floor-${index}-imports-above`,
  comment: `floor ${index} imports from a higher floor (see FLOORS in .dependency-cruiser.cjs)`,
  severity: "error",
  from: { path: floor },
  to: { path: FLOORS.slice(index + 1).flat() },
}));

const onAFloor = FLOORS.flat();

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "a module imports itself through others",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "not-on-a-floor",
      comment: "a module of src/ that FLOORS does not place",
      severity: "error",
      from: { path: "^src/", pathNot: onAFloor },
      to: {},
    },
    {
      name: "not-on-a-floor",
      comment: "an import of a module of src/ that FLOORS does not place",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^src/", pathNot: onAFloor },
    },
    ...floorRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
