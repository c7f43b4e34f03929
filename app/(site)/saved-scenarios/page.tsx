import { SavedScenarios } from "@/components/premium/saved-scenarios";
import { ApolloAppProvider } from "@/lib/apollo/provider";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/saved-scenarios/", { robots: { index: false, follow: false } });

export default function SavedScenariosPage() {
  return (
    <div className="container stack">
      <h1>Saved scenarios</h1>
      <ApolloAppProvider>
        <SavedScenarios />
      </ApolloAppProvider>
    </div>
  );
}
