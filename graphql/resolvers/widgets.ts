import type { LoanProgram, Resolvers, WidgetLayout as LayoutName } from "@/graphql/generated/resolvers-types";
import type { CalcType } from "@/lib/mortgage/types";
import type { WidgetLayout } from "@/lib/widgets/choices";
import { claimOncePerRequest } from "@/lib/server/api/once-per-request";
import { recordCalculation } from "@/lib/server/widgets/calculation";
import { ownerPlan } from "@/lib/server/widgets/owner-plan";
import { usageLists, widgetUsageSeries } from "@/lib/server/widgets/usage";
import { issueFrameToken } from "@/lib/server/widgets/widget-frame";
import { brandingShown, createWidget, deleteWidget, listWidgets, rotateWidgetKey, updateWidget, widgetAllowance } from "@/lib/server/widgets/widget-service";

const PROGRAMS: Record<LoanProgram, CalcType> = { CONVENTIONAL: "conventional", FHA: "fha", USDA: "usda", VA: "va" };
const PROGRAM_OF: Record<CalcType, LoanProgram> = { conventional: "CONVENTIONAL", fha: "FHA", usda: "USDA", va: "VA" };
const LAYOUTS: Record<LayoutName, WidgetLayout> = { COMPACT: "compact", SUMMARY: "summary" };
const LAYOUT_OF: Record<WidgetLayout, LayoutName> = { compact: "COMPACT", summary: "SUMMARY" };

/** GraphQL's input -> the shared schema's shape (enums to the settings' names; nulls as absent). */
function settingsInput(input: Record<string, unknown> & { calcType?: LoanProgram | null; layout?: LayoutName | null }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    out[field] = field === "calcType" ? PROGRAMS[value as LoanProgram] : field === "layout" ? LAYOUTS[value as LayoutName] : value;
  }
  return out;
}

export const widgetsResolvers: Resolvers = {
  Query: {
    myWidgets: async (_parent, _args, context) => listWidgets(context.db, (await context.requireViewer()).user.id),
    myWidgetAllowance: async (_parent, _args, context) => widgetAllowance(context.db, (await context.requireViewer()).user.id),
  },
  Mutation: {
    createWidget: async (_parent, { input }, context) => createWidget(context.db, (await context.requireViewer()).user.id, settingsInput(input)),
    updateWidget: async (_parent, { hashid, input }, context) =>
      updateWidget(context.db, (await context.requireViewer()).user.id, hashid, settingsInput(input)),
    deleteWidget: async (_parent, { hashid }, context) => deleteWidget(context.db, (await context.requireViewer()).user.id, hashid),
    rotateWidgetKey: async (_parent, { hashid }, context) => rotateWidgetKey(context.db, (await context.requireViewer()).user.id, hashid),
    recordWidgetCalculation: async (_parent, { token }, context) => {
      // The first of the request's aliases and batch entries speaks for all of them.
      if (!claimOncePerRequest(context.request, "recordWidgetCalculation")) return false;
      return recordCalculation(context.db, { apiKey: context.apiKey, token, headers: context.request.headers, clientIp: context.clientIp });
    },
    widgetFrameToken: async (_parent, { embedder }, context) => issueFrameToken(context.db, context.apiKey, embedder, context.request.headers),
  },
  Widget: {
    allowedDomains: (widget) => [...widget.allowedDomains],
    calcType: (widget) => PROGRAM_OF[widget.calcType],
    layout: (widget) => LAYOUT_OF[widget.layout],
    defaults: (widget) => ({
      price: widget.defaults.price ?? null,
      downPaymentPercent: widget.defaults.downPaymentPercent ?? null,
      ratePercent: widget.defaults.ratePercent ?? null,
      term: widget.defaults.term ?? null,
    }),
    brandingShown: async (widget, _args, context) => brandingShown(widget, await ownerPlan(context.db, widget.userId)),
    usage: (widget, { days }, context) => widgetUsageSeries(context.db, widget.id, days ?? 30),
    usageSeries: async (widget, { days }, context) => usageLists(await widgetUsageSeries(context.db, widget.id, days ?? 30)),
  },
};
