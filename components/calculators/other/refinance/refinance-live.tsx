"use client";

import { BreakEvenChart } from "../break-even-chart";
import { RefinanceBelow, RefinanceResults } from "./refinance-results";
import { refinanceView } from "./refinance-view";

/* The live half of the refinance calculator (a chunk loaded after the page is interactive). */

export { BreakEvenChart, RefinanceBelow, RefinanceResults, refinanceView as compute };
