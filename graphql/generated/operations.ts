/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type UserConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type UserConfirmEmailMutation = { userConfirmEmail: boolean };

export type ResendConfirmationEmailMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type ResendConfirmationEmailMutation = { resendConfirmationEmail: boolean };

export type AccountUserFragment = { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null };

export type SessionPayloadFragment = { accessToken: string, refreshToken: string, deviceToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { accessToken: string, refreshToken: string, deviceToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail: boolean };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { accessToken: string, refreshToken: string, deviceToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { accessToken: string, refreshToken: string, deviceToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } } };

export type RefreshAccessTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshAccessTokenMutation = { refreshAccessToken: { accessToken: string, refreshToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null } };

export type SignOutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type SignOutMutation = { signOut: boolean };

export type OwnAgentProfileFragment = { hashid: string, name: string, email: string, phone: string | null, brokerage: string, licenseNumber: string, licenseState: string, specialities: Array<string>, languages: Array<string>, bio: string, mlsAgentId: string | null, photoUploadId: string | null, photoUrl: string | null, completeness: number, emailConfirmed: boolean, identityReview: AgentIdentityReview, identityRejectionReason: string | null, hidden: boolean, published: boolean, counties: Array<{ fips: string, name: string, state: string }> };

export type MyAgentProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAgentProfileQuery = { myAgentProfile: { hashid: string, name: string, email: string, phone: string | null, brokerage: string, licenseNumber: string, licenseState: string, specialities: Array<string>, languages: Array<string>, bio: string, mlsAgentId: string | null, photoUploadId: string | null, photoUrl: string | null, completeness: number, emailConfirmed: boolean, identityReview: AgentIdentityReview, identityRejectionReason: string | null, hidden: boolean, published: boolean, leads: Array<{ hashid: string, name: string, email: string, phone: string | null, preferredContact: string, message: string | null, createdAt: Date | string, scenario: Array<{ label: string, value: string }> }>, counties: Array<{ fips: string, name: string, state: string }> } | null };

export type CreateAgentProfileMutationVariables = Exact<{
  input: AgentProfileInput;
}>;


export type CreateAgentProfileMutation = { createAgentProfile: { hashid: string, name: string, email: string, phone: string | null, brokerage: string, licenseNumber: string, licenseState: string, specialities: Array<string>, languages: Array<string>, bio: string, mlsAgentId: string | null, photoUploadId: string | null, photoUrl: string | null, completeness: number, emailConfirmed: boolean, identityReview: AgentIdentityReview, identityRejectionReason: string | null, hidden: boolean, published: boolean, counties: Array<{ fips: string, name: string, state: string }> } };

export type UpdateAgentProfileMutationVariables = Exact<{
  hashid: string | number;
  input: AgentProfileInput;
}>;


export type UpdateAgentProfileMutation = { updateAgentProfile: { hashid: string, name: string, email: string, phone: string | null, brokerage: string, licenseNumber: string, licenseState: string, specialities: Array<string>, languages: Array<string>, bio: string, mlsAgentId: string | null, photoUploadId: string | null, photoUrl: string | null, completeness: number, emailConfirmed: boolean, identityReview: AgentIdentityReview, identityRejectionReason: string | null, hidden: boolean, published: boolean, counties: Array<{ fips: string, name: string, state: string }> } };

export type SetAgentProfileHiddenMutationVariables = Exact<{
  hashid: string | number;
  hidden: boolean;
}>;


export type SetAgentProfileHiddenMutation = { setAgentProfileHidden: { hashid: string, name: string, email: string, phone: string | null, brokerage: string, licenseNumber: string, licenseState: string, specialities: Array<string>, languages: Array<string>, bio: string, mlsAgentId: string | null, photoUploadId: string | null, photoUrl: string | null, completeness: number, emailConfirmed: boolean, identityReview: AgentIdentityReview, identityRejectionReason: string | null, hidden: boolean, published: boolean, counties: Array<{ fips: string, name: string, state: string }> } };

export type ResendAgentConfirmationMutationVariables = Exact<{
  hashid: string | number;
}>;


export type ResendAgentConfirmationMutation = { resendAgentConfirmation: boolean };

export type DeleteAgentProfileMutationVariables = Exact<{
  hashid: string | number;
}>;


export type DeleteAgentProfileMutation = { deleteAgentProfile: boolean };

export type UploadAgentPhotoMutationVariables = Exact<{
  file: File;
}>;


export type UploadAgentPhotoMutation = { uploadImage: { id: string, url: string } };

export type FavoriteListingMutationVariables = Exact<{
  hashid: string | number;
}>;


export type FavoriteListingMutation = { favoriteListing: { hashid: string, isFavorite: boolean } };

export type ListingPaymentFieldsFragment = { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> };

export type ListingCardFactsFragment = { hashid: string, isSample: boolean, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, photo: string | null };

export type ListingCardFragment = { standardStatus: string, yearBuilt: number | null, countyOrParish: string | null, latitude: number | null, longitude: number | null, isFavorite: boolean, hashid: string, isSample: boolean, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, photo: string | null, payment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> } };

export type ListingFavoriteQueryVariables = Exact<{
  hashid: string | number;
}>;


export type ListingFavoriteQuery = { listing: { hashid: string, isFavorite: boolean } | null };

export type ListingFavoritesQueryVariables = Exact<{
  hashids: Array<string | number> | string | number;
}>;


export type ListingFavoritesQuery = { listingsByHashid: Array<{ hashid: string, isFavorite: boolean } | null> };

export type MapListingsQueryVariables = Exact<{
  dto?: ListingSearchInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MapListingsQuery = { listings: { total: number, items: Array<{ hashid: string, isSample: boolean, listPrice: number, latitude: number | null, longitude: number | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, propertyType: string, propertySubType: string | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, payment: { monthlyPayment: number } }> } };

export type ListingMapPointFragment = { hashid: string, isSample: boolean, listPrice: number, latitude: number | null, longitude: number | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, propertyType: string, propertySubType: string | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, payment: { monthlyPayment: number } };

export type MyFavoriteListingsQueryVariables = Exact<{
  page?: number | null | undefined;
  scenario?: PaymentScenarioInput | null | undefined;
}>;


export type MyFavoriteListingsQuery = { myFavoriteListings: { page: number, pageSize: number, total: number, items: Array<{ hashid: string, isSample: boolean, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, photo: string | null, scenarioPayment: { monthlyPayment: number } }> } };

export type SearchListingsQueryVariables = Exact<{
  dto?: ListingSearchInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SearchListingsQuery = { listings: { page: number, pageSize: number, total: number, items: Array<{ standardStatus: string, yearBuilt: number | null, countyOrParish: string | null, latitude: number | null, longitude: number | null, isFavorite: boolean, hashid: string, isSample: boolean, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, photo: string | null, payment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> } }> } };

export type UnfavoriteListingMutationVariables = Exact<{
  hashid: string | number;
}>;


export type UnfavoriteListingMutation = { unfavoriteListing: { hashid: string, isFavorite: boolean } };

export type SavedScenarioFieldsFragment = { hashid: string, name: string, calcType: string, url: string, reportable: boolean, summary: string | null, monthlyPayment: number | null, createdAt: Date | string, inputs: Array<{ name: string, value: string }> };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { me: { hashid: string, membership: { plan: Plan, status: string | null, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, canManageBilling: boolean, checkoutAvailable: boolean, savedScenarioLimit: number | null, comparisonLimit: number, reports: boolean, priceAlerts: boolean, noAds: boolean, subscriptions: Array<{ status: string, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, premium: boolean }> } } };

export type SavedScenariosQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedScenariosQuery = { savedScenarios: Array<{ hashid: string, name: string, calcType: string, url: string, reportable: boolean, summary: string | null, monthlyPayment: number | null, createdAt: Date | string, inputs: Array<{ name: string, value: string }> }> };

export type SaveScenarioMutationVariables = Exact<{
  input: SaveScenarioInput;
}>;


export type SaveScenarioMutation = { saveScenario: { hashid: string, name: string, calcType: string, url: string, reportable: boolean, summary: string | null, monthlyPayment: number | null, createdAt: Date | string, inputs: Array<{ name: string, value: string }> } };

export type RenameScenarioMutationVariables = Exact<{
  hashid: string | number;
  name: string;
}>;


export type RenameScenarioMutation = { renameScenario: { hashid: string, name: string, calcType: string, url: string, reportable: boolean, summary: string | null, monthlyPayment: number | null, createdAt: Date | string, inputs: Array<{ name: string, value: string }> } };

export type DeleteScenarioMutationVariables = Exact<{
  hashid: string | number;
}>;


export type DeleteScenarioMutation = { deleteScenario: string };

export type CompareScenariosQueryVariables = Exact<{
  hashids: Array<string | number> | string | number;
}>;


export type CompareScenariosQuery = { compareScenarios: Array<{ program: string, price: number, downPayment: number, ratePercent: number, termMonths: number, monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, totalLoanAmount: number, totalInterest: number, payoffMonths: number, mortgageInsuranceEnds: string, scenario: { hashid: string, name: string } }> };

export type StartPremiumCheckoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPremiumCheckoutMutation = { startPremiumCheckout: { url: string } };

export type OpenBillingPortalMutationVariables = Exact<{ [key: string]: never; }>;


export type OpenBillingPortalMutation = { openBillingPortal: { url: string } };

export type WatchedListingsQueryVariables = Exact<{ [key: string]: never; }>;


export type WatchedListingsQuery = { watchedListings: Array<string> };

export type WatchListingMutationVariables = Exact<{
  hashid: string | number;
}>;


export type WatchListingMutation = { watchListing: string };

export type UnwatchListingMutationVariables = Exact<{
  hashid: string | number;
}>;


export type UnwatchListingMutation = { unwatchListing: string };

export type WidgetFieldsFragment = { hashid: string, key: string, name: string, allowedDomains: Array<string>, calcType: LoanProgram, themeColor: string, showBranding: boolean, brandingShown: boolean, layout: WidgetLayout, showQuoteLink: boolean, enabled: boolean, createdAt: Date | string, updatedAt: Date | string, defaults: { price: number | null, downPaymentPercent: number | null, ratePercent: number | null, term: number | null }, usageSeries: { dates: Array<string>, loads: Array<number>, calculations: Array<number> } };

export type MyWidgetsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWidgetsQuery = { myWidgets: Array<{ hashid: string, key: string, name: string, allowedDomains: Array<string>, calcType: LoanProgram, themeColor: string, showBranding: boolean, brandingShown: boolean, layout: WidgetLayout, showQuoteLink: boolean, enabled: boolean, createdAt: Date | string, updatedAt: Date | string, defaults: { price: number | null, downPaymentPercent: number | null, ratePercent: number | null, term: number | null }, usageSeries: { dates: Array<string>, loads: Array<number>, calculations: Array<number> } }>, myWidgetAllowance: { plan: string, maxWidgets: number, used: number, canRemoveBranding: boolean } };

export type CreateWidgetMutationVariables = Exact<{
  input: CreateWidgetInput;
}>;


export type CreateWidgetMutation = { createWidget: { hashid: string, key: string, name: string, allowedDomains: Array<string>, calcType: LoanProgram, themeColor: string, showBranding: boolean, brandingShown: boolean, layout: WidgetLayout, showQuoteLink: boolean, enabled: boolean, createdAt: Date | string, updatedAt: Date | string, defaults: { price: number | null, downPaymentPercent: number | null, ratePercent: number | null, term: number | null }, usageSeries: { dates: Array<string>, loads: Array<number>, calculations: Array<number> } } };

export type UpdateWidgetMutationVariables = Exact<{
  hashid: string | number;
  input: UpdateWidgetInput;
}>;


export type UpdateWidgetMutation = { updateWidget: { hashid: string, key: string, name: string, allowedDomains: Array<string>, calcType: LoanProgram, themeColor: string, showBranding: boolean, brandingShown: boolean, layout: WidgetLayout, showQuoteLink: boolean, enabled: boolean, createdAt: Date | string, updatedAt: Date | string, defaults: { price: number | null, downPaymentPercent: number | null, ratePercent: number | null, term: number | null }, usageSeries: { dates: Array<string>, loads: Array<number>, calculations: Array<number> } } };

export type DeleteWidgetMutationVariables = Exact<{
  hashid: string | number;
}>;


export type DeleteWidgetMutation = { deleteWidget: string };

export type RotateWidgetKeyMutationVariables = Exact<{
  hashid: string | number;
}>;


export type RotateWidgetKeyMutation = { rotateWidgetKey: { hashid: string, key: string, name: string, allowedDomains: Array<string>, calcType: LoanProgram, themeColor: string, showBranding: boolean, brandingShown: boolean, layout: WidgetLayout, showQuoteLink: boolean, enabled: boolean, createdAt: Date | string, updatedAt: Date | string, defaults: { price: number | null, downPaymentPercent: number | null, ratePercent: number | null, term: number | null }, usageSeries: { dates: Array<string>, loads: Array<number>, calculations: Array<number> } } };

export const AccountUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<AccountUserFragment, unknown>;
export const SessionPayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"deviceToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<SessionPayloadFragment, unknown>;
export const OwnAgentProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnAgentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseState"}},{"kind":"Field","name":{"kind":"Name","value":"counties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fips"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialities"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mlsAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"identityReview"}},{"kind":"Field","name":{"kind":"Name","value":"identityRejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]} as unknown as DocumentNode<OwnAgentProfileFragment, unknown>;
export const ListingCardFactsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]} as unknown as DocumentNode<ListingCardFactsFragment, unknown>;
export const ListingPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<ListingPaymentFieldsFragment, unknown>;
export const ListingCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFacts"}},{"kind":"Field","name":{"kind":"Name","value":"standardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<ListingCardFragment, unknown>;
export const ListingMapPointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingMapPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}}]}}]}}]} as unknown as DocumentNode<ListingMapPointFragment, unknown>;
export const SavedScenarioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavedScenarioFieldsFragment, unknown>;
export const WidgetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Widget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themeColor"}},{"kind":"Field","name":{"kind":"Name","value":"showBranding"}},{"kind":"Field","name":{"kind":"Name","value":"brandingShown"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"showQuoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"loads"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"}}]}}]}}]} as unknown as DocumentNode<WidgetFieldsFragment, unknown>;
export const UserConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userConfirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UserConfirmEmailMutation, UserConfirmEmailMutationVariables>;
export const ResendConfirmationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ResendConfirmationEmailMutation, ResendConfirmationEmailMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"deviceToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"deviceToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"deviceToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const RefreshAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}}]}}]}}]} as unknown as DocumentNode<RefreshAccessTokenMutation, RefreshAccessTokenMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const MyAgentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAgentProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAgentProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnAgentProfile"}},{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"preferredContact"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnAgentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseState"}},{"kind":"Field","name":{"kind":"Name","value":"counties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fips"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialities"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mlsAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"identityReview"}},{"kind":"Field","name":{"kind":"Name","value":"identityRejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]} as unknown as DocumentNode<MyAgentProfileQuery, MyAgentProfileQueryVariables>;
export const CreateAgentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAgentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAgentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnAgentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnAgentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseState"}},{"kind":"Field","name":{"kind":"Name","value":"counties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fips"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialities"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mlsAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"identityReview"}},{"kind":"Field","name":{"kind":"Name","value":"identityRejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]} as unknown as DocumentNode<CreateAgentProfileMutation, CreateAgentProfileMutationVariables>;
export const UpdateAgentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAgentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAgentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnAgentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnAgentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseState"}},{"kind":"Field","name":{"kind":"Name","value":"counties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fips"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialities"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mlsAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"identityReview"}},{"kind":"Field","name":{"kind":"Name","value":"identityRejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]} as unknown as DocumentNode<UpdateAgentProfileMutation, UpdateAgentProfileMutationVariables>;
export const SetAgentProfileHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgentProfileHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgentProfileHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnAgentProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnAgentProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseState"}},{"kind":"Field","name":{"kind":"Name","value":"counties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fips"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialities"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mlsAgentId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"identityReview"}},{"kind":"Field","name":{"kind":"Name","value":"identityRejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]} as unknown as DocumentNode<SetAgentProfileHiddenMutation, SetAgentProfileHiddenMutationVariables>;
export const ResendAgentConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAgentConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAgentConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<ResendAgentConfirmationMutation, ResendAgentConfirmationMutationVariables>;
export const DeleteAgentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAgentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAgentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<DeleteAgentProfileMutation, DeleteAgentProfileMutationVariables>;
export const UploadAgentPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAgentPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UploadAgentPhotoMutation, UploadAgentPhotoMutationVariables>;
export const FavoriteListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FavoriteListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<FavoriteListingMutation, FavoriteListingMutationVariables>;
export const ListingFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<ListingFavoriteQuery, ListingFavoriteQueryVariables>;
export const ListingFavoritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingFavorites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingsByHashid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<ListingFavoritesQuery, ListingFavoritesQueryVariables>;
export const MapListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dto"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingMapPoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingMapPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}}]}}]}}]} as unknown as DocumentNode<MapListingsQuery, MapListingsQueryVariables>;
export const MyFavoriteListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavoriteListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scenario"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentScenarioInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavoriteListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFacts"}},{"kind":"Field","alias":{"kind":"Name","value":"scenarioPayment"},"name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scenario"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scenario"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]} as unknown as DocumentNode<MyFavoriteListingsQuery, MyFavoriteListingsQueryVariables>;
export const SearchListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dto"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFacts"}},{"kind":"Field","name":{"kind":"Name","value":"standardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}}]} as unknown as DocumentNode<SearchListingsQuery, SearchListingsQueryVariables>;
export const UnfavoriteListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfavoriteListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfavoriteListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<UnfavoriteListingMutation, UnfavoriteListingMutationVariables>;
export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canManageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"savedScenarioLimit"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonLimit"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"priceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"noAds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const SavedScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavedScenariosQuery, SavedScenariosQueryVariables>;
export const SaveScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SaveScenarioMutation, SaveScenarioMutationVariables>;
export const RenameScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RenameScenarioMutation, RenameScenarioMutationVariables>;
export const DeleteScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<DeleteScenarioMutation, DeleteScenarioMutationVariables>;
export const CompareScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareScenarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareScenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"payoffMonths"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsuranceEnds"}},{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CompareScenariosQuery, CompareScenariosQueryVariables>;
export const StartPremiumCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPremiumCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPremiumCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartPremiumCheckoutMutation, StartPremiumCheckoutMutationVariables>;
export const OpenBillingPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenBillingPortal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBillingPortal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<OpenBillingPortalMutation, OpenBillingPortalMutationVariables>;
export const WatchedListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchedListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchedListings"}}]}}]} as unknown as DocumentNode<WatchedListingsQuery, WatchedListingsQueryVariables>;
export const WatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<WatchListingMutation, WatchListingMutationVariables>;
export const UnwatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<UnwatchListingMutation, UnwatchListingMutationVariables>;
export const MyWidgetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWidgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWidgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myWidgetAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidgets"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Widget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themeColor"}},{"kind":"Field","name":{"kind":"Name","value":"showBranding"}},{"kind":"Field","name":{"kind":"Name","value":"brandingShown"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"showQuoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"loads"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"}}]}}]}}]} as unknown as DocumentNode<MyWidgetsQuery, MyWidgetsQueryVariables>;
export const CreateWidgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWidgetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Widget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themeColor"}},{"kind":"Field","name":{"kind":"Name","value":"showBranding"}},{"kind":"Field","name":{"kind":"Name","value":"brandingShown"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"showQuoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"loads"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"}}]}}]}}]} as unknown as DocumentNode<CreateWidgetMutation, CreateWidgetMutationVariables>;
export const UpdateWidgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWidgetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Widget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themeColor"}},{"kind":"Field","name":{"kind":"Name","value":"showBranding"}},{"kind":"Field","name":{"kind":"Name","value":"brandingShown"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"showQuoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"loads"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"}}]}}]}}]} as unknown as DocumentNode<UpdateWidgetMutation, UpdateWidgetMutationVariables>;
export const DeleteWidgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<DeleteWidgetMutation, DeleteWidgetMutationVariables>;
export const RotateWidgetKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWidgetKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWidgetKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Widget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themeColor"}},{"kind":"Field","name":{"kind":"Name","value":"showBranding"}},{"kind":"Field","name":{"kind":"Name","value":"brandingShown"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"showQuoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"loads"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"}}]}}]}}]} as unknown as DocumentNode<RotateWidgetKeyMutation, RotateWidgetKeyMutationVariables>;