'use client';

import { useEffect, useRef, useState } from 'react';
import { nextIndex } from '@/lib/carousel';
import { AutoplayToggle, type AutoplayIcons } from './autoplay-toggle';
import { useAutoplay } from './use-autoplay';

type RadioRotationProps = {
  /** Names the group of choices, e.g. "Choose a core value". */
  label: string;
  /** What rotates, for the pause button's name. */
  what: string;
  delay: number;
  className?: string;
  toggleClassName?: string;
  /** The pause button's icons, from the server. */
  toggleIcons: AutoplayIcons;
  style?: React.CSSProperties;
  /** The choices: radio inputs (one checked), from the server, with whatever they show. */
  children: React.ReactNode;
};

const radiosIn = (group: HTMLElement | null) =>
  Array.from(group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);

const checkedIn = (group: HTMLElement | null) =>
  Math.max(
    0,
    radiosIn(group).findIndex((radio) => radio.checked),
  );

/**
 * A group of radio choices that moves to the next choice every `delay` ms. The choices are the
 * browser's own, so they work before any script; the scripts add the rotation and its pause
 * button, and start from the choice the visitor made. The radios stay uncontrolled: the checked
 * one is the state.
 */
export function RadioRotation({
  label,
  what,
  delay,
  className,
  toggleClassName,
  toggleIcons,
  style,
  children,
}: RadioRotationProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const [index, setIndex] = useState(0);
  const { stopped, toggle, containerProps } = useAutoplay(groupRef, {
    delay,
    position: index,
    advance: () => {
      const radios = radiosIn(groupRef.current);
      const next = nextIndex(checkedIn(groupRef.current), radios.length);
      const radio = radios[next];
      if (!radio) return;
      radio.checked = true;
      setIndex(next);
    },
  });

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const adopt = () => setIndex(checkedIn(group));
    adopt();
    group.addEventListener('change', adopt);
    return () => group.removeEventListener('change', adopt);
  }, []);

  return (
    <fieldset ref={groupRef} className={className} style={style} {...containerProps}>
      {/* Out of the flow, so it takes no place in the group's layout; it names the group. */}
      <legend className="visually-hidden">{label}</legend>
      {children}
      <AutoplayToggle
        stopped={stopped}
        icons={toggleIcons}
        onToggle={toggle}
        what={what}
        className={toggleClassName}
      />
    </fieldset>
  );
}
