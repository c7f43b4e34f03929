// An agent's identity (name, brokerage, licence number and state, MLS agent id) is checked by the
// operator before it is shown: a new profile, or a change of any of those fields, keeps the
// profile out of the directory (and its page and contact form) until `npm run agents:review`
// approves it; the agent is mailed either way. Listings come only through an approved MLS id.
import { eq } from "drizzle-orm";

import { contactAgent } from "@/lib/server/agents/agent-leads";
import { agentListings } from "@/lib/server/agents/agent-listings";
import { approveAgent, pendingAgentReviews, rejectAgent } from "@/lib/server/agents/agent-review";
import { parseReviewArguments, runAgentReview } from "@/lib/server/agents/agent-review-cli";
import { confirmAgentEmail, getPublishedAgent } from "@/lib/server/agents/agent-service";
import { schema } from "@/lib/server/db/client";
import { InputError } from "@/lib/server/errors";

import { bearer, call, readOutbox, signUp, tokenOf, uniqueEmail, waitForMail } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { insertListings, testRecord } from "./support/listing-rows";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const db = () => env.database.handle.db;

const OWN = `hashid name published emailConfirmed identityReview identityRejectionReason mlsAgentId`;

function profileInput(email: string, changes: Record<string, unknown> = {}) {
  return {
    name: "Morgan R. Reviewagent",
    email,
    phone: "(512) 555-0142",
    brokerage: "Review Test Realty",
    licenseNumber: "TX-445566",
    licenseState: "TX",
    counties: ["48453"],
    specialities: ["fha"],
    languages: ["en"],
    bio: "I help buyers in Austin.",
    mlsAgentId: `REVIEW-${process.pid}-${Date.now()}`,
    ...changes,
  };
}

function leadInput(agent: string) {
  return {
    agent,
    name: "Pat Buyer",
    email: uniqueEmail("buyer"),
    phone: "",
    preferredContact: "email",
    message: "",
    consent: "on",
    sourcePage: "/agents/",
    scenario: { calcType: "fha", price: "400000", downPayment: "14000", rate: "6.25", term: "360", creditScore: "720", state: "TX", county: "Travis" },
  };
}

/** A signed-up owner with a created, email-confirmed profile (not yet reviewed). */
async function confirmedProfile(changes: Record<string, unknown> = {}) {
  const owner = await signUp();
  const agentEmail = uniqueEmail("agent");
  const input = profileInput(agentEmail, changes);
  const created = await call(`mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { ${OWN} } }`, { input }, bearer(owner.accessToken));
  const profile = created.body.data?.createAgentProfile as { hashid: string; published: boolean; identityReview: string };
  expect(profile).toMatchObject({ published: false, identityReview: "AWAITING_REVIEW" });
  await confirmAgentEmail(db(), tokenOf(await waitForMail(env.dataDir, agentEmail, "agent-confirm")));
  return { owner, agentEmail, input, hashid: profile.hashid };
}

async function own(token: string) {
  const response = await call(`{ myAgentProfile { ${OWN} } }`, {}, bearer(token));
  return response.body.data?.myAgentProfile as { published: boolean; identityReview: string; identityRejectionReason: string | null };
}

describe(`agents' identity review (${engineName})`, () => {
  it("a new profile waits for review even once its email is confirmed; approval publishes it and mails the agent", async () => {
    const { owner, agentEmail, hashid } = await confirmedProfile();
    expect(await getPublishedAgent(db(), hashid)).toBeNull();
    await expect(contactAgent(db(), leadInput(hashid), { ip: uniqueIp() })).rejects.toBeInstanceOf(InputError);
    expect(await own(owner.accessToken)).toMatchObject({ published: false, identityReview: "AWAITING_REVIEW" });

    const waiting = (await pendingAgentReviews(db())).find((review) => review.hashid === hashid);
    expect(waiting).toBeDefined();
    expect(waiting!.emailConfirmed).toBe(true);
    expect(waiting!.changes.map((change) => change.field)).toEqual(["name", "brokerage", "licenseNumber", "licenseState", "mlsAgentId"]);
    expect(waiting!.changes.every((change) => change.before === null)).toBe(true);

    await approveAgent(db(), hashid);
    expect(await getPublishedAgent(db(), hashid)).not.toBeNull();
    expect(await own(owner.accessToken)).toMatchObject({ published: true, identityReview: "APPROVED" });
    expect((await pendingAgentReviews(db())).some((review) => review.hashid === hashid)).toBe(false);
    const mail = await waitForMail(env.dataDir, agentEmail, "agent-approved");
    expect(mail.text).toMatch(/approved/i);
  });

  it("a rename after publication takes the profile off the directory until approved; a new bio does not", async () => {
    const { owner, input, hashid } = await confirmedProfile();
    await approveAgent(db(), hashid);
    const update = (changes: Record<string, unknown>) =>
      call(
        `mutation($h: ID!, $input: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $input) { ${OWN} } }`,
        { h: hashid, input: { ...input, ...changes } },
        bearer(owner.accessToken),
      );

    // Bio, phone: no review.
    const bio = await update({ bio: "Twenty years in Austin, first-time buyers welcome.", phone: "(512) 555-0199" });
    expect(bio.body.data?.updateAgentProfile).toMatchObject({ published: true, identityReview: "APPROVED" });
    expect(await getPublishedAgent(db(), hashid)).not.toBeNull();

    // Taking another agent's name: off the directory, its page and its contact form.
    const renamed = await update({ name: "Famous Realtor", brokerage: "Big Name Realty" });
    expect(renamed.body.data?.updateAgentProfile).toMatchObject({ published: false, identityReview: "AWAITING_REVIEW" });
    expect(await getPublishedAgent(db(), hashid)).toBeNull();
    await expect(contactAgent(db(), leadInput(hashid), { ip: uniqueIp() })).rejects.toBeInstanceOf(InputError);
    const waiting = (await pendingAgentReviews(db())).find((review) => review.hashid === hashid);
    expect(waiting!.changes).toEqual([
      { field: "name", label: "Name", before: "Morgan R. Reviewagent", after: "Famous Realtor" },
      { field: "brokerage", label: "Brokerage", before: "Review Test Realty", after: "Big Name Realty" },
    ]);

    // Each identity field counts, the licence and the MLS id included.
    for (const changes of [{ licenseNumber: "TX-000001" }, { licenseState: "CA" }, { mlsAgentId: "SOMEONE-ELSE" }]) {
      await approveAgent(db(), hashid);
      expect(await getPublishedAgent(db(), hashid)).not.toBeNull();
      const changed = await update({ name: "Famous Realtor", brokerage: "Big Name Realty", ...changes });
      expect(changed.body.data?.updateAgentProfile).toMatchObject({ published: false, identityReview: "AWAITING_REVIEW" });
    }

    // Going back to exactly what was approved needs no new review.
    const back = await update({ name: "Famous Realtor", brokerage: "Big Name Realty", mlsAgentId: input.mlsAgentId, licenseState: "CA" });
    expect(back.body.data?.updateAgentProfile).toMatchObject({ published: true, identityReview: "APPROVED" });
  });

  it("a rejection mails the agent with the reason, keeps the profile unpublished, and the owner sees why", async () => {
    const { owner, agentEmail, hashid } = await confirmedProfile();
    await rejectAgent(db(), hashid, "The licence number does not match the state's register.");
    expect(await getPublishedAgent(db(), hashid)).toBeNull();
    expect(await own(owner.accessToken)).toMatchObject({
      published: false,
      identityReview: "REJECTED",
      identityRejectionReason: "The licence number does not match the state's register.",
    });
    const mail = await waitForMail(env.dataDir, agentEmail, "agent-rejected");
    expect(mail.text).toContain("The licence number does not match the state's register.");
    expect((await pendingAgentReviews(db())).some((review) => review.hashid === hashid)).toBe(false);
    // Unknown ids are a clear error.
    await expect(approveAgent(db(), "nosuchagent")).rejects.toThrow(/no agent profile/i);
  });

  it("shows listings only through an MLS agent id the operator approved, never by matching names", async () => {
    const { owner, input, hashid } = await confirmedProfile();
    const [byKey, byName] = await insertListings(db(), [
      testRecord({ ListAgentKey: input.mlsAgentId, ListAgentFullName: "Someone Else", ListOfficeName: "Other Office" }),
      testRecord({ ListAgentKey: `OTHER-${Date.now()}`, ListAgentFullName: input.name, ListOfficeName: input.brokerage }),
    ]);
    const row = async () => (await db().select().from(schema.agents).where(eq(schema.agents.hashid, hashid)))[0]!;

    // Not approved yet: no listings at all.
    expect((await agentListings(db(), await row())).total).toBe(0);
    await approveAgent(db(), hashid);
    const shown = await agentListings(db(), await row());
    expect(shown.items.map((item) => item.listingKey)).toEqual([byKey!.key]);
    expect(shown.items.map((item) => item.listingKey)).not.toContain(byName!.key);

    // Claiming another agent's MLS id: none of that agent's listings appear, before or after.
    const sampleKey = "SAMPLE-AGENT-CA-01";
    await call(
      `mutation($h: ID!, $input: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $input) { hashid } }`,
      { h: hashid, input: { ...input, mlsAgentId: sampleKey } },
      bearer(owner.accessToken),
    );
    const claimed = await agentListings(db(), await row());
    expect(claimed.items.map((item) => item.listingKey)).toEqual([byKey!.key]);
  });

  it("agents:review lists what waits with the changed fields, approves and rejects by id", async () => {
    const first = await confirmedProfile({ name: "Casey CLI-Listed" });
    const second = await confirmedProfile({ name: "Drew CLI-Rejected" });

    const listed = await runAgentReview(db(), parseReviewArguments([]));
    expect(listed.ok).toBe(true);
    const text = listed.lines.join("\n");
    expect(text).toContain(first.hashid);
    expect(text).toContain("Casey CLI-Listed");
    expect(text).toContain(second.hashid);
    expect(text).toMatch(/name: \(new\) → "Casey CLI-Listed"/);

    const approved = await runAgentReview(db(), parseReviewArguments(["--approve", first.hashid]));
    expect(approved).toMatchObject({ ok: true });
    expect(approved.lines.join("\n")).toMatch(/Approved/);
    expect(await getPublishedAgent(db(), first.hashid)).not.toBeNull();
    await waitForMail(env.dataDir, first.agentEmail, "agent-approved");

    const rejected = await runAgentReview(db(), parseReviewArguments(["--reject", second.hashid, "--reason", "Not a licensed agent."]));
    expect(rejected.ok).toBe(true);
    expect((await waitForMail(env.dataDir, second.agentEmail, "agent-rejected")).text).toContain("Not a licensed agent.");

    // A profile id may start with "-" (base64url): still read as the option's value.
    expect(parseReviewArguments(["--reject", "-Ab3_x", "--reason", "-1 year"])).toEqual({ kind: "reject", hashid: "-Ab3_x", reason: "-1 year" });
    expect(parseReviewArguments(["--approve", "--x9"])).toEqual({ kind: "approve", hashid: "--x9" });

    // Bad arguments: a message and the usage, nothing done.
    for (const argv of [["--approve"], ["--approve", "a", "--reject", "b"], ["--reason", "x"], ["--bogus"]]) {
      const parsed = parseReviewArguments(argv);
      expect(parsed.kind).toBe("error");
      const outcome = await runAgentReview(db(), parsed);
      expect(outcome.ok).toBe(false);
      expect(outcome.lines.join("\n")).toMatch(/Usage: npm run agents:review/);
    }
    const unknown = await runAgentReview(db(), parseReviewArguments(["--approve", "nosuchagent"]));
    expect(unknown.ok).toBe(false);
    expect(unknown.lines.join("\n")).toMatch(/no agent profile/i);
    expect(readOutbox(env.dataDir).filter((mail) => mail.to === first.agentEmail && mail.template === "agent-approved")).toHaveLength(1);
  });
});
