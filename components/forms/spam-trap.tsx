import styles from './spam-trap.module.css';

/** A field people never see and assistive technology skips; bots that fill it are ignored. */
export function SpamTrap({ id }: { id: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
