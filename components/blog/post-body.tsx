import { createElement, type ReactNode } from "react";

import { optimizableImageSrc } from "@/lib/blog/images";
import type { SanitizedNode } from "@/lib/blog/sanitize-html";

import styles from "./blog.module.css";
import { OptimizedImage } from "./optimized-image";

/** React's names for the HTML attributes the sanitizer keeps. */
const REACT_NAMES: Readonly<Record<string, string>> = {
  colspan: "colSpan",
  rowspan: "rowSpan",
  hreflang: "hrefLang",
  datetime: "dateTime",
  class: "className",
};

/** The article column: full width on narrow screens, 46rem at most. */
export const BODY_IMAGE_SIZES = "(max-width: 46rem) 100vw, 46rem";

function BodyImage({ attrs }: { attrs: Readonly<Record<string, string>> }) {
  const alt = attrs.alt ?? "";
  const src = attrs.src ? optimizableImageSrc(attrs.src, process.env) : null;
  // A host that is not configured cannot go through the image optimizer: link to the image instead.
  if (!src) return attrs.src ? <a href={attrs.src}>{alt || "Image"}</a> : null;
  const width = Number(attrs.width);
  const height = Number(attrs.height);
  if (width > 0 && height > 0) {
    return <OptimizedImage src={src} alt={alt} width={width} height={height} sizes={BODY_IMAGE_SIZES} className={styles.bodyImage} />;
  }
  return (
    <span className={styles.imageFrame}>
      <OptimizedImage src={src} alt={alt} sizes={BODY_IMAGE_SIZES} className={styles.coverImage} />
    </span>
  );
}

/** What the renderer remembers while walking the body: the last heading, and tables so far (unique region labels). */
interface RenderState {
  heading: string;
  tables: number;
}

function plainText(nodes: readonly SanitizedNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : plainText(node.children))).join("");
}

function render(nodes: readonly SanitizedNode[], keyPrefix: string, state: RenderState): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.type === "text") return node.text;
    if (node.tag === "img") return <BodyImage key={key} attrs={node.attrs} />;
    const props: Record<string, unknown> = { key };
    for (const [name, value] of Object.entries(node.attrs)) props[REACT_NAMES[name] ?? name] = name === "reversed" ? true : value;
    // Wide tables scroll inside their own box on narrow screens instead of widening the page.
    if (node.tag === "table") {
      state.tables += 1;
      const label = `Table ${state.tables}${state.heading ? `: ${state.heading}` : ""}`;
      return (
        <div key={key} className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
          {createElement(node.tag, { ...props, key: undefined }, ...render(node.children, key, state))}
        </div>
      );
    }
    if (/^h[2-6]$/.test(node.tag)) state.heading = plainText(node.children).trim();
    if (node.tag === "br" || node.tag === "hr") return createElement(node.tag, props);
    return createElement(node.tag, props, ...render(node.children, key, state));
  });
}

/**
 * A post's body from its sanitized tree: plain elements, except images through the image optimizer.
 * No dangerouslySetInnerHTML: the tree holds only allowed elements and attributes, and React
 * escapes the text.
 */
export function PostBody({ body }: { body: readonly SanitizedNode[] }) {
  return <div className={`prose ${styles.body}`}>{render(body, "b", { heading: "", tables: 0 })}</div>;
}
