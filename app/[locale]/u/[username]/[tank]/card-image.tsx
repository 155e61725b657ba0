import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { CARD_FONT_FAMILY, keepCovered, loadCardFonts } from '@/lib/public/card-font';
import { cardText } from '@/lib/public/card-text';
import { isSlug, isUsername } from '@/lib/public/page-text';
import { createPublicClient, readPublicTank } from '@/lib/public/read';
import { site } from '@/lib/site';

export const CARD_SIZE = { width: 1200, height: 630 };
type Params = Promise<{ locale: string; username: string; tank: string }>;

const PHOTO_ID = /\/api\/public\/photo\/([0-9a-f-]{36})$/;
/** Largest cover picture the card embeds. */
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

/**
 * The cover photo as a data URL, from Storage's public copy (`log-photos/public/<id>.jpg`, readable while the photo
 * is public: docs/public-pages.md "Photos and avatars"), or null: no cover, a WebP copy (the card's renderer draws
 * JPEG and PNG only), or any failure. A card without its photo is still a card.
 */
async function coverDataUrl(db: NonNullable<ReturnType<typeof createPublicClient>>, photoUrl: string | null): Promise<string | null> {
  const id = photoUrl ? PHOTO_ID.exec(photoUrl)?.[1] : undefined;
  if (!id) return null;
  try {
    const { data, error } = await db.storage.from('log-photos').download(`public/${id}.jpg`);
    if (error || !data || data.size > MAX_PHOTO_BYTES) return null;
    return `data:image/jpeg;base64,${Buffer.from(await data.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The social card of a public tank page (opengraph-image.tsx and twitter-image.tsx): 1200×630 PNG with the tank's
 * name, volume and keeper, its latest readings in the page's language, the site's name and the cover photo when there
 * is one. 404 when the page is not public, read through the anonymous key like the page.
 */
export async function renderTankCard(params: Params): Promise<Response> {
  const { locale, username, tank: slug } = await params;
  const db = createPublicClient();
  if (!db || !hasLocale(routing.locales, locale) || !isUsername(username) || !isSlug(slug)) return notFound();
  const tank = await readPublicTank(db, username, slug);
  if (!tank) return notFound();
  const [t, fonts, photo] = await Promise.all([getTranslations({ locale }), loadCardFonts(), coverDataUrl(db, tank.photoUrl)]);
  const text = cardText(tank, site.name, locale, t);
  const draw = (s: string) => keepCovered(s, fonts.covered);
  return new ImageResponse(
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
}

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
