/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/graphql/generated/operations';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SavedScenarioFieldsFragment = { hashid: string, name: string, calcType: string, url: string, reportable: boolean, summary: string | null, monthlyPayment: number | null, createdAt: Date | string, inputs: Array<{ name: string, value: string }> };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { me: { hashid: string, membership: { plan: Types.Plan, status: string | null, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, canManageBilling: boolean, checkoutAvailable: boolean, savedScenarioLimit: number | null, comparisonLimit: number, reports: boolean, priceAlerts: boolean, noAds: boolean, subscriptions: Array<{ status: string, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, premium: boolean }> } } };

export type SavedScenariosQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedScenariosQuery = { savedScenarios: Array<{ hashid: string, name: string, calcType: string, url: string, reportable: boolean, summary: string | null, monthlyPayment: number | null, createdAt: Date | string, inputs: Array<{ name: string, value: string }> }> };

export type SaveScenarioMutationVariables = Exact<{
  input: Types.SaveScenarioInput;
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

export const SavedScenarioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calcType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reportable"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPayment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavedScenarioFieldsFragment, unknown>;
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