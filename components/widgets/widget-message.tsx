import styles from "./widget.module.css";

/** Why a frame shows no calculator. */
export type WidgetUnavailableReason = "unknown" | "disabled" | "unavailable";

const MESSAGES: Record<WidgetUnavailableReason, { title: string; body: string }> = {
  unknown: {
    title: "This calculator is not available",
    body: "Its key is not valid: it may have been replaced or the widget deleted. If this is your site, copy the current embed code from your widget manager.",
  },
  disabled: {
    title: "This calculator is switched off",
    body: "Its owner has turned this widget off for now. If this is your site, switch it on again in your widget manager.",
  },
  unavailable: {
    title: "The calculator could not load",
    body: "Our service could not answer just now. Reload the page in a moment.",
  },
};

/** The frame's message for a key that shows no calculator: never a blank or an error page. */
export function WidgetMessage({ reason }: { reason: WidgetUnavailableReason }) {
  const message = MESSAGES[reason];
  return (
    <div className={styles.message} role="status" data-widget-message={reason}>
      <h1>{message.title}</h1>
      <p>{message.body}</p>
      <p>
        <a href="/mortgage-calculator/" target="_blank" rel="noopener">
          Use the mortgage calculator on How Much Home?
        </a>
      </p>
    </div>
  );
}
