// ra-language-german ships no types: its one export is a react-admin catalogue.
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
