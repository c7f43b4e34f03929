"use client";

import { useEffect, useRef } from "react";

import { DEMO_WIDGET_KEY, widgetFrameUrl } from "@/lib/widgets/embed";

import styles from "./widget.module.css";

const TITLE = "Demo of the mortgage calculator widget";

// Without JavaScript: the plain iframe a partner can paste, at the height the script would give it on a phone.
const NO_SCRIPT = {
  __html: `<noscript><iframe src="${widgetFrameUrl("", DEMO_WIDGET_KEY)}" title="${TITLE}" width="100%" height="820" loading="lazy" style="border:0"></iframe></noscript>`,
};

/**
 * The widget's demo on its public page, embedded exactly as a partner embeds it: /widget.js with
 * the site's demo key, which inserts the lazy iframe and sizes it to the frame's content. The
 * script is added once the page is live (a script in server HTML would not run after a
 * client-side navigation); React leaves the container's children alone (dangerouslySetInnerHTML).
 */
export function WidgetDemo() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || container.querySelector("script, iframe")) return;
    const script = document.createElement("script");
    script.src = "/widget.js";
    script.async = true;
    script.dataset.key = DEMO_WIDGET_KEY;
    script.dataset.title = TITLE;
    container.appendChild(script);
  }, []);
  return <div ref={ref} className={styles.demo} data-widget-demo-slot="" suppressHydrationWarning dangerouslySetInnerHTML={NO_SCRIPT} />;
}
