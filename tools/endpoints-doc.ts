// docs/endpoints.md: the platform's endpoints, every path taken from the one table of paths
// (src/core/platform/paths.ts) and described here; a path of the table with no row fails the
// docs, so the page cannot lack a call the bundle makes.
import * as PATHS from '../src/core/platform/paths.ts';

type PathName = Exclude<keyof typeof PATHS, 'pathWith'>;
const PATH_OF = new Map(Object.entries(PATHS));

interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: PathName;
  /** Written after the path (a query string). */
  readonly query?: string;
  readonly sent: string;
  readonly answered: string;
}

const SHOPPING: readonly Endpoint[] = [
  {
    method: 'GET',
    path: 'CART_PATH',
    query: '?calculateSubtotal=true',
    sent: '(when the `CART` cookie exists or a site user is signed in)',
    answered: 'the cart: `entries`, `totalQuantity`, `subtotal`, …',
  },
  {
    method: 'POST',
    path: 'CART_ENTRIES_PATH',
    sent: 'JSON `{ itemId, sku, quantity, additionalFields }`',
    answered:
      '`{ shoppingCart, newlyAdded }`; 409 with `{ message }` when out of stock (the message is shown); 429 rate limit',
  },
  {
    method: 'PUT',
    path: 'CART_ENTRY_PATH',
    sent: 'JSON `{ quantity }`',
    answered: '`{ shoppingCart }` (cart page)',
  },
  { method: 'DELETE', path: 'CART_ENTRY_PATH', sent: '', answered: '`{ shoppingCart }` (cart page)' },
  {
    method: 'PUT',
    path: 'CART_ENTRY_ANSWERS_PATH',
    sent: 'JSON `{ itemId, sku, additionalFields }`',
    answered: '`{ shoppingCart, updatedEntry }` (custom form answers)',
  },
  {
    method: 'POST',
    path: 'SUBSCRIPTION_CART_PATH',
    sent: 'JSON `{ itemId, sku, qty, additionalFields, subscriptionOptionId? }`',
    answered: '`{ data: { cartToken } }`',
  },
  {
    method: 'GET',
    path: 'STOCK_PATH',
    query: '?itemId=…',
    sent: '',
    answered: '`{ results: [{ sku, variantId, unlimited, qtyInStock }] }` (live stock)',
  },
  {
    method: 'POST',
    path: 'WISHLIST_PATH',
    sent: 'JSON `{ itemId, sku? }`',
    answered:
      'any 2xx is saved (the body is not read); a failure shows the wishlist words (wishlist island); not in the platform API of the spec: a 404 or 405 also logs that the endpoint is missing',
  },
];

const FORMS: readonly Endpoint[] = [
  {
    method: 'POST',
    path: 'FORM_SUBMISSION_KEY_PATH',
    sent: '(credentials included)',
    answered: '`{ data: { key } }`',
  },
  {
    method: 'POST',
    path: 'FORM_SAVE_PATH',
    sent: "the form's answers with the key and captcha token",
    answered: "200; 4xx/5xx by the forms' status table",
  },
  {
    method: 'POST',
    path: 'FORM_VALIDATE_PATH',
    sent: 'the answers (a site form before it is saved; a custom product form before its answers go with an add or a cart-page edit)',
    answered: 'field errors',
  },
  {
    method: 'GET',
    path: 'FORM_TEMPLATES_PATH',
    query: '?type=form',
    sent: '',
    answered: "the custom product forms' definitions",
  },
  {
    method: 'POST',
    path: 'RESTOCK_PATH',
    sent: 'JSON `{ isJoinMailingList, productId, siteVisitorEmail, variantId, recaptchaEnterpriseV3Token, language? }`',
    answered:
      'a JSON object (back-in-stock sign-up); any other 2xx body (an empty 202, an HTML page) is a failure',
  },
];

const OWNER: readonly Pick<Endpoint, 'method' | 'path'>[] = [
  { method: 'GET', path: 'RESTOCK_GROUPS_PATH' },
  { method: 'GET', path: 'RESTOCK_PATH' },
  { method: 'POST', path: 'RESTOCK_SEND_PATH' },
  { method: 'POST', path: 'RESTOCK_SEND_ALL_PATH' },
];

const call = (endpoint: Pick<Endpoint, 'method' | 'path' | 'query'>) =>
  `\`${endpoint.method} ${String(PATH_OF.get(endpoint.path))}${endpoint.query ?? ''}\``;
const cell = (text: string) => (text ? ` ${text} ` : ' ');
const table = (endpoints: readonly Endpoint[]) => [
  '| method and path | sent | answered |',
  '| --- | --- | --- |',
  ...endpoints.map(
    (endpoint) => `|${cell(call(endpoint))}|${cell(endpoint.sent)}|${cell(endpoint.answered)}|`,
  ),
];

/** Every path of the table has a row (the config call is described with analytics). */
function undescribed(): string[] {
  const described = new Set<string>([
    'CONFIG_PATH',
    ...[...SHOPPING, ...FORMS, ...OWNER].map((row) => row.path),
  ]);
  return Object.keys(PATHS).filter((name) => name.endsWith('_PATH') && !described.has(name));
}

/** The installment pop-up's address and the analytics calls, after the forms' table. */
const AFTER_FORMS = `The installment pop-up fetches the provider's modal HTML from \`GET installments/modal/{locale}.html\`
under the API root (\`en_US\`, \`fr_CA\`…; same origin, so a strict CSP needs nothing more; the
platform proxies the provider), or from the context's \`installmentModalUrl\` (a template with
\`{locale}\`, \`{language}\`, \`{country}\`) when set.

## Analytics (fire and forget; failures are ignored)

None of these is called when the owner's analytics switch is \`all-off\`; with \`analytics-off\`
only the error reporter and page-speed records are sent.

| method and path | sent |
| --- | --- |
| \`GET ${PATHS.CONFIG_PATH}\` | (once, when analytics starts) the census switch and the v2 collector |
| \`POST census/RecordHit\` | form fields \`event\`, \`data\` (JSON text), \`ss_cvr\` |
| \`POST census/button-click\`, \`census/button-render\`, \`census/form-render\`, \`census/overlay\`, \`census/RecordQuickView/{id}\` | page payload with the visitor cookie |
| \`POST events/RecordEvent\` | form fields \`crumb\`, \`event\`, \`data\` (JSON); 200 or 202. Commerce events include \`CommerceShopping_AddToCart\` (adds that landed) and \`CommerceShopping_AddToCartFailure\` (\`errorType\`, \`itemId\`, \`variantId\`, \`sku\`, \`pageType\`, \`isQuickView\`; ours, the spec names none) |
| \`POST events/RecordJavascriptErrors\` | JSON batch of error events |
| \`POST 1/performance/records\` | JSON batch of page-speed records, by beacon or a keepalive request |
| \`POST v1/clanker/events\` on the environment's collector | \`{ eventContent, eventSchemaName }\` |

`;

export function endpointsPage(generated: string): string {
  const missing = undescribed();
  if (missing.length > 0) throw new Error(`tools/endpoints-doc.ts describes no ${missing.join(', ')}`);
  return `${[
    generated,
    '',
    '# Platform endpoints',
    '',
    'What a backend must serve for the bundle to work. Paths are relative to the API root: the page',
    "context's `apiRoot`, `/api/` on the page's origin by default. Writes send the CSRF token from the",
    '`crumb` cookie as the `X-CSRF-Token` header; a write refused for an expired or missing token',
    'answers 4xx with `{"crumbFail": true}`. Reads are retried twice on 408, 429 and 5xx; writes are',
    'never retried. Every failed call is logged once in the console with its method, path, status and',
    "what the shopper was shown (see the owner's guide, [README.md](README.md)). The mock platform in",
    '`mocks/handlers/` implements every one of these and is the reference for their shapes.',
    '',
    '## Shopping (needed on shop pages)',
    '',
    ...table(SHOPPING),
    '',
    'Pages the bundle navigates to (served as pages, not API; any address from data is followed only',
    "when it is http(s) or on the page's own origin): `/cart`, `/commerce/goto-checkout`",
    '(express checkout), `/checkout/subscribe?cartToken=…`,',
    '`/checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]`.',
    '',
    '## Forms, newsletter, restock (only on pages with those islands)',
    '',
    ...table(FORMS),
    '',
  ].join(
    '\n',
  )}\n${AFTER_FORMS}## Owner tools (the restock console only)\n\n${OWNER.map((row) => call(row)).join(', ')}.\n`;
}
