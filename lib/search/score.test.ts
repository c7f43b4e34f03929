import type { BlogPostSummary } from "@/lib/blog/types";

import { decodeIndex, encodeIndex } from "./compact-index";
import { pageDocs, postDocs } from "./page-docs";
import { placeDocs, zipDoc, type PlaceCounts } from "./place-docs";
import { parseQuery } from "./query";
import { prepareDoc, rankDocs } from "./score";
import { normalizeText, queryTokens, stem } from "./tokenize";
import type { SearchDoc } from "./types";

const post = (slug: string, title: string, tags: string[]): BlogPostSummary => ({
  slug,
  title,
  description: "",
  publishedAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  tags: tags.map((name) => ({ slug: normalizeText(name).replace(/ /g, "-"), name })),
  authors: [],
  readingMinutes: 5,
});

// The eight articles of content/blog (titles and tags as published).
const POSTS = [
  post("fha-mip-how-long-it-lasts", "FHA mortgage insurance (MIP): what it costs and how long it lasts", ["FHA loans", "Mortgage insurance"]),
  post("how-much-house-can-i-afford", "How much house can I afford? The ratios lenders use", ["Affordability", "First-time buyers"]),
  post("loan-limits-2026", "2026 loan limits: conforming and FHA, explained", ["Loan limits", "FHA loans", "Conventional loans"]),
  post("pmi-how-to-remove-it", "PMI: what it costs and how to get rid of it", ["Conventional loans", "Mortgage insurance"]),
  post("points-and-rate-buydowns", "Mortgage points and rate buydowns: are they worth it?", ["Rates", "Closing costs"]),
  post("refinance-break-even", "Refinance break-even: when does a lower rate pay for itself?", ["Refinance"]),
  post("usda-loans-explained", "USDA loans: no down payment, and what they really cost", ["USDA loans", "Mortgage insurance"]),
  post("va-funding-fee-and-exemptions", "The VA funding fee: how much it is and who doesn't pay it", ["VA loans", "Closing costs"]),
];

const PLACES: PlaceCounts = {
  states: [
    { state: "CA", count: 620 },
    { state: "TX", count: 410 },
    { state: "NY", count: 300 },
    { state: "IL", count: 210 },
    { state: "VA", count: 130 },
  ],
  counties: [
    { fips: "06037", count: 240 },
    { fips: "17031", count: 110 },
    { fips: "48453", count: 70 },
  ],
  cities: [
    { city: "Los Angeles", state: "CA", count: 150, countyFips: "06037", bounds: { south: 33.8, north: 34.3, west: -118.6, east: -118.1 } },
    { city: "Beverly Hills", state: "CA", count: 3, countyFips: "06037", bounds: { south: 34.06, north: 34.1, west: -118.42, east: -118.38 } },
    { city: "Austin", state: "TX", count: 60, countyFips: "48453", bounds: { south: 30.1, north: 30.5, west: -97.9, east: -97.6 } },
    { city: "Chicago", state: "IL", count: 90, countyFips: "17031", bounds: { south: 41.6, north: 42.0, west: -87.9, east: -87.5 } },
    { city: "San Antonio", state: "TX", count: 80, countyFips: "48029", bounds: null },
  ],
};

// The agents directory's entry per state (lib/server/agents/agent-search-source.ts), as it reads.
const DIRECTORY: SearchDoc[] = ["California", "Texas", "New York", "Illinois", "Virginia", "Florida", "Ohio", "Georgia"].map((name) => ({
  id: `agents:${name}`,
  kind: "agent",
  title: `Real estate agents in ${name}`,
  url: `/agents/?state=${name}`,
  description: `Find a licensed agent in ${name}: FHA, VA, USDA and first-time buyer specialists, by city, county or ZIP code.`,
  keywords: ["agent", "agents", "realtor", "realtors", "real estate agent", name],
  codes: [],
  weight: 0.5,
}));

const DOCS = [...pageDocs(), ...postDocs(POSTS), ...placeDocs(PLACES), zipDoc("90210", 3, "Beverly Hills", "CA", "06037"), ...DIRECTORY].map(prepareDoc);

const first = (query: string) => rankDocs(query, DOCS)[0]?.doc.url;

describe("ranking: the first result a person expects", () => {
  it.each([
    ["fha", "/fha-loan-calculator/"],
    ["FHA", "/fha-loan-calculator/"],
    ["fha loan", "/fha-loan-calculator/"],
    ["va funding fee", "/va-funding-fee-chart/"],
    ["funding fee", "/va-funding-fee-chart/"],
    ["90210", "/listings/?zip=90210"],
    ["loan limits", "/loan-limits/"],
    ["conforming loan limit", "/loan-limits/"],
    ["fha limits", "/loan-limits/"],
    ["pmi", "/mortgage-calculator/"],
    ["remove pmi", "/blog/pmi-how-to-remove-it/"],
    ["refinance", "/refinance/"],
    ["refi", "/refinance/"],
    ["mip", "/fha-mortgage-insurance-premiums/"],
    ["how long does fha mip last", "/blog/fha-mip-how-long-it-lasts/"],
    ["usda", "/usda-loan-calculator/"],
    ["rural loan", "/usda-loan-calculator/"],
    ["va", "/va-loan-calculator/"],
    ["va irrrl", "/va-irrrl-calculator/"],
    ["va streamline refinance", "/va-irrrl-calculator/"],
    ["how much house can I afford", "/blog/how-much-house-can-i-afford/"],
    ["affordability", "/home-affordability-calculator/"],
    ["down payment", "/down-payment-calculator/"],
    ["mortgage rates", "/rates/"],
    ["mortgage calculator", "/mortgage-calculator/"],
    ["debt consolidation", "/debt-consolidation/"],
    ["va entitlement", "/va-entitlement-calculator/"],
    ["rate buydown", "/blog/points-and-rate-buydowns/"],
    ["rent or buy", "/rent-vs-buy-calculator/"],
    ["should i rent or buy", "/rent-vs-buy-calculator/"],
    ["arm", "/arm-calculator/"],
    ["adjustable rate", "/arm-calculator/"],
    ["5/6 arm", "/arm-calculator/"],
    ["discount points", "/mortgage-points-calculator/"],
    ["2-1 buydown", "/mortgage-points-calculator/"],
    ["homes for sale", "/listings/"],
    ["beverly hills", "/listings/?bounds=34.055%2C-118.425%2C34.105%2C-118.375"],
    ["Austin TX", "/listings/?bounds=30.095%2C-97.905%2C30.505%2C-97.595"],
    ["california", "/listings/?state=CA"],
    ["tx", "/listings/?state=TX"],
    ["Texas", "/listings/?state=TX"],
    ["los angeles county", "/listings/?state=CA&county=06037"],
    ["Cook County", "/listings/?state=IL&county=17031"],
    ["san antonio", "/listings/?state=TX&county=48029"],
    ["about", "/about/"],
    ["refin", "/refinance/"],
  ])("%s → %s", (query, url) => {
    expect(first(query)).toBe(url);
  });

  it("puts the affordability calculator right after the article that asks the question", () => {
    expect(rankDocs("how much house can I afford", DOCS)[1]?.doc.url).toBe("/home-affordability-calculator/");
  });

  it("ranks the VA loan calculator above Virginia for 'va', with Virginia still listed", () => {
    const urls = rankDocs("va", DOCS).map((hit) => hit.doc.url);
    expect(urls.indexOf("/va-loan-calculator/")).toBeLessThan(urls.indexOf("/listings/?state=VA"));
    expect(urls).toContain("/listings/?state=VA");
  });

  it("does not suggest homes in Virginia for 'va funding': the topic words rule", () => {
    const hits = rankDocs("va funding", DOCS);
    expect(hits[0]?.doc.url).toBe("/va-funding-fee-chart/");
    expect(hits.map((hit) => hit.doc.url)).not.toContain("/listings/?state=VA");
    // The header shows seven: pages and articles only.
    expect(rankDocs("va funding", DOCS, 7).filter((hit) => hit.doc.kind === "place" || hit.doc.kind === "agent")).toEqual([]);
  });

  it("ranks pages and articles above directory entries for a topic word, and caps the entries", () => {
    const hits = rankDocs("fha", DOCS);
    const kinds = hits.map((hit) => hit.doc.kind);
    const firstEntry = kinds.findIndex((kind) => kind === "agent" || kind === "place");
    const lastContent = kinds.map((kind) => kind !== "agent" && kind !== "place").lastIndexOf(true);
    expect(firstEntry === -1 || firstEntry > lastContent).toBe(true);
    expect(kinds.filter((kind) => kind === "agent").length).toBeLessThanOrEqual(3);
  });

  it("still finds the directory for its own words", () => {
    expect(rankDocs("virginia", DOCS).map((hit) => hit.doc.url)).toContain("/agents/?state=Virginia");
    expect(rankDocs("real estate agents", DOCS).filter((hit) => hit.doc.kind === "agent").length).toBe(DIRECTORY.length);
  });

  it("finds nothing for unrelated words, stopwords only or punctuation", () => {
    expect(rankDocs("zebra quantum", DOCS)).toEqual([]);
    expect(rankDocs("!!! ???", DOCS)).toEqual([]);
    expect(rankDocs("'; drop table listings; --", DOCS).length).toBeLessThan(DOCS.length);
  });
});

describe("tokenizer", () => {
  it("folds case, accents and punctuation and stems plurals", () => {
    expect(normalizeText("  Cañon City, CO!  ")).toBe("canon city co");
    expect(stem("limits")).toBe("limit");
    expect(stem("class")).toBe("class");
    expect(stem("90210s")).toBe("90210s");
    expect(queryTokens("How much house can I afford?")).toEqual(["much", "house", "afford"]);
    expect(queryTokens("in")).toEqual(["in"]);
    expect(queryTokens("fees fees FEE")).toEqual(["fee"]);
  });
});

describe("query validation", () => {
  it("accepts words and refuses blank, too long and punctuation-only queries with a message", () => {
    expect(parseQuery("  fha   loan ")).toEqual({ status: "ok", q: "fha loan" });
    expect(parseQuery(undefined).status).toBe("empty");
    expect(parseQuery("   ").status).toBe("empty");
    expect(parseQuery(["va", "fha"])).toEqual({ status: "ok", q: "va" });
    expect(parseQuery("x".repeat(101)).status).toBe("invalid");
    expect(parseQuery("%%%").status).toBe("invalid");
  });
});

describe("index builder", () => {
  it("round-trips documents through the compact index, with a content version", () => {
    const docs = [...pageDocs(), ...postDocs(POSTS), ...placeDocs(PLACES)];
    const index = encodeIndex(docs);
    const decoded = decodeIndex(JSON.parse(JSON.stringify(index)));
    expect(decoded?.version).toBe(index.version);
    expect(decoded?.docs.map((d) => [d.kind, d.title, d.url])).toEqual(docs.map((d) => [d.kind, d.title, d.url]));
    expect(encodeIndex(docs.slice(1)).version).not.toBe(index.version);
    expect(decodeIndex({ format: 99, version: "x", docs: [] })).toBeNull();
    expect(decodeIndex("nonsense")).toBeNull();
  });

  it("leaves private pages and the search itself out, and labels kinds by section", () => {
    const urls = pageDocs().map((d) => d.url);
    expect(urls).not.toContain("/saved-homes/");
    expect(urls).not.toContain("/find/");
    expect(pageDocs().find((d) => d.url === "/va-funding-fee-chart/")?.kind).toBe("chart");
    expect(pageDocs().find((d) => d.url === "/fha-loan-calculator/")?.kind).toBe("calculator");
  });

  it("links a ZIP without homes to its county's homes", () => {
    expect(zipDoc("90210", 0, null, null, "06037").url).toBe("/listings/?state=CA&county=06037");
  });
});
