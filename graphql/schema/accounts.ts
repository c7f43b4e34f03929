export const accountsTypeDefs = /* GraphQL */ `
  "A site account. Only its owner can read it (through me)."
  type User {
    "Public id (the client cache keys on User + hashid)."
    hashid: ID!
    email: String!
    name: String!
    emailConfirmed: Boolean!
    emailConfirmedAt: DateTime
    "A new address waiting for its confirmation link to be opened, if any."
    pendingEmail: String
    "Days left to confirm the email address; null once confirmed."
    mustConfirmEmailDaysLeft: Int
    "When the grace period for confirming ends; null once confirmed."
    mustConfirmEmailExpiration: DateTime
    photo: UploadedImage
    "Same-origin path of the profile photo, if any."
    photoUrl: String
    createdAt: DateTime!
  }

  "A signed-in session: a short-lived access token and the refresh token that renews it."
  type AuthPayload {
    accessToken: String!
    accessTokenExpiresAt: DateTime!
    refreshToken: String!
    """
    Proof that this browser signed in to the account: kept beside the session (and after sign-out)
    and sent with the next signIn, it keeps other people's failed attempts from locking the owner out.
    """
    deviceToken: String!
    mustConfirmEmailDaysLeft: Int
    mustConfirmEmailExpiration: DateTime
    user: User!
  }

  type RefreshAccessTokenPayload {
    accessToken: String!
    accessTokenExpiresAt: DateTime!
    "The refresh token to use next time: the one sent is now spent, and sending it again ends the session."
    refreshToken: String!
    mustConfirmEmailDaysLeft: Int
    mustConfirmEmailExpiration: DateTime
  }

  input SignUpInput {
    email: String!
    "At least 10 characters, not a common password."
    password: String!
    name: String!
  }

  input SignInInput {
    email: String!
    password: String!
    "The deviceToken of this browser's last sign-in to the account, if any (a bad one counts as none)."
    deviceToken: String
  }

  input ResetPasswordInput {
    "The token from the emailed link (/reset-password/?token=...)."
    token: String!
    password: String!
  }

  input ChangePasswordInput {
    currentPassword: String!
    newPassword: String!
  }

  input ChangeEmailInput {
    newEmail: String!
    "The account password, to confirm it is the owner asking."
    password: String!
  }

  input UpdateProfileInput {
    name: String
    "A new profile photo (JPEG, PNG, WebP or GIF, at most 5 MB; multipart request)."
    photo: Upload
    removePhoto: Boolean
  }

  input DeleteAccountInput {
    password: String!
  }

  extend type Query {
    "The signed-in account (UNAUTHENTICATED without a valid access token)."
    me: User!
  }

  extend type Mutation {
    signUp(input: SignUpInput!): AuthPayload!
    signIn(input: SignInInput!): AuthPayload!
    "A new access token and a new refresh token for the session of refreshToken, which is spent. Sending a spent refresh token again ends that session (UNAUTHENTICATED)."
    refreshAccessToken(refreshToken: String!): RefreshAccessTokenPayload!
    "Ends the session of this refresh token (the current one or an earlier one of the same session). Always true."
    signOut(refreshToken: String!): Boolean!
    "Confirms an address from the emailed link (/confirm-email/?token=...)."
    userConfirmEmail(token: String!): Boolean!
    "Sends a new confirmation link: to the signed-in account, or to email if it has an unconfirmed account. Always true."
    resendConfirmationEmail(email: String): Boolean!
    "Emails a password-reset link if the address has an account. Always true."
    requestPasswordReset(email: String!): Boolean!
    "Sets a new password from a reset link and signs out every session."
    resetPassword(input: ResetPasswordInput!): Boolean!
    updateProfile(input: UpdateProfileInput!): User!
    "Changes the password, signs out every other session, and returns a new session for this one."
    changePassword(input: ChangePasswordInput!): AuthPayload!
    "Emails a confirmation link to the new address; the address changes once it is opened."
    changeEmail(input: ChangeEmailInput!): Boolean!
    "Deletes the account and everything it holds."
    deleteAccount(input: DeleteAccountInput!): Boolean!
  }
`;
