// The agents directory: an account's own agent profile and the leads sent to it.
// Public pages read published profiles on the server (lib/server/agents); the API is for the
// owner only: a profile that is not the viewer's is NOT_FOUND, like one that does not exist.
export const agentsTypeDefs = /* GraphQL */ `
  "A county an agent serves."
  type AgentCounty {
    "5-digit FIPS code."
    fips: String!
    name: String!
    "USPS code of its state."
    state: String!
  }

  "Where the operator's check of an agent's name, brokerage, licence and MLS id stands."
  enum AgentIdentityReview {
    "New, or one of those fields changed: not shown until the operator approves it."
    AWAITING_REVIEW
    APPROVED
    "Not shown; identityRejectionReason says why. Correcting the fields asks for a new review."
    REJECTED
  }

  "The signed-in account's agent profile, as its owner sees it."
  type AgentProfile {
    hashid: ID!
    name: String!
    "Where leads go; confirmed from an emailed link before the profile is published."
    email: String!
    phone: String
    brokerage: String!
    licenseNumber: String!
    "USPS code of the licensing state."
    licenseState: String!
    counties: [AgentCounty!]!
    "Values of lib/agents/options.ts AGENT_SPECIALITIES (fha, va, usda, first-time-buyers, ...)."
    specialities: [String!]!
    "Values of AGENT_LANGUAGES (en, es, ...)."
    languages: [String!]!
    bio: String!
    "The agent's MLS id (RESO ListAgentKey): once approved by the operator, listings with it appear on the profile."
    mlsAgentId: String
    photoUploadId: String
    photoUrl: String
    "0-100: how complete the profile is (it orders agents at the same distance)."
    completeness: Int!
    emailConfirmed: Boolean!
    "The operator checks name, brokerage, licence and MLS id before the profile is shown."
    identityReview: AgentIdentityReview!
    "The operator's reason, when the review rejected the profile."
    identityRejectionReason: String
    hidden: Boolean!
    "Email confirmed, identity approved and not hidden: in the directory at /agents/{hashid}/."
    published: Boolean!
    "The requests visitors sent to this agent, newest first."
    leads(limit: Int): [AgentLead!]!
  }

  "A labelled value of a lead's scenario (Home price: $450,000)."
  type AgentLeadScenarioLine {
    label: String!
    value: String!
  }

  "A visitor's request sent to the agent."
  type AgentLead {
    hashid: ID!
    name: String!
    email: String!
    phone: String
    "email or phone."
    preferredContact: String!
    message: String
    scenario: [AgentLeadScenarioLine!]!
    createdAt: DateTime!
  }

  input AgentProfileInput {
    name: String!
    email: String!
    phone: String
    brokerage: String!
    licenseNumber: String!
    licenseState: String!
    "County FIPS codes, 1 to 20; the first is the home county."
    counties: [String!]!
    specialities: [String!]!
    languages: [String!]!
    bio: String
    mlsAgentId: String
    "An image stored with uploadImage by the viewer; null removes the photo, absent keeps it."
    photoUploadId: String
  }

  extend type Query {
    "The viewer's agent profile, or null. Requires sign-in."
    myAgentProfile: AgentProfile
  }

  extend type Mutation {
    "Creates the viewer's agent profile (one per account) and emails the confirmation link."
    createAgentProfile(input: AgentProfileInput!): AgentProfile!
    "Changes the viewer's profile; a new email address unpublishes it until confirmed, a new name, brokerage, licence or MLS id until the operator approves it."
    updateAgentProfile(hashid: ID!, input: AgentProfileInput!): AgentProfile!
    "Hides the profile from the directory, or shows it again."
    setAgentProfileHidden(hashid: ID!, hidden: Boolean!): AgentProfile!
    "Sends the confirmation link again."
    resendAgentConfirmation(hashid: ID!): Boolean!
    "Deletes the profile."
    deleteAgentProfile(hashid: ID!): Boolean!
  }
`;
