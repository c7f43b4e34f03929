"use client";

import { useLazyQuery, useMutation } from "@apollo/client/react";
import { useState } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import {
  CompareScenariosDocument,
  type CompareScenariosQuery,
  DeleteScenarioDocument,
  RenameScenarioDocument,
  SavedScenariosDocument,
} from "@/graphql/generated/documents/saved-scenarios";
import { describeError } from "@/lib/apollo/errors";
import { withFirstQueries } from "@/lib/apollo/first-queries";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";
import { formatUsdDigits } from "@/lib/format/en-us";
import { ROUTES } from "@/lib/routes";
import { readItem, TOKEN_KEY } from "@/lib/session/storage";

import { MEMBERSHIP_QUERY } from "./membership-queries";
import { SAVED_SCENARIOS_FIRST_QUERIES, SAVED_SCENARIOS_QUERY } from "./saved-scenarios-queries";

type ComparedRow = CompareScenariosQuery["compareScenarios"][number];
const usd = (value: number) => formatUsdDigits(value, 2, 2);

/** A calculator's title from the route registry, by its path slug ("home-affordability-calculator"). */
function calculatorName(slug: string): string {
  return ROUTES.find((route) => route.path === `/${slug}/`)?.title ?? slug.replace(/-/g, " ");
}

/** Downloads the report PDF with the stored access token (the route takes the bearer header). */
async function downloadReport(hashid: string, name: string): Promise<string | null> {
  const token = readItem(TOKEN_KEY);
  const response = await fetch(`/api/scenario-report/${encodeURIComponent(hashid)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return body?.error?.message ?? "The report could not be made. Try again.";
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-") || "scenario"}-report.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}

/**
 * The signed-in user's saved scenarios: reopen (the calculator's own link), rename, delete,
 * download a PDF report and compare up to 4 (premium). Mounted for a signed-in visitor only
 * (saved-scenarios-app.tsx); its queries go out with its code (first-queries.ts).
 */
export const SavedScenarios = withFirstQueries(SavedScenarioList, () => SAVED_SCENARIOS_FIRST_QUERIES);

function SavedScenarioList() {
  const list = useQueryInSlices(SAVED_SCENARIOS_QUERY.query, SAVED_SCENARIOS_QUERY);
  const membership = useQueryInSlices(MEMBERSHIP_QUERY.query, MEMBERSHIP_QUERY);
  const [rename] = useMutation(RenameScenarioDocument);
  const [remove] = useMutation(DeleteScenarioDocument, { refetchQueries: [SavedScenariosDocument] });
  const [compare, compared] = useLazyQuery(CompareScenariosDocument, { fetchPolicy: "network-only" });
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  // Laid out once the plan is known too (the line above the list depends on it; both come in one
  // request). Both answers come in transitions, so the list renders in time slices
  // (docs/architecture.md, Signed-in pages).
  const loaded = list.data?.savedScenarios;
  const planSettled = membership.data !== undefined || !membership.loading;
  const scenarios = loaded && planSettled ? loaded : null;
  const plan = membership.data?.me?.membership;
  if (!scenarios) {
    if (list.loading || loaded) return <p role="status">Loading your saved scenarios…</p>;
    return (
      <p className="notice notice-error" role="alert">
        {list.error ? describeError(list.error) : "We could not load your saved scenarios."}
      </p>
    );
  }
  const say = (text: string, error = false) => setMessage({ text, error });
  const limit = plan?.savedScenarioLimit;
  const compareLimit = plan?.comparisonLimit ?? 0;

  const onRename = async (hashid: string) => {
    try {
      await rename({ variables: { hashid, name: draft } });
      setEditing(null);
      say("Renamed.");
    } catch (error) {
      say(describeError(error), true);
    }
  };
  const onDelete = async (hashid: string, name: string) => {
    try {
      await remove({ variables: { hashid } });
      setChosen((current) => new Set([...current].filter((id) => id !== hashid)));
      say(`Deleted "${name}".`);
    } catch (error) {
      say(describeError(error), true);
    }
  };
  const onReport = async (hashid: string, name: string) => {
    say("Making the report…");
    const problem = await downloadReport(hashid, name);
    say(problem ?? "Report downloaded.", problem !== null);
  };
  const onCompare = async () => {
    const result = await compare({ variables: { hashids: [...chosen] } });
    if (result.error) say(describeError(result.error), true);
  };

  return (
    <div className="stack">
      <p>
        {limit == null ? "Premium keeps unlimited scenarios." : `The free plan keeps ${limit} scenarios; you have ${scenarios.length}. `}
        {limit != null ? <IntentLink href="/premium/">See premium</IntentLink> : null}
      </p>
      <p role="status" className={message?.error ? "notice notice-error" : undefined}>
        {message?.text}
      </p>
      {scenarios.length === 0 ? (
        <p>
          No saved scenarios yet. Open a calculator, for example the <IntentLink href="/mortgage-calculator/">mortgage calculator</IntentLink>, and press Save
          scenario.
        </p>
      ) : (
        <ul className="stack" data-saved-scenarios="">
          {scenarios.map((scenario) => (
            <li key={scenario.hashid} data-scenario={scenario.hashid}>
              {editing === scenario.hashid ? (
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    void onRename(scenario.hashid);
                  }}
                >
                  <label htmlFor={`name-${scenario.hashid}`}>New name</label>{" "}
                  <input id={`name-${scenario.hashid}`} value={draft} maxLength={80} onChange={(event) => setDraft(event.target.value)} />{" "}
                  <button type="submit" className="button">
                    Save name
                  </button>{" "}
                  <button type="button" className="button button-secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <h2>
                  <a href={scenario.url}>{scenario.name}</a>
                </h2>
              )}
              {/* Summary and payment are computed by the server from the saved inputs (lib/mortgage). */}
              <p data-scenario-summary="">{scenario.summary ?? calculatorName(scenario.calcType)}</p>
              {scenario.monthlyPayment !== null && scenario.monthlyPayment !== undefined ? (
                <p>
                  Monthly payment <strong data-scenario-payment={scenario.monthlyPayment}>{usd(scenario.monthlyPayment)}</strong>
                </p>
              ) : null}
              <p>
                <a className="button button-secondary" href={scenario.url}>
                  Open
                </a>{" "}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setEditing(scenario.hashid);
                    setDraft(scenario.name);
                  }}
                >
                  Rename<span className="visually-hidden"> {scenario.name}</span>
                </button>{" "}
                <button type="button" className="button button-secondary" onClick={() => void onDelete(scenario.hashid, scenario.name)}>
                  Delete<span className="visually-hidden"> {scenario.name}</span>
                </button>{" "}
                {scenario.reportable && plan?.reports ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void onReport(scenario.hashid, scenario.name)}
                    data-report={scenario.hashid}
                  >
                    Download report (PDF)<span className="visually-hidden"> of {scenario.name}</span>
                  </button>
                ) : null}
                {scenario.reportable && compareLimit > 0 ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.has(scenario.hashid)}
                      disabled={!chosen.has(scenario.hashid) && chosen.size >= compareLimit}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(scenario.hashid);
                        else next.delete(scenario.hashid);
                        setChosen(next);
                      }}
                    />{" "}
                    Compare<span className="visually-hidden"> {scenario.name}</span>
                  </label>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      {plan && !plan.reports ? (
        <p>
          PDF reports and comparing up to 4 scenarios side by side come with <IntentLink href="/premium/">premium</IntentLink>.
        </p>
      ) : null}
      {compareLimit > 0 && scenarios.length > 1 ? (
        <p>
          <button type="button" className="button" disabled={chosen.size < 2} onClick={() => void onCompare()}>
            Compare {chosen.size} chosen (2 to {compareLimit})
          </button>
        </p>
      ) : null}
      {compared.data?.compareScenarios ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Scenario comparison">
          <table>
            <caption>Scenarios side by side</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                {compared.data.compareScenarios.map((row) => (
                  <th scope="col" key={row.scenario.hashid}>
                    {row.scenario.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["Loan", (r) => r.program],
                  ["Home price", (r) => usd(r.price)],
                  ["Down payment", (r) => usd(r.downPayment)],
                  ["Rate", (r) => `${r.ratePercent}%`],
                  ["Term", (r) => `${r.termMonths} months`],
                  ["Monthly payment", (r) => usd(r.monthlyPayment)],
                  ["Principal and interest", (r) => usd(r.principalAndInterest)],
                  ["Property tax", (r) => usd(r.propertyTax)],
                  ["Insurance", (r) => usd(r.homeInsurance)],
                  ["Mortgage insurance", (r) => usd(r.mortgageInsurance)],
                  ["HOA", (r) => usd(r.hoa)],
                  ["Total loan", (r) => usd(r.totalLoanAmount)],
                  ["Total interest", (r) => usd(r.totalInterest)],
                  ["Payments", (r) => String(r.payoffMonths)],
                  ["Mortgage insurance ends", (r) => r.mortgageInsuranceEnds],
                ] as const satisfies readonly (readonly [string, (r: ComparedRow) => string])[]
              ).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {compared.data!.compareScenarios.map((row) => (
                    <td key={row.scenario.hashid}>{value(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
