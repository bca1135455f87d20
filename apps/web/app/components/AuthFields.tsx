/**
 * Form pieces of the account screens: a labelled field with its hint and error (tied to the
 * input with aria-describedby), a password field with a show/hide button, and the form-level
 * error box. Strings come from the screen (lib/auth/account-page.ts).
 */
import { type InputHTMLAttributes, type ReactNode, type RefObject, useEffect, useState } from 'react';
import type { AccountT } from '../lib/auth/account-page';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The form field's name; the input's id is made from it (one form per page). */
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Rendered after the input, inside the same row (the show/hide button). */
  after?: ReactNode;
}

export function Field({ label, hint, error, inputRef, after, ...input }: FieldProps) {
  // Ids come from names, not useId: an island is its own React root, so its useId would not
  // match the server's numbering (ADR 080).
  const id = `field-${input.name}`;
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          ref={inputRef}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {after}
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function PasswordField({ t, ...props }: Omit<FieldProps, 'type' | 'after'> & { t: AccountT }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      after={
        // The short visible word is part of the full name screen readers hear (WCAG 2.5.3).
        <button
          type="button"
          className="password-toggle"
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('password.hideShort') : t('password.showShort')}
        </button>
      }
    />
  );
}

/** The form's error (the server's message): announced, and shown above the submit button. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div className="form-error" role="alert">
      {message}
    </div>
  );
}

/**
 * Keeps what a reader typed before the page's JavaScript ran (a slow phone): the first render
 * after hydration would otherwise set each controlled field back to its empty state. `adopt` gets
 * the non-empty values the fields hold when the form mounts.
 */
export function useKeepTypedValues<K extends string>(
  fields: Record<K, RefObject<HTMLInputElement | null>>,
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the server's form comes alive
  useEffect(() => {
    const typed: Partial<Record<K, string>> = {};
    for (const key of Object.keys(fields) as K[]) {
      const value = fields[key].current?.value;
      if (value) typed[key] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}

/** False during SSR and hydration; true once the page's JavaScript runs (submit buttons wait for it). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
