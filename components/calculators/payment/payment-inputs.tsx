"use client";

import { LocationFields } from "@/components/calculators/location/location-fields";
import type { StateLocationStatus } from "@/components/calculators/location/location-client";
import { TaxRateNote } from "@/components/calculators/location/tax-rate-note";
import type { StateOption } from "@/lib/calculator/location-types";
import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { loanTermOptions, SelectField, YesNoField } from "@/components/calculators/ui/select-field";
import styles from "@/components/calculators/ui/calculator.module.css";
import { useCalculatorActions } from "@/lib/calculator/provider";
import { hoaMonthly } from "@/lib/calculator/transitions";
import type { Hoa, LoanInputs } from "@/lib/calculator/types";

import type { PaymentProgram } from "@/lib/calculator/programs";

/** The id of the inputs' form. */
export const PAYMENT_FORM_ID = "payment-form";

export interface PaymentInputsProps {
  program: PaymentProgram;
  li: LoanInputs;
  hoa: Hoa;
  /** Extra principal a month, dollars. */
  extraMonthly: number;
  states: readonly StateOption[];
  location: StateLocationStatus;
  zipNote?: string;
  /** Where the no-JavaScript form goes (default: the program's page; the embedded widget keeps its key). */
  formAction?: string;
}

/** The loan's inputs, grouped: the home and loan, taxes and costs, program questions, location. */
export function PaymentInputs({ program, li, hoa, extraMonthly, states, location, zipNote, formAction }: PaymentInputsProps) {
  const actions = useCalculatorActions();
  const { calcType } = program;
  return (
    <CalculatorForm id={PAYMENT_FORM_ID} action={formAction ?? program.path} label={`${program.name} loan details`}>
      <fieldset>
        <legend>Home and loan</legend>
        <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} hint="Type 450000, $450,000 or 450k." />
        <div className={styles.pair}>
          <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
          <PercentField label="Percent" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
        </div>
        <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} hint="Annual rate, e.g. 6.75." />
        {calcType === "usda" ? (
          <p className="field-hint">Loan term: 30 years (USDA guaranteed loans are 30-year fixed).</p>
        ) : (
          <SelectField label="Loan term" name="term" value={String(li.term)} options={loanTermOptions(li.term)} onValueChange={actions.setTerm} />
        )}
        {calcType === "va" ? null : (
          <NumberField
            label="Credit score"
            name="creditScore"
            value={li.creditScore}
            onValueChange={actions.setCreditScore}
            hint={
              calcType === "fha"
                ? "FHA: 580+ for 3.5% down, 500-579 for 10% down."
                : calcType === "usda"
                  ? "Most USDA lenders look for 640 or more."
                  : "Sets the PMI rate (400-850)."
            }
          />
        )}
      </fieldset>

      <fieldset>
        <legend>Taxes, insurance and dues</legend>
        <div className={styles.pair}>
          <MoneyField label="Property tax a year" name="taxAnnual" value={li.taxAnnual} onValueChange={actions.setTaxAnnual} />
          <PercentField label="Tax rate" value={li.taxRate * 100} onValueChange={actions.setTaxRate} />
        </div>
        <TaxRateNote path={formAction ?? program.path} status={location} />
        <div className={styles.pair}>
          <MoneyField label="Home insurance a year" name="insuranceAnnual" value={li.insuranceAnnual} onValueChange={actions.setInsuranceAnnual} />
          <PercentField label="Insurance rate" value={li.insuranceRate * 100} onValueChange={actions.setInsuranceRate} />
        </div>
        <MoneyField label="HOA dues a month" name="hoa" value={hoaMonthly(hoa)} onValueChange={(text) => actions.setHoa({ amount: text, divisor: 1 })} />
        <YesNoField
          label="Keep tax and insurance when the price changes"
          value={li.lockTaxInsuranceOnPriceChange}
          onValueChange={(value) => actions.setLoanFlag("lockTaxInsuranceOnPriceChange", value)}
          hint="No: they follow the price at their rates. Yes: the yearly amounts stay."
        />
      </fieldset>

      {calcType === "conventional" ? (
        <fieldset>
          <legend>Private mortgage insurance</legend>
          <YesNoField
            label="Include PMI in the payment when it is required"
            name="includePMI"
            value={li.includePMI}
            onValueChange={(value) => actions.setLoanFlag("includePMI", value)}
            hint="Lenders require PMI with less than 20% down."
          />
        </fieldset>
      ) : null}

      {calcType === "va" ? (
        <fieldset>
          <legend>VA benefit</legend>
          <SelectField
            label="Use of your VA home loan benefit"
            name="isVaSubsequentUse"
            value={li.isVaSubsequentUse ? "true" : "false"}
            options={[
              { value: "false", label: "First use" },
              { value: "true", label: "Subsequent use" },
            ]}
            onValueChange={(value) => actions.setLoanFlag("isVaSubsequentUse", value === "true")}
          />
          <YesNoField
            label="Exempt from the funding fee"
            name="isVaDisabled"
            value={li.isVaDisabled}
            onValueChange={(value) => actions.setLoanFlag("isVaDisabled", value)}
            hint="For example, you receive VA compensation for a service-connected disability."
          />
          <MoneyField
            label="Entitlement in use"
            name="vaEntitlementUsed"
            value={li.vaEntitlementUsed}
            onValueChange={(text) => actions.setLoanAmount("vaEntitlementUsed", text)}
            hint="0 if you have full entitlement (no VA loan outstanding)."
          />
        </fieldset>
      ) : null}

      <LocationFields states={states} state={li.state} county={li.county} status={location} zipNote={zipNote} />

      <fieldset>
        <legend>Extra payments</legend>
        <MoneyField
          label="Extra principal a month"
          name="extraMonthly"
          value={extraMonthly}
          onValueChange={(text) => actions.setAmount("extraMonthly", text)}
          hint="Added to every payment and applied to the balance: see the time and interest it saves."
        />
      </fieldset>
    </CalculatorForm>
  );
}
