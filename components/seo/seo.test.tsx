import { renderToStaticMarkup } from "react-dom/server";

import { Breadcrumbs } from "./breadcrumbs";
import { Faq } from "./faq";
import { JsonLd, serializeJsonLd } from "./json-ld";
import { absoluteUrl, breadcrumbListSchema, breadcrumbTrail, faqPageSchema, nodeText, webApplicationSchema } from "@/lib/seo/structured-data";

/** Parses every JSON-LD block of rendered markup. */
function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  const pattern = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) blocks.push(JSON.parse(match[1] ?? ""));
  return blocks;
}

describe("structured data", () => {
  it("makes site paths absolute on the canonical origin", () => {
    expect(absoluteUrl("/about/")).toBe("http://localhost:3000/about/");
  });

  it("flattens JSX answers to their text", () => {
    expect(
      nodeText(
        <p>
          Pay <strong>3.5%</strong> down, see <a href="/x/">the chart</a>. {2026} {false}
        </p>,
      ),
    ).toBe("Pay 3.5% down, see the chart. 2026 ");
  });

  it("builds an FAQPage with Question and Answer entities", () => {
    expect(faqPageSchema([{ question: " What is MIP? ", answer: "FHA mortgage\n   insurance." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "What is MIP?", acceptedAnswer: { "@type": "Answer", text: "FHA mortgage insurance." } }],
    });
  });

  it("numbers breadcrumb positions from 1 with absolute items", () => {
    const list = breadcrumbListSchema([
      { name: "Home", path: "/" },
      { name: "About", path: "/about/" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
      { "@type": "ListItem", position: 2, name: "About", item: "http://localhost:3000/about/" },
    ]);
  });

  it("builds the trail from the registry: home, section, page", () => {
    expect(breadcrumbTrail("/about/")).toEqual([
      { name: "Home", path: "/" },
      { name: "Company", path: "/menu/#menu-company" },
      { name: "About", path: "/about/" },
    ]);
    expect(breadcrumbTrail("/menu/")).toEqual([
      { name: "Home", path: "/" },
      { name: "All calculators", path: "/menu/" },
    ]);
    expect(breadcrumbTrail("/")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("throws for an unregistered page so a forgotten registry entry fails the build", () => {
    expect(() => breadcrumbTrail("/not-a-page/")).toThrow(/not in lib\/routes.ts/);
  });

  it("describes a free WebApplication from the registry", () => {
    const app = webApplicationSchema("/about/");
    expect(app).toMatchObject({
      "@type": "WebApplication",
      name: "About",
      url: "http://localhost:3000/about/",
      applicationCategory: "FinanceApplication",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    });
    expect(webApplicationSchema("/about/", { name: "X", category: "ReferenceApplication" })).toMatchObject({
      name: "X",
      applicationCategory: "ReferenceApplication",
    });
  });
});

describe("JsonLd", () => {
  it("escapes < so an answer cannot close the script element", () => {
    const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    const html = renderToStaticMarkup(<JsonLd data={{ "@type": "Thing", name: "a < b" }} />);
    expect(jsonLdBlocks(html)).toEqual([{ "@type": "Thing", name: "a < b" }]);
  });
});

describe("Breadcrumbs", () => {
  it("renders a labelled nav with the current page unlinked, plus BreadcrumbList", () => {
    const html = renderToStaticMarkup(<Breadcrumbs path="/about/" />);
    expect(html).toContain('<nav aria-label="Breadcrumb" class="breadcrumbs">');
    expect(html).toContain('<a href="/" data-site-link="">Home</a>');
    expect(html).toContain('<a href="/menu/#menu-company" data-site-link="">Company</a>');
    expect(html).toContain('<span aria-current="page">About</span>');
    expect(html).not.toContain('href="/about/"');
    const [list] = jsonLdBlocks(html);
    expect(list).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("renders nothing without a trail", () => {
    expect(renderToStaticMarkup(<Breadcrumbs items={[]} />)).toBe("");
  });
});

describe("Faq", () => {
  it("renders h2, h3 questions and answers, and the same content as FAQPage JSON-LD", () => {
    const html = renderToStaticMarkup(
      <Faq
        items={[
          { question: "How much is the VA funding fee?", answer: "2.15% for first use with less than 5% down." },
          {
            question: "Can I finance it?",
            answer: (
              <p>
                Yes, see <a href="/va-funding-fee-chart/">the chart</a>.
              </p>
            ),
          },
        ]}
      />,
    );
    expect(html).toContain('<h2 id="faq">Frequently asked questions</h2>');
    expect(html).toContain("<h3>How much is the VA funding fee?</h3><p>2.15% for first use with less than 5% down.</p>");
    expect(html).toContain('<a href="/va-funding-fee-chart/">the chart</a>');
    const [faq] = jsonLdBlocks(html);
    expect(faq).toEqual(
      faqPageSchema([
        { question: "How much is the VA funding fee?", answer: "2.15% for first use with less than 5% down." },
        { question: "Can I finance it?", answer: "Yes, see the chart." },
      ]),
    );
  });

  it("prefers answerText for the structured data when given", () => {
    const html = renderToStaticMarkup(<Faq items={[{ question: "Q?", answer: <p>Shown</p>, answerText: "Spoken" }]} />);
    expect(jsonLdBlocks(html)).toEqual([faqPageSchema([{ question: "Q?", answer: "Spoken" }])]);
  });
});
