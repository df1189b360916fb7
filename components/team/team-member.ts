'use client';
import { createContext, useContext } from 'react';

/** The signed-in member, for the sections that need to know (the link builder's ref). */
export interface TeamMember {
  email: string;
  /** Their address's local part: the `ref` their shared links carry unless they change it. */
  ref: string;
}

export const TeamMemberContext = createContext<TeamMember | null>(null);

export function useTeamMember(): TeamMember {
  const member = useContext(TeamMemberContext);
  if (!member) throw new Error('useTeamMember is only used inside TeamShell.');
  return member;
}
