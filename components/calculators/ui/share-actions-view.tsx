import { SaveScenarioLeaf } from "@/components/premium/save-scenario-leaf";

import styles from "./calculator.module.css";

/** The share link: the page's address with the scenario's query (docs/architecture.md, Scenario links). */
export function shareUrl(origin: string, path: string, query: URLSearchParams): string {
  const search = query.toString();
  return `${origin}${path}${search ? `?${search}` : ""}`;
}

export interface ShareActionsViewProps {
  /** The link made by the last press, shown selectable. */
  link: string | null;
  /** What happened ("Link copied..."), announced politely. */
  status: string;
  /** Absent in the server's first HTML: the buttons work once the page is live. */
  onShare?: () => void;
  onPrint?: () => void;
  /** The calculator's link for the inputs in force: given, signed-in visitors can save the scenario (premium's saved scenarios). */
  scenarioLink?: () => string;
}

/** The share and print panel (presentational; `ShareActions` gives it its behaviour). */
export function ShareActionsView({ link, status, onShare, onPrint, scenarioLink }: ShareActionsViewProps) {
  return (
    <div className={`no-print ${styles.panel}`}>
      <h2>Share or print</h2>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onShare}>
          Copy link to these numbers
        </button>
        <button type="button" className="button button-secondary" onClick={onPrint}>
          Print
        </button>
      </div>
      {scenarioLink ? <SaveScenarioLeaf scenarioLink={scenarioLink} /> : null}
      <noscript>
        <p>To share these numbers, press Update results and copy the page address; to print, use your browser&apos;s print command.</p>
      </noscript>
      <p className={styles.status} role="status">
        {status}
      </p>
      {link ? (
        <>
          <label htmlFor="share-url" className="visually-hidden">
            Link to these numbers
          </label>
          <input id="share-url" className={styles.shareUrl} readOnly value={link} onFocus={(event) => event.target.select()} data-share-url="" />
        </>
      ) : null}
    </div>
  );
}
