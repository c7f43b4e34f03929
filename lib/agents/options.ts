/**
 * The agents directory's fixed vocabularies (shared by the search form, the profile editor and
 * the server's zod schemas): specialities and languages are stored by value.
 */

export interface AgentOption {
  readonly value: string;
  readonly label: string;
}

/** What an agent can say they specialise in. */
export const AGENT_SPECIALITIES: readonly AgentOption[] = [
  { value: "fha", label: "FHA loans" },
  { value: "va", label: "VA loans" },
  { value: "usda", label: "USDA loans" },
  { value: "first-time-buyers", label: "First-time buyers" },
  { value: "luxury", label: "Luxury homes" },
  { value: "relocation", label: "Relocation" },
  { value: "investors", label: "Investors" },
  { value: "new-construction", label: "New construction" },
  { value: "condos", label: "Condos" },
  { value: "rural", label: "Rural and land" },
  { value: "seniors", label: "Downsizing and seniors" },
];

/** Languages an agent works in. */
export const AGENT_LANGUAGES: readonly AgentOption[] = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "zh", label: "Chinese" },
  { value: "vi", label: "Vietnamese" },
  { value: "tl", label: "Tagalog" },
  { value: "ko", label: "Korean" },
  { value: "fr", label: "French" },
  { value: "ht", label: "Haitian Creole" },
  { value: "ar", label: "Arabic" },
  { value: "ru", label: "Russian" },
  { value: "pt", label: "Portuguese" },
  { value: "hi", label: "Hindi" },
  { value: "de", label: "German" },
  { value: "pl", label: "Polish" },
];

export const SPECIALITY_VALUES = AGENT_SPECIALITIES.map((o) => o.value);
export const LANGUAGE_VALUES = AGENT_LANGUAGES.map((o) => o.value);

/** The label of a speciality or language value (the value itself when unknown). */
export function optionLabel(options: readonly AgentOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Agents per results page. */
export const AGENTS_PAGE_SIZE = 12;
/** Agents farther than this from the place searched are left out (unless they serve its county). */
export const AGENT_SEARCH_RADIUS_MILES = 100;

/** The sample label shown on every generated agent. */
export const SAMPLE_AGENT_NOTE = "Sample profile: a fictional agent generated for demonstration. This person does not exist.";
