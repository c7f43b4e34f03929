// Saved homes through GraphQL against a real database: sign-in required, each user sees and
// changes only their own, idempotent mutations, unknown hashids, batched isFavorite.
import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { Kind, parse, print, visit, type ASTNode, type FragmentDefinitionNode } from "graphql";

import { favoriteLoader } from "@/lib/server/listings/favorites-service";

import { setUpApi } from "./support/api";
import { bearer, call, errorCode, signUp } from "./support/accounts";
import { insertListings, testRecord, type InsertedListing } from "./support/listing-rows";

let env: Awaited<ReturnType<typeof setUpApi>>;
let homes: InsertedListing[];
let offMarket: InsertedListing;

beforeAll(async () => {
  env = await setUpApi();
  homes = await insertListings(
    env.database.handle.db,
    [1, 2, 3, 4].map((n) => testRecord({ ListPrice: 300_000 + n * 10_000, City: "Favtown", Latitude: 30 + n / 10, Longitude: -135 })),
  );
  const off = await insertListings(env.database.handle.db, [testRecord({ City: "Favtown", Latitude: 30.9, Longitude: -135 })], { offMarketAt: new Date() });
  offMarket = off[0]!;
});
afterAll(async () => {
  await env.tearDown();
});

const FAVORITE = "mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid isFavorite } }";
const UNFAVORITE = "mutation ($hashid: ID!) { unfavoriteListing(hashid: $hashid) { hashid isFavorite } }";
const MINE = "query ($page: Int) { myFavoriteListings(page: $page) { page pageSize total items { hashid isFavorite offMarket payment { monthlyPayment } } } }";
const ONE = "query ($hashid: ID!) { listing(hashid: $hashid) { hashid isFavorite } }";

type Page = { total: number; items: { hashid: string; isFavorite: boolean; offMarket: boolean; payment: { monthlyPayment: number } }[] };

async function mine(token: string, page = 1): Promise<Page> {
  const res = await call(MINE, { page }, bearer(token));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.myFavoriteListings as Page;
}

describe("saved homes", () => {
  it("needs a signed-in user", async () => {
    const list = await call(MINE);
    expect(errorCode(list.body)).toBe("UNAUTHENTICATED");
    expect(list.status).toBe(401);
    expect(errorCode((await call(FAVORITE, { hashid: homes[0]!.hashid })).body)).toBe("UNAUTHENTICATED");
    expect(errorCode((await call(UNFAVORITE, { hashid: homes[0]!.hashid })).body)).toBe("UNAUTHENTICATED");
    // Reading a listing signed out works; it is simply not saved.
    expect((await call(ONE, { hashid: homes[0]!.hashid })).body.data!.listing).toEqual({ hashid: homes[0]!.hashid, isFavorite: false });
  });

  it("saves idempotently, lists newest saved first, and keeps each user's own", async () => {
    const alice = await signUp({ name: "Alice" });
    const bob = await signUp({ name: "Bob" });

    const first = await call(FAVORITE, { hashid: homes[0]!.hashid }, bearer(alice.accessToken));
    expect(first.body.data!.favoriteListing).toEqual({ hashid: homes[0]!.hashid, isFavorite: true });
    await call(FAVORITE, { hashid: homes[0]!.hashid }, bearer(alice.accessToken));
    await call(FAVORITE, { hashid: homes[2]!.hashid }, bearer(alice.accessToken));
    await call(FAVORITE, { hashid: offMarket.hashid }, bearer(alice.accessToken));
    await call(FAVORITE, { hashid: homes[1]!.hashid }, bearer(bob.accessToken));

    const a = await mine(alice.accessToken);
    expect(a.total).toBe(3);
    expect(a.items.map((i) => i.hashid)).toEqual([offMarket.hashid, homes[2]!.hashid, homes[0]!.hashid]);
    expect(a.items.every((i) => i.isFavorite)).toBe(true);
    expect(a.items[0]!.offMarket).toBe(true);
    expect(a.items[1]!.payment.monthlyPayment).toBeGreaterThan(0);

    const b = await mine(bob.accessToken);
    expect(b.items.map((i) => i.hashid)).toEqual([homes[1]!.hashid]);

    // Bob cannot see Alice's saves through isFavorite, nor undo them.
    expect((await call(ONE, { hashid: homes[0]!.hashid }, bearer(bob.accessToken))).body.data!.listing).toEqual({
      hashid: homes[0]!.hashid,
      isFavorite: false,
    });
    const bobUndo = await call(UNFAVORITE, { hashid: homes[0]!.hashid }, bearer(bob.accessToken));
    expect(bobUndo.body.data!.unfavoriteListing).toEqual({ hashid: homes[0]!.hashid, isFavorite: false });
    expect((await mine(alice.accessToken)).total).toBe(3);

    // Unsaving twice is fine.
    for (let i = 0; i < 2; i++) {
      const undo = await call(UNFAVORITE, { hashid: homes[2]!.hashid }, bearer(alice.accessToken));
      expect(undo.body.data!.unfavoriteListing).toEqual({ hashid: homes[2]!.hashid, isFavorite: false });
    }
    expect((await mine(alice.accessToken)).items.map((i) => i.hashid)).toEqual([offMarket.hashid, homes[0]!.hashid]);

    const rows = await env.database.handle.db.execute(sql`select count(*)::int as n from favorite_listings`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it("unknown or malformed hashids: NOT_FOUND, nothing saved", async () => {
    const carol = await signUp({ name: "Carol" });
    for (const hashid of ["zzzzzzzz", "bad!", homes[0]!.hashid + "x"]) {
      expect(errorCode((await call(FAVORITE, { hashid }, bearer(carol.accessToken))).body)).toBe("NOT_FOUND");
      expect(errorCode((await call(UNFAVORITE, { hashid }, bearer(carol.accessToken))).body)).toBe("NOT_FOUND");
    }
    expect((await mine(carol.accessToken)).total).toBe(0);
  });

  it("isFavorite on a search page comes from one query per page", async () => {
    const dave = await signUp({ name: "Dave" });
    await call(FAVORITE, { hashid: homes[3]!.hashid }, bearer(dave.accessToken));
    const res = await call(
      "query { listings(dto: { geoRectangle: { south: 29, north: 31, west: -136, east: -134 }, sort: PRICE_ASC }) { total items { hashid isFavorite } } }",
      {},
      bearer(dave.accessToken),
    );
    const items = (res.body.data!.listings as { items: { hashid: string; isFavorite: boolean }[] }).items;
    expect(items.map((i) => i.isFavorite)).toEqual(homes.map((h) => h === homes[3]));

    // The loader the resolver uses, on the real database, with its selects counted.
    const realDb = env.database.handle.db;
    let selects = 0;
    const counted = new Proxy(realDb, {
      get(target, property, receiver) {
        if (property === "select") selects += 1;
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const userRows = ((await realDb.execute(sql`select id from users where name = 'Dave'`)) as unknown as { rows: { id: string }[] }).rows;
    const userId = userRows[0]!.id;
    const isSaved = favoriteLoader(counted, userId);
    const answers = await Promise.all(homes.map((h) => isSaved(h.id)));
    expect(answers).toEqual([false, false, false, true]);
    expect(selects).toBe(1);
    expect(errorCode((await call(MINE, { page: 0 }, bearer(dave.accessToken))).body)).toBe("BAD_USER_INPUT");
  });

  it("a search with a token that does not verify: the homes come, and only isFavorite says UNAUTHENTICATED", async () => {
    const search = (fields: string) =>
      call(
        `query { listings(dto: { geoRectangle: { south: 29, north: 31, west: -136, east: -134 }, sort: PRICE_ASC }) { total items { ${fields} } } }`,
        {},
        bearer("not-a-token"),
      );
    const plain = await search("hashid");
    expect(plain.body.errors).toBeUndefined();
    expect((plain.body.data!.listings as { total: number }).total).toBe(homes.length);
    const saved = await search("hashid isFavorite");
    expect(errorCode(saved.body)).toBe("UNAUTHENTICATED");
  });

  it("the client's own documents (graphql/operations/listings) run within the API's limits", async () => {
    const folder = path.join(process.cwd(), "graphql/operations/listings");
    const fragments = parse(fs.readFileSync(path.join(folder, "listing-fragments.graphql"), "utf8")).definitions.filter(
      (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
    );
    // As the client sends them: each operation with the fragments it spreads, and theirs.
    const doc = (name: string) => {
      const operation = parse(fs.readFileSync(path.join(folder, name), "utf8"));
      const used = new Map<string, FragmentDefinitionNode>();
      const spreadsOf = (node: ASTNode) => {
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.find((candidate) => candidate.name.value === spread.name.value);
            if (!fragment || used.has(fragment.name.value)) return;
            used.set(fragment.name.value, fragment);
            spreadsOf(fragment);
          },
        });
      };
      spreadsOf(operation);
      return print({ ...operation, definitions: [...operation.definitions, ...used.values()] });
    };
    const erin = await signUp({ name: "Erin" });
    const auth = bearer(erin.accessToken);
    const hashid = homes[0]!.hashid;
    const fav = await call(doc("favorite-listing.graphql"), { hashid }, auth);
    expect(fav.body.data!.favoriteListing).toEqual({ hashid, isFavorite: true });
    const search = await call(
      doc("search-listings.graphql"),
      { dto: { geoRectangle: { south: 29, north: 31, west: -136, east: -134 } }, page: 1, pageSize: 24 },
      auth,
    );
    expect(search.body.errors).toBeUndefined();
    expect((search.body.data!.listings as { total: number }).total).toBe(4);
    // The map's own document (its fragment is in the file) at the API's largest page size.
    const map = await call(
      fs.readFileSync(path.join(folder, "map-listings.graphql"), "utf8"),
      { dto: { geoRectangle: { south: 29, north: 31, west: -136, east: -134 } }, page: 1, pageSize: 100 },
      auth,
    );
    expect(map.body.errors).toBeUndefined();
    const points = map.body.data!.listings as { total: number; items: { hashid: string; payment: { monthlyPayment: number } }[] };
    expect(points.total).toBe(4);
    expect(points.items.every((item) => item.payment.monthlyPayment > 0)).toBe(true);
    const one = await call(doc("listing-favorite.graphql"), { hashid }, auth);
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data!.listing).toEqual({ hashid, isFavorite: true });
    // A page of cards asks once for all its hearts: in the order asked, null for an unknown home.
    const page = await call(doc("listing-favorites.graphql"), { hashids: [homes[1]!.hashid, hashid, "unknown0", homes[2]!.hashid] }, auth);
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.listingsByHashid).toEqual([
      { hashid: homes[1]!.hashid, isFavorite: false },
      { hashid, isFavorite: true },
      null,
      { hashid: homes[2]!.hashid, isFavorite: false },
    ]);
    // Signed out, nothing is saved; more than 100 at once is refused and reads nothing.
    const anonymous = await call(doc("listing-favorites.graphql"), { hashids: [hashid] });
    expect(anonymous.body.data!.listingsByHashid).toEqual([{ hashid, isFavorite: false }]);
    const tooMany = await call(doc("listing-favorites.graphql"), { hashids: Array.from({ length: 101 }, () => hashid) }, auth);
    expect(errorCode(tooMany.body)).toBe("BAD_USER_INPUT");
    // Saved homes price each home for the visitor's listing loan, to the cent as the search's card does.
    const scenario = { calcType: "FHA" as const, downPaymentPercent: 10, ratePercent: 6.5, term: 360, creditScore: 700 };
    const saved = await call(doc("my-favorite-listings.graphql"), { page: 1, scenario }, auth);
    expect(saved.body.errors).toBeUndefined();
    const savedItems = (saved.body.data!.myFavoriteListings as { items: { hashid: string; scenarioPayment: { monthlyPayment: number } }[] }).items;
    expect(savedItems.map((i) => i.hashid)).toEqual([hashid]);
    const carded = await call(
      doc("search-listings.graphql"),
      { dto: { geoRectangle: { south: 29, north: 31, west: -136, east: -134 }, payment: scenario }, page: 1, pageSize: 24 },
      auth,
    );
    const card = (carded.body.data!.listings as { items: { hashid: string; payment: { monthlyPayment: number } }[] }).items.find((i) => i.hashid === hashid);
    expect(card?.payment.monthlyPayment).toBe(savedItems[0]!.scenarioPayment.monthlyPayment);
    const bad = await call(doc("my-favorite-listings.graphql"), { page: 1, scenario: { ...scenario, ratePercent: 99 } }, auth);
    expect(errorCode(bad.body)).toBe("BAD_USER_INPUT");
    const unfav = await call(doc("unfavorite-listing.graphql"), { hashid }, auth);
    expect(unfav.body.data!.unfavoriteListing).toEqual({ hashid, isFavorite: false });
  });
});
