import type { Db } from '../../db/client.js';
import { packages } from '../../db/schema.js';

/**
 * The annual ad-free package and the trial (spec §1), once; admins edit them afterwards. The
 * annual package has no price: the leading patro injects its price at run time and no public
 * source states it (commerce-and-pages §1.1), so it is not on sale until an admin sets one at
 * /admin/payments (ADR 181). The seed never overwrites an edited package.
 */
export async function seedPackages(db: Db): Promise<void> {
  await db
    .insert(packages)
    .values([
      {
        slug: 'annual-ad-free',
        kind: 'annual',
        productKind: 'ad-free',
        periodDays: 365,
        pricePaisa: null,
        colour: '#c62828',
        nameNp: 'वार्षिक विज्ञापनरहित',
        nameEn: 'Annual ad-free',
        descriptionNp:
          'एक वर्षसम्म विज्ञापनबिनाको पात्रो, प्रिमियम ब्यानर स्थानसहित। चलिरहेको सदस्यतामा किन्दा अर्को एक वर्ष थपिन्छ।',
        descriptionEn:
          'One year of Patro without ads, with the premium banner slots. Buying again while active adds another year.',
        sortOrder: 0,
      },
      {
        slug: 'trial',
        kind: 'trial',
        productKind: 'ad-free',
        periodDays: 7,
        pricePaisa: 0,
        colour: '#2e7d32',
        nameNp: 'निःशुल्क परीक्षण',
        nameEn: 'Free trial',
        descriptionNp: 'प्रत्येक खातालाई एक पटक ७ दिन विज्ञापनरहित, भुक्तानी विवरण नचाहिने।',
        descriptionEn: 'Seven ad-free days once per account, no payment details asked.',
        sortOrder: 1,
      },
    ])
    .onConflictDoNothing({ target: packages.slug });
}
