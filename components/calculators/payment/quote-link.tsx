import { scenarioToSearchParams } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";

import { shareParams, type PaymentProgram } from "@/lib/calculator/programs";

/**
 * "Get a personal quote" under the payment: /quote/ with the scenario in its address (the share
 * link's parameters, the program and this page), so the quote form opens with these numbers even
 * without JavaScript. A plain link: the quote page's code loads only when someone goes there.
 */
export function QuoteLink({ program, inputs }: { program: PaymentProgram; inputs: CalculatorInputs }) {
  const query = scenarioToSearchParams(inputs, shareParams(program.calcType));
  query.set("calcType", program.calcType);
  query.set("from", program.path);
  return (
    <p className="no-print">
      <a className="button button-secondary" href={`/quote/?${query.toString()}`} data-quote-link="">
        Get a personal quote for these numbers
      </a>
    </p>
  );
}
