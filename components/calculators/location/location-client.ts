"use client";

import { useEffect, useState } from "react";

import type { StateLocation } from "@/lib/calculator/location-types";

/** Address of a state's location data (a static JSON file built by app/calculator-data). */
export function stateDataUrl(code: string): string {
  return `/calculator-data/states/${encodeURIComponent(code)}/`;
}

/** Address of the ZIP table for a 3-digit ZIP prefix. */
export function zipDataUrl(prefix: string): string {
  return `/calculator-data/zip/${encodeURIComponent(prefix)}/`;
}

// A cache of static reference files (never user data), shared by every calculator on the page.
const states = new Map<string, Promise<StateLocation>>();
const zipPrefixes = new Map<string, Promise<Record<string, string>>>();

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (status ${response.status}).`);
  return (await response.json()) as T;
}

/** Remembers data the server already sent, so it is never fetched again. */
export function primeStateLocation(data: StateLocation): void {
  if (!states.has(data.code)) states.set(data.code, Promise.resolve(data));
}

/** A state's counties, limits and defaults; loaded once per visit. A failed load is retried next time. */
export function loadStateLocation(code: string): Promise<StateLocation> {
  let pending = states.get(code);
  if (!pending) {
    pending = getJson<StateLocation>(stateDataUrl(code));
    pending.catch(() => states.delete(code));
    states.set(code, pending);
  }
  return pending;
}

/** The 5-digit ZIP code's primary county (FIPS), or null when the ZIP code is not a known one. */
export async function lookupZipCounty(zip: string): Promise<string | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  const prefix = zip.slice(0, 3);
  let pending = zipPrefixes.get(prefix);
  if (!pending) {
    pending = getJson<Record<string, string>>(zipDataUrl(prefix)).catch((error: unknown) => {
      zipPrefixes.delete(prefix);
      // A prefix with no ZIP codes is a 404: that ZIP code simply does not exist.
      if (error instanceof Error && error.message.includes("status 404")) return {};
      throw error;
    });
    zipPrefixes.set(prefix, pending);
  }
  return (await pending)[zip] ?? null;
}

/** What the state picker shows: the data, or that it is loading or failed. */
export type StateLocationStatus = { status: "ready"; data: StateLocation } | { status: "loading" } | { status: "error"; message: string };

/**
 * The location data of `code`, starting from what the server rendered (`initial`), loading
 * another state's file when the state changes (a restored or newly chosen state).
 */
export function useStateLocation(code: string, initial: StateLocation): StateLocationStatus {
  const [loaded, setLoaded] = useState<{ code: string; result: StateLocationStatus }>({ code: initial.code, result: { status: "ready", data: initial } });

  useEffect(() => {
    primeStateLocation(initial);
  }, [initial]);

  useEffect(() => {
    if (loaded.code === code) return;
    let live = true;
    loadStateLocation(code).then(
      (data) => {
        if (live) setLoaded({ code, result: { status: "ready", data } });
      },
      () => {
        if (live) setLoaded({ code, result: { status: "error", message: "The county list could not be loaded. Check your connection and try again." } });
      },
    );
    return () => {
      live = false;
    };
  }, [code, loaded.code]);

  return loaded.code === code ? loaded.result : { status: "loading" };
}

/** A county in a picker. */
export interface CountyOption {
  readonly value: string;
  readonly label: string;
}

/** The county picker's list for a state: its options, or that it is loading or failed. */
export type CountyList = { state: string; options: readonly CountyOption[] } | { state: string; loading: true } | { state: string; error: string };

/**
 * The counties of `state` as picker options, starting from the ones the server rendered for
 * `initialState` (the no-JavaScript form has them) and loading another state's file when the
 * chosen state changes. `valueOf` picks the option value: the county key ("LOS ANGELES") or
 * its 5-digit FIPS. `errorMessage` is shown when the file cannot be loaded.
 */
export function useCountyList(
  state: string,
  initialState: string,
  initialOptions: readonly CountyOption[],
  valueOf: "key" | "fips",
  errorMessage: string,
): CountyList {
  const [list, setList] = useState<CountyList>({ state: initialState, options: initialOptions });

  useEffect(() => {
    if (list.state === state || state === "") return;
    let live = true;
    loadStateLocation(state).then(
      (data) => {
        if (live) setList({ state, options: data.counties.map((c) => ({ value: c[valueOf], label: c.name })) });
      },
      () => {
        if (live) setList({ state, error: errorMessage });
      },
    );
    return () => {
      live = false;
    };
  }, [state, list.state, valueOf, errorMessage]);

  return list.state === state ? list : { state, loading: true };
}
