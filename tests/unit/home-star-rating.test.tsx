// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { StarRating } from '@/components/home/star-rating';
import { testimonials } from '@/content/testimonials';

describe('StarRating', () => {
  it('names the rating for assistive technology', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('fills as many of the five stars as the rating, drawn by CSS', () => {
    render(<StarRating rating={3} />);
    const stars = screen.getByRole('img', { name: 'Rated 3 out of 5' });
    expect(stars.style.getPropertyValue('--stars')).toBe('3');
    expect(stars).toBeEmptyDOMElement();
  });

  it('masks the row with a five-pointed star every 27 units (a 24-unit star and a 3-unit gap)', () => {
    const css = readFileSync('components/home/testimonials.module.css', 'utf8');
    const path = /viewBox='0 0 27 24'%3E%3Cpath d='([^']+)'/.exec(css)?.[1] ?? '';
    // From the top point, ten corners (five points, five notches) and back: a closed outline.
    expect(path).toMatch(/^M12 3l.*z$/);
    expect(path.slice(5, -1).match(/-?\d*\.?\d+/g)).toHaveLength(18);
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
