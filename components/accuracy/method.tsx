/** The method and the formulas, in words and symbols. */
export function Method() {
  return (
    <>
      <p>
        Every calculation runs in exact arithmetic: amounts are whole cents, rates are exact fractions, and a product is rounded only where lenders round it,
        half a cent up. Sums of money are added in cents, so totals never drift.
      </p>
      <p>
        The tests compare our payments with an independent computation in 80-digit decimal arithmetic over thousands of generated loans, and whole schedules
        month by month over hundreds more; they must agree to the cent. Property tests check that a balance never goes negative, that the principal paid adds up
        to the loan, that a schedule without extra payments is exactly as long as its term, and that the payment rises with the rate and the loan.
      </p>
    </>
  );
}

/** The formulas the engine uses, with their sources. */
export function Formulas() {
  return (
    <dl className="formulas">
      <dt>Monthly principal and interest</dt>
      <dd>
        <code>P = L × r / (1 − (1 + r)^−n)</code>, with <code>r</code> the annual rate divided by 12 and <code>n</code> the number of monthly payments;{" "}
        <code>P = L / n</code> at a 0% rate. Rounded half up to the cent.
      </dd>
      <dt>Each month of the schedule</dt>
      <dd>
        Interest = balance × <code>r</code>, rounded half up to the cent; principal = <code>P</code> − interest. The last payment is whatever clears the
        balance, so the balance ends at exactly $0.00. Extra payments go to principal.
      </dd>
      <dt>Monthly payment</dt>
      <dd>Principal and interest + property tax / 12 + insurance / 12 + mortgage insurance + HOA, each to the cent.</dd>
      <dt>Conventional PMI</dt>
      <dd>Annual rate (by credit band, coverage and term) × loan amount / 12, while the balance is above 78% of the original value.</dd>
      <dt>FHA monthly MIP (HUD&apos;s method)</dt>
      <dd>
        For each loan year: the average of its 12 scheduled balances × the annual MIP rate, to the cent; divided by (1 + the upfront MIP rate) when the upfront
        MIP is financed, to the cent; divided by 12, to the cent.
      </dd>
      <dt>USDA annual fee</dt>
      <dd>0.35% × the average scheduled balance of each loan year, to the cent, divided by 12, to the cent.</dd>
      <dt>VA funding fee and entitlement</dt>
      <dd>
        Fee = rate × base loan, financed. With entitlement in use: remaining = 25% × county conforming limit − entitlement used; the largest loan with no down
        payment is 4 × remaining; above it, 25% of the difference is due as down payment.
      </dd>
      <dt>Affordability</dt>
      <dd>
        The largest whole-dollar price whose monthly payment fits the program&apos;s housing ratio and, with your other debts, its total debt ratio, within the
        program&apos;s minimum down payment (and VA residual income when take-home pay is given).
      </dd>
      <dt>Refinance break-even and VA recoupment</dt>
      <dd>Closing costs ÷ monthly saving, rounded up to a whole month.</dd>
      <dt>Adjustable-rate mortgage</dt>
      <dd>
        At each change date: rate = index + margin, rounded to the nearest 0.125%, within the first or later cap of the rate in force, the lifetime ceiling and
        the margin (the floor); payment = <code>P</code> on the balance then owed over the months left.
      </dd>
      <dt>Discount points and temporary buydowns</dt>
      <dd>
        Points cost points × loan ÷ 100; break-even = cost ÷ (payment without − payment with), rounded up to a whole month. A buydown&apos;s subsidy = the sum
        over its months of (payment at the note rate − payment at the bought-down rate), each on the full loan over the full term.
      </dd>
      <dt>Rent or buy</dt>
      <dd>
        Month by month over the stay: the cheaper path invests the difference (the renter also invests the down payment and buying costs); at the end, buying is
        worth the home&apos;s value less selling costs and the balance, plus its investments. The break-even rent is the smallest rent, to the cent, at which
        buying is ahead.
      </dd>
    </dl>
  );
}
