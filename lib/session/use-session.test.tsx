/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { useHydratedInSlices } from "./use-session";

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
