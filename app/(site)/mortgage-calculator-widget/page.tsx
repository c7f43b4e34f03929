import { SiteLink } from "@/components/layout/site-link";
import { PageStructuredData } from "@/components/seo/page-structured-data";
import { WidgetDemo } from "@/components/widgets/widget-demo";
import styles from "@/components/widgets/widget.module.css";
import { pageMetadata } from "@/lib/metadata";
import { WIDGET_MANAGER_PATH, WIDGET_PATH } from "@/lib/widgets/paths";
import { widgetSnippets } from "@/lib/widgets/embed";
import { WIDGET_PLAN_LIMITS } from "@/lib/widgets/choices";
import { siteUrl } from "@/lib/site-url";

export const metadata = pageMetadata(WIDGET_PATH);

/**
 * The widget's public page (no key): the widget live, what it does and how to embed it. Static;
 * a request with `?key=` is the iframe's page instead (proxy.ts rewrites it to `/widget-frame/`).
 */
export default function WidgetPage() {
  const free = WIDGET_PLAN_LIMITS.FREE.maxWidgets;
  return (
    <>
      <PageStructuredData path={WIDGET_PATH} type="WebPage" />
      <div className="container stack">
        <h1>Mortgage calculator widget for your website</h1>
        <p>
          Put our payment calculator on your own site: real-estate listings, a broker&apos;s page or a blog post. Your visitors get the full monthly payment
          with taxes, insurance, PMI or FHA, VA and USDA fees, computed exactly as on How Much Home?, without leaving your page, in a compact box that fits
          beside an article on a phone. A link opens the full breakdown on How Much Home? with their numbers.
        </p>
        <section aria-labelledby="widget-how" className="prose">
          <h2 id="widget-how">How to embed it</h2>
          <ol>
            <li>
              <SiteLink href="/sign-up/">Create a free account</SiteLink> (or <SiteLink href={`/sign-in/?next=${WIDGET_MANAGER_PATH}`}>sign in</SiteLink>) and
              open the <SiteLink href={WIDGET_MANAGER_PATH}>widget manager</SiteLink>.
            </li>
            <li>
              Create a widget: choose the calculator (mortgage, FHA, USDA or VA), its starting price, down payment, rate and term, your theme colour, its layout
              (compact, or with the loan summary), and the domains allowed to show it (such as <code>example.com</code>, or <code>*.example.com</code> for every
              subdomain).
            </li>
            <li>
              Copy its embed code into your page. The script version sizes the calculator to its content:
              <pre className={styles.snippet}>
                <code>{widgetSnippets(siteUrl().origin, "YOUR-KEY").script}</code>
              </pre>
              or use the plain <code>&lt;iframe&gt;</code> the manager also gives you.
            </li>
          </ol>
          <h2>What you can do in the manager</h2>
          <ul>
            <li>See how often each widget was shown and used, day by day for the last 30 days.</li>
            <li>Switch a widget off, change its settings, or delete it.</li>
            <li>Replace its key if the code was copied somewhere you did not intend: the old key stops working at once.</li>
          </ul>
          <p>Free accounts can have up to {free} widgets. The widget only appears on the domains you list; other sites cannot show it. It sets no cookies.</p>
        </section>
        <section aria-labelledby="widget-demo" className="stack">
          <h2 id="widget-demo">Try it: a demo</h2>
          <p>
            This is a demo widget, embedded here with the same code you would paste, at the size your visitors get: the compact layout and the settings a new
            widget starts with. It counts nothing and links to no quote form.
          </p>
          <WidgetDemo />
        </section>
      </div>
    </>
  );
}
