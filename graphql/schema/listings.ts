// Homes for sale and saved homes. Field names follow the RESO Data Dictionary in
// camelCase (docs/architecture.md, Listing search); the search input mirrors lib/listings/search.ts, validated there.
export const listingsTypeDefs = /* GraphQL */ `
  "Result orders of the listing search (lib/listings/search.ts LISTING_SORTS)."
  enum ListingSort {
    NEWEST
    PRICE_ASC
    PRICE_DESC
    "By the monthly payment for the search's loan scenario (low to high)."
    PAYMENT_ASC
    BEDS_DESC
    SQFT_DESC
  }

  "Loan programs of the payment calculators."
  enum LoanProgram {
    CONVENTIONAL
    FHA
    USDA
    VA
  }

  "A map area in degrees; south <= north and west <= east."
  input GeoRectangleInput {
    north: Float!
    south: Float!
    east: Float!
    west: Float!
  }

  "The visitor's loan for each home's payment. Missing fields take the calculator's defaults (conventional, 20% down, 6.75%, 360 months, 760)."
  input PaymentScenarioInput {
    calcType: LoanProgram
    "Percent of each price (20 = 20%)."
    downPaymentPercent: Float
    "Annual rate in percent (6.75)."
    ratePercent: Float
    "Months."
    term: Int
    creditScore: Int
    includePMI: Boolean
    isVaDisabled: Boolean
    isVaSubsequentUse: Boolean
  }

  "Listing search filters (all optional). Invalid values give BAD_USER_INPUT with validationErrors per field."
  input ListingSearchInput {
    "Dollars."
    priceMin: Float
    priceMax: Float
    geoRectangle: GeoRectangleInput
    yearBuiltMin: Int
    yearBuiltMax: Int
    bedroomsTotalMin: Int
    bathroomsTotalMin: Int
    "Home types: Single Family Residence, Condominium, Townhouse, Residential Income, Manufactured Home, Land."
    propertyTypes: [String!]
    "USPS state code."
    state: String
    "5-digit county FIPS."
    county: String
    "5-digit ZIP code."
    zip: String
    "Homes whose whole monthly payment (with payment, or the default scenario) is at most this many dollars, exactly by the calculator's math."
    monthlyPaymentMax: Float
    payment: PaymentScenarioInput
    sort: ListingSort
  }

  "Where an estimated figure comes from."
  type PaymentFigureSource {
    "propertyTax or homeInsurance."
    figure: String!
    source: String!
  }

  "A home's monthly payment for a loan scenario (dollars; names as on the calculators)."
  type ListingPayment {
    monthlyPayment: Float!
    principalAndInterest: Float!
    propertyTax: Float!
    homeInsurance: Float!
    "PMI, FHA annual MIP or USDA annual fee; 0 when none."
    mortgageInsurance: Float!
    hoa: Float!
    loanAmount: Float!
    "With the financed FHA UFMIP, VA funding fee or USDA guarantee fee."
    totalLoanAmount: Float!
    downPayment: Float!
    upfrontFee: Float!
    "Figures that are averages for the place rather than the listing's own (propertyTax, homeInsurance)."
    estimated: [String!]!
    sources: [PaymentFigureSource!]!
    "False when the scenario does not fit the program for this home; reasons say why."
    eligible: Boolean!
    reasons: [String!]!
  }

  "A home for sale (RESO Data Dictionary names)."
  type Listing {
    "Public id: /listings/{hashid}/."
    hashid: ID!
    listingKey: String!
    "True for the generated sample homes (labelled as such wherever shown)."
    isSample: Boolean!
    "sample, import or mls."
    source: String!
    standardStatus: String!
    "True once the home left its feed or is no longer for sale."
    offMarket: Boolean!
    listPrice: Float!
    propertyType: String!
    propertySubType: String
    bedroomsTotal: Int
    bathroomsTotalInteger: Int
    "Square feet."
    livingArea: Float
    lotSizeSquareFeet: Float
    yearBuilt: Int
    "Street address line (number, street, unit)."
    streetAddress: String!
    city: String!
    stateOrProvince: String!
    postalCode: String
    countyOrParish: String
    "5-digit county FIPS, when known."
    countyFips: String
    latitude: Float
    longitude: Float
    "Dollars a year, as listed."
    taxAnnualAmount: Float
    taxYear: Int
    "Dollars per associationFeeFrequency."
    associationFee: Float
    associationFeeFrequency: String
    publicRemarks: String
    "First photo, or null."
    photo: String
    "Ordered photo URLs."
    photos: [String!]!
    listingContractDate: Date
    modificationTimestamp: DateTime!
    listAgentFullName: String
    listOfficeName: String
    "Saved by the signed-in user (false when signed out)."
    isFavorite: Boolean!
    "The monthly payment: for the scenario given, else the search's scenario, else the calculator's defaults."
    payment(scenario: PaymentScenarioInput): ListingPayment!
  }

  "One page of listings."
  type ListingPage {
    page: Int!
    pageSize: Int!
    total: Int!
    items: [Listing!]!
  }

  extend type Query {
    "Homes for sale matching the filters (for sale and in their feed only)."
    listings(dto: ListingSearchInput, page: Int = 1, pageSize: Int = 24): ListingPage!
    "A listing by hashid, on or off market; null when unknown."
    listing(hashid: ID!): Listing
    """
    Listings by hashid, in the order asked, null where unknown; at most 100 (BAD_USER_INPUT
    beyond). A page of cards asks this once, e.g. whether the viewer saved each home.
    """
    listingsByHashid(hashids: [ID!]!): [Listing]!
    "The signed-in user's saved homes, newest saved first (UNAUTHENTICATED when signed out)."
    myFavoriteListings(page: Int = 1): ListingPage!
  }

  extend type Mutation {
    "Saves a home (idempotent). NOT_FOUND for an unknown hashid."
    favoriteListing(hashid: ID!): Listing!
    "Removes a saved home (idempotent). NOT_FOUND for an unknown hashid."
    unfavoriteListing(hashid: ID!): Listing!
  }
`;
