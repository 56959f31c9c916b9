// Addresses from data that must never become a link, a source or a navigation.
/**
 * The WHATWG URL parser's edge cases that hide a scheme (issue 33): every island and fragment
 * that prints an address from data is tested against this list (src/islands/url-edge-cases.test.tsx,
 * src/server/fragments.test.ts, demo/e2e/security.e2e.ts).
 */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)\u0001',
  'javascript:alert(1)//',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VbScript:msgbox(1)',
  'blob:https://elsewhere.example/1234',
  'http://[::1',
];
