"use client";

import dynamic from "next/dynamic";

import styles from "./other.module.css";

/** The payment ring (components/calculators/payment), drawn after the page loads; decoration beside the figures. */
export const BreakdownRing = dynamic(() => import("@/components/calculators/payment/breakdown-chart").then((m) => m.BreakdownChart), {
  ssr: false,
  loading: () => <div className={styles.chartSlot} />,
});
