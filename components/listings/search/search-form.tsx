"use client";

import type { FormEvent } from "react";

import { loanTermLabel } from "@/lib/format/loan-term";
import type { GeoRectangle, ListingSearch } from "@/lib/listings/search";

import { FieldError, errorProps } from "./field-error";
import { PlaceFields, type PlaceOption } from "./place-fields";
import styles from "./listings-search.module.css";
import type { SearchOptions } from "./types";

const COUNT_OPTIONS = [1, 2, 3, 4, 5];
const TERM_OPTIONS = [360, 240, 180];
const PROGRAMS = [
  { value: "conventional", label: "Conventional" },
  { value: "fha", label: "FHA" },
  { value: "va", label: "VA" },
  { value: "usda", label: "USDA" },
] as const;

export interface SearchFormProps {
  /** The search in force (selects and checkboxes show it). */
  search: ListingSearch;
  /** The text of each URL parameter as given (a bad value stays in its box beside its message). */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, readonly string[]>>;
  states: readonly PlaceOption[];
  counties: readonly PlaceOption[];
  /** The map rectangle in force, kept by the form as a checkbox the visitor can clear. */
  bounds: GeoRectangle | null | undefined;
  options: SearchOptions;
  /** With JavaScript: the search runs in the page (the GET form is the no-JavaScript path). */
  onSearch?: (params: URLSearchParams) => void;
}

function boundsText(r: GeoRectangle): string {
  return [r.south, r.west, r.north, r.east].map((v) => Number(v.toFixed(5))).join(",");
}

interface TextFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  errors: readonly string[] | undefined;
  hint?: string;
  inputMode?: "numeric" | "decimal";
  autoComplete?: string;
}

function TextField({ name, label, defaultValue, errors, hint, inputMode = "numeric" }: TextFieldProps) {
  const id = `ls-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" inputMode={inputMode} autoComplete="off" defaultValue={defaultValue} {...errorProps(id, errors, hintId)} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} messages={errors} />
    </div>
  );
}

function CountSelect({ name, label, value, errors }: { name: string; label: string; value: number | null | undefined; errors: readonly string[] | undefined }) {
  const id = `ls-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ? String(value) : ""} {...errorProps(id, errors)}>
        <option value="">Any</option>
        {COUNT_OPTIONS.map((n) => (
          <option key={n} value={String(n)}>
            {n}+
          </option>
        ))}
      </select>
      <FieldError id={id} messages={errors} />
    </div>
  );
}

/**
 * The search form: a plain GET form to /listings/ (the server renders the results for its
 * address, so it works without JavaScript). With JavaScript `onSearch` runs the search in the
 * page instead and keeps the address in step.
 */
export function SearchForm({ search, values, errors, states, counties, bounds, options, onSearch }: SearchFormProps) {
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  const payment = search.payment ?? options.defaultScenario;
  const types = new Set<string>(search.propertyTypes ?? []);
  const given = (...names: string[]) => names.some((name) => (values[name] ?? "") !== "" || (errors[name]?.length ?? 0) > 0);
  // Closed unless the address sets them (or they have messages), so phones reach the results sooner.
  const yearOpen = given("yearBuiltMin", "yearBuiltMax");
  const loanOpen = given("calcType", "downPaymentPercent", "rate", "ratePercent", "term", "creditScore");
  const programLabel = PROGRAMS.find((p) => p.value === payment.calcType)?.label ?? payment.calcType;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, entry] of new FormData(event.currentTarget)) {
      if (typeof entry === "string" && entry.trim() !== "") params.append(name, entry.trim());
    }
    onSearch(params);
  };

  return (
    <form method="get" action="/listings/" aria-label="Search homes for sale" className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>Price</legend>
        <div className={styles.pair}>
          <TextField name="priceMin" label="Minimum price" defaultValue={value("priceMin")} errors={errors.priceMin} />
          <TextField name="priceMax" label="Maximum price" defaultValue={value("priceMax")} errors={errors.priceMax} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Home</legend>
        <div className={styles.pair}>
          <CountSelect name="beds" label="Bedrooms" value={search.bedroomsTotalMin} errors={errors.bedroomsTotalMin} />
          <CountSelect name="baths" label="Bathrooms" value={search.bathroomsTotalMin} errors={errors.bathroomsTotalMin} />
        </div>
        <fieldset className={styles.types} {...errorProps("ls-type", errors.propertyTypes)}>
          <legend>Home type</legend>
          {options.homeTypes.map((type) => (
            <label key={type.value} className={styles.check}>
              <input type="checkbox" name="type" value={type.value} defaultChecked={types.has(type.value)} /> {type.label}
            </label>
          ))}
          <FieldError id="ls-type" messages={errors.propertyTypes} />
        </fieldset>
        <details className={styles.more} open={yearOpen}>
          <summary>Year built</summary>
          <div className={styles.pair}>
            <TextField name="yearBuiltMin" label="Built in or after" defaultValue={value("yearBuiltMin")} errors={errors.yearBuiltMin} />
            <TextField name="yearBuiltMax" label="Built in or before" defaultValue={value("yearBuiltMax")} errors={errors.yearBuiltMax} />
          </div>
        </details>
      </fieldset>
      <PlaceFields states={states} state={search.state ?? ""} counties={counties} county={search.county ?? ""} zip={value("zip")} errors={errors} />
      <fieldset className={styles.fieldset}>
        <legend>Monthly payment</legend>
        <TextField
          name="maxPayment"
          label="Most I want to pay a month"
          defaultValue={value("maxPayment")}
          errors={errors.monthlyPaymentMax}
          hint="Principal, interest, taxes, insurance, mortgage insurance and HOA, for your loan."
        />
        <details className={styles.more} open={loanOpen} id="ls-loan">
          <summary>{`Loan assumptions: ${programLabel}, ${payment.downPaymentPercent}% down, ${payment.ratePercent}%`}</summary>
          <div className={styles.pair}>
            <div className="field">
              <label htmlFor="ls-calcType">Loan program</label>
              <select id="ls-calcType" name="calcType" defaultValue={payment.calcType} {...errorProps("ls-calcType", errors.calcType)}>
                {PROGRAMS.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
              <FieldError id="ls-calcType" messages={errors.calcType} />
            </div>
            <div className="field">
              <label htmlFor="ls-term">Term</label>
              <select id="ls-term" name="term" defaultValue={String(payment.term)} {...errorProps("ls-term", errors.term)}>
                {[...new Set([...TERM_OPTIONS, payment.term])].map((months) => (
                  <option key={months} value={String(months)}>
                    {loanTermLabel(months)}
                  </option>
                ))}
              </select>
              <FieldError id="ls-term" messages={errors.term} />
            </div>
          </div>
          <div className={styles.pair}>
            <TextField
              name="downPaymentPercent"
              label="Down payment (%)"
              inputMode="decimal"
              defaultValue={value("downPaymentPercent", String(payment.downPaymentPercent))}
              errors={errors.downPaymentPercent}
            />
            <TextField
              name="rate"
              label="Interest rate (%)"
              inputMode="decimal"
              defaultValue={value("rate", String(payment.ratePercent))}
              errors={errors.ratePercent}
            />
          </div>
          <TextField name="creditScore" label="Credit score" defaultValue={value("creditScore", String(payment.creditScore))} errors={errors.creditScore} />
        </details>
      </fieldset>
      <div className={styles.formEnd}>
        <div className="field">
          <label htmlFor="ls-sort">Sort by</label>
          <select id="ls-sort" name="sort" defaultValue={search.sort ?? "newest"} {...errorProps("ls-sort", errors.sort)}>
            {options.sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
          <FieldError id="ls-sort" messages={errors.sort} />
        </div>
        {bounds ? (
          <label className={styles.check}>
            <input type="checkbox" name="bounds" value={boundsText(bounds)} defaultChecked /> Only the map area
          </label>
        ) : null}
        <FieldError id="ls-bounds" messages={errors.geoRectangle} />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
