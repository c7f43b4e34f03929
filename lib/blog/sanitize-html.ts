/**
 * HTML sanitizer for blog bodies from either source: an allow-list over a real HTML parser.
 *
 * parse5 parses the input exactly as a browser's HTML parser would (the WHATWG algorithm), so
 * what we check is what a browser would build; we then keep only allowed elements and
 * attributes and re-serialize, so nothing the parser did not understand reaches the page.
 * - Removed with their content: script, style, iframe, object, embed, form controls, svg, math,
 *   template, noscript and the other elements in DROP_WITH_CONTENT.
 * - Any other element not in ALLOWED is unwrapped (its children are kept).
 * - Attributes: only those allowed for the element; never `on*`, `style`, `class` (except a
 *   `language-*` class on code), `id` or `data-*`.
 * - URLs (href, src, cite): http, https, mailto and tel, or relative; anything else (javascript:,
 *   data:, vbscript:, ...) drops the attribute. Images take http(s) or relative only.
 * - h1 becomes h2 (the page has its own h1); h2 and h3 get ids made from their text, so the
 *   article can link to its sections.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type Parse5Node = DefaultTreeAdapterTypes.ChildNode;
type Parse5Element = DefaultTreeAdapterTypes.Element;

/** Elements that survive sanitizing. */
export const ALLOWED_TAGS = [
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6",
  "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup",
  "code", "pre", "kbd", "samp", "blockquote", "q", "cite", "abbr", "time",
  "ul", "ol", "li", "dl", "dt", "dd",
  "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  "div", "span",
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** A node of a sanitized body: what the page renders and the feed serializes. */
export type SanitizedNode =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "element"; readonly tag: AllowedTag; readonly attrs: Readonly<Record<string, string>>; readonly children: readonly SanitizedNode[] };

const ALLOWED = new Set<string>(ALLOWED_TAGS);

const DROP_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "template", "noscript", "noembed", "noframes",
  "form", "input", "button", "select", "option", "optgroup", "textarea", "datalist", "output", "fieldset", "legend", "label",
  "svg", "math", "canvas", "audio", "video", "source", "track", "picture", "map", "area", "portal",
  "head", "title", "meta", "link", "base", "xmp", "plaintext", "dialog", "slot",
]);

const VOID = new Set(["br", "hr", "img"]);

/** Attributes allowed on every kept element. */
const GLOBAL_ATTRIBUTES = new Set(["title", "lang", "dir"]);

const ELEMENT_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, ReadonlySet<string>>>> = {
  a: new Set(["href", "hreflang"]),
  img: new Set(["src", "alt", "width", "height"]),
  ol: new Set(["start", "reversed", "type"]),
  li: new Set(["value"]),
  th: new Set(["colspan", "rowspan", "scope", "abbr"]),
  td: new Set(["colspan", "rowspan"]),
  blockquote: new Set(["cite"]),
  q: new Set(["cite"]),
  abbr: new Set([]),
  time: new Set(["datetime"]),
  code: new Set(["class"]),
};

const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);

/** Deeper nesting than this keeps only the text (no real article nests 100 elements). */
const MAX_DEPTH = 100;

/**
 * The scheme of a URL as a browser would read it (lower case), or null for a relative URL.
 * Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"),
 * so they are removed before looking.
 */
export function urlScheme(url: string): string | null {
  const compact = Array.from(url)
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("");
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  return match ? match[1]!.toLowerCase() : null;
}

function isSafeUrl(value: string, schemes: ReadonlySet<string>): boolean {
  const scheme = urlScheme(value);
  // Relative URLs (including protocol-relative "//host/...", which is http or https) are safe.
  return scheme === null || schemes.has(scheme);
}

function cleanAttributes(tag: AllowedTag, element: Parse5Element): Record<string, string> {
  const allowed = ELEMENT_ATTRIBUTES[tag];
  const out: Record<string, string> = {};
  for (const { name, value } of element.attrs) {
    const key = name.toLowerCase();
    if (!GLOBAL_ATTRIBUTES.has(key) && !allowed?.has(key)) continue;
    if (URL_ATTRIBUTES.has(key)) {
      if (!isSafeUrl(value, tag === "img" ? IMAGE_SCHEMES : LINK_SCHEMES)) continue;
      out[key] = value.trim();
      continue;
    }
    if (key === "class") {
      // Only a code block's language, for readers and highlighters.
      const language = value.split(/\s+/).find((name) => /^language-[a-z0-9+#-]{1,30}$/i.test(name));
      if (language) out[key] = language;
      continue;
    }
    if (key === "width" || key === "height" || key === "colspan" || key === "rowspan" || key === "start" || key === "value") {
      if (/^\d{1,5}$/.test(value.trim())) out[key] = value.trim();
      continue;
    }
    if (key === "dir" && !/^(ltr|rtl|auto)$/i.test(value)) continue;
    if (key === "scope" && !/^(row|col|rowgroup|colgroup)$/i.test(value)) continue;
    if (key === "type" && !/^[1aAiI]$/.test(value)) continue;
    out[key] = value;
  }
  return out;
}

function textOf(nodes: readonly SanitizedNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : textOf(node.children))).join("");
}

function cleanChildren(nodes: readonly Parse5Node[], depth: number): SanitizedNode[] {
  const out: SanitizedNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === "#text") {
      const text = (node as DefaultTreeAdapterTypes.TextNode).value;
      const last = out.at(-1);
      if (last?.type === "text") out[out.length - 1] = { type: "text", text: last.text + text };
      else if (text !== "") out.push({ type: "text", text });
      continue;
    }
    if (node.nodeName === "#comment" || node.nodeName === "#documentType" || !("tagName" in node)) continue;
    const element = node as Parse5Element;
    const name = element.tagName.toLowerCase();
    // Only HTML elements: an <a> inside (dropped) SVG never gets here, but be explicit.
    if (element.namespaceURI !== "http://www.w3.org/1999/xhtml" || DROP_WITH_CONTENT.has(name)) continue;
    const children = depth >= MAX_DEPTH ? [] : cleanChildren(element.childNodes, depth + 1);
    const tag = (name === "h1" ? "h2" : name) as AllowedTag;
    if (!ALLOWED.has(tag) || depth >= MAX_DEPTH) {
      // Unwrap: keep what is inside (or, past the depth limit, its text).
      const inner = depth >= MAX_DEPTH ? [{ type: "text" as const, text: plainTextOfParse5(element) }] : children;
      for (const child of inner) {
        const last = out.at(-1);
        if (child.type === "text" && last?.type === "text") out[out.length - 1] = { type: "text", text: last.text + child.text };
        else if (child.type !== "text" || child.text !== "") out.push(child);
      }
      continue;
    }
    const attrs = cleanAttributes(tag, element);
    if (tag === "img" && !attrs.src) continue;
    if (tag === "img") attrs.alt ??= "";
    out.push({ type: "element", tag, attrs, children: VOID.has(tag) ? [] : children });
  }
  return out;
}

function plainTextOfParse5(node: Parse5Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!("childNodes" in node) || !("tagName" in node)) return "";
  if (DROP_WITH_CONTENT.has(node.tagName.toLowerCase())) return "";
  return node.childNodes.map((child) => plainTextOfParse5(child)).join("");
}

/** A URL-fragment id for a heading's text: "How long does MIP last?" -> "how-long-does-mip-last". */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "section"
  );
}

function addHeadingIds(nodes: readonly SanitizedNode[], used: Map<string, number>): SanitizedNode[] {
  return nodes.map((node) => {
    if (node.type === "text") return node;
    if (node.tag === "h2" || node.tag === "h3") {
      const base = headingId(textOf(node.children));
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      return { ...node, attrs: { ...node.attrs, id: seen === 0 ? base : `${base}-${seen + 1}` } };
    }
    return { ...node, children: addHeadingIds(node.children, used) };
  });
}

/** Parses untrusted HTML and returns the sanitized tree (see the module comment for the rules). */
export function sanitizeHtml(html: string): SanitizedNode[] {
  const fragment = parseFragment(html);
  return addHeadingIds(cleanChildren(fragment.childNodes, 0), new Map());
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\u00a0/g, "&nbsp;");
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Serializes a sanitized tree to HTML (the feed's content, and tests). */
export function serializeSanitized(nodes: readonly SanitizedNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeText(node.text);
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      if (VOID.has(node.tag)) return `<${node.tag}${attrs}>`;
      return `<${node.tag}${attrs}>${serializeSanitized(node.children)}</${node.tag}>`;
    })
    .join("");
}

/** The visible text of a sanitized tree, blocks separated by spaces (reading time, excerpts). */
export function sanitizedText(nodes: readonly SanitizedNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.text : ` ${sanitizedText(node.children)} `))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Convenience: untrusted HTML in, safe HTML out. */
export function sanitizeHtmlToString(html: string): string {
  return serializeSanitized(sanitizeHtml(html));
}
