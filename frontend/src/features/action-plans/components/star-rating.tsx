import { Group, Rating, Text } from '@mantine/core';

/**
 * The deliverable rating (1-5): Mantine Rating, whose stars are radio buttons announced as
 * "3 stars"; arrow keys move between them.
 */
export function StarRating({
  value,
  disabled,
  onChange,
}: {
  value: number | null;
  disabled?: boolean;
  onChange: (rating: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="deliverable-rating-label">
      <Text id="deliverable-rating-label" size="sm" fw={500} mb={4}>
        Deliverable rating
      </Text>
      <Rating
        value={value ?? 0}
        onChange={onChange}
        readOnly={disabled}
        size="lg"
        color="yellow.7"
        getSymbolLabel={(index) => `${index} ${index === 1 ? 'star' : 'stars'}`}
      />
    </div>
  );
}

/** A rating shown to those who may not change it. */
export function RatingText({ value }: { value: number | null }) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Deliverable rating
      </Text>
      {value === null ? (
        <Text size="sm" c="dimmed">
          Not rated yet.
        </Text>
      ) : (
        <Group gap={6}>
          <Rating value={value} readOnly size="sm" color="yellow.7" aria-hidden />
          <Text size="sm">Rated {value} of 5</Text>
        </Group>
      )}
    </div>
  );
}
