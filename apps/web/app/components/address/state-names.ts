import type { IndianState } from '@haat/shared/rules';
import { buildLanguage } from '../../i18n/build-language.ts';
import type { Locale } from '../../i18n/locale.ts';

/**
 * The states and union territories as Hindi pages write them. Only what the shopper reads: the
 * State dropdown's values, what the form posts and the server stores and checks, stay the English
 * names of `indianStates`, in both languages.
 */
const hindi: Record<IndianState, string> = {
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीप समूह',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुडुचेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
};

/** A state's name in the page's language; a name not on the list (an old address) as it is. */
export function stateName(state: string, locale: Locale): string {
  // An English page's scripts leave the table out (build-language.ts).
  return (buildLanguage ?? locale) === 'hi' ? ((hindi as Record<string, string>)[state] ?? state) : state;
}
