"use client";

import { useState } from "react";

import { shareUrl } from "@/components/calculators/ui/share-actions";
import styles from "@/components/calculators/ui/calculator.module.css";
import { useCalculatorStore } from "@/lib/calculator/provider";
import { scenarioToSearchParams, type ScenarioParam } from "@/lib/calculator/scenario";

import { extrasToParams, type ExtraValues, type ExtraSpec } from "./extra-fields";
import { useExtrasStore } from "./extras-scope";

export interface ExtrasShareActionsProps {
  /** The page's static path. */
  path: string;
  /** The shared inputs the page uses (a link carries only those). */
  params: readonly ScenarioParam[];
}

/**
 * Share and print for a page with extra inputs: the framework's share link (ShareActions) with
 * the page's extra fields added, so a link shows exactly these numbers. Same markup and styles.
 */
export function ExtrasShareActions({ path, params }: ExtrasShareActionsProps) {
  const calculator = useCalculatorStore();
  const extras = useExtrasStore();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const onShare = async () => {
    const query = scenarioToSearchParams(calculator.getState(), params);
    for (const [name, value] of extrasToParams(extras.spec, extras.getValues() as ExtraValues<ExtraSpec>)) query.set(name, value);
    const url = shareUrl(window.location.origin, path, query);
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
