import { serveAgentPortrait } from "@/lib/server/agents/serve-portrait";

// The drawn portraits of sample agents: generated from the name, the same bytes every time.
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  return serveAgentPortrait((await params).name);
}
