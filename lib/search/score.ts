/**
 * The site search's ranking: a small, explainable scoring function over SearchDocs.
 *
 * For each query token (tokenize.ts: normalized, stemmed, stopwords dropped) the best match in
 * the document counts: a code (ZIP 10, state code 5), a title word 3, a keyword 2.5, a
 * description word 1; a prefix of a word (the word being typed, or any token of 4+ letters)
 * counts 2/3 of that; a synonym's match 0.8 of it. The sum is multiplied by the share of
 * query tokens matched (a multiword query whose tokens are mostly missing scores 0). Then
 * bonuses: the query is the title itself (less "calculator"/"chart") +6, one of the keywords
 * +4, a phrase inside the title +2 (+1 more at its start). Finally a type boost (calculators
 * 1.15, charts 1.1, pages 1, articles 0.95) and the document's own weight. Ties go to the
 * kind order of SEARCH_KINDS, then the title. Directory entries off the query's topic come last
 * (rankDocs).
 */
import { isStopword, allTokens, queryTokens, SYNONYMS } from "./tokenize";
import { SEARCH_KINDS, type SearchDoc, type SearchHit, type SearchKind } from "./types";

const TITLE = 3;
const KEYWORD = 2.5;
const DESCRIPTION = 1;
const PREFIX = 2 / 3;
const SYNONYM = 0.8;
const ZIP_CODE = 10;
const LETTER_CODE = 5;
const EXACT_TITLE_BONUS = 6;
const KEYWORD_PHRASE_BONUS = 4;
const TITLE_PHRASE_BONUS = 2;
const TITLE_START_BONUS = 1;

const KIND_BOOST: Record<SearchKind, number> = { calculator: 1.15, chart: 1.1, page: 1, post: 0.95, place: 1, agent: 1 };
/** Words that name a page's type rather than its subject ("FHA loan calculator" is "FHA loan"). */
const GENERIC = new Set(["calculator", "chart"]);

/** A document with its text tokenized once (scoring many queries against one index). */
export interface PreparedDoc {
  readonly doc: SearchDoc;
  readonly title: readonly string[];
  readonly titleSet: ReadonlySet<string>;
  /** Title tokens without stopwords and generic words, joined by spaces. */
  readonly titleCore: string;
  /** Title tokens without stopwords, joined by spaces (phrase matching). */
  readonly titlePhrase: string;
  readonly keywordSet: ReadonlySet<string>;
  /** Each keyword's tokens without stopwords, joined. */
  readonly keywordPhrases: readonly string[];
  readonly descriptionSet: ReadonlySet<string>;
  readonly codes: ReadonlySet<string>;
}

const meaningful = (tokens: string[]) => tokens.filter((token) => !isStopword(token));

/** Tokenizes a document's fields for scoring. */
export function prepareDoc(doc: SearchDoc): PreparedDoc {
  const title = allTokens(doc.title);
  const titleWords = meaningful(title);
  const keywordTokens = doc.keywords.map((keyword) => meaningful(allTokens(keyword)));
  return {
    doc,
    title,
    titleSet: new Set(title),
    titleCore: titleWords.filter((token) => !GENERIC.has(token)).join(" "),
    titlePhrase: titleWords.join(" "),
    keywordSet: new Set(keywordTokens.flat()),
    keywordPhrases: keywordTokens.map((tokens) => tokens.join(" ")),
    descriptionSet: new Set(allTokens(doc.description)),
    codes: new Set((doc.codes ?? []).flatMap((code) => allTokens(code))),
  };
}

function fieldMatch(token: string, field: ReadonlySet<string>, weight: number, allowPrefix: boolean): number {
  if (field.has(token)) return weight;
  if (!allowPrefix) return 0;
  for (const word of field) if (word.length > token.length && word.startsWith(token)) return weight * PREFIX;
  return 0;
}

function tokenScore(prepared: PreparedDoc, token: string, isLast: boolean): number {
  const numeric = /^\d+$/.test(token);
  let best = 0;
  if (prepared.codes.has(token)) best = numeric ? ZIP_CODE : LETTER_CODE;
  else if (numeric && token.length >= 3 && isLast) {
    for (const code of prepared.codes) if (code.startsWith(token)) best = Math.max(best, ZIP_CODE * PREFIX * 0.6);
  }
  // Prefixes: the word being typed (the last), or any word long enough not to be noise; never numbers.
  const allowPrefix = !numeric && (isLast ? token.length >= 2 : token.length >= 4);
  best = Math.max(
    best,
    fieldMatch(token, prepared.titleSet, TITLE, allowPrefix),
    fieldMatch(token, prepared.keywordSet, KEYWORD, allowPrefix),
    fieldMatch(token, prepared.descriptionSet, DESCRIPTION, allowPrefix && token.length >= 4),
  );
  for (const alternative of SYNONYMS[token] ?? []) {
    best = Math.max(
      best,
      SYNONYM * fieldMatch(alternative, prepared.titleSet, TITLE, false),
      SYNONYM * fieldMatch(alternative, prepared.keywordSet, KEYWORD, false),
      SYNONYM * fieldMatch(alternative, prepared.descriptionSet, DESCRIPTION, false),
    );
  }
  return best;
}

/** The score of one document for a query's tokens (queryTokens); 0 when it does not match. */
export function scoreTokens(prepared: PreparedDoc, tokens: readonly string[]): number {
  if (tokens.length === 0) return 0;
  let sum = 0;
  let matched = 0;
  tokens.forEach((token, index) => {
    const score = tokenScore(prepared, token, index === tokens.length - 1);
    if (score > 0) matched += 1;
    sum += score;
  });
  if (matched === 0) return 0;
  const coverage = matched / tokens.length;
  if (tokens.length >= 2 && coverage < 0.5) return 0;
  let score = sum * coverage;
  const phrase = tokens.join(" ");
  if (prepared.titleCore === phrase || prepared.titlePhrase === phrase) score += EXACT_TITLE_BONUS;
  else if (tokens.length >= 2 && prepared.titlePhrase.includes(phrase)) {
    score += TITLE_PHRASE_BONUS + (prepared.titlePhrase.startsWith(phrase) ? TITLE_START_BONUS : 0);
  }
  if (prepared.keywordPhrases.includes(phrase)) score += KEYWORD_PHRASE_BONUS;
  return score * KIND_BOOST[prepared.doc.kind] * (prepared.doc.weight ?? 1);
}

const KIND_ORDER = new Map(SEARCH_KINDS.map((kind, index) => [kind, index]));

/** Orders hits: score, then kind order, then title. */
export function compareHits(a: SearchHit, b: SearchHit): number {
  return b.score - a.score || (KIND_ORDER.get(a.doc.kind) ?? 0) - (KIND_ORDER.get(b.doc.kind) ?? 0) || a.doc.title.localeCompare(b.doc.title);
}

/** Directory entries: places with homes and the agents directory, as opposed to pages and articles. */
const DIRECTORY_KINDS: ReadonlySet<SearchKind> = new Set<SearchKind>(["place", "agent"]);
/** Directory entries kept, after the pages and articles, for a query about a topic they do not name. */
export const OFF_TOPIC_ENTRIES = 3;

const isDirectory = (prepared: PreparedDoc) => DIRECTORY_KINDS.has(prepared.doc.kind);
const namesToken = (prepared: PreparedDoc, token: string) => prepared.titleSet.has(token) || prepared.keywordSet.has(token) || prepared.codes.has(token);

/**
 * The query's topic words: tokens that a page or article names in its title or keywords ("fha",
 * "funding"). A word that also names a place or directory entry ("texas", "county") is the
 * directory's as much as the pages', and is no topic word.
 */
function topicWords(tokens: readonly string[], docs: readonly PreparedDoc[]): string[] {
  return tokens.filter((token) => {
    let content = false;
    for (const prepared of docs) {
      if (!namesToken(prepared, token)) continue;
      if (isDirectory(prepared)) return false;
      content = true;
    }
    return content;
  });
}

/**
 * The matching documents for a query, best first, at most `limit`. A directory entry that does
 * not name one of the query's topic words (Virginia for "va funding", "Real estate agents in
 * Ohio" for "fha", whose description lists FHA) is about something else: it is dropped when it
 * misses any word of the query, and otherwise comes after every page and article, at most
 * OFF_TOPIC_ENTRIES of them.
 */
export function rankDocs(query: string, docs: readonly PreparedDoc[], limit = 50): SearchHit[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const topics = topicWords(tokens, docs);
  const hits: SearchHit[] = [];
  const offTopic: SearchHit[] = [];
  for (const prepared of docs) {
    const score = scoreTokens(prepared, tokens);
    if (score <= 0) continue;
    if (isDirectory(prepared) && topics.some((token) => !namesToken(prepared, token))) {
      if (tokens.every((token, index) => tokenScore(prepared, token, index === tokens.length - 1) > 0)) offTopic.push({ doc: prepared.doc, score });
    } else hits.push({ doc: prepared.doc, score });
  }
  return [...hits.sort(compareHits), ...offTopic.sort(compareHits).slice(0, OFF_TOPIC_ENTRIES)].slice(0, limit);
}
