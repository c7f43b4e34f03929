/** Raster tiles of the maps provider, when one is configured (NEXT_PUBLIC_MAPS_API_KEY). */
export interface MapTiles {
  /** XYZ template with the key filled in ("https://.../{z}/{x}/{y}.png?key=..."). */
  readonly url: string;
  /** The provider's attribution (HTML allowed by the provider's terms, shown by Leaflet). */
  readonly attribution: string;
}

/** One marker: a home of the current results. */
export interface MapPoint {
  readonly hashid: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly listPrice: number;
  readonly monthlyPayment: number;
  readonly isSample: boolean;
  /** "3 bd · 2 ba · 1,850 sq ft · House". */
  readonly facts: string;
  /** "123 Main St, Austin, TX 78701". */
  readonly address: string;
  /** The listing page with the search's loan (lib/listings/assumptions.ts); its plain address otherwise. */
  readonly href?: string;
}

/** The most markers the map asks for at once (one lightweight request). */
export const MAP_POINT_LIMIT = 500;
