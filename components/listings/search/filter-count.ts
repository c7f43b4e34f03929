import type { ListingSearch } from "@/lib/listings/search";

/**
 * How many filters a search sets, for the phone's "Filters (N set)" control: each price bound,
 * bedrooms, bathrooms, the home types (one filter however many are ticked), each year bound,
 * the place (state, county or ZIP code), the payment maximum and the map area. The loan is not
 * a filter (it is shown on its own); neither is the sort.
 */
export function filtersSet(search: ListingSearch): number {
  const given = (value: unknown) => value !== null && value !== undefined && value !== "";
  let count = 0;
  for (const value of [search.priceMin, search.priceMax, search.bedroomsTotalMin, search.bathroomsTotalMin, search.yearBuiltMin, search.yearBuiltMax]) {
    if (given(value)) count += 1;
  }
  if ((search.propertyTypes?.length ?? 0) > 0) count += 1;
  if (given(search.state) || given(search.county) || given(search.zip)) count += 1;
  if (given(search.monthlyPaymentMax)) count += 1;
  if (search.geoRectangle) count += 1;
  return count;
}

/** "Filters (2 set)", "Filters (none set)". */
export function filtersLabel(count: number): string {
  return `Filters (${count === 0 ? "none" : count} set)`;
}
