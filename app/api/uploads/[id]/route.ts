import { connection } from "next/server";

import { serveUpload } from "@/lib/server/uploads/serve-upload";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  await connection();
  return serveUpload(request, (await params).id);
}
