import { servePhoto } from "@/lib/server/listings/photos/serve-photo";

// The drawn photos of sample listings (lib/server/listings/photos): generated on request from
// the name, the same bytes every time, so browsers and CDNs keep them for a year.
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  return servePhoto((await params).name);
}
