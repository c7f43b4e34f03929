/**
 * Text normalization for the site search: lower case, accents and punctuation removed, a light
 * plural stemmer, stopwords, and the synonyms that map the words people type to the words the
 * pages use. The same functions read documents and queries, so both sides always agree.
 */

/** Words that carry no meaning in a search of this site (kept when a query has nothing else). */
const STOPWORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "at",
  "by",
  "can",
  "do",
  "does",
  "for",
  "from",
  "how",
  "i",
  "in",
  "is",
  "it",
  "me",
  "my",
  "of",
  "on",
  "or",
  "the",
  "to",
  "what",
  "when",
  "with",
  "you",
  "your",
]);

/**
 * Query words that stand for others: each entry adds its expansions to the query as
 * alternatives (a match on an expansion counts slightly less than on the word itself).
 * Keys and values are normalized tokens (see `tokens`).
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  mip: ["fha", "mortgage", "insurance", "premium"],
  ufmip: ["fha", "upfront", "mortgage", "insurance", "premium"],
  pmi: ["private", "mortgage", "insurance"],
  usda: ["rural"],
  rural: ["usda"],
  va: ["veteran"],
  veteran: ["va"],
  military: ["va"],
  refi: ["refinance"],
  refinancing: ["refinance"],
  streamline: ["irrrl"],
  irrrl: ["streamline"],
  afford: ["affordability"],
  affordable: ["affordability"],
  affordability: ["afford"],
  payment: ["mortgage"],
  house: ["home"],
  home: ["house"],
  conventional: ["mortgage", "pmi"],
  jumbo: ["conforming", "limit"],
  buydown: ["points"],
  point: ["buydown"],
  dti: ["debt", "income", "ratio"],
  listing: ["home", "sale"],
};

/** Folds accents and case, turns every non-alphanumeric run into one space. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A light plural stemmer: "limits" → "limit", "fees" → "fee"; "ss", short words and numbers unchanged. */
export function stem(token: string): string {
  if (token.length > 3 && token.endsWith("s") && !token.endsWith("ss") && !/\d/.test(token)) return token.slice(0, -1);
  return token;
}

/** The stemmed tokens of a text, stopwords included (documents keep them for phrase matching). */
export function allTokens(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === "" ? [] : normalized.split(" ").map(stem);
}

/** A query's meaningful tokens: stemmed, without stopwords unless nothing else is left, deduplicated. */
export function queryTokens(query: string): string[] {
  const all = allTokens(query);
  const meaningful = all.filter((token) => !STOPWORDS.has(token));
  return [...new Set(meaningful.length > 0 ? meaningful : all)];
}

/** True for a stopword (documents skip them when scoring single words). */
export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}
