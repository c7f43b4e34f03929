import type { CSSProperties } from "react";

import { locationStart } from "@/lib/server/location/location-data";
import { initialInputs } from "@/lib/calculator/initial";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/mortgage/types";
import { WIDGET_CALC_TYPE_NAMES, type WidgetLayout } from "@/lib/widgets/choices";

import { WidgetFrameClient } from "./widget-frame-client";
import { WidgetIsland } from "./widget-island";
import styles from "./widget.module.css";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "@/components/calculators/payment/payment.module.css";

export interface WidgetCalculatorProps {
  calcType: CalcType;
  scenario: Scenario | null;
  /** The frame's own address (keeps the widget's key): the no-JavaScript form goes there, and an edit returns to it. */
  path: string;
  layout: WidgetLayout;
  /** The owner's switch for "Get a personal quote" (off by default). */
  showQuoteLink: boolean;
  themeColor: string;
  branding: boolean;
  /** The widget's key: the frame reports its height, and counts calculations with a token. */
  widgetKey: string;
  /** The frame's calculation token (null: its calculations are not counted: the preview, the demo). */
  calculationToken?: string | null;
  /** The frame served from the cache: it asks for its token itself (the same HTML for every embedding page). */
  tokenFromClient?: boolean;
  /** The site's own demo (the widget's public page): says so under the title. */
  demo?: boolean;
}

/**
 * The embeddable calculator, in its frame: the compact calculator (widget-island.tsx, every figure
 * lib/mortgage's) with the widget's theme colour, its starting inputs, its layout and the
 * branding line.
 */
export function WidgetCalculator({
  calcType,
  scenario,
  path,
  layout,
  showQuoteLink,
  themeColor,
  branding,
  widgetKey,
  calculationToken = null,
  tokenFromClient = false,
  demo = false,
}: WidgetCalculatorProps) {
  const inputs = initialInputs({ calcType, scenario });
  const location = locationStart(inputs.loanInputs.state).initial;
  return (
    <div className={styles.widget} style={{ "--widget-theme": themeColor } as CSSProperties} data-widget={calcType}>
      <h1 className={styles.title}>{WIDGET_CALC_TYPE_NAMES[calcType]} payment calculator</h1>
      {demo ? (
        <p className={styles.demoNote} data-widget-demo="">
          Demo: the widget with its default settings.
        </p>
      ) : null}
      <WidgetIsland calcType={calcType} scenario={scenario} path={path} formAction={path} layout={layout} showQuoteLink={showQuoteLink} location={location} />
      {branding ? (
        <p className={styles.branding} data-widget-branding="">
          by{" "}
          <a href="/" target="_blank" rel="noopener">
            How Much Home?
          </a>
        </p>
      ) : null}
      <WidgetFrameClient widgetKey={widgetKey} calculationToken={calculationToken} tokenFromClient={tokenFromClient} />
    </div>
  );
}
