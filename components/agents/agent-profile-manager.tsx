"use client";

import { useApolloClient } from "@apollo/client/react";
import { useEffect, useId, useState, type FormEvent } from "react";

import { FormStatus } from "@/components/account/form-status";
import { LoadFailed } from "@/components/account/load-failed";
import { photoProblem, PHOTO_TYPES } from "@/components/account/profile-photo-form";
import { AGENT_PROFILE_QUERY } from "@/components/account/profile-queries";
import { UNREACHABLE_MESSAGE, type FormStatus as Status } from "@/components/account/use-account-form";
import { useCountyList } from "@/components/calculators/location/location-client";
import type { AgentProfileInput } from "@/graphql/generated/operations";
import {
  CreateAgentProfileDocument,
  DeleteAgentProfileDocument,
  MyAgentProfileDocument,
  type MyAgentProfileQuery,
  ResendAgentConfirmationDocument,
  SetAgentProfileHiddenDocument,
  UpdateAgentProfileDocument,
  UploadAgentPhotoDocument,
} from "@/graphql/generated/documents/agent-profile";
import { AGENT_LANGUAGES, AGENT_SPECIALITIES } from "@/lib/agents/options";
import { formatUsPhone } from "@/lib/agents/phone";
import { whenIdle } from "@/lib/browser/idle";
import { describeError, type FieldErrors } from "@/lib/apollo/errors";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";
import { formatMediumDate } from "@/lib/format/en-us";
import { listStates } from "@/lib/reference/states";

import styles from "./agents.module.css";

type Profile = NonNullable<MyAgentProfileQuery["myAgentProfile"]>;
type County = { fips: string; name: string; state: string };

type StateChoices = readonly { value: string; label: string }[];

function fieldError(errors: FieldErrors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

/**
 * The agent profile section of /profile/: create the account's agent profile, edit it (photo
 * through the upload pipeline), see whether it is published (its email confirmed), hide, show or
 * delete it, and the leads visitors sent to it. Loaded with the rest of the profile (Apollo), and
 * rendered in a transition when the answer comes, as the profile's cards are (profile-view.tsx).
 */
export function AgentProfileManager() {
  const [states] = useState<StateChoices>(() => listStates({ includeTerritories: true }).map((s) => ({ value: s.abbr, label: s.name })));
  const { data, loading, error, refetch } = useQueryInSlices(AGENT_PROFILE_QUERY.query, AGENT_PROFILE_QUERY);
  const shown = data ?? null;
  const [saved, setSaved] = useState<Status>({ kind: "idle" });
  if (!shown && loading) return <p role="status">Loading your agent profile…</p>;
  if (!shown) {
    return <LoadFailed error={error} what="your agent profile" onRetry={() => void refetch()} />;
  }
  const profile = shown.myAgentProfile ?? null;
  return (
    <div className="stack">
      {profile ? (
        <AgentStatus profile={profile} onChanged={() => void refetch()} />
      ) : (
        <p>Are you a licensed real estate agent? Create a profile so buyers can find you and send you their scenario.</p>
      )}
      {/* The form is new again once the profile exists (key), so what a save says lives here. */}
      <AgentProfileForm
        key={profile?.hashid ?? "new"}
        profile={profile}
        states={states}
        onSaving={() => setSaved({ kind: "idle" })}
        onSaved={(message) => {
          setSaved({ kind: "success", message });
          void refetch();
        }}
      />
      <FormStatus status={saved} />
      {profile ? <AgentLeadsList profile={profile} /> : null}
    </div>
  );
}

type AgentStatusName = "published" | "unconfirmed" | "awaiting-review" | "rejected" | "hidden";

const AGENT_STATUS_TITLES: Record<AgentStatusName, string> = {
  published: "Published",
  unconfirmed: "Not published: confirm its email address",
  "awaiting-review": "Not published: awaiting review",
  rejected: "Not published: not approved",
  hidden: "Hidden",
};

/** Why the profile is or is not in the directory (the first thing missing). */
function agentStatusOf(profile: Profile): AgentStatusName {
  if (profile.published) return "published";
  if (!profile.emailConfirmed) return "unconfirmed";
  if (profile.identityReview === "AWAITING_REVIEW") return "awaiting-review";
  if (profile.identityReview === "REJECTED") return "rejected";
  return "hidden";
}

function AgentStatus({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const client = useApolloClient();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [confirmDelete, setConfirmDelete] = useState(false);
  async function run(pending: string, action: () => Promise<string | null>) {
    setStatus({ kind: "pending", message: pending });
    try {
      const problem = await action();
      setStatus(problem ? { kind: "error", message: problem } : { kind: "success", message: "Done." });
      onChanged();
    } catch {
      setStatus({ kind: "error", message: UNREACHABLE_MESSAGE });
    }
  }
  const shownStatus = agentStatusOf(profile);
  return (
    <div className="notice" data-agent-status={shownStatus}>
      <p>
        <strong>{AGENT_STATUS_TITLES[shownStatus]}.</strong>{" "}
        {shownStatus === "published" ? (
          <a href={`/agents/${profile.hashid}/`}>See your public profile</a>
        ) : shownStatus === "unconfirmed" ? (
          `Open the link we sent to ${profile.email}.${profile.identityReview === "APPROVED" ? " Your profile appears in the directory once you do." : " We also check your name, brokerage, licence and MLS agent id before your profile is shown."}`
        ) : shownStatus === "awaiting-review" ? (
          "We check your name, brokerage, licence number and state, and MLS agent id before your profile is shown in the directory. We email you when it is done."
        ) : shownStatus === "rejected" ? (
          `We could not confirm your name, brokerage, licence or MLS agent id${profile.identityRejectionReason ? `: “${profile.identityRejectionReason}”` : "."} Correct them below and we check them again.`
        ) : (
          "Buyers cannot find your profile until you show it again."
        )}
      </p>
      <p>Profile completeness: {profile.completeness}%. Complete profiles come first among agents at the same distance.</p>
      <p>
        {!profile.emailConfirmed ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={status.kind === "pending"}
            onClick={() =>
              void run("Sending…", async () => {
                const { error } = await client.mutate({ mutation: ResendAgentConfirmationDocument, variables: { hashid: profile.hashid } });
                return error ? describeError(error) : null;
              })
            }
          >
            Send the confirmation link again
          </button>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={status.kind === "pending"}
            onClick={() =>
              void run(profile.hidden ? "Showing…" : "Hiding…", async () => {
                const { error } = await client.mutate({
                  mutation: SetAgentProfileHiddenDocument,
                  variables: { hashid: profile.hashid, hidden: !profile.hidden },
                });
                return error ? describeError(error) : null;
              })
            }
          >
            {profile.hidden ? "Show my profile in the directory" : "Hide my profile"}
          </button>
        )}{" "}
        {confirmDelete ? (
          <>
            <button
              type="button"
              className="button button-danger"
              disabled={status.kind === "pending"}
              onClick={() =>
                void run("Deleting…", async () => {
                  const { error } = await client.mutate({ mutation: DeleteAgentProfileDocument, variables: { hashid: profile.hashid } });
                  if (!error) await client.refetchQueries({ include: [MyAgentProfileDocument] });
                  return error ? describeError(error) : null;
                })
              }
            >
              Yes, delete my agent profile
            </button>{" "}
            <button type="button" className="button button-secondary" onClick={() => setConfirmDelete(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setConfirmDelete(true)}>
            Delete my agent profile
          </button>
        )}
      </p>
      <FormStatus status={status} />
    </div>
  );
}

function CountyPicker({
  states,
  counties,
  setCounties,
  error,
}: {
  states: StateChoices;
  counties: County[];
  setCounties: (c: County[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [state, setState] = useState(counties[0]?.state ?? "");
  const [fips, setFips] = useState("");
  // The state's county list is asked for once the browser is idle after the profile is drawn, or
  // when the visitor reaches the picker: asked for with the profile, it was one more request
  // before the page's largest paint (docs/architecture.md, Signed-in pages).
  const [awake, setAwake] = useState(false);
  useEffect(() => whenIdle(() => setAwake(true)), []);
  const list = useCountyList(awake ? state : "", "", [], "fips", "The county list could not be loaded. Try again.");
  const options = state !== "" && "options" in list ? list.options : [];
  const hint =
    state === ""
      ? "Choose a state first."
      : !awake || "loading" in list
        ? "Loading the counties…"
        : "error" in list
          ? list.error
          : "Choose a county, then Add.";
  return (
    <fieldset onFocus={() => setAwake(true)}>
      <legend>Areas you serve (counties; the first is your home county)</legend>
      {counties.length > 0 ? (
        <ul aria-label="Counties you serve">
          {counties.map((c) => (
            <li key={c.fips}>
              {c.name}, {c.state}{" "}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setCounties(counties.filter((x) => x.fips !== c.fips))}
                aria-label={`Remove ${c.name}, ${c.state}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No county chosen yet.</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-state`}>State of the county</label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            setFips("");
          }}
        >
          <option value="">Choose a state</option>
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-county`}>County</label>
        <select
          id={`${id}-county`}
          value={fips}
          onChange={(e) => setFips(e.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
        >
          <option value="">Choose a county</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <p>
        <button
          type="button"
          className="button button-secondary"
          disabled={fips === "" || counties.some((c) => c.fips === fips) || counties.length >= 20}
          onClick={() => {
            const option = options.find((o) => o.value === fips);
            if (option) setCounties([...counties, { fips, name: option.label, state }]);
            setFips("");
          }}
        >
          Add county
        </button>
      </p>
    </fieldset>
  );
}

function Text({
  name,
  label,
  defaultValue,
  errors,
  hint,
  type = "text",
  autoComplete,
  maxLength,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors: FieldErrors;
  hint?: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  const id = `agent-${name}`;
  const error = fieldError(errors, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Checks({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `agent-${name}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <div key={o.value} className={styles.check}>
          <input id={`agent-${name}-${o.value}`} type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} />{" "}
          <label htmlFor={`agent-${name}-${o.value}`}>{o.label}</label>
        </div>
      ))}
      {error ? (
        <p id={`agent-${name}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function AgentProfileForm({
  profile,
  states,
  onSaving,
  onSaved,
}: {
  profile: Profile | null;
  states: StateChoices;
  onSaving: () => void;
  onSaved: (message: string) => void;
}) {
  const client = useApolloClient();
  const [counties, setCounties] = useState<County[]>(profile ? profile.counties.map((c) => ({ fips: c.fips, name: c.name, state: c.state })) : []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [removePhoto, setRemovePhoto] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "pending") return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const file = form.get("photo");
    const photo = file instanceof File && file.size > 0 ? file : null;
    const problem = photo ? photoProblem(photo) : null;
    if (problem) {
      setErrors({ photo: problem });
      setStatus({ kind: "error", message: problem });
      return;
    }
    setErrors({});
    onSaving();
    setStatus({ kind: "pending", message: "Saving…" });
    try {
      let photoUploadId: string | null | undefined = removePhoto ? null : undefined;
      if (photo) {
        const uploaded = await client.mutate({
          mutation: UploadAgentPhotoDocument,
          variables: { file: photo },
          context: { setFieldErrors: (e: FieldErrors) => setErrors({ photo: Object.values(e)[0] ?? "" }) },
        });
        if (!uploaded.data?.uploadImage) {
          setStatus({ kind: "error", message: uploaded.error ? describeError(uploaded.error) : "Your photo was not saved." });
          return;
        }
        photoUploadId = uploaded.data.uploadImage.id;
      }
      const input: AgentProfileInput = {
        name: text("name"),
        email: text("email"),
        phone: text("phone"),
        brokerage: text("brokerage"),
        licenseNumber: text("licenseNumber"),
        licenseState: text("licenseState"),
        counties: counties.map((c) => c.fips),
        specialities: form.getAll("specialities").map(String),
        languages: form.getAll("languages").map(String),
        bio: text("bio"),
        mlsAgentId: text("mlsAgentId"),
        ...(photoUploadId !== undefined ? { photoUploadId } : {}),
      };
      const context = { setFieldErrors: setErrors };
      const result = profile
        ? await client.mutate({ mutation: UpdateAgentProfileDocument, variables: { hashid: profile.hashid, input }, context })
        : await client.mutate({ mutation: CreateAgentProfileDocument, variables: { input }, context });
      if (result.error) {
        setStatus({ kind: "error", message: describeError(result.error) });
        return;
      }
      const emailChanged = !profile || profile.email !== input.email.trim().toLowerCase();
      const saved = result.data && "updateAgentProfile" in result.data ? result.data.updateAgentProfile : null;
      const nowAwaitingReview = profile !== null && profile.identityReview !== "AWAITING_REVIEW" && saved?.identityReview === "AWAITING_REVIEW";
      setStatus({ kind: "idle" });
      onSaved(
        [
          "Saved.",
          emailChanged ? `We sent a confirmation link to ${input.email.trim()}: open it to confirm the address.` : null,
          nowAwaitingReview
            ? "You changed your name, brokerage, licence or MLS agent id: we check them before your profile is shown again, and email you when done."
            : null,
        ]
          .filter(Boolean)
          .join(" "),
      );
    } catch {
      setStatus({ kind: "error", message: UNREACHABLE_MESSAGE });
    }
  }

  return (
    <form className="form stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={profile ? "Edit your agent profile" : "Create your agent profile"}>
      <Text name="name" label="Name as licensed" defaultValue={profile?.name ?? ""} errors={errors} autoComplete="name" maxLength={80} />
      <Text
        name="email"
        label="Email for buyers' requests"
        type="email"
        defaultValue={profile?.email ?? ""}
        errors={errors}
        autoComplete="email"
        hint="We confirm it before your profile is published."
      />
      <Text name="phone" label="Phone (optional)" type="tel" defaultValue={profile?.phone ?? ""} errors={errors} autoComplete="tel" maxLength={30} />
      <Text name="brokerage" label="Brokerage" defaultValue={profile?.brokerage ?? ""} errors={errors} autoComplete="organization" maxLength={120} />
      <Text name="licenseNumber" label="Licence number" defaultValue={profile?.licenseNumber ?? ""} errors={errors} maxLength={30} />
      <div className="field">
        <label htmlFor="agent-licenseState">Licensing state</label>
        <select
          id="agent-licenseState"
          name="licenseState"
          defaultValue={profile?.licenseState ?? ""}
          aria-invalid={errors.licenseState ? true : undefined}
          aria-describedby={errors.licenseState ? "agent-licenseState-error" : undefined}
        >
          <option value="">Choose a state</option>
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        {errors.licenseState ? (
          <p id="agent-licenseState-error" className="field-error">
            {errors.licenseState}
          </p>
        ) : null}
      </div>
      <CountyPicker states={states} counties={counties} setCounties={setCounties} error={fieldError(errors, "counties")} />
      <Checks
        name="specialities"
        legend="Specialities"
        options={AGENT_SPECIALITIES}
        checked={profile?.specialities ?? []}
        error={fieldError(errors, "specialities")}
      />
      <Checks
        name="languages"
        legend="Languages you work in"
        options={AGENT_LANGUAGES}
        checked={profile?.languages ?? ["en"]}
        error={fieldError(errors, "languages")}
      />
      <div className="field">
        <label htmlFor="agent-bio">About you (optional)</label>
        <textarea id="agent-bio" name="bio" rows={5} maxLength={2000} defaultValue={profile?.bio ?? ""} aria-describedby="agent-bio-hint" />
        <p id="agent-bio-hint" className="field-hint">
          Up to 2,000 characters: who you help, where, and how.
        </p>
      </div>
      <Text
        name="mlsAgentId"
        label="MLS agent id (optional)"
        defaultValue={profile?.mlsAgentId ?? ""}
        errors={errors}
        hint="Your listings with this id appear on your profile."
        maxLength={60}
      />
      <div className="field">
        <label htmlFor="agent-photo">Photo (optional)</label>
        {profile?.photoUrl && !removePhoto ? (
          // eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, shown small
          <img src={profile.photoUrl} alt="Your current agent photo" width={96} height={96} className="profile-photo" />
        ) : null}
        <input
          id="agent-photo"
          name="photo"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={`agent-photo-hint${errors.photo ? " agent-photo-error" : ""}`}
        />
        <p id="agent-photo-hint" className="field-hint">
          JPEG, PNG, WebP or GIF, at most 5 MB.
        </p>
        {errors.photo ? (
          <p id="agent-photo-error" className="field-error">
            {errors.photo}
          </p>
        ) : null}
        {profile?.photoUrl ? (
          <div className={styles.check}>
            <input id="agent-remove-photo" type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} />{" "}
            <label htmlFor="agent-remove-photo">Remove my photo</label>
          </div>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={status.kind === "pending"}>
          {profile ? "Save my agent profile" : "Create my agent profile"}
        </button>
      </p>
      <FormStatus status={status} />
    </form>
  );
}

function AgentLeadsList({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="agent-leads-heading">
      <h3 id="agent-leads-heading">Requests from buyers</h3>
      {profile.leads.length === 0 ? (
        <p>No requests yet. They also arrive by email at {profile.email}.</p>
      ) : (
        <ul className={styles.leads} aria-label="Requests from buyers">
          {profile.leads.map((lead) => (
            <li key={lead.hashid} data-lead={lead.hashid}>
              <p>
                <strong>{lead.name}</strong> · <a href={`mailto:${lead.email}`}>{lead.email}</a>
                {lead.phone ? ` · ${formatUsPhone(lead.phone)}` : ""} · prefers {lead.preferredContact} ·{" "}
                {formatMediumDate(new Date(lead.createdAt), { utc: false })}
              </p>
              {lead.message ? <p>“{lead.message}”</p> : null}
              <p>{lead.scenario.map((line) => `${line.label}: ${line.value}`).join(" · ")}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
