<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Freie Software unter der GNU General Public License, Version 3 oder jeder späteren Version ({expression}), ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Spiel: GNU General Public License, Version 3 oder später&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} ist freie Software: Du kannst es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und/oder verändern, entweder gemäß Version 3 der Lizenz oder (nach deiner Wahl) jeder späteren Version (SPDX: {expression}). Es wird in der Hoffnung verbreitet, dass es nützlich ist, aber OHNE JEDE GEWÄHRLEISTUNG, sogar ohne die implizite Gewährleistung der MARKTREIFE oder der EIGNUNG FÜR EINEN BESTIMMTEN ZWECK. Der Lizenztext: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Das gilt für den eigenen Code des Programms, seine Formulare und seine Regelseite, {copyright}. Das Symbol des Spiels ist unsere eigene Zeichnung und seine Klänge sind unsere eigene Synthese (assets/sounds/PROVENANCE.md); beide sind unter CC0 1.0 als gemeinfrei freigegeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kartenbilder: CC0 1.0 (gemeinfrei)&lt;/h3&gt;&lt;p&gt;Die Kartenvorderseiten stammen von Adrian Kennard und sind unter Creative Commons CC0 1.0 Universal als gemeinfrei freigegeben. Unsere Kartenrückseiten und unsere Änderungen an den Vorderseiten sind ebenfalls unter CC0 gemeinfrei. Woher die Bilder stammen und was wir geändert haben: {provenance}; der Lizenztext: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt und Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;Dieses Spiel ist mit Qt {qt} und Qt for Python (PySide6 {pyside}) gebaut, die unter der GNU Lesser General Public License Version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;) verwendet werden. Die LGPL erlaubt dir, die mitgelieferten Qt- und PySide6-Bibliotheken durch eigene Builds zu ersetzen. Ihr Quellcode ist auf &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; und &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt; erhältlich. Qt ist eine Marke von The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Lizenztexte&lt;/h3&gt;&lt;p&gt;Ein installiertes Spiel enthält alle Lizenztexte und Hinweise (unsere, die der Kartenbilder, von Qt, Python und PyInstaller) im Ordner {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Über Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Gin Rummy gegen den Computer, mit fünf Spielstärken und den Regeln aller gängigen Spielweisen.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Restpunkte {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Restkarten im Wert von %n Punkt</numerusform>
            <numerusform>Restkarten im Wert von %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Folge + {count} angelegt</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Satz + {count} angelegt</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Satz</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Folge, mit %n angelegten Karte</numerusform>
            <numerusform>Folge, mit %n angelegten Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Satz, mit %n angelegten Karte</numerusform>
            <numerusform>Satz, mit %n angelegten Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>{before} auf {after}</translation>
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
        <translation>{card} abwerfen (Restpunkte {deadwood}), obwohl ihr nur eine Karte zu einer Kombination fehlte</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>{card} abwerfen (Restpunkte {deadwood}), obwohl ihr zu %n Kombination nur eine Karte fehlte</numerusform>
            <numerusform>{card} abwerfen (Restpunkte {deadwood}), obwohl ihr zu %n Kombinationen jeweils nur eine Karte fehlte</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>klopfst du jetzt (Restpunkte {deadwood}), sinken deine Chancen, das Spiel zu gewinnen (unterboten in {percent} der Simulationen)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>klopfst du jetzt (Restpunkte {deadwood}), wirst du wahrscheinlich unterboten: So war es in {percent} der Simulationen, mit etwa %n Punkt weniger pro Runde</numerusform>
            <numerusform>klopfst du jetzt (Restpunkte {deadwood}), wirst du wahrscheinlich unterboten: So war es in {percent} der Simulationen, mit etwa %n Punkten weniger pro Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>klopfst du jetzt (Restpunkte {deadwood}), bringt das in den Simulationen etwa %n Punkt pro Runde weniger als Weiterspielen (unterboten in {percent} davon)</numerusform>
            <numerusform>klopfst du jetzt (Restpunkte {deadwood}), bringt das in den Simulationen etwa %n Punkte pro Runde weniger als Weiterspielen (unterboten in {percent} davon)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>statt {card} abzuwerfen: Das ließe zwar die wenigsten Restpunkte ({deadwood}), aber mit der Karte {picked}, die dein Gegner aufgenommen hat, ergibt sie eine Kombination – das würde deine Chancen auf den Spielgewinn senken</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>statt {card} abzuwerfen, was die wenigsten Restpunkte ({deadwood}) ließe: Das würde deine Chancen auf den Spielgewinn senken</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>statt {card} abzuwerfen: Das ließe zwar die wenigsten Restpunkte ({deadwood}), aber mit der Karte {picked}, die dein Gegner aufgenommen hat, ergibt sie eine Kombination – in den Simulationen brachte das etwa %n Punkt pro Runde weniger</numerusform>
            <numerusform>statt {card} abzuwerfen: Das ließe zwar die wenigsten Restpunkte ({deadwood}), aber mit der Karte {picked}, die dein Gegner aufgenommen hat, ergibt sie eine Kombination – in den Simulationen brachte das etwa %n Punkte pro Runde weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>statt {card} abzuwerfen, was die wenigsten Restpunkte ({deadwood}) ließe: In den Simulationen brachte das etwa %n Punkt pro Runde weniger</numerusform>
            <numerusform>statt {card} abzuwerfen, was die wenigsten Restpunkte ({deadwood}) ließe: In den Simulationen brachte das etwa %n Punkte pro Runde weniger</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>{card} behalten: Zu einer Kombination fehlt nur noch eine Karte</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>{card} behalten: Zu %n Kombination fehlt nur noch eine Karte</numerusform>
            <numerusform>{card} behalten: Zu %n Kombinationen fehlt jeweils nur noch eine Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>{card} wirkt sicher: Dein Gegner hat {threw} abgeworfen und {passed} nicht genommen</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>{card} wirkt sicher: Dein Gegner hat {threw} abgeworfen</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>{card} wirkt sicher: Dein Gegner hat {passed} nicht genommen</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Bei der aufgedeckten Karte passen</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Bei {card} passen</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Gin mit Abwurf {card}: {bonus} Bonuspunkte, und es darf nichts angelegt werden</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Klopfen (Restpunkte {deadwood}) und {card} abwerfen</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>unterboten in {percent} der Simulationen</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>{card} abwerfen und damit deine Kombination {meld} aufbrechen (Restpunkte {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>{card} abwerfen (Restpunkte {deadwood}): Die Karte war weit von jeder Kombination entfernt</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>riskant: Dein Gegner hat {picked} aufgenommen, und damit lässt sich diese Karte kombinieren</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>{card} ist sicher: Dein Gegner kann die Karte in keine Kombination mehr einbauen</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>{percent} der simulierten Runden gewonnen</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>{card} nehmen: Die Karte vervollständigt die Kombination {meld}, Restpunkte {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>{card} nehmen: Restpunkte {before} → {after}, aber das verrät, was du sammelst</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>{card} senkt deine Restpunkte nicht und verrät deinem Gegner, was du suchst</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Verdeckt ziehen und {card} liegen lassen (die Karte brächte Restpunkte {before} → {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Vom Talon ziehen: {card} hilft dir nicht</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>Einziger möglicher Zug: {cards} anlegen</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>dein Gegner erhält {points}</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Passen: Die Runde endet am Talonende ohne Wertung</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Big Gin: Alle elf Karten sind kombiniert – der höchste Bonus überhaupt</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>Einziger möglicher Zug</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>Einziger möglicher Zug: Beide haben bei der ersten aufgedeckten Karte gepasst</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Kombinationen auslegen und alles anlegen, was möglich ist</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>Einziger möglicher Zug: Es gibt nichts anzulegen</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>du unterbietest</translation>
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
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Klopfen ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Klopfen und {card} abwerfen</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Runde werten</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Kein Anlegen bei Gin: Runde werten ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Anlegen und Runde werten ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Besten Zug mit Begründung zeigen ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Rückgängig: {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Aufgedeckte nehmen</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Die aufgedeckte Karte nehmen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Bei der aufgedeckten Karte passen</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Eine Karte vom Talon ziehen</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Abwurf nehmen</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Die oberste Karte des Ablagestapels nehmen</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Am Talonende passen</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Die ausgewählte Karte abwerfen</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Gin machen</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Anlegen und Runde werten</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Die nächste Runde geben</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Deine Entscheidungen und dein Glück in dieser Partie analysieren</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>Diese Partie &amp;analysieren…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Nach Wert sortieren</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Nach Farbe sortieren</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Kombinationen ordnen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Auswahl nach links</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Die Karte links daneben auswählen</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Auswahl nach rechts</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Die Karte rechts daneben auswählen</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Nach links schieben</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Die ausgewählte Karte nach links schieben</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Nach rechts schieben</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Die ausgewählte Karte nach rechts schieben</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Den Screenreader zum Bereich darüber bewegen: die Stapel, die Karten des Computers, die ausgelegten Karten (← → gehen eine Reihe ausgelegter Karten durch)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Den Screenreader zum Bereich darunter bewegen, bis hinunter zu deiner Hand</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Deine Karten vorlesen</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Deine Karten vorlesen: die Kombinationen, die Restkarten und ihre Punkte (beim Auslegen deine ausgelegten Karten)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Tisch vorlesen</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Den Tisch vorlesen: den Talon, den Ablagestapel, die bekannten Karten des Computers (beim Auslegen seine ausgelegten Karten)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Punktestand vorlesen</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Die letzte Ansage wiederholen</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Jeder Zug geht auch mit der Tastatur; mit den Pfeiltasten wählst du die Karten deiner Hand aus und verschiebst sie.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>aus einer früheren Partie übernommen, nicht aus dem Startwert dieser Partie</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>ein verlorener Startwert muss seinen Fingerabdruck behalten und darf nicht offengelegt sein</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>ein Startwert muss %n Byte lang sein</numerusform>
            <numerusform>ein Startwert muss %n Byte lang sein</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>die erste Verteilung eines Startwerts muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>der erste Startwert einer Partie muss beim Abheben beginnen (Verteilung 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>die Startwerte einer Partie müssen bei aufsteigenden, bereits erfolgten Verteilungen beginnen</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>die Phrasen einer Partie müssen Text sein</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>der Startwert der nächsten Partie muss %n Byte lang sein</numerusform>
            <numerusform>der Startwert der nächsten Partie muss %n Byte lang sein</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vor jeder Partie zieht das Programm aus dem Zufallsgenerator deines Computers einen geheimen Startwert und zeigt dessen &lt;b&gt;Fingerabdruck&lt;/b&gt; (seinen SHA-256-Wert) auf dem Tisch. Jede Mischung wird aus diesem Startwert, &lt;b&gt;deiner Phrase&lt;/b&gt; und der Nummer der Runde berechnet. Der Startwert steht fest, bevor deine Phrase bekannt ist, also kann das Programm keine Karten wählen, die ihm nützen; und deine Phrase wird mit der ersten Verteilung des Startwerts festgelegt, noch bevor der Startwert überhaupt gespeichert wird, also kann niemand eine Phrase passend zu einem Startwert wählen. Eine neue Phrase gilt daher erst ab dem nächsten Startwert: ab der nächsten Partie oder ab den Verteilungen, nachdem du den Startwert offengelegt hast. Am Ende der Partie wird der Startwert offengelegt, und jeder kann jede Mischung nachrechnen – mit der Schaltfläche „Prüfen“ oder mit &lt;code&gt;tools/verify_deal.py&lt;/code&gt; aus dem Quellcode des Spiels, das nichts als Python braucht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Diese Partie ist nicht überprüfbar: Ihr Spielstand enthält einen Startwert, von dem dieses Programm nicht verbürgen kann, dass es ihn selbst gezogen hat (von Hand geschrieben, von einer früheren Version oder auf einem anderen Computer), oder der sich nicht zurücklesen ließ. Ihre Karten könnten also gezielt gewählt worden sein, ganz gleich, was diese Prüfung ergibt.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>Abheben</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>Verteilung {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Abweichung: Die Karten folgender Verteilungen entsprechen nicht Startwert und Phrase: {deals}.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>Abheben und erste Verteilung stammen aus einer früheren Partie, nicht aus dem Startwert dieser Partie.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n Verteilung kann nicht geprüft werden: Ihr Startwert ließ sich beim Fortsetzen der Partie nicht zurücklesen.</numerusform>
            <numerusform>%n Verteilungen können nicht geprüft werden: Ihr Startwert ließ sich beim Fortsetzen der Partie nicht zurücklesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>Der offengelegte Startwert hat noch keine eigenen Karten verteilt: Es gibt nichts zu prüfen.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Noch nichts zu prüfen: Der Startwert wird am Ende der Partie offengelegt oder wenn du ihn offenlegst.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>Die Karten der %n geprüften Verteilung passen zu ihrem Startwert und ihrer Phrase.</numerusform>
            <numerusform>Die Karten der %n geprüften Verteilungen passen zu ihrem Startwert und ihrer Phrase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>%n weitere Verteilung kann geprüft werden, sobald ihr Startwert offengelegt ist.</numerusform>
            <numerusform>%n weitere Verteilungen können geprüft werden, sobald ihr Startwert offengelegt ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Faires Mischen</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Startwerte und Phrasen dieser Partie</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Prüfergebnis</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>Deine Phrase:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>Deine Phrase, die in die nächsten Verteilungen eingemischt wird</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Diese Phrase verwenden</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Startwert jetzt offenlegen…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Zum Prüfen exportieren…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Eine Phrase braucht mindestens ein Zeichen.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>Die Phrase wird verwendet, konnte aber nicht für den nächsten Start gespeichert werden.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>Deine Phrase ist übernommen: Sie gilt ab dem nächsten Startwert (der nächsten Partie oder den Verteilungen nach einer Offenlegung). Der laufende Startwert behält die Phrase seiner ersten Verteilung.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>Deine Phrase ist übernommen: Sie wird in die nächste Verteilung eingemischt.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>Der laufende Startwert hat noch nichts verteilt: Es gibt nichts offenzulegen.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Den geheimen Startwert jetzt offenlegen? Er verteilt danach nichts mehr: Ein neuer Startwert, dessen Fingerabdruck sofort angezeigt wird, erzeugt die nächsten Verteilungen.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Partie zum Prüfen exportieren</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Partie (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Die Partie konnte nicht exportiert werden: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Exportiert nach {name}. Prüfen mit: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>verloren: Er ließ sich nicht zurücklesen, daher können seine Verteilungen nicht geprüft werden</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>soweit erkennbar nicht von diesem Programm gezogen: Für seine Verteilungen kann es nicht bürgen</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>offengelegt: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>geheim; er erzeugt die nächste Verteilung (beendest du das Programm vorher, wird beim nächsten Start ein neuer Startwert mit neuem Fingerabdruck gezogen)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>geheim bis zum Ende der Partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Startwert {number}&lt;/b&gt; (ab Verteilung {deal})&lt;br&gt;Fingerabdruck &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die nächste Partie&lt;/b&gt; beginnt mit dem Startwert mit dem Fingerabdruck&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (notiere ihn, dann wähle deine Phrase). Er gilt, solange das Programm läuft: Ein Startwert, der noch nichts verteilt hat, wird nie gespeichert. Beendest du das Programm, bevor die nächste Partie beginnt, wird beim nächsten Start ein neuer Startwert mit neuem Fingerabdruck gezogen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Verwendete Phrasen</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>„{phrase}“</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Abheben (Wahl des Gebers): {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Verteilung {number}: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} ist keine Datei</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} ist eine Named Pipe, keine Datei</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} ist keine reguläre Datei</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Gegen einen Freund spielen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>Der Name, den dein Freund sieht: 1 bis 40 Zeichen</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Eröffnen oder beitreten</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>Spiel &amp;eröffnen</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>Einem Spiel &amp;beitreten</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>Das Spiel konnte auf diesem Computer nicht auf einen Freund warten.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Warten auf einen Freund…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Du hast dein Spiel geschlossen.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Ein Freund verbindet sich…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Der Einladungscode ist kopiert: Schick ihn deinem Freund. Warten auf einen Freund…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>{name} hat ein Spiel in deinem Netzwerk eröffnet.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Verbindung mit {address} wird hergestellt…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Vergleiche die Prüfzahlen: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>Warten, bis {friend} deine Regeln annimmt:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} ist deinem Spiel beigetreten.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>Warten auf die Regeln von {friend}…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>Du bist mit {friend} verbunden.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>Das Programm deines Freundes hat eine Nachricht geschickt, die hier nicht hingehört: Die Verbindung wurde beendet.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>Das Programm deines Freundes hat Regeln geschickt, die dieses nicht lesen kann (vielleicht ist es eine andere Version des Spiels): Die Verbindung wurde beendet.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} möchte mit diesen Regeln spielen:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>Die Regeln von {friend} sind da. {rules} Nimm sie an oder lehne sie ab.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>Die Regeln, die du {friend} angeboten hast:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} hat deine Regeln abgelehnt. Eröffne das Spiel erneut oder brich ab und wähle in den Einstellungen andere Regeln.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>Das Programm deines Freundes hat eine Antwort geschickt, die dieses nicht lesen kann: Die Verbindung wurde beendet.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Du hast die Regeln von {friend} abgelehnt: {friend} wurde benachrichtigt. Geh zurück, um einem anderen Spiel beizutreten, oder brich ab.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Die Regeln stehen fest: Die Partie beginnt.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>Die Verbindung wurde getrennt, bevor sich das Programm deines Freundes gemeldet hat.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} hat die Verbindung beendet.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Eine Verbindung kam herein, hat sich aber nie so gemeldet, wie es dieses Spiel tut: Sie wurde beendet.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Keine Antwort vom Programm deines Freundes. Prüfe die Adresse, ob dein Freund ein Spiel eröffnet hat und ob seine Firewall das Spiel durchlässt.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>Wieder warten auf einen Freund…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Gib zuerst deinen Namen ein: 1 bis 40 Zeichen, in einer Zeile.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Gib die Adresse und den Port deines Freundes ein, etwa 192.168.1.20:50123, oder seinen Einladungscode.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>Dieser Einladungscode ist falsch eingegeben: Prüfe ihn mit deinem Freund Zeichen für Zeichen.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Gib die Adresse mit dem Port nach einem Doppelpunkt ein, etwa 192.168.1.20:50123, oder den Einladungscode.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>Der Port ist eine Zahl von 1 bis 65535 und steht nach dem Doppelpunkt: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Eine IPv6-Adresse steht in eckigen Klammern, danach folgen ein Doppelpunkt und der Port: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>„{address}“ ist keine Adresse.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Eröffne ein Spiel, und dein Freund tritt ihm von seinem Computer aus bei. Erst wenn du das Spiel eröffnest, ist es im Netzwerk erreichbar.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Jetzt eröffnen</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Auf deinen Freund warten und dein Spiel den Computern in deinem Netzwerk zeigen</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>Einladungscode für die &amp;Adresse:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Adresse im Einladungscode</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Wähle eine Adresse dieses Computers oder gib für einen Freund übers Internet deine öffentliche Adresse ein</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Den Einladungscode kopieren</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>Spiel sch&amp;ließen</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Dein Freund wird gebeten, deine Regeln aus deinen Einstellungen anzunehmen:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Ein Freund in deinem Netzwerk sieht dein Spiel in seiner Liste oder gibt eine der Adressen dieses Computers ein:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Dieser Computer hat keine Netzwerkadresse: Ein Freund erreicht ihn nur über den Namen dieses Computers, mit Port {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Für einen Freund übers Internet muss dein Router Port {port} an diesen Computer weiterleiten, und der Einladungscode muss deine öffentliche Adresse enthalten (dein Router zeigt sie an: Gib sie oben ein). Windows oder macOS fragen vielleicht, ob das Spiel durch die Firewall darf: Erlaube es, sonst kann sich dein Freund nicht verbinden.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Einladungscode: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Kein Einladungscode: Gib oben eine IPv4- oder IPv6-Adresse ein.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Spiele in deinem Netzwerk:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Spiele in deinem Netzwerk</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Mit der Eingabetaste trittst du dem gewählten Spiel bei</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Noch kein Spiel gefunden. Bitte deinen Freund, ein Spiel zu eröffnen, oder gib unten seine Adresse oder seinen Einladungscode ein.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Adresse oder Einladungs&amp;code:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Adresse oder Einladungscode</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 oder 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>Regeln &amp;annehmen</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>&amp;Erneut eröffnen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Diese Verbindung beenden und einem anderen Spiel beitreten</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Prüfzahlen: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Vergleiche diese vier Zahlen mit {friend}, laut oder per Nachricht: Auf beiden Bildschirmen müssen dieselben stehen. Weichen sie ab, hat sich jemand im Netzwerk zwischen euch geschaltet: Brich ab und spiel nicht.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>Die Verbindung ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>Das Programm deines Freundes spricht eine andere Version des Spielprotokolls als dieses (Version {ours}): Ihr braucht beide dieselbe Version.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>Das Programm deines Freundes spricht Version {theirs} des Spielprotokolls, dieses Version {ours}: Ihr braucht beide dieselbe Version.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>Die Gegenseite ist nicht dieses Spiel: Die Verbindung wurde beendet.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>Die Verbindung wurde beendet: Das Programm deines Freundes hat eine Nachricht geschickt, die größer ist als jede des Spiels.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>Die Verbindung wurde beendet: Das Programm deines Freundes hat etwas geschickt, das keine Nachricht des Spiels ist.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>Die Verbindung wurde beendet: Eine Nachricht wurde unterwegs verändert oder nicht mit dem Schlüssel eurer Verbindung versiegelt.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>Die Verbindung wurde beendet: Eine Nachricht kam doppelt oder in falscher Reihenfolge.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Die gespeicherte Partie gegen einen Freund konnte nicht gelesen werden ({reason}); sie wurde als {name} beiseitegelegt.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>Das Programm deines Freundes hat ein Blatt geschickt, in dem etwas steckt, das keine Karte ist.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>Das Programm deines Freundes hat ein Blatt geschickt, das nicht aus 52 verschiedenen Karten besteht.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>Das Programm deines Freundes hat einen Schlüssel geschickt, der keine Karte aufdeckt.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>Dieselbe Karte wurde an zwei Stellen des Blatts aufgedeckt.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>Das Programm deines Freundes hat andere Schlüssel offengelegt, als es vor dem Geben zugesagt hatte.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>Das Programm deines Freundes hat fehlerhafte Schlüssel offengelegt.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>Das Programm deines Freundes hat anders gemischt, als seine Schlüssel angeben: Eine Karte wurde verdeckt ausgetauscht.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>Das Programm deines Freundes hat die Karten anders verdeckt, als seine Schlüssel angeben.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>Das Programm deines Freundes hat eine Karte mit einem Schlüssel aufgedeckt, den es nicht zugesagt hatte.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>Das Programm deines Freundes hat einen Zug gemacht, den die Regeln mit seinen Karten nicht erlauben.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>Das Programm deines Freundes hat die Karten, die sein Zug zeigt, nicht aufgedeckt.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>Das Programm deines Freundes hat eine Karte aufgedeckt, die es jetzt nicht aufdecken darf.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} Die Partie wurde abgebrochen; das Gesendete wird als Beweis aufbewahrt.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>Das Programm deines Freundes hat eine Nachricht außer der Reihe oder mit unzulässigem Inhalt geschickt. Die Partie wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Dein Freund ist gegangen: Die Verbindung wurde getrennt, bevor die Partie zu Ende war.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>Die Verbindung zu {friend} ist abgebrochen. Die Partie wartet bis zu %n Minute auf eine neue Verbindung; du kannst so lange weiterspielen.</numerusform>
            <numerusform>Die Verbindung zu {friend} ist abgebrochen. Die Partie wartet bis zu %n Minuten auf eine neue Verbindung; du kannst so lange weiterspielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>Die Verbindung zu {friend} steht wieder: Die Partie geht weiter.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>{friend} ist nicht innerhalb von %n Minute zurückgekommen: Die Partie ist beendet.</numerusform>
            <numerusform>{friend} ist nicht innerhalb von %n Minuten zurückgekommen: Die Partie ist beendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>Das Programm von {friend} hat seine Schlüssel nicht innerhalb von %n Sekunde nach der Runde offengelegt, daher lässt sich das Geben nicht prüfen: Die Partie wird für {friend} als verloren gewertet.</numerusform>
            <numerusform>Das Programm von {friend} hat seine Schlüssel nicht innerhalb von %n Sekunden nach der Runde offengelegt, daher lässt sich das Geben nicht prüfen: Die Partie wird für {friend} als verloren gewertet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>der Computer konnte nicht gefragt werden ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>der Computer hat in %n Sekunde nicht geantwortet</numerusform>
            <numerusform>der Computer hat in %n Sekunden nicht geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>der Computer hat einen unzulässigen Zug gewählt: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>der Zug des Computers wurde abgelehnt ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>Das Fenster und seine Menüs</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Zwischen Kartentisch und den Schaltflächen der Leiste wechseln</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Die Schaltfläche mit dem Fokus drücken</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Mit Screenreader</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>Der Kartentisch wird als Liste von Bereichen vorgelesen: oben die Hand des Computers, in der Mitte Talon, Ablagestapel und Klopffeld, unten deine Hand und beim Auslegen die ausgelegten Karten beider Seiten. &lt;i&gt;Deine Hand&lt;/i&gt; listet deine Karten in ihrer Reihenfolge, jede mit ihrer Kombination; eine Karte bietet die Aktionen Auswählen, Abwerfen und Klopfen an, der Talon Ziehen und der Ablagestapel Nehmen. ↑ und ↓ bewegen den Screenreader von Bereich zu Bereich, ← und → entlang einer Reihe ausgelegter Karten. C liest deine Karten mit ihren Kombinationen und Restpunkten vor, T den Tisch, W den Punktestand, und A wiederholt die letzte Ansage.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Solange der Kartentisch den Tastaturfokus hat, wird das Geschehen sofort angesagt: die Züge des Computers, die Karte, die du ziehst, eine Ablehnung samt Grund, der Tipp, ein Klopfen und das Ergebnis jeder Runde. Unter Linux geschieht das über die Karte oder den Bereich, auf dem der Screenreader gerade steht, und Orca spricht es aus (getestet mit Orca 43 und 48); unter Windows und macOS wird es als Qt-Ansage an NVDA, die Sprachausgabe und VoiceOver gesendet.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Strg+R</translation>
    </message>
    <message>
        <source>Shift+←</source>
        <translation>Umschalt+←</translation>
    </message>
    <message>
        <source>Shift+→</source>
        <translation>Umschalt+→</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
</context>
<context>
    <name>LocalGames</name>
    <message>
        <source>This computer is on no local network, so your game cannot be shown there. Your friend can still join with the invite code.</source>
        <translation>Dieser Computer ist in keinem lokalen Netzwerk, daher kann dein Spiel dort nicht angezeigt werden. Dein Freund kann trotzdem mit dem Einladungscode beitreten.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Dein Spiel kann im lokalen Netzwerk nicht angezeigt werden ({reason}). Dein Freund kann trotzdem mit dem Einladungscode beitreten.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Im lokalen Netzwerk kann nicht nach Spielen gesucht werden ({reason}). Du kannst dem Spiel eines Freundes trotzdem mit seinem Einladungscode beitreten.</translation>
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
        <translation>Status</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Spielstand nicht lesbar</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Gespeicherte Spiele liegen in {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden ({problem}); es geht ungespeichert weiter.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Tipp wird gesucht…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Diesmal kein Tipp.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel abbrechen?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Computer · {level}  —  denkt nach…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · dein Freund  —  denkt nach…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · dein Freund</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Computerfehler: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>Der Computerspieler ist ausgefallen ({problem}); stattdessen wurde ein einfacher Zug gemacht.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Ton an oder aus (die Lautstärke stellst du in den Einstellungen ein)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>Auf diesem Computer wurde keine Audioausgabe gefunden, daher bleibt das Spiel stumm.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteblock</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Gegen einen Freund an einem anderen Computer spielen</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Den Punkteblock zeigen</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Deine Statistik zeigen</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>Runden&amp;verlauf…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Die gespielten Runden noch einmal ansehen</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>&amp;Faires Mischen…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Die Einstellungen öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Beenden (die Partie wird fürs nächste Mal aufbewahrt)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Die Spielregeln zeigen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>&amp;Gegen einen Freund spielen…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>&amp;Über Gin Rummy</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>das Gedächtnis des Computerspielers ist unbrauchbar ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>es konnte nicht wieder auf den Tisch gebracht werden ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>Der geheime Startwert dieser Partie ließ sich nicht zurücklesen, daher können ihre bisherigen Verteilungen nicht mehr geprüft werden; die nächsten Verteilungen stammen aus einem neuen Startwert.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Diese Partie ist als nicht überprüfbar markiert: Ihr Spielstand enthält einen Startwert, von dem dieses Programm nicht verbürgen kann, dass es ihn selbst gezogen hat (von Hand geschrieben, von einer früheren Version oder auf einem anderen Computer), oder der sich nicht zurücklesen ließ – ihre Karten könnten also gezielt gewählt worden sein. Die Partie geht weiter, ihre Runden werden in der Statistik aber getrennt gezählt.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Dies ist ein älterer Spielstand dieser Partie: Die Statistik hatte bereits %n weitere Runde davon erfasst. Diese Ergebnisse bleiben erhalten, und die ab jetzt gespielten Runden werden getrennt gezählt.</numerusform>
            <numerusform>Dies ist ein älterer Spielstand dieser Partie: Die Statistik hatte bereits %n weitere Runden davon erfasst. Diese Ergebnisse bleiben erhalten, und die ab jetzt gespielten Runden werden getrennt gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Eine gespeicherte Einstellung war nicht lesbar und wurde zurückgesetzt: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Eine gespeicherte Einstellung war nicht lesbar und wurde zurückgesetzt: {problem} (und %n weitere; siehe Protokoll)</numerusform>
            <numerusform>Eine gespeicherte Einstellung war nicht lesbar und wurde zurückgesetzt: {problem} (und %n weitere; siehe Protokoll)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Dieses Spiel abbrechen? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>Der Startwert ist offengelegt; die nächsten Verteilungen stammen aus einem neuen Startwert, Fingerabdruck {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>In einer Partie gegen einen Freund gibt es keine Tipps.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>In einer Partie gegen einen Freund kann man keine Züge zurücknehmen.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Es gibt noch kein Spiel.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>das Umsortieren deiner Hand</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Zurückgenommen: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Einstellungen gespeichert.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden (sie gelten nur für diese Sitzung).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Die neuen Regeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>Das neue Aussehen gilt ab der nächsten Runde.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>heute um {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} um {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Dein Spiel wurde fortgesetzt.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Dein Spiel wurde fortgesetzt (Stand: {when}).</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Dein gespeichertes Spiel konnte nicht gelesen werden: {problem}. Ein neues Spiel hat begonnen.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Dein gespeichertes Spiel konnte nicht gelesen werden: {problem}. Es wurde als „{kept}“ aufbewahrt. Ein neues Spiel hat begonnen.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>Der Computer hat vom Talon gezogen</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} hat vom Talon gezogen</translation>
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
        <translation>Noch keine Kombinationen.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Restkarten:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>Restpunkte, deine · optimal {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>Restpunkte</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} nach dem besten Abwurf</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} nach Abwurf von {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>„Kombinationen ordnen“ ({key}) wählt die beste Anordnung</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>Klopfen bei {limit} oder weniger</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>nur Gin</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Beginne im Menü „Spiel“ ein neues Spiel ({key}) oder analysiere die Partie ({review}).</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Drücke &lt;b&gt;Nächste Runde&lt;/b&gt; ({key}), um neu zu geben.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Die Karten werden gegeben.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Computer ist am Zug</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>{friend} ist am Zug</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>Der Computer darf jetzt an deine Kombinationen anlegen.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} darf jetzt an deine Kombinationen anlegen.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>Der Computer entscheidet, ob er die aufgedeckte Karte nimmt.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} entscheidet über die aufgedeckte Karte.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Warte, bis der Computer gezogen und abgeworfen hat. Du kannst deine Hand umsortieren.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Warte, bis {friend} gezogen und abgeworfen hat. Du kannst deine Hand umsortieren.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Nimm die aufgedeckte Karte {card} ({take}) oder passe ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Talonende: Nimm {card} nur zum Klopfen ({take}) oder passe ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Du musst vom Talon ziehen ({draw}): Bei der aufgedeckten Karte wurde gepasst.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Ziehe vom Talon ({draw}) oder nimm {card} vom Ablagestapel ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>Der Computer hat Gin gemacht: Es gibt nichts anzulegen. Drücke &lt;b&gt;Runde werten&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} hat Gin gemacht: Es gibt nichts anzulegen. Drücke &lt;b&gt;Runde werten&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>Der Computer hat geklopft. Drücke &lt;b&gt;Anlegen&lt;/b&gt; ({key}), um anzulegen und die Runde zu werten.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} hat geklopft. Drücke &lt;b&gt;Anlegen&lt;/b&gt; ({key}), um anzulegen und die Runde zu werten.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Abwerfen: Ziehe eine Karte auf den Ablagestapel oder wähle sie aus und drücke {discard}. Du hast &lt;b&gt;Gin&lt;/b&gt; ({gin})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Abwerfen: Ziehe eine Karte auf den Ablagestapel oder wähle sie aus und drücke {discard}. Du kannst &lt;b&gt;klopfen&lt;/b&gt; ({knock})!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Abwerfen: Ziehe eine Karte auf den Ablagestapel oder wähle sie aus und drücke {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Endstand: &lt;b&gt;Du&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Endstand: &lt;b&gt;Du&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Du&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Du&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Spiel bis {target} · Regeln: {rules}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>klopfen und {card} abwerfen</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Talon ziehen</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>die Karte vom Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>Big Gin ansagen</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>anlegen</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>weiterspielen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Tipp: {action} (Taste {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Tipp: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Lernhilfe: Besser als „{played}“ wäre „{better}“ gewesen (etwa %n Punkt pro Runde). {reason}.</numerusform>
            <numerusform>Lernhilfe: Besser als „{played}“ wäre „{better}“ gewesen (etwa %n Punkte pro Runde). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Lernhilfe zu Runde {hand}: Besser als „{played}“ wäre „{better}“ gewesen (etwa %n Punkt pro Runde). {reason}.</numerusform>
            <numerusform>Lernhilfe zu Runde {hand}: Besser als „{played}“ wäre „{better}“ gewesen (etwa %n Punkte pro Runde). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Bekannt in der Hand des Computers:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Bekannt in der Hand von {friend}:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Fingerabdruck nächste Partie {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Fingerabdruck nächste Verteilung {digits} · Startwert dieser Runde offengelegt</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Fingerabdruck {digits} · nicht überprüfbar</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Fingerabdruck {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Runde {number} · Talon {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Neues Spiel · Talon {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Runde {number} · du hast gegeben · Talon {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Neues Spiel · du hast gegeben · Talon {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Runde {number} · Computer hat gegeben · Talon {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Runde {number} · {friend} hat gegeben · Talon {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Neues Spiel · Computer hat gegeben · Talon {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Neues Spiel · {friend} hat gegeben · Talon {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Gegner: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Gegner: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>der Computerspieler hat kein brauchbares Gedächtnis gesendet</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>der Prozess des Computerspielers wurde beendet</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>der Prozess des Computerspielers wurde ersetzt</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>der Computerspieler hat kein Gedächtnis gesendet</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Runde {number}: Du gibst</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Runde {number}: Der Computer gibt</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Runde {number}: {friend} gibt</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Runde {number} · du hast gegeben · läuft</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Runde {number} · der Computer hat gegeben · läuft</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Runde {number} · du hast gegeben · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Runde {number} · der Computer hat gegeben · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Du hast die Kombinationen ausgelegt (kein Anlegen bei Gin)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>Der Computer hat die Kombinationen ausgelegt (kein Anlegen bei Gin)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} hat die Kombinationen ausgelegt (kein Anlegen bei Gin)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>Du hattest nichts anzulegen</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>Der Computer hatte nichts anzulegen</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} hatte nichts anzulegen</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Du hast {cards} angelegt</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>Der Computer hat {cards} angelegt</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} hat {cards} angelegt</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Du hast Big Gin gemacht</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>Der Computer hat Big Gin gemacht</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} hat Big Gin gemacht</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Du hast Gin gemacht (Abwurf: {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>Der Computer hat Gin gemacht (Abwurf: {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} hat Gin gemacht (Abwurf: {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Du hast geklopft (Restpunkte {deadwood}, Abwurf: {card})</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Der Computer hat geklopft (Restpunkte {deadwood}, Abwurf: {card})</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} hat geklopft (Restpunkte {deadwood}, Abwurf: {card})</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Du hast die aufgedeckte Karte {card} genommen</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>Der Computer hat die aufgedeckte Karte {card} genommen</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} hat die aufgedeckte Karte {card} genommen</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Du hast vom Talon gezogen: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>Der Computer hat vom Talon gezogen: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} hat vom Talon gezogen: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Du hast {card} vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>Der Computer hat {card} vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} hat {card} vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Du hast {card} abgeworfen (nur noch zwei Karten im Talon: Talonende)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Der Computer hat {card} abgeworfen (nur noch zwei Karten im Talon: Talonende)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} hat {card} abgeworfen (nur noch zwei Karten im Talon: Talonende)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Du hast {card} abgeworfen</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>Der Computer hat {card} abgeworfen</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} hat {card} abgeworfen</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Du hast am Talonende gepasst</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>Der Computer hat am Talonende gepasst</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} hat am Talonende gepasst</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Du hast bei der aufgedeckten Karte gepasst</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>Der Computer hat bei der aufgedeckten Karte gepasst</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} hat bei der aufgedeckten Karte gepasst</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Rundenverlauf</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Züge der Runde</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Anfang</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Anfang der Runde ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Einen Schritt zurück ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Einen Schritt vor ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Ende ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Ende der Runde ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Runde exportieren…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>Die Partie bis zum Ende dieser Runde in eine Datei</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Partie exportieren…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>Die ganze Partie in eine Datei</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Partie analysieren…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Jede Entscheidung in den beendeten Runden der Partie, gemessen am besten Zug, und das Glück der Karten</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Neu spielen gegen</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Stufe für „Diese Runde neu spielen“</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Diese Runde neu spielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Es wurde noch keine Partie gespielt.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Diese Partie hat noch keine beendete Runde.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>„{name}“ kann nicht geöffnet werden. {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>„{name}“ geöffnet.</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Partie (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Schritt {step} von {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Eine neue Partie, deren erste Runde diese Karten und diesen Geber hat</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Eine neue Partie, deren erste Runde diese Karten und diesen Geber hat, nach den Regeln, unter denen sie gegeben wurde ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Partie bis zu dieser Runde exportieren</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Partie (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Die Partie konnte nicht exportiert werden: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>Die Partie wurde nach „{name}“ exportiert.</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>Die Partie bis Runde {number} wurde nach „{name}“ exportiert.</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Die Verteilungen eines noch nicht offengelegten Startwerts können geprüft werden, sobald er offengelegt ist.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>Die analysierte Partie</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>die aktuelle Partie</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>Eine neue Partie mit den Karten von Runde {number} hat begonnen, gegen den Computer auf Stufe {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Aktuelle Partie</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>Der Tisch bei diesem Schritt</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Noch keine beendete Runde zum Anzeigen.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Du hast geklopft · Restpunkte {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>Computer hat geklopft · Restpunkte {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Du · Restpunkte {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Computer · Restpunkte {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Talon {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Ablagestapel · %n Karte</numerusform>
            <numerusform>Ablagestapel · %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Als Nächstes: Du kannst die aufgedeckte Karte nehmen oder passen</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Als Nächstes: Der Computer kann die aufgedeckte Karte nehmen</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Als Nächstes: Du ziehst</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Als Nächstes: Der Computer zieht</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Als Nächstes: Du wirfst ab</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Als Nächstes: Der Computer wirft ab</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Als Nächstes: Du kannst an die Kombinationen des Computers anlegen</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Als Nächstes: Der Computer kann an deine Kombinationen anlegen</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>der Computer</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Runde ohne Wertung</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Niemand hat geklopft, bevor der Talon aufgebraucht war.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Keine Wertung: Derselbe Geber gibt noch einmal.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Verdoppelt, weil die aufgedeckte Karte ein Pik ist (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Gin! Du erhältst {points} Punkte</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Gin! Der Computer erhält {points} Punkte</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Big Gin! Du erhältst {points} Punkte</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Big Gin! Der Computer erhält {points} Punkte</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Unterboten! Du erhältst {points} Punkte</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Unterboten! Computer erhält {points} Punkte</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Du klopfst und erhältst {points} Punkte</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>Der Computer klopft und erhält {points} Punkte</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Deine Restpunkte: {deadwood} (kein Anlegen bei Gin).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Restpunkte des Computers: {deadwood} (kein Anlegen bei Gin).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>Restpunkte {deadwood} + Big-Gin-Bonus {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>Restpunkte {deadwood} + Gin-Bonus {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Du hast geklopft (Restpunkte: {deadwood}).</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Gin! {friend} erhält {points} Punkte</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Big Gin! {friend} erhält {points} Punkte</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>Unterboten! {friend} erhält {points} Punkte</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} klopft und erhält {points} Punkte</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Der Computer hat geklopft (Restpunkte: {deadwood}).</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} hat geklopft (Restpunkte: {deadwood}).</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Differenz {difference} + Unterbietungsbonus {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Differenz (Gegenspieler − Klopfender): {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Restpunkte von {friend}: {deadwood} (kein Anlegen bei Gin).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Deine Restpunkte: {deadwood} (nichts anzulegen).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Restpunkte des Computers: {deadwood} (nichts anzulegen).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Restpunkte von {friend}: {deadwood} (nichts anzulegen).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Deine Restpunkte nach dem Anlegen von {cards} ({points}): {deadwood}.</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Restpunkte des Computers nach dem Anlegen von {cards} ({points}): {deadwood}.</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Restpunkte von {friend} nach dem Anlegen von {cards} ({points}): {deadwood}.</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Du {you} · Computer {computer} in Spiel 1 von 3 (jeweils bis {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Du {you} · {friend} {theirs} in Spiel 1 von 3 (jeweils bis {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Du {you} · Computer {computer} (Spiel bis {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Du {you} · {friend} {theirs} (Spiel bis {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Endstand: Du {you} · Computer {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Endstand: Du {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Der Computer gewinnt das Spiel</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} gewinnt das Spiel</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Endstand: Du {you} · Computer {computer}, Vorsprung {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Endstand: Du {you} · {friend} {theirs}, Vorsprung {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Rundenpunkte: Du {you} · Computer {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Rundenpunkte: Du {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Rundenbonus: Du {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Spielbonus: Du +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Spielbonus: Computer +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Rundenbonus: Du {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Schneider: deine Punkte verdoppelt (alles)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Schneider: Punkte des Computers verdoppelt (alles)</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Schneider: deine Rundenpunkte und dein Spielbonus verdoppelt</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Schneider: Rundenpunkte und Spielbonus des Computers verdoppelt</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Runde ohne Wertung.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>Weil die aufgedeckte Karte ein Pik ist, werden die Punkte mit {multiplier} multipliziert.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Gin! Du erhältst %n Punkt.</numerusform>
            <numerusform>Gin! Du erhältst %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Gin! Der Computer erhält %n Punkt.</numerusform>
            <numerusform>Gin! Der Computer erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Big Gin! Du erhältst %n Punkt.</numerusform>
            <numerusform>Big Gin! Du erhältst %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Big Gin! Der Computer erhält %n Punkt.</numerusform>
            <numerusform>Big Gin! Der Computer erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Unterboten! Du erhältst %n Punkt.</numerusform>
            <numerusform>Unterboten! Du erhältst %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Unterboten! Der Computer erhält %n Punkt.</numerusform>
            <numerusform>Unterboten! Der Computer erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Du hast geklopft und erhältst %n Punkt.</numerusform>
            <numerusform>Du hast geklopft und erhältst %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Spielbonus: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Schneider: Punkte von {friend} verdoppelt (alles)</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Schneider: Rundenpunkte und Spielbonus von {friend} verdoppelt</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Gin! {friend} erhält %n Punkt.</numerusform>
            <numerusform>Gin! {friend} erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Big Gin! {friend} erhält %n Punkt.</numerusform>
            <numerusform>Big Gin! {friend} erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Unterboten! {friend} erhält %n Punkt.</numerusform>
            <numerusform>Unterboten! {friend} erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>Der Computer hat geklopft und erhält %n Punkt.</numerusform>
            <numerusform>Der Computer hat geklopft und erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} hat geklopft und erhält %n Punkt.</numerusform>
            <numerusform>{friend} hat geklopft und erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>Restpunkte {deadwood} plus Big-Gin-Bonus {bonus} ergibt {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>Restpunkte {deadwood} plus Gin-Bonus {bonus} ergibt {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>Die Differenz von {difference} plus der Unterbietungsbonus von {bonus} ergibt {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>Die Differenz aus den Restpunkten des Gegenspielers und des Klopfenden ist {defender} minus {knocker}, das ergibt {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>Der Stand in Spiel 1 von 3: du {you}, der Computer {computer}, jedes Spiel bis {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>Der Stand in Spiel 1 von 3: du {you}, {friend} {theirs}, jedes Spiel bis {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>Der Stand: du {you}, der Computer {computer}, in einem Spiel bis {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>Der Stand: du {you}, {friend} {theirs}, in einem Spiel bis {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Endstand: du {you}, der Computer {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Endstand: du {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>Der Computer gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Endstand: du {you}, der Computer {computer}, ein Vorsprung von {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Endstand: du {you}, {friend} {theirs}, ein Vorsprung von {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Rundenpunkte: du {you}, der Computer {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Rundenpunkte: du {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Rundenbonus: du {you_hands}-mal {each}, das ergibt {you_bonus}; {friend} {their_hands}-mal {each}, das ergibt {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Dein Spielbonus beträgt {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>Der Spielbonus des Computers beträgt {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Rundenbonus: du {you_hands}-mal {each}, das ergibt {you_bonus}; der Computer {computer_hands}-mal {each}, das ergibt {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>Der Spielbonus von {friend} beträgt {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Spiel {number}: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Analyse der Partie: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Analyse der Partie</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n Runde analysiert. Die Punkte sind Rundenpunkte: was eine Runde einem Spieler einbringt, abzüglich dessen, was sie seinem Gegner einbringt.</numerusform>
            <numerusform>%n Runden analysiert. Die Punkte sind Rundenpunkte: was eine Runde einem Spieler einbringt, abzüglich dessen, was sie seinem Gegner einbringt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Dein Glück {yours}, das des Computers {theirs}; dein glücksbereinigtes Ergebnis {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>Die Analyse wurde abgebrochen: Runde {number} konnte nicht analysiert werden.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>Die Analyse wurde abgebrochen: Der Prozess, der Runde {number} analysierte, wurde unerwartet beendet.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>WERT DEINER RUNDE, GLÜCK UND FEHLER</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>Diagramm des Werts deiner Runde, deines Glücks und deiner Fehler im Verlauf der Runde</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Wert: was deine Runde nach jedem deiner Züge wert war, so weit du es wissen konntest. Glückssaldo: dein bisheriges Glück abzüglich des Glücks des Computers. Fehler: die Punkte, die deine Entscheidungen bisher gekostet haben, unterhalb der Nulllinie gezeichnet.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Glückssaldo</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Es wird noch keine Runde angezeigt.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>Bis Schritt {step} ist deine Runde {value} Punkte wert, dein Glück abzüglich des Glücks des Computers liegt bei {luck} Punkten, und deine Fehler haben {error} Punkte gekostet.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Noch ist keine Runde dieser Partie beendet: Es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Entscheidungen der Runde</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Ausgeteilte und gezogene Karten der Runde, mit ihrem Glück</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>ENTSCHEIDUNGEN</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>AUSGETEILTE UND GEZOGENE KARTEN</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Zusammenfassung nur &amp;dieser Runde</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>Die Zusammenfassung zählt nur die unten gewählte Runde, nicht die ganze Partie</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>Auch die Entscheidungen des Computers &amp;bewerten</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Auch jede Entscheidung des Computers bewerten und seine Spielstärke einstufen: Die Analyse dauert dann etwa doppelt so lange</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>Im Rundenverlauf &amp;zeigen</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>Der Schritt der Entscheidung im Rundenverlauf, mit dem besten Zug neben dem gespielten (Eingabe oder ein Doppelklick auf die Zeile bewirkt dasselbe)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>Die Analyse in eine Datei: eine Webseite (.html) oder reiner Text (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Die Partie wird analysiert…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Analyse exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Webseite (*.html *.htm);;Reiner Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>Die Analyse konnte nicht exportiert werden: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>Die Analyse wurde nach „{name}“ exportiert.</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>Die laufende Runde wird analysiert, sobald sie beendet ist.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · die laufende Runde wird analysiert, sobald sie beendet ist</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Zweifelhaft</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Schlecht</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Sehr schlecht</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Viel Pech</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Pech</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Viel Glück</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwurf</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>In dieser Partie hast du auf Stufe Anfänger gespielt.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>In dieser Partie hast du auf Stufe Leicht gespielt.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>In dieser Partie hast du auf Stufe Mittel gespielt.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>In dieser Partie hast du auf Stufe Schwer gespielt.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>In dieser Partie hast du auf Stufe Experte gespielt.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>In dieser Partie hat der Computer auf Stufe Anfänger gespielt.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>In dieser Partie hat der Computer auf Stufe Leicht gespielt.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>In dieser Partie hat der Computer auf Stufe Mittel gespielt.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>In dieser Partie hat der Computer auf Stufe Schwer gespielt.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>In dieser Partie hat der Computer auf Stufe Experte gespielt.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>{card} vom Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Den Abwurf nehmen</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Die aufgedeckte Karte nehmen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Gin machen und {card} abwerfen</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Klopfen und {card} abwerfen</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>{melds} als Kombinationen auslegen</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Keine deiner Entscheidungen wurde analysiert, daher wirst du nicht eingestuft.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Keine Entscheidung des Computers wurde analysiert, daher wird er nicht eingestuft.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Zweifelhaft ?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Schlecht ?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Sehr schlecht ??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Fehler pro Entscheidung</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Gespielt wie</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Glücksbereinigtes Ergebnis</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}: {decisions} Entscheidungen, davon {doubtful} zweifelhaft, {bad} schlecht, {very_bad} sehr schlecht; Fehler pro Entscheidung {rate}; gespielt wie {level}; Glück {luck}; Ergebnis {result}; glücksbereinigtes Ergebnis {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Gespielter Zug</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Schritt {step}, {who}, {kind}: {played}. Bester Zug: {best}. Fehler {error} Punkte, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Schritt {step}, {who}, {kind}: {played}. Bester Zug: {best}. Fehler {error} Punkte.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Schritt {step}, {who}: {card}, Glück {luck} Punkte, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Schritt {step}, {who}: {card}, Glück {luck} Punkte.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Blatt</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Runde {number}: Du hast {points} Punkte erzielt</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Runde {number}: Der Computer hat {points} Punkte erzielt</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Runde {number}: keine Wertung</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n markierte Entscheidung</numerusform>
            <numerusform>{title}, %n markierte Entscheidungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n Runde analysiert.</numerusform>
            <numerusform>%n Runden analysiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Runde {hand} von {count} wird analysiert…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Runde {number} von {count} analysiert.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · besser: {best} ({error} Punkte)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Besser: {best}, {error} Punkte mehr wert.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>{mark} entschieden. Besser: {best}, {error} Punkte mehr wert.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
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
        <translation>Name</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Klopfgrenze</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>klopfen mit {knock_limit} oder weniger</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>die erste aufgedeckte Karte bestimmt die Klopfgrenze</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma: Ass erlaubt Klopfen mit 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>ein aufgedecktes Ass erlaubt Klopfen mit 1</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma: Pik verdoppelt</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>eine aufgedeckte Pik-Karte verdoppelt die Runde</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Gin-Bonus</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>Gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>Big Gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>kein Big Gin</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Big-Gin-Bonus</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Unterbietungsbonus</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>Unterbieten {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>Gleichstand gilt als Unterbieten</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>Gleichstand unterbietet</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Rundenbonus</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>Rundenbonus {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Spielbonus</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>Spielbonus {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>Spiel bis {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Schneider verdoppelt</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>keine Verdopplung bei Schneider</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Schneider verdoppelt alles</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>Schneider verdoppelt alles</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Anlegen erlaubt</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>kein Anlegen</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Nur Folgen</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>nur Folgen</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Gerade genommene Karte darf abgeworfen werden</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>die gerade genommene Karte darf zurückgeworfen werden</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Nächster Geber</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>Gewinner der letzten Runde</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>Letzter Abwurf am Talonende, zum Klopfen</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>der letzte Abwurf darf am Talonende zum Klopfen genommen werden</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Runde ohne Wertung nach Aufnahmen vom Ablagestapel</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Hollywood-Wertung (drei Spiele gleichzeitig)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Straight Gin</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Moderne Regeln: Gin 25, Big Gin 31, Unterbieten 25, Rundenbonus 25, Spiel bis 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Ältere Bücher: Gin 20, kein Big Gin, Unterbieten 10, Rundenbonus 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>Die erste aufgedeckte Karte bestimmt die Klopfgrenze; Pik verdoppelt die Runde; Spiel bis 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Kein Klopfen: Nur Gin beendet eine Runde.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Drei Spiele werden gleichzeitig gewertet, jedes bis zur Zielpunktzahl.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Zum Messen von Computerspielern: kein Big Gin, keine Boni, keine Verdopplung bei Schneider.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Forschung (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>nur Gin (kein Klopfen)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Du spielst nach den Regeln &lt;b&gt;{name}&lt;/b&gt;: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>So wird Gin Rummy gespielt</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, Spiel bis {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Diese Runde wird nach den Regeln gespielt, unter denen sie gegeben wurde ({rules}), gegen den Computer auf Stufe {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>„Neues Spiel“ kehrt zu deinen Einstellungen zurück.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>Das neue Spiel wird nach deinen Einstellungen gespielt: {rules}, gegen den Computer auf Stufe {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>die Datei ist zu groß für einen Spielstand (%Ln Byte)</numerusform>
            <numerusform>die Datei ist zu groß für einen Spielstand (%Ln Byte)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>die Partie lässt sich nicht nachspielen: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>der Partieverlauf ist fehlerhaft ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>die Datei ist kein Text (beschädigt oder kein Spielstand)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>die Datei ist kein vollständiges JSON (abgeschnitten oder beschädigt)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>die Datei ist keine gespeicherte Partie</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>die Datei enthält Zeichen, die kein gültiger Text sind (beschädigt oder bearbeitet)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>die Datei ist keine gespeicherte Partie dieses Programms</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>die Version des Spielstands ({version}) kann dieses Programm nicht lesen</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>im Spielstand fehlen Felder oder es gibt unbekannte</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>der Spielstand wurde verändert oder beschädigt (seine Prüfsumme stimmt nicht)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>der Gegner- oder Tischteil des Spielstands ist fehlerhaft</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>die Startwerte des Spielstands fehlen oder stammen aus einem unbekannten Verfahren</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>die Startwerte oder Phrasen des Spielstands sind fehlerhaft</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>der Spielstand listet mehr Verteilungen, als eine Partie haben kann</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>die Phrasen des Spielstands sind keine kurzen Texte</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>die Markierung „nicht überprüfbar“ im Spielstand ist weder wahr noch falsch</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>die Startwerte des Spielstands sind unbrauchbar: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>ein Startwert muss ein Objekt sein</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>die Markierung „offengelegt“ eines Startwerts muss wahr oder falsch sein</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>die erste Verteilung eines Startwerts muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>der Fingerabdruck eines Startwerts muss aus 64 Hexadezimalziffern bestehen</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>ein Startwert muss aus 64 Hexadezimalziffern bestehen</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>einem Startwert fehlt sein Fingerabdruck</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>ein Startwert ohne gespeicherten Wert muss seinen Fingerabdruck behalten und geheim sein</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>die Markierung „verloren“ eines Startwerts muss wahr oder falsch sein</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>die Verteilungen des Spielstands passen nicht zu seinem Verlauf (eine Verteilung fehlt)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>die Karten des Spielstands sind nicht die, die seine Startwerte verteilen (von Hand geändert?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>der Spielstand listet einen Startwert, der nichts verteilt hat (das Programm schreibt keinen solchen)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>die gespeicherte Stufe {level} liegt nicht zwischen 1 und 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>der gespeicherte Spieler-Startwert {seed} ist unbrauchbar</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>das gespeicherte Gedächtnis des Computerspielers ist kein Objekt</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>die gespeicherte Reihenfolge der Hand ist unbrauchbar: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>die gespeicherten Gruppen der Hand sind keine Liste von Größen</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>die gespeicherten Gruppen der Hand ({groups}) umfassen mehr als die Karten der Reihenfolge ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>die gespeicherten Gruppen der Hand {groups} teilen die Reihenfolge der Hand nicht auf</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>die gespeicherte Reihenfolge der Hand ist keine Liste von Karten</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>die gespeicherte Reihenfolge der Hand enthält %Ln Karte (eine Hand hat höchstens {most})</numerusform>
            <numerusform>die gespeicherte Reihenfolge der Hand enthält %Ln Karten (eine Hand hat höchstens {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>die gespeicherte Reihenfolge der Hand enthält eine Karte doppelt</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>die gespeicherte Liste der Runden mit Hilfen ist fehlerhaft</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>das Datum {date} im Spielstand ist kein Datum</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>{name} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>„{name}“ ist ein Spielstand, der weder gelesen noch beiseitegelegt werden konnte; er bleibt erhalten, und dieses Spiel wird nicht darüber gespeichert, bis er verschoben oder umbenannt ist</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>ein unerwarteter Fehler beim Lesen ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>die Datei kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>die Datei ist zu groß für einen Spielstand</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}; die Datei konnte nicht beiseitegelegt werden, bleibt also als „{name}“ erhalten, und dieses Spiel wird nicht darüber gespeichert</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Punkteblock</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · Regeln: {rules}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Rundenbonus</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Spielbonus</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Vorsprung</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Rundenbonus (Kästchen) jedes Spielers: ein fester Betrag je gewonnener Runde</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>Der Spielbonus für den Spieler, der die Zielpunktzahl erreicht hat</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Extrapunkte, wenn der Verlierer keine Runde gewonnen hat (die Punkte des Gewinners werden verdoppelt)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Summe jedes Spiels: Rundenpunkte, plus die Boni, sobald es vorbei ist</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>Summe des Gewinners minus Summe des Verlierers</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Unterbieten</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Ohne Wertung</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>Unterbieten</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>ohne Wertung</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Dein Zwischenstand in Spiel {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>Zwischenstand von {name} in Spiel {game}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Spiel {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>Runde {hand} wurde nicht in Spiel {game} eingetragen</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Spiel {game}: {name} +{points}, insgesamt {total}</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Summe jedes Spiels: Rundenpunkte, plus die Boni, sobald es vorbei ist. Partie: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Runde {hand}, Geber: du</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Runde {hand}, Geber: {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}: Runde ohne Wertung, niemand punktet</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}: Du erhältst {points} ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}: {name} erhält {points} ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; Restpunkte: du {knocker_deadwood} (geklopft), {defender} {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}; Restpunkte: {knocker} {knocker_deadwood} (geklopft), du {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}; Restpunkte: {knocker} {knocker_deadwood} (geklopft), {defender} {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Bildet gierig Kombinationen, klopft spät und übersieht manchmal eine nützliche aufgedeckte Karte.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Nimmt eine aufgedeckte Karte nur für eine Kombination, hält seine Restpunkte niedrig und klopft sofort.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Wirft zusätzlich sicher ab, merkt sich tote Karten und wählt den Zeitpunkt zum Klopfen so, dass er nicht unterboten wird.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Liest zusätzlich deine Hand aus den Karten, die du aufnimmst, und bewertet jede gezogene Karte nach den Kombinationen, die sie ermöglichen könnte.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Rechnet vor jedem Zug mögliche Kartenverteilungen durch: am stärksten und am langsamsten.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} ist kein Text</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} ist länger als jede solche Einstellung</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>der gespeicherte Text enthält Zeichen, die kein gültiger Text sind</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} ist weder wahr noch falsch</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} ist keiner der Werte off, fast, normal</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>die Regeln „{name}“</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} ist unbrauchbar</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>die gespeicherten Regeländerungen sind zu tief verschachtelt</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}; es gelten unverändert die Regeln „{preset}“</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} ist keine Regelvorlage</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>der gespeicherte Wert kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}; stattdessen gilt: {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} ist keine Stufe von 1 bis 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} ist kein Regelsatz</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} ist keine Höhe von {low} bis {high} Pixeln</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} ist keine Lautstärke von {low} bis {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} ist keiner der Werte {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} ist keine Farbe im Format #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} ist keine Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} ist keine Sprache, die das Spiel spricht</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Deine eigene Zusammenstellung der Einstellungen unten.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Unmögliche Regeln: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>Die Höhe einer Karte auf einem Tisch in der Größe des ersten Fensters, in Pixeln; in einem größeren Fenster wachsen die Karten mit dem Tisch, bis zum {scale}-Fachen dieser Höhe</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>&amp;Tipps anbieten ({key}) und den besten Abwurf nennen</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>Die Schaltfläche „Tipp“ ({key}) zeigt den besten Zug mit Begründung; das Seitenfeld nennt den besten Abwurf (eine mit Tipp gespielte Runde gilt als unterstützt)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>&amp;Zurücknehmen von Versehen erlauben ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} nimmt deinen letzten Zug zurück, wenn dir das nichts Neues verrät (eine damit gespielte Runde gilt als unterstützt)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>Die Sprache des Spiels; sie wechselt sofort, ohne Neustart</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>&amp;Spielstärke des Computers:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Wie gut der Computer spielt</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Nach einem Zug, der deutlich schwächer war als der beste, nennt eine unauffällige Notiz im Zugprotokoll den besseren Zug und den Grund</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>&amp;Lernhilfe: sagen, wenn einer meiner Züge deutlich schwächer war</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>In den ersten drei Runden einer Partie sagt eine Zeile auf dem Tisch, was du gerade tun kannst und wie; sie schaltet sich nach deiner ersten Partie ab</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>&amp;Hinweise auf dem Tisch in den ersten Runden einer Partie zeigen</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Klänge beim Geben, Ziehen und Abwerfen von Karten, beim Klopfen, bei Gin und beim Anlegen sowie für jede gewonnene oder verlorene Runde und Partie</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Klänge abspielen</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>L&amp;autstärke:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>Wie laut die Klänge des Spiels sind; sie sind nie lauter als die Systemlautstärke</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>Regel&amp;vorlage:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Wähle eine Vorlage, um alle Regeln unten einzustellen</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Klopfen und Spielablauf</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>&amp;Klopfgrenze:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>Die höchsten Restpunkte, mit denen ein Spieler klopfen darf (0: nur Gin)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (nur Gin)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma: Der Wert der ersten aufgedeckten Karte ist die Klopfgrenze der Runde (Bildkarten 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma: Die erste aufgedeckte Karte bestimmt die Grenze</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma: Ein aufgedecktes Ass bedeutet nur Gin, außer diese Option erlaubt Klopfen mit 1</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma: Ass erlaubt Klopfen &amp;mit 1</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma: Ein Pik als erste aufgedeckte Karte verdoppelt die Punkte der Runde</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Oklahoma: Aufgedecktes &amp;Pik verdoppelt die Runde</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>Der Gegenspieler darf Karten an die Kombinationen des Klopfenden anlegen</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>&amp;Anlegen erlaubt</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Nur Folgen zählen als Kombinationen, Sätze aus Karten gleichen Rangs nicht</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>Nur &amp;Folgen (keine Sätze)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Eine gerade vom Ablagestapel genommene Karte darf sofort wieder abgeworfen werden</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Gerade genommene Karte &amp;darf abgeworfen werden</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>&amp;Nächster Geber:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Wer die nächste Runde gibt (nach einer Runde ohne Wertung gibt derselbe Geber noch einmal)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Wenn nur noch zwei Karten im Talon liegen (Talonende), darf der nächste Spieler den letzten Abwurf noch nehmen, aber nur, um damit zu klopfen (die „50.-Karte-Regel“)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>Am &amp;Talonende darf der letzte Abwurf zum Klopfen genommen werden</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Runde ohne Wertung nach Aufnahmen vom Ablagestapel:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Eine Runde, in der so viele Karten vom Ablagestapel genommen wurden, endet nach dem nächsten Abwurf ohne Wertung (das verhindert endloses Hin- und Hertauschen von Abwürfen)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>&amp;Gin-Bonus:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Wird zu den Restpunkten des Gegenspielers addiert, wenn ein Spieler Gin macht</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Big Gin: Alle 11 Karten sind direkt nach dem Ziehen kombiniert; wird ohne Abwurf angesagt</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Big-Gin-Bonus:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Wird bei Big Gin zu den Restpunkten des Gegenspielers addiert</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>&amp;Unterbietungsbonus:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Wird zur Differenz addiert, wenn der Gegenspieler unterbietet</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Ein Gegenspieler, dessen Restpunkte denen des Klopfenden gleichen, unterbietet</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>Gleichstand gilt als Unterb&amp;ieten</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>&amp;Rundenbonus (Kästchen):</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Wird am Ende eines Spiels für jede Runde addiert, die ein Spieler gewonnen hat</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Spie&amp;lbonus:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Wird am Ende eines Spiels zur Punktzahl des Gewinners addiert</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Zielpunktzahl:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>Wer als Erster so viele Punkte erreicht, gewinnt das Spiel</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Schneider: Hat der Verlierer keine Runde gewonnen, werden Rundenpunkte und Spielbonus des Gewinners verdoppelt</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Schneider verdoppelt die Punkte des &amp;Siegers</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Schneider verdoppelt die gesamte Summe des Gewinners, Rundenboni eingeschlossen</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Schneider verdoppelt all&amp;es</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Hollywood-Wertung: Drei Spiele (Spalten) werden gleichzeitig geführt, jedes bis zur Zielpunktzahl</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood: drei Spiele gleichzeitig</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Kartengröße:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>Die Höhe einer Karte auf dem Tisch, in Pixeln</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Jede Kartenfarbe in einem eigenen Farbton</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>Das Motiv auf der Rückseite der Karten</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Tischfarbe:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Wähle die Farbe des Tischfilzes</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>Wie schnell sich die Karten auf dem Tisch bewegen</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Wenn du am Zug bist, leuchten der Talon und der Stapel, von dem du ziehen darfst, sanft auf – oder deine Hand, wenn du abwerfen musst</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>&amp;Spielbare Stellen am Zug hervorheben</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Ein schlichter, fast schwarzer Tisch statt der Filzfarbe, schwarz umrandete Karten, ein dicker gelber Ring um die ausgewählte Karte und die spielbaren Stellen, weiße Beschriftungen und das Seitenfeld in Schwarz-Weiß</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Tisch mit &amp;hohem Kontrast</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>Kartengröße, Blatt, Kartenrückseite, Tischfarbe und Animationstempo ändern sich ab der nächsten Runde; Zughinweise und hoher Kontrast sofort.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>sie ist {size} Byte groß, weit mehr als jede Einstellungsdatei</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>sie enthält einen Wert, den dieses Programm nie schreibt ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden ({problem}); für diese Sitzung gelten die Standardwerte, und die Einstellungsdatei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden ({problem}); es gelten die Standardwerte. Die Datei wurde als „{kept}“ aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Punktestand, Zug und Runde</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Rundennummer und Geber</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Computergegner</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Fingerabdruck der Verteilung</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Problem des Computerspielers</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Restpunkte</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Hinweis zu den Restpunkten</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Kombinationen auf deiner Hand</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>Der Tipp des Trainers</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Züge dieser Runde</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Bekannte Karten in der Hand des Computers</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Bekannte Karten in der Hand von {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 des geheimen Startwerts, mit dem die nächste Partie beginnt: {sha}
Jede Mischung ergibt sich daraus und aus deiner Phrase; unter Spiel ▸ Faires Mischen… steht, wie man das prüft.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 des laufenden geheimen Startwerts: {sha}
Diese Partie ist nicht überprüfbar: Ihr Spielstand enthielt einen Startwert, von dem dieses Programm nicht verbürgen kann, dass es ihn selbst gezogen hat – ihre Karten könnten also gezielt gewählt worden sein. Mehr dazu unter Spiel ▸ Faires Mischen…</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 des laufenden geheimen Startwerts: {sha}
Jede Mischung ergibt sich daraus und aus deiner Phrase; unter Spiel ▸ Faires Mischen… steht, wie man das prüft.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Fingerabdruck der Verteilung, nicht überprüfbare Partie</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Gin Rummy scheint schon geöffnet zu sein, antwortet aber nicht.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Gin Rummy scheint auf einem anderen Computer geöffnet zu sein, „{host}“ (Prozess {pid}), der diesen Datenordner mitbenutzt.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Gin Rummy war anscheinend als Prozess {pid} geöffnet, der auf diesem Computer nicht mehr läuft: Seine Sperre ist zurückgeblieben.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Gin Rummy scheint auf diesem Computer schon als Prozess {pid} geöffnet zu sein, antwortet aber nicht.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Öffne es hier nur, wenn es dort nicht geöffnet ist: Zwei gleichzeitig laufende Kopien überschreiben sich gegenseitig den Spielstand.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Trotzdem öffnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
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
        <translation>die Datei hat ihre Integritätsprüfung nicht bestanden ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Einige noch nicht erfasste Statistikdaten konnten nicht gelesen werden. Sie wurden als „{name}“ aufbewahrt; der Rest wird wie gewohnt erfasst.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>die Datei stammt von einer neueren Version des Spiels (Schema {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>die Schemaversion {version} der Datei gehört zu keiner Version dieses Spiels</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>die Datei ist keine Statistikdatei dieses Spiels</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>die Tabelle {table} der Datei ist nicht die, die dieses Spiel schreibt</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>Die Statistikdatei konnte diesmal nicht auf Schäden geprüft werden (das System hat den Start einer weiteren Aufgabe verweigert); Runden werden weiterhin erfasst.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, und sie konnte nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>die Datei kann nicht geöffnet werden ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>der Ordner {folder} kann nicht erstellt werden ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>eine neue Datei konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>ein Ordner namens {name} ist im Weg</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>die Datei kann nicht geschrieben werden ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden ({problem}). Sie wurde als „{name}“ aufbewahrt, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>Die Statistik kann nicht gespeichert werden: {problem}. Die Statistik dieser Sitzung bleibt bis zum Beenden erhalten.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>Die Statistikdatei wird von einem anderen Programm verwendet; die Runde wird erfasst, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>die Datei ist beschädigt ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>die Datei ist beschädigt und konnte nicht beiseitegelegt werden</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Deine Statistik</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Siegesserie</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Gin-Quote</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Unterbietungsquote</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Restpunkte beim Klopfen</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Einstufung</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>ERGEBNISSE IM ZEITVERLAUF</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Beende eine Partie, um deine Ergebnisse im Zeitverlauf zu sehen.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} von {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n Runde</numerusform>
            <numerusform>{level}
%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Noch keine Runden erfasst (alle Stufen): Spiel eine, und sie erscheint sofort hier.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Noch keine Runden auf Stufe {level} erfasst: Spiel eine, und sie erscheint sofort hier.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Alle Stufen seit {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Stufe {level} seit {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n Runde getrennt gezählt</numerusform>
            <numerusform>%n Runden getrennt gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>Die Statistikdatei kann nicht geschrieben werden: Die Runden dieser Sitzung bleiben bis zum Beenden erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n Eintrag wartet darauf, dass die Datei frei wird.</numerusform>
            <numerusform>%n Einträge warten darauf, dass die Datei frei wird.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Abgebrochene Partien zählen als gespielt, nicht als gewonnen. Eine Partie zählt nur dann für eine Stufe, wenn alle ihre Runden auf dieser Stufe gespielt wurden.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Vorsprung am Ende (Punkte)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Alle erfassten Runden und Partien auf allen Stufen vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden (die Datei wird gerade verwendet); versuche es gleich noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>längste: %n Partie</numerusform>
            <numerusform>längste: %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>deine Punkte minus die des Computers</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>der Runden: %n-mal Gin oder Big Gin von dir</numerusform>
            <numerusform>der Runden: %n-mal Gin oder Big Gin von dir</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>Durchschnitt, wenn du klopfst</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>noch keine Partie beendet</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} von %n Partie</numerusform>
            <numerusform>{won} von %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>noch keine Runde gespielt</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>von %n Runde · {rate}</numerusform>
            <numerusform>von %n Runden · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>beim Klopfen unterboten · du hast {count}-mal unterboten</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>du hast noch nicht geklopft · du hast {count}-mal unterboten</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} gewonnen</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} verloren</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} abgebrochen</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>{count} unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Getrennt gezählt und in keiner dieser Zahlen enthalten: %n beendete Partie sowie die Runden, die mit „Diese Runde neu spielen“ gegeben ({replayed}), nach der Rückkehr zu einem älteren Spielstand gespielt ({back}) oder in einer Partie gespielt wurden, für deren Verteilungen nicht gebürgt werden kann ({unverifiable}).</numerusform>
            <numerusform>Getrennt gezählt und in keiner dieser Zahlen enthalten: %n beendete Partien sowie die Runden, die mit „Diese Runde neu spielen“ gegeben ({replayed}), nach der Rückkehr zu einem älteren Spielstand gespielt ({back}) oder in einer Partie gespielt wurden, für deren Verteilungen nicht gebürgt werden kann ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Gegen Freunde (gewonnen–verloren): {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Letzte {shown} von %n Partie · {first} – {last}</numerusform>
            <numerusform>Letzte {shown} von %n Partien · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n Partie · {first} – {last}</numerusform>
            <numerusform>%n Partien · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Abgebrochen oder unentschieden</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Bisherige Siegquote</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>noch keine beendete Partie zum Messen</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>in %n Partie noch nicht gemessen</numerusform>
            <numerusform>noch in keiner der %n Partien gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} glücksbereinigt, {actual} tatsächlich · in {measured} von %n Partie</numerusform>
            <numerusform>{adjusted} glücksbereinigt, {actual} tatsächlich · in {measured} von %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>Das Glück wird gemessen, wenn du eine Partie analysierst, oder mit der Schaltfläche unten.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>Dein Glück in Rundenpunkten: was dir die ausgeteilten und gezogenen Karten über den Durchschnitt hinaus gebracht haben. Das Glück des Computers in denselben Partien: {theirs}. Das glücksbereinigte Ergebnis zieht dein Glück ab und rechnet dir das des Computers wieder an.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>noch keine Partie vollständig analysiert</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>in der letzten Partie: {rate} verlorene Punkte pro Entscheidung</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Analysiere eine Partie vollständig, um auf der Skala der Stufen eingestuft zu werden.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Verlorene Punkte pro Entscheidung in %n vollständig analysierten Partie: {rates}. Weniger bedeutet stärkeres Spiel.</numerusform>
            <numerusform>Verlorene Punkte pro Entscheidung in jeder der letzten %n vollständig analysierten Partien, die älteste zuerst: {rates}. Weniger bedeutet stärkeres Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Das Glück aller Partien messen</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Analysiert nacheinander das Glück jeder beendeten Partie, die noch nicht analysiert wurde, während du weiterspielst.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>{done} von %n Partie gemessen…</numerusform>
            <numerusform>{done} von %n Partien gemessen…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>Das Glück aller beendeten Partien ist bereits gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>Das Glück von %n Partie wurde gemessen.</numerusform>
            <numerusform>Das Glück von %n Partien wurde gemessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>%n Partie konnte nicht gemessen werden.</numerusform>
            <numerusform>%n Partien konnten nicht gemessen werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Mit dieser Karte klopfen</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Deine Hand, %n Karte</numerusform>
            <numerusform>Deine Hand, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Hand des Computers, %n Karte</numerusform>
            <numerusform>Hand des Computers, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Hand von {friend}, %n Karte</numerusform>
            <numerusform>Hand von {friend}, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Talon, %n Karte</numerusform>
            <numerusform>Talon, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Ablagestapel, leer</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Ablagestapel, oben liegt {card}</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Deine ausgelegten Karten</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Ausgelegte Karten des Computers</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Ausgelegte Karten von {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Klopffeld: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Klopffeld: der Abwurf des Klopfenden, verdeckt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Oberste Karte nehmen</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Drücke „{label}“ ({key}), um neu zu geben.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Mit {key} beginnst du ein neues Spiel, mit {review} analysierst du die Partie.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>Oben die Hand des Computers, in der Mitte Talon, Ablagestapel und Klopffeld, unten deine Hand. Mit den Pfeiltasten wählst du eine Karte aus.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Es gibt noch kein Spiel.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Warte, bis die Karten liegen.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Wähle zuerst eine Karte aus: Klicke sie an oder benutze die Pfeiltasten.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Deine Restpunkte sind zu hoch zum Klopfen.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>Mit dieser Karte wären deine Restpunkte zu hoch zum Klopfen.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Noch kein Gin.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Die Runde ist noch nicht vorbei.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>Tipps sind aus: Schalte sie unter Einstellungen ▸ Spiel ein.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Tipps gibt es nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Die Karten werden noch gegeben.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>Ein Tipp wird gerade berechnet.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Nimm zuerst die aufgedeckte Karte ({take_key}) oder passe ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Ziehe zuerst eine Karte.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Du hast gezogen: Wirf jetzt eine Karte ab (oder klopfe).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Schließe zuerst das Auslegen ab ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>Bei der aufgedeckten Karte wurde gepasst: Ziehe vom Talon ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Die gerade genommene Karte {card} darfst du nicht gleich wieder abwerfen.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>Der Computer passt bei der aufgedeckten Karte.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>Nur noch zwei Karten im Talon: Der letzte Abwurf darf nur zum Klopfen genommen werden.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>deine Kombinationen, wie du sie geordnet hast</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>die besten Kombinationen (mit deinen wären es {deadwood} Restpunkte)</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>{card} ausgewählt.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Du hast {mine} abgehoben, der Computer {theirs}: Du gibst.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Du hast {mine} abgehoben, der Computer {theirs}: Der Computer gibt.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Runde {number}: Du hast gegeben.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Runde {number}: Der Computer hat gegeben.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>Der Computer wirft {card} ab.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>Der Computer macht Big Gin!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>Der Computer macht Gin!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>Der Computer hat geklopft (Restpunkte: {deadwood}).</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Du machst Big Gin und legst die Kombinationen {melds} aus!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>{friend} ist am Zug.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} passt bei der aufgedeckten Karte.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Du hast {mine} abgehoben, {friend} {theirs}: Du gibst.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Du hast {mine} abgehoben, {friend} {theirs}: {friend} gibt.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Runde {number}: {friend} hat gegeben.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} wirft {card} ab.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Du machst Gin und legst die Kombinationen {melds} aus!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Du hast geklopft (Restpunkte: {deadwood}) und die Kombinationen {melds} ausgelegt.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Du machst Big Gin!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Du machst Gin!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Du hast geklopft (Restpunkte: {deadwood}).</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} macht Big Gin!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} macht Gin!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} hat geklopft (Restpunkte: {deadwood}).</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Du hast {cards} angelegt.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>Der Computer hat {cards} angelegt.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} hat {cards} angelegt.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Talon · {count}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Nur Gin</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Klopfen · {limit} oder weniger</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>nur Gin: kein Klopfen in dieser Runde</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>Klopfen, wenn die Restpunkte höchstens {limit} betragen</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>In Kombination {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>In einer Gruppe, die noch keine Kombination ist.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Restkarte.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} Diese Karte darf in diesem Zug nicht abgeworfen werden.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>Der Computer zieht vom Talon.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} zieht vom Talon.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>Der Computer nimmt {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} nimmt {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Hinweis: Nimm die aufgedeckte Karte, wenn sie zu deiner Hand passt ({take}), sonst passe ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Hinweis: Ziehe die oberste Karte des Talons in deine Hand oder drücke {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Hinweis: Ziehe die oberste Karte des Talons oder des Ablagestapels in deine Hand oder drücke {draw} bzw. {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Hinweis: Jede Karte gehört zu einer Kombination: Drücke {gin} für Gin!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Hinweis: Deine Restpunkte sind niedrig genug zum Klopfen: Lege eine Karte auf das Klopffeld oder drücke {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Hinweis: Behalte Karten, die Sätze und Folgen bilden; zieh die, die du am wenigsten brauchst, auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Hinweis: Deine losen Karten, die zu den Kombinationen des Computers passen, werden angelegt, wenn du {lay_off} drückst.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Hinweis: Deine losen Karten, die zu den Kombinationen von {friend} passen, werden angelegt, wenn du {lay_off} drückst.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Du ziehst {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Du nimmst {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Du wirfst {card} ab.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Deine Hand, %n Karte.</numerusform>
            <numerusform>Deine Hand, %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Kombination {number}: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Noch keine Kombination: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Restkarten: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Du hast %n Restpunkt.</numerusform>
            <numerusform>Du hast %n Restpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Deine ausgelegten Karten.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Die ausgelegten Karten des Computers.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>Die ausgelegten Karten von {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Du hast keine Karten.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>Im Talon liegt %n Karte.</numerusform>
            <numerusform>Im Talon liegen %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>Die oberste Karte des Ablagestapels liegt noch verdeckt.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>Oben auf dem Ablagestapel liegt {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>Im Klopffeld liegt verdeckt der Abwurf des Klopfenden.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Klopffeld: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>Der Computer hat %n Karte.</numerusform>
            <numerusform>Der Computer hat %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} hat %n Karte.</numerusform>
            <numerusform>{friend} hat %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Du weißt, dass der Computer {cards} hat.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Du weißt, dass {friend} {cards} hat.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>Der Computer spielt auf Stufe {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Partie unter Freunden: Du spielst gegen {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Diesmal kein Tipp.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Es wurde noch nichts angesagt.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>Zurücknehmen ist ausgeschaltet: Schalte es unter Einstellungen ▸ Spiel ein.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>In dieser Runde gibt es noch nichts von dir zurückzunehmen.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>Der Computer hat seit deinem letzten Zug schon gespielt.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>Die Runde ist abgerechnet: Ihre Karten wurden aufgedeckt.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>das Nehmen der Karte vom Ablagestapel</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>dein Abwurf von {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Eine vom Talon gezogene Karte kann nicht zurückgenommen werden: Das würde die Reihenfolge des Talons verraten.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Ein Klopfen kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Das Passen bei der aufgedeckten Karte kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Dieser Zug kann nicht zurückgenommen werden.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Eine Partie gegen einen Freund</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Deine Partie gegen {friend} ist noch nicht zu Ende. Jetzt fortsetzen? Beide Programme müssen laufen: Dieses wartet, bis sich {friend} verbindet.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Die Datei kann nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Die Datei kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Die Datei konnte nicht gelesen werden ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>Die Datei ist zu groß für eine Partie (%Ln Byte).</numerusform>
            <numerusform>Die Datei ist zu groß für eine Partie (%Ln Byte).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Datei: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>Keine Partie, die dieses Programm lesen kann: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>Die Datei ist fehlerhaft ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>Der Verlauf der Partie gegen einen Freund ist nicht stimmig: {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>Der Partieverlauf ist nicht stimmig: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>Der Partieverlauf ist fehlerhaft ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>Runde {number} von {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>Zu dieser Partie gibt es keinen Verlauf zum Nachspielen.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>Der Verlauf dieser Partie ist zu groß.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>Stufe {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Du {you} – Computer {computer} · %n Runde</numerusform>
            <numerusform>{when} · {level} · {result} · Du {you} – Computer {computer} · %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · gegen {friend} · {result} · Du {you} – {friend} {theirs} · %n Runde</numerusform>
            <numerusform>{when} · gegen {friend} · {result} · Du {you} – {friend} {theirs} · %n Runden</numerusform>
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
        <translation>Gin Rummy: unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Etwas ist schiefgegangen: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Gin Rummy kann nicht starten: Diese Sitzung begrenzt den Speicher eines Programms auf {limit} MB Adressraum (ulimit -v), das Spiel braucht aber mindestens {needed} MB. Erhöhe die Grenze und starte es erneut.</translation>
    </message>
</context>
</TS>
