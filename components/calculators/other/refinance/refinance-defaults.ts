/** The refinance page's extra fields with the engine's closing-cost estimate (server, links, tests). */
import { DEFAULT_CLOSING_COST_RATE } from "@/lib/mortgage/down-payment";

import { refinanceSpec } from "./refinance-spec";

export const REFINANCE_SPEC = refinanceSpec(DEFAULT_CLOSING_COST_RATE);
