import { FrontMatterError, parseFrontMatter, splitFrontMatter } from "./front-matter";

const valid = `---
title: "A title here"
description: "A description that is long enough to pass."
date: 2026-09-08
tags: [FHA loans, Mortgage insurance]
calculator: /fha-loan-calculator/
sources:
  - "HUD, Mortgagee Letter 2023-05 (2023)"
---

Body **here**.
`;

describe("front matter", () => {
  it("parses a valid post, with defaults, and keeps dates as strings", () => {
    const { data, body } = parseFrontMatter(valid, "a.md");
    expect(data).toEqual({
      title: "A title here",
      description: "A description that is long enough to pass.",
      date: "2026-09-08",
      tags: ["FHA loans", "Mortgage insurance"],
      calculator: "/fha-loan-calculator/",
      sources: ["HUD, Mortgagee Letter 2023-05 (2023)"],
      author: "How Much Home? editors",
      draft: false,
    });
    expect(body).toBe("\nBody **here**.\n");
  });

  it("accepts CRLF line ends and a byte-order mark", () => {
    expect(parseFrontMatter(`\uFEFF${valid.replace(/\n/g, "\r\n")}`, "a.md").data.title).toBe("A title here");
  });

  it("needs the --- fences", () => {
    expect(() => splitFrontMatter("title: x\n", "b.md")).toThrow(FrontMatterError);
    expect(() => splitFrontMatter("title: x\n", "b.md")).toThrow(/^b\.md: no front matter/);
  });

  it("reports invalid YAML with the file name", () => {
    expect(() => parseFrontMatter("---\ntitle: [unclosed\n---\n", "c.md")).toThrow(/^c\.md: invalid YAML/);
  });

  it("reports every schema problem: missing, malformed, unknown keys", () => {
    const bad = valid
      .replace('title: "A title here"\n', "")
      .replace("date: 2026-09-08", "date: 2026-13-45")
      .replace("calculator: /fha-loan-calculator/", "calculator: fha\nextra: 1");
    expect(() => parseFrontMatter(bad, "d.md")).toThrow(/d\.md: .*title.*date.*calculator/);
    expect(() => parseFrontMatter(bad, "d.md")).toThrow(/extra/);
  });
});
