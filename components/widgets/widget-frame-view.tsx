import type { WidgetFrame } from "@/lib/server/widgets/widget-frame";

import { WidgetCalculator } from "./widget-calculator";
import { WidgetFrameChrome } from "./widget-frame-chrome";
import { WidgetMessage } from "./widget-message";
import styles from "./widget.module.css";

/**
 * A widget's frame, the one markup of the frame served from the cache (app/widget-frame/[key]) and
 * the one rendered per request (app/widget-frame): the calculator with the widget's settings, or why not.
 */
export function WidgetFrameView({ frame }: { frame: WidgetFrame }) {
  return (
    // Named: the frame is shown inside the site's own pages too (the demo, the manager's preview),
    // where two unnamed main landmarks would be indistinguishable.
    <main className={styles.frame} aria-label="Mortgage calculator widget">
      <WidgetFrameChrome />
      {frame.status === "active" ? (
        <WidgetCalculator
          calcType={frame.calcType}
          scenario={frame.scenario}
          path={frame.path}
          layout={frame.layout}
          showQuoteLink={frame.showQuoteLink}
          themeColor={frame.themeColor}
          branding={frame.branding}
          widgetKey={frame.key}
          calculationToken={frame.calculationToken}
          tokenFromClient={frame.tokenFromClient}
          demo={frame.demo}
        />
      ) : (
        <WidgetMessage reason={frame.status} />
      )}
    </main>
  );
}
