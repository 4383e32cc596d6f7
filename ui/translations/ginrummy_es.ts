<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Versión {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Software libre bajo la GNU General Public License, versión 3 o cualquier versión posterior ({expression}), sin ninguna garantía.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El juego: GNU General Public License, versión 3 o posterior&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} es software libre: puedes redistribuirlo y/o modificarlo según los términos de la GNU General Public License publicada por la Free Software Foundation, ya sea la versión 3 de la Licencia o (a tu elección) cualquier versión posterior (SPDX: {expression}). Se distribuye con la esperanza de que sea útil, pero SIN NINGUNA GARANTÍA; ni siquiera la garantía implícita de COMERCIABILIDAD o IDONEIDAD PARA UN PROPÓSITO PARTICULAR. El texto de la licencia: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Esto abarca el código propio del programa, sus formularios y su página de reglas, {copyright}. El icono del juego es un dibujo nuestro y sus sonidos son síntesis propia (assets/sounds/PROVENANCE.md); ambos se dedican al dominio público bajo CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ilustraciones de las cartas: CC0 1.0 (dominio público)&lt;/h3&gt;&lt;p&gt;Las caras de las cartas son obra de Adrian Kennard y están dedicadas al dominio público bajo Creative Commons CC0 1.0 Universal. Nuestros reversos y nuestros cambios en las caras también se dedican al dominio público bajo CC0. De dónde proceden las ilustraciones y qué hemos cambiado: {provenance}; el texto de la licencia: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt y Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Este juego está hecho con Qt {qt} y Qt for Python (PySide6 {pyside}), que se usan bajo la GNU Lesser General Public License versión 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). La LGPL te permite sustituir las bibliotecas Qt y PySide6 que acompañan al juego por tus propias compilaciones. Su código fuente está disponible en &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; y &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt es una marca comercial de The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Los textos de las licencias&lt;/h3&gt;&lt;p&gt;Un juego instalado incluye todos los textos de licencia y avisos (los nuestros, los de las ilustraciones de las cartas, los de Qt, Python y PyInstaller) en su carpeta {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Acerca de Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Gin Rummy contra el ordenador, con cinco niveles de juego y las reglas de todas las escuelas habituales.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Sueltos: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Cartas sueltas: %n punto</numerusform>
            <numerusform>Cartas sueltas: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Escalera + {count} colocadas</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Grupo + {count} colocadas</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Grupo</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Escalera, con %n carta colocada</numerusform>
            <numerusform>Escalera, con %n cartas colocadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Grupo, con %n carta colocada</numerusform>
            <numerusform>Grupo, con %n cartas colocadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>de {before} a {after}</translation>
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
        <translation>Tira {card} (puntos sueltos: {deadwood}), aunque estaba a una carta de formar una combinación</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>Tira {card} (puntos sueltos: {deadwood}), aunque estaba a una carta de formar %n combinación</numerusform>
            <numerusform>Tira {card} (puntos sueltos: {deadwood}), aunque estaba a una carta de formar %n combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>cerrar ahora con {deadwood} puntos sueltos te daría menos opciones de ganar la partida (contragolpe en el {percent} de las simulaciones)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>cerrar ahora con {deadwood} puntos sueltos probablemente acabaría en contragolpe: así fue en el {percent} de las simulaciones, con unos %n punto menos por mano</numerusform>
            <numerusform>cerrar ahora con {deadwood} puntos sueltos probablemente acabaría en contragolpe: así fue en el {percent} de las simulaciones, con unos %n puntos menos por mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>en las simulaciones, cerrar ahora con {deadwood} puntos sueltos dio unos %n punto menos por mano que seguir jugando (contragolpe en el {percent} de ellas)</numerusform>
            <numerusform>en las simulaciones, cerrar ahora con {deadwood} puntos sueltos dio unos %n puntos menos por mano que seguir jugando (contragolpe en el {percent} de ellas)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>en lugar de {card}, que deja el mínimo de puntos sueltos ({deadwood}) pero combina con {picked}, que recogió tu rival: eso te daría menos opciones de ganar la partida</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>en lugar de {card}, que deja el mínimo de puntos sueltos ({deadwood}): eso te daría menos opciones de ganar la partida</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>en lugar de {card}, que deja el mínimo de puntos sueltos ({deadwood}) pero combina con {picked}, que recogió tu rival: en las simulaciones dio unos %n punto menos por mano</numerusform>
            <numerusform>en lugar de {card}, que deja el mínimo de puntos sueltos ({deadwood}) pero combina con {picked}, que recogió tu rival: en las simulaciones dio unos %n puntos menos por mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>en lugar de {card}, que deja el mínimo de puntos sueltos ({deadwood}): en las simulaciones dio unos %n punto menos por mano</numerusform>
            <numerusform>en lugar de {card}, que deja el mínimo de puntos sueltos ({deadwood}): en las simulaciones dio unos %n puntos menos por mano</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>conserva {card}, a una carta de formar una combinación</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>conserva {card}, a una carta de formar %n combinación</numerusform>
            <numerusform>conserva {card}, a una carta de formar %n combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>tirar {card} parece seguro: tu rival descartó {threw} y dejó pasar {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>tirar {card} parece seguro: tu rival descartó {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>tirar {card} parece seguro: tu rival dejó pasar {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Deja pasar la carta descubierta</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Deja pasar {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Gin tirando {card}: {bonus} puntos de bonificación y el rival no puede colocar cartas</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Cierra con {deadwood} puntos sueltos y tira {card}</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>contragolpe en el {percent} de las simulaciones</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>Tira {card} y rompe tu combinación {meld} (puntos sueltos: {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>Tira {card} (puntos sueltos: {deadwood}): no estaba cerca de formar una combinación</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>arriesgado: tu rival recogió {picked}, que combina con esa carta</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>tirar {card} es seguro: tu rival ya no puede combinarla</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>ganó el {percent} de las manos simuladas</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>Toma {card}: completa la combinación {meld}, puntos sueltos: {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>Toma {card}: puntos sueltos: {before} → {after}, pero deja ver lo que estás juntando</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>Tomar {card} no reduce tus puntos sueltos y le revela a tu rival lo que buscas</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Roba a ciegas y deja {card} (con ella, puntos sueltos: {before} → {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Roba del mazo: {card} no te sirve</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>La única jugada: colocar {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>tu rival se anota {points}</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Roba del mazo</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Pasa: al final del mazo, la mano termina sin puntuar</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Gran gin: las once cartas forman combinaciones, la mayor bonificación que existe</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>La única jugada</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>La única jugada: los dos jugadores dejaron pasar la primera carta descubierta</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Muestra tus combinaciones y coloca lo que puedas</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>La única jugada: no hay nada que colocar</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>consigues un contragolpe</translation>
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
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Cerrar ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Cerrar descartando {card}</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Puntuar la mano</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Contra un gin no se colocan cartas: puntuar la mano ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Colocar cartas y puntuar la mano ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Mostrar la mejor jugada y por qué ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Deshacer {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Deshacer {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Tomar la descubierta</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Dejar pasar la carta descubierta</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Tomar la carta superior de la pila de descartes</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Pasar al final del mazo</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Descartar la carta seleccionada</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Hacer gin</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Colocar cartas y puntuar la mano</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Revisar tus decisiones y tu suerte en esta partida</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>Re&amp;visar esta partida…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por palo</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Formar combinaciones</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Seleccionar a la izquierda</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Seleccionar la carta de la izquierda</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Seleccionar a la derecha</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Seleccionar la carta de la derecha</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Mover a la izquierda</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Mover la carta seleccionada a la izquierda</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Mover a la derecha</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Mover la carta seleccionada a la derecha</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Quitar selección</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Quitar la selección</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Llevar el lector de pantalla a la zona de arriba: los montones, las cartas del ordenador, las cartas expuestas (← → recorren una fila de cartas expuestas)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Llevar el lector de pantalla a la zona de abajo, hasta tu mano</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Leer tus cartas</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Leer tus cartas: las combinaciones, las cartas sueltas y sus puntos (en el recuento, tus cartas expuestas)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Leer la mesa</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Leer la mesa: el mazo, la pila de descartes, las cartas conocidas del ordenador (en el recuento, sus cartas expuestas)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Leer la puntuación</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Repetir el último mensaje</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Deshacer tu última jugada</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Todas las jugadas pueden hacerse con el teclado; las flechas seleccionan y mueven las cartas de tu mano.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>repetido de una partida anterior, no generado con la semilla de esta partida</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>una semilla de reparto perdida conserva su huella y no se revela</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>una semilla de reparto tiene %n byte</numerusform>
            <numerusform>una semilla de reparto tiene %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>el primer reparto de una semilla es un número entero a partir de 0</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>la primera semilla de una partida empieza en el corte (reparto 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>las semillas de una partida deben empezar en repartos crecientes ya realizados</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>las frases de una partida son texto</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>la semilla de la próxima partida tiene %n byte</numerusform>
            <numerusform>la semilla de la próxima partida tiene %n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Antes de cada partida, el programa obtiene una semilla secreta de la aleatoriedad de tu ordenador y muestra su &lt;b&gt;huella&lt;/b&gt; (su SHA-256) en la mesa. Cada baraja se calcula a partir de esa semilla, &lt;b&gt;tu frase&lt;/b&gt; y el número de la mano. La semilla queda fijada antes de que se conozca tu frase, así que el programa no puede elegir cartas que le favorezcan; y tu frase queda fijada con el primer reparto de la semilla, antes de que esta llegue a guardarse, así que nadie puede elegir una frase a la medida de una semilla. Por eso, una frase nueva se aplica a partir de la siguiente semilla: la de la próxima partida o la de los repartos que sigan a revelar la semilla. Al terminar la partida, la semilla se revela y cualquiera puede recalcular todas las barajas, con el botón Verificar o con &lt;code&gt;tools/verify_deal.py&lt;/code&gt;, del código fuente del juego, que solo necesita Python.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Esta partida no es verificable: una semilla de reparto de su partida guardada no puede garantizarse como generada por este programa (se escribió a mano, con una versión anterior o en otro ordenador) o no pudo volver a leerse, así que sus cartas podrían haberse elegido, diga lo que diga esta comprobación.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>el corte</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>reparto de la mano {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Discrepancia: las cartas de {deals} no son las que dan la semilla y la frase.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>El corte y el primer reparto se repiten de una partida anterior, no salen de la semilla de esta partida.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n reparto no se puede verificar: su semilla no pudo volver a leerse al reanudar la partida.</numerusform>
            <numerusform>%n repartos no se pueden verificar: su semilla no pudo volver a leerse al reanudar la partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>La semilla revelada no ha repartido cartas propias: no hay nada que comprobar.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Aún no hay nada que comprobar: la semilla se revela al terminar la partida o cuando tú la reveles.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>Comprobado %n reparto: sus cartas coinciden con su semilla y su frase.</numerusform>
            <numerusform>Comprobados %n repartos: sus cartas coinciden con su semilla y su frase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>%n reparto más podrá comprobarse cuando se revele su semilla.</numerusform>
            <numerusform>%n repartos más podrán comprobarse cuando se revele su semilla.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Reparto justo</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Semillas y frases de esta partida</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Resultado de la verificación</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>Tu frase:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>Tu frase, que se mezcla en los próximos repartos</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Usar esta frase</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatoria</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Revelar la semilla ahora…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Exportar para comprobar…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>La frase necesita al menos un carácter.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>La frase se usa, pero no se pudo guardar para el próximo inicio.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>Frase aceptada: se aplica a partir de la siguiente semilla (la de la próxima partida o la de los repartos posteriores a una revelación). La semilla en uso conserva la frase de su primer reparto.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>Frase aceptada: se mezcla en el próximo reparto.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>La semilla en uso aún no ha repartido nada: no hay nada que revelar.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>¿Revelar ahora la semilla secreta? Después ya no repartirá más: una semilla nueva, cuya huella se muestra al momento, hará los próximos repartos.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Exportar la partida para comprobarla</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Partida (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>No se pudo exportar la partida: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Exportada a {name}. Compruébala con: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>perdida: no pudo volver a leerse, así que sus repartos no se pueden verificar</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>no generada por este programa, hasta donde este puede saber: no se puede responder de sus repartos</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>revelada: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>secreta; hará el próximo reparto (si sales antes de ese reparto, en el próximo inicio se genera una semilla nueva con una huella nueva)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>secreta hasta que termine la partida</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Semilla {number}&lt;/b&gt; (desde el reparto {deal})&lt;br&gt;huella &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La próxima partida&lt;/b&gt; empezará con la semilla de huella&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (anótala y luego elige tu frase). Vale mientras el programa siga abierto: una semilla que no ha repartido nada nunca se guarda, así que si sales antes de que empiece la próxima partida, en el próximo inicio se genera una semilla nueva con una huella nueva.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Frases usadas</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>«{phrase}»</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Corte para repartir: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Reparto {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} no es un archivo</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} es una tubería con nombre, no un archivo</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} es un socket, no un archivo</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} no es un archivo normal</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Jugar con un amigo</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>El nombre que ve tu amigo: de 1 a 40 caracteres</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Crear o unirse</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>&amp;Crear una partida</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>&amp;Unirse a una partida</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>El juego no ha podido esperar conexiones de un amigo en este ordenador.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Esperando a un amigo…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Has retirado la partida.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Se está conectando un amigo…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Se ha copiado el código de invitación: envíaselo a tu amigo. Esperando a un amigo…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>La partida de {name} está en tu red.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando con {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Compara los números de control: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>Esperando a que {friend} acepte tus reglas:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} se ha unido a tu partida.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>Esperando las reglas de {friend}…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>Te has conectado con {friend}.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>El programa de tu amigo envió un mensaje que no corresponde aquí: se ha cerrado la conexión.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>El programa de tu amigo envió unas reglas que este no puede leer (quizá sea otra versión del juego): se ha cerrado la conexión.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} te propone jugar con estas reglas:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>Han llegado las reglas de {friend}. {rules} Acéptalas o recházalas.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>Las reglas que has propuesto a {friend}:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} ha rechazado tus reglas. Vuelve a abrir la partida, o cancela y elige otras reglas en los ajustes.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>El programa de tu amigo envió una respuesta que este no puede leer: se ha cerrado la conexión.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Has rechazado las reglas de {friend}: {friend} ya lo sabe. Vuelve atrás para unirte a otra partida, o cancela.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Las reglas están acordadas: empieza la partida.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>La conexión se cerró antes de que el programa de tu amigo saludara a este.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} ha cerrado la conexión.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Llegó una conexión que nunca saludó como lo hace este juego: se ha cerrado.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>El programa de tu amigo no responde. Comprueba la dirección, que tu amigo tenga la partida abierta y que su cortafuegos deje pasar el juego.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Esperando otra vez a un amigo…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Primero escribe tu nombre: de 1 a 40 caracteres, en una sola línea.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Escribe la dirección y el puerto de tu amigo, como en 192.168.1.20:50123, o su código de invitación.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>Este código de invitación está mal escrito: compruébalo con tu amigo, carácter a carácter.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Escribe la dirección con su puerto después de dos puntos, como en 192.168.1.20:50123, o el código de invitación.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>El puerto es un número del 1 al 65535, después de los dos puntos: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Una dirección IPv6 va entre corchetes, seguida de dos puntos y el puerto: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>«{address}» no es una dirección.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Abre una partida y tu amigo se unirá desde su ordenador. Nada queda a la escucha en la red hasta que abras la partida.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Abrir la partida</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Esperar a tu amigo y mostrar tu partida a los ordenadores de tu red</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>Código de invitación para la &amp;dirección:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Dirección del código de invitación</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Elige una de las direcciones de este ordenador, o escribe tu dirección pública si tu amigo juega por internet</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Copiar el código de invitación</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>Re&amp;tirar la partida</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Tu amigo tendrá que aceptar tus reglas, las de tus ajustes:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Un amigo de tu red verá tu partida en su lista, o puede escribir una de las direcciones de este ordenador:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Este ordenador no tiene dirección en ninguna red: un amigo solo puede llegar a él con el nombre de este ordenador, por el puerto {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Si tu amigo juega por internet, tu router debe redirigir el puerto {port} a este ordenador, y el código de invitación debe llevar tu dirección pública (la muestra tu router: escríbela arriba). Windows o macOS pueden preguntar si dejas pasar el juego por el cortafuegos: permítelo, o tu amigo no podrá conectarse.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Código de invitación: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Sin código de invitación: escribe arriba una dirección IPv4 o IPv6.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Partidas en tu red:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Partidas en tu red</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Con Intro te unes a la partida elegida</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Todavía no se ha encontrado ninguna partida. Pide a tu amigo que abra una, o escribe abajo su dirección o su código de invitación.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Dirección o código de &amp;invitación:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Dirección o código de invitación</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 o 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Conec&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>&amp;Aceptar las reglas</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>&amp;Volver a abrir</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>A&amp;trás</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Cerrar esta conexión y unirse a otra partida</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Números de control: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Compara estos cuatro números con {friend}, en voz alta o por mensaje: las dos pantallas deben mostrar los mismos. Si no coinciden, alguien se ha colado entre vosotros en la red: cancela y no juguéis.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>La conexión ha fallado: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>El programa de tu amigo habla otra versión del protocolo del juego que este (versión {ours}): los dos necesitáis la misma versión.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>El programa de tu amigo habla la versión {theirs} del protocolo del juego; este, la versión {ours}: los dos necesitáis la misma versión.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>El otro lado no es este juego: se ha cerrado la conexión.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>Se ha cerrado la conexión: el programa de tu amigo envió un mensaje más grande que cualquiera del juego.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>Se ha cerrado la conexión: el programa de tu amigo envió algo que no es un mensaje del juego.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>Se ha cerrado la conexión: un mensaje se alteró por el camino o no venía sellado con la clave de vuestra conexión.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>Se ha cerrado la conexión: un mensaje llegó repetido o fuera de orden.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>No se pudo leer la partida guardada contra un amigo ({reason}); se ha apartado como {name}.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>El programa de tu amigo envió una baraja con algo que no es una carta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>El programa de tu amigo envió una baraja que no tiene 52 cartas distintas.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>El programa de tu amigo envió una clave que no descubre ninguna carta.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>La misma carta apareció en dos posiciones de la baraja.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>El programa de tu amigo reveló claves distintas de las que prometió antes del reparto.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>El programa de tu amigo reveló claves mal formadas.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>El programa de tu amigo barajó de forma distinta a lo que dicen sus claves: una carta se cambió mientras estaba oculta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>El programa de tu amigo ocultó las cartas de forma distinta a lo que dicen sus claves.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>El programa de tu amigo mostró una carta con una clave que no había prometido.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>El programa de tu amigo hizo una jugada que las reglas no permiten con las cartas que tiene.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>El programa de tu amigo no mostró las cartas que indica su jugada.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>El programa de tu amigo mostró una carta que ahora no puede mostrar.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} La partida se ha detenido; lo que se envió se guarda como prueba.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>El programa de tu amigo envió un mensaje fuera de turno o fuera de lo permitido. La partida se ha detenido.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Tu amigo se ha ido: la conexión se cerró antes de que terminara la partida.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>Se ha perdido la conexión con {friend}. La partida espera hasta %n minuto a que se recupere; mientras tanto, puedes seguir jugando.</numerusform>
            <numerusform>Se ha perdido la conexión con {friend}. La partida espera hasta %n minutos a que se recupere; mientras tanto, puedes seguir jugando.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>Se ha recuperado la conexión con {friend}: la partida continúa.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>{friend} no ha vuelto en %n minuto: la partida ha terminado.</numerusform>
            <numerusform>{friend} no ha vuelto en %n minutos: la partida ha terminado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>El programa de {friend} no reveló sus claves en un plazo de %n segundo tras la mano, así que no se puede comprobar el reparto: {friend} pierde la partida.</numerusform>
            <numerusform>El programa de {friend} no reveló sus claves en un plazo de %n segundos tras la mano, así que no se puede comprobar el reparto: {friend} pierde la partida.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>no se pudo consultar al ordenador ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>el ordenador no respondió en %n segundo</numerusform>
            <numerusform>el ordenador no respondió en %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>el ordenador eligió una jugada no permitida: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>se rechazó la jugada del ordenador ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>La ventana y sus menús</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Pasar de la mesa de juego a los botones del panel y viceversa</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Pulsar el botón que tiene el foco</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Con lector de pantalla</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>La mesa se lee como una lista de zonas: la mano del ordenador arriba; el mazo, la pila de descartes y la zona de cierre en el centro; tu mano abajo, y en el recuento, las cartas expuestas de ambos. &lt;i&gt;Tu mano&lt;/i&gt; enumera tus cartas en su orden, cada una con su combinación; una carta ofrece Seleccionar, Descartar y Cerrar; el mazo, Robar, y la pila de descartes, Tomar. ↑ y ↓ llevan el lector de pantalla de una zona a otra; ← y →, a lo largo de una fila de cartas expuestas. C lee tus cartas con sus combinaciones y cartas sueltas; T, la mesa; W, la puntuación, y A repite el último mensaje.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Mientras la mesa tiene el foco del teclado, lo que ocurre se anuncia en el momento: las jugadas del ordenador, la carta que robas, un rechazo y su motivo, la pista, un cierre y el resultado de cada mano. En Linux se anuncia a través de la carta o zona en la que está el lector de pantalla, que Orca lee en voz alta (probado con Orca 43 y 48); en Windows y macOS se envía como anuncios de Qt, para NVDA, Narrador y VoiceOver.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
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
        <translation>Mayús+←</translation>
    </message>
    <message>
        <source>Shift+→</source>
        <translation>Mayús+→</translation>
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
        <translation>Este ordenador no está en ninguna red local, así que tu partida no puede mostrarse allí. Tu amigo aún puede unirse con el código de invitación.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Tu partida no puede mostrarse en la red local ({reason}). Tu amigo aún puede unirse con el código de invitación.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>No se pueden buscar partidas en la red local ({reason}). Aún puedes unirte a la partida de un amigo con su código de invitación.</translation>
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
        <translation>Estado</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>No se puede leer la partida guardada</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Las partidas guardadas están en {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>No se pudo guardar la partida ({problem}); continúa sin guardar.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Esta vez no hay pista.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Ordenador · {level}  —  pensando…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Ordenador · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · persona amiga  —  pensando…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · persona amiga</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Error del ordenador: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>El jugador del ordenador ha fallado ({problem}); se ha hecho una jugada sencilla.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Activar o desactivar los sonidos (el volumen está en Ajustes)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>No se ha encontrado ninguna salida de audio en este ordenador, así que el juego no tendrá sonido.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Jugar con un amigo en otro ordenador</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Mostrar la hoja de puntuación</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Mostrar tus estadísticas</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>Histo&amp;rial de manos…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Volver a ver las manos terminadas</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>Reparto &amp;justo…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Abrir los ajustes</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Salir (la partida se guarda para la próxima vez)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Mostrar las reglas del juego</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>Jugar con un a&amp;migo…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Teclado…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>A&amp;cerca de Gin Rummy</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>la memoria del jugador del ordenador no se puede usar ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>no se pudo volver a poner en la mesa ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>No se pudo volver a leer la semilla secreta de esta partida, así que sus repartos hasta ahora ya no se pueden verificar; los próximos repartos salen de una semilla nueva.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Esta partida está marcada como no verificable: su partida guardada contiene una semilla de reparto que este programa no puede garantizar haber generado (escrita a mano, con una versión anterior o en otro ordenador) o que no pudo volver a leer, así que sus cartas podrían haberse elegido. La partida continúa y sus manos se cuentan aparte en las estadísticas.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Esta es una versión guardada anterior de esta partida: las estadísticas ya registraban %n mano más de ella. Esos resultados se conservan y las manos que se jueguen a partir de ahora se cuentan aparte.</numerusform>
            <numerusform>Esta es una versión guardada anterior de esta partida: las estadísticas ya registraban %n manos más de ella. Esos resultados se conservan y las manos que se jueguen a partir de ahora se cuentan aparte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>No se pudo leer un ajuste guardado y se ha restablecido: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>No se pudo leer un ajuste guardado y se ha restablecido: {problem} (y %n más; consulta el registro)</numerusform>
            <numerusform>No se pudo leer un ajuste guardado y se ha restablecido: {problem} (y %n más; consulta el registro)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>¿Abandonar esta partida? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>La semilla se ha revelado; los próximos repartos salen de una semilla nueva, con huella {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>Las pistas están desactivadas en una partida contra un amigo.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>Deshacer está desactivado en una partida contra un amigo.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Todavía no hay ninguna partida.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>tu reordenación de la mano</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Has deshecho {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Ajustes guardados.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>No se pudieron guardar los ajustes (solo se aplican a esta sesión).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Las nuevas reglas se aplicarán a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>El nuevo aspecto se aplicará a partir de la próxima mano.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>hoy a las {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} a las {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Partida reanudada.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Partida reanudada (guardada {when}).</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>No se pudo leer tu partida guardada: {problem}. Ha empezado una partida nueva.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>No se pudo leer tu partida guardada: {problem}. Se ha conservado como «{kept}». Ha empezado una partida nueva.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>El ordenador robó del mazo</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} robó del mazo</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation>Aún no hay combinaciones.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Puntos sueltos:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>tus puntos sueltos · mínimo {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>puntos sueltos</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} tras el mejor descarte</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} descartando {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>«Formar combinaciones» ({key}) elige la mejor opción</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>cerrar con {limit} o menos</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>solo gin</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Empieza una partida nueva ({key}) o revisa la que acabas de jugar ({review}) desde el menú Partida.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Pulsa &lt;b&gt;Siguiente mano&lt;/b&gt; ({key}) para volver a repartir.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Repartiendo</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Se están repartiendo las cartas.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Turno del ordenador</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Turno de {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>El ordenador está colocando cartas en tus combinaciones.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} está colocando cartas en tus combinaciones.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>El ordenador decide si toma la carta descubierta.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} decide si toma la carta descubierta.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Espera a que el ordenador robe y descarte. Mientras, puedes reordenar tu mano.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Espera a que {friend} robe y descarte. Mientras, puedes reordenar tu mano.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Toma la carta descubierta, {card} ({take}), o pasa ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Final del mazo: toma {card} solo para cerrar ({take}) o pasa ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Tienes que robar del mazo ({draw}): nadie ha tomado la carta descubierta.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Roba del mazo ({draw}) o toma {card} de la pila de descartes ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>El ordenador ha hecho gin: no hay nada que colocar. Pulsa &lt;b&gt;Puntuar la mano&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} ha hecho gin: no hay nada que colocar. Pulsa &lt;b&gt;Puntuar la mano&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>El ordenador ha cerrado. Pulsa &lt;b&gt;Colocar&lt;/b&gt; ({key}) para colocar cartas y puntuar.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} ha cerrado. Pulsa &lt;b&gt;Colocar&lt;/b&gt; ({key}) para colocar cartas y puntuar.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Descarta: arrastra una carta a la pila de descartes, o selecciónala y pulsa {discard}. ¡Tienes &lt;b&gt;gin&lt;/b&gt; ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Descarta: arrastra una carta a la pila de descartes, o selecciónala y pulsa {discard}. ¡Puedes &lt;b&gt;cerrar&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Descarta: arrastra una carta a la pila de descartes, o selecciónala y pulsa {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Final: &lt;b&gt;Tú&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Ordenador&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Final: &lt;b&gt;Tú&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Tú&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Ordenador&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Tú&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Partida a {target} · reglas: {rules}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>cerrar descartando {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>tomar la carta de la pila</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>cantar gran gin</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>colocar cartas</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>seguir jugando</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Pista: {action} (pulsa {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Pista: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Lección: mejor que «{played}» era «{better}» (unos %n punto por mano). {reason}.</numerusform>
            <numerusform>Lección: mejor que «{played}» era «{better}» (unos %n puntos por mano). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Lección, mano {hand}: mejor que «{played}» era «{better}» (unos %n punto por mano). {reason}.</numerusform>
            <numerusform>Lección, mano {hand}: mejor que «{played}» era «{better}» (unos %n puntos por mano). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Cartas conocidas del ordenador:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Cartas conocidas de {friend}:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Huella de la próxima partida: {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Huella del próximo reparto: {digits} · semilla de esta mano revelada</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Huella del reparto: {digits} · no verificable</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Huella del reparto: {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Mano {number} · mazo: {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Nueva partida · mazo: {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Mano {number} · repartiste tú · mazo: {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Nueva partida · repartiste tú · mazo: {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Mano {number} · repartió el ordenador · mazo: {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Mano {number} · repartió {friend} · mazo: {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Nueva partida · repartió el ordenador · mazo: {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Nueva partida · repartió {friend} · mazo: {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Rival: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Rival: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>el ordenador no envió una memoria utilizable</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>el proceso del ordenador se detuvo</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>el proceso del ordenador fue sustituido</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>el ordenador no envió ninguna memoria</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Mano {number}: repartes tú</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Mano {number}: reparte el ordenador</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Mano {number}: reparte {friend}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Mano {number} · repartiste tú · en juego</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Mano {number} · repartió el ordenador · en juego</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Mano {number} · repartiste tú · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Mano {number} · repartió el ordenador · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Mostraste tus combinaciones (contra un gin no se colocan cartas)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>El ordenador mostró sus combinaciones (contra un gin no se colocan cartas)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} mostró sus combinaciones (contra un gin no se colocan cartas)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>No tenías nada que colocar</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>El ordenador no tenía nada que colocar</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} no tenía nada que colocar</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Colocaste {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>El ordenador colocó {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} colocó {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Hiciste gran gin</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>El ordenador hizo gran gin</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} hizo gran gin</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Hiciste gin (descartando {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>El ordenador hizo gin (descartando {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} hizo gin (descartando {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Cerraste con {deadwood} puntos sueltos (descartando {card})</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>El ordenador cerró con {deadwood} puntos sueltos (descartando {card})</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} cerró con {deadwood} puntos sueltos (descartando {card})</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Tomaste la carta descubierta: {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>El ordenador tomó la carta descubierta: {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} tomó la carta descubierta: {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Robaste del mazo: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>El ordenador robó del mazo: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} robó del mazo: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Tomaste {card} de la pila</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>El ordenador tomó {card} de la pila</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} tomó {card} de la pila</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Descartaste {card} (solo quedan dos cartas en el mazo)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>El ordenador descartó {card} (solo quedan dos cartas en el mazo)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} descartó {card} (solo quedan dos cartas en el mazo)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Descartaste {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>El ordenador descartó {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} descartó {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Pasaste al final del mazo</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>El ordenador pasó al final del mazo</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} pasó al final del mazo</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Dejaste pasar la carta descubierta</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>El ordenador dejó pasar la carta descubierta</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} dejó pasar la carta descubierta</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Jugadas de la mano</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Abrir un archivo…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Inicio</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Inicio de la mano ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Un paso atrás ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Un paso adelante ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Final ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Final de la mano ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Exportar mano…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>La partida hasta el final de esta mano, a un archivo</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Exportar partida…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>La partida completa, a un archivo</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Revisar partida…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Cada decisión de las manos terminadas de la partida, comparada con la mejor jugada, y la suerte de las cartas</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Volver a jugar contra</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Nivel para «Volver a jugar este reparto»</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Volver a jugar este reparto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Todavía no se ha jugado ninguna partida.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Esta partida aún no tiene ninguna mano terminada.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>No se puede abrir «{name}». {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>Abierto «{name}».</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Partida (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Paso {step} de {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Una partida nueva cuya primera mano tiene estas cartas y este repartidor</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Una partida nueva cuya primera mano tiene estas cartas y este repartidor, con las reglas con las que se repartió ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Exportar la partida hasta esta mano</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Partida (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>No se pudo exportar la partida: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>La partida se ha exportado a «{name}».</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>La partida hasta la mano {number} se ha exportado a «{name}».</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Los repartos de una semilla aún no revelada podrán comprobarse cuando se revele.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>Partida revisada</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>la partida actual</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>Ha empezado una partida nueva con las cartas de la mano {number}, contra el nivel {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Partida actual</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>La mesa en este paso</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Aún no hay ninguna mano terminada que mostrar.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Cerraste · puntos sueltos: {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>El ordenador cerró · puntos sueltos: {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Tú · puntos sueltos: {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Ordenador · puntos sueltos: {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Mazo: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Pila de descartes · %n carta</numerusform>
            <numerusform>Pila de descartes · %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Siguiente: puedes tomar la carta descubierta o pasar</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Siguiente: el ordenador puede tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Siguiente: robas tú</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Siguiente: roba el ordenador</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Siguiente: descartas tú</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Siguiente: descarta el ordenador</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Siguiente: colocas cartas en las combinaciones del ordenador</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Siguiente: el ordenador coloca cartas en tus combinaciones</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>el ordenador</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Nadie cerró antes de que se agotara el mazo.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Sin puntuación: vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Doblado por la carta descubierta de picas (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>¡Gin! Te anotas {points}</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>¡Gin! El ordenador se anota {points}</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>¡Gran gin! Te anotas {points}</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>¡Gran gin! El ordenador se anota {points}</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>¡Contragolpe! Te anotas {points}</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>¡Contragolpe! El ordenador se anota {points}</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Cerraste y te anotas {points}</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>El ordenador cerró y se anota {points}</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Tienes {deadwood} puntos sueltos (contra un gin no se colocan cartas).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>El ordenador tiene {deadwood} puntos sueltos (contra un gin no se colocan cartas).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>{deadwood} puntos sueltos + bonificación por gran gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>{deadwood} puntos sueltos + bonificación por gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Cerraste con {deadwood} puntos sueltos.</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>¡Gin! {friend} se anota {points}</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>¡Gran gin! {friend} se anota {points}</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>¡Contragolpe! {friend} se anota {points}</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} cerró y se anota {points}</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>El ordenador cerró con {deadwood} puntos sueltos.</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} cerró con {deadwood} puntos sueltos.</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Diferencia {difference} + bonificación por contragolpe {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Diferencia {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>{friend} tiene {deadwood} puntos sueltos (contra un gin no se colocan cartas).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Tienes {deadwood} puntos sueltos (nada que colocar).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>El ordenador tiene {deadwood} puntos sueltos (nada que colocar).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>{friend} tiene {deadwood} puntos sueltos (nada que colocar).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Te quedan {deadwood} puntos sueltos tras colocar {cards} ({points}).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Al ordenador le quedan {deadwood} puntos sueltos tras colocar {cards} ({points}).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>A {friend} le quedan {deadwood} puntos sueltos tras colocar {cards} ({points}).</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Tú {you} · Ordenador {computer} en la partida 1 de 3 (cada una a {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Tú {you} · {friend} {theirs} en la partida 1 de 3 (cada una a {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Tú {you} · Ordenador {computer} (partida a {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Tú {you} · {friend} {theirs} (partida a {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Final: Tú {you} · Ordenador {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Final: Tú {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>La partida acaba en empate</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>El ordenador gana la partida</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} gana la partida</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Final: Tú {you} · Ordenador {computer}, una diferencia de {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Final: Tú {you} · {friend} {theirs}, una diferencia de {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Puntos de las manos: Tú {you} · Ordenador {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Puntos de las manos: Tú {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Bonificación por manos: Tú {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Bonificación de partida: Tú +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Bonificación de partida: Ordenador +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Bonificación por manos: Tú {you_hands} × {each} = {you_bonus} · Ordenador {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Blanqueo: doblas todo</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Blanqueo: el ordenador dobla todo</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Blanqueo: doblas los puntos de las manos y la bonificación de partida</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Blanqueo: el ordenador dobla los puntos de las manos y la bonificación de partida</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Mano nula.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>La carta descubierta de picas multiplica los puntos por {multiplier}.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>¡Gin! Te anotas %n punto.</numerusform>
            <numerusform>¡Gin! Te anotas %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>¡Gin! El ordenador se anota %n punto.</numerusform>
            <numerusform>¡Gin! El ordenador se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>¡Gran gin! Te anotas %n punto.</numerusform>
            <numerusform>¡Gran gin! Te anotas %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>¡Gran gin! El ordenador se anota %n punto.</numerusform>
            <numerusform>¡Gran gin! El ordenador se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>¡Contragolpe! Te anotas %n punto.</numerusform>
            <numerusform>¡Contragolpe! Te anotas %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>¡Contragolpe! El ordenador se anota %n punto.</numerusform>
            <numerusform>¡Contragolpe! El ordenador se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Cerraste y te anotas %n punto.</numerusform>
            <numerusform>Cerraste y te anotas %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Bonificación de partida: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Blanqueo: {friend} dobla todo</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Blanqueo: {friend} dobla los puntos de las manos y la bonificación de partida</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>¡Gin! {friend} se anota %n punto.</numerusform>
            <numerusform>¡Gin! {friend} se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>¡Gran gin! {friend} se anota %n punto.</numerusform>
            <numerusform>¡Gran gin! {friend} se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>¡Contragolpe! {friend} se anota %n punto.</numerusform>
            <numerusform>¡Contragolpe! {friend} se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>El ordenador cerró y se anota %n punto.</numerusform>
            <numerusform>El ordenador cerró y se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} cerró y se anota %n punto.</numerusform>
            <numerusform>{friend} cerró y se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} puntos sueltos más la bonificación por gran gin de {bonus} hacen {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>{deadwood} puntos sueltos más la bonificación por gin de {bonus} hacen {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>La diferencia de {difference} más la bonificación por contragolpe de {bonus} hacen {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>La diferencia es {defender} menos {knocker}, lo que da {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>La puntuación en la partida 1 de 3: tú {you}, el ordenador {computer}, cada partida a {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>La puntuación en la partida 1 de 3: tú {you}, {friend} {theirs}, cada partida a {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>La puntuación: tú {you}, el ordenador {computer}, en una partida a {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>La puntuación: tú {you}, {friend} {theirs}, en una partida a {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>La partida acaba en empate.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Puntuación final: tú {you}, el ordenador {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Puntuación final: tú {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>El ordenador gana la partida.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} gana la partida.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Puntuación final: tú {you}, el ordenador {computer}, una diferencia de {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Puntuación final: tú {you}, {friend} {theirs}, una diferencia de {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Puntos de las manos: tú {you}, el ordenador {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Puntos de las manos: tú {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Bonificación por manos: tú, {you_hands} por {each}, que hacen {you_bonus}; {friend}, {their_hands} por {each}, que hacen {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Tu bonificación de partida es {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>La bonificación de partida del ordenador es {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Bonificación por manos: tú, {you_hands} por {each}, que hacen {you_bonus}; el ordenador, {computer_hands} por {each}, que hacen {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>La bonificación de partida de {friend} es {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Partida {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Revisión de la partida: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n mano revisada. Los puntos son puntos de mano: lo que una mano suma para un jugador, menos lo que suma para su rival.</numerusform>
            <numerusform>%n manos revisadas. Los puntos son puntos de mano: lo que una mano suma para un jugador, menos lo que suma para su rival.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Tu suerte: {yours}; la del ordenador: {theirs}; tu resultado ajustado por la suerte: {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>La revisión se detuvo: no se pudo revisar la mano {number}.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>La revisión se detuvo: el proceso que revisaba la mano {number} terminó inesperadamente.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>VALOR DE TU MANO, SUERTE Y ERRORES</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>Gráfico del valor de tu mano, tu suerte y tus errores a lo largo de la mano</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Valor: lo que valía tu mano después de cada una de tus jugadas, según lo que podías saber. Suerte neta: tu suerte hasta ese momento menos la del ordenador. Errores: los puntos que tus decisiones han perdido hasta ese momento, dibujados por debajo de cero.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Suerte neta</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Todavía no se muestra ninguna mano.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>Hasta el paso {step}, tu mano vale {value} puntos, tu suerte menos la del ordenador suma {luck} puntos, y tus errores te han costado {error} puntos.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Ninguna mano de esta partida ha terminado todavía: no hay nada que revisar.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso de la revisión</translation>
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
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Decisiones de la mano</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Repartos y robos de la mano, con su suerte</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>DECISIONES</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>REPARTOS Y ROBOS</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Resumen de es&amp;ta mano solamente</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>El resumen cuenta solo la mano elegida abajo, no toda la partida</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>&amp;Valorar también las decisiones del ordenador</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Valorar también cada decisión del ordenador y calificarlo: la revisión tarda aproximadamente el doble</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>Ver en el &amp;Historial de manos</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>El paso de la decisión en el Historial de manos, con la mejor jugada junto a la jugada hecha (Intro o un doble clic en la fila hacen lo mismo)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>La revisión, a un archivo: una página web (.html) o texto sin formato (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Revisando la partida…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Exportar la revisión</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Página web (*.html *.htm);;Texto sin formato (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>No se pudo exportar la revisión: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>La revisión se ha exportado a «{name}».</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>La mano en juego se revisará cuando termine.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · la mano en juego se revisará cuando termine</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Dudosa</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Mala</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Muy mala</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Muy mala suerte</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Mala suerte</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Buena suerte</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Muy buena suerte</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Carta descubierta</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>En esta partida jugaste al nivel Principiante.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>En esta partida jugaste al nivel Fácil.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>En esta partida jugaste al nivel Intermedio.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>En esta partida jugaste al nivel Difícil.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>En esta partida jugaste al nivel Experto.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>En esta partida el ordenador jugó al nivel Principiante.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>En esta partida el ordenador jugó al nivel Fácil.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>En esta partida el ordenador jugó al nivel Intermedio.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>En esta partida el ordenador jugó al nivel Difícil.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>En esta partida el ordenador jugó al nivel Experto.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Tomar {card} de la pila</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>Tirar {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Hacer gin tirando {card}</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Cerrar tirando {card}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>Bajar las combinaciones {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>No se revisó ninguna de tus decisiones, así que no tienes calificación.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>No se revisó ninguna decisión del ordenador, así que no tiene calificación.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Dudosas ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Malas ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Muy malas ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Error por decisión</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Nivel de juego</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Ajustado por suerte</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: {decisions} decisiones, {doubtful} dudosas, {bad} malas, {very_bad} muy malas; error por decisión: {rate}; nivel de juego: {level}; suerte: {luck}; resultado: {result}; resultado ajustado por la suerte: {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Jugada hecha</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Paso {step}, {who}, {kind}: {played}. Mejor jugada: {best}. Error de {error} puntos, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Paso {step}, {who}, {kind}: {played}. Mejor jugada: {best}. Error de {error} puntos.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Paso {step}, {who}: {card}, suerte de {luck} puntos, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Paso {step}, {who}: {card}, suerte de {luck} puntos.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Mano {number}: te anotaste {points}</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Mano {number}: el ordenador se anotó {points}</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Mano {number}: sin puntuación</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n decisión marcada</numerusform>
            <numerusform>{title}, %n decisiones marcadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n mano revisada.</numerusform>
            <numerusform>%n manos revisadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Revisando la mano {hand} de {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Mano {number} de {count} revisada.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · mejor: {best} ({error} puntos)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Mejor: {best}, que vale {error} puntos más.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>Decisión: {mark}. Mejor: {best}, que vale {error} puntos más.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>mejor</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Límite de cierre</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>cerrar con {knock_limit} o menos</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>la primera carta descubierta fija el límite de cierre</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma: el as permite cerrar con 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>un as como carta descubierta permite cerrar con 1</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma: las picas doblan</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>una pica como carta descubierta dobla la mano</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Bonificación por gin</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>gran gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>sin gran gin</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Bonificación por gran gin</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Bonificación por contragolpe</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>contragolpe {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>El empate es contragolpe</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>el empate da contragolpe</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonificación por manos</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>bonificación por manos {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonificación de partida</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>bonificación de partida {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntuación objetivo</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>partida a {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>El blanqueo dobla</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>sin doblar por blanqueo</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>El blanqueo lo dobla todo</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>el blanqueo lo dobla todo</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Se permite colocar</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>sin colocar cartas</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Solo escaleras</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>solo escaleras</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Se puede descartar la carta recién tomada</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>la carta recién tomada se puede volver a tirar</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Siguiente repartidor</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Por turnos</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>El ganador de la última mano</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>Último descarte al final del mazo, para cerrar</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>al final del mazo se puede tomar el último descarte para cerrar</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Mano nula tras tomas de la pila</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Puntuación Hollywood (tres partidas a la vez)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Gin puro</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Reglas modernas: gin 25, gran gin 31, contragolpe 25, bonificación por mano 25, partida a 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Libros antiguos: gin 20, sin gran gin, contragolpe 10, bonificación por mano 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>La primera carta descubierta fija el límite de cierre; una pica dobla la mano; partida a 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>No se puede cerrar: solo el gin termina una mano.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Tres partidas puntuadas a la vez, cada una hasta el objetivo.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Para medir jugadores artificiales: sin gran gin, sin bonificaciones y sin doble por blanqueo.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Investigación (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>solo gin (no se puede cerrar)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Juegas con las reglas &lt;b&gt;{name}&lt;/b&gt;: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Cómo jugar al Gin Rummy</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, partida a {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Este reparto se vuelve a jugar con las reglas con las que se repartió ({rules}), contra el nivel {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>«Nueva partida» vuelve a tus ajustes.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>La partida nueva se juega con tus ajustes: {rules}, contra el nivel {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>el archivo es demasiado grande para ser una partida guardada (%Ln byte)</numerusform>
            <numerusform>el archivo es demasiado grande para ser una partida guardada (%Ln bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>la partida no se puede reproducir: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>el registro de la partida está mal formado ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>el archivo no es texto (está dañado o no es una partida guardada)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>el archivo no es un JSON completo (está truncado o dañado)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>el archivo no es una partida guardada</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>el archivo contiene caracteres que no son texto válido (está dañado o se ha editado)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>el archivo no es una partida guardada de este programa</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>este programa no lee la versión ({version}) de la partida guardada</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>a la partida guardada le faltan campos o tiene campos desconocidos</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>la partida guardada se ha modificado o está dañada (su suma de comprobación no coincide)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>la parte del rival o de la mesa de la partida guardada está mal formada</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>faltan las semillas de reparto de la partida guardada o usan un procedimiento desconocido</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>las semillas de reparto o las frases de la partida guardada están mal formadas</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>la partida guardada enumera más repartos de los que tiene cualquier partida</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>las frases de la partida guardada no son textos cortos</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>la marca de partida no verificable de la partida guardada no es verdadero ni falso</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>las semillas de reparto de la partida guardada no se pueden usar: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>una semilla de reparto es un objeto</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>el indicador de revelada de una semilla de reparto es verdadero o falso</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>el primer reparto de una semilla de reparto es un número entero</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>la huella de una semilla de reparto tiene 64 dígitos hexadecimales</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>una semilla de reparto tiene 64 dígitos hexadecimales</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>una semilla de reparto no tiene su huella</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>una semilla de reparto sin su semilla conserva la huella y es secreta</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>el indicador de perdida de una semilla de reparto es verdadero o falso</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>los repartos de la partida guardada no coinciden con su registro (falta un reparto)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>las cartas de la partida guardada no son las que reparten sus semillas (¿modificadas a mano?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>la partida guardada enumera una semilla de reparto que no repartió nada (el programa nunca la escribiría)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>el nivel guardado {level} no está entre 1 y 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>la semilla de jugador guardada {seed} no se puede usar</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>la memoria guardada del jugador del ordenador no es un objeto</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>el orden guardado de la mano no se puede usar: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>las agrupaciones guardadas de la mano no son una lista de tamaños</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>las agrupaciones guardadas de la mano ({groups}) superan las cartas del orden de la mano ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>las agrupaciones guardadas de la mano {groups} no encajan en el orden de la mano</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>el orden guardado de la mano no es una lista de cartas</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>el orden guardado de la mano contiene %Ln carta (una mano tiene como máximo {most})</numerusform>
            <numerusform>el orden guardado de la mano contiene %Ln cartas (una mano tiene como máximo {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>el orden guardado de la mano contiene una carta dos veces</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>la lista guardada de manos asistidas está mal formada</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>la fecha {date} de la partida guardada no es una fecha</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>no se puede escribir {name}: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>«{name}» es una partida guardada que no se pudo leer ni apartar; se conserva, y esta partida no se guardará encima hasta que se mueva o se cambie de nombre</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>un error inesperado al leerlo ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>el archivo no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>el archivo es demasiado grande para ser una partida guardada</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; no se pudo apartar, así que sigue como «{name}» y esta partida no se guardará encima</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · reglas: {rules}</translation>
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
        <translation>Reparte</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonif. por manos</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonif. de partida</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Blanqueo</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Bonificación por manos de cada jugador: una cantidad fija por cada mano ganada</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>La bonificación de partida, para el jugador que alcanzó el objetivo</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Puntos extra cuando el perdedor no ganó ninguna mano (se dobla la puntuación del ganador)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Total de cada partida: los puntos de las manos, más las bonificaciones cuando termina</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>El total del ganador menos el del perdedor</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Contragolpe</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Gran gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>cierre</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>contragolpe</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>gran gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>mano nula</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Tu total acumulado en la partida {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>Total acumulado de {name} en la partida {game}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Partida {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>La mano {hand} no se anotó en la partida {game}</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Partida {game}: {name} +{points}, {total} en total</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Total de cada partida: los puntos de las manos, más las bonificaciones cuando termina. En conjunto: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Mano {hand}, repartida por ti</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Mano {hand}, repartida por {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: mano nula, nadie puntúa</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: te anotas {points} ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} se anota {points} ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; puntos sueltos de quien cerró (tú): {knocker_deadwood}; de {defender}: {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; puntos sueltos de quien cerró ({knocker}): {knocker_deadwood}; los tuyos: {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; puntos sueltos de quien cerró ({knocker}): {knocker_deadwood}; de {defender}: {defender_deadwood}</translation>
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
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Forma combinaciones sin pensar, cierra tarde y a veces deja pasar una carta descubierta útil.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Solo toma una carta descubierta para formar una combinación, mantiene bajos sus puntos sueltos y cierra en cuanto puede.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Además descarta con prudencia, lleva la cuenta de las cartas muertas y elige el momento de cerrar para evitar contragolpes.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Además deduce tu mano por lo que recoges y valora cada robo según las combinaciones que podría formar.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Analiza los repartos posibles antes de cada jugada: el más fuerte y el más lento.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} no es texto</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} es más largo que cualquier ajuste de este tipo</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>el texto guardado contiene caracteres que no son texto válido</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} no es un número entero</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} no es verdadero ni falso</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} no es off, fast ni normal</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>el idioma del sistema</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>las reglas {name}</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} no se puede usar</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>los cambios de reglas guardados están anidados a demasiada profundidad</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; se usan las reglas {preset} sin cambios</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} no es una configuración de reglas predefinida</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>el valor guardado no se puede leer ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; se usa {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} no es un nivel del 1 al 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} no es un conjunto de reglas</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} no es una altura de {low} a {high} píxeles</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} no es un volumen de {low} a {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} no es ninguno de estos: {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} no es un color con el formato #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} no es una velocidad de animación</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} no es un idioma que hable el juego</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Tu propia mezcla de los ajustes de abajo.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Reglas imposibles: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>La altura de una carta en una mesa del tamaño de la primera ventana, en píxeles; en una ventana más grande, las cartas crecen con la mesa hasta {scale} veces esta altura</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>Ofrecer &amp;pistas ({key}) e indicar el mejor descarte</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>El botón Pista ({key}) muestra la mejor jugada y su motivo; el panel indica el mejor descarte (una mano jugada con pistas cuenta como asistida)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Permitir des&amp;hacer un despiste ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} deshace tu última jugada cuando eso no te revela nada nuevo (una mano jugada así cuenta como asistida)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>El idioma del juego; cambia al instante, sin reiniciar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>&amp;Dificultad del ordenador:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Lo bien que juega el ordenador</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Tras una jugada tuya claramente peor que la mejor, una nota discreta en el registro de jugadas indica qué jugada era mejor y por qué</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>&amp;Lecciones: avisarme cuando una jugada mía sea claramente peor</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>En las tres primeras manos de una partida, una línea en la mesa te dice qué puedes hacer y cómo; se desactiva sola después de tu primera partida</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Mostrar &amp;consejos en la mesa en las primeras manos de una partida</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Sonidos al repartir, robar y tirar cartas, al cerrar, al hacer gin, al colocar cartas y al ganar o perder cada mano y cada partida</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Reproducir &amp;sonidos</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>El volumen de los sonidos del juego; nunca superan el volumen de tu sistema</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Reglas predefinidas:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Elige unas reglas predefinidas para rellenar todas las reglas de abajo</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Cierre y juego</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Límite de cierre:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>El máximo de puntos sueltos con el que un jugador puede cerrar (0: solo gin)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (solo gin)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma: el valor de la primera carta descubierta es el límite de cierre de la mano (las figuras valen 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma: la primera carta descubierta fija el límite</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma: con un as como carta descubierta solo vale el gin, salvo que esta opción permita cerrar con 1</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma: un &amp;as permite cerrar con 1</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma: una pica como primera carta descubierta dobla los puntos de la mano</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Oklahoma: una carta descubierta de &amp;picas dobla la mano</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>El defensor puede colocar cartas en las combinaciones de quien cierra</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>Se permite &amp;colocar cartas</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Solo las escaleras cuentan como combinaciones; los grupos de cartas del mismo valor no</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>Solo &amp;escaleras (sin grupos)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Una carta recién tomada de la pila de descartes se puede volver a tirar en el acto</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Se puede descartar la carta recién &amp;tomada</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>Siguie&amp;nte repartidor:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Quién reparte la siguiente mano (tras una mano nula, vuelve a repartir el mismo jugador)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Cuando quedan dos cartas en el mazo (el final del mazo), el siguiente jugador aún puede tomar el último descarte, pero solo para cerrar con él (la regla de la «carta 50»)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>Al &amp;final del mazo se puede tomar el último descarte para cerrar</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Mano nula tras tomas de la pila:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Una mano en la que se han tomado tantas cartas de la pila de descartes termina sin puntuación tras el siguiente descarte (así se evita un intercambio interminable de descartes)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Bonificación por &amp;gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Se suma a los puntos sueltos del defensor cuando un jugador hace gin</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Gran gin: las 11 cartas combinadas justo después de robar; se canta sin descartar</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Bonificación por gran gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Se suma a los puntos sueltos del defensor en un gran gin</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Bon&amp;ificación por contragolpe:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Se suma a la diferencia cuando el defensor da un contragolpe</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Un defensor con los mismos puntos sueltos que quien cierra da contragolpe</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>El e&amp;mpate es contragolpe</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>Bonificación por mano&amp;s:</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Se suma al final de la partida por cada mano que ganó un jugador</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Bonificación de parti&amp;da:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Se suma a la puntuación del ganador al final de la partida</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Puntuación ob&amp;jetivo:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>El primer jugador que alcanza estos puntos gana la partida</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Si el perdedor no ganó ninguna mano, se doblan los puntos de las manos y la bonificación de partida del ganador</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>El blanqueo dobla los p&amp;untos del ganador</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>El blanqueo dobla el total del ganador, incluidas las bonificaciones por manos</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>El blanqueo lo dobla t&amp;odo</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Puntuación Hollywood: se llevan tres partidas (columnas) a la vez, cada una hasta el objetivo</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: tres partidas a la vez</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspecto</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Tamaño de las cartas:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>La altura de una carta en la mesa, en píxeles</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Dar a cada palo su propio color</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Baraja de cuatro colores (tréboles en verde, diamantes en azul)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>El dibujo del reverso de las cartas</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Color de la mesa:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Elige el color del tapete de la mesa</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>La rapidez con que se mueven las cartas en la mesa</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Cuando es tu turno, el mazo y la pila de la que puedes robar, o tu mano cuando debes descartar, brillan suavemente</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>&amp;Mostrar dónde jugar en tu turno</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Una mesa lisa, casi negra, en lugar del color del tapete; cartas con contorno negro, un grueso anillo amarillo alrededor de la carta seleccionada y de dónde jugar, rótulos blancos y el panel en blanco y negro</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Mesa de &amp;alto contraste</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>El tamaño de las cartas, la baraja, el reverso, el color de la mesa y la velocidad de animación cambian en la siguiente mano; las indicaciones de turno y el alto contraste cambian al momento.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>ocupa {size} bytes, mucho más que cualquier archivo de ajustes</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>contiene un valor que este programa nunca escribe ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>No se pudieron leer tus ajustes ({problem}); en esta sesión se usan los valores predeterminados y el archivo de ajustes se deja como estaba.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>No se pudieron leer tus ajustes ({problem}); se usan los valores predeterminados. El archivo se ha conservado como «{kept}».</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Puntuación, turno y mano</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Número de mano y repartidor</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Rival (ordenador)</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Huella del reparto</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>De quién es el turno</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Qué hacer</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Problema del jugador del ordenador</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Puntos sueltos</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Nota sobre los puntos sueltos</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Combinaciones de tu mano</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>La pista del entrenador</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Jugadas de esta mano</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Cartas conocidas de la mano del ordenador</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Cartas conocidas de la mano de {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 de la semilla secreta con la que empieza la próxima partida: {sha}
Cada baraja sale de ella y de tu frase; en Partida ▸ Reparto justo… se explica cómo comprobarlo.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 de la semilla secreta en uso: {sha}
Esta partida no es verificable: su partida guardada contenía una semilla de reparto que este programa no puede garantizar haber generado, así que sus cartas podrían haberse elegido; en Partida ▸ Reparto justo… hay más detalles.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 de la semilla secreta en uso: {sha}
Cada baraja sale de ella y de tu frase; en Partida ▸ Reparto justo… se explica cómo comprobarlo.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Huella del reparto, partida no verificable</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Parece que Gin Rummy ya está abierto, pero no responde.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Parece que Gin Rummy está abierto en otro ordenador, «{host}» (proceso {pid}), que comparte esta carpeta de datos.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Parece que Gin Rummy estuvo abierto como proceso {pid}, que ya no se ejecuta en este ordenador: su bloqueo se quedó sin liberar.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Parece que Gin Rummy ya está abierto como proceso {pid} en este ordenador, pero no responde.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Ábrelo aquí solo si no está abierto allí: dos copias jugando a la vez sobrescriben cada una la partida guardada de la otra.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Abrir de todos modos</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>nada</translation>
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
        <translation>el archivo no ha superado la comprobación de integridad ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>No se pudieron leer algunas estadísticas pendientes de registrar. Se han conservado como «{name}»; el resto se registrará como de costumbre.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>el archivo lo creó una versión más reciente del juego (esquema {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>la versión de esquema {version} del archivo no es ninguna de las de este juego</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>el archivo no es un archivo de estadísticas de este juego</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>la tabla {table} del archivo no es la que escribe este juego</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>Esta vez no se pudo comprobar si el archivo de estadísticas está dañado (el sistema no permitió iniciar otra tarea); las manos se siguen registrando.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, y no se pudo apartar</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>el archivo no se puede abrir ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>no se puede crear la carpeta {folder} ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>no se pudo crear un archivo nuevo</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>hay una carpeta llamada {name} que lo impide</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>el archivo no se puede escribir ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>No se pudo leer el archivo de estadísticas ({problem}). Se ha conservado como «{name}» y se han empezado unas estadísticas nuevas.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>No se pueden guardar las estadísticas: {problem}. Las estadísticas de esta sesión se conservan hasta que salgas.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>Otro programa está usando el archivo de estadísticas; la mano se registrará en cuanto quede libre.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>el archivo está dañado ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>el archivo está dañado y no se pudo apartar</translation>
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
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Tus estadísticas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Racha de victorias</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Puntos por mano</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Porcentaje de gin</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Tasa de contragolpes</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Puntos sueltos al cerrar</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Nivel de juego</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>EVOLUCIÓN DE RESULTADOS</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Termina una partida para ver la evolución de tus resultados.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} de {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n mano</numerusform>
            <numerusform>{level}
%n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Aún no hay manos registradas en ningún nivel: juega una y aparecerá aquí al momento.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Aún no hay manos registradas contra el nivel {level}: juega una y aparecerá aquí al momento.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Contra todos los niveles desde {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Contra el nivel {level} desde {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n partida jugada</numerusform>
            <numerusform>%n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n mano contada aparte</numerusform>
            <numerusform>%n manos contadas aparte</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>No se puede escribir en el archivo de estadísticas: las manos de esta sesión se conservan hasta que salgas.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n registro esperando a que el archivo quede libre.</numerusform>
            <numerusform>%n registros esperando a que el archivo quede libre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Las partidas abandonadas cuentan como jugadas, no como ganadas. Una partida cuenta para un nivel solo si todas sus manos se jugaron en ese nivel.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Diferencia final (puntos)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>¿Olvidar todas las manos y partidas registradas, contra todos los niveles? No se puede deshacer.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>No se pudieron restablecer las estadísticas (el archivo está en uso); inténtalo de nuevo en un momento.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>la más larga: %n partida</numerusform>
            <numerusform>la más larga: %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>tus puntos menos los del ordenador</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>de las manos: %n gin o gran gin tuyo</numerusform>
            <numerusform>de las manos: %n gin o gran gin tuyos</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>media cuando cierras</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>aún no has terminado ninguna partida</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} de %n partida</numerusform>
            <numerusform>{won} de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>aún no has jugado ninguna mano</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>de %n mano · {rate}</numerusform>
            <numerusform>de %n manos · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>de tus cierres recibieron contragolpe · contragolpes tuyos: {count}</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>aún no has cerrado · contragolpes tuyos: {count}</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} ganadas</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} perdidas</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} abandonadas</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>{count} empatadas</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Contadas aparte, fuera de todas estas cifras: %n partida terminada y las manos repartidas con «Volver a jugar este reparto» ({replayed}), jugadas tras volver a una partida guardada anterior ({back}) o de partidas cuyos repartos no pueden garantizarse ({unverifiable}).</numerusform>
            <numerusform>Contadas aparte, fuera de todas estas cifras: %n partidas terminadas y las manos repartidas con «Volver a jugar este reparto» ({replayed}), jugadas tras volver a una partida guardada anterior ({back}) o de partidas cuyos repartos no pueden garantizarse ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Contra amigos, ganadas–perdidas: {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Últimas {shown} de %n partida · {first} – {last}</numerusform>
            <numerusform>Últimas {shown} de %n partidas · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n partida · {first} – {last}</numerusform>
            <numerusform>%n partidas · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Abandonada o empatada</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Porcentaje de victorias hasta ahora</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>aún no hay ninguna partida terminada que medir</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>%n partida, aún sin medir</numerusform>
            <numerusform>%n partidas, ninguna medida aún</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} ajustado por suerte, {actual} real · en {measured} de %n partida</numerusform>
            <numerusform>{adjusted} ajustado por suerte, {actual} real · en {measured} de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>La suerte se mide al revisar una partida o con el botón de abajo.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>Tu suerte en puntos de mano: lo que las cartas repartidas y robadas te dieron por encima de la media. La suerte del ordenador en las mismas partidas: {theirs}. El resultado ajustado por la suerte descuenta tu suerte y te devuelve la del ordenador.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>aún no hay ninguna partida revisada por completo</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>en la última partida: {rate} puntos perdidos por decisión</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Revisa una partida completa para obtener una calificación en la escala de niveles.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Puntos perdidos por decisión en %n partida revisada por completo: {rates}. Cuantos menos, más fuerte es el juego.</numerusform>
            <numerusform>Puntos perdidos por decisión en cada una de las últimas %n partidas revisadas por completo, de la más antigua a la más reciente: {rates}. Cuantos menos, más fuerte es el juego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Medir la suerte de todas las partidas</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Revisa la suerte de cada partida terminada que aún no tiene revisión, una tras otra, mientras sigues jugando.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>{done} de %n partida medida…</numerusform>
            <numerusform>{done} de %n partidas medidas…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>La suerte de todas las partidas terminadas ya está medida.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>Se midió la suerte de %n partida.</numerusform>
            <numerusform>Se midió la suerte de %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>No se pudo medir %n partida.</numerusform>
            <numerusform>No se pudieron medir %n partidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Cerrar con esta carta</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Tu mano, %n carta</numerusform>
            <numerusform>Tu mano, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Mano del ordenador, %n carta</numerusform>
            <numerusform>Mano del ordenador, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Mano de {friend}, %n carta</numerusform>
            <numerusform>Mano de {friend}, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Mazo, %n carta</numerusform>
            <numerusform>Mazo, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pila de descartes, vacía</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Pila de descartes, arriba: {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Tus cartas expuestas</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Cartas expuestas del ordenador</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Cartas expuestas de {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Zona de cierre: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Zona de cierre: el descarte de quien cierra, boca abajo</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Tomar la carta de arriba</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Pulsa {label} ({key}) para volver a repartir.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Empieza una partida nueva con {key} o revisa la que acabas de jugar con {review}.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cierre</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>La mano del ordenador arriba; el mazo, la pila de descartes y la zona de cierre en el centro; tu mano abajo. Las flechas seleccionan una carta.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Todavía no hay ninguna partida.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Es el turno del ordenador.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Espera a que las cartas terminen de moverse.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Ahora no se puede hacer eso.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Primero selecciona una carta: haz clic en ella o usa las flechas.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Tienes demasiados puntos sueltos para cerrar.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>Con esa carta tendrías demasiados puntos sueltos para cerrar.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Todavía no tienes gin.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>La mano aún no ha terminado.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>Las pistas están desactivadas: actívalas en Ajustes ▸ Partida.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Las pistas son para tu turno.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Todavía se están repartiendo las cartas.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>Se está calculando una pista.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Primero toma la carta descubierta ({take_key}) o pasa ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Primero roba una carta.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Ya has robado: ahora descarta una carta (o cierra).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Primero termina el recuento ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>Nadie tomó la carta descubierta: roba del mazo ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>No puedes volver a tirar {card}, que acabas de tomar.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>El ordenador deja pasar la carta descubierta.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>Quedan dos cartas en el mazo: el último descarte solo se puede tomar para cerrar.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>tus combinaciones tal como las ordenaste</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>las mejores combinaciones (con las tuyas te quedarían {deadwood} puntos sueltos)</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Seleccionada: {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Cortas {mine} y el ordenador {theirs}: repartes tú.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Cortas {mine} y el ordenador {theirs}: reparte el ordenador.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Mano {number}: repartiste tú.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Mano {number}: repartió el ordenador.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>El ordenador descarta {card}.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>¡El ordenador hace gran gin!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>¡El ordenador hace gin!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>El ordenador ha cerrado con {deadwood} puntos sueltos.</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>¡Haces gran gin con estas combinaciones: {melds}!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>Es el turno de {friend}.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} deja pasar la carta descubierta.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Cortas {mine} y {friend} {theirs}: repartes tú.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Cortas {mine} y {friend} {theirs}: reparte {friend}.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Mano {number}: repartió {friend}.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} descarta {card}.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>¡Haces gin con estas combinaciones: {melds}!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Has cerrado con {deadwood} puntos sueltos. Tus combinaciones: {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>¡Haces gran gin!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>¡Haces gin!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Has cerrado con {deadwood} puntos sueltos.</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>¡{friend} hace gran gin!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>¡{friend} hace gin!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} ha cerrado con {deadwood} puntos sueltos.</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Colocas {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>El ordenador coloca {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} coloca {cards}.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Mazo · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Solo gin</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Cierre · {limit} o menos</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>solo gin: en esta mano no se puede cerrar</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>cerrar con {limit} puntos sueltos o menos</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>En la combinación {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>En una agrupación que aún no es combinación.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Carta suelta.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} No se puede descartar en este turno.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>El ordenador roba del mazo.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} roba del mazo.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>El ordenador toma {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} toma {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Consejo: toma la carta descubierta si encaja en tu mano ({take}); si no, pasa ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Consejo: arrastra a tu mano la carta de arriba del mazo, o pulsa {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Consejo: arrastra a tu mano la carta de arriba del mazo o de la pila de descartes, o pulsa {draw} o {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Consejo: todas tus cartas están en combinaciones: ¡pulsa {gin} para hacer gin!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Consejo: tienes pocos puntos sueltos y puedes cerrar: arrastra una carta a la zona de cierre o pulsa {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Consejo: guarda las cartas que forman grupos y escaleras; arrastra la que menos necesites a la pila de descartes.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Consejo: al pulsar {lay_off} se colocan tus cartas sueltas que encajan en las combinaciones del ordenador.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Consejo: al pulsar {lay_off} se colocan tus cartas sueltas que encajan en las combinaciones de {friend}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Robas {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Tomas {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Descartas {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Tu mano, %n carta.</numerusform>
            <numerusform>Tu mano, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Combinación {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Aún no es combinación: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Cartas sueltas: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Tus cartas sueltas suman %n punto.</numerusform>
            <numerusform>Tus cartas sueltas suman %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Tus cartas expuestas.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Las cartas expuestas del ordenador.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>Las cartas expuestas de {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>No tienes cartas.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>Queda %n carta en el mazo.</numerusform>
            <numerusform>Quedan %n cartas en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>La carta de arriba de la pila de descartes aún está boca abajo.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La pila de descartes está vacía.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>Arriba de la pila de descartes: {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>En la zona de cierre está el descarte de quien cerró, boca abajo.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Zona de cierre: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>El ordenador tiene %n carta.</numerusform>
            <numerusform>El ordenador tiene %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} tiene %n carta.</numerusform>
            <numerusform>{friend} tiene %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Sabes que el ordenador tiene {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Sabes que {friend} tiene {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>Nivel del ordenador: {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Estás jugando una partida amistosa contra {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Esta vez no hay pista.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Todavía no se ha dicho nada.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>Deshacer está desactivado: actívalo en Ajustes ▸ Partida.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>Todavía no hay ninguna jugada tuya que deshacer en esta mano.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>El ordenador ha jugado después de tu última jugada.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>La mano ya se ha resuelto: se mostraron sus cartas.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>la toma de la carta de la pila</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>tu descarte de {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Una carta robada del mazo no se puede devolver: revelaría el orden del mazo.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Un cierre no se puede deshacer.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Dejar pasar la carta descubierta no se puede deshacer.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Esta jugada no se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Una partida contra un amigo</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Tu partida contra {friend} no ha terminado. ¿Quieres seguir ahora? Los dos programas deben estar abiertos: este esperará a que {friend} se conecte.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>empatada</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>No se puede abrir: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>No se puede leer el archivo: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>No se pudo leer el archivo ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>El archivo es demasiado grande para ser una partida (%Ln byte).</numerusform>
            <numerusform>El archivo es demasiado grande para ser una partida (%Ln bytes).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Archivo: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>No es una partida que este programa pueda leer: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>El archivo está mal formado ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>La partida contra un amigo no es válida: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>El registro de la partida no es válido: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>El registro de la partida está mal formado ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>mano {number} de {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>Esa partida no tiene ningún registro que reproducir.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>El registro de esa partida es demasiado grande.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>nivel {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Tú {you} – Ordenador {computer} · %n mano</numerusform>
            <numerusform>{when} · {level} · {result} · Tú {you} – Ordenador {computer} · %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · contra {friend} · {result} · Tú {you} – {friend} {theirs} · %n mano</numerusform>
            <numerusform>{when} · contra {friend} · {result} · Tú {you} – {friend} {theirs} · %n manos</numerusform>
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
        <translation>Gin Rummy: error inesperado</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Algo ha ido mal: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Gin Rummy no puede iniciarse: esta sesión limita la memoria de un programa a {limit} MB de espacio de direcciones (ulimit -v) y el juego necesita al menos {needed} MB. Aumenta el límite y vuelve a iniciarlo.</translation>
    </message>
</context>
</TS>
