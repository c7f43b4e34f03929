/**
 * The VA cash-out page's extra fields with their first values (server, links, tests): closing
 * costs at the engine's planning rate (3%) of the default balance, to whole dollars.
 */
import { defaultInputs } from "@/lib/calculator/defaults";
import { DEFAULT_CLOSING_COST_RATE } from "@/lib/mortgage/down-payment";
import { roundHalfUp } from "@/lib/mortgage/sanitize";

import { vaCashOutSpec } from "./va-cash-out-spec";

export const VA_CASH_OUT_SPEC = vaCashOutSpec(roundHalfUp(DEFAULT_CLOSING_COST_RATE * defaultInputs().refi.mortgageBalanceFirst, 0));
