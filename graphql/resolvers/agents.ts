import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { describeScenario } from "@/lib/leads/describe-scenario";
import { leadScenarioSchema } from "@/lib/leads/lead-schema";
import {
  agentLeadsFor,
  createAgentProfile,
  deleteAgentProfile,
  getOwnAgent,
  resendAgentConfirmation,
  setAgentHidden,
  toOwnProfile,
  updateAgentProfile,
} from "@/lib/server/agents/agent-service";
import type { AgentIdentityReview } from "@/lib/server/db/schema";

const IDENTITY_REVIEW_ENUM = { awaiting_review: "AWAITING_REVIEW", approved: "APPROVED", rejected: "REJECTED" } as const satisfies Record<
  AgentIdentityReview,
  string
>;

export const agentsResolvers: Resolvers = {
  Query: {
    myAgentProfile: async (_parent, _args, context) => {
      const viewer = await context.requireViewer();
      return getOwnAgent(context.db, viewer.user.id);
    },
  },
  Mutation: {
    createAgentProfile: async (_parent, { input }, context) => {
      const viewer = await context.requireViewer();
      return createAgentProfile(context.db, viewer.user.id, input);
    },
    updateAgentProfile: async (_parent, { hashid, input }, context) => {
      const viewer = await context.requireViewer();
      return updateAgentProfile(context.db, viewer.user.id, hashid, input);
    },
    setAgentProfileHidden: async (_parent, { hashid, hidden }, context) => {
      const viewer = await context.requireViewer();
      return setAgentHidden(context.db, viewer.user.id, hashid, hidden);
    },
    resendAgentConfirmation: async (_parent, { hashid }, context) => {
      const viewer = await context.requireViewer();
      await resendAgentConfirmation(context.db, viewer.user.id, hashid);
      return true;
    },
    deleteAgentProfile: async (_parent, { hashid }, context) => {
      const viewer = await context.requireViewer();
      await deleteAgentProfile(context.db, viewer.user.id, hashid);
      return true;
    },
  },
  AgentProfile: {
    email: (row) => toOwnProfile(row).email,
    counties: (row) => [...toOwnProfile(row).counties],
    specialities: (row) => row.specialities,
    languages: (row) => row.languages,
    mlsAgentId: (row) => row.listAgentKey,
    photoUrl: (row) => toOwnProfile(row).photoUrl,
    emailConfirmed: (row) => row.emailConfirmedAt !== null,
    identityReview: (row) => IDENTITY_REVIEW_ENUM[row.identityReview],
    identityRejectionReason: (row) => toOwnProfile(row).identityRejectionReason,
    hidden: (row) => row.hiddenAt !== null,
    published: (row) => toOwnProfile(row).published,
    leads: async (row, { limit }, context) => {
      const viewer = await context.requireViewer();
      return agentLeadsFor(context.db, viewer.user.id, row.hashid, limit ?? 50);
    },
  },
  AgentLead: {
    scenario: (lead) => {
      const parsed = leadScenarioSchema.safeParse(lead.scenario);
      return parsed.success ? describeScenario(parsed.data).map(([label, value]) => ({ label, value })) : [];
    },
  },
};
