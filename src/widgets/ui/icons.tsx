// Inline stroke icons (no icon font, no network). Decorative: the control carrying them holds the accessible name.
import type { SVGProps } from 'react';

// Kept out of the map so a widget that needs only a dismiss cross (Orders' detail sheet) does not carry every path.
const CLOSE = 'M6 6l12 12M18 6L6 18';

const PATHS = {
  quotes: 'M4 19V9m6 10V5m6 14v-7m4 7H3',
  trade: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  orders: 'M7 4h10a2 2 0 0 1 2 2v14l-3-2-2 2-2-2-2 2-2-2-3 2V6a2 2 0 0 1 2-2zm2 5h6m-6 4h6',
  ranking: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4',
  documentary: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0m1-10a3 3 0 1 0 0-6m2 16h3a6 6 0 0 0-4-5.6',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  chevron: 'M9 6l6 6-6 6',
  back: 'M15 6l-6 6 6 6',
  check: 'M5 12l5 5 9-10',
  lock: 'M6 11h12v10H6zm2 0V7a4 4 0 0 1 8 0v4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  close: CLOSE,
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0',
} as const;

export type IconName = keyof typeof PATHS;

type SvgProps = { size?: number } & SVGProps<SVGSVGElement>;

export function Icon({ name, ...rest }: { name: IconName } & SvgProps) {
  return <PathIcon d={PATHS[name]} {...rest} />;
}

/** The close cross alone (see CLOSE). */
export function CloseIcon(props: SvgProps) {
  return <PathIcon d={CLOSE} {...props} />;
}

/** An icon drawn from a path of its own, for a widget whose only icon should not join every page's set. */
export function PathIcon({ d, size = 22, ...rest }: { d: string } & SvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
