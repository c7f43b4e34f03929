"use client";

import { useEffect, useRef } from "react";

import { DEMO_WIDGET_KEY, widgetFrameUrl } from "@/lib/widgets/embed";

import styles from "./widget.module.css";

const TITLE = "Demo of the mortgage calculator widget";

// Without JavaScript: the plain iframe a partner can paste, at the height the script would give it on a phone.
const NO_SCRIPT = {
  __html: `<noscript><iframe src="${widgetFrameUrl("", DEMO_WIDGET_KEY)}" title="${TITLE}" height="820" loading="lazy" style="border:0;width:100%"></iframe></noscript>`,
};

// How near the viewport (a share of its height) the demo starts loading. The browser's own lazy
// loading starts an iframe some 1,250 px ahead, which on a phone is at once: the frame is a
// page of its own, run on this page's main thread, and doubled the work of this page's load.
const DEMO_MARGIN = "50% 0px";

/**
 * The widget's demo on its public page, embedded exactly as a partner embeds it: /widget.js with
 * the site's demo key, which inserts the lazy iframe and sizes it to the frame's content. The
 * script is added once the page is live (a script in server HTML would not run after a
 * client-side navigation) and the demo's place is within half a screen of the viewport; React
 * leaves the container's children alone (dangerouslySetInnerHTML). The place keeps the frame's
 * height meanwhile (widget.module.css), so nothing moves when it arrives.
 */
export function WidgetDemo() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || container.querySelector("script, iframe")) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const script = document.createElement("script");
        script.src = "/widget.js";
        script.async = true;
        script.dataset.key = DEMO_WIDGET_KEY;
        script.dataset.title = TITLE;
        container.appendChild(script);
      },
      { rootMargin: DEMO_MARGIN },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={styles.demo} data-widget-demo-slot="" suppressHydrationWarning dangerouslySetInnerHTML={NO_SCRIPT} />;
}
