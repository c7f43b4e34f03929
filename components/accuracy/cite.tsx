import type { Source } from "@/lib/mortgage/sources";

/** "Source: title, publisher (year); effective ...", under each table. */
export function Cite({ sources }: { sources: readonly Source[] }) {
  return (
    <p className="source">
      Source{sources.length > 1 ? "s" : ""}:{" "}
      {sources.map((s, i) => (
        <span key={s.title}>
          {i > 0 ? "; " : ""}
          {s.url ? <a href={s.url}>{s.title}</a> : s.title}, {s.publisher} ({s.year}; {s.effective}){s.official ? "" : ", not a government source"}
        </span>
      ))}
      .
    </p>
  );
}
