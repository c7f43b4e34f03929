/**
 * The listings map's raster tiles (components/listings/map). Off unless NEXT_PUBLIC_MAPS_API_KEY
 * holds a key: then tiles come from MapTiler's XYZ raster API, keyed by a query parameter, or
 * from MAPS_TILE_URL (a server variable, read per request, so tests point it at a local tile
 * server). Without tiles the map draws its own state and county outlines. Pure: the page and
 * the Content-Security-Policy (lib/security-headers.ts) both read it.
 */
import { isIntegrationOn } from "./integration";

/** MapTiler Streets, 256 px raster tiles; `{key}` is replaced by the API key. */
export const DEFAULT_TILE_URL = "https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={key}";

/** MapTiler's required attribution (its terms: MapTiler and OpenStreetMap contributors). */
export const DEFAULT_TILE_ATTRIBUTION =
  '<a href="https://www.maptiler.com/copyright/" target="_blank" rel="noopener">&copy; MapTiler</a> <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">&copy; OpenStreetMap contributors</a>';

export interface TileConfig {
  /** XYZ template with the key filled in. */
  readonly url: string;
  readonly attribution: string;
}

/** The tile configuration, or null when the maps integration is off. */
export function mapTilesFromEnv(env: Readonly<Record<string, string | undefined>>): TileConfig | null {
  const key = env.NEXT_PUBLIC_MAPS_API_KEY;
  if (!isIntegrationOn(key)) return null;
  const template = env.MAPS_TILE_URL?.trim() || DEFAULT_TILE_URL;
  return {
    url: template.replaceAll("{key}", encodeURIComponent(key.trim())),
    attribution: env.MAPS_TILE_ATTRIBUTION?.trim() || DEFAULT_TILE_ATTRIBUTION,
  };
}

/** The origin the tiles load from (for the CSP's img-src), or null when off or unparsable. */
export function mapTileOrigin(env: Readonly<Record<string, string | undefined>>): string | null {
  const tiles = mapTilesFromEnv(env);
  if (!tiles) return null;
  try {
    return new URL(tiles.url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}
