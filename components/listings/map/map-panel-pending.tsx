// Leaflet's stylesheet with the page's first CSS, not with the map's code: loaded with the
// map's chunk it could come after Leaflet had drawn its controls, which then moved into place.
import "leaflet/dist/leaflet.css";

import styles from "./map.module.css";

/**
 * The map panel's place before its code has loaded (before hydration, then while its chunk
 * comes): the same box as the panel it stands for, so the results below do not move down when
 * the panel mounts. On phones that is the closed panel's bar with its "Show map" button; on wide
 * screens, where the panel opens at once, the bar and the map's box. Inert and hidden from
 * assistive technology, and not drawn at all without JavaScript, where no map comes.
 */
export function MapPanelPending() {
  return (
    <div className={`${styles.panel} ${styles.pending}`} aria-hidden="true">
      <div className={styles.bar}>
        <span className="button button-secondary">
          <span className={styles.pendingClosed}>Show map</span>
          <span className={styles.pendingOpen}>Hide map</span>
        </span>
      </div>
      <p className={`${styles.loading} ${styles.pendingOpen}`}>Loading the map…</p>
    </div>
  );
}
