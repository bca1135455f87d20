/**
 * The phrase bank a computed rashifal is written from, in Nepali and English. Written for Patro
 * (never taken from another product): the Moon's daily results follow the classical keywords of
 * each house (data-sources §8); the other grahas' sentences name the house's area of life.
 * Placeholders: {house} {area} {planet} {obstructor} {vedhaHouse} {time} {result} {days}
 * {dayWord} {date} {verdict} {period}.
 */
import type { Graha } from '../astro/planets.js';
import type { Tone } from './reading.js';

export interface PhraseBank {
  grahas: Readonly<Record<Graha, string>>;
  /** Ordinal words for houses 1–12. */
  ordinals: readonly string[];
  /** The area of life of houses 1–12. */
  areas: readonly string[];
  /** The Moon's day in each house (index 0 = house 1), several ways of saying it. */
  moonDay: readonly (readonly string[])[];
  /** Short result of the Moon's house, used when it moves on during the day. */
  moonResult: readonly string[];
  vedhaNote: readonly string[];
  moonIngress: readonly string[];
  good: Readonly<Record<Exclude<Graha, 'moon'>, readonly string[]>>;
  bad: Readonly<Record<Exclude<Graha, 'moon'>, readonly string[]>>;
  obstructed: readonly string[];
  periodWord: Readonly<Record<'weekly' | 'monthly' | 'yearly', string>>;
  opening: Readonly<Record<Tone, readonly string[]>>;
  weekDays: readonly string[];
  weekNoDays: readonly string[];
  dayWord: readonly [one: string, many: string];
  change: readonly string[];
  verdict: readonly [favourable: string, unfavourable: string];
  sadeSati: readonly [string, string, string];
  closing: Readonly<Record<Tone, readonly string[]>>;
  /** How the text says where it comes from. */
  basis: string;
  and: string;
  /** "Moon: Gemini, 3rd house — favourable"-style label pieces. */
  label: { sign: string; house: string; favourable: string; unfavourable: string; vedha: string };
}

export const NP_PHRASES: PhraseBank = {
  grahas: {
    sun: 'सूर्य',
    moon: 'चन्द्रमा',
    mars: 'मङ्गल',
    mercury: 'बुध',
    jupiter: 'बृहस्पति',
    venus: 'शुक्र',
    saturn: 'शनि',
    rahu: 'राहु',
    ketu: 'केतु',
  },
  ordinals: ['पहिलो', 'दोस्रो', 'तेस्रो', 'चौथो', 'पाँचौँ', 'छैटौँ', 'सातौँ', 'आठौँ', 'नवौँ', 'दशौँ', 'एघारौँ', 'बाह्रौँ'],
  areas: [
    'शरीर र आत्मविश्वास',
    'धन र परिवार',
    'साहस र भाइबहिनी',
    'घर, सवारी र मनको शान्ति',
    'सन्तान, पढाइ र बुद्धि',
    'स्वास्थ्य, ऋण र प्रतिस्पर्धा',
    'दाम्पत्य र साझेदारी',
    'आयु र अचानक हुने परिवर्तन',
    'भाग्य, धर्म र लामो यात्रा',
    'काम, पद र प्रतिष्ठा',
    'आम्दानी र इच्छापूर्ति',
    'खर्च, विदेश र आराम',
  ],
  moonDay: [
    [
      'आज चन्द्रमा तपाईंकै राशिमा रहेकाले मन प्रसन्न रहनेछ र दिनभर सुख-सुविधा मिल्नेछ।',
      'चन्द्रमा जन्मराशिमै भएकाले आज भाग्यले साथ दिनेछ; आफ्नो कुरा राख्न सहज हुनेछ।',
      'आज जन्मराशिमा चन्द्रमाको गोचर छ: शरीर स्फूर्त र मन हलुका रहनेछ।',
    ],
    [
      'आज चन्द्रमा दोस्रो भावमा रहेकाले अनपेक्षित खर्च वा पैसाको नोक्सानी हुन सक्छ; लेनदेनमा सावधानी अपनाउनुहोला।',
      'दोस्रो भावको चन्द्रमाले आज धनमा दबाब ल्याउँछ; सापटी दिने-लिने काम आज नगर्नु नै बेस।',
      'आज आर्थिक विषयमा ध्यान दिनुपर्ने दिन हो; चन्द्रमा दोस्रो भावमा हुँदा बोलीमा पनि संयम चाहिन्छ।',
    ],
    [
      'आज चन्द्रमा तेस्रो भावमा रहेकाले हात हालेका काममा सफलता मिल्नेछ।',
      'तेस्रो भावको चन्द्रमाले साहस बढाउँछ; अड्किएका काम आज अघि बढ्नेछन्।',
      'आज मेहनतको फल छिट्टै देखिनेछ; चन्द्रमा तेस्रो भावमा हुँदा भाइबहिनी र साथीको सहयोग पनि मिल्नेछ।',
    ],
    [
      'आज चन्द्रमा चौथो भावमा रहेकाले मनमा अनावश्यक डर वा चिन्ता आउन सक्छ।',
      'चौथो भावको चन्द्रमाले आज मन अस्थिर बनाउन सक्छ; घरायसी कुरामा धैर्य राख्नुहोला।',
      'आज सानो कुरामा पनि चिन्ता बढ्न सक्छ; चन्द्रमा चौथो भावमा हुँदा ठूलो जोखिम नलिनु राम्रो।',
    ],
    [
      'आज चन्द्रमा पाँचौँ भावमा रहेकाले मन खिन्न हुन सक्छ; सन्तान र पढाइका विषयमा बढी ध्यान चाहिन्छ।',
      'पाँचौँ भावको चन्द्रमाले आज निराशा ल्याउन सक्छ; भावनामा बगेर निर्णय नगर्नुहोला।',
      'आज मन अलि उदास रहन सक्छ; चन्द्रमा पाँचौँ भावमा हुँदा योजना बनाउन ठीक, सुरु गर्न अलि पर्खनु बेस।',
    ],
    [
      'आज चन्द्रमा छैटौँ भावमा रहेकाले स्वास्थ्य राम्रो रहनेछ र विरोधीमाथि विजय मिल्नेछ।',
      'छैटौँ भावको चन्द्रमाले आज प्रतिस्पर्धामा अघि राख्छ; पुराना समस्या समाधान हुनेछन्।',
      'आज शत्रु र प्रतिस्पर्धी कमजोर हुनेछन्; चन्द्रमा छैटौँ भावमा हुँदा रोगबाट पनि राहत मिल्नेछ।',
    ],
    [
      'आज चन्द्रमा सातौँ भावमा रहेकाले सुख र लाभ दुवै मिल्नेछ।',
      'सातौँ भावको चन्द्रमाले आज दाम्पत्य र साझेदारीमा मिठास ल्याउँछ; सम्झौताका काम सफल हुनेछन्।',
      'आज मिलनसार दिन छ; चन्द्रमा सातौँ भावमा हुँदा जीवनसाथी र साझेदारबाट खुसी मिल्नेछ।',
    ],
    [
      'आज चन्द्रमा आठौँ भावमा रहेकाले अप्ठ्यारो आइपर्न सक्छ; यात्रा र सवारीमा सावधानी अपनाउनुहोला।',
      'आठौँ भावको चन्द्रमाले आज अचानक बाधा ल्याउन सक्छ; नयाँ काम थाल्न दिन उपयुक्त छैन।',
      'आज सबै कुरा योजनाअनुसार नहुन सक्छ; चन्द्रमा आठौँ भावमा हुँदा स्वास्थ्यमा पनि ध्यान दिनुहोला।',
    ],
    [
      'आज चन्द्रमा नवौँ भावमा रहेकाले कामकाजमा अवरोध आउन सक्छ र स्वास्थ्य पनि कमजोर हुन सक्छ।',
      'नवौँ भावको चन्द्रमाले आज भाग्यको साथ कम दिन्छ; मेहनतअनुसार फल पाउन ढिलाइ हुन सक्छ।',
      'आज बाधा-अड्चन बढी देखिन सक्छन्; चन्द्रमा नवौँ भावमा हुँदा लामो यात्रा टार्नु राम्रो।',
    ],
    [
      'आज चन्द्रमा दशौँ भावमा रहेकाले सोचेका काम पूरा हुनेछन्।',
      'दशौँ भावको चन्द्रमाले आज कार्यक्षेत्रमा मान-सम्मान बढाउँछ; लक्ष्य हासिल हुनेछ।',
      'आज काममा सफलता र प्रशंसा मिल्नेछ; चन्द्रमा दशौँ भावमा हुँदा माथिल्ला व्यक्तिको साथ पनि मिल्नेछ।',
    ],
    [
      'आज चन्द्रमा एघारौँ भावमा रहेकाले खुसी र आर्थिक लाभ दुवै मिल्नेछ।',
      'एघारौँ भावको चन्द्रमाले आज आम्दानी बढाउँछ; साथीभाइबाट पनि राम्रो खबर आउनेछ।',
      'आज इच्छा पूरा हुने दिन छ; चन्द्रमा एघारौँ भावमा हुँदा रोकिएको रकम पनि हात पर्न सक्छ।',
    ],
    [
      'आज चन्द्रमा बाह्रौँ भावमा रहेकाले खर्च बढ्नेछ; बजेटभन्दा बाहिर नजानुहोला।',
      'बाह्रौँ भावको चन्द्रमाले आज फजुल खर्च र थकान ल्याउन सक्छ; आरामलाई पनि समय दिनुहोला।',
      'आज पैसा बाहिरिने योग छ; चन्द्रमा बाह्रौँ भावमा हुँदा धार्मिक वा परोपकारी काममा गरेको खर्च सार्थक हुनेछ।',
    ],
  ],
  moonResult: [
    'मन प्रसन्न हुनेछ',
    'खर्चमा सावधानी चाहिन्छ',
    'कामले गति लिनेछ',
    'मनमा चिन्ता बढ्न सक्छ',
    'मन अलि खिन्न हुन सक्छ',
    'स्वास्थ्य र प्रतिस्पर्धामा सुधार आउनेछ',
    'सुख र लाभ मिल्नेछ',
    'बाधा आउन सक्छ',
    'कामकाजमा अवरोध आउन सक्छ',
    'सोचेका काम बन्नेछन्',
    'लाभ र खुसी मिल्नेछ',
    'खर्च बढ्न सक्छ',
  ],
  vedhaNote: [
    'तर {obstructor} {vedhaHouse} भावमा रहेकाले यसमा वेध लागेको छ, त्यसैले शुभ फल पूरा नमिल्न सक्छ।',
    'यद्यपि {vedhaHouse} भावमा रहेको {obstructor}को वेधका कारण यो शुभ फल आधा मात्र मिल्ने देखिन्छ।',
  ],
  moonIngress: [
    '{time}पछि चन्द्रमा {house} भावमा सर्नेछ र त्यसपछि {result}।',
    '{time}देखि चन्द्रमा {house} भावमा पुग्नेछ; त्यसपछि {result}।',
  ],
  good: {
    sun: [
      'सूर्य {house} भावमा रहेकाले {area}का विषयमा मान-सम्मान र सरकारी काममा सफलता मिल्नेछ।',
      '{house} भावको सूर्यले {area}मा आत्मविश्वास र अधिकार बढाउँछ।',
    ],
    mars: [
      'मङ्गल {house} भावमा रहेकाले {area}मा जोश र जित मिल्नेछ।',
      '{house} भावको मङ्गलले {area}का काममा साहस र ऊर्जा थप्छ; जग्गा-जमिनका काम पनि बन्न सक्छन्।',
    ],
    mercury: [
      'बुध {house} भावमा रहेकाले {area}मा बुद्धि र बोलीले काम बनाउनेछ।',
      '{house} भावको बुधले {area}का विषयमा व्यापार, लेखपढ र कुराकानी सफल बनाउँछ।',
    ],
    jupiter: [
      'बृहस्पति {house} भावमा रहेकाले {area}मा वृद्धि र ठूलाबडाको आशीर्वाद मिल्नेछ।',
      '{house} भावको बृहस्पतिले {area}का विषयमा शुभ अवसर र सही सल्लाह ल्याउँछ।',
    ],
    venus: [
      'शुक्र {house} भावमा रहेकाले {area}मा सुख-सुविधा, प्रेम र कलाबाट आनन्द मिल्नेछ।',
      '{house} भावको शुक्रले {area}का विषयमा मिठास र भौतिक सुख बढाउँछ।',
    ],
    saturn: [
      'शनि {house} भावमा रहेकाले {area}मा धैर्य र लगातारको मेहनतले स्थायी लाभ दिनेछ।',
      '{house} भावको शनिले {area}का विषयमा ढिलो तर पक्का सफलता दिन्छ।',
    ],
    rahu: [
      'राहु {house} भावमा रहेकाले {area}मा अप्रत्याशित अवसर र विदेशसँग जोडिएका कामबाट लाभ हुनेछ।',
      '{house} भावको राहुले {area}का विषयमा साहसी कदमबाट सफलता दिलाउँछ।',
    ],
    ketu: [
      'केतु {house} भावमा रहेकाले {area}मा आध्यात्मिक झुकाव र गहिरो अन्तर्दृष्टि बढ्नेछ।',
      '{house} भावको केतुले {area}का विषयमा पुराना बन्धनबाट मुक्ति दिलाउँछ।',
    ],
  },
  bad: {
    sun: [
      'सूर्य {house} भावमा हुँदा {area}का विषयमा अहंकारका कारण तनाव आउन सक्छ; माथिल्ला व्यक्तिसँग विवाद नगर्नुहोला।',
      '{house} भावको सूर्यले {area}मा थकान र असन्तोष ल्याउन सक्छ।',
    ],
    mars: [
      'मङ्गल {house} भावमा हुँदा {area}का विषयमा झगडा र चोटपटकको डर रहन्छ; रिस नियन्त्रणमा राख्नुहोला।',
      '{house} भावको मङ्गलले {area}मा हतार र विवाद बढाउन सक्छ।',
    ],
    mercury: [
      'बुध {house} भावमा हुँदा {area}का विषयमा गलतफहमी हुन सक्छ; कागजपत्र राम्ररी पढेर मात्र सही गर्नुहोला।',
      '{house} भावको बुधले {area}मा अलमल र अनिर्णय ल्याउन सक्छ।',
    ],
    jupiter: [
      'बृहस्पति {house} भावमा हुँदा {area}का विषयमा अपेक्षाअनुसार प्रगति हुन ढिलाइ हुन सक्छ।',
      '{house} भावको बृहस्पतिले {area}मा गलत सल्लाह र अति आत्मविश्वासको जोखिम देखाउँछ।',
    ],
    venus: [
      'शुक्र {house} भावमा हुँदा {area}का विषयमा भोग-विलासमा बढी खर्च हुन सक्छ।',
      '{house} भावको शुक्रले {area}मा सम्बन्धमा चिसोपन ल्याउन सक्छ; संयम राख्नुहोला।',
    ],
    saturn: [
      'शनि {house} भावमा हुँदा {area}का विषयमा काम ढिलो हुने र थकान बढ्ने सम्भावना छ।',
      '{house} भावको शनिले {area}मा भार र जिम्मेवारी बढाउँछ; धैर्य नै उपाय हो।',
    ],
    rahu: [
      'राहु {house} भावमा हुँदा {area}का विषयमा भ्रम र छलको डर रहन्छ; सबैमाथि सजिलै विश्वास नगर्नुहोला।',
      '{house} भावको राहुले {area}मा अस्थिरता र अनावश्यक चिन्ता ल्याउन सक्छ।',
    ],
    ketu: [
      'केतु {house} भावमा हुँदा {area}का विषयमा मन उचाट हुन सक्छ।',
      '{house} भावको केतुले {area}मा अचानक अवरोध र विरक्ति ल्याउन सक्छ।',
    ],
  },
  obstructed: [
    '{planet} {house} भावमा अनुकूल भए पनि {obstructor} {vedhaHouse} भावमा रहेकाले वेध लागेको छ; {area}मा पूरा फल पाउन ढिलाइ हुन सक्छ।',
    '{house} भावको {planet} शुभ हो, तर {obstructor}को वेधले {area}मा यसको फल आधा मात्र दिन्छ।',
  ],
  periodWord: { weekly: 'यो हप्ता', monthly: 'यो महिना', yearly: 'यो वर्ष' },
  opening: {
    good: [
      '{period} ग्रहहरूको गोचर धेरैजसो तपाईंको पक्षमा छ।',
      '{period} ग्रहस्थिति अनुकूल रहेकाले योजनाअनुसार काम अघि बढ्नेछन्।',
    ],
    mixed: [
      '{period} ग्रहहरूको गोचर मिश्रित छ: केही काम सजिलै बन्छन्, केहीमा धैर्य चाहिन्छ।',
      '{period} राम्रो र चुनौतीपूर्ण दुवै खालका गोचर छन्।',
    ],
    hard: [
      '{period} धेरै ग्रह प्रतिकूल भावमा छन्, त्यसैले सावधानीपूर्वक अघि बढ्नुहोला।',
      '{period} ग्रहस्थितिले धैर्य र संयमको परीक्षा लिनेछ।',
    ],
  },
  weekDays: [
    'यस हप्ता {days} चन्द्रमा अनुकूल भावमा रहने हुँदा महत्त्वपूर्ण काम {dayWord} गर्नु राम्रो।',
    'यस हप्ता चन्द्रमा {days} शुभ भावमा रहन्छ, त्यसैले नयाँ काम {dayWord} थाल्नुहोला।',
  ],
  weekNoDays: [
    'यस हप्ता चन्द्रमा कुनै पनि दिन पूर्ण रूपमा अनुकूल छैन, त्यसैले ठूला निर्णय हतारमा नगर्नुहोला।',
    'यस हप्ता चन्द्रमाको गोचर कुनै दिन पनि पूरा शुभ छैन; नयाँ काम सुरु गर्न अर्को हप्ता पर्खनु बेस।',
  ],
  dayWord: ['त्यो दिन', 'ती दिन'],
  change: [
    '{date}देखि {planet} {house} भावमा सर्नेछ, जुन तपाईंका लागि {verdict} हो।',
    '{date}मा {planet} राशि परिवर्तन गरी {house} भावमा पुग्नेछ, जहाँ यसको गोचर {verdict} हुन्छ।',
  ],
  verdict: ['अनुकूल', 'प्रतिकूल'],
  sadeSati: [
    'शनि बाह्रौँ भावमा रहेकाले साढेसातीको पहिलो चरण चलिरहेको छ; खर्च र निद्रामा ध्यान दिनुहोला।',
    'शनि जन्मराशिमै भएकाले साढेसातीको बीचको चरण चलिरहेको छ; स्वास्थ्य र धैर्यमा विशेष ध्यान चाहिन्छ।',
    'शनि दोस्रो भावमा रहेकाले साढेसातीको अन्तिम चरण चलिरहेको छ; पारिवारिक र आर्थिक विषयमा संयम राख्नुहोला।',
  ],
  closing: {
    good: ['आत्मविश्वासका साथ अघि बढ्नुहोला।', 'आएका अवसरको सदुपयोग गर्नुहोला।'],
    mixed: ['सन्तुलित भएर निर्णय गर्नुहोला।', 'धैर्य र योजनाले काम बन्नेछ।'],
    hard: ['संयम र धैर्य नै यस समयको उपाय हो।', 'ठूला निर्णय केही समय पर सार्नु बुद्धिमानी हुनेछ।'],
  },
  basis: 'यो राशिफल पात्रोले {date} को काठमाडौँको सूर्योदयबेलाको ग्रह गोचर (निरयण, लाहिरी अयनांश) बाट गणना गरेको हो।',
  and: 'र',
  label: { sign: 'राशि', house: 'भाव', favourable: 'अनुकूल', unfavourable: 'प्रतिकूल', vedha: 'वेध' },
};

export const EN_PHRASES: PhraseBank = {
  grahas: {
    sun: 'the Sun',
    moon: 'the Moon',
    mars: 'Mars',
    mercury: 'Mercury',
    jupiter: 'Jupiter',
    venus: 'Venus',
    saturn: 'Saturn',
    rahu: 'Rahu',
    ketu: 'Ketu',
  },
  ordinals: [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
  ],
  areas: [
    'health and self-confidence',
    'money and family',
    'courage and siblings',
    'home, vehicles and peace of mind',
    'children, studies and judgement',
    'health, debts and rivals',
    'marriage and partnerships',
    'longevity and sudden changes',
    'fortune, faith and long journeys',
    'work, position and reputation',
    'income and wishes',
    'expenses, foreign lands and rest',
  ],
  moonDay: [
    [
      'With the Moon in your own sign today, your mind is at ease and the day brings comfort.',
      'The Moon transits your birth sign: luck is on your side and it is easy to speak up for yourself.',
      'The Moon in your first house lifts your spirits and your energy today.',
    ],
    [
      'The Moon in your second house can bring an unexpected expense or a loss of money; be careful with transactions.',
      'With the Moon in the second house, money is under pressure today; avoid lending or borrowing.',
      'Keep an eye on your finances today; with the Moon in the second house, measured words also serve you well.',
    ],
    [
      'The Moon in your third house brings success in whatever you take up today.',
      'With the Moon in the third house your courage grows and stalled work moves ahead.',
      'Effort pays off quickly today; with the Moon in the third house, siblings and friends lend a hand.',
    ],
    [
      'The Moon in your fourth house can stir needless fears or worry today.',
      'With the Moon in the fourth house your mood may waver; be patient with matters at home.',
      'Small things may weigh on your mind today; with the Moon in the fourth house, avoid big risks.',
    ],
    [
      'The Moon in your fifth house can leave you downcast; children and studies need more attention.',
      'With the Moon in the fifth house disappointment may creep in; do not decide on impulse.',
      'You may feel a little low today; with the Moon in the fifth house, plan now and start later.',
    ],
    [
      'The Moon in your sixth house keeps you healthy and gives you the upper hand over opponents.',
      'With the Moon in the sixth house you stay ahead of the competition and old problems get solved.',
      'Rivals lose ground today; with the Moon in the sixth house, ailments ease as well.',
    ],
    [
      'The Moon in your seventh house brings both happiness and gains today.',
      'With the Moon in the seventh house, marriage and partnerships feel warmer and agreements go well.',
      'A sociable day: with the Moon in the seventh house, your partner brings you joy.',
    ],
    [
      'The Moon in your eighth house can bring trouble; take care when travelling and driving.',
      'With the Moon in the eighth house sudden hurdles may appear; it is not a day to start something new.',
      'Not everything may go to plan today; with the Moon in the eighth house, look after your health.',
    ],
    [
      'The Moon in your ninth house may put obstacles in your work and leave you under the weather.',
      'With the Moon in the ninth house luck is thin today; results may lag behind effort.',
      'Hold-ups are likely today; with the Moon in the ninth house, put off long journeys.',
    ],
    [
      'The Moon in your tenth house fulfils what you set out to do today.',
      'With the Moon in the tenth house your standing at work rises and goals are met.',
      'Success and praise come at work today; with the Moon in the tenth house, seniors back you.',
    ],
    [
      'The Moon in your eleventh house brings joy and financial gain today.',
      'With the Moon in the eleventh house income rises and friends bring good news.',
      'A day when wishes come true: with the Moon in the eleventh house, money that was held up may arrive.',
    ],
    [
      'The Moon in your twelfth house raises expenses; stay within your budget.',
      'With the Moon in the twelfth house, needless spending and fatigue are likely; make time to rest.',
      'Money tends to flow out today; with the Moon in the twelfth house, what you give to faith or charity is well spent.',
    ],
  ],
  moonResult: [
    'your mood lifts',
    'spending needs care',
    'work picks up pace',
    'worries may grow',
    'you may feel a little low',
    'health and competition improve',
    'happiness and gains follow',
    'hurdles may appear',
    'work may meet delays',
    'tasks get done',
    'gains and joy follow',
    'expenses may rise',
  ],
  vedhaNote: [
    'But {obstructor} in the {vedhaHouse} house obstructs it (vedha), so the good result may come only in part.',
    'Still, the vedha from {obstructor} in the {vedhaHouse} house means only part of this good result is likely.',
  ],
  moonIngress: [
    'At {time} the Moon moves into your {house} house, and then {result}.',
    'From {time} the Moon is in your {house} house; after that {result}.',
  ],
  good: {
    sun: [
      'The Sun in your {house} house brings respect in {area} and success with official work.',
      'With the Sun in the {house} house, your confidence and authority grow in {area}.',
    ],
    mars: [
      'Mars in your {house} house gives drive and victories in {area}.',
      'With Mars in the {house} house, you bring courage and energy to {area}; property matters may also move.',
    ],
    mercury: [
      'Mercury in your {house} house lets clear thinking and good words carry {area}.',
      'With Mercury in the {house} house, trade, study and conversations around {area} go well.',
    ],
    jupiter: [
      'Jupiter in your {house} house brings growth in {area} and the blessing of elders.',
      'With Jupiter in the {house} house, good chances and sound advice come in {area}.',
    ],
    venus: [
      'Venus in your {house} house brings comfort, affection and joy from the arts to {area}.',
      'With Venus in the {house} house, life feels sweeter and more comfortable in {area}.',
    ],
    saturn: [
      'Saturn in your {house} house rewards patience and steady work in {area} with lasting gains.',
      'With Saturn in the {house} house, success in {area} comes slowly but surely.',
    ],
    rahu: [
      'Rahu in your {house} house opens unexpected chances in {area}, including work connected with other countries.',
      'With Rahu in the {house} house, bold steps in {area} pay off.',
    ],
    ketu: [
      'Ketu in your {house} house deepens insight and a spiritual turn in {area}.',
      'With Ketu in the {house} house, old ties in {area} loosen their hold.',
    ],
  },
  bad: {
    sun: [
      'The Sun in your {house} house can bring friction in {area} through pride; avoid arguing with superiors.',
      'With the Sun in the {house} house, matters of {area} may leave you tired and dissatisfied.',
    ],
    mars: [
      'Mars in your {house} house risks quarrels and injuries in {area}; keep your temper in check.',
      'With Mars in the {house} house, haste and disputes may grow in {area}.',
    ],
    mercury: [
      'Mercury in your {house} house can cause misunderstandings in {area}; read documents carefully before signing.',
      'With Mercury in the {house} house, confusion and indecision may creep into {area}.',
    ],
    jupiter: [
      'Jupiter in your {house} house may slow the progress you expect in {area}.',
      'With Jupiter in the {house} house, beware of poor advice and overconfidence in {area}.',
    ],
    venus: [
      'Venus in your {house} house can lead to overspending on pleasures in {area}.',
      'With Venus in the {house} house, relationships around {area} may cool; keep your balance.',
    ],
    saturn: [
      'Saturn in your {house} house slows work in {area} and adds to fatigue.',
      'With Saturn in the {house} house, burdens and duties in {area} grow; patience is the remedy.',
    ],
    rahu: [
      'Rahu in your {house} house brings a risk of confusion and deceit in {area}; do not trust too easily.',
      'With Rahu in the {house} house, matters of {area} may feel unsettled.',
    ],
    ketu: [
      'Ketu in your {house} house may leave your heart restless about {area}.',
      'With Ketu in the {house} house, sudden hurdles and detachment may touch {area}.',
    ],
  },
  obstructed: [
    '{Planet} in your {house} house would be favourable, but {obstructor} in the {vedhaHouse} house obstructs it (vedha); results in {area} may be slow to come.',
    '{Planet} in the {house} house is a good transit, yet the vedha from {obstructor} halves its benefit for {area}.',
  ],
  periodWord: { weekly: 'This week', monthly: 'This month', yearly: 'This year' },
  opening: {
    good: [
      '{period} most transits are on your side.',
      '{period} the planets favour you, so plans move ahead on schedule.',
    ],
    mixed: [
      '{period} the transits are mixed: some things come easily, others need patience.',
      '{period} brings a blend of helpful and testing transits.',
    ],
    hard: [
      '{period} several planets sit in difficult houses, so move carefully.',
      '{period} the planets test your patience and restraint.',
    ],
  },
  weekDays: [
    'This week the Moon is favourable on {days}; do important things on {dayWord}.',
    'The Moon passes through good houses on {days}, so start new things on {dayWord}.',
  ],
  weekNoDays: [
    'This week the Moon is not fully favourable on any day, so do not rush big decisions.',
    'The Moon’s transit is not fully good on any day this week; new starts can wait for next week.',
  ],
  dayWord: ['that day', 'those days'],
  change: [
    'From {date} {planet} moves into your {house} house, which is {verdict} for you.',
    'On {date} {planet} changes sign and enters your {house} house, where its transit is {verdict}.',
  ],
  verdict: ['favourable', 'unfavourable'],
  sadeSati: [
    'Saturn in your twelfth house marks the first phase of Sade Sati; watch your spending and sleep.',
    'Saturn in your own sign marks the middle phase of Sade Sati; take special care of your health and patience.',
    'Saturn in your second house marks the last phase of Sade Sati; be measured in family and money matters.',
  ],
  closing: {
    good: ['Move ahead with confidence.', 'Make the most of the openings that come.'],
    mixed: ['Weigh decisions with care.', 'Patience and planning will get things done.'],
    hard: [
      'Restraint and patience are your best tools now.',
      'It is wise to postpone big decisions for a while.',
    ],
  },
  basis:
    'Computed by Patro from the planets’ transits at sunrise in Kathmandu on {date} (sidereal, Lahiri ayanamsa).',
  and: 'and',
  label: { sign: '', house: 'house', favourable: 'favourable', unfavourable: 'unfavourable', vedha: 'vedha' },
};
