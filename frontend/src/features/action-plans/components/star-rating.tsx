import { useId } from 'react';

interface StarRatingProps {
  value: number | null;
  disabled?: boolean;
  onChange: (rating: number) => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The deliverable rating (1-5) as a radio group: arrow keys move between stars, each star is
 * announced as "3 stars", and the chosen one is checked.
 */
export function StarRating({ value, disabled, onChange }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="field__label">Deliverable rating</legend>
      <div className="star-rating__stars">
        {STARS.map((star) => (
          <label key={star} className={value !== null && star <= value ? 'star star--on' : 'star'}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A rating shown to those who may not change it. */
export function RatingText({ value }: { value: number | null }) {
  if (value === null) return <p className="ap-muted">Not rated yet.</p>;
  return (
    <p className="star-rating__readout">
      <span aria-hidden="true">{'★'.repeat(value) + '☆'.repeat(5 - value)}</span>
      <span className="visually-hidden">Rated </span> {value} of 5
    </p>
  );
}
