/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/graphql/generated/operations';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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


export const WatchedListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchedListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchedListings"}}]}}]} as unknown as DocumentNode<WatchedListingsQuery, WatchedListingsQueryVariables>;
export const WatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<WatchListingMutation, WatchListingMutationVariables>;
export const UnwatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashid"}}}]}]}}]} as unknown as DocumentNode<UnwatchListingMutation, UnwatchListingMutationVariables>;