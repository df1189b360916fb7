// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '@/components/home/star-rating';
import { testimonials } from '@/content/testimonials';

describe('StarRating', () => {
  it('names the rating for assistive technology', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('draws five stars whatever the rating, as many filled as the rating', () => {
    const { container } = render(<StarRating rating={3} />);
    const stars = [...container.querySelectorAll('svg path')];
    expect(stars).toHaveLength(5);
    const filled = stars.map(
      (star) => star.getAttribute('class') === stars[0]!.getAttribute('class'),
    );
    expect(filled).toEqual([true, true, true, false, false]);
    // Side by side: each star drawn further right than the one before.
    expect(stars.map((star) => star.getAttribute('transform'))).toEqual([
      null,
      'translate(27)',
      'translate(54)',
      'translate(81)',
      'translate(108)',
    ]);
  });
});

describe('content: testimonials', () => {
  it('are the five of the home page carousel, named by initials only, rated 1 to 5', () => {
    expect(testimonials).toHaveLength(5);
    for (const t of testimonials) {
      expect(t.name).toMatch(/^([A-Z]\. ?)+$/);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
  });
});
