import { z } from "zod";

import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { parseInput } from "@/lib/server/errors";
import { latestMortgageRates, listMortgageRates, MAX_RATE_WEEKS, PMMS_SOURCE } from "@/lib/server/rates/rates-service";

const weeksInput = z.object({
  weeks: z
    .number()
    .int("Weeks must be a whole number.")
    .min(1, "Ask for at least 1 week.")
    .max(MAX_RATE_WEEKS, `Ask for at most ${MAX_RATE_WEEKS} weeks.`),
});

export const ratesResolvers: Resolvers = {
  Query: {
    mortgageRates: async (_parent, args, context) => {
      const { weeks } = parseInput(weeksInput, args);
      return listMortgageRates(context.db, weeks);
    },
    latestMortgageRates: async (_parent, _args, context) => ({
      ...(await latestMortgageRates(context.db)),
      source: PMMS_SOURCE,
    }),
  },
};
