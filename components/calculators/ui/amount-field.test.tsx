/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";

import { sanitizePrice, sanitizeRatePercent } from "@/lib/mortgage/sanitize";

import { MoneyField, PercentField } from "./amount-field";

function Price() {
  const [price, setPrice] = useState(500_000);
  return <MoneyField label="Home price" name="price" value={price} onValueChange={(text) => setPrice(sanitizePrice(text))} hint="Type 450k." />;
}

function Rate() {
  const [rate, setRate] = useState(0.0675);
  return <PercentField label="Interest rate" name="rate" value={rate * 100} onValueChange={(text) => setRate(sanitizeRatePercent(text))} />;
}

describe("AmountField", () => {
  it("shows the value formatted, labelled, with its hint and the form name", () => {
    render(<Price />);
    const input = screen.getByLabelText("Home price");
    expect(input).toHaveValue("500,000");
    expect(input).toHaveAttribute("name", "price");
    expect(input).toHaveAccessibleDescription("Type 450k.");
  });

  it("keeps what is typed while focused and shows the sanitized value on blur", () => {
    render(<Price />);
    const input = screen.getByLabelText("Home price");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "$450,000.99" } });
    expect(input).toHaveValue("$450,000.99");
    fireEvent.blur(input);
    expect(input).toHaveValue("450,000");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "1.2m" } });
    fireEvent.blur(input);
    expect(input).toHaveValue("1,200,000");
  });

  it("says what to type for text that is not a number, and falls back to the sanitized value", () => {
    render(<Price />);
    const input = screen.getByLabelText("Home price");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "lots" } });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a dollar amount, like 450,000 or 450k. Using $0 for now.");
    fireEvent.blur(input);
    expect(input).toHaveValue("0");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("reads percentages as typed", () => {
    render(<Rate />);
    const input = screen.getByLabelText("Interest rate");
    expect(input).toHaveValue("6.75");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "6,5%" } });
    fireEvent.blur(input);
    expect(input).toHaveValue("6.5");
  });
});
