import type { PROMOTION_DEPARTMENTS } from '@marsa/db/constants';
import type { Palette } from './cards.ts';
import type { IconName } from './icons.ts';

/** Icon and colours of each restaurant, spa service, activity and promotion card. */
export type Look = { icon: IconName; palette: Palette };
const look = (icon: IconName, from: string, to: string, accent = '#d4af37'): Look => ({
  icon,
  palette: { from, to, accent },
});

export const restaurantLooks: Record<string, Look> = {
  Irth: look('cloche', '#2e1a24', '#8c5a3c'),
  'La Tavola': look('leaf', '#6b2a1c', '#c8553d', '#f2cc8f'),
  'The Fish Market': look('fish', '#0b3c5d', '#328cc1', '#f2cc8f'),
  'Bamboo Kitchen': look('bowl', '#1e3d2f', '#5b8c5a', '#e9c46a'),
  'Space Diner': look('rocket', '#2b1055', '#d53369', '#ffd166'),
  Layalina: look('lantern', '#1a1446', '#7b4397'),
  Khuzama: look('flame', '#3e2f5b', '#8e7dbe', '#f4a261'),
  'Amwaj Buffet': look('plate', '#05668d', '#00a896', '#f0f3bd'),
  'Amwaj Terrace': look('sunset', '#9a3412', '#f59e0b', '#fde68a'),
};

export const spaLooks: Record<string, Look> = {
  'Signature Red Sea Massage': look('lotus', '#5e2b3f', '#c06c84'),
  'Royal Rejuvenation Facial': look('drop', '#3a2a5d', '#a77fc1'),
  'Serenity Suite Couples Retreat': look('hearts', '#4b3b47', '#c49a8b'),
  'Traditional Hammam Ritual': look('steam', '#2f4858', '#86bbd8'),
  'Desert Rose Body Wrap': look('rose', '#7b3f3f', '#d98c7a', '#f6e3b4'),
  'Thermal Suite Day Pass': look('waves', '#1d4e5f', '#4fa3a5'),
};

export const activityLooks: Record<string, Look> = {
  'Water Park': look('slide', '#0077b6', '#48cae4', '#ffd166'),
  'Kids Zone': look('balloons', '#e76f51', '#f4a261', '#ffffff'),
  'VR Zone': look('goggles', '#240046', '#7209b7', '#4cc9f0'),
  'Wellness Area': look('lotus', '#2d6a4f', '#74c69d', '#f1faee'),
  'Hydroponic Garden Tour': look('leaf', '#386641', '#a7c957', '#f2e8cf'),
  'Sunset Yoga': look('sun', '#c2185b', '#ff8a65', '#fff3e0'),
  'Stargazing Deck': look('star', '#0b1026', '#3a3f7a', '#ffd166'),
  'Cinema Under the Stars': look('film', '#14213d', '#4a4e69', '#fca311'),
  'Arabic Calligraphy Workshop': look('pen', '#3d2c1e', '#a68a64'),
  'Sunrise Bootcamp': look('dumbbell', '#9c2c2c', '#f08a4b', '#ffe8d6'),
  'Red Sea Marine Life Talk': look('fish', '#023e8a', '#0096c7', '#caf0f8'),
  'Red Sea Legends Show': look('masks', '#3c096c', '#c77dff', '#ffd166'),
};

export const promotionLooks: Record<(typeof PROMOTION_DEPARTMENTS)[number], Look> = {
  restaurant: look('plate', '#7f1d1d', '#d97706', '#fde68a'),
  spa: look('lotus', '#5e2b3f', '#c06c84', '#f6e3b4'),
  activity: look('balloons', '#0f4c75', '#3282b8', '#ffd166'),
  general: look('tag', '#1b4332', '#40916c', '#d8f3dc'),
};
