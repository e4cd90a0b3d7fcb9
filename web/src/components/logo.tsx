import type { SVGProps } from 'react';

/** The Podium mark: a conductor's baton over a podium step, in a rounded square. */
export function LogoMark({ size = 32, ...props }: { size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-hidden="true" {...props}>
      <rect width="64" height="64" rx="14" fill="#2c3e7b" />
      <path d="M16 48h32v6H16z" fill="#f6c453" />
      <path d="M22 40h20v8H22z" fill="#f6c453" opacity=".8" />
      <path d="M24 34 46 12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="22" cy="36" r="5" fill="#fff" />
    </svg>
  );
}
