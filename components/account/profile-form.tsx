'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId, useState, type ChangeEvent } from 'react';
import { saveProfile } from '@/lib/account/actions';
import { revalidatePublicPages } from '@/lib/public/revalidate-client';
import { idleProfileState, type ProfileFormState } from '@/lib/account/form-state';
import { fieldIssues, PROFILE_LIMITS, profileFromFormData, profileSchema, type Profile } from '@/lib/account/profile-schema';
import { Button } from '@/components/ui/button';
import { errorClass, Field, hintClass } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { TextArea } from '@/components/ui/inputs';
import { reloadAccount } from './use-account';

type Errors = Record<string, string>;

/** Name, username, bio, location, website and up to five links, checked with the same schema as the server. */
export function ProfileForm({ initial }: { initial: Profile }) {
  const t = useTranslations('Account.profile');
  const id = useId();
  const [p, setP] = useState<Profile>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [state, action, pending] = useActionState(async (prev: ProfileFormState, fd: FormData) => {
    const next = await saveProfile(prev, fd);
    if (next.status === 'error') setErrors(next.fields);
    if (next.status === 'saved') void reloadAccount(); // the header shows the new name
    if (next.status === 'saved') void revalidatePublicPages(); // the cached public profile shows it on its next visit
    return next;
  }, idleProfileState);
  const set = (key: keyof Omit<Profile, 'links'>) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setP((old) => ({ ...old, [key]: e.target.value }));
  /** the props of a text field: its id (`profile-links-0` for `links.0`), its value and its error's text */
  const field = (name: string, value: string) => ({
    id: `profile-${name.replace('.', '-')}`,
    name: name.split('.')[0],
    value,
    error: errors[name] ? t(`errors.${errors[name]}` as 'errors.invalidUrl') : null,
  });
  const setLink = (i: number, v: string) => setP((old) => ({ ...old, links: old.links.map((l, j) => (j === i ? v : l)) }));

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
      <InputField {...field('name', p.name)} label={t('name')} onChange={set('name')} autoComplete="name" />
      <InputField
        {...field('username', p.username)}
        label={t('username')}
        onChange={set('username')}
        hint={t('usernameHelp')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field id={`${id}-bio`} label={t('bio')} error={errors.bio ? t(`errors.${errors.bio}` as 'errors.bioTooLong') : null}>
        {(control) => (
          <>
            <TextArea
              {...control}
              aria-describedby={[`${id}-bio-count`, control['aria-describedby']].filter(Boolean).join(' ')}
              name="bio"
              rows={3}
              value={p.bio}
              onChange={set('bio')}
            />
            <p id={`${id}-bio-count`} className={bioLength > PROFILE_LIMITS.bio ? 'text-xs text-red-700 dark:text-red-300' : hintClass}>
              {t('bioCount', { count: bioLength })}
            </p>
          </>
        )}
      </Field>
      <InputField {...field('location', p.location)} label={t('location')} onChange={set('location')} />
      <InputField
        {...field('website', p.website)}
        label={t('website')}
        onChange={set('website')}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('links')}</legend>
        <p className={hintClass}>{t('linksHelp')}</p>
        {p.links.map((link, i) => (
          <div key={i} className="flex items-end gap-2">
            <div className="flex-1">
              <InputField
                {...field(`links.${i}`, link)}
                label={t('link', { number: i + 1 })}
                onChange={(e) => setLink(i, e.target.value)}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            </div>
            <Button
              variant="secondary"
              className="mb-px"
              onClick={() => setP((old) => ({ ...old, links: old.links.filter((_, j) => j !== i) }))}
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('removeLink', { number: i + 1 })}</span>
            </Button>
          </div>
        ))}
        {errors.links ? <p className={errorClass}>{t(`errors.${errors.links}` as 'errors.tooManyLinks')}</p> : null}
        <Button
          variant="secondary"
          disabled={p.links.length >= PROFILE_LIMITS.links}
          onClick={() => setP((old) => ({ ...old, links: [...old.links, ''] }))}
        >
          {t('addLink')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
        <p
          role="status"
          className={`text-sm font-medium ${message === 'saved' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
          data-testid="profile-message"
        >
          {message && !pending ? t(message) : null}
        </p>
      </div>
    </form>
  );
}
