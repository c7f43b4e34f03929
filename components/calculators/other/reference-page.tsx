import type { ReactNode } from "react";

import { Breadcrumbs, Faq, JsonLd, webApplicationSchema, type FaqItem } from "@/components/seo";

import styles from "./other.module.css";

export interface ReferencePageProps {
  /** The page's registered path (breadcrumbs, JSON-LD). */
  path: string;
  /** The page's only h1. */
  heading: string;
  /** The lead paragraph(s) under the h1. */
  intro: ReactNode;
  children: ReactNode;
  faq: readonly FaqItem[];
  /** schema.org applicationCategory for the WebApplication JSON-LD. */
  category?: string;
}

/**
 * Layout of the chart and lookup pages (VA funding fee chart, FHA MIP, loan limits):
 * breadcrumbs, h1, intro, content, FAQ, and the WebApplication JSON-LD. A Server Component.
 */
export function ReferencePage({ path, heading, intro, children, faq, category }: ReferencePageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs path={path} />
      <h1>{heading}</h1>
      <div className={`prose ${styles.intro}`}>{intro}</div>
      {children}
      <Faq items={faq} />
      <JsonLd data={webApplicationSchema(path, category ? { category } : {})} />
    </div>
  );
}

/** Where a figure comes from: the publisher, the document and the year, under a table. */
export function SourceNote({ children }: { children: ReactNode }) {
  return <p className={styles.source}>{children}</p>;
}
