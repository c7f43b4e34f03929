import { connection } from "next/server";

import { viewerAccessors } from "@/lib/server/api/viewer";
import { serverEnv } from "@/lib/server/config";
import { getDatabase } from "@/lib/server/db/database";
import { DomainError } from "@/lib/server/errors";
import { scenarioReportFor } from "@/lib/server/premium/report-service";

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, PLAN_LIMIT: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

// The scenario report PDF (premium), for the bearer of an access token (Authorization header).
export async function GET(request: Request, { params }: { params: Promise<{ hashid: string }> }): Promise<Response> {
  await connection();
  const { hashid } = await params;
  const { db } = await getDatabase();
  try {
    const viewer = await viewerAccessors(db, request.headers).requireViewer();
    const { fileName, pdf } = await scenarioReportFor(db, viewer.user.id, hashid, serverEnv().SITE_URL);
    return new Response(new Uint8Array(pdf), {
      headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof DomainError) {
      return Response.json(
        { error: { code: error.code, message: error.message } },
        { status: STATUS[error.code] ?? 400, headers: { "cache-control": "no-store" } },
      );
    }
    throw error;
  }
}
