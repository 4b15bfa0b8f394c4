// Bundled by `content-sanitizer.test.ts` to run the app's content parser and sanitisers in Chromium.
export { parseContentPage } from '../../../src/content/parse-content-page';
export { sanitizeContentHtml, sanitizeRichText } from '../../../src/content/sanitize';
