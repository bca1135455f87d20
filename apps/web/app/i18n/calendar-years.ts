/** Strings of the admin screen for publishing a year (/admin/calendar-years, ADR 073), both languages. */
import { tableTranslator } from './fill';
import type { Lang } from './types';

const np = {
  'cy.title': 'पात्रो वर्षहरू',
  'cy.shipped.heading': 'पात्रोमा भएका वर्षहरू',
  'cy.shipped.intro':
    'महिनाका दिनहरू वि.सं. {from}–{to} सम्म प्रकाशित पात्रोबाट लिइएका छन्; तलका वर्षहरूको दिनदिनैको प्रकाशित तथ्याङ्क (तिथि, पर्व, बिदा) पनि पात्रोसँगै आउँछ।',
  'cy.col.year': 'वि.सं. (ईस्वी)',
  'cy.sources': 'स्रोतहरू ({n})',
  'cy.col.status': 'स्रोत',
  'cy.official': 'प्रकाशित',
  'cy.projected': 'अनुमानित — आधिकारिक पात्रो अझै प्रकाशित भएको छैन',
  'cy.tithi.ss': 'तिथि: सूर्य सिद्धान्त',
  'cy.tithi.drik': 'तिथि: दृक् गणना',
  'cy.holidays.complete': 'बिदा: पूरा',
  'cy.holidays.incomplete': 'बिदा: अपूरो',
  'cy.holidays.none': 'बिदा: छैन',
  'cy.check.heading': 'नयाँ वर्षको फाइल जाँच्नुहोस्',
  'cy.check.intro':
    'साझा आधिकारिक ढाँचाको वर्ष फाइल (bs-YYYY.json, बढीमा १ MB) छान्नुहोस्। यो जाँच `patro import-year` को जस्तै हो: केही पनि लेखिँदैन।',
  'cy.check.file': 'वर्षको फाइल',
  'cy.check.busy': 'जाँच्दै…',
  'cy.check.notJson': '{file}: JSON फाइल होइन ({reason})',
  'cy.check.tooLarge': '{file}: फाइल {size} छ; बढीमा १ MB हुन सक्छ',
  'cy.report.heading': 'वि.सं. {year} को जाँच',
  'cy.report.sound': 'ठीक छ: प्रकाशित गर्न सकिन्छ',
  'cy.report.unsound': 'प्रकाशित गर्न मिल्दैन: {n} समस्या',
  'cy.errors.heading': 'समस्याहरू',
  'cy.errors.file': 'पूरै फाइल',
  'cy.months.heading': 'महिनाका सुरु र दिन',
  'cy.months.summary': 'फाइलका महिना: हाम्रो तालिकासँग {shipped}/१२, गणितीय मोडेलसँग {model}/१२ मिल्छन्',
  'cy.months.row':
    '{month}: फाइलमा {published} दिन (सुरु {start}), हाम्रो तालिकामा {shipped} दिन (सुरु {shippedStart}), मोडेलमा {model} दिन (सुरु {modelStart})',
  'cy.months.skipped': 'महिनाका दिन हाम्रो तालिकासँग नमिल्दा तिथि, पर्व र बिदा तुलना गरिएन।',
  'cy.tithi.heading': 'काठमाडौँको सूर्योदयको तिथि',
  'cy.tithi.summary':
    'फाइलको तिथि {method}: सूर्य सिद्धान्तसँग {ss}/{n}, दृक्सँग {drik}/{n} मिल्छ; {differ} दिन {method} मोडेलसँग फरक',
  'cy.tithi.row': 'फाइल: {published} · सूर्य सिद्धान्त: {ss} · दृक्: {drik}',
  'cy.method.surya-siddhanta': 'सूर्य सिद्धान्त',
  'cy.method.drik': 'दृक्',
  'cy.festivals.heading': 'पर्वहरू',
  'cy.festivals.summary': '{ok}/{n} पर्व नियमको दिनमै',
  'cy.festivals.row': 'फाइल: {published} · नियम: {rule}',
  'cy.festivals.noDay': 'कुनै दिन छैन',
  'cy.holidays.heading': 'सार्वजनिक बिदा',
  'cy.holidays.summary': 'फाइलमा {n} बिदा; {differ} दिन नियमसँग फरक',
  'cy.holidays.publishedOnly': 'फाइलमा बिदा, नियमअनुसार होइन',
  'cy.holidays.ruleOnly': 'नियमअनुसार बिदा, फाइलमा होइन',
  'cy.none': 'कुनै फरक छैन',
  'cy.publish.heading': 'प्रकाशित गर्ने तरिका',
  'cy.publish.why':
    'प्रकाशित वर्ष पात्रोको इन्जिनमै रहन्छ, किनकि एउटै इन्जिन API, कमान्ड र ब्राउजर (अफलाइन मिति रूपान्तरण, विजेट) मा चल्छ। त्यसैले वर्ष नयाँ रिलिजबाट प्रकाशित हुन्छ: रिपोजिटरीमा यो कमान्ड चलाउनुहोस्, परिवर्तन समीक्षा गर्नुहोस् र परीक्षणहरू चलाएर कमिट गर्नुहोस्।',
  'cy.publish.writes': 'यसले packages/calendar मा यी फाइल लेख्छ:',
  'cy.publish.module': 'वर्षको तथ्याङ्क मोड्युल',
  'cy.publish.registry': 'प्रकाशित वर्षहरूको सूची',
  'cy.publish.fixture': 'golden परीक्षणका लागि फाइलको प्रति',
  'cy.publish.then': 'त्यसपछि: npm run build, पात्रोका परीक्षणहरू, कमिट र रिलिज।',
  'cy.publish.already': 'वि.सं. {year} पहिले नै पात्रोमा छ: फाइल उस्तै भए लेखिने फाइलहरूमा केही फरक पर्दैन।',
} as const;

export type CalendarYearsKey = keyof typeof np;

const en: Record<CalendarYearsKey, string> = {
  'cy.title': 'Calendar years',
  'cy.shipped.heading': 'Years the calendar ships',
  'cy.shipped.intro':
    'Month lengths for BS {from}–{to} come from the published calendar; the years below also ship the published day data (tithis, festivals, holidays).',
  'cy.col.year': 'BS (AD)',
  'cy.sources': 'Sources ({n})',
  'cy.col.status': 'Provenance',
  'cy.official': 'Published',
  'cy.projected': 'Projected — the official calendar is not published yet',
  'cy.tithi.ss': 'tithi: Surya Siddhanta',
  'cy.tithi.drik': 'tithi: drik display',
  'cy.holidays.complete': 'holidays: complete',
  'cy.holidays.incomplete': 'holidays: incomplete',
  'cy.holidays.none': 'holidays: none',
  'cy.check.heading': 'Check a new year file',
  'cy.check.intro':
    'Choose a year file in the shared official shape (bs-YYYY.json, at most 1 MB). The check is the one `patro import-year` runs; nothing is written.',
  'cy.check.file': 'Year file',
  'cy.check.busy': 'Checking…',
  'cy.check.notJson': '{file}: not a JSON file ({reason})',
  'cy.check.tooLarge': '{file} is {size}; the limit is 1 MB',
  'cy.report.heading': 'Check of BS {year}',
  'cy.report.sound': 'Sound: ready to publish',
  'cy.report.unsound': 'Not ready to publish: {n} problems',
  'cy.errors.heading': 'Problems',
  'cy.errors.file': 'whole file',
  'cy.months.heading': 'Month starts and lengths',
  'cy.months.summary': 'The file’s months: {shipped}/12 as our table, {model}/12 as the model',
  'cy.months.row':
    '{month}: the file {published} days (starts {start}), our table {shipped} days (starts {shippedStart}), the model {model} days (starts {modelStart})',
  'cy.months.skipped':
    'The month lengths are not our table’s, so tithis, festivals and holidays were not compared.',
  'cy.tithi.heading': 'Tithi at Kathmandu sunrise',
  'cy.tithi.summary':
    'The file’s tithi is {method}: Surya Siddhanta {ss}/{n}, drik {drik}/{n}; {differ} days differ from the {method} model',
  'cy.tithi.row': 'file: {published} · Surya Siddhanta: {ss} · drik: {drik}',
  'cy.method.surya-siddhanta': 'Surya Siddhanta',
  'cy.method.drik': 'drik',
  'cy.festivals.heading': 'Festivals',
  'cy.festivals.summary': '{ok}/{n} festivals on their rule’s day(s)',
  'cy.festivals.row': 'file: {published} · rule: {rule}',
  'cy.festivals.noDay': 'no day',
  'cy.holidays.heading': 'Public holidays',
  'cy.holidays.summary': '{n} holidays in the file; {differ} days differ from the rules',
  'cy.holidays.publishedOnly': 'a holiday in the file, not by the rules',
  'cy.holidays.ruleOnly': 'a holiday by the rules, not in the file',
  'cy.none': 'No differences',
  'cy.publish.heading': 'How to publish it',
  'cy.publish.why':
    'A published year lives in the calendar engine, because the same engine runs in the API, the command line and the browser (the offline converter, the widgets). So a year is published by a release: run this command in the repository, review the diff, run the tests and commit.',
  'cy.publish.writes': 'It writes these files in packages/calendar:',
  'cy.publish.module': 'the year’s data module',
  'cy.publish.registry': 'the list of published years',
  'cy.publish.fixture': 'the file’s copy for the golden tests',
  'cy.publish.then': 'Then: npm run build, the calendar tests, commit and release.',
  'cy.publish.already':
    'BS {year} already ships: when the file is the same, the written files do not change.',
};

const tables: Record<Lang, Record<CalendarYearsKey, string>> = { np, en };

export type CalendarYearsTranslate = (
  key: CalendarYearsKey,
  vars?: Record<string, string | number>,
) => string;

export function calendarYearsTranslator(lang: Lang): CalendarYearsTranslate {
  return tableTranslator(tables[lang]);
}
