import { SiteLink } from "@/components/layout/site-link";
import type { MapTiles } from "@/components/listings/map/map-types";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { withLoan } from "@/lib/listings/assumptions";
import { formatHomeSummary, formatPrice } from "@/lib/listings/format";

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
import { BackToSearch } from "./back-to-search";
import { ListingMap } from "./listing-map";
import { LoanSwitch } from "./loan-switch";
import { LoanAssumptions, LoanErrors } from "../loan-assumptions";

/**
 * The listing page: header (address, price, labels, Calculate and the heart), the loan
 * assumptions, photos, the monthly payment, the facts and a map. A Server Component; the
 * interactive parts are small islands (Calculate, heart, gallery buttons, the listing-loan
 * switch, the lazily loaded map, view metrics), and the page reads fully without JavaScript.
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
  tiles,
}: ListingPageData & { metricsId: string | undefined; tiles: MapTiles | null }) {
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
        <p className={styles.headerPrice}>
          <span className="visually-hidden">Price: </span>
          <ResultFigure name="listPrice" value={listing.listPrice} className={styles.price}>
            {formatPrice(listing.listPrice)}
          </ResultFigure>
        </p>
      </header>
      <div className={styles.actions}>
        <CalculateButton
          href={listingCalculatorHref(listing, scenario)}
          calculatorPath={calculatorPathFor(scenario.calcType)}
          listing={listingForCalculator(listing)}
          scenario={scenario}
        />
        {listing.offMarket ? null : <FavoriteHeart hashid={listing.hashid} address={address} />}
        <BackToSearch fallback={withLoan("/listings/", scenario)} />
      </div>
      <LoanAssumptions loan={scenario} action={path} idPrefix="la" />
      <LoanErrors errors={scenarioErrors} />
      <ListingGallery photos={listing.photos} address={address} isSample={isSample} />
      <div className={styles.layout}>
        {/* The payment first: on a phone it is what a buyer scrolls for, right under the photos. */}
        <ListingPayment
          figures={figures}
          sources={sources}
          scenario={scenario}
          fromAddress={fromAddress}
          eligibilityReasons={eligibilityReasons}
          calculatorHref={listingCalculatorHref(listing, scenario)}
        />
        <ListingFacts listing={listing} />
      </div>
      <ListingMap
        tiles={tiles}
        point={
          listing.latitude !== null && listing.longitude !== null
            ? {
                hashid: listing.hashid,
                latitude: listing.latitude,
                longitude: listing.longitude,
                listPrice: listing.listPrice,
                monthlyPayment: figures.monthlyPayment,
                isSample,
                facts: summary,
                address,
              }
            : null
        }
      />
      <p className={styles.sources}>
        Payment computed with this site&apos;s mortgage engine; see <SiteLink href="/accuracy/">how we compute every figure</SiteLink> and its sources.
        {isSample ? " Sample listings are generated for demonstration: the homes, photos, office and agent are not real." : null}
      </p>
      <JsonLd data={listingJsonLd(listing, path)} />
      <LoanSwitch scenario={scenario} fromAddress={fromAddress} usable={scenarioErrors.length === 0} />
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
