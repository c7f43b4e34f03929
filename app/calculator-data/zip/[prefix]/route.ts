import { zipPrefixes, zipPrefixTable } from "@/lib/server/location/location-data";

// ZIP code -> county FIPS, one small static JSON file per 3-digit ZIP prefix, so typing a ZIP
// code loads a few hundred bytes instead of the 33,000-ZIP table.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { prefix: string }[] {
  return zipPrefixes().map((prefix) => ({ prefix }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ prefix: string }> }): Promise<Response> {
  return Response.json(zipPrefixTable((await params).prefix));
}
