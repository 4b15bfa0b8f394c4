import { escapeToBuffer } from 'hono/utils/html';

/**
 * Escapes text for use in HTML content and in quoted attribute values (`& < > " '`): Hono's
 * escaper, the one its `html` template uses, and the one every page the server or the build
 * writes uses.
 */
export function escapeHtml(text: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(text, buffer);
  return buffer[0];
}

/** A complete plain page of the reference server; `bodyHtml` must already be escaped. */
export function renderPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="/reference-assets/reference.css" />
  </head>
  <body>
    <main class="reference-page">
${bodyHtml}
    </main>
  </body>
</html>
`;
}
