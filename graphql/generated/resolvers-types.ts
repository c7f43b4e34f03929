import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StoredUpload as StoredUploadModel } from '@/lib/server/uploads/upload-service';
import type { UserRecord as UserRecordModel } from '@/lib/server/accounts/account-records';
import type { AuthResult as AuthResultModel, RefreshResult as RefreshResultModel } from '@/lib/server/accounts/account-service';
import type { ListingModel as ListingModelModel, ListingPageModel as ListingPageModelModel } from '@/lib/server/listings/listing-service';
import type { ListingPayment as ListingPaymentModel } from '@/lib/server/listings/listing-payment';
import type { AgentRow as AgentRowModel, AgentLeadView as AgentLeadViewModel } from '@/lib/server/agents/agent-service';
import type { WidgetRecord as WidgetRecordModel } from '@/lib/server/widgets/widget-service';
import type { MembershipView as MembershipViewModel } from '@/lib/server/premium/membership-service';
import type { SavedScenarioRecord as SavedScenarioRecordModel, ComparedScenario as ComparedScenarioModel } from '@/lib/server/premium/saved-scenario-service';
import type { GraphQLContext } from '@/lib/server/api/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with time zone (e.g. 2026-05-14T12:00:00.000Z). */
  DateTime: { input: string; output: Date | string; }
  /** A file sent by the GraphQL multipart request spec. */
  Upload: { input: File; output: File; }
};

/** A county an agent serves. */
export type AgentCounty = {
  __typename?: 'AgentCounty';
  /** 5-digit FIPS code. */
  fips: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** USPS code of its state. */
  state: Scalars['String']['output'];
};

/** Where the operator's check of an agent's name, brokerage, licence and MLS id stands. */
export type AgentIdentityReview =
  | 'APPROVED'
  /** New, or one of those fields changed: not shown until the operator approves it. */
  | 'AWAITING_REVIEW'
  /** Not shown; identityRejectionReason says why. Correcting the fields asks for a new review. */
  | 'REJECTED';

/** A visitor's request sent to the agent. */
export type AgentLead = {
  __typename?: 'AgentLead';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  hashid: Scalars['ID']['output'];
  message: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** email or phone. */
  preferredContact: Scalars['String']['output'];
  scenario: Array<AgentLeadScenarioLine>;
};

/** A labelled value of a lead's scenario (Home price: $450,000). */
export type AgentLeadScenarioLine = {
  __typename?: 'AgentLeadScenarioLine';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The signed-in account's agent profile, as its owner sees it. */
export type AgentProfile = {
  __typename?: 'AgentProfile';
  bio: Scalars['String']['output'];
  brokerage: Scalars['String']['output'];
  /** 0-100: how complete the profile is (it orders agents at the same distance). */
  completeness: Scalars['Int']['output'];
  counties: Array<AgentCounty>;
  /** Where leads go; confirmed from an emailed link before the profile is published. */
  email: Scalars['String']['output'];
  emailConfirmed: Scalars['Boolean']['output'];
  hashid: Scalars['ID']['output'];
  hidden: Scalars['Boolean']['output'];
  /** The operator's reason, when the review rejected the profile. */
  identityRejectionReason: Maybe<Scalars['String']['output']>;
  /** The operator checks name, brokerage, licence and MLS id before the profile is shown. */
  identityReview: AgentIdentityReview;
  /** Values of AGENT_LANGUAGES (en, es, ...). */
  languages: Array<Scalars['String']['output']>;
  /** The requests visitors sent to this agent, newest first. */
  leads: Array<AgentLead>;
  licenseNumber: Scalars['String']['output'];
  /** USPS code of the licensing state. */
  licenseState: Scalars['String']['output'];
  /** The agent's MLS id (RESO ListAgentKey): once approved by the operator, listings with it appear on the profile. */
  mlsAgentId: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  photoUploadId: Maybe<Scalars['String']['output']>;
  photoUrl: Maybe<Scalars['String']['output']>;
  /** Email confirmed, identity approved and not hidden: in the directory at /agents/{hashid}/. */
  published: Scalars['Boolean']['output'];
  /** Values of lib/agents/options.ts AGENT_SPECIALITIES (fha, va, usda, first-time-buyers, ...). */
  specialities: Array<Scalars['String']['output']>;
};


/** The signed-in account's agent profile, as its owner sees it. */
export type AgentProfileLeadsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type AgentProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  brokerage: Scalars['String']['input'];
  /** County FIPS codes, 1 to 20; the first is the home county. */
  counties: Array<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  languages: Array<Scalars['String']['input']>;
  licenseNumber: Scalars['String']['input'];
  licenseState: Scalars['String']['input'];
  mlsAgentId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** An image stored with uploadImage by the viewer; null removes the photo, absent keeps it. */
  photoUploadId?: InputMaybe<Scalars['String']['input']>;
  specialities: Array<Scalars['String']['input']>;
};

/** A signed-in session: a short-lived access token and the refresh token that renews it. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  accessTokenExpiresAt: Scalars['DateTime']['output'];
  /**
   * Proof that this browser signed in to the account: kept beside the session (and after sign-out)
   * and sent with the next signIn, it keeps other people's failed attempts from locking the owner out.
   */
  deviceToken: Scalars['String']['output'];
  mustConfirmEmailDaysLeft: Maybe<Scalars['Int']['output']>;
  mustConfirmEmailExpiration: Maybe<Scalars['DateTime']['output']>;
  refreshToken: Scalars['String']['output'];
  user: User;
};

export type ChangeEmailInput = {
  newEmail: Scalars['String']['input'];
  /** The account password, to confirm it is the owner asking. */
  password: Scalars['String']['input'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  /** Where to send the browser (Stripe Checkout or the billing portal). */
  url: Scalars['String']['output'];
};

/** A new widget's settings. Invalid values give BAD_USER_INPUT with validationErrors per field. */
export type CreateWidgetInput = {
  allowedDomains: Array<Scalars['String']['input']>;
  calcType: LoanProgram;
  defaults?: InputMaybe<WidgetDefaultsInput>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  layout?: InputMaybe<WidgetLayout>;
  name: Scalars['String']['input'];
  showBranding?: InputMaybe<Scalars['Boolean']['input']>;
  showQuoteLink?: InputMaybe<Scalars['Boolean']['input']>;
  themeColor?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteAccountInput = {
  password: Scalars['String']['input'];
};

/** A map area in degrees; south <= north and west <= east. */
export type GeoRectangleInput = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
};

/** The newest figure of each series (the 15-year series may end earlier than the 30-year one). */
export type LatestMortgageRates = {
  __typename?: 'LatestMortgageRates';
  rate15YearFixed: Maybe<MortgageRatePoint>;
  rate30YearFixed: Maybe<MortgageRatePoint>;
  /** Where the figures come from. */
  source: Scalars['String']['output'];
};

/** A home for sale (RESO Data Dictionary names). */
export type Listing = {
  __typename?: 'Listing';
  /** Dollars per associationFeeFrequency. */
  associationFee: Maybe<Scalars['Float']['output']>;
  associationFeeFrequency: Maybe<Scalars['String']['output']>;
  bathroomsTotalInteger: Maybe<Scalars['Int']['output']>;
  bedroomsTotal: Maybe<Scalars['Int']['output']>;
  city: Scalars['String']['output'];
  /** 5-digit county FIPS, when known. */
  countyFips: Maybe<Scalars['String']['output']>;
  countyOrParish: Maybe<Scalars['String']['output']>;
  /** Public id: /listings/{hashid}/. */
  hashid: Scalars['ID']['output'];
  /** Saved by the signed-in user (false when signed out). */
  isFavorite: Scalars['Boolean']['output'];
  /** True for the generated sample homes (labelled as such wherever shown). */
  isSample: Scalars['Boolean']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  listAgentFullName: Maybe<Scalars['String']['output']>;
  listOfficeName: Maybe<Scalars['String']['output']>;
  listPrice: Scalars['Float']['output'];
  listingContractDate: Maybe<Scalars['Date']['output']>;
  listingKey: Scalars['String']['output'];
  /** Square feet. */
  livingArea: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  lotSizeSquareFeet: Maybe<Scalars['Float']['output']>;
  modificationTimestamp: Scalars['DateTime']['output'];
  /** True once the home left its feed or is no longer for sale. */
  offMarket: Scalars['Boolean']['output'];
  /** The monthly payment: for the scenario given, else the search's scenario, else the calculator's defaults. */
  payment: ListingPayment;
  /** First photo, or null. */
  photo: Maybe<Scalars['String']['output']>;
  /** Ordered photo URLs. */
  photos: Array<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  propertySubType: Maybe<Scalars['String']['output']>;
  propertyType: Scalars['String']['output'];
  publicRemarks: Maybe<Scalars['String']['output']>;
  /** sample, import or mls. */
  source: Scalars['String']['output'];
  standardStatus: Scalars['String']['output'];
  stateOrProvince: Scalars['String']['output'];
  /** Street address line (number, street, unit). */
  streetAddress: Scalars['String']['output'];
  /** Dollars a year, as listed. */
  taxAnnualAmount: Maybe<Scalars['Float']['output']>;
  taxYear: Maybe<Scalars['Int']['output']>;
  yearBuilt: Maybe<Scalars['Int']['output']>;
};


/** A home for sale (RESO Data Dictionary names). */
export type ListingPaymentArgs = {
  scenario?: InputMaybe<PaymentScenarioInput>;
};

/** One page of listings. */
export type ListingPage = {
  __typename?: 'ListingPage';
  items: Array<Listing>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A home's monthly payment for a loan scenario (dollars; names as on the calculators). */
export type ListingPayment = {
  __typename?: 'ListingPayment';
  downPayment: Scalars['Float']['output'];
  /** False when the scenario does not fit the program for this home; reasons say why. */
  eligible: Scalars['Boolean']['output'];
  /** Figures that are averages for the place rather than the listing's own (propertyTax, homeInsurance). */
  estimated: Array<Scalars['String']['output']>;
  hoa: Scalars['Float']['output'];
  homeInsurance: Scalars['Float']['output'];
  loanAmount: Scalars['Float']['output'];
  monthlyPayment: Scalars['Float']['output'];
  /** PMI, FHA annual MIP or USDA annual fee; 0 when none. */
  mortgageInsurance: Scalars['Float']['output'];
  principalAndInterest: Scalars['Float']['output'];
  propertyTax: Scalars['Float']['output'];
  reasons: Array<Scalars['String']['output']>;
  sources: Array<PaymentFigureSource>;
  /** With the financed FHA UFMIP, VA funding fee or USDA guarantee fee. */
  totalLoanAmount: Scalars['Float']['output'];
  upfrontFee: Scalars['Float']['output'];
};

/** Listing search filters (all optional). Invalid values give BAD_USER_INPUT with validationErrors per field. */
export type ListingSearchInput = {
  bathroomsTotalMin?: InputMaybe<Scalars['Int']['input']>;
  bedroomsTotalMin?: InputMaybe<Scalars['Int']['input']>;
  /** 5-digit county FIPS. */
  county?: InputMaybe<Scalars['String']['input']>;
  geoRectangle?: InputMaybe<GeoRectangleInput>;
  /** Homes whose whole monthly payment (with payment, or the default scenario) is at most this many dollars, exactly by the calculator's math. */
  monthlyPaymentMax?: InputMaybe<Scalars['Float']['input']>;
  payment?: InputMaybe<PaymentScenarioInput>;
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  /** Dollars. */
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  /** Home types: Single Family Residence, Condominium, Townhouse, Residential Income, Manufactured Home, Land. */
  propertyTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  sort?: InputMaybe<ListingSort>;
  /** USPS state code. */
  state?: InputMaybe<Scalars['String']['input']>;
  yearBuiltMax?: InputMaybe<Scalars['Int']['input']>;
  yearBuiltMin?: InputMaybe<Scalars['Int']['input']>;
  /** 5-digit ZIP code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** Result orders of the listing search (lib/listings/search.ts LISTING_SORTS). */
export type ListingSort =
  | 'BEDS_DESC'
  | 'NEWEST'
  /** By the monthly payment for the search's loan scenario (low to high). */
  | 'PAYMENT_ASC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'SQFT_DESC';

/** Loan programs of the payment calculators. */
export type LoanProgram =
  | 'CONVENTIONAL'
  | 'FHA'
  | 'USDA'
  | 'VA';

/** A series and its newest observation, or null when the site holds none (no figure is invented). */
export type MarketRate = {
  __typename?: 'MarketRate';
  latest: Maybe<RateObservation>;
  series: RateSeries;
};

/** A user's membership: PREMIUM while any subscription is current. A lapsed one (canceled, unpaid, past its period) is FREE but keeps its data. */
export type Membership = {
  __typename?: 'Membership';
  /** Whether the billing portal (cancel, change card) can be opened. */
  canManageBilling: Scalars['Boolean']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** Whether this site takes payments (Stripe configured). */
  checkoutAvailable: Scalars['Boolean']['output'];
  /** Scenarios the plan may compare side by side (0 = none). */
  comparisonLimit: Scalars['Int']['output'];
  /** Renewal date, or the end date when canceling at period end. */
  currentPeriodEnd: Maybe<Scalars['DateTime']['output']>;
  noAds: Scalars['Boolean']['output'];
  plan: Plan;
  priceAlerts: Scalars['Boolean']['output'];
  reports: Scalars['Boolean']['output'];
  /** Saved scenarios the plan keeps; null = unlimited. */
  savedScenarioLimit: Maybe<Scalars['Int']['output']>;
  /** Status of the subscription that counts (the current one, else the newest); null without a subscription. */
  status: Maybe<Scalars['String']['output']>;
  /** Every subscription the user has, newest first (two checkouts finished together make two). */
  subscriptions: Array<MembershipSubscription>;
};

/** One of the user's Stripe subscriptions. */
export type MembershipSubscription = {
  __typename?: 'MembershipSubscription';
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** Renewal date, or the end date when canceling at period end. */
  currentPeriodEnd: Maybe<Scalars['DateTime']['output']>;
  /** Whether this subscription makes the user premium now. */
  premium: Scalars['Boolean']['output'];
  /** Stripe's subscription status (active, trialing, past_due, canceled, unpaid, ...). */
  status: Scalars['String']['output'];
};

/** A published rate and the survey week it is from. */
export type MortgageRatePoint = {
  __typename?: 'MortgageRatePoint';
  /** Percent (6.75 = 6.75%). */
  rate: Scalars['Float']['output'];
  weekDate: Scalars['Date']['output'];
};

/** One week of Freddie Mac's Primary Mortgage Market Survey (PMMS); rates in percent (6.75 = 6.75%). */
export type MortgageRateWeek = {
  __typename?: 'MortgageRateWeek';
  /** Average 15-year fixed rate, or null when not published that week. */
  rate15YearFixed: Maybe<Scalars['Float']['output']>;
  /** Average 30-year fixed rate, or null when not published that week. */
  rate30YearFixed: Maybe<Scalars['Float']['output']>;
  /** The survey's weekly release date. */
  weekDate: Scalars['Date']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Emails a confirmation link to the new address; the address changes once it is opened. */
  changeEmail: Scalars['Boolean']['output'];
  /** Changes the password, signs out every other session, and returns a new session for this one. */
  changePassword: AuthPayload;
  /** Creates the viewer's agent profile (one per account) and emails the confirmation link. */
  createAgentProfile: AgentProfile;
  createWidget: Widget;
  /** Deletes the account and everything it holds. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes the profile. */
  deleteAgentProfile: Scalars['Boolean']['output'];
  /** Deletes one of your scenarios; returns its hashid. */
  deleteScenario: Scalars['ID']['output'];
  /** Deletes the widget and its usage; returns its hashid. */
  deleteWidget: Scalars['ID']['output'];
  /** Saves a home (idempotent). NOT_FOUND for an unknown hashid. */
  favoriteListing: Listing;
  /** Opens the Stripe customer portal (cancel, change card). */
  openBillingPortal: CheckoutSession;
  /**
   * Counts a calculation in the widget whose key the request carries as api-key, sent by the
   * widget's frame with the token its page carries. At most one counts per HTTP request, whatever
   * the aliases or batch entries. False (not counted, never an error) when the key is unknown or
   * the widget is off; the token is missing, expired or another key's; the request does not come
   * from this site's frame; the page that embedded the frame is not one of the widget's allowed
   * domains; or this client has sent more than 120 calculations to the widget within the hour.
   */
  recordWidgetCalculation: Scalars['Boolean']['output'];
  /** A new access token and a new refresh token for the session of refreshToken, which is spent. Sending a spent refresh token again ends that session (UNAUTHENTICATED). */
  refreshAccessToken: RefreshAccessTokenPayload;
  renameScenario: SavedScenario;
  /** Emails a password-reset link if the address has an account. Always true. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sends the confirmation link again. */
  resendAgentConfirmation: Scalars['Boolean']['output'];
  /** Sends a new confirmation link: to the signed-in account, or to email if it has an unconfirmed account. Always true. */
  resendConfirmationEmail: Scalars['Boolean']['output'];
  /** Sets a new password from a reset link and signs out every session. */
  resetPassword: Scalars['Boolean']['output'];
  /** A new key; the old one stops working at once. */
  rotateWidgetKey: Widget;
  /** Saves a scenario; the free plan keeps 3 (PLAN_LIMIT). */
  saveScenario: SavedScenario;
  /** Hides the profile from the directory, or shows it again. */
  setAgentProfileHidden: AgentProfile;
  signIn: AuthPayload;
  /** Ends the session of this refresh token (the current one or an earlier one of the same session). Always true. */
  signOut: Scalars['Boolean']['output'];
  signUp: AuthPayload;
  /** Starts Stripe Checkout for premium (FORBIDDEN when payments are off or already a member). */
  startPremiumCheckout: CheckoutSession;
  /** Removes a saved home (idempotent). NOT_FOUND for an unknown hashid. */
  unfavoriteListing: Listing;
  unwatchListing: Scalars['ID']['output'];
  /** Changes the viewer's profile; a new email address unpublishes it until confirmed, a new name, brokerage, licence or MLS id until the operator approves it. */
  updateAgentProfile: AgentProfile;
  updateProfile: User;
  updateWidget: Widget;
  /** Stores a JPEG, PNG, WebP or GIF image of at most 5 MB (multipart request). Requires sign-in. */
  uploadImage: UploadedImage;
  /** Confirms an address from the emailed link (/confirm-email/?token=...). */
  userConfirmEmail: Scalars['Boolean']['output'];
  /** Premium: watch a saved home for price and status changes. */
  watchListing: Scalars['ID']['output'];
  /**
   * The calculation token for a frame served from the cache (the same HTML for every embedding
   * page), asked by the frame with its key as api-key: null when the key is not an active
   * widget's, the request does not come from this site's frame, or the embedding page is not one
   * of the widget's allowed domains.
   */
  widgetFrameToken: Maybe<Scalars['String']['output']>;
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateAgentProfileArgs = {
  input: AgentProfileInput;
};


export type MutationCreateWidgetArgs = {
  input: CreateWidgetInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteAgentProfileArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationDeleteScenarioArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationDeleteWidgetArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationFavoriteListingArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationRecordWidgetCalculationArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefreshAccessTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRenameScenarioArgs = {
  hashid: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendAgentConfirmationArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationResendConfirmationEmailArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRotateWidgetKeyArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationSaveScenarioArgs = {
  input: SaveScenarioInput;
};


export type MutationSetAgentProfileHiddenArgs = {
  hashid: Scalars['ID']['input'];
  hidden: Scalars['Boolean']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignOutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUnfavoriteListingArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationUnwatchListingArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationUpdateAgentProfileArgs = {
  hashid: Scalars['ID']['input'];
  input: AgentProfileInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateWidgetArgs = {
  hashid: Scalars['ID']['input'];
  input: UpdateWidgetInput;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationUserConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationWatchListingArgs = {
  hashid: Scalars['ID']['input'];
};


export type MutationWidgetFrameTokenArgs = {
  embedder?: InputMaybe<Scalars['String']['input']>;
};

/** Where an estimated figure comes from. */
export type PaymentFigureSource = {
  __typename?: 'PaymentFigureSource';
  /** propertyTax or homeInsurance. */
  figure: Scalars['String']['output'];
  source: Scalars['String']['output'];
};

/** The visitor's loan for each home's payment. Missing fields take the calculator's defaults (conventional, 20% down, 6.75%, 360 months, 760). */
export type PaymentScenarioInput = {
  calcType?: InputMaybe<LoanProgram>;
  creditScore?: InputMaybe<Scalars['Int']['input']>;
  /** Percent of each price (20 = 20%). */
  downPaymentPercent?: InputMaybe<Scalars['Float']['input']>;
  includePMI?: InputMaybe<Scalars['Boolean']['input']>;
  isVaDisabled?: InputMaybe<Scalars['Boolean']['input']>;
  isVaSubsequentUse?: InputMaybe<Scalars['Boolean']['input']>;
  /** Annual rate in percent (6.75). */
  ratePercent?: InputMaybe<Scalars['Float']['input']>;
  /** Months. */
  term?: InputMaybe<Scalars['Int']['input']>;
};

export type Plan =
  | 'FREE'
  | 'PREMIUM';

export type Query = {
  __typename?: 'Query';
  /** Premium: 2 to 4 of your payment scenarios side by side. */
  compareScenarios: Array<ScenarioComparison>;
  latestMortgageRates: LatestMortgageRates;
  /** A listing by hashid, on or off market; null when unknown. */
  listing: Maybe<Listing>;
  /** Homes for sale matching the filters (for sale and in their feed only). */
  listings: ListingPage;
  /**
   * Listings by hashid, in the order asked, null where unknown; at most 100 (BAD_USER_INPUT
   * beyond). A page of cards asks this once, e.g. whether the viewer saved each home.
   */
  listingsByHashid: Array<Maybe<Listing>>;
  /** Every series the site knows (PMMS and the Optimal Blue indices) with its newest observation. */
  marketRates: Array<MarketRate>;
  /** The signed-in account (UNAUTHENTICATED without a valid access token). */
  me: User;
  /** The most recent weeks of the survey, newest first. weeks: 1 to 520. */
  mortgageRates: Array<MortgageRateWeek>;
  /** The viewer's agent profile, or null. Requires sign-in. */
  myAgentProfile: Maybe<AgentProfile>;
  /** The signed-in user's saved homes, newest saved first (UNAUTHENTICATED when signed out). */
  myFavoriteListings: ListingPage;
  /** How many widgets the viewer's plan allows. */
  myWidgetAllowance: WidgetAllowance;
  /** The viewer's widgets, oldest first. */
  myWidgets: Array<Widget>;
  /** Rate history: range 1y, 5y or all; series narrows it to some FRED series ids (default: all). */
  rateHistory: RateHistory;
  /** The signed-in user's saved scenarios, oldest first. */
  savedScenarios: Array<SavedScenario>;
  /** Premium: hashids of the saved homes you watch for price changes. */
  watchedListings: Array<Scalars['ID']['output']>;
};


export type QueryCompareScenariosArgs = {
  hashids: Array<Scalars['ID']['input']>;
};


export type QueryListingArgs = {
  hashid: Scalars['ID']['input'];
};


export type QueryListingsArgs = {
  dto?: InputMaybe<ListingSearchInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListingsByHashidArgs = {
  hashids: Array<Scalars['ID']['input']>;
};


export type QueryMortgageRatesArgs = {
  weeks?: Scalars['Int']['input'];
};


export type QueryMyFavoriteListingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRateHistoryArgs = {
  range?: Scalars['String']['input'];
  series?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The rate history in a range ending at the newest figure the site holds. */
export type RateHistory = {
  __typename?: 'RateHistory';
  /** How daily series are given: daily for 1y; the last observation of each week (ending Thursday) for 5y and all. PMMS is weekly throughout. */
  dailySeriesResolution: Scalars['String']['output'];
  /** First and last date of the range; null when the site holds no figure. */
  from: Maybe<Scalars['Date']['output']>;
  /** 1y, 5y or all. */
  range: Scalars['String']['output'];
  /** Series with at least one observation in the range. */
  series: Array<RateHistorySeries>;
  to: Maybe<Scalars['Date']['output']>;
};

/** One series' observations in a history range, oldest first. */
export type RateHistorySeries = {
  __typename?: 'RateHistorySeries';
  points: Array<RateObservation>;
  series: RateSeries;
};

/** One observation of a series: its date (for PMMS the survey's Thursday) and the rate in percent (6.75 = 6.75%). */
export type RateObservation = {
  __typename?: 'RateObservation';
  date: Scalars['Date']['output'];
  rate: Scalars['Float']['output'];
};

/** A market rate series the site shows, by its FRED series id (MORTGAGE30US, OBMMIC30YF, ...). */
export type RateSeries = {
  __typename?: 'RateSeries';
  /** The citation to show with every figure of the series. */
  citation: Scalars['String']['output'];
  /** weekly or daily. */
  frequency: Scalars['String']['output'];
  /** FRED series id. */
  id: Scalars['String']['output'];
  jumbo: Scalars['Boolean']['output'];
  /** Short label for tables and charts. */
  label: Scalars['String']['output'];
  /** Loan program: conventional, fha, va or usda (jumbo is conventional with jumbo true). */
  program: Scalars['String']['output'];
  /** Freddie Mac (PMMS, weekly) or Optimal Blue (Mortgage Market Indices, daily). */
  publisher: Scalars['String']['output'];
  termMonths: Scalars['Int']['output'];
  /** The series title as FRED names it. */
  title: Scalars['String']['output'];
};

export type RefreshAccessTokenPayload = {
  __typename?: 'RefreshAccessTokenPayload';
  accessToken: Scalars['String']['output'];
  accessTokenExpiresAt: Scalars['DateTime']['output'];
  mustConfirmEmailDaysLeft: Maybe<Scalars['Int']['output']>;
  mustConfirmEmailExpiration: Maybe<Scalars['DateTime']['output']>;
  /** The refresh token to use next time: the one sent is now spent, and sending it again ends the session. */
  refreshToken: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  /** The token from the emailed link (/reset-password/?token=...). */
  token: Scalars['String']['input'];
};

export type SaveScenarioInput = {
  calcType: Scalars['String']['input'];
  inputs: Array<ScenarioParamInput>;
  name: Scalars['String']['input'];
};

/** A calculator scenario saved by its owner. */
export type SavedScenario = {
  __typename?: 'SavedScenario';
  /** The calculator's path slug (mortgage-calculator, fha-loan-calculator, ...). */
  calcType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  hashid: Scalars['ID']['output'];
  inputs: Array<ScenarioParam>;
  /** The monthly payment computed from the saved inputs, as the calculator shows it (dollars); null for a calculator that is not a payment one. */
  monthlyPayment: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** Whether a PDF report and comparison can be made of it (the payment calculators). */
  reportable: Scalars['Boolean']['output'];
  /** The scenario as a person reads it, for example: $425,000 home, 10% down, 6.50% 30-year fixed, Travis County, TX. Null for a calculator that is not a payment one. */
  summary: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Same-origin link that reopens the calculator with exactly these inputs. */
  url: Scalars['String']['output'];
};

/** A scenario's figures for the side-by-side comparison (dollars; names as on the calculators). */
export type ScenarioComparison = {
  __typename?: 'ScenarioComparison';
  downPayment: Scalars['Float']['output'];
  hoa: Scalars['Float']['output'];
  homeInsurance: Scalars['Float']['output'];
  monthlyPayment: Scalars['Float']['output'];
  mortgageInsurance: Scalars['Float']['output'];
  mortgageInsuranceEnds: Scalars['String']['output'];
  payoffMonths: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  principalAndInterest: Scalars['Float']['output'];
  program: Scalars['String']['output'];
  propertyTax: Scalars['Float']['output'];
  ratePercent: Scalars['Float']['output'];
  scenario: SavedScenario;
  termMonths: Scalars['Int']['output'];
  totalInterest: Scalars['Float']['output'];
  totalLoanAmount: Scalars['Float']['output'];
};

/** One scenario parameter (the calculators' names) and its value as the share link spells it. */
export type ScenarioParam = {
  __typename?: 'ScenarioParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ScenarioParamInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type SignInInput = {
  /** The deviceToken of this browser's last sign-in to the account, if any (a bad one counts as none). */
  deviceToken?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At least 10 characters, not a common password. */
  password: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new profile photo (JPEG, PNG, WebP or GIF, at most 5 MB; multipart request). */
  photo?: InputMaybe<Scalars['Upload']['input']>;
  removePhoto?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a widget (absent fields stay as they are). */
export type UpdateWidgetInput = {
  allowedDomains?: InputMaybe<Array<Scalars['String']['input']>>;
  calcType?: InputMaybe<LoanProgram>;
  defaults?: InputMaybe<WidgetDefaultsInput>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  layout?: InputMaybe<WidgetLayout>;
  name?: InputMaybe<Scalars['String']['input']>;
  showBranding?: InputMaybe<Scalars['Boolean']['input']>;
  showQuoteLink?: InputMaybe<Scalars['Boolean']['input']>;
  themeColor?: InputMaybe<Scalars['String']['input']>;
};

/** An image stored by the site, served back at url. */
export type UploadedImage = {
  __typename?: 'UploadedImage';
  byteSize: Scalars['Int']['output'];
  /** The type read from the file's bytes: image/jpeg, image/png, image/webp or image/gif. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Same-origin path that serves the image. */
  url: Scalars['String']['output'];
};

/** A site account. Only its owner can read it (through me). */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  emailConfirmed: Scalars['Boolean']['output'];
  emailConfirmedAt: Maybe<Scalars['DateTime']['output']>;
  /** Public id (the client cache keys on User + hashid). */
  hashid: Scalars['ID']['output'];
  membership: Membership;
  /** Days left to confirm the email address; null once confirmed. */
  mustConfirmEmailDaysLeft: Maybe<Scalars['Int']['output']>;
  /** When the grace period for confirming ends; null once confirmed. */
  mustConfirmEmailExpiration: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** A new address waiting for its confirmation link to be opened, if any. */
  pendingEmail: Maybe<Scalars['String']['output']>;
  photo: Maybe<UploadedImage>;
  /** Same-origin path of the profile photo, if any. */
  photoUrl: Maybe<Scalars['String']['output']>;
};

/** An embeddable calculator widget. */
export type Widget = {
  __typename?: 'Widget';
  /** Domains whose pages may show it: example.com, *.example.com (subdomains), optional https:// and :port. */
  allowedDomains: Array<Scalars['String']['output']>;
  /** Whether the widget shows 'by How Much Home?' (always on the free plan). */
  brandingShown: Scalars['Boolean']['output'];
  calcType: LoanProgram;
  createdAt: Scalars['DateTime']['output'];
  defaults: WidgetDefaults;
  enabled: Scalars['Boolean']['output'];
  hashid: Scalars['ID']['output'];
  /** The public key in the embed code (rotate it to replace it). */
  key: Scalars['String']['output'];
  layout: WidgetLayout;
  name: Scalars['String']['output'];
  /** The owner's setting. */
  showBranding: Scalars['Boolean']['output'];
  /** Whether the widget links to the site's quote form ('Get a personal quote'); off by default. */
  showQuoteLink: Scalars['Boolean']['output'];
  /** #rrggbb. */
  themeColor: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The last days of use, oldest first (1-366, default 30). */
  usage: Array<WidgetUsageDay>;
  /** The same days as usage, as parallel lists (what the widget manager reads). */
  usageSeries: WidgetUsageSeries;
};


/** An embeddable calculator widget. */
export type WidgetUsageArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


/** An embeddable calculator widget. */
export type WidgetUsageSeriesArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** The viewer's widget allowance. */
export type WidgetAllowance = {
  __typename?: 'WidgetAllowance';
  canRemoveBranding: Scalars['Boolean']['output'];
  maxWidgets: Scalars['Int']['output'];
  /** FREE or PREMIUM. */
  plan: Scalars['String']['output'];
  used: Scalars['Int']['output'];
};

/** The inputs a widget opens with (null = the calculator's own default). */
export type WidgetDefaults = {
  __typename?: 'WidgetDefaults';
  /** Percent of the price (20 = 20%). */
  downPaymentPercent: Maybe<Scalars['Float']['output']>;
  /** Dollars. */
  price: Maybe<Scalars['Float']['output']>;
  /** Annual rate in percent (6.75). */
  ratePercent: Maybe<Scalars['Float']['output']>;
  /** Months: 360, 300, 240, 180 or 120. */
  term: Maybe<Scalars['Int']['output']>;
};

export type WidgetDefaultsInput = {
  downPaymentPercent?: InputMaybe<Scalars['Float']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  ratePercent?: InputMaybe<Scalars['Float']['input']>;
  term?: InputMaybe<Scalars['Int']['input']>;
};

/** What the widget shows beside its inputs. */
export type WidgetLayout =
  /** The monthly payment and its breakdown (the default). */
  | 'COMPACT'
  /** The payment, its breakdown and the loan's summary: amount, interest, payoff, balances. */
  | 'SUMMARY';

/** One UTC day of a widget's use. */
export type WidgetUsageDay = {
  __typename?: 'WidgetUsageDay';
  /** Calculations made in it (edits of its inputs). */
  calculations: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  /** Times the widget was shown. */
  loads: Scalars['Int']['output'];
};

/**
 * A widget's use over its last days as parallel lists, one entry a UTC day, oldest first: a
 * client's normalised cache keeps each list as one value, not an object a day.
 */
export type WidgetUsageSeries = {
  __typename?: 'WidgetUsageSeries';
  /** Calculations made in it, one count a day. */
  calculations: Array<Scalars['Int']['output']>;
  /** The days (UTC). */
  dates: Array<Scalars['Date']['output']>;
  /** Times the widget was shown, one count a day. */
  loads: Array<Scalars['Int']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AgentCounty: ResolverTypeWrapper<AgentCounty>;
  AgentIdentityReview: AgentIdentityReview;
  AgentLead: ResolverTypeWrapper<AgentLeadViewModel>;
  AgentLeadScenarioLine: ResolverTypeWrapper<AgentLeadScenarioLine>;
  AgentProfile: ResolverTypeWrapper<AgentRowModel>;
  AgentProfileInput: AgentProfileInput;
  AuthPayload: ResolverTypeWrapper<AuthResultModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutSession: ResolverTypeWrapper<CheckoutSession>;
  CreateWidgetInput: CreateWidgetInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoRectangleInput: GeoRectangleInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LatestMortgageRates: ResolverTypeWrapper<LatestMortgageRates>;
  Listing: ResolverTypeWrapper<ListingModelModel>;
  ListingPage: ResolverTypeWrapper<ListingPageModelModel>;
  ListingPayment: ResolverTypeWrapper<ListingPaymentModel>;
  ListingSearchInput: ListingSearchInput;
  ListingSort: ListingSort;
  LoanProgram: LoanProgram;
  MarketRate: ResolverTypeWrapper<MarketRate>;
  Membership: ResolverTypeWrapper<MembershipViewModel>;
  MembershipSubscription: ResolverTypeWrapper<MembershipSubscription>;
  MortgageRatePoint: ResolverTypeWrapper<MortgageRatePoint>;
  MortgageRateWeek: ResolverTypeWrapper<MortgageRateWeek>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaymentFigureSource: ResolverTypeWrapper<PaymentFigureSource>;
  PaymentScenarioInput: PaymentScenarioInput;
  Plan: Plan;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateHistory: ResolverTypeWrapper<RateHistory>;
  RateHistorySeries: ResolverTypeWrapper<RateHistorySeries>;
  RateObservation: ResolverTypeWrapper<RateObservation>;
  RateSeries: ResolverTypeWrapper<RateSeries>;
  RefreshAccessTokenPayload: ResolverTypeWrapper<RefreshResultModel>;
  ResetPasswordInput: ResetPasswordInput;
  SaveScenarioInput: SaveScenarioInput;
  SavedScenario: ResolverTypeWrapper<SavedScenarioRecordModel>;
  ScenarioComparison: ResolverTypeWrapper<ComparedScenarioModel>;
  ScenarioParam: ResolverTypeWrapper<ScenarioParam>;
  ScenarioParamInput: ScenarioParamInput;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateWidgetInput: UpdateWidgetInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadedImage: ResolverTypeWrapper<StoredUploadModel>;
  User: ResolverTypeWrapper<UserRecordModel>;
  Widget: ResolverTypeWrapper<WidgetRecordModel>;
  WidgetAllowance: ResolverTypeWrapper<WidgetAllowance>;
  WidgetDefaults: ResolverTypeWrapper<WidgetDefaults>;
  WidgetDefaultsInput: WidgetDefaultsInput;
  WidgetLayout: WidgetLayout;
  WidgetUsageDay: ResolverTypeWrapper<WidgetUsageDay>;
  WidgetUsageSeries: ResolverTypeWrapper<WidgetUsageSeries>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AgentCounty: AgentCounty;
  AgentLead: AgentLeadViewModel;
  AgentLeadScenarioLine: AgentLeadScenarioLine;
  AgentProfile: AgentRowModel;
  AgentProfileInput: AgentProfileInput;
  AuthPayload: AuthResultModel;
  Boolean: Scalars['Boolean']['output'];
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutSession: CheckoutSession;
  CreateWidgetInput: CreateWidgetInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  Float: Scalars['Float']['output'];
  GeoRectangleInput: GeoRectangleInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LatestMortgageRates: LatestMortgageRates;
  Listing: ListingModelModel;
  ListingPage: ListingPageModelModel;
  ListingPayment: ListingPaymentModel;
  ListingSearchInput: ListingSearchInput;
  MarketRate: MarketRate;
  Membership: MembershipViewModel;
  MembershipSubscription: MembershipSubscription;
  MortgageRatePoint: MortgageRatePoint;
  MortgageRateWeek: MortgageRateWeek;
  Mutation: Record<PropertyKey, never>;
  PaymentFigureSource: PaymentFigureSource;
  PaymentScenarioInput: PaymentScenarioInput;
  Query: Record<PropertyKey, never>;
  RateHistory: RateHistory;
  RateHistorySeries: RateHistorySeries;
  RateObservation: RateObservation;
  RateSeries: RateSeries;
  RefreshAccessTokenPayload: RefreshResultModel;
  ResetPasswordInput: ResetPasswordInput;
  SaveScenarioInput: SaveScenarioInput;
  SavedScenario: SavedScenarioRecordModel;
  ScenarioComparison: ComparedScenarioModel;
  ScenarioParam: ScenarioParam;
  ScenarioParamInput: ScenarioParamInput;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateWidgetInput: UpdateWidgetInput;
  Upload: Scalars['Upload']['output'];
  UploadedImage: StoredUploadModel;
  User: UserRecordModel;
  Widget: WidgetRecordModel;
  WidgetAllowance: WidgetAllowance;
  WidgetDefaults: WidgetDefaults;
  WidgetDefaultsInput: WidgetDefaultsInput;
  WidgetUsageDay: WidgetUsageDay;
  WidgetUsageSeries: WidgetUsageSeries;
}>;

export type AgentCountyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgentCounty'] = ResolversParentTypes['AgentCounty']> = ResolversObject<{
  fips?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AgentLeadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgentLead'] = ResolversParentTypes['AgentLead']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredContact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<Array<ResolversTypes['AgentLeadScenarioLine']>, ParentType, ContextType>;
}>;

export type AgentLeadScenarioLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgentLeadScenarioLine'] = ResolversParentTypes['AgentLeadScenarioLine']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AgentProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgentProfile'] = ResolversParentTypes['AgentProfile']> = ResolversObject<{
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brokerage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completeness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  counties?: Resolver<Array<ResolversTypes['AgentCounty']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identityRejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identityReview?: Resolver<ResolversTypes['AgentIdentityReview'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  leads?: Resolver<Array<ResolversTypes['AgentLead']>, ParentType, ContextType, Partial<AgentProfileLeadsArgs>>;
  licenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mlsAgentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUploadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  specialities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mustConfirmEmailDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mustConfirmEmailExpiration?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type CheckoutSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LatestMortgageRatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatestMortgageRates'] = ResolversParentTypes['LatestMortgageRates']> = ResolversObject<{
  rate15YearFixed?: Resolver<Maybe<ResolversTypes['MortgageRatePoint']>, ParentType, ContextType>;
  rate30YearFixed?: Resolver<Maybe<ResolversTypes['MortgageRatePoint']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = ResolversObject<{
  associationFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  associationFeeFrequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bathroomsTotalInteger?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bedroomsTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countyFips?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countyOrParish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  listAgentFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listOfficeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listingContractDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  listingKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  livingArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lotSizeSquareFeet?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  modificationTimestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  offMarket?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['ListingPayment'], ParentType, ContextType, Partial<ListingPaymentArgs>>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertySubType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  standardStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateOrProvince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAnnualAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  taxYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  yearBuilt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ListingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingPage'] = ResolversParentTypes['ListingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ListingPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingPayment'] = ResolversParentTypes['ListingPayment']> = ResolversObject<{
  downPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimated?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hoa?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeInsurance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mortgageInsurance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  principalAndInterest?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  propertyTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['PaymentFigureSource']>, ParentType, ContextType>;
  totalLoanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  upfrontFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MarketRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketRate'] = ResolversParentTypes['MarketRate']> = ResolversObject<{
  latest?: Resolver<Maybe<ResolversTypes['RateObservation']>, ParentType, ContextType>;
  series?: Resolver<ResolversTypes['RateSeries'], ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  canManageBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkoutAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comparisonLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  noAds?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  priceAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  savedScenarioLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['MembershipSubscription']>, ParentType, ContextType>;
}>;

export type MembershipSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipSubscription'] = ResolversParentTypes['MembershipSubscription']> = ResolversObject<{
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  premium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MortgageRatePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MortgageRatePoint'] = ResolversParentTypes['MortgageRatePoint']> = ResolversObject<{
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type MortgageRateWeekResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MortgageRateWeek'] = ResolversParentTypes['MortgageRateWeek']> = ResolversObject<{
  rate15YearFixed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rate30YearFixed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weekDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changeEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createAgentProfile?: Resolver<ResolversTypes['AgentProfile'], ParentType, ContextType, RequireFields<MutationCreateAgentProfileArgs, 'input'>>;
  createWidget?: Resolver<ResolversTypes['Widget'], ParentType, ContextType, RequireFields<MutationCreateWidgetArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteAgentProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAgentProfileArgs, 'hashid'>>;
  deleteScenario?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteScenarioArgs, 'hashid'>>;
  deleteWidget?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWidgetArgs, 'hashid'>>;
  favoriteListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationFavoriteListingArgs, 'hashid'>>;
  openBillingPortal?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType>;
  recordWidgetCalculation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationRecordWidgetCalculationArgs>>;
  refreshAccessToken?: Resolver<ResolversTypes['RefreshAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationRefreshAccessTokenArgs, 'refreshToken'>>;
  renameScenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType, RequireFields<MutationRenameScenarioArgs, 'hashid' | 'name'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendAgentConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendAgentConfirmationArgs, 'hashid'>>;
  resendConfirmationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationResendConfirmationEmailArgs>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  rotateWidgetKey?: Resolver<ResolversTypes['Widget'], ParentType, ContextType, RequireFields<MutationRotateWidgetKeyArgs, 'hashid'>>;
  saveScenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType, RequireFields<MutationSaveScenarioArgs, 'input'>>;
  setAgentProfileHidden?: Resolver<ResolversTypes['AgentProfile'], ParentType, ContextType, RequireFields<MutationSetAgentProfileHiddenArgs, 'hashid' | 'hidden'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'refreshToken'>>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startPremiumCheckout?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType>;
  unfavoriteListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUnfavoriteListingArgs, 'hashid'>>;
  unwatchListing?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationUnwatchListingArgs, 'hashid'>>;
  updateAgentProfile?: Resolver<ResolversTypes['AgentProfile'], ParentType, ContextType, RequireFields<MutationUpdateAgentProfileArgs, 'hashid' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateWidget?: Resolver<ResolversTypes['Widget'], ParentType, ContextType, RequireFields<MutationUpdateWidgetArgs, 'hashid' | 'input'>>;
  uploadImage?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType, RequireFields<MutationUploadImageArgs, 'file'>>;
  userConfirmEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserConfirmEmailArgs, 'token'>>;
  watchListing?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationWatchListingArgs, 'hashid'>>;
  widgetFrameToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MutationWidgetFrameTokenArgs>>;
}>;

export type PaymentFigureSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentFigureSource'] = ResolversParentTypes['PaymentFigureSource']> = ResolversObject<{
  figure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  compareScenarios?: Resolver<Array<ResolversTypes['ScenarioComparison']>, ParentType, ContextType, RequireFields<QueryCompareScenariosArgs, 'hashids'>>;
  latestMortgageRates?: Resolver<ResolversTypes['LatestMortgageRates'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingArgs, 'hashid'>>;
  listings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, RequireFields<QueryListingsArgs, 'page' | 'pageSize'>>;
  listingsByHashid?: Resolver<Array<Maybe<ResolversTypes['Listing']>>, ParentType, ContextType, RequireFields<QueryListingsByHashidArgs, 'hashids'>>;
  marketRates?: Resolver<Array<ResolversTypes['MarketRate']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  mortgageRates?: Resolver<Array<ResolversTypes['MortgageRateWeek']>, ParentType, ContextType, RequireFields<QueryMortgageRatesArgs, 'weeks'>>;
  myAgentProfile?: Resolver<Maybe<ResolversTypes['AgentProfile']>, ParentType, ContextType>;
  myFavoriteListings?: Resolver<ResolversTypes['ListingPage'], ParentType, ContextType, RequireFields<QueryMyFavoriteListingsArgs, 'page'>>;
  myWidgetAllowance?: Resolver<ResolversTypes['WidgetAllowance'], ParentType, ContextType>;
  myWidgets?: Resolver<Array<ResolversTypes['Widget']>, ParentType, ContextType>;
  rateHistory?: Resolver<ResolversTypes['RateHistory'], ParentType, ContextType, RequireFields<QueryRateHistoryArgs, 'range'>>;
  savedScenarios?: Resolver<Array<ResolversTypes['SavedScenario']>, ParentType, ContextType>;
  watchedListings?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RateHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateHistory'] = ResolversParentTypes['RateHistory']> = ResolversObject<{
  dailySeriesResolution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['RateHistorySeries']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type RateHistorySeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateHistorySeries'] = ResolversParentTypes['RateHistorySeries']> = ResolversObject<{
  points?: Resolver<Array<ResolversTypes['RateObservation']>, ParentType, ContextType>;
  series?: Resolver<ResolversTypes['RateSeries'], ParentType, ContextType>;
}>;

export type RateObservationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateObservation'] = ResolversParentTypes['RateObservation']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RateSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateSeries'] = ResolversParentTypes['RateSeries']> = ResolversObject<{
  citation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jumbo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RefreshAccessTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshAccessTokenPayload'] = ResolversParentTypes['RefreshAccessTokenPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mustConfirmEmailDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mustConfirmEmailExpiration?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedScenarioResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedScenario'] = ResolversParentTypes['SavedScenario']> = ResolversObject<{
  calcType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inputs?: Resolver<Array<ResolversTypes['ScenarioParam']>, ParentType, ContextType>;
  monthlyPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScenarioComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScenarioComparison'] = ResolversParentTypes['ScenarioComparison']> = ResolversObject<{
  downPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hoa?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeInsurance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mortgageInsurance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mortgageInsuranceEnds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payoffMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  principalAndInterest?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalInterest?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalLoanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ScenarioParamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScenarioParam'] = ResolversParentTypes['ScenarioParam']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadedImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedImage'] = ResolversParentTypes['UploadedImage']> = ResolversObject<{
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailConfirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  mustConfirmEmailDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mustConfirmEmailExpiration?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['UploadedImage']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WidgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Widget'] = ResolversParentTypes['Widget']> = ResolversObject<{
  allowedDomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brandingShown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calcType?: Resolver<ResolversTypes['LoanProgram'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  defaults?: Resolver<ResolversTypes['WidgetDefaults'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['WidgetLayout'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showBranding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showQuoteLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  themeColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['WidgetUsageDay']>, ParentType, ContextType, Partial<WidgetUsageArgs>>;
  usageSeries?: Resolver<ResolversTypes['WidgetUsageSeries'], ParentType, ContextType, Partial<WidgetUsageSeriesArgs>>;
}>;

export type WidgetAllowanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetAllowance'] = ResolversParentTypes['WidgetAllowance']> = ResolversObject<{
  canRemoveBranding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxWidgets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WidgetDefaultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetDefaults'] = ResolversParentTypes['WidgetDefaults']> = ResolversObject<{
  downPaymentPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WidgetUsageDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetUsageDay'] = ResolversParentTypes['WidgetUsageDay']> = ResolversObject<{
  calculations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  loads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WidgetUsageSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetUsageSeries'] = ResolversParentTypes['WidgetUsageSeries']> = ResolversObject<{
  calculations?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AgentCounty?: AgentCountyResolvers<ContextType>;
  AgentLead?: AgentLeadResolvers<ContextType>;
  AgentLeadScenarioLine?: AgentLeadScenarioLineResolvers<ContextType>;
  AgentProfile?: AgentProfileResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  LatestMortgageRates?: LatestMortgageRatesResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingPage?: ListingPageResolvers<ContextType>;
  ListingPayment?: ListingPaymentResolvers<ContextType>;
  MarketRate?: MarketRateResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipSubscription?: MembershipSubscriptionResolvers<ContextType>;
  MortgageRatePoint?: MortgageRatePointResolvers<ContextType>;
  MortgageRateWeek?: MortgageRateWeekResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaymentFigureSource?: PaymentFigureSourceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateHistory?: RateHistoryResolvers<ContextType>;
  RateHistorySeries?: RateHistorySeriesResolvers<ContextType>;
  RateObservation?: RateObservationResolvers<ContextType>;
  RateSeries?: RateSeriesResolvers<ContextType>;
  RefreshAccessTokenPayload?: RefreshAccessTokenPayloadResolvers<ContextType>;
  SavedScenario?: SavedScenarioResolvers<ContextType>;
  ScenarioComparison?: ScenarioComparisonResolvers<ContextType>;
  ScenarioParam?: ScenarioParamResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadedImage?: UploadedImageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Widget?: WidgetResolvers<ContextType>;
  WidgetAllowance?: WidgetAllowanceResolvers<ContextType>;
  WidgetDefaults?: WidgetDefaultsResolvers<ContextType>;
  WidgetUsageDay?: WidgetUsageDayResolvers<ContextType>;
  WidgetUsageSeries?: WidgetUsageSeriesResolvers<ContextType>;
}>;

