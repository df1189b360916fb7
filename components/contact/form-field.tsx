import styles from './contact-form.module.css';

/** The attributes that tie a control to its label and its error text. */
export type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  /** The server's messages for this field, shown under it. */
  errors?: readonly string[];
  children: (control: ControlProps) => React.ReactNode;
};

/** A labelled control with the server's error text wired up for assistive technology. */
export function FormField({ id, label, errors, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorId : undefined,
      })}
      {invalid ? (
        <p id={errorId} className={styles.fieldError}>
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
