import { SavedHomes } from "@/components/listings/saved/saved-homes";
import { ApolloAppProvider } from "@/lib/apollo/provider";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/saved-homes/", { robots: { index: false, follow: false } });

export default function SavedHomesPage() {
  return (
    <div className="container stack">
      <h1>Saved homes</h1>
      <ApolloAppProvider>
        <SavedHomes />
      </ApolloAppProvider>
    </div>
  );
}
