/** What a visitor is told happens after a quote request (the confirmation page and the receipt email). */
export const QUOTE_NEXT_STEPS_TEXT: readonly string[] = [
  "A member of our mortgage team reads every request and answers within one business day, by the way you chose.",
  "They will confirm your numbers, tell you the rates and programs you qualify for, and answer your questions. There is no obligation.",
];
