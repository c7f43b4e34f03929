/** The widget manager's queries; without "use client" for the page's Server Component (components/premium/membership-queries.ts). */
import { MyWidgetsDocument } from "@/graphql/generated/documents/widgets";
import { firstQuery, type AnyFirstQuery } from "@/lib/apollo/first-queries";

export const WIDGETS_QUERY = { query: MyWidgetsDocument, fetchPolicy: "cache-and-network" } as const;

export const WIDGET_MANAGER_FIRST_QUERIES: readonly AnyFirstQuery[] = [firstQuery(WIDGETS_QUERY)];
