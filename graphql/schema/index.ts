import { accountsTypeDefs } from "@/graphql/schema/accounts";
import { agentsTypeDefs } from "@/graphql/schema/agents";
import { baseTypeDefs } from "@/graphql/schema/base";
import { listingsTypeDefs } from "@/graphql/schema/listings";
import { premiumTypeDefs } from "@/graphql/schema/premium";
import { ratesTypeDefs } from "@/graphql/schema/rates";
import { uploadsTypeDefs } from "@/graphql/schema/uploads";
import { widgetsTypeDefs } from "@/graphql/schema/widgets";

/** The whole schema's SDL, one string per domain (codegen reads the same files). */
export const typeDefs: string[] = [
  baseTypeDefs,
  ratesTypeDefs,
  uploadsTypeDefs,
  accountsTypeDefs,
  listingsTypeDefs,
  agentsTypeDefs,
  widgetsTypeDefs,
  premiumTypeDefs,
];
