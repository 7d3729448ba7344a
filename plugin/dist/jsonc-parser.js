var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

// jsonc-parser.js
var jsonc_parser_exports = {};
__export(jsonc_parser_exports, {
  ParseErrorCode: () => ParseErrorCode,
  ScanError: () => ScanError,
  SyntaxKind: () => SyntaxKind,
  applyEdits: () => applyEdits,
  createScanner: () => createScanner2,
  findNodeAtLocation: () => findNodeAtLocation2,
  findNodeAtOffset: () => findNodeAtOffset2,
  format: () => format2,
  getLocation: () => getLocation2,
  getNodePath: () => getNodePath2,
  getNodeValue: () => getNodeValue2,
  modify: () => modify,
  parse: () => parse2,
  parseTree: () => parseTree2,
  printParseErrorCode: () => printParseErrorCode,
  stripComments: () => stripComments2,
  visit: () => visit2
});
module.exports = __toCommonJS(jsonc_parser_exports);

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = !1) {
  let len = text.length, pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0, value2 = 0;
    for (; digits < count || !exact; ) {
      let ch = text.charCodeAt(pos);
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
    return digits < count && (value2 = -1), value2;
  }
  function setPosition(newPosition) {
    pos = newPosition, value = "", tokenOffset = 0, token = 16, scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48)
      pos++;
    else
      for (pos++; pos < text.length && isDigit(text.charCodeAt(pos)); )
        pos++;
    if (pos < text.length && text.charCodeAt(pos) === 46)
      if (pos++, pos < text.length && isDigit(text.charCodeAt(pos)))
        for (pos++; pos < text.length && isDigit(text.charCodeAt(pos)); )
          pos++;
      else
        return scanError = 3, text.substring(start, pos);
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101))
      if (pos++, (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) && pos++, pos < text.length && isDigit(text.charCodeAt(pos))) {
        for (pos++; pos < text.length && isDigit(text.charCodeAt(pos)); )
          pos++;
        end = pos;
      } else
        scanError = 3;
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    for (; ; ) {
      if (pos >= len) {
        result += text.substring(start, pos), scanError = 2;
        break;
      }
      let ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos), pos++;
        break;
      }
      if (ch === 92) {
        if (result += text.substring(start, pos), pos++, pos >= len) {
          scanError = 2;
          break;
        }
        switch (text.charCodeAt(pos++)) {
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
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31)
        if (isLineBreak(ch)) {
          result += text.substring(start, pos), scanError = 2;
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
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do
        pos++, value += String.fromCharCode(code), code = text.charCodeAt(pos);
      while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code))
      return pos++, value += String.fromCharCode(code), code === 13 && text.charCodeAt(pos) === 10 && (pos++, value += `
`), lineNumber++, tokenLineStartOffset = pos, token = 14;
    switch (code) {
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
        let start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          for (pos += 2; pos < len && !isLineBreak(text.charCodeAt(pos)); )
            pos++;
          return value = text.substring(start, pos), token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          let safeLength = len - 1, commentClosed = !1;
          for (; pos < safeLength; ) {
            let ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2, commentClosed = !0;
              break;
            }
            pos++, isLineBreak(ch) && (ch === 13 && text.charCodeAt(pos) === 10 && pos++, lineNumber++, tokenLineStartOffset = pos);
          }
          return commentClosed || (pos++, scanError = 1), value = text.substring(start, pos), token = 13;
        }
        return value += String.fromCharCode(code), pos++, token = 16;
      // numbers
      case 45:
        if (value += String.fromCharCode(code), pos++, pos === len || !isDigit(text.charCodeAt(pos)))
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
        for (; pos < len && isUnknownContentCharacter(code); )
          pos++, code = text.charCodeAt(pos);
        if (tokenOffset !== pos) {
          switch (value = text.substring(tokenOffset, pos), value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        return value += String.fromCharCode(code), pos++, token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code))
      return !1;
    switch (code) {
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
  function addEdit(text, startOffset, endOffset) {
    !hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text && editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
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
function repeat(s, count) {
  let result = "";
  for (let i = 0; i < count; i++)
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
function getEOL(options, text) {
  for (let i = 0; i < text.length; i++) {
    let ch = text.charAt(i);
    if (ch === "\r")
      return i + 1 < text.length && text.charAt(i + 1) === `
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
function isEOL(text, offset) {
  return `\r
`.indexOf(text.charAt(offset)) !== -1;
}

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: !1
  };
})(ParseOptions || (ParseOptions = {}));
function getLocation(text, position) {
  let segments = [], earlyReturnException = new Object(), previousNode, previousNodeInst = {
    value: {},
    offset: 0,
    length: 0,
    type: "object",
    parent: void 0
  }, isAtPropertyKey = !1;
  function setPreviousNode(value, offset, length, type) {
    previousNodeInst.value = value, previousNodeInst.offset = offset, previousNodeInst.length = length, previousNodeInst.type = type, previousNodeInst.colonOffset = void 0, previousNode = previousNodeInst;
  }
  try {
    visit(text, {
      onObjectBegin: (offset, length) => {
        if (position <= offset)
          throw earlyReturnException;
        previousNode = void 0, isAtPropertyKey = position > offset, segments.push("");
      },
      onObjectProperty: (name, offset, length) => {
        if (position < offset || (setPreviousNode(name, offset, length, "property"), segments[segments.length - 1] = name, position <= offset + length))
          throw earlyReturnException;
      },
      onObjectEnd: (offset, length) => {
        if (position <= offset)
          throw earlyReturnException;
        previousNode = void 0, segments.pop();
      },
      onArrayBegin: (offset, length) => {
        if (position <= offset)
          throw earlyReturnException;
        previousNode = void 0, segments.push(0);
      },
      onArrayEnd: (offset, length) => {
        if (position <= offset)
          throw earlyReturnException;
        previousNode = void 0, segments.pop();
      },
      onLiteralValue: (value, offset, length) => {
        if (position < offset || (setPreviousNode(value, offset, length, getNodeType(value)), position <= offset + length))
          throw earlyReturnException;
      },
      onSeparator: (sep, offset, length) => {
        if (position <= offset)
          throw earlyReturnException;
        if (sep === ":" && previousNode && previousNode.type === "property")
          previousNode.colonOffset = offset, isAtPropertyKey = !1, previousNode = void 0;
        else if (sep === ",") {
          let last = segments[segments.length - 1];
          typeof last == "number" ? segments[segments.length - 1] = last + 1 : (isAtPropertyKey = !0, segments[segments.length - 1] = ""), previousNode = void 0;
        }
      }
    });
  } catch (e) {
    if (e !== earlyReturnException)
      throw e;
  }
  return {
    path: segments,
    previousNode,
    isAtPropertyKey,
    matches: (pattern) => {
      let k = 0;
      for (let i = 0; k < pattern.length && i < segments.length; i++)
        if (pattern[k] === segments[i] || pattern[k] === "*")
          k++;
        else if (pattern[k] !== "**")
          return !1;
      return k === pattern.length;
    }
  };
}
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null, currentParent = [], previousParents = [];
  function onValue(value) {
    Array.isArray(currentParent) ? currentParent.push(value) : currentProperty !== null && (currentParent[currentProperty] = value);
  }
  return visit(text, {
    onObjectBegin: () => {
      let object = {};
      onValue(object), previousParents.push(currentParent), currentParent = object, currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      let array = [];
      onValue(array), previousParents.push(currentParent), currentParent = array, currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  }, options), currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    currentParent.type === "property" && (currentParent.length = endOffset - currentParent.offset, currentParent = currentParent.parent);
  }
  function onValue(valueNode) {
    return currentParent.children.push(valueNode), valueNode;
  }
  visit(text, {
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
    onSeparator: (sep, offset, length) => {
      currentParent.type === "property" && (sep === ":" ? currentParent.colonOffset = offset : sep === "," && ensurePropertyComplete(offset));
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
function getNodePath(node) {
  if (!node.parent || !node.parent.children)
    return [];
  let path = getNodePath(node.parent);
  if (node.parent.type === "property") {
    let key = node.parent.children[0].value;
    path.push(key);
  } else if (node.parent.type === "array") {
    let index = node.parent.children.indexOf(node);
    index !== -1 && path.push(index);
  }
  return path;
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
function contains(node, offset, includeRightBound = !1) {
  return offset >= node.offset && offset < node.offset + node.length || includeRightBound && offset === node.offset + node.length;
}
function findNodeAtOffset(node, offset, includeRightBound = !1) {
  if (contains(node, offset, includeRightBound)) {
    let children = node.children;
    if (Array.isArray(children))
      for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
        let item = findNodeAtOffset(children[i], offset, includeRightBound);
        if (item)
          return item;
      }
    return node;
  }
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  let _scanner = createScanner(text, !1), _jsonPath = [], suppressedCallbacks = 0;
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
function stripComments(text, replaceCh) {
  let _scanner = createScanner(text), parts = [], kind, offset = 0, pos;
  do
    switch (pos = _scanner.getPosition(), kind = _scanner.scan(), kind) {
      case 12:
      case 13:
      case 17:
        offset !== pos && parts.push(text.substring(offset, pos)), replaceCh !== void 0 && parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh)), offset = _scanner.getPosition();
        break;
    }
  while (kind !== 17);
  return parts.join("");
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
function setProperty(text, originalPath, value, options) {
  let path = originalPath.slice(), root = parseTree(text, []), parent, lastSegment;
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
          return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
        } else
          return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      else {
        if (value === void 0)
          return [];
        let newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`, index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length, edit;
        if (index > 0) {
          let previous = parent.children[index - 1];
          edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
        } else parent.children.length === 0 ? edit = { offset: parent.offset + 1, length: 0, content: newProperty } : edit = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
        return withFormatting(text, edit, options);
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
        return withFormatting(text, edit, options);
      } else if (value === void 0 && parent.children.length >= 0) {
        let removalIndex = lastSegment, toRemove = parent.children[removalIndex], edit;
        if (parent.children.length === 1)
          edit = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
        else if (parent.children.length - 1 === removalIndex) {
          let previous = parent.children[removalIndex - 1], offset = previous.offset + previous.length, parentEndOffset = parent.offset + parent.length;
          edit = { offset, length: parentEndOffset - 2 - offset, content: "" };
        } else
          edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
        return withFormatting(text, edit, options);
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
        return withFormatting(text, edit, options);
      } else
        throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    } else
      throw new Error(`Can not add ${typeof lastSegment != "number" ? "index" : "property"} to parent of type ${parent.type}`);
  else {
    if (value === void 0)
      throw new Error("Can not delete in empty document");
    return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  }
}
function withFormatting(text, edit, options) {
  if (!options.formattingOptions)
    return [edit];
  let newText = applyEdit(text, edit), begin = edit.offset, end = edit.offset + edit.content.length;
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
  let editLength = text.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text, edit) {
  return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
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
var getLocation2 = getLocation, parse2 = parse, parseTree2 = parseTree, findNodeAtLocation2 = findNodeAtLocation, findNodeAtOffset2 = findNodeAtOffset, getNodePath2 = getNodePath, getNodeValue2 = getNodeValue, visit2 = visit, stripComments2 = stripComments, ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2.InvalidSymbol = 1] = "InvalidSymbol", ParseErrorCode2[ParseErrorCode2.InvalidNumberFormat = 2] = "InvalidNumberFormat", ParseErrorCode2[ParseErrorCode2.PropertyNameExpected = 3] = "PropertyNameExpected", ParseErrorCode2[ParseErrorCode2.ValueExpected = 4] = "ValueExpected", ParseErrorCode2[ParseErrorCode2.ColonExpected = 5] = "ColonExpected", ParseErrorCode2[ParseErrorCode2.CommaExpected = 6] = "CommaExpected", ParseErrorCode2[ParseErrorCode2.CloseBraceExpected = 7] = "CloseBraceExpected", ParseErrorCode2[ParseErrorCode2.CloseBracketExpected = 8] = "CloseBracketExpected", ParseErrorCode2[ParseErrorCode2.EndOfFileExpected = 9] = "EndOfFileExpected", ParseErrorCode2[ParseErrorCode2.InvalidCommentToken = 10] = "InvalidCommentToken", ParseErrorCode2[ParseErrorCode2.UnexpectedEndOfComment = 11] = "UnexpectedEndOfComment", ParseErrorCode2[ParseErrorCode2.UnexpectedEndOfString = 12] = "UnexpectedEndOfString", ParseErrorCode2[ParseErrorCode2.UnexpectedEndOfNumber = 13] = "UnexpectedEndOfNumber", ParseErrorCode2[ParseErrorCode2.InvalidUnicode = 14] = "InvalidUnicode", ParseErrorCode2[ParseErrorCode2.InvalidEscapeCharacter = 15] = "InvalidEscapeCharacter", ParseErrorCode2[ParseErrorCode2.InvalidCharacter = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
function format2(documentText, range, options) {
  return format(documentText, range, options);
}
function modify(text, path, value, options) {
  return setProperty(text, path, value, options);
}
function applyEdits(text, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    let diff = a.offset - b.offset;
    return diff === 0 ? a.length - b.length : diff;
  }), lastModifiedOffset = text.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset)
      text = applyEdit(text, e);
    else
      throw new Error("Overlapping edit");
    lastModifiedOffset = e.offset;
  }
  return text;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ParseErrorCode,
  ScanError,
  SyntaxKind,
  applyEdits,
  createScanner,
  findNodeAtLocation,
  findNodeAtOffset,
  format,
  getLocation,
  getNodePath,
  getNodeValue,
  modify,
  parse,
  parseTree,
  printParseErrorCode,
  stripComments,
  visit
});
