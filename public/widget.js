/*! How Much Home? calculator widget embed script. No dependencies.
 * <script src="https://SITE/widget.js" data-key="KEY" async></script>
 * Inserts the calculator's iframe after this script tag (or into the element whose id is given
 * as data-target), and sizes it to its content: the frame posts its height, and only messages
 * from the widget's own origin and from this iframe are believed. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var key = script.getAttribute("data-key") || "";
  var origin = new URL(script.src, document.baseURI).origin;
  var iframe = document.createElement("iframe");
  iframe.src = origin + "/mortgage-calculator-widget/?key=" + encodeURIComponent(key);
  iframe.title = script.getAttribute("data-title") || "Mortgage calculator";
  iframe.setAttribute("loading", "lazy");
  // The page's origin goes with the frame's request (even under a no-referrer page policy): only
  // frames embedded by the widget's allowed domains count calculations.
  iframe.setAttribute("referrerpolicy", "origin");
  iframe.style.cssText = "border:0;display:block;width:100%;max-width:100%;height:900px";
  var target = script.getAttribute("data-target");
  var container = target ? document.getElementById(target) : null;
  if (container) container.appendChild(iframe);
  else script.parentNode.insertBefore(iframe, script.nextSibling);
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== "hmh-widget:resize" || typeof data.height !== "number" || !isFinite(data.height)) return;
    iframe.style.height = Math.min(Math.max(Math.ceil(data.height), 200), 20000) + "px";
  });
})();
