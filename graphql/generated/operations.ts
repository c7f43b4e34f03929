/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChangeEmailInput = {
  newEmail: string;
  /** The account password, to confirm it is the owner asking. */
  password: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
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

export type UserConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type UserConfirmEmailMutation = { userConfirmEmail: boolean };

export type ResendConfirmationEmailMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type ResendConfirmationEmailMutation = { resendConfirmationEmail: boolean };

export type AccountUserFragment = { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null };

export type SessionPayloadFragment = { accessToken: string, refreshToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } };

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


export type ChangePasswordMutation = { changePassword: { accessToken: string, refreshToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } } };

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


export type SignUpMutation = { signUp: { accessToken: string, refreshToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { accessToken: string, refreshToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, user: { hashid: string, email: string, name: string, emailConfirmed: boolean, pendingEmail: string | null, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null, photoUrl: string | null } } };

export type RefreshAccessTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshAccessTokenMutation = { refreshAccessToken: { accessToken: string, mustConfirmEmailDaysLeft: number | null, mustConfirmEmailExpiration: Date | string | null } };

export type SignOutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type SignOutMutation = { signOut: boolean };

export type FavoriteListingMutationVariables = Exact<{
  hashid: string | number;
}>;


export type FavoriteListingMutation = { favoriteListing: { hashid: string, isFavorite: boolean } };

export type ListingPaymentFieldsFragment = { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> };

export type ListingCardFragment = { hashid: string, isSample: boolean, standardStatus: string, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, yearBuilt: number | null, streetAddress: string, city: string, stateOrProvince: string, countyOrParish: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, photo: string | null, isFavorite: boolean, payment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> } };

export type ListingQueryVariables = Exact<{
  hashid: string | number;
  scenario?: PaymentScenarioInput | null | undefined;
}>;


export type ListingQuery = { listing: { listingKey: string, source: string, countyOrParish: string | null, countyFips: string | null, lotSizeSquareFeet: number | null, taxAnnualAmount: number | null, taxYear: number | null, associationFee: number | null, associationFeeFrequency: string | null, publicRemarks: string | null, photos: Array<string>, listingContractDate: string | null, modificationTimestamp: Date | string, listAgentFullName: string | null, listOfficeName: string | null, hashid: string, isSample: boolean, standardStatus: string, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, yearBuilt: number | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, latitude: number | null, longitude: number | null, photo: string | null, isFavorite: boolean, scenarioPayment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> }, payment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> } } | null };

export type MapListingsQueryVariables = Exact<{
  dto?: ListingSearchInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MapListingsQuery = { listings: { total: number, items: Array<{ hashid: string, isSample: boolean, listPrice: number, latitude: number | null, longitude: number | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, propertyType: string, propertySubType: string | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, payment: { monthlyPayment: number } }> } };

export type ListingMapPointFragment = { hashid: string, isSample: boolean, listPrice: number, latitude: number | null, longitude: number | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, propertyType: string, propertySubType: string | null, streetAddress: string, city: string, stateOrProvince: string, postalCode: string | null, payment: { monthlyPayment: number } };

export type MyFavoriteListingsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type MyFavoriteListingsQuery = { myFavoriteListings: { page: number, pageSize: number, total: number, items: Array<{ hashid: string, isSample: boolean, standardStatus: string, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, yearBuilt: number | null, streetAddress: string, city: string, stateOrProvince: string, countyOrParish: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, photo: string | null, isFavorite: boolean, payment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> } }> } };

export type SearchListingsQueryVariables = Exact<{
  dto?: ListingSearchInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SearchListingsQuery = { listings: { page: number, pageSize: number, total: number, items: Array<{ hashid: string, isSample: boolean, standardStatus: string, offMarket: boolean, listPrice: number, propertyType: string, propertySubType: string | null, bedroomsTotal: number | null, bathroomsTotalInteger: number | null, livingArea: number | null, yearBuilt: number | null, streetAddress: string, city: string, stateOrProvince: string, countyOrParish: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, photo: string | null, isFavorite: boolean, payment: { monthlyPayment: number, principalAndInterest: number, propertyTax: number, homeInsurance: number, mortgageInsurance: number, hoa: number, loanAmount: number, totalLoanAmount: number, downPayment: number, upfrontFee: number, estimated: Array<string>, eligible: boolean, reasons: Array<string>, sources: Array<{ figure: string, source: string }> } }> } };

export type UnfavoriteListingMutationVariables = Exact<{
  hashid: string | number;
}>;


export type UnfavoriteListingMutation = { unfavoriteListing: { hashid: string, isFavorite: boolean } };

export type SavedScenarioFieldsFragment = { hashid: string, name: string, calcType: string, url: string, reportable: boolean, createdAt: Date | string, inputs: Array<{ name: string, value: string }> };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { me: { hashid: string, membership: { plan: Plan, status: string | null, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, canManageBilling: boolean, checkoutAvailable: boolean, savedScenarioLimit: number | null, comparisonLimit: number, reports: boolean, priceAlerts: boolean, noAds: boolean } } };

export type SavedScenariosQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedScenariosQuery = { savedScenarios: Array<{ hashid: string, name: string, calcType: string, url: string, reportable: boolean, createdAt: Date | string, inputs: Array<{ name: string, value: string }> }> };

export type SaveScenarioMutationVariables = Exact<{
  input: SaveScenarioInput;
}>;


export type SaveScenarioMutation = { saveScenario: { hashid: string, name: string, calcType: string, url: string, reportable: boolean, createdAt: Date | string, inputs: Array<{ name: string, value: string }> } };

export type RenameScenarioMutationVariables = Exact<{
  hashid: string | number;
  name: string;
}>;


export type RenameScenarioMutation = { renameScenario: { hashid: string, name: string, calcType: string, url: string, reportable: boolean, createdAt: Date | string, inputs: Array<{ name: string, value: string }> } };

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

export const AccountUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<AccountUserFragment, unknown>;
export const SessionPayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<SessionPayloadFragment, unknown>;
export const ListingPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<ListingPaymentFieldsFragment, unknown>;
export const ListingCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"standardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<ListingCardFragment, unknown>;
export const ListingMapPointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingMapPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}}]}}]}}]} as unknown as DocumentNode<ListingMapPointFragment, unknown>;
export const SavedScenarioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavedScenarioFieldsFragment, unknown>;
export const UserConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userConfirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UserConfirmEmailMutation, UserConfirmEmailMutationVariables>;
export const ResendConfirmationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ResendConfirmationEmailMutation, ResendConfirmationEmailMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const RefreshAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mustConfirmEmailExpiration"}}]}}]}}]} as unknown as DocumentNode<RefreshAccessTokenMutation, RefreshAccessTokenMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const FavoriteListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FavoriteListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<FavoriteListingMutation, FavoriteListingMutationVariables>;
export const ListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Listing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scenario"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentScenarioInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCard"}},{"kind":"Field","name":{"kind":"Name","value":"listingKey"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"countyFips"}},{"kind":"Field","name":{"kind":"Name","value":"lotSizeSquareFeet"}},{"kind":"Field","name":{"kind":"Name","value":"taxAnnualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxYear"}},{"kind":"Field","name":{"kind":"Name","value":"associationFee"}},{"kind":"Field","name":{"kind":"Name","value":"associationFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"publicRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"listingContractDate"}},{"kind":"Field","name":{"kind":"Name","value":"modificationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"listAgentFullName"}},{"kind":"Field","name":{"kind":"Name","value":"listOfficeName"}},{"kind":"Field","alias":{"kind":"Name","value":"scenarioPayment"},"name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scenario"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scenario"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"standardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}}]} as unknown as DocumentNode<ListingQuery, ListingQueryVariables>;
export const MapListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dto"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingMapPoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingMapPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}}]}}]}}]} as unknown as DocumentNode<MapListingsQuery, MapListingsQueryVariables>;
export const MyFavoriteListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavoriteListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavoriteListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"standardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}}]} as unknown as DocumentNode<MyFavoriteListingsQuery, MyFavoriteListingsQueryVariables>;
export const SearchListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dto"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"standardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"offMarket"}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"propertySubType"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsTotalInteger"}},{"kind":"Field","name":{"kind":"Name","value":"livingArea"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateOrProvince"}},{"kind":"Field","name":{"kind":"Name","value":"countyOrParish"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPaymentFields"}}]}}]}}]} as unknown as DocumentNode<SearchListingsQuery, SearchListingsQueryVariables>;
export const UnfavoriteListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfavoriteListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfavoriteListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<UnfavoriteListingMutation, UnfavoriteListingMutationVariables>;
export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canManageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"savedScenarioLimit"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonLimit"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"priceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"noAds"}}]}}]}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const SavedScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavedScenariosQuery, SavedScenariosQueryVariables>;
export const SaveScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SaveScenarioMutation, SaveScenarioMutationVariables>;
export const RenameScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RenameScenarioMutation, RenameScenarioMutationVariables>;
export const DeleteScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<DeleteScenarioMutation, DeleteScenarioMutationVariables>;
export const CompareScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareScenarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareScenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"principalAndInterest"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTax"}},{"kind":"Field","name":{"kind":"Name","value":"homeInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"hoa"}},{"kind":"Field","name":{"kind":"Name","value":"totalLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"payoffMonths"}},{"kind":"Field","name":{"kind":"Name","value":"mortgageInsuranceEnds"}},{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CompareScenariosQuery, CompareScenariosQueryVariables>;
export const StartPremiumCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPremiumCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPremiumCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartPremiumCheckoutMutation, StartPremiumCheckoutMutationVariables>;
export const OpenBillingPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenBillingPortal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBillingPortal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<OpenBillingPortalMutation, OpenBillingPortalMutationVariables>;
export const WatchedListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchedListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchedListings"}}]}}]} as unknown as DocumentNode<WatchedListingsQuery, WatchedListingsQueryVariables>;
export const WatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<WatchListingMutation, WatchListingMutationVariables>;
export const UnwatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<UnwatchListingMutation, UnwatchListingMutationVariables>;