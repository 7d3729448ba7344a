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
        let text6 = helper.formatHelp(this, helper);
        return context.hasColors ? text6 : this._outputConfiguration.stripColor(text6);
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
      addHelpText(position, text6) {
        let allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position))
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        let helpEvent = `${position}Help`;
        return this.on(helpEvent, (context) => {
          let helpStr;
          typeof text6 == "function" ? helpStr = text6({ error: context.error, command: context.command }) : helpStr = text6, helpStr && context.write(`${helpStr}
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

// node_modules/fast-glob/out/utils/array.js
var require_array = __commonJS({
  "node_modules/fast-glob/out/utils/array.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.splitWhen = exports2.flatten = void 0;
    function flatten(items) {
      return items.reduce((collection, item) => [].concat(collection, item), []);
    }
    exports2.flatten = flatten;
    function splitWhen(items, predicate) {
      let result = [[]], groupIndex = 0;
      for (let item of items)
        predicate(item) ? (groupIndex++, result[groupIndex] = []) : result[groupIndex].push(item);
      return result;
    }
    exports2.splitWhen = splitWhen;
  }
});

// node_modules/fast-glob/out/utils/errno.js
var require_errno = __commonJS({
  "node_modules/fast-glob/out/utils/errno.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.isEnoentCodeError = void 0;
    function isEnoentCodeError(error) {
      return error.code === "ENOENT";
    }
    exports2.isEnoentCodeError = isEnoentCodeError;
  }
});

// node_modules/fast-glob/out/utils/fs.js
var require_fs = __commonJS({
  "node_modules/fast-glob/out/utils/fs.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.createDirentFromStats = void 0;
    var DirentFromStats = class {
      constructor(name, stats) {
        this.name = name, this.isBlockDevice = stats.isBlockDevice.bind(stats), this.isCharacterDevice = stats.isCharacterDevice.bind(stats), this.isDirectory = stats.isDirectory.bind(stats), this.isFIFO = stats.isFIFO.bind(stats), this.isFile = stats.isFile.bind(stats), this.isSocket = stats.isSocket.bind(stats), this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
      }
    };
    function createDirentFromStats(name, stats) {
      return new DirentFromStats(name, stats);
    }
    exports2.createDirentFromStats = createDirentFromStats;
  }
});

// node_modules/fast-glob/out/utils/path.js
var require_path = __commonJS({
  "node_modules/fast-glob/out/utils/path.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.convertPosixPathToPattern = exports2.convertWindowsPathToPattern = exports2.convertPathToPattern = exports2.escapePosixPath = exports2.escapeWindowsPath = exports2.escape = exports2.removeLeadingDotSegment = exports2.makeAbsolute = exports2.unixify = void 0;
    var os = require("os"), path = require("path"), IS_WINDOWS_PLATFORM = os.platform() === "win32", LEADING_DOT_SEGMENT_CHARACTERS_COUNT = 2, POSIX_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()*?[\]{|}]|^!|[!+@](?=\()|\\(?![!()*+?@[\]{|}]))/g, WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()[\]{}]|^!|[!+@](?=\())/g, DOS_DEVICE_PATH_RE = /^\\\\([.?])/, WINDOWS_BACKSLASHES_RE = /\\(?![!()+@[\]{}])/g;
    function unixify(filepath) {
      return filepath.replace(/\\/g, "/");
    }
    exports2.unixify = unixify;
    function makeAbsolute(cwd, filepath) {
      return path.resolve(cwd, filepath);
    }
    exports2.makeAbsolute = makeAbsolute;
    function removeLeadingDotSegment(entry) {
      if (entry.charAt(0) === ".") {
        let secondCharactery = entry.charAt(1);
        if (secondCharactery === "/" || secondCharactery === "\\")
          return entry.slice(LEADING_DOT_SEGMENT_CHARACTERS_COUNT);
      }
      return entry;
    }
    exports2.removeLeadingDotSegment = removeLeadingDotSegment;
    exports2.escape = IS_WINDOWS_PLATFORM ? escapeWindowsPath : escapePosixPath;
    function escapeWindowsPath(pattern) {
      return pattern.replace(WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE, "\\$2");
    }
    exports2.escapeWindowsPath = escapeWindowsPath;
    function escapePosixPath(pattern) {
      return pattern.replace(POSIX_UNESCAPED_GLOB_SYMBOLS_RE, "\\$2");
    }
    exports2.escapePosixPath = escapePosixPath;
    exports2.convertPathToPattern = IS_WINDOWS_PLATFORM ? convertWindowsPathToPattern : convertPosixPathToPattern;
    function convertWindowsPathToPattern(filepath) {
      return escapeWindowsPath(filepath).replace(DOS_DEVICE_PATH_RE, "//$1").replace(WINDOWS_BACKSLASHES_RE, "/");
    }
    exports2.convertWindowsPathToPattern = convertWindowsPathToPattern;
    function convertPosixPathToPattern(filepath) {
      return escapePosixPath(filepath);
    }
    exports2.convertPosixPathToPattern = convertPosixPathToPattern;
  }
});

// node_modules/is-extglob/index.js
var require_is_extglob = __commonJS({
  "node_modules/is-extglob/index.js"(exports2, module2) {
    module2.exports = function(str) {
      if (typeof str != "string" || str === "")
        return !1;
      for (var match; match = /(\\).|([@?!+*]\(.*\))/g.exec(str); ) {
        if (match[2]) return !0;
        str = str.slice(match.index + match[0].length);
      }
      return !1;
    };
  }
});

// node_modules/is-glob/index.js
var require_is_glob = __commonJS({
  "node_modules/is-glob/index.js"(exports2, module2) {
    var isExtglob = require_is_extglob(), chars = { "{": "}", "(": ")", "[": "]" }, strictCheck = function(str) {
      if (str[0] === "!")
        return !0;
      for (var index = 0, pipeIndex = -2, closeSquareIndex = -2, closeCurlyIndex = -2, closeParenIndex = -2, backSlashIndex = -2; index < str.length; ) {
        if (str[index] === "*" || str[index + 1] === "?" && /[\].+)]/.test(str[index]) || closeSquareIndex !== -1 && str[index] === "[" && str[index + 1] !== "]" && (closeSquareIndex < index && (closeSquareIndex = str.indexOf("]", index)), closeSquareIndex > index && (backSlashIndex === -1 || backSlashIndex > closeSquareIndex || (backSlashIndex = str.indexOf("\\", index), backSlashIndex === -1 || backSlashIndex > closeSquareIndex))) || closeCurlyIndex !== -1 && str[index] === "{" && str[index + 1] !== "}" && (closeCurlyIndex = str.indexOf("}", index), closeCurlyIndex > index && (backSlashIndex = str.indexOf("\\", index), backSlashIndex === -1 || backSlashIndex > closeCurlyIndex)) || closeParenIndex !== -1 && str[index] === "(" && str[index + 1] === "?" && /[:!=]/.test(str[index + 2]) && str[index + 3] !== ")" && (closeParenIndex = str.indexOf(")", index), closeParenIndex > index && (backSlashIndex = str.indexOf("\\", index), backSlashIndex === -1 || backSlashIndex > closeParenIndex)) || pipeIndex !== -1 && str[index] === "(" && str[index + 1] !== "|" && (pipeIndex < index && (pipeIndex = str.indexOf("|", index)), pipeIndex !== -1 && str[pipeIndex + 1] !== ")" && (closeParenIndex = str.indexOf(")", pipeIndex), closeParenIndex > pipeIndex && (backSlashIndex = str.indexOf("\\", pipeIndex), backSlashIndex === -1 || backSlashIndex > closeParenIndex))))
          return !0;
        if (str[index] === "\\") {
          var open = str[index + 1];
          index += 2;
          var close = chars[open];
          if (close) {
            var n = str.indexOf(close, index);
            n !== -1 && (index = n + 1);
          }
          if (str[index] === "!")
            return !0;
        } else
          index++;
      }
      return !1;
    }, relaxedCheck = function(str) {
      if (str[0] === "!")
        return !0;
      for (var index = 0; index < str.length; ) {
        if (/[*?{}()[\]]/.test(str[index]))
          return !0;
        if (str[index] === "\\") {
          var open = str[index + 1];
          index += 2;
          var close = chars[open];
          if (close) {
            var n = str.indexOf(close, index);
            n !== -1 && (index = n + 1);
          }
          if (str[index] === "!")
            return !0;
        } else
          index++;
      }
      return !1;
    };
    module2.exports = function(str, options) {
      if (typeof str != "string" || str === "")
        return !1;
      if (isExtglob(str))
        return !0;
      var check2 = strictCheck;
      return options && options.strict === !1 && (check2 = relaxedCheck), check2(str);
    };
  }
});

// node_modules/glob-parent/index.js
var require_glob_parent = __commonJS({
  "node_modules/glob-parent/index.js"(exports2, module2) {
    "use strict";
    var isGlob = require_is_glob(), pathPosixDirname = require("path").posix.dirname, isWin32 = require("os").platform() === "win32", slash = "/", backslash = /\\/g, enclosure = /[\{\[].*[\}\]]$/, globby = /(^|[^\\])([\{\[]|\([^\)]+$)/, escaped2 = /\\([\!\*\?\|\[\]\(\)\{\}])/g;
    module2.exports = function(str, opts) {
      var options = Object.assign({ flipBackslashes: !0 }, opts);
      options.flipBackslashes && isWin32 && str.indexOf(slash) < 0 && (str = str.replace(backslash, slash)), enclosure.test(str) && (str += slash), str += "a";
      do
        str = pathPosixDirname(str);
      while (isGlob(str) || globby.test(str));
      return str.replace(escaped2, "$1");
    };
  }
});

// node_modules/braces/lib/utils.js
var require_utils = __commonJS({
  "node_modules/braces/lib/utils.js"(exports2) {
    "use strict";
    exports2.isInteger = (num) => typeof num == "number" ? Number.isInteger(num) : typeof num == "string" && num.trim() !== "" ? Number.isInteger(Number(num)) : !1;
    exports2.find = (node, type) => node.nodes.find((node2) => node2.type === type);
    exports2.exceedsLimit = (min, max, step = 1, limit) => limit === !1 || !exports2.isInteger(min) || !exports2.isInteger(max) ? !1 : (Number(max) - Number(min)) / Number(step) >= limit;
    exports2.escapeNode = (block, n = 0, type) => {
      let node = block.nodes[n];
      node && (type && node.type === type || node.type === "open" || node.type === "close") && node.escaped !== !0 && (node.value = "\\" + node.value, node.escaped = !0);
    };
    exports2.encloseBrace = (node) => node.type !== "brace" ? !1 : node.commas >> 0 + node.ranges >> 0 === 0 ? (node.invalid = !0, !0) : !1;
    exports2.isInvalidBrace = (block) => block.type !== "brace" ? !1 : block.invalid === !0 || block.dollar ? !0 : block.commas >> 0 + block.ranges >> 0 === 0 || block.open !== !0 || block.close !== !0 ? (block.invalid = !0, !0) : !1;
    exports2.isOpenOrClose = (node) => node.type === "open" || node.type === "close" ? !0 : node.open === !0 || node.close === !0;
    exports2.reduce = (nodes) => nodes.reduce((acc, node) => (node.type === "text" && acc.push(node.value), node.type === "range" && (node.type = "text"), acc), []);
    exports2.flatten = (...args) => {
      let result = [], flat = (arr) => {
        for (let i = 0; i < arr.length; i++) {
          let ele = arr[i];
          if (Array.isArray(ele)) {
            flat(ele);
            continue;
          }
          ele !== void 0 && result.push(ele);
        }
        return result;
      };
      return flat(args), result;
    };
  }
});

// node_modules/braces/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/braces/lib/stringify.js"(exports2, module2) {
    "use strict";
    var utils = require_utils();
    module2.exports = (ast, options = {}) => {
      let stringify = (node, parent = {}) => {
        let invalidBlock = options.escapeInvalid && utils.isInvalidBrace(parent), invalidNode = node.invalid === !0 && options.escapeInvalid === !0, output = "";
        if (node.value)
          return (invalidBlock || invalidNode) && utils.isOpenOrClose(node) ? "\\" + node.value : node.value;
        if (node.value)
          return node.value;
        if (node.nodes)
          for (let child of node.nodes)
            output += stringify(child);
        return output;
      };
      return stringify(ast);
    };
  }
});

// node_modules/is-number/index.js
var require_is_number = __commonJS({
  "node_modules/is-number/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function(num) {
      return typeof num == "number" ? num - num === 0 : typeof num == "string" && num.trim() !== "" ? Number.isFinite ? Number.isFinite(+num) : isFinite(+num) : !1;
    };
  }
});

// node_modules/to-regex-range/index.js
var require_to_regex_range = __commonJS({
  "node_modules/to-regex-range/index.js"(exports2, module2) {
    "use strict";
    var isNumber = require_is_number(), toRegexRange = (min, max, options) => {
      if (isNumber(min) === !1)
        throw new TypeError("toRegexRange: expected the first argument to be a number");
      if (max === void 0 || min === max)
        return String(min);
      if (isNumber(max) === !1)
        throw new TypeError("toRegexRange: expected the second argument to be a number.");
      let opts = { relaxZeros: !0, ...options };
      typeof opts.strictZeros == "boolean" && (opts.relaxZeros = opts.strictZeros === !1);
      let relax = String(opts.relaxZeros), shorthand = String(opts.shorthand), capture = String(opts.capture), wrap = String(opts.wrap), cacheKey = min + ":" + max + "=" + relax + shorthand + capture + wrap;
      if (toRegexRange.cache.hasOwnProperty(cacheKey))
        return toRegexRange.cache[cacheKey].result;
      let a = Math.min(min, max), b = Math.max(min, max);
      if (Math.abs(a - b) === 1) {
        let result = min + "|" + max;
        return opts.capture ? `(${result})` : opts.wrap === !1 ? result : `(?:${result})`;
      }
      let isPadded = hasPadding(min) || hasPadding(max), state = { min, max, a, b }, positives = [], negatives = [];
      if (isPadded && (state.isPadded = isPadded, state.maxLen = String(state.max).length), a < 0) {
        let newMin = b < 0 ? Math.abs(b) : 1;
        negatives = splitToPatterns(newMin, Math.abs(a), state, opts), a = state.a = 0;
      }
      return b >= 0 && (positives = splitToPatterns(a, b, state, opts)), state.negatives = negatives, state.positives = positives, state.result = collatePatterns(negatives, positives, opts), opts.capture === !0 ? state.result = `(${state.result})` : opts.wrap !== !1 && positives.length + negatives.length > 1 && (state.result = `(?:${state.result})`), toRegexRange.cache[cacheKey] = state, state.result;
    };
    function collatePatterns(neg, pos, options) {
      let onlyNegative = filterPatterns(neg, pos, "-", !1, options) || [], onlyPositive = filterPatterns(pos, neg, "", !1, options) || [], intersected = filterPatterns(neg, pos, "-?", !0, options) || [];
      return onlyNegative.concat(intersected).concat(onlyPositive).join("|");
    }
    function splitToRanges(min, max) {
      let nines = 1, zeros = 1, stop = countNines(min, nines), stops = /* @__PURE__ */ new Set([max]);
      for (; min <= stop && stop <= max; )
        stops.add(stop), nines += 1, stop = countNines(min, nines);
      for (stop = countZeros(max + 1, zeros) - 1; min < stop && stop <= max; )
        stops.add(stop), zeros += 1, stop = countZeros(max + 1, zeros) - 1;
      return stops = [...stops], stops.sort(compare), stops;
    }
    function rangeToPattern(start2, stop, options) {
      if (start2 === stop)
        return { pattern: start2, count: [], digits: 0 };
      let zipped = zip(start2, stop), digits = zipped.length, pattern = "", count2 = 0;
      for (let i = 0; i < digits; i++) {
        let [startDigit, stopDigit] = zipped[i];
        startDigit === stopDigit ? pattern += startDigit : startDigit !== "0" || stopDigit !== "9" ? pattern += toCharacterClass(startDigit, stopDigit, options) : count2++;
      }
      return count2 && (pattern += options.shorthand === !0 ? "\\d" : "[0-9]"), { pattern, count: [count2], digits };
    }
    function splitToPatterns(min, max, tok, options) {
      let ranges = splitToRanges(min, max), tokens = [], start2 = min, prev;
      for (let i = 0; i < ranges.length; i++) {
        let max2 = ranges[i], obj = rangeToPattern(String(start2), String(max2), options), zeros = "";
        if (!tok.isPadded && prev && prev.pattern === obj.pattern) {
          prev.count.length > 1 && prev.count.pop(), prev.count.push(obj.count[0]), prev.string = prev.pattern + toQuantifier(prev.count), start2 = max2 + 1;
          continue;
        }
        tok.isPadded && (zeros = padZeros(max2, tok, options)), obj.string = zeros + obj.pattern + toQuantifier(obj.count), tokens.push(obj), start2 = max2 + 1, prev = obj;
      }
      return tokens;
    }
    function filterPatterns(arr, comparison, prefix, intersection, options) {
      let result = [];
      for (let ele of arr) {
        let { string } = ele;
        !intersection && !contains(comparison, "string", string) && result.push(prefix + string), intersection && contains(comparison, "string", string) && result.push(prefix + string);
      }
      return result;
    }
    function zip(a, b) {
      let arr = [];
      for (let i = 0; i < a.length; i++) arr.push([a[i], b[i]]);
      return arr;
    }
    function compare(a, b) {
      return a > b ? 1 : b > a ? -1 : 0;
    }
    function contains(arr, key, val) {
      return arr.some((ele) => ele[key] === val);
    }
    function countNines(min, len) {
      return Number(String(min).slice(0, -len) + "9".repeat(len));
    }
    function countZeros(integer, zeros) {
      return integer - integer % Math.pow(10, zeros);
    }
    function toQuantifier(digits) {
      let [start2 = 0, stop = ""] = digits;
      return stop || start2 > 1 ? `{${start2 + (stop ? "," + stop : "")}}` : "";
    }
    function toCharacterClass(a, b, options) {
      return `[${a}${b - a === 1 ? "" : "-"}${b}]`;
    }
    function hasPadding(str) {
      return /^-?(0+)\d/.test(str);
    }
    function padZeros(value, tok, options) {
      if (!tok.isPadded)
        return value;
      let diff = Math.abs(tok.maxLen - String(value).length), relax = options.relaxZeros !== !1;
      switch (diff) {
        case 0:
          return "";
        case 1:
          return relax ? "0?" : "0";
        case 2:
          return relax ? "0{0,2}" : "00";
        default:
          return relax ? `0{0,${diff}}` : `0{${diff}}`;
      }
    }
    toRegexRange.cache = {};
    toRegexRange.clearCache = () => toRegexRange.cache = {};
    module2.exports = toRegexRange;
  }
});

// node_modules/fill-range/index.js
var require_fill_range = __commonJS({
  "node_modules/fill-range/index.js"(exports2, module2) {
    "use strict";
    var util = require("util"), toRegexRange = require_to_regex_range(), isObject = (val) => val !== null && typeof val == "object" && !Array.isArray(val), transform = (toNumber) => (value) => toNumber === !0 ? Number(value) : String(value), isValidValue = (value) => typeof value == "number" || typeof value == "string" && value !== "", isNumber = (num) => Number.isInteger(+num), zeros = (input) => {
      let value = `${input}`, index = -1;
      if (value[0] === "-" && (value = value.slice(1)), value === "0") return !1;
      for (; value[++index] === "0"; ) ;
      return index > 0;
    }, stringify = (start2, end, options) => typeof start2 == "string" || typeof end == "string" ? !0 : options.stringify === !0, pad = (input, maxLength, toNumber) => {
      if (maxLength > 0) {
        let dash = input[0] === "-" ? "-" : "";
        dash && (input = input.slice(1)), input = dash + input.padStart(dash ? maxLength - 1 : maxLength, "0");
      }
      return toNumber === !1 ? String(input) : input;
    }, toMaxLen = (input, maxLength) => {
      let negative = input[0] === "-" ? "-" : "";
      for (negative && (input = input.slice(1), maxLength--); input.length < maxLength; ) input = "0" + input;
      return negative ? "-" + input : input;
    }, toSequence = (parts, options, maxLen) => {
      parts.negatives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0), parts.positives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
      let prefix = options.capture ? "" : "?:", positives = "", negatives = "", result;
      return parts.positives.length && (positives = parts.positives.map((v) => toMaxLen(String(v), maxLen)).join("|")), parts.negatives.length && (negatives = `-(${prefix}${parts.negatives.map((v) => toMaxLen(String(v), maxLen)).join("|")})`), positives && negatives ? result = `${positives}|${negatives}` : result = positives || negatives, options.wrap ? `(${prefix}${result})` : result;
    }, toRange = (a, b, isNumbers, options) => {
      if (isNumbers)
        return toRegexRange(a, b, { wrap: !1, ...options });
      let start2 = String.fromCharCode(a);
      if (a === b) return start2;
      let stop = String.fromCharCode(b);
      return `[${start2}-${stop}]`;
    }, toRegex = (start2, end, options) => {
      if (Array.isArray(start2)) {
        let wrap = options.wrap === !0, prefix = options.capture ? "" : "?:";
        return wrap ? `(${prefix}${start2.join("|")})` : start2.join("|");
      }
      return toRegexRange(start2, end, options);
    }, rangeError = (...args) => new RangeError("Invalid range arguments: " + util.inspect(...args)), invalidRange = (start2, end, options) => {
      if (options.strictRanges === !0) throw rangeError([start2, end]);
      return [];
    }, invalidStep = (step, options) => {
      if (options.strictRanges === !0)
        throw new TypeError(`Expected step "${step}" to be a number`);
      return [];
    }, fillNumbers = (start2, end, step = 1, options = {}) => {
      let a = Number(start2), b = Number(end);
      if (!Number.isInteger(a) || !Number.isInteger(b)) {
        if (options.strictRanges === !0) throw rangeError([start2, end]);
        return [];
      }
      a === 0 && (a = 0), b === 0 && (b = 0);
      let descending = a > b, startString = String(start2), endString = String(end), stepString = String(step);
      step = Math.max(Math.abs(step), 1);
      let padded = zeros(startString) || zeros(endString) || zeros(stepString), maxLen = padded ? Math.max(startString.length, endString.length, stepString.length) : 0, toNumber = padded === !1 && stringify(start2, end, options) === !1, format3 = options.transform || transform(toNumber);
      if (options.toRegex && step === 1)
        return toRange(toMaxLen(start2, maxLen), toMaxLen(end, maxLen), !0, options);
      let parts = { negatives: [], positives: [] }, push = (num) => parts[num < 0 ? "negatives" : "positives"].push(Math.abs(num)), range = [], index = 0;
      for (; descending ? a >= b : a <= b; )
        options.toRegex === !0 && step > 1 ? push(a) : range.push(pad(format3(a, index), maxLen, toNumber)), a = descending ? a - step : a + step, index++;
      return options.toRegex === !0 ? step > 1 ? toSequence(parts, options, maxLen) : toRegex(range, null, { wrap: !1, ...options }) : range;
    }, fillLetters = (start2, end, step = 1, options = {}) => {
      if (!isNumber(start2) && start2.length > 1 || !isNumber(end) && end.length > 1)
        return invalidRange(start2, end, options);
      let format3 = options.transform || ((val) => String.fromCharCode(val)), a = `${start2}`.charCodeAt(0), b = `${end}`.charCodeAt(0), descending = a > b, min = Math.min(a, b), max = Math.max(a, b);
      if (options.toRegex && step === 1)
        return toRange(min, max, !1, options);
      let range = [], index = 0;
      for (; descending ? a >= b : a <= b; )
        range.push(format3(a, index)), a = descending ? a - step : a + step, index++;
      return options.toRegex === !0 ? toRegex(range, null, { wrap: !1, options }) : range;
    }, fill = (start2, end, step, options = {}) => {
      if (end == null && isValidValue(start2))
        return [start2];
      if (!isValidValue(start2) || !isValidValue(end))
        return invalidRange(start2, end, options);
      if (typeof step == "function")
        return fill(start2, end, 1, { transform: step });
      if (isObject(step))
        return fill(start2, end, 0, step);
      let opts = { ...options };
      return opts.capture === !0 && (opts.wrap = !0), step = step || opts.step || 1, isNumber(step) ? isNumber(start2) && isNumber(end) ? fillNumbers(start2, end, step, opts) : fillLetters(start2, end, Math.max(Math.abs(step), 1), opts) : step != null && !isObject(step) ? invalidStep(step, opts) : fill(start2, end, 1, step);
    };
    module2.exports = fill;
  }
});

// node_modules/braces/lib/compile.js
var require_compile = __commonJS({
  "node_modules/braces/lib/compile.js"(exports2, module2) {
    "use strict";
    var fill = require_fill_range(), utils = require_utils(), compile = (ast, options = {}) => {
      let walk = (node, parent = {}) => {
        let invalidBlock = utils.isInvalidBrace(parent), invalidNode = node.invalid === !0 && options.escapeInvalid === !0, invalid3 = invalidBlock === !0 || invalidNode === !0, prefix = options.escapeInvalid === !0 ? "\\" : "", output = "";
        if (node.isOpen === !0)
          return prefix + node.value;
        if (node.isClose === !0)
          return console.log("node.isClose", prefix, node.value), prefix + node.value;
        if (node.type === "open")
          return invalid3 ? prefix + node.value : "(";
        if (node.type === "close")
          return invalid3 ? prefix + node.value : ")";
        if (node.type === "comma")
          return node.prev.type === "comma" ? "" : invalid3 ? node.value : "|";
        if (node.value)
          return node.value;
        if (node.nodes && node.ranges > 0) {
          let args = utils.reduce(node.nodes), range = fill(...args, { ...options, wrap: !1, toRegex: !0, strictZeros: !0 });
          if (range.length !== 0)
            return args.length > 1 && range.length > 1 ? `(${range})` : range;
        }
        if (node.nodes)
          for (let child of node.nodes)
            output += walk(child, node);
        return output;
      };
      return walk(ast);
    };
    module2.exports = compile;
  }
});

// node_modules/braces/lib/expand.js
var require_expand = __commonJS({
  "node_modules/braces/lib/expand.js"(exports2, module2) {
    "use strict";
    var fill = require_fill_range(), stringify = require_stringify(), utils = require_utils(), append = (queue = "", stash = "", enclose = !1) => {
      let result = [];
      if (queue = [].concat(queue), stash = [].concat(stash), !stash.length) return queue;
      if (!queue.length)
        return enclose ? utils.flatten(stash).map((ele) => `{${ele}}`) : stash;
      for (let item of queue)
        if (Array.isArray(item))
          for (let value of item)
            result.push(append(value, stash, enclose));
        else
          for (let ele of stash)
            enclose === !0 && typeof ele == "string" && (ele = `{${ele}}`), result.push(Array.isArray(ele) ? append(item, ele, enclose) : item + ele);
      return utils.flatten(result);
    }, expand = (ast, options = {}) => {
      let rangeLimit = options.rangeLimit === void 0 ? 1e3 : options.rangeLimit, walk = (node, parent = {}) => {
        node.queue = [];
        let p = parent, q = parent.queue;
        for (; p.type !== "brace" && p.type !== "root" && p.parent; )
          p = p.parent, q = p.queue;
        if (node.invalid || node.dollar) {
          q.push(append(q.pop(), stringify(node, options)));
          return;
        }
        if (node.type === "brace" && node.invalid !== !0 && node.nodes.length === 2) {
          q.push(append(q.pop(), ["{}"]));
          return;
        }
        if (node.nodes && node.ranges > 0) {
          let args = utils.reduce(node.nodes);
          if (utils.exceedsLimit(...args, options.step, rangeLimit))
            throw new RangeError("expanded array length exceeds range limit. Use options.rangeLimit to increase or disable the limit.");
          let range = fill(...args, options);
          range.length === 0 && (range = stringify(node, options)), q.push(append(q.pop(), range)), node.nodes = [];
          return;
        }
        let enclose = utils.encloseBrace(node), queue = node.queue, block = node;
        for (; block.type !== "brace" && block.type !== "root" && block.parent; )
          block = block.parent, queue = block.queue;
        for (let i = 0; i < node.nodes.length; i++) {
          let child = node.nodes[i];
          if (child.type === "comma" && node.type === "brace") {
            i === 1 && queue.push(""), queue.push("");
            continue;
          }
          if (child.type === "close") {
            q.push(append(q.pop(), queue, enclose));
            continue;
          }
          if (child.value && child.type !== "open") {
            queue.push(append(queue.pop(), child.value));
            continue;
          }
          child.nodes && walk(child, node);
        }
        return queue;
      };
      return utils.flatten(walk(ast));
    };
    module2.exports = expand;
  }
});

// node_modules/braces/lib/constants.js
var require_constants = __commonJS({
  "node_modules/braces/lib/constants.js"(exports2, module2) {
    "use strict";
    module2.exports = {
      MAX_LENGTH: 1e4,
      // Digits
      CHAR_0: "0",
      /* 0 */
      CHAR_9: "9",
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: "A",
      /* A */
      CHAR_LOWERCASE_A: "a",
      /* a */
      CHAR_UPPERCASE_Z: "Z",
      /* Z */
      CHAR_LOWERCASE_Z: "z",
      /* z */
      CHAR_LEFT_PARENTHESES: "(",
      /* ( */
      CHAR_RIGHT_PARENTHESES: ")",
      /* ) */
      CHAR_ASTERISK: "*",
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: "&",
      /* & */
      CHAR_AT: "@",
      /* @ */
      CHAR_BACKSLASH: "\\",
      /* \ */
      CHAR_BACKTICK: "`",
      /* ` */
      CHAR_CARRIAGE_RETURN: "\r",
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: "^",
      /* ^ */
      CHAR_COLON: ":",
      /* : */
      CHAR_COMMA: ",",
      /* , */
      CHAR_DOLLAR: "$",
      /* . */
      CHAR_DOT: ".",
      /* . */
      CHAR_DOUBLE_QUOTE: '"',
      /* " */
      CHAR_EQUAL: "=",
      /* = */
      CHAR_EXCLAMATION_MARK: "!",
      /* ! */
      CHAR_FORM_FEED: "\f",
      /* \f */
      CHAR_FORWARD_SLASH: "/",
      /* / */
      CHAR_HASH: "#",
      /* # */
      CHAR_HYPHEN_MINUS: "-",
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: "<",
      /* < */
      CHAR_LEFT_CURLY_BRACE: "{",
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: "[",
      /* [ */
      CHAR_LINE_FEED: `
`,
      /* \n */
      CHAR_NO_BREAK_SPACE: "\xA0",
      /* \u00A0 */
      CHAR_PERCENT: "%",
      /* % */
      CHAR_PLUS: "+",
      /* + */
      CHAR_QUESTION_MARK: "?",
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: ">",
      /* > */
      CHAR_RIGHT_CURLY_BRACE: "}",
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: "]",
      /* ] */
      CHAR_SEMICOLON: ";",
      /* ; */
      CHAR_SINGLE_QUOTE: "'",
      /* ' */
      CHAR_SPACE: " ",
      /*   */
      CHAR_TAB: "	",
      /* \t */
      CHAR_UNDERSCORE: "_",
      /* _ */
      CHAR_VERTICAL_LINE: "|",
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: "\uFEFF"
      /* \uFEFF */
    };
  }
});

// node_modules/braces/lib/parse.js
var require_parse = __commonJS({
  "node_modules/braces/lib/parse.js"(exports2, module2) {
    "use strict";
    var stringify = require_stringify(), {
      MAX_LENGTH,
      CHAR_BACKSLASH,
      /* \ */
      CHAR_BACKTICK,
      /* ` */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_RIGHT_SQUARE_BRACKET,
      /* ] */
      CHAR_DOUBLE_QUOTE,
      /* " */
      CHAR_SINGLE_QUOTE,
      /* ' */
      CHAR_NO_BREAK_SPACE,
      CHAR_ZERO_WIDTH_NOBREAK_SPACE
    } = require_constants(), parse2 = (input, options = {}) => {
      if (typeof input != "string")
        throw new TypeError("Expected a string");
      let opts = options || {}, max = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      if (input.length > max)
        throw new SyntaxError(`Input length (${input.length}), exceeds max characters (${max})`);
      let ast = { type: "root", input, nodes: [] }, stack = [ast], block = ast, prev = ast, brackets = 0, length = input.length, index = 0, depth = 0, value, advance = () => input[index++], push = (node) => {
        if (node.type === "text" && prev.type === "dot" && (prev.type = "text"), prev && prev.type === "text" && node.type === "text") {
          prev.value += node.value;
          return;
        }
        return block.nodes.push(node), node.parent = block, node.prev = prev, prev = node, node;
      };
      for (push({ type: "bos" }); index < length; )
        if (block = stack[stack.length - 1], value = advance(), !(value === CHAR_ZERO_WIDTH_NOBREAK_SPACE || value === CHAR_NO_BREAK_SPACE)) {
          if (value === CHAR_BACKSLASH) {
            push({ type: "text", value: (options.keepEscaping ? value : "") + advance() });
            continue;
          }
          if (value === CHAR_RIGHT_SQUARE_BRACKET) {
            push({ type: "text", value: "\\" + value });
            continue;
          }
          if (value === CHAR_LEFT_SQUARE_BRACKET) {
            brackets++;
            let next;
            for (; index < length && (next = advance()); ) {
              if (value += next, next === CHAR_LEFT_SQUARE_BRACKET) {
                brackets++;
                continue;
              }
              if (next === CHAR_BACKSLASH) {
                value += advance();
                continue;
              }
              if (next === CHAR_RIGHT_SQUARE_BRACKET && (brackets--, brackets === 0))
                break;
            }
            push({ type: "text", value });
            continue;
          }
          if (value === CHAR_LEFT_PARENTHESES) {
            block = push({ type: "paren", nodes: [] }), stack.push(block), push({ type: "text", value });
            continue;
          }
          if (value === CHAR_RIGHT_PARENTHESES) {
            if (block.type !== "paren") {
              push({ type: "text", value });
              continue;
            }
            block = stack.pop(), push({ type: "text", value }), block = stack[stack.length - 1];
            continue;
          }
          if (value === CHAR_DOUBLE_QUOTE || value === CHAR_SINGLE_QUOTE || value === CHAR_BACKTICK) {
            let open = value, next;
            for (options.keepQuotes !== !0 && (value = ""); index < length && (next = advance()); ) {
              if (next === CHAR_BACKSLASH) {
                value += next + advance();
                continue;
              }
              if (next === open) {
                options.keepQuotes === !0 && (value += next);
                break;
              }
              value += next;
            }
            push({ type: "text", value });
            continue;
          }
          if (value === CHAR_LEFT_CURLY_BRACE) {
            depth++;
            let brace = {
              type: "brace",
              open: !0,
              close: !1,
              dollar: prev.value && prev.value.slice(-1) === "$" || block.dollar === !0,
              depth,
              commas: 0,
              ranges: 0,
              nodes: []
            };
            block = push(brace), stack.push(block), push({ type: "open", value });
            continue;
          }
          if (value === CHAR_RIGHT_CURLY_BRACE) {
            if (block.type !== "brace") {
              push({ type: "text", value });
              continue;
            }
            let type = "close";
            block = stack.pop(), block.close = !0, push({ type, value }), depth--, block = stack[stack.length - 1];
            continue;
          }
          if (value === CHAR_COMMA && depth > 0) {
            if (block.ranges > 0) {
              block.ranges = 0;
              let open = block.nodes.shift();
              block.nodes = [open, { type: "text", value: stringify(block) }];
            }
            push({ type: "comma", value }), block.commas++;
            continue;
          }
          if (value === CHAR_DOT && depth > 0 && block.commas === 0) {
            let siblings = block.nodes;
            if (depth === 0 || siblings.length === 0) {
              push({ type: "text", value });
              continue;
            }
            if (prev.type === "dot") {
              if (block.range = [], prev.value += value, prev.type = "range", block.nodes.length !== 3 && block.nodes.length !== 5) {
                block.invalid = !0, block.ranges = 0, prev.type = "text";
                continue;
              }
              block.ranges++, block.args = [];
              continue;
            }
            if (prev.type === "range") {
              siblings.pop();
              let before = siblings[siblings.length - 1];
              before.value += prev.value + value, prev = before, block.ranges--;
              continue;
            }
            push({ type: "dot", value });
            continue;
          }
          push({ type: "text", value });
        }
      do
        if (block = stack.pop(), block.type !== "root") {
          block.nodes.forEach((node) => {
            node.nodes || (node.type === "open" && (node.isOpen = !0), node.type === "close" && (node.isClose = !0), node.nodes || (node.type = "text"), node.invalid = !0);
          });
          let parent = stack[stack.length - 1], index2 = parent.nodes.indexOf(block);
          parent.nodes.splice(index2, 1, ...block.nodes);
        }
      while (stack.length > 0);
      return push({ type: "eos" }), ast;
    };
    module2.exports = parse2;
  }
});

// node_modules/braces/index.js
var require_braces = __commonJS({
  "node_modules/braces/index.js"(exports2, module2) {
    "use strict";
    var stringify = require_stringify(), compile = require_compile(), expand = require_expand(), parse2 = require_parse(), braces = (input, options = {}) => {
      let output = [];
      if (Array.isArray(input))
        for (let pattern of input) {
          let result = braces.create(pattern, options);
          Array.isArray(result) ? output.push(...result) : output.push(result);
        }
      else
        output = [].concat(braces.create(input, options));
      return options && options.expand === !0 && options.nodupes === !0 && (output = [...new Set(output)]), output;
    };
    braces.parse = (input, options = {}) => parse2(input, options);
    braces.stringify = (input, options = {}) => stringify(typeof input == "string" ? braces.parse(input, options) : input, options);
    braces.compile = (input, options = {}) => (typeof input == "string" && (input = braces.parse(input, options)), compile(input, options));
    braces.expand = (input, options = {}) => {
      typeof input == "string" && (input = braces.parse(input, options));
      let result = expand(input, options);
      return options.noempty === !0 && (result = result.filter(Boolean)), options.nodupes === !0 && (result = [...new Set(result)]), result;
    };
    braces.create = (input, options = {}) => input === "" || input.length < 3 ? [input] : options.expand !== !0 ? braces.compile(input, options) : braces.expand(input, options);
    module2.exports = braces;
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants2 = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var path = require("path"), WIN_SLASH = "\\\\/", WIN_NO_SLASH = `[^${WIN_SLASH}]`, DEFAULT_MAX_EXTGLOB_RECURSION = 0, DOT_LITERAL = "\\.", PLUS_LITERAL = "\\+", QMARK_LITERAL = "\\?", SLASH_LITERAL = "\\/", ONE_CHAR = "(?=.)", QMARK = "[^/]", END_ANCHOR = `(?:${SLASH_LITERAL}|$)`, START_ANCHOR = `(?:^|${SLASH_LITERAL})`, DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`, NO_DOT = `(?!${DOT_LITERAL})`, NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`, NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`, NO_DOTS_SLASH = `(?!${DOTS_SLASH})`, QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`, STAR = `${QMARK}*?`, POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR
    }, WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`
    }, POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      SEP: path.sep,
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === !0 ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils2 = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var path = require("path"), win32 = process.platform === "win32", {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants2();
    exports2.isObject = (val) => val !== null && typeof val == "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports2.isRegexChar = (str) => str.length === 1 && exports2.hasRegexChars(str);
    exports2.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports2.removeBackslashes = (str) => str.replace(REGEX_REMOVE_BACKSLASH, (match) => match === "\\" ? "" : match);
    exports2.supportsLookbehinds = () => {
      let segs = process.version.slice(1).split(".").map(Number);
      return segs.length === 3 && segs[0] >= 9 || segs[0] === 8 && segs[1] >= 10;
    };
    exports2.isWindows = (options) => options && typeof options.windows == "boolean" ? options.windows : win32 === !0 || path.sep === "\\";
    exports2.escapeLast = (input, char, lastIdx) => {
      let idx = input.lastIndexOf(char, lastIdx);
      return idx === -1 ? input : input[idx - 1] === "\\" ? exports2.escapeLast(input, char, idx - 1) : `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      return output.startsWith("./") && (output = output.slice(2), state.prefix = "./"), output;
    };
    exports2.wrapOutput = (input, state = {}, options = {}) => {
      let prepend = options.contains ? "" : "^", append = options.contains ? "" : "$", output = `${prepend}(?:${input})${append}`;
      return state.negated === !0 && (output = `(?:^(?!${output}).*$)`), output;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils2(), {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants2(), isPathSeparator = (code3) => code3 === CHAR_FORWARD_SLASH || code3 === CHAR_BACKWARD_SLASH, depth = (token) => {
      token.isPrefix !== !0 && (token.depth = token.isGlobstar ? 1 / 0 : 1);
    }, scan = (input, options) => {
      let opts = options || {}, length = input.length - 1, scanToEnd = opts.parts === !0 || opts.scanToEnd === !0, slashes = [], tokens = [], parts = [], str = input, index = -1, start2 = 0, lastIndex = 0, isBrace = !1, isBracket = !1, isGlob = !1, isExtglob = !1, isGlobstar = !1, braceEscaped = !1, backslashes = !1, negated = !1, negatedExtglob = !1, finished = !1, braces = 0, prev, code3, token = { value: "", depth: 0, isGlob: !1 }, eos = () => index >= length, peek = () => str.charCodeAt(index + 1), advance = () => (prev = code3, str.charCodeAt(++index));
      for (; index < length; ) {
        code3 = advance();
        let next;
        if (code3 === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = !0, code3 = advance(), code3 === CHAR_LEFT_CURLY_BRACE && (braceEscaped = !0);
          continue;
        }
        if (braceEscaped === !0 || code3 === CHAR_LEFT_CURLY_BRACE) {
          for (braces++; eos() !== !0 && (code3 = advance()); ) {
            if (code3 === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = !0, advance();
              continue;
            }
            if (code3 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== !0 && code3 === CHAR_DOT && (code3 = advance()) === CHAR_DOT) {
              if (isBrace = token.isBrace = !0, isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
                continue;
              break;
            }
            if (braceEscaped !== !0 && code3 === CHAR_COMMA) {
              if (isBrace = token.isBrace = !0, isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
                continue;
              break;
            }
            if (code3 === CHAR_RIGHT_CURLY_BRACE && (braces--, braces === 0)) {
              braceEscaped = !1, isBrace = token.isBrace = !0, finished = !0;
              break;
            }
          }
          if (scanToEnd === !0)
            continue;
          break;
        }
        if (code3 === CHAR_FORWARD_SLASH) {
          if (slashes.push(index), tokens.push(token), token = { value: "", depth: 0, isGlob: !1 }, finished === !0) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== !0 && (code3 === CHAR_PLUS || code3 === CHAR_AT || code3 === CHAR_ASTERISK || code3 === CHAR_QUESTION_MARK || code3 === CHAR_EXCLAMATION_MARK) === !0 && peek() === CHAR_LEFT_PARENTHESES) {
          if (isGlob = token.isGlob = !0, isExtglob = token.isExtglob = !0, finished = !0, code3 === CHAR_EXCLAMATION_MARK && index === start2 && (negatedExtglob = !0), scanToEnd === !0) {
            for (; eos() !== !0 && (code3 = advance()); ) {
              if (code3 === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = !0, code3 = advance();
                continue;
              }
              if (code3 === CHAR_RIGHT_PARENTHESES) {
                isGlob = token.isGlob = !0, finished = !0;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (code3 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK && (isGlobstar = token.isGlobstar = !0), isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
            continue;
          break;
        }
        if (code3 === CHAR_QUESTION_MARK) {
          if (isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
            continue;
          break;
        }
        if (code3 === CHAR_LEFT_SQUARE_BRACKET) {
          for (; eos() !== !0 && (next = advance()); ) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = !0, advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = !0, isGlob = token.isGlob = !0, finished = !0;
              break;
            }
          }
          if (scanToEnd === !0)
            continue;
          break;
        }
        if (opts.nonegate !== !0 && code3 === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = !0, start2++;
          continue;
        }
        if (opts.noparen !== !0 && code3 === CHAR_LEFT_PARENTHESES) {
          if (isGlob = token.isGlob = !0, scanToEnd === !0) {
            for (; eos() !== !0 && (code3 = advance()); ) {
              if (code3 === CHAR_LEFT_PARENTHESES) {
                backslashes = token.backslashes = !0, code3 = advance();
                continue;
              }
              if (code3 === CHAR_RIGHT_PARENTHESES) {
                finished = !0;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === !0) {
          if (finished = !0, scanToEnd === !0)
            continue;
          break;
        }
      }
      opts.noext === !0 && (isExtglob = !1, isGlob = !1);
      let base = str, prefix = "", glob = "";
      start2 > 0 && (prefix = str.slice(0, start2), str = str.slice(start2), lastIndex -= start2), base && isGlob === !0 && lastIndex > 0 ? (base = str.slice(0, lastIndex), glob = str.slice(lastIndex)) : isGlob === !0 ? (base = "", glob = str) : base = str, base && base !== "" && base !== "/" && base !== str && isPathSeparator(base.charCodeAt(base.length - 1)) && (base = base.slice(0, -1)), opts.unescape === !0 && (glob && (glob = utils.removeBackslashes(glob)), base && backslashes === !0 && (base = utils.removeBackslashes(base)));
      let state = {
        prefix,
        input,
        start: start2,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === !0 && (state.maxDepth = 0, isPathSeparator(code3) || tokens.push(token), state.tokens = tokens), opts.parts === !0 || opts.tokens === !0) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          let n = prevIndex ? prevIndex + 1 : start2, i = slashes[idx], value = input.slice(n, i);
          opts.tokens && (idx === 0 && start2 !== 0 ? (tokens[idx].isPrefix = !0, tokens[idx].value = prefix) : tokens[idx].value = value, depth(tokens[idx]), state.maxDepth += tokens[idx].depth), (idx !== 0 || value !== "") && parts.push(value), prevIndex = i;
        }
        if (prevIndex && prevIndex + 1 < input.length) {
          let value = input.slice(prevIndex + 1);
          parts.push(value), opts.tokens && (tokens[tokens.length - 1].value = value, depth(tokens[tokens.length - 1]), state.maxDepth += tokens[tokens.length - 1].depth);
        }
        state.slashes = slashes, state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse2 = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants9 = require_constants2(), utils = require_utils2(), {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants9, expandRange = (args, options) => {
      if (typeof options.expandRange == "function")
        return options.expandRange(...args, options);
      args.sort();
      let value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    }, syntaxError = (type, char) => `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`, splitTopLevel = (input) => {
      let parts = [], bracket = 0, paren = 0, quote = 0, value = "", escaped2 = !1;
      for (let ch of input) {
        if (escaped2 === !0) {
          value += ch, escaped2 = !1;
          continue;
        }
        if (ch === "\\") {
          value += ch, escaped2 = !0;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1, value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[")
            bracket++;
          else if (ch === "]" && bracket > 0)
            bracket--;
          else if (bracket === 0) {
            if (ch === "(")
              paren++;
            else if (ch === ")" && paren > 0)
              paren--;
            else if (ch === "|" && paren === 0) {
              parts.push(value), value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      return parts.push(value), parts;
    }, isPlainBranch = (branch) => {
      let escaped2 = !1;
      for (let ch of branch) {
        if (escaped2 === !0) {
          escaped2 = !1;
          continue;
        }
        if (ch === "\\") {
          escaped2 = !0;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch))
          return !1;
      }
      return !0;
    }, normalizeSimpleBranch = (branch) => {
      let value = branch.trim(), changed = !0;
      for (; changed === !0; )
        changed = !1, /^@\([^\\()[\]{}|]+\)$/.test(value) && (value = value.slice(2, -1), changed = !0);
      if (isPlainBranch(value))
        return value.replace(/\\(.)/g, "$1");
    }, hasRepeatedCharPrefixOverlap = (branches) => {
      let values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++)
        for (let j = i + 1; j < values.length; j++) {
          let a = values[i], b = values[j], char = a[0];
          if (!(!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) && (a === b || a.startsWith(b) || b.startsWith(a)))
            return !0;
        }
      return !1;
    }, parseRepeatedExtglob = (pattern, requireEnd = !0) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(")
        return;
      let bracket = 0, paren = 0, quote = 0, escaped2 = !1;
      for (let i = 1; i < pattern.length; i++) {
        let ch = pattern[i];
        if (escaped2 === !0) {
          escaped2 = !1;
          continue;
        }
        if (ch === "\\") {
          escaped2 = !0;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote !== 1) {
          if (ch === "[") {
            bracket++;
            continue;
          }
          if (ch === "]" && bracket > 0) {
            bracket--;
            continue;
          }
          if (!(bracket > 0)) {
            if (ch === "(") {
              paren++;
              continue;
            }
            if (ch === ")" && (paren--, paren === 0))
              return requireEnd === !0 && i !== pattern.length - 1 ? void 0 : {
                type: pattern[0],
                body: pattern.slice(2, i),
                end: i
              };
          }
        }
      }
    }, getStarExtglobSequenceOutput = (pattern) => {
      let index = 0, chars = [];
      for (; index < pattern.length; ) {
        let match = parseRepeatedExtglob(pattern.slice(index), !1);
        if (!match || match.type !== "*")
          return;
        let branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1)
          return;
        let branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1)
          return;
        chars.push(branch), index += match.end + 1;
      }
      return chars.length < 1 ? void 0 : `${chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`}*`;
    }, repeatedExtglobRecursion = (pattern) => {
      let depth = 0, value = pattern.trim(), match = parseRepeatedExtglob(value);
      for (; match; )
        depth++, value = match.body.trim(), match = parseRepeatedExtglob(value);
      return depth;
    }, analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === !1)
        return { risky: !1 };
      let max = typeof options.maxExtglobRecursion == "number" ? options.maxExtglobRecursion : constants9.DEFAULT_MAX_EXTGLOB_RECURSION, branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1 && (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)))
        return { risky: !0 };
      for (let branch of branches) {
        let safeOutput = getStarExtglobSequenceOutput(branch);
        if (safeOutput)
          return { risky: !0, safeOutput };
        if (repeatedExtglobRecursion(branch) > max)
          return { risky: !0 };
      }
      return { risky: !1 };
    }, parse2 = (input, options) => {
      if (typeof input != "string")
        throw new TypeError("Expected a string");
      input = REPLACEMENTS[input] || input;
      let opts = { ...options }, max = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH, len = input.length;
      if (len > max)
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      let bos = { type: "bos", value: "", output: opts.prepend || "" }, tokens = [bos], capture = opts.capture ? "" : "?:", win32 = utils.isWindows(options), PLATFORM_CHARS = constants9.globChars(win32), EXTGLOB_CHARS = constants9.extglobChars(PLATFORM_CHARS), {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS, globstar = (opts2) => `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`, nodot = opts.dot ? "" : NO_DOT, qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT, star = opts.bash === !0 ? globstar(opts) : STAR;
      opts.capture && (star = `(${star})`), typeof opts.noext == "boolean" && (opts.noextglob = opts.noext);
      let state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === !0,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: !1,
        negated: !1,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: !1,
        tokens
      };
      input = utils.removePrefix(input, state), len = input.length;
      let extglobs = [], braces = [], stack = [], prev = bos, value, eos = () => state.index === len - 1, peek = state.peek = (n = 1) => input[state.index + n], advance = state.advance = () => input[++state.index] || "", remaining = () => input.slice(state.index + 1), consume = (value2 = "", num = 0) => {
        state.consumed += value2, state.index += num;
      }, append = (token) => {
        state.output += token.output != null ? token.output : token.value, consume(token.value);
      }, negate = () => {
        let count2 = 1;
        for (; peek() === "!" && (peek(2) !== "(" || peek(3) === "?"); )
          advance(), state.start++, count2++;
        return count2 % 2 === 0 ? !1 : (state.negated = !0, state.start++, !0);
      }, increment = (type) => {
        state[type]++, stack.push(type);
      }, decrement = (type) => {
        state[type]--, stack.pop();
      }, push = (tok) => {
        if (prev.type === "globstar") {
          let isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace"), isExtglob = tok.extglob === !0 || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob && (state.output = state.output.slice(0, -prev.output.length), prev.type = "star", prev.value = "*", prev.output = star, state.output += prev.output);
        }
        if (extglobs.length && tok.type !== "paren" && (extglobs[extglobs.length - 1].inner += tok.value), (tok.value || tok.output) && append(tok), prev && prev.type === "text" && tok.type === "text") {
          prev.value += tok.value, prev.output = (prev.output || "") + tok.value;
          return;
        }
        tok.prev = prev, tokens.push(tok), prev = tok;
      }, extglobOpen = (type, value2) => {
        let token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev, token.parens = state.parens, token.output = state.output, token.startIndex = state.index, token.tokensIndex = tokens.length;
        let output = (opts.capture ? "(" : "") + token.open;
        increment("parens"), push({ type, value: value2, output: state.output ? "" : ONE_CHAR }), push({ type: "paren", extglob: !0, value: advance(), output }), extglobs.push(token);
      }, extglobClose = (token) => {
        let literal = input.slice(token.startIndex, state.index + 1), body = input.slice(token.startIndex + 2, state.index), analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          let safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0, open = tokens[token.tokensIndex];
          open.type = "text", open.value = literal, open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++)
            tokens[i].value = "", tokens[i].output = "", delete tokens[i].suffix;
          state.output = token.output + open.output, state.backtrack = !0, push({ type: "paren", extglob: !0, value, output: "" }), decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : ""), rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/") && (extglobStar = globstar(opts)), (extglobStar !== star || eos() || /^\)+$/.test(remaining())) && (output = token.close = `)$))${extglobStar}`), token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            let expression = parse2(rest, { ...options, fastpaths: !1 }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          token.prev.type === "bos" && (state.negatedExtglob = !0);
        }
        push({ type: "paren", extglob: !0, value, output }), decrement("parens");
      };
      if (opts.fastpaths !== !1 && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = !1, output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => first === "\\" ? (backslashes = !0, m) : first === "?" ? esc ? esc + first + (rest ? QMARK.repeat(rest.length) : "") : index === 0 ? qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "") : QMARK.repeat(chars.length) : first === "." ? DOT_LITERAL.repeat(chars.length) : first === "*" ? esc ? esc + first + (rest ? star : "") : star : esc ? m : `\\${m}`);
        return backslashes === !0 && (opts.unescape === !0 ? output = output.replace(/\\/g, "") : output = output.replace(/\\+/g, (m) => m.length % 2 === 0 ? "\\\\" : m ? "\\" : "")), output === input && opts.contains === !0 ? (state.output = input, state) : (state.output = utils.wrapOutput(output, state, options), state);
      }
      for (; !eos(); ) {
        if (value = advance(), value === "\0")
          continue;
        if (value === "\\") {
          let next = peek();
          if (next === "/" && opts.bash !== !0 || next === "." || next === ";")
            continue;
          if (!next) {
            value += "\\", push({ type: "text", value });
            continue;
          }
          let match = /^\\+/.exec(remaining()), slashes = 0;
          if (match && match[0].length > 2 && (slashes = match[0].length, state.index += slashes, slashes % 2 !== 0 && (value += "\\")), opts.unescape === !0 ? value = advance() : value += advance(), state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== !1 && value === ":") {
            let inner = prev.value.slice(1);
            if (inner.includes("[") && (prev.posix = !0, inner.includes(":"))) {
              let idx = prev.value.lastIndexOf("["), pre = prev.value.slice(0, idx), rest2 = prev.value.slice(idx + 2), posix = POSIX_REGEX_SOURCE[rest2];
              if (posix) {
                prev.value = pre + posix, state.backtrack = !0, advance(), !bos.output && tokens.indexOf(prev) === 1 && (bos.output = ONE_CHAR);
                continue;
              }
            }
          }
          (value === "[" && peek() !== ":" || value === "-" && peek() === "]") && (value = `\\${value}`), value === "]" && (prev.value === "[" || prev.value === "[^") && (value = `\\${value}`), opts.posix === !0 && value === "!" && prev.value === "[" && (value = "^"), prev.value += value, append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value), prev.value += value, append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1, opts.keepQuotes === !0 && push({ type: "text", value });
          continue;
        }
        if (value === "(") {
          increment("parens"), push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === !0)
            throw new SyntaxError(syntaxError("opening", "("));
          let extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" }), decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === !0 || !remaining().includes("]")) {
            if (opts.nobracket !== !0 && opts.strictBrackets === !0)
              throw new SyntaxError(syntaxError("closing", "]"));
            value = `\\${value}`;
          } else
            increment("brackets");
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === !0 || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === !0)
              throw new SyntaxError(syntaxError("opening", "["));
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          let prevValue = prev.value.slice(1);
          if (prev.posix !== !0 && prevValue[0] === "^" && !prevValue.includes("/") && (value = `/${value}`), prev.value += value, append({ value }), opts.literalBrackets === !1 || utils.hasRegexChars(prevValue))
            continue;
          let escaped2 = utils.escapeRegex(prev.value);
          if (state.output = state.output.slice(0, -prev.value.length), opts.literalBrackets === !0) {
            state.output += escaped2, prev.value = escaped2;
            continue;
          }
          prev.value = `(${capture}${escaped2}|${prev.value})`, state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== !0) {
          increment("braces");
          let open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open), push(open);
          continue;
        }
        if (value === "}") {
          let brace = braces[braces.length - 1];
          if (opts.nobrace === !0 || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === !0) {
            let arr = tokens.slice(), range = [];
            for (let i = arr.length - 1; i >= 0 && (tokens.pop(), arr[i].type !== "brace"); i--)
              arr[i].type !== "dots" && range.unshift(arr[i].value);
            output = expandRange(range, opts), state.backtrack = !0;
          }
          if (brace.comma !== !0 && brace.dots !== !0) {
            let out = state.output.slice(0, brace.outputIndex), toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{", value = output = "\\}", state.output = out;
            for (let t of toks)
              state.output += t.output || t.value;
          }
          push({ type: "brace", value, output }), decrement("braces"), braces.pop();
          continue;
        }
        if (value === "|") {
          extglobs.length > 0 && extglobs[extglobs.length - 1].conditions++, push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value, brace = braces[braces.length - 1];
          brace && stack[stack.length - 1] === "braces" && (brace.comma = !0, output = "|"), push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1, state.consumed = "", state.output = "", tokens.pop(), prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            prev.value === "." && (prev.output = DOT_LITERAL);
            let brace = braces[braces.length - 1];
            prev.type = "dots", prev.output += value, prev.value += value, brace.dots = !0;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          if (!(prev && prev.value === "(") && opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            let next = peek(), output = value;
            if (next === "<" && !utils.supportsLookbehinds())
              throw new Error("Node.js v10 or higher is required for regex lookbehinds");
            (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) && (output = `\\${value}`), push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== !0 && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== !0 && peek() === "(" && (peek(2) !== "?" || !/[!=<:]/.test(peek(3)))) {
            extglobOpen("negate", value);
            continue;
          }
          if (opts.nonegate !== !0 && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === !1) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: !0, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          (value === "$" || value === "^") && (value = `\\${value}`);
          let match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          match && (value += match[0], state.index += match[0].length), push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === !0)) {
          prev.type = "star", prev.star = !0, prev.value += value, prev.output = star, state.backtrack = !0, state.globstar = !0, consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== !0 && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === !0) {
            consume(value);
            continue;
          }
          let prior = prev.prev, before = prior.prev, isStart = prior.type === "slash" || prior.type === "bos", afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === !0 && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          let isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace"), isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          for (; rest.slice(0, 3) === "/**"; ) {
            let after = input[state.index + 4];
            if (after && after !== "/")
              break;
            rest = rest.slice(3), consume("/**", 3);
          }
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar", prev.value += value, prev.output = globstar(opts), state.output = prev.output, state.globstar = !0, consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && eos()) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length), prior.output = `(?:${prior.output}`, prev.type = "globstar", prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)"), prev.value += value, state.globstar = !0, state.output += prior.output + prev.output, consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            let end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length), prior.output = `(?:${prior.output}`, prev.type = "globstar", prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`, prev.value += value, state.output += prior.output + prev.output, state.globstar = !0, consume(value + advance()), push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar", prev.value += value, prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`, state.output = prev.output, state.globstar = !0, consume(value + advance()), push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length), prev.type = "globstar", prev.output = globstar(opts), prev.value += value, state.output += prev.output, state.globstar = !0, consume(value);
          continue;
        }
        let token = { type: "star", value, output: star };
        if (opts.bash === !0) {
          token.output = ".*?", (prev.type === "bos" || prev.type === "slash") && (token.output = nodot + token.output), push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === !0) {
          token.output = value, push(token);
          continue;
        }
        (state.index === state.start || prev.type === "slash" || prev.type === "dot") && (prev.type === "dot" ? (state.output += NO_DOT_SLASH, prev.output += NO_DOT_SLASH) : opts.dot === !0 ? (state.output += NO_DOTS_SLASH, prev.output += NO_DOTS_SLASH) : (state.output += nodot, prev.output += nodot), peek() !== "*" && (state.output += ONE_CHAR, prev.output += ONE_CHAR)), push(token);
      }
      for (; state.brackets > 0; ) {
        if (opts.strictBrackets === !0) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "["), decrement("brackets");
      }
      for (; state.parens > 0; ) {
        if (opts.strictBrackets === !0) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "("), decrement("parens");
      }
      for (; state.braces > 0; ) {
        if (opts.strictBrackets === !0) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{"), decrement("braces");
      }
      if (opts.strictSlashes !== !0 && (prev.type === "star" || prev.type === "bracket") && push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` }), state.backtrack === !0) {
        state.output = "";
        for (let token of state.tokens)
          state.output += token.output != null ? token.output : token.value, token.suffix && (state.output += token.suffix);
      }
      return state;
    };
    parse2.fastpaths = (input, options) => {
      let opts = { ...options }, max = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH, len = input.length;
      if (len > max)
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      input = REPLACEMENTS[input] || input;
      let win32 = utils.isWindows(options), {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants9.globChars(win32), nodot = opts.dot ? NO_DOTS : NO_DOT, slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT, capture = opts.capture ? "" : "?:", state = { negated: !1, prefix: "" }, star = opts.bash === !0 ? ".*?" : STAR;
      opts.capture && (star = `(${star})`);
      let globstar = (opts2) => opts2.noglobstar === !0 ? star : `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`, create2 = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            let match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            let source2 = create2(match[1]);
            return source2 ? source2 + DOT_LITERAL + match[2] : void 0;
          }
        }
      }, output = utils.removePrefix(input, state), source = create2(output);
      return source && opts.strictSlashes !== !0 && (source += `${SLASH_LITERAL}?`), source;
    };
    module2.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var path = require("path"), scan = require_scan(), parse2 = require_parse2(), utils = require_utils2(), constants9 = require_constants2(), isObject = (val) => val && typeof val == "object" && !Array.isArray(val), picomatch = (glob, options, returnState = !1) => {
      if (Array.isArray(glob)) {
        let fns = glob.map((input) => picomatch(input, options, returnState));
        return (str) => {
          for (let isMatch of fns) {
            let state2 = isMatch(str);
            if (state2) return state2;
          }
          return !1;
        };
      }
      let isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob != "string" && !isState)
        throw new TypeError("Expected pattern to be a non-empty string");
      let opts = options || {}, posix = utils.isWindows(options), regex = isState ? picomatch.compileRe(glob, options) : picomatch.makeRe(glob, options, !1, !0), state = regex.state;
      delete regex.state;
      let isIgnored = () => !1;
      if (opts.ignore) {
        let ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
      }
      let matcher = (input, returnObject = !1) => {
        let { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix }), result = { glob, state, regex, posix, input, output, match, isMatch };
        return typeof opts.onResult == "function" && opts.onResult(result), isMatch === !1 ? (result.isMatch = !1, returnObject ? result : !1) : isIgnored(input) ? (typeof opts.onIgnore == "function" && opts.onIgnore(result), result.isMatch = !1, returnObject ? result : !1) : (typeof opts.onMatch == "function" && opts.onMatch(result), returnObject ? result : !0);
      };
      return returnState && (matcher.state = state), matcher;
    };
    picomatch.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input != "string")
        throw new TypeError("Expected input to be a string");
      if (input === "")
        return { isMatch: !1, output: "" };
      let opts = options || {}, format3 = opts.format || (posix ? utils.toPosixSlashes : null), match = input === glob, output = match && format3 ? format3(input) : input;
      return match === !1 && (output = format3 ? format3(input) : input, match = output === glob), (match === !1 || opts.capture === !0) && (opts.matchBase === !0 || opts.basename === !0 ? match = picomatch.matchBase(input, regex, options, posix) : match = regex.exec(output)), { isMatch: !!match, match, output };
    };
    picomatch.matchBase = (input, glob, options, posix = utils.isWindows(options)) => (glob instanceof RegExp ? glob : picomatch.makeRe(glob, options)).test(path.basename(input));
    picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);
    picomatch.parse = (pattern, options) => Array.isArray(pattern) ? pattern.map((p) => picomatch.parse(p, options)) : parse2(pattern, { ...options, fastpaths: !1 });
    picomatch.scan = (input, options) => scan(input, options);
    picomatch.compileRe = (state, options, returnOutput = !1, returnState = !1) => {
      if (returnOutput === !0)
        return state.output;
      let opts = options || {}, prepend = opts.contains ? "" : "^", append = opts.contains ? "" : "$", source = `${prepend}(?:${state.output})${append}`;
      state && state.negated === !0 && (source = `^(?!${source}).*$`);
      let regex = picomatch.toRegex(source, options);
      return returnState === !0 && (regex.state = state), regex;
    };
    picomatch.makeRe = (input, options = {}, returnOutput = !1, returnState = !1) => {
      if (!input || typeof input != "string")
        throw new TypeError("Expected a non-empty string");
      let parsed = { negated: !1, fastpaths: !0 };
      return options.fastpaths !== !1 && (input[0] === "." || input[0] === "*") && (parsed.output = parse2.fastpaths(input, options)), parsed.output || (parsed = parse2(input, options)), picomatch.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch.toRegex = (source, options) => {
      try {
        let opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === !0) throw err;
        return /$^/;
      }
    };
    picomatch.constants = constants9;
    module2.exports = picomatch;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    module2.exports = require_picomatch();
  }
});

// node_modules/micromatch/index.js
var require_micromatch = __commonJS({
  "node_modules/micromatch/index.js"(exports2, module2) {
    "use strict";
    var util = require("util"), braces = require_braces(), picomatch = require_picomatch2(), utils = require_utils2(), isEmptyString = (v) => v === "" || v === "./", hasBraces = (v) => {
      let index = v.indexOf("{");
      return index > -1 && v.indexOf("}", index) > -1;
    }, micromatch = (list2, patterns, options) => {
      patterns = [].concat(patterns), list2 = [].concat(list2);
      let omit = /* @__PURE__ */ new Set(), keep = /* @__PURE__ */ new Set(), items = /* @__PURE__ */ new Set(), negatives = 0, onResult = (state) => {
        items.add(state.output), options && options.onResult && options.onResult(state);
      };
      for (let i = 0; i < patterns.length; i++) {
        let isMatch = picomatch(String(patterns[i]), { ...options, onResult }, !0), negated = isMatch.state.negated || isMatch.state.negatedExtglob;
        negated && negatives++;
        for (let item of list2) {
          let matched = isMatch(item, !0);
          (negated ? !matched.isMatch : matched.isMatch) && (negated ? omit.add(matched.output) : (omit.delete(matched.output), keep.add(matched.output)));
        }
      }
      let matches = (negatives === patterns.length ? [...items] : [...keep]).filter((item) => !omit.has(item));
      if (options && matches.length === 0) {
        if (options.failglob === !0)
          throw new Error(`No matches found for "${patterns.join(", ")}"`);
        if (options.nonull === !0 || options.nullglob === !0)
          return options.unescape ? patterns.map((p) => p.replace(/\\/g, "")) : patterns;
      }
      return matches;
    };
    micromatch.match = micromatch;
    micromatch.matcher = (pattern, options) => picomatch(pattern, options);
    micromatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);
    micromatch.any = micromatch.isMatch;
    micromatch.not = (list2, patterns, options = {}) => {
      patterns = [].concat(patterns).map(String);
      let result = /* @__PURE__ */ new Set(), items = [], onResult = (state) => {
        options.onResult && options.onResult(state), items.push(state.output);
      }, matches = new Set(micromatch(list2, patterns, { ...options, onResult }));
      for (let item of items)
        matches.has(item) || result.add(item);
      return [...result];
    };
    micromatch.contains = (str, pattern, options) => {
      if (typeof str != "string")
        throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
      if (Array.isArray(pattern))
        return pattern.some((p) => micromatch.contains(str, p, options));
      if (typeof pattern == "string") {
        if (isEmptyString(str) || isEmptyString(pattern))
          return !1;
        if (str.includes(pattern) || str.startsWith("./") && str.slice(2).includes(pattern))
          return !0;
      }
      return micromatch.isMatch(str, pattern, { ...options, contains: !0 });
    };
    micromatch.matchKeys = (obj, patterns, options) => {
      if (!utils.isObject(obj))
        throw new TypeError("Expected the first argument to be an object");
      let keys = micromatch(Object.keys(obj), patterns, options), res = {};
      for (let key of keys) res[key] = obj[key];
      return res;
    };
    micromatch.some = (list2, patterns, options) => {
      let items = [].concat(list2);
      for (let pattern of [].concat(patterns)) {
        let isMatch = picomatch(String(pattern), options);
        if (items.some((item) => isMatch(item)))
          return !0;
      }
      return !1;
    };
    micromatch.every = (list2, patterns, options) => {
      let items = [].concat(list2);
      for (let pattern of [].concat(patterns)) {
        let isMatch = picomatch(String(pattern), options);
        if (!items.every((item) => isMatch(item)))
          return !1;
      }
      return !0;
    };
    micromatch.all = (str, patterns, options) => {
      if (typeof str != "string")
        throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
      return [].concat(patterns).every((p) => picomatch(p, options)(str));
    };
    micromatch.capture = (glob, input, options) => {
      let posix = utils.isWindows(options), match = picomatch.makeRe(String(glob), { ...options, capture: !0 }).exec(posix ? utils.toPosixSlashes(input) : input);
      if (match)
        return match.slice(1).map((v) => v === void 0 ? "" : v);
    };
    micromatch.makeRe = (...args) => picomatch.makeRe(...args);
    micromatch.scan = (...args) => picomatch.scan(...args);
    micromatch.parse = (patterns, options) => {
      let res = [];
      for (let pattern of [].concat(patterns || []))
        for (let str of braces(String(pattern), options))
          res.push(picomatch.parse(str, options));
      return res;
    };
    micromatch.braces = (pattern, options) => {
      if (typeof pattern != "string") throw new TypeError("Expected a string");
      return options && options.nobrace === !0 || !hasBraces(pattern) ? [pattern] : braces(pattern, options);
    };
    micromatch.braceExpand = (pattern, options) => {
      if (typeof pattern != "string") throw new TypeError("Expected a string");
      return micromatch.braces(pattern, { ...options, expand: !0 });
    };
    micromatch.hasBraces = hasBraces;
    module2.exports = micromatch;
  }
});

// node_modules/fast-glob/out/utils/pattern.js
var require_pattern = __commonJS({
  "node_modules/fast-glob/out/utils/pattern.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.isAbsolute = exports2.partitionAbsoluteAndRelative = exports2.removeDuplicateSlashes = exports2.matchAny = exports2.convertPatternsToRe = exports2.makeRe = exports2.getPatternParts = exports2.expandBraceExpansion = exports2.expandPatternsWithBraceExpansion = exports2.isAffectDepthOfReadingPattern = exports2.endsWithSlashGlobStar = exports2.hasGlobStar = exports2.getBaseDirectory = exports2.isPatternRelatedToParentDirectory = exports2.getPatternsOutsideCurrentDirectory = exports2.getPatternsInsideCurrentDirectory = exports2.getPositivePatterns = exports2.getNegativePatterns = exports2.isPositivePattern = exports2.isNegativePattern = exports2.convertToNegativePattern = exports2.convertToPositivePattern = exports2.isDynamicPattern = exports2.isStaticPattern = void 0;
    var path = require("path"), globParent = require_glob_parent(), micromatch = require_micromatch(), GLOBSTAR = "**", ESCAPE_SYMBOL = "\\", COMMON_GLOB_SYMBOLS_RE = /[*?]|^!/, REGEX_CHARACTER_CLASS_SYMBOLS_RE = /\[[^[]*]/, REGEX_GROUP_SYMBOLS_RE = /(?:^|[^!*+?@])\([^(]*\|[^|]*\)/, GLOB_EXTENSION_SYMBOLS_RE = /[!*+?@]\([^(]*\)/, BRACE_EXPANSION_SEPARATORS_RE = /,|\.\./, DOUBLE_SLASH_RE = /(?!^)\/{2,}/g;
    function isStaticPattern(pattern, options = {}) {
      return !isDynamicPattern(pattern, options);
    }
    exports2.isStaticPattern = isStaticPattern;
    function isDynamicPattern(pattern, options = {}) {
      return pattern === "" ? !1 : !!(options.caseSensitiveMatch === !1 || pattern.includes(ESCAPE_SYMBOL) || COMMON_GLOB_SYMBOLS_RE.test(pattern) || REGEX_CHARACTER_CLASS_SYMBOLS_RE.test(pattern) || REGEX_GROUP_SYMBOLS_RE.test(pattern) || options.extglob !== !1 && GLOB_EXTENSION_SYMBOLS_RE.test(pattern) || options.braceExpansion !== !1 && hasBraceExpansion(pattern));
    }
    exports2.isDynamicPattern = isDynamicPattern;
    function hasBraceExpansion(pattern) {
      let openingBraceIndex = pattern.indexOf("{");
      if (openingBraceIndex === -1)
        return !1;
      let closingBraceIndex = pattern.indexOf("}", openingBraceIndex + 1);
      if (closingBraceIndex === -1)
        return !1;
      let braceContent = pattern.slice(openingBraceIndex, closingBraceIndex);
      return BRACE_EXPANSION_SEPARATORS_RE.test(braceContent);
    }
    function convertToPositivePattern(pattern) {
      return isNegativePattern(pattern) ? pattern.slice(1) : pattern;
    }
    exports2.convertToPositivePattern = convertToPositivePattern;
    function convertToNegativePattern(pattern) {
      return "!" + pattern;
    }
    exports2.convertToNegativePattern = convertToNegativePattern;
    function isNegativePattern(pattern) {
      return pattern.startsWith("!") && pattern[1] !== "(";
    }
    exports2.isNegativePattern = isNegativePattern;
    function isPositivePattern(pattern) {
      return !isNegativePattern(pattern);
    }
    exports2.isPositivePattern = isPositivePattern;
    function getNegativePatterns(patterns) {
      return patterns.filter(isNegativePattern);
    }
    exports2.getNegativePatterns = getNegativePatterns;
    function getPositivePatterns(patterns) {
      return patterns.filter(isPositivePattern);
    }
    exports2.getPositivePatterns = getPositivePatterns;
    function getPatternsInsideCurrentDirectory(patterns) {
      return patterns.filter((pattern) => !isPatternRelatedToParentDirectory(pattern));
    }
    exports2.getPatternsInsideCurrentDirectory = getPatternsInsideCurrentDirectory;
    function getPatternsOutsideCurrentDirectory(patterns) {
      return patterns.filter(isPatternRelatedToParentDirectory);
    }
    exports2.getPatternsOutsideCurrentDirectory = getPatternsOutsideCurrentDirectory;
    function isPatternRelatedToParentDirectory(pattern) {
      return pattern.startsWith("..") || pattern.startsWith("./..");
    }
    exports2.isPatternRelatedToParentDirectory = isPatternRelatedToParentDirectory;
    function getBaseDirectory(pattern) {
      return globParent(pattern, { flipBackslashes: !1 });
    }
    exports2.getBaseDirectory = getBaseDirectory;
    function hasGlobStar(pattern) {
      return pattern.includes(GLOBSTAR);
    }
    exports2.hasGlobStar = hasGlobStar;
    function endsWithSlashGlobStar(pattern) {
      return pattern.endsWith("/" + GLOBSTAR);
    }
    exports2.endsWithSlashGlobStar = endsWithSlashGlobStar;
    function isAffectDepthOfReadingPattern(pattern) {
      let basename7 = path.basename(pattern);
      return endsWithSlashGlobStar(pattern) || isStaticPattern(basename7);
    }
    exports2.isAffectDepthOfReadingPattern = isAffectDepthOfReadingPattern;
    function expandPatternsWithBraceExpansion(patterns) {
      return patterns.reduce((collection, pattern) => collection.concat(expandBraceExpansion(pattern)), []);
    }
    exports2.expandPatternsWithBraceExpansion = expandPatternsWithBraceExpansion;
    function expandBraceExpansion(pattern) {
      let patterns = micromatch.braces(pattern, { expand: !0, nodupes: !0, keepEscaping: !0 });
      return patterns.sort((a, b) => a.length - b.length), patterns.filter((pattern2) => pattern2 !== "");
    }
    exports2.expandBraceExpansion = expandBraceExpansion;
    function getPatternParts(pattern, options) {
      let { parts } = micromatch.scan(pattern, Object.assign(Object.assign({}, options), { parts: !0 }));
      return parts.length === 0 && (parts = [pattern]), parts[0].startsWith("/") && (parts[0] = parts[0].slice(1), parts.unshift("")), parts;
    }
    exports2.getPatternParts = getPatternParts;
    function makeRe(pattern, options) {
      return micromatch.makeRe(pattern, options);
    }
    exports2.makeRe = makeRe;
    function convertPatternsToRe(patterns, options) {
      return patterns.map((pattern) => makeRe(pattern, options));
    }
    exports2.convertPatternsToRe = convertPatternsToRe;
    function matchAny(entry, patternsRe) {
      return patternsRe.some((patternRe) => patternRe.test(entry));
    }
    exports2.matchAny = matchAny;
    function removeDuplicateSlashes(pattern) {
      return pattern.replace(DOUBLE_SLASH_RE, "/");
    }
    exports2.removeDuplicateSlashes = removeDuplicateSlashes;
    function partitionAbsoluteAndRelative(patterns) {
      let absolute = [], relative6 = [];
      for (let pattern of patterns)
        isAbsolute7(pattern) ? absolute.push(pattern) : relative6.push(pattern);
      return [absolute, relative6];
    }
    exports2.partitionAbsoluteAndRelative = partitionAbsoluteAndRelative;
    function isAbsolute7(pattern) {
      return path.isAbsolute(pattern);
    }
    exports2.isAbsolute = isAbsolute7;
  }
});

// node_modules/merge2/index.js
var require_merge2 = __commonJS({
  "node_modules/merge2/index.js"(exports2, module2) {
    "use strict";
    var Stream = require("stream"), PassThrough = Stream.PassThrough, slice = Array.prototype.slice;
    module2.exports = merge2;
    function merge2() {
      let streamsQueue = [], args = slice.call(arguments), merging = !1, options = args[args.length - 1];
      options && !Array.isArray(options) && options.pipe == null ? args.pop() : options = {};
      let doEnd = options.end !== !1, doPipeError = options.pipeError === !0;
      options.objectMode == null && (options.objectMode = !0), options.highWaterMark == null && (options.highWaterMark = 64 * 1024);
      let mergedStream = PassThrough(options);
      function addStream() {
        for (let i = 0, len = arguments.length; i < len; i++)
          streamsQueue.push(pauseStreams(arguments[i], options));
        return mergeStream(), this;
      }
      function mergeStream() {
        if (merging)
          return;
        merging = !0;
        let streams = streamsQueue.shift();
        if (!streams) {
          process.nextTick(endStream);
          return;
        }
        Array.isArray(streams) || (streams = [streams]);
        let pipesCount = streams.length + 1;
        function next() {
          --pipesCount > 0 || (merging = !1, mergeStream());
        }
        function pipe(stream) {
          function onend() {
            stream.removeListener("merge2UnpipeEnd", onend), stream.removeListener("end", onend), doPipeError && stream.removeListener("error", onerror), next();
          }
          function onerror(err) {
            mergedStream.emit("error", err);
          }
          if (stream._readableState.endEmitted)
            return next();
          stream.on("merge2UnpipeEnd", onend), stream.on("end", onend), doPipeError && stream.on("error", onerror), stream.pipe(mergedStream, { end: !1 }), stream.resume();
        }
        for (let i = 0; i < streams.length; i++)
          pipe(streams[i]);
        next();
      }
      function endStream() {
        merging = !1, mergedStream.emit("queueDrain"), doEnd && mergedStream.end();
      }
      return mergedStream.setMaxListeners(0), mergedStream.add = addStream, mergedStream.on("unpipe", function(stream) {
        stream.emit("merge2UnpipeEnd");
      }), args.length && addStream.apply(null, args), mergedStream;
    }
    function pauseStreams(streams, options) {
      if (Array.isArray(streams))
        for (let i = 0, len = streams.length; i < len; i++)
          streams[i] = pauseStreams(streams[i], options);
      else {
        if (!streams._readableState && streams.pipe && (streams = streams.pipe(PassThrough(options))), !streams._readableState || !streams.pause || !streams.pipe)
          throw new Error("Only readable stream can be merged.");
        streams.pause();
      }
      return streams;
    }
  }
});

// node_modules/fast-glob/out/utils/stream.js
var require_stream = __commonJS({
  "node_modules/fast-glob/out/utils/stream.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.merge = void 0;
    var merge2 = require_merge2();
    function merge(streams) {
      let mergedStream = merge2(streams);
      return streams.forEach((stream) => {
        stream.once("error", (error) => mergedStream.emit("error", error));
      }), mergedStream.once("close", () => propagateCloseEventToSources(streams)), mergedStream.once("end", () => propagateCloseEventToSources(streams)), mergedStream;
    }
    exports2.merge = merge;
    function propagateCloseEventToSources(streams) {
      streams.forEach((stream) => stream.emit("close"));
    }
  }
});

// node_modules/fast-glob/out/utils/string.js
var require_string = __commonJS({
  "node_modules/fast-glob/out/utils/string.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.isEmpty = exports2.isString = void 0;
    function isString(input) {
      return typeof input == "string";
    }
    exports2.isString = isString;
    function isEmpty(input) {
      return input === "";
    }
    exports2.isEmpty = isEmpty;
  }
});

// node_modules/fast-glob/out/utils/index.js
var require_utils3 = __commonJS({
  "node_modules/fast-glob/out/utils/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.string = exports2.stream = exports2.pattern = exports2.path = exports2.fs = exports2.errno = exports2.array = void 0;
    var array = require_array();
    exports2.array = array;
    var errno = require_errno();
    exports2.errno = errno;
    var fs = require_fs();
    exports2.fs = fs;
    var path = require_path();
    exports2.path = path;
    var pattern = require_pattern();
    exports2.pattern = pattern;
    var stream = require_stream();
    exports2.stream = stream;
    var string = require_string();
    exports2.string = string;
  }
});

// node_modules/fast-glob/out/managers/tasks.js
var require_tasks = __commonJS({
  "node_modules/fast-glob/out/managers/tasks.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.convertPatternGroupToTask = exports2.convertPatternGroupsToTasks = exports2.groupPatternsByBaseDirectory = exports2.getNegativePatternsAsPositive = exports2.getPositivePatterns = exports2.convertPatternsToTasks = exports2.generate = void 0;
    var utils = require_utils3();
    function generate(input, settings) {
      let patterns = processPatterns(input, settings), ignore = processPatterns(settings.ignore, settings), positivePatterns = getPositivePatterns(patterns), negativePatterns = getNegativePatternsAsPositive(patterns, ignore), staticPatterns = positivePatterns.filter((pattern) => utils.pattern.isStaticPattern(pattern, settings)), dynamicPatterns = positivePatterns.filter((pattern) => utils.pattern.isDynamicPattern(pattern, settings)), staticTasks = convertPatternsToTasks(
        staticPatterns,
        negativePatterns,
        /* dynamic */
        !1
      ), dynamicTasks = convertPatternsToTasks(
        dynamicPatterns,
        negativePatterns,
        /* dynamic */
        !0
      );
      return staticTasks.concat(dynamicTasks);
    }
    exports2.generate = generate;
    function processPatterns(input, settings) {
      let patterns = input;
      return settings.braceExpansion && (patterns = utils.pattern.expandPatternsWithBraceExpansion(patterns)), settings.baseNameMatch && (patterns = patterns.map((pattern) => pattern.includes("/") ? pattern : `**/${pattern}`)), patterns.map((pattern) => utils.pattern.removeDuplicateSlashes(pattern));
    }
    function convertPatternsToTasks(positive, negative, dynamic) {
      let tasks = [], patternsOutsideCurrentDirectory = utils.pattern.getPatternsOutsideCurrentDirectory(positive), patternsInsideCurrentDirectory = utils.pattern.getPatternsInsideCurrentDirectory(positive), outsideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsOutsideCurrentDirectory), insideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsInsideCurrentDirectory);
      return tasks.push(...convertPatternGroupsToTasks(outsideCurrentDirectoryGroup, negative, dynamic)), "." in insideCurrentDirectoryGroup ? tasks.push(convertPatternGroupToTask(".", patternsInsideCurrentDirectory, negative, dynamic)) : tasks.push(...convertPatternGroupsToTasks(insideCurrentDirectoryGroup, negative, dynamic)), tasks;
    }
    exports2.convertPatternsToTasks = convertPatternsToTasks;
    function getPositivePatterns(patterns) {
      return utils.pattern.getPositivePatterns(patterns);
    }
    exports2.getPositivePatterns = getPositivePatterns;
    function getNegativePatternsAsPositive(patterns, ignore) {
      return utils.pattern.getNegativePatterns(patterns).concat(ignore).map(utils.pattern.convertToPositivePattern);
    }
    exports2.getNegativePatternsAsPositive = getNegativePatternsAsPositive;
    function groupPatternsByBaseDirectory(patterns) {
      let group = {};
      return patterns.reduce((collection, pattern) => {
        let base = utils.pattern.getBaseDirectory(pattern);
        return base in collection ? collection[base].push(pattern) : collection[base] = [pattern], collection;
      }, group);
    }
    exports2.groupPatternsByBaseDirectory = groupPatternsByBaseDirectory;
    function convertPatternGroupsToTasks(positive, negative, dynamic) {
      return Object.keys(positive).map((base) => convertPatternGroupToTask(base, positive[base], negative, dynamic));
    }
    exports2.convertPatternGroupsToTasks = convertPatternGroupsToTasks;
    function convertPatternGroupToTask(base, positive, negative, dynamic) {
      return {
        dynamic,
        positive,
        negative,
        base,
        patterns: [].concat(positive, negative.map(utils.pattern.convertToNegativePattern))
      };
    }
    exports2.convertPatternGroupToTask = convertPatternGroupToTask;
  }
});

// node_modules/@nodelib/fs.stat/out/providers/async.js
var require_async = __commonJS({
  "node_modules/@nodelib/fs.stat/out/providers/async.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.read = void 0;
    function read(path, settings, callback) {
      settings.fs.lstat(path, (lstatError, lstat) => {
        if (lstatError !== null) {
          callFailureCallback(callback, lstatError);
          return;
        }
        if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
          callSuccessCallback(callback, lstat);
          return;
        }
        settings.fs.stat(path, (statError, stat) => {
          if (statError !== null) {
            if (settings.throwErrorOnBrokenSymbolicLink) {
              callFailureCallback(callback, statError);
              return;
            }
            callSuccessCallback(callback, lstat);
            return;
          }
          settings.markSymbolicLink && (stat.isSymbolicLink = () => !0), callSuccessCallback(callback, stat);
        });
      });
    }
    exports2.read = read;
    function callFailureCallback(callback, error) {
      callback(error);
    }
    function callSuccessCallback(callback, result) {
      callback(null, result);
    }
  }
});

// node_modules/@nodelib/fs.stat/out/providers/sync.js
var require_sync = __commonJS({
  "node_modules/@nodelib/fs.stat/out/providers/sync.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.read = void 0;
    function read(path, settings) {
      let lstat = settings.fs.lstatSync(path);
      if (!lstat.isSymbolicLink() || !settings.followSymbolicLink)
        return lstat;
      try {
        let stat = settings.fs.statSync(path);
        return settings.markSymbolicLink && (stat.isSymbolicLink = () => !0), stat;
      } catch (error) {
        if (!settings.throwErrorOnBrokenSymbolicLink)
          return lstat;
        throw error;
      }
    }
    exports2.read = read;
  }
});

// node_modules/@nodelib/fs.stat/out/adapters/fs.js
var require_fs2 = __commonJS({
  "node_modules/@nodelib/fs.stat/out/adapters/fs.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.createFileSystemAdapter = exports2.FILE_SYSTEM_ADAPTER = void 0;
    var fs = require("fs");
    exports2.FILE_SYSTEM_ADAPTER = {
      lstat: fs.lstat,
      stat: fs.stat,
      lstatSync: fs.lstatSync,
      statSync: fs.statSync
    };
    function createFileSystemAdapter(fsMethods) {
      return fsMethods === void 0 ? exports2.FILE_SYSTEM_ADAPTER : Object.assign(Object.assign({}, exports2.FILE_SYSTEM_ADAPTER), fsMethods);
    }
    exports2.createFileSystemAdapter = createFileSystemAdapter;
  }
});

// node_modules/@nodelib/fs.stat/out/settings.js
var require_settings = __commonJS({
  "node_modules/@nodelib/fs.stat/out/settings.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var fs = require_fs2(), Settings = class {
      constructor(_options = {}) {
        this._options = _options, this.followSymbolicLink = this._getValue(this._options.followSymbolicLink, !0), this.fs = fs.createFileSystemAdapter(this._options.fs), this.markSymbolicLink = this._getValue(this._options.markSymbolicLink, !1), this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, !0);
      }
      _getValue(option, value) {
        return option ?? value;
      }
    };
    exports2.default = Settings;
  }
});

// node_modules/@nodelib/fs.stat/out/index.js
var require_out = __commonJS({
  "node_modules/@nodelib/fs.stat/out/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.statSync = exports2.stat = exports2.Settings = void 0;
    var async = require_async(), sync = require_sync(), settings_1 = require_settings();
    exports2.Settings = settings_1.default;
    function stat(path, optionsOrSettingsOrCallback, callback) {
      if (typeof optionsOrSettingsOrCallback == "function") {
        async.read(path, getSettings(), optionsOrSettingsOrCallback);
        return;
      }
      async.read(path, getSettings(optionsOrSettingsOrCallback), callback);
    }
    exports2.stat = stat;
    function statSync10(path, optionsOrSettings) {
      let settings = getSettings(optionsOrSettings);
      return sync.read(path, settings);
    }
    exports2.statSync = statSync10;
    function getSettings(settingsOrOptions = {}) {
      return settingsOrOptions instanceof settings_1.default ? settingsOrOptions : new settings_1.default(settingsOrOptions);
    }
  }
});

// node_modules/queue-microtask/index.js
var require_queue_microtask = __commonJS({
  "node_modules/queue-microtask/index.js"(exports2, module2) {
    var promise;
    module2.exports = typeof queueMicrotask == "function" ? queueMicrotask.bind(typeof window < "u" ? window : global) : (cb) => (promise || (promise = Promise.resolve())).then(cb).catch((err) => setTimeout(() => {
      throw err;
    }, 0));
  }
});

// node_modules/run-parallel/index.js
var require_run_parallel = __commonJS({
  "node_modules/run-parallel/index.js"(exports2, module2) {
    module2.exports = runParallel;
    var queueMicrotask2 = require_queue_microtask();
    function runParallel(tasks, cb) {
      let results, pending, keys, isSync = !0;
      Array.isArray(tasks) ? (results = [], pending = tasks.length) : (keys = Object.keys(tasks), results = {}, pending = keys.length);
      function done(err) {
        function end() {
          cb && cb(err, results), cb = null;
        }
        isSync ? queueMicrotask2(end) : end();
      }
      function each(i, err, result) {
        results[i] = result, (--pending === 0 || err) && done(err);
      }
      pending ? keys ? keys.forEach(function(key) {
        tasks[key](function(err, result) {
          each(key, err, result);
        });
      }) : tasks.forEach(function(task, i) {
        task(function(err, result) {
          each(i, err, result);
        });
      }) : done(null), isSync = !1;
    }
  }
});

// node_modules/@nodelib/fs.scandir/out/constants.js
var require_constants3 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/constants.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.IS_SUPPORT_READDIR_WITH_FILE_TYPES = void 0;
    var NODE_PROCESS_VERSION_PARTS = process.versions.node.split(".");
    if (NODE_PROCESS_VERSION_PARTS[0] === void 0 || NODE_PROCESS_VERSION_PARTS[1] === void 0)
      throw new Error(`Unexpected behavior. The 'process.versions.node' variable has invalid value: ${process.versions.node}`);
    var MAJOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[0], 10), MINOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[1], 10), SUPPORTED_MAJOR_VERSION = 10, SUPPORTED_MINOR_VERSION = 10, IS_MATCHED_BY_MAJOR = MAJOR_VERSION > SUPPORTED_MAJOR_VERSION, IS_MATCHED_BY_MAJOR_AND_MINOR = MAJOR_VERSION === SUPPORTED_MAJOR_VERSION && MINOR_VERSION >= SUPPORTED_MINOR_VERSION;
    exports2.IS_SUPPORT_READDIR_WITH_FILE_TYPES = IS_MATCHED_BY_MAJOR || IS_MATCHED_BY_MAJOR_AND_MINOR;
  }
});

// node_modules/@nodelib/fs.scandir/out/utils/fs.js
var require_fs3 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/utils/fs.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.createDirentFromStats = void 0;
    var DirentFromStats = class {
      constructor(name, stats) {
        this.name = name, this.isBlockDevice = stats.isBlockDevice.bind(stats), this.isCharacterDevice = stats.isCharacterDevice.bind(stats), this.isDirectory = stats.isDirectory.bind(stats), this.isFIFO = stats.isFIFO.bind(stats), this.isFile = stats.isFile.bind(stats), this.isSocket = stats.isSocket.bind(stats), this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
      }
    };
    function createDirentFromStats(name, stats) {
      return new DirentFromStats(name, stats);
    }
    exports2.createDirentFromStats = createDirentFromStats;
  }
});

// node_modules/@nodelib/fs.scandir/out/utils/index.js
var require_utils4 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/utils/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.fs = void 0;
    var fs = require_fs3();
    exports2.fs = fs;
  }
});

// node_modules/@nodelib/fs.scandir/out/providers/common.js
var require_common = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/providers/common.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.joinPathSegments = void 0;
    function joinPathSegments(a, b, separator) {
      return a.endsWith(separator) ? a + b : a + separator + b;
    }
    exports2.joinPathSegments = joinPathSegments;
  }
});

// node_modules/@nodelib/fs.scandir/out/providers/async.js
var require_async2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/providers/async.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.readdir = exports2.readdirWithFileTypes = exports2.read = void 0;
    var fsStat = require_out(), rpl = require_run_parallel(), constants_1 = require_constants3(), utils = require_utils4(), common = require_common();
    function read(directory, settings, callback) {
      if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        readdirWithFileTypes(directory, settings, callback);
        return;
      }
      readdir(directory, settings, callback);
    }
    exports2.read = read;
    function readdirWithFileTypes(directory, settings, callback) {
      settings.fs.readdir(directory, { withFileTypes: !0 }, (readdirError, dirents) => {
        if (readdirError !== null) {
          callFailureCallback(callback, readdirError);
          return;
        }
        let entries = dirents.map((dirent) => ({
          dirent,
          name: dirent.name,
          path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        }));
        if (!settings.followSymbolicLinks) {
          callSuccessCallback(callback, entries);
          return;
        }
        let tasks = entries.map((entry) => makeRplTaskEntry(entry, settings));
        rpl(tasks, (rplError, rplEntries) => {
          if (rplError !== null) {
            callFailureCallback(callback, rplError);
            return;
          }
          callSuccessCallback(callback, rplEntries);
        });
      });
    }
    exports2.readdirWithFileTypes = readdirWithFileTypes;
    function makeRplTaskEntry(entry, settings) {
      return (done) => {
        if (!entry.dirent.isSymbolicLink()) {
          done(null, entry);
          return;
        }
        settings.fs.stat(entry.path, (statError, stats) => {
          if (statError !== null) {
            if (settings.throwErrorOnBrokenSymbolicLink) {
              done(statError);
              return;
            }
            done(null, entry);
            return;
          }
          entry.dirent = utils.fs.createDirentFromStats(entry.name, stats), done(null, entry);
        });
      };
    }
    function readdir(directory, settings, callback) {
      settings.fs.readdir(directory, (readdirError, names) => {
        if (readdirError !== null) {
          callFailureCallback(callback, readdirError);
          return;
        }
        let tasks = names.map((name) => {
          let path = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
          return (done) => {
            fsStat.stat(path, settings.fsStatSettings, (error, stats) => {
              if (error !== null) {
                done(error);
                return;
              }
              let entry = {
                name,
                path,
                dirent: utils.fs.createDirentFromStats(name, stats)
              };
              settings.stats && (entry.stats = stats), done(null, entry);
            });
          };
        });
        rpl(tasks, (rplError, entries) => {
          if (rplError !== null) {
            callFailureCallback(callback, rplError);
            return;
          }
          callSuccessCallback(callback, entries);
        });
      });
    }
    exports2.readdir = readdir;
    function callFailureCallback(callback, error) {
      callback(error);
    }
    function callSuccessCallback(callback, result) {
      callback(null, result);
    }
  }
});

// node_modules/@nodelib/fs.scandir/out/providers/sync.js
var require_sync2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/providers/sync.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.readdir = exports2.readdirWithFileTypes = exports2.read = void 0;
    var fsStat = require_out(), constants_1 = require_constants3(), utils = require_utils4(), common = require_common();
    function read(directory, settings) {
      return !settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES ? readdirWithFileTypes(directory, settings) : readdir(directory, settings);
    }
    exports2.read = read;
    function readdirWithFileTypes(directory, settings) {
      return settings.fs.readdirSync(directory, { withFileTypes: !0 }).map((dirent) => {
        let entry = {
          dirent,
          name: dirent.name,
          path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        };
        if (entry.dirent.isSymbolicLink() && settings.followSymbolicLinks)
          try {
            let stats = settings.fs.statSync(entry.path);
            entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
          } catch (error) {
            if (settings.throwErrorOnBrokenSymbolicLink)
              throw error;
          }
        return entry;
      });
    }
    exports2.readdirWithFileTypes = readdirWithFileTypes;
    function readdir(directory, settings) {
      return settings.fs.readdirSync(directory).map((name) => {
        let entryPath = common.joinPathSegments(directory, name, settings.pathSegmentSeparator), stats = fsStat.statSync(entryPath, settings.fsStatSettings), entry = {
          name,
          path: entryPath,
          dirent: utils.fs.createDirentFromStats(name, stats)
        };
        return settings.stats && (entry.stats = stats), entry;
      });
    }
    exports2.readdir = readdir;
  }
});

// node_modules/@nodelib/fs.scandir/out/adapters/fs.js
var require_fs4 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/adapters/fs.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.createFileSystemAdapter = exports2.FILE_SYSTEM_ADAPTER = void 0;
    var fs = require("fs");
    exports2.FILE_SYSTEM_ADAPTER = {
      lstat: fs.lstat,
      stat: fs.stat,
      lstatSync: fs.lstatSync,
      statSync: fs.statSync,
      readdir: fs.readdir,
      readdirSync: fs.readdirSync
    };
    function createFileSystemAdapter(fsMethods) {
      return fsMethods === void 0 ? exports2.FILE_SYSTEM_ADAPTER : Object.assign(Object.assign({}, exports2.FILE_SYSTEM_ADAPTER), fsMethods);
    }
    exports2.createFileSystemAdapter = createFileSystemAdapter;
  }
});

// node_modules/@nodelib/fs.scandir/out/settings.js
var require_settings2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/settings.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var path = require("path"), fsStat = require_out(), fs = require_fs4(), Settings = class {
      constructor(_options = {}) {
        this._options = _options, this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, !1), this.fs = fs.createFileSystemAdapter(this._options.fs), this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path.sep), this.stats = this._getValue(this._options.stats, !1), this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, !0), this.fsStatSettings = new fsStat.Settings({
          followSymbolicLink: this.followSymbolicLinks,
          fs: this.fs,
          throwErrorOnBrokenSymbolicLink: this.throwErrorOnBrokenSymbolicLink
        });
      }
      _getValue(option, value) {
        return option ?? value;
      }
    };
    exports2.default = Settings;
  }
});

// node_modules/@nodelib/fs.scandir/out/index.js
var require_out2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.Settings = exports2.scandirSync = exports2.scandir = void 0;
    var async = require_async2(), sync = require_sync2(), settings_1 = require_settings2();
    exports2.Settings = settings_1.default;
    function scandir(path, optionsOrSettingsOrCallback, callback) {
      if (typeof optionsOrSettingsOrCallback == "function") {
        async.read(path, getSettings(), optionsOrSettingsOrCallback);
        return;
      }
      async.read(path, getSettings(optionsOrSettingsOrCallback), callback);
    }
    exports2.scandir = scandir;
    function scandirSync(path, optionsOrSettings) {
      let settings = getSettings(optionsOrSettings);
      return sync.read(path, settings);
    }
    exports2.scandirSync = scandirSync;
    function getSettings(settingsOrOptions = {}) {
      return settingsOrOptions instanceof settings_1.default ? settingsOrOptions : new settings_1.default(settingsOrOptions);
    }
  }
});

// node_modules/reusify/reusify.js
var require_reusify = __commonJS({
  "node_modules/reusify/reusify.js"(exports2, module2) {
    "use strict";
    function reusify(Constructor) {
      var head = new Constructor(), tail = head;
      function get() {
        var current = head;
        return current.next ? head = current.next : (head = new Constructor(), tail = head), current.next = null, current;
      }
      function release2(obj) {
        tail.next = obj, tail = obj;
      }
      return {
        get,
        release: release2
      };
    }
    module2.exports = reusify;
  }
});

// node_modules/fastq/queue.js
var require_queue = __commonJS({
  "node_modules/fastq/queue.js"(exports2, module2) {
    "use strict";
    var reusify = require_reusify();
    function fastqueue(context, worker, _concurrency) {
      if (typeof context == "function" && (_concurrency = worker, worker = context, context = null), !(_concurrency >= 1))
        throw new Error("fastqueue concurrency must be equal to or greater than 1");
      var cache = reusify(Task), queueHead = null, queueTail = null, _running = 0, errorHandler = null, self = {
        push,
        drain: noop,
        saturated: noop,
        pause,
        paused: !1,
        get concurrency() {
          return _concurrency;
        },
        set concurrency(value) {
          if (!(value >= 1))
            throw new Error("fastqueue concurrency must be equal to or greater than 1");
          if (_concurrency = value, !self.paused)
            for (; queueHead && _running < _concurrency; )
              _running++, release2();
        },
        running,
        resume,
        idle,
        length,
        getQueue,
        unshift,
        empty: noop,
        kill,
        killAndDrain,
        error,
        abort
      };
      return self;
      function running() {
        return _running;
      }
      function pause() {
        self.paused = !0;
      }
      function length() {
        for (var current = queueHead, counter = 0; current; )
          current = current.next, counter++;
        return counter;
      }
      function getQueue() {
        for (var current = queueHead, tasks = []; current; )
          tasks.push(current.value), current = current.next;
        return tasks;
      }
      function resume() {
        if (self.paused) {
          if (self.paused = !1, queueHead === null) {
            _running++, release2();
            return;
          }
          for (; queueHead && _running < _concurrency; )
            _running++, release2();
        }
      }
      function idle() {
        return _running === 0 && self.length() === 0;
      }
      function push(value, done) {
        var current = cache.get();
        current.context = context, current.release = release2, current.value = value, current.callback = done || noop, current.errorHandler = errorHandler, _running >= _concurrency || self.paused ? queueTail ? (queueTail.next = current, queueTail = current) : (queueHead = current, queueTail = current, self.saturated()) : (_running++, worker.call(context, current.value, current.worked));
      }
      function unshift(value, done) {
        var current = cache.get();
        current.context = context, current.release = release2, current.value = value, current.callback = done || noop, current.errorHandler = errorHandler, _running >= _concurrency || self.paused ? queueHead ? (current.next = queueHead, queueHead = current) : (queueHead = current, queueTail = current, self.saturated()) : (_running++, worker.call(context, current.value, current.worked));
      }
      function release2(holder) {
        holder && cache.release(holder);
        var next = queueHead;
        next && _running <= _concurrency ? self.paused ? _running-- : (queueTail === queueHead && (queueTail = null), queueHead = next.next, next.next = null, worker.call(context, next.value, next.worked), queueTail === null && self.empty()) : --_running === 0 && self.drain();
      }
      function kill() {
        queueHead = null, queueTail = null, self.drain = noop;
      }
      function killAndDrain() {
        queueHead = null, queueTail = null, self.drain(), self.drain = noop;
      }
      function abort() {
        var current = queueHead;
        for (queueHead = null, queueTail = null; current; ) {
          var next = current.next, callback = current.callback, errorHandler2 = current.errorHandler, val = current.value, context2 = current.context;
          current.value = null, current.callback = noop, current.errorHandler = null, current.next = null, errorHandler2 && errorHandler2(new Error("abort"), val), callback.call(context2, new Error("abort")), cache.release(current), current = next;
        }
        self.drain = noop;
      }
      function error(handler) {
        errorHandler = handler;
      }
    }
    function noop() {
    }
    function Task() {
      this.value = null, this.callback = noop, this.next = null, this.release = noop, this.context = null, this.errorHandler = null;
      var self = this;
      this.worked = function(err, result) {
        var callback = self.callback, errorHandler = self.errorHandler, val = self.value;
        self.value = null, self.callback = noop, self.errorHandler && errorHandler(err, val), callback.call(self.context, err, result), self.release(self);
      };
    }
    function queueAsPromised(context, worker, _concurrency) {
      typeof context == "function" && (_concurrency = worker, worker = context, context = null);
      function asyncWrapper(arg, cb) {
        worker.call(this, arg).then(function(res) {
          cb(null, res);
        }, cb);
      }
      var queue = fastqueue(context, asyncWrapper, _concurrency), pushCb = queue.push, unshiftCb = queue.unshift;
      return queue.push = push, queue.unshift = unshift, queue.drained = drained, queue;
      function push(value) {
        var p = new Promise(function(resolve21, reject) {
          pushCb(value, function(err, result) {
            if (err) {
              reject(err);
              return;
            }
            resolve21(result);
          });
        });
        return p.catch(noop), p;
      }
      function unshift(value) {
        var p = new Promise(function(resolve21, reject) {
          unshiftCb(value, function(err, result) {
            if (err) {
              reject(err);
              return;
            }
            resolve21(result);
          });
        });
        return p.catch(noop), p;
      }
      function drained() {
        var p = new Promise(function(resolve21) {
          process.nextTick(function() {
            if (queue.idle())
              resolve21();
            else {
              var previousDrain = queue.drain;
              queue.drain = function() {
                typeof previousDrain == "function" && previousDrain(), resolve21(), queue.drain = previousDrain;
              };
            }
          });
        });
        return p;
      }
    }
    module2.exports = fastqueue;
    module2.exports.promise = queueAsPromised;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/common.js
var require_common2 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/common.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.joinPathSegments = exports2.replacePathSegmentSeparator = exports2.isAppliedFilter = exports2.isFatalError = void 0;
    function isFatalError(settings, error) {
      return settings.errorFilter === null ? !0 : !settings.errorFilter(error);
    }
    exports2.isFatalError = isFatalError;
    function isAppliedFilter(filter, value) {
      return filter === null || filter(value);
    }
    exports2.isAppliedFilter = isAppliedFilter;
    function replacePathSegmentSeparator(filepath, separator) {
      return filepath.split(/[/\\]/).join(separator);
    }
    exports2.replacePathSegmentSeparator = replacePathSegmentSeparator;
    function joinPathSegments(a, b, separator) {
      return a === "" ? b : a.endsWith(separator) ? a + b : a + separator + b;
    }
    exports2.joinPathSegments = joinPathSegments;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/reader.js
var require_reader = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/reader.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var common = require_common2(), Reader = class {
      constructor(_root, _settings) {
        this._root = _root, this._settings = _settings, this._root = common.replacePathSegmentSeparator(_root, _settings.pathSegmentSeparator);
      }
    };
    exports2.default = Reader;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/async.js
var require_async3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/async.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var events_1 = require("events"), fsScandir = require_out2(), fastq = require_queue(), common = require_common2(), reader_1 = require_reader(), AsyncReader = class extends reader_1.default {
      constructor(_root, _settings) {
        super(_root, _settings), this._settings = _settings, this._scandir = fsScandir.scandir, this._emitter = new events_1.EventEmitter(), this._queue = fastq(this._worker.bind(this), this._settings.concurrency), this._isFatalError = !1, this._isDestroyed = !1, this._queue.drain = () => {
          this._isFatalError || this._emitter.emit("end");
        };
      }
      read() {
        return this._isFatalError = !1, this._isDestroyed = !1, setImmediate(() => {
          this._pushToQueue(this._root, this._settings.basePath);
        }), this._emitter;
      }
      get isDestroyed() {
        return this._isDestroyed;
      }
      destroy() {
        if (this._isDestroyed)
          throw new Error("The reader is already destroyed");
        this._isDestroyed = !0, this._queue.killAndDrain();
      }
      onEntry(callback) {
        this._emitter.on("entry", callback);
      }
      onError(callback) {
        this._emitter.once("error", callback);
      }
      onEnd(callback) {
        this._emitter.once("end", callback);
      }
      _pushToQueue(directory, base) {
        let queueItem = { directory, base };
        this._queue.push(queueItem, (error) => {
          error !== null && this._handleError(error);
        });
      }
      _worker(item, done) {
        this._scandir(item.directory, this._settings.fsScandirSettings, (error, entries) => {
          if (error !== null) {
            done(error, void 0);
            return;
          }
          for (let entry of entries)
            this._handleEntry(entry, item.base);
          done(null, void 0);
        });
      }
      _handleError(error) {
        this._isDestroyed || !common.isFatalError(this._settings, error) || (this._isFatalError = !0, this._isDestroyed = !0, this._emitter.emit("error", error));
      }
      _handleEntry(entry, base) {
        if (this._isDestroyed || this._isFatalError)
          return;
        let fullpath = entry.path;
        base !== void 0 && (entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator)), common.isAppliedFilter(this._settings.entryFilter, entry) && this._emitEntry(entry), entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry) && this._pushToQueue(fullpath, base === void 0 ? void 0 : entry.path);
      }
      _emitEntry(entry) {
        this._emitter.emit("entry", entry);
      }
    };
    exports2.default = AsyncReader;
  }
});

// node_modules/@nodelib/fs.walk/out/providers/async.js
var require_async4 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/providers/async.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var async_1 = require_async3(), AsyncProvider = class {
      constructor(_root, _settings) {
        this._root = _root, this._settings = _settings, this._reader = new async_1.default(this._root, this._settings), this._storage = [];
      }
      read(callback) {
        this._reader.onError((error) => {
          callFailureCallback(callback, error);
        }), this._reader.onEntry((entry) => {
          this._storage.push(entry);
        }), this._reader.onEnd(() => {
          callSuccessCallback(callback, this._storage);
        }), this._reader.read();
      }
    };
    exports2.default = AsyncProvider;
    function callFailureCallback(callback, error) {
      callback(error);
    }
    function callSuccessCallback(callback, entries) {
      callback(null, entries);
    }
  }
});

// node_modules/@nodelib/fs.walk/out/providers/stream.js
var require_stream2 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/providers/stream.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var stream_1 = require("stream"), async_1 = require_async3(), StreamProvider = class {
      constructor(_root, _settings) {
        this._root = _root, this._settings = _settings, this._reader = new async_1.default(this._root, this._settings), this._stream = new stream_1.Readable({
          objectMode: !0,
          read: () => {
          },
          destroy: () => {
            this._reader.isDestroyed || this._reader.destroy();
          }
        });
      }
      read() {
        return this._reader.onError((error) => {
          this._stream.emit("error", error);
        }), this._reader.onEntry((entry) => {
          this._stream.push(entry);
        }), this._reader.onEnd(() => {
          this._stream.push(null);
        }), this._reader.read(), this._stream;
      }
    };
    exports2.default = StreamProvider;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/sync.js
var require_sync3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/sync.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var fsScandir = require_out2(), common = require_common2(), reader_1 = require_reader(), SyncReader = class extends reader_1.default {
      constructor() {
        super(...arguments), this._scandir = fsScandir.scandirSync, this._storage = [], this._queue = /* @__PURE__ */ new Set();
      }
      read() {
        return this._pushToQueue(this._root, this._settings.basePath), this._handleQueue(), this._storage;
      }
      _pushToQueue(directory, base) {
        this._queue.add({ directory, base });
      }
      _handleQueue() {
        for (let item of this._queue.values())
          this._handleDirectory(item.directory, item.base);
      }
      _handleDirectory(directory, base) {
        try {
          let entries = this._scandir(directory, this._settings.fsScandirSettings);
          for (let entry of entries)
            this._handleEntry(entry, base);
        } catch (error) {
          this._handleError(error);
        }
      }
      _handleError(error) {
        if (common.isFatalError(this._settings, error))
          throw error;
      }
      _handleEntry(entry, base) {
        let fullpath = entry.path;
        base !== void 0 && (entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator)), common.isAppliedFilter(this._settings.entryFilter, entry) && this._pushToStorage(entry), entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry) && this._pushToQueue(fullpath, base === void 0 ? void 0 : entry.path);
      }
      _pushToStorage(entry) {
        this._storage.push(entry);
      }
    };
    exports2.default = SyncReader;
  }
});

// node_modules/@nodelib/fs.walk/out/providers/sync.js
var require_sync4 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/providers/sync.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var sync_1 = require_sync3(), SyncProvider = class {
      constructor(_root, _settings) {
        this._root = _root, this._settings = _settings, this._reader = new sync_1.default(this._root, this._settings);
      }
      read() {
        return this._reader.read();
      }
    };
    exports2.default = SyncProvider;
  }
});

// node_modules/@nodelib/fs.walk/out/settings.js
var require_settings3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/settings.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var path = require("path"), fsScandir = require_out2(), Settings = class {
      constructor(_options = {}) {
        this._options = _options, this.basePath = this._getValue(this._options.basePath, void 0), this.concurrency = this._getValue(this._options.concurrency, Number.POSITIVE_INFINITY), this.deepFilter = this._getValue(this._options.deepFilter, null), this.entryFilter = this._getValue(this._options.entryFilter, null), this.errorFilter = this._getValue(this._options.errorFilter, null), this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path.sep), this.fsScandirSettings = new fsScandir.Settings({
          followSymbolicLinks: this._options.followSymbolicLinks,
          fs: this._options.fs,
          pathSegmentSeparator: this._options.pathSegmentSeparator,
          stats: this._options.stats,
          throwErrorOnBrokenSymbolicLink: this._options.throwErrorOnBrokenSymbolicLink
        });
      }
      _getValue(option, value) {
        return option ?? value;
      }
    };
    exports2.default = Settings;
  }
});

// node_modules/@nodelib/fs.walk/out/index.js
var require_out3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.Settings = exports2.walkStream = exports2.walkSync = exports2.walk = void 0;
    var async_1 = require_async4(), stream_1 = require_stream2(), sync_1 = require_sync4(), settings_1 = require_settings3();
    exports2.Settings = settings_1.default;
    function walk(directory, optionsOrSettingsOrCallback, callback) {
      if (typeof optionsOrSettingsOrCallback == "function") {
        new async_1.default(directory, getSettings()).read(optionsOrSettingsOrCallback);
        return;
      }
      new async_1.default(directory, getSettings(optionsOrSettingsOrCallback)).read(callback);
    }
    exports2.walk = walk;
    function walkSync(directory, optionsOrSettings) {
      let settings = getSettings(optionsOrSettings);
      return new sync_1.default(directory, settings).read();
    }
    exports2.walkSync = walkSync;
    function walkStream(directory, optionsOrSettings) {
      let settings = getSettings(optionsOrSettings);
      return new stream_1.default(directory, settings).read();
    }
    exports2.walkStream = walkStream;
    function getSettings(settingsOrOptions = {}) {
      return settingsOrOptions instanceof settings_1.default ? settingsOrOptions : new settings_1.default(settingsOrOptions);
    }
  }
});

// node_modules/fast-glob/out/readers/reader.js
var require_reader2 = __commonJS({
  "node_modules/fast-glob/out/readers/reader.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var path = require("path"), fsStat = require_out(), utils = require_utils3(), Reader = class {
      constructor(_settings) {
        this._settings = _settings, this._fsStatSettings = new fsStat.Settings({
          followSymbolicLink: this._settings.followSymbolicLinks,
          fs: this._settings.fs,
          throwErrorOnBrokenSymbolicLink: this._settings.followSymbolicLinks
        });
      }
      _getFullEntryPath(filepath) {
        return path.resolve(this._settings.cwd, filepath);
      }
      _makeEntry(stats, pattern) {
        let entry = {
          name: pattern,
          path: pattern,
          dirent: utils.fs.createDirentFromStats(pattern, stats)
        };
        return this._settings.stats && (entry.stats = stats), entry;
      }
      _isFatalError(error) {
        return !utils.errno.isEnoentCodeError(error) && !this._settings.suppressErrors;
      }
    };
    exports2.default = Reader;
  }
});

// node_modules/fast-glob/out/readers/stream.js
var require_stream3 = __commonJS({
  "node_modules/fast-glob/out/readers/stream.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var stream_1 = require("stream"), fsStat = require_out(), fsWalk = require_out3(), reader_1 = require_reader2(), ReaderStream = class extends reader_1.default {
      constructor() {
        super(...arguments), this._walkStream = fsWalk.walkStream, this._stat = fsStat.stat;
      }
      dynamic(root, options) {
        return this._walkStream(root, options);
      }
      static(patterns, options) {
        let filepaths = patterns.map(this._getFullEntryPath, this), stream = new stream_1.PassThrough({ objectMode: !0 });
        stream._write = (index, _enc, done) => this._getEntry(filepaths[index], patterns[index], options).then((entry) => {
          entry !== null && options.entryFilter(entry) && stream.push(entry), index === filepaths.length - 1 && stream.end(), done();
        }).catch(done);
        for (let i = 0; i < filepaths.length; i++)
          stream.write(i);
        return stream;
      }
      _getEntry(filepath, pattern, options) {
        return this._getStat(filepath).then((stats) => this._makeEntry(stats, pattern)).catch((error) => {
          if (options.errorFilter(error))
            return null;
          throw error;
        });
      }
      _getStat(filepath) {
        return new Promise((resolve21, reject) => {
          this._stat(filepath, this._fsStatSettings, (error, stats) => error === null ? resolve21(stats) : reject(error));
        });
      }
    };
    exports2.default = ReaderStream;
  }
});

// node_modules/fast-glob/out/readers/async.js
var require_async5 = __commonJS({
  "node_modules/fast-glob/out/readers/async.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var fsWalk = require_out3(), reader_1 = require_reader2(), stream_1 = require_stream3(), ReaderAsync = class extends reader_1.default {
      constructor() {
        super(...arguments), this._walkAsync = fsWalk.walk, this._readerStream = new stream_1.default(this._settings);
      }
      dynamic(root, options) {
        return new Promise((resolve21, reject) => {
          this._walkAsync(root, options, (error, entries) => {
            error === null ? resolve21(entries) : reject(error);
          });
        });
      }
      async static(patterns, options) {
        let entries = [], stream = this._readerStream.static(patterns, options);
        return new Promise((resolve21, reject) => {
          stream.once("error", reject), stream.on("data", (entry) => entries.push(entry)), stream.once("end", () => resolve21(entries));
        });
      }
    };
    exports2.default = ReaderAsync;
  }
});

// node_modules/fast-glob/out/providers/matchers/matcher.js
var require_matcher = __commonJS({
  "node_modules/fast-glob/out/providers/matchers/matcher.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var utils = require_utils3(), Matcher = class {
      constructor(_patterns, _settings, _micromatchOptions) {
        this._patterns = _patterns, this._settings = _settings, this._micromatchOptions = _micromatchOptions, this._storage = [], this._fillStorage();
      }
      _fillStorage() {
        for (let pattern of this._patterns) {
          let segments = this._getPatternSegments(pattern), sections = this._splitSegmentsIntoSections(segments);
          this._storage.push({
            complete: sections.length <= 1,
            pattern,
            segments,
            sections
          });
        }
      }
      _getPatternSegments(pattern) {
        return utils.pattern.getPatternParts(pattern, this._micromatchOptions).map((part) => utils.pattern.isDynamicPattern(part, this._settings) ? {
          dynamic: !0,
          pattern: part,
          patternRe: utils.pattern.makeRe(part, this._micromatchOptions)
        } : {
          dynamic: !1,
          pattern: part
        });
      }
      _splitSegmentsIntoSections(segments) {
        return utils.array.splitWhen(segments, (segment) => segment.dynamic && utils.pattern.hasGlobStar(segment.pattern));
      }
    };
    exports2.default = Matcher;
  }
});

// node_modules/fast-glob/out/providers/matchers/partial.js
var require_partial = __commonJS({
  "node_modules/fast-glob/out/providers/matchers/partial.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var matcher_1 = require_matcher(), PartialMatcher = class extends matcher_1.default {
      match(filepath) {
        let parts = filepath.split("/"), levels = parts.length, patterns = this._storage.filter((info) => !info.complete || info.segments.length > levels);
        for (let pattern of patterns) {
          let section = pattern.sections[0];
          if (!pattern.complete && levels > section.length || parts.every((part, index) => {
            let segment = pattern.segments[index];
            return !!(segment.dynamic && segment.patternRe.test(part) || !segment.dynamic && segment.pattern === part);
          }))
            return !0;
        }
        return !1;
      }
    };
    exports2.default = PartialMatcher;
  }
});

// node_modules/fast-glob/out/providers/filters/deep.js
var require_deep = __commonJS({
  "node_modules/fast-glob/out/providers/filters/deep.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var utils = require_utils3(), partial_1 = require_partial(), DeepFilter = class {
      constructor(_settings, _micromatchOptions) {
        this._settings = _settings, this._micromatchOptions = _micromatchOptions;
      }
      getFilter(basePath, positive, negative) {
        let matcher = this._getMatcher(positive), negativeRe = this._getNegativePatternsRe(negative);
        return (entry) => this._filter(basePath, entry, matcher, negativeRe);
      }
      _getMatcher(patterns) {
        return new partial_1.default(patterns, this._settings, this._micromatchOptions);
      }
      _getNegativePatternsRe(patterns) {
        let affectDepthOfReadingPatterns = patterns.filter(utils.pattern.isAffectDepthOfReadingPattern);
        return utils.pattern.convertPatternsToRe(affectDepthOfReadingPatterns, this._micromatchOptions);
      }
      _filter(basePath, entry, matcher, negativeRe) {
        if (this._isSkippedByDeep(basePath, entry.path) || this._isSkippedSymbolicLink(entry))
          return !1;
        let filepath = utils.path.removeLeadingDotSegment(entry.path);
        return this._isSkippedByPositivePatterns(filepath, matcher) ? !1 : this._isSkippedByNegativePatterns(filepath, negativeRe);
      }
      _isSkippedByDeep(basePath, entryPath) {
        return this._settings.deep === 1 / 0 ? !1 : this._getEntryLevel(basePath, entryPath) >= this._settings.deep;
      }
      _getEntryLevel(basePath, entryPath) {
        let entryPathDepth = entryPath.split("/").length;
        if (basePath === "")
          return entryPathDepth;
        let basePathDepth = basePath.split("/").length;
        return entryPathDepth - basePathDepth;
      }
      _isSkippedSymbolicLink(entry) {
        return !this._settings.followSymbolicLinks && entry.dirent.isSymbolicLink();
      }
      _isSkippedByPositivePatterns(entryPath, matcher) {
        return !this._settings.baseNameMatch && !matcher.match(entryPath);
      }
      _isSkippedByNegativePatterns(entryPath, patternsRe) {
        return !utils.pattern.matchAny(entryPath, patternsRe);
      }
    };
    exports2.default = DeepFilter;
  }
});

// node_modules/fast-glob/out/providers/filters/entry.js
var require_entry = __commonJS({
  "node_modules/fast-glob/out/providers/filters/entry.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var utils = require_utils3(), EntryFilter = class {
      constructor(_settings, _micromatchOptions) {
        this._settings = _settings, this._micromatchOptions = _micromatchOptions, this.index = /* @__PURE__ */ new Map();
      }
      getFilter(positive, negative) {
        let [absoluteNegative, relativeNegative] = utils.pattern.partitionAbsoluteAndRelative(negative), patterns = {
          positive: {
            all: utils.pattern.convertPatternsToRe(positive, this._micromatchOptions)
          },
          negative: {
            absolute: utils.pattern.convertPatternsToRe(absoluteNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: !0 })),
            relative: utils.pattern.convertPatternsToRe(relativeNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: !0 }))
          }
        };
        return (entry) => this._filter(entry, patterns);
      }
      _filter(entry, patterns) {
        let filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._settings.unique && this._isDuplicateEntry(filepath) || this._onlyFileFilter(entry) || this._onlyDirectoryFilter(entry))
          return !1;
        let isMatched = this._isMatchToPatternsSet(filepath, patterns, entry.dirent.isDirectory());
        return this._settings.unique && isMatched && this._createIndexRecord(filepath), isMatched;
      }
      _isDuplicateEntry(filepath) {
        return this.index.has(filepath);
      }
      _createIndexRecord(filepath) {
        this.index.set(filepath, void 0);
      }
      _onlyFileFilter(entry) {
        return this._settings.onlyFiles && !entry.dirent.isFile();
      }
      _onlyDirectoryFilter(entry) {
        return this._settings.onlyDirectories && !entry.dirent.isDirectory();
      }
      _isMatchToPatternsSet(filepath, patterns, isDirectory2) {
        return !(!this._isMatchToPatterns(filepath, patterns.positive.all, isDirectory2) || this._isMatchToPatterns(filepath, patterns.negative.relative, isDirectory2) || this._isMatchToAbsoluteNegative(filepath, patterns.negative.absolute, isDirectory2));
      }
      _isMatchToAbsoluteNegative(filepath, patternsRe, isDirectory2) {
        if (patternsRe.length === 0)
          return !1;
        let fullpath = utils.path.makeAbsolute(this._settings.cwd, filepath);
        return this._isMatchToPatterns(fullpath, patternsRe, isDirectory2);
      }
      _isMatchToPatterns(filepath, patternsRe, isDirectory2) {
        if (patternsRe.length === 0)
          return !1;
        let isMatched = utils.pattern.matchAny(filepath, patternsRe);
        return !isMatched && isDirectory2 ? utils.pattern.matchAny(filepath + "/", patternsRe) : isMatched;
      }
    };
    exports2.default = EntryFilter;
  }
});

// node_modules/fast-glob/out/providers/filters/error.js
var require_error2 = __commonJS({
  "node_modules/fast-glob/out/providers/filters/error.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var utils = require_utils3(), ErrorFilter = class {
      constructor(_settings) {
        this._settings = _settings;
      }
      getFilter() {
        return (error) => this._isNonFatalError(error);
      }
      _isNonFatalError(error) {
        return utils.errno.isEnoentCodeError(error) || this._settings.suppressErrors;
      }
    };
    exports2.default = ErrorFilter;
  }
});

// node_modules/fast-glob/out/providers/transformers/entry.js
var require_entry2 = __commonJS({
  "node_modules/fast-glob/out/providers/transformers/entry.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var utils = require_utils3(), EntryTransformer = class {
      constructor(_settings) {
        this._settings = _settings;
      }
      getTransformer() {
        return (entry) => this._transform(entry);
      }
      _transform(entry) {
        let filepath = entry.path;
        return this._settings.absolute && (filepath = utils.path.makeAbsolute(this._settings.cwd, filepath), filepath = utils.path.unixify(filepath)), this._settings.markDirectories && entry.dirent.isDirectory() && (filepath += "/"), this._settings.objectMode ? Object.assign(Object.assign({}, entry), { path: filepath }) : filepath;
      }
    };
    exports2.default = EntryTransformer;
  }
});

// node_modules/fast-glob/out/providers/provider.js
var require_provider = __commonJS({
  "node_modules/fast-glob/out/providers/provider.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var path = require("path"), deep_1 = require_deep(), entry_1 = require_entry(), error_1 = require_error2(), entry_2 = require_entry2(), Provider = class {
      constructor(_settings) {
        this._settings = _settings, this.errorFilter = new error_1.default(this._settings), this.entryFilter = new entry_1.default(this._settings, this._getMicromatchOptions()), this.deepFilter = new deep_1.default(this._settings, this._getMicromatchOptions()), this.entryTransformer = new entry_2.default(this._settings);
      }
      _getRootDirectory(task) {
        return path.resolve(this._settings.cwd, task.base);
      }
      _getReaderOptions(task) {
        let basePath = task.base === "." ? "" : task.base;
        return {
          basePath,
          pathSegmentSeparator: "/",
          concurrency: this._settings.concurrency,
          deepFilter: this.deepFilter.getFilter(basePath, task.positive, task.negative),
          entryFilter: this.entryFilter.getFilter(task.positive, task.negative),
          errorFilter: this.errorFilter.getFilter(),
          followSymbolicLinks: this._settings.followSymbolicLinks,
          fs: this._settings.fs,
          stats: this._settings.stats,
          throwErrorOnBrokenSymbolicLink: this._settings.throwErrorOnBrokenSymbolicLink,
          transform: this.entryTransformer.getTransformer()
        };
      }
      _getMicromatchOptions() {
        return {
          dot: this._settings.dot,
          matchBase: this._settings.baseNameMatch,
          nobrace: !this._settings.braceExpansion,
          nocase: !this._settings.caseSensitiveMatch,
          noext: !this._settings.extglob,
          noglobstar: !this._settings.globstar,
          posix: !0,
          strictSlashes: !1
        };
      }
    };
    exports2.default = Provider;
  }
});

// node_modules/fast-glob/out/providers/async.js
var require_async6 = __commonJS({
  "node_modules/fast-glob/out/providers/async.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var async_1 = require_async5(), provider_1 = require_provider(), ProviderAsync = class extends provider_1.default {
      constructor() {
        super(...arguments), this._reader = new async_1.default(this._settings);
      }
      async read(task) {
        let root = this._getRootDirectory(task), options = this._getReaderOptions(task);
        return (await this.api(root, task, options)).map((entry) => options.transform(entry));
      }
      api(root, task, options) {
        return task.dynamic ? this._reader.dynamic(root, options) : this._reader.static(task.patterns, options);
      }
    };
    exports2.default = ProviderAsync;
  }
});

// node_modules/fast-glob/out/providers/stream.js
var require_stream4 = __commonJS({
  "node_modules/fast-glob/out/providers/stream.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var stream_1 = require("stream"), stream_2 = require_stream3(), provider_1 = require_provider(), ProviderStream = class extends provider_1.default {
      constructor() {
        super(...arguments), this._reader = new stream_2.default(this._settings);
      }
      read(task) {
        let root = this._getRootDirectory(task), options = this._getReaderOptions(task), source = this.api(root, task, options), destination = new stream_1.Readable({ objectMode: !0, read: () => {
        } });
        return source.once("error", (error) => destination.emit("error", error)).on("data", (entry) => destination.emit("data", options.transform(entry))).once("end", () => destination.emit("end")), destination.once("close", () => source.destroy()), destination;
      }
      api(root, task, options) {
        return task.dynamic ? this._reader.dynamic(root, options) : this._reader.static(task.patterns, options);
      }
    };
    exports2.default = ProviderStream;
  }
});

// node_modules/fast-glob/out/readers/sync.js
var require_sync5 = __commonJS({
  "node_modules/fast-glob/out/readers/sync.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var fsStat = require_out(), fsWalk = require_out3(), reader_1 = require_reader2(), ReaderSync = class extends reader_1.default {
      constructor() {
        super(...arguments), this._walkSync = fsWalk.walkSync, this._statSync = fsStat.statSync;
      }
      dynamic(root, options) {
        return this._walkSync(root, options);
      }
      static(patterns, options) {
        let entries = [];
        for (let pattern of patterns) {
          let filepath = this._getFullEntryPath(pattern), entry = this._getEntry(filepath, pattern, options);
          entry === null || !options.entryFilter(entry) || entries.push(entry);
        }
        return entries;
      }
      _getEntry(filepath, pattern, options) {
        try {
          let stats = this._getStat(filepath);
          return this._makeEntry(stats, pattern);
        } catch (error) {
          if (options.errorFilter(error))
            return null;
          throw error;
        }
      }
      _getStat(filepath) {
        return this._statSync(filepath, this._fsStatSettings);
      }
    };
    exports2.default = ReaderSync;
  }
});

// node_modules/fast-glob/out/providers/sync.js
var require_sync6 = __commonJS({
  "node_modules/fast-glob/out/providers/sync.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    var sync_1 = require_sync5(), provider_1 = require_provider(), ProviderSync = class extends provider_1.default {
      constructor() {
        super(...arguments), this._reader = new sync_1.default(this._settings);
      }
      read(task) {
        let root = this._getRootDirectory(task), options = this._getReaderOptions(task);
        return this.api(root, task, options).map(options.transform);
      }
      api(root, task, options) {
        return task.dynamic ? this._reader.dynamic(root, options) : this._reader.static(task.patterns, options);
      }
    };
    exports2.default = ProviderSync;
  }
});

// node_modules/fast-glob/out/settings.js
var require_settings4 = __commonJS({
  "node_modules/fast-glob/out/settings.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: !0 });
    exports2.DEFAULT_FILE_SYSTEM_ADAPTER = void 0;
    var fs = require("fs"), os = require("os"), CPU_COUNT = Math.max(os.cpus().length, 1);
    exports2.DEFAULT_FILE_SYSTEM_ADAPTER = {
      lstat: fs.lstat,
      lstatSync: fs.lstatSync,
      stat: fs.stat,
      statSync: fs.statSync,
      readdir: fs.readdir,
      readdirSync: fs.readdirSync
    };
    var Settings = class {
      constructor(_options = {}) {
        this._options = _options, this.absolute = this._getValue(this._options.absolute, !1), this.baseNameMatch = this._getValue(this._options.baseNameMatch, !1), this.braceExpansion = this._getValue(this._options.braceExpansion, !0), this.caseSensitiveMatch = this._getValue(this._options.caseSensitiveMatch, !0), this.concurrency = this._getValue(this._options.concurrency, CPU_COUNT), this.cwd = this._getValue(this._options.cwd, process.cwd()), this.deep = this._getValue(this._options.deep, 1 / 0), this.dot = this._getValue(this._options.dot, !1), this.extglob = this._getValue(this._options.extglob, !0), this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, !0), this.fs = this._getFileSystemMethods(this._options.fs), this.globstar = this._getValue(this._options.globstar, !0), this.ignore = this._getValue(this._options.ignore, []), this.markDirectories = this._getValue(this._options.markDirectories, !1), this.objectMode = this._getValue(this._options.objectMode, !1), this.onlyDirectories = this._getValue(this._options.onlyDirectories, !1), this.onlyFiles = this._getValue(this._options.onlyFiles, !0), this.stats = this._getValue(this._options.stats, !1), this.suppressErrors = this._getValue(this._options.suppressErrors, !1), this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, !1), this.unique = this._getValue(this._options.unique, !0), this.onlyDirectories && (this.onlyFiles = !1), this.stats && (this.objectMode = !0), this.ignore = [].concat(this.ignore);
      }
      _getValue(option, value) {
        return option === void 0 ? value : option;
      }
      _getFileSystemMethods(methods = {}) {
        return Object.assign(Object.assign({}, exports2.DEFAULT_FILE_SYSTEM_ADAPTER), methods);
      }
    };
    exports2.default = Settings;
  }
});

// node_modules/fast-glob/out/index.js
var require_out4 = __commonJS({
  "node_modules/fast-glob/out/index.js"(exports2, module2) {
    "use strict";
    var taskManager = require_tasks(), async_1 = require_async6(), stream_1 = require_stream4(), sync_1 = require_sync6(), settings_1 = require_settings4(), utils = require_utils3();
    async function FastGlob(source, options) {
      assertPatternsInput(source);
      let works = getWorks(source, async_1.default, options), result = await Promise.all(works);
      return utils.array.flatten(result);
    }
    (function(FastGlob2) {
      FastGlob2.glob = FastGlob2, FastGlob2.globSync = sync, FastGlob2.globStream = stream, FastGlob2.async = FastGlob2;
      function sync(source, options) {
        assertPatternsInput(source);
        let works = getWorks(source, sync_1.default, options);
        return utils.array.flatten(works);
      }
      FastGlob2.sync = sync;
      function stream(source, options) {
        assertPatternsInput(source);
        let works = getWorks(source, stream_1.default, options);
        return utils.stream.merge(works);
      }
      FastGlob2.stream = stream;
      function generateTasks(source, options) {
        assertPatternsInput(source);
        let patterns = [].concat(source), settings = new settings_1.default(options);
        return taskManager.generate(patterns, settings);
      }
      FastGlob2.generateTasks = generateTasks;
      function isDynamicPattern(source, options) {
        assertPatternsInput(source);
        let settings = new settings_1.default(options);
        return utils.pattern.isDynamicPattern(source, settings);
      }
      FastGlob2.isDynamicPattern = isDynamicPattern;
      function escapePath(source) {
        return assertPatternsInput(source), utils.path.escape(source);
      }
      FastGlob2.escapePath = escapePath;
      function convertPathToPattern(source) {
        return assertPatternsInput(source), utils.path.convertPathToPattern(source);
      }
      FastGlob2.convertPathToPattern = convertPathToPattern;
      let posix;
      (function(posix2) {
        function escapePath2(source) {
          return assertPatternsInput(source), utils.path.escapePosixPath(source);
        }
        posix2.escapePath = escapePath2;
        function convertPathToPattern2(source) {
          return assertPatternsInput(source), utils.path.convertPosixPathToPattern(source);
        }
        posix2.convertPathToPattern = convertPathToPattern2;
      })(posix = FastGlob2.posix || (FastGlob2.posix = {}));
      let win32;
      (function(win322) {
        function escapePath2(source) {
          return assertPatternsInput(source), utils.path.escapeWindowsPath(source);
        }
        win322.escapePath = escapePath2;
        function convertPathToPattern2(source) {
          return assertPatternsInput(source), utils.path.convertWindowsPathToPattern(source);
        }
        win322.convertPathToPattern = convertPathToPattern2;
      })(win32 = FastGlob2.win32 || (FastGlob2.win32 = {}));
    })(FastGlob || (FastGlob = {}));
    function getWorks(source, _Provider, options) {
      let patterns = [].concat(source), settings = new settings_1.default(options), tasks = taskManager.generate(patterns, settings), provider = new _Provider(settings);
      return tasks.map(provider.read, provider);
    }
    function assertPatternsInput(input) {
      if (![].concat(input).every((item) => utils.string.isString(item) && !utils.string.isEmpty(item)))
        throw new TypeError("Patterns must be a string (non empty) or an array of strings");
    }
    module2.exports = FastGlob;
  }
});

// src/cli/program.ts
var program_exports = {};
__export(program_exports, {
  buildProgram: () => buildProgram,
  runProgram: () => runProgram
});
module.exports = __toCommonJS(program_exports);
var import_node_path36 = require("node:path");

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
var import_node_child_process = require("node:child_process");

// src/json/guards.ts
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function field(record, key) {
  return Object.hasOwn(record, key) ? record[key] : void 0;
}
function hasField(record, key) {
  return Object.hasOwn(record, key);
}
function parseJson(text6) {
  let body = text6.charCodeAt(0) === 65279 ? text6.slice(1) : text6;
  try {
    return { ok: !0, value: JSON.parse(body) };
  } catch {
    return { ok: !1 };
  }
}

// src/package/name.ts
var PACKAGE_NAME = "ulw-execute-continuation";

// src/codex/app-server.ts
var CODEX_TIMEOUT_MS = 8e3;
function askCodex(call, requests) {
  return new Promise((resolve21) => {
    let env = call.codexHome === void 0 ? process.env : { ...process.env, CODEX_HOME: call.codexHome }, child = (0, import_node_child_process.spawn)(call.codex, ["app-server"], {
      cwd: call.cwd,
      env,
      stdio: ["pipe", "pipe", "ignore"]
    }), results = [], userAgent, agent = () => userAgent === void 0 ? {} : { userAgent }, buffered = "", settled = !1, finish = (answer) => {
      settled || (settled = !0, clearTimeout(timer), child.kill("SIGKILL"), child.stdin.destroy(), child.stdout.destroy(), child.unref(), resolve21(answer));
    }, timer = setTimeout(
      () => finish({
        ok: !1,
        why: `${call.codex} app-server did not answer within ${call.timeoutMs / 1e3} s`
      }),
      call.timeoutMs
    ), send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}
`), next = () => {
      let index = results.length, request = requests[index];
      if (request === void 0) return finish({ ok: !0, results, ...agent() });
      send({ id: index + 2, method: request.method, params: request.params });
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
    }), child.stdout.setEncoding("utf8"), child.stdout.on("data", (chunk) => {
      buffered += chunk;
      for (let end = buffered.indexOf(`
`); end !== -1; end = buffered.indexOf(`
`)) {
        let line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        let message;
        try {
          message = JSON.parse(line);
        } catch {
          continue;
        }
        if (!isRecord(message) || typeof field(message, "id") != "number") continue;
        let error = field(message, "error");
        if (error !== void 0) {
          let text6 = isRecord(error) ? String(field(error, "message")) : "an error", code3 = isRecord(error) ? field(error, "code") : void 0, method = requests[results.length]?.method, unknown = code3 === -32601 || /unknown variant|method not found/i.test(text6);
          return finish({
            ok: !1,
            why: `codex app-server answered: ${text6}`,
            ...unknown && method !== void 0 && field(message, "id") !== 1 ? { unknownMethod: method } : {},
            ...agent()
          });
        }
        if (field(message, "id") === 1) {
          let result = field(message, "result"), reported = isRecord(result) ? field(result, "userAgent") : void 0;
          typeof reported == "string" && (userAgent = reported), send({ method: "initialized" }), next();
        } else
          results.push(field(message, "result")), next();
      }
    }), send({
      id: 1,
      method: "initialize",
      params: { clientInfo: { name: PACKAGE_NAME, version: "1" } }
    });
  });
}

// src/settings/flags.ts
var import_node_util = require("node:util");

// src/settings/settings.ts
var MODE_KEYS = ["chain", "maxChain", "patience", "stopOnCompaction", "goalEnd"], DEFAULT_MODE = {
  chain: !1,
  maxChain: 20,
  patience: 1,
  stopOnCompaction: !1,
  goalEnd: !0
}, SETTINGS_CAP_BYTES = 64 * 1024, MAX_CHAIN_LIMIT = 100;
function atCeiling(asked) {
  return asked > MAX_CHAIN_LIMIT ? { value: MAX_CHAIN_LIMIT, clamped: { maxChain: asked } } : { value: asked };
}
var PATIENCE_LIMIT = 10, MODE_RANGES = {
  maxChain: { min: 1, max: Number.POSITIVE_INFINITY },
  patience: { min: 0, max: PATIENCE_LIMIT }
}, WHOLE = /^[0-9]+$/;
function wholeIn(value, min, max) {
  let number = typeof value == "string" ? WHOLE.test(value) ? Number(value) : Number.NaN : value;
  return typeof number == "number" && Number.isInteger(number) && number >= min && number <= max ? number : void 0;
}
var KNOWN = MODE_KEYS;
function switchOf(record, key) {
  let value = field(record, key);
  return value === void 0 || typeof value == "boolean" ? value === void 0 ? {} : { value } : { why: `"${key}" must be true or false, not ${JSON.stringify(value)}` };
}
function rangeText(min, max) {
  return Number.isFinite(max) ? `from ${min} to ${max}` : `from ${min} (above ${MAX_CHAIN_LIMIT} is used as ${MAX_CHAIN_LIMIT})`;
}
function numberOf(record, key) {
  let { min, max } = MODE_RANGES[key], value = field(record, key);
  if (value === void 0) return {};
  let number = typeof value == "number" ? wholeIn(value, min, max) : void 0;
  return number !== void 0 ? { value: number } : { why: `"${key}" must be a whole number ${rangeText(min, max)}, not ${JSON.stringify(value)}` };
}
function parseSettings(text6) {
  let parsed = parseJson(text6);
  if (!parsed.ok) return { ok: !1, why: "is not valid JSON" };
  let record = parsed.value;
  if (!isRecord(record)) return { ok: !1, why: "is not a JSON object" };
  let unknown = Object.keys(record).find((key) => !KNOWN.includes(key));
  if (unknown !== void 0)
    return { ok: !1, why: `has an unknown key ${JSON.stringify(unknown)} (known: ${KNOWN.join(", ")})` };
  let chain = switchOf(record, "chain"), stop = switchOf(record, "stopOnCompaction"), goalEnd = switchOf(record, "goalEnd"), maxChain = numberOf(record, "maxChain"), patience = numberOf(record, "patience");
  for (let read of [chain, stop, maxChain, patience, goalEnd])
    if ("why" in read) return { ok: !1, why: read.why };
  let ceiling = "value" in maxChain && maxChain.value !== void 0 ? atCeiling(maxChain.value) : void 0;
  return { ok: !0, settings: {
    ..."value" in chain && chain.value !== void 0 ? { chain: chain.value } : {},
    ...ceiling !== void 0 ? { maxChain: ceiling.value } : {},
    ..."value" in patience && patience.value !== void 0 ? { patience: patience.value } : {},
    ..."value" in stop && stop.value !== void 0 ? { stopOnCompaction: stop.value } : {},
    ..."value" in goalEnd && goalEnd.value !== void 0 ? { goalEnd: goalEnd.value } : {}
  }, ...ceiling?.clamped !== void 0 ? { clamped: ceiling.clamped } : {} };
}

// src/settings/flags.ts
var PLAIN = { ...DEFAULT_MODE, given: [] };
function isSwitch(key) {
  return typeof DEFAULT_MODE[key] == "boolean";
}
var NAMES = {
  chain: "chain",
  maxChain: "max-chain",
  patience: "patience",
  stopOnCompaction: "stop-on-compaction",
  goalEnd: "no-goal-end"
}, WITH_CHAIN = {
  maxChain: !0,
  patience: !0,
  stopOnCompaction: !0,
  goalEnd: !1
}, HELP = {
  maxChain: "the most continuations one human prompt may get",
  patience: "continuations in a row still granted without more boxes checked than before in the prompt",
  stopOnCompaction: "end the chain at any compaction, as plain mode does",
  goalEnd: "under a Codex goal: no goal-end text when the plan is done or the chain stalls"
};
function gives(values, key) {
  return isSwitch(key) ? values[key] === !DEFAULT_MODE[key] : values[key] !== void 0;
}
function optionsFromValues(values) {
  let chainOnly = MODE_KEYS.find((key) => key !== "chain" && WITH_CHAIN[key] && gives(values, key));
  if (values.chain !== !0 && chainOnly !== void 0)
    return { ok: !1, problem: `--${NAMES[chainOnly]} goes with --chain` };
  let mode2 = { ...DEFAULT_MODE }, given = [], clamped;
  for (let key of MODE_KEYS) {
    if (isSwitch(key)) {
      if (!gives(values, key)) continue;
      mode2[key] = !DEFAULT_MODE[key];
    } else {
      let text6 = values[key];
      if (text6 === void 0) continue;
      let { min, max } = MODE_RANGES[key], value = wholeIn(text6, min, max);
      if (value === void 0)
        return {
          ok: !1,
          problem: `--${NAMES[key]} takes a whole number ${rangeText(min, max)}, not ${JSON.stringify(text6)}`
        };
      if (key === "maxChain") {
        let ceiling = atCeiling(value);
        mode2[key] = ceiling.value, clamped = ceiling.clamped;
      } else mode2[key] = value;
    }
    given.push(key);
  }
  return { ok: !0, options: { ...mode2, given, ...clamped !== void 0 ? { clamped } : {} } };
}
function rangeHelp(key) {
  let { min, max } = MODE_RANGES[key];
  return Number.isFinite(max) ? `${min} to ${max}, default ${DEFAULT_MODE[key]}` : `${min} or more, above ${MAX_CHAIN_LIMIT} used as ${MAX_CHAIN_LIMIT}; default ${DEFAULT_MODE[key]}`;
}
function parseSpec() {
  return Object.fromEntries(
    MODE_KEYS.map((key) => [NAMES[key], { type: isSwitch(key) ? "boolean" : "string" }])
  );
}
function parseHookOptions(args) {
  if (args.length === 0) return optionsFromValues({});
  let parsed;
  try {
    parsed = (0, import_node_util.parseArgs)({
      args: [...args],
      options: parseSpec(),
      strict: !0,
      allowPositionals: !1
    }).values;
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
var HIDDEN = "[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Default_Ignorable_Code_Point}]", NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" }, built, unicode = (source, flags = "u") => new RegExp(source, flags);
function charRules() {
  return built ??= {
    hidden: unicode(HIDDEN, "gu"),
    hiddenOne: unicode(`^${HIDDEN}$`),
    notUtf8: unicode("[\\ufffd\\p{Cs}]"),
    joiner: unicode("^\\p{Join_Control}$"),
    selector: unicode("^[\\ufe0e\\ufe0f]$"),
    beforeJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{M}\\p{N}\\p{S}]$"),
    afterJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{N}\\p{S}]$"),
    beforeSelector: unicode("^[\\p{L}\\p{N}\\p{S}\\p{P}]$")
  }, built;
}
var PLAIN_ASCII = /^[\x20-\x7e]*$/;
function charBefore(text6, index) {
  let low = text6.charCodeAt(index - 1), high = text6.charCodeAt(index - 2), pair = low >= 56320 && low <= 57343 && high >= 55296 && high <= 56319;
  return text6.slice(pair ? index - 2 : index - 1, index);
}
function charAfter(text6, index) {
  let code3 = text6.codePointAt(index);
  return code3 === void 0 ? "" : String.fromCodePoint(code3);
}
function keptInText(char, text6, index) {
  let rules = charRules(), visible = (c, kinds) => kinds.test(c) && !rules.hiddenOne.test(c), before = charBefore(text6, index);
  return rules.selector.test(char) ? visible(before, rules.beforeSelector) : rules.joiner.test(char) ? (visible(before, rules.beforeJoiner) || rules.selector.test(before)) && visible(charAfter(text6, index + char.length), rules.afterJoiner) : !1;
}
function escaped(char) {
  let named = NAMED[char];
  if (named !== void 0) return named;
  let hex = (char.codePointAt(0) ?? 0).toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
function printable(text6) {
  return PLAIN_ASCII.test(text6) ? text6 : text6.replace(
    charRules().hidden,
    (char, index) => keptInText(char, text6, index) ? char : escaped(char)
  );
}
function printableLines(text6) {
  return text6.split(`
`).map(printable).join(`
`);
}
function isShowable(name) {
  return !charRules().notUtf8.test(name) && printable(name) === name;
}
var UNSHOWABLE_WHY = "a control, format or invisible character, a line break or bytes that are not UTF-8";
function skippedNames(count2) {
  return count2 === 0 ? "" : `${count2 === 1 ? "1 file with a name that cannot be shown was" : `${count2} files with names that cannot be shown were`} skipped (${UNSHOWABLE_WHY} in the name; rename such a file to use it)`;
}

// src/cli/doctor.ts
var import_node_path15 = require("node:path");

// src/codex/capabilities.ts
var OLDEST_SUPPORTED = "0.117.0";
function parseCodexVersion(text6) {
  let match = /(?:^|[\s/v])(\d+)\.(\d+)\.(\d+)(?:[-+.\s(]|$)/.exec(text6);
  if (match !== null)
    return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}
function formatVersion(version) {
  return `${version.major}.${version.minor}.${version.patch}`;
}
function since(version, minor) {
  return version.major > 0 || version.minor >= minor;
}
function capabilitiesOf(version) {
  return {
    supported: since(version, 117),
    sendsTurnId: since(version, 117),
    hooksFeatureKey: since(version, 129) ? "hooks" : "codex_hooks",
    hooksOnByDefault: since(version, 124),
    hookTrust: since(version, 129),
    bypassHookTrustFlag: since(version, 141),
    pluginHooks: since(version, 128),
    pluginHooksFlag: since(version, 128) && !since(version, 131),
    pluginAddCommand: since(version, 131),
    subagentStopHook: since(version, 133),
    sessionStartAfterCompaction: since(version, 150),
    sessionIdInCommands: since(version, 148),
    rolloutProvenance: since(version, 164)
  };
}

// src/codex/features.ts
var import_node_child_process2 = require("node:child_process");
function parseFeatures(text6) {
  let features = /* @__PURE__ */ new Map();
  for (let line of text6.split(`
`)) {
    let match = /^([a-z0-9_]+)\s+(.+?)\s+(true|false)\s*$/.exec(line);
    match?.[1] !== void 0 && match[2] !== void 0 && features.set(match[1], { stage: match[2], enabled: match[3] === "true" });
  }
  return features;
}
function listFeatures(call) {
  let env = call.codexHome === void 0 ? process.env : { ...process.env, CODEX_HOME: call.codexHome };
  return new Promise((resolve21) => {
    (0, import_node_child_process2.execFile)(
      call.codex,
      ["features", "list"],
      { cwd: call.cwd, env, timeout: call.timeoutMs, maxBuffer: 1024 * 1024, killSignal: "SIGKILL" },
      (error, stdout) => {
        let features = parseFeatures(String(stdout));
        if (features.size > 0) return resolve21({ ok: !0, features });
        resolve21({
          ok: !1,
          why: error === null ? "it listed no feature" : error.message.split(`
`)[0] ?? ""
        });
      }
    );
  });
}

// src/codex/find.ts
var import_node_path2 = require("node:path");

// src/fs/on-path.ts
var import_node_fs = require("node:fs"), import_node_path = require("node:path");
function executableOnPath(name, env = process.env) {
  for (let dir of (env.PATH ?? "").split(import_node_path.delimiter)) {
    if (dir === "") continue;
    let candidate = (0, import_node_path.join)(dir, name);
    try {
      if (!(0, import_node_fs.statSync)(candidate).isFile()) continue;
      return (0, import_node_fs.accessSync)(candidate, import_node_fs.constants.X_OK), candidate;
    } catch {
    }
  }
}

// src/codex/find.ts
function codexOnPath(env = process.env) {
  return executableOnPath("codex", env);
}
function givenCodex(given) {
  return given.includes("/") ? (0, import_node_path2.resolve)(given) : given;
}

// src/codex/hooks-list.ts
var text = (value) => typeof value == "string" ? value : "", textOrNull = (value) => typeof value == "string" ? value : null;
function parseHook(value) {
  if (!isRecord(value)) return;
  let key = field(value, "key");
  if (typeof key == "string")
    return {
      key,
      eventName: text(field(value, "eventName")),
      command: text(field(value, "command")),
      statusMessage: textOrNull(field(value, "statusMessage")),
      source: text(field(value, "source")),
      sourcePath: textOrNull(field(value, "sourcePath")),
      pluginId: textOrNull(field(value, "pluginId")),
      enabled: field(value, "enabled") !== !1,
      currentHash: text(field(value, "currentHash")),
      // A codex that lists hooks but reports no trust status has no hook trust: the hook runs as it is.
      trustStatus: text(field(value, "trustStatus")) || "no hook trust"
    };
}
function versionOf(userAgent) {
  let version = userAgent === void 0 ? void 0 : parseCodexVersion(userAgent);
  return version === void 0 ? {} : { version: formatVersion(version) };
}
function complaints(value) {
  return Array.isArray(value) ? value.flatMap((item) => {
    if (typeof item == "string") return [item];
    if (!isRecord(item)) return [];
    let message = text(field(item, "message")), path = text(field(item, "path"));
    return message === "" ? [] : [path === "" || message.includes(path) ? message : `${path}: ${message}`];
  }) : [];
}
function listingOf(result) {
  let data = isRecord(result) ? field(result, "data") : void 0, hooks = [], warnings = [], errors = [];
  for (let entry of Array.isArray(data) ? data : []) {
    if (!isRecord(entry)) continue;
    warnings.push(...complaints(field(entry, "warnings"))), errors.push(...complaints(field(entry, "errors")));
    let list2 = field(entry, "hooks");
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
function failedListing(answer) {
  let { why, missing } = answer;
  return {
    ok: !1,
    why,
    ...missing ? { missing } : {},
    ...answer.unknownMethod === "hooks/list" ? { noHookTrust: !0 } : {},
    ...versionOf(answer.userAgent)
  };
}
async function listHooks(call) {
  let answer = await askCodex(call, [hooksListRequest(call.cwd)]);
  return answer.ok ? { ok: !0, ...listingOf(answer.results[0]), ...versionOf(answer.userAgent) } : failedListing(answer);
}
function trustState(hook) {
  let [hash, contentHash] = hook.currentHash.split("/");
  return contentHash === void 0 ? { trusted_hash: hash ?? "" } : { trusted_hash: hash ?? "", trusted_content_hash: contentHash };
}
async function writeTrust(call, hooks) {
  let value = Object.fromEntries(hooks.map((hook) => [hook.key, trustState(hook)])), answer = await askCodex(call, [
    {
      method: "config/batchWrite",
      params: { edits: [{ keyPath: "hooks.state", value, mergeStrategy: "upsert" }] }
    }
  ]);
  return answer.ok ? { ok: !0 } : answer;
}

// src/command-line/hook-command.ts
var HOOK_SUBCOMMANDS = ["stop", "subagent-stop", "prompt-submit", "session-start"];
function shellQuote(path) {
  return `"${path.replace(/(["\\$`])/g, "\\$1")}"`;
}
function commandsFor(cliPath, options = {}) {
  let node = `node ${shellQuote(cliPath)}`;
  return {
    stop: `${node} hook stop${hookFlags(options)}`,
    subagentStop: `${node} hook subagent-stop`,
    promptSubmit: `${node} hook prompt-submit`,
    sessionStart: `${node} hook session-start`
  };
}
var QUOTED_PATH = String.raw`"((?:[^"\\$\x60]|\\["\\$\x60])*)"`, REST = " +hook +([a-z-]+)((?: +[A-Za-z0-9=-]+)*) *$", BY_NODE = new RegExp(`^node +${QUOTED_PATH}${REST}`), BY_NAME = new RegExp(`^(${PACKAGE_NAME})${REST}`);
function isSubcommand(word) {
  return HOOK_SUBCOMMANDS.some((known) => known === word);
}
function parseHookCommand(command) {
  let byNode = BY_NODE.exec(command), match = byNode ?? BY_NAME.exec(command), quoted = match?.[1], subcommand = match?.[2];
  if (quoted === void 0 || subcommand === void 0 || !isSubcommand(subcommand)) return;
  let flags = (match?.[3] ?? "").split(" ").filter((word) => word !== ""), options = subcommand === "stop" ? parseHookOptions(flags) : flags.length === 0 ? { ok: !0, options: PLAIN } : { ok: !1, problem: `\`hook ${subcommand}\` takes no flags` };
  return { launcher: byNode === null ? "path" : "node", script: quoted.replace(/\\(.)/g, "$1"), subcommand, flags, options };
}

// src/fs/paths.ts
var import_node_fs2 = require("node:fs"), import_node_path3 = require("node:path");
function pathKind(path) {
  try {
    let stats = (0, import_node_fs2.statSync)(path, { throwIfNoEntry: !1 });
    return stats === void 0 ? void 0 : stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
  } catch {
    return;
  }
}
function resolvedPath(path) {
  try {
    return (0, import_node_fs2.realpathSync)(path);
  } catch {
    return (0, import_node_path3.resolve)(path);
  }
}
function fileIdentity(path) {
  try {
    let stats = (0, import_node_fs2.statSync)(path, { throwIfNoEntry: !1 });
    return stats === void 0 ? void 0 : `${stats.dev}:${stats.ino}`;
  } catch {
    return;
  }
}
function sameFileTest(target) {
  let identity = fileIdentity(target), name = (0, import_node_path3.basename)(target), folders = /* @__PURE__ */ new Map(), listing = (folder) => {
    if (!folders.has(folder)) {
      let entries;
      try {
        entries = new Map((0, import_node_fs2.readdirSync)(folder, { withFileTypes: !0 }).map((entry) => [entry.name, entry]));
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
    let entry = listing((0, import_node_path3.dirname)(path))?.get((0, import_node_path3.basename)(path));
    return entry === void 0 ? listing((0, import_node_path3.dirname)(path)) === void 0 && fileIdentity(path) === identity : !entry.isSymbolicLink() && entry.name !== name ? !1 : fileIdentity(path) === identity;
  };
}

// src/settings/effective.ts
function clampedFrom(source, flags, settings) {
  let asked = source === "flag" ? flags.clamped?.maxChain : source === "settings" && settings.kind === "read" ? settings.clamped?.maxChain : void 0;
  return asked === void 0 || source === "default" ? {} : { clamped: { maxChain: { asked, from: source } } };
}
function pick(key, flags, settings) {
  if (flags.given.includes(key)) return [flags[key], "flag"];
  let fromFile = settings[key];
  return fromFile !== void 0 ? [fromFile, "settings"] : [DEFAULT_MODE[key], "default"];
}
function modeFrom(choose) {
  let [chain, chainFrom] = choose("chain"), [maxChain, maxFrom] = choose("maxChain"), [patience, patienceFrom] = choose("patience"), [stopOnCompaction, stopFrom] = choose("stopOnCompaction"), [goalEnd, goalEndFrom] = choose("goalEnd");
  return {
    mode: { chain, maxChain, patience, stopOnCompaction, goalEnd },
    sources: {
      chain: chainFrom,
      maxChain: maxFrom,
      patience: patienceFrom,
      stopOnCompaction: stopFrom,
      goalEnd: goalEndFrom
    }
  };
}
function effectiveMode(flags, settings) {
  let file = settings.kind === "read" ? settings.settings : {}, chosen = modeFrom((key) => pick(key, flags, file));
  return {
    ...chosen,
    settings,
    ...clampedFrom(chosen.sources.maxChain, flags, settings)
  };
}
function flagsAlone(flags, settings) {
  return { ...effectiveMode(flags, { kind: "none", path: settings.path }), settings };
}
function sameMode(a, b) {
  return a.chain !== b.chain || a.goalEnd !== b.goalEnd ? !1 : a.chain ? a.maxChain === b.maxChain && a.patience === b.patience && a.stopOnCompaction === b.stopOnCompaction : !0;
}
function settingsChangeMode(flags, settings) {
  return settings.kind !== "read" ? !1 : !sameMode(effectiveMode(flags, settings).mode, flagsAlone(flags, settings).mode);
}
function describeMode(effective) {
  let { mode: mode2, sources, settings, clamped } = effective, ceiling = clamped === void 0 ? "" : `, ${clamped.maxChain.asked} clamped to the ceiling ${MAX_CHAIN_LIMIT}`, value = (key, text6) => `${text6} (${sources[key]}${key === "maxChain" ? ceiling : ""})`, parts = mode2.chain ? [
    value("chain", "chain mode"),
    value("maxChain", `max-chain ${mode2.maxChain}`),
    value("patience", `patience ${mode2.patience}`),
    value("stopOnCompaction", `stop-on-compaction ${mode2.stopOnCompaction}`)
  ] : [value("chain", "plain mode")];
  mode2.goalEnd || parts.push(value("goalEnd", "no goal-end text"));
  let file = effective.pending !== void 0 ? `${settings.path} cannot loosen the mode yet: ${effective.pending.why}` : settings.kind === "none" ? `no ${settings.path}` : settings.kind === "invalid" ? `${settings.path} not used: ${settings.why}` : settings.path;
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
  for (let warning of listing.ok ? listing.warnings : [])
    checks.push({ status: "problem", what: `codex warns: ${warning}`, next: "fix what codex names" });
  for (let error of listing.ok ? listing.errors : [])
    checks.push({
      status: "problem",
      what: `codex reports an error: ${error}`,
      next: "fix what codex names"
    });
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

// src/plugin/names.ts
var PLUGIN_NAME = PACKAGE_NAME, MARKETPLACE_NAME = "ulw", PLUGIN_ID = `${PLUGIN_NAME}@${MARKETPLACE_NAME}`;

// src/doctor/next-steps.ts
var ADD_PLUGIN = `codex plugin add ${PLUGIN_ID}`, INSTALL_USER = `${PACKAGE_NAME} install --user`;
function trustStep(script, flags) {
  return `run \`node ${shellQuote(script)} trust${flags}\` (records Codex's trust for this package's hooks only), or start codex and accept them when it asks`;
}
var PATH_TRUST_STEP = `accept it when codex asks (\`trust\` records trust only for \`node "<absolute path>/dist/cli.js"\` commands, which pin what runs), or register a pinned one: \`${INSTALL_USER}\``;
function reinstallStep(registration) {
  return registration.source === "plugin" ? `rebuild and reinstall the plugin: \`npm ci && npm run build\` in the clone, then \`${ADD_PLUGIN}\`` : `run \`${PACKAGE_NAME} install --${registration.source}\` again from where the package lives now`;
}
function notOursStep(registration) {
  return registration.source === "plugin" ? `if it is an older build of this package, reinstall it: \`codex plugin add ${registration.pluginId ?? PLUGIN_ID}\` from this clone; otherwise remove it: \`codex plugin remove ${registration.pluginId ?? ""}\`` : `if it is an older install of this package, run \`${PACKAGE_NAME} install --${registration.source}\` from here (it replaces it); otherwise it only borrows our label: remove it from ${registration.file}`;
}
var ENABLE_PLUGIN_STEP = `enable the plugin: \`${ADD_PLUGIN}\``, INSTALL_STEP = `install it: \`codex plugin marketplace add <clone>\` then \`${ADD_PLUGIN}\`, or \`${INSTALL_USER}\``, KEEP_ONE_STEP = `keep one: \`${PACKAGE_NAME} uninstall --user\` (or --project), or \`codex plugin remove ${PLUGIN_ID}\``, REGISTER_AGAIN_STEP = `register it: \`${INSTALL_USER}\` again (or --project), or \`${ADD_PLUGIN}\` from a current clone`;

// src/doctor/settings-checks.ts
function settingsChecks(settings) {
  let changed = settings.changedAt === void 0 ? "" : `; last changed ${new Date(settings.changedAt).toISOString()} (a change during a human prompt can only tighten the mode until the next one begins)`;
  if (settings.kind === "invalid")
    return [
      {
        status: "problem",
        what: `${settings.path} is not used: ${settings.why}${changed}; Codex still runs the Stop hook, in the mode its own flags give (plain unless the command has --chain)`,
        next: `fix ${settings.path}: an object with chain (true/false), maxChain (1-${MAX_CHAIN_LIMIT}; more is used as ${MAX_CHAIN_LIMIT}), patience (0-${PATIENCE_LIMIT}), stopOnCompaction (true/false)`,
        hookRuns: !0
      }
    ];
  if (settings.kind === "read") {
    let used = { status: "ok", what: `${settings.path} is used${changed}` }, asked = settings.clamped?.maxChain;
    return asked === void 0 ? [used] : [
      used,
      {
        status: "warning",
        what: `${settings.path}: maxChain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
        next: `set "maxChain" to ${MAX_CHAIN_LIMIT} (or less) in ${settings.path}`
      }
    ];
  }
  return [];
}

// src/doctor/diagnose.ts
var EVENT_NAMES = {
  Stop: "stop",
  SubagentStop: "subagentStop",
  UserPromptSubmit: "userPromptSubmit",
  SessionStart: "sessionStart"
};
function listedFor(registration, hooks) {
  let event = EVENT_NAMES[registration.event];
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
function registrationChecks(registration, listing, settings, trustFlags2) {
  let checks = [], at = `${registration.event} in ${where(registration)}`;
  if (registration.script !== void 0 && !registration.scriptExists)
    return checks.push({
      status: "problem",
      what: `${at}: runs ${registration.script}, which does not exist`,
      next: reinstallStep(registration)
    }), checks;
  if (!registration.owner.ours)
    return checks.push({
      status: "problem",
      what: `${at}: ${registration.owner.why}: ${registration.command}`,
      next: notOursStep(registration)
    }), checks;
  if (checks.push({ status: "ok", what: `${at}: ${registration.script} exists` }), !registration.options.ok)
    checks.push({
      status: "problem",
      what: `${at}: ${registration.options.problem}`,
      next: `fix the command in ${registration.file}`
    });
  else if (registration.event === "Stop") {
    checks.push({ status: "ok", what: `${at}: ${mode(registration, settings)}` });
    let asked = registration.options.options.clamped?.maxChain;
    asked !== void 0 && checks.push({
      status: "warning",
      what: `${at}: --max-chain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
      next: `change the command in ${registration.file} to \`--max-chain ${MAX_CHAIN_LIMIT}\` (or less)`
    });
  }
  if (listing === void 0 || !listing.ok || registration.event === "SubagentStop") return checks;
  let listed2 = listedFor(registration, listing.hooks);
  if (listed2 === void 0) {
    let next = registration.source === "plugin" ? ENABLE_PLUGIN_STEP : registration.source === "project" ? "trust the project in codex: its .codex/ folder is read only for a trusted project" : `check that ${registration.file} is the hooks.json of this Codex home`;
    checks.push({ status: "problem", what: `${at}: codex does not list it, so it will not run`, next });
  } else listed2.enabled ? listed2.trustStatus === "no hook trust" ? checks.push({ status: "ok", what: `${at}: listed by codex, which has no hook trust` }) : listed2.trustStatus !== "trusted" ? checks.push({
    status: "problem",
    what: `${at}: codex says ${listed2.trustStatus}; untrusted hooks are skipped without a word`,
    next: registration.owner.viaPath === !0 || registration.script === void 0 ? PATH_TRUST_STEP : trustStep(registration.script, trustFlags2)
  }) : checks.push({ status: "ok", what: `${at}: trusted by codex` }) : checks.push({
    status: "problem",
    what: `${at}: codex lists it as disabled`,
    next: "enable it in codex (the hooks list, or config.toml)"
  });
  return checks;
}
function diagnose(facts) {
  let checks = [], major = Number(/^v?(\d+)/.exec(facts.nodeVersion)?.[1] ?? 0);
  checks.push(
    major >= 20 ? { status: "ok", what: `Node.js ${facts.nodeVersion}` } : {
      status: "problem",
      what: `Node.js ${facts.nodeVersion}: this package needs 20 or newer`,
      next: "install Node.js 20 or newer, first on the PATH codex runs hooks with"
    }
  ), facts.codex !== void 0 && checks.push(...codexChecks(facts.codex, facts.registrations)), facts.codexHomeExists === !1 && checks.push({
    status: "problem",
    what: `the Codex home ${facts.codexHome} does not exist`,
    next: "pass the right `--codex-home` (or set CODEX_HOME), or start codex once to create it"
  });
  for (let { file, problem } of facts.fileProblems)
    checks.push({ status: "problem", what: `${file} ${problem}`, next: `fix or move ${file}` });
  let stops = facts.registrations.filter((r) => r.event === "Stop" && r.owner.ours);
  stops.length === 0 && checks.push({
    status: "problem",
    what: `no Stop hook of this package in ${facts.codexHome} (hooks.json or installed plugins) or in the .codex/hooks.json files of ${facts.cwd} and its project`,
    next: INSTALL_STEP
  }), stops.length > 1 && checks.push({
    status: "problem",
    what: `the Stop hook is registered ${stops.length} times (${stops.map(where).join("; ")}): codex runs each`,
    next: KEEP_ONE_STEP
  });
  let prompts = facts.registrations.filter((r) => r.event === "UserPromptSubmit" && r.owner.ours);
  stops.length > 0 && prompts.length === 0 && checks.push({
    status: "problem",
    what: "no UserPromptSubmit hook of this package: `$ulw-execute <plan>` will not start a plan",
    next: REGISTER_AGAIN_STEP
  });
  let starts = facts.registrations.filter((r) => r.event === "SessionStart" && r.owner.ours);
  stops.length > 0 && starts.length === 0 && checks.push({
    status: "problem",
    what: "no SessionStart hook of this package: after a compaction the model is not handed the plan's state until its next stop",
    next: REGISTER_AGAIN_STEP
  });
  let listing = facts.codex?.listing;
  checks.push(...settingsChecks(facts.settings));
  for (let registration of facts.registrations)
    checks.push(...registrationChecks(registration, listing, facts.settings, facts.trustFlags ?? ""));
  if (facts.codex === void 0)
    checks.push({ status: "unknown", what: "trust not checked (--no-codex)" });
  else if (!facts.codex.listing.ok && facts.codex.listing.noHookTrust !== !0) {
    let missing = facts.codex.listing.missing === !0;
    checks.push({
      status: "unknown",
      what: `cannot tell whether codex trusts the hooks: ${facts.codex.listing.why}`,
      next: missing ? "put codex on the PATH, or pass `--codex <path>`" : "run `codex app-server` by hand to see why it does not answer"
    });
  }
  return checks;
}

// src/doctor/other-continuations.ts
var import_node_path5 = require("node:path");

// src/doctor/omo-start-work.ts
var import_node_path4 = require("node:path");

// src/fs/regular-file.ts
var import_node_fs3 = require("node:fs"), MIB = 1024 * 1024;
function errorCode(error) {
  return error instanceof Error && "code" in error ? String(error.code) : "";
}
function readFullyAt(fd, buffer, length, position) {
  let filled = 0;
  for (; filled < length; ) {
    let read = (0, import_node_fs3.readSync)(fd, buffer, filled, length - filled, position + filled);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}
function describe(error) {
  let code3 = errorCode(error);
  switch (code3) {
    case "ENOENT":
      return { missing: !0, why: "does not exist (or is a dangling symlink)" };
    case "ENOTDIR":
      return { missing: !0, why: "a parent of it is not a directory" };
    case "EACCES":
    case "EPERM":
      return { missing: !1, why: "permission denied" };
    case "ELOOP":
      return { missing: !1, why: "too many levels of symbolic links" };
    default:
      return { missing: !1, why: code3 !== "" ? `cannot be opened (${code3})` : "cannot be opened" };
  }
}
function kindOf(stats) {
  return stats.isDirectory() ? "a directory" : stats.isFIFO() ? "a FIFO" : stats.isSocket() ? "a socket" : stats.isCharacterDevice() ? "a character device" : stats.isBlockDevice() ? "a block device" : "not a regular file";
}
function openRegularFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(path, import_node_fs3.constants.O_RDONLY | import_node_fs3.constants.O_NONBLOCK);
  } catch (error) {
    return { ok: !1, ...describe(error) };
  }
  try {
    let stats = (0, import_node_fs3.fstatSync)(fd);
    return stats.isFile() ? { ok: !0, fd, size: stats.size } : ((0, import_node_fs3.closeSync)(fd), { ok: !1, missing: !1, notRegular: !0, why: `is ${kindOf(stats)}, not a regular file` });
  } catch (error) {
    return (0, import_node_fs3.closeSync)(fd), { ok: !1, ...describe(error) };
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
    return { ok: !1, ...describe(error) };
  } finally {
    (0, import_node_fs3.closeSync)(opened.fd);
  }
}
function readRegularBytes(path, capBytes) {
  return withRegularFile(path, capBytes, (fd, size) => {
    let buffer = Buffer.allocUnsafe(Math.min(capBytes + 1, size + 65536)), length = 0;
    for (; ; ) {
      if (length === buffer.length) {
        if (length > capBytes) break;
        let larger = Buffer.allocUnsafe(Math.min(capBytes + 1, buffer.length * 2));
        buffer.copy(larger, 0, 0, length), buffer = larger;
      }
      let read = (0, import_node_fs3.readSync)(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return length > capBytes ? overCap(capBytes) : { ok: !0, bytes: buffer.subarray(0, length) };
  });
}
function readRegularText(path, capBytes) {
  let read = readRegularBytes(path, capBytes);
  return read.ok ? { ok: !0, text: read.bytes.toString("utf8") } : read;
}

// src/doctor/omo-start-work.ts
var OMO_START_WORK = "OmO's start-work-continuation", COMPONENT_CLI = "/components/start-work-continuation/dist/cli.js", BUNDLE_SOURCE_LINE = "// components/start-work-continuation/src/cli.ts", DIRECTIVE_TAG = "<start-work-continuation>", HEAD_BYTES = 1024, FILE_CAP = 64 * 1024 * 1024;
function headLines(path) {
  let read = withRegularFile(path, FILE_CAP, (fd) => {
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
function firstContentLine(lines) {
  return lines.find((line, index) => !(index === 0 && line.startsWith("#!")) && line.trim() !== "");
}
function recogniseStartWorkContinuation(command) {
  let parsed = parseHookCommand(command);
  if (parsed === void 0 || parsed.launcher !== "node" || parsed.subcommand !== "stop" || parsed.flags.length > 0) return;
  let script = parsed.script;
  if (!(0, import_node_path4.isAbsolute)(script) || !script.endsWith(COMPONENT_CLI)) return;
  let head = headLines(script);
  if (head === void 0 || firstContentLine(head) !== BUNDLE_SOURCE_LINE) return;
  let evidence = [
    `the command is \`node "\u2026${COMPONENT_CLI}" hook stop\``,
    `${script} opens with \`${BUNDLE_SOURCE_LINE}\``
  ], directive = (0, import_node_path4.join)((0, import_node_path4.dirname)((0, import_node_path4.dirname)(script)), "directive.md");
  return headLines(directive)?.[0]?.trim() === DIRECTIVE_TAG && evidence.push(`${directive} opens with \`${DIRECTIVE_TAG}\``), { product: OMO_START_WORK, script, evidence };
}

// src/doctor/other-continuations.ts
var STOP_EVENT = "stop";
function placeOf(handler) {
  return handler.pluginId !== void 0 ? `plugin ${handler.pluginId} (${handler.pluginRoot ?? (0, import_node_path5.dirname)(handler.file)})` : `${handler.source} hooks file ${handler.file}`;
}
function findOtherContinuations(handlers, listing) {
  if (listing?.ok === !0)
    return listing.hooks.flatMap((hook) => {
      if (hook.eventName !== STOP_EVENT) return [];
      let recognised = recogniseStartWorkContinuation(hook.command);
      if (recognised === void 0) return [];
      let file = hook.sourcePath ?? "(no file)", where2 = hook.pluginId !== null ? `plugin ${hook.pluginId} (${file})` : `${hook.source} hooks file ${file}`;
      return [
        {
          product: recognised.product,
          where: where2,
          runs: hook.command,
          evidence: recognised.evidence,
          key: hook.key,
          enabled: hook.enabled,
          trustStatus: hook.trustStatus
        }
      ];
    });
  let found = [];
  for (let handler of handlers) {
    let recognised = recogniseStartWorkContinuation(handler.runs), where2 = placeOf(handler);
    recognised === void 0 || found.some((seen) => seen.where === where2 && seen.runs === handler.runs) || found.push({ product: recognised.product, where: where2, runs: handler.runs, evidence: recognised.evidence });
  }
  return found;
}
function userConfigToml(codexHome2) {
  return (0, import_node_path5.join)(codexHome2, "config.toml");
}
function turnOffToml(key) {
  return [`[hooks.state.${JSON.stringify(key)}]`, "enabled = false"];
}
var CONSEQUENCE = "Codex joins the reasons of every Stop hook that blocks into one prompt: each continuation carries both directives (15.9 KB measured with OmO 4.19.4's)";
function otherContinuationChecks(found, oursRegistered, codexHome2) {
  let config = userConfigToml(codexHome2);
  return found.map((other) => {
    let at = `${other.product} Stop hook in ${other.where}${other.key === void 0 ? "" : `, key ${other.key}`}`;
    if (other.enabled === !1)
      return { status: "ok", what: `${at}: turned off in codex, so only this package continues the plan` };
    if (!oursRegistered)
      return { status: "ok", what: `${at}: continues the plan; no Stop hook of this package beside it` };
    let trust2 = other.trustStatus === void 0 || other.trustStatus === "trusted" || other.trustStatus === "no hook trust" ? "" : ` (codex says ${other.trustStatus}: it runs once trusted, or under --dangerously-bypass-hook-trust)`, next = other.key !== void 0 ? `turn one of the two off: OmO's with the two lines shown below, added to ${config} (into that table if it is already there), or with \`/hooks\` in the codex TUI` : `turn one of the two off: OmO's with \`/hooks\` in the codex TUI, or with \`enabled = false\` under \`[hooks.state."<key>"]\` in ${config}; the key is what \`codex app-server\` hooks/list reports (run doctor where codex can answer to see it)`;
    return {
      status: "problem",
      what: `${at}: continues the same plan from the same .omo/boulder.json${trust2}. ${CONSEQUENCE}`,
      next
    };
  });
}
function otherContinuationDetails(found, codexHome2) {
  let shown2 = found.filter((other) => other.enabled !== !1);
  if (shown2.length === 0) return [];
  let lines = ["", "Other Stop hooks that continue the same plan (told by what they run):"];
  for (let other of shown2) {
    lines.push(`  ${other.product}, ${other.where}`, `    runs: ${other.runs}`);
    for (let evidence of other.evidence) lines.push(`    matched: ${evidence}`);
    other.key === void 0 ? lines.push(
      "    its key: codex did not list it here; `/hooks` in the codex TUI shows it and turns it off"
    ) : (lines.push(`    to turn it off, add to ${userConfigToml(codexHome2)}:`), lines.push(...turnOffToml(other.key).map((line) => `      ${line}`)));
  }
  return lines;
}
function otherContinuationsJson(found, codexHome2) {
  return found.map((other) => ({
    ...other,
    ...other.key !== void 0 ? { turnOff: { configToml: userConfigToml(codexHome2), lines: turnOffToml(other.key) } } : {}
  }));
}

// src/doctor/registrations.ts
var import_node_fs7 = require("node:fs"), import_node_path10 = require("node:path");

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text6, ignoreTrivia = !1) {
  let len = text6.length, pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count2, exact) {
    let digits = 0, value2 = 0;
    for (; digits < count2 || !exact; ) {
      let ch = text6.charCodeAt(pos);
      if (ch >= 48 && ch <= 57)
        value2 = value2 * 16 + ch - 48;
      else if (ch >= 65 && ch <= 70)
        value2 = value2 * 16 + ch - 65 + 10;
      else if (ch >= 97 && ch <= 102)
        value2 = value2 * 16 + ch - 97 + 10;
      else
        break;
      pos++, digits++;
    }
    return digits < count2 && (value2 = -1), value2;
  }
  function setPosition(newPosition) {
    pos = newPosition, value = "", tokenOffset = 0, token = 16, scanError = 0;
  }
  function scanNumber() {
    let start2 = pos;
    if (text6.charCodeAt(pos) === 48)
      pos++;
    else
      for (pos++; pos < text6.length && isDigit(text6.charCodeAt(pos)); )
        pos++;
    if (pos < text6.length && text6.charCodeAt(pos) === 46)
      if (pos++, pos < text6.length && isDigit(text6.charCodeAt(pos)))
        for (pos++; pos < text6.length && isDigit(text6.charCodeAt(pos)); )
          pos++;
      else
        return scanError = 3, text6.substring(start2, pos);
    let end = pos;
    if (pos < text6.length && (text6.charCodeAt(pos) === 69 || text6.charCodeAt(pos) === 101))
      if (pos++, (pos < text6.length && text6.charCodeAt(pos) === 43 || text6.charCodeAt(pos) === 45) && pos++, pos < text6.length && isDigit(text6.charCodeAt(pos))) {
        for (pos++; pos < text6.length && isDigit(text6.charCodeAt(pos)); )
          pos++;
        end = pos;
      } else
        scanError = 3;
    return text6.substring(start2, end);
  }
  function scanString() {
    let result = "", start2 = pos;
    for (; ; ) {
      if (pos >= len) {
        result += text6.substring(start2, pos), scanError = 2;
        break;
      }
      let ch = text6.charCodeAt(pos);
      if (ch === 34) {
        result += text6.substring(start2, pos), pos++;
        break;
      }
      if (ch === 92) {
        if (result += text6.substring(start2, pos), pos++, pos >= len) {
          scanError = 2;
          break;
        }
        switch (text6.charCodeAt(pos++)) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += `
`;
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            let ch3 = scanHexDigits(4, !0);
            ch3 >= 0 ? result += String.fromCharCode(ch3) : scanError = 4;
            break;
          default:
            scanError = 5;
        }
        start2 = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31)
        if (isLineBreak(ch)) {
          result += text6.substring(start2, pos), scanError = 2;
          break;
        } else
          scanError = 6;
      pos++;
    }
    return result;
  }
  function scanNext() {
    if (value = "", scanError = 0, tokenOffset = pos, lineStartOffset = lineNumber, prevTokenLineStartOffset = tokenLineStartOffset, pos >= len)
      return tokenOffset = len, token = 17;
    let code3 = text6.charCodeAt(pos);
    if (isWhiteSpace(code3)) {
      do
        pos++, value += String.fromCharCode(code3), code3 = text6.charCodeAt(pos);
      while (isWhiteSpace(code3));
      return token = 15;
    }
    if (isLineBreak(code3))
      return pos++, value += String.fromCharCode(code3), code3 === 13 && text6.charCodeAt(pos) === 10 && (pos++, value += `
`), lineNumber++, tokenLineStartOffset = pos, token = 14;
    switch (code3) {
      // tokens: []{}:,
      case 123:
        return pos++, token = 1;
      case 125:
        return pos++, token = 2;
      case 91:
        return pos++, token = 3;
      case 93:
        return pos++, token = 4;
      case 58:
        return pos++, token = 6;
      case 44:
        return pos++, token = 5;
      // strings
      case 34:
        return pos++, value = scanString(), token = 10;
      // comments
      case 47:
        let start2 = pos - 1;
        if (text6.charCodeAt(pos + 1) === 47) {
          for (pos += 2; pos < len && !isLineBreak(text6.charCodeAt(pos)); )
            pos++;
          return value = text6.substring(start2, pos), token = 12;
        }
        if (text6.charCodeAt(pos + 1) === 42) {
          pos += 2;
          let safeLength = len - 1, commentClosed = !1;
          for (; pos < safeLength; ) {
            let ch = text6.charCodeAt(pos);
            if (ch === 42 && text6.charCodeAt(pos + 1) === 47) {
              pos += 2, commentClosed = !0;
              break;
            }
            pos++, isLineBreak(ch) && (ch === 13 && text6.charCodeAt(pos) === 10 && pos++, lineNumber++, tokenLineStartOffset = pos);
          }
          return commentClosed || (pos++, scanError = 1), value = text6.substring(start2, pos), token = 13;
        }
        return value += String.fromCharCode(code3), pos++, token = 16;
      // numbers
      case 45:
        if (value += String.fromCharCode(code3), pos++, pos === len || !isDigit(text6.charCodeAt(pos)))
          return token = 16;
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        return value += scanNumber(), token = 11;
      // literals and unknown symbols
      default:
        for (; pos < len && isUnknownContentCharacter(code3); )
          pos++, code3 = text6.charCodeAt(pos);
        if (tokenOffset !== pos) {
          switch (value = text6.substring(tokenOffset, pos), value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        return value += String.fromCharCode(code3), pos++, token = 16;
    }
  }
  function isUnknownContentCharacter(code3) {
    if (isWhiteSpace(code3) || isLineBreak(code3))
      return !1;
    switch (code3) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return !1;
    }
    return !0;
  }
  function scanNextNonTrivia() {
    let result;
    do
      result = scanNext();
    while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2.lineFeed = 10] = "lineFeed", CharacterCodes2[CharacterCodes2.carriageReturn = 13] = "carriageReturn", CharacterCodes2[CharacterCodes2.space = 32] = "space", CharacterCodes2[CharacterCodes2._0 = 48] = "_0", CharacterCodes2[CharacterCodes2._1 = 49] = "_1", CharacterCodes2[CharacterCodes2._2 = 50] = "_2", CharacterCodes2[CharacterCodes2._3 = 51] = "_3", CharacterCodes2[CharacterCodes2._4 = 52] = "_4", CharacterCodes2[CharacterCodes2._5 = 53] = "_5", CharacterCodes2[CharacterCodes2._6 = 54] = "_6", CharacterCodes2[CharacterCodes2._7 = 55] = "_7", CharacterCodes2[CharacterCodes2._8 = 56] = "_8", CharacterCodes2[CharacterCodes2._9 = 57] = "_9", CharacterCodes2[CharacterCodes2.a = 97] = "a", CharacterCodes2[CharacterCodes2.b = 98] = "b", CharacterCodes2[CharacterCodes2.c = 99] = "c", CharacterCodes2[CharacterCodes2.d = 100] = "d", CharacterCodes2[CharacterCodes2.e = 101] = "e", CharacterCodes2[CharacterCodes2.f = 102] = "f", CharacterCodes2[CharacterCodes2.g = 103] = "g", CharacterCodes2[CharacterCodes2.h = 104] = "h", CharacterCodes2[CharacterCodes2.i = 105] = "i", CharacterCodes2[CharacterCodes2.j = 106] = "j", CharacterCodes2[CharacterCodes2.k = 107] = "k", CharacterCodes2[CharacterCodes2.l = 108] = "l", CharacterCodes2[CharacterCodes2.m = 109] = "m", CharacterCodes2[CharacterCodes2.n = 110] = "n", CharacterCodes2[CharacterCodes2.o = 111] = "o", CharacterCodes2[CharacterCodes2.p = 112] = "p", CharacterCodes2[CharacterCodes2.q = 113] = "q", CharacterCodes2[CharacterCodes2.r = 114] = "r", CharacterCodes2[CharacterCodes2.s = 115] = "s", CharacterCodes2[CharacterCodes2.t = 116] = "t", CharacterCodes2[CharacterCodes2.u = 117] = "u", CharacterCodes2[CharacterCodes2.v = 118] = "v", CharacterCodes2[CharacterCodes2.w = 119] = "w", CharacterCodes2[CharacterCodes2.x = 120] = "x", CharacterCodes2[CharacterCodes2.y = 121] = "y", CharacterCodes2[CharacterCodes2.z = 122] = "z", CharacterCodes2[CharacterCodes2.A = 65] = "A", CharacterCodes2[CharacterCodes2.B = 66] = "B", CharacterCodes2[CharacterCodes2.C = 67] = "C", CharacterCodes2[CharacterCodes2.D = 68] = "D", CharacterCodes2[CharacterCodes2.E = 69] = "E", CharacterCodes2[CharacterCodes2.F = 70] = "F", CharacterCodes2[CharacterCodes2.G = 71] = "G", CharacterCodes2[CharacterCodes2.H = 72] = "H", CharacterCodes2[CharacterCodes2.I = 73] = "I", CharacterCodes2[CharacterCodes2.J = 74] = "J", CharacterCodes2[CharacterCodes2.K = 75] = "K", CharacterCodes2[CharacterCodes2.L = 76] = "L", CharacterCodes2[CharacterCodes2.M = 77] = "M", CharacterCodes2[CharacterCodes2.N = 78] = "N", CharacterCodes2[CharacterCodes2.O = 79] = "O", CharacterCodes2[CharacterCodes2.P = 80] = "P", CharacterCodes2[CharacterCodes2.Q = 81] = "Q", CharacterCodes2[CharacterCodes2.R = 82] = "R", CharacterCodes2[CharacterCodes2.S = 83] = "S", CharacterCodes2[CharacterCodes2.T = 84] = "T", CharacterCodes2[CharacterCodes2.U = 85] = "U", CharacterCodes2[CharacterCodes2.V = 86] = "V", CharacterCodes2[CharacterCodes2.W = 87] = "W", CharacterCodes2[CharacterCodes2.X = 88] = "X", CharacterCodes2[CharacterCodes2.Y = 89] = "Y", CharacterCodes2[CharacterCodes2.Z = 90] = "Z", CharacterCodes2[CharacterCodes2.asterisk = 42] = "asterisk", CharacterCodes2[CharacterCodes2.backslash = 92] = "backslash", CharacterCodes2[CharacterCodes2.closeBrace = 125] = "closeBrace", CharacterCodes2[CharacterCodes2.closeBracket = 93] = "closeBracket", CharacterCodes2[CharacterCodes2.colon = 58] = "colon", CharacterCodes2[CharacterCodes2.comma = 44] = "comma", CharacterCodes2[CharacterCodes2.dot = 46] = "dot", CharacterCodes2[CharacterCodes2.doubleQuote = 34] = "doubleQuote", CharacterCodes2[CharacterCodes2.minus = 45] = "minus", CharacterCodes2[CharacterCodes2.openBrace = 123] = "openBrace", CharacterCodes2[CharacterCodes2.openBracket = 91] = "openBracket", CharacterCodes2[CharacterCodes2.plus = 43] = "plus", CharacterCodes2[CharacterCodes2.slash = 47] = "slash", CharacterCodes2[CharacterCodes2.formFeed = 12] = "formFeed", CharacterCodes2[CharacterCodes2.tab = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => " ".repeat(index)), maxCachedValues = 200, cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => `
` + " ".repeat(index)),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => "\r" + " ".repeat(index)),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => `\r
` + " ".repeat(index))
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => `
` + "	".repeat(index)),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => "\r" + "	".repeat(index)),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => `\r
` + "	".repeat(index))
  }
}, supportedEols = [`
`, "\r", `\r
`];

// node_modules/jsonc-parser/lib/esm/impl/format.js
function format(documentText, range, options) {
  let initialIndentLevel, formatText, formatTextStart, rangeStart, rangeEnd;
  if (range) {
    for (rangeStart = range.offset, rangeEnd = rangeStart + range.length, formatTextStart = rangeStart; formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1); )
      formatTextStart--;
    let endOffset = rangeEnd;
    for (; endOffset < documentText.length && !isEOL(documentText, endOffset); )
      endOffset++;
    formatText = documentText.substring(formatTextStart, endOffset), initialIndentLevel = computeIndentLevel(formatText, options);
  } else
    formatText = documentText, initialIndentLevel = 0, formatTextStart = 0, rangeStart = 0, rangeEnd = documentText.length;
  let eol = getEOL(options, documentText), eolFastPathSupported = supportedEols.includes(eol), numberLineBreaks = 0, indentLevel = 0, indentValue;
  options.insertSpaces ? indentValue = cachedSpaces[options.tabSize || 4] ?? repeat(cachedSpaces[1], options.tabSize || 4) : indentValue = "	";
  let indentType = indentValue === "	" ? "	" : " ", scanner = createScanner(formatText, !1), hasError = !1;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1)
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    let amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    return !eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length ? eol + repeat(indentValue, initialIndentLevel + indentLevel) : amountOfSpaces <= 0 ? eol : cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    for (numberLineBreaks = 0; token === 15 || token === 14; )
      token === 14 && options.keepLines ? numberLineBreaks += 1 : token === 14 && (numberLineBreaks = 1), token = scanner.scan();
    return hasError = token === 16 || scanner.getTokenError() !== 0, token;
  }
  let editOperations = [];
  function addEdit(text6, startOffset, endOffset) {
    !hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text6 && editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text6 });
  }
  let firstToken = scanNext();
  if (options.keepLines && numberLineBreaks > 0 && addEdit(repeat(eol, numberLineBreaks), 0, 0), firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart, initialIndent = indentValue.length * initialIndentLevel < 20 && options.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  for (; firstToken !== 17; ) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart, secondToken = scanNext(), replaceContent = "", needsLineBreak = !1;
    for (; numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13); ) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart), firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart, needsLineBreak = secondToken === 12, replaceContent = needsLineBreak ? newLinesAndIndent() : "", secondToken = scanNext();
    }
    if (secondToken === 2)
      firstToken !== 1 && indentLevel--, options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1 ? replaceContent = newLinesAndIndent() : options.keepLines && (replaceContent = cachedSpaces[1]);
    else if (secondToken === 4)
      firstToken !== 3 && indentLevel--, options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3 ? replaceContent = newLinesAndIndent() : options.keepLines && (replaceContent = cachedSpaces[1]);
    else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++, options.keepLines && numberLineBreaks > 0 || !options.keepLines ? replaceContent = newLinesAndIndent() : replaceContent = cachedSpaces[1];
          break;
        case 5:
          options.keepLines && numberLineBreaks > 0 || !options.keepLines ? replaceContent = newLinesAndIndent() : replaceContent = cachedSpaces[1];
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          numberLineBreaks > 0 ? replaceContent = newLinesAndIndent() : needsLineBreak || (replaceContent = cachedSpaces[1]);
          break;
        case 6:
          options.keepLines && numberLineBreaks > 0 ? replaceContent = newLinesAndIndent() : needsLineBreak || (replaceContent = cachedSpaces[1]);
          break;
        case 10:
          options.keepLines && numberLineBreaks > 0 ? replaceContent = newLinesAndIndent() : secondToken === 6 && !needsLineBreak && (replaceContent = "");
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          options.keepLines && numberLineBreaks > 0 ? replaceContent = newLinesAndIndent() : (secondToken === 12 || secondToken === 13) && !needsLineBreak ? replaceContent = cachedSpaces[1] : secondToken !== 5 && secondToken !== 17 && (hasError = !0);
          break;
        case 16:
          hasError = !0;
          break;
      }
      numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13) && (replaceContent = newLinesAndIndent());
    }
    secondToken === 17 && (options.keepLines && numberLineBreaks > 0 ? replaceContent = newLinesAndIndent() : replaceContent = options.insertFinalNewline ? eol : "");
    let secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart), firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count2) {
  let result = "";
  for (let i = 0; i < count2; i++)
    result += s;
  return result;
}
function computeIndentLevel(content, options) {
  let i = 0, nChars = 0, tabSize = options.tabSize || 4;
  for (; i < content.length; ) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1])
      nChars++;
    else if (ch === "	")
      nChars += tabSize;
    else
      break;
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text6) {
  for (let i = 0; i < text6.length; i++) {
    let ch = text6.charAt(i);
    if (ch === "\r")
      return i + 1 < text6.length && text6.charAt(i + 1) === `
` ? `\r
` : "\r";
    if (ch === `
`)
      return `
`;
  }
  return options && options.eol || `
`;
}
function isEOL(text6, offset) {
  return `\r
`.indexOf(text6.charAt(offset)) !== -1;
}

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: !1
  };
})(ParseOptions || (ParseOptions = {}));
function parseTree(text6, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    currentParent.type === "property" && (currentParent.length = endOffset - currentParent.offset, currentParent = currentParent.parent);
  }
  function onValue(valueNode) {
    return currentParent.children.push(valueNode), valueNode;
  }
  visit(text6, {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] }), currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length), currentParent.length = offset + length - currentParent.offset, currentParent = currentParent.parent, ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset, currentParent = currentParent.parent, ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value }), ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep2, offset, length) => {
      currentParent.type === "property" && (sep2 === ":" ? currentParent.colonOffset = offset : sep2 === "," && ensurePropertyComplete(offset));
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  }, options);
  let result = currentParent.children[0];
  return result && delete result.parent, result;
}
function findNodeAtLocation(root, path) {
  if (!root)
    return;
  let node = root;
  for (let segment of path)
    if (typeof segment == "string") {
      if (node.type !== "object" || !Array.isArray(node.children))
        return;
      let found = !1;
      for (let propertyNode of node.children)
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1], found = !0;
          break;
        }
      if (!found)
        return;
    } else {
      let index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length)
        return;
      node = node.children[index];
    }
  return node;
}
function getNodeValue(node) {
  switch (node.type) {
    case "array":
      return node.children.map(getNodeValue);
    case "object":
      let obj = /* @__PURE__ */ Object.create(null);
      for (let prop of node.children) {
        let valueNode = prop.children[1];
        valueNode && (obj[prop.children[0].value] = getNodeValue(valueNode));
      }
      return obj;
    case "null":
    case "string":
    case "number":
    case "boolean":
      return node.value;
    default:
      return;
  }
}
function visit(text6, visitor, options = ParseOptions.DEFAULT) {
  let _scanner = createScanner(text6, !1), _jsonPath = [], suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => !0;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => !0;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => !0;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      suppressedCallbacks > 0 ? suppressedCallbacks++ : visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) === !1 && (suppressedCallbacks = 1);
    } : () => !0;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      suppressedCallbacks > 0 && suppressedCallbacks--, suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
    } : () => !0;
  }
  let onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError), disallowComments = options && options.disallowComments, allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    for (; ; ) {
      let token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          disallowComments || handleError(
            11
            /* ParseErrorCode.UnexpectedEndOfComment */
          );
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          disallowComments ? handleError(
            10
            /* ParseErrorCode.InvalidCommentToken */
          ) : onComment();
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    if (onError(error), skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      for (; token !== 17; ) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1)
          break;
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    let value = _scanner.getTokenValue();
    return isValue ? onLiteralValue(value) : (onObjectProperty(value), _jsonPath.push(value)), scanNext(), !0;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        let tokenValue = _scanner.getTokenValue(), value = Number(tokenValue);
        isNaN(value) && (handleError(
          2
          /* ParseErrorCode.InvalidNumberFormat */
        ), value = 0), onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(!0);
        break;
      case 9:
        onLiteralValue(!1);
        break;
      default:
        return !1;
    }
    return scanNext(), !0;
  }
  function parseProperty() {
    return _scanner.getToken() !== 10 ? (handleError(3, [], [
      2,
      5
      /* SyntaxKind.CommaToken */
    ]), !1) : (parseString(!1), _scanner.getToken() === 6 ? (onSeparator(":"), scanNext(), parseValue() || handleError(4, [], [
      2,
      5
      /* SyntaxKind.CommaToken */
    ])) : handleError(5, [], [
      2,
      5
      /* SyntaxKind.CommaToken */
    ]), _jsonPath.pop(), !0);
  }
  function parseObject() {
    onObjectBegin(), scanNext();
    let needsComma = !1;
    for (; _scanner.getToken() !== 2 && _scanner.getToken() !== 17; ) {
      if (_scanner.getToken() === 5) {
        if (needsComma || handleError(4, [], []), onSeparator(","), scanNext(), _scanner.getToken() === 2 && allowTrailingComma)
          break;
      } else needsComma && handleError(6, [], []);
      parseProperty() || handleError(4, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]), needsComma = !0;
    }
    return onObjectEnd(), _scanner.getToken() !== 2 ? handleError(7, [
      2
      /* SyntaxKind.CloseBraceToken */
    ], []) : scanNext(), !0;
  }
  function parseArray() {
    onArrayBegin(), scanNext();
    let isFirstElement = !0, needsComma = !1;
    for (; _scanner.getToken() !== 4 && _scanner.getToken() !== 17; ) {
      if (_scanner.getToken() === 5) {
        if (needsComma || handleError(4, [], []), onSeparator(","), scanNext(), _scanner.getToken() === 4 && allowTrailingComma)
          break;
      } else needsComma && handleError(6, [], []);
      isFirstElement ? (_jsonPath.push(0), isFirstElement = !1) : _jsonPath[_jsonPath.length - 1]++, parseValue() || handleError(4, [], [
        4,
        5
        /* SyntaxKind.CommaToken */
      ]), needsComma = !0;
    }
    return onArrayEnd(), isFirstElement || _jsonPath.pop(), _scanner.getToken() !== 4 ? handleError(8, [
      4
      /* SyntaxKind.CloseBracketToken */
    ], []) : scanNext(), !0;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(!0);
      default:
        return parseLiteral();
    }
  }
  return scanNext(), _scanner.getToken() === 17 ? options.allowEmptyContent ? !0 : (handleError(4, [], []), !1) : parseValue() ? (_scanner.getToken() !== 17 && handleError(9, [], []), !0) : (handleError(4, [], []), !1);
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (value) {
        if (Array.isArray(value))
          return "array";
      } else return "null";
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/impl/edit.js
function setProperty(text6, originalPath, value, options) {
  let path = originalPath.slice(), root = parseTree(text6, []), parent, lastSegment;
  for (; path.length > 0 && (lastSegment = path.pop(), parent = findNodeAtLocation(root, path), parent === void 0 && value !== void 0); )
    typeof lastSegment == "string" ? value = { [lastSegment]: value } : value = [value];
  if (parent)
    if (parent.type === "object" && typeof lastSegment == "string" && Array.isArray(parent.children)) {
      let existing = findNodeAtLocation(parent, [lastSegment]);
      if (existing !== void 0)
        if (value === void 0) {
          if (!existing.parent)
            throw new Error("Malformed AST");
          let propertyIndex = parent.children.indexOf(existing.parent), removeBegin, removeEnd = existing.parent.offset + existing.parent.length;
          if (propertyIndex > 0) {
            let previous = parent.children[propertyIndex - 1];
            removeBegin = previous.offset + previous.length;
          } else
            removeBegin = parent.offset + 1, parent.children.length > 1 && (removeEnd = parent.children[1].offset);
          return withFormatting(text6, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
        } else
          return withFormatting(text6, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      else {
        if (value === void 0)
          return [];
        let newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`, index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length, edit;
        if (index > 0) {
          let previous = parent.children[index - 1];
          edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
        } else parent.children.length === 0 ? edit = { offset: parent.offset + 1, length: 0, content: newProperty } : edit = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
        return withFormatting(text6, edit, options);
      }
    } else if (parent.type === "array" && typeof lastSegment == "number" && Array.isArray(parent.children)) {
      let insertIndex = lastSegment;
      if (insertIndex === -1) {
        let newProperty = `${JSON.stringify(value)}`, edit;
        if (parent.children.length === 0)
          edit = { offset: parent.offset + 1, length: 0, content: newProperty };
        else {
          let previous = parent.children[parent.children.length - 1];
          edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
        }
        return withFormatting(text6, edit, options);
      } else if (value === void 0 && parent.children.length >= 0) {
        let removalIndex = lastSegment, toRemove = parent.children[removalIndex], edit;
        if (parent.children.length === 1)
          edit = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
        else if (parent.children.length - 1 === removalIndex) {
          let previous = parent.children[removalIndex - 1], offset = previous.offset + previous.length, parentEndOffset = parent.offset + parent.length;
          edit = { offset, length: parentEndOffset - 2 - offset, content: "" };
        } else
          edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
        return withFormatting(text6, edit, options);
      } else if (value !== void 0) {
        let edit, newProperty = `${JSON.stringify(value)}`;
        if (!options.isArrayInsertion && parent.children.length > lastSegment) {
          let toModify = parent.children[lastSegment];
          edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
        } else if (parent.children.length === 0 || lastSegment === 0)
          edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
        else {
          let index = lastSegment > parent.children.length ? parent.children.length : lastSegment, previous = parent.children[index - 1];
          edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
        }
        return withFormatting(text6, edit, options);
      } else
        throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    } else
      throw new Error(`Can not add ${typeof lastSegment != "number" ? "index" : "property"} to parent of type ${parent.type}`);
  else {
    if (value === void 0)
      throw new Error("Can not delete in empty document");
    return withFormatting(text6, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  }
}
function withFormatting(text6, edit, options) {
  if (!options.formattingOptions)
    return [edit];
  let newText = applyEdit(text6, edit), begin = edit.offset, end = edit.offset + edit.content.length;
  if (edit.length === 0 || edit.content.length === 0) {
    for (; begin > 0 && !isEOL(newText, begin - 1); )
      begin--;
    for (; end < newText.length && !isEOL(newText, end); )
      end++;
  }
  let edits = format(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: !1 });
  for (let i = edits.length - 1; i >= 0; i--) {
    let edit2 = edits[i];
    newText = applyEdit(newText, edit2), begin = Math.min(begin, edit2.offset), end = Math.max(end, edit2.offset + edit2.length), end += edit2.content.length - edit2.length;
  }
  let editLength = text6.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text6, edit) {
  return text6.substring(0, edit.offset) + edit.content + text6.substring(edit.offset + edit.length);
}

// node_modules/jsonc-parser/lib/esm/main.js
var createScanner2 = createScanner, ScanError;
(function(ScanError2) {
  ScanError2[ScanError2.None = 0] = "None", ScanError2[ScanError2.UnexpectedEndOfComment = 1] = "UnexpectedEndOfComment", ScanError2[ScanError2.UnexpectedEndOfString = 2] = "UnexpectedEndOfString", ScanError2[ScanError2.UnexpectedEndOfNumber = 3] = "UnexpectedEndOfNumber", ScanError2[ScanError2.InvalidUnicode = 4] = "InvalidUnicode", ScanError2[ScanError2.InvalidEscapeCharacter = 5] = "InvalidEscapeCharacter", ScanError2[ScanError2.InvalidCharacter = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2.OpenBraceToken = 1] = "OpenBraceToken", SyntaxKind2[SyntaxKind2.CloseBraceToken = 2] = "CloseBraceToken", SyntaxKind2[SyntaxKind2.OpenBracketToken = 3] = "OpenBracketToken", SyntaxKind2[SyntaxKind2.CloseBracketToken = 4] = "CloseBracketToken", SyntaxKind2[SyntaxKind2.CommaToken = 5] = "CommaToken", SyntaxKind2[SyntaxKind2.ColonToken = 6] = "ColonToken", SyntaxKind2[SyntaxKind2.NullKeyword = 7] = "NullKeyword", SyntaxKind2[SyntaxKind2.TrueKeyword = 8] = "TrueKeyword", SyntaxKind2[SyntaxKind2.FalseKeyword = 9] = "FalseKeyword", SyntaxKind2[SyntaxKind2.StringLiteral = 10] = "StringLiteral", SyntaxKind2[SyntaxKind2.NumericLiteral = 11] = "NumericLiteral", SyntaxKind2[SyntaxKind2.LineCommentTrivia = 12] = "LineCommentTrivia", SyntaxKind2[SyntaxKind2.BlockCommentTrivia = 13] = "BlockCommentTrivia", SyntaxKind2[SyntaxKind2.LineBreakTrivia = 14] = "LineBreakTrivia", SyntaxKind2[SyntaxKind2.Trivia = 15] = "Trivia", SyntaxKind2[SyntaxKind2.Unknown = 16] = "Unknown", SyntaxKind2[SyntaxKind2.EOF = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parseTree2 = parseTree, findNodeAtLocation2 = findNodeAtLocation;
var getNodeValue2 = getNodeValue;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2.InvalidSymbol = 1] = "InvalidSymbol", ParseErrorCode2[ParseErrorCode2.InvalidNumberFormat = 2] = "InvalidNumberFormat", ParseErrorCode2[ParseErrorCode2.PropertyNameExpected = 3] = "PropertyNameExpected", ParseErrorCode2[ParseErrorCode2.ValueExpected = 4] = "ValueExpected", ParseErrorCode2[ParseErrorCode2.ColonExpected = 5] = "ColonExpected", ParseErrorCode2[ParseErrorCode2.CommaExpected = 6] = "CommaExpected", ParseErrorCode2[ParseErrorCode2.CloseBraceExpected = 7] = "CloseBraceExpected", ParseErrorCode2[ParseErrorCode2.CloseBracketExpected = 8] = "CloseBracketExpected", ParseErrorCode2[ParseErrorCode2.EndOfFileExpected = 9] = "EndOfFileExpected", ParseErrorCode2[ParseErrorCode2.InvalidCommentToken = 10] = "InvalidCommentToken", ParseErrorCode2[ParseErrorCode2.UnexpectedEndOfComment = 11] = "UnexpectedEndOfComment", ParseErrorCode2[ParseErrorCode2.UnexpectedEndOfString = 12] = "UnexpectedEndOfString", ParseErrorCode2[ParseErrorCode2.UnexpectedEndOfNumber = 13] = "UnexpectedEndOfNumber", ParseErrorCode2[ParseErrorCode2.InvalidUnicode = 14] = "InvalidUnicode", ParseErrorCode2[ParseErrorCode2.InvalidEscapeCharacter = 15] = "InvalidEscapeCharacter", ParseErrorCode2[ParseErrorCode2.InvalidCharacter = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function modify(text6, path, value, options) {
  return setProperty(text6, path, value, options);
}
function applyEdits(text6, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    let diff = a.offset - b.offset;
    return diff === 0 ? a.length - b.length : diff;
  }), lastModifiedOffset = text6.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset)
      text6 = applyEdit(text6, e);
    else
      throw new Error("Overlapping edit");
    lastModifiedOffset = e.offset;
  }
  return text6;
}

// src/json/changes.ts
var import_node_util2 = require("node:util");
function changedPaths(before, after) {
  let changes = [], pending = [
    { before, after, path: [] }
  ];
  for (let pair = pending.pop(); pair !== void 0; pair = pending.pop()) {
    let { path } = pair, [was, now] = [pair.before, pair.after];
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

// src/json/object-offsets.ts
var TOKEN = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  string: 10,
  eof: 17
};
function objectOffsets(text6, paths) {
  let route = /* @__PURE__ */ new Set();
  for (let path of paths)
    for (let n = 0; n <= path.length; n++) route.add(JSON.stringify(path.slice(0, n)));
  let found = /* @__PURE__ */ new Map(), stack = [], begin = (frame, valueOffset) => {
    let pending = frame?.pending;
    if (frame === void 0 || pending === void 0 || (frame.pending = void 0, frame.object === void 0)) return;
    let keyEnd = pending.offset + pending.length, property = {
      key: pending.key,
      offset: pending.offset,
      keyEnd,
      valueOffset,
      end: 0
    };
    return frame.object.properties.push(property), property;
  }, scanner = createScanner2(text6, !0);
  for (let kind = scanner.scan(); kind !== TOKEN.eof; kind = scanner.scan()) {
    let offset = scanner.getTokenOffset(), end = offset + scanner.getTokenLength(), frame = stack.at(-1);
    if (kind === TOKEN.comma || kind === TOKEN.colon)
      frame?.isObject === !0 && (frame.expectsKey = kind === TOKEN.comma);
    else if (kind === TOKEN.string && frame?.isObject === !0 && frame.expectsKey)
      frame.expectsKey = !1, frame.pending = { key: scanner.getTokenValue(), offset, length: end - offset };
    else if (kind === TOKEN.openBrace) {
      let key = frame?.pending?.key, path = frame === void 0 ? [] : frame.path !== void 0 && key !== void 0 ? [...frame.path, key] : void 0, onRoute = path !== void 0 && route.has(JSON.stringify(path)), property = begin(frame, offset), object = onRoute ? { offset, end: offset, properties: [] } : void 0;
      stack.push({
        isObject: !0,
        path: onRoute ? path : void 0,
        object,
        property,
        expectsKey: !0,
        pending: void 0
      });
    } else if (kind === TOKEN.openBracket) {
      let property = begin(frame, offset);
      stack.push({
        isObject: !1,
        path: void 0,
        object: void 0,
        property,
        expectsKey: !1,
        pending: void 0
      });
    } else if (kind === TOKEN.closeBrace || kind === TOKEN.closeBracket)
      stack.pop(), frame?.object !== void 0 && frame.path !== void 0 && (frame.object.end = end, found.set(JSON.stringify(frame.path), frame.object)), frame?.property !== void 0 && (frame.property.end = end);
    else {
      let property = begin(frame, offset);
      property !== void 0 && (property.end = end);
    }
  }
  return found;
}

// src/json/read-back.ts
function spliced(text6, edits) {
  let sorted = edits.map((edit, index) => ({ edit, index }));
  sorted.sort((a, b) => a.edit.offset - b.edit.offset || a.index - b.index);
  let parts = [], at = 0;
  for (let { edit } of sorted) {
    if (edit.offset < at) return;
    parts.push(text6.slice(at, edit.offset), edit.content), at = edit.offset + edit.length;
  }
  return parts.push(text6.slice(at)), parts.join("");
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
function readsBackAs(text6, after) {
  let read = parseJson(text6);
  if (!read.ok) return !1;
  try {
    if (JSON.stringify(read.value) === JSON.stringify(after)) return !0;
  } catch {
  }
  return sameJson(read.value, after);
}

// src/json/text-style.ts
function formatting(text6) {
  let match = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text6);
  if (match === null) return;
  let indent = match[1] ?? "  ", eol = text6.includes(`\r
`) ? `\r
` : `
`;
  return indent.startsWith("	") ? { insertSpaces: !1, tabSize: 1, eol } : { insertSpaces: !0, tabSize: indent.length, eol };
}
function styleOf(text6) {
  let options = formatting(text6);
  return options === void 0 ? { unit: void 0, eol: text6.includes(`\r
`) ? `\r
` : `
` } : { unit: options.insertSpaces === !0 ? " ".repeat(options.tabSize ?? 2) : "	", eol: options.eol ?? `
` };
}
function lineAt(text6, offset) {
  let start2 = text6.lastIndexOf(`
`, offset - 1) + 1, prefix = text6.slice(start2, offset);
  return { indent: /^[ \t]*/.exec(prefix)?.[0] ?? "", ownLine: prefix.trim() === "" };
}
function render(value, unit, style, indent) {
  return (JSON.stringify(value, null, unit) ?? "null").replaceAll(`
`, `${style.eol}${indent}`);
}

// src/json/text-edit.ts
function modifyAt(text6, path, value, insert) {
  let options = value === void 0 ? void 0 : formatting(text6), edits = modify(text6, path, value, {
    ...options !== void 0 ? { formattingOptions: options } : {},
    ...insert ? { isArrayInsertion: !0 } : {}
  });
  return applyEdits(text6, edits);
}
function setJsonValue(text6, path, value) {
  return modifyAt(text6, path, value, !1);
}
function appendElement(text6, path, value) {
  let tree = parseTree2(text6), last = tree === void 0 ? void 0 : findNodeAtLocation2(tree, path)?.children?.at(-1);
  if (last === void 0) return modifyAt(text6, [...path, 0], value, !0);
  let style = styleOf(text6), { indent, ownLine } = lineAt(text6, last.offset), onOwnLine = style.unit !== void 0 && ownLine, body = render(value, onOwnLine ? style.unit : void 0, style, indent), end = last.offset + last.length;
  return `${text6.slice(0, end)},${onOwnLine ? `${style.eol}${indent}` : " "}${body}${text6.slice(end)}`;
}
function removeElement(text6, path) {
  let tree = parseTree2(text6), index = path.at(-1), array = tree === void 0 ? void 0 : findNodeAtLocation2(tree, path.slice(0, -1)), items = array?.children ?? [], item = typeof index == "number" ? items[index] : void 0;
  if (array === void 0 || item === void 0 || typeof index != "number") return text6;
  let end = (node) => node.offset + node.length, previous = items[index - 1], following = items[index + 1];
  return previous !== void 0 ? text6.slice(0, end(previous)) + text6.slice(end(item)) : following !== void 0 ? text6.slice(0, item.offset) + text6.slice(following.offset) : `${text6.slice(0, array.offset)}[]${text6.slice(end(array))}`;
}
function propertyOf(object, key) {
  return object.properties.findLast((property) => property.key === key);
}
function replacement(text6, property, value, style) {
  let { indent, ownLine } = lineAt(text6, property.offset), content = render(value, ownLine ? style.unit : void 0, style, indent);
  return { offset: property.valueOffset, length: property.end - property.valueOffset, content };
}
function objectText(text6, object, entries, style) {
  if (entries.length === 0) return "{}";
  if (style.unit === void 0)
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
  let { indent } = lineAt(text6, object.offset), inner = `${indent}${style.unit}`, lines = entries.map(
    ([key, value]) => `${inner}${JSON.stringify(key)}: ${render(value, style.unit, style, inner)}`
  );
  return `{${style.eol}${lines.join(`,${style.eol}`)}${style.eol}${indent}}`;
}
function insertion(text6, last, beforeLast, entries, style) {
  let colon = text6.slice(last.keyEnd, last.valueOffset), { indent, ownLine } = lineAt(text6, last.offset), separator = ownLine ? `,${style.eol}${indent}` : beforeLast !== void 0 ? text6.slice(beforeLast.end, last.offset) : ",", unit = ownLine ? style.unit : void 0, content = entries.map(([key, value]) => `${separator}${JSON.stringify(key)}${colon}${render(value, unit, style, indent)}`).join("");
  return { offset: last.end, length: 0, content };
}
function objectEdits(text6, object, changes, style) {
  let { properties } = object, removed = /* @__PURE__ */ new Set(), added = [], edits = [];
  for (let change of changes) {
    let key = change.path.at(-1) ?? "", property = propertyOf(object, key);
    change.value === void 0 ? property !== void 0 && removed.add(property) : property === void 0 ? added.push([key, change.value]) : edits.push(replacement(text6, property, change.value, style));
  }
  let firstKept = properties.findIndex((property) => !removed.has(property));
  if (firstKept === -1)
    return [
      {
        offset: object.offset,
        length: object.end - object.offset,
        content: objectText(text6, object, added, style)
      }
    ];
  let lastGone = properties[firstKept - 1];
  if (lastGone !== void 0) {
    let to = text6.indexOf(",", lastGone.end) + 1;
    edits.push({ offset: object.offset + 1, length: to - object.offset - 1, content: "" });
  }
  for (let [index, property] of properties.entries()) {
    let previous = properties[index - 1];
    index > firstKept && removed.has(property) && previous !== void 0 && edits.push({ offset: previous.end, length: property.end - previous.end, content: "" });
  }
  let last = properties.at(-1);
  return added.length > 0 && last !== void 0 && edits.push(insertion(text6, last, properties.at(-2), added, style)), edits;
}
function isStackOverflow(error) {
  return error instanceof RangeError && /call stack/i.test(error.message);
}
function editJsonText(text6, before, after) {
  try {
    let changes = changedPaths(before, after);
    if (changes.length === 0) return { ok: !0, text: text6 };
    let style = styleOf(text6), byObject = /* @__PURE__ */ new Map();
    for (let change of changes) {
      let key = JSON.stringify(change.path.slice(0, -1));
      byObject.set(key, [...byObject.get(key) ?? [], change]);
    }
    let objects = objectOffsets(
      text6,
      changes.map((change) => change.path.slice(0, -1))
    ), edits = [];
    for (let [key, group] of byObject) {
      let object = objects.get(key);
      if (object === void 0) return { ok: !1, why: `the object at ${key} was not found in its text` };
      edits.push(...objectEdits(text6, object, group, style));
    }
    let next = spliced(text6, edits);
    return next !== void 0 && readsBackAs(next, after) ? { ok: !0, text: next } : {
      ok: !1,
      why: "the edited text would not read back as the edit (a key repeated in an object it changes?)"
    };
  } catch (error) {
    if (isStackOverflow(error))
      return { ok: !1, why: "a value it would rewrite is nested too deeply to be written out" };
    throw error;
  }
}

// src/install/hooks-file.ts
var STATUS_PREFIX = `${PACKAGE_NAME}:`, EVENTS = [
  ["Stop", "stop", `${STATUS_PREFIX} checking the ULW plan`],
  ["SubagentStop", "subagentStop", `${STATUS_PREFIX} sub-agent stop (no-op)`],
  ["UserPromptSubmit", "promptSubmit", `${STATUS_PREFIX} checking for $ulw-execute`],
  ["SessionStart", "sessionStart", `${STATUS_PREFIX} checking for a ULW plan to restore`]
];
function isOurs(handler, ours) {
  if (!isRecord(handler)) return !1;
  let command = field(handler, "command"), status3 = field(handler, "statusMessage");
  return EVENTS.some(([, key]) => command === ours[key]) ? !0 : typeof status3 == "string" && status3.startsWith(STATUS_PREFIX) && typeof command == "string" && parseHookCommand(command) !== void 0;
}
var BOM = "\uFEFF";
function withBom(edit) {
  return edit.ok ? { ok: !0, text: `${BOM}${edit.text}` } : edit;
}
function placesOfOurs(groups, ours) {
  let places = [];
  for (let [g, group] of (groups?.children ?? []).entries()) {
    let handlers = group.type === "object" ? findNodeAtLocation2(group, ["hooks"]) : void 0;
    if (handlers?.type !== "array") continue;
    let list2 = handlers.children ?? [];
    for (let [h, handler] of list2.entries())
      isOurs(getNodeValue2(handler), ours) && places.push([g, h, list2.length]);
  }
  return places;
}
function check(text6) {
  let parsed = parseJson(text6);
  if (!parsed.ok) return { ok: !1, problem: "is not valid JSON" };
  if (!isRecord(parsed.value)) return { ok: !1, problem: "is not a JSON object" };
  let hooks = field(parsed.value, "hooks");
  if (hooks !== void 0 && !isRecord(hooks)) return { ok: !1, problem: '"hooks" is not a JSON object' };
  for (let [event] of EVENTS) {
    let groups = isRecord(hooks) ? field(hooks, event) : void 0;
    if (groups !== void 0 && !Array.isArray(groups))
      return { ok: !1, problem: `"hooks.${event}" is not an array` };
  }
  return { ok: !0, tree: parseTree2(text6) };
}
function addOurHooks(text6, ours) {
  if (text6.startsWith(BOM)) return withBom(addOurHooks(text6.slice(1), ours));
  let next = text6.trim() === "" ? `{
  "hooks": {}
}
` : text6;
  for (let [event, key, statusMessage] of EVENTS) {
    let checked = check(next);
    if (!checked.ok) return checked;
    let handler = { type: "command", command: ours[key], timeout: 10, statusMessage }, groups = checked.tree === void 0 ? void 0 : findNodeAtLocation2(checked.tree, ["hooks", event]), [first, ...extra] = placesOfOurs(groups, ours);
    for (let [g, h, count2] of extra.reverse())
      next = removeElement(next, count2 === 1 ? ["hooks", event, g] : ["hooks", event, g, "hooks", h]);
    if (first !== void 0) {
      let [g, h] = first, current = checked.tree === void 0 ? void 0 : findNodeAtLocation2(checked.tree, ["hooks", event, g, "hooks", h]);
      JSON.stringify(current === void 0 ? void 0 : getNodeValue2(current)) !== JSON.stringify(handler) && (next = setJsonValue(next, ["hooks", event, g, "hooks", h], handler));
    } else groups === void 0 ? next = setJsonValue(next, ["hooks", event], [{ hooks: [handler] }]) : next = appendElement(next, ["hooks", event], { hooks: [handler] });
  }
  return { ok: !0, text: next };
}
var nodeAt = (text6, path) => {
  let tree = parseTree2(text6.replace(/^\ufeff/, ""));
  return tree === void 0 ? void 0 : findNodeAtLocation2(tree, path);
};
function emptyAsBefore(text6, before, path) {
  let now = nodeAt(text6, path), then = nodeAt(before, path);
  if (now === void 0 || then === void 0 || now.type !== then.type || (now.children?.length ?? 0) > 0 || (then.children?.length ?? 0) > 0) return text6;
  let original = before.replace(/^\ufeff/, "").slice(then.offset, then.offset + then.length);
  return text6.slice(0, now.offset) + original + text6.slice(now.offset + now.length);
}
function removeOurHooks(text6, ours, before) {
  if (text6.startsWith(BOM)) return withBom(removeOurHooks(text6.slice(1), ours, before));
  if (text6.trim() === "") return { ok: !0, text: text6 };
  let had = (path) => before !== void 0 && nodeAt(before, path) !== void 0, next = text6;
  for (let [event] of EVENTS) {
    let checked = check(next);
    if (!checked.ok) return checked;
    let groups = checked.tree === void 0 ? void 0 : findNodeAtLocation2(checked.tree, ["hooks", event]), places = placesOfOurs(groups, ours);
    if (places.length === 0) continue;
    let ourCount = /* @__PURE__ */ new Map();
    for (let [g] of places) ourCount.set(g, (ourCount.get(g) ?? 0) + 1);
    let emptied = new Set(places.filter(([g, , count2]) => ourCount.get(g) === count2).map(([g]) => g));
    if (emptied.size === (groups?.children?.length ?? 0) && !had(["hooks", event])) {
      next = setJsonValue(next, ["hooks", event], void 0);
      continue;
    }
    for (let [g, h] of [...places].reverse())
      emptied.has(g) ? h === 0 && (next = removeElement(next, ["hooks", event, g])) : next = removeElement(next, ["hooks", event, g, "hooks", h]);
  }
  if (next === text6) return { ok: !0, text: text6 };
  if (before !== void 0) {
    for (let [event] of EVENTS) next = emptyAsBefore(next, before, ["hooks", event]);
    next = emptyAsBefore(next, before, ["hooks"]);
  }
  let hooks = nodeAt(next, ["hooks"]);
  return !had(["hooks"]) && hooks?.type === "object" && (hooks.children?.length ?? 0) === 0 && (next = setJsonValue(next, ["hooks"], void 0)), { ok: !0, text: next };
}

// src/ownership/hook-ownership.ts
var import_node_fs5 = require("node:fs"), import_node_path8 = require("node:path");

// src/ownership/plugin-copy.ts
var import_node_fs4 = require("node:fs"), import_node_path7 = require("node:path");

// src/project/paths.ts
var import_node_path6 = require("node:path"), BOULDER_FILE = (0, import_node_path6.join)(".omo", "boulder.json"), LEDGER_FILE = (0, import_node_path6.join)(".omo", "ulw-execute", "ledger.jsonl"), DIRECTIVE_OVERRIDE_FILE = (0, import_node_path6.join)(".omo", "ulw-execute", "directive.md");
function boulderPath(root) {
  return (0, import_node_path6.join)(root, BOULDER_FILE);
}
function ledgerPath(root) {
  return (0, import_node_path6.join)(root, LEDGER_FILE);
}
function directiveOverridePath(root) {
  return (0, import_node_path6.join)(root, DIRECTIVE_OVERRIDE_FILE);
}
var BRIEF_TEMPLATE_FILE = "directive-brief.md", BRIEF_OVERRIDE_FILE = (0, import_node_path6.join)(".omo", "ulw-execute", BRIEF_TEMPLATE_FILE);
function briefOverridePath(root) {
  return (0, import_node_path6.join)(root, BRIEF_OVERRIDE_FILE);
}
var SETTINGS_FILE = (0, import_node_path6.join)(".omo", "ulw-execute", "settings.json");
function settingsPath(root) {
  return (0, import_node_path6.join)(root, SETTINGS_FILE);
}

// src/ownership/plugin-copy.ts
var TREE_CAP = 32 * MIB, MANIFEST = (0, import_node_path7.join)(".codex-plugin", "plugin.json"), TEMPLATE_FILES = ["directive.md", BRIEF_TEMPLATE_FILE];
function filesOf(root) {
  let files = [], bytes = 0, walk = (relative6) => {
    let entries = (0, import_node_fs4.readdirSync)((0, import_node_path7.join)(root, relative6), { withFileTypes: !0 });
    for (let entry of entries) {
      let path = relative6 === "" ? entry.name : (0, import_node_path7.join)(relative6, entry.name);
      if (entry.isDirectory()) {
        let problem = walk(path);
        if (problem !== void 0) return problem;
      } else if (entry.isFile()) {
        if (bytes += (0, import_node_fs4.lstatSync)((0, import_node_path7.join)(root, path)).size, bytes > TREE_CAP) return `holds more than ${TREE_CAP / MIB} MiB`;
        files.push(path);
      } else
        return `${path} is not a regular file`;
    }
  };
  try {
    let problem = walk("");
    return problem === void 0 ? { ok: !0, files: files.sort() } : { ok: !1, why: problem };
  } catch (error) {
    return { ok: !1, why: `cannot be read (${error instanceof Error ? error.message : "error"})` };
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
  for (let file of ours.files)
    if (!(0, import_node_fs4.readFileSync)((0, import_node_path7.join)(copy, file)).equals((0, import_node_fs4.readFileSync)((0, import_node_path7.join)(reference, file))))
      return { same: !1, why: `${copy}: ${file} differs from this package's build` };
  return { same: !0 };
}
function compareComponent(component, ourCli) {
  let dist = compareTrees((0, import_node_path7.join)(component, "dist"), (0, import_node_path7.dirname)(ourCli));
  if (!dist.same) return dist;
  for (let file of TEMPLATE_FILES) {
    let theirs = (0, import_node_path7.join)(component, file);
    try {
      if (!(0, import_node_fs4.readFileSync)(theirs).equals((0, import_node_fs4.readFileSync)((0, import_node_path7.join)((0, import_node_path7.dirname)((0, import_node_path7.dirname)(ourCli)), file))))
        return { same: !1, why: `${theirs} differs from this package's` };
    } catch (error) {
      return {
        same: !1,
        why: `cannot compare ${theirs}: ${error instanceof Error ? error.message : "error"}`
      };
    }
  }
  return { same: !0 };
}
function ourPluginFolder(cliPath) {
  let root = (0, import_node_path7.dirname)((0, import_node_path7.dirname)(cliPath));
  for (let folder of [root, (0, import_node_path7.join)(root, "plugin")])
    if ((0, import_node_fs4.lstatSync)((0, import_node_path7.join)(folder, MANIFEST), { throwIfNoEntry: !1 })?.isFile() === !0) return folder;
}

// src/ownership/hook-ownership.ts
var NOT_OURS = "not ours: does not run this package", CLI_IN_PACKAGE = (0, import_node_path8.join)("dist", "cli.js");
function real(path) {
  try {
    return (0, import_node_fs5.realpathSync)(path);
  } catch {
    return;
  }
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
    return script === real(ourCli) ? { ours: !0, command } : { ours: !1, why: `${NOT_OURS} (it runs ${script}, this package is ${ourCli})` };
  let inside = (0, import_node_path8.relative)(site.pluginRoot, script);
  if (!script.endsWith(CLI_IN_PACKAGE) || inside.startsWith("..") || (0, import_node_path8.isAbsolute)(inside))
    return { ours: !1, why: `${NOT_OURS} (it runs ${script}, outside its plugin folder)` };
  if (script !== (0, import_node_path8.join)(site.pluginRoot, CLI_IN_PACKAGE)) {
    let compared2 = compareComponent((0, import_node_path8.dirname)((0, import_node_path8.dirname)(script)), ourCli);
    return compared2.same ? { ours: !0, command } : { ours: !1, why: `${NOT_OURS} (${compared2.why})` };
  }
  let reference = ourPluginFolder(ourCli);
  if (reference === void 0)
    return {
      ours: !1,
      why: `cannot tell: this package (${(0, import_node_path8.dirname)((0, import_node_path8.dirname)(ourCli))}) has no plugin build to compare ${site.pluginRoot} with; run this from the clone the plugin was added from`
    };
  let compared = compareTrees(site.pluginRoot, reference);
  return compared.same ? { ours: !0, command } : { ours: !1, why: `${NOT_OURS} (${compared.why})` };
}
function pluginRootOf(sourcePath) {
  if (sourcePath === null) return;
  let hooks = (0, import_node_path8.dirname)(sourcePath);
  return sourcePath.endsWith((0, import_node_path8.join)("hooks", "hooks.json")) ? (0, import_node_path8.dirname)(hooks) : void 0;
}
function ownershipOfListed(hook, ourCli) {
  if (hook.pluginId === null) return ownership({ command: hook.command }, ourCli);
  let pluginRoot = pluginRootOf(hook.sourcePath);
  return pluginRoot === void 0 ? { ours: !1, why: `${NOT_OURS} (its plugin folder cannot be told from ${hook.sourcePath})` } : ownership({ command: hook.command, pluginRoot }, ourCli);
}

// src/doctor/hooks-files.ts
var import_node_fs6 = require("node:fs"), import_node_path9 = require("node:path");
function projectRoot(cwd) {
  for (let dir = (0, import_node_path9.resolve)(cwd); ; dir = (0, import_node_path9.dirname)(dir)) {
    let git = (0, import_node_path9.join)(dir, ".git");
    if (pathKind((0, import_node_path9.join)(git, "HEAD")) === "file" || pathKind(git) === "file") return dir;
    if ((0, import_node_path9.dirname)(dir) === dir) return;
  }
}
function projectHooksFiles(cwd, userHooksFile) {
  let start2 = (0, import_node_path9.resolve)(cwd), root = projectRoot(start2) ?? start2, folders = [];
  for (let dir = start2; folders.unshift(dir), !(dir === root || (0, import_node_path9.dirname)(dir) === dir); dir = (0, import_node_path9.dirname)(dir))
    ;
  let user = resolvedPath(userHooksFile);
  return folders.map((dir) => (0, import_node_path9.join)(dir, ".codex", "hooks.json")).filter((file) => pathKind(file) !== void 0 && resolvedPath(file) !== user);
}
function folderNames(path) {
  try {
    return (0, import_node_fs6.readdirSync)(path, { withFileTypes: !0 }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  } catch {
    return [];
  }
}
function hooksFilesToRead(codexHome2, cwd, listedProjectFiles2) {
  let user = (0, import_node_path9.join)(codexHome2, "hooks.json"), projects = projectHooksFiles(cwd, user), seen = /* @__PURE__ */ new Set([resolvedPath(user), ...projects.map(resolvedPath)]);
  for (let file of listedProjectFiles2)
    seen.has(resolvedPath(file)) || projects.push(file), seen.add(resolvedPath(file));
  return { user, projects };
}
function installedPlugins(codexHome2) {
  let cache = (0, import_node_path9.join)(codexHome2, "plugins", "cache");
  return folderNames(cache).flatMap(
    (marketplace) => folderNames((0, import_node_path9.join)(cache, marketplace)).flatMap(
      (plugin) => folderNames((0, import_node_path9.join)(cache, marketplace, plugin)).map((version) => ({
        root: (0, import_node_path9.join)(cache, marketplace, plugin, version),
        id: `${plugin}@${marketplace}`
      }))
    )
  );
}

// src/doctor/registrations.ts
var PLUGIN_ROOT_VARIABLE = "${PLUGIN_ROOT}";
function looksOurs(handler) {
  if (!isRecord(handler)) return !1;
  let status3 = field(handler, "statusMessage"), command = field(handler, "command");
  return typeof status3 == "string" && status3.startsWith(STATUS_PREFIX) ? !0 : typeof command == "string" && command.includes(PACKAGE_NAME);
}
function scriptOf(command) {
  if (command !== void 0)
    return command.launcher === "node" ? command.script : executableOnPath(command.script);
}
function viaPath(command, script, ourCli) {
  return command?.launcher === "path" && script !== void 0 && resolvedPath(script) === resolvedPath(ourCli);
}
function registrationsIn(file, source, ourCli, plugin) {
  let read = readRegularText(file, 8388608);
  if (!read.ok)
    return read.missing ? { registrations: [] } : { registrations: [], problem: { file, problem: read.why } };
  let parsed = parseJson(read.text);
  if (!parsed.ok || !isRecord(parsed.value))
    return { registrations: [], problem: { file, problem: "is not a JSON object" } };
  let hooks = field(parsed.value, "hooks"), registrations = [];
  for (let [event] of EVENTS) {
    let groups = isRecord(hooks) ? field(hooks, event) : void 0;
    for (let group of Array.isArray(groups) ? groups : []) {
      let handlers = isRecord(group) ? field(group, "hooks") : void 0;
      for (let handler of Array.isArray(handlers) ? handlers : []) {
        if (!looksOurs(handler)) continue;
        let command = String(field(handler, "command") ?? ""), resolved = plugin === void 0 ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root), parsedCommand = parseHookCommand(resolved), script = scriptOf(parsedCommand), owner = ownership(
          { command: resolved, ...plugin ? { pluginRoot: plugin.root } : {} },
          ourCli
        );
        registrations.push({
          source,
          file,
          event,
          command,
          ...script !== void 0 ? { script } : {},
          scriptExists: script !== void 0 && (0, import_node_fs7.existsSync)(script),
          options: parsedCommand === void 0 ? { ok: !1, problem: 'the command is not `node "<path>" hook stop|subagent-stop [flags]`' } : parsedCommand.options,
          owner: owner.ours ? { ours: !0 } : viaPath(parsedCommand, script, ourCli) ? { ours: !0, viaPath: !0 } : { ours: !1, why: owner.why },
          ...plugin !== void 0 ? { pluginId: plugin.id, pluginRoot: plugin.root } : {}
        });
      }
    }
  }
  return { registrations };
}
function findRegistrations(codexHome2, cwd, ourCli, listedProjectFiles2 = []) {
  let { user, projects } = hooksFilesToRead(codexHome2, cwd, listedProjectFiles2), found = [
    registrationsIn(user, "user", ourCli)
  ];
  for (let file of projects) found.push(registrationsIn(file, "project", ourCli));
  for (let plugin of installedPlugins(codexHome2))
    found.push(registrationsIn((0, import_node_path10.join)(plugin.root, "hooks", "hooks.json"), "plugin", ourCli, plugin));
  return {
    registrations: found.flatMap((entry) => entry.registrations),
    problems: found.flatMap((entry) => entry.problem === void 0 ? [] : [entry.problem])
  };
}

// src/doctor/stop-handlers.ts
var import_node_path11 = require("node:path");
var HOOKS_FILE_CAP = 8 * 1024 * 1024, MANIFEST2 = (0, import_node_path11.join)(".codex-plugin", "plugin.json");
function parsedJsonFile(file) {
  let read = readRegularText(file, HOOKS_FILE_CAP);
  if (!read.ok) return;
  let parsed = parseJson(read.text);
  return parsed.ok ? parsed.value : void 0;
}
function stopCommandsOf(document) {
  let hooks = isRecord(document) ? field(document, "hooks") : void 0, groups = isRecord(hooks) ? field(hooks, "Stop") : void 0;
  return (Array.isArray(groups) ? groups : []).flatMap((group) => {
    let handlers = isRecord(group) ? field(group, "hooks") : void 0;
    return (Array.isArray(handlers) ? handlers : []).flatMap((handler) => {
      let command = isRecord(handler) ? field(handler, "command") : void 0;
      return typeof command == "string" ? [command] : [];
    });
  });
}
function stopHandlersIn(file, source, plugin) {
  return stopCommandsOf(parsedJsonFile(file)).map((command) => ({
    source,
    file,
    runs: plugin === void 0 ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root),
    ...plugin !== void 0 ? { pluginId: plugin.id, pluginRoot: plugin.root } : {}
  }));
}
function pluginHooksFiles(root) {
  let manifest = parsedJsonFile((0, import_node_path11.join)(root, MANIFEST2)), named = isRecord(manifest) ? field(manifest, "hooks") : void 0, files = (typeof named == "string" ? [named] : Array.isArray(named) ? named : []).flatMap((path) => {
    if (typeof path != "string") return [];
    let file = (0, import_node_path11.resolve)(root, path), inside = (0, import_node_path11.relative)(root, file);
    return inside === "" || inside.startsWith("..") || (0, import_node_path11.isAbsolute)(inside) ? [] : [file];
  });
  return files.length > 0 ? files : [(0, import_node_path11.join)(root, "hooks", "hooks.json")];
}
function allStopHandlers(codexHome2, cwd, listedProjectFiles2 = []) {
  let { user, projects } = hooksFilesToRead(codexHome2, cwd, listedProjectFiles2);
  return [
    ...stopHandlersIn(user, "user"),
    ...projects.flatMap((file) => stopHandlersIn(file, "project")),
    ...installedPlugins(codexHome2).flatMap(
      (plugin) => pluginHooksFiles(plugin.root).flatMap((file) => stopHandlersIn(file, "plugin", plugin))
    )
  ];
}

// src/install/codex-paths.ts
var import_node_os = require("node:os"), import_node_path12 = require("node:path");
function codexHome(given, env) {
  return given !== void 0 ? given : env.CODEX_HOME !== void 0 && env.CODEX_HOME !== "" ? env.CODEX_HOME : (0, import_node_path12.join)((0, import_node_os.homedir)(), ".codex");
}
function hooksFile(scope, cwd, env) {
  let project = scope.project;
  if (project !== void 0 && scope.user === !0)
    return { ok: !1, problem: "choose one of --project and --user" };
  if (project !== void 0) {
    if (project === "")
      return { ok: !1, problem: "--project needs a folder (or nothing, for the current one)" };
    let dir = project === !0 ? cwd : (0, import_node_path12.resolve)(cwd, project);
    return { ok: !0, path: (0, import_node_path12.join)(dir, ".codex", "hooks.json"), scope: "project", base: dir };
  }
  if (scope.user === !0) {
    if (scope.codexHome === "") return { ok: !1, problem: "--codex-home needs a folder" };
    let home = (0, import_node_path12.resolve)(cwd, codexHome(scope.codexHome, env));
    return { ok: !0, path: (0, import_node_path12.join)(home, "hooks.json"), scope: "user", base: home };
  }
  return scope.codexHome !== void 0 ? { ok: !1, problem: "--codex-home goes with --user" } : { ok: !1, problem: "say where to register: --project [dir] or --user" };
}

// src/project/discover.ts
var import_node_path13 = require("node:path");
function findBoulder(cwd) {
  let searched = [];
  for (let dir = (0, import_node_path13.resolve)(cwd); ; ) {
    let path = boulderPath(dir);
    if (searched.push(path), pathKind(path) !== void 0) return { found: { root: dir, path }, searched };
    let parent = (0, import_node_path13.dirname)(dir);
    if (parent === dir) return { searched };
    dir = parent;
  }
}
function findProjectRoot(cwd) {
  let start2 = (0, import_node_path13.resolve)(cwd);
  for (let dir = start2; ; ) {
    if (pathKind((0, import_node_path13.join)(dir, ".omo")) === "directory") return dir;
    let parent = (0, import_node_path13.dirname)(dir);
    if (parent === dir) return start2;
    dir = parent;
  }
}

// src/settings/read.ts
var import_node_fs8 = require("node:fs"), import_node_path14 = require("node:path");

// src/settings/stricter.ts
function stricterMode(flags, settings, pending) {
  let alone = flagsAlone(flags, settings), withFile = settings.kind === "read" ? effectiveMode(flags, settings) : { ...alone, mode: { ...alone.mode, chain: !1 }, sources: { ...alone.sources, chain: "settings" } }, pick2 = (key, fileWins) => fileWins(alone.mode[key], withFile.mode[key]) ? [withFile.mode[key], withFile.sources[key]] : [alone.mode[key], alone.sources[key]], stricter = {
    chain: (a, b) => a && !b,
    maxChain: (a, b) => b < a,
    patience: (a, b) => b < a,
    stopOnCompaction: (a, b) => b && !a,
    goalEnd: (a, b) => b && !a
  }, chosen = modeFrom((key) => pick2(key, stricter[key]));
  return {
    ...chosen,
    settings,
    pending,
    ...clampedFrom(chosen.sources.maxChain, flags, settings)
  };
}

// src/settings/pending.ts
var CLOCK_SLACK_MS = 20;
function iso(ms) {
  return new Date(ms).toISOString();
}
function readPending(changedAt, start2) {
  let changed = changedAt !== void 0 ? { changedAt } : {};
  if (!start2.known) {
    let why2 = `cannot tell whether it changed during the current human prompt (${start2.why}): it counts as changed, and cannot loosen the mode before the next human prompt`;
    return { ...changed, why: why2 };
  }
  let began = { promptStartedAt: start2.at };
  if (changedAt === void 0)
    return { ...began, why: "its change time cannot be read: it counts as changed during this human prompt, and cannot loosen the mode before the next one" };
  if (changedAt <= start2.at - CLOCK_SLACK_MS) return;
  let why = `changed at ${iso(changedAt)}, during the current human prompt (which began at ${iso(start2.at)}): it cannot loosen the mode before the next human prompt`;
  return { ...began, changedAt, why };
}
function mayBePending(flags, settings) {
  return settings.kind === "read" ? settingsChangeMode(flags, settings) : settings.changedAt !== void 0 && flagsAlone(flags, settings).mode.chain;
}
function gatedMode(flags, settings, start2) {
  let used = effectiveMode(flags, settings);
  if (!mayBePending(flags, settings)) return used;
  let { changedAt } = settings;
  if (settings.kind === "read") {
    let pending = readPending(changedAt, start2);
    return pending === void 0 ? used : stricterMode(flags, settings, pending);
  }
  if (!start2.known || changedAt === void 0 || changedAt <= start2.at - CLOCK_SLACK_MS) return used;
  let now = settings.kind === "none" ? "is missing now" : `is invalid now (${settings.why})`, why = `changed at ${iso(changedAt)}, during the current human prompt (which began at ${iso(start2.at)}), and ${now}: what it said before is unknown, so plain mode until the next human prompt`;
  return stricterMode(flags, settings, { promptStartedAt: start2.at, changedAt, why });
}

// src/settings/change-time.ts
var LEDGER_REWRITE_SLACK_MS = 1e3;
function ledgerBirthExplains(folder, ledgerBorn) {
  if (ledgerBorn === void 0 || ledgerBorn <= 0) return !1;
  let after = folder - ledgerBorn;
  return after >= -CLOCK_SLACK_MS && after <= LEDGER_REWRITE_SLACK_MS;
}
function settingsChangedAt(times) {
  let { link, target, folder, ledgerBorn } = times, counted = folder !== void 0 && !ledgerBirthExplains(folder, ledgerBorn) ? folder : void 0, known = [link, target, counted].filter((time) => time !== void 0);
  return known.length === 0 ? void 0 : Math.max(...known);
}

// src/settings/read.ts
function timeOf(path, stamp, follow) {
  try {
    return (follow ? (0, import_node_fs8.statSync)(path, { throwIfNoEntry: !1 }) : (0, import_node_fs8.lstatSync)(path, { throwIfNoEntry: !1 }))?.[stamp];
  } catch {
    return;
  }
}
function settingsTimes(root) {
  let path = settingsPath(root);
  return {
    link: timeOf(path, "ctimeMs", !1),
    target: timeOf(path, "ctimeMs", !0),
    folder: timeOf((0, import_node_path14.dirname)(path), "ctimeMs", !1),
    ledgerBorn: timeOf(ledgerPath(root), "birthtimeMs", !1)
  };
}
function readSettingsFact(root) {
  let path = settingsPath(root), read = readRegularText(path, SETTINGS_CAP_BYTES), changedAt = settingsChangedAt(settingsTimes(root)), changed = changedAt === void 0 ? {} : { changedAt };
  if (!read.ok)
    return read.missing ? { kind: "none", path, ...changed } : { kind: "invalid", path, why: read.why, ...changed };
  let parsed = parseSettings(read.text), clamped = parsed.ok && parsed.clamped !== void 0 ? { clamped: parsed.clamped } : {};
  return parsed.ok ? { kind: "read", path, settings: parsed.settings, ...clamped, ...changed } : { kind: "invalid", path, why: parsed.why, ...changed };
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
function timeoutMs(seconds2) {
  if (seconds2 === void 0) return CODEX_TIMEOUT_MS;
  let value = Number(seconds2);
  if (!Number.isFinite(value) || value < 0.5 || value > 120)
    throw new CliError(`--timeout takes seconds from 0.5 to 120, not ${JSON.stringify(seconds2)}`, 2);
  return value * 1e3;
}
async function askCodex2(options, home, cwd, wait) {
  if (options.codex === !1) return;
  let path = options.codex === void 0 ? codexOnPath() : givenCodex(options.codex);
  if (path === void 0)
    return { path: "codex", listing: { ok: !1, why: "no codex on the PATH", missing: !0 } };
  let call = { codex: path, codexHome: home, cwd, timeoutMs: wait }, [listing, features] = await Promise.all([listHooks(call), listFeatures(call)]);
  return { path, listing, features };
}
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
function listedProjectFiles(codex) {
  return codex === void 0 || !codex.listing.ok ? [] : codex.listing.hooks.flatMap(
    (hook) => hook.source === "project" && hook.sourcePath !== null ? [hook.sourcePath] : []
  );
}
function trustFlags(options, home, cwd) {
  return [
    options.codexHome !== void 0 ? ` --codex-home ${shellQuote(home)}` : "",
    options.cwd !== void 0 ? ` --cwd ${shellQuote(cwd)}` : "",
    typeof options.codex == "string" ? ` --codex ${shellQuote(givenCodex(options.codex))}` : ""
  ].join("");
}
var MARKS = {
  ok: "ok     ",
  problem: "PROBLEM",
  warning: "warning",
  unknown: "unknown"
};
function format2(facts, checks, others) {
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
  let home = (0, import_node_path15.resolve)(codexHome(options.codexHome, process.env)), cwd = (0, import_node_path15.resolve)(options.cwd ?? process.cwd());
  if (pathKind(cwd) !== "directory") throw new CliError(`--cwd ${cwd} does not exist or is not a folder`);
  let codexHomeExists = pathKind(home) === "directory", codex = await askCodex2(options, home, cwd, timeoutMs(options.timeout)), { registrations, problems } = findRegistrations(home, cwd, ourCli, listedProjectFiles(codex)), facts = {
    nodeVersion: process.version,
    codexHome: home,
    codexHomeExists,
    cwd,
    settings: readSettingsFact(findBoulder(cwd).found?.root ?? findProjectRoot(cwd)),
    registrations,
    fileProblems: problems,
    ...codex !== void 0 ? { codex } : {},
    trustFlags: trustFlags(options, home, cwd)
  }, others = findOtherContinuations(
    allStopHandlers(home, cwd, listedProjectFiles(codex)),
    codex?.listing
  ), oursRegistered = registrations.some((r) => r.event === "Stop" && r.owner.ours), checks = [...diagnose(facts), ...otherContinuationChecks(others, oursRegistered, home)], ok = !checks.some((check2) => check2.status === "problem");
  process.stdout.write(
    options.json === !0 ? `${JSON.stringify({ ok, ...facts, ...codex ? { codex: codexJson(codex) } : {}, otherContinuations: otherContinuationsJson(others, home), checks }, null, 2)}
` : format2(facts, checks, others)
  ), ok || (process.exitCode = 1);
}

// src/cli/explain.ts
var import_node_fs13 = require("node:fs"), import_node_path22 = require("node:path");

// src/explain/not-checked.ts
var NOT_CHECKED = {
  status: "not checked",
  why: "the decision was made before this was needed"
};

// src/explain/rows.ts
function text2(value) {
  return value == null ? "-" : typeof value == "object" ? value.length === 0 ? "-" : value.map((v) => text2(v)).join(", ") : printable(String(value));
}
function row(label, first, ...more) {
  let pad = " ".repeat(12);
  return [`${label.padEnd(12)}${first}`, ...more.map((line) => `${pad}${line}`)];
}

// src/explain/blocker-part.ts
function blockerPart(blocker) {
  return blocker === void 0 ? NOT_CHECKED : blocker.declared ? { declared: !0, markerLine: blocker.markerLine } : { declared: !1, why: blocker.why };
}
function blockerLines(b) {
  return "status" in b ? row("Blocker", `${text2(b.status)}: ${text2(b.why)}`) : b.declared ? row("Blocker", `declared (marker on line ${text2(b.markerLine)})`) : row("Blocker", `not declared: ${text2(b.why)}`);
}

// src/boulder/work.ts
var WORK_STATUSES = ["active", "paused", "completed", "abandoned"], CONTINUABLE_STATUSES = ["active", "paused"], ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
function timestamp(value) {
  if (typeof value != "string" || !ISO_PATTERN.test(value)) return;
  let epochMs = Date.parse(value);
  return Number.isFinite(epochMs) ? { iso: value, epochMs } : void 0;
}
function status(value) {
  return WORK_STATUSES.find((candidate) => candidate === value);
}
function sessionIds(value) {
  return Array.isArray(value) ? value.filter((item) => typeof item == "string") : [];
}
function worktreePath(value) {
  return typeof value == "string" && value.trim() !== "" ? value : void 0;
}
function parseWork(id, value) {
  if (!isRecord(value)) return { id, valid: !1, problem: "work is not a JSON object" };
  let record = value, activePlan = field(record, "active_plan");
  if (typeof activePlan != "string" || activePlan.trim() === "")
    return { id, valid: !1, problem: "active_plan is missing or not a non-empty string" };
  let planName = field(record, "plan_name");
  if (typeof planName != "string")
    return { id, valid: !1, problem: "plan_name is missing or not a string" };
  let work2 = {
    id,
    planName,
    activePlan,
    sessionIds: sessionIds(field(record, "session_ids"))
  }, workStatus = status(field(record, "status"));
  workStatus !== void 0 && (work2.status = workStatus);
  let worktree = worktreePath(field(record, "worktree_path"));
  worktree !== void 0 && (work2.worktreePath = worktree);
  let startedAt = timestamp(field(record, "started_at"));
  startedAt !== void 0 && (work2.startedAt = startedAt);
  let updatedAt = timestamp(field(record, "updated_at"));
  return updatedAt !== void 0 && (work2.updatedAt = updatedAt), { id, valid: !0, work: work2 };
}

// src/boulder/document.ts
function workEntries(document) {
  return (document.works ?? [document.mirror]).map((work2) => parseWork(work2.id, work2.value));
}
var MIRROR_ID = "(top level)";
function parseBoulder(text6) {
  let parsed = parseJson(text6);
  return parsed.ok ? isRecord(parsed.value) ? { ok: !0, document: boulderDocument(parsed.value) } : { ok: !1, problem: "boulder.json is not a JSON object" } : { ok: !1, problem: "boulder.json is not valid JSON" };
}
function boulderDocument(record) {
  let rawWorks = field(record, "works"), works = isRecord(rawWorks) ? Object.keys(rawWorks).map((id) => ({ id, value: field(rawWorks, id) })) : void 0, activeWorkId = field(record, "active_work_id");
  return {
    mirror: { id: MIRROR_ID, value: record },
    ...works !== void 0 ? { works } : {},
    ...typeof activeWorkId == "string" ? { activeWorkId } : {}
  };
}

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
  let shown2 = JSON.stringify(sessionId.slice(0, 80));
  if (sessionId.length > 256 || NOT_IN_AN_ID.test(sessionId)) return `not a session id: ${shown2}`;
  if (KNOWN_PREFIXES.some((prefix) => sessionId === prefix))
    return `not a session id: ${shown2} (a prefix with no id after it)`;
}

// src/boulder/select-work.ts
function belongsTo(work2, sessionKey) {
  return sessionKey.startsWith("codex:") ? work2.sessionIds.includes(sessionKey) : work2.sessionIds.some((stored) => sessionKeyFromBoulder(stored) === sessionKey);
}
function recency(work2) {
  return work2.updatedAt?.epochMs ?? work2.startedAt?.epochMs ?? Number.NEGATIVE_INFINITY;
}
function isNewer(candidate, current, activeWorkId) {
  let difference = recency(candidate) - recency(current);
  return difference !== 0 && !Number.isNaN(difference) ? difference > 0 : candidate.id === activeWorkId && current.id !== activeWorkId;
}
function listsSession(value, sessionKey) {
  let ids = isRecord(value) ? field(value, "session_ids") : void 0;
  return Array.isArray(ids) ? sessionKey.startsWith("codex:") ? ids.includes(sessionKey) : ids.some((id) => typeof id == "string" && sessionKeyFromBoulder(id) === sessionKey) : !1;
}
function selectWork(document, sessionKey) {
  let source = document.works !== void 0 ? "works" : "mirror", chosen;
  for (let raw of document.works ?? [document.mirror]) {
    if (!listsSession(raw.value, sessionKey)) continue;
    let entry = parseWork(raw.id, raw.value);
    !entry.valid || !belongsTo(entry.work, sessionKey) || (chosen === void 0 || isNewer(entry.work, chosen, document.activeWorkId)) && (chosen = entry.work);
  }
  return chosen !== void 0 ? { source, work: chosen } : { source };
}
function considerWorks(document, sessionKey) {
  let chosen = selectWork(document, sessionKey).work;
  return workEntries(document).map((entry) => entry.valid ? belongsTo(entry.work, sessionKey) ? { id: entry.id, verdict: entry.id === chosen?.id ? "selected" : "older-match" } : { id: entry.id, verdict: "other-session" } : { id: entry.id, verdict: "invalid", problem: entry.problem });
}

// src/explain/boulder-part.ts
var VERDICT_WORDS = {
  selected: "selected",
  "older-match": "older match",
  "other-session": "other session",
  invalid: "invalid",
  unknown: "unknown"
};
function boulderPart(b) {
  return b === void 0 ? NOT_CHECKED : b.kind === "missing" ? { status: "missing", searched: b.searched } : b.kind === "unreadable" ? { status: "unreadable", path: b.path, why: b.why } : { status: "found", path: b.path, root: b.root, activeWorkId: b.document.activeWorkId ?? null };
}
function worksPart(document, sessionKey) {
  if (sessionKey === void 0) return [];
  let verdicts = new Map(considerWorks(document, sessionKey).map((v) => [v.id, v.verdict]));
  return workEntries(document).map((entry) => {
    if (!entry.valid) return { id: entry.id, verdict: "invalid", problem: entry.problem };
    let { work: work2 } = entry, verdict2 = verdicts.get(entry.id);
    return {
      id: entry.id,
      verdict: verdict2 === void 0 || verdict2 === "invalid" ? "unknown" : verdict2,
      status: work2.status ?? null,
      planName: work2.planName,
      activePlan: work2.activePlan,
      sessionIds: work2.sessionIds,
      ...work2.worktreePath !== void 0 ? { worktree: work2.worktreePath } : {},
      ...work2.updatedAt !== void 0 ? { updatedAt: work2.updatedAt.iso } : {},
      ...work2.startedAt !== void 0 ? { startedAt: work2.startedAt.iso } : {}
    };
  });
}
function boulderLines(b) {
  switch (b.status) {
    case "found":
      return row("Boulder", `${text2(b.path)} (project root ${text2(b.root)})`);
    case "missing":
      return row("Boulder", "none found; looked at:", ...b.searched.map((path) => text2(path)));
    case "unreadable":
      return row("Boulder", `${text2(b.path)} cannot be used: ${text2(b.why)}`);
    case "not checked":
      return row("Boulder", `${text2(b.status)}: ${text2(b.why)}`);
  }
}
function worksLines(works) {
  if (works.length === 0) return [];
  let width = Math.max(...works.map((w) => text2(w.id).length)), lines = works.map((w) => {
    let mark = w.verdict === "selected" ? ">" : " ", rest = w.verdict === "invalid" ? text2(w.problem) : `${text2(w.status).padEnd(10)} ${text2(w.sessionIds)}`;
    return `${mark} ${text2(w.id).padEnd(width)}  ${VERDICT_WORDS[w.verdict].padEnd(13)} ${rest}`;
  });
  return row("Works", `${works.length} in the file`, ...lines);
}

// src/explain/prompt-part.ts
function promptPart(p) {
  return p === void 0 ? { evidence: "not read" } : p.kind === "unreadable" ? { evidence: p.kind, path: p.path, why: p.why } : p.kind === "timeout" ? { evidence: p.kind, path: p.path } : {
    path: p.path,
    readBackTo: p.boundary,
    bytesScanned: p.bytesScanned,
    hookPrompts: p.hookPrompts,
    stamps: p.stamps.map((s) => ({ step: s.step, done: s.done, total: s.total, idle: s.idle, plan: s.plan })),
    ...p.compaction !== void 0 ? {
      compaction: {
        marker: p.compaction.marker,
        offset: p.compaction.offset,
        afterLastContinuation: p.compaction.afterLastContinuation
      }
    } : {},
    ...p.pressure !== void 0 ? { pressure: { marker: p.pressure.marker, offset: p.pressure.offset } } : {}
  };
}
function promptLines(p) {
  if ("evidence" in p) return [`human prompt: ${text2(p.evidence)}${"why" in p ? ` (${text2(p.why)})` : ""}`];
  let stamps = p.stamps.map(
    (s) => `step ${text2(s.step)}: ${text2(s.done)} of ${text2(s.total)} checked, ${text2(s.idle)} idle, in ${text2(s.plan)}`
  ), compaction = p.compaction === void 0 ? [] : [
    `compaction "${text2(p.compaction.marker)}" at byte ${text2(p.compaction.offset)}${p.compaction.afterLastContinuation ? ", after our last continuation" : ""}`
  ], pressure2 = p.pressure === void 0 ? [] : [`pressure "${text2(p.pressure.marker)}" at byte ${text2(p.pressure.offset)}`];
  return [
    `human prompt: read ${text2(p.bytesScanned)} bytes of ${text2(p.path)} back to ${text2(p.readBackTo)}; ${text2(p.hookPrompts)} hook prompt record(s)`,
    ...stamps.length === 0 ? ["no continuation of this hook in the human prompt"] : stamps,
    ...compaction,
    ...pressure2
  ];
}

// src/explain/settings-part.ts
var SETTINGS_STATUS = {
  none: "none",
  read: "read",
  invalid: "invalid (flags and defaults alone)",
  pending: "pending (until the next human prompt, the stricter of the flags alone and the flags with it, value by value)",
  missingAfterChange: "missing after a change during this human prompt (plain mode until the next one)",
  invalidAfterChange: "invalid after a change during this human prompt (plain mode until the next one)"
};
function isoOrNull(ms) {
  return ms === void 0 ? null : new Date(ms).toISOString();
}
function settingsPart(settings, pending) {
  let changedAt = isoOrNull(settings.changedAt), { path } = settings;
  return pending !== void 0 && settings.kind !== "read" ? {
    path,
    status: settings.kind === "none" ? SETTINGS_STATUS.missingAfterChange : SETTINGS_STATUS.invalidAfterChange,
    why: pending.why,
    changedAt,
    promptStartedAt: isoOrNull(pending.promptStartedAt)
  } : settings.kind === "none" ? { path, status: SETTINGS_STATUS.none, changedAt } : settings.kind === "invalid" ? { path, status: SETTINGS_STATUS.invalid, why: settings.why, changedAt } : pending !== void 0 ? {
    path,
    status: SETTINGS_STATUS.pending,
    why: pending.why,
    values: settings.settings,
    changedAt,
    promptStartedAt: isoOrNull(pending.promptStartedAt)
  } : { path, status: SETTINGS_STATUS.read, values: settings.settings, changedAt };
}
function settingsLine(s) {
  let changed = s.changedAt === null ? "" : ` (changed ${text2(s.changedAt)})`;
  switch (s.status) {
    case SETTINGS_STATUS.none:
      return `settings: none at ${text2(s.path)}`;
    case SETTINGS_STATUS.read:
      return `settings: ${text2(s.path)} ${text2(JSON.stringify(s.values))}${changed}`;
    case SETTINGS_STATUS.pending:
      return `settings: ${text2(s.path)} ${text2(JSON.stringify(s.values))} cannot loosen the mode yet: ${text2(s.why)}`;
    case SETTINGS_STATUS.invalid:
    case SETTINGS_STATUS.missingAfterChange:
    case SETTINGS_STATUS.invalidAfterChange:
      return `settings: ${text2(s.path)} not used: ${text2(s.why)}`;
  }
}

// src/explain/chain-part.ts
function modePart(effective) {
  let { mode: mode2, sources, clamped } = effective, ceiling = clamped === void 0 ? {} : { clamped: { asked: clamped.maxChain.asked, ceiling: MAX_CHAIN_LIMIT } };
  return {
    chain: { value: mode2.chain, from: sources.chain },
    maxChain: { value: mode2.maxChain, from: sources.maxChain, ...ceiling },
    patience: { value: mode2.patience, from: sources.patience },
    stopOnCompaction: { value: mode2.stopOnCompaction, from: sources.stopOnCompaction },
    settings: settingsPart(effective.settings, effective.pending)
  };
}
function chainPart(hook, outcome, facts) {
  if (!hook.ok) return { status: "invalid flags", why: hook.problem };
  let effective = outcome.evidence.mode;
  if (effective === void 0)
    return { status: "not decided", why: "the decision was made before the mode was needed" };
  let prompt = promptPart(facts.prompt);
  if (!effective.mode.chain)
    return {
      status: "off",
      why: "plain mode: one continuation per human prompt",
      ...modePart(effective),
      prompt
    };
  let step = outcome.kind === "continue" ? { step: outcome.step, compacted: outcome.compacted } : {}, verdict2 = outcome.evidence.chain;
  return {
    status: "on",
    ...modePart(effective),
    ...step,
    prompt,
    ...verdict2 !== void 0 ? { verdict: verdict2.go ? "continue" : verdict2.reason, why: verdict2.why } : {}
  };
}
function valueLine(c) {
  let part = (label, v) => {
    let clamped = v.clamped === void 0 ? "" : `, ${text2(v.clamped.asked)} clamped to the ceiling ${text2(v.clamped.ceiling)}`;
    return `${label} ${text2(v.value)} (${text2(v.from)}${clamped})`;
  };
  return [
    part("chain", c.chain),
    part("max-chain", c.maxChain),
    part("patience", c.patience),
    part("stop-on-compaction", c.stopOnCompaction)
  ].join("; ");
}
function chainLines(c) {
  if (c.status !== "on" && c.status !== "off") return row("Mode", `${text2(c.status)}: ${text2(c.why)}`);
  let head = c.status === "off" ? "plain: one continuation per human prompt" : `chain${c.step === void 0 ? "" : `; this would be continuation ${text2(c.step)}${c.compacted ? ", with the compaction note" : ""}`}`, verdict2 = c.status === "on" && c.verdict !== void 0 ? [`verdict: ${text2(c.verdict)} (${text2(c.why)})`] : [];
  return row("Mode", head, valueLine(c), settingsLine(c.settings), ...promptLines(c.prompt), ...verdict2);
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

// src/explain/directive-part.ts
function rendered(outcome) {
  if (outcome.kind !== "continue") return {};
  let { bytes, overFullView, cut } = outcome.size, warnings = [];
  return overFullView && warnings.push(
    `the directive is ${bytes} bytes: over the ${9600} Codex shows the model whole, so the model sees only its head and tail`
  ), cut && warnings.push(`the rendered template was cut at ${65536} bytes`), { bytes, ...warnings.length > 0 ? { warnings } : {} };
}
function directivePart(facts, outcome) {
  let template = outcome.kind === "continue" ? outcome.template : facts.brief?.kind === "read" ? "brief" : "full", d = template === "brief" ? facts.brief : facts.directive;
  if (d === void 0) return NOT_CHECKED;
  if (d.kind === "unreadable") return { status: "unreadable", template, path: d.path, why: d.why };
  let brief = facts.brief;
  return {
    status: "read",
    template,
    path: d.path,
    source: d.source,
    ...d.overrideProblem !== void 0 ? { overrideProblem: d.overrideProblem } : {},
    ...brief?.kind === "unreadable" ? { briefProblem: `${brief.path} ${brief.why}: the full directive is sent instead` } : {},
    ...rendered(outcome)
  };
}
function directiveLines(d) {
  switch (d.status) {
    case "read": {
      let note2 = d.overrideProblem === void 0 ? [] : [`(project override not used: ${text2(d.overrideProblem)})`], brief = d.briefProblem === void 0 ? [] : [`(brief template not used: ${text2(d.briefProblem)})`], size = d.bytes === void 0 ? [] : [`${text2(d.template)} template, ${text2(d.bytes)} bytes rendered`], warnings = (d.warnings ?? []).map((w) => `warning: ${text2(w)}`);
      return row("Directive", `${text2(d.source)}: ${text2(d.path)}`, ...note2, ...brief, ...size, ...warnings);
    }
    case "unreadable":
      return row("Directive", `${text2(d.path)} cannot be read: ${text2(d.why)}`);
    case "not checked":
      return row("Directive", `${text2(d.status)}: ${text2(d.why)}`);
  }
}

// src/goal/rule.ts
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

// src/explain/goal-part.ts
function foundPart(finding) {
  if (finding.state !== "active") return { found: finding.state, foundWhy: finding.why };
  let sent = finding.endSent;
  return {
    found: "active",
    via: finding.via,
    goalTurns: finding.turns,
    goalStatus: finding.status ?? null,
    endSent: sent === void 0 ? null : { kind: sent.kind, done: sent.done, total: sent.total }
  };
}
function goalPart(outcome, facts) {
  let effective = outcome.evidence.mode;
  if (effective === void 0)
    return { status: "not checked", why: "the decision was made before the mode was needed" };
  let setting = { goalEnd: { value: effective.mode.goalEnd, from: effective.sources.goalEnd } }, check2 = outcome.evidence.goal;
  if (check2 === void 0)
    return {
      status: "not asked",
      why: "this stop is neither a finished plan nor a chain that stalled, nor one after a goal-end text",
      ...setting,
      ...foundPart(findGoal(facts.prompt)),
      sends: null
    };
  let asked = { why: check2.why, ...setting, ...foundPart(check2.finding) };
  return check2.verdict === "send" ? { status: check2.verdict, ...asked, sends: check2.text } : { status: check2.verdict, ...asked, sends: null };
}
function foundLine(goal) {
  if (goal.found !== "active") return `no goal to end (${text2(goal.found)}): ${text2(goal.foundWhy)}`;
  let sent = goal.endSent === null ? "not sent in this goal" : `sent already (${text2(goal.endSent.kind)}, ${text2(goal.endSent.done)} of ${text2(goal.endSent.total)})`;
  return `goal found (${goal.via === "goal-set" ? "set as this human prompt" : "goal turns since the human prompt"}, ${text2(goal.goalTurns)} goal turn(s), Codex status ${text2(goal.goalStatus)}); goal-end text ${sent}`;
}
function goalLines(goal) {
  let head = `${text2(goal.status)}: ${text2(goal.why)}`;
  if (goal.status === "not checked") return row("Goal", head);
  let setting = `goal-end texts ${goal.goalEnd.value ? "on" : "off"} (${text2(goal.goalEnd.from)})`, sends = goal.status === "send" ? ["sends now:", ...goal.sends.split(`
`).map((line) => `  ${text2(line)}`)] : ["sends now: nothing of the goal-end rule"];
  return row("Goal", head, setting, foundLine(goal), ...sends);
}

// src/explain/payload-part.ts
var absentOrNull = (value) => value === void 0 ? "absent" : value;
function payloadPart(input, sessionKey, turnNote2) {
  if (!input.ok) return { valid: !1, problem: input.problem };
  let p = input.payload;
  return {
    valid: !0,
    sessionId: p.sessionId,
    ...sessionKey !== void 0 ? { sessionKey } : {},
    turnId: p.turnId ?? "absent",
    ...turnNote2 !== void 0 ? { turnNote: turnNote2 } : {},
    cwd: p.cwd,
    event: p.hookEventName,
    stopHookActive: p.stopHookActive,
    transcriptPath: absentOrNull(p.transcriptPath),
    lastAssistantMessage: absentOrNull(p.lastAssistantMessage)
  };
}
function payloadLines(p) {
  return p.valid ? row(
    "Payload",
    `session ${text2(p.sessionKey)}; event ${text2(p.event)}; stop_hook_active ${text2(p.stopHookActive)}`,
    `turn ${text2(p.turnId)}${p.turnNote === void 0 ? "" : ` (${text2(p.turnNote)})`}`,
    `cwd ${text2(p.cwd)}; transcript_path ${p.transcriptPath === null ? "null" : text2(p.transcriptPath)}`
  ) : row("Payload", `invalid: ${text2(p.problem)}`);
}

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
  let text6 = Buffer.from(heading?.[2] ?? "", "latin1").toString("utf8").trim().replace(/(?:^|[ \t]+)#+$/, "").trim();
  return { kind: "heading", heading: { level: hashes.length, text: text6 } };
}

// src/plan/checklist.ts
var NO_NEXT_TASK_LABEL = "none (final gate pending)", EMPTY_TASK_LABEL = "(no label)";
function nextTaskLabel(checklist) {
  return checklist.nextTask === void 0 ? NO_NEXT_TASK_LABEL : checklist.nextTask === "" ? EMPTY_TASK_LABEL : checklist.nextTask;
}
var END = "(?=[ \\t]|\\r?\\n|\\r?$)", CHECKED = new RegExp(`\\n[-*] \\[[xX]\\]${END}`, "g"), UNCHECKED = new RegExp(`\\n[-*] \\[ \\]${END}`, "g"), NUMBERED = { todos: "\\d+\\.", "final-wave": "F\\d+\\." }, CHECKED_NUMBERED = {
  todos: new RegExp(`\\n[-*] \\[[xX]\\][ \\t]+${NUMBERED.todos}${END}`, "g"),
  "final-wave": new RegExp(`\\n[-*] \\[[xX]\\][ \\t]+${NUMBERED["final-wave"]}${END}`, "g")
}, UNCHECKED_NUMBERED = {
  todos: new RegExp(`\\n[-*] \\[ \\][ \\t]+${NUMBERED.todos}${END}`, "g"),
  "final-wave": new RegExp(`\\n[-*] \\[ \\][ \\t]+${NUMBERED["final-wave"]}${END}`, "g")
}, STRUCTURE = /\n {0,3}(?:#|`{3}|~{3})/g;
function count(pattern, text6) {
  pattern.lastIndex = 0;
  let found = 0;
  for (; pattern.test(text6); ) found++;
  return found;
}
function firstLabel(pattern, text6) {
  pattern.lastIndex = 0;
  let found = pattern.exec(text6);
  if (found === null) return;
  let boxEnd = found.index + 6, lineEnd = text6.indexOf(`
`, boxEnd), line = text6.slice(boxEnd, lineEnd === -1 ? text6.length : lineEnd).replace(/\r$/, "");
  return Buffer.from(line, "latin1").toString("utf8").trim();
}
var Tally = class {
  completed = 0;
  total = 0;
  nextTask;
  add(text6, checked, unchecked) {
    let done = count(checked, text6), open = count(unchecked, text6);
    this.completed += done, this.total += done + open, open > 0 && this.nextTask === void 0 && (this.nextTask = firstLabel(unchecked, text6));
  }
  result(mode2) {
    let counts = { completed: this.completed, remaining: this.total - this.completed, total: this.total };
    return this.nextTask === void 0 ? { ...counts, mode: mode2 } : { ...counts, nextTask: this.nextTask, mode: mode2 };
  }
};
function trackedKind(heading) {
  if (heading.level !== 2) return;
  let name = heading.text.toLowerCase();
  if (name === "todos") return "todos";
  if (name === "final verification wave") return "final-wave";
}
var ChecklistCounter = class {
  structured = new Tally();
  simple = new Tally();
  hasTrackedSection = !1;
  section;
  inSubsection = !1;
  fence;
  started = !1;
  /** Feeds whole lines (each ending in "\n", except perhaps the file's last) as latin1 text. */
  lines(latin1) {
    let text6 = latin1;
    this.started || (this.started = !0, text6.startsWith("\xEF\xBB\xBF") && (text6 = text6.slice(3)));
    let padded = `
${text6}`, segmentStart = 0;
    STRUCTURE.lastIndex = 0;
    for (let found = STRUCTURE.exec(padded); found !== null; found = STRUCTURE.exec(padded)) {
      let lineStart = found.index + 1, newline = padded.indexOf(`
`, lineStart), lineEnd = newline === -1 ? padded.length : newline;
      this.segment(padded.slice(segmentStart, found.index)), this.structureLine(padded.slice(lineStart, lineEnd).replace(/\r$/, "")), segmentStart = lineEnd, STRUCTURE.lastIndex = lineEnd;
    }
    this.segment(padded.slice(segmentStart));
  }
  /** Counts the boxes in "\n"-prefixed text that holds no heading and no fence line. */
  segment(text6) {
    if (this.fence !== void 0 || text6.length < 6) return;
    this.simple.add(text6, CHECKED, UNCHECKED);
    let section = this.section;
    section !== void 0 && (this.inSubsection ? this.structured.add(text6, CHECKED_NUMBERED[section], UNCHECKED_NUMBERED[section]) : this.structured.add(text6, CHECKED, UNCHECKED));
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
      this.section = trackedKind(kind.heading), this.hasTrackedSection ||= this.section !== void 0, this.inSubsection = !1;
    }
  }
  result() {
    return this.hasTrackedSection ? this.structured.result("structured") : this.simple.result("simple");
  }
};

// src/explain/plan-part.ts
function planPart(plan) {
  if (plan === void 0) return NOT_CHECKED;
  switch (plan.kind) {
    case "read": {
      let { checklist } = plan;
      return {
        status: "read",
        path: plan.path,
        source: plan.source,
        skipped: plan.skipped,
        mode: checklist.mode,
        completed: checklist.completed,
        remaining: checklist.remaining,
        total: checklist.total,
        nextTask: checklist.nextTask ?? null
      };
    }
    case "ambiguous":
      return { status: "ambiguous", tried: plan.tried, matches: plan.matches };
    case "missing":
      return { status: "missing", tried: plan.tried, why: plan.why };
    case "unreadable":
      return { status: "unreadable", path: plan.path, why: plan.why };
  }
}
function planLines(p) {
  switch (p.status) {
    case "read": {
      let skipped = p.skipped.length > 0 ? [`(not found first: ${text2(p.skipped)})`] : [];
      return row(
        "Plan",
        `${text2(p.path)} (${text2(p.source)})`,
        ...skipped,
        `${text2(p.completed)} of ${text2(p.total)} done, ${text2(p.remaining)} remaining (${text2(p.mode)} checklist)`,
        `next task: ${p.nextTask === null ? NO_NEXT_TASK_LABEL : text2(p.nextTask)}`
      );
    }
    case "ambiguous":
      return row("Plan", "missing, and several files have its name:", ...p.matches.map((m) => text2(m)));
    case "missing":
      return row("Plan", text2(p.why));
    case "unreadable":
      return row("Plan", `${text2(p.path)} cannot be read: ${text2(p.why)}`);
    case "not checked":
      return row("Plan", `${text2(p.status)}: ${text2(p.why)}`);
  }
}

// src/explain/transcript-part.ts
function namesNoTranscript(input) {
  if (!input.ok) return !1;
  let path = input.payload.transcriptPath;
  return path == null || path === "";
}
function transcriptPart(input, t) {
  if (t === void 0)
    return namesNoTranscript(input) ? { status: "none", why: "the payload names no transcript, so there is no pressure to see" } : NOT_CHECKED;
  switch (t.kind) {
    case "unreadable":
      return { status: "unreadable (counts as no pressure)", path: t.path, why: t.why };
    case "timeout":
      return { status: "timeout", path: t.path, bytesScanned: t.bytesScanned, size: t.size };
    case "scanned": {
      let found = t.hit === void 0 ? { marker: null } : { marker: t.hit.marker, offset: t.hit.offset };
      return { status: "scanned", path: t.path, bytesScanned: t.bytesScanned, size: t.size, ...found };
    }
  }
}
function transcriptLines(t) {
  switch (t.status) {
    case "scanned": {
      let found = t.marker === null ? "no pressure marker" : `marker "${text2(t.marker)}" at byte ${text2(t.offset)}`;
      return row(
        "Transcript",
        text2(t.path),
        `scanned ${text2(t.bytesScanned)} of ${text2(t.size)} bytes: ${found}`
      );
    }
    case "timeout":
      return row(
        "Transcript",
        text2(t.path),
        `scan ran out of time after ${text2(t.bytesScanned)} of ${text2(t.size)} bytes`
      );
    case "unreadable (counts as no pressure)":
      return row("Transcript", text2(t.path), `${text2(t.status)}: ${text2(t.why)}`);
    case "none":
    case "not checked":
      return row("Transcript", `${text2(t.status)}: ${text2(t.why)}`);
  }
}

// src/explain/format.ts
function formatReport(report) {
  return `${[
    `Verdict     ${report.decision === "block" ? "CONTINUE: the hook blocks the stop and hands Codex the directive" : "SILENT: the hook prints nothing and Codex stops normally"}`,
    `Reason      ${report.reason}: ${report.reasonText}`,
    `            ${text2(report.detail)}`,
    "",
    ...payloadLines(report.payload),
    ...blockerLines(report.blocker),
    ...boulderLines(report.boulder),
    ...worksLines(report.works),
    ...planLines(report.plan),
    ...transcriptLines(report.transcript),
    ...directiveLines(report.directive),
    ...chainLines(report.chain),
    ...goalLines(report.goal)
  ].join(`
`)}
`;
}

// src/decision/reasons.ts
var SILENT_REASONS = {
  "invalid-hook-arguments": "the registered command passes flags `hook stop` does not take (see doctor)",
  "invalid-payload": "the Stop payload on stdin is not a valid Codex Stop payload",
  "subagent-stop": "the event is SubagentStop; sub-agents are never continued",
  "stop-hook-active": "Codex is already continuing because of a Stop hook (stop_hook_active is true)",
  "automatic-turn": "Codex started this turn by itself (a goal turn) after a Stop hook already continued the human prompt",
  "chain-unsupported": "chain mode needs the turn_id Codex sends from 0.117 on; this Codex gets one continuation per prompt",
  "external-blocker": "the agent declared an external blocker with the marker protocol",
  "no-boulder": "no .omo/boulder.json in the session's directory or any parent",
  "boulder-unreadable": "boulder.json exists but could not be read or parsed",
  "no-work-for-session": "no valid work in boulder.json belongs to this Codex session",
  "work-not-continuable": "this session's work is not active or paused",
  "work-paused": "chain mode: the work is paused (`$ulw-execute pause`, `work pause`); plain mode continues it once a prompt, as the seeds say",
  "plan-unreadable": "the work's plan file is missing or could not be read",
  "plan-ambiguous": "the plan file is missing and several files under the plan folders have its name",
  "empty-checklist": "the plan has no top-level checklist to work through",
  "context-pressure": "the transcript shows the context window is under pressure",
  "transcript-scan-timeout": "the transcript could not be scanned within the hook's time budget",
  "directive-unreadable": "the directive template could not be read",
  "no-progress": "chain mode: no fewer boxes are open than at an earlier continuation of the prompt, and patience ran out",
  "chain-limit": "chain mode: this prompt had as many continuations as --max-chain allows",
  "goal-end-sent": "under a Codex goal: this hook's one goal-end text was sent in this goal already, so it stays silent for the rest of it",
  "internal-error": "an unexpected error occurred; the hook stays silent rather than disturb Codex"
}, CONTINUE_REASONS = {
  "work-remaining": "unchecked top-level tasks remain in the plan",
  "final-gate-pending": "every task is checked but the work is not marked completed: the final gate is due",
  "goal-complete": "under a Codex goal: the plan is finished and its work completed; the goal's one goal-end text asks the model to end the goal with update_goal",
  "goal-stalled": "chain mode under a Codex goal: the chain ended for lack of progress; the goal's one goal-end text asks for the next box or a declared blocker and update_goal blocked"
};

// src/explain/report.ts
function verdict(outcome) {
  if (outcome.kind === "silent")
    return {
      decision: "silent",
      reason: outcome.reason,
      reasonText: SILENT_REASONS[outcome.reason],
      detail: outcome.detail
    };
  let goal = outcome.evidence.goal;
  return {
    decision: "block",
    reason: outcome.reason,
    reasonText: CONTINUE_REASONS[outcome.reason],
    detail: `${outcome.values.REMAINING_COUNT} of ${outcome.values.TOTAL_COUNT} remaining${goal?.verdict === "send" ? `; ${goal.why}` : ""}`
  };
}
function buildReport(input, outcome, facts, hook = { ok: !0, options: PLAIN }, turnNote2) {
  let { evidence } = outcome, boulder = facts.boulder;
  return {
    ...verdict(outcome),
    payload: payloadPart(input, evidence.sessionKey, turnNote2),
    blocker: blockerPart(evidence.blocker),
    boulder: boulderPart(boulder),
    works: boulder?.kind === "found" ? worksPart(boulder.document, evidence.sessionKey) : [],
    plan: planPart(facts.plan),
    transcript: transcriptPart(input, facts.transcript),
    directive: directivePart(facts, outcome),
    chain: chainPart(hook, outcome, facts),
    goal: goalPart(outcome, facts)
  };
}

// src/blocker/external-blocker.ts
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

// src/text/regexp-literal.ts
function regexpLiteral(text6) {
  return text6.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/text/utf8-cut.ts
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function wellFormed(text6) {
  return text6.replace(LONE_SURROGATE, "\uFFFD");
}
function utf8Length(codePoint) {
  return codePoint < 128 ? 1 : codePoint < 2048 ? 2 : codePoint < 65536 ? 3 : 4;
}
function cutUtf8(text6, maxBytes) {
  if (text6.length * 3 <= maxBytes || Buffer.byteLength(text6) <= maxBytes) return text6;
  let budget = maxBytes - Buffer.byteLength("\u2026"), bytes = 0, end = 0;
  for (let char of text6) {
    if (bytes += utf8Length(char.codePointAt(0) ?? 0), bytes > budget) break;
    end += char.length;
  }
  return `${text6.slice(0, end)}\u2026`;
}
function capped(text6, maxBytes) {
  return cutUtf8(wellFormed(text6), maxBytes);
}

// src/chain/stamp.ts
var PREFIX = `[${PACKAGE_NAME} chain`, FIELD_CAP = { turn: 128, plan: 400 }, STAMP_AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX)} step=(\\d{1,9}) done=(\\d{1,9}) total=(\\d{1,9})(?: idle=(\\d{1,9}))? turn=(\\S*) plan=([^\\]\\s]*)\\]\\s*(?:</hook_prompt>\\s*)?$`
), STAMP_START = new RegExp(`\\[(?=${regexpLiteral(PACKAGE_NAME)})`, "gi"), COMPACTION_NOTE = "Codex compacted the context since the last continuation: re-read the plan file and the ledger before anything else.", UNSAFE = /[%<>&"[\]\s\u0000-\u001f\u007f]/g;
function encode(text6) {
  return text6.replace(
    UNSAFE,
    (char) => Array.from(Buffer.from(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")
  );
}
function capEncoded(text6, maxBytes) {
  let cut = cutUtf8(text6, maxBytes);
  if (cut === text6) return text6;
  let body = cut.slice(0, -1), broken = /%[0-9A-F]?$/.exec(body);
  return broken === null ? body : body.slice(0, broken.index);
}
function stampedPlan(planPath) {
  return capEncoded(encode(wellFormed(planPath)), FIELD_CAP.plan);
}
function formatStamp(stamp) {
  let { step, done, total, idle } = stamp;
  return `${PREFIX} step=${step} done=${done} total=${total} idle=${idle} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}]`;
}
function readStamps(reason) {
  let match = STAMP_AT_END.exec(reason);
  if (match === null) return [];
  let [, step, done, total, idle, turn, plan] = match;
  return [
    {
      step: Number(step),
      done: Number(done),
      total: Number(total),
      idle: Number(idle ?? 0),
      turn: turn ?? "",
      plan: plan ?? ""
    }
  ];
}
function neutraliseStamps(text6) {
  return text6.replace(STAMP_START, "%5B");
}
function stampedTurn(turnId) {
  return capEncoded(encode(wellFormed(turnId)), FIELD_CAP.turn);
}

// src/directive/values.ts
var import_node_path16 = require("node:path");

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
var TOKEN2 = /\{\{([A-Z_]+)\}\}/g;
function isPlaceholder(name) {
  return PLACEHOLDERS.some((known) => known === name);
}
function renderDirective(template, values) {
  return template.replace(TOKEN2, (token, name) => isPlaceholder(name) ? values[name] : token);
}

// src/directive/values.ts
function shown(text6, cap) {
  return capped(printable(cutUtf8(text6, cap + 8)), cap);
}
function worktreeBlock(root, work2) {
  return work2.worktreePath === void 0 ? "" : `- Worktree: \`${shown((0, import_node_path16.resolve)(root, work2.worktreePath), PATH_CAP)}\` (every edit and command of this work happens inside it; the main checkout is read-only context)`;
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
  let full = neutraliseStamps(renderDirective(template, values)), rendered2 = suffix === "" ? full : full.trimEnd(), tail = suffix === "" ? "" : `

${suffix}`, body = cutUtf8(rendered2, 65536 - Buffer.byteLength(tail)), text6 = `${body}${tail}`, bytes = Buffer.byteLength(text6);
  return {
    text: text6,
    bytes,
    overFullView: bytes > 9600,
    cut: body !== rendered2,
    blank: body.trim() === ""
  };
}

// src/decision/continuation.ts
var import_node_path17 = require("node:path");

// src/chain/rule.ts
function openBoxes(position) {
  return position.total - position.done;
}
function chainVerdict(stamps, now, limits) {
  let [last] = stamps;
  if (last === void 0)
    return {
      go: !1,
      reason: "stop-hook-active",
      why: "no continuation of this hook in the prompt to build a chain on"
    };
  let { maxChain, patience } = limits;
  if (last.step >= maxChain)
    return {
      go: !1,
      reason: "chain-limit",
      why: `${last.step} continuations of this prompt already (--max-chain ${maxChain})`
    };
  let step = last.step + 1, best = stamps.filter((stamp) => stamp.plan === now.plan).reduce(
    (low, stamp) => low === void 0 || openBoxes(stamp) < openBoxes(low) ? stamp : low,
    void 0
  );
  if (best === void 0)
    return { go: !0, step, idle: 0, why: "a plan file this chain has not worked on yet" };
  let open = openBoxes(now), fewest = openBoxes(best);
  if (open < fewest) {
    let why = `${open} of ${now.total} open, at least ${fewest} before (at step ${best.step})`;
    return { go: !0, step, idle: 0, why };
  }
  let same2 = `${open} of ${now.total} open, not fewer than the ${fewest} of ${best.total} at step ${best.step}`;
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

// src/decision/continuation.ts
var FIRST = { kind: "go", step: 1, idle: 0, compacted: !1 };
function silent(reason, detail, verdict2) {
  return { kind: "silent", reason, detail, ...verdict2 !== void 0 ? { verdict: verdict2 } : {} };
}
function pressure(hit, scope) {
  return silent("context-pressure", `"${hit.marker}" at byte ${hit.offset}${scope}`);
}
function continuation(payload, facts, plan, mode2, chaining) {
  let { transcriptPath, stopHookActive } = payload;
  if (typeof transcriptPath != "string" || transcriptPath === "")
    return chaining && stopHookActive ? silent("stop-hook-active", "chain mode, but no transcript to find this hook's continuations in") : FIRST;
  let path = (0, import_node_path17.resolve)(payload.cwd, transcriptPath);
  if (!chaining || mode2.stopOnCompaction) {
    let { transcript } = facts;
    if (transcript === void 0)
      return facts.prompt !== void 0 ? { kind: "need", need: { fact: "transcript", path } } : { kind: "need", need: { fact: "transcript", path, prompt: chaining ? "chain" : "hook-prompt" } };
    if (transcript.kind === "scanned" && transcript.hit !== void 0) return pressure(transcript.hit, "");
    if (transcript.kind === "timeout") {
      let detail = `scanned ${transcript.bytesScanned} of ${transcript.size} bytes before the deadline`;
      return silent("transcript-scan-timeout", detail);
    }
  }
  let { prompt } = facts;
  if (prompt === void 0)
    return { kind: "need", need: { fact: "prompt", path, scope: chaining ? "chain" : "hook-prompt" } };
  if (prompt.kind === "timeout") {
    let detail = `human-prompt read: ${prompt.bytesScanned} of ${prompt.size} bytes before the deadline`;
    return silent("transcript-scan-timeout", detail);
  }
  if (prompt.kind === "unreadable")
    return chaining && stopHookActive ? silent("stop-hook-active", `chain mode, but ${prompt.path} cannot be read: ${prompt.why}`) : FIRST;
  let continued = stopHookActive || prompt.hookPrompts > 0;
  if (!chaining)
    return continued ? silent(
      "automatic-turn",
      "a Stop hook already continued this human prompt; Codex started this turn itself (a goal turn)"
    ) : FIRST;
  if (prompt.pressure !== void 0) return pressure(prompt.pressure, " since the human prompt began");
  let compacted = prompt.compaction?.afterLastContinuation === !0 && !mode2.stopOnCompaction;
  if (!continued) return { ...FIRST, compacted };
  if (prompt.stamps.length === 0)
    return silent(stopHookActive ? "stop-hook-active" : "automatic-turn", "a Stop hook continued this human prompt, but not this one: no stamp of ours to build a chain on");
  let { checklist } = plan, now = {
    plan: stampedPlan(plan.realPath ?? plan.path),
    done: checklist.completed,
    total: checklist.total
  }, verdict2 = chainVerdict(prompt.stamps, now, mode2);
  return verdict2.go ? { kind: "go", step: verdict2.step, idle: verdict2.idle, compacted, verdict: verdict2 } : silent(verdict2.reason, verdict2.why, verdict2);
}

// src/decision/goal-step.ts
var import_node_path19 = require("node:path");

// src/chain/goal-stamp.ts
var GOAL_END = new RegExp(
  `\\[${regexpLiteral(PACKAGE_NAME)} goal-end=(complete|stalled) done=(\\d{1,9}) total=(\\d{1,9}) turn=(\\S*) plan=([^\\]\\s]*)\\]`,
  "g"
);
function formatGoalEndStamp(stamp) {
  let { kind, done, total } = stamp;
  return `[${PACKAGE_NAME} goal-end=${kind} done=${done} total=${total} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}]`;
}
function readGoalEndStamps(text6) {
  let stamps = [];
  for (let match of text6.matchAll(GOAL_END)) {
    let [, kind, done, total, turn, plan] = match;
    kind !== "complete" && kind !== "stalled" || stamps.unshift({ kind, done: Number(done), total: Number(total), turn: turn ?? "", plan: plan ?? "" });
  }
  return stamps;
}

// src/goal/text.ts
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

// src/plan/location.ts
var import_node_path18 = require("node:path");
function isInside(child, parent) {
  let rel = (0, import_node_path18.relative)(parent, child);
  return rel !== "" && !rel.startsWith(`..${import_node_path18.sep}`) && rel !== ".." && !(0, import_node_path18.isAbsolute)(rel);
}
function planCandidates(root, activePlan, worktreePath2) {
  let projectPath = (0, import_node_path18.resolve)(root, activePlan), projectSource = (0, import_node_path18.isAbsolute)(activePlan) ? "absolute" : "project", projectCandidate = { path: projectPath, source: projectSource };
  if (worktreePath2 === void 0 || !isInside(projectPath, root)) return [projectCandidate];
  let worktreeRoot = (0, import_node_path18.resolve)(root, worktreePath2), worktreeCandidate = {
    path: (0, import_node_path18.resolve)(worktreeRoot, (0, import_node_path18.relative)(root, projectPath)),
    source: "worktree"
  };
  return worktreeCandidate.path === projectPath ? [projectCandidate] : [worktreeCandidate, projectCandidate];
}

// src/decision/plan-need.ts
function planNeed(root, work2) {
  let candidates = planCandidates(root, work2.activePlan, work2.worktreePath);
  return { kind: "need", need: { fact: "plan", root, activePlan: work2.activePlan, candidates } };
}

// src/decision/goal-step.ts
function withGoal(outcome, goal) {
  return { ...outcome, evidence: { ...outcome.evidence, goal } };
}
function promptNeed(context) {
  let { payload, facts } = context, { transcriptPath } = payload;
  if (typeof transcriptPath != "string" || transcriptPath === "") return;
  let { prompt } = facts;
  if (!(prompt !== void 0 && (prompt.kind !== "read" || prompt.scope === "chain")))
    return {
      kind: "need",
      need: { fact: "prompt", path: (0, import_node_path19.resolve)(payload.cwd, transcriptPath), scope: "chain" }
    };
}
function apply(context, plan, trigger, fallback, evidence) {
  let { facts, payload, boulder, work: work2 } = context, finding = findGoal(facts.prompt), verdict2 = goalVerdict(finding, context.mode.goalEnd, trigger);
  if (verdict2.kind === "pass")
    return fallback === void 0 ? void 0 : withGoal(fallback, { finding, verdict: "pass", why: verdict2.why });
  let goal = { ...fallback?.evidence ?? evidence };
  if (verdict2.kind === "sent") {
    let check2 = { finding, verdict: "sent", why: verdict2.why };
    return {
      kind: "silent",
      reason: "goal-end-sent",
      detail: verdict2.why,
      chain: context.mode.chain,
      evidence: { ...goal, goal: check2 }
    };
  }
  let values = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work: work2,
    checklist: plan.checklist,
    sessionKey: context.sessionKey
  }), text6 = goalEndText({
    trigger: verdict2.trigger,
    planName: values.PLAN_NAME,
    planPath: plan.path,
    turnId: payload.turnId ?? ""
  }), bytes = Buffer.byteLength(text6), stamps = facts.prompt?.kind === "read" ? facts.prompt.stamps : [], why = `the one goal-end text of this goal (${verdict2.trigger.kind})`;
  return {
    kind: "continue",
    reason: verdict2.trigger.kind === "complete" ? "goal-complete" : "goal-stalled",
    step: (stamps[0]?.step ?? 0) + 1,
    compacted: !1,
    chain: context.mode.chain,
    template: "goal-end",
    directive: text6,
    size: { bytes, overFullView: bytes > 9600, cut: !1 },
    values,
    evidence: { ...goal, goal: { finding, verdict: "send", why, text: text6 } }
  };
}
function goalAtCompletion(context, fallback) {
  let pass = (why) => withGoal(fallback, { finding: findGoal(context.facts.prompt), verdict: "pass", why });
  if (!context.mode.goalEnd) return pass("goal-end texts are off (goalEnd false, or --no-goal-end)");
  let { facts, boulder, work: work2 } = context, { plan } = facts;
  if (plan === void 0) return planNeed(boulder.root, work2);
  if (plan.kind !== "read") return pass("the plan file could not be read");
  let { completed, remaining, total } = plan.checklist;
  if (total === 0 || remaining > 0)
    return pass(`the plan is not finished (${completed} of ${total} checked)`);
  let need = promptNeed(context);
  return need !== void 0 ? need : apply(context, plan, { kind: "complete", done: completed, total }, fallback, fallback.evidence) ?? fallback;
}
function goalAfterChain(context, plan, next, evidence) {
  let fallback = next.kind === "silent" ? { kind: "silent", reason: next.reason, detail: next.detail, chain: context.mode.chain, evidence } : void 0;
  if (fallback !== void 0 && fallback.reason !== "no-progress") return;
  let { prompt } = context.facts, idle = prompt?.kind === "read" ? prompt.stamps[0]?.idle ?? 0 : 0, { completed, total } = plan.checklist, trigger = fallback === void 0 ? void 0 : { kind: "stalled", done: completed, total, turns: idle + 1 };
  return apply(context, plan, trigger, fallback, evidence);
}

// src/decision/mode.ts
var import_node_path20 = require("node:path");
function promptStart(payload, facts) {
  let { transcriptPath } = payload;
  if (typeof transcriptPath != "string" || transcriptPath === "")
    return { known: !1, why: "the payload names no transcript" };
  let { prompt } = facts;
  return prompt === void 0 ? { need: { fact: "prompt", path: (0, import_node_path20.resolve)(payload.cwd, transcriptPath), scope: "chain" } } : prompt.kind === "unreadable" ? { known: !1, why: `${prompt.path} cannot be read: ${prompt.why}` } : prompt.kind === "timeout" ? { known: !1, why: `${prompt.path} could not be read back in time` } : prompt.startedAt === void 0 ? { known: !1, why: `the transcript read back to ${prompt.boundary} found no prompt time` } : { known: !0, at: prompt.startedAt };
}
function resolveMode(payload, facts, flags, root) {
  let { settings } = facts;
  if (settings === void 0) return { kind: "need", need: { fact: "settings", root } };
  if (!mayBePending(flags, settings)) return { kind: "mode", effective: effectiveMode(flags, settings) };
  let start2 = promptStart(payload, facts);
  return "need" in start2 ? { kind: "need", need: start2.need } : { kind: "mode", effective: gatedMode(flags, settings, start2) };
}

// src/directive/brief.ts
var import_node_path21 = require("node:path");
function bundledBriefPath(bundledDirective) {
  return (0, import_node_path21.join)((0, import_node_path21.dirname)(bundledDirective), BRIEF_TEMPLATE_FILE);
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

// src/decision/template.ts
function chooseTemplate(facts, root, brief, values) {
  if (brief) {
    if (facts.brief === void 0) return { kind: "need", need: { fact: "brief", root } };
    if (facts.brief.kind === "read")
      return { kind: "use", template: "brief", fact: facts.brief, values: briefValues(values) };
  }
  let { directive } = facts;
  return directive === void 0 ? { kind: "need", need: { fact: "directive", root } } : directive.kind === "unreadable" ? directive : { kind: "use", template: "full", fact: directive, values };
}

// src/decision/decide.ts
function silent2(reason, detail, evidence, chain) {
  return { kind: "silent", reason, detail, chain, evidence };
}
function planProblem(plan) {
  return plan.kind === "missing" ? plan.why : `${plan.path}: ${plan.why}`;
}
function decide(input, facts, hook = { ok: !0, options: PLAIN }) {
  if (!hook.ok) return silent2("invalid-hook-arguments", hook.problem, {}, !1);
  if (!input.ok) return silent2("invalid-payload", input.problem, {}, hook.options.chain);
  let payload = input.payload;
  if (payload.hookEventName === "SubagentStop")
    return silent2("subagent-stop", "hook_event_name is SubagentStop", {}, hook.options.chain);
  let modeDecides = payload.stopHookActive && !hook.options.chain, blocker = checkExternalBlocker(payload.lastAssistantMessage), sessionKey = sessionKeyFromPayload(payload.sessionId), blocked = blocker.declared ? ["external-blocker", `marker on line ${blocker.markerLine} with the blocker stated`] : void 0;
  if (blocked !== void 0 && !modeDecides)
    return silent2(...blocked, { blocker, sessionKey }, hook.options.chain);
  let plainEnd = (reason2, detail, evidence2) => modeDecides ? silent2("stop-hook-active", `stop_hook_active is true (and ${reason2}: ${detail})`, evidence2, !1) : silent2(reason2, detail, evidence2, hook.options.chain), { boulder } = facts;
  if (boulder === void 0) return { kind: "need", need: { fact: "boulder", cwd: payload.cwd } };
  if (boulder.kind !== "found") {
    let detail = boulder.kind === "missing" ? `looked for ${boulder.searched.join(", ")}` : `${boulder.path}: ${boulder.why}`, end = blocked ?? [boulder.kind === "missing" ? "no-boulder" : "boulder-unreadable", detail];
    return plainEnd(...end, { blocker, sessionKey });
  }
  let selection = selectWork(boulder.document, sessionKey), selected = { blocker, sessionKey, selection }, work2 = selection.work, noWork = ["no-work-for-session", `no valid ${selection.source} entry lists ${sessionKey}`], ended = blocked ?? (work2 === void 0 ? noWork : work2.status === void 0 || !CONTINUABLE_STATUSES.includes(work2.status) ? ["work-not-continuable", `work ${work2.id} has status ${work2.status ?? "(missing)"}`] : void 0), completed = ended?.[0] === "work-not-continuable" && work2?.status === "completed";
  if (ended !== void 0 && !modeDecides && !completed)
    return silent2(...ended, selected, hook.options.chain);
  let resolved = resolveMode(payload, facts, hook.options, boulder.root);
  if (resolved.kind === "need") return resolved;
  let effective = resolved.effective, { mode: mode2 } = effective, evidence = { ...selected, mode: effective }, pendingNote = effective.pending === void 0 ? "" : `; settings.json not used yet: ${effective.pending.why}`;
  if (ended !== void 0 || work2 === void 0) {
    let [reason2, detail] = ended ?? noWork, end = mode2.chain || !modeDecides ? silent2(reason2, detail, evidence, mode2.chain) : silent2(
      "stop-hook-active",
      `stop_hook_active is true (and ${reason2}: ${detail})${pendingNote}`,
      evidence,
      mode2.chain
    );
    return !completed || work2 === void 0 ? end : goalAtCompletion({ payload, facts, mode: mode2, boulder, work: work2, sessionKey }, end);
  }
  if (payload.stopHookActive && !mode2.chain)
    return silent2("stop-hook-active", `stop_hook_active is true${pendingNote}`, evidence, mode2.chain);
  if (mode2.chain && work2.status === "paused")
    return silent2(
      "work-paused",
      `work ${work2.id} is paused: \`$ulw-execute resume\` continues it`,
      evidence,
      mode2.chain
    );
  let chaining = mode2.chain && payload.turnId !== void 0;
  if (mode2.chain && !chaining && payload.stopHookActive)
    return silent2(
      "chain-unsupported",
      "the payload has no turn_id (Codex before 0.117): one continuation per prompt",
      evidence,
      mode2.chain
    );
  let { plan } = facts;
  if (plan === void 0) return planNeed(boulder.root, work2);
  if (plan.kind === "ambiguous")
    return silent2("plan-ambiguous", `candidates: ${plan.matches.join(", ")}`, evidence, mode2.chain);
  if (plan.kind !== "read") return silent2("plan-unreadable", planProblem(plan), evidence, mode2.chain);
  let { checklist } = plan;
  if (checklist.total === 0)
    return silent2("empty-checklist", `${plan.path} has no countable checkbox`, evidence, mode2.chain);
  let next = continuation(payload, facts, plan, mode2, chaining);
  if (next.kind === "need") return next;
  let reached = { ...evidence, ...next.verdict !== void 0 ? { chain: next.verdict } : {} }, goal = chaining ? goalAfterChain({ payload, facts, mode: mode2, boulder, work: work2, sessionKey }, plan, next, reached) : void 0;
  if (goal !== void 0) return goal;
  if (next.kind === "silent") return silent2(next.reason, next.detail, reached, mode2.chain);
  let all = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work: work2,
    checklist,
    sessionKey
  }), chosen = chooseTemplate(facts, boulder.root, chaining && next.step >= 2, all);
  if (chosen.kind === "need") return chosen;
  if (chosen.kind === "unreadable")
    return silent2("directive-unreadable", `${chosen.path}: ${chosen.why}`, evidence, mode2.chain);
  let { fact: directive, values } = chosen, stamp = formatStamp({
    step: next.step,
    done: checklist.completed,
    total: checklist.total,
    idle: next.idle,
    planPath: plan.realPath ?? plan.path,
    turnId: payload.turnId ?? ""
  }), suffix = chaining ? next.compacted ? `${COMPACTION_NOTE}
${stamp}` : stamp : "", reason = composeReason(directive.template, values, suffix);
  return reason.blank ? silent2("directive-unreadable", `${directive.path} renders to white space`, reached, mode2.chain) : {
    kind: "continue",
    reason: checklist.remaining > 0 ? "work-remaining" : "final-gate-pending",
    step: next.step,
    compacted: next.compacted,
    chain: mode2.chain,
    template: chosen.template,
    directive: reason.text,
    size: { bytes: reason.bytes, overFullView: reason.overFullView, cut: reason.cut },
    values,
    evidence: reached
  };
}

// src/boulder/read-limits.json
var read_limits_default = {
  capMiB: 6,
  containerLimit: 2e5
};

// src/boulder/read.ts
var BOULDER_CAP_BYTES = read_limits_default.capMiB * MIB, BOULDER_CONTAINER_LIMIT = read_limits_default.containerLimit;
function exceedsContainerLimit(text6, limit) {
  if (text6.length <= limit) return !1;
  let count2 = 0;
  for (let opener of ["{", "["])
    for (let at = text6.indexOf(opener); at !== -1; at = text6.indexOf(opener, at + 1))
      if (++count2 > limit) return !0;
  return !1;
}
function readBoulder(path, capBytes = BOULDER_CAP_BYTES, containerLimit = BOULDER_CONTAINER_LIMIT) {
  let read = readRegularText(path, capBytes);
  if (!read.ok) return read;
  if (exceedsContainerLimit(read.text, containerLimit))
    return { ok: !1, missing: !1, why: `holds more than ${containerLimit} JSON objects and arrays (the limit that keeps parsing cheap)` };
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
var import_node_fs10 = require("node:fs");

// src/bundles/sibling.ts
function requireSibling(file, exports2) {
  let loaded = require(file);
  if (!hasFunction(loaded, exports2)) throw new Error(`dist/${file.slice(2)} does not export ${exports2}`);
  return loaded;
}
function hasFunction(value, name) {
  return typeof value == "object" && value !== null && name in value && typeof Reflect.get(value, name) == "function";
}

// src/bundles/plan-discovery.ts
function loadDiscovery() {
  return Promise.resolve(requireSibling("./plan-discovery.js", "discoverPlan"));
}

// src/fs/line-runs.ts
var import_node_fs9 = require("node:fs");
var CHUNK_BYTES = 64 * 1024, MAX_LINE = 64 * 1024;
function forEachLineRun(path, capBytes, onRun, chunkBytes = CHUNK_BYTES) {
  return withRegularFile(path, capBytes, (fd) => {
    let buffer = Buffer.allocUnsafe(chunkBytes), carry = "", total = 0, skipping = !1;
    for (; ; ) {
      let read = (0, import_node_fs9.readSync)(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      if (total += read, total > capBytes) return overCap(capBytes);
      let text6 = buffer.toString("latin1", 0, read);
      if (skipping) {
        let newline = text6.indexOf(`
`);
        if (newline === -1) continue;
        text6 = text6.slice(newline + 1), skipping = !1;
      }
      text6 = carry + text6;
      let cut = text6.lastIndexOf(`
`) + 1;
      cut > 0 && onRun(text6.slice(0, cut)), carry = text6.slice(cut), carry.length > MAX_LINE && (onRun(`${carry.slice(0, MAX_LINE)}
`), carry = "", skipping = !0);
    }
    return carry !== "" && onRun(carry), { ok: !0 };
  });
}

// src/plan/count-file.ts
var PLAN_CAP_BYTES = 64 * MIB;
function countPlanFile(path) {
  let counter = new ChecklistCounter(), read = forEachLineRun(path, PLAN_CAP_BYTES, (run) => counter.lines(run));
  return read.ok ? { ok: !0, checklist: counter.result() } : read;
}

// src/plan/fact.ts
async function discoverOnDemand(root, activePlan) {
  let { discoverPlan } = await loadDiscovery();
  return discoverPlan(root, activePlan);
}
function realPathOf(path) {
  try {
    return { realPath: (0, import_node_fs10.realpathSync)(path) };
  } catch {
    return {};
  }
}
async function readPlanFact(root, activePlan, candidates, discover = discoverOnDemand) {
  let skipped = [];
  for (let [index, candidate] of candidates.entries()) {
    let read2 = countPlanFile(candidate.path);
    if (read2.ok) {
      let checklist = read2.checklist, real2 = realPathOf(candidate.path);
      return { kind: "read", path: candidate.path, ...real2, source: candidate.source, checklist, skipped };
    }
    let preferredOnly = index < candidates.length - 1 && read2.notRegular === !0;
    if (!read2.missing && !preferredOnly) return { kind: "unreadable", path: candidate.path, why: read2.why };
    skipped.push(candidate.path);
  }
  let matches = await discover(root, activePlan), [only] = matches;
  if (only === void 0 || matches.length > 1)
    return matches.length > 1 ? { kind: "ambiguous", tried: skipped, matches } : {
      kind: "missing",
      tried: skipped,
      why: `plan file not found (looked at ${skipped.join(", ")}, and under .omo/plans and .sisyphus/plans)`
    };
  let read = countPlanFile(only);
  return read.ok ? {
    kind: "read",
    path: only,
    ...realPathOf(only),
    source: "discovered",
    checklist: read.checklist,
    skipped
  } : { kind: "unreadable", path: only, why: read.why };
}

// src/rollout/backward-lines.ts
var import_node_fs11 = require("node:fs");

// src/clock/since-start.ts
function msSinceStart() {
  return process.uptime() * 1e3;
}

// src/rollout/backward-lines.ts
var CHUNK_BYTES2 = 64 * 1024, BLOCK_BYTES = 16 * CHUNK_BYTES2, DEADLINE_CHECK_EVERY = 16, CHUNK_WORK = 4, MAX_LINE_BYTES = 4 * 1024 * 1024;
function literalsPattern(texts, flags) {
  let source = texts.map(regexpLiteral).join("|");
  return {
    pattern: new RegExp(source, flags),
    overlap: Math.max(...texts.map((text6) => text6.length)) - 1,
    inLine: new RegExp(source, flags.replace("g", ""))
  };
}
var OutOfTime = class extends Error {
};
function scanLinesBackward(path, pattern, overlap, visit2, options) {
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
      let start2 = Math.max(0, end - CHUNK_BYTES2), text6 = textOf(start2, Math.min(size, end + overlap)), length = text6.length, starts = [];
      for (let search of patterns) {
        search.lastIndex = 0;
        for (let match = search.exec(text6); match !== null && !(match.index >= end - start2); match = search.exec(text6))
          starts.push(match.index), match[0] === "" && search.lastIndex++;
      }
      patterns.length > 1 && starts.sort((a, b) => a - b);
      let next = start2;
      for (let i = starts.length - 1; i >= 0; i--) {
        let at = start2 + (starts[i] ?? 0);
        if (at >= end) continue;
        let newline = text6.lastIndexOf(`
`, at - start2 - 1), first = newline !== -1 ? start2 + newline + 1 : lineStart(start2), feed = text6.indexOf(`
`, at - start2), last = feed !== -1 ? start2 + feed : lineEnd(start2 + length);
        checkTime(1);
        let line = readLine(first, last - first);
        if (end = first, next = Math.min(next, first), visit2(line) === "stop") return result("stopped");
      }
      end = next;
    }
    return result("done");
  } catch (error) {
    return error instanceof OutOfTime ? result("timeout") : { kind: "unreadable", why: error instanceof Error ? error.message : "read failed" };
  } finally {
    (0, import_node_fs11.closeSync)(fd);
  }
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
  "task_complete",
  "turn_aborted",
  "token_count",
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
function turnOf(record) {
  let turnId = field(record, "turn_id");
  return typeof turnId == "string" ? { turnId } : {};
}
function messageOrigin(payload) {
  let meta = field(payload, "internal_chat_message_metadata_passthrough");
  if (isRecord(meta) && list(field(meta, "content_item_kinds")).includes("user.goal")) return "goal";
  let items = isRecord(meta) ? list(field(meta, "content_item_metadata")) : [];
  for (let item of items) {
    let provenance = isRecord(item) ? field(item, "provenance") : void 0;
    if (isRecord(provenance))
      return field(provenance, "type") === "user" ? "user" : field(provenance, "hook") === !0 ? "hook" : "harness";
  }
  let first = list(field(payload, "content"))[0], body = isRecord(first) ? text3(field(first, "text")) : "";
  return body.startsWith("<hook_prompt") ? "hook" : body.startsWith("<") ? "harness" : "user";
}
function responseItem(payload) {
  let type = field(payload, "type");
  if (type === "compaction" || type === "compaction_summary")
    return { kind: "compaction", shape: String(type) };
  if (type !== "message" || field(payload, "role") !== "user") return { kind: "content" };
  let meta = field(payload, "internal_chat_message_metadata_passthrough"), turn = isRecord(meta) ? turnOf(meta) : {}, origin = messageOrigin(payload);
  if (origin === "user" || origin === "goal")
    return { kind: "user-prompt", via: origin === "goal" ? "goal" : "typed", ...turn };
  if (origin === "harness") return { kind: "content" };
  let parts = list(field(payload, "content")).map(
    (part) => isRecord(part) ? text3(field(part, "text")) : ""
  );
  return { kind: "hook-prompt", text: parts.join(""), parts, ...turn };
}
function completedItem(payload) {
  let item = field(payload, "item"), type = isRecord(item) ? field(item, "type") : void 0;
  if (type === "ContextCompaction") return { kind: "compaction", shape: "ContextCompaction item" };
  if (type === "UserMessage") return { kind: "user-prompt", via: "typed", ...turnOf(payload) };
  if (type === "HookPrompt" && isRecord(item)) {
    let parts = list(field(item, "fragments")).map(
      (fragment) => isRecord(fragment) ? text3(field(fragment, "text")) : ""
    );
    return { kind: "hook-prompt", text: parts.join(""), parts, ...turnOf(payload) };
  }
  return { kind: "content" };
}
function eventMessage(payload) {
  let type = text3(field(payload, "type"));
  if (type === "item_completed") return completedItem(payload);
  if (type === "context_compacted") return { kind: "compaction", shape: "context_compacted event" };
  if (type === "thread_goal_updated") {
    let goal = field(payload, "goal"), status3 = isRecord(goal) ? field(goal, "status") : void 0;
    return { kind: "goal-update", ...typeof status3 == "string" && status3 !== "" ? { status: status3 } : {} };
  }
  if (type === "task_started") {
    let attribution = field(payload, "turn_attribution"), trigger = isRecord(attribution) ? field(attribution, "turn_trigger") : void 0;
    return { kind: "turn-start", ...typeof trigger == "string" ? { trigger } : {}, ...turnOf(payload) };
  }
  return type === "user_message" ? { kind: "user-prompt", via: "typed" } : ERROR_EVENTS.includes(type) ? { kind: "codex-error", event: type, message: text3(field(payload, "message")) } : CONTENT_EVENTS.includes(type) ? { kind: "content" } : { kind: "other" };
}
var ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function timeOf2(record) {
  let stamp = field(record, "timestamp");
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
  let record = type === "response_item" ? responseItem(payload) : type === "event_msg" ? eventMessage(payload) : void 0;
  return record !== void 0 ? record.kind === "user-prompt" || record.kind === "turn-start" ? { ...record, ...timeOf2(value) } : record : CONTENT_TYPES.includes(type) ? { kind: "content" } : { kind: "other" };
}
var COMPACTION_HINTS = [
  '"type":"compacted"',
  '"type":"ContextCompaction"',
  '"type":"context_compacted"',
  '"type":"compaction"',
  '"type":"compaction_summary"'
], PROMPT_HINTS = ['"role":"user"', '"UserMessage"', '"HookPrompt"', '"type":"user_message"'], TURN_START_HINTS = ['"type":"task_started"'], GOAL_HINTS = ['"type":"thread_goal_updated"'];

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
var PHRASE = literalsPattern(PRESSURE_MARKERS, "i").pattern, PRESSURE_CANDIDATES = [...PRESSURE_MARKERS, ...COMPACTION_HINTS], CANDIDATE = literalsPattern(PRESSURE_CANDIDATES, "gi");
function pressureIn(record, text6, offset) {
  if (record.kind === "compaction") return { marker: record.shape, offset, source: "compaction" };
  if (record.kind !== "codex-error" && record.kind !== "other") return;
  let phrase = PHRASE.exec(text6);
  if (phrase === null) return;
  let at = offset + Buffer.byteLength(text6.slice(0, phrase.index));
  return {
    marker: phrase[0].toLowerCase(),
    offset: at,
    source: record.kind === "other" ? "text" : record.event
  };
}
function scanForPressure(path, options) {
  let hit, scan = scanLinesBackward(
    path,
    CANDIDATE.pattern,
    CANDIDATE.overlap,
    (line) => (line.text !== void 0 && (hit = pressureIn(classifyRolloutLine(line.text), line.text, line.offset)), hit === void 0 ? "next" : "stop"),
    options
  );
  if (scan.kind === "unreadable") return { kind: "unreadable", path, why: scan.why };
  let { bytesScanned, size } = scan;
  return scan.kind === "timeout" ? { kind: "timeout", path, bytesScanned, size } : hit === void 0 ? { kind: "scanned", path, bytesScanned, size } : { kind: "scanned", path, bytesScanned, size, hit };
}

// src/rollout/human-prompt.ts
var CHAIN_READ_CAP_BYTES = 64 * 1024 * 1024, PROMPT_PATTERNS = {
  "hook-prompt": literalsPattern(PROMPT_HINTS, "g"),
  // Pressure phrases are matched case-insensitively, as the pressure scan does; the hints are ASCII.
  chain: literalsPattern([...PROMPT_HINTS, ...TURN_START_HINTS, ...GOAL_HINTS, ...PRESSURE_CANDIDATES], "gi")
}, BEFORE_PROMPT_BYTES = 256 * 1024;
function humanPromptReader(path, scope) {
  let stamps = [], hookPrompts = 0, boundary = "start", compaction, pressure2, goalTurns = 0, goalStatus, endSent, promptAt, startedAt, began = (at) => {
    at !== void 0 && (startedAt = Math.min(at, startedAt ?? at));
  };
  return { visit: (text6, offset, record) => {
    if (promptAt !== void 0)
      return record.kind === "compaction" ? (compaction ??= {
        marker: record.shape,
        offset,
        source: "compaction",
        afterLastContinuation: hookPrompts === 0
      }, "next") : promptAt - offset > BEFORE_PROMPT_BYTES || record.kind === "hook-prompt" ? "stop" : ((record.kind === "user-prompt" || record.kind === "turn-start") && began(record.at), record.kind === "turn-start" ? "stop" : "next");
    if (record.kind === "user-prompt")
      return boundary = record.via === "goal" ? "goal-set" : "typed-prompt", began(record.at), scope === "hook-prompt" ? "stop" : (promptAt = offset, "next");
    if (record.kind === "hook-prompt") {
      hookPrompts++;
      for (let stamp of record.parts.flatMap(readStamps))
        stamps.some((seen) => seen.step === stamp.step) || stamps.push(stamp);
      return endSent ??= record.parts.flatMap(readGoalEndStamps)[0], scope === "hook-prompt" ? "stop" : "next";
    }
    if (scope === "hook-prompt") return "next";
    record.kind === "turn-start" && record.trigger === "goal" && goalTurns++, record.kind === "goal-update" && (goalStatus ??= record.status);
    let hit = pressureIn(record, text6, offset);
    return hit === void 0 ? "next" : hit.source !== "compaction" ? (pressure2 = hit, "stop") : (compaction ??= { ...hit, afterLastContinuation: hookPrompts === 0 }, "next");
  }, fact: (scan) => {
    if (scan.kind === "unreadable") return { kind: "unreadable", path, why: scan.why };
    if (scan.kind === "timeout")
      return { kind: "timeout", path, bytesScanned: scan.bytesScanned, size: scan.size };
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
      hookPrompts,
      stamps,
      ...compaction !== void 0 ? { compaction } : {},
      ...pressure2 !== void 0 ? { pressure: pressure2 } : {},
      ...scope === "chain" ? { goal } : {},
      bytesScanned: scan.bytesScanned
    };
  } };
}
function readHumanPrompt(path, scope, options) {
  let reader = humanPromptReader(path, scope), { pattern, overlap } = PROMPT_PATTERNS[scope], scan = scanLinesBackward(
    path,
    pattern,
    overlap,
    // A line over the size limit is never one of Codex's prompt or pressure records (those are small).
    (line) => line.text === void 0 ? "next" : reader.visit(line.text, line.offset, classifyRolloutLine(line.text)),
    {
      deadline: options.deadline,
      maxBytes: options.maxBytes ?? CHAIN_READ_CAP_BYTES,
      ...options.now ? { now: options.now } : {}
    }
  );
  return reader.fact(scan);
}

// src/rollout/pressure-and-prompt.ts
var PROMPT_HINT_CORES = ['":"user', '"UserMessage"', '"HookPrompt"'], CORES = literalsPattern(PROMPT_HINT_CORES, "g"), EITHER = {
  "hook-prompt": {
    patterns: [CANDIDATE.pattern, CORES.pattern],
    overlap: Math.max(CANDIDATE.overlap, CORES.overlap)
  },
  // The chain read's own pattern holds the pressure literals already.
  chain: { patterns: [PROMPT_PATTERNS.chain.pattern], overlap: PROMPT_PATTERNS.chain.overlap }
};
function scanForPressureAndPrompt(path, scope, options) {
  let { deadline, now, maxBytes = CHAIN_READ_CAP_BYTES } = options, reader = humanPromptReader(path, scope), promptLine = PROMPT_PATTERNS[scope].inLine, hit, both = scanLinesBackward(
    path,
    EITHER[scope].patterns,
    EITHER[scope].overlap,
    (line) => {
      if (line.text === void 0) return "next";
      let pressureLine = CANDIDATE.inLine.test(line.text), forPrompt = promptLine.test(line.text);
      if (!pressureLine && !forPrompt) return "next";
      let record = classifyRolloutLine(line.text);
      return pressureLine && (hit = pressureIn(record, line.text, line.offset)), hit !== void 0 ? "stop" : forPrompt ? reader.visit(line.text, line.offset, record) : "next";
    },
    { deadline, ...now ? { now } : {}, maxBytes }
  );
  if (both.kind === "unreadable") return { transcript: { kind: "unreadable", path, why: both.why } };
  let { bytesScanned, size } = both;
  if (both.kind === "timeout") return { transcript: { kind: "timeout", path, bytesScanned, size } };
  if (hit !== void 0) return { transcript: { kind: "scanned", path, bytesScanned, size, hit } };
  let prompt = reader.fact(both), transcript = both.kind === "done" ? { kind: "scanned", path, bytesScanned, size } : scanForPressure(path, { deadline, ...now ? { now } : {}, before: size - bytesScanned });
  return transcript.kind === "scanned" && transcript.hit === void 0 ? { transcript, prompt } : { transcript };
}

// src/hook/gather.ts
async function gather(need, context) {
  switch (need.fact) {
    case "boulder":
      return { boulder: readBoulderFact(need.cwd) };
    case "plan":
      return { plan: await readPlanFact(need.root, need.activePlan, need.candidates) };
    case "transcript":
      return need.prompt === void 0 ? { transcript: scanForPressure(need.path, { deadline: context.scanDeadline }) } : scanForPressureAndPrompt(need.path, need.prompt, { deadline: context.scanDeadline });
    case "directive":
      return { directive: readDirectiveFact(need.root, context.bundledDirective) };
    case "brief":
      return { brief: readBriefFact(need.root, context.bundledDirective) };
    case "prompt":
      return { prompt: readHumanPrompt(need.path, need.scope, { deadline: context.scanDeadline }) };
    case "settings":
      return { settings: readSettingsFact(need.root) };
  }
}

// src/hook/evaluate.ts
var MAX_STEPS = 10;
function asks(step) {
  return typeof step == "object" && step !== null && "kind" in step && step.kind === "need";
}
async function settle(core, context) {
  let facts = {};
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    let step = core(facts);
    if (!asks(step)) return { outcome: step, facts };
    facts = { ...facts, ...await gather(step.need, context) };
  }
  throw new Error("the decision core kept asking for facts");
}
async function evaluate(input, context, hook = { ok: !0, options: PLAIN }) {
  return settle((facts) => decide(input, facts, hook), context);
}

// src/hook/stdin.ts
var import_node_fs12 = require("node:fs");
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
    let stats = (0, import_node_fs12.fstatSync)(fd);
    if (stats.isFIFO()) source = (0, import_node_fs12.openSync)(`/proc/self/fd/${fd}`, import_node_fs12.constants.O_RDONLY | import_node_fs12.constants.O_NONBLOCK);
    else if (!stats.isFile()) return;
  } catch {
    return;
  }
  let deadline = msSinceStart() + deadlineMs, chunks = [], size = 0, pause = 1;
  try {
    for (; ; ) {
      let buffer = Buffer.allocUnsafe(CHUNK_BYTES3), bytes;
      try {
        bytes = (0, import_node_fs12.readSync)(source, buffer, 0, buffer.length, null);
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
    source !== fd && (0, import_node_fs12.closeSync)(source);
  }
}
function readStdinStream(stream, capBytes = STDIN_CAP_BYTES, deadlineMs = STDIN_DEADLINE_MS) {
  return new Promise((resolve21) => {
    let chunks = [], size = 0, settled = !1, text6 = () => Buffer.concat(chunks).toString("utf8"), finish = (result) => {
      settled || (settled = !0, clearTimeout(timer), stream.removeAllListeners("data"), stream.destroy?.(), resolve21(result));
    }, timer = setTimeout(() => finish({ text: text6(), timedOut: !0 }), deadlineMs);
    stream.on("data", (chunk) => {
      let bytes = typeof chunk == "string" ? Buffer.from(chunk) : chunk;
      if (size += bytes.length, size > capBytes) return finish({ text: "", overCap: !0 });
      chunks.push(bytes), size <= MIB && isCompleteObject(chunks) && finish({ text: text6() });
    }), stream.on("end", () => finish({ text: text6() })), stream.on("error", () => finish({ text: text6() }));
  });
}
async function readStdin() {
  return readStdinSync() ?? await readStdinStream(process.stdin);
}

// src/payload/stop-payload.ts
function invalid(problem) {
  return { ok: !1, problem };
}
function optionalText(record, key) {
  if (!hasField(record, key)) return {};
  let value = field(record, key);
  return value === null || typeof value == "string" ? { value } : { problem: `${key} must be a string or null` };
}
function parseStopPayload(text6, source = "stdin") {
  if (text6.trim() === "") return invalid(`${source} was empty`);
  let parsed = parseJson(text6);
  if (!parsed.ok) return invalid(`${source} is not valid JSON`);
  let record = parsed.value;
  if (!isRecord(record)) return invalid("payload is not a JSON object");
  let sessionId = field(record, "session_id");
  if (typeof sessionId != "string") return invalid("session_id must be a string");
  let turnId = field(record, "turn_id");
  if (turnId !== void 0 && typeof turnId != "string") return invalid("turn_id must be a string");
  let cwd = field(record, "cwd");
  if (typeof cwd != "string") return invalid("cwd must be a string");
  let model = field(record, "model");
  if (typeof model != "string") return invalid("model must be a string");
  let permissionMode = field(record, "permission_mode");
  if (typeof permissionMode != "string") return invalid("permission_mode must be a string");
  let stopHookActive = field(record, "stop_hook_active");
  if (typeof stopHookActive != "boolean") return invalid("stop_hook_active must be a boolean");
  let event = field(record, "hook_event_name");
  if (event !== "Stop" && event !== "SubagentStop")
    return invalid('hook_event_name must be "Stop" or "SubagentStop"');
  let transcript = optionalText(record, "transcript_path");
  if (transcript.problem !== void 0) return invalid(transcript.problem);
  let message = optionalText(record, "last_assistant_message");
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
var HOOK_BUDGET_MS = 2500;
function blockOutput(reason) {
  return `${JSON.stringify({ decision: "block", reason })}
`;
}
function outputFor(outcome) {
  return outcome.kind === "continue" ? blockOutput(outcome.directive) : "";
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
    return `no --turn given: explain uses "${PLACEHOLDER_TURN}"; chain mode counts this hook's continuations across every turn of the human prompt, so it only names the turn in the stamp`;
}
function readPayloadFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs13.openSync)(path, import_node_fs13.constants.O_RDONLY | import_node_fs13.constants.O_NONBLOCK);
  } catch (error) {
    throw new CliError(`cannot read the payload from ${path}: ${describeError(error)}`);
  }
  try {
    let read = readStdinSync(fd);
    if (read === void 0)
      throw new CliError(`cannot read the payload from ${path}: not a regular file or a pipe`);
    return read;
  } finally {
    (0, import_node_fs13.closeSync)(fd);
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
  let cwd = (0, import_node_path22.resolve)(options.cwd);
  if ((0, import_node_fs13.statSync)(cwd, { throwIfNoEntry: !1 })?.isDirectory() !== !0)
    throw new CliError(`--cwd ${cwd} is not a directory`, 2);
  let text6 = JSON.stringify({
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
  return withOverrides(payloadFrom({ text: text6 }, "the built payload"), options);
}
function withOverrides(input, options) {
  return input.ok ? {
    ok: !0,
    payload: {
      ...input.payload,
      ...options.transcript !== void 0 ? { transcriptPath: (0, import_node_path22.resolve)(options.transcript) } : {},
      ...options.lastMessage !== void 0 ? { lastAssistantMessage: options.lastMessage } : {},
      ...options.stopHookActive === !0 ? { stopHookActive: !0 } : {},
      ...options.turn !== void 0 ? { turnId: options.turn } : {}
    }
  } : input;
}
async function explain(options, hook, bundledDirective) {
  if (!hook.ok) throw new CliError(hook.problem, 2);
  let input = await payloadFor(options), { outcome, facts } = await evaluate(input, { bundledDirective, scanDeadline: HOOK_BUDGET_MS }, hook);
  if (options.printDirective === !0) {
    if (outcome.kind !== "continue")
      throw new CliError(`no directive: the hook would stay silent (${outcome.reason}: ${outcome.detail})`);
    process.stdout.write(outcome.directive.endsWith(`
`) ? outcome.directive : `${outcome.directive}
`);
    return;
  }
  let report = buildReport(input, outcome, facts, hook, turnNote(options));
  process.stdout.write(options.json === !0 ? `${JSON.stringify(report, null, 2)}
` : formatReport(report));
}

// src/cli/help.ts
function examples(...lines) {
  return `
Examples:
${lines.map((line) => `  $ ${line}`).join(`
`)}
`;
}

// src/bundles/prompt-submit.ts
function loadPromptAnswer() {
  return Promise.resolve(requireSibling("./prompt-submit.js", "answerPrompt"));
}

// src/payload/prompt-payload.ts
function text4(value) {
  return typeof value == "string" && value.trim() !== "" ? value : void 0;
}
function parsePromptPayload(raw) {
  let parsed = parseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return;
  let record = parsed.value, prompt = field(record, "prompt");
  if (field(record, "hook_event_name") !== "UserPromptSubmit" || typeof prompt != "string") return;
  let sessionId = text4(field(record, "session_id")), cwd = text4(field(record, "cwd"));
  return { prompt, ...sessionId !== void 0 ? { sessionId } : {}, ...cwd !== void 0 ? { cwd } : {} };
}

// src/prompt/trigger.ts
var TRIGGER_WORD = "$ulw-execute", TRIGGER = new RegExp(`^\\s*\\$(?:${regexpLiteral(PLUGIN_NAME)}:)?ulw-execute(?=\\s|$)\\s*`), CHANGES = ["pause", "resume", "abandon"];
function firstWord(text6) {
  let quoted = /^(["'`])([^\n]*?)\1/.exec(text6);
  if (quoted !== null) return quoted[2] ?? "";
  let open = /^(["'`])([^\n]*)/.exec(text6);
  return open !== null ? { kind: "unclosed", quote: open[1] ?? "", rest: (open[2] ?? "").trimEnd() } : /^\S*/.exec(text6)?.[0] ?? "";
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

// src/hook/fd-write.ts
var import_node_fs14 = require("node:fs");
function writeStdout(text6) {
  let bytes = Buffer.from(text6), offset = 0;
  for (; offset < bytes.length; )
    try {
      offset += (0, import_node_fs14.writeSync)(1, bytes, offset);
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

// src/hook/prompt-entry.ts
function promptOutput(additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}
`;
}
async function promptHook(cliPath) {
  let read = await readStdin();
  if (read.overCap || !read.text.includes(TRIGGER_WORD)) return;
  let payload = parsePromptPayload(read.text), trigger = payload === void 0 ? void 0 : parseTrigger(payload.prompt);
  if (payload === void 0 || trigger === void 0) return;
  let { answerPrompt } = await loadPromptAnswer();
  writeStdout(promptOutput(await answerPrompt(payload, trigger, cliPath)));
}
function runPromptHook(cliPath) {
  return runGuarded(() => promptHook(cliPath));
}

// src/payload/session-start-payload.ts
function invalid2(problem) {
  return { ok: !1, problem };
}
function parseSessionStartPayload(text6) {
  if (text6.trim() === "") return invalid2("stdin was empty");
  let parsed = parseJson(text6);
  if (!parsed.ok) return invalid2("stdin is not valid JSON");
  let record = parsed.value;
  if (!isRecord(record)) return invalid2("payload is not a JSON object");
  if (field(record, "hook_event_name") !== "SessionStart")
    return invalid2('hook_event_name must be "SessionStart"');
  let sessionId = field(record, "session_id");
  if (typeof sessionId != "string" || sessionId.trim() === "")
    return invalid2("session_id must be a non-empty string");
  let cwd = field(record, "cwd");
  if (typeof cwd != "string" || cwd.trim() === "") return invalid2("cwd must be a non-empty string");
  let source = field(record, "source");
  return typeof source != "string" ? invalid2("source must be a string") : { ok: !0, payload: { sessionId, cwd, source } };
}

// src/session-start/plan-state.ts
var PLAN_STATE_CAP_BYTES = 1200, OPENINGS = {
  compact: "Codex compacted the context",
  resume: "this session was resumed"
}, RULES = "Rules that matter: re-read the plan file and the ledger before acting. Verify a task, then tick its box (`- [ ]` to `- [x]`) and append its evidence to the ledger. An external blocker only the user or the outside world can clear: make `<ulw-execute-blocked-external>` the entire first line of your answer, then state the blocker and what lets work resume; a bare marker is ignored. Every box checked and the final gate passed: mark the work `completed` with `work complete`, never by hand.";
function compose(shown2, state) {
  return [
    `${PACKAGE_NAME}: ${OPENINGS[state.source]}. The ULW plan as it stands on disk now (it outranks any summary):`,
    `- Plan: ${shown2.name}, file \`${shown2.planPath}\``,
    `- Progress: ${shown2.completed} of ${shown2.total} top-level tasks checked; next: ${shown2.next}`,
    `- Work status: ${state.status}`,
    `- Ledger: \`${shown2.ledger}\``,
    shown2.worktree,
    RULES
  ].filter((line) => line !== "").join(`
`);
}
function withinBudget(shown2, budget) {
  let entries = Object.entries(shown2).sort(([, a], [, b]) => Buffer.byteLength(a) - Buffer.byteLength(b)), fitted = {}, left = budget;
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
  let { values } = state, shown2 = {
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
  }, fixed = Buffer.byteLength(compose(empty, state)) + (shown2.worktree === "" ? 0 : 1);
  return compose(withinBudget(shown2, PLAN_STATE_CAP_BYTES - fixed), state);
}

// src/session-start/decide.ts
function silent3(reason, detail) {
  return { kind: "silent", reason, detail };
}
function resumption(source) {
  return source === "compact" || source === "resume" ? source : void 0;
}
function decideSessionStart(input, facts) {
  if (!input.ok) return silent3("invalid-payload", input.problem);
  let { payload } = input;
  if (payload.source === "startup" || payload.source === "clear")
    return silent3("fresh-context", `source is ${payload.source}`);
  let source = resumption(payload.source);
  if (source === void 0) return silent3("other-source", `source is ${JSON.stringify(payload.source)}`);
  let { boulder } = facts;
  if (boulder === void 0) return { kind: "need", need: { fact: "boulder", cwd: payload.cwd } };
  if (boulder.kind === "missing") return silent3("no-boulder", `looked for ${boulder.searched.join(", ")}`);
  if (boulder.kind === "unreadable") return silent3("boulder-unreadable", `${boulder.path}: ${boulder.why}`);
  let sessionKey = sessionKeyFromPayload(payload.sessionId), selection = selectWork(boulder.document, sessionKey), work2 = selection.work;
  if (work2 === void 0)
    return silent3("no-work-for-session", `no valid ${selection.source} entry lists ${sessionKey}`);
  if (work2.status === void 0 || !CONTINUABLE_STATUSES.includes(work2.status))
    return silent3("work-not-continuable", `work ${work2.id} has status ${work2.status ?? "(missing)"}`);
  let { plan } = facts;
  if (plan === void 0) {
    let candidates = planCandidates(boulder.root, work2.activePlan, work2.worktreePath);
    return {
      kind: "need",
      need: { fact: "plan", root: boulder.root, activePlan: work2.activePlan, candidates }
    };
  }
  if (plan.kind === "ambiguous") return silent3("plan-ambiguous", `candidates: ${plan.matches.join(", ")}`);
  if (plan.kind === "missing") return silent3("plan-unreadable", plan.why);
  if (plan.kind === "unreadable") return silent3("plan-unreadable", `${plan.path}: ${plan.why}`);
  let { checklist } = plan;
  if (checklist.total === 0) return silent3("empty-checklist", `${plan.path} has no countable checkbox`);
  let values = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work: work2,
    checklist,
    sessionKey
  });
  return { kind: "context", reason: "plan-state", text: planStateText({ source, values, completed: checklist.completed, status: work2.status }) };
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
function appendRunLog(logPath, input, outcome, flagsChain) {
  let payload = input?.ok === !0 ? input.payload : void 0;
  appendLogEntry(logPath, {
    session: payload?.sessionId ?? null,
    turn: payload?.turnId ?? null,
    cwd: payload?.cwd ?? null,
    decision: outcome?.kind === "continue" ? "block" : "silent",
    // No outcome means the hook failed unexpectedly and stayed silent.
    reason: outcome?.reason ?? "internal-error",
    ...decided(outcome, flagsChain)
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
    let known = await readInput();
    input = known, outcome = (await settle((facts) => decideSessionStart(known, facts), { bundledDirective, scanDeadline: HOOK_BUDGET_MS })).outcome, outcome.kind === "context" && writeStdout(sessionStartOutput(outcome.text));
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

// src/hook/stop-entry.ts
async function stopHook(bundledDirective, args) {
  let hook = parseHookOptions(args), input, outcome;
  try {
    input = payloadFrom(await readStdin()), outcome = (await evaluate(input, { bundledDirective, scanDeadline: HOOK_BUDGET_MS }, hook)).outcome, writeStdout(outputFor(outcome));
  } finally {
    appendRunLog(process.env.ULW_CONTINUATION_LOG, input, outcome, hook.ok && hook.options.chain);
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
var import_node_fs17 = require("node:fs"), import_node_path23 = require("node:path");

// src/cli/terminal.ts
var import_node_fs16 = require("node:fs");
function guardStdout(name) {
  process.stdout.on("error", (error) => {
    errorCode(error) === "EPIPE" && process.exit(0);
    try {
      (0, import_node_fs16.writeSync)(2, `${name}: cannot write the output: ${describeError(error)}
`);
    } catch {
    }
    process.exit(1);
  });
}
function say(text6) {
  process.stdout.write(printableLines(text6));
}
function note(text6) {
  process.stderr.write(printableLines(text6));
}

// src/cli/install.ts
var HOOKS_FILE_CAP2 = 8 * MIB, isDirectory = (path) => pathKind(path) === "directory";
function realTarget(path) {
  if ((0, import_node_fs17.lstatSync)(path, { throwIfNoEntry: !1 })?.isSymbolicLink() !== !0) return path;
  try {
    return (0, import_node_fs17.realpathSync)(path);
  } catch (error) {
    throw new CliError(
      `${path} is a symlink that cannot be followed (${describeError(error)}); fix or remove it first.`
    );
  }
}
function readCurrent(path) {
  let read = readRegularText(path, HOOKS_FILE_CAP2);
  if (read.ok) return { text: read.text, exists: !0, mode: (0, import_node_fs17.statSync)(path).mode & 4095 };
  if (read.missing && !(0, import_node_fs17.existsSync)(path)) return { text: "", exists: !1, mode: 420 };
  throw new CliError(`${path} ${read.why}; it was left untouched.`);
}
function writeAtomically(path, text6, mode2) {
  let temp = `${path}.tmp-${process.pid}`;
  try {
    (0, import_node_fs17.writeFileSync)(temp, text6, { mode: mode2, flag: "wx" }), (0, import_node_fs17.chmodSync)(temp, mode2), (0, import_node_fs17.renameSync)(temp, path);
  } catch (error) {
    throw (0, import_node_fs17.rmSync)(temp, { force: !0 }), new CliError(`cannot write ${path}: ${describeError(error)}`);
  }
}
function backUp(path) {
  let backup = `${path}.bak`;
  if ((0, import_node_fs17.existsSync)(backup)) return ` (the first backup, ${backup}, was kept as it was)`;
  try {
    (0, import_node_fs17.copyFileSync)(path, backup, import_node_fs17.constants.COPYFILE_EXCL);
  } catch (error) {
    throw errorCode(error) !== "EEXIST" && (0, import_node_fs17.rmSync)(backup, { force: !0 }), new CliError(
      `cannot back up ${path} to ${backup}: ${describeError(error)}; ${path} was left untouched`
    );
  }
  return ` (previous version kept as ${backup})`;
}
function hooksTarget(kind, options) {
  let target = hooksFile(options, process.cwd(), process.env);
  if (!target.ok) throw new CliError(`${kind}: ${target.problem}`, 2);
  if (!isDirectory(target.base)) {
    let what = target.scope === "project" ? "project folder" : "Codex home";
    throw new CliError(
      `${kind}: the ${what} ${target.base} does not exist (or is not a folder); nothing was written.`
    );
  }
  let folder = (0, import_node_path23.dirname)(target.path);
  if ((0, import_node_fs17.lstatSync)(folder, { throwIfNoEntry: !1 }) !== void 0 && !isDirectory(folder))
    throw new CliError(
      `${kind}: ${folder} is not a folder (Codex reads hooks from a .codex folder); nothing was written.`
    );
  let path = realTarget(target.path);
  return { target, path, current: readCurrent(path) };
}
function install(options, cliPath) {
  let { target, path, current } = hooksTarget("install", options), result = addOurHooks(current.text, commandsFor(cliPath, options));
  if (!result.ok)
    throw new CliError(
      `${path} ${result.problem}; it was left untouched. Fix or move it, then run this again.`
    );
  if (options.dryRun === !0) {
    process.stdout.write(result.text);
    return;
  }
  if (result.text === current.text) {
    say(`${path}: nothing to change.
`);
    return;
  }
  !current.exists && !isDirectory((0, import_node_path23.dirname)(path)) && (0, import_node_fs17.mkdirSync)((0, import_node_path23.dirname)(path), { mode: 493 });
  let backup = current.exists ? backUp(path) : "";
  if (writeAtomically(path, result.text, current.mode), options.trust === !0) {
    say(
      `Registered Stop, SubagentStop, UserPromptSubmit and SessionStart hooks in ${path}${backup}.
Recording Codex's trust for them:
`
    );
    return;
  }
  say(
    `Registered Stop, SubagentStop, UserPromptSubmit and SessionStart hooks in ${path}${backup}.
Next: Codex runs user and project hooks only once they are trusted: run
\`${PACKAGE_NAME} trust\`, or start codex and accept the
` + (target.scope === "project" ? `hooks when it asks; a project's .codex/ is read only when the project itself is trusted.
` : `hooks when it asks at start-up.
`) + `Then \`${PACKAGE_NAME} doctor\` shows whether Codex will run them.
`
  );
}

// src/cli/status.ts
var import_node_fs18 = require("node:fs"), import_node_path27 = require("node:path");

// src/status/collect.ts
var import_node_path25 = require("node:path");

// src/plan/discover.ts
var import_node_path24 = require("node:path"), import_fast_glob = __toESM(require_out4(), 1), PLAN_DIRECTORIES = [".omo/plans", ".sisyphus/plans"];
async function listPlanFiles(root) {
  let patterns = PLAN_DIRECTORIES.map((dir) => `${import_fast_glob.default.escapePath((0, import_node_path24.join)(root, dir))}/**/*`);
  return (await (0, import_fast_glob.default)(patterns, {
    onlyFiles: !0,
    dot: !0,
    followSymbolicLinks: !1,
    absolute: !0,
    // A plan folder that is a file, a symlink loop or unreadable holds no plans; it is not an error.
    suppressErrors: !0
  })).sort();
}
function plansNamedLike(files, activePlan) {
  let name = (0, import_node_path24.basename)(activePlan);
  return files.filter((file) => (0, import_node_path24.basename)(file) === name);
}

// src/status/collect.ts
async function rowFor(root, work2, active, planFiles2) {
  let candidates = planCandidates(root, work2.activePlan, work2.worktreePath), fact = await readPlanFact(
    root,
    work2.activePlan,
    candidates,
    async (_root, activePlan) => plansNamedLike(planFiles2, activePlan)
  ), read = fact.kind === "read" ? fact : void 0, plan = fact.kind === "read" ? fact.source : fact.kind === "missing" ? "missing" : fact.kind === "ambiguous" ? "ambiguous" : `unreadable: ${fact.why}`;
  return {
    id: work2.id,
    active,
    planName: work2.planName,
    status: work2.status ?? null,
    sessionIds: work2.sessionIds,
    activePlan: work2.activePlan,
    planPath: read?.path ?? (fact.kind === "unreadable" ? fact.path : null),
    plan,
    completed: read?.checklist.completed ?? null,
    total: read?.checklist.total ?? null,
    nextTask: read === void 0 ? null : read.checklist.nextTask ?? null,
    worktree: work2.worktreePath === void 0 ? null : (0, import_node_path25.resolve)(root, work2.worktreePath),
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
  let { document } = read, entries = workEntries(document), [mirror] = entries, activeWorkId = document.works === void 0 ? mirror?.valid === !0 ? mirror.id : null : document.activeWorkId ?? null, planFiles2 = await listPlanFiles(found.root), mode2 = describeMode(effectiveMode(PLAIN, readSettingsFact(found.root))), works = [], invalid3 = [];
  for (let entry of entries)
    entry.valid ? works.push(await rowFor(found.root, entry.work, entry.id === activeWorkId, planFiles2)) : invalid3.push({ id: entry.id, problem: entry.problem });
  let used = new Set(
    entries.flatMap(
      (entry) => entry.valid ? planCandidates(found.root, entry.work.activePlan, entry.work.worktreePath).map((c) => c.path) : []
    )
  );
  for (let work2 of works) work2.planPath !== null && used.add(work2.planPath);
  let orphanPlans = planFiles2.filter((file) => !used.has(file));
  return { ...base, activeWorkId, works, invalid: invalid3, orphanPlans, mode: mode2 };
}

// src/status/format.ts
var import_node_path26 = require("node:path");
function table(header, rows) {
  let widths = header.map(
    (title, i) => Math.max(title.length, ...rows.map((row2) => (row2[i] ?? "").length))
  ), line = (cells) => cells.map((cell, i) => i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}
function progress(work2) {
  return work2.total === null ? "-" : `${work2.completed}/${work2.total}`;
}
function formatStatus(report) {
  if (report.boulder === null || report.root === null)
    return `${printable(report.problem ?? "no boulder")}
`;
  let root = report.root, rel = (path) => path === null ? "-" : (0, import_node_path26.relative)(root, path) || ".", lines = [`Boulder ${report.boulder}`];
  if (report.problem !== void 0) return `${printable(lines[0] ?? "")}
${printable(report.problem)}
`;
  lines.push(`${report.works.length} work(s), active: ${report.activeWorkId ?? "none"}`), report.mode !== void 0 && lines.push(`Mode (a hook command without flags; flags on it win, see doctor): ${report.mode}`), lines.push("");
  let rows = report.works.map((w) => [
    w.active ? "*" : " ",
    w.id,
    w.status ?? "(none)",
    progress(w),
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
  for (let w of report.works) {
    let next = w.nextTask ?? (w.total !== null ? "none (final gate pending)" : null), details = [
      `plan name: ${w.planName}`,
      next !== null ? `next: ${next}` : null,
      w.worktree !== null ? `worktree: ${w.worktree}` : null,
      w.sessionIds.length > 0 ? `sessions: ${w.sessionIds.join(", ")}` : null,
      w.startedAt !== null ? `started: ${w.startedAt}` : null
    ].filter((detail) => detail !== null);
    lines.push("", `${w.id}:`, ...details.map((detail) => `  ${detail}`));
  }
  return report.invalid.length > 0 && lines.push(
    "",
    "Invalid works (the hook skips them):",
    ...report.invalid.map((w) => `  ${w.id}: ${w.problem}`)
  ), report.orphanPlans.length > 0 && lines.push("", "Plans no work points at:", ...report.orphanPlans.map((path) => `  ${rel(path)}`)), `${lines.map(printable).join(`
`)}
`;
}

// src/cli/status.ts
async function status2(options) {
  let cwd = (0, import_node_path27.resolve)(options.cwd ?? process.cwd());
  if (!(0, import_node_fs18.statSync)(cwd, { throwIfNoEntry: !1 })?.isDirectory())
    throw new CliError(`--cwd ${cwd} is not a directory`, 2);
  let report = await collectStatus(cwd);
  process.stdout.write(options.json === !0 ? `${JSON.stringify(report, null, 2)}
` : formatStatus(report)), report.problem !== void 0 && (process.exitCode = 1);
}

// src/cli/trust.ts
var import_node_path28 = require("node:path");

// src/codex/trust-state.ts
var configReadRequest = (cwd) => ({
  method: "config/read",
  params: { cwd, includeLayers: !0 }
}), text5 = (value) => typeof value == "string" ? value : void 0;
function entriesOf(config) {
  let hooks = isRecord(config) ? field(config, "hooks") : void 0, state = isRecord(hooks) ? field(hooks, "state") : void 0;
  return isRecord(state) ? Object.entries(state).map(([key, value]) => {
    let hash = isRecord(value) ? text5(field(value, "trusted_hash")) : void 0, content = isRecord(value) ? text5(field(value, "trusted_content_hash")) : void 0;
    return {
      key,
      ...hash !== void 0 ? { trustedHash: hash } : {},
      ...content !== void 0 ? { trustedContentHash: content } : {}
    };
  }) : [];
}
function trustStateOf(result) {
  let layers = isRecord(result) ? field(result, "layers") : void 0;
  for (let layer of Array.isArray(layers) ? layers : []) {
    if (!isRecord(layer)) continue;
    let name = field(layer, "name"), version = text5(field(layer, "version")), file = isRecord(name) ? text5(field(name, "file")) : void 0;
    if (!(!isRecord(name) || field(name, "type") !== "user" || version === void 0 || file === void 0))
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

// src/ownership/trust-entries.ts
var keyName = (event) => event.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase(), PLUGIN_KEY = new RegExp(
  `^${regexpLiteral(PLUGIN_NAME)}@[^:]+:hooks/hooks\\.json:(?:${EVENTS.map(([event]) => keyName(event)).join("|")}):0:0$`
);
function sortTrustEntries(ourHooks, entries, listedKeys) {
  let ours = [], leftAlone = [];
  for (let entry of entries) {
    let hook = ourHooks.find((candidate) => candidate.key === entry.key);
    if (hook === void 0) {
      listedKeys !== void 0 && PLUGIN_KEY.test(entry.key) && !listedKeys.includes(entry.key) && ours.push({ entry, runs: "a hook of this package's plugin, no longer installed" });
      continue;
    }
    let wanted = trustState(hook);
    entry.trustedHash === wanted.trusted_hash && entry.trustedContentHash === wanted.trusted_content_hash ? ours.push({ entry, runs: hook.command }) : leftAlone.push({
      entry,
      why: `trusted at ${entry.trustedHash ?? "no hash"}, not at the hash codex gives this package's hook (${hook.currentHash}): it records trust for another command`
    });
  }
  return { ours, leftAlone };
}

// src/cli/forget-trust.ts
var table2 = (key) => `[hooks.state.${JSON.stringify(key)}]`, entryLines = (found) => found.map(({ entry, runs }) => `  ${table2(entry.key)}
    runs: ${runs}
`).join("");
function codexComplaint(listing) {
  let said = [
    ...listing.errors.map((e) => `an error: ${e}`),
    ...listing.warnings.map((w) => `a warning: ${w}`)
  ];
  return said.length === 0 ? void 0 : `codex reports ${said.join("; ")}`;
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
  ), listed2 = wanted === void 0 ? listing.hooks.map((hook) => hook.key) : void 0, sorted = sortTrustEntries(ours, state.entries, listed2), out = sorted.leftAlone.map(
    ({ entry, why }) => `Left alone in ${state.file}: ${table2(entry.key)}
  ${why}
`
  );
  if (sorted.ours.length === 0)
    return out.push(`No trust entry of this package's hooks in ${state.file}.
`), { ok: !0, report: out.join(""), theirs };
  if (request.dryRun)
    return out.push(`Would remove from ${state.file}:
${entryLines(sorted.ours)}`), { ok: !0, report: out.join(""), theirs };
  let keys = sorted.ours.map(({ entry }) => entry.key), last = state.entries.every((entry) => keys.includes(entry.key)), after = await removeTrustEntries(call, keys, state.version, last);
  if (!after.ok) return { ok: !1, why: `codex did not remove the trust entries: ${after.why}` };
  let kept = keys.filter((key) => after.entries.some((entry) => entry.key === key));
  return kept.length > 0 ? { ok: !1, why: `codex left ${kept.map(table2).join(", ")} in ${after.file}` } : (out.push(`Removed from ${state.file}:
${entryLines(sorted.ours)}`), { ok: !0, report: out.join(""), theirs });
}

// src/cli/trust.ts
var NO_HOOK_TRUST = "no hook trust";
function claimsToBeOurs(hook) {
  return hook.statusMessage?.startsWith(STATUS_PREFIX) === !0 || hook.pluginId?.startsWith(`${PLUGIN_NAME}@`) === !0;
}
function tomlLines(hooks) {
  return hooks.map((hook) => {
    let values = Object.entries(trustState(hook)).map(
      ([key, value]) => `${key} = ${JSON.stringify(value)}`
    );
    return `# runs: ${hook.command}
[hooks.state.${JSON.stringify(hook.key)}]
${values.join(`
`)}
`;
  }).join(`
`);
}
var untrustedProject = (project) => `codex lists no hook of ${project}/.codex/hooks.json: it reads a project's .codex/ folder only when the project itself is trusted. Trust the project in codex first: start \`codex\` in ${project} and answer yes when it asks whether to trust the folder (or add \`[projects.${JSON.stringify(project)}]\` with \`trust_level = "trusted"\` to the config.toml of your Codex home), then run \`${PACKAGE_NAME} trust --cwd ${JSON.stringify(project)}\`. The hooks stay registered.`, listed = (hooks) => hooks.map((hook) => `  ${hook.key}
    runs: ${hook.command}
`).join("");
async function trustNamed(call, hooks, keys, options) {
  let missing = keys.filter((key) => !hooks.some((hook) => hook.key === key));
  if (missing.length > 0)
    throw new CliError(
      `codex lists no hook ${missing.map((key) => JSON.stringify(key)).join(", ")} (see \`doctor\`)`
    );
  let named = hooks.filter((hook) => keys.includes(hook.key)), pending = named.filter((hook) => hook.trustStatus !== "trusted");
  if (pending.length === 0) return `Already trusted:
${listed(named)}`;
  if (options.dryRun === !0) return `Would record in Codex's config.toml:

${tomlLines(pending)}`;
  let written = await writeTrust(call, pending);
  if (!written.ok) throw new CliError(`codex did not record the trust: ${written.why}`);
  return `Trusted ${pending.length} hook(s) you named:
${listed(pending)}`;
}
async function trust(options, ourCli) {
  let write = options.write ?? say;
  if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
  let codex = options.codex === void 0 ? codexOnPath() : givenCodex(options.codex);
  if (codex === void 0)
    throw new CliError("no codex on the PATH: pass --codex <path>, or trust the hooks in codex");
  if (options.cwd === "") throw new CliError("--cwd needs a folder", 2);
  if (options.codexHome === "") throw new CliError("--codex-home needs a folder", 2);
  let cwd = (0, import_node_path28.resolve)(options.cwd ?? process.cwd());
  if (pathKind(cwd) !== "directory") throw new CliError(`--cwd ${cwd} does not exist or is not a folder`, 2);
  let call = {
    codex,
    cwd,
    timeoutMs: CODEX_TIMEOUT_MS,
    ...options.codexHome !== void 0 ? { codexHome: (0, import_node_path28.resolve)(options.codexHome) } : {}
  };
  if (options.forget === !0 && options.hook !== void 0)
    throw new CliError("--hook and --forget do not go together", 2);
  if (options.forget === !0) {
    let forgotten = await forgetTrust({ call, dryRun: options.dryRun === !0 }, ourCli);
    if (!forgotten.ok) throw new CliError(`cannot remove the trust entries: ${forgotten.why}`);
    write(forgotten.report);
    return;
  }
  let listing = await listHooks(call), release2 = listing.version === void 0 ? "This codex" : `Codex ${listing.version}`;
  if (!listing.ok && listing.noHookTrust === !0) {
    write(
      `${release2} has no hook trust (it came with 0.129): it runs registered hooks as they are. Nothing to record.
`
    );
    return;
  }
  if (!listing.ok) throw new CliError(`cannot list the hooks: ${listing.why}`);
  let complaint = codexComplaint(listing);
  if (complaint !== void 0 && listing.errors.length > 0)
    throw new CliError(`${complaint}; fix what codex names, then run this again`);
  if (options.hook !== void 0) return write(await trustNamed(call, listing.hooks, options.hook, options));
  let judged = listing.hooks.map((hook) => ({ hook, owner: ownershipOfListed(hook, ourCli) })), ours = judged.flatMap(({ hook, owner }) => owner.ours ? [hook] : []), out = listing.warnings.map((warning) => `codex warns: ${warning}
`);
  for (let { hook, owner } of judged)
    !owner.ours && claimsToBeOurs(hook) && out.push(`Left alone: ${hook.key}
  runs: ${hook.command}
  ${owner.why}
`);
  if (ours.length > 0 && ours.every((hook) => hook.trustStatus === NO_HOOK_TRUST)) {
    write(`${release2} reports no trust status: it runs registered hooks as they are. Nothing to record.
`);
    return;
  }
  let pending = ours.filter((hook) => hook.trustStatus !== "trusted");
  if (ours.length === 0) {
    if (options.dryRun !== !0) {
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
  } else if (pending.length === 0)
    out.push(`All ${ours.length} hooks of this package are already trusted:
${listed(ours)}`);
  else if (options.dryRun === !0)
    out.push(`Would record in Codex's config.toml:

${tomlLines(pending)}`);
  else {
    let written = await writeTrust(call, pending);
    if (!written.ok) throw new CliError(`codex did not record the trust: ${written.why}`);
    out.push(`Trusted ${pending.length} hook(s) of this package:
${listed(pending)}`);
  }
  write(out.join(""));
}

// src/cli/uninstall.ts
var import_node_fs19 = require("node:fs"), import_node_path29 = require("node:path");

// src/install/created.ts
function freshResidue(ours) {
  let created = addOurHooks("", ours), removed = created.ok ? removeOurHooks(created.text, ours) : created;
  return removed.ok ? removed.text : void 0;
}
function onlyOurs(text6, ours) {
  let removed = removeOurHooks(text6, ours);
  return removed.ok && removed.text !== text6 && removed.text === freshResidue(ours);
}
function planUninstall(text6, backup, ours) {
  let backupOurs = typeof backup == "object" && onlyOurs(backup.text, ours), stripped = typeof backup == "object" ? removeOurHooks(backup.text, ours) : void 0, before = stripped?.ok === !0 ? stripped.text : void 0, removed = removeOurHooks(text6, ours, before);
  return removed.ok ? (removed.text !== text6 || backupOurs) && removed.text === freshResidue(ours) && (backup === "missing" || backupOurs) ? { kind: "remove", backup: backupOurs, text: removed.text } : removed.text === text6 ? { kind: "nothing" } : { kind: "edit", text: removed.text } : removed.problem;
}

// src/cli/kept-trust.ts
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

// src/cli/uninstall.ts
function backupOf(path) {
  let read = readRegularText(`${path}.bak`, 8 * MIB);
  return read.ok ? { text: read.text } : read.missing && pathKind(`${path}.bak`) === void 0 ? "missing" : "unreadable";
}
async function forgetTrustOf(options, target, dryRun, cliPath) {
  let home = (0, import_node_path29.resolve)(codexHome(options.codexHome, process.env)), config = (0, import_node_path29.join)(home, "config.toml");
  if (pathKind(config) !== "file") return;
  let left = `the [hooks.state] entries of ${target.path} may stay in ${config} (they trust only this package's exact commands at those places; see the README to remove them by hand)`, codex = options.codex === void 0 ? codexOnPath() : givenCodex(options.codex);
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
  let folder = (0, import_node_path29.dirname)(path);
  if (target.scope !== "project" || path !== target.path || (0, import_node_path29.basename)(folder) !== ".codex") return "";
  try {
    return (0, import_node_fs19.readdirSync)(folder).length > 0 ? "" : ((0, import_node_fs19.rmdirSync)(folder), `, and the folder ${folder}, left empty`);
  } catch (error) {
    return ` (the folder ${folder} stays: ${describeError(error)})`;
  }
}
async function uninstall(options, cliPath) {
  if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
  let { target, path, current } = hooksTarget("uninstall", options), dryRun = options.dryRun === !0, plan = current.exists ? planUninstall(current.text, backupOf(path), commandsFor(cliPath, options)) : { kind: "nothing" };
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
      let files = plan.backup ? `${path} and ${path}.bak` : path, folder = target.scope === "project" ? `, then ${(0, import_node_path29.dirname)(path)} if that leaves it empty` : "";
      note(`Would remove ${files} (install created it; only this package's hooks are in it)${folder}.
`);
    } else process.stdout.write(plan.text);
    trust2 !== void 0 && "report" in trust2 && note(trust2.report);
  } else if (removing) {
    try {
      (0, import_node_fs19.rmSync)(path), plan.backup && (0, import_node_fs19.rmSync)(`${path}.bak`);
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

// src/cli/version.ts
var VERSION = "0.1.0";

// src/work/echo.ts
var ECHO_CAP_BYTES = 300, LINE_CAP_BYTES = 2e3;
function echoed(text6) {
  return capped(text6, ECHO_CAP_BYTES);
}
function echoedPath(path) {
  return capped(path, PATH_CAP);
}
function echoedLine(line) {
  return capped(line, LINE_CAP_BYTES);
}

// src/work/plan-names.ts
var import_node_path30 = require("node:path");
function shownPath(root, path) {
  let rel = (0, import_node_path30.relative)(root, path);
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path30.isAbsolute)(rel) ? rel : path;
}
function planNameOf(path) {
  let base = (0, import_node_path30.basename)(path);
  return (0, import_node_path30.extname)(base).toLowerCase() === ".md" ? base.slice(0, -3) : base;
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
function describeFailure(failure) {
  let lines = [echoedLine(failure.problem)];
  if (!("choices" in failure)) return lines;
  let { root, choices } = failure, shown2 = choices.map((file) => shownPath(root, file)).filter(isShowable), skipped = skippedNames(choices.length - shown2.length);
  if (shown2.length === 0)
    return lines.push(
      `No plan files under ${echoedPath(root)}/.omo/plans/ (see the ulw-plan skill for writing one).`
    ), skipped !== "" && lines.push(skipped), lines;
  lines.push("Plan files to choose from:");
  for (let file of shown2.slice(0, MAX_CHOICES)) lines.push(`- ${echoedPath(file)}`);
  return shown2.length > MAX_CHOICES && lines.push(`- ... and ${shown2.length - MAX_CHOICES} more`), skipped !== "" && lines.push(skipped), lines;
}

// src/work/operations.ts
var import_node_fs25 = require("node:fs"), import_node_path35 = require("node:path");

// src/boulder/session-list.ts
function isEnded(status3) {
  return status3 === "completed" || status3 === "abandoned";
}
function isSession(stored, sessionKey) {
  return typeof stored == "string" && sessionKeyFromBoulder(stored) === sessionKey;
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
    let work2 = field(works, id);
    if (id === keepId || !isRecord(work2) || isEnded(field(work2, "status"))) continue;
    let next = withoutSessions(work2, (stored) => isSession(stored, sessionKey));
    next !== void 0 && (works[id] = next, left.push(id));
  }
  return left;
}
function leftNote(left) {
  if (left.length === 0) return "";
  let names = left.map((id) => JSON.stringify(id)).join(", "), [which, its] = left.length === 1 ? ["work", "its"] : ["works", "their"];
  return `; this session left its other unfinished ${which} ${names} (${its} status and other sessions stay)`;
}

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
];
function copyOf(record) {
  return Object.assign(/* @__PURE__ */ Object.create(null), record);
}
function worksOf(boulder) {
  let works = field(boulder, "works");
  if (isRecord(works)) return { ok: !0, works: copyOf(works) };
  if (works != null)
    return { ok: !1, problem: '"works" is not a JSON object, so no work can be added without losing it' };
  let plan = field(boulder, "active_plan");
  if (typeof plan != "string" || plan.trim() === "") return { ok: !0, works: copyOf({}) };
  let legacy = {};
  for (let key of MIRROR_KEYS) Object.hasOwn(boulder, key) && (legacy[key] = field(boulder, key));
  let id = typeof field(boulder, "work_id") == "string" ? String(field(boulder, "work_id")) : "legacy";
  return { ok: !0, works: copyOf({ [id]: { work_id: id, ...legacy } }), legacyId: id };
}
function withActive(boulder, works, workId) {
  let work2 = field(works, workId), next = { ...boulder, schema_version: 2, works, active_work_id: workId };
  for (let key of MIRROR_KEYS)
    isRecord(work2) && Object.hasOwn(work2, key) ? next[key] = field(work2, key) : delete next[key];
  return next;
}
function stringList(value) {
  return Array.isArray(value) ? [...value] : [];
}
function newWorkId(works, planName) {
  let base = planName.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64) || "work", id = base;
  for (let n = 2; Object.hasOwn(works, id); n++) id = `${base}-${n}`;
  return id;
}
function existingWorkFor(works, request) {
  let same2 = Object.keys(works).filter((id) => {
    let work2 = field(works, id), plan = isRecord(work2) ? field(work2, "active_plan") : void 0;
    return typeof plan == "string" && plan.trim() !== "" && request.isSamePlan(plan);
  });
  return same2.filter((id) => {
    let work2 = field(works, id), status3 = isRecord(work2) ? field(work2, "status") : void 0;
    return status3 === "active" || status3 === "paused";
  }).at(-1) ?? same2.at(-1);
}
function startWork(boulder, request) {
  let listed2 = worksOf(boulder);
  if (!listed2.ok) return listed2;
  let { works } = listed2, { sessionKey } = request, existing = existingWorkFor(works, request);
  if (existing !== void 0) {
    let work2 = field(works, existing), found = isRecord(work2) ? work2 : {}, record = isEnded(field(found, "status")) && withoutSessions(found, (id) => !isSession(id, sessionKey)) || found, ids = stringList(field(record, "session_ids")), joined = !ids.some((id) => isSession(id, sessionKey)), origins = field(record, "session_origins"), next = {
      ...record,
      session_ids: joined ? [...ids, sessionKey] : ids,
      ...joined && isRecord(origins) ? { session_origins: { ...origins, [sessionKey]: "appended" } } : {},
      status: "active",
      updated_at: request.now
    };
    delete next.ended_at, works[existing] = next;
    let left = leftNote(leaveOtherWorks(works, existing, sessionKey)), note3 = `${joined ? "joined the plan's existing work" : "the session already had this work"}${left}`;
    return { ok: !0, boulder: withActive(boulder, works, existing), workId: existing, note: note3 };
  }
  let workId = newWorkId(works, request.planName);
  works[workId] = {
    work_id: workId,
    active_plan: request.planPath,
    plan_name: request.planName,
    session_ids: [sessionKey],
    session_origins: { [sessionKey]: "direct" },
    status: "active",
    started_at: request.now,
    updated_at: request.now
  };
  let note2 = `started a new work${leftNote(leaveOtherWorks(works, workId, sessionKey))}`;
  return { ok: !0, boulder: withActive(boulder, works, workId), workId, note: note2 };
}
var STATUS_OF = {
  complete: "completed",
  pause: "paused",
  resume: "active",
  abandon: "abandoned"
}, CHANGES_FROM = {
  complete: ["active", "paused"],
  pause: ["active"],
  resume: ["paused"],
  abandon: ["active", "paused"]
};
function refusal(id, was, change) {
  let shown2 = typeof was == "string" ? was : "no status";
  if (isEnded(was))
    return `the work ${JSON.stringify(id)} is ${was}, and an ended work is not changed; to work on its plan again, start it again with \`$ulw-execute <plan>\` (or the \`start <plan>\` command)`;
  let from = CHANGES_FROM[change];
  if (!from.some((status3) => status3 === was))
    return `the work ${JSON.stringify(id)} is ${shown2}; ${change} applies only to a work that is ${from.join(" or ")}`;
}
var unchangedNote = (status3) => `was already ${status3}; nothing changed`;
function setWorkStatus(boulder, workId, change, now) {
  let listed2 = worksOf(boulder);
  if (!listed2.ok) return listed2;
  let { works } = listed2, id = workId === MIRROR_ID && listed2.legacyId !== void 0 ? listed2.legacyId : workId, work2 = field(works, id);
  if (!isRecord(work2)) return { ok: !1, problem: `the work ${JSON.stringify(id)} is not there` };
  let status3 = STATUS_OF[change], was = field(work2, "status");
  if (was === status3 && !isEnded(was)) return { ok: !0, boulder, workId: id, note: unchangedNote(status3) };
  let refused = refusal(id, was, change);
  if (refused !== void 0) return { ok: !1, problem: refused };
  let next = { ...work2, status: status3, updated_at: now };
  isEnded(status3) ? next.ended_at = now : delete next.ended_at, works[id] = next;
  let active = field(boulder, "active_work_id");
  return { ok: !0, boulder: status3 === "active" || active === id || typeof active != "string" ? withActive(boulder, works, id) : { ...boulder, schema_version: 2, works }, workId: id, note: `${String(was)} -> ${status3}` };
}

// src/boulder/write.ts
var import_node_buffer = require("node:buffer"), import_node_fs24 = require("node:fs"), import_node_path33 = require("node:path");

// src/boulder/leftovers.ts
var import_node_fs21 = require("node:fs"), import_node_path31 = require("node:path");

// src/boulder/lock-holder.ts
var import_node_fs20 = require("node:fs"), import_node_os2 = require("node:os");
var STALE_MS = 1e4, BLANK_STALE_MS = 2e3;
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
    fd = (0, import_node_fs20.openSync)(path, import_node_fs20.constants.O_RDONLY | import_node_fs20.constants.O_NONBLOCK | import_node_fs20.constants.O_NOFOLLOW);
  } catch (error) {
    let code3 = errorCode(error);
    return code3 === "ENOENT" ? { kind: "free" } : { kind: "unreadable", code: code3 || String(error) };
  }
  try {
    let stats = (0, import_node_fs20.fstatSync)(fd, { bigint: !0 });
    if (!stats.isFile()) return { kind: "unreadable", code: "not a regular file" };
    let buffer = Buffer.alloc(256), length = (0, import_node_fs20.readSync)(fd, buffer, 0, buffer.length, 0), text6 = buffer.subarray(0, length).toString("utf8"), [pidText, host] = text6.trim().split(" "), pid = Number(pidText);
    return {
      kind: "held",
      holder: {
        text: text6,
        // A holder is a process on a machine: a pid without its machine names no one.
        pid: /^[1-9]\d{0,9}$/.test(pidText ?? "") && host !== void 0 && host !== "" ? pid : void 0,
        host: host === void 0 || host === "" ? void 0 : host,
        ageMs: Date.now() - Number(stats.mtimeMs),
        identity: `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.size}`
      }
    };
  } catch (error) {
    return { kind: "unreadable", code: errorCode(error) || String(error) };
  } finally {
    (0, import_node_fs20.closeSync)(fd);
  }
}
function onThisMachine(holder) {
  return holder.host === (0, import_node_os2.hostname)();
}
function isStale(holder) {
  return holder.ageMs > STALE_MS ? !0 : holder.pid === void 0 ? holder.ageMs > BLANK_STALE_MS : onThisMachine(holder) && !isAlive(holder.pid);
}
function seconds(ms) {
  return `${(Math.max(0, ms) / 1e3).toFixed(1)} s`;
}
function describeHolder(holder) {
  let age = `took it ${seconds(holder.ageMs)} ago`, over = `(a lock like this is taken over once ${seconds(holder.pid === void 0 ? BLANK_STALE_MS : STALE_MS)} old)`;
  if (holder.pid === void 0)
    return `no holder is written in it, a writer failed or was killed while taking it, ${age} ${over}`;
  if (onThisMachine(holder)) {
    let state = isAlive(holder.pid) ? "still running" : "no longer running";
    return `process ${holder.pid} on this machine, ${state}, ${age} ${over}`;
  }
  let host = JSON.stringify((holder.host ?? "").slice(0, 64));
  return `process ${holder.pid} on another machine, ${host}, which cannot be checked from here, ${age} ${over}`;
}

// src/boulder/leftovers.ts
var LEFTOVER = /^boulder\.json(?:\.tmp|\.lock\.broken)-([1-9]\d{0,9})-[0-9a-z]+$/;
function tempNameFor(real2) {
  return `${real2}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
}
function removeLeftovers(folder) {
  let names;
  try {
    names = (0, import_node_fs21.readdirSync)(folder);
  } catch {
    return;
  }
  for (let name of names) {
    let pid = LEFTOVER.exec(name)?.[1];
    if (pid === void 0) continue;
    let path = (0, import_node_path31.join)(folder, name);
    try {
      let stats = (0, import_node_fs21.lstatSync)(path), gone = !isAlive(Number(pid)) || Date.now() - stats.mtimeMs > STALE_MS;
      stats.isFile() && gone && (0, import_node_fs21.rmSync)(path, { force: !0 });
    } catch {
    }
  }
}

// src/boulder/lock.ts
var import_node_fs22 = require("node:fs"), import_node_os3 = require("node:os");
var BROKEN_SUFFIX = ".broken-", sleeper2 = new Int32Array(new SharedArrayBuffer(4));
function nonce() {
  return `${process.pid}-${Math.random().toString(36).slice(2)}`;
}
function code(error) {
  return errorCode(error) || String(error);
}
function create(path, token) {
  let fd;
  try {
    fd = (0, import_node_fs22.openSync)(path, "wx", 420);
  } catch (error) {
    return errorCode(error) === "EEXIST" ? !1 : `cannot create the lock ${path} (${code(error)})`;
  }
  try {
    return (0, import_node_fs22.writeFileSync)(fd, token), !0;
  } catch (error) {
    let mine = (0, import_node_fs22.fstatSync)(fd), there = (0, import_node_fs22.lstatSync)(path, { throwIfNoEntry: !1 });
    return there?.ino === mine.ino && there.dev === mine.dev && (0, import_node_fs22.rmSync)(path, { force: !0 }), `cannot write the lock ${path} (${code(error)})`;
  } finally {
    (0, import_node_fs22.closeSync)(fd);
  }
}
function sameHolder(read, holder) {
  return read.kind === "held" && read.holder.identity === holder.identity && read.holder.text === holder.text;
}
function breakStale(path, holder) {
  if (!sameHolder(readHolder(path), holder)) return !0;
  let aside = `${path}${BROKEN_SUFFIX}${nonce()}`;
  try {
    (0, import_node_fs22.renameSync)(path, aside);
  } catch (error) {
    return errorCode(error) === "ENOENT";
  }
  if (!sameHolder(readHolder(aside), holder))
    try {
      (0, import_node_fs22.linkSync)(aside, path);
    } catch {
    }
  return (0, import_node_fs22.rmSync)(aside, { force: !0 }), !0;
}
function release(path, token) {
  let read = readHolder(path);
  read.kind === "held" && read.holder.text === token && (0, import_node_fs22.rmSync)(path, { force: !0 });
}
function acquireLock(path, wait) {
  let token = `${process.pid} ${(0, import_node_os3.hostname)()} ${Math.random().toString(36).slice(2)}
`, started = msSinceStart(), seen, seenSince = started, pause = 1;
  for (; ; ) {
    let taken = create(path, token);
    if (taken === !0) return { ok: !0, release: () => release(path, token) };
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
    Atomics.wait(sleeper2, 0, 0, pause + Math.random() * pause), pause = Math.min(pause * 2, 40);
  }
}

// src/boulder/target.ts
var import_node_fs23 = require("node:fs"), import_node_path32 = require("node:path");
var NOTHING = "nothing was written";
function code2(error) {
  return errorCode(error) || String(error);
}
function ensureOmoFolder(path) {
  let folder = (0, import_node_path32.dirname)(path);
  try {
    (0, import_node_fs23.mkdirSync)(folder);
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
    real2 = (0, import_node_fs23.lstatSync)(path, { throwIfNoEntry: !1 }) === void 0 ? (0, import_node_path32.join)((0, import_node_fs23.realpathSync)((0, import_node_path32.dirname)(path)), (0, import_node_path32.basename)(path)) : (0, import_node_fs23.realpathSync)(path);
  } catch (error) {
    return {
      ok: !1,
      problem: `${path} is a symlink that cannot be followed (${code2(error)}); ${NOTHING}`
    };
  }
  return (0, import_node_path32.basename)(real2) !== "boulder.json" || (0, import_node_path32.basename)((0, import_node_path32.dirname)(real2)) !== ".omo" ? {
    ok: !1,
    problem: `${path} leads through a symlink to ${real2}, which is not a boulder.json in a .omo folder; ${NOTHING}`
  } : { ok: !0, path: real2 };
}
function notWritable(real2) {
  let folder = (0, import_node_path32.dirname)(real2);
  try {
    (0, import_node_fs23.accessSync)(folder, import_node_fs23.constants.W_OK);
  } catch (error) {
    return `the folder ${folder} is not writable by us (${code2(error)}); ${NOTHING}`;
  }
  let stats = (0, import_node_fs23.statSync)(real2, { throwIfNoEntry: !1 });
  if (stats === void 0) return;
  let denied = (stats.mode & 146) === 0 ? `mode ${(stats.mode & 511).toString(8)}` : void 0;
  try {
    (0, import_node_fs23.accessSync)(real2, import_node_fs23.constants.W_OK);
  } catch (error) {
    denied = code2(error);
  }
  if (denied !== void 0)
    return `${real2} is read-only for us (${denied}); make it writable to change it; ${NOTHING}`;
}

// src/boulder/write.ts
function holdPatienceMs(boulderBytes) {
  return 2e3 + Math.ceil(boulderBytes / MIB * 1e3);
}
function sizeOf(path) {
  try {
    return (0, import_node_fs24.statSync)(path, { throwIfNoEntry: !1 })?.size ?? 0;
  } catch {
    return 0;
  }
}
function fail(problem) {
  return { ok: !1, problem };
}
var UNTOUCHED = "; it was left untouched (fix or move it, then try again)";
function readCurrent2(path) {
  let read = readRegularBytes(path, BOULDER_CAP_BYTES);
  if (!read.ok)
    return read.missing && (0, import_node_fs24.statSync)(path, { throwIfNoEntry: !1 }) === void 0 ? { ok: !0, current: void 0 } : { ok: !1, problem: `${path} ${read.why}` };
  if (!(0, import_node_buffer.isUtf8)(read.bytes)) return { ok: !1, problem: `${path} is not valid UTF-8 text${UNTOUCHED}` };
  let decoded = read.bytes.toString("utf8");
  if (exceedsContainerLimit(decoded, BOULDER_CONTAINER_LIMIT))
    return {
      ok: !1,
      problem: `${path} holds more JSON objects and arrays than the hook reads${UNTOUCHED}`
    };
  let parsed = parseJson(decoded);
  if (!parsed.ok) return { ok: !1, problem: `${path} is not valid JSON${UNTOUCHED}` };
  if (!isRecord(parsed.value)) return { ok: !1, problem: `${path} is not a JSON object${UNTOUCHED}` };
  let bom = decoded.startsWith("\uFEFF");
  return { ok: !0, current: { text: bom ? decoded.slice(1) : decoded, bom, boulder: parsed.value, mode: (0, import_node_fs24.statSync)(path).mode & 4095 } };
}
function nextText(current, edited) {
  if (current === void 0 || Object.keys(current.boulder).length === 0)
    return { ok: !0, text: `${current?.bom === !0 ? "\uFEFF" : ""}${JSON.stringify(edited, null, 2)}
` };
  let next = editJsonText(current.text, current.boulder, edited);
  return next.ok ? { ok: !0, text: `${current.bom ? "\uFEFF" : ""}${next.text}` } : next;
}
function replaceAtomically(path, text6, mode2) {
  let temp = tempNameFor(path);
  try {
    let fd = (0, import_node_fs24.openSync)(temp, "wx", mode2 ?? 438);
    try {
      (0, import_node_fs24.writeFileSync)(fd, text6), (0, import_node_fs24.fsyncSync)(fd);
    } finally {
      (0, import_node_fs24.closeSync)(fd);
    }
    mode2 !== void 0 && (0, import_node_fs24.chmodSync)(temp, mode2), (0, import_node_fs24.renameSync)(temp, path);
    return;
  } catch (error) {
    return (0, import_node_fs24.rmSync)(temp, { force: !0 }), `cannot write ${path} (${errorCode(error) || String(error)})`;
  }
}
function updateBoulder(path, edit, options) {
  let made = ensureOmoFolder(path);
  if (made !== void 0) return fail(made);
  let target = locateTarget(path);
  if (!target.ok) return target;
  let size = sizeOf(target.path), lock = acquireLock(`${target.path}.lock`, {
    waitMs: options.lockWaitMs,
    patienceMs: holdPatienceMs(size)
  });
  if (!lock.ok) return lock;
  try {
    let again = locateTarget(path);
    if (!again.ok) return again;
    if (again.path !== target.path) return fail(`${path} changed its target while we waited; try again`);
    removeLeftovers((0, import_node_path33.dirname)(target.path));
    let read = readCurrent2(target.path);
    if (!read.ok) return read;
    let { current } = read, edited = edit(current?.boulder ?? {});
    if (!edited.ok) return fail(`${path}: ${edited.problem}; it was left untouched`);
    let result = {
      ok: !0,
      workId: edited.workId,
      note: edited.note,
      boulder: edited.boulder
    }, next = nextText(current, edited.boulder);
    if (!next.ok) return fail(`${path} could not be edited in place: ${next.why}${UNTOUCHED}`);
    let { text: text6 } = next;
    if (current !== void 0 && text6 === `${current.bom ? "\uFEFF" : ""}${current.text}`) return result;
    if (Buffer.byteLength(text6) > BOULDER_CAP_BYTES)
      return fail(
        `${path} would grow over the ${BOULDER_CAP_BYTES} bytes the hook reads; it was left untouched`
      );
    let denied = notWritable(target.path);
    if (denied !== void 0) return fail(denied);
    let problem = replaceAtomically(target.path, text6, current?.mode);
    return problem === void 0 ? result : fail(problem);
  } finally {
    lock.release();
  }
}

// src/work/open-tasks.ts
function readWorkPlan(root, work2) {
  for (let candidate of planCandidates(root, work2.activePlan, work2.worktreePath)) {
    let counted = countPlanFile(candidate.path);
    if (counted.ok) return { kind: "counted", path: candidate.path, checklist: counted.checklist };
    if (!counted.missing) return { kind: "unreadable", path: candidate.path, why: counted.why };
  }
  return { kind: "missing" };
}

// src/work/resolve-plan.ts
var import_node_path34 = require("node:path");
function isFile(path) {
  return pathKind(path) === "file";
}
async function planFiles(root) {
  let { listPlanFiles: listPlanFiles2 } = await loadDiscovery();
  return (await listPlanFiles2(root)).filter((file) => (0, import_node_path34.extname)(file).toLowerCase() === ".md");
}
function namedLike(files, name) {
  return files.filter((file) => {
    let base = (0, import_node_path34.basename)(file);
    return base === name || base.slice(0, -(0, import_node_path34.extname)(base).length) === name;
  });
}
function distinctFiles(paths) {
  let seen = /* @__PURE__ */ new Set();
  return paths.filter((path) => {
    let real2 = resolvedPath(path);
    return seen.has(real2) ? !1 : (seen.add(real2), !0);
  });
}
function fileNames(given) {
  let extension = (0, import_node_path34.extname)(given);
  return extension.toLowerCase() === ".md" ? [given] : extension === "" ? [`${given}.md`] : [given, `${given}.md`];
}
async function resolvePlan(root, cwd, given) {
  if (given.includes("/") || (0, import_node_path34.isAbsolute)(given)) {
    let found = ((0, import_node_path34.isAbsolute)(given) ? [given] : [(0, import_node_path34.resolve)(cwd, given), (0, import_node_path34.resolve)(root, given), (0, import_node_path34.join)(root, ".omo", "plans", given)]).find(isFile);
    return found !== void 0 ? { kind: "found", path: found } : { kind: "none", candidates: await planFiles(root) };
  }
  let files = await planFiles(root), asFile = fileNames(given).flatMap((name) => [
    (0, import_node_path34.join)(root, ".omo", "plans", name),
    (0, import_node_path34.resolve)(cwd, name),
    (0, import_node_path34.resolve)(root, name)
  ]), matches = distinctFiles([...namedLike(files, given), ...asFile.filter(isFile)]), [only] = matches;
  return only !== void 0 && matches.length === 1 ? { kind: "found", path: only } : matches.length > 1 ? { kind: "ambiguous", matches } : { kind: "none", candidates: files };
}

// src/work/rules.ts
function folderRefusal(cwd, kind) {
  return kind === "folder" ? void 0 : { ok: !1, problem: `the folder ${cwd} ${kind === "missing" ? "does not exist" : "is not a folder we can use"}; nothing was written` };
}
function chosenPlan(root, given, choice) {
  let named = JSON.stringify(echoed(given));
  return given === "" && choice.kind === "none" ? { ok: !1, problem: "no plan was named", root, choices: choice.candidates } : choice.kind === "ambiguous" ? {
    ok: !1,
    problem: `several plans are named ${named}; name one by its path, with a slash in it (.omo/plans/<file>, or ./<file> for one where you are)`,
    root,
    choices: choice.matches
  } : choice.kind === "none" ? { ok: !1, problem: `no plan file matches ${named}`, root, choices: choice.candidates } : { ok: !0, path: choice.path };
}
function planNameRefusal(root, path, real2) {
  let unshowable = [path, real2].find((each) => !isShowable(shownPath(root, each)));
  if (unshowable !== void 0)
    return {
      ok: !1,
      problem: `the plan file ${printable(shownPath(root, unshowable))} has a name that cannot be shown to the model (${UNSHOWABLE_WHY}); rename it, then start it again`
    };
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
var FORCE = "pass --force if the person decided to end the work early";
function openTasksRefusal(work2, plan) {
  if (plan.kind === "missing")
    return `the plan ${echoed(work2.activePlan)} was not found, so whether every task is done is unknown; ${FORCE}`;
  if (plan.kind === "unreadable")
    return `the plan ${plan.path} ${plan.why}, so whether every task is done is unknown; ${FORCE}`;
  let { completed, remaining, total } = plan.checklist;
  if (remaining !== 0)
    return `the plan ${echoed(work2.planName)} still has ${remaining} of ${total} top-level tasks open (${completed} checked; next: ${echoed(nextTaskLabel(plan.checklist))}); finish and tick them first, or ${FORCE}`;
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
  let { planPath, planName, checklist } = plan, sessionKey = sessionKeyFromPayload(request.sessionId), boulder = boulderPath(root), now = (request.now ?? isoNow)(), isPlanFile = sameFileTest(planPath), isSamePlan = (activePlan) => isPlanFile((0, import_node_path35.resolve)(root, activePlan)), updated = updateBoulder(
    boulder,
    (current) => startWork(current, { planPath, planName, sessionKey, now, isSamePlan }),
    { lockWaitMs: request.lockWaitMs }
  );
  if (!updated.ok) return updated;
  let { workId, note: note2 } = updated;
  return { ok: !0, root, boulder, plan: planPath, planName, workId, note: note2, sessionKey, checklist };
}
function changeWorkStatus(request) {
  let missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== void 0) return missing;
  let { found, searched } = findBoulder(request.cwd);
  if (found === void 0)
    return { ok: !1, problem: `no boulder: looked at ${searched[0] ?? request.cwd} and every parent` };
  let sessionKey = sessionKeyFromPayload(request.sessionId), change = {
    sessionKey,
    change: request.change,
    now: (request.now ?? isoNow)(),
    force: request.force === !0
  }, updated = updateBoulder(
    found.path,
    (current) => {
      let step = statusStep(current, change);
      if (step.kind === "done") return step.result;
      let open = openTasksRefusal(step.work, readWorkPlan(found.root, step.work));
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
var CHANGES2 = ["complete", "pause", "resume", "abandon"], LOCK_WAIT_MS = 5e3;
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
function work(change, options) {
  let known = CHANGES2.find((candidate) => candidate === change);
  if (known === void 0)
    throw new CliError(
      `work takes one of ${CHANGES2.join(", ")}, not ${printable(JSON.stringify(change))}`,
      2
    );
  let sessionId = sessionFrom(options, process.env), cwd = options.cwd ?? process.cwd(), force = options.force === !0, changed = changeWorkStatus({ cwd, sessionId, change: known, force, lockWaitMs: LOCK_WAIT_MS });
  if (!changed.ok) throw new CliError(describeFailure(changed).map(printable).join(`
`));
  print([describeChanged(changed)]);
}
function examples2(...lines) {
  return `
Examples:
${lines.map((line) => `  $ ${line}`).join(`
`)}
`;
}
var SESSION_HELP = "the Codex session (default: $CODEX_SESSION_ID, set by Codex for the model's commands)", CWD_HELP = "the project, or any folder inside it (default: the current directory)";
function addWorkCommands(program2, name) {
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
` + examples2(
      `${name} start .omo/plans/rate-limiter.md`,
      `${name} start rate-limiter --session 019a5b1e-...`
    )
  ).action((plan, options) => start(plan, options)), program2.command("work").description("Set the status of the session's work: complete, pause, resume or abandon.").argument("<change>", "complete | pause | resume | abandon").option("--session <id>", SESSION_HELP).option("--cwd <dir>", CWD_HELP).option("--force", "complete even though tasks are still open (the person decided to end it early)").addHelpText(
    "after",
    `
The work is the one the Stop hook would continue for the session. complete (only once every
counted task is checked, unless --force) and abandon end it: the hook then stays silent. pause
works on an active work, resume on a paused one. An ended work is not changed: start its plan
again with \`start <plan>\` (or \`$ulw-execute <plan>\` in Codex).
` + examples2(
      `${name} work complete`,
      `${name} work complete --force`,
      `${name} work pause --session 019a5b1e-...`
    )
  ).action((change, options) => work(change, options));
}

// src/cli/program.ts
function scopeOptions(command) {
  return command.option("--project [dir]", "the project's .codex/hooks.json (dir defaults to the current directory)").option("--user", "your own hooks.json in the Codex home").option("--codex-home <dir>", "Codex home for --user (default: $CODEX_HOME, else ~/.codex)").option("--dry-run", "print the resulting hooks.json instead of writing it");
}
function registered(options) {
  let parsed = optionsFromValues(options);
  if (!parsed.ok) throw new CliError(parsed.problem, 2);
  return parsed.options;
}
async function trustAfterInstall(options, cliPath) {
  await trust(
    {
      ...options.codexHome !== void 0 ? { codexHome: options.codexHome } : {},
      ...typeof options.project == "string" ? { cwd: options.project } : {},
      ...options.project !== void 0 ? { project: (0, import_node_path36.resolve)(typeof options.project == "string" ? options.project : ".") } : {},
      ...options.codex !== void 0 ? { codex: options.codex } : {},
      ...options.dryRun === !0 ? { dryRun: !0, write: note } : {}
    },
    cliPath
  );
}
function buildProgram(context) {
  let program2 = new Command(PACKAGE_NAME).description("Codex Stop hook that keeps a session working through its ULW plan until it is done.").version(VERSION).showHelpAfterError("(run with --help for usage)").addHelpText(
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
    new Option("--json", "print one JSON object (decision, reason code, details)").conflicts(
      "printDirective"
    )
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
  ).option("--cwd <dir>", "the project, or any directory inside it (default: the current directory)").option("--json", "print the same data as JSON").addHelpText("after", examples(`${PACKAGE_NAME} status`, `${PACKAGE_NAME} status --cwd ~/src/app --json`)).action((options) => status2(options)), program2.command("doctor").description(
    "Say whether Codex will actually run the Stop hook, and the exact next step for each problem."
  ).option("--codex-home <dir>", "the Codex home (default: $CODEX_HOME, else ~/.codex)").option("--cwd <dir>", "the project to check a .codex/hooks.json for (default: the current directory)").option("--codex <path>", "the codex to ask about trust (default: codex on the PATH)").option("--no-codex", "do not ask codex (trust stays unknown)").option(
    "--timeout <seconds>",
    `how long to wait for codex to answer (default ${CODEX_TIMEOUT_MS / 1e3})`
  ).option("--json", "print the same as one JSON object").addHelpText(
    "after",
    examples(
      `${PACKAGE_NAME} doctor`,
      `${PACKAGE_NAME} doctor --json`,
      `${PACKAGE_NAME} doctor --codex-home ~/.codex --cwd ~/src/app`
    )
  ).action((options) => doctor(options, context.cliPath)), program2.command("trust").description("Record Codex's trust for this package's hooks, and nobody else's, through codex itself.").option("--codex-home <dir>", "the Codex home (default: $CODEX_HOME, else ~/.codex)").option("--cwd <dir>", "the project whose .codex/hooks.json counts too (default: the current directory)").option("--codex <path>", "the codex to ask (default: codex on the PATH)").option("--dry-run", "print what would be recorded in (or removed from) config.toml, write nothing").option(
    "--forget",
    "remove the trust entries of this package's hooks instead (before or after `codex plugin remove`)"
  ).option(
    "--hook <key...>",
    "trust exactly these hooks codex lists (by key), whoever's they are, at the hash codex gives them now"
  ).addHelpText(
    "after",
    examples(`${PACKAGE_NAME} trust --dry-run`, `${PACKAGE_NAME} trust`, `${PACKAGE_NAME} trust --forget --dry-run`)
  ).action((options) => trust(options, context.cliPath)), addWorkCommands(program2, PACKAGE_NAME), addChainOptions(
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
    install({ ...options, ...registered(options) }, context.cliPath), options.trust === !0 && await trustAfterInstall(options, context.cliPath);
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
