/**
 * Spanish. Keys are the English patterns the elements pass to `t()`; `{name}` placeholders must
 * match (i18n.test.ts checks every pattern in use has its entry, with the same placeholders, and
 * that no entry is left unused). The person is addressed as "usted", so the verbs agree with
 * "Usted" as with any other seat's name. Built as its own file, boneyard-es.js.
 */
const es: Record<string, string> = {
  // Seats, numbers, suits
  'You': 'Usted', 'Left': 'Izquierda', 'Partner': 'Compañero', 'Right': 'Derecha', 'Opponent': 'Rival', 'Across': 'Enfrente',
  'Far left': 'Izquierda lejana', 'Far right': 'Derecha lejana', 'Across left': 'Enfrente a la izquierda', 'Across right': 'Enfrente a la derecha',
  'Seat {n}': 'Asiento {n}', "Seat {n}'s hand": 'Mano del asiento {n}',
  'blank': 'blanca', 'one': 'uno', 'two': 'dos', 'three': 'tres', 'four': 'cuatro', 'five': 'cinco', 'six': 'seis', 'seven': 'siete', 'eight': 'ocho', 'nine': 'nueve',
  'blanks': 'blancas', 'ones': 'unos', 'twos': 'doses', 'threes': 'treses', 'fours': 'cuatros', 'fives': 'cincos', 'sixes': 'seises', 'sevens': 'sietes',
  'eights': 'ochos', 'nines': 'nueves', 'doubles': 'dobles', 'double': 'doble', 'trump': 'triunfo', 'trumps': 'triunfos', 'no trump': 'sin triunfo', '—': '—',
  'double {n}': 'doble {n}', '{a} and {b}': '{a} y {b}', ' or ': ' o ',
  'Domino Whist': 'Whist de dominó', 'Domino Euchre': 'Euchre de dominó', 'Domino Loo': 'Loo de dominó', 'Domino Bluff': 'Farol de dominó',

  // Every game
  'Shuffling the tiles…': 'Barajando las fichas…', 'This {game} table cannot start.': 'Esta mesa de {game} no puede empezar.',
  'Hand {n}': 'Mano {n}', 'Score': 'Puntos', 'Chips': 'Fichas', 'Current trick': 'Baza en juego', 'Last trick': 'Última baza',
  'Last trick ({who} won):': 'Última baza (la ganó {who}):', 'Waiting for the lead.': 'Esperando la salida.', 'The game is over.': 'La partida ha terminado.',
  'Why some tiles cannot be played': 'Por qué algunas fichas no se pueden jugar', 'Results': 'Resultados',
  'New game': 'Partida nueva', 'Start a new game?': '¿Empezar una partida nueva?', 'The game under way will be lost.': 'Se perderá la partida en curso.', 'Keep playing': 'Seguir jugando', 'Hand {n} is over': 'Fin de la mano {n}', 'Next hand': 'Siguiente mano', 'Copy the game': 'Copiar la partida', 'The game is copied as text.': 'La partida se ha copiado como texto.',
  'Game over. You win!': 'Fin de la partida. ¡Usted gana!', 'Game over. {who} win!': 'Fin de la partida. ¡Ganan {who}!', 'Game over. {who} wins!': 'Fin de la partida. ¡Gana {who}!',
  'You take the trick.': 'Usted se lleva la baza.', '{who} takes the trick.': '{who} se lleva la baza.',
  '1 trick': '1 baza', '{n} tricks': '{n} bazas', '{who} · leads {suit}': '{who} · sale a {suit}', '{who} · off suit': '{who} · no sigue el palo',
  'Lead {tile} as a trump': 'Salir con {tile} como triunfo', 'Lead {tile} as {suit}': 'Salir con {tile} como {suit}',
  'Players': 'Jugadores', 'Dealer': 'Mano que reparte', 'D': 'R', '1 hidden tile': '1 ficha oculta', '{n} hidden tiles': '{n} fichas ocultas',
  'hidden tile': 'ficha oculta', 'Your hand': 'Su mano', 'Trump:': 'Triunfo:', 'Game: {n}': 'Partida a {n}', 'Pass': 'Pasar', '{who} passed.': '{who} pasó.',
  '{who} played {tile}.': '{who} jugó {tile}.', '{who} is playing…': '{who} está jugando…', 'Your turn: follow {suit} if you can.': 'Su turno: siga a los {suit} si puede.',
  'Put away {tile}': 'Descartar {tile}', '{a} needs {b}.': '{a} necesita {b}.', 'variant="call-ace" needs 4 or 5 players.': 'variant="call-ace" necesita 4 o 5 jugadores.',
  '{attr} must be {values} (it is "{v}").': '{attr} debe ser {values} (es "{v}").',
  '{attr} must be a whole number from {min} to {max} (it is "{v}").': '{attr} debe ser un número entero de {min} a {max} (es "{v}").',

  // Online tables
  'room must be "new" or a table\'s code (it is "{v}").': 'room debe ser "new" o el código de una mesa (es "{v}").',
  'The invite link is copied.': 'El enlace de invitación se ha copiado.', 'Connecting to the game server…': 'Conectando con el servidor de juego…',
  'Table {code}': 'Mesa {code}', 'Send this link to the friends you play with:': 'Envíe este enlace a los amigos con quienes juega:',
  'Invite link': 'Enlace de invitación', 'Copied': 'Copiado', 'Copy link': 'Copiar enlace', 'Copy the invite link': 'Copiar el enlace de invitación',
  'here': 'aquí', 'away': 'ausente', 'empty: a bot plays unless a friend sits here': 'libre: juega un bot si no se sienta un amigo',
  'Waiting for 1 more person.': 'Falta 1 persona.', 'Waiting for {n} more people.': 'Faltan {n} personas.',
  'Start now: bots take the empty seats': 'Empezar ya: los bots ocupan los asientos libres', 'away: a bot plays for now': 'ausente: juega un bot mientras tanto',
  'The game server address is not valid.': 'La dirección del servidor de juego no es válida.',
  'The game server cannot be reached. Check the address, or try again in a moment.': 'No se puede llegar al servidor de juego. Compruebe la dirección o inténtelo de nuevo en un momento.',
  'There is no table with this code any more: it may have closed.': 'Ya no hay ninguna mesa con este código: puede que se haya cerrado.',
  'The connection to the game server was lost. Reload the page to sit down at your table again.': 'Se perdió la conexión con el servidor de juego. Recargue la página para volver a su mesa.',
  'Too many tries to join a table from here. Wait a minute and try again.': 'Demasiados intentos de unirse a una mesa desde aquí. Espere un minuto y vuelva a intentarlo.',
  'You sat down at this table in another window or tab: play on there.': 'Se sentó a esta mesa en otra ventana o pestaña: siga jugando allí.',

  // Errors
  'Wait for your turn.': 'Espere su turno.', 'Too late: another player moved first.': 'Demasiado tarde: otro jugador jugó antes.', 'You must follow the suit that was led.': 'Debe seguir el palo de salida.',
  'Say which suit your tile leads.': 'Diga a qué palo sale su ficha.', 'That tile cannot lead that suit.': 'Esa ficha no puede salir a ese palo.',
  'That tile is not in your hand.': 'Esa ficha no está en su mano.', 'Your bid must be higher than the last one.': 'Su apuesta debe superar a la anterior.',
  'That bid is more than the tricks in a hand.': 'Esa apuesta supera las bazas de una mano.', 'That move is not allowed now.': 'Esa jugada no está permitida ahora.',
  'The game is over. Start a new one.': 'La partida ha terminado. Empiece otra.', 'A setting of this game is not valid.': 'Un ajuste de esta partida no es válido.',
  'The example deal is not valid.': 'El reparto de ejemplo no es válido.', 'The game notation is not valid.': 'La notación de la partida no es válida.',
  'Something went wrong.': 'Algo ha fallado.', 'The position is not valid.': 'La posición no es válida.',
  'That seat is not yours to play.': 'Ese asiento no es suyo.',
  'The file that deals a saved game could not be loaded.': 'No se pudo cargar el archivo que reparte una partida guardada.',
  'The game engine stopped again and again on this game. Start a new game.': 'El motor del juego se ha detenido una y otra vez con esta partida. Empiece una partida nueva.',
  'This page lets the game engine run only beside its own scripts, where they could read every tile, and this table is set to play only where they cannot.':
    'Esta página solo deja funcionar el motor del juego junto a sus propios scripts, que podrían leer todas las fichas, y esta mesa está configurada para jugar solo donde no puedan.',
  'Copy this position': 'Copiar esta posición', 'This position is copied as text.': 'La posición se ha copiado como texto.',

  // Explain
  'You must lead a trump now ({allowed} is allowed).': 'Ahora debe salir con triunfo (se permite {allowed}).',
  'You must lead a trump now ({allowed} are allowed).': 'Ahora debe salir con triunfo (se permiten {allowed}).',
  'You must beat {best} when you can: {allowed} is higher than it, {tile} is not.': 'Debe superar a {best} cuando pueda: {allowed} es más alta, {tile} no.',
  'You must beat {best} when you can: {allowed} are higher than it, {tile} is not.': 'Debe superar a {best} cuando pueda: {allowed} son más altas, {tile} no.',
  '{tile} is a trump, so it does not count as a {suit}': '{tile} es triunfo, así que no cuenta como {suit}',
  '{tile} is not a {suit}': '{tile} no es {suit}',
  'You must follow {suits}: {followers} is a {suit}; {because}.': 'Debe seguir a los {suits}: {followers} es {suit}; {because}.',
  'You must follow {suits}: {followers} are {suits}; {because}.': 'Debe seguir a los {suits}: {followers} son {suits}; {because}.',
  'You have no {suits}, so you must trump: {trumps} is a trump; {tile} is not.': 'No tiene {suits}, así que debe fallar con triunfo: {trumps} es triunfo; {tile} no.',
  'You have no {suits}, so you must trump: {trumps} are trumps; {tile} is not.': 'No tiene {suits}, así que debe fallar con triunfo: {trumps} son triunfos; {tile} no.',
  '{tile} won: it was the highest trump, and a trump beats any {suit}.': 'Ganó {tile}: era el triunfo más alto, y un triunfo gana a cualquier {suit}.',
  '{tile} won: it was the highest {suit} played.': 'Ganó {tile}: era el {suit} más alto jugado.',
  '{tile} won: it was the highest {suit} played and nobody trumped.': 'Ganó {tile}: era el {suit} más alto jugado y nadie falló con triunfo.',
  '{off} did not follow {suits}, so it could not win.': '{off} no siguió a los {suits}, así que no podía ganar.',
  '{off} did not follow {suits}, so they could not win.': '{off} no siguieron a los {suits}, así que no podían ganar.',

  // Whist
  'not named yet': 'aún sin nombrar', 'Contract:': 'Contrato:', 'Waiting for {who} to pass tiles.': 'Esperando a que {who} pasen fichas.',
  'Choose three tiles to pass across.': 'Elija tres fichas para pasar enfrente.', 'Choose three tiles to pass to the left.': 'Elija tres fichas para pasar a la izquierda.',
  'Choose three tiles to pass to the right.': 'Elija tres fichas para pasar a la derecha.',
  'Your bid: how many tricks will you take? (at least {n})': 'Su apuesta: ¿cuántas bazas hará? (al menos {n})', '{who} is bidding…': '{who} está apostando…',
  'You won the bid. Name trumps.': 'Ganó la subasta. Elija el triunfo.', '{who} is naming trumps…': '{who} está eligiendo el triunfo…',
  'Look at the widow: keep your hand, or take it and put away one tile.': 'Mire la viuda: quédese su mano, o tómela y descarte una ficha.',
  '{who} is looking at the widow…': '{who} está mirando la viuda…', 'Your lead: pick a tile, then the suit it leads.': 'Usted sale: elija una ficha y luego el palo al que sale.',
  'bid {n}': 'apostó {n}', 'passed': 'pasó', 'passed tiles': 'pasó fichas', '{who} bid {n}.': '{who} apostó {n}.', '{who} chose no trumps.': '{who} eligió jugar sin triunfo.',
  '{who} named {suit} trumps.': '{who} eligió {suit} como triunfo.', '{who} looked at the widow.': '{who} miró la viuda.', '{who} passed three tiles.': '{who} pasó tres fichas.',
  '{who} played {tile}, leading {suit}.': '{who} jugó {tile}, saliendo a {suit}.', 'Pass these three tiles': 'Pasar estas tres fichas',
  'Pass three tiles ({n} chosen)': 'Pasar tres fichas ({n} elegidas)', 'Bid {n}': 'Apostar {n}', 'No trump': 'Sin triunfo', 'Widow:': 'Viuda:', 'Keep my hand': 'Quedarme mi mano',
  'Take the widow, put away {tile}': 'Tomar la viuda y descartar {tile}', 'Take the widow (choose a tile to put away)': 'Tomar la viuda (elija una ficha para descartar)',
  'Hand {n}: {who} bid {bid} in {suit} and made it ({tricks}).': 'Mano {n}: {who} apostó {bid} a {suit} y lo cumplió ({tricks}).',
  'Hand {n}: {who} bid {bid} in {suit} and went down ({tricks}).': 'Mano {n}: {who} apostó {bid} a {suit} y no lo cumplió ({tricks}).',
  'Points: {points}.': 'Puntos: {points}.',

  // Euchre
  'Turned up (picked up):': 'Muestra (recogida):', 'Turned up:': 'Muestra:', '{suit} proposed': '{suit} propuestos', 'Maker:': 'Quien elige:', '{who} (alone)': '{who} (en solitario)',
  'Called:': 'Llamada:', 'partner: {who}': 'compañero: {who}', 'you hold it: you are the secret partner': 'la tiene usted: es el compañero secreto',
  'partner still secret': 'compañero aún secreto', 'Make {suit} trumps, or pass?': '¿Hace triunfo a los {suit}, o pasa?', '{who} is deciding on {suit}…': '{who} está decidiendo sobre los {suit}…',
  'Second round: name another suit as trumps, or pass.': 'Segunda vuelta: elija otro palo de triunfo, o pase.', '{who} is choosing a trump suit…': '{who} está eligiendo el palo de triunfo…',
  'You take the turn-up: choose a tile to put away face down.': 'Usted recoge la muestra: elija una ficha para descartar boca abajo.',
  '{who} is taking the turn-up…': '{who} está recogiendo la muestra…', 'Call a double: whoever holds it is your secret partner.': 'Llame un doble: quien lo tenga será su compañero secreto.',
  '{who} is calling a partner…': '{who} está llamando a un compañero…', 'Your lead.': 'Usted sale.', 'maker, alone': 'elige, en solitario', 'maker': 'elige',
  'sits out, tiles face down': 'no juega, fichas boca abajo', 'partner': 'compañero', 'your partner': 'su compañero',
  '{who} made {suit} trumps, alone.': '{who} hizo triunfo a los {suit}, en solitario.', '{who} made {suit} trumps.': '{who} hizo triunfo a los {suit}.',
  '{who} named {suit} trumps, alone.': '{who} eligió {suit} como triunfo, en solitario.', '{who} put a tile away.': '{who} descartó una ficha.',
  '{who} called {tile}.': '{who} llamó al {tile}.', 'Make {suit} trumps and play alone': 'Hacer triunfo a los {suit} y jugar en solitario', 'Make {suit} trumps': 'Hacer triunfo a los {suit}',
  'Play alone': 'Jugar en solitario', 'Choose a tile to put away': 'Elija una ficha para descartar', 'Call {tile}': 'Llamar al {tile}',
  'Hand {n}: {who} made {suit} trumps with {partner} as partner and took {tricks}.': 'Mano {n}: {who} hizo triunfo a los {suit} con {partner} de compañero e hizo {tricks}.',
  'Hand {n}: {who} made {suit} trumps alone and took {tricks}.': 'Mano {n}: {who} hizo triunfo a los {suit} en solitario e hizo {tricks}.',
  'Hand {n}: {who} made {suit} trumps and took {tricks}.': 'Mano {n}: {who} hizo triunfo a los {suit} e hizo {tricks}.',
  'Euchred!': '¡Euchre!', 'All five!': '¡Las cinco!', '+{points} to {who}.': '+{points} para {who}.',

  // Loo
  'Turned up (taken):': 'Muestra (tomada):', 'Pot:': 'Bote:', '{n} chips': '{n} fichas', 'Misses left: {n}': 'Manos de reserva: {n}', 'Deals: {n}': 'Repartos: {n}',
  '{who} is deciding…': '{who} está decidiendo…', 'You deal: stand (you may take the turn-up for a tile), take the miss, or fold.': 'Usted reparte: juegue (puede tomar la muestra a cambio de una ficha), tome la reserva, o retírese.',
  'Stand, take the miss, or fold?': '¿Juega, toma la reserva, o se retira?', '{who} is taking the miss…': '{who} está tomando la reserva…',
  'Choose 1 tile to put away.': 'Elija 1 ficha para descartar.', 'Choose {n} tiles to put away.': 'Elija {n} fichas para descartar.',
  'Your lead (trumps first if you must).': 'Usted sale (con triunfo si está obligado).', 'Your turn: follow {suit}, or trump if you cannot.': 'Su turno: siga a los {suit}, o falle con triunfo si no puede.',
  '{who} · trumps': '{who} · falla con triunfo', '{who} stood.': '{who} juega.', '{who} took the miss.': '{who} tomó la reserva.', '{who} folded.': '{who} se retiró.',
  '{who} took the turn-up.': '{who} tomó la muestra.', '{who} plays for the pot.': '{who} juega por el bote.', '{who} put tiles away.': '{who} descartó fichas.',
  '{who} played {tile} as {suit}.': '{who} jugó {tile} como {suit}.', 'Stand': 'Jugar', 'Take the turn-up, put away {tile}': 'Tomar la muestra y descartar {tile}',
  'Take the turn-up (choose a tile to put away)': 'Tomar la muestra (elija una ficha para descartar)', 'Take the miss': 'Tomar la reserva', 'Fold': 'Retirarse',
  'Play for the pot': 'Jugar por el bote',
  'Deal {n}: everyone else folded, so {who} took the pot ({amount} chips).': 'Reparto {n}: todos los demás se retiraron, así que {who} se llevó el bote ({amount} fichas).',
  'Deal {n}: everyone else folded, so {who} took the pot (+{amount} points).': 'Reparto {n}: todos los demás se retiraron, así que {who} se llevó el bote (+{amount} puntos).',
  'Deal {n}: tricks {tricks} (each worth {value} chips).': 'Reparto {n}: bazas {tricks} (cada una vale {value} fichas).', 'Deal {n}: tricks {tricks}.': 'Reparto {n}: bazas {tricks}.',
  'Looed: {who}': 'Multados: {who}', '(each pays {n} chips into the next pot).': '(cada uno paga {n} fichas al próximo bote).', '(−5 points).': '(−5 puntos).',
  'Nobody was looed.': 'Nadie fue multado.', '{who} played for the pot.': '{who} jugó por el bote.',
  'stood': 'juega', 'took the miss': 'tomó la reserva', 'folded': 'se retiró', 'took the turn-up': 'tomó la muestra', 'plays for the pot': 'juega por el bote',

  // Bluff
  'Boneyard: {n} tiles': 'Pozo: {n} fichas', 'Deal {n} of {m}': 'Reparto {n} de {m}', 'Your toss: roll the dice.': 'Su tirada: lance los dados.',
  '{who} is rolling the dice…': '{who} está lanzando los dados…', 'Lay down 0, 1 or 2 tiles face down as your claim, then confirm.': 'Ponga 0, 1 o 2 fichas boca abajo como su jugada, y confirme.',
  'Waiting for the others to choose their claims…': 'Esperando a que los demás elijan sus jugadas…', 'Challenge a claim, or pass.': 'Desafíe una jugada, o pase.',
  '{who} may challenge…': '{who} puede desafiar…', '{who} is choosing tiles to give…': '{who} está eligiendo fichas para dar…',
  'Choose 1 tile to give to {who}.': 'Elija 1 ficha para dar a {who}.', 'Choose {n} tiles to give to {who}.': 'Elija {n} fichas para dar a {who}.',
  'claims {n}': 'juega {n}', 'has chosen': 'ya eligió', 'tosser': 'tira los dados', '1 tile': '1 ficha', '{n} tiles': '{n} fichas', 'Claims': 'Jugadas',
  'Dice: {a} and {b}': 'Dados: {a} y {b}', 'The dice have not been rolled': 'Aún no se han lanzado los dados', 'Dice: not rolled yet': 'Dados: sin lanzar',
  'Claims on the table': 'Jugadas en la mesa', 'No claims on the table.': 'No hay jugadas en la mesa.', '{who} challenged {target}:': '{who} desafió a {target}:',
  'an honest claim.': 'una jugada honrada.', 'a bluff.': 'un farol.', '{who} rolled {a} and {b}.': '{who} sacó {a} y {b}.', '{who} rolled.': '{who} lanzó los dados.',
  'You have chosen.': 'Usted ya eligió.', '{who} has chosen.': '{who} ya eligió.', 'one tile': 'una ficha', 'two tiles': 'dos fichas', 'Claims: {claims}.': 'Jugadas: {claims}.',
  'Nobody claimed.': 'Nadie hizo jugada.', '{who} challenged {target}.': '{who} desafió a {target}.', '{who} challenged {target}: an honest claim.': '{who} desafió a {target}: una jugada honrada.',
  '{who} challenged {target}: a bluff.': '{who} desafió a {target}: un farol.', '{who} gave 1 tile.': '{who} dio 1 ficha.', '{who} gave {n} tiles.': '{who} dio {n} fichas.',
  'Roll the dice': 'Lanzar los dados', 'Claim {tiles}': 'Jugar {tiles}', 'Claim (choose 1 or 2 tiles)': 'Jugar (elija 1 o 2 fichas)', 'No claim': 'Sin jugada',
  'Challenge {who}': 'Desafiar a {who}', 'Challenge:': 'Desafiar a:', 'Give {tiles}': 'Dar {tiles}', 'Give (choose the tiles)': 'Dar (elija las fichas)',
  'Deal {n}: the toss limit was reached; {who} had the fewest tiles and share the winnings.': 'Reparto {n}: se llegó al límite de tiradas; {who} tenían menos fichas y se reparten las ganancias.',
  'Deal {n}: the toss limit was reached; {who} had the fewest tiles and takes the winnings.': 'Reparto {n}: se llegó al límite de tiradas; {who} tenía menos fichas y se lleva las ganancias.',
  'Deal {n}: {who} went out and share the winnings.': 'Reparto {n}: {who} se quedaron sin fichas y se reparten las ganancias.',
  'Deal {n}: {who} went out and takes the winnings.': 'Reparto {n}: {who} se quedó sin fichas y se lleva las ganancias.',
  '{loser}, left with {left} tiles, deals next.': '{loser}, con {left} fichas, reparte a continuación.', 'Chips: {chips}.': 'Fichas: {chips}.',

  // Replay
  'This replay cannot start.': 'Esta repetición no puede empezar.', 'No game to replay yet.': 'Aún no hay partida que repetir.', 'Step {n} of {m}': 'Paso {n} de {m}',
  'the deal': 'el reparto', '(game over)': '(fin de la partida)', 'Replay controls': 'Controles de la repetición', 'First step': 'Primer paso', 'First': 'Inicio',
  'Back one step': 'Un paso atrás', 'Back': 'Atrás', 'Pause': 'Pausa', 'Play': 'Reproducir', 'Forward one step': 'Un paso adelante', 'Next': 'Siguiente', 'Last step': 'Último paso',
  'Last': 'Final', 'Trick': 'Baza',
  'bid': 'apuesta', 'pass': 'pasa', 'exchange': 'viuda', 'pass tiles': 'pasa fichas', 'play': 'juega', 'order': 'hace triunfo', 'call': 'elige triunfo', 'discard': 'descarta',
  'stand': 'juega la mano', 'miss': 'toma la reserva', 'fold': 'se retira', 'take turnup': 'toma la muestra', 'play for pot': 'juega por el bote', 'roll': 'tira',
  'claim': 'hace jugada', 'no claim': 'sin jugada', 'challenge': 'desafía', 'give': 'da',
  // The table's moments: a hand's result, the scoresheet, the game's end, the help.
  'balance {n}': 'saldo {n}', 'Us': 'Nosotros', 'Them': 'Ellos', '(to {n})': '(a {n})', 'Tricks': 'Bazas', 'This hand': 'Esta mano', 'Total': 'Total', 'Hand': 'Mano',
  'Before hand {n}': 'Antes de la mano {n}', 'So far': 'Hasta ahora', 'No hand has been scored yet.': 'Aún no se ha puntuado ninguna mano.',
  'How to play': 'Cómo se juega', 'Scoresheet': 'Hoja de puntos', 'The game is played to {n}.': 'La partida se juega a {n}.', 'Close': 'Cerrar',
  'The full rules': 'El reglamento completo', 'Play again': 'Jugar otra vez', 'Help': 'Ayuda', 'More': 'Más',
  'Passing tiles': 'Pasar fichas', 'Bidding': 'La subasta', 'Naming trumps': 'Elegir triunfo', 'The widow': 'La viuda', 'Playing the tricks': 'Jugar las bazas',
  'Every tile belongs to two suits, one for each of its numbers. When you lead, you say which suit your tile leads. The others must follow that suit if they can, and may play anything if they cannot. The highest trump takes the trick, or else the best tile of the suit led (its double is the best).':
    'Cada ficha pertenece a dos palos, uno por cada uno de sus números. Al salir, usted dice a qué palo sale su ficha. Los demás deben seguir ese palo si pueden, y si no, pueden jugar cualquier ficha. Se lleva la baza el triunfo más alto o, si no hay triunfos, la mejor ficha del palo de salida (su doble es la mejor).',
  'Before the bidding, everyone passes three tiles face down at the same moment. Pick three you can spare; three come back to you from the other side.':
    'Antes de la subasta, todos pasan tres fichas boca abajo a la vez. Elija tres de las que pueda prescindir; le llegarán tres del otro lado.',
  'Bid how many tricks you promise to take, or pass. Each bid must be higher than the one before, and once you pass you are out of the auction. The highest bidder names trumps and leads first.':
    'Apueste cuántas bazas promete ganar, o pase. Cada apuesta debe superar a la anterior, y quien pasa queda fuera de la subasta. Quien apuesta más alto elige el triunfo y sale primero.',
  'Make your bid and you score it; fall short and you lose it. Everyone else scores a point for each trick they take.':
    'Si cumple su apuesta, la suma; si se queda corto, la pierde. Los demás suman un punto por cada baza que ganen.',
  'You won the bid: choose trumps. A number, the doubles, or no trumps at all. A trump belongs to the trump suit alone: with fours as trumps, six-four is a trump and no longer a six.':
    'Ha ganado la subasta: elija el triunfo. Un número, los dobles o sin triunfo. Un triunfo solo pertenece al palo de triunfo: si los cuatros son triunfo, el seis-cuatro es triunfo y ya no es un seis.',
  'The widow is the spare tile dealt face down. You may take it and put any tile of your hand away in its place, or keep your hand as it is. Nobody sees what you put away.':
    'La viuda es la ficha sobrante, repartida boca abajo. Puede tomarla y apartar en su lugar cualquier ficha de su mano, o quedarse con la mano tal como está. Nadie ve lo que aparta.',
  'Making trumps': 'Hacer triunfo',
  'Going alone: your partner lays their tiles down for the hand and you play by yourself. Take all five tricks and it is worth twice as much.':
    'Jugar solo: su compañero deja sus fichas boca abajo durante la mano y usted juega sin él. Si gana las cinco bazas, vale el doble.',
  'The turned-up tile proposes trumps: the suit of its higher number. Accept it to make that suit trumps, or pass. Whoever makes trumps must then take at least three of the five tricks with their side, or be euchred and give the other side 2 points.':
    'La muestra propone el triunfo: el palo de su número más alto. Acéptela para que ese palo sea triunfo, o pase. Quien hace triunfo debe ganar con su bando al menos tres de las cinco bazas; si no, queda euchred y el otro bando suma 2 puntos.',
  'Everyone passed the proposed suit. Now you may name any other suit as trumps, or pass. If nobody names one, the hand is thrown in and the deal moves on.':
    'Todos han pasado el palo propuesto. Ahora puede elegir cualquier otro palo como triunfo, o pasar. Si nadie elige, la mano se anula y reparte el siguiente.',
  'Putting a tile away': 'Apartar una ficha',
  'You took the turned-up tile into your hand: now put one tile away, face down. Nobody sees it.':
    'Ha tomado la muestra en su mano: ahora aparte una ficha, boca abajo. Nadie la ve.',
  'Calling a partner': 'Llamar a un compañero',
  'Call the double of a suit. Whoever holds it is your partner for this hand, but only they know it until the double is played. Call one you hold yourself, or one out of play, and you are on your own.':
    'Llame al doble de un palo. Quien lo tenga será su compañero en esta mano, pero solo él lo sabe hasta que se juegue el doble. Si llama uno que tiene usted o uno fuera de juego, juega solo.',
  'The double of the trump number is the highest tile, the double one below it comes next, then the other trumps from the six down. Any other tile is led as its higher number.':
    'El doble del número de triunfo es la ficha más alta, le sigue el doble del número inmediatamente inferior y después los demás triunfos, del seis hacia abajo. Cualquier otra ficha sale como su número más alto.',
  'Follow the number led with a tile that is not a trump if you can; otherwise play anything. The highest trump takes the trick, or else the best tile of the number led.':
    'Siga el número de salida con una ficha que no sea triunfo si puede; si no, juegue cualquiera. Se lleva la baza el triunfo más alto o, si no hay, la mejor ficha del número de salida.',
  'Stand, take the miss, or fold': 'Jugar, tomar la reserva o retirarse',
  'Stand: play the hand you were dealt.': 'Jugar: juega la mano que le han repartido.',
  'Take the miss: throw your hand away face down and play a fresh one from the stock. Whoever takes the miss must play the hand.':
    'Tomar la reserva: tira su mano boca abajo y juega una nueva sacada del montón. Quien toma la reserva está obligado a jugar la mano.',
  'Fold (three or four players): sit this deal out. You win nothing and lose nothing.':
    'Retirarse (con tres o cuatro jugadores): no juega esta mano. No gana ni pierde nada.',
  'Anyone who plays and takes no trick at all is looed, and pays.': 'Quien juega y no gana ninguna baza queda «looed» y paga.',
  'Putting tiles away': 'Apartar fichas',
  'Keep the tiles you want to play with and put the others away, face down.': 'Quédese con las fichas con las que quiera jugar y aparte las demás, boca abajo.',
  'Every tile with the trump number is a trump. Any other tile belongs to whichever of its numbers its player names, and ranks by the other one.':
    'Toda ficha con el número de triunfo es triunfo. Cualquier otra pertenece al número que nombre quien la juega, y su valor lo da el otro número.',
  'Follow the suit led if you can; if you cannot, you must trump if you can. Whoever wins a trick must lead a trump next if they have one. Each trick is worth points or chips.':
    'Siga el palo de salida si puede; si no puede, debe fallar con triunfo si lo tiene. Quien gana una baza debe salir con triunfo si lo tiene. Cada baza vale puntos o fichas.',
  'Challenges': 'Desafíos',
  'Challenge a claim you think is a bluff, or pass. A caught bluff goes back to its owner, and you hand them as many tiles of your own. An honest claim goes to you, and its owner hands you as many more.':
    'Desafíe una jugada que crea un farol, o pase. Un farol descubierto vuelve a su dueño, y usted le da otras tantas fichas suyas. Una jugada honrada pasa a usted, y su dueño le da otras tantas.',
  'Handing tiles over': 'Dar fichas',
  'Choose the tiles to hand over. Nobody else sees them.': 'Elija las fichas que va a dar. Nadie más las ve.',
  'The first player with no tiles left wins the deal; whoever is left with the most tiles loses it.':
    'El primero que se queda sin fichas gana la mano; quien se queda con más fichas la pierde.',
  'The tosser throws two dice. Then everyone secretly lays down a claim of one or two tiles, face down, or none.':
    'Quien tira lanza dos dados. Después, todos dejan en secreto una jugada de una o dos fichas, boca abajo, o ninguna.',
  'One tile is honest when its two numbers are the two dice. Two tiles are honest when they join end to end and their open ends are the two dice. A claim nobody challenges goes to the boneyard unseen, bluff or not.':
    'Una ficha es honrada si sus dos números son los de los dados. Dos fichas son honradas si se unen por un extremo y sus extremos libres son los de los dados. Una jugada que nadie desafía va al pozo sin verse, sea farol o no.',

  // The hint (its line: the move, then why; i18n/explain.ts)
  'Hint': 'Pista', 'No hint could be worked out just now.': 'Ahora no se pudo encontrar ninguna pista.', 'Play {tile}': 'Jugar {tile}', 'Name {suit} trumps': 'Elegir triunfo a {suit}', 'Pass {tiles}': 'Pasar {tiles}',
  'It should take the trick.': 'Debería ganar la baza.', 'You have no {suits}, and a trump takes the trick.': 'No tiene {suits}, y un triunfo gana la baza.',
  'Your partner is winning this trick: throw the tile you need least.': 'Su compañero va ganando esta baza: deshágase de la ficha que menos necesita.',
  'Keep {tile} for a later trick.': 'Guarde {tile} para una baza posterior.',
  'You cannot take this trick: throw the tile you need least.': 'No puede ganar esta baza: deshágase de la ficha que menos necesita.',
  "It draws out the others' trumps.": 'Hace salir los triunfos de los demás.',
  'It draws out the higher {suits}, so that your later tiles win.': 'Hace salir los {suits} más altos, para que sus fichas ganen después.',
  'Your side can expect about {tricks} this way.': 'Así su bando puede esperar unas {tricks}.', 'You can expect about {tricks} this way.': 'Así puede esperar unas {tricks}.',
  'You can expect about {tricks} this way, and to be looed about {p}% of the time.': 'Así puede esperar unas {tricks}, y ser multado alrededor del {p}% de las veces.',
  'You can expect about {tricks} this way, with hardly any risk of a loo.': 'Así puede esperar unas {tricks}, casi sin riesgo de ser multado.',
  'Playing on, you could expect only about {tricks}, and a player who folds cannot be looed.': 'Si juega, solo puede esperar unas {tricks}, y quien se retira no puede ser multado.',
  'These are the tiles you need least.': 'Son las fichas que menos necesita.', 'It is the only move.': 'Es la única jugada posible.',
  'It is the sound move here.': 'Es la jugada sensata aquí.', 'Your tiles match the dice: an honest claim.': 'Sus fichas coinciden con los dados: una jugada honrada.',
  'A bluff, but nobody challenges it about {p}% of the time.': 'Un farol, pero nadie lo desafía cerca del {p}% de las veces.',
  'A bluff would be challenged about {p}% of the time.': 'Un farol sería desafiado cerca del {p}% de las veces.',
  'That claim is a bluff about {p}% of the time.': 'Esa jugada es un farol cerca del {p}% de las veces.',
  'No claim looks like a bluff: the likeliest is about {p}%.': 'Ninguna jugada parece un farol: la más probable, cerca del {p}%.',
};
export default es;
