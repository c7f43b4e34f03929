/**
 * HTML sanitizer for blog bodies from either source: `sanitize-html` (a maintained allow-list
 * sanitizer, https://github.com/apostrophecms/sanitize-html) configured to the list below, then
 * the safe markup as a tree the page renders without dangerouslySetInnerHTML.
 * - Removed with their content: script, style, iframe, object, embed, form controls, svg, math,
 *   template, noscript and the other elements in DROP_WITH_CONTENT.
 * - Any other element not in ALLOWED_TAGS is unwrapped (its text is kept).
 * - Attributes: only those allowed for the element; never `on*`, `style`, `class` (except a
 *   `language-*` class on code), `id` or `data-*`.
 * - URLs (href, src, cite): http, https, mailto and tel, or relative; anything else (javascript:,
 *   data:, vbscript:, ...) drops the attribute. Images take http(s) or relative only.
 * - Elements nested deeper than MAX_DEPTH keep only their text (the parser is a streaming one,
 *   so a deep document costs no stack).
 * - h1 becomes h2 (the page has its own h1); h2 and h3 get ids made from their text, so the
 *   article can link to its sections.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import sanitize from "sanitize-html";

type Parse5Node = DefaultTreeAdapterTypes.ChildNode;
type Parse5Element = DefaultTreeAdapterTypes.Element;

/** Elements that survive sanitizing. */
export const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "code",
  "pre",
  "kbd",
  "samp",
  "blockquote",
  "q",
  "cite",
  "abbr",
  "time",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "div",
  "span",
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** A node of a sanitized body: what the page renders and the feed serializes. */
export type SanitizedNode =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "element"; readonly tag: AllowedTag; readonly attrs: Readonly<Record<string, string>>; readonly children: readonly SanitizedNode[] };

const ALLOWED = new Set<string>(ALLOWED_TAGS);

const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "form",
  "input",
  "button",
  "select",
  "option",
  "optgroup",
  "textarea",
  "datalist",
  "output",
  "fieldset",
  "legend",
  "label",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "source",
  "track",
  "picture",
  "map",
  "area",
  "portal",
  "head",
  "title",
  "meta",
  "link",
  "base",
  "xmp",
  "plaintext",
  "dialog",
  "slot",
];

const VOID = new Set(["br", "hr", "img"]);

/** Attributes allowed on every kept element. */
const GLOBAL_ATTRIBUTES = ["title", "lang", "dir"];

const ELEMENT_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  a: ["href", "hreflang"],
  img: ["src", "alt", "width", "height"],
  ol: ["start", "reversed", "type"],
  li: ["value"],
  th: ["colspan", "rowspan", "scope", "abbr"],
  td: ["colspan", "rowspan"],
  blockquote: ["cite"],
  q: ["cite"],
  time: ["datetime"],
};

const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
const IMAGE_SCHEMES = ["http", "https"];

/** Deeper nesting than this keeps only the text (no real article nests 100 elements). */
const MAX_DEPTH = 100;

/**
 * The scheme of a URL with every whitespace and control character taken out (lower case), or
 * null for a relative URL. Stricter than a browser, which ignores only ASCII whitespace and
 * controls: a URL that any trimming step could turn into `javascript:` is read as `javascript:`.
 */
export function urlScheme(url: string): string | null {
  const compact = url.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]+/gu, "");
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  return match ? match[1]!.toLowerCase() : null;
}

function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  const scheme = urlScheme(value);
  // Relative URLs (including protocol-relative "//host/...", which is http or https) are safe.
  return scheme === null || schemes.includes(scheme);
}

/** Checks the values of the attributes whose shape is known (sanitize-html checks names and schemes). */
function checkAttributeValues(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const out: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const key = name.toLowerCase();
    const trimmed = value.trim();
    if (URL_ATTRIBUTES.has(key)) {
      if (isSafeUrl(value, tagName === "img" ? IMAGE_SCHEMES : LINK_SCHEMES)) out[key] = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
      continue;
    }
    if (key === "width" || key === "height" || key === "colspan" || key === "rowspan" || key === "start" || key === "value") {
      if (/^\d{1,5}$/.test(trimmed)) out[key] = trimmed;
      continue;
    }
    if (key === "dir" && !/^(ltr|rtl|auto)$/i.test(value)) continue;
    if (key === "scope" && !/^(row|col|rowgroup|colgroup)$/i.test(value)) continue;
    if (key === "type" && !/^[1aAiI]$/.test(value)) continue;
    out[key] = value;
  }
  return { tagName, attribs: out };
}

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    "*": GLOBAL_ATTRIBUTES,
    ...Object.fromEntries(Object.entries(ELEMENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  },
  // Only a code block's language, for readers and highlighters.
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/i] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: MAX_DEPTH,
  transformTags: { h1: "h2", "*": checkAttributeValues },
};

/** The text of a parse5 subtree, walked without recursion (however deep it is). */
function plainTextOfParse5(root: Parse5Node): string {
  const parts: string[] = [];
  const stack: Parse5Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === "#text") parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
    else if ("childNodes" in node) for (let i = node.childNodes.length - 1; i >= 0; i -= 1) stack.push(node.childNodes[i]!);
  }
  return parts.join("");
}

function pushText(out: SanitizedNode[], text: string): void {
  const last = out.at(-1);
  if (last?.type === "text") out[out.length - 1] = { type: "text", text: last.text + text };
  else if (text !== "") out.push({ type: "text", text });
}

/** sanitize-html's output as a tree (parsed as a browser would parse it). */
function toTree(nodes: readonly Parse5Node[], depth: number): SanitizedNode[] {
  const out: SanitizedNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === "#text") {
      pushText(out, (node as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (!("tagName" in node)) continue;
    const element = node as Parse5Element;
    const tag = element.tagName.toLowerCase();
    // The parser may rebuild the markup (a table's tbody, a formatting element reopened): it
    // stays within the allow-list, and past the depth limit only the text is kept.
    if (!ALLOWED.has(tag) || depth >= MAX_DEPTH + 10) {
      pushText(out, plainTextOfParse5(element));
      continue;
    }
    const attrs = Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
    if (tag === "img" && !attrs.src) continue;
    if (tag === "img") attrs.alt ??= "";
    out.push({ type: "element", tag: tag as AllowedTag, attrs, children: VOID.has(tag) ? [] : toTree(element.childNodes, depth + 1) });
  }
  return out;
}

function textOf(nodes: readonly SanitizedNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : textOf(node.children))).join("");
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

/** Sanitizes untrusted HTML and returns the tree (see the module comment for the rules). */
export function sanitizeHtml(html: string): SanitizedNode[] {
  const safe = sanitize(html, SANITIZE_OPTIONS);
  return addHeadingIds(toTree(parseFragment(safe).childNodes, 0), new Map());
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
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
