"use client";

import type { FormStatus as Status } from "./use-account-form";

/**
 * The form's live region. It stays in the page (empty while idle) so assistive technology
 * is already listening when a result arrives; errors use the error notice style.
 */
export function FormStatus({ status }: { status: Status }) {
  const message = status.kind === "idle" ? "" : status.message;
  const className = message === "" ? undefined : status.kind === "error" ? "notice notice-error" : "notice";
  return (
    <div role="status" aria-live="polite" className={className}>
      {message}
    </div>
  );
}
