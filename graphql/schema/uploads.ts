export const uploadsTypeDefs = /* GraphQL */ `
  "An image stored by the site, served back at url."
  type UploadedImage {
    id: ID!
    "Same-origin path that serves the image."
    url: String!
    "The type read from the file's bytes: image/jpeg, image/png, image/webp or image/gif."
    contentType: String!
    byteSize: Int!
    createdAt: DateTime!
  }

  extend type Mutation {
    "Stores a JPEG, PNG, WebP or GIF image of at most 5 MB (multipart request). Requires sign-in."
    uploadImage(file: Upload!): UploadedImage!
  }
`;
