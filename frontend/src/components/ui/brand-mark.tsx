/** The product's leaf mark; decorative, the product name always sits beside it as text. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 21c0-7 5-12 14-12 0 9-5 14-12 14-1 0-2 0-2-2z" fill="#fff" />
      <path
        d="M9 23c3-5 6-8 10-10"
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
