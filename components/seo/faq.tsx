import type { ReactNode } from "react";

import { JsonLd } from "./json-ld";
import { faqPageSchema, nodeText } from "@/lib/seo/structured-data";

export interface FaqItem {
  question: string;
  /** The answer as shown: a string or JSX (paragraphs, lists, links). */
  answer: ReactNode;
  /** Plain text for the JSON-LD when flattening `answer` would read badly; optional. */
  answerText?: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  /** Section heading (an h2). */
  heading?: string;
  /** id of the heading, for in-page links and aria-labelledby. */
  id?: string;
}

/**
 * Frequently asked questions: an h2 section, each question an h3 followed by its answer,
 * plus the FAQPage JSON-LD built from the same items so the markup and the data never differ.
 */
export function Faq({ items, heading = "Frequently asked questions", id = "faq" }: FaqProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="prose">
      <h2 id={id}>{heading}</h2>
      {items.map((item) => (
        <div key={item.question}>
          <h3>{item.question}</h3>
          {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
        </div>
      ))}
      <JsonLd data={faqPageSchema(items.map((item) => ({ question: item.question, answer: item.answerText ?? nodeText(item.answer) })))} />
    </section>
  );
}
