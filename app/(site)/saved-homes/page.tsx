import { SavedHomesApp } from "@/components/listings/saved/saved-homes-app";
import { SignedInPreload } from "@/components/account/signed-in-preload";
import { NOT_THE_DEFAULT_LOAN, savedHomesFirstQueries } from "@/components/listings/saved/saved-homes-queries";
import { DEFAULT_LISTING_LOAN } from "@/lib/listings/assumptions";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/saved-homes/", { robots: { index: false, follow: false } });

export default function SavedHomesPage() {
  return (
    <div className="container stack">
      <h1>Saved homes</h1>
      <SignedInPreload part="signed-in-saved-homes" firstQueries={savedHomesFirstQueries(DEFAULT_LISTING_LOAN)} unless={NOT_THE_DEFAULT_LOAN} />
      <SavedHomesApp />
    </div>
  );
}
