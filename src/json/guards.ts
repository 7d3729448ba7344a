/** Type guards for untrusted JSON: the only place where `unknown` becomes something we can index. */

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Own-property lookup, so `__proto__` or `constructor` keys in hostile input never reach the prototype. */
export function field(record: JsonRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** JSON.parse that reports failure as a value instead of throwing; strips one leading UTF-8 BOM. */
export function parseJson(
  text: string,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}
