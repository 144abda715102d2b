/** A rating as five stars, read out as "5段階中4.2". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span className={['stars', className].filter(Boolean).join(' ')} role="img" aria-label={`5段階中${Number.isInteger(rating) ? rating : rating.toFixed(1)}`}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span className="stars__off" aria-hidden="true">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}
