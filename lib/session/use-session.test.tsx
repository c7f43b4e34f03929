/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { syncSessionFromStorage } from "./session";
import { useHydratedInSlices, useSignedInInSlices } from "./use-session";

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydratedInSlices();
  seen.push(hydrated);
  return <p>{hydrated ? "live" : "static"}</p>;
}

test("useHydratedInSlices: false on the server and on the first render, then true", () => {
  expect(renderToString(<Probe seen={[]} />)).toBe("<p>static</p>");
  const seen: boolean[] = [];
  const { container } = render(<Probe seen={seen} />);
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container.textContent).toBe("live");
});

function SessionProbe({ seen }: { seen: (boolean | null)[] }) {
  const signedIn = useSignedInInSlices();
  seen.push(signedIn);
  return <p>{signedIn === null ? "unknown" : signedIn ? "in" : "out"}</p>;
}

test("useSignedInInSlices: unknown on the server and on the first render, then the stored session, then each change", () => {
  localStorage.setItem("refreshToken", "r");
  syncSessionFromStorage();
  expect(renderToString(<SessionProbe seen={[]} />)).toBe("<p>unknown</p>");
  const seen: (boolean | null)[] = [];
  const { container } = render(<SessionProbe seen={seen} />);
  expect(seen[0]).toBeNull();
  expect(container.textContent).toBe("in");
  localStorage.clear();
  act(() => void syncSessionFromStorage());
  expect(container.textContent).toBe("out");
});
