// Bundled by `content-sanitizer.test.ts` to run the app's content-page parser in Chromium.
export { parseContentPage } from '../../../src/content/parse-content-page';
