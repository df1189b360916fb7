/**
 * SAMPLE testimonials: illustrative feedback, not quotes from real clients. Replace them with
 * real, consented testimonials (initials and role only) before launch.
 */
export type Testimonial = {
  /** Initials only, never a full name. */
  name: string;
  role: string;
  feedback: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
};

export const testimonials = [
  {
    name: 'W. K.',
    role: 'Operations Director, logistics company, Nairobi',
    feedback:
      'Our dispatch team used to reconcile M-Pesa payments by hand every evening. The automated reconciliation now closes the day in minutes, and the weekly demos kept us in control throughout.',
    rating: 5,
  },
  {
    name: 'A. O.',
    role: 'Founder, agritech startup, Nakuru',
    feedback:
      'They built our offline-first field app in three months. Agents capture farm visits with no signal and everything syncs when they reach town. Exactly what rural Kenya needs.',
    rating: 5,
  },
  {
    name: 'F. M.',
    role: 'Head of IT, microfinance institution',
    feedback:
      'A careful, security-minded team. The Data Protection Act review was thorough and practical, and the fixes were delivered on schedule with clear documentation.',
    rating: 4,
  },
  {
    name: 'J. N.',
    role: 'Creative Director, digital agency, Westlands',
    feedback:
      'We now hand our complex web builds to them. They respect our designs, meet agency deadlines and explain technical trade-offs in plain language our clients understand.',
    rating: 5,
  },
  {
    name: 'S. A.',
    role: 'General Manager, boutique hotel group, Mombasa',
    feedback:
      'The booking and payments integration lifted our direct bookings noticeably. Support answers quickly, even on weekends during high season.',
    rating: 4,
  },
] as const satisfies readonly Testimonial[];
