import "server-only";

import { sql } from "drizzle-orm";

import { LANGUAGE_VALUES, SPECIALITY_VALUES } from "@/lib/agents/options";
import { countiesOfState } from "@/lib/reference/counties";
import { getState, listStates } from "@/lib/reference/states";
import { schema, type Database } from "@/lib/server/db/client";
import { insertJsonRows } from "@/lib/server/db/json-rows-insert";
import { LISTED_SAMPLE_AGENTS_PER_STATE, sampleAgentName, samplePhone } from "@/lib/server/listings/sample/agent-names";
import { SAMPLE_OFFICE_NAME } from "@/lib/server/listings/sample/generate";
import { sampleGeography, type SamplePlace } from "@/lib/server/listings/sample/places";
import { Random } from "@/lib/server/listings/sample/random";

import { identityOf } from "./agent-identity";
import { profileCompleteness } from "./agent-service";

/** Sample agents keyed like the sample listings' list agents (1..24 per state have listings). */
const LISTED_AGENTS_PER_STATE = LISTED_SAMPLE_AGENTS_PER_STATE;
/** More agents shared out by population, so big metros get several. */
const EXTRA_AGENTS = 1500;
/** The fixed instant of the samples' confirmation (never Date.now(): the same rows every time). */
const SAMPLE_CONFIRMED_AT = new Date("2026-05-15T00:00:00.000Z");

/** One generated agent, ready to insert. */
export type SampleAgentRow = typeof schema.agents.$inferInsert;

const BIO_OPENERS = [
  "I help buyers find a home they can afford, not just one they can borrow for.",
  "Every client gets a clear plan: the numbers first, then the houses.",
  "I have walked hundreds of buyers through their first offer.",
  "Local markets move block by block; I know which blocks.",
  "My job is to make a complicated purchase feel simple and fair.",
];
const BIO_MIDDLES = [
  "I work closely with lenders on FHA, VA and USDA loans, so you know your payment before you fall for a house.",
  "I negotiate hard on price and repairs, and I explain every line of the closing statement.",
  "I answer the phone evenings and weekends, because that is when buyers look at homes.",
  "Before you tour, I send you the taxes, insurance and HOA dues, so nothing surprises you at closing.",
];
/** The RESO ListAgentKey the sample listings give agent `index` of a state. */
export function sampleAgentKey(state: string, index: number): string {
  return `SAMPLE-AGENT-${state}-${String(index).padStart(2, "0")}`;
}

function pickPlace(random: Random, places: readonly SamplePlace[], cumulative: readonly number[]): SamplePlace {
  const total = cumulative[cumulative.length - 1]!;
  const roll = random.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > roll) hi = mid;
    else lo = mid + 1;
  }
  return places[lo]!;
}

/**
 * The deterministic sample of agents: in every state and DC, the 24 list agents of the sample
 * listings (same keys, names and office, so their profiles show those listings), and 1,500 more
 * shared out by population; each lives in a Census place drawn by population and serves its
 * county and up to three neighbours. Names are evidently invented (surnames Sample, Example,
 * Placeholder...) and every profile is labelled as a sample; photos are drawn portraits.
 */
export function generateSampleAgents(): SampleAgentRow[] {
  const geo = sampleGeography();
  const states = listStates().map((s) => s.abbr);
  const byState = new Map<string, SamplePlace[]>();
  for (const place of geo.places) {
    if (place.population <= 0) continue;
    const list = byState.get(place.state) ?? [];
    list.push(place);
    byState.set(place.state, list);
  }
  const population = (st: string) => (byState.get(st) ?? []).reduce((sum, p) => sum + p.population, 0) || (st === "DC" ? 680_000 : 0);
  const nationTotal = states.reduce((sum, st) => sum + population(st), 0);
  const rows: SampleAgentRow[] = [];
  states.forEach((st, stateIndex) => {
    const stateName = getState(st)?.name ?? st;
    // The District of Columbia has no Census place of its own in the sample file: its county point stands in.
    const places: readonly SamplePlace[] =
      byState.get(st) ??
      countiesOfState(st).flatMap((c) => {
        const point = geo.counties.get(c.fips);
        return point
          ? [{ state: st, name: stateName, countyFips: c.fips, latitude: point.latitude, longitude: point.longitude, landSqMi: point.landSqMi, population: 1 }]
          : [];
      });
    if (places.length === 0) return;
    const cumulative: number[] = [];
    let run = 0;
    for (const p of places) cumulative.push((run += p.population));
    const counties = countiesOfState(st).flatMap((c) => {
      const point = geo.counties.get(c.fips);
      return point ? [{ fips: c.fips, latitude: point.latitude, longitude: point.longitude }] : [];
    });
    const random = new Random(9000 + stateIndex);
    const count = LISTED_AGENTS_PER_STATE + Math.round((EXTRA_AGENTS * population(st)) / nationTotal);
    for (let index = 1; index <= count; index += 1) {
      const home = pickPlace(random, places, cumulative);
      const cos = Math.cos((home.latitude * Math.PI) / 180);
      const neighbours = counties
        .filter((c) => c.fips !== home.countyFips)
        .map((c) => ({ fips: c.fips, d: (c.latitude - home.latitude) ** 2 + ((c.longitude - home.longitude) * cos) ** 2 }))
        .sort((a, b) => a.d - b.d)
        .slice(0, random.int(0, 3))
        .map((c) => c.fips);
      const served = [home.countyFips, ...neighbours];
      const specialities = SPECIALITY_VALUES.filter(() => random.chance(0.25));
      const languages = ["en", ...LANGUAGE_VALUES.filter((l) => l !== "en" && random.chance(0.07))];
      const withBio = random.chance(0.8);
      const bio = withBio
        ? `${random.pick(BIO_OPENERS)} ${random.pick(BIO_MIDDLES)} Based in ${home.name}, ${st}. (Sample profile: this agent is fictional.)`
        : "";
      const phone = random.chance(0.7) ? samplePhone(st, index) : null;
      const withPhoto = random.chance(0.85);
      const key = sampleAgentKey(st, index);
      rows.push({
        hashid: `s${st.toLowerCase()}${String(index).padStart(3, "0")}x`,
        ownerUserId: null,
        isSample: true,
        name: sampleAgentName(st, index),
        email: `${key.toLowerCase()}@example.com`,
        phone,
        brokerage: `${SAMPLE_OFFICE_NAME} of ${stateName}`,
        licenseNumber: `SAMPLE-${st}-${String(100000 + stateIndex * 1000 + index)}`,
        licenseState: st,
        counties: served,
        states: [st],
        specialities,
        languages,
        bio,
        samplePhoto: withPhoto ? `${stateIndex * 1000 + index}.svg` : null,
        listAgentKey: index <= LISTED_AGENTS_PER_STATE ? key : null,
        listOfficeKey: `SAMPLE-OFFICE-${st}`,
        // A little off the place's internal point, so a city's agents do not all sit on one spot.
        latitude: home.latitude + random.range(-0.03, 0.03),
        longitude: home.longitude + random.range(-0.03, 0.03),
        completeness: profileCompleteness({ photo: withPhoto, bio, specialities, languages, phone, counties: served }),
        emailConfirmedAt: SAMPLE_CONFIRMED_AT,
        // Generated by the site itself: nothing for the operator to check.
        identityReview: "approved",
        identitySubmittedAt: SAMPLE_CONFIRMED_AT,
        identityReviewedAt: SAMPLE_CONFIRMED_AT,
        createdAt: SAMPLE_CONFIRMED_AT,
        updatedAt: SAMPLE_CONFIRMED_AT,
      });
    }
  });
  // Approved as they are: their MLS keys are the sample listings' own.
  return rows.map((row) => ({ ...row, approvedIdentity: identityOf({ ...row, listAgentKey: row.listAgentKey ?? null }) }));
}

/**
 * Sample agents into an empty agents table (any agent, sample or real, means the directory has
 * its own: none are added). The same rows every time; a racing instance's duplicates are skipped.
 */
export async function seedSampleAgents(db: Database): Promise<number> {
  const existing = await db.select({ id: schema.agents.id }).from(schema.agents).limit(1);
  if (existing.length > 0) return 0;
  const rows = generateSampleAgents();
  return db.transaction(async (tx) => {
    const inserted = await insertJsonRows(tx, schema.agents, rows);
    await tx.execute(sql`analyze agents`);
    return inserted;
  });
}
