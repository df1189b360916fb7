// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starRow } from '@/components/home/star-rating';
import { iconPaths } from '@/components/ui/icon-paths';
import { testimonials } from '@/content/testimonials';

describe('StarRating', () => {
  it('names the rating for assistive technology', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('draws five stars whatever the rating, as many filled as the rating', () => {
    const { container } = render(<StarRating rating={3} />);
    const [filled, empty] = [...container.querySelectorAll('svg path')];
    expect(filled!.getAttribute('class')).not.toBe(empty!.getAttribute('class'));
    // Each star is one closed outline; the filled ones come first, then the empty ones.
    expect(filled!.getAttribute('d')!.match(/z/g)).toHaveLength(3);
    expect(empty!.getAttribute('d')!.match(/z/g)).toHaveLength(2);
    expect(empty!.getAttribute('d')).toMatch(/^M93 3l/);
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
  });

  it('has one path when every star, or none, is filled', () => {
    const { container } = render(<StarRating rating={5} />);
    expect(container.querySelectorAll('svg path')).toHaveLength(1);
  });

  it("repeats the icon set's star exactly, side by side", () => {
    // The corners each outline passes through, as absolute points.
    const corners = (d: string) => {
      const points: string[][] = [];
      let x = 0;
      let y = 0;
      let start = [0, 0];
      for (const [, command, args] of d.matchAll(/([MLmlZz])([^MLmlZz]*)/g)) {
        if (/z/i.test(command!)) {
          [x, y] = start as [number, number];
          continue;
        }
        const numbers = args!.match(/-?\d*\.?\d+/g)!.map(Number);
        for (let i = 0; i < numbers.length; i += 2) {
          const relative = command === 'm' || command === 'l';
          x = Math.round(((relative ? x : 0) + numbers[i]!) * 10) / 10;
          y = Math.round(((relative ? y : 0) + numbers[i + 1]!) * 10) / 10;
          if (/m/i.test(command!) && i === 0) {
            start = [x, y];
            points.push([]);
          }
          points.at(-1)!.push(`${x},${y}`);
        }
      }
      return points.map((outline) => outline.filter((p, i) => i === 0 || p !== outline[0]));
    };
    const [icon] = corners(iconPaths.star);
    const row = corners(starRow(0, 5));
    expect(row).toHaveLength(5);
    row.forEach((outline, n) =>
      expect(outline).toEqual(
        icon!.map((p) => {
          const [x, y] = p.split(',').map(Number);
          return `${Math.round((x! + n * 27) * 10) / 10},${y}`;
        }),
      ),
    );
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
