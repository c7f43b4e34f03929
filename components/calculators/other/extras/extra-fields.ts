/**
 * Page inputs that the shared calculator state does not hold (docs/architecture.md, Scenario links, lists the shared ones):
 * a refinance's cash out, the debts to consolidate, money already saved... Each page declares
 * its extra fields once; the same declaration reads them from a link or a GET form on the server,
 * from typed text and from browser storage on the client, and writes them back into share links.
 * Every value goes through the same sanitizers as the shared inputs (lib/mortgage/sanitize), so
 * bad text ends as a sanitized value, never NaN and never a throw.
 */
import { parseAmount, parsePercent, roundHalfUp, sanitizeAmount, sanitizeRatePercent, sanitizeTerm } from "@/lib/mortgage/sanitize";

/** A value an extra field holds. */
export type ExtraValue = number | boolean | string;

export interface ExtraField<V extends ExtraValue = ExtraValue> {
  /** The value on a first visit. */
  readonly initial: V;
  /** Reads a link's or a typed value; null when the text says nothing usable (the value stays). */
  read(text: string): V | null;
  /** The text a link carries. */
  write(value: V): string;
}

/** A page's extra fields by query parameter name. */
export type ExtraSpec = Readonly<Record<string, ExtraField>>;

/** The values of a spec's fields. */
export type ExtraValues<S extends ExtraSpec> = { [K in keyof S]: S[K]["initial"] };

/** Dollars: "$12,000", "12k"; non-numbers and negatives become 0 (as every amount of the store). */
export function moneyField(initial: number): ExtraField<number> {
  return { initial, read: (text) => sanitizeAmount(text), write: (value) => String(value) };
}

/**
 * A rate typed in percent ("6.25", "6.25%"), held as a fraction (0.0625) like the store's rates;
 * outside 0-100% it becomes 0 (the seed's rate rule).
 */
export function rateField(initial: number): ExtraField<number> {
  return { initial, read: (text) => sanitizeRatePercent(text), write: (value) => String(roundHalfUp(value * 100, 3)) };
}

/**
 * A published rate typed in percent to `decimals` places (the New York Fed gives the 30-day
 * Average SOFR to 5: 3.70668), held as a fraction exact to them, where `rateField` keeps 3; like
 * it, outside 0-100% or not a number it becomes 0.
 */
export function publishedRateField(initial: number, decimals: number): ExtraField<number> {
  return {
    initial,
    read: (text) => {
      const parsed = parsePercent(text);
      if (!parsed.ok || parsed.value < 0 || parsed.value > 100) return 0;
      // `+ 0`: a "-0" typed is 0, as links write it.
      return roundHalfUp(parsed.value / 100, decimals + 2) + 0;
    },
    write: (value) => String(roundHalfUp(value * 100, decimals)),
  };
}

/** A term in months (1-480); text that is not a number keeps the current term. */
export function monthsField(initial: number): ExtraField<number> {
  return {
    initial,
    read: (text) => {
      const parsed = parseAmount(text);
      return parsed.ok ? sanitizeTerm(parsed.value, initial) : null;
    },
    write: (value) => String(value),
  };
}

/** A whole number within [min, max]; text that is not a number keeps the current value. */
export function countField(initial: number, min: number, max: number): ExtraField<number> {
  return {
    initial,
    read: (text) => {
      const parsed = parseAmount(text);
      return parsed.ok ? Math.min(max, Math.max(min, Math.round(parsed.value))) : null;
    },
    write: (value) => String(value),
  };
}

/** Yes/no as links spell it (true/false, yes/no, 1/0, on/off). */
export function flagField(initial: boolean): ExtraField<boolean> {
  return {
    initial,
    read: (text) => {
      const word = text.trim().toLowerCase();
      if (["1", "true", "yes", "on", "y"].includes(word)) return true;
      if (["0", "false", "no", "off", "n"].includes(word)) return false;
      return null;
    },
    write: (value) => String(value),
  };
}

/** One of a fixed list of choices (exact, case-insensitive); anything else keeps the current one. */
export function choiceField<C extends string>(initial: C, choices: readonly C[]): ExtraField<C> {
  return {
    initial,
    read: (text) => choices.find((c) => c.toLowerCase() === text.trim().toLowerCase()) ?? null,
    write: (value) => value,
  };
}

/**
 * Free text (a debt's name), kept to `max` characters. Not trimmed: it is read on every keystroke,
 * and a space typed between two words must stay; readers trim where they show it.
 */
export function textField(initial: string, max = 40): ExtraField<string> {
  return { initial, read: (text) => text.slice(0, max), write: (value) => value };
}

/** What a page receives: `URLSearchParams` or Next's `searchParams` record. */
export type ExtraSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function param(source: ExtraSource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return typeof value === "string" ? value : value?.[0];
}

/** The spec's first values. */
export function initialExtras<S extends ExtraSpec>(spec: S): ExtraValues<S> {
  const values: Record<string, ExtraValue> = {};
  for (const [name, field] of Object.entries(spec)) values[name] = field.initial;
  return values as ExtraValues<S>;
}

/** Whether the address carries any of the spec's fields. */
export function hasExtras(spec: ExtraSpec, source: ExtraSource): boolean {
  return Object.keys(spec).some((name) => param(source, name) !== undefined);
}

/**
 * The spec's values from a link, a GET form or stored text, over `base` (default: the spec's
 * first values). Fields absent, or whose text says nothing usable, keep their base value.
 */
export function readExtras<S extends ExtraSpec>(spec: S, source: ExtraSource, base: ExtraValues<S> = initialExtras(spec)): ExtraValues<S> {
  const values: Record<string, ExtraValue> = { ...base };
  for (const [name, field] of Object.entries(spec)) {
    const text = param(source, name);
    if (text === undefined) continue;
    const value = field.read(text);
    if (value !== null) values[name] = value;
  }
  return values as ExtraValues<S>;
}

/** The query parameters of the values (for share links). */
export function extrasToParams<S extends ExtraSpec>(spec: S, values: ExtraValues<S>): [string, string][] {
  return Object.entries(spec).map(([name, field]) => [name, field.write(values[name] as never)]);
}

/**
 * Reads values saved in browser storage as their link text ({@link extrasToParams}; another
 * version may have written them): each goes through its field's reader; unknown fields are
 * dropped, missing or unreadable ones take `base`.
 */
export function restoreExtras<S extends ExtraSpec>(spec: S, stored: unknown, base: ExtraValues<S>): ExtraValues<S> {
  if (typeof stored !== "object" || stored === null) return base;
  const record = stored as Record<string, unknown>;
  const texts: Record<string, string> = {};
  for (const name of Object.keys(spec)) {
    const value = record[name];
    if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") texts[name] = String(value);
  }
  return readExtras(spec, texts, base);
}
