import { Method, Formulas } from "@/components/accuracy/method";
import { OfficialFigures } from "@/components/accuracy/official-figures";
import { VerifiedCases } from "@/components/accuracy/verified-cases";
import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

// Title "Accuracy" and the description come from the route registry (lib/routes.ts).
export const metadata = pageMetadata("/accuracy/");

export default function AccuracyPage() {
  return (
    <>
      <PageStructuredData path="/accuracy/" />
      <div className="container accuracy">
        <h1>Accuracy</h1>
        <p className="prose">
          How Much Home? computes every figure the way lenders and the agencies do, from official tables that name their source and year. This page shows the
          method, the formulas, the figures, and the cases we check to the cent.
        </p>
        <section aria-labelledby="method" className="prose">
          <h2 id="method">Method</h2>
          <Method />
        </section>
        <section aria-labelledby="formulas" className="prose">
          <h2 id="formulas">Formulas</h2>
          <Formulas />
        </section>
        <section aria-labelledby="figures">
          <h2 id="figures">Official figures and their sources</h2>
          <OfficialFigures />
        </section>
        <section aria-labelledby="cases">
          <h2 id="cases">Verified cases</h2>
          <VerifiedCases />
        </section>
      </div>
    </>
  );
}
