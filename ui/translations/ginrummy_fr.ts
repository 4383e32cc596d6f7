<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>{copyright}. Free software under the GNU General Public License, version 3 or any later version ({expression}), with no warranty.</source>
        <translation>{copyright}. Logiciel libre distribué sous la GNU General Public License, version 3 ou toute version ultérieure ({expression}), sans aucune garantie.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The game: GNU General Public License, version 3 or later&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (SPDX: {expression}). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence text: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;This covers the program&apos;s own code, its forms and its rules page, {copyright}. The game&apos;s icon is our own drawing and its sounds our own synthesis (assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Le jeu&#xa0;: GNU General Public License, version 3 ou ultérieure&lt;/h3&gt;&lt;p&gt;Gin Rummy {version} est un logiciel libre&#xa0;: vous pouvez le redistribuer et/ou le modifier selon les termes de la GNU General Public License telle que publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre choix) toute version ultérieure (SPDX&#xa0;: {expression}). Il est distribué dans l’espoir qu’il sera utile, mais SANS AUCUNE GARANTIE, sans même la garantie implicite de QUALITÉ MARCHANDE ou d’ADÉQUATION À UN USAGE PARTICULIER. Le texte de la licence&#xa0;: {gpl} (&lt;a href=&quot;{gpl_url}&quot;&gt;gnu.org&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Cette licence couvre le code du programme, ses formulaires d’interface et sa page de règles, {copyright}. L’icône du jeu est un dessin de notre main et ses sons sont notre propre synthèse (assets/sounds/PROVENANCE.md)&#xa0;; tous deux sont placés dans le domaine public sous CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card art: CC0 1.0 (public domain)&lt;/h3&gt;&lt;p&gt;The card faces are by Adrian Kennard and are dedicated to the public domain under Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the licence text: {licence}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Illustrations des cartes&#xa0;: CC0 1.0 (domaine public)&lt;/h3&gt;&lt;p&gt;Les faces des cartes sont l’œuvre d’Adrian Kennard, qui les a placées dans le domaine public sous Creative Commons CC0 1.0 Universal. Nos dos de cartes, ainsi que nos modifications des faces, sont eux aussi placés dans le domaine public sous CC0. D’où viennent les illustrations et ce que nous y avons changé&#xa0;: {provenance}&#xa0;; le texte de la licence&#xa0;: {licence}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Qt and Qt for Python: LGPL v3&lt;/h3&gt;&lt;p&gt;This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). The LGPL lets you replace the Qt and PySide6 libraries that come with the game with your own builds of them. Their source code is available from &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; and &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt is a trademark of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt et Qt for Python&#xa0;: LGPL v3&lt;/h3&gt;&lt;p&gt;Ce jeu est construit avec Qt {qt} et Qt for Python (PySide6 {pyside}), utilisés selon les termes de la GNU Lesser General Public License version 3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPLv3&lt;/a&gt;). La LGPL vous permet de remplacer les bibliothèques Qt et PySide6 fournies avec le jeu par vos propres compilations. Leur code source est disponible sur &lt;a href=&quot;https://code.qt.io/&quot;&gt;code.qt.io&lt;/a&gt; et &lt;a href=&quot;https://download.qt.io/&quot;&gt;download.qt.io&lt;/a&gt;. Qt est une marque de The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The licence texts&lt;/h3&gt;&lt;p&gt;An installed game carries every licence text and notice (ours, the card art&apos;s, Qt&apos;s, Python&apos;s and PyInstaller&apos;s) in its {texts} folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Les textes des licences&lt;/h3&gt;&lt;p&gt;Une fois installé, le jeu contient tous les textes de licence et avis (les nôtres, ceux des illustrations des cartes, de Qt, de Python et de PyInstaller) dans son dossier {texts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>À propos de Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Gin Rummy against the computer, with five levels of play and the rules of every common school.</source>
        <translation>Le gin rami contre l’ordinateur, avec cinq niveaux de jeu et les règles de toutes les écoles courantes.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>CardMoves</name>
    <message>
        <source>Deadwood {points}</source>
        <translation>Reste {points}</translation>
    </message>
    <message numerus="yes">
        <source>Deadwood of %n point(s)</source>
        <translation>
            <numerusform>Reste de %n point</numerusform>
            <numerusform>Reste de %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Run + {count} laid off</source>
        <translation>Suite + dépôts&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Set + {count} laid off</source>
        <translation>Série + dépôts&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Série</translation>
    </message>
    <message numerus="yes">
        <source>Run, with %n card(s) laid off</source>
        <translation>
            <numerusform>Suite, avec %n carte déposée</numerusform>
            <numerusform>Suite, avec %n cartes déposées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set, with %n card(s) laid off</source>
        <translation>
            <numerusform>Série, avec %n carte déposée</numerusform>
            <numerusform>Série, avec %n cartes déposées</numerusform>
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
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{before} to {after}</source>
        <translation>de {before} à {after}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>; </source>
        <comment>between two clauses of a reason</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from a meld</source>
        <translation>Jette {card} (reste {deadwood}), alors qu’à une carte près elle entrait dans une combinaison</translation>
    </message>
    <message numerus="yes">
        <source>Throws the {card} (deadwood {deadwood}), although it was one card from %n meld(s)</source>
        <translation>
            <numerusform>Jette {card} (reste {deadwood}), alors qu’à une carte près elle entrait dans %n combinaison</numerusform>
            <numerusform>Jette {card} (reste {deadwood}), alors qu’à une carte près elle entrait dans %n combinaisons</numerusform>
        </translation>
    </message>
    <message>
        <source>knocking now with {deadwood} deadwood would give you less chance of winning the game (undercut in {percent} of the simulations)</source>
        <translation>frapper maintenant avec un reste de {deadwood} réduirait vos chances de gagner la partie (vous seriez contré dans {percent} des simulations)</translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood would likely be undercut: it was in {percent} of the simulations, about %n point(s) a hand worse</source>
        <translation>
            <numerusform>en frappant maintenant avec un reste de {deadwood}, vous seriez sans doute contré&#xa0;: ce fut le cas dans {percent} des simulations, soit environ %n point de moins par manche</numerusform>
            <numerusform>en frappant maintenant avec un reste de {deadwood}, vous seriez sans doute contré&#xa0;: ce fut le cas dans {percent} des simulations, soit environ %n points de moins par manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>knocking now with {deadwood} deadwood scored about %n point(s) a hand less than playing on in the simulations (undercut in {percent} of them)</source>
        <translation>
            <numerusform>dans les simulations, frapper maintenant avec un reste de {deadwood} a rapporté environ %n point de moins par manche que de continuer (vous étiez contré dans {percent} d’entre elles)</numerusform>
            <numerusform>dans les simulations, frapper maintenant avec un reste de {deadwood} a rapporté environ %n points de moins par manche que de continuer (vous étiez contré dans {percent} d’entre elles)</numerusform>
        </translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that would give you less chance of winning the game</source>
        <translation>plutôt que {card}, qui laisse le plus petit reste ({deadwood}) mais se combine avec la carte {picked} prise par votre adversaire&#xa0;: cela réduirait vos chances de gagner la partie</translation>
    </message>
    <message>
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that would give you less chance of winning the game</source>
        <translation>plutôt que {card}, qui laisse le plus petit reste ({deadwood})&#xa0;: cela réduirait vos chances de gagner la partie</translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}) but melds with the {picked} your opponent picked up: that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>plutôt que {card}, qui laisse le plus petit reste ({deadwood}) mais se combine avec la carte {picked} prise par votre adversaire&#xa0;: dans les simulations, cela a rapporté environ %n point de moins par manche</numerusform>
            <numerusform>plutôt que {card}, qui laisse le plus petit reste ({deadwood}) mais se combine avec la carte {picked} prise par votre adversaire&#xa0;: dans les simulations, cela a rapporté environ %n points de moins par manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rather than the {card}, which leaves the least deadwood ({deadwood}): that scored about %n point(s) a hand less in the simulations</source>
        <translation>
            <numerusform>plutôt que {card}, qui laisse le plus petit reste ({deadwood})&#xa0;: dans les simulations, cela a rapporté environ %n point de moins par manche</numerusform>
            <numerusform>plutôt que {card}, qui laisse le plus petit reste ({deadwood})&#xa0;: dans les simulations, cela a rapporté environ %n points de moins par manche</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps the {card}, one card from one meld</source>
        <translation>garde {card}, à une carte d’une combinaison</translation>
    </message>
    <message numerus="yes">
        <source>keeps the {card}, one card from %n meld(s)</source>
        <translation>
            <numerusform>garde {card}, à une carte de %n combinaison</numerusform>
            <numerusform>garde {card}, à une carte de %n combinaisons</numerusform>
        </translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw} and passed the {passed}</source>
        <translation>la carte {card} semble sûre&#xa0;: votre adversaire a jeté {threw} et refusé {passed}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent threw the {threw}</source>
        <translation>la carte {card} semble sûre&#xa0;: votre adversaire a jeté {threw}</translation>
    </message>
    <message>
        <source>the {card} looks safe: your opponent passed the {passed}</source>
        <translation>la carte {card} semble sûre&#xa0;: votre adversaire a refusé {passed}</translation>
    </message>
    <message>
        <source>Passes the upcard</source>
        <translation>Refuse la retourne</translation>
    </message>
    <message>
        <source>Passes the {card}</source>
        <translation>Refuse la carte {card}</translation>
    </message>
    <message>
        <source>Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs</source>
        <translation>Gin en jetant {card}&#xa0;: bonus de {bonus} points et aucun dépôt possible</translation>
    </message>
    <message>
        <source>Knocks with {deadwood} deadwood, throwing the {card}</source>
        <translation>Frappe avec un reste de {deadwood} en jetant {card}</translation>
    </message>
    <message>
        <source>undercut in {percent} of the simulations</source>
        <translation>contré dans {percent} des simulations</translation>
    </message>
    <message>
        <source>Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})</source>
        <translation>Jette {card} en cassant votre combinaison {meld} (reste {deadwood})</translation>
    </message>
    <message>
        <source>Throws the {card} (deadwood {deadwood}): it was not close to a meld</source>
        <translation>Jette {card} (reste {deadwood})&#xa0;: cette carte n’était proche d’aucune combinaison</translation>
    </message>
    <message>
        <source>risky: your opponent picked up the {picked}, which melds with it</source>
        <translation>risqué&#xa0;: votre adversaire a ramassé la carte {picked}, qui se combine avec elle</translation>
    </message>
    <message>
        <source>the {card} is safe: your opponent can no longer meld it</source>
        <translation>la carte {card} est sûre&#xa0;: votre adversaire ne peut plus la combiner</translation>
    </message>
    <message>
        <source>won {percent} of simulated hands</source>
        <translation>{percent} des manches simulées gagnées</translation>
    </message>
    <message>
        <source>Takes the {card}: it completes {meld}, deadwood {before} → {after}</source>
        <translation>Prend {card}, qui complète la combinaison {meld}&#xa0;: reste {before} → {after}</translation>
    </message>
    <message>
        <source>Takes the {card}: deadwood {before} → {after}, but it shows what you collect</source>
        <translation>Prend {card}&#xa0;: reste {before} → {after}, mais cela dévoile ce que vous cherchez</translation>
    </message>
    <message>
        <source>The {card} does not lower your deadwood and tells your opponent what you want</source>
        <translation>La carte {card} ne réduit pas votre reste et révèle à votre adversaire ce que vous cherchez</translation>
    </message>
    <message>
        <source>Draws blind, leaving the {card} (it would bring deadwood {before} → {after})</source>
        <translation>Pioche à l’aveugle et laisse {card} (le reste passerait {before} → {after})</translation>
    </message>
    <message>
        <source>Draws from the stock: the {card} does not help you</source>
        <translation>Pioche dans le talon&#xa0;: la carte {card} ne vous sert à rien</translation>
    </message>
    <message>
        <source>The only move: lays off {cards}</source>
        <translation>Seul coup possible&#xa0;: dépose {cards}</translation>
    </message>
    <message>
        <source>your opponent scores {points}</source>
        <translation>votre adversaire marque {points}</translation>
    </message>
    <message>
        <source>Draws from the stock</source>
        <translation>Pioche dans le talon</translation>
    </message>
    <message>
        <source>Passes: the hand ends at the wall with no score</source>
        <translation>Passe&#xa0;: la manche s’arrête au mur, sans points</translation>
    </message>
    <message>
        <source>Big gin: all eleven cards meld, the biggest bonus there is</source>
        <translation>Grand gin&#xa0;: les onze cartes forment des combinaisons, le plus gros bonus du jeu</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>Seul coup possible</translation>
    </message>
    <message>
        <source>The only move: both players passed the first upcard</source>
        <translation>Seul coup possible&#xa0;: les deux joueurs ont refusé la première retourne</translation>
    </message>
    <message>
        <source>Lay out your melds and lay off what you can</source>
        <translation>Étalez vos combinaisons et déposez ce que vous pouvez</translation>
    </message>
    <message>
        <source>The only move: nothing to lay off</source>
        <translation>Seul coup possible&#xa0;: rien à déposer</translation>
    </message>
    <message>
        <source>you undercut</source>
        <translation>vous contrez</translation>
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
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Défausser {card}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>Knock ({card})</source>
        <translation>Frapper ({card})</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Défausser {card}</translation>
    </message>
    <message>
        <source>Knock, discarding the {card}</source>
        <translation>Frapper en défaussant {card}</translation>
    </message>
    <message>
        <source>Score the hand</source>
        <translation>Compter les points</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Déposer</translation>
    </message>
    <message>
        <source>No lay-offs against gin: score the hand ({key})</source>
        <translation>Aucun dépôt contre un gin&#xa0;: compter les points ({key})</translation>
    </message>
    <message>
        <source>Lay off and score the hand ({key})</source>
        <translation>Déposer et compter les points ({key})</translation>
    </message>
    <message>
        <source>Show the best move and why ({key})</source>
        <translation>Montrer le meilleur coup et pourquoi ({key})</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annuler {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Annuler {what}</translation>
    </message>
    <message>
        <source>Take upcard</source>
        <translation>Prendre la retourne</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Prendre la retourne</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Refuser la retourne</translation>
    </message>
    <message>
        <source>Draw from stock</source>
        <translation>Piocher au talon</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher dans le talon</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Prendre à la défausse</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Prendre la carte du dessus de la défausse</translation>
    </message>
    <message>
        <source>Pass at the wall</source>
        <translation>Passer au mur</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Défausser la carte sélectionnée</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Go gin</source>
        <translation>Faire gin</translation>
    </message>
    <message>
        <source>Lay off and score the hand</source>
        <translation>Déposer et compter les points</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Distribuer la manche suivante</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Review match</source>
        <translation>Analyser le match</translation>
    </message>
    <message>
        <source>Review your decisions and your luck in this match</source>
        <translation>Analyser vos décisions et votre chance dans ce match</translation>
    </message>
    <message>
        <source>&amp;Review this match…</source>
        <translation>Ana&amp;lyser ce match…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Trier par valeur</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Trier par couleur</translation>
    </message>
    <message>
        <source>Arrange melds</source>
        <translation>Ranger les combinaisons</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Select left</source>
        <translation>Sélection à gauche</translation>
    </message>
    <message>
        <source>Select the card to the left</source>
        <translation>Sélectionner la carte de gauche</translation>
    </message>
    <message>
        <source>Select right</source>
        <translation>Sélection à droite</translation>
    </message>
    <message>
        <source>Select the card to the right</source>
        <translation>Sélectionner la carte de droite</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Déplacer à gauche</translation>
    </message>
    <message>
        <source>Move the selected card left</source>
        <translation>Déplacer la carte sélectionnée vers la gauche</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Déplacer à droite</translation>
    </message>
    <message>
        <source>Move the selected card right</source>
        <translation>Déplacer la carte sélectionnée vers la droite</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Désélectionner</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Annuler la sélection</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Regarder plus haut</translation>
    </message>
    <message>
        <source>Move the screen reader to the place above: the piles, the computer&apos;s cards, the cards laid out (← → walk a row of laid-out cards)</source>
        <translation>Amener le lecteur d’écran à la zone du dessus&#xa0;: les piles, les cartes de l’ordinateur, les cartes étalées (← → parcourent une rangée de cartes étalées)</translation>
    </message>
    <message>
        <source>Look down</source>
        <translation>Regarder plus bas</translation>
    </message>
    <message>
        <source>Move the screen reader to the place below, down to your hand</source>
        <translation>Amener le lecteur d’écran à la zone du dessous, jusqu’à votre main</translation>
    </message>
    <message>
        <source>Read your cards</source>
        <translation>Lire vos cartes</translation>
    </message>
    <message>
        <source>Read your cards: the melds, the deadwood and its count (at the showdown, your cards laid out)</source>
        <translation>Lire vos cartes&#xa0;: les combinaisons, les cartes isolées et leur total (au décompte, vos cartes étalées)</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Lire la table</translation>
    </message>
    <message>
        <source>Read the table: the stock, the discard pile, the computer&apos;s known cards (at the showdown, its cards laid out)</source>
        <translation>Lire la table&#xa0;: le talon, la défausse, les cartes connues de l’ordinateur (au décompte, ses cartes étalées)</translation>
    </message>
    <message>
        <source>Read the score</source>
        <translation>Lire le score</translation>
    </message>
    <message>
        <source>Say again</source>
        <translation>Répéter</translation>
    </message>
    <message>
        <source>Say the last message again</source>
        <translation>Répéter le dernier message</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annuler votre dernier coup</translation>
    </message>
    <message>
        <source>Every move can be made from the keyboard; the arrow keys select and move the cards of your hand.</source>
        <translation>Tous les coups se jouent au clavier&#xa0;; les flèches sélectionnent et déplacent les cartes de votre main.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>replayed from an earlier match, not from this match&apos;s seed</source>
        <translation>rejouée d’un match antérieur, et non tirée de la graine de ce match</translation>
    </message>
    <message>
        <source>a lost deal seed keeps its fingerprint and is not revealed</source>
        <translation>une graine de donne perdue garde son empreinte et n’est pas révélée</translation>
    </message>
    <message numerus="yes">
        <source>a deal seed is %n byte(s)</source>
        <translation>
            <numerusform>une graine de donne fait %n octet</numerusform>
            <numerusform>une graine de donne fait %n octets</numerusform>
        </translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number from 0</source>
        <translation>la première donne d’une graine est un nombre entier à partir de 0</translation>
    </message>
    <message>
        <source>a match&apos;s first seed starts at the cut (deal 0)</source>
        <translation>la première graine d’un match commence à la coupe (donne 0)</translation>
    </message>
    <message>
        <source>a match&apos;s seeds must start at increasing deals already made</source>
        <translation>les graines d’un match doivent commencer à des donnes croissantes et déjà jouées</translation>
    </message>
    <message>
        <source>a match&apos;s phrases are text</source>
        <translation>les phrases d’un match sont du texte</translation>
    </message>
    <message numerus="yes">
        <source>the next match&apos;s seed is %n byte(s)</source>
        <translation>
            <numerusform>la graine du prochain match fait %n octet</numerusform>
            <numerusform>la graine du prochain match fait %n octets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairDealDialog</name>
    <message>
        <source>&lt;p&gt;Before each match the program draws a secret seed from your computer&apos;s randomness and shows its &lt;b&gt;fingerprint&lt;/b&gt; (its SHA-256) on the table. Every deck is computed from that seed, &lt;b&gt;your phrase&lt;/b&gt; and the hand&apos;s number. The seed is fixed before your phrase is known, so the program cannot choose cards that favour itself; and your phrase is fixed by the seed&apos;s first deal, before the seed is ever saved, so nobody can choose a phrase to suit a seed. A new phrase therefore applies from the next seed: the next match, or the deals after you reveal the seed. When the match ends the seed is revealed, and anyone can recompute every deck, with the Verify button or with &lt;code&gt;tools/verify_deal.py&lt;/code&gt; from the game&apos;s source, which needs nothing but Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avant chaque match, le programme tire une graine secrète du générateur aléatoire de votre ordinateur et affiche son &lt;b&gt;empreinte&lt;/b&gt; (son SHA-256) sur la table. Chaque paquet est calculé à partir de cette graine, de &lt;b&gt;votre phrase&lt;/b&gt; et du numéro de la manche. La graine est fixée avant que votre phrase soit connue&#xa0;: le programme ne peut donc pas choisir des cartes qui l’avantagent&#xa0;; et votre phrase est figée par la première donne de la graine, avant même que la graine soit enregistrée&#xa0;: personne ne peut donc choisir une phrase adaptée à une graine. C’est pourquoi une nouvelle phrase ne s’applique qu’à partir de la graine suivante&#xa0;: au prochain match, ou aux donnes qui suivent la révélation de la graine. À la fin du match, la graine est révélée et chacun peut recalculer tous les paquets, avec le bouton Vérifier ou avec &lt;code&gt;tools/verify_deal.py&lt;/code&gt; des sources du jeu, qui ne demande rien d’autre que Python.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This match is unverifiable: a deal seed of its save is one this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen, whatever this check says.</source>
        <translation>Ce match est invérifiable&#xa0;: l’une des graines de donne de sa sauvegarde n’a pas pu être relue, ou ce programme ne peut pas garantir l’avoir tirée lui-même (écrite à la main, par une version antérieure ou sur un autre ordinateur)&#xa0;; ses cartes ont donc pu être choisies, quoi qu’en dise cette vérification.</translation>
    </message>
    <message>
        <source>the cut</source>
        <translation>la coupe</translation>
    </message>
    <message>
        <source>hand deal {number}</source>
        <translation>la donne {number}</translation>
    </message>
    <message>
        <source>Mismatch: the cards of {deals} are not what the seed and phrase give.</source>
        <translation>Discordance&#xa0;: les cartes de {deals} ne sont pas celles que donnent la graine et la phrase.</translation>
    </message>
    <message>
        <source>The cut and the first deal are replayed from an earlier match, not from this match&apos;s seed.</source>
        <translation>La coupe et la première donne sont rejouées d’un match antérieur, et non tirées de la graine de ce match.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) cannot be verified: their seed could not be read back when the match was resumed.</source>
        <translation>
            <numerusform>%n donne ne peut pas être vérifiée&#xa0;: sa graine n’a pas pu être relue à la reprise du match.</numerusform>
            <numerusform>%n donnes ne peuvent pas être vérifiées&#xa0;: leur graine n’a pas pu être relue à la reprise du match.</numerusform>
        </translation>
    </message>
    <message>
        <source>The revealed seed has dealt no cards of its own: nothing of it to check.</source>
        <translation>La graine révélée n’a encore distribué aucune carte&#xa0;: rien à vérifier de son côté.</translation>
    </message>
    <message>
        <source>Nothing to check yet: the seed is revealed when the match ends, or when you reveal it.</source>
        <translation>Rien à vérifier pour l’instant&#xa0;: la graine est révélée à la fin du match, ou quand vous la révélez.</translation>
    </message>
    <message numerus="yes">
        <source>The cards of the %n deal(s) checked match their seed and phrase.</source>
        <translation>
            <numerusform>%n donne vérifiée&#xa0;: ses cartes correspondent à sa graine et à sa phrase.</numerusform>
            <numerusform>%n donnes vérifiées&#xa0;: leurs cartes correspondent à leur graine et à leur phrase.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more deal(s) can be checked once their seed is revealed.</source>
        <translation>
            <numerusform>%n autre donne pourra être vérifiée une fois sa graine révélée.</numerusform>
            <numerusform>%n autres donnes pourront être vérifiées une fois leur graine révélée.</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair deal</source>
        <translation>Donne équitable</translation>
    </message>
    <message>
        <source>This match&apos;s seeds and phrases</source>
        <translation>Graines et phrases de ce match</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>Résultat de la vérification</translation>
    </message>
    <message>
        <source>Your phrase:</source>
        <translation>Votre phrase&#xa0;:</translation>
    </message>
    <message>
        <source>Your phrase, mixed into the next deals</source>
        <translation>Votre phrase, mêlée aux prochaines donnes</translation>
    </message>
    <message>
        <source>Use this phrase</source>
        <translation>Utiliser cette phrase</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Reveal the seed now…</source>
        <translation>Révéler la graine maintenant…</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Export for checking…</source>
        <translation>Exporter pour vérification…</translation>
    </message>
    <message>
        <source>A phrase needs at least one character.</source>
        <translation>Une phrase doit compter au moins un caractère.</translation>
    </message>
    <message>
        <source>The phrase is used, but it could not be saved for the next start.</source>
        <translation>La phrase est utilisée, mais elle n’a pas pu être enregistrée pour le prochain lancement.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it applies from the next seed (the next match, or the deals after a reveal). The seed in use keeps the phrase of its first deal.</source>
        <translation>Votre phrase est prise en compte&#xa0;: elle s’applique à partir de la graine suivante (le prochain match, ou les donnes qui suivent une révélation). La graine en cours garde la phrase de sa première donne.</translation>
    </message>
    <message>
        <source>Your phrase is taken: it is mixed into the next deal.</source>
        <translation>Votre phrase est prise en compte&#xa0;: elle sera mêlée à la prochaine donne.</translation>
    </message>
    <message>
        <source>The seed in use has dealt nothing yet: nothing to reveal.</source>
        <translation>La graine en cours n’a encore rien distribué&#xa0;: rien à révéler.</translation>
    </message>
    <message>
        <source>Reveal the secret seed now? It then deals no more: a new seed, its fingerprint shown at once, makes the next deals.</source>
        <translation>Révéler la graine secrète maintenant&#xa0;? Elle ne distribuera plus rien&#xa0;: une nouvelle graine, dont l’empreinte s’affiche aussitôt, fera les donnes suivantes.</translation>
    </message>
    <message>
        <source>Export the match for checking</source>
        <translation>Exporter le match pour vérification</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Match (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Le match n’a pas pu être exporté&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Exported to {name}. Check it with: python3 tools/verify_deal.py {name}</source>
        <translation>Exporté dans {name}. Vérifiez-le avec&#xa0;: python3 tools/verify_deal.py {name}</translation>
    </message>
    <message>
        <source>lost: it could not be read back, so its deals cannot be verified</source>
        <translation>perdue&#xa0;: elle n’a pas pu être relue, ses donnes ne peuvent donc pas être vérifiées</translation>
    </message>
    <message>
        <source>not drawn by this program, as far as it can tell: its deals cannot be vouched for</source>
        <translation>pas tirée par ce programme, pour autant qu’il puisse en juger&#xa0;: ses donnes ne peuvent pas être garanties</translation>
    </message>
    <message>
        <source>revealed: &lt;code&gt;{seed}&lt;/code&gt;</source>
        <translation>révélée&#xa0;: &lt;code&gt;{seed}&lt;/code&gt;</translation>
    </message>
    <message>
        <source>secret; it makes the next deal (if you quit before that deal, a new seed with a new fingerprint is drawn at the next start)</source>
        <translation>secrète&#xa0;; c’est elle qui fera la prochaine donne (si vous quittez avant cette donne, une nouvelle graine avec une nouvelle empreinte sera tirée au prochain lancement)</translation>
    </message>
    <message>
        <source>secret until the match ends</source>
        <translation>secrète jusqu’à la fin du match</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Seed {number}&lt;/b&gt; (from deal {deal})&lt;br&gt;fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Graine {number}&lt;/b&gt; (à partir de la donne {deal})&lt;br&gt;empreinte &lt;code&gt;{fingerprint}&lt;/code&gt;&lt;br&gt;{state}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The next match&lt;/b&gt; will start from the seed with fingerprint&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (note it, then pick your phrase). It holds while the program runs: a seed that has dealt nothing is never saved, so if you quit before the next match starts, a new seed with a new fingerprint is drawn at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le prochain match&lt;/b&gt; partira de la graine d’empreinte&lt;br&gt;&lt;code&gt;{fingerprint}&lt;/code&gt; (notez-la, puis choisissez votre phrase). Elle reste valable tant que le programme est ouvert&#xa0;: une graine qui n’a rien distribué n’est jamais enregistrée&#xa0;; si vous quittez avant le début du prochain match, une nouvelle graine avec une nouvelle empreinte sera tirée au prochain lancement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Phrases used</source>
        <translation>Phrases utilisées</translation>
    </message>
    <message>
        <source>“{phrase}”</source>
        <translation>«&#xa0;{phrase}&#xa0;»</translation>
    </message>
    <message>
        <source>Cut for the deal: {phrase}</source>
        <translation>Coupe (choix du donneur)&#xa0;: {phrase}</translation>
    </message>
    <message>
        <source>Deal {number}: {phrase}</source>
        <translation>Donne {number}&#xa0;: {phrase}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{name} is not a file</source>
        <translation>{name} n’est pas un fichier</translation>
    </message>
    <message>
        <source>{name} is a named pipe, not a file</source>
        <translation>{name} est un tube nommé, pas un fichier</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>{name} is a socket, not a file</source>
        <translation>{name} est un socket, pas un fichier</translation>
    </message>
    <message>
        <source>{name} is a device, not a file</source>
        <translation>{name} est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} n’est pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Jouer contre un ami</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>The name your friend sees: 1 to 40 characters</source>
        <translation>Le nom que voit votre ami&#xa0;: de 1 à 40 caractères</translation>
    </message>
    <message>
        <source>Host or join</source>
        <translation>Héberger ou rejoindre</translation>
    </message>
    <message>
        <source>&amp;Host a game</source>
        <translation>&amp;Héberger une partie</translation>
    </message>
    <message>
        <source>&amp;Join a game</source>
        <translation>&amp;Rejoindre une partie</translation>
    </message>
    <message>
        <source>The game could not listen for a friend on this computer.</source>
        <translation>Le jeu n’a pas pu se mettre à l’écoute d’un ami sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>En attente d’un ami…</translation>
    </message>
    <message>
        <source>You stopped hosting.</source>
        <translation>Vous avez arrêté l’hébergement.</translation>
    </message>
    <message>
        <source>A friend is connecting…</source>
        <translation>Un ami se connecte…</translation>
    </message>
    <message>
        <source>The invite code is copied: send it to your friend. Waiting for a friend…</source>
        <translation>Le code d’invitation est copié&#xa0;: envoyez-le à votre ami. En attente d’un ami…</translation>
    </message>
    <message>
        <source>{name} ({address})</source>
        <translation>{name} ({address})</translation>
    </message>
    <message>
        <source>{name}&apos;s game is on your network.</source>
        <translation>{name} héberge une partie sur votre réseau.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
    <message>
        <source>Compare the check numbers: {numbers}.</source>
        <translation>Comparez les nombres de contrôle&#xa0;: {numbers}.</translation>
    </message>
    <message>
        <source>Waiting for {friend} to accept your rules:</source>
        <translation>En attente de l’accord de {friend} sur vos règles&#xa0;:</translation>
    </message>
    <message>
        <source>{friend} joined your game.</source>
        <translation>{friend} a rejoint votre partie.</translation>
    </message>
    <message>
        <source>Waiting for {friend}&apos;s rules…</source>
        <translation>En attente des règles de {friend}…</translation>
    </message>
    <message>
        <source>You are connected to {friend}.</source>
        <translation>La connexion avec {friend} est établie.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message that does not belong here: the connection was ended.</source>
        <translation>Le programme de votre ami a envoyé un message qui n’a rien à faire ici&#xa0;: la connexion a été fermée.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent rules this one cannot read (it may be another version of the game): the connection was ended.</source>
        <translation>Le programme de votre ami a envoyé des règles que celui-ci ne sait pas lire (c’est peut-être une autre version du jeu)&#xa0;: la connexion a été fermée.</translation>
    </message>
    <message>
        <source>{friend} asks you to play these rules:</source>
        <translation>{friend} vous propose de jouer avec ces règles&#xa0;:</translation>
    </message>
    <message>
        <source>{friend}&apos;s rules came. {rules} Accept or decline them.</source>
        <translation>Les règles de {friend} sont arrivées. {rules} Acceptez-les ou refusez-les.</translation>
    </message>
    <message>
        <source>The rules you offered {friend}:</source>
        <translation>Les règles que vous avez proposées à {friend}&#xa0;:</translation>
    </message>
    <message>
        <source>{friend} declined your rules. Host again, or cancel and choose other rules in the settings.</source>
        <translation>{friend} a refusé vos règles. Hébergez à nouveau la partie, ou annulez et choisissez d’autres règles dans les paramètres.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent an answer this one cannot read: the connection was ended.</source>
        <translation>Le programme de votre ami a envoyé une réponse que celui-ci ne sait pas lire&#xa0;: la connexion a été fermée.</translation>
    </message>
    <message>
        <source>You declined {friend}&apos;s rules: {friend} is told. Go back to join another game, or cancel.</source>
        <translation>Vous avez refusé les règles de {friend}&#xa0;: votre réponse a été transmise à {friend}. Revenez en arrière pour rejoindre une autre partie, ou annulez.</translation>
    </message>
    <message>
        <source>The rules are agreed: the match begins.</source>
        <translation>Les règles sont convenues&#xa0;: le match commence.</translation>
    </message>
    <message>
        <source>The connection was closed before your friend&apos;s program greeted this one.</source>
        <translation>La connexion a été fermée avant que le programme de votre ami ne se présente.</translation>
    </message>
    <message>
        <source>{friend} ended the connection.</source>
        <translation>{friend} a mis fin à la connexion.</translation>
    </message>
    <message>
        <source>A connection came but never greeted as this game does: it was ended.</source>
        <translation>Une connexion est arrivée mais ne s’est jamais présentée comme le fait ce jeu&#xa0;: elle a été fermée.</translation>
    </message>
    <message>
        <source>No answer from your friend&apos;s program. Check the address, that your friend is hosting, and that their firewall lets the game through.</source>
        <translation>Pas de réponse du programme de votre ami. Vérifiez l’adresse, que votre ami héberge bien une partie et que son pare-feu laisse passer le jeu.</translation>
    </message>
    <message>
        <source>Waiting for a friend again…</source>
        <translation>De nouveau en attente d’un ami…</translation>
    </message>
    <message>
        <source>Give your name first: 1 to 40 characters, on one line.</source>
        <translation>Indiquez d’abord votre nom&#xa0;: de 1 à 40 caractères, sur une seule ligne.</translation>
    </message>
    <message>
        <source>Type your friend&apos;s address and port, as in 192.168.1.20:50123, or their invite code.</source>
        <translation>Saisissez l’adresse et le port de votre ami, par exemple 192.168.1.20:50123, ou son code d’invitation.</translation>
    </message>
    <message>
        <source>This invite code is mistyped: check it with your friend, character by character.</source>
        <translation>Ce code d’invitation est mal saisi&#xa0;: vérifiez-le avec votre ami, caractère par caractère.</translation>
    </message>
    <message>
        <source>Type the address with its port after a colon, as in 192.168.1.20:50123, or the invite code.</source>
        <translation>Saisissez l’adresse suivie de deux-points et du port, par exemple 192.168.1.20:50123, ou le code d’invitation.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after the colon: 192.168.1.20:50123.</source>
        <translation>Le port est un nombre de 1 à 65535, après les deux-points&#xa0;: 192.168.1.20:50123.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in square brackets, then a colon and the port: [2001:db8::5]:50123.</source>
        <translation>Une adresse IPv6 s’écrit entre crochets, suivie de deux-points et du port&#xa0;: [2001:db8::5]:50123.</translation>
    </message>
    <message>
        <source>“{address}” is not an address.</source>
        <translation>«&#xa0;{address}&#xa0;» n’est pas une adresse.</translation>
    </message>
    <message>
        <source>Host a game, and your friend joins it from their computer. Nothing listens on the network until you start hosting.</source>
        <translation>Hébergez une partie, et votre ami la rejoint depuis son ordinateur. Le jeu n’écoute rien sur le réseau tant que vous ne lancez pas l’hébergement.</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Lancer l’hébergement</translation>
    </message>
    <message>
        <source>Listen for your friend, and show your game to the computers of your network</source>
        <translation>Se mettre à l’écoute de votre ami et montrer votre partie aux ordinateurs de votre réseau</translation>
    </message>
    <message>
        <source>Invite code for the &amp;address:</source>
        <translation>Code d’invitation pour l’&amp;adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Address in the invite code</source>
        <translation>Adresse dans le code d’invitation</translation>
    </message>
    <message>
        <source>Choose one of this computer&apos;s addresses, or type your public address for a friend over the internet</source>
        <translation>Choisissez l’une des adresses de cet ordinateur, ou saisissez votre adresse publique pour un ami sur Internet</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the invite code</source>
        <translation>Copier le code d’invitation</translation>
    </message>
    <message>
        <source>S&amp;top hosting</source>
        <translation>Arrê&amp;ter l’hébergement</translation>
    </message>
    <message>
        <source>Your friend is asked to accept your rules, from your settings:</source>
        <translation>Votre ami devra accepter vos règles, tirées de vos paramètres&#xa0;:</translation>
    </message>
    <message>
        <source>A friend on your network sees your game in their list, or types one of this computer&apos;s addresses:
{addresses}</source>
        <translation>Un ami sur votre réseau voit votre partie dans sa liste, ou saisit l’une des adresses de cet ordinateur&#xa0;:
{addresses}</translation>
    </message>
    <message>
        <source>This computer has no address on a network: a friend can reach it only through this computer&apos;s own name, with port {port}.</source>
        <translation>Cet ordinateur n’a aucune adresse réseau&#xa0;: un ami ne peut le joindre que par le nom de cet ordinateur, avec le port {port}.</translation>
    </message>
    <message>
        <source>For a friend over the internet, your router must forward port {port} to this computer, and the invite code must carry your public address (your router shows it: type it above). Windows or macOS may ask whether to let the game through the firewall: allow it, or your friend cannot connect.</source>
        <translation>Pour un ami sur Internet, votre routeur doit rediriger le port {port} vers cet ordinateur, et le code d’invitation doit contenir votre adresse publique (votre routeur l’indique&#xa0;: saisissez-la ci-dessus). Windows ou macOS peut vous demander s’il faut laisser passer le jeu à travers le pare-feu&#xa0;: autorisez-le, sinon votre ami ne pourra pas se connecter.</translation>
    </message>
    <message>
        <source>Invite code: {code}</source>
        <translation>Code d’invitation&#xa0;: {code}</translation>
    </message>
    <message>
        <source>No invite code: type an IPv4 or IPv6 address above.</source>
        <translation>Pas de code d’invitation&#xa0;: saisissez une adresse IPv4 ou IPv6 ci-dessus.</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Parties sur votre réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Parties sur votre réseau</translation>
    </message>
    <message>
        <source>Enter joins the game chosen</source>
        <translation>Entrée&#xa0;: rejoindre la partie choisie</translation>
    </message>
    <message>
        <source>No game found yet. Ask your friend to host, or type their address or invite code below.</source>
        <translation>Aucune partie trouvée pour l’instant. Demandez à votre ami d’héberger une partie, ou saisissez son adresse ou son code d’invitation ci-dessous.</translation>
    </message>
    <message>
        <source>Address or invite &amp;code:</source>
        <translation>Adresse ou &amp;code d’invitation&#xa0;:</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>Adresse ou code d’invitation</translation>
    </message>
    <message>
        <source>192.168.1.20:50123 or 7Q3K-2M0D-9XWA</source>
        <translation>192.168.1.20:50123 ou 7Q3K-2M0D-9XWA</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>&amp;Se connecter</translation>
    </message>
    <message>
        <source>&amp;Accept the rules</source>
        <translation>&amp;Accepter les règles</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>Re&amp;fuser</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>&amp;Héberger à nouveau</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>End this connection, and join another game</source>
        <translation>Mettre fin à cette connexion et rejoindre une autre partie</translation>
    </message>
    <message>
        <source>Check numbers: {numbers}</source>
        <translation>Nombres de contrôle&#xa0;: {numbers}</translation>
    </message>
    <message>
        <source>Compare these four numbers with {friend}, aloud or by message: both screens must show the same. If they differ, someone is between you on the network: cancel, and do not play.</source>
        <translation>Comparez ces quatre nombres avec {friend}, à voix haute ou par message&#xa0;: les deux écrans doivent afficher les mêmes. S’ils diffèrent, quelqu’un s’est glissé entre vous sur le réseau&#xa0;: annulez et ne jouez pas.</translation>
    </message>
</context>
<context>
    <name>FriendLink</name>
    <message>
        <source>The connection failed: {reason}</source>
        <translation>La connexion a échoué : {reason}</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the game&apos;s protocol than this one (version {ours}): both of you need the same version.</source>
        <translation>Le programme de votre ami parle une autre version du protocole du jeu que celui-ci (version {ours}) : il vous faut la même version à tous les deux.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks version {theirs} of the game&apos;s protocol, this one version {ours}: both of you need the same version.</source>
        <translation>Le programme de votre ami parle la version {theirs} du protocole du jeu, celui-ci la version {ours} : il vous faut la même version à tous les deux.</translation>
    </message>
    <message>
        <source>The other side is not this game: the connection was ended.</source>
        <translation>L’autre côté n’est pas ce jeu : la connexion a été fermée.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent a message larger than any of the game&apos;s.</source>
        <translation>La connexion a été fermée : le programme de votre ami a envoyé un message plus grand que tous ceux du jeu.</translation>
    </message>
    <message>
        <source>The connection was ended: your friend&apos;s program sent something that is not a message of the game.</source>
        <translation>La connexion a été fermée : le programme de votre ami a envoyé quelque chose qui n’est pas un message du jeu.</translation>
    </message>
    <message>
        <source>The connection was ended: a message was changed on the way, or not sealed with your connection&apos;s key.</source>
        <translation>La connexion a été fermée : un message a été modifié en chemin, ou n’était pas scellé avec la clé de votre connexion.</translation>
    </message>
    <message>
        <source>The connection was ended: a message came again, or out of order.</source>
        <translation>La connexion a été fermée : un message est arrivé deux fois, ou dans le désordre.</translation>
    </message>
</context>
<context>
    <name>FriendSeating</name>
    <message>
        <source>The saved match against a friend could not be read ({reason}); it was moved aside as {name}.</source>
        <translation>Le match enregistré contre un ami n’a pas pu être lu ({reason}) ; il a été mis de côté sous le nom {name}.</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Your friend&apos;s program sent a deck with something that is not a card.</source>
        <translation>Le programme de votre ami a envoyé un paquet contenant autre chose que des cartes.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a deck that is not 52 different cards.</source>
        <translation>Le programme de votre ami a envoyé un paquet qui n’est pas formé de 52 cartes différentes.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a key that shows no card.</source>
        <translation>Le programme de votre ami a envoyé une clé qui ne révèle aucune carte.</translation>
    </message>
    <message>
        <source>The same card was shown at two places of the deck.</source>
        <translation>La même carte a été révélée à deux endroits du paquet.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed other keys than the ones it promised before the deal.</source>
        <translation>Le programme de votre ami a révélé d’autres clés que celles qu’il avait promises avant la donne.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program revealed keys that are not well formed.</source>
        <translation>Le programme de votre ami a révélé des clés mal formées.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program shuffled otherwise than its keys say: a card was changed while hidden.</source>
        <translation>Le programme de votre ami a mélangé autrement que ne l’indiquent ses clés&#xa0;: une carte a été changée alors qu’elle était cachée.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program hid the cards otherwise than its keys say.</source>
        <translation>Le programme de votre ami a caché les cartes autrement que ne l’indiquent ses clés.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card with a key it had not promised.</source>
        <translation>Le programme de votre ami a révélé une carte avec une clé qu’il n’avait pas promise.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program made a move the rules do not allow with the cards it holds.</source>
        <translation>Le programme de votre ami a joué un coup que les règles n’autorisent pas avec les cartes qu’il a en main.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not show the cards its move shows.</source>
        <translation>Le programme de votre ami n’a pas révélé les cartes que montre son coup.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program showed a card it may not show now.</source>
        <translation>Le programme de votre ami a révélé une carte qu’il n’a pas le droit de montrer maintenant.</translation>
    </message>
    <message>
        <source>{what} The match is stopped; what was sent is kept as evidence.</source>
        <translation>{what} Le match est interrompu&#xa0;; ce qui a été envoyé est conservé comme preuve.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message out of turn or out of bounds. The match is stopped.</source>
        <translation>Le programme de votre ami a envoyé un message hors de son tour ou hors des limites permises. Le match est interrompu.</translation>
    </message>
    <message>
        <source>Your friend left: the connection was closed before the match was over.</source>
        <translation>Votre ami est parti&#xa0;: la connexion a été fermée avant la fin du match.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to {friend} was lost. The match waits up to %n minute(s) for it to come back; you may play on meanwhile.</source>
        <translation>
            <numerusform>La connexion avec {friend} a été perdue. Le match attend qu’elle soit rétablie pendant %n minute au plus ; vous pouvez continuer à jouer en attendant.</numerusform>
            <numerusform>La connexion avec {friend} a été perdue. Le match attend qu’elle soit rétablie pendant %n minutes au plus ; vous pouvez continuer à jouer en attendant.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to {friend} is back: the match goes on.</source>
        <translation>La connexion avec {friend} est rétablie : le match continue.</translation>
    </message>
    <message numerus="yes">
        <source>{friend} did not come back within %n minute(s): the match is over.</source>
        <translation>
            <numerusform>La connexion avec {friend} n’a pas été rétablie dans un délai de %n minute : le match est terminé.</numerusform>
            <numerusform>La connexion avec {friend} n’a pas été rétablie dans un délai de %n minutes : le match est terminé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s program did not reveal its keys within %n second(s) after the hand, so the deal cannot be checked: {friend} forfeits the match.</source>
        <translation>
            <numerusform>Le programme de {friend} n’a pas révélé ses clés dans un délai de %n seconde après la manche : la donne ne peut donc pas être vérifiée, et {friend} perd le match par forfait.</numerusform>
            <numerusform>Le programme de {friend} n’a pas révélé ses clés dans un délai de %n secondes après la manche : la donne ne peut donc pas être vérifiée, et {friend} perd le match par forfait.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the computer could not be asked ({error})</source>
        <translation>impossible d’interroger l’ordinateur ({error})</translation>
    </message>
    <message numerus="yes">
        <source>the computer gave no answer in %n second(s)</source>
        <translation>
            <numerusform>l’ordinateur n’a pas répondu en %n seconde</numerusform>
            <numerusform>l’ordinateur n’a pas répondu en %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer chose an illegal move: {move}</source>
        <translation>l’ordinateur a choisi un coup illégal&#xa0;: {move}</translation>
    </message>
    <message>
        <source>the computer&apos;s move was refused ({error})</source>
        <translation>le coup de l’ordinateur a été refusé ({error})</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>The window and its menus</source>
        <translation>La fenêtre et ses menus</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Move between the card table and the panel&apos;s buttons</source>
        <translation>Passer de la table de jeu aux boutons du panneau</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Press the button that has the focus</source>
        <translation>Appuyer sur le bouton qui a le focus</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Avec un lecteur d’écran</translation>
    </message>
    <message>
        <source>The card table reads as a list of places: the computer&apos;s hand at the top, the stock, the discard pile and the knock area in the middle, your hand at the bottom, and at the showdown both sides&apos; cards laid out. &lt;i&gt;Your hand&lt;/i&gt; lists your cards in their order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → along a row of laid-out cards. C reads your cards with their melds and deadwood, T the table, W the score, and A says the last message again.</source>
        <translation>La table de jeu se lit comme une liste de zones&#xa0;: la main de l’ordinateur en haut, le talon, la défausse et la zone de frappe au milieu, votre main en bas et, au décompte, les cartes étalées des deux joueurs. &lt;i&gt;Votre main&lt;/i&gt; énumère vos cartes dans leur ordre, chacune avec sa combinaison&#xa0;; une carte propose Sélectionner, Défausser et Frapper, le talon Piocher et la défausse Prendre. ↑ et ↓ font passer le lecteur d’écran d’une zone à l’autre, ← et → le long d’une rangée de cartes étalées. C lit vos cartes avec leurs combinaisons et vos cartes isolées, T la table, W le score, et A répète le dernier message.</translation>
    </message>
    <message>
        <source>While the card table has the keyboard focus, what happens is said as it happens: the computer&apos;s moves, the card you draw, a refusal and why, the hint, a knock and each hand&apos;s result. On Linux it is said through the card or place the screen reader is on, which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt&apos;s announcements, for NVDA, Narrator and VoiceOver.</source>
        <translation>Quand la table de jeu a le focus clavier, tout ce qui se passe est annoncé au fur et à mesure&#xa0;: les coups de l’ordinateur, la carte que vous piochez, un refus et sa raison, le conseil, une frappe et le résultat de chaque manche. Sous Linux, l’annonce passe par la carte ou la zone où se trouve le lecteur d’écran, et Orca la prononce (testé avec Orca 43 et 48)&#xa0;; sous Windows et macOS, elle est transmise sous forme d’annonces Qt, pour NVDA, le Narrateur et VoiceOver.</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
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
        <translation>Maj+←</translation>
    </message>
    <message>
        <source>Shift+→</source>
        <translation>Maj+→</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
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
        <translation>Cet ordinateur n’est sur aucun réseau local&#xa0;: votre partie ne peut donc pas y être affichée. Votre ami peut quand même la rejoindre avec le code d’invitation.</translation>
    </message>
    <message>
        <source>Your game cannot be shown on the local network ({reason}). Your friend can still join with the invite code.</source>
        <translation>Votre partie ne peut pas être affichée sur le réseau local ({reason}). Votre ami peut quand même la rejoindre avec le code d’invitation.</translation>
    </message>
    <message>
        <source>Games on the local network cannot be looked for ({reason}). You can still join a friend&apos;s game with its invite code.</source>
        <translation>Impossible de chercher des parties sur le réseau local ({reason}). Vous pouvez quand même rejoindre la partie d’un ami avec son code d’invitation.</translation>
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
        <translation>État</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Partie enregistrée illisible</translation>
    </message>
    <message>
        <source>Saved games live in {folder}.</source>
        <translation>Les parties enregistrées se trouvent dans {folder}.</translation>
    </message>
    <message>
        <source>The game could not be saved ({problem}); it goes on unsaved.</source>
        <translation>La partie n’a pas pu être enregistrée ({problem})&#xa0;; elle continue sans sauvegarde.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Pas de conseil cette fois-ci.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>Computer · {level}  —  thinking…</source>
        <translation>Ordinateur · {level}  —  réfléchit…</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Ordinateur · {level}</translation>
    </message>
    <message>
        <source>{name} · your friend  —  thinking…</source>
        <translation>{name} · votre ami  —  réfléchit…</translation>
    </message>
    <message>
        <source>{name} · your friend</source>
        <translation>{name} · votre ami</translation>
    </message>
    <message>
        <source>Computer error: {problem}</source>
        <translation>Erreur de l’ordinateur&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>The computer player failed ({problem}); a simple move was made.</source>
        <translation>Le joueur ordinateur a échoué ({problem})&#xa0;; un coup simple a été joué à sa place.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Activer ou couper le son (le volume se règle dans les paramètres)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>No audio output was found on this computer, so the game is silent.</source>
        <translation>Aucune sortie audio n’a été trouvée sur cet ordinateur&#xa0;: le jeu reste muet.</translation>
    </message>
    <message>
        <source>{turn}: {hint}</source>
        <translation>{turn}&#xa0;: {hint}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>Play a friend on another computer</source>
        <translation>Jouer contre un ami sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Afficher la feuille de marque</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Afficher vos statistiques</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>&amp;Historique des manches…</translation>
    </message>
    <message>
        <source>Replay the finished hands</source>
        <translation>Revoir les manches terminées</translation>
    </message>
    <message>
        <source>A &amp;fair deal…</source>
        <translation>&amp;Donne équitable…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Ouvrir les paramètres</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit (the match is kept for next time)</source>
        <translation>Quitter (la partie est gardée pour la prochaine fois)</translation>
    </message>
    <message>
        <source>Show the rules of the game</source>
        <translation>Afficher les règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Play a friend…</source>
        <translation>&amp;Jouer contre un ami…</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Clavier…</translation>
    </message>
    <message>
        <source>&amp;About Gin Rummy</source>
        <translation>À &amp;propos de Gin Rummy</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>the computer player&apos;s memory is unusable ({error})</source>
        <translation>la mémoire du joueur ordinateur est inutilisable ({error})</translation>
    </message>
    <message>
        <source>it could not be put back on the table ({error})</source>
        <translation>elle n’a pas pu être remise sur la table ({error})</translation>
    </message>
    <message>
        <source>This match&apos;s secret seed could not be read back, so its deals so far can no longer be verified; the next deals come from a new seed.</source>
        <translation>La graine secrète de ce match n’a pas pu être relue&#xa0;: ses donnes jusqu’ici ne peuvent plus être vérifiées&#xa0;; les prochaines donnes viendront d’une nouvelle graine.</translation>
    </message>
    <message>
        <source>This match is marked unverifiable: its save holds a deal seed this program cannot vouch it drew (written by hand, by an earlier version or on another computer) or could not read back, so its cards may have been chosen. It goes on, and its hands are counted apart in the statistics.</source>
        <translation>Ce match est marqué invérifiable&#xa0;: sa sauvegarde contient une graine de donne que ce programme ne peut pas garantir avoir tirée lui-même (écrite à la main, par une version antérieure ou sur un autre ordinateur) ou qu’il n’a pas pu relire&#xa0;; ses cartes ont donc pu être choisies. Le match continue, et ses manches sont comptées à part dans les statistiques.</translation>
    </message>
    <message numerus="yes">
        <source>This is an earlier save of this match: the statistics had recorded %n more hand(s) of it. Those results are kept, and the hands played from here on are counted apart.</source>
        <translation>
            <numerusform>Ceci est une sauvegarde antérieure de ce match&#xa0;: les statistiques en avaient enregistré %n manche de plus. Ces résultats sont conservés, et les manches jouées à partir d’ici sont comptées à part.</numerusform>
            <numerusform>Ceci est une sauvegarde antérieure de ce match&#xa0;: les statistiques en avaient enregistré %n manches de plus. Ces résultats sont conservés, et les manches jouées à partir d’ici sont comptées à part.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored setting could not be read and was reset: {problem}</source>
        <translation>Un paramètre enregistré n’a pas pu être lu et a été réinitialisé&#xa0;: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>A stored setting could not be read and was reset: {problem} (and %n other(s); see the log)</source>
        <translation>
            <numerusform>Un paramètre enregistré n’a pas pu être lu et a été réinitialisé&#xa0;: {problem} (et %n autre&#xa0;; voir le journal)</numerusform>
            <numerusform>Un paramètre enregistré n’a pas pu être lu et a été réinitialisé&#xa0;: {problem} (et %n autres&#xa0;; voir le journal)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game? {score}</source>
        <translation>Abandonner cette partie&#xa0;? {score}</translation>
    </message>
    <message>
        <source>The seed is revealed; the next deals come from a new seed, fingerprint {digits}.</source>
        <translation>La graine est révélée&#xa0;; les prochaines donnes viendront d’une nouvelle graine, d’empreinte {digits}.</translation>
    </message>
    <message>
        <source>Hints are off in a match against a friend.</source>
        <translation>Les conseils sont désactivés dans un match contre un ami.</translation>
    </message>
    <message>
        <source>Undo is off in a match against a friend.</source>
        <translation>L’annulation est désactivée dans un match contre un ami.</translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>your reordering of the hand</source>
        <translation>votre réorganisation de la main</translation>
    </message>
    <message>
        <source>Took back {what}.</source>
        <translation>Annulé&#xa0;: {what}.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Paramètres enregistrés.</translation>
    </message>
    <message>
        <source>The settings could not be saved (they apply to this session only).</source>
        <translation>Les paramètres n’ont pas pu être enregistrés (ils ne valent que pour cette session).</translation>
    </message>
    <message>
        <source>The new rules start with the next game.</source>
        <translation>Les nouvelles règles s’appliqueront à la prochaine partie.</translation>
    </message>
    <message>
        <source>The new look starts with the next hand.</source>
        <translation>Le nouvel aspect s’appliquera à la prochaine manche.</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>aujourd’hui à {clock}</translation>
    </message>
    <message>
        <source>{day} at {clock}</source>
        <translation>{day} à {clock}</translation>
    </message>
    <message>
        <source>Resumed your game.</source>
        <translation>Partie reprise.</translation>
    </message>
    <message>
        <source>Resumed your game from {when}.</source>
        <translation>Partie reprise là où vous l’aviez laissée ({when}).</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. A new game has started.</source>
        <translation>Votre partie enregistrée n’a pas pu être lue&#xa0;: {problem}. Une nouvelle partie a commencé.</translation>
    </message>
    <message>
        <source>Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has started.</source>
        <translation>Votre partie enregistrée n’a pas pu être lue&#xa0;: {problem}. Elle a été conservée sous le nom «&#xa0;{kept}&#xa0;». Une nouvelle partie a commencé.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Computer drew from the stock</source>
        <translation>L’ordinateur a pioché dans le talon</translation>
    </message>
    <message>
        <source>{friend} drew from the stock</source>
        <translation>{friend} a pioché dans le talon</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}&#x202f;%</translation>
    </message>
</context>
<context>
    <name>PanelWords</name>
    <message>
        <source>No melds yet.</source>
        <translation>Pas encore de combinaison.</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Reste&#xa0;:</translation>
    </message>
    <message>
        <source>deadwood, yours · best {best}</source>
        <translation>votre reste · meilleur possible&#xa0;: {best}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>{points} after the best discard</source>
        <translation>{points} après la meilleure défausse</translation>
    </message>
    <message>
        <source>{points} after discarding {card}</source>
        <translation>{points} en défaussant {card}</translation>
    </message>
    <message>
        <source>Arrange melds ({key}) takes the best</source>
        <translation>Ranger les combinaisons ({key}) reprend le meilleur rangement</translation>
    </message>
    <message>
        <source>knock at {limit} or less</source>
        <translation>frappe à {limit} ou moins</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>gin seulement</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Start a new game ({key}) or review the match ({review}) from the Game menu.</source>
        <translation>Commencez une nouvelle partie ({key}) ou analysez le match ({review}) depuis le menu Partie.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Manche terminée</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next hand&lt;/b&gt; ({key}) to deal again.</source>
        <translation>Appuyez sur &lt;b&gt;Manche suivante&lt;/b&gt; ({key}) pour redistribuer.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Les cartes sont en cours de distribution.</translation>
    </message>
    <message>
        <source>Computer&apos;s turn</source>
        <translation>Tour de l’ordinateur</translation>
    </message>
    <message>
        <source>{friend}&apos;s turn</source>
        <translation>Tour de {friend}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>The computer is laying off onto your melds.</source>
        <translation>L’ordinateur dépose des cartes sur vos combinaisons.</translation>
    </message>
    <message>
        <source>{friend} is laying off onto your melds.</source>
        <translation>{friend} dépose des cartes sur vos combinaisons.</translation>
    </message>
    <message>
        <source>The computer decides whether to take the upcard.</source>
        <translation>L’ordinateur décide s’il prend la retourne.</translation>
    </message>
    <message>
        <source>{friend} decides whether to take the upcard.</source>
        <translation>{friend} décide de prendre ou non la retourne.</translation>
    </message>
    <message>
        <source>Wait for the computer to draw and discard. You may rearrange your hand.</source>
        <translation>Attendez que l’ordinateur pioche et se défausse. Vous pouvez réorganiser votre main.</translation>
    </message>
    <message>
        <source>Wait for {friend} to draw and discard. You may rearrange your hand.</source>
        <translation>Attendez que {friend} pioche et se défausse. Vous pouvez réorganiser votre main.</translation>
    </message>
    <message>
        <source>Take the upcard {card} ({take}) or pass ({pass_key}).</source>
        <translation>Prenez la retourne {card} ({take}) ou passez ({pass_key}).</translation>
    </message>
    <message>
        <source>The wall: take {card} only to knock ({take}), or pass ({pass_key}).</source>
        <translation>Le mur&#xa0;: prenez {card} seulement pour frapper ({take}), ou passez ({pass_key}).</translation>
    </message>
    <message>
        <source>You must draw from the stock ({draw}): the upcard was passed.</source>
        <translation>Vous devez piocher dans le talon ({draw})&#xa0;: la retourne a été refusée.</translation>
    </message>
    <message>
        <source>Draw from the stock ({draw}) or take {card} from the discard pile ({take}).</source>
        <translation>Piochez dans le talon ({draw}) ou prenez {card} sur la défausse ({take}).</translation>
    </message>
    <message>
        <source>The computer went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>L’ordinateur a fait gin&#xa0;: rien à déposer. Appuyez sur &lt;b&gt;Compter les points&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>{friend} went gin: there is nothing to lay off. Press &lt;b&gt;Score the hand&lt;/b&gt; ({key}).</source>
        <translation>{friend} a fait gin&#xa0;: rien à déposer. Appuyez sur &lt;b&gt;Compter les points&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>The computer knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>L’ordinateur a frappé. Appuyez sur &lt;b&gt;Déposer&lt;/b&gt; ({key}) pour déposer vos cartes et compter les points.</translation>
    </message>
    <message>
        <source>{friend} knocked. Press &lt;b&gt;Lay off&lt;/b&gt; ({key}) to lay off and score.</source>
        <translation>{friend} a frappé. Appuyez sur &lt;b&gt;Déposer&lt;/b&gt; ({key}) pour déposer vos cartes et compter les points.</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You have &lt;b&gt;gin&lt;/b&gt; ({gin})!</source>
        <translation>Défaussez&#xa0;: faites glisser une carte sur la défausse, ou sélectionnez-la et appuyez sur {discard}. Vous pouvez faire &lt;b&gt;gin&lt;/b&gt; ({gin})&#xa0;!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}. You can &lt;b&gt;knock&lt;/b&gt; ({knock})!</source>
        <translation>Défaussez&#xa0;: faites glisser une carte sur la défausse, ou sélectionnez-la et appuyez sur {discard}. Vous pouvez &lt;b&gt;frapper&lt;/b&gt; ({knock})&#xa0;!</translation>
    </message>
    <message>
        <source>Discard: drag a card to the discard pile, or select it and press {discard}.</source>
        <translation>Défaussez&#xa0;: faites glisser une carte sur la défausse, ou sélectionnez-la et appuyez sur {discard}.</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>Score final&#xa0;: &lt;b&gt;Vous&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Ordinateur&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Final: &lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>Score final&#xa0;: &lt;b&gt;Vous&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Computer&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Vous&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;Ordinateur&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</source>
        <translation>&lt;b&gt;Vous&lt;/b&gt; {mine} &amp;nbsp;·&amp;nbsp; &lt;b&gt;{friend}&lt;/b&gt; {theirs}</translation>
    </message>
    <message>
        <source>Game to {target} · {rules} rules</source>
        <translation>Partie en {target} · règles {rules}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>défausser {card}</translation>
    </message>
    <message>
        <source>knock, discarding {card}</source>
        <translation>frapper en défaussant {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher dans le talon</translation>
    </message>
    <message>
        <source>take the card from the pile</source>
        <translation>prendre la carte de la défausse</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>declare big gin</source>
        <translation>annoncer un grand gin</translation>
    </message>
    <message>
        <source>lay off</source>
        <translation>déposer</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>continuer à jouer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action} (press {key}).&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Conseil&#xa0;: {action} (touche {key}).&lt;/b&gt; {reason}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint: {action}.&lt;/b&gt; {reason}.</source>
        <translation>&lt;b&gt;Conseil&#xa0;: {action}.&lt;/b&gt; {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Leçon&#xa0;: plutôt que «&#xa0;{played}&#xa0;», mieux valait «&#xa0;{better}&#xa0;» (environ %n point par manche). {reason}.</numerusform>
            <numerusform>Leçon&#xa0;: plutôt que «&#xa0;{played}&#xa0;», mieux valait «&#xa0;{better}&#xa0;» (environ %n points par manche). {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.</source>
        <translation>
            <numerusform>Leçon, manche {hand}&#xa0;: plutôt que «&#xa0;{played}&#xa0;», mieux valait «&#xa0;{better}&#xa0;» (environ %n point par manche). {reason}.</numerusform>
            <numerusform>Leçon, manche {hand}&#xa0;: plutôt que «&#xa0;{played}&#xa0;», mieux valait «&#xa0;{better}&#xa0;» (environ %n points par manche). {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known in the computer&apos;s hand:</source>
        <translation>Cartes connues dans la main de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Known in {friend}&apos;s hand:</source>
        <translation>Cartes connues dans la main de {friend}&#xa0;:</translation>
    </message>
    <message>
        <source>Next match fingerprint {digits}</source>
        <translation>Empreinte du prochain match {digits}</translation>
    </message>
    <message>
        <source>Next deal fingerprint {digits} · this hand&apos;s seed revealed</source>
        <translation>Empreinte de la prochaine donne {digits} · graine de cette manche révélée</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits} · unverifiable</source>
        <translation>Empreinte de la donne {digits} · invérifiable</translation>
    </message>
    <message>
        <source>Deal fingerprint {digits}</source>
        <translation>Empreinte de la donne {digits}</translation>
    </message>
    <message>
        <source>Hand {number} · stock {stock}</source>
        <translation>Manche {number} · talon {stock}</translation>
    </message>
    <message>
        <source>New game · stock {stock}</source>
        <translation>Nouvelle partie · talon {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · stock {stock}</source>
        <translation>Manche {number} · donneur&#xa0;: vous · talon {stock}</translation>
    </message>
    <message>
        <source>New game · you dealt · stock {stock}</source>
        <translation>Nouvelle partie · donneur&#xa0;: vous · talon {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · computer dealt · stock {stock}</source>
        <translation>Manche {number} · donneur&#xa0;: ordinateur · talon {stock}</translation>
    </message>
    <message>
        <source>Hand {number} · {friend} dealt · stock {stock}</source>
        <translation>Manche {number} · donneur&#xa0;: {friend} · talon {stock}</translation>
    </message>
    <message>
        <source>New game · computer dealt · stock {stock}</source>
        <translation>Nouvelle partie · donneur&#xa0;: ordinateur · talon {stock}</translation>
    </message>
    <message>
        <source>New game · {friend} dealt · stock {stock}</source>
        <translation>Nouvelle partie · donneur&#xa0;: {friend} · talon {stock}</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level}&lt;/b&gt;</source>
        <translation>Adversaire&#xa0;: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opponent: &lt;b&gt;{level} ({player})&lt;/b&gt;</source>
        <translation>Adversaire&#xa0;: &lt;b&gt;{level} ({player})&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ProcessSeat</name>
    <message>
        <source>the computer sent no usable memory</source>
        <translation>l’ordinateur n’a envoyé aucune mémoire utilisable</translation>
    </message>
    <message>
        <source>the computer&apos;s process stopped</source>
        <translation>le processus de l’ordinateur s’est arrêté</translation>
    </message>
    <message>
        <source>the computer&apos;s process was replaced</source>
        <translation>le processus de l’ordinateur a été remplacé</translation>
    </message>
    <message>
        <source>the computer sent no memory</source>
        <translation>l’ordinateur n’a envoyé aucune mémoire</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Hand {number}: you deal</source>
        <translation>Manche {number}&#xa0;: vous distribuez</translation>
    </message>
    <message>
        <source>Hand {number}: the computer deals</source>
        <translation>Manche {number}&#xa0;: l’ordinateur distribue</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} deals</source>
        <translation>Manche {number}&#xa0;: {friend} distribue</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · in play</source>
        <translation>Manche {number} · donneur&#xa0;: vous · en cours</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · in play</source>
        <translation>Manche {number} · donneur&#xa0;: ordinateur · en cours</translation>
    </message>
    <message>
        <source>Hand {number} · you dealt · {outcome}</source>
        <translation>Manche {number} · donneur&#xa0;: vous · {outcome}</translation>
    </message>
    <message>
        <source>Hand {number} · the computer dealt · {outcome}</source>
        <translation>Manche {number} · donneur&#xa0;: ordinateur · {outcome}</translation>
    </message>
    <message>
        <source>You laid out the melds (no lay-offs against gin)</source>
        <translation>Vous avez étalé vos combinaisons (aucun dépôt contre un gin)</translation>
    </message>
    <message>
        <source>Computer laid out the melds (no lay-offs against gin)</source>
        <translation>L’ordinateur a étalé ses combinaisons (aucun dépôt contre un gin)</translation>
    </message>
    <message>
        <source>{friend} laid out the melds (no lay-offs against gin)</source>
        <translation>{friend} a étalé ses combinaisons (aucun dépôt contre un gin)</translation>
    </message>
    <message>
        <source>You had nothing to lay off</source>
        <translation>Vous n’aviez rien à déposer</translation>
    </message>
    <message>
        <source>Computer had nothing to lay off</source>
        <translation>L’ordinateur n’avait rien à déposer</translation>
    </message>
    <message>
        <source>{friend} had nothing to lay off</source>
        <translation>{friend} n’avait rien à déposer</translation>
    </message>
    <message>
        <source>You laid off {cards}</source>
        <translation>Vous avez déposé {cards}</translation>
    </message>
    <message>
        <source>Computer laid off {cards}</source>
        <translation>L’ordinateur a déposé {cards}</translation>
    </message>
    <message>
        <source>{friend} laid off {cards}</source>
        <translation>{friend} a déposé {cards}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Vous avez fait un grand gin</translation>
    </message>
    <message>
        <source>Computer went big gin</source>
        <translation>L’ordinateur a fait un grand gin</translation>
    </message>
    <message>
        <source>{friend} went big gin</source>
        <translation>{friend} a fait un grand gin</translation>
    </message>
    <message>
        <source>You went gin (discarding {card})</source>
        <translation>Vous avez fait gin (en défaussant {card})</translation>
    </message>
    <message>
        <source>Computer went gin (discarding {card})</source>
        <translation>L’ordinateur a fait gin (en défaussant {card})</translation>
    </message>
    <message>
        <source>{friend} went gin (discarding {card})</source>
        <translation>{friend} a fait gin (en défaussant {card})</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>Vous avez frappé avec un reste de {deadwood} (en défaussant {card})</translation>
    </message>
    <message>
        <source>Computer knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>L’ordinateur a frappé avec un reste de {deadwood} (en défaussant {card})</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood (discarding {card})</source>
        <translation>{friend} a frappé avec un reste de {deadwood} (en défaussant {card})</translation>
    </message>
    <message>
        <source>You took the upcard {card}</source>
        <translation>Vous avez pris la retourne {card}</translation>
    </message>
    <message>
        <source>Computer took the upcard {card}</source>
        <translation>L’ordinateur a pris la retourne {card}</translation>
    </message>
    <message>
        <source>{friend} took the upcard {card}</source>
        <translation>{friend} a pris la retourne {card}</translation>
    </message>
    <message>
        <source>You drew from the stock: {card}</source>
        <translation>Vous avez pioché dans le talon&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Computer drew from the stock: {card}</source>
        <translation>L’ordinateur a pioché dans le talon&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{friend} drew from the stock: {card}</source>
        <translation>{friend} a pioché dans le talon&#xa0;: {card}</translation>
    </message>
    <message>
        <source>You took {card} from the pile</source>
        <translation>Vous avez pris {card} sur la défausse</translation>
    </message>
    <message>
        <source>Computer took {card} from the pile</source>
        <translation>L’ordinateur a pris {card} sur la défausse</translation>
    </message>
    <message>
        <source>{friend} took {card} from the pile</source>
        <translation>{friend} a pris {card} sur la défausse</translation>
    </message>
    <message>
        <source>You discarded {card} (two cards left in the stock: the wall)</source>
        <translation>Vous avez défaussé {card} (plus que deux cartes au talon&#xa0;: le mur)</translation>
    </message>
    <message>
        <source>Computer discarded {card} (two cards left in the stock: the wall)</source>
        <translation>L’ordinateur a défaussé {card} (plus que deux cartes au talon&#xa0;: le mur)</translation>
    </message>
    <message>
        <source>{friend} discarded {card} (two cards left in the stock: the wall)</source>
        <translation>{friend} a défaussé {card} (plus que deux cartes au talon&#xa0;: le mur)</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Vous avez défaussé {card}</translation>
    </message>
    <message>
        <source>Computer discarded {card}</source>
        <translation>L’ordinateur a défaussé {card}</translation>
    </message>
    <message>
        <source>{friend} discarded {card}</source>
        <translation>{friend} a défaussé {card}</translation>
    </message>
    <message>
        <source>You passed at the wall</source>
        <translation>Vous avez passé au mur</translation>
    </message>
    <message>
        <source>Computer passed at the wall</source>
        <translation>L’ordinateur a passé au mur</translation>
    </message>
    <message>
        <source>{friend} passed at the wall</source>
        <translation>{friend} a passé au mur</translation>
    </message>
    <message>
        <source>You passed the upcard</source>
        <translation>Vous avez refusé la retourne</translation>
    </message>
    <message>
        <source>Computer passed the upcard</source>
        <translation>L’ordinateur a refusé la retourne</translation>
    </message>
    <message>
        <source>{friend} passed the upcard</source>
        <translation>{friend} a refusé la retourne</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Historique des manches</translation>
    </message>
    <message>
        <source>Moves of the hand</source>
        <translation>Coups de la manche</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Début</translation>
    </message>
    <message>
        <source>The hand&apos;s start ({key})</source>
        <translation>Début de la manche ({key})</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>One step back ({key})</source>
        <translation>Un pas en arrière ({key})</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>One step on ({key})</source>
        <translation>Un pas en avant ({key})</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Fin ▶▶</translation>
    </message>
    <message>
        <source>The hand&apos;s end ({key})</source>
        <translation>Fin de la manche ({key})</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Exporter la manche…</translation>
    </message>
    <message>
        <source>The match up to the end of this hand, to a file</source>
        <translation>Le match jusqu’à la fin de cette manche, dans un fichier</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Exporter le match…</translation>
    </message>
    <message>
        <source>The whole match, to a file</source>
        <translation>Le match entier, dans un fichier</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Analyser le match…</translation>
    </message>
    <message>
        <source>Every decision of the match&apos;s finished hands valued against the best move, and the luck of the cards</source>
        <translation>Chaque décision des manches terminées du match, comparée au meilleur coup, et la chance des cartes</translation>
    </message>
    <message>
        <source>Play it again against</source>
        <translation>Rejouer contre</translation>
    </message>
    <message>
        <source>Level for Play this deal again</source>
        <translation>Niveau pour Rejouer cette donne</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Aucun match n’a encore été joué.</translation>
    </message>
    <message>
        <source>This match has no finished hand yet.</source>
        <translation>Ce match n’a encore aucune manche terminée.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened. {reason}</source>
        <translation>Impossible d’ouvrir «&#xa0;{name}&#xa0;». {reason}</translation>
    </message>
    <message>
        <source>Opened “{name}”.</source>
        <translation>«&#xa0;{name}&#xa0;» ouvert.</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Ouvrir un match</translation>
    </message>
    <message>
        <source>Match (*.json);;All files (*)</source>
        <translation>Match (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Step {step} of {count}</source>
        <translation>Étape {step} sur {count}</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer</source>
        <translation>Un nouveau match dont la première manche reprend ces cartes et ce donneur</translation>
    </message>
    <message>
        <source>A new match whose first hand has these cards and dealer, under the rules they were dealt under ({rules})</source>
        <translation>Un nouveau match dont la première manche reprend ces cartes et ce donneur, avec les règles de cette donne ({rules})</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exporter le match</translation>
    </message>
    <message>
        <source>Export the match up to this hand</source>
        <translation>Exporter le match jusqu’à cette manche</translation>
    </message>
    <message>
        <source>Match (*.json)</source>
        <translation>Match (*.json)</translation>
    </message>
    <message>
        <source>The match could not be exported: {reason}</source>
        <translation>Le match n’a pas pu être exporté&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The match was exported to “{name}”.</source>
        <translation>Le match a été exporté dans «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>The match up to hand {number} was exported to “{name}”.</source>
        <translation>Le match jusqu’à la manche {number} a été exporté dans «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>The deals of a seed not revealed yet can be checked once it is revealed.</source>
        <translation>Les donnes d’une graine pas encore révélée pourront être vérifiées une fois celle-ci révélée.</translation>
    </message>
    <message>
        <source>The match reviewed</source>
        <translation>Le match analysé</translation>
    </message>
    <message>
        <source>the current match</source>
        <translation>le match en cours</translation>
    </message>
    <message>
        <source>A new match has started with the cards of hand {number}, against {level}.</source>
        <translation>Un nouveau match a commencé avec les cartes de la manche {number}, contre le niveau {level}.</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Match en cours</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <source>The table at this step</source>
        <translation>La table à cette étape</translation>
    </message>
    <message>
        <source>No finished hand to show yet.</source>
        <translation>Aucune manche terminée à afficher pour l’instant.</translation>
    </message>
    <message>
        <source>You knocked · deadwood {points}</source>
        <translation>Vous avez frappé · reste {points}</translation>
    </message>
    <message>
        <source>Computer knocked · deadwood {points}</source>
        <translation>L’ordinateur a frappé · reste {points}</translation>
    </message>
    <message>
        <source>You · deadwood {points}</source>
        <translation>Vous · reste {points}</translation>
    </message>
    <message>
        <source>Computer · deadwood {points}</source>
        <translation>Ordinateur · reste {points}</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Talon {count}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile · %n card(s)</source>
        <translation>
            <numerusform>Défausse · %n carte</numerusform>
            <numerusform>Défausse · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: you may take the upcard or pass</source>
        <translation>Ensuite&#xa0;: vous pouvez prendre la retourne ou passer</translation>
    </message>
    <message>
        <source>Next: the computer may take the upcard</source>
        <translation>Ensuite&#xa0;: l’ordinateur peut prendre la retourne</translation>
    </message>
    <message>
        <source>Next: you draw</source>
        <translation>Ensuite&#xa0;: vous piochez</translation>
    </message>
    <message>
        <source>Next: the computer draws</source>
        <translation>Ensuite&#xa0;: l’ordinateur pioche</translation>
    </message>
    <message>
        <source>Next: you discard</source>
        <translation>Ensuite&#xa0;: vous vous défaussez</translation>
    </message>
    <message>
        <source>Next: the computer discards</source>
        <translation>Ensuite&#xa0;: l’ordinateur se défausse</translation>
    </message>
    <message>
        <source>Next: you lay off onto the computer&apos;s melds</source>
        <translation>Ensuite&#xa0;: vous déposez sur les combinaisons de l’ordinateur</translation>
    </message>
    <message>
        <source>Next: the computer lays off onto your melds</source>
        <translation>Ensuite&#xa0;: l’ordinateur dépose sur vos combinaisons</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L’ordinateur</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l’ordinateur</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out.</source>
        <translation>Personne n’a frappé avant l’épuisement du talon.</translation>
    </message>
    <message>
        <source>No score: the same dealer deals again.</source>
        <translation>Aucun point&#xa0;: le même donneur redistribue.</translation>
    </message>
    <message>
        <source>Doubled by the spade upcard (× {multiplier})</source>
        <translation>Doublé par le pique en retourne (× {multiplier})</translation>
    </message>
    <message>
        <source>Gin! You score {points}</source>
        <translation>Gin&#xa0;! Vous marquez {points}</translation>
    </message>
    <message>
        <source>Gin! The computer scores {points}</source>
        <translation>Gin&#xa0;! L’ordinateur marque {points}</translation>
    </message>
    <message>
        <source>Big gin! You score {points}</source>
        <translation>Grand gin&#xa0;! Vous marquez {points}</translation>
    </message>
    <message>
        <source>Big gin! The computer scores {points}</source>
        <translation>Grand gin&#xa0;! L’ordinateur marque {points}</translation>
    </message>
    <message>
        <source>Undercut! You score {points}</source>
        <translation>Contre&#xa0;! Vous marquez {points}</translation>
    </message>
    <message>
        <source>Undercut! The computer scores {points}</source>
        <translation>Contre&#xa0;! L’ordinateur marque {points}</translation>
    </message>
    <message>
        <source>You knocked and score {points}</source>
        <translation>Vous avez frappé et marquez {points}</translation>
    </message>
    <message>
        <source>The computer knocked and scores {points}</source>
        <translation>L’ordinateur a frappé et marque {points}</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Votre reste&#xa0;: {deadwood} (aucun dépôt contre un gin).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Reste de l’ordinateur&#xa0;: {deadwood} (aucun dépôt contre un gin).</translation>
    </message>
    <message>
        <source>{deadwood} + big gin bonus {bonus} = {total}</source>
        <translation>Reste {deadwood} + bonus de grand gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>{deadwood} + gin bonus {bonus} = {total}</source>
        <translation>Reste {deadwood} + bonus de gin {bonus} = {total}</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Vous avez frappé avec un reste de {deadwood}.</translation>
    </message>
    <message>
        <source>Gin! {friend} scores {points}</source>
        <translation>Gin&#xa0;! {friend} marque {points}</translation>
    </message>
    <message>
        <source>Big gin! {friend} scores {points}</source>
        <translation>Grand gin&#xa0;! {friend} marque {points}</translation>
    </message>
    <message>
        <source>Undercut! {friend} scores {points}</source>
        <translation>Contre&#xa0;! {friend} marque {points}</translation>
    </message>
    <message>
        <source>{friend} knocked and scores {points}</source>
        <translation>{friend} a frappé et marque {points}</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>L’ordinateur a frappé avec un reste de {deadwood}.</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} a frappé avec un reste de {deadwood}.</translation>
    </message>
    <message>
        <source>Difference {difference} + undercut bonus {bonus} = {total}</source>
        <translation>Différence {difference} + bonus de contre {bonus} = {total}</translation>
    </message>
    <message>
        <source>Difference {defender} − {knocker} = {total}</source>
        <translation>Différence {defender} − {knocker} = {total}</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (no lay-offs against gin).</source>
        <translation>Reste de {friend}&#xa0;: {deadwood} (aucun dépôt contre un gin).</translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood (nothing to lay off).</source>
        <translation>Votre reste&#xa0;: {deadwood} (rien à déposer).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Reste de l’ordinateur&#xa0;: {deadwood} (rien à déposer).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood (nothing to lay off).</source>
        <translation>Reste de {friend}&#xa0;: {deadwood} (rien à déposer).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Votre reste&#xa0;: {deadwood}, après le dépôt de {cards} ({points}).</translation>
    </message>
    <message>
        <source>The computer has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Reste de l’ordinateur&#xa0;: {deadwood}, après le dépôt de {cards} ({points}).</translation>
    </message>
    <message>
        <source>{friend} has {deadwood} deadwood after laying off {cards} ({points}).</source>
        <translation>Reste de {friend}&#xa0;: {deadwood}, après le dépôt de {cards} ({points}).</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} in game 1 of 3 (each to {target})</source>
        <translation>Vous {you} · Ordinateur {computer} dans la partie 1 sur 3 (chacune en {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} in game 1 of 3 (each to {target})</source>
        <translation>Vous {you} · {friend} {theirs} dans la partie 1 sur 3 (chacune en {target})</translation>
    </message>
    <message>
        <source>You {you} · Computer {computer} (game to {target})</source>
        <translation>Vous {you} · Ordinateur {computer} (partie en {target})</translation>
    </message>
    <message>
        <source>You {you} · {friend} {theirs} (game to {target})</source>
        <translation>Vous {you} · {friend} {theirs} (partie en {target})</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}</source>
        <translation>Score final&#xa0;: Vous {you} · Ordinateur {computer}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}</source>
        <translation>Score final&#xa0;: Vous {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Le match est nul</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>L’ordinateur gagne la partie</translation>
    </message>
    <message>
        <source>{friend} wins the game</source>
        <translation>{friend} gagne la partie</translation>
    </message>
    <message>
        <source>Final: You {you} · Computer {computer}, a margin of {margin}</source>
        <translation>Score final&#xa0;: Vous {you} · Ordinateur {computer}, écart de {margin}</translation>
    </message>
    <message>
        <source>Final: You {you} · {friend} {theirs}, a margin of {margin}</source>
        <translation>Score final&#xa0;: Vous {you} · {friend} {theirs}, écart de {margin}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · Computer {computer}</source>
        <translation>Points des manches&#xa0;: Vous {you} · Ordinateur {computer}</translation>
    </message>
    <message>
        <source>Hand points: You {you} · {friend} {theirs}</source>
        <translation>Points des manches&#xa0;: Vous {you} · {friend} {theirs}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</source>
        <translation>Bonus de ligne&#xa0;: Vous {you_hands} × {each} = {you_bonus} · {friend} {their_hands} × {each} = {their_bonus}</translation>
    </message>
    <message>
        <source>Game bonus: You +{bonus}</source>
        <translation>Bonus de partie&#xa0;: Vous +{bonus}</translation>
    </message>
    <message>
        <source>Game bonus: The computer +{bonus}</source>
        <translation>Bonus de partie&#xa0;: Ordinateur +{bonus}</translation>
    </message>
    <message>
        <source>Line bonus: You {you_hands} × {each} = {you_bonus} · Computer {computer_hands} × {each} = {computer_bonus}</source>
        <translation>Bonus de ligne&#xa0;: Vous {you_hands} × {each} = {you_bonus} · Ordinateur {computer_hands} × {each} = {computer_bonus}</translation>
    </message>
    <message>
        <source>Shutout: you doubled (everything)</source>
        <translation>Capot&#xa0;: vos points sont doublés (tout compris)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (everything)</source>
        <translation>Capot&#xa0;: les points de l’ordinateur sont doublés (tout compris)</translation>
    </message>
    <message>
        <source>Shutout: you doubled (hand points and game bonus)</source>
        <translation>Capot&#xa0;: vos points sont doublés (points des manches et bonus de partie)</translation>
    </message>
    <message>
        <source>Shutout: the computer doubled (hand points and game bonus)</source>
        <translation>Capot&#xa0;: les points de l’ordinateur sont doublés (points des manches et bonus de partie)</translation>
    </message>
    <message>
        <source>Dead hand.</source>
        <translation>Manche nulle.</translation>
    </message>
    <message>
        <source>The spade upcard multiplies the points by {multiplier}.</source>
        <translation>Le pique en retourne multiplie les points par {multiplier}.</translation>
    </message>
    <message numerus="yes">
        <source>Gin! You score %n point(s).</source>
        <translation>
            <numerusform>Gin&#xa0;! Vous marquez %n point.</numerusform>
            <numerusform>Gin&#xa0;! Vous marquez %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Gin&#xa0;! L’ordinateur marque %n point.</numerusform>
            <numerusform>Gin&#xa0;! L’ordinateur marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! You score %n point(s).</source>
        <translation>
            <numerusform>Grand gin&#xa0;! Vous marquez %n point.</numerusform>
            <numerusform>Grand gin&#xa0;! Vous marquez %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Grand gin&#xa0;! L’ordinateur marque %n point.</numerusform>
            <numerusform>Grand gin&#xa0;! L’ordinateur marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! You score %n point(s).</source>
        <translation>
            <numerusform>Contre&#xa0;! Vous marquez %n point.</numerusform>
            <numerusform>Contre&#xa0;! Vous marquez %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! The computer scores %n point(s).</source>
        <translation>
            <numerusform>Contre&#xa0;! L’ordinateur marque %n point.</numerusform>
            <numerusform>Contre&#xa0;! L’ordinateur marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knocked and score %n point(s).</source>
        <translation>
            <numerusform>Vous avez frappé et marquez %n point.</numerusform>
            <numerusform>Vous avez frappé et marquez %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game bonus: {friend} +{bonus}</source>
        <translation>Bonus de partie&#xa0;: {friend} +{bonus}</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (everything)</source>
        <translation>Capot&#xa0;: les points de {friend} sont doublés (tout compris)</translation>
    </message>
    <message>
        <source>Shutout: {friend} doubled (hand points and game bonus)</source>
        <translation>Capot&#xa0;: les points de {friend} sont doublés (points des manches et bonus de partie)</translation>
    </message>
    <message numerus="yes">
        <source>Gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Gin&#xa0;! {friend} marque %n point.</numerusform>
            <numerusform>Gin&#xa0;! {friend} marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big gin! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Grand gin&#xa0;! {friend} marque %n point.</numerusform>
            <numerusform>Grand gin&#xa0;! {friend} marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undercut! {friend} scores %n point(s).</source>
        <translation>
            <numerusform>Contre&#xa0;! {friend} marque %n point.</numerusform>
            <numerusform>Contre&#xa0;! {friend} marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer knocked and scores %n point(s).</source>
        <translation>
            <numerusform>L’ordinateur a frappé et marque %n point.</numerusform>
            <numerusform>L’ordinateur a frappé et marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} knocked and scores %n point(s).</source>
        <translation>
            <numerusform>{friend} a frappé et marque %n point.</numerusform>
            <numerusform>{friend} a frappé et marque %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the big gin bonus of {bonus} makes {total}.</source>
        <translation>Un reste de {deadwood} plus le bonus de grand gin de {bonus}, soit {total}.</translation>
    </message>
    <message>
        <source>{deadwood} deadwood plus the gin bonus of {bonus} makes {total}.</source>
        <translation>Un reste de {deadwood} plus le bonus de gin de {bonus}, soit {total}.</translation>
    </message>
    <message>
        <source>The difference of {difference} plus the undercut bonus of {bonus} makes {total}.</source>
        <translation>La différence de {difference} plus le bonus de contre de {bonus}, soit {total}.</translation>
    </message>
    <message>
        <source>The difference is {defender} minus {knocker}, which makes {total}.</source>
        <translation>La différence, {defender} moins {knocker}, donne {total}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, the computer {computer}, each game to {target}.</source>
        <translation>Le score dans la partie 1 sur 3&#xa0;: vous {you}, l’ordinateur {computer}, chaque partie en {target}.</translation>
    </message>
    <message>
        <source>The score in game 1 of 3: you {you}, {friend} {theirs}, each game to {target}.</source>
        <translation>Le score dans la partie 1 sur 3&#xa0;: vous {you}, {friend} {theirs}, chaque partie en {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, the computer {computer}, in a game to {target}.</source>
        <translation>Le score&#xa0;: vous {you}, l’ordinateur {computer}, dans une partie en {target}.</translation>
    </message>
    <message>
        <source>The score: you {you}, {friend} {theirs}, in a game to {target}.</source>
        <translation>Le score&#xa0;: vous {you}, {friend} {theirs}, dans une partie en {target}.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Le match est nul.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}.</source>
        <translation>Score final&#xa0;: vous {you}, l’ordinateur {computer}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}.</source>
        <translation>Score final&#xa0;: vous {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>The computer wins the game.</source>
        <translation>L’ordinateur gagne la partie.</translation>
    </message>
    <message>
        <source>{friend} wins the game.</source>
        <translation>{friend} gagne la partie.</translation>
    </message>
    <message>
        <source>Final score: you {you}, the computer {computer}, a margin of {margin}.</source>
        <translation>Score final&#xa0;: vous {you}, l’ordinateur {computer}, soit un écart de {margin}.</translation>
    </message>
    <message>
        <source>Final score: you {you}, {friend} {theirs}, a margin of {margin}.</source>
        <translation>Score final&#xa0;: vous {you}, {friend} {theirs}, soit un écart de {margin}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, the computer {computer}.</source>
        <translation>Points des manches&#xa0;: vous {you}, l’ordinateur {computer}.</translation>
    </message>
    <message>
        <source>Hand points: you {you}, {friend} {theirs}.</source>
        <translation>Points des manches&#xa0;: vous {you}, {friend} {theirs}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} {their_hands} times {each}, which makes {their_bonus}.</source>
        <translation>Bonus de ligne&#xa0;: vous {you_hands} fois {each}, soit {you_bonus}&#xa0;; {friend} {their_hands} fois {each}, soit {their_bonus}.</translation>
    </message>
    <message>
        <source>Your game bonus is {bonus}.</source>
        <translation>Votre bonus de partie est de {bonus}.</translation>
    </message>
    <message>
        <source>The computer&apos;s game bonus is {bonus}.</source>
        <translation>Le bonus de partie de l’ordinateur est de {bonus}.</translation>
    </message>
    <message>
        <source>Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer {computer_hands} times {each}, which makes {computer_bonus}.</source>
        <translation>Bonus de ligne&#xa0;: vous {you_hands} fois {each}, soit {you_bonus}&#xa0;; l’ordinateur {computer_hands} fois {each}, soit {computer_bonus}.</translation>
    </message>
    <message>
        <source>{shutout}.</source>
        <translation>{shutout}.</translation>
    </message>
    <message>
        <source>{friend}&apos;s game bonus is {bonus}.</source>
        <translation>Le bonus de partie de {friend} est de {bonus}.</translation>
    </message>
    <message>
        <source>Game {number}: {line}</source>
        <translation>Partie {number}&#xa0;: {line}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the match: {name}</source>
        <translation>Analyse du match&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Analyse du match</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed. Points are hand points: what a hand scores for a player, less what it scores for the opponent.</source>
        <translation>
            <numerusform>%n manche analysée. Les points sont des points de manche&#xa0;: ce qu’une manche rapporte à un joueur, moins ce qu’elle rapporte à son adversaire.</numerusform>
            <numerusform>%n manches analysées. Les points sont des points de manche&#xa0;: ce qu’une manche rapporte à un joueur, moins ce qu’elle rapporte à son adversaire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck {yours}, the computer&apos;s {theirs}; your luck-adjusted result {adjusted}.</source>
        <translation>Votre chance&#xa0;: {yours}, celle de l’ordinateur&#xa0;: {theirs}&#xa0;; votre résultat hors chance&#xa0;: {adjusted}.</translation>
    </message>
    <message>
        <source>The review stopped: hand {number} could not be reviewed.</source>
        <translation>L’analyse s’est arrêtée&#xa0;: la manche {number} n’a pas pu être analysée.</translation>
    </message>
    <message>
        <source>The review stopped: the process reviewing hand {number} ended unexpectedly.</source>
        <translation>L’analyse s’est arrêtée&#xa0;: le processus qui analysait la manche {number} s’est terminé de façon inattendue.</translation>
    </message>
    <message>
        <source>YOUR HAND&apos;S VALUE, LUCK AND ERRORS</source>
        <translation>VALEUR DE VOTRE MAIN, CHANCE ET ERREURS</translation>
    </message>
    <message>
        <source>Chart of your hand&apos;s value, your luck and your errors through the hand</source>
        <translation>Graphique de la valeur de votre main, de votre chance et de vos erreurs au fil de la manche</translation>
    </message>
    <message>
        <source>Value: what your hand was worth after each of your moves, as you could know it. Net luck: your luck so far less the computer&apos;s. Errors: the points your decisions have lost so far, drawn below zero.</source>
        <translation>Valeur : ce que valait votre main après chacun de vos coups, autant que vous pouviez le savoir. Chance nette : votre chance jusqu’ici, moins celle de l’ordinateur. Erreurs : les points perdus jusqu’ici par vos décisions, tracés sous le zéro.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Net luck</source>
        <translation>Chance nette</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>No hand is shown yet.</source>
        <translation>Aucune manche n’est encore affichée.</translation>
    </message>
    <message>
        <source>By step {step}, your hand is worth {value} points, your luck less the computer&apos;s is {luck} points, and your errors have cost {error} points.</source>
        <translation>À l’étape {step}, votre main vaut {value} points, votre chance moins celle de l’ordinateur vaut {luck} points, et vos erreurs ont coûté {error} points.</translation>
    </message>
    <message>
        <source>No hand of this match is finished yet: there is nothing to review.</source>
        <translation>Aucune manche de ce match n’est encore terminée&#xa0;: il n’y a rien à analyser.</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l’analyse</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Manche</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Decisions of the hand</source>
        <translation>Décisions de la manche</translation>
    </message>
    <message>
        <source>Deals and draws of the hand, with their luck</source>
        <translation>Donne et pioches de la manche, avec leur chance</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>DÉCISIONS</translation>
    </message>
    <message>
        <source>DEALS AND DRAWS</source>
        <translation>DONNE ET PIOCHES</translation>
    </message>
    <message>
        <source>Summary of &amp;this hand only</source>
        <translation>Résumé de cette manche &amp;seule</translation>
    </message>
    <message>
        <source>The summary counts the hand chosen below, not the whole match</source>
        <translation>Le résumé ne compte que la manche choisie ci-dessous, pas tout le match</translation>
    </message>
    <message>
        <source>&amp;Value the computer&apos;s decisions too</source>
        <translation>É&amp;valuer aussi les décisions de l’ordinateur</translation>
    </message>
    <message>
        <source>Value every decision of the computer as well, and rate it: the review takes about twice as long</source>
        <translation>Évaluer aussi chaque décision de l’ordinateur et lui attribuer un niveau de jeu&#xa0;: l’analyse prend environ deux fois plus de temps</translation>
    </message>
    <message>
        <source>&amp;Show in Hand history</source>
        <translation>&amp;Afficher dans l’historique des manches</translation>
    </message>
    <message>
        <source>The decision&apos;s step in the Hand history, with the best move beside the move made (Enter or a double-click on the row does the same)</source>
        <translation>L’étape de la décision dans l’historique des manches, avec le meilleur coup à côté du coup joué (Entrée ou un double-clic sur la ligne fait de même)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>The review to a file: a web page (.html) or plain text (.txt)</source>
        <translation>L’analyse dans un fichier&#xa0;: une page web (.html) ou du texte brut (.txt)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Reviewing the match…</source>
        <translation>Analyse du match en cours…</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Exporter l’analyse</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm);;Plain text (*.txt);;All files (*)</source>
        <translation>Page web (*.html *.htm);;Texte brut (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The review could not be exported: {reason}</source>
        <translation>L’analyse n’a pas pu être exportée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The review was exported to “{name}”.</source>
        <translation>L’analyse a été exportée dans «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>The hand in play is reviewed once it is finished.</source>
        <translation>La manche en cours sera analysée une fois terminée.</translation>
    </message>
    <message>
        <source>{match} · the hand in play is reviewed once it is finished</source>
        <translation>{match} · la manche en cours sera analysée une fois terminée</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Douteuse</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Mauvaise</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Très mauvaise</translation>
    </message>
    <message>
        <source>Very unlucky</source>
        <translation>Très malchanceux</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Malchanceux</translation>
    </message>
    <message>
        <source>Lucky</source>
        <translation>Chanceux</translation>
    </message>
    <message>
        <source>Very lucky</source>
        <translation>Très chanceux</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frappe</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>In this match you played at the Beginner level.</source>
        <translation>Dans ce match, vous avez joué au niveau Débutant.</translation>
    </message>
    <message>
        <source>In this match you played at the Easy level.</source>
        <translation>Dans ce match, vous avez joué au niveau Facile.</translation>
    </message>
    <message>
        <source>In this match you played at the Medium level.</source>
        <translation>Dans ce match, vous avez joué au niveau Moyen.</translation>
    </message>
    <message>
        <source>In this match you played at the Hard level.</source>
        <translation>Dans ce match, vous avez joué au niveau Difficile.</translation>
    </message>
    <message>
        <source>In this match you played at the Expert level.</source>
        <translation>Dans ce match, vous avez joué au niveau Expert.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Beginner level.</source>
        <translation>Dans ce match, l’ordinateur a joué au niveau Débutant.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Easy level.</source>
        <translation>Dans ce match, l’ordinateur a joué au niveau Facile.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Medium level.</source>
        <translation>Dans ce match, l’ordinateur a joué au niveau Moyen.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Hard level.</source>
        <translation>Dans ce match, l’ordinateur a joué au niveau Difficile.</translation>
    </message>
    <message>
        <source>In this match the computer played at the Expert level.</source>
        <translation>Dans ce match, l’ordinateur a joué au niveau Expert.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher dans le talon</translation>
    </message>
    <message>
        <source>Take the {card} from the pile</source>
        <translation>Prendre {card} sur la défausse</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre à la défausse</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Prendre la retourne</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Throw the {card}</source>
        <translation>Jeter {card}</translation>
    </message>
    <message>
        <source>Gin, throwing the {card}</source>
        <translation>Faire gin en jetant {card}</translation>
    </message>
    <message>
        <source>Knock, throwing the {card}</source>
        <translation>Frapper en jetant {card}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Grand gin</translation>
    </message>
    <message>
        <source>Lay out {melds}</source>
        <translation>Étaler les combinaisons {melds}</translation>
    </message>
    <message>
        <source>None of your decisions was reviewed, so you are not rated.</source>
        <translation>Aucune de vos décisions n’a été analysée&#xa0;: aucun niveau ne vous est donc attribué.</translation>
    </message>
    <message>
        <source>None of the computer&apos;s decisions was reviewed, so it is not rated.</source>
        <translation>Aucune décision de l’ordinateur n’a été analysée&#xa0;: aucun niveau ne lui est donc attribué.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Doubtful ?!</source>
        <translation>Douteuses&#xa0;?!</translation>
    </message>
    <message>
        <source>Bad ?</source>
        <translation>Mauvaises&#xa0;?</translation>
    </message>
    <message>
        <source>Very bad ??</source>
        <translation>Très mauvaises&#xa0;??</translation>
    </message>
    <message>
        <source>Error per decision</source>
        <translation>Erreur par décision</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Niveau de jeu</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Résultat hors chance</translation>
    </message>
    <message>
        <source>{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} very bad; error per decision {rate}; played like {level}; luck {luck}; result {result}; luck-adjusted result {adjusted}.</source>
        <translation>{name}&#xa0;: {decisions} décisions, dont {doubtful} douteuses, {bad} mauvaises, {very_bad} très mauvaises&#xa0;; erreur par décision&#xa0;: {rate}&#xa0;; niveau de jeu&#xa0;: {level}&#xa0;; chance&#xa0;: {luck}&#xa0;; résultat&#xa0;: {result}&#xa0;; résultat hors chance&#xa0;: {adjusted}.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Coup joué</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points, {mark}.</source>
        <translation>Étape {step}, {who}, {kind}&#xa0;: {played}. Meilleur coup&#xa0;: {best}. Erreur de {error} points, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}, {kind}: {played}. Best move: {best}. Error {error} points.</source>
        <translation>Étape {step}, {who}, {kind}&#xa0;: {played}. Meilleur coup&#xa0;: {best}. Erreur de {error} points.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points, {mark}.</source>
        <translation>Étape {step}, {who}&#xa0;: {card}, chance de {luck} points, {mark}.</translation>
    </message>
    <message>
        <source>Step {step}, {who}: {card}, luck {luck} points.</source>
        <translation>Étape {step}, {who}&#xa0;: {card}, chance de {luck} points.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Hand {number}: you scored {points}</source>
        <translation>Manche {number}&#xa0;: vous avez marqué {points}</translation>
    </message>
    <message>
        <source>Hand {number}: the computer scored {points}</source>
        <translation>Manche {number}&#xa0;: l’ordinateur a marqué {points}</translation>
    </message>
    <message>
        <source>Hand {number}: no score</source>
        <translation>Manche {number}&#xa0;: aucun point</translation>
    </message>
    <message numerus="yes">
        <source>{title}, %n marked decision(s)</source>
        <translation>
            <numerusform>{title}, %n décision signalée</numerusform>
            <numerusform>{title}, %n décisions signalées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) reviewed.</source>
        <translation>
            <numerusform>%n manche analysée.</numerusform>
            <numerusform>%n manches analysées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing hand {hand} of {count}…</source>
        <translation>Analyse de la manche {hand} sur {count}…</translation>
    </message>
    <message>
        <source>Hand {number} of {count} reviewed.</source>
        <translation>Manche {number} sur {count} analysée.</translation>
    </message>
    <message>
        <source>{sign} {mark} · better: {best} ({error} points)</source>
        <translation>{sign} {mark} · mieux&#xa0;: {best} ({error} points)</translation>
    </message>
    <message>
        <source>{sign} {mark}. Better: {best}, worth {error} points more.</source>
        <translation>{sign} {mark}. Mieux&#xa0;: {best}, qui vaut {error} points de plus.</translation>
    </message>
    <message>
        <source>{mark} decision. Better: {best}, worth {error} points more.</source>
        <translation>Décision {mark}. Mieux&#xa0;: {best}, qui vaut {error} points de plus.</translation>
    </message>
    <message>
        <source>{move}: {verdict}</source>
        <translation>{move}&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>better</source>
        <translation>mieux</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Seuil de frappe</translation>
    </message>
    <message>
        <source>knock with {knock_limit} or less</source>
        <translation>frappe avec {knock_limit} ou moins</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>the first upcard sets the knock limit</source>
        <translation>la première retourne fixe le seuil de frappe</translation>
    </message>
    <message>
        <source>Oklahoma ace knocks with 1</source>
        <translation>Oklahoma&#xa0;: un as permet de frapper à 1</translation>
    </message>
    <message>
        <source>an ace upcard allows a knock with 1</source>
        <translation>un as en retourne permet de frapper avec un reste de 1</translation>
    </message>
    <message>
        <source>Oklahoma spade doubles</source>
        <translation>Oklahoma&#xa0;: le pique double</translation>
    </message>
    <message>
        <source>a spade upcard doubles the hand</source>
        <translation>un pique en retourne double la manche</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Bonus de gin</translation>
    </message>
    <message>
        <source>gin {gin_bonus}</source>
        <translation>gin {gin_bonus}</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Grand gin</translation>
    </message>
    <message>
        <source>big gin {big_gin_bonus}</source>
        <translation>grand gin {big_gin_bonus}</translation>
    </message>
    <message>
        <source>no big gin</source>
        <translation>pas de grand gin</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Bonus de grand gin</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Bonus de contre</translation>
    </message>
    <message>
        <source>undercut {undercut_bonus}</source>
        <translation>contre {undercut_bonus}</translation>
    </message>
    <message>
        <source>A tie is an undercut</source>
        <translation>L’égalité vaut contre</translation>
    </message>
    <message>
        <source>a tie undercuts</source>
        <translation>l’égalité vaut contre</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonus de ligne</translation>
    </message>
    <message>
        <source>line bonus {line_bonus}</source>
        <translation>bonus de ligne {line_bonus}</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus de partie</translation>
    </message>
    <message>
        <source>game bonus {game_bonus}</source>
        <translation>bonus de partie {game_bonus}</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>game to {target}</source>
        <translation>partie en {target}</translation>
    </message>
    <message>
        <source>Shutout doubles</source>
        <translation>Capot&#xa0;: points doublés</translation>
    </message>
    <message>
        <source>no shutout doubling</source>
        <translation>pas de doublement au capot</translation>
    </message>
    <message>
        <source>Shutout doubles everything</source>
        <translation>Capot&#xa0;: tout est doublé</translation>
    </message>
    <message>
        <source>a shutout doubles everything</source>
        <translation>le capot double tout</translation>
    </message>
    <message>
        <source>Lay-offs allowed</source>
        <translation>Dépôts autorisés</translation>
    </message>
    <message>
        <source>no lay-offs</source>
        <translation>pas de dépôt</translation>
    </message>
    <message>
        <source>Runs only</source>
        <translation>Suites seulement</translation>
    </message>
    <message>
        <source>runs only</source>
        <translation>suites seulement</translation>
    </message>
    <message>
        <source>May discard the card just taken</source>
        <translation>Défausser la carte tout juste prise</translation>
    </message>
    <message>
        <source>the card just taken may be thrown back</source>
        <translation>la carte tout juste prise peut être rejetée</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Donneur suivant</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>En alternance</translation>
    </message>
    <message>
        <source>The winner of the last hand</source>
        <translation>Le gagnant de la dernière manche</translation>
    </message>
    <message>
        <source>The last discard at the wall, to knock</source>
        <translation>Dernière défausse au mur, pour frapper</translation>
    </message>
    <message>
        <source>the last discard may be taken at the wall, to knock</source>
        <translation>au mur, la dernière défausse peut être prise pour frapper</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups</source>
        <translation>Manche nulle après des prises à la défausse</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Hollywood scoring (three games at once)</source>
        <translation>Marque Hollywood (trois parties à la fois)</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Gin pur</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Banc d’essai</translation>
    </message>
    <message>
        <source>Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.</source>
        <translation>Règles modernes&#xa0;: gin 25, grand gin 31, contre 25, case 25, partie en 100.</translation>
    </message>
    <message>
        <source>Older books: gin 20, no big gin, undercut 10, box 20.</source>
        <translation>Anciens traités&#xa0;: gin 20, pas de grand gin, contre 10, case 20.</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit; a spade doubles the hand; game to 150.</source>
        <translation>La première retourne fixe le seuil de frappe&#xa0;; un pique double la manche&#xa0;; partie en 150.</translation>
    </message>
    <message>
        <source>No knocking: only gin ends a hand.</source>
        <translation>Pas de frappe&#xa0;: seul un gin termine la manche.</translation>
    </message>
    <message>
        <source>Three games scored at once, each to the target.</source>
        <translation>Trois parties marquées à la fois, chacune jusqu’au score à atteindre.</translation>
    </message>
    <message>
        <source>For measuring computer players: no big gin, bonuses or shutout doubling.</source>
        <translation>Pour évaluer des joueurs artificiels&#xa0;: ni grand gin, ni bonus, ni doublement au capot.</translation>
    </message>
    <message>
        <source>Research (EAAI)</source>
        <translation>Recherche (EAAI)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>gin only (no knocking)</source>
        <translation>gin seulement (pas de frappe)</translation>
    </message>
    <message>
        <source>You are playing the &lt;b&gt;{name}&lt;/b&gt; rules: {summary}.</source>
        <translation>Vous jouez avec les règles &lt;b&gt;{name}&lt;/b&gt;&#xa0;: {summary}.</translation>
    </message>
    <message>
        <source>How to Play Gin Rummy</source>
        <translation>Comment jouer au gin rami</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <source>{name}, game to {target}</source>
        <translation>{name}, partie en {target}</translation>
    </message>
    <message>
        <source>This deal is played again under the rules it was dealt under ({rules}), against {level}.</source>
        <translation>Cette donne est rejouée avec les règles sous lesquelles elle avait été distribuée ({rules}), contre le niveau {level}.</translation>
    </message>
    <message>
        <source>New game goes back to your settings.</source>
        <translation>Une nouvelle partie reprend vos paramètres.</translation>
    </message>
    <message>
        <source>The new game is played under your settings: {rules}, against {level}.</source>
        <translation>La nouvelle partie se joue avec vos paramètres&#xa0;: {rules}, contre le niveau {level}.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message numerus="yes">
        <source>the file is too large to be a save (%Ln byte(s))</source>
        <translation>
            <numerusform>le fichier est trop volumineux pour être une sauvegarde (%Ln octet)</numerusform>
            <numerusform>le fichier est trop volumineux pour être une sauvegarde (%Ln octets)</numerusform>
        </translation>
    </message>
    <message>
        <source>the match does not replay: {reason}</source>
        <translation>le match ne se rejoue pas&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the match record is malformed ({error})</source>
        <translation>l’historique du match est mal formé ({error})</translation>
    </message>
    <message>
        <source>the file is not text (damaged or not a save)</source>
        <translation>le fichier n’est pas du texte (endommagé, ou ce n’est pas une sauvegarde)</translation>
    </message>
    <message>
        <source>the file is not complete JSON (truncated or damaged)</source>
        <translation>le fichier n’est pas un JSON complet (tronqué ou endommagé)</translation>
    </message>
    <message>
        <source>the file is not a saved match</source>
        <translation>le fichier n’est pas un match enregistré</translation>
    </message>
    <message>
        <source>the file holds characters that are not valid text (damaged or edited)</source>
        <translation>le fichier contient des caractères qui ne sont pas du texte valide (endommagé ou modifié)</translation>
    </message>
    <message>
        <source>the file is not a saved match of this program</source>
        <translation>le fichier n’est pas un match enregistré par ce programme</translation>
    </message>
    <message>
        <source>the save&apos;s version ({version}) is not one this program reads</source>
        <translation>la version de la sauvegarde ({version}) n’est pas lisible par ce programme</translation>
    </message>
    <message>
        <source>the save is missing fields or has unknown ones</source>
        <translation>il manque des champs à la sauvegarde, ou elle en contient d’inconnus</translation>
    </message>
    <message>
        <source>the save was changed or damaged (its checksum does not match)</source>
        <translation>la sauvegarde a été modifiée ou endommagée (sa somme de contrôle ne correspond pas)</translation>
    </message>
    <message>
        <source>the save&apos;s opponent or table part is malformed</source>
        <translation>la partie «&#xa0;adversaire&#xa0;» ou «&#xa0;table&#xa0;» de la sauvegarde est mal formée</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are missing or of an unknown procedure</source>
        <translation>les graines de donne de la sauvegarde manquent ou relèvent d’une procédure inconnue</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds or phrases are malformed</source>
        <translation>les graines de donne ou les phrases de la sauvegarde sont mal formées</translation>
    </message>
    <message>
        <source>the save lists more deals than any match makes</source>
        <translation>la sauvegarde compte plus de donnes qu’aucun match n’en produit</translation>
    </message>
    <message>
        <source>the save&apos;s phrases are not short texts</source>
        <translation>les phrases de la sauvegarde ne sont pas des textes courts</translation>
    </message>
    <message>
        <source>the save&apos;s mark of an unverifiable match is not true or false</source>
        <translation>la marque de match invérifiable de la sauvegarde ne vaut ni vrai ni faux</translation>
    </message>
    <message>
        <source>the save&apos;s deal seeds are unusable: {reason}</source>
        <translation>les graines de donne de la sauvegarde sont inutilisables&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>a deal seed is an object</source>
        <translation>une graine de donne est un objet</translation>
    </message>
    <message>
        <source>a deal seed&apos;s revealed flag is true or false</source>
        <translation>l’indicateur «&#xa0;révélée&#xa0;» d’une graine de donne vaut vrai ou faux</translation>
    </message>
    <message>
        <source>a deal seed&apos;s first deal is a whole number</source>
        <translation>la première donne d’une graine est un nombre entier</translation>
    </message>
    <message>
        <source>a deal seed&apos;s fingerprint is 64 hex digits</source>
        <translation>l’empreinte d’une graine de donne compte 64 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>a deal seed is 64 hex digits</source>
        <translation>une graine de donne compte 64 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>a deal seed does not have its fingerprint</source>
        <translation>une graine de donne n’a pas son empreinte</translation>
    </message>
    <message>
        <source>a deal seed without its seed keeps its fingerprint and is secret</source>
        <translation>une graine de donne dont la valeur manque garde son empreinte et reste secrète</translation>
    </message>
    <message>
        <source>a deal seed&apos;s lost flag is true or false</source>
        <translation>l’indicateur «&#xa0;perdue&#xa0;» d’une graine de donne vaut vrai ou faux</translation>
    </message>
    <message>
        <source>the save&apos;s deals do not match its record (a deal is missing)</source>
        <translation>les donnes de la sauvegarde ne correspondent pas à son historique (il manque une donne)</translation>
    </message>
    <message>
        <source>the save&apos;s cards are not the ones its seeds deal (changed by hand?)</source>
        <translation>les cartes de la sauvegarde ne sont pas celles que distribuent ses graines (modifiées à la main&#xa0;?)</translation>
    </message>
    <message>
        <source>the save lists a deal seed that dealt nothing (the program writes none)</source>
        <translation>la sauvegarde mentionne une graine de donne qui n’a rien distribué (le programme n’en écrit jamais)</translation>
    </message>
    <message>
        <source>the saved level {level} is not one of 1 to 5</source>
        <translation>le niveau enregistré {level} n’est pas compris entre 1 et 5</translation>
    </message>
    <message>
        <source>the saved player seed {seed} is unusable</source>
        <translation>la graine de joueur enregistrée {seed} est inutilisable</translation>
    </message>
    <message>
        <source>the computer player&apos;s saved memory is not an object</source>
        <translation>la mémoire enregistrée du joueur ordinateur n’est pas un objet</translation>
    </message>
    <message>
        <source>the saved hand order is unusable: {reason}</source>
        <translation>l’ordre de la main enregistré est inutilisable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the saved hand groups are not a list of sizes</source>
        <translation>les groupes de la main enregistrés ne sont pas une liste de tailles</translation>
    </message>
    <message>
        <source>the saved hand groups ({groups}) outnumber the cards of the hand order ({cards})</source>
        <translation>les groupes de la main enregistrés ({groups}) dépassent le nombre de cartes de l’ordre de la main ({cards})</translation>
    </message>
    <message>
        <source>the saved hand groups {groups} do not cut the hand order</source>
        <translation>les groupes de la main enregistrés {groups} ne découpent pas l’ordre de la main</translation>
    </message>
    <message>
        <source>the saved hand order is not a list of cards</source>
        <translation>l’ordre de la main enregistré n’est pas une liste de cartes</translation>
    </message>
    <message numerus="yes">
        <source>the saved hand order holds %Ln card(s) (a hand holds at most {most})</source>
        <translation>
            <numerusform>l’ordre de la main enregistré contient %Ln carte (une main en contient au plus {most})</numerusform>
            <numerusform>l’ordre de la main enregistré contient %Ln cartes (une main en contient au plus {most})</numerusform>
        </translation>
    </message>
    <message>
        <source>the saved hand order holds a card twice</source>
        <translation>l’ordre de la main enregistré contient deux fois la même carte</translation>
    </message>
    <message>
        <source>the saved list of assisted hands is malformed</source>
        <translation>la liste enregistrée des manches assistées est mal formée</translation>
    </message>
    <message>
        <source>the save&apos;s date {date} is not a date</source>
        <translation>la date {date} de la sauvegarde n’est pas une date</translation>
    </message>
    <message>
        <source>cannot write {name}: {reason}</source>
        <translation>impossible d’écrire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>“{name}” is a saved game that could not be read nor moved aside; it is kept, and this game is not saved over it until it is moved or renamed</source>
        <translation>«&#xa0;{name}&#xa0;» est une partie enregistrée qui n’a pu être ni lue ni mise de côté&#xa0;; elle est conservée, et cette partie ne sera pas enregistrée par-dessus tant qu’elle n’aura pas été déplacée ou renommée</translation>
    </message>
    <message>
        <source>an unexpected error in reading it ({error})</source>
        <translation>une erreur inattendue lors de sa lecture ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>le fichier ne peut pas être lu ({reason})</translation>
    </message>
    <message>
        <source>the file is too large to be a save</source>
        <translation>le fichier est trop volumineux pour être une sauvegarde</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside, so it stays as “{name}”, and this game is not saved over it</source>
        <translation>{problem}&#xa0;; il n’a pas pu être mis de côté et garde donc le nom «&#xa0;{name}&#xa0;», et cette partie ne sera pas enregistrée par-dessus</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score Sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>{score} · {rules} rules</source>
        <translation>{score} · règles {rules}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Line bonus</source>
        <translation>Bonus de ligne</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus de partie</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Each player&apos;s line (box) bonus: so much per hand won</source>
        <translation>Bonus de ligne (case) de chaque joueur&#xa0;: un montant fixe par manche gagnée</translation>
    </message>
    <message>
        <source>The game bonus, for the player who reached the target</source>
        <translation>Le bonus de partie, pour le joueur qui a atteint le score visé</translation>
    </message>
    <message>
        <source>Extra points when the loser won no hand (the winner&apos;s score doubled)</source>
        <translation>Points supplémentaires quand le perdant n’a gagné aucune manche (le score du gagnant est doublé)</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over</source>
        <translation>Total de chaque partie&#xa0;: points des manches, plus les bonus une fois la partie terminée</translation>
    </message>
    <message>
        <source>The winner&apos;s total minus the loser&apos;s</source>
        <translation>Le total du gagnant moins celui du perdant</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frappe</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Grand gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>frappe</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>grand gin</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>manche nulle</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Your running total in game {game}</source>
        <translation>Votre total cumulé dans la partie {game}</translation>
    </message>
    <message>
        <source>{name}&apos;s running total in game {game}</source>
        <translation>{name}&#xa0;: total cumulé dans la partie {game}</translation>
    </message>
    <message>
        <source>Game {game}
{name}</source>
        <translation>Partie {game}
{name}</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Hand {hand} was not entered in game {game}</source>
        <translation>La manche {hand} n’a pas été comptée dans la partie {game}</translation>
    </message>
    <message>
        <source>Game {game}: {name} +{points}, {total} in all</source>
        <translation>Partie {game}&#xa0;: {name} +{points}, {total} au total</translation>
    </message>
    <message>
        <source>Each game&apos;s total: hand points, plus the bonuses once it is over. Match: {first_name} {first}, {second_name} {second}</source>
        <translation>Total de chaque partie&#xa0;: points des manches, plus les bonus une fois la partie terminée. Match&#xa0;: {first_name} {first}, {second_name} {second}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by you</source>
        <translation>Manche {hand}, donneur&#xa0;: vous</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {name}</source>
        <translation>Manche {hand}, donneur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>{dealt}: a dead hand, nobody scores</source>
        <translation>{dealt}&#xa0;: manche nulle, personne ne marque</translation>
    </message>
    <message>
        <source>{dealt}: you score {points} ({outcome})</source>
        <translation>{dealt}&#xa0;: vous marquez {points} ({outcome})</translation>
    </message>
    <message>
        <source>{dealt}: {name} scores {points} ({outcome})</source>
        <translation>{dealt}&#xa0;: {name} marque {points} ({outcome})</translation>
    </message>
    <message>
        <source>{story}; your deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}&#xa0;; reste&#xa0;: vous {knocker_deadwood}, {defender} {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, yours {defender_deadwood}</source>
        <translation>{story}&#xa0;; reste&#xa0;: {knocker} {knocker_deadwood}, vous {defender_deadwood}</translation>
    </message>
    <message>
        <source>{story}; {knocker}&apos;s deadwood {knocker_deadwood}, {defender}&apos;s {defender_deadwood}</source>
        <translation>{story}&#xa0;; reste&#xa0;: {knocker} {knocker_deadwood}, {defender} {defender_deadwood}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Melds greedily, knocks late and sometimes misses a useful upcard.</source>
        <translation>Combine à tout prix, frappe tard et laisse parfois passer une retourne utile.</translation>
    </message>
    <message>
        <source>Takes an upcard only to make a meld, keeps its deadwood low and knocks at once.</source>
        <translation>Ne prend une retourne que pour former une combinaison, garde un reste faible et frappe dès qu’il le peut.</translation>
    </message>
    <message>
        <source>Also discards safely, tracks dead cards and times its knock against undercuts.</source>
        <translation>Se défausse en outre prudemment, suit les cartes mortes et choisit le moment de frapper pour éviter les contres.</translation>
    </message>
    <message>
        <source>Also reads your hand from your picks and weighs each draw by the melds it could make.</source>
        <translation>Devine en outre votre main d’après les cartes que vous prenez et évalue chaque pioche selon les combinaisons qu’elle pourrait former.</translation>
    </message>
    <message>
        <source>Looks ahead through possible deals before each move: the strongest and slowest.</source>
        <translation>Explore les donnes possibles avant chaque coup&#xa0;: le plus fort et le plus lent.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} n’est pas du texte</translation>
    </message>
    <message>
        <source>{value} is longer than any such setting</source>
        <translation>{value} est plus long que tout paramètre de ce type</translation>
    </message>
    <message>
        <source>the stored text holds characters that are not valid text</source>
        <translation>le texte enregistré contient des caractères qui ne sont pas du texte valide</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>{value} is not true or false</source>
        <translation>{value} ne vaut ni vrai ni faux</translation>
    </message>
    <message>
        <source>{value} is not one of off, fast, normal</source>
        <translation>{value} n’est pas l’une des valeurs off, fast, normal</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>la langue du système</translation>
    </message>
    <message>
        <source>the {name} rules</source>
        <translation>les règles {name}</translation>
    </message>
    <message>
        <source>{value} is unusable</source>
        <translation>{value} est inutilisable</translation>
    </message>
    <message>
        <source>the stored rule changes are nested too deeply</source>
        <translation>les modifications de règles enregistrées sont imbriquées trop profondément</translation>
    </message>
    <message>
        <source>{problem}; using the {preset} rules unchanged</source>
        <translation>{problem}&#xa0;; les règles {preset} sont appliquées telles quelles</translation>
    </message>
    <message>
        <source>{value} is not a rules preset</source>
        <translation>{value} n’est pas un préréglage de règles</translation>
    </message>
    <message>
        <source>the stored value cannot be read ({error})</source>
        <translation>la valeur enregistrée ne peut pas être lue ({error})</translation>
    </message>
    <message>
        <source>{problem}; using {default}</source>
        <translation>{problem}&#xa0;; valeur utilisée&#xa0;: {default}</translation>
    </message>
    <message>
        <source>{value} is not a level from 1 to 5</source>
        <translation>{value} n’est pas un niveau de 1 à 5</translation>
    </message>
    <message>
        <source>{value} is not a set of rules</source>
        <translation>{value} n’est pas un jeu de règles</translation>
    </message>
    <message>
        <source>{value} is not a height from {low} to {high} pixels</source>
        <translation>{value} n’est pas une hauteur de {low} à {high} pixels</translation>
    </message>
    <message>
        <source>{value} is not a volume from {low} to {high}</source>
        <translation>{value} n’est pas un volume de {low} à {high}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} n’est pas l’une des valeurs {choices}</translation>
    </message>
    <message>
        <source>{value} is not a colour written #RRGGBB</source>
        <translation>{value} n’est pas une couleur au format #RRGGBB</translation>
    </message>
    <message>
        <source>{value} is not an animation speed</source>
        <translation>{value} n’est pas une vitesse d’animation</translation>
    </message>
    <message>
        <source>{value} is not a language the game speaks</source>
        <translation>{value} n’est pas une langue que parle le jeu</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Your own mix of the settings below.</source>
        <translation>Vos propres réglages, ci-dessous.</translation>
    </message>
    <message>
        <source>Impossible rules: {problem}</source>
        <translation>Règles impossibles&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <source>The height of a card on a table of the first window&apos;s size, in pixels; in a larger window the cards grow with the table, up to {scale} times this height</source>
        <translation>La hauteur d’une carte sur une table de la taille de la première fenêtre, en pixels&#xa0;; dans une fenêtre plus grande, les cartes grandissent avec la table, jusqu’à {scale} fois cette hauteur</translation>
    </message>
    <message>
        <source>Offer &amp;hints ({key}) and name the best discard</source>
        <translation>Proposer des &amp;conseils ({key}) et indiquer la meilleure défausse</translation>
    </message>
    <message>
        <source>The Hint button ({key}) shows the best move with its reason; the panel names the best discard (a hand played with a hint counts as assisted)</source>
        <translation>Le bouton Conseil ({key}) montre le meilleur coup et sa raison&#xa0;; le panneau indique la meilleure défausse (une manche jouée avec un conseil compte comme assistée)</translation>
    </message>
    <message>
        <source>Allow &amp;undo of a slip ({key})</source>
        <translation>Autoriser l’&amp;annulation d’une étourderie ({key})</translation>
    </message>
    <message>
        <source>{key} takes back your last move when that shows you nothing new (a hand played with it counts as assisted)</source>
        <translation>{key} annule votre dernier coup quand cela ne vous apprend rien de nouveau (une manche jouée avec cette aide compte comme assistée)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Lan&amp;gue :</translation>
    </message>
    <message>
        <source>The language the game speaks; it changes at once, without a restart</source>
        <translation>La langue du jeu ; elle change aussitôt, sans redémarrer</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Computer &amp;difficulty:</source>
        <translation>&amp;Niveau de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>La force de jeu de l’ordinateur</translation>
    </message>
    <message>
        <source>After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why</source>
        <translation>Après un de vos coups nettement moins bon que le meilleur, une note discrète dans le journal des coups indique quel coup valait mieux et pourquoi</translation>
    </message>
    <message>
        <source>&amp;Teach me: say when a move of mine was clearly weaker</source>
        <translation>&amp;Leçons&#xa0;: me signaler quand un de mes coups était nettement moins bon</translation>
    </message>
    <message>
        <source>In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match</source>
        <translation>Pendant les trois premières manches d’un match, une ligne sur la table indique ce que vous pouvez faire et comment&#xa0;; elle se désactive d’elle-même après votre premier match</translation>
    </message>
    <message>
        <source>Show a t&amp;ip on the table in the first hands of a match</source>
        <translation>Afficher des as&amp;tuces sur la table au début d’un match</translation>
    </message>
    <message>
        <source>Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost</source>
        <translation>Sons pour les cartes distribuées, piochées et jetées, la frappe, le gin, un dépôt, et chaque manche ou match gagné ou perdu</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Activer les &amp;sons</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume&#xa0;:</translation>
    </message>
    <message>
        <source>How loud the game&apos;s sounds are; they are never louder than your system&apos;s volume</source>
        <translation>Le volume des sons du jeu&#xa0;; ils ne dépassent jamais le volume de votre système</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Préréglage&#xa0;:</translation>
    </message>
    <message>
        <source>Choose a preset to fill in every rule below</source>
        <translation>Choisissez un préréglage pour remplir toutes les règles ci-dessous</translation>
    </message>
    <message>
        <source>Knocking and play</source>
        <translation>Frappe et jeu</translation>
    </message>
    <message>
        <source>&amp;Knock limit:</source>
        <translation>Seuil de &amp;frappe&#xa0;:</translation>
    </message>
    <message>
        <source>The most deadwood a player may knock with (0: gin only)</source>
        <translation>Le reste maximal avec lequel un joueur peut frapper (0&#xa0;: gin seulement)</translation>
    </message>
    <message>
        <source>0 (gin only)</source>
        <translation>0 (gin seulement)</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit of the hand (court cards 10)</source>
        <translation>Oklahoma&#xa0;: la valeur de la première retourne est le seuil de frappe de la manche (figures&#xa0;: 10)</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the limit</source>
        <translation>&amp;Oklahoma&#xa0;: la première retourne fixe le seuil</translation>
    </message>
    <message>
        <source>Oklahoma: an ace upcard means gin only, unless this allows a knock with 1</source>
        <translation>Oklahoma&#xa0;: un as en retourne impose le gin, sauf si cette option permet de frapper à 1</translation>
    </message>
    <message>
        <source>Oklahoma: an a&amp;ce allows a knock with 1</source>
        <translation>Oklahoma&#xa0;: un &amp;as permet de frapper à 1</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as the first upcard doubles the hand&apos;s points</source>
        <translation>Oklahoma&#xa0;: un pique comme première retourne double les points de la manche</translation>
    </message>
    <message>
        <source>Oklahoma: a spade upcard &amp;doubles the hand</source>
        <translation>Oklahoma&#xa0;: un pique en retourne &amp;double la manche</translation>
    </message>
    <message>
        <source>The defender may lay off cards onto the knocker&apos;s melds</source>
        <translation>Le défenseur peut déposer des cartes sur les combinaisons du joueur qui a frappé</translation>
    </message>
    <message>
        <source>&amp;Lay-offs allowed</source>
        <translation>Dépôts a&amp;utorisés</translation>
    </message>
    <message>
        <source>Only runs count as melds; groups of one rank do not</source>
        <translation>Seules les suites comptent comme combinaisons, pas les cartes de même valeur</translation>
    </message>
    <message>
        <source>R&amp;uns only (no sets)</source>
        <translation>&amp;Suites seulement (pas de séries)</translation>
    </message>
    <message>
        <source>A card just taken from the discard pile may be thrown straight back</source>
        <translation>Une carte tout juste prise à la défausse peut y être rejetée aussitôt</translation>
    </message>
    <message>
        <source>May discard the card &amp;just taken</source>
        <translation>Défausser la carte tout &amp;juste prise</translation>
    </message>
    <message>
        <source>&amp;Next dealer:</source>
        <translation>Do&amp;nneur suivant&#xa0;:</translation>
    </message>
    <message>
        <source>Who deals the next hand (after a dead hand the same dealer deals again)</source>
        <translation>Qui distribue la manche suivante (après une manche nulle, le même donneur redistribue)</translation>
    </message>
    <message>
        <source>When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the “50th card” rule)</source>
        <translation>Quand il ne reste que deux cartes au talon (le mur), le joueur suivant peut encore prendre la dernière défausse, mais seulement pour frapper avec (la règle de la «&#xa0;50e carte&#xa0;»)</translation>
    </message>
    <message>
        <source>At the &amp;wall, the last discard may be taken to knock</source>
        <translation>Au &amp;mur, la dernière défausse peut être prise pour frapper</translation>
    </message>
    <message>
        <source>Hand is dead after pile pick-ups:</source>
        <translation>Manche nulle après des prises à la défausse&#xa0;:</translation>
    </message>
    <message>
        <source>A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)</source>
        <translation>Une manche où ce nombre de cartes a été pris à la défausse se termine sans points après la défausse suivante (cela évite les échanges de défausses sans fin)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>&amp;Gin bonus:</source>
        <translation>Bonus de &amp;gin&#xa0;:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin</source>
        <translation>Ajouté au reste du défenseur quand un joueur fait gin</translation>
    </message>
    <message>
        <source>Big gin: all 11 cards melded right after drawing, declared without a discard</source>
        <translation>Grand gin&#xa0;: les 11 cartes en combinaisons juste après la pioche, annoncé sans défausse</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>&amp;Bonus de grand gin&#xa0;:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood for a big gin</source>
        <translation>Ajouté au reste du défenseur pour un grand gin</translation>
    </message>
    <message>
        <source>Undercut bonu&amp;s:</source>
        <translation>Bonus de &amp;contre&#xa0;:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender undercuts</source>
        <translation>Ajouté à la différence quand le défenseur contre</translation>
    </message>
    <message>
        <source>A defender whose deadwood equals the knocker&apos;s undercuts</source>
        <translation>Un défenseur dont le reste est égal à celui du joueur qui a frappé réussit un contre</translation>
    </message>
    <message>
        <source>A t&amp;ie is an undercut</source>
        <translation>L’égalité &amp;vaut contre</translation>
    </message>
    <message>
        <source>Line (bo&amp;x) bonus:</source>
        <translation>Bonus de &amp;ligne (case)&#xa0;:</translation>
    </message>
    <message>
        <source>Added at the end of a game for every hand a player won</source>
        <translation>Ajouté à la fin d’une partie pour chaque manche gagnée par un joueur</translation>
    </message>
    <message>
        <source>Ga&amp;me bonus:</source>
        <translation>Bonus de pa&amp;rtie&#xa0;:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of a game</source>
        <translation>Ajouté au score du gagnant à la fin d’une partie</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Score à a&amp;tteindre&#xa0;:</translation>
    </message>
    <message>
        <source>The first player to reach this many points wins the game</source>
        <translation>Le premier joueur à atteindre ce nombre de points gagne la partie</translation>
    </message>
    <message>
        <source>If the loser won no hand, the winner&apos;s hand points and game bonus are doubled</source>
        <translation>Si le perdant n’a gagné aucune manche, les points de manche et le bonus de partie du gagnant sont doublés</translation>
    </message>
    <message>
        <source>Shutout doubles the &amp;winner&apos;s points</source>
        <translation>Capot&#xa0;: po&amp;ints du gagnant doublés</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s whole total, line bonuses included</source>
        <translation>Le capot double tout le total du gagnant, bonus de ligne compris</translation>
    </message>
    <message>
        <source>Shutout doubles &amp;everything</source>
        <translation>Capot&#xa0;: tout &amp;est doublé</translation>
    </message>
    <message>
        <source>Hollywood scoring: three games (columns) are kept at once, each to the target</source>
        <translation>Marque Hollywood&#xa0;: trois parties (colonnes) tenues à la fois, chacune jusqu’au score à atteindre</translation>
    </message>
    <message>
        <source>&amp;Hollywood: three games at once</source>
        <translation>&amp;Hollywood&#xa0;: trois parties à la fois</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Taille des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>The height of a card on the table, in pixels</source>
        <translation>La hauteur d’une carte sur la table, en pixels</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Give each suit its own colour</source>
        <translation>Donner à chaque couleur sa propre teinte</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Jeu à &amp;quatre couleurs (trèfles verts, carreaux bleus)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>The picture on the back of the cards</source>
        <translation>L’image au dos des cartes</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Couleur de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Choose the colour of the table&apos;s felt</source>
        <translation>Choisissez la couleur du tapis</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d’&amp;animation&#xa0;:</translation>
    </message>
    <message>
        <source>How fast the cards move on the table</source>
        <translation>La vitesse de déplacement des cartes sur la table</translation>
    </message>
    <message>
        <source>When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly</source>
        <translation>Quand c’est votre tour, le talon et la pile où vous pouvez piocher, ou votre main quand vous devez vous défausser, s’illuminent doucement</translation>
    </message>
    <message>
        <source>Show &amp;where to play on your turn</source>
        <translation>Montrer &amp;où jouer à votre tour</translation>
    </message>
    <message>
        <source>A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white</source>
        <translation>Une table unie, presque noire, au lieu du tapis coloré, des cartes bordées de noir, un épais anneau jaune autour de la carte sélectionnée et des endroits où jouer, des légendes blanches et le panneau en noir et blanc</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Table à &amp;haut contraste</translation>
    </message>
    <message>
        <source>The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.</source>
        <translation>La taille des cartes, le jeu, le dos des cartes, la couleur de la table et la vitesse d’animation changent à la manche suivante&#xa0;; les repères de tour et le haut contraste changent immédiatement.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>it is {size} bytes, far more than any settings file</source>
        <translation>il fait {size} octets, bien plus que n’importe quel fichier de paramètres</translation>
    </message>
    <message>
        <source>it holds a value this program never writes ({marker}…)</source>
        <translation>il contient une valeur que ce programme n’écrit jamais ({marker}…)</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used for this session, and the settings file is left as it was.</source>
        <translation>Vos paramètres n’ont pas pu être lus ({problem})&#xa0;; les valeurs par défaut sont utilisées pour cette session, et le fichier de paramètres est laissé tel quel.</translation>
    </message>
    <message>
        <source>Your settings could not be read ({problem}); the defaults are used. The file was kept as “{kept}”.</source>
        <translation>Vos paramètres n’ont pas pu être lus ({problem})&#xa0;; les valeurs par défaut sont utilisées. Le fichier a été conservé sous le nom «&#xa0;{kept}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score, turn and hand</source>
        <translation>Score, tour et manche</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Hand number and dealer</source>
        <translation>Numéro de manche et donneur</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Adversaire ordinateur</translation>
    </message>
    <message>
        <source>Deal fingerprint</source>
        <translation>Empreinte de la donne</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Que faire</translation>
    </message>
    <message>
        <source>Computer player problem</source>
        <translation>Problème du joueur ordinateur</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Deadwood count</source>
        <translation>Valeur du reste</translation>
    </message>
    <message>
        <source>Deadwood note</source>
        <translation>Note sur le reste</translation>
    </message>
    <message>
        <source>Melds in your hand</source>
        <translation>Combinaisons de votre main</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>The coach&apos;s hint</source>
        <translation>Le conseil de l’entraîneur</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Coups de cette manche</translation>
    </message>
    <message>
        <source>Cards known in the computer&apos;s hand</source>
        <translation>Cartes connues dans la main de l’ordinateur</translation>
    </message>
    <message>
        <source>Cards known in {friend}&apos;s hand</source>
        <translation>Cartes connues dans la main de {friend}</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed the next match starts from: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 de la graine secrète dont part le prochain match&#xa0;: {sha}
Chaque paquet en découle, avec votre phrase&#xa0;; Partie ▸ Donne équitable… explique comment vérifier.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
This match is unverifiable: its save held a deal seed this program cannot vouch it drew, so its cards may have been chosen; Game ▸ A fair deal… says more.</source>
        <translation>SHA-256 de la graine secrète en cours&#xa0;: {sha}
Ce match est invérifiable&#xa0;: sa sauvegarde contenait une graine de donne que ce programme ne peut pas garantir avoir tirée, ses cartes ont donc pu être choisies&#xa0;; Partie ▸ Donne équitable… en dit plus.</translation>
    </message>
    <message>
        <source>SHA-256 of the secret seed in use: {sha}
Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to check.</source>
        <translation>SHA-256 de la graine secrète en cours&#xa0;: {sha}
Chaque paquet en découle, avec votre phrase&#xa0;; Partie ▸ Donne équitable… explique comment vérifier.</translation>
    </message>
    <message>
        <source>Deal fingerprint, unverifiable match</source>
        <translation>Empreinte de la donne, match invérifiable</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Gin Rummy seems to be open already, but it does not answer.</source>
        <translation>Gin Rummy semble déjà ouvert, mais ne répond pas.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open on another computer, “{host}” (process {pid}), which shares this data folder.</source>
        <translation>Gin Rummy semble ouvert sur un autre ordinateur, «&#xa0;{host}&#xa0;» (processus {pid}), qui partage ce dossier de données.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to have been open as process {pid}, which is no longer running on this computer: its lock was left behind.</source>
        <translation>Gin Rummy semble avoir été ouvert sous le processus {pid}, qui ne tourne plus sur cet ordinateur&#xa0;: son verrou est resté en place.</translation>
    </message>
    <message>
        <source>Gin Rummy seems to be open already as process {pid} on this computer, but it does not answer.</source>
        <translation>Gin Rummy semble déjà ouvert sous le processus {pid} sur cet ordinateur, mais ne répond pas.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Open it here only if it is not open there: two copies playing at once overwrite each other&apos;s saved game.</source>
        <translation>Ne l’ouvrez ici que s’il n’est pas ouvert là-bas&#xa0;: deux copies jouant en même temps écraseraient mutuellement leur partie enregistrée.</translation>
    </message>
    <message>
        <source>Open anyway</source>
        <translation>Ouvrir quand même</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>SpokenLabel</name>
    <message>
        <source>none</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}&#xa0;: {value}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>the file failed its integrity check ({problems})</source>
        <translation>le fichier n’a pas passé le contrôle d’intégrité ({problems})</translation>
    </message>
    <message>
        <source>Some statistics waiting to be recorded could not be read. They were kept as “{name}”; the rest will be recorded as usual.</source>
        <translation>Des statistiques en attente d’enregistrement n’ont pas pu être lues. Elles ont été conservées sous le nom «&#xa0;{name}&#xa0;»&#xa0;; les autres seront enregistrées normalement.</translation>
    </message>
    <message>
        <source>the file was made by a newer version of the game (schema {version})</source>
        <translation>le fichier a été créé par une version plus récente du jeu (schéma {version})</translation>
    </message>
    <message>
        <source>the file&apos;s schema version {version} is not one of this game&apos;s</source>
        <translation>la version de schéma {version} du fichier n’est pas l’une de celles de ce jeu</translation>
    </message>
    <message>
        <source>the file is not a statistics file of this game</source>
        <translation>le fichier n’est pas un fichier de statistiques de ce jeu</translation>
    </message>
    <message>
        <source>the file&apos;s {table} table is not the one this game writes</source>
        <translation>la table {table} du fichier n’est pas celle qu’écrit ce jeu</translation>
    </message>
    <message>
        <source>The statistics file could not be checked for damage this time (the system refused to start another task); hands are still recorded.</source>
        <translation>L’intégrité du fichier de statistiques n’a pas pu être vérifiée cette fois-ci (le système a refusé de lancer une autre tâche)&#xa0;; les manches sont toujours enregistrées.</translation>
    </message>
    <message>
        <source>{problem}, and it could not be moved aside</source>
        <translation>{problem}, et il n’a pas pu être mis de côté</translation>
    </message>
    <message>
        <source>the file cannot be opened ({error})</source>
        <translation>le fichier ne peut pas être ouvert ({error})</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be made ({error})</source>
        <translation>le dossier {folder} ne peut pas être créé ({error})</translation>
    </message>
    <message>
        <source>a new file could not be started</source>
        <translation>impossible de créer un nouveau fichier</translation>
    </message>
    <message>
        <source>a folder named {name} is in the way</source>
        <translation>un dossier nommé {name} occupe la place</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>le fichier ne peut pas être écrit ({error})</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({problem}). It was kept as “{name}” and new statistics were started.</source>
        <translation>Le fichier de statistiques n’a pas pu être lu ({problem}). Il a été conservé sous le nom «&#xa0;{name}&#xa0;» et de nouvelles statistiques ont été commencées.</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: {problem}. This session&apos;s statistics are kept until you quit.</source>
        <translation>Impossible d’enregistrer les statistiques&#xa0;: {problem}. Celles de cette session sont conservées jusqu’à ce que vous quittiez le jeu.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program; the hand will be recorded as soon as it is free.</source>
        <translation>Le fichier de statistiques est utilisé par un autre programme&#xa0;; la manche sera enregistrée dès qu’il sera libre.</translation>
    </message>
    <message>
        <source>the file is damaged ({error})</source>
        <translation>le fichier est endommagé ({error})</translation>
    </message>
    <message>
        <source>the file is damaged and could not be moved aside</source>
        <translation>le fichier est endommagé et n’a pas pu être mis de côté</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{title}: {value}, {note}</source>
        <translation>{title}&#xa0;: {value}, {note}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Matchs gagnés</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Série de victoires</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points par manche</translation>
    </message>
    <message>
        <source>Gin rate</source>
        <translation>Taux de gin</translation>
    </message>
    <message>
        <source>Undercut rate</source>
        <translation>Taux de contre</translation>
    </message>
    <message>
        <source>Knock deadwood</source>
        <translation>Reste à la frappe</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Matchs joués</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Niveau de jeu</translation>
    </message>
    <message>
        <source>RESULTS OVER TIME</source>
        <translation>RÉSULTATS DANS LE TEMPS</translation>
    </message>
    <message>
        <source>Finish a match to see your results over time.</source>
        <translation>Terminez un match pour voir l’évolution de vos résultats.</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Réinitialiser les statistiques…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tous niveaux</translation>
    </message>
    <message>
        <source>{level}
{rate} of {matches}</source>
        <translation>{level}
{rate} sur {matches}</translation>
    </message>
    <message numerus="yes">
        <source>{level}
%n hand(s)</source>
        <translation>
            <numerusform>{level}
%n manche</numerusform>
            <numerusform>{level}
%n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands recorded against every level yet: play one and it appears here at once.</source>
        <translation>Aucune manche enregistrée, tous niveaux confondus&#xa0;: jouez-en une, elle apparaîtra ici aussitôt.</translation>
    </message>
    <message>
        <source>No hands recorded against {level} yet: play one and it appears here at once.</source>
        <translation>Aucune manche enregistrée contre le niveau {level}&#xa0;: jouez-en une, elle apparaîtra ici aussitôt.</translation>
    </message>
    <message>
        <source>Against every level since {day}</source>
        <translation>Tous niveaux confondus, depuis le {day}</translation>
    </message>
    <message>
        <source>Against {level} since {day}</source>
        <translation>Contre le niveau {level}, depuis le {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n match joué</numerusform>
            <numerusform>%n matchs joués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) counted apart</source>
        <translation>
            <numerusform>%n manche comptée à part</numerusform>
            <numerusform>%n manches comptées à part</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file cannot be written: this session&apos;s hands are kept until you quit.</source>
        <translation>Le fichier de statistiques ne peut pas être écrit&#xa0;: les manches de cette session sont conservées jusqu’à ce que vous quittiez le jeu.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the file to be free.</source>
        <translation>
            <numerusform>%n enregistrement attend que le fichier soit libre.</numerusform>
            <numerusform>%n enregistrements attendent que le fichier soit libre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandoned matches count as played, not won. A match counts at a level only if all its hands were played at that level.</source>
        <translation>Les matchs abandonnés comptent comme joués, pas comme gagnés. Un match ne compte pour un niveau que si toutes ses manches ont été jouées à ce niveau.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Final margin (points)</source>
        <translation>Écart final (points)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Réinitialiser les statistiques&#xa0;?</translation>
    </message>
    <message>
        <source>Forget every hand and match recorded, against every level? This cannot be undone.</source>
        <translation>Oublier toutes les manches et tous les matchs enregistrés, à tous les niveaux&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (the file is in use); try again in a moment.</source>
        <translation>Les statistiques n’ont pas pu être réinitialisées (le fichier est utilisé)&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message numerus="yes">
        <source>longest: %n match(es)</source>
        <translation>
            <numerusform>record&#xa0;: %n match</numerusform>
            <numerusform>record&#xa0;: %n matchs</numerusform>
        </translation>
    </message>
    <message>
        <source>your points minus the computer&apos;s</source>
        <translation>vos points moins ceux de l’ordinateur</translation>
    </message>
    <message numerus="yes">
        <source>of hands: %n gin(s) or big gin by you</source>
        <translation>
            <numerusform>des manches&#xa0;: %n gin ou grand gin de votre part</numerusform>
            <numerusform>des manches&#xa0;: %n gins ou grands gins de votre part</numerusform>
        </translation>
    </message>
    <message>
        <source>average when you knock</source>
        <translation>en moyenne quand vous frappez</translation>
    </message>
    <message>
        <source>no match finished yet</source>
        <translation>aucun match terminé pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n match(es)</source>
        <translation>
            <numerusform>{won} sur %n match</numerusform>
            <numerusform>{won} sur %n matchs</numerusform>
        </translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>aucune manche jouée pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>of %n hand(s) · {rate}</source>
        <translation>
            <numerusform>sur %n manche · {rate}</numerusform>
            <numerusform>sur %n manches · {rate}</numerusform>
        </translation>
    </message>
    <message>
        <source>of your knocks were undercut · you undercut {count}</source>
        <translation>de vos frappes ont été contrées · vous avez contré {count} fois</translation>
    </message>
    <message>
        <source>you have not knocked yet · you undercut {count}</source>
        <translation>vous n’avez pas encore frappé · vous avez contré {count} fois</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>gagnés&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>perdus&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>abandonnés&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} drawn</source>
        <translation>nuls&#xa0;: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Counted apart, in none of these figures: %n finished match(es) and the hands dealt by Play this deal again ({replayed}), played after going back to an earlier save ({back}) or of a match whose deals cannot be vouched for ({unverifiable}).</source>
        <translation>
            <numerusform>Comptés à part, hors de tous ces chiffres&#xa0;: %n match terminé et les manches distribuées par Rejouer cette donne ({replayed}), jouées après un retour à une sauvegarde antérieure ({back}) ou issues d’un match dont les donnes ne peuvent pas être garanties ({unverifiable}).</numerusform>
            <numerusform>Comptés à part, hors de tous ces chiffres&#xa0;: %n matchs terminés et les manches distribuées par Rejouer cette donne ({replayed}), jouées après un retour à une sauvegarde antérieure ({back}) ou issues d’un match dont les donnes ne peuvent pas être garanties ({unverifiable}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{friend} {won}–{lost}</source>
        <translation>{friend} {won}–{lost}</translation>
    </message>
    <message>
        <source>Against friends, won–lost: {friends}.</source>
        <translation>Contre des amis, victoires–défaites : {friends}.</translation>
    </message>
    <message numerus="yes">
        <source>Last {shown} of %n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>Les {shown} derniers sur %n match · {first} – {last}</numerusform>
            <numerusform>Les {shown} derniers sur %n matchs · {first} – {last}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) · {first} – {last}</source>
        <translation>
            <numerusform>%n match · {first} – {last}</numerusform>
            <numerusform>%n matchs · {first} – {last}</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Abandoned or drawn</source>
        <translation>Abandonné ou nul</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Taux de victoire à ce jour</translation>
    </message>
    <message>
        <source>no finished match to measure yet</source>
        <translation>aucun match terminé à mesurer pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>not measured yet in any of %n match(es)</source>
        <translation>
            <numerusform>pas encore mesurée sur %n match</numerusform>
            <numerusform>mesurée sur aucun des %n matchs pour l’instant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{adjusted} adjusted for luck, {actual} as played · over {measured} of %n match(es)</source>
        <translation>
            <numerusform>{adjusted} hors chance, {actual} en jeu réel · {measured} sur %n match</numerusform>
            <numerusform>{adjusted} hors chance, {actual} en jeu réel · {measured} sur %n matchs</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck is measured by reviewing a match, or with the button below.</source>
        <translation>La chance se mesure en analysant un match, ou avec le bouton ci-dessous.</translation>
    </message>
    <message>
        <source>Your luck in hand points: what the cards dealt and drawn gave you beyond the average. The computer&apos;s luck over the same matches: {theirs}. The result adjusted for luck takes your luck away and gives back the computer&apos;s.</source>
        <translation>Votre chance en points de manche&#xa0;: ce que les cartes distribuées et piochées vous ont apporté au-delà de la moyenne. La chance de l’ordinateur sur les mêmes matchs&#xa0;: {theirs}. Le résultat hors chance retire votre chance et vous rend celle de l’ordinateur.</translation>
    </message>
    <message>
        <source>no match reviewed in full yet</source>
        <translation>aucun match analysé en entier pour l’instant</translation>
    </message>
    <message>
        <source>in the latest match: {rate} points lost a decision</source>
        <translation>au dernier match&#xa0;: {rate} points perdus par décision</translation>
    </message>
    <message>
        <source>Review a match in full to be rated on the levels&apos; scale.</source>
        <translation>Analysez un match en entier pour situer votre jeu sur l’échelle des niveaux.</translation>
    </message>
    <message numerus="yes">
        <source>Points lost a decision in each of the last %n match(es) reviewed in full, the oldest first: {rates}. Fewer is stronger play.</source>
        <translation>
            <numerusform>Points perdus par décision sur %n match analysé en entier&#xa0;: {rates}. Moins il y en a, plus le jeu est fort.</numerusform>
            <numerusform>Points perdus par décision dans chacun des %n derniers matchs analysés en entier, du plus ancien au plus récent&#xa0;: {rates}. Moins il y en a, plus le jeu est fort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure the luck of every match</source>
        <translation>Mesurer la chance de chaque match</translation>
    </message>
    <message>
        <source>Reviews the luck of every finished match that has no review yet, one after another, while you play on.</source>
        <translation>Analyse la chance de chaque match terminé qui n’a pas encore été analysé, l’un après l’autre, pendant que vous continuez à jouer.</translation>
    </message>
    <message numerus="yes">
        <source>Measured {done} of %n match(es)…</source>
        <translation>
            <numerusform>Mesure en cours&#xa0;: {done} sur %n match…</numerusform>
            <numerusform>Mesure en cours&#xa0;: {done} sur %n matchs…</numerusform>
        </translation>
    </message>
    <message>
        <source>The luck of every finished match is measured already.</source>
        <translation>La chance de chaque match terminé est déjà mesurée.</translation>
    </message>
    <message numerus="yes">
        <source>Measured the luck of %n match(es).</source>
        <translation>
            <numerusform>Chance mesurée sur %n match.</numerusform>
            <numerusform>Chance mesurée sur %n matchs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be measured.</source>
        <translation>
            <numerusform>%n match n’a pas pu être mesuré.</numerusform>
            <numerusform>%n matchs n’ont pas pu être mesurés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Frapper avec cette carte</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Votre main, %n carte</numerusform>
            <numerusform>Votre main, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computer&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Main de l’ordinateur, %n carte</numerusform>
            <numerusform>Main de l’ordinateur, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend}&apos;s hand, %n card(s)</source>
        <translation>
            <numerusform>Main de {friend}, %n carte</numerusform>
            <numerusform>Main de {friend}, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Talon, %n carte</numerusform>
            <numerusform>Talon, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Défausse, vide</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Discard pile, {card} on top</source>
        <translation>Défausse, {card} sur le dessus</translation>
    </message>
    <message>
        <source>Your cards laid out</source>
        <translation>Vos cartes étalées</translation>
    </message>
    <message>
        <source>Computer&apos;s cards laid out</source>
        <translation>Cartes étalées de l’ordinateur</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out</source>
        <translation>Cartes étalées de {friend}</translation>
    </message>
    <message>
        <source>Knock area: {caption}</source>
        <translation>Zone de frappe&#xa0;: {caption}</translation>
    </message>
    <message>
        <source>Knock area: the knocker&apos;s discard, face down</source>
        <translation>Zone de frappe&#xa0;: la défausse du joueur qui a frappé, face cachée</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Take the top card</source>
        <translation>Prendre la carte du dessus</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Press {label} ({key}) to deal again.</source>
        <translation>Appuyez sur {label} ({key}) pour redistribuer.</translation>
    </message>
    <message>
        <source>Start a new game with {key}, or review the match with {review}.</source>
        <translation>Commencez une nouvelle partie avec {key}, ou analysez le match avec {review}.</translation>
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
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frappe</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>The computer&apos;s hand at the top, the stock, discard pile and knock area in the middle, your hand at the bottom. Arrow keys select a card.</source>
        <translation>La main de l’ordinateur en haut, le talon, la défausse et la zone de frappe au milieu, votre main en bas. Les flèches sélectionnent une carte.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>There is no game yet.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>C’est au tour de l’ordinateur.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Attendez que les cartes soient en place.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>Select a card first: click it, or use the arrow keys.</source>
        <translation>Sélectionnez d’abord une carte&#xa0;: cliquez dessus, ou utilisez les flèches.</translation>
    </message>
    <message>
        <source>Your deadwood is too high to knock.</source>
        <translation>Votre reste est trop élevé pour frapper.</translation>
    </message>
    <message>
        <source>Your deadwood would be too high to knock with that card.</source>
        <translation>Avec cette carte, votre reste serait trop élevé pour frapper.</translation>
    </message>
    <message>
        <source>No gin yet.</source>
        <translation>Pas encore de gin.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>La manche n’est pas encore terminée.</translation>
    </message>
    <message>
        <source>Hints are off: turn them on in Settings ▸ Game.</source>
        <translation>Les conseils sont désactivés&#xa0;: activez-les dans Paramètres ▸ Partie.</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Un conseil ne se demande qu’à votre tour.</translation>
    </message>
    <message>
        <source>The cards are still being dealt.</source>
        <translation>Les cartes sont encore en cours de distribution.</translation>
    </message>
    <message>
        <source>A hint is being worked out.</source>
        <translation>Un conseil est en cours de calcul.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>First take the upcard ({take_key}) or pass ({pass_key}).</source>
        <translation>Prenez d’abord la retourne ({take_key}) ou passez ({pass_key}).</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Piochez d’abord une carte.</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock).</source>
        <translation>Vous avez pioché&#xa0;: défaussez maintenant une carte (ou frappez).</translation>
    </message>
    <message>
        <source>First finish the showdown ({key}).</source>
        <translation>Terminez d’abord le décompte ({key}).</translation>
    </message>
    <message>
        <source>The upcard was passed: draw from the stock ({key}).</source>
        <translation>La retourne a été refusée&#xa0;: piochez dans le talon ({key}).</translation>
    </message>
    <message>
        <source>You may not throw back the {card} you just took.</source>
        <translation>Vous ne pouvez pas rejeter la carte {card} que vous venez de prendre.</translation>
    </message>
    <message>
        <source>The computer passes the upcard.</source>
        <translation>L’ordinateur refuse la retourne.</translation>
    </message>
    <message>
        <source>Two cards left in the stock: the last discard may be taken only to knock.</source>
        <translation>Plus que deux cartes au talon&#xa0;: la dernière défausse ne peut être prise que pour frapper.</translation>
    </message>
    <message>
        <source>your melds as you arranged them</source>
        <translation>vos combinaisons telles que vous les avez rangées</translation>
    </message>
    <message>
        <source>the best melds (yours would leave {deadwood} deadwood)</source>
        <translation>les meilleures combinaisons (les vôtres laisseraient un reste de {deadwood})</translation>
    </message>
    <message>
        <source>Selected the {card}.</source>
        <translation>Carte sélectionnée&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: you deal.</source>
        <translation>Vous avez coupé {mine}, l’ordinateur {theirs}&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <source>You cut the {mine}, the computer the {theirs}: the computer deals.</source>
        <translation>Vous avez coupé {mine}, l’ordinateur {theirs}&#xa0;: l’ordinateur distribue.</translation>
    </message>
    <message>
        <source>Hand {number}: you dealt.</source>
        <translation>Manche {number}&#xa0;: vous avez distribué.</translation>
    </message>
    <message>
        <source>Hand {number}: the computer dealt.</source>
        <translation>Manche {number}&#xa0;: l’ordinateur a distribué.</translation>
    </message>
    <message>
        <source>The computer discards the {card}.</source>
        <translation>L’ordinateur jette {card}.</translation>
    </message>
    <message>
        <source>The computer goes big gin!</source>
        <translation>L’ordinateur fait un grand gin&#xa0;!</translation>
    </message>
    <message>
        <source>The computer goes gin!</source>
        <translation>L’ordinateur fait gin&#xa0;!</translation>
    </message>
    <message>
        <source>The computer knocked with {deadwood} deadwood.</source>
        <translation>L’ordinateur a frappé avec un reste de {deadwood}.</translation>
    </message>
    <message>
        <source>You go big gin, laying out {melds}!</source>
        <translation>Vous faites un grand gin en étalant {melds}&#xa0;!</translation>
    </message>
    <message>
        <source>It is {friend}&apos;s turn.</source>
        <translation>C’est au tour de {friend}.</translation>
    </message>
    <message>
        <source>{friend} passes the upcard.</source>
        <translation>{friend} refuse la retourne.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: you deal.</source>
        <translation>Vous avez coupé {mine}, {friend} {theirs}&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <source>You cut the {mine}, {friend} the {theirs}: {friend} deals.</source>
        <translation>Vous avez coupé {mine}, {friend} {theirs}&#xa0;: {friend} distribue.</translation>
    </message>
    <message>
        <source>Hand {number}: {friend} dealt.</source>
        <translation>Manche {number}&#xa0;: {friend} a distribué.</translation>
    </message>
    <message>
        <source>{friend} discards the {card}.</source>
        <translation>{friend} jette {card}.</translation>
    </message>
    <message>
        <source>You go gin, laying out {melds}!</source>
        <translation>Vous faites gin en étalant {melds}&#xa0;!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood, laying out {melds}.</source>
        <translation>Vous avez frappé avec un reste de {deadwood} en étalant {melds}.</translation>
    </message>
    <message>
        <source>You go big gin!</source>
        <translation>Vous faites un grand gin&#xa0;!</translation>
    </message>
    <message>
        <source>You go gin!</source>
        <translation>Vous faites gin&#xa0;!</translation>
    </message>
    <message>
        <source>You knocked with {deadwood} deadwood.</source>
        <translation>Vous avez frappé avec un reste de {deadwood}.</translation>
    </message>
    <message>
        <source>{friend} goes big gin!</source>
        <translation>{friend} fait un grand gin&#xa0;!</translation>
    </message>
    <message>
        <source>{friend} goes gin!</source>
        <translation>{friend} fait gin&#xa0;!</translation>
    </message>
    <message>
        <source>{friend} knocked with {deadwood} deadwood.</source>
        <translation>{friend} a frappé avec un reste de {deadwood}.</translation>
    </message>
    <message>
        <source>You lay off the {cards}.</source>
        <translation>Vous déposez {cards}.</translation>
    </message>
    <message>
        <source>The computer lays off the {cards}.</source>
        <translation>L’ordinateur dépose {cards}.</translation>
    </message>
    <message>
        <source>{friend} lays off the {cards}.</source>
        <translation>{friend} dépose {cards}.</translation>
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
        <translation>Frappe</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Gin seulement</translation>
    </message>
    <message>
        <source>Knock · {limit} or less</source>
        <translation>Frappe · {limit} ou moins</translation>
    </message>
    <message>
        <source>gin only: no knocking this hand</source>
        <translation>gin seulement&#xa0;: pas de frappe dans cette manche</translation>
    </message>
    <message>
        <source>knock with {limit} or less deadwood</source>
        <translation>frappe avec un reste de {limit} ou moins</translation>
    </message>
    <message>
        <source>In meld {number}.</source>
        <translation>Dans la combinaison {number}.</translation>
    </message>
    <message>
        <source>In a group that is not a meld yet.</source>
        <translation>Dans un groupe qui n’est pas encore une combinaison.</translation>
    </message>
    <message>
        <source>Deadwood.</source>
        <translation>Carte isolée.</translation>
    </message>
    <message>
        <source>{where} It may not be discarded this turn.</source>
        <translation>{where} Elle ne peut pas être défaussée à ce tour.</translation>
    </message>
    <message>
        <source>The computer draws from the stock.</source>
        <translation>L’ordinateur pioche dans le talon.</translation>
    </message>
    <message>
        <source>{friend} draws from the stock.</source>
        <translation>{friend} pioche dans le talon.</translation>
    </message>
    <message>
        <source>The computer takes the {card}.</source>
        <translation>L’ordinateur prend {card}.</translation>
    </message>
    <message>
        <source>{friend} takes the {card}.</source>
        <translation>{friend} prend {card}.</translation>
    </message>
    <message>
        <source>Tip: take the upcard if it fits your hand ({take}), else pass ({pass_key}).</source>
        <translation>Astuce&#xa0;: prenez la retourne si elle convient à votre main ({take}), sinon passez ({pass_key}).</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock into your hand, or press {draw}.</source>
        <translation>Astuce&#xa0;: faites glisser la carte du dessus du talon dans votre main, ou appuyez sur {draw}.</translation>
    </message>
    <message>
        <source>Tip: drag the top card of the stock or the discard pile into your hand, or press {draw} or {take}.</source>
        <translation>Astuce&#xa0;: faites glisser la carte du dessus du talon ou de la défausse dans votre main, ou appuyez sur {draw} ou {take}.</translation>
    </message>
    <message>
        <source>Tip: every card is in a meld: press {gin} to go gin!</source>
        <translation>Astuce&#xa0;: toutes vos cartes sont en combinaisons&#xa0;: appuyez sur {gin} pour faire gin&#xa0;!</translation>
    </message>
    <message>
        <source>Tip: your deadwood is low enough to knock: drop a card on the knock area, or press {knock}.</source>
        <translation>Astuce&#xa0;: votre reste est assez bas pour frapper&#xa0;: posez une carte sur la zone de frappe, ou appuyez sur {knock}.</translation>
    </message>
    <message>
        <source>Tip: keep cards that make sets and runs; drag the one you need least onto the discard pile.</source>
        <translation>Astuce&#xa0;: gardez les cartes qui forment des séries et des suites&#xa0;; faites glisser celle dont vous avez le moins besoin sur la défausse.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit the computer&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Astuce&#xa0;: vos cartes isolées qui complètent les combinaisons de l’ordinateur sont déposées quand vous appuyez sur {lay_off}.</translation>
    </message>
    <message>
        <source>Tip: your loose cards that fit {friend}&apos;s melds are laid off when you press {lay_off}.</source>
        <translation>Astuce&#xa0;: vos cartes isolées qui complètent les combinaisons de {friend} sont déposées quand vous appuyez sur {lay_off}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <translation>Vous piochez {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <translation>Vous prenez {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <translation>Vous jetez {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s).</source>
        <translation>
            <numerusform>Votre main, %n carte.</numerusform>
            <numerusform>Votre main, %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Meld {number}: {cards}.</source>
        <translation>Combinaison {number}&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>Not yet a meld: {cards}.</source>
        <translation>Pas encore une combinaison&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>Deadwood: {cards}.</source>
        <translation>Cartes isolées&#xa0;: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Your deadwood counts %n point(s).</source>
        <translation>
            <numerusform>Votre reste vaut %n point.</numerusform>
            <numerusform>Votre reste vaut %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards laid out.</source>
        <translation>Vos cartes étalées.</translation>
    </message>
    <message>
        <source>The computer&apos;s cards laid out.</source>
        <translation>Les cartes étalées de l’ordinateur.</translation>
    </message>
    <message>
        <source>{friend}&apos;s cards laid out.</source>
        <translation>Les cartes étalées de {friend}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Vous n’avez aucune carte.</translation>
    </message>
    <message numerus="yes">
        <source>The stock holds %n card(s).</source>
        <translation>
            <numerusform>Le talon contient %n carte.</numerusform>
            <numerusform>Le talon contient %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile&apos;s top card is still face down.</source>
        <translation>La carte du dessus de la défausse est encore face cachée.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>The {card} is on top of the discard pile.</source>
        <translation>Sur le dessus de la défausse&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>In the knock area lies the knocker&apos;s discard, face down.</source>
        <translation>Dans la zone de frappe se trouve la défausse du joueur qui a frappé, face cachée.</translation>
    </message>
    <message>
        <source>Knock area: {caption}.</source>
        <translation>Zone de frappe&#xa0;: {caption}.</translation>
    </message>
    <message numerus="yes">
        <source>The computer holds %n card(s).</source>
        <translation>
            <numerusform>L’ordinateur a %n carte en main.</numerusform>
            <numerusform>L’ordinateur a %n cartes en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{friend} holds %n card(s).</source>
        <translation>
            <numerusform>{friend} a %n carte en main.</numerusform>
            <numerusform>{friend} a %n cartes en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>You know the computer holds the {cards}.</source>
        <translation>Vous savez que l’ordinateur a en main&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>You know {friend} holds the {cards}.</source>
        <translation>Vous savez que {friend} a en main&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>The computer plays at {level}.</source>
        <translation>L’ordinateur joue au niveau {level}.</translation>
    </message>
    <message>
        <source>You are playing your friend {friend}.</source>
        <translation>Match entre amis : vous jouez contre {friend}.</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Pas de conseil cette fois-ci.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Rien n’a encore été dit.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Undo is off: turn it on in Settings ▸ Game.</source>
        <translation>L’annulation est désactivée&#xa0;: activez-la dans Paramètres ▸ Partie.</translation>
    </message>
    <message>
        <source>Nothing of yours to undo in this hand yet.</source>
        <translation>Vous n’avez encore rien à annuler dans cette manche.</translation>
    </message>
    <message>
        <source>The computer has moved since your last move.</source>
        <translation>L’ordinateur a joué depuis votre dernier coup.</translation>
    </message>
    <message>
        <source>The hand has been settled: its cards were shown.</source>
        <translation>La manche a été réglée&#xa0;: ses cartes ont été montrées.</translation>
    </message>
    <message>
        <source>taking the card from the pile</source>
        <translation>la prise de la carte sur la défausse</translation>
    </message>
    <message>
        <source>your discard of {card}</source>
        <translation>votre défausse de {card}</translation>
    </message>
    <message>
        <source>A card drawn from the stock cannot be taken back: it would show the order of the stock.</source>
        <translation>Une carte piochée dans le talon ne peut pas être reprise&#xa0;: cela révélerait l’ordre du talon.</translation>
    </message>
    <message>
        <source>A knock cannot be taken back.</source>
        <translation>Une frappe ne peut pas être annulée.</translation>
    </message>
    <message>
        <source>Passing the upcard cannot be taken back.</source>
        <translation>Le refus de la retourne ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Ce coup ne peut pas être annulé.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>A match against a friend</source>
        <translation>Un match contre un ami</translation>
    </message>
    <message>
        <source>Your match against {friend} is not over. Go on with it now? Both programs must be running: this one waits for {friend} to connect.</source>
        <translation>Votre match contre {friend} n’est pas terminé. Le reprendre maintenant ? Les deux programmes doivent être ouverts : celui-ci attend que {friend} se connecte.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nul</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonné</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>It cannot be opened: {reason}.</source>
        <translation>Impossible de l’ouvrir&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Le fichier ne peut pas être lu&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Le fichier n’a pas pu être lu ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>The file is too large to be a match (%Ln byte(s)).</source>
        <translation>
            <numerusform>Le fichier est trop volumineux pour être un match (%Ln octet).</numerusform>
            <numerusform>Le fichier est trop volumineux pour être un match (%Ln octets).</numerusform>
        </translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Fichier&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Not a match this program can read: {reason}.</source>
        <translation>Ce n’est pas un match que ce programme sait lire&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The file is malformed ({error}).</source>
        <translation>Le fichier est mal formé ({error}).</translation>
    </message>
    <message>
        <source>The match against a friend is not sound: {reason}.</source>
        <translation>L’historique du match contre un ami n’est pas valide : {reason}.</translation>
    </message>
    <message>
        <source>The match record is not sound: {reason}.</source>
        <translation>L’historique du match n’est pas valide&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The match record is malformed ({error}).</source>
        <translation>L’historique du match est mal formé ({error}).</translation>
    </message>
    <message>
        <source>hand {number} of {match}</source>
        <translation>manche {number} de {match}</translation>
    </message>
    <message>
        <source>That match has no record to replay.</source>
        <translation>Ce match n’a pas d’historique à rejouer.</translation>
    </message>
    <message>
        <source>That match&apos;s record is too large.</source>
        <translation>L’historique de ce match est trop volumineux.</translation>
    </message>
    <message>
        <source>level {number}</source>
        <translation>niveau {number}</translation>
    </message>
    <message numerus="yes">
        <source>{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · {level} · {result} · Vous {you} – Ordinateur {computer} · %n manche</numerusform>
            <numerusform>{when} · {level} · {result} · Vous {you} – Ordinateur {computer} · %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{when} · against {friend} · {result} · You {you} – {friend} {theirs} · %n hand(s)</source>
        <translation>
            <numerusform>{when} · contre {friend} · {result} · Vous {you} – {friend} {theirs} · %n manche</numerusform>
            <numerusform>{when} · contre {friend} · {result} · Vous {you} – {friend} {theirs} · %n manches</numerusform>
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
        <translation>Gin Rummy&#xa0;: erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Une erreur s’est produite&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Gin Rummy cannot start: this session limits a program&apos;s memory to {limit} MB of address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit and start it again.</source>
        <translation>Gin Rummy ne peut pas démarrer&#xa0;: cette session limite la mémoire d’un programme à {limit} Mo d’espace d’adressage (ulimit -v), et le jeu a besoin d’au moins {needed} Mo. Augmentez cette limite et relancez-le.</translation>
    </message>
</context>
</TS>
