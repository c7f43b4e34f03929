// Embeddable calculator widgets and their manager (names in docs/architecture.md, GraphQL API). Every
// operation but recordWidgetCalculation is the signed-in owner's only: another user's hashid is
// NOT_FOUND. A create over the plan's limit is PLAN_LIMIT.
export const widgetsTypeDefs = /* GraphQL */ `
  "The inputs a widget opens with (null = the calculator's own default)."
  type WidgetDefaults {
    "Dollars."
    price: Float
    "Percent of the price (20 = 20%)."
    downPaymentPercent: Float
    "Annual rate in percent (6.75)."
    ratePercent: Float
    "Months: 360, 300, 240, 180 or 120."
    term: Int
  }

  input WidgetDefaultsInput {
    price: Float
    downPaymentPercent: Float
    ratePercent: Float
    term: Int
  }

  "What the widget shows beside its inputs."
  enum WidgetLayout {
    "The monthly payment and its breakdown (the default)."
    COMPACT
    "The payment, its breakdown and the loan's summary: amount, interest, payoff, balances."
    SUMMARY
  }

  "One UTC day of a widget's use."
  type WidgetUsageDay {
    date: Date!
    "Times the widget was shown."
    loads: Int!
    "Calculations made in it (edits of its inputs)."
    calculations: Int!
  }

  """
  A widget's use over its last days as parallel lists, one entry a UTC day, oldest first: a
  client's normalised cache keeps each list as one value, not an object a day.
  """
  type WidgetUsageSeries {
    "The days (UTC)."
    dates: [Date!]!
    "Times the widget was shown, one count a day."
    loads: [Int!]!
    "Calculations made in it, one count a day."
    calculations: [Int!]!
  }

  "An embeddable calculator widget."
  type Widget {
    hashid: ID!
    "The public key in the embed code (rotate it to replace it)."
    key: String!
    name: String!
    "Domains whose pages may show it: example.com, *.example.com (subdomains), optional https:// and :port."
    allowedDomains: [String!]!
    calcType: LoanProgram!
    defaults: WidgetDefaults!
    "#rrggbb."
    themeColor: String!
    "The owner's setting."
    showBranding: Boolean!
    "Whether the widget shows 'by How Much Home?' (always on the free plan)."
    brandingShown: Boolean!
    layout: WidgetLayout!
    "Whether the widget links to the site's quote form ('Get a personal quote'); off by default."
    showQuoteLink: Boolean!
    enabled: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The last days of use, oldest first (1-366, default 30)."
    usage(days: Int): [WidgetUsageDay!]!
    "The same days as usage, as parallel lists (what the widget manager reads)."
    usageSeries(days: Int): WidgetUsageSeries!
  }

  "The viewer's widget allowance."
  type WidgetAllowance {
    "FREE or PREMIUM."
    plan: String!
    maxWidgets: Int!
    used: Int!
    canRemoveBranding: Boolean!
  }

  "A new widget's settings. Invalid values give BAD_USER_INPUT with validationErrors per field."
  input CreateWidgetInput {
    name: String!
    allowedDomains: [String!]!
    calcType: LoanProgram!
    defaults: WidgetDefaultsInput
    themeColor: String
    showBranding: Boolean
    layout: WidgetLayout
    showQuoteLink: Boolean
    enabled: Boolean
  }

  "Changes to a widget (absent fields stay as they are)."
  input UpdateWidgetInput {
    name: String
    allowedDomains: [String!]
    calcType: LoanProgram
    defaults: WidgetDefaultsInput
    themeColor: String
    showBranding: Boolean
    layout: WidgetLayout
    showQuoteLink: Boolean
    enabled: Boolean
  }

  extend type Query {
    "The viewer's widgets, oldest first."
    myWidgets: [Widget!]!
    "How many widgets the viewer's plan allows."
    myWidgetAllowance: WidgetAllowance!
  }

  extend type Mutation {
    createWidget(input: CreateWidgetInput!): Widget!
    updateWidget(hashid: ID!, input: UpdateWidgetInput!): Widget!
    "Deletes the widget and its usage; returns its hashid."
    deleteWidget(hashid: ID!): ID!
    "A new key; the old one stops working at once."
    rotateWidgetKey(hashid: ID!): Widget!
    """
    Counts a calculation in the widget whose key the request carries as api-key, sent by the
    widget's frame with the token its page carries. At most one counts per HTTP request, whatever
    the aliases or batch entries. False (not counted, never an error) when the key is unknown or
    the widget is off; the token is missing, expired or another key's; the request does not come
    from this site's frame; the page that embedded the frame is not one of the widget's allowed
    domains; or this client has sent more than 120 calculations to the widget within the hour.
    """
    recordWidgetCalculation("The frame's calculation token (in its HTML, valid for an hour)." token: String): Boolean!
    """
    The calculation token for a frame served from the cache (the same HTML for every embedding
    page), asked by the frame with its key as api-key: null when the key is not an active
    widget's, the request does not come from this site's frame, or the embedding page is not one
    of the widget's allowed domains.
    """
    widgetFrameToken("The page that embedded the frame (the frame's document.referrer)." embedder: String): String
  }
`;
