/**
 * County names as listings carry them (light module, no data).
 * The seed's key: upper-cased with the word COUNTY removed ("Los Angeles County" -> "LOS ANGELES").
 */

/** The seed's county key: upper case, the word COUNTY removed, spaces collapsed. */
export function countyKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/\bCOUNTY\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const EQUIVALENT_WORDS = /\b(PARISH|BOROUGH|CITY AND BOROUGH|CENSUS AREA|MUNICIPALITY|MUNICIPIO|PLANNING REGION|DISTRICT|ISLAND|ISLANDS)\b/g;

/**
 * A looser key for matching names from other sources: the seed key with accents folded,
 * punctuation dropped, SAINT/STE spelled ST, and county-equivalent words (PARISH, BOROUGH,
 * CENSUS AREA, MUNICIPIO...) removed. "Doña Ana" and "DONA ANA COUNTY" meet; "St. Louis city"
 * keeps CITY, so it stays apart from St. Louis County.
 */
export function looseCountyKey(name: string): string {
  return countyKey(name.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
    .replace(/[.'’,]/g, "")
    .replace(/-/g, " ")
    .replace(/\bSAINTE?\b|\bSTE\b/g, "ST")
    .replace(EQUIVALENT_WORDS, " ")
    .replace(/\s+/g, " ")
    .trim();
}
