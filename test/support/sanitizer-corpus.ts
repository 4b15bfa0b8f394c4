/**
 * Payloads from DOMPurify's own test corpus (cure53/DOMPurify `test/fixtures/expect.mjs`): scripts,
 * event handlers, `javascript:` and `data:` URLs, mutation XSS and namespace confusion. They run
 * through the app's sanitising functions wherever those run: in Node with jsdom
 * (`test/unit/sanitize.test.ts`) and in Chromium (`test/e2e/content-sanitizer.test.ts`). The
 * checks do not compare with DOMPurify's expected output (the app's profiles are narrower): they
 * parse what came out again, as the page does when it inserts it, and look for anything that could
 * run or load.
 */
import { expect } from 'vitest';

export const SANITIZER_PAYLOADS: readonly { title: string; payload: string }[] = [
  { title: 'script element', payload: '<div><script>alert(1)</script>text</div>' },
  {
    title: 'script with for/event',
    payload: '<SCRIPT FOR=document EVENT=onreadystatechange>alert(48)</SCRIPT>x',
  },
  {
    title: 'event handlers; DOM clobbering: parentNode',
    payload:
      '<div onclick=alert(0)><form onsubmit=alert(1)><input onfocus=alert(2) name=parentNode>123</form></div>',
  },
  { title: 'image with an error handler', payload: '<img src=x onerror=alert(1)>' },
  {
    title: 'video and source error handlers',
    payload: '<video onerror="alert(56)"><source onerror="alert(55)"></source></video>',
  },
  { title: 'link with javascript: href', payload: '<a href="javascript:alert(74)">x</a>' },
  { title: 'link with data: href', payload: '<a href=data:,evilnastystuff>clickme</a>' },
  {
    title: 'JavaScript URIs behind Unicode whitespace',
    payload:
      "123<a href=' javascript:alert(1)'>CLICK</a><a href='&#xA0javascript:alert(1)'>CLICK</a><a href='&#x1680;javascript:alert(1)'>CLICK</a><a href='&#x2000;javascript:alert(1)'>CLICK</a><a href='&#x3000;javascript:alert(1)'>CLICK</a><a href='\u2028javascript:alert(1)'>CLICK</a>",
  },
  {
    title: 'low-range-ASCII obfuscated JavaScript URI',
    payload: '<a href="\u0001java\u0003script:alert(1)">@shafigullin<a>',
  },
  { title: 'image with a JavaScript URI', payload: "<img src='javascript:while(1){}'>" },
  {
    title: 'image with a data URI',
    payload: '<img src=data:image/jpeg,ab798ewqxbaudbuoibeqbla>',
  },
  {
    title: 'object and embed with data URIs',
    payload:
      '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object><embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></embed>',
  },
  {
    title: 'form button with a javascript: formaction',
    payload: '<form><button formaction="javascript:alert(72)">X</button></form>',
  },
  {
    title: 'iframe (sandboxed)',
    payload:
      '<iframe sandbox="allow-same-origin allow-forms allow-scripts" src="http://example.org/"></iframe>',
  },
  { title: 'mXSS variation I', payload: '<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>' },
  { title: 'mXSS variation II', payload: "<img src=x id/=' onerror=alert(1)//'>" },
  {
    title: 'textarea and comments enabling an img element',
    payload: '<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->',
  },
  {
    title: 'img inside noscript terminated inside a comment',
    payload: '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>',
  },
  {
    title: 'img inside noscript terminated inside an attribute',
    payload: '<b><noscript><a alt="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  {
    title: 'img inside nested templates',
    payload:
      '<body><template><s><template><s><img src=x onerror=alert(1)>@shafigullin</s></template></s></template>',
  },
  {
    title: 'img inside style inside a broken option element',
    payload: '\u0001<option><style></option></select><b><img src=x onerror=alert(1)></style></option>',
  },
  {
    title: 'image after style to trick tag completion',
    payload: '<b><style><style/><img src=x onerror=alert(1)>',
  },
  {
    title: 'SVG with a script',
    payload: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(47)</script></svg>',
  },
  {
    title: 'SVG link with a javascript: xlink:href',
    payload:
      '<svg xmlns="http://www.w3.org/2000/svg"><a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(87)"><rect width="1000" height="1000" fill="white"/></a></svg>',
  },
  {
    title: 'SVG animation setting event handlers',
    payload:
      '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(89)"/><animate attributeName="onunload" to="alert(89)"/></svg>',
  },
  {
    title: 'MathML links',
    payload:
      '<math href="javascript:alert(130)">CLICKME</math><math><maction actiontype="statusline" xlink:href="javascript:alert(3)">CLICKME<mtext>http://google.com</mtext></maction></math>',
  },
  {
    title: 'mXSS with SVG in Chrome 77 and alike',
    payload:
      '<svg></p><textarea><title><style></textarea><img src=x onerror=alert(1)></style></title></svg>',
  },
  {
    title: 'mXSS with SVG title',
    payload: '<svg></p><title><a id="</title><img src=x onerror=alert()>"></textarea></svg>',
  },
  {
    title: 'mXSS with MathML in Chrome 77 and alike',
    payload: '<math></p><textarea><mi><style></textarea><img src=x onerror=alert(1)></mi></math>',
  },
  {
    title: 'mXSS with MathML templates',
    payload: '<math></br><textarea><mtext><template><style></textarea><img src=x onerror=alert(1)>',
  },
  {
    title: 'mXSS with embedded MathML in SVG',
    payload: '<svg></p><math><title><style><img src=x onerror=alert(1)></style></title>',
  },
  {
    title: 'attribute-based mXSS 1/3',
    payload: '<svg><p><style><g title="</style><img src=x onerror=alert(1)>">',
  },
  {
    title: 'attribute-based mXSS 2/3 (foreignObject)',
    payload:
      '<svg><foreignobject><p><style><p title="</style><iframe onload&#x3d;alert(1)<!--"></style>',
  },
  {
    title: 'attribute-based mXSS 3/3 (annotation-xml)',
    payload:
      '<math><annotation-xml encoding="text/html"><p><style><p title="</style><iframe onload&#x3d;alert(1)<!--"></style>',
  },
  {
    title: 'removal-based mXSS',
    payload: "<xmp><svg><b><style><b title='</style><img>'>",
  },
  {
    title: 'XMP',
    payload:
      "<xmp>\n<%\n</xmp>\n<img alt='%></xmp><img src=xx onerror=alert(134)//'>\n<script>\nx='<%'\n</script> %>/\nalert(2)\n</script>",
  },
  {
    title: 'comment hiding an image',
    payload: '<!-- `<img/src=xxx onerror=alert(133)//--!>',
  },
];

/** Tags that can run, load or nest foreign content, none of which either profile keeps. */
const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'template',
  'noscript',
  'form',
  'button',
  'textarea',
  'xmp',
  'base',
  'meta',
  'link',
];

/** URL attributes that must not carry a script or data URL. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];

// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Checks the sanitised `markup` as the page would have it: parsed again by `parse`, which returns
 * its container. Nothing that runs, loads foreign content, or changes meaning when parsed again.
 */
export function expectHarmless(
  title: string,
  markup: string,
  parse: (markup: string) => Element,
): void {
  const container = parse(markup);
  const elements = [...container.querySelectorAll('*')];
  for (const tag of DANGEROUS_TAGS) {
    expect(container.querySelector(tag), `${title}: <${tag}>`).toBeNull();
  }
  for (const element of elements) {
    for (const { name, value } of element.attributes) {
      expect(name.startsWith('on'), `${title}: ${name} on <${element.localName}>`).toBe(false);
      if (URL_ATTRIBUTES.includes(name)) {
        expect(
          /^(?:javascript|data|vbscript):/i.test(value.replace(IGNORED_IN_URL, '')),
          `${title}: ${name}="${value}"`,
        ).toBe(false);
      }
    }
  }
  // Stable: what the page parses serialises back to the same markup (no mutation on re-parsing).
  expect(parse(container.innerHTML).innerHTML, `${title}: stable when parsed again`).toBe(
    container.innerHTML,
  );
}

/** Rich text keeps nothing but `a`, `sup`, `p` and `b`, and no attribute but `href`. */
export function expectRichTextOnly(title: string, container: Element): void {
  for (const element of container.querySelectorAll('*')) {
    expect(['a', 'sup', 'p', 'b'], `${title}: <${element.localName}>`).toContain(
      element.localName,
    );
    for (const { name } of element.attributes) expect(name, title).toBe('href');
  }
}
