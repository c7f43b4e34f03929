import { connection } from "next/server";

import { healthReport } from "@/lib/server/health";

export async function GET(): Promise<Response> {
  await connection();
  const report = await healthReport();
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
