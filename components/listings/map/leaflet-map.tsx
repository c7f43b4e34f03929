"use client";

import "leaflet/dist/leaflet.css";

import L from "leaflet";
import { useEffect, useRef } from "react";
import Supercluster from "supercluster";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

import { formatMoney } from "@/components/calculators/ui/format";
import type { GeoRectangle } from "@/lib/listings/search";

import styles from "./map.module.css";
import type { MapPoint, MapTiles } from "./map-types";

/** The lower 48 states: the view when there is nothing else to show. */
const US_BOUNDS = L.latLngBounds([24.4, -125], [49.5, -66.9]);
/** County outlines from this zoom on (the 840 KB file loads only then). */
const COUNTY_ZOOM = 7;
/** A moved map searches its rectangle this long after the last move. */
const MOVE_DEBOUNCE_MS = 450;
/** Tiles that fail before any loads: the provider is unreachable, the outlines stay. */
const TILE_FAILURES = 4;

type Outline = "states" | "counties";
const outlineFiles = new Map<Outline, Promise<GeoJSON.FeatureCollection>>();

/** State or county outlines as GeoJSON, fetched once per visit from the site (app/map-outlines). */
function loadOutline(name: Outline): Promise<GeoJSON.FeatureCollection> {
  let pending = outlineFiles.get(name);
  if (!pending) {
    pending = fetch(`/map-outlines/${name}/`)
      .then((response) => {
        if (!response.ok) throw new Error(`Outlines ${name}: status ${response.status}`);
        return response.json() as Promise<Topology>;
      })
      .then((topology) => {
        const object = topology.objects[name] as GeometryCollection;
        return feature(topology, object);
      });
    pending.catch(() => outlineFiles.delete(name));
    outlineFiles.set(name, pending);
  }
  return pending;
}

/** "$450K", "$1.2M": short enough for a marker. */
function shortPrice(dollars: number): string {
  if (dollars >= 1_000_000) return `$${(Math.round(dollars / 100_000) / 10).toString()}M`;
  return `$${Math.round(dollars / 1000)}K`;
}

function toRectangle(bounds: L.LatLngBounds): GeoRectangle {
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    south: clamp(bounds.getSouth(), 90),
    west: clamp(bounds.getWest(), 180),
    north: clamp(bounds.getNorth(), 90),
    east: clamp(bounds.getEast(), 180),
  };
}

function rectangleBounds(r: GeoRectangle): L.LatLngBounds {
  return L.latLngBounds([r.south, r.west], [r.north, r.east]);
}

/** A marker's popup, built as elements (listing text never goes through HTML parsing). */
function popupContent(point: MapPoint): HTMLElement {
  const box = document.createElement("div");
  box.className = styles.popup ?? "";
  if (point.isSample) {
    const label = document.createElement("p");
    label.className = styles.sample ?? "";
    label.textContent = "Sample listing";
    box.append(label);
  }
  const link = document.createElement("a");
  link.href = point.href ?? `/listings/${point.hashid}/`;
  link.textContent = formatMoney(point.listPrice);
  const title = document.createElement("p");
  title.className = styles.popupPrice ?? "";
  title.append(link);
  const payment = document.createElement("p");
  payment.textContent = `${formatMoney(point.monthlyPayment)}/mo`;
  const facts = document.createElement("p");
  facts.textContent = point.facts;
  const address = document.createElement("p");
  address.textContent = point.address;
  box.append(title, payment, facts, address);
  return box;
}

export interface LeafletMapProps {
  points: readonly MapPoint[];
  /** Changes with the search the points belong to. */
  pointsKey: string;
  /** The searched rectangle, if any. */
  area: GeoRectangle | null;
  tiles: MapTiles | null;
  /** The visitor moved or zoomed the map (debounced); programmatic moves are not reported. */
  onMove?: (area: GeoRectangle) => void;
  onTilesFailed: () => void;
  /** The map region's accessible name (the search's by default). */
  label?: string;
  /** The closest zoom used to frame the points (12 for a search; closer for one home). */
  fitMaxZoom?: number;
}

interface MapState {
  map: L.Map;
  markers: L.LayerGroup;
  index: Supercluster<MapPoint> | null;
  /** True while the code itself moves the map. */
  quiet: boolean;
  /**
   * True from a change of the map's size until the move it brings: Leaflet keeps the centre and
   * ends the move 200 ms later, so a window resized or turned shows more or less of the same
   * search, which stays as the visitor set it.
   */
  resized: boolean;
  /** The last rectangle reported, to tell our own area from one set elsewhere. */
  reported: string;
}

/**
 * The Leaflet map: state outlines (county outlines from zoom 7) drawn from us-atlas as the
 * basemap, which needs no network beyond the site, the maps provider's raster tiles on top when
 * configured, and the homes as markers clustered by supercluster. The container has a label and
 * Leaflet's own keyboard handling (arrows pan, +/- zoom); Tab moves on, so it is no trap.
 */
export function LeafletMap({
  points,
  pointsKey,
  area,
  tiles,
  onMove,
  onTilesFailed,
  label = "Map of the homes found (the list is the same results). Arrow keys move the map, plus and minus zoom.",
  fitMaxZoom = 12,
}: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<MapState | null>(null);
  const callbacks = useRef({ onMove, onTilesFailed });
  useEffect(() => {
    callbacks.current = { onMove, onTilesFailed };
  });

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomSnap: 0.5, minZoom: 3, maxZoom: 18, keyboard: true, worldCopyJump: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const markers = L.layerGroup().addTo(map);
    const state: MapState = { map, markers, index: null, quiet: false, resized: false, reported: "" };
    stateRef.current = state;
    const quietly = (move: () => void) => {
      state.quiet = true;
      try {
        move();
      } finally {
        state.quiet = false;
      }
    };
    quietly(() => (area ? map.fitBounds(rectangleBounds(area), { animate: false }) : map.fitBounds(US_BOUNDS, { animate: false })));

    let live = true;
    const outlineStyle: L.PathOptions = tiles
      ? { color: "#1a2421", weight: 1, opacity: 0.6, fill: false, interactive: false }
      : { color: "#4a5852", weight: 1, fillColor: "#fbfdfc", fillOpacity: 1, interactive: false };
    loadOutline("states").then(
      (geo) => {
        if (live) L.geoJSON(geo, { style: outlineStyle, interactive: false, attribution: "Outlines: U.S. Census Bureau" }).addTo(map).bringToBack();
      },
      () => undefined,
    );
    let counties: L.GeoJSON | null = null;
    const showCounties = () => {
      if (map.getZoom() < COUNTY_ZOOM) {
        counties?.remove();
        return;
      }
      if (counties) {
        if (!map.hasLayer(counties)) counties.addTo(map);
        return;
      }
      loadOutline("counties").then(
        (geo) => {
          if (!live || counties) return;
          counties = L.geoJSON(geo, { style: { color: "#7b8a84", weight: 0.6, fill: false, interactive: false }, interactive: false });
          if (map.getZoom() >= COUNTY_ZOOM) counties.addTo(map);
        },
        () => undefined,
      );
    };

    if (tiles) {
      let loaded = false;
      let failures = 0;
      const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
      layer.on("tileload", () => {
        loaded = true;
      });
      layer.on("tileerror", () => {
        failures += 1;
        if (!loaded && failures >= TILE_FAILURES && map.hasLayer(layer)) {
          map.removeLayer(layer);
          callbacks.current.onTilesFailed();
        }
      });
      layer.addTo(map);
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const render = () => renderMarkers(state);
    map.on("zoomend", showCounties);
    map.on("resize", () => {
      state.resized = true;
    });
    map.on("moveend", () => {
      render();
      // The code's own moves leave the flag for the resize's move, which may come after them.
      if (state.quiet) return;
      if (state.resized) {
        state.resized = false;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        const rectangle = toRectangle(map.getBounds());
        state.reported = JSON.stringify(rectangle);
        callbacks.current.onMove?.(rectangle);
      }, MOVE_DEBOUNCE_MS);
    });
    showCounties();

    return () => {
      live = false;
      clearTimeout(timer);
      map.remove();
      stateRef.current = null;
    };
    // The map is built once; later changes arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only
  }, []);

  // An area set elsewhere (back/forward): show it.
  useEffect(() => {
    const state = stateRef.current;
    if (!state || !area) return;
    const text = JSON.stringify(area);
    if (text === state.reported) return;
    state.reported = text;
    state.quiet = true;
    try {
      state.map.fitBounds(rectangleBounds(area), { animate: false });
    } finally {
      state.quiet = false;
    }
  }, [area]);

  // New results: index them, and frame them when the search is not an area of the map.
  useEffect(() => {
    const state = stateRef.current;
    if (!state) return;
    const index = new Supercluster<MapPoint>({ radius: 60, maxZoom: 16 });
    index.load(points.map((p) => ({ type: "Feature", geometry: { type: "Point", coordinates: [p.longitude, p.latitude] }, properties: p })));
    state.index = index;
    if (!area && points.length > 0) {
      const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
      state.quiet = true;
      try {
        state.map.fitBounds(bounds.pad(0.1), { animate: false, maxZoom: fitMaxZoom });
      } finally {
        state.quiet = false;
      }
    }
    renderMarkers(state);
    // `pointsKey` names the search; `area` is read as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the result set
  }, [pointsKey, points]);

  return <div ref={containerRef} className={styles.map} role="region" aria-label={label} data-testid="listings-map" />;
}

function renderMarkers(state: MapState): void {
  const { map, markers, index } = state;
  markers.clearLayers();
  if (!index) return;
  const b = map.getBounds();
  const zoom = Math.round(map.getZoom());
  for (const item of index.getClusters(
    [Math.max(-180, b.getWest()), Math.max(-85, b.getSouth()), Math.min(180, b.getEast()), Math.min(85, b.getNorth())],
    zoom,
  )) {
    const [lng, lat] = item.geometry.coordinates as [number, number];
    const props = item.properties;
    if ("cluster" in props && props.cluster) {
      const id = props.cluster_id;
      const icon = L.divIcon({ className: styles.cluster, html: String(props.point_count), iconSize: [40, 40] });
      L.marker([lat, lng], { icon, keyboard: false, title: `${props.point_count} homes` })
        .on("click", () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18)))
        .addTo(markers);
    } else {
      const point = props as MapPoint;
      const icon = L.divIcon({ className: styles.marker, html: shortPrice(point.listPrice), iconSize: [56, 24] });
      L.marker([lat, lng], { icon, keyboard: false, title: point.address }).bindPopup(popupContent(point)).addTo(markers);
    }
  }
}
