/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/graphql/generated/operations';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ListingFavoritesQueryVariables = Exact<{
  hashids: Array<string | number> | string | number;
}>;


export type ListingFavoritesQuery = { listingsByHashid: Array<{ hashid: string, isFavorite: boolean } | null> };


export const ListingFavoritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingFavorites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingsByHashid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hashids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hashids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hashid"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<ListingFavoritesQuery, ListingFavoritesQueryVariables>;