/**
 * Reading time: words / 220 words a minute, rounded up, at least one minute. 220 sits in the
 * middle of the adult silent-reading rates for non-fiction (about 200-260 words a minute,
 * Brysbaert 2019, "How many words do we read per minute?", Journal of Memory and Language);
 * articles full of figures read slower, so we take the lower half.
 */
export const WORDS_PER_MINUTE = 220;

/** Words in plain text: runs of letters or digits (a figure like "$1,234.56" is one word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `text`, at least 1. */
export function readingMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}
