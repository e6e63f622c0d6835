interface GoodPhotoPictureProps {
  /** What the picture shows, for those who cannot see it. */
  alt: string;
  caption: string;
}

/** A drawing of a photo the measurer reads well: seen from straight above, heel at the wall, the whole sheet and some floor in view. */
export function GoodPhotoPicture({ alt, caption }: GoodPhotoPictureProps) {
  return (
    <figure className="mx-auto w-full max-w-56 shrink-0">
      <svg viewBox="0 0 240 320" role="img" aria-label={alt} className="block h-auto w-full rounded-2xl ring-1 ring-surface-line">
        <rect width="240" height="320" fill="#4b5563" />
        <rect width="240" height="44" fill="#cbd5e1" />
        <rect y="34" width="240" height="10" fill="#94a3b8" />
        <rect x="46" y="44" width="148" height="209" fill="#ffffff" />
        <path
          d="M118 46 C 98 46 93 74 95 104 C 97 134 86 160 88 190 C 90 214 104 226 120 226 C 138 226 150 212 150 190 C 150 162 140 138 140 104 C 140 74 138 46 118 46 Z"
          fill="#d9a384"
          stroke="#a16a4f"
          strokeWidth="1.5"
        />
        {[
          [100, 226, 7],
          [113, 232, 6],
          [125, 233, 5.5],
          [136, 230, 5],
          [145, 224, 4.5],
        ].map(([cx, cy, r]) => (
          <circle key={cx} cx={cx} cy={cy} r={r} fill="#d9a384" stroke="#a16a4f" strokeWidth="1.2" data-part="toe" />
        ))}
        {/*
          Seen from in front of the toes, the person faces the camera: their right foot is on the picture's left. The foot
          on the sheet is the left one, its big toe on the inner side, towards the other foot.
        */}
        <path
          d="M28 150 C 40 150 42 178 40 210 C 38 240 28 262 14 262 C 0 262 0 240 0 220 L 0 160 C 8 152 18 150 28 150 Z"
          fill="#6b7280"
          data-part="other-foot"
        />
        {[
          [46, 44],
          [194, 44],
          [194, 253],
          [46, 253],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6" fill="none" stroke="#16a34a" strokeWidth="3" />
        ))}
        <rect x="8" y="8" width="224" height="304" rx="12" fill="none" stroke="#facc15" strokeWidth="2" strokeDasharray="10 6" />
      </svg>
      <figcaption className="mt-2 text-center text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
