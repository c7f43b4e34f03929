/**
 * A lead's scenario in words, for the emails and the confirmation: one label and value per line.
 */
import type { LeadScenario } from "./lead-schema";

const PROGRAM_NAMES: Record<LeadScenario["calcType"], string> = {
  conventional: "Conventional",
  fha: "FHA",
  usda: "USDA",
  va: "VA",
};

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2, minimumFractionDigits: 0 });

function termText(months: number): string {
  const years = months / 12;
  return Number.isInteger(years) ? `${years} years (${months} months)` : `${months} months`;
}

/**
 * The scenario as labelled lines, e.g. ["Home price", "$450,000"].
 *
 * @param scenario a validated scenario (money in dollars, rate in percent, term in months)
 */
export function describeScenario(scenario: LeadScenario): Array<readonly [label: string, value: string]> {
  const percentDown = scenario.price > 0 ? Math.round((scenario.downPayment / scenario.price) * 1000) / 10 : 0;
  return [
    ["Loan program", PROGRAM_NAMES[scenario.calcType]],
    ["Home price", dollars.format(scenario.price)],
    ["Down payment", `${dollars.format(scenario.downPayment)} (${percentDown}%)`],
    ["Loan amount", dollars.format(scenario.price - scenario.downPayment)],
    ["Interest rate", `${scenario.rate}%`],
    ["Term", termText(scenario.term)],
    ["Credit score", String(scenario.creditScore)],
    ["County and state", scenario.county ? `${scenario.county}, ${scenario.state}` : scenario.state],
    ["Veteran", scenario.isVeteran ? "Yes" : "No"],
  ];
}
