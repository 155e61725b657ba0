import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { cachedCardPng, cardResponse, type DrawnCard } from '@/lib/public/card-cache';
import { CARD_FONT_FAMILY, keepCovered, loadCardFonts } from '@/lib/public/card-font';
import { cardText } from '@/lib/public/card-text';
import { isSlug, isUsername } from '@/lib/public/page-text';
import { isMissing } from '@/lib/public/photo-route';
import { createPublicClient, readPublicTank, readShareVersion } from '@/lib/public/read';
import { site } from '@/lib/site';

export const CARD_SIZE = { width: 1200, height: 630 };
type Params = Promise<{ locale: string; username: string; tank: string }>;

const PHOTO_ID = /\/api\/public\/photo\/([0-9a-f-]{36})$/;
/** Largest cover picture the card embeds. */
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

/**
 * The cover photo as a data URL, from Storage's public copy (`log-photos/public/<id>.jpg`, readable while the photo
 * is public: docs/public-pages.md "Photos and avatars"), or null: no cover, a WebP copy (the card's renderer draws
 * JPEG and PNG only), or any failure. A card without its photo is still a card; `failed` says a failure left it out,
 * so that card is served but not kept (lib/public/card-cache.ts).
 */
async function cover(
  db: NonNullable<ReturnType<typeof createPublicClient>>,
  photoUrl: string | null,
): Promise<{ url: string | null; failed: boolean }> {
  const id = photoUrl ? PHOTO_ID.exec(photoUrl)?.[1] : undefined;
  if (!id) return { url: null, failed: false };
  try {
    const { data, error } = await db.storage.from('log-photos').download(`public/${id}.jpg`);
    // "not found" (a WebP copy, a photo made private) is a lasting answer, not a failure
    if (error) return { url: null, failed: !isMissing(error) };
    if (!data || data.size > MAX_PHOTO_BYTES) return { url: null, failed: false };
    return { url: `data:image/jpeg;base64,${Buffer.from(await data.arrayBuffer()).toString('base64')}`, failed: false };
  } catch {
    return { url: null, failed: true };
  }
}

/**
 * The social card of a public tank page (opengraph-image.tsx and twitter-image.tsx): 1200×630 PNG with the tank's
 * name, volume and keeper, its latest readings in the page's language, the site's name and the cover photo when there
 * is one. 404 when the page is not public, read through the anonymous key like the page on every request; the drawing
 * is kept per version of the share and drawn again only after a change (lib/public/card-cache.ts).
 */
export async function renderTankCard(params: Params): Promise<Response> {
  const { locale, username, tank: slug } = await params;
  const db = createPublicClient();
  if (!db || !hasLocale(routing.locales, locale) || !isUsername(username) || !isSlug(slug)) return cardResponse(null);
  const version = await readShareVersion(db, username, slug);
  if (!version) return cardResponse(null);
  return cardResponse(await cachedCardPng({ locale, username, slug, version }, () => drawTankCard(db, locale, username, slug)));
}

async function drawTankCard(
  db: NonNullable<ReturnType<typeof createPublicClient>>,
  locale: AppLocale,
  username: string,
  slug: string,
): Promise<DrawnCard | null> {
  const tank = await readPublicTank(db, username, slug);
  if (!tank) return null;
  const [t, fonts, photoRead] = await Promise.all([getTranslations({ locale }), loadCardFonts(), cover(db, tank.photoUrl)]);
  const photo = photoRead.url;
  const text = cardText(tank, site.name, locale, t);
  const draw = (s: string) => keepCovered(s, fonts.covered);
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: 'linear-gradient(135deg, #083344 0%, #155e75 100%)',
        color: '#ffffff',
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, next/image is for pages
        <img src={photo} alt="" width={420} height={630} style={{ objectFit: 'cover', width: 420, height: 630 }} />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '56px 64px', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: photo ? 56 : 68, lineHeight: 1.15, display: 'flex' }}>{draw(text.title)}</div>
          <div style={{ fontSize: 32, marginTop: 16, color: '#cffafe', display: 'flex' }}>{draw(text.subtitle)}</div>
        </div>
        {text.heading ? (
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 28, color: '#a5f3fc', display: 'flex' }}>{draw(text.heading)}</div>
            <div style={{ display: 'flex', flexWrap: 'wrap', marginTop: 12 }}>
              {text.readings.map((r) => (
                <div
                  key={r}
                  style={{
                    display: 'flex',
                    fontSize: 36,
                    padding: '8px 20px',
                    marginRight: 16,
                    marginTop: 12,
                    borderRadius: 16,
                    background: 'rgba(255,255,255,0.14)',
                  }}
                >
                  {draw(r)}
                </div>
              ))}
            </div>
          </div>
        ) : null}
        <div style={{ fontSize: 30, color: '#e0f2fe', display: 'flex' }}>{draw(text.siteName)}</div>
      </div>
    </div>,
    { ...CARD_SIZE, fonts: fonts.fonts },
  );
  return { png: new Uint8Array(await image.arrayBuffer()), complete: !photoRead.failed };
}
