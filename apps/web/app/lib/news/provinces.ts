/** Nepal's seven provinces by number (the station list's `province`), in both languages. */
export const PROVINCES: Record<number, { np: string; en: string }> = {
  1: { np: 'कोशी प्रदेश', en: 'Koshi Province' },
  2: { np: 'मधेश प्रदेश', en: 'Madhesh Province' },
  3: { np: 'बागमती प्रदेश', en: 'Bagmati Province' },
  4: { np: 'गण्डकी प्रदेश', en: 'Gandaki Province' },
  5: { np: 'लुम्बिनी प्रदेश', en: 'Lumbini Province' },
  6: { np: 'कर्णाली प्रदेश', en: 'Karnali Province' },
  7: { np: 'सुदूरपश्चिम प्रदेश', en: 'Sudurpashchim Province' },
};
