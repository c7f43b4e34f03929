import type { ReactNode } from "react";

import { AdSlot } from "@/components/ads/ad-slot";
import { Breadcrumbs, Faq, JsonLd, webApplicationSchema, type FaqItem } from "@/components/seo";
import { CalculatorRestoreScript } from "@/lib/calculator/restore-script";

import styles from "./calculator.module.css";

export interface CalculatorPageProps {
  /** The page's static, registered path ("/mortgage-calculator/"). */
  path: string;
  /** The page's one h1. */
  heading: string;
  /** One or two sentences under the heading. */
  intro: ReactNode;
  /** The calculator itself (inputs and results). */
  children: ReactNode;
  /** Explanatory sections after the calculator (h2 sections written for home buyers). */
  explainer?: ReactNode;
  /** Questions and answers; rendered with FAQPage JSON-LD. */
  faq: readonly FaqItem[];
  /**
   * Whether the page restores saved calculator inputs (default true): adds the inline script
   * that hides figures for the instant it takes, so a returning visitor never sees a flash.
   */
  restores?: boolean;
  /**
   * Chart pages only: an ad slot after the explanation, before the FAQ (components/ads). Never
   * set on calculators, so no ad sits among inputs and results.
   */
  contentAd?: boolean;
}

/**
 * The frame of every calculator page: breadcrumbs (with BreadcrumbList JSON-LD), the h1 and
 * intro, the calculator, the explanation and the FAQ (FAQPage JSON-LD), and the page's
 * WebApplication JSON-LD. A Server Component: only the calculator inside ships JavaScript.
 */
export function CalculatorPage({ path, heading, intro, children, explainer, faq, restores = true, contentAd = false }: CalculatorPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <div className="no-print">
        <Breadcrumbs path={path} />
      </div>
      <h1>{heading}</h1>
      <div className={styles.intro}>{intro}</div>
      {/* After the heading and intro: an inline script holds up the parser until the stylesheets
          are in, and the intro (the page's largest text) should be in the first paint. */}
      {restores ? <CalculatorRestoreScript /> : null}
      {children}
      {explainer ? <div className={`prose ${styles.explainer}`}>{explainer}</div> : null}
      {contentAd ? <AdSlot placement="chart" /> : null}
      <div className={`no-print ${styles.deferred}`}>
        <Faq items={faq} />
      </div>
      <JsonLd data={webApplicationSchema(path)} />
    </div>
  );
}
