import './celebration.css';

const STARS = [
  { top: '2%', left: '78%', delay: '0s', size: 'text-4xl' },
  { top: '12%', left: '95%', delay: '0.5s', size: 'text-3xl' },
  { top: '0%', left: '55%', delay: '1s', size: 'text-5xl' },
  { top: '20%', left: '88%', delay: '1.5s', size: 'text-3xl' },
  { top: '6%', left: '68%', delay: '1.9s', size: 'text-4xl' },
];

/** The perfect-score celebration: stars shooting across the results. Decorative only. */
export function ShootingStars() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden" data-testid="shooting-stars">
      {STARS.map((star) => (
        <span key={`${star.top}-${star.left}`} className={`shooting-star ${star.size}`} style={{ top: star.top, left: star.left, animationDelay: star.delay }}>
          ⭐
        </span>
      ))}
    </div>
  );
}
