import { IntentLink } from "@/components/layout/intent-link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { formatHomeSummary } from "@/lib/listings/format";

import { CalculateButton } from "./calculate-button";
import { calculatorPathFor, listingCalculatorHref, listingForCalculator } from "./calculator-link";
import { FavoriteHeart } from "../favorite-heart";
import styles from "./listing-detail.module.css";
import { ListingFacts } from "./listing-facts";
import { ListingGallery } from "./listing-gallery";
import { ListingPayment } from "./listing-payment";
import { listingAddressLine, listingJsonLd } from "@/lib/listings/structured-data";
import { ListingViewMetric } from "./listing-view-metric";
import type { ListingPageData } from "@/lib/server/listings/load-listing-page";
import { StoredScenarioSwitch } from "./stored-scenario-switch";

/**
 * The listing page: header (address, price, labels, Calculate and the heart), photos, the
 * monthly payment and the facts. A Server Component; the interactive parts are small islands
 * (Calculate, heart, the stored-loan switch, view metrics), and the page reads fully without
 * JavaScript.
 */
export function ListingDetailView({
  listing,
  path,
  scenario,
  fromAddress,
  scenarioErrors,
  figures,
  sources,
  eligibilityReasons,
  metricsId,
}: ListingPageData & { metricsId: string | undefined }) {
  const address = listingAddressLine(listing);
  const isSample = listing.source === "sample";
  const summary = formatHomeSummary(listing);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: "Home", path: "/" },
          { name: "Homes for sale", path: "/listings/" },
          { name: listing.streetAddress || address, path },
        ]}
      />
      <header className={styles.header}>
        <div>
          <h1>{listing.streetAddress || address}</h1>
          <p className={styles.place}>
            {listing.city}, {listing.stateOrProvince} {listing.postalCode ?? ""}
            {summary ? ` · ${summary}` : ""}
          </p>
          <ul className={styles.badges}>
            {isSample ? (
              <li className={styles.badge} data-testid="sample-label">
                Sample listing: a made-up home for trying the site
              </li>
            ) : null}
            {listing.offMarket ? (
              <li className={`${styles.badge} ${styles.badgeOff}`} data-testid="off-market-label">
                Off the market: no longer for sale
              </li>
            ) : null}
          </ul>
        </div>
      </header>
      <div className={styles.actions}>
        <CalculateButton
          href={listingCalculatorHref(listing, scenario)}
          calculatorPath={calculatorPathFor(scenario.calcType)}
          listing={listingForCalculator(listing)}
          scenario={scenario}
        />
        {listing.offMarket ? null : <FavoriteHeart hashid={listing.hashid} address={address} />}
        <IntentLink href="/listings/">Back to the search</IntentLink>
      </div>
      {scenarioErrors.length > 0 ? (
        <div className="notice notice-warning" role="status">
          <p>Some loan details in the address could not be used, so the default loan is shown:</p>
          <ul>
            {scenarioErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ListingGallery photos={listing.photos} address={address} isSample={isSample} />
      <div className={styles.layout}>
        {/* The payment first: on a phone it is what a buyer scrolls for, right under the photos. */}
        <ListingPayment figures={figures} sources={sources} scenario={scenario} fromAddress={fromAddress} eligibilityReasons={eligibilityReasons} />
        <ListingFacts listing={listing} />
      </div>
      <p className={styles.sources}>
        Payment computed with this site&apos;s mortgage engine; see <IntentLink href="/accuracy/">how we compute every figure</IntentLink> and its sources.
        {isSample ? " Sample listings are generated for demonstration: the homes, photos, office and agent are not real." : null}
      </p>
      <JsonLd data={listingJsonLd(listing, path)} />
      <StoredScenarioSwitch scenario={scenario} fromAddress={fromAddress} />
      <ListingViewMetric
        metricsId={metricsId}
        listing={{
          hashid: listing.hashid,
          name: address,
          listPrice: listing.listPrice,
          propertyType: listing.propertySubType ?? listing.propertyType,
          city: listing.city,
          stateOrProvince: listing.stateOrProvince,
        }}
      />
    </div>
  );
}
