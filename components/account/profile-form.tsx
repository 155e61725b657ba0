'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { saveProfile } from '@/lib/account/actions';
import { idleProfileState, type ProfileFormState } from '@/lib/account/form-state';
import { fieldIssues, PROFILE_LIMITS, profileFromFormData, profileSchema, type Profile } from '@/lib/account/schema';
import { inputClass, primaryButton, secondaryButton } from './auth-fields';
import { reloadAccount } from './use-account';

type Errors = Record<string, string>;

function TextField({ name, label, value, onChange, error, help, ...rest }: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  help?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>) {
  const t = useTranslations('Profile');
  const id = `profile-${name.replace('.', '-')}`;
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input id={id} name={name.split('.')[0]} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...rest} />
      {help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(`errors.${error}` as 'errors.invalidUrl')}
        </p>
      ) : null}
    </div>
  );
}

/** Name, username, bio, location, website and up to five links, checked with the same schema as the server. */
export function ProfileForm({ initial }: { initial: Profile }) {
  const t = useTranslations('Profile');
  const id = useId();
  const [p, setP] = useState<Profile>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [state, action, pending] = useActionState(saveProfile, idleProfileState);
  const seen = useRef<ProfileFormState>(state);
  const set = (key: keyof Omit<Profile, 'links'>) => (v: string) => setP((old) => ({ ...old, [key]: v }));
  const setLink = (i: number, v: string) => setP((old) => ({ ...old, links: old.links.map((l, j) => (j === i ? v : l)) }));

  useEffect(() => {
    if (seen.current === state) return;
    seen.current = state;
    if (state.status === 'error') setErrors(state.fields);
    if (state.status === 'saved') void reloadAccount(); // the header shows the new name
  }, [state]);

  const submit = (fd: FormData) => {
    const parsed = profileSchema.safeParse(profileFromFormData(fd));
    if (!parsed.success) {
      setErrors(fieldIssues(parsed.error));
      return;
    }
    setErrors({});
    action(fd);
  };

  const hasErrors = Object.keys(errors).length > 0;
  const message = hasErrors ? 'invalid' : state.status === 'saved' ? 'saved' : state.status === 'error' ? state.error : null;
  const bioLength = [...p.bio.trim()].length;

  return (
    <form action={submit} noValidate className="max-w-xl space-y-5" data-testid="profile-form">
      <TextField name="name" label={t('name')} value={p.name} onChange={set('name')} error={errors.name} autoComplete="name" />
      <TextField name="username" label={t('username')} value={p.username} onChange={set('username')} error={errors.username} help={t('usernameHelp')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-bio`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('bio')}
        </label>
        <textarea
          id={`${id}-bio`}
          name="bio"
          rows={3}
          value={p.bio}
          onChange={(e) => set('bio')(e.target.value)}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`${id}-bio-count${errors.bio ? ` ${id}-bio-error` : ''}`}
          className={inputClass}
        />
        <p id={`${id}-bio-count`} className={`text-xs ${bioLength > PROFILE_LIMITS.bio ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}>
          {t('bioCount', { count: bioLength })}
        </p>
        {errors.bio ? (
          <p id={`${id}-bio-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {t(`errors.${errors.bio}` as 'errors.bioTooLong')}
          </p>
        ) : null}
      </div>
      <TextField name="location" label={t('location')} value={p.location} onChange={set('location')} error={errors.location} />
      <TextField name="website" label={t('website')} value={p.website} onChange={set('website')} error={errors.website} type="url" inputMode="url" placeholder="https://" />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('links')}</legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('linksHelp')}</p>
        {p.links.map((link, i) => (
          <div key={i} className="flex items-end gap-2">
            <div className="flex-1">
              <TextField name={`links.${i}`} label={t('link', { number: i + 1 })} value={link} onChange={(v) => setLink(i, v)} error={errors[`links.${i}`]} type="url" inputMode="url" placeholder="https://" />
            </div>
            <button type="button" className={`${secondaryButton} mb-px`} onClick={() => setP((old) => ({ ...old, links: old.links.filter((_, j) => j !== i) }))}>
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('removeLink', { number: i + 1 })}</span>
            </button>
          </div>
        ))}
        {errors.links ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{t(`errors.${errors.links}` as 'errors.tooManyLinks')}</p> : null}
        <button type="button" className={secondaryButton} disabled={p.links.length >= PROFILE_LIMITS.links} onClick={() => setP((old) => ({ ...old, links: [...old.links, ''] }))}>
          {t('addLink')}
        </button>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
        <p role="status" className={`text-sm font-medium ${message === 'saved' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`} data-testid="profile-message">
          {message && !pending ? t(message) : null}
        </p>
      </div>
    </form>
  );
}
