import type { SeedZipCode } from './types';

/** Parses `code city` lines (the city may contain spaces). */
const parse = (lines: string): SeedZipCode[] =>
  lines
    .trim()
    .split('\n')
    .map((line) => {
      const [code = '', ...city] = line.trim().split(' ');
      return { code, city: city.join(' ') };
    });

/**
 * Zip codes for the address form's picker. Only DE and AT have a list; every other country
 * (CH included) gets a free-text postcode field.
 */
export const zipCodes: Record<string, SeedZipCode[]> = {
  DE: parse(`
    01067 Dresden
    04109 Leipzig
    10115 Berlin
    10117 Berlin
    10119 Berlin
    10178 Berlin
    10405 Berlin
    14467 Potsdam
    18055 Rostock
    20095 Hamburg
    20099 Hamburg
    22767 Hamburg
    24103 Kiel
    28195 Bremen
    30159 Hannover
    33602 Bielefeld
    39104 Magdeburg
    40210 Düsseldorf
    44135 Dortmund
    45127 Essen
    48143 Münster
    50667 Köln
    50668 Köln
    53111 Bonn
    55116 Mainz
    60311 Frankfurt am Main
    60313 Frankfurt am Main
    65183 Wiesbaden
    66111 Saarbrücken
    68159 Mannheim
    70173 Stuttgart
    76133 Karlsruhe
    80331 München
    80333 München
    86150 Augsburg
    90402 Nürnberg
    93047 Regensburg
    97070 Würzburg
    99084 Erfurt
  `),
  AT: parse(`
    1010 Wien
    1020 Wien
    1030 Wien
    1040 Wien
    1050 Wien
    1060 Wien
    1070 Wien
    1080 Wien
    1090 Wien
    1100 Wien
    2500 Baden
    2700 Wiener Neustadt
    3100 St. Pölten
    3500 Krems an der Donau
    4020 Linz
    4040 Linz
    4400 Steyr
    4600 Wels
    5020 Salzburg
    5400 Hallein
    6020 Innsbruck
    6330 Kufstein
    6850 Dornbirn
    6900 Bregenz
    7000 Eisenstadt
    8010 Graz
    8020 Graz
    8700 Leoben
    9020 Klagenfurt am Wörthersee
    9500 Villach
  `),
};
