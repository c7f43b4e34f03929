// The premium tier (names in docs/architecture.md, Premium). Premium features answer PLAN_LIMIT for the
// free plan; another user's scenario is NOT_FOUND.
export const premiumTypeDefs = /* GraphQL */ `
  enum Plan {
    FREE
    PREMIUM
  }

  "One of the user's Stripe subscriptions."
  type MembershipSubscription {
    "Stripe's subscription status (active, trialing, past_due, canceled, unpaid, ...)."
    status: String!
    "Renewal date, or the end date when canceling at period end."
    currentPeriodEnd: DateTime
    cancelAtPeriodEnd: Boolean!
    "Whether this subscription makes the user premium now."
    premium: Boolean!
  }

  "A user's membership: PREMIUM while any subscription is current. A lapsed one (canceled, unpaid, past its period) is FREE but keeps its data."
  type Membership {
    plan: Plan!
    "Status of the subscription that counts (the current one, else the newest); null without a subscription."
    status: String
    "Renewal date, or the end date when canceling at period end."
    currentPeriodEnd: DateTime
    cancelAtPeriodEnd: Boolean!
    "Whether the billing portal (cancel, change card) can be opened."
    canManageBilling: Boolean!
    "Whether this site takes payments (Stripe configured)."
    checkoutAvailable: Boolean!
    "Saved scenarios the plan keeps; null = unlimited."
    savedScenarioLimit: Int
    "Scenarios the plan may compare side by side (0 = none)."
    comparisonLimit: Int!
    reports: Boolean!
    priceAlerts: Boolean!
    noAds: Boolean!
    "Every subscription the user has, newest first (two checkouts finished together make two)."
    subscriptions: [MembershipSubscription!]!
  }

  extend type User {
    membership: Membership!
  }

  "One scenario parameter (the calculators' names) and its value as the share link spells it."
  type ScenarioParam {
    name: String!
    value: String!
  }

  input ScenarioParamInput {
    name: String!
    value: String!
  }

  "A calculator scenario saved by its owner."
  type SavedScenario {
    hashid: ID!
    name: String!
    "The calculator's path slug (mortgage-calculator, fha-loan-calculator, ...)."
    calcType: String!
    inputs: [ScenarioParam!]!
    "Same-origin link that reopens the calculator with exactly these inputs."
    url: String!
    "Whether a PDF report and comparison can be made of it (the payment calculators)."
    reportable: Boolean!
    "The scenario as a person reads it, for example: $425,000 home, 10% down, 6.50% 30-year fixed, Travis County, TX. Null for a calculator that is not a payment one."
    summary: String
    "The monthly payment computed from the saved inputs, as the calculator shows it (dollars); null for a calculator that is not a payment one."
    monthlyPayment: Float
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  input SaveScenarioInput {
    name: String!
    calcType: String!
    inputs: [ScenarioParamInput!]!
  }

  "A scenario's figures for the side-by-side comparison (dollars; names as on the calculators)."
  type ScenarioComparison {
    scenario: SavedScenario!
    program: String!
    price: Float!
    downPayment: Float!
    ratePercent: Float!
    termMonths: Int!
    monthlyPayment: Float!
    principalAndInterest: Float!
    propertyTax: Float!
    homeInsurance: Float!
    mortgageInsurance: Float!
    hoa: Float!
    totalLoanAmount: Float!
    totalInterest: Float!
    payoffMonths: Int!
    mortgageInsuranceEnds: String!
  }

  type CheckoutSession {
    "Where to send the browser (Stripe Checkout or the billing portal)."
    url: String!
  }

  extend type Query {
    "The signed-in user's saved scenarios, oldest first."
    savedScenarios: [SavedScenario!]!
    "Premium: 2 to 4 of your payment scenarios side by side."
    compareScenarios(hashids: [ID!]!): [ScenarioComparison!]!
    "Premium: hashids of the saved homes you watch for price changes."
    watchedListings: [ID!]!
  }

  extend type Mutation {
    "Saves a scenario; the free plan keeps 3 (PLAN_LIMIT)."
    saveScenario(input: SaveScenarioInput!): SavedScenario!
    renameScenario(hashid: ID!, name: String!): SavedScenario!
    "Deletes one of your scenarios; returns its hashid."
    deleteScenario(hashid: ID!): ID!
    "Starts Stripe Checkout for premium (FORBIDDEN when payments are off or already a member)."
    startPremiumCheckout: CheckoutSession!
    "Opens the Stripe customer portal (cancel, change card)."
    openBillingPortal: CheckoutSession!
    "Premium: watch a saved home for price and status changes."
    watchListing(hashid: ID!): ID!
    unwatchListing(hashid: ID!): ID!
  }
`;
