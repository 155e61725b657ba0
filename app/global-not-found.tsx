import './globals.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import en from '@/messages/en.json';
import { site } from '@/lib/site';

export const metadata: Metadata = { title: `404: ${en.NotFound.title} | ${site.name}` };

/** Paths outside every route (e.g. a mistyped file name): a plain English 404; localized paths use [locale]/not-found. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6">
        <main className="max-w-xl text-center">
          <p className="text-sm font-semibold text-cyan-800">404</p>
          <h1 className="mt-2 text-3xl font-bold">{en.NotFound.title}</h1>
          <p className="mt-4 text-slate-700">{en.NotFound.hint}</p>
          {/* next/link, not the locale-aware one: this page lives outside [locale] and its messages provider. */}
          <Link href="/" className="mt-8 inline-block rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white">
            {en.Common.backHome}
          </Link>
        </main>
      </body>
    </html>
  );
}
