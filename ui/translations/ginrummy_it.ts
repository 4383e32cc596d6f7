<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Versione {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Software libero distribuito secondo la GNU General Public License, versione 3 o qualsiasi versione successiva ({expression}), senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Il gioco: GNU General Public License, versione 3 o successiva&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} è software libero: puoi ridistribuirlo e/o modificarlo secondo i termini della GNU General Public License pubblicata dalla Free Software Foundation, nella versione 3 della licenza o (a tua scelta) in qualsiasi versione successiva (SPDX: {expression}). È distribuito nella speranza che sia utile, ma SENZA ALCUNA GARANZIA, nemmeno la garanzia implicita di COMMERCIABILITÀ o di IDONEITÀ A UNO SCOPO PARTICOLARE. Il testo della licenza: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Questo vale per il codice del programma, le sue finestre e la sua pagina delle regole, {copyright}. L&apos;icona del gioco è un nostro disegno e i suoni sono una nostra sintesi (assets/sounds/PROVENANCE.md): entrambi sono dedicati al pubblico dominio secondo CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grafica delle carte: CC0 1.0 (pubblico dominio)&lt;/h3&gt;&lt;p&gt;I fronti delle carte sono di Adrian Kennard e sono dedicati al pubblico dominio secondo Creative Commons CC0 1.0 Universal. Anche i nostri dorsi e le nostre modifiche ai fronti sono dedicati al pubblico dominio secondo CC0. Da dove viene la grafica e che cosa abbiamo cambiato: {provenance}; il testo della licenza: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt e Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Questo gioco è realizzato con Qt {qt} e Qt for Python (PySide6 {pyside}), usati secondo la GNU Lesser General Public License versione 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). La LGPL ti permette di sostituire le librerie Qt e PySide6 fornite con il gioco con versioni compilate da te. Il loro codice sorgente è disponibile su &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; e &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt è un marchio di The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;I testi delle licenze&lt;/h3&gt;&lt;p&gt;Il gioco installato contiene tutti i testi delle licenze e le relative note (le nostre, quelle della grafica delle carte, di Qt, di Python e di PyInstaller) nella cartella {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Informazioni su Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Informazioni su Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Gin Rummy contro il computer, con cinque livelli di gioco e le regole di tutte le scuole più diffuse.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Spaiate: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Carte spaiate per %n punto</numerusform>
            <numerusform>Carte spaiate per %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Scala + {count} attaccate</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Scala</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Tris + {count} attaccate</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Tris</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Scala, con %n carta attaccata</numerusform>
            <numerusform>Scala, con %n carte attaccate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Tris, con %n carta attaccata</numerusform>
            <numerusform>Tris, con %n carte attaccate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta coperta</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>da {before} a {after}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>; </source>
        <comment>between two clauses of a reason</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from a meld</source>
        <translation>Scarta {card} ({deadwood} punti spaiati), anche se mancava una sola carta per una combinazione</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>Scarta {card} ({deadwood} punti spaiati), anche se mancava una sola carta per %n combinazione</numerusform>
            <numerusform>Scarta {card} ({deadwood} punti spaiati), anche se mancava una sola carta per %n combinazioni</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>bussare ora con {deadwood} punti spaiati ti darebbe meno probabilità di vincere la partita (undercut nel {percent} delle simulazioni)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>bussare ora con {deadwood} punti spaiati porterebbe probabilmente a un undercut: è successo nel {percent} delle simulazioni, con circa %n punto in meno a mano</numerusform>
            <numerusform>bussare ora con {deadwood} punti spaiati porterebbe probabilmente a un undercut: è successo nel {percent} delle simulazioni, con circa %n punti in meno a mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>nelle simulazioni, bussare ora con {deadwood} punti spaiati ha reso circa %n punto a mano in meno che continuare a giocare (undercut nel {percent} dei casi)</numerusform>
            <numerusform>nelle simulazioni, bussare ora con {deadwood} punti spaiati ha reso circa %n punti a mano in meno che continuare a giocare (undercut nel {percent} dei casi)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>invece di {card}, che lascia meno punti spaiati ({deadwood}) ma si combina con {picked} raccolto dal tuo avversario: così avresti meno probabilità di vincere la partita</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>invece di {card}, che lascia meno punti spaiati ({deadwood}): così avresti meno probabilità di vincere la partita</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>invece di {card}, che lascia meno punti spaiati ({deadwood}) ma si combina con {picked} raccolto dal tuo avversario: nelle simulazioni ha reso circa %n punto a mano in meno</numerusform>
            <numerusform>invece di {card}, che lascia meno punti spaiati ({deadwood}) ma si combina con {picked} raccolto dal tuo avversario: nelle simulazioni ha reso circa %n punti a mano in meno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>invece di {card}, che lascia meno punti spaiati ({deadwood}): nelle simulazioni ha reso circa %n punto a mano in meno</numerusform>
            <numerusform>invece di {card}, che lascia meno punti spaiati ({deadwood}): nelle simulazioni ha reso circa %n punti a mano in meno</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>tiene {card}, a cui manca una carta per una combinazione</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>tiene {card}, a cui manca una carta per %n combinazione</numerusform>
            <numerusform>tiene {card}, a cui manca una carta per %n combinazioni</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>{card} sembra uno scarto sicuro: il tuo avversario ha scartato {threw} e rifiutato {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>{card} sembra uno scarto sicuro: il tuo avversario ha scartato {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>{card} sembra uno scarto sicuro: il tuo avversario ha rifiutato {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Rifiuta la carta scoperta</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Rifiuta {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Gin scartando {card}: un bonus di {bonus} punti e niente carte attaccate</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Bussa con {deadwood} punti spaiati, scartando {card}</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>undercut nel {percent} delle simulazioni</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>Scarta {card}, rompendo la tua combinazione {meld} ({deadwood} punti spaiati)</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>Scarta {card} ({deadwood} punti spaiati): nessuna combinazione in vista</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>rischioso: il tuo avversario ha raccolto {picked}, che si combina con questa carta</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>{card} è uno scarto sicuro: il tuo avversario non può più usarla in una combinazione</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>ha vinto il {percent} delle mani simulate</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>Prende {card}: completa la combinazione {meld}, punti spaiati da {before} a {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>Prende {card}: punti spaiati da {before} a {after}, ma rivela che cosa stai raccogliendo</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>{card} non riduce i tuoi punti spaiati e rivela al tuo avversario che cosa ti serve</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Pesca alla cieca e lascia {card} (porterebbe i punti spaiati da {before} a {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Pesca dal tallone: {card} non ti serve</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>L&apos;unica mossa: attacca {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>il tuo avversario segna {points}</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Pesca dal tallone</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Passa: la mano finisce al muro senza punti</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Big gin: tutte e undici le carte sono in combinazione, il bonus più alto che ci sia</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>L&apos;unica mossa</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>L&apos;unica mossa: entrambi i giocatori hanno rifiutato la prima carta scoperta</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Cala le tue combinazioni e attacca quello che puoi</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>L&apos;unica mossa: non c&apos;è niente da attaccare</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>fai undercut</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>{name} ({key})</source>
        <translation>{name} ({key})</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Scarta {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Bussa ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Scarta {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Bussa scartando {card}</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Conta i punti</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Sul gin non si attacca: conta i punti ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Attacca e conta i punti ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Mostra la mossa migliore e il perché ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annulla {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Annulla {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Prendi la scoperta</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Prendi la carta scoperta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Rifiuta la carta scoperta</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Pesca dal tallone</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Pesca dal tallone</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Prendi lo scarto</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Prendi la prima carta della pila degli scarti</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Passa al muro</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Scarta la carta selezionata</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Fai gin</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Attacca e conta i punti</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Distribuisci la mano successiva</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Analizza l&apos;incontro</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Analizza le tue decisioni e la tua fortuna in questo incontro</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>Ana&amp;lizza questo incontro…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordina per valore</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordina per seme</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Disponi le combinazioni</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Seleziona a sinistra</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Seleziona la carta a sinistra</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Seleziona a destra</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Seleziona la carta a destra</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Sposta a sinistra</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Sposta a sinistra la carta selezionata</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Sposta a destra</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Sposta a destra la carta selezionata</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Annulla selezione</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Annulla la selezione</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Vai su</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Porta il lettore di schermo alla zona superiore: le pile, le carte del computer, le carte calate (← → scorrono una fila di carte calate)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Vai giù</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Porta il lettore di schermo alla zona inferiore, fino alla tua mano</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Leggi le tue carte</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Leggi le tue carte: le combinazioni, le carte spaiate e il loro punteggio (alla resa dei conti, le tue carte calate)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Leggi il tavolo</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Leggi il tavolo: il tallone, la pila degli scarti, le carte note del computer (alla resa dei conti, le sue carte calate)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Leggi il punteggio</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Ripeti l&apos;ultimo messaggio</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Ogni mossa si può fare da tastiera; i tasti freccia selezionano e spostano le carte della tua mano.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>ripresa da un incontro precedente, non dalla chiave di questo incontro</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>una chiave delle smazzate perduta conserva la sua impronta e non viene rivelata</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>una chiave delle smazzate è di %n byte</numerusform>
            <numerusform>una chiave delle smazzate è di %n byte</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>la prima smazzata di una chiave è un numero intero a partire da 0</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>la prima chiave di un incontro parte dall&apos;alzata (smazzata 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>le chiavi di un incontro devono partire da smazzate crescenti già effettuate</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>le frasi di un incontro sono testo</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>la chiave del prossimo incontro è di %n byte</numerusform>
            <numerusform>la chiave del prossimo incontro è di %n byte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Prima di ogni incontro il programma estrae una chiave segreta dalla casualità del tuo computer e ne mostra sul tavolo l&apos;&lt;b&gt;impronta&lt;/b&gt; (il suo SHA-256). Ogni mazzo è calcolato a partire da quella chiave, dalla &lt;b&gt;tua frase&lt;/b&gt; e dal numero della mano. La chiave è fissata prima che la tua frase sia nota, quindi il programma non può scegliere carte che lo favoriscano; e la tua frase viene fissata alla prima smazzata della chiave, prima ancora che la chiave venga salvata, quindi nessuno può scegliere una frase adatta a una chiave. Per questo una nuova frase vale a partire dalla chiave successiva: il prossimo incontro, o le smazzate dopo che hai rivelato la chiave. Alla fine dell&apos;incontro la chiave viene rivelata e chiunque può ricalcolare ogni mazzo, con il pulsante Verifica oppure con &lt;code&gt;tools/verify_deal.py&lt;/code&gt; dai sorgenti del gioco, che richiede soltanto Python.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Questo incontro non è verificabile: il suo salvataggio contiene una chiave delle smazzate che il programma non può garantire di aver estratto (scritta a mano, da una versione precedente o su un altro computer) o che non è riuscito a rileggere, quindi le sue carte potrebbero essere state scelte, qualunque cosa dica questa verifica.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>l&apos;alzata</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>smazzata {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Discrepanza: le carte non corrispondono a quelle che danno la chiave e la frase in: {deals}.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>L&apos;alzata e la prima smazzata sono riprese da un incontro precedente, non dalla chiave di questo incontro.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n smazzata non può essere verificata: la sua chiave non è stata riletta quando l&apos;incontro è stato ripreso.</numerusform>
            <numerusform>%n smazzate non possono essere verificate: la loro chiave non è stata riletta quando l&apos;incontro è stato ripreso.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>La chiave rivelata non ha distribuito carte proprie: non c&apos;è niente da verificare.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Ancora niente da verificare: la chiave viene rivelata alla fine dell&apos;incontro, o quando la riveli tu.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>%n smazzata verificata: le sue carte corrispondono alla chiave e alla frase.</numerusform>
            <numerusform>%n smazzate verificate: le loro carte corrispondono alla chiave e alla frase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>Si potrà verificare ancora %n smazzata quando la sua chiave sarà rivelata.</numerusform>
            <numerusform>Si potranno verificare altre %n smazzate quando la loro chiave sarà rivelata.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Smazzate eque</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Chiavi e frasi di questo incontro</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Esito della verifica</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>La tua frase:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>La tua frase, mescolata nelle prossime smazzate</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Usa questa frase</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Rivela ora la chiave…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Esporta per la verifica…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Una frase deve contenere almeno un carattere.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>La frase viene usata, ma non è stato possibile salvarla per il prossimo avvio.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>La tua frase è stata accettata: vale dalla prossima chiave (il prossimo incontro, o le smazzate dopo una rivelazione). La chiave in uso mantiene la frase della sua prima smazzata.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>La tua frase è stata accettata: verrà mescolata nella prossima smazzata.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>La chiave in uso non ha ancora distribuito niente: non c&apos;è niente da rivelare.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Rivelare ora la chiave segreta? Da quel momento non distribuirà più carte: le prossime smazzate verranno da una nuova chiave, di cui viene mostrata subito l&apos;impronta.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Esporta l&apos;incontro per la verifica</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Incontro (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Impossibile esportare l&apos;incontro: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Esportato in {name}. Verificalo con: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>perduta: non è stato possibile rileggerla, quindi le sue smazzate non possono essere verificate</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>non estratta da questo programma, per quanto può stabilire: le sue smazzate non possono essere garantite</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>rivelata: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>segreta; genera la prossima smazzata (se esci prima di quella smazzata, al prossimo avvio viene estratta una nuova chiave con una nuova impronta)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>segreta fino alla fine dell&apos;incontro</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Chiave {number}&lt;/b&gt; (dalla smazzata {deal})&lt;br&gt;impronta &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Il prossimo incontro&lt;/b&gt; partirà dalla chiave con impronta&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (annotala, poi scegli la tua frase). Resta valida finché il programma è aperto: una chiave che non ha distribuito niente non viene mai salvata, quindi se esci prima dell&apos;inizio del prossimo incontro, al prossimo avvio viene estratta una nuova chiave con una nuova impronta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Frasi usate</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>«{phrase}»</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Alzata per il mazziere: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Smazzata {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} non è un file</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} è una named pipe, non un file</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} è una cartella, non un file</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} è un socket, non un file</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} è un dispositivo, non un file</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} non è un file regolare</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Gioca contro un amico</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>Il nome che vede il tuo amico: da 1 a 40 caratteri</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Ospita o unisciti</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>&amp;Ospita una partita</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>&amp;Unisciti a una partita</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>Il gioco non è riuscito a mettersi in ascolto di un amico su questo computer.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>In attesa di un amico…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Hai smesso di ospitare la partita.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Un amico si sta connettendo…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Il codice d’invito è stato copiato: invialo al tuo amico. In attesa di un amico…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>{name} ospita una partita sulla tua rete.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connessione a {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Confronta i numeri di controllo: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>In attesa che {friend} accetti le tue regole:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} ha raggiunto la tua partita.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>In attesa delle regole di {friend}…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>Connessione stabilita con {friend}.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>Il programma del tuo amico ha inviato un messaggio che qui non è previsto: la connessione è stata chiusa.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>Il programma del tuo amico ha inviato regole che questo non riesce a leggere (forse è un’altra versione del gioco): la connessione è stata chiusa.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} ti propone di giocare con queste regole:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>Sono arrivate le regole di {friend}. {rules} Accettale o rifiutale.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>Le regole che hai proposto a {friend}:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} ha rifiutato le tue regole. Ospita di nuovo la partita, oppure annulla e scegli altre regole nelle impostazioni.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>Il programma del tuo amico ha inviato una risposta che questo non riesce a leggere: la connessione è stata chiusa.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Hai rifiutato le regole di {friend}: la tua risposta è stata inviata a {friend}. Torna indietro per unirti a un’altra partita, oppure annulla.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Le regole sono concordate: l’incontro comincia.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>La connessione è stata chiusa prima che il programma del tuo amico si presentasse.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} ha chiuso la connessione.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>È arrivata una connessione che però non si è mai presentata come fa questo gioco: è stata chiusa.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Nessuna risposta dal programma del tuo amico. Controlla l’indirizzo, che il tuo amico stia ospitando una partita e che il suo firewall lasci passare il gioco.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Di nuovo in attesa di un amico…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Prima inserisci il tuo nome: da 1 a 40 caratteri, su una sola riga.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Scrivi l’indirizzo e la porta del tuo amico, per esempio 192.168.1.20:50123, oppure il suo codice d’invito.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>Questo codice d’invito contiene un errore di battitura: controllalo con il tuo amico, carattere per carattere.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Scrivi l’indirizzo seguito da due punti e dalla porta, per esempio 192.168.1.20:50123, oppure il codice d’invito.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>La porta è un numero da 1 a 65535, dopo i due punti: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Un indirizzo IPv6 va tra parentesi quadre, seguito da due punti e dalla porta: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>«{address}» non è un indirizzo.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Ospita una partita e il tuo amico vi si unisce dal suo computer. Il gioco non si mette in ascolto sulla rete finché non inizi a ospitare.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Inizia a ospitare</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Mettiti in ascolto del tuo amico e mostra la tua partita ai computer della tua rete</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>Codice d’invito per l’in&amp;dirizzo:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Indirizzo nel codice d’invito</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Scegli uno degli indirizzi di questo computer, oppure scrivi il tuo indirizzo pubblico per un amico su Internet</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Copia il codice d’invito</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>&amp;Smetti di ospitare</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Al tuo amico verrà chiesto di accettare le tue regole, prese dalle tue impostazioni:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Un amico sulla tua rete vede la tua partita nel suo elenco, oppure scrive uno degli indirizzi di questo computer:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Questo computer non ha un indirizzo di rete: un amico può raggiungerlo solo tramite il nome di questo computer, con la porta {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Per un amico su Internet, il tuo router deve inoltrare la porta {port} a questo computer e il codice d’invito deve contenere il tuo indirizzo pubblico (lo trovi nel router: scrivilo qui sopra). Windows o macOS potrebbero chiederti se far passare il gioco attraverso il firewall: consentilo, altrimenti il tuo amico non potrà connettersi.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Codice d’invito: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Nessun codice d’invito: scrivi qui sopra un indirizzo IPv4 o IPv6.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Partite sulla tua rete:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Partite sulla tua rete</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Premi Invio per unirti alla partita scelta</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Nessuna partita trovata per ora. Chiedi al tuo amico di ospitarne una, oppure scrivi qui sotto il suo indirizzo o codice d’invito.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Indirizzo o &amp;codice d’invito:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Indirizzo o codice d’invito</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 o 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Conne&amp;tti</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>&amp;Accetta le regole</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rifiuta</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>&amp;Ospita di nuovo</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Indietro</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Chiudi questa connessione e unisciti a un’altra partita</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Numeri di controllo: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Confronta questi quattro numeri con {friend}, a voce o per messaggio: su entrambi gli schermi devono essere uguali. Se sono diversi, qualcuno si è inserito tra voi sulla rete: annulla e non giocare.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>La connessione non è riuscita: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>Il programma del tuo amico parla un’altra versione del protocollo del gioco rispetto a questo (versione {ours}): vi serve la stessa versione.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>Il programma del tuo amico parla la versione {theirs} del protocollo del gioco, questo la versione {ours}: vi serve la stessa versione.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>L’altra parte non è questo gioco: la connessione è stata chiusa.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>La connessione è stata chiusa: il programma del tuo amico ha inviato un messaggio più grande di qualsiasi messaggio del gioco.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>La connessione è stata chiusa: il programma del tuo amico ha inviato qualcosa che non è un messaggio del gioco.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>La connessione è stata chiusa: un messaggio è stato alterato lungo la strada, o non era sigillato con la chiave della vostra connessione.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>La connessione è stata chiusa: un messaggio è arrivato di nuovo, o fuori ordine.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Impossibile leggere l’incontro salvato contro un amico ({reason}); è stato messo da parte con il nome {name}.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>Il programma del tuo amico ha inviato un mazzo che contiene qualcosa che non è una carta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>Il programma del tuo amico ha inviato un mazzo che non è formato da 52 carte diverse.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>Il programma del tuo amico ha inviato una chiave che non rivela nessuna carta.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>La stessa carta è stata rivelata in due posizioni del mazzo.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>Il programma del tuo amico ha rivelato chiavi diverse da quelle promesse prima della smazzata.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>Il programma del tuo amico ha rivelato chiavi malformate.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>Il programma del tuo amico ha mescolato in modo diverso da quanto dicono le sue chiavi: una carta è stata cambiata mentre era coperta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>Il programma del tuo amico ha coperto le carte in modo diverso da quanto dicono le sue chiavi.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>Il programma del tuo amico ha rivelato una carta con una chiave che non aveva promesso.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>Il programma del tuo amico ha fatto una mossa che le regole non consentono con le carte che ha in mano.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>Il programma del tuo amico non ha rivelato le carte che la sua mossa mostra.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>Il programma del tuo amico ha rivelato una carta che ora non può mostrare.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} L’incontro è interrotto; ciò che è stato inviato viene conservato come prova.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>Il programma del tuo amico ha inviato un messaggio fuori turno o fuori dai limiti consentiti. L’incontro è interrotto.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Il tuo amico se n’è andato: la connessione è stata chiusa prima della fine dell’incontro.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>La connessione con {friend} si è interrotta. L’incontro ne attende il ripristino per %n minuto al massimo; nel frattempo puoi continuare a giocare.</numerusform>
            <numerusform>La connessione con {friend} si è interrotta. L’incontro ne attende il ripristino per %n minuti al massimo; nel frattempo puoi continuare a giocare.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>La connessione con {friend} è di nuovo attiva: l’incontro continua.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>La connessione con {friend} non si è ristabilita entro %n minuto: l’incontro è finito.</numerusform>
            <numerusform>La connessione con {friend} non si è ristabilita entro %n minuti: l’incontro è finito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>Il programma di {friend} non ha rivelato le sue chiavi entro %n secondo dalla fine della mano, quindi la smazzata non può essere verificata: {friend} perde l’incontro a tavolino.</numerusform>
            <numerusform>Il programma di {friend} non ha rivelato le sue chiavi entro %n secondi dalla fine della mano, quindi la smazzata non può essere verificata: {friend} perde l’incontro a tavolino.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>impossibile interrogare il computer ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>il computer non ha risposto entro %n secondo</numerusform>
            <numerusform>il computer non ha risposto entro %n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>il computer ha scelto una mossa non consentita: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>la mossa del computer è stata respinta ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>La finestra e i suoi menu</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maiusc+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Passa dal tavolo da gioco ai pulsanti del pannello</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Premi il pulsante che ha il focus</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Con un lettore di schermo</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>Il tavolo da gioco si legge come un elenco di zone: la mano del computer in alto, il tallone, la pila degli scarti e la zona di bussata al centro, la tua mano in basso e, alla resa dei conti, le carte calate da entrambe le parti. &lt;i&gt;La tua mano&lt;/i&gt; elenca le tue carte nel loro ordine, ciascuna con la sua combinazione; una carta offre Seleziona, Scarta e Bussa, il tallone Pesca e la pila degli scarti Prendi. ↑ e ↓ spostano il lettore di schermo da una zona all&apos;altra, ← e → lungo una fila di carte calate. C legge le tue carte con le combinazioni e le carte spaiate, T il tavolo, W il punteggio e A ripete l&apos;ultimo messaggio.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Mentre il tavolo da gioco ha il focus della tastiera, ciò che accade viene annunciato subito: le mosse del computer, la carta che peschi, una mossa respinta e il motivo, il suggerimento, una bussata e il risultato di ogni mano. Su Linux viene annunciato tramite la carta o la zona su cui si trova il lettore di schermo, letta da Orca (provato con Orca 43 e 48); su Windows e macOS viene inviato come annuncio di Qt, per NVDA, Assistente vocale e VoiceOver.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Shift+←</source>
        <translation>Maiusc+←</translation>
    </message>
    <message>
        <source>Shift+→</source>
        <translation>Maiusc+→</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
</context>
<context>
    <name>LocalGames</name>
    <message>
        <source>This computer is on no local network, so your game cannot be shown there. Your friend can still join with the invite code.</source>
        <translation>Questo computer non è in nessuna rete locale, quindi la tua partita non può esservi mostrata. Il tuo amico può comunque unirsi con il codice d’invito.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>La tua partita non può essere mostrata sulla rete locale ({reason}). Il tuo amico può comunque unirsi con il codice d’invito.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Non è possibile cercare partite sulla rete locale ({reason}). Puoi comunque unirti alla partita di un amico con il suo codice d’invito.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Partita salvata illeggibile</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Le partite salvate si trovano in {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>Impossibile salvare la partita ({problem}); si continua senza salvare.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Sto cercando un suggerimento…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Nessun suggerimento questa volta.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Computer · {level}  —  sta pensando…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · il tuo amico  —  sta pensando…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · il tuo amico</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Errore del computer: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>Il giocatore computer ha avuto un problema ({problem}); è stata fatta una mossa semplice.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;uono</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Attiva o disattiva i suoni (il volume è nelle Impostazioni)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>Nessuna uscita audio trovata su questo computer: il gioco resterà muto.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Gioca contro un amico su un altro computer</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Mostra il segnapunti</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Mostra le tue statistiche</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>Stori&amp;co delle mani…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Rivedi le mani concluse</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>S&amp;mazzate eque…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Apri le impostazioni</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Esci (l’incontro resta salvato per la prossima volta)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Mostra le regole del gioco</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>&amp;Gioca contro un amico…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastiera…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;Informazioni su Gin Rummy</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>la memoria del giocatore computer è inutilizzabile ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>non è stato possibile rimetterla sul tavolo ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>Non è stato possibile rileggere la chiave segreta di questo incontro, quindi le sue smazzate finora non si possono più verificare; le prossime smazzate verranno da una nuova chiave.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Questo incontro è segnato come non verificabile: il suo salvataggio contiene una chiave delle smazzate che il programma non può garantire di aver estratto (scritta a mano, da una versione precedente o su un altro computer) o che non è riuscito a rileggere, quindi le sue carte potrebbero essere state scelte. Si continua a giocare, e le sue mani sono conteggiate a parte nelle statistiche.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Questo è un salvataggio precedente di questo incontro: le statistiche avevano già registrato %n mano in più. Quei risultati restano, e le mani giocate da qui in poi sono conteggiate a parte.</numerusform>
            <numerusform>Questo è un salvataggio precedente di questo incontro: le statistiche avevano già registrato %n mani in più. Quei risultati restano, e le mani giocate da qui in poi sono conteggiate a parte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Un&apos;impostazione salvata era illeggibile ed è stata ripristinata: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Un&apos;impostazione salvata era illeggibile ed è stata ripristinata: {problem} (e %n altra; vedi il registro)</numerusform>
            <numerusform>Un&apos;impostazione salvata era illeggibile ed è stata ripristinata: {problem} (e altre %n; vedi il registro)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Abbandonare questa partita? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>La chiave è stata rivelata; le prossime smazzate verranno da una nuova chiave, impronta {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>I suggerimenti sono disattivati in un incontro contro un amico.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>L’annullamento è disattivato in un incontro contro un amico.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Non c&apos;è ancora nessuna partita.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>il riordino della tua mano</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Annullato: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Impostazioni salvate.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Impossibile salvare le impostazioni (valgono solo per questa sessione).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Le nuove regole valgono dalla prossima partita.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>Il nuovo aspetto vale dalla prossima mano.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>oggi alle {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} alle {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Partita ripresa.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Ripresa la partita di {when}.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Impossibile leggere la partita salvata: {problem}. È iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Impossibile leggere la partita salvata: {problem}. È stata conservata come «{kept}». È iniziata una nuova partita.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>Il computer ha pescato dal tallone</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} ha pescato dal tallone</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation>Ancora nessuna combinazione.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Carte spaiate:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>punti spaiati, i tuoi · migliore {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>punti spaiati</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} dopo lo scarto migliore</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} scartando {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>Disponi le combinazioni ({key}) sceglie la migliore</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>si bussa con {limit} o meno</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>solo gin</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Inizia una nuova partita ({key}) o analizza l&apos;incontro ({review}) dal menu Partita.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano finita</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Premi &lt;b&gt;Mano successiva&lt;/b&gt; ({key}) per distribuire di nuovo.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Si stanno distribuendo le carte.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Turno del computer</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Turno di {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>Il computer sta attaccando carte alle tue combinazioni.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} sta attaccando carte alle tue combinazioni.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>Il computer decide se prendere la carta scoperta.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} decide se prendere la carta scoperta.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Aspetta che il computer peschi e scarti. Intanto puoi riordinare la tua mano.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Aspetta che {friend} peschi e scarti. Intanto puoi riordinare la tua mano.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Prendi la carta scoperta {card} ({take}) o passa ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Il muro: prendi {card} solo per bussare ({take}), oppure passa ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Devi pescare dal tallone ({draw}): la carta scoperta è stata rifiutata.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Pesca dal tallone ({draw}) o prendi {card} dalla pila degli scarti ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>Il computer ha fatto gin: non c&apos;è niente da attaccare. Premi &lt;b&gt;Conta i punti&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} ha fatto gin: non c&apos;è niente da attaccare. Premi &lt;b&gt;Conta i punti&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>Il computer ha bussato. Premi &lt;b&gt;Attacca&lt;/b&gt; ({key}) per attaccare e contare i punti.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} ha bussato. Premi &lt;b&gt;Attacca&lt;/b&gt; ({key}) per attaccare e contare i punti.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Scarta: trascina una carta sulla pila degli scarti, oppure selezionala e premi {discard}. Hai &lt;b&gt;gin&lt;/b&gt; ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Scarta: trascina una carta sulla pila degli scarti, oppure selezionala e premi {discard}. Puoi &lt;b&gt;bussare&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Scarta: trascina una carta sulla pila degli scarti, oppure selezionala e premi {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Finale: &lt;b&gt;Tu&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Finale: &lt;b&gt;Tu&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Tu&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Tu&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Partita a {target} · regole {rules}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>scarta {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>bussa scartando {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>prendi la carta dalla pila</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>dichiara big gin</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>attacca</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>continua a giocare</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Suggerimento: {action} (premi {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Suggerimento: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Lezione: meglio di «{played}» era «{better}» (circa %n punto a mano). {reason}.</numerusform>
            <numerusform>Lezione: meglio di «{played}» era «{better}» (circa %n punti a mano). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Lezione, mano {hand}: meglio di «{played}» era «{better}» (circa %n punto a mano). {reason}.</numerusform>
            <numerusform>Lezione, mano {hand}: meglio di «{played}» era «{better}» (circa %n punti a mano). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Carte note nella mano del computer:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Carte note nella mano di {friend}:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Impronta del prossimo incontro {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Impronta della prossima smazzata {digits} · chiave di questa mano rivelata</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Impronta della smazzata {digits} · non verificabile</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Impronta della smazzata {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Mano {number} · tallone {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Nuova partita · tallone {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Mano {number} · mazziere tu · tallone {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Nuova partita · mazziere tu · tallone {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Mano {number} · mazziere il computer · tallone {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Mano {number} · mazziere {friend} · tallone {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Nuova partita · mazziere il computer · tallone {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Nuova partita · mazziere {friend} · tallone {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Avversario: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Avversario: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>il computer non ha inviato una memoria utilizzabile</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>il processo del computer si è fermato</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>il processo del computer è stato sostituito</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>il computer non ha inviato alcuna memoria</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Mano {number}: distribuisci tu</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Mano {number}: distribuisce il computer</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Mano {number}: distribuisce {friend}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Mano {number} · mazziere tu · in corso</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Mano {number} · mazziere il computer · in corso</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Mano {number} · mazziere tu · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Mano {number} · mazziere il computer · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Hai calato le combinazioni (sul gin non si attacca)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>Il computer ha calato le combinazioni (sul gin non si attacca)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} ha calato le combinazioni (sul gin non si attacca)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>Non avevi niente da attaccare</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>Il computer non aveva niente da attaccare</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} non aveva niente da attaccare</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Hai attaccato {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>Il computer ha attaccato {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} ha attaccato {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Hai fatto big gin</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>Il computer ha fatto big gin</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} ha fatto big gin</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Hai fatto gin (scartando {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>Il computer ha fatto gin (scartando {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} ha fatto gin (scartando {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Hai bussato con {deadwood} punti spaiati (scartando {card})</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Il computer ha bussato con {deadwood} punti spaiati (scartando {card})</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} ha bussato con {deadwood} punti spaiati (scartando {card})</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Hai preso la carta scoperta {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>Il computer ha preso la carta scoperta {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} ha preso la carta scoperta {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Hai pescato dal tallone: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>Il computer ha pescato dal tallone: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} ha pescato dal tallone: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Hai preso {card} dalla pila</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>Il computer ha preso {card} dalla pila</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} ha preso {card} dalla pila</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Hai scartato {card} (restano due carte nel tallone: il muro)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Il computer ha scartato {card} (restano due carte nel tallone: il muro)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} ha scartato {card} (restano due carte nel tallone: il muro)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Hai scartato {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>Il computer ha scartato {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} ha scartato {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Hai passato al muro</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>Il computer ha passato al muro</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} ha passato al muro</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Hai rifiutato la carta scoperta</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>Il computer ha rifiutato la carta scoperta</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} ha rifiutato la carta scoperta</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Storico delle mani</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Mosse della mano</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Apri un file…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Inizio</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Inizio della mano ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Un passo indietro ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Un passo avanti ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Fine ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Fine della mano ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Esporta la mano…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>L&apos;incontro fino alla fine di questa mano, in un file</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Esporta l&apos;incontro…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>L&apos;intero incontro, in un file</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Analizza l&apos;incontro…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Ogni decisione delle mani concluse dell&apos;incontro, confrontata con la mossa migliore, e la fortuna delle carte</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Rigioca contro</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Livello per Rigioca questa smazzata</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rigioca questa smazzata</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Non è ancora stato giocato nessun incontro.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Questo incontro non ha ancora nessuna mano conclusa.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>Impossibile aprire «{name}». {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>Aperto «{name}».</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Apri un incontro</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Incontro (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Passo {step} di {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Un nuovo incontro la cui prima mano ha queste carte e questo mazziere</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Un nuovo incontro la cui prima mano ha queste carte e questo mazziere, con le regole con cui erano state distribuite ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Esporta l&apos;incontro</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Esporta l&apos;incontro fino a questa mano</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Incontro (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Impossibile esportare l&apos;incontro: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>L&apos;incontro è stato esportato in «{name}».</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>L&apos;incontro fino alla mano {number} è stato esportato in «{name}».</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Le smazzate di una chiave non ancora rivelata potranno essere verificate quando verrà rivelata.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>L&apos;incontro analizzato</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>l&apos;incontro in corso</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>È iniziato un nuovo incontro con le carte della mano {number}, contro {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Incontro in corso</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>Il tavolo a questo passo</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Ancora nessuna mano conclusa da mostrare.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Hai bussato · punti spaiati {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>Il computer ha bussato · punti spaiati {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Tu · punti spaiati {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Computer · punti spaiati {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Tallone {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Pila degli scarti · %n carta</numerusform>
            <numerusform>Pila degli scarti · %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Ora: puoi prendere la carta scoperta o passare</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Ora: il computer può prendere la carta scoperta</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Ora: peschi tu</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Ora: pesca il computer</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Ora: scarti tu</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Ora: scarta il computer</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Ora: attacchi alle combinazioni del computer</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Ora: il computer attacca alle tue combinazioni</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>il computer</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nulla</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Nessuno ha bussato prima che finisse il tallone.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Nessun punto: distribuisce di nuovo lo stesso mazziere.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Raddoppiato dalla carta scoperta di picche (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Gin! Segni {points}</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Gin! Il computer segna {points}</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Big gin! Segni {points}</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Big gin! Il computer segna {points}</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Undercut! Segni {points}</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Undercut! Il computer segna {points}</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Hai bussato e segni {points}</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>Il computer ha bussato e segna {points}</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Hai {deadwood} punti spaiati (sul gin non si attacca).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Il computer ha {deadwood} punti spaiati (sul gin non si attacca).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>Punti spaiati {deadwood} + bonus big gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>Punti spaiati {deadwood} + bonus gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Hai bussato con {deadwood} punti spaiati.</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Gin! {friend} segna {points}</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Big gin! {friend} segna {points}</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>Undercut! {friend} segna {points}</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} ha bussato e segna {points}</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Il computer ha bussato con {deadwood} punti spaiati.</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} ha bussato con {deadwood} punti spaiati.</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Differenza {difference} + bonus undercut {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Differenza {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{friend} ha {deadwood} punti spaiati (sul gin non si attacca).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Hai {deadwood} punti spaiati (niente da attaccare).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Il computer ha {deadwood} punti spaiati (niente da attaccare).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>{friend} ha {deadwood} punti spaiati (niente da attaccare).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Hai {deadwood} punti spaiati dopo aver attaccato {cards} ({points}).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Il computer ha {deadwood} punti spaiati dopo aver attaccato {cards} ({points}).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>{friend} ha {deadwood} punti spaiati dopo aver attaccato {cards} ({points}).</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Tu {you} · Computer {computer} nella partita 1 di 3 (ciascuna a {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Tu {you} · {friend} {theirs} nella partita 1 di 3 (ciascuna a {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Tu {you} · Computer {computer} (partita a {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Tu {you} · {friend} {theirs} (partita a {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Finale: Tu {you} · Computer {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Finale: Tu {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>L&apos;incontro finisce in parità</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Il computer ha vinto la partita</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} ha vinto la partita</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Finale: Tu {you} · Computer {computer}, con un distacco di {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Finale: Tu {you} · {friend} {theirs}, con un distacco di {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Punti delle mani: Tu {you} · Computer {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Punti delle mani: Tu {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Bonus mani vinte: Tu {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Bonus partita: Tu +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Bonus partita: Il computer +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Bonus mani vinte: Tu {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Cappotto: tu raddoppi (tutto)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Cappotto: il computer raddoppia (tutto)</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Cappotto: tu raddoppi (punti delle mani e bonus partita)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Cappotto: il computer raddoppia (punti delle mani e bonus partita)</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Mano nulla.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>La carta scoperta di picche moltiplica i punti per {multiplier}.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Gin! Segni %n punto.</numerusform>
            <numerusform>Gin! Segni %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Gin! Il computer segna %n punto.</numerusform>
            <numerusform>Gin! Il computer segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Big gin! Segni %n punto.</numerusform>
            <numerusform>Big gin! Segni %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Big gin! Il computer segna %n punto.</numerusform>
            <numerusform>Big gin! Il computer segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Undercut! Segni %n punto.</numerusform>
            <numerusform>Undercut! Segni %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Undercut! Il computer segna %n punto.</numerusform>
            <numerusform>Undercut! Il computer segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Hai bussato e segni %n punto.</numerusform>
            <numerusform>Hai bussato e segni %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Bonus partita: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Cappotto: {friend} raddoppia (tutto)</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Cappotto: {friend} raddoppia (punti delle mani e bonus partita)</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Gin! {friend} segna %n punto.</numerusform>
            <numerusform>Gin! {friend} segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Big gin! {friend} segna %n punto.</numerusform>
            <numerusform>Big gin! {friend} segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Undercut! {friend} segna %n punto.</numerusform>
            <numerusform>Undercut! {friend} segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>Il computer ha bussato e segna %n punto.</numerusform>
            <numerusform>Il computer ha bussato e segna %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} ha bussato e segna %n punto.</numerusform>
            <numerusform>{friend} ha bussato e segna %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} punti spaiati più il bonus big gin di {bonus} fanno {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} punti spaiati più il bonus gin di {bonus} fanno {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>La differenza di {difference} più il bonus undercut di {bonus} fa {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>La differenza è {defender} meno {knocker}, cioè {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>Il punteggio nella partita 1 di 3: tu {you}, il computer {computer}, ogni partita a {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>Il punteggio nella partita 1 di 3: tu {you}, {friend} {theirs}, ogni partita a {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>Il punteggio: tu {you}, il computer {computer}, in una partita a {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>Il punteggio: tu {you}, {friend} {theirs}, in una partita a {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>L&apos;incontro finisce in parità.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Punteggio finale: tu {you}, il computer {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Punteggio finale: tu {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>Il computer ha vinto la partita.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} ha vinto la partita.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Punteggio finale: tu {you}, il computer {computer}, con un distacco di {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Punteggio finale: tu {you}, {friend} {theirs}, con un distacco di {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Punti delle mani: tu {you}, il computer {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Punti delle mani: tu {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Bonus mani vinte: tu {you_hands} per {each}, cioè {you_bonus}; {friend} {their_hands} per {each}, cioè {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Il tuo bonus partita è {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>Il bonus partita del computer è {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Bonus mani vinte: tu {you_hands} per {each}, cioè {you_bonus}; il computer {computer_hands} per {each}, cioè {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>Il bonus partita di {friend} è {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Partita {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Analisi dell&apos;incontro: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Analisi dell&apos;incontro</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n mano analizzata. I punti sono punti delle mani: quanto una mano fa segnare a un giocatore, meno quanto fa segnare al suo avversario.</numerusform>
            <numerusform>%n mani analizzate. I punti sono punti delle mani: quanto una mano fa segnare a un giocatore, meno quanto fa segnare al suo avversario.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>La tua fortuna {yours}, quella del computer {theirs}; il tuo risultato al netto della fortuna {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>L&apos;analisi si è interrotta: non è stato possibile analizzare la mano {number}.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>L&apos;analisi si è interrotta: il processo che analizzava la mano {number} è terminato in modo imprevisto.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>VALORE DELLA TUA MANO, FORTUNA ED ERRORI</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>Grafico del valore della tua mano, della tua fortuna e dei tuoi errori nel corso della mano</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Valore: quanto valeva la tua mano dopo ciascuna delle tue mosse, per quanto potevi saperlo. Fortuna netta: la tua fortuna finora meno quella del computer. Errori: i punti persi finora con le tue decisioni, tracciati sotto lo zero.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Fortuna netta</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Nessuna mano ancora visualizzata.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>Al passo {step}, la tua mano vale {value} punti, la tua fortuna meno quella del computer vale {luck} punti, e i tuoi errori sono costati {error} punti.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Nessuna mano di questo incontro è ancora conclusa: non c&apos;è niente da analizzare.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Avanzamento dell&apos;analisi</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Mano</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Decisioni della mano</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Smazzata e pescate della mano, con la loro fortuna</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>DECISIONI</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>SMAZZATA E PESCATE</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Riepilogo solo di &amp;questa mano</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>Il riepilogo conta solo la mano scelta qui sotto, non tutto l’incontro</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>&amp;Valuta anche le decisioni del computer</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Valuta anche ogni decisione del computer e assegnagli un livello: l&apos;analisi richiede circa il doppio del tempo</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>Mostra nello &amp;storico delle mani</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>Il passo della decisione nello storico delle mani, con la mossa migliore accanto a quella giocata (Invio o un doppio clic sulla riga fanno lo stesso)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>L&apos;analisi in un file: una pagina web (.html) o testo semplice (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Analisi dell&apos;incontro in corso…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Esporta l&apos;analisi</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Pagina web (*.html *.htm);;Testo semplice (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>Impossibile esportare l&apos;analisi: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>L&apos;analisi è stata esportata in «{name}».</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>La mano in corso verrà analizzata quando sarà conclusa.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · la mano in corso verrà analizzata quando sarà conclusa</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Dubbia</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Cattiva</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Pessima</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Molto sfortunato</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Sfortunato</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Fortunato</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Molto fortunato</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Carta scoperta</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pescata</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussata</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinazioni</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>In questo incontro hai giocato al livello Principiante.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>In questo incontro hai giocato al livello Facile.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>In questo incontro hai giocato al livello Medio.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>In questo incontro hai giocato al livello Difficile.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>In questo incontro hai giocato al livello Esperto.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>In questo incontro il computer ha giocato al livello Principiante.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>In questo incontro il computer ha giocato al livello Facile.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>In questo incontro il computer ha giocato al livello Medio.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>In questo incontro il computer ha giocato al livello Difficile.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>In questo incontro il computer ha giocato al livello Esperto.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Pesca dal tallone</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Prendi {card} dalla pila</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendi lo scarto</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Prendi la carta scoperta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>Scarta {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Fai gin scartando {card}</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Bussa scartando {card}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>Calare le combinazioni {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Nessuna delle tue decisioni è stata analizzata, quindi non ti viene assegnato un livello.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Nessuna decisione del computer è stata analizzata, quindi non gli viene assegnato un livello.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Dubbie ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Cattive ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Pessime ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Errore per decisione</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Livello di gioco</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Risultato al netto della fortuna</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: {decisions} decisioni, di cui {doubtful} dubbie, {bad} cattive, {very_bad} pessime; errore per decisione {rate}; livello di gioco {level}; fortuna {luck}; risultato {result}; risultato al netto della fortuna {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Mossa giocata</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mossa migliore</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Passo {step}, {who}, {kind}: {played}. Mossa migliore: {best}. Errore di {error} punti, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Passo {step}, {who}, {kind}: {played}. Mossa migliore: {best}. Errore di {error} punti.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Passo {step}, {who}: {card}, fortuna {luck} punti, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Passo {step}, {who}: {card}, fortuna {luck} punti.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La smazzata</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Mano {number}: hai segnato {points}</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Mano {number}: il computer ha segnato {points}</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Mano {number}: nessun punto</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n decisione segnalata</numerusform>
            <numerusform>{title}, %n decisioni segnalate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n mano analizzata.</numerusform>
            <numerusform>%n mani analizzate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Analisi della mano {hand} di {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Mano {number} di {count} analizzata.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · meglio: {best} ({error} punti)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Meglio: {best}, che vale {error} punti in più.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>Decisione {mark}. Meglio: {best}, che vale {error} punti in più.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>meglio</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Limite di bussata</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>si bussa con {knock_limit} o meno</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>la prima carta scoperta fissa il limite di bussata</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma: con l&apos;asso si bussa a 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>con un asso come carta scoperta si può bussare con 1</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma: picche raddoppia</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>una carta scoperta di picche raddoppia la mano</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Bonus gin</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>big gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>niente big gin</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Bonus big gin</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Bonus undercut</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>undercut {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>Il pareggio è un undercut</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>il pareggio vale come undercut</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonus mani vinte</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>bonus mani vinte {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus partita</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>bonus partita {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Punteggio obiettivo</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>partita a {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Il cappotto raddoppia</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>il cappotto non raddoppia</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Il cappotto raddoppia tutto</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>il cappotto raddoppia tutto</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Attacchi consentiti</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>non si attacca</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Solo scale</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>solo scale</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Si può scartare la carta appena presa</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>la carta appena presa si può rimettere negli scarti</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Prossimo mazziere</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>A turno</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>Chi ha vinto l&apos;ultima mano</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>L&apos;ultimo scarto al muro, per bussare</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>al muro si può prendere l&apos;ultimo scarto, per bussare</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Mano nulla dopo prese dalla pila</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Punteggio Hollywood (tre partite insieme)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classiche</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Solo gin</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Regole moderne: gin 25, big gin 31, undercut 25, mano vinta 25, partita a 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Libri più vecchi: gin 20, niente big gin, undercut 10, mano vinta 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>La prima carta scoperta fissa il limite di bussata; picche raddoppia la mano; partita a 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Non si bussa: solo il gin chiude la mano.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Tre partite contate insieme, ciascuna fino all&apos;obiettivo.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Per misurare i giocatori computer: niente big gin, niente bonus e il cappotto non raddoppia.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Ricerca (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>solo gin (non si bussa)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Stai giocando con le regole &lt;b&gt;{name}&lt;/b&gt;: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Come si gioca a Gin Rummy</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, partita a {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Questa smazzata si rigioca con le regole con cui era stata distribuita ({rules}), contro {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>Nuova partita torna alle tue impostazioni.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>La nuova partita si gioca con le tue impostazioni: {rules}, contro {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>il file è troppo grande per essere un salvataggio (%Ln byte)</numerusform>
            <numerusform>il file è troppo grande per essere un salvataggio (%Ln byte)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>l&apos;incontro non si può rigiocare: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>il registro dell&apos;incontro non è valido ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>il file non è di testo (danneggiato o non è un salvataggio)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>il file non è un JSON completo (troncato o danneggiato)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>il file non è un incontro salvato</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>il file contiene caratteri che non sono testo valido (danneggiato o modificato)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>il file non è un incontro salvato da questo programma</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>la versione del salvataggio ({version}) non è tra quelle che questo programma legge</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>nel salvataggio mancano dei campi o ce ne sono di sconosciuti</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>il salvataggio è stato modificato o danneggiato (il checksum non corrisponde)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>la parte del salvataggio sull&apos;avversario o sul tavolo non è valida</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>le chiavi delle smazzate del salvataggio mancano o usano una procedura sconosciuta</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>le chiavi delle smazzate o le frasi del salvataggio non sono valide</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>il salvataggio elenca più smazzate di quante ne abbia qualsiasi incontro</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>le frasi del salvataggio non sono testi brevi</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>il contrassegno di incontro non verificabile del salvataggio non è né vero né falso</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>le chiavi delle smazzate del salvataggio sono inutilizzabili: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>una chiave delle smazzate è un oggetto</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>l&apos;indicatore «rivelata» di una chiave delle smazzate è vero o falso</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>la prima smazzata di una chiave è un numero intero</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>l&apos;impronta di una chiave delle smazzate è di 64 cifre esadecimali</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>una chiave delle smazzate è di 64 cifre esadecimali</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>una chiave delle smazzate non ha la sua impronta</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>una chiave delle smazzate senza valore conserva la sua impronta ed è segreta</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>l&apos;indicatore «perduta» di una chiave delle smazzate è vero o falso</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>le smazzate del salvataggio non corrispondono al suo registro (manca una smazzata)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>le carte del salvataggio non sono quelle distribuite dalle sue chiavi (modificate a mano?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>il salvataggio elenca una chiave delle smazzate che non ha distribuito niente (il programma non ne scrive)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>il livello salvato {level} non è compreso tra 1 e 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>la chiave salvata del giocatore {seed} è inutilizzabile</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>la memoria salvata del giocatore computer non è un oggetto</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>l&apos;ordine della mano salvato è inutilizzabile: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>i gruppi della mano salvati non sono un elenco di dimensioni</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>i gruppi della mano salvati ({groups}) superano le carte dell&apos;ordine della mano ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>i gruppi della mano salvati {groups} non suddividono l&apos;ordine della mano</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>l&apos;ordine della mano salvato non è un elenco di carte</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>l&apos;ordine della mano salvato contiene %Ln carta (una mano ne contiene al massimo {most})</numerusform>
            <numerusform>l&apos;ordine della mano salvato contiene %Ln carte (una mano ne contiene al massimo {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>l&apos;ordine della mano salvato contiene due volte la stessa carta</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>l&apos;elenco salvato delle mani assistite non è valido</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>la data del salvataggio {date} non è una data</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>impossibile scrivere {name}: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>«{name}» è una partita salvata che non è stato possibile né leggere né spostare: viene conservata, e questa partita non la sovrascriverà finché non verrà spostata o rinominata</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>errore imprevisto durante la lettura ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>il file non si può leggere ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>il file è troppo grande per essere un salvataggio</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; non è stato possibile spostarlo, quindi resta come «{name}» e questa partita non lo sovrascriverà</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · regole {rules}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonus mani vinte</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus partita</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totali</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Distacco</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Il bonus mani vinte (caselle) di ogni giocatore: tanti punti per ogni mano vinta</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>Il bonus partita, per il giocatore che ha raggiunto l&apos;obiettivo</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Punti extra quando il perdente non ha vinto nessuna mano (il punteggio del vincitore raddoppia)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Il totale di ogni partita: punti delle mani, più i bonus una volta conclusa</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>Il totale del vincitore meno quello del perdente</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussata</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Undercut</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nulla</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>bussata</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>undercut</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>big gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>mano nulla</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Il tuo totale progressivo nella partita {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>Totale progressivo di {name} nella partita {game}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Partita {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>La mano {hand} non è stata registrata nella partita {game}</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Partita {game}: {name} +{points}, {total} in tutto</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Il totale di ogni partita: punti delle mani, più i bonus una volta conclusa. Incontro: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Mano {hand}, distribuita da te</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Mano {hand}, distribuita da {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: mano nulla, nessuno segna</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: segni {points} ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} segna {points} ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; i tuoi punti spaiati {knocker_deadwood}, quelli di {defender} {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; punti spaiati di {knocker} {knocker_deadwood}, i tuoi {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; punti spaiati di {knocker} {knocker_deadwood}, di {defender} {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Combina tutto ciò che può, bussa tardi e a volte si lascia sfuggire una carta scoperta utile.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Prende una carta scoperta solo per fare una combinazione, tiene basse le carte spaiate e bussa appena può.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>In più scarta con prudenza, tiene conto delle carte morte e sceglie quando bussare per evitare l&apos;undercut.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>In più deduce la tua mano dalle carte che prendi e valuta ogni pescata in base alle combinazioni che potrebbe formare.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Prima di ogni mossa esplora le possibili distribuzioni: il più forte e il più lento.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivata</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} non è testo</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} è più lungo di qualsiasi impostazione di questo tipo</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>il testo salvato contiene caratteri che non sono testo valido</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} non è un numero intero</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} non è né vero né falso</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} non è uno tra disattivata, veloce, normale</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>la lingua del sistema</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>le regole {name}</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} è inutilizzabile</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>le modifiche alle regole salvate sono annidate troppo in profondità</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; si usano le regole {preset} senza modifiche</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} non è un insieme di regole predefinito</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>impossibile leggere il valore salvato ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; si usa {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} non è un livello da 1 a 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} non è un insieme di regole</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} non è un&apos;altezza da {low} a {high} pixel</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} non è un volume da {low} a {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} non è uno tra {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} non è un colore nel formato #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} non è una velocità di animazione</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} non è una lingua del gioco</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Personalizzate</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>La tua combinazione delle impostazioni qui sotto.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Regole impossibili: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Lingua del sistema ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>L&apos;altezza di una carta, in pixel, su un tavolo grande quanto la finestra iniziale; in una finestra più grande le carte crescono con il tavolo, fino a {scale} volte questa altezza</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>Offri &amp;suggerimenti ({key}) e indica lo scarto migliore</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>Il pulsante Suggerimento ({key}) mostra la mossa migliore con il motivo; il pannello indica lo scarto migliore (una mano giocata con un suggerimento conta come assistita)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Consenti di &amp;annullare una svista ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} annulla la tua ultima mossa quando non ti rivela niente di nuovo (una mano giocata così conta come assistita)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>La lingua del gioco; cambia subito, senza riavviare</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>&amp;Difficoltà del computer:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Quanto bene gioca il computer</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Dopo una tua mossa chiaramente più debole della migliore, una breve nota nel registro delle mosse dice quale mossa era migliore e perché</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>&amp;Insegnami: avvisami quando una mia mossa è chiaramente più debole</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>Nelle prime tre mani di un incontro, una riga sul tavolo dice che cosa puoi fare e come; si disattiva da sola dopo il tuo primo incontro</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Mostra un &amp;consiglio sul tavolo nelle prime mani di un incontro</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Suoni per le carte distribuite, pescate e scartate, per una bussata, il gin, un attacco e per ogni mano e incontro vinti o persi</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Riproduci i suoni</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>Il volume dei suoni del gioco; non superano mai il volume del tuo sistema</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Regole predefinite:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Scegli un insieme predefinito per compilare tutte le regole qui sotto</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Bussata e gioco</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Limite di bussata:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>Il massimo di punti spaiati con cui un giocatore può bussare (0: solo gin)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (solo gin)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma: il valore della prima carta scoperta è il limite di bussata della mano (figure 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma: la prima carta scoperta fissa il limite</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma: un asso come carta scoperta significa solo gin, a meno che questa opzione non consenta di bussare con 1</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma: con un asso si può bussare con &amp;1</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma: una carta di picche come prima carta scoperta raddoppia i punti della mano</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>O&amp;klahoma: una carta scoperta di picche raddoppia la mano</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>Il difensore può attaccare carte alle combinazioni di chi ha bussato</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>Consenti di &amp;attaccare</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Valgono come combinazioni solo le scale; i gruppi dello stesso valore no</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>Solo scal&amp;e (niente tris)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Una carta appena presa dalla pila degli scarti si può scartare subito</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>&amp;Si può scartare la carta appena presa</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>Prossimo &amp;mazziere:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Chi distribuisce la mano successiva (dopo una mano nulla distribuisce di nuovo lo stesso mazziere)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Quando nel tallone restano due carte (il muro), il giocatore di turno può ancora prendere l&apos;ultimo scarto, ma solo per bussare (la regola della «cinquantesima carta»)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>Al muro si può pre&amp;ndere l&apos;ultimo scarto per bussare</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Mano nulla dopo prese dalla pila:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Una mano in cui sono state prese tante carte dalla pila degli scarti finisce senza punti dopo lo scarto successivo (evita scambi infiniti di scarti)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Bonus &amp;gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Si aggiunge ai punti spaiati del difensore quando un giocatore fa gin</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Big gin: tutte le 11 carte in combinazione subito dopo la pescata, dichiarato senza scartare</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>Bonus &amp;big gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Si aggiunge ai punti spaiati del difensore per un big gin</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Bonus &amp;undercut:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Si aggiunge alla differenza quando il difensore fa undercut</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Il difensore con tanti punti spaiati quanti chi ha bussato fa undercut</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>Il &amp;pareggio è un undercut</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>Bonus mani &amp;vinte (caselle):</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Si aggiunge a fine partita per ogni mano vinta da un giocatore</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Bonus par&amp;tita:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Si aggiunge al punteggio del vincitore a fine partita</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Punteggio ob&amp;iettivo:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>Il primo giocatore che raggiunge questi punti vince la partita</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Se il perdente non ha vinto nessuna mano, i punti delle mani e il bonus partita del vincitore raddoppiano</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Il cappotto ra&amp;ddoppia i punti del vincitore</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Il cappotto raddoppia l&apos;intero totale del vincitore, bonus mani vinte compresi</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Il &amp;cappotto raddoppia tutto</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Punteggio Hollywood: si tengono tre partite (colonne) insieme, ciascuna fino all&apos;obiettivo</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: tre partite insieme</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>Dimen&amp;sione delle carte:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>L&apos;altezza di una carta sul tavolo, in pixel</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Dà a ogni seme un colore diverso</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Mazzo a quattro colori (fiori verdi, quadri blu)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>D&amp;orso delle carte:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>L&apos;immagine sul dorso delle carte</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Colore del tavolo:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Scegli il colore del panno del tavolo</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocità delle &amp;animazioni:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>Quanto velocemente si muovono le carte sul tavolo</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Quando tocca a te, il tallone e la pila da cui puoi pescare, oppure la tua mano quando devi scartare, si illuminano leggermente</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>Mostra &amp;dove giocare quando tocca a te</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Un tavolo uniforme, quasi nero, invece del colore del panno, carte bordate di nero, un grosso anello giallo attorno alla carta selezionata e a dove giocare, didascalie bianche e il pannello in bianco e nero</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Tavolo ad alto con&amp;trasto</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>La dimensione delle carte, il mazzo, il dorso, il colore del tavolo e la velocità delle animazioni cambiano dalla mano successiva; le indicazioni di turno e l&apos;alto contrasto cambiano subito.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>è di {size} byte, molto più di qualsiasi file di impostazioni</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>contiene un valore che questo programma non scrive mai ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Impossibile leggere le impostazioni ({problem}); per questa sessione si usano i valori predefiniti, e il file delle impostazioni resta com&apos;era.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Impossibile leggere le impostazioni ({problem}); si usano i valori predefiniti. Il file è stato conservato come «{kept}».</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Punteggio, turno e mano</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Numero della mano e mazziere</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Avversario computer</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Impronta della smazzata</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>A chi tocca</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Che cosa fare</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Problema del giocatore computer</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Punti spaiati</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Nota sulle carte spaiate</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Combinazioni nella tua mano</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>Il suggerimento dell&apos;allenatore</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Mosse di questa mano</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Carte note nella mano del computer</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Carte note nella mano di {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 della chiave segreta da cui parte il prossimo incontro: {sha}
Ogni mazzo deriva da questa chiave e dalla tua frase; Partita ▸ Smazzate eque… spiega come verificarlo.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 della chiave segreta in uso: {sha}
Questo incontro non è verificabile: il suo salvataggio conteneva una chiave delle smazzate che il programma non può garantire di aver estratto, quindi le sue carte potrebbero essere state scelte; Partita ▸ Smazzate eque… spiega di più.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 della chiave segreta in uso: {sha}
Ogni mazzo deriva da questa chiave e dalla tua frase; Partita ▸ Smazzate eque… spiega come verificarlo.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Impronta della smazzata, incontro non verificabile</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Gin Rummy sembra già aperto, ma non risponde.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Gin Rummy sembra aperto su un altro computer, «{host}» (processo {pid}), che condivide questa cartella dei dati.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Gin Rummy sembra essere stato aperto come processo {pid}, che non è più in esecuzione su questo computer: il suo blocco è rimasto.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Gin Rummy sembra già aperto come processo {pid} su questo computer, ma non risponde.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Aprilo qui solo se non è aperto là: due copie che giocano insieme sovrascrivono l&apos;una la partita salvata dell&apos;altra.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Apri comunque</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>the file failed its integrity check ({problems})</source>
        <translation>il file non ha superato il controllo di integrità ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Alcune statistiche in attesa di registrazione erano illeggibili. Sono state conservate come «{name}»; il resto verrà registrato come sempre.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>il file è stato creato da una versione più recente del gioco (schema {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>la versione dello schema del file, {version}, non è tra quelle di questo gioco</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>il file non è un file di statistiche di questo gioco</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>la tabella {table} del file non è quella che scrive questo gioco</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>Questa volta non è stato possibile verificare se il file delle statistiche è danneggiato (il sistema ha rifiutato di avviare un&apos;altra attività); le mani vengono comunque registrate.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, e non è stato possibile spostarlo</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>il file non si può aprire ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>impossibile creare la cartella {folder} ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>impossibile creare un nuovo file</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>una cartella di nome {name} è d&apos;intralcio</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>il file non si può scrivere ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>Impossibile leggere il file delle statistiche ({problem}). È stato conservato come «{name}» e sono state avviate nuove statistiche.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>Impossibile salvare le statistiche: {problem}. Le statistiche di questa sessione restano finché non esci.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>Il file delle statistiche è in uso da parte di un altro programma; la mano verrà registrata appena sarà libero.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>il file è danneggiato ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>il file è danneggiato e non è stato possibile spostarlo</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{title}: {value}, {note}</source>
        <translation>{title}: {value}, {note}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Le tue statistiche</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Incontri vinti</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mani vinte</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Serie di vittorie</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Percentuale di gin</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Percentuale di undercut</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Spaiate alla bussata</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Incontri giocati</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Livello di gioco</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>RISULTATI NEL TEMPO</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Concludi un incontro per vedere i tuoi risultati nel tempo.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Azzera le statistiche…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tutti i livelli</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} di {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n mano</numerusform>
            <numerusform>{level}
%n mani</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Ancora nessuna mano registrata contro tutti i livelli: giocane una e comparirà subito qui.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Ancora nessuna mano registrata contro {level}: giocane una e comparirà subito qui.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Contro tutti i livelli dal {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Contro {level} dal {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n incontro giocato</numerusform>
            <numerusform>%n incontri giocati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n mano conteggiata a parte</numerusform>
            <numerusform>%n mani conteggiate a parte</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>Il file delle statistiche non si può scrivere: le mani di questa sessione restano finché non esci.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n registrazione in attesa che il file si liberi.</numerusform>
            <numerusform>%n registrazioni in attesa che il file si liberi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Gli incontri abbandonati contano come giocati, non come vinti. Un incontro conta per un livello solo se tutte le sue mani sono state giocate a quel livello.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Distacco finale (punti)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Dimenticare tutte le mani e tutti gli incontri registrati, contro tutti i livelli? L&apos;operazione non si può annullare.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>Impossibile azzerare le statistiche (il file è in uso); riprova tra poco.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>record: %n incontro</numerusform>
            <numerusform>record: %n incontri</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>i tuoi punti meno quelli del computer</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>delle mani: %n gin o big gin fatto da te</numerusform>
            <numerusform>delle mani: %n gin o big gin fatti da te</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>media quando bussi</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>ancora nessun incontro concluso</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} su %n incontro</numerusform>
            <numerusform>{won} su %n incontri</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>ancora nessuna mano giocata</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>su %n mano · {rate}</numerusform>
            <numerusform>su %n mani · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>delle tue bussate ha subito undercut · undercut fatti da te: {count}</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>non hai ancora bussato · undercut fatti da te: {count}</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} vinti</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} persi</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} abbandonati</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>{count} pari</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Conteggiati a parte, esclusi da tutte queste cifre: %n incontro concluso e le mani distribuite da Rigioca questa smazzata ({replayed}), giocate dopo essere tornati a un salvataggio precedente ({back}) o appartenenti a un incontro le cui smazzate non possono essere garantite ({unverifiable}).</numerusform>
            <numerusform>Conteggiati a parte, esclusi da tutte queste cifre: %n incontri conclusi e le mani distribuite da Rigioca questa smazzata ({replayed}), giocate dopo essere tornati a un salvataggio precedente ({back}) o appartenenti a un incontro le cui smazzate non possono essere garantite ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Contro gli amici, vinti–persi: {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Ultimi {shown} di %n incontro · {first} – {last}</numerusform>
            <numerusform>Ultimi {shown} di %n incontri · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n incontro · {first} – {last}</numerusform>
            <numerusform>%n incontri · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinti</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persi</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Abbandonati o pari</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Percentuale di vittorie finora</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>ancora nessun incontro concluso da misurare</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>non ancora misurata in %n incontro</numerusform>
            <numerusform>non ancora misurata in nessuno dei %n incontri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} al netto della fortuna, {actual} effettivi · {measured} su %n incontro</numerusform>
            <numerusform>{adjusted} al netto della fortuna, {actual} effettivi · {measured} su %n incontri</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>La fortuna si misura analizzando un incontro, o con il pulsante qui sotto.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>La tua fortuna in punti delle mani: quanto ti hanno dato le carte distribuite e pescate oltre la media. La fortuna del computer negli stessi incontri: {theirs}. Il risultato al netto della fortuna toglie la tua fortuna e ti restituisce quella del computer.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>ancora nessun incontro analizzato per intero</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>nell&apos;ultimo incontro: {rate} punti persi a decisione</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Analizza un incontro per intero per ricevere una valutazione sulla scala dei livelli.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Punti persi a decisione in %n incontro analizzato per intero: {rates}. Meno punti persi significano un gioco più forte.</numerusform>
            <numerusform>Punti persi a decisione in ciascuno degli ultimi %n incontri analizzati per intero, dal più vecchio: {rates}. Meno punti persi significano un gioco più forte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Misura la fortuna di ogni incontro</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Analizza la fortuna di ogni incontro concluso non ancora analizzato, uno dopo l&apos;altro, mentre continui a giocare.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>Misurazione: {done} su %n incontro…</numerusform>
            <numerusform>Misurazione: {done} su %n incontri…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>La fortuna di ogni incontro concluso è già stata misurata.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>Misurata la fortuna di %n incontro.</numerusform>
            <numerusform>Misurata la fortuna di %n incontri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>Non è stato possibile misurare %n incontro.</numerusform>
            <numerusform>Non è stato possibile misurare %n incontri.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Bussa con questa carta</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>La tua mano, %n carta</numerusform>
            <numerusform>La tua mano, %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Mano del computer, %n carta</numerusform>
            <numerusform>Mano del computer, %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Mano di {friend}, %n carta</numerusform>
            <numerusform>Mano di {friend}, %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Tallone, %n carta</numerusform>
            <numerusform>Tallone, %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pila degli scarti, vuota</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Pila degli scarti, in cima {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Le tue carte calate</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Le carte calate dal computer</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Le carte calate da {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Zona di bussata: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Zona di bussata: lo scarto di chi ha bussato, coperto</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Prendi la prima carta</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Premi {label} ({key}) per distribuire di nuovo.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Inizia una nuova partita con {key}, o analizza l&apos;incontro con {review}.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Tallone</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>La mano del computer in alto, il tallone, la pila degli scarti e la zona di bussata al centro, la tua mano in basso. I tasti freccia selezionano una carta.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Non c&apos;è ancora nessuna partita.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Tocca al computer.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Aspetta che le carte si fermino.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Ora non è consentito.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Prima seleziona una carta: fai clic su di essa o usa i tasti freccia.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Hai troppi punti spaiati per bussare.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>Con quella carta avresti troppi punti spaiati per bussare.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Non hai ancora gin.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>La mano non è ancora finita.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>I suggerimenti sono disattivati: attivali in Impostazioni ▸ Gioco.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>I suggerimenti sono per il tuo turno.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Le carte si stanno ancora distribuendo.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>Sto elaborando un suggerimento.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Prima prendi la carta scoperta ({take_key}) o passa ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Prima pesca una carta.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Hai pescato: ora scarta una carta (o bussa).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Prima concludi la resa dei conti ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>La carta scoperta è stata rifiutata: pesca dal tallone ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Non puoi rimettere negli scarti la carta che hai appena preso ({card}).</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>Il computer rifiuta la carta scoperta.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>Restano due carte nel tallone: l&apos;ultimo scarto si può prendere solo per bussare.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>le tue combinazioni come le hai disposte</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>le combinazioni migliori (le tue lascerebbero {deadwood} punti spaiati)</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Carta selezionata: {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Hai alzato {mine}, il computer {theirs}: distribuisci tu.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Hai alzato {mine}, il computer {theirs}: distribuisce il computer.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Mano {number}: hai distribuito tu.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Mano {number}: ha distribuito il computer.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>Il computer scarta {card}.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>Il computer fa big gin!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>Il computer fa gin!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Il computer ha bussato con {deadwood} punti spaiati.</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Fai big gin e cali le combinazioni {melds}!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>Tocca a {friend}.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} rifiuta la carta scoperta.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Hai alzato {mine}, {friend} {theirs}: distribuisci tu.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Hai alzato {mine}, {friend} {theirs}: distribuisce {friend}.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Mano {number}: ha distribuito {friend}.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} scarta {card}.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Fai gin e cali le combinazioni {melds}!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Hai bussato con {deadwood} punti spaiati e hai calato le combinazioni {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Fai big gin!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Fai gin!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Hai bussato con {deadwood} punti spaiati.</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} fa big gin!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} fa gin!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} ha bussato con {deadwood} punti spaiati.</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Attacchi {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>Il computer attacca {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} attacca {cards}.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Tallone</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Tallone · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Solo gin</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Bussa · {limit} o meno</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>solo gin: in questa mano non si bussa</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>si bussa con {limit} punti spaiati o meno</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>Nella combinazione {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>In un gruppo che non è ancora una combinazione.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Carta spaiata.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} Non si può scartare in questo turno.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>Il computer pesca dal tallone.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} pesca dal tallone.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>Il computer prende {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} prende {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Consiglio: prendi la carta scoperta se ti serve ({take}), altrimenti passa ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Consiglio: trascina nella tua mano la prima carta del tallone, o premi {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Consiglio: trascina nella tua mano la prima carta del tallone o della pila degli scarti, o premi {draw} o {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Consiglio: tutte le carte sono in combinazione: premi {gin} per fare gin!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Consiglio: hai pochi punti spaiati, puoi bussare: lascia una carta sulla zona di bussata, o premi {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Consiglio: tieni le carte che formano tris e scale; trascina sulla pila degli scarti quella che ti serve meno.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Consiglio: quando premi {lay_off}, le tue carte spaiate che si adattano alle combinazioni del computer vengono attaccate.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Consiglio: quando premi {lay_off}, le tue carte spaiate che si adattano alle combinazioni di {friend} vengono attaccate.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Peschi {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Prendi {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Scarti {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>La tua mano, %n carta.</numerusform>
            <numerusform>La tua mano, %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Combinazione {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Non ancora una combinazione: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Carte spaiate: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Le tue carte spaiate valgono %n punto.</numerusform>
            <numerusform>Le tue carte spaiate valgono %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Le tue carte calate.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Le carte calate dal computer.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>Le carte calate da {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Non hai carte in mano.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>Nel tallone c&apos;è %n carta.</numerusform>
            <numerusform>Nel tallone ci sono %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>La prima carta della pila degli scarti è ancora coperta.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La pila degli scarti è vuota.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>In cima alla pila degli scarti c&apos;è {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>Nella zona di bussata c&apos;è lo scarto di chi ha bussato, coperto.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Zona di bussata: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>Il computer ha %n carta.</numerusform>
            <numerusform>Il computer ha %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} ha %n carta.</numerusform>
            <numerusform>{friend} ha %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Sai che il computer ha {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Sai che {friend} ha {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>Il computer gioca al livello {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Incontro tra amici: giochi contro {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Nessun suggerimento questa volta.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Non è ancora stato detto niente.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>L&apos;annullamento è disattivato: attivalo in Impostazioni ▸ Gioco.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>In questa mano non hai ancora niente da annullare.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>Il computer ha giocato dopo la tua ultima mossa.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>La mano è già stata chiusa: le carte sono state mostrate.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>la presa della carta dalla pila</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>lo scarto di {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Una carta pescata dal tallone non si può rimettere: rivelerebbe l&apos;ordine del tallone.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Una bussata non si può annullare.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Il rifiuto della carta scoperta non si può annullare.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Questa mossa non si può annullare.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Un incontro contro un amico</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Il tuo incontro contro {friend} non è finito. Vuoi riprenderlo ora? Entrambi i programmi devono essere aperti: questo aspetta che {friend} si connetta.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>vinto</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perso</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonato</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Impossibile aprirlo: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Impossibile leggere il file: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>il file</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Impossibile leggere il file ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>Il file è troppo grande per essere un incontro (%Ln byte).</numerusform>
            <numerusform>Il file è troppo grande per essere un incontro (%Ln byte).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>File: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>Non è un incontro che questo programma sa leggere: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>Il file non è valido ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>Il registro dell’incontro contro un amico non è coerente: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>Il registro dell&apos;incontro non è coerente: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>Il registro dell&apos;incontro non è valido ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>mano {number} di {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>Quell&apos;incontro non ha un registro da rigiocare.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>Il registro di quell&apos;incontro è troppo grande.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>livello {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Tu {you} – Computer {computer} · %n mano</numerusform>
            <numerusform>{when} · {level} · {result} · Tu {you} – Computer {computer} · %n mani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · contro {friend} · {result} · Tu {you} – {friend} {theirs} · %n mano</numerusform>
            <numerusform>{when} · contro {friend} · {result} · Tu {you} – {friend} {theirs} · %n mani</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy: unexpected error</source>
        <translation>Gin Rummy: errore imprevisto</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Si è verificato un problema: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Gin Rummy non può avviarsi: questa sessione limita la memoria di un programma a {limit} MB di spazio di indirizzamento (ulimit -v), e il gioco ne richiede almeno {needed} MB. Aumenta il limite e avvialo di nuovo.</translation>
    </message>
</context>
</TS>
