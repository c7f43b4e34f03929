import { ConfirmEmailNotice } from "./confirm-email-notice";
import { ResendConfirmationView } from "./resend-confirmation-view";

/**
 * The unconfirmed-email banner's box before the banner has loaded, rendered on the server into
 * every page (no client code): the site's CSS shows it only when the script before it
 * (lib/session/confirm-email-prepaint.ts) found an unconfirmed address in the stored session, with
 * the days-left sentence it wrote. The banner, placed right after it, hides it as it shows itself
 * (the same box, in the same frame), so nothing moves.
 */
export function ConfirmEmailPlaceholder() {
  return (
    <div className="confirm-email-placeholder" inert>
      <ConfirmEmailNotice sentence={<span className="confirm-email-sentence" />}>
        <ResendConfirmationView state={{ kind: "idle" }} live={false} />
      </ConfirmEmailNotice>
    </div>
  );
}
