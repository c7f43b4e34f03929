// The routes the ads end-to-end run visits (tests/e2e-ads: AD_PAGES, AD_FREE_PAGES and a blog
// post in tests/e2e/ads-support.ts, and the API it signs up and pays through). The test command
// builds only these for that run (`next build --debug-build-paths`): the ads run checks where
// slots show and where they never do, and a whole second build of every page cost it twice the
// time for pages it never opens.
export const ADS_BUILD_PATHS = [
  "app/(site)/page.tsx",
  "app/(site)/blog/**",
  "app/(site)/fha-mortgage-insurance-premiums/**",
  "app/(site)/va-funding-fee-chart/**",
  "app/(site)/loan-limits/**",
  "app/(site)/mortgage-calculator/**",
  "app/(site)/fha-loan-calculator/**",
  "app/(site)/listings/**",
  "app/(site)/quote/**",
  "app/(site)/sign-in/**",
  "app/api/**",
];
