// apollo-upload-client 19 ships JavaScript with JSDoc types only (no .d.ts), and this project
// does not type-check JavaScript from node_modules; these declarations cover what we use.

declare module "apollo-upload-client/UploadHttpLink.mjs" {
  import type { ApolloLink } from "@apollo/client";

  export interface UploadHttpLinkOptions {
    uri?: string | ((operation: ApolloLink.Operation) => string);
    useGETForQueries?: boolean;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}

declare module "apollo-upload-client/isExtractableFile.mjs" {
  /** True for File and Blob values (the files a multipart request carries). */
  export default function isExtractableFile(value: unknown): value is File | Blob;
}
