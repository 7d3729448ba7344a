/** What every command of the program knows: where the bundled directive and the registered CLI are. */
export interface ProgramContext {
  readonly bundledDirective: string;
  /** Absolute path of dist/cli.js, the file the registered hooks run. */
  readonly cliPath: string;
}

/** The "Examples:" block of a command's help, one command line each. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`;
}
