import type { JsonLdObject } from "@/lib/seo/structured-data";

/**
 * Serializes JSON-LD for a <script> element. `<` is escaped so text such as "</script>" inside
 * an answer can never close the element early (the JSON stays equivalent: \u003c is "<").
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A `<script type="application/ld+json">` block; a Server Component (no client JavaScript). */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  // dangerouslySetInnerHTML because React escapes text children of <script>, which would
  // corrupt the JSON; the string is produced by serializeJsonLd above, never by user input.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
