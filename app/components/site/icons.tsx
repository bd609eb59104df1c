import type { ReactNode } from "react";

/** Small line icons; decorative (the text beside them says what they mean), so hidden from assistive tech. */
function Icon({ size = 20, className, children }: { size?: number; className?: string; children: ReactNode }) {
  return (
    <svg
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
      className={className}
    >
      {children}
    </svg>
  );
}

export const ChevronDownIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ArrowUpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
export const ArrowRightIcon = () => (
  <Icon size={16}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon size={16}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon size={18}>
    <path d="m5 12 5 5 9-10" />
  </Icon>
);
export const MinusIcon = () => (
  <Icon size={18}>
    <path d="M6 12h12" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon size={28}>
    <path d="M8 5.5v13l11-6.5z" fill="currentColor" stroke="none" />
  </Icon>
);

export function ChatIcon() {
  return (
    <Icon>
      <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.5A8.4 8.4 0 1 1 21 11.5z" />
    </Icon>
  );
}
