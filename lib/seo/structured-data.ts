/**
 * schema.org structured data builders for the JSON-LD blocks every calculator, chart and
 * content page carries (FAQPage, BreadcrumbList, WebApplication). Pure functions: they return
 * plain objects that `JsonLd` serializes; URLs are made absolute from SITE_URL because search
 * engines ignore relative `item`/`url` values.
 */
import { isValidElement, type ReactNode } from "react";

import { routeFor, SECTION_TITLES, SITE_NAME } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLdObject = { "@context"?: string; "@type": string } & Record<string, unknown>;

export interface BreadcrumbItem {
  /** Visible name of the crumb. */
  name: string;
  /** Site path with a trailing slash (e.g. "/refinance/"), or a path with a #fragment. */
  path: string;
}

export interface FaqEntry {
  question: string;
  /** Plain-text answer (rich answers are flattened with `nodeText` before they get here). */
  answer: string;
}

/** The absolute URL of a site path, on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/**
 * Flattens a React node to its text, so an FAQ answer written as JSX (links, emphasis) gives
 * the same words to search engines as to readers. Elements contribute their children's text;
 * booleans, null and undefined contribute nothing.
 */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return node;
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => nodeText(child)).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return "";
}

/** Collapses runs of whitespace that JSX line breaks leave in flattened text. */
function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** schema.org FAQPage for a list of questions and answers. */
export function faqPageSchema(entries: readonly FaqEntry[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: tidy(entry.question),
      acceptedAnswer: { "@type": "Answer", text: tidy(entry.answer) },
    })),
  };
}

/** schema.org BreadcrumbList; positions start at 1 as the vocabulary requires. */
export function breadcrumbListSchema(items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * The breadcrumb trail of a registered page: Home, its section (linking to that section of the
 * all-calculators menu) and the page itself. Pages of the home section get Home and the page.
 */
export function breadcrumbTrail(path: string): BreadcrumbItem[] {
  const route = routeFor(path);
  const trail: BreadcrumbItem[] = [{ name: "Home", path: "/" }];
  if (route.path === "/") return trail;
  if (route.section !== "home") {
    trail.push({ name: SECTION_TITLES[route.section], path: `/menu/#menu-${route.section}` });
  }
  trail.push({ name: route.title, path: route.path });
  return trail;
}

export interface WebApplicationOptions {
  /** Overrides the registry title (defaults to the route's title). */
  name?: string;
  /** Overrides the registry description. */
  description?: string;
  /** schema.org applicationCategory; calculators are finance applications. */
  category?: string;
}

/**
 * schema.org WebApplication for a calculator or chart page, from the route registry: free
 * (offer price 0 USD), runs in any browser, published by the site.
 */
export function webApplicationSchema(path: string, options: WebApplicationOptions = {}): JsonLdObject {
  const route = routeFor(path);
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: options.name ?? route.title,
    description: options.description ?? route.description,
    url: absoluteUrl(route.path),
    applicationCategory: options.category ?? "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires a modern web browser. Works without JavaScript.",
    isAccessibleForFree: true,
    inLanguage: "en-US",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/") },
  };
}

/** schema.org Organization: the site's publisher, with its logo. */
export function organizationSchema(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-192.png"),
  };
}

/**
 * schema.org WebSite with its SearchAction: search engines may offer a search box that lands on
 * the site search (/find/?q=...).
 */
export function webSiteSchema(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    inLanguage: "en-US",
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/") },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/find/")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The schema.org page types of registered pages that are neither calculators nor articles. */
export type WebPageType = "WebPage" | "AboutPage" | "CollectionPage" | "SearchResultsPage" | "ContactPage";

/** schema.org WebPage (or a subtype) of a registered page, from the route registry. */
export function webPageSchema(path: string, type: WebPageType = "WebPage"): JsonLdObject {
  const route = routeFor(path);
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteUrl("/") },
  };
}
