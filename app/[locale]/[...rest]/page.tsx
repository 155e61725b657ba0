import { notFound } from 'next/navigation';

/** Any unknown path under a locale answers 404 with the localized not-found screen. */
export default function CatchAll() {
  notFound();
}
