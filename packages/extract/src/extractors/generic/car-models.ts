/**
 * A hire car as confirmations print it: a model "or similar", in the languages of the labels (`Toyota Corolla or
 * similar`, `Fiat 500 o similare`, `VW Golf oder ähnlich`), perhaps after its group's letter and before its
 * four-letter industry code (`C - Ford Focus or similar`, `VW Golf oder ähnlich (CDMR)`).
 */
const OR_SIMILAR =
  /(?<![\p{L}])(?:or similar|o similar|o simile|o similare|ou semelhante|eller lignende|oder (?:ähnlich|vergleichbar)|ou similaire|ou similar|of vergelijkbaar|of gelijkwaardig|lub podobny|nebo podobný|eller liknande|или аналог)(?![\p{L}])/iu;

/** A group's letter before the model (`C - `), which names the class of car, not the car. */
const GROUP_LETTER = /^[A-Z]\s+[-–]\s+/;
/** The industry's four-letter code of a car class after the model (`(CDMR)`). */
const CLASS_CODE = /(?<!\s)\s*\([A-Z]{4}\)\s*$/;

/** The model a value names, cleaned of its group's letter and class code, when it says "or similar". */
function likeModel(value: string): string | undefined {
  const v = value.trim();
  if (!OR_SIMILAR.test(v) || v.length > 80) return undefined;
  return v.replace(GROUP_LETTER, '').replace(CLASS_CODE, '').trim();
}

/**
 * A car hire's car: the first labelled value, else the first short line of the document, that names a model "or
 * similar".
 */
export function carModelOf(labelled: readonly string[], lines: readonly string[]): string | undefined {
  for (const value of labelled) {
    const model = likeModel(value);
    if (model) return model;
  }
  for (const line of lines) {
    const model = line.length <= 80 && !/[:：]/.test(line) ? likeModel(line) : undefined;
    if (model) return model;
  }
  return undefined;
}

/** Whether the document names a car "or similar" anywhere, as car hires print their car. */
export function namesCarModel(text: string): boolean {
  return OR_SIMILAR.test(text);
}
