import { any, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { asksToConfirm, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);

type Turns = Case['turns'];
const book = (id: string, turns: Turns) => dialogue('bookings', 'en', `booking-r3-${id}`, turns);
const venue = (id: string, turns: Turns) => dialogue('venues', 'en', `booking-r3-${id}`, turns);

/** A reply that asks how many are coming. */
const asksHowMany = /how many|party size|number of guests|how many guests|how many people/;
/** The concierge's don't-know reply: a request for a suggestion must never get it. */
const dontKnow = /don't have information|do not have information|i'm not sure/;

const books = (serviceName: string, time: string, partySize: number) => ({
  kind: 'booking' as const,
  op: 'create' as const,
  match: { serviceName, time, partySize, date: tomorrow },
});

/**
 * Round 3 of English booking dialogues (issue 9), written before the fixes: a guest picks a venue
 * from what was just listed and gives the time in the same message; a party size said earlier is
 * kept, a missing one is asked and a 'go ahead' to that question asks again; 'perfect, confirm'
 * after a change of party confirms the re-issued card; a request for a suggestion gets a short list
 * from the data, never a booking; 'can I book a spa treatment / a restaurant / an excursion?'
 * without a name lists what can be booked and asks which.
 */
export const bookingEnglishR3Cases: Case[] = [
  book('irth-from-list-asks-party', [
    { say: 'what restaurants are there on the ship?', expect: ['Irth', 'La Tavola', 'Layalina'] },
    {
      say: 'Irth sounds perfect, can you book it for 8pm tomorrow?',
      expect: ['Irth', asksHowMany],
      request: true,
    },
    { say: 'yes go ahead', expect: [asksHowMany], request: true },
    {
      say: 'just the two of us',
      expect: ['Irth', time('20:00'), any(num(2), 'two'), asksToConfirm],
      request: true,
    },
    { say: 'yes', expect: ['Irth', time('20:00')], action: books('Irth', '20:00', 2) },
  ]),
  book('wife-and-i-then-pick', [
    {
      say: 'my wife and I fancy a nice dinner tomorrow, what are our options?',
      expect: [any('Irth', 'La Tavola', 'Khuzama', 'Layalina')],
    },
    {
      say: 'La Tavola looks lovely, 7:30 please',
      expect: ['La Tavola', time('19:30'), any(num(2), 'two'), asksToConfirm],
      request: true,
    },
    { say: 'yes please', expect: ['La Tavola'], action: books('La Tavola', '19:30', 2) },
  ]),
  book('four-of-us-khuzama', [
    {
      say: 'dinner for four tomorrow night - where can we eat?',
      expect: [any('Khuzama', 'Irth', 'Layalina', 'La Tavola')],
    },
    {
      say: "let's do Khuzama then, at 8",
      expect: ['Khuzama', time('20:00'), any(num(4), 'four'), asksToConfirm],
      request: true,
    },
    { say: 'go ahead', expect: ['Khuzama'], action: books('Khuzama', '20:00', 4) },
  ]),
  book('layalina-pick-then-number', [
    { say: 'show me the restaurants pls', expect: ['Layalina'] },
    { say: 'Layalina please, tomorrow at 9pm', expect: ['Layalina', asksHowMany], request: true },
    { say: '2', expect: ['Layalina', time('21:00'), asksToConfirm], request: true },
    { say: 'yes', expect: ['Layalina'], action: books('Layalina', '21:00', 2) },
  ]),
  book('missing-party-ok-sure', [
    { say: 'book Layalina tomorrow at 8pm', expect: ['Layalina', asksHowMany], request: true },
    { say: 'ok sure', expect: [asksHowMany], request: true },
    {
      say: "there'll be 3 of us",
      expect: ['Layalina', time('20:00'), any(num(3), 'three'), asksToConfirm],
      request: true,
    },
    { say: 'yes', expect: ['Layalina'], action: books('Layalina', '20:00', 3) },
  ]),
  book('bamboo-change-perfect-confirm', [
    {
      say: 'book Bamboo Kitchen tomorrow at 7pm for 2',
      expect: ['Bamboo Kitchen', time('19:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'make that 3 of us',
      expect: ['Bamboo Kitchen', any(num(3), 'three')],
      request: true,
    },
    {
      say: 'perfect, confirm',
      expect: ['Bamboo Kitchen'],
      action: books('Bamboo Kitchen', '19:00', 3),
    },
  ]),
  book('fish-market-five-great-confirm', [
    {
      say: 'Reserve The Fish Market for 4 tomorrow at 1pm',
      expect: ['Fish Market', time('13:00'), asksToConfirm],
      request: true,
    },
    { say: "sorry we're actually 5", expect: ['Fish Market', any(num(5), 'five')], request: true },
    {
      say: 'great, please confirm it',
      expect: ['Fish Market'],
      action: books('The Fish Market', '13:00', 5),
    },
  ]),
  venue('suggest-anniversary', [
    {
      say: "it's our anniversary tomorrow, what do you suggest?",
      expect: [any('Irth', 'Serenity Suite')],
      forbid: [dontKnow],
    },
  ]),
  venue('recommend-romantic-dinner', [
    {
      say: 'can you recommend somewhere romantic for dinner?',
      expect: [any('Irth', 'La Tavola', 'Amwaj Terrace')],
      forbid: [dontKnow],
    },
  ]),
  venue('birthday-special-dinner', [
    {
      say: "we're celebrating my husband's birthday, any ideas for a special dinner?",
      expect: [any('Irth', 'Khuzama', 'La Tavola')],
      forbid: [dontKnow],
    },
  ]),
  venue('whats-good-for-kids', [
    {
      say: "what's good for the kids on board?",
      expect: [any('Kids Zone', 'Water Park')],
      forbid: [dontKnow],
    },
  ]),
  venue('recommend-relax', [
    {
      say: 'I just want to relax today, what would you recommend?',
      expect: [any('Thermal Suite', 'Wellness Area', 'Hammam', 'Signature Red Sea Massage')],
      forbid: [dontKnow],
    },
  ]),
  venue('teenagers-suggestion', [
    {
      say: 'any suggestions for a couple of bored teenagers?',
      expect: [any('VR Zone', 'Water Park')],
      forbid: [dontKnow],
    },
  ]),
  book('suggest-then-book-irth', [
    {
      say: 'whats a good place for a special occasion dinner',
      expect: ['Irth'],
      forbid: [dontKnow],
    },
    {
      say: "we'll take Irth tomorrow at 7pm, table for 2",
      expect: ['Irth', time('19:00'), asksToConfirm],
      request: true,
    },
    { say: 'yes', expect: ['Irth'], action: books('Irth', '19:00', 2) },
  ]),
  book('spa-treatment-which', [
    {
      say: 'Can I book a spa treatment?',
      expect: [
        'Signature Red Sea Massage',
        'Traditional Hammam Ritual',
        'Royal Rejuvenation Facial',
        any(usd(120), usd(180)),
        /which/,
      ],
      request: true,
    },
    {
      say: 'the hammam please, tomorrow at 10am, just for me',
      expect: ['Hammam', time('10:00'), asksToConfirm],
      request: true,
    },
    { say: 'yes', expect: ['Hammam'], action: books('Traditional Hammam Ritual', '10:00', 1) },
  ]),
  // A treatment the ship's record sells for two is proposed for two when no party is given.
  book('couples-retreat-for-two', [
    {
      say: 'book the couples retreat tomorrow at 4',
      expect: ['Couples Retreat', time('16:00'), any(num(2), /\btwo\b/), asksToConfirm],
      request: true,
    },
    { say: 'yes', expect: ['Couples Retreat'], action: books('Serenity Suite Couples Retreat', '16:00', 2) },
  ]),
  book('serenity-suite-typo-for-two', [
    {
      say: 'can i get the serenity suite retreat tmrw at 4pm pls',
      expect: ['Serenity Suite', time('16:00'), any(num(2), /\btwo\b/), asksToConfirm],
      request: true,
    },
    {
      say: 'ok confirm',
      expect: ['Serenity Suite'],
      action: books('Serenity Suite Couples Retreat', '16:00', 2),
    },
  ]),
  book('spa-typo-which', [
    {
      say: 'i wanna book somthing at the spa tmrw',
      expect: ['Desert Rose Body Wrap', 'Thermal Suite Day Pass', /which/],
      request: true,
    },
  ]),
  book('restaurant-no-name', [
    {
      say: 'can I book a restaurant?',
      expect: ['Irth', 'La Tavola', 'Khuzama', /which/],
      request: true,
    },
    {
      say: 'Khuzama, tomorrow 7pm for 3',
      expect: ['Khuzama', time('19:00'), any(num(3), 'three'), asksToConfirm],
      request: true,
    },
    { say: 'yes', expect: ['Khuzama'], action: books('Khuzama', '19:00', 3) },
  ]),
  book('excursion-no-name', [
    {
      say: 'could I book an excursion please?',
      expect: [any('Al-Balad Heritage Walk', 'Yanbu Reef Snorkel Safari', 'AlUla'), /which/],
      request: true,
    },
  ]),
  book('activity-no-name', [
    {
      say: "I'd like to book an activity",
      expect: [any('Kids Zone', 'VR Zone', 'Sunset Yoga'), /which/],
      request: true,
    },
  ]),
];
