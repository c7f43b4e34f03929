import { stateLocation, stateOptions } from "@/lib/server/location/location-data";

// One small static JSON file per state, built at build time: the county picker loads only the
// state it needs, never the 3,000-county tables (components/calculators/location).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { state: string }[] {
  return stateOptions().map((s) => ({ state: s.code }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ state: string }> }): Promise<Response> {
  const data = stateLocation((await params).state);
  return data ? Response.json(data) : Response.json({ error: "Unknown state." }, { status: 404 });
}
