/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";

import { SOURCES } from "@/lib/mortgage/sources";
import { VECTORS } from "@/lib/mortgage/vectors";

import AccuracyPage, { metadata } from "./page";

describe("/accuracy/", () => {
  it("exports its title and a description", () => {
    expect(metadata.title).toBe("Accuracy");
    expect(typeof metadata.description).toBe("string");
  });

  it("has headings in order h1 -> h2 -> h3", () => {
    const { container } = render(<AccuracyPage />);
    const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(screen.getByRole("heading", { level: 2, name: "Verified cases" })).toBeInTheDocument();
  });

  it("lists every verified case from the vectors, all matching", () => {
    render(<AccuracyPage />);
    const table = screen.getByRole("table", { name: /Verified cases/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(VECTORS.length);
    for (const row of rows) expect(within(row).getAllByRole("cell").at(-1)).toHaveTextContent("Yes");
    expect(screen.getByText(new RegExp(`${VECTORS.length} of ${VECTORS.length} cases match`))).toBeInTheDocument();
  });

  it("shows official figures with their sources", () => {
    render(<AccuracyPage />);
    expect(screen.getByRole("table", { name: /FHA annual MIP/ })).toHaveTextContent("0.55%");
    expect(screen.getByRole("table", { name: /VA funding fee/ })).toHaveTextContent("2.15%");
    expect(screen.getByRole("table", { name: /National loan-limit/ })).toHaveTextContent("$541,287");
    expect(screen.getAllByText(/Mortgagee Letter 2023-05/).length).toBeGreaterThan(0);
    for (const table of screen.getAllByRole("table")) {
      expect(table.querySelector("caption")).not.toBeNull();
      expect(table.querySelectorAll("th[scope]").length).toBeGreaterThan(0);
    }
  });

  it("cites every source the site's figures use", () => {
    const { container } = render(<AccuracyPage />);
    const cited = Array.from(container.querySelectorAll(".source"))
      .map((p) => p.textContent ?? "")
      .join("\n");
    const missing = Object.entries(SOURCES)
      .filter(([, source]) => !cited.includes(source.title))
      .map(([key]) => key);
    expect(missing).toEqual([]);
    expect(screen.getByRole("table", { name: /Fannie Mae LLPA/ })).toHaveTextContent("1.375");
  });

  it("passes axe (rules that jsdom can evaluate)", async () => {
    const { container } = render(<AccuracyPage />);
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
});
