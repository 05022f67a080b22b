/** Words the sentences are built from, as English patterns for t(): the numbers (a tile's half, a die, one tile of a suit) and the suits. */
export const NUMBERS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const SUITS = ['blanks', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines'];
