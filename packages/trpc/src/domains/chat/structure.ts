import { PLACEHOLDER_IMAGE, PLACEHOLDER_PORT_IMAGE, PLACEHOLDER_VENUE_IMAGE } from '@marsa/db/constants';
import type { FinishedReply } from '../../concierge/index.ts';
import { ACTION_TOOLS, type ToolName, type ToolResults } from '../../concierge/tools/types.ts';
import type {
  ActionProposalContent,
  RestaurantsContent,
  RichContent,
  SpaConfirmationContent,
  SpaServicesContent,
} from './content.ts';

const PLACEHOLDERS = new Set<string>([PLACEHOLDER_IMAGE, PLACEHOLDER_PORT_IMAGE, PLACEHOLDER_VENUE_IMAGE]);

type Results = Partial<ToolResults>;

function collect(reply: FinishedReply): Results {
  const results: Results = {};
  for (const outcome of reply.toolResults) {
    Object.assign(results, { [outcome.toolName as ToolName]: outcome.output });
  }
  return results;
}

/** The items the reply names, in English or (an Arabic reply) by their Arabic name. */
const mentioned = <T extends { name: string; nameAr?: string | null }>(text: string, items: T[]) =>
  items.filter(
    (item) =>
      text.toLowerCase().includes(item.name.toLowerCase()) ||
      (item.nameAr ? text.includes(item.nameAr) : false),
  );

type Cardable = {
  id: number;
  name: string;
  nameAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  imageUrl: string;
  freeTimes: { time: string }[];
};

/** What a restaurant's and a treatment's card both show: names and description in EN/AR, picture, free times. */
const card = (item: Cardable) => ({
  id: item.id,
  name: item.name,
  nameAr: item.nameAr ?? null,
  description: item.description,
  descriptionAr: item.descriptionAr ?? null,
  imageUrl: item.imageUrl,
  freeTimes: item.freeTimes.map((slot) => slot.time),
});

function rich(
  message: string,
  [name, nameAr]: [string, string | null | undefined],
  imageUrl: string,
  images: string[],
): RichContent | undefined {
  const gallery = [imageUrl, ...images].filter(
    (url, index, all) => !PLACEHOLDERS.has(url) && all.indexOf(url) === index,
  );
  const [image] = gallery;
  return image
    ? { message, image, imageCaption: name, ...(nameAr ? { imageCaptionAr: nameAr } : {}), gallery }
    : undefined;
}

/**
 * How a finished reply is stored (§2, §3): a booked spa appointment as spa_confirmation, several
 * restaurants or treatments as their cards, a single venue with pictures as a rich reply, and
 * anything else (FAQ answers, corrections, confirmations, questions) as the plain text.
 */
export function storedContent(reply: FinishedReply): string {
  const text = reply.text;
  if (reply.correction || !text.trim()) return text;
  const results = collect(reply);
  const proposal = ACTION_TOOLS.map((name) => results[name]).find((result) => result?.ok);
  if (proposal?.ok) {
    const content: ActionProposalContent = {
      type: 'action_proposal',
      message: text,
      status: 'pending',
      ...proposal.proposal,
    };
    return JSON.stringify(content);
  }
  const confirmed = results.confirmAction?.ok ? results.confirmAction.outcome : undefined;
  const spa = confirmed?.action === 'bookSpa' ? confirmed.result : undefined;
  if (spa?.ok) {
    const content: SpaConfirmationContent = {
      type: 'spa_confirmation',
      message: text,
      serviceId: spa.booking.serviceId,
      serviceName: spa.booking.serviceName,
      serviceNameAr: spa.booking.serviceNameAr ?? null,
      date: spa.booking.date,
      time: spa.booking.time,
      bookingId: spa.booking.id,
    };
    return JSON.stringify(content);
  }
  const isAction = [...ACTION_TOOLS, 'confirmAction'].some((name) => name in results);
  const knowledge = results.searchKnowledge;
  const isFaqAnswer =
    knowledge?.topics.some((topic) => topic.answer === text || topic.answerAr === text) ?? false;
  if (isAction || isFaqAnswer) return text;

  const restaurants = mentioned(text, results.restaurants?.restaurants ?? []);
  if (restaurants.length >= 2 && results.restaurants && !knowledge) {
    const content: RestaurantsContent = {
      type: 'restaurants',
      message: text,
      date: results.restaurants.date,
      restaurants: restaurants.map((r) => ({
        ...card(r),
        cuisine: r.cuisine,
        location: r.location,
        openingTime: r.openingTime,
        closingTime: r.closingTime,
        rating: r.rating,
      })),
    };
    return JSON.stringify(content);
  }
  const services = mentioned(text, results.spaServices?.services ?? []);
  if (services.length >= 2 && results.spaServices && !knowledge) {
    const content: SpaServicesContent = {
      type: 'spa_services',
      message: text,
      date: results.spaServices.date,
      services: services.map((s) => ({
        ...card(s),
        duration: s.duration,
        premium: s.premium,
        priceCents: s.priceUSD === null ? null : Math.round(s.priceUSD * 100),
      })),
    };
    return JSON.stringify(content);
  }
  const single =
    (restaurants.length === 1 &&
      restaurants[0] &&
      rich(
        text,
        [restaurants[0].name, restaurants[0].nameAr],
        restaurants[0].imageUrl,
        restaurants[0].images,
      )) ||
    (services.length === 1 &&
      services[0] &&
      rich(text, [services[0].name, services[0].nameAr], services[0].imageUrl, services[0].images)) ||
    singleOther(text, results);
  return single ? JSON.stringify(single) : text;
}

function singleOther(text: string, results: Results): RichContent | undefined {
  const activities = mentioned(text, results.activities?.activities ?? []);
  if (activities.length === 1 && activities[0])
    return rich(text, [activities[0].name, activities[0].nameAr], activities[0].imageUrl, []);
  const excursions = (results.shoreExcursions?.excursions ?? []).filter(
    (e) => text.includes(e.title) || (e.titleAr ? text.includes(e.titleAr) : false),
  );
  if (excursions.length === 1 && excursions[0]) {
    const [first, ...rest] = excursions[0].images;
    if (first) return rich(text, [excursions[0].title, excursions[0].titleAr], first, rest);
  }
  const venues = mentioned(text, results.venues?.venues ?? []);
  if (venues.length === 1 && venues[0])
    return rich(text, [venues[0].name, venues[0].nameAr], venues[0].imageUrl, []);
  const ports = (results.itinerary?.ports ?? []).filter(
    (p) => text.includes(p.portName) || (p.portNameAr ? text.includes(p.portNameAr) : false),
  );
  if (ports.length === 1 && ports[0])
    return rich(text, [ports[0].portName, ports[0].portNameAr], ports[0].imageUrl, []);
  return undefined;
}
