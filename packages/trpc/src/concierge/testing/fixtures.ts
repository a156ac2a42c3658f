import {
  activities,
  type Db,
  deckMaps,
  deckVenues,
  itineraryPorts,
  knowledgeTopics,
  promotions,
  restaurants,
  shoreExcursions,
  spaServices,
  users,
} from '@marsa/db';

let counter = 0;

/** A guest account (no session) for service tests. */
export async function insertGuest(db: Db, fullName = 'Test Guest'): Promise<number> {
  counter += 1;
  const username = `guest_${counter}_${Date.now() % 1_000_000}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      usernameKey: username,
      passwordHash: 'not-a-real-hash',
      fullName,
      roomNumber: '7012',
      deck: '7',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('guest insert returned no row');
  return row.id;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A small ship whose every fact is known to the tests: two restaurants, two spa services, a
 * bookable and a non-bookable activity, one port with an excursion, a live promotion, a venue
 * and two FAQ entries (English and Arabic).
 */
export async function insertShipFixtures(db: Db, now: Date = new Date()) {
  const [tavola, coral] = await db
    .insert(restaurants)
    .values([
      {
        name: 'La Tavola',
        cuisine: 'Italian',
        description: 'Handmade pasta and wood-fired pizza in a warm trattoria.',
        location: 'Deck 6',
        capacity: 120,
        openingTime: '18:00',
        closingTime: '22:00',
        rating: 4.7,
        imageUrl: '/images/restaurants/la-tavola.svg',
        images: ['/images/restaurants/la-tavola-1.jpg', '/images/restaurants/la-tavola-2.jpg'],
      },
      {
        name: 'Coral Grill',
        cuisine: 'Seafood',
        description: 'Red Sea fish and prawns grilled over charcoal.',
        location: 'Deck 5',
        capacity: 80,
        openingTime: '12:00',
        closingTime: '22:00',
        rating: 4.4,
      },
    ])
    .returning();
  const [massage, facial] = await db
    .insert(spaServices)
    .values([
      {
        name: 'Desert Stone Massage',
        description: 'A full-body massage with warm basalt stones.',
        duration: 60,
        capacity: 1,
        features: ['Warm stones', 'Sea view'],
        startTime: '09:00',
        endTime: '18:00',
        priceCents: 15_000,
      },
      {
        name: 'Royal Rejuvenation Facial',
        description: 'A brightening facial with rose water and a jade massage.',
        duration: 60,
        capacity: 1,
        premium: true,
        startTime: '10:00',
        endTime: '17:00',
        priceCents: 20_000,
      },
    ])
    .returning();
  const [vr, waterPark] = await db
    .insert(activities)
    .values([
      {
        name: 'VR Zone',
        category: 'entertainment',
        location: 'Deck 18',
        description: 'Free-roam virtual reality arena.',
        schedule: 'Daily 10:00–22:00',
        capacity: 16,
        isBookable: true,
      },
      {
        name: 'Water Park',
        category: 'adventure',
        location: 'Deck 18',
        description: 'Three racing slides and a splash zone.',
        schedule: 'Daily 09:00–19:00',
        capacity: 250,
        isBookable: false,
      },
    ])
    .returning();
  const today = now.toISOString().slice(0, 10);
  const [port] = await db
    .insert(itineraryPorts)
    .values({
      portName: 'Yanbu',
      country: 'Saudi Arabia',
      description: 'Gateway to the Red Sea coral reefs.',
      arrivalDate: today,
      arrivalTime: '08:00',
      departureDate: today,
      departureTime: '18:00',
      portOrder: 1,
      timezone: 'UTC+3',
      activities: ['Snorkelling', 'Old town walk'],
      highlights: ['Coral reefs'],
    })
    .returning();
  const [excursion] = await db
    .insert(shoreExcursions)
    .values({
      portId: port?.id,
      title: 'Yanbu Reef Snorkel',
      description: 'Snorkel the coral gardens off Yanbu with a marine guide.',
      category: 'adventure',
      difficultyLevel: 'easy',
      duration: '4 hours',
      priceCents: 9_500,
      departureTime: '09:00',
      returnTime: '13:00',
      capacity: 20,
    })
    .returning();
  const [promotion] = await db
    .insert(promotions)
    .values({
      title: 'Pasta Night at La Tavola',
      description: 'Three courses of handmade pasta.',
      department: 'restaurant',
      promotionType: 'daily_special',
      availableFrom: new Date(now.getTime() - DAY_MS),
      availableTo: new Date(now.getTime() + 7 * DAY_MS),
      discountPercentage: 20,
      originalPrice: 5_000,
      promotionalPrice: 4_000,
      validTimes: '18:00–22:00',
    })
    .returning();
  const [deck] = await db
    .insert(deckMaps)
    .values({ deckNumber: 3, deckName: 'Plaza', description: 'Guest services and shops.' })
    .returning();
  await db.insert(deckVenues).values({
    deckMapId: deck?.id ?? 0,
    name: 'Guest Services',
    category: 'services',
    description: 'Help with accounts, lost property and currency.',
    operatingHours: '24 hours',
  });
  await db.insert(knowledgeTopics).values([
    {
      topic: 'Wi-Fi',
      question: 'How do I connect to the Wi-Fi?',
      answer: 'Join the network MarsaSea and sign in with your cabin number and surname.',
      category: 'general',
      lang: 'en',
    },
    {
      topic: 'الواي فاي',
      question: 'كيف أتصل بشبكة الواي فاي؟',
      answer: 'اتصل بشبكة MarsaSea وسجّل الدخول برقم مقصورتك واسم العائلة.',
      category: 'general',
      lang: 'ar',
    },
  ]);
  if (!tavola || !coral || !massage || !facial || !vr || !waterPark || !excursion || !promotion) {
    throw new Error('fixture insert returned no row');
  }
  return { tavola, coral, massage, facial, vr, waterPark, excursion, promotion, today };
}

export type ShipFixtures = Awaited<ReturnType<typeof insertShipFixtures>>;
