/**
 * What the widget's "?" says: for each game and phase, a few short paragraphs in our own words on
 * the decision at hand. Part of the rules kit (boneyard-rules.js in the one-file bundle), fetched
 * the first time a reader asks.
 */
type T = (pattern: string) => string;
export interface HelpTopic {
  title: string;
  text: string[];
}

const whist = (phase: string, t: T): HelpTopic => {
  const play = t('Every tile belongs to two suits, one for each of its numbers. When you lead, you say which suit your tile leads. The others must follow that suit if they can, and may play anything if they cannot. The highest trump takes the trick, or else the best tile of the suit led (its double is the best).');
  switch (phase) {
    case 'pass':
      return { title: t('Passing tiles'), text: [t('Before the bidding, everyone passes three tiles face down at the same moment. Pick three you can spare; three come back to you from the other side.')] };
    case 'bid':
      return { title: t('Bidding'), text: [
        t('Bid how many tricks you promise to take, or pass. Each bid must be higher than the one before, and once you pass you are out of the auction. The highest bidder names trumps and leads first.'),
        t('Make your bid and you score it; fall short and you lose it. Everyone else scores a point for each trick they take.')] };
    case 'trump':
      return { title: t('Naming trumps'), text: [t('You won the bid: choose trumps. A number, the doubles, or no trumps at all. A trump belongs to the trump suit alone: with fours as trumps, six-four is a trump and no longer a six.')] };
    case 'exchange':
      return { title: t('The widow'), text: [t('The widow is the spare tile dealt face down. You may take it and put any tile of your hand away in its place, or keep your hand as it is. Nobody sees what you put away.')] };
    default:
      return { title: t('Playing the tricks'), text: [play] };
  }
};

const euchre = (phase: string, t: T): HelpTopic => {
  const alone = t('Going alone: your partner lays their tiles down for the hand and you play by yourself. Take all five tricks and it is worth twice as much.');
  switch (phase) {
    case 'round1':
      return { title: t('Making trumps'), text: [
        t('The turned-up tile proposes trumps: the suit of its higher number. Accept it to make that suit trumps, or pass. Whoever makes trumps must then take at least three of the five tricks with their side, or be euchred and give the other side 2 points.'),
        alone] };
    case 'round2':
      return { title: t('Naming trumps'), text: [
        t('Everyone passed the proposed suit. Now you may name any other suit as trumps, or pass. If nobody names one, the hand is thrown in and the deal moves on.'),
        alone] };
    case 'discard':
      return { title: t('Putting a tile away'), text: [t('You took the turned-up tile into your hand: now put one tile away, face down. Nobody sees it.')] };
    case 'partner':
      return { title: t('Calling a partner'), text: [t('Call the double of a suit. Whoever holds it is your partner for this hand, but only they know it until the double is played. Call one you hold yourself, or one out of play, and you are on your own.')] };
    default:
      return { title: t('Playing the tricks'), text: [
        t('The double of the trump number is the highest tile, the double one below it comes next, then the other trumps from the six down. Any other tile is led as its higher number.'),
        t('Follow the number led with a tile that is not a trump if you can; otherwise play anything. The highest trump takes the trick, or else the best tile of the number led.')] };
  }
};

const loo = (phase: string, t: T): HelpTopic => {
  switch (phase) {
    case 'declare':
      return { title: t('Stand, take the miss, or fold'), text: [
        t('Stand: play the hand you were dealt.'),
        t('Take the miss: throw your hand away face down and play a fresh one from the stock. Whoever takes the miss must play the hand.'),
        t('Fold (three or four players): sit this deal out. You win nothing and lose nothing.'),
        t('Anyone who plays and takes no trick at all is looed, and pays.')] };
    case 'discard':
      return { title: t('Putting tiles away'), text: [t('Keep the tiles you want to play with and put the others away, face down.')] };
    default:
      return { title: t('Playing the tricks'), text: [
        t('Every tile with the trump number is a trump. Any other tile belongs to whichever of its numbers its player names, and ranks by the other one.'),
        t('Follow the suit led if you can; if you cannot, you must trump if you can. Whoever wins a trick must lead a trump next if they have one. Each trick is worth points or chips.')] };
  }
};

const bluff = (phase: string, t: T): HelpTopic => {
  const goal = t('The first player with no tiles left wins the deal; whoever is left with the most tiles loses it.');
  switch (phase) {
    case 'challenge':
      return { title: t('Challenges'), text: [
        t('Challenge a claim you think is a bluff, or pass. A caught bluff goes back to its owner, and you hand them as many tiles of your own. An honest claim goes to you, and its owner hands you as many more.'),
        goal] };
    case 'give':
      return { title: t('Handing tiles over'), text: [t('Choose the tiles to hand over. Nobody else sees them.'), goal] };
    default:
      return { title: t('Claims'), text: [
        t('The tosser throws two dice. Then everyone secretly lays down a claim of one or two tiles, face down, or none.'),
        t('One tile is honest when its two numbers are the two dice. Two tiles are honest when they join end to end and their open ends are the two dice. A claim nobody challenges goes to the boneyard unseen, bluff or not.'),
        goal] };
  }
};

const GAMES: Record<string, (phase: string, t: T) => HelpTopic> = { whist, euchre, loo, bluff };

/** The help for `game` in `phase`, its words through `t` (the widget's language). */
export function helpTopic(game: string, phase: string, t: T): HelpTopic {
  return GAMES[game]?.(phase, t) ?? { title: t('How to play'), text: [] };
}
