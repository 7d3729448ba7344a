// Dependency rules for src/, checked by `npm run deps` (part of `npm test`): no circular imports, and
// the folders of src/ stand on floors, where a module imports only from its own floor or lower ones.
// Type-only imports count: a type ties a module to the one that declares it as much as a value does.

/** A folder of src/ (all of it), or one top-level file of it. */
const folder = (name) => `^src/${name}/`;
const file = (path) => `^src/${path}$`;

/**
 * Lowest first; same floor may import each other (the cycle rule still holds). A new folder must be
 * put on a floor: a module on none fails `not-on-a-floor`.
 */
const FLOORS = [
  // 0. Leaves: text, files and the project's paths, JSON, the clock, the package's names.
  ["text", "fs", "json"].map(folder).concat(file("names\\.ts")),
  // 1. Readers of one thing each: a payload, a plan, the boulder, codex, the settings.
  ["payload", "plan", "boulder", "codex", "settings"].map(folder),
  // 2. The domain built on them: the directive, the work operations, our registrations in a hooks
  //    file, and the rollout (Codex's format, our stamps in it, what the hook reads from it).
  ["directive", "work", "install", "rollout"].map(folder),
  // 3. The decisions: the Stop hook's and session-start's, with their rules.
  ["decision"].map(folder),
  // 4. The hook's shell: reads the facts, runs the decision, answers Codex.
  ["hook"].map(folder),
  // 5. Reports over everything: explain, doctor and report.
  ["explain", "doctor", "report"].map(folder),
  // 6. The command line: its entry, its commands, and the loader of its bundle.
  ["cli"].map(folder).concat(file("cli\\.ts")),
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
