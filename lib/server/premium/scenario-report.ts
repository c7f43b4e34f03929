import "server-only";

import fs from "node:fs";
import path from "node:path";

import PDFDocument from "pdfkit";

import { formatDecimal, formatUsdDigits } from "@/lib/format/en-us";

import type { SavedScenarioRecord } from "./saved-scenario-service";
import type { ScenarioFigures } from "./scenario-figures";

// Open Sans (SIL OFL) from @fontsource, embedded (subset) so the text is real, searchable text.
// pdfkit's own AFM fonts are read from its package directory, which a webpack build moves; these
// files are read from node_modules at run time (listed in next.config.ts outputFileTracingIncludes).
const FONT_DIR = path.join(process.cwd(), "node_modules", "@fontsource", "open-sans", "files");
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(path.join(FONT_DIR, "open-sans-latin-400-normal.woff")),
    bold: fs.readFileSync(path.join(FONT_DIR, "open-sans-latin-700-normal.woff")),
  };
  return fonts;
}

const usd = (value: number) => formatUsdDigits(value, 2, 2);
const usd0 = (value: number) => formatUsdDigits(value, 0, 0);
const PROGRAM_NAMES = { conventional: "Conventional", fha: "FHA", usda: "USDA", va: "VA" } as const;

function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years ? `${years} year${years === 1 ? "" : "s"}` : "", rest ? `${rest} month${rest === 1 ? "" : "s"}` : ""].filter(Boolean);
  return parts.join(" and ") || "0 months";
}

/** When the mortgage insurance ends, in words (PMI, FHA MIP, USDA fee, VA none). */
export function insuranceEndText(figures: ScenarioFigures): string {
  const { result } = figures.view;
  switch (figures.calcType) {
    case "conventional":
      if (!result.pmi?.required) return "No PMI: the down payment is 20% or more.";
      if (!result.pmi.included) return "PMI would be required (the payment shown leaves it out).";
      return `PMI is paid for the first ${result.pmi.endsMonth} payments (${monthsText(result.pmi.endsMonth)}): it ends automatically when the balance reaches 78% of the original value.`;
    case "fha": {
      const months = result.fhaMip?.durationMonths ?? 0;
      return months >= result.termMonths
        ? `FHA annual MIP is paid for the life of the loan (${monthsText(months)}) because the down payment is under 10%.`
        : `FHA annual MIP is paid for ${monthsText(months)} (11 years) because the down payment is 10% or more.`;
    }
    case "usda":
      return "The USDA annual fee is paid for the life of the loan.";
    case "va":
      return "VA loans have no monthly mortgage insurance.";
  }
}

/**
 * The scenario report PDF (premium): inputs, payment breakdown, amortization by year, when the
 * mortgage insurance ends, and the sources of every official figure. Tagged PDF (headings,
 * paragraphs, tables with header cells, language and title), real text in an embedded font.
 */
export async function renderScenarioReport(scenario: SavedScenarioRecord, figures: ScenarioFigures, siteUrl: string, now: Date = new Date()): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = `Scenario report: ${scenario.name}`;
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    pdfVersion: "1.7",
    font: null as unknown as string,
    info: { Title: title, Author: "How Much Home?", Subject: "Mortgage scenario report", CreationDate: now },
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("Body", regular);
  doc.registerFont("Bold", bold);
  doc.font("Body");

  const root = doc.struct("Document");
  doc.addStructure(root);
  const heading = (level: "H1" | "H2", text: string) => {
    root.add(
      doc.struct(level, {}, () =>
        doc
          .font("Bold")
          .fontSize(level === "H1" ? 18 : 13)
          .fillColor("#111")
          .text(text, { paragraphGap: 4 }),
      ),
    );
    doc.font("Body").fontSize(10);
  };
  const paragraph = (text: string, link?: string) => {
    root.add(
      doc.struct("P", {}, () =>
        doc
          .font("Body")
          .fontSize(10)
          .fillColor("#222")
          .text(text, { paragraphGap: 6, ...(link ? { link } : {}) }),
      ),
    );
  };
  const table = (header: string[], rows: string[][], widths?: number[]) => {
    doc.moveDown(0.3);
    const data = [header.map((text) => ({ text, type: "TH" as const, font: { src: "Bold" } })), ...rows.map((row) => row.map((text) => ({ text })))];
    doc.font("Body").fontSize(9);
    doc.table({
      data,
      structParent: root,
      defaultStyle: { padding: 3, border: 0.5, borderColor: "#999" },
      ...(widths ? { columnStyles: widths } : {}),
    } as PDFKit.Mixins.TableOptionsWithData);
    doc.moveDown(0.8);
    doc.x = doc.page.margins.left;
  };

  const { result, years } = figures.view;
  const li = figures.inputs.loanInputs;
  const program = PROGRAM_NAMES[figures.calcType];

  heading("H1", title);
  paragraph(`${program} loan, from the ${scenario.calcType.replace(/-/g, " ")} of How Much Home?, generated ${now.toISOString().slice(0, 10)}.`);
  paragraph(`Open these numbers in the calculator: ${siteUrl}${scenario.url}`, `${siteUrl}${scenario.url}`);

  heading("H2", "Inputs");
  table(
    ["Input", "Value"],
    [
      ["Home price", usd0(li.price)],
      ["Down payment", `${usd0(li.downPayment)} (${formatDecimal(li.downPaymentPercent, 0, 2)}%)`],
      ["Interest rate", `${formatDecimal(li.rate * 100, 2, 3)}%`],
      ["Term", `${li.term} months (${monthsText(li.term)})`],
      ["Property tax", `${usd0(li.taxAnnual)} a year`],
      ["Homeowners insurance", `${usd0(li.insuranceAnnual)} a year`],
      ["HOA dues", `${usd(result.hoa)} a month`],
      ["Credit score", String(li.creditScore)],
      ["Location", figures.county ? `${figures.county.name}, ${li.state}` : li.state],
      ["Extra principal", `${usd(figures.inputs.extraMonthly)} a month`],
    ],
    [180, 324],
  );

  heading("H2", "Monthly payment");
  table(
    ["Part", "Monthly"],
    [
      ["Principal and interest", usd(result.principalAndInterest)],
      ["Property tax", usd(result.propertyTax)],
      ["Homeowners insurance", usd(result.homeInsurance)],
      ["Mortgage insurance", usd(result.mortgageInsurance)],
      ["HOA dues", usd(result.hoa)],
      ["Total monthly payment", usd(result.monthlyPayment)],
    ],
    [180, 324],
  );
  table(
    ["Loan figure", "Amount"],
    [
      ["Base loan amount", usd(result.loanAmount)],
      ["Upfront fee (UFMIP, funding fee or guarantee fee)", usd(result.upfrontFee)],
      ["Total loan amount", usd(result.totalLoanAmount)],
      ["Total interest", usd(result.totalInterest)],
      ["Total of principal and interest payments", usd(result.totalPayments)],
      ["Payments until paid off", `${result.payoffMonths} (${monthsText(result.payoffMonths)})`],
    ],
    [280, 224],
  );

  heading("H2", "Mortgage insurance");
  paragraph(insuranceEndText(figures));

  heading("H2", "Amortization by year");
  table(
    ["Year", "Principal", "Interest", "Extra", "Mortgage insurance", "Balance at year end"],
    years.map((year) => [String(year.year), usd0(year.principal), usd0(year.interest), usd0(year.extra), usd0(year.mortgageInsurance), usd0(year.balance)]),
    [40, 86, 86, 70, 100, 122],
  );

  heading("H2", "Sources of the official figures");
  for (const source of figures.sources) {
    paragraph(`${source.topic}: ${source.title}, ${source.publisher} (${source.year}; ${source.effective})${source.url ? `, ${source.url}` : ""}.`);
  }
  paragraph("Estimates for planning, not a loan offer: a lender's figures depend on your full application.");

  root.end();
  doc.end();
  return done;
}
