"use client";

import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";

import { useCalculatorStore } from "@/lib/calculator/provider";
import { sameValues } from "@/lib/calculator/same-values";
import { hasScenario } from "@/lib/calculator/scenario";
import { saveCalculatorInputs } from "@/lib/calculator/store";

import { extrasToParams, hasExtras, readExtras, restoreExtras, type ExtraSpec, type ExtraValue, type ExtraValues } from "./extra-fields";

/** Browser storage key of a page's extra inputs (one key per page, versioned like the store's). */
export function extrasStorageKey(page: string): string {
  return `hmh:calculator-extras:v1:${page}`;
}

interface ExtrasState {
  values: Record<string, ExtraValue>;
  set(name: string, value: ExtraValue): void;
  replace(values: Record<string, ExtraValue>): void;
}

const ExtrasContext = createContext<{ store: StoreApi<ExtrasState>; spec: ExtraSpec } | null>(null);

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ExtrasScopeProps<S extends ExtraSpec> {
  /** Page id for the storage key ("refinance"). */
  page: string;
  /** The page's static path: the address returns to it after the first edit of a shared link. */
  path: string;
  spec: S;
  /** What the server rendered with: the spec's first values, or the link's (the twin). */
  initial: ExtraValues<S>;
  /** The server read `initial` from the link: it wins over storage and is saved in its place. */
  fromLink: boolean;
  children: ReactNode;
}

/**
 * The page's extra inputs (see extra-fields.ts) beside the shared calculator store: rendered on
 * the server from `initial`, hydrated from the same values, then, before the first paint, a link's
 * values (which win and are saved) or the saved ones are applied. Every change is saved; the
 * first edit drops a shared link's query from the address, so a reload shows the edited inputs.
 * Must sit inside the calculator's `CalculatorScope`.
 */
export function ExtrasScope<S extends ExtraSpec>({ page, path, spec, initial, fromLink, children }: ExtrasScopeProps<S>) {
  const calculator = useCalculatorStore();
  const [store] = useState(() =>
    createStore<ExtrasState>()((set) => ({
      values: { ...initial },
      set: (name, value) => set((s) => (s.values[name] === value ? s : { values: { ...s.values, [name]: value } })),
      // Restored values equal to the current ones change nothing (no render after hydrating).
      replace: (values) => set((s) => (sameValues(s.values, values) ? s : { values })),
    })),
  );

  useLayoutEffect(() => {
    const key = extrasStorageKey(page);
    const save = (withShared: boolean) => {
      try {
        // Saved as link text (rates in percent, as typed): restoring reads it with the same readers.
        storage()?.setItem(key, JSON.stringify(Object.fromEntries(extrasToParams(spec, store.getState().values as ExtraValues<S>))));
        // After an edit, keep the shared inputs saved too, so the restore script hides the figures
        // on the next load until both are back (never before the provider has restored them).
        if (withShared) saveCalculatorInputs(calculator);
      } catch {
        // Storage full or blocked: the page keeps working, only without memory.
      }
    };
    const params = new URLSearchParams(window.location.search);
    if (fromLink) {
      save(false);
    } else if (hasExtras(spec, params) || hasScenario(params)) {
      // A link (even one carrying only shared inputs) shows exactly what it carries.
      store.getState().replace(readExtras(spec, params, store.getState().values as ExtraValues<S>));
      save(false);
    } else {
      try {
        const text = storage()?.getItem(key);
        if (text) store.getState().replace(restoreExtras(spec, JSON.parse(text), store.getState().values as ExtraValues<S>));
      } catch {
        // Unreadable saved data: keep the defaults.
      }
    }
    return store.subscribe((state, previous) => {
      if (state.values === previous.values) return;
      save(true);
    });
  }, [store, spec, page, fromLink, calculator]);

  useEffect(() => {
    // Subscribed after the restore above, so only edits arrive here.
    const unsubscribe = store.subscribe(() => {
      if (window.location.search !== "") window.history.replaceState(window.history.state, "", path + window.location.hash);
      unsubscribe();
    });
    return unsubscribe;
  }, [store, path]);

  return <ExtrasContext.Provider value={{ store, spec }}>{children}</ExtrasContext.Provider>;
}

function useExtrasContext() {
  const context = useContext(ExtrasContext);
  if (!context) throw new Error("Extra inputs must be used inside <ExtrasScope>.");
  return context;
}

/** The page's extra values (re-renders when any of them changes). */
export function useExtras<S extends ExtraSpec>(): ExtraValues<S> {
  const { store } = useExtrasContext();
  return useStore(store, (s) => s.values) as ExtraValues<S>;
}

/** Sets an extra input from typed text or a value: the field's reader sanitizes it. */
export function useSetExtra(): (name: string, value: string | ExtraValue) => void {
  const { store, spec } = useExtrasContext();
  return (name, value) => {
    const field = spec[name];
    if (!field) return;
    const read = typeof value === "string" ? field.read(value) : value;
    if (read !== null) store.getState().set(name, read);
  };
}

/** The store itself, for share links built on demand. */
export function useExtrasStore(): { getValues: () => Record<string, ExtraValue>; spec: ExtraSpec } {
  const { store, spec } = useExtrasContext();
  return { getValues: () => store.getState().values, spec };
}
