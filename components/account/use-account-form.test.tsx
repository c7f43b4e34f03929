/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { useAccountForm, type SubmitContext, type SubmitOutcome } from "./use-account-form";

type Submit = (values: { email: string; password: string }, context: SubmitContext) => Promise<SubmitOutcome>;

function DemoForm({ submit }: { submit: Submit }) {
  const form = useAccountForm({
    initial: { email: "", password: "" },
    required: { email: "Enter your email address." },
    pendingMessage: "Working…",
    submit,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Demo">
      <FormField name="email" label="Email" value={form.values.email} onValueChange={form.setValue} error={form.fieldErrors.email} hint="We never share it." />
      <FormField
        name="password"
        label="Password"
        type="password"
        value={form.values.password}
        onValueChange={form.setValue}
        error={form.fieldErrors.password}
      />
      <button type="submit">Go</button>
      <FormStatus status={form.status} />
    </form>
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test("a required field left empty: error next to it, focus moves there, nothing sent", async () => {
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>();
  render(<DemoForm submit={submit} />);
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  const email = screen.getByLabelText("Email");
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription("We never share it. Enter your email address.");
  await waitFor(() => expect(email).toHaveFocus());
  expect(screen.getByRole("status")).toHaveTextContent("Please fill in the highlighted fields.");
  expect(submit).not.toHaveBeenCalled();
});

test("server field errors show next to their fields and keep what was typed", async () => {
  const submit: Submit = async (_values, { setFieldErrors }) => {
    setFieldErrors({ "input.password": "Use at least 10 characters.", email: "Enter a valid email address." });
    return { ok: false, message: "Invalid input." };
  };
  render(<DemoForm submit={submit} />);
  type("Email", "ada@example");
  type("Password", "short");
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  const password = screen.getByLabelText("Password");
  await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
  expect(password).toHaveAccessibleDescription("Use at least 10 characters.");
  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("We never share it. Enter a valid email address.");
  expect(screen.getByLabelText("Email")).toHaveValue("ada@example");
  expect(password).toHaveValue("short");
  await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
  expect(screen.getByRole("status")).toHaveClass("notice-error");
  expect(screen.getByRole("status")).toHaveTextContent("Please correct the highlighted fields.");
});

test("a single field error is also the status message", async () => {
  const submit: Submit = async (_values, { setFieldErrors }) => {
    setFieldErrors({ password: "The email or password is incorrect." });
    return { ok: false, message: "Invalid input." };
  };
  render(<DemoForm submit={submit} />);
  type("Email", "ada@example.com");
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("The email or password is incorrect."));
});

test("pending, then the result in the status region; errors cleared on the next try", async () => {
  let finish: (outcome: SubmitOutcome) => void = () => undefined;
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(
    () =>
      new Promise<SubmitOutcome>((resolve) => {
        finish = resolve;
      }),
  );
  render(<DemoForm submit={submit} />);
  type("Email", "ada@example.com");
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  expect(screen.getByRole("status")).toHaveTextContent("Working…");
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  expect(submit).toHaveBeenCalledTimes(1);
  expect(submit.mock.calls[0]?.[0]).toEqual({ email: "ada@example.com", password: "" });
  finish({ ok: true, message: "Done." });
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Done."));
  expect(screen.getByRole("status")).toHaveClass("notice");
  expect(screen.getByRole("status")).not.toHaveClass("notice-error");
});

test("a thrown error becomes a readable message", async () => {
  render(<DemoForm submit={() => Promise.reject(new TypeError("Failed to fetch"))} />);
  type("Email", "ada@example.com");
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("We could not reach the server."));
});
