"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { useHydrated } from "@/lib/session/use-session";

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
 * The listing's photos as a sideways-scrolling strip: the strip is a focusable region (arrow
 * keys scroll it) and each photo snaps into place. Without JavaScript, links named "Photo 2 of
 * 6" jump to a photo; with it, "Previous photo" and "Next photo" buttons browse them (round
 * from the last to the first, so a focused button never becomes disabled) and a
 * counter says which is shown. The first photo loads eagerly with high priority (it is the
 * page's largest paint); the rest load lazily as they come near.
 */
export function ListingGallery({ photos, address, isSample }: ListingGalleryProps) {
  const hydrated = useHydrated();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = photos.length;

  // The photo in view follows the strip's scroll (buttons, arrow keys, swipes alike).
  useEffect(() => {
    const list = strip.current;
    if (!list) return;
    const onScroll = () => {
      const slides = Array.from(list.children) as HTMLElement[];
      const left = list.scrollLeft;
      let nearest = 0;
      for (const [index, slide] of slides.entries()) {
        if (Math.abs(slide.offsetLeft - list.offsetLeft - left) < Math.abs((slides[nearest]?.offsetLeft ?? 0) - list.offsetLeft - left)) nearest = index;
      }
      setCurrent(nearest);
    };
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => list.removeEventListener("scroll", onScroll);
  }, []);

  const show = useCallback(
    (index: number) => {
      const list = strip.current;
      const slide = list?.children[index] as HTMLElement | undefined;
      if (!list || !slide) return;
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      list.scrollTo({ left: slide.offsetLeft - list.offsetLeft, behavior: smooth ? "smooth" : "auto" });
      setCurrent(index);
    },
    [strip],
  );

  if (count === 0) {
    return <p className={styles.noPhotos}>No photos of this home yet.</p>;
  }
  const what = isSample ? "Drawing of the home (sample photo)" : "Photo of the home";
  return (
    <section aria-label="Photos" className={styles.gallery}>
      <ul ref={strip} className={styles.strip} tabIndex={0} aria-label={`${count} ${count === 1 ? "photo" : "photos"}, scroll sideways`}>
        {photos.map((photo, index) => (
          <li key={`${index}-${photo}`} id={`photo-${index + 1}`} className={styles.slide}>
            {/* Plain <img>: the photos are fixed-size PNGs served with a one-year cache (sample) or
                an MLS's own URLs, so Next's image optimizer would only add a hop. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- see the comment above */}
            <img
              src={photo}
              alt={`${what} ${index + 1} of ${count}, ${address}`}
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
      {count > 1 ? (
        hydrated ? (
          <div className={styles.photoControls}>
            <button type="button" className="button button-secondary" onClick={() => show((current - 1 + count) % count)}>
              <span aria-hidden="true">‹ </span>Previous photo
            </button>
            <p className={styles.photoCount} aria-live="polite" data-testid="photo-count">
              Photo {current + 1} of {count}
            </p>
            <button type="button" className="button button-secondary" onClick={() => show((current + 1) % count)}>
              Next photo<span aria-hidden="true"> ›</span>
            </button>
          </div>
        ) : (
          <nav aria-label="Go to photo" className={styles.photoNav}>
            <ol>
              {photos.map((photo, index) => (
                <li key={`${index}-${photo}`}>
                  <a href={`#photo-${index + 1}`}>
                    <span className="visually-hidden">Photo </span>
                    {index + 1}
                    <span className="visually-hidden"> of {count}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )
      ) : null}
    </section>
  );
}
