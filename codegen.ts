// GraphQL Code Generator: resolver types for the server and operation types for the client,
// both from the schema in graphql/schema/*.ts (SDL in /* GraphQL */ template strings).
// `npm run codegen` writes graphql/generated/; `npm run codegen:check` fails when they drift.
import type { CodegenConfig } from "@graphql-codegen/cli";

const scalars = {
  Date: "string",
  DateTime: { input: "string", output: "Date | string" },
  Upload: "File",
};

const config: CodegenConfig = {
  // index.ts only assembles the domain files (it holds no SDL of its own).
  schema: ["graphql/schema/*.ts", "!graphql/schema/index.ts"],
  documents: "graphql/operations/**/*.graphql",
  ignoreNoDocuments: true,
  config: { scalars, enumsAsTypes: true, useTypeImports: true },
  generates: {
    "graphql/generated/schema.graphql": {
      plugins: ["schema-ast"],
      config: { includeDirectives: false, commentDescriptions: false },
    },
    "graphql/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "@/lib/server/api/context#GraphQLContext",
        mapperTypeSuffix: "Model",
        mappers: {
          UploadedImage: "@/lib/server/uploads/upload-service#StoredUpload",
          User: "@/lib/server/accounts/account-records#UserRecord",
          AuthPayload: "@/lib/server/accounts/account-service#AuthResult",
          RefreshAccessTokenPayload: "@/lib/server/accounts/account-service#RefreshResult",
          Listing: "@/lib/server/listings/listing-service#ListingModel",
          ListingPage: "@/lib/server/listings/listing-service#ListingPageModel",
          ListingPayment: "@/lib/server/listings/listing-payment#ListingPayment",
          AgentProfile: "@/lib/server/agents/agent-service#AgentRow",
          AgentLead: "@/lib/server/agents/agent-service#AgentLeadView",
          Widget: "@/lib/server/widgets/widget-service#WidgetRecord",
          Membership: "@/lib/server/premium/membership-service#MembershipView",
          SavedScenario: "@/lib/server/premium/saved-scenario-service#SavedScenarioRecord",
          ScenarioComparison: "@/lib/server/premium/saved-scenario-service#ComparedScenario",
        },
        useIndexSignature: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The schema's input types and enums that the operations use, in one module.
    "graphql/generated/operations.ts": {
      // typescript-operations 6 emits the input types the documents use; adding the
      // "typescript" plugin too declares them twice (TS2300 duplicate identifier).
      plugins: ["typescript-operations"],
      config: { avoidOptionals: false, skipTypename: false, generateOperationTypes: false },
    },
    // Each operation file's documents (with its types) in a module of its own,
    // graphql/generated/documents/<file>.ts: a page's bundle holds the documents it sends and no
    // others (docs/architecture.md, GraphQL API). Operation files' names are unique across folders.
    "graphql/operations/": {
      preset: "near-operation-file",
      presetConfig: { folder: "../../generated/documents", extension: ".ts", baseTypesPath: "~@/graphql/generated/operations" },
      plugins: ["typescript-operations", "typed-document-node"],
      // The input types and enums come from operations.ts rather than a copy in each module.
      config: { avoidOptionals: false, skipTypename: false, importSchemaTypesFrom: "~@/graphql/generated/operations" },
    },
  },
};

export default config;
