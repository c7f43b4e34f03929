"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

import { NO_MAP_PROVIDER_NOTICE, TILES_FAILED_NOTICE } from "@/components/listings/map/map-notice";
import type { MapPoint, MapTiles } from "@/components/listings/map/map-types";

import styles from "./listing-detail.module.css";

// The search page's Leaflet map (outlines, the provider's tiles when configured), loaded only
// when the map comes near the screen: it never counts in the page's first-load JavaScript.
const LeafletMap = dynamic(() => import("@/components/listings/map/leaflet-map").then((m) => m.LeafletMap), {
  ssr: false,
  loading: () => <p className="field-hint">Loading the map…</p>,
});

export interface ListingMapProps {
  point: MapPoint | null;
  tiles: MapTiles | null;
}

/**
 * The map of one home, below its payment and facts. The section is rendered on the server (its
 * heading and, without coordinates, why there is no map); the map itself loads when scrolled
 * near, and without a maps provider it says so and draws the outlines, as the search's does.
 */
export function ListingMap({ point, tiles }: ListingMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const el = frame.current;
    if (!el || !point) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [point]);

  return (
    <section aria-labelledby="listing-map" className={styles.map}>
      <h2 id="listing-map">Map</h2>
      {point ? (
        <>
          {tiles ? null : (
            <p className="field-hint" data-testid="map-no-provider">
              {NO_MAP_PROVIDER_NOTICE}
            </p>
          )}
          {tilesFailed ? <p className="notice notice-warning">{TILES_FAILED_NOTICE}</p> : null}
          <div ref={frame} className={styles.mapFrame}>
            {near ? (
              <LeafletMap
                points={[point]}
                pointsKey={point.hashid}
                area={null}
                tiles={tiles}
                fitMaxZoom={14}
                label={`Map of ${point.address}. Arrow keys move the map, plus and minus zoom.`}
                onTilesFailed={() => setTilesFailed(true)}
              />
            ) : (
              <p className="field-hint">The map loads as you scroll to it.</p>
            )}
          </div>
        </>
      ) : (
        <p className="field-hint">The listing gives no location, so there is no map of this home.</p>
      )}
    </section>
  );
}
