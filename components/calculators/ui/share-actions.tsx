"use client";

import { useState } from "react";

import { useCalculatorStore } from "@/lib/calculator/provider";
import { scenarioToSearchParams, type ScenarioParam } from "@/lib/calculator/scenario";

import styles from "./calculator.module.css";

export interface ShareActionsProps {
  /** The page's static path; the link is this path with the scenario's query. */
  path: string;
  /** The scenario parameters this calculator uses (a link carries only those). */
  params: readonly ScenarioParam[];
}

/** The share link of the inputs in force: the page's address with the scenario (DESIGN §3.1). */
export function shareUrl(origin: string, path: string, query: URLSearchParams): string {
  const search = query.toString();
  return `${origin}${path}${search ? `?${search}` : ""}`;
}

/**
 * Share and print. "Copy link" builds the link from the inputs in force when pressed (the
 * component never re-renders while typing), copies it and also shows it, selectable, for
 * browsers that refuse the clipboard. "Print" opens the print dialog; the print stylesheet
 * shows the inputs, the results and the yearly schedule without the controls.
 */
export function ShareActions({ path, params }: ShareActionsProps) {
  const store = useCalculatorStore();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const onShare = async () => {
    const url = shareUrl(window.location.origin, path, scenarioToSearchParams(store.getState(), params));
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied. Anyone who opens it sees these numbers.");
    } catch {
      setStatus("Copy the link below to share these numbers.");
    }
  };

  return (
    <div className={`no-print ${styles.panel}`}>
      <h2>Share or print</h2>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void onShare()}>
          Copy link to these numbers
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <noscript>
        <p>To share these numbers, press Update results and copy the page address; to print, use your browser&apos;s print command.</p>
      </noscript>
      <p className={styles.status} role="status">
        {status}
      </p>
      {link ? (
        <>
          <label htmlFor="share-url" className="visually-hidden">
            Link to these numbers
          </label>
          <input id="share-url" className={styles.shareUrl} readOnly value={link} onFocus={(event) => event.target.select()} data-share-url="" />
        </>
      ) : null}
    </div>
  );
}
