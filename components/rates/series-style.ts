import type { RateSeriesId } from "@/lib/rates/series";

/** Line colour and dash of each series, the same in the chart and its legend (never colour alone). */
export const SERIES_STYLE: Readonly<Record<RateSeriesId, { color: string; dash: string }>> = {
  MORTGAGE30US: { color: "#00703c", dash: "" },
  MORTGAGE15US: { color: "#2f6db5", dash: "7 4" },
  OBMMIC30YF: { color: "#b35c00", dash: "2 3" },
  OBMMIC15YF: { color: "#6b3fa0", dash: "9 3 2 3" },
  OBMMIFHA30YF: { color: "#a4134a", dash: "12 4" },
  OBMMIVA30YF: { color: "#00707a", dash: "3 6" },
  OBMMIUSDA30YF: { color: "#7a5200", dash: "12 3 3 3" },
  OBMMIJUMBO30YF: { color: "#4a5852", dash: "1 3" },
};
