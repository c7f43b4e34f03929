import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { accountsResolvers } from "@/graphql/resolvers/accounts";
import { agentsResolvers } from "@/graphql/resolvers/agents";
import { listingsResolvers } from "@/graphql/resolvers/listings";
import { premiumResolvers } from "@/graphql/resolvers/premium";
import { ratesResolvers } from "@/graphql/resolvers/rates";
import { DateScalar, DateTimeScalar, UploadScalar } from "@/graphql/resolvers/scalars";
import { uploadsResolvers } from "@/graphql/resolvers/uploads";
import { widgetsResolvers } from "@/graphql/resolvers/widgets";

type ResolverMap = Record<string, unknown>;

/** Merges the domain resolver maps type by type (two domains may both extend Query). */
function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, ResolverMap> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as ResolverMap)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice.`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/** Every resolver of the schema (thin: each calls a lib/server service). */
export const resolvers: Resolvers = mergeResolvers(
  ratesResolvers,
  uploadsResolvers,
  accountsResolvers,
  listingsResolvers,
  agentsResolvers,
  widgetsResolvers,
  premiumResolvers,
);

/** The custom scalars, kept apart because GraphQLScalarType instances are not field maps. */
export const scalarResolvers = { Date: DateScalar, DateTime: DateTimeScalar, Upload: UploadScalar };
