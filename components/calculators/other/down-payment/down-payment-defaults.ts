/** The down payment page's extra fields with the engine's closing-cost estimate (server, links, tests). */
import { DEFAULT_CLOSING_COST_RATE } from "@/lib/mortgage/down-payment";

import { downPaymentSpec } from "./down-payment-spec";

export const DOWN_PAYMENT_SPEC = downPaymentSpec(DEFAULT_CLOSING_COST_RATE);
