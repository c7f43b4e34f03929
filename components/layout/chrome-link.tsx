"use client";

import type { ComponentProps } from "react";

import { IntentLink } from "./intent-link";

/**
 * IntentLink for the site's chrome (header and footer), a client reference that only the (site)
 * layout may use. Why a module of its own: Next's client reference manifest puts the (site)
 * layout, its not-found boundary and the home page in one group (`app`, route groups being left
 * out) and merges their entries in build order, each entry mapping a client component to all of
 * its own chunks. While the chrome used IntentLink directly, the home page's entry, which uses it
 * too, won: every page that did not use IntentLink itself (privacy policy, contact, offers,
 * sign-in, ...) loaded the home page's 2.2 KB gzip chunk (the quick calculator) for the header's
 * links. Used only by the layout, this module resolves to the layout's chunks, which every page
 * loads anyway. (The not-found boundary, also in every page's payload and later in that merge,
 * keeps to plain links for the same reason.)
 */
export function ChromeLink(props: ComponentProps<typeof IntentLink>) {
  return <IntentLink {...props} />;
}
