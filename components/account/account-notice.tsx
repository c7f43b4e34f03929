"use client";

import { useSearchParams } from "next/navigation";

/** Notices carried in the sign-in address (after the account was deleted). */
export function AccountNotice() {
  const params = useSearchParams();
  if (params.get("deleted") === "1") {
    return (
      <p className="notice" role="status">
        Your account and its data were deleted.
      </p>
    );
  }
  return null;
}
