"use client";

import { useState } from "react";

import { useCalculatorStore } from "@/lib/calculator/provider";
import { scenarioToSearchParams, type ScenarioParam } from "@/lib/calculator/scenario";

import { ShareActionsView } from "./share-actions-view";

export { ShareActionsView, shareUrl } from "./share-actions-view";

export interface ShareActionsProps {
  /** The page's static path; the link is this path with the scenario's query. */
  path: string;
  /** The scenario parameters this calculator uses (a link carries only those). */
  params: readonly ScenarioParam[];
}

/** Builds and copies the share link of the inputs in force (see {@link ShareActionsView}). */
export function useShareLink(path: string, params: readonly ScenarioParam[]) {
  const store = useCalculatorStore();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const scenarioLink = () => {
    const query = scenarioToSearchParams(store.getState(), params).toString();
    return `${path}${query ? `?${query}` : ""}`;
  };
  const share = async () => {
    const url = `${window.location.origin}${scenarioLink()}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied. Anyone who opens it sees these numbers.");
    } catch {
      setStatus("Copy the link below to share these numbers.");
    }
  };
  return { link, status, share, scenarioLink };
}

/**
 * Share and print. "Copy link" builds the link from the inputs in force when pressed (the
 * component never re-renders while typing), copies it and also shows it, selectable, for
 * browsers that refuse the clipboard. "Print" opens the print dialog; the print stylesheet
 * shows the inputs, the results and the yearly schedule without the controls.
 */
export function ShareActions({ path, params }: ShareActionsProps) {
  const { link, status, share, scenarioLink } = useShareLink(path, params);
  return <ShareActionsView link={link} status={status} onShare={() => void share()} onPrint={() => window.print()} scenarioLink={scenarioLink} />;
}
