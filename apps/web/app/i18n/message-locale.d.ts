export declare const experimentalStaticLocale: undefined;
export declare function getLocale(): 'en';
