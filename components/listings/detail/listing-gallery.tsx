import styles from "./listing-detail.module.css";

export interface ListingGalleryProps {
  /** Ordered photo addresses (site paths or URLs). */
  photos: readonly string[];
  /** The home's address, for the photos' text alternatives. */
  address: string;
  /** Sample listings show generated drawings, and say so in the alternative text. */
  isSample: boolean;
}

/**
 * The listing's photos as a sideways-scrolling strip that needs no JavaScript: the strip is a
 * focusable region (arrow keys scroll it), each photo snaps into place, and numbered links jump
 * to a photo. The first photo loads eagerly with high priority (it is the page's largest
 * paint); the rest load lazily as they come near.
 */
export function ListingGallery({ photos, address, isSample }: ListingGalleryProps) {
  if (photos.length === 0) {
    return <p className={styles.noPhotos}>No photos of this home yet.</p>;
  }
  const what = isSample ? "Drawing of the home (sample photo)" : "Photo of the home";
  return (
    <section aria-label="Photos" className={styles.gallery}>
      <ul className={styles.strip} tabIndex={0} aria-label={`${photos.length} ${photos.length === 1 ? "photo" : "photos"}, scroll sideways`}>
        {photos.map((photo, index) => (
          <li key={`${index}-${photo}`} id={`photo-${index + 1}`} className={styles.slide}>
            {/* Plain <img>: the photos are fixed-size PNGs served with a one-year cache (sample) or
                an MLS's own URLs, so Next's image optimizer would only add a hop. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- see the comment above */}
            <img
              src={photo}
              alt={`${what} ${index + 1} of ${photos.length}, ${address}`}
              width={640}
              height={420}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding={index === 0 ? "sync" : "async"}
              className={styles.photo}
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <nav aria-label="Go to photo" className={styles.photoNav}>
          <ol>
            {photos.map((photo, index) => (
              <li key={`${index}-${photo}`}>
                <a href={`#photo-${index + 1}`} aria-label={`Photo ${index + 1} of ${photos.length}`}>
                  {index + 1}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </section>
  );
}
