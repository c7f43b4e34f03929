import { SavedHomesApp } from "@/components/listings/saved/saved-homes-app";
import { SignedInPreload } from "@/components/account/signed-in-preload";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/saved-homes/", { robots: { index: false, follow: false } });

export default function SavedHomesPage() {
  return (
    <div className="container stack">
      <h1>Saved homes</h1>
      <SignedInPreload part="signed-in-saved-homes" />
      <SavedHomesApp />
    </div>
  );
}
