// The root types and shared scalars. Each domain file extends Query and Mutation.
export const baseTypeDefs = /* GraphQL */ `
  "A calendar date, YYYY-MM-DD."
  scalar Date

  "An instant, ISO 8601 with time zone (e.g. 2026-05-14T12:00:00.000Z)."
  scalar DateTime

  "A file sent by the GraphQL multipart request spec."
  scalar Upload

  type Query
  type Mutation
`;
