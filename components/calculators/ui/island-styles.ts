/*
 * The calculators' CSS modules, imported here so they are in every calculator page's first CSS.
 *
 * An island renders its calculator on the server through a require() that the browser build
 * drops (island.tsx), so Next does not see the calculator's CSS when it lists the page's
 * stylesheets: it loaded with the calculator's chunk, after the first paint. Without JavaScript
 * the fields and the schedule were unstyled, and with it the form moved when the chunk's CSS
 * arrived (a layout shift of 0.028 on the payment calculators). Modules the page already has
 * are left out of the calculator's chunk by the bundler, so nothing is loaded twice.
 * island-styles.test.ts follows every calculator's imports and fails when one of its CSS modules
 * is missing here (the quick calculator's is imported by the home page, its only page).
 */
import "./calculator.module.css";
import "./fields.module.css";
import "../other/other.module.css";
import "../payment/payment.module.css";
