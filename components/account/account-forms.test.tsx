/** @jest-environment jsdom */
import type { ApolloClient } from "@apollo/client";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";

import { membershipMock } from "@/components/premium/testing/membership-mock";
import { MyAgentProfileDocument } from "@/graphql/generated/documents/agent-profile";
import { ResendConfirmationEmailDocument, UserConfirmEmailDocument } from "@/graphql/generated/documents/email";
import { ChangePasswordDocument, RequestPasswordResetDocument, ResetPasswordDocument } from "@/graphql/generated/documents/password";
import { ChangeEmailDocument, DeleteAccountDocument, MeDocument, UpdateProfileDocument } from "@/graphql/generated/documents/profile";
import { SignInDocument, SignUpDocument } from "@/graphql/generated/documents/session";
import { getSessionSnapshot, syncSessionFromStorage } from "@/lib/session/session";
import { startSession } from "@/lib/session/session-writes";

import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { ConfirmEmail } from "./confirm-email";
import { DeleteAccountForm } from "./delete-account-form";
import { ProfileApp } from "./profile-app";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfileView } from "./profile-view";
import { RequestPasswordResetForm, ResetPasswordForm } from "./reset-password";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { apiSession, apiUser, badInput, renderWithApollo, type Mock } from "./testing/render-with-apollo";

// The account actions use the tab's client; here it is the test's MockLink client.
let mockClient: ApolloClient | undefined;
jest.mock("@/lib/apollo/browser-client", () => ({
  getBrowserApolloClient: () => {
    if (!mockClient) throw new Error("render first");
    return mockClient;
  },
}));

function renderForm(ui: ReactElement, mocks: readonly Mock[]) {
  const result = renderWithApollo(ui, mocks);
  mockClient = result.client;
  return result;
}

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  syncSessionFromStorage();
  push.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("sign in", () => {
  test("stores both tokens, sets the flag and opens the profile", async () => {
    renderForm(<SignInForm />, [
      {
        request: { query: SignInDocument, variables: { input: { email: "ada@example.com", password: "plum-harbor-42" } } },
        result: { data: { signIn: apiSession() } },
      },
    ]);
    type("Email address", " ada@example.com ");
    type("Password", "plum-harbor-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/profile/"));
    expect(localStorage.getItem("token")).toBe("access-1");
    expect(localStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(getSessionSnapshot()).toEqual({ signedIn: true, emailConfirmation: { daysLeft: 7, expiration: "2030-01-08T00:00:00.000Z" } });
  });

  test("goes back to ?next= when it is a path on this site", async () => {
    window.history.replaceState(null, "", "/sign-in/?next=/listings/");
    renderForm(<SignInForm />, [
      { request: { query: SignInDocument, variables: { input: { email: "ada@example.com", password: "p" } } }, result: { data: { signIn: apiSession() } } },
    ]);
    type("Email address", "ada@example.com");
    type("Password", "p");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/listings/"));
  });

  test("wrong credentials: the server's message next to the field and in the status, what was typed kept", async () => {
    renderForm(<SignInForm />, [
      {
        request: { query: SignInDocument, variables: { input: { email: "ada@example.com", password: "wrong-password" } } },
        result: badInput({ password: ["The email or password is incorrect."] }),
      },
    ]);
    type("Email address", "ada@example.com");
    type("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    expect(password).toHaveAccessibleDescription("The email or password is incorrect.");
    expect(screen.getByRole("status")).toHaveTextContent("The email or password is incorrect.");
    expect(screen.getByLabelText("Email address")).toHaveValue("ada@example.com");
    expect(password).toHaveValue("wrong-password");
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  test("grace period over: the message, and a form to get a new confirmation link", async () => {
    renderForm(<SignInForm />, [
      {
        request: { query: SignInDocument, variables: { input: { email: "ada@example.com", password: "plum-harbor-42" } } },
        result: { data: null, errors: [{ message: "Confirm your email address to continue.", extensions: { code: "EMAIL_NOT_CONFIRMED" } }] },
      },
      { request: { query: ResendConfirmationEmailDocument, variables: { email: "ada@example.com" } }, result: { data: { resendConfirmationEmail: true } } },
    ]);
    type("Email address", "ada@example.com");
    type("Password", "plum-harbor-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getAllByRole("status")[0]).toHaveTextContent("Confirm your email address to continue."));
    const resend = screen.getByRole("form", { name: "Send a new confirmation link" });
    expect(resend).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send a new confirmation link" }));
    await waitFor(() => expect(resend).toHaveTextContent("If ada@example.com has an account waiting for confirmation, we sent it a new link."));
  });

  test("empty fields are flagged before anything is sent", () => {
    renderForm(<SignInForm />, []);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription("Enter your email address.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password.");
  });
});

describe("sign up", () => {
  test("creates the account, signs in and opens the profile", async () => {
    renderForm(<SignUpForm />, [
      {
        request: { query: SignUpDocument, variables: { input: { name: "Ada Lovelace", email: "ada@example.com", password: "plum-harbor-42" } } },
        result: { data: { signUp: apiSession() } },
      },
    ]);
    type("Name", "Ada Lovelace");
    type("Email address", "ada@example.com");
    type("Password", "plum-harbor-42");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/profile/"));
    expect(getSessionSnapshot().signedIn).toBe(true);
  });

  test("server field errors land next to each field", async () => {
    renderForm(<SignUpForm />, [
      {
        request: { query: SignUpDocument, variables: { input: { name: "Ada", email: "ada@example", password: "password123" } } },
        result: badInput({ email: ["Enter a valid email address, like name@example.com."], password: ["This password is too common. Choose another."] }),
      },
    ]);
    type("Name", "Ada");
    type("Email address", "ada@example");
    type("Password", "password123");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(/too common/));
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText("Password")).toHaveValue("password123");
  });
});

describe("email confirmation landing", () => {
  test("confirms with the link's token once, clears the banner deadline and the token from the address", async () => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 5 });
    window.history.replaceState(null, "", "/confirm-email/?token=abcdefghijklmnopqrstuvwxyz");
    renderForm(<ConfirmEmail />, [
      {
        request: { query: UserConfirmEmailDocument, variables: { token: "abcdefghijklmnopqrstuvwxyz" } },
        result: { data: { userConfirmEmail: true } },
        maxUsageCount: 1,
      },
    ]);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Confirming your email address…");
    await waitFor(() => expect(screen.getAllByRole("status")[0]).toHaveTextContent("Your email address is confirmed."));
    expect(window.location.search).toBe("");
    expect(getSessionSnapshot().emailConfirmation).toBeNull();
    expect(screen.getByRole("link", { name: "Go to your profile" })).toBeInTheDocument();
  });

  test("a used or expired link: the server's message and, signed out, a way to get a new one", async () => {
    window.history.replaceState(null, "", "/confirm-email/?token=abcdefghijklmnopqrstuvwxyz");
    renderForm(<ConfirmEmail />, [
      {
        request: { query: UserConfirmEmailDocument, variables: { token: "abcdefghijklmnopqrstuvwxyz" } },
        result: badInput({ token: ["This link has expired or was already used. Ask for a new one."] }),
      },
    ]);
    await waitFor(() => expect(screen.getAllByRole("status")[0]).toHaveTextContent("This link has expired or was already used."));
    expect(screen.getByRole("form", { name: "Send a new confirmation link" })).toBeInTheDocument();
  });

  test("no token in the address", async () => {
    window.history.replaceState(null, "", "/confirm-email/");
    renderForm(<ConfirmEmail />, []);
    await waitFor(() => expect(screen.getAllByRole("status")[0]).toHaveTextContent("This address has no confirmation token."));
  });
});

describe("password reset", () => {
  test("the request answers the same whatever the address", async () => {
    renderForm(<RequestPasswordResetForm />, [
      { request: { query: RequestPasswordResetDocument, variables: { email: "nobody@example.com" } }, result: { data: { requestPasswordReset: true } } },
    ]);
    type("Email address", "nobody@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Email me a link" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("If an account uses nobody@example.com, we sent it a link"));
  });

  test("a new password from the link; this device's tokens are forgotten", async () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    renderForm(<ResetPasswordForm token="tok-123456789012345678901" />, [
      {
        request: { query: ResetPasswordDocument, variables: { input: { token: "tok-123456789012345678901", password: "a-new-long-password" } } },
        result: { data: { resetPassword: true } },
      },
    ]);
    type("New password", "a-new-long-password");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your password was changed."));
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(screen.getByLabelText("New password")).toHaveValue("");
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });
});

describe("profile", () => {
  test("signed out: an invitation to sign in, and no Apollo to make a request with", async () => {
    render(<ProfileApp />);
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", expect.stringMatching(/^\/sign-in\/?\?next=\/profile\/$/));
  });

  test("signed in: the account's details, every section, and the server's confirmation state", async () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    renderForm(<ProfileView />, [
      {
        request: { query: MeDocument },
        result: { data: { me: apiUser({ mustConfirmEmailDaysLeft: 3, mustConfirmEmailExpiration: "2030-01-04T00:00:00.000Z" }) } },
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Your details" })).toBeInTheDocument();
    for (const name of ["Photo", "Password", "Email address", "Sign out", "Delete account"]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/not confirmed yet/)).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    await waitFor(() => expect(getSessionSnapshot().emailConfirmation).toEqual({ daysLeft: 3, expiration: "2030-01-04T00:00:00.000Z" }));
  });

  test("signed in, the whole page: the profile's, agent profile's and membership's queries go out with its code, each once", async () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    const { client } = renderWithApollo(
      <ProfileApp />,
      [
        { request: { query: MeDocument }, result: { data: { me: apiUser() } }, delay: 400 },
        { request: { query: MyAgentProfileDocument }, result: { data: { myAgentProfile: null } } },
        membershipMock([]),
      ],
      (client) => {
        mockClient = client;
      },
    );
    // All three are on their way while the profile is still loading (the agent profile and the
    // membership used to wait for it, their parts mounted only once it had come).
    await waitFor(() => expect(client.getObservableQueries("all").size).toBe(3));
    expect(screen.queryByRole("heading", { name: "Your details" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Your details" })).toBeInTheDocument();
    expect(await screen.findByText("Free")).toBeInTheDocument();
    // The three started with the page's code and adopted by its parts (one not adopted would be a fourth).
    const names = [...client.getObservableQueries("all").values()].map((query) => query.queryName).sort();
    expect(names).toEqual(["Me", "MyAgentProfile", "MyMembership"]);
  });

  test("a confirmed address clears the banner deadline", async () => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 2 });
    renderForm(<ProfileView />, [
      {
        request: { query: MeDocument },
        result: { data: { me: apiUser({ emailConfirmed: true, mustConfirmEmailDaysLeft: null, mustConfirmEmailExpiration: null }) } },
      },
    ]);
    expect(await screen.findByText(/\(confirmed\)/)).toBeInTheDocument();
    await waitFor(() => expect(getSessionSnapshot().emailConfirmation).toBeNull());
  });

  test("the name form saves and keeps the value", async () => {
    renderForm(<ProfileDetailsForm name="Ada" />, [
      {
        request: { query: UpdateProfileDocument, variables: { input: { name: "Ada King" } } },
        result: { data: { updateProfile: apiUser({ name: "Ada King" }) } },
      },
    ]);
    type("Name", "Ada King");
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved."));
    expect(screen.getByLabelText("Name")).toHaveValue("Ada King");
  });

  test("password change stores the new session it returns", async () => {
    startSession({ accessToken: "old", refreshToken: "old-refresh" });
    renderForm(<ChangePasswordForm />, [
      {
        request: { query: ChangePasswordDocument, variables: { input: { currentPassword: "old-password-1", newPassword: "new-password-22" } } },
        result: { data: { changePassword: apiSession({ accessToken: "new", refreshToken: "new-refresh" }) } },
      },
    ]);
    type("Current password", "old-password-1");
    type("New password", "new-password-22");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your password was changed."));
    expect(localStorage.getItem("token")).toBe("new");
    expect(localStorage.getItem("refreshToken")).toBe("new-refresh");
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  test("email change: the link goes to the new address", async () => {
    renderForm(<ChangeEmailForm email="ada@example.com" pendingEmail={null} />, [
      {
        request: { query: ChangeEmailDocument, variables: { input: { newEmail: "ada@new.example", password: "plum-harbor-42" } } },
        result: { data: { changeEmail: true } },
      },
      { request: { query: MeDocument }, result: { data: { me: apiUser({ pendingEmail: "ada@new.example" }) } } },
    ]);
    type("New email address", "ada@new.example");
    type("Password", "plum-harbor-42");
    fireEvent.click(screen.getByRole("button", { name: "Change email address" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("We sent a link to ada@new.example."));
  });

  test("account deletion forgets the session and says so on the sign-in page", async () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    renderForm(<DeleteAccountForm />, [
      { request: { query: DeleteAccountDocument, variables: { input: { password: "plum-harbor-42" } } }, result: { data: { deleteAccount: true } } },
    ]);
    type("Password", "plum-harbor-42");
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/sign-in/?deleted=1"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });
});

describe("notices", () => {
  test("already signed in: a link to the profile", async () => {
    const { AccountNotice } = await import("./account-notice");
    startSession({ accessToken: "a", refreshToken: "r" });
    renderForm(<AccountNotice />, []);
    expect(screen.getByRole("link", { name: "Go to your profile" })).toBeInTheDocument();
  });
});
