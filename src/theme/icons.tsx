/** A cross, for 'Close' buttons. */
export function CloseIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}
