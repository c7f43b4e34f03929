import type { CSSProperties } from "react";

import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { locationStart } from "@/lib/server/location/location-data";
import { initialInputs } from "@/lib/calculator/initial";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/mortgage/types";
import { WIDGET_CALC_TYPE_NAMES } from "@/lib/widgets/settings";

import { WidgetFrameClient } from "./widget-frame-client";
import styles from "./widget.module.css";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "@/components/calculators/payment/payment.module.css";

export interface WidgetCalculatorProps {
  calcType: CalcType;
  scenario: Scenario | null;
  /** The address the calculator returns to after an edit (keeps the widget's key). */
  path: string;
  /** Where the no-JavaScript form goes. */
  formAction: string;
  themeColor: string;
  branding: boolean;
  /** The widget's key: counts calculations and reports the frame's height. Absent on the demo. */
  widgetKey?: string;
  /** The frame's calculation token (null: its calculations are not counted, as in the preview). */
  calculationToken?: string | null;
  /** The heading level: h1 in the frame (its own page), h2 in the demo on the widget's page. */
  headingLevel: 1 | 2;
}

/**
 * The embeddable calculator: the site's payment calculator (the same island, so every figure is
 * lib/mortgage's), with the widget's theme colour, its default inputs and the branding line.
 */
export function WidgetCalculator({
  calcType,
  scenario,
  path,
  formAction,
  themeColor,
  branding,
  widgetKey,
  calculationToken = null,
  headingLevel,
}: WidgetCalculatorProps) {
  const inputs = initialInputs({ calcType, scenario });
  const location = locationStart(inputs.loanInputs.state);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={styles.widget} style={{ "--widget-theme": themeColor } as CSSProperties} data-widget={calcType}>
      <Heading className={styles.title}>{WIDGET_CALC_TYPE_NAMES[calcType]} payment calculator</Heading>
      <CalculatorIsland calculator="payment" props={{ calcType, scenario, path, location, formAction }} />
      {branding ? (
        <p className={styles.branding} data-widget-branding="">
          by{" "}
          <a href="/" target="_blank" rel="noopener">
            How Much Home?
          </a>
        </p>
      ) : null}
      {widgetKey ? <WidgetFrameClient widgetKey={widgetKey} calculationToken={calculationToken} /> : null}
    </div>
  );
}
