import type { ReactNode } from 'react';

/** The few icons the storefront uses, drawn inline so they cost no request and follow currentColor. */
interface IconProps {
  readonly size?: number;
}

/**
 * An icon that points along the line (back, previous, next) is drawn for left to right and mirrored in a right-to-left
 * page by direction.css (issue 21): in Arabic "back" points right. Icons that do not point (basket, close, plus, check,
 * the disclosure chevron, which points down) stay as drawn.
 */
const DIRECTIONAL_CLASS = 'icon icon--directional';

function Svg({ size = 22, directional = false, children }: IconProps & { readonly directional?: boolean; children: ReactNode }) {
  return (
    <svg
      className={directional ? DIRECTIONAL_CLASS : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

export const BasketIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 9h14l-1.4 9.1a2 2 0 0 1-2 1.9H8.4a2 2 0 0 1-2-1.9L5 9z" />
    <path d="M9 9V7a3 3 0 0 1 6 0v2" />
  </Svg>
);

export const TrashIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Svg>
);

export const BackIcon = (props: IconProps) => (
  <Svg {...props} directional>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const AlertIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3l9.5 17h-19L12 3z" />
    <path d="M12 10v4M12 17.5v.01" />
  </Svg>
);

export const OfflineIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.1-1.5M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 11 5M12 20h.01" />
  </Svg>
);

export const InfoIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Svg>
);

export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const PinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const PhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Svg>
);

export const ChevronIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Svg>
);

export const ArrowIcon = ({ direction, ...props }: IconProps & { readonly direction: 'previous' | 'next' }) => (
  <Svg {...props} directional>
    <path d={direction === 'next' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
  </Svg>
);

/**
 * browsing 3 (Allergen, ids 1 to 14): one small drawing per allergen of the EU list, in the order of the
 * platform's ids: 1 gluten, 2 crustaceans, 3 eggs, 4 fish, 5 peanuts, 6 soy, 7 milk, 8 tree nuts,
 * 9 celery, 10 mustard, 11 sesame, 12 sulphites, 13 lupin, 14 molluscs.
 */
const ALLERGEN_DRAWINGS: Readonly<Record<number, ReactNode>> = {
  1: <path d="M12 21V9M12 9c-2-1-3-3-3-5 2 0 3 2 3 5zm0 0c2-1 3-3 3-5-2 0-3 2-3 5zm0 5c-2-1-3-3-3-5 2 0 3 2 3 5zm0 0c2-1 3-3 3-5-2 0-3 2-3 5z" />,
  2: <path d="M5 14c0-4 3-7 7-7s7 3 7 7c-2 2-4 3-7 3s-5-1-7-3zM8 7L6 3M16 7l2-4M9 20h6" />,
  3: <path d="M12 3c-3.5 0-6 5-6 9a6 6 0 0 0 12 0c0-4-2.5-9-6-9z" />,
  4: <path d="M3 12c3-4 7-5 11-3l4-3v12l-4-3c-4 2-8 1-11-3zM8 11h.01" />,
  5: <path d="M9 4a4 4 0 0 0-3 6.5A4 4 0 1 0 15 14a4 4 0 1 0 3-7.5A4 4 0 0 0 9 4z" />,
  6: <path d="M5 19c2-9 7-13 14-14-1 7-5 12-14 14zM9 13h.01M12 10h.01M15 7h.01" />,
  7: <path d="M9 3h6M10 3v3l-3 4v11h10V10l-3-4V3M7 14h10" />,
  8: <path d="M12 4c4 0 7 3 7 7s-3 9-7 9-7-5-7-9 3-7 7-7zM12 4v16" />,
  9: <path d="M12 21V11M9 21l1-9M15 21l-1-9M12 11c-3 0-5-2-5-5 2 0 4 1 5 3 1-2 3-3 5-3 0 3-2 5-5 5z" />,
  10: <path d="M9 8h6l1 13H8L9 8zM10 8V5h4v3M11 3h2" />,
  11: <path d="M8 7c-1.5 0-2 2-1 3s2 0 1-3zM15 6c-1.5 0-2 2-1 3s2 0 1-3zM11 13c-1.5 0-2 2-1 3s2 0 1-3zM16 15c-1.5 0-2 2-1 3s2 0 1-3z" />,
  12: <path d="M8 3h8M9 3v5l-3 4v9h12v-9l-3-4V3M6 15h12" />,
  13: <path d="M12 21V5M12 7c-3 0-4 2-4 2s1 2 4 2m0 0c3 0 4-2 4-2s-1-2-4-2m0 6c-3 0-4 2-4 2s1 2 4 2c3 0 4-2 4-2s-1-2-4-2" />,
  14: <path d="M4 16c0-6 4-11 8-11s8 5 8 11H4zM12 5v11M8 7l2 9M16 7l-2 9" />,
};

export const AllergenIcon = ({ id, ...props }: IconProps & { readonly id: number }) => <Svg {...props}>{ALLERGEN_DRAWINGS[id] ?? <circle cx="12" cy="12" r="8" />}</Svg>;
