import type { Source } from "@/lib/mortgage/sources";

import styles from "./other.module.css";

/** One source in words: publisher, title, year and when it applies. */
export function sourceText(source: Source): string {
  return `${source.publisher}, ${source.title} (${source.year}; ${source.effective})`;
}

/** "Source: ..." under a table or figure, naming each source with its year (docs/architecture.md, Official figures). */
export function SourceNote({ sources, children }: { sources: readonly Source[]; children?: React.ReactNode }) {
  return (
    <p className={styles.source}>
      {sources.length === 1 ? "Source: " : "Sources: "}
      {sources.map((source, index) => (
        <span key={source.title}>
          {index > 0 ? "; " : ""}
          {source.url ? <a href={source.url}>{sourceText(source)}</a> : sourceText(source)}
        </span>
      ))}
      .{children ? <> {children}</> : null}
    </p>
  );
}
