import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit } from "@/lib/server/rate-limit/rate-limit";
import { saveImageUpload, uploadUrl } from "@/lib/server/uploads/upload-service";

export const uploadsResolvers: Resolvers = {
  Mutation: {
    uploadImage: async (_parent, { file }, context) => {
      const viewer = await context.requireViewer();
      await enforceRateLimit(context.db, `upload:ip:${context.clientIp}`, RATE_LIMITS.uploadPerIp);
      await enforceRateLimit(context.db, `upload:account:${viewer.user.id}`, RATE_LIMITS.uploadPerAccount);
      return saveImageUpload(context.database, file, { uploaderIp: context.clientIp, ownerUserId: viewer.user.id });
    },
  },
  UploadedImage: {
    url: (upload) => uploadUrl(upload.id),
  },
};
