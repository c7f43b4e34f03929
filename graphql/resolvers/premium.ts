import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { allowancesOf } from "@/lib/server/entitlements";
import { membershipOf, openBillingPortal, startCheckout } from "@/lib/server/premium/membership-service";
import { compareScenarios, deleteScenario, listSavedScenarios, renameScenario, saveScenario } from "@/lib/server/premium/saved-scenario-service";
import { insuranceEndText } from "@/lib/server/premium/scenario-report";
import { PAYMENT_CALC_TYPES, scenarioFigures } from "@/lib/server/premium/scenario-figures";
import { scenarioSummary } from "@/lib/server/premium/scenario-summary";
import { stripeSettings } from "@/lib/server/premium/stripe-client";
import { unwatchListing, watchedListingHashids, watchListing } from "@/lib/server/premium/price-alerts";

const PROGRAM_NAMES = { conventional: "Conventional", fha: "FHA", usda: "USDA", va: "VA" } as const;

export const premiumResolvers: Resolvers = {
  Query: {
    savedScenarios: async (_parent, _args, context) => listSavedScenarios(context.db, (await context.requireViewer()).user.id),
    compareScenarios: async (_parent, { hashids }, context) => compareScenarios(context.db, (await context.requireViewer()).user.id, hashids),
    watchedListings: async (_parent, _args, context) => watchedListingHashids(context.db, (await context.requireViewer()).user.id),
  },
  Mutation: {
    saveScenario: async (_parent, { input }, context) => saveScenario(context.db, (await context.requireViewer()).user.id, input),
    renameScenario: async (_parent, { hashid, name }, context) => renameScenario(context.db, (await context.requireViewer()).user.id, hashid, name),
    deleteScenario: async (_parent, { hashid }, context) => deleteScenario(context.db, (await context.requireViewer()).user.id, hashid),
    startPremiumCheckout: async (_parent, _args, context) => ({ url: await startCheckout(context.db, await context.requireViewer()) }),
    openBillingPortal: async (_parent, _args, context) => ({ url: await openBillingPortal(context.db, await context.requireViewer()) }),
    watchListing: async (_parent, { hashid }, context) => watchListing(context.db, (await context.requireViewer()).user.id, hashid),
    unwatchListing: async (_parent, { hashid }, context) => unwatchListing(context.db, (await context.requireViewer()).user.id, hashid),
  },
  User: {
    membership: (user, _args, context) => membershipOf(context.db, user.id),
  },
  Membership: {
    plan: (membership) => (membership.plan === "premium" ? "PREMIUM" : "FREE"),
    checkoutAvailable: () => stripeSettings() !== null,
    savedScenarioLimit: (membership) => allowancesOf(membership.plan).savedScenarios,
    comparisonLimit: (membership) => allowancesOf(membership.plan).comparisonScenarios,
    reports: (membership) => allowancesOf(membership.plan).scenarioReport,
    priceAlerts: (membership) => allowancesOf(membership.plan).priceAlerts,
    noAds: (membership) => allowancesOf(membership.plan).noAds,
  },
  SavedScenario: {
    inputs: (scenario) => Object.entries(scenario.inputs).map(([name, value]) => ({ name, value })),
    reportable: (scenario) => scenario.calcType in PAYMENT_CALC_TYPES,
    summary: (scenario) => {
      const figures = scenarioFigures(scenario.calcType, scenario.inputs);
      return figures ? scenarioSummary(figures) : null;
    },
    monthlyPayment: (scenario) => scenarioFigures(scenario.calcType, scenario.inputs)?.view.result.monthlyPayment ?? null,
  },
  ScenarioComparison: {
    scenario: (compared) => compared.scenario,
    program: (compared) => PROGRAM_NAMES[compared.figures.calcType],
    price: (compared) => compared.figures.view.result.price,
    downPayment: (compared) => compared.figures.view.result.downPayment,
    ratePercent: (compared) => Math.round(compared.figures.view.result.rate * 100_000) / 1000,
    termMonths: (compared) => compared.figures.view.result.termMonths,
    monthlyPayment: (compared) => compared.figures.view.result.monthlyPayment,
    principalAndInterest: (compared) => compared.figures.view.result.principalAndInterest,
    propertyTax: (compared) => compared.figures.view.result.propertyTax,
    homeInsurance: (compared) => compared.figures.view.result.homeInsurance,
    mortgageInsurance: (compared) => compared.figures.view.result.mortgageInsurance,
    hoa: (compared) => compared.figures.view.result.hoa,
    totalLoanAmount: (compared) => compared.figures.view.result.totalLoanAmount,
    totalInterest: (compared) => compared.figures.view.result.totalInterest,
    payoffMonths: (compared) => compared.figures.view.result.payoffMonths,
    mortgageInsuranceEnds: (compared) => insuranceEndText(compared.figures),
  },
};
