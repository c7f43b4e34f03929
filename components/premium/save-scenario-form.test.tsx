/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";

import { SaveScenarioForm } from "./save-scenario-form";

test("an empty name is not sent: the field says what to do", () => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  render(<SaveScenarioForm scenarioLink={() => "/mortgage-calculator/?price=400000"} />);
  const field = screen.getByLabelText("Name this scenario");
  fireEvent.change(field, { target: { value: "   " } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.getByText("Give the scenario a name to save it.")).toBeVisible();
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field.getAttribute("aria-describedby")).toBeTruthy();
});

test("the name box is styled as the site's other fields", () => {
  render(<SaveScenarioForm scenarioLink={() => "/mortgage-calculator/"} />);
  expect(screen.getByLabelText("Name this scenario").closest(".field")).not.toBeNull();
});
