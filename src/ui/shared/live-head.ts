import { useEffect } from 'react';

/**
 * Writes `value` into the head element `<HeadContent/>` rendered from the route's `head()` while
 * the calling screen shows it, and puts back what the route gave when the value changes or the
 * screen goes. It puts it back into the element it wrote: after a navigation, which renders the
 * next route's element, the page before's value is never written over the next page's.
 */
function useLiveHeadElement(
  value: string | undefined,
  find: () => Element | null,
  read: (element: Element) => string | null,
  write: (element: Element, value: string) => void,
): void {
  useEffect(() => {
    const element = value ? find() : null;
    if (!value || !element) return;
    const routeValue = read(element);
    write(element, value);
    return () => {
      if (routeValue !== null) write(element, routeValue);
    };
  }, [value, find, read, write]);
}

const findTitle = () => document.head.querySelector('title');
const readText = (element: Element) => element.textContent;
const writeText = (element: Element, value: string) => {
  element.textContent = value;
};
const findDescription = () => document.head.querySelector('meta[name="description"]');
const readContent = (element: Element) => element.getAttribute('content');
const writeContent = (element: Element, value: string) => {
  element.setAttribute('content', value);
};

/**
 * The page's title as the screen knows it after its route loaded: data that came later (an
 * article's own title) or its chart's state (a journey step's 'Error: ' prefix). Route `head()`s
 * give every title known when a page loads (`page-head.ts`); the router runs them once
 * per navigation.
 */
export function useLiveTitle(title: string | undefined): void {
  useLiveHeadElement(title, findTitle, readText, writeText);
}

/** The page's meta description once the data that gives it has come (an article's, a category's). */
export function useLiveDescription(description: string | undefined): void {
  useLiveHeadElement(description, findDescription, readContent, writeContent);
}
