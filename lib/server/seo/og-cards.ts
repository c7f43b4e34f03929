import "server-only";

import { listingAddressLine } from "@/lib/listings/structured-data";
import { formatHomeSummary, formatPrice } from "@/lib/listings/format";
import type { ListingDetail } from "@/lib/listings/types";
import { findRoute } from "@/lib/routes";
import { postCard, routeCard, tagCard, type OgCard } from "@/lib/seo/og-image";
import { readBlog } from "@/lib/server/blog/blog-service";
import { getDatabase } from "@/lib/server/db/database";
import { getListingByHashid } from "@/lib/server/listings/listing-service";
import { getPublishedAgent } from "@/lib/server/agents/agent-service";

/**
 * What each kind of page puts on its share image. The page's metadata and the image route call
 * the same functions (lib/seo/og-image.ts for pages, posts and tags; listingCard here), so the
 * version in the image's address matches the image served.
 */

/** A listing: its address, with price and size. */
export function listingCard(
  listing: Pick<
    ListingDetail,
    "streetAddress" | "city" | "stateOrProvince" | "postalCode" | "listPrice" | "bedroomsTotal" | "bathroomsTotalInteger" | "livingArea"
  >,
): OgCard {
  const summary = formatHomeSummary(listing);
  return { title: listingAddressLine(listing), subtitle: [formatPrice(listing.listPrice), summary].filter(Boolean).join(" · ") };
}

/** An agent's profile: their name, with brokerage and where they work. */
export function agentOgCard(agent: { readonly name: string; readonly brokerage: string; readonly licenseState: string }): OgCard {
  return { title: `${agent.name}, real estate agent`, subtitle: `${agent.brokerage} · licensed in ${agent.licenseState}` };
}

/**
 * The card of the page at `pagePath`, or null when there is no such page: a registered route, a
 * blog post, a blog tag or a listing. A blog that cannot answer gives null (the image is not
 * cached, the next request tries again).
 */
export async function cardForPage(pagePath: string): Promise<OgCard | null> {
  const route = findRoute(pagePath);
  if (route && !route.private) return routeCard(route);
  const segments = pagePath.split("/").filter(Boolean);
  if (segments[0] === "blog" && segments.length === 2 && segments[1]) {
    const slug = segments[1];
    const result = await readBlog((blog) => blog.getPost(slug));
    return result.ok && result.value ? postCard(result.value) : null;
  }
  if (segments[0] === "blog" && segments[1] === "tag" && segments.length === 3 && segments[2]) {
    const slug = segments[2];
    const result = await readBlog((blog) => blog.getTag(slug));
    return result.ok && result.value ? tagCard(result.value) : null;
  }
  if (segments[0] === "listings" && segments.length === 2 && segments[1]) {
    const { db } = await getDatabase();
    const listing = await getListingByHashid(db, segments[1]);
    return listing ? listingCard(listing) : null;
  }
  if (segments[0] === "agents" && segments.length === 2 && segments[1]) {
    const { db } = await getDatabase();
    const agent = await getPublishedAgent(db, segments[1]);
    return agent ? agentOgCard(agent) : null;
  }
  return null;
}
