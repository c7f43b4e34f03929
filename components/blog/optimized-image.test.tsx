import { renderToStaticMarkup } from "react-dom/server";

import { OptimizedImage } from "./optimized-image";

describe("OptimizedImage (server render)", () => {
  it("renders a plain lazy <img> with the optimizer's srcset, its size and alt", () => {
    const html = renderToStaticMarkup(<OptimizedImage src="/blog/a.jpg" alt="A chart" width={800} height={450} sizes="100vw" className="c" />);
    expect(html).toMatch(/^<img [^>]*\/>$/);
    expect(html).toContain('src="/_next/image?url=%2Fblog%2Fa.jpg&amp;w=3840&amp;q=75"');
    expect(html).toContain('srcSet="/_next/image?url=%2Fblog%2Fa.jpg&amp;w=640&amp;q=75 640w, ');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('alt="A chart"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="450"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain("fetchPriority");
  });

  it("loads a priority image eagerly at high priority", () => {
    const html = renderToStaticMarkup(<OptimizedImage src="/blog/a.jpg" alt="" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('alt=""');
    expect(html).not.toContain("width=");
  });
});
