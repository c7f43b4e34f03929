"use client";

import { useMemo, useState } from "react";

import type { CountyLocation } from "@/components/calculators/location/types";
import { formatMoney } from "@/components/calculators/ui/format";
import { useShareLink } from "@/components/calculators/ui/share-actions";
import type { CalculatorInputs } from "@/lib/calculator/types";

import type { CompareOption } from "./compare-panel";
import { computePaymentView, keptResult, otherProgramResult, type KeptScenario, type PaymentView } from "./payment-view";
import { PAYMENT_PROGRAMS, PROGRAM_ORDER, shareParams, type PaymentProgram } from "./programs";
import { ResultsBelow, ResultsColumn } from "./results";

/*
 * The live half of a payment calculator, loaded by the page right after it becomes interactive
 * (a separate chunk, outside the first-load JavaScript): the engine and the result components.
 * Until it arrives the page shows the server's figures, which are those of the same inputs.
 */

export { computePaymentView, ResultsColumn };

/** Other programs of the comparison, in order. */
export function compareChoices(program: PaymentProgram) {
  return PROGRAM_ORDER.filter((t) => t !== program.calcType);
}

export interface LiveBelowProps {
  program: PaymentProgram;
  view: PaymentView;
  inputs: CalculatorInputs;
  county: CountyLocation | null;
}

/** The schedule (years open to months), the comparison and share, with their state. */
export function LiveBelow({ program, view, inputs, county }: LiveBelowProps) {
  const others = useMemo(() => compareChoices(program), [program]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [choice, setChoice] = useState<string>(others[0] ?? "conventional");
  const [kept, setKept] = useState<KeptScenario | null>(null);
  const { link, status, share } = useShareLink(program.path, shareParams(program.calcType));

  const other = useMemo(() => {
    if (choice === "kept" && kept) return { label: kept.label, result: keptResult(kept) };
    const calcType = others.find((t) => t === choice) ?? others[0] ?? "conventional";
    return { label: `${PAYMENT_PROGRAMS[calcType].name}, same home`, result: otherProgramResult(calcType, inputs, county) };
  }, [choice, kept, inputs, county, others]);

  const options: CompareOption[] = others.map((t) => ({ value: t, label: `${PAYMENT_PROGRAMS[t].name} loan on the same home` }));
  if (kept) options.push({ value: "kept", label: `Numbers you kept (${kept.label})` });

  const toggle = (year: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  const keep = () => {
    setKept({ label: `${program.name}, ${formatMoney(inputs.loanInputs.price)} home`, calcType: program.calcType, inputs, county });
    setChoice("kept");
  };

  return (
    <ResultsBelow
      program={program}
      view={view}
      schedule={{ open, onToggle: toggle }}
      compare={{ other: other.result, otherLabel: other.label, options, choice, onChoice: setChoice, onKeep: keep }}
      share={{ link, status, onShare: () => void share(), onPrint: () => window.print() }}
    />
  );
}
