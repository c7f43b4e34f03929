/** Where the operator's check of an agent's name, brokerage, licence and MLS id stands. */
export type AgentIdentityReview =
  | 'APPROVED'
  /** New, or one of those fields changed: not shown until the operator approves it. */
  | 'AWAITING_REVIEW'
  /** Not shown; identityRejectionReason says why. Correcting the fields asks for a new review. */
  | 'REJECTED';

export type AgentProfileInput = {
  bio?: string | null | undefined;
  brokerage: string;
  /** County FIPS codes, 1 to 20; the first is the home county. */
  counties: Array<string>;
  email: string;
  languages: Array<string>;
  licenseNumber: string;
  licenseState: string;
  mlsAgentId?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  /** An image stored with uploadImage by the viewer; null removes the photo, absent keeps it. */
  photoUploadId?: string | null | undefined;
  specialities: Array<string>;
};

export type ChangeEmailInput = {
  newEmail: string;
  /** The account password, to confirm it is the owner asking. */
  password: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

/** A new widget's settings. Invalid values give BAD_USER_INPUT with validationErrors per field. */
export type CreateWidgetInput = {
  allowedDomains: Array<string>;
  calcType: LoanProgram;
  defaults?: WidgetDefaultsInput | null | undefined;
  enabled?: boolean | null | undefined;
  layout?: WidgetLayout | null | undefined;
  name: string;
  showBranding?: boolean | null | undefined;
  showQuoteLink?: boolean | null | undefined;
  themeColor?: string | null | undefined;
};

export type DeleteAccountInput = {
  password: string;
};

/** A map area in degrees; south <= north and west <= east. */
export type GeoRectangleInput = {
  east: number;
  north: number;
  south: number;
  west: number;
};

/** Listing search filters (all optional). Invalid values give BAD_USER_INPUT with validationErrors per field. */
export type ListingSearchInput = {
  bathroomsTotalMin?: number | null | undefined;
  bedroomsTotalMin?: number | null | undefined;
  /** 5-digit county FIPS. */
  county?: string | null | undefined;
  geoRectangle?: GeoRectangleInput | null | undefined;
  /** Homes whose whole monthly payment (with payment, or the default scenario) is at most this many dollars, exactly by the calculator's math. */
  monthlyPaymentMax?: number | null | undefined;
  payment?: PaymentScenarioInput | null | undefined;
  priceMax?: number | null | undefined;
  /** Dollars. */
  priceMin?: number | null | undefined;
  /** Home types: Single Family Residence, Condominium, Townhouse, Residential Income, Manufactured Home, Land. */
  propertyTypes?: Array<string> | null | undefined;
  sort?: ListingSort | null | undefined;
  /** USPS state code. */
  state?: string | null | undefined;
  yearBuiltMax?: number | null | undefined;
  yearBuiltMin?: number | null | undefined;
  /** 5-digit ZIP code. */
  zip?: string | null | undefined;
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

/** The visitor's loan for each home's payment. Missing fields take the calculator's defaults (conventional, 20% down, 6.75%, 360 months, 760). */
export type PaymentScenarioInput = {
  calcType?: LoanProgram | null | undefined;
  creditScore?: number | null | undefined;
  /** Percent of each price (20 = 20%). */
  downPaymentPercent?: number | null | undefined;
  includePMI?: boolean | null | undefined;
  isVaDisabled?: boolean | null | undefined;
  isVaSubsequentUse?: boolean | null | undefined;
  /** Annual rate in percent (6.75). */
  ratePercent?: number | null | undefined;
  /** Months. */
  term?: number | null | undefined;
};

export type Plan =
  | 'FREE'
  | 'PREMIUM';

export type ResetPasswordInput = {
  password: string;
  /** The token from the emailed link (/reset-password/?token=...). */
  token: string;
};

export type SaveScenarioInput = {
  calcType: string;
  inputs: Array<ScenarioParamInput>;
  name: string;
};

export type ScenarioParamInput = {
  name: string;
  value: string;
};

export type SignInInput = {
  /** The deviceToken of this browser's last sign-in to the account, if any (a bad one counts as none). */
  deviceToken?: string | null | undefined;
  email: string;
  password: string;
};

export type SignUpInput = {
  email: string;
  name: string;
  /** At least 10 characters, not a common password. */
  password: string;
};

export type UpdateProfileInput = {
  name?: string | null | undefined;
  /** A new profile photo (JPEG, PNG, WebP or GIF, at most 5 MB; multipart request). */
  photo?: File | null | undefined;
  removePhoto?: boolean | null | undefined;
};

/** Changes to a widget (absent fields stay as they are). */
export type UpdateWidgetInput = {
  allowedDomains?: Array<string> | null | undefined;
  calcType?: LoanProgram | null | undefined;
  defaults?: WidgetDefaultsInput | null | undefined;
  enabled?: boolean | null | undefined;
  layout?: WidgetLayout | null | undefined;
  name?: string | null | undefined;
  showBranding?: boolean | null | undefined;
  showQuoteLink?: boolean | null | undefined;
  themeColor?: string | null | undefined;
};

export type WidgetDefaultsInput = {
  downPaymentPercent?: number | null | undefined;
  price?: number | null | undefined;
  ratePercent?: number | null | undefined;
  term?: number | null | undefined;
};

/** What the widget shows beside its inputs. */
export type WidgetLayout =
  /** The monthly payment and its breakdown (the default). */
  | 'COMPACT'
  /** The payment, its breakdown and the loan's summary: amount, interest, payoff, balances. */
  | 'SUMMARY';
