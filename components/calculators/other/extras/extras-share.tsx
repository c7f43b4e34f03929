"use client";

import { useState } from "react";

import { shareUrl, ShareActionsView } from "@/components/calculators/ui/share-actions";
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
 * Share and print for a page with extra inputs: the framework's share panel (ShareActionsView)
 * with the link carrying the page's extra fields too, so it shows exactly these numbers.
 */
export function ExtrasShareActions({ path, params }: ExtrasShareActionsProps) {
  const calculator = useCalculatorStore();
  const extras = useExtrasStore();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const currentQuery = () => {
    const query = scenarioToSearchParams(calculator.getState(), params);
    for (const [name, value] of extrasToParams(extras.spec, extras.getValues() as ExtraValues<ExtraSpec>)) query.set(name, value);
    return query;
  };
  const scenarioLink = () => shareUrl("", path, currentQuery());
  const onShare = async () => {
    const url = shareUrl(window.location.origin, path, currentQuery());
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied. Anyone who opens it sees these numbers.");
    } catch {
      setStatus("Copy the link below to share these numbers.");
    }
  };

  return <ShareActionsView link={link} status={status} onShare={() => void onShare()} onPrint={() => window.print()} scenarioLink={scenarioLink} />;
}
