/**
 * @jest-environment jsdom
 */
import { rfc822, rssXml } from "./rss";
import type { BlogPostSummary } from "./types";

const origin = new URL("https://howmuchhome.example");

function post(slug: string, title: string, date: string): BlogPostSummary {
  return {
    slug,
    title,
    description: `About ${title} & <more>`,
    publishedAt: date,
    updatedAt: date,
    tags: [{ slug: "fha-loans", name: "FHA loans" }],
    authors: [{ name: "How Much Home? editors" }],
    readingMinutes: 3,
  };
}

const channel = {
  title: "How Much Home? blog",
  description: "Answers",
  link: "https://howmuchhome.example/blog/",
  selfLink: "https://howmuchhome.example/blog/rss.xml",
};

describe("RSS 2.0 feed", () => {
  const xml = rssXml(channel, [post("b", "B <post>", "2026-10-02T12:00:00.000Z"), post("a", "A & co", "2026-09-01T12:00:00.000Z")], origin);
  const doc = new DOMParser().parseFromString(xml, "application/xml");

  it("is well-formed XML with an rss 2.0 root", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  });

  it("has the channel's required elements and a self link", () => {
    const channelElement = doc.querySelector("rss > channel")!;
    for (const name of ["title", "link", "description"]) expect(channelElement.querySelector(`:scope > ${name}`)?.textContent).toBeTruthy();
    expect(channelElement.querySelector(":scope > link")?.textContent).toBe("https://howmuchhome.example/blog/");
    const self = channelElement.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("href")).toBe("https://howmuchhome.example/blog/rss.xml");
    expect(self?.getAttribute("rel")).toBe("self");
    expect(channelElement.querySelector(":scope > lastBuildDate")?.textContent).toBe(rfc822("2026-10-02T12:00:00.000Z"));
  });

  it("gives each item a title, an absolute link, a permalink guid, a description, an RFC 822 date and categories", () => {
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.querySelector("title")?.textContent).toBe("B <post>");
    expect(first.querySelector("link")?.textContent).toBe("https://howmuchhome.example/blog/b/");
    expect(first.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
    expect(first.querySelector("guid")?.textContent).toBe("https://howmuchhome.example/blog/b/");
    expect(first.querySelector("description")?.textContent).toBe("About B <post> & <more>");
    expect(first.querySelector("pubDate")?.textContent).toBe("Fri, 02 Oct 2026 12:00:00 GMT");
    expect(first.querySelector("category")?.textContent).toBe("FHA loans");
    for (const item of items) expect(item.querySelector("link")?.textContent).toMatch(/^https:\/\/howmuchhome\.example\/blog\/[a-z]+\/$/);
  });

  it("is still valid with no posts, and drops characters XML cannot hold", () => {
    const empty = new DOMParser().parseFromString(rssXml({ ...channel, title: "Bad \u0001 char" }, [], origin), "application/xml");
    expect(empty.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(empty.querySelector("channel > title")?.textContent).toBe("Bad  char");
    expect(empty.querySelectorAll("item")).toHaveLength(0);
  });
});
