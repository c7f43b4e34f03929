import { readFile } from "node:fs/promises";
import path from "node:path";

// The listings map's basemap with no network: US state and county outlines (TopoJSON from the
// Census Bureau's cartographic boundaries, packaged by us-atlas), served as two static files
// built at build time, so the map's code stays small and the outlines load only with the map
// (counties only once it is zoomed in).
export const dynamic = "force-static";
export const dynamicParams = false;

const FILES: Record<string, string> = { states: "states-10m.json", counties: "counties-10m.json" };

export function generateStaticParams(): { name: string }[] {
  return Object.keys(FILES).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const file = FILES[(await params).name];
  if (!file) return Response.json({ error: "Unknown outline file." }, { status: 404 });
  const text = await readFile(path.join(process.cwd(), "node_modules", "us-atlas", file), "utf8");
  return new Response(text, { headers: { "Content-Type": "application/json" } });
}
