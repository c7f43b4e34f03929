/** The ARM page's extra fields with the example index it starts at (server, links, tests). */
import { armSpec } from "./arm-spec";

/**
 * The index the page starts at: an example, named as one on the page. The site does not load
 * the 30-day Average SOFR series, so the visitor enters today's figure or their Loan Estimate's.
 */
export const ARM_EXAMPLE_INDEX = 0.04;

export const ARM_SPEC = armSpec(ARM_EXAMPLE_INDEX);
