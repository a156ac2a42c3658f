/** An object's own keys, sorted and space-separated: a response's exact shape in one comparable line. */
export const keysOf = (value: object): string => Object.keys(value).sort().join(' ');
