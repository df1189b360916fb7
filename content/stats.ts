import type { IconName } from '@/components/ui/icon-paths';

export type Stat = { label: string; value: number; suffix: '+' | ''; icon: IconName };

export const homeStats = [
  { label: 'Projects delivered', value: 7, suffix: '+', icon: 'briefcase' },
  { label: 'Team members', value: 12, suffix: '+', icon: 'users' },
  { label: 'Happy clients', value: 10, suffix: '+', icon: 'handshake' },
  { label: 'Awards', value: 3, suffix: '+', icon: 'award' },
] as const satisfies readonly Stat[];

export const skillStats = [
  { label: 'Years of experience', value: 2, suffix: '+', icon: 'calendar' },
  { label: 'Projects delivered', value: 7, suffix: '+', icon: 'briefcase' },
  { label: 'Happy clients', value: 10, suffix: '+', icon: 'handshake' },
  { label: 'Awards', value: 3, suffix: '', icon: 'award' },
] as const satisfies readonly Stat[];
