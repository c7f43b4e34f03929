"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useState } from "react";

import { factsLine, placeLine, type HomeTypeLabels } from "@/components/listings/search/listing-result-card";
import type { ListingSearchClient } from "@/components/listings/search/search-client";
import { DEFAULT_LISTING_LOAN, withLoan } from "@/lib/listings/assumptions";
import type { GeoRectangle, ListingSearch } from "@/lib/listings/search";

import styles from "./map.module.css";
import { NO_MAP_PROVIDER_NOTICE, TILES_FAILED_NOTICE } from "./map-notice";
import { MAP_POINT_LIMIT, type MapPoint, type MapTiles } from "./map-types";

// Leaflet, its stylesheet, the outlines and the clustering load only when the map is shown.
const LeafletMap = dynamic(() => import("./leaflet-map").then((m) => m.LeafletMap), {
  ssr: false,
  loading: () => <p className={styles.loading}>Loading the map…</p>,
});

export interface MapPanelProps {
  search: ListingSearch;
  client: ListingSearchClient;
  tiles: MapTiles | null;
  labels: HomeTypeLabels;
  /** The visitor moved the map with "Search this area" on: search that rectangle. */
  onArea: (area: GeoRectangle | null) => void;
}

type Points = { key: string; total: number; points: readonly MapPoint[] } | { key: string; error: string };

/**
 * The map beside the list: shown at once on wide screens, behind "Show map" on phones. It draws
 * the homes of the current search (up to MAP_POINT_LIMIT markers, clustered) and, with "Search
 * this area" on, moving it searches the rectangle on screen. The list stays the accessible way
 * through the results; the map is an extra view of them.
 */
export function MapPanel({ search, client, tiles, labels, onArea }: MapPanelProps) {
  // Rendered in the browser only (ssr: false), so the screen width is known at once.
  const [open, setOpen] = useState(() => window.matchMedia("(min-width: 64rem)").matches);
  const [searchArea, setSearchArea] = useState(true);
  const [points, setPoints] = useState<Points | null>(null);
  const [tileNotice, setTileNotice] = useState("");
  const regionId = useId();
  const key = JSON.stringify(search);

  useEffect(() => {
    if (!open) return;
    let live = true;
    client.fetchPoints(search, MAP_POINT_LIMIT).then(
      (page) => {
        if (!live) return;
        const mapped: MapPoint[] = [];
        for (const card of page.items) {
          if (card.latitude === null || card.longitude === null) continue;
          mapped.push({
            hashid: card.hashid,
            latitude: card.latitude,
            longitude: card.longitude,
            listPrice: card.listPrice,
            monthlyPayment: card.monthlyPayment,
            isSample: card.isSample,
            facts: factsLine(card, labels),
            address: `${card.streetAddress}, ${placeLine(card)}`,
            href: withLoan(`/listings/${card.hashid}/`, search.payment ?? DEFAULT_LISTING_LOAN),
          });
        }
        setPoints({ key, total: page.total, points: mapped });
      },
      () => {
        if (live) setPoints({ key, error: "The map's homes could not be loaded; the list still works." });
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for `search` (a new object on every render of the parent).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the search's content
  }, [open, key, client, labels]);

  const current = points && points.key === key ? points : null;
  const shown = current && "points" in current ? current : null;

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <button type="button" className="button button-secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
          {open ? "Hide map" : "Show map"}
        </button>
        {open ? (
          <label className={styles.check}>
            <input type="checkbox" checked={searchArea} onChange={(event) => setSearchArea(event.target.checked)} /> Search this area when I move the map
          </label>
        ) : null}
        {search.geoRectangle && open ? (
          <button type="button" className={styles.linkButton} onClick={() => onArea(null)}>
            Search everywhere again
          </button>
        ) : null}
      </div>
      <div id={regionId} hidden={!open}>
        {open ? (
          // The notes are drawn over the map's box, not above it: they come after the map's code
          // and its homes, and in the flow each would push the map and the results down.
          <div className={styles.mapBox}>
            <div className={styles.notes}>
              {current && "error" in current ? <p className="notice notice-warning">{current.error}</p> : null}
              {tileNotice ? <p className="notice notice-warning">{tileNotice}</p> : null}
              {tiles ? null : (
                <p className="field-hint" data-testid="map-no-provider">
                  {NO_MAP_PROVIDER_NOTICE}
                </p>
              )}
              {shown && shown.total > shown.points.length ? (
                <p className="field-hint">
                  The map shows {shown.points.length} of the {shown.total} homes found; zoom in or narrow the search to see each one.
                </p>
              ) : null}
            </div>
            <LeafletMap
              points={shown?.points ?? []}
              pointsKey={shown?.key ?? ""}
              area={search.geoRectangle ?? null}
              tiles={tiles}
              onMove={(area) => {
                if (searchArea) onArea(area);
              }}
              onTilesFailed={() => setTileNotice(TILES_FAILED_NOTICE)}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
