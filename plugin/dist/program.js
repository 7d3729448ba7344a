const __ulwModuleUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
)), __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports2) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code3, message) {
        super(message), Error.captureStackTrace(this, this.constructor), this.name = this.constructor.name, this.code = code3, this.exitCode = exitCode, this.nestedError = void 0;
      }
    }, InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message), Error.captureStackTrace(this, this.constructor), this.name = this.constructor.name;
      }
    };
    exports2.CommanderError = CommanderError2;
    exports2.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports2) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error(), Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        switch (this.description = description || "", this.variadic = !1, this.parseArg = void 0, this.defaultValue = void 0, this.defaultValueDescription = void 0, this.argChoices = void 0, name[0]) {
          case "<":
            this.required = !0, this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = !1, this._name = name.slice(1, -1);
            break;
          default:
            this.required = !0, this._name = name;
            break;
        }
        this._name.endsWith("...") && (this.variadic = !0, this._name = this._name.slice(0, -3));
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        return previous === this.defaultValue || !Array.isArray(previous) ? [value] : (previous.push(value), previous);
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        return this.defaultValue = value, this.defaultValueDescription = description, this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        return this.parseArg = fn, this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        return this.argChoices = values.slice(), this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg))
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          return this.variadic ? this._collectValue(arg, previous) : arg;
        }, this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        return this.required = !0, this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        return this.required = !1, this;
      }
    };
    function humanReadableArgName(arg) {
      let nameOutput = arg.name() + (arg.variadic === !0 ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports2.Argument = Argument2;
    exports2.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports2) {
    var { humanReadableArgName } = require_argument(), Help2 = class {
      constructor() {
        this.helpWidth = void 0, this.minWidthToWrap = 40, this.sortSubcommands = !1, this.sortOptions = !1, this.showGlobalOptions = !1;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        let visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden), helpCommand = cmd._getHelpCommand();
        return helpCommand && !helpCommand._hidden && visibleCommands.push(helpCommand), this.sortSubcommands && visibleCommands.sort((a, b) => a.name().localeCompare(b.name())), visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        let getSortKey = (option) => option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        let visibleOptions = cmd.options.filter((option) => !option.hidden), helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          let removeShort = helpOption.short && cmd._findOption(helpOption.short), removeLong = helpOption.long && cmd._findOption(helpOption.long);
          !removeShort && !removeLong ? visibleOptions.push(helpOption) : helpOption.long && !removeLong ? visibleOptions.push(
            cmd.createOption(helpOption.long, helpOption.description)
          ) : helpOption.short && !removeShort && visibleOptions.push(
            cmd.createOption(helpOption.short, helpOption.description)
          );
        }
        return this.sortOptions && visibleOptions.sort(this.compareOptions), visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        let globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          let visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        return this.sortOptions && globalOptions.sort(this.compareOptions), globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        return cmd._argsDescription && cmd.registeredArguments.forEach((argument) => {
          argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
        }), cmd.registeredArguments.find((argument) => argument.description) ? cmd.registeredArguments : [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        let args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => Math.max(
          max,
          this.displayWidth(
            helper.styleSubcommandTerm(helper.subcommandTerm(command))
          )
        ), 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => Math.max(
          max,
          this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
        ), 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => Math.max(
          max,
          this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
        ), 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => Math.max(
          max,
          this.displayWidth(
            helper.styleArgumentTerm(helper.argumentTerm(argument))
          )
        ), 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        cmd._aliases[0] && (cmdName = cmdName + "|" + cmd._aliases[0]);
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent)
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        let extraInfo = [];
        if (option.argChoices && extraInfo.push(
          // use stringify to match the display of the default value
          `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
        ), option.defaultValue !== void 0 && (option.required || option.optional || option.isBoolean() && typeof option.defaultValue == "boolean") && extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
        ), option.presetArg !== void 0 && option.optional && extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`), option.envVar !== void 0 && extraInfo.push(`env: ${option.envVar}`), extraInfo.length > 0) {
          let extraDescription = `(${extraInfo.join(", ")})`;
          return option.description ? `${option.description} ${extraDescription}` : extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        let extraInfo = [];
        if (argument.argChoices && extraInfo.push(
          // use stringify to match the display of the default value
          `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
        ), argument.defaultValue !== void 0 && extraInfo.push(
          `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
        ), extraInfo.length > 0) {
          let extraDescription = `(${extraInfo.join(", ")})`;
          return argument.description ? `${argument.description} ${extraDescription}` : extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        return items.length === 0 ? [] : [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        let result = /* @__PURE__ */ new Map();
        return unsortedItems.forEach((item) => {
          let group = getGroup(item);
          result.has(group) || result.set(group, []);
        }), visibleItems.forEach((item) => {
          let group = getGroup(item);
          result.has(group) || result.set(group, []), result.get(group).push(item);
        }), result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        let termWidth = helper.padWidth(cmd, helper), helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ], commandDescription = helper.commandDescription(cmd);
        commandDescription.length > 0 && (output = output.concat([
          helper.boxWrap(
            helper.styleCommandDescription(commandDescription),
            helpWidth
          ),
          ""
        ]));
        let argumentList = helper.visibleArguments(cmd).map((argument) => callFormatItem(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
          helper.styleArgumentDescription(helper.argumentDescription(argument))
        ));
        if (output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        ), this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        ).forEach((options, group) => {
          let optionList = options.map((option) => callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option))
          ));
          output = output.concat(this.formatItemList(group, optionList, helper));
        }), helper.showGlobalOptions) {
          let globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option))
          ));
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        return this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        ).forEach((commands, group) => {
          let commandList = commands.map((sub) => callFormatItem(
            helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
            helper.styleSubcommandDescription(helper.subcommandDescription(sub))
          ));
          output = output.concat(this.formatItemList(group, commandList, helper));
        }), output.join(`
`);
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => word === "[options]" ? this.styleOptionText(word) : word === "[command]" ? this.styleSubcommandText(word) : word[0] === "[" || word[0] === "<" ? this.styleArgumentText(word) : this.styleCommandText(word)).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => word === "[options]" ? this.styleOptionText(word) : word[0] === "[" || word[0] === "<" ? this.styleArgumentText(word) : this.styleSubcommandText(word)).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        let itemIndentStr = " ".repeat(2);
        if (!description) return itemIndentStr + term;
        let paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        ), spacerWidth = 2, remainingWidth = (this.helpWidth ?? 80) - termWidth - spacerWidth - 2, formattedDescription;
        return remainingWidth < this.minWidthToWrap || helper.preformatted(description) ? formattedDescription = description : formattedDescription = helper.boxWrap(description, remainingWidth).replace(
          /\n/g,
          `
` + " ".repeat(termWidth + spacerWidth)
        ), itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        let rawLines = str.split(/\r\n|\n/), chunkPattern = /[\s]*[^\s]+/g, wrappedLines = [];
        return rawLines.forEach((line) => {
          let chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()], sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            let visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk), sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            let nextChunk = chunk.trimStart();
            sumChunks = [nextChunk], sumWidth = this.displayWidth(nextChunk);
          }), wrappedLines.push(sumChunks.join(""));
        }), wrappedLines.join(`
`);
      }
    };
    function stripColor(str) {
      let sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports2.Help = Help2;
    exports2.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports2) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error(), Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags, this.description = description || "", this.required = flags.includes("<"), this.optional = flags.includes("["), this.variadic = /\w\.\.\.[>\]]$/.test(flags), this.mandatory = !1;
        let optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag, this.long = optionFlags.longFlag, this.negate = !1, this.long && (this.negate = this.long.startsWith("--no-")), this.defaultValue = void 0, this.defaultValueDescription = void 0, this.presetArg = void 0, this.envVar = void 0, this.parseArg = void 0, this.hidden = !1, this.argChoices = void 0, this.conflictsWith = [], this.implied = void 0, this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        return this.defaultValue = value, this.defaultValueDescription = description, this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        return this.presetArg = arg, this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        return this.conflictsWith = this.conflictsWith.concat(names), this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        return typeof impliedOptionValues == "string" && (newImplied = { [impliedOptionValues]: !0 }), this.implied = Object.assign(this.implied || {}, newImplied), this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        return this.envVar = name, this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        return this.parseArg = fn, this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = !0) {
        return this.mandatory = !!mandatory, this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = !0) {
        return this.hidden = !!hide, this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        return previous === this.defaultValue || !Array.isArray(previous) ? [value] : (previous.push(value), previous);
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        return this.argChoices = values.slice(), this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg))
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          return this.variadic ? this._collectValue(arg, previous) : arg;
        }, this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        return this.long ? this.long.replace(/^--/, "") : this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        return this.negate ? camelcase(this.name().replace(/^no-/, "")) : camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        return this.helpGroupHeading = heading, this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    }, DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map(), this.negativeOptions = /* @__PURE__ */ new Map(), this.dualOptions = /* @__PURE__ */ new Set(), options.forEach((option) => {
          option.negate ? this.negativeOptions.set(option.attributeName(), option) : this.positiveOptions.set(option.attributeName(), option);
        }), this.negativeOptions.forEach((value, key) => {
          this.positiveOptions.has(key) && this.dualOptions.add(key);
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        let optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return !0;
        let preset = this.negativeOptions.get(optionKey).presetArg, negativeValue = preset !== void 0 ? preset : !1;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => str2 + word[0].toUpperCase() + word.slice(1));
    }
    function splitOptionFlags(flags) {
      let shortFlag, longFlag, shortFlagExp = /^-[^-]$/, longFlagExp = /^--[^-]/, flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0]) && (shortFlag = flagParts.shift()), longFlagExp.test(flagParts[0]) && (longFlag = flagParts.shift()), !shortFlag && shortFlagExp.test(flagParts[0]) && (shortFlag = flagParts.shift()), !shortFlag && longFlagExp.test(flagParts[0]) && (shortFlag = longFlag, longFlag = flagParts.shift()), flagParts[0].startsWith("-")) {
        let unsupportedFlag = flagParts[0], baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        throw /^-[^-][^-]/.test(unsupportedFlag) ? new Error(
          `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
        ) : shortFlagExp.test(unsupportedFlag) ? new Error(`${baseError}
- too many short flags`) : longFlagExp.test(unsupportedFlag) ? new Error(`${baseError}
- too many long flags`) : new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports2.Option = Option2;
    exports2.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports2) {
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > 3)
        return Math.max(a.length, b.length);
      let d = [];
      for (let i = 0; i <= a.length; i++)
        d[i] = [i];
      for (let j = 0; j <= b.length; j++)
        d[0][j] = j;
      for (let j = 1; j <= b.length; j++)
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          a[i - 1] === b[j - 1] ? cost = 0 : cost = 1, d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          ), i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && (d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1));
        }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      let searchingOptions = word.startsWith("--");
      searchingOptions && (word = word.slice(2), candidates = candidates.map((candidate) => candidate.slice(2)));
      let similar = [], bestDistance = 3, minSimilarity = 0.4;
      return candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        let distance = editDistance(word, candidate), length = Math.max(word.length, candidate.length);
        (length - distance) / length > minSimilarity && (distance < bestDistance ? (bestDistance = distance, similar = [candidate]) : distance === bestDistance && similar.push(candidate));
      }), similar.sort((a, b) => a.localeCompare(b)), searchingOptions && (similar = similar.map((candidate) => `--${candidate}`)), similar.length > 1 ? `
(Did you mean one of ${similar.join(", ")}?)` : similar.length === 1 ? `
(Did you mean ${similar[0]}?)` : "";
    }
    exports2.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports2) {
    var EventEmitter = require("node:events").EventEmitter, childProcess = require("node:child_process"), path = require("node:path"), fs = require("node:fs"), process2 = require("node:process"), { Argument: Argument2, humanReadableArgName } = require_argument(), { CommanderError: CommanderError2 } = require_error(), { Help: Help2, stripColor } = require_help(), { Option: Option2, DualOptions } = require_option(), { suggestSimilar } = require_suggestSimilar(), Command2 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super(), this.commands = [], this.options = [], this.parent = null, this._allowUnknownOption = !1, this._allowExcessArguments = !1, this.registeredArguments = [], this._args = this.registeredArguments, this.args = [], this.rawArgs = [], this.processedArgs = [], this._scriptPath = null, this._name = name || "", this._optionValues = {}, this._optionValueSources = {}, this._storeOptionsAsProperties = !1, this._actionHandler = null, this._executableHandler = !1, this._executableFile = null, this._executableDir = null, this._defaultCommandName = null, this._exitCallback = null, this._aliases = [], this._combineFlagAndOptionalValue = !0, this._description = "", this._summary = "", this._argsDescription = void 0, this._enablePositionalOptions = !1, this._passThroughOptions = !1, this._lifeCycleHooks = {}, this._showHelpAfterError = !1, this._showSuggestionAfterError = !0, this._savedState = null, this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        }, this._hidden = !1, this._helpOption = void 0, this._addImplicitHelpCommand = void 0, this._helpCommand = void 0, this._helpConfiguration = {}, this._helpGroupHeading = void 0, this._defaultCommandGroup = void 0, this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        return this._outputConfiguration = sourceCommand._outputConfiguration, this._helpOption = sourceCommand._helpOption, this._helpCommand = sourceCommand._helpCommand, this._helpConfiguration = sourceCommand._helpConfiguration, this._exitCallback = sourceCommand._exitCallback, this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties, this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue, this._allowExcessArguments = sourceCommand._allowExcessArguments, this._enablePositionalOptions = sourceCommand._enablePositionalOptions, this._showHelpAfterError = sourceCommand._showHelpAfterError, this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError, this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        let result = [];
        for (let command = this; command; command = command.parent)
          result.push(command);
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc, opts = execOpts;
        typeof desc == "object" && desc !== null && (opts = desc, desc = null), opts = opts || {};
        let [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/), cmd = this.createCommand(name);
        return desc && (cmd.description(desc), cmd._executableHandler = !0), opts.isDefault && (this._defaultCommandName = cmd._name), cmd._hidden = !!(opts.noHelp || opts.hidden), cmd._executableFile = opts.executableFile || null, args && cmd.arguments(args), this._registerCommand(cmd), cmd.parent = this, cmd.copyInheritedSettings(this), desc ? this : cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        return configuration === void 0 ? this._helpConfiguration : (this._helpConfiguration = configuration, this);
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        return configuration === void 0 ? this._outputConfiguration : (this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        }, this);
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = !0) {
        return typeof displayHelp != "string" && (displayHelp = !!displayHelp), this._showHelpAfterError = displayHelp, this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = !0) {
        return this._showSuggestionAfterError = !!displaySuggestion, this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name)
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        return opts = opts || {}, opts.isDefault && (this._defaultCommandName = cmd._name), (opts.noHelp || opts.hidden) && (cmd._hidden = !0), this._registerCommand(cmd), cmd.parent = this, cmd._checkForBrokenPassThrough(), this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        let argument = this.createArgument(name, description);
        return typeof parseArg == "function" ? argument.default(defaultValue).argParser(parseArg) : argument.default(parseArg), this.addArgument(argument), this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        return names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        }), this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        let previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic)
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0)
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        return this.registeredArguments.push(argument), this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs == "boolean")
          return this._addImplicitHelpCommand = enableOrNameAndArgs, enableOrNameAndArgs && this._defaultCommandGroup && this._initCommandGroup(this._getHelpCommand()), this;
        let nameAndArgs = enableOrNameAndArgs ?? "help [command]", [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/), helpDescription = description ?? "display help for command", helpCommand = this.createCommand(helpName);
        return helpCommand.helpOption(!1), helpArgs && helpCommand.arguments(helpArgs), helpDescription && helpCommand.description(helpDescription), this._addImplicitHelpCommand = !0, this._helpCommand = helpCommand, (enableOrNameAndArgs || description) && this._initCommandGroup(helpCommand), this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        return typeof helpCommand != "object" ? (this.helpCommand(helpCommand, deprecatedDescription), this) : (this._addImplicitHelpCommand = !0, this._helpCommand = helpCommand, this._initCommandGroup(helpCommand), this);
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        return this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help")) ? (this._helpCommand === void 0 && this.helpCommand(void 0, void 0), this._helpCommand) : null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        let allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event))
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        return this._lifeCycleHooks[event] ? this._lifeCycleHooks[event].push(listener) : this._lifeCycleHooks[event] = [listener], this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        return fn ? this._exitCallback = fn : this._exitCallback = (err) => {
          if (err.code !== "commander.executeSubCommandAsync")
            throw err;
        }, this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code3, message) {
        this._exitCallback && this._exitCallback(new CommanderError2(exitCode, code3, message)), process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        let listener = (args) => {
          let expectedArgsCount = this.registeredArguments.length, actionArgs = args.slice(0, expectedArgsCount);
          return this._storeOptionsAsProperties ? actionArgs[expectedArgsCount] = this : actionArgs[expectedArgsCount] = this.opts(), actionArgs.push(this), fn.apply(this, actionArgs);
        };
        return this._actionHandler = listener, this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            let message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        let matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          let matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option), this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        let knownBy = (cmd) => [cmd.name()].concat(cmd.aliases()), alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          let existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|"), newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command), this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        let oname = option.name(), name = option.attributeName();
        if (option.negate) {
          let positiveLongFlag = option.long.replace(/^--no-/, "--");
          this._findOption(positiveLongFlag) || this.setOptionValueWithSource(
            name,
            option.defaultValue === void 0 ? !0 : option.defaultValue,
            "default"
          );
        } else option.defaultValue !== void 0 && this.setOptionValueWithSource(name, option.defaultValue, "default");
        let handleOptionValue = (val, invalidValueMessage, valueSource) => {
          val == null && option.presetArg !== void 0 && (val = option.presetArg);
          let oldValue = this.getOptionValue(name);
          val !== null && option.parseArg ? val = this._callParseArg(option, val, oldValue, invalidValueMessage) : val !== null && option.variadic && (val = option._collectValue(val, oldValue)), val == null && (option.negate ? val = !1 : option.isBoolean() || option.optional ? val = !0 : val = ""), this.setOptionValueWithSource(name, val, valueSource);
        };
        return this.on("option:" + oname, (val) => {
          let invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        }), option.envVar && this.on("optionEnv:" + oname, (val) => {
          let invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "env");
        }), this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags == "object" && flags instanceof Option2)
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        let option = this.createOption(flags, description);
        if (option.makeOptionMandatory(!!config.mandatory), typeof fn == "function")
          option.default(defaultValue).argParser(fn);
        else if (fn instanceof RegExp) {
          let regex = fn;
          fn = (val, def) => {
            let m = regex.exec(val);
            return m ? m[0] : def;
          }, option.default(defaultValue).argParser(fn);
        } else
          option.default(fn);
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: !0 },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = !0) {
        return this._combineFlagAndOptionalValue = !!combine, this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = !0) {
        return this._allowUnknownOption = !!allowUnknown, this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = !0) {
        return this._allowExcessArguments = !!allowExcess, this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = !0) {
        return this._enablePositionalOptions = !!positional, this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = !0) {
        return this._passThroughOptions = !!passThrough, this._checkForBrokenPassThrough(), this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions)
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = !0) {
        if (this.options.length)
          throw new Error("call .storeOptionsAsProperties() before adding options");
        if (Object.keys(this._optionValues).length)
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        return this._storeOptionsAsProperties = !!storeAsProperties, this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        return this._storeOptionsAsProperties ? this[key] : this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        return this._storeOptionsAsProperties ? this[key] = value : this._optionValues[key] = value, this._optionValueSources[key] = source, this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        return this._getCommandAndAncestors().forEach((cmd) => {
          cmd.getOptionValueSource(key) !== void 0 && (source = cmd.getOptionValueSource(key));
        }), source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv))
          throw new Error("first parameter to parse must be array or undefined");
        if (parseOptions = parseOptions || {}, argv === void 0 && parseOptions.from === void 0) {
          process2.versions?.electron && (parseOptions.from = "electron");
          let execArgv = process2.execArgv ?? [];
          (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) && (parseOptions.from = "eval");
        }
        argv === void 0 && (argv = process2.argv), this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1], userArgs = argv.slice(2);
            break;
          case "electron":
            process2.defaultApp ? (this._scriptPath = argv[1], userArgs = argv.slice(2)) : userArgs = argv.slice(1);
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        return !this._name && this._scriptPath && this.nameFromFilename(this._scriptPath), this._name = this._name || "program", userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        let userArgs = this._prepareUserArgs(argv, parseOptions);
        return this._parseCommand([], userArgs), this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        let userArgs = this._prepareUserArgs(argv, parseOptions);
        return await this._parseCommand([], userArgs), this;
      }
      _prepareForParse() {
        this._savedState === null ? this.saveStateBeforeParse() : this.restoreStateBeforeParse();
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name, this._scriptPath = null, this.rawArgs = [], this._optionValues = { ...this._savedState._optionValues }, this._optionValueSources = { ...this._savedState._optionValueSources }, this.args = [], this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        let executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory", executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = !1, sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          let localBin = path.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path.extname(baseName))) return;
          let foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
        }
        this._checkForMissingMandatoryOptions(), this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`, executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path.resolve(
            path.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            let legacyName = path.basename(
              this._scriptPath,
              path.extname(this._scriptPath)
            );
            legacyName !== this._name && (localFile = findFile(
              executableDir,
              `${legacyName}-${subcommand._name}`
            ));
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path.extname(executableFile));
        let proc;
        process2.platform !== "win32" ? launchWithNode ? (args.unshift(executableFile), args = incrementNodeInspectorPort(process2.execArgv).concat(args), proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" })) : proc = childProcess.spawn(executableFile, args, { stdio: "inherit" }) : (this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name
        ), args.unshift(executableFile), args = incrementNodeInspectorPort(process2.execArgv).concat(args), proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" })), proc.killed || ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"].forEach((signal) => {
          process2.on(signal, () => {
            proc.killed === !1 && proc.exitCode === null && proc.kill(signal);
          });
        });
        let exitCallback = this._exitCallback;
        proc.on("close", (code3) => {
          code3 = code3 ?? 1, exitCallback ? exitCallback(
            new CommanderError2(
              code3,
              "commander.executeSubCommandAsync",
              "(close)"
            )
          ) : process2.exit(code3);
        }), proc.on("error", (err) => {
          if (err.code === "ENOENT")
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          else if (err.code === "EACCES")
            throw new Error(`'${executableFile}' not executable`);
          if (!exitCallback)
            process2.exit(1);
          else {
            let wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err, exitCallback(wrappedError);
          }
        }), this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        let subCommand = this._findCommand(commandName);
        subCommand || this.help({ error: !0 }), subCommand._prepareForParse();
        let promiseChain;
        return promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        ), promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler)
            this._executeSubCommand(subCommand, operands.concat(unknown));
          else
            return subCommand._parseCommand(operands, unknown);
        }), promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        subcommandName || this.help();
        let subCommand = this._findCommand(subcommandName);
        return subCommand && !subCommand._executableHandler && subCommand.help(), this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          arg.required && this.args[i] == null && this.missingArgument(arg.name());
        }), !(this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) && this.args.length > this.registeredArguments.length && this._excessArguments(this.args);
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        let myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            let invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        let processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          declaredArg.variadic ? index < this.args.length ? (value = this.args.slice(index), declaredArg.parseArg && (value = value.reduce((processed, v) => myParseArg(declaredArg, v, processed), declaredArg.defaultValue))) : value === void 0 && (value = []) : index < this.args.length && (value = this.args[index], declaredArg.parseArg && (value = myParseArg(declaredArg, value, declaredArg.defaultValue))), processedArgs[index] = value;
        }), this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        return promise?.then && typeof promise.then == "function" ? promise.then(() => fn()) : fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise, hooks = [];
        return this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        }), event === "postAction" && hooks.reverse(), hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => hookDetail.callback(hookDetail.hookedCommand, this));
        }), result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        return this._lifeCycleHooks[event] !== void 0 && this._lifeCycleHooks[event].forEach((hook) => {
          result = this._chainOrCall(result, () => hook(this, subCommand));
        }), result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        let parsed = this.parseOptions(unknown);
        if (this._parseOptionsEnv(), this._parseOptionsImplied(), operands = operands.concat(parsed.operands), unknown = parsed.unknown, this.args = operands.concat(unknown), operands && this._findCommand(operands[0]))
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name())
          return this._dispatchHelpCommand(operands[1]);
        if (this._defaultCommandName)
          return this._outputHelpIfRequested(unknown), this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName && this.help({ error: !0 }), this._outputHelpIfRequested(parsed.unknown), this._checkForMissingMandatoryOptions(), this._checkForConflictingOptions();
        let checkForUnknownOptions = () => {
          parsed.unknown.length > 0 && this.unknownOption(parsed.unknown[0]);
        }, commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions(), this._processArguments();
          let promiseChain;
          return promiseChain = this._chainOrCallHooks(promiseChain, "preAction"), promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          ), this.parent && (promiseChain = this._chainOrCall(promiseChain, () => {
            this.parent.emit(commandEvent, operands, unknown);
          })), promiseChain = this._chainOrCallHooks(promiseChain, "postAction"), promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent))
          checkForUnknownOptions(), this._processArguments(), this.parent.emit(commandEvent, operands, unknown);
        else if (operands.length) {
          if (this._findCommand("*"))
            return this._dispatchSubcommand("*", operands, unknown);
          this.listenerCount("command:*") ? this.emit("command:*", operands, unknown) : this.commands.length ? this.unknownCommand() : (checkForUnknownOptions(), this._processArguments());
        } else this.commands.length ? (checkForUnknownOptions(), this.help({ error: !0 })) : (checkForUnknownOptions(), this._processArguments());
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (name)
          return this.commands.find(
            (cmd) => cmd._name === name || cmd._aliases.includes(name)
          );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0 && cmd.missingMandatoryOptionValue(anOption);
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        let definedNonDefaultOptions = this.options.filter((option) => {
          let optionKey = option.attributeName();
          return this.getOptionValue(optionKey) === void 0 ? !1 : this.getOptionValueSource(optionKey) !== "default";
        });
        definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        ).forEach((option) => {
          let conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          conflictingAndDefined && this._conflictingOption(option, conflictingAndDefined);
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        let operands = [], unknown = [], dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        let negativeNumberArg = (arg) => /^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg) ? !this._getCommandAndAncestors().some(
          (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
        ) : !1, activeVariadicOption = null, activeGroup = null, i = 0;
        for (; i < args.length || activeGroup; ) {
          let arg = activeGroup ?? args[i++];
          if (activeGroup = null, arg === "--") {
            dest === unknown && dest.push(arg), dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          if (activeVariadicOption = null, maybeOption(arg)) {
            let option = this._findOption(arg);
            if (option) {
              if (option.required) {
                let value = args[i++];
                value === void 0 && this.optionMissingArgument(option), this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i])) && (value = args[i++]), this.emit(`option:${option.name()}`, value);
              } else
                this.emit(`option:${option.name()}`);
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            let option = this._findOption(`-${arg[1]}`);
            if (option) {
              option.required || option.optional && this._combineFlagAndOptionalValue ? this.emit(`option:${option.name()}`, arg.slice(2)) : (this.emit(`option:${option.name()}`), activeGroup = `-${arg.slice(2)}`);
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            let index = arg.indexOf("="), option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg)) && (dest = unknown), (this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg), unknown.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          let result = {}, len = this.options.length;
          for (let i = 0; i < len; i++) {
            let key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        ), typeof this._showHelpAfterError == "string" ? this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`) : this._showHelpAfterError && (this._outputConfiguration.writeErr(`
`), this.outputHelp({ error: !0 }));
        let config = errorOptions || {}, exitCode = config.exitCode || 1, code3 = config.code || "commander.error";
        this._exit(exitCode, code3, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            let optionKey = option.attributeName();
            (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) && (option.required || option.optional ? this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]) : this.emit(`optionEnv:${option.name()}`));
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        let dualHelper = new DualOptions(this.options), hasCustomOptionValue = (optionKey) => this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        let message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        let message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        let message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        let findBestOptionFromValue = (option2) => {
          let optionKey = option2.attributeName(), optionValue = this.getOptionValue(optionKey), negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          ), positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          return negativeOption && (negativeOption.presetArg === void 0 && optionValue === !1 || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg) ? negativeOption : positiveOption || option2;
        }, getErrorMessage = (option2) => {
          let bestOption = findBestOptionFromValue(option2), optionKey = bestOption.attributeName();
          return this.getOptionValueSource(optionKey) === "env" ? `environment variable '${bestOption.envVar}'` : `option '${bestOption.flags}'`;
        }, message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [], command = this;
          do {
            let moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags), command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        let message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        let expected = this.registeredArguments.length, s = expected === 1 ? "" : "s", message = `error: too many arguments${this.parent ? ` for '${this.name()}'` : ""}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        let unknownName = this.args[0], suggestion = "";
        if (this._showSuggestionAfterError) {
          let candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name()), command.alias() && candidateNames.push(command.alias());
          }), suggestion = suggestSimilar(unknownName, candidateNames);
        }
        let message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str, flags = flags || "-V, --version", description = description || "output the version number";
        let versionOption = this.createOption(flags, description);
        return this._versionOptionName = versionOption.attributeName(), this._registerOption(versionOption), this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`), this._exit(0, "commander.version", str);
        }), this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        return str === void 0 && argsDescription === void 0 ? this._description : (this._description = str, argsDescription && (this._argsDescription = argsDescription), this);
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        return str === void 0 ? this._summary : (this._summary = str, this);
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler && (command = this.commands[this.commands.length - 1]), alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        let matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          let existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        return command._aliases.push(alias), this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        return aliases === void 0 ? this._aliases : (aliases.forEach((alias) => this.alias(alias)), this);
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          let args = this.registeredArguments.map((arg) => humanReadableArgName(arg));
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        return this._usage = str, this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        return str === void 0 ? this._name : (this._name = str, this);
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        return heading === void 0 ? this._helpGroupHeading ?? "" : (this._helpGroupHeading = heading, this);
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        return heading === void 0 ? this._defaultCommandGroup ?? "" : (this._defaultCommandGroup = heading, this);
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        return heading === void 0 ? this._defaultOptionGroup ?? "" : (this._defaultOptionGroup = heading, this);
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        this._defaultOptionGroup && !option.helpGroupHeading && option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        this._defaultCommandGroup && !cmd.helpGroup() && cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        return this._name = path.basename(filename, path.extname(filename)), this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path2) {
        return path2 === void 0 ? this._executableDir : (this._executableDir = path2, this);
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        let helper = this.createHelp(), context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        let text5 = helper.formatHelp(this, helper);
        return context.hasColors ? text5 : this._outputConfiguration.stripColor(text5);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        let error = !!contextOptions.error, baseWrite, hasColors, helpWidth;
        return error ? (baseWrite = (str) => this._outputConfiguration.writeErr(str), hasColors = this._outputConfiguration.getErrHasColors(), helpWidth = this._outputConfiguration.getErrHelpWidth()) : (baseWrite = (str) => this._outputConfiguration.writeOut(str), hasColors = this._outputConfiguration.getOutHasColors(), helpWidth = this._outputConfiguration.getOutHelpWidth()), { error, write: (str) => (hasColors || (str = this._outputConfiguration.stripColor(str)), baseWrite(str)), hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        typeof contextOptions == "function" && (deprecatedCallback = contextOptions, contextOptions = void 0);
        let outputContext = this._getOutputContext(contextOptions), eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext)), this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback && (helpInformation = deprecatedCallback(helpInformation), typeof helpInformation != "string" && !Buffer.isBuffer(helpInformation)))
          throw new Error("outputHelp callback must return a string or a Buffer");
        outputContext.write(helpInformation), this._getHelpOption()?.long && this.emit(this._getHelpOption().long), this.emit("afterHelp", eventContext), this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        return typeof flags == "boolean" ? (flags ? (this._helpOption === null && (this._helpOption = void 0), this._defaultOptionGroup && this._initOptionGroup(this._getHelpOption())) : this._helpOption = null, this) : (this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        ), (flags || description) && this._initOptionGroup(this._helpOption), this);
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        return this._helpOption === void 0 && this.helpOption(void 0, void 0), this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        return this._helpOption = option, this._initOptionGroup(option), this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        exitCode === 0 && contextOptions && typeof contextOptions != "function" && contextOptions.error && (exitCode = 1), this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text5) {
        let allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position))
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        let helpEvent = `${position}Help`;
        return this.on(helpEvent, (context) => {
          let helpStr;
          typeof text5 == "function" ? helpStr = text5({ error: context.error, command: context.command }) : helpStr = text5, helpStr && context.write(`${helpStr}
`);
        }), this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        let helpOption = this._getHelpOption();
        helpOption && args.find((arg) => helpOption.is(arg)) && (this.outputHelp(), this._exit(0, "commander.helpDisplayed", "(outputHelp)"));
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect"))
          return arg;
        let debugOption, debugHost = "127.0.0.1", debugPort = "9229", match;
        return (match = arg.match(/^(--inspect(-brk)?)$/)) !== null ? debugOption = match[1] : (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null ? (debugOption = match[1], /^\d+$/.test(match[3]) ? debugPort = match[3] : debugHost = match[3]) : (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null && (debugOption = match[1], debugHost = match[3], debugPort = match[4]), debugOption && debugPort !== "0" ? `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}` : arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return !1;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return !0;
    }
    exports2.Command = Command2;
    exports2.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports2) {
    var { Argument: Argument2 } = require_argument(), { Command: Command2 } = require_command(), { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error(), { Help: Help2 } = require_help(), { Option: Option2 } = require_option();
    exports2.program = new Command2();
    exports2.createCommand = (name) => new Command2(name);
    exports2.createOption = (flags, description) => new Option2(flags, description);
    exports2.createArgument = (name, description) => new Argument2(name, description);
    exports2.Command = Command2;
    exports2.Option = Option2;
    exports2.Argument = Argument2;
    exports2.Help = Help2;
    exports2.CommanderError = CommanderError2;
    exports2.InvalidArgumentError = InvalidArgumentError2;
    exports2.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// src/cli/program.ts
var program_exports = {};
__export(program_exports, {
  buildProgram: () => buildProgram,
  runProgram: () => runProgram
});
module.exports = __toCommonJS(program_exports);
var import_node_path29 = require("node:path");

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1), {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/codex/app-server.ts
var import_node_child_process = require("node:child_process"), import_node_path2 = require("node:path"), import_node_readline = require("node:readline");

// src/fs/on-path.ts
var import_node_fs = require("node:fs"), import_node_path = require("node:path");
function executableOnPath(name, env = process.env) {
  let endings = process.platform === "win32" ? (env.PATHEXT ?? ".COM;.EXE;.BAT;.CMD").split(";") : [""];
  for (let dir of (env.PATH ?? "").split(import_node_path.delimiter))
    if (dir !== "")
      for (let ending of endings) {
        let candidate = (0, import_node_path.join)(dir, `${name}${ending}`);
        try {
          if (!(0, import_node_fs.statSync)(candidate).isFile()) continue;
          return (0, import_node_fs.accessSync)(candidate, import_node_fs.constants.X_OK), candidate;
        } catch {
        }
      }
}

// src/json/guards.ts
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function field(record2, key) {
  return Object.hasOwn(record2, key) ? record2[key] : void 0;
}
function hasField(record2, key) {
  return Object.hasOwn(record2, key);
}
function parseJson(text5) {
  let body = text5.charCodeAt(0) === 65279 ? text5.slice(1) : text5;
  try {
    return { ok: !0, value: JSON.parse(body) };
  } catch {
    return { ok: !1 };
  }
}

// src/names.ts
var PACKAGE_NAME = "ulw-execute-continuation", PLUGIN_NAME = PACKAGE_NAME, MARKETPLACE_NAME = "ulw", PLUGIN_ID = `${PLUGIN_NAME}@${MARKETPLACE_NAME}`;

// src/codex/app-server.ts
var CODEX_TIMEOUT_MS = 8e3;
function findCodex(given) {
  return given === void 0 ? executableOnPath("codex") : given.includes("/") ? (0, import_node_path2.resolve)(given) : given;
}
function codexProgram(codex) {
  let shell = process.platform === "win32" && /\.(cmd|bat)$/i.test(codex);
  return { file: shell ? `"${codex}"` : codex, shell };
}
var codexEnv = (call) => call.codexHome === void 0 ? process.env : { ...process.env, CODEX_HOME: call.codexHome };
function askCodex(call, requests) {
  return new Promise((done) => {
    let { file, shell } = codexProgram(call.codex), child = (0, import_node_child_process.spawn)(file, ["app-server"], {
      shell,
      cwd: call.cwd,
      env: codexEnv(call),
      stdio: ["pipe", "pipe", "ignore"]
    }), results = [], userAgent, agent = () => userAgent === void 0 ? {} : { userAgent }, settled = !1, finish = (answer) => {
      settled || (settled = !0, clearTimeout(timer), child.kill("SIGKILL"), child.stdin.destroy(), child.stdout.destroy(), child.unref(), done(answer));
    }, timer = setTimeout(
      () => finish({
        ok: !1,
        why: `${call.codex} app-server did not answer within ${call.timeoutMs / 1e3} s`
      }),
      call.timeoutMs
    ), send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}
`), next = () => {
      let request = requests[results.length];
      if (request === void 0) return finish({ ok: !0, results, ...agent() });
      send({ id: results.length + 2, method: request.method, params: request.params });
    };
    child.on("error", (error) => {
      let missing = "code" in error && error.code === "ENOENT";
      finish({
        ok: !1,
        why: missing ? `no ${call.codex} found` : `${call.codex} could not be started: ${error.message}`,
        ...missing ? { missing: !0 } : {}
      });
    }), child.on(
      "exit",
      (code3) => finish({ ok: !1, why: `${call.codex} app-server exited (${code3}) before answering` })
    ), child.stdin.on("error", () => {
    }), (0, import_node_readline.createInterface)({ input: child.stdout }).on("line", (line) => {
      let parsed = parseJson(line), message = parsed.ok ? parsed.value : void 0, id = isRecord(message) ? field(message, "id") : void 0;
      if (!isRecord(message) || typeof id != "number") return;
      let error = field(message, "error"), result = field(message, "result");
      if (error !== void 0) {
        let text5 = isRecord(error) ? String(field(error, "message")) : "an error", method = requests[results.length]?.method, unknown = isRecord(error) && field(error, "code") === -32601 || /unknown variant|method not found/i.test(text5);
        finish({
          ok: !1,
          why: `codex app-server answered: ${text5}`,
          ...unknown && method !== void 0 && id !== 1 ? { unknownMethod: method } : {},
          ...agent()
        });
      } else if (id === 1) {
        let reported = isRecord(result) ? field(result, "userAgent") : void 0;
        typeof reported == "string" && (userAgent = reported), send({ method: "initialized" }), next();
      } else
        results.push(result), next();
    }), send({ id: 1, method: "initialize", params: { clientInfo: { name: PACKAGE_NAME, version: "1" } } });
  });
}

// src/settings/flags.ts
var import_node_util = require("node:util");

// src/settings/settings.ts
var MODE_KEYS = [
  "chain",
  "maxChain",
  "patience",
  "stopOnCompaction",
  "goalEnd",
  "maxTokens",
  "maxMinutes"
], DEFAULT_MODE = {
  chain: !1,
  maxChain: 20,
  patience: 1,
  stopOnCompaction: !1,
  goalEnd: !0,
  maxTokens: 0,
  maxMinutes: 0
}, SETTINGS_CAP_BYTES = 64 * 1024, MAX_CHAIN_LIMIT = 100;
function atCeiling(asked) {
  return asked > MAX_CHAIN_LIMIT ? { value: MAX_CHAIN_LIMIT, clamped: { maxChain: asked } } : { value: asked };
}
var PATIENCE_LIMIT = 10, MODE_RANGES = {
  maxChain: { min: 1, max: Number.POSITIVE_INFINITY },
  patience: { min: 0, max: PATIENCE_LIMIT },
  maxTokens: { min: 0, max: 1e9 },
  maxMinutes: { min: 0, max: 10080 }
};
function isSwitch(key) {
  return typeof DEFAULT_MODE[key] == "boolean";
}
var WHOLE = /^[0-9]+$/;
function wholeIn(value, min, max) {
  let number = typeof value == "string" ? WHOLE.test(value) ? Number(value) : Number.NaN : value;
  return typeof number == "number" && Number.isInteger(number) && number >= min && number <= max ? number : void 0;
}
function rangeText(min, max) {
  return Number.isFinite(max) ? `from ${min} to ${max}` : `from ${min} (above ${MAX_CHAIN_LIMIT} is used as ${MAX_CHAIN_LIMIT})`;
}
function problemOf(key, value) {
  if (value === void 0) return;
  if (isSwitch(key))
    return typeof value == "boolean" ? void 0 : `"${key}" must be true or false, not ${JSON.stringify(value)}`;
  let { min, max } = MODE_RANGES[key];
  if (!(typeof value == "number" && wholeIn(value, min, max) !== void 0))
    return `"${key}" must be a whole number ${rangeText(min, max)}, not ${JSON.stringify(value)}`;
}
var CHECKED = [
  "chain",
  "stopOnCompaction",
  "maxChain",
  "patience",
  "goalEnd",
  "maxTokens",
  "maxMinutes"
];
function parseSettings(text5) {
  let parsed = parseJson(text5);
  if (!parsed.ok) return { ok: !1, why: "is not valid JSON" };
  let record2 = parsed.value;
  if (!isRecord(record2)) return { ok: !1, why: "is not a JSON object" };
  let known = MODE_KEYS, unknown = Object.keys(record2).find((key) => !known.includes(key));
  if (unknown !== void 0)
    return { ok: !1, why: `has an unknown key ${JSON.stringify(unknown)} (known: ${known.join(", ")})` };
  let problem = CHECKED.map((key) => problemOf(key, field(record2, key))).find((why) => why !== void 0);
  if (problem !== void 0) return { ok: !1, why: problem };
  let settings = {};
  for (let key of MODE_KEYS) {
    let value = field(record2, key);
    (isSwitch(key) && typeof value == "boolean" || !isSwitch(key) && typeof value == "number") && (settings[key] = value);
  }
  let ceiling = settings.maxChain === void 0 ? void 0 : atCeiling(settings.maxChain);
  return ceiling !== void 0 && (settings.maxChain = ceiling.value), { ok: !0, settings, ...ceiling?.clamped !== void 0 ? { clamped: ceiling.clamped } : {} };
}

// src/settings/flags.ts
var PLAIN = { ...DEFAULT_MODE, given: [] }, NAMES = {
  chain: "chain",
  maxChain: "max-chain",
  patience: "patience",
  stopOnCompaction: "stop-on-compaction",
  goalEnd: "no-goal-end",
  maxTokens: "max-tokens",
  maxMinutes: "max-minutes"
}, WITH_CHAIN = {
  maxChain: !0,
  patience: !0,
  stopOnCompaction: !0,
  goalEnd: !1,
  maxTokens: !0,
  maxMinutes: !0
}, HELP = {
  maxChain: "the most continuations one human prompt may get",
  patience: "continuations in a row still granted without more boxes checked than before in the prompt",
  stopOnCompaction: "end the chain at any compaction, as plain mode does",
  goalEnd: "under a Codex goal: no goal-end text when the plan is done or the chain stalls",
  maxTokens: "the most tokens (input - cached + output) one human prompt may spend, 0 for no budget",
  maxMinutes: "the most minutes since the human prompt began, 0 for no budget"
};
function gives(values, key) {
  return isSwitch(key) ? values[key] === !DEFAULT_MODE[key] : values[key] !== void 0;
}
function optionsFromValues(values) {
  let chainOnly = MODE_KEYS.find((key) => key !== "chain" && WITH_CHAIN[key] && gives(values, key));
  if (values.chain !== !0 && chainOnly !== void 0)
    return { ok: !1, problem: `--${NAMES[chainOnly]} goes with --chain` };
  let mode2 = { ...DEFAULT_MODE }, given = [];
  for (let key of MODE_KEYS) {
    if (isSwitch(key)) {
      if (!gives(values, key)) continue;
      mode2[key] = !DEFAULT_MODE[key];
    } else {
      let text5 = values[key];
      if (text5 === void 0) continue;
      let { min, max } = MODE_RANGES[key], value2 = wholeIn(text5, min, max);
      if (value2 === void 0)
        return {
          ok: !1,
          problem: `--${NAMES[key]} takes a whole number ${rangeText(min, max)}, not ${JSON.stringify(text5)}`
        };
      mode2[key] = value2;
    }
    given.push(key);
  }
  let { value, clamped } = atCeiling(mode2.maxChain);
  return mode2.maxChain = value, { ok: !0, options: { ...mode2, given, ...clamped !== void 0 ? { clamped } : {} } };
}
function rangeHelp(key) {
  let { min, max } = MODE_RANGES[key];
  return Number.isFinite(max) ? `${min} to ${max}, default ${DEFAULT_MODE[key]}` : `${min} or more, above ${MAX_CHAIN_LIMIT} used as ${MAX_CHAIN_LIMIT}; default ${DEFAULT_MODE[key]}`;
}
function parseHookOptions(args) {
  if (args.length === 0) return optionsFromValues({});
  let parsed, options = Object.fromEntries(
    MODE_KEYS.map((key) => [NAMES[key], { type: isSwitch(key) ? "boolean" : "string" }])
  );
  try {
    parsed = (0, import_node_util.parseArgs)({ args: [...args], options, strict: !0, allowPositionals: !1 }).values;
  } catch (error) {
    return { ok: !1, problem: error instanceof Error ? error.message : "unreadable arguments" };
  }
  let values = {};
  for (let key of MODE_KEYS) {
    let value = parsed[NAMES[key]];
    isSwitch(key) ? values[key] = value === !0 ? !DEFAULT_MODE[key] : void 0 : values[key] = typeof value == "string" ? value : void 0;
  }
  return optionsFromValues(values);
}
function addChainOptions(command, chain) {
  for (let key of MODE_KEYS) {
    if (key === "chain") {
      command.option("--chain", chain);
      continue;
    }
    let help = `${WITH_CHAIN[key] ? "with --chain: " : ""}${HELP[key]}`;
    isSwitch(key) ? command.option(`--${NAMES[key]}`, help) : command.option(`--${NAMES[key]} <n>`, `${help} (${rangeHelp(key)})`);
  }
  return command;
}
function hookFlags(options) {
  return MODE_KEYS.map((key) => {
    if (key !== "chain" && WITH_CHAIN[key] && options.chain !== !0) return "";
    if (isSwitch(key)) return options[key] === !DEFAULT_MODE[key] ? ` --${NAMES[key]}` : "";
    let value = options[key] ?? DEFAULT_MODE[key];
    return value === DEFAULT_MODE[key] ? "" : ` --${NAMES[key]} ${value}`;
  }).join("");
}

// src/text/printable.ts
var HIDDEN = "[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Default_Ignorable_Code_Point}]", NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" }, PLAIN_ASCII = /^[\x20-\x7e]*$/, unicode = (source, flags = "u") => new RegExp(source, flags), buildRules = () => ({
  hidden: unicode(HIDDEN, "gu"),
  hiddenOne: unicode(`^${HIDDEN}$`),
  // What a name holds when it was not valid UTF-8 (U+FFFD for the bytes read), or half a surrogate pair.
  notUtf8: unicode("[\\ufffd\\p{Cs}]"),
  joiner: unicode("^\\p{Join_Control}$"),
  selector: unicode("^[\\ufe0e\\ufe0f]$"),
  beforeJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{M}\\p{N}\\p{S}]$"),
  afterJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{N}\\p{S}]$"),
  beforeSelector: unicode("^[\\p{L}\\p{N}\\p{S}\\p{P}]$")
}), built, charRules = () => (built ??= buildRules(), built);
function keptInText(char, text5, index) {
  let rules = charRules(), visible = (c, kinds) => kinds.test(c) && !rules.hiddenOne.test(c), low = text5.charCodeAt(index - 1), high = text5.charCodeAt(index - 2), pair = low >= 56320 && low <= 57343 && high >= 55296 && high <= 56319, before = text5.slice(pair ? index - 2 : index - 1, index);
  if (rules.selector.test(char)) return visible(before, rules.beforeSelector);
  if (!rules.joiner.test(char)) return !1;
  let after = text5.codePointAt(index + char.length);
  return (visible(before, rules.beforeJoiner) || rules.selector.test(before)) && after !== void 0 && visible(String.fromCodePoint(after), rules.afterJoiner);
}
function escaped(char) {
  let named = NAMED[char];
  if (named !== void 0) return named;
  let hex = (char.codePointAt(0) ?? 0).toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
function printable(text5) {
  return PLAIN_ASCII.test(text5) ? text5 : text5.replace(
    charRules().hidden,
    (char, index) => keptInText(char, text5, index) ? char : escaped(char)
  );
}
function printableLines(text5) {
  return text5.split(`
`).map(printable).join(`
`);
}
function isShowable(name) {
  return !charRules().notUtf8.test(name) && printable(name) === name;
}
var UNSHOWABLE_WHY = "a control, format or invisible character, a line break or bytes that are not UTF-8";
function skippedNames(count3) {
  return count3 === 0 ? "" : `${count3 === 1 ? "1 file with a name that cannot be shown was" : `${count3} files with names that cannot be shown were`} skipped (${UNSHOWABLE_WHY} in the name; rename such a file to use it)`;
}

// src/cli/doctor.ts
var import_node_path11 = require("node:path");

// src/codex/capabilities.ts
var OLDEST_SUPPORTED = "0.117.0";
function parseCodexVersion(text5) {
  let match = /(?:^|[\s/v])(\d+)\.(\d+)\.(\d+)(?:[-+.\s(]|$)/.exec(text5);
  if (match !== null)
    return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}
function formatVersion(version) {
  return `${version.major}.${version.minor}.${version.patch}`;
}
function capabilitiesOf(version) {
  let since = (minor) => version.major > 0 || version.minor >= minor;
  return {
    /** The oldest release this package supports: Stop payloads carry `turn_id`. */
    supported: since(117),
    sendsTurnId: since(117),
    /** The `[features]` key that turns hooks on. */
    hooksFeatureKey: since(129) ? "hooks" : "codex_hooks",
    hooksOnByDefault: since(124),
    /** `hooks/list` trust status and `[hooks.state]`; before it every hook runs. */
    hookTrust: since(129),
    bypassHookTrustFlag: since(141),
    pluginHooks: since(128),
    /** Plugin hooks need `[features] plugin_hooks = true`. */
    pluginHooksFlag: since(128) && !since(131),
    pluginAddCommand: since(131),
    /** Codex knows SubagentStop; before it, `hooks/list` shows only our Stop hook. */
    subagentStopHook: since(133),
    /** SessionStart runs after an automatic compaction in `codex exec` (source "compact"). */
    sessionStartAfterCompaction: since(150),
    /** `CODEX_SESSION_ID` in the environment of the model's commands. */
    sessionIdInCommands: since(148),
    /** Rollout items carry provenance metadata. */
    rolloutProvenance: since(164)
  };
}

// src/codex/features.ts
var import_node_child_process2 = require("node:child_process");
function parseFeatures(text5) {
  let features = /* @__PURE__ */ new Map();
  for (let line of text5.split(`
`)) {
    let [, name, stage, enabled] = /^([a-z0-9_]+)\s+(.+?)\s+(true|false)\s*$/.exec(line) ?? [];
    name !== void 0 && stage !== void 0 && features.set(name, { stage, enabled: enabled === "true" });
  }
  return features;
}
function listFeatures(call) {
  return new Promise((resolve20) => {
    let { file, shell } = codexProgram(call.codex);
    (0, import_node_child_process2.execFile)(
      file,
      ["features", "list"],
      {
        shell,
        cwd: call.cwd,
        env: codexEnv(call),
        timeout: call.timeoutMs,
        maxBuffer: 1024 * 1024,
        killSignal: "SIGKILL"
      },
      (error, stdout) => {
        let features = parseFeatures(String(stdout));
        if (features.size > 0) return resolve20({ ok: !0, features });
        resolve20({
          ok: !1,
          why: error === null ? "it listed no feature" : error.message.split(`
`)[0] ?? ""
        });
      }
    );
  });
}

// src/codex/hooks-change.ts
var import_node_fs3 = require("node:fs"), import_node_os = require("node:os"), import_node_path3 = require("node:path");

// src/fs/regular-file.ts
var import_node_fs2 = require("node:fs"), MIB = 1024 * 1024;
function errorCode(error) {
  return error instanceof Error && "code" in error ? String(error.code) : "";
}
function readFullyAt(fd, buffer, length, position) {
  let filled = 0;
  for (; filled < length; ) {
    let read = (0, import_node_fs2.readSync)(fd, buffer, filled, length - filled, position + filled);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}
var WHY = {
  ENOENT: [!0, "does not exist (or is a dangling symlink)"],
  ENOTDIR: [!0, "a parent of it is not a directory"],
  EACCES: [!1, "permission denied"],
  EPERM: [!1, "permission denied"],
  ELOOP: [!1, "too many levels of symbolic links"]
};
function failure(error) {
  let code3 = errorCode(error), [missing, why] = WHY[code3] ?? [
    !1,
    code3 !== "" ? `cannot be opened (${code3})` : "cannot be opened"
  ];
  return { ok: !1, missing, why };
}
function openRegularFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK);
  } catch (error) {
    return failure(error);
  }
  try {
    let stats = (0, import_node_fs2.fstatSync)(fd);
    return stats.isFile() ? { ok: !0, fd, size: stats.size } : ((0, import_node_fs2.closeSync)(fd), { ok: !1, missing: !1, notRegular: !0, why: `is ${[
      [stats.isDirectory(), "a directory"],
      [stats.isFIFO(), "a FIFO"],
      [stats.isSocket(), "a socket"],
      [stats.isCharacterDevice(), "a character device"],
      [stats.isBlockDevice(), "a block device"]
    ].find(([is]) => is)?.[1] ?? "not a regular file"}, not a regular file` });
  } catch (error) {
    return (0, import_node_fs2.closeSync)(fd), failure(error);
  }
}
function overCap(capBytes, what = "grew") {
  return { ok: !1, missing: !1, why: `${what} over the ${capBytes / MIB} MiB cap` };
}
function withRegularFile(path, capBytes, use) {
  let opened = openRegularFile(path);
  if (!opened.ok) return opened;
  try {
    return opened.size > capBytes ? overCap(capBytes, `is ${opened.size} bytes,`) : use(opened.fd, opened.size);
  } catch (error) {
    return failure(error);
  } finally {
    (0, import_node_fs2.closeSync)(opened.fd);
  }
}
function readRegularBytes(path, capBytes) {
  return withRegularFile(path, capBytes, (fd, size) => {
    let buffer = Buffer.allocUnsafe(Math.min(capBytes + 1, size + 65536)), length = 0;
    for (; ; ) {
      if (length === buffer.length) {
        if (length > capBytes) return overCap(capBytes);
        let larger = Buffer.allocUnsafe(Math.min(capBytes + 1, buffer.length * 2));
        buffer.copy(larger, 0, 0, length), buffer = larger;
      }
      let read = (0, import_node_fs2.readSync)(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { ok: !0, bytes: buffer.subarray(0, length) };
  });
}
function readRegularText(path, capBytes) {
  let read = readRegularBytes(path, capBytes);
  return read.ok ? { ok: !0, text: read.bytes.toString("utf8") } : read;
}

// src/codex/hooks-change.ts
function codexHome(given, env) {
  return given !== void 0 ? given : env.CODEX_HOME !== void 0 && env.CODEX_HOME !== "" ? env.CODEX_HOME : (0, import_node_path3.join)((0, import_node_os.homedir)(), ".codex");
}
function sessionStart(transcript) {
  let head = Buffer.alloc(128), fd;
  try {
    fd = (0, import_node_fs3.openSync)(transcript, "r");
    let read = readFullyAt(fd, head, head.length, 0), stamp = /^\{"timestamp":"([^"]{10,40})"/.exec(head.subarray(0, read).toString("latin1"))?.[1], at = stamp === void 0 ? Number.NaN : Date.parse(stamp);
    return Number.isNaN(at) ? void 0 : at;
  } catch {
    return;
  } finally {
    fd !== void 0 && (0, import_node_fs3.closeSync)(fd);
  }
}
function changedAt(path) {
  let link = (0, import_node_fs3.lstatSync)(path, { throwIfNoEntry: !1 });
  if (link === void 0 || !link.isSymbolicLink()) return link?.ctimeMs;
  let target = (0, import_node_fs3.statSync)(path, { throwIfNoEntry: !1 });
  return Math.max(link.ctimeMs, target?.ctimeMs ?? 0);
}
function hookFiles(cwd, transcript) {
  let days = (0, import_node_path3.dirname)((0, import_node_path3.dirname)((0, import_node_path3.dirname)((0, import_node_path3.dirname)(transcript)))), homes = /* @__PURE__ */ new Set([codexHome(void 0, process.env)]);
  (0, import_node_path3.basename)(days) === "sessions" && homes.add((0, import_node_path3.dirname)(days));
  let projects = [];
  for (let dir = (0, import_node_path3.resolve)(cwd); ; dir = (0, import_node_path3.dirname)(dir)) {
    let folder = (0, import_node_path3.join)(dir, ".codex");
    if (homes.has(folder) || projects.push(folder), (0, import_node_path3.dirname)(dir) === dir) break;
  }
  return [...homes, ...projects].flatMap((folder) => [(0, import_node_path3.join)(folder, "hooks.json"), (0, import_node_path3.join)(folder, "config.toml")]).concat(projects);
}
function readHooksChange(cwd, transcript) {
  let start2 = sessionStart(transcript);
  if (start2 === void 0) return { kind: "unknown", why: `${transcript} does not begin with a timestamp` };
  let files = hookFiles(cwd, transcript);
  for (let path of files) {
    let at = changedAt(path);
    if (at !== void 0 && at > start2) return { kind: "changed", sessionStart: start2, path, at };
  }
  return { kind: "unchanged", sessionStart: start2, files: files.length };
}

// src/codex/hooks-list.ts
var text = (value) => typeof value == "string" ? value : "", textOrNull = (value) => typeof value == "string" ? value : null, textOrUndefined = (value) => typeof value == "string" ? value : void 0;
function parseHook(value) {
  let key = isRecord(value) ? field(value, "key") : void 0;
  if (!(!isRecord(value) || typeof key != "string"))
    return {
      key,
      eventName: text(field(value, "eventName")),
      command: text(field(value, "command")),
      statusMessage: textOrNull(field(value, "statusMessage")),
      source: text(field(value, "source")),
      sourcePath: textOrNull(field(value, "sourcePath")),
      pluginId: textOrNull(field(value, "pluginId")),
      enabled: field(value, "enabled") !== !1,
      /** "sha256:A" for user and project hooks; "sha256:A/sha256:B" for plugin hooks (B covers its files). */
      currentHash: text(field(value, "currentHash")),
      // A codex that lists hooks but reports no trust status has no hook trust: the hook runs as it is.
      trustStatus: text(field(value, "trustStatus")) || "no hook trust"
    };
}
function complaints(value) {
  return (Array.isArray(value) ? value : []).flatMap((item) => {
    if (typeof item == "string") return [item];
    let message = isRecord(item) ? text(field(item, "message")) : "", path = isRecord(item) ? text(field(item, "path")) : "";
    return message === "" ? [] : [path === "" || message.includes(path) ? message : `${path}: ${message}`];
  });
}
function listingOf(result) {
  let data = isRecord(result) ? field(result, "data") : void 0, hooks = [], warnings = [], errors = [];
  for (let entry2 of Array.isArray(data) ? data.filter(isRecord) : []) {
    warnings.push(...complaints(field(entry2, "warnings"))), errors.push(...complaints(field(entry2, "errors")));
    let list2 = field(entry2, "hooks");
    for (let hook of Array.isArray(list2) ? list2 : []) {
      let parsed = parseHook(hook);
      parsed !== void 0 && !hooks.some((seen) => seen.key === parsed.key) && hooks.push(parsed);
    }
  }
  return { hooks, warnings, errors };
}
var hooksListRequest = (cwd) => ({
  method: "hooks/list",
  params: { cwds: [cwd] }
});
async function listHooks(call) {
  let answer = await askCodex(call, [hooksListRequest(call.cwd)]), parsed = answer.userAgent === void 0 ? void 0 : parseCodexVersion(answer.userAgent), version = parsed === void 0 ? {} : { version: formatVersion(parsed) };
  return answer.ok ? { ok: !0, ...listingOf(answer.results[0]), ...version } : {
    ok: !1,
    why: answer.why,
    ...answer.missing ? { missing: !0 } : {},
    ...answer.unknownMethod === "hooks/list" ? { noHookTrust: !0 } : {},
    ...version
  };
}
function trustState(hook) {
  let [hash = "", contentHash] = hook.currentHash.split("/");
  return contentHash === void 0 ? { trusted_hash: hash } : { trusted_hash: hash, trusted_content_hash: contentHash };
}
async function writeTrust(call, hooks) {
  let edits = [{ keyPath: "hooks.state", value: Object.fromEntries(hooks.map((hook) => [hook.key, trustState(hook)])), mergeStrategy: "upsert" }], answer = await askCodex(call, [{ method: "config/batchWrite", params: { edits } }]);
  return answer.ok ? { ok: !0 } : answer;
}
var configReadRequest = (cwd) => ({
  method: "config/read",
  params: { cwd, includeLayers: !0 }
});
function entriesOf(config) {
  let hooks = isRecord(config) ? field(config, "hooks") : void 0, state = isRecord(hooks) ? field(hooks, "state") : void 0;
  return Object.entries(isRecord(state) ? state : {}).map(([key, value]) => {
    let hash = isRecord(value) ? textOrUndefined(field(value, "trusted_hash")) : void 0, content = isRecord(value) ? textOrUndefined(field(value, "trusted_content_hash")) : void 0;
    return {
      key,
      ...hash !== void 0 ? { trustedHash: hash } : {},
      ...content !== void 0 ? { trustedContentHash: content } : {}
    };
  });
}
function trustStateOf(result) {
  let layers = isRecord(result) ? field(result, "layers") : void 0;
  for (let layer of Array.isArray(layers) ? layers.filter(isRecord) : []) {
    let name = field(layer, "name"), version = textOrUndefined(field(layer, "version")), file = isRecord(name) ? textOrUndefined(field(name, "file")) : void 0;
    if (isRecord(name) && field(name, "type") === "user" && version !== void 0 && file !== void 0)
      return { ok: !0, entries: entriesOf(field(layer, "config")), version, file };
  }
  return { ok: !1, why: "codex reported no user config layer" };
}
var stateKeyPath = (key) => `hooks.state.${JSON.stringify(key)}`;
async function removeTrustEntries(call, keys, expectedVersion, andTable = !1) {
  let edits = [...keys.map(stateKeyPath), ...andTable ? ["hooks.state"] : []].map((keyPath) => ({ keyPath, value: null, mergeStrategy: "replace" })), answer = await askCodex(call, [
    { method: "config/batchWrite", params: { edits, expectedVersion } },
    configReadRequest(call.cwd)
  ]);
  return answer.ok ? trustStateOf(answer.results[1]) : { ok: !1, why: answer.why };
}

// src/fs/paths.ts
var import_node_fs4 = require("node:fs"), import_node_path4 = require("node:path");
function pathKind(path) {
  try {
    let stats = (0, import_node_fs4.statSync)(path, { throwIfNoEntry: !1 });
    return stats === void 0 ? void 0 : stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
  } catch {
    return;
  }
}
function resolvedPath(path) {
  try {
    return (0, import_node_fs4.realpathSync)(path);
  } catch {
    return (0, import_node_path4.resolve)(path);
  }
}
function fileIdentity(path) {
  try {
    let stats = (0, import_node_fs4.statSync)(path, { throwIfNoEntry: !1 });
    return stats === void 0 ? void 0 : `${stats.dev}:${stats.ino}`;
  } catch {
    return;
  }
}
function sameFileTest(target) {
  let identity = fileIdentity(target), name = (0, import_node_path4.basename)(target), folders = /* @__PURE__ */ new Map(), listing = (folder) => {
    if (!folders.has(folder)) {
      let entries;
      try {
        entries = new Map((0, import_node_fs4.readdirSync)(folder, { withFileTypes: !0 }).map((entry2) => [entry2.name, entry2]));
      } catch {
        entries = void 0;
      }
      folders.set(folder, entries);
    }
    return folders.get(folder);
  };
  return (path) => {
    if (path === target) return !0;
    if (identity === void 0) return !1;
    let entry2 = listing((0, import_node_path4.dirname)(path))?.get((0, import_node_path4.basename)(path));
    return entry2 === void 0 ? listing((0, import_node_path4.dirname)(path)) === void 0 && fileIdentity(path) === identity : !entry2.isSymbolicLink() && entry2.name !== name ? !1 : fileIdentity(path) === identity;
  };
}

// src/install/hook-command.ts
var HOOK_SUBCOMMANDS = ["stop", "subagent-stop", "prompt-submit", "session-start"], WIN32 = process.platform === "win32", WINDOWS_UNSAFE = String.raw`"$\x60%\x00-\x1f\u201c-\u201e`;
function windowsQuote(path) {
  return new RegExp(`[${WINDOWS_UNSAFE}]`).test(path) ? void 0 : `"${path}"`;
}
function shellQuote(path, win32 = WIN32) {
  return (win32 ? windowsQuote(path) : void 0) ?? `"${path.replace(/(["\\$`])/g, "\\$1")}"`;
}
function commandsFor(cliPath, options = {}, win32 = WIN32) {
  let windows = windowsQuote(cliPath), hook = (rest) => ({
    command: `node ${shellQuote(cliPath, win32)} hook ${rest}`,
    commandWindows: windows === void 0 ? void 0 : `node ${windows} hook ${rest}`
  });
  return {
    stop: hook(`stop${hookFlags(options)}`),
    subagentStop: hook("subagent-stop"),
    promptSubmit: hook("prompt-submit"),
    sessionStart: hook("session-start")
  };
}
function platformCommand(handler, win32 = WIN32) {
  let windows = win32 ? field(handler, "commandWindows") : void 0;
  return typeof windows == "string" && windows.trim() !== "" ? windows : field(handler, "command");
}
var QUOTED_PATH = String.raw`"((?:[^"\\$\x60]|\\["\\$\x60])*)"`, QUOTED_WINDOWS_PATH = `"([^${WINDOWS_UNSAFE}]*)"`, REST = " +hook +([a-z-]+)((?: +[A-Za-z0-9=-]+)*) *$", BY_NODE = new RegExp(`^node +${QUOTED_PATH}${REST}`), BY_NODE_WINDOWS = new RegExp(`^node +${QUOTED_WINDOWS_PATH}${REST}`), BY_NAME = new RegExp(`^(${PACKAGE_NAME})${REST}`);
function parseHookCommand(command, win32 = WIN32) {
  let byNode = (win32 ? BY_NODE_WINDOWS : BY_NODE).exec(command), [, quoted, word, rest = ""] = byNode ?? BY_NAME.exec(command) ?? [], subcommand = HOOK_SUBCOMMANDS.find((known) => known === word);
  if (quoted === void 0 || subcommand === void 0) return;
  let flags = rest.split(" ").filter((flag) => flag !== ""), options = subcommand === "stop" ? parseHookOptions(flags) : flags.length === 0 ? { ok: !0, options: PLAIN } : { ok: !1, problem: `\`hook ${subcommand}\` takes no flags` }, launcher = byNode === null ? "path" : "node", script = win32 ? quoted : quoted.replace(/\\(.)/g, "$1");
  return { launcher, script, subcommand, flags, options };
}

// src/settings/effective.ts
function effectiveMode(flags, settings) {
  let file = settings.kind === "read" ? settings.settings : {}, mode2 = { ...DEFAULT_MODE }, unknown = settings.kind === "unstamped", pick = (key) => {
    if (unknown && (key === "chain" || key === "goalEnd")) return "default";
    let fromFile = file[key];
    return flags.given.includes(key) ? mode2[key] = flags[key] : fromFile !== void 0 && (mode2[key] = fromFile), flags.given.includes(key) ? "flag" : fromFile !== void 0 ? "settings" : "default";
  }, sources = {
    chain: pick("chain"),
    maxChain: pick("maxChain"),
    patience: pick("patience"),
    stopOnCompaction: pick("stopOnCompaction"),
    goalEnd: pick("goalEnd"),
    maxTokens: pick("maxTokens"),
    maxMinutes: pick("maxMinutes")
  };
  unknown && ([mode2.chain, mode2.goalEnd] = [!1, !1]);
  let from = sources.maxChain, asked = from === "flag" ? flags.clamped?.maxChain : from === "settings" && settings.kind === "read" ? settings.clamped?.maxChain : void 0;
  return { mode: mode2, sources, settings, ...asked === void 0 || from === "default" ? {} : { clamped: { maxChain: { asked, from } } } };
}
function describeMode(effective) {
  let { mode: mode2, sources, settings, clamped } = effective, ceiling = clamped === void 0 ? "" : `, ${clamped.maxChain.asked} clamped to the ceiling ${MAX_CHAIN_LIMIT}`, value = (key, text5) => `${text5} (${sources[key]}${key === "maxChain" ? ceiling : ""})`, parts = mode2.chain ? [
    value("chain", "chain mode"),
    value("maxChain", `max-chain ${mode2.maxChain}`),
    value("patience", `patience ${mode2.patience}`),
    value("stopOnCompaction", `stop-on-compaction ${mode2.stopOnCompaction}`),
    ...mode2.maxTokens > 0 ? [value("maxTokens", `max-tokens ${mode2.maxTokens}`)] : [],
    ...mode2.maxMinutes > 0 ? [value("maxMinutes", `max-minutes ${mode2.maxMinutes}`)] : []
  ] : [value("chain", "plain mode")];
  mode2.goalEnd || parts.push(value("goalEnd", "no goal-end text"));
  let file = settings.kind === "none" ? `no ${settings.path}` : settings.kind === "read" ? settings.path : `${settings.path} not used: ${settings.why}`;
  return `${parts.join(", ")}; ${file}`;
}

// src/doctor/codex-checks.ts
function codexChecks(codex, registrations) {
  let checks = [], { listing } = codex, version = listing.version === void 0 ? void 0 : parseCodexVersion(listing.version), can = version === void 0 ? void 0 : capabilitiesOf(version), chained = registrations.some((r) => r.event === "Stop" && r.options.ok && r.options.options.chain);
  listing.version === void 0 || can === void 0 ? checks.push({ status: "unknown", what: `${codex.path}: its version could not be told` }) : can.supported ? checks.push({ status: "ok", what: `Codex ${listing.version}` }) : checks.push({
    status: chained ? "problem" : "ok",
    what: `Codex ${listing.version} (older than ${OLDEST_SUPPORTED}) sends no turn_id: one continuation a prompt works, chain mode cannot chain`,
    ...chained ? { next: `update codex to ${OLDEST_SUPPORTED} or later for chain mode` } : {}
  });
  let said = listing.ok ? [
    ...listing.warnings.map((w) => `codex warns: ${w}`),
    ...listing.errors.map((e) => `codex reports an error: ${e}`)
  ] : [];
  for (let what of said) checks.push({ status: "problem", what, next: "fix what codex names" });
  can !== void 0 && !can.hookTrust && checks.push({
    status: "ok",
    what: `Codex ${listing.version} has no hook trust (it came with 0.129): hooks run without it`
  }), can !== void 0 && !can.pluginAddCommand && registrations.some((r) => r.source === "plugin") && checks.push({
    status: "unknown",
    what: `Codex ${listing.version} has no \`codex plugin add\` (0.131): plugins are installed by hand there`
  });
  let features = codex.features;
  if (features === void 0) return checks;
  if (!features.ok)
    return checks.push({
      status: "unknown",
      what: `cannot tell whether hooks are turned on: \`codex features list\` failed (${features.why})`
    }), checks;
  let key = can?.hooksFeatureKey ?? (features.features.has("hooks") ? "hooks" : "codex_hooks"), hooks = features.features.get(key);
  hooks === void 0 ? checks.push({
    status: "unknown",
    what: `codex lists no \`${key}\` feature: cannot tell whether hooks are on`
  }) : hooks.enabled ? checks.push({ status: "ok", what: `hooks are turned on (feature \`${key}\`)` }) : checks.push({
    status: "problem",
    what: `hooks are turned off in this codex (feature \`${key}\` is false): no hook runs at all`,
    next: `set \`${key} = true\` under \`[features]\` in config.toml (or remove a \`${key} = false\` line)`
  });
  let pluginHooks = features.features.get("plugin_hooks");
  return (can?.pluginHooksFlag ?? (pluginHooks !== void 0 && pluginHooks.stage !== "removed")) && pluginHooks?.enabled !== !0 && registrations.some((r) => r.source === "plugin") && checks.push({
    status: "problem",
    what: "plugin hooks are off in this codex (feature `plugin_hooks` is false): the plugin's hooks never run",
    next: "set `plugin_hooks = true` under `[features]` in config.toml"
  }), checks;
}

// src/doctor/diagnose.ts
var ADD_PLUGIN = `codex plugin add ${PLUGIN_ID}`, INSTALL_USER = `${PACKAGE_NAME} install --user`;
function settingsChecks(settings) {
  let when = "; a change applies from the next human prompt (the prompt hook reads the file as each one begins)";
  if (settings.kind === "invalid")
    return [
      {
        status: "problem",
        what: `${settings.path} is not used: ${settings.why}${when}; Codex still runs the Stop hook, in the mode its own flags give (plain unless the command has --chain)`,
        next: `fix ${settings.path}: an object with chain (true/false), maxChain (1-${MAX_CHAIN_LIMIT}; more is used as ${MAX_CHAIN_LIMIT}), patience (0-${PATIENCE_LIMIT}), stopOnCompaction (true/false)`,
        hookRuns: !0
      }
    ];
  if (settings.kind !== "read") return [];
  let asked = settings.clamped?.maxChain;
  return [
    { status: "ok", what: `${settings.path} is used${when}` },
    ...asked === void 0 ? [] : [
      {
        status: "warning",
        what: `${settings.path}: maxChain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
        next: `set "maxChain" to ${MAX_CHAIN_LIMIT} (or less) in ${settings.path}`
      }
    ]
  ];
}
function listedFor(registration, hooks) {
  let event = registration.event.charAt(0).toLowerCase() + registration.event.slice(1);
  return hooks.find(
    (hook) => registration.pluginId !== void 0 ? hook.pluginId === registration.pluginId && hook.eventName === event : hook.sourcePath !== null && resolvedPath(hook.sourcePath) === resolvedPath(registration.file) && hook.eventName === event && hook.command === registration.command
  );
}
function where(registration) {
  return registration.source === "plugin" ? `plugin ${registration.pluginId} (${registration.pluginRoot})` : `${registration.source} hooks file ${registration.file}`;
}
function mode(registration, settings) {
  if (!registration.options.ok) return "invalid flags";
  let { mode: effective, sources } = effectiveMode(registration.options.options, settings), from = (key) => sources[key] === "settings" ? " (settings.json)" : "";
  return effective.chain ? `chain mode${from("chain")}, at most ${effective.maxChain}${from("maxChain")} continuations a prompt, patience ${effective.patience}${from("patience")}${effective.stopOnCompaction ? ", stops at a compaction" : ""}` : "one continuation a prompt (no --chain, no chain in settings.json)";
}
function registrationChecks(registration, listing, settings, trustFlags) {
  let { source, file, script, owner, options } = registration, at = `${registration.event} in ${where(registration)}`;
  if (script !== void 0 && !registration.scriptExists)
    return [
      {
        status: "problem",
        what: `${at}: runs ${script}, which does not exist`,
        next: source === "plugin" ? `rebuild and reinstall the plugin: \`npm ci && npm run build\` in the clone, then \`${ADD_PLUGIN}\`` : `run \`${PACKAGE_NAME} install --${source}\` again from where the package lives now`
      }
    ];
  if (!owner.ours)
    return [
      {
        status: "problem",
        what: `${at}: ${owner.why}: ${registration.command}`,
        // An old copy of ours is replaced; anything else only borrows our label.
        next: source === "plugin" ? `if it is an older build of this package, reinstall it: \`codex plugin add ${registration.pluginId ?? PLUGIN_ID}\` from this clone; otherwise remove it: \`codex plugin remove ${registration.pluginId ?? ""}\`` : `if it is an older install of this package, run \`${PACKAGE_NAME} install --${source}\` from here (it replaces it); otherwise it only borrows our label: remove it from ${file}`
      }
    ];
  let checks = [{ status: "ok", what: `${at}: ${script} exists` }], asked = options.ok ? options.options.clamped?.maxChain : void 0;
  if (options.ok ? registration.event === "Stop" && (checks.push({ status: "ok", what: `${at}: ${mode(registration, settings)}` }), asked !== void 0 && checks.push({
    status: "warning",
    what: `${at}: --max-chain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
    next: `change the command in ${file} to \`--max-chain ${MAX_CHAIN_LIMIT}\` (or less)`
  })) : checks.push({ status: "problem", what: `${at}: ${options.problem}`, next: `fix the command in ${file}` }), listing === void 0 || !listing.ok || registration.event === "SubagentStop") return checks;
  let listed3 = listedFor(registration, listing.hooks);
  return listed3 === void 0 ? checks.push({
    status: "problem",
    what: `${at}: codex does not list it, so it will not run`,
    next: source === "plugin" ? `enable the plugin: \`${ADD_PLUGIN}\`` : source === "project" ? "trust the project in codex: its .codex/ folder is read only for a trusted project" : `check that ${file} is the hooks.json of this Codex home`
  }) : listed3.enabled ? listed3.trustStatus === "no hook trust" ? checks.push({ status: "ok", what: `${at}: listed by codex, which has no hook trust` }) : listed3.trustStatus !== "trusted" ? checks.push({
    status: "problem",
    what: `${at}: codex says ${listed3.trustStatus}; untrusted hooks are skipped without a word`,
    // `trust` pins only `node "<absolute path>"` commands: the copy the hook runs, which may be on no PATH.
    next: owner.viaPath === !0 || script === void 0 ? `accept it when codex asks (\`trust\` records trust only for \`node "<absolute path>/dist/cli.js"\` commands, which pin what runs), or register a pinned one: \`${INSTALL_USER}\`` : `run \`node ${shellQuote(script)} trust${trustFlags}\` (records Codex's trust for this package's hooks only), or start codex and accept them when it asks`
  }) : checks.push({ status: "ok", what: `${at}: trusted by codex` }) : checks.push({
    status: "problem",
    what: `${at}: codex lists it as disabled`,
    next: "enable it in codex (the hooks list, or config.toml)"
  }), checks;
}
function diagnose(facts) {
  let { codex, codexHome: codexHome2, nodeVersion } = facts, ours = (event) => facts.registrations.filter((r) => r.event === event && r.owner.ours), stops = ours("Stop"), missing = (what) => ({
    status: "problem",
    what,
    next: `register it: \`${INSTALL_USER}\` again (or --project), or \`${ADD_PLUGIN}\` from a current clone`
  }), checks = [
    Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) >= 20 ? { status: "ok", what: `Node.js ${nodeVersion}` } : {
      status: "problem",
      what: `Node.js ${nodeVersion}: this package needs 20 or newer`,
      next: "install Node.js 20 or newer, first on the PATH codex runs hooks with"
    },
    ...codex === void 0 ? [] : codexChecks(codex, facts.registrations)
  ];
  facts.nodeOnPath === null && checks.push({
    status: "problem",
    what: 'no `node` on the PATH: every hook is `node "<path>" hook ...`, and without node codex reports each run only as `hook: Stop Failed`',
    next: "install Node.js 20 or newer, or put its folder on the PATH that codex starts with"
  }), facts.codexHomeExists === !1 && checks.push({
    status: "problem",
    what: `the Codex home ${codexHome2} does not exist`,
    next: "pass the right `--codex-home` (or set CODEX_HOME), or start codex once to create it"
  });
  for (let { file, problem } of facts.fileProblems)
    checks.push({ status: "problem", what: `${file} ${problem}`, next: `fix or move ${file}` });
  stops.length === 0 && checks.push({
    status: "problem",
    what: `no Stop hook of this package in ${codexHome2} (hooks.json or installed plugins) or in the .codex/hooks.json files of ${facts.cwd} and its project`,
    next: `install it: \`codex plugin marketplace add <clone>\` then \`${ADD_PLUGIN}\`, or \`${INSTALL_USER}\``
  }), stops.length > 1 && checks.push({
    status: "problem",
    what: `the Stop hook is registered ${stops.length} times (${stops.map(where).join("; ")}): codex runs each`,
    next: `keep one: \`${PACKAGE_NAME} uninstall --user\` (or --project), or \`codex plugin remove ${PLUGIN_ID}\``
  }), stops.length > 0 && ours("UserPromptSubmit").length === 0 && checks.push(
    missing("no UserPromptSubmit hook of this package: `$ulw-execute <plan>` will not start a plan")
  ), stops.length > 0 && ours("SessionStart").length === 0 && checks.push(
    missing(
      "no SessionStart hook of this package: after a compaction the model is not handed the plan's state until its next stop"
    )
  ), checks.push(...settingsChecks(facts.settings));
  for (let registration of facts.registrations)
    checks.push(...registrationChecks(registration, codex?.listing, facts.settings, facts.trustFlags ?? ""));
  return codex === void 0 ? checks.push({ status: "unknown", what: "trust not checked (--no-codex)" }) : !codex.listing.ok && codex.listing.noHookTrust !== !0 && checks.push({
    status: "unknown",
    what: `cannot tell whether codex trusts the hooks: ${codex.listing.why}`,
    next: codex.listing.missing === !0 ? "put codex on the PATH, or pass `--codex <path>`" : "run `codex app-server` by hand to see why it does not answer"
  }), checks;
}

// src/doctor/other-continuations.ts
var import_node_path6 = require("node:path");

// src/install/hooks-file.ts
var import_jsonc_parser3 = require("./jsonc-parser.js");

// src/json/text-edit.ts
var import_jsonc_parser2 = require("./jsonc-parser.js");

// src/json/compare.ts
var import_node_util2 = require("node:util");
function changedPaths(before, after) {
  let changes = [], pending = [
    { before, after, path: [] }
  ];
  for (let pair = pending.pop(); pair !== void 0; pair = pending.pop()) {
    let { path, before: was, after: now } = pair;
    if (was !== now) {
      if (!isRecord(was) || !isRecord(now)) {
        (0, import_node_util2.isDeepStrictEqual)(was, now) || changes.push({ path, value: now });
        continue;
      }
      for (let key of Object.keys(was))
        field(now, key) === void 0 && changes.push({ path: [...path, key], value: void 0 });
      for (let key of Object.keys(now)) {
        let next = field(now, key);
        next !== void 0 && (Object.hasOwn(was, key) ? pending.push({ before: field(was, key), after: next, path: [...path, key] }) : changes.push({ path: [...path, key], value: next }));
      }
    }
  }
  return changes;
}
function sameJson(read, after) {
  let pending = [[read, after]];
  for (let pair = pending.pop(); pair !== void 0; pair = pending.pop()) {
    let [left, right] = pair;
    if (isRecord(left) && isRecord(right)) {
      let keys = Object.keys(right).filter((key) => field(right, key) !== void 0);
      if (keys.length !== Object.keys(left).length) return !1;
      for (let key of keys) {
        if (!Object.hasOwn(left, key)) return !1;
        pending.push([field(left, key), field(right, key)]);
      }
    } else if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length !== right.length) return !1;
      for (let [index, item] of left.entries()) pending.push([item, right[index]]);
    } else {
      if (isRecord(left) || isRecord(right) || Array.isArray(left) || Array.isArray(right)) return !1;
      if (!Object.is(left, right) && JSON.stringify(left) !== JSON.stringify(right)) return !1;
    }
  }
  return !0;
}
function readsBackAs(text5, after) {
  let read = parseJson(text5);
  if (!read.ok) return !1;
  try {
    if (JSON.stringify(read.value) === JSON.stringify(after)) return !0;
  } catch {
  }
  return sameJson(read.value, after);
}

// src/json/object-offsets.ts
var import_jsonc_parser = require("./jsonc-parser.js"), [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA, COLON, STRING, EOF] = [
  1,
  2,
  3,
  4,
  5,
  6,
  10,
  17
];
function objectOffsets(text5, paths) {
  let route = /* @__PURE__ */ new Set();
  for (let path of paths)
    for (let n = 0; n <= path.length; n++) route.add(JSON.stringify(path.slice(0, n)));
  let found = /* @__PURE__ */ new Map(), stack = [], skipped = 0, skippedProperty, scanner = (0, import_jsonc_parser.createScanner)(text5, !0);
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    let offset = scanner.getTokenOffset(), end = offset + scanner.getTokenLength(), opens = kind === OPEN_BRACE || kind === OPEN_BRACKET, closes = kind === CLOSE_BRACE || kind === CLOSE_BRACKET;
    if (skipped > 0) {
      skipped += opens ? 1 : closes ? -1 : 0, skipped === 0 && skippedProperty !== void 0 && (skippedProperty.end = end);
      continue;
    }
    let frame = stack.at(-1);
    if (closes) {
      if (stack.pop(), frame === void 0) continue;
      frame.object.end = end, found.set(JSON.stringify(frame.path), frame.object), frame.property !== void 0 && (frame.property.end = end);
    } else if (frame !== void 0 && (kind === COMMA || kind === COLON))
      frame.expectsKey = kind === COMMA;
    else if (frame?.expectsKey === !0 && kind === STRING)
      frame.expectsKey = !1, frame.pending = { key: scanner.getTokenValue(), offset, keyEnd: end, valueOffset: end, end };
    else {
      let property = frame?.pending;
      frame !== void 0 && property !== void 0 && (frame.pending = void 0, [property.valueOffset, property.end] = [offset, end], frame.object.properties.push(property));
      let path = frame === void 0 ? [] : property === void 0 ? void 0 : [...frame.path, property.key];
      if (kind === OPEN_BRACE && path !== void 0 && route.has(JSON.stringify(path))) {
        let object = { offset, end: offset, properties: [] };
        stack.push({ path, object, property, expectsKey: !0, pending: void 0 });
      } else opens && ([skipped, skippedProperty] = [1, property]);
    }
  }
  return found;
}

// src/json/text-edit.ts
function styleOf(text5) {
  let indent = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text5)?.[1];
  return { unit: indent === void 0 ? void 0 : indent.startsWith("	") ? "	" : " ".repeat(indent.length), eol: text5.includes(`\r
`) ? `\r
` : `
` };
}
function lineAt(text5, offset) {
  let start2 = text5.lastIndexOf(`
`, offset - 1) + 1, prefix = text5.slice(start2, offset);
  return { indent: /^[ \t]*/.exec(prefix)?.[0] ?? "", ownLine: prefix.trim() === "" };
}
function render(value, unit, style, indent) {
  return (JSON.stringify(value, null, unit) ?? "null").replaceAll(`
`, `${style.eol}${indent}`);
}
function modifyAt(text5, path, value, insert) {
  let { unit, eol } = styleOf(text5), formattingOptions = value === void 0 || unit === void 0 ? void 0 : { insertSpaces: unit !== "	", tabSize: unit.length, eol }, options = {
    ...formattingOptions ? { formattingOptions } : {},
    ...insert ? { isArrayInsertion: !0 } : {}
  };
  return (0, import_jsonc_parser2.applyEdits)(text5, (0, import_jsonc_parser2.modify)(text5, path, value, options));
}
function setJsonValue(text5, path, value) {
  return modifyAt(text5, path, value, !1);
}
function appendElement(text5, path, value) {
  let tree2 = (0, import_jsonc_parser2.parseTree)(text5), last = tree2 === void 0 ? void 0 : (0, import_jsonc_parser2.findNodeAtLocation)(tree2, path)?.children?.at(-1);
  if (last === void 0) return modifyAt(text5, [...path, 0], value, !0);
  let style = styleOf(text5), { indent, ownLine } = lineAt(text5, last.offset), onOwnLine = style.unit !== void 0 && ownLine, body = render(value, onOwnLine ? style.unit : void 0, style, indent), end = last.offset + last.length;
  return `${text5.slice(0, end)},${onOwnLine ? `${style.eol}${indent}` : " "}${body}${text5.slice(end)}`;
}
function removeElement(text5, path) {
  let tree2 = (0, import_jsonc_parser2.parseTree)(text5), index = path.at(-1), array = tree2 === void 0 ? void 0 : (0, import_jsonc_parser2.findNodeAtLocation)(tree2, path.slice(0, -1)), items = array?.children ?? [], item = typeof index == "number" ? items[index] : void 0;
  if (array === void 0 || item === void 0 || typeof index != "number") return text5;
  let end = (node) => node.offset + node.length, previous = items[index - 1], following = items[index + 1];
  return previous !== void 0 ? text5.slice(0, end(previous)) + text5.slice(end(item)) : following !== void 0 ? text5.slice(0, item.offset) + text5.slice(following.offset) : `${text5.slice(0, array.offset)}[]${text5.slice(end(array))}`;
}
function objectText(text5, object, entries, style) {
  if (entries.length === 0) return "{}";
  if (style.unit === void 0)
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
  let { indent } = lineAt(text5, object.offset), inner = `${indent}${style.unit}`, lines = entries.map(
    ([key, value]) => `${inner}${JSON.stringify(key)}: ${render(value, style.unit, style, inner)}`
  );
  return `{${style.eol}${lines.join(`,${style.eol}`)}${style.eol}${indent}}`;
}
function insertion(text5, last, beforeLast, entries, style) {
  let colon = text5.slice(last.keyEnd, last.valueOffset), { indent, ownLine } = lineAt(text5, last.offset), separator = ownLine ? `,${style.eol}${indent}` : beforeLast !== void 0 ? text5.slice(beforeLast.end, last.offset) : ",", unit = ownLine ? style.unit : void 0, content = entries.map(([key, value]) => `${separator}${JSON.stringify(key)}${colon}${render(value, unit, style, indent)}`).join("");
  return { offset: last.end, length: 0, content };
}
function objectEdits(text5, object, changes, style) {
  let { properties } = object, removed = /* @__PURE__ */ new Set(), added = [], edits = [];
  for (let { path, value } of changes) {
    let key = path.at(-1) ?? "", property = properties.findLast((each) => each.key === key);
    if (property === void 0)
      value !== void 0 && added.push([key, value]);
    else if (value === void 0) removed.add(property);
    else {
      let { indent, ownLine } = lineAt(text5, property.offset), content = render(value, ownLine ? style.unit : void 0, style, indent);
      edits.push({ offset: property.valueOffset, length: property.end - property.valueOffset, content });
    }
  }
  let firstKept = properties.findIndex((property) => !removed.has(property));
  if (firstKept === -1)
    return [
      {
        offset: object.offset,
        length: object.end - object.offset,
        content: objectText(text5, object, added, style)
      }
    ];
  let lastGone = properties[firstKept - 1];
  lastGone !== void 0 && edits.push({
    offset: object.offset + 1,
    length: text5.indexOf(",", lastGone.end) - object.offset,
    content: ""
  });
  for (let [index, property] of properties.entries()) {
    let previous = properties[index - 1];
    index > firstKept && removed.has(property) && previous !== void 0 && edits.push({ offset: previous.end, length: property.end - previous.end, content: "" });
  }
  let last = properties.at(-1);
  return added.length > 0 && last !== void 0 && edits.push(insertion(text5, last, properties.at(-2), added, style)), edits;
}
function spliced(text5, edits) {
  let out = "", at = 0;
  for (let edit of [...edits].sort((a, b) => a.offset - b.offset)) {
    if (edit.offset < at) return;
    out += text5.slice(at, edit.offset) + edit.content, at = edit.offset + edit.length;
  }
  return out + text5.slice(at);
}
function editJsonText(text5, before, after) {
  try {
    let changes = changedPaths(before, after);
    if (changes.length === 0) return { ok: !0, text: text5 };
    let style = styleOf(text5), byObject = /* @__PURE__ */ new Map();
    for (let change of changes) {
      let key = JSON.stringify(change.path.slice(0, -1));
      byObject.set(key, [...byObject.get(key) ?? [], change]);
    }
    let objects = objectOffsets(
      text5,
      changes.map(({ path }) => path.slice(0, -1))
    ), edits = [];
    for (let [key, group] of byObject) {
      let object = objects.get(key);
      if (object === void 0) return { ok: !1, why: `the object at ${key} was not found in its text` };
      edits.push(...objectEdits(text5, object, group, style));
    }
    let next = spliced(text5, edits);
    return next !== void 0 && readsBackAs(next, after) ? { ok: !0, text: next } : {
      ok: !1,
      why: "the edited text would not read back as the edit (a key repeated in an object it changes?)"
    };
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { ok: !1, why: "a value it would rewrite is nested too deeply to be written out" };
    throw error;
  }
}

// src/install/hooks-file.ts
function readHooksText(path) {
  return readRegularText(path, 8 * MIB);
}
var STATUS_PREFIX = `${PACKAGE_NAME}:`, EVENTS = [
  ["Stop", "stop", `${STATUS_PREFIX} checking the ULW plan`],
  ["SubagentStop", "subagentStop", `${STATUS_PREFIX} sub-agent stop (no-op)`],
  ["UserPromptSubmit", "promptSubmit", `${STATUS_PREFIX} checking for $ulw-execute`],
  ["SessionStart", "sessionStart", `${STATUS_PREFIX} checking for a ULW plan to restore`]
];
function isOurs(handler, ours) {
  if (!isRecord(handler)) return !1;
  let command = field(handler, "command"), status2 = field(handler, "statusMessage");
  if (EVENTS.some(([, key]) => command === ours[key].command)) return !0;
  let runs = platformCommand(handler);
  return typeof status2 != "string" || typeof runs != "string" ? !1 : status2.startsWith(STATUS_PREFIX) && parseHookCommand(runs) !== void 0;
}
var BOM = "\uFEFF";
function withBom(edit) {
  return edit.ok ? { ok: !0, text: `${BOM}${edit.text}` } : edit;
}
var nodeAt = (text5, path) => {
  let tree2 = (0, import_jsonc_parser3.parseTree)(text5.replace(/^\ufeff/, ""));
  return tree2 === void 0 ? void 0 : (0, import_jsonc_parser3.findNodeAtLocation)(tree2, path);
};
function placesOfOurs(groups, ours) {
  let places = [];
  for (let [g, group] of (groups?.children ?? []).entries()) {
    let handlers = group.type === "object" ? (0, import_jsonc_parser3.findNodeAtLocation)(group, ["hooks"]) : void 0;
    if (handlers?.type !== "array") continue;
    let list2 = handlers.children ?? [];
    for (let [h, handler] of list2.entries())
      isOurs((0, import_jsonc_parser3.getNodeValue)(handler), ours) && places.push([g, h, list2.length]);
  }
  return places;
}
function check(text5) {
  let parsed = parseJson(text5);
  if (!parsed.ok) return { ok: !1, problem: "is not valid JSON" };
  if (!isRecord(parsed.value)) return { ok: !1, problem: "is not a JSON object" };
  let hooks = field(parsed.value, "hooks");
  if (hooks !== void 0 && !isRecord(hooks)) return { ok: !1, problem: '"hooks" is not a JSON object' };
  for (let [event] of EVENTS) {
    let groups = isRecord(hooks) ? field(hooks, event) : void 0;
    if (groups !== void 0 && !Array.isArray(groups))
      return { ok: !1, problem: `"hooks.${event}" is not an array` };
  }
  return { ok: !0 };
}
function addOurHooks(text5, ours) {
  if (text5.startsWith(BOM)) return withBom(addOurHooks(text5.slice(1), ours));
  let next = text5.trim() === "" ? `{
  "hooks": {}
}
` : text5;
  for (let [event, key, statusMessage] of EVENTS) {
    let checked = check(next);
    if (!checked.ok) return checked;
    let { command, commandWindows } = ours[key], handler = { type: "command", command, commandWindows, timeout: 10, statusMessage }, groups = nodeAt(next, ["hooks", event]), [first, ...extra] = placesOfOurs(groups, ours);
    for (let [g, h, count3] of extra.reverse())
      next = removeElement(next, count3 === 1 ? ["hooks", event, g] : ["hooks", event, g, "hooks", h]);
    if (first !== void 0) {
      let [g, h] = first, current = nodeAt(next, ["hooks", event, g, "hooks", h]);
      JSON.stringify(current && (0, import_jsonc_parser3.getNodeValue)(current)) !== JSON.stringify(handler) && (next = setJsonValue(next, ["hooks", event, g, "hooks", h], handler));
    } else groups === void 0 ? next = setJsonValue(next, ["hooks", event], [{ hooks: [handler] }]) : next = appendElement(next, ["hooks", event], { hooks: [handler] });
  }
  return { ok: !0, text: next };
}
function emptyAsBefore(text5, before, path) {
  let now = nodeAt(text5, path), then = nodeAt(before, path);
  if (now === void 0 || then === void 0 || now.type !== then.type || (now.children?.length ?? 0) > 0 || (then.children?.length ?? 0) > 0) return text5;
  let original = before.replace(/^\ufeff/, "").slice(then.offset, then.offset + then.length);
  return text5.slice(0, now.offset) + original + text5.slice(now.offset + now.length);
}
function removeOurHooks(text5, ours, before) {
  if (text5.startsWith(BOM)) return withBom(removeOurHooks(text5.slice(1), ours, before));
  if (text5.trim() === "") return { ok: !0, text: text5 };
  let had = (path) => before !== void 0 && nodeAt(before, path) !== void 0, next = text5;
  for (let [event] of EVENTS) {
    let checked = check(next);
    if (!checked.ok) return checked;
    let groups = nodeAt(next, ["hooks", event]), places = placesOfOurs(groups, ours);
    if (places.length === 0) continue;
    let ourCount = /* @__PURE__ */ new Map();
    for (let [g] of places) ourCount.set(g, (ourCount.get(g) ?? 0) + 1);
    let emptied = new Set(places.filter(([g, , count3]) => ourCount.get(g) === count3).map(([g]) => g));
    if (emptied.size === (groups?.children?.length ?? 0) && !had(["hooks", event])) {
      next = setJsonValue(next, ["hooks", event], void 0);
      continue;
    }
    for (let [g, h] of [...places].reverse())
      emptied.has(g) ? h === 0 && (next = removeElement(next, ["hooks", event, g])) : next = removeElement(next, ["hooks", event, g, "hooks", h]);
  }
  if (next === text5) return { ok: !0, text: text5 };
  if (before !== void 0) {
    for (let [event] of EVENTS) next = emptyAsBefore(next, before, ["hooks", event]);
    next = emptyAsBefore(next, before, ["hooks"]);
  }
  let hooks = nodeAt(next, ["hooks"]);
  return !had(["hooks"]) && hooks?.type === "object" && (hooks.children?.length ?? 0) === 0 && (next = setJsonValue(next, ["hooks"], void 0)), { ok: !0, text: next };
}

// src/doctor/hooks-files.ts
var import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");
var PLUGIN_ROOT_VARIABLE = "${PLUGIN_ROOT}";
function projectRoot(cwd) {
  for (let dir = cwd; ; dir = (0, import_node_path5.dirname)(dir)) {
    let git = (0, import_node_path5.join)(dir, ".git");
    if (pathKind((0, import_node_path5.join)(git, "HEAD")) === "file" || pathKind(git) === "file") return dir;
    if ((0, import_node_path5.dirname)(dir) === dir) return;
  }
}
function hooksFilesToRead(codexHome2, cwd, listedProjectFiles) {
  let user = (0, import_node_path5.join)(codexHome2, "hooks.json"), start2 = (0, import_node_path5.resolve)(cwd), root = projectRoot(start2) ?? start2, folders = [];
  for (let dir = start2; folders.unshift(dir), !(dir === root || (0, import_node_path5.dirname)(dir) === dir); dir = (0, import_node_path5.dirname)(dir))
    ;
  let userPath = resolvedPath(user), projects = folders.map((dir) => (0, import_node_path5.join)(dir, ".codex", "hooks.json")).filter((file) => pathKind(file) !== void 0 && resolvedPath(file) !== userPath), seen = /* @__PURE__ */ new Set([userPath, ...projects.map(resolvedPath)]);
  for (let file of listedProjectFiles)
    seen.has(resolvedPath(file)) || projects.push(file), seen.add(resolvedPath(file));
  return { user, projects };
}
function folderNames(path) {
  try {
    return (0, import_node_fs5.readdirSync)(path, { withFileTypes: !0 }).filter((entry2) => entry2.isDirectory()).map((entry2) => entry2.name).sort();
  } catch {
    return [];
  }
}
function installedPlugins(codexHome2) {
  let cache = (0, import_node_path5.join)(codexHome2, "plugins", "cache");
  return folderNames(cache).flatMap(
    (marketplace) => folderNames((0, import_node_path5.join)(cache, marketplace)).flatMap(
      (plugin) => folderNames((0, import_node_path5.join)(cache, marketplace, plugin)).map((version) => ({
        root: (0, import_node_path5.join)(cache, marketplace, plugin, version),
        id: `${plugin}@${marketplace}`
      }))
    )
  );
}
function handlersOf(document, event) {
  let hooks = isRecord(document) ? field(document, "hooks") : void 0, groups = isRecord(hooks) ? field(hooks, event) : void 0;
  return (Array.isArray(groups) ? groups : []).flatMap((group) => {
    let handlers = isRecord(group) ? field(group, "hooks") : void 0;
    return Array.isArray(handlers) ? handlers : [];
  });
}

// src/doctor/other-continuations.ts
var OMO_START_WORK = "OmO's start-work-continuation", COMPONENT_CLI = "/components/start-work-continuation/dist/cli.js", BUNDLE_SOURCE_LINE = "// components/start-work-continuation/src/cli.ts", DIRECTIVE_TAG = "<start-work-continuation>", HEAD_BYTES = 1024;
function headLines(path) {
  let read = withRegularFile(path, 67108864, (fd) => {
    let buffer = Buffer.alloc(HEAD_BYTES), length = readFullyAt(fd, buffer, HEAD_BYTES, 0);
    return {
      ok: !0,
      text: buffer.subarray(0, length).toString("utf8"),
      whole: length < HEAD_BYTES
    };
  });
  if (!read.ok) return;
  let lines = read.text.split(/\r?\n/);
  return read.whole ? lines : lines.slice(0, -1);
}
function recogniseStartWorkContinuation(command) {
  let parsed = parseHookCommand(command);
  if (parsed?.launcher !== "node" || parsed.subcommand !== "stop" || parsed.flags.length > 0)
    return;
  let script = parsed.script;
  if (!(0, import_node_path6.isAbsolute)(script) || !script.endsWith(COMPONENT_CLI) || headLines(script)?.find(
    (line, i) => !(i === 0 && line.startsWith("#!")) && line.trim() !== ""
  ) !== BUNDLE_SOURCE_LINE) return;
  let evidence = [
    `the command is \`node "\u2026${COMPONENT_CLI}" hook stop\``,
    `${script} opens with \`${BUNDLE_SOURCE_LINE}\``
  ], directive = (0, import_node_path6.join)((0, import_node_path6.dirname)((0, import_node_path6.dirname)(script)), "directive.md");
  return headLines(directive)?.[0]?.trim() === DIRECTIVE_TAG && evidence.push(`${directive} opens with \`${DIRECTIVE_TAG}\``), { product: OMO_START_WORK, script, evidence };
}
function parsedJsonFile(file) {
  let read = readHooksText(file), parsed = read.ok ? parseJson(read.text) : void 0;
  return parsed?.ok === !0 ? parsed.value : void 0;
}
function pluginHooksFiles(root) {
  let manifest = parsedJsonFile((0, import_node_path6.join)(root, ".codex-plugin", "plugin.json")), named = isRecord(manifest) ? field(manifest, "hooks") : void 0, files = (typeof named == "string" ? [named] : Array.isArray(named) ? named : []).flatMap((path) => {
    if (typeof path != "string") return [];
    let inside = (0, import_node_path6.relative)(root, (0, import_node_path6.resolve)(root, path));
    return inside === "" || inside.startsWith("..") || (0, import_node_path6.isAbsolute)(inside) ? [] : [(0, import_node_path6.resolve)(root, path)];
  });
  return files.length > 0 ? files : [(0, import_node_path6.join)(root, "hooks", "hooks.json")];
}
function allStopHandlers(codexHome2, cwd, listedProjectFiles = []) {
  let { user, projects } = hooksFilesToRead(codexHome2, cwd, listedProjectFiles), handlersIn = (file, where2, root) => handlersOf(parsedJsonFile(file), "Stop").flatMap((handler) => {
    let command = isRecord(handler) ? platformCommand(handler) : void 0;
    return typeof command != "string" ? [] : [{ where: where2, runs: root === void 0 ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, root) }];
  });
  return [
    ...handlersIn(user, `user hooks file ${user}`),
    ...projects.flatMap((file) => handlersIn(file, `project hooks file ${file}`)),
    ...installedPlugins(codexHome2).flatMap(
      ({ root, id }) => pluginHooksFiles(root).flatMap((file) => handlersIn(file, `plugin ${id} (${root})`, root))
    )
  ];
}
function findOtherContinuations(handlers, listing) {
  if (listing?.ok === !0)
    return listing.hooks.flatMap((hook) => {
      let recognised = hook.eventName === "stop" ? recogniseStartWorkContinuation(hook.command) : void 0;
      if (recognised === void 0) return [];
      let file = hook.sourcePath ?? "(no file)", where2 = hook.pluginId !== null ? `plugin ${hook.pluginId} (${file})` : `${hook.source} hooks file ${file}`, { product, evidence } = recognised, { key, enabled, trustStatus } = hook;
      return [{ product, where: where2, runs: hook.command, evidence, key, enabled, trustStatus }];
    });
  let found = [];
  for (let { where: where2, runs } of handlers) {
    let recognised = recogniseStartWorkContinuation(runs);
    recognised !== void 0 && !found.some((seen) => seen.where === where2 && seen.runs === runs) && found.push({ product: recognised.product, where: where2, runs, evidence: recognised.evidence });
  }
  return found;
}
function turnOffToml(key) {
  return [`[hooks.state.${JSON.stringify(key)}]`, "enabled = false"];
}
function otherContinuationChecks(found, oursRegistered, codexHome2) {
  let config = (0, import_node_path6.join)(codexHome2, "config.toml");
  return found.map((other) => {
    let at = `${other.product} Stop hook in ${other.where}${other.key === void 0 ? "" : `, key ${other.key}`}`;
    if (other.enabled === !1)
      return { status: "ok", what: `${at}: turned off in codex, so only this package continues the plan` };
    if (!oursRegistered)
      return { status: "ok", what: `${at}: continues the plan; no Stop hook of this package beside it` };
    let trust2 = [void 0, "trusted", "no hook trust"].includes(other.trustStatus) ? "" : ` (codex says ${other.trustStatus}: it runs once trusted, or under --dangerously-bypass-hook-trust)`;
    return {
      status: "problem",
      what: `${at}: continues the same plan from the same .omo/boulder.json${trust2}. Codex joins the reasons of every Stop hook that blocks into one prompt: each continuation carries both directives (15.9 KB measured with OmO 4.19.4's)`,
      next: other.key !== void 0 ? `turn one of the two off: OmO's with the two lines shown below, added to ${config} (into that table if it is already there), or with \`/hooks\` in the codex TUI` : `turn one of the two off: OmO's with \`/hooks\` in the codex TUI, or with \`enabled = false\` under \`[hooks.state."<key>"]\` in ${config}; the key is what \`codex app-server\` hooks/list reports (run doctor where codex can answer to see it)`
    };
  });
}
function otherContinuationDetails(found, codexHome2) {
  let shown3 = found.filter((other) => other.enabled !== !1);
  return shown3.length === 0 ? [] : [
    "",
    "Other Stop hooks that continue the same plan (told by what they run):",
    ...shown3.flatMap((other) => [
      `  ${other.product}, ${other.where}`,
      `    runs: ${other.runs}`,
      ...other.evidence.map((evidence) => `    matched: ${evidence}`),
      ...other.key === void 0 ? ["    its key: codex did not list it here; `/hooks` in the codex TUI shows it and turns it off"] : [
        `    to turn it off, add to ${(0, import_node_path6.join)(codexHome2, "config.toml")}:`,
        ...turnOffToml(other.key).map((line) => `      ${line}`)
      ]
    ])
  ];
}
function otherContinuationsJson(found, codexHome2) {
  return found.map((other) => ({
    ...other,
    ...other.key !== void 0 ? { turnOff: { configToml: (0, import_node_path6.join)(codexHome2, "config.toml"), lines: turnOffToml(other.key) } } : {}
  }));
}

// src/doctor/registrations.ts
var import_node_fs7 = require("node:fs"), import_node_path9 = require("node:path");

// src/install/hook-ownership.ts
var import_node_fs6 = require("node:fs"), import_node_path8 = require("node:path");

// src/fs/omo-paths.ts
var import_node_path7 = require("node:path"), BRIEF_TEMPLATE_FILE = "directive-brief.md";
function boulderPath(root) {
  return (0, import_node_path7.join)(root, ".omo", "boulder.json");
}
function ledgerPath(root) {
  return (0, import_node_path7.join)(root, ".omo", "ulw-execute", "ledger.jsonl");
}
function directiveOverridePath(root) {
  return (0, import_node_path7.join)(root, ".omo", "ulw-execute", "directive.md");
}
function briefOverridePath(root) {
  return (0, import_node_path7.join)(root, ".omo", "ulw-execute", BRIEF_TEMPLATE_FILE);
}
function settingsPath(root) {
  return (0, import_node_path7.join)(root, ".omo", "ulw-execute", "settings.json");
}

// src/install/hook-ownership.ts
var NOT_OURS = "not ours: does not run this package", CLI_IN_PACKAGE = (0, import_node_path8.join)("dist", "cli.js"), TREE_CAP = 32 * MIB, TEMPLATE_FILES = ["directive.md", BRIEF_TEMPLATE_FILE], errorText = (error) => error instanceof Error ? error.message : "error";
function real(path) {
  try {
    return (0, import_node_fs6.realpathSync)(path);
  } catch {
    return;
  }
}
function filesOf(root) {
  let files = [], bytes = 0, walk = (folder) => {
    for (let entry2 of (0, import_node_fs6.readdirSync)((0, import_node_path8.join)(root, folder), { withFileTypes: !0 })) {
      let path = folder === "" ? entry2.name : (0, import_node_path8.join)(folder, entry2.name);
      if (!entry2.isDirectory() && !entry2.isFile()) return `${path} is not a regular file`;
      let problem = entry2.isDirectory() ? walk(path) : void 0;
      if (problem !== void 0) return problem;
      if (!entry2.isDirectory()) {
        if (bytes += (0, import_node_fs6.lstatSync)((0, import_node_path8.join)(root, path)).size, bytes > TREE_CAP) return `holds more than ${TREE_CAP / MIB} MiB`;
        files.push(path);
      }
    }
  };
  try {
    let problem = walk("");
    return problem === void 0 ? { ok: !0, files: files.sort() } : { ok: !1, why: problem };
  } catch (error) {
    return { ok: !1, why: `cannot be read (${errorText(error)})` };
  }
}
function compareTrees(copy, reference) {
  let ours = filesOf(reference);
  if (!ours.ok) return { same: !1, why: `this package's build ${reference} ${ours.why}` };
  let theirs = filesOf(copy);
  if (!theirs.ok) return { same: !1, why: `${copy} ${theirs.why}` };
  let extra = theirs.files.find((file) => !ours.files.includes(file));
  if (extra !== void 0)
    return { same: !1, why: `${copy} holds ${extra}, which this package's build does not` };
  let missing = ours.files.find((file) => !theirs.files.includes(file));
  if (missing !== void 0) return { same: !1, why: `${copy} lacks ${missing}` };
  let differs = ours.files.find(
    (file) => !(0, import_node_fs6.readFileSync)((0, import_node_path8.join)(copy, file)).equals((0, import_node_fs6.readFileSync)((0, import_node_path8.join)(reference, file)))
  );
  return differs === void 0 ? { same: !0 } : { same: !1, why: `${copy}: ${differs} differs from this package's build` };
}
function compareComponent(component, ourCli) {
  let dist = compareTrees((0, import_node_path8.join)(component, "dist"), (0, import_node_path8.dirname)(ourCli));
  if (!dist.same) return dist;
  for (let file of TEMPLATE_FILES) {
    let theirs = (0, import_node_path8.join)(component, file);
    try {
      if (!(0, import_node_fs6.readFileSync)(theirs).equals((0, import_node_fs6.readFileSync)((0, import_node_path8.join)((0, import_node_path8.dirname)((0, import_node_path8.dirname)(ourCli)), file))))
        return { same: !1, why: `${theirs} differs from this package's` };
    } catch (error) {
      return { same: !1, why: `cannot compare ${theirs}: ${errorText(error)}` };
    }
  }
  return { same: !0 };
}
function ourPluginFolder(cliPath) {
  let root = (0, import_node_path8.dirname)((0, import_node_path8.dirname)(cliPath));
  return [root, (0, import_node_path8.join)(root, "plugin")].find(
    (folder) => (0, import_node_fs6.lstatSync)((0, import_node_path8.join)(folder, ".codex-plugin", "plugin.json"), { throwIfNoEntry: !1 })?.isFile() === !0
  );
}
function ownership(site, ourCli) {
  let command = parseHookCommand(site.command);
  if (command === void 0)
    return { ours: !1, why: `${NOT_OURS} (the command is not \`node "<path>" hook <subcommand>\`)` };
  if (command.launcher === "path")
    return {
      ours: !1,
      why: `not trusted by this package: it runs whatever \`${command.script}\` the PATH finds when codex starts it; only \`node "<absolute path>/dist/cli.js"\` commands are pinned`
    };
  let script = command.script;
  if (!(0, import_node_path8.isAbsolute)(script))
    return {
      ours: !1,
      why: `${NOT_OURS} (it runs ${script}, a relative path: what it runs depends on the session's folder)`
    };
  if (real(script) !== script)
    return {
      ours: !1,
      why: `${NOT_OURS} (${script} goes through a symlink or is not there: what it runs can change)`
    };
  if (site.pluginRoot === void 0)
    return script === real(ourCli) ? { ours: !0 } : { ours: !1, why: `${NOT_OURS} (it runs ${script}, this package is ${ourCli})` };
  let inside = (0, import_node_path8.relative)(site.pluginRoot, script);
  if (!script.endsWith(CLI_IN_PACKAGE) || inside.startsWith("..") || (0, import_node_path8.isAbsolute)(inside))
    return { ours: !1, why: `${NOT_OURS} (it runs ${script}, outside its plugin folder)` };
  let verdict = (compared) => compared.same ? { ours: !0 } : { ours: !1, why: `${NOT_OURS} (${compared.why})` };
  if (script !== (0, import_node_path8.join)(site.pluginRoot, CLI_IN_PACKAGE))
    return verdict(compareComponent((0, import_node_path8.dirname)((0, import_node_path8.dirname)(script)), ourCli));
  let reference = ourPluginFolder(ourCli);
  return reference === void 0 ? {
    ours: !1,
    why: `cannot tell: this package (${(0, import_node_path8.dirname)((0, import_node_path8.dirname)(ourCli))}) has no plugin build to compare ${site.pluginRoot} with; run this from the clone the plugin was added from`
  } : verdict(compareTrees(site.pluginRoot, reference));
}
function ownershipOfListed(hook, ourCli) {
  if (hook.pluginId === null) return ownership({ command: hook.command }, ourCli);
  let path = hook.sourcePath;
  return path === null || !path.endsWith((0, import_node_path8.join)("hooks", "hooks.json")) ? { ours: !1, why: `${NOT_OURS} (its plugin folder cannot be told from ${path})` } : ownership({ command: hook.command, pluginRoot: (0, import_node_path8.dirname)((0, import_node_path8.dirname)(path)) }, ourCli);
}

// src/doctor/registrations.ts
function registrationsIn(file, source, ourCli, plugin) {
  let read = readHooksText(file);
  if (!read.ok)
    return read.missing ? { registrations: [] } : { registrations: [], problem: { file, problem: read.why } };
  let parsed = parseJson(read.text);
  if (!parsed.ok || !isRecord(parsed.value))
    return { registrations: [], problem: { file, problem: "is not a JSON object" } };
  let document = parsed.value;
  return { registrations: EVENTS.flatMap(
    ([event]) => handlersOf(document, event).flatMap((handler) => {
      if (!isRecord(handler)) return [];
      let status2 = field(handler, "statusMessage"), raw = platformCommand(handler);
      if (!(typeof status2 == "string" && status2.startsWith(STATUS_PREFIX)) && !(typeof raw == "string" && raw.includes(PACKAGE_NAME))) return [];
      let command = String(raw ?? ""), runs = plugin === void 0 ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root), parsedCommand = parseHookCommand(runs), script = parsedCommand?.launcher === "node" ? parsedCommand.script : parsedCommand && executableOnPath(parsedCommand.script), owner = ownership({ command: runs, ...plugin ? { pluginRoot: plugin.root } : {} }, ourCli), viaPath = parsedCommand?.launcher === "path" && script !== void 0 && resolvedPath(script) === resolvedPath(ourCli);
      return [
        {
          source,
          file,
          event,
          command,
          ...script !== void 0 ? { script } : {},
          scriptExists: script !== void 0 && (0, import_node_fs7.existsSync)(script),
          options: parsedCommand?.options ?? {
            ok: !1,
            problem: 'the command is not `node "<path>" hook stop|subagent-stop [flags]`'
          },
          owner: owner.ours ? { ours: !0 } : viaPath ? { ours: !0, viaPath: !0 } : { ours: !1, why: owner.why },
          ...plugin !== void 0 ? { pluginId: plugin.id, pluginRoot: plugin.root } : {}
        }
      ];
    })
  ) };
}
function findRegistrations(codexHome2, cwd, ourCli, listedProjectFiles = []) {
  let { user, projects } = hooksFilesToRead(codexHome2, cwd, listedProjectFiles), found = [
    registrationsIn(user, "user", ourCli),
    ...projects.map((file) => registrationsIn(file, "project", ourCli)),
    // Any plugin may carry our hook: ours, or a parent plugin that embeds this package.
    ...installedPlugins(codexHome2).map(
      (plugin) => registrationsIn((0, import_node_path9.join)(plugin.root, "hooks", "hooks.json"), "plugin", ourCli, plugin)
    )
  ];
  return {
    registrations: found.flatMap((entry2) => entry2.registrations),
    problems: found.flatMap((entry2) => entry2.problem === void 0 ? [] : [entry2.problem])
  };
}

// src/fs/project-root.ts
var import_node_path10 = require("node:path");
function upwards(cwd, has) {
  for (let dir = (0, import_node_path10.resolve)(cwd); ; dir = (0, import_node_path10.dirname)(dir)) {
    if (has(dir)) return dir;
    if ((0, import_node_path10.dirname)(dir) === dir) return;
  }
}
function findBoulder(cwd) {
  let searched = [], root = upwards(cwd, (dir) => {
    let path = boulderPath(dir);
    return searched.push(path), pathKind(path) !== void 0;
  });
  return root === void 0 ? { searched } : { found: { root, path: boulderPath(root) }, searched };
}
function findProjectRoot(cwd) {
  return upwards(cwd, (dir) => pathKind((0, import_node_path10.join)(dir, ".omo")) === "directory") ?? (0, import_node_path10.resolve)(cwd);
}

// src/settings/read.ts
function readSettingsFact(root) {
  let path = settingsPath(root), read = readRegularText(path, SETTINGS_CAP_BYTES);
  if (!read.ok) return read.missing ? { kind: "none", path } : { kind: "invalid", path, why: read.why };
  let parsed = parseSettings(read.text);
  if (!parsed.ok) return { kind: "invalid", path, why: parsed.why };
  let { ok: _ok, ...found } = parsed;
  return { kind: "read", path, ...found };
}

// src/cli/fail.ts
var CliError = class extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
  exitCode;
};
function describeError(error) {
  let code3 = errorCode(error);
  return code3 === "ENOENT" ? "no such file or directory" : code3 === "EACCES" || code3 === "EPERM" ? "permission denied" : code3 === "EISDIR" ? "is a directory" : code3 === "ENOSPC" || code3 === "EDQUOT" ? "disk full" : error instanceof Error ? error.message : String(error);
}

// src/cli/doctor.ts
function codexJson(codex) {
  let version = codex.listing.version === void 0 ? void 0 : parseCodexVersion(codex.listing.version);
  return {
    path: codex.path,
    version: codex.listing.version ?? null,
    capabilities: version === void 0 ? null : capabilitiesOf(version),
    listing: codex.listing,
    features: codex.features === void 0 || !codex.features.ok ? codex.features ?? null : Object.fromEntries(codex.features.features)
  };
}
var MARKS = {
  ok: "ok     ",
  problem: "PROBLEM",
  warning: "warning",
  unknown: "unknown"
};
function format(facts, checks, others) {
  let problems = checks.filter((check2) => check2.status !== "ok"), steps = [
    ...new Set(problems.flatMap((check2) => check2.next === void 0 ? [] : [`  - ${check2.next}`]))
  ];
  return `${[
    `Codex home  ${facts.codexHome}`,
    `Project     ${facts.cwd}`,
    `Codex       ${facts.codex === void 0 ? "not asked" : `${facts.codex.path}${facts.codex.listing.version === void 0 ? "" : ` (${facts.codex.listing.version})`}`}`,
    "",
    ...checks.map((check2) => `${MARKS[check2.status]}  ${check2.what}`),
    "",
    problems.some((check2) => check2.status === "problem" && check2.hookRuns !== !0) ? "Codex will not run the Stop hook as it should." : problems.some((check2) => check2.status === "problem") ? "Codex will run the Stop hook, but not as configured: fix the problems above." : problems.some((check2) => check2.status === "warning") ? "Codex will run the Stop hook; see the warnings above." : problems.length > 0 ? "No problem found, but not everything could be checked." : "Codex will run the Stop hook.",
    ...steps.length > 0 ? ["Next:", ...steps] : [],
    ...otherContinuationDetails(others, facts.codexHome)
  ].map(printable).join(`
`)}
`;
}
async function doctor(options, ourCli) {
  if (options.codexHome === "") throw new CliError("--codex-home needs a folder", 2);
  if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
  if (options.cwd === "") throw new CliError("--cwd needs a folder", 2);
  let home = (0, import_node_path11.resolve)(codexHome(options.codexHome, process.env)), cwd = (0, import_node_path11.resolve)(options.cwd ?? process.cwd());
  if (pathKind(cwd) !== "directory") throw new CliError(`--cwd ${cwd} does not exist or is not a folder`);
  let seconds2 = options.timeout === void 0 ? CODEX_TIMEOUT_MS / 1e3 : Number(options.timeout);
  if (!Number.isFinite(seconds2) || seconds2 < 0.5 || seconds2 > 120)
    throw new CliError(`--timeout takes seconds from 0.5 to 120, not ${JSON.stringify(options.timeout)}`, 2);
  let path = options.codex === !1 ? void 0 : findCodex(options.codex), ask = async (codex2) => {
    let call = { codex: codex2, codexHome: home, cwd, timeoutMs: seconds2 * 1e3 }, [listing, features] = await Promise.all([listHooks(call), listFeatures(call)]);
    return { path: codex2, listing, features };
  }, codex = options.codex === !1 ? void 0 : path === void 0 ? { path: "codex", listing: { ok: !1, why: "no codex on the PATH", missing: !0 } } : await ask(path), listed3 = codex?.listing.ok === !0 ? codex.listing.hooks.flatMap(
    (hook) => hook.source === "project" && hook.sourcePath !== null ? [hook.sourcePath] : []
  ) : [], { registrations, problems } = findRegistrations(home, cwd, ourCli, listed3), trustFlags = [
    options.codexHome !== void 0 ? ` --codex-home ${shellQuote(home)}` : "",
    options.cwd !== void 0 ? ` --cwd ${shellQuote(cwd)}` : "",
    typeof options.codex == "string" ? ` --codex ${shellQuote(path ?? "")}` : ""
  ].join(""), facts = {
    nodeVersion: process.version,
    nodeOnPath: executableOnPath("node") ?? null,
    codexHome: home,
    codexHomeExists: pathKind(home) === "directory",
    cwd,
    settings: readSettingsFact(findBoulder(cwd).found?.root ?? findProjectRoot(cwd)),
    registrations,
    fileProblems: problems,
    ...codex !== void 0 ? { codex } : {},
    trustFlags
  }, others = findOtherContinuations(allStopHandlers(home, cwd, listed3), codex?.listing), oursRegistered = registrations.some((r) => r.event === "Stop" && r.owner.ours), checks = [...diagnose(facts), ...otherContinuationChecks(others, oursRegistered, home)], ok = !checks.some((check2) => check2.status === "problem");
  process.stdout.write(
    options.json === !0 ? `${JSON.stringify({ ok, ...facts, ...codex ? { codex: codexJson(codex) } : {}, otherContinuations: otherContinuationsJson(others, home), checks }, null, 2)}
` : format(facts, checks, others)
  ), ok || (process.exitCode = 1);
}

// src/cli/explain.ts
var import_node_fs12 = require("node:fs"), import_node_path16 = require("node:path");

// src/decision/decide.ts
var import_node_path14 = require("node:path");

// src/boulder/session-id.ts
var KNOWN_PREFIXES = ["codex:", "opencode:"];
function hasKnownPrefix(id) {
  return KNOWN_PREFIXES.some((prefix) => id.startsWith(prefix));
}
function sessionKeyFromPayload(sessionId) {
  return hasKnownPrefix(sessionId) ? sessionId : `codex:${sessionId}`;
}
function sessionKeyFromBoulder(storedId) {
  return hasKnownPrefix(storedId) ? storedId : `opencode:${storedId}`;
}
var NOT_IN_AN_ID = /[\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
function sessionIdProblem(sessionId) {
  if (sessionId.trim() === "") return "the session id is blank";
  let shown3 = JSON.stringify(sessionId.slice(0, 80));
  if (sessionId.length > 256 || NOT_IN_AN_ID.test(sessionId)) return `not a session id: ${shown3}`;
  if (KNOWN_PREFIXES.some((prefix) => sessionId === prefix))
    return `not a session id: ${shown3} (a prefix with no id after it)`;
}

// src/directive/brief.ts
var import_node_path12 = require("node:path");

// src/text/utf8-cut.ts
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function wellFormed(text5) {
  return text5.replace(LONE_SURROGATE, "\uFFFD");
}
function cutUtf8(text5, maxBytes) {
  if (text5.length * 3 <= maxBytes || Buffer.byteLength(text5) <= maxBytes) return text5;
  let budget = maxBytes - Buffer.byteLength("\u2026"), bytes = 0, end = 0;
  for (let char of text5) {
    if (bytes += Buffer.byteLength(char), bytes > budget) break;
    end += char.length;
  }
  return `${text5.slice(0, end)}\u2026`;
}
function capped(text5, maxBytes) {
  return cutUtf8(wellFormed(text5), maxBytes);
}

// src/directive/limits.ts
var VALUE_CAPS = {
  PLAN_NAME: 160,
  PLAN_PATH: 400,
  BOULDER_PATH: 400,
  REMAINING_COUNT: 16,
  TOTAL_COUNT: 16,
  NEXT_TASK_LABEL: 400,
  // The worktree line: its path is capped like the others, plus the line's own words.
  WORKTREE_BLOCK: 560,
  LEDGER_PATH: 400,
  SESSION_ID: 128
}, PATH_CAP = 400;

// src/directive/render.ts
var PLACEHOLDERS = [
  "PLAN_NAME",
  "PLAN_PATH",
  "BOULDER_PATH",
  "REMAINING_COUNT",
  "TOTAL_COUNT",
  "NEXT_TASK_LABEL",
  "WORKTREE_BLOCK",
  "LEDGER_PATH",
  "SESSION_ID"
];
function valuesFor(value) {
  return {
    PLAN_NAME: value("PLAN_NAME"),
    PLAN_PATH: value("PLAN_PATH"),
    BOULDER_PATH: value("BOULDER_PATH"),
    REMAINING_COUNT: value("REMAINING_COUNT"),
    TOTAL_COUNT: value("TOTAL_COUNT"),
    NEXT_TASK_LABEL: value("NEXT_TASK_LABEL"),
    WORKTREE_BLOCK: value("WORKTREE_BLOCK"),
    LEDGER_PATH: value("LEDGER_PATH"),
    SESSION_ID: value("SESSION_ID")
  };
}
var TOKEN = /\{\{([A-Z_]+)\}\}/g;
function isPlaceholder(name) {
  return PLACEHOLDERS.some((known) => known === name);
}
function renderDirective(template, values) {
  return template.replace(TOKEN, (token, name) => isPlaceholder(name) ? values[name] : token);
}

// src/directive/brief.ts
function bundledBriefPath(bundledDirective) {
  return (0, import_node_path12.join)((0, import_node_path12.dirname)(bundledDirective), BRIEF_TEMPLATE_FILE);
}
var BRIEF_VALUE_CAPS = {
  ...VALUE_CAPS,
  PLAN_NAME: 40,
  PLAN_PATH: 160,
  REMAINING_COUNT: 10,
  TOTAL_COUNT: 10,
  NEXT_TASK_LABEL: 80
};
function briefValues(values) {
  return valuesFor((name) => capped(values[name], BRIEF_VALUE_CAPS[name]));
}

// src/directive/values.ts
var import_node_path13 = require("node:path");

// src/plan/markdown-line.ts
var FENCE = /^ {0,3}(`{3,}|~{3,})([\s\S]*)$/, HEADING = /^ {0,3}(#{1,6})(?:[ \t]([\s\S]*))?$/, OTHER = { kind: "other" };
function lineKind(line, open) {
  let fence = FENCE.exec(line), run = fence?.[1], rest = fence?.[2] ?? "";
  if (open !== void 0)
    return run !== void 0 && run[0] === open.char && run.length >= open.length && /^[ \t]*$/.test(rest) ? { kind: "fence-close" } : OTHER;
  if (run !== void 0) {
    let char = run[0] === "`" ? "`" : "~";
    return char === "~" || !rest.includes("`") ? { kind: "fence-open", fence: { char, length: run.length } } : OTHER;
  }
  let heading = HEADING.exec(line), hashes = heading?.[1];
  if (hashes === void 0) return OTHER;
  let text5 = Buffer.from(heading?.[2] ?? "", "latin1").toString("utf8").trim().replace(/(?:^|[ \t]+)#+$/, "").trim();
  return { kind: "heading", heading: { level: hashes.length, text: text5 } };
}

// src/plan/checklist.ts
var NO_NEXT_TASK_LABEL = "none (final gate pending)", EMPTY_TASK_LABEL = "(no label)";
function nextTaskLabel(checklist) {
  return checklist.nextTask === void 0 ? NO_NEXT_TASK_LABEL : checklist.nextTask === "" ? EMPTY_TASK_LABEL : checklist.nextTask;
}
var box = (mark, numbered2 = "") => new RegExp(`\\n[-*] \\[${mark}\\]${numbered2}(?=[ \\t]|\\r?\\n|\\r?$)`, "g"), CHECKED2 = box("[xX]"), UNCHECKED = box(" "), numbered = (mark) => ({
  todos: box(mark, "[ \\t]+\\d+\\."),
  "final-wave": box(mark, "[ \\t]+F\\d+\\.")
}), CHECKED_NUMBERED = numbered("[xX]"), UNCHECKED_NUMBERED = numbered(" "), STRUCTURE = /\n {0,3}(?:#|`{3}|~{3})/g;
function count(pattern, text5) {
  pattern.lastIndex = 0;
  let found = 0;
  for (; pattern.test(text5); ) found++;
  return found;
}
function firstLabel(pattern, text5) {
  pattern.lastIndex = 0;
  let found = pattern.exec(text5);
  if (found === null) return;
  let boxEnd = found.index + 6, lineEnd = text5.indexOf(`
`, boxEnd), line = text5.slice(boxEnd, lineEnd === -1 ? text5.length : lineEnd).replace(/\r$/, "");
  return Buffer.from(line, "latin1").toString("utf8").trim();
}
var Tally = class {
  completed = 0;
  total = 0;
  nextTask;
  add(text5, checked, unchecked) {
    let done = count(checked, text5), open = count(unchecked, text5);
    this.completed += done, this.total += done + open, open > 0 && this.nextTask === void 0 && (this.nextTask = firstLabel(unchecked, text5));
  }
  result(mode2) {
    let counts = { completed: this.completed, remaining: this.total - this.completed, total: this.total };
    return this.nextTask === void 0 ? { ...counts, mode: mode2 } : { ...counts, nextTask: this.nextTask, mode: mode2 };
  }
}, TRACKED = /* @__PURE__ */ new Map([
  ["todos", "todos"],
  ["final verification wave", "final-wave"]
]), ChecklistCounter = class {
  structured = new Tally();
  simple = new Tally();
  hasTrackedSection = !1;
  section;
  inSubsection = !1;
  fence;
  started = !1;
  /** Feeds whole lines (each ending in "\n", except perhaps the file's last) as latin1 text. */
  lines(latin1) {
    let text5 = latin1;
    this.started || (this.started = !0, text5.startsWith("\xEF\xBB\xBF") && (text5 = text5.slice(3)));
    let padded = `
${text5}`, segmentStart = 0;
    STRUCTURE.lastIndex = 0;
    for (let found = STRUCTURE.exec(padded); found !== null; found = STRUCTURE.exec(padded)) {
      let lineStart = found.index + 1, newline = padded.indexOf(`
`, lineStart), lineEnd = newline === -1 ? padded.length : newline;
      this.segment(padded.slice(segmentStart, found.index)), this.structureLine(padded.slice(lineStart, lineEnd).replace(/\r$/, "")), segmentStart = lineEnd, STRUCTURE.lastIndex = lineEnd;
    }
    this.segment(padded.slice(segmentStart));
  }
  /** Counts the boxes in "\n"-prefixed text that holds no heading and no fence line. */
  segment(text5) {
    if (this.fence !== void 0 || text5.length < 6) return;
    this.simple.add(text5, CHECKED2, UNCHECKED);
    let section2 = this.section;
    section2 !== void 0 && (this.inSubsection ? this.structured.add(text5, CHECKED_NUMBERED[section2], UNCHECKED_NUMBERED[section2]) : this.structured.add(text5, CHECKED2, UNCHECKED));
  }
  structureLine(line) {
    let kind = lineKind(line, this.fence);
    if (kind.kind === "fence-close") this.fence = void 0;
    else if (kind.kind === "fence-open") this.fence = kind.fence;
    else if (kind.kind === "heading") {
      if (kind.heading.level > 2) {
        this.inSubsection = !0;
        return;
      }
      this.section = kind.heading.level === 2 ? TRACKED.get(kind.heading.text.toLowerCase()) : void 0, this.hasTrackedSection ||= this.section !== void 0, this.inSubsection = !1;
    }
  }
  result() {
    return this.hasTrackedSection ? this.structured.result("structured") : this.simple.result("simple");
  }
};

// src/text/regexp-literal.ts
function regexpLiteral(text5) {
  return text5.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/rollout/chain-stamp.ts
var PREFIX = `[${PACKAGE_NAME} chain`, FIELD_CAP = { turn: 128, plan: 400 }, STAMP_AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX)} step=(?<step>\\d{1,9}) done=(?<done>\\d{1,9}) total=(?<total>\\d{1,9})(?: idle=(?<idle>\\d{1,9}))? turn=(?<turn>\\S*) plan=(?<plan>[^\\]\\s]*)(?: limits=(?<maxChain>\\d{1,3}),(?<patience>\\d{1,2}),(?<stop>[01]),(?<goalEnd>[01])(?:,(?<tokens>\\d{1,10}),(?<minutes>\\d{1,6}))?)?\\]\\s*(?:</hook_prompt>\\s*)?$`
), STAMP_START = new RegExp(`\\[(?=${regexpLiteral(PACKAGE_NAME)})`, "gi"), COMPACTION_NOTE = "Codex compacted the context since the last continuation: re-read the plan file and the ledger before anything else.", UNSAFE = /[%<>&"[\]\s\u0000-\u001f\u007f]/g;
function encode(text5) {
  return text5.replace(
    UNSAFE,
    (char) => Array.from(Buffer.from(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")
  );
}
function capEncoded(text5, maxBytes) {
  let cut = cutUtf8(text5, maxBytes);
  if (cut === text5) return text5;
  let body = cut.slice(0, -1), broken = /%[0-9A-F]?$/.exec(body);
  return broken === null ? body : body.slice(0, broken.index);
}
function stampedPlan(planPath) {
  return capEncoded(encode(wellFormed(planPath)), FIELD_CAP.plan);
}
function formatStamp(stamp) {
  let { step, done, total, idle, limits } = stamp, carried = limits === void 0 ? "" : ` limits=${limits.maxChain},${limits.patience},${Number(limits.stopOnCompaction)},${Number(limits.goalEnd)},${limits.maxTokens},${limits.maxMinutes}`;
  return `${PREFIX} step=${step} done=${done} total=${total} idle=${idle} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}${carried}]`;
}
function readStamps(reason) {
  let found = STAMP_AT_END.exec(reason)?.groups;
  if (found === void 0) return [];
  let { step, done, total, idle, turn = "", plan = "", maxChain, patience, stop, goalEnd } = found, limits = {
    maxChain: Number(maxChain),
    patience: Number(patience),
    stopOnCompaction: stop === "1",
    maxTokens: Number(found.tokens ?? 0),
    maxMinutes: Number(found.minutes ?? 0),
    goalEnd: goalEnd === "1"
  };
  return [{ ...{ step: Number(step), done: Number(done), total: Number(total), idle: Number(idle ?? 0) }, ...maxChain === void 0 ? {} : { limits }, turn, plan }];
}
function neutraliseStamps(text5) {
  return text5.replace(STAMP_START, "%5B");
}
function stampedTurn(turnId) {
  return capEncoded(encode(wellFormed(turnId)), FIELD_CAP.turn);
}

// src/directive/values.ts
function shown(text5, cap) {
  return capped(printable(cutUtf8(text5, cap + 8)), cap);
}
function worktreeBlock(root, work2) {
  return work2.worktreePath === void 0 ? "" : `- Worktree: \`${shown((0, import_node_path13.resolve)(root, work2.worktreePath), PATH_CAP)}\` (every edit and command of this work happens inside it; the main checkout is read-only context)`;
}
function directiveValues(sources) {
  let { checklist, root, work: work2 } = sources, raw = {
    PLAN_NAME: work2.planName,
    PLAN_PATH: sources.planPath,
    BOULDER_PATH: sources.boulderPath,
    REMAINING_COUNT: String(checklist.remaining),
    TOTAL_COUNT: String(checklist.total),
    NEXT_TASK_LABEL: nextTaskLabel(checklist),
    WORKTREE_BLOCK: worktreeBlock(root, work2),
    LEDGER_PATH: ledgerPath(root),
    SESSION_ID: sources.sessionKey
  };
  return valuesFor((name) => shown(raw[name], VALUE_CAPS[name]));
}
function composeReason(template, values, suffix) {
  let full = neutraliseStamps(renderDirective(template, values)), rendered = suffix === "" ? full : full.trimEnd(), tail = suffix === "" ? "" : `

${suffix}`, body = cutUtf8(rendered, 65536 - Buffer.byteLength(tail)), text5 = `${body}${tail}`, bytes = Buffer.byteLength(text5);
  return {
    text: text5,
    bytes,
    overFullView: bytes > 9600,
    cut: body !== rendered,
    blank: body.trim() === ""
  };
}

// src/payload/trigger.ts
var TRIGGER_WORD = "$ulw-execute", TRIGGER = new RegExp(`^\\s*\\$(?:${regexpLiteral(PLUGIN_NAME)}:)?ulw-execute(?=\\s|$)\\s*`), CHANGES = ["pause", "resume", "abandon"];
function firstWord(text5) {
  let quoted = /^(["'`])([^\n]*?)\1/.exec(text5);
  if (quoted !== null) return quoted[2] ?? "";
  let open = /^(["'`])([^\n]*)/.exec(text5);
  return open !== null ? { kind: "unclosed", quote: open[1] ?? "", rest: (open[2] ?? "").trimEnd() } : /^\S*/.exec(text5)?.[0] ?? "";
}
function parseTrigger(prompt) {
  let found = TRIGGER.exec(prompt);
  if (found === null) return;
  let word = firstWord(prompt.slice(found[0].length));
  if (typeof word != "string") return word;
  if (word === "") return { kind: "choose" };
  let change = CHANGES.find((candidate) => candidate === word);
  return change !== void 0 ? { kind: "status", change } : { kind: "start", plan: word };
}
function personStopped(text5) {
  let asked = text5 === void 0 ? void 0 : parseTrigger(text5);
  if (!(asked?.kind !== "status" || asked.change === "resume"))
    return `the human prompt is \`$ulw-execute ${asked.change}\`: nothing continues it, whatever the boulder says now`;
}

// src/decision/chain-rule.ts
function openBoxes(position) {
  return position.total - position.done;
}
function chainCapped(stamps, maxChain) {
  let steps = stamps[0]?.step ?? 0;
  return steps >= maxChain ? `${steps} continuations of this prompt already (--max-chain ${maxChain})` : void 0;
}
function chainVerdict(stamps, now, limits, openAtStart) {
  let [last] = stamps;
  if (last === void 0)
    return {
      go: !1,
      reason: "stop-hook-active",
      why: "no continuation of this hook in the prompt to build a chain on"
    };
  let { maxChain, patience } = limits, capped2 = chainCapped(stamps, maxChain);
  if (capped2 !== void 0) return { go: !1, reason: "chain-limit", why: capped2 };
  let step = last.step + 1, best = stamps.reduce((low, stamp) => openBoxes(stamp) < openBoxes(low) ? stamp : low, last), open = openBoxes(now), fromStart = openAtStart !== void 0 && openAtStart < openBoxes(best), fewest = fromStart ? openAtStart : openBoxes(best), where2 = fromStart ? "as the prompt began" : `at step ${best.step}`;
  if (open < fewest) {
    let why = `${open} of ${now.total} open, at least ${fewest} before (${where2})`;
    return { go: !0, step, idle: 0, why };
  }
  let same2 = `${open} of ${now.total} open, not fewer than the ${fewest} ${where2}`;
  if (last.idle < patience) {
    let idle = last.idle + 1;
    return {
      go: !0,
      step,
      idle,
      why: `${same2}; patience ${patience}: continuation ${idle} in a row without fewer open boxes`
    };
  }
  return {
    go: !1,
    reason: "no-progress",
    why: `${same2}; ${last.idle} continuation(s) in a row without fewer open boxes already (--patience ${patience})`
  };
}
function budgetSpent(budgets, prompt, now) {
  let { maxTokens, maxMinutes } = budgets;
  if (maxTokens > 0 && (prompt.tokens === void 0 || prompt.tokens >= maxTokens))
    return {
      reason: "token-budget",
      why: `${prompt.tokens === void 0 ? "an unknown number of" : `${prompt.tokens}`} tokens spent since the prompt began (--max-tokens ${maxTokens})`
    };
  let minutes = now === void 0 || prompt.startedAt === void 0 ? void 0 : (now - prompt.startedAt) / 6e4;
  if (maxMinutes > 0 && (minutes === void 0 || minutes >= maxMinutes))
    return {
      reason: "time-budget",
      why: `${minutes === void 0 ? "an unknown number of" : minutes.toFixed(1)} minutes since the prompt began (--max-minutes ${maxMinutes})`
    };
}

// src/decision/external-blocker.ts
var BLOCKER_MARKER = "<ulw-execute-blocked-external>", ESCAPED_BLOCKER_MARKER = "&lt;ulw-execute-blocked-external&gt;";
function isMarker(line) {
  return line === BLOCKER_MARKER || line === ESCAPED_BLOCKER_MARKER;
}
var ULTRAWORK_BANNER = "ULTRAWORK MODE ENABLED!";
function checkExternalBlocker(message) {
  if (message == null || message === "")
    return { declared: !1, why: "no last assistant message" };
  let lines = message.split(`
`).map((line) => line.trim()), markerLine;
  if (isMarker(lines[0])) markerLine = 1;
  else if (lines[0] === ULTRAWORK_BANNER && isMarker(lines[1])) markerLine = 2;
  else return { declared: !1, why: "the marker is not the first line (or the second after the banner)" };
  return lines.slice(markerLine).some((line) => line !== "") ? { declared: !0, markerLine } : { declared: !1, why: "the marker stands alone, with no blocker stated after it" };
}

// src/decision/goal-rule.ts
var ACTIVE = "active";
function findGoal(prompt) {
  if (prompt === void 0) return { state: "unknown", why: "the human prompt was not read" };
  if (prompt.kind === "unreadable")
    return { state: "unknown", why: `${prompt.path} cannot be read: ${prompt.why}` };
  if (prompt.kind === "timeout") return { state: "unknown", why: `${prompt.path} could not be read in time` };
  let { goal } = prompt;
  if (goal === void 0)
    return { state: "unknown", why: "the human prompt was read only back to the newest hook prompt" };
  if (prompt.pressure !== void 0)
    return { state: "unknown", why: "the read stopped at a context-overflow record" };
  if (prompt.boundary === "cap")
    return { state: "unknown", why: "the read stopped at its byte cap before the human prompt began" };
  let via = prompt.boundary === "goal-set" ? "goal-set" : goal.turns > 0 ? "goal-turns" : void 0;
  return via === void 0 ? { state: "none", why: "no goal set, and no goal turn, since the human prompt" } : goal.status !== void 0 && goal.status !== ACTIVE ? { state: "none", why: `the goal is ${goal.status} (Codex's newest goal record)` } : {
    state: "active",
    via,
    turns: goal.turns,
    ...goal.status !== void 0 ? { status: goal.status } : {},
    ...goal.endSent !== void 0 ? { endSent: goal.endSent } : {}
  };
}
function goalVerdict(finding, goalEnd, trigger) {
  if (!goalEnd) return { kind: "pass", why: "goal-end texts are off (goalEnd false, or --no-goal-end)" };
  if (finding.state !== "active") return { kind: "pass", why: finding.why };
  if (finding.endSent !== void 0) {
    let sent = finding.endSent, why = `this hook's goal-end text (${sent.kind}, ${sent.done} of ${sent.total}) was sent in this goal already: silent for the rest of it`;
    return { kind: "sent", stamp: sent, why };
  }
  return trigger === void 0 ? { kind: "pass", why: "the plan is not finished and the chain has not stalled" } : { kind: "send", trigger };
}
function goalCheck(prompt, goalEnd, trigger, textFor) {
  let finding = findGoal(prompt), verdict = goalVerdict(finding, goalEnd, trigger);
  if (verdict.kind !== "send") return { finding, verdict: verdict.kind, why: verdict.why };
  let why = `the one goal-end text of this goal (${verdict.trigger.kind})`;
  return { finding, verdict: "send", why, trigger: verdict.trigger, text: textFor(verdict.trigger) };
}

// src/rollout/goal-stamp.ts
var GOAL_END = new RegExp(
  `\\[${regexpLiteral(PACKAGE_NAME)} goal-end=(complete|stalled) done=(\\d{1,9}) total=(\\d{1,9}) turn=(\\S*) plan=([^\\]\\s]*)\\]`,
  "g"
);
function formatGoalEndStamp(stamp) {
  let { kind, done, total } = stamp;
  return `[${PACKAGE_NAME} goal-end=${kind} done=${done} total=${total} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}]`;
}
function readGoalEndStamps(text5) {
  let stamps = [];
  for (let match of text5.matchAll(GOAL_END)) {
    let [, kind, done, total, turn, plan] = match;
    kind !== "complete" && kind !== "stalled" || stamps.unshift({ kind, done: Number(done), total: Number(total), turn: turn ?? "", plan: plan ?? "" });
  }
  return stamps;
}

// src/decision/goal-text.ts
function goalEndText(input) {
  let { trigger } = input, planName = neutraliseStamps(input.planName), body = trigger.kind === "complete" ? [
    `The plan ${planName} is complete: ${trigger.done} of ${trigger.total} boxes checked, and the work is marked completed.`,
    "If this goal's objective is this plan, call `update_goal` with status `complete` now. If the goal asks for more than this plan, go on with the rest."
  ] : [
    `No box of the plan ${planName} was checked in the last ${trigger.turns} turn(s) (${trigger.done} of ${trigger.total} checked), and this hook will not continue this goal again.`,
    "Either check the next box now, or, if a genuine external blocker holds, declare it: answer with `<ulw-execute-blocked-external>` as the entire first line, then a line stating the blocker and what will let work resume, and call `update_goal` with status `blocked`."
  ], stamp = formatGoalEndStamp({
    kind: trigger.kind,
    done: trigger.done,
    total: trigger.total,
    planPath: input.planPath,
    turnId: input.turnId
  });
  return `${body.join(`
`)}

${stamp}`;
}

// src/decision/mode.ts
function asPromptBegan(file, prompt) {
  let carried = prompt?.kind === "read" && prompt.boundary === "cap" ? prompt.stamps[0]?.limits : void 0;
  if (carried !== void 0) {
    let settings = { chain: !0, ...carried };
    return { kind: "read", path: file.path, settings };
  }
  if (prompt?.kind === "read" && prompt.boundary === "cap") {
    let why2 = `the transcript was read back ${prompt.bytesScanned} bytes without reaching the prompt: what settings.json said as it began is unknown, so plain mode without goal-end texts`;
    return { kind: "unstamped", path: file.path, why: why2 };
  }
  let stamp = prompt?.kind === "read" ? prompt.settings : void 0;
  if (stamp?.kind === "read") return { ...stamp, path: file.path };
  if (stamp?.kind === "none") return { kind: "none", path: file.path };
  if (stamp?.kind === "unknown")
    return { kind: "unstamped", path: file.path, why: `${stamp.why}: plain mode without goal-end texts` };
  if (stamp?.kind === "invalid")
    return { kind: "invalid", path: file.path, why: file.kind === "invalid" ? file.why : stamp.why };
  if (file.kind === "none" && stamp === void 0) return file;
  let why = `what it said as this prompt began is unknown (${prompt === void 0 ? "the payload names no transcript" : stamp?.kind === "conflict" ? "hooks stamped different settings in the prompt, so which is ours cannot be told" : prompt.kind === "read" ? `no stamp of the prompt hook between the prompt and now (read back to ${prompt.boundary})` : `${prompt.path} could not be read back`}): plain mode without goal-end texts until a typed prompt begins with it`;
  return { kind: "unstamped", path: file.path, why };
}
function resolveMode(flags, where2, transcript, promptRead, read) {
  let settings = read.settings(where2.root);
  if (!flags.chain && settings.kind === "none" && !promptRead) return effectiveMode(flags, settings);
  if (transcript === void 0) return effectiveMode(flags, asPromptBegan(settings, void 0));
  (!flags.chain || flags.stopOnCompaction) && read.transcript(transcript, "chain");
  let effective = effectiveMode(flags, asPromptBegan(settings, read.prompt(transcript, "chain")));
  if (!effective.mode.chain && !effective.mode.goalEnd) return effective;
  let hooks = read.hooks(where2.cwd, transcript);
  if (hooks.kind === "unchanged") return effective;
  let why = hooks.kind === "changed" ? `${hooks.path} changed at ${new Date(hooks.at).toISOString()}, after this session began (${new Date(hooks.sessionStart).toISOString()}): the hook registration may be the agent's, so plain mode without goal-end texts until a new session` : `${hooks.why}: whether the hook registration changed during the session cannot be told, so plain mode without goal-end texts`;
  return effectiveMode(flags, { kind: "unstamped", path: settings.path, why });
}

// src/boulder/work.ts
var WORK_STATUSES = ["active", "paused", "completed", "abandoned"], CONTINUABLE_STATUSES = ["active", "paused"], ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
function timestamp(value) {
  if (typeof value != "string" || !ISO_PATTERN.test(value)) return;
  let epochMs = Date.parse(value);
  return Number.isFinite(epochMs) ? { iso: value, epochMs } : void 0;
}
function parseWork(id, value) {
  if (!isRecord(value)) return { id, valid: !1, problem: "work is not a JSON object" };
  let activePlan = field(value, "active_plan");
  if (typeof activePlan != "string" || activePlan.trim() === "")
    return { id, valid: !1, problem: "active_plan is missing or not a non-empty string" };
  let planName = field(value, "plan_name");
  if (typeof planName != "string")
    return { id, valid: !1, problem: "plan_name is missing or not a string" };
  let ids = field(value, "session_ids"), sessionIds = Array.isArray(ids) ? ids.filter((item) => typeof item == "string") : [], work2 = {
    id,
    planName,
    activePlan,
    sessionIds
  }, status2 = WORK_STATUSES.find((candidate) => candidate === field(value, "status"));
  status2 !== void 0 && (work2.status = status2);
  let worktree = field(value, "worktree_path");
  typeof worktree == "string" && worktree.trim() !== "" && (work2.worktreePath = worktree);
  let startedAt = timestamp(field(value, "started_at"));
  startedAt !== void 0 && (work2.startedAt = startedAt);
  let updatedAt = timestamp(field(value, "updated_at"));
  return updatedAt !== void 0 && (work2.updatedAt = updatedAt), { id, valid: !0, work: work2 };
}

// src/boulder/select-work.ts
function lists(ids, sessionKey) {
  return Array.isArray(ids) ? sessionKey.startsWith("codex:") ? ids.includes(sessionKey) : ids.some((id) => typeof id == "string" && sessionKeyFromBoulder(id) === sessionKey) : !1;
}
function isNewer(candidate, current, activeWorkId) {
  let recency = (work2) => work2.updatedAt?.epochMs ?? work2.startedAt?.epochMs ?? Number.NEGATIVE_INFINITY, difference = recency(candidate) - recency(current);
  return difference !== 0 && !Number.isNaN(difference) ? difference > 0 : candidate.id === activeWorkId && current.id !== activeWorkId;
}
function selectWork(document, sessionKey) {
  let source = document.works !== void 0 ? "works" : "mirror", chosen;
  for (let raw of document.works ?? [document.mirror]) {
    if (!lists(isRecord(raw.value) ? field(raw.value, "session_ids") : void 0, sessionKey)) continue;
    let entry2 = parseWork(raw.id, raw.value);
    entry2.valid && (chosen === void 0 || isNewer(entry2.work, chosen, document.activeWorkId)) && (chosen = entry2.work);
  }
  return chosen !== void 0 ? { source, work: chosen } : { source };
}

// src/decision/work.ts
function findWork(cwd, sessionKey, read) {
  let boulder = read.boulder(cwd);
  if (boulder.kind === "missing")
    return { kind: "ended", reason: "no-boulder", detail: `looked for ${boulder.searched.join(", ")}` };
  if (boulder.kind === "unreadable")
    return { kind: "ended", reason: "boulder-unreadable", detail: `${boulder.path}: ${boulder.why}` };
  let selection = selectWork(boulder.document, sessionKey), { work: work2 } = selection;
  return work2 === void 0 ? { kind: "ended", reason: "no-work-for-session", detail: `no valid ${selection.source} entry lists ${sessionKey}`, selection } : work2.status === "completed" ? { kind: "completed", boulder, selection, work: work2 } : work2.status === void 0 || !CONTINUABLE_STATUSES.includes(work2.status) ? { kind: "ended", reason: "work-not-continuable", detail: notContinuable(work2), selection } : { kind: "work", boulder, selection, work: work2 };
}
function notContinuable(work2) {
  return `work ${work2.id} has status ${work2.status ?? "(missing)"}`;
}
async function planOf(boulder, work2, read) {
  let plan = await read.plan(boulder.root, work2);
  return plan.kind === "ambiguous" ? { kind: "ended", reason: "plan-ambiguous", detail: `candidates: ${plan.matches.join(", ")}` } : plan.kind === "missing" ? { kind: "ended", reason: "plan-unreadable", detail: plan.why } : plan.kind === "unreadable" ? { kind: "ended", reason: "plan-unreadable", detail: `${plan.path}: ${plan.why}` } : plan.checklist.total === 0 ? { kind: "ended", reason: "empty-checklist", detail: `${plan.path} has no countable checkbox` } : { kind: "plan", plan };
}
function valuesOf(boulder, work2, plan, sessionKey) {
  return directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work: work2,
    checklist: plan.checklist,
    sessionKey
  });
}

// src/decision/decide.ts
function pressureAt(hit, scope) {
  return `"${hit.marker}" at byte ${hit.offset}${scope}`;
}
async function decide(input, hook, read) {
  let evidence = {}, chain = hook.ok && hook.options.chain, silent2 = (reason2, detail) => ({
    kind: "silent",
    reason: reason2,
    detail,
    chain,
    evidence
  });
  if (!hook.ok) return silent2("invalid-hook-arguments", hook.problem);
  if (!input.ok) return silent2("invalid-payload", input.problem);
  let { payload } = input;
  if (payload.hookEventName === "SubagentStop")
    return silent2("subagent-stop", "hook_event_name is SubagentStop");
  let sessionKey = sessionKeyFromPayload(payload.sessionId), blocker = checkExternalBlocker(payload.lastAssistantMessage);
  if (evidence = { sessionKey, blocker }, blocker.declared)
    return silent2("external-blocker", `marker on line ${blocker.markerLine} with the blocker stated`);
  let found = findWork(payload.cwd, sessionKey, read);
  if (found.selection !== void 0 && (evidence = { ...evidence, selection: found.selection }), found.kind === "ended") return silent2(found.reason, found.detail);
  let { boulder, work: work2 } = found, transcript = payload.transcriptPath ? (0, import_node_path14.resolve)(payload.cwd, payload.transcriptPath) : void 0, where2 = { root: boulder.root, cwd: payload.cwd }, effective = resolveMode(hook.options, where2, transcript, found.kind === "completed", read), { mode: mode2 } = effective;
  chain = mode2.chain, evidence = { ...evidence, mode: effective };
  let chaining = mode2.chain && payload.turnId !== void 0, goalEnd = (plan2, values2, trigger) => {
    let prompt = transcript === void 0 ? void 0 : read.prompt(transcript, "chain"), turnId = payload.turnId ?? "", goal = goalCheck(
      prompt,
      mode2.goalEnd,
      trigger,
      (why) => goalEndText({ trigger: why, planName: values2.PLAN_NAME, planPath: plan2.path, turnId })
    );
    if (evidence = { ...evidence, goal }, goal.verdict !== "send")
      return goal.verdict === "sent" ? silent2("goal-end-sent", goal.why) : void 0;
    let bytes = Buffer.byteLength(goal.text), stamps = prompt?.kind === "read" ? prompt.stamps : [];
    return {
      kind: "continue",
      reason: goal.trigger.kind === "complete" ? "goal-complete" : "goal-stalled",
      step: (stamps[0]?.step ?? 0) + 1,
      compacted: !1,
      chain,
      template: "goal-end",
      directive: goal.text,
      size: { bytes, overFullView: bytes > 9600, cut: !1 },
      values: values2,
      evidence
    };
  };
  if (found.kind === "completed") {
    let pass = (why) => (evidence = { ...evidence, goal: { finding: findGoal(read.facts.prompt), verdict: "pass", why } }, silent2("work-not-continuable", notContinuable(work2)));
    if (!mode2.goalEnd) return pass("goal-end texts are off (goalEnd false, or --no-goal-end)");
    let plan2 = await planOf(boulder, work2, read);
    if (plan2.kind === "ended")
      return pass(`the plan cannot be worked through (${plan2.reason}: ${plan2.detail})`);
    let { completed: done, total, remaining } = plan2.plan.checklist;
    if (remaining > 0) return pass(`the plan is not finished (${done} of ${total} checked)`);
    let prompt = transcript === void 0 ? void 0 : read.prompt(transcript, "chain"), stopped = prompt?.kind === "read" ? personStopped(prompt.text) : void 0;
    if (stopped !== void 0) return silent2("person-stopped", stopped);
    let capped2 = mode2.chain && prompt?.kind === "read" ? chainCapped(prompt.stamps, mode2.maxChain) : void 0;
    if (capped2 !== void 0) return silent2("chain-limit", capped2);
    let values2 = valuesOf(boulder, work2, plan2.plan, sessionKey);
    return goalEnd(plan2.plan, values2, { kind: "complete", done, total }) ?? silent2("work-not-continuable", notContinuable(work2));
  }
  if (payload.stopHookActive && !mode2.chain) return silent2("stop-hook-active", "stop_hook_active is true");
  if (mode2.chain && work2.status === "paused")
    return silent2("work-paused", `work ${work2.id} is paused: \`$ulw-execute resume\` continues it`);
  if (mode2.chain && !chaining && payload.stopHookActive)
    return silent2(
      "chain-unsupported",
      "the payload has no turn_id (Codex before 0.117): one continuation per prompt"
    );
  let plan = await planOf(boulder, work2, read);
  if (plan.kind === "ended") return silent2(plan.reason, plan.detail);
  let { checklist } = plan.plan, values = valuesOf(boulder, work2, plan.plan, sessionKey), late = (what, read2) => silent2(
    "transcript-scan-timeout",
    `${what}${read2.bytesScanned} of ${read2.size} bytes before the deadline`
  ), step = 1, idle = 0, compacted = !1;
  if (transcript === void 0) {
    if (chaining && payload.stopHookActive)
      return silent2("stop-hook-active", "chain mode, but no transcript to find this hook's continuations in");
  } else {
    let scope = chaining ? "chain" : "hook-prompt";
    if (!chaining || mode2.stopOnCompaction) {
      let scan = read.transcript(transcript, scope);
      if (scan.kind === "scanned" && scan.hit !== void 0)
        return silent2("context-pressure", pressureAt(scan.hit, ""));
      if (scan.kind === "timeout") return late("scanned ", scan);
    }
    let prompt = read.prompt(transcript, scope);
    if (prompt.kind === "timeout") return late("human-prompt read: ", prompt);
    if (prompt.kind === "unreadable") {
      if (chaining && payload.stopHookActive)
        return silent2("stop-hook-active", `chain mode, but ${prompt.path} cannot be read: ${prompt.why}`);
    } else {
      if (prompt.scope === "chain" && prompt.boundary === "cap" && prompt.stamps[0]?.limits === void 0)
        return silent2(
          "prompt-not-found",
          `read back ${prompt.bytesScanned} bytes without reaching the human prompt, and no stamp of ours with its limits`
        );
      let stopped = personStopped(prompt.text);
      if (stopped !== void 0) return silent2("person-stopped", stopped);
      let continued = payload.stopHookActive || prompt.hookPrompts > 0;
      if (!chaining && continued)
        return silent2(
          "automatic-turn",
          "a Stop hook already continued this human prompt; Codex started this turn itself (a goal turn)"
        );
      if (chaining) {
        if (prompt.pressure !== void 0)
          return silent2("context-pressure", pressureAt(prompt.pressure, " since the human prompt began"));
        let spent2 = budgetSpent(mode2, prompt, mode2.maxMinutes > 0 ? read.now() : void 0);
        if (spent2 !== void 0) return silent2(spent2.reason, spent2.why);
        if (compacted = prompt.compaction?.afterLastContinuation === !0 && !mode2.stopOnCompaction, continued && prompt.stamps.length === 0)
          return silent2(
            payload.stopHookActive ? "stop-hook-active" : "automatic-turn",
            "a Stop hook continued this human prompt, but not this one: no stamp of ours to build a chain on"
          );
        if (continued) {
          let at = { done: checklist.completed, total: checklist.total }, verdict = chainVerdict(prompt.stamps, at, mode2, prompt.openAtStart);
          if (evidence = { ...evidence, chain: verdict }, !verdict.go) {
            let turns = (prompt.stamps[0]?.idle ?? 0) + 1;
            return (verdict.reason === "no-progress" ? goalEnd(plan.plan, values, { kind: "stalled", ...at, turns }) : void 0) ?? silent2(verdict.reason, verdict.why);
          }
          step = verdict.step, idle = verdict.idle;
        }
        let sent = goalEnd(plan.plan, values, void 0);
        if (sent !== void 0) return sent;
      }
    }
  }
  let brief = chaining && step >= 2 && !compacted ? read.brief(boulder.root) : void 0, template = brief?.kind === "read" ? brief : read.directive(boulder.root);
  if (template.kind === "unreadable")
    return silent2("directive-unreadable", `${template.path}: ${template.why}`);
  let stamp = formatStamp({
    step,
    done: checklist.completed,
    total: checklist.total,
    idle,
    planPath: plan.plan.realPath ?? plan.plan.path,
    turnId: payload.turnId ?? "",
    limits: mode2
  }), suffix = chaining ? compacted ? `${COMPACTION_NOTE}
${stamp}` : stamp : "", shown3 = template === brief ? briefValues(values) : values, reason = composeReason(template.template, shown3, suffix);
  return reason.blank ? silent2("directive-unreadable", `${template.path} renders to white space`) : {
    kind: "continue",
    reason: checklist.remaining > 0 ? "work-remaining" : "final-gate-pending",
    step,
    compacted,
    chain,
    template: template === brief ? "brief" : "full",
    directive: reason.text,
    size: { bytes: reason.bytes, overFullView: reason.overFullView, cut: reason.cut },
    values: shown3,
    evidence
  };
}

// src/explain/format.ts
var scalar = (value) => value === null || typeof value != "object", scalars = (value) => Array.isArray(value) && value.every(scalar);
function text2(value) {
  return typeof value == "object" && value !== null ? value.length === 0 ? "none" : value.map((item) => text2(item)).join(", ") : printable(String(value));
}
function tree(value, pad) {
  return scalar(value) || scalars(value) ? [`${pad}${text2(value)}`] : Array.isArray(value) ? value.flatMap((item) => {
    let [head = "", ...rest] = tree(item, `${pad}  `);
    return [`${pad}- ${head.trimStart()}`, ...rest];
  }) : isRecord(value) ? Object.entries(value).flatMap(
    ([key, item]) => scalar(item) || scalars(item) ? [`${pad}${text2(key)}: ${text2(item)}`] : [`${pad}${text2(key)}:`, ...tree(item, `${pad}  `)]
  ) : [];
}
var row = (label, first, ...more) => [
  `${label.padEnd(12)}${first}`,
  ...more.map((line) => `${" ".repeat(12)}${line}`)
];
function sendsRows(sends) {
  if (sends === null) return row("Sends", "nothing");
  let warnings = [];
  sends.overFullView && warnings.push(
    `warning: over the ${9600} bytes Codex shows the model whole: it sees the head and tail`
  ), sends.cut && warnings.push(`warning: the rendered template was cut at ${65536} bytes`);
  let compacted = sends.compacted ? ", with the compaction note" : "", what = `${sends.template} template, ${sends.bytes} bytes rendered; continuation ${sends.step} of the human prompt${compacted}`;
  return row("Sends", what, ...warnings, "(--print-directive prints it)");
}
function modeRows(effective) {
  if (effective === null) return row("Mode", "not resolved: the decision ended before it needed the mode");
  let { mode: mode2, sources, settings, clamped } = effective, values = MODE_KEYS.map((key) => {
    let ceiling = key === "maxChain" && clamped !== void 0 ? `, ${clamped.maxChain.asked} clamped` : "";
    return `${key} ${text2(mode2[key])} (${sources[key]}${ceiling})`;
  }), file = settings.kind === "none" ? `none at ${text2(settings.path)}` : settings.kind === "read" ? `${text2(settings.path)} ${text2(JSON.stringify(settings.settings))} (as this prompt began)` : `${text2(settings.path)} not used: ${text2(settings.why)}`;
  return row("Mode", `${mode2.chain ? "chain" : "plain"}: ${values.join("; ")}`, `settings: ${file}`);
}
function section(title, value) {
  let lines = tree(value, "  ");
  return [title, ...lines.length > 0 ? lines : ["  none"]];
}
function formatRecord(record2, turnNote2) {
  let verdict = record2.decision === "block" ? "CONTINUE: the hook blocks the stop and hands Codex the directive" : "SILENT: the hook prints nothing and Codex stops normally";
  return `${[
    ...row("Verdict", verdict),
    ...row("Reason", `${record2.reason}: ${record2.reasonText}`, text2(record2.detail)),
    ...sendsRows(record2.sends),
    ...modeRows(record2.mode),
    "",
    ...section(
      `Payload${turnNote2 === void 0 ? "" : ` (${text2(turnNote2)})`}`,
      record2.payload.ok ? record2.payload.payload : record2.payload
    ),
    ...section("Evidence", record2.evidence),
    ...section("Facts, in the order the decision read them", record2.facts)
  ].join(`
`)}
`;
}

// src/boulder/document.ts
var MIRROR_ID = "(top level)";
function workEntries(document) {
  return (document.works ?? [document.mirror]).map((work2) => parseWork(work2.id, work2.value));
}
function parseBoulder(text5) {
  let parsed = parseJson(text5);
  return parsed.ok ? isRecord(parsed.value) ? { ok: !0, document: boulderDocument(parsed.value) } : { ok: !1, problem: "boulder.json is not a JSON object" } : { ok: !1, problem: "boulder.json is not valid JSON" };
}
function boulderDocument(record2) {
  let rawWorks = field(record2, "works"), activeWorkId = field(record2, "active_work_id");
  return {
    mirror: { id: MIRROR_ID, value: record2 },
    ...isRecord(rawWorks) ? { works: Object.keys(rawWorks).map((id) => ({ id, value: field(rawWorks, id) })) } : {},
    ...typeof activeWorkId == "string" ? { activeWorkId } : {}
  };
}

// src/decision/reasons.ts
var WORK_REASONS = {
  "no-boulder": "no .omo/boulder.json in the session's directory or any parent",
  "boulder-unreadable": "boulder.json exists but could not be read or parsed",
  "no-work-for-session": "no valid work in boulder.json belongs to this Codex session",
  "work-not-continuable": "this session's work is not active or paused",
  "plan-unreadable": "the work's plan file is missing or could not be read",
  "plan-ambiguous": "the plan file is missing and several files under the plan folders have its name",
  "empty-checklist": "the plan has no top-level checklist to work through"
}, INTERNAL_ERROR = "an unexpected error occurred; the hook stays silent rather than disturb Codex", SILENT_REASONS = {
  "invalid-hook-arguments": "the registered command passes flags `hook stop` does not take (see doctor)",
  "invalid-payload": "the Stop payload on stdin is not a valid Codex Stop payload",
  "subagent-stop": "the event is SubagentStop; sub-agents are never continued",
  "stop-hook-active": "Codex is already continuing because of a Stop hook (stop_hook_active is true)",
  "automatic-turn": "Codex started this turn by itself (a goal turn) after a Stop hook already continued the human prompt",
  "chain-unsupported": "chain mode needs the turn_id Codex sends from 0.117 on; this Codex gets one continuation per prompt",
  "external-blocker": "the agent declared an external blocker with the marker protocol",
  "work-paused": "chain mode: the work is paused (`$ulw-execute pause`, `work pause`); plain mode continues it once a prompt, as the seeds say",
  "prompt-not-found": "the transcript was read back as far as the hook reads without reaching the human prompt, and holds no limits of this hook's: what the person asked for is unknown",
  "person-stopped": "the human prompt is the person's `$ulw-execute pause` or `abandon`: no continuation for the rest of it",
  "context-pressure": "the transcript shows the context window is under pressure",
  "transcript-scan-timeout": "the transcript could not be scanned within the hook's time budget",
  "directive-unreadable": "the directive template could not be read",
  "no-progress": "chain mode: no fewer boxes are open than at an earlier continuation of the prompt, and patience ran out",
  "chain-limit": "chain mode: this prompt had as many continuations as --max-chain allows",
  "token-budget": "chain mode: the prompt spent as many tokens as --max-tokens allows",
  "time-budget": "chain mode: the prompt has run as many minutes as --max-minutes allows",
  "goal-end-sent": "under a Codex goal: this hook's one goal-end text was sent in this goal already, so it stays silent for the rest of it",
  ...WORK_REASONS,
  "internal-error": INTERNAL_ERROR
}, CONTINUE_REASONS = {
  "work-remaining": "unchecked top-level tasks remain in the plan",
  "final-gate-pending": "every task is checked but the work is not marked completed: the final gate is due",
  "goal-complete": "under a Codex goal: the plan is finished and its work completed; the goal's one goal-end text asks the model to end the goal with update_goal",
  "goal-stalled": "chain mode under a Codex goal: the chain ended for lack of progress; the goal's one goal-end text asks for the next box or a declared blocker and update_goal blocked"
}, SESSION_START_SILENT_REASONS = {
  "invalid-payload": "stdin is not a valid Codex SessionStart payload",
  "fresh-context": "the source is startup or clear: the model starts without a summary, and the Stop hook's directive carries the plan",
  "other-source": "the source is neither compact nor resume (fork, or one this package does not know)",
  ...WORK_REASONS,
  "internal-error": INTERNAL_ERROR
};

// src/explain/record.ts
function shown2(fact) {
  if (typeof fact != "object") return fact;
  if ("document" in fact) {
    let { document, ...found } = fact, works = workEntries(document).map(
      (entry2) => entry2.valid ? entry2.work : { id: entry2.id, problem: entry2.problem }
    );
    return { ...found, activeWorkId: document.activeWorkId ?? null, works };
  }
  if ("template" in fact) {
    let { template: _text, ...read } = fact;
    return read;
  }
  return fact;
}
function explainRecord(input, outcome, facts) {
  let { mode: mode2, ...evidence } = outcome.evidence, record2 = {
    mode: mode2 ?? null,
    payload: input,
    evidence,
    facts: Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, shown2(fact)]))
  };
  if (outcome.kind === "silent")
    return {
      decision: "silent",
      reason: outcome.reason,
      reasonText: SILENT_REASONS[outcome.reason],
      detail: outcome.detail,
      sends: null,
      ...record2
    };
  let { values, evidence: found } = outcome, goal = found.goal?.verdict === "send" ? `; ${found.goal.why}` : "";
  return {
    decision: "block",
    reason: outcome.reason,
    reasonText: CONTINUE_REASONS[outcome.reason],
    detail: `${values.REMAINING_COUNT} of ${values.TOTAL_COUNT} remaining${goal}`,
    sends: { template: outcome.template, step: outcome.step, compacted: outcome.compacted, ...outcome.size },
    ...record2
  };
}

// src/boulder/read-limits.json
var read_limits_default = {
  capMiB: 6,
  containerLimit: 2e5
};

// src/boulder/read.ts
var BOULDER_CAP_BYTES = read_limits_default.capMiB * MIB, BOULDER_CONTAINER_LIMIT = read_limits_default.containerLimit;
function exceedsContainerLimit(text5, limit) {
  if (text5.length <= limit) return !1;
  let count3 = 0;
  for (let opener of ["{", "["])
    for (let at = text5.indexOf(opener); at !== -1; at = text5.indexOf(opener, at + 1))
      if (++count3 > limit) return !0;
  return !1;
}
function readBoulder(path) {
  let read = readRegularText(path, BOULDER_CAP_BYTES);
  if (!read.ok) return read;
  if (exceedsContainerLimit(read.text, BOULDER_CONTAINER_LIMIT))
    return { ok: !1, missing: !1, why: `holds more than ${BOULDER_CONTAINER_LIMIT} JSON objects and arrays (the limit that keeps parsing cheap)` };
  let parsed = parseBoulder(read.text);
  return parsed.ok ? parsed : { ok: !1, missing: !1, why: parsed.problem };
}

// src/boulder/fact.ts
function readBoulderFact(cwd) {
  let { found, searched } = findBoulder(cwd);
  if (found === void 0) return { kind: "missing", searched };
  let read = readBoulder(found.path);
  return read.ok ? { kind: "found", path: found.path, root: found.root, document: read.document } : { kind: "unreadable", path: found.path, why: read.why };
}

// src/decision/readers.ts
function answers(read, scope) {
  return read !== void 0 && (read.kind !== "read" || read.scope === scope || read.scope === "chain");
}
function remembering(from) {
  let facts = {};
  return {
    facts,
    boulder: (cwd) => facts.boulder ??= from.boulder(cwd),
    settings: (root) => facts.settings ??= from.settings(root),
    hooks: (cwd, transcript) => facts.hooks ??= from.hooks(cwd, transcript),
    plan: async (root, place) => facts.plan ??= await from.plan(root, place),
    transcript(path, scope) {
      if (facts.transcript !== void 0) return facts.transcript;
      let both = from.transcript(path, answers(facts.prompt, scope) ? void 0 : scope);
      return both.prompt !== void 0 && (facts.prompt = both.prompt), facts.transcript = both.transcript, both.transcript;
    },
    prompt(path, scope) {
      return answers(facts.prompt, scope) || (facts.prompt = from.prompt(path, scope)), facts.prompt;
    },
    directive: (root) => facts.directive ??= from.directive(root),
    brief: (root) => facts.brief ??= from.brief(root),
    now: () => facts.now ??= from.now()
  };
}

// src/directive/fact.ts
var DIRECTIVE_CAP_BYTES = 1 * MIB;
function readDirectiveFact(root, bundled) {
  return readTemplateFact(directiveOverridePath(root), bundled);
}
function readBriefFact(root, bundledDirective) {
  return readTemplateFact(briefOverridePath(root), bundledBriefPath(bundledDirective));
}
function readTemplateFact(overridePath, bundled) {
  let override = readRegularText(overridePath, DIRECTIVE_CAP_BYTES);
  if (override.ok && override.text.trim() !== "")
    return { kind: "read", path: overridePath, source: "override", template: override.text };
  let read = readRegularText(bundled, DIRECTIVE_CAP_BYTES);
  if (!read.ok) return { kind: "unreadable", path: bundled, why: read.why };
  let base = { kind: "read", path: bundled, source: "bundled", template: read.text };
  return override.ok ? { ...base, overrideProblem: `${overridePath} is empty or only white space` } : override.missing ? base : { ...base, overrideProblem: `${overridePath} ${override.why}` };
}

// src/plan/fact.ts
var import_node_fs9 = require("node:fs");

// src/fs/line-runs.ts
var import_node_fs8 = require("node:fs");
var CHUNK_BYTES = 64 * 1024, MAX_LINE = 64 * 1024;
function forEachLineRun(path, capBytes, onRun, chunkBytes = CHUNK_BYTES) {
  return withRegularFile(path, capBytes, (fd) => {
    let buffer = Buffer.allocUnsafe(chunkBytes), carry = "", total = 0, skipping = !1;
    for (; ; ) {
      let read = (0, import_node_fs8.readSync)(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      if (total += read, total > capBytes) return overCap(capBytes);
      let text5 = buffer.toString("latin1", 0, read);
      if (skipping) {
        let newline = text5.indexOf(`
`);
        if (newline === -1) continue;
        text5 = text5.slice(newline + 1), skipping = !1;
      }
      text5 = carry + text5;
      let cut = text5.lastIndexOf(`
`) + 1;
      cut > 0 && onRun(text5.slice(0, cut)), carry = text5.slice(cut), carry.length > MAX_LINE && (onRun(`${carry.slice(0, MAX_LINE)}
`), carry = "", skipping = !0);
    }
    return carry !== "" && onRun(carry), { ok: !0 };
  });
}

// src/fs/sibling-bundle.ts
function requireSibling(file, exports2) {
  let loaded = require(file);
  if (!hasFunction(loaded, exports2)) throw new Error(`dist/${file.slice(2)} does not export ${exports2}`);
  return loaded;
}
function hasFunction(value, name) {
  return typeof value == "object" && value !== null && typeof Reflect.get(value, name) == "function";
}

// src/plan/load-discovery.ts
function loadDiscovery() {
  return Promise.resolve(requireSibling("./plan-discovery.js", "discoverPlan"));
}

// src/plan/location.ts
var import_node_path15 = require("node:path");
function planCandidates(root, activePlan, worktreePath) {
  let path = (0, import_node_path15.resolve)(root, activePlan), project = { path, source: (0, import_node_path15.isAbsolute)(activePlan) ? "absolute" : "project" }, rel = (0, import_node_path15.relative)(root, path), inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${import_node_path15.sep}`) && !(0, import_node_path15.isAbsolute)(rel);
  if (worktreePath === void 0 || !inside) return [project];
  let worktree = (0, import_node_path15.resolve)(root, worktreePath, rel);
  return worktree === path ? [project] : [{ path: worktree, source: "worktree" }, project];
}

// src/plan/fact.ts
var PLAN_CAP_BYTES = 64 * MIB;
function countPlanFile(path) {
  let counter = new ChecklistCounter(), read = forEachLineRun(path, PLAN_CAP_BYTES, (run) => counter.lines(run));
  return read.ok ? { ok: !0, checklist: counter.result() } : read;
}
async function discoverOnDemand(root, activePlan) {
  return (await loadDiscovery()).discoverPlan(root, activePlan);
}
function readFact(path, source, checklist, skipped) {
  let realPath;
  try {
    realPath = (0, import_node_fs9.realpathSync)(path);
  } catch {
  }
  return { kind: "read", path, ...realPath !== void 0 ? { realPath } : {}, source, checklist, skipped };
}
async function readPlanFact(root, place, discover = discoverOnDemand) {
  let candidates = planCandidates(root, place.activePlan, place.worktreePath), skipped = [];
  for (let [index, candidate] of candidates.entries()) {
    let read2 = countPlanFile(candidate.path);
    if (read2.ok) return readFact(candidate.path, candidate.source, read2.checklist, skipped);
    let preferredOnly = index < candidates.length - 1 && read2.notRegular === !0;
    if (!read2.missing && !preferredOnly) return { kind: "unreadable", path: candidate.path, why: read2.why };
    skipped.push(candidate.path);
  }
  let matches = await discover(root, place.activePlan), [only] = matches;
  if (matches.length > 1) return { kind: "ambiguous", tried: skipped, matches };
  if (only === void 0)
    return {
      kind: "missing",
      tried: skipped,
      why: `plan file not found (looked at ${skipped.join(", ")}, and under .omo/plans and .sisyphus/plans)`
    };
  let read = countPlanFile(only);
  return read.ok ? readFact(only, "discovered", read.checklist, skipped) : { kind: "unreadable", path: only, why: read.why };
}

// src/settings/stamp.ts
var PREFIX2 = `[${PACKAGE_NAME} settings`, AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX2)} (invalid|none|unknown|\\{[^\\n]*\\})(?: open=(\\d{1,9}))?\\]\\s*$`
);
function formatSettingsStamp(stamp, open) {
  let tail = open === void 0 ? "]" : ` open=${open}]`;
  if (stamp.kind === "read") {
    let asked = stamp.clamped === void 0 ? stamp.settings : { ...stamp.settings, ...stamp.clamped };
    return `${PREFIX2} ${JSON.stringify(asked)}${tail}`;
  }
  return `${PREFIX2} ${stamp.kind === "none" ? "none" : stamp.kind === "invalid" ? "invalid" : "unknown"}${tail}`;
}
function readSettingsStamp(text5) {
  let match = AT_END.exec(text5);
  if (match === null) return;
  let body = match[1] ?? "unknown", open = match[2] === void 0 ? {} : { open: Number(match[2]) };
  if (body === "none") return { settings: { kind: "none" }, ...open };
  if (body === "unknown")
    return {
      settings: { kind: "unknown", why: "the session's earlier limits could not be read back" },
      ...open
    };
  if (body === "invalid")
    return { settings: { kind: "invalid", why: "it was not valid as the prompt began" }, ...open };
  let parsed = parseSettings(body);
  if (!parsed.ok) return { settings: { kind: "invalid", why: parsed.why }, ...open };
  let { ok: _ok, ...read } = parsed;
  return { settings: { kind: "read", ...read }, ...open };
}
function stricter(a, b) {
  let min = (x, y, fallback) => x === void 0 && y === void 0 ? void 0 : Math.min(x ?? fallback, y ?? fallback), maxChain = min(a.maxChain, b.maxChain, DEFAULT_MODE.maxChain), patience = min(a.patience, b.patience, DEFAULT_MODE.patience), budget = (x, y) => {
    let set = [x, y].filter((value) => value !== void 0 && value > 0);
    return set.length > 0 ? Math.min(...set) : x === void 0 && y === void 0 ? void 0 : 0;
  }, maxTokens = budget(a.maxTokens, b.maxTokens), maxMinutes = budget(a.maxMinutes, b.maxMinutes);
  return {
    // Chain mode from the file only where both allowed it: left out, the flags decide (plain by default).
    ...a.chain === !0 && b.chain === !0 ? { chain: !0 } : a.chain === !1 || b.chain === !1 ? { chain: !1 } : {},
    ...maxChain === void 0 ? {} : { maxChain },
    ...patience === void 0 ? {} : { patience },
    ...a.stopOnCompaction === !0 || b.stopOnCompaction === !0 ? { stopOnCompaction: !0 } : {},
    ...a.goalEnd === !1 || b.goalEnd === !1 ? { goalEnd: !1 } : {},
    ...maxTokens === void 0 ? {} : { maxTokens },
    ...maxMinutes === void 0 ? {} : { maxMinutes }
  };
}
var asSettings = (stamp) => stamp.kind === "read" ? stamp.settings : {};
function carrySettings(earlier, now) {
  let { path: _path, ...file } = now;
  return earlier === void 0 ? file : earlier.kind === "unknown" || earlier.kind === "conflict" ? { kind: "unknown", why: "an earlier prompt of this session ran with limits that cannot be told" } : earlier.kind !== "read" && file.kind !== "read" ? file : { kind: "read", settings: stricter(asSettings(earlier), asSettings(file)) };
}

// src/rollout/backward-lines.ts
var import_node_fs10 = require("node:fs");

// src/fs/clock.ts
function msSinceStart() {
  return process.uptime() * 1e3;
}

// src/rollout/backward-lines.ts
var CHUNK_BYTES2 = 64 * 1024, BLOCK_BYTES = 16 * CHUNK_BYTES2, DEADLINE_CHECK_EVERY = 16, CHUNK_WORK = 4, MAX_LINE_BYTES = 4 * 1024 * 1024;
function scanFailure(path, scan) {
  return scan.kind === "unreadable" ? { kind: "unreadable", path, why: scan.why } : { kind: "timeout", path, bytesScanned: scan.bytesScanned, size: scan.size };
}
function literalsPattern(texts2, flags) {
  let source = texts2.map(regexpLiteral).join("|");
  return {
    pattern: new RegExp(source, flags),
    overlap: Math.max(...texts2.map((text5) => text5.length)) - 1,
    inLine: new RegExp(source, flags.replace("g", ""))
  };
}
var OutOfTime = class extends Error {
};
function matchStarts(patterns, text5, from, limit, starts, shift = 0) {
  for (let search of patterns) {
    search.lastIndex = from;
    for (let match = search.exec(text5); match !== null && !(match.index >= limit); match = search.exec(text5))
      starts.push(shift + match.index), match[0] === "" && search.lastIndex++;
  }
}
var MAX_WINDOWS = 64;
function anchoredStarts(anchor, patterns, width, text5, limit, starts) {
  anchor.lastIndex = 0;
  for (let hit = anchor.exec(text5), windows = 0; hit !== null; hit = anchor.exec(text5), windows++) {
    let from = Math.max(0, hit.index - width + 1);
    if (from >= limit) return;
    if (windows === MAX_WINDOWS) return matchStarts(patterns, text5, from, limit, starts);
    let to = Math.min(limit, hit.index + width + 1);
    if (matchStarts(patterns, text5.slice(from, to + width), 0, to - from, starts, from), to === limit) return;
    anchor.lastIndex = to;
  }
}
function scanLinesBackward(path, pattern, overlap, visit, options) {
  let now = options.now ?? msSinceStart, patterns = pattern instanceof RegExp ? [pattern] : pattern, opened = openRegularFile(path);
  if (!opened.ok) return { kind: "unreadable", why: opened.why };
  let { fd, size } = opened, block = Buffer.allocUnsafe(BLOCK_BYTES + overlap), blockStart = 0, blockEnd = 0, textOf = (start2, stop) => ((start2 < blockStart || stop > blockEnd) && (blockStart = Math.max(0, stop - block.length), blockEnd = blockStart + readFullyAt(fd, block, stop - blockStart, blockStart)), block.toString("latin1", start2 - blockStart, Math.min(stop, blockEnd) - blockStart)), buffer = Buffer.allocUnsafe(CHUNK_BYTES2), work2 = 0, checkTime = (weight = CHUNK_WORK) => {
    if (work2 += weight, !(work2 < DEADLINE_CHECK_EVERY) && (work2 = 0, now() > options.deadline))
      throw new OutOfTime();
  }, lineStart = (position) => {
    for (let end2 = position; end2 > 0; end2 -= CHUNK_BYTES2) {
      checkTime();
      let start2 = Math.max(0, end2 - CHUNK_BYTES2), at = buffer.subarray(0, readFullyAt(fd, buffer, end2 - start2, start2)).lastIndexOf(10);
      if (at !== -1) return start2 + at + 1;
    }
    return 0;
  }, lineEnd = (position) => {
    for (let start2 = position; start2 < size; start2 += CHUNK_BYTES2) {
      checkTime();
      let length = readFullyAt(fd, buffer, Math.min(CHUNK_BYTES2, size - start2), start2), at = buffer.subarray(0, length).indexOf(10);
      if (at !== -1) return start2 + at;
    }
    return size;
  }, readLine = (offset, length) => {
    if (length > MAX_LINE_BYTES) return { offset, length };
    let bytes = Buffer.allocUnsafe(length);
    return { offset, length, text: bytes.toString("utf8", 0, readFullyAt(fd, bytes, length, offset)) };
  }, end = Math.min(size, options.before ?? size), result = (kind) => ({
    kind,
    bytesScanned: size - end,
    size
  });
  try {
    for (; end > 0; ) {
      if (options.maxBytes !== void 0 && size - end >= options.maxBytes) return result("capped");
      checkTime();
      let start2 = Math.max(0, end - CHUNK_BYTES2), text5 = textOf(start2, Math.min(size, end + overlap)), length = text5.length, starts = [], limit = end - start2;
      options.anchor === void 0 ? matchStarts(patterns, text5, 0, limit, starts) : anchoredStarts(options.anchor, patterns, overlap + 1, text5, limit, starts), starts.length > 1 && starts.sort((a, b) => a - b);
      let next = start2;
      for (let i = starts.length - 1; i >= 0; i--) {
        let at = start2 + (starts[i] ?? 0);
        if (at >= end) continue;
        let newline = text5.lastIndexOf(`
`, at - start2 - 1), first = newline !== -1 ? start2 + newline + 1 : lineStart(start2), feed = text5.indexOf(`
`, at - start2), last = feed !== -1 ? start2 + feed : lineEnd(start2 + length);
        checkTime(1);
        let line = readLine(first, last - first);
        if (end = first, next = Math.min(next, first), visit(line) === "stop") return result("stopped");
      }
      end = next;
    }
    return result("done");
  } catch (error) {
    return error instanceof OutOfTime ? result("timeout") : { kind: "unreadable", why: error instanceof Error ? error.message : "read failed" };
  } finally {
    (0, import_node_fs10.closeSync)(fd);
  }
}

// src/rollout/token-usage.ts
var count2 = (value) => typeof value == "number" && Number.isFinite(value) && value >= 0 ? value : void 0;
function spent(usage) {
  if (!isRecord(usage)) return;
  let input = count2(field(usage, "input_tokens")), cached = field(usage, "cached_input_tokens") === void 0 ? 0 : count2(field(usage, "cached_input_tokens")), output = count2(field(usage, "output_tokens"));
  return input === void 0 || cached === void 0 || output === void 0 ? void 0 : input - cached + output;
}
function tokensRecord(source, thread, response) {
  let total = spent(thread), last = spent(response);
  return total === void 0 || last === void 0 ? void 0 : { kind: "tokens", source, total, last };
}

// src/rollout/codex-format.ts
var ERROR_EVENTS = ["error", "warning", "stream_error"], CONTENT_EVENTS = [
  "item_started",
  "agent_message",
  "agent_message_delta",
  "agent_reasoning",
  "agent_reasoning_delta",
  "agent_reasoning_raw_content",
  "agent_reasoning_section_break",
  "turn_aborted",
  "exec_command_begin",
  "exec_command_end",
  "exec_command_output_delta",
  "patch_apply_begin",
  "patch_apply_end",
  "mcp_tool_call_begin",
  "mcp_tool_call_end",
  "web_search_begin",
  "web_search_end",
  "view_image_tool_call",
  "thread_settings_applied",
  "turn_diff",
  "plan_update"
], CONTENT_TYPES = ["response_item", "session_meta", "turn_context", "world_state"];
function text3(value) {
  return typeof value == "string" ? value : "";
}
function list(value) {
  return Array.isArray(value) ? value : [];
}
function turnOf(record2) {
  let turnId = field(record2, "turn_id");
  return typeof turnId == "string" ? { turnId } : {};
}
function messageOrigin(payload, meta) {
  if (hasKind(meta, "user.goal")) return "goal";
  let items = meta === void 0 ? [] : list(field(meta, "content_item_metadata"));
  for (let item of items) {
    let provenance = isRecord(item) ? field(item, "provenance") : void 0;
    if (isRecord(provenance))
      return field(provenance, "type") === "user" ? "user" : field(provenance, "hook") === !0 ? "hook" : "harness";
  }
  let first = list(field(payload, "content"))[0], body = isRecord(first) ? text3(field(first, "text")) : "";
  return body.startsWith("<hook_prompt") ? "hook" : body.startsWith("<") ? "harness" : "user";
}
function texts(items) {
  return list(items).map((part) => isRecord(part) ? text3(field(part, "text")) : "");
}
function hasKind(meta, kind) {
  return meta !== void 0 && list(field(meta, "content_item_kinds")).includes(kind);
}
function responseItem(payload) {
  let type = field(payload, "type");
  if (type === "compaction" || type === "compaction_summary")
    return { kind: "compaction", shape: String(type) };
  if (type !== "message") return { kind: "content" };
  let role = field(payload, "role"), metadata = field(payload, "internal_chat_message_metadata_passthrough"), meta = isRecord(metadata) ? metadata : void 0, parts = texts(field(payload, "content"));
  if (role === "developer" && hasKind(meta, "hooks.additional_context"))
    return { kind: "hook-context", text: parts.join("") };
  if (role !== "user") return { kind: "content" };
  let turn = meta === void 0 ? {} : turnOf(meta), origin = messageOrigin(payload, meta);
  return origin === "user" || origin === "goal" ? { kind: "user-prompt", via: origin === "goal" ? "goal" : "typed", ...turn, text: parts.join("") } : origin === "harness" ? { kind: "content" } : { kind: "hook-prompt", text: parts.join(""), parts, ...turn };
}
function completedItem(payload) {
  let item = field(payload, "item"), type = isRecord(item) ? field(item, "type") : void 0;
  if (type === "ContextCompaction") return { kind: "compaction", shape: "ContextCompaction item" };
  if (type === "UserMessage" && isRecord(item))
    return {
      kind: "user-prompt",
      via: "typed",
      ...turnOf(payload),
      text: texts(field(item, "content")).join("")
    };
  if (type === "HookPrompt" && isRecord(item)) {
    let parts = texts(field(item, "fragments"));
    return { kind: "hook-prompt", text: parts.join(""), parts, ...turnOf(payload) };
  }
  return { kind: "content" };
}
function eventMessage(payload) {
  let type = text3(field(payload, "type"));
  if (type === "token_count") {
    let info = field(payload, "info");
    return (isRecord(info) ? tokensRecord("token_count", field(info, "total_token_usage"), field(info, "last_token_usage")) : void 0) ?? { kind: "content" };
  }
  if (type === "item_completed") return completedItem(payload);
  if (type === "task_complete") {
    let message = field(payload, "last_agent_message");
    return { kind: "turn-end", ...typeof message == "string" ? { message } : {} };
  }
  if (type === "context_compacted") return { kind: "compaction", shape: "context_compacted event" };
  if (type === "thread_goal_updated") {
    let goal = field(payload, "goal"), status2 = isRecord(goal) ? field(goal, "status") : void 0;
    return { kind: "goal-update", ...typeof status2 == "string" && status2 !== "" ? { status: status2 } : {} };
  }
  if (type === "task_started") {
    let attribution = field(payload, "turn_attribution"), trigger = isRecord(attribution) ? field(attribution, "turn_trigger") : void 0;
    return { kind: "turn-start", ...typeof trigger == "string" ? { trigger } : {}, ...turnOf(payload) };
  }
  return type === "user_message" ? { kind: "user-prompt", via: "typed", text: text3(field(payload, "message")) } : ERROR_EVENTS.includes(type) ? { kind: "codex-error", event: type, message: text3(field(payload, "message")) } : CONTENT_EVENTS.includes(type) ? { kind: "content" } : { kind: "other" };
}
var ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function timeOf(record2) {
  let stamp = field(record2, "timestamp");
  if (typeof stamp != "string" || !ISO_TIME.test(stamp)) return {};
  let at = Date.parse(stamp);
  return Number.isFinite(at) ? { at } : {};
}
function classifyRolloutLine(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: "other" };
  }
  if (!isRecord(value)) return { kind: "other" };
  let type = field(value, "type"), payload = field(value, "payload");
  if (type === "compacted") return { kind: "compaction", shape: "compacted record" };
  if (typeof type != "string" || !isRecord(payload)) return { kind: "other" };
  let record2 = type === "token_usage_record" ? tokensRecord(type, field(payload, "thread_token_usage"), field(payload, "usage")) ?? {
    kind: "content"
  } : type === "response_item" ? responseItem(payload) : type === "event_msg" ? eventMessage(payload) : void 0;
  return record2 !== void 0 ? { ...record2, ...timeOf(value) } : CONTENT_TYPES.includes(type) ? { kind: "content" } : { kind: "other" };
}
var COMPACTION_HINTS = [
  '"type":"compacted"',
  '"type":"ContextCompaction"',
  '"type":"context_compacted"',
  '"type":"compaction"',
  '"type":"compaction_summary"'
], TURN_END_HINT = '"type":"task_complete"', PROMPT_HINTS = ['"role":"user"', '"UserMessage"', '"HookPrompt"', '"type":"user_message"'], CHAIN_HINTS = [
  '"type":"token_usage_record"',
  '"type":"token_count"',
  '"type":"task_started"',
  '"type":"thread_goal_updated"',
  '"hooks.additional_context"'
];

// src/rollout/pressure-markers.json
var pressure_markers_default = [
  "context compacted",
  "context_length_exceeded",
  "skill descriptions were shortened",
  "context_too_large",
  "codex ran out of room in the model's context window",
  "your input exceeds the context window",
  "long threads and multiple compactions"
];

// src/rollout/markers.ts
var PRESSURE_MARKERS = pressure_markers_default;

// src/rollout/pressure.ts
var PHRASE = literalsPattern(PRESSURE_MARKERS, "i").pattern, PRESSURE_CANDIDATES = [...PRESSURE_MARKERS, ...COMPACTION_HINTS], CANDIDATE = literalsPattern(PRESSURE_CANDIDATES, "gi"), PRESSURE_ANCHOR = /co(?:mpact(?:ed|ion["_s])|ntext(?:_| window))|skill descriptions/gi;
function pressureIn(record2, text5, offset) {
  if (record2.kind === "compaction") return { marker: record2.shape, offset, source: "compaction" };
  if (record2.kind !== "codex-error" && record2.kind !== "other") return;
  let phrase = PHRASE.exec(text5);
  if (phrase === null) return;
  let at = offset + Buffer.byteLength(text5.slice(0, phrase.index));
  return {
    marker: phrase[0].toLowerCase(),
    offset: at,
    source: record2.kind === "other" ? "text" : record2.event
  };
}
function transcriptFact(path, scan, hit) {
  return scan.kind === "unreadable" || scan.kind === "timeout" ? scanFailure(path, scan) : { kind: "scanned", path, bytesScanned: scan.bytesScanned, size: scan.size, ...hit ? { hit } : {} };
}
function scanForPressure(path, options) {
  let hit, scan = scanLinesBackward(
    path,
    CANDIDATE.pattern,
    CANDIDATE.overlap,
    (line) => (line.text !== void 0 && (hit = pressureIn(classifyRolloutLine(line.text), line.text, line.offset)), hit === void 0 ? "next" : "stop"),
    { ...options, anchor: PRESSURE_ANCHOR }
  );
  return transcriptFact(path, scan, hit);
}

// src/rollout/human-prompt.ts
var CHAIN_READ_CAP_BYTES = 64 * 1024 * 1024, PROMPT_PATTERNS = {
  "hook-prompt": literalsPattern(PROMPT_HINTS, "g"),
  // Pressure phrases are matched case-insensitively, as the pressure scan does; the hints are ASCII.
  chain: literalsPattern([...PROMPT_HINTS, ...CHAIN_HINTS, ...PRESSURE_CANDIDATES], "gi")
}, BEFORE_PROMPT_BYTES = 256 * 1024, PROMPT_TEXT_CAP = 1024;
function humanPromptReader(path, scope) {
  let stamps = [], hookPrompts = 0, boundary = "start", compaction, pressure, goalTurns = 0, goalStatus, endSent, promptAt, startedAt, typed, settings, settingsConflict = !1, open, usage = { token_usage_record: {}, token_count: {} }, began = (at) => {
    at !== void 0 && (startedAt = Math.min(at, startedAt ?? at));
  };
  return { visit: (text5, offset, record2) => {
    if (record2.kind === "compaction" && scope === "chain")
      return compaction ??= {
        marker: record2.shape,
        offset,
        source: "compaction",
        afterLastContinuation: hookPrompts === 0
      }, "next";
    if (promptAt !== void 0)
      return promptAt - offset > BEFORE_PROMPT_BYTES || record2.kind === "hook-prompt" ? "stop" : ((record2.kind === "user-prompt" || record2.kind === "turn-start") && began(record2.at), record2.kind === "turn-start" ? "stop" : "next");
    if (record2.kind === "user-prompt")
      return boundary = record2.via === "goal" ? "goal-set" : "typed-prompt", record2.via === "typed" && record2.text !== void 0 && (typed = record2.text.slice(0, PROMPT_TEXT_CAP)), began(record2.at), scope === "hook-prompt" ? "stop" : (promptAt = offset, "next");
    if (record2.kind === "hook-prompt") {
      hookPrompts++;
      for (let stamp of record2.parts.flatMap(readStamps))
        stamps.some((seen) => seen.step === stamp.step) || stamps.push(stamp);
      return endSent ??= record2.parts.flatMap(readGoalEndStamps)[0], scope === "hook-prompt" ? "stop" : "next";
    }
    if (scope === "hook-prompt") return "next";
    if (record2.kind === "tokens") {
      let seen = usage[record2.source];
      return seen.newest ??= record2.total, seen.before = record2.total - record2.last, "next";
    }
    if (record2.kind === "hook-context") {
      let stamp = readSettingsStamp(record2.text);
      stamp !== void 0 && settings !== void 0 && JSON.stringify(stamp.settings) !== JSON.stringify(settings) && (settingsConflict = !0), stamp?.open !== void 0 && (open = Math.min(stamp.open, open ?? stamp.open)), settings = stamp?.settings ?? settings;
    }
    return record2.kind === "turn-start" && record2.trigger === "goal" && goalTurns++, record2.kind === "goal-update" && (goalStatus ??= record2.status), pressure = pressureIn(record2, text5, offset), pressure === void 0 ? "next" : "stop";
  }, fact: (scan) => {
    if (scan.kind === "unreadable" || scan.kind === "timeout") return scanFailure(path, scan);
    scan.kind === "capped" && promptAt === void 0 && (boundary = "cap"), stamps.sort((a, b) => b.step - a.step);
    let goal = {
      turns: goalTurns,
      ...goalStatus !== void 0 ? { status: goalStatus } : {},
      ...endSent !== void 0 ? { endSent } : {}
    };
    return {
      kind: "read",
      path,
      scope,
      boundary,
      ...startedAt !== void 0 ? { startedAt } : {},
      ...typed !== void 0 ? { text: typed } : {},
      ...settings !== void 0 ? { settings: settingsConflict ? { kind: "conflict" } : settings } : {},
      ...open !== void 0 ? { openAtStart: open } : {},
      ...tokensSpent(usage, boundary),
      hookPrompts,
      stamps,
      ...compaction !== void 0 ? { compaction } : {},
      ...pressure !== void 0 ? { pressure } : {},
      ...scope === "chain" ? { goal } : {},
      bytesScanned: scan.bytesScanned
    };
  } };
}
function tokensSpent(usage, boundary) {
  if (boundary === "cap") return {};
  let { newest, before } = usage.token_usage_record.newest !== void 0 ? usage.token_usage_record : usage.token_count;
  return { tokens: newest === void 0 || before === void 0 ? 0 : Math.max(0, newest - before) };
}
function readHumanPrompt(path, scope, options) {
  let reader = humanPromptReader(path, scope), { pattern, overlap } = PROMPT_PATTERNS[scope], scan = scanLinesBackward(
    path,
    pattern,
    overlap,
    (line) => line.text === void 0 ? "next" : reader.visit(line.text, line.offset, classifyRolloutLine(line.text)),
    { maxBytes: CHAIN_READ_CAP_BYTES, ...options }
  );
  return reader.fact(scan);
}

// src/rollout/pressure-and-prompt.ts
var PROMPT_HINT_CORES = ['":"user', '"UserMessage"', '"HookPrompt"'], CORES = literalsPattern(PROMPT_HINT_CORES, "g"), PRESSURE_OR_PROMPT_ANCHOR = new RegExp(`${PRESSURE_ANCHOR.source}|user|hookprompt`, "gi"), EITHER = {
  "hook-prompt": {
    patterns: [CANDIDATE.pattern, CORES.pattern],
    overlap: Math.max(CANDIDATE.overlap, CORES.overlap),
    anchor: { anchor: PRESSURE_OR_PROMPT_ANCHOR }
  },
  // The chain read's own pattern holds the pressure literals already.
  chain: { patterns: [PROMPT_PATTERNS.chain.pattern], overlap: PROMPT_PATTERNS.chain.overlap, anchor: {} }
};
function scanForPressureAndPrompt(path, scope, options) {
  let { deadline, now } = options, reader = humanPromptReader(path, scope), promptLine = PROMPT_PATTERNS[scope].inLine, { patterns, overlap, anchor } = EITHER[scope], hit, both = scanLinesBackward(
    path,
    patterns,
    overlap,
    (line) => {
      if (line.text === void 0) return "next";
      let pressureLine = CANDIDATE.inLine.test(line.text), forPrompt = promptLine.test(line.text);
      if (!pressureLine && !forPrompt) return "next";
      let record2 = classifyRolloutLine(line.text);
      return pressureLine && (hit = pressureIn(record2, line.text, line.offset)), hit !== void 0 ? "stop" : forPrompt ? reader.visit(line.text, line.offset, record2) : "next";
    },
    { maxBytes: CHAIN_READ_CAP_BYTES, ...options, ...anchor }
  );
  if (hit !== void 0 || both.kind === "unreadable" || both.kind === "timeout")
    return { transcript: transcriptFact(path, both, hit) };
  let prompt = reader.fact(both), transcript = both.kind === "done" ? transcriptFact(path, both) : scanForPressure(path, { deadline, ...now ? { now } : {}, before: both.size - both.bytesScanned });
  return transcript.kind === "scanned" && transcript.hit === void 0 ? { transcript, prompt } : { transcript };
}

// src/hook/disk.ts
var HOOK_BUDGET_MS = 2500;
function diskReaders(bundledDirective, deadline = HOOK_BUDGET_MS) {
  return remembering({
    boulder: readBoulderFact,
    settings: readSettingsFact,
    hooks: readHooksChange,
    plan: readPlanFact,
    transcript: (path, scope) => scope === void 0 ? { transcript: scanForPressure(path, { deadline }) } : scanForPressureAndPrompt(path, scope, { deadline }),
    prompt: (path, scope) => readHumanPrompt(path, scope, { deadline }),
    directive: (root) => readDirectiveFact(root, bundledDirective),
    brief: (root) => readBriefFact(root, bundledDirective),
    now: Date.now
  });
}

// src/hook/stdin.ts
var import_node_fs11 = require("node:fs");
var STDIN_CAP_BYTES = 8 * MIB, STDIN_DEADLINE_MS = 2e3, STDIN_FD = 0, CHUNK_BYTES3 = 64 * 1024;
function isCompleteObject(chunks) {
  let last = chunks.at(-1);
  if (last === void 0 || !last.toString("latin1").trimEnd().endsWith("}")) return !1;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")), !0;
  } catch {
    return !1;
  }
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function readStdinSync(fd = STDIN_FD, capBytes = STDIN_CAP_BYTES, deadlineMs = STDIN_DEADLINE_MS) {
  let source = fd;
  try {
    let stats = (0, import_node_fs11.fstatSync)(fd);
    if (stats.isFIFO()) source = (0, import_node_fs11.openSync)(`/proc/self/fd/${fd}`, import_node_fs11.constants.O_RDONLY | import_node_fs11.constants.O_NONBLOCK);
    else if (!stats.isFile()) return;
  } catch {
    return;
  }
  let deadline = msSinceStart() + deadlineMs, chunks = [], size = 0, pause = 1;
  try {
    for (; ; ) {
      let buffer = Buffer.allocUnsafe(CHUNK_BYTES3), bytes;
      try {
        bytes = (0, import_node_fs11.readSync)(source, buffer, 0, buffer.length, null);
      } catch (error) {
        if (errorCode(error) !== "EAGAIN" || size <= MIB && isCompleteObject(chunks)) break;
        if (msSinceStart() >= deadline)
          return { text: Buffer.concat(chunks).toString("utf8"), timedOut: !0 };
        Atomics.wait(sleeper, 0, 0, pause), pause = Math.min(pause * 2, 20);
        continue;
      }
      if (bytes === 0) break;
      if (size += bytes, size > capBytes) return { text: "", overCap: !0 };
      chunks.push(buffer.subarray(0, bytes)), pause = 1;
    }
    return { text: Buffer.concat(chunks).toString("utf8") };
  } finally {
    source !== fd && (0, import_node_fs11.closeSync)(source);
  }
}
function readStdinStream(stream, capBytes = STDIN_CAP_BYTES, deadlineMs = STDIN_DEADLINE_MS) {
  return new Promise((resolve20) => {
    let chunks = [], size = 0, settled = !1, text5 = () => Buffer.concat(chunks).toString("utf8"), finish = (result) => {
      settled || (settled = !0, clearTimeout(timer), stream.removeAllListeners("data"), stream.destroy?.(), resolve20(result));
    }, timer = setTimeout(() => finish({ text: text5(), timedOut: !0 }), deadlineMs);
    stream.on("data", (chunk) => {
      let bytes = typeof chunk == "string" ? Buffer.from(chunk) : chunk;
      if (size += bytes.length, size > capBytes) return finish({ text: "", overCap: !0 });
      chunks.push(bytes), size <= MIB && isCompleteObject(chunks) && finish({ text: text5() });
    }), stream.on("end", () => finish({ text: text5() })), stream.on("error", () => finish({ text: text5() }));
  });
}
async function readStdin() {
  return readStdinSync() ?? await readStdinStream(process.stdin);
}

// src/payload/stop-payload.ts
function invalid(problem) {
  return { ok: !1, problem };
}
function optionalText(record2, key) {
  if (!hasField(record2, key)) return {};
  let value = field(record2, key);
  return value === null || typeof value == "string" ? { value } : { problem: `${key} must be a string or null` };
}
function parseStopPayload(text5, source = "stdin") {
  if (text5.trim() === "") return invalid(`${source} was empty`);
  let parsed = parseJson(text5);
  if (!parsed.ok) return invalid(`${source} is not valid JSON`);
  let record2 = parsed.value;
  if (!isRecord(record2)) return invalid("payload is not a JSON object");
  let sessionId = field(record2, "session_id");
  if (typeof sessionId != "string") return invalid("session_id must be a string");
  let turnId = field(record2, "turn_id");
  if (turnId !== void 0 && typeof turnId != "string") return invalid("turn_id must be a string");
  let cwd = field(record2, "cwd");
  if (typeof cwd != "string") return invalid("cwd must be a string");
  let model = field(record2, "model");
  if (typeof model != "string") return invalid("model must be a string");
  let permissionMode = field(record2, "permission_mode");
  if (typeof permissionMode != "string") return invalid("permission_mode must be a string");
  let stopHookActive = field(record2, "stop_hook_active");
  if (typeof stopHookActive != "boolean") return invalid("stop_hook_active must be a boolean");
  let event = field(record2, "hook_event_name");
  if (event !== "Stop" && event !== "SubagentStop")
    return invalid('hook_event_name must be "Stop" or "SubagentStop"');
  let transcript = optionalText(record2, "transcript_path");
  if (transcript.problem !== void 0) return invalid(transcript.problem);
  let message = optionalText(record2, "last_assistant_message");
  return message.problem !== void 0 ? invalid(message.problem) : { ok: !0, payload: {
    sessionId,
    ...turnId !== void 0 ? { turnId } : {},
    cwd,
    model,
    permissionMode,
    hookEventName: event,
    stopHookActive,
    ...transcript.value !== void 0 ? { transcriptPath: transcript.value } : {},
    ...message.value !== void 0 ? { lastAssistantMessage: message.value } : {}
  } };
}

// src/hook/stop-io.ts
function outputFor(outcome, line) {
  let message = line === void 0 ? {} : { systemMessage: line };
  return outcome.kind === "continue" ? `${JSON.stringify({ decision: "block", reason: outcome.directive, ...message })}
` : line === void 0 ? "" : `${JSON.stringify(message)}
`;
}
function payloadFrom(read, source = "stdin") {
  return read.overCap ? {
    ok: !1,
    problem: `${source} carried more than the ${STDIN_CAP_BYTES / 1024 / 1024} MiB a payload may have`
  } : parseStopPayload(read.text, source);
}

// src/cli/explain.ts
var PLACEHOLDER_TURN = "explain";
function turnNote(options) {
  if (!(options.turn !== void 0 || options.payload !== void 0))
    return `turn "${PLACEHOLDER_TURN}": no --turn given; chain mode counts this hook's continuations across every turn of the human prompt, so it only names the turn in the stamp`;
}
function readPayloadFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs12.openSync)(path, import_node_fs12.constants.O_RDONLY | import_node_fs12.constants.O_NONBLOCK);
  } catch (error) {
    throw new CliError(`cannot read the payload from ${path}: ${describeError(error)}`);
  }
  try {
    let read = readStdinSync(fd);
    if (read === void 0)
      throw new CliError(`cannot read the payload from ${path}: not a regular file or a pipe`);
    return read;
  } finally {
    (0, import_node_fs12.closeSync)(fd);
  }
}
async function payloadFor(options) {
  let building = options.cwd !== void 0 || options.session !== void 0;
  if (options.payload !== void 0) {
    if (building)
      throw new CliError("--payload and --cwd/--session are two ways to say the same thing: use one", 2);
    let source = options.payload === "-" ? "stdin" : options.payload, read = options.payload === "-" ? await readStdin() : readPayloadFile(options.payload);
    return withOverrides(payloadFrom(read, source), options);
  }
  if (options.cwd === void 0 || options.session === void 0)
    throw new CliError(
      "explain needs --payload <file|->, or --cwd <dir> with --session <id> (`status` lists the session ids each work names)",
      2
    );
  let cwd = (0, import_node_path16.resolve)(options.cwd);
  if ((0, import_node_fs12.statSync)(cwd, { throwIfNoEntry: !1 })?.isDirectory() !== !0)
    throw new CliError(`--cwd ${cwd} is not a directory`, 2);
  let text5 = JSON.stringify({
    session_id: options.session,
    turn_id: options.turn ?? PLACEHOLDER_TURN,
    cwd,
    hook_event_name: "Stop",
    model: "explain",
    permission_mode: "default",
    stop_hook_active: options.stopHookActive === !0,
    transcript_path: null,
    last_assistant_message: null
  });
  return withOverrides(payloadFrom({ text: text5 }, "the built payload"), options);
}
function withOverrides(input, options) {
  return input.ok ? {
    ok: !0,
    payload: {
      ...input.payload,
      ...options.transcript !== void 0 ? { transcriptPath: (0, import_node_path16.resolve)(options.transcript) } : {},
      ...options.lastMessage !== void 0 ? { lastAssistantMessage: options.lastMessage } : {},
      ...options.stopHookActive === !0 ? { stopHookActive: !0 } : {},
      ...options.turn !== void 0 ? { turnId: options.turn } : {}
    }
  } : input;
}
async function explain(options, hook, bundledDirective) {
  if (!hook.ok) throw new CliError(hook.problem, 2);
  let input = await payloadFor(options), read = diskReaders(bundledDirective), outcome = await decide(input, hook, read);
  if (options.printDirective === !0) {
    if (outcome.kind !== "continue")
      throw new CliError(`no directive: the hook would stay silent (${outcome.reason}: ${outcome.detail})`);
    process.stdout.write(outcome.directive.endsWith(`
`) ? outcome.directive : `${outcome.directive}
`);
    return;
  }
  let record2 = explainRecord(input, outcome, read.facts);
  process.stdout.write(
    options.json === !0 ? `${JSON.stringify(record2, null, 2)}
` : formatRecord(record2, turnNote(options))
  );
}

// src/cli/help.ts
var examples = (...lines) => `
Examples:
${lines.map((line) => `  $ ${line}`).join(`
`)}
`;

// src/hook/prompt-entry.ts
var import_node_fs14 = require("node:fs");

// src/payload/prompt-payload.ts
function text4(value) {
  return typeof value == "string" && value.trim() !== "" ? value : void 0;
}
function parsePromptPayload(raw) {
  let parsed = parseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return;
  let record2 = parsed.value, prompt = field(record2, "prompt");
  if (field(record2, "hook_event_name") !== "UserPromptSubmit" || typeof prompt != "string") return;
  let sessionId = text4(field(record2, "session_id")), cwd = text4(field(record2, "cwd")), transcriptPath = text4(field(record2, "transcript_path"));
  return {
    prompt,
    ...sessionId !== void 0 ? { sessionId } : {},
    ...cwd !== void 0 ? { cwd } : {},
    ...transcriptPath !== void 0 ? { transcriptPath } : {}
  };
}

// src/hook/fd-write.ts
var import_node_fs13 = require("node:fs");
function writeStdout(text5) {
  let bytes = Buffer.from(text5), offset = 0;
  for (; offset < bytes.length; )
    try {
      offset += (0, import_node_fs13.writeSync)(1, bytes, offset);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") return;
    }
}

// src/hook/guard.ts
function exitQuietly() {
  process.exit(0);
}
async function runGuarded(hook) {
  process.on("uncaughtException", exitQuietly), process.on("unhandledRejection", exitQuietly), setTimeout(exitQuietly, 3e3).unref();
  try {
    await hook();
  } catch {
  }
  return exitQuietly();
}

// src/hook/load-prompt-answer.ts
function loadPromptAnswer() {
  return Promise.resolve(requireSibling("./prompt-submit.js", "answerPrompt"));
}

// src/hook/prompt-entry.ts
function promptOutput(additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}
`;
}
async function openBoxes2(cwd, sessionId) {
  if (sessionId === void 0) return;
  let read = diskReaders(""), found = findWork(cwd, sessionKeyFromPayload(sessionId), read);
  if (found.kind !== "work") return;
  let plan = await planOf(found.boulder, found.work, read);
  return plan.kind === "plan" ? plan.plan.checklist.remaining : void 0;
}
function earlierStamp(transcript) {
  if (!(0, import_node_fs14.existsSync)(transcript)) return;
  let read = readHumanPrompt(transcript, "chain", { deadline: HOOK_BUDGET_MS });
  return read.kind !== "read" ? { kind: "unknown", why: `${transcript} could not be read back` } : read.boundary === "cap" || read.pressure !== void 0 ? { kind: "unknown", why: "the session's previous prompt lies beyond what the hook reads back" } : read.settings ?? (read.boundary === "start" ? void 0 : { kind: "none" });
}
async function promptStamp(payload) {
  if (payload.cwd === void 0) return;
  let boulder = findBoulder(payload.cwd).found, file = readSettingsFact(boulder?.root ?? findProjectRoot(payload.cwd)), earlier = payload.transcriptPath === void 0 ? void 0 : earlierStamp(payload.transcriptPath), stamp = carrySettings(earlier, file), open = boulder === void 0 ? void 0 : await openBoxes2(payload.cwd, payload.sessionId);
  if (!(stamp.kind === "none" && open === void 0 && (earlier === void 0 || earlier.kind === "none")))
    return `Chain settings for this prompt, as it began:
${formatSettingsStamp(stamp, open)}`;
}
async function promptHook(cliPath) {
  let read = await readStdin();
  if (read.overCap) return;
  let payload = parsePromptPayload(read.text);
  if (payload === void 0) return;
  let trigger = read.text.includes(TRIGGER_WORD) ? parseTrigger(payload.prompt) : void 0, answer = trigger === void 0 ? void 0 : await (await loadPromptAnswer()).answerPrompt(payload, trigger, cliPath), stamp = await promptStamp(payload), parts = [
    ...answer === void 0 ? [] : [neutraliseStamps(answer)],
    ...stamp === void 0 ? [] : [stamp]
  ];
  parts.length > 0 && writeStdout(promptOutput(parts.join(`

`)));
}
function runPromptHook(cliPath) {
  return runGuarded(() => promptHook(cliPath));
}

// src/decision/plan-state.ts
var PLAN_STATE_CAP_BYTES = 1200, OPENINGS = {
  compact: "Codex compacted the context",
  resume: "this session was resumed"
}, RULES = "Rules that matter: re-read the plan file and the ledger before acting. Verify a task, then tick its box (`- [ ]` to `- [x]`) and append its evidence to the ledger. An external blocker only the user or the outside world can clear: make `<ulw-execute-blocked-external>` the entire first line of your answer, then state the blocker and what lets work resume; a bare marker is ignored. Every box checked and the final gate passed: mark the work `completed` with `work complete`, never by hand.";
function compose(shown3, state) {
  return [
    `${PACKAGE_NAME}: ${OPENINGS[state.source]}. The ULW plan as it stands on disk now (it outranks any summary):`,
    `- Plan: ${shown3.name}, file \`${shown3.planPath}\``,
    `- Progress: ${shown3.completed} of ${shown3.total} top-level tasks checked; next: ${shown3.next}`,
    `- Work status: ${state.status}`,
    `- Ledger: \`${shown3.ledger}\``,
    shown3.worktree,
    RULES
  ].filter((line) => line !== "").join(`
`);
}
function withinBudget(shown3, budget) {
  let entries = Object.entries(shown3).sort(([, a], [, b]) => Buffer.byteLength(a) - Buffer.byteLength(b)), fitted = {}, left = budget;
  for (let [rank, [key, value]] of entries.entries()) {
    let share = Math.floor(left / (entries.length - rank)), cut = Buffer.byteLength(value) <= share ? value : share < 4 ? "" : cutUtf8(value, share);
    fitted[key] = cut, left -= Buffer.byteLength(cut);
  }
  let get = (key) => fitted[key] ?? "";
  return {
    name: get("name"),
    planPath: get("planPath"),
    completed: get("completed"),
    total: get("total"),
    next: get("next"),
    ledger: get("ledger"),
    worktree: get("worktree")
  };
}
function planStateText(state) {
  let { values } = state, shown3 = {
    name: printable(values.PLAN_NAME),
    planPath: printable(values.PLAN_PATH),
    completed: String(state.completed),
    total: printable(values.TOTAL_COUNT),
    next: printable(values.NEXT_TASK_LABEL),
    ledger: printable(values.LEDGER_PATH),
    worktree: printable(values.WORKTREE_BLOCK)
  }, empty = {
    name: "",
    planPath: "",
    completed: "",
    total: "",
    next: "",
    ledger: "",
    worktree: ""
  }, fixed = Buffer.byteLength(compose(empty, state)) + (shown3.worktree === "" ? 0 : 1);
  return compose(withinBudget(shown3, PLAN_STATE_CAP_BYTES - fixed), state);
}

// src/decision/session-start.ts
function silent(reason, detail) {
  return { kind: "silent", reason, detail };
}
function resumption(source) {
  return source === "compact" || source === "resume" ? source : void 0;
}
async function decideSessionStart(input, read) {
  if (!input.ok) return silent("invalid-payload", input.problem);
  let { payload } = input;
  if (payload.source === "startup" || payload.source === "clear")
    return silent("fresh-context", `source is ${payload.source}`);
  let source = resumption(payload.source);
  if (source === void 0) return silent("other-source", `source is ${JSON.stringify(payload.source)}`);
  let sessionKey = sessionKeyFromPayload(payload.sessionId), found = findWork(payload.cwd, sessionKey, read);
  if (found.kind === "ended") return silent(found.reason, found.detail);
  if (found.kind === "completed") return silent("work-not-continuable", notContinuable(found.work));
  let { boulder, work: work2 } = found, plan = await planOf(boulder, work2, read);
  if (plan.kind === "ended") return silent(plan.reason, plan.detail);
  let values = valuesOf(boulder, work2, plan.plan, sessionKey), status2 = work2.status ?? "active";
  return { kind: "context", reason: "plan-state", text: planStateText({ source, values, completed: plan.plan.checklist.completed, status: status2 }) };
}

// src/payload/session-start-payload.ts
function invalid2(problem) {
  return { ok: !1, problem };
}
function parseSessionStartPayload(text5) {
  if (text5.trim() === "") return invalid2("stdin was empty");
  let parsed = parseJson(text5);
  if (!parsed.ok) return invalid2("stdin is not valid JSON");
  let record2 = parsed.value;
  if (!isRecord(record2)) return invalid2("payload is not a JSON object");
  if (field(record2, "hook_event_name") !== "SessionStart")
    return invalid2('hook_event_name must be "SessionStart"');
  let sessionId = field(record2, "session_id");
  if (typeof sessionId != "string" || sessionId.trim() === "")
    return invalid2("session_id must be a non-empty string");
  let cwd = field(record2, "cwd");
  if (typeof cwd != "string" || cwd.trim() === "") return invalid2("cwd must be a non-empty string");
  let source = field(record2, "source");
  return typeof source != "string" ? invalid2("source must be a string") : { ok: !0, payload: { sessionId, cwd, source } };
}

// src/hook/run-log.ts
var import_node_fs15 = require("node:fs");
function isOurOutput(fd) {
  let log = (0, import_node_fs15.fstatSync)(fd);
  for (let standard of [1, 2])
    try {
      let other = (0, import_node_fs15.fstatSync)(standard);
      if (other.dev === log.dev && other.ino === log.ino) return !0;
    } catch {
    }
  return !1;
}
function appendLine(path, line) {
  let flags = import_node_fs15.constants.O_WRONLY | import_node_fs15.constants.O_APPEND | import_node_fs15.constants.O_CREAT | import_node_fs15.constants.O_NONBLOCK | import_node_fs15.constants.O_NOCTTY, fd = (0, import_node_fs15.openSync)(path, flags, 420);
  try {
    (0, import_node_fs15.fstatSync)(fd).isFile() && !isOurOutput(fd) && (0, import_node_fs15.writeSync)(fd, line);
  } finally {
    (0, import_node_fs15.closeSync)(fd);
  }
}
function decided(outcome, flagsChain) {
  let chain = outcome?.chain ?? flagsChain ? { chain: !0 } : {};
  return outcome?.kind !== "continue" ? chain : {
    ...chain,
    step: outcome.step,
    ...outcome.compacted ? { compacted: !0 } : {},
    template: outcome.template,
    bytes: outcome.size.bytes
  };
}
function appendRunLog(logPath, input, outcome, flagsChain, line) {
  let payload = input?.ok === !0 ? input.payload : void 0;
  appendLogEntry(logPath, {
    session: payload?.sessionId ?? null,
    turn: payload?.turnId ?? null,
    cwd: payload?.cwd ?? null,
    decision: outcome?.kind === "continue" ? "block" : "silent",
    // No outcome means the hook failed unexpectedly and stayed silent.
    reason: outcome?.reason ?? "internal-error",
    ...decided(outcome, flagsChain),
    // What the person was shown (Codex's systemMessage), when anything.
    ...line === void 0 ? {} : { message: line }
  });
}
function appendLogEntry(logPath, fields) {
  if (logPath === void 0 || logPath === "") return;
  let line = {
    time: (/* @__PURE__ */ new Date()).toISOString(),
    ...fields,
    // Since the process started, so Node's own start-up is included: what Codex waits for.
    duration_ms: Math.round(msSinceStart())
  };
  try {
    appendLine(logPath, `${JSON.stringify(line)}
`);
  } catch {
  }
}

// src/hook/session-start-entry.ts
function sessionStartOutput(additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext } })}
`;
}
async function readInput() {
  let read = await readStdin();
  return read.overCap ? {
    ok: !1,
    problem: `stdin carried more than the ${STDIN_CAP_BYTES / 1024 / 1024} MiB a payload may have`
  } : parseSessionStartPayload(read.text);
}
function runSessionStartHook(bundledDirective) {
  return runGuarded(() => sessionStartHook(bundledDirective));
}
async function sessionStartHook(bundledDirective) {
  let input, outcome;
  try {
    input = await readInput(), outcome = await decideSessionStart(input, diskReaders(bundledDirective)), outcome.kind === "context" && writeStdout(sessionStartOutput(outcome.text));
  } finally {
    let payload = input?.ok === !0 ? input.payload : void 0;
    appendLogEntry(process.env.ULW_CONTINUATION_LOG, {
      hook: "session-start",
      session: payload?.sessionId ?? null,
      source: payload?.source ?? null,
      cwd: payload?.cwd ?? null,
      decision: outcome?.kind ?? "silent",
      reason: outcome?.reason ?? "internal-error"
    });
  }
}

// src/decision/person-line.ts
var PERSON_LINE_CAP = 120, ENDED = {
  "no-progress": "stopped, no box checked lately; check the plan, then continue",
  "chain-limit": "stopped at the cap of continuations; type continue for more",
  "token-budget": "stopped at the token budget; type continue for more",
  "time-budget": "stopped at the time budget; type continue for more",
  "context-pressure": "stopped, the context is under pressure; a new session helps",
  "external-blocker": "stopped, the agent declared a blocker; see its last message",
  "work-paused": "paused; $ulw-execute resume continues",
  "person-stopped": "stopped as you asked",
  "prompt-not-found": "stopped, your prompt is out of reach; type continue"
}, thousands = (tokens2) => tokens2 < 1e3 ? `${tokens2}` : `${Math.round(tokens2 / 1e3)}k`;
function personLine(outcome, facts) {
  let work2 = outcome.evidence.selection?.work;
  if (work2 === void 0) return;
  let plan = facts.plan?.kind === "read" ? facts.plan.checklist : void 0, counted = plan === void 0 ? [] : [`${plan.completed}/${plan.total} checked`], mode2 = outcome.evidence.mode?.mode, prompt = facts.prompt?.kind === "read" ? facts.prompt : void 0, tokens2 = prompt?.tokens === void 0 ? [] : [`${thousands(prompt.tokens)} tokens`], parts;
  if (outcome.kind === "continue") {
    let of = outcome.chain && mode2 !== void 0 ? `/${mode2.maxChain}` : "";
    parts = [...counted, `continuation ${outcome.step}${of}`, ...tokens2];
  } else {
    if (!outcome.chain) return;
    let done = work2.status === "completed" && (prompt?.hookPrompts ?? 0) > 0, ended = outcome.reason === "work-not-continuable" ? done ? "complete" : void 0 : ENDED[outcome.reason];
    if (ended === void 0) return;
    parts = [...counted, ...tokens2, ended];
  }
  let rest = `: ${parts.join(" \xB7 ")}`, room = Math.max(8, PERSON_LINE_CAP - 4 - rest.length), name = printable(wellFormed(work2.planName));
  return `ULW ${name.length <= room ? name : `${name.slice(0, room - 1)}\u2026`}${rest}`.slice(0, PERSON_LINE_CAP);
}

// src/hook/stop-entry.ts
async function stopHook(bundledDirective, args) {
  let hook = parseHookOptions(args), input, outcome, line;
  try {
    input = payloadFrom(await readStdin());
    let read = diskReaders(bundledDirective);
    outcome = await decide(input, hook, read), line = personLine(outcome, read.facts), writeStdout(outputFor(outcome, line));
  } finally {
    appendRunLog(process.env.ULW_CONTINUATION_LOG, input, outcome, hook.ok && hook.options.chain, line);
  }
}
async function subagentStopHook() {
  await readStdin();
}
function runStopHook(name, bundledDirective, args) {
  return runGuarded(() => name === "stop" ? stopHook(bundledDirective, args) : subagentStopHook());
}

// src/cli/hook-commands.ts
function addHookCommands(program2, context) {
  let hook = program2.command("hook").description("Hook commands that Codex runs; they read a JSON payload on stdin and always exit 0.");
  addChainOptions(
    hook.command("stop"),
    "chain mode: continue past the first continuation while the plan makes progress"
  ).description("Decide whether Codex should keep working; prints nothing or one block decision as JSON.").addHelpText(
    "after",
    examples(
      `echo '{"session_id":"s1","turn_id":"t1","cwd":"/repo","hook_event_name":"Stop","model":"gpt-5","permission_mode":"default","stop_hook_active":false,"transcript_path":null,"last_assistant_message":null}' | ${PACKAGE_NAME} hook stop`
    )
  ).action(() => runStopHook("stop", context.bundledDirective, process.argv.slice(4))), hook.command("prompt-submit").description(
    "UserPromptSubmit: `$ulw-execute <plan>` starts the plan for the session; other prompts get nothing."
  ).addHelpText(
    "after",
    `
Prompts it acts on (the rest of the prompt is left to the model):
  $ulw-execute <plan path|plan name>   register the plan for this session, answer with its state
  $ulw-execute                         list the plan files to choose from
  $ulw-execute pause|resume|abandon    set the status of this session's work
A plan path with blanks goes in quotes: "my plan.md", 'my plan.md' or \`my plan.md\`.
The plugin-qualified name ($${PLUGIN_NAME}:ulw-execute) works the same. It prints nothing
or one JSON object with hookSpecificOutput.additionalContext, and always exits 0.
`
  ).action(() => runPromptHook(context.cliPath)), hook.command("session-start").description(
    "SessionStart: after a compaction or a resume, hand the model the state of the session's plan; otherwise nothing."
  ).addHelpText(
    "after",
    `
It answers sources compact and resume for a session whose work the Stop hook would continue, with
one JSON object whose hookSpecificOutput.additionalContext (at most 1,200 bytes) names the plan, its
progress, the next task and the rules that matter; it prints nothing otherwise, and always exits 0.
`
  ).action(() => runSessionStartHook(context.bundledDirective)), hook.command("subagent-stop").description("Deliberate no-op for SubagentStop: reads stdin, prints nothing, exits 0.").action(() => runStopHook("subagent-stop", context.bundledDirective, []));
}

// src/cli/install.ts
var import_node_fs18 = require("node:fs"), import_node_path17 = require("node:path");

// src/fs/rename.ts
var import_node_fs16 = require("node:fs");
var RENAME_RETRY_MS = 1e3, IN_USE = /* @__PURE__ */ new Set(["EPERM", "EACCES", "EBUSY"]), sleeper2 = new Int32Array(new SharedArrayBuffer(4));
function renameOver(from, to, win32 = process.platform === "win32", rename = import_node_fs16.renameSync) {
  let deadline = Date.now() + RENAME_RETRY_MS;
  for (let pause = 10; ; pause *= 2)
    try {
      rename(from, to);
      return;
    } catch (error) {
      let code3 = errorCode(error);
      if (!win32 || !IN_USE.has(code3)) throw error;
      let left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `${code3}: another program holds ${to} open, still after ${RENAME_RETRY_MS / 1e3} s of retries; close it (or wait for a virus scan to end) and try again`
        );
      Atomics.wait(sleeper2, 0, 0, Math.min(pause, left));
    }
}

// src/cli/terminal.ts
var import_node_fs17 = require("node:fs");
function guardStdout(name) {
  process.stdout.on("error", (error) => {
    errorCode(error) === "EPIPE" && process.exit(0);
    try {
      (0, import_node_fs17.writeSync)(2, `${name}: cannot write the output: ${describeError(error)}
`);
    } catch {
    }
    process.exit(1);
  });
}
function say(text5) {
  process.stdout.write(printableLines(text5));
}
function note(text5) {
  process.stderr.write(printableLines(text5));
}

// src/cli/install.ts
var isDirectory = (path) => pathKind(path) === "directory";
function hooksFile(options) {
  let { project, codexHome: home } = options;
  if (project !== void 0 && options.user === !0) return "choose one of --project and --user";
  if (project === "") return "--project needs a folder (or nothing, for the current one)";
  if (project !== void 0) {
    let base2 = project === !0 ? process.cwd() : (0, import_node_path17.resolve)(project);
    return { path: (0, import_node_path17.join)(base2, ".codex", "hooks.json"), scope: "project", base: base2 };
  }
  if (options.user !== !0)
    return home !== void 0 ? "--codex-home goes with --user" : "say where to register: --project [dir] or --user";
  if (home === "") return "--codex-home needs a folder";
  let base = (0, import_node_path17.resolve)(codexHome(home, process.env));
  return { path: (0, import_node_path17.join)(base, "hooks.json"), scope: "user", base };
}
function realTarget(path) {
  if ((0, import_node_fs18.lstatSync)(path, { throwIfNoEntry: !1 })?.isSymbolicLink() !== !0) return path;
  try {
    return (0, import_node_fs18.realpathSync)(path);
  } catch (error) {
    throw new CliError(
      `${path} is a symlink that cannot be followed (${describeError(error)}); fix or remove it first.`
    );
  }
}
function writeAtomically(path, text5, mode2) {
  let temp = `${path}.tmp-${process.pid}`;
  try {
    (0, import_node_fs18.writeFileSync)(temp, text5, { mode: mode2, flag: "wx" }), (0, import_node_fs18.chmodSync)(temp, mode2), renameOver(temp, path);
  } catch (error) {
    throw (0, import_node_fs18.rmSync)(temp, { force: !0 }), new CliError(`cannot write ${path}: ${describeError(error)}`);
  }
}
function backUp(path) {
  let backup = `${path}.bak`;
  if ((0, import_node_fs18.existsSync)(backup)) return ` (the first backup, ${backup}, was kept as it was)`;
  try {
    (0, import_node_fs18.copyFileSync)(path, backup, import_node_fs18.constants.COPYFILE_EXCL);
  } catch (error) {
    throw errorCode(error) !== "EEXIST" && (0, import_node_fs18.rmSync)(backup, { force: !0 }), new CliError(
      `cannot back up ${path} to ${backup}: ${describeError(error)}; ${path} was left untouched`
    );
  }
  return ` (previous version kept as ${backup})`;
}
function hooksTarget(kind, options) {
  let target = hooksFile(options);
  if (typeof target == "string") throw new CliError(`${kind}: ${target}`, 2);
  if (!isDirectory(target.base)) {
    let what = target.scope === "project" ? "project folder" : "Codex home";
    throw new CliError(
      `${kind}: the ${what} ${target.base} does not exist (or is not a folder); nothing was written.`
    );
  }
  let folder = (0, import_node_path17.dirname)(target.path);
  if ((0, import_node_fs18.lstatSync)(folder, { throwIfNoEntry: !1 }) !== void 0 && !isDirectory(folder))
    throw new CliError(
      `${kind}: ${folder} is not a folder (Codex reads hooks from a .codex folder); nothing was written.`
    );
  let path = realTarget(target.path), read = readHooksText(path);
  if (read.ok)
    return { target, path, current: { text: read.text, exists: !0, mode: (0, import_node_fs18.statSync)(path).mode & 4095 } };
  if (read.missing && !(0, import_node_fs18.existsSync)(path))
    return { target, path, current: { text: "", exists: !1, mode: 420 } };
  throw new CliError(`${path} ${read.why}; it was left untouched.`);
}
function install(options, cliPath) {
  let { target, path, current } = hooksTarget("install", options), ours = commandsFor(cliPath, options);
  if (ours.stop.commandWindows === void 0)
    throw new CliError(
      `install: the path ${cliPath} holds \`$\`, a backquote, \`%\`, a quote or a control character, which PowerShell or cmd.exe would change even inside double quotes, so no command for Codex on Windows can name it; move this package to a path without them. Nothing was written.`
    );
  let result = addOurHooks(current.text, ours);
  if (!result.ok)
    throw new CliError(
      `${path} ${result.problem}; it was left untouched. Fix or move it, then run this again.`
    );
  if (options.dryRun === !0) {
    process.stdout.write(result.text);
    return;
  }
  if (result.text === current.text) return say(`${path}: nothing to change.
`);
  !current.exists && !isDirectory((0, import_node_path17.dirname)(path)) && (0, import_node_fs18.mkdirSync)((0, import_node_path17.dirname)(path), { mode: 493 });
  let backup = current.exists ? backUp(path) : "";
  writeAtomically(path, result.text, current.mode);
  let registered = `Registered Stop, SubagentStop, UserPromptSubmit and SessionStart hooks in ${path}${backup}.
`;
  if (options.trust === !0) return say(`${registered}Recording Codex's trust for them:
`);
  say(
    registered + `Next: Codex runs user and project hooks only once they are trusted: run
\`${PACKAGE_NAME} trust\`, or start codex and accept the
` + (target.scope === "project" ? `hooks when it asks; a project's .codex/ is read only when the project itself is trusted.
` : `hooks when it asks at start-up.
`) + `Then \`${PACKAGE_NAME} doctor\` shows whether Codex will run them.
`
  );
}

// src/cli/report.ts
var import_node_fs20 = require("node:fs"), import_node_path20 = require("node:path");

// src/report/format.ts
var import_node_path18 = require("node:path");
var BAR = 10, SHOWN_STEPS = 8;
function bar(checked, total) {
  let filled = total <= 0 ? 0 : Math.min(BAR, Math.round(checked / total * BAR));
  return `[${"#".repeat(filled)}${"-".repeat(BAR - filled)}] ${checked}/${total}`;
}
function tokens(count3) {
  return count3 === null ? "-" : count3 < 1e3 ? String(count3) : count3 < 1e6 ? `${Math.round(count3 / 1e3)}k` : `${(count3 / 1e6).toFixed(1)}M`;
}
function row2(project, prompt) {
  let plan = (0, import_node_path18.relative)(project, prompt.plan), steps = prompt.checkedAt.slice(-SHOWN_STEPS).join(" ");
  return [
    prompt.startedAt === null ? "-" : prompt.startedAt.slice(0, 16).replace("T", " "),
    prompt.session.slice(0, 8),
    plan.startsWith("..") || (0, import_node_path18.isAbsolute)(plan) ? prompt.plan : plan,
    bar(prompt.checked, prompt.total),
    String(prompt.continuations),
    prompt.checkedAt.length > SHOWN_STEPS ? `... ${steps}` : steps,
    tokens(prompt.tokens),
    prompt.minutes === null ? "-" : prompt.minutes.toFixed(1),
    prompt.endedBy
  ].map(printable);
}
function formatReport(report2) {
  let { read, foreign, broken, older } = report2.rollouts, lines = [
    `Project ${report2.project}, since ${report2.since.slice(0, 16).replace("T", " ")} UTC`,
    `Rollouts in ${report2.codexHome}: ${read} of this project read; skipped ${foreign} of other projects, ${broken} broken, ${older} older`,
    ""
  ].map(printable);
  if (report2.prompts.length === 0) return `${[...lines, "No prompt continued by this hook."].join(`
`)}
`;
  let header = "STARTED (UTC)|SESSION|PLAN|PROGRESS|CONT|CHECKED|TOKENS|MIN|ENDED BY".split("|"), rows = report2.prompts.map((prompt) => row2(report2.project, prompt)), widths = header.map(
    (title, i) => Math.max(title.length, ...rows.map((cells) => cells[i]?.length ?? 0))
  ), line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return `${[...lines, line(header), ...rows.map(line)].join(`
`)}
`;
}

// src/report/ended-by.ts
function endedBy(run, work2) {
  let [last] = run.stamps, limits = last?.limits;
  if (!run.turnEnded) return "turn-open";
  if (run.goalEnd !== void 0) return run.goalEnd.kind === "complete" ? "goal-complete" : "goal-stalled";
  if (checkExternalBlocker(run.lastMessage).declared) return "external-blocker";
  let stopped = work2 !== void 0 && (work2.status === void 0 || !CONTINUABLE_STATUSES.includes(work2.status));
  return run.newest && stopped ? work2?.status === "completed" && last?.done === last?.total ? "work-completed" : "work-not-continuable" : last === void 0 || limits === void 0 ? "unknown" : last.step >= Math.min(limits.maxChain, MAX_CHAIN_LIMIT) ? "chain-limit" : last.idle >= limits.patience ? "no-progress" : "unknown";
}

// src/report/prompt-runs.ts
var PATTERN = literalsPattern([...PROMPT_HINTS, ...CHAIN_HINTS, TURN_END_HINT], "g"), SOURCES = ["token_usage_record", "token_count"], needsBase = (run) => SOURCES.some((source) => source in run.end && !(source in run.base));
function spentTokens(run) {
  let source = SOURCES.find((s) => run.end[s] !== void 0), tokens2 = source === void 0 ? Number.NaN : (run.end[source] ?? 0) - (run.base[source] ?? 0);
  return source !== void 0 && tokens2 >= 0 ? { tokens: tokens2, source } : void 0;
}
function readPromptRuns(path, since) {
  let runs = [], waiting = [], passedSince = !1, fresh = (newest) => ({
    stamps: [],
    end: {},
    base: {},
    closed: !1,
    sealed: !1,
    newest
  }), run = fresh(!0), finish = () => {
    run.closed && (run.startedAt ?? since) < since ? passedSince = !0 : (run.stamps.length > 0 || run.goalEnd !== void 0) && (runs.push(run), waiting.push(run)), run = fresh(!1);
  }, visit = (text5) => {
    let record2 = classifyRolloutLine(text5);
    if (run.closed) {
      if ((record2.kind === "user-prompt" || record2.kind === "turn-start") && !run.sealed)
        return run.sealed = record2.kind === "turn-start", record2.at !== void 0 && (run.startedAt = Math.min(record2.at, run.startedAt ?? record2.at)), "next";
      if (!["tokens", "turn-end", "hook-prompt", "user-prompt"].includes(record2.kind)) return "next";
      if (finish(), passedSince && waiting.length === 0) return "stop";
    }
    if (record2.kind === "tokens") {
      for (let older of waiting) older.base[record2.source] ??= record2.total;
      if (waiting = waiting.filter(needsBase), passedSince && waiting.length === 0) return "stop";
      run.end[record2.source] ??= record2.total;
    }
    if ((record2.kind === "tokens" || record2.kind === "turn-end") && (run.endedAt ??= record2.at), record2.kind === "turn-end" && (run.turnEnded ??= !0, run.stamps.length === 0 && (run.lastMessage ??= record2.message)), record2.kind === "hook-prompt") {
      for (let stamp of record2.parts.flatMap(readStamps))
        run.stamps.some((seen) => seen.step === stamp.step) || run.stamps.push(stamp);
      run.goalEnd ??= record2.parts.flatMap(readGoalEndStamps)[0], (run.stamps.length > 0 || run.goalEnd !== void 0) && (run.turnEnded ??= !1);
    }
    return record2.kind === "user-prompt" && ([run.closed, run.startedAt] = [!0, record2.at]), "next";
  }, scan = scanLinesBackward(
    path,
    PATTERN.pattern,
    PATTERN.overlap,
    (line) => line.text === void 0 ? "next" : visit(line.text),
    { deadline: Number.POSITIVE_INFINITY }
  );
  if (scan.kind !== "unreadable")
    return scan.kind === "done" && finish(), runs;
}

// src/report/rollout-files.ts
var import_node_fs19 = require("node:fs"), import_node_path19 = require("node:path");
function readSessionMeta(line) {
  let parsed = parseJson(line), record2 = parsed.ok && isRecord(parsed.value) ? parsed.value : {}, payload = field(record2, "type") === "session_meta" ? field(record2, "payload") : void 0, id = isRecord(payload) ? field(payload, "id") : void 0, cwd = isRecord(payload) ? field(payload, "cwd") : void 0;
  return typeof id == "string" && typeof cwd == "string" ? { id, cwd } : void 0;
}
var ROLLOUT_PATH = /^\d{4}[\\/]\d{2}[\\/]\d{2}[\\/]rollout-[^\\/]*\.jsonl$/, FIRST_LINE_CAP = 4 * MIB, CHUNK = 32 * 1024;
function listed(dir) {
  try {
    return (0, import_node_fs19.readdirSync)(dir, { recursive: !0, encoding: "utf8" });
  } catch {
    return [];
  }
}
function statOf(path) {
  try {
    return (0, import_node_fs19.statSync)(path);
  } catch {
    return;
  }
}
function firstLine(path, buffer) {
  let opened = openRegularFile(path);
  if (opened.ok)
    try {
      for (let filled = 0; filled < buffer.length; ) {
        let read = readFullyAt(
          opened.fd,
          buffer.subarray(filled),
          Math.min(CHUNK, buffer.length - filled),
          filled
        ), newline = buffer.subarray(filled, filled + read).indexOf(10);
        if (newline !== -1) return filled + newline;
        if (read === 0) return;
        filled += read;
      }
      return;
    } catch {
      return;
    } finally {
      (0, import_node_fs19.closeSync)(opened.fd);
    }
}
function belongs(roots, cwd) {
  if (!roots.some((r) => cwd === r || cwd.startsWith(r.endsWith(import_node_path19.sep) ? r : `${r}${import_node_path19.sep}`))) return !1;
  let nearest = findBoulder(cwd).found?.root;
  return nearest === void 0 || roots.includes(nearest);
}
function projectRollouts(codexHome2, since, root) {
  let counts = { read: 0, foreign: 0, broken: 0, older: 0 }, recent = [], sessions = (0, import_node_path19.join)(codexHome2, "sessions");
  for (let name of listed(sessions)) {
    if (!ROLLOUT_PATH.test(name)) continue;
    let path = (0, import_node_path19.join)(sessions, name), stats = statOf(path);
    stats?.isFile() !== !0 ? counts.broken++ : stats.mtimeMs < since ? counts.older++ : recent.push({ path, mtime: stats.mtimeMs });
  }
  recent.sort((a, b) => b.mtime - a.mtime);
  let roots = [.../* @__PURE__ */ new Set([root, resolvedPath(root)])], named = roots.map((r) => Buffer.from(JSON.stringify(r).slice(1, -1))), rollouts = [], buffer = Buffer.allocUnsafe(FIRST_LINE_CAP);
  for (let { path } of recent) {
    let length = firstLine(path, buffer), line = length === void 0 ? void 0 : buffer.subarray(0, length);
    if (line === void 0) counts.broken++;
    else if (!named.some((name) => line.includes(name))) counts.foreign++;
    else {
      let meta = readSessionMeta(line.toString("utf8"));
      meta === void 0 ? counts.broken++ : belongs(roots, meta.cwd) ? rollouts.push({ path, ...meta }) : counts.foreign++;
    }
  }
  return { rollouts, counts };
}

// src/report/report.ts
var iso = (at) => at === void 0 ? null : new Date(at).toISOString();
function entry(session, rollout, work2, run, ended) {
  let stamp = run.goalEnd ?? run.stamps[0], { startedAt, endedAt } = run, spent2 = spentTokens(run), plan = stamp?.plan ?? "";
  try {
    plan = decodeURIComponent(plan);
  } catch {
  }
  return {
    session,
    rollout,
    work: work2,
    plan,
    startedAt: iso(startedAt),
    endedAt: iso(endedAt),
    continuations: (run.stamps[0]?.step ?? 0) + (run.goalEnd === void 0 ? 0 : 1),
    checked: stamp?.done ?? 0,
    total: stamp?.total ?? 0,
    /** The boxes checked as the hook counted them at each continuation, first to last. */
    checkedAt: run.stamps.map((s) => s.done).reverse(),
    tokens: spent2?.tokens ?? null,
    tokenSource: spent2?.source ?? null,
    minutes: startedAt === void 0 || endedAt === void 0 ? null : Math.round((endedAt - startedAt) / 600) / 100,
    endedBy: ended
  };
}
function buildReport(cwd, codexHome2, since) {
  let root = findBoulder(cwd).found?.root ?? cwd, boulder = readBoulderFact(root), { rollouts, counts } = projectRollouts(codexHome2, since, root), prompts = [], seen = /* @__PURE__ */ new Set();
  for (let { path, id } of rollouts) {
    let runs = readPromptRuns(path, since);
    counts[runs === void 0 ? "broken" : "read"]++;
    let key = sessionKeyFromPayload(id), work2 = boulder.kind === "found" ? selectWork(boulder.document, key).work : void 0, newestRollout = !seen.has(id);
    seen.add(id);
    for (let run of runs ?? []) {
      let judged = { ...run, newest: run.newest && newestRollout }, prompt = entry(id, path, work2?.id ?? null, run, endedBy(judged, work2));
      prompts.push({ at: run.startedAt ?? Number.NEGATIVE_INFINITY, prompt });
    }
  }
  return {
    project: root,
    boulder: boulder.kind === "missing" ? null : boulder.path,
    codexHome: codexHome2,
    since: new Date(since).toISOString(),
    rollouts: counts,
    prompts: prompts.sort((a, b) => b.at - a.at).map(({ prompt }) => prompt)
  };
}

// src/cli/report.ts
var DEFAULT_SINCE = "24h", UNIT_MS = { m: 6e4, h: 36e5, d: 864e5 };
function sinceMs(text5, now) {
  let duration = /^(\d+(?:\.\d+)?)([mhd])$/.exec(text5);
  if (duration !== null) return now - Number(duration[1]) * (UNIT_MS[duration[2] ?? ""] ?? Number.NaN);
  let at = /^\d{4}-\d{2}-\d{2}/.test(text5) ? Date.parse(text5) : Number.NaN;
  if (Number.isFinite(at)) return at;
  throw new CliError(
    `--since ${text5}: give a duration (90m, 12h, 7d) or a date (2026-11-30, 2026-11-30T22:00)`,
    2
  );
}
function report(options) {
  let cwd = (0, import_node_path20.resolve)(options.cwd ?? process.cwd());
  if ((0, import_node_fs20.statSync)(cwd, { throwIfNoEntry: !1 })?.isDirectory() !== !0)
    throw new CliError(`--cwd ${cwd} is not a directory`, 2);
  let home = (0, import_node_path20.resolve)(codexHome(options.codexHome, process.env)), result = buildReport(cwd, home, sinceMs(options.since ?? DEFAULT_SINCE, Date.now()));
  process.stdout.write(options.json === !0 ? `${JSON.stringify(result, null, 2)}
` : formatReport(result));
}

// src/cli/status.ts
var import_node_fs21 = require("node:fs"), import_node_path21 = require("node:path");
async function rowFor(root, work2, active, discover) {
  let fact = await readPlanFact(root, work2, discover), read = fact.kind === "read" ? fact : void 0;
  return {
    id: work2.id,
    active,
    planName: work2.planName,
    status: work2.status ?? null,
    sessionIds: work2.sessionIds,
    activePlan: work2.activePlan,
    planPath: read?.path ?? (fact.kind === "unreadable" ? fact.path : null),
    plan: fact.kind === "read" ? fact.source : fact.kind === "unreadable" ? `unreadable: ${fact.why}` : fact.kind,
    completed: read?.checklist.completed ?? null,
    total: read?.checklist.total ?? null,
    nextTask: read === void 0 ? null : read.checklist.nextTask ?? null,
    worktree: work2.worktreePath === void 0 ? null : (0, import_node_path21.resolve)(root, work2.worktreePath),
    startedAt: work2.startedAt?.iso ?? null,
    updatedAt: work2.updatedAt?.iso ?? null
  };
}
async function collectStatus(cwd) {
  let empty = { activeWorkId: null, works: [], invalid: [], orphanPlans: [] }, { found } = findBoulder(cwd);
  if (found === void 0)
    return { boulder: null, root: null, problem: `no .omo/boulder.json in ${cwd} or its parents`, ...empty };
  let base = { boulder: found.path, root: found.root }, read = readBoulder(found.path);
  if (!read.ok) return { ...base, problem: `cannot use it: ${read.why}`, ...empty };
  let { document } = read, entries = workEntries(document), [mirror] = entries, activeWorkId = document.works === void 0 ? mirror?.valid === !0 ? mirror.id : null : document.activeWorkId ?? null, { listPlanFiles, plansNamedLike } = await loadDiscovery(), planFiles2 = await listPlanFiles(found.root), discover = async (_root, activePlan) => plansNamedLike(planFiles2, activePlan), mode2 = describeMode(effectiveMode(PLAIN, readSettingsFact(found.root))), works = [], invalid3 = [];
  for (let entry2 of entries)
    entry2.valid ? works.push(await rowFor(found.root, entry2.work, entry2.id === activeWorkId, discover)) : invalid3.push({ id: entry2.id, problem: entry2.problem });
  let used = new Set(
    entries.flatMap(
      (entry2) => entry2.valid ? planCandidates(found.root, entry2.work.activePlan, entry2.work.worktreePath).map((c) => c.path) : []
    )
  );
  for (let work2 of works) work2.planPath !== null && used.add(work2.planPath);
  let orphanPlans = planFiles2.filter((file) => !used.has(file));
  return { ...base, activeWorkId, works, invalid: invalid3, orphanPlans, mode: mode2 };
}
function table(header, rows) {
  let widths = header.map(
    (title, i) => Math.max(title.length, ...rows.map((row3) => (row3[i] ?? "").length))
  ), line = (cells) => cells.map((cell, i) => i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}
function formatStatus(report2) {
  if (report2.boulder === null || report2.root === null)
    return `${printable(report2.problem ?? "no boulder")}
`;
  let root = report2.root, rel = (path) => path === null ? "-" : (0, import_node_path21.relative)(root, path) || ".";
  if ("problem" in report2) return `${printable(`Boulder ${report2.boulder}`)}
${printable(report2.problem)}
`;
  let lines = [
    `Boulder ${report2.boulder}`,
    `${report2.works.length} work(s), active: ${report2.activeWorkId ?? "none"}`,
    `Mode (a hook command without flags; flags on it win, see doctor): ${report2.mode}`,
    ""
  ], rows = report2.works.map((w) => [
    w.active ? "*" : " ",
    w.id,
    w.status ?? "(none)",
    w.total === null ? "-" : `${w.completed}/${w.total}`,
    w.planPath === null ? `${w.activePlan} (${w.plan})` : `${rel(w.planPath)}${w.plan === "project" || w.plan === "absolute" ? "" : ` (${w.plan})`}`,
    String(w.sessionIds.length),
    w.updatedAt ?? w.startedAt ?? "-"
  ]);
  lines.push(
    ...table(
      [" ", "ID", "STATUS", "DONE", "PLAN", "SESSIONS", "UPDATED"],
      rows.map((r) => r.map(printable))
    )
  );
  for (let w of report2.works) {
    let next = w.nextTask ?? (w.total !== null ? "none (final gate pending)" : null), details = [
      `plan name: ${w.planName}`,
      next !== null ? `next: ${next}` : null,
      w.worktree !== null ? `worktree: ${w.worktree}` : null,
      w.sessionIds.length > 0 ? `sessions: ${w.sessionIds.join(", ")}` : null,
      w.startedAt !== null ? `started: ${w.startedAt}` : null
    ];
    lines.push("", `${w.id}:`, ...details.flatMap((detail) => detail === null ? [] : [`  ${detail}`]));
  }
  return report2.invalid.length > 0 && lines.push(
    "",
    "Invalid works (the hook skips them):",
    ...report2.invalid.map((w) => `  ${w.id}: ${w.problem}`)
  ), report2.orphanPlans.length > 0 && lines.push("", "Plans no work points at:", ...report2.orphanPlans.map((path) => `  ${rel(path)}`)), `${lines.map(printable).join(`
`)}
`;
}
async function status(options) {
  let cwd = (0, import_node_path21.resolve)(options.cwd ?? process.cwd());
  if (!(0, import_node_fs21.statSync)(cwd, { throwIfNoEntry: !1 })?.isDirectory())
    throw new CliError(`--cwd ${cwd} is not a directory`, 2);
  let report2 = await collectStatus(cwd);
  process.stdout.write(options.json === !0 ? `${JSON.stringify(report2, null, 2)}
` : formatStatus(report2)), "problem" in report2 && (process.exitCode = 1);
}

// src/cli/trust.ts
var import_node_path22 = require("node:path");

// src/cli/forget-trust.ts
var table2 = (key) => `[hooks.state.${JSON.stringify(key)}]`, entryLines = (found) => found.map(({ entry: entry2, runs }) => `  ${table2(entry2.key)}
    runs: ${runs}
`).join("");
function codexComplaint(listing) {
  let said = [
    ...listing.errors.map((e) => `an error: ${e}`),
    ...listing.warnings.map((w) => `a warning: ${w}`)
  ];
  return said.length === 0 ? void 0 : `codex reports ${said.join("; ")}`;
}
var PLUGIN_KEY = new RegExp(
  `^${regexpLiteral(PLUGIN_NAME)}@[^:]+:hooks/hooks\\.json:(?:${EVENTS.map(([event]) => event.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase()).join("|")}):0:0$`
);
function sortTrustEntries(ourHooks, entries, listedKeys) {
  let ours = [], leftAlone = [];
  for (let entry2 of entries) {
    let hook = ourHooks.find((candidate) => candidate.key === entry2.key);
    if (hook === void 0) {
      listedKeys !== void 0 && PLUGIN_KEY.test(entry2.key) && !listedKeys.includes(entry2.key) && ours.push({ entry: entry2, runs: "a hook of this package's plugin, no longer installed" });
      continue;
    }
    let wanted = trustState(hook);
    entry2.trustedHash === wanted.trusted_hash && entry2.trustedContentHash === wanted.trusted_content_hash ? ours.push({ entry: entry2, runs: hook.command }) : leftAlone.push({
      entry: entry2,
      why: `trusted at ${entry2.trustedHash ?? "no hash"}, not at the hash codex gives this package's hook (${hook.currentHash}): it records trust for another command`
    });
  }
  return { ours, leftAlone };
}
async function forgetTrust(request, ourCli) {
  let { call } = request, asked = await askCodex(call, [hooksListRequest(call.cwd), configReadRequest(call.cwd)]);
  if (!asked.ok && asked.unknownMethod === "hooks/list")
    return {
      ok: !0,
      report: `This codex has no hook trust (it came with 0.129): no trust entry to remove.
`
    };
  if (!asked.ok) return { ok: !1, why: asked.why };
  let listing = listingOf(asked.results[0]), complaint = codexComplaint(listing);
  if (complaint !== void 0) return { ok: !1, why: complaint };
  let state = trustStateOf(asked.results[1]);
  if (!state.ok) return state;
  let wanted = request.hooksFile === void 0 ? void 0 : resolvedPath(request.hooksFile), inFile = (hook) => wanted === void 0 || hook.sourcePath !== null && resolvedPath(hook.sourcePath) === wanted, ours = listing.hooks.filter((hook) => ownershipOfListed(hook, ourCli).ours && inFile(hook)), theirs = wanted === void 0 ? [] : listing.hooks.filter(
    (hook) => inFile(hook) && hook.trustStatus === "trusted" && !ours.includes(hook)
  ), sorted = sortTrustEntries(
    ours,
    state.entries,
    wanted === void 0 ? listing.hooks.map((hook) => hook.key) : void 0
  ), out = sorted.leftAlone.map(
    ({ entry: entry2, why }) => `Left alone in ${state.file}: ${table2(entry2.key)}
  ${why}
`
  ), done = (line) => ({ ok: !0, report: out.join("") + line, theirs });
  if (sorted.ours.length === 0) return done(`No trust entry of this package's hooks in ${state.file}.
`);
  if (request.dryRun) return done(`Would remove from ${state.file}:
${entryLines(sorted.ours)}`);
  let keys = sorted.ours.map(({ entry: entry2 }) => entry2.key), last = state.entries.every((entry2) => keys.includes(entry2.key)), after = await removeTrustEntries(call, keys, state.version, last);
  if (!after.ok) return { ok: !1, why: `codex did not remove the trust entries: ${after.why}` };
  let kept = keys.filter((key) => after.entries.some((entry2) => entry2.key === key));
  return kept.length > 0 ? { ok: !1, why: `codex left ${kept.map(table2).join(", ")} in ${after.file}` } : done(`Removed from ${state.file}:
${entryLines(sorted.ours)}`);
}
var same = (a, b) => a.sourcePath === b.sourcePath && a.eventName === b.eventName && a.command === b.command && a.currentHash === b.currentHash;
function lostTrust(trusted, now) {
  let unpaired = [...now], lost = [];
  for (let before of trusted) {
    let index = unpaired.findIndex((hook) => same(before, hook)), after = unpaired[index];
    after !== void 0 && (unpaired.splice(index, 1), after.trustStatus !== "trusted" && lost.push({ before, after }));
  }
  return lost;
}
async function keptTrust(call, trusted, codexFlags) {
  let listing = await listHooks(call);
  if (!listing.ok)
    return `codex could not list the hooks after the edit (${listing.why}): run \`${PACKAGE_NAME} doctor\` to see whether your own hooks are still trusted.
`;
  let lost = lostTrust(trusted, listing.hooks);
  if (lost.length === 0) return "";
  let lines = lost.map(
    ({ before, after }) => `  ${after.key} (trusted as ${before.key})
    runs: ${after.command}
`
  ), keys = lost.flatMap(({ after }) => ["--hook", after.key]), step = [PACKAGE_NAME, "trust", ...codexFlags, ...keys].map(
    (word, i) => i < 2 || word.startsWith("--") ? word : shellQuote(word)
  );
  return `Codex no longer trusts ${lost.length} hook(s) of yours: removing ours moved them, and Codex keys trust by place:
` + lines.join("") + `Their old [hooks.state] entries stay in config.toml. To trust them again where they are now, run:
  ${step.join(" ")}
`;
}

// src/cli/trust.ts
var listed2 = (hooks) => hooks.map((hook) => `  ${hook.key}
    runs: ${hook.command}
`).join("");
async function record(call, pending, dryRun, whose) {
  if (dryRun)
    return `Would record in Codex's config.toml:

${pending.map((hook) => {
      let values = Object.entries(trustState(hook)).map(
        ([key, value]) => `${key} = ${JSON.stringify(value)}`
      );
      return `# runs: ${hook.command}
[hooks.state.${JSON.stringify(hook.key)}]
${values.join(`
`)}
`;
    }).join(`
`)}`;
  let written = await writeTrust(call, pending);
  if (!written.ok) throw new CliError(`codex did not record the trust: ${written.why}`);
  return `Trusted ${pending.length} hook(s) ${whose}:
${listed2(pending)}`;
}
var untrustedProject = (project) => `codex lists no hook of ${project}/.codex/hooks.json: it reads a project's .codex/ folder only when the project itself is trusted. Trust the project in codex first: start \`codex\` in ${project} and answer yes when it asks whether to trust the folder (or add \`[projects.${JSON.stringify(project)}]\` with \`trust_level = "trusted"\` to the config.toml of your Codex home), then run \`${PACKAGE_NAME} trust --cwd ${JSON.stringify(project)}\`. The hooks stay registered.`;
async function trustNamed(call, hooks, keys, dryRun) {
  let missing = keys.filter((key) => !hooks.some((hook) => hook.key === key));
  if (missing.length > 0)
    throw new CliError(
      `codex lists no hook ${missing.map((key) => JSON.stringify(key)).join(", ")} (see \`doctor\`)`
    );
  let named = hooks.filter((hook) => keys.includes(hook.key)), pending = named.filter((hook) => hook.trustStatus !== "trusted");
  if (pending.length === 0) return `Already trusted:
${listed2(named)}`;
  let asked = await askCodex(call, [configReadRequest(call.cwd)]), state = asked.ok ? trustStateOf(asked.results[0]) : asked;
  if (!state.ok) throw new CliError(`cannot read codex's trust entries: ${state.why}`);
  let before = new Set(state.entries.flatMap((entry2) => entry2.trustedHash ?? [])), fresh = pending.filter((hook) => !before.has(hook.currentHash.split("/")[0] ?? ""));
  if (fresh.length > 0)
    throw new CliError(
      `--hook trusts again only a hook that was trusted before at another place (the same hash in config.toml); these never were, so trust them in codex itself:
${listed2(fresh)}`
    );
  return record(call, pending, dryRun, "you named");
}
async function trust(options, ourCli) {
  let write = options.write ?? say, dryRun = options.dryRun === !0;
  if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
  let codex = findCodex(options.codex);
  if (codex === void 0)
    throw new CliError("no codex on the PATH: pass --codex <path>, or trust the hooks in codex");
  if (options.cwd === "") throw new CliError("--cwd needs a folder", 2);
  if (options.codexHome === "") throw new CliError("--codex-home needs a folder", 2);
  let cwd = (0, import_node_path22.resolve)(options.cwd ?? process.cwd());
  if (pathKind(cwd) !== "directory") throw new CliError(`--cwd ${cwd} does not exist or is not a folder`, 2);
  let call = {
    codex,
    cwd,
    timeoutMs: CODEX_TIMEOUT_MS,
    ...options.codexHome !== void 0 ? { codexHome: (0, import_node_path22.resolve)(options.codexHome) } : {}
  };
  if (options.forget === !0 && options.hook !== void 0)
    throw new CliError("--hook and --forget do not go together", 2);
  if (options.forget === !0) {
    let forgotten = await forgetTrust({ call, dryRun }, ourCli);
    if (!forgotten.ok) throw new CliError(`cannot remove the trust entries: ${forgotten.why}`);
    return write(forgotten.report);
  }
  let listing = await listHooks(call), release = listing.version === void 0 ? "This codex" : `Codex ${listing.version}`;
  if (!listing.ok && listing.noHookTrust === !0)
    return write(
      `${release} has no hook trust (it came with 0.129): it runs registered hooks as they are. Nothing to record.
`
    );
  if (!listing.ok) throw new CliError(`cannot list the hooks: ${listing.why}`);
  let complaint = codexComplaint(listing);
  if (complaint !== void 0 && listing.errors.length > 0)
    throw new CliError(`${complaint}; fix what codex names, then run this again`);
  if (options.hook !== void 0) return write(await trustNamed(call, listing.hooks, options.hook, dryRun));
  let judged = listing.hooks.map((hook) => ({ hook, owner: ownershipOfListed(hook, ourCli) })), ours = judged.flatMap(({ hook, owner }) => owner.ours ? [hook] : []), out = listing.warnings.map((warning) => `codex warns: ${warning}
`);
  for (let { hook, owner } of judged) {
    let claims = hook.statusMessage?.startsWith(STATUS_PREFIX) || hook.pluginId?.startsWith(`${PLUGIN_NAME}@`);
    !owner.ours && claims === !0 && out.push(`Left alone: ${hook.key}
  runs: ${hook.command}
  ${owner.why}
`);
  }
  if (ours.length > 0 && ours.every((hook) => hook.trustStatus === "no hook trust"))
    return write(
      `${release} reports no trust status: it runs registered hooks as they are. Nothing to record.
`
    );
  let pending = ours.filter((hook) => hook.trustStatus !== "trusted");
  if (ours.length === 0) {
    if (!dryRun) {
      write(out.join(""));
      let project = options.project;
      throw new CliError(
        complaint === void 0 && project !== void 0 ? untrustedProject(project) : complaint === void 0 ? "codex lists no hook that runs this package: install it first (see `doctor`)" : `codex lists no hook that runs this package, and ${complaint}: fix what codex names, or install it first (see \`doctor\`)`
      );
    }
    out.push(
      `codex lists no hook that runs this package yet: once registered, their trust would be recorded.
`
    );
  } else pending.length === 0 ? out.push(`All ${ours.length} hooks of this package are already trusted:
${listed2(ours)}`) : out.push(await record(call, pending, dryRun, "of this package"));
  write(out.join(""));
}

// src/cli/uninstall.ts
var import_node_fs22 = require("node:fs"), import_node_path23 = require("node:path");
function freshResidue(ours) {
  let created = addOurHooks("", ours), removed = created.ok ? removeOurHooks(created.text, ours) : created;
  return removed.ok ? removed.text : void 0;
}
function onlyOurs(text5, ours) {
  let removed = removeOurHooks(text5, ours);
  return removed.ok && removed.text !== text5 && removed.text === freshResidue(ours);
}
function planUninstall(text5, path, ours) {
  let read = readHooksText(`${path}.bak`), noBackup = !read.ok && read.missing && pathKind(`${path}.bak`) === void 0, backupOurs = read.ok && onlyOurs(read.text, ours), stripped = read.ok ? removeOurHooks(read.text, ours) : void 0, removed = removeOurHooks(text5, ours, stripped?.ok === !0 ? stripped.text : void 0);
  return removed.ok ? (removed.text !== text5 || backupOurs) && removed.text === freshResidue(ours) && (noBackup || backupOurs) ? { kind: "remove", backup: backupOurs, text: removed.text } : removed.text === text5 ? { kind: "nothing" } : { kind: "edit", text: removed.text } : removed.problem;
}
async function forgetTrustOf(options, target, dryRun, cliPath) {
  let home = (0, import_node_path23.resolve)(codexHome(options.codexHome, process.env)), config = (0, import_node_path23.join)(home, "config.toml");
  if (pathKind(config) !== "file") return;
  let left = `the [hooks.state] entries of ${target.path} may stay in ${config} (they trust only this package's exact commands at those places; see the README to remove them by hand)`, codex = findCodex(options.codex);
  if (codex === void 0) return { problem: `no codex on the PATH (pass --codex <path>): ${left}` };
  let cwd = target.scope === "project" ? target.base : process.cwd(), call = { codex, codexHome: home, cwd, timeoutMs: CODEX_TIMEOUT_MS }, forgotten = await forgetTrust({ call, dryRun, hooksFile: target.path }, cliPath);
  if (!forgotten.ok) return { problem: `${forgotten.why}: ${left}` };
  let theirs = forgotten.theirs ?? [];
  if (theirs.length === 0) return { report: forgotten.report };
  let flags = [
    ...options.codex !== void 0 ? ["--codex", codex] : [],
    "--codex-home",
    home,
    ...target.scope === "project" ? ["--cwd", cwd] : []
  ];
  return { report: forgotten.report, recheck: () => keptTrust(call, theirs, flags) };
}
function removeEmptyFolder(target, path) {
  let folder = (0, import_node_path23.dirname)(path);
  if (target.scope !== "project" || path !== target.path || (0, import_node_path23.basename)(folder) !== ".codex") return "";
  try {
    return (0, import_node_fs22.readdirSync)(folder).length > 0 ? "" : ((0, import_node_fs22.rmdirSync)(folder), `, and the folder ${folder}, left empty`);
  } catch (error) {
    return ` (the folder ${folder} stays: ${describeError(error)})`;
  }
}
async function uninstall(options, cliPath) {
  if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
  let { target, path, current } = hooksTarget("uninstall", options), dryRun = options.dryRun === !0, plan = current.exists ? planUninstall(current.text, path, commandsFor(cliPath, options)) : { kind: "nothing" };
  if (typeof plan == "string")
    throw new CliError(`${path} ${plan}; it was left untouched. Fix or move it, then run this again.`);
  if (plan.kind === "nothing") {
    dryRun ? process.stdout.write(current.text) : say(`${path}: nothing to change.
`);
    return;
  }
  let removing = plan.kind === "remove" && path === target.path, trust2 = await forgetTrustOf(options, target, dryRun, cliPath);
  if (dryRun) {
    if (removing) {
      let files = plan.backup ? `${path} and ${path}.bak` : path, folder = target.scope === "project" ? `, then ${(0, import_node_path23.dirname)(path)} if that leaves it empty` : "";
      note(`Would remove ${files} (install created it; only this package's hooks are in it)${folder}.
`);
    } else process.stdout.write(plan.text);
    trust2 !== void 0 && "report" in trust2 && note(trust2.report);
  } else if (removing) {
    try {
      (0, import_node_fs22.rmSync)(path), plan.backup && (0, import_node_fs22.rmSync)(`${path}.bak`);
    } catch (error) {
      throw new CliError(`cannot remove ${path}: ${describeError(error)}`);
    }
    let backup = plan.backup ? `, its backup ${path}.bak` : "";
    say(
      `Removed ${path}${backup}${removeEmptyFolder(target, path)} (install created it; only this package's hooks were in it).
`
    );
  } else {
    let backup = backUp(path);
    writeAtomically(path, plan.text, current.mode), say(`Removed the ${PACKAGE_NAME} hooks from ${path}${backup}.
`);
  }
  if (trust2 !== void 0 && "report" in trust2 && !dryRun && (say(trust2.report), trust2.recheck !== void 0 && say(await trust2.recheck())), trust2 !== void 0 && "problem" in trust2)
    throw new CliError(`the trust entries were not removed: ${trust2.problem}`);
}

// src/work/shown.ts
var import_node_path24 = require("node:path");
function echoed(text5) {
  return capped(text5, 300);
}
function echoedPath(path) {
  return capped(path, PATH_CAP);
}
function echoedLine(line) {
  return capped(line, 2e3);
}
function shownPath(root, path) {
  let rel = (0, import_node_path24.relative)(root, path);
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path24.isAbsolute)(rel) ? rel : path;
}
function planNameOf(path) {
  let base = (0, import_node_path24.basename)(path);
  return (0, import_node_path24.extname)(base).toLowerCase() === ".md" ? base.slice(0, -3) : base;
}

// src/work/describe.ts
var MAX_CHOICES = 20;
function describeStarted(started) {
  let { checklist } = started, work2 = echoed(started.workId);
  return [
    `Plan: ${echoed(started.planName)} (${echoedPath(shownPath(started.root, started.plan))})`,
    `Work: ${work2} in ${echoedPath(started.boulder)}, status active, session ${started.sessionKey} (${echoed(started.note)})`,
    `Progress: ${checklist.completed} of ${checklist.total} top-level tasks checked, ${checklist.remaining} remaining`,
    `Next task: ${echoed(nextTaskLabel(checklist))}`
  ];
}
function describeChanged(changed) {
  return `Work ${`${echoed(changed.workId)} (${echoed(changed.planName)})`} of ${changed.sessionKey} in ${echoedPath(changed.boulder)}: ${echoed(changed.note)}.`;
}
function describeFailure(failure2) {
  let lines = [echoedLine(failure2.problem)];
  if (!("choices" in failure2)) return lines;
  let { root, choices } = failure2, shown3 = choices.map((file) => shownPath(root, file)).filter(isShowable);
  shown3.length === 0 ? lines.push(
    `No plan files under ${echoedPath(root)}/.omo/plans/ (see the ulw-plan skill for writing one).`
  ) : lines.push(
    "Plan files to choose from:",
    ...shown3.slice(0, MAX_CHOICES).map((file) => `- ${echoedPath(file)}`)
  ), shown3.length > MAX_CHOICES && lines.push(`- ... and ${shown3.length - MAX_CHOICES} more`);
  let skipped = skippedNames(choices.length - shown3.length);
  return skipped !== "" && lines.push(skipped), lines;
}

// src/work/operations.ts
var import_node_fs25 = require("node:fs"), import_node_path28 = require("node:path");

// src/boulder/edit.ts
var MIRROR_KEYS = [
  "active_plan",
  "plan_name",
  "session_ids",
  "session_origins",
  "status",
  "started_at",
  "updated_at",
  "ended_at",
  "elapsed_ms",
  "agent",
  "worktree_path",
  "task_sessions"
], isEnded = (status2) => status2 === "completed" || status2 === "abandoned", isSession = (stored, sessionKey) => typeof stored == "string" && sessionKeyFromBoulder(stored) === sessionKey, recordAt = (works, id) => {
  let work2 = field(works, id);
  return isRecord(work2) ? work2 : void 0;
};
function worksOf(boulder) {
  let copy = (record2) => Object.assign(/* @__PURE__ */ Object.create(null), record2), works = field(boulder, "works");
  if (isRecord(works)) return { ok: !0, works: copy(works) };
  if (works != null)
    return { ok: !1, problem: '"works" is not a JSON object, so no work can be added without losing it' };
  let plan = field(boulder, "active_plan");
  if (typeof plan != "string" || plan.trim() === "") return { ok: !0, works: copy({}) };
  let legacy = {};
  for (let key of MIRROR_KEYS) Object.hasOwn(boulder, key) && (legacy[key] = field(boulder, key));
  let workId = field(boulder, "work_id"), id = typeof workId == "string" ? workId : "legacy";
  return { ok: !0, works: copy({ [id]: { work_id: id, ...legacy } }), legacyId: id };
}
function withActive(boulder, works, workId) {
  let work2 = recordAt(works, workId), next = { ...boulder, schema_version: 2, works, active_work_id: workId };
  for (let key of MIRROR_KEYS)
    work2 !== void 0 && Object.hasOwn(work2, key) ? next[key] = field(work2, key) : delete next[key];
  return next;
}
function withoutSessions(work2, drop) {
  let ids = field(work2, "session_ids"), dropped = (id) => typeof id == "string" && drop(id);
  if (!Array.isArray(ids) || !ids.some(dropped)) return;
  let next = { ...work2, session_ids: ids.filter((id) => !dropped(id)) }, origins = field(work2, "session_origins");
  return isRecord(origins) && (next.session_origins = Object.fromEntries(Object.entries(origins).filter(([id]) => !drop(id)))), next;
}
function leaveOtherWorks(works, keepId, sessionKey) {
  let left = [];
  for (let id of Object.keys(works)) {
    let work2 = recordAt(works, id);
    if (id === keepId || work2 === void 0 || isEnded(field(work2, "status"))) continue;
    let next = withoutSessions(work2, (stored) => isSession(stored, sessionKey));
    next !== void 0 && (works[id] = next, left.push(id));
  }
  if (left.length === 0) return "";
  let names = left.map((id) => JSON.stringify(id)).join(", "), [which, its] = left.length === 1 ? ["work", "its"] : ["works", "their"];
  return `; this session left its other unfinished ${which} ${names} (${its} status and other sessions stay)`;
}
function newWorkId(works, planName) {
  let base = planName.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64) || "work", id = base;
  for (let n = 2; Object.hasOwn(works, id); n++) id = `${base}-${n}`;
  return id;
}
function existingWorkFor(works, request) {
  let same2 = Object.keys(works).filter((id) => {
    let plan = field(recordAt(works, id) ?? {}, "active_plan");
    return typeof plan == "string" && plan.trim() !== "" && request.isSamePlan(plan);
  });
  return same2.filter((id) => {
    let status2 = field(recordAt(works, id) ?? {}, "status");
    return status2 === "active" || status2 === "paused";
  }).at(-1) ?? same2.at(-1);
}
function startWork(boulder, request) {
  let listed3 = worksOf(boulder);
  if (!listed3.ok) return listed3;
  let { works } = listed3, { sessionKey, now } = request, existing = existingWorkFor(works, request);
  if (existing === void 0) {
    let workId = newWorkId(works, request.planName);
    works[workId] = {
      work_id: workId,
      active_plan: request.planPath,
      plan_name: request.planName,
      session_ids: [sessionKey],
      session_origins: { [sessionKey]: "direct" },
      status: "active",
      started_at: now,
      updated_at: now
    };
    let note3 = `started a new work${leaveOtherWorks(works, workId, sessionKey)}`;
    return { ok: !0, boulder: withActive(boulder, works, workId), workId, note: note3 };
  }
  let found = recordAt(works, existing) ?? {}, record2 = isEnded(field(found, "status")) && withoutSessions(found, (id) => !isSession(id, sessionKey)) || found, rawIds = field(record2, "session_ids"), ids = Array.isArray(rawIds) ? [...rawIds] : [], joined = !ids.some((id) => isSession(id, sessionKey)), origins = field(record2, "session_origins"), next = {
    ...record2,
    session_ids: joined ? [...ids, sessionKey] : ids,
    ...joined && isRecord(origins) ? { session_origins: { ...origins, [sessionKey]: "appended" } } : {},
    status: "active",
    updated_at: now
  };
  delete next.ended_at, works[existing] = next;
  let left = leaveOtherWorks(works, existing, sessionKey), note2 = `${joined ? "joined the plan's existing work" : "the session already had this work"}${left}`;
  return { ok: !0, boulder: withActive(boulder, works, existing), workId: existing, note: note2 };
}
var CHANGES2 = {
  complete: ["completed", ["active", "paused"]],
  pause: ["paused", ["active"]],
  resume: ["active", ["paused"]],
  abandon: ["abandoned", ["active", "paused"]]
}, unchangedNote = (status2) => `was already ${status2}; nothing changed`;
function setWorkStatus(boulder, workId, change, now) {
  let listed3 = worksOf(boulder);
  if (!listed3.ok) return listed3;
  let { works } = listed3, id = workId === MIRROR_ID && listed3.legacyId !== void 0 ? listed3.legacyId : workId, shownId = JSON.stringify(id), work2 = recordAt(works, id);
  if (work2 === void 0) return { ok: !1, problem: `the work ${shownId} is not there` };
  let [status2, from] = CHANGES2[change], was = field(work2, "status");
  if (was === status2 && !isEnded(was)) return { ok: !0, boulder, workId: id, note: unchangedNote(status2) };
  if (isEnded(was))
    return {
      ok: !1,
      problem: `the work ${shownId} is ${was}, and an ended work is not changed; to work on its plan again, start it again with \`$ulw-execute <plan>\` (or the \`start <plan>\` command)`
    };
  if (!from.some((each) => each === was))
    return { ok: !1, problem: `the work ${shownId} is ${typeof was == "string" ? was : "no status"}; ${change} applies only to a work that is ${from.join(" or ")}` };
  let next = { ...work2, status: status2, updated_at: now };
  isEnded(status2) ? next.ended_at = now : delete next.ended_at, works[id] = next;
  let active = field(boulder, "active_work_id");
  return { ok: !0, boulder: status2 === "active" || active === id || typeof active != "string" ? withActive(boulder, works, id) : { ...boulder, schema_version: 2, works }, workId: id, note: `${String(was)} -> ${status2}` };
}

// src/boulder/write.ts
var import_node_buffer = require("node:buffer"), import_node_fs24 = require("node:fs"), import_node_path26 = require("node:path");

// src/boulder/lock.ts
var import_node_fs23 = require("node:fs"), import_node_os2 = require("node:os"), import_node_path25 = require("node:path");
var STALE_MS = 1e4, BLANK_STALE_MS = 2e3, code = (error) => errorCode(error) || String(error), nonce = () => Math.random().toString(36).slice(2), sleeper3 = new Int32Array(new SharedArrayBuffer(4));
function isAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}
function readHolder(path) {
  let fd;
  try {
    fd = (0, import_node_fs23.openSync)(path, import_node_fs23.constants.O_RDONLY | import_node_fs23.constants.O_NONBLOCK | import_node_fs23.constants.O_NOFOLLOW);
  } catch (error) {
    return errorCode(error) === "ENOENT" ? { kind: "free" } : { kind: "unreadable", code: code(error) };
  }
  try {
    let stats = (0, import_node_fs23.fstatSync)(fd, { bigint: !0 });
    if (!stats.isFile()) return { kind: "unreadable", code: "not a regular file" };
    let buffer = Buffer.alloc(256), text5 = buffer.subarray(0, (0, import_node_fs23.readSync)(fd, buffer, 0, buffer.length, 0)).toString("utf8"), [pidText = "", host = ""] = text5.trim().split(" ");
    return { kind: "held", holder: {
      text: text5,
      // A holder is a process on a machine: a pid without its machine names no one.
      pid: /^[1-9]\d{0,9}$/.test(pidText) && host !== "" ? Number(pidText) : void 0,
      host: host === "" ? void 0 : host,
      ageMs: Date.now() - Number(stats.mtimeMs),
      identity: `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.size}`
    } };
  } catch (error) {
    return { kind: "unreadable", code: code(error) };
  } finally {
    (0, import_node_fs23.closeSync)(fd);
  }
}
function isStale(holder) {
  return holder.ageMs > STALE_MS ? !0 : holder.pid === void 0 ? holder.ageMs > BLANK_STALE_MS : holder.host === (0, import_node_os2.hostname)() && !isAlive(holder.pid);
}
var seconds = (ms) => `${(Math.max(0, ms) / 1e3).toFixed(1)} s`;
function describeHolder(holder) {
  let age = `took it ${seconds(holder.ageMs)} ago`, over = `(a lock like this is taken over once ${seconds(holder.pid === void 0 ? BLANK_STALE_MS : STALE_MS)} old)`;
  if (holder.pid === void 0)
    return `no holder is written in it, a writer failed or was killed while taking it, ${age} ${over}`;
  if (holder.host === (0, import_node_os2.hostname)()) {
    let state = isAlive(holder.pid) ? "still running" : "no longer running";
    return `process ${holder.pid} on this machine, ${state}, ${age} ${over}`;
  }
  let host = JSON.stringify((holder.host ?? "").slice(0, 64));
  return `process ${holder.pid} on another machine, ${host}, which cannot be checked from here, ${age} ${over}`;
}
function create(path, token) {
  let fd;
  try {
    fd = (0, import_node_fs23.openSync)(path, "wx", 420);
  } catch (error) {
    return errorCode(error) === "EEXIST" ? !1 : `cannot create the lock ${path} (${code(error)})`;
  }
  try {
    return (0, import_node_fs23.writeFileSync)(fd, token), !0;
  } catch (error) {
    let mine = (0, import_node_fs23.fstatSync)(fd), there = (0, import_node_fs23.lstatSync)(path, { throwIfNoEntry: !1 });
    return there?.ino === mine.ino && there.dev === mine.dev && (0, import_node_fs23.rmSync)(path, { force: !0 }), `cannot write the lock ${path} (${code(error)})`;
  } finally {
    (0, import_node_fs23.closeSync)(fd);
  }
}
function sameHolder(read, holder) {
  return read.kind === "held" && read.holder.identity === holder.identity && read.holder.text === holder.text;
}
function breakStale(path, holder) {
  if (!sameHolder(readHolder(path), holder)) return !0;
  let aside = `${path}.broken-${process.pid}-${nonce()}`;
  try {
    (0, import_node_fs23.renameSync)(path, aside);
  } catch (error) {
    return errorCode(error) === "ENOENT";
  }
  if (!sameHolder(readHolder(aside), holder))
    try {
      (0, import_node_fs23.linkSync)(aside, path);
    } catch {
    }
  return (0, import_node_fs23.rmSync)(aside, { force: !0 }), !0;
}
function acquireLock(path, wait) {
  let token = `${process.pid} ${(0, import_node_os2.hostname)()} ${nonce()}
`, release = () => {
    let read = readHolder(path);
    read.kind === "held" && read.holder.text === token && (0, import_node_fs23.rmSync)(path, { force: !0 });
  }, started = msSinceStart(), seen, seenSince = started, pause = 1;
  for (; ; ) {
    let taken = create(path, token);
    if (taken === !0) return { ok: !0, release };
    if (typeof taken == "string") return { ok: !1, problem: taken };
    let read = readHolder(path), broken = read.kind === "held" && isStale(read.holder) && breakStale(path, read.holder), now = msSinceStart();
    if ((read.kind === "free" || broken) && now - started < wait.waitMs) continue;
    let current = read.kind === "held" ? `${read.holder.identity} ${read.holder.text}` : void 0;
    if (current !== seen && ([seen, seenSince] = [current, now]), now - started >= wait.waitMs || now - seenSince >= wait.patienceMs) {
      let who = read.kind === "held" ? describeHolder(read.holder) : read.kind === "free" ? "it was released, but taken again before we could take it" : `it cannot be read (${read.code})`, waited = `${((now - started) / 1e3).toFixed(1)} s`;
      return {
        ok: !1,
        problem: `another writer holds the lock ${path}: ${who}; gave up after waiting ${waited}, try again in a moment`
      };
    }
    Atomics.wait(sleeper3, 0, 0, pause + Math.random() * pause), pause = Math.min(pause * 2, 40);
  }
}
var LEFTOVER = /^boulder\.json(?:\.tmp|\.lock\.broken)-([1-9]\d{0,9})-[0-9a-z]+$/;
function removeLeftovers(folder) {
  let names;
  try {
    names = (0, import_node_fs23.readdirSync)(folder);
  } catch {
    return;
  }
  for (let name of names) {
    let pid = LEFTOVER.exec(name)?.[1];
    if (pid === void 0) continue;
    let path = (0, import_node_path25.join)(folder, name);
    try {
      let stats = (0, import_node_fs23.lstatSync)(path), gone = !isAlive(Number(pid)) || Date.now() - stats.mtimeMs > STALE_MS;
      stats.isFile() && gone && (0, import_node_fs23.rmSync)(path, { force: !0 });
    } catch {
    }
  }
}

// src/boulder/write.ts
var NOTHING = "nothing was written", UNTOUCHED = "; it was left untouched (fix or move it, then try again)", code2 = (error) => errorCode(error) || (error instanceof Error ? error.message : String(error)), fail = (problem) => ({ ok: !1, problem });
function omoFolderProblem(path) {
  let folder = (0, import_node_path26.dirname)(path);
  try {
    (0, import_node_fs24.mkdirSync)(folder);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") return `cannot create ${folder} (${code2(error)}); ${NOTHING}`;
    let kind = pathKind(folder);
    if (kind === "file")
      return `${folder} is a file, where a folder is needed to hold boulder.json; move or rename that file; ${NOTHING}`;
    if (kind === "other")
      return `${folder} is neither a folder nor a file (a FIFO, socket or device), where a folder is needed to hold boulder.json; ${NOTHING}`;
  }
}
function locateTarget(path) {
  let real2;
  try {
    real2 = (0, import_node_fs24.lstatSync)(path, { throwIfNoEntry: !1 }) === void 0 ? (0, import_node_path26.join)((0, import_node_fs24.realpathSync)((0, import_node_path26.dirname)(path)), (0, import_node_path26.basename)(path)) : (0, import_node_fs24.realpathSync)(path);
  } catch (error) {
    return fail(`${path} is a symlink that cannot be followed (${code2(error)}); ${NOTHING}`);
  }
  return (0, import_node_path26.basename)(real2) !== "boulder.json" || (0, import_node_path26.basename)((0, import_node_path26.dirname)(real2)) !== ".omo" ? fail(
    `${path} leads through a symlink to ${real2}, which is not a boulder.json in a .omo folder; ${NOTHING}`
  ) : { ok: !0, path: real2 };
}
function notWritable(real2) {
  let folder = (0, import_node_path26.dirname)(real2);
  try {
    (0, import_node_fs24.accessSync)(folder, import_node_fs24.constants.W_OK);
  } catch (error) {
    return `the folder ${folder} is not writable by us (${code2(error)}); ${NOTHING}`;
  }
  let stats = (0, import_node_fs24.statSync)(real2, { throwIfNoEntry: !1 });
  if (stats === void 0) return;
  let denied = (stats.mode & 146) === 0 ? `mode ${(stats.mode & 511).toString(8)}` : void 0;
  try {
    (0, import_node_fs24.accessSync)(real2, import_node_fs24.constants.W_OK);
  } catch (error) {
    denied = code2(error);
  }
  return denied === void 0 ? void 0 : `${real2} is read-only for us (${denied}); make it writable to change it; ${NOTHING}`;
}
function readCurrent(path) {
  let read = readRegularBytes(path, BOULDER_CAP_BYTES);
  if (!read.ok)
    return read.missing && (0, import_node_fs24.statSync)(path, { throwIfNoEntry: !1 }) === void 0 ? { ok: !0, current: void 0 } : fail(`${path} ${read.why}`);
  if (!(0, import_node_buffer.isUtf8)(read.bytes)) return fail(`${path} is not valid UTF-8 text${UNTOUCHED}`);
  let decoded = read.bytes.toString("utf8");
  if (exceedsContainerLimit(decoded, BOULDER_CONTAINER_LIMIT))
    return fail(`${path} holds more JSON objects and arrays than the hook reads${UNTOUCHED}`);
  let parsed = parseJson(decoded);
  if (!parsed.ok) return fail(`${path} is not valid JSON${UNTOUCHED}`);
  if (!isRecord(parsed.value)) return fail(`${path} is not a JSON object${UNTOUCHED}`);
  let bom = decoded.startsWith("\uFEFF") ? "\uFEFF" : "";
  return { ok: !0, current: {
    text: decoded.slice(bom.length),
    bom,
    boulder: parsed.value,
    mode: (0, import_node_fs24.statSync)(path).mode & 4095
  } };
}
function replaceAtomically(path, text5, mode2) {
  let temp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    let fd = (0, import_node_fs24.openSync)(temp, "wx", mode2 ?? 438);
    try {
      (0, import_node_fs24.writeFileSync)(fd, text5), (0, import_node_fs24.fsyncSync)(fd);
    } finally {
      (0, import_node_fs24.closeSync)(fd);
    }
    mode2 !== void 0 && (0, import_node_fs24.chmodSync)(temp, mode2), renameOver(temp, path);
    return;
  } catch (error) {
    return (0, import_node_fs24.rmSync)(temp, { force: !0 }), `cannot write ${path} (${code2(error)})`;
  }
}
function updateBoulder(path, edit, options) {
  let made = omoFolderProblem(path);
  if (made !== void 0) return fail(made);
  let target = locateTarget(path);
  if (!target.ok) return target;
  let size = 0;
  try {
    size = (0, import_node_fs24.statSync)(target.path, { throwIfNoEntry: !1 })?.size ?? 0;
  } catch {
  }
  let patienceMs = 2e3 + Math.ceil(size / MIB * 1e3), lock = acquireLock(`${target.path}.lock`, { waitMs: options.lockWaitMs, patienceMs });
  if (!lock.ok) return lock;
  try {
    let again = locateTarget(path);
    if (!again.ok) return again;
    if (again.path !== target.path) return fail(`${path} changed its target while we waited; try again`);
    removeLeftovers((0, import_node_path26.dirname)(target.path));
    let read = readCurrent(target.path);
    if (!read.ok) return read;
    let { current } = read, edited = edit(current?.boulder ?? {});
    if (!edited.ok) return fail(`${path}: ${edited.problem}; it was left untouched`);
    let next = current === void 0 || Object.keys(current.boulder).length === 0 ? { ok: !0, text: `${JSON.stringify(edited.boulder, null, 2)}
` } : editJsonText(current.text, current.boulder, edited.boulder);
    if (!next.ok) return fail(`${path} could not be edited in place: ${next.why}${UNTOUCHED}`);
    let text5 = (current?.bom ?? "") + next.text;
    if (current !== void 0 && text5 === current.bom + current.text) return edited;
    if (Buffer.byteLength(text5) > BOULDER_CAP_BYTES)
      return fail(
        `${path} would grow over the ${BOULDER_CAP_BYTES} bytes the hook reads; it was left untouched`
      );
    let denied = notWritable(target.path);
    if (denied !== void 0) return fail(denied);
    let problem = replaceAtomically(target.path, text5, current?.mode);
    return problem === void 0 ? edited : fail(problem);
  } finally {
    lock.release();
  }
}

// src/work/resolve-plan.ts
var import_node_path27 = require("node:path");
var isFile = (path) => pathKind(path) === "file";
async function planFiles(root) {
  let { listPlanFiles } = await loadDiscovery();
  return (await listPlanFiles(root)).filter((file) => (0, import_node_path27.extname)(file).toLowerCase() === ".md");
}
async function resolvePlan(root, cwd, given) {
  if (given.includes("/") || (0, import_node_path27.isAbsolute)(given)) {
    let found = ((0, import_node_path27.isAbsolute)(given) ? [given] : [(0, import_node_path27.resolve)(cwd, given), (0, import_node_path27.resolve)(root, given), (0, import_node_path27.join)(root, ".omo", "plans", given)]).find(isFile);
    return found !== void 0 ? { kind: "found", path: found } : { kind: "none", candidates: await planFiles(root) };
  }
  let files = await planFiles(root), named = files.filter((file) => {
    let base = (0, import_node_path27.basename)(file);
    return base === given || base.slice(0, -(0, import_node_path27.extname)(base).length) === given;
  }), extension = (0, import_node_path27.extname)(given), asFile = (extension.toLowerCase() === ".md" ? [given] : extension === "" ? [`${given}.md`] : [given, `${given}.md`]).flatMap((name) => [
    (0, import_node_path27.join)(root, ".omo", "plans", name),
    (0, import_node_path27.resolve)(cwd, name),
    (0, import_node_path27.resolve)(root, name)
  ]), seen = /* @__PURE__ */ new Set(), matches = [...named, ...asFile.filter(isFile)].filter((path) => {
    let real2 = resolvedPath(path);
    return seen.has(real2) ? !1 : (seen.add(real2), !0);
  }), [only] = matches;
  return only !== void 0 && matches.length === 1 ? { kind: "found", path: only } : matches.length > 1 ? { kind: "ambiguous", matches } : { kind: "none", candidates: files };
}

// src/work/rules.ts
function folderRefusal(cwd, kind) {
  return kind === "folder" ? void 0 : { ok: !1, problem: `the folder ${cwd} ${kind === "missing" ? "does not exist" : "is not a folder we can use"}; nothing was written` };
}
function chosenPlan(root, given, choice) {
  let named = JSON.stringify(echoed(given));
  return choice.kind === "found" ? { ok: !0, path: choice.path } : choice.kind === "none" ? { ok: !1, problem: given === "" ? "no plan was named" : `no plan file matches ${named}`, root, choices: choice.candidates } : { ok: !1, problem: `several plans are named ${named}; name one by its path, with a slash in it (.omo/plans/<file>, or ./<file> for one where you are)`, root, choices: choice.matches };
}
function planNameRefusal(root, path, real2) {
  let unshowable = [path, real2].map((each) => shownPath(root, each)).find((shown3) => !isShowable(shown3));
  return unshowable === void 0 ? void 0 : { ok: !1, problem: `the plan file ${printable(unshowable)} has a name that cannot be shown to the model (${UNSHOWABLE_WHY}); rename it, then start it again` };
}
function planToStart(path, real2, counted) {
  return counted.ok ? counted.checklist.total === 0 ? {
    ok: !1,
    problem: `the plan ${path} has no checkbox the hook counts (see the ulw-plan skill: a "## TODOs" section with "- [ ] 1. ..." rows)`
  } : { ok: !0, planPath: real2, planName: planNameOf(path), checklist: counted.checklist } : { ok: !1, problem: `the plan ${path} ${counted.why}` };
}
function statusStep(current, request) {
  let work2 = selectWork(boulderDocument(current), request.sessionKey).work;
  if (work2 === void 0)
    return {
      kind: "done",
      result: { ok: !1, problem: `no valid work lists the session ${request.sessionKey}` }
    };
  let changed = setWorkStatus(current, work2.id, request.change, request.now);
  return !changed.ok || request.change !== "complete" || request.force ? { kind: "done", result: changed } : { kind: "need-open-tasks", work: work2, changed };
}
function openTasksRefusal(work2, plan) {
  let unknown = "so whether every task is done is unknown; pass --force if the person decided to end the work early";
  if (plan.kind === "missing") return `the plan ${echoed(work2.activePlan)} was not found, ${unknown}`;
  if (plan.kind === "ambiguous")
    return `several plan files are named like ${echoed(work2.activePlan)} (${plan.matches.map(echoed).join(", ")}), ${unknown}`;
  if (plan.kind === "unreadable") return `the plan ${plan.path} ${plan.why}, ${unknown}`;
  let { completed, remaining, total } = plan.checklist;
  if (remaining !== 0)
    return `the plan ${echoed(work2.planName)} still has ${remaining} of ${total} top-level tasks open (${completed} checked; next: ${echoed(nextTaskLabel(plan.checklist))}); finish and tick them first, or pass --force if the person decided to end the work early`;
}
function planNameIn(boulder, workId) {
  let works = field(boulder, "works"), work2 = isRecord(works) ? field(works, workId) : void 0, planName = isRecord(work2) ? field(work2, "plan_name") : void 0;
  return typeof planName == "string" ? planName : workId;
}

// src/work/operations.ts
var isoNow = () => (/* @__PURE__ */ new Date()).toISOString();
function folderKind(cwd) {
  try {
    let stats = (0, import_node_fs25.statSync)(cwd, { throwIfNoEntry: !1 });
    return stats === void 0 ? "missing" : stats.isDirectory() ? "folder" : "unusable";
  } catch {
    return "unusable";
  }
}
async function startPlan(request) {
  let missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== void 0) return missing;
  let root = findProjectRoot(request.cwd), given = request.plan.trim(), choice = given === "" ? { kind: "none", candidates: await planFiles(root) } : await resolvePlan(root, request.cwd, given), chosen = chosenPlan(root, given, choice);
  if (!chosen.ok) return chosen;
  let real2 = resolvedPath(chosen.path), unshowable = planNameRefusal(root, chosen.path, real2);
  if (unshowable !== void 0) return unshowable;
  let plan = planToStart(chosen.path, real2, countPlanFile(chosen.path));
  if (!plan.ok) return plan;
  let { planPath, planName, checklist } = plan, sessionKey = sessionKeyFromPayload(request.sessionId), boulder = boulderPath(root), now = (request.now ?? isoNow)(), isPlanFile = sameFileTest(planPath), isSamePlan = (activePlan) => isPlanFile((0, import_node_path28.resolve)(root, activePlan)), updated = updateBoulder(
    boulder,
    (current) => startWork(current, { planPath, planName, sessionKey, now, isSamePlan }),
    { lockWaitMs: request.lockWaitMs }
  );
  if (!updated.ok) return updated;
  let { workId, note: note2 } = updated;
  return { ok: !0, root, boulder, plan: planPath, planName, workId, note: note2, sessionKey, checklist };
}
async function planBefore(path, root, sessionKey) {
  let read = readBoulder(path), work2 = read.ok ? selectWork(read.document, sessionKey).work : void 0;
  return work2 === void 0 ? void 0 : { place: work2, fact: await readPlanFact(root, work2) };
}
async function changeWorkStatus(request) {
  let missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== void 0) return missing;
  let { found, searched } = findBoulder(request.cwd);
  if (found === void 0)
    return { ok: !1, problem: `no boulder: looked at ${searched[0] ?? request.cwd} and every parent` };
  let sessionKey = sessionKeyFromPayload(request.sessionId), force = request.force === !0, change = { sessionKey, change: request.change, now: (request.now ?? isoNow)(), force }, counted = change.change === "complete" && !force ? await planBefore(found.path, found.root, sessionKey) : void 0, updated = updateBoulder(
    found.path,
    (current) => {
      let step = statusStep(current, change);
      if (step.kind === "done") return step.result;
      let { activePlan, worktreePath } = step.work;
      if (!(counted?.place.activePlan === activePlan && counted.place.worktreePath === worktreePath))
        return {
          ok: !1,
          problem: "the work's plan changed in boulder.json while it was being counted: run the command again"
        };
      let open = openTasksRefusal(step.work, counted.fact);
      return open === void 0 ? step.changed : { ok: !1, problem: open };
    },
    { lockWaitMs: request.lockWaitMs }
  );
  return updated.ok ? {
    ok: !0,
    boulder: found.path,
    workId: updated.workId,
    planName: planNameIn(updated.boulder, updated.workId),
    note: updated.note,
    sessionKey
  } : updated;
}

// src/cli/work.ts
var CHANGES3 = ["complete", "pause", "resume", "abandon"], LOCK_WAIT_MS = 5e3;
function sessionFrom(options, env) {
  let id = options.session ?? env.CODEX_SESSION_ID;
  if (id === void 0 || id.trim() === "")
    throw new CliError("no session: pass --session <id>, or run this inside Codex (CODEX_SESSION_ID)", 2);
  let problem = sessionIdProblem(id);
  if (problem !== void 0) throw new CliError(printable(problem), 2);
  return id;
}
function print(lines) {
  process.stdout.write(`${lines.map(printable).join(`
`)}
`);
}
async function start(plan, options) {
  let sessionId = sessionFrom(options, process.env), cwd = options.cwd ?? process.cwd(), started = await startPlan({ cwd, plan, sessionId, lockWaitMs: LOCK_WAIT_MS });
  if (!started.ok) throw new CliError(describeFailure(started).map(printable).join(`
`));
  print([`Started the plan for ${started.sessionKey}.`, ...describeStarted(started)]);
}
async function work(change, options) {
  let known = CHANGES3.find((candidate) => candidate === change);
  if (known === void 0)
    throw new CliError(
      `work takes one of ${CHANGES3.join(", ")}, not ${printable(JSON.stringify(change))}`,
      2
    );
  let sessionId = sessionFrom(options, process.env), cwd = options.cwd ?? process.cwd(), force = options.force === !0, changed = await changeWorkStatus({ cwd, sessionId, change: known, force, lockWaitMs: LOCK_WAIT_MS });
  if (!changed.ok) throw new CliError(describeFailure(changed).map(printable).join(`
`));
  print([describeChanged(changed)]);
}
var SESSION_HELP = "the Codex session (default: $CODEX_SESSION_ID, set by Codex for the model's commands)", CWD_HELP = "the project, or any folder inside it (default: the current directory)";
function addWorkCommands(program2) {
  program2.command("start").description(
    "Register a plan for a Codex session in the project's .omo/boulder.json, so the Stop hook drives it."
  ).argument("<plan>", "a plan file's path, or a plan name (a file under .omo/plans/, with or without .md)").option("--session <id>", SESSION_HELP).option("--cwd <dir>", CWD_HELP).addHelpText(
    "after",
    `
A word without a slash is a plan name: rate-limiter and rate-limiter.md both mean the plan of that
name under .omo/plans/; when rate-limiter.md also names another file (where you are, or at the
project root), both are listed and nothing starts: give the path (./rate-limiter.md) instead.
A plan that already has a work gets the session added and becomes the active work; any other plan
gets a new work. The session leaves its other unfinished works (another session's start never
sends it back to them). Every other work and key in boulder.json is kept; a boulder.json that is
not a JSON object is never overwritten.
` + examples(
      `${PACKAGE_NAME} start .omo/plans/rate-limiter.md`,
      `${PACKAGE_NAME} start rate-limiter --session 019a5b1e-...`
    )
  ).action(start), program2.command("work").description("Set the status of the session's work: complete, pause, resume or abandon.").argument("<change>", "complete | pause | resume | abandon").option("--session <id>", SESSION_HELP).option("--cwd <dir>", CWD_HELP).option("--force", "complete even though tasks are still open (the person decided to end it early)").addHelpText(
    "after",
    `
The work is the one the Stop hook would continue for the session. complete (only once every
counted task is checked, unless --force) and abandon end it: the hook then stays silent. pause
works on an active work, resume on a paused one. An ended work is not changed: start its plan
again with \`start <plan>\` (or \`$ulw-execute <plan>\` in Codex).
` + examples(
      `${PACKAGE_NAME} work complete`,
      `${PACKAGE_NAME} work complete --force`,
      `${PACKAGE_NAME} work pause --session 019a5b1e-...`
    )
  ).action(work);
}

// src/cli/program.ts
var CODEX_HOME_HELP = "the Codex home (default: $CODEX_HOME, else ~/.codex)";
function scopeOptions(command) {
  return command.option("--project [dir]", "the project's .codex/hooks.json (dir defaults to the current directory)").option("--user", "your own hooks.json in the Codex home").option("--codex-home <dir>", "Codex home for --user (default: $CODEX_HOME, else ~/.codex)").option("--dry-run", "print the resulting hooks.json instead of writing it");
}
function buildProgram(context) {
  let program2 = new Command(PACKAGE_NAME).description("Codex Stop hook that keeps a session working through its ULW plan until it is done.").version("0.1.0").showHelpAfterError("(run with --help for usage)").addHelpText(
    "after",
    examples(
      `${PACKAGE_NAME} install --user`,
      `${PACKAGE_NAME} explain --cwd . --session <codex-session-id>`,
      `${PACKAGE_NAME} status`
    )
  );
  return addHookCommands(program2, context), addChainOptions(
    program2.command("explain"),
    "decide as a hook registered with --chain (and the flags below)"
  ).description("Say why `hook stop` would (not) continue a session, deciding exactly as the hook does.").option("--payload <file|->", "a Stop payload as Codex sends it (- reads stdin)").option("--cwd <dir>", "with --session: build the payload for this directory").option("--session <id>", "with --cwd: the Codex session id (codex: is added when missing)").option("--transcript <file>", "use this transcript_path").option("--last-message <text>", "use this last_assistant_message").option("--stop-hook-active", "decide as for a stop that follows a continuation (stop_hook_active true)").option(
    "--turn <id>",
    'use this turn_id (default with --cwd: "explain"; it only names the turn in a stamp)'
  ).addOption(
    new Option(
      "--json",
      "print the decision's record as one JSON object (docs/explain.schema.json)"
    ).conflicts("printDirective")
  ).option("--print-directive", "print the rendered directive the hook would send, nothing else").addHelpText(
    "after",
    examples(
      `${PACKAGE_NAME} explain --cwd . --session 0199f0c2-aaaa-7000-8000-000000000001`,
      `${PACKAGE_NAME} explain --payload payload.json --json`,
      `${PACKAGE_NAME} explain --cwd . --session s1 --print-directive | less`,
      `${PACKAGE_NAME} explain --payload payload.json --chain --stop-hook-active`
    )
  ).action((options) => explain(options, optionsFromValues(options), context.bundledDirective)), program2.command("status").description(
    "List the works in the project's boulder: status, progress, next task, and plans no work uses."
  ).option("--cwd <dir>", "the project, or any directory inside it (default: the current directory)").option("--json", "print the same data as JSON").addHelpText("after", examples(`${PACKAGE_NAME} status`, `${PACKAGE_NAME} status --cwd ~/src/app --json`)).action(status), program2.command("report").description(
    "What the hook did for each prompt it continued, from Codex's rollouts: plan progress, tokens, minutes, how it ended."
  ).option("--cwd <dir>", "the project, or any directory inside it (default: the current directory)").option("--codex-home <dir>", CODEX_HOME_HELP).option("--since <when>", "a duration back from now (90m, 12h, 7d) or a date or date-time", DEFAULT_SINCE).option("--json", "print the same data as JSON (docs/report.schema.json)").addHelpText("after", examples(`${PACKAGE_NAME} report`, `${PACKAGE_NAME} report --since 7d --json`)).action(report), program2.command("doctor").description(
    "Say whether Codex will actually run the Stop hook, and the exact next step for each problem."
  ).option("--codex-home <dir>", CODEX_HOME_HELP).option("--cwd <dir>", "the project to check a .codex/hooks.json for (default: the current directory)").option("--codex <path>", "the codex to ask about trust (default: codex on the PATH)").option("--no-codex", "do not ask codex (trust stays unknown)").option(
    "--timeout <seconds>",
    `how long to wait for codex to answer (default ${CODEX_TIMEOUT_MS / 1e3})`
  ).option("--json", "print the same as one JSON object").addHelpText(
    "after",
    examples(
      `${PACKAGE_NAME} doctor`,
      `${PACKAGE_NAME} doctor --json`,
      `${PACKAGE_NAME} doctor --codex-home ~/.codex --cwd ~/src/app`
    )
  ).action((options) => doctor(options, context.cliPath)), program2.command("trust").description("Record Codex's trust for this package's hooks, and nobody else's, through codex itself.").option("--codex-home <dir>", CODEX_HOME_HELP).option("--cwd <dir>", "the project whose .codex/hooks.json counts too (default: the current directory)").option("--codex <path>", "the codex to ask (default: codex on the PATH)").option("--dry-run", "print what would be recorded in (or removed from) config.toml, write nothing").option(
    "--forget",
    "remove the trust entries of this package's hooks instead (before or after `codex plugin remove`)"
  ).option(
    "--hook <key...>",
    "trust again exactly these hooks codex lists (by key), as uninstall names them: each must have been trusted before at another place (its hash is in config.toml)"
  ).addHelpText(
    "after",
    examples(`${PACKAGE_NAME} trust --dry-run`, `${PACKAGE_NAME} trust`, `${PACKAGE_NAME} trust --forget --dry-run`)
  ).action((options) => trust(options, context.cliPath)), addWorkCommands(program2), addChainOptions(
    scopeOptions(
      program2.command("install").description(
        "Register the Stop, SubagentStop, UserPromptSubmit and SessionStart hooks with Codex, keeping every other hook as it was."
      )
    ),
    "register the Stop hook in chain mode (see the README: Chain mode)"
  ).option("--trust", "then record Codex's trust for this package's hooks (asks codex; see `trust`)").option("--codex <path>", "with --trust: the codex executable (default: codex on the PATH)").addHelpText(
    "after",
    examples(
      `${PACKAGE_NAME} install --user`,
      `${PACKAGE_NAME} install --user --chain`,
      `${PACKAGE_NAME} install --project . --dry-run`
    )
  ).action(async (options) => {
    if (options.codex !== void 0 && options.trust !== !0)
      throw new CliError("--codex goes with --trust (it names the codex that records the trust)", 2);
    if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
    let flags = optionsFromValues(options);
    if (!flags.ok) throw new CliError(flags.problem, 2);
    if (install({ ...options, ...flags.options }, context.cliPath), options.trust !== !0) return;
    let project = options.project;
    await trust(
      {
        codexHome: options.codexHome,
        cwd: typeof project == "string" ? project : void 0,
        project: project === void 0 ? void 0 : (0, import_node_path29.resolve)(typeof project == "string" ? project : "."),
        codex: options.codex,
        ...options.dryRun === !0 ? { dryRun: !0, write: note } : {}
      },
      context.cliPath
    );
  }), addChainOptions(
    scopeOptions(
      program2.command("uninstall").description(
        "Remove only what install added: our hooks (and groups left empty), the file and .codex/ folder it created, and Codex's trust entries for our hooks."
      )
    ),
    "as given to install; accepted and ignored, like the flags below: every hook of ours goes"
  ).option(
    "--codex <path>",
    "the codex that removes this package's trust entries from config.toml (default: codex on the PATH)"
  ).addHelpText("after", examples(`${PACKAGE_NAME} uninstall --user`, `${PACKAGE_NAME} uninstall --project`)).action((options) => uninstall(options, context.cliPath)), program2;
}
async function runProgram(argv, context) {
  guardStdout(PACKAGE_NAME);
  let program2 = buildProgram(context);
  for (let command of [program2, ...program2.commands, ...program2.commands.flatMap((c) => c.commands)])
    command.exitOverride();
  try {
    await program2.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    let message = error instanceof CliError ? error.message : `unexpected error: ${describeError(error)}`;
    process.stderr.write(`${PACKAGE_NAME}: ${printableLines(message)}
`), process.exitCode = error instanceof CliError ? error.exitCode : 1;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  buildProgram,
  runProgram
});
