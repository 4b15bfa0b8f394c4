import type { HelpCategoryTile } from '../../content/help-category-tiles';

type Decoration = HelpCategoryTile['decoration'];

/** Simple line icons for the help categories' decorations; purely decorative. */
const paths: Record<Decoration, string> = {
  gas: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1.2-3.6 2.3-4.7.3 1.6 1 2.5 2 3 .2-3 0-5.5.7-8.3Z',
  electricity: 'M13.5 2 5 13.5h6L10 22l9-12h-6.2L13.5 2Z',
  payg: 'M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5v-9ZM3 10h18M7 14.5h4',
  meter: 'M4 19a8 8 0 1 1 16 0M12 19l4-5M7.5 13.5l-1-1M12 11V9.5M16.5 13.5l1-1M3 19h18',
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  smart: 'M12 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 3.5v3.5l2.5 1.5M8 21h8',
  advice:
    'M9 18h6M10 21h4M12 3a6 6 0 0 1 3.5 10.9c-.6.5-1 1.2-1 2.1h-5c0-.9-.4-1.6-1-2.1A6 6 0 0 1 12 3Z',
  support: 'M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.6 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z',
  emergency: 'M12 3.5 21.5 20h-19L12 3.5ZM12 10v4.5M12 17.2v.3',
  bill: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21V3ZM9 8h6M9 12h6M9 16h3',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5a7.5 7.5 0 0 1 15 0',
  appliance: 'M5 3h14v18H5V3ZM5 7h14M8 5h.01M11 5h.01M12 17.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  tools:
    'M14.5 3.5a5 5 0 0 0-4.8 6.6L3.5 16.3a1.9 1.9 0 0 0 2.7 2.7l6.2-6.2a5 5 0 0 0 6.6-4.8l-2.9 2.9-2.6-.5-.5-2.6 2.9-2.9c-.4-.2-.9-.3-1.4-.4Z',
};

export function DecorationIcon({
  decoration,
  size = 28,
  className,
}: {
  decoration: Decoration;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[decoration]} />
    </svg>
  );
}
