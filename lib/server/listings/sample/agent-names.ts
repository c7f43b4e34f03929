// Names and phone numbers of the sample agents, shared by the sample listings (their list agents)
// and the agents directory's sample profiles, so a listing's agent is the profile's.

export const SAMPLE_AGENT_FIRST_NAMES = [
  "Alex",
  "Jordan",
  "Casey",
  "Taylor",
  "Morgan",
  "Riley",
  "Jamie",
  "Avery",
  "Quinn",
  "Drew",
  "Robin",
  "Sam",
  "Charlie",
  "Dana",
  "Jesse",
  "Kendall",
  "Parker",
  "Reese",
  "Sage",
  "Blair",
  "Ari",
  "Bailey",
  "Cameron",
  "Devon",
  "Emerson",
  "Finley",
  "Harper",
  "Hayden",
  "Jules",
  "Kai",
  "Lane",
  "Logan",
  "Marlow",
  "Noel",
  "Oakley",
  "Peyton",
  "Rowan",
  "Skyler",
  "Tatum",
  "Wren",
] as const;
// Obviously invented surnames: no sample agent can be mistaken for a real person.
export const SAMPLE_AGENT_LAST_NAMES = [
  "Sample",
  "Example",
  "Placeholder",
  "Demo",
  "Testwell",
  "Mockingham",
  "Fictionby",
  "Pretendale",
  "Madeupson",
  "Notreal",
  "Stand-In",
  "Specimen",
  "Prototype",
  "Dummerton",
  "Mockley",
  "Imaginary",
] as const;
const MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTVWZ";

/** 32-bit FNV-1a: a stable number per (state, index), so each state's samples get their own names. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Agents 1..this of a state are the sample listings' list agents (their names have no initial). */
export const LISTED_SAMPLE_AGENTS_PER_STATE = 24;

/**
 * Sample agent `index` of `state`: a first name and an invented surname drawn per state (the same
 * index in two states is two people), with a middle initial after the listed agents.
 */
export function sampleAgentName(state: string, index: number): string {
  const h = hash(`${state}:${index}`);
  const first = SAMPLE_AGENT_FIRST_NAMES[h % SAMPLE_AGENT_FIRST_NAMES.length]!;
  const last = SAMPLE_AGENT_LAST_NAMES[Math.floor(h / SAMPLE_AGENT_FIRST_NAMES.length) % SAMPLE_AGENT_LAST_NAMES.length]!;
  if (index <= LISTED_SAMPLE_AGENTS_PER_STATE) return `${first} ${last}`;
  const initial = MIDDLE_INITIALS[Math.floor(h / (SAMPLE_AGENT_FIRST_NAMES.length * SAMPLE_AGENT_LAST_NAMES.length)) % MIDDLE_INITIALS.length]!;
  return `${first} ${initial}. ${last}`;
}

/**
 * A fictional phone number: a well-formed area code (NXX, not N11) and a line in 555-0100..0199,
 * the range reserved for fiction, written (XXX) 555-01XX.
 */
export function samplePhone(state: string, index: number): string {
  const h = hash(`phone:${state}:${index}`);
  const first = 2 + (h % 8);
  const second = Math.floor(h / 8) % 9;
  let third = Math.floor(h / 72) % 10;
  if (second === 1 && third === 1) third = 2;
  const line = Math.floor(h / 720) % 100;
  return `(${first}${second}${third}) 555-01${String(line).padStart(2, "0")}`;
}
