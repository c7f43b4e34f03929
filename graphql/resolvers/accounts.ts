import type { Resolvers } from "@/graphql/generated/resolvers-types";
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  emailConfirmationStatus,
  pendingEmail,
  refreshAccessToken,
  requestEmailChange,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updateProfile,
} from "@/lib/server/accounts/account-service";
import { getUpload, uploadUrl } from "@/lib/server/uploads/upload-service";

export const accountsResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, context) => (await context.requireViewer()).user,
  },
  Mutation: {
    signUp: (_parent, { input }, context) => signUp(context.db, input, { ip: context.clientIp }),
    signIn: (_parent, { input }, context) => signIn(context.db, input, { ip: context.clientIp }),
    refreshAccessToken: (_parent, { refreshToken }, context) => refreshAccessToken(context.db, refreshToken),
    signOut: (_parent, { refreshToken }, context) => signOut(context.db, refreshToken),
    userConfirmEmail: async (_parent, { token }, context) => confirmEmail(context.db, token, await context.viewer()),
    resendConfirmationEmail: async (_parent, { email }, context) =>
      resendConfirmation(context.db, email, email == null ? await context.viewer() : null, { ip: context.clientIp }),
    requestPasswordReset: (_parent, { email }, context) => requestPasswordReset(context.db, email, { ip: context.clientIp }),
    resetPassword: (_parent, { input }, context) => resetPassword(context.db, input, { ip: context.clientIp }),
    updateProfile: async (_parent, { input }, context) => {
      const viewer = await context.requireViewer();
      const fields = { name: input.name ?? undefined, removePhoto: input.removePhoto ?? undefined };
      return updateProfile(context.database, viewer, fields, input.photo, { ip: context.clientIp });
    },
    changePassword: async (_parent, { input }, context) => changePassword(context.db, await context.requireViewer(), input, { ip: context.clientIp }),
    changeEmail: async (_parent, { input }, context) => requestEmailChange(context.db, await context.requireViewer(), input),
    deleteAccount: async (_parent, { input }, context) => deleteAccount(context.db, await context.requireViewer(), input),
  },
  User: {
    hashid: (user) => user.hashid,
    emailConfirmed: (user) => user.emailConfirmedAt !== null,
    pendingEmail: (user, _args, context) => pendingEmail(context.db, user.id),
    mustConfirmEmailDaysLeft: (user) => emailConfirmationStatus(user).mustConfirmEmailDaysLeft,
    mustConfirmEmailExpiration: (user) => emailConfirmationStatus(user).mustConfirmEmailExpiration,
    photo: (user, _args, context) => (user.photoUploadId ? getUpload(context.db, user.photoUploadId) : null),
    photoUrl: (user) => (user.photoUploadId ? uploadUrl(user.photoUploadId) : null),
  },
};
