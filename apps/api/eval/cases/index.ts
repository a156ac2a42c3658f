import type { Case } from '../types.ts';
import { actionsR5Cases } from './actions-r5.ts';
import { actionsR7Cases } from './actions-r7.ts';
import { answersR6Cases } from './answers-r6.ts';
import { arabicGuestCases } from './arabic-guests.ts';
import { bilingualCases } from './bilingual.ts';
import { bookingArR3Cases } from './booking-ar-r3.ts';
import { bookingEnglishR3Cases } from './booking-en-r3.ts';
import { bookingCases } from './bookings.ts';
import { compareR6Cases } from './compare-r6.ts';
import { comparisonCases } from './comparisons.ts';
import { confirmR3Cases } from './confirm-r3.ts';
import { correctionCases } from './corrections.ts';
import { dialog9Cases } from './dialog9.ts';
import { dialogueMoreCases } from './dialogue-more.ts';
import { dialogueR2Cases } from './dialogue-r2.ts';
import { dialogue10Cases } from './dialogue10.ts';
import { faqCases } from './faq.ts';
import { faqArabicRound8Cases } from './faqar10.ts';
import { faqEnglishR8Cases } from './faqen10.ts';
import { followupCases } from './followups.ts';
import { followupR4Cases } from './followups-r4.ts';
import { followupR5Cases } from './followups-r5.ts';
import { followupR6Cases } from './followups-r6.ts';
import { followups9Cases } from './followups9.ts';
import { freshArabicCases } from './fresh-ar.ts';
import { freshEnglishCases } from './fresh-en.ts';
import { freshGuestCases } from './fresh-guests.ts';
import { freshRound3Cases } from './fresh-r3.ts';
import { holdoutEnglishCases } from './holdout-en.ts';
import { hoursRound8Cases } from './hours-r8.ts';
import { importedCases } from './imported.ts';
import { importedRound4Cases } from './imported-r4.ts';
import { importedRound7Cases } from './imported-r7.ts';
import { imported9Cases } from './imported9.ts';
import { itineraryCases } from './itinerary.ts';
import { itineraryR5Cases } from './itinerary-r5.ts';
import { itineraryR7Cases } from './itinerary-r7.ts';
import { knowledgeCases, knowledgeRound2Cases } from './knowledge.ts';
import { knowledgeArRound3Cases } from './knowledge-ar-r3.ts';
import { knowledgeEnglishR3Cases } from './knowledge-en-r3.ts';
import { knowledgeRound3Cases } from './knowledge-r3.ts';
import { knowledgeRound5Cases } from './knowledge-r5.ts';
import { knowledgeRound6Cases } from './knowledge-r6.ts';
import { listR9Cases } from './lists-r9.ts';
import { messyCases } from './messy.ts';
import { picks11Cases } from './picks11.ts';
import { places10Cases } from './places10.ts';
import { reasoningCases } from './reasoning.ts';
import { roomServiceCases } from './room-service.ts';
import { itineraryR4Cases, roomServiceR4Cases } from './roomservice-r4.ts';
import { roomServiceR6Cases } from './roomservice-r6.ts';
import { typoCases } from './typos.ts';
import { unanswerableCases } from './unanswerable.ts';
import { unanswerableR4Cases } from './unanswerable-r4.ts';
import { unheld10Cases } from './unheld10.ts';
import { venueCases } from './venues.ts';
import { venueR4Cases } from './venues-r4.ts';

/** Every case of the eval, in the order they are reported. */
export const ALL_CASES: Case[] = [
  ...faqCases,
  ...typoCases,
  ...venueCases,
  ...itineraryCases,
  ...comparisonCases,
  ...followupCases,
  ...bookingCases,
  ...roomServiceCases,
  ...unanswerableCases,
  ...importedCases,
  ...correctionCases,
  ...holdoutEnglishCases,
  ...arabicGuestCases,
  ...freshGuestCases,
  ...dialogueMoreCases,
  ...bilingualCases,
  ...messyCases,
  ...freshArabicCases,
  ...freshEnglishCases,
  ...knowledgeCases,
  ...knowledgeRound2Cases,
  ...knowledgeRound3Cases,
  ...knowledgeArRound3Cases,
  ...reasoningCases,
  ...dialogueR2Cases,
  ...knowledgeEnglishR3Cases,
  ...freshRound3Cases,
  ...bookingArR3Cases,
  ...bookingEnglishR3Cases,
  ...confirmR3Cases,
  ...unanswerableR4Cases,
  ...venueR4Cases,
  ...roomServiceR4Cases,
  ...itineraryR4Cases,
  ...importedRound4Cases,
  ...followupR4Cases,
  ...knowledgeRound5Cases,
  ...itineraryR5Cases,
  ...actionsR5Cases,
  ...followupR5Cases,
  ...answersR6Cases,
  ...roomServiceR6Cases,
  ...followupR6Cases,
  ...actionsR7Cases,
  ...compareR6Cases,
  ...knowledgeRound6Cases,
  ...itineraryR7Cases,
  ...importedRound7Cases,
  ...hoursRound8Cases,
  ...faqArabicRound8Cases,
  ...places10Cases,
  ...unheld10Cases,
  ...faqEnglishR8Cases,
  ...followups9Cases,
  ...dialog9Cases,
  ...dialogue10Cases,
  ...imported9Cases,
  ...listR9Cases,
  ...picks11Cases,
];
