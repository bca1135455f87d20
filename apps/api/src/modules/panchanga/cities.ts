import type { Place } from '@patro/calendar';

/** A city where many Nepalis live, selectable by id in `POST /fetch/panchanga`. */
export interface City extends Place {
  id: string;
  names: { np: string; en: string };
  country: string;
}

const city = (
  id: string,
  np: string,
  en: string,
  country: string,
  latitude: number,
  longitude: number,
  timeZone: string,
): City => ({ id, names: { np, en }, name: en, country, latitude, longitude, timeZone });

/** Nepal first, then the diaspora (South Asia, Gulf, East Asia, Oceania, Europe, North America). */
export const CITIES: readonly City[] = [
  city('kathmandu', 'काठमाडौं', 'Kathmandu', 'NP', 27.7172, 85.324, 'Asia/Kathmandu'),
  city('pokhara', 'पोखरा', 'Pokhara', 'NP', 28.2096, 83.9856, 'Asia/Kathmandu'),
  city('biratnagar', 'विराटनगर', 'Biratnagar', 'NP', 26.4525, 87.2718, 'Asia/Kathmandu'),
  city('birgunj', 'वीरगञ्ज', 'Birgunj', 'NP', 27.0104, 84.877, 'Asia/Kathmandu'),
  city('janakpur', 'जनकपुर', 'Janakpur', 'NP', 26.7288, 85.9263, 'Asia/Kathmandu'),
  city('bharatpur', 'भरतपुर', 'Bharatpur', 'NP', 27.6766, 84.4346, 'Asia/Kathmandu'),
  city('butwal', 'बुटवल', 'Butwal', 'NP', 27.7006, 83.4484, 'Asia/Kathmandu'),
  city('nepalgunj', 'नेपालगञ्ज', 'Nepalgunj', 'NP', 28.05, 81.6167, 'Asia/Kathmandu'),
  city('dhangadhi', 'धनगढी', 'Dhangadhi', 'NP', 28.6833, 80.6, 'Asia/Kathmandu'),
  city('delhi', 'दिल्ली', 'Delhi', 'IN', 28.6139, 77.209, 'Asia/Kolkata'),
  city('doha', 'दोहा', 'Doha', 'QA', 25.2854, 51.531, 'Asia/Qatar'),
  city('dubai', 'दुबई', 'Dubai', 'AE', 25.2048, 55.2708, 'Asia/Dubai'),
  city('riyadh', 'रियाद', 'Riyadh', 'SA', 24.7136, 46.6753, 'Asia/Riyadh'),
  city('kuwait', 'कुवेत', 'Kuwait City', 'KW', 29.3759, 47.9774, 'Asia/Kuwait'),
  city('kuala-lumpur', 'क्वालालम्पुर', 'Kuala Lumpur', 'MY', 3.139, 101.6869, 'Asia/Kuala_Lumpur'),
  city('hong-kong', 'हङकङ', 'Hong Kong', 'HK', 22.3193, 114.1694, 'Asia/Hong_Kong'),
  city('tokyo', 'टोकियो', 'Tokyo', 'JP', 35.6762, 139.6503, 'Asia/Tokyo'),
  city('seoul', 'सोल', 'Seoul', 'KR', 37.5665, 126.978, 'Asia/Seoul'),
  city('sydney', 'सिड्नी', 'Sydney', 'AU', -33.8688, 151.2093, 'Australia/Sydney'),
  city('melbourne', 'मेलबर्न', 'Melbourne', 'AU', -37.8136, 144.9631, 'Australia/Melbourne'),
  city('london', 'लन्डन', 'London', 'GB', 51.5074, -0.1278, 'Europe/London'),
  city('new-york', 'न्युयोर्क', 'New York', 'US', 40.7128, -74.006, 'America/New_York'),
  city('dallas', 'डलास', 'Dallas', 'US', 32.7767, -96.797, 'America/Chicago'),
  city('san-francisco', 'सान फ्रान्सिस्को', 'San Francisco', 'US', 37.7749, -122.4194, 'America/Los_Angeles'),
  city('toronto', 'टोरन्टो', 'Toronto', 'CA', 43.6532, -79.3832, 'America/Toronto'),
];

export const CITY_IDS = CITIES.map((c) => c.id) as [string, ...string[]];

export function cityById(id: string): City | undefined {
  return CITIES.find((c) => c.id === id);
}
