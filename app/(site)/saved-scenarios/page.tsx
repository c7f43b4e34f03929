import { SavedScenariosApp } from "@/components/premium/saved-scenarios-app";
import { SignedInPreload } from "@/components/account/signed-in-preload";
import { SAVED_SCENARIOS_FIRST_QUERIES } from "@/components/premium/saved-scenarios-queries";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/saved-scenarios/", { robots: { index: false, follow: false } });

export default function SavedScenariosPage() {
  return (
    <div className="container stack">
      <h1>Saved scenarios</h1>
      <SignedInPreload part="signed-in-saved-scenarios" firstQueries={SAVED_SCENARIOS_FIRST_QUERIES} />
      <SavedScenariosApp />
    </div>
  );
}
