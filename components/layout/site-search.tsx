"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type KeyboardEvent } from "react";

import type { InstantItem } from "@/components/search/instant-search";

type Engine = typeof import("@/components/search/instant-search");

const LIST_ID = "site-search-list";

/**
 * The header's search box: a GET form to /find/ (works without JavaScript), and with it a
 * WAI-ARIA combobox with instant results. Its engine and index load on first focus or input
 * (components/search/instant-search.ts), so the box adds only this file to first-load JS.
 * Keys: Down/Up move through the suggestions, Enter opens the one selected (or submits the
 * search), Escape closes the list, then clears the box.
 */
export function SiteSearch() {
  const router = useRouter();
  const engine = useRef<{ run: (q: string) => InstantItem[] } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<InstantItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [q, setQ] = useState("");

  const show = (value: string) => {
    const found = engine.current?.run(value) ?? [];
    setItems(found);
    setActive(-1);
    setOpen(value.trim() !== "");
  };

  const load = () => {
    if (engine.current) return;
    import("@/components/search/instant-search")
      .then(async (m: Engine) => {
        const docs = await m.loadIndex();
        engine.current = { run: (value) => m.instantResults(docs, value) };
        if (document.activeElement === input.current) show(input.current?.value ?? "");
      })
      // No index (offline, server error): the box still submits to /find/.
      .catch(() => undefined);
  };

  // The suggestions, then "all results" (the /find/ page) as the last option.
  const options =
    q.trim() === "" ? [] : [...items, { id: "all", label: "", title: `All results for “${q.trim()}”`, url: `/find/?${new URLSearchParams({ q: q.trim() })}` }];
  const expanded = open && options.length > 0;

  const go = (item: InstantItem) => {
    setOpen(false);
    router.push(item.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (!expanded) return step > 0 ? 0 : options.length - 1;
        const next = current + step;
        return next < 0 ? options.length - 1 : next >= options.length ? 0 : next;
      });
    } else if (event.key === "Escape") {
      // Escape closes the list first, then clears the box (as a search field's own Escape would).
      event.preventDefault();
      if (expanded) setOpen(false);
      else setQ("");
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    }
  };

  return (
    <form action="/find/" method="get" role="search" aria-label="Site" className="site-search">
      <label htmlFor="site-search-q" className="visually-hidden">
        Search calculators, articles and homes
      </label>
      <input
        ref={input}
        id="site-search-q"
        name="q"
        // A text box, not type="search": HTML allows role="combobox" (and so aria-expanded) on a
        // text input only (W3C's checker rejects it on a search input). inputMode and enterKeyHint
        // still give phones the search keyboard and its "search" key.
        type="text"
        inputMode="search"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-activedescendant={expanded && active >= 0 ? `${LIST_ID}-${active}` : undefined}
        value={q}
        onFocus={load}
        onChange={(event) => {
          setQ(event.target.value);
          load();
          show(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={LIST_ID} role="listbox" aria-label="Suggestions" hidden={!expanded}>
        {expanded
          ? options.map((item, index) => (
              <li
                key={item.id}
                id={`${LIST_ID}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(item)}
              >
                {item.label ? <span>{item.label}</span> : null}
                {item.title}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
