/**
 * The two embeds, added to the page only when the site decided to load them. Neither needs an
 * inline script: the settings are set from this bundle, then the vendor's script is appended.
 */

type CrispWindow = Window & { $crisp?: unknown[]; CRISP_WEBSITE_ID?: string };
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

function appendScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** Crisp's chat box for the website whose ID is `appKey`. */
export function loadChatWidget(appKey: string): void {
  const w = window as CrispWindow;
  w.$crisp ??= [];
  w.CRISP_WEBSITE_ID = appKey;
  appendScript(CRISP_SCRIPT, 'crisp-chat-widget');
}

/** Google Analytics 4 for `measurementId`; call only after the visitor accepted the cookie notice. */
export function loadAnalytics(measurementId: string): void {
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  // gtag.js reads the Arguments objects it finds in dataLayer, so gtag must push `arguments` itself.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { anonymize_ip: true });
  appendScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`, 'google-analytics');
}
