/** What every command of the program knows: the bundled directive, and the dist/cli.js the hooks run. */
export interface ProgramContext {
  readonly bundledDirective: string;
  readonly cliPath: string;
}

/** The "Examples:" block of a command's help, one command line each. */
export const examples = (...lines: string[]): string =>
  `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`;
