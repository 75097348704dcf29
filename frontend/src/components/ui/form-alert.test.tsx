import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/test/render';
import { errorMessage, FormAlert } from './form-alert';

describe('FormAlert', () => {
  it("shows the server's message as an alert, announced at once", () => {
    renderWithApp(<FormAlert error={new ApiError(422, 'X.INVALID', 'The email is taken')} />);
    expect(screen.getByRole('alert').textContent).toBe('The email is taken');
  });

  it('shows a success as a status, and nothing when there is neither', () => {
    const { rerender } = renderWithApp(<FormAlert success="Saved" />);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    rerender(<FormAlert />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never shows what a failure that is not an answer of the server said', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new ApiError(429, 'RATE_LIMITED', ''))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
