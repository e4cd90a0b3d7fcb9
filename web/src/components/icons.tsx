import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const icon = (paths: ReactNode) =>
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };

export const ChatIcon = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);
export const EnsembleIcon = icon(
  <>
    <circle cx="9" cy="8" r="3" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c3 0 6 1.7 6 5" />
  </>,
);
export const LibraryIcon = icon(<path d="M4 4h4v16H4zM10 4h4v16h-4zM16.5 4.5l3.7-1 3.3 15.5-3.7 1z" />);
export const ProgramIcon = icon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />);
export const BlogIcon = icon(<path d="M4 4h16v16H4zM8 8h8M8 12h8M8 16h5" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
/** A page with lines: program notes. */
export const NotesIcon = icon(<path d="M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h4" />);
export const CollapseIcon = icon(<path d="M15 6l-6 6 6 6" />);
export const ExpandIcon = icon(<path d="M9 6l6 6-6 6" />);
export const RefreshIcon = icon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);
export const GripIcon = icon(<path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" strokeWidth="3" />);
/** A rule met. */
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16.5 9.5" />
  </>,
);
/** A rule not met. */
export const CrossCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
/** A link that opens in a new tab. */
export const ExternalLinkIcon = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const MoreIcon = icon(
  <g fill="currentColor" stroke="none">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </g>,
);
