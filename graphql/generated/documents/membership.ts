/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/graphql/generated/operations';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { me: { hashid: string, membership: { plan: Types.Plan, status: string | null, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, canManageBilling: boolean, checkoutAvailable: boolean, savedScenarioLimit: number | null, comparisonLimit: number, reports: boolean, priceAlerts: boolean, noAds: boolean, subscriptions: Array<{ status: string, currentPeriodEnd: Date | string | null, cancelAtPeriodEnd: boolean, premium: boolean }> } } };

export type StartPremiumCheckoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPremiumCheckoutMutation = { startPremiumCheckout: { url: string } };

export type OpenBillingPortalMutationVariables = Exact<{ [key: string]: never; }>;


export type OpenBillingPortalMutation = { openBillingPortal: { url: string } };


export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canManageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"savedScenarioLimit"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonLimit"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"priceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"noAds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const StartPremiumCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPremiumCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPremiumCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartPremiumCheckoutMutation, StartPremiumCheckoutMutationVariables>;
export const OpenBillingPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenBillingPortal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBillingPortal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<OpenBillingPortalMutation, OpenBillingPortalMutationVariables>;