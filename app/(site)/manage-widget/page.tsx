import { WidgetManagerApp } from "@/components/widgets/manager/widget-manager-app";
import { SignedInPreload } from "@/components/account/signed-in-preload";
import { WIDGET_MANAGER_FIRST_QUERIES } from "@/components/widgets/manager/widget-queries";
import { pageMetadata } from "@/lib/metadata";
import { WIDGET_MANAGER_PATH } from "@/lib/widgets/paths";

export const metadata = pageMetadata(WIDGET_MANAGER_PATH, { robots: { index: false, follow: false } });

export default function ManageWidgetPage() {
  return (
    <div className="container stack">
      <h1>Your calculator widgets</h1>
      <SignedInPreload part="signed-in-widget-manager" firstQueries={WIDGET_MANAGER_FIRST_QUERIES} />
      <WidgetManagerApp />
    </div>
  );
}
