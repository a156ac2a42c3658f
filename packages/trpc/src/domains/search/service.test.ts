import { aiLearnings, type DbHandle, knowledgeTopics, rowsOf, sql } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCorrection } from '../learnings/service.ts';
import { foldText, lexicon } from './lexicon.ts';
import {
  anyOf,
  closest,
  conceptsOfQuestion,
  mayMisspell,
  namedEntities,
  normalise,
  searchShip,
  splitGlued,
  withoutDoubledEnd,
} from './service.ts';
import { nameSkeleton, nameSkeletonSql } from './transliteration.ts';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDemoShip(handle.db);
}, 60_000);
afterAll(() => handle.close());

const top = async (question: string) => (await searchShip(handle.db, question)).hits[0];

describe('the ship search', () => {
  it('matches a term only outside the longer phrase where it means another thing', () => {
    expect(anyOf(['shoes', 'trainers', 'sports shoes'])).toBe(
      'shoes or trainers -"personal trainers" or "sports shoes"',
    );
  });

  it.each([
    ['is ther a docter onbord', 'Is there a doctor on board?'],
    ['wifi pasword?', 'How do I connect to the ship’s Wi-Fi?'],
    ['Where can I smoke?', 'Where can I smoke?'],
    ['is there any alcohol on this ship?', 'Is alcohol served on board?'],
    ['do you serve wine or beer', 'Is alcohol served on board?'],
    ['is it ok to drink water from the tap?', 'Is the tap water safe to drink?'],
    ['any place for shisha?', 'Where can I smoke?'],
    ['I think I left my sunglasses somewhere, who do I ask', 'I lost something on board. What should I do?'],
    ['how do I get my phone online?', 'How do I connect to the ship’s Wi-Fi?'],
    ['where can I see what time maghrib is today?', 'How do I find the daily prayer times?'],
    ['we picked up some wine in town, can we carry it back onto the ship?', 'Is alcohol served on board?'],
    ['can I walk around the ship in my swimsuit?', 'What is the dress code on board?'],
    ['هل يوجد طبيب على متن السفينة؟', 'Is there a doctor on board?'],
    ['أين يمكنني التدخين؟', 'Where can I smoke?'],
    ['هل يُقدَّم الكحول على متن السفينة', 'Is alcohol served on board?'],
  ])('answers %j with the FAQ %j', async (question, expected) => {
    const hit = await top(question);
    expect(hit?.kind).toBe('knowledge');
    expect(hit?.title).toBe(expected);
    expect(hit?.coverage).toBeGreaterThanOrEqual(0.5);
  });

  it('mends misspellings but never a common English word into another one', async () => {
    expect((await searchShip(handle.db, 'is ther a docter onbord')).normalised).toContain('doctor');
    const shirt = await searchShip(handle.db, 'how much does it cost to have a shirt washed?');
    expect(shirt.normalised).toContain('shirt');
    expect(shirt.normalised).not.toContain('ship');
    expect((await searchShip(handle.db, 'how fast does the ship go?')).normalised).toContain('fast');
  });

  it('mends an Arabic letter typed twice behind the attached article, and puts the article back', async () => {
    const massage = await searchShip(handle.db, 'كم سعر المساجج');
    expect(massage.normalised).toContain('المساج');
    expect(massage.normalised).not.toContain('المساجج');
    expect(massage.hits[0]?.kind).toBe('spa');
  });

  it('finds a place by what it serves and where it is, a named neighbour only placing it', async () => {
    const juice = await top('بار العصاير اللي جنب البسين بيقفل إمتى؟');
    expect(juice?.title).toBe('Juice & Mocktail Bar');
    const diner = await searchShip(handle.db, 'the milkshake place by the water park, till when is it open?');
    expect(diner.hits[0]?.title).toBe('Space Diner');
    expect(diner.hits.some((hit) => hit.title === 'Water Park' && hit.named)).toBe(false);
    const park = await searchShip(handle.db, 'what time does the water park open?');
    expect(park.hits.find((hit) => hit.title === 'Water Park')?.named).toBe(true);
  });

  it("ranks a record whose title has the guest's own word above one with only a synonym", async () => {
    const theatre = await top('where is the theatre?');
    expect(theatre?.title).toBe('Marsa Theatre');
    const hammam = (await searchShip(handle.db, 'how much is the hamam')).hits.find(
      (hit) => hit.kind === 'spa',
    );
    expect(hammam?.title).toBe('Traditional Hammam Ritual');
  });

  it.each([
    // Gulf and Egyptian colloquial forms, and words a guest attaches letters to.
    ['بأي عملة أدفع على السفينة؟', 'What currency is used on board?'],
    ['كيف أتصل بالواي فاي؟', 'How do I connect to the ship’s Wi-Fi?'],
    ['كيف أدخل على النت من جوالي في السفينة؟', 'How do I connect to the ship’s Wi-Fi?'],
    ['هل يشتغل جوالي في البحر؟', 'Can I use my mobile phone at sea?'],
    ['إذا ألغيت موعد السبا متأخر هل أدفع؟', 'How do I book or cancel a spa appointment?'],
    ['ولدي عمره 15 سنة، ايش يسوي في السفينة؟', 'What is there for teenagers?'],
    ['هل في أحد يراقب الأطفال في المسبح؟', 'Are there lifeguards at the pools?'],
    ['ابي اعرف ساعات السبا', 'What are the spa opening hours?'],
    ['أين يقع المصلى؟', 'Is there a prayer room on board?'],
    ['ضاعت بطاقة الغرفة، ماذا أفعل؟', 'I lost something on board. What should I do?'],
    ['فيه مكان أصلي فيه؟', 'Is there a prayer room on board?'],
    ['هل الموية في الغرفة مجانية؟', 'Is the tap water safe to drink?'],
  ])('answers the Arabic %j with the FAQ %j', async (question, expected) => {
    const hit = await top(question);
    expect(hit?.kind).toBe('knowledge');
    expect(hit?.title).toBe(expected);
    expect(hit?.coverage).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps Arabic words apart that a stemmer or a spelling repair would merge', async () => {
    // 'عمله' (currency) is not 'العمل' (work, of opening hours); 'المسموح' (allowed) is not 'المسبح' (the pool).
    const currency = await conceptsOfQuestion(handle.db, 'بأي عملة أدفع');
    expect(currency.normalised).toBe('باي عمله ادفع');
    const allowed = await conceptsOfQuestion(handle.db, 'كم عمر الأطفال المسموح');
    expect(allowed.normalised).toContain('المسموح');
    // A letter left out is still mended.
    expect((await conceptsOfQuestion(handle.db, 'ضاعت بطاقتي')).normalised).toContain('ضاع');
  });

  it('leaves a weak word of the lexicon as it is, and reads a plural verb as its singular', async () => {
    // 'جوزي' (my husband, a weak word) is not a slip for 'جوازي' (my passport).
    const husband = await conceptsOfQuestion(handle.db, 'جوزي قاعد على كرسي بعجل');
    expect(husband.normalised).toContain('جوزي');
    expect(husband.normalised).not.toContain('جوازي');
    // 'يزوروني' (they visit me) is 'يزورني' with the plural's waw, not another word.
    expect(mayMisspell('يزوروني', 'يزورني')).toBe(true);
    expect(mayMisspell('تخدمونا', 'تخدمنا')).toBe(true);
    // A root letter more inside a word still makes another word.
    expect(mayMisspell('الادوار', 'الدوار')).toBe(false);
    expect(mayMisspell('المهياه', 'المياه')).toBe(false);
  });

  it('finds an offer by its name, and a place by a misspelt name', async () => {
    const pass = await top('How much is the Family Fun Pass?');
    expect(pass).toMatchObject({ kind: 'promotion', title: 'Family Fun Pass', named: true });
    const layalina = await top('what time does layalena close');
    expect(layalina).toMatchObject({ title: 'Layalina', named: true });
    expect(layalina?.kind).toBe('restaurant');
  });

  it('finds nothing for a question of stop words only', async () => {
    expect((await searchShip(handle.db, 'what is it?')).hits).toEqual([]);
    expect((await searchShip(handle.db, '?!')).hits).toEqual([]);
  });

  it('finds nothing it could answer with for what the ship does not have', async () => {
    const hits = (await searchShip(handle.db, 'is there a casino?')).hits;
    expect(hits.filter((hit) => hit.coverage >= 0.5)).toEqual([]);
  });

  it('finds English-only knowledge from an Arabic question, and Arabic-only from an English one', async () => {
    await handle.db.insert(knowledgeTopics).values([
      {
        topic: 'Pool towels',
        question: 'Where do I get pool towels?',
        answer: 'Pool towels are at the Towel Hut on Deck 16, 07:00–20:00. Return them there before 20:00.',
        category: 'services',
        lang: 'en',
      },
      {
        topic: 'الخياطة',
        question: 'هل توجد خدمة خياطة؟',
        answer: 'خدمة الخياطة والتعديلات متاحة في مكتب الغسيل على السطح 3 من 09:00 إلى 17:00.',
        category: 'services',
        lang: 'ar',
      },
    ]);
    expect(await top('من أين آخذ المناشف للمسبح؟')).toMatchObject({
      kind: 'knowledge',
      title: 'Where do I get pool towels?',
    });
    expect(await top('Can someone fix the hem of my dress? tailor?')).toMatchObject({
      kind: 'knowledge',
      title: 'هل توجد خدمة خياطة؟',
    });
  });

  it('ranks an imported answer that covers the question above a venue that shares one word', async () => {
    await handle.db.insert(knowledgeTopics).values({
      topic: 'Beach towels ashore',
      question: 'Can I take a ship towel to the beach on excursions?',
      answer:
        'Yes: beach towels for excursions are handed out at the gangway; return them when you come back on board.',
      category: 'excursions',
      lang: 'en',
    });
    const hits = (await searchShip(handle.db, 'can I take towels to the beach?')).hits;
    expect(hits[0]).toMatchObject({
      kind: 'knowledge',
      title: 'Can I take a ship towel to the beach on excursions?',
    });
    expect(hits[0]?.score).toBeGreaterThan(hits.find((hit) => hit.kind === 'venue')?.score ?? 0);
  });

  it("ranks an imported topic with the guest's own word above a record that only shares a looser idea", async () => {
    await handle.db.insert(knowledgeTopics).values({
      topic: 'Drones',
      question: 'Can I fly my drone from the ship?',
      answer: 'Drones may not be flown from the ship. Hand yours to Security at embarkation.',
      category: 'safety',
      lang: 'en',
    });
    for (const question of [
      'can I fly my drone from the top deck?',
      'is a drone allowed on the sun deck?',
      'هل مسموح أطيّر الدرون من السفينة؟',
    ])
      expect((await top(question))?.title, question).toBe('Can I fly my drone from the ship?');
    // Near misses: photos and flights are not drones.
    expect((await top('where can I buy my cruise photos?'))?.title).not.toBe(
      'Can I fly my drone from the ship?',
    );
  });

  it('reads an English name written in Arabic letters as that name, and the SQL skeleton agrees', async () => {
    for (const name of [
      'The Fish Market',
      'La Tavola',
      'Bamboo Kitchen',
      'Space Diner',
      'Cinema Under the Stars',
    ]) {
      const [row] = rowsOf<{ s: string }>(
        await handle.db.execute(sql`select ${nameSkeletonSql(sql`${name}`)} as s`),
      );
      expect(row?.s, name).toBe(nameSkeleton(name));
    }
    const hits = (await searchShip(handle.db, 'وش اللبس المطلوب في مطعم ذا فيش ماركت؟')).hits;
    expect(hits.find((hit) => hit.kind === 'restaurant')).toMatchObject({
      title: 'The Fish Market',
      named: true,
    });
    // Arabic words that only share letters with a name do not name it.
    const plain = (await searchShip(handle.db, 'وش اللبس المطلوب في المطاعم؟')).hits;
    expect(plain.some((hit) => hit.named)).toBe(false);
  });

  it('serves only the newest of two answers to the same question, and keeps both for staff', async () => {
    await handle.db.insert(knowledgeTopics).values([
      {
        topic: 'Gym hours',
        question: 'What time does the gym open in the morning?',
        answer: 'The gym opens at 06:00.',
        lang: 'en',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        topic: 'Gym opening',
        question: 'When does the gym open in the morning?',
        answer: 'The gym opens at 05:30 every morning.',
        lang: 'en',
        updatedAt: new Date('2026-06-01T00:00:00Z'),
      },
    ]);
    for (const question of ['what time does the gym open in the morning', 'gym opening hours?']) {
      const hits = (await searchShip(handle.db, question)).hits;
      expect(hits[0]?.body).toBe('The gym opens at 05:30 every morning.');
      // The older answer is superseded: the concierge never serves it, staff still see it.
      expect(hits.map((hit) => hit.body)).not.toContain('The gym opens at 06:00.');
    }
    const topics = await handle.db.select().from(knowledgeTopics);
    expect(topics.map((topic) => topic.answer)).toContain('The gym opens at 06:00.');
  });

  it('follows a renamed record and forgets a deleted one (triggers)', async () => {
    const [row] = await handle.db
      .insert(knowledgeTopics)
      .values({
        topic: 'Kite',
        question: 'Can I fly a kite on deck?',
        answer: 'No kites on deck, please.',
        lang: 'en',
      })
      .returning();
    expect((await top('kite flying'))?.id).toBe(row?.id);
    await handle.db.execute(sql`delete from knowledge_topics where id = ${row?.id ?? 0}`);
    expect((await top('kite flying'))?.id).not.toBe(row?.id);
  });
});

describe('normalisation', () => {
  it('folds Arabic and accents the same way in the database and in the lexicon', async () => {
    const samples = [
      'إلى السفينةُ',
      'مُسْتَشْفَى',
      'آخِر ١٢:٣٠',
      'Café CRÈME',
      'مــرحبا',
      'مسؤول شاطئ',
      'البتراء، الأربعاء؟ ماء غداء عشاء صحراء للعشاء وبالميناء الالغاء والبتراء',
    ];
    for (const text of [...samples, ...lexicon.groups.flat().slice(0, 200)]) {
      expect(await normalise(handle.db, text)).toBe(foldText(text));
    }
  });
});

describe('misspelt and glued words', () => {
  it('mends a misspelling to the known word fewest edits away', () => {
    expect(closest('servise', ['supervise', 'service', 'services'])).toBe('service');
    expect(closest('docter', ['doctor'])).toBe('doctor');
    expect(closest('theatre', ['ship'])).toBeUndefined();
  });

  it("reads a ship's word with its last letter typed twice, which the word list has as a surname", () => {
    expect(withoutDoubledEnd('buffett')).toBe('buffet');
    expect(withoutDoubledEnd('buffet')).toBeUndefined();
    expect(withoutDoubledEnd('class')).toBeUndefined();
  });

  it('cuts two words typed as one into a lexicon phrase or two known words', () => {
    expect(splitGlued('kidsclub')).toBe('kids club');
    expect(splitGlued('smokingarea')).toBe('smoking area');
    expect(splitGlued('roomservice')).toBe('room service');
    expect(splitGlued('xqzvbnmw')).toBeUndefined();
  });
});

describe('staff corrections', () => {
  beforeAll(async () => {
    await handle.db.insert(aiLearnings).values({
      query: 'What time does the Majlis Lounge close?',
      topic: 'Majlis Lounge hours',
      response: 'It closes at midnight.',
      adminCorrection: 'The Majlis Lounge is open until 2 am.',
    });
  });

  it('is served for its own question in other words', async () => {
    expect((await findCorrection(handle.db, 'what time does the majlis lounge close?'))?.answer).toBe(
      'The Majlis Lounge is open until 2 am.',
    );
    expect((await findCorrection(handle.db, 'When does the Majlis Lounge close'))?.answer).toBe(
      'The Majlis Lounge is open until 2 am.',
    );
    // The place by the one word of its name a guest shortens it to.
    for (const same of ['til when is the Majlis open tonight?', 'how late does majlis stay open?'])
      expect((await findCorrection(handle.db, same))?.answer, same).toBe(
        'The Majlis Lounge is open until 2 am.',
      );
  });

  it('is never served for a near miss about another place or a follow-up about "it"', async () => {
    for (const nearMiss of [
      'and what time does it close?',
      'What time does Layalina close?',
      'What time does the Nakheel Lounge close?',
      'til when is the Nakheel open tonight?',
      'where is the majlis?',
      'What time does it close?',
    ]) {
      expect(await findCorrection(handle.db, nearMiss), nearMiss).toBeUndefined();
    }
  });

  it('knows which places a question names', async () => {
    const named = await namedEntities(handle.db, 'Is Layalina near the Majlis Lounge?');
    expect(named.size).toBeGreaterThanOrEqual(2);
    expect((await namedEntities(handle.db, 'what time does it close?')).size).toBe(0);
  });
});
