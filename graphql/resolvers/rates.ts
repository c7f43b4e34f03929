import { z } from "zod";

import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { RATE_HISTORY_RANGES } from "@/lib/rates/history";
import { isRateSeriesId, RATE_SERIES, RATE_SERIES_IDS, type RateSeriesId } from "@/lib/rates/series";
import { parseInput } from "@/lib/server/errors";
import { getMarketRates } from "@/lib/server/rates/market-rates";
import { rateHistory } from "@/lib/server/rates/rate-history";
import { latestMortgageRates, listMortgageRates, MAX_RATE_WEEKS, PMMS_SOURCE } from "@/lib/server/rates/rates-service";

const weeksInput = z.object({
  weeks: z.number().int("Weeks must be a whole number.").min(1, "Ask for at least 1 week.").max(MAX_RATE_WEEKS, `Ask for at most ${MAX_RATE_WEEKS} weeks.`),
});

const historyInput = z.object({
  range: z.enum(RATE_HISTORY_RANGES, { error: `The range must be one of ${RATE_HISTORY_RANGES.join(", ")}.` }),
  series: z
    .array(z.string().refine(isRateSeriesId, { error: (issue) => `${String(issue.input)} is not a series this site shows (${RATE_SERIES_IDS.join(", ")}).` }))
    .min(1, "Name at least one series, or leave series out for all of them.")
    .max(RATE_SERIES_IDS.length, `Name at most ${RATE_SERIES_IDS.length} series.`)
    .nullish()
    .transform((ids) => (ids ? ([...new Set(ids)] as RateSeriesId[]) : RATE_SERIES_IDS)),
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
    marketRates: async (_parent, _args, context) => {
      const latest = await getMarketRates(context.db);
      return RATE_SERIES_IDS.map((id) => {
        const observation = latest[id];
        return { series: RATE_SERIES[id], latest: observation ? { date: observation.date, rate: observation.ratePercent } : null };
      });
    },
    rateHistory: async (_parent, args, context) => {
      const { range, series } = parseInput(historyInput, args);
      const history = await rateHistory(context.db, range, series);
      return {
        range: history.range,
        from: history.from,
        to: history.to,
        dailySeriesResolution: history.range === "1y" ? "daily" : "last observation of each week",
        series: history.series.map((s) => ({ series: RATE_SERIES[s.seriesId], points: s.points.map((p) => ({ date: p.date, rate: p.ratePercent })) })),
      };
    },
  },
};
