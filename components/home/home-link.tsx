"use client";

import type { ComponentProps } from "react";

import { IntentLink } from "@/components/layout/intent-link";

/**
 * IntentLink, for the home page's own server components (its text and its route cards). Next
 * merges the client manifest of every page at the root of the app (the home page, whatever its
 * route groups) into every other page's manifest (flight-manifest-plugin: route groups are
 * dropped from the group name), and a client module both the home page and the site's layout
 * reference from the server took the home page's chunks there: 11 pages that never show the
 * home page loaded its chunk (2.2 KB gzip) for IntentLink. Through this boundary of its own the
 * home page references no module the layout references; IntentLink itself is one of its
 * dependencies, as in the layout's chunk.
 */
export function HomeLink(props: ComponentProps<typeof IntentLink>) {
  return <IntentLink {...props} />;
}
